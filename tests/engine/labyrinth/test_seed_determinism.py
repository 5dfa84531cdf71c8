"""Seed determinism (PettingZoo's seed_test): the same seed and the same policy actions give the
same trajectory, whatever the global ``random`` module does in between."""
from __future__ import annotations

import random

import pytest

from engine.labyrinth import Labyrinth
from lab_play import play

SETTINGS = [
    dict(players=2, treasures=2),
    dict(players=3, treasures=2, variant="advanced"),
    dict(players=4, treasures=2, variant="children", same_round_tie=True, first_player=3),
    dict(players=3, treasures=2, variant="children+advanced"),
]


def disturb_global_random(salt):
    random.seed(f"disturbance {salt}")
    for _ in range(5000):
        random.random()
    random.shuffle(list(range(100)))


@pytest.mark.parametrize("settings", SETTINGS)
@pytest.mark.parametrize("seed", [0, 17, 2024])
def test_same_seed_same_trajectory(settings, seed):
    runs = []
    for salt in range(2):
        disturb_global_random(salt)
        game = Labyrinth(**settings)          # a fresh game object each run, too
        states, actions, events = play(game, seed, policy_seed=seed + 1, greedy=0.7, max_turns=120, check=False)
        runs.append((states, actions, [[e.text for e in evs] for evs in events], events))
    (s1, a1, t1, e1), (s2, a2, t2, e2) = runs
    assert len(a1) > 10
    assert a1 == a2
    assert s1 == s2
    assert e1 == e2 and t1 == t2
    game = Labyrinth(**settings)
    assert [game.describe(s) for s in s1] == [game.describe(s) for s in s2]


def test_replaying_the_actions_alone_gives_the_same_states():
    game = Labyrinth(players=3, treasures=2)
    states, actions, _ = play(game, 5, 6, 0.8, max_turns=100, check=False)
    disturb_global_random("replay")
    state = game.initial_state(5)
    replayed = [state]
    for a in actions:
        state = game.apply(state, a)
        replayed.append(state)
    assert replayed == states


def test_initial_state_does_not_touch_global_random():
    random.seed(3)
    before = random.getstate()
    Labyrinth(players=4).initial_state(99)
    assert random.getstate() == before


@pytest.mark.parametrize("settings", SETTINGS)
def test_different_seeds_give_different_starts(settings):
    game = Labyrinth(**settings)
    starts = [game.initial_state(seed) for seed in range(25)]
    assert len({(s.board, s.spare) for s in starts}) == 25
    assert len({s.piles for s in starts}) == 25
    assert game.initial_state(7) == game.initial_state(7)
    assert game.initial_state(7) != game.initial_state(8)
