"""Simple automatic players, for simulations, benchmarks and property tests.

Each policy is ``policy(game, state, rng) -> action`` and uses only the ``rng`` it is given.
"""
from __future__ import annotations

import random

from .game import Labyrinth, LabyrinthState, Move, Shift


def random_greedy(game: Labyrinth, state: LabyrinthState, rng: random.Random) -> Shift | Move:
    """A random shift; then the scoring move if there is one, else a random reachable square."""
    if state.phase == "move":
        scoring = game.scoring_moves(state)
        if scoring:
            return scoring[0]
    return rng.choice(game.legal_actions(state))


def planner(game: Labyrinth, state: LabyrinthState, rng: random.Random) -> Shift | Move:
    """Looks one turn ahead: plays the hinted shift when one reaches the goal, else like ``random_greedy``."""
    if state.phase == "shift":
        hint = game.hint(state)
        if hint is not None:
            return hint[0]
    return random_greedy(game, state, rng)


POLICIES = {"random_greedy": random_greedy, "planner": planner}
