"""Helpers for the Magic Maze tests: naming spaces, refusals, an independent model of what connects
in a mall, a seeded chooser for random play, and the invariants random play must keep.

Spaces are named as everywhere else in the project: (tile, row, col), row and col counted from 1 as
the tile lies on the board, north up (``at(state, "1A", 2, 3)``); states keep mall-grid cells.
The model of walls and passages below is written from the tile data and the lattice as documented
(engine/magic_maze/tiles.py and mall.py docstrings), not with the engine's Mall, so tests can hold
the engine's answers against it.
"""
from __future__ import annotations

import copy
import random
from collections import deque

import pytest

from engine.core import Elapse, IllegalAction, sample
from engine.magic_maze import RULES, Escalator, Explore, MagicMaze, Move, PlacePawn, TurnTile, Vortex
from engine.magic_maze.components import AFTER_THEFT, SETS, SOLO_TILES
from engine.magic_maze.game import SAND
from engine.magic_maze.planner import flip_helps, next_action, route, to_action
from engine.magic_maze.scenario import arrange
from engine.magic_maze.tiles import HEROES, tiles

TILES = tiles()
STEPS = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
#: the settings random play and the fuzz tests cover: every scenario, the solo variant, 2..8 seats
SETTINGS = [dict(scenario=1, players=4), dict(scenario=1, players=1), dict(scenario=2, players=2),
            dict(scenario=2, players=5), dict(scenario=3, players=3), dict(scenario=3, players=8),
            dict(scenario=2, players=1), dict(scenario=1, players=7)]


# -- naming spaces -----------------------------------------------------------------------------------------
def at(state, tile: str, row: int, col: int):
    """The mall-grid cell of space (row, col) of ``tile``, counted from 1 as the tile lies."""
    cell = state.mall.find(tile, row, col)
    assert cell is not None, f"tile {tile} ({row},{col}) is not in the mall"
    return cell


def named(state, cell) -> tuple[str, int, int]:
    return state.mall.square(cell)


def hero_at(game, state, hero: str) -> tuple[str, int, int] | None:
    cell = game.hero_cell(state, hero)
    return None if cell is None else named(state, cell)


# -- scripted positions ---------------------------------------------------------------------------------------
#: the heroes on tile 1A's central spaces, in a fixed order (the set-up shuffles them)
HOME = {"orange": ("1A", 2, 2), "yellow": ("1A", 2, 3), "purple": ("1A", 3, 2), "green": ("1A", 3, 3)}
#: scenario 1's mall with every item and the purple exit: tile 2 north of 1A, 7 east, 8 south, 9 west, 6 north of 2.
#: Items: orange 7 (3,2), yellow 6 (2,4), purple 9 (1,4), green 8 (2,3); the purple exit 2 (3,2).
MALL1 = (("2", ("1A", 1, 3)), ("7", ("1A", 3, 4)), ("8", ("1A", 4, 2)), ("9", ("1A", 2, 1)), ("6", ("2", 1, 3)))
#: all eight tiles of scenario 1 laid: the stack is empty
FULL1 = MALL1 + (("3", ("6", 1, 3)), ("4", ("3", 2, 1)), ("5", ("4", 2, 1)))
ITEMS1 = {"orange": ("7", 3, 2), "yellow": ("6", 2, 4), "purple": ("9", 1, 4), "green": ("8", 2, 3)}


def position(scenario: int = 1, players: int = 4, seed: int = 0, explored=(), heroes=None, **fields):
    """(game, state): ``scenario.arrange`` with the heroes at HOME unless moved, and the seats holding the
    player count's set in the order of ``SETS`` (4 players: seat 1 T2b explore+S, 2 T5 vortex+W,
    3 T6 escalator+E, 4 T7 N)."""
    game = MagicMaze(scenario=scenario, players=players)
    if players > 1 and "holdings" not in fields:
        sides = SETS[players]
        fields["holdings"] = [AFTER_THEFT.get(t, t) for t in sides] if fields.get("theft") else list(sides)
    state = arrange(game, seed, explored=explored, heroes={**HOME, **(heroes or {})}, **fields)
    return game, state


# -- refusals ------------------------------------------------------------------------------------------------
def refused(game, state, action, rule_id: str, *words: str) -> IllegalAction:
    """``action`` raises IllegalAction citing ``rule_id`` with a message holding ``words``; ``explain``
    says the same; the action is not listed as legal; the state is untouched."""
    before = copy.deepcopy(state)
    text = game.state_to_json(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, action)
    exc = info.value
    assert exc.rule == rule_id, str(exc)
    assert exc.rule in RULES and exc.message and rule_id in str(exc)
    for w in words:
        assert w in exc.message, exc.message
    explained = game.explain(state, action)
    assert explained is not None and explained.rule == rule_id and str(explained) == str(exc)
    if all(type(v) in (int, str) for v in vars(action).values()):
        assert action not in game.legal_actions(state)
    assert state == before and game.state_to_json(state) == text
    return exc


def event_types(events) -> list[str]:
    return [type(e).__name__ for e in events]


# -- an independent model of a mall's connections ----------------------------------------------------------
def origin(slot):
    """The grid position of a lattice slot's top-left space: a tile north of another lies 4 rows up and
    1 column right, one east 1 row down and 4 columns right (mall.py's docstring)."""
    i, j = slot
    return (-4 * i + j, i + 4 * j)


def rotate(cell, turns):
    """A space of a printed 4×4 tile after ``turns`` quarter turns clockwise."""
    r, c = cell
    for _ in range(turns % 4):
        r, c = c, 3 - r
    return (r, c)


class Model:
    """Where every space of a layout lies and which neighbouring spaces a hero may step between."""

    def __init__(self, placed):
        self.space = {}          # grid cell → (tile name, printed cell, Space)
        self.walls = set()       # frozenset of two grid cells
        self.orange = set()
        self.escalator = {}      # grid cell → the other end
        for p in placed:
            spec = TILES[p.tile]
            r0, c0 = origin(p.slot)

            def grid(printed, p=p, r0=r0, c0=c0):
                r, c = rotate(printed, p.turns)
                return (r0 + r, c0 + c)

            for r in range(4):
                for c in range(4):
                    g = grid((r, c))
                    assert g not in self.space, f"tiles overlap at {g}"
                    self.space[g] = (p.tile, (r, c), spec.space((r, c)))
            self.walls |= {frozenset(grid(x) for x in w) for w in spec.walls}
            self.orange |= {frozenset(grid(x) for x in w) for w in spec.orange_walls}
            for a, b in spec.escalators:
                self.escalator[grid(a)] = grid(b)
                self.escalator[grid(b)] = grid(a)

    def open(self, a, b, dwarf=False) -> bool:
        if a not in self.space or b not in self.space:
            return False
        if self.space[a][0] == self.space[b][0]:
            pair = frozenset((a, b))
            return pair not in self.walls and (dwarf or pair not in self.orange)
        return all(self.space[x][2].kind in ("entry", "explore") for x in (a, b))

    def ray(self, start, direction, heroes, dwarf=False) -> list:
        """Every space a straight move may end on, nearest first."""
        dr, dc = STEPS[direction]
        out, cell = [], start
        while True:
            nxt = (cell[0] + dr, cell[1] + dc)
            if nxt in heroes or not self.open(cell, nxt, dwarf):
                return out
            out.append(nxt)
            cell = nxt


# -- random play ----------------------------------------------------------------------------------------------
HERO_TYPES = (Move, Vortex, Escalator, Explore)


def choose(game: MagicMaze, state, rng: random.Random, planner: float = 0.6, elapse: float = 0.08):
    """Chance by its odds; otherwise, low on sand, often a step towards an unused hourglass; then the planner
    (with probability ``planner``), some time passing (``elapse``: a few seconds, rarely the sand's end), a
    random hero action, or now and then the pawn. Deterministic from ``rng``."""
    if game.is_chance_node(state):
        return sample(game.chance_outcomes(state), rng)
    legal = game.legal_actions(state)
    x = rng.random()
    if state.started and flip_helps(state) and rng.random() < 0.5:
        # low on sand: head for an unused hourglass (the planner alone only takes one on its way)
        glasses = [c for c in state.mall.cells_of.get("hourglass", []) if c not in state.used]
        for hero in rng.sample(HEROES, 4):
            path = route(game, state, hero, glasses) if glasses else None
            if path:
                action = to_action(game, state, hero, path[0])
                if game.solo and path[0][0] not in game.seat_actions(state, 1):
                    action = TurnTile(1)
                if action in legal:
                    return action
    if state.started and x < elapse:
        return Elapse(state.sand if rng.random() < 0.02 else rng.randint(1, max(1, min(40, state.sand - 1))))
    if x < elapse + planner:
        action = next_action(game, state, rng)
        if action is not None:
            return action
    if x > 0.97:
        pawns = [a for a in legal if isinstance(a, PlacePawn)]
        if pawns:
            return rng.choice(pawns)
    hero = [a for a in legal if not isinstance(a, (Elapse, PlacePawn))]
    return rng.choice(hero or legal)


def tile_names(state) -> list[str]:
    return [p.tile for p in state.placed]


class Invariants:
    """What must hold after every action of any game (checked by ``check``)."""

    def __init__(self, game: MagicMaze, initial):
        self.game = game
        self.stack = sorted(game.scenario.stack, key=int)
        self.initial = initial

    def check(self, before, action, after, events, json_round_trip: bool = True) -> None:
        g = self.game
        assert not g.is_terminal(before)
        # every action says what happened, except turning a solo tile from a shuffled pile (the chance
        # outcome that follows says which tile came up)
        assert events or (isinstance(action, TurnTile) and after.phase == "turn")
        assert all(e.rule in g.rules for e in events)
        g.validate_state(after)
        # one hero per space, heroes only on explored spaces; escaped heroes stay out
        cells = [c for c in after.heroes if c is not None]
        assert len(set(cells)) == len(cells)
        assert all(c in after.mall.at for c in cells)
        assert all(a is None for a, b in zip(after.heroes, before.heroes) if b is None)
        # tiles are conserved between the mall and the stack; the mall only grows
        assert sorted(tile_names(after)[1:] + list(after.stack), key=int) == self.stack
        assert after.placed[:len(before.placed)] == before.placed and len(after.placed) - len(before.placed) in (0, 1)
        # each hourglass used at most once; the markers only accumulate
        assert len(set(after.used)) == len(after.used) == after.flips
        assert after.used[:len(before.used)] == before.used and after.flips - before.flips in (0, 1)
        assert all(after.mall.space(c).kind == "hourglass" for c in after.used)
        # time is never negative and only runs down, except that a flip turns it over
        assert 0 <= after.sand <= SAND
        if after.flips > before.flips:
            assert after.sand == SAND - before.sand
        elif isinstance(action, Elapse):
            assert after.sand == before.sand - action.seconds
        else:
            assert after.sand == before.sand
        # the theft happens once and turns the vortex tiles; no vortex afterwards
        assert after.theft >= before.theft
        if after.theft:
            assert not any(isinstance(a, Vortex) for a in g.legal_actions(after))
            assert all(t not in AFTER_THEFT for t in after.holdings)
        if not g.solo:
            plain = sorted(t[:-1] if t.endswith("x") else t for t in after.holdings)
            assert plain == sorted(SETS[g.players])
            if g.scenario.pass_tiles and after.flips > before.flips and not after.over:
                assert after.holdings == tuple(AFTER_THEFT.get(t, t) if after.theft else t for t in
                                               before.holdings[-1:] + before.holdings[:-1])
        else:
            assert sorted(after.solo_pile + after.solo_discard) == sorted(SOLO_TILES)
        # a hero action moves exactly its hero (or, exploring, nobody), along open spaces
        if isinstance(action, (Move, Vortex, Escalator)):
            k = HEROES.index(action.hero)
            assert before.heroes[k] is not None
            moved_to = after.heroes[k]
            assert all(a == b for i, (a, b) in enumerate(zip(after.heroes, before.heroes)) if i != k)
            if isinstance(action, Move):
                self.check_move(before, action)
            if moved_to is not None:
                assert moved_to != before.heroes[k]
        elif not isinstance(action, HERO_TYPES):
            assert after.heroes == before.heroes
        if json_round_trip:
            assert g.state_from_json(g.state_to_json(after)) == after

    def check_move(self, before, action: Move) -> None:
        """The move is a straight line of open steps past no hero (the independent model's view)."""
        model = Model(before.placed)
        start = self.game.hero_cell(before, action.hero)
        dest = before.mall.find(action.tile, action.row, action.col)
        heroes = {c for c in before.heroes if c is not None} - {start}
        direction = next(d for d, (dr, dc) in STEPS.items()
                         if (dest[0] - start[0]) * dc == (dest[1] - start[1]) * dr
                         and (dest[0] - start[0]) * dr + (dest[1] - start[1]) * dc > 0)
        assert dest in model.ray(start, direction, heroes, dwarf=action.hero == "orange")


def play(game: MagicMaze, seed: int, policy_seed: int, max_actions: int = 200, check: bool = True,
         json_every: int = 1, **mix):
    """One game from ``game.initial_state(seed)``: (states, actions, events), invariants checked after
    every action (the JSON round trip every ``json_every`` actions)."""
    rng = random.Random(policy_seed)
    state = game.initial_state(seed)
    inv = Invariants(game, state)
    states, actions, events = [state], [], []
    while not game.is_terminal(state) and len(actions) < max_actions:
        action = choose(game, state, rng, **mix)
        if check:
            assert action in game.legal_actions(state), action
        new, evs = game.transition(state, action)
        if check:
            inv.check(state, action, new, evs, json_round_trip=len(actions) % json_every == 0)
        state = new
        states.append(state)
        actions.append(action)
        events.append(evs)
    return states, actions, events


def reachable_by_bfs(model: Model, start, goals, heroes, acts, hero: str, vortexes=(), avoid=frozenset()):
    """Fewest hero actions from ``start`` to one of ``goals`` (None if none): straight moves of any
    length in the directions ``acts`` holds, the escalator, vortexes to ``vortexes``. An independent
    breadth-first search for checking the planner's routes."""
    goals = set(goals)
    if start in goals:
        return 0
    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        nxt = []
        for d in STEPS:
            if d in acts:
                nxt += model.ray(cell, d, heroes, dwarf=hero == "orange")
        if "escalator" in acts and cell in model.escalator and model.escalator[cell] not in heroes:
            nxt.append(model.escalator[cell])
        if "vortex" in acts:
            nxt += [v for v in vortexes if v != cell and v not in heroes]
        for n in nxt:
            if n in dist or (n in avoid and n not in goals):
                continue
            dist[n] = dist[cell] + 1
            if n in goals:
                return dist[n]
            queue.append(n)
    return None


__all__ = ["HOME", "MALL1", "FULL1", "ITEMS1", "position", "at", "named", "hero_at", "refused", "event_types", "Model",
           "origin", "rotate", "choose", "play", "Invariants", "SETTINGS", "TILES", "STEPS", "reachable_by_bfs"]
