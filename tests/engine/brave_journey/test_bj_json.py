"""JSON round trips of states, actions and matches; malformed files are refused with a clear FormatError.
The checks every game shares are in tests/engine/json_kit.py; Brave Journey's own refusals are below."""
from __future__ import annotations

import json
import random

import pytest

from engine.brave_journey import (Attack, BraveJourney, Challenge, Decline, Discard, DrawMissions, Fight, Go,
                                  KeepMission, MissionCard, MonsterCard, Move, NoThankYou, PickMonster, Reroll, Roll,
                                  Stop, UseField, UseItem)
from engine.core import FormatError, Match
from bj_play import arrange, choose, game, play
from tests.engine.json_kit import JsonCase, action_refused, json_tests, state_doc, state_refused

SETTINGS = [dict(players=2), dict(players=5, round_end="one_more_turn", can_stop=True),
            dict(players=8, badges=1, tournament_repeats="any")]


def played(g):
    positions, moves = [], []
    for seed in range(3):
        states, actions, _ = play(g, seed, seed, greedy=0.6, check=False)
        positions += states[::3] + states[-3:]
        moves += actions
    return positions, moves


def visits(g, positions):
    assert {"roll", "field", "mission_draw", "monster_draw", "attack_roll", "over"} <= {s.phase for s in positions}


EVERY_ACTION = [Roll(3), MissionCard("hot_spring"), MonsterCard("iron_wyvern"), Go(2), UseItem("throwing_knife", "luki"),
                UseItem("healing_potion"), Reroll(), Move(), Challenge("claire"), Decline(), NoThankYou(),
                Fight("cruel_blade"), Fight(), PickMonster("cave_bats"), DrawMissions(2), KeepMission("tailwind"),
                Discard("anchor_stone"), UseField(), Attack("sion"), Stop("score")]


def play_match(settings, seed, steps=120):
    g = BraveJourney(**settings)
    m = Match(g, seed=seed)
    rng = random.Random(seed)
    while m.step < steps and not g.is_terminal(m.state):
        m.apply(choose(g, m.state, rng, 0.7))
    return g, m


def played_match(g):
    """A whole game."""
    _, m = play_match(g.settings, 42, steps=5000)
    assert g.is_terminal(m.state)
    return m


def prepared():
    g = game("aruba", "claire", "deifel")
    start = arrange(g, positions={"aruba": 12, "claire": 15}, held={"aruba": ["mirror_shield"]}, pending=["deifel"])
    m = Match(g, 8, start=start)
    rng = random.Random(2)
    while not g.is_terminal(m.state) and m.step < 80:
        m.apply(choose(g, m.state, rng, 0.8))
    return m


def short_match():
    m = play_match(dict(players=2, first_player=0, characters=["aruba", "luki"]), 3, steps=30)[1]
    assert json.loads(m.to_json())["chance"][0] is True
    return m


GAME = game("aruba", "luki", "claire")
START = arrange(GAME, positions={"luki": 4}, held={"claire": ["healing_potion"]})

TestJson = json_tests(JsonCase(
    game=BraveJourney, settings=SETTINGS, played=played, visits=visits, actions=EVERY_ACTION,
    match=played_match, prepared=prepared,
    bad_start=(lambda start: start.__setitem__("positions", [12, 15, 36]),
               "start: Deifel is on square 36, off the ring of 36"),
    position=lambda: (GAME, START), short_match=short_match,
    other_settings=lambda settings: {**settings, "badges": 2 if settings["badges"] != 2 else 3},
    bad_settings=({"characters": ["aruba", "bob"]}, "settings: characters"),
))


# -- malformed files -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("field, value, words", [
    ("positions", [0, 4, "x"], ["state.positions[2]", "whole number"]),
    ("positions", [0, 4, 36], ["Claire is on square 36, off the ring"]),
    ("positions", [0, 4], ["positions needs one entry per player (3)"]),
    ("hp", [0, 10, 10], ["Aruba has 0 HP outside the tournament"]),
    ("hp", [11, 10, 10], ["Aruba has 11 HP"]),
    ("characters", ["aruba", "aruba", "claire"], ["each character is played once"]),
    ("characters", ["aruba", "claire", "luki"], ["characters must be ['aruba', 'luki', 'claire'] (the game's setting)"]),
    ("held", [["healing_potion", "lucky_charm", "anchor_stone"], [], []], ["holds 3 items; at most 2"]),
    ("held", [["hot_spring"], [], []], ["'hot_spring', which is not an item card"]),
    ("held", [["lucky_charm"], [], ["healing_potion"]], ["Lucky Charm: 2 in the mission deck, 0 discarded and 1 in play"]),
    ("mission_pile", [0] * 16, ["Hot Spring: 0 in the mission deck"]),
    ("monster_discard", [1] + [0] * 15, ["Puddle Slime: 1 in the monster deck, 1 discarded"]),
    ("pending", [True, False, False], ["Aruba has no next-turn benefit"]),
    ("rift", [25, -1, -1], ["a Rift destination needs"]),
    ("lap", [[4], [], []], ["Aruba: the lap's used skill squares"]),
    ("badges", [3, 0, 0], ["Aruba has 3 badges, so the journey was completed"]),
    ("winners", [1], ["a finished game has its winners"]),
    ("queue", [], ["needs its remaining steps"]),
    ("queue", [{"kind": "fly", "player": 0, "amount": 0, "source": -1, "ref": ""}], ["a step that cannot be"]),
    ("focus", {"kind": "dance", "player": 0, "amount": 0, "source": -1, "ref": ""}, ["unknown phase 'dance'"]),
    ("focus", {"kind": "roll", "player": 0, "amount": 1, "source": -1}, ["state.focus: missing field 'ref'"]),
    ("dice", [7], ["dice show 1..6"]),
    ("tournament", [0, 1], ["heroes are in the tournament exactly while it is played"]),
    ("staying", [True, "no", False], ["state.staying[1]", "true or false"]),
    ("round", 0, ["round (from 1)"]),
])
def test_malformed_states_are_refused_with_a_clear_message(field, value, words):
    doc = state_doc(GAME, START)
    doc["state"][field] = value
    state_refused(GAME, doc, *words)


@pytest.mark.parametrize("data, words", [
    ({"type": "Roll", "value": "3"}, "action.value: expected a whole number"),
    ({"type": "Challenge", "target": "luki", "loudly": True}, "unknown field(s) loudly"),
    ({"type": "MissionCard", "card": 3}, "action.card: expected text"),
    ({"type": "UseItem", "card": "healing_potion", "target": None}, "action.target: expected text"),
])
def test_malformed_actions_are_refused(data, words):
    action_refused(GAME, data, words)


def test_match_files_that_break_the_rules_are_refused():
    doc = json.loads(short_match().to_json())
    bad = json.loads(json.dumps(doc))
    bad["actions"][0] = {"type": "Roll", "value": 7}
    with pytest.raises(FormatError, match=r"actions\[0\] \(roll 7\) breaks a rule: The die has faces 1 to 6"):
        Match.from_json(json.dumps(bad))
    bad["actions"][0] = {"type": "MissionCard", "card": "hot_spring"}
    with pytest.raises(FormatError, match=r"actions\[0\] .* breaks a rule: No mission card is being drawn now; "
                                          "waiting for the movement roll"):
        Match.from_json(json.dumps(bad))
