"""Hand-made positions for tutorials and tests, using exactly the game's 36 stones.

Whatever the arrangement does not place goes into the face-down pool.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from .game import FULL_BAG, MAX_LIFE, SPELLS, AbraState, Abracadawhat


def arrange(game: Abracadawhat, *, rows: Mapping[int, Sequence[int]],
            board: Sequence[int] = (), secrets: Sequence[int] = (),
            taken: Mapping[int, Sequence[int]] | None = None,
            life: Mapping[int, int] | None = None, scores: Mapping[int, int] | None = None,
            current: int = 0, last_cast: int = 0) -> AbraState:
    """A position in the middle of a round: ``rows`` for every player, stones face up on the
    ``board``, untaken ``secrets`` and ``taken`` secret stones; the rest is the pool."""
    n = game.players
    if sorted(rows) != list(range(n)):
        raise ValueError(f"give a row for each of the {n} players")
    bag = list(FULL_BAG)
    placed = [s for row in rows.values() for s in row] + list(board) + list(secrets) + \
        [s for t in (taken or {}).values() for s in t]
    for s in placed:
        if s not in SPELLS or bag[s - 1] == 0:
            raise ValueError(f"there are not enough {s}s for this arrangement")
        bag[s - 1] -= 1
    counts = lambda stones: tuple(list(stones).count(s) for s in SPELLS)  # noqa: E731
    start = game.initial_state(0)
    state = replace(start, rows=tuple(tuple(sorted(rows[p])) for p in range(n)), pool=tuple(bag),
                    board=counts(board), secrets=counts(secrets),
                    taken=tuple(tuple(sorted((taken or {}).get(p, ()))) for p in range(n)),
                    life=tuple((life or {}).get(p, MAX_LIFE) for p in range(n)),
                    scores=tuple((scores or {}).get(p, 0) for p in range(n)),
                    current=current, start_player=current, phase="cast", last_cast=last_cast)
    game.validate_state(state)
    return state
