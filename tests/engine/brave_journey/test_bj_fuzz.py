"""Illegal-action fuzzing through the shared contract (tests/engine/action_contract.py): anything thrown at
``apply`` is either a legal action (and applies) or raises IllegalAction citing a rule id of the registry;
``explain`` agrees; the state never changes."""
from __future__ import annotations

import random
from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

from engine.brave_journey import (Attack, BraveJourney, Challenge, Decline, Discard, DrawMissions, Fight, Go,
                                  KeepMission, MissionCard, MonsterCard, Move, NoThankYou, PickMonster, Reroll, Roll,
                                  Stop, UseField, UseItem)
from bj_play import ALL, play
from tests.engine.action_contract import check_all, check_one

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

SETTINGS = [dict(players=8, badges=1, can_stop=True), dict(players=3, characters=["aruba", "sion", "claire"]),
            dict(players=4, characters=["luki", "deifel", "foyfoy", "princess"], round_end="one_more_turn")]
G = BraveJourney(players=2)
MISSIONS = list(G.mission_ids)
MONSTERS = list(G.monster_ids)
JUNK = ["", "x", "Aruba", "hot spring", "castle"]
HEROES = list(ALL) + JUNK
SKILLS = ["", "two_monsters", "cruel_blade", "monster_hp_down", "portal", "fly"]


@lru_cache(maxsize=None)
def pool():
    """(game, state) pairs from random games: every phase that came up, early and late, finished games too."""
    out = []
    for k, settings in enumerate(SETTINGS):
        g = BraveJourney(**settings)
        for seed in range(3):
            states, _, _ = play(g, seed * 11 + k, seed, greedy=0.5, check=False)
            picks = states[::max(1, len(states) // 8)] + states[-2:]
            seen: dict[str, int] = {}
            for s in states:
                if seen.get(s.phase, 0) < 2:
                    seen[s.phase] = seen.get(s.phase, 0) + 1
                    picks.append(s)
            out.extend((g, s) for s in picks)
    phases = {s.phase for _, s in out}
    assert {"roll", "start", "after_roll", "duel", "field", "monster_draw", "attack_roll", "mission_draw",
            "mission_choice", "keep", "pick_monster", "claire", "tournament_roll", "over"} <= phases, phases
    return out


WHOLE_SPACE = ([Roll(v) for v in range(-1, 9)] + [MissionCard(c) for c in MISSIONS + JUNK]
               + [MonsterCard(c) for c in MONSTERS + JUNK] + [Go(n) for n in range(-1, 4)]
               + [UseItem(c, t) for c in MISSIONS + ["x"] for t in ["", *ALL, "bob"]]
               + [Reroll(), Move(), Decline(), NoThankYou(), UseField()]
               + [Challenge(h) for h in HEROES] + [Attack(h) for h in HEROES] + [Fight(k) for k in SKILLS]
               + [PickMonster(c) for c in MONSTERS + JUNK] + [DrawMissions(n) for n in range(-1, 4)]
               + [KeepMission(c) for c in MISSIONS + JUNK] + [Discard(c) for c in MISSIONS + JUNK]
               + [Stop(h) for h in ("score", "tournament", "", "now")])
ODD_THINGS = [None, 0, "roll", (1, 2), [1], {"type": "Roll", "value": 1}, object(),
              Roll(True), Roll(1.0), Roll("1"), Roll(None), MissionCard(3), MissionCard(None), MonsterCard(("x",)),
              Go(True), Go(2.0), Go("2"), UseItem(None), UseItem("healing_potion", None), UseItem("throwing_knife", 1),
              Challenge(0), Challenge(None), Attack(1), Fight(None), Fight(True), PickMonster(1), DrawMissions(True),
              DrawMissions("2"), KeepMission(None), Discard(0), Stop(None), Stop(1)]


@pytest.mark.parametrize("k", range(len(SETTINGS)))
def test_whole_action_space_at_many_positions(k):
    positions = [(g, s) for g, s in pool() if g.settings == BraveJourney(**SETTINGS[k]).settings]
    assert len(positions) > 30
    for g, state in positions:
        applied = check_all(g, state, WHOLE_SPACE + ODD_THINGS)
        legal = g.legal_actions(state)
        assert sorted(map(repr, applied)) == sorted(map(repr, legal))   # exactly the legal actions apply
        if g.is_chance_node(state):
            assert legal == [o for o, _ in g.chance_outcomes(state)]
            assert sum(p for _, p in g.chance_outcomes(state)) == 1


actions = st.one_of(
    st.builds(Roll, st.integers(-10, 10)),
    st.builds(MissionCard, st.sampled_from(MISSIONS) | st.text(max_size=4)),
    st.builds(MonsterCard, st.sampled_from(MONSTERS) | st.text(max_size=4)),
    st.builds(Go, st.integers(-3, 5)),
    st.builds(UseItem, st.sampled_from(MISSIONS) | st.text(max_size=3), st.sampled_from(HEROES) | st.text(max_size=3)),
    st.builds(Challenge, st.sampled_from(HEROES) | st.text(max_size=3)),
    st.builds(Attack, st.sampled_from(HEROES)),
    st.builds(Fight, st.sampled_from(SKILLS) | st.text(max_size=3)),
    st.builds(DrawMissions, st.integers(-2, 4)),
    st.builds(KeepMission, st.sampled_from(MISSIONS)), st.builds(Discard, st.sampled_from(MISSIONS)),
    st.builds(PickMonster, st.sampled_from(MONSTERS)), st.builds(Stop, st.text(max_size=10)),
    st.sampled_from([Reroll(), Move(), Decline(), NoThankYou(), UseField()]),
    st.sampled_from(ODD_THINGS),
)


@given(st.data())
def test_random_actions_at_random_positions(data):
    g, state = data.draw(st.sampled_from(pool()))
    check_all(g, state, data.draw(st.lists(actions, min_size=1, max_size=10)))


def test_explain_agrees_with_apply_along_games():
    g = BraveJourney(players=5, can_stop=True)
    rng = random.Random(4)
    state = g.initial_state(4)
    n = 0
    while not g.is_terminal(state) and n < 150:
        legal = g.legal_actions(state)
        for a in rng.sample(WHOLE_SPACE, 30):
            check_one(g, state, a, legal)
        calm = [a for a in legal if not isinstance(a, Stop)] or legal
        state = g.apply(state, rng.choice(calm))
        n += 1
