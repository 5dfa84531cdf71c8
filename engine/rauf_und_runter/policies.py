"""Automatic players for Rauf und Runter, for simulations, benchmarks and property tests.

Each policy is ``policy(game, state, rng) -> action`` for a decision node (not a chance node)
and uses only the ``rng`` it is given.
"""
from __future__ import annotations

import random
from collections import deque

from .board import GRID, SIDES
from .game import Move, Play, RaufState, RaufUndRunter


def random_policy(game: RaufUndRunter, state: RaufState, rng: random.Random):
    """Any legal action, uniformly."""
    return rng.choice(game.legal_actions(state))


def distances(state: RaufState, goals: frozenset[int]) -> list[int]:
    """Steps from every space to the nearest goal, walls respected (breadth-first search)."""
    masks = SIDES[state.side].masks
    dist = [10**6] * GRID.size
    queue = deque(goals)
    for g in goals:
        dist[g] = 0
    while queue:
        i = queue.popleft()
        for j in GRID.open_neighbours(masks, i):
            if dist[j] > dist[i] + 1:
                dist[j] = dist[i] + 1
                queue.append(j)
    return dist


def greedy(game: RaufUndRunter, state: RaufState, rng: random.Random):
    """Reach the target if any move does, else the move that ends closest to it; super tiles
    only when they make the target reachable this turn (luck: when it is out of reach)."""
    p = state.current
    goals = game.stop_cells(state, p)
    moves = [a for a in game.legal_actions(state) if isinstance(a, Move)]
    cell = lambda m: GRID.square(m.row, m.col)  # noqa: E731
    hits = [m for m in moves if cell(m) in goals]
    if hits:
        return min(hits, key=lambda m: m.shortcuts)
    held = state.tiles[p]
    if held[0] and any(c in goals for c in game.walk_ends(state, steps=state.steps + 2)):
        return Play("speed")
    if held[1] and rng.random() < 0.5:
        return Play("luck")
    dist = distances(state, goals)
    best = min(dist[cell(m)] + m.shortcuts for m in moves)
    return rng.choice([m for m in moves if dist[cell(m)] + m.shortcuts == best])


POLICIES = {"random": random_policy, "greedy": greedy}
