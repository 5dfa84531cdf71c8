"""Property-based random play: invariants hold after every action of many random games.

Under CI=true the hypothesis profile "ci" (tests/engine/conftest.py) plays 300 games ("deep": 1,000),
derandomized; the "dev" default plays 100.
"""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.labyrinth import Labyrinth
from lab_play import play

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

MAX_TURNS = 400

game_settings = st.fixed_dictionaries({
    "players": st.integers(2, 4),
    "treasures": st.integers(1, 3),
    "variant": st.sampled_from(["standard", "children", "advanced", "children+advanced"]),
    "same_round_tie": st.booleans(),
    "first_player": st.integers(0, 3),
})


@given(settings=game_settings, seed=st.integers(0, 2**32 - 1), policy_seed=st.integers(0, 2**32 - 1),
       greedy=st.sampled_from([0.0, 0.5, 0.9, 1.0]))
def test_random_play_keeps_the_invariants(settings, seed, policy_seed, greedy):
    settings = {**settings, "first_player": settings["first_player"] % settings["players"]}
    game = Labyrinth(**settings)
    states, actions, events = play(game, seed, policy_seed, greedy, MAX_TURNS)
    last = states[-1]
    # the game ended with winners, or was cut at the bound
    assert game.is_terminal(last) or last.turn == MAX_TURNS + 1
    if game.is_terminal(last):
        assert set(last.winners) <= set(range(settings["players"]))
        assert events[-1][-1].rule.startswith("labyrinth.win.")
        if not settings["same_round_tie"]:
            assert len(last.winners) == 1


def test_greedy_games_end():
    """A player that takes the goal whenever it can always finishes a short game."""
    for k in range(24):
        settings = dict(players=2 + k % 3, treasures=1 + k % 2, variant=["standard", "children", "advanced", "children+advanced"][k % 4],
                        same_round_tie=bool(k % 2))
        game = Labyrinth(**settings)
        states, _, _ = play(game, seed=k, policy_seed=k, greedy=1.0, max_turns=MAX_TURNS)
        assert game.is_terminal(states[-1]), settings
