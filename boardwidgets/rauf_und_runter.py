"""Rauf und Runter's board: the 5×5 side facing up inside its box, the chains, the super tiles, the die.

    >>> from boardwidgets.rauf_und_runter import RaufBoard
    >>> board = RaufBoard(players=2, seed=0)   # the first roll is already made (chance, from the seed)
    >>> board.click_cell(1, 3)                 # walk to (1,3), if a walk of exactly the roll ends there
    >>> board.press("speed")                   # use a speed tile: 2 more steps (also: click the chip)
    >>> board.press("luck")                    # use a luck tile: the die is rolled again
    >>> board.press("shortcut")                # arm / disarm the shortcut tile for the next click

Spaces are (row, col) counted from 1; the box's rim numbers the rows (left) and columns (top).

Shortcut tiles (the board's choice): clicking the shortcut chip *arms* it. While armed, a
click on a space that only a walk through a wall (or two) reaches plays that move with as
many shortcut tiles as it needs (the fewest; a space reachable without one costs none).
Unarmed, such a click is refused with the advice to arm the chip — a tile is never spent
behind the player's back. The status line and the chip say when it is armed.

Layout (canvas pixels) is public so browser tests can click real pixels:
``RaufBoard.cell_center(r, c)``, ``.chip_center(player, tile)``, ``.chain_tile_center(player, k)``,
``.die_center()``. Layers, bottom first: box (frame with the row and column numbers, the side
facing up: spaces, walls, burrows, friends; the legend), highlights (the goal rings of the player
to move, reachable spaces, the "+2"/"wall" tags of spaces that need super tiles, the hint), pieces
(the meerkat figures), panel (turn, die, supply, each player's chain and super-tile chips).

Inside a space: the burrow or friend in the middle, the figures standing at its sides (each
colour always in the same place, so sharing a space never hides one), a "+2" tag at the top and a
"wall" tag at the bottom when the space needs a speed or a shortcut tile.

Board parts a tutorial step may hide until it has taught them (``board.configure(hide=...)``):
``chain`` (the puzzle tiles in the panel), ``super-tiles`` (the chips and their buttons),
``tile-spaces`` (the outlines and tags of spaces that need super tiles) and ``supply``.

Moves are animated: the figure walks the squares it really takes (``Grid.walk_path`` with the
move's exact steps, stops and shortcut passes), one frame per step; when the board turns over
(a ``BoardFlipped`` event, or undo/redo across one) the box plays a short flip — the old side
squeezes shut, the new side opens — after the walk. All frames go in the same single canvas
message as the final drawing (``BoardWidget.animate``; one action's frames share a 1 s budget).
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core import IllegalAction, Match
from engine.rauf_und_runter import (COLOURS, FRIENDS, SIDE_NAMES, SIDES, SUPER_TILES, Moved, Move, Play,
                                    RaufUndRunter, TilePlayed)
from engine.rauf_und_runter.board import GRID, SIZE, flip_cell
from engine.rauf_und_runter.game import SHORTCUT, cell_name, colour_list
from engine.rauf_und_runter.policies import distances

from .board import BoardUI, BoardWidget, ButtonSpec, Controller, Frame, Hint, Picture, Target, draw_svg
from .paint import Painter
from .textfit import text_width

# -- layout ------------------------------------------------------------------------------
CELL = 64                          # one space
RIM = 16                           # the box's wall around the board (it carries the row and column numbers)
BOX_X, BOX_Y = 14, 30              # the box's outer top-left corner
BOARD_X, BOARD_Y = BOX_X + RIM, BOX_Y + RIM      # the board's top-left corner (30, 46)
BOARD_SIZE = SIZE * CELL           # 320
BOX_SIZE = BOARD_SIZE + 2 * RIM    # 352
BOARD_CENTER = (BOARD_X + BOARD_SIZE / 2, BOARD_Y + BOARD_SIZE / 2)
LEGEND_Y = BOX_Y + BOX_SIZE + 14   # the first legend row (under the box)
LEGEND_ROW = 18
PANEL_X = BOX_X + BOX_SIZE + 18    # 384: the side panel's left edge
PANEL_W = 236
WIDTH = PANEL_X + PANEL_W          # 620
HEIGHT = 440
DIE = (PANEL_X, 26, 42)            # x, y, size of the die
SUPPLY_Y = 80                      # the supply line
PLAYER_Y = 92                      # top of the first player's block in the panel
PLAYER_H = 86                      # height of one player's block
TILE_W, TILE_H, TILE_STEP = 24, 24, 27           # a puzzle tile in a chain
TILE_TOP = 18                      # a chain's top, below its player's name
CHIP_W, CHIP_H, CHIP_STEP = 74, 30, 79           # a super-tile chip
CHIP_TOP = 48                      # the chips' top, below the chain
#: where each colour's figure stands in a space, from the space's centre (red top left, then clockwise);
#: the middle column stays free for the burrow or friend and for the "+2" and "wall" tags
FIGURE_SLOT = ((-20, -9), (20, -9), (20, 17), (-20, 17))
FIGURE_SCALE = 1.15                # a figure is 14 × 24 px (and 2 px of halo)
TAG_W, TAG_H = 24, 13              # a "+2" / "wall" tag, at the top / bottom middle of a space
TAG_DY = 21                        # how far a tag's centre is from the space's centre
FRIEND_R = 13
BURROW_R = 17
#: the smallest word on the board, in canvas px: the canvas shows at its own 620 px width in a tutorial
#: at 1366×768 (``boardwidgets.onscreen``), so this is its size on screen too
MIN_TEXT = 11

#: one step of a walk: how long the page shows the figure on each square it passes (ms)
WALK_STEP_MS = 110
#: the flip: horizontal scale of the old side closing, then of the new side opening; ms per frame
FLIP_CLOSE = (0.8, 0.5, 0.2)
FLIP_OPEN = (0.2, 0.5, 0.8)
FLIP_FRAME_MS = 60

# -- colours -----------------------------------------------------------------------------
FIGURE_COLOURS = {"red": "#d62828", "blue": "#1d4ed8", "yellow": "#f2c200", "green": "#2a9d3f"}
TEXT = "#222"
MUTED = "#555"
BOX_WOOD, BOX_EDGE, BOX_INSIDE = "#9c6b3f", "#5e3b1d", "#2e1d0f"
RIM_NUMBER = "#fff3d6"
SIDE_STYLE = {  # ground, grid lines, wall colour, wall core colour (walls stand out 3:1 from the ground)
    "desert": ("#f1d9a0", "#dcc48c", "#2e6b26", "#6fae4f"),
    "underground": ("#a8876a", "#97765a", "#2a2522", "#77706a"),
}
BURROW, BURROW_HOLE = "#6b4423", "#24150a"
FRIEND_STYLE = {"chameleon": ("#2f8a3c", "Ch"), "beetle": ("#7b4fa0", "Be"),
                "mouse": ("#6b7a90", "Mo"), "tortoise": ("#8a5a2b", "To")}
CHIP_STYLE = {"speed": ("#ffd166", "+2 steps"), "luck": ("#9bd1ff", "roll again"),
              "shortcut": ("#b8e08a", "past a wall")}
CHIP_EMPTY, CHIP_EMPTY_EDGE, CHIP_EMPTY_TEXT = "#efefef", "#c4c4c4", "#666"
REACH = "rgba(46, 160, 67, 0.32)"          # exactly N steps away, no tiles needed
REACH_EDGE = "#23863a"                    # ... and its edge
REACH_TILES = "#e07a00"                   # reachable only with super tiles (outlined, tagged)
REACH_ARMED = "rgba(224, 122, 0, 0.28)"    # ... through a wall, with the shortcut armed
TAG_FILL, TAG_TEXT = "#fff3e0", "#7a3e00"
HINT = "#1f5fa8"
TARGET_RING = "#ffb300"
TILE_BACK, TILE_MET = "#d9c39a", "#efe6d2"
CURRENT_FILL, CURRENT_EDGE = "#fff4d6", "#e0c58a"

#: the parts of the board a tutorial step may hide (``board.configure(hide=...)``)
PARTS = ("chain", "super-tiles", "tile-spaces", "supply")


# -- layout helpers (public) ---------------------------------------------------------------
def cell_center(row: int, col: int) -> tuple[float, float]:
    """Canvas pixel at the centre of space (row, col), counted from 1, of the side facing up."""
    return (BOARD_X + (col - 1) * CELL + CELL / 2, BOARD_Y + (row - 1) * CELL + CELL / 2)


def player_top(player: int) -> float:
    return PLAYER_Y + player * PLAYER_H


def chip_box(player: int, tile: str) -> tuple[float, float, float, float]:
    k = SUPER_TILES.index(tile)
    return (PANEL_X + k * CHIP_STEP, player_top(player) + CHIP_TOP, CHIP_W, CHIP_H)


def chip_center(player: int, tile: str) -> tuple[float, float]:
    """Canvas pixel at the centre of ``player``'s super-tile chip ``tile`` (speed, luck, shortcut)."""
    if tile not in SUPER_TILES:
        raise ValueError(f"tile must be one of {', '.join(SUPER_TILES)}, not {tile!r}")
    x, y, w, h = chip_box(player, tile)
    return (x + w / 2, y + h / 2)


def chain_tile_center(player: int, k: int) -> tuple[float, float]:
    """Canvas pixel at the centre of the k-th puzzle tile (0-based, left first) of ``player``'s chain."""
    return (PANEL_X + k * TILE_STEP + TILE_W / 2, player_top(player) + TILE_TOP + TILE_H / 2)


def die_center() -> tuple[float, float]:
    x, y, s = DIE
    return (x + s / 2, y + s / 2)


def figure_point(player: int, cell: int) -> tuple[float, float]:
    """Canvas pixel at the middle of ``player``'s figure standing on stored cell number ``cell``."""
    x, y = cell_center(*GRID.square_of(cell))
    sx, sy = FIGURE_SLOT[player]
    return (x + sx, y + sy)


def winners_words(winners: tuple[int, ...]) -> str:
    """The panel's headline for a finished game: "red wins", "blue and yellow share the win"."""
    return f"{colour_list(winners)} share the win" if len(winners) > 1 else f"{COLOURS[winners[0]]} wins"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


# -- drawing pieces ------------------------------------------------------------------------
def draw_friend(p: Painter, cx: float, cy: float, friend: int, r: float = FRIEND_R) -> None:
    name = FRIENDS[friend]
    fill, label = FRIEND_STYLE[name]
    with p.group(f"friend friend-{name}"):
        p.circle(cx, cy, r, fill=fill, stroke=TEXT, width=1)
        p.text(cx, cy + 0.5, label, fill="white", size=max(MIN_TEXT, round(r * 0.85)), bold=True,
               max_width=2 * r - 2)


def draw_burrow(p: Painter, cx: float, cy: float, r: float = BURROW_R) -> None:
    with p.group("burrow"):
        p.circle(cx, cy, r, fill=BURROW, stroke=BURROW_HOLE, width=1)
        p.circle(cx, cy + r * 0.1, r * 0.55, fill=BURROW_HOLE)


def draw_pawn(p: Painter, x: float, y: float, fill: str, scale: float = 1.0, current: bool = False,
              lamp: bool = False) -> None:
    """A meerkat figure standing upright around (x, y): a head on a bell-shaped body, 12 × 20 px
    (times ``scale``) — a piece, unlike the round burrows, friends and tiles. ``current``: a white
    halo (the figure whose turn it is); ``lamp``: the helmet lamp of the desert figure."""
    s = scale
    body = [(x - 6 * s, y + 10 * s), (x + 6 * s, y + 10 * s), (x + 4 * s, y + 1 * s), (x + 2.5 * s, y - 2 * s),
            (x - 2.5 * s, y - 2 * s), (x - 4 * s, y + 1 * s)]
    head = (x, y - 6 * s, 4.5 * s)
    if current:
        p.polygon(body, stroke="white", width=4)
        p.circle(*head, stroke="white", width=4)
    p.polygon(body, fill=fill, stroke=TEXT, width=1.2)
    p.circle(*head, fill=fill, stroke=TEXT, width=1.2)
    if lamp:
        p.circle(x, y - 7.5 * s, 1.6 * s, fill="#fff3a0", stroke=TEXT, width=0.6)


def wall_segment(a: tuple[int, int], b: tuple[int, int]) -> tuple[float, float, float, float]:
    """The line between two neighbouring spaces (row, col counted from 1), in canvas pixels."""
    (r1, c1), (r2, c2) = sorted((a, b))
    if r1 == r2:  # side by side: a vertical wall
        x = BOARD_X + (c2 - 1) * CELL
        return (x, BOARD_Y + (r1 - 1) * CELL, x, BOARD_Y + r1 * CELL)
    y = BOARD_Y + (r2 - 1) * CELL
    return (BOARD_X + (c1 - 1) * CELL, y, BOARD_X + c1 * CELL, y)


def draw_wall(p: Painter, side_name: str, x1: float, y1: float, x2: float, y2: float, group: str = "wall") -> None:
    _, _, wall, core = SIDE_STYLE[side_name]
    with p.group(f"{group} {side_name}-wall"):
        p.line(x1, y1, x2, y2, stroke=wall, width=8)
        p.line(x1, y1, x2, y2, stroke=core, width=2)


def draw_side(p: Painter, side_index: int) -> None:
    """The board's side ``side_index`` (0 desert, 1 underground): ground, spaces, walls, burrows, friends."""
    side = SIDES[side_index]
    ground, grid, _, _ = SIDE_STYLE[side.name]
    with p.group(f"side side-{side.name}"):
        p.rect(BOARD_X, BOARD_Y, BOARD_SIZE, BOARD_SIZE, fill=ground)
        for r in range(SIZE):
            for c in range(SIZE):
                x, y = BOARD_X + c * CELL, BOARD_Y + r * CELL
                with p.group(f"space cell-{r + 1}-{c + 1}"):
                    p.rect(x + 0.5, y + 0.5, CELL - 1, CELL - 1, stroke=grid, width=1)
        for r, c in side.burrows:
            draw_burrow(p, *cell_center(r, c))
        for friend, (r, c) in enumerate(side.friends):
            draw_friend(p, *cell_center(r, c), friend)
        for a, b in side.walls:
            draw_wall(p, side.name, *wall_segment(a, b))


def draw_box(p: Painter) -> None:
    """The box the board lies in: its rim with the row numbers (left) and column numbers (top), counted
    from 1 as every text names a space, and its dark bottom, seen while the board turns."""
    with p.group("box"):
        p.rect(BOX_X, BOX_Y, BOX_SIZE, BOX_SIZE, fill=BOX_WOOD, stroke=BOX_EDGE, width=2)
        p.rect(BOARD_X - 2, BOARD_Y - 2, BOARD_SIZE + 4, BOARD_SIZE + 4, fill=BOX_INSIDE)
    for k in range(1, SIZE + 1):
        x, y = cell_center(k, k)
        with p.group(f"rim-number col-{k}"):
            p.text(x, BOX_Y + RIM / 2 + 0.5, str(k), fill=RIM_NUMBER, size=11, bold=True, max_width=RIM - 2)
        with p.group(f"rim-number row-{k}"):
            p.text(BOX_X + RIM / 2, y + 0.5, str(k), fill=RIM_NUMBER, size=11, bold=True, max_width=RIM - 2)


def draw_figures(p: Painter, positions: tuple[int, ...], side_index: int, current: int | None) -> None:
    """The meerkat figures, each colour at its own place in a space (so sharing never hides one)."""
    for player, cell in enumerate(positions):
        x, y = figure_point(player, cell)
        with p.group(f"figure figure-{COLOURS[player]}"):
            # the figure with the helmet lamp walks the desert side
            draw_pawn(p, x, y, FIGURE_COLOURS[COLOURS[player]], scale=FIGURE_SCALE, current=player == current,
                      lamp=side_index == 0)


def draw_die(p: Painter, value: int, bonus: int = 0) -> None:
    x, y, s = DIE
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    cx, cy = die_center()
    with p.group("die"):
        p.rect(x, y, s, s, fill="white", stroke=TEXT, width=2)
        for dx, dy in pips.get(value, []):
            p.circle(cx + dx * 10.5, cy + dy * 10.5, 4, fill=TEXT)
        if value not in pips:
            p.text(cx, cy, "?" if value == 0 else str(value), fill=TEXT, size=20, bold=True, max_width=s - 6)
    if bonus:
        with p.group("bonus"):
            p.text(x + s + 6, cy, f"+{bonus}", fill="#b35c00", size=18, bold=True, align="left", max_width=34)


class RaufController(Controller):
    """Draws a Rauf und Runter state and turns clicks and buttons into Play / Move actions.

    UI state: ``shortcut_armed`` (the next click on a space may go through walls with
    shortcut tiles), ``animate`` (play the walk and flip animations).
    """

    width = WIDTH
    height = HEIGHT
    layers = ("box", "highlights", "pieces", "panel")
    parts = PARTS
    buttons = (
        ButtonSpec("speed", "Speed +2", "Use a speed tile: 2 more steps this turn (or click your chip)",
                   part="super-tiles"),
        ButtonSpec("luck", "Luck: roll again", "Use a luck tile: roll the die again (or click your chip)",
                   part="super-tiles"),
        ButtonSpec("shortcut", "Shortcut", "Arm or disarm a shortcut tile: your next click may go through a wall",
                   part="super-tiles"),
    )

    def __init__(self, game: RaufUndRunter, animate: bool = True):
        super().__init__(game)
        self.animate = bool(animate)
        self.shortcut_armed = False
        self._armed_turn = 0
        #: the state last shown (the one before an action): where walk and flip animations start from
        self.last: Any = None
        #: the page may show another side than the one a walk starts on (a new match was loaded, e.g.
        #: a tutorial step, or a flip was just animated): the next walk's first frame draws the box too
        self._box_stale = False

    @property
    def shown(self) -> tuple[int, tuple[int, ...]] | None:
        """(side, positions) of the state last shown."""
        return None if self.last is None else (self.last.side, tuple(self.last.positions))

    # -- layout (public) ---------------------------------------------------------------------
    cell_center = staticmethod(cell_center)
    chip_center = staticmethod(chip_center)
    chain_tile_center = staticmethod(chain_tile_center)
    die_center = staticmethod(die_center)

    def locate(self, target: Target) -> tuple[float, float]:
        kind = target[0]
        if kind == "cell":
            return cell_center(int(target[1]), int(target[2]))
        if kind == "chip":
            return chip_center(int(target[1]), str(target[2]))
        if kind == "die":
            return die_center()
        raise ValueError(f"no such place on a Rauf und Runter board: {target!r}")

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        getattr(self, f"_draw_{layer}")(painter, state, ui)

    def _draw_box(self, p: Painter, state: Any, ui: BoardUI) -> None:
        side = SIDES[state.side]
        p.text(BOX_X, 15, f"{side.name.capitalize()} side up", fill=TEXT, size=14, bold=True, align="left",
               max_width=175)
        p.text(BOX_X + BOX_SIZE, 15, f"walls: {side.wall_name}s · flips: {state.flips}", fill=TEXT,
               size=MIN_TEXT, align="right", max_width=BOX_SIZE - 185)
        draw_box(p)
        draw_side(p, state.side)
        self._draw_legend(p, state, ui)

    def _draw_legend(self, p: Painter, state: Any, ui: BoardUI) -> None:
        """What every mark on the board means, in three rows under the box."""
        side = SIDES[state.side]
        right = BOX_X + BOX_SIZE

        def row(y: float, items: list[tuple[Callable[[float, float], None], float, str]]) -> None:
            x = BOX_X + 2
            for icon, w, words in items:
                icon(x, y)
                x += w + 4
                room = right - x
                p.text(x, y, words, fill=TEXT, size=MIN_TEXT, align="left", max_width=room)
                x += min(room, text_width(words, MIN_TEXT)) + 10

        def friend(f: int) -> Callable[[float, float], None]:
            return lambda x, y: draw_friend(p, x + 10, y, f, r=10.5)

        def wall(x: float, y: float) -> None:
            draw_wall(p, side.name, x + 1, y + 6, x + 13, y - 6, group="legend-wall")

        def ring(x: float, y: float) -> None:
            p.circle(x + 8, y, 7, stroke=TARGET_RING, width=2.5)

        def pawn(x: float, y: float) -> None:
            draw_pawn(p, x + 6, y, FIGURE_COLOURS["red"], scale=0.75, lamp=state.side == 0)

        def square(fill: str | None, stroke: str | None) -> Callable[[float, float], None]:
            return lambda x, y: p.rect(x + 1, y - 7, 14, 14, fill=fill, stroke=stroke, width=2)

        y = LEGEND_Y
        with p.group("legend"):
            row(y, [(friend(f), 20, name) for f, name in enumerate(FRIENDS)])
            row(y + LEGEND_ROW, [(lambda x, y: draw_burrow(p, x + 8, y, r=8), 16, "burrow"),
                                 (wall, 14, side.wall_name),
                                 (pawn, 12, "meerkat figure"),
                                 (ring, 16, "goal this turn")])
            items = [(square(REACH, REACH_EDGE), 16, "exact roll")]
            if ui.shows("tile-spaces"):
                items += [(square(None, REACH_TILES), 16, "+2: speed tile"),
                          (square(None, REACH_TILES), 16, "wall: shortcut tile")]
            row(y + 2 * LEGEND_ROW, items)

    def _draw_highlights(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not state.over:
            self._draw_rings(p, state, state.current)
        if ui.show_highlights and not state.over and state.phase == "move":
            options = self.game.move_options(state)
            tags = self.tile_labels(state)
            kinds = ("plain", "speed", "shortcut", "speed+shortcut") if ui.shows("tile-spaces") else ("plain",)
            for kind in kinds:
                for cell in sorted(options.get(kind, ())):
                    r, c = GRID.cell(cell)  # storage, 0-based: pixel arithmetic
                    x, y = BOARD_X + c * CELL, BOARD_Y + r * CELL
                    with p.group(f"reach reach-{kind.replace('+', '-')}"):
                        if kind == "plain":
                            p.rect(x + 3, y + 3, CELL - 6, CELL - 6, fill=REACH, stroke=REACH_EDGE, width=2)
                            continue
                        fill = REACH_ARMED if "shortcut" in kind and self.shortcut_armed else None
                        p.rect(x + 4, y + 4, CELL - 8, CELL - 8, fill=fill, stroke=REACH_TILES, width=3)
                        if "speed" in kind:
                            self._draw_tag(p, x + CELL / 2, y + CELL / 2 - TAG_DY, tags["speed"])
                        if "shortcut" in kind:
                            self._draw_tag(p, x + CELL / 2, y + CELL / 2 + TAG_DY, tags["shortcut"])
        self._draw_hint(p, ui, "cell")

    def _draw_hint(self, p: Painter, ui: BoardUI, kind: str) -> None:
        """The hint's marks of one kind, numbered in the order to do them: spaces (on the highlights
        layer) or chips (on the panel, over the player's block)."""
        if ui.hint is None:
            return
        for k, mark in enumerate(ui.hint.marks, start=1):
            if mark[0] != kind:
                continue
            x, y = self.locate(mark)
            with p.group("hint"):
                if kind == "chip":
                    p.rect(x - CHIP_W / 2 - 3, y - CHIP_H / 2 - 3, CHIP_W + 6, CHIP_H + 6, stroke=HINT, width=3)
                    p.circle(x + CHIP_W / 2, y - CHIP_H / 2, 8, fill=HINT)
                    p.text(x + CHIP_W / 2, y - CHIP_H / 2, str(k), fill="white", size=MIN_TEXT, bold=True,
                           max_width=14)
                else:
                    p.rect(x - CELL / 2 + 3, y - CELL / 2 + 3, CELL - 6, CELL - 6, stroke=HINT, width=4)
                    p.circle(x - 24, y - 24, 7.5, fill=HINT)
                    p.text(x - 24, y - 24, str(k), fill="white", size=MIN_TEXT, bold=True, max_width=13)

    @staticmethod
    def _draw_tag(p: Painter, x: float, y: float, words: str) -> None:
        """A small tag naming the super tile a space needs ("+2", "wall"), on a ground of its own."""
        with p.group("tag"):
            p.rect(x - TAG_W / 2, y - TAG_H / 2, TAG_W, TAG_H, fill=TAG_FILL, stroke=REACH_TILES, width=1)
            p.text(x, y + 0.5, words, fill=TAG_TEXT, size=MIN_TEXT, max_width=TAG_W - 2)

    def _draw_rings(self, p: Painter, state: Any, player: int) -> None:
        """A ring round each space where ``player``'s walk would end early: the friend, or the burrows."""
        for cell in sorted(self.game.stop_cells(state, player)):
            x, y = cell_center(*GRID.square_of(cell))
            r = (BURROW_R if state.heading_home[player] else FRIEND_R) + 4
            with p.group("target-ring"):
                p.circle(x, y, r, stroke=TARGET_RING, width=3)

    def _draw_pieces(self, p: Painter, state: Any, ui: BoardUI) -> None:
        draw_figures(p, state.positions, state.side, None if state.over else state.current)

    def _draw_panel(self, p: Painter, state: Any, ui: BoardUI) -> None:
        x0 = PANEL_X
        with p.group("turn"):
            if state.over:
                p.text(x0, 12, "Game over", fill=TEXT, size=14, bold=True, align="left", max_width=PANEL_W)
            else:
                colour = COLOURS[state.current]
                draw_pawn(p, x0 + 6, 13, FIGURE_COLOURS[colour], scale=0.8)
                p.text(x0 + 16, 12, f"turn {state.turn}: {colour}", fill=TEXT, size=14, bold=True, align="left",
                       max_width=PANEL_W - 16)
        draw_die(p, state.roll, state.bonus)
        _, dy, ds = DIE
        tx = DIE[0] + ds + (44 if state.bonus else 10)
        room = PANEL_X + PANEL_W - tx
        if state.over:   # who won, beside the die (too long for the headline at a readable size)
            lines = ([colour_list(state.winners), "share the win"] if len(state.winners) > 1
                     else [winners_words(state.winners)])
            for k, line in enumerate(lines):
                p.text(tx, dy + ds / 2 + 16 * k - 8 * (len(lines) - 1), line, fill=TEXT, size=12, bold=k == 0,
                       align="left", max_width=room)
        elif state.phase == "move":
            p.text(tx, dy + ds / 2 - 8, "walk exactly", fill=TEXT, size=12, align="left", max_width=room)
            p.text(tx, dy + ds / 2 + 8, plural(state.steps, "step"), fill=TEXT, size=13, bold=True, align="left",
                   max_width=room)
        if ui.shows("supply"):
            p.text(x0 + PANEL_W, SUPPLY_Y, f"supply: {plural(sum(state.supply), 'super tile')} face down",
                   fill=MUTED, size=MIN_TEXT, align="right", max_width=PANEL_W)
        for player in range(self.game.players):
            self._draw_player(p, state, player, ui)
        self._draw_hint(p, ui, "chip")

    def _draw_player(self, p: Painter, state: Any, player: int, ui: BoardUI) -> None:
        colour = COLOURS[player]
        top = player_top(player)
        current = player == state.current and not state.over
        with p.group(f"player player-{colour}"):
            if current:
                p.rect(PANEL_X - 6, top - 5, PANEL_W + 4, PLAYER_H - 3, fill=CURRENT_FILL, stroke=CURRENT_EDGE)
            draw_pawn(p, PANEL_X + 6, top + 8, FIGURE_COLOURS[colour], scale=0.7)
            p.text(PANEL_X + 16, top + 8, f"{colour}: {self._goal_words(state, player)}", fill=TEXT, size=12,
                   bold=current, align="left", max_width=PANEL_W - 18)
            if ui.shows("chain"):
                self._draw_chain(p, state, player)
            if ui.shows("super-tiles"):
                for tile in SUPER_TILES:
                    self._draw_chip(p, state, player, tile)

    def _draw_chain(self, p: Painter, state: Any, player: int) -> None:
        """Met friends burrow side up (removed), the target face up (or a burrow: heading home),
        the rest face down: nobody knows them yet."""
        dealt = self.game.settings["friends"]
        left = len(state.chains[player])
        met = dealt - left
        heading = state.heading_home[player]
        slots = ["met"] * met + (["goal"] if heading else []) + ["target"] * (0 if heading else 1)
        slots += ["back"] * (left - (0 if heading else 1))
        for k, kind in enumerate(slots):
            cx, cy = chain_tile_center(player, k)
            x, y = cx - TILE_W / 2, cy - TILE_H / 2
            with p.group(f"chain-tile {kind}"):
                if kind == "met":   # removed: the burrow side shows
                    p.rect(x, y, TILE_W, TILE_H, fill=TILE_MET, stroke="#b9a57e")
                    p.circle(cx, cy - 5, 5, fill=BURROW)
                    p.text(cx, cy + 6, "✓", fill="#2a7a2a", size=MIN_TEXT, bold=True, max_width=TILE_W - 4)
                elif kind == "back":
                    p.rect(x, y, TILE_W, TILE_H, fill=TILE_BACK, stroke="#8a7350")
                    p.circle(cx, cy, 5, fill=BURROW)
                elif kind == "target":
                    p.rect(x, y, TILE_W, TILE_H, fill="white", stroke=TEXT, width=2)
                    draw_friend(p, cx, cy, state.chains[player][0], r=10.5)
                else:               # heading home: the goal is any burrow
                    p.rect(x, y, TILE_W, TILE_H, fill="white", stroke=TARGET_RING, width=2)
                    draw_burrow(p, cx, cy, r=8)

    def _draw_chip(self, p: Painter, state: Any, player: int, tile: str) -> None:
        """A super-tile chip: its name and how many the player holds, and what it does."""
        count = state.tiles[player][SUPER_TILES.index(tile)]
        x, y, w, h = chip_box(player, tile)
        fill, does = CHIP_STYLE[tile]
        armed = tile == "shortcut" and self.shortcut_armed and player == state.current and not state.over
        ink = TEXT if count else CHIP_EMPTY_TEXT
        with p.group(f"chip chip-{COLOURS[player]}-{tile}" + ("" if count else " chip-empty")):
            p.rect(x, y, w, h, fill=fill if count else CHIP_EMPTY, stroke=TEXT if armed else (
                "#777" if count else CHIP_EMPTY_EDGE), width=3 if armed else 1)
            p.text(x + w / 2, y + 9, f"{tile} ×{count}", fill=ink, size=MIN_TEXT, max_width=w - 6)
            p.text(x + w / 2, y + 22, "✓ armed" if armed else does, fill=ink, size=MIN_TEXT, bold=armed,
                   max_width=w - 6)

    @staticmethod
    def tile_labels(state: Any) -> dict[str, str]:
        """The tags of the spaces that need super tiles: the steps every speed tile held adds
        (``move_options`` counts them all), "wall" for a shortcut."""
        speed = f"+{2 * state.tiles[state.current][0]}"
        return {"speed": speed, "shortcut": "wall", "speed+shortcut": f"{speed} wall"}

    # -- animations ----------------------------------------------------------------------------
    def walk_path(self, before: Any, moved: Moved, shortcuts: int) -> list[int] | None:
        """The squares (stored cell numbers) a move really took, from its start to its end: exactly
        its steps, or fewer when it met its target on the way, with ``shortcuts`` walls crossed."""
        return GRID.walk_path(SIDES[before.side].masks, moved.cell_from, moved.cell_to, moved.steps,
                              self.game.stop_cells(before, moved.player), wall_passes=shortcuts)

    def walk_frames(self, before: Any, player: int, path: list[int], ui: BoardUI | None = None,
                    with_box: bool = False) -> list[Frame]:
        """The figure of ``player`` walking ``path`` square by square on the side of ``before`` (the
        state before the move): one frame per step; the first clears the reachable spaces (leaving the
        mover's goal rings) and, with ``with_box``, draws the box too."""
        ui = ui or BoardUI()
        frames = []
        for k, cell in enumerate(path[1:]):
            positions = list(before.positions)
            positions[player] = cell

            def pieces(p: Painter, positions: tuple[int, ...] = tuple(positions)) -> None:
                draw_figures(p, positions, before.side, player)

            layers: dict[str, Callable[[Painter], None]] = {"pieces": pieces}
            if k == 0:
                layers["highlights"] = lambda p: self._draw_rings(p, before, player)
                if with_box:
                    layers = {"box": lambda p: self._draw_box(p, before, ui), **layers}
            frames.append(Frame.of(WALK_STEP_MS, **layers))
        return frames

    def flip_frames(self, old_side: int, old_positions: tuple[int, ...], new_side: int,
                    new_positions: tuple[int, ...]) -> list[Frame]:
        """The box turning over: the old side (with its figures) squeezes shut about the middle,
        the new side opens; highlights and figure layers are cleared meanwhile."""
        cx, cy = BOARD_CENTER

        def side_at(side: int, positions: tuple[int, ...], sx: float) -> Callable[[Painter], None]:
            def draw(p: Painter) -> None:
                draw_box(p)
                lift = 1 + 0.06 * (1 - sx)  # the edge nearest the viewer looks a little bigger
                with p.group("flipping", translate=(cx, cy), scale=(sx, lift)):
                    with p.group("flipping-origin", translate=(-cx, -cy)):
                        draw_side(p, side)
                        draw_figures(p, positions, side, None)
            return draw

        blank = lambda p: None  # noqa: E731
        frames = [Frame.of(FLIP_FRAME_MS, box=side_at(old_side, old_positions, FLIP_CLOSE[0]),
                           highlights=blank, pieces=blank)]
        frames += [Frame.of(FLIP_FRAME_MS, box=side_at(old_side, old_positions, sx)) for sx in FLIP_CLOSE[1:]]
        frames += [Frame.of(FLIP_FRAME_MS, box=side_at(new_side, new_positions, sx)) for sx in FLIP_OPEN]
        return frames

    # -- input -------------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        col, row = (x - BOARD_X) // CELL, (y - BOARD_Y) // CELL
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return ("cell", int(row) + 1, int(col) + 1)
        if ui.shows("super-tiles"):
            for player in range(self.game.players):
                for tile in SUPER_TILES:
                    bx, by, bw, bh = chip_box(player, tile)
                    if bx <= x <= bx + bw and by <= y <= by + bh:
                        return ("chip", player, tile)
        dx, dy, ds = DIE
        if dx <= x <= dx + ds and dy <= y <= dy + ds:
            return ("die",)
        return None

    def activate(self, target: Target, board: BoardWidget) -> None:
        kind = target[0]
        if kind == "cell":
            self._move_to(board, int(target[1]), int(target[2]))
        elif kind == "chip":
            self._use(board, int(target[1]), str(target[2]))
        elif kind == "die":
            state = board.state
            if not state.over:
                again = " To roll again, use a luck tile." if board.ui.shows("super-tiles") else ""
                board.say(f"The die shows {state.roll}"
                          + (f", and speed adds {state.bonus}" if state.bonus else "")
                          + f": walk exactly {plural(state.steps, 'step')}.{again}")

    def press(self, name: str, board: BoardWidget) -> None:
        if name in SUPER_TILES:
            self._use(board, board.state.current, name)
        else:
            raise ValueError(f"no button {name!r}")

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        keys = {"s": "speed", "l": "luck", "w": "shortcut"}
        if ctrl or key.lower() not in keys or not board.ui.shows("super-tiles"):
            return False
        self._use(board, board.state.current, keys[key.lower()])
        return True

    def _use(self, board: BoardWidget, player: int, tile: str) -> None:
        state = board.state
        if state.over:
            board.refuse(IllegalAction("rauf_und_runter.game.over", "The game is over: no more moves."))
            return
        if player != state.current:
            board.refuse(IllegalAction("rauf_und_runter.super.use",
                                       f"It is {COLOURS[state.current]}'s turn: only the player to move uses "
                                       f"super tiles, not {COLOURS[player]}."))
            return
        if tile != "shortcut":
            board.play(Play(tile))
            return
        if not state.tiles[player][SHORTCUT]:
            board.refuse(IllegalAction("rauf_und_runter.super.use",
                                       f"{COLOURS[player]} has no shortcut tile to use."))
            return
        self.shortcut_armed = not self.shortcut_armed
        self._armed_turn = state.turn
        if self.shortcut_armed:
            board.say("Shortcut armed: now click a space marked \"wall\" to walk through the "
                      f"{SIDES[state.side].wall_name}. Click the chip again to keep the tile.")
        else:
            board.say("Shortcut put back: no wall will be crossed.")

    def _move_to(self, board: BoardWidget, row: int, col: int) -> None:
        state = board.state
        shortcuts = 0
        cell = GRID.square(row, col)
        if self.shortcut_armed and not state.over and state.phase == "move":
            shortcuts = self.game.walk_ends(state).get(cell, 0)
        action = Move(row, col, shortcuts)
        refusal = board.match.explain(action)
        if refusal is not None:
            board.refuse(refusal, self._advice(state, cell, board.ui))
            return
        board.play(action)

    def _advice(self, state: Any, cell: int, ui: BoardUI | None = None) -> str:
        """What to do instead, for a refused click on a space."""
        ui = ui or BoardUI()
        if state.over or state.phase != "move":
            return ""
        options = self.game.move_options(state)
        if ui.shows("super-tiles"):
            if cell in options.get("shortcut", ()):
                return "Click your shortcut chip first, then this space."
            if cell in options.get("speed", ()):
                return "Use your speed tile first (+2 steps), then click this space."
            if cell in options.get("speed+shortcut", ()):
                return "Use your speed tile and click your shortcut chip first, then click this space."
        n, wall = state.steps, SIDES[state.side].wall_name
        if ui.show_highlights and options.get("plain"):
            return f"Click a green space: those are exactly {plural(n, 'step')} away."
        return f"Count exactly {plural(n, 'step')}, up, down, left or right, never through a {wall}."

    # -- words -------------------------------------------------------------------------------
    def _goal_words(self, state: Any, player: int) -> str:
        if state.over:
            return "wins" if player in state.winners else "—"
        if state.heading_home[player]:
            return "to a burrow to win" if not state.chains[player] else "to a burrow (board turns)"
        return f"looking for the {FRIENDS[state.chains[player][0]]}"

    def _goal_status(self, state: Any, player: int) -> str:
        if state.heading_home[player]:
            return "back to a burrow to win" if not state.chains[player] else \
                "back to a burrow (the board turns over)"
        return f"find the {FRIENDS[state.chains[player][0]]}"

    def status(self, state: Any, ui: BoardUI) -> str:
        if state.over:
            if len(state.winners) > 1:
                return (f"Game over: {colour_list(state.winners)} are home with every friend met and share "
                        "the win.")
            return f"Game over: {COLOURS[state.winners[0]]} is home with every friend met and wins."
        colour = COLOURS[state.current]
        if state.phase != "move":
            return f"Turn {state.turn}: {colour} to {'roll' if state.phase == 'roll' else 'draw super tiles'}."
        bonus = f" +{state.bonus}" if state.bonus else ""
        line = (f"Turn {state.turn}: {colour} rolled {state.roll}{bonus} — walk exactly "
                f"{plural(state.steps, 'step')}, {self._goal_status(state, state.current)}.")
        if self.shortcut_armed:
            line += " Shortcut armed: a click on a space behind a wall goes through it."
        return line

    def _arrival(self, state: Any, player: int) -> str:
        """What reaching the goal does, after "to": "meet the chameleon", "walk into the burrow and win"."""
        if not state.heading_home[player]:
            return f"meet the {FRIENDS[state.chains[player][0]]}"
        if not state.chains[player]:
            return "walk into the burrow and win"
        return "walk into the burrow and turn the board over"

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        """One suggestion, saying first what to do: "Click (2,2) to meet the chameleon.", "Arm your
        shortcut chip, then click (2,2): through the hedge to meet the chameleon.", "Use your speed tile
        (+2 steps), then click (2,4) to meet the mouse.", or the space that ends nearest."""
        if state.over:
            return Hint((), "The game is over.")
        if state.phase != "move":
            return Hint((), "Roll the die first.")
        game, player = self.game, state.current
        # no super tile is suggested before the tutorial has shown them
        tiles = ui.shows("super-tiles") and ui.shows("tile-spaces")
        wall = SIDES[state.side].wall_name
        goals = game.stop_cells(state, player)
        cell = lambda m: GRID.square(m.row, m.col)  # noqa: E731

        def moves_in(s: Any) -> list[Move]:
            return [a for a in game.legal_actions(s) if isinstance(a, Move) and (tiles or not a.shortcuts)]

        def click(move: Move, then: str) -> str:
            """"click (r,c) to <then>", with the shortcut chip armed first when the walk needs it."""
            where = cell_name(cell(move))
            if not move.shortcuts:
                return f"click {where} {then}"
            through = f"the {wall}" if move.shortcuts == 1 else f"{move.shortcuts} {wall}s"
            arm = "" if self.shortcut_armed else "arm your shortcut chip, then "
            return f"{arm}click {where}: through {through} {then}"

        def say(text: str) -> str:
            return f"Hint: {text[0].upper()}{text[1:]}."

        arrive = f"to {self._arrival(state, player)}"
        moves = moves_in(state)
        hits = sorted((m for m in moves if cell(m) in goals), key=lambda m: (m.shortcuts, m.row, m.col))
        if hits:
            move = hits[0]
            return Hint((move,), say(click(move, arrive)), marks=(("cell", move.row, move.col),))
        if tiles and state.tiles[player][0]:
            faster = game.apply(state, Play("speed"))
            fast_hits = sorted((m for m in moves_in(faster) if cell(m) in goals),
                               key=lambda m: (m.shortcuts, m.row, m.col))
            if fast_hits:
                move = fast_hits[0]
                return Hint((Play("speed"), move), say(f"use your speed tile (+2 steps), then {click(move, arrive)}"),
                            marks=(("chip", player, "speed"), ("cell", move.row, move.col)))
        if not moves:
            return Hint((), "No walk of this length is possible.")
        dist = distances(state, goals)
        move = min(moves, key=lambda m: (dist[cell(m)] + m.shortcuts, m.shortcuts, m.row, m.col))
        d = dist[cell(move)]
        goal = "a burrow" if state.heading_home[player] else f"the {FRIENDS[state.chains[player][0]]}"
        text = click(move, f"— it ends nearest to {goal}, {plural(d, 'step')} away") if move.shortcuts else \
            f"click {cell_name(cell(move))}: it ends nearest to {goal}, {plural(d, 'step')} away"
        return Hint((move,), say(f"{text}. No walk of exactly {plural(state.steps, 'step')} reaches it this turn"),
                    marks=(("cell", move.row, move.col),))

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        if name in SUPER_TILES:
            usable = not state.over and state.phase == "move"
            return True, usable and bool(state.tiles[state.current][SUPER_TILES.index(name)])
        return True, True

    # -- life cycle ----------------------------------------------------------------------------
    def remember(self, state: Any) -> None:
        self.last = state

    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        state, before = board.state, self.last
        if kind == "new":
            self._box_stale = True
        elif self.animate and before is not None:
            if kind in ("play", "redo"):
                # the figure walks the squares it really took, on the side it walked on
                shortcuts = sum(1 for e in events if isinstance(e, TilePlayed) and e.tile == "shortcut")
                for moved in (e for e in events if isinstance(e, Moved)):
                    path = self.walk_path(before, moved, shortcuts)
                    if path and len(path) > 1:
                        board.animate(self.walk_frames(before, moved.player, path, board.ui, self._box_stale))
                        self._box_stale = False
            if before.side != state.side:
                # the side facing up changed (a flip played, redone or undone): turn the box over.
                # The old side shows its figures where they were just before turning (the mapping is
                # an involution), the new side where they are now.
                old = tuple(flip_cell(c) for c in state.positions)
                board.animate(self.flip_frames(before.side, old, state.side, tuple(state.positions)))
                self._box_stale = True   # the last flip frame shows the new side squeezed
        if kind != "play" or state.over or state.turn != self._armed_turn or not state.tiles[state.current][SHORTCUT]:
            # a move ended the turn, or undo/redo/new game: the armed shortcut goes back in hand
            # (using speed or luck first keeps it armed: still the same turn)
            self.shortcut_armed = False
        self.remember(state)

    def configure(self, animate: bool | None = None, **options: Any) -> None:
        super().configure(**options)
        if animate is not None:
            self.animate = bool(animate)

    def description(self, board: BoardWidget) -> str:
        settings = self.game.settings
        defaults = RaufUndRunter.validate_settings({"players": settings["players"]})
        extra = "".join(f", {k}={v!r}" for k, v in settings.items() if k != "players" and v != defaults[k])
        return f"players={settings['players']}{extra}, seed={board.match.seed}"


class RaufBoard(BoardWidget):
    """A playable Rauf und Runter board.

    ``RaufBoard(players=2, seed=0, show_highlights=True, animate=True, **settings)``; settings are
    the engine's (friends, die_faces, super_tiles, first_player). The die is rolled by the match
    from its seed. Nothing is hidden from the player to move (chains are face down for everyone),
    so there is no hot-seat screen.
    """

    cell_center = staticmethod(cell_center)
    chip_center = staticmethod(chip_center)
    chain_tile_center = staticmethod(chain_tile_center)
    die_center = staticmethod(die_center)

    def __init__(self, players: int = 2, seed: int = 0, *, show_highlights: bool = True, animate: bool = True,
                 match: Match | None = None, undo_floor: int = 0, **settings: Any):
        if match is None:
            match = Match(RaufUndRunter(players=players, **settings), seed)
        elif not isinstance(match.game, RaufUndRunter):
            raise ValueError(f"a RaufBoard shows a Rauf und Runter match, not {match.game.title}")
        controller = RaufController(match.game, animate=animate)
        controller.remember(match.state)
        super().__init__(match, controller, show_highlights=show_highlights, undo_floor=undo_floor)

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "RaufBoard":
        """A board on an existing match (a tutorial step)."""
        return cls(match=match, **options)

    @property
    def shortcut_armed(self) -> bool:
        """True while the next click on a space may go through walls with shortcut tiles."""
        return self.controller.shortcut_armed


def picture(state: Any, game: RaufUndRunter | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a Rauf und Runter position (no widget, no kernel needed)."""
    game = game or RaufUndRunter(players=len(state.positions))
    controller = RaufController(game, animate=False)
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Rauf und Runter, turn {state.turn}, {SIDE_NAMES[state.side]} side up")
