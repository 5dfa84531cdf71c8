"""Simulations for the notebooks: does casting the most probable spell pay?

Seat 0 plays ``most_probable``; the others cast at random. A round is "won" by the player who
scored the most points in it (ties count for nobody). Chance comes from the seed, so the numbers
repeat exactly.
"""
from __future__ import annotations

import random

from engine.core import sample

from .game import Abracadawhat, RoundScored
from .policies import most_probable, random_caster


def round_wins(players: int = 4, games: int = 50, smart_seats: tuple[int, ...] = (0,), first_seed: int = 0,
               **settings) -> dict[str, float]:
    """Play ``games`` seeded games; return how many rounds were played and each seat's share of
    round wins."""
    game = Abracadawhat(players=players, **settings)
    wins = [0] * players
    rounds = 0
    for seed in range(first_seed, first_seed + games):
        state, rng = game.initial_state(seed), random.Random(seed)
        while not game.is_terminal(state):
            if game.is_chance_node(state):
                action = sample(game.chance_outcomes(state), rng)
            elif state.current in smart_seats:
                action = most_probable(game, state, rng)
            else:
                action = random_caster(game, state, rng)
            state, events = game.transition(state, action)
            for e in events:
                if isinstance(e, RoundScored):
                    rounds += 1
                    top = max(e.points)
                    leaders = [p for p, n in enumerate(e.points) if n == top]
                    if top and len(leaders) == 1:
                        wins[leaders[0]] += 1
    return {"rounds": rounds, **{f"seat {p}": wins[p] / rounds for p in range(players)}}
