"""Abracada...What? engine figures: complete games and the deduction aid's speed."""
from __future__ import annotations

import random
import time

import engine
from engine.abracadawhat.policies import random_caster
from engine.core import play_out, sample

from .timing import rate


def random_games(seconds: float = 3.0) -> tuple[float, float]:
    """Complete games per second, 4 players casting at random, chance (every deal, refill and roll)
    sampled from the seed; also the mean number of actions per game (chance included)."""
    game = engine.load("abracadawhat", players=4)
    seeds = iter(range(10**9))
    lengths: list[int] = []

    def work() -> int:
        lengths.append(play_out(game, next(seeds), random_caster)[1])
        return 1

    return rate(work, seconds), sum(lengths) / len(lengths)


def odds_time(repeats: int = 2000) -> float:
    """Seconds for one deduction-aid computation (observation + exact odds for all eight spells)
    in a 5-player position right after the deal: the median over many positions."""
    game = engine.load("abracadawhat", players=5)
    states = []
    for seed in range(20):
        state, rng = game.initial_state(seed), random.Random(seed)
        while game.is_chance_node(state):
            state = game.apply(state, sample(game.chance_outcomes(state), rng))
        states.append(state)
    times = []
    for i in range(repeats):
        state = states[i % len(states)]
        start = time.perf_counter()
        game.spell_odds(game.observation(state, i % 5))
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2]
