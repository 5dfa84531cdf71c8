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
"""
from __future__ import annotations

from collections import deque
from typing import Any, Callable

from engine.core import E, IllegalAction, Match, N, S, W
from engine.labyrinth import COLOURS, HOME, SIZE, TREASURES, Labyrinth, Move, Shift, Tile
from engine.labyrinth.board import FIXED_LAYOUT, LINES, MOVABLE_LINES, SIDE_NAMES, SIDES
from engine.labyrinth.game import GRID, PawnMoved, PawnPushedOff, Shifted

from .board import BoardUI, BoardWidget, ButtonSpec, Controller, Frame, Hint, Picture, Target, draw_svg
from .paint import Painter, RecordingPainter

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
#: the buttons drawn on the canvas beside the spare: name → (x, y, w, h), and their words
CANVAS_BUTTONS = {
    "rotate-left": (PANEL_X + 76, 68, 134, 26),
    "rotate": (PANEL_X + 76, 98, 134, 26),
}
CANVAS_BUTTON_WORDS = {"rotate-left": "↺ turn left", "rotate": "↻ turn right"}
READY_BOX = (WIDTH / 2 - 60, HEIGHT / 2 + 30, 120, 40)   # x, y, w, h of the cover's Ready button
TARGET_Y = 142                 # the target part of the panel starts here
FOUND_Y = 206                  # the cards found, two players a line
KEY_Y = 250                    # the treasure key: its title, then 12 lines of two columns
KEY_STEP = 19

# -- colours -----------------------------------------------------------------------------
PAWN_COLOURS = {"red": "#d62828", "blue": "#1d4ed8", "yellow": "#f2c200", "green": "#2a9d3f"}
BACKDROP = "#3b2a1a"
WALL = "#8a6a48"
WALL_FIXED = "#6b4f33"
PATH = "#f4e8c8"
ARROW = "#d35400"
ARROW_IDLE = "#c9c2b8"
FORBIDDEN = "#b00020"
REACH = "rgba(64, 156, 255, 0.35)"
HINT = "#007a5a"
TARGET_RING = "#ffb300"
TREASURE_FILL = ("#f6d365", "#c9b3ec", "#b7e0b0")  # printed objects · loose T creatures · loose corner animals
TEXT = "#222"
BUTTON_FILL = "#eeeeee"
COVER = "#2b2b2b"

#: where each player's pawn stands inside a square: the quarter towards its own start corner
PAWN_SLOT = ((-1, -1), (1, -1), (1, 1), (-1, 1))
PAWN_OFFSET = 16               # from the square's centre to where that quarter's pawn stands
PAWN_HEIGHT = 22.5             # a pawn: head and body, 18 px wide
PAWN_WIDTH = 18
HOME_MARK = 14                 # the start corner's mark: a square this wide, in the middle of the card

# -- animation -----------------------------------------------------------------------------
SLIDE_STEPS = (0.25, 0.5, 0.75, 1.0)   # how far the line has slid in each frame of a shift
SLIDE_MS = 80
#: the most drawing calls the frames of one canvas message may hold; later moves of the same action
#: (a long demonstration) are shown at once, so that the message stays small
FRAME_BUDGET = 650
WALK_MS = 45                   # each half square of a walk ...
WALK_MAX_MS = 650              # ... but a whole walk lasts at most this long


def _square(cell: int) -> tuple[int, int]:
    """(row, col) counted from 1 of a stored cell number."""
    r, c = divmod(cell, SIZE)
    return (r + 1, c + 1)


def treasure_label(treasure: int) -> str:
    """Two letters for a treasure: initials of a multi-word name, else its first two letters."""
    words = TREASURES[treasure].split()
    if len(words) > 1:
        return (words[0][0] + words[-1][0]).upper()
    return words[0][:2].capitalize()


LABELS = tuple(treasure_label(t) for t in range(len(TREASURES)))
assert len(set(LABELS)) == len(LABELS), "treasure labels must be unique"


def treasure_fill(treasure: int) -> str:
    return TREASURE_FILL[0 if treasure < 12 else 1 if treasure < 18 else 2]


#: the treasure key's two columns: the 12 printed treasures, then the 6 on T cards and the 6 on
#: corner cards (the three colours of the discs), each group in the order of its two letters
KEY_COLUMNS = (tuple(sorted(range(12), key=lambda t: LABELS[t])),
               tuple(sorted(range(12, 18), key=lambda t: LABELS[t])) +
               tuple(sorted(range(18, 24), key=lambda t: LABELS[t])))


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


# -- drawing pieces ------------------------------------------------------------------------
def draw_tile(p: Painter, cx: float, cy: float, tile: Tile, fixed: bool = False, home: int | None = None,
              name: str = "tile") -> None:
    """One maze card centred at (cx, cy): wall, paths to its open sides, start mark, treasure."""
    half, hw = CELL / 2, PATH_W / 2
    x, y = cx - half, cy - half
    with p.group(name):
        p.rect(x + 1, y + 1, CELL - 2, CELL - 2, fill=WALL_FIXED if fixed else WALL)
        for side in (N, E, S, W):
            if not tile.sides & side:
                continue
            if side == N:
                p.rect(cx - hw, y + 1, PATH_W, half + hw - 1, fill=PATH)
            elif side == S:
                p.rect(cx - hw, cy - hw, PATH_W, half + hw - 1, fill=PATH)
            elif side == W:
                p.rect(x + 1, cy - hw, half + hw - 1, PATH_W, fill=PATH)
            else:
                p.rect(cx - hw, cy - hw, half + hw - 1, PATH_W, fill=PATH)
        if home is not None:
            draw_home_mark(p, cx, cy, home)
        if tile.treasure >= 0:
            draw_treasure(p, cx, cy, tile.treasure)


def draw_maze(p: Painter, board: tuple[Tile, ...]) -> None:
    """The 49 cards of the maze on their dark backdrop; the printed ones darker, the start corners marked."""
    p.rect(BOARD_X - 3, BOARD_Y - 3, BOARD_SIZE + 6, BOARD_SIZE + 6, fill=BACKDROP)
    homes = {square: i for i, square in enumerate(HOME)}
    for i, tile in enumerate(board):
        square = _square(i)
        draw_tile(p, *cell_center(*square), tile, fixed=square in FIXED_LAYOUT, home=homes.get(square),
                  name=f"tile cell-{square[0]}-{square[1]}")


def draw_home_mark(p: Painter, cx: float, cy: float, player: int) -> None:
    """The mark of a start corner: a small square of the player's colour (a pawn is much bigger)."""
    h = HOME_MARK / 2
    with p.group(f"home home-{COLOURS[player]}"):
        p.rect(cx - h, cy - h, HOME_MARK, HOME_MARK, fill=PAWN_COLOURS[COLOURS[player]], stroke=TEXT, width=1)


def draw_treasure(p: Painter, cx: float, cy: float, treasure: int, r: float = 12) -> None:
    with p.group("treasure"):
        p.circle(cx, cy, r, fill=treasure_fill(treasure), stroke=TEXT, width=1)
        p.text(cx, cy + 0.5, LABELS[treasure], fill=TEXT, size=r - 1, bold=True, max_width=2 * r - 2)


def pawn_shape(x: float, y: float, scale: float = 1.0) -> tuple[list[tuple[float, float]], tuple[float, float, float]]:
    """A pawn standing at (x, y) (the middle of its outline): its body (a polygon) and its head
    (a circle), ``PAWN_WIDTH`` × ``PAWN_HEIGHT`` at scale 1."""
    s = scale
    body = [(x - 4 * s, y - 3 * s), (x + 4 * s, y - 3 * s), (x + 9 * s, y + 8 * s), (x + 9 * s, y + 10 * s),
            (x - 9 * s, y + 10 * s), (x - 9 * s, y + 8 * s)]
    head = (x, y - 7 * s, 5.5 * s)
    return body, head


def draw_pawn(p: Painter, x: float, y: float, player: int, current: bool = False, scale: float = 1.0,
              name: str | None = None) -> None:
    """A pawn of ``player``'s colour standing at (x, y); the player to act has a white halo."""
    colour = PAWN_COLOURS[COLOURS[player]]
    body, (hx, hy, hr) = pawn_shape(x, y, scale)
    with p.group(name or f"pawn pawn-{COLOURS[player]}"):
        if current:
            p.polygon(body, fill="white", stroke="white", width=5)
            p.circle(hx, hy, hr, fill="white", stroke="white", width=5)
        p.polygon(body, fill=colour, stroke=TEXT, width=1.5)
        p.circle(hx, hy, hr, fill=colour, stroke=TEXT, width=1.5)


def draw_arrow(p: Painter, side: str, line: int, colour: str, crossed: bool = False) -> None:
    """A triangle pointing into the board; the forbidden one is crossed out."""
    cx, cy = arrow_center(side, line)
    a = ARROW_R - 3
    tip = {"N": (0, 1), "S": (0, -1), "W": (1, 0), "E": (-1, 0)}[side]
    dx, dy = tip
    points = [(cx + dx * a, cy + dy * a), (cx - dx * a + dy * a, cy - dy * a + dx * a),
              (cx - dx * a - dy * a, cy - dy * a - dx * a)]
    with p.group("arrow"):
        p.polygon(points, fill=colour)
        if crossed:
            p.line(cx - a, cy - a, cx + a, cy + a, stroke=FORBIDDEN, width=3)
            p.line(cx - a, cy + a, cx + a, cy - a, stroke=FORBIDDEN, width=3)


def draw_button(p: Painter, name: str, words: str, enabled: bool = True) -> None:
    """A button on the canvas, with its words; greyed out while it does nothing."""
    x, y, w, h = CANVAS_BUTTONS[name]
    with p.group(f"button {name}"):
        p.rect(x, y, w, h, fill=BUTTON_FILL if enabled else "#f7f7f7", stroke="#777" if enabled else "#bbb",
               width=1)
        p.text(x + w / 2, y + h / 2, words, fill=TEXT if enabled else "#6b6b6b", size=12, max_width=w - 8)


def unshifted(state: Any, insertion: tuple[str, int]) -> tuple[Tile, ...]:
    """The cards as they lay before the shift at ``insertion`` that led to ``state``."""
    cells = LINES[insertion]
    cards = list(state.board)
    for k in range(len(cells) - 1):
        cards[cells[k]] = state.board[cells[k + 1]]
    cards[cells[-1]] = state.spare
    return tuple(cards)


def _line_backdrop(p: Painter, cells: tuple[int, ...]) -> None:
    """The dark ground under a row or column of cards (the seams between them)."""
    (x0, y0), (x1, y1) = cell_center(*_square(cells[0])), cell_center(*_square(cells[-1]))
    x, y = min(x0, x1) - CELL / 2, min(y0, y1) - CELL / 2
    p.rect(x, y, abs(x1 - x0) + CELL, abs(y1 - y0) + CELL, fill=BACKDROP)


def _recorded(draw: Callable[[Painter], None]) -> "RecordingPainter":
    rec = RecordingPainter(WIDTH, HEIGHT)
    draw(rec)
    return rec


def shift_words(shift: Shift) -> str:
    """Where a shift pushes in, in words: "the left of row 4"."""
    kind = "column" if shift.side in "NS" else "row"
    return f"the {SIDE_NAMES[shift.side]} of {kind} {shift.line}"


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


class LabyrinthController(Controller):
    """Draws a Labyrinth state and turns clicks, buttons and keys into Shift / Move actions.

    UI state: ``rotation`` (quarter turns clockwise of the spare in hand, 0–3, not yet
    played), ``covered`` (the hot-seat screen is up), ``hotseat`` (use that screen),
    ``animate`` (slide shifts and walk moves).
    """

    width = WIDTH
    height = HEIGHT
    layers = ("key", "board", "frame", "highlights", "pieces", "cover")
    buttons = (
        ButtonSpec("rotate-left", "↺ Turn spare left", "Turn the spare card a quarter turn anticlockwise (key ←)",
                   part="turn"),
        ButtonSpec("rotate", "↻ Turn spare right", "Turn the spare card a quarter turn clockwise (keys R, →)",
                   part="turn"),
        ButtonSpec("ready", "Ready", "The next player has the device: show their target (key Enter)"),
    )
    parts = ("target", "turn", "scores")

    def __init__(self, game: Labyrinth, hotseat: bool = True, animate: bool = True):
        super().__init__(game)
        #: the board's own hot-seat setting; a step may switch it for its match (``configure``)
        self.default_hotseat = bool(hotseat)
        self.hotseat = self.default_hotseat
        self.animate = bool(animate)
        self.rotation = 0
        self.covered = self.hotseat
        #: the player who last pressed Ready: only they may see the board's target uncovered
        self.revealed_to: int | None = None
        #: what the page's board layer shows (None: nothing), the lines slid on top of it by the frames
        #: queued for the next message, and the drawing calls those frames hold
        self._page_board: tuple[Tile, ...] | None = None
        self._slid: list[tuple[tuple[int, ...], tuple[Tile, ...]]] = []
        self._spent = 0

    # -- layout (public: the browser tests click these pixels) ---------------------------
    cell_center = staticmethod(cell_center)
    arrow_center = staticmethod(arrow_center)
    spare_center = staticmethod(spare_center)
    button_center = staticmethod(button_center)
    number_center = staticmethod(number_center)

    def locate(self, target: Target) -> tuple[float, float]:
        kind = target[0]
        if kind == "cell":
            return cell_center(int(target[1]), int(target[2]))
        if kind == "arrow":
            return arrow_center(str(target[1]), int(target[2]))
        if kind == "spare":
            return spare_center()
        if kind == "button":
            return button_center(str(target[1]))
        raise ValueError(f"no such place on a Labyrinth board: {target!r}")

    # -- what is shown -----------------------------------------------------------------------
    def visible_targets(self, state: Any) -> tuple[int, ...]:
        """The treasures the current player may see now (none while the cover is up)."""
        if self.covered or state.over:
            return ()
        return self.game.observation(state, state.current).my_targets

    def spare_in_hand(self, state: Any) -> Tile:
        return state.spare.turned(self.rotation)

    def _blank(self, state: Any) -> bool:
        """While the hot-seat screen is up nothing but the screen is drawn."""
        return self.covered and not state.over

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        if layer == self.layers[0]:
            # the board draws every layer for each message it sends: whatever frames were queued
            # went out with the last one, and the next animation starts afresh
            self._slid, self._spent = [], 0
        if layer == "board":
            self._page_board = None if self._blank(state) else state.board
        if layer != "cover" and self._blank(state):
            return
        getattr(self, f"_draw_{layer}")(painter, state, ui)

    def _draw_key(self, p: Painter, state: Any, ui: BoardUI) -> None:
        """What never changes: the row and column numbers, the spare's label, the treasure key."""
        with p.group("numbers"):
            for k in range(1, SIZE + 1):
                for kind in ("row", "col"):
                    x, y = number_center(kind, k)
                    p.text(x, y, str(k), fill=TEXT, size=12, bold=True, max_width=NUMBERS - 2)
        p.text(SPARE_CENTER[0], 52, "spare card", fill=TEXT, size=11, max_width=90)
        x0 = PANEL_X
        with p.group("key"):
            p.text(x0, KEY_Y, "treasure key", fill=TEXT, size=12, bold=True, align="left", max_width=PANEL_W)
            for col, treasures in enumerate(KEY_COLUMNS):
                x = x0 + 9 + col * 108
                for row, t in enumerate(treasures):
                    y = KEY_Y + 18 + row * KEY_STEP
                    with p.group(f"key-entry key-{LABELS[t]}"):
                        draw_treasure(p, x, y, t, r=9)
                        p.text(x + 13, y, TREASURES[t], fill=TEXT, size=13, align="left", max_width=86)

    def _draw_board(self, p: Painter, state: Any, ui: BoardUI) -> None:
        draw_maze(p, state.board)

    def _draw_frame(self, p: Painter, state: Any, ui: BoardUI) -> None:
        shifting = state.phase == "shift" and not state.over
        for side in SIDES:
            for line in MOVABLE_LINES:
                forbidden = state.forbidden == (side, line)
                colour = ARROW if shifting and not forbidden else ARROW_IDLE
                draw_arrow(p, side, line, colour, crossed=forbidden)
        x0 = PANEL_X
        with p.group("panel"):
            if state.over:
                names = " and ".join(COLOURS[w] for w in state.winners)
                p.text(x0, 14, "Game over", fill=TEXT, size=14, bold=True, align="left", max_width=PANEL_W)
                p.text(x0, 34, f"{names} {'wins' if len(state.winners) == 1 else 'win'}", fill=TEXT, size=12,
                       align="left", max_width=PANEL_W)
            else:
                colour = COLOURS[state.current]
                draw_pawn(p, x0 + 8, 14, state.current, scale=0.75, name=f"turn-pawn pawn-{colour}")
                p.text(x0 + 22, 14, f"{colour}'s turn", fill=TEXT, size=14, bold=True, align="left",
                       max_width=PANEL_W - 22)
                doing = "shift the maze" if state.phase == "shift" else "now walk (or stay)"
                p.text(x0, 34, f"turn {state.turn}: {doing}", fill=TEXT, size=12, align="left", max_width=PANEL_W)
            draw_tile(p, *SPARE_CENTER, self.spare_in_hand(state), name="tile spare")
            if ui.shows("turn"):
                for name, words in CANVAS_BUTTON_WORDS.items():
                    draw_button(p, name, words, enabled=shifting)
            if ui.shows("target"):
                self._draw_target_panel(p, state)
            if ui.shows("scores"):
                for player in range(self.game.players):
                    got, left = len(state.found[player]), len(state.piles[player])
                    x = x0 + 8 + (player % 2) * 108
                    y = FOUND_Y + (player // 2) * 20
                    draw_pawn(p, x, y, player, scale=0.6, name=f"score-pawn pawn-{COLOURS[player]}")
                    p.text(x + 12, y, f"{COLOURS[player]}: {got} of {got + left}", fill=TEXT, size=12,
                           align="left", max_width=90)

    def _draw_target_panel(self, p: Painter, state: Any) -> None:
        if state.over:
            return
        x0, y = PANEL_X, TARGET_Y
        targets = self.visible_targets(state)
        if not targets:
            if not self.game.children_rule:
                r, c = HOME[state.current]
                p.text(x0, y, f"target: back home to ({r},{c})", fill=TEXT, size=12, bold=True, align="left",
                       max_width=PANEL_W)
            return
        with p.group("target-panel"):
            if len(targets) == 1:
                t = targets[0]
                p.text(x0, y, "your target", fill=TEXT, size=11, align="left", max_width=PANEL_W)
                draw_treasure(p, x0 + 18, y + 25, t, r=14)
                p.circle(x0 + 18, y + 25, 17, stroke=TARGET_RING, width=3)
                p.text(x0 + 42, y + 25, TREASURES[t], fill=TEXT, size=14, bold=True, align="left",
                       max_width=PANEL_W - 44)
                if state.spare.treasure == t:
                    p.text(x0 + 42, y + 44, "on the spare card", fill=TEXT, size=11, align="left",
                           max_width=PANEL_W - 44)
            else:
                p.text(x0, y, "your targets (any order)", fill=TEXT, size=11, align="left", max_width=PANEL_W)
                for k, t in enumerate(targets[:16]):
                    draw_treasure(p, x0 + 12 + 25 * (k % 8), y + 20 + 24 * (k // 8), t, r=11)

    def _draw_highlights(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if ui.show_highlights and state.phase == "move" and not state.over:
            for i in sorted(self.game.reachable_cells(state)):
                x, y = cell_center(*_square(i))
                p.rect(x - CELL / 2 + 1, y - CELL / 2 + 1, CELL - 2, CELL - 2, fill=REACH)
        if ui.hint is not None:
            for k, mark in enumerate(ui.hint.marks, start=1):
                x, y = self.locate(mark)
                with p.group("hint"):
                    if mark[0] == "arrow":
                        p.circle(x, y, ARROW_R + 2, stroke=HINT, width=3)
                        # the number sits on the outer side of the ring, clear of the squares' marks
                        bx, by = {"N": (x + 14, y - 6), "S": (x + 14, y + 6), "W": (x - 6, y - 14),
                                  "E": (x + 6, y - 14)}[str(mark[1])]
                    else:
                        p.rect(x - CELL / 2 + 2, y - CELL / 2 + 2, CELL - 4, CELL - 4, stroke=HINT, width=4)
                        bx, by = x, y - 21
                    p.circle(bx, by, 7, fill=HINT)
                    p.text(bx, by, str(k), fill="white", size=10, bold=True, max_width=12)

    def _draw_pieces(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if ui.shows("target"):
            for t in self.visible_targets(state):
                where = self.game.treasure_cell(state, t)
                if where is not None:
                    x, y = cell_center(*_square(where))
                    p.circle(x, y, 15.5, stroke=TARGET_RING, width=3)
        self._draw_pawns(p, state, {})

    def _draw_pawns(self, p: Painter, state: Any, moved: dict[int, list[tuple[float, float, float]]]) -> None:
        """Every pawn where it stands, or (``moved``) at the given points with the given opacity."""
        for player, cell in enumerate(state.pawns):
            current = player == state.current and not state.over
            for x, y, alpha in moved.get(player, [(*pawn_spot(cell, player), 1.0)]):
                if alpha == 1.0:
                    draw_pawn(p, x, y, player, current=current)
                    continue
                with p.group(f"fading pawn-{COLOURS[player]}", alpha=round(alpha, 2)):
                    draw_pawn(p, x, y, player, current=current)

    def _draw_cover(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not self._blank(state):
            return
        colour = COLOURS[state.current]
        with p.group("cover"):
            p.rect(0, 0, WIDTH, HEIGHT, fill=COVER)
            p.text(WIDTH / 2, HEIGHT / 2 - 40, f"Pass the device to {colour}", fill="white", size=24, bold=True,
                   max_width=WIDTH - 40)
            p.text(WIDTH / 2, HEIGHT / 2 - 8, f"{colour}: press Ready when nobody else is looking", fill="white",
                   size=14, max_width=WIDTH - 40)
            x, y, w, h = READY_BOX
            with p.group("button ready"):
                p.rect(x, y, w, h, fill=PAWN_COLOURS[colour], stroke="white", width=2)
                p.text(x + w / 2, y + h / 2, "Ready", fill="black" if colour == "yellow" else "white",
                       size=16, bold=True, max_width=w - 10)

    # -- animation -----------------------------------------------------------------------------
    # The frames of one action go out in its one canvas message, before the final drawing. While
    # they play, the page's board layer still shows the cards of the last message
    # (``_page_board``); the frames draw on the layers above it: on the highlights layer the cards
    # that changed since (``_slid``: lines slid earlier in this message, or the cards of a new
    # position) and the line sliding now, on the pieces layer the pawns. When the page's cards
    # differ from the ones the move starts from in more than two lines, the first frame lays out the
    # whole maze instead. Frames past ``FRAME_BUDGET`` drawing calls are left out: the rest of the
    # action is shown at once.
    def frames_for(self, state: Any, events: tuple) -> list[Frame]:
        """The frames that lead up to ``state`` from the position before ``events`` (a shift or a
        walk) and fit this message; empty when nothing moves or there is no room left."""
        for event in events:
            if isinstance(event, Shifted):
                line = (event.side, event.line)
                pushed = tuple(e.player for e in events if isinstance(e, PawnPushedOff))
                return self._within_budget(state, line, lambda: self.slide_frames(state, line, pushed))
            if isinstance(event, PawnMoved) and event.cell_from != event.cell_to:
                return self._within_budget(
                    state, None, lambda: self.walk_frames(state, event.player, event.cell_from, event.cell_to))
        return []

    def _within_budget(self, state: Any, line: tuple[str, int] | None,
                       make: Callable[[], list[Frame]]) -> list[Frame]:
        shown = self._shown_cards()
        if shown is None:          # the page shows no maze (the hot-seat screen): nothing to move
            return []
        before = unshifted(state, line) if line else state.board
        saved = list(self._slid)
        changed = tuple(i for i in range(SIZE * SIZE) if shown[i] != before[i])
        whole = len(changed) > 2 * SIZE
        if whole:
            self._slid = []
        elif changed:
            self._slid.append((changed, tuple(before[i] for i in changed)))
        frames = make()
        if frames and (whole or changed):
            # the first frame shows the cards the move starts from (a slide draws them in every frame)
            extra = (("board", lambda p: draw_maze(p, before)),) if whole else ()
            if not line:
                extra += (("highlights", self._draw_slid),)
            frames[0] = Frame(frames[0].layers + extra, frames[0].ms)
        cost = sum(len(_recorded(draw).calls) for frame in frames for _, draw in frame.layers)
        if not frames or self._spent + cost > FRAME_BUDGET:
            self._slid = saved
            return []
        self._spent += cost
        if whole:
            self._page_board = before
        if line:
            self._slid.append((LINES[line], tuple(state.board[c] for c in LINES[line])))
        return frames

    def _shown_cards(self) -> tuple[Tile, ...] | None:
        """The cards the page shows now: its board layer, with the cards the queued frames drew on
        top (None: no maze is shown)."""
        if self._page_board is None:
            return None
        cards = list(self._page_board)
        for cells, tiles in self._slid:
            for cell, tile in zip(cells, tiles):
                cards[cell] = tile
        return tuple(cards)

    def _draw_slid(self, p: Painter, slid: list | None = None) -> None:
        """The cards that changed since the page's board layer was drawn, in their squares."""
        for cells, tiles in (self._slid if slid is None else slid):
            for cell, tile in zip(cells, tiles):
                x, y = cell_center(*_square(cell))
                p.rect(x - CELL / 2, y - CELL / 2, CELL, CELL, fill=BACKDROP)
                draw_tile(p, x, y, tile, name="tile moved")

    def slide_frames(self, state: Any, insertion: tuple[str, int], pushed: tuple[int, ...]) -> list[Frame]:
        """A shift: the row or column slides one card along; the spare comes in from outside, the
        card at the far end leaves (fading), and a pawn on it leaves with it and comes back on the
        spare. ``state`` is the position after the shift."""
        cells = LINES[insertion]
        step = {"N": (0, CELL), "S": (0, -CELL), "W": (CELL, 0), "E": (-CELL, 0)}[insertion[0]]
        slid = list(self._slid)

        def at(cell: int, back: float) -> tuple[float, float]:
            x, y = cell_center(*_square(cell))
            return (x - step[0] * back, y - step[1] * back)

        def slide(f: float) -> Callable[[Painter], None]:
            def draw(p: Painter) -> None:
                self._draw_slid(p, slid)   # cards changed earlier in this message, in their places
                _line_backdrop(p, cells)
                for j, cell in enumerate(cells):   # the cards now in the line, each coming from one back
                    if j == 0 and f < 1:
                        with p.group("entering", alpha=f):
                            draw_tile(p, *at(cell, 1 - f), state.board[cell], name="tile moving")
                    else:
                        draw_tile(p, *at(cell, 1 - f), state.board[cell], name="tile moving")
                if f < 1:
                    with p.group("leaving", alpha=round(1 - f, 2)):   # the new spare, out at the far end
                        draw_tile(p, *at(cells[-1], -f), state.spare, name="tile moving")
                    sx, sy = SPARE_CENTER   # the spare's place in the panel is empty while it goes in
                    p.rect(sx - CELL / 2, sy - CELL / 2, CELL, CELL, fill="white", stroke=ARROW_IDLE, width=1)
                else:
                    draw_tile(p, *SPARE_CENTER, state.spare, name="tile spare")
            return draw

        moving = [player for player, cell in enumerate(state.pawns) if player in pushed or cell in cells]

        def pawns(f: float) -> Callable[[Painter], None]:
            """The pawns on the sliding line, drawn over its cards (the others stay where they are)."""
            def draw(p: Painter) -> None:
                for player in moving:
                    sx, sy = PAWN_SLOT[player]
                    current = player == state.current and not state.over
                    if player in pushed and f < 1:
                        for (x, y), alpha in ((at(cells[-1], -f), 1 - f), (at(cells[0], 1 - f), f)):
                            with p.group(f"fading pawn-{COLOURS[player]}", alpha=round(alpha, 2)):
                                draw_pawn(p, x + sx * PAWN_OFFSET, y + sy * PAWN_OFFSET, player, current)
                    else:
                        x, y = at(state.pawns[player], 1 - f)
                        draw_pawn(p, x + sx * PAWN_OFFSET, y + sy * PAWN_OFFSET, player, current)
            return draw

        def others(p: Painter) -> None:   # the pieces layer without the pawns that ride the line
            self._draw_pawns(p, state, {player: [] for player in moving})

        frames = []
        for f in SLIDE_STEPS:
            line, riders = slide(f), pawns(f)
            def both(p: Painter, line=line, riders=riders) -> None:
                line(p)
                riders(p)
            frames.append(Frame.of(SLIDE_MS, highlights=both))
        if moving:
            frames[0] = Frame(frames[0].layers + (("pieces", others),), SLIDE_MS)
        return frames

    def walk_frames(self, state: Any, player: int, start: int, goal: int) -> list[Frame]:
        """A walk: the pawn goes square by square (half a square a frame) along a shortest path."""
        path = GRID.path(state.masks, start, goal, self.game.blockers(state, player))
        if not path or len(path) < 2:
            return []
        sx, sy = PAWN_SLOT[player]
        points = []
        for a, b in zip(path, path[1:]):
            (ax, ay), (bx, by) = cell_center(*_square(a)), cell_center(*_square(b))
            points += [((ax + bx) / 2, (ay + by) / 2), (bx, by)]
        points.pop()   # the last square is the final drawing's
        ms = max(10, min(WALK_MS, WALK_MAX_MS // len(points)))

        def pawns(x: float, y: float) -> Callable[[Painter], None]:
            moved = {player: [(x + sx * PAWN_OFFSET, y + sy * PAWN_OFFSET, 1.0)]}
            return lambda p: self._draw_pawns(p, state, moved)

        return [Frame.of(ms, pieces=pawns(x, y)) for x, y in points]

    # -- input -------------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        if self._blank(state):
            bx, by, bw, bh = READY_BOX
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return ("button", "ready")
            return ("cover",)
        col, row = (x - BOARD_X) // CELL, (y - BOARD_Y) // CELL
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return ("cell", int(row) + 1, int(col) + 1)
        for side in SIDES:
            for line in MOVABLE_LINES:
                ax, ay = arrow_center(side, line)
                if abs(x - ax) <= ARROW_R + 2 and abs(y - ay) <= ARROW_R + 2:
                    return ("arrow", side, line)
        sx, sy = SPARE_CENTER
        if abs(x - sx) <= CELL / 2 and abs(y - sy) <= CELL / 2:
            return ("spare",)
        if ui.shows("turn"):
            for name, (bx, by, bw, bh) in CANVAS_BUTTONS.items():
                if bx <= x <= bx + bw and by <= y <= by + bh:
                    return ("button", name)
        return None

    def activate(self, target: Target, board: BoardWidget) -> None:
        kind = target[0]
        if kind == "cell":
            self._try(board, Move(int(target[1]), int(target[2])))
        elif kind == "arrow":
            self._try(board, Shift(str(target[1]), int(target[2]), self.rotation))
        elif kind == "spare":
            self._turn_spare(board, 1)
        elif kind == "cover":
            board.say(f"Pass the device to {COLOURS[board.state.current]}, who presses Ready.")

    def _try(self, board: BoardWidget, action: Shift | Move) -> None:
        """Play a clicked action; a refusal says what to do instead."""
        refusal = board.match.explain(action)
        if refusal is not None:
            board.refuse(refusal, self.advice(board.state, refusal.rule, board.ui))
            return
        board.play(action)

    def advice(self, state: Any, rule: str, ui: BoardUI) -> str:
        """What to do instead, after a click the rules refuse (plain words; "" when nothing helps)."""
        own = "{}'s own square".format(COLOURS[state.current]) if not state.over else ""
        if rule == "labyrinth.shift.mandatory":
            return "Click one of the orange arrows at the edge first, to push the spare card in."
        if rule == "labyrinth.turn.order":
            return f"Now click the square where your walk ends, or {own} to stay."
        if rule == "labyrinth.shift.no-reverse":
            return "Pick any other arrow."
        if rule == "labyrinth.move.connected-paths":
            if ui.show_highlights:
                return f"Click a square shaded blue: those are the ones a path leads to (or {own} to stay)."
            return f"Follow the light paths from your pawn: you can stop only where they lead (or on {own})."
        if rule == "labyrinth.variant.advanced":
            return "Stop on the square of the pawn or treasure in the way, or find a way round it."
        return ""

    def press(self, name: str, board: BoardWidget) -> None:
        if name == "rotate":
            self._turn_spare(board, 1)
        elif name == "rotate-left":
            self._turn_spare(board, -1)
        elif name == "ready":
            self._ready(board)
        else:
            raise ValueError(f"no button {name!r}")

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        if ctrl:
            return False
        if key in ("r", "R", "ArrowRight"):
            self._turn_spare(board, 1)
        elif key in ("ArrowLeft",):
            self._turn_spare(board, -1)
        elif key in ("Enter", " ") and self.covered:
            self._ready(board)
        else:
            return False
        return True

    def _turn_spare(self, board: BoardWidget, quarter_turns: int) -> None:
        state = board.state
        if self.covered and not state.over:
            board.say(f"Press Ready first: the device is passing to {COLOURS[state.current]}.")
            return
        if state.over:
            board.refuse(IllegalAction("labyrinth.game.over", "The game is over: no more moves."))
            return
        if state.phase != "shift":
            board.refuse(IllegalAction("labyrinth.turn.order",
                                       "The spare card is turned before it goes in, and it is in already."),
                         "Now click the square where your walk ends.")
            return
        self.rotation = (self.rotation + quarter_turns) % 4
        board.say(f"Spare card turned to {90 * self.rotation}°. Click an arrow to push it in.")

    def _ready(self, board: BoardWidget) -> None:
        if not self.covered:
            board.say("Nothing to get ready for: the board is already showing.")
            return
        self.covered = False
        state = board.state
        self.revealed_to = state.current
        board.say(f"{COLOURS[state.current]}: {self._goal_sentence(state, board.ui)}")

    # -- words -------------------------------------------------------------------------------
    def _goal_words(self, state: Any) -> str:
        """The goal of the player to act, for the status line: "target: the bat"."""
        targets = self.visible_targets(state)
        if targets:
            if len(targets) == 1:
                return f"target: the {TREASURES[targets[0]]}"
            return "targets: " + ", ".join(TREASURES[t] for t in targets)
        if self.game.children_rule:
            return "all found"
        r, c = HOME[state.current]
        return f"target: back home to ({r},{c})"

    def _goal_sentence(self, state: Any, ui: BoardUI) -> str:
        """What the Ready button reveals, in a sentence."""
        if not ui.shows("target"):
            return "your turn."
        targets = self.visible_targets(state)
        if len(targets) == 1:
            t = targets[0]
            where = ("it is on the spare card" if self.game.treasure_cell(state, t) is None
                     else "it has an orange ring on the board")
            return f"your target is the {TREASURES[t]} ({where})."
        if targets:
            return "your targets are the " + ", the ".join(TREASURES[t] for t in targets) + ", in any order."
        if self.game.children_rule:
            return "you have found everything."
        r, c = HOME[state.current]
        return f"you have every treasure: go back home to ({r},{c})."

    def status(self, state: Any, ui: BoardUI) -> str:
        if state.over:
            names = " and ".join(COLOURS[w] for w in state.winners)
            return f"Game over: {names} {'wins' if len(state.winners) == 1 else 'share the win'}."
        colour = COLOURS[state.current]
        if self.covered:
            return f"Turn {state.turn}: pass the device to {colour}, who presses Ready to see their target."
        goal = f" — {self._goal_words(state)}" if ui.shows("target") else ""
        if state.phase == "shift":
            turned = f" (spare turned {90 * self.rotation}°)" if self.rotation else ""
            return (f"Turn {state.turn}: {colour} to shift the maze{turned}{goal}. "
                    "Click an arrow to push the spare card in.")
        return (f"Turn {state.turn}: {colour} to move{goal}. Click the square where the walk ends, "
                f"or {colour}'s own square to stay.")

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        if state.over:
            return Hint((), "The game is over.")
        if self.covered:
            return Hint((), "Press Ready first.")
        if state.phase == "shift":
            return self._shift_hint(state, ui)
        return self._move_hint(state, ui)

    def _what(self, state: Any, player: int, ui: BoardUI) -> str:
        """The goal as the object of a sentence: "the bat", "your home square (1,1)" ("your target"
        while a tutorial step hides the target)."""
        if not ui.shows("target"):
            return "your target"
        targets = self.game.targets(state, player)
        if len(targets) == 1:
            return f"the {TREASURES[targets[0]]}"
        if targets:
            return "any of your treasures"
        r, c = HOME[player]
        return f"your home square ({r},{c})"

    def _shift_hint(self, state: Any, ui: BoardUI) -> Hint:
        game, player = self.game, state.current
        what = self._what(state, player, ui)
        route = game.hint(state)  # the engine's one-turn route: (Shift, Move) or None
        if route is not None:
            shift, move = route
            self.rotation = shift.rotation  # hand the player the spare turned as suggested
            return Hint((shift, move), f"Hint: {self._shift_and_walk(shift, move)}: that reaches {what}.",
                        marks=(("arrow", shift.side, shift.line), ("cell", move.row, move.col)))
        shift, move = self.closest_shift(state)
        self.rotation = shift.rotation
        return Hint((shift, move), f"Hint: no shift lets {COLOURS[player]} reach {what} this turn. Closest: "
                                   f"{self._shift_and_walk(shift, move)}.",
                    marks=(("arrow", shift.side, shift.line), ("cell", move.row, move.col)))

    @staticmethod
    def _shift_and_walk(shift: Shift, move: Move) -> str:
        turned = ", turned as it is now," if shift.rotation else ""
        return (f"push the spare{turned} in at {shift_words(shift)} (arrow 1), then walk to "
                f"({move.row},{move.col}) (square 2)")

    def closest_shift(self, state: Any) -> tuple[Shift, Move]:
        """When no shift reaches the goal this turn: the shift and walk that end nearest to it — first
        by the walls left between the pawn and the goal (how many closed sides a path would still have
        to cross in the shifted maze), then by the distance in squares; ties go to the first shift in
        the engine's order and the first square in reading order."""
        game, player = self.game, state.current
        best: tuple | None = None
        for shift in game.legal_shifts(state):
            after = game.apply(state, shift)
            goals = game.goal_cells(after, player)
            if not goals:
                continue
            walls = walls_to(after.masks, goals)
            for cell in sorted(game.reachable_cells(after, player)):
                key = (walls[cell], grid_distance(cell, goals))
                if best is None or key < best[0]:
                    best = (key, shift, cell)
        if best is None:   # no goal on the board (the children's game, all found): stay where you are
            shift = game.legal_shifts(state)[0]
            after = game.apply(state, shift)
            return shift, Move(*_square(after.pawns[player]))
        return best[1], Move(*_square(best[2]))

    def _move_hint(self, state: Any, ui: BoardUI) -> Hint:
        game, player = self.game, state.current
        what = self._what(state, player, ui)
        scoring = game.scoring_moves(state)
        if scoring:
            move = scoring[0]
            return Hint((move,), f"Hint: walk to ({move.row},{move.col}): that reaches {what}.",
                        marks=(("cell", move.row, move.col),))
        here = state.pawns[player]
        goals = game.goal_cells(state, player)
        if not goals:
            move = Move(*_square(here))
            return Hint((move,), f"Hint: {what} is on the spare card, so no walk reaches it this turn: stay where "
                                 "you are, or walk anywhere.", marks=(("cell", move.row, move.col),))
        walls = walls_to(state.masks, goals)
        cell = min(sorted(game.reachable_cells(state, player)), key=lambda c: (walls[c], grid_distance(c, goals)))
        move = Move(*_square(cell))
        stay = " (stay where you are)" if cell == here else ""
        return Hint((move,), f"Hint: {what} is out of reach this turn; ({move.row},{move.col}){stay} is the "
                             "closest you can get.", marks=(("cell", move.row, move.col),))

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        if name == "ready":
            return self.covered and not state.over, True
        if name in ("rotate", "rotate-left"):
            return True, state.phase == "shift" and not state.over and not self.covered
        return True, True

    # -- life cycle ----------------------------------------------------------------------------
    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        self.rotation = 0
        state = board.state
        if kind == "play" and self.animate and not self.covered:
            frames = self.frames_for(state, events)
            if frames:
                board.animate(frames)
        if kind == "new":
            # a new match (a tutorial's next step) shows with the board's own hot-seat setting
            self.hotseat = self.default_hotseat
        if kind == "new" or (kind in ("undo", "redo") and self.covered):
            # a new game, or stepping through history behind the cover: whoever holds the device
            # has not shown who they are, so nobody's target may appear until Ready
            self.revealed_to = None
        if kind == "play" and self.covered:
            # a move played behind the cover (from Python, or a tutorial's Show me): whoever
            # played it holds the device
            players = [e.player for e in events if isinstance(e, (Shifted, PawnMoved))]
            if players:
                self.revealed_to = players[0]
        # one rule for every change (new game, move, undo, redo): in hot seat the board stays
        # covered until the player to move has pressed Ready, so nobody sees another's target
        self.covered = self.hotseat and not state.over and state.current != self.revealed_to

    def configure(self, hotseat: bool | None = None, animate: bool | None = None, **options: Any) -> None:
        super().configure(**options)
        if animate is not None:
            self.animate = bool(animate)
        if hotseat is not None:
            self.hotseat = bool(hotseat)
            # switching hot seat on covers the board until the player to move presses Ready
            self.covered = self.hotseat and (self.covered or self.revealed_to is None)

    def description(self, board: BoardWidget) -> str:
        settings = self.game.settings
        defaults = Labyrinth.validate_settings({"players": settings["players"]})
        extra = "".join(f", {k}={v!r}" for k, v in settings.items() if k != "players" and v != defaults[k])
        return f"players={settings['players']}{extra}, seed={board.match.seed}"


class LabyrinthBoard(BoardWidget):
    """A playable Labyrinth board.

    ``LabyrinthBoard(players=2, seed=0, hotseat=True, show_highlights=True, animate=True, **settings)``;
    settings are the engine's (treasures, variant, same_round_tie, first_player); the variant is
    "standard", "children", "advanced" or both variants together, "children+advanced".
    ``hotseat=True`` hides the board behind a "pass the device" screen between turns until the
    next player presses Ready; use ``hotseat=False`` in tutorials. ``animate=False`` shows shifts
    and walks at once.
    """

    cell_center = staticmethod(cell_center)
    arrow_center = staticmethod(arrow_center)
    spare_center = staticmethod(spare_center)
    button_center = staticmethod(button_center)
    number_center = staticmethod(number_center)

    def __init__(self, players: int = 2, seed: int = 0, *, hotseat: bool = True, show_highlights: bool = True,
                 animate: bool = True, match: Match | None = None, undo_floor: int = 0, **settings: Any):
        if match is None:
            match = Match(Labyrinth(players=players, **settings), seed)
        elif not isinstance(match.game, Labyrinth):
            raise ValueError(f"a LabyrinthBoard shows a Labyrinth match, not {match.game.title}")
        super().__init__(match, LabyrinthController(match.game, hotseat=hotseat, animate=animate),
                         show_highlights=show_highlights, undo_floor=undo_floor)

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "LabyrinthBoard":
        """A board on an existing match (``hotseat`` defaults to False: tutorials)."""
        options.setdefault("hotseat", False)
        return cls(match=match, **options)

    @property
    def rotation(self) -> int:
        """Quarter turns (clockwise) of the spare in hand, not yet played."""
        return self.controller.rotation

    @property
    def covered(self) -> bool:
        """True while the hot-seat screen hides the next player's target."""
        return self.controller.covered


def picture(state: Any, game: Labyrinth | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a Labyrinth position (no widget, no kernel needed).

    The current player's target is marked, as on their own screen.
    """
    game = game or Labyrinth(players=len(state.pawns))
    controller = LabyrinthController(game, hotseat=False)
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Labyrinth, turn {state.turn}")
