"""Seed determinism (PettingZoo's seed_test): the set-up comes from the seed, a Match draws tiles and turns
solo action tiles from its own seed, so the same seed and the same decisions give the same trajectory
whatever the global ``random`` does; nothing in the engine (the planner included) touches the global
``random`` (the shared checks: tests/engine/replay_kit.py).
"""
from __future__ import annotations

from engine.magic_maze import Draw, MagicMaze, Reveal
from mm_helpers import choose, play
from tests.engine.replay_kit import Seeding, run_match, seed_tests

SETTINGS = [dict(scenario=1, players=4), dict(scenario=2, players=2), dict(scenario=3, players=3),
            dict(scenario=1, players=1)]


def decide(game, state, rng):
    return choose(game, state, rng, planner=0.8, elapse=0.05)


TestSeedDeterminism = seed_tests(Seeding(
    game=MagicMaze, settings=SETTINGS, seeds=(0, 23),
    play=lambda game, seed, policy_seed: play(game, seed, policy_seed, max_actions=120, check=False),
    choose=decide, steps=150, min_actions=20, must_include=[(Draw, Reveal)],
    replay_settings=dict(scenario=3, players=5),
    dealt=[(lambda s: (s.heroes, s.holdings), 16)], start_seeds=30,
))


def test_tiles_come_off_the_stack_by_the_match_seed():
    game = MagicMaze(scenario=2, players=2)
    firsts = []
    for seed in range(15):
        m = run_match(MagicMaze(scenario=2, players=2), seed, decide, steps=60)
        firsts.append(tuple(a.tile for a in m.actions if isinstance(a, Draw))[:3])
    assert len(set(firsts)) > 5
    again = run_match(MagicMaze(scenario=2, players=2), 6, decide, steps=60)
    assert tuple(a.tile for a in again.actions if isinstance(a, Draw))[:3] == firsts[6]
    assert game.initial_state(6) == again.state_at(0)
