"""Seed determinism (PettingZoo's seed_test): the set-up comes from the seed, a Match draws tiles and turns
solo action tiles from its own seed, so the same seed and the same decisions give the same trajectory
whatever the global ``random`` does; nothing in the engine touches the global ``random``.
"""
from __future__ import annotations

import random

import pytest

from engine.core import Match
from engine.magic_maze import Draw, MagicMaze, Reveal
from mm_helpers import choose, play

SETTINGS = [dict(scenario=1, players=4), dict(scenario=2, players=2), dict(scenario=3, players=3),
            dict(scenario=1, players=1)]


def disturb_global_random(salt):
    random.seed(f"disturbance {salt}")
    for _ in range(3000):
        random.random()
    random.shuffle(list(range(100)))


def run_match(settings, seed, steps=150, disturb=True):
    """A match whose chance comes from the match; decisions from a policy seeded from ``seed``."""
    game = MagicMaze(**settings)
    match = Match(game, seed)
    rng = random.Random(seed + 1)
    while not game.is_terminal(match.state) and match.step < steps:
        assert not game.is_chance_node(match.state)          # the match resolves chance itself
        if disturb:
            disturb_global_random(match.step)                  # global random moves between every step
        match.apply(choose(game, match.state, rng, planner=0.8, elapse=0.05))
    return match


@pytest.mark.parametrize("settings", SETTINGS)
@pytest.mark.parametrize("seed", [0, 23])
def test_same_seed_same_trajectory(settings, seed):
    runs = []
    for salt in range(2):
        disturb_global_random(salt)
        m = run_match(settings, seed)
        runs.append((m.actions, [m._states[i] for i in range(m.step + 1)],
                     [e.text for e in m.events_since(0)], m.to_json()))
    a, b = runs
    assert len(a[0]) > 20 and any(isinstance(x, (Draw, Reveal)) for x in a[0])
    assert a == b


def test_tiles_come_off_the_stack_by_the_match_seed():
    game = MagicMaze(scenario=2, players=2)
    firsts = []
    for seed in range(15):
        m = run_match(dict(scenario=2, players=2), seed, steps=60)
        firsts.append(tuple(a.tile for a in m.actions if isinstance(a, Draw))[:3])
    assert len(set(firsts)) > 5
    again = run_match(dict(scenario=2, players=2), 6, steps=60)
    assert tuple(a.tile for a in again.actions if isinstance(a, Draw))[:3] == firsts[6]
    assert game.initial_state(6) == again._states[0]


def test_replaying_the_actions_alone_gives_the_same_states():
    game = MagicMaze(scenario=3, players=5)
    states, actions, _ = play(game, 5, 6, max_actions=120, check=False)
    disturb_global_random("replay")
    state = game.initial_state(5)
    replayed = [state]
    for a in actions:
        state = game.apply(state, a)
        replayed.append(state)
    assert replayed == states


def test_the_engine_the_planner_and_match_do_not_touch_global_random():
    random.seed(3)
    before = random.getstate()
    for settings in SETTINGS:
        game = MagicMaze(**settings)
        game.initial_state(99)
        run_match(settings, 4, steps=60, disturb=False)
    assert random.getstate() == before


@pytest.mark.parametrize("settings", SETTINGS)
def test_different_seeds_give_different_starts(settings):
    game = MagicMaze(**settings)
    starts = [game.initial_state(seed) for seed in range(30)]
    assert len({(s.heroes, s.holdings) for s in starts}) > 15
    assert game.initial_state(7) == game.initial_state(7)
