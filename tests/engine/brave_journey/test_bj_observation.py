"""What players see: their own items; of the others' only how many; the cards someone is choosing among only
for them; and nothing of the decks' order. Event texts never name an item drawn."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.brave_journey import BJObservation, BraveJourney, ItemKept, MissionCard, Roll
from bj_play import arrange, game, play, play_actions

rule = pytest.mark.rule


def hidden_redeal(g, state, rng):
    """The same position with the items in other hands (than seat 0's) swapped for other items of the deck."""
    pile = {c: n for c, n in zip(g.mission_ids, state.mission_pile)}
    held = list(state.held)
    for q in range(1, len(held)):
        new = []
        for c in held[q]:
            pile[c] += 1
            choices = [x for x, n in pile.items() if n and g.missions[x].kind == "item"]
            pick = rng.choice(choices)
            pile[pick] -= 1
            new.append(pick)
        held[q] = tuple(new)
    return replace(state, held=tuple(held), mission_pile=tuple(pile[c] for c in g.mission_ids))


@rule("brave_journey.mission.draw")
@pytest.mark.parametrize("settings", [dict(players=3), dict(players=6)])
def test_items_held_by_others_change_no_observation(settings):
    g = BraveJourney(**settings)
    rng = random.Random(1)
    changed = 0
    for seed in range(3):
        states, _, _ = play(g, seed, seed, greedy=0.6, check=False)
        for state in states[::5]:
            if state.phase in ("keep", "third", "mission_draw"):
                continue
            other = hidden_redeal(g, state, rng)
            g.validate_state(other)
            changed += other != state
            assert g.observation(other, 0) == g.observation(state, 0)
            assert g.describe(other, viewer=0) == g.describe(state, viewer=0)
    assert changed > 5


def test_an_observation_shows_own_items_and_counts_of_the_others():
    g = game("aruba", "luki", "sion")
    s = arrange(g, held={"aruba": ["healing_potion"], "luki": ["mirror_shield", "anchor_stone"]})
    o = g.observation(s, 0)
    assert isinstance(o, BJObservation) and o.held == ("healing_potion",) and o.held_counts == (1, 2, 0)
    assert o.mission_pile_size == 21 and not hasattr(o, "mission_pile")
    text = g.describe(s, viewer=0)
    assert "Healing Potion" in text and "Mirror Shield" not in text and "2 face down" in text
    assert "Mirror Shield" in g.describe(s)
    with pytest.raises(ValueError, match="player must be a seat 0..2"):
        g.observation(s, 3)


def test_an_item_drawn_is_named_only_to_its_drawer():
    g = game("aruba", "luki")
    s, ev = play_actions(g, g.initial_state(0), Roll(2))
    assert g.action_text(s, MissionCard("lucky_charm"), viewer=1) == "draw a mission card"
    assert g.action_text(s, MissionCard("lucky_charm"), viewer=0) == "draw the mission card Lucky Charm"
    assert g.action_text(s, MissionCard("hot_spring"), viewer=1) == "draw the mission card Hot Spring"
    s, ev = play_actions(g, s, MissionCard("lucky_charm"))
    assert [type(e) for e in ev][0] is ItemKept and all("Lucky" not in e.text and "lucky" not in e.text for e in ev)
    assert all(getattr(e, "card", "") == "" for e in ev)
