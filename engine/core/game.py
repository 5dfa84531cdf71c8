"""The contract every game follows (modelled on OpenSpiel's pure-Python games).

A ``Game`` holds validated settings; a state is an immutable dataclass. A game
subclass supplies ``check`` (raise ``IllegalAction`` or return) and ``resolve``
(the new state and the events); this base class builds ``apply``, ``explain``,
``transition`` and the JSON round trips on top of them.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, ClassVar

from . import serial
from .chance import sample
from .errors import FormatError, IllegalAction
from .rules import RuleRegistry


@dataclass(frozen=True)
class Event:
    """Something that happened, for the log and the tutorial's narration.

    Subclasses add fields and a ``text`` property; ``rule`` is the rule id it follows from.
    """

    rule: str
    #: routine steps that a later event sums up (one stone of a deal): logs may leave them out
    quiet: ClassVar[bool] = False

    @property
    def text(self) -> str:  # pragma: no cover - every event overrides it
        return type(self).__name__

    def __str__(self) -> str:
        return self.text


class Game:
    name: ClassVar[str]
    title: ClassVar[str]
    rules: ClassVar[RuleRegistry]
    state_type: ClassVar[type]
    action_types: ClassVar[tuple[type, ...]]
    #: the rule cited when something that is not one of this game's actions is played
    action_rule: ClassVar[str]
    #: True for a game without turns (Magic Maze): every seat may act at any moment, every action
    #: names its seat, ``legal_actions`` lists every seat's actions and ``current_player`` is None
    simultaneous: ClassVar[bool] = False

    def __init__(self, **settings: Any):
        self.settings: dict[str, Any] = self.validate_settings(settings)

    # -- to be provided by each game -------------------------------------------
    @classmethod
    def validate_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        """Return the complete settings (defaults filled in) or raise ValueError."""
        raise NotImplementedError

    def initial_state(self, seed: int = 0) -> Any:
        raise NotImplementedError

    def legal_actions(self, state: Any) -> list[Any]:
        raise NotImplementedError

    def check(self, state: Any, action: Any) -> None:
        """Raise ``IllegalAction`` if ``action`` is not allowed in ``state``."""
        raise NotImplementedError

    def resolve(self, state: Any, action: Any) -> tuple[Any, tuple[Event, ...]]:
        """Carry out a checked action: the new state and what happened."""
        raise NotImplementedError

    def current_player(self, state: Any) -> int | None:
        """Whose decision it is; None in a simultaneous game (and when a game has no player to
        move at all)."""
        raise NotImplementedError

    def is_terminal(self, state: Any) -> bool:
        raise NotImplementedError

    def winners(self, state: Any) -> tuple[int, ...]:
        raise NotImplementedError

    def observation(self, state: Any, player: int) -> Any:
        raise NotImplementedError

    def describe(self, state: Any) -> str:
        raise NotImplementedError

    def validate_state(self, state: Any) -> None:
        """Raise ValueError if a loaded state breaks the game's invariants."""

    # -- chance ----------------------------------------------------------------
    def is_chance_node(self, state: Any) -> bool:
        return False

    def chance_outcomes(self, state: Any) -> list[tuple[Any, Fraction]]:
        """``[(outcome action, exact probability), ...]`` at a chance node, else ``[]``."""
        return []

    def draw_chance(self, state: Any, rng: Any) -> Any:
        """The outcome ``sample(chance_outcomes(state), rng)`` draws, the same for the same ``rng``; a game may
        compute it faster (without fractions) for long simulations."""
        return sample(self.chance_outcomes(state), rng)

    def chance_kind(self, state: Any) -> str:
        """What kind of chance event waits at a chance node: a name a match can leave to a person
        (``Match(by_hand=...)``: the table rolls this die by hand). By default the outcomes' type name
        (``"Roll"``, ``"Draw"``); a game whose one outcome type serves several events names them itself."""
        outcomes = self.chance_outcomes(state)
        return type(outcomes[0][0]).__name__ if outcomes else ""

    # -- built on the above ------------------------------------------------------
    def _check_all(self, state: Any, action: Any) -> None:
        if not isinstance(action, self.action_types):
            raise IllegalAction(self.action_rule, f"{action!r} is not a move in {self.title}")
        self.check(state, action)

    def transition(self, state: Any, action: Any) -> tuple[Any, tuple[Event, ...]]:
        """The new state and the events; raises ``IllegalAction`` and changes nothing if illegal."""
        self._check_all(state, action)
        return self.resolve(state, action)

    def apply(self, state: Any, action: Any) -> Any:
        """The new state after ``action``; raises ``IllegalAction`` and changes nothing if illegal."""
        return self.transition(state, action)[0]

    def explain(self, state: Any, action: Any) -> IllegalAction | None:
        """None if ``action`` is legal, else the ``IllegalAction`` that ``apply`` would raise."""
        try:
            self._check_all(state, action)
        except IllegalAction as exc:
            return exc
        return None

    def settings_data(self) -> dict[str, Any]:
        """The settings as they look in a JSON file (tuples become lists)."""
        return json.loads(json.dumps(self.settings))

    def rule_text(self, rule_id: str) -> str:
        return self.rules[rule_id].cite()

    # -- JSON --------------------------------------------------------------------
    def action_to_json(self, action: Any) -> str:
        return serial.dump(self.name, "action", {"action": serial.tagged(action)})

    def action_from_json(self, text: str | bytes) -> Any:
        doc = serial.load(text, self.name, "action")
        return self.action_from_data(doc.get("action"))

    def action_from_data(self, data: Any, path: str = "action") -> Any:
        return serial.read_tagged({t.__name__: t for t in self.action_types}, data, path)

    def state_to_json(self, state: Any) -> str:
        return serial.dump(self.name, "state", {"settings": self.settings, "state": serial.to_data(state)})

    def state_from_json(self, text: str | bytes) -> Any:
        doc = serial.load(text, self.name, "state")
        if doc.get("settings") != self.settings_data():
            raise FormatError(f"this state was saved with settings {doc.get('settings')!r}, "
                              f"but the game has {self.settings!r}")
        state = serial.from_data(self.state_type, doc.get("state"), "state")
        try:
            self.validate_state(state)
        except ValueError as exc:
            raise FormatError(f"state: {exc}") from None
        return state
