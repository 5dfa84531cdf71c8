"""Where things sit on a Magic Maze board, in canvas pixels, for both layouts.

``Geometry`` names a layout's boxes (the mall area, the panel's timer, banner, seats and buttons); ``FULL``
(960×540, free play) and ``COMPACT`` (640×440, a tutorial's column) are the two, ``geometry(name)`` picks one.
``View`` places the explored mall's tiles and spaces in the mall area and answers which space is under a point.
"""
from __future__ import annotations

from dataclasses import dataclass

from engine.magic_maze.game import mall_of
from engine.magic_maze.mall import slot_origin

from ..onscreen import SCREEN, displayed_width

# -- layout ----------------------------------------------------------------------------------------
# the full layout (the free-play board); the compact one is ``COMPACT`` below
WIDTH, HEIGHT = 960, 540
MALL_X, MALL_Y, MALL_W, MALL_H = 8, 8, 616, 492      # the area the mall is fitted into
LEGEND_Y = 520                                        # the highlight legend under the mall
PANEL_X, PANEL_W = 640, 312
MAX_CELL = 72                                         # a space is never drawn bigger than this
MIN_CELL = 10
GUTTER = 20                                           # between tiles: the row/col labels live here
LABEL_SIZE = 11.5
CAPTION_H = 18                                        # scenario 13: each mall's caption line
MALL_SPLIT = 12                                       # scenario 13: the gap between the two malls

TIMER_BOX = (PANEL_X, 8, PANEL_W, 76)                  # the timer layer draws only here
CLOCK_BUTTON = (PANEL_X + PANEL_W - 86, 46, 80, 30)
BANNER_Y, BANNER_H = 92, 62
INFO_Y = 160
SEATS_Y = 230                                          # the seats' header line
SEAT_TOP = 244                                         # the first seat's row
SEAT_H = 44
PAWN_X = PANEL_X + PANEL_W - 22                        # the pawn slot's centre x
PAWN_R = 13
TURN_BUTTON = (PANEL_X + 8, SEAT_TOP + 96, 130, 30)    # solo: "Turn a tile"


@dataclass(frozen=True)
class Geometry:
    """Where a layout puts things, in canvas pixels (boxes are x, y, width, height)."""

    name: str
    width: int
    height: int
    mall: tuple[int, int, int, int]          # the area the mall is fitted into
    table_w: int                             # the table colour runs from x = 0 to here; clicks left of it hit the mall
    max_cell: int                            # a space is never drawn bigger than this
    gutter: int                              # between tiles: the row/col labels live here
    label_size: float                        # the row/col labels (at most half a space)
    number_size: float                       # a tile's number in its dark corner
    letter_size: float                       # a hero's letter: at least this...
    letter_share: float                      # ...or this share of a space
    panel_x: int
    panel_w: int
    timer_box: tuple[int, int, int, int]     # the timer layer draws only here
    clock_button: tuple[int, int, int, int]
    banner_y: int
    banner_h: int
    banner_lines: int                        # lines of the banner's explanation
    info_y: int                              # the score and the stack
    theft_y: int
    seats_y: int                             # the seats' header line
    seat_top: int                            # the first seat's row
    seat_h: int
    pawn_x: int                              # the pawn slot's centre x
    pawn_r: int
    turn_button: tuple[int, int, int, int]   # solo: "Turn a tile"
    legend: tuple[int, int]                  # the highlight legend's first line (x, middle y)
    small: float                             # the least text size of the panel and the legend
    body: float                              # the banner's explanation and a seat's words
    min_cell: int = 10                       # a space is never drawn smaller than this
    min_gutter: int = 16                     # a big mall with small spaces: the gutter narrows down to this
    least_cell: int = 0                      # spaces never smaller than this: a bigger mall is cropped (the
                                             # view follows the action); 0: always the whole mall
    least_text: float = 0                    # no canvas text smaller than this (11 px on screen)

    def gutter_for(self, cell: float) -> int:
        """The gutter between tiles drawn with spaces of ``cell`` pixels."""
        return max(self.min_gutter, min(self.gutter, round(cell * 0.7)))


FULL = Geometry("full", WIDTH, HEIGHT, (MALL_X, MALL_Y, MALL_W, MALL_H), PANEL_X - 8, MAX_CELL, GUTTER, LABEL_SIZE,
                11.5, 11.5, 0.36, PANEL_X, PANEL_W, TIMER_BOX, CLOCK_BUTTON, BANNER_Y, BANNER_H, 3, INFO_Y,
                INFO_Y + 40, SEATS_Y, SEAT_TOP, SEAT_H, PAWN_X, PAWN_R, TURN_BUTTON, (MALL_X + 2, LEGEND_Y), 11.5, 11.5,
                least_cell=34, least_text=12)

#: a narrow column (a tutorial): 640×440, the mall as tall as the canvas (the lessons' six-tile mall gets
#: 23-pixel spaces, more on screen than the full layout's 30 at a tutorial's scale of 0.65), the panel
#: beside it with its letters at 10 px or more, the legend at the panel's foot
_CX, _CW = 340, 294
COMPACT = Geometry("compact", 640, 440, (4, 4, 326, 432), _CX - 6, 72, 20, 12, 12, 12, 0.4, _CX, _CW,
                   (_CX, 4, _CW, 58), (_CX + _CW - 80, 19, 76, 28), 68, 50, 2, 124, 160, 192, 202, 44,
                   _CX + _CW - 20, 13, (_CX + 8, 290, 130, 30), (_CX, 396), 12, 12, min_cell=8, min_gutter=9,
                   least_cell=34, least_text=12)
LAYOUTS = {"full": FULL, "compact": COMPACT}


def geometry(layout: str) -> Geometry:
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
    return LAYOUTS[layout]


#: the four directions, in the order the action tiles and the reach test go round
DIRECTIONS = ("N", "E", "S", "W")
WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


# -- the view: where the mall's spaces are drawn -----------------------------------------------------
class View:
    """Pixel positions of the placed tiles' spaces: the pinwheel lattice with a label gutter
    between tiles, scaled and centred to fit the layout's mall area.

    A slot (i, j) of the lattice has its top-left space at mall-grid row ``-4i + j``, column
    ``i + 4j`` (engine.magic_maze.mall); it is drawn at x = col·cell + j·gutter, y = row·cell −
    i·gutter, so facing connection spaces stay in line across the gutter."""

    def __init__(self, placed: tuple, cell: float | None = None, geo: Geometry = FULL,
                 focus: tuple = (), crop: bool = True):
        self.placed = placed
        self.geo = geo
        self.crop = crop
        mall = mall_of(placed) if placed else None
        regions = mall.regions if placed else ()
        #: each mall's area: (region, (x, y, w, h)) — one for a single mall; scenario 13's two malls each
        #: get half the mall area (side by side in a wide area, one above the other in a tall one)
        self.areas: list[tuple[int, tuple[float, float, float, float]]] = []
        groups: dict[int, list] = {}
        for p, r in zip(placed, regions):
            groups.setdefault(r, []).append(p.slot)
        mx, my, mw, mh = geo.mall
        if len(groups) <= 1:
            boxes = [(mx, my, mw, mh)]
        else:
            cap = CAPTION_H
            if mw >= mh:
                half = (mw - MALL_SPLIT) / 2
                boxes = [(mx, my + cap, half, mh - cap), (mx + half + MALL_SPLIT, my + cap, half, mh - cap)]
            else:
                half = (mh - MALL_SPLIT) / 2 - cap
                boxes = [(mx, my + cap, mw, half), (mx, my + half + MALL_SPLIT + 2 * cap, mw, half)]
        keys = sorted(groups)
        if cell is None:
            cell = min((self._fit(groups[k], geo, box) for k, box in zip(keys, boxes)), default=float(geo.max_cell))
        #: True: the mall is larger than its area at the least space size, and only a window of it is drawn
        self.cropped = bool(crop and geo.least_cell and cell < geo.least_cell and len(groups) <= 1)
        if self.cropped:
            cell = float(geo.least_cell)
        self.cell = cell
        self.gutter = geo.gutter_for(cell)
        self.origins = {}
        self.offsets: dict[int, tuple[float, float]] = {}
        for k, box in zip(keys, boxes):
            bx, by, bw, bh = box
            x0, y0, x1, y1 = self._extent(groups[k], cell, self.gutter)
            ox, oy = bx + (bw - (x1 - x0)) / 2 - x0, by + (bh - (y1 - y0)) / 2 - y0
            if self.cropped:
                fx, fy = self._focus_centre(mall, focus, cell, self.gutter, (x0 + x1) / 2, (y0 + y1) / 2)
                if x1 - x0 > bw:
                    ox = min(bx - x0, max(bx + bw - x1, bx + bw / 2 - fx))
                if y1 - y0 > bh:
                    oy = min(by - y0, max(by + bh - y1, by + bh / 2 - fy))
            self.offsets[k] = (round(ox), round(oy))
            self.areas.append((k, box))
        self.ox, self.oy = self.offsets[keys[0]] if keys else (mx, my)
        for p, r in zip(placed, regions):
            self.origins[p.tile] = self.tile_origin(p.slot, r)

    def _focus_centre(self, mall, focus: tuple, cell: float, gutter: float, cx: float, cy: float
                      ) -> tuple[float, float]:
        """The middle of the focus cells' box, in lattice pixels (no focus: the middle of the mall)."""
        points = []
        for c in focus:
            if c not in mall.at:
                continue
            k, (r, col) = mall.at[c]
            x, y = self._raw(mall.placed[k].slot, cell, gutter)
            points.append((x + (col + 0.5) * cell, y + (r + 0.5) * cell))
        if not points:
            return cx, cy
        xs, ys = zip(*points)
        return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2

    def shows(self, x: float, y: float, margin: float = 0.0) -> bool:
        """Is canvas point (x, y) inside the mall area (a cropped view draws nothing outside it)?"""
        if not self.cropped:
            return True
        bx, by, bw, bh = self.geo.mall
        return bx - margin <= x <= bx + bw + margin and by - margin <= y <= by + bh + margin

    def shows_space(self, tile: str, row: int, col: int) -> bool:
        """Is the whole of space (row, col) of ``tile`` in the window?"""
        x, y, s = self.space_box(tile, row, col)
        return self.shows(x + 1, y + 1) and self.shows(x + s - 1, y + s - 1)

    @property
    def split(self) -> bool:
        """Two malls drawn apart (scenario 13)."""
        return len(self.areas) > 1

    @staticmethod
    def _raw(slot: tuple[int, int], cell: float, gutter: float = GUTTER) -> tuple[float, float]:
        row0, col0 = slot_origin(slot)
        i, j = slot
        return (col0 * cell + j * gutter, row0 * cell - i * gutter)

    @classmethod
    def _extent(cls, slots: list, cell: float, gutter: float = GUTTER) -> tuple[float, float, float, float]:
        xs, ys = zip(*(cls._raw(s, cell, gutter) for s in slots))
        return (min(xs) - gutter, min(ys) - gutter, max(xs) + 4 * cell, max(ys) + 4 * cell)

    @classmethod
    def _fit(cls, slots: list, geo: Geometry = FULL, box: tuple | None = None) -> float:
        _, _, mw, mh = box or geo.mall
        cell = float(geo.max_cell)
        while cell > geo.min_cell:
            x0, y0, x1, y1 = cls._extent(slots, cell, geo.gutter_for(cell))
            if x1 - x0 <= mw and y1 - y0 <= mh:
                return cell
            cell -= 1
        return float(geo.min_cell)

    def tile_origin(self, slot: tuple[int, int], region: int = 0) -> tuple[float, float]:
        ox, oy = self.offsets.get(region, (self.ox, self.oy))
        x, y = self._raw(slot, self.cell, self.gutter)
        return (ox + x, oy + y)

    def space_box(self, tile: str, row: int, col: int) -> tuple[float, float, float]:
        """(left, top, size) of space (row, col), counted from 1, of a placed tile."""
        x0, y0 = self.origins[tile]
        return (x0 + (col - 1) * self.cell, y0 + (row - 1) * self.cell, self.cell)

    def centre(self, tile: str, row: int, col: int) -> tuple[float, float]:
        x, y, s = self.space_box(tile, row, col)
        return (x + s / 2, y + s / 2)

    def at(self, x: float, y: float) -> tuple[str, int, int] | None:
        """The space (tile, row, col) under canvas point (x, y), or None."""
        s = self.cell
        if not self.shows(x, y):
            return None
        for tile, (x0, y0) in self.origins.items():
            if x0 <= x < x0 + 4 * s and y0 <= y < y0 + 4 * s:
                return (tile, int((y - y0) // s) + 1, int((x - x0) // s) + 1)
        return None


# -- on screen -----------------------------------------------------------------------------------------
#: the free-play board's canvas is shown at most this much less tall than the window (``FIT_HEIGHT``), so
#: its toolbar, picker, canvas and status line fit a 1366×768 laptop's JupyterLab together
FIT_MARGIN = 250
FIT_HEIGHT = f"calc(100vh - {FIT_MARGIN}px)"


def shown_width(layout: str) -> float:
    """The width, in screen pixels, a ``layout`` canvas is shown at on a 1366×768 laptop in JupyterLab
    (``boardwidgets.onscreen``): the compact board beside a tutorial's lesson column; the full board in a
    notebook cell, at most ``FIT_HEIGHT`` tall. The browser test measures it."""
    geo = geometry(layout)
    if geo.name == "compact":
        return displayed_width(geo.width, geo.height, tutorial=True)
    tallest = SCREEN[1] - FIT_MARGIN
    return min(displayed_width(geo.width, geo.height, tutorial=False), tallest * geo.width / geo.height)
