"""Seed determinism (PettingZoo's seed_test): a Match samples chance from its own seed, so the same
seed and the same decisions give the same trajectory whatever the global ``random`` does."""
from __future__ import annotations

import random

import pytest

from engine.core import Match
from engine.rauf_und_runter import Draw, RaufUndRunter, Roll
from rur_play import choose, play

SETTINGS = [
    dict(players=2),
    dict(players=3, friends=3, first_player=2),
    dict(players=4, friends=2, die_faces=(1, 2, 3, 4), super_tiles=(2, 2, 2)),
]


def disturb_global_random(salt):
    random.seed(f"disturbance {salt}")
    for _ in range(5000):
        random.random()
    random.shuffle(list(range(100)))


def run_match(settings, seed):
    """A match whose chance comes from the match; decisions from a policy seeded from ``seed``."""
    game = RaufUndRunter(**settings)
    match = Match(game, seed)
    rng = random.Random(seed + 1)
    while not game.is_terminal(match.state) and match.step < 600:
        assert not game.is_chance_node(match.state)       # the match resolves chance itself
        disturb_global_random(match.step)                   # global random moves between every step
        match.apply(choose(game, match.state, rng, 0.8))
    return match


@pytest.mark.parametrize("settings", SETTINGS)
@pytest.mark.parametrize("seed", [0, 17, 2024])
def test_same_seed_same_trajectory(settings, seed):
    runs = []
    for salt in range(2):
        disturb_global_random(salt)
        m = run_match(settings, seed)
        runs.append((m.actions, [m._states[i] for i in range(m.step + 1)],
                     [e.text for e in m.events_since(0)], m.to_json()))
    a, b = runs
    assert len(a[0]) > 10 and any(isinstance(x, (Roll, Draw)) for x in a[0])
    assert a == b


def test_chance_comes_from_the_match_seed():
    game = RaufUndRunter(players=2)
    rolls = []
    for seed in range(12):
        m = Match(game, seed)
        m.apply(next(iter(m.legal_actions())))
        rolls.append(tuple(a for a in m.actions if isinstance(a, Roll)))
    assert len(set(rolls)) > 1                            # different seeds, different rolls
    again = Match(game, 5)
    again.apply(next(iter(again.legal_actions())))
    assert tuple(a for a in again.actions if isinstance(a, Roll)) == rolls[5]


def test_undo_and_redo_keep_the_rolls():
    m = run_match(dict(players=3), 9)
    played = m.actions
    while m.undo():
        pass
    assert m.step <= 1
    while m.redo():
        pass
    assert m.actions == played


def test_replaying_the_actions_alone_gives_the_same_states():
    game = RaufUndRunter(players=3, friends=2)
    states, actions, _ = play(game, 5, 6, 0.8, check=False)
    disturb_global_random("replay")
    state = game.initial_state(5)
    replayed = [state]
    for a in actions:
        state = game.apply(state, a)
        replayed.append(state)
    assert replayed == states


def test_the_engine_and_match_do_not_touch_global_random():
    random.seed(3)
    before = random.getstate()
    game = RaufUndRunter(players=4)
    game.initial_state(99)
    m = Match(game, 4)
    rng = random.Random(0)
    for _ in range(40):
        m.apply(choose(game, m.state, rng, 0.5))
    assert random.getstate() == before


@pytest.mark.parametrize("settings", SETTINGS)
def test_different_seeds_give_different_starts(settings):
    game = RaufUndRunter(**settings)
    starts = [game.initial_state(seed) for seed in range(25)]
    assert len({(s.chains, s.tiles) for s in starts}) > 20
    assert game.initial_state(7) == game.initial_state(7)
