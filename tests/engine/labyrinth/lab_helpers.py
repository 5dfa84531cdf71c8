"""Helpers for the Labyrinth tests: hand-drawn boards, hand-made positions, a reference path search.

Boards are drawn as 7 strings of 7 box-drawing characters (the same characters ``describe``
uses), so a test shows its maze:

    "┌│┬│┬│┐"   row 1: the printed corner, T, T, corner at columns 1, 3, 5, 7

The printed (fixed) squares must be drawn as they are printed; ``board_from`` checks that,
so a hand-made position never silently breaks the fixed layout.

Squares are named as everywhere else in the project: (row, col) counted from 1, top row and
left column first (``idx(1, 1)`` is red's home corner). The drawn rows are positional: the
first string is row 1, its first character column 1.
"""
from __future__ import annotations

from collections import deque
from dataclasses import replace

from engine.core import DELTA, DIRECTIONS, OPPOSITE
from engine.labyrinth import SIZE, LabyrinthState, Tile
from engine.labyrinth.board import FIXED_LAYOUT, FIXED_TREASURE_AT
from engine.labyrinth.game import PATH_CHARS

CHAR_SIDES = {ch: mask for mask, ch in PATH_CHARS.items()}

#: every loose square a vertical straight: each column is its own corridor (see test_rules.py)
B0 = (
    "┌│┬│┬│┐",
    "│││││││",
    "├│├│┬│┤",
    "│││││││",
    "├│┴│┤│┤",
    "│││││││",
    "└│┴│┴│┘",
)


def idx(row: int, col: int) -> int:
    """The stored cell number of square (row, col), counted from 1 (as the rules count them)."""
    assert 1 <= row <= SIZE and 1 <= col <= SIZE, f"({row},{col}) is not a square: rows and columns are 1..{SIZE}"
    return (row - 1) * SIZE + (col - 1)


def board_from(rows=B0, treasures: dict[tuple[int, int], int] | None = None,
               overrides: dict[tuple[int, int], str] | None = None) -> tuple[Tile, ...]:
    """A board from drawn rows; loose squares get the treasures given, fixed ones their printed one.
    ``overrides`` and ``treasures`` are keyed by square (row, col), counted from 1."""
    rows = [list(r) for r in rows]
    assert len(rows) == SIZE and all(len(r) == SIZE for r in rows), "draw 7 rows of 7 squares"
    for (r, c), ch in (overrides or {}).items():
        assert 1 <= r <= SIZE and 1 <= c <= SIZE, f"({r},{c}) is not a square"
        assert (r, c) not in FIXED_LAYOUT, f"({r},{c}) is a printed square"
        rows[r - 1][c - 1] = ch
    treasures = dict(treasures or {})
    tiles = []
    for r in range(1, SIZE + 1):
        for c in range(1, SIZE + 1):
            sides = CHAR_SIDES[rows[r - 1][c - 1]]
            if (r, c) in FIXED_LAYOUT:
                assert sides == FIXED_LAYOUT[(r, c)], f"the printed square ({r},{c}) is drawn wrongly"
                assert (r, c) not in treasures, f"({r},{c}) carries its printed treasure"
                tiles.append(Tile(sides, FIXED_TREASURE_AT.get((r, c), -1)))
            else:
                tiles.append(Tile(sides, treasures.pop((r, c), -1)))
    assert not treasures, f"treasures on unknown squares {treasures}"
    return tuple(tiles)


def position(game, *, seed: int = 0, board=None, **changes) -> LabyrinthState:
    """A hand-made position: the initial state of ``seed`` with the given fields replaced."""
    state = game.initial_state(seed)
    if board is not None:
        changes["board"] = board
    return replace(state, **changes)


def reference_reachable(board, start: int, blocked=frozenset()) -> set[int]:
    """Path search written from the rules, independently of engine.core.Grid:
    two orthogonal neighbours connect when both are open towards each other; a blocked
    square can be entered but not left (the start is never blocked).
    Works on stored cell numbers (row-major from 0), so its arithmetic is 0-based on purpose."""
    seen, queue = {start}, deque([start])
    while queue:
        i = queue.popleft()
        if i != start and i in blocked:
            continue
        r, c = divmod(i, SIZE)
        for d in DIRECTIONS:
            dr, dc = DELTA[d]
            rr, cc = r + dr, c + dc
            if not (0 <= rr < SIZE and 0 <= cc < SIZE):
                continue
            j = rr * SIZE + cc
            if board[i].sides & d and board[j].sides & OPPOSITE[d] and j not in seen:
                seen.add(j)
                queue.append(j)
    return seen


def column(col: int, rows=range(1, SIZE + 1)) -> set[int]:
    """The cell numbers of column ``col`` at the given rows (all counted from 1; default: every row)."""
    return {idx(r, col) for r in rows}
