"""JSON round trips of states, actions and matches; malformed files are refused with a clear FormatError."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from engine.core import FormatError, Match
from engine.rauf_und_runter import Draw, Move, Play, RaufState, RaufUndRunter, Roll
from rur_play import choose, play

SETTINGS = [
    dict(players=2),
    dict(players=3, friends=3, first_player=1, die_faces=(1, 2, 3, 4)),
    dict(players=4, friends=2, super_tiles=(4, 0, 3)),
]


@pytest.mark.parametrize("settings", SETTINGS)
def test_states_round_trip_throughout_random_games(settings):
    game = RaufUndRunter(**settings)
    phases = set()
    for seed in range(4):
        states, actions, _ = play(game, seed, seed, greedy=0.8, check=False)
        for state in states:
            text = game.state_to_json(state)
            back = game.state_from_json(text)
            assert back == state and isinstance(back, RaufState)
            assert type(back.positions) is tuple and type(back.chains[0]) is tuple and type(back.tiles[0]) is tuple
            assert game.state_to_json(back) == text
            assert game.describe(back) == game.describe(state)
            phases.add(state.phase)
        for action in actions:
            assert game.action_from_json(game.action_to_json(action)) == action
    assert phases == {"roll", "move", "draw"}


@pytest.mark.parametrize("action", [Roll(v) for v in range(1, 7)] + [Draw(k) for k in ("speed", "luck", "shortcut")]
                         + [Play("speed"), Play("luck")]
                         + [Move(r, c, s) for r in range(1, 6) for c in range(1, 6) for s in (0, 1, 2)])
def test_every_action_round_trips(action):
    game = RaufUndRunter()
    text = game.action_to_json(action)
    back = game.action_from_json(text)
    assert back == action and type(back) is type(action)
    doc = json.loads(text)
    assert doc["kind"] == "action" and doc["game"] == "rauf_und_runter" and doc["action"]["type"] == type(action).__name__


def play_match(settings, seed, steps=80):
    game = RaufUndRunter(**settings)
    m = Match(game, seed=seed)
    rng = random.Random(seed)
    while m.step < steps and not game.is_terminal(m.state):
        m.apply(choose(game, m.state, rng, 0.8))
    return game, m


@pytest.mark.parametrize("settings", SETTINGS)
def test_matches_round_trip_with_their_chance_steps(settings):
    for seed in range(42, 60):                     # a match with a flip's draws in it
        game, m = play_match(settings, seed, steps=500)
        text = m.to_json()
        doc = json.loads(text)
        if any(a["type"] == "Draw" for a in doc["actions"]):
            break
    assert any(doc["chance"]) and not all(doc["chance"])
    assert any(a["type"] == "Draw" for a in doc["actions"]), "the match should include a flip's draws"
    for g in (None, game):
        back = Match.from_json(text, g)
        assert back.actions == m.actions and back.state == m.state and back.step == m.step
        assert back.to_json() == text
    # a match saved after an undo keeps its redo steps and its cursor
    m.undo()
    back = Match.from_json(m.to_json())
    assert back.step == m.step and back.length == m.length and back.state == m.state


# -- malformed files --------------------------------------------------------------------------------
def state_doc(game, state):
    return json.loads(game.state_to_json(state))


def refused(game, doc, *words):
    with pytest.raises(FormatError) as info:
        game.state_from_json(json.dumps(doc))
    for w in words:
        assert w in str(info.value), str(info.value)
    return info.value


GAME = RaufUndRunter(players=3)
START = GAME.initial_state(1)


@pytest.mark.parametrize("path, value, words", [
    (("positions",), [0, 4, "x"], ["state.positions[2]", "whole number"]),
    (("positions",), [0, 4, 25], ["off the board"]),
    (("positions",), [0, 4, -1], ["off the board"]),
    (("positions",), [0, 4], ["one entry per player"]),
    (("side",), 2, ["side must be 0"]),
    (("side",), True, ["state.side", "whole number"]),
    (("chains",), [[0, 1], [1], [5]], ["unknown friend"]),
    (("chains",), [[0, 0, 0], [1], [2]], ["more than twice"]),
    (("chains",), [[0, 1, 2, 3, 0], [1], [2]], ["longer than the 4 tiles"]),
    (("chains",), [[], [1], [2]], ["must be heading for a burrow"]),
    (("tiles",), [[-1, 0, 1], [1, 0, 0], [0, 0, 1]], ["cannot be negative"]),
    (("tiles",), [[5, 0, 1], [1, 0, 0], [0, 0, 1]], ["do not match"]),
    (("tiles",), [[1, 0], [1, 0, 0], [0, 0, 1]], ["state.tiles[0]", "expected 3 items"]),
    (("supply",), [-1, 5, 5], ["cannot be negative"]),
    (("supply",), [5, 5, 5], ["do not match"]),
    (("phase",), "dance", ["phase must be"]),
    (("phase",), "draw", ["players waiting to draw"]),
    (("phase",), "move", ["not one of its faces"]),
    (("current",), 3, ["not a seat"]),
    (("draws",), [7], ["not at this table"]),
    (("winners",), [0, 1], ["winner"]),
    (("bonus",), 1, ["bonus steps"]),
    (("heading_home",), [True, "no", False], ["state.heading_home[1]", "true or false"]),
    (("turn",), 0, ["turn"]),
])
def test_malformed_states_are_refused_with_a_clear_message(path, value, words):
    doc = state_doc(GAME, START)
    doc["state"][path[0]] = value
    refused(GAME, doc, *words)


def test_unknown_and_missing_fields():
    doc = state_doc(GAME, START)
    doc["state"]["colour"] = "red"
    refused(GAME, doc, "unknown field(s) colour")
    doc = state_doc(GAME, START)
    del doc["state"]["supply"]
    refused(GAME, doc, "missing field 'supply'")


def test_envelope_errors():
    text = GAME.state_to_json(START)
    with pytest.raises(FormatError, match="not valid JSON"):
        GAME.state_from_json(text[:-5])
    doc = json.loads(text)
    for key, value, words in [("schema", "rulewalk/0", "schema"), ("game", "labyrinth", "for the game 'labyrinth'"),
                              ("kind", "match", "holds a 'match'"),
                              ("settings", {**doc["settings"], "players": 2}, "saved with settings")]:
        bad = {**doc, key: value}
        with pytest.raises(FormatError, match=words):
            GAME.state_from_json(json.dumps(bad))


@pytest.mark.parametrize("data, words", [
    ({"type": "Roll", "value": "3"}, "action.value: expected a whole number"),
    ({"type": "Roll"}, "missing field 'value'"),
    ({"type": "Move", "row": 1, "col": 2, "shortcuts": 0, "speed": 1}, "unknown field(s) speed"),
    ({"type": "Jump", "row": 1}, "unknown type 'Jump'"),
    ({"type": "Draw", "tile": 3}, "action.tile: expected text"),
    ([1, 2], "expected an object"),
])
def test_malformed_actions_are_refused(data, words):
    game = RaufUndRunter()
    doc = json.loads(game.action_to_json(Roll(1)))
    doc["action"] = data
    with pytest.raises(FormatError) as info:
        game.action_from_json(json.dumps(doc))
    assert words in str(info.value)


def match_doc():
    game, m = play_match(dict(players=2), 3, steps=30)
    return game, json.loads(m.to_json())


def test_chance_flags_that_lie_are_refused():
    game, doc = match_doc()
    assert doc["chance"][0] is True                # the first roll
    lying = {**doc, "chance": [False] + doc["chance"][1:]}
    with pytest.raises(FormatError, match=r"chance\[0\]: step 0 is marked as a move, but the position there is a chance node"):
        Match.from_json(json.dumps(lying))
    k = doc["chance"].index(False)
    lying = {**doc, "chance": doc["chance"][:k] + [True] + doc["chance"][k + 1:]}
    with pytest.raises(FormatError, match=rf"chance\[{k}\]: .*marked as a chance outcome.*is not a chance node"):
        Match.from_json(json.dumps(lying))
    with pytest.raises(FormatError, match="one entry per action"):
        Match.from_json(json.dumps({**doc, "chance": doc["chance"][:-1]}))


def test_match_files_that_break_the_rules_are_refused():
    game, doc = match_doc()
    bad = json.loads(json.dumps(doc))
    bad["actions"][0] = {"type": "Roll", "value": 6}
    with pytest.raises(FormatError, match=r"actions\[0\] \(roll 6\) breaks a rule: The die has no face 6"):
        Match.from_json(json.dumps(bad))
    cut = {**doc, "actions": doc["actions"][:1], "chance": doc["chance"][:1], "step": 1}
    with pytest.raises(FormatError, match="ends in the middle of a chance event"):
        Match.from_json(json.dumps({**cut, "actions": [], "chance": [], "step": 0}))
    # a roll without its move is fine (the move is the player's), a move without its roll is not
    assert Match.from_json(json.dumps(cut)).step == 1
    bad = {**doc, "settings": {**doc["settings"], "friends": 0}}
    with pytest.raises(FormatError, match="settings: friends"):
        Match.from_json(json.dumps(bad))
    bad = {**doc, "step": len(doc["actions"]) + 1}
    with pytest.raises(FormatError, match="step: "):
        Match.from_json(json.dumps(bad))


def test_a_match_from_a_prepared_start_round_trips():
    game = RaufUndRunter(players=2, friends=1)
    start = replace(game.initial_state(0), positions=(1, 3))
    m = Match(game, 8, start=start)
    rng = random.Random(2)
    while not game.is_terminal(m.state) and m.step < 200:
        m.apply(choose(game, m.state, rng, 0.9))
    back = Match.from_json(m.to_json())
    assert back.start == start and back.state == m.state
    doc = json.loads(m.to_json())
    doc["start"]["positions"] = [1, 99]
    with pytest.raises(FormatError, match="start: a figure is off the board"):
        Match.from_json(json.dumps(doc))
