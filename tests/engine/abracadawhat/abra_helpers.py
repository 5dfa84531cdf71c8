"""Helpers for the Abracada...What? tests: hand-built positions, seeded random play and invariants."""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Mapping, Sequence

from engine.abracadawhat import AbraState, Abracadawhat, Cast, EndTurn
from engine.abracadawhat.game import FULL_BAG, MAX_LIFE, SPELLS
from engine.core import sample

TOTAL = sum(FULL_BAG)          # 36


def counts(stones: Sequence[int]) -> tuple[int, ...]:
    return tuple(list(stones).count(s) for s in SPELLS)


def position(game: Abracadawhat, rows: Mapping[int, Sequence[int]] | Sequence[Sequence[int]], *,
             board: Sequence[int] = (), secrets: Sequence[int] = (),
             taken: Mapping[int, Sequence[int]] | None = None, life: Sequence[int] | None = None,
             scores: Sequence[int] | None = None, alive: Sequence[bool] | None = None,
             current: int = 0, last_cast: int = 0, pool: Sequence[int] | None = None,
             **more) -> AbraState:
    """A mid-round position ("cast" phase unless ``more`` says otherwise). Stones not placed go to
    the pool, unless ``pool`` is given, in which case the remainder must be exactly nothing."""
    n = game.players
    if not isinstance(rows, Mapping):
        rows = dict(enumerate(rows))
    taken = taken or {}
    placed = [s for r in rows.values() for s in r] + list(board) + list(secrets) + \
        [s for t in taken.values() for s in t]
    rest = [k - c for k, c in zip(FULL_BAG, counts(placed))]
    assert min(rest) >= 0, f"too many stones placed: {placed}"
    if pool is not None:
        assert tuple(rest) == counts(pool), "pool given, but it is not the stones left over"
    base = game.initial_state(0)
    state = replace(
        base, rows=tuple(tuple(sorted(rows.get(q, ()))) for q in range(n)), pool=tuple(rest),
        board=counts(board), secrets=counts(secrets),
        taken=tuple(tuple(sorted(taken.get(q, ()))) for q in range(n)),
        life=tuple(life) if life is not None else (MAX_LIFE,) * n,
        scores=tuple(scores) if scores is not None else (0,) * n,
        alive=tuple(alive) if alive is not None else (True,) * n,
        current=current, start_player=more.pop("start_player", current), phase=more.pop("phase", "cast"),
        last_cast=last_cast, **more)
    game.validate_state(state)
    return state


def run(game: Abracadawhat, state: AbraState, *actions):
    """Apply ``actions`` in turn; returns (final state, all events)."""
    events = []
    for a in actions:
        state, evs = game.transition(state, a)
        events += evs
    return state, events


def sample_chance(game: Abracadawhat, state: AbraState, rng: random.Random):
    return sample(game.chance_outcomes(state), rng)


def dealt(game: Abracadawhat, seed: int) -> AbraState:
    """The first round dealt with a private generator (the same stones for the same seed)."""
    rng = random.Random(f"deal {seed}")
    state = game.initial_state(seed)
    while game.is_chance_node(state):
        state = game.apply(state, sample_chance(game, state, rng))
    return state


def stone_total(state: AbraState) -> tuple[int, ...]:
    """Counts of each spell over rows, pool, board, secret stones and taken stones."""
    c = [0] * 8
    for row in state.rows + state.taken:
        for s in row:
            c[s - 1] += 1
    for bag in (state.pool, state.board, state.secrets):
        for i, k in enumerate(bag):
            c[i] += k
    return tuple(c)


def choose(game: Abracadawhat, state: AbraState, rng: random.Random, stop: float = 0.4):
    """A seeded policy: chance by its exact probabilities; otherwise end the turn with probability
    ``stop`` when allowed, else a random legal cast."""
    if game.is_chance_node(state):
        return sample_chance(game, state, rng)
    legal = game.legal_actions(state)
    if EndTurn() in legal and rng.random() < stop:
        return EndTurn()
    casts = [a for a in legal if isinstance(a, Cast)]
    return casts[rng.randrange(len(casts))]


class Invariants:
    """Checks after every action (the issue's list, plus what observations may show)."""

    def __init__(self, game: Abracadawhat):
        self.game = game

    def check(self, before: AbraState, action, after: AbraState, events) -> None:
        g, n = self.game, self.game.players
        g.validate_state(after)                                   # 36 stones and every range
        assert stone_total(after) == FULL_BAG
        assert all(0 <= x <= MAX_LIFE for x in after.life)
        assert all(b >= a for a, b in zip(before.scores, after.scores)), "a score went down"
        assert all(e.rule in g.rules for e in events)
        # every action is narrated, except an end of turn whose refill draws are still to come
        assert events or (isinstance(action, EndTurn) and after.phase == "refill")
        assert before.winners == ()
        if after.round == before.round and not after.winners and before.phase != "deal":
            # within a round nothing leaves the board and secret stones only leave by Night Singer
            assert all(b >= a for a, b in zip(before.board, after.board))
            assert sum(after.secrets) <= sum(before.secrets)
        for p in range(n):
            obs = g.observation(after, p)
            assert obs.rows[p] is None, "a player sees their own row"
            assert all(obs.rows[q] == after.rows[q] for q in range(n) if q != p)
            assert obs.own_row_size == len(after.rows[p])
            assert obs.my_secrets == after.taken[p]
        if g.is_terminal(after):
            assert after.winners and g.legal_actions(after) == []
            top = [q for q in range(n) if after.scores[q] >= 8]
            assert top and set(after.winners) <= set(top)      # everyone at 8 or more is tied at the top
            assert all(after.last_round[w] == max(after.last_round[q] for q in top) for w in after.winners)


def play(game: Abracadawhat, seed: int, policy_seed: int, max_actions: int = 100_000, max_rounds: int | None = None,
         check: bool = True, stop: float = 0.4):
    """Plays from the initial state; returns (states, actions, events)."""
    rng = random.Random(policy_seed)
    chance_rng = random.Random(f"chance {seed}")
    state = game.initial_state(seed)
    inv = Invariants(game) if check else None
    states, actions, events = [state], [], []
    while not game.is_terminal(state) and len(actions) < max_actions:
        if max_rounds is not None and state.round > max_rounds:
            break
        action = sample_chance(game, state, chance_rng) if game.is_chance_node(state) else \
            choose(game, state, rng, stop)
        new, evs = game.transition(state, action)
        if inv:
            inv.check(state, action, new, evs)
        state = new
        states.append(state)
        actions.append(action)
        events.append(evs)
    return states, actions, events
