"""Labyrinth's components as data: the printed board, the loose cards, the treasures, the colours."""
from __future__ import annotations

from engine.core import E, N, S, W

SIZE = 7

#: this project's list of the 24 treasures (names differ between editions)
TREASURES = (
    # printed on the 12 fixed T-junctions, in reading order
    "skull", "sword", "bag of gold", "keys", "emerald", "helmet",
    "book", "crown", "treasure chest", "candlestick", "map", "ring",
    # on the 6 loose T-junctions
    "troll", "princess", "genie", "ghost", "dragon", "bat",
    # on 6 of the loose corners
    "owl", "lizard", "beetle", "spider", "rat", "moth",
)
FIXED_TREASURES = tuple(range(0, 12))
LOOSE_T_TREASURES = tuple(range(12, 18))
LOOSE_CORNER_TREASURES = tuple(range(18, 24))

COLOURS = ("red", "blue", "yellow", "green")
#: each colour's start corner, clockwise from the top left: (row, col) counted from 1
HOME = ((1, 1), (1, 7), (7, 7), (7, 1))

STRAIGHT = N | S
CORNER = N | E
T_JUNCTION = N | E | S  # closed on the west

#: the printed squares: (row, col) counted from 1 → open sides. One published board; kept as data.
#: Corners open towards the inside; each T is written by its closed side.
_OPEN_ALL = N | E | S | W
FIXED_LAYOUT: dict[tuple[int, int], int] = {
    (1, 1): E | S, (1, 7): S | W, (7, 7): N | W, (7, 1): N | E,
    (1, 3): _OPEN_ALL & ~N, (1, 5): _OPEN_ALL & ~N,
    (3, 1): _OPEN_ALL & ~W, (3, 3): _OPEN_ALL & ~W, (3, 5): _OPEN_ALL & ~N, (3, 7): _OPEN_ALL & ~E,
    (5, 1): _OPEN_ALL & ~W, (5, 3): _OPEN_ALL & ~S, (5, 5): _OPEN_ALL & ~E, (5, 7): _OPEN_ALL & ~E,
    (7, 3): _OPEN_ALL & ~S, (7, 5): _OPEN_ALL & ~S,
}
#: which printed T carries which treasure (reading order)
FIXED_TREASURE_AT: dict[tuple[int, int], int] = {
    cell: t for t, cell in zip(FIXED_TREASURES, sorted(c for c in FIXED_LAYOUT if c not in HOME))
}

#: the 34 loose cards as (open sides in their printed orientation, treasure or -1)
LOOSE_CARDS: tuple[tuple[int, int], ...] = (
    tuple((STRAIGHT, -1) for _ in range(12))
    + tuple((CORNER, -1) for _ in range(10))
    + tuple((CORNER, t) for t in LOOSE_CORNER_TREASURES)
    + tuple((T_JUNCTION, t) for t in LOOSE_T_TREASURES)
)

#: the movable lines: rows and columns 2, 4 and 6 (counted from 1, as the rules count them)
MOVABLE_LINES = (2, 4, 6)
SIDES = ("N", "E", "S", "W")
SIDE_NAMES = {"N": "top", "E": "right", "S": "bottom", "W": "left"}
OPPOSITE_SIDE = {"N": "S", "S": "N", "E": "W", "W": "E"}


def square(row: int, col: int) -> int:
    """The cell number of square (row, col), counted from 1."""
    return (row - 1) * SIZE + (col - 1)


def line_cells(side: str, line: int) -> list[int]:
    """The cell numbers of a pushed line (row or column ``line``, counted from 1), from the
    insertion end to the far end."""
    k = line - 1
    if side == "N":
        return [r * SIZE + k for r in range(SIZE)]
    if side == "S":
        return [r * SIZE + k for r in reversed(range(SIZE))]
    if side == "W":
        return [k * SIZE + c for c in range(SIZE)]
    return [k * SIZE + c for c in reversed(range(SIZE))]


#: insertion point → cells it pushes, precomputed
LINES = {(side, line): tuple(line_cells(side, line)) for side in SIDES for line in MOVABLE_LINES}


def cell_name(index: int) -> str:
    r, c = divmod(index, SIZE)
    return f"({r + 1},{c + 1})"
