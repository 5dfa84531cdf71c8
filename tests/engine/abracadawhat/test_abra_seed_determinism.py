"""Seed determinism (PettingZoo's seed_test): the same seeds give the same trajectory whatever the
global ``random`` module does in between; a Match draws the deal and every roll from its own seed
(the shared checks: tests/engine/replay_kit.py)."""
from __future__ import annotations

import random

import pytest

from engine.abracadawhat import Abracadawhat, Draw
from engine.core import Match
from abra_helpers import choose, play
from tests.engine.replay_kit import Seeding, disturb_global_random, seed_tests

SETTINGS = [dict(players=2), dict(players=3, variant="easy", refill="to_five"),
            dict(players=5, variant="winner_takes_all", next_start="rulebook", first_player=4)]

TestSeedDeterminism = seed_tests(Seeding(
    game=Abracadawhat, settings=SETTINGS, seeds=(0, 17, 2024),
    play=lambda game, seed, policy_seed: play(game, seed, policy_seed, max_rounds=3, check=False),
    choose=choose, steps=300, min_actions=30, must_include=[(Draw,)],
    replay_settings=dict(players=4),
    start=lambda game, seed: Match(game, seed=seed).state,          # the deal is chance: the match draws it
    dealt=[(lambda s: s.rows, 25)],
    more_settings=[dict(players=4)],
))


@pytest.mark.parametrize("settings", SETTINGS)
def test_match_samples_chance_from_its_own_seed(settings):
    game = Abracadawhat(**settings)
    trajectories = []
    for salt in range(2):
        disturb_global_random(salt)
        m = Match(game, seed=99)
        assert not game.is_chance_node(m.state)          # the deal was drawn at once
        rng = random.Random(5)
        for _ in range(80):
            if game.is_terminal(m.state):
                break
            m.apply(choose(game, m.state, rng))
        trajectories.append((m.actions, m.state))
    assert trajectories[0] == trajectories[1]
    other = Match(game, seed=100)
    assert other.state.rows != Match(game, seed=99).state.rows
