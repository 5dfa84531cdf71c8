"""The seed document's own worked examples (001_b193c061bf0bb638.txt, section ３ "回合結束及遊戲結束"
and ４ "變體規則"), each played out on the engine.

Table: red 0, yellow 1, blue 2, green 3 sit clockwise; your left is the next seat.
"""
from __future__ import annotations

import pytest

from engine.abracadawhat import Abracadawhat, Cast, Roll, RoundScored
from abra_helpers import position, run

rule = pytest.mark.rule
G4 = Abracadawhat(players=4)


def points(events):
    [ev] = [e for e in events if isinstance(e, RoundScored)]
    return ev.points, ev.rule


@rule("abracadawhat.round.empty-row")
@rule("abracadawhat.round.secret-points")
def test_seed_case_1_row_used_up():
    """(1) 某玩家面前的咒語石板塊列用盡 — red casts her last stone (an 8, Magic Drink). She scores 3,
    plus 1 for each of her 2 secret stones = 5. Yellow also holds a secret stone, but nobody else
    scores when a row is used up."""
    s = position(G4, {0: (8,), 1: (6, 7), 2: (5, 7), 3: (2, 7)}, taken={0: (3, 4), 1: (4,)}, life=(4, 6, 6, 6))
    s, events = run(G4, s, Cast(8))
    assert points(events) == ((5, 0, 0, 0), "abracadawhat.round.empty-row")
    assert s.scores == (5, 0, 0, 0)


@rule("abracadawhat.round.knockout")
@rule("abracadawhat.round.secret-points")
def test_seed_case_2_the_last_attack():
    """(2) 某玩家使另一對手玩家最後1個生命標記耗盡 — red's Fireball (7) takes green's (her right) last
    life. Red, the attacker, scores 3; yellow and blue, still standing, 1 each; blue adds 1 for her
    secret stone; green, knocked out, scores nothing even with a secret stone."""
    s = position(G4, {0: (7, 8), 1: (6, 7), 2: (5, 7), 3: (2, 7)}, life=(2, 3, 5, 1), taken={2: (4,), 3: (3,)})
    s, events = run(G4, s, Cast(7))
    assert points(events) == ((3, 1, 2, 0), "abracadawhat.round.knockout")


@rule("abracadawhat.round.self-knockout")
@rule("abracadawhat.round.secret-points")
def test_seed_case_3_a_player_loses_their_last_life():
    """(3) 某玩家最後1個生命標記耗盡 — red, on 2 life, casts 1 (Ancient Dragon) but holds none: she
    rolls a 4 and loses 4, her last life. Every survivor scores 1; yellow's 2 secret stones add 2."""
    s = position(G4, {0: (7, 8), 1: (6, 7), 2: (5, 7), 3: (2, 7)}, life=(2, 3, 5, 1), taken={1: (3, 4)})
    s, events = run(G4, s, Cast(1), Roll(4))
    assert points(events) == ((0, 3, 1, 1), "abracadawhat.round.self-knockout")


@rule("abracadawhat.variant.winner-takes-all")
def test_seed_variant_winner_takes_all():
    """４(2) 獨贏版 — the round goes on until someone uses up their row or one player is left; that
    player scores 2 plus 1 per secret stone, nobody else anything. Red fireballs green out: the
    round goes on. Then red's last stone (an 8) empties her row: 2 + 1 secret stone = 3."""
    game = Abracadawhat(players=4, variant="winner_takes_all")
    s = position(game, {0: (7, 8), 1: (6, 7), 2: (5, 7), 3: (2, 7)}, life=(2, 3, 5, 1), taken={0: (4,), 2: (3,)})
    s, events = run(game, s, Cast(7))
    assert s.alive == (True, True, True, False) and not any(isinstance(e, RoundScored) for e in events)
    s, events = run(game, s, Cast(8))
    assert points(events) == ((3, 0, 0, 0), "abracadawhat.variant.winner-takes-all")


@rule("abracadawhat.game.end")
def test_seed_game_end_and_ties():
    """遊戲持續進行至當有玩家...獲得8分 — the first to 8 wins; ties go to most points in the last round,
    then most life left, then a shared win. Yellow (7) and blue (7) both get 1 when red knocks out
    green: tied at 8 with 1 point each this round; yellow has more life (4 against 3) and wins."""
    s = position(G4, {0: (7, 8), 1: (6, 7), 2: (5, 7), 3: (2, 7)}, life=(2, 4, 3, 1), scores=(2, 7, 7, 6))
    s, events = run(G4, s, Cast(7))
    assert s.scores == (5, 8, 8, 6) and s.winners == (1,)
