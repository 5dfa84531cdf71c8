"""rulewalk's rules engine: pure Python, standard library only.

    >>> import engine
    >>> engine.games()
    ['abracadawhat', 'brave_journey', 'labyrinth', 'magic_maze', 'rauf_und_runter']
    >>> game = engine.load("labyrinth", players=3)

Conventions every game follows (see engine/core): squares are named (row, col) counted from 1
in everything a person reads or types (texts, action fields, the boards' twins, scenario
builders), while states store cell numbers from 0 (Brave Journey's ring: square numbers from
0 = the Castle, the same in texts, actions and states); rules are data with ids, and a rule that is
this project's reading says "our reading"; every rule id is taught by a lesson step.
"""
from __future__ import annotations

import importlib
from typing import Any

from .core import Game, IllegalAction, Match

#: game name → "module:class"; imported only when asked for, to keep start-up fast
_GAMES = {
    "abracadawhat": "engine.abracadawhat:Abracadawhat",
    "brave_journey": "engine.brave_journey:BraveJourney",
    "labyrinth": "engine.labyrinth:Labyrinth",
    "magic_maze": "engine.magic_maze:MagicMaze",
    "rauf_und_runter": "engine.rauf_und_runter:RaufUndRunter",
}


def games() -> list[str]:
    """The names of the games this engine plays."""
    return sorted(_GAMES)


def game_class(name: str) -> type[Game]:
    if name not in _GAMES:
        raise ValueError(f"unknown game {name!r}; choose from {', '.join(games())}")
    module, cls = _GAMES[name].split(":")
    return getattr(importlib.import_module(module), cls)


def load(name: str, **settings: Any) -> Game:
    """A game with validated settings (``ValueError`` names a bad setting and what it allows)."""
    return game_class(name)(**settings)


__all__ = ["games", "load", "game_class", "Game", "Match", "IllegalAction"]
