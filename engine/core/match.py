"""A match: a game plus its history, with undo, redo, jump and save/load.

Chance outcomes are drawn from the match's own seed (never the global ``random``):
the generator for step N is derived from ``(seed, N)``, so undoing and redoing, or
replaying a saved file, gives the same rolls.
"""
from __future__ import annotations

from typing import Any

from . import serial
from .chance import derived_rng, sample
from .errors import FormatError, IllegalAction
from .game import Event, Game


class Match:
    def __init__(self, game: Game, seed: int = 0, auto_chance: bool = True, start: Any = None):
        """A new match from ``game.initial_state(seed)``, or from a prepared ``start`` position
        (a tutorial scenario); ``seed`` still drives the chance outcomes."""
        self.game = game
        self.seed = seed
        self.auto_chance = auto_chance
        self.start = start
        self._states: list[Any] = [game.initial_state(seed) if start is None else start]
        self._events: list[tuple[Event, ...]] = [()]
        self._actions: list[Any] = []
        self._chance: list[bool] = []  # was step i a chance outcome?
        self._cursor = 0
        self._resolve_chance()

    # -- reading -----------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[self._cursor]

    @property
    def step(self) -> int:
        """How many actions lead to the current state."""
        return self._cursor

    @property
    def length(self) -> int:
        """How many actions are stored (redo included)."""
        return len(self._actions)

    @property
    def actions(self) -> list[Any]:
        """The actions leading to the current state."""
        return self._actions[: self._cursor]

    @property
    def last_events(self) -> tuple[Event, ...]:
        return self._events[self._cursor]

    def history(self, start: int = 0) -> list[tuple[Any, Any, tuple[Event, ...]]]:
        """``(action, state after it, its events)`` for every step after ``start`` up to the current
        one (what a deduction replays: the public events and the positions they led to)."""
        return [(self._actions[i], self._states[i + 1], self._events[i + 1]) for i in range(start, self._cursor)]

    def state_at(self, step: int) -> Any:
        """The position after ``step`` actions (0: the start), up to the current step."""
        if not 0 <= step <= self._cursor:
            raise IndexError(f"step {step} is outside 0..{self._cursor}")
        return self._states[step]

    def events_since(self, step: int) -> list[Event]:
        return [e for evs in self._events[step + 1: self._cursor + 1] for e in evs]

    def legal_actions(self) -> list[Any]:
        return self.game.legal_actions(self.state)

    def explain(self, action: Any) -> IllegalAction | None:
        return self.game.explain(self.state, action)

    @property
    def can_undo(self) -> bool:
        return self._undo_target() is not None

    @property
    def can_redo(self) -> bool:
        return self._cursor < len(self._actions)

    # -- changing ----------------------------------------------------------------
    def apply(self, action: Any) -> list[Event]:
        """Play ``action``; returns every event it caused (chance that followed included).

        An illegal action raises ``IllegalAction`` and leaves the match as it was.
        Playing after an undo discards the undone steps.
        """
        start = self._cursor
        state, events = self.game.transition(self.state, action)
        self._push(action, state, events, chance=False)
        self._resolve_chance()
        return self.events_since(start)

    def _push(self, action: Any, state: Any, events: tuple[Event, ...], chance: bool) -> None:
        del self._states[self._cursor + 1:], self._events[self._cursor + 1:]
        del self._actions[self._cursor:], self._chance[self._cursor:]
        self._states.append(state)
        self._events.append(events)
        self._actions.append(action)
        self._chance.append(chance)
        self._cursor += 1

    def chance_outcome(self) -> Any:
        """The outcome this match draws at its chance node now: from its seed and the step number, so an
        undo and a redo draw the same. (A lesson's ``ScriptedMatch`` draws from its script first.)"""
        return sample(self.game.chance_outcomes(self.state), derived_rng(self.seed, "chance", self._cursor))

    def _resolve_chance(self) -> None:
        while self.auto_chance and self.game.is_chance_node(self.state) and not self.game.is_terminal(self.state):
            outcome = self.chance_outcome()
            state, events = self.game.transition(self.state, outcome)
            self._push(outcome, state, events, chance=True)

    def _undo_target(self) -> int | None:
        """The step to go back to: before the last player decision (chance steps are skipped)."""
        i = self._cursor
        while i > 0 and self._chance[i - 1]:
            i -= 1
        if i == 0:
            return None
        i -= 1
        return i

    def undo(self) -> bool:
        target = self._undo_target()
        if target is None:
            return False
        self._cursor = target
        return True

    def redo(self) -> bool:
        if not self.can_redo:
            return False
        self._cursor += 1
        while self._cursor < len(self._actions) and self._chance[self._cursor]:
            self._cursor += 1
        return True

    def jump(self, step: int) -> None:
        """Show the position after ``step`` actions (0 = the start); redo is kept."""
        if not 0 <= step <= len(self._actions):
            raise IndexError(f"step {step} is outside 0..{len(self._actions)}")
        self._cursor = step

    def restart(self) -> None:
        self._cursor = 0
        del self._states[1:], self._events[1:], self._actions[:], self._chance[:]
        self._resolve_chance()

    # -- files -------------------------------------------------------------------
    def to_json(self) -> str:
        return serial.dump(self.game.name, "match", {
            "settings": self.game.settings,
            "seed": self.seed,
            "actions": [serial.tagged(a) for a in self._actions],
            "chance": list(self._chance),
            "step": self._cursor,
            "start": None if self.start is None else serial.to_data(self.start),
        })

    @classmethod
    def from_json(cls, text: str | bytes, game: Game | None = None) -> "Match":
        """Rebuild a saved match by replaying its actions through the rules.

        A file whose actions break the rules, or that is malformed, raises ``FormatError``.
        """
        doc = serial.load(text, game.name if game else None, "match")
        if game is None:
            from engine import load as load_game  # late import: engine imports core
            settings = doc.get("settings")
            if not isinstance(settings, dict):
                raise FormatError("settings: expected an object")
            try:
                game = load_game(str(doc.get("game")), **settings)
            except ValueError as exc:
                raise FormatError(f"settings: {exc}") from None
        elif doc.get("settings") != game.settings_data():
            raise FormatError(f"this match was saved with settings {doc.get('settings')!r}, "
                              f"not {game.settings!r}")
        seed = serial.from_data(int, doc.get("seed"), "seed")
        raw = doc.get("actions")
        if not isinstance(raw, list):
            raise FormatError("actions: expected a list")
        chance = serial.from_data(tuple[bool, ...], doc.get("chance"), "chance")
        if len(chance) != len(raw):
            raise FormatError("chance: needs one entry per action")
        step = serial.from_data(int, doc.get("step"), "step")
        if not 0 <= step <= len(raw):
            raise FormatError(f"step: {step} is outside 0..{len(raw)}")
        start = None
        if doc.get("start") is not None:
            start = serial.from_data(game.state_type, doc["start"], "start")
            try:
                game.validate_state(start)
            except ValueError as exc:
                raise FormatError(f"start: {exc}") from None
        match = cls(game, seed, auto_chance=False, start=start)
        for i, (data, is_chance) in enumerate(zip(raw, chance)):
            action = game.action_from_data(data, f"actions[{i}]")
            if is_chance != game.is_chance_node(match.state):
                raise FormatError(f"chance[{i}]: step {i} is marked as {'a chance outcome' if is_chance else 'a move'}"
                                  f", but the position there {'is not' if is_chance else 'is'} a chance node")
            try:
                state, events = game.transition(match.state, action)
            except IllegalAction as exc:
                raise FormatError(f"actions[{i}] ({action}) breaks a rule: {exc}") from None
            match._push(action, state, events, chance=is_chance)
        match.auto_chance = True
        if not game.is_terminal(match.state) and game.is_chance_node(match.state):
            raise FormatError("the file ends in the middle of a chance event (a roll or draw is missing)")
        match._cursor = step
        return match
