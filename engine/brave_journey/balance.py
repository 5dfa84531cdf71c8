"""The balance report: which characters win most often, over many seeded games played by simple policies.

    from engine.brave_journey.balance import sweep
    report = sweep(games=10_000, players=4)          # a process pool over the machine's cores
    print(report.table())

Each game ``i`` is seeded with ``first_seed + i``: the characters and the first player are dealt from that
seed (``BraveJourney.initial_state``), and every die roll, card draw and policy choice comes from a
generator derived from it alone. Games are played in chunks on any ``concurrent.futures`` executor (a
process pool, a Dask ``Client(...).get_executor()``, ...), and the results are put back in seed order, so
the report is the same whatever the executor and however many workers it has.

A character's win rate is its wins over the games it played, with a 95% Wilson score interval; a shared win
(setting ``score_ties="share"``) counts as 1/k to each of the k winners.
"""
from __future__ import annotations

import math
import os
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Iterable

from engine.core import derived_rng

from .game import BraveJourney
from .policies import POLICIES

#: a game longer than this many actions is a bug (greedy 4-player games take about 330)
MAX_ACTIONS = 200_000


@dataclass(frozen=True)
class GameRecord:
    seed: int
    characters: tuple[str, ...]      # by seat
    first_player: int
    winners: tuple[int, ...]         # seats
    ending: str                      # journey (one finisher), tournament, score
    rounds: int
    turns: int
    actions: int                     # decisions and chance outcomes


@dataclass(frozen=True)
class CharacterRate:
    character: str
    name: str
    games: int
    wins: float
    rate: float
    low: float                       # 95% Wilson score interval
    high: float


@dataclass(frozen=True)
class BalanceReport:
    games: int
    players: int
    policy: str
    first_seed: int
    characters: tuple[CharacterRate, ...]     # best first
    turn_order: tuple[CharacterRate, ...]     # by place in the turn order: first player, second...
    mean_rounds: float
    mean_turns: float
    mean_actions: float
    endings: dict[str, float] = field(default_factory=dict)   # share of games per ending
    records: tuple[GameRecord, ...] = ()

    @property
    def tournament_share(self) -> float:
        """How often the final tournament decided the game."""
        return self.endings.get("tournament", 0.0)

    def table(self) -> str:
        """The report as plain text."""
        lines = [f"{self.games:,} games, {self.players} players, every seat {self.policy} "
                 f"(seeds {self.first_seed}..{self.first_seed + self.games - 1})",
                 f"{'character':<18}{'games':>7}{'wins':>9}{'win rate':>10}   95% interval"]
        for r in self.characters:
            lines.append(f"{r.name:<18}{r.games:>7}{r.wins:>9.1f}{r.rate:>10.1%}   {r.low:.1%} – {r.high:.1%}")
        lines.append("by place in the turn order: " + ", ".join(
            f"{r.name} {r.rate:.1%} ({r.low:.1%} – {r.high:.1%})" for r in self.turn_order))
        lines.append(f"mean length: {self.mean_rounds:.1f} rounds, {self.mean_turns:.1f} turns, "
                     f"{self.mean_actions:.0f} actions")
        lines.append("endings: " + ", ".join(f"{k} {v:.1%}" for k, v in sorted(self.endings.items())))
        return "\n".join(lines)


def wilson(wins: float, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for ``wins`` successes in ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(game: BraveJourney, seed: int, policy: str = "greedy") -> GameRecord:
    """One whole game from ``seed``, every seat playing ``policy``; chance and choices from the seed."""
    state = game.initial_state(seed)
    state, actions = game.simulate(state, POLICIES[policy], derived_rng(seed, "brave_journey", "balance"),
                                   limit=MAX_ACTIONS)
    if state.focus.kind != "over":
        raise RuntimeError(f"seed {seed}: no winner after {MAX_ACTIONS} actions")
    return GameRecord(seed, state.characters, state.first_player, state.winners, state.ending, state.round,
                      state.turns, actions)


def play_chunk(settings: dict[str, Any], policy: str, seeds: tuple[int, ...]) -> list[GameRecord]:
    """Games for ``seeds`` (one executor task)."""
    game = BraveJourney(**settings)
    return [play_one(game, seed, policy) for seed in seeds]


def _chunks(first: int, games: int, size: int) -> list[tuple[int, ...]]:
    return [tuple(range(s, min(s + size, first + games))) for s in range(first, first + games, size)]


def sweep(games: int = 10_000, players: int = 4, *, policy: str = "greedy", first_seed: int = 0,
          executor: Executor | None = None, workers: int | None = None, chunk: int = 200,
          keep_records: bool = False, **settings: Any) -> BalanceReport:
    """Play ``games`` seeded games and report the win rate of every character.

    ``executor``: any ``concurrent.futures.Executor`` (its ``map`` runs the chunks); None: a process pool
    over ``workers`` processes (default: every core), or no pool at all with ``workers=1``. ``settings``
    go to ``BraveJourney`` (a ``characters`` setting fixes who plays; by default the seed deals them).
    """
    if policy not in POLICIES:
        raise ValueError(f"policy must be one of {', '.join(POLICIES)}, not {policy!r}")
    if type(games) is not int or games < 1:
        raise ValueError(f"games must be a whole number from 1, not {games!r}")
    settings = {**settings, "players": players}
    game = BraveJourney(**settings)             # check the settings here, before any worker starts
    parts = _chunks(first_seed, games, max(1, chunk))
    if executor is not None:
        results = list(executor.map(play_chunk, [settings] * len(parts), [policy] * len(parts), parts))
    elif workers == 1:
        results = [play_chunk(settings, policy, part) for part in parts]
    else:
        with ProcessPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
            results = list(pool.map(play_chunk, [settings] * len(parts), [policy] * len(parts), parts))
    records = tuple(r for part in results for r in part)
    return report(game, records, policy, first_seed, keep_records)


def report(game: BraveJourney, records: Iterable[GameRecord], policy: str = "greedy", first_seed: int = 0,
           keep_records: bool = False) -> BalanceReport:
    """The report for games already played (in seed order)."""
    records = tuple(records)
    n = game.players
    played: dict[str, int] = {}
    won: dict[str, float] = {}
    place_played = [0] * n
    place_won = [0.0] * n
    endings: dict[str, int] = {}
    for r in records:
        share = 1 / len(r.winners)
        for q, c in enumerate(r.characters):
            played[c] = played.get(c, 0) + 1
            place = (q - r.first_player) % n
            place_played[place] += 1
            if q in r.winners:
                won[c] = won.get(c, 0.0) + share
                place_won[place] += share
        endings[r.ending] = endings.get(r.ending, 0) + 1
    rates = []
    for c in game.character_ids:
        if c in played:
            g, w = played[c], won.get(c, 0.0)
            rates.append(CharacterRate(c, game.characters[c].name, g, w, w / g, *wilson(w, g)))
    rates.sort(key=lambda r: (-r.rate, r.character))
    places = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
    order = tuple(CharacterRate(f"place{i + 1}", places[i], place_played[i], place_won[i],
                                place_won[i] / place_played[i] if place_played[i] else 0.0,
                                *wilson(place_won[i], place_played[i])) for i in range(n))
    total = len(records) or 1
    return BalanceReport(
        games=len(records), players=n, policy=policy, first_seed=first_seed, characters=tuple(rates),
        turn_order=order, mean_rounds=sum(r.rounds for r in records) / total,
        mean_turns=sum(r.turns for r in records) / total, mean_actions=sum(r.actions for r in records) / total,
        endings={k: v / total for k, v in sorted(endings.items())}, records=records if keep_records else ())
