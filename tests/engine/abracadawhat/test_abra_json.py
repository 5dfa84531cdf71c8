"""JSON round trips of states, actions and matches; malformed files are refused with a FormatError
that says what is wrong."""
from __future__ import annotations

import json
import random

import pytest

import engine
from engine.abracadawhat import AbraState, Abracadawhat, Cast, Draw, EndTurn, Roll
from engine.core import FormatError, Match
from abra_helpers import choose, play, position

SETTINGS = [dict(players=2), dict(players=3, variant="easy", refill="to_five", die_faces=[1, 2, 3]),
            dict(players=4, variant="winner_takes_all", next_start="rulebook", first_player=3), dict(players=5)]


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: f"{s['players']}p")
def test_states_round_trip_throughout_random_games(settings):
    game = Abracadawhat(**settings)
    n = 0
    for seed in range(3):
        states, actions, _ = play(game, seed, seed, check=False)
        for state in states[:: max(1, len(states) // 25)] + [states[-1]]:
            text = game.state_to_json(state)
            back = game.state_from_json(text)
            assert back == state and isinstance(back, AbraState)
            assert type(back.rows) is tuple and all(type(r) is tuple for r in back.rows)
            assert game.state_to_json(back) == text
            assert game.describe(back) == game.describe(state)
            n += 1
        for action in set(actions):
            assert game.action_from_json(game.action_to_json(action)) == action
    assert n > 50


@pytest.mark.parametrize("action", [Cast(n) for n in range(1, 9)] + [EndTurn()] + [Draw(n) for n in range(1, 9)]
                         + [Roll(v) for v in range(1, 7)], ids=str)
def test_every_action_round_trips(action):
    game = Abracadawhat()
    text = game.action_to_json(action)
    back = game.action_from_json(text)
    assert back == action and type(back) is type(action)
    assert json.loads(text)["action"]["type"] == type(action).__name__


@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: f"{s['players']}p")
def test_matches_round_trip(settings):
    game = Abracadawhat(**settings)
    rng = random.Random(1)
    m = Match(game, seed=42)
    while not game.is_terminal(m.state) and m.length < 2000:
        m.apply(choose(game, m.state, rng))
    assert game.is_terminal(m.state)
    for _ in range(3):
        m.undo()
    for loaded in (Match.from_json(m.to_json()), Match.from_json(m.to_json(), Abracadawhat(**settings))):
        assert loaded._states == m._states
        assert loaded.step == m.step and loaded.length == m.length and loaded.state == m.state
        loaded.redo()
        assert loaded.state == m._states[loaded.step]


def test_match_from_a_prepared_position_round_trips():
    game = Abracadawhat(players=3)
    start = position(game, {0: (8, 7), 1: (6, 6), 2: (5, 1)}, life=(2, 6, 4), taken={1: (3,)})
    m = Match(game, seed=0, start=start)
    m.apply(Cast(7))
    m.apply(EndTurn())
    loaded = Match.from_json(m.to_json())
    assert loaded.start == start and loaded.state == m.state and loaded.actions == m.actions


# -- malformed files -------------------------------------------------------------------------------------
def good_doc(game=None):
    game = game or Abracadawhat(players=4)
    state = position(game, {0: (8, 7), 1: (6, 6), 2: (5, 1), 3: (4, 4)}, secrets=(3, 3, 8),
                     taken={1: (2,)}, life=(6, 5, 4, 3))
    return game, json.loads(game.state_to_json(state))


def broken(path, value):
    game, doc = good_doc()
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return game, json.dumps(doc)


DELETE = object()


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
    (("state", "pending"), DELETE, "missing field 'pending'"),
    (("state", "cheat"), 1, "unknown field(s) cheat"),
    (("state",), [], "state: expected an object"),
    (("game",), "labyrinth", "for the game 'labyrinth'"),
    (("schema",), "rulewalk/0", "unsupported schema version"),
    (("kind",), "match", "holds a 'match'"),
    (("settings", "players"), 3, "saved with settings"),
])
def test_malformed_states_are_refused_clearly(path, value, message):
    game, text = broken(path, value)
    with pytest.raises(FormatError) as exc:
        game.state_from_json(text)
    assert message in str(exc.value), str(exc.value)


def test_the_unbroken_document_loads():
    game, doc = good_doc()
    assert game.state_from_json(json.dumps(doc)).life == (6, 5, 4, 3)


@pytest.mark.parametrize("text,message", [
    ("", "not valid JSON"), ("[1, 2]", "expected a JSON object"), ("{", "not valid JSON"),
    ("[" * 100000, "not"), (b"\xff\xfe", "not valid JSON"),
])
def test_garbage_is_refused(text, message):
    with pytest.raises(FormatError, match=message):
        Abracadawhat().state_from_json(text)


@pytest.mark.parametrize("data,message", [
    ({"type": "Cast", "spell": "8"}, "action.spell: expected a whole number"),
    ({"type": "Cast"}, "missing field 'spell'"),
    ({"type": "Spell", "spell": 8}, "unknown type 'Spell'"),
    ({"type": "EndTurn", "now": True}, "unknown field(s) now"),
    ({"type": "Roll", "value": 2.5}, "action.value: expected a whole number"),
    ([8], "action: expected an object"),
])
def test_malformed_actions_are_refused(data, message):
    game = Abracadawhat()
    text = json.dumps({"schema": "rulewalk/2", "game": "abracadawhat", "kind": "action", "action": data})
    with pytest.raises(FormatError) as exc:
        game.action_from_json(text)
    assert message in str(exc.value)


def match_doc():
    game = Abracadawhat(players=3)
    m = Match(game, seed=8)
    rng = random.Random(2)
    for _ in range(12):
        m.apply(choose(game, m.state, rng))
    return game, m, json.loads(m.to_json())


def test_malformed_matches_are_refused():
    game, m, doc = match_doc()
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
    # a move marked as chance
    bad = json.loads(json.dumps(doc))
    bad["chance"][first_move] = True
    with pytest.raises(FormatError, match=f"chance\\[{first_move}\\]"):
        Match.from_json(json.dumps(bad))
    # a file that stops in the middle of the deal
    bad = json.loads(json.dumps(doc))
    bad["actions"], bad["chance"], bad["step"] = bad["actions"][:5], bad["chance"][:5], 5
    with pytest.raises(FormatError, match="middle of a chance event"):
        Match.from_json(json.dumps(bad))
    # settings that are not a game's
    bad = json.loads(json.dumps(doc))
    bad["settings"]["refill"] = "three"
    with pytest.raises(FormatError, match="settings: refill must be"):
        Match.from_json(json.dumps(bad))
    with pytest.raises(FormatError, match="saved with settings"):
        Match.from_json(json.dumps(doc), Abracadawhat(players=4))
    bad = json.loads(json.dumps(doc))
    bad["start"] = json.loads(game.state_to_json(game.initial_state(0)))["state"]
    bad["start"]["life"] = [7, 6, 6]
    with pytest.raises(FormatError, match="start: life must be 0..6"):
        Match.from_json(json.dumps(bad))
    assert Match.from_json(json.dumps(doc)).state == m.state
    assert engine.load("abracadawhat", players=3).settings == game.settings
