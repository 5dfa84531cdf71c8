"""Simulations for the notebooks: does casting the most probable spell pay, and does remembering?

``round_wins``: seat 0 plays ``most_probable``; the others cast at random. A round is "won" by the
player who scored the most points in it (ties count for nobody).

``casting_study``: whole games in which seat 0 casts by the exact odds that remember the round
(``deduction.RowBelief``), by the simple count of the table now, or at random, against random
casters; how often seat 0 wins the game, with a 95% confidence interval. Chance comes from the seed,
so the numbers repeat exactly.
"""
from __future__ import annotations

import random

from engine.core import steps

import math
from concurrent.futures import ProcessPoolExecutor

from .deduction import RowBelief
from .game import Abracadawhat, DealDone, RoundScored
from .policies import by_odds, most_probable, random_caster


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


#: how seat 0 casts in ``casting_study``
CASTERS = ("exact odds", "simple count", "random")


def play_one(game: Abracadawhat, seed: int, caster: str) -> tuple[int, ...]:
    """One seeded game with seat 0 casting as ``caster`` and the others at random: the winners."""
    rng = random.Random(seed)
    state = game.initial_state(seed)
    belief: RowBelief | None = None
    while not game.is_terminal(state):
        if game.is_chance_node(state):
            action = game.draw_chance(state, rng)
        elif state.current != 0 or caster == "random":
            action = random_caster(game, state, rng)
        elif caster == "simple count":
            action = most_probable(game, state, rng)
        else:
            action = by_odds(game, state, belief.odds(exact=False))
        state, events = game.transition(state, action)
        if caster != "exact odds":
            continue
        if any(isinstance(e, DealDone) for e in events):
            belief = RowBelief.from_observation(game, game.observation(state, 0))
        elif belief is not None:
            belief.follow(events, 0)
    return state.winners


def _share(args: tuple[int, int, int, str]) -> tuple[int, int]:
    players, first, count, caster = args
    game = Abracadawhat(players=players)
    wins = sum(0 in play_one(game, seed, caster) for seed in range(first, first + count))
    return wins, count


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson confidence interval of a share ``wins / n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (centre - half, centre + half)


def casting_study(games: int = 2000, players: int = 4, first_seed: int = 0, workers: int = 2) -> dict[str, dict]:
    """For each way seat 0 casts: the share of ``games`` seeded games it wins (a shared win counts),
    with its 95% confidence interval. The same seeds for every caster, so the games differ only by
    seat 0's choices (and what follows from them)."""
    out = {}
    chunks = max(1, workers * 4)
    size = -(-games // chunks)
    for caster in CASTERS:
        parts = [(players, first_seed + k * size, min(size, games - k * size), caster)
                 for k in range(chunks) if k * size < games]
        if workers > 1:
            with ProcessPoolExecutor(workers) as pool:
                results = list(pool.map(_share, parts))
        else:
            results = [_share(p) for p in parts]
        wins = sum(w for w, _ in results)
        n = sum(c for _, c in results)
        out[caster] = {"games": n, "wins": wins, "share": wins / n, "ci95": wilson(wins, n)}
    return out
