"""A step-by-step rules tutorial around one live board.

Steps are data: ``engine.core.Step`` (title, rule ids, text, goal_text, start, goal,
demo), e.g. the engine's own ``engine.labyrinth.lessons.LESSONS["basics"]``:

    >>> from boardwidgets import Start, Step, TutorialWidget
    >>> from engine.labyrinth import Shift
    >>> steps = [Step("Push the maze", ("labyrinth.shift.insertion-points",),
    ...               "Push the spare card in anywhere.", "Push the spare card in.",
    ...               Start("labyrinth", seed=0),
    ...               lambda game, state, events: state.phase == "move", (Shift("N", 2),))]
    >>> tutorial = TutorialWidget(steps, title="Labyrinth")
    >>> tutorial.show_me(); tutorial.complete
    True

Any object with those attributes works; optional extras a step may carry:
``how`` (how to do the task on the board, shown in full under the task), ``reading`` (our
reading of the rulebook, behind an "our reading — why?" marker), ``options`` (a dict for
``board.configure``, e.g. ``{"show_highlights": False}`` or ``{"undo": False, "undo_reason":
"..."}``) and ``done_text``. ``Start(game, seed, settings, actions)`` is a start position as data.
A step whose ``goal`` is None is a demonstration: nothing to do but watch; it is reached
once the board stands where its ``demo`` ends (Show me plays it).

A step is complete only when its goal predicate holds after something the learner
did on the board (or after Show me). Completion is remembered for the session
(Reset puts the position back but keeps the tick); Next is enabled once the step is
complete, and ``goto(i)`` (or the step picker) jumps anywhere. Twins: ``next()``, ``back()``,
``show_me(paced=None)``, ``demo_tick()``, ``reset()``, ``goto(i)``; read ``complete``, ``step_index``,
``status_text``, ``playing``, ``board``.
"""
from __future__ import annotations

import re
import traceback
from dataclasses import dataclass, field
from html import escape
from typing import Any, Callable, Mapping, Sequence

import anywidget
import ipywidgets as widgets

import engine
from engine.core import Match, Step
from engine.core.lesson import FAR, UNKNOWN, goal_distance

from .board import BoardWidget, source_words
from .clock import Clock, running_loop

#: goal(game, state, events since the step's start position) → reached?
Goal = Callable[[Any, Any, tuple], bool]


@dataclass(frozen=True)
class Start:
    """A start position as data: a game, its settings, a seed and the actions played from there.

    Calling it builds a fresh ``Match``, so it can be a step's ``start``.
    """

    game: str
    seed: int = 0
    settings: Mapping[str, Any] = field(default_factory=dict)
    actions: tuple[Any, ...] = ()

    def __call__(self) -> Match:
        """A fresh match at this position (actions go through the rules, so a wrong one raises)."""
        match = Match(engine.load(self.game, **dict(self.settings)), self.seed)
        for i, action in enumerate(self.actions):
            try:
                match.apply(action)
            except ValueError as exc:
                raise ValueError(f"start action {i} ({action}) is refused: {exc}") from None
        return match


def build_start(step: Any) -> Match:
    """A fresh match at ``step``'s start position."""
    match = step.start()
    if not isinstance(match, Match):
        raise TypeError(f"step {step.title!r}: start must give an engine Match, not {type(match).__name__}")
    return match


def step_reached(step: Any, match: Match, since: int) -> bool:
    """Has ``match`` reached ``step``'s goal, counting events after step ``since``?"""
    check = getattr(step, "check_goal", None)
    if check is not None:
        return bool(check(match, since))
    return bool(step.goal(match.game, match.state, tuple(match.events_since(since))))


def is_demonstration(step: Any) -> bool:
    """A step with nothing to do but watch (its goal is None)."""
    return getattr(step, "goal", True) is None


def text_to_html(text: str) -> str:
    """Step text as HTML: HTML is kept as written; plain text gets paragraphs, bold and code."""
    if re.search(r"</?[a-zA-Z][^>]*>", text):
        return text
    out = []
    for para in re.split(r"\n\s*\n", text.strip()):
        html = escape(para.strip())
        html = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", html)
        html = re.sub(r"`(.+?)`", r"<code>\1</code>", html)
        out.append(f"<p>{html}</p>")
    return "".join(out)


def _player_to_act(match: Match) -> int | None:
    """Whose decision it is (None in a game without turns, or when it is over)."""
    game = match.game
    if game.is_terminal(match.state):
        return None
    try:
        return game.current_player(match.state)
    except (NotImplementedError, AttributeError):
        return None


def rules_html(rules: Any, ids: Sequence[str]) -> str:
    """The rules a step teaches: their short titles in view, each rule's text, id and source
    folded away for a teacher."""
    if not ids:
        return ""
    titles = " · ".join(escape(rules[r].title) for r in ids)
    items = "".join(f"<li><b>{escape(rules[r].title)}</b>: {escape(rules[r].text)}<br>"
                    f"<small><code>{escape(r)}</code> · {escape(source_words(rules[r]))}</small></li>" for r in ids)
    return (f'<details class="rw-rules"><summary>Rules: {titles}</summary>'
            f'<ul style="margin:0;padding-left:1.2em">{items}</ul></details>')


def default_board(match: Match) -> BoardWidget:
    """The game's own board for a tutorial (no hot-seat screen)."""
    from . import board_class

    cls = board_class(match.game.name)
    return cls.from_match(match)


class ScrollIntoView(anywidget.AnyWidget):
    """An invisible helper: ``scroll(selector)`` brings the nearest enclosing element matching
    ``selector`` fully into view (the least scrolling that does it), in JupyterLab and Voilà alike."""

    _esm = """
    export default {
      render({ model, el }) {
        el.style.display = "none";
        model.on("msg:custom", (msg) => {
          const target = msg && msg.selector ? el.closest(msg.selector) : null;
          if (target) target.scrollIntoView({ block: "nearest", inline: "nearest" });
        });
      },
    };
    """

    def scroll(self, selector: str) -> None:
        self.send({"selector": selector})


#: the tutorial's lesson buttons: name, label, tooltip
LESSON_BUTTONS = (("back", "‹ Back", "The previous step"), ("reset", "Reset", "Start this step again"),
                  ("show_me", "Show me", "Watch the answer play out on the board, move by move"),
                  ("next", "Next ›", "The next step (once this one is done)"))

#: an explanation longer than this (in characters of plain text) folds behind "More" after its first sentences
FOLD_AFTER = 260
#: how much of a folded explanation stays in view: whole sentences of its first paragraph, up to this many characters
LEAD = 170

#: the tutorial's own look: one style element in the page (a hidden HTML widget), scoped to the tutorial.
#: ipywidgets' HTML widget sets a 28 px line height for one-line labels; running text gets its own.
TUTORIAL_CSS = """
.rw-tutorial .widget-html-content, .rw-tutorial .jupyter-widget-html-content { line-height: 1.4; }
.rw-tutorial .rw-title { gap: 6px; align-items: center; border-bottom: 1px solid #ddd; padding-bottom: 2px; }
.rw-tutorial .rw-title .widget-html-content, .rw-tutorial .rw-title .jupyter-widget-html-content
  { line-height: 1.25; }
.rw-tutorial .rw-column { gap: 4px; }
.rw-tutorial .rw-column p { margin: 0 0 0.45em 0; }
.rw-tutorial .rw-task { font-size: 1.08em; }
.rw-tutorial .rw-task b { color: #1a4d8f; }
.rw-tutorial .rw-how { color: #222; }
.rw-tutorial .rw-answer { padding: 3px 6px; border-left: 3px solid #9ab; background: #f4f7fa; }
.rw-tutorial .rw-answer.rw-done { border-color: #2e7d32; background: #eef7ee; }
.rw-tutorial .rw-answer.rw-off { border-color: #c77700; background: #fff6e8; }
.rw-tutorial .rw-more { color: #333; font-size: 0.95em; }
.rw-tutorial .rw-more summary, .rw-tutorial .rw-reading summary, .rw-tutorial .rw-rules summary
  { cursor: pointer; color: #1f5fa8; }
.rw-tutorial .rw-reading { font-size: 0.92em; color: #444; }
.rw-tutorial .rw-reading summary { font-style: italic; }
"""


def split_explanation(text: str, limit: int = FOLD_AFTER) -> tuple[str, str]:
    """An explanation as (shown, folded): in full when short; otherwise its first sentences (up to
    ``LEAD`` characters, at least one) show and the rest folds away. HTML written as HTML folds as a whole behind "More" (never cut inside a tag)."""
    text = (text or "").strip()
    plain = re.sub(r"<[^>]+>", "", text)
    if len(plain) <= limit:
        return text, ""
    if re.search(r"</?[a-zA-Z][^>]*>", text):
        return "", text
    first, _, rest = text.partition("\n\n")
    if len(first) <= LEAD:
        return first, rest.strip()
    # whole sentences of the first paragraph, as many as fit in LEAD characters (at least one)
    ends = [m.end() for m in re.finditer(r"[.!?](?=\s+\S)", first)]
    cut = max((e for e in ends if e <= LEAD), default=next((e for e in ends if e <= limit), 0))
    if not cut:
        return "", text
    return first[:cut], (first[cut:].strip() + ("\n\n" + rest if rest else "")).strip()


def explanation_html(text: str) -> str:
    """The explanation's HTML: short text in full, a longer one with the rest behind a "More" toggle."""
    shown, folded = split_explanation(text)
    html = text_to_html(shown) if shown else ""
    if folded:
        html += f'<details class="rw-more-fold"><summary>More</summary>{text_to_html(folded)}</details>'
    return html


def reading_html(reading: str) -> str:
    """Our reading of the rulebook for a step, behind its marker ("" when the step has none)."""
    if not (reading or "").strip():
        return ""
    return (f'<details class="rw-reading"><summary>our reading — why?</summary>{text_to_html(reading)}'
            "</details>")


class DemoPlayer:
    """Plays a step's demonstration on a board one action at a time, at a human pace.

    ``tick()`` plays the next action (the real-time ``Clock`` calls it every ``pace`` seconds on the
    kernel's running loop; a test calls it directly). Optional board hook, looked up by name:
    ``board.demo_pause(seconds) -> bool``, called at every tick before the next action with the wall
    seconds since the last tick. The board may let that much game time pass (a timed game runs its
    sand) and return True to hold the next action back one more tick (at most ``HOLD_LIMIT`` seconds
    in all per pause), False or None to let it play now.
    """

    HOLD_LIMIT = 20.0

    def __init__(self, board: BoardWidget, actions: Sequence[Any], pace: float,
                 on_move: Callable[[int, int], None], on_end: Callable[[str], None],
                 beat: Callable[[float], Any] | None = None):
        self.board = board
        self.actions = tuple(actions)
        self.pace = float(pace)
        self.played = 0
        self.playing = True
        self.moving = False     # True while the player's own action is on the board (not the learner's)
        self._held = 0.0
        self._on_move, self._on_end = on_move, on_end
        self._beat = beat or self.tick
        self.clock = Clock(self._clock_tick, interval=self.pace) if self.pace > 0 else None

    def start(self) -> bool:
        """Start the real-time clock; False when no event loop runs (then ``tick()`` drives it)."""
        return self.clock is not None and self.clock.start()

    def _clock_tick(self, n: int) -> None:
        self._beat(n * self.pace)

    def tick(self, seconds: float | None = None) -> bool:
        """One beat: let the board pass time (hook), then play the next action. False once stopped."""
        if not self.playing:
            return False
        seconds = self.pace if seconds is None else float(seconds)
        pause = getattr(self.board, "demo_pause", None)
        if pause is not None and self.played and self._held < self.HOLD_LIMIT and pause(seconds):
            self._held += seconds
            return True
        self._held = 0.0
        action = self.actions[self.played]
        self.moving = True
        try:
            ok = self.board.play(action)
        finally:
            self.moving = False
        if not ok:
            self.stop(f"demonstration action {action} was refused: {self.board.notice.text}")
            return False
        self.played += 1
        self._on_move(self.played, len(self.actions))
        if self.played >= len(self.actions):
            self.stop("done")
        return self.playing

    def stop(self, why: str = "stopped") -> None:
        """Stop playing (safe to call twice); ``on_end(why)`` is told once."""
        if not self.playing:
            return
        self.playing = False
        if self.clock is not None:
            self.clock.stop("paused")
        self._on_end(why)


class TutorialWidget(widgets.VBox):
    """Steps of a rules tutorial around one live board.

    ``TutorialWidget(steps, title="", make_board=None, free_play="")``; ``make_board(match)``
    builds the board for the first step (default: the game's board, without hot-seat cover);
    later steps load their position into the same board. ``free_play`` is a link (a notebook
    path relative to the tutorial's) offered once the last step is done.

    One step fits a laptop screen. The title line (class ``rw-title``) names the step and holds the
    step picker and Back / Next; below it, in a column beside the board (``rw-board``): the task
    (``goal_text``, ``rw-task``) and how to do it on the board (``how``, ``rw-how``), always in full,
    Show me and Reset, the answer to the learner's last move (``rw-feedback``), the explanation
    (``text``, ``rw-more``: in full when short, else its first sentence and the rest behind "More"),
    our reading of the rulebook behind "our reading — why?" (``reading``, when the step has one), and
    the rules cited, folded under their short titles. When the step changes, the page scrolls just
    enough to show the whole tutorial.

    Show me plays the demonstration one action every ``demo_pace`` seconds (a class attribute; 0 plays
    it at once) when a kernel's event loop runs (a button press, a cell in JupyterLab or Voilà), and
    at once otherwise (tests, nbval); ``show_me(paced=False)`` always plays at once. Next, Back,
    Reset, the step picker or a move of the learner's own stop a playback. See ``DemoPlayer`` for the
    board hook ``demo_pause(seconds)`` that lets game time pass during a paced demonstration.

    Step options (``step.options``) go to ``board.configure``: e.g. ``{"undo": False, "undo_reason":
    "..."}`` switches Undo off for the step, and the tutorial's own words then offer Reset only.
    """

    #: seconds between two actions of a paced Show me (0: all at once)
    demo_pace: float = 0.6

    def __init__(self, steps: Sequence[Step], title: str = "",
                 make_board: Callable[[Match], BoardWidget] | None = None, free_play: str = ""):
        if not steps:
            raise ValueError("a tutorial needs at least one step")
        self.steps: tuple[Step, ...] = tuple(steps)
        self.title = title
        self.free_play = free_play
        self.completed: set[int] = set()
        #: full tracebacks of exceptions caught in callbacks, oldest first
        self.errors: list[str] = []
        self.step_index = 0
        self._feedback = ""
        self._off_track = False
        self._distance: int | None = None
        self._seats: dict[int, frozenset[int]] = {}
        self._start_step = 0
        self._reached_here = False
        self._syncing = False
        #: the running paced Show me (None when none plays)
        self.player: DemoPlayer | None = None
        first = self._check_steps()

        self.board = (make_board or default_board)(first)
        self._base_options = {"show_highlights": self.board.ui.show_highlights, "hide": (),
                              "undo": True, "undo_reason": ""}
        self.board.on_change(self._board_changed)
        self.board.label_toolbar("Game:")
        self.board.fit_column()
        self.board.add_class("rw-board")
        self._build()
        self._load(0, first)

    def _build(self) -> None:
        """The widgets: the title line across the top, the step's words in a column beside the board."""
        self.css = widgets.HTML(f"<style>{TUTORIAL_CSS}</style>", layout=widgets.Layout(display="none"))
        self.header = widgets.HTML(layout=widgets.Layout(flex="1 1 0%", min_width="12em"))
        self.picker = widgets.Dropdown(description="Step:", options=self._picker_options(),
                                       style={"description_width": "initial"},
                                       layout=widgets.Layout(width="200px", flex="0 0 auto"))
        self.picker.observe(self._picked, names="value")
        self.progress = widgets.IntProgress(value=0, min=0, max=len(self.steps),
                                            layout=widgets.Layout(width="60px"))
        self.progress_label = widgets.Label()
        self.task = widgets.HTML()
        self.how = widgets.HTML()
        self.feedback = widgets.HTML()
        self.text = widgets.HTML()
        self.reading = widgets.HTML()
        self.rules_view = widgets.HTML()
        for w, css in ((self.task, "rw-task"), (self.how, "rw-how"), (self.feedback, "rw-feedback"),
                       (self.text, "rw-more"), (self.reading, "rw-reading-box"), (self.rules_view, "rw-rules-box")):
            w.add_class(css)
        self.controls: dict[str, widgets.Button] = {}
        for name, label, tip in LESSON_BUTTONS:
            button = widgets.Button(description=label, tooltip=tip, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, name=name: self._guard(name, getattr(self, name)))
            self.controls[name] = button
        self.controls["next"].add_class("rw-next")
        lesson_label = widgets.Label("Lesson:")
        lesson_label.add_class("rw-row-label")
        self.lesson_row = widgets.HBox([lesson_label, self.controls["show_me"], self.controls["reset"]],
                                       layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.scroller = ScrollIntoView()
        self.title_line = widgets.HBox([self.header, self.picker, self.controls["back"], self.controls["next"],
                                        self.progress, self.progress_label],
                                       layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.title_line.add_class("rw-title")
        self.column = widgets.VBox([self.task, self.how, self.lesson_row, self.feedback, self.text, self.reading,
                                    self.rules_view], layout=widgets.Layout(width="300px", flex="0 0 300px"))
        self.column.add_class("rw-column")
        body = widgets.HBox([self.column, self.board],
                            layout=widgets.Layout(align_items="flex-start", grid_gap="14px"))
        super().__init__(children=[self.title_line, body, self.scroller, self.css])
        self.add_class("rulewalk-tutorial")
        self.add_class("rw-tutorial")

    # -- reading -----------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.step_index]

    @property
    def complete(self) -> bool:
        """Has the current step's goal been reached in this session (by the learner or Show me)?"""
        return self.step_index in self.completed

    @property
    def reached(self) -> bool:
        """Does the board stand where the step's goal holds, right now?"""
        return step_reached(self.step, self.board.match, self._start_step)

    @property
    def status_text(self) -> str:
        """The tutorial's feedback line as plain text."""
        return self._feedback

    @property
    def off_track(self) -> bool:
        """True after a move that leaves the task out of reach (Undo and Reset are then offered)."""
        return self._off_track

    # -- Python twins (the buttons call exactly these) ------------------------------------------
    def goto(self, index: int) -> None:
        """Open step ``index`` (0-based) at its start position."""
        if not 0 <= index < len(self.steps):
            raise ValueError(f"step {index} is outside 0..{len(self.steps) - 1}")
        self._load(index, build_start(self.steps[index]))
        self.scroller.scroll(".rulewalk-tutorial")

    def next(self) -> bool:
        """Go to the next step, if this one is complete; False (with a reason shown) otherwise."""
        if not self.complete:
            self._say("Do this step's task first, or press Show me to watch it done.")
            return False
        if self.step_index + 1 >= len(self.steps):
            self._say("That was the last step.")
            return False
        self.goto(self.step_index + 1)
        return True

    def back(self) -> bool:
        if self.step_index == 0:
            self._say("This is the first step.")
            return False
        self.goto(self.step_index - 1)
        return True

    def reset(self) -> None:
        """Put this step's start position back (a completed step stays completed, and Next open)."""
        self._load(self.step_index, build_start(self.step))

    def show_me(self, paced: bool | None = None) -> None:
        """Play the demonstration from the start position.

        ``paced`` None (the button): one action every ``demo_pace`` seconds when an event loop runs
        (a kernel), else at once. False: at once, animated, in one redraw. True: paced; without a
        running loop the playback waits for ``demo_tick()`` calls (tests drive it so). Pressing
        Show me while a demonstration plays stops it where it stands."""
        if self.player is not None and self.player.playing:
            self.player.stop("stopped")
            return
        step = self.step
        match = build_start(step)
        pace = float(self.demo_pace)
        if paced is None:
            paced = pace > 0 and running_loop() is not None and len(step.demo) > 0
        if not paced or pace <= 0 or not step.demo:
            with self.board.batched():
                self._load(self.step_index, match)
                for action in step.demo:
                    if not self.board.play(action):
                        raise ValueError(f"demonstration action {action} was refused: {self.board.notice.text}")
            self._demo_finished("done")
            return
        self._load(self.step_index, match)
        self.player = DemoPlayer(self.board, step.demo, pace, self._demo_moved,
                                 lambda why: self._guard("Show me", lambda: self._demo_finished(why)),
                                 beat=self.demo_tick)
        self.player.start()
        self._feedback = f"Watch: {len(step.demo)} move{'s' if len(step.demo) != 1 else ''} to come, one by one."
        self._update()

    def demo_tick(self, seconds: float | None = None) -> bool:
        """The next beat of a paced Show me (what its clock does every ``demo_pace`` seconds; ``seconds``
        of wall time passed, default one pace); False when no demonstration plays (any more)."""
        if self.player is None:
            return False
        player = self.player
        ok = False
        try:
            ok = player.tick(seconds)
        except Exception as exc:  # noqa: BLE001 - a clock task would swallow it
            player.stop("error")
            self._report("Show me", exc)
        return ok

    @property
    def playing(self) -> bool:
        """True while a paced Show me plays."""
        return self.player is not None and self.player.playing

    def _demo_moved(self, played: int, total: int) -> None:
        if played < total and not self._reached_here:
            self._feedback = f"Watch: move {played} of {total}."
        self._update()

    def _demo_finished(self, why: str) -> None:
        self.player = None
        if why == "done":
            if self.step.demo and not self.complete:
                self._feedback = "The demonstration did not reach this step's goal."
        elif why == "stopped":
            self._feedback = f"Show me stopped here. {self._task_reminder()}".strip()
        elif why not in ("left", "took over", "error"):
            self._report("Show me", ValueError(why))
            return
        if hasattr(self, "controls"):
            self._update()

    def _stop_demo(self, why: str) -> None:
        if self.player is not None:
            self.player.stop(why)

    # -- internals ---------------------------------------------------------------------------------
    def _check_steps(self) -> Match:
        """Build every start position and check every cited rule: a broken step fails at once."""
        first = None
        for i, step in enumerate(self.steps):
            match = build_start(step)
            missing = [r for r in step.rules if r not in match.game.rules]
            if missing:
                raise ValueError(f"step {i} ({step.title!r}) cites unknown rule(s): {', '.join(missing)}")
            if first is None:
                first = match
        assert first is not None
        return first

    def _load(self, index: int, match: Match) -> None:
        """Show step ``index`` at ``match``'s position; the words below the task describe the step
        as it now is (a fresh board: nothing done yet, whatever happened before). A playing Show me
        stops first."""
        self._stop_demo("left")
        self.step_index = index
        self._start_step = match.step
        self.board.set_match(match, undo_floor=match.step)
        self.board.configure(**{**self._base_options, **dict(getattr(self.steps[index], "options", {}) or {})})
        self._off_track = False
        self._reached_here = False   # the goal held after a move since the step was (re)loaded
        self._distance = len(getattr(self.step, "demo", ()) or ()) or None
        self._feedback = self._fresh_text()
        self._update()

    def _board_changed(self, board: BoardWidget, kind: str, events: tuple) -> None:
        if kind == "refused":
            # the board's own answer, about this move (why this space, who holds that action), where the
            # learner is looking; nothing changed on the board, so the task stands
            if not (self.player is not None and self.player.moving):
                self._feedback = f"{board.notice.text} {self._task_reminder()}".strip()
                self._update()
            return
        if kind not in ("play", "undo", "redo"):
            return
        if self.player is not None and not self.player.moving:
            self._stop_demo("took over")   # the learner acted: the board is theirs again
        try:
            reached = self.reached
            self._reached_here = reached
            if reached:
                self.completed.add(self.step_index)
                self._off_track = False
                self._feedback = self._done_text()
            elif kind == "play" and self.player is not None and self.player.moving:
                pass                                 # Show me's own move: it says what it plays
            elif kind == "play":
                self._feedback, self._off_track = self._answer()
            else:
                self._off_track = False
                self._feedback = f"Taken back. {self._task_reminder()}"
        except Exception as exc:  # noqa: BLE001 - a broken goal must be visible, not swallowed
            self._report("goal check", exc)
            return
        self._update()

    def _task_reminder(self) -> str:
        task = getattr(self.step, "goal_text", "")
        if is_demonstration(self.step):
            return f"Press Show me to watch: {task}" if task else "Press Show me to watch."
        return f"The task: {task}" if task else ""

    def _answer(self) -> tuple[str, bool]:
        """What to say after a legal move that did not reach the goal, and whether the learner is
        off track (the task out of reach: offer Undo and Reset)."""
        match = self.board.match
        task = getattr(self.step, "goal_text", "")
        undo = ("Press Undo (above the board) to take the move back, or Reset to start the step again."
                if self.board.ui.undo else "There is no taking back in this step: press Reset to start it again.")
        if match.game.is_terminal(match.state):
            return f"That's allowed, but the game is over and the task was not done: {task} {undo}", True
        if not hasattr(self.step, "demo_end"):   # a step object without the engine's search support
            return f"That's allowed. {self._task_reminder()}", False
        seats = self._task_seats()
        now = _player_to_act(match)
        if seats and now is not None and now not in seats:
            return f"That's allowed, but it leads away from the task: {task} {undo}", True
        d = goal_distance(self.step, match, self._start_step)
        before, self._distance = self._distance, (d if d is not None and d >= 0 else self._distance)
        if d is None:
            return f"That's allowed, but now the task can't be done from here: {task} {undo}", True
        if d == FAR:
            return f"That's allowed, but it leads away from the task: {task} {undo}", True
        if d == UNKNOWN:
            return f"That's allowed. {self._task_reminder()}", False
        if before is not None and d < before:
            return f"Good, that's a step towards it. Still to do: {task}", False
        if before is not None and d > before:
            return f"That's allowed, but it's a detour. {self._task_reminder()}", False
        return f"That's allowed. {self._task_reminder()}", False

    def _task_seats(self) -> frozenset[int]:
        """The seats whose moves the step's demonstration makes (a move that hands the turn to
        anybody else leads away from the task); empty for a game without turns."""
        if self.step_index not in self._seats:
            match, seats = build_start(self.step), set()
            for action in self.step.demo:
                seat = _player_to_act(match)
                if seat is None:
                    seats = set()
                    break
                seats.add(seat)
                match.apply(action)
            self._seats[self.step_index] = frozenset(seats)
        return self._seats[self.step_index]

    def _fresh_text(self) -> str:
        if is_demonstration(self.step):
            again = " again" if self.complete else ""
            return f"Nothing to do here but watch: press Show me{again}."
        if self.complete:
            return "You did this step before; Next is open. Try it again if you like."
        return ""

    def _done_text(self) -> str:
        last = self.step_index + 1 == len(self.steps)
        default = "✓ Done! " + ("That was the last step." if last else "Press Next.")
        if last and self.free_play:
            default += " Now play a whole game: open free play."
        return getattr(self.step, "done_text", "") or default

    def _say(self, text: str) -> None:
        self._feedback = text
        self._update()

    def _guard(self, what: str, fn: Callable[[], Any]) -> None:
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - ipywidgets would swallow it
            self._report(what, exc)

    def _report(self, what: str, exc: BaseException) -> None:
        self.errors.append("".join(traceback.format_exception(exc)))
        self._say(f"Something went wrong ({what}): {type(exc).__name__}: {exc}")

    def _picker_options(self) -> list[tuple[str, int]]:
        return [(f"{'✓ ' if i in self.completed else ''}{i + 1}. {step.title}", i)
                for i, step in enumerate(self.steps)]

    def _picked(self, change: Any) -> None:
        if self._syncing or change["new"] is None or change["new"] == self.step_index:
            return
        self._guard("step picker", lambda: self.goto(int(change["new"])))

    def _sync_picker(self) -> None:
        options = self._picker_options()
        self._syncing = True
        try:
            if list(self.picker.options) != options:
                self.picker.options = options
            if self.picker.value != self.step_index:
                self.picker.value = self.step_index
        finally:
            self._syncing = False

    def _update(self) -> None:
        n, i, step = len(self.steps), self.step_index, self.step
        tick = ' <span class="rw-done">✓</span>' if self.complete else ""
        name = f'<span class="rw-tutorial-title">{escape(self.title)} · </span>' if self.title else ""
        self.header.value = (f'<div class="rw-tutorial-head">{name}<b class="rw-step-title">Step {i + 1} of {n}: '
                             f"{escape(step.title)}</b>{tick}</div>")
        self._sync_picker()
        self.progress.value = len(self.completed)
        self.progress_label.value = f"{len(self.completed)} of {n} done"
        task = getattr(step, "goal_text", "")
        label = "Watch" if is_demonstration(step) else "Your task"
        self.task.value = f"<div><b>{label}:</b> {escape(task)}</div>" if task else ""
        how = (getattr(step, "how", "") or "").strip()
        self.how.value = text_to_html(how) if how else ""
        self.how.layout.display = None if how else "none"
        self.text.value = explanation_html(step.text)
        self.reading.value = reading_html(getattr(step, "reading", "") or "")
        self.reading.layout.display = None if self.reading.value else "none"
        self.rules_view.value = rules_html(self.board.game.rules, step.rules)
        link = ""
        if self.free_play and self.complete and i + 1 == n:
            link = f' <a href="{escape(self.free_play, quote=True)}" target="_blank">Free play ›</a>'
        kind = "off" if self._off_track else "done" if self._feedback.startswith("✓") else "info"
        self.feedback.value = (f'<div class="rw-answer rw-{kind}">{escape(self._feedback)}{link}</div>'
                               if self._feedback else "")
        playing = self.playing
        self.controls["back"].disabled = i == 0
        self.controls["next"].disabled = not self.complete or i + 1 == n
        self.controls["show_me"].disabled = not step.demo
        self.controls["show_me"].description = "■ Stop" if playing else "Show me"
        self.controls["show_me"].tooltip = ("Stop the demonstration here" if playing else LESSON_BUTTONS[2][2])
        self.controls["next"].button_style = "success" if self.complete and i + 1 < n else ""
        self.controls["reset"].button_style = "warning" if self._off_track else ""
        undo_on = self.board.ui.undo
        self.board.buttons["undo"].button_style = "warning" if self._off_track and undo_on else ""

    # -- display ---------------------------------------------------------------------------------
    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["text/plain"] = repr(self)
        try:
            data["image/svg+xml"] = self.board.svg()
        except Exception:  # noqa: BLE001
            pass
        return data

    def __repr__(self) -> str:
        name = f"{self.title}, " if self.title else ""
        return (f"TutorialWidget({name}step {self.step_index + 1}/{len(self.steps)}: {self.step.title}"
                f"{', complete' if self.complete else ''})")

    def close(self) -> None:
        """Close this widget and its parts (also safe on a half-built one: ``Widget.__del__`` calls it)."""
        player = getattr(self, "player", None)
        if player is not None:
            player.stop("left")
        parts = [getattr(self, name, None) for name in ("board", "header", "picker", "progress", "progress_label",
                                                        "text", "task", "how", "reading", "rules_view",
                                                        "feedback", "lesson_row", "title_line", "column",
                                                        "scroller", "css")]
        for w in parts + list(getattr(self, "controls", {}).values()):
            if w is not None:
                w.close()
        super().close()
