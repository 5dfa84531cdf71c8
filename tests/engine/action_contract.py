"""The engine contract for one action at one position, shared by every game's fuzz tests.

Either the action is legal — it is in ``legal_actions``, it is made of plain values, it changes
the state, and the new state validates and survives a JSON round trip — or ``apply`` raises
``IllegalAction`` citing a rule id of the game's registry, ``explain`` says exactly the same,
and nothing changes (states are immutable; the callers compare snapshots). In a simultaneous game
(no current player) the listed actions are every seat's, each naming its seat.
"""
from __future__ import annotations

import copy
from typing import Any

from engine.core import IllegalAction


def plain(game: Any, action: Any) -> bool:
    """One of the game's action types, every field a whole number or text (no bools or floats)."""
    return (type(action) in game.action_types
            and all(type(v) in (int, str) for v in vars(action).values()))


def check_one(game: Any, state: Any, action: Any, legal: list) -> bool:
    """Check the contract; return whether the action was legal."""
    explained = game.explain(state, action)
    try:
        new = game.apply(state, action)
    except IllegalAction as exc:
        assert exc.rule in game.rules, exc.rule
        assert exc.message and isinstance(exc, ValueError) and exc.rule in str(exc)
        assert explained is not None and explained.rule == exc.rule and str(explained) == str(exc)
        if plain(game, action):
            assert action not in legal
        return False
    assert explained is None, explained
    assert plain(game, action), f"{action!r} applied although it is not made of whole numbers and text"
    assert action in legal
    assert new is not state and new != state
    game.validate_state(new)
    assert game.state_from_json(game.state_to_json(new)) == new
    return True


def check_all(game: Any, state: Any, actions: list) -> list:
    """``check_one`` for each action at one position; the position must come out unchanged
    (equal, and the same JSON). Returns the actions that were legal."""
    snapshot = copy.deepcopy(state)
    text = game.state_to_json(state)
    legal = game.legal_actions(state)
    if game.simultaneous:
        check_seats(game, state, legal)
    applied = [a for a in actions if check_one(game, state, a, legal)]
    assert state == snapshot and game.state_to_json(state) == text
    return applied


def check_seats(game: Any, state: Any, legal: list) -> None:
    """A simultaneous game (``Game.simultaneous``) has no player to move: ``current_player`` is None, and
    every listed action that belongs to a player names its seat, a whole number from 1 (chance outcomes
    and the passing of time belong to nobody and name none)."""
    assert game.current_player(state) is None
    for action in legal:
        if hasattr(action, "seat"):
            assert type(action.seat) is int and action.seat >= 1, action
