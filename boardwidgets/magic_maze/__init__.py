"""Magic Maze's board: the mall as it grows, the four heroes, every seat's action tile, the sand timer.

    >>> from boardwidgets.magic_maze import MagicMazeBoard
    >>> board = MagicMazeBoard(players=4, seed=0, scenario=1, mode="learn")
    >>> board.press("clock")              # Start: turns the sand timer over (and runs the real-time clock)
    >>> board.click_hero("orange")        # select the orange dwarf (a click on it)
    >>> board.click_space("1A", 4, 3)     # the one action that gets it there (move, vortex, escalator)
    >>> board.click_hero("orange")        # on its own exploration space: explore (or press("explore"))
    >>> board.tick(5)                     # five seconds of sand pass, exactly as the clock does it
    >>> board.pawn(3)                     # the "Do Something!" pawn in front of seat 3 (a click on its slot)

``MagicMazeBoard(players=4, seed=0, scenario=1, mode="learn", seat=1, pace=1.0, clock=True,
show_highlights=True, clock_interval=1.0, layout=None, **settings)``; settings are the engine's
(``action_tiles`` to deal the tiles by hand); ``clock_interval`` is the wall time of one game
second (tests shorten it). ``match=`` puts the board on an existing ``Match`` instead. ``MagicMazeBoard.from_match(match, **options)`` puts a board on an existing
match — a tutorial step: learning mode (undo allowed) with the real-time clock off unless
``clock=True`` (the timer shows "paused (tutorial)"; ``tick`` still lets time pass), in the
compact layout unless ``layout="full"``.

Layouts (``layout=``, ``board.configure(layout=...)``, read back ``board.layout``):

* ``"full"`` — a 960×600 canvas: the mall in a 616×552 area, the panel beside it (the free-play
  board; the default of ``MagicMazeBoard(...)``).
* ``"compact"`` — a 640×440 canvas for a narrow column (a tutorial shows the board about 620 px
  wide and at most 58vh high): the mall as tall as the canvas, the panel beside it with fewer
  words and larger letters (nothing under 10 canvas pixels in the lessons), the highlight legend
  at the foot of the panel. ``from_match`` picks it, and so does ``fit_column()`` (what a
  tutorial calls) on a board whose layout was not chosen.

Modes (``board.mode``; the status line always says which one is on):

* ``"learn"`` — one person plays every seat with the mouse and the keys; each action is
  performed by the first seat whose action tile holds it (the log says which); undo allowed.
* ``"game"`` — the same, but no undo: a legal action cannot be taken back
  (``magic_maze.mistakes``; ``history_locked`` says so).
* ``"practice"`` — the person holds seat ``seat``; bots hold the others and act on the clock's
  ticks, ``pace`` actions per second each, following the planner (``engine.magic_maze.planner``):
  on each tick a bot performs the plan's next action if its own action tile holds it. A bot that
  waits for you puts the "Do Something!" pawn in front of you; your click on a bot's pawn slot
  puts the pawn in front of it and it acts at once. Mouse and keys act for your seat only (a
  refusal names the seat that holds the action). No undo.
* ``"together"`` — two to four people share the keyboard, each seat with its own keys (printed
  on its action tile in the panel); the engine records the seat whose keys did it. The mouse is
  for the clock and the pawns only. No undo.

Mouse: click a hero to select it; the spaces it can reach light up by action — green with an
arrow: a move in that direction, violet ring: a vortex of its colour, blue steps: the other end
of its escalator, a gold ring on the hero: it may explore from here. Click a lit space to
perform the one action that gets there (a move first, then the escalator, then a vortex); click
the selected hero again to explore (or press Explore), or to let go of it.

Keys in learn, game and practice mode: ``o`` ``y`` ``p`` ``g`` select the orange dwarf, yellow
barbarian, purple mage, green elf; arrow keys (or ``w`` ``a`` ``s`` ``d``) move the selected hero
one space, with Shift as far as it goes; ``v`` vortex (each press: the next free vortex of its
colour), ``e`` escalator, ``x`` explore, ``t`` turn a tile (solo), Escape lets go of the hero,
the space bar starts or pauses the clock; ``u`` undo, ``h`` hint (the board's).

Keys in together mode (each seat: choose hero, north, west, south, east, special; Shift with a
move key: as far as it goes; "special" explores when the hero can, else takes its escalator,
else jumps to the next free vortex of its colour — whichever the seat holds)::

    seat 1:  Q   W  A  S  D   E
    seat 2:  U   I  J  K  L   O
    seat 3:  R   T  F  G  H   Y
    seat 4:  ,   ↑  ←  ↓  →   .

Twins (the browser's events call exactly these): ``click_space(tile, row, col)``,
``click_hero(colour)``, ``click_target(target)``, ``click(x, y)``, ``press(name)`` (undo, redo,
hint, highlights, clock, explore, turn, stop), ``pawn(seat)``, ``choose_scenario(...)``, ``key(name, shift=False)``, ``play(action)``,
``tick(seconds=1)`` (what the clock does each second: time passes, then in practice mode the
bots act), ``select(colour)``. Read back: ``state``, ``selected``, ``status_text``,
``log_lines``, ``errors``, ``clock`` (its ``running``), ``mode``, ``seat``, ``bots``.

Targets (``controller.hit_test`` / ``locate``): ``("hero", colour)``, ``("space", tile, row,
col)`` (row and col counted from 1 as the tile lies, north up, as in every text),
``("pawn", seat)``, ``("button", "clock")``, ``("button", "turn")`` (solo).
Layers, bottom first: ``mall`` (the tiles, their walls and spaces, row/col labels 1–4 along each
tile's top and left edge, the tile's number in its corner, passages), ``highlights`` (where the
selected hero can go, the hint), ``heroes`` (heroes, selection, out-of-order markers),
``panel`` (talking banner, score, theft and escapes, every seat's action tile and pawn slot,
the solo piles), ``timer`` (the sand timer: the only layer a clock tick repaints).
Parts a tutorial step may hide (``board.configure(hide=[...])``): timer, talking, seats, pawns,
theft, stack.

Scenarios 4–17 on the board:

* 9 (Follow the leader): the leader's row says it holds no action tile and alone uses the Do Something! pawn;
  a pawn click is placed by the leader.
* 13 (Two malls): the two malls are drawn apart, each fitted to its half of the mall area (side by side in the
  full layout, one above the other in the compact one), each under a caption; a vortex click crosses over.
* Markers: a used crystal ball and a smashed camera carry the red out-of-order cross (on a dark casing); unused
  hourglasses closed by two working cameras wear a red ring; the panel says how many cameras work.
* 11 (Rearrangement): at a discard the tiles that may go are tinted amber; a click on one picks it (pink) and
  lights its partners (green); a click on a partner discards the pair. The panel lists the pairs as buttons
  (target ``("pair", first, second)``) in place of the seats. No pair: the banner says the game is lost.
* The crystal ball (5 on): a click on the selected mage standing on a working ball (or Explore) lights every
  exploration space with room (blue); a click there lays the tile; then a second, or the "Stop after one tile"
  button (``press("stop")``).
* The banner reads ``communication(state)``: talking allowed, gestures only (12), silence (14), eyes only and
  no pawn (15). An open stack (8, 13) shows its top tile in the panel.
* 10 and 17: a hero on its exit for good is drawn with a white ring and a green tick; in 10 the selected hero's
  items (before the theft) or exits (after) of other colours are framed in its colour.
* The scenario picker (free play and practice: ``picker=`` to force it): a Scenario dropdown 1–17, Stack and
  Start for 8–17; its twin ``choose_scenario(scenario, stack=None, start=None, leader=None)`` starts a new
  game for the same table and seed, or refuses a bad combination with the engine's words and changes nothing.

The view fits itself to the explored mall: spaces are scaled so that every placed tile fits the
mall area (never larger than the layout's ``max_cell`` pixels), and re-fitted when a tile is laid.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import Any

from engine.core import Elapse, IllegalAction, Match
from engine.magic_maze import HERO_NAMES, HEROES, MagicMaze
from engine.magic_maze import planner
import ipywidgets as widgets

from engine.magic_maze.components import (ACTION_NAMES, ACTION_TILES, DEFAULT_STACK, SCENARIOS, STACK_CHOICES)
from engine.magic_maze.game import (CrystalExplore, CrystalStop, Discard, Draw, Escalator, Explore, Move, PlacePawn,
                                    Reveal, StartTimer, TopTile, TurnTile, Vortex, SAND, mall_of)
from engine.magic_maze.mall import DIRECTION, Mall, slot_origin

from ..board import BoardUI, BoardWidget, ButtonSpec, Controller, Hint, Picture, Target, draw_svg
from ..clock import Clock
from ..paint import Painter
from ..textfit import text_width

# -- layout ----------------------------------------------------------------------------------------
# the full layout (the free-play board); the compact one is ``COMPACT`` below
WIDTH, HEIGHT = 960, 600
MALL_X, MALL_Y, MALL_W, MALL_H = 8, 8, 616, 552      # the area the mall is fitted into
LEGEND_Y = 580                                        # the highlight legend under the mall
PANEL_X, PANEL_W = 640, 312
MAX_CELL = 72                                         # a space is never drawn bigger than this
MIN_CELL = 10
GUTTER = 16                                           # between tiles: the row/col labels live here
LABEL_SIZE = 10.5
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

    def gutter_for(self, cell: float) -> int:
        """The gutter between tiles drawn with spaces of ``cell`` pixels."""
        return max(self.min_gutter, min(self.gutter, round(cell * 0.7)))


FULL = Geometry("full", WIDTH, HEIGHT, (MALL_X, MALL_Y, MALL_W, MALL_H), PANEL_X - 8, MAX_CELL, GUTTER, LABEL_SIZE,
                10, 8, 0.36, PANEL_X, PANEL_W, TIMER_BOX, CLOCK_BUTTON, BANNER_Y, BANNER_H, 3, INFO_Y, INFO_Y + 40,
                SEATS_Y, SEAT_TOP, SEAT_H, PAWN_X, PAWN_R, TURN_BUTTON, (MALL_X + 2, LEGEND_Y), 10, 10.5)

#: a narrow column (a tutorial): 640×440, the mall as tall as the canvas (the lessons' six-tile mall gets
#: 23-pixel spaces, more on screen than the full layout's 30 at a tutorial's scale of 0.65), the panel
#: beside it with its letters at 10 px or more, the legend at the panel's foot
_CX, _CW = 340, 294
COMPACT = Geometry("compact", 640, 440, (4, 4, 326, 432), _CX - 6, 72, 16, 11, 10, 10, 0.4, _CX, _CW,
                   (_CX, 4, _CW, 58), (_CX + _CW - 80, 19, 76, 28), 68, 50, 2, 124, 160, 192, 202, 44,
                   _CX + _CW - 20, 13, (_CX + 8, 290, 130, 30), (_CX, 396), 11, 11, min_cell=8, min_gutter=9)
LAYOUTS = {"full": FULL, "compact": COMPACT}


def geometry(layout: str) -> Geometry:
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
    return LAYOUTS[layout]


# -- colours ---------------------------------------------------------------------------------------
TEXT = "#222"
TABLE = "#cfd8dc"
TABLE_TEXT = "#263238"
FLOOR = "#f6f0e1"
GRID = "rgba(120, 100, 60, 0.30)"      # faint: a decoration, not a wall
TILE_EDGE = "#4e342e"
WALL = "#3e2723"
ORANGE_WALL = "#b34700"
PASSAGE = "#f6f0e1"
HERO = {"orange": "#f28c18", "yellow": "#f6c90e", "purple": "#8e44ad", "green": "#2e9e4f"}
TINT = {"orange": "#fbd4a2", "yellow": "#fbeea0", "purple": "#dcc6ea", "green": "#bfe6c9"}
DARK = {"orange": "#8f4700", "yellow": "#7a6000", "purple": "#4e2063", "green": "#175c2c"}
LETTER = {"orange": "O", "yellow": "Y", "purple": "P", "green": "G"}
LETTER_INK = {"orange": "#222", "yellow": "#222", "purple": "white", "green": "white"}
SAND_COLOUR, SAND_EDGE = "#c9a25a", "#5d4037"
ESCALATOR = "#9a7b6f"
REACH = {"move": "rgba(46, 160, 67, 0.38)", "vortex": "rgba(142, 68, 173, 0.30)",
         "escalator": "rgba(25, 118, 210, 0.30)"}
REACH_MARK = {"move": "#1b5e20", "vortex": "#4a148c", "escalator": "#0d47a1"}
DISCARD_FILL = {"may-go": "rgba(255, 179, 0, 0.22)", "picked": "rgba(216, 27, 96, 0.25)",
                "partner": "rgba(46, 160, 67, 0.35)"}
DISCARD_MARK = {"may-go": "#b26a00", "picked": "#ad1457", "partner": "#1b5e20"}
CRYSTAL_FILL, CRYSTAL_MARK = "rgba(3, 169, 244, 0.30)", "#01579b"
SELECT = "#1565c0"
EXPLORE_RING = "#e0a800"
HINT_COLOUR = "#d81b60"
OUT_OF_ORDER = "#8e0000"
PAWN_RED = "#d32f2f"
TALK_OK, TALK_NO, WON, LOST = "#2e7d32", "#b71c1c", "#1b5e20", "#7f0000"
BUTTON, BUTTON_TEXT = "#1565c0", "white"
MODES = ("learn", "game", "practice", "together")
DIRECTIONS = ("N", "E", "S", "W")
ARROWS = {"ArrowUp": "N", "ArrowRight": "E", "ArrowDown": "S", "ArrowLeft": "W",
          "w": "N", "d": "E", "s": "S", "a": "W"}
HERO_KEYS = {"o": "orange", "y": "yellow", "p": "purple", "g": "green"}
#: together mode: each seat's keys — hero, north, west, south, east, special
SEAT_KEYS: dict[int, tuple[str, str, str, str, str, str]] = {
    1: ("q", "w", "a", "s", "d", "e"),
    2: ("u", "i", "j", "k", "l", "o"),
    3: ("r", "t", "f", "g", "h", "y"),
    4: (",", "ArrowUp", "ArrowLeft", "ArrowDown", "ArrowRight", "."),
}
KEY_SHOWN = {"ArrowUp": "↑", "ArrowLeft": "←", "ArrowDown": "↓", "ArrowRight": "→"}
#: bots that wait this many game seconds for you put the Do Something! pawn in front of you
PATIENCE = 5
WORDS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def _kind(action: Any) -> str:
    """The action-tile action an engine action needs: N E S W, vortex, escalator, explore."""
    if isinstance(action, Move):
        return ""  # depends on the hero's position: see Controller.move_direction
    return {Vortex: "vortex", Escalator: "escalator", Explore: "explore"}.get(type(action), "")


# -- the view: where the mall's spaces are drawn -----------------------------------------------------
class View:
    """Pixel positions of the placed tiles' spaces: the pinwheel lattice with a label gutter
    between tiles, scaled and centred to fit the layout's mall area.

    A slot (i, j) of the lattice has its top-left space at mall-grid row ``-4i + j``, column
    ``i + 4j`` (engine.magic_maze.mall); it is drawn at x = col·cell + j·gutter, y = row·cell −
    i·gutter, so facing connection spaces stay in line across the gutter."""

    def __init__(self, placed: tuple, cell: float | None = None, geo: Geometry = FULL):
        self.placed = placed
        self.geo = geo
        regions = mall_of(placed).regions if placed else ()
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
        self.cell = cell
        self.gutter = geo.gutter_for(cell)
        self.origins = {}
        self.offsets: dict[int, tuple[float, float]] = {}
        for k, box in zip(keys, boxes):
            bx, by, bw, bh = box
            x0, y0, x1, y1 = self._extent(groups[k], cell, self.gutter)
            self.offsets[k] = (round(bx + (bw - (x1 - x0)) / 2 - x0), round(by + (bh - (y1 - y0)) / 2 - y0))
            self.areas.append((k, box))
        self.ox, self.oy = self.offsets[keys[0]] if keys else (mx, my)
        for p, r in zip(placed, regions):
            self.origins[p.tile] = self.tile_origin(p.slot, r)

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
        for tile, (x0, y0) in self.origins.items():
            if x0 <= x < x0 + 4 * s and y0 <= y < y0 + 4 * s:
                return (tile, int((y - y0) // s) + 1, int((x - x0) // s) + 1)
        return None


# -- small drawings ----------------------------------------------------------------------------------
def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines no wider than ``width`` at ``size`` px (whole words)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines


def draw_arrow(p: Painter, cx: float, cy: float, size: float, direction: str, fill: str,
               stroke: str | None = None) -> None:
    """A filled arrow head pointing ``direction`` (N E S W)."""
    h = size / 2
    pts = {"N": [(cx, cy - h), (cx + h, cy + h * 0.6), (cx - h, cy + h * 0.6)],
           "S": [(cx, cy + h), (cx + h, cy - h * 0.6), (cx - h, cy - h * 0.6)],
           "E": [(cx + h, cy), (cx - h * 0.6, cy - h), (cx - h * 0.6, cy + h)],
           "W": [(cx - h, cy), (cx + h * 0.6, cy - h), (cx + h * 0.6, cy + h)]}[direction]
    p.polygon(pts, fill=fill, stroke=stroke, width=1)


def draw_long_arrow(p: Painter, cx: float, cy: float, size: float, direction: str, colour: str) -> None:
    """A shaft and head: an action tile's move arrow."""
    dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[direction]
    h = size / 2
    p.polygon([(cx - dx * h - dy * size * 0.09, cy - dy * h - dx * size * 0.09),
               (cx + dx * h * 0.2 - dy * size * 0.09, cy + dy * h * 0.2 - dx * size * 0.09),
               (cx + dx * h * 0.2 + dy * size * 0.09, cy + dy * h * 0.2 + dx * size * 0.09),
               (cx - dx * h + dy * size * 0.09, cy - dy * h + dx * size * 0.09)], fill=colour)
    draw_arrow(p, cx + dx * h * 0.45, cy + dy * h * 0.45, size * 0.6, direction, colour)


def draw_magnifier(p: Painter, cx: float, cy: float, size: float, colour: str) -> None:
    r = size * 0.24
    p.circle(cx - size * 0.07, cy - size * 0.07, r, stroke=colour, width=max(1.5, size * 0.08))
    p.line(cx + size * 0.1, cy + size * 0.1, cx + size * 0.32, cy + size * 0.32, stroke=colour,
           width=max(2, size * 0.1))


def draw_vortex(p: Painter, cx: float, cy: float, size: float, colour: str) -> None:
    p.circle(cx, cy, size * 0.32, stroke=colour, width=max(1.5, size * 0.07))
    p.circle(cx, cy, size * 0.12, fill=colour)


def draw_escalator_icon(p: Painter, cx: float, cy: float, size: float, colour: str) -> None:
    s = size * 0.36
    steps = [(cx - s, cy + s), (cx - s, cy + s * 0.33), (cx - s * 0.33, cy + s * 0.33),
             (cx - s * 0.33, cy - s * 0.33), (cx + s * 0.33, cy - s * 0.33), (cx + s * 0.33, cy - s),
             (cx + s, cy - s), (cx + s, cy + s)]
    p.polygon(steps, fill=colour)


def draw_hourglass(p: Painter, cx: float, cy: float, size: float, top: float = 0.5) -> None:
    """An hourglass; ``top`` is the share of sand still above (0 to 1)."""
    w, h = size * 0.30, size * 0.36
    p.polygon([(cx - w, cy - h), (cx + w, cy - h), (cx, cy), (cx + w, cy + h), (cx - w, cy + h), (cx, cy)],
              fill="#fff8e1", stroke=SAND_EDGE, width=max(1.2, size * 0.05))
    if top > 0:
        t = h * top
        p.polygon([(cx - w * t / h, cy - t), (cx + w * t / h, cy - t), (cx, cy)], fill=SAND_COLOUR)
    if top < 1:
        b = h * (1 - top)
        p.polygon([(cx - w, cy + h), (cx + w, cy + h), (cx + w * (1 - b / h), cy + h - b),
                   (cx - w * (1 - b / h), cy + h - b)], fill=SAND_COLOUR)


def draw_pawn(p: Painter, cx: float, cy: float, r: float) -> None:
    """The red "Do Something!" pawn."""
    p.polygon([(cx - r * 0.8, cy + r), (cx + r * 0.8, cy + r), (cx + r * 0.35, cy - r * 0.1),
               (cx - r * 0.35, cy - r * 0.1)], fill=PAWN_RED, stroke="#5d0000", width=1)
    p.circle(cx, cy - r * 0.45, r * 0.45, fill=PAWN_RED, stroke="#5d0000", width=1)


def draw_action_icon(p: Painter, x: float, y: float, size: float, action: str, crossed: bool = False) -> None:
    """One action of an action tile, in a square at (x, y)."""
    with p.group(f"action action-{action}"):
        p.rect(x, y, size, size, fill="#eceff1", stroke="#455a64", width=1)
        cx, cy = x + size / 2, y + size / 2
        if action in DIRECTIONS:
            draw_long_arrow(p, cx, cy, size * 0.8, action, "#263238")
        elif action == "vortex":
            draw_vortex(p, cx, cy, size, "#d1c4e9" if crossed else "#4a148c")
        elif action == "escalator":
            draw_escalator_icon(p, cx, cy, size, "#0d47a1")
        elif action == "explore":
            draw_magnifier(p, cx, cy, size, "#5d4037")
        if crossed:
            p.line(x + 3, y + 3, x + size - 3, y + size - 3, stroke="#b71c1c", width=2.5)


# -- the controller -----------------------------------------------------------------------------------
class MagicMazeController(Controller):
    """Draws a Magic Maze state and turns clicks and keys into seat-stamped actions.

    UI state: ``mode``, ``seat`` (practice: the person's seat), ``selected`` (the hero the mouse
    and the learn-mode keys act on), ``seat_hero`` (together: each seat's chosen hero),
    ``clock_state`` (how the timer reads: "running", "stopped", "tutorial"), ``pace`` (practice),
    ``geo`` (the layout's ``Geometry``: full or compact; ``width`` and ``height`` follow it).
    """

    width = WIDTH
    height = HEIGHT
    layers = ("mall", "highlights", "heroes", "panel", "timer")
    buttons = (
        ButtonSpec("clock", "Start", "Turn the sand timer over and run the clock; pause it, run it again", "timer"),
        ButtonSpec("explore", "Explore", "Explore with the selected hero from its exploration space (key x)"),
        ButtonSpec("turn", "Turn a tile", "Solo: turn the next action tile onto the discard pile (key t)", "seats"),
        ButtonSpec("stop", "Stop after one tile", "Crystal ball: lay no second tile"),
    )
    parts = ("timer", "talking", "seats", "pawns", "theft", "stack")

    def __init__(self, game: MagicMaze, mode: str = "learn", seat: int = 1, pace: float = 1.0,
                 clock: bool = True, layout: str = "full"):
        super().__init__(game)
        self.geo = geometry(layout)
        self.width, self.height = self.geo.width, self.geo.height
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        players = game.players
        if mode == "practice" and players < 2:
            raise ValueError("practice mode needs 2 players or more: you hold one seat, bots the others")
        if mode == "together" and not 2 <= players <= len(SEAT_KEYS):
            raise ValueError(f"together mode has keys for 2 to {len(SEAT_KEYS)} seats, not {players}")
        if type(seat) is not int or not 1 <= seat <= players:
            raise ValueError(f"seat must be a seat from 1 to {players}, not {seat!r}")
        if not (isinstance(pace, (int, float)) and 0 < pace <= 10):
            raise ValueError(f"pace must be between 0 and 10 actions per second, not {pace!r}")
        self.mode = mode
        self.seat = seat
        self.pace = float(pace)
        self.clock_enabled = bool(clock)
        self.clock_state = "stopped" if clock else "tutorial"
        self.selected: str | None = None
        self.seat_hero = {s: HEROES[(s - 1) % 4] for s in range(1, players + 1)}
        self.credit = {s: 0.0 for s in self.bots}
        self.waited = 0        # game seconds the bots have waited for the person
        self.discard_pick: str | None = None   # 11: the tile picked first for a discard (its partners light up)
        self.crystal_pick = False              # 5 on: the mage's crystal ball offers its spaces to the clicks
        self._view: View | None = None

    # -- seats -------------------------------------------------------------------------------------
    @property
    def bots(self) -> tuple[int, ...]:
        """The seats the bots hold (practice mode only)."""
        if self.mode != "practice":
            return ()
        return tuple(s for s in range(1, self.game.players + 1) if s != self.seat)

    def performer(self, state: Any, kind: str) -> int:
        """The seat a mouse or learn-mode key action of ``kind`` is performed by."""
        if self.mode == "practice" or self.game.solo:
            return self.seat if self.mode == "practice" else 1
        holders = self.game.holders(state, kind)
        return holders[0] if holders else 1

    # -- the view ---------------------------------------------------------------------------------------
    @property
    def layout(self) -> str:
        """The layout's name: full or compact."""
        return self.geo.name

    @property
    def compact(self) -> bool:
        return self.geo is COMPACT

    def set_layout(self, layout: str) -> None:
        """Draw in another layout from now on (the board resizes its canvas at the next redraw)."""
        self.geo = geometry(layout)
        self.width, self.height = self.geo.width, self.geo.height
        self._view = None

    def view(self, state: Any) -> View:
        if self._view is None or self._view.placed != state.placed:
            self._view = View(state.placed, geo=self.geo)
        return self._view

    def remember(self, state: Any) -> None:
        """The position ``locate`` answers for (the board calls it after every change)."""
        self.shown = state
        self.view(state)

    def locate(self, target: Target) -> tuple[float, float]:
        kind = target[0]
        state = self.shown
        if kind == "space":
            tile, row, col = str(target[1]), int(target[2]), int(target[3])
            if tile not in self.view(state).origins or not (1 <= row <= 4 and 1 <= col <= 4):
                raise ValueError(f"there is no space tile {tile} ({row},{col}) in the mall")
            return self.view(state).centre(tile, row, col)
        if kind == "hero":
            cell = self.game.hero_cell(state, str(target[1])) if target[1] in HEROES else None
            if cell is None:
                raise ValueError(f"no {target[1]} hero stands in the mall")
            return self.view(state).centre(*state.mall.square(cell))
        if kind == "pawn":
            return (self.geo.pawn_x, self.seat_y(int(target[1])) + self.seat_h / 2)
        if kind == "button":
            x, y, w, h = {"clock": self.geo.clock_button, "turn": self.geo.turn_button}[str(target[1])]
            return (x + w / 2, y + h / 2)
        if kind == "pair":
            boxes = self.pair_boxes(state)
            pair = (str(target[1]), str(target[2]))
            if pair not in boxes:
                raise ValueError(f"no button for discarding tiles {pair[0]} and {pair[1]} on the panel now")
            x, y, w, h = boxes[pair]
            return (x + w / 2, y + h / 2)
        raise ValueError(f"no such place on a Magic Maze board: {target!r}")

    # -- scenario 11: the discard ------------------------------------------------------------------------
    def discard_pairs(self, state: Any) -> list[tuple[str, str]]:
        """The pairs of tiles that may be discarded now (empty outside scenario 11's discard)."""
        if state.phase != "discard" or state.over:
            return []
        return self.game.discard_pairs(state)

    def partners(self, state: Any, tile: str) -> list[str]:
        """The tiles that may be discarded together with ``tile`` now."""
        return [b if a == tile else a for a, b in self.discard_pairs(state) if tile in (a, b)]

    def pair_boxes(self, state: Any) -> dict[tuple[str, str], tuple[float, float, float, float]]:
        """The panel's pair buttons (the discard's fallback to clicking tiles): pair → (x, y, w, h); as
        many as fit where the seats are drawn."""
        geo = self.geo
        pairs = self.discard_pairs(state)
        if not pairs:
            return {}
        per_row, bw, bh, gap = 4, (geo.panel_w - 18) / 4, 24, 6
        top = geo.seats_y + 16
        bottom = (geo.legend[1] - 16) if self.shows_legend() and self.compact else geo.height - 8
        rows = max(1, int((bottom - top - 18) // (bh + gap)))
        out = {}
        for k, pair in enumerate(pairs[:rows * per_row]):
            r, c = divmod(k, per_row)
            out[pair] = (geo.panel_x + c * (bw + gap), top + r * (bh + gap), bw, bh)
        return out

    def discard_seat(self) -> int:
        return self.seat if self.mode == "practice" else 1

    def discard_click(self, board: BoardWidget, tile: str) -> None:
        """Scenario 11: a click on a tile while two must be discarded — the first picks it (its partners
        light up), a click on a partner discards the pair, on the picked tile again lets it go."""
        state = board.state
        pairs = self.discard_pairs(state)
        if self.discard_pick == tile:
            self.discard_pick = None
            board.say(f"Tile {tile} is let go: pick a tile to discard.")
            return
        pick = self.discard_pick
        if pick is not None:
            pair = next((pr for pr in pairs if set(pr) == {pick, tile}), None)
            if pair is not None:
                self.discard_pick = None
                board.play(Discard(self.discard_seat(), *pair))
                return
            low, high = sorted((pick, tile), key=lambda t: (len(t), t))
            board.play(Discard(self.discard_seat(), low, high))   # refused: the engine says why
            return
        partners = self.partners(state, tile)
        if partners:
            self.discard_pick = tile
            board.say(f"Tile {tile} picked: click a lit partner to discard both ({', '.join(partners)}).")
            return
        index = {p.tile: k for k, p in enumerate(state.placed)}
        why = self.game._why_not_discard(state, (tile, tile)) if tile in index else f"There is no tile {tile}."
        if why.startswith("Without"):
            why = f"Tile {tile} has no partner: without it and any other tile the mall would fall apart."
        board.refuse(IllegalAction("magic_maze.rearrange", why))

    # -- the crystal ball (5 on) --------------------------------------------------------------------------
    def crystal_spaces(self, state: Any) -> list[tuple[int, int]]:
        """The exploration spaces the crystal ball may lay a tile at now (none unless it is in use or
        offered: the mage on a working ball, selected, its ball picked)."""
        if state.over or not state.started or self.game.is_chance_node(state):
            return []
        if state.phase == "crystal" or (self.crystal_pick and self.selected == "purple"
                                        and self.game.crystal_ball(state) is not None and self.game.stack_left(state)):
            return state.mall.unexplored()
        return []

    def crystal_seat(self, state: Any) -> int:
        if state.phase == "crystal":
            return state.pending[0]
        return self.seat if self.mode == "practice" else self.performer(state, "explore")

    @property
    def seat_h(self) -> float:
        """The height of a seat's row: the layout's, or less when many seats share a compact panel."""
        geo = self.geo
        if self.compact and self.game.players <= 4:
            return geo.seat_h
        # many seats (a compact panel; 9 players of scenario 9 in the full one): the rows share what is left
        return min(geo.seat_h, (geo.height - 4 - geo.seat_top) / self.game.players)

    @property
    def pawn_r(self) -> float:
        """The Do Something! pawn slot's radius (its ring is 3 pixels wider)."""
        return min(self.geo.pawn_r, self.seat_h / 2 - 4)

    def seat_y(self, seat: int) -> float:
        return self.geo.seat_top + (seat - 1) * self.seat_h

    def shows_legend(self) -> bool:
        """The highlight legend: under the mall in the full layout; at the foot of the compact
        panel, unless more than four seats need that room."""
        return not self.compact or self.game.players <= 4

    # -- what the selected hero can do ----------------------------------------------------------------
    def move_direction(self, state: Any, hero: str, dest: tuple[int, int]) -> str | None:
        cell = self.game.hero_cell(state, hero)
        if cell is None:
            return None
        dr, dc = dest[0] - cell[0], dest[1] - cell[1]
        if (dr != 0) == (dc != 0):
            return None
        return "N" if dr < 0 else "S" if dr > 0 else "W" if dc < 0 else "E"

    def candidates(self, state: Any, hero: str, dest: tuple[int, int], seat: int | None = None) -> list[Any]:
        """The actions that would bring ``hero`` onto mall cell ``dest``, in the board's order of
        preference: a straight move, the escalator, a vortex — each by the performing seat."""
        game, mall = self.game, state.mall
        square = mall.square(dest)
        out: list[Any] = []
        d = self.move_direction(state, hero, dest)
        if d is not None:
            out.append(Move(seat or self.performer(state, d), hero, *square))
        cell = game.hero_cell(state, hero)
        if cell is not None and mall.escalator_end(cell) == dest:
            out.append(Escalator(seat or self.performer(state, "escalator"), hero))
        space = mall.space(dest)
        if space.kind == "vortex" and space.colour == hero and dest != cell:
            out.append(Vortex(seat or self.performer(state, "vortex"), hero, *square))
        return out

    def reach(self, state: Any, hero: str) -> dict[tuple[int, int], tuple[str, Any]]:
        """Every mall cell the mouse can send ``hero`` to now: cell → (kind, action), where kind is
        move, escalator or vortex (the action the click performs)."""
        game = self.game
        if state.over or not state.started or game.is_chance_node(state) or game.hero_cell(state, hero) is None:
            return {}
        mall = state.mall
        dests: set[tuple[int, int]] = set()
        for d in DIRECTIONS:
            dests.update(game.destinations(state, hero, d))
        cell = game.hero_cell(state, hero)
        end = mall.escalator_end(cell)
        if end is not None:
            dests.add(end)
        if not state.theft:
            dests.update(game.vortex_targets(state, hero))
        out = {}
        for dest in sorted(dests):
            for action in self.candidates(state, hero, dest):
                if game.explain(state, action) is None:
                    kind = "move" if isinstance(action, Move) else _kind(action)
                    out[dest] = (kind, action)
                    break
        return out

    def explore_action(self, state: Any, hero: str, seat: int | None = None) -> Explore:
        return Explore(seat or self.performer(state, "explore"), hero)

    # -- drawing -----------------------------------------------------------------------------------------
    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        getattr(self, f"_draw_{layer}")(painter, state, ui)

    def _draw_mall(self, p: Painter, state: Any, ui: BoardUI) -> None:
        """The table, then every tile in passes of one style each (floors, passages, grids,
        escalators, spaces, walls, edges, labels): the canvas message sends each style once."""
        view = self.view(state)
        geo = self.geo
        g = view.gutter
        mall = state.mall
        s = view.cell
        tiles = [(placed, *view.origins[placed.tile]) for placed in mall.placed]
        p.rect(0, 0, geo.table_w, geo.height, fill=TABLE)
        for placed, x0, y0 in tiles:
            with p.group(f"tile tile-{placed.tile}"):
                p.rect(x0, y0, 4 * s, 4 * s, fill=FLOOR)
        # passages: the floor goes on across the gutter between two open facing connection spaces
        for cell in sorted(mall.at):
            side = mall.side_of(cell)
            if side not in ("N", "W"):
                continue
            dr, dc = DIRECTION[side]
            other = (cell[0] + dr, cell[1] + dc)
            if other in mall.at and mall.step_open(cell, other):
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("passage"):
                    if side == "N":
                        p.rect(x + 2, y - g - 1, s - 4, g + 2, fill=PASSAGE, stroke=TILE_EDGE, width=1.5)
                    else:
                        p.rect(x - g - 1, y + 2, g + 2, s - 4, fill=PASSAGE, stroke=TILE_EDGE, width=1.5)
        for placed, x0, y0 in tiles:
            for a, b in placed.spec.escalators:
                self._draw_escalator(p, placed, a, b, x0, y0, s)
        for placed, x0, y0 in tiles:
            with p.group(f"grid grid-{placed.tile}"):
                for k in (1, 2, 3):
                    p.line(x0 + k * s, y0, x0 + k * s, y0 + 4 * s, stroke=GRID, width=1)
                    p.line(x0, y0 + k * s, x0 + 4 * s, y0 + k * s, stroke=GRID, width=1)
        # the special spaces, kind by kind and colour by colour (fewer style changes)
        special = []
        for placed, x0, y0 in tiles:
            for r in range(4):
                for c in range(4):
                    cell = placed.cell((r, c))
                    space = mall.space(cell)
                    if space.kind != "floor":
                        special.append((space.kind, space.colour, x0 + c * s, y0 + r * s, cell, space))
        for kind, colour, x, y, cell, space in sorted(special, key=lambda t: t[:4]):
            self._draw_space(p, mall, cell, space, x, y, s)
        for placed, x0, y0 in tiles:
            for pair in sorted(placed.spec.walls, key=sorted):
                self._draw_wall(p, placed, pair, x0, y0, s, WALL, "wall")
        for placed, x0, y0 in tiles:
            for pair in sorted(placed.spec.orange_walls, key=sorted):
                self._draw_wall(p, placed, pair, x0, y0, s, ORANGE_WALL, "orange-wall")
        for placed, x0, y0 in tiles:
            with p.group("tile-edge"):
                p.rect(x0, y0, 4 * s, 4 * s, stroke=TILE_EDGE, width=2)
        # labels: columns 1-4 along each tile's top edge, rows 1-4 down its left edge
        size = min(geo.label_size, s * 0.5)
        for placed, x0, y0 in tiles:
            with p.group(f"labels labels-{placed.tile}"):
                for k in range(4):
                    p.text(x0 + (k + 0.5) * s, y0 - g / 2, str(k + 1), fill=TABLE_TEXT, size=size,
                           max_width=min(s, g) - 2)
                    p.text(x0 - g / 2, y0 + (k + 0.5) * s, str(k + 1), fill=TABLE_TEXT, size=size,
                           max_width=g - 2)
        # the tile's number in the corner where its two label gutters meet
        for placed, x0, y0 in tiles:
            with p.group(f"tile-number tile-number-{placed.tile}"):
                p.rect(x0 - g, y0 - g, g, g, fill=TILE_EDGE)
        for placed, x0, y0 in tiles:
            with p.group(f"tile-number tile-number-{placed.tile}"):
                # as large as the corner holds (a narrow gutter: smaller), never larger than the layout's size
                size = min(geo.number_size, math.floor((g - 1) / text_width(placed.tile, 1, True) * 2) / 2)
                p.text(x0 - g / 2, y0 - g / 2 + 0.5, placed.tile, fill="white", size=size, bold=True, max_width=g - 1)
        if view.split:
            self._draw_captions(p, state, view)
        if self.shows_legend():
            self._draw_legend(p, state, ui)

    def _draw_captions(self, p: Painter, state: Any, view: View) -> None:
        """Scenario 13: a caption over each mall, and a line between the two."""
        start = state.placed[0].tile
        words = {0: f"Mall 1: start tile {start}", 1: "Mall 2: tile 3 · linked by vortexes only"}
        for region, (bx, by, bw, bh) in view.areas:
            with p.group(f"mall-caption mall-caption-{region + 1}"):
                p.text(bx + 4, by - CAPTION_H / 2, words.get(region, f"Mall {region + 1}"), fill=TABLE_TEXT,
                       size=11, bold=True, align="left", max_width=bw - 8)
        (_, (ax, ay, aw, ah)), (_, (cx, cy, cw, ch)) = view.areas[:2]
        with p.group("mall-divider"):
            if cx > ax + aw:     # side by side
                x = (ax + aw + cx) / 2
                p.line(x, ay - CAPTION_H, x, ay + ah, stroke=TABLE_TEXT, width=2)
            else:
                y = (ay + ah + cy - CAPTION_H) / 2
                p.line(ax, y, ax + aw, y, stroke=TABLE_TEXT, width=2)

    def _draw_escalator(self, p: Painter, placed: Any, a: tuple, b: tuple, x0: float, y0: float, s: float) -> None:
        (ra, ca), (rb, cb) = placed.laid(a), placed.laid(b)
        xa, ya = x0 + (ca + 0.5) * s, y0 + (ra + 0.5) * s
        xb, yb = x0 + (cb + 0.5) * s, y0 + (rb + 0.5) * s
        with p.group("escalator"):
            p.line(xa, ya, xb, yb, stroke=ESCALATOR, width=max(3, s * 0.22))
            length = ((xb - xa) ** 2 + (yb - ya) ** 2) ** 0.5 or 1
            nx, ny = -(yb - ya) / length * s * 0.11, (xb - xa) / length * s * 0.11
            for k in range(1, 5):
                mx, my = xa + (xb - xa) * k / 5, ya + (yb - ya) * k / 5
                p.line(mx - nx, my - ny, mx + nx, my + ny, stroke=FLOOR, width=1.5)
            p.circle(xa, ya, s * 0.13, fill=ESCALATOR)
            p.circle(xb, yb, s * 0.13, fill=ESCALATOR)

    def _draw_wall(self, p: Painter, placed: Any, pair: frozenset, x0: float, y0: float, s: float,
                   colour: str, cls: str) -> None:
        (r1, c1), (r2, c2) = sorted(placed.laid(c) for c in pair)
        with p.group(cls):
            if r1 == r2:  # side by side: a vertical wall
                x = x0 + c2 * s
                ya, yb = y0 + r1 * s, y0 + (r1 + 1) * s
                if cls == "orange-wall":   # the dwarf's small passage: a gap in the middle
                    p.line(x, ya, x, ya + s * 0.35, stroke=colour, width=max(3, s * 0.1))
                    p.line(x, yb - s * 0.35, x, yb, stroke=colour, width=max(3, s * 0.1))
                else:
                    p.line(x, ya, x, yb, stroke=colour, width=max(3, s * 0.1))
            else:
                y = y0 + r2 * s
                xa, xb = x0 + c1 * s, x0 + (c1 + 1) * s
                if cls == "orange-wall":
                    p.line(xa, y, xa + s * 0.35, y, stroke=colour, width=max(3, s * 0.1))
                    p.line(xb - s * 0.35, y, xb, y, stroke=colour, width=max(3, s * 0.1))
                else:
                    p.line(xa, y, xb, y, stroke=colour, width=max(3, s * 0.1))

    def _draw_space(self, p: Painter, mall: Mall, cell: tuple[int, int], space: Any, x: float, y: float,
                    s: float) -> None:
        kind, colour = space.kind, space.colour
        cx, cy = x + s / 2, y + s / 2
        with p.group(f"space {kind}" + (f" {kind}-{colour}" if colour else "")):
            if kind == "explore":
                p.rect(x + 1, y + 1, s - 2, s - 2, fill=TINT[colour])
                draw_magnifier(p, cx, cy, s, DARK[colour])
            elif kind == "entry":
                side = mall.side_of(cell)
                inward = {"N": "S", "S": "N", "E": "W", "W": "E"}[side]
                draw_arrow(p, cx, cy, s * 0.6, inward, "white", stroke="#616161")
            elif kind == "vortex":
                p.circle(cx, cy, s * 0.42, fill=TINT[colour])
                draw_vortex(p, cx, cy, s, DARK[colour])
            elif kind == "item":
                r = s * 0.34
                p.polygon([(cx, cy - r), (cx + r * 0.8, cy - r * 0.2), (cx, cy + r), (cx - r * 0.8, cy - r * 0.2)],
                          fill=HERO[colour], stroke=DARK[colour], width=max(1.5, s * 0.05))
                p.polygon([(cx, cy - r * 0.55), (cx + r * 0.35, cy - r * 0.2), (cx, cy + r * 0.25),
                           (cx - r * 0.35, cy - r * 0.2)], fill="white")
            elif kind == "exit":
                w, h = s * 0.5, s * 0.66
                p.rect(cx - w / 2, cy - h / 2, w, h, fill=HERO[colour], stroke=DARK[colour], width=max(1.5, s * 0.06))
                draw_arrow(p, cx + w * 0.05, cy, s * 0.3, "E", "white", stroke=DARK[colour])
            elif kind == "hourglass":
                draw_hourglass(p, cx, cy, s)
            elif kind == "camera":
                p.rect(cx - s * 0.28, cy - s * 0.18, s * 0.56, s * 0.36, fill="#37474f")
                p.circle(cx, cy, s * 0.12, fill="#b0bec5")
            elif kind == "crystal":
                p.circle(cx, cy, s * 0.3, fill="#81d4fa", stroke="#01579b", width=1.5)
                p.circle(cx - s * 0.1, cy - s * 0.1, s * 0.07, fill="white")

    def _draw_legend(self, p: Painter, state: Any, ui: BoardUI) -> None:
        """What the lit spaces mean, and how tiles are named: one line under the mall (full), two
        lines at the foot of the panel (compact)."""
        geo = self.geo
        x, y = geo.legend
        gap = 10 if self.compact else 14
        extra = self.legend_extra(state)
        if extra:
            y -= 6 if self.compact else 9
        with p.group("legend"):
            for kind, words in (("move", "move"), ("vortex", "vortex"), ("escalator", "escalator")):
                p.rect(x, y - 8, 16, 16, fill=FLOOR)
                p.rect(x, y - 8, 16, 16, fill=REACH[kind], stroke=REACH_MARK[kind], width=1)
                p.text(x + 21, y, words, fill=TABLE_TEXT, size=11, align="left", max_width=70)
                x += 24 + text_width(words, 11) + gap
            p.circle(x + 8, y, 8, stroke=EXPLORE_RING, width=3)
            p.text(x + 21, y, "explore", fill=TABLE_TEXT, size=11, align="left", max_width=60)
            x += 24 + text_width("explore", 11) + gap
            words = "dark corner: tile number; top: columns; left: rows"
            if self.compact:
                x, y = geo.legend[0], y + (17 if extra else 22)
                p.text(x, y, words, fill=TABLE_TEXT, size=geo.small, align="left", max_width=geo.panel_w)
                if extra:
                    p.text(x, y + 17, extra, fill=TABLE_TEXT, size=geo.small, align="left", max_width=geo.panel_w)
            else:
                p.text(x, y, words, fill=TABLE_TEXT, size=10, align="left", max_width=PANEL_X - 16 - x)
                if extra:
                    p.text(geo.legend[0], y + 18, extra, fill=TABLE_TEXT, size=10, align="left",
                           max_width=PANEL_X - 16 - geo.legend[0])

    def legend_extra(self, state: Any) -> str:
        """The legend's line for the markers and lights of scenarios 5 on ("" in 1–4)."""
        scen = self.game.scenario
        if state.phase == "discard" and not state.over:
            return "amber: may go; picked: pink; green: its partners"
        if self.crystal_spaces(state):
            return "blue: the crystal ball may lay a tile there"
        if scen.cameras:
            return "red cross: out of order; red ring: hourglass closed"
        if scen.crystal:
            return "red cross: out of order (used hourglass or ball)"
        return ""

    def _draw_highlights(self, p: Painter, state: Any, ui: BoardUI) -> None:
        view = self.view(state)
        s = view.cell
        mall = state.mall
        hero = self.selected
        # 11: the tiles that may go (amber), the picked one (magenta frame), its partners (green)
        pairs = self.discard_pairs(state)
        if pairs:
            may = {t for pr in pairs for t in pr}
            partners = set(self.partners(state, self.discard_pick)) if self.discard_pick else set()
            for tile in sorted(may):
                x0, y0 = view.origins[tile]
                kind = "partner" if tile in partners else "picked" if tile == self.discard_pick else "may-go"
                with p.group(f"discard discard-{kind}"):
                    p.rect(x0 + 2, y0 + 2, 4 * s - 4, 4 * s - 4, fill=DISCARD_FILL[kind])
                    p.rect(x0 + 2, y0 + 2, 4 * s - 4, 4 * s - 4, stroke=DISCARD_MARK[kind], width=4)
        # 6 on: unused hourglasses closed by two working cameras
        if self.game.scenario.cameras and len(self.game.working_cameras(state)) >= 2:
            for cell in mall.cells_of.get("hourglass", []):
                if cell in state.used:
                    continue
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("hourglass-closed"):
                    p.circle(x + s / 2, y + s / 2, s * 0.45, stroke=TALK_NO, width=max(2.5, s * 0.08))
        # the crystal ball: where it may lay a tile
        for cell in self.crystal_spaces(state):
            x, y, _ = view.space_box(*mall.square(cell))
            with p.group("reach reach-crystal"):
                p.rect(x + 2, y + 2, s - 4, s - 4, fill=CRYSTAL_FILL)
                p.circle(x + s / 2, y + s / 2, s * 0.42, stroke=CRYSTAL_MARK, width=3)
        # 10: the items (before the theft) or exits (after) the selected hero may use: other colours'
        scen = self.game.scenario
        if hero is not None and scen.items == "other" and self.game.active(state, hero) is not None \
                and not state.over and self.mode != "together":
            goals = self.game.exits_for(state, hero) if state.theft else self.game.items_for(state, hero)
            for cell in goals:
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("goal"):
                    p.rect(x + 1, y + 1, s - 2, s - 2, stroke=HERO[hero], width=max(3, s * 0.1))
        if ui.show_highlights and hero is not None and self.mode != "together" \
                and self.game.hero_cell(state, hero) is not None:
            cell = self.game.hero_cell(state, hero)
            for dest, (kind, action) in sorted(self.reach(state, hero).items()):
                x, y, _ = view.space_box(*mall.square(dest))
                with p.group(f"reach reach-{kind}"):
                    p.rect(x + 2, y + 2, s - 4, s - 4, fill=REACH[kind])
                    cx, cy = x + s / 2, y + s / 2
                    if kind == "move":
                        d = self.move_direction(state, hero, dest)
                        draw_arrow(p, cx, cy, s * 0.3, d, REACH_MARK[kind])
                    elif kind == "vortex":
                        p.circle(cx, cy, s * 0.4, stroke=REACH_MARK[kind], width=2.5)
                    else:
                        draw_escalator_icon(p, cx, cy, s * 0.7, REACH_MARK[kind])
            if self.game.can_explore(state, hero):
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("reach reach-explore"):
                    p.circle(x + s / 2, y + s / 2, s * 0.58, stroke=EXPLORE_RING, width=4)
        if ui.hint is not None:
            for mark in ui.hint.marks:
                try:
                    cx, cy = self.locate(mark) if mark[0] != "space" else view.centre(*mark[1:])
                except (ValueError, KeyError):
                    continue
                with p.group("hint"):
                    p.rect(cx - s / 2 + 3, cy - s / 2 + 3, s - 6, s - 6, stroke=HINT_COLOUR, width=3)

    def _draw_heroes(self, p: Painter, state: Any, ui: BoardUI) -> None:
        view = self.view(state)
        s = view.cell
        mall = state.mall
        marked = [(c, "out-of-order") for c in state.used] + [(c, "out-of-order ball-used") for c in state.balls] \
            + [(c, "out-of-order camera-off") for c in state.cameras]
        for cell, group in marked:
            x, y, _ = view.space_box(*mall.square(cell))
            with p.group(group):
                # a white casing under the red cross: it stands out on the hourglass's dark outline
                casing = "white" if group == "out-of-order" else "#1a1a1a"   # dark on a ball or a camera lens
                for width, colour in ((max(5, s * 0.16), casing), (max(3, s * 0.1), OUT_OF_ORDER)):
                    p.line(x + s * 0.18, y + s * 0.18, x + s * 0.82, y + s * 0.82, stroke=colour, width=width)
                    p.line(x + s * 0.82, y + s * 0.18, x + s * 0.18, y + s * 0.82, stroke=colour, width=width)
        for hero, cell in zip(HEROES, state.heroes):
            if cell is None:
                continue
            cx, cy = view.centre(*mall.square(cell))
            selected = hero == self.selected and self.mode != "together" and not state.over
            with p.group(f"hero hero-{hero}" + (" selected" if selected else "")):
                if selected:
                    p.circle(cx, cy, s * 0.47, fill="white", stroke=SELECT, width=max(3, s * 0.08))
                p.circle(cx, cy, s * 0.38, fill=HERO[hero], stroke="#1a1a1a", width=2)
                p.circle(cx - s * 0.12, cy - s * 0.13, s * 0.08, fill="rgba(255, 255, 255, 0.55)")
                size = max(self.geo.letter_size, s * self.geo.letter_share)
                if self.compact:
                    size = min(size, s * 0.5)   # a crowded mall: the letter stays inside its disc
                p.text(cx, cy + 0.5, LETTER[hero], fill=LETTER_INK[hero], size=size, bold=True, max_width=s * 0.6)
            if hero in state.frozen:     # 10, 17: escaped, standing on its exit for good
                with p.group(f"frozen frozen-{hero}"):
                    p.circle(cx, cy, s * 0.46, stroke="white", width=max(2, s * 0.06))
                    p.circle(cx + s * 0.3, cy - s * 0.3, s * 0.17, fill=WON, stroke="white", width=1.5)
                    p.line(cx + s * 0.22, cy - s * 0.3, cx + s * 0.28, cy - s * 0.23, stroke="white", width=2)
                    p.line(cx + s * 0.28, cy - s * 0.23, cx + s * 0.39, cy - s * 0.38, stroke="white", width=2)

    # -- the panel ----------------------------------------------------------------------------------------
    def _draw_panel(self, p: Painter, state: Any, ui: BoardUI) -> None:
        game, geo = self.game, self.geo
        x0, w = geo.panel_x, geo.panel_w
        if ui.shows("talking"):
            self._draw_banner(p, state)
        y = geo.info_y
        if ui.shows("stack"):
            gap = 15 if self.compact else 16
            first, second, alarm = self.info_lines(state)
            with p.group("score"):
                p.text(x0, y + 8, first, fill=TALK_NO if alarm else TEXT, size=11, bold=alarm, align="left",
                       max_width=w)
                p.text(x0, y + 8 + gap, second, fill=TEXT, size=11, align="left", max_width=w)
        if ui.shows("theft"):
            self._draw_theft(p, state, geo.theft_y)
        if ui.shows("seats"):
            if game.solo:
                self._draw_solo(p, state)
            elif self.discard_pairs(state):
                self._draw_discard(p, state)
            else:
                self._draw_seats(p, state, ui)

    def _draw_discard(self, p: Painter, state: Any) -> None:
        """Scenario 11 at a flip: what to do, and a button for each pair that may go (as many as fit)."""
        geo = self.geo
        x0, w = geo.panel_x, geo.panel_w
        pairs = self.discard_pairs(state)
        boxes = self.pair_boxes(state)
        with p.group("discard-head"):
            p.text(x0, geo.seats_y, "Discard two tiles: click one, then a partner", fill=TEXT, size=11,
                   bold=True, align="left", max_width=w)
        for (a, b), (bx, by, bw, bh) in boxes.items():
            lit = self.discard_pick in (a, b)
            with p.group("pair-button" + (" lit" if lit else "")):
                p.rect(bx, by, bw, bh, fill=DISCARD_MARK["picked"] if lit else BUTTON)
                p.text(bx + bw / 2, by + bh / 2, f"{a} + {b}", fill=BUTTON_TEXT, size=12, bold=True,
                       max_width=bw - 6)
        if len(boxes) < len(pairs):
            last = max(by + bh for bx, by, bw, bh in boxes.values())
            with p.group("discard-more"):
                p.text(x0, last + 12, f"and {len(pairs) - len(boxes)} more pairs: click the tiles", fill=TEXT,
                       size=geo.small, align="left", max_width=w)

    def info_lines(self, state: Any) -> tuple[str, str, bool]:
        """The panel's two lines under the banner: the score and the stack; with cameras (6 on) the
        first says how many work and whether the hourglasses are closed (True: they are, drawn in red);
        an open stack (8, 13) shows its top tile face up."""
        scen = self.game.scenario
        n, m = len(state.stack) + len(state.under), len(state.placed)
        if state.top and scen.open_stack:
            stack = f"stack: {n}, top face up: {state.top}"
        else:
            stack = f"stack: {n} tile{'s' if n != 1 else ''} face down"
        if not scen.cameras:
            return (f"Hourglasses used: {state.flips} (the score: fewer is better)",
                    f"{stack[0].upper()}{stack[1:]} · mall: {m} tile{'s' if m != 1 else ''}", False)
        k = len(self.game.working_cameras(state))
        closed = k >= 2
        first = (f"{k} cameras work: no hero onto an hourglass" if closed else
                 f"Cameras working: {k} (hourglasses open)")
        return first, f"Hourglasses used: {state.flips} · {stack}", closed

    def _draw_banner(self, p: Painter, state: Any) -> None:
        geo = self.geo
        x0, w, top = geo.panel_x, geo.panel_w, geo.banner_y
        if state.over:
            won = state.result == "won"
            fill = WON if won else LOST
            if won:
                head = "Won! All four heroes are out."
                body = f"Hourglasses used: {state.flips} (fewer is better). {state.sand} s of sand were left."
            elif state.sand:
                head = "Lost: no two tiles could go."
                body = ("At the hourglass no pair of tiles could be discarded (rearrangement), so everybody "
                        "loses at once.")
            else:
                head = "Lost: the sand has run out."
                body = "Everybody loses at once. Try again: the heroes need to hurry."
        else:
            talk = self.game.communication(state)
            fill = TALK_OK if talk.allowed else TALK_NO
            if talk.how == "gestures":
                head = "Gestures only: no words"
            elif talk.allowed:
                head = "Talking allowed"
            elif not talk.pawn and not self.game.solo:
                head = "Silence: eyes only, no pawn"
            else:
                head = "Silence"
            body = talk.why[0].upper() + talk.why[1:] + "."
        size = geo.body
        step = 13 if size <= 10.5 else 14
        with p.group("banner talking" if not state.over else f"banner result-{state.result}"):
            p.rect(x0, top, w, geo.banner_h, fill=fill)
            p.text(x0 + 8, top + 12, head, fill="white", size=13, bold=True, align="left", max_width=w - 16)
            for k, line in enumerate(wrap(body, size, w - 16)[:geo.banner_lines]):
                p.text(x0 + 8, top + 28 + k * step, line, fill="white", size=size, align="left", max_width=w - 16)

    def _draw_theft(self, p: Painter, state: Any, y: float) -> None:
        x0 = self.geo.panel_x
        # compact: fewer words, a wider box for the bold line (nothing shrinks below 11 px)
        box, words, out_x = (172, "Theft: each hero on its item", 176) if self.compact else \
            (150, "Theft: each hero on its own item", 186)
        if self.game.scenario.items == "other":
            words = "Theft: on others' items" if self.compact else "Theft: on other colours' items"
        with p.group("theft" + (" theft-done" if state.theft else "")):
            if state.theft:
                p.rect(x0, y - 2, box, 20, fill="#4a148c")
                p.text(x0 + 6, y + 8, "THEFT done: now escape!", fill="white", size=11, bold=True, align="left",
                       max_width=box - 10)
            else:
                p.text(x0, y + 8, words, fill=TEXT, size=11, align="left", max_width=out_x - 6)
            x = x0 + out_x
            p.text(x, y + 8, "out:", fill=TEXT, size=11, align="left", max_width=28)
            for k, hero in enumerate(HEROES):
                cx = x + 40 + k * 22
                out = self.game.escaped(state, hero)
                with p.group(f"escape escape-{hero}" + (" escaped" if out else "")):
                    p.circle(cx, y + 8, 9, fill=HERO[hero] if out else "white", stroke=DARK[hero], width=2)
                    if out:
                        p.text(cx, y + 8.5, "✓", fill=LETTER_INK[hero], size=11, bold=True, max_width=14)

    def _seat_words(self, seat: int) -> str:
        if self.mode == "practice":
            return "you" if seat == self.seat else "bot"
        if self.mode == "together":
            return "keys"
        return ""

    def _draw_seats(self, p: Painter, state: Any, ui: BoardUI) -> None:
        geo = self.geo
        x0 = geo.panel_x
        with p.group("seats-header"):
            if self.mode == "together":
                head = "Seat keys (Shift: all the way)" if self.compact else "Seat keys (Shift + move: all the way)"
            else:
                head = "Seats and their action tiles"
            p.text(x0, geo.seats_y, head, fill=TEXT, size=12, bold=True, align="left",
                   max_width=195 if self.compact else 215)
            if ui.shows("pawns"):
                words = "Do Something!" if self.game.pawn_seats(state) else "no pawn"
                p.text(geo.pawn_x + geo.pawn_r + 2, geo.seats_y, words, fill=TEXT, size=geo.small,
                       align="right", max_width=90 if self.compact else 100)
        for seat in range(1, self.game.players + 1):
            self._draw_seat(p, state, ui, seat)

    def _draw_seat(self, p: Painter, state: Any, ui: BoardUI, seat: int) -> None:
        geo = self.geo
        x0, w = geo.panel_x, geo.panel_w
        y, h = self.seat_y(seat), self.seat_h
        tile = state.holdings[seat - 1]
        if not tile:           # scenario 9: the leader holds no action tile
            self._draw_leader(p, state, ui, seat)
            return
        acts = ACTION_TILES[tile]
        mine = self.mode == "practice" and seat == self.seat
        keys = SEAT_KEYS.get(seat) if self.mode == "together" else None
        # a seat's row: its words on top, the action tiles below; a compact panel with many seats
        # puts "Seat n" and the tiles on one line (the tiles say what the words would)
        one_line = h < 40
        icon = min(22.0, h - 8) if one_line else 22
        icons_y = y + (h - icon) / 2 if one_line else y + 19
        mid = icons_y + icon / 2
        with p.group(f"seat seat-{seat}" + (" you" if mine else "")):
            p.rect(x0, y + 1, w, h - 2, fill="#fff8e1" if mine else "#f5f5f5",
                   stroke=SELECT if mine else "#b0bec5", width=2 if mine else 1)
            who = self._seat_words(seat)
            x = x0 + 6
            if one_line:
                head = f"Seat {seat}" + (f" ({who})" if who else "")
                p.text(x, mid, head, fill=TEXT, size=geo.body, bold=mine, align="left", max_width=80)
                x += text_width(head, geo.body, mine) + 8
            else:
                words = ", ".join(WORDS.get(a, a) for a in acts)
                if tile.endswith("x"):
                    words += " (vortex crossed out)"
                head = f"Seat {seat}" + (f" ({who})" if who else "") + f": {words}"
                room = w - 2 * geo.pawn_r - 18 if self.compact else w - 50
                p.text(x, y + 11, head, fill=TEXT, size=geo.body, bold=mine, align="left", max_width=room)
            if keys is not None:
                hero = self.seat_hero[seat]
                with p.group("seat-hero"):
                    p.circle(x + 9, y + 30, 9, fill=HERO[hero], stroke="#1a1a1a", width=1.5)
                    p.text(x + 9, y + 30.5, LETTER[hero], fill=LETTER_INK[hero], size=10 if self.compact else 9,
                           bold=True, max_width=14)
                    p.text(x + 21, y + 30, self._key_text(keys[0]), fill="#0d47a1", size=11, bold=True,
                           align="left", max_width=14)
                x += 40
            for act in acts:
                draw_action_icon(p, x, icons_y, icon, act)
                x += icon + 3
                if keys is not None:
                    key = {"N": keys[1], "W": keys[2], "S": keys[3], "E": keys[4]}.get(act)
                    if key is None and self.compact:
                        key = keys[5]     # compact: the special key beside each special action it does
                    if key is not None:
                        p.text(x, y + 30, self._key_text(key), fill="#0d47a1", size=11, bold=True, align="left",
                               max_width=14)
                        x += 17
            if tile.endswith("x"):
                draw_action_icon(p, x, icons_y, icon, "vortex", crossed=True)
                x += icon + 3
            if keys is not None and not self.compact and any(a in acts for a in ("vortex", "escalator", "explore")):
                p.text(x + 2, y + 30, f"special {self._key_text(keys[5])}", fill="#0d47a1", size=11, bold=True,
                       align="left", max_width=geo.pawn_x - geo.pawn_r - 8 - (x + 2))
        self._draw_pawn_slot(p, state, ui, seat)

    def _draw_leader(self, p: Painter, state: Any, ui: BoardUI, seat: int) -> None:
        """Scenario 9: the leader's row — no action tile; alone it may use the Do Something! pawn."""
        geo = self.geo
        x0, w = geo.panel_x, geo.panel_w
        y, h = self.seat_y(seat), self.seat_h
        mine = self.mode == "practice" and seat == self.seat
        who = self._seat_words(seat)
        room = w - 2 * self.pawn_r - 18
        with p.group(f"seat seat-{seat} leader" + (" you" if mine else "")):
            p.rect(x0, y + 1, w, h - 2, fill="#fce4ec", stroke=SELECT if mine else "#ad1457", width=2)
            head = f"Seat {seat}" + (f" ({who})" if who else "") + ": the leader"
            if h < 40:
                p.text(x0 + 6, y + h / 2, head + " · no tile · pawn only", fill=TEXT,
                       size=geo.body, bold=True, align="left", max_width=room)
            else:
                p.text(x0 + 6, y + 11, head, fill=TEXT, size=geo.body, bold=True, align="left", max_width=room)
                p.text(x0 + 6, y + 29, "no action tile; alone uses the pawn", fill=TEXT, size=geo.body,
                       align="left", max_width=room)
        self._draw_pawn_slot(p, state, ui, seat)

    def _draw_pawn_slot(self, p: Painter, state: Any, ui: BoardUI, seat: int) -> None:
        geo = self.geo
        y, h = self.seat_y(seat), self.seat_h
        if ui.shows("pawns") and self.game.pawn_seats(state):
            here = state.pawn == seat
            r = self.pawn_r
            with p.group(f"pawn pawn-{seat}" + (" placed" if here else "")):
                cy = y + h / 2
                p.circle(geo.pawn_x, cy, r + 3, fill="white", stroke="#90a4ae", width=1)
                if here:
                    draw_pawn(p, geo.pawn_x, cy + 1, r - 2)

    @staticmethod
    def _key_text(key: str) -> str:
        return KEY_SHOWN.get(key, key.upper())

    def _draw_solo(self, p: Painter, state: Any) -> None:
        geo = self.geo
        x0, w, top = geo.panel_x, geo.panel_w, geo.seat_top
        # compact: the rows a little closer, the discard pile's words as large as the rest
        pull = 8 if self.compact else 0
        with p.group("solo"):
            p.text(x0, geo.seats_y, "Solo: the action tiles", fill=TEXT, size=12, bold=True, align="left",
                   max_width=220)
            pile = len(state.solo_pile)
            shuffled = " (shuffled)" if state.solo_shuffled and pile else ""
            p.text(x0, top + 10, f"Pile: {pile} face down{shuffled}", fill=TEXT, size=11, align="left", max_width=w)
            p.text(x0, top + 30 - pull / 2, "On top of the discard pile (the only usable action):", fill=TEXT,
                   size=11, align="left", max_width=w)
            usable = self.game.seat_actions(state, 1)
            if state.solo_discard:
                sol = state.solo_discard[-1]
                draw_action_icon(p, x0, top + 44 - pull, 34, sol, crossed=sol == "vortex" and state.theft)
                p.text(x0 + 42, top + 61 - pull, ACTION_NAMES[sol] + ("" if usable else " (not usable now)"),
                       fill=TEXT, size=12, bold=True, align="left", max_width=w - 44)
            else:
                p.text(x0, top + 61 - pull, "nothing yet: turn a tile", fill=TEXT, size=12, bold=True, align="left",
                       max_width=w)
            bx, by, bw, bh = geo.turn_button
            enabled = state.started and not state.over
            p.rect(bx, by, bw, bh, fill=BUTTON if enabled else "#607d8b")
            p.text(bx + bw / 2, by + bh / 2, "Turn a tile", fill=BUTTON_TEXT, size=12, bold=True, max_width=bw - 8)
            if len(state.solo_discard) > 1:
                words = "Discard pile, top first: " + ", ".join(ACTION_NAMES[a] for a in state.solo_discard[::-1])
                size = geo.small
                step = 14 if size <= 10 else 15
                for k, line in enumerate(wrap(words, size, w)[:3]):
                    p.text(x0, by + bh + 16 + k * step, line, fill=TEXT, size=size, align="left", max_width=w)

    # -- the timer (its own layer: a tick repaints only this) ------------------------------------------
    def _draw_timer(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not ui.shows("timer"):
            return
        geo = self.geo
        x0, y0, w, h = geo.timer_box
        bx, by, bw, bh = geo.clock_button
        # the full panel: a big hourglass, the time, what the clock does, "sand left"; the compact one
        # leaves out "sand left" (the hourglass says it) and keeps its letters large
        glass, tx, time_y, time_size, words_y = (46, 44, 20, 24, 45) if self.compact else (60, 58, 24, 26, 52)
        with p.group("timer"):
            p.rect(x0, y0, w, h, fill="#fffdf5", stroke="#8d6e63", width=1)
            draw_hourglass(p, x0 + glass / 2 - 2, y0 + h / 2, glass, top=state.sand / SAND)
            m, sec = divmod(state.sand, 60)
            p.text(x0 + tx, y0 + time_y, f"{m}:{sec:02d}", fill=TEXT if state.sand > 30 else "#b71c1c",
                   size=time_size, bold=True, align="left", max_width=90)
            room = bx - x0 - tx - 8 if self.compact else w - 150
            p.text(x0 + tx, y0 + words_y, self.timer_words(state), fill=TEXT, size=11, align="left", max_width=room)
            if not self.compact:
                p.text(x0 + tx, y0 + 66, "sand left", fill="#5d4037", size=10, align="left", max_width=80)
            label = self.clock_label(state)
            if label:
                p.rect(bx, by, bw, bh, fill=BUTTON)
                p.text(bx + bw / 2, by + bh / 2, label, fill=BUTTON_TEXT, size=12, bold=True, max_width=bw - 8)

    def timer_words(self, state: Any) -> str:
        if state.over:
            return "game over"
        if not state.started:
            return "not turned over yet"
        if self.clock_state == "running":
            return "running"
        if self.clock_state == "tutorial":
            return "paused (tutorial)"
        return "stopped"

    def clock_label(self, state: Any) -> str:
        """What the Start/Pause button says ("" when it has nothing to do)."""
        if state.over:
            return ""
        if not state.started:
            return "Start"
        if not self.clock_enabled:
            return ""
        return "Pause" if self.clock_state == "running" else "Run clock"

    # -- input ------------------------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        geo = self.geo
        if x < geo.table_w:
            square = self.view(state).at(x, y)
            if square is None:
                return None
            cell = state.mall.find(*square)
            for hero, at in zip(HEROES, state.heroes):
                if at == cell:
                    return ("hero", hero)
            return ("space", *square)
        bx, by, bw, bh = geo.clock_button
        if ui.shows("timer") and self.clock_label(state) and bx <= x <= bx + bw and by <= y <= by + bh:
            return ("button", "clock")
        for pair, (bx, by, bw, bh) in (self.pair_boxes(state) if ui.shows("seats") else {}).items():
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return ("pair", *pair)
        if self.game.solo:
            bx, by, bw, bh = geo.turn_button
            if ui.shows("seats") and bx <= x <= bx + bw and by <= y <= by + bh:
                return ("button", "turn")
            return None
        if ui.shows("pawns") and ui.shows("seats"):
            r = self.pawn_r
            for seat in range(1, self.game.players + 1):
                cy = self.seat_y(seat) + self.seat_h / 2
                if (x - geo.pawn_x) ** 2 + (y - cy) ** 2 <= (r + 4) ** 2:
                    return ("pawn", seat)
        return None

    def activate(self, target: Target, board: BoardWidget) -> None:
        kind = target[0]
        if kind == "pawn":
            self.pawn(board, int(target[1]))
            return
        state = board.state
        if kind == "pair":
            self.discard_pick = None
            board.play(Discard(self.discard_seat(), str(target[1]), str(target[2])))
            return
        if state.phase == "discard" and not state.over and kind in ("hero", "space"):
            if kind == "hero":
                tile = state.mall.square(self.game.hero_cell(state, str(target[1])))[0]
            else:
                tile = str(target[1])
            self.discard_click(board, tile)
            return
        if kind == "space" and not state.over:
            cell = state.mall.find(str(target[1]), int(target[2]), int(target[3]))
            if cell in self.crystal_spaces(state):
                self.crystal_pick = False
                board.play(CrystalExplore(self.crystal_seat(state), *state.mall.square(cell)))
                return
        if self.mode == "together":
            board.say("Together mode: act with your seat's keys (printed on your action tile in the panel); "
                      "the mouse starts the clock and places the Do Something! pawn.", "refused")
            return
        state = board.state
        if kind == "hero":
            self._click_hero(board, str(target[1]))
        elif kind == "space":
            cell = state.mall.find(str(target[1]), int(target[2]), int(target[3]))
            self._click_space(board, cell)

    def _not_yet(self, board: BoardWidget) -> bool:
        """Refuse hero actions before the game starts or after it ends (True: refused)."""
        state = board.state
        if state.over:
            board.refuse(IllegalAction("magic_maze.game.over", "The game is over."))
            return True
        if not state.started:
            board.refuse(IllegalAction("magic_maze.play.start", "Turn the sand timer over first (press Start): "
                                                                "the game begins then."))
            return True
        return False

    def _click_hero(self, board: BoardWidget, hero: str) -> None:
        state = board.state
        if hero != self.selected:
            self.select(board, hero)
            return
        space = state.mall.space(self.game.hero_cell(state, hero))
        if not state.over and state.started and space.kind == "explore" and space.colour == hero:
            self.explore(board, hero)
            return
        if hero == "purple" and not state.over and state.started and self.game.crystal_ball(state) is not None:
            self.offer_crystal(board)
            return
        self.selected = None
        board.say(f"The {HERO_NAMES[hero]} is let go.")

    def select(self, board: BoardWidget, hero: str) -> None:
        state = board.state
        if hero not in HEROES:
            raise ValueError(f"the heroes are {', '.join(HEROES)}, not {hero!r}")
        if self.game.hero_cell(state, hero) is None:
            board.say(f"The {HERO_NAMES[hero]} has escaped: it is off the mall.", "refused")
            return
        if hero in state.frozen:
            board.say(f"The {HERO_NAMES[hero]} has escaped: it stays on its exit, out of play, in the others' way.",
                      "refused")
            return
        if hero != self.selected:
            self.crystal_pick = False
        self.selected = hero
        if state.over or not state.started:
            board.say(f"The {HERO_NAMES[hero]} is selected." + ("" if state.over else " Press Start to begin."))
            return
        kinds = sorted({k for k, _ in self.reach(state, hero).values()}, key=["move", "escalator", "vortex"].index)
        more = " It may explore from here: click it again." if self.game.can_explore(state, hero) else ""
        if hero == "purple" and self.game.crystal_ball(state) is not None:
            more += " It stands on a working crystal ball: click it again to lay tiles by the ball."
        if self.game.scenario.items == "other":
            more += (f" It takes an {'exit' if state.theft else 'item'} of another colour (framed in its colour).")
        if kinds:
            board.say(f"The {HERO_NAMES[hero]} is selected: click a lit space ({', '.join(kinds)}).{more}")
        else:
            who = f" for seat {self.seat}" if self.mode == "practice" else ""
            board.say(f"The {HERO_NAMES[hero]} is selected, but no action{who} moves it now.{more}")

    def _click_space(self, board: BoardWidget, cell: tuple[int, int]) -> None:
        state = board.state
        hero = self.selected
        if hero is None or self.game.hero_cell(state, hero) is None:
            self.selected = None
            board.say("Click a hero first (the big coloured discs), then where it should go.")
            return
        if self._not_yet(board):
            return
        seat = self.seat if self.mode == "practice" else None
        actions = self.candidates(state, hero, cell, seat)
        if not actions:
            where = state.mall.name(cell)
            board.refuse(IllegalAction("magic_maze.move.straight",
                                       f"The {HERO_NAMES[hero]} cannot get to {where}: a move goes straight north, "
                                       "south, east or west, a vortex only to its own colour, an escalator to its "
                                       "other end."))
            return
        for action in actions:
            if self.game.explain(state, action) is None:
                board.play(action)
                return
        board.play(actions[0])  # refused: the engine's words name the rule and the seat that may

    def offer_crystal(self, board: BoardWidget) -> None:
        """The mage stands on a working crystal ball: light up every exploration space with room, for a
        click to lay a tile there (again: no more)."""
        state = board.state
        if not self.game.stack_left(state):
            board.refuse(IllegalAction("magic_maze.crystal", "The stack is empty: the crystal ball has no tile "
                                                             "to lay."))
            return
        self.crystal_pick = not self.crystal_pick
        if self.crystal_pick:
            board.say("Crystal ball: click a lit exploration space (any colour, no hero needed) to lay a tile "
                      "there; you may then lay a second one, or press Stop after one tile.")
        else:
            board.say("The crystal ball is put aside: no tile laid.")

    def explore(self, board: BoardWidget, hero: str | None = None, seat: int | None = None) -> None:
        state = board.state
        if state.phase == "crystal" and not state.over:
            board.say("Crystal ball: click a lit exploration space for the second tile, or press Stop after "
                      "one tile.", "hint")
            return
        hero = hero or self.selected
        if hero == "purple" and self.game.crystal_ball(state) is not None and not self.game.can_explore(state, hero) \
                and state.started and not state.over:
            self.offer_crystal(board)
            return
        if hero is None:
            board.say("Select a hero first: it explores from the exploration space it stands on.", "refused")
            return
        if self._not_yet(board):
            return
        if seat is None and self.mode == "practice":
            seat = self.seat
        board.play(self.explore_action(board.state, hero, seat))

    def pawn(self, board: BoardWidget, target: int) -> None:
        """A click on ``target``'s pawn slot: the pawn goes in front of that seat (in practice mode,
        a bot seat then acts at once)."""
        state = board.state
        n = self.game.players
        if not 1 <= target <= n or self.game.solo:
            raise ValueError(f"there is no pawn slot for seat {target!r}")
        if self.mode == "practice":
            placer = self.seat
            if target == self.seat:
                board.refuse(IllegalAction("magic_maze.pawn", "The pawn goes in front of another player: click a "
                                                              "bot's pawn slot to make it act now."))
                return
        else:
            may = self.game.pawn_seats(state)
            placer = next((s for s in may if s != target), may[0] if may else (1 if target != 1 else 2))
        if state.pawn != target:
            if not board.play(PlacePawn(placer, target)):
                return
        if self.mode == "practice" and target in self.bots:
            self.bot_act(board, target, urged=True)

    def press(self, name: str, board: BoardWidget) -> None:
        if name == "clock":
            board.toggle_clock()
        elif name == "explore":
            if self.mode == "together":
                board.say("Together mode: explore with your seat's special key.", "refused")
                return
            self.explore(board)
        elif name == "turn":
            if self._not_yet(board):
                return
            board.play(TurnTile(1))
        elif name == "stop":
            state = board.state
            seat = state.pending[0] if state.phase == "crystal" else self.crystal_seat(state)
            self.crystal_pick = False
            board.play(CrystalStop(seat))   # refused outside the crystal ball's turn: the engine says why
        else:
            raise ValueError(f"no button {name!r}")

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        if name == "clock":
            label = self.clock_label(state)
            return bool(label), bool(label)
        if name == "turn":
            return self.game.solo, state.started and not state.over
        if name == "stop":
            return state.phase == "crystal" and not state.over, state.phase == "crystal" and not state.over
        if name == "explore":
            return self.mode != "together", state.started and not state.over and self.selected is not None
        return True, True

    # -- keys -------------------------------------------------------------------------------------------
    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        if ctrl:
            return False
        k = key if key.startswith("Arrow") else key.lower()
        if k == " ":
            board.toggle_clock()
            return True
        if self.mode == "together":
            return self._together_key(board, k, shift)
        if k in HERO_KEYS:
            self.select(board, HERO_KEYS[k])
            return True
        if k == "escape":
            self.selected = None
            self.crystal_pick = False
            board.say("No hero selected.")
            return True
        if k == "t" and self.game.solo:
            self.press("turn", board)
            return True
        if k in ARROWS or k in ("v", "e", "x"):
            hero = self.selected
            if hero is None or self.game.hero_cell(board.state, hero) is None:
                board.say("Select a hero first: o, y, p or g (or click it).", "refused")
                return True
            seat = self.seat if self.mode == "practice" else None
            if k in ARROWS:
                self.step(board, seat, hero, ARROWS[k], far=shift)
            elif k == "x":
                self.explore(board, hero, seat)
            else:
                self.special(board, seat, hero, {"v": "vortex", "e": "escalator"}[k])
            return True
        return False

    def _together_key(self, board: BoardWidget, k: str, shift: bool) -> bool:
        for seat, keys in SEAT_KEYS.items():
            if seat > self.game.players or k not in keys:
                continue
            hero = self.seat_hero[seat]
            which = keys.index(k)
            if which == 0:
                alive = [h for h in HEROES if self.game.hero_cell(board.state, h) is not None] or list(HEROES)
                nxt = alive[(alive.index(hero) + 1) % len(alive)] if hero in alive else alive[0]
                self.seat_hero[seat] = nxt
                board.say(f"Seat {seat} now plays the {HERO_NAMES[nxt]}.")
                return True
            if self.game.hero_cell(board.state, hero) is None:
                board.say(f"Seat {seat}: the {HERO_NAMES[hero]} has escaped; choose another hero "
                          f"({self._key_text(keys[0])}).", "refused")
                return True
            if which == 5:
                self.special(board, seat, hero, None)
            else:
                self.step(board, seat, hero, ("N", "W", "S", "E")[which - 1], far=shift)
            return True
        return False

    def step(self, board: BoardWidget, seat: int | None, hero: str, direction: str, far: bool = False) -> None:
        """A move key: ``hero`` one space in ``direction`` (``far``: as far as it goes), by ``seat``
        (None: the first seat holding that move)."""
        if self._not_yet(board):
            return
        state = board.state
        game = self.game
        who = seat or self.performer(state, direction)
        reach = game.destinations(state, hero, direction)
        cell = game.hero_cell(state, hero)
        if reach:
            dest = reach[-1] if far else reach[0]
        else:
            dr, dc = DIRECTION[direction]
            dest = (cell[0] + dr, cell[1] + dc)
            if dest not in state.mall.at:
                holders = game.holders(state, direction)
                if direction not in game.seat_actions(state, who):
                    others = ", ".join(map(str, holders)) or "nobody"
                    board.refuse(IllegalAction("magic_maze.play.own-actions",
                                               f"Seat {who} does not hold {ACTION_NAMES[direction]} "
                                               f"(held by seat {others})."))
                else:
                    board.refuse(IllegalAction("magic_maze.move.blocked",
                                               f"The {HERO_NAMES[hero]} cannot go {WORDS[direction]}: the mall "
                                               f"ends at {state.mall.name(cell)}."))
                return
        board.play(Move(who, hero, *state.mall.square(dest)))

    def special(self, board: BoardWidget, seat: int | None, hero: str, kind: str | None) -> None:
        """Explore, escalator or vortex with ``hero``; ``kind`` None: whichever ``seat`` holds and applies
        (explore first, then the escalator, then the next free vortex)."""
        if self._not_yet(board):
            return
        state = board.state
        game = self.game
        if kind is None:
            acts = game.seat_actions(state, seat)
            cell = game.hero_cell(state, hero)
            if "explore" in acts and game.can_explore(state, hero):
                kind = "explore"
            elif "escalator" in acts and state.mall.escalator_end(cell) is not None:
                kind = "escalator"
            elif "vortex" in acts:
                kind = "vortex"
            elif "explore" in acts:
                kind = "explore"
            elif "escalator" in acts:
                kind = "escalator"
            else:
                held = ", ".join(ACTION_NAMES[a] for a in acts) or "nothing now"
                board.refuse(IllegalAction("magic_maze.play.own-actions",
                                           f"Seat {seat} holds {held}: no vortex, escalator or explore."))
                return
        who = seat or self.performer(state, kind)
        if kind == "explore":
            board.play(Explore(who, hero))
        elif kind == "escalator":
            board.play(Escalator(who, hero))
        else:
            targets = game.vortex_targets(state, hero)
            cell = game.hero_cell(state, hero)
            targets = [t for t in targets if t != cell]
            if not targets:
                mine = state.mall.cells_of.get(f"{hero} vortex", [])
                dest = next((v for v in mine if v != cell), None)
                if dest is None:
                    board.refuse(IllegalAction("magic_maze.vortex", f"There is no other {hero} vortex in the mall "
                                                                    f"for the {HERO_NAMES[hero]}."))
                    return
                board.play(Vortex(who, hero, *state.mall.square(dest)))   # refused: occupied or after the theft
                return
            later = [t for t in targets if t > cell]
            board.play(Vortex(who, hero, *state.mall.square((later or targets)[0])))

    # -- bots (practice mode) ---------------------------------------------------------------------------
    def plan(self, state: Any) -> Any:
        """The planner's next action for the whole table (None when it sees none)."""
        if state.over or not state.started or self.game.is_chance_node(state):
            return None
        action = planner.next_action(self.game, state)
        if action is None or isinstance(action, (StartTimer, Elapse)):
            return None
        return action

    def plan_kind(self, state: Any, action: Any) -> str:
        if isinstance(action, Move):
            return self.move_direction(state, action.hero, state.mall.find(action.tile, action.row, action.col)) or ""
        return _kind(action)

    def bot_choice(self, state: Any, seat: int) -> Any:
        """What bot ``seat`` does now: the plan's next action if its own tile holds it, else None."""
        action = self.plan(state)
        if action is None or isinstance(action, (TurnTile, PlacePawn)):
            return None
        kind = self.plan_kind(state, action)
        if kind not in self.game.seat_actions(state, seat):
            return None
        return replace(action, seat=seat)

    def bot_act(self, board: BoardWidget, seat: int, urged: bool = False) -> bool:
        state = board.state
        action = self.bot_choice(state, seat)
        if action is None:
            if urged:
                nxt = self.plan(state)
                if nxt is None:
                    board.say(f"Seat {seat} (bot) sees nothing useful to do right now.")
                else:
                    kind = self.plan_kind(state, nxt)
                    holders = self.game.holders(state, kind)
                    whose = "yours" if self.seat in holders else f"seat {', '.join(map(str, holders))}'s"
                    board.say(f"Seat {seat} (bot) holds {', '.join(ACTION_NAMES[a] for a in self.game.seat_actions(state, seat))}: "
                              f"the next step of the plan ({ACTION_NAMES.get(kind, kind)} with the "
                              f"{HERO_NAMES[nxt.hero]}) is {whose}.")
            return False
        return board.play(action)

    def bots_tick(self, board: BoardWidget, seconds: int) -> None:
        """What the bots do when ``seconds`` of time pass (practice mode)."""
        state = board.state
        if not self.bots or state.over or not state.started:
            return
        if state.talk:    # the talking window: the bots wait until someone acts
            return
        for seat in self.bots:
            self.credit[seat] = min(max(1.0, self.pace), self.credit[seat] + self.pace * seconds)
        acted = False
        for _ in range(8):       # a bound: at most a few bot actions per tick
            progress = False
            for seat in self.bots:
                if self.credit[seat] >= 1 and not board.state.over:
                    if self.bot_act(board, seat):
                        self.credit[seat] -= 1
                        progress = acted = True
            if not progress:
                break
        state = board.state
        if acted or state.over:
            self.waited = 0
            return
        nxt = self.plan(state)
        if nxt is not None and self.plan_kind(state, nxt) in self.game.seat_actions(state, self.seat):
            self.waited += seconds
            if self.waited >= PATIENCE and state.pawn != self.seat:
                bot = self.bots[0]
                board.play(PlacePawn(bot, self.seat))
                board.say(f"Seat {bot} (bot) puts the Do Something! pawn in front of you: the next step is "
                          f"yours ({ACTION_NAMES[self.plan_kind(state, nxt)]} with the {HERO_NAMES[nxt.hero]}).",
                          "hint")
        else:
            self.waited = 0

    # -- words ------------------------------------------------------------------------------------------
    def mode_words(self) -> str:
        if self.mode == "learn":
            if self.game.solo:
                return "Learning mode: you play alone, undo allowed"
            return "Learning mode: you play every seat, undo allowed"
        if self.mode == "game":
            return "Game mode: no undo (a legal action cannot be taken back)"
        if self.mode == "practice":
            bots = ", ".join(map(str, self.bots))
            return f"Practice: you are seat {self.seat}; bots play seat{'s' if len(self.bots) > 1 else ''} {bots} " \
                   f"at {self.pace:g} action{'s' if self.pace != 1 else ''}/s each"
        return "Together: each seat acts with its own keys (on its action tile)"

    def status(self, state: Any, ui: BoardUI) -> str:
        head = self.mode_words()
        if state.over:
            if state.result == "won":
                return f"{head}. Won! All four heroes are out; hourglasses used: {state.flips} (the score)."
            if state.sand:
                return f"{head}. Lost: at the hourglass no two tiles could be discarded (rearrangement)."
            return f"{head}. Lost: the sand has run out."
        if not state.started:
            plan = "Plan your route" if self.game.solo else "Plan together"
            return f"{head}. {plan}, then press Start: the sand timer is turned over and the game begins."
        if state.phase == "discard":
            return (f"{head}. Rearrangement: discard two tiles — click a tile, then a lit partner (or press a "
                    "pair in the panel).")
        if state.phase == "crystal":
            return f"{head}. Crystal ball: click a lit exploration space for a second tile, or press Stop after one tile."
        if self.crystal_spaces(state):
            return f"{head}. Crystal ball: click a lit exploration space to lay a tile there."
        if self.game.solo and not self.game.seat_actions(state, 1):
            return f"{head}. Turn a tile: only the action on top of the discard pile may be used."
        if self.mode == "together":
            return f"{head}. Shift with a move key goes as far as it can."
        hero = self.selected
        if hero is not None and self.game.hero_cell(state, hero) is not None:
            return f"{head}. The {HERO_NAMES[hero]} is selected: click a lit space, or another hero."
        return f"{head}. Click a hero to select it."

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        if state.over:
            return Hint((), "The game is over.")
        if not state.started:
            return Hint((), "Press Start to turn the sand timer over.", (("button", "clock"),))
        action = self.plan(state)
        if action is None:
            if self.game.solo and isinstance(planner.next_action(self.game, state), TurnTile):
                return Hint((TurnTile(1),), "Hint: turn a tile until the action you need is on top.",
                            (("button", "turn"),))
            return Hint((), "The planner sees no way on from here.")
        if isinstance(action, TurnTile):
            return Hint((action,), "Hint: turn a tile until the action you need is on top.", (("button", "turn"),))
        if isinstance(action, Discard):
            marks = (("pair", action.first, action.second),) if (action.first, action.second) in \
                self.pair_boxes(state) else ()
            return Hint((action,), f"Hint: discard tiles {action.first} and {action.second}.", marks)
        if isinstance(action, CrystalStop):
            return Hint((action,), "Hint: lay no second tile (press Stop after one tile).")
        if isinstance(action, CrystalExplore):
            return Hint((action,), f"Hint: {action}.", (("space", action.tile, action.row, action.col),))
        marks: list[Target] = [("hero", action.hero)]
        if isinstance(action, (Move, Vortex)):
            marks.append(("space", action.tile, action.row, action.col))
        target = planner.goal(self.game, state)
        why = ""
        if target is not None:
            errand = {"explore": "to an exploration space of its colour", "item": "to its item",
                      "exit": "to the exit"}[target[0]]
            why = f" — the {HERO_NAMES[target[1]]} is on its way {errand}"
        return Hint((action,), f"Hint: {action}{why}.", tuple(marks))

    def history_locked(self, state: Any) -> str | None:
        if self.mode == "learn":
            return None
        return ("No undo in a game: a legal action cannot be taken back, only put right by a new action of the seat "
                "that holds the opposite action.")

    def action_text(self, action: Any) -> str:
        return "" if isinstance(action, (Elapse, Draw, Reveal)) else str(action)

    # -- life cycle --------------------------------------------------------------------------------------
    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        state = board.state
        if self.selected is not None and self.game.hero_cell(state, self.selected) is None:
            self.selected = None
        if state.phase != "discard":
            self.discard_pick = None
        if self.crystal_pick and (self.selected != "purple" or self.game.crystal_ball(state) is None):
            self.crystal_pick = False
        if kind == "new":
            self.selected = None
            self.waited = 0
        self.remember(state)

    def configure(self, pace: float | None = None, layout: str | None = None, **options: Any) -> None:
        super().configure(**options)
        if layout is not None:
            self.set_layout(layout)
        if pace is not None:
            if not (isinstance(pace, (int, float)) and 0 < pace <= 10):
                raise ValueError(f"pace must be between 0 and 10 actions per second, not {pace!r}")
            self.pace = float(pace)

    def description(self, board: BoardWidget) -> str:
        s = self.game.settings
        extra = f", seat={self.seat}, pace={self.pace:g}" if self.mode == "practice" else ""
        if self.compact:
            extra += f", layout={self.layout}"
        return (f"players={s['players']}, scenario={s['scenario']}, seed={board.match.seed}, "
                f"mode={self.mode}{extra}")


class MagicMazeBoard(BoardWidget):
    """A playable Magic Maze board (see the module docstring for modes, keys and twins)."""

    def __init__(self, players: int = 4, seed: int = 0, scenario: int = 1, *, mode: str = "learn", seat: int = 1,
                 pace: float = 1.0, clock: bool = True, show_highlights: bool = True, match: Match | None = None,
                 undo_floor: int = 0, clock_interval: float = 1.0, layout: str | None = None,
                 picker: bool | None = None, **settings: Any):
        #: the scenario picker is shown on a free-play board (no match given) unless ``picker`` says otherwise
        show_picker = match is None if picker is None else bool(picker)
        if match is None:
            match = Match(MagicMaze(players=players, scenario=scenario, **settings), seed)
        elif not isinstance(match.game, MagicMaze):
            raise ValueError(f"a MagicMazeBoard shows a Magic Maze match, not {match.game.title}")
        #: the layout asked for (None: full, turned compact when a tutorial fits the board to its column)
        self.layout_choice = layout
        controller = MagicMazeController(match.game, mode=mode, seat=seat, pace=pace, clock=clock,
                                         layout=layout or "full")
        controller.remember(match.state)
        self.clock = Clock(self.tick, interval=clock_interval, done=lambda: self.game.is_terminal(self.state),
                           on_change=self._clock_changed)
        super().__init__(match, controller, show_highlights=show_highlights, undo_floor=undo_floor)
        self._build_picker(show_picker)
        # a narrow output (JupyterLab with its side bar open) shrinks the whole board, panel included
        BoardWidget.fit_column(self, "90vh")

    # -- the scenario picker (free play and practice) ----------------------------------------------------
    def _build_picker(self, show: bool) -> None:
        self._syncing = False
        self.scenario_menu = widgets.Dropdown(
            options=[(f"{n}: {SCENARIOS[n].title}", n) for n in SCENARIOS], description="Scenario",
            layout=widgets.Layout(width="260px"))
        self.stack_menu = widgets.Dropdown(options=[(f"tiles 2-{n}", n) for n in STACK_CHOICES], description="Stack",
                                           layout=widgets.Layout(width="180px"))
        self.start_menu = widgets.Dropdown(options=["1A", "1B"], description="Start", layout=widgets.Layout(width="140px"))
        for menu in (self.scenario_menu, self.stack_menu, self.start_menu):
            menu.observe(self._picked, names="value")
        self.picker = widgets.HBox([self.scenario_menu, self.stack_menu, self.start_menu],
                                   layout=widgets.Layout(flex_flow="row wrap", display=None if show else "none"))
        self.children = (self.children[0], self.picker) + tuple(self.children[1:])
        self._sync_picker()

    def _sync_picker(self) -> None:
        s = self.game.settings
        self._syncing = True
        try:
            self.scenario_menu.value = s["scenario"]
            choose = self.game.scenario.choose
            self.stack_menu.value = s.get("stack") or DEFAULT_STACK
            self.start_menu.value = s.get("start") or self.game.scenario.start
            self.stack_menu.disabled = self.start_menu.disabled = not choose
        finally:
            self._syncing = False

    def _picked(self, change: Any) -> None:
        if self._syncing:
            return
        number = self.scenario_menu.value
        if SCENARIOS[number].choose:
            self.choose_scenario(number, stack=self.stack_menu.value, start=self.start_menu.value)
        else:
            self.choose_scenario(number)

    def choose_scenario(self, scenario: int, stack: int | None = None, start: str | None = None,
                        leader: int | None = None) -> bool:
        """The scenario picker's twin: a new game of ``scenario`` (8–17: on the stack of tiles 2..``stack``
        and start side ``start``; 9: the ``leader`` seat) for the same table and seed. A choice the engine
        refuses changes nothing and says why. True when the new game is on."""
        return bool(self._act("scenario", self._choose_scenario, scenario, stack, start, leader))

    def _choose_scenario(self, scenario: Any, stack: Any, start: Any, leader: Any) -> bool:
        settings: dict[str, Any] = {"players": self.game.players, "scenario": scenario}
        for key, value in (("stack", stack), ("start", start), ("leader", leader)):
            if value is not None:
                settings[key] = value
        try:
            game = MagicMaze(**settings)
        except ValueError as exc:
            text = str(exc)
            self.refuse(IllegalAction("magic_maze.scenario.choice", text[0].upper() + text[1:] + "."))
            self._sync_picker()
            return False
        self.clock.stop("paused")
        self.set_match(Match(game, self.match.seed))
        scen = game.scenario
        where = f" on {scen.choices()}" if scen.choose else ""
        self.say(f"New game: scenario {scen.number} ({scen.title}){where}, {game.players} players.")
        self._sync_picker()
        return True

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "MagicMazeBoard":
        """A board on an existing match (a tutorial step): learning mode, undo allowed, the real-time
        clock off (the timer reads "paused (tutorial)") and the compact layout, unless the options say
        otherwise."""
        options.setdefault("mode", "learn")
        options.setdefault("clock", False)
        options.setdefault("layout", "compact")
        return cls(match=match, **options)

    def fit_column(self, max_height: str = "58vh") -> None:
        """Let the canvas shrink with its column (``BoardWidget.fit_column``); a board whose layout
        was not chosen turns compact first, so its letters stay readable in a narrow column."""
        if self.layout_choice is None and self.controller.layout != "compact":
            self.configure(layout="compact")
        super().fit_column(max_height)

    @property
    def layout(self) -> str:
        """The layout the board draws in: full (960×600) or compact (640×440)."""
        return self.controller.layout

    def configure(self, **options: Any) -> None:
        """``BoardWidget.configure``, and ``layout`` (full or compact): the canvas is resized at once."""
        if options.get("layout") in LAYOUTS:
            self.layout_choice = options["layout"]
        super().configure(**options)          # a wrong name is refused there, in the status line

    # -- reading ----------------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self.controller.mode

    @property
    def seat(self) -> int:
        """Practice mode: the person's seat."""
        return self.controller.seat

    @property
    def bots(self) -> tuple[int, ...]:
        return self.controller.bots

    @property
    def selected(self) -> str | None:
        """The hero the mouse acts on (None: no hero selected)."""
        return self.controller.selected

    @property
    def view(self) -> View:
        """Where the mall's spaces are drawn now (``view.centre(tile, row, col)``, ``view.cell``)."""
        return self.controller.view(self.state)

    def space_center(self, tile: str, row: int, col: int) -> tuple[float, float]:
        """Canvas pixel at the centre of space (row, col), counted from 1, of placed tile ``tile``."""
        return self.controller.locate(("space", str(tile), row, col))

    def reach(self, hero: str) -> dict[tuple[str, int, int], str]:
        """Where a click sends ``hero`` now: (tile, row, col) → move, escalator or vortex."""
        mall = self.state.mall
        return {mall.square(c): kind for c, (kind, _) in self.controller.reach(self.state, hero).items()}

    # -- twins ---------------------------------------------------------------------------------------------
    def click_space(self, tile: str, row: int, col: int) -> None:
        """Click space (row, col), counted from 1 as the tile lies, of placed tile ``tile`` (a hero
        standing there is clicked, as in the browser)."""
        self.click_target(("space", str(tile), row, col))

    def click_hero(self, hero: str) -> None:
        """Click the hero of colour ``hero`` where it stands (select it; again: explore or let go)."""
        self.click_target(("hero", hero))

    def click_cell(self, row: int, col: int) -> None:  # noqa: D401 - the generic twin does not fit
        raise TypeError("a Magic Maze space is named by its tile too: use click_space(tile, row, col)")

    def pawn(self, seat: int) -> None:
        """Click ``seat``'s "Do Something!" pawn slot (practice mode: a bot seat then acts at once)."""
        self.click_target(("pawn", seat))

    def select(self, hero: str) -> None:
        """Select a hero without clicking it (as the o / y / p / g keys do)."""
        self._act("select", self.controller.select, self, hero)

    def tick(self, seconds: int = 1) -> bool:
        """What the clock does every second: ``seconds`` of sand pass (at most what is left), then the
        bots act (practice mode). False when no time can pass (not started, over)."""
        if type(seconds) is not int or seconds < 1:
            raise ValueError(f"seconds must be a whole number, 1 or more, not {seconds!r}")
        return bool(self._act("tick", self._tick, seconds, keep_notice=True))

    def _tick(self, seconds: int) -> bool:
        state = self.state
        if state.over or not state.started or self.game.is_chance_node(state):
            return False
        notice = self.notice
        played = self._play(Elapse(min(seconds, state.sand)))
        if played and not self.state.over and self.notice.text == "":
            self.notice = notice           # a quiet second keeps what the last action said
        if played:
            self.controller.bots_tick(self, seconds)
        if self.game.is_terminal(self.state):
            self.clock.stop("over")
        return played

    def toggle_clock(self) -> None:
        """The Start / Pause / Resume button: before the game, turn the sand timer over (and start the
        real-time clock); then pause or resume the clock."""
        state = self.state
        c = self.controller
        if state.over:
            self.say("The game is over: the clock stays stopped.")
            return
        if not state.started:
            seat = c.seat if c.mode == "practice" else 1
            if not self.play(StartTimer(seat)):
                return
            if not c.clock_enabled:
                return
            if self.clock.start():
                self.say("The sand timer is turned over: the game is on, and the sand runs.")
            else:
                self.say(self.clock.problem, "refused")
            return
        if not c.clock_enabled:
            self.say("The clock is paused in this tutorial; time passes only step by step here.")
            return
        if self.clock.running:
            self.clock.stop("paused")
            self.say("Clock paused.")
        elif self.clock.start():
            self.say("Clock running.")
        else:
            self.say(self.clock.problem, "refused")

    def _clock_changed(self, clock: Clock) -> None:
        c = self.controller
        if c.clock_enabled:
            c.clock_state = "running" if clock.running else "stopped"
        if self._depth == 0 and hasattr(self, "status") and not getattr(self, "_closing", False):
            self._refresh()

    # -- undo and redo: a player's action with the seconds that followed it -------------------------------
    def _undo(self) -> None:
        locked = self.controller.history_locked(self.state)
        if locked:
            self.refuse(IllegalAction("magic_maze.mistakes", locked))
            return
        actions = self.match.actions
        k = len(actions) - 1
        while k >= self.undo_floor and isinstance(actions[k], (Elapse, Draw, Reveal)):
            k -= 1
        if k < self.undo_floor:
            self.say("Nothing to undo.")
            return
        self.match.jump(k)
        text = "Undone: " + str(actions[k])
        self.ui.hint = None
        self.log_lines.append(text)
        self.say(text)
        self.controller.changed(self, "undo")
        self._notify("undo", ())

    def _redo(self) -> None:
        locked = self.controller.history_locked(self.state)
        if locked:
            self.refuse(IllegalAction("magic_maze.mistakes", locked))
            return
        m = self.match
        if not m.can_redo:
            self.say("Nothing to redo.")
            return
        start = m.step
        m.jump(m.length)
        every = m.actions
        m.jump(start)
        j = start
        while j < len(every) and isinstance(every[j], Elapse):
            j += 1
        j += 1
        while j < len(every) and isinstance(every[j], (Elapse, Draw, Reveal)):
            j += 1
        m.jump(min(j, len(every)))
        events = tuple(m.events_since(start))
        redone = [t for t in map(self.controller.action_text, every[start:m.step]) if t]
        self.ui.hint = None
        self.log_lines.append("Redone: " + "; ".join(redone))
        told = [e.text for e in events if not getattr(e, "quiet", False)]
        self.log_lines.extend(told)
        self.say("; ".join(told))
        self.controller.changed(self, "redo", events)
        self._notify("redo", events)

    def _button_state(self, name: str) -> tuple[bool, bool]:
        if name in ("undo", "redo") and self.controller.history_locked(self.state):
            return False, False       # no undo in a game: the buttons are not shown at all
        return super()._button_state(name)

    def _update_texts(self) -> None:
        super()._update_texts()
        label = self.controller.clock_label(self.state)
        if label:
            self.buttons["clock"].description = label

    def set_match(self, match: Match, undo_floor: int = 0) -> None:
        self.clock.stop("paused")
        super().set_match(match, undo_floor)

    def close(self) -> None:
        clock = getattr(self, "clock", None)
        self._closing = True
        if clock is not None:
            clock.stop("closed")
        super().close()


def picture(state: Any, game: MagicMaze | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a Magic Maze position (no widget, no kernel needed)."""
    game = game or MagicMaze(players=max(1, len(state.holdings)))
    controller = MagicMazeController(game, clock=False)
    controller.remember(state)
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Magic Maze, scenario {game.settings['scenario']}, {len(state.placed)} tile(s) in the mall")


__all__ = ["MagicMazeBoard", "MagicMazeController", "View", "picture", "SEAT_KEYS", "MODES", "Geometry", "FULL",
           "COMPACT", "LAYOUTS"]
