"""Automatic players for Abracada...What?, for simulations, benchmarks and property tests.

``policy(game, state, rng) -> action`` at a decision node; only ``rng`` is used for chance.
"""
from __future__ import annotations

import random

from .game import AbraState, Abracadawhat, Cast, EndTurn


def random_caster(game: Abracadawhat, state: AbraState, rng: random.Random):
    """Casts a random allowed number; after a spell that worked, stops half the time."""
    actions = game.legal_actions(state)
    if state.last_cast and rng.random() < 0.5:
        return EndTurn()
    return rng.choice([a for a in actions if isinstance(a, Cast)])


def by_odds(game: Abracadawhat, state: AbraState, odds, stop_below: float = 0.5):
    """Cast the allowed number with the best chance in ``odds``; after a spell that worked, stop
    (end the turn) when the best chance is below ``stop_below``."""
    allowed = {a.spell for a in game.legal_actions(state) if isinstance(a, Cast)}
    best = max((o for o in odds if o.spell in allowed), key=lambda o: (o.at_least_one, -o.spell))
    if state.last_cast and best.at_least_one < stop_below:
        return EndTurn()
    return Cast(best.spell)


def most_probable(game: Abracadawhat, state: AbraState, rng: random.Random, stop_below: float = 0.5):
    """Casts the allowed number it most probably holds by the simple count of the table now
    (``odds_from_table``, from its own view); see ``explore.casting_study`` for the one that remembers."""
    return by_odds(game, state, game.odds_from_table(game.observation(state, state.current)), stop_below)


POLICIES = {"random": random_caster, "most_probable": most_probable}
