"""Seed determinism (PettingZoo's seed_test): the same seed and the same policy actions give the
same trajectory, whatever the global ``random`` module does in between (tests/engine/replay_kit.py)."""
from __future__ import annotations

from engine.labyrinth import Labyrinth
from lab_play import play, policy
from tests.engine.replay_kit import Seeding, seed_tests

SETTINGS = [
    dict(players=2, treasures=2),
    dict(players=3, treasures=2, variant="advanced"),
    dict(players=4, treasures=2, variant="children", same_round_tie=True, first_player=3),
    dict(players=3, treasures=2, variant="children+advanced"),
]

TestSeedDeterminism = seed_tests(Seeding(
    game=Labyrinth, settings=SETTINGS, seeds=(0, 17, 2024),
    play=lambda game, seed, policy_seed: play(game, seed, policy_seed, greedy=0.7, max_turns=120, check=False),
    choose=lambda game, state, rng: policy(game, state, rng, 0.7), steps=120, min_actions=10,
    replay_settings=dict(players=3, treasures=2),
    dealt=[(lambda s: (s.board, s.spare), 25), (lambda s: s.piles, 25)],
    more_settings=[dict(players=4)],
))
