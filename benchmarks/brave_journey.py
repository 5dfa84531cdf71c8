"""Brave Journey engine figures: complete games per second, and the balance report's 10,000-game sweep."""
from __future__ import annotations

import os
import time

import engine
from engine.brave_journey.balance import play_one, sweep
from engine.brave_journey.policies import POLICIES
from engine.core import play_out

from .timing import rate


def random_games(policy: str = "random", seconds: float = 3.0) -> tuple[float, float]:
    """Complete games per second through the engine contract (``transition``: every action checked, events
    written), 4 players, every seat playing ``policy``, chance sampled from the seed; also the mean number of
    actions per game (chance included)."""
    game = engine.load("brave_journey", players=4)
    seeds = iter(range(10**9))
    lengths: list[int] = []

    def work() -> int:
        lengths.append(play_out(game, next(seeds), POLICIES[policy])[1])
        return 1

    return rate(work, seconds), sum(lengths) / len(lengths)


def simulated_games(seconds: float = 3.0) -> float:
    """Complete games per second as the balance sweep plays them (``step``: no checks, no event texts), 4 players,
    every seat greedy, in one process."""
    game = engine.load("brave_journey", players=4)
    seeds = iter(range(10**9))

    def work() -> int:
        play_one(game, next(seeds))
        return 1

    return rate(work, seconds)


def balance_sweep(games: int = 10_000) -> tuple[float, float, int]:
    """Wall-clock seconds of the balance report's sweep (4 players, greedy): with one worker (no pool) and with a
    process pool over every core; also the number of cores."""
    cores = os.cpu_count() or 1
    start = time.perf_counter()
    one = sweep(games, players=4, workers=1)
    t1 = time.perf_counter() - start
    start = time.perf_counter()
    every = sweep(games, players=4, workers=cores)
    tn = time.perf_counter() - start
    assert every == one, "the sweep must not depend on the number of workers"
    return t1, tn, cores
