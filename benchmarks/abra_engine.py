"""Abracada...What? engine figures: complete games and the deduction aid's speed."""
from __future__ import annotations

import random
import time

import engine
from engine.abracadawhat.policies import random_caster
from engine.core import play_out, sample

from .timing import rate


def random_games(seconds: float = 3.0) -> tuple[float, float]:
    """Complete games per second, 4 players casting at random, chance (every deal, refill and roll)
    sampled from the seed; also the mean number of actions per game (chance included)."""
    game = engine.load("abracadawhat", players=4)
    seeds = iter(range(10**9))
    lengths: list[int] = []

    def work() -> int:
        lengths.append(play_out(game, next(seeds), random_caster)[1])
        return 1

    return rate(work, seconds), sum(lengths) / len(lengths)


def odds_time(repeats: int = 2000) -> float:
    """Seconds for one deduction-aid computation (observation + exact odds for all eight spells)
    in a 5-player position right after the deal: the median over many positions."""
    game = engine.load("abracadawhat", players=5)
    states = []
    for seed in range(20):
        state, rng = game.initial_state(seed), random.Random(seed)
        while game.is_chance_node(state):
            state = game.apply(state, sample(game.chance_outcomes(state), rng))
        states.append(state)
    times = []
    for i in range(repeats):
        state = states[i % len(states)]
        start = time.perf_counter()
        game.odds_from_table(game.observation(state, i % 5))
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2]


def history_odds_time(positions: int = 20, repeats: int = 10) -> tuple[float, float]:
    """Seconds for the deduction aid that remembers (``odds_from_history``: replay the round from its
    deal, then the exact odds) for the player to act in 5-player positions at least 10 informative
    events into a round: the median over the positions; also the mean number of events replayed."""
    from engine.abracadawhat.deduction import odds_from_history
    from engine.abracadawhat.game import CastFailed, CastWorked, DealDone, Refilled, SecretTaken
    from engine.core import Match

    game = engine.load("abracadawhat", players=5)
    found, times, depths = 0, [], []
    for seed in range(200):
        match, rng = Match(game, seed), random.Random(seed)
        while not game.is_terminal(match.state) and found < positions:
            history = match.history(0)
            deal = max((k for k, (_, _, evs) in enumerate(history) if any(isinstance(e, DealDone) for e in evs)),
                       default=None)
            player = match.state.current
            told = 0 if deal is None else sum(
                1 for _, _, evs in history[deal + 1:] for e in evs
                if isinstance(e, (CastWorked, CastFailed, Refilled, SecretTaken))
                and (e.player == player or isinstance(e, Refilled)))
            if told >= 10 and match.state.phase == "cast":
                for _ in range(repeats):
                    start = time.perf_counter()
                    odds_from_history(game, match, player)
                    times.append(time.perf_counter() - start)
                depths.append(told)
                found += 1
                break
            match.apply(random_caster(game, match.state, rng))
        if found >= positions:
            break
    times.sort()
    return times[len(times) // 2], sum(depths) / len(depths)
