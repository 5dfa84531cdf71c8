"""Hand-made Magic Maze positions for tutorials and tests, from the game's real tiles.

``arrange(game, seed, explored=[...], heroes={...}, ...)`` starts from the seeded set-up and
builds the mall the way a table would: each entry of ``explored`` is an exploration — a tile of
the stack laid at the exploration space ``(tile, row, col)`` of a tile already in the mall — so
the result is always a mall the real tiles can make. Spaces are (tile, row, col), rows and columns
counted from 1 as the tile lies on the board. Every other field of the state may be set too, and
the result is checked by the game's own ``validate_state``: an impossible position raises
``ValueError`` saying what is wrong.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from .game import MagicMaze, MMState
from .tiles import HEROES


def arrange(game: MagicMaze, seed: int = 0, *,
            explored: Sequence[tuple[str, tuple[str, int, int]]] = (),
            heroes: Mapping[str, tuple[str, int, int] | None] | None = None,
            holdings: Sequence[str] | None = None,
            used: Sequence[tuple[str, int, int]] = (),
            sand: int | None = None, started: bool = True, talk: str = "", theft: bool = False,
            pawn: int = 0, solo_pile: Sequence[str] | None = None, solo_shuffled: bool | None = None,
            solo_discard: Sequence[str] | None = None) -> MMState:
    """A position: ``explored`` — (new tile, (tile, row, col) of the exploration space it is laid at),
    in order; ``heroes`` — hero colour → (tile, row, col), or None for an escaped hero; ``holdings`` —
    each seat's action tile side; ``used`` — hourglass spaces already used; and the rest of the state
    (the timer runs from the start unless ``started=False``)."""
    state = game.initial_state(seed)
    mall = state.mall
    for tile, (at_tile, row, col) in explored:
        cell = mall.find(at_tile, row, col)
        if cell is None:
            raise ValueError(f"tile {tile}: there is no space tile {at_tile} ({row},{col}) to explore from")
        space = mall.space(cell)
        if space.kind != "explore":
            raise ValueError(f"tile {tile}: tile {at_tile} ({row},{col}) is {space}, not an exploration space")
        if mall.across(cell) in mall.slots:
            raise ValueError(f"tile {tile}: there is no room beside tile {at_tile} ({row},{col})")
        if tile not in state.stack:
            raise ValueError(f"tile {tile} is not in the stack of scenario {game.scenario.number} "
                             f"({', '.join(state.stack) or 'empty'})")
        state = replace(state, placed=state.placed + (mall.placement(cell, tile),),
                        stack=tuple(t for t in state.stack if t != tile))
        mall = state.mall
    cells = list(state.heroes)
    for hero, where in (heroes or {}).items():
        if hero not in HEROES:
            raise ValueError(f"the heroes are {', '.join(HEROES)}, not {hero!r}")
        cells[HEROES.index(hero)] = None if where is None else _cell(mall, where, f"the {hero} hero")
    markers = tuple(_cell(mall, where, "an out-of-order marker") for where in used)
    flips = len(markers)
    state = replace(state, heroes=tuple(cells), used=markers, flips=flips, started=started, talk=talk,
                    theft=theft, pawn=pawn, sand=state.sand if sand is None else sand)
    if holdings is not None:
        state = replace(state, holdings=tuple(holdings))
    elif theft:
        from .components import AFTER_THEFT
        state = replace(state, holdings=tuple(AFTER_THEFT.get(t, t) for t in state.holdings))
    if solo_pile is not None:
        state = replace(state, solo_pile=tuple(solo_pile))
    if solo_shuffled is not None:
        state = replace(state, solo_shuffled=solo_shuffled)
    if solo_discard is not None:
        state = replace(state, solo_discard=tuple(solo_discard))
    if all(c is None for c in state.heroes):
        state = replace(state, result="won")
    game.validate_state(state)
    return state


def _cell(mall, where: tuple[str, int, int], what: str):
    try:
        tile, row, col = where
    except (TypeError, ValueError):
        raise ValueError(f"{what}: give a space as (tile, row, col), not {where!r}") from None
    cell = mall.find(str(tile), row, col)
    if cell is None:
        raise ValueError(f"{what}: there is no space tile {tile} ({row},{col}) in the mall")
    return cell
