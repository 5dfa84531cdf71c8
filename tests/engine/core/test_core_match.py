"""engine.core.Match: history (apply, undo, redo, jump, restart), save/load, chance from its own seed.

``Dice`` below is a tiny test-only game with a die roll as an explicit chance node:
roll a die (chance), then the player takes the roll into the score or passes; four rounds.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass, replace

import pytest

from engine.core import Event, FormatError, Game, IllegalAction, Match, Rule, RuleRegistry, die

RULES = RuleRegistry("dice", [
    Rule("dice.roll", "Roll first", "Each round starts with a die roll."),
    Rule("dice.choose", "Take or pass", "Add the roll to your score, or pass."),
    Rule("dice.end", "Four rounds", "The game ends after four rounds."),
    Rule("dice.action", "Dice moves", "Only Roll, Take and Pass are moves."),
])
ROUNDS = 4


@dataclass(frozen=True)
class DiceState:
    score: int = 0
    rolled: int | None = None
    round: int = 0


@dataclass(frozen=True)
class Roll:
    face: int


@dataclass(frozen=True)
class Take:
    def __str__(self):
        return "take"


@dataclass(frozen=True)
class Pass:
    def __str__(self):
        return "pass"


@dataclass(frozen=True)
class Rolled(Event):
    face: int = 0

    @property
    def text(self):
        return f"rolled {self.face}"


@dataclass(frozen=True)
class Scored(Event):
    score: int = 0

    @property
    def text(self):
        return f"score {self.score}"


class Dice(Game):
    name = "dice"
    title = "Dice"
    rules = RULES
    state_type = DiceState
    action_types = (Roll, Take, Pass)
    action_rule = "dice.action"

    @classmethod
    def validate_settings(cls, settings):
        if settings:
            raise ValueError("Dice has no settings")
        return {}

    def initial_state(self, seed=0):
        return DiceState()

    def is_terminal(self, state):
        return state.round >= ROUNDS

    def is_chance_node(self, state):
        return state.rolled is None and not self.is_terminal(state)

    def chance_outcomes(self, state):
        return [(Roll(f), p) for f, p in die(range(1, 7))] if self.is_chance_node(state) else []

    def current_player(self, state):
        return -1 if self.is_chance_node(state) else 0

    def legal_actions(self, state):
        if self.is_terminal(state):
            return []
        if self.is_chance_node(state):
            return [o for o, _ in self.chance_outcomes(state)]
        return [Pass(), Take()]

    def check(self, state, action):
        if self.is_terminal(state):
            raise IllegalAction("dice.end", "The game is over.")
        if isinstance(action, Roll):
            if not self.is_chance_node(state):
                raise IllegalAction("dice.roll", "The die has been rolled already.")
            if action.face not in range(1, 7):
                raise IllegalAction("dice.roll", f"A die has no face {action.face}.")
        elif self.is_chance_node(state):
            raise IllegalAction("dice.roll", "Roll the die first.")

    def resolve(self, state, action):
        if isinstance(action, Roll):
            return replace(state, rolled=action.face), (Rolled("dice.roll", action.face),)
        score = state.score + (state.rolled if isinstance(action, Take) else 0)
        return DiceState(score, None, state.round + 1), (Scored("dice.choose", score),)

    def winners(self, state):
        return (0,) if self.is_terminal(state) else ()

    def observation(self, state, player):
        return state

    def describe(self, state):
        return f"round {state.round} score {state.score} rolled {state.rolled}"


def rolls(match):
    return [a.face for a in match.actions if isinstance(a, Roll)]


def play(seed, choices):
    m = Match(Dice(), seed)
    for c in choices:
        m.apply(c)
    return m


class TestChance:
    def test_initial_chance_is_resolved_from_the_seed(self):
        m = Match(Dice(), 7)
        assert m.step == 1 and m.length == 1
        assert isinstance(m.actions[0], Roll) and m.state.rolled == m.actions[0].face
        assert not m.game.is_chance_node(m.state)
        assert not m.can_undo          # nothing but chance happened yet

    def test_same_seed_same_rolls_whatever_global_random_does(self):
        random.seed(1)
        a = play(11, [Take(), Pass(), Take(), Take()])
        random.seed(2)
        [random.random() for _ in range(1000)]
        b = play(11, [Take(), Pass(), Take(), Take()])
        assert rolls(a) == rolls(b) and a.state == b.state
        assert len(rolls(a)) == 4 and all(1 <= f <= 6 for f in rolls(a))

    def test_different_seeds_give_different_rolls(self):
        sequences = {tuple(rolls(play(seed, [Take()] * 3))) for seed in range(30)}
        assert len(sequences) > 20

    def test_rolls_cover_the_die(self):
        firsts = [Match(Dice(), seed).state.rolled for seed in range(600)]
        counts = {f: firsts.count(f) for f in range(1, 7)}
        assert all(50 <= c <= 150 for c in counts.values()), counts   # fair within a wide margin

    def test_apply_returns_the_chance_events_that_followed(self):
        m = Match(Dice(), 3)
        first = m.state.rolled
        events = m.apply(Take())
        assert [type(e) for e in events] == [Scored, Rolled]
        assert events[0].score == first
        assert events[1].face == m.state.rolled
        assert m.step == 3 and m.last_events == (events[1],)

    def test_no_auto_chance_leaves_the_chance_node(self):
        m = Match(Dice(), 3, auto_chance=False)
        assert m.step == 0 and m.game.is_chance_node(m.state) and m.waits_for_hand
        m.apply(Roll(4))
        assert m.state.rolled == 4 and not m.waits_for_hand

    def test_by_hand_leaves_only_the_named_kind_of_chance(self):
        """``by_hand`` names kinds of chance (``Game.chance_kind``: the outcome type's name by default)."""
        assert Dice().chance_kind(Dice().initial_state()) == "Roll"
        m = Match(Dice(), 3, by_hand={"Roll"})
        assert m.step == 0 and m.waits_for_hand
        m.apply(Roll(5))
        m.apply(Take())
        assert m.step == 2 and m.waits_for_hand and m.state.score == 5      # the next roll waits too
        drawn = Match(Dice(), 3, by_hand={"Gem"})                            # another kind: drawn as usual
        assert drawn.step == 1 and not drawn.waits_for_hand

    def test_an_outcome_entered_by_hand_is_undone_like_a_move(self):
        m = Match(Dice(), 3, auto_chance=False)
        m.apply(Roll(2))
        m.apply(Take())
        assert m.undo() and m.step == 1 and m.state.rolled == 2
        assert m.undo() and m.step == 0 and m.waits_for_hand
        assert not m.can_undo


class TestHistory:
    def test_undo_skips_back_over_chance_steps(self):
        m = Match(Dice(), 5)
        before = m.state
        m.apply(Take())                      # Take, then an automatic Roll
        after = m.state
        assert m.step == 3
        assert m.undo() is True
        assert m.step == 1 and m.state == before      # back before the decision, roll known
        assert not m.can_undo and m.undo() is False and m.step == 1
        assert m.can_redo and m.redo() is True
        assert m.step == 3 and m.state == after       # redo replays the decision and its roll
        assert not m.can_redo and m.redo() is False

    def test_several_undos_and_redos(self):
        m = play(8, [Take(), Pass(), Take()])
        states = list(m._states)
        assert m.step == 7
        m.undo(); m.undo()
        assert m.step == 3 and m.state == states[3]
        m.redo()
        assert m.step == 5 and m.state == states[5]
        m.redo()
        assert m.step == 7 and m.state == states[7]

    def test_new_apply_truncates_redo(self):
        m = play(8, [Take(), Take()])
        m.undo()
        assert m.can_redo and m.length == 5
        m.apply(Pass())
        assert not m.can_redo
        assert m.length == 5 and m.step == 5
        assert [type(a) for a in m.actions] == [Roll, Take, Roll, Pass, Roll]

    def test_jump_keeps_redo(self):
        m = play(4, [Take(), Pass()])
        states = list(m._states)
        m.jump(0)
        assert m.step == 0 and m.state == Dice().initial_state(4) and m.length == 5
        m.jump(2)
        assert m.state == states[2]
        m.jump(5)
        assert m.state == states[5]
        for bad in (-1, 6):
            with pytest.raises(IndexError):
                m.jump(bad)

    def test_restart(self):
        m = play(4, [Take(), Pass()])
        first_roll = m._states[1].rolled
        m.restart()
        assert m.step == 1 and m.length == 1 and m.state.rolled == first_roll and not m.can_redo

    def test_illegal_apply_changes_nothing(self):
        m = play(4, [Take()])
        snapshot = (m.step, m.length, m.state, list(m.actions))
        with pytest.raises(IllegalAction) as info:
            m.apply(Roll(3))
        assert info.value.rule == "dice.roll"
        with pytest.raises(IllegalAction) as info:
            m.apply("take")
        assert info.value.rule == "dice.action"
        assert (m.step, m.length, m.state, list(m.actions)) == snapshot
        assert m.explain(Roll(3)).rule == "dice.roll" and m.explain(Take()) is None

    def test_game_end(self):
        m = play(4, [Take()] * ROUNDS)
        assert m.game.is_terminal(m.state) and m.legal_actions() == []
        assert m.step == 2 * ROUNDS            # no roll after the end
        with pytest.raises(IllegalAction) as info:
            m.apply(Take())
        assert info.value.rule == "dice.end"

    def test_events_since(self):
        m = play(4, [Take(), Pass()])
        texts = [e.text for e in m.events_since(0)]
        assert len(texts) == 5 and texts[0].startswith("rolled") and texts[1].startswith("score")


class TestFiles:
    def test_round_trip_keeps_states_cursor_and_chance_marks(self):
        m = play(9, [Take(), Pass(), Take()])
        m.undo()
        back = Match.from_json(m.to_json(), Dice())
        assert back._states == m._states and back.step == m.step and back.length == m.length
        assert back.seed == 9 and back._chance == m._chance
        assert back.undo() and m.undo() and back.state == m.state     # chance steps still skipped
        back.redo(); back.redo()
        assert back.step == 7
        back.apply(Take())   # and it plays on with chance sampled from the same seed
        m.redo(); m.redo(); m.apply(Take())
        assert back.state == m.state

    def test_round_trip_of_a_match_with_outcomes_entered_by_hand(self):
        """Outcomes entered by hand are saved as steps a person made, and the file loads into a match that
        still leaves chance to a person (it used to be refused as "marked as a move")."""
        m = Match(Dice(), 4, auto_chance=False)
        for action in (Roll(3), Take(), Roll(6), Pass(), Roll(1)):
            m.apply(action)
        back = Match.from_json(m.to_json(), Dice())
        assert back._actions == m._actions and back._chance == [False] * 5 and back.state == m.state
        assert back._entered == [True, False, True, False, True]                 # the three rolls, entered
        assert back.auto_chance is False and back.waits_for_hand is False and back.legal_actions() == m.legal_actions()
        back.apply(Take())
        assert back.waits_for_hand and back.step == 6

    def test_file_is_json_with_an_envelope(self):
        doc = json.loads(play(1, [Take()]).to_json())
        assert doc["schema"] == "rulewalk/2" and doc["game"] == "dice" and doc["kind"] == "match"
        assert doc["actions"][1] == {"type": "Take"}

    def doc(self):
        return json.loads(play(2, [Take(), Pass()]).to_json())

    @pytest.mark.parametrize("mutate, expected", [
        (lambda d: d.__setitem__("schema", "rulewalk/1"), "unsupported schema version 'rulewalk/1'; this rulewalk reads 'rulewalk/2' (version 1 counted rows and columns in moves from 0)"),
        (lambda d: d.__setitem__("game", "labyrinth"), "for the game 'labyrinth', not 'dice'"),
        (lambda d: d.__setitem__("kind", "state"), "holds a 'state', not a 'match'"),
        (lambda d: d.__setitem__("seed", "9"), "seed: expected a whole number"),
        (lambda d: d.__setitem__("actions", {}), "actions: expected a list"),
        (lambda d: d["chance"].pop(), "chance: needs one entry per action"),
        (lambda d: d.__setitem__("step", 99), "step: 99 is outside 0..5"),
        (lambda d: d["actions"].__setitem__(2, {"type": "Explode"}), "actions[2]: unknown type 'Explode'"),
        (lambda d: d["actions"].__setitem__(2, {"type": "Roll", "face": "six"}),
         "actions[2].face: expected a whole number"),
        (lambda d: d["actions"].__setitem__(3, {"type": "Roll", "face": 3}), "actions[3] (Roll(face=3)) breaks a rule"),
        (lambda d: d["actions"].__setitem__(2, {"type": "Roll", "face": 7}), "A die has no face 7"),
        (lambda d: d.__setitem__("settings", {"x": 1}), "saved with settings"),
    ])
    def test_bad_files(self, mutate, expected):
        d = self.doc()
        Match.from_json(json.dumps(d), Dice())   # sanity: the unmutated file loads
        mutate(d)
        with pytest.raises(FormatError) as info:
            Match.from_json(json.dumps(d), Dice())
        assert expected in str(info.value)

    def test_not_json(self):
        with pytest.raises(FormatError, match="not valid JSON"):
            Match.from_json("{", Dice())
        with pytest.raises(FormatError, match="top"):
            Match.from_json("[]", Dice())

    def test_unknown_game_without_a_game_object(self):
        with pytest.raises(FormatError, match="unknown game 'dice'"):
            Match.from_json(play(2, []).to_json())


def test_match_from_a_prepared_start_position():
    start = DiceState(score=5, rolled=None, round=2)
    m = Match(Dice(), seed=3, start=start)
    assert m._states[0] == start and m.step == 1 and m.state.score == 5    # chance resolved from it
    m.apply(Take())
    back = Match.from_json(m.to_json(), Dice())
    assert back._states == m._states and back.start == start
    m.restart()
    assert m._states[0] == start and m.step == 1
