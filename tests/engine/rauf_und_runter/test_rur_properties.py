"""Property-based random play: the invariants of rur_play.Invariants hold after every action.

Under CI=true the hypothesis profile "ci" (tests/engine/conftest.py) plays 300 games ("deep": 1,000),
derandomized; the "dev" default plays 100.
"""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.rauf_und_runter import RaufUndRunter
from rur_play import play

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

MAX_ACTIONS = 400

game_settings = st.fixed_dictionaries({
    "players": st.integers(2, 4),
    "friends": st.integers(1, 4),
    "die_faces": st.one_of(st.just((1, 1, 2, 2, 3, 3)),
                           st.lists(st.integers(1, 6), min_size=1, max_size=6).map(tuple)),
    "super_tiles": st.tuples(st.integers(0, 7), st.integers(0, 6), st.integers(0, 6)),
    "first_player": st.integers(0, 3),
})


@given(settings=game_settings, seed=st.integers(0, 2**32 - 1), policy_seed=st.integers(0, 2**32 - 1),
       greedy=st.sampled_from([0.0, 0.5, 0.9, 1.0]))
def test_random_play_keeps_the_invariants(settings, seed, policy_seed, greedy):
    n = settings["players"]
    split = settings["super_tiles"]
    if sum(split) < n:                                   # at least one tile per player (a setting rule)
        split = (split[0] + n, split[1], split[2])
    settings = {**settings, "first_player": settings["first_player"] % n, "super_tiles": split}
    game = RaufUndRunter(**settings)
    states, actions, events = play(game, seed, policy_seed, greedy, MAX_ACTIONS)
    last = states[-1]
    assert game.is_terminal(last) or len(actions) == MAX_ACTIONS
    if game.is_terminal(last):
        rule = events[-1][-1].rule
        assert rule in ("rauf_und_runter.win", "rauf_und_runter.flip.home-on-landing")
        if rule == "rauf_und_runter.win":
            assert len(last.winners) == 1
        assert all(not last.chains[w] and last.heading_home[w] for w in last.winners)
        assert game.legal_actions(last) == [] and game.chance_outcomes(last) == []
    # the chain of every player only shrank, from its dealt start
    for p in range(n):
        assert states[0].chains[p][len(states[0].chains[p]) - len(last.chains[p]):] == last.chains[p]


def test_greedy_games_end():
    """Greedy players finish every short game well within the bound."""
    for k in range(24):
        game = RaufUndRunter(players=2 + k % 3, friends=1 + k % 4)
        states, actions, _ = play(game, seed=k, policy_seed=k, greedy=1.0, max_actions=MAX_ACTIONS)
        assert game.is_terminal(states[-1]), (k, len(actions))
