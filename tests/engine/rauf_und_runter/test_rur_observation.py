"""What players see: every puzzle tile but the revealed ones is hidden from everyone."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.rauf_und_runter import RaufObservation, RaufUndRunter
from rur_play import play

rule = pytest.mark.rule


def hidden_redeal(state, rng):
    """The same position with every face-down chain tile dealt again (each friend at most twice)."""
    chains = []
    for p, chain in enumerate(state.chains):
        shown = () if state.heading_home[p] or not chain else chain[:1]
        pool = [f for f in range(4) for _ in range(2)]
        for f in shown:
            pool.remove(f)
        rng.shuffle(pool)
        chains.append(shown + tuple(pool[:len(chain) - len(shown)]))
    return replace(state, chains=tuple(chains))


@rule("rauf_und_runter.setup.chain")
@pytest.mark.parametrize("settings", [dict(players=2), dict(players=4, friends=3), dict(players=3, friends=8)])
def test_redealing_hidden_tiles_changes_no_observation(settings):
    game = RaufUndRunter(**settings)
    rng = random.Random(1)
    changed = 0
    for seed in range(4):
        states, _, _ = play(game, seed, seed, greedy=0.9, check=False)
        for state in states[::2]:
            other = hidden_redeal(state, rng)
            game.validate_state(other)
            changed += other != state
            for p in range(game.players):
                assert game.observation(state, p) == game.observation(other, p)
    assert changed > 10


@rule("rauf_und_runter.flip.reveal")
def test_only_revealed_targets_are_visible():
    game = RaufUndRunter(players=3)
    s = game.initial_state(2)
    obs = game.observation(s, 1)
    assert isinstance(obs, RaufObservation) and not hasattr(obs, "chains")
    assert obs.targets == tuple(c[0] for c in s.chains)
    assert obs.chain_lengths == (4, 4, 4)
    # a different first tile is a different observation, for everyone
    first = (s.chains[0][0] + 1) % 4
    other = replace(s, chains=((first,) + s.chains[0][1:],) + s.chains[1:])
    assert all(game.observation(other, p) != game.observation(s, p) for p in range(3))
    # heading home: nothing of the chain shows but its length
    home = replace(s, heading_home=(True, False, False))
    assert game.observation(home, 2).targets[0] is None
    # every player sees the same table (nothing is private in this game)
    assert len({replace(game.observation(s, p), player=0) for p in range(3)}) == 1


@rule("rauf_und_runter.setup.chain")
@pytest.mark.parametrize("bad", [-1, 3, "0", None, True])
def test_observation_of_an_unknown_seat_is_refused(bad):
    game = RaufUndRunter(players=3)
    with pytest.raises(ValueError, match="player"):
        game.observation(game.initial_state(0), bad)
