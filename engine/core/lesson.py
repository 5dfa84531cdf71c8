"""Tutorial steps as data (the way lichess's Learn stages are data).

A step names the rules it teaches, says what to do, builds its start position, and
states its goal as a predicate over what the engine reports. The tutorial widget
only shows steps and checks goals; everything a step means lives here, so steps
can be tested without any widget.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .game import Event, Game
from .match import Match


@dataclass(frozen=True)
class Step:
    title: str
    rules: tuple[str, ...]          # rule ids this step teaches
    text: str                       # what to read and do (plain text / light Markdown)
    goal_text: str                  # the task in one line: "Push the spare in so that ..."
    start: Callable[[], Match]      # builds a fresh match at the step's position
    goal: Callable[[Game, Any, Sequence[Event]], bool]  # (game, state, events since start) → done?
    demo: tuple[Any, ...] = field(default=())  # actions that reach the goal ("Show me")

    def check_goal(self, match: Match) -> bool:
        """True when the position reached from the step's start satisfies the goal."""
        return self.goal(match.game, match.state, match.events_since(0))


def run_demo(step: Step) -> Match:
    """Play the step's demonstration from its start; the tutorial's "Show me"."""
    match = step.start()
    for action in step.demo:
        match.apply(action)
    return match
