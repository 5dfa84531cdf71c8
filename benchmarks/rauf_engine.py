"""Rauf und Runter engine figures: complete games and exact-N-step reachability."""
from __future__ import annotations

import random

import engine
from engine.core import sample
from engine.rauf_und_runter.policies import POLICIES

from .timing import rate


def random_games(policy: str = "random", seconds: float = 3.0) -> tuple[float, float]:
    """Complete games per second, 4 players with 4 friends each, every seat playing ``policy``
    and chance sampled from the seed; also the mean number of actions (chance included)."""
    game = engine.load("rauf_und_runter", players=4, friends=4)
    choose = POLICIES[policy]
    seeds = iter(range(10**9))
    lengths: list[int] = []

    def work() -> int:
        seed = next(seeds)
        state, rng, n = game.initial_state(seed), random.Random(seed), 0
        while not game.is_terminal(state):
            action = (sample(game.chance_outcomes(state), rng) if game.is_chance_node(state)
                      else choose(game, state, rng))
            state = game.apply(state, action)
            n += 1
        lengths.append(n)
        return 1

    return rate(work, seconds), sum(lengths) / len(lengths)


def reachability(seconds: float = 3.0) -> float:
    """Exact-N-step reachability queries per second through the public API: for positions taken
    from seeded games, every space a walk of exactly N steps (N = 1..5) can end on, with the
    player's shortcut tiles allowed."""
    game = engine.load("rauf_und_runter", players=4)
    states = []
    for seed in range(40):
        state, rng = game.initial_state(seed), random.Random(seed)
        for _ in range(rng.randrange(0, 60)):
            if game.is_terminal(state):
                break
            action = (sample(game.chance_outcomes(state), rng) if game.is_chance_node(state)
                      else POLICIES["greedy"](game, state, rng))
            state = game.apply(state, action)
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
