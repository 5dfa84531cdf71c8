"""Labyrinth's board: the 7×7 maze, the twelve insertion arrows, the spare card and the pawns.

    >>> from boardwidgets.labyrinth import LabyrinthBoard
    >>> board = LabyrinthBoard(players=2, seed=0, hotseat=False)
    >>> board.press("rotate")                 # turn the spare a quarter turn
    >>> board.click_target(("arrow", "N", 2))  # push it in at the top of column 2
    >>> board.click_cell(1, 2)                 # walk to (1,2), if a path leads there

Squares and lines are named as the board labels them: (row, col) counted from 1, and the
arrows by side and line (2, 4 or 6).

Layout (canvas pixels) is public so browser tests can click real pixels:
``LabyrinthBoard.cell_center(r, c)``, ``.arrow_center(side, line)``, ``.spare_center()``,
``.button_center(name)``. Layers, bottom first: board (tiles), frame (arrows, spare,
side panel), highlights (reachable squares, hint), pieces (pawns, target ring), cover
(hot-seat screen between players).
"""
from __future__ import annotations

from typing import Any

from engine.core import E, IllegalAction, Match, N, S, W
from engine.labyrinth import COLOURS, HOME, SIZE, TREASURES, Labyrinth, Move, Shift, Tile
from engine.labyrinth.board import FIXED_LAYOUT, MOVABLE_LINES, SIDES

from .board import BoardUI, BoardWidget, ButtonSpec, Controller, Hint, Picture, Target, draw_svg
from .paint import Painter

# -- layout ------------------------------------------------------------------------------
CELL = 60                      # one maze square
MARGIN = 34                    # the strip around the board that holds the arrows
BOARD_X = BOARD_Y = MARGIN     # top-left corner of the maze
BOARD_SIZE = SIZE * CELL       # 420
PANEL_X = BOARD_X + BOARD_SIZE + MARGIN + 4   # the side panel's left edge
PANEL_W = 116
WIDTH = PANEL_X + PANEL_W      # 608
HEIGHT = BOARD_Y + BOARD_SIZE + MARGIN        # 488
PATH_W = 22                    # width of a path on a card
ARROW_R = 13                   # half the size of an insertion arrow (and its click box)
SPARE_CENTER = (PANEL_X + PANEL_W / 2, 118)
BUTTON_R = 15
CANVAS_BUTTONS = {             # round buttons drawn on the canvas, under the spare
    "rotate-left": (SPARE_CENTER[0] - 28, SPARE_CENTER[1] + CELL / 2 + 24),
    "rotate": (SPARE_CENTER[0] + 28, SPARE_CENTER[1] + CELL / 2 + 24),
}
READY_BOX = (WIDTH / 2 - 60, HEIGHT / 2 + 30, 120, 40)   # x, y, w, h of the cover's Ready button

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
HINT = "#00a37a"
TARGET_RING = "#ffb300"
TREASURE_FILL = ("#f6d365", "#c9b3ec", "#b7e0b0")  # printed objects · loose T creatures · loose corner animals
TEXT = "#222"

#: where each player's pawn sits inside a square: the corner of its own colour's home
PAWN_SLOT = ((-1, -1), (1, -1), (1, 1), (-1, 1))
PAWN_R = 8


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


def cell_center(row: int, col: int) -> tuple[float, float]:
    """Canvas pixel at the centre of maze square (row, col), counted from 1 as on the labels."""
    return (BOARD_X + (col - 1) * CELL + CELL / 2, BOARD_Y + (row - 1) * CELL + CELL / 2)


def arrow_center(side: str, line: int) -> tuple[float, float]:
    """Canvas pixel of the arrow that pushes in at ``side`` ("N", "E", "S", "W") of row or column
    ``line`` (2, 4 or 6)."""
    if side == "N":
        return (cell_center(1, line)[0], BOARD_Y - MARGIN / 2)
    if side == "S":
        return (cell_center(1, line)[0], BOARD_Y + BOARD_SIZE + MARGIN / 2)
    if side == "W":
        return (BOARD_X - MARGIN / 2, cell_center(line, 1)[1])
    if side == "E":
        return (BOARD_X + BOARD_SIZE + MARGIN / 2, cell_center(line, 1)[1])
    raise ValueError(f"side must be one of N, E, S, W, not {side!r}")


def spare_center() -> tuple[float, float]:
    """Canvas pixel at the centre of the spare card (clicking it turns it clockwise)."""
    return SPARE_CENTER


def button_center(name: str) -> tuple[float, float]:
    """Canvas pixel of a button drawn on the canvas: rotate, rotate-left, ready (on the cover)."""
    if name == "ready":
        x, y, w, h = READY_BOX
        return (x + w / 2, y + h / 2)
    return CANVAS_BUTTONS[name]


# -- drawing pieces ------------------------------------------------------------------------
def draw_tile(p: Painter, cx: float, cy: float, tile: Tile, fixed: bool = False, home: int | None = None,
              name: str = "tile") -> None:
    """One maze card centred at (cx, cy): wall, paths to its open sides, home mark, treasure."""
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
            p.circle(cx, cy, hw - 2, fill=PAWN_COLOURS[COLOURS[home]])
        if tile.treasure >= 0:
            draw_treasure(p, cx, cy, tile.treasure)


def draw_treasure(p: Painter, cx: float, cy: float, treasure: int, r: float = 11) -> None:
    with p.group("treasure"):
        p.circle(cx, cy, r, fill=treasure_fill(treasure), stroke=TEXT, width=1)
        p.text(cx, cy + 0.5, LABELS[treasure], fill=TEXT, size=r - 1, bold=True)


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


class LabyrinthController(Controller):
    """Draws a Labyrinth state and turns clicks, buttons and keys into Shift / Move actions.

    UI state: ``rotation`` (quarter turns clockwise of the spare in hand, 0–3, not yet
    played), ``covered`` (the hot-seat screen is up), ``hotseat`` (use that screen).
    """

    width = WIDTH
    height = HEIGHT
    layers = ("board", "frame", "highlights", "pieces", "cover")
    buttons = (
        ButtonSpec("rotate-left", "↺", "Turn the spare card a quarter turn anticlockwise (key ←)"),
        ButtonSpec("rotate", "↻ Turn spare", "Turn the spare card a quarter turn clockwise (keys R, →)"),
        ButtonSpec("ready", "Ready", "The next player has the device: show their target (key Enter)"),
    )

    def __init__(self, game: Labyrinth, hotseat: bool = True):
        super().__init__(game)
        self.hotseat = bool(hotseat)
        self.rotation = 0
        self.covered = self.hotseat
        #: the player who last pressed Ready: only they may see the board's target uncovered
        self.revealed_to: int | None = None

    # -- layout (public: the browser tests click these pixels) ---------------------------
    cell_center = staticmethod(cell_center)
    arrow_center = staticmethod(arrow_center)
    spare_center = staticmethod(spare_center)
    button_center = staticmethod(button_center)

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

    # -- drawing ---------------------------------------------------------------------------
    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        getattr(self, f"_draw_{layer}")(painter, state, ui)

    def _draw_board(self, p: Painter, state: Any, ui: BoardUI) -> None:
        p.rect(BOARD_X - 3, BOARD_Y - 3, BOARD_SIZE + 6, BOARD_SIZE + 6, fill=BACKDROP)
        homes = {square: i for i, square in enumerate(HOME)}
        for i, tile in enumerate(state.board):
            r, c = divmod(i, SIZE)
            square = (r + 1, c + 1)
            draw_tile(p, *cell_center(*square), tile, fixed=square in FIXED_LAYOUT, home=homes.get(square),
                      name=f"tile cell-{r + 1}-{c + 1}")
        for k in range(1, SIZE + 1, 2):  # numbers beside the fixed rows and columns (the others hold arrows)
            x, y = cell_center(k, k)
            p.text(x, BOARD_Y - MARGIN / 2, str(k), fill=TEXT, size=11)
            p.text(BOARD_X - MARGIN / 2, y, str(k), fill=TEXT, size=11)

    def _draw_frame(self, p: Painter, state: Any, ui: BoardUI) -> None:
        shifting = state.phase == "shift" and not state.over
        for side in SIDES:
            for line in MOVABLE_LINES:
                forbidden = state.forbidden == (side, line)
                colour = ARROW if shifting and not forbidden else ARROW_IDLE
                draw_arrow(p, side, line, colour, crossed=forbidden)
        x0, cx = PANEL_X, SPARE_CENTER[0]
        with p.group("panel"):
            if state.over:
                names = " and ".join(COLOURS[w] for w in state.winners)
                p.text(cx, 16, "Game over", fill=TEXT, size=14, bold=True)
                p.text(cx, 36, f"{names} {'wins' if len(state.winners) == 1 else 'win'}", fill=TEXT, size=12)
            else:
                colour = COLOURS[state.current]
                p.circle(x0 + 10, 18, 7, fill=PAWN_COLOURS[colour], stroke=TEXT)
                p.text(x0 + 22, 18, f"{colour}: {'shift' if state.phase == 'shift' else 'move'}",
                       fill=TEXT, size=13, bold=True, align="left")
                p.text(x0 + 2, 40, f"turn {state.turn}", fill=TEXT, size=11, align="left")
            p.text(cx, SPARE_CENTER[1] - CELL / 2 - 12, "spare card", fill=TEXT, size=11)
            draw_tile(p, *SPARE_CENTER, self.spare_in_hand(state), name="tile spare")
            for name, (bx, by) in CANVAS_BUTTONS.items():
                with p.group(f"button {name}"):
                    p.circle(bx, by, BUTTON_R, fill="#eeeeee", stroke="#777")
                    p.text(bx, by, "↺" if name == "rotate-left" else "↻", fill=TEXT, size=16)
            self._draw_target_panel(p, state, cx)
            y = 330
            for player in range(self.game.players):
                got, left = len(state.found[player]), len(state.piles[player])
                p.circle(x0 + 10, y, 6, fill=PAWN_COLOURS[COLOURS[player]], stroke=TEXT)
                p.text(x0 + 22, y, f"{COLOURS[player]} {got}/{got + left}", fill=TEXT, size=11, align="left")
                y += 20

    def _draw_target_panel(self, p: Painter, state: Any, cx: float) -> None:
        y = 222
        if state.over:
            return
        if self.covered:
            p.text(cx, y, "target hidden", fill=TEXT, size=11)
            return
        targets = self.visible_targets(state)
        if not targets:
            if not self.game.children_rule:
                p.text(cx, y, "target: go home", fill=TEXT, size=11)
            return
        p.text(cx, y, "target" if len(targets) == 1 else "targets", fill=TEXT, size=11)
        if len(targets) == 1:
            draw_treasure(p, cx, y + 26, targets[0], r=14)
            p.text(cx, y + 54, TREASURES[targets[0]], fill=TEXT, size=11)
            if state.spare.treasure == targets[0]:
                p.text(cx, y + 70, "(on the spare)", fill=TEXT, size=10)
        else:
            for k, t in enumerate(targets[:8]):
                draw_treasure(p, cx - 39 + 26 * (k % 4), y + 22 + 26 * (k // 4), t, r=11)

    def _draw_highlights(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if ui.show_highlights and state.phase == "move" and not state.over and not self.covered:
            for i in sorted(self.game.reachable_cells(state)):
                x, y = cell_center(*_square(i))
                p.rect(x - CELL / 2 + 1, y - CELL / 2 + 1, CELL - 2, CELL - 2, fill=REACH)
        if ui.hint is not None:
            for k, mark in enumerate(ui.hint.marks, start=1):
                x, y = self.locate(mark)
                with p.group("hint"):
                    if mark[0] == "arrow":
                        p.circle(x, y, ARROW_R + 2, stroke=HINT, width=3)
                    else:
                        p.rect(x - CELL / 2 + 2, y - CELL / 2 + 2, CELL - 4, CELL - 4, stroke=HINT, width=4)
                    p.circle(x + 12, y - 12, 7, fill=HINT)
                    p.text(x + 12, y - 12, str(k), fill="white", size=10, bold=True)

    def _draw_pieces(self, p: Painter, state: Any, ui: BoardUI) -> None:
        for t in self.visible_targets(state):
            where = self.game.treasure_cell(state, t)
            if where is not None:
                x, y = cell_center(*_square(where))
                p.circle(x, y, 14, stroke=TARGET_RING, width=3)
        offset = (CELL - PATH_W) / 4 + PATH_W / 2 - 1
        for player, cell in enumerate(state.pawns):
            x, y = cell_center(*_square(cell))
            sx, sy = PAWN_SLOT[player]
            current = player == state.current and not state.over
            with p.group(f"pawn pawn-{COLOURS[player]}"):
                p.circle(x + sx * offset, y + sy * offset, PAWN_R, fill=PAWN_COLOURS[COLOURS[player]],
                         stroke="white" if current else TEXT, width=3 if current else 1)

    def _draw_cover(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not self.covered or state.over:
            return
        colour = COLOURS[state.current]
        with p.group("cover"):
            p.rect(0, 0, WIDTH, HEIGHT, fill="rgba(30, 30, 30, 0.93)")
            p.text(WIDTH / 2, HEIGHT / 2 - 40, f"Pass the device to {colour}", fill="white", size=24, bold=True)
            p.text(WIDTH / 2, HEIGHT / 2 - 8, f"{colour}: press Ready when nobody else is looking", fill="white",
                   size=14)
            x, y, w, h = READY_BOX
            with p.group("button ready"):
                p.rect(x, y, w, h, fill=PAWN_COLOURS[colour], stroke="white", width=2)
                p.text(x + w / 2, y + h / 2, "Ready", fill="black" if colour == "yellow" else "white",
                       size=16, bold=True)

    # -- input -------------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        if self.covered and not state.over:
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
        for name, (bx, by) in CANVAS_BUTTONS.items():
            if (x - bx) ** 2 + (y - by) ** 2 <= BUTTON_R ** 2:
                return ("button", name)
        return None

    def activate(self, target: Target, board: BoardWidget) -> None:
        kind = target[0]
        if kind == "cell":
            board.play(Move(int(target[1]), int(target[2])))
        elif kind == "arrow":
            board.play(Shift(str(target[1]), int(target[2]), self.rotation))
        elif kind == "spare":
            self._turn_spare(board, 1)
        elif kind == "cover":
            board.say(f"Pass the device to {COLOURS[board.state.current]}, who presses Ready.")

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
                                       "The spare is turned before the shift; now move your pawn."))
            return
        self.rotation = (self.rotation + quarter_turns) % 4
        board.say(f"Spare card turned to {90 * self.rotation}°.")

    def _ready(self, board: BoardWidget) -> None:
        if not self.covered:
            board.say("Nothing to get ready for: the board is already showing.")
            return
        self.covered = False
        state = board.state
        self.revealed_to = state.current
        board.say(f"{COLOURS[state.current]}: {self._goal_words(state)}.")

    # -- words -------------------------------------------------------------------------------
    def _goal_words(self, state: Any) -> str:
        targets = self.visible_targets(state)
        if targets:
            names = ", ".join(TREASURES[t] for t in targets)
            return f"target {names}" if len(targets) == 1 else f"targets {names}"
        if self.game.children_rule:
            return "all found"
        r, c = HOME[state.current]
        return f"go home to ({r},{c})"

    def status(self, state: Any, ui: BoardUI) -> str:
        if state.over:
            names = " and ".join(COLOURS[w] for w in state.winners)
            return f"Game over: {names} {'wins' if len(state.winners) == 1 else 'share the win'}."
        colour = COLOURS[state.current]
        if self.covered:
            return f"Turn {state.turn}: pass the device to {colour}, who presses Ready to see their target."
        if state.phase == "shift":
            turned = f" (spare turned {90 * self.rotation}°)" if self.rotation else ""
            return f"Turn {state.turn}: {colour} to shift the maze{turned} — {self._goal_words(state)}."
        return f"Turn {state.turn}: {colour} to move — {self._goal_words(state)}."

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        if state.over:
            return Hint((), "The game is over.")
        if self.covered:
            return Hint((), "Press Ready first.")
        game, player = self.game, state.current
        goal = self._goal_words(state)
        if state.phase == "shift":
            route = game.hint(state)  # the engine's one-turn route: (Shift, Move) or None
            if route is None:
                return Hint((), f"No shift lets {COLOURS[player]} reach the goal this turn ({goal}): "
                                "pick a shift that brings you closer.")
            shift, move = route
            self.rotation = shift.rotation  # hand the player the spare turned as suggested
            return Hint((shift, move), f"Hint: {shift}, then {move} ({goal}).",
                        marks=(("arrow", shift.side, shift.line), ("cell", move.row, move.col)))
        scoring = game.scoring_moves(state)
        if scoring:
            move = scoring[0]
            return Hint((move,), f"Hint: {move} ({goal}).", marks=(("cell", move.row, move.col),))
        reach = game.reachable_cells(state, player)
        goals = game.goal_cells(state, player)
        if not goals:
            return Hint((), f"Your goal is not on the board (it is on the spare card): {goal}.")
        def distance(cell: int) -> tuple[int, int]:
            r, c = divmod(cell, SIZE)
            return (min(abs(r - gr) + abs(c - gc) for gr, gc in (divmod(g, SIZE) for g in goals)), cell)
        move = Move(*_square(min(reach, key=distance)))
        return Hint((move,), f"Hint: the goal is out of reach this turn ({goal}); {move} gets closest.",
                    marks=(("cell", move.row, move.col),))

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        if name == "ready":
            return self.covered and not state.over, True
        if name in ("rotate", "rotate-left"):
            return True, state.phase == "shift" and not state.over and not self.covered
        return True, True

    # -- life cycle ----------------------------------------------------------------------------
    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        self.rotation = 0
        if kind == "new" or (kind in ("undo", "redo") and self.covered):
            # a new game, or stepping through history behind the cover: whoever holds the device
            # has not shown who they are, so nobody's target may appear until Ready
            self.revealed_to = None
        # one rule for every change (new game, move, undo, redo): in hot seat the board stays
        # covered until the player to move has pressed Ready, so nobody sees another's target
        state = board.state
        self.covered = self.hotseat and not state.over and state.current != self.revealed_to

    def configure(self, hotseat: bool | None = None, **options: Any) -> None:
        super().configure(**options)
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

    ``LabyrinthBoard(players=2, seed=0, hotseat=True, show_highlights=True, **settings)``;
    settings are the engine's (treasures, variant, same_round_tie, first_player); the variant is
    "standard", "children", "advanced" or both variants together, "children+advanced".
    ``hotseat=True`` hides each player's target behind a "pass the device" screen until
    they press Ready; use ``hotseat=False`` in tutorials.
    """

    cell_center = staticmethod(cell_center)
    arrow_center = staticmethod(arrow_center)
    spare_center = staticmethod(spare_center)
    button_center = staticmethod(button_center)

    def __init__(self, players: int = 2, seed: int = 0, *, hotseat: bool = True, show_highlights: bool = True,
                 match: Match | None = None, undo_floor: int = 0, **settings: Any):
        if match is None:
            match = Match(Labyrinth(players=players, **settings), seed)
        elif not isinstance(match.game, Labyrinth):
            raise ValueError(f"a LabyrinthBoard shows a Labyrinth match, not {match.game.title}")
        super().__init__(match, LabyrinthController(match.game, hotseat=hotseat),
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
