"""Simulations for the exploration notebook: does the flip's catch-up help the players behind?

Every seat plays the same ``greedy`` policy, chance comes from the seed, so the numbers are
repeatable. At the first flip of a game, the players who had not yet met their friend are
"behind": they are the ones who draw a catch-up super tile.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from engine.core import steps

from .game import BoardFlipped, RaufUndRunter, TileDrawn, TilePlayed
from .policies import greedy


@dataclass(frozen=True)
class GameRecord:
    seed: int
    winner: int
    behind_at_first_flip: tuple[int, ...]   # players who drew a catch-up tile at the first flip
    winner_used_catch_up: bool              # the winner played a super tile after a catch-up draw
    flips: int
    actions: int


def play(game: RaufUndRunter, seed: int, limit: int = 5000) -> GameRecord:
    """One seeded game, all seats ``greedy``."""
    state = game.initial_state(seed)
    behind: tuple[int, ...] | None = None
    drew_at: dict[int, int] = {}            # player → action index of their latest catch-up draw
    played_after_draw: set[int] = set()
    n = 0
    before = state
    for _, state, events in steps(game, state, greedy, random.Random(seed), limit):
        n += 1
        for e in events:
            if isinstance(e, BoardFlipped) and behind is None:
                behind = tuple(q for q in range(game.players) if not before.heading_home[q])
            if isinstance(e, TileDrawn):
                drew_at[e.player] = n
            if isinstance(e, TilePlayed) and e.player in drew_at:
                played_after_draw.add(e.player)
        before = state
    if not game.is_terminal(state):
        raise RuntimeError(f"seed {seed}: no winner after {limit} actions")
    winner = state.winners[0]
    return GameRecord(seed, winner, behind or (), winner in played_after_draw, state.flips, n)


def catch_up_table(players: int, games: int, friends: int = 4, first_seed: int = 0) -> dict[str, float]:
    """Share of games won by a player who was behind at the first flip, and how often such a
    winner had used a super tile after a catch-up draw."""
    game = RaufUndRunter(players=players, friends=friends)
    records = [play(game, seed) for seed in range(first_seed, first_seed + games)]
    flipped = [r for r in records if r.flips]
    behind_wins = [r for r in flipped if r.winner in r.behind_at_first_flip]
    behind_share = sum(len(r.behind_at_first_flip) for r in flipped) / (len(flipped) * players) if flipped else 0.0
    return {
        "games": len(records),
        "games with a flip": len(flipped),
        "seats behind at the first flip (share)": behind_share,
        "won by a player behind at the first flip": len(behind_wins) / len(flipped) if flipped else 0.0,
        "... of those, winner used a super tile after a catch-up draw": (
            sum(r.winner_used_catch_up for r in behind_wins) / len(behind_wins) if behind_wins else 0.0),
        "mean flips per game": sum(r.flips for r in records) / len(records),
        "mean actions per game": sum(r.actions for r in records) / len(records),
    }
