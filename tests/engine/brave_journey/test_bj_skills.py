"""The eight skills and the eight special fields, each used and declined.

Squares: 0 Castle, 1 Castle Town, 2 Mission, 3 Field, 4 Hero School, 6 NPC Plaza, 7 Mission, 10 Flamingo Manor,
13 Gift Shop, 15 Tower, 17 Orchard, 18 Demon World tournament, 21 Rift, 23 Corridor, 25 Sitan's Pit, 29 Beach.
"""
from __future__ import annotations

import pytest

from engine.brave_journey import (Cancelled, CardDiscarded, Challenge, Decline, Declined, DrawMissions, DuelEvent,
                                  Fight, FightResolved, Go, KeepMission, MissionCard, MonsterCard, Move,
                                  NoThankYou, PickMonster, Reroll, Roll, SkillUsed, StayChanged, Teleported, UseField,
                                  UseItem)
from bj_play import arrange, game, of, play_actions, refused, texts

rule = pytest.mark.rule


@rule("brave_journey.skill.deifel-choice")
def test_deifel_chooses_one_or_two_dice_before_any_die_is_rolled():
    g = game("deifel", "luki")
    s = arrange(g, pending=["deifel"], phase="start")
    assert g.legal_actions(s) == [Go(1), Go(2)] and not g.is_chance_node(s)
    s, _ = play_actions(g, s, Go(2))
    assert g.is_chance_node(s) and s.focus.amount == 2        # the choice is made; now both dice are rolled


@pytest.mark.parametrize("seed_rule, ours, words", [
    ("brave_journey.hp.knockout", "brave_journey.hp.knockout-keeps", "keeps every card and badge"),
    ("brave_journey.skill.deifel", "brave_journey.skill.deifel-choice", "before he rolls")])
def test_our_readings_are_not_told_as_the_rulebooks(seed_rule, ours, words):
    rules = game("deifel", "luki").rules
    assert rules[ours].source == "decision" and "Our reading" in rules[ours].text and words in rules[ours].text
    assert rules[seed_rule].source == "seed" and words not in rules[seed_rule].text
    assert "Cards and badges are kept" not in rules[seed_rule].text and "deciding before" not in rules[seed_rule].text


@rule("brave_journey.skill.optional")
def test_a_skill_may_be_declined_and_is_then_gone():
    g = game("deifel", "luki")
    s = arrange(g, pending=["deifel"], phase="start")
    assert g.legal_actions(s) == [Go(1), Go(2)]
    s, ev = play_actions(g, s, Go(1))
    assert not s.pending[0] and s.focus.amount == 1
    assert [e.rule for e in of(ev, Declined)] == ["brave_journey.skill.optional"]
    g = game("foyfoy", "luki")
    s = arrange(g, positions={"foyfoy": 8}, phase="field")
    assert g.legal_actions(s) == [Fight(), Fight("cruel_blade"), Decline()]
    s, ev = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(5))
    assert of(ev, FightResolved)[0].attack == 5 and not of(ev, FightResolved)[0].won


@rule("brave_journey.skill.aruba")
def test_aruba_draws_two_monsters_and_chooses():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 3}, phase="field")
    s, ev = play_actions(g, s, Fight("two_monsters"), MonsterCard("iron_wyvern"))
    assert s.phase == "monster_draw" and s.monsters_out == ("iron_wyvern",)
    s, _ = play_actions(g, s, MonsterCard("puddle_slime"))
    assert g.legal_actions(s) == [PickMonster("iron_wyvern"), PickMonster("puddle_slime")]
    s, ev = play_actions(g, s, PickMonster("puddle_slime"))
    assert s.monster_discard[g.monster_index["iron_wyvern"]] == 1 and s.monsters_out == ("puddle_slime",)
    s, ev = play_actions(g, s, Roll(2))
    assert of(ev, FightResolved)[0].won and s.monster_discard[g.monster_index["puddle_slime"]] == 1
    other = game("luki", "aruba")
    refused(other, arrange(other, positions={"luki": 3}, phase="field"), Fight("two_monsters"),
            "brave_journey.skill.aruba", "not Luki's skill")


@rule("brave_journey.skill.luki")
def test_luki_may_roll_again_on_the_turn_after_a_mission_square():
    g = game("luki", "aruba")
    s, ev = play_actions(g, g.initial_state(0), Roll(2), MissionCard("hot_spring"))
    assert s.pending[0] and [e.rule for e in of(ev, SkillUsed)] == ["brave_journey.skill.luki"]
    s = arrange(g, positions={"luki": 2}, pending=["luki"])
    s, _ = play_actions(g, s, Roll(1))
    assert s.phase == "after_roll" and g.legal_actions(s) == [Move(), Reroll()]
    s, ev = play_actions(g, s, Reroll(), Roll(5))
    assert s.positions[0] == 7 and not s.pending[0]          # the second roll counts, no third
    refused(g, arrange(g, positions={"aruba": 3}, current="aruba", phase="after_roll", dice=(2,)), Reroll(),
            "brave_journey.skill.luki", "Only Luki's Portal")


@rule("brave_journey.skill.sion")
def test_sion_draws_two_on_mission_squares_only():
    g = game("sion", "luki")
    s, _ = play_actions(g, g.initial_state(0), Roll(2))
    assert s.phase == "mission_choice" and g.legal_actions(s) == [DrawMissions(1), DrawMissions(2)]
    s, ev = play_actions(g, s, DrawMissions(2), MissionCard("falling_rocks"), MissionCard("healing_potion"))
    assert s.phase == "keep" and sorted(s.drawn) == ["falling_rocks", "healing_potion"]
    assert of(ev, SkillUsed)[0].rule == "brave_journey.skill.sion"
    # a card won from a monster: one card, no choice
    s = arrange(g, positions={"sion": 3}, phase="field")
    s, _ = play_actions(g, s, Fight(), MonsterCard("cave_bats"), Roll(4))
    assert s.phase == "mission_draw" and s.focus.amount == 1 and s.focus.ref == "reward"


@rule("brave_journey.skill.sion-choice")
def test_sion_sees_both_cards_and_discards_the_other():
    g = game("sion", "luki")
    s = arrange(g, positions={"sion": 2}, phase="mission_choice", hp={"sion": 6})
    s, _ = play_actions(g, s, DrawMissions(2), MissionCard("hot_spring"), MissionCard("healing_potion"))
    assert g.observation(s, 0).drawn == ("hot_spring", "healing_potion") and g.observation(s, 1).drawn == ()
    assert g.observation(s, 1).drawn_count == 2
    s, ev = play_actions(g, s, KeepMission("hot_spring"))
    assert s.hp[0] == 8 and s.held[0] == ()
    assert s.mission_discard[g.mission_index["healing_potion"]] == 1
    assert of(ev, CardDiscarded)[0].rule == "brave_journey.skill.sion-choice"


@rule("brave_journey.skill.claire")
def test_claire_rolls_no_thank_you_then_may_still_use_an_item():
    g = game("aruba", "claire")
    base = arrange(g, positions={"claire": 3}, held={"claire": ["mirror_shield"]})
    s, _ = play_actions(g, base, Roll(3), Challenge("claire"))
    assert s.phase == "claire" and s.focus.player == 1 and g.legal_actions(s) == [NoThankYou(), Decline()]
    for face in (1, 6):
        out, ev = play_actions(g, s, NoThankYou(), Roll(face))
        assert out.phase == "field" and out.hp == (10, 10) and of(ev, Cancelled)[0].by == "no_thank_you"
    out, ev = play_actions(g, s, NoThankYou(), Roll(3))
    assert out.phase == "shield" and "no luck" in texts(ev)[-1]
    out, _ = play_actions(g, out, UseItem("mirror_shield"))
    assert out.phase == "field" and out.held[1] == ()
    out, _ = play_actions(g, s, NoThankYou(), Roll(3), Decline(), Roll(5), Roll(2))
    assert out.hp[1] == 7 and out.phase == "field"


@rule("brave_journey.skill.foyfoy")
def test_foyfoy_attacks_at_plus_1_but_not_in_duels():
    g = game("foyfoy", "luki")
    s = arrange(g, positions={"foyfoy": 8}, phase="field")
    s, ev = play_actions(g, s, Fight("cruel_blade"), MonsterCard("iron_wyvern"), Roll(5))
    fought = of(ev, FightResolved)[0]
    assert (fought.attack, fought.monster_hp, fought.won) == (6, 6, True)
    assert of(ev, SkillUsed)[0].rule == "brave_journey.skill.foyfoy"
    s = arrange(g, positions={"luki": 3})
    s, ev = play_actions(g, s, Roll(3), Challenge("luki"), Roll(4), Roll(2))
    assert s.hp == (10, 8) and of(ev, DuelEvent)[-1].loss == 2


@rule("brave_journey.skill.princess")
def test_the_princess_counts_monster_hp_1_lower():
    g = game("princess", "luki")
    s = arrange(g, positions={"princess": 8}, phase="field")
    assert Fight("monster_hp_down") in g.legal_actions(s)
    s, ev = play_actions(g, s, Fight("monster_hp_down"), MonsterCard("iron_wyvern"), Roll(5))
    fought = of(ev, FightResolved)[0]
    assert (fought.attack, fought.monster_hp, fought.won) == (5, 5, True)
    assert of(ev, SkillUsed)[0].rule == "brave_journey.skill.princess"


@rule("brave_journey.skill.ares")
def test_ares_heals_1_the_first_time_she_passes_the_hero_school_or_the_beach_in_a_lap():
    g = game("ares", "luki")
    s = arrange(g, hp={"ares": 7})
    s, ev = play_actions(g, s, Roll(6))                       # passes 4: +1
    assert s.hp[0] == 8 and s.lap[0] == (4,) and of(ev, SkillUsed)[0].rule == "brave_journey.skill.ares"
    s = arrange(g, positions={"ares": 2}, hp={"ares": 7}, lap={"ares": [4]})
    s, ev = play_actions(g, s, Roll(4))                       # the second pass of the lap: nothing
    assert s.hp[0] == 7 and not of(ev, SkillUsed)
    s = arrange(g, positions={"ares": 26}, hp={"ares": 5}, lap={"ares": [4]})
    s, ev = play_actions(g, s, Roll(3))                       # stops on the Beach: +1 (skill) +1 (the Beach)
    assert s.hp[0] == 7 and s.lap[0] == (4, 29)


@rule("brave_journey.skill.ares-automatic")
def test_ares_heals_without_being_asked():
    g = game("ares", "luki")
    s, ev = play_actions(g, arrange(g, hp={"ares": 7}), Roll(5))
    assert s.phase == "field" and s.hp[0] == 8                 # the heal happened inside the move
    assert "Headmaster heals 1 at once" in texts(ev)[2]


@rule("brave_journey.skill.deifel")
def test_deifel_rolls_two_dice_on_the_turn_after_the_tower_and_keeps_it_when_pushed_back():
    g = game("deifel", "luki")
    s = arrange(g, positions={"deifel": 12}, hp={"deifel": 9})
    s, ev = play_actions(g, s, Roll(3))
    assert s.pending[0] and s.lap[0] == (15,) and of(ev, SkillUsed)[0].rule == "brave_journey.skill.deifel"
    s, ev = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(1))     # beaten: 3 damage, back 2
    assert s.positions[0] == 13 and s.pending[0]
    s, _ = play_actions(g, s, Roll(3), Decline())                                 # Luki's turn
    assert s.current == 0 and s.phase == "start" and g.legal_actions(s) == [Go(1), Go(2)]
    s, ev = play_actions(g, s, Go(2), Roll(1))
    assert s.phase == "roll" and s.dice == (1,)
    s, ev = play_actions(g, s, Roll(1))                                           # 13 + 2 = 15: no new trigger
    assert s.positions[0] == 15 and not s.pending[0] and not of(ev, SkillUsed)
    assert texts(ev)[0] == "Deifel rolls 1 and 1: 2"


# -- special fields -------------------------------------------------------------------------------------------------
@rule("brave_journey.special.optional")
def test_a_special_field_is_offered_after_a_dice_landing_and_may_be_declined():
    g = game("aruba", "luki")
    s, _ = play_actions(g, arrange(g, positions={"aruba": 7}), Roll(3))
    assert s.phase == "advantage" and g.legal_actions(s) == [UseField(), Decline()]
    out, ev = play_actions(g, s, Decline())
    assert out.staying[0] and of(ev, Declined)[0].rule == "brave_journey.special.optional"
    # reaching it by a move that is not a dice move: nothing at all (Luki's Tailwind moves Aruba 9 → 10)
    s = arrange(g, positions={"aruba": 9, "luki": 7}, current="luki", phase="mission_draw")
    s, _ = play_actions(g, s, MissionCard("tailwind"))
    assert s.positions[0] == 10 and not s.staying[0] and s.phase == "roll" and s.current == 0


def _land(hero, start, roll, *then, other="luki", **position):
    heroes = (hero, other) if hero != other else (hero, "sion")
    g = game(*heroes)
    s = arrange(g, positions={hero: start}, **position)
    return g, play_actions(g, s, Roll(roll), *then)


@rule("brave_journey.special.manor")
def test_flamingo_manor():
    g, (s, ev) = _land("luki", 7, 3, other="aruba")
    assert s.staying[0] and any(e.rule == "brave_journey.special.manor" for e in ev)
    g, (s, ev) = _land("aruba", 7, 3, UseField())
    assert not s.staying[0] and s.current == 1 and any(e.rule == "brave_journey.special.manor" for e in ev)


@rule("brave_journey.special.gift-shop")
def test_the_gift_shop():
    g, (s, ev) = _land("aruba", 10, 3)
    assert s.hp[0] == 9 and any(e.rule == "brave_journey.special.gift-shop" for e in ev)
    g, (s, ev) = _land("luki", 10, 3, UseField(), other="aruba")
    assert s.hp[0] == 10 and s.current == 1


@rule("brave_journey.special.rift")
def test_the_rift_stay_and_roll_or_sion_jumps_at_once():
    g, (s, ev) = _land("aruba", 18, 3, Roll(3))
    assert s.positions[0] == 21 and s.staying[0] and s.rift[0] == 25 and s.current == 1
    g, (s, ev) = _land("aruba", 18, 3, Roll(4))
    assert s.rift[0] == 18
    g, (s, ev) = _land("sion", 18, 3, UseField(), Roll(2))
    assert s.positions[0] == 18 and not s.staying[0] and s.rift[0] == -1 and s.current == 1
    assert any(e.rule == "brave_journey.special.rift" for e in ev)
    g, (s, ev) = _land("sion", 18, 3, Decline(), Roll(5))
    assert s.positions[0] == 21 and s.staying[0] and s.rift[0] == 25


@rule("brave_journey.special.orchard")
def test_the_orchard():
    g, (s, _) = _land("aruba", 14, 3, hp={"aruba": 5})
    assert s.hp[0] == 7
    g, (s, ev) = _land("claire", 14, 3, UseField(), hp={"claire": 5})
    assert s.hp[0] == 8 and any(e.rule == "brave_journey.special.orchard" for e in ev)


@rule("brave_journey.special.castle-town")
def test_castle_town():
    g, (s, _) = _land("aruba", 0, 1, hp={"aruba": 5})
    assert s.hp[0] == 6
    g, (s, ev) = _land("foyfoy", 0, 1, UseField(), hp={"foyfoy": 5})
    assert s.hp[0] == 7 and any(e.rule == "brave_journey.special.castle-town" for e in ev)


@rule("brave_journey.special.corridor")
def test_the_corridor():
    g, (s, _) = _land("aruba", 20, 3)
    assert s.staying[0]
    g, (s, ev) = _land("princess", 20, 3, UseField())
    assert not s.staying[0] and any(e.rule == "brave_journey.special.corridor" for e in ev)


@rule("brave_journey.special.npc-plaza")
@pytest.mark.parametrize("face, where, staying", [(1, 5, False), (2, 5, False), (3, 6, True), (4, 6, True),
                                                  (5, 7, False), (6, 7, False)])
def test_the_npc_plaza(face, where, staying):
    g, (s, ev) = _land("aruba", 3, 3, Roll(face))
    assert (s.positions[0], s.staying[0], s.current) == (where, staying, 1)
    assert any(e.rule == "brave_journey.special.npc-plaza" for e in ev)


@rule("brave_journey.special.npc-plaza")
def test_ares_ignores_the_npcs_and_moves_forward_two():
    g, (s, ev) = _land("ares", 3, 3, UseField())
    assert s.positions[0] == 8 and s.current == 1 and g.chance_outcomes(s) and s.phase == "roll"


@rule("brave_journey.special.demon-tournament")
def test_the_demon_world_tournament_square():
    g, (s, _) = _land("aruba", 15, 3)
    assert s.staying[0]
    g, (s, ev) = _land("deifel", 15, 3, UseField())
    assert not s.staying[0] and any(e.rule == "brave_journey.special.demon-tournament" for e in ev)


@rule("brave_journey.special.rift-rulings")
def test_the_rift_token_waits_on_the_rift_then_jumps_and_carries_out_nothing():
    g = game("aruba", "luki")
    s, ev = play_actions(g, arrange(g, positions={"aruba": 18, "luki": 19}), Roll(3), Roll(1))
    assert s.positions[0] == 21 and s.rift[0] == 25
    assert [e.rule for e in ev if "rolls 1" in e.text] == ["brave_journey.special.rift-rulings"]
    s, ev = play_actions(g, s, Roll(2))                       # Luki lands on the Rift too: Aruba can be challenged there
    assert g.legal_actions(s) == [Challenge("aruba"), Decline()]
    s, ev = play_actions(g, s, Decline(), Roll(6))            # Luki carries out the Rift (even: to 18)
    # Aruba's stay ends and he jumps to 25; then Luki's stay ends and she jumps to 18; Aruba is to roll from 25
    assert s.positions == (25, 18) and s.current == 0 and s.phase == "roll"
    assert [(t.player, t.end) for t in of(ev, Teleported)] == [(0, 25), (1, 18)]
    assert {t.rule for t in of(ev, Teleported)} == {"brave_journey.special.rift-rulings"}
    assert not any(isinstance(e, StayChanged) and e.player == 0 and e.staying for e in ev)
