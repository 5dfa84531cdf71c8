"""Automatic players for Magic Maze, for simulations, benchmarks, tests and the board's bots.

Each policy is ``policy(game, state, rng) -> action`` for a decision node and uses only the ``rng``
it is given. ``planner`` (engine.magic_maze.planner) plays every seat cooperatively with time stopped;
``random_hero`` makes random hero actions and explorations, never letting time pass.
"""
from __future__ import annotations

import random

from engine.core import Elapse

from .game import MagicMaze, MMState, PlacePawn
from .planner import planner_policy


def random_hero(game: MagicMaze, state: MMState, rng: random.Random):
    """Any legal action but the clock and the pawn (random play that explores the rules)."""
    actions = [a for a in game.legal_actions(state) if not isinstance(a, (Elapse, PlacePawn))]
    return rng.choice(actions) if actions else Elapse(state.sand)


POLICIES = {"planner": planner_policy, "random_hero": random_hero}
