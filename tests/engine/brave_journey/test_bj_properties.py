"""Property-based random play: the invariants of bj_play.check_step hold after every action (HP within 0–10,
at most 2 items held, every card of both decks accounted for, badges never decreasing, validate_state, events
citing registered rules, and a JSON round trip of sampled states and the last one).

Under CI=true the hypothesis profile "ci" (tests/engine/conftest.py) plays 300 games ("deep": 1,000), derandomized; the
"dev" default plays 100. Games are kept short (1 or 2 badges to finish, a cap on actions) so each is fast.
"""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.brave_journey import BraveJourney, GameWon
from bj_play import play

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

MAX_ACTIONS = 400

game_settings = st.fixed_dictionaries({
    "players": st.integers(2, 8),
    "badges": st.integers(1, 2),
    "tournament_repeats": st.sampled_from(["top", "any"]),
    "next_turn": st.sampled_from(["pending", "immediate"]),
    "round_end": st.sampled_from(["seat_order", "one_more_turn"]),
    "round_limit": st.none() | st.integers(1, 12),
    "at_limit": st.sampled_from(["score", "tournament"]),
    "score_ties": st.sampled_from(["tournament", "share"]),
    "can_stop": st.booleans(),
})


@given(settings=game_settings, seed=st.integers(0, 2**32 - 1), policy_seed=st.integers(0, 2**32 - 1),
       greedy=st.sampled_from([0.0, 0.5, 1.0]))
def test_random_play_keeps_the_invariants(settings, seed, policy_seed, greedy):
    g = BraveJourney(**settings)
    states, actions, events = play(g, seed, policy_seed, greedy, MAX_ACTIONS, json_every=40)
    last = states[-1]
    assert g.state_from_json(g.state_to_json(last)) == last
    assert g.is_terminal(last) or len(actions) == MAX_ACTIONS
    if g.is_terminal(last):
        won = [e for e in events[-1] if isinstance(e, GameWon)]
        assert len(won) == 1 and won[0].winners == last.winners and last.ending in ("journey", "tournament", "score")
        if last.ending == "journey":
            assert len(last.winners) == 1 and last.badges[last.winners[0]] >= g.target
        if last.ending == "tournament":
            assert len(last.winners) == 1 and last.hp[last.winners[0]] > 0
    # the turn order never skips a seat: every turn passed goes to the next seat
    seats = [e.player for evs in events for e in evs if type(e).__name__ == "TurnPassed"]
    assert all(b == (a + 1) % g.players for a, b in zip(seats, seats[1:]))


def test_greedy_games_end():
    """Every seat greedy: whole games, for every table size, well within the bound."""
    for k in range(14):
        g = BraveJourney(players=2 + k % 7)
        states, actions, _ = play(g, seed=k, policy_seed=k, greedy=1.0, max_actions=3000, check=False)
        assert g.is_terminal(states[-1]), (k, len(actions))
