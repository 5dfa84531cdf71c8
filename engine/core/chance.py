"""Explicit chance: dice rolls and draws are listed outcomes with exact probabilities.

A game whose state is a chance node returns ``[(outcome, probability), ...]`` from
``chance_outcomes``; the chosen outcome is then applied like any action. Free play
samples outcomes with ``sample`` from a ``random.Random`` that the caller owns
(never the global one), so a match replays exactly from its seed.
"""
from __future__ import annotations

import math
import random
from fractions import Fraction
from typing import Sequence, TypeVar

T = TypeVar("T")


def uniform(outcomes: Sequence[T]) -> list[tuple[T, Fraction]]:
    """Every outcome equally likely (a fair die, a well-shuffled deck's top card)."""
    if not outcomes:
        raise ValueError("a chance node needs at least one outcome")
    p = Fraction(1, len(outcomes))
    return [(o, p) for o in outcomes]


def die(faces: Sequence[T]) -> list[tuple[T, Fraction]]:
    """A fair die with the given faces (repeated faces count several times)."""
    counts: dict[T, int] = {}
    for f in faces:
        counts[f] = counts.get(f, 0) + 1
    n = len(faces)
    return [(f, Fraction(k, n)) for f, k in counts.items()]


def sample(outcomes: Sequence[tuple[T, Fraction]], rng: random.Random) -> T:
    """Pick one outcome by its exact probability, using only ``rng``."""
    total = sum(p for _, p in outcomes)
    if total != 1:
        raise ValueError(f"chance probabilities add up to {total}, not 1")
    # exact arithmetic: draw an integer over the common denominator
    denom = math.lcm(*(p.denominator for _, p in outcomes))
    x = rng.randrange(denom)
    acc = 0
    for o, p in outcomes:
        acc += p.numerator * (denom // p.denominator)
        if x < acc:
            return o
    raise AssertionError("unreachable")  # pragma: no cover


def sample_counts(outcomes: Sequence[T], counts: Sequence[int], rng: random.Random) -> T:
    """``sample`` over ``outcomes`` weighted by whole ``counts`` (stones in a bag, faces of a die), without
    building fractions: the same draw from the same ``rng`` as ``sample([(o, Fraction(k, sum(counts)))...])``
    (the same common denominator, the same integer), several times faster."""
    total = sum(counts)
    if total <= 0:
        raise ValueError("a chance node needs at least one outcome")
    denom = math.lcm(*(total // math.gcd(k, total) for k in counts if k))
    x = rng.randrange(denom)
    acc = 0
    for o, k in zip(outcomes, counts):
        if k:
            acc += k * denom // total
            if x < acc:
                return o
    raise AssertionError("unreachable")  # pragma: no cover


def derived_rng(seed: int | str, *salt: object) -> random.Random:
    """A private generator for one purpose (setup, step N of a match...).

    String seeding is stable across runs and Python versions (it hashes with SHA-512),
    unlike ``hash()``, and it never touches the global ``random``.
    """
    return random.Random(":".join(str(s) for s in (seed, *salt)))
