"""JSON round trips of states, actions and matches; malformed files are refused with a clear FormatError."""
from __future__ import annotations

import json
import random

import pytest

from engine.brave_journey import (ACTION_TYPES, Attack, BJState, BraveJourney, Challenge, Decline, Discard,
                                  DrawMissions, Fight, Go, KeepMission, MissionCard, MonsterCard, Move, NoThankYou,
                                  PickMonster, Reroll, Roll, Stop, Task, UseField, UseItem)
from engine.core import FormatError, Match
from bj_play import arrange, choose, game, play

SETTINGS = [dict(players=2), dict(players=5, round_end="one_more_turn", can_stop=True),
            dict(players=8, badges=1, tournament_repeats="any")]


@pytest.mark.parametrize("settings", SETTINGS)
def test_states_round_trip_throughout_random_games(settings):
    g = BraveJourney(**settings)
    phases = set()
    for seed in range(3):
        states, actions, _ = play(g, seed, seed, greedy=0.6, check=False)
        for state in states[::3] + states[-3:]:
            text = g.state_to_json(state)
            back = g.state_from_json(text)
            assert back == state and isinstance(back, BJState) and isinstance(back.focus, Task)
            assert type(back.positions) is tuple and type(back.held[0]) is tuple and type(back.queue) is tuple
            assert g.state_to_json(back) == text and g.describe(back) == g.describe(state)
            phases.add(state.phase)
        for action in actions:
            assert g.action_from_json(g.action_to_json(action)) == action
    assert {"roll", "field", "mission_draw", "monster_draw", "attack_roll", "over"} <= phases


EVERY_ACTION = [Roll(3), MissionCard("hot_spring"), MonsterCard("iron_wyvern"), Go(2), UseItem("throwing_knife", "luki"),
                UseItem("healing_potion"), Reroll(), Move(), Challenge("claire"), Decline(), NoThankYou(),
                Fight("cruel_blade"), Fight(), PickMonster("cave_bats"), DrawMissions(2), KeepMission("tailwind"),
                Discard("anchor_stone"), UseField(), Attack("sion"), Stop("score")]


@pytest.mark.parametrize("action", EVERY_ACTION, ids=str)
def test_every_action_round_trips(action):
    g = BraveJourney(players=2)
    text = g.action_to_json(action)
    back = g.action_from_json(text)
    assert back == action and type(back) is type(action)
    doc = json.loads(text)
    assert doc["kind"] == "action" and doc["game"] == "brave_journey" and doc["action"]["type"] == type(action).__name__


def test_every_action_type_is_listed():
    assert {type(a) for a in EVERY_ACTION} == set(ACTION_TYPES)


def play_match(settings, seed, steps=120):
    g = BraveJourney(**settings)
    m = Match(g, seed=seed)
    rng = random.Random(seed)
    while m.step < steps and not g.is_terminal(m.state):
        m.apply(choose(g, m.state, rng, 0.7))
    return g, m


@pytest.mark.parametrize("settings", SETTINGS)
def test_matches_round_trip_with_their_chance_steps(settings):
    g, m = play_match(settings, 42, steps=5000)
    text = m.to_json()
    doc = json.loads(text)
    assert any(doc["chance"]) and not all(doc["chance"]) and g.is_terminal(m.state)
    for with_game in (None, g):
        back = Match.from_json(text, with_game)
        assert back.actions == m.actions and back.state == m.state and back.step == m.step
        assert back.to_json() == text
    m.undo()
    back = Match.from_json(m.to_json())
    assert back.step == m.step and back.length == m.length and back.state == m.state


def test_a_match_from_an_arranged_start_round_trips():
    g = game("aruba", "claire", "deifel")
    start = arrange(g, positions={"aruba": 12, "claire": 15}, held={"aruba": ["mirror_shield"]}, pending=["deifel"])
    m = Match(g, 8, start=start)
    rng = random.Random(2)
    while not g.is_terminal(m.state) and m.step < 80:
        m.apply(choose(g, m.state, rng, 0.8))
    back = Match.from_json(m.to_json())
    assert back.start == start and back.state == m.state
    doc = json.loads(m.to_json())
    doc["start"]["positions"] = [12, 15, 36]
    with pytest.raises(FormatError, match="start: Deifel is on square 36, off the ring of 36"):
        Match.from_json(json.dumps(doc))


# -- malformed files -------------------------------------------------------------------------------------------
GAME = game("aruba", "luki", "claire")
START = arrange(GAME, positions={"luki": 4}, held={"claire": ["healing_potion"]})


def refused(doc, *words):
    with pytest.raises(FormatError) as info:
        GAME.state_from_json(json.dumps(doc))
    for w in words:
        assert w in str(info.value), str(info.value)


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
    doc = json.loads(GAME.state_to_json(START))
    doc["state"][field] = value
    refused(doc, *words)


def test_unknown_and_missing_fields():
    doc = json.loads(GAME.state_to_json(START))
    doc["state"]["colour"] = "red"
    refused(doc, "unknown field(s) colour")
    doc = json.loads(GAME.state_to_json(START))
    del doc["state"]["debt"]
    refused(doc, "missing field 'debt'")


def test_envelope_errors():
    text = GAME.state_to_json(START)
    with pytest.raises(FormatError, match="not valid JSON"):
        GAME.state_from_json(text[:-5])
    doc = json.loads(text)
    for key, value, words in [("schema", "rulewalk/1", "schema"), ("game", "labyrinth", "for the game 'labyrinth'"),
                              ("kind", "match", "holds a 'match'"),
                              ("settings", {**doc["settings"], "badges": 2}, "saved with settings")]:
        with pytest.raises(FormatError, match=words):
            GAME.state_from_json(json.dumps({**doc, key: value}))


@pytest.mark.parametrize("data, words", [
    ({"type": "Roll", "value": "3"}, "action.value: expected a whole number"),
    ({"type": "Roll"}, "missing field 'value'"),
    ({"type": "Challenge", "target": "luki", "loudly": True}, "unknown field(s) loudly"),
    ({"type": "Jump"}, "unknown type 'Jump'"),
    ({"type": "MissionCard", "card": 3}, "action.card: expected text"),
    ({"type": "UseItem", "card": "healing_potion", "target": None}, "action.target: expected text"),
    ([1, 2], "expected an object"),
])
def test_malformed_actions_are_refused(data, words):
    doc = json.loads(GAME.action_to_json(Roll(1)))
    doc["action"] = data
    with pytest.raises(FormatError) as info:
        GAME.action_from_json(json.dumps(doc))
    assert words in str(info.value)


def test_match_files_that_break_the_rules_are_refused():
    g, m = play_match(dict(players=2, first_player=0, characters=["aruba", "luki"]), 3, steps=30)
    doc = json.loads(m.to_json())
    assert doc["chance"][0] is True
    bad = json.loads(json.dumps(doc))
    bad["actions"][0] = {"type": "Roll", "value": 7}
    with pytest.raises(FormatError, match=r"actions\[0\] \(roll 7\) breaks a rule: The die has faces 1 to 6"):
        Match.from_json(json.dumps(bad))
    bad["actions"][0] = {"type": "MissionCard", "card": "hot_spring"}
    with pytest.raises(FormatError, match=r"actions\[0\] .* breaks a rule: No mission card is being drawn now; "
                                          "waiting for the movement roll"):
        Match.from_json(json.dumps(bad))
    with pytest.raises(FormatError, match="settings: characters"):
        Match.from_json(json.dumps({**doc, "settings": {**doc["settings"], "characters": ["aruba", "bob"]}}))
    with pytest.raises(FormatError, match="ends in the middle of a chance event"):
        Match.from_json(json.dumps({**doc, "actions": [], "chance": [], "step": 0}))
