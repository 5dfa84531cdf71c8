"""Property-based random play: the invariants hold after every action (abra_helpers.Invariants).

36 stones conserved across rows, pool, board, secret stones and taken stones (validate_state);
life within 0–6; scores never decrease; no observation shows a player their own row; every event
cites a registered rule. Each hypothesis example plays up to two rounds (keeps the CI profile's examples
CI=true fast); whole games are played below by a fixed list of seeds.
"""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.abracadawhat import Abracadawhat, CastFailed, CastWorked, RoundScored
from abra_helpers import play

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

game_settings = st.fixed_dictionaries({
    "players": st.integers(2, 5),
    "variant": st.sampled_from(["standard", "easy", "winner_takes_all"]),
    "refill": st.sampled_from(["one", "to_five"]),
    "next_start": st.sampled_from(["seed", "rulebook"]),
    "die_faces": st.sampled_from([(1, 2, 3, 4, 5, 6), (1, 2, 3), (1, 1, 2, 2, 3, 3), (6,)]),
    "first_player": st.integers(0, 4),
})


@given(settings=game_settings, seed=st.integers(0, 2**32 - 1), policy_seed=st.integers(0, 2**32 - 1),
       stop=st.sampled_from([0.0, 0.3, 0.7, 1.0]))
def test_random_play_keeps_the_invariants(settings, seed, policy_seed, stop):
    settings = {**settings, "first_player": settings["first_player"] % settings["players"]}
    game = Abracadawhat(**settings)
    states, actions, events = play(game, seed, policy_seed, max_rounds=2, stop=stop)
    last = states[-1]
    assert game.is_terminal(last) or last.round == 3
    # every round that ended was scored, once
    ends = [e for evs in events for e in evs if isinstance(e, RoundScored)]
    assert len(ends) == (last.round if game.is_terminal(last) else 2)
    assert [s.round for s in states] == sorted(s.round for s in states)
    for ev in ends:
        assert sum(ev.points) >= 1
        if settings["variant"] == "winner_takes_all":
            assert len([x for x in ev.points if x]) == 1
    casts = [e for evs in events for e in evs if isinstance(e, (CastWorked, CastFailed))]
    assert casts


def test_whole_games_end_with_a_winner_at_eight():
    for k in range(40):
        settings = dict(players=2 + k % 4, variant=["standard", "easy", "winner_takes_all"][k % 3],
                        refill=["one", "to_five"][k // 3 % 2], next_start=["seed", "rulebook"][k // 6 % 2])
        game = Abracadawhat(**settings)
        states, _, events = play(game, seed=k, policy_seed=1000 + k, stop=0.5)
        last = states[-1]
        assert game.is_terminal(last), settings
        top = [q for q in range(game.players) if last.scores[q] >= 8]
        assert top and set(last.winners) <= set(top)
        # everyone at 8 or more is tied at the top: the most points in the last round goes first
        assert all(last.last_round[w] == max(last.last_round[q] for q in top) for w in last.winners)
        assert max(s.scores[q] for s in states[:-1] for q in range(game.players)) < 8
        assert events[-1][-1].rule == ("abracadawhat.game.end" if len(top) == 1 else "abracadawhat.game.top-together")
