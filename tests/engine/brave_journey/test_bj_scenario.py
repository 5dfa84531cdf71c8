"""scenario.arrange: every field of a position can be set, heroes by id or seat; impossible positions are refused
with what is wrong."""
from __future__ import annotations

import pytest

from engine.brave_journey import Roll, Task, UseItem
from engine.brave_journey.scenario import NAMED, arrange
from engine.core import Match
from bj_play import game, play_actions

G = game("aruba", "claire", "deifel")


def test_every_field_can_be_set():
    s = arrange(G, positions={"aruba": 12, 1: 15}, hp={"claire": 4}, badges={"deifel": 2}, debt={"aruba": 1},
                lap={"deifel": [15]}, staying=["claire"], rift={"claire": 25}, pending=["deifel"],
                held={"aruba": ["mirror_shield", "healing_potion"]}, mission_discard={"hot_spring": 2},
                monster_discard={"iron_wyvern": 1}, first_player="claire", current="deifel", round=4)
    assert s.positions == (12, 15, 0) and s.hp == (10, 4, 10) and s.badges == (0, 0, 2) and s.debt == (1, 0, 0)
    assert s.lap == ((), (), (15,)) and s.staying == (False, True, False) and s.rift == (-1, 25, -1)
    assert s.pending == (False, False, True) and s.held[0] == ("mirror_shield", "healing_potion")
    assert s.mission_pile[G.mission_index["hot_spring"]] == 0 and s.mission_discard[G.mission_index["hot_spring"]] == 2
    assert s.monster_pile[G.monster_index["iron_wyvern"]] == 0
    assert (s.first_player, s.current, s.round, s.turns) == (1, 2, 4, 10)
    assert s.phase == "roll" and s.queue == (Task("end_turn"),)


@pytest.mark.parametrize("phase", NAMED)
def test_every_named_phase_can_be_set_up_and_played_on(phase):
    extra = {
        "after_roll": dict(dice=(3,)), "advantage": dict(positions={"aruba": 10}),
        "pick_monster": dict(monsters_out=("iron_wyvern", "cave_bats")), "attack_roll": dict(monsters_out=("rusty_knight",)),
        "keep": dict(drawn=("hot_spring", "lucky_charm")),
        "third": dict(drawn=("anchor_stone",), held={"aruba": ["healing_potion", "lucky_charm"]}),
        "tournament_roll": dict(badges={"aruba": 3, "claire": 3}, tournament=["aruba", "claire"]),
        "attack": dict(badges={q: 3 for q in ("aruba", "claire", "deifel")}, tournament=[0, 1, 2], dice=(5, 2, 1)),
        "over": dict(winners=["claire"]), "duel": dict(positions={"aruba": 3, "claire": 3}),
        "field": dict(positions={"aruba": 3}), "mission_choice": dict(),
    }.get(phase, {})
    s = arrange(G, phase=phase, **extra)
    assert s.phase == phase
    G.validate_state(s)
    m = Match(G, 3, start=s)                      # chance from the match's seed, then the first legal choice
    if m.legal_actions():
        m.apply(m.legal_actions()[0])
    G.validate_state(m.state)
    assert m.step >= 1 or phase == "over"


@pytest.mark.parametrize("change, words", [
    (dict(positions={"bob": 3}), "'bob' is neither a seat"),
    (dict(positions={"aruba": 36}), "positions of aruba must be a whole number 0..35"),
    (dict(hp={"aruba": 0}), "Aruba has 0 HP outside the tournament"),
    (dict(held={"aruba": ["hot_spring"]}), "'hot_spring' is not an item card"),
    (dict(held={"aruba": ["anchor_stone", "anchor_stone"]}), "more anchor_stone cards"),
    (dict(held={"aruba": ["lucky_charm", "lucky_charm", "healing_potion"]}), "at most 2 items"),
    (dict(rift={"aruba": 25}), "a Rift destination needs"),
    (dict(pending=["aruba"]), "Aruba has no next-turn benefit"),
    (dict(lap={"aruba": [4]}), "Aruba: the lap's used skill squares"),
    (dict(phase="dance"), "phase must be one of"),
    (dict(phase="after_roll"), "a movement roll must be shown"),
    (dict(phase="keep", drawn=("hot_spring",)), "the keep step needs two cards drawn"),
    (dict(staying=["aruba"]), "who must not be staying"),
    (dict(mission_discard={"hot_spring": 3}), "more hot_spring cards"),
    (dict(characters=["aruba", "luki", "deifel"]), "characters must be ['aruba', 'claire', 'deifel']"),
    (dict(round=0), "round must be a whole number from 1"),
])
def test_impossible_positions_are_refused(change, words):
    with pytest.raises(ValueError) as info:
        arrange(G, **change)
    assert words in str(info.value), str(info.value)


def test_an_arranged_position_plays_on_like_any_other():
    s = arrange(G, positions={"aruba": 12, "claire": 15}, held={"claire": ["mirror_shield"]}, hp={"claire": 4})
    s, ev = play_actions(G, s, Roll(3))
    assert s.phase == "duel"
    s = arrange(G, held={"aruba": ["throwing_knife"]}, phase="start")
    s, ev = play_actions(G, s, UseItem("throwing_knife", "claire"))
    assert s.phase == "claire"
