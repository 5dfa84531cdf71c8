"""The deduction aid ``game.odds_from_table(observation)``, checked against brute-force enumeration.

Every stone a player cannot see is, as far as the observation tells, equally likely to be any of the
unseen stones; so the own row is a uniformly random set of ``own_row_size`` of them. The brute force
lists every such set of distinguishable stones (and, independently, every possible own row as a
multiset weighted by how many ways it can be picked) and counts exactly.
"""
from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from itertools import combinations, product
from math import comb, prod

import pytest

from engine.abracadawhat import Abracadawhat
from engine.abracadawhat.game import FULL_BAG
from abra_helpers import counts, play, position

rule = pytest.mark.rule
SPELLS = range(1, 9)


def unseen_stones(obs) -> list[int]:
    """The stones ``obs.player`` cannot see, listed one by one (distinguishable tokens)."""
    seen = Counter()
    for s, k in zip(SPELLS, obs.board):
        seen[s] += k
    for row in obs.rows:
        seen.update(row or ())
    seen.update(obs.my_secrets)
    return [s for s in SPELLS for _ in range(FULL_BAG[s - 1] - seen[s])]


def brute_by_subsets(obs):
    tokens, k = unseen_stones(obs), obs.own_row_size
    rows = list(combinations(range(len(tokens)), k))
    p_any, expected = [], []
    for s in SPELLS:
        held = [sum(tokens[i] == s for i in row) for row in rows]
        p_any.append(Fraction(sum(h > 0 for h in held), len(rows)))
        expected.append(Fraction(sum(held), len(rows)))
    return p_any, expected


def brute_by_multisets(obs):
    """Every own row as a multiset m (m_s stones of spell s), weighted by prod C(u_s, m_s)."""
    u = counts(unseen_stones(obs))
    k = obs.own_row_size
    total = 0
    hits, mass = [0] * 8, [0] * 8
    for m in product(*(range(min(x, k) + 1) for x in u)):
        if sum(m) != k:
            continue
        w = prod(comb(x, y) for x, y in zip(u, m))
        total += w
        for i in range(8):
            hits[i] += w * (m[i] > 0)
            mass[i] += w * m[i]
    return [Fraction(h, total) for h in hits], [Fraction(x, total) for x in mass]


def random_late_position(game, rng):
    """A random position late in a round: most stones on the board, a few unseen."""
    stones = [s for s in SPELLS for _ in range(s)]
    rng.shuffle(stones)
    n = game.players
    rows = {q: [stones.pop() for _ in range(rng.randint(1, 5))] for q in range(n)}
    secrets_total = rng.randint(0, 4)
    secrets_left = rng.randint(0, secrets_total)
    secrets = [stones.pop() for _ in range(secrets_left)]
    taken = {}
    for _ in range(secrets_total - secrets_left):
        taken.setdefault(rng.randrange(n), []).append(stones.pop())
    pool = [stones.pop() for _ in range(rng.randint(0, 4))]
    board = stones
    return position(game, rows, board=board, secrets=secrets, taken=taken, pool=pool,
                    current=rng.randrange(n))


@rule("abracadawhat.hidden.own-row")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_spell_odds_equal_brute_force_on_random_small_positions(players):
    game = Abracadawhat(players=players)
    rng = random.Random(players)
    checked = 0
    while checked < 40:
        state = random_late_position(game, rng)
        for p in range(players):
            obs = game.observation(state, p)
            if len(unseen_stones(obs)) > 16:
                continue
            odds = game.odds_from_table(obs)
            p_any, expected = brute_by_subsets(obs)
            assert [o.at_least_one for o in odds] == p_any
            assert [o.expected for o in odds] == expected
            assert (p_any, expected) == brute_by_multisets(obs)
            assert [o.unseen for o in odds] == list(counts(unseen_stones(obs)))
            assert [o.spell for o in odds] == list(SPELLS)
            assert sum(o.expected for o in odds) == obs.own_row_size
            checked += 1


@rule("abracadawhat.hidden.own-row")
def test_spell_odds_equal_brute_force_late_in_real_games():
    """Positions reached in play (late in a round, after the pool has run low)."""
    checked = 0
    for seed in range(12):
        game = Abracadawhat(players=2 + seed % 4, refill="to_five" if seed % 2 else "one")
        states, _, _ = play(game, seed, seed + 100, max_rounds=3, check=False)
        for state in states:
            if state.phase != "cast":
                continue
            for p in range(game.players):
                obs = game.observation(state, p)
                if len(unseen_stones(obs)) > 14:
                    continue
                odds = game.odds_from_table(obs)
                assert ([o.at_least_one for o in odds], [o.expected for o in odds]) == brute_by_multisets(obs)
                checked += 1
    assert checked > 50


@rule("abracadawhat.hidden.own-row")
def test_worked_example_all_sevens_in_sight_means_no_seven():
    """You see three 7s on the board and four in other rows: all seven 7s are accounted for, so no 7
    can be in your row — probability 0. The one 1 is nowhere in sight: with 10 stones unseen and
    5 of them in your row, you hold it with probability C(9,4)/C(10,5) = 1/2."""
    game = Abracadawhat(players=4)
    rows = {0: (2, 3, 5, 6, 8), 1: (4, 6, 7, 7, 8), 2: (3, 5, 6, 7, 8), 3: (2, 4, 5, 7, 8)}
    secrets, pool = (1, 4, 6, 8), (8,)
    board = [s for s in SPELLS for _ in range(s)]
    for x in [x for r in rows.values() for x in r] + list(secrets) + list(pool):
        board.remove(x)
    state = position(game, rows, board=board, secrets=secrets, pool=pool)
    assert state.board[6] == 3 and sum(r.count(7) for r in rows.values()) == 4
    obs = game.observation(state, 0)
    odds = {o.spell: o for o in game.odds_from_table(obs)}
    assert odds[7].unseen == 0 and odds[7].at_least_one == 0 and odds[7].expected == 0
    # red cannot see 10 stones: her 5, the 4 secret stones and the 1 in the pool
    assert sum(o.unseen for o in odds.values()) == 10 and obs.own_row_size == 5
    assert odds[1].unseen == 1 and odds[1].at_least_one == Fraction(1, 2) and odds[1].expected == Fraction(1, 2)
    # three 8s unseen: P(at least one) = 1 - C(7,5)/C(10,5) = 1 - 21/252, expected 5 * 3/10
    assert odds[8].unseen == 3 and odds[8].at_least_one == 1 - Fraction(21, 252)
    assert odds[8].expected == Fraction(3, 2)
    assert "P(at least one)" in str(odds[8]) and "unseen 3" in str(odds[8])


@rule("abracadawhat.spell.4")
def test_a_taken_secret_stone_counts_as_seen_by_its_owner_only():
    game = Abracadawhat(players=3)
    state = position(game, {0: (1, 8), 1: (8, 8), 2: (8, 8)}, taken={0: (2,)},
                     board=[s for s in SPELLS for _ in range(s) if s not in (1, 2, 8)])
    # red sees the 2 she took; yellow sees only that she took one: the two 2s are both unseen to him
    mine = {o.spell: o for o in game.odds_from_table(game.observation(state, 0))}
    theirs = {o.spell: o for o in game.odds_from_table(game.observation(state, 1))}
    assert mine[2].unseen == 1 and theirs[2].unseen == 2


def test_empty_row_means_zero_everywhere():
    game = Abracadawhat(players=2)
    # red just cast her last stone, a Sweet Dream: the die is still to roll (an empty row ends the round after)
    state = position(game, {0: (), 1: (8,)}, board=(3,), last_cast=3, phase="roll", pending="dream")
    assert all(o.at_least_one == 0 and o.expected == 0 for o in game.odds_from_table(game.observation(state, 0)))
