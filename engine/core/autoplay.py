"""Automatic play, for simulations, benchmarks and tests: chance from a seeded generator,
decisions from a policy ``policy(game, state, rng) -> action``."""
from __future__ import annotations

import random
from typing import Any, Callable, Iterator

from .chance import sample
from .game import Event, Game

Policy = Callable[[Game, Any, random.Random], Any]


def steps(game: Game, state: Any, policy: Policy, rng: random.Random,
          limit: int | None = None) -> Iterator[tuple[Any, Any, tuple[Event, ...]]]:
    """Play on from ``state`` until the game ends (or ``limit`` actions), yielding
    ``(action, new state, events)`` for every action, chance outcomes included."""
    n = 0
    while not game.is_terminal(state) and (limit is None or n < limit):
        if game.is_chance_node(state):
            action = sample(game.chance_outcomes(state), rng)
        else:
            action = policy(game, state, rng)
        state, events = game.transition(state, action)
        n += 1
        yield action, state, events


def play_out(game: Game, seed: int, policy: Policy, limit: int | None = None) -> tuple[Any, int]:
    """A whole game from ``game.initial_state(seed)`` with ``random.Random(seed)``: the last state
    and how many actions it took."""
    state, n = game.initial_state(seed), 0
    for _, state, _ in steps(game, state, policy, random.Random(seed), limit):
        n += 1
    return state, n
