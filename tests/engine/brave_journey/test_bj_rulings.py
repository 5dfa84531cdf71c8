"""The rules note's closing rulings ("Rulings from the line-by-line check of the seed"), one section each:
badge crossings, once-per-lap triggers, pending next-turn benefits, Claire's scope, staying, duels, combat.
(The Rift, dying, the end of the round, the Demon World square and non-dice landings have their tests beside
their rules in test_bj_rules.py, test_bj_skills.py and test_bj_end.py.)
"""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.brave_journey import (BadgeEarned, Challenge, DebtChanged, Decline, Fight, Go, HpChanged, MissionCard,
                                  MonsterCard, NoThankYou, PickMonster, Reroll, Roll, SkillUsed, StayChanged, UseItem)
from engine.brave_journey.game import _Work
from bj_play import arrange, extra_cards, game, of, play_actions, refused

rule = pytest.mark.rule
WRONG_WAY = {"id": "long_retreat_beast", "name": "Long-Retreat Beast", "hp": 6, "damage": 1, "retreat": 5,
             "reward": {"kind": "mission"}}
LANDSLIDE = {"id": "landslide", "name": "Landslide", "kind": "event", "text": "Move back 3 squares.",
             "effect": {"kind": "move", "steps": -3}}


# -- badge crossings ----------------------------------------------------------------------------------------------
@rule("brave_journey.badge.crossing")
def test_moving_back_from_square_1_onto_the_castle_is_no_crossing():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 2}, phase="mission_draw")
    s, ev = play_actions(g, s, MissionCard("wrong_turn"))         # 2 → 0, backward
    assert s.positions[0] == 0 and s.debt[0] == 0 and s.badges[0] == 0 and not of(ev, DebtChanged)


@rule("brave_journey.badge.crossing")
def test_landing_exactly_on_the_castle_by_a_forward_move_pays_debt_or_earns_a_badge():
    g = game("luki", "aruba")
    for debt, badges in ((1, 0), (0, 1)):
        s = arrange(g, positions={"luki": 30}, debt={"luki": debt})
        s, ev = play_actions(g, s, Roll(4), Roll(6))                # the shrine's blessing: 34 → 0
        assert (s.positions[0], s.debt[0], s.badges[0]) == (0, 0, badges)


@rule("brave_journey.badge.crossing")
def test_crossing_backward_from_the_castle_onto_the_last_square_adds_debt(tmp_path):
    g = game("aruba", "luki", **extra_cards(tmp_path, missions=[LANDSLIDE]))
    s = arrange(g, positions={"aruba": 2}, phase="mission_draw")
    s, ev = play_actions(g, s, MissionCard("landslide"))
    assert (s.positions[0], s.debt[0]) == (35, 1) and of(ev, DebtChanged)[0].debt == 1


@rule("brave_journey.badge.crossing")
@given(st.lists(st.integers(-40, 40).filter(bool), min_size=1, max_size=25))
def test_badges_and_debt_match_an_endless_track_with_a_high_water_mark(moves):
    """The ruling's equivalent model: a badge each time the furthest point on an endless track reaches a new lap;
    the debt is how many laps the token is behind that mark."""
    g = game("luki", "aruba")
    w = _Work(g, g.initial_state(0))
    track = high = 0
    for k in moves:
        if k > 0:
            w.walk(0, k)
        else:
            w.walk_back(0, -k)
        track += k
        high = max(high, track)
        assert w.positions[0] == track % 36
        assert w.badges[0] == high // 36
        assert w.debt[0] == high // 36 - track // 36


# -- once a lap --------------------------------------------------------------------------------------------------
@rule("brave_journey.skill.once-per-lap")
def test_forward_moves_that_are_not_dice_moves_trigger_too():
    g = game("ares", "luki")
    s, ev = play_actions(g, arrange(g, positions={"ares": 24}, hp={"ares": 5}), Roll(3))   # the Sunohara fling
    assert s.positions[0] == 31 and s.hp[0] == 6 and s.lap[0] == (29,)
    g = game("deifel", "luki")
    s = arrange(g, positions={"deifel": 14}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("windup_goblin"), Roll(5))            # reward: forward 1 to 15
    assert s.positions[0] == 15 and s.pending[0] and of(ev, SkillUsed)[0].rule == "brave_journey.skill.deifel"


@rule("brave_journey.skill.once-per-lap")
def test_the_trigger_fires_on_entering_before_the_square_is_carried_out():
    g = game("ares", "luki")
    s, ev = play_actions(g, arrange(g, positions={"ares": 26}, hp={"ares": 5}), Roll(3))
    heals = [(type(e).__name__, e.rule) for e in ev if isinstance(e, (SkillUsed, HpChanged))]
    assert heals == [("SkillUsed", "brave_journey.skill.ares"), ("HpChanged", "brave_journey.square.beach")]


@rule("brave_journey.skill.once-per-lap")
@pytest.mark.parametrize("debt, heals", [(1, False), (0, True)])
def test_a_lap_is_renewed_by_a_badge_not_by_paying_debt(debt, heals):
    g = game("ares", "luki")
    s = arrange(g, positions={"ares": 34}, hp={"ares": 5}, lap={"ares": [4, 29]}, debt={"ares": debt})
    s, ev = play_actions(g, s, Roll(6))                              # over the Castle onto the Hero School
    assert bool(of(ev, SkillUsed)) == heals and s.hp[0] == 5 + heals
    assert s.lap[0] == ((4,) if heals else (4, 29))


@rule("brave_journey.skill.once-per-lap")
def test_dying_keeps_the_lap_and_jumps_trigger_nothing():
    g = game("deifel", "luki")
    s = arrange(g, positions={"deifel": 12}, hp={"deifel": 1}, lap={"deifel": [15]}, phase="field")
    s, _ = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(1))
    assert s.positions[0] == 0 and s.lap[0] == (15,)
    # the Rift could send a staying Deifel onto the Tower: a jump, so no Joy of Labour
    s = arrange(g, positions={"deifel": 21, "luki": 3}, staying=["deifel"], rift={"deifel": 15}, current="luki",
                phase="field")
    s, ev = play_actions(g, s, Decline())
    assert s.positions[0] == 15 and not s.pending[0] and not of(ev, SkillUsed)


# -- next-turn benefits ------------------------------------------------------------------------------------------
@rule("brave_journey.skill.next-turn")
def test_a_next_turn_benefit_survives_a_stay_and_a_knockout():
    g = game("deifel", "luki")
    s = arrange(g, positions={"deifel": 23, "luki": 3}, pending=["deifel"], staying=["deifel"], current="luki",
                phase="field")
    s, _ = play_actions(g, s, Decline(), Roll(2), Decline())         # Deifel's turn is spent staying; Luki again
    assert s.current == 0 and s.phase == "start" and Go(2) in g.legal_actions(s)
    s = arrange(g, positions={"deifel": 12}, hp={"deifel": 1}, pending=["deifel"], phase="field")
    s, _ = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(1))
    assert s.positions[0] == 0 and s.pending[0]


@rule("brave_journey.skill.next-turn")
def test_the_immediate_setting_keeps_it_for_the_very_next_turn_only():
    g = game("deifel", "luki", next_turn="immediate")
    s = arrange(g, positions={"deifel": 23, "luki": 3}, pending=["deifel"], staying=["deifel"], current="luki",
                phase="field")
    s, ev = play_actions(g, s, Decline())
    assert not s.pending[0] and any(e.rule == "brave_journey.skill.next-turn" for e in ev)


@rule("brave_journey.skill.next-turn")
def test_the_moves_they_give_are_dice_moves():
    g = game("deifel", "luki")
    s = arrange(g, positions={"deifel": 0, "luki": 8}, pending=["deifel"], phase="start")
    s, _ = play_actions(g, s, Go(2), Roll(3), Roll(5))
    assert s.positions[0] == 8 and s.phase == "duel"
    g = game("luki", "aruba")
    s = arrange(g, positions={"luki": 2, "aruba": 8}, pending=["luki"])
    s, _ = play_actions(g, s, Roll(1), Reroll(), Roll(6))
    assert s.positions[0] == 8 and s.phase == "duel"
    s, _ = play_actions(g, s, Decline())
    assert s.phase == "field"                                         # and the square is carried out


# -- Claire's scope -------------------------------------------------------------------------------------------------
@rule("brave_journey.skill.claire-scope")
def test_claire_refuses_a_card_another_player_uses_or_draws_for_herself_only():
    g = game("aruba", "claire", "luki")
    s = arrange(g, positions={"aruba": 2}, phase="mission_draw")
    s, ev = play_actions(g, s, MissionCard("poison_fog"))
    assert s.phase == "claire" and s.focus.player == 1 and s.hp == (9, 10, 10)   # Aruba, the drawer, is hit first
    s, ev = play_actions(g, s, NoThankYou(), Roll(1))
    assert s.hp == (9, 10, 9) and s.current == 1                      # Luki is still hit; then Claire's turn
    assert any(e.rule == "brave_journey.skill.claire-scope" and "others are still hit" in e.text for e in ev)
    s = arrange(g, held={"aruba": ["throwing_knife"]}, phase="start")
    s, _ = play_actions(g, s, UseItem("throwing_knife", "claire"))
    assert s.phase == "claire"


@rule("brave_journey.skill.claire-scope")
def test_claire_cannot_refuse_her_own_cards_squares_or_monsters():
    g = game("claire", "aruba")
    s, ev = play_actions(g, arrange(g, positions={"claire": 2}, phase="mission_draw"), MissionCard("poison_fog"))
    assert s.hp == (9, 9) and s.phase == "roll"                     # her own card: no roll offered
    s, _ = play_actions(g, arrange(g, positions={"claire": 10}), Roll(3))
    assert s.hp[0] == 9 and s.phase == "roll"                       # the Gift Shop's knife
    s = arrange(g, positions={"claire": 8}, phase="field")
    s, _ = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(1))
    assert s.hp[0] == 7 and s.phase == "roll"                       # a monster


@rule("brave_journey.skill.claire-scope")
def test_a_cancelled_challenge_is_spent_and_the_challenger_carries_out_the_square():
    g = game("aruba", "claire")
    s = arrange(g, positions={"claire": 3})
    s, _ = play_actions(g, s, Roll(3), Challenge("claire"), NoThankYou(), Roll(6))
    assert s.phase == "field" and s.current == 0 and s.hp == (10, 10)


# -- staying -----------------------------------------------------------------------------------------------------------
@rule("brave_journey.stay.rulings")
def test_a_second_stay_does_not_add_up():
    g = game("aruba", "luki")
    s = arrange(g, staying=["luki"], held={"aruba": ["sleeping_powder"]}, phase="start")
    s, ev = play_actions(g, s, UseItem("sleeping_powder", "luki"))
    already = [e for e in of(ev, StayChanged) if e.already]
    assert already and already[0].rule == "brave_journey.stay.rulings" and s.staying[1]
    s, _ = play_actions(g, s, Roll(3), Decline())                  # Luki's one stay is spent...
    assert s.current == 0 and not s.staying[1]                     # ...and only one


@rule("brave_journey.stay.rulings")
def test_other_cards_move_a_staying_hero_and_a_knocked_out_one_stays_at_the_castle():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 7, "luki": 10}, staying=["luki"], phase="mission_draw")
    s, _ = play_actions(g, s, MissionCard("tailwind"))
    assert s.positions[1] == 11 and s.current == 0                  # moved, still staying: the turn passed back
    s = arrange(g, positions={"luki": 10}, staying=["luki"], hp={"luki": 1}, held={"aruba": ["throwing_knife"]},
                phase="start")
    s, ev = play_actions(g, s, UseItem("throwing_knife", "luki"))
    assert s.positions[1] == 0 and s.staying[1] and s.hp[1] == 10
    assert any(e.rule == "brave_journey.stay.rulings" for e in ev)


# -- duels ---------------------------------------------------------------------------------------------------------------
@rule("brave_journey.duel.scope")
def test_one_duel_per_move_against_anyone_on_any_square():
    g = game("aruba", "luki", "sion")
    # on the Castle, against a staying hero and a finished one: both can be challenged; then no second duel
    s = arrange(g, positions={"aruba": 33, "luki": 0, "sion": 0}, staying=["luki"], badges={"sion": 3},
                finish_round=1, end_after="sion")
    s, _ = play_actions(g, s, Roll(3))
    assert g.legal_actions(s) == [Challenge("luki"), Challenge("sion"), Decline()]
    s, _ = play_actions(g, s, Challenge("luki"), Roll(5), Roll(2))
    # one duel only; the Castle carries out nothing; Luki's turn is spent staying; Sion is to roll
    assert (s.hp[1], s.current, s.phase) == (7, 2, "roll")


# -- combat ----------------------------------------------------------------------------------------------------------------
@rule("brave_journey.fight.rulings")
def test_a_retreat_is_a_backward_move_that_can_cross_the_castle(tmp_path):
    g = game("aruba", "luki", **extra_cards(tmp_path, monsters=[WRONG_WAY]))
    s = arrange(g, positions={"aruba": 3}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("long_retreat_beast"), Roll(1))
    assert (s.positions[0], s.debt[0], s.current) == (34, 1, 1)      # no Shrine roll: nothing carried out
    assert [e.rule for e in ev if getattr(e, "steps", 0) < 0] == ["brave_journey.fight.rulings"]


@rule("brave_journey.fight.rulings")
def test_a_forward_reward_earns_a_badge_and_triggers_ares():
    g = game("ares", "luki")
    s = arrange(g, positions={"ares": 33}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(6))
    assert s.positions[0] == 0 and s.badges[0] == 1 and of(ev, BadgeEarned)
    s = arrange(g, positions={"ares": 26}, hp={"ares": 4}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(6))
    assert s.positions[0] == 29 and s.hp[0] == 5 and of(ev, SkillUsed)      # the skill, not the Beach


@rule("brave_journey.fight.rulings")
def test_fought_and_unchosen_monsters_are_discarded_and_reshuffled():
    g = game("aruba", "luki")
    everything_but_two = {m: k for m, k in zip(g.monster_ids, g.monster_total)}
    everything_but_two["puddle_slime"] = 0
    everything_but_two["bone_colossus"] = 0
    s = arrange(g, positions={"aruba": 3}, phase="field", monster_discard=everything_but_two)
    s, ev = play_actions(g, s, Fight("two_monsters"), MonsterCard("puddle_slime"))
    assert sum(s.monster_pile) == 1
    s, ev = play_actions(g, s, MonsterCard("bone_colossus"))
    assert sum(s.monster_pile) == 0 and s.phase == "pick_monster"
    s, ev = play_actions(g, s, PickMonster("puddle_slime"), Roll(2))
    assert sum(s.monster_discard) == 16 and sum(s.monster_pile) == 0
    s2 = arrange(g, positions={"aruba": 5, "luki": 20}, current="luki", monster_discard={m: k for m, k in
                                                                                     zip(g.monster_ids, g.monster_total)})
    s2, ev = play_actions(g, s2, Roll(2), Fight())
    assert s2.monster_pile == g.monster_total and [e.deck for e in ev if hasattr(e, "deck")] == ["monsters"]


@rule("brave_journey.fight.rulings")
def test_a_monsters_damage_does_not_follow_its_hp():
    g = game("aruba", "luki")
    same_hp = {}
    for m in g.data.monsters:
        same_hp.setdefault(m.hp, set()).add(m.damage)
    assert any(len(d) > 1 for d in same_hp.values())
    for hydra, hp in (("swamp_hydra", 7), ("crystal_golem", 8)):          # both HP 5: damage 3 and 2
        s = arrange(g, positions={"aruba": 8}, phase="field")
        s, _ = play_actions(g, s, Fight(), MonsterCard(hydra), Roll(1))
        assert s.hp[0] == hp
    # skills that change a fight apply on field squares only: there is no fight anywhere else
    s = arrange(g, positions={"aruba": 9})
    s, _ = play_actions(g, s, Roll(1))                                    # 10: Flamingo Manor, an event square
    assert s.phase == "advantage"
    refused(g, s, Fight("two_monsters"), "brave_journey.field.decide-first", "only on a field square")
