"""Illegal-action fuzzing: anything thrown at ``apply`` is either a legal action (and applies) or
raises IllegalAction citing a rule id of the registry; ``explain`` agrees; the state never changes."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

from engine.labyrinth import Labyrinth, Move, Shift, Tile
from lab_play import play
from tests.engine.action_contract import check_all, check_one

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

SETTINGS = [
    dict(players=2, treasures=2),
    dict(players=3, treasures=2, variant="advanced", same_round_tie=True),
    dict(players=4, treasures=1, variant="children", first_player=2),
    dict(players=3, treasures=2, variant="children+advanced", same_round_tie=True, first_player=1),
]


@lru_cache(maxsize=None)
def pool():
    """(game, state) pairs from random games: both phases, early and late, finished games too."""
    out = []
    for k, settings in enumerate(SETTINGS):
        game = Labyrinth(**settings)
        for seed in range(3):
            states, _, _ = play(game, seed * 7 + k, seed, greedy=0.9, max_turns=150, check=False)
            picks = states[:: max(1, len(states) // 12)] + states[-2:]
            out.extend((game, s) for s in picks)
    assert any(g.is_terminal(s) for g, s in out) and any(s.phase == "move" for _, s in out)
    return out


SIDES = ["N", "E", "S", "W", "X"]
# rows, columns and lines are counted from 1 (1..7); the space reaches past both edges (and 0 and -1)
WHOLE_SPACE = ([Shift(side, line, rot) for side in SIDES for line in range(-1, 9) for rot in range(-1, 5)]
               + [Move(r, c) for r in range(-1, 9) for c in range(-1, 9)])
ODD_THINGS = [None, 0, "N", ("N", 2, 0), [1, 2], {"type": "Shift"}, Tile(5), object(),
              Shift("N", 2, True), Shift("N", True, 0), Shift("N", "2", 0), Shift("N", 2, 1.0), Shift(1, 2, 0),
              Move(True, 1), Move(1, False), Move("1", 1), Move(1.0, 1), Move(None, None)]


@pytest.mark.parametrize("k", range(len(SETTINGS)))
def test_whole_action_space_at_many_positions(k):
    positions = [(g, s) for g, s in pool() if g.settings == Labyrinth(**SETTINGS[k]).settings]
    for game, state in positions:
        applied = check_all(game, state, WHOLE_SPACE + ODD_THINGS)
        legal = game.legal_actions(state)
        # exactly the legal actions apply, every one of them
        assert sorted(map(repr, applied)) == sorted(map(repr, legal))


actions = st.one_of(
    st.builds(Shift, st.sampled_from(SIDES), st.integers(-1, 8), st.integers(-1, 4)),
    st.builds(Move, st.integers(-1, 8), st.integers(-1, 8)),
    st.sampled_from(ODD_THINGS),
    st.builds(Shift, st.text(max_size=2), st.integers(-100, 100), st.integers(-100, 100)),
    st.builds(Move, st.integers(-100, 100), st.integers(-100, 100)),
)


@given(st.data())
def test_random_actions_at_random_positions(data):
    game, state = data.draw(st.sampled_from(pool()))
    check_all(game, state, data.draw(st.lists(actions, min_size=1, max_size=10)))


def test_explain_agrees_with_apply_along_games():
    game = Labyrinth(players=3, treasures=2)
    rng = random.Random(4)
    state = game.initial_state(4)
    while not game.is_terminal(state) and state.turn < 60:
        legal = game.legal_actions(state)
        for a in rng.sample(WHOLE_SPACE, 30):
            check_one(game, state, a, legal)
        state = game.apply(state, rng.choice(legal))
