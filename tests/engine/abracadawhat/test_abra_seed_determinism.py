"""Seed determinism (PettingZoo's seed_test): the same seeds give the same trajectory whatever the
global ``random`` module does in between; a Match draws the deal and every roll from its own seed."""
from __future__ import annotations

import random

import pytest

from engine.abracadawhat import Abracadawhat
from engine.core import Match
from abra_helpers import choose, play

SETTINGS = [dict(players=2), dict(players=3, variant="easy", refill="to_five"),
            dict(players=5, variant="winner_takes_all", next_start="rulebook", first_player=4)]


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
        game = Abracadawhat(**settings)
        states, actions, events = play(game, seed, policy_seed=seed + 1, max_rounds=3, check=False)
        runs.append((states, actions, events, [[e.text for e in evs] for evs in events]))
    assert len(runs[0][1]) > 30
    assert runs[0] == runs[1]
    game = Abracadawhat(**settings)
    assert [game.describe(s) for s in runs[0][0]] == [game.describe(s) for s in runs[1][0]]


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


def test_replaying_the_actions_alone_gives_the_same_states():
    game = Abracadawhat(players=4)
    states, actions, _ = play(game, 5, 6, max_rounds=2, check=False)
    disturb_global_random("replay")
    state = game.initial_state(5)
    replayed = [state]
    for a in actions:
        state = game.apply(state, a)
        replayed.append(state)
    assert replayed == states


def test_initial_state_and_match_do_not_touch_global_random():
    random.seed(3)
    before = random.getstate()
    game = Abracadawhat(players=4)
    game.initial_state(99)
    Match(game, seed=99)
    assert random.getstate() == before


def test_different_seeds_give_different_deals():
    game = Abracadawhat(players=4)
    deals = {Match(game, seed=s).state.rows for s in range(25)}
    assert len(deals) == 25
