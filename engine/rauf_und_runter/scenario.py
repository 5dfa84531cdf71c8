"""Hand-made positions for tutorials and tests, kept consistent with the real components.

Rows and columns are counted from 1, as the rules count them. Super tiles given to a player
come out of the supply, so the 16 tiles stay 16.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from .board import FRIENDS, GRID, SUPER_TILES
from .game import RaufState, RaufUndRunter


def friend(name: str) -> int:
    try:
        return FRIENDS.index(name)
    except ValueError:
        raise ValueError(f"no friend called {name!r}; the friends are {', '.join(FRIENDS)}") from None


def arrange(game: RaufUndRunter, seed: int = 0, *, side: str = "desert",
            positions: Mapping[int, tuple[int, int]] | None = None,
            chains: Mapping[int, tuple[str, ...]] | None = None,
            heading_home: Mapping[int, bool] | None = None,
            tiles: Mapping[int, Mapping[str, int]] | None = None,
            current: int = 0, roll: int | None = None) -> RaufState:
    """A position from ``game.initial_state(seed)`` with these changes. With ``roll`` the current
    player has just rolled that number and is about to move; without it, they are about to roll."""
    state = game.initial_state(seed)
    pos = list(state.positions)
    for p, (r, c) in (positions or {}).items():
        pos[p] = GRID.square(r, c)
    chain = list(state.chains)
    for p, names in (chains or {}).items():
        chain[p] = tuple(friend(n) for n in names)
    home = list(state.heading_home)
    for p, flag in (heading_home or {}).items():
        home[p] = flag
    held = [list(t) for t in state.tiles]
    for p, kinds in (tiles or {}).items():
        held[p] = [0, 0, 0]
        for name, n in kinds.items():
            held[p][SUPER_TILES.index(name)] = n
    split = game.settings["super_tiles"]
    supply = tuple(split[k] - sum(t[k] for t in held) for k in range(3))
    if min(supply) < 0:
        raise ValueError("more super tiles handed out than the set holds")
    result = replace(state, side=("desert", "underground").index(side), positions=tuple(pos),
                     chains=tuple(chain), heading_home=tuple(home), tiles=tuple(tuple(t) for t in held),
                     supply=supply, current=current,
                     phase="roll" if roll is None else "move", roll=roll or 0)
    game.validate_state(result)
    return result
