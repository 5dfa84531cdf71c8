"""Simulations for the notebooks: does casting the most probable spell pay?

Seat 0 plays ``most_probable``; the others cast at random. A round is "won" by the player who
scored the most points in it (ties count for nobody). Chance comes from the seed, so the numbers
repeat exactly.
"""
from __future__ import annotations

import random

from engine.core import steps

from .game import Abracadawhat, RoundScored
from .policies import most_probable, random_caster


def round_wins(players: int = 4, games: int = 50, smart_seats: tuple[int, ...] = (0,), first_seed: int = 0,
               **settings) -> dict[str, float]:
    """Play ``games`` seeded games; return how many rounds were played and each seat's share of
    round wins."""
    game = Abracadawhat(players=players, **settings)
    wins = [0] * players
    rounds = 0
    def policy(game: Abracadawhat, state, rng: random.Random):
        return (most_probable if state.current in smart_seats else random_caster)(game, state, rng)

    for seed in range(first_seed, first_seed + games):
        for _, _, events in steps(game, game.initial_state(seed), policy, random.Random(seed)):
            for e in events:
                if isinstance(e, RoundScored):
                    rounds += 1
                    top = max(e.points)
                    leaders = [p for p, n in enumerate(e.points) if n == top]
                    if top and len(leaders) == 1:
                        wins[leaders[0]] += 1
    return {"rounds": rounds, **{f"seat {p}": wins[p] / rounds for p in range(players)}}
