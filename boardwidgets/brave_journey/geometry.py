"""Where things sit on Brave Journey's canvas, with no drawing and no board state: the two layouts (``FULL``
960×600, ``COMPACT`` 620×440), the ring of squares around the canvas's rim (``ring_shape``, ``cell_of``) and
``Places``: the box of every square, token, hero row, item card, the die, the fight/duel box, the Ready button,
Aruba's two monsters and the flow of the choice chips, for one game in one layout."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ..textfit import text_width, wrap


@dataclass(frozen=True)
class Geometry:
    """One layout: the canvas, the ring's cells and the sizes of the words."""
    name: str
    width: int
    height: int
    margin: float
    cols: int
    rows: int
    num: float          # a square's number
    word: float         # a square's short name
    num_y: float        # the middle of a square's number, from the square's top
    word_y: float       # the middle of its short name
    token_top: float    # the top of its first row of tokens
    token_r: float
    token_text: float
    text: float         # the panel's words
    row_max: float      # a hero's row in the panel, at most
    die: float
    chip_h: float
    box_h: float        # the fight / duel box

    @property
    def cell_w(self) -> float:
        return (self.width - 2 * self.margin) / self.cols

    @property
    def cell_h(self) -> float:
        return (self.height - 2 * self.margin) / self.rows

    @property
    def inner(self) -> tuple[float, float, float, float]:
        """The space inside the ring: x, y, w, h."""
        return (self.margin + self.cell_w, self.margin + self.cell_h, (self.cols - 2) * self.cell_w,
                (self.rows - 2) * self.cell_h)


FULL = Geometry("full", 960, 600, 10, 12, 8, 13, 12, 12, 27, 36, 9, 12, 13, 66, 46, 26, 118)
COMPACT = Geometry("compact", 620, 440, 4, 12, 8, 11.5, 11, 8, 21.5, 26.5, 7.5, 11, 12, 60, 36, 22, 104)
LAYOUTS = {"full": FULL, "compact": COMPACT}

#: how large each layout shows at 1366×768, in screen px per canvas px: a tutorial's column leaves the compact board
#: 620 px of width and 58vh (445 px) of height, so it shows at full size; JupyterLab's output area (file browser
#: open) is 934 px wide, so the full 960 px board shrinks to 0.973
SCREEN_SCALE = {"compact": min(620 / COMPACT.width, 445 / COMPACT.height), "full": min(1.0, 934 / FULL.width)}
#: no text on the canvas shows smaller than this on screen (px) at that scale
MIN_SCREEN_PX = 11.0


def least_size(geo: "Geometry") -> float:
    """The least canvas font size (px) a text may have in this layout to show at MIN_SCREEN_PX on screen."""
    return MIN_SCREEN_PX / SCREEN_SCALE[geo.name]


def ring_shape(squares: int) -> tuple[int, int]:
    """(columns, rows) of a rectangle whose rim holds ``squares`` cells (36: 12 × 8)."""
    rows = max(3, round((squares + 4) / 5))
    cols = max(3, math.ceil((squares + 4) / 2) - rows)
    return cols, rows


def cell_of(i: int, cols: int, rows: int) -> tuple[int, int]:
    """(column, row) of the i-th cell clockwise around the rim from the top-left corner."""
    if i < cols:
        return i, 0
    if i < cols + rows - 1:
        return cols - 1, i - (cols - 1)
    if i < 2 * cols + rows - 2:
        return cols - 1 - (i - (cols + rows - 2)), rows - 1
    return 0, rows - 1 - (i - (2 * cols + rows - 3))


class Places:
    """The places of things for one game (``ring`` squares, ``players`` heroes) in one layout ``geo``: every
    box is x, y, w, h in canvas pixels. The controller answers its public geometry from one of these."""

    def __init__(self, geo: Geometry, ring: int, players: int):
        self.geo = geo
        self.ring = ring
        self.players = players

    def shape(self) -> tuple[int, int]:
        return ring_shape(self.ring)

    def square_box(self, n: int) -> tuple[float, float, float, float]:
        g = self.geo
        cols, rows = self.shape()
        c, r = cell_of(n, cols, rows)
        cw, ch = (g.width - 2 * g.margin) / cols, (g.height - 2 * g.margin) / rows
        return (g.margin + c * cw, g.margin + r * ch, cw, ch)

    def square_center(self, n: int) -> tuple[float, float]:
        x, y, w, h = self.square_box(n)
        return (x + w / 2, y + h * 0.3)

    def inner(self) -> tuple[float, float, float, float]:
        g = self.geo
        cols, rows = self.shape()
        cw, ch = (g.width - 2 * g.margin) / cols, (g.height - 2 * g.margin) / rows
        return (g.margin + cw, g.margin + ch, (cols - 2) * cw, (rows - 2) * ch)

    def token_point(self, state: Any, seat: int) -> tuple[float, float]:
        """Canvas pixel at the middle of ``seat``'s token: heroes sharing a square stand in two rows of four."""
        here = [q for q in range(len(state.positions)) if state.positions[q] == state.positions[seat]]
        k = here.index(seat)
        x, y, w, h = self.square_box(state.positions[seat])
        g = self.geo
        r = g.token_r
        # four tokens a row where they fit side by side; in a narrow square (compact layout) three, unless seven or
        # eight heroes share it (then four, overlapping a little)
        per_row = 4 if (w - 2) / 4 >= 2 * r or len(here) > 6 else 3
        step = min(2 * r + 1.5, (w - 2) / per_row)
        n_row = min(per_row, len(here) - (k // per_row) * per_row)
        row = k // per_row
        rows = -(-len(here) // per_row)
        first = y + g.token_top + r
        # the rows stay inside the square (they close up a little when the square is short)
        down = 2 * r + 0.5 if rows < 2 else min(2 * r + 0.5, (y + h - r - first) / (rows - 1))
        x0 = x + w / 2 - (n_row - 1) * step / 2
        return (x0 + (k % per_row) * step, first + row * down)

    def column(self) -> tuple[float, float, float, float]:
        """The heroes' rows: x, y, w, h."""
        x, y, w, h = self.inner()
        return (x + 6, y + 6, w * 0.5 - 9, h - 12)

    def side(self) -> tuple[float, float, float, float]:
        """The die, the fight or duel, the choices: x, y, w, h."""
        x, y, w, h = self.inner()
        return (x + w * 0.5 + 3, y + 6, w * 0.5 - 9, h - 12)

    def row_box(self, seat: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.column()
        rh = min(self.geo.row_max, h / self.players)
        return (x, y + seat * rh, w, rh)

    def card_box(self, seat: int, k: int) -> tuple[float, float, float, float]:
        """Item ``k`` of ``seat``'s hand: two a line under the hero's name; a third on a line of its own when the
        row is tall enough (else it squeezes in beside the others)."""
        x, y, w, h = self.row_box(seat)
        ch = min(16.0, h * 0.4)
        top = y + min(11.0, h * 0.3) + 10
        cw = (w - 32) / 2
        if k >= 2 and top + 2 * (ch + 3) <= y + h:
            return (x + 24 + (k - 2) * (cw + 4), top + ch + 3, cw, ch)
        if k >= 2:
            cw = (w - 34) / 3
        return (x + 24 + k * (cw + 4), top, cw, ch)

    def die_box(self) -> tuple[float, float, float]:
        x, y, _, _ = self.side()
        return (x, y, self.geo.die)

    def die_center(self) -> tuple[float, float]:
        x, y, s = self.die_box()
        return (x + s / 2, y + s / 2)

    def fight_box(self) -> tuple[float, float, float, float]:
        x, y, w, _ = self.side()
        return (x, y + self.geo.die + 8, w, self.geo.box_h)

    def ready_box(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.side()
        return (x + w / 2 - 60, y + h * 0.62, 120, 34)

    def monster_boxes(self, state: Any) -> list[tuple[str, tuple[float, float, float, float]]]:
        if state.focus.kind != "pick_monster":
            return []
        x, y, w, h = self.fight_box()
        cards = list(dict.fromkeys(state.monsters_out))
        cw = (w - 18) / max(1, len(cards))
        return [(c, (x + 6 + i * (cw + 6), y + 22, cw, h - 28)) for i, c in enumerate(cards)]

    def flow(self, choices: list, x0: float, y0: float, w: float) -> list:
        """The chips ``(words, what)`` laid out left to right from (x0, y0), wrapping at width ``w``:
        (words, what, box) each."""
        g = self.geo
        out = []
        x, y = x0, y0
        row_h = g.chip_h
        for words, what in choices:
            lines = self.chip_lines(words, w)
            cw = min(w, max(text_width(line, g.text) for line in lines) + 16)
            ch = g.chip_h + (len(lines) - 1) * g.text * 1.2
            if x + cw > x0 + w + 0.1 and x > x0:
                x, y, row_h = x0, y + row_h + 5, g.chip_h
            out.append((words, what, (x, y, cw, ch)))
            row_h = max(row_h, ch)
            x += cw + 5
        return out

    def chip_lines(self, words: str, w: float) -> list[str]:
        """A chip's words: one line, or two when they are too long for the space (never smaller letters)."""
        if text_width(words, self.geo.text) + 16 <= w:
            return [words]
        return wrap(words, self.geo.text, w - 16)
