"""What the Labyrinth board looks like: the colours, the pieces drawn through the Painter (cards,
treasures, pawns, arrows, canvas buttons) and ``LabyrinthDrawing``, the controller's part that
draws each layer of a position (key, board, frame with the side panel, highlights, pieces, cover).
"""
from __future__ import annotations

from typing import Any

from engine.core import E, N, S, W
from engine.labyrinth import COLOURS, HOME, SIZE, TREASURES, Tile
from engine.labyrinth.board import FIXED_LAYOUT, MOVABLE_LINES, SIDES

from ..board import BoardUI
from ..paint import Painter
from .geometry import (ARROW_R, BOARD_SIZE, BOARD_X, BOARD_Y, CANVAS_BUTTONS, CELL, FOUND_Y, HEIGHT, KEY_STEP, KEY_Y,
                       NUMBERS, PANEL_W, PANEL_X, PATH_W, READY_BOX, SPARE_CENTER, TARGET_Y, WIDTH, _square,
                       arrow_center, cell_center, number_center, pawn_spot)

#: the words on the canvas buttons beside the spare (their boxes: ``geometry.CANVAS_BUTTONS``)
CANVAS_BUTTON_WORDS = {"rotate-left": "↺ turn left", "rotate": "↻ turn right"}

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

# -- sizes of the pieces ----------------------------------------------------------------
PAWN_HEIGHT = 22.5             # a pawn: head and body, 18 px wide
PAWN_WIDTH = 18
HOME_MARK = 14                 # the start corner's mark: a square this wide, in the middle of the card
#: the board's text sizes: the canvas shows at 620 of its 716 px in a tutorial at 1366×768
#: (``boardwidgets.onscreen``), so 13 px here is 11.3 px on screen
LETTER_SIZE = 13               # a treasure's two letters
TEXT_SIZE = 13                 # every other word and number
KEY_CHIP = (26, 17)            # w, h of a treasure's letters in the key


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


#: where each column of the key starts in the panel, and the room for its names (the first holds the
#: longest, "treasure chest")
KEY_COLUMN_AT = ((0, 96), (128, 212 - 128 - 29))
#: the treasure key's two columns: the 12 printed treasures, then the 6 on T cards and the 6 on
#: corner cards (the three colours of the discs), each group in the order of its two letters
KEY_COLUMNS = (tuple(sorted(range(12), key=lambda t: LABELS[t])),
               tuple(sorted(range(12, 18), key=lambda t: LABELS[t])) +
               tuple(sorted(range(18, 24), key=lambda t: LABELS[t])))


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


def draw_treasure(p: Painter, cx: float, cy: float, treasure: int, r: float = 13) -> None:
    """A treasure's disc with its two letters (``LETTER_SIZE`` at least: readable on screen)."""
    with p.group("treasure"):
        p.circle(cx, cy, r, fill=treasure_fill(treasure), stroke=TEXT, width=1)
        p.text(cx, cy + 0.5, LABELS[treasure], fill=TEXT, size=max(LETTER_SIZE, r - 1), bold=True,
               max_width=2 * r - 2)


def draw_key_chip(p: Painter, x: float, cy: float, treasure: int) -> None:
    """A treasure's two letters on a chip of its disc colour, for the key (a row is too low for a disc
    that holds letters big enough to read)."""
    with p.group("treasure"):
        p.rect(x, cy - KEY_CHIP[1] / 2, KEY_CHIP[0], KEY_CHIP[1], fill=treasure_fill(treasure), stroke=TEXT, width=1)
        p.text(x + KEY_CHIP[0] / 2, cy + 0.5, LABELS[treasure], fill=TEXT, size=LETTER_SIZE, bold=True,
               max_width=KEY_CHIP[0] - 2)


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
        p.text(x + w / 2, y + h / 2, words, fill=TEXT if enabled else "#6b6b6b", size=TEXT_SIZE, max_width=w - 8)


class LabyrinthDrawing:
    """The drawing part of ``LabyrinthController``: one ``_draw_<layer>`` method a layer, called
    through the controller (so a test may replace one on a board's controller). Reads the
    controller's ``game``, ``covered``, ``visible_targets``, ``spare_in_hand`` and ``locate``, and
    resets the animation's bookkeeping whenever a whole message is drawn."""

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
                    p.text(x, y, str(k), fill=TEXT, size=TEXT_SIZE, bold=True, max_width=NUMBERS - 2)
        p.text(SPARE_CENTER[0], 52, "spare card", fill=TEXT, size=TEXT_SIZE, max_width=90)
        x0 = PANEL_X
        with p.group("key"):
            p.text(x0, KEY_Y, "treasure key", fill=TEXT, size=TEXT_SIZE, bold=True, align="left", max_width=PANEL_W)
            for (x, room), treasures in zip(KEY_COLUMN_AT, KEY_COLUMNS):
                for row, t in enumerate(treasures):
                    y = KEY_Y + 18 + row * KEY_STEP
                    with p.group(f"key-entry key-{LABELS[t]}"):
                        draw_key_chip(p, x0 + x, y, t)
                        p.text(x0 + x + KEY_CHIP[0] + 3, y, TREASURES[t], fill=TEXT, size=TEXT_SIZE, align="left",
                               max_width=room)

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
                p.text(x0, 34, f"{names} {'wins' if len(state.winners) == 1 else 'win'}", fill=TEXT, size=TEXT_SIZE,
                       align="left", max_width=PANEL_W)
            else:
                colour = COLOURS[state.current]
                draw_pawn(p, x0 + 8, 14, state.current, scale=0.75, name=f"turn-pawn pawn-{colour}")
                p.text(x0 + 22, 14, f"{colour}'s turn", fill=TEXT, size=14, bold=True, align="left",
                       max_width=PANEL_W - 22)
                doing = "shift the maze" if state.phase == "shift" else "now walk (or stay)"
                p.text(x0, 34, f"turn {state.turn}: {doing}", fill=TEXT, size=TEXT_SIZE, align="left", max_width=PANEL_W)
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
                    y = FOUND_Y + (player // 2) * 19
                    draw_pawn(p, x, y, player, scale=0.6, name=f"score-pawn pawn-{COLOURS[player]}")
                    p.text(x + 12, y, f"{COLOURS[player]}: {got} of {got + left}", fill=TEXT, size=TEXT_SIZE,
                           align="left", max_width=94)

    def _draw_target_panel(self, p: Painter, state: Any) -> None:
        if state.over:
            return
        x0, y = PANEL_X, TARGET_Y
        targets = self.visible_targets(state)
        if not targets:
            if not self.game.children_rule:
                r, c = HOME[state.current]
                p.text(x0, y, f"target: back home to ({r},{c})", fill=TEXT, size=TEXT_SIZE, bold=True, align="left",
                       max_width=PANEL_W)
            return
        with p.group("target-panel"):
            if len(targets) == 1:
                t = targets[0]
                p.text(x0, y, "your target", fill=TEXT, size=TEXT_SIZE, align="left", max_width=PANEL_W)
                draw_treasure(p, x0 + 18, y + 25, t, r=14)
                p.circle(x0 + 18, y + 25, 17, stroke=TARGET_RING, width=3)
                p.text(x0 + 42, y + 25, TREASURES[t], fill=TEXT, size=14, bold=True, align="left",
                       max_width=PANEL_W - 44)
                if state.spare.treasure == t:
                    p.text(x0 + 42, y + 44, "on the spare card", fill=TEXT, size=TEXT_SIZE, align="left",
                           max_width=PANEL_W - 44)
            else:
                p.text(x0, y, "your targets (any order)", fill=TEXT, size=TEXT_SIZE, align="left", max_width=PANEL_W)
                for k, t in enumerate(targets[:14]):   # two rows of 7: a pile holds 12 cards at most
                    draw_treasure(p, x0 + 14 + 28 * (k % 7), y + 22 + 27 * (k // 7), t, r=13)

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
                    p.circle(bx, by, 9, fill=HINT)
                    p.text(bx, by, str(k), fill="white", size=TEXT_SIZE, bold=True, max_width=16)

    def _draw_pieces(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if ui.shows("target"):
            for t in self.visible_targets(state):
                where = self.game.treasure_cell(state, t)
                if where is not None:
                    x, y = cell_center(*_square(where))
                    p.circle(x, y, 16, stroke=TARGET_RING, width=3)
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
