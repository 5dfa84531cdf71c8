"""JSON round trips of Magic Maze states, actions and matches (seats included); malformed files are refused
with a FormatError that says what is wrong. The checks every game shares are in tests/engine/json_kit.py;
Magic Maze's own refusals are below."""
from __future__ import annotations

import json
import random

import pytest

from engine.core import Elapse, FormatError, Match
from engine.magic_maze import (CrystalExplore, CrystalStop, Discard, Draw, Escalator, Explore, MagicMaze, Move,
                               PlacePawn, Reveal, StartTimer, TopTile, TurnTile, Vortex)
from mm_helpers import SETTINGS, choose, play, position
from tests.engine.json_kit import JsonCase, action_refused, json_tests, state_doc, state_refused

EXITS2 = (("2", ("1A", 1, 3)), ("11", ("1A", 2, 1)))


def played(game):
    positions, moves = [], []
    for seed in range(2):
        states, actions, _ = play(game, seed, seed, max_actions=120, check=False, elapse=0.05)
        positions += states[::3] + [s for s in states if s.phase != "play"][:5] + states[-1:]
        moves += actions
    return positions, moves


def visits(game, positions):
    phases = {state.phase for state in positions}
    assert phases >= {"play", "draw"}
    if game.solo:
        assert "turn" in phases


def play_match(settings, seed, steps=80, start=None):
    game = MagicMaze(**settings)
    m = Match(game, seed=seed, start=start)
    rng = random.Random(seed)
    while m.step < steps and not game.is_terminal(m.state):
        m.apply(choose(game, m.state, rng, planner=0.8, elapse=0.05))
    return game, m


def played_match(game):
    """A match with several seats acting, chance steps and every kind of hero action."""
    _, m = play_match(game.settings, 5, steps=150)
    doc = json.loads(m.to_json())
    assert {a["type"] for a in doc["actions"]} >= {"StartTimer", "Move", "Explore", "Draw"}
    if not game.solo:
        assert len({a["seat"] for a in doc["actions"] if "seat" in a}) > 1      # several seats acted
    return m


def prepared():
    game, start = position(scenario=2, players=3, explored=EXITS2, sand=120)
    return play_match(dict(scenario=2, players=3), 8, steps=40, start=start)[1]


def match_doc(settings=dict(scenario=1, players=4), seed=2, steps=40):
    game, m = play_match(settings, seed, steps)
    return game, json.loads(m.to_json())


GAME, START = position(scenario=2, players=3, explored=EXITS2, sand=100)
SOLO, SOLO_START = position(scenario=2, players=1, sand=100, solo_pile=("N", "E", "S", "W", "escalator", "explore"),
                            solo_discard=("vortex",), solo_shuffled=False)

TestJson = json_tests(JsonCase(
    game=MagicMaze, settings=SETTINGS[:6], played=played, visits=visits,
    actions=[StartTimer(2), Move(3, "orange", "1A", 2, 4), Move(1, "green", "12", 4, 1), Vortex(2, "purple", "9", 1, 1),
             Escalator(4, "yellow"), Explore(1, "green"), Draw("7"), TurnTile(1), Reveal("escalator"), PlacePawn(2, 1),
             Elapse(17), CrystalExplore(1, "5", 1, 3), CrystalStop(2), Discard(3, "2", "7"), TopTile("9")],
    match=played_match,
    match_settings=[dict(scenario=1, players=4), dict(scenario=3, players=2), dict(scenario=2, players=1)],
    prepared=prepared,
    bad_start=(lambda start: start["heroes"].__setitem__(1, start["heroes"][0]), "start: two heroes share a space"),
    position=lambda: (GAME, START),
    short_match=lambda: play_match(dict(scenario=1, players=4), 2, 60)[1],
    other_settings=lambda settings: {**settings, "players": 2 if settings["players"] != 2 else 3},
    bad_settings=({"scenario": 18}, "settings: scenario must be 1..17, not 18"),
))


# -- matches -------------------------------------------------------------------------------------------------
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


def test_a_match_file_drawing_a_tile_that_is_not_in_the_stack_is_refused():
    game, doc = match_doc(steps=60)
    k = doc["chance"].index(True)                        # a tile drawn after an explore
    assert doc["actions"][k]["type"] == "Draw"
    wrong_tile = json.loads(json.dumps(doc))
    wrong_tile["actions"][k]["tile"] = "1B"
    with pytest.raises(FormatError, match=rf"actions\[{k}\] \(tile 1B comes off the stack\) breaks a rule: Tile '1B' "
                                          "is not in the stack"):
        Match.from_json(json.dumps(wrong_tile))


# -- malformed states -------------------------------------------------------------------------------------------
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
    ("phase", "dance", ["phase must be play, draw, turn, crystal or discard, not 'dance'"]),
    ("phase", "draw", ["a tile is drawn only while a hero explores"]),
    ("phase", "turn", ["a tile is turned up by chance only from a shuffled pile"]),
    ("pending", [1, "orange"], ["pending names the exploring seat and hero only while a tile is drawn"]),
    ("talk", "chatter", ["the talking window opens only at an hourglass (or, from scenario 4, when the elf explores), during play"]),
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
    doc = state_doc(GAME, START)
    doc["state"][field] = value
    state_refused(GAME, doc, *words)


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
    doc = state_doc(SOLO, SOLO_START)
    doc["state"][field] = value
    state_refused(SOLO, doc, *words)


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
])
def test_malformed_actions_are_refused(data, words):
    action_refused(GAME, data, words)
