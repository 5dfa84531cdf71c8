"""JSON round trips of Magic Maze states, actions and matches (seats included); malformed files are refused
with a FormatError that says what is wrong."""
from __future__ import annotations

import json
import random

import pytest

from engine.core import Elapse, FormatError, Match
from engine.magic_maze import (Draw, Escalator, Explore, MagicMaze, MMState, Move, PlacePawn, Reveal, StartTimer,
                               TurnTile, Vortex)
from mm_helpers import SETTINGS, choose, play, position

EXITS2 = (("2", ("1A", 1, 3)), ("11", ("1A", 2, 1)))


@pytest.mark.parametrize("settings", SETTINGS[:6])
def test_states_round_trip_throughout_random_games(settings):
    game = MagicMaze(**settings)
    phases = set()
    for seed in range(2):
        states, actions, _ = play(game, seed, seed, max_actions=120, check=False, elapse=0.05)
        for state in states[::3] + [s for s in states if s.phase != "play"][:5] + states[-1:]:
            text = game.state_to_json(state)
            back = game.state_from_json(text)
            assert back == state and isinstance(back, MMState)
            assert type(back.heroes) is tuple and all(c is None or type(c) is tuple for c in back.heroes)
            assert type(back.placed[0].slot) is tuple and type(back.pending) is tuple
            assert game.state_to_json(back) == text and game.describe(back) == game.describe(state)
            phases.add(state.phase)
        for action in actions:
            assert game.action_from_json(game.action_to_json(action)) == action
    assert phases >= {"play", "draw"}
    if game.solo:
        assert "turn" in phases


@pytest.mark.parametrize("action", [
    StartTimer(2), Move(3, "orange", "1A", 2, 4), Move(1, "green", "12", 4, 1), Vortex(2, "purple", "9", 1, 1),
    Escalator(4, "yellow"), Explore(1, "green"), Draw("7"), TurnTile(1), Reveal("escalator"), PlacePawn(2, 1),
    Elapse(17)])
def test_every_action_round_trips_with_its_seat(action):
    game = MagicMaze()
    text = game.action_to_json(action)
    back = game.action_from_json(text)
    assert back == action and type(back) is type(action)
    doc = json.loads(text)
    assert doc["kind"] == "action" and doc["game"] == "magic_maze" and doc["action"]["type"] == type(action).__name__
    if hasattr(action, "seat"):
        assert doc["action"]["seat"] == action.seat


# -- matches -------------------------------------------------------------------------------------------------
def play_match(settings, seed, steps=80, start=None):
    game = MagicMaze(**settings)
    m = Match(game, seed=seed, start=start)
    rng = random.Random(seed)
    while m.step < steps and not game.is_terminal(m.state):
        m.apply(choose(game, m.state, rng, planner=0.8, elapse=0.05))
    return game, m


@pytest.mark.parametrize("settings", [dict(scenario=1, players=4), dict(scenario=3, players=2),
                                      dict(scenario=2, players=1)])
def test_matches_round_trip_with_their_seats_and_chance_steps(settings):
    game, m = play_match(settings, 5, steps=150)
    text = m.to_json()
    doc = json.loads(text)
    assert any(doc["chance"]) and not all(doc["chance"])
    assert {a["type"] for a in doc["actions"]} >= {"StartTimer", "Move", "Explore", "Draw"}
    if not game.solo:
        assert len({a["seat"] for a in doc["actions"] if "seat" in a}) > 1      # several seats acted
    for g in (None, game):
        back = Match.from_json(text, g)
        assert back.actions == m.actions and back.state == m.state and back.step == m.step
        assert back.to_json() == text
    m.undo()
    back = Match.from_json(m.to_json())
    assert back.step == m.step and back.length == m.length and back.state == m.state


def match_doc(settings=dict(scenario=1, players=4), seed=2, steps=40):
    game, m = play_match(settings, seed, steps)
    return game, json.loads(m.to_json())


def test_a_match_file_with_an_action_by_the_wrong_seat_is_refused():
    game, doc = match_doc()
    k = next(i for i, a in enumerate(doc["actions"]) if a["type"] == "Move")
    holder = doc["actions"][k]["seat"]
    other = holder % 4 + 1               # with 4 players each direction is on one tile only
    bad = json.loads(json.dumps(doc))
    bad["actions"][k]["seat"] = other
    with pytest.raises(FormatError, match=rf"actions\[{k}\] \(seat {other}: .*\) breaks a rule: Seat {other} does "
                                          r"not hold move .*\[magic_maze.play.own-actions\]"):
        Match.from_json(json.dumps(bad))
    bad["actions"][k]["seat"] = 9
    with pytest.raises(FormatError, match=rf"actions\[{k}\] .* breaks a rule: The seat must be a seat from 1 to 4"):
        Match.from_json(json.dumps(bad))


def test_chance_flags_that_lie_and_files_cut_in_a_draw_are_refused():
    game, doc = match_doc(steps=60)
    k = doc["chance"].index(True)                        # a tile drawn after an explore
    assert doc["actions"][k]["type"] == "Draw"
    lying = {**doc, "chance": doc["chance"][:k] + [False] + doc["chance"][k + 1:]}
    with pytest.raises(FormatError, match=rf"chance\[{k}\]: step {k} is marked as a move, but the position there is a "
                                          "chance node"):
        Match.from_json(json.dumps(lying))
    lying = {**doc, "chance": [True] + doc["chance"][1:]}
    with pytest.raises(FormatError, match=r"chance\[0\]: .*marked as a chance outcome.*is not a chance node"):
        Match.from_json(json.dumps(lying))
    cut = {**doc, "actions": doc["actions"][:k], "chance": doc["chance"][:k], "step": k}
    with pytest.raises(FormatError, match="ends in the middle of a chance event"):
        Match.from_json(json.dumps(cut))
    wrong_tile = json.loads(json.dumps(doc))
    wrong_tile["actions"][k]["tile"] = "1B"
    with pytest.raises(FormatError, match=rf"actions\[{k}\] \(tile 1B comes off the stack\) breaks a rule: Tile '1B' "
                                          "is not in the stack"):
        Match.from_json(json.dumps(wrong_tile))
    with pytest.raises(FormatError, match=r"settings: scenario 5 \(Mage\) is not built yet"):
        Match.from_json(json.dumps({**doc, "settings": {**doc["settings"], "scenario": 5}}))


def test_a_match_from_an_arranged_start_round_trips_and_a_bad_start_is_refused():
    game, start = position(scenario=2, players=3, explored=EXITS2, sand=120)
    game, m = play_match(dict(scenario=2, players=3), 8, steps=40, start=start)
    back = Match.from_json(m.to_json())
    assert back.start == start and back.state == m.state
    doc = json.loads(m.to_json())
    doc["start"]["heroes"][1] = doc["start"]["heroes"][0]
    with pytest.raises(FormatError, match="start: two heroes share a space"):
        Match.from_json(json.dumps(doc))


# -- malformed states -------------------------------------------------------------------------------------------
GAME, START = position(scenario=2, players=3, explored=EXITS2, sand=100)
SOLO, SOLO_START = position(scenario=2, players=1, sand=100, solo_pile=("N", "E", "S", "W", "escalator", "explore"),
                            solo_discard=("vortex",), solo_shuffled=False)


def refused(game, doc, *words):
    with pytest.raises(FormatError) as info:
        game.state_from_json(json.dumps(doc))
    for w in words:
        assert w in str(info.value), str(info.value)
    return info.value


def doc_of(game=GAME, state=START):
    return json.loads(game.state_to_json(state))


def test_the_positions_below_are_valid():
    for game, state in ((GAME, START), (SOLO, SOLO_START)):
        assert game.state_from_json(game.state_to_json(state)) == state


@pytest.mark.parametrize("field, value, words", [
    ("heroes", [[0, 1], [0, 1], [1, 1], [1, 2]], ["two heroes share a space"]),
    ("heroes", [[99, 99], [2, 1], [1, 1], [1, 2]], ["a hero stands off the mall"]),
    ("heroes", [[2, 2], [2, 1], [1, 1]], ["there are four heroes"]),
    ("heroes", [None, [2, 1], [1, 1], [1, 2]], ["no hero escapes before the theft"]),
    ("heroes", [["a", 1], [2, 1], [1, 1], [1, 2]], ["state.heroes[0][0]: expected a whole number, got text"]),
    ("placed", [{"tile": "1B", "slot": [0, 0], "turns": 0}], ["the mall starts with tile 1A in the middle, unturned"]),
    ("placed", [{"tile": "1A", "slot": [0, 0], "turns": 0}, {"tile": "2", "slot": [3, 3], "turns": 1},
                {"tile": "11", "slot": [0, -1], "turns": 3}],
     ["tile 2 is not laid with its arrow at an exploration space of the mall"]),
    ("placed", [{"tile": "1A", "slot": [0, 0], "turns": 0}, {"tile": "2", "slot": [1, 0], "turns": 0},
                {"tile": "11", "slot": [0, -1], "turns": 3}],
     ["tile 2 is not laid with its arrow at an exploration space of the mall"]),
    ("placed", [{"tile": "1A", "slot": [0, 0], "turns": 0}, {"tile": "11", "slot": [1, 0], "turns": 3},
                {"tile": "2", "slot": [0, -1], "turns": 1}],
     ["tile 11 is not laid with its arrow at an exploration space of the mall"]),
    ("placed", [{"tile": "1A", "slot": [0, 0], "turns": 0}, {"tile": "2", "slot": [1, 0], "turns": 5}],
     ["a tile's turns must be 0 to 3"]),
    ("placed", [{"tile": "1A", "slot": [0, 0], "turns": 0}, {"tile": "99", "slot": [1, 0], "turns": 1}],
     ["the mall holds an unknown tile"]),
    ("placed", [{"tile": "1A", "slot": [0, 0], "turns": 0}, {"tile": "2", "slot": [1, 0], "turns": 1},
                {"tile": "2", "slot": [0, -1], "turns": 1}], ["a tile or a slot of the mall is used twice"]),
    ("placed", [{"tile": "1A", "slot": [0, 0], "turns": 0}, {"tile": "2", "slot": [1, 0], "turns": 1},
                {"tile": "1A", "slot": [0, -1], "turns": 1}], ["a tile or a slot of the mall is used twice"]),
    ("placed", [{"tile": "1A", "slot": [0, 0]}], ["state.placed[0]: missing field 'turns'"]),
    ("stack", ["3", "4", "5", "6", "7", "8", "9", "10"], ["the mall and the stack together must be the scenario's tiles"]),
    ("stack", ["1A", "3", "4", "5", "6", "7", "8", "9", "10", "12"], ["must be the scenario's tiles"]),
    ("stack", ["3", "4", "5", "6", "7", "8", "9", "10", "12", "13"], ["must be the scenario's tiles"]),
    ("stack", ["4", "3", "5", "6", "7", "8", "9", "10", "12"], ["the stack is kept sorted (its order is chance)"]),
    ("holdings", ["T3", "T4"], ["holdings needs one entry per seat (3)"]),
    ("holdings", ["T1", "T2", "T3"], ["the seats must hold the 3-player set T3, T4, T5"]),
    ("holdings", ["T3", "T4", "T5x"], ["the vortex tiles show their crossed-out side exactly after the theft"]),
    ("holdings", ["T3", "T4", "T2bx"], ["holdings are action tile sides"]),
    ("sand", 181, ["the sand must be 0 to 180 seconds"]),
    ("sand", -1, ["the sand must be 0 to 180 seconds"]),
    ("sand", 1.5, ["state.sand: expected a whole number"]),
    ("used", [[0, 0]], ["out-of-order markers go on used hourglass spaces, one each; flips count them"]),
    ("used", [[2, 0], [2, 0]], ["out-of-order markers go on used hourglass spaces"]),
    ("flips", 2, ["out-of-order markers go on used hourglass spaces, one each; flips count them"]),
    ("phase", "dance", ["phase must be play, draw or turn, not 'dance'"]),
    ("phase", "draw", ["a tile is drawn only while a hero explores"]),
    ("phase", "turn", ["a tile is turned up by chance only from a shuffled pile"]),
    ("pending", [1, "orange"], ["pending names the exploring seat and hero only while a tile is drawn"]),
    ("talk", "chatter", ["the talking window opens only at an hourglass, during play"]),
    ("pawn", 4, ["the pawn stands in front of a seat or nobody"]),
    ("result", "won", ["the game is won exactly when all four heroes are out"]),
    ("result", "lost", ["the game is lost when the sand has run out"]),
    ("result", "draw", ["the game is won exactly when all four heroes are out"]),
    ("started", False, ["before the timer is turned over no sand has run and no hourglass is used"]),
    ("solo_pile", ["N"], ["only the solo variant has piles of action tiles"]),
    ("solo_shuffled", False, ["only the solo variant has piles of action tiles"]),
    ("theft", "yes", ["state.theft: expected true or false, got text"]),
])
def test_malformed_states_are_refused_with_a_clear_message(field, value, words):
    doc = doc_of()
    doc["state"][field] = value
    refused(GAME, doc, *words)


@pytest.mark.parametrize("field, value, words", [
    ("solo_pile", ["E", "N", "S", "W", "escalator"], ["the solo piles hold the seven single-action tiles"]),
    ("solo_pile", ["E", "N", "S", "W", "escalator", "explore", "N"], ["the solo piles hold the seven"]),
    ("solo_shuffled", True, ["a shuffled pile is kept sorted (its order is chance)"]),
    ("holdings", ["T7"], ["in the solo variant nobody holds an action tile"]),
    ("holdings", ["", ""], ["holdings needs one entry per seat (1)"]),
    ("phase", "turn", ["a tile is turned up by chance only from a shuffled pile"]),
    ("pawn", 2, ["the pawn stands in front of a seat or nobody"]),
])
def test_malformed_solo_states_are_refused(field, value, words):
    doc = doc_of(SOLO, SOLO_START)
    doc["state"][field] = value
    refused(SOLO, doc, *words)


def test_unknown_and_missing_fields_and_the_envelope():
    doc = doc_of()
    doc["state"]["colour"] = "red"
    refused(GAME, doc, "unknown field(s) colour")
    doc = doc_of()
    del doc["state"]["sand"]
    refused(GAME, doc, "missing field 'sand'")
    text = GAME.state_to_json(START)
    with pytest.raises(FormatError, match="not valid JSON"):
        GAME.state_from_json(text[:-5])
    doc = json.loads(text)
    for key, value, words in [("schema", "rulewalk/1", "counted rows and columns in moves from 0"),
                              ("game", "labyrinth", "for the game 'labyrinth'"),
                              ("kind", "match", "holds a 'match'"),
                              ("settings", {**doc["settings"], "players": 2}, "saved with settings")]:
        with pytest.raises(FormatError, match=words):
            GAME.state_from_json(json.dumps({**doc, key: value}))


@pytest.mark.parametrize("data, words", [
    ({"type": "Move", "seat": "1", "hero": "orange", "tile": "1A", "row": 1, "col": 1},
     "action.seat: expected a whole number, got text"),
    ({"type": "Move", "seat": 1, "hero": "orange", "tile": 1, "row": 1, "col": 1}, "action.tile: expected text"),
    ({"type": "Move", "seat": 1, "hero": "orange", "row": 1, "col": 1}, "missing field 'tile'"),
    ({"type": "Escalator", "seat": 1, "hero": "orange", "speed": 2}, "unknown field(s) speed"),
    ({"type": "Elapse", "seconds": "3"}, "action.seconds: expected a whole number"),
    ({"type": "Elapse", "seconds": True}, "action.seconds: expected a whole number, got true/false"),
    ({"type": "Teleport", "seat": 1}, "unknown type 'Teleport'"),
    ({"type": "Draw", "tile": None}, "action.tile: expected text, got null"),
    ([1, 2], "expected an object"),
])
def test_malformed_actions_are_refused(data, words):
    doc = json.loads(GAME.action_to_json(StartTimer(1)))
    doc["action"] = data
    with pytest.raises(FormatError) as info:
        GAME.action_from_json(json.dumps(doc))
    assert words in str(info.value)
