"""JSON round trips of states, actions and matches; malformed files are refused with a clear FormatError.
The checks every game shares are in tests/engine/json_kit.py; Rauf und Runter's own refusals are below."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from engine.core import FormatError, Match
from engine.rauf_und_runter import Draw, Move, Play, RaufUndRunter, Roll
from rur_play import choose, play
from tests.engine.json_kit import JsonCase, action_refused, json_tests, state_doc, state_refused

SETTINGS = [
    dict(players=2),
    dict(players=3, friends=3, first_player=1, die_faces=(1, 2, 3, 4)),
    dict(players=4, friends=2, super_tiles=(4, 0, 3)),
]


def played(game):
    positions, moves = [], []
    for seed in range(4):
        states, actions, _ = play(game, seed, seed, greedy=0.8, check=False)
        positions += states
        moves += actions
    return positions, moves


def visits(game, positions):
    assert {state.phase for state in positions} == {"roll", "move", "draw"}


def play_match(settings, seed, steps=80):
    game = RaufUndRunter(**settings)
    m = Match(game, seed=seed)
    rng = random.Random(seed)
    while m.step < steps and not game.is_terminal(m.state):
        m.apply(choose(game, m.state, rng, 0.8))
    return game, m


def played_match(game):
    """A match with a flip's draws in it."""
    for seed in range(42, 60):
        _, m = play_match(game.settings, seed, steps=500)
        if any(isinstance(a, Draw) for a in m.actions):
            break
    assert any(isinstance(a, Draw) for a in m.actions), "the match should include a flip's draws"
    return m


def prepared():
    game = RaufUndRunter(players=2, friends=1)
    start = replace(game.initial_state(0), positions=(1, 3))
    m = Match(game, 8, start=start)
    rng = random.Random(2)
    while not game.is_terminal(m.state) and m.step < 200:
        m.apply(choose(game, m.state, rng, 0.9))
    return m


def short_match():
    m = play_match(dict(players=2), 3, steps=30)[1]
    assert json.loads(m.to_json())["chance"][0] is True                # the first roll
    return m


GAME = RaufUndRunter(players=3)
START = GAME.initial_state(1)

TestJson = json_tests(JsonCase(
    game=RaufUndRunter, settings=SETTINGS, played=played, visits=visits,
    actions=[Roll(v) for v in range(1, 7)] + [Draw(k) for k in ("speed", "luck", "shortcut")]
            + [Play("speed"), Play("luck")]
            + [Move(r, c, s) for r in range(1, 6) for c in range(1, 6) for s in (0, 1, 2)],
    match=played_match, prepared=prepared,
    bad_start=(lambda start: start.__setitem__("positions", [1, 99]), "start: a figure is off the board"),
    position=lambda: (GAME, START), short_match=short_match,
    other_settings=lambda settings: {**settings, "players": 2 if settings["players"] != 2 else 3},
    bad_settings=({"friends": 0}, "settings: friends"),
))


# -- malformed files --------------------------------------------------------------------------------
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
    state_refused(GAME, doc, *words)


@pytest.mark.parametrize("data, words", [
    ({"type": "Roll", "value": "3"}, "action.value: expected a whole number"),
    ({"type": "Move", "row": 1, "col": 2, "shortcuts": 0, "speed": 1}, "unknown field(s) speed"),
    ({"type": "Jump", "row": 1}, "unknown type 'Jump'"),
    ({"type": "Draw", "tile": 3}, "action.tile: expected text"),
])
def test_malformed_actions_are_refused(data, words):
    action_refused(RaufUndRunter(), data, words)


def test_match_files_that_break_the_rules_are_refused():
    doc = json.loads(short_match().to_json())
    bad = json.loads(json.dumps(doc))
    bad["actions"][0] = {"type": "Roll", "value": 6}
    with pytest.raises(FormatError, match=r"actions\[0\] \(roll 6\) breaks a rule: The die has no face 6"):
        Match.from_json(json.dumps(bad))
    # a roll without its move is fine (the move is the player's), a move without its roll is not
    cut = {**doc, "actions": doc["actions"][:1], "chance": doc["chance"][:1], "step": 1}
    assert Match.from_json(json.dumps(cut)).step == 1
