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
``options`` (a dict for ``board.configure``, e.g. ``{"show_highlights": False}``) and
``done_text``. ``Start(game, seed, settings, actions)`` is a start position as data.
A step whose ``goal`` is None is a demonstration: nothing to do but watch; it is reached
once the board stands where its ``demo`` ends (Show me plays it).

A step is complete only when its goal predicate holds after something the learner
did on the board (or after Show me). Completion is remembered for the session
(Reset puts the position back but keeps the tick); Next is enabled once the step is
complete, and ``goto(i)`` jumps anywhere. Twins: ``next()``, ``back()``, ``show_me()``,
``reset()``, ``goto(i)``; read ``complete``, ``step_index``, ``status_text``, ``board``.
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
                  ("show_me", "Show me", "Watch the answer play out on the board"),
                  ("next", "Next ›", "The next step (once this one is done)"))


class TutorialWidget(widgets.VBox):
    """Steps of a rules tutorial around one live board.

    ``TutorialWidget(steps, title="", make_board=None, free_play="")``; ``make_board(match)``
    builds the board for the first step (default: the game's board, without hot-seat cover);
    later steps load their position into the same board. ``free_play`` is a link (a notebook
    path relative to the tutorial's) offered once the last step is done.

    One step fits a laptop screen: the step's title runs across the top, the text, the task,
    the answer to the last move and the lesson's buttons sit in a column beside the board, and
    the rules the step teaches are folded away under their short titles. When the step changes,
    the page scrolls just enough to show the whole tutorial.
    """

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
        first = self._check_steps()

        self.board = (make_board or default_board)(first)
        self._base_options = {"show_highlights": self.board.ui.show_highlights, "hide": ()}
        self.board.on_change(self._board_changed)
        self.board.label_toolbar("Game:")
        self.board.fit_column()

        self.header = widgets.HTML(layout=widgets.Layout(flex="1 1 auto"))
        self.progress = widgets.IntProgress(value=0, min=0, max=len(self.steps),
                                            layout=widgets.Layout(width="120px"))
        self.progress_label = widgets.Label()
        self.text = widgets.HTML(layout=widgets.Layout(max_height="32vh", overflow="auto"))
        self.task = widgets.HTML()
        self.feedback = widgets.HTML()
        self.rules_view = widgets.HTML()
        self.controls: dict[str, widgets.Button] = {}
        for name, label, tip in LESSON_BUTTONS:
            button = widgets.Button(description=label, tooltip=tip, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, name=name: self._guard(name, getattr(self, name)))
            self.controls[name] = button
        lesson_label = widgets.Label("Lesson:")
        lesson_label.add_class("rw-row-label")
        self.lesson_row = widgets.HBox([lesson_label] + list(self.controls.values()),
                                       layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.scroller = ScrollIntoView()
        top = widgets.HBox([self.header, self.progress, self.progress_label],
                           layout=widgets.Layout(align_items="center", justify_content="space-between"))
        column = widgets.VBox([self.text, self.task, self.feedback, self.lesson_row, self.rules_view],
                              layout=widgets.Layout(width="300px", flex="0 0 300px"))
        body = widgets.HBox([column, self.board], layout=widgets.Layout(align_items="flex-start", grid_gap="14px"))
        super().__init__(children=[top, body, self.scroller])
        self.add_class("rulewalk-tutorial")
        self._load(0, first)

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

    def show_me(self) -> None:
        """Play the demonstration from the start position, animated, in one redraw."""
        step = self.step
        match = build_start(step)
        with self.board.batched():
            self._load(self.step_index, match)
            for action in step.demo:
                if not self.board.play(action):
                    raise ValueError(f"demonstration action {action} was refused: {self.board.notice.text}")
        if step.demo and not self.complete:
            self._say("The demonstration did not reach this step's goal.")

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
        as it now is (a fresh board: nothing done yet, whatever happened before)."""
        self.step_index = index
        self._start_step = match.step
        self.board.set_match(match, undo_floor=match.step)
        self.board.configure(**{**self._base_options, **dict(getattr(self.steps[index], "options", {}) or {})})
        self._off_track = False
        self._distance = len(getattr(self.step, "demo", ()) or ()) or None
        self._feedback = self._fresh_text()
        self._update()

    def _board_changed(self, board: BoardWidget, kind: str, events: tuple) -> None:
        if kind not in ("play", "undo", "redo"):
            return
        try:
            reached = self.reached
            if reached:
                self.completed.add(self.step_index)
                self._off_track = False
                self._feedback = self._done_text()
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
        undo = "Press Undo (above the board) to take the move back, or Reset to start the step again."
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

    def _update(self) -> None:
        n, i, step = len(self.steps), self.step_index, self.step
        tick = ' <span class="rw-done">✓</span>' if self.complete else ""
        name = f'<span class="rw-tutorial-title">{escape(self.title)} · </span>' if self.title else ""
        self.header.value = (f'<div class="rw-tutorial-head">{name}<b class="rw-step-title">Step {i + 1} of {n}: '
                             f"{escape(step.title)}</b>{tick}</div>")
        self.progress.value = len(self.completed)
        self.progress_label.value = f"{len(self.completed)} of {n} done"
        self.text.value = text_to_html(step.text)
        task = getattr(step, "goal_text", "")
        label = "Watch" if is_demonstration(step) else "Your task"
        self.task.value = f'<div class="rw-task"><b>{label}:</b> {escape(task)}</div>' if task else ""
        self.rules_view.value = rules_html(self.board.game.rules, step.rules)
        link = ""
        if self.free_play and self.complete and i + 1 == n:
            link = f' <a href="{escape(self.free_play, quote=True)}" target="_blank">Free play ›</a>'
        kind = "off" if self._off_track else "done" if self._feedback.startswith("✓") else "info"
        self.feedback.value = (f'<div class="rw-feedback rw-{kind}">{escape(self._feedback)}{link}</div>'
                               if self._feedback else "")
        self.controls["back"].disabled = i == 0
        self.controls["next"].disabled = not self.complete or i + 1 == n
        self.controls["show_me"].disabled = not step.demo
        self.controls["next"].button_style = "success" if self.complete and i + 1 < n else ""
        self.controls["reset"].button_style = "warning" if self._off_track else ""
        self.board.buttons["undo"].button_style = "warning" if self._off_track else ""

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
        parts = [getattr(self, name, None) for name in ("board", "header", "progress", "progress_label", "text",
                                                        "task", "rules_view", "feedback", "lesson_row",
                                                        "scroller")]
        for w in parts + list(getattr(self, "controls", {}).values()):
            if w is not None:
                w.close()
        super().close()
