"""``MagicMazeBoard``: the widget (the generic ``BoardWidget`` on a ``MagicMazeController``) with the scenario
picker, the Python twins of clicks and keys, the real-time clock (``tick``: what the clock does each second)
and undo/redo that take a player's action back with the seconds that followed it."""
from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from engine.core import Elapse, IllegalAction, Match
from engine.magic_maze import MagicMaze
from engine.magic_maze.components import DEFAULT_STACK, SCENARIOS, STACK_CHOICES
from engine.magic_maze.events import TimePassed
from engine.magic_maze.game import Draw, Reveal, StartTimer

from ..board import BoardWidget
from ..clock import Clock
from .controller import MagicMazeController
from .layout import FIT_HEIGHT, LAYOUTS, View


class MagicMazeBoard(BoardWidget):
    """A playable Magic Maze board (see the package docstring for modes, keys and twins)."""

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
        self._pause_rest = 0.0    # demo_pause: the part of a second not passed yet
        self._ticking = False     # a clock tick is being played (its quiet seconds are not told)
        self.clock = Clock(self.tick, interval=clock_interval, done=lambda: self.game.is_terminal(self.state),
                           on_change=self._clock_changed)
        super().__init__(match, controller, show_highlights=show_highlights, undo_floor=undo_floor)
        self._build_picker(show_picker)
        # a narrow output (JupyterLab with its side bar open) shrinks the whole board, panel included; at most
        # FIT_HEIGHT tall, so the status line under the canvas stays in view on a laptop (1366×768)
        BoardWidget.fit_column(self, FIT_HEIGHT)

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
        # the status line (what to do, refusals and why, the bots' words, the pawn) right above the canvas, where
        # the learner looks: in view on a laptop however tall the page; its room is kept so the canvas does
        # not jump when a refusal adds a line. The symbols' legend goes under the canvas.
        self.legend = widgets.HTML()
        toolbar, canvas, status, *rest = self.children
        status.layout.min_height = "44px"
        self.children = (toolbar, self.picker, status, canvas, self.legend, *rest)
        self.legend.value = self.controller.symbols_html(self.state)
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
        otherwise. A step's options may then hand the learner one seat beside bots, run the clock or
        switch undo off (``lesson``)."""
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
        """The layout the board draws in: full (960×540) or compact (640×440)."""
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

    def demo_pause(self, seconds: float) -> bool:
        """Show me's hook (the tutorial calls it before each action after the first, with the wall seconds
        since the last one): True holds the next action back one more beat. In a step that runs the sand
        timer, time passes in real seconds: where the demonstration lets its own seconds pass (``Elapse``,
        a second at a time) the next action is held until a whole wall second has gone by since the last;
        elsewhere ``seconds`` of sand pass (whole seconds, the rest kept for the next pause) while the bots
        wait, and the action plays at once. Where the sand stands still, nothing passes or waits."""
        if not isinstance(seconds, (int, float)) or seconds < 0:
            raise ValueError(f"seconds must be a number, 0 or more, not {seconds!r}")
        c, state = self.controller, self.state
        if not c.clock_enabled or state.over or not state.started:
            return False
        self._pause_rest += float(seconds)
        if c.plan_times:
            if self._pause_rest + 1e-9 < 1.0:
                return True
            self._pause_rest -= 1.0
            return False
        whole = min(int(self._pause_rest + 1e-9), state.sand)
        if whole >= 1:
            self._pause_rest -= whole
            self._act("tick", self._tick, whole, False, keep_notice=True)
        return False

    def _notify(self, kind: str, events: tuple) -> None:
        """Tell the observers (a tutorial) about a change — but not about seconds that only passed: a
        running clock would otherwise answer the learner every second. A tick that ends the game is told."""
        if self._ticking and not self.state.over and all(isinstance(e, TimePassed) for e in events):
            return
        super()._notify(kind, events)

    def retry(self) -> None:
        """The Retry button: the step's start position again (the sand back as it was), the clock
        stopped until the learner runs it."""
        self._act("retry", self._retry)

    def _retry(self) -> None:
        self.clock.stop("paused")
        self._pause_rest = 0.0
        self.match.jump(self.undo_floor)
        self.ui.hint = None
        left = self.state.sand
        text = (f"Retry: back to the start of the step, with {left // 60}:{left % 60:02d} of sand. "
                "Press Run clock when you are ready.")
        self.log_lines.append(text)
        self.controller.changed(self, "undo")
        self._notify("undo", ())
        self.say(text)

    def _tick(self, seconds: int, bots: bool = True) -> bool:
        state = self.state
        if state.over or not state.started or self.game.is_chance_node(state):
            return False
        notice = self.notice
        self._ticking = True
        try:
            played = self._play(Elapse(min(seconds, state.sand)))
        finally:
            self._ticking = False
        if played and not self.state.over and self.notice.text == "":
            self.notice = notice           # a quiet second keeps what the last action said
        if played and bots:
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
        bots = self.controller.bots if self.controller.tutorial else ()
        # a tutorial's one seat: the learner's last action goes back with what the bots did after it
        while k >= self.undo_floor and (isinstance(actions[k], (Elapse, Draw, Reveal))
                                        or getattr(actions[k], "seat", None) in bots):
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
        if hasattr(self, "legend"):
            self.legend.value = self.controller.symbols_html(self.state)
        label = self.controller.clock_label(self.state)
        if label:
            self.buttons["clock"].description = label

    def set_match(self, match: Match, undo_floor: int = 0) -> None:
        self.clock.stop("paused")
        self._pause_rest = 0.0
        super().set_match(match, undo_floor)

    def close(self) -> None:
        clock = getattr(self, "clock", None)
        legend = getattr(self, "legend", None)
        if legend is not None:
            legend.close()
        self._closing = True
        if clock is not None:
            clock.stop("closed")
        super().close()
