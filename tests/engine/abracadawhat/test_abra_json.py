"""JSON round trips of states, actions and matches; malformed files are refused with a FormatError
that says what is wrong. The checks every game shares are in tests/engine/json_kit.py; the
Abracada...What? refusals are below."""
from __future__ import annotations

import json
import random

import pytest

import engine
from engine.abracadawhat import Abracadawhat, Cast, Draw, EndTurn, Roll
from engine.core import FormatError, Match
from abra_helpers import choose, play, position
from tests.engine.json_kit import JsonCase, action_refused, json_tests, state_doc, state_refused

SETTINGS = [dict(players=2), dict(players=3, variant="easy", refill="to_five", die_faces=[1, 2, 3]),
            dict(players=4, variant="winner_takes_all", next_start="rulebook", first_player=3), dict(players=5)]


def played(game):
    positions, moves = [], set()
    for seed in range(3):
        states, actions, _ = play(game, seed, seed, check=False)
        positions += states[:: max(1, len(states) // 25)] + [states[-1]]
        moves |= set(actions)
    return positions, sorted(moves, key=repr)


def enough_positions(game, positions):
    assert len(positions) > 50


def played_match(game):
    rng = random.Random(1)
    m = Match(game, seed=42)
    while not game.is_terminal(m.state) and m.length < 2000:
        m.apply(choose(game, m.state, rng))
    assert game.is_terminal(m.state)
    return m


def prepared():
    game = Abracadawhat(players=3)
    start = position(game, {0: (8, 7), 1: (6, 6), 2: (5, 1)}, life=(2, 6, 4), taken={1: (3,)})
    m = Match(game, seed=0, start=start)
    m.apply(Cast(7))
    m.apply(EndTurn())
    return m


def good_position():
    game = Abracadawhat(players=4)
    return game, position(game, {0: (8, 7), 1: (6, 6), 2: (5, 1), 3: (4, 4)}, secrets=(3, 3, 8),
                          taken={1: (2,)}, life=(6, 5, 4, 3))


def short_match():
    game = Abracadawhat(players=3)
    m = Match(game, seed=8)
    rng = random.Random(2)
    for _ in range(12):
        m.apply(choose(game, m.state, rng))
    return m


TestJson = json_tests(JsonCase(
    game=Abracadawhat, settings=SETTINGS, played=played, visits=enough_positions,
    actions=[Cast(n) for n in range(1, 9)] + [EndTurn()] + [Draw(n) for n in range(1, 9)]
            + [Roll(v) for v in range(1, 7)],
    match=played_match, prepared=prepared,
    bad_start=(lambda start: start["life"].__setitem__(0, 7), "start: life must be 0..6"),
    position=good_position, short_match=short_match,
    other_settings=lambda settings: {**settings, "players": 4 if settings["players"] == 3 else 3},
    bad_settings=({"refill": "three"}, "settings: refill must be"),
))


# -- malformed files -------------------------------------------------------------------------------------
DELETE = object()


def broken(path, value):
    game, state = good_position()
    doc = state_doc(game, state)
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return game, doc


@pytest.mark.parametrize("path,value,message", [
    (("state", "rows", 0), [8, 8], "not the 36 of the game"),
    (("state", "pool", 0), 2, "not the 36 of the game"),
    (("state", "board"), [0, 0, 0, 0, 0, 0, 0], "8 counts"),
    (("state", "board", 3), -1, "8 counts"),
    (("state", "rows", 2), [5, 9], "no spell 9"),
    (("state", "life", 0), 7, "life must be 0..6"),
    (("state", "life", 0), -1, "life must be 0..6"),
    (("state", "life"), [6, 6, 6], "one entry per player"),
    (("state", "scores", 1), -2, "scores cannot be negative"),
    (("state", "phase"), "dance", "unknown phase 'dance'"),
    (("state", "phase"), "roll", "a die roll needs a reason"),
    (("state", "current"), 4, "not a seat"),
    (("state", "last_cast"), 9, "last spell"),
    (("state", "round"), 0, "round"),
    (("state", "winners"), [7], "winner is not a seat"),
    (("state", "life", 0), "six", "state.life[0]: expected a whole number, got text"),
    (("state", "life", 0), True, "state.life[0]: expected a whole number"),
    (("state", "alive", 0), 1, "state.alive[0]: expected true or false"),
    (("state", "rows"), {"0": [8]}, "state.rows: expected a list"),
    (("state", "phase"), 3, "state.phase: expected text"),
    (("state", "current"), 1.5, "state.current: expected a whole number"),
    (("state", "taken", 1), None, "state.taken[1]: expected a list"),
    (("state", "cheat"), 1, "unknown field(s) cheat"),
])
def test_malformed_states_are_refused_clearly(path, value, message):
    game, doc = broken(path, value)
    state_refused(game, doc, message)


@pytest.mark.parametrize("data,message", [
    ({"type": "Cast", "spell": "8"}, "action.spell: expected a whole number"),
    ({"type": "Spell", "spell": 8}, "unknown type 'Spell'"),
    ({"type": "EndTurn", "now": True}, "unknown field(s) now"),
    ({"type": "Roll", "value": 2.5}, "action.value: expected a whole number"),
    ([8], "action: expected an object"),
])
def test_malformed_actions_are_refused(data, message):
    action_refused(Abracadawhat(), data, message)


def test_malformed_matches_are_refused():
    m = short_match()
    game, doc = m.game, json.loads(m.to_json())
    first_move = doc["chance"].index(False)
    # a cast that breaks a rule
    bad = json.loads(json.dumps(doc))
    bad["actions"].insert(first_move, {"type": "EndTurn"})
    bad["chance"].insert(first_move, False)
    with pytest.raises(FormatError, match=r"breaks a rule: Cast at least one spell"):
        Match.from_json(json.dumps(bad))
    # a stone that is not in the bag any more: the deal is tampered with
    bad = json.loads(json.dumps(doc))
    bad["actions"][0] = {"type": "Draw", "spell": 1}
    bad["actions"][1] = {"type": "Draw", "spell": 1}
    with pytest.raises(FormatError, match=r"actions\[1\] \(draw a 1\) breaks a rule"):
        Match.from_json(json.dumps(bad))
    # a file that stops in the middle of the deal
    bad = json.loads(json.dumps(doc))
    bad["actions"], bad["chance"], bad["step"] = bad["actions"][:5], bad["chance"][:5], 5
    with pytest.raises(FormatError, match="middle of a chance event"):
        Match.from_json(json.dumps(bad))
    # a start that is not a game's position
    bad = json.loads(json.dumps(doc))
    bad["start"] = json.loads(game.state_to_json(game.initial_state(0)))["state"]
    bad["start"]["life"] = [7, 6, 6]
    with pytest.raises(FormatError, match="start: life must be 0..6"):
        Match.from_json(json.dumps(bad))
    assert Match.from_json(json.dumps(doc)).state == m.state
    assert engine.load("abracadawhat", players=3).settings == game.settings
