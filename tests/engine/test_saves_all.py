"""Every save loads: a match of any of the five games, saved at a random point of random play (after undos,
redos and jumps as well), in every way chance can be resolved, loads back as the same match — the same kind of
match, state, history, redo tail, legal moves and undo behaviour, and the same file when saved again. A file of
another game or a damaged file is refused with ``FormatError`` naming the problem.

Chance modes (``engine.core.Match``):
  drawn     ``Match(game, seed)``: every chance outcome drawn from the match's seed;
  by hand   ``Match(game, seed, auto_chance=False)``: every outcome entered by a person (here: sampled by the test
            and applied as the person would);
  one kind  ``Match(game, seed, by_hand={kind})``: one kind of chance waits for a person (Brave Journey's board
            leaves the movement roll to the player), the others are drawn;
  scripted  ``ScriptedMatch(game, seed, script=...)``: a lesson's dice and draws.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings as hsettings, strategies as st

import engine
from engine.core import FormatError, Match, ScriptedMatch, sample

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

#: settings per game, small enough that a few dozen random steps reach every phase often
GAMES = {
    "labyrinth": [dict(players=2), dict(players=4, variant="advanced")],
    "rauf_und_runter": [dict(players=2), dict(players=3, friends=2)],
    "abracadawhat": [dict(players=2), dict(players=4)],
    "magic_maze": [dict(scenario=1, players=3), dict(scenario=2, players=1)],
    "brave_journey": [dict(players=2), dict(players=5)],
}
MODES = ("drawn", "by hand", "one kind", "scripted")


def chance_kinds(game, seed: int) -> list[str]:
    """The kinds of chance met in a short random game (for the one-kind mode)."""
    rng = random.Random(seed)
    state, kinds = game.initial_state(seed), []
    for _ in range(80):
        if game.is_terminal(state):
            break
        if game.is_chance_node(state):
            kind = game.chance_kind(state)
            if kind not in kinds:
                kinds.append(kind)
            state = game.apply(state, sample(game.chance_outcomes(state), rng))
        else:
            state = game.apply(state, rng.choice(game.legal_actions(state)))
    return kinds


def new_match(game, seed: int, mode: str, rng: random.Random) -> Match:
    if mode == "drawn":
        return Match(game, seed)
    if mode == "by hand":
        return Match(game, seed, auto_chance=False)
    if mode == "one kind":
        kinds = chance_kinds(game, seed) or ["nothing"]
        return Match(game, seed, by_hand={rng.choice(kinds)})
    # a script of outcomes met along some other line of play: some will fit, some never will
    probe = Match(game, seed + 1)
    for _ in range(30):
        if game.is_terminal(probe.state):
            break
        probe.apply(rng.choice(probe.legal_actions()))
    script = [a for a, drawn in zip(probe.actions, probe._chance) if drawn][:12]
    return ScriptedMatch(game, seed, script=script)


def random_step(match: Match, rng: random.Random) -> None:
    """One thing a person does: a move, an outcome entered by hand, an undo, a redo or a jump."""
    game = match.game
    x = rng.random()
    if x < 0.12 and match.can_undo:
        match.undo()
    elif x < 0.18 and match.can_redo:
        match.redo()
    elif x < 0.21 and match.length:
        # a jump may land anywhere stored, a drawn outcome's position included
        match.jump(rng.randint(0, match.length))
    elif game.is_terminal(match.state):
        return
    elif match.waits_for_hand:
        match.apply(sample(game.chance_outcomes(match.state), rng))
    elif game.is_chance_node(match.state):
        return  # a jump onto a chance node the match draws itself: only undo/redo/jump go on from here
    else:
        match.apply(rng.choice(match.legal_actions()))


def assert_same(back: Match, m: Match) -> None:
    assert type(back) is type(m)
    assert (back.seed, back.auto_chance, back.by_hand, back.start) == (m.seed, m.auto_chance, m.by_hand, m.start)
    assert back.step == m.step and back.length == m.length
    assert back._actions == m._actions and back._chance == m._chance and back._entered == m._entered
    assert back._states == m._states and back._events == m._events
    assert back.state == m.state and back.legal_actions() == m.legal_actions()
    assert (back.can_undo, back.can_redo, back.waits_for_hand) == (m.can_undo, m.can_redo, m.waits_for_hand)
    assert back.to_json() == m.to_json()
    if isinstance(m, ScriptedMatch):
        assert back.script == m.script


@hsettings(max_examples=150)
@given(name=st.sampled_from(sorted(GAMES)), which=st.integers(0, 1), mode=st.sampled_from(MODES),
       seed=st.integers(0, 10_000), play_seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 60))
def test_a_save_at_any_point_loads_back_the_same_match(name, which, mode, seed, play_seed, steps):
    game = engine.load(name, **GAMES[name][which])
    rng = random.Random(play_seed)
    m = new_match(game, seed, mode, rng)
    for _ in range(steps):
        random_step(m, rng)
    text = m.to_json()
    back = type(m).from_json(text, game)
    assert_same(back, m)
    assert_same(Match.from_json(text), m)  # the kind of match comes from the file, the game from its settings
    # and it goes on the same way: the same undo, redo and next steps
    for _ in range(6):
        state = rng.getstate()
        random_step(m, rng)
        rng.setstate(state)
        random_step(back, rng)
        assert back.state == m.state and back.step == m.step and back._actions == m._actions


# -- files that must be refused -------------------------------------------------------------------------------

def saved(name: str = "brave_journey", mode: str = "one kind", steps: int = 40) -> tuple:
    game = engine.load(name, **GAMES[name][0])
    rng = random.Random(5)
    m = new_match(game, 3, mode, rng)
    while m.length < steps and not game.is_terminal(m.state):
        random_step(m, rng)
    return game, m, json.loads(m.to_json())


def damaged(doc: dict, change) -> str:
    doc = json.loads(json.dumps(doc))
    change(doc)
    return json.dumps(doc)


def _moves(doc) -> list[int]:
    return [i for i, drawn in enumerate(doc["chance"]) if not drawn and i not in doc["entered"]]


def _flip_first_move(doc):
    doc["chance"][_moves(doc)[0]] = True


def _move_marked_entered(doc):
    doc["entered"] = sorted(doc["entered"] + [_moves(doc)[0]])


def _entered_marked_move(doc):
    doc["entered"].pop(0)


BAD = [
    (lambda d: d.update(game="labyrinth"), "settings: unknown setting(s)"),
    (lambda d: d.update(kind="state"), "holds a 'state', not a 'match'"),
    (lambda d: d.update(match="hand-made"), "unknown kind of match 'hand-made'"),
    (lambda d: d.update(auto_chance="yes"), "auto_chance: expected true or false"),
    (lambda d: d.update(by_hand="roll"), "by_hand: expected a list"),
    (lambda d: d.update(by_hand=[3]), "by_hand[0]: expected text"),
    (lambda d: d["chance"].pop(), "chance: needs one entry per action"),
    (lambda d: d.update(step=-1), "step: -1 is outside"),
    (_flip_first_move, "marked as a chance outcome, but the position there is not a chance node"),
    (_move_marked_entered, "marked as a chance outcome entered by hand, but the position there is not a chance node"),
    (_entered_marked_move, "marked as a move, but the position there is a chance node"),
    (lambda d: d.update(entered=[10_000]), "entered: lists steps that are not outcomes entered by hand"),
    (lambda d: d.update(entered="all"), "entered: expected a list"),
    (lambda d: (d["actions"].insert(0, {"type": "Roll", "face": 9}), d["chance"].insert(0, False)), "actions[0]"),
    (lambda d: (d["actions"].pop(), d["chance"].pop(), d.update(step=min(d["step"], len(d["actions"])))),
     ""),  # may be fine (a shorter match) or refused for ending inside a chance event: never anything else
    (lambda d: d["settings"].update(players=9), "settings"),
]


@pytest.mark.parametrize("change, words", BAD)
def test_a_damaged_file_is_refused_naming_the_problem(change, words):
    game, m, doc = saved(mode="by hand")
    assert doc["entered"] and _moves(doc)
    before = m.to_json()
    text = damaged(doc, change)
    try:
        back = Match.from_json(text)
    except FormatError as exc:
        assert words in str(exc), str(exc)
    else:
        assert words == "", f"{words!r} was accepted"
        assert back.length == m.length - 1
    assert m.to_json() == before  # the match that was saved is untouched


def test_a_file_of_another_game_is_refused_by_each_game():
    files = {name: saved(name, "by hand", 10)[2] for name in GAMES}
    for name, doc in files.items():
        for other in GAMES:
            if other == name:
                continue
            game = engine.load(other, **GAMES[other][0])
            with pytest.raises(FormatError, match=f"for the game '{name}', not '{other}'"):
                Match.from_json(json.dumps(doc), game)


def test_a_truncated_or_garbled_file_is_refused():
    game, m, doc = saved()
    text = json.dumps(doc)
    for bad in (text[: len(text) // 2], "", "[]", "null", text.replace('"actions"', '"acts"')):
        with pytest.raises(FormatError):
            Match.from_json(bad)


def test_an_entered_outcome_that_is_not_one_of_the_chance_outcomes_is_refused():
    """A die face the die does not have, entered by hand, cannot come back in through a file."""
    game, m, doc = saved("brave_journey", "by hand", 30)
    entered = [i for i, (a, drawn) in enumerate(zip(doc["actions"], doc["chance"]))
               if not drawn and a["type"] == "Roll"]
    assert entered, "the sample match should hold a roll entered by hand"
    doc["actions"][entered[0]]["value"] = 7
    with pytest.raises(FormatError, match=rf"actions\[{entered[0]}\]"):
        Match.from_json(json.dumps(doc))


def test_old_files_without_chance_modes_still_load():
    """Files written before the chance mode was saved (auto-drawn matches) load as drawn matches."""
    game, m, doc = saved("rauf_und_runter", "drawn", 20)
    for key in ("match", "auto_chance", "by_hand", "entered"):
        doc.pop(key)
    back = Match.from_json(json.dumps(doc))
    assert type(back) is Match and back.auto_chance and not back.by_hand and back._actions == m._actions


def test_a_hand_rolled_brave_journey_match_saves_and_loads_waiting_for_its_roll():
    """The free-play board's match (movement rolls by hand, every other roll and draw by the match): 9 of 9 such
    saves used to be refused as "marked as a move, but the position there is a chance node"."""
    from boardwidgets.brave_journey import HandRolledMatch

    game = engine.load("brave_journey", players=3)
    rng = random.Random(2)
    m = HandRolledMatch(game, 11)
    assert m.waits_for_hand and game.chance_kind(m.state) == "roll"
    for _ in range(80):
        random_step(m, rng)
    for back in (HandRolledMatch.from_json(m.to_json()), Match.from_json(m.to_json())):
        assert back.by_hand == {"roll"} and back._entered == m._entered and any(m._entered)
        assert back.state == m.state and back.waits_for_hand == m.waits_for_hand
    assert type(HandRolledMatch.from_json(m.to_json())) is HandRolledMatch
