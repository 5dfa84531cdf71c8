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
from typing import Any, Callable, Iterable, Mapping, Sequence

from . import serial
from .errors import FormatError
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
    # how to do the task on the board, in one or two plain sentences ("Click a hero, then a lit space"):
    # shown with ``goal_text`` above the board, always in view
    how: str = ""
    # our readings and what the rulebook leaves open, for this step: behind the step's "our reading — why?"
    # marker (the teaching-coverage check reads it with ``text``)
    reading: str = ""

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


class ScriptedMatch(Match):
    """A match whose dice and draws follow a script, so a lesson works the same every time.

    ``script`` lists chance outcomes in the order the lesson meets them. Each kind of outcome (its type:
    a die roll, a card of one deck...) is a queue of its own: at a chance node the match takes the next
    scripted outcome of a kind that can happen there, and draws from its seed when there is none (past
    the end of the script, or a card no longer in the deck). Because the queues are separate, a detour
    that skips a draw still gets the scripted dice. What has been used is counted along the match's
    current line, so undo, redo and Reset roll the same numbers again. Otherwise a plain ``Match``.
    """

    kind = "scripted"

    def __init__(self, game: Game, seed: int = 0, auto_chance: bool = True, start: Any = None,
                 script: Sequence[Any] = (), by_hand: Iterable[str] = ()):
        self.script = tuple(script)
        super().__init__(game, seed, auto_chance=auto_chance, start=start, by_hand=by_hand)

    def _file_fields(self) -> dict[str, Any]:
        return {"script": [serial.tagged(a) for a in self.script]}

    @classmethod
    def _file_options(cls, game: Game, doc: dict) -> dict[str, Any]:
        raw = doc.get("script")
        if not isinstance(raw, list):
            raise FormatError("script: expected a list")
        return {"script": tuple(game.action_from_data(a, f"script[{i}]") for i, a in enumerate(raw))}

    def _queues(self) -> dict[type, list[Any]]:
        """The scripted outcomes not used yet along the current line, by kind."""
        queues: dict[type, list[Any]] = {}
        for outcome in self.script:
            queues.setdefault(type(outcome), []).append(outcome)
        used = {kind: 0 for kind in queues}
        for action, chance in zip(self._actions[: self._cursor], self._chance[: self._cursor]):
            queue = queues.get(type(action))
            # an outcome equal to the next scripted one was that one: had it been possible and not
            # taken from the script, the script would have given it
            if chance and queue is not None and used[type(action)] < len(queue) \
                    and queue[used[type(action)]] == action:
                used[type(action)] += 1
        return {kind: queue[used[kind]:] for kind, queue in queues.items()}

    def chance_outcome(self) -> Any:
        possible = [outcome for outcome, _ in self.game.chance_outcomes(self.state)]
        for queue in self._queues().values():
            if queue and queue[0] in possible:
                return queue[0]
        return super().chance_outcome()


def run_demo(step: Step) -> Match:
    """Play the step's demonstration from its start; the tutorial's "Show me"."""
    match = step.start()
    for action in step.demo:
        match.apply(action)
    return match


#: ``goal_distance`` could not tell within its search budget
UNKNOWN = -1
#: ``goal_distance``: the goal is further than the search looks (``depth`` decisions)
FAR = -2


class _OutOfBudget(Exception):
    pass


class _Reached(Exception):
    pass


def goal_distance(step: Step, match: Match, since: int = 0, depth: int | None = None,
                  nodes: int = 3000, chance_nodes: int = 150) -> int | None:
    """The fewest decisions (the learner's moves; chance outcomes are not counted) it takes from
    ``match``'s position to reach ``step``'s goal: 0 when it is reached now; None when it can
    never be reached from here (every line of play ends first); ``FAR`` when no sequence of at
    most ``depth`` decisions reaches it (default: the demonstration's length plus 2);
    ``UNKNOWN`` when the search cannot tell within ``nodes`` positions.

    A chance node counts as reachable through any of its outcomes (a lucky roll is still a way),
    so None means: not even with luck. A single move whose chance
    outcomes alone run past ``chance_nodes`` positions (a fresh deal of a whole round) is not
    searched further, and the answer is then UNKNOWN rather than None. The tutorial uses this to
    answer a move: closer to the task, a detour, or the task out of reach.
    """
    game = match.game
    depth = len(step.demo) + 2 if depth is None else depth
    target = step.demo_end().state if step.goal is None else None
    history = tuple(match.events_since(since))

    def reached(state: Any, events: tuple) -> bool:
        if target is not None:
            return state == target and bool(events)
        return bool(step.goal(game, state, events))

    if reached(match.state, history):
        return 0
    budget = [nodes]
    frontier = [(match.state, history)]
    seen = {match.state}
    uncertain = False
    try:
        for d in range(1, depth + 1):
            nxt = []
            for state, events in frontier:
                if game.is_terminal(state):
                    continue
                for action in game.legal_actions(state):
                    try:
                        after = _after_chance(game, *game.transition(state, action), events, budget,
                                              [chance_nodes], reached)
                    except _Reached:
                        return d
                    except _OutOfBudget as exc:
                        if exc.args and exc.args[0] == "chance":
                            uncertain = True
                            continue
                        raise
                    for new, path in after:
                        if new not in seen:
                            seen.add(new)
                            nxt.append((new, path))
            if not nxt:
                return UNKNOWN if uncertain else None
            frontier = nxt
    except _OutOfBudget:
        return UNKNOWN
    return UNKNOWN if uncertain else FAR


def _after_chance(game: Game, state: Any, new_events: tuple, events: tuple, budget: list[int],
                  chance_budget: list[int], reached: Callable[[Any, tuple], bool]) -> list[tuple[Any, tuple]]:
    """The decision positions (or ends) a position leads to through its chance outcomes, with the
    events on the way. Raises ``_Reached`` as soon as a position on the way reaches the goal."""
    budget[0] -= 1
    chance_budget[0] -= 1
    if budget[0] < 0:
        raise _OutOfBudget("search")
    if chance_budget[0] < 0:
        raise _OutOfBudget("chance")
    events = events + new_events
    if reached(state, events):
        raise _Reached
    if game.is_terminal(state) or not game.is_chance_node(state):
        return [(state, events)]
    out = []
    for outcome, _ in game.chance_outcomes(state):
        out += _after_chance(game, *game.transition(state, outcome), events, budget, chance_budget, reached)
    return out
