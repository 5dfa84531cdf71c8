"""A match: a game plus its history, with undo, redo, jump and save/load.

Chance outcomes are drawn from the match's own seed (never the global ``random``):
the generator for step N is derived from ``(seed, N)``, so undoing and redoing, or
replaying a saved file, gives the same rolls.
"""
from __future__ import annotations

from typing import Any, Iterable

from . import serial
from .chance import derived_rng
from .errors import FormatError, IllegalAction
from .game import Event, Game


class Match:
    """A game plus its history. Every step is one of three things, and a saved file says which:

    * a **move**: a player's decision (``apply`` at a decision node);
    * a chance outcome **drawn** by the match from its seed (``auto_chance``); undo skips these;
    * a chance outcome **entered** by hand (``apply`` at a chance node the match leaves to a person:
      ``auto_chance=False`` leaves every chance event, ``by_hand`` names the kinds it leaves, see
      ``Game.chance_kind``); undo treats it like a move, since a person made it.
    """

    #: the kind a saved file names (``Match.from_json`` rebuilds the same kind of match)
    kind = "match"
    _kinds: dict[str, type["Match"]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "kind" in cls.__dict__:
            Match._kinds[cls.kind] = cls

    def __init__(self, game: Game, seed: int = 0, auto_chance: bool = True, start: Any = None,
                 by_hand: Iterable[str] = ()):
        """A new match from ``game.initial_state(seed)``, or from a prepared ``start`` position
        (a tutorial scenario); ``seed`` still drives the chance outcomes. ``by_hand`` names kinds of chance
        (``Game.chance_kind``) that wait for a person even when the match draws the others."""
        self.game = game
        self.seed = seed
        self.auto_chance = auto_chance
        self.by_hand = frozenset(by_hand)
        self.start = start
        self._states: list[Any] = [game.initial_state(seed) if start is None else start]
        self._events: list[tuple[Event, ...]] = [()]
        self._actions: list[Any] = []
        self._chance: list[bool] = []   # was step i a chance outcome drawn by the match?
        self._entered: list[bool] = []  # was step i a chance outcome entered by a person?
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
        entered = self.game.is_chance_node(self.state)
        state, events = self.game.transition(self.state, action)
        self._push(action, state, events, chance=False, entered=entered)
        self._resolve_chance()
        return self.events_since(start)

    def _push(self, action: Any, state: Any, events: tuple[Event, ...], chance: bool, entered: bool = False) -> None:
        del self._states[self._cursor + 1:], self._events[self._cursor + 1:]
        del self._actions[self._cursor:], self._chance[self._cursor:], self._entered[self._cursor:]
        self._states.append(state)
        self._events.append(events)
        self._actions.append(action)
        self._chance.append(chance)
        self._entered.append(entered)
        self._cursor += 1

    def draws_at(self, state: Any) -> bool:
        """True at a chance node this match resolves by itself (from its seed or script)."""
        game = self.game
        return (self.auto_chance and game.is_chance_node(state) and not game.is_terminal(state)
                and (not self.by_hand or game.chance_kind(state) not in self.by_hand))

    @property
    def waits_for_hand(self) -> bool:
        """True when the position is a chance node that waits for a person to enter the outcome."""
        state = self.state
        return self.game.is_chance_node(state) and not self.game.is_terminal(state) and not self.draws_at(state)

    def chance_outcome(self) -> Any:
        """The outcome this match draws at its chance node now: from its seed and the step number, so an
        undo and a redo draw the same. (A lesson's ``ScriptedMatch`` draws from its script first.)"""
        return self.game.draw_chance(self.state, derived_rng(self.seed, "chance", self._cursor))

    def _resolve_chance(self) -> None:
        while self.draws_at(self.state):
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
        del self._states[1:], self._events[1:], self._actions[:], self._chance[:], self._entered[:]
        self._resolve_chance()

    # -- files -------------------------------------------------------------------
    def to_json(self) -> str:
        """Settings, seed, how chance is resolved and every step with who made it: ``chance`` marks the
        outcomes the match drew, ``entered`` lists the steps that are outcomes a person entered; the others
        are moves."""
        return serial.dump(self.game.name, "match", {
            "settings": self.game.settings,
            "seed": self.seed,
            "match": self.kind,
            "auto_chance": self.auto_chance,
            "by_hand": sorted(self.by_hand),
            "actions": [serial.tagged(a) for a in self._actions],
            "chance": list(self._chance),
            "entered": [i for i, e in enumerate(self._entered) if e],
            "step": self._cursor,
            "start": None if self.start is None else serial.to_data(self.start),
            **self._file_fields(),
        })

    def _file_fields(self) -> dict[str, Any]:
        """What a kind of match adds to its file (a lesson's script)."""
        return {}

    @classmethod
    def _file_options(cls, game: Game, doc: dict) -> dict[str, Any]:
        """Constructor arguments a kind of match reads back from its file."""
        return {}

    @classmethod
    def from_json(cls, text: str | bytes, game: Game | None = None) -> "Match":
        """Rebuild a saved match by replaying its steps through the rules, as the same kind of match
        (drawn, entered-by-hand or scripted chance alike).

        A file whose steps break the rules, that belongs to another game or is malformed raises
        ``FormatError`` naming the problem; nothing else changes.
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
        kind = serial.from_data(str, doc.get("match", "match"), "match")
        if kind not in Match._kinds:
            raise FormatError(f"match: unknown kind of match {kind!r}; expected one of {', '.join(sorted(Match._kinds))}")
        built = Match._kinds[kind]
        if issubclass(cls, built):
            built = cls  # a subclass that saves as its parent's kind (a board's match) stays itself
        seed = serial.from_data(int, doc.get("seed"), "seed")
        auto_chance = serial.from_data(bool, doc.get("auto_chance", True), "auto_chance")
        by_hand = serial.from_data(tuple[str, ...], doc.get("by_hand", []), "by_hand")
        raw = doc.get("actions")
        if not isinstance(raw, list):
            raise FormatError("actions: expected a list")
        chance = serial.from_data(tuple[bool, ...], doc.get("chance"), "chance")
        if len(chance) != len(raw):
            raise FormatError("chance: needs one entry per action")
        entered = set(serial.from_data(tuple[int, ...], doc.get("entered", []), "entered"))
        if not entered <= set(range(len(raw))) or any(chance[i] for i in entered):
            raise FormatError("entered: lists steps that are not outcomes entered by hand")
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
        options = built._file_options(game, doc)
        match = built(game, seed, auto_chance=False, start=start, **options)
        for i, (data, drawn) in enumerate(zip(raw, chance)):
            action = game.action_from_data(data, f"actions[{i}]")
            at_chance = game.is_chance_node(match.state) and not game.is_terminal(match.state)
            made = ("a chance outcome" if drawn else
                    "a chance outcome entered by hand" if i in entered else "a move")
            if at_chance == (made == "a move"):
                raise FormatError(f"chance[{i}]: step {i} is marked as {made}, but the position there "
                                  f"{'is' if at_chance else 'is not'} a chance node")
            try:
                state, events = game.transition(match.state, action)
            except IllegalAction as exc:
                raise FormatError(f"actions[{i}] ({action}) breaks a rule: {exc}") from None
            match._push(action, state, events, chance=drawn, entered=i in entered)
        match.auto_chance = auto_chance
        match.by_hand = frozenset(by_hand)
        if match.draws_at(match.state):
            raise FormatError("the file ends in the middle of a chance event (a roll or draw is missing)")
        match._cursor = step
        return match


Match._kinds[Match.kind] = Match
