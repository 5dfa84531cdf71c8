"""JSON round trips of states, actions and matches; malformed files are refused with a clear message.
The checks every game shares are in tests/engine/json_kit.py; the Labyrinth's own refusals are below."""
from __future__ import annotations

import json
import random

import pytest

import engine
from engine.core import FormatError, Match
from engine.labyrinth import Labyrinth, Move, Shift
from engine.labyrinth.game import FIXED_CELLS, GRID
from lab_play import play, policy
from tests.engine.json_kit import JsonCase, json_tests, match_refused, state_doc

SETTINGS = [
    dict(players=2, treasures=2),
    dict(players=3, treasures=3, variant="advanced", first_player=1),
    dict(players=4, treasures=2, variant="children", same_round_tie=True),
    dict(players=3, treasures=2, variant="children+advanced", first_player=2),
]
GAME = Labyrinth(players=2, treasures=3)


def played(game):
    positions, moves = [], []
    for seed in range(4):
        states, actions, _ = play(game, seed, seed, greedy=0.8, max_turns=200, check=False)
        positions += states[::3] + [states[-1]]
        moves += actions
    return positions, moves


def played_match(game):
    rng = random.Random(1)
    m = Match(game, seed=42)
    for _ in range(60):
        if game.is_terminal(m.state):
            break
        m.apply(policy(game, m.state, rng, 0.8))
    return m


def prepared():
    game = Labyrinth(players=2, treasures=2)
    start = game.apply(game.initial_state(3), Shift("N", 2, 2))
    start = game.apply(start, game.legal_actions(start)[0])
    m = Match(game, seed=0, start=start)
    m.apply(Shift("W", 4, 1))
    return m


def short_match():
    m = Match(GAME, seed=5)
    m.apply(Shift("W", 2, 0))
    m.apply(Move(*GRID.square_of(m.state.pawns[0])))
    m.apply(Shift("N", 4, 2))
    return m


def enough_positions(game, positions):
    assert len(positions) > 20


TestJson = json_tests(JsonCase(
    game=Labyrinth, settings=SETTINGS, played=played, visits=enough_positions, chance=False,
    actions=[Shift(s, l, r) for s in "NESW" for l in (2, 4, 6) for r in range(4)]
            + [Move(r, c) for r in range(1, 8) for c in range(1, 8)],
    match=played_match, prepared=prepared,
    bad_start=(lambda start: start["pawns"].__setitem__(0, 49), "start: a pawn is off the board"),
    position=lambda: (GAME, GAME.apply(GAME.initial_state(8), Shift("N", 2, 0))),
    short_match=short_match,
    other_settings=lambda settings: {**settings, "players": 3},
    bad_settings=({"players": 7}, "settings: players must be 2, 3 or 4"),
))


# -- malformed files ------------------------------------------------------------------------------
def swap_treasure(d):
    # the loose card at (2,2)... make a loose square carry a printed square's treasure (0)
    loose = next(i for i in range(49) if i not in FIXED_CELLS and d["state"]["board"][i]["sides"] in (3, 6, 9, 12))
    d["state"]["board"][loose]["treasure"] = 0


def change_fixed(d):
    d["state"]["board"][2]["sides"] = 7   # (1,3) is printed closed on top: E|S|W = 14


STATE_CASES = [
    (lambda d: d["state"].__setitem__("current", "red"), "state.current: expected a whole number, got text"),
    (lambda d: d["state"]["pawns"].__setitem__(1, 3.5), "state.pawns[1]: expected a whole number"),
    (lambda d: d["state"].__setitem__("score", 3), "state: unknown field(s) score"),
    (lambda d: d["state"]["board"].pop(), "the board needs 49 squares, not 48"),
    (change_fixed, "the fixed square (1,3) has been changed"),
    (swap_treasure, "the loose cards are not the 34 cards of the game"),
    (lambda d: d["state"]["piles"].__setitem__(1, d["state"]["piles"][0]), "treasure cards are repeated"),
    (lambda d: d["state"]["pawns"].__setitem__(0, 49), "a pawn is off the board"),
    (lambda d: d["state"]["pawns"].__setitem__(0, -1), "a pawn is off the board"),
    (lambda d: d["state"]["board"][1].__setitem__("sides", 1), "state.board[1]: a maze card has two or three open sides"),
    (lambda d: d["state"]["spare"].__setitem__("treasure", 24), "state.spare: no treasure number 24"),
    (lambda d: d["state"].__setitem__("phase", "dance"), "phase must be 'shift' or 'move'"),
    (lambda d: d["state"].__setitem__("forbidden", ["N", 3]), "forbidden insertion"),
    (lambda d: d["state"].__setitem__("pawns", [0]), "pawns needs one entry per player (2)"),
    (lambda d: d["state"].__setitem__("current", 2), "current or first player is not a seat"),
    (lambda d: d["state"].__setitem__("winners", [0, 1]), "only one player can win without same_round_tie"),
    (lambda d: d["state"].__setitem__("finished", [0]), "only with same_round_tie"),
    (lambda d: d["state"].__setitem__("turn", 0), "turn must be 1 or more"),
    (lambda d: d["state"].__setitem__("turn", 2), "turn 2 with red starting is blue's turn, not red's"),
    (lambda d: d["state"].__setitem__("first_player", 1), "turn 1 with blue starting is blue's turn, not red's"),
    (lambda d: d["state"]["piles"].__setitem__(0, d["state"]["piles"][0][1:]), "red holds 2 treasure cards; this game deals 3"),
]


@pytest.mark.parametrize("mutate, expected", STATE_CASES)
def test_malformed_state_files(mutate, expected):
    d = state_doc(GAME, GAME.apply(GAME.initial_state(8), Shift("N", 2, 0)))
    assert GAME.state_from_json(json.dumps(d))   # sanity: unmutated, it loads
    mutate(d)
    with pytest.raises(FormatError) as info:
        GAME.state_from_json(json.dumps(d))
    assert expected in str(info.value)


def test_malformed_action_files():
    good = json.loads(GAME.action_to_json(Shift("N", 2, 0)))
    good["action"]["rotation"] = "90"
    with pytest.raises(FormatError) as info:
        GAME.action_from_json(json.dumps(good))
    assert "action.rotation: expected a whole number" in str(info.value)


@pytest.mark.parametrize("mutate, expected", [
    # the second player pushes straight back: breaks no-reverse, and the message names the step
    (lambda d: d["actions"].__setitem__(2, {"type": "Shift", "side": "E", "line": 2, "rotation": 0}),
     "actions[2] (shift: push in at the right of row 2) breaks a rule"),
    (lambda d: d["actions"].__setitem__(1, {"type": "Shift", "side": "N", "line": 4, "rotation": 0}),
     "actions[1] (shift: push in at the top of column 4) breaks a rule"),
    (lambda d: d["actions"].__setitem__(0, {"type": "Move", "row": 1, "col": 1}), "actions[0] (move to (1,1))"),
    (lambda d: d["actions"][0].__setitem__("side", 1), "actions[0].side: expected text"),
    (lambda d: d.__setitem__("start", {"board": []}), "start: missing field"),
])
def test_malformed_match_files(mutate, expected):
    d = json.loads(short_match().to_json())
    assert Match.from_json(json.dumps(d)).step == 3
    mutate(d)
    match_refused(d, expected)


def test_illegal_action_message_also_says_which_rule():
    d = json.loads(short_match().to_json())
    d["actions"][2] = {"type": "Shift", "side": "E", "line": 2, "rotation": 3}
    with pytest.raises(FormatError, match=r"labyrinth\.shift\.no-reverse"):
        Match.from_json(json.dumps(d))


def test_match_loaded_for_another_settings_is_refused():
    text = Match(GAME, seed=1).to_json()
    with pytest.raises(FormatError, match="saved with settings"):
        Match.from_json(text, Labyrinth(players=3))
    assert Match.from_json(text, engine.load("labyrinth", players=2, treasures=3)).step == 0
