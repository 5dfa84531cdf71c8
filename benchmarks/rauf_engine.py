"""Rauf und Runter engine figures: complete games and exact-N-step reachability."""
from __future__ import annotations

import random

import engine
from engine.core import play_out
from engine.rauf_und_runter.policies import POLICIES

from .timing import rate


def random_games(policy: str = "random", seconds: float = 3.0) -> tuple[float, float]:
    """Complete games per second, 4 players with 4 friends each, every seat playing ``policy``
    and chance sampled from the seed; also the mean number of actions (chance included)."""
    game = engine.load("rauf_und_runter", players=4, friends=4)
    seeds = iter(range(10**9))
    lengths: list[int] = []

    def work() -> int:
        lengths.append(play_out(game, next(seeds), POLICIES[policy])[1])
        return 1

    return rate(work, seconds), sum(lengths) / len(lengths)


def reachability(seconds: float = 3.0) -> float:
    """Exact-N-step reachability queries per second through the public API: for positions taken
    from seeded games, every space a walk of exactly N steps (N = 1..5) can end on, with the
    player's shortcut tiles allowed."""
    game = engine.load("rauf_und_runter", players=4)
    states = []
    for seed in range(40):
        rng = random.Random(seed)
        state, _ = play_out(game, seed, POLICIES["greedy"], limit=rng.randrange(0, 60))
        if not game.is_terminal(state):
            states.append(state)
    k = [0]

    def work() -> int:
        state = states[k[0] % len(states)]
        k[0] += 1
        for n in range(1, 6):
            game.walk_ends(state, steps=n)
        return 5

    return rate(work, seconds)
