"""Seed determinism (PettingZoo's seed_test): a Match samples chance from its own seed, so the same seed and
the same decisions give the same trajectory whatever the global ``random`` does; the engine never touches it
(the shared checks: tests/engine/replay_kit.py)."""
from __future__ import annotations

from engine.brave_journey import BraveJourney, MissionCard, MonsterCard, Roll
from engine.brave_journey.balance import play_one
from bj_play import choose, play
from tests.engine.replay_kit import Seeding, disturb_global_random, seed_tests

SETTINGS = [dict(players=2), dict(players=4, can_stop=True), dict(players=7, round_end="one_more_turn")]

TestSeedDeterminism = seed_tests(Seeding(
    game=BraveJourney, settings=SETTINGS, seeds=(0, 17),
    play=lambda game, seed, policy_seed: play(game, seed, policy_seed, 0.8, check=False),
    choose=lambda game, state, rng: choose(game, state, rng, 0.7), steps=1500, min_actions=50,
    must_include=[(Roll,), (MissionCard, MonsterCard)],
    replay_settings=dict(players=3),
    dealt=[(lambda s: (s.characters, s.first_player), 26)], start_seeds=30,
    more_settings=[dict(players=4), dict(players=5)],
    also_quiet=lambda game: play_one(game, 12),
))


def test_a_simulated_game_depends_on_its_seed_alone():
    g = BraveJourney(players=4)
    first = [play_one(g, seed) for seed in (3, 4, 5)]
    disturb_global_random("sim")
    assert [play_one(g, seed) for seed in (3, 4, 5)] == first
    assert len({r.actions for r in first}) > 1
