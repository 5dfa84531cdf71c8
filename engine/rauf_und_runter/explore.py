"""Simulations for the exploration notebook: does the flip's catch-up help the players behind?

Every seat plays the same ``greedy`` policy and chance comes from the seed, so the numbers repeat.
At the first flip of a game, the players who had not yet met their friend are "behind": they are
the ones who draw a catch-up super tile. The same seeds are played again with the setting
``catch_up=False`` (no draw at a flip) to see what the draw changes.
"""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from engine.core import steps

from .game import BoardFlipped, RaufUndRunter, TileDrawn, TilePlayed
from .policies import greedy


@dataclass(frozen=True)
class GameRecord:
    seed: int
    winners: tuple[int, ...]                # one, or several sharing the win (home on landing after a flip)
    behind_at_first_flip: tuple[int, ...]   # players who had not met their friend at the first flip
    winner_used_catch_up: bool              # a winner who was behind played a tile of a kind drawn at a flip
    flips: int
    actions: int


def play(game: RaufUndRunter, seed: int, limit: int = 5000) -> GameRecord:
    """One seeded game, all seats ``greedy``."""
    state = game.initial_state(seed)
    behind: tuple[int, ...] | None = None
    drawn: dict[int, Counter] = {}          # catch-up tiles not yet played, by player and kind
    used_catch_up: set[int] = set()
    n = 0
    before = state
    for _, state, events in steps(game, state, greedy, random.Random(seed), limit):
        n += 1
        for e in events:
            if isinstance(e, BoardFlipped) and behind is None:
                behind = tuple(q for q in range(game.players) if not before.heading_home[q])
            if isinstance(e, TileDrawn):
                drawn.setdefault(e.player, Counter())[e.tile] += 1
            if isinstance(e, TilePlayed) and drawn.get(e.player, Counter())[e.tile] > 0:
                drawn[e.player][e.tile] -= 1
                used_catch_up.add(e.player)
        before = state
    if not game.is_terminal(state):
        raise RuntimeError(f"seed {seed}: no winner after {limit} actions")
    behind = behind or ()
    return GameRecord(seed, state.winners, behind, bool(used_catch_up & set(state.winners) & set(behind)),
                      state.flips, n)


def catch_up_table(players: int, games: int, friends: int = 4, first_seed: int = 0,
                   catch_up: bool = True) -> dict[str, float]:
    """For ``games`` seeded games: the share of seats behind at the first flip, the share of games
    one of them won (alone or sharing the win), and how often such a winner used a tile drawn at a flip."""
    game = RaufUndRunter(players=players, friends=friends, catch_up=catch_up)
    records = [play(game, seed) for seed in range(first_seed, first_seed + games)]
    flipped = [r for r in records if r.flips]
    behind_wins = [r for r in flipped if set(r.winners) & set(r.behind_at_first_flip)]
    return {
        "games": len(records),
        "seats behind at the first flip": (sum(len(r.behind_at_first_flip) for r in flipped)
                                           / (len(flipped) * players) if flipped else 0.0),
        "games won by a player behind then": len(behind_wins) / len(flipped) if flipped else 0.0,
        "... winner played a tile drawn at a flip": (
            sum(r.winner_used_catch_up for r in behind_wins) / len(behind_wins) if behind_wins else 0.0),
        "mean flips per game": sum(r.flips for r in records) / len(records),
    }
