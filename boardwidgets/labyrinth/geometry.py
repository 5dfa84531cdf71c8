"""Where everything is on the Labyrinth canvas: the layout in pixels, the centres of the squares,
arrows, row and column numbers, the spare and the canvas buttons, where a pawn stands inside its
square, and how far a square is from a goal through the maze (the hint's measure).

The centres are public so browser tests can click real pixels.
"""
from __future__ import annotations

from collections import deque

from engine.core import E, N, S, W
from engine.labyrinth import SIZE
from engine.labyrinth.game import GRID

# -- layout ------------------------------------------------------------------------------
CELL = 60                      # one maze square
NUMBERS = 18                   # the outer strip with the row and column numbers (top and left)
ARROWS = 28                    # the strip between the numbers and the maze that holds the arrows
BOARD_X = BOARD_Y = NUMBERS + ARROWS   # top-left corner of the maze (46)
BOARD_SIZE = SIZE * CELL       # 420
PANEL_X = BOARD_X + BOARD_SIZE + ARROWS + 10   # the side panel's left edge (504)
PANEL_W = 212
WIDTH = PANEL_X + PANEL_W      # 716
HEIGHT = BOARD_Y + BOARD_SIZE + ARROWS + 2     # 496
PATH_W = 22                    # width of a path on a card
ARROW_R = 13                   # half the size of an insertion arrow (and its click box)
SPARE_CENTER = (PANEL_X + 32, 96)
#: the buttons drawn on the canvas beside the spare: name → (x, y, w, h) (their words:
#: ``drawing.CANVAS_BUTTON_WORDS``)
CANVAS_BUTTONS = {
    "rotate-left": (PANEL_X + 76, 68, 134, 26),
    "rotate": (PANEL_X + 76, 98, 134, 26),
}
READY_BOX = (WIDTH / 2 - 60, HEIGHT / 2 + 30, 120, 40)   # x, y, w, h of the cover's Ready button
TARGET_Y = 142                 # the target part of the panel starts here
FOUND_Y = 212                  # the cards found, two players a line
KEY_Y = 250                    # the treasure key: its title, then 12 lines of two columns
KEY_STEP = 19

#: where each player's pawn stands inside a square: the quarter towards its own start corner
PAWN_SLOT = ((-1, -1), (1, -1), (1, 1), (-1, 1))
PAWN_OFFSET = 16               # from the square's centre to where that quarter's pawn stands


def _square(cell: int) -> tuple[int, int]:
    """(row, col) counted from 1 of a stored cell number."""
    r, c = divmod(cell, SIZE)
    return (r + 1, c + 1)


def cell_center(row: int, col: int) -> tuple[float, float]:
    """Canvas pixel at the centre of maze square (row, col), counted from 1 as on the labels."""
    return (BOARD_X + (col - 1) * CELL + CELL / 2, BOARD_Y + (row - 1) * CELL + CELL / 2)


def arrow_center(side: str, line: int) -> tuple[float, float]:
    """Canvas pixel of the arrow that pushes in at ``side`` ("N", "E", "S", "W") of row or column
    ``line`` (2, 4 or 6)."""
    if side == "N":
        return (cell_center(1, line)[0], BOARD_Y - ARROWS / 2)
    if side == "S":
        return (cell_center(1, line)[0], BOARD_Y + BOARD_SIZE + ARROWS / 2)
    if side == "W":
        return (BOARD_X - ARROWS / 2, cell_center(line, 1)[1])
    if side == "E":
        return (BOARD_X + BOARD_SIZE + ARROWS / 2, cell_center(line, 1)[1])
    raise ValueError(f"side must be one of N, E, S, W, not {side!r}")


def number_center(kind: str, k: int) -> tuple[float, float]:
    """Where the number of row or column ``k`` (counted from 1) is written: left of the rows, above
    the columns, outside the arrows."""
    if kind == "row":
        return (NUMBERS / 2, cell_center(k, 1)[1])
    if kind == "col":
        return (cell_center(1, k)[0], NUMBERS / 2)
    raise ValueError(f"kind must be 'row' or 'col', not {kind!r}")


def spare_center() -> tuple[float, float]:
    """Canvas pixel at the centre of the spare card (clicking it turns it clockwise)."""
    return SPARE_CENTER


def button_center(name: str) -> tuple[float, float]:
    """Canvas pixel of a button drawn on the canvas: rotate, rotate-left, ready (on the cover)."""
    x, y, w, h = READY_BOX if name == "ready" else CANVAS_BUTTONS[name]
    return (x + w / 2, y + h / 2)


def pawn_spot(cell: int, player: int) -> tuple[float, float]:
    """Where ``player``'s pawn stands in the square with stored number ``cell``."""
    x, y = cell_center(*_square(cell))
    sx, sy = PAWN_SLOT[player]
    return (x + sx * PAWN_OFFSET, y + sy * PAWN_OFFSET)


# -- distances in the maze ---------------------------------------------------------------
def walls_to(masks: tuple[int, ...], goals: set[int]) -> list[int]:
    """For every square, the fewest closed sides a walk must cross to get to one of ``goals``
    (0: a path leads there). How near a square is in the maze, not just on the grid."""
    far = 10 ** 6
    dist = [far] * (SIZE * SIZE)
    frontier = sorted(goals)
    for g in frontier:
        dist[g] = 0
    # 0-1 breadth-first: through an open connection costs nothing, through a wall one
    queue = deque(frontier)
    while queue:
        i = queue.popleft()
        for d in (N, E, S, W):
            j = GRID.step(i, d)
            if j is None:
                continue
            cost = 0 if GRID.connected(masks, i, d) else 1
            if dist[i] + cost < dist[j]:
                dist[j] = dist[i] + cost
                (queue.appendleft if cost == 0 else queue.append)(j)
    return dist


def grid_distance(cell: int, goals: set[int]) -> int:
    r, c = divmod(cell, SIZE)
    return min(abs(r - gr) + abs(c - gc) for gr, gc in (divmod(g, SIZE) for g in goals))
