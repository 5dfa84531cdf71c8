"""Tutorial steps as data (the way lichess's Learn stages are data).

A step names the rules it teaches, says what to do, builds its start position, and
states its goal as a predicate over what the engine reports. The tutorial widget
only shows steps and checks goals; everything a step means lives here, so steps
can be tested without any widget.

There are two kinds of step:

* a **task** (``goal`` is a predicate): the learner acts on the board until the engine says
  the goal holds; ``demo`` is one way to get there ("Show me");
* a **demonstration** (``goal`` is None): something to watch rather than do — a deal, a
  whole round, what happens after a flip. ``demo`` is what plays out; the step is reached
  once the board stands where the demonstration ends (Show me, or the learner playing
  the same moves).

Every rule id of a game is cited by at least one step of its lessons (tests check it), so
no rule exists only in the rules printout.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from .game import Event, Game
from .match import Match

Goal = Callable[[Game, Any, Sequence[Event]], bool]


@dataclass(frozen=True)
class Step:
    title: str
    rules: tuple[str, ...]          # rule ids this step teaches
    text: str                       # what to read and do (plain text / light Markdown)
    goal_text: str                  # the task in one line ("Push the spare in so that ..."), or what to watch
    start: Callable[[], Match]      # builds a fresh match at the step's position
    goal: Goal | None               # (game, state, events since start) → done?  None: a demonstration
    demo: tuple[Any, ...] = field(default=())  # actions that reach the goal ("Show me"), or the demonstration
    options: Mapping[str, Any] = field(default_factory=dict)  # board options for this step

    def __post_init__(self) -> None:
        if self.goal is None and not self.demo:
            raise ValueError(f"step {self.title!r}: a demonstration needs actions to play")

    @property
    def is_demonstration(self) -> bool:
        """True for a step to watch (no task): its ``demo`` is what it shows."""
        return self.goal is None

    def demo_end(self) -> Match:
        """The match after the step's demonstration, played from a fresh start."""
        return run_demo(self)

    def check_goal(self, match: Match, since: int = 0) -> bool:
        """True when the position reached from the step's start satisfies the goal (for a
        demonstration: when the board stands where the demonstration ends)."""
        if self.goal is None:
            return match.step > since and match.state == self.demo_end().state
        return self.goal(match.game, match.state, match.events_since(since))


def run_demo(step: Step) -> Match:
    """Play the step's demonstration from its start; the tutorial's "Show me"."""
    match = step.start()
    for action in step.demo:
        match.apply(action)
    return match
