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

import ipywidgets as widgets

import engine
from engine.core import Match, Step

from .board import BoardWidget

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


def default_board(match: Match) -> BoardWidget:
    """The game's own board for a tutorial (no hot-seat screen)."""
    from . import board_class

    cls = board_class(match.game.name)
    return cls.from_match(match)


class TutorialWidget(widgets.VBox):
    """Steps of a rules tutorial around one live board.

    ``TutorialWidget(steps, title="", make_board=None)``; ``make_board(match)`` builds
    the board for the first step (default: the game's board, without hot-seat cover);
    later steps load their position into the same board.
    """

    def __init__(self, steps: Sequence[Step], title: str = "",
                 make_board: Callable[[Match], BoardWidget] | None = None):
        if not steps:
            raise ValueError("a tutorial needs at least one step")
        self.steps: tuple[Step, ...] = tuple(steps)
        self.title = title
        self.completed: set[int] = set()
        #: full tracebacks of exceptions caught in callbacks, oldest first
        self.errors: list[str] = []
        self.step_index = 0
        self._feedback = ""
        self._start_step = 0
        first = self._check_steps()

        self.board = (make_board or default_board)(first)
        self._base_options = {"show_highlights": self.board.ui.show_highlights}
        self.board.on_change(self._board_changed)

        self.header = widgets.HTML()
        self.progress = widgets.IntProgress(value=0, min=0, max=len(self.steps), description="progress",
                                            layout=widgets.Layout(width="auto"))
        self.text = widgets.HTML()
        self.task = widgets.HTML()
        self.rules_view = widgets.HTML()
        self.feedback = widgets.HTML()
        self.controls: dict[str, widgets.Button] = {}
        for name, label, tip in (("back", "‹ Back", "Previous step"), ("reset", "Reset", "Start this step again"),
                                 ("show_me", "Show me", "Play the demonstration"),
                                 ("next", "Next ›", "Next step (once this one is done)")):
            button = widgets.Button(description=label, tooltip=tip, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, name=name: self._guard(name, getattr(self, name)))
            self.controls[name] = button
        super().__init__(children=[self.header, self.progress, self.text, self.task, self.rules_view, self.board,
                                   self.feedback, widgets.HBox(list(self.controls.values()))])
        self.add_class("rulewalk-tutorial")
        self._load(0, first)

    # -- reading -----------------------------------------------------------------------------
    @property
    def step(self) -> Step:
        return self.steps[self.step_index]

    @property
    def complete(self) -> bool:
        """Has the current step's goal been reached (by the learner or by Show me)?"""
        return self.step_index in self.completed

    @property
    def status_text(self) -> str:
        """The tutorial's feedback line as plain text."""
        return self._feedback

    # -- Python twins (the buttons call exactly these) ------------------------------------------
    def goto(self, index: int) -> None:
        """Open step ``index`` (0-based) at its start position."""
        if not 0 <= index < len(self.steps):
            raise ValueError(f"step {index} is outside 0..{len(self.steps) - 1}")
        self._load(index, build_start(self.steps[index]))

    def next(self) -> bool:
        """Go to the next step, if this one is complete; False (with a reason shown) otherwise."""
        if not self.complete:
            self._say("Finish this step first, or press Show me.")
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
        """Put this step's start position back (a completed step stays completed)."""
        self._load(self.step_index, build_start(self.step), keep_feedback=False)

    def show_me(self) -> None:
        """Play the demonstration from the start position (one redraw)."""
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

    def _load(self, index: int, match: Match, keep_feedback: bool = False) -> None:
        self.step_index = index
        self._start_step = match.step
        self.board.set_match(match, undo_floor=match.step)
        self.board.configure(**{**self._base_options, **dict(getattr(self.steps[index], "options", {}) or {})})
        if not keep_feedback:
            self._feedback = self._done_text() if self.complete else ""
        self._update()

    def _board_changed(self, board: BoardWidget, kind: str, events: tuple) -> None:
        if kind not in ("play", "undo", "redo"):
            return
        step = self.step
        try:
            reached = step_reached(step, board.match, self._start_step)
        except Exception as exc:  # noqa: BLE001 - a broken goal must be visible, not swallowed
            self._report("goal check", exc)
            return
        if reached and not self.complete:
            self.completed.add(self.step_index)
            self._feedback = self._done_text()
        self._update()

    def _done_text(self) -> str:
        last = self.step_index + 1 == len(self.steps)
        default = "✓ Done! " + ("That was the last step." if last else "Press Next.")
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
        tick = " ✓" if self.complete else ""
        heading = f"<h3>{escape(self.title)}</h3>" if self.title else ""
        self.header.value = f'{heading}<b class="rw-step-title">Step {i + 1} of {n}: {escape(step.title)}{tick}</b>'
        self.progress.value = len(self.completed)
        self.progress.description = f"{len(self.completed)}/{n} done"
        self.text.value = text_to_html(step.text)
        task = getattr(step, "goal_text", "")
        label = "Watch" if is_demonstration(step) else "Your task"
        self.task.value = f'<div class="rw-task"><b>{label}:</b> {escape(task)}</div>' if task else ""
        rules = self.board.game.rules
        items = "".join(f"<li><b>{escape(rules[r].title)}</b> <code>{escape(r)}</code>: {escape(rules[r].text)}</li>"
                        for r in step.rules)
        self.rules_view.value = f'<ul class="rw-rules">{items}</ul>' if items else ""
        self.feedback.value = f'<div class="rw-feedback">{escape(self._feedback)}</div>' if self._feedback else ""
        self.controls["back"].disabled = i == 0
        self.controls["next"].disabled = not self.complete or i + 1 == n
        self.controls["show_me"].disabled = not step.demo

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
        parts = [getattr(self, name, None) for name in ("board", "header", "progress", "text", "task",
                                                        "rules_view", "feedback")]
        for w in parts + list(getattr(self, "controls", {}).values()):
            if w is not None:
                w.close()
        super().close()
