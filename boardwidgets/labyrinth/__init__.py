"""Labyrinth's board: the 7×7 maze, the twelve insertion arrows, the spare card and the pawns.

    >>> from boardwidgets.labyrinth import LabyrinthBoard
    >>> board = LabyrinthBoard(players=2, seed=0, hotseat=False)
    >>> board.press("rotate")                 # turn the spare a quarter turn
    >>> board.click_target(("arrow", "N", 2))  # push it in at the top of column 2
    >>> board.click_cell(1, 2)                 # walk to (1,2), if a path leads there

Squares and lines are named as the board labels them: (row, col) counted from 1 — every row and
column carries its number, outside the arrows — and the arrows by side and line (2, 4 or 6).

Layout (canvas pixels) is public so browser tests can click real pixels:
``LabyrinthBoard.cell_center(r, c)``, ``.arrow_center(side, line)``, ``.spare_center()``,
``.button_center(name)``. Layers, bottom first: key (row and column numbers, the treasure key:
what every two-letter code means), board (cards), frame (arrows, spare, side panel), highlights
(reachable squares, hint), pieces (pawns, target ring), cover (the hot-seat screen between
players: while it is up, nothing else is drawn).

A pawn is a pawn-shaped piece standing inside its square, in the quarter of the square that
points to its own start corner; the start corner itself is marked by a small square of its
colour, much smaller than the pawn. The current player's pawn has a white halo.

Moves are animated in the action's one canvas message (``BoardWidget.animate``): a shift slides
the row or column by one card (the card pushed out leaves, the spare comes in, and a pawn on the
card pushed out re-enters on the spare), a walk follows the squares of the shortest path, each
under a second; undo and redo jump. ``animate=False`` switches that off.

Parts a tutorial step may hide until it has taught them (``board.configure(hide=(...))``):
``target`` (the target in the panel and its ring on the board), ``turn`` (the buttons that turn
the spare) and ``scores`` (how many cards each player has found).
The package, by responsibility: ``geometry`` (layout: where squares, arrows, numbers, the spare and
the buttons are), ``drawing`` (colours, the pieces drawn through the Painter, each layer),
``animation`` (slide and walk frames), ``input`` (where a click, button or key becomes an action),
``texts`` (status, goal, advice, hint), ``controller`` (``LabyrinthController`` composing those
parts) and ``board`` (``LabyrinthBoard`` and ``picture``).
"""
from __future__ import annotations

from .animation import FRAME_BUDGET, SLIDE_MS, SLIDE_STEPS, WALK_MAX_MS, WALK_MS, unshifted
from .board import LabyrinthBoard, picture
from .controller import LabyrinthController
from .drawing import (ARROW, ARROW_IDLE, BACKDROP, BUTTON_FILL, CANVAS_BUTTON_WORDS, COVER, FORBIDDEN, HINT,
                      HOME_MARK, KEY_COLUMNS, LABELS, PATH, PAWN_COLOURS, PAWN_HEIGHT, PAWN_WIDTH, REACH,
                      TARGET_RING, TEXT, TREASURE_FILL, WALL, WALL_FIXED, draw_arrow, draw_button, draw_home_mark,
                      draw_maze, draw_pawn, draw_tile, draw_treasure, pawn_shape, treasure_fill, treasure_label)
from .geometry import (ARROW_R, ARROWS, BOARD_SIZE, BOARD_X, BOARD_Y, CANVAS_BUTTONS, CELL, FOUND_Y, HEIGHT,
                       KEY_STEP, KEY_Y, NUMBERS, PANEL_W, PANEL_X, PATH_W, PAWN_OFFSET, PAWN_SLOT, READY_BOX,
                       SPARE_CENTER, TARGET_Y, WIDTH, arrow_center, button_center, cell_center, grid_distance,
                       number_center, pawn_spot, spare_center, walls_to)
from .texts import shift_words

__all__ = [
    # the widget, its controller, a picture without a widget
    "LabyrinthBoard", "LabyrinthController", "picture",
    # layout (geometry)
    "ARROW_R", "ARROWS", "BOARD_SIZE", "BOARD_X", "BOARD_Y", "CANVAS_BUTTONS", "CELL", "FOUND_Y", "HEIGHT",
    "KEY_STEP", "KEY_Y", "NUMBERS", "PANEL_W", "PANEL_X", "PATH_W", "PAWN_OFFSET", "PAWN_SLOT", "READY_BOX",
    "SPARE_CENTER", "TARGET_Y", "WIDTH", "arrow_center", "button_center", "cell_center", "grid_distance",
    "number_center", "pawn_spot", "spare_center", "walls_to",
    # drawing
    "ARROW", "ARROW_IDLE", "BACKDROP", "BUTTON_FILL", "CANVAS_BUTTON_WORDS", "COVER", "FORBIDDEN", "HINT",
    "HOME_MARK", "KEY_COLUMNS", "LABELS", "PATH", "PAWN_COLOURS", "PAWN_HEIGHT", "PAWN_WIDTH", "REACH",
    "TARGET_RING", "TEXT", "TREASURE_FILL", "WALL", "WALL_FIXED", "draw_arrow", "draw_button", "draw_home_mark",
    "draw_maze", "draw_pawn", "draw_tile", "draw_treasure", "pawn_shape", "treasure_fill", "treasure_label",
    # animation
    "FRAME_BUDGET", "SLIDE_MS", "SLIDE_STEPS", "WALK_MAX_MS", "WALK_MS", "unshifted",
    # words
    "shift_words",
]
