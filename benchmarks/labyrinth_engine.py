"""Labyrinth engine figures: full-turn enumeration and complete random games."""
from __future__ import annotations

import random

import engine
from engine.core import play_out
from engine.labyrinth.policies import random_greedy

from .timing import rate


def sample_positions(count: int = 24) -> tuple[engine.Game, list]:
    """Start-of-turn positions taken from seeded games: the opening and later turns, 2–4 players."""
    positions = []
    for i in range(count):
        game = engine.load("labyrinth", players=2 + i % 3)
        state, rng = game.initial_state(i), random.Random(i)
        for _ in range(rng.randrange(0, 120)):
            if game.is_terminal(state):
                break
            state = game.apply(state, random_greedy(game, state, rng))
        if state.phase == "move":
            state = game.apply(state, random_greedy(game, state, rng))
        if not game.is_terminal(state):
            positions.append((game, state))
    return positions


def full_turn_enumeration(seconds: float = 3.0) -> float:
    """Full-turn enumerations per second, through the public API only.

    One enumeration = one position: every legal insertion × rotation applied, and for each
    result the set of squares the player's pawn can reach.
    """
    positions = sample_positions()
    k = [0]

    def work() -> int:
        game, state = positions[k[0] % len(positions)]
        k[0] += 1
        for shift in game.legal_actions(state):
            game.reachable_cells(game.apply(state, shift))
        return 1

    return rate(work, seconds)


def random_games(seconds: float = 3.0, players: int = 2) -> tuple[float, float]:
    """Complete games per second (all treasures dealt) with the random-shift, greedy-move policy,
    and the mean number of actions per game."""
    game = engine.load("labyrinth", players=players)
    seeds = iter(range(10**9))
    lengths: list[int] = []

    def work() -> int:
        lengths.append(play_out(game, next(seeds), random_greedy)[1])
        return 1

    per_second = rate(work, seconds)
    return per_second, sum(lengths) / len(lengths)
