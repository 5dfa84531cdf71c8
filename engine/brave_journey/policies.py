"""Automatic players for Brave Journey, for simulations, the balance report, benchmarks and tests.

Each policy is ``policy(game, state, rng) -> action`` for a decision node (not a chance node): the
hero to decide is ``state.focus.player``. Policies use only the ``rng`` they are given.

* ``random_policy``: any legal action, uniformly.
* ``greedy``: a sensible player. Fights when healthy (HP 5 or more), always with its skill; uses every
  skill and special field; heals with a potion at HP 6 or less; aims knives, sleeping powder and duel
  challenges at the leader (the Q&A's advice: gang up only to stop a runaway leader); rolls Claire's
  No, Thank you! and raises shields and anchors whenever it can; re-rolls a movement roll of 2 or less;
  in the tournament hits the opponent who rolled lowest (the most damage), the weakest on a tie.
"""
from __future__ import annotations

import random
from typing import Any

from .game import (FIGHT_SKILLS, Attack, BJState, BraveJourney, Challenge, Decline, Discard, DrawMissions, Fight, Go,
                   KeepMission, Move, NoThankYou, PickMonster, Reroll, UseField, UseItem)

#: how much the greedy player wants to keep each item
ITEM_VALUE = {"heal": 3, "shield": 3, "boost": 2, "reroll": 2, "harm": 2, "hold": 2, "anchor": 1}
FIGHT_HP = 5


def random_policy(game: BraveJourney, state: BJState, rng: random.Random) -> Any:
    """Any legal action, uniformly."""
    legal = game.legal_actions(state)
    return legal[rng.randrange(len(legal))]


def leader(game: BraveJourney, state: BJState, among: list[int]) -> int:
    """The seat furthest along the track (badges first), the lowest seat on a tie."""
    return max(among, key=lambda q: (game.progress(state, q), -q))


def card_value(game: BraveJourney, card: str) -> float:
    """How much the greedy player likes a mission card (events by what they do to it)."""
    m = game.missions[card]
    if m.kind == "item":
        return ITEM_VALUE.get(m.use, 1)
    e = m.effect
    return {"heal": e.amount, "damage": -e.amount, "stay": -3, "move": e.steps, "all_heal": 0.5,
            "all_damage": -0.5, "all_move": 0.5 * e.steps, "nothing": 0}.get(e.kind, 0)


def greedy(game: BraveJourney, state: BJState, rng: random.Random) -> Any:
    f = state.focus
    k = f.kind
    p = f.player
    cast = game.cast(state)
    held = state.held[p]
    if k == "start":
        others = [q for q in range(len(state.characters)) if q != p]
        for c in held:
            use = game.missions[c].use
            if use == "heal" and state.hp[p] <= 6:
                return UseItem(c)
            if use in ("harm", "hold"):
                return UseItem(c, state.characters[leader(game, state, others)])
        return Go(2) if state.pending[p] and cast[p].skill == "joy_of_labour" else Go(1)
    if k == "after_roll":
        low = sum(state.dice) + state.bonus <= 2 * len(state.dice)
        if low and state.pending[p] and cast[p].skill == "portal":
            return Reroll()
        for c in held:
            use = game.missions[c].use
            if use == "boost" or (use == "reroll" and low):
                return UseItem(c)
        return Move()
    if k == "duel":
        here = state.positions[p]
        there = [q for q in range(len(state.characters)) if q != p and state.positions[q] == here]
        best = leader(game, state, there)
        if state.hp[p] >= 4 and game.progress(state, best) >= game.progress(state, p):
            return Challenge(state.characters[best])
        return Decline()
    if k == "claire":
        return NoThankYou()
    if k in ("shield", "anchor"):
        want = "shield" if k == "shield" else "anchor"
        return UseItem(next(c for c in held if game.missions[c].use == want))
    if k == "field":
        if state.hp[p] < FIGHT_HP:
            return Decline()
        skill = cast[p].skill
        return Fight(skill) if skill in FIGHT_SKILLS else Fight()
    if k == "pick_monster":
        m = min(state.monsters_out, key=lambda c: (game.monsters[c].hp, game.monsters[c].damage, c))
        return PickMonster(m)
    if k == "mission_choice":
        return DrawMissions(2)
    if k == "keep":
        return KeepMission(max(state.drawn, key=lambda c: (card_value(game, c), c)))
    if k == "third":
        pool = held + state.drawn
        for c in pool:
            if game.missions[c].use == "heal" and state.hp[p] < 10:
                return UseItem(c)
        return Discard(min(pool, key=lambda c: (card_value(game, c), c)))
    if k == "advantage":
        return UseField()
    if k == "attack":
        fighters = state.tournament
        rolls = dict(zip(fighters, state.dice))
        t = min((q for q in fighters if q != p), key=lambda q: (rolls[q], state.hp[q], q))
        return Attack(state.characters[t])
    return random_policy(game, state, rng)  # pragma: no cover - every decision is handled above


POLICIES = {"random": random_policy, "greedy": greedy}
