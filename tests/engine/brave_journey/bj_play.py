"""Helpers for the Brave Journey tests: games with chosen heroes, hand-made positions, applying actions with
their events, refusals, and seeded random play with an invariant check after every action.

Squares are the ring's numbers as the rules note numbers them (0 = the Castle); heroes are character ids.
"""
from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from engine.brave_journey import RULES, BraveJourney, Decline, Stop
from engine.brave_journey.policies import greedy as greedy_policy
from engine.brave_journey.scenario import arrange
from engine.core import IllegalAction, sample

ALL = ("aruba", "luki", "sion", "claire", "foyfoy", "princess", "ares", "deifel")


def game(*heroes: str, **settings: Any) -> BraveJourney:
    """A game with these heroes in seat order, the first of them starting."""
    settings.setdefault("first_player", 0)
    return BraveJourney(players=len(heroes), characters=list(heroes), **settings)


def extra_cards(tmp_path, missions: list[dict] = (), monsters: list[dict] = ()) -> dict[str, str]:
    """Settings naming copies of the default decks with these cards added (for moves the default cards
    never make, like a long way back)."""
    from engine.brave_journey.loader import DEFAULT_FILES
    out = {}
    for key, deck, extra in (("mission_file", "missions", missions), ("monster_file", "monsters", monsters)):
        doc = json.loads(DEFAULT_FILES[deck].read_text(encoding="utf-8"))
        doc["cards"] += list(extra)
        path = tmp_path / f"{deck}.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        out[key] = str(path)
    return out


def play_actions(g: BraveJourney, state, *actions) -> tuple[Any, list]:
    """Apply the actions in order (decisions and chance outcomes alike); the final state and every event.
    Each state on the way must validate."""
    events: list = []
    for a in actions:
        state, evs = g.transition(state, a)
        g.validate_state(state)
        events += evs
    return state, events


def texts(events) -> list[str]:
    return [e.text for e in events]


def of(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def cited(events) -> set[str]:
    return {e.rule for e in events}


def refused(g: BraveJourney, state, action, rule_id: str, *words: str) -> IllegalAction:
    """``action`` raises IllegalAction citing ``rule_id`` with ``words`` in its message; explain agrees, it is
    not a legal action, and the state is untouched."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        g.apply(state, action)
    exc = info.value
    assert exc.rule == rule_id, exc
    assert exc.rule in RULES and rule_id in str(exc)
    for w in words:
        assert w in exc.message, exc.message
    explained = g.explain(state, action)
    assert explained is not None and explained.rule == rule_id and str(explained) == str(exc)
    assert action not in g.legal_actions(state)
    assert state == before
    return exc


def choose(g: BraveJourney, state, rng: random.Random, greedy: float = 0.5):
    """Chance by its odds; decisions greedy with probability ``greedy``, else uniformly random (never
    stopping the game early unless that is all there is)."""
    if g.is_chance_node(state):
        return sample(g.chance_outcomes(state), rng)
    if rng.random() < greedy:
        return greedy_policy(g, state, rng)
    legal = g.legal_actions(state)
    calm = [a for a in legal if not isinstance(a, Stop)] or legal
    if len(calm) < len(legal) and rng.random() < 0.01:
        return rng.choice([a for a in legal if isinstance(a, Stop)])
    return calm[rng.randrange(len(calm))]


def check_step(g: BraveJourney, before, after, events, json_round_trip: bool = True) -> None:
    """The invariants of every action."""
    g.validate_state(after)
    assert all(0 <= h <= 10 for h in after.hp)
    assert all(len(h) <= 2 for h in after.held)
    # decks conserved: every card of the set is in the deck, the discards, a hand or on the table
    for i, c in enumerate(g.mission_ids):
        where = after.mission_pile[i] + after.mission_discard[i] + sum(h.count(c) for h in after.held) \
            + after.drawn.count(c)
        assert where == g.mission_total[i], c
    for i, c in enumerate(g.monster_ids):
        assert after.monster_pile[i] + after.monster_discard[i] + after.monsters_out.count(c) == g.monster_total[i]
    assert all(b >= a for a, b in zip(before.badges, after.badges)), "badges never decrease"
    assert all(e.rule in RULES for e in events)
    assert all(isinstance(e.text, str) and e.text for e in events)
    if g.is_terminal(after):
        assert after.winners and g.legal_actions(after) == [] and g.chance_outcomes(after) == []
    else:
        assert g.legal_actions(after)
    if json_round_trip:
        text = g.state_to_json(after)
        assert g.state_from_json(text) == after
        json.loads(text)


def play(g: BraveJourney, seed: int, policy_seed: int, greedy: float = 0.5, max_actions: int = 3000,
         check: bool = True, json_every: int = 7):
    """A seeded game (chance and choices from ``policy_seed``): every state, action and the events of each."""
    rng = random.Random(policy_seed)
    state = g.initial_state(seed)
    states, actions, events = [state], [], []
    while not g.is_terminal(state) and len(actions) < max_actions:
        a = choose(g, state, rng, greedy)
        new, evs = g.transition(state, a)
        if check:
            check_step(g, state, new, evs, json_round_trip=len(actions) % json_every == 0)
        state = new
        states.append(state)
        actions.append(a)
        events.append(evs)
    return states, actions, events


__all__ = ["ALL", "game", "extra_cards", "arrange", "play_actions", "texts", "of", "cited", "refused", "choose", "check_step", "play",
           "Decline"]
