"""engine.core.chance: exact probabilities, sampling only from the given generator."""
from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest

from engine.core import derived_rng, die, sample, uniform


class CyclingRng:
    """Stands in for random.Random: randrange(n) returns 0, 1, ..., n-1, 0, 1, ... in turn.

    Over exactly n draws every integer comes once, so the frequencies ``sample`` produces
    must be *exactly* the probabilities times n.
    """

    def __init__(self):
        self.k = 0

    def randrange(self, n):
        v = self.k % n
        self.k += 1
        return v


def test_uniform_gives_equal_exact_probabilities():
    assert uniform(["a", "b", "c"]) == [("a", Fraction(1, 3)), ("b", Fraction(1, 3)), ("c", Fraction(1, 3))]
    assert sum(p for _, p in uniform(range(7))) == 1
    with pytest.raises(ValueError):
        uniform([])


def test_die_counts_repeated_faces():
    assert dict(die([1, 2, 3, 4, 5, 6])) == {f: Fraction(1, 6) for f in range(1, 7)}
    assert dict(die(["hit", "hit", "miss"])) == {"hit": Fraction(2, 3), "miss": Fraction(1, 3)}
    assert sum(p for _, p in die("aabbbc")) == 1


@pytest.mark.parametrize("outcomes", [
    die(range(1, 7)),
    die(["x", "x", "y"]),
    [("a", Fraction(1, 4)), ("b", Fraction(3, 4))],
    [("a", Fraction(1, 2)), ("b", Fraction(1, 3)), ("c", Fraction(1, 6))],
    [("only", Fraction(1))],
])
def test_sample_frequencies_are_exact_over_a_full_cycle(outcomes):
    denom = 1
    for _, p in outcomes:
        denom = denom * p.denominator // __import__("math").gcd(denom, p.denominator)
    rng = CyclingRng()
    counts = Counter(sample(outcomes, rng) for _ in range(denom * 5))
    assert {o: Fraction(counts[o], denom * 5) for o, _ in outcomes} == dict(outcomes)


@pytest.mark.parametrize("outcomes", [
    die(range(1, 7)),
    [("a", Fraction(1, 4)), ("b", Fraction(3, 4))],
    [("a", Fraction(1, 2)), ("b", Fraction(1, 3)), ("c", Fraction(1, 6))],
])
def test_sample_frequencies_with_a_seeded_rng(outcomes):
    n = 60_000
    rng = random.Random(20240601)
    counts = Counter(sample(outcomes, rng) for _ in range(n))
    for o, p in outcomes:
        expected = n * float(p)
        sigma = (n * float(p) * (1 - float(p))) ** 0.5
        assert abs(counts[o] - expected) < 5 * sigma, (o, counts[o], expected)
    assert set(counts) == {o for o, _ in outcomes}


def test_sample_is_reproducible_from_the_seed():
    draws = lambda seed: [sample(die(range(1, 7)), random.Random(seed)) for _ in range(1)]
    a = [sample(die(range(1, 7)), r) for r in [random.Random(5)] for _ in range(50)]
    r = random.Random(5)
    b = [sample(die(range(1, 7)), r) for _ in range(50)]
    assert a == b
    assert draws(1) == draws(1)


@pytest.mark.parametrize("bad", [
    [("a", Fraction(1, 2)), ("b", Fraction(1, 3))],   # 5/6
    [("a", Fraction(2, 3)), ("b", Fraction(2, 3))],   # 4/3
    [],
])
def test_sample_rejects_probabilities_not_adding_to_one(bad):
    with pytest.raises(ValueError, match="add up to"):
        sample(bad, random.Random(0))


def test_sample_and_derived_rng_leave_global_random_alone():
    random.seed(99)
    before = random.getstate()
    rng = derived_rng(3, "chance", 7)
    for _ in range(100):
        sample(die(range(1, 7)), rng)
    assert random.getstate() == before


def test_derived_rng_is_stable_and_salted():
    seq = lambda *args: [derived_rng(*args).random() for _ in range(1)] + [derived_rng(*args).randrange(10**9)]
    assert seq(1, "setup") == seq(1, "setup")
    assert seq(1, "setup") != seq(2, "setup")
    assert seq(1, "setup") != seq(1, "chance")
    assert seq(1, "chance", 3) != seq(1, "chance", 4)


# -- sample_counts: the same draw as sample over fractions, without them --------------------------------------
from fractions import Fraction as _F  # noqa: E402

from hypothesis import given, strategies as _st  # noqa: E402

from engine.core.chance import sample_counts  # noqa: E402


@given(counts=_st.lists(_st.integers(0, 12), min_size=1, max_size=9).filter(any), seed=_st.integers(0, 2**32))
def test_sample_counts_draws_exactly_what_sample_draws(counts, seed):
    outcomes = list(range(len(counts)))
    total = sum(counts)
    r1, r2 = random.Random(seed), random.Random(seed)
    expected = sample([(o, _F(k, total)) for o, k in zip(outcomes, counts) if k], r1)
    assert sample_counts(outcomes, counts, r2) == expected
    assert r1.getstate() == r2.getstate()          # and it used the generator the same way


def test_sample_counts_refuses_an_empty_bag():
    with pytest.raises(ValueError):
        sample_counts(["a", "b"], [0, 0], random.Random(1))
