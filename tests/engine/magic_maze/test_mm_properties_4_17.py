"""Property-based random play in scenarios 4–17: mm_helpers.Invariants hold after every action (tiles
conserved between the mall, the stack, its open top and the tiles discarded under it; frozen heroes stay;
the leader skipped when tiles pass; validate_state; the JSON round trip), whatever the stack and side
chosen. Under CI=true the hypothesis profile "ci" plays more examples.
"""
from __future__ import annotations

from collections import Counter

import os

import pytest
from hypothesis import given, settings, strategies as st

from engine.magic_maze import MagicMaze
from mm_helpers import play

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

MAX_ACTIONS = 40
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def settings_for(scenario: int, players: int, stack: int, start: str) -> dict:
    out = dict(scenario=scenario, players=players)
    if scenario == 9:
        out["players"] = max(3, players)
    if scenario >= 8:
        out.update(stack=stack, start=start)
    return out


@settings(max_examples=300 if IN_CI else 30)
@given(scenario=st.integers(4, 17), players=st.sampled_from([2, 3, 4, 6]), stack=st.integers(17, 24),
       start=st.sampled_from(["1A", "1B"]), seed=st.integers(0, 2**32 - 1), policy_seed=st.integers(0, 2**32 - 1),
       planner=st.sampled_from([0.0, 0.5, 0.9]), elapse=st.sampled_from([0.0, 0.05, 0.2]))
def test_random_play_keeps_the_invariants_in_scenarios_4_to_17(scenario, players, stack, start, seed, policy_seed,
                                                               planner, elapse):
    game = MagicMaze(**settings_for(scenario, players, stack, start))
    states, actions, _ = play(game, seed, policy_seed, MAX_ACTIONS, planner=planner, elapse=elapse)
    last = states[-1]
    assert game.is_terminal(last) or len(actions) == MAX_ACTIONS
    if game.is_terminal(last):
        assert game.legal_actions(last) == [] and game.chance_outcomes(last) == []


def test_whole_games_of_scenarios_4_to_17_keep_the_invariants_through_the_new_events():
    seen: Counter = Counter()
    for scenario in range(4, 18):
        game = MagicMaze(**settings_for(scenario, 4, 17 + scenario % 8, "1B" if scenario % 2 else "1A"))
        for seed in range(2):
            states, actions, events = play(game, seed + 10 * scenario, 1000 + seed, max_actions=300, json_every=7,
                                           planner=0.8, elapse=0.04)
            seen.update(type(e).__name__ for evs in events for e in evs)
    want = {"TimerStarted", "HeroMoved", "TilePlaced", "HourglassUsed", "Theft", "HeroEscaped", "GameWon",
            "CameraSmashed", "TopTurned", "DiscardDue", "TilesDiscarded", "TalkingOpens"}
    assert want <= set(seen), sorted(want - set(seen))
