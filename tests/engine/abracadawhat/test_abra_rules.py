"""One or more tests per rule id of Abracada...What?, on hand-built positions with explicit chance.

Seats sit clockwise red 0, yellow 1, blue 2, green 3 (grey 4): the player on your LEFT is the next
seat, the player on your RIGHT the previous one. Stones not placed by a test lie in the pool.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

import engine
from engine.abracadawhat import (COLOURS, Abracadawhat, Cast, CastFailed, CastWorked, Draw, EndTurn, GameWon, LifeChanged,
                                 PlayerOut, Refilled, Roll, Rolled, RoundScored, SecretTaken, StoneDealt, TurnPassed)
from engine.abracadawhat.game import FULL_BAG
from engine.core import IllegalAction
from abra_helpers import counts, dealt, position, run, stone_total

rule = pytest.mark.rule
G2, G3, G4, G5 = (Abracadawhat(players=n) for n in (2, 3, 4, 5))
EASY = Abracadawhat(players=4, variant="easy")
WTA = Abracadawhat(players=4, variant="winner_takes_all")

# four rows that share no stone with each other's tests below unless a test says so
ROWS4 = {0: (2, 3, 5, 6, 8), 1: (4, 6, 7, 7, 8), 2: (1, 3, 5, 6, 8), 3: (2, 4, 5, 7, 8)}


def refused(game, state, action, rule_id):
    with pytest.raises(IllegalAction) as exc:
        game.apply(state, action)
    assert exc.value.rule == rule_id, exc.value
    assert game.explain(state, action).rule == rule_id
    return exc.value


def scored(events):
    [ev] = [e for e in events if isinstance(e, RoundScored)]
    return ev


# -- components and setup ------------------------------------------------------------------------------
@rule("abracadawhat.stones.count")
def test_thirty_six_stones_n_copies_of_n():
    assert FULL_BAG == (1, 2, 3, 4, 5, 6, 7, 8) and sum(FULL_BAG) == 36
    for game in (G2, G3, G4, G5):
        start = game.initial_state(0)
        assert start.pool == FULL_BAG and start.phase == "deal"
        # the first stone dealt is spell n with probability n/36
        assert game.chance_outcomes(start) == [(Draw(n), Fraction(n, 36)) for n in range(1, 9)]
        for seed in range(5):
            assert stone_total(dealt(game, seed)) == FULL_BAG


@rule("abracadawhat.stones.count")
def test_drawing_a_spell_that_is_gone_is_refused():
    state = G4.initial_state(0)
    state = G4.apply(state, Draw(1))                    # the only 1
    refused(G4, state, Draw(1), "abracadawhat.stones.count")
    assert [o for o, _ in G4.chance_outcomes(state)] == [Draw(n) for n in range(2, 9)]


@rule("abracadawhat.setup.deal")
@pytest.mark.parametrize("game", [G2, G3, G4, G5], ids=lambda g: f"{g.players}p")
def test_deal_five_each_round_robin_from_the_start_player(game):
    n = game.players
    state = game.initial_state(0)
    seats = []
    for k in range(5 * n):
        state, events = game.transition(state, Draw(8 - k % 8 if state.pool[7 - k % 8] else
                                                     max(s for s in range(1, 9) if state.pool[s - 1])))
        [ev] = events
        assert isinstance(ev, StoneDealt) and ev.rule == "abracadawhat.setup.deal"
        assert str(ev.spell) not in ev.text            # the text never says which stone
        seats.append(ev.player)
    assert seats == [k % n for k in range(5 * n)]
    assert all(len(r) == 5 for r in state.rows) and state.phase == "deal"
    state = dealt(game, 3)
    assert all(len(r) == 5 and r == tuple(sorted(r)) for r in state.rows)


@rule("abracadawhat.setup.removal")
@pytest.mark.parametrize("players,removed", [(2, 12), (3, 6), (4, 0), (5, 0)])
def test_removal_face_up_for_two_and_three_players(players, removed):
    game = Abracadawhat(players=players)
    state = game.initial_state(0)
    public = []
    while game.is_chance_node(state):
        outcome = game.chance_outcomes(state)[-1][0]       # always the highest spell left
        state, events = game.transition(state, outcome)
        public += [e.spell for e in events if isinstance(e, StoneDealt) and e.player == -1]
        assert all(e.rule == "abracadawhat.setup.removal" for e in events
                   if isinstance(e, StoneDealt) and e.player == -1)
    assert sum(state.board) == removed and state.board == counts(public)
    # the removed stones are public: every observation shows them
    assert all(game.observation(state, p).board == state.board for p in range(players))


@rule("abracadawhat.setup.secret")
@pytest.mark.parametrize("players,pool", [(2, 10), (3, 11), (4, 12), (5, 7)])
def test_four_secret_stones_and_the_rest_is_the_pool(players, pool):
    game = Abracadawhat(players=players)
    for seed in range(3):
        state = dealt(game, seed)
        assert sum(state.secrets) == 4 and sum(state.pool) == pool and state.taken == ((),) * players
        assert state.phase == "cast" and state.current == 0
        assert all(game.observation(state, p).secrets_left == 4 for p in range(players))
    # the fourth secret stone ends the deal and hands the turn to the start player
    state = game.initial_state(0)
    while True:
        outcome = game.chance_outcomes(state)[0][0]
        state, events = game.transition(state, outcome)
        if not game.is_chance_node(state):
            break
    assert isinstance(events[0], StoneDealt) and isinstance(events[-1], TurnPassed)
    assert events[-1].player == state.current == state.start_player
    assert events[0].player == -2 and events[0].text == "a secret stone is laid face down"


@rule("abracadawhat.setup.life")
def test_six_life_at_the_start_of_every_round():
    state = dealt(G4, 1)
    assert state.life == (6, 6, 6, 6)
    # a round ends with players hurt; the next round starts at 6 again
    s = position(G4, {0: (8,), 1: (7, 7), 2: (6,), 3: (5,)}, life=(2, 3, 1, 6))
    s, _ = run(G4, s, Cast(8))
    assert s.round == 2 and s.phase == "deal" and s.life == (6, 6, 6, 6)


@rule("abracadawhat.setup.life")
def test_life_never_exceeds_six_extra_healing_is_lost():
    s = position(G4, ROWS4, life=(6, 6, 6, 6))
    s, events = run(G4, s, Cast(8))                          # Magic Drink at 6
    assert s.life[0] == 6
    [ev] = [e for e in events if isinstance(e, LifeChanged)]
    assert (ev.change, ev.life, ev.rule) == (0, 6, "abracadawhat.setup.life")
    assert "healing is lost" in ev.text
    # Sweet Dream at 4, rolling 5: up to 6 only
    s = position(G4, ROWS4, life=(4, 6, 6, 6))
    s, events = run(G4, s, Cast(3), Roll(5))
    assert s.life[0] == 6
    [ev] = [e for e in events if isinstance(e, LifeChanged)]
    assert (ev.change, ev.life, ev.rule) == (2, 6, "abracadawhat.setup.life")


@rule("abracadawhat.turn.first-player")
def test_first_player_setting_starts_and_deals_first():
    game = Abracadawhat(players=3, first_player=2)
    state = game.initial_state(0)
    assert state.current == 2 and state.start_player == 2
    state, [ev] = game.transition(state, Draw(8))
    assert ev.player == 2 and state.rows[2] == (8,)
    state = dealt(game, 0)
    assert state.current == 2 and game.current_player(state) == 2
    assert dealt(G3, 0).current == 0


@rule("abracadawhat.turn.first-player")
@pytest.mark.parametrize("game", [G2, G3, G4, G5], ids=lambda g: f"{g.players}p")
def test_play_passes_clockwise_to_the_left(game):
    n = game.players
    s = position(game, {q: (8, 7) for q in range(n)}, current=n - 1)
    for k in range(n):
        before = s.current
        s, events = run(game, s, Cast(8), EndTurn())
        s, events = run(game, s, game.chance_outcomes(s)[0][0])
        assert s.current == (before + 1) % n == k
        assert isinstance(events[-1], TurnPassed) and events[-1].player == k
        assert s.last_cast == 0 and s.phase == "cast"


@rule("abracadawhat.cast.announce")
def test_a_cast_that_works_moves_the_stone_to_the_board():
    s = position(G4, ROWS4, board=(4,))
    s2, events = run(G4, s, Cast(6))
    assert s2.rows[0] == (2, 3, 5, 8) and s2.board == (0, 0, 0, 1, 0, 1, 0, 0)
    assert s2.last_cast == 6 and s2.phase == "cast" and s2.current == 0
    assert isinstance(events[0], CastWorked) and events[0].rule == "abracadawhat.cast.announce"
    assert "it works" in events[0].text
    assert s.rows[0] == (2, 3, 5, 6, 8)                      # the old state is untouched


@rule("abracadawhat.cast.announce")
def test_only_spells_one_to_eight_and_end_turn_needs_a_cast_first():
    s = position(G4, ROWS4)
    assert G4.legal_actions(s) == [Cast(n) for n in range(1, 9)]
    for bad in (Cast(0), Cast(9), Cast(-1)):
        refused(G4, s, bad, "abracadawhat.cast.announce")
    e = refused(G4, s, EndTurn(), "abracadawhat.cast.announce")
    assert "Cast at least one spell" in e.message


@rule("abracadawhat.cast.continue")
@rule("abracadawhat.cast.lower-refused")
def test_ascending_rule_refuses_a_lower_number():
    s = position(G4, ROWS4)
    s, _ = run(G4, s, Cast(5))
    assert G4.legal_actions(s) == [Cast(n) for n in range(5, 9)] + [EndTurn()]
    for lower in range(1, 5):
        e = refused(G4, s, Cast(lower), "abracadawhat.cast.continue")
        assert "5 or higher" in e.message
    s2, events = run(G4, s, Cast(5))                       # an equal number is fine (none left: it fails)
    assert isinstance(events[0], CastFailed)
    s3, _ = run(G4, s, Cast(6), Cast(8))                   # higher, higher again
    assert s3.rows[0] == (2, 3) and s3.last_cast == 8


@rule("abracadawhat.variant.easy")
def test_easy_variant_lifts_the_ascending_rule():
    s = position(EASY, ROWS4)
    s, _ = run(EASY, s, Cast(8))
    assert EASY.legal_actions(s) == [Cast(n) for n in range(1, 9)] + [EndTurn()]
    assert EASY.explain(s, Cast(2)) is None
    s, events = run(EASY, s, Cast(2), Cast(5))
    assert s.rows[0] == (3, 6) and s.phase == "cast"
    assert "next must be" not in EASY.describe(s) and "next must be 8" in G4.describe(
        run(G4, position(G4, ROWS4), Cast(8))[0])


@rule("abracadawhat.cast.failure")
def test_failed_spell_costs_one_life_and_ends_the_turn():
    s = position(G4, ROWS4)
    s, events = run(G4, s, Cast(7))                       # red holds no 7
    assert isinstance(events[0], CastFailed) and events[0].rule == "abracadawhat.cast.failure"
    assert s.life == (5, 6, 6, 6) and s.rows[0] == ROWS4[0] and s.board == (0,) * 8
    assert s.phase == "refill" and s.current == 0          # turn over: the refill comes next
    s, events = run(G4, s, Draw(7))
    assert s.current == 1 and s.rows[0] == (2, 3, 5, 6, 7, 8)


@rule("abracadawhat.cast.failure")
def test_failed_spell_after_successes_ends_the_turn():
    s = position(G4, ROWS4)
    s, _ = run(G4, s, Cast(2), Cast(5), Cast(5))
    assert s.rows[0] == (3, 6, 8) and s.life[0] == 5 and s.phase == "refill"


@rule("abracadawhat.cast.failure")
@pytest.mark.parametrize("value", [1, 3, 5])
def test_failed_one_rolls_the_die_and_loses_that_much(value):
    s = position(G4, ROWS4)                                # blue holds the only 1
    s, events = run(G4, s, Cast(1))
    assert s.phase == "roll" and s.pending == "fail" and isinstance(events[0], CastFailed)
    assert G4.chance_outcomes(s) == [(Roll(v), Fraction(1, 6)) for v in range(1, 7)]
    assert s.life[0] == 6
    s, events = run(G4, s, Roll(value))
    assert s.life[0] == 6 - value and s.life[1:] == (6, 6, 6)
    assert isinstance(events[0], Rolled) and events[0].value == value
    assert s.phase == "refill"


@rule("abracadawhat.die.faces")
def test_die_faces_setting_and_rolls_that_cannot_be():
    game = Abracadawhat(players=4, die_faces=[1, 2, 3, 1, 2, 3])
    assert game.settings["die_faces"] == (1, 2, 3, 1, 2, 3)
    s = position(game, ROWS4)
    s, _ = run(game, s, Cast(1))
    assert game.chance_outcomes(s) == [(Roll(v), Fraction(1, 3)) for v in (1, 2, 3)]
    refused(game, s, Roll(4), "abracadawhat.die.faces")
    for odd in (Roll(True), Roll(1.0), Roll("1")):          # only whole numbers are faces
        refused(game, s, odd, "abracadawhat.die.faces")
    refused(game, s, Draw(4), "abracadawhat.die.faces")
    assert Abracadawhat(players=4).settings["die_faces"] == (1, 2, 3, 4, 5, 6)
    # a roll when none is due
    refused(game, position(game, ROWS4), Roll(1), "abracadawhat.cast.announce")
    refused(game, game.initial_state(0), Roll(1), "abracadawhat.die.faces")


# -- the eight spells --------------------------------------------------------------------------------
@rule("abracadawhat.spell.1")
def test_ancient_dragon_roll_hits_every_other_player():
    s = position(G4, {0: (1, 2), 1: (7,), 2: (6,), 3: (5,)}, life=(3, 6, 5, 6))
    s, events = run(G4, s, Cast(1))
    assert s.phase == "roll" and s.pending == "dragon" and s.board[0] == 1 and s.rows[0] == (2,)
    s, events = run(G4, s, Roll(4))
    assert s.life == (3, 2, 1, 2)
    assert [(e.player, e.change) for e in events if isinstance(e, LifeChanged)] == [(1, -4), (2, -4), (3, -4)]
    assert all(e.rule == "abracadawhat.spell.1" for e in events if isinstance(e, LifeChanged))
    assert s.phase == "cast" and s.last_cast == 1                # may go on casting


@rule("abracadawhat.spell.2")
def test_dark_wanderer_others_lose_one_you_gain_one():
    s = position(G4, ROWS4, life=(4, 6, 3, 5))
    s, events = run(G4, s, Cast(2))
    assert s.life == (5, 5, 2, 4)
    assert {e.rule for e in events[1:]} == {"abracadawhat.spell.2"}
    s = position(G4, ROWS4, life=(6, 6, 6, 6))
    s, _ = run(G4, s, Cast(2))
    assert s.life == (6, 5, 5, 5)                              # already full: the gain is lost


@rule("abracadawhat.spell.3")
@pytest.mark.parametrize("value", [1, 2, 6])
def test_sweet_dream_roll_and_gain(value):
    s = position(G4, ROWS4, life=(2, 6, 6, 6))
    s, _ = run(G4, s, Cast(3))
    assert s.phase == "roll" and s.pending == "dream"
    s, events = run(G4, s, Roll(value))
    assert s.life == (min(6, 2 + value), 6, 6, 6) and s.phase == "cast"
    assert isinstance(events[0], Rolled)


@rule("abracadawhat.spell.4")
def test_night_singer_takes_a_secret_stone_its_owner_may_see():
    s = position(G4, {0: (4, 4, 2), 1: (7, 7), 2: (5,), 3: (8,)}, secrets=(1, 6, 6, 7))
    s, events = run(G4, s, Cast(4))
    assert s.phase == "secret" and s.board[3] == 1
    # the secret stone is drawn from the four by chance
    assert G4.chance_outcomes(s) == [(Draw(1), Fraction(1, 4)), (Draw(6), Fraction(1, 2)), (Draw(7), Fraction(1, 4))]
    refused(G4, s, Draw(2), "abracadawhat.stones.count")       # not among the secret stones
    s, events = run(G4, s, Draw(6))
    assert s.taken[0] == (6,) and s.secrets == counts((1, 6, 7)) and s.phase == "cast"
    [ev] = events
    assert isinstance(ev, SecretTaken) and ev.rule == "abracadawhat.spell.4" and "6" not in ev.text
    # its owner sees it; others see only that one was taken
    assert G4.observation(s, 0).my_secrets == (6,)
    assert all(G4.observation(s, q).my_secrets == () for q in (1, 2, 3))
    assert all(G4.observation(s, q).secrets_taken == (1, 0, 0, 0) for q in range(4))
    assert "secret: 6" in G4.describe(s, viewer=0) and "secret: 1 face down" in G4.describe(s, viewer=1)
    # it is never in the row, so it can never be cast: casting a 6 fails
    s, events = run(G4, s, Cast(6))
    assert isinstance(events[0], CastFailed) and s.taken[0] == (6,)


@rule("abracadawhat.spell.4")
@rule("abracadawhat.spell.4-empty")
def test_night_singer_with_no_secret_stone_left():
    s = position(G4, {0: (4, 2), 1: (7,), 2: (5,), 3: (8,)}, taken={1: (1, 6, 6, 7)})
    s, events = run(G4, s, Cast(4))
    assert s.phase == "cast" and s.taken[0] == () and events[-1].rule == "abracadawhat.spell.4-empty"
    assert "no secret stone" in events[-1].text
    # the spell still worked: its stone is face up, and red may cast again (2 is lower than 4: refused)
    assert isinstance(events[0], CastWorked) and s.board[3] == 1 and s.rows[0] == (2,) and s.last_cast == 4
    assert s.taken == ((), (1, 6, 6, 7), (), ()) and s.secrets == (0,) * 8
    assert G4.legal_actions(s) == [Cast(n) for n in range(4, 9)] + [EndTurn()]


@rule("abracadawhat.spell.5")
def test_lightning_tempest_left_and_right():
    s = position(G4, ROWS4, current=0)
    s, events = run(G4, s, Cast(5))
    assert s.life == (6, 5, 6, 5)                              # left = yellow, right = green
    s = position(G4, ROWS4, current=2)
    s, _ = run(G4, s, Cast(5))
    assert s.life == (6, 5, 6, 5)


@rule("abracadawhat.spell.5")
def test_lightning_tempest_with_two_players_one_life_in_all():
    s = position(G2, {0: (5, 5), 1: (8, 8)})
    s, events = run(G2, s, Cast(5))
    assert s.life == (6, 5)
    assert len([e for e in events if isinstance(e, LifeChanged)]) == 1


@rule("abracadawhat.spell.6")
@pytest.mark.parametrize("caster,victim", [(0, 1), (2, 3), (3, 0)])
def test_blizzard_hits_the_left(caster, victim):
    s = position(G4, {0: (6, 8), 1: (6, 8), 2: (6, 8), 3: (6, 8)}, current=caster)
    s, _ = run(G4, s, Cast(6))
    assert s.life == tuple(5 if q == victim else 6 for q in range(4))


@rule("abracadawhat.spell.7")
@pytest.mark.parametrize("caster,victim", [(0, 3), (2, 1), (1, 0)])
def test_fireball_hits_the_right(caster, victim):
    s = position(G4, {0: (7, 8), 1: (7, 8), 2: (7, 8), 3: (7, 8)}, current=caster)
    s, _ = run(G4, s, Cast(7))
    assert s.life == tuple(5 if q == victim else 6 for q in range(4))


@rule("abracadawhat.spell.8")
def test_magic_drink_gains_one():
    s = position(G4, ROWS4, life=(3, 2, 2, 2))
    s, events = run(G4, s, Cast(8))
    assert s.life == (4, 2, 2, 2)
    assert [(e.player, e.change, e.rule) for e in events if isinstance(e, LifeChanged)] == \
        [(0, 1, "abracadawhat.spell.8")]


# -- end of turn, refill -----------------------------------------------------------------------------------
@rule("abracadawhat.turn.refill")
def test_refill_one_stone_by_default():
    s = position(G4, ROWS4)
    s, events = run(G4, s, Cast(2), Cast(5), EndTurn())
    assert s.phase == "refill" and s.refills == 1 and s.current == 0
    outcomes = G4.chance_outcomes(s)
    assert sum(p for _, p in outcomes) == 1
    assert dict(outcomes)[Draw(7)] == Fraction(s.pool[6], sum(s.pool))
    s, events = run(G4, s, Draw(7))
    assert s.rows[0] == (3, 6, 7, 8) and s.current == 1
    assert isinstance(events[0], Refilled) and events[0].rule == "abracadawhat.turn.refill"


@rule("abracadawhat.turn.refill")
def test_refill_to_five_per_the_rulebook():
    game = Abracadawhat(players=4, refill="to_five")
    s = position(game, ROWS4)
    s, _ = run(game, s, Cast(2), Cast(5), Cast(6), EndTurn())
    assert s.refills == 3
    s, _ = run(game, s, Draw(7), Draw(8))
    assert s.current == 0 and s.phase == "refill"
    s, _ = run(game, s, Draw(8))
    assert s.rows[0] == (3, 7, 8, 8, 8) and s.current == 1 and s.phase == "cast"
    # a failure with a full row draws nothing in to_five, one stone in "one"
    s = position(game, ROWS4)
    s, events = run(game, s, Cast(7))
    assert s.current == 1 and len(s.rows[0]) == 5
    s = position(G4, ROWS4)
    s, events = run(G4, s, Cast(7), Draw(8))
    assert s.current == 1 and len(s.rows[0]) == 6


@rule("abracadawhat.turn.refill")
def test_no_refill_from_an_empty_pool():
    rows = {0: (8, 8, 8, 8, 8), 1: (7, 7, 7, 7, 7), 2: (6, 6, 6, 6, 6), 3: (5, 5, 5, 5, 5)}
    rest = [n for n in range(1, 9) for _ in range(n)]
    for r in rows.values():
        for x in r:
            rest.remove(x)
    board, secrets = rest[4:], rest[:4]
    s = position(G4, rows, board=board, secrets=secrets, pool=())
    assert sum(s.pool) == 0
    s, events = run(G4, s, Cast(8), EndTurn())
    assert s.current == 1 and s.rows[0] == (8, 8, 8, 8) and s.phase == "cast"
    assert not [e for e in events if isinstance(e, Refilled)]
    # to_five with a pool smaller than the gap: draws what there is
    game = Abracadawhat(players=4, refill="to_five")
    s = position(game, rows, board=board[2:], secrets=secrets)
    assert sum(s.pool) == 2
    s, _ = run(game, s, Cast(8), Cast(8), Cast(8), EndTurn())
    assert s.refills == 2
    s, _ = run(game, s, *(o for o, _ in game.chance_outcomes(s)[:1]))
    s, _ = run(game, s, game.chance_outcomes(s)[0][0])
    assert s.current == 1 and len(s.rows[0]) == 4 and sum(s.pool) == 0


# -- round end and scoring ------------------------------------------------------------------------------------
@rule("abracadawhat.round.empty-row")
def test_empty_row_scores_three_nobody_else():
    s = position(G4, {0: (8,), 1: (7, 7), 2: (6,), 3: (5,)}, life=(1, 2, 6, 6), taken={1: (3,), 2: (4,)})
    s, events = run(G4, s, Cast(8))
    ev = scored(events)
    assert ev.rule == "abracadawhat.round.empty-row" and ev.points == (3, 0, 0, 0)
    assert s.scores == (3, 0, 0, 0) and s.last_round == (3, 0, 0, 0) and s.round == 2


@rule("abracadawhat.round.empty-row")
@rule("abracadawhat.round.last-stone")
def test_last_stone_night_singer_or_dragon_resolves_first():
    s = position(G4, {0: (4,), 1: (7, 7), 2: (6,), 3: (5,)}, secrets=(1, 2, 3, 3))
    s, events = run(G4, s, Cast(4))
    assert s.phase == "secret"                    # the secret stone first...
    s, events = run(G4, s, Draw(3))
    assert scored(events).points == (4, 0, 0, 0)  # ...then the row is empty: 3 + 1 secret stone
    s = position(G4, {0: (1,), 1: (7, 7), 2: (6,), 3: (5,)})
    s, events = run(G4, s, Cast(1), Roll(2))
    assert scored(events).points == (3, 0, 0, 0)


@rule("abracadawhat.round.knockout")
def test_knockout_by_another_players_spell():
    s = position(G4, ROWS4, life=(6, 4, 3, 1), taken={0: (6,), 2: (4, 4), 3: (3,)})
    s, events = run(G4, s, Cast(5))                # lightning: yellow 3, green 0
    ev = scored(events)
    assert ev.rule == "abracadawhat.round.knockout"
    # attacker 3 + 1 secret, yellow 1, blue 1 + 2 secrets, knocked-out green 0 despite its secret
    assert ev.points == (4, 1, 3, 0) and s.scores == (4, 1, 3, 0)
    assert "red knocked out green" in ev.text


@rule("abracadawhat.round.self-knockout")
def test_self_knockout_by_a_failed_spell():
    s = position(G4, ROWS4, life=(1, 6, 2, 6), taken={0: (4,), 3: (3,)})
    s, events = run(G4, s, Cast(7))
    ev = scored(events)
    assert ev.rule == "abracadawhat.round.self-knockout" and ev.points == (0, 1, 1, 2)


@rule("abracadawhat.round.self-knockout")
def test_self_knockout_by_a_failed_dragon():
    s = position(G4, ROWS4, life=(3, 6, 6, 6))
    s, events = run(G4, s, Cast(1), Roll(5))
    assert s.life == (6, 6, 6, 6) and s.round == 2          # a new round: life restored
    assert scored(events).points == (0, 1, 1, 1)
    assert [e.life for e in events if isinstance(e, LifeChanged)] == [0]


@rule("abracadawhat.round.multiple-knockout")
def test_several_knocked_out_at_once():
    s = position(G4, {0: (1, 2), 1: (7,), 2: (6,), 3: (5,)}, life=(6, 2, 6, 1), taken={1: (3,), 2: (4,)})
    s, events = run(G4, s, Cast(1), Roll(3))
    ev = scored(events)
    assert ev.rule == "abracadawhat.round.multiple-knockout"
    assert ev.points == (3, 0, 2, 0)               # caster 3, blue 1 + 1 secret, the fallen 0
    s = position(G4, {0: (2, 5), 1: (7,), 2: (6,), 3: (5,)}, life=(6, 1, 1, 1))
    s, events = run(G4, s, Cast(2))                # Dark Wanderer knocks out all three
    assert scored(events).points == (3, 0, 0, 0)


@rule("abracadawhat.round.multiple-knockout")
def test_last_stone_that_also_knocks_out_scores_as_a_knockout():
    s = position(G4, {0: (7,), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 6, 6, 1))
    s, events = run(G4, s, Cast(7))
    ev = scored(events)
    assert ev.rule == "abracadawhat.round.knockout" and ev.points == (3, 1, 1, 0)


@rule("abracadawhat.round.secret-points")
def test_secret_stones_pay_survivors_only():
    s = position(G3, {0: (7,), 1: (8, 8), 2: (6,)}, life=(6, 6, 1), taken={0: (3, 4), 1: (5,), 2: (2,)})
    s, events = run(G3, s, Cast(7))               # fireball: red's right is blue (seat 2)
    assert scored(events).points == (5, 2, 0)
    s = position(G3, {0: (7,), 1: (8, 8), 2: (6,)}, taken={0: (3, 4), 1: (5,), 2: (2,)})
    s, events = run(G3, s, Cast(7))               # empty row: secret stones of the others pay nothing
    assert scored(events).points == (5, 0, 0)


@rule("abracadawhat.round.next")
@pytest.mark.parametrize("next_start,current,expected", [("seed", 2, 2), ("rulebook", 2, 3), ("rulebook", 3, 0),
                                                          ("seed", 3, 3)])
def test_next_round_start_player(next_start, current, expected):
    game = Abracadawhat(players=4, next_start=next_start)
    s = position(game, {0: (5,), 1: (7, 7), 2: (8,), 3: (8,)}, current=current, scores=(1, 2, 3, 4))
    s, events = run(game, s, Cast(8))
    assert s.round == 2 and s.start_player == expected and s.current == expected and s.phase == "deal"
    assert events[-1].rule == "abracadawhat.round.next"
    # a fresh deal: every stone back in the pool, life 6, scores kept
    assert s.pool == FULL_BAG and s.board == (0,) * 8 and s.secrets == (0,) * 8
    assert s.rows == ((),) * 4 and s.taken == ((),) * 4 and s.alive == (True,) * 4
    assert s.scores[current] == (1, 2, 3, 4)[current] + 3
    s, [ev] = game.transition(s, Draw(8))
    assert ev.player == expected                     # the new start player is dealt first


@rule("abracadawhat.round.next")
def test_after_a_self_knockout_the_player_who_acted_last_starts():
    s = position(G4, ROWS4, life=(6, 1, 6, 6), current=1)
    s, events = run(G4, s, Cast(1), Roll(1))
    assert s.round == 2 and s.current == 1


# -- game end -----------------------------------------------------------------------------------------------
def _end(game, scores, rows, life=None, current=0, taken=None):
    s = position(game, rows, scores=scores, life=life, current=current, taken=taken)
    return s


@rule("abracadawhat.game.end")
def test_first_to_eight_wins():
    s = _end(G4, (7, 5, 5, 5), {0: (8,), 1: (7, 7), 2: (6,), 3: (5,)})
    s, events = run(G4, s, Cast(8))
    assert s.winners == (0,) and G4.is_terminal(s) and G4.winners(s) == (0,)
    assert isinstance(events[-1], GameWon) and events[-1].rule == "abracadawhat.game.end"
    assert G4.legal_actions(s) == [] and not G4.is_chance_node(s)
    assert "winner: red" in G4.describe(s)
    # 7 points is not enough: the game goes on
    s = _end(G4, (4, 5, 5, 5), {0: (8,), 1: (7, 7), 2: (6,), 3: (5,)})
    s, _ = run(G4, s, Cast(8))
    assert not s.winners and s.round == 2


@rule("abracadawhat.game.end")
def test_tie_most_points_in_the_last_round():
    # red empties... no: red knocks out green; red 5+3 = 8, yellow 7+1 = 8: red scored more this round
    s = _end(G4, (5, 7, 0, 0), {0: (7, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 6, 6, 1))
    s, events = run(G4, s, Cast(7))
    assert s.scores == (8, 8, 1, 0) and s.winners == (0,)


@rule("abracadawhat.game.end")
def test_tie_then_most_life():
    s = _end(G4, (0, 7, 7, 0), {0: (7, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 5, 3, 1))
    s, events = run(G4, s, Cast(7))
    assert s.scores == (3, 8, 8, 0) and s.winners == (1,)
    # a higher total beats a better last round
    s = _end(G4, (6, 7, 0, 0), {0: (7, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 6, 6, 1))
    s, _ = run(G4, s, Cast(7))
    assert s.scores == (9, 8, 1, 0) and s.winners == (0,)


@rule("abracadawhat.game.end")
def test_tie_then_shared_win():
    s = _end(G4, (0, 7, 7, 0), {0: (7, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 4, 4, 1))
    s, events = run(G4, s, Cast(7))
    assert s.winners == (1, 2) and events[-1].winners == (1, 2)
    assert "yellow and blue reach the top" in events[-1].text


@rule("abracadawhat.game.over")
def test_nothing_is_played_after_the_end():
    s = _end(G4, (7, 5, 5, 5), {0: (8,), 1: (7, 7), 2: (6,), 3: (5,)})
    s, _ = run(G4, s, Cast(8))
    for action in (Cast(1), EndTurn(), Draw(1), Roll(1)):
        refused(G4, s, action, "abracadawhat.game.over")
    assert G4.chance_outcomes(s) == []


# -- winner takes all ----------------------------------------------------------------------------------------
@rule("abracadawhat.variant.winner-takes-all")
def test_wta_knockout_does_not_end_the_round_and_the_fallen_are_skipped():
    s = position(WTA, {0: (7, 6, 5, 8, 8), 1: (7, 7), 2: (6, 2), 3: (5,)}, life=(6, 6, 6, 1))
    s, events = run(WTA, s, Cast(5))            # tempest: yellow 5, green 0 → out
    assert s.alive == (True, True, True, False) and s.round == 1 and not any(
        isinstance(e, RoundScored) for e in events)
    assert s.phase == "cast" and s.current == 0 and s.life == (6, 5, 6, 0)
    assert "(out of the round)" in WTA.describe(s)
    s, _ = run(WTA, s, Cast(6))                 # blizzard: left is yellow
    assert s.life == (6, 4, 6, 0)
    s, _ = run(WTA, s, Cast(7))                 # fireball: right skips green, hits blue
    assert s.life == (6, 4, 5, 0)
    s, _ = run(WTA, s, Cast(8), EndTurn(), Draw(8))
    assert s.current == 1 and s.life == (6, 4, 5, 0)
    # blue's turn ends: green is skipped, red is next
    s = replace(s, current=2, last_cast=0)
    s, _ = run(WTA, s, Cast(6))                 # blue's blizzard: left skips green, hits red
    assert s.life[0] == 5 and s.life[3] == 0
    s, events = run(WTA, s, EndTurn(), Draw(8))
    assert s.current == 0


@rule("abracadawhat.variant.winner-takes-all")
def test_wta_dragon_and_wanderer_leave_the_fallen_alone():
    s = position(WTA, {0: (1, 2, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 6, 6, 0),
                 alive=(True, True, True, False))
    s, events = run(WTA, s, Cast(1), Roll(2), Cast(2))
    assert s.life == (6, 3, 3, 0)
    assert 3 not in [e.player for e in events if isinstance(e, LifeChanged)]


@rule("abracadawhat.variant.winner-takes-all")
def test_wta_last_one_standing_scores_two_plus_secrets():
    s = position(WTA, {0: (2, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 1, 1, 0),
                 alive=(True, True, True, False), taken={0: (4,), 1: (3,)})
    s, events = run(WTA, s, Cast(2))            # dark wanderer knocks out yellow and blue at once
    ev = scored(events)
    assert ev.rule == "abracadawhat.variant.winner-takes-all" and ev.points == (3, 0, 0, 0)
    assert "one wizard left standing" in ev.text
    s = position(WTA, {0: (7, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 1, 0, 0),
                 alive=(True, True, False, False))
    s, events = run(WTA, s, Cast(7))            # fireball: red's right skips green and blue
    assert scored(events).points == (2, 0, 0, 0)


@rule("abracadawhat.variant.winner-takes-all")
def test_wta_empty_row_scores_two_plus_secrets_nobody_else():
    s = position(WTA, {0: (8,), 1: (7, 7), 2: (6,), 3: (5,)}, taken={0: (3, 4), 1: (4,)})
    s, events = run(WTA, s, Cast(8))
    ev = scored(events)
    assert ev.rule == "abracadawhat.variant.winner-takes-all" and ev.points == (4, 0, 0, 0)


@rule("abracadawhat.variant.winner-takes-all")
def test_wta_self_knockout_passes_the_turn_without_refill():
    s = position(WTA, ROWS4, life=(1, 6, 6, 6), current=0)
    s, events = run(WTA, s, Cast(7))
    assert s.alive == (False, True, True, True) and s.current == 1 and s.rows[0] == ROWS4[0]
    assert not any(isinstance(e, (Refilled, RoundScored)) for e in events)
    # with only one other left, that one takes the round
    s = position(WTA, ROWS4, life=(1, 6, 0, 0), alive=(True, True, False, False), taken={1: (3,)})
    s, events = run(WTA, s, Cast(7))
    ev = scored(events)
    assert ev.points == (0, 3, 0, 0) and ev.rule == "abracadawhat.variant.winner-takes-all"


@rule("abracadawhat.variant.winner-takes-all")
def test_wta_two_left_lightning_hits_the_one_opponent_once():
    s = position(WTA, {0: (5, 8), 1: (7, 7), 2: (6,), 3: (5,)}, life=(6, 0, 6, 0), alive=(True, False, True, False))
    s, events = run(WTA, s, Cast(5))
    assert s.life == (6, 0, 5, 0)
    assert len([e for e in events if isinstance(e, LifeChanged)]) == 1


# -- settings ---------------------------------------------------------------------------------------------
@rule("abracadawhat.turn.first-player")
@pytest.mark.parametrize("settings,names", [
    (dict(players=1), ["players", "2, 3, 4 or 5"]),
    (dict(players=6), ["players", "2, 3, 4 or 5"]),
    (dict(players="4"), ["players"]),
    (dict(players=True), ["players"]),
    (dict(variant="hard"), ["variant", "standard", "easy", "winner_takes_all"]),
    (dict(refill="two"), ["refill", "'one'", "'to_five'"]),
    (dict(next_start="last"), ["next_start", "'seed'", "'rulebook'"]),
    (dict(die_faces=[]), ["die_faces", "1..6"]),
    (dict(die_faces=[0, 1]), ["die_faces", "1..6"]),
    (dict(die_faces=[7]), ["die_faces", "1..6"]),
    (dict(die_faces="123"), ["die_faces"]),
    (dict(die_faces=[1.5]), ["die_faces"]),
    (dict(first_player=4), ["first_player", "0..3"]),
    (dict(players=2, first_player=2), ["first_player", "0..1"]),
    (dict(first_player=-1), ["first_player"]),
    (dict(colour="red"), ["colour", "players", "variant", "refill", "next_start", "die_faces", "first_player"]),
])
def test_bad_settings_name_the_setting_and_what_it_allows(settings, names):
    with pytest.raises(ValueError) as exc:
        Abracadawhat(**settings)
    for name in names:
        assert name in str(exc.value), (name, str(exc.value))
    with pytest.raises(ValueError):
        engine.load("abracadawhat", **settings)


def test_defaults_and_engine_load():
    game = engine.load("abracadawhat")
    assert game.settings == {"players": 4, "variant": "standard", "refill": "one", "next_start": "seed",
                             "die_faces": (1, 2, 3, 4, 5, 6), "first_player": 0}
    assert "abracadawhat" in engine.games()
    assert engine.load("abracadawhat", players=5, variant="easy", refill="to_five", next_start="rulebook",
                       die_faces=(1, 1, 2, 2, 3, 3), first_player=4).settings["first_player"] == 4


# -- reaching the top together (our reading) --------------------------------------------------------------
@rule("abracadawhat.game.top-together")
@rule("abracadawhat.game.end")
@pytest.mark.parametrize("attacker,nine", [(2, 1), (0, 2)], ids=["nine-seated-before", "nine-seated-after"])
def test_eight_beats_nine_on_the_last_rounds_points(attacker, nine):
    """The 5 → 8 attacker (+3) beats the 7 → 9 survivor (+1 and 1 secret stone): past 8 nobody is higher."""
    victim = (attacker + 1) % 4                      # Blizzard hits the attacker's left
    rows = {q: (7, 8) for q in range(4)}
    rows[attacker] = (6, 8)
    s = position(G4, rows, life=tuple(1 if q == victim else 6 for q in range(4)),
                 scores=tuple(5 if q == attacker else 7 if q == nine else 0 for q in range(4)),
                 taken={nine: (4,)}, current=attacker, round=4)
    s, events = run(G4, s, Cast(6))
    assert s.scores[attacker] == 8 and s.scores[nine] == 9
    assert s.last_round[attacker] == 3 and s.last_round[nine] == 2
    assert s.winners == (attacker,)
    won = events[-1]
    assert isinstance(won, GameWon) and won.rule == "abracadawhat.game.top-together"
    assert f"most points this round: {COLOURS[attacker]} (3)" in won.text


@rule("abracadawhat.game.top-together")
def test_three_at_the_top_down_to_life():
    # red 5 → 8 (+3), blue 6 → 9 (+1 and 2 secret stones = 3), green 7 → 8 (+1): red and blue tie on the
    # round's points, green drops out of the tie; then red has more life than blue
    s = position(G4, {0: (6, 8), 1: (7, 7), 2: (5,), 3: (5,)}, life=(6, 1, 4, 6), scores=(5, 0, 6, 7),
                 taken={2: (3, 4)}, round=3)
    s, events = run(G4, s, Cast(6))
    assert s.scores == (8, 0, 9, 8) and s.last_round == (3, 0, 3, 1)
    assert s.winners == (0,)
    assert events[-1].how == ("red and blue and green all have 8 or more; most points this round: red and blue (3); "
                              "most life left: red (6)")
    # the same, but blue has as much life as red: they share the win
    s = position(G4, {0: (6, 8), 1: (7, 7), 2: (5,), 3: (5,)}, life=(6, 1, 6, 6), scores=(5, 0, 6, 7),
                 taken={2: (3, 4)}, round=3)
    s, events = run(G4, s, Cast(6))
    assert s.winners == (0, 2) and events[-1].rule == "abracadawhat.game.top-together"
    assert events[-1].how.endswith("most points this round: red and blue (3); the same life left; a shared win")
    assert "red and blue reach the top of the tower" in events[-1].text


@rule("abracadawhat.game.top-together")
def test_three_at_the_top_after_a_self_knockout():
    # red knocks itself out: yellow, blue and green each score 1 and all reach 8; life decides between them
    s = position(G4, ROWS4, life=(1, 5, 3, 5), scores=(0, 7, 7, 7), round=5)
    s, events = run(G4, s, Cast(7))
    assert s.scores == (0, 8, 8, 8) and s.winners == (1, 3)
    assert events[-1].how == ("yellow and blue and green all have 8 or more; the same points this round; "
                              "most life left: yellow and green (5); a shared win")
    s = position(G4, ROWS4, life=(1, 5, 3, 6), scores=(0, 7, 7, 7), round=5)
    s, events = run(G4, s, Cast(7))
    assert s.winners == (3,) and events[-1].how.endswith("most life left: green (6)")


@rule("abracadawhat.game.top-together")
def test_one_alone_at_the_top_is_no_tie():
    s = _end(G4, (7, 5, 5, 5), {0: (8,), 1: (7, 7), 2: (6,), 3: (5,)})
    s, events = run(G4, s, Cast(8))
    assert s.winners == (0,) and events[-1].rule == "abracadawhat.game.end" and events[-1].how == ""
    assert events[-1].text == "red reaches the top of the tower"


# -- winner takes all: our readings -----------------------------------------------------------------------
WTA5 = Abracadawhat(players=5, variant="winner_takes_all")


@rule("abracadawhat.variant.wta-skip")
@pytest.mark.parametrize("spell,hit", [(5, (2, 3)), (6, (2,)), (7, (3,)), (2, (2, 3))])
def test_wta_spells_aim_at_the_next_players_still_in(spell, hit):
    # five players; yellow (red's left) and grey (red's right) are out
    s = position(WTA5, {0: (1, 2, 5, 6, 7), 1: (8,), 2: (8,), 3: (8,), 4: (8,)}, life=(5, 0, 6, 6, 0),
                 alive=(True, False, True, True, False))
    assert WTA5.left(s, 0) == 2 and WTA5.right(s, 0) == 3
    s, events = run(WTA5, s, Cast(spell))
    losers = [e.player for e in events if isinstance(e, LifeChanged) and e.change < 0]
    assert tuple(losers) == hit
    assert s.life[1] == 0 and s.life[4] == 0


@rule("abracadawhat.variant.wta-skip")
def test_wta_dragon_hits_only_players_still_in_and_the_turn_skips_the_fallen():
    s = position(WTA5, {0: (1, 2, 5, 6, 7), 1: (8,), 2: (8, 8), 3: (8, 8), 4: (8,)}, life=(5, 0, 6, 6, 0),
                 alive=(True, False, True, True, False))
    s, events = run(WTA5, s, Cast(1), Roll(2))
    assert [(e.player, e.change) for e in events if isinstance(e, LifeChanged)] == [(2, -2), (3, -2)]
    s, events = run(WTA5, s, EndTurn(), Draw(3))
    assert s.current == 2                        # yellow is skipped
    assert isinstance(events[-1], TurnPassed) and events[-1].rule == "abracadawhat.variant.wta-skip"
    assert events[-1].skipped == (1,) and "yellow is out, skipped" in events[-1].text
    # blue to green: nobody skipped, the ordinary rule
    s, events = run(WTA5, s, Cast(8), EndTurn(), Draw(3))
    assert s.current == 3 and events[-1].rule == "abracadawhat.turn.first-player" and events[-1].skipped == ()
    assert events[-1].text == "green's turn"
    # green to red: grey is skipped
    s, events = run(WTA5, s, Cast(8), EndTurn(), Draw(3))
    assert s.current == 0 and events[-1].rule == "abracadawhat.variant.wta-skip"


@rule("abracadawhat.variant.wta-skip")
@rule("abracadawhat.variant.winner-takes-all")
def test_wta_a_fallen_player_is_announced_out_and_sits_out():
    s = position(WTA, ROWS4, life=(6, 1, 6, 6))
    s, events = run(WTA, s, Cast(6))             # red's Blizzard: yellow falls, the round goes on
    [out] = [e for e in events if isinstance(e, PlayerOut)]
    assert out.player == 1 and out.rule == "abracadawhat.variant.winner-takes-all" and "out of the round" in out.text
    s, events = run(WTA, s, Cast(8), EndTurn(), Draw(8))
    assert s.current == 2 and events[-1].rule == "abracadawhat.variant.wta-skip"


@rule("abracadawhat.variant.wta-self-out")
def test_wta_knocking_yourself_out_leaves_the_round_without_a_refill():
    s = position(WTA, ROWS4, life=(1, 0, 6, 6), alive=(True, False, True, True), taken={0: (4,)})
    s, events = run(WTA, s, Cast(7))              # red holds no 7: red's last life
    assert s.alive == (False, False, True, True) and s.life[0] == 0
    assert s.rows[0] == ROWS4[0] and s.pool == position(WTA, ROWS4, taken={0: (4,)}).pool   # nothing drawn
    assert not any(isinstance(e, (Refilled, RoundScored)) for e in events)
    out = [e for e in events if isinstance(e, PlayerOut)]
    assert [(e.player, e.rule) for e in out] == [(0, "abracadawhat.variant.wta-self-out")]
    # the turn passes to the next player still in (yellow is out too): blue
    assert s.current == 2 and s.phase == "cast" and s.last_cast == 0
    assert events[-1] == TurnPassed("abracadawhat.variant.wta-self-out", 2, skipped=(1,))
    assert events[-1].text == "blue's turn (yellow is out, skipped)"


@rule("abracadawhat.variant.wta-self-out")
def test_wta_a_failed_dragon_roll_can_knock_yourself_out():
    s = position(WTA, ROWS4, life=(2, 6, 6, 6), current=0)
    s, events = run(WTA, s, Cast(1), Roll(4))
    assert s.alive == (False, True, True, True) and s.current == 1 and s.round == 1
    assert not any(isinstance(e, Refilled) for e in events)
