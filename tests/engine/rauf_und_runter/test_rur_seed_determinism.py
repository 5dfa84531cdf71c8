"""Seed determinism (PettingZoo's seed_test): a Match samples chance from its own seed, so the same
seed and the same decisions give the same trajectory whatever the global ``random`` does (the shared
checks: tests/engine/replay_kit.py)."""
from __future__ import annotations

from engine.core import Match
from engine.rauf_und_runter import Draw, RaufUndRunter, Roll
from rur_play import choose, play
from tests.engine.replay_kit import Seeding, run_match, seed_tests

SETTINGS = [
    dict(players=2),
    dict(players=3, friends=3, first_player=2),
    dict(players=4, friends=2, die_faces=(1, 2, 3, 4), super_tiles=(2, 2, 2)),
]


def decide(game, state, rng):
    return choose(game, state, rng, 0.8)


TestSeedDeterminism = seed_tests(Seeding(
    game=RaufUndRunter, settings=SETTINGS, seeds=(0, 17, 2024),
    play=lambda game, seed, policy_seed: play(game, seed, policy_seed, 0.8, check=False),
    choose=decide, steps=600, min_actions=10, must_include=[(Roll, Draw)],
    replay_settings=dict(players=3, friends=2),
    dealt=[(lambda s: (s.chains, s.tiles), 21)],
    more_settings=[dict(players=4)],
))


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
    m = run_match(RaufUndRunter(players=3), 9, decide, steps=600)
    played = m.actions
    while m.undo():
        pass
    assert m.step <= 1
    while m.redo():
        pass
    assert m.actions == played
