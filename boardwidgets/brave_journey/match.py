"""The Brave Journey match a board plays: it resolves every chance node by itself from its seed, except the
movement roll, which waits for the player to press Roll."""
from __future__ import annotations

from typing import Any, Iterable

from engine.core import Game, Match


class HandRolledMatch(Match):
    """A match that rolls and draws by itself (from its seed, like ``Match``) except the movement roll,
    which waits for the player to press Roll (or click the die): a turn starts with a roll the table sees.
    The same as ``Match(game, seed, by_hand={"roll"})`` (``BraveJourney.chance_kind``); it saves and loads as one."""

    def __init__(self, game: Game, seed: int = 0, auto_chance: bool = True, start: Any = None,
                 by_hand: Iterable[str] = ("roll",)):
        super().__init__(game, seed, auto_chance=auto_chance, start=start, by_hand=by_hand)
