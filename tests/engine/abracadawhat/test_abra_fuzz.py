"""Illegal-action fuzzing: anything thrown at ``apply`` is either legal (it applies, and the new state
is valid and saves and loads) or raises IllegalAction citing a rule of the registry; ``explain``
agrees with ``apply``; the state never changes."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

from engine.abracadawhat import Abracadawhat, Cast, Draw, EndTurn, Roll
from abra_helpers import choose, play
from tests.engine.action_contract import check_all, check_one

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

SETTINGS = [dict(players=2), dict(players=3, variant="easy", refill="to_five", die_faces=[1, 2, 3]),
            dict(players=4, variant="winner_takes_all"), dict(players=5, next_start="rulebook")]


@lru_cache(maxsize=None)
def positions():
    """(game, state) pairs from random games: every phase, early and late, finished games too."""
    out = []
    for k, settings in enumerate(SETTINGS):
        game = Abracadawhat(**settings)
        for seed in range(2):
            states, _, _ = play(game, seed * 5 + k, seed, check=False)
            out.extend((game, s) for s in states[:: max(1, len(states) // 40)] + states[-2:])
    phases = {s.phase for g, s in out if not g.is_terminal(s)}
    assert phases == {"deal", "cast", "roll", "secret", "refill"}, phases
    assert any(g.is_terminal(s) for g, s in out) and any(s.last_cast for _, s in out)
    return out


WHOLE_SPACE = ([Cast(n) for n in range(-1, 11)] + [Draw(n) for n in range(-1, 11)]
               + [Roll(v) for v in range(-1, 9)] + [EndTurn()])
ODD_THINGS = [None, 0, 8, "cast 8", (8,), [8], {"type": "Cast", "spell": 8}, object(), Cast, EndTurn,
              Cast(True), Cast(8.0), Cast("8"), Cast(None), Cast([8]), Cast(False),
              Draw(True), Draw(8.0), Draw("8"), Draw(None), Draw((8,)),
              Roll(True), Roll(1.0), Roll(6.0), Roll("1"), Roll(None), Roll([1]), Roll(False)]


@pytest.mark.parametrize("k", range(len(SETTINGS)))
def test_whole_action_space_at_many_positions(k):
    mine = [(g, s) for g, s in positions() if g.settings == Abracadawhat(**SETTINGS[k]).settings]
    for game, state in mine:
        applied = check_all(game, state, WHOLE_SPACE + ODD_THINGS)
        legal = game.legal_actions(state)
        assert sorted(map(repr, applied)) == sorted(map(repr, legal))     # exactly the legal ones
        if game.is_chance_node(state):
            assert sorted(map(repr, legal)) == sorted(repr(o) for o, _ in game.chance_outcomes(state))


values = st.one_of(st.integers(-100, 100), st.booleans(), st.none(), st.floats(allow_nan=False, width=16),
                   st.text(max_size=2))
actions = st.one_of(st.builds(Cast, values), st.builds(Draw, values), st.builds(Roll, values), st.just(EndTurn()),
                    st.sampled_from(ODD_THINGS))


@given(st.data())
def test_random_actions_at_random_positions(data):
    game, state = data.draw(st.sampled_from(positions()))
    check_all(game, state, data.draw(st.lists(actions, min_size=1, max_size=10)))


def test_explain_agrees_with_apply_along_a_game():
    game = Abracadawhat(players=4, refill="to_five")
    rng = random.Random(4)
    state = game.initial_state(4)
    while not game.is_terminal(state):
        legal = game.legal_actions(state)
        for a in rng.sample(WHOLE_SPACE, 12):
            check_one(game, state, a, legal)
        state = game.apply(state, choose(game, state, rng))
