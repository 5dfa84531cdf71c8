"""Rauf und Runter's board: the 5×5 side facing up inside its box, the chains, the super tiles, the die.

    >>> from boardwidgets.rauf_und_runter import RaufBoard
    >>> board = RaufBoard(players=2, seed=0)   # the first roll is already made (chance, from the seed)
    >>> board.click_cell(1, 3)                 # walk to (1,3), if a walk of exactly the roll ends there
    >>> board.press("speed")                   # use a speed tile: 2 more steps (also: click the chip)
    >>> board.press("luck")                    # use a luck tile: the die is rolled again
    >>> board.press("shortcut")                # arm / disarm the shortcut tile for the next click

Shortcut tiles (the board's choice): clicking the shortcut chip *arms* it. While armed, a
click on a space that only a walk through a wall (or two) reaches plays that move with as
many shortcut tiles as it needs (the fewest; a space reachable without one costs none).
Unarmed, such a click is refused with the rule and the advice to arm the chip — a tile is
never spent behind the player's back. The status line says when it is armed.

Layout (canvas pixels) is public so browser tests can click real pixels:
``RaufBoard.cell_center(r, c)``, ``.chip_center(player, tile)``, ``.chain_tile_center(player, k)``,
``.die_center()``. Layers, bottom first: box (frame and the side facing up: spaces, walls,
burrows, friends), highlights (reachable spaces, hint), pieces (figures, target ring),
panel (turn, die, each player's chain and super-tile chips).

When the board turns over (a ``BoardFlipped`` event, or undo/redo across one) the box plays
a short flip — the old side squeezes shut, the new side opens — as frames in the same single
canvas message as the final drawing (``BoardWidget.animate``), under half a second.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core import IllegalAction, Match
from engine.rauf_und_runter import COLOURS, FRIENDS, SIDE_NAMES, SIDES, SUPER_TILES, Move, Play, RaufUndRunter
from engine.rauf_und_runter.board import GRID, SIZE, flip_cell
from engine.rauf_und_runter.game import SHORTCUT, colour_list
from engine.rauf_und_runter.policies import distances

from .board import BoardUI, BoardWidget, ButtonSpec, Controller, Frame, Hint, Picture, Target, draw_svg
from .paint import Painter

# -- layout ------------------------------------------------------------------------------
CELL = 64                          # one space
RIM = 16                           # the box's wall around the board
BOX_X, BOX_Y = 14, 34              # the box's outer top-left corner
BOARD_X, BOARD_Y = BOX_X + RIM, BOX_Y + RIM      # the board's top-left corner (30, 50)
BOARD_SIZE = SIZE * CELL           # 320
BOX_SIZE = BOARD_SIZE + 2 * RIM    # 352
BOARD_CENTER = (BOARD_X + BOARD_SIZE / 2, BOARD_Y + BOARD_SIZE / 2)
PANEL_X = BOX_X + BOX_SIZE + 18    # 384: the side panel's left edge
PANEL_W = 236
WIDTH = PANEL_X + PANEL_W          # 620
HEIGHT = 440
DIE = (PANEL_X, 30, 44)            # x, y, size of the die
PLAYER_Y = 96                      # top of the first player's block in the panel
PLAYER_H = 84                      # height of one player's block
TILE_W, TILE_H, TILE_STEP = 22, 26, 25           # a puzzle tile in a chain
CHIP_W, CHIP_H, CHIP_STEP = 72, 22, 78           # a super-tile chip
FIGURE_R = 9
FIGURE_OFFSET = 19                 # how far a figure sits from its space's centre (by colour)
FIGURE_SLOT = ((-1, -1), (1, -1), (1, 1), (-1, 1))

#: the flip: horizontal scale of the old side closing, then of the new side opening; ms per frame
FLIP_CLOSE = (0.8, 0.5, 0.2)
FLIP_OPEN = (0.2, 0.5, 0.8)
FLIP_FRAME_MS = 60

# -- colours -----------------------------------------------------------------------------
FIGURE_COLOURS = {"red": "#d62828", "blue": "#1d4ed8", "yellow": "#f2c200", "green": "#2a9d3f"}
TEXT = "#222"
BOX_WOOD, BOX_EDGE, BOX_INSIDE = "#9c6b3f", "#5e3b1d", "#2e1d0f"
SIDE_STYLE = {  # ground, grid lines, wall colour, wall core colour
    "desert": ("#f1d9a0", "#d8bc7c", "#3d7a34", "#6fae4f"),
    "underground": ("#9a7454", "#7d5a3f", "#5d5d5d", "#a3a3a3"),
}
BURROW, BURROW_HOLE = "#6b4423", "#24150a"
FRIEND_STYLE = {"chameleon": ("#3fa34d", "Ch"), "beetle": ("#7b4fa0", "Be"),
                "mouse": ("#8d99ae", "Mo"), "tortoise": ("#a0713c", "To")}
CHIP_STYLE = {"speed": ("#ffd166", "speed"), "luck": ("#9bd1ff", "luck"), "shortcut": ("#b8e08a", "shortcut")}
REACH = "rgba(46, 160, 67, 0.40)"          # exactly N steps away, no tiles needed
REACH_TILES = "#e07a00"                   # reachable only with super tiles (outlined, labelled)
REACH_ARMED = "rgba(224, 122, 0, 0.28)"    # ... through a wall, with the shortcut armed
HINT = "#1f5fa8"
TARGET_RING = "#ffb300"
TILE_BACK, TILE_MET = "#d9c39a", "#efe6d2"


# -- layout helpers (public) ---------------------------------------------------------------
def cell_center(row: int, col: int) -> tuple[float, float]:
    """Canvas pixel at the centre of space (row, col), counted from 1, of the side facing up."""
    return (BOARD_X + (col - 1) * CELL + CELL / 2, BOARD_Y + (row - 1) * CELL + CELL / 2)


def player_top(player: int) -> float:
    return PLAYER_Y + player * PLAYER_H


def chip_box(player: int, tile: str) -> tuple[float, float, float, float]:
    k = SUPER_TILES.index(tile)
    return (PANEL_X + k * CHIP_STEP, player_top(player) + 54, CHIP_W, CHIP_H)


def chip_center(player: int, tile: str) -> tuple[float, float]:
    """Canvas pixel at the centre of ``player``'s super-tile chip ``tile`` (speed, luck, shortcut)."""
    if tile not in SUPER_TILES:
        raise ValueError(f"tile must be one of {', '.join(SUPER_TILES)}, not {tile!r}")
    x, y, w, h = chip_box(player, tile)
    return (x + w / 2, y + h / 2)


def chain_tile_center(player: int, k: int) -> tuple[float, float]:
    """Canvas pixel at the centre of the k-th puzzle tile (0-based, left first) of ``player``'s chain."""
    return (PANEL_X + k * TILE_STEP + TILE_W / 2, player_top(player) + 20 + TILE_H / 2)


def die_center() -> tuple[float, float]:
    x, y, s = DIE
    return (x + s / 2, y + s / 2)


def winners_words(winners: tuple[int, ...]) -> str:
    """The panel's headline for a finished game: "red wins", "blue and yellow share the win"."""
    return f"{colour_list(winners)} share the win" if len(winners) > 1 else f"{COLOURS[winners[0]]} wins"


# -- drawing pieces ------------------------------------------------------------------------
def draw_friend(p: Painter, cx: float, cy: float, friend: int, r: float = 13) -> None:
    name = FRIENDS[friend]
    fill, label = FRIEND_STYLE[name]
    with p.group(f"friend friend-{name}"):
        p.circle(cx, cy, r, fill=fill, stroke=TEXT, width=1)
        p.text(cx, cy + 0.5, label, fill="white", size=round(r * 0.85), bold=True)


def draw_burrow(p: Painter, cx: float, cy: float, r: float = 19) -> None:
    with p.group("burrow"):
        p.circle(cx, cy, r, fill=BURROW)
        p.circle(cx, cy + 2, r * 0.55, fill=BURROW_HOLE)


def wall_segment(a: tuple[int, int], b: tuple[int, int]) -> tuple[float, float, float, float]:
    """The line between two neighbouring spaces (row, col counted from 1), in canvas pixels."""
    (r1, c1), (r2, c2) = sorted((a, b))
    if r1 == r2:  # side by side: a vertical wall
        x = BOARD_X + (c2 - 1) * CELL
        return (x, BOARD_Y + (r1 - 1) * CELL, x, BOARD_Y + r1 * CELL)
    y = BOARD_Y + (r2 - 1) * CELL
    return (BOARD_X + (c1 - 1) * CELL, y, BOARD_X + c1 * CELL, y)


def draw_side(p: Painter, side_index: int) -> None:
    """The board's side ``side_index`` (0 desert, 1 underground): ground, spaces, walls, burrows, friends."""
    side = SIDES[side_index]
    ground, grid, wall, core = SIDE_STYLE[side.name]
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
            x1, y1, x2, y2 = wall_segment(a, b)
            with p.group(f"wall {side.name}-wall"):
                p.line(x1, y1, x2, y2, stroke=wall, width=8)
                p.line(x1, y1, x2, y2, stroke=core, width=2)


def draw_box(p: Painter) -> None:
    """The box the board lies in (its rim, and its dark bottom seen while the board turns)."""
    with p.group("box"):
        p.rect(BOX_X, BOX_Y, BOX_SIZE, BOX_SIZE, fill=BOX_WOOD, stroke=BOX_EDGE, width=2)
        p.rect(BOARD_X - 2, BOARD_Y - 2, BOARD_SIZE + 4, BOARD_SIZE + 4, fill=BOX_INSIDE)


def figure_point(player: int, cell: int) -> tuple[float, float]:
    x, y = cell_center(*GRID.square_of(cell))
    sx, sy = FIGURE_SLOT[player]
    return (x + sx * FIGURE_OFFSET, y + sy * FIGURE_OFFSET)


def draw_figures(p: Painter, positions: tuple[int, ...], side_index: int, current: int | None) -> None:
    """The meerkat figures, each colour in its own corner of a space (so sharing never hides one)."""
    for player, cell in enumerate(positions):
        x, y = figure_point(player, cell)
        here = player == current
        with p.group(f"figure figure-{COLOURS[player]}"):
            p.circle(x, y, FIGURE_R, fill=FIGURE_COLOURS[COLOURS[player]],
                     stroke="white" if here else TEXT, width=3 if here else 1)
            if side_index == 0:  # the figure with the helmet lamp walks the desert side
                p.circle(x, y - FIGURE_R + 3, 2.5, fill="#fff3a0")


def draw_die(p: Painter, value: int, bonus: int = 0) -> None:
    x, y, s = DIE
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    cx, cy = die_center()
    with p.group("die"):
        p.rect(x, y, s, s, fill="white", stroke=TEXT, width=2)
        for dx, dy in pips.get(value, []):
            p.circle(cx + dx * 11, cy + dy * 11, 4, fill=TEXT)
        if value not in pips:
            p.text(cx, cy, "?" if value == 0 else str(value), fill=TEXT, size=20, bold=True)
    if bonus:
        with p.group("bonus"):
            p.text(x + s + 8, cy, f"+{bonus}", fill="#b35c00", size=18, bold=True, align="left")


class RaufController(Controller):
    """Draws a Rauf und Runter state and turns clicks and buttons into Play / Move actions.

    UI state: ``shortcut_armed`` (the next click on a space may go through walls with
    shortcut tiles), ``animate`` (play the flip animation).
    """

    width = WIDTH
    height = HEIGHT
    layers = ("box", "highlights", "pieces", "panel")
    buttons = (
        ButtonSpec("speed", "Speed +2", "Use a speed tile: 2 more steps this turn (or click your chip)"),
        ButtonSpec("luck", "Luck: roll again", "Use a luck tile: roll the die again (or click your chip)"),
        ButtonSpec("shortcut", "Shortcut", "Arm or disarm a shortcut tile: your next click may go through a wall"),
    )

    def __init__(self, game: RaufUndRunter, animate: bool = True):
        super().__init__(game)
        self.animate = bool(animate)
        self.shortcut_armed = False
        self._armed_turn = 0
        #: (side, positions) last shown on the page: where a flip animation starts from
        self.shown: tuple[int, tuple[int, ...]] | None = None

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
        p.text(BOX_X, 17, f"{side.name.capitalize()} side up", fill=TEXT, size=14, bold=True, align="left")
        p.text(BOX_X + BOX_SIZE, 17, f"walls: {side.wall_name}s · flips: {state.flips}", fill=TEXT, size=11,
               align="right")
        draw_box(p)
        draw_side(p, state.side)
        self._draw_legend(p)

    def _draw_legend(self, p: Painter) -> None:
        y = BOX_Y + BOX_SIZE + 16
        x = BOX_X + 6
        with p.group("legend"):
            for friend, name in enumerate(FRIENDS):
                draw_friend(p, x + 8, y, friend, r=8)
                p.text(x + 20, y, name, fill=TEXT, size=11, align="left")
                x += 28 + 7 * len(name)
            y += 20
            x = BOX_X + 6
            p.rect(x, y - 7, 14, 14, fill=REACH)
            p.text(x + 20, y, "exact roll", fill=TEXT, size=11, align="left")
            p.rect(x + 96, y - 7, 14, 14, stroke=REACH_TILES, width=2)
            p.text(x + 116, y, "needs super tiles (+2 speed, wall shortcut)", fill=TEXT, size=11, align="left")

    def _draw_highlights(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if ui.show_highlights and not state.over and state.phase == "move":
            options = self.game.move_options(state)
            labels = self.tile_labels(state)
            for kind in ("plain", "speed", "shortcut", "speed+shortcut"):
                for cell in sorted(options.get(kind, ())):
                    r, c = GRID.cell(cell)  # storage, 0-based: pixel arithmetic
                    x, y = BOARD_X + c * CELL, BOARD_Y + r * CELL
                    with p.group(f"reach reach-{kind.replace('+', '-')}"):
                        if kind == "plain":
                            p.rect(x + 2, y + 2, CELL - 4, CELL - 4, fill=REACH)
                        else:
                            fill = REACH_ARMED if kind == "shortcut" and self.shortcut_armed else None
                            p.rect(x + 4, y + 4, CELL - 8, CELL - 8, fill=fill, stroke=REACH_TILES, width=3)
                            p.text(x + CELL / 2, y + CELL - 10, labels[kind], fill="#8a4b00", size=10, bold=True)
        if ui.hint is not None:
            for k, mark in enumerate(ui.hint.marks, start=1):
                x, y = self.locate(mark)
                with p.group("hint"):
                    if mark[0] == "chip":
                        p.rect(x - CHIP_W / 2 - 3, y - CHIP_H / 2 - 3, CHIP_W + 6, CHIP_H + 6, stroke=HINT, width=3)
                        p.circle(x + CHIP_W / 2, y - CHIP_H / 2, 7, fill=HINT)
                        p.text(x + CHIP_W / 2, y - CHIP_H / 2, str(k), fill="white", size=10, bold=True)
                    else:
                        p.rect(x - CELL / 2 + 3, y - CELL / 2 + 3, CELL - 6, CELL - 6, stroke=HINT, width=4)
                        p.circle(x + CELL / 2 - 9, y - CELL / 2 + 9, 7, fill=HINT)
                        p.text(x + CELL / 2 - 9, y - CELL / 2 + 9, str(k), fill="white", size=10, bold=True)

    def _draw_pieces(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not state.over:
            for cell in sorted(self.game.stop_cells(state, state.current)):
                x, y = cell_center(*GRID.square_of(cell))
                with p.group("target-ring"):
                    p.circle(x, y, 24, stroke=TARGET_RING, width=3)
        draw_figures(p, state.positions, state.side, None if state.over else state.current)

    def _draw_panel(self, p: Painter, state: Any, ui: BoardUI) -> None:
        x0 = PANEL_X
        with p.group("turn"):
            if state.over:
                line = f"Game over: {winners_words(state.winners)}"
                size = min(14, int(PANEL_W / (0.6 * len(line))))     # a shared win is a longer line
                p.text(x0, 14, line, fill=TEXT, size=size, bold=True, align="left")
            else:
                colour = COLOURS[state.current]
                p.circle(x0 + 7, 14, 7, fill=FIGURE_COLOURS[colour], stroke=TEXT)
                p.text(x0 + 20, 14, f"turn {state.turn}: {colour}", fill=TEXT, size=14, bold=True, align="left")
        draw_die(p, state.roll, state.bonus)
        dx = DIE[0] + DIE[2] + (48 if state.bonus else 10)
        _, dy, ds = DIE
        if not state.over and state.phase == "move":
            p.text(dx, dy + ds / 2 - 8, f"walk exactly {state.steps}", fill=TEXT, size=12, align="left")
            p.text(dx, dy + ds / 2 + 8, f"step{'s' if state.steps != 1 else ''}", fill=TEXT, size=12,
                   align="left")
        p.text(x0 + PANEL_W - 2, dy + ds + 8, f"supply: {sum(state.supply)} super tiles face down", fill="#555",
               size=10, align="right")
        for player in range(self.game.players):
            self._draw_player(p, state, player)

    def _draw_player(self, p: Painter, state: Any, player: int) -> None:
        colour = COLOURS[player]
        top = player_top(player)
        current = player == state.current and not state.over
        with p.group(f"player player-{colour}"):
            if current:
                p.rect(PANEL_X - 6, top - 4, PANEL_W + 4, PLAYER_H - 4, fill="#fff4d6", stroke="#e0c58a")
            p.circle(PANEL_X + 6, top + 8, 6, fill=FIGURE_COLOURS[colour], stroke=TEXT)
            p.text(PANEL_X + 18, top + 8, f"{colour}: {self._goal_words(state, player)}", fill=TEXT, size=12,
                   bold=current, align="left")
            self._draw_chain(p, state, player)
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
                    p.circle(cx, cy - 4, 6, fill=BURROW)
                    p.text(cx, cy + 8, "✓", fill="#2a7a2a", size=9, bold=True)
                elif kind == "back":
                    p.rect(x, y, TILE_W, TILE_H, fill=TILE_BACK, stroke="#8a7350")
                    p.circle(cx, cy, 5, fill=BURROW)
                elif kind == "target":
                    p.rect(x, y, TILE_W, TILE_H, fill="white", stroke=TEXT, width=2)
                    draw_friend(p, cx, cy, state.chains[player][0], r=9)
                else:               # heading home: the goal is any burrow
                    p.rect(x, y, TILE_W, TILE_H, fill="white", stroke=TARGET_RING, width=2)
                    draw_burrow(p, cx, cy, r=8)

    def _draw_chip(self, p: Painter, state: Any, player: int, tile: str) -> None:
        count = state.tiles[player][SUPER_TILES.index(tile)]
        x, y, w, h = chip_box(player, tile)
        fill, label = CHIP_STYLE[tile]
        armed = tile == "shortcut" and self.shortcut_armed and player == state.current and not state.over
        with p.group(f"chip chip-{COLOURS[player]}-{tile}", alpha=1.0 if count else 0.35):
            p.rect(x, y, w, h, fill=fill if count else "#e4e4e4", stroke=TEXT if armed else "#777",
                   width=3 if armed else 1)
            p.text(x + w / 2, y + h / 2 + 0.5, f"{label} ×{count}" + (" ✓" if armed else ""), fill=TEXT,
                   size=10 if armed else 11, bold=armed)

    @staticmethod
    def tile_labels(state: Any) -> dict[str, str]:
        """The label of each kind of highlighted space that needs super tiles: the steps every speed
        tile held adds (``move_options`` counts them all), "wall" for a shortcut."""
        speed = f"+{2 * state.tiles[state.current][0]}"
        return {"speed": speed, "shortcut": "wall", "speed+shortcut": f"{speed} wall"}

    # -- the flip animation --------------------------------------------------------------------
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
                board.say(f"The die shows {state.roll}"
                          + (f", +{state.bonus} from speed" if state.bonus else "")
                          + ": to roll again, use a luck tile.")

    def press(self, name: str, board: BoardWidget) -> None:
        if name in SUPER_TILES:
            self._use(board, board.state.current, name)
        else:
            raise ValueError(f"no button {name!r}")

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        keys = {"s": "speed", "l": "luck", "w": "shortcut"}
        if ctrl or key.lower() not in keys:
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
            board.say("Shortcut armed: click a space behind a wall (outlined, marked \"wall\") to walk through "
                      "it; the move uses as many shortcut tiles as it needs. Click the chip again to disarm. "
                      "[rauf_und_runter.super.shortcut]")
        else:
            board.say("Shortcut disarmed: no wall will be crossed.")

    def _move_to(self, board: BoardWidget, row: int, col: int) -> None:
        state = board.state
        shortcuts = 0
        cell = GRID.square(row, col)
        if self.shortcut_armed and not state.over and state.phase == "move":
            shortcuts = self.game.walk_ends(state).get(cell, 0)
        action = Move(row, col, shortcuts)
        refusal = board.match.explain(action)
        if refusal is not None:
            board.refuse(refusal, self._advice(state, cell))
            return
        board.play(action)

    def _advice(self, state: Any, cell: int) -> str:
        """What to do instead, for a refused click on a space."""
        if state.over or state.phase != "move":
            return ""
        options = self.game.move_options(state)
        if cell in options.get("shortcut", ()):
            return "Click your shortcut chip first, then this space."
        if cell in options.get("speed", ()):
            return "Use your speed tile first (+2 steps)."
        if cell in options.get("speed+shortcut", ()):
            return "It takes a speed tile and a shortcut tile."
        if options.get("plain"):
            n = state.steps
            return f"The green spaces are exactly {n} step{'s' if n != 1 else ''} away."
        return ""

    # -- words -------------------------------------------------------------------------------
    def _goal_words(self, state: Any, player: int) -> str:
        if state.over:
            return "wins" if player in state.winners else "—"
        if state.heading_home[player]:
            return "to a burrow to win" if not state.chains[player] else "to a burrow (turns the board)"
        return f"looking for the {FRIENDS[state.chains[player][0]]}"

    def status(self, state: Any, ui: BoardUI) -> str:
        if state.over:
            if len(state.winners) > 1:
                return (f"Game over: {colour_list(state.winners)} are home with every friend met and share "
                        "the win.")
            return f"Game over: {COLOURS[state.winners[0]]} is home with every friend met and wins."
        colour = COLOURS[state.current]
        if state.phase != "move":
            return f"Turn {state.turn}: {colour} to {'roll' if state.phase == 'roll' else 'draw super tiles'}."
        goal = self._goal_words(state, state.current).replace("looking for", "find")
        bonus = f" +{state.bonus}" if state.bonus else ""
        n = state.steps
        line = f"Turn {state.turn}: {colour} rolled {state.roll}{bonus} — walk exactly {n} step" \
               f"{'s' if n != 1 else ''}, {goal}."
        if self.shortcut_armed:
            line += " Shortcut armed: a click on a space behind a wall goes through it."
        return line

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        if state.over:
            return Hint((), "The game is over.")
        if state.phase != "move":
            return Hint((), "Roll the die first.")
        game, player = self.game, state.current
        goal = self._goal_words(state, player).replace("looking for", "find")
        goals = game.stop_cells(state, player)
        moves = [a for a in game.legal_actions(state) if isinstance(a, Move)]
        cell = lambda m: GRID.square(m.row, m.col)  # noqa: E731
        hits = sorted((m for m in moves if cell(m) in goals), key=lambda m: (m.shortcuts, m.row, m.col))
        if hits:
            move = hits[0]
            how = " (arm your shortcut chip, then click it)" if move.shortcuts else ""
            return Hint((move,), f"Hint: {move} — it ends the walk where you want to be ({goal}){how}.",
                        marks=(("cell", move.row, move.col),))
        if state.tiles[player][0]:
            faster = game.apply(state, Play("speed"))
            fast_hits = sorted((m for m in game.legal_actions(faster) if isinstance(m, Move) and cell(m) in goals),
                               key=lambda m: (m.shortcuts, m.row, m.col))
            if fast_hits:
                move = fast_hits[0]
                return Hint((Play("speed"), move), f"Hint: use your speed tile (+2 steps), then {move} ({goal}).",
                            marks=(("chip", player, "speed"), ("cell", move.row, move.col)))
        if not moves:
            return Hint((), "No walk of this length is possible.")
        dist = distances(state, goals)
        move = min(moves, key=lambda m: (dist[cell(m)] + m.shortcuts, m.shortcuts, m.row, m.col))
        d = dist[cell(move)]
        how = " (arm your shortcut chip, then click it)" if move.shortcuts else ""
        return Hint((move,), f"Hint: no walk of {state.steps} reaches your goal ({goal}); {move} ends nearest, "
                             f"{d} step{'s' if d != 1 else ''} away{how}.",
                    marks=(("cell", move.row, move.col),))

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        if name in SUPER_TILES:
            usable = not state.over and state.phase == "move"
            return True, usable and bool(state.tiles[state.current][SUPER_TILES.index(name)])
        return True, True

    # -- life cycle ----------------------------------------------------------------------------
    def remember(self, state: Any) -> None:
        self.shown = (state.side, tuple(state.positions))

    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        state = board.state
        if kind != "new" and self.animate and self.shown is not None and self.shown[0] != state.side:
            # the side facing up changed (a flip played, redone or undone): turn the box over.
            # The old side shows its figures where they were just before turning (the mapping is
            # an involution), the new side where they are now.
            before = tuple(flip_cell(c) for c in state.positions)
            board.animate(self.flip_frames(self.shown[0], before, state.side, tuple(state.positions)))
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
