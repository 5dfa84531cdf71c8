"""The seed's own worked examples, played through the engine.

* Duels: "A and B duel, A rolls 4, B rolls 2. A wins, B loses 4 - 2 = 2 HP."
* The tournament: "A, B and C finished in the same round. A rolls 3, B rolls 5, C rolls 1: B may attack.
  Choosing A the attack is 2, choosing C it is 4." — "If numbers repeat in a round, as A 4, B 2, C 4, A and C
  are the same, so nobody can attack: roll again (not A and C both attacking)." — "If A's HP reaches zero,
  A leaves at once, and B and C fight on until one wins."
"""
from __future__ import annotations

import pytest

from engine.brave_journey import Attack, Challenge, DuelEvent, Roll, TournamentEvent
from bj_play import arrange, game, of, play_actions, texts

rule = pytest.mark.rule
A, B, C = "aruba", "luki", "sion"


@rule("brave_journey.duel.roll")
def test_duel_a_rolls_4_b_rolls_2_so_b_loses_2():
    g = game(A, B)
    s = arrange(g, positions={B: 3})
    s, ev = play_actions(g, s, Roll(3), Challenge(B), Roll(4), Roll(2))
    assert s.hp == (10, 8)
    duel = of(ev, DuelEvent)[-1]
    assert (duel.rolls, duel.loss, duel.loser) == ((4, 2), 2, 1)
    assert "Aruba wins 4 to 2, Luki loses 2 HP" in duel.text


def tournament(**hp):
    g = game(A, B, C)
    return g, arrange(g, badges={A: 3, B: 3, C: 3}, hp=hp, tournament=[A, B, C])


@rule("brave_journey.tournament.rounds")
@pytest.mark.parametrize("target, loss", [(A, 2), (C, 4)])
def test_tournament_a3_b5_c1_b_may_hit_a_for_2_or_c_for_4(target, loss):
    g, s = tournament()
    s, ev = play_actions(g, s, Roll(3), Roll(5), Roll(1))
    assert s.phase == "attack" and s.focus.player == 1
    assert g.legal_actions(s) == [Attack(A), Attack(C)]
    s, ev = play_actions(g, s, Attack(target))
    q = (A, B, C).index(target)
    assert s.hp[q] == 10 - loss and of(ev, TournamentEvent)[0].loss == loss
    assert s.phase == "tournament_roll" and s.dice == ()


@rule("brave_journey.tournament.repeats")
def test_tournament_a4_b2_c4_nobody_attacks_roll_again():
    g, s = tournament()
    s, ev = play_actions(g, s, Roll(4), Roll(2), Roll(4))
    assert s.phase == "tournament_roll" and s.dice == () and s.hp == (10, 10, 10)
    assert "nobody attacks, roll again" in texts(ev)[-1]


@rule("brave_journey.tournament.rounds")
def test_tournament_a_at_zero_leaves_and_b_and_c_fight_on():
    g, s = tournament(aruba=2)
    s, ev = play_actions(g, s, Roll(3), Roll(5), Roll(1), Attack(A))
    assert s.tournament == (1, 2) and s.hp[0] == 0 and not g.is_terminal(s)
    assert "Aruba is at 0 HP and leaves the tournament" in texts(ev)
    s, _ = play_actions(g, s, Roll(2), Roll(6))
    assert s.hp == (0, 6, 10) and s.tournament == (1, 2)
