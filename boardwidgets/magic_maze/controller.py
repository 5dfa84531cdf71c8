"""``MagicMazeController``: the game-specific half of the board, composed of its parts — the layout and view
(``layout``), drawing (``mall``, ``panel``), what a click could mean (``reach``), input (``input``), the
modes (``modes``, ``practice``, ``together``) — plus what the board asks of it as a whole: the status line,
the hint, the buttons' state, what happens after a change, options and its ``repr``. ``picture`` draws a
position without a widget."""
from __future__ import annotations

from typing import Any

from engine.core import Elapse
from engine.magic_maze import HERO_NAMES, HEROES, MagicMaze, SandRanOut, planner
from engine.magic_maze.components import ACTION_NAMES
from engine.magic_maze.game import CrystalExplore, CrystalStop, Discard, Draw, Move, Reveal, TurnTile, Vortex

from ..board import BoardUI, BoardWidget, ButtonSpec, Controller, Hint, Picture, Target, draw_svg
from ..paint import Painter
from .input import Input
from .lesson import LessonSeats
from .layout import COMPACT, HEIGHT, WIDTH, View, geometry
from .mall import MallDrawing
from .modes import MODES, Modes
from .panel import PanelDrawing
from .practice import PracticeBots
from .reach import Reach
from .together import SEAT_KEYS, TogetherKeys


class LeastText:
    """A painter that writes no text smaller than ``least`` canvas pixels (what is 11 pixels on a laptop
    screen at the layout's shown width); everything else goes to the painter it wraps."""

    def __init__(self, painter: Painter, least: float):
        self.painter = painter
        self.least = least

    def __getattr__(self, name: str) -> Any:
        return getattr(self.painter, name)

    def text(self, x: float, y: float, text: str, fill: str = "black", size: float = 12, *args: Any,
             **kwargs: Any) -> None:
        self.painter.text(x, y, text, fill, max(size, self.least), *args, **kwargs)


class MagicMazeController(LessonSeats, MallDrawing, PanelDrawing, Reach, Input, Modes, PracticeBots, TogetherKeys,
                          Controller):
    """Draws a Magic Maze state and turns clicks and keys into seat-stamped actions.

    UI state: ``mode``, ``seat`` (practice: the person's seat), ``selected`` (the hero the mouse
    and the learn-mode keys act on), ``seat_hero`` (together: each seat's chosen hero),
    ``clock_state`` (how the timer reads: "running", "stopped", "tutorial"), ``pace`` (practice),
    ``geo`` (the layout's ``Geometry``: full or compact; ``width`` and ``height`` follow it).

    Its parts, one module each: ``MallDrawing`` (layers mall, highlights, heroes), ``PanelDrawing``
    (panel, timer), ``Reach`` (what a click could mean), ``Input`` (clicks, buttons, keys), ``Modes``
    (who performs, undo, the mode's words), ``PracticeBots`` (practice), ``TogetherKeys`` (together).
    They share the UI state above; this class holds it and answers the board's general questions.
    """

    width = WIDTH
    height = HEIGHT
    layers = ("mall", "highlights", "heroes", "panel", "timer")
    buttons = (
        ButtonSpec("clock", "Start", "Turn the sand timer over and run the clock; pause it, run it again", "timer"),
        ButtonSpec("explore", "Explore", "Explore with the selected hero from its exploration space (key x)"),
        ButtonSpec("turn", "Turn a tile", "Solo: turn the next action tile onto the discard pile (key t)", "seats"),
        ButtonSpec("stop", "Stop after one tile", "Crystal ball: lay no second tile"),
        ButtonSpec("retry", "Retry", "The sand has run out: start this step again, with the sand back", "timer"),
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
        #: a mall too big for the least space size is cropped to a window (False: always the whole mall)
        self.crop = True

    # -- the view ----------------------------------------------------------------------------------
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
        """Where the mall is drawn now. A mall too big for the least space size is cropped to a window that
        follows the action: the selected hero and where it can go (its moves at least), else the heroes; the
        window stays put while what it must show is in it."""
        view = self._view
        # while tiles are discarded (11) a tile is the target: the whole mall is shown
        crop = self.crop and state.phase != "discard"
        if view is None or view.placed != state.placed or view.crop != crop:
            view = View(state.placed, geo=self.geo, crop=crop)
        if view.cropped:
            mall = state.mall
            choices = self.focus(state)
            for focus in choices:
                if all(view.shows_space(*mall.square(c)) for c in focus):
                    break
                moved = View(state.placed, geo=self.geo, focus=focus, crop=crop)
                if all(moved.shows_space(*mall.square(c)) for c in focus) or focus is choices[-1]:
                    view = moved
                    break
        self._view = view
        return view

    def focus(self, state: Any) -> tuple[tuple, ...]:
        """What a cropped view keeps in sight, the first of these that fits its window: the selected hero
        with every lit space, with its moves, alone; else every hero in the mall."""
        hero = self.selected
        cell = self.game.hero_cell(state, hero) if hero is not None else None
        if cell is not None:
            reach = self.reach(state, hero)
            moves = tuple(c for c, (kind, _) in reach.items() if kind == "move")
            return ((cell,) + tuple(reach), (cell,) + moves, (cell,))
        return (tuple(c for c in state.heroes if c is not None),)

    def remember(self, state: Any) -> None:
        """The position ``locate`` answers for (the board calls it after every change)."""
        self.shown = state
        self.view(state)

    # -- drawing: each layer by its part -----------------------------------------------------------
    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        getattr(self, f"_draw_{layer}")(LeastText(painter, self.least_text), state, ui)

    @property
    def least_text(self) -> float:
        """No canvas text smaller than this: the layout's least size on a live board (0 for a picture of the
        whole mall, ``crop=False``, whose labels follow its spaces' size)."""
        return self.geo.least_text if self.crop else 0.0

    # -- words -------------------------------------------------------------------------------------
    def status(self, state: Any, ui: BoardUI) -> str:
        head = self.mode_words(ui)
        if state.over:
            if state.result == "won":
                return f"{head}. Won! All four heroes are out; hourglasses used: {state.flips} (the score)."
            if state.sand:
                return f"{head}. Lost: at the hourglass no two tiles could be discarded (rearrangement)."
            again = " Press Retry to try the step again." if self.tutorial and self.clock_enabled else ""
            if self.turned_full:
                return (f"{head}. Lost: the timer was turned over before any sand had run, so all of it fell to the "
                        f"bottom and 0 seconds were left.{again}")
            return f"{head}. Lost: the sand has run out.{again}"
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
        pawn = self.pawn_words(state)
        hero = self.selected
        if hero is not None and self.game.hero_cell(state, hero) is not None:
            return f"{head}.{pawn} The {HERO_NAMES[hero]} is selected: click a lit space, or another hero."
        return f"{head}.{pawn} Click a hero to select it."

    def pawn_words(self, state: Any) -> str:
        """Practice: what the Do Something! pawn in front of the person means (" ..." or "")."""
        if self.mode != "practice" or state.pawn != self.seat or state.over:
            return ""
        words = " The Do Something! pawn stands in front of you: the bots wait for you"
        nxt = self.plan(state)
        if nxt is not None and self.plan_kind(state, nxt) in self.game.seat_actions(state, self.seat):
            kind = self.plan_kind(state, nxt)
            words += f" ({ACTION_NAMES.get(kind, kind)} with the {HERO_NAMES[nxt.hero]})"
        return words + "."

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

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        if name == "clock":
            label = self.clock_label(state)
            return bool(label), bool(label)
        if name == "turn":
            return self.game.solo, state.started and not state.over
        if name == "stop":
            return state.phase == "crystal" and not state.over, state.phase == "crystal" and not state.over
        if name == "retry":
            lost = state.over and state.result != "won" and self.clock_enabled and self.tutorial
            return lost, lost
        if name == "explore":
            return self.mode != "together", state.started and not state.over and self.selected is not None
        return True, True

    def action_text(self, action: Any) -> str:
        return "" if isinstance(action, (Elapse, Draw, Reveal)) else str(action)

    # -- life cycle --------------------------------------------------------------------------------
    #: the game was lost by an hourglass that turned the timer over before any sand had run (the loss says so)
    turned_full = False

    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        state = board.state
        if not (state.over and state.result == "lost" and not state.sand):
            self.turned_full = False
        elif events:
            self.turned_full = any(isinstance(e, SandRanOut) and e.turned_full for e in events)
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

    def configure(self, pace: float | None = None, layout: str | None = None, crop: bool | None = None,
                  **options: Any) -> None:
        lesson = {k: options.pop(k) for k in ("mode", "seat", "plan", "clock", "undo", "undo_reason") if k in options}
        super().configure(**options)
        self.configure_lesson(**lesson)
        if layout is not None:
            self.set_layout(layout)
        if crop is not None:            # False: always the whole mall, however small its spaces
            self.crop = bool(crop)
            self._view = None
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


def picture(state: Any, game: MagicMaze | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a Magic Maze position (no widget, no kernel needed)."""
    game = game or MagicMaze(players=max(1, len(state.holdings)))
    controller = MagicMazeController(game, clock=False)
    controller.crop = False                # a picture shows the whole mall
    controller.remember(state)
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Magic Maze, scenario {game.settings['scenario']}, {len(state.placed)} tile(s) in the mall")
