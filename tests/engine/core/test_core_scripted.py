"""engine.core.ScriptedMatch: a lesson's dice and draws follow its script, kind by kind, along the match's
current line (undo, redo and restart roll the same again); the seed takes over past the script.

``Chest`` is a tiny test-only game with two kinds of chance: roll a die (chance), take it or pass; after a
take, draw a gem from a bag of three (chance, without replacement). Three turns.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core import Event, Game, IllegalAction, Match, Rule, RuleRegistry, ScriptedMatch, uniform

RULES = RuleRegistry("chest", [
    Rule("chest.roll", "Roll", "Each turn starts with a die roll."),
    Rule("chest.take", "Take or pass", "Take the roll (and draw a gem) or pass."),
    Rule("chest.action", "Moves", "Only Roll, Gem, Take and Pass."),
])
GEMS = ("ruby", "opal", "jade")


@dataclass(frozen=True)
class ChestState:
    turn: int = 0
    rolled: int = 0
    drawing: bool = False
    bag: tuple[str, ...] = GEMS
    score: int = 0
    gems: tuple[str, ...] = ()


@dataclass(frozen=True)
class Roll:
    face: int


@dataclass(frozen=True)
class Gem:
    name: str


@dataclass(frozen=True)
class Take:
    pass


@dataclass(frozen=True)
class Pass:
    pass


@dataclass(frozen=True)
class Happened(Event):
    what: str = ""


class Chest(Game):
    name = "chest"
    title = "Chest"
    rules = RULES
    state_type = ChestState
    action_types = (Roll, Gem, Take, Pass)
    action_rule = "chest.action"

    @classmethod
    def validate_settings(cls, settings):
        return {}

    def initial_state(self, seed=0):
        return ChestState()

    def is_terminal(self, state):
        return state.turn >= 3

    def is_chance_node(self, state):
        return not self.is_terminal(state) and (state.rolled == 0 or state.drawing)

    def chance_outcomes(self, state):
        if state.drawing:
            return uniform([Gem(g) for g in state.bag])
        return uniform([Roll(f) for f in range(1, 7)]) if self.is_chance_node(state) else []

    def current_player(self, state):
        return 0

    def legal_actions(self, state):
        if self.is_terminal(state):
            return []
        if self.is_chance_node(state):
            return [o for o, _ in self.chance_outcomes(state)]
        return [Pass(), Take()]

    def check(self, state, action):
        if action not in self.legal_actions(state):
            raise IllegalAction("chest.action", f"{action} is not possible now.")

    def resolve(self, state, action):
        if isinstance(action, Roll):
            return replace(state, rolled=action.face), (Happened("chest.roll", f"rolled {action.face}"),)
        if isinstance(action, Gem):
            bag = tuple(g for g in state.bag if g != action.name)
            return (replace(state, drawing=False, bag=bag, gems=state.gems + (action.name,), turn=state.turn + 1,
                            rolled=0), (Happened("chest.take", action.name),))
        if isinstance(action, Take):
            return replace(state, score=state.score + state.rolled, drawing=True), (Happened("chest.take", "take"),)
        return replace(state, turn=state.turn + 1, rolled=0), (Happened("chest.take", "pass"),)

    def winners(self, state):
        return (0,) if self.is_terminal(state) else ()

    def observation(self, state, player):
        return state

    def describe(self, state):
        return str(state)


def chance(match):
    return [a for a, c in zip(match.actions, match._chance[: match.step]) if c]


def test_the_script_gives_the_dice_and_draws_in_order():
    m = ScriptedMatch(Chest(), 5, script=(Roll(4), Gem("jade"), Roll(2), Roll(6)))
    assert m.state.rolled == 4
    m.apply(Take())
    assert m.state.gems == ("jade",) and m.state.rolled == 2
    m.apply(Pass())
    assert m.state.rolled == 6
    assert chance(m) == [Roll(4), Gem("jade"), Roll(2), Roll(6)]


def test_each_kind_is_a_queue_of_its_own_so_a_detour_keeps_the_dice():
    """Passing where the script expected a take skips the gem: the next roll is still the scripted one."""
    m = ScriptedMatch(Chest(), 5, script=(Roll(4), Gem("jade"), Roll(2)))
    m.apply(Pass())
    assert m.state.rolled == 2
    m.apply(Take())
    assert m.state.gems == ("jade",)


def test_past_the_script_the_seed_draws_as_a_plain_match_does():
    plain = Match(Chest(), 11)
    scripted = ScriptedMatch(Chest(), 11, script=())
    for m in (plain, scripted):
        m.apply(Take())
        m.apply(Pass())
    assert chance(plain) == chance(scripted)
    m = ScriptedMatch(Chest(), 11, script=(Roll(1),))
    m.apply(Take())
    m.apply(Pass())
    assert chance(m)[0] == Roll(1) and chance(m)[1:] == chance(plain)[1:]


def test_an_outcome_that_cannot_happen_there_is_skipped_for_the_seed():
    """A gem no longer in the bag is not forced: the seed draws from what is left."""
    m = ScriptedMatch(Chest(), 3, script=(Roll(5), Gem("ruby"), Roll(5), Gem("ruby"), Roll(1)))
    m.apply(Take())
    m.apply(Take())
    assert m.state.gems[0] == "ruby" and m.state.gems[1] in ("opal", "jade")
    assert m.state.turn == 2 and m.state.rolled == 1, "the dice queue goes on after the skipped gem"


def test_undo_redo_and_restart_roll_the_same_again():
    m = ScriptedMatch(Chest(), 9, script=(Roll(3), Gem("opal"), Roll(2), Gem("ruby"), Roll(6)))
    m.apply(Take())
    m.apply(Take())
    line = chance(m)
    final = m.state
    assert m.undo() and m.undo()
    assert m.state.rolled == 3 and m.state.gems == ()
    m.apply(Take())                       # played again after an undo: the same draws as before
    m.apply(Take())
    assert chance(m) == line and m.state == final
    m.restart()
    assert m.state.rolled == 3
    m.apply(Take())
    m.apply(Take())
    assert m.state == final


def test_a_saved_scripted_match_loads_as_a_plain_match_with_the_same_line():
    m = ScriptedMatch(Chest(), 9, script=(Roll(3), Gem("opal"), Roll(2)))
    m.apply(Take())
    back = Match.from_json(m.to_json(), Chest())
    assert back._states == m._states and back.actions == m.actions
