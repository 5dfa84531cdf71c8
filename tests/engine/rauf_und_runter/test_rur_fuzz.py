"""Illegal-action fuzzing: anything thrown at ``apply`` is either a legal action (and applies) or
raises IllegalAction citing a rule id of the registry; ``explain`` agrees; the state never changes."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

from engine.rauf_und_runter import Draw, Move, Play, RaufUndRunter, Roll
from rur_play import play
from tests.engine.action_contract import check_all, check_one

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

SETTINGS = [
    dict(players=2),
    dict(players=3, friends=2, die_faces=(1, 2, 5)),
    dict(players=4, friends=1, super_tiles=(2, 2, 2), first_player=3),
]
KINDS = ["speed", "luck", "shortcut", "", "Speed", "x"]


@lru_cache(maxsize=None)
def pool():
    """(game, state) pairs from random games: all three phases, early and late, finished games too."""
    out = []
    for k, settings in enumerate(SETTINGS):
        game = RaufUndRunter(**settings)
        for seed in range(3):
            states, _, _ = play(game, seed * 7 + k, seed, greedy=0.9, check=False)
            picks = states[:: max(1, len(states) // 15)] + [s for s in states if s.phase == "draw"][:3] + states[-2:]
            out.extend((game, s) for s in picks)
    assert any(g.is_terminal(s) for g, s in out)
    assert {s.phase for _, s in out} == {"roll", "move", "draw"}
    return out


WHOLE_SPACE = ([Roll(v) for v in range(-1, 8)] + [Draw(k) for k in KINDS] + [Play(k) for k in KINDS]
               + [Move(r, c, s) for r in range(-1, 7) for c in range(-1, 7) for s in range(-1, 4)])   # spaces 1..5
ODD_THINGS = [None, 0, "roll", (1, 2), [1], {"type": "Roll", "value": 1}, object(),
              Roll(True), Roll(1.0), Roll("1"), Roll(None), Draw(0), Draw(None), Draw(("speed",)), Play(None),
              Play(1), Move(True, 1), Move(1, False), Move("1", 1), Move(1.0, 1), Move(None, None),
              Move(1, 2, True), Move(1, 2, 1.0), Move(1, 2, "1"), Move(1, 2, None)]


@pytest.mark.parametrize("k", range(len(SETTINGS)))
def test_whole_action_space_at_many_positions(k):
    positions = [(g, s) for g, s in pool() if g.settings == RaufUndRunter(**SETTINGS[k]).settings]
    for game, state in positions:
        applied = check_all(game, state, WHOLE_SPACE + ODD_THINGS)
        legal = game.legal_actions(state)
        # exactly the legal actions apply, every one of them
        assert sorted(map(repr, applied)) == sorted(map(repr, legal))
        if game.is_chance_node(state):
            assert legal == [o for o, _ in game.chance_outcomes(state)]


actions = st.one_of(
    st.builds(Roll, st.integers(-10, 10)),
    st.builds(Draw, st.sampled_from(KINDS) | st.text(max_size=3)),
    st.builds(Play, st.sampled_from(KINDS) | st.text(max_size=3)),
    st.builds(Move, st.integers(-2, 7), st.integers(-2, 7), st.integers(-2, 4)),
    st.builds(Move, st.integers(-100, 100), st.integers(-100, 100), st.integers(-100, 100)),
    st.sampled_from(ODD_THINGS),
)


@given(st.data())
def test_random_actions_at_random_positions(data):
    game, state = data.draw(st.sampled_from(pool()))
    check_all(game, state, data.draw(st.lists(actions, min_size=1, max_size=10)))


def test_explain_agrees_with_apply_along_games():
    game = RaufUndRunter(players=3, friends=2)
    rng = random.Random(4)
    state = game.initial_state(4)
    while not game.is_terminal(state) and state.turn < 80:
        legal = game.legal_actions(state)
        for a in rng.sample(WHOLE_SPACE, 40):
            check_one(game, state, a, legal)
        state = game.apply(state, rng.choice(legal))
