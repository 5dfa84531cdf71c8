"""Finishing the journey, the end of the round, the final tournament, and stopping early."""
from __future__ import annotations

import pytest

from engine.brave_journey import (Attack, BraveJourney, Decline, GameWon, JourneyComplete, MissionCard, Roll,
                                  Stop, TournamentEvent, UseItem)
from bj_play import arrange, game, of, play_actions, refused

rule = pytest.mark.rule


@rule("brave_journey.win.badges")
def test_badges_to_finish_depend_on_the_table_size():
    assert [BraveJourney(players=n).target for n in range(2, 9)] == [3, 3, 3, 2, 2, 2, 2]
    assert BraveJourney(players=6, badges=4).target == 4
    g = game("aruba", "luki", badges=1)
    s, ev = play_actions(g, arrange(g, positions={"aruba": 33}), Roll(3))
    assert of(ev, JourneyComplete)[0].badges == 1 and of(ev, JourneyComplete)[0].rule == "brave_journey.win.badges"


@rule("brave_journey.win.round-end")
def test_a_lone_finisher_wins_when_the_round_ends():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 33, "luki": 12}, badges={"aruba": 2})
    s, ev = play_actions(g, s, Roll(3))
    assert s.badges[0] == 3 and not g.is_terminal(s) and s.current == 1        # the round goes on: Luki's turn
    assert (s.finish_round, s.end_after) == (1, 1)
    s, ev = play_actions(g, s, Roll(2), Decline())
    assert g.is_terminal(s) and s.winners == (0,) and s.ending == "journey"
    assert of(ev, GameWon)[0].rule == "brave_journey.win.round-end"
    refused(g, s, Roll(3), "brave_journey.win.round-end", "The game is over: Aruba won.")
    assert g.legal_actions(s) == [] and g.chance_outcomes(s) == []


@rule("brave_journey.win.same-round")
def test_seats_before_the_first_finisher_get_no_more_turns():
    g = game("aruba", "luki", "sion")
    s = arrange(g, positions={"aruba": 34, "luki": 33, "sion": 12}, badges={"aruba": 2, "luki": 2}, current="luki")
    s, _ = play_actions(g, s, Roll(3))                          # Luki finishes in round 1
    s, _ = play_actions(g, s, Roll(2), Decline())               # Sion, the last seat: the round is over
    assert g.is_terminal(s) and s.winners == (1,)               # Aruba, seated before Luki, had no turn left


@rule("brave_journey.win.same-round")
def test_one_more_turn_for_everyone_else_as_a_setting():
    g = game("aruba", "luki", "sion", round_end="one_more_turn")
    s = arrange(g, positions={"aruba": 34, "luki": 33, "sion": 12}, badges={"aruba": 2, "luki": 2}, current="luki")
    s, _ = play_actions(g, s, Roll(3), Roll(2), Decline())      # Luki finishes; Sion plays
    assert not g.is_terminal(s) and s.current == 0
    s, ev = play_actions(g, s, Roll(2), Decline())               # Aruba finishes too, in his one more turn
    assert s.tournament == (0, 1) and s.phase == "tournament_roll" and s.ending == ""
    assert of(ev, TournamentEvent)[0].players == (0, 1)


@rule("brave_journey.win.same-round")
def test_a_badge_earned_on_another_players_turn_counts_in_that_round():
    g = game("aruba", "luki", "sion")
    s = arrange(g, positions={"aruba": 35, "luki": 12, "sion": 7}, badges={"aruba": 2}, current="sion",
                phase="mission_draw")
    s, ev = play_actions(g, s, MissionCard("tailwind"))           # Sion's card moves everyone forward 1
    done = of(ev, JourneyComplete)
    assert [e.player for e in done] == [0] and s.finish_round == 1
    assert g.is_terminal(s) and s.winners == (0,)               # Sion was the last seat of round 1


@rule("brave_journey.win.same-round")
def test_a_finisher_stays_a_finisher_when_knocked_out_later_in_the_round():
    g = game("aruba", "luki", "sion")
    s = arrange(g, positions={"aruba": 20, "luki": 33, "sion": 12}, badges={"luki": 2}, hp={"luki": 1}, current="luki",
                held={"sion": ["throwing_knife"]})
    s, _ = play_actions(g, s, Roll(3))
    assert s.phase == "start" and s.current == 2
    s, ev = play_actions(g, s, UseItem("throwing_knife", "luki"))
    assert s.positions[1] == 0 and s.staying[1] and s.badges[1] == 3
    s, _ = play_actions(g, s, Roll(2), Decline())           # nothing else to play: the roll follows
    assert g.is_terminal(s) and s.winners == (1,)


@rule("brave_journey.tournament.rounds")
def test_a_hero_at_0_hp_leaves_and_the_last_one_standing_wins():
    g = game("aruba", "luki", "sion")
    s = arrange(g, badges={q: 3 for q in ("aruba", "luki", "sion")}, hp={"aruba": 2, "sion": 1},
                tournament=["aruba", "luki", "sion"])
    s, ev = play_actions(g, s, Roll(1), Roll(5), Roll(3), Attack("aruba"))
    assert s.tournament == (1, 2) and s.hp[0] == 0 and of(ev, TournamentEvent)[-1].out
    s, ev = play_actions(g, s, Roll(6), Roll(2))                # two left: the attack needs no choice
    assert g.is_terminal(s) and s.winners == (1,) and s.ending == "tournament"
    assert of(ev, GameWon)[0].rule == "brave_journey.tournament.rounds"


@rule("brave_journey.tournament.repeats")
def test_any_repeated_number_as_a_setting():
    for setting, attacks in (("top", True), ("any", False)):
        g = game("aruba", "luki", "sion", tournament_repeats=setting)
        s = arrange(g, badges={q: 3 for q in ("aruba", "luki", "sion")}, tournament=[0, 1, 2])
        s, ev = play_actions(g, s, Roll(5), Roll(2), Roll(2))
        assert (s.phase == "attack") == attacks
        if not attacks:
            assert s.dice == () and of(ev, TournamentEvent)[-1].rule == "brave_journey.tournament.repeats"


@rule("brave_journey.tournament.no-skills")
def test_no_claire_foyfoy_or_princess_in_the_tournament():
    g = game("foyfoy", "claire", "princess")
    s = arrange(g, badges={q: 3 for q in ("foyfoy", "claire", "princess")}, tournament=[0, 1, 2])
    s, ev = play_actions(g, s, Roll(5), Roll(1), Roll(2), Attack("claire"))
    assert s.phase == "tournament_roll" and s.hp == (10, 6, 10)     # exactly 5 − 1: no +1, no roll for Claire
    s, ev = play_actions(g, s, Roll(2), Roll(3), Roll(6), Attack("foyfoy"))
    assert s.hp == (6, 6, 10)                                       # exactly 6 − 2


@rule("brave_journey.tournament.hp")
def test_hp_carries_over_and_no_items_are_used():
    g = game("aruba", "luki")
    s = arrange(g, badges={"aruba": 3, "luki": 3}, hp={"aruba": 3, "luki": 9}, tournament=[0, 1],
                held={"aruba": ["mirror_shield", "healing_potion"]})
    s, ev = play_actions(g, s, Roll(1), Roll(4))
    assert g.is_terminal(s) and s.hp == (0, 9) and s.winners == (1,)
    assert s.held[0] == ("mirror_shield", "healing_potion")


@rule("brave_journey.end.options")
def test_stopping_early_by_agreement():
    g = game("aruba", "luki", "sion", can_stop=True)
    s = g.initial_state(0)
    assert s.phase == "start" and g.legal_actions(s)[-2:] == [Stop("score"), Stop("tournament")]
    t, ev = play_actions(g, s, Stop("tournament"))
    assert t.tournament == (0, 1, 2) and of(ev, TournamentEvent)[0].rule == "brave_journey.end.options"
    refused(game("aruba", "luki"), game("aruba", "luki").initial_state(0), Stop("score"),
            "brave_journey.end.options", "was not agreed")
    # against the clock: round_limit rounds, then rank
    g = game("aruba", "luki", round_limit=1)
    s = arrange(g, positions={"aruba": 5, "luki": 12}, current="luki")
    s, ev = play_actions(g, s, Roll(2), Decline())
    assert g.is_terminal(s) and s.winners == (1,) and s.ending == "score"


@rule("brave_journey.end.score")
def test_rank_by_badges_then_squares_after_debt_and_ties():
    g = game("aruba", "luki", "sion", can_stop=True)
    s = arrange(g, positions={"aruba": 5, "luki": 30, "sion": 3}, badges={"aruba": 1, "luki": 1}, debt={"luki": 1},
                phase="start")
    t, ev = play_actions(g, s, Stop("score"))
    assert t.winners == (0,) and t.ending == "score"           # Luki's 30 squares count as 30 − 36 after the debt
    assert "Aruba 1 badge, 5 squares; Luki 1 badge, -6 squares; Sion 0 badges, 3 squares" in of(ev, GameWon)[0].text
    s = arrange(g, positions={"aruba": 5, "luki": 5}, badges={"aruba": 1, "luki": 1}, phase="start")
    t, _ = play_actions(g, s, Stop("score"))
    assert t.tournament == (0, 1) and t.phase == "tournament_roll"
    g = game("aruba", "luki", "sion", can_stop=True, score_ties="share")
    s = arrange(g, positions={"aruba": 5, "luki": 5}, badges={"aruba": 1, "luki": 1}, phase="start")
    t, ev = play_actions(g, s, Stop("score"))
    assert t.winners == (0, 1) and "share the win" in of(ev, GameWon)[0].text
