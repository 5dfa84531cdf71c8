"""Helpers for the Rauf und Runter tests: an independent walk enumerator, hand-built positions,
a seeded policy that also samples chance, and an invariant checker for random play.

Spaces are named as everywhere else in the project: (row, col) counted from 1, top row and left
column first (``cell(1, 1)`` is red's start burrow); states store cell numbers 0..24, row-major.
"""
from __future__ import annotations

import random
from dataclasses import replace
from functools import lru_cache

from engine.core import sample
from engine.rauf_und_runter import Draw, Move, Play, RaufState, RaufUndRunter, Roll, flip_cell
from engine.rauf_und_runter.board import SIDES, SIZE
from engine.rauf_und_runter.policies import greedy as greedy_policy

KINDS = ("speed", "luck", "shortcut")


def cell(row: int, col: int) -> int:
    """The stored cell number of space (row, col), counted from 1 (as texts and actions count)."""
    assert 1 <= row <= SIZE and 1 <= col <= SIZE, f"({row},{col}) is not a space: rows and columns are 1..{SIZE}"
    return (row - 1) * SIZE + (col - 1)


def rc(i: int) -> tuple[int, int]:
    """(row, col), counted from 1, of stored cell number ``i``."""
    r, c = divmod(i, SIZE)
    return (r + 1, c + 1)


# -- an independent reference for exact-count walks -------------------------------------------------
@lru_cache(maxsize=None)
def wall_set(side: int) -> frozenset[frozenset[int]]:
    """The walls of a side as unordered pairs of cell indices, read straight from the side's data
    (which names spaces (row, col) counted from 1, as ``cell`` does)."""
    return frozenset(frozenset((cell(*a), cell(*b))) for a, b in SIDES[side].walls)


def neighbours(i: int) -> list[int]:
    r, c = rc(i)
    return [cell(r + dr, c + dc) for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1))
            if 1 <= r + dr <= SIZE and 1 <= c + dc <= SIZE]


def brute_walks(side: int, start: int, steps: int, stops: frozenset[int] = frozenset(),
                passes: int = 0) -> dict[int, int]:
    """Every walk enumerated one by one (depth first, every direction at every step): where a walk of
    exactly ``steps`` may end, entering a stop ends it, each step through a wall costs one pass.
    Returns {end: fewest passes}. Exponential, so only for small ``steps``."""
    walls = wall_set(side)
    ends: dict[int, int] = {}

    def walk(at: int, left: int, used: int) -> None:
        if left == 0:
            ends[at] = min(ends.get(at, used), used)
            return
        for j in neighbours(at):
            u = used + (frozenset((at, j)) in walls)
            if u > passes:
                continue
            if j in stops:
                ends[j] = min(ends.get(j, u), u)
                continue
            walk(j, left - 1, u)

    walk(start, steps, 0)
    return ends


@lru_cache(maxsize=200_000)
def memo_walks(side: int, start: int, steps: int, stops: frozenset[int], passes: int) -> tuple:
    """The same answer as ``brute_walks`` by recursion on the remaining steps (fast enough for long
    walks); written independently of engine.core.grid."""
    walls = wall_set(side)
    out: dict[int, int] = {}
    if steps == 0:
        return ((start, 0),)
    for j in neighbours(start):
        cost = int(frozenset((start, j)) in walls)
        if cost > passes:
            continue
        if j in stops:
            sub = ((j, 0),)
        else:
            sub = memo_walks(side, j, steps - 1, stops, passes - cost)
        for end, u in sub:
            if out.get(end, 99) > u + cost:
                out[end] = u + cost
    return tuple(sorted(out.items()))


def reference_walks(side, start, steps, stops=frozenset(), passes=0) -> dict[int, int]:
    return dict(memo_walks(side, start, steps, frozenset(stops), passes))


# -- positions ------------------------------------------------------------------------------------
def position(game: RaufUndRunter, seed: int = 0, **changes) -> RaufState:
    """The initial state with fields replaced (hand-built positions)."""
    return replace(game.initial_state(seed), **changes)


def give(state: RaufState, player: int, tiles: tuple[int, int, int]) -> RaufState:
    """Hand ``player`` exactly ``tiles`` (speed, luck, shortcut), keeping the set conserved via the supply."""
    held = list(state.tiles)
    supply = list(state.supply)
    for k in range(3):
        supply[k] += held[player][k] - tiles[k]
    assert min(supply) >= 0, "not enough tiles in the set for this position"
    held[player] = tiles
    return replace(state, tiles=tuple(held), supply=tuple(supply))


def with_roll(game: RaufUndRunter, state: RaufState, value: int) -> RaufState:
    assert state.phase == "roll"
    return game.apply(state, Roll(value))


# -- random play ------------------------------------------------------------------------------------
def choose(game: RaufUndRunter, state: RaufState, rng: random.Random, greedy: float):
    """Chance sampled by its probabilities; decisions greedy with probability ``greedy``, else any legal
    action (super tiles included). Uses only ``rng``."""
    if game.is_chance_node(state):
        return sample(game.chance_outcomes(state), rng)
    if rng.random() < greedy:
        return greedy_policy(game, state, rng)
    legal = game.legal_actions(state)
    return legal[rng.randrange(len(legal))]


class Invariants:
    def __init__(self, game: RaufUndRunter, initial: RaufState):
        self.game = game
        self.initial = initial
        self.total = game.settings["super_tiles"]

    def check(self, before: RaufState, action, after: RaufState, events) -> None:
        g, n = self.game, self.game.players
        assert not g.is_terminal(before)
        assert events and all(e.rule in g.rules for e in events)
        # figures on the board
        assert len(after.positions) == n and all(type(c) is int and 0 <= c < SIZE * SIZE for c in after.positions)
        # super tiles conserved, never negative
        assert all(k >= 0 for t in after.tiles for k in t) and all(k >= 0 for k in after.supply)
        assert tuple(sum(t[k] for t in after.tiles) + after.supply[k] for k in range(3)) == self.total
        # chains only shrink (a prefix is dropped), by at most one tile per player... at most two when a
        # lucky meeting follows a move's meeting is impossible: a player meets once per action at most
        for p in range(n):
            a, b = before.chains[p], after.chains[p]
            assert a[len(a) - len(b):] == b and len(a) - len(b) in (0, 1)
            # heading home: consistent with the chain and the targets
            if not after.chains[p]:
                assert after.heading_home[p]
            assert g.target(after, p) == (None if after.heading_home[p] else after.chains[p][0])
            if len(b) < len(a):
                assert after.heading_home[p]
        g.validate_state(after)
        assert after.side in (0, 1) and after.flips >= before.flips
        flipped = after.flips == before.flips + 1
        assert (after.side != before.side) == flipped
        if flipped:
            assert any(type(e).__name__ == "BoardFlipped" for e in events)
        if isinstance(action, Move):
            p = before.current
            assert before.phase == "move"
            dest = cell(action.row, action.col)          # Move names the space counted from 1, as cell does
            # the walk exists: without wall passes, or the shortcut tiles used cover it
            walls = g.walk_ends(before, shortcuts=action.shortcuts)
            assert dest in walls and walls[dest] == action.shortcuts
            if before.steps <= 9:
                ref = reference_walks(before.side, before.positions[p], before.steps, g.stop_cells(before, p),
                                      action.shortcuts)
                assert ref.get(dest) == action.shortcuts
            assert sum(before.tiles[p]) - sum(after.tiles[p]) == action.shortcuts
            expect = flip_cell(dest) if flipped else dest
            assert after.positions[p] == expect
            # the others stay (mapped across a flip)
            for q in range(n):
                if q != p:
                    assert after.positions[q] == (flip_cell(before.positions[q]) if flipped else before.positions[q])
            burrows = SIDES[after.side].burrow_cells
            home = {q for q in range(n) if not after.chains[q] and after.positions[q] in burrows}
            if after.over:
                assert g.legal_actions(after) == [] and after.phase == "move" and not after.draws
                if flipped:        # home on landing: exactly the finished figures that came out on a burrow
                    assert set(after.winners) == home and p not in after.winners
                    assert all(before.heading_home[q] and not before.chains[q] for q in after.winners)
                else:
                    assert after.winners == (p,) and not after.chains[p]
            elif flipped:          # nobody came out of the flip at home
                assert not home
            elif after.draws:                      # a flip: the slower players draw before the turn passes
                assert flipped and after.phase == "draw" and after.current == p and after.turn == before.turn
                assert set(after.draws) <= {q for q in range(n) if not before.heading_home[q]}
            else:
                assert after.current == (p + 1) % n and after.turn == before.turn + 1
                assert after.roll == 0 and after.bonus == 0 and after.phase == "roll"
        else:
            assert not flipped and after.positions == before.positions
            if isinstance(action, Play):
                assert before.phase == "move" and after.supply[KINDS.index(action.tile)] == \
                    before.supply[KINDS.index(action.tile)] + 1
            elif isinstance(action, Roll):
                assert before.phase == "roll" and after.roll == action.value and after.phase == "move"
            else:
                assert isinstance(action, Draw) and before.phase == "draw"
                q = before.draws[0]
                k = KINDS.index(action.tile)
                assert after.tiles[q][k] == before.tiles[q][k] + 1
                if after.draws:
                    assert after.phase == "draw" and after.current == before.current
                else:
                    assert after.phase == "roll" and after.current == (before.current + 1) % n
                    assert after.turn == before.turn + 1


def play(game: RaufUndRunter, seed: int, policy_seed: int, greedy: float, max_actions: int = 600, check=True):
    """One game: (states, actions, events); invariants checked after every action."""
    rng = random.Random(policy_seed)
    state = game.initial_state(seed)
    inv = Invariants(game, state) if check else None
    states, actions, events = [state], [], []
    while not game.is_terminal(state) and len(actions) < max_actions:
        action = choose(game, state, rng, greedy)
        if check:
            assert action in game.legal_actions(state)
        new, evs = game.transition(state, action)
        if inv:
            inv.check(state, action, new, evs)
        state = new
        states.append(state)
        actions.append(action)
        events.append(evs)
    return states, actions, events
