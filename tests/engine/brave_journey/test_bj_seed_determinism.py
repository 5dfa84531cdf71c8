"""Seed determinism (PettingZoo's seed_test): a Match samples chance from its own seed, so the same seed and
the same decisions give the same trajectory whatever the global ``random`` does; the engine never touches it."""
from __future__ import annotations

import random

import pytest

from engine.brave_journey import BraveJourney, MissionCard, MonsterCard, Roll
from engine.brave_journey.balance import play_one
from engine.core import Match
from bj_play import choose, play

SETTINGS = [dict(players=2), dict(players=4, can_stop=True), dict(players=7, round_end="one_more_turn")]


def disturb_global_random(salt):
    random.seed(f"disturbance {salt}")
    for _ in range(3000):
        random.random()
    random.shuffle(list(range(100)))


def run_match(settings, seed):
    g = BraveJourney(**settings)
    match = Match(g, seed)
    rng = random.Random(seed + 1)
    while not g.is_terminal(match.state) and match.step < 1500:
        assert not g.is_chance_node(match.state)              # the match resolves chance itself
        disturb_global_random(match.step)
        match.apply(choose(g, match.state, rng, 0.7))
    return match


@pytest.mark.parametrize("settings", SETTINGS)
@pytest.mark.parametrize("seed", [0, 17])
def test_same_seed_same_trajectory(settings, seed):
    runs = []
    for salt in range(2):
        disturb_global_random(salt)
        m = run_match(settings, seed)
        runs.append((m.actions, [m.state_at(i) for i in range(m.step + 1)], [e.text for e in m.events_since(0)],
                     m.to_json()))
    a, b = runs
    assert len(a[0]) > 50 and any(isinstance(x, Roll) for x in a[0])
    assert any(isinstance(x, (MissionCard, MonsterCard)) for x in a[0])
    assert a == b


def test_different_seeds_deal_different_games():
    g = BraveJourney(players=4)
    starts = [g.initial_state(seed) for seed in range(30)]
    assert len({(s.characters, s.first_player) for s in starts}) > 25
    m1, m2 = Match(g, 1), Match(g, 2)
    assert [Match(g, 1).actions, Match(g, 1).state] == [m1.actions, m1.state]
    assert (m1.state, m1.actions) != (m2.state, m2.actions)


def test_replaying_the_actions_alone_gives_the_same_states():
    g = BraveJourney(players=3)
    states, actions, _ = play(g, 5, 6, 0.8, check=False)
    disturb_global_random("replay")
    state = g.initial_state(5)
    replayed = [state]
    for a in actions:
        state = g.apply(state, a)
        replayed.append(state)
    assert replayed == states


def test_the_engine_and_match_do_not_touch_global_random():
    random.seed(3)
    before = random.getstate()
    g = BraveJourney(players=5)
    g.initial_state(99)
    m = Match(g, 4)
    rng = random.Random(0)
    for _ in range(60):
        if g.is_terminal(m.state):
            break
        m.apply(choose(g, m.state, rng, 0.5))
    play_one(g, 12)
    assert random.getstate() == before


def test_a_simulated_game_depends_on_its_seed_alone():
    g = BraveJourney(players=4)
    first = [play_one(g, seed) for seed in (3, 4, 5)]
    disturb_global_random("sim")
    assert [play_one(g, seed) for seed in (3, 4, 5)] == first
    assert len({r.actions for r in first}) > 1
