"""Hand-made positions for tutorials and tests, built only from the game's real cards.

``arrange`` starts from a seeded set-up and moves the loose cards you name to the
squares you name (swapping them with whatever lay there), so the result is always
a position the real components can show: 34 loose cards, 24 treasures, each once.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from engine.core import E, N, S, W

from .board import FIXED_LAYOUT, SIZE, TREASURES, cell_name
from .game import Labyrinth, LabyrinthState, Tile

_SIDE_BITS = {"N": N, "E": E, "S": S, "W": W}


def sides(text: str) -> int:
    """Open sides from letters: ``sides("NS")`` is a vertical straight path."""
    mask = 0
    for ch in text:
        if ch not in _SIDE_BITS:
            raise ValueError(f"{ch!r} is not a side; use the letters N, E, S, W")
        mask |= _SIDE_BITS[ch]
    return mask


def treasure(name: str | None) -> int:
    if name is None:
        return -1
    try:
        return TREASURES.index(name)
    except ValueError:
        raise ValueError(f"no treasure called {name!r}") from None


def arrange(game: Labyrinth, seed: int = 0, *,
            cards: Mapping[tuple[int, int], tuple[str, str | None]] | None = None,
            spare: tuple[str, str | None] | None = None,
            pawns: Mapping[int, tuple[int, int]] | None = None,
            piles: Mapping[int, tuple[str, ...]] | None = None,
            found: Mapping[int, tuple[str, ...]] | None = None,
            current: int | None = None, phase: str = "shift",
            forbidden: tuple[str, int] | None = None) -> LabyrinthState:
    """A position from ``game.initial_state(seed)`` with these changes (rows and columns 1-based,
    as the rules count them):

    - ``cards``: ``{(row, col): (open sides, treasure name or None)}`` for loose squares;
    - ``spare``: the card in hand, the same way;
    - ``pawns``: ``{player: (row, col)}``; ``piles``: ``{player: (treasure names, top first)}``;
      ``found``: ``{player: (treasure names already collected)}``;
    - whose turn, which phase, and which insertion point is forbidden.
    """
    state = game.initial_state(seed)
    board = list(state.board) + [state.spare]          # index 49 is the spare
    pinned: set[int] = set()
    wanted = [((r - 1) * SIZE + (c - 1), spec) for (r, c), spec in (cards or {}).items()]
    if spare is not None:
        wanted.append((SIZE * SIZE, spare))
    for cell, (open_sides, name) in wanted:
        if cell < SIZE * SIZE and _name(cell) in FIXED_LAYOUT:
            raise ValueError(f"square {cell_name(cell)} is printed on the board and cannot be changed")
        tile = Tile(sides(open_sides), treasure(name))
        source = next((i for i, t in enumerate(board) if i not in pinned and _is_loose(i)
                       and t.shape == tile.shape and t.treasure == tile.treasure), None)
        if source is None:
            raise ValueError(f"no free loose card {tile.shape} with {name or 'no treasure'} left to place")
        board[source], board[cell] = board[cell], tile
        pinned.add(cell)
    new_pawns = list(state.pawns)
    for p, (r, c) in (pawns or {}).items():
        new_pawns[p] = (r - 1) * SIZE + (c - 1)
    got = {p: tuple(treasure(n) for n in names) for p, names in (found or {}).items()}
    new_piles = _deal(state.piles, {p: tuple(treasure(n) for n in names) for p, names in (piles or {}).items()},
                      [t for cards_ in got.values() for t in cards_])
    new_found = tuple(got.get(p, ()) for p in range(len(state.piles)))
    result = replace(state, board=tuple(board[:-1]), spare=board[-1], pawns=tuple(new_pawns),
                     piles=tuple(new_piles), found=new_found, current=state.current if current is None else current,
                     phase=phase, forbidden=forbidden)
    game.validate_state(result)
    return result


def _is_loose(index: int) -> bool:
    return index == SIZE * SIZE or _name(index) not in FIXED_LAYOUT


def _name(index: int) -> tuple[int, int]:
    r, c = divmod(index, SIZE)
    return (r + 1, c + 1)


def _deal(piles: tuple[tuple[int, ...], ...], chosen: dict[int, tuple[int, ...]],
          collected: list[int]) -> list[tuple[int, ...]]:
    """Give the chosen players these piles; other players keep theirs, except that a card now
    chosen (or already collected) by someone else is swapped for a card nobody holds any more."""
    picked = [t for pile in chosen.values() for t in pile] + collected
    if len(set(picked)) != len(picked):
        raise ValueError("a treasure card can be in only one pile")
    kept = {t for q, pile in enumerate(piles) if q not in chosen for t in pile}
    free = [t for t in range(len(TREASURES)) if t not in picked and t not in kept]
    result = []
    for q, pile in enumerate(piles):
        if q in chosen:
            result.append(chosen[q])
        else:
            result.append(tuple(free.pop(0) if t in picked else t for t in pile))
    return result
