"""The deduction aid that remembers the round (engine/abracadawhat/deduction.py).

Checked three ways: the worked example of the issue (after your 8 worked, another 8 is 133/298, not
the 58/91 the simple count says); brute force through the engine itself on small positions — every
way the unseen stones could have been dealt and every draw, replayed through the rules, kept when the
player would have seen exactly what they saw; and weighted sampling of whole seeded games in large
positions deep into a round.
"""
from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import replace
from fractions import Fraction
from math import comb, factorial, prod

import pytest

from engine.abracadawhat import Abracadawhat, Cast, EndTurn
from engine.abracadawhat.deduction import RowBelief, belief, odds_from_history
from engine.abracadawhat.game import (SPELLS, CastFailed, CastWorked, DealDone, Draw, Refilled, Roll, RoundStarted,
                                      SecretTaken)
from engine.abracadawhat.scenario import arrange
from engine.core import Match

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

ROWS = {0: (8, 5, 6, 2, 3), 1: (7, 7, 4, 6, 8), 2: (5, 8, 3, 6, 1), 3: (4, 7, 8, 2, 5)}


def odds_of(spell, odds):
    return next(o for o in odds if o.spell == spell)


# -- the worked example ---------------------------------------------------------------------------------------
def test_after_your_8_worked_another_8_is_133_in_298_not_the_simple_count():
    game = Abracadawhat(players=4)
    start = arrange(game, rows=ROWS, board=(7, 7, 7, 6, 8), secrets=(4, 7, 3, 8))
    match = Match(game, 1, start=start)
    before = odds_of(8, odds_from_history(game, match, 0))
    assert before.at_least_one == odds_of(8, game.odds_from_table(game.observation(start, 0))).at_least_one
    match.apply(Cast(8))
    after = odds_of(8, odds_from_history(game, match, 0))
    assert after.at_least_one == Fraction(133, 298)
    naive = odds_of(8, game.odds_from_table(game.observation(match.state, 0)))
    assert naive.at_least_one == Fraction(58, 91)        # about 64%: it forgot the 8 that just worked


def test_a_failed_cast_rules_the_spell_out_and_a_blind_draw_brings_it_back_a_little():
    game = Abracadawhat(players=4)
    start = arrange(game, rows=ROWS, board=(7, 7, 7, 6, 8), secrets=(4, 7, 3, 8))
    match = Match(game, 2, start=start)
    match.apply(Cast(7))                                 # red holds no 7: it fails, red draws blind
    b = belief(game, match, 0)
    assert b.size == 6                                   # the seed's refill: one stone, whatever the row holds
    # red could not see 16 stones, one of them the only unseen 7. The failure says red's 5 held no 7, so
    # the 7 was among the 11 outside the row; the blind draw took one of those 11 at random.
    assert odds_of(7, b.odds()).at_least_one == Fraction(1, 11)
    table = odds_of(7, game.odds_from_table(game.observation(match.state, 0))).at_least_one
    assert table == Fraction(6, 16)                      # the simple count: a row of 6 from the 16 unseen stones


def test_a_belief_never_uses_what_the_player_cannot_see():
    """Two tables where red holds different stones but sees the same events: the same belief."""
    game = Abracadawhat(players=4)
    beliefs = []
    for red in ((8, 5, 6, 2, 3), (8, 5, 6, 2, 4)):
        start = arrange(game, rows={**ROWS, 0: red}, board=(7, 7, 7, 6, 8), secrets=(4, 7, 3, 8))
        match = Match(game, 5, start=start)
        for action in (Cast(2), Cast(8), EndTurn()):
            match.apply(action)
        seen = [x for _, _, evs in match.history(0) for x in seen_by(evs, 0)]
        beliefs.append((seen, odds_from_history(game, match, 0)))
    assert beliefs[0][0] == beliefs[1][0]
    assert beliefs[0][1] == beliefs[1][1]


# -- brute force through the engine --------------------------------------------------------------------------
def seen_by(events, player):
    """What ``player`` learns from one step's events (the same rule the belief follows, written out)."""
    out = []
    for e in events:
        if isinstance(e, (CastWorked, CastFailed)):
            out.append((type(e).__name__, e.player, e.spell))
        elif isinstance(e, Refilled):
            out.append(("Refilled", e.player, None if e.player == player else e.spell))
        elif isinstance(e, SecretTaken):
            out.append(("SecretTaken", e.player, e.spell if e.player == player else None))
    return out


def worlds(game, state, player):
    """Every way the stones ``player`` cannot see could lie (their row, the pool, the untaken secret
    stones), with its probability under a fair deal: (state, weight)."""
    unseen = list(game.unseen(game.observation(state, player)))
    k = len(state.rows[player])
    n_secrets = sum(state.secrets)
    taken = [s for q, t in enumerate(state.taken) if q != player for s in t]
    for s in taken:                       # others' taken secret stones stay where they are (unseen, inert)
        unseen[s - 1] -= 1
    total = sum(unseen)

    def splits(counts, size):
        if not counts:
            if size == 0:
                yield ()
            return
        for r in range(min(counts[0], size) + 1):
            for rest in splits(counts[1:], size - r):
                yield (r,) + rest

    for row in splits(tuple(unseen), k):
        rest = tuple(u - r for u, r in zip(unseen, row))
        for secret in splits(rest, n_secrets):
            pool = tuple(u - s for u, s in zip(rest, secret))
            w = prod(comb(u, r) for u, r in zip(unseen, row)) * prod(comb(u, s) for u, s in zip(rest, secret))
            stones = tuple(s for s, n in zip(SPELLS, row) for _ in range(n))
            world = replace(state, rows=state.rows[:player] + (stones,) + state.rows[player + 1:],
                            secrets=secret, pool=pool)
            yield world, Fraction(w, comb(total, k) * comb(total - k, n_secrets))


def brute_force(game, start, decisions, rolls, player, outcome):
    """The exact distribution of ``player``'s row after the decisions, by enumeration: every world,
    every draw, kept when ``player`` saw ``outcome`` (their view of every step's events)."""
    dist: dict[tuple, Fraction] = defaultdict(Fraction)

    def go(state, k, p, seen, rolls_left):
        if game.is_chance_node(state):
            for action, q in game.chance_outcomes(state):
                if isinstance(action, Roll) and action.value != rolls_left[0]:
                    continue
                new, events = game.transition(state, action)
                more = seen + seen_by(events, player)
                if more != outcome[:len(more)]:
                    continue
                go(new, k, p * (1 if isinstance(action, Roll) else q), more,
                   rolls_left[1:] if isinstance(action, Roll) else rolls_left)
            return
        if k == len(decisions):
            if seen == outcome:
                row = tuple(state.rows[player].count(s) for s in SPELLS)
                dist[row] += p
            return
        new, events = game.transition(state, decisions[k])
        more = seen + seen_by(events, player)
        if more == outcome[:len(more)]:
            go(new, k + 1, p, more, rolls_left)

    for world, w in worlds(game, start, player):
        go(world, 0, w, [], rolls)
    total = sum(dist.values())
    return {row: q / total for row, q in dist.items()}


SMALL = [
    # 2 players: 12 stones face up besides the board's; few unseen stones, so every world can be listed
    dict(rows={0: (8, 7, 6), 1: (8, 8, 7, 5, 4)}, board=(1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 6, 7, 7, 7),
         secrets=(8, 6)),
    dict(rows={0: (5, 6, 8, 8), 1: (7, 7, 6, 3)}, board=(1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7),
         secrets=(8, 7)),
]


@pytest.mark.parametrize("setup", SMALL)
@pytest.mark.parametrize("plan", [
    [Cast(8), Cast(8), EndTurn()],                      # works, then maybe again, then a blind draw
    [Cast(6), EndTurn(), Cast(5), EndTurn(), Cast(7)],  # blue's draw is seen; red's second turn
    [Cast(3)],                                          # a failure (red holds no 3 in either setup)
])
def test_the_belief_equals_brute_force_through_the_engine(setup, plan):
    game = Abracadawhat(players=2)
    start = arrange(game, **setup)
    match = Match(game, 11, start=start)
    decisions = []
    for action in plan:
        if match.game.is_terminal(match.state) or match.explain(action):
            break
        match.apply(action)
        decisions.append(action)
    seen = [x for _, _, events in match.history(0) for x in seen_by(events, 0)]
    rolls = [a.value for a, _, _ in match.history(0) if isinstance(a, Roll)]
    if any(isinstance(e, RoundStarted) for _, _, evs in match.history(0) for e in evs):
        pytest.skip("the round ended: a new deal starts a new belief")
    exact = brute_force(game, start, decisions, rolls, 0, seen)
    b = belief(game, match, 0)
    assert {row: b.probability(row) for row in exact} == exact
    assert sum(b.probability(row) for row in b.weights) == 1 and set(b.weights) <= set(exact) | set()


# -- weighted sampling of whole seeded games ---------------------------------------------------------------------
def deep_position(players, seed, events_wanted=10):
    """A seeded game played with random casting until ``player`` 0 has met at least ``events_wanted``
    informative events in the current round."""
    game = Abracadawhat(players=players)
    match = Match(game, seed)
    rng = random.Random(seed)
    while not game.is_terminal(match.state):
        b = belief(game, match, 0)
        deal = max(k for k, (_, _, evs) in enumerate(match.history(0)) if any(isinstance(e, DealDone) for e in evs))
        count = sum(len(seen_by(evs, 0)) for _, _, evs in match.history(0)[deal + 1:])
        if b is not None and count >= events_wanted and match.state.phase == "cast":
            return game, match, deal
        actions = game.legal_actions(match.state)
        match.apply(rng.choice(actions))
    raise AssertionError("the game ended before the position was deep enough")


def sampled(game, match, deal, player, samples, rng):
    """Likelihood-weighted replays: a fair deal of the stones ``player`` could not see, the game's own
    decisions replayed through the rules; a draw ``player`` saw is forced (weighted by its chance),
    a hidden one drawn at random; replays where ``player`` would have seen something else are dropped."""
    history = match.history(0)[deal:]
    at_deal = history[0][1]
    steps = history[1:]
    acc = defaultdict(float)
    total = 0.0
    worlds_ = list(worlds(game, at_deal, player))
    weights = [float(w) for _, w in worlds_]
    for _ in range(samples):
        state = rng.choices(worlds_, weights)[0][0]
        w = 1.0
        ok = True
        for action, _, events in steps:
            if isinstance(action, Draw) and game.is_chance_node(state) and state.phase in ("refill", "secret"):
                bag = state.secrets if state.phase == "secret" else state.pool
                drawer = state.current
                visible = drawer != player if state.phase == "refill" else drawer == player
                if visible:
                    if not bag[action.spell - 1]:
                        ok = False
                        break
                    w *= bag[action.spell - 1] / sum(bag)
                    pick = action
                else:
                    pick = Draw(rng.choices(SPELLS, bag)[0])
                state, evs = game.transition(state, pick)
            else:
                if game.explain(state, action) is not None:
                    ok = False
                    break
                state, evs = game.transition(state, action)
            if seen_by(evs, player) != seen_by(events, player):
                ok = False
                break
        if not ok:
            continue
        total += w
        for s in SPELLS:
            acc[s] += w * (s in state.rows[player])
    return {s: acc[s] / total for s in SPELLS}, total


@pytest.mark.parametrize("players, seed", [(4, 3), (5, 8)])
def test_the_belief_agrees_with_sampled_replays_deep_into_a_round(players, seed):
    game, match, deal = deep_position(players, seed)
    exact = {o.spell: float(o.at_least_one) for o in odds_from_history(game, match, 0)}
    estimate, mass = sampled(game, match, deal, 0, 6000, random.Random(seed))
    assert mass > 0
    for s in SPELLS:
        assert abs(estimate[s] - exact[s]) < 0.05, (s, estimate[s], exact[s])


# -- the study and its pieces --------------------------------------------------------------------------------
def test_wilson_intervals():
    from engine.abracadawhat.explore import wilson
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 20)
    assert low == pytest.approx(0.0, abs=1e-12) and 0 < high < 0.2


def test_the_study_plays_the_same_seeds_three_ways_and_remembering_beats_random():
    from engine.abracadawhat.explore import CASTERS, casting_study, play_one
    study = casting_study(games=60, players=4, first_seed=100, workers=1)
    assert list(study) == list(CASTERS)
    for row in study.values():
        assert row["games"] == 60 and 0 <= row["wins"] <= 60
        low, high = row["ci95"]
        assert low <= row["share"] <= high
    # the numbers come from the seeds alone
    game = Abracadawhat(players=4)
    assert sum(0 in play_one(game, seed, "random") for seed in range(100, 160)) == study["random"]["wins"]
    assert study["exact odds"]["wins"] > study["random"]["wins"]


def test_match_history_and_state_at_read_back_the_steps():
    game = Abracadawhat(players=4)
    match = Match(game, 3)
    dealt = match.step
    assert dealt > 0 and match.state_at(0) == game.initial_state(3)
    assert [a for a, _, _ in match.history(0)] == match.actions
    assert match.history(0)[-1][1] == match.state == match.state_at(match.step)
    match.apply(Cast(1))
    assert len(match.history(dealt)) == match.step - dealt
    with pytest.raises(IndexError):
        match.state_at(match.step + 1)
