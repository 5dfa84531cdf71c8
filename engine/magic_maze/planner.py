"""Planning for Magic Maze: the shortest way for a hero to a space, and a policy for a whole game.

``route(game, state, hero, goals)`` finds the fewest hero actions (moves of any length, vortex,
escalator — each performed by a seat that holds it) that bring ``hero`` onto one of ``goals``,
the other heroes standing still. ``next_action(game, state)`` plays the cooperative game for every
seat at once: explore until the items and the exits it needs are in the mall, bring the four heroes
onto their items (the theft), then out through the exits. It serves the board's hints and the bots.

The planner does not look at the stack (a drawn tile is chance). It plays with time stopped unless
the sand is low: an unused hourglass space is somewhere to end a move only when turning the timer
over gives more time than it takes.
"""
from __future__ import annotations

import random
from collections import deque
from typing import Any, Iterable

from engine.core import Elapse

from .game import DIRECTIONS, SAND, Escalator, Explore, MagicMaze, MMState, Move, StartTimer, TurnTile, Vortex
from .mall import Global
from .tiles import HEROES

#: a hero action in a route: (kind, destination cell); kind is a direction, "vortex" or "escalator"
Step = tuple[str, Global]


def flip_helps(state: MMState) -> bool:
    """Does turning the timer over now give more time than is left?"""
    return SAND - state.sand > state.sand


def route(game: MagicMaze, state: MMState, hero: str, goals: Iterable[Global],
          usable: Iterable[str] | None = None) -> list[Step] | None:
    """The fewest hero actions taking ``hero`` onto one of ``goals`` ([] if it stands on one), or None.

    ``usable``: the actions allowed (default: every action some seat holds; in solo every action, since
    any tile can be turned up). Unused hourglass spaces are avoided as stops unless a flip helps.
    """
    goals = set(goals)
    start = game.hero_cell(state, hero)
    if start is None:
        return None
    if start in goals:
        return []
    acts = set(usable) if usable is not None else _all_usable(game, state)
    mall = state.mall
    blocked = game.occupied(state) - {start}
    avoid = set() if flip_helps(state) else {c for c in mall.cells_of.get("hourglass", []) if c not in state.used}
    vortexes = [c for c in mall.cells_of.get(f"{hero} vortex", []) if c not in blocked] \
        if "vortex" in acts and not state.theft else []
    parent: dict[Global, tuple[Global, Step] | None] = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        nexts: list[Step] = []
        for d in DIRECTIONS:
            if d in acts:
                nexts += [(d, c) for c in mall.ray(cell, d, blocked, dwarf=hero == "orange")]
        nexts += [("vortex", v) for v in vortexes if v != cell]
        if "escalator" in acts:
            end = mall.escalator_end(cell)
            if end is not None and end not in blocked:
                nexts.append(("escalator", end))
        for step in nexts:
            dest = step[1]
            if dest in parent or (dest in avoid and dest not in goals):
                continue
            parent[dest] = (cell, step)
            if dest in goals:
                path = []
                while parent[dest] is not None:
                    prev, st = parent[dest]
                    path.append(st)
                    dest = prev
                return path[::-1]
            queue.append(dest)
    return None


def _all_usable(game: MagicMaze, state: MMState) -> set[str]:
    if game.solo:
        return set(DIRECTIONS) | {"vortex", "escalator", "explore"}
    return {a for seat in range(1, game.players + 1) for a in game.seat_actions(state, seat)}


def to_action(game: MagicMaze, state: MMState, hero: str, step: Step, seat: int | None = None) -> Any:
    """The engine action for one step of a route, by ``seat`` or the first seat holding it."""
    kind, dest = step
    who = seat if seat is not None else (1 if game.solo else game.holders(state, kind)[0])
    if kind == "escalator":
        return Escalator(who, hero)
    square = state.mall.square(dest)
    return Vortex(who, hero, *square) if kind == "vortex" else Move(who, hero, *square)


# -- the whole game -----------------------------------------------------------------------------------------
def wanted_exits(game: MagicMaze, state: MMState) -> dict[str, list[Global]]:
    return {h: game.exits_for(state, h) for h in HEROES}


def goal(game: MagicMaze, state: MMState) -> tuple[str, str, list[Global]] | None:
    """What to do next: ("explore", hero, spaces to explore from), ("item", hero, [its item]),
    ("exit", hero, exits) — the shortest such errand of any hero — or None when nothing is possible."""
    best = _errand(game, state)
    return None if best is None else best[:3]


#: recent errands by what they depend on: in the solo variant the planner turns tile after tile while the
#: mall and the heroes stay as they are, and need not search again each time
_ERRANDS: dict[tuple, tuple | None] = {}


def _errand(game: MagicMaze, state: MMState) -> tuple[str, str, list[Global], list[Step]] | None:
    """``goal`` and the route that makes it the shortest errand (so it is searched only once)."""
    key = (game.scenario, game.solo, None if game.solo else state.holdings, state.placed, state.heroes, state.used,
           state.theft, bool(state.stack), flip_helps(state))
    if key not in _ERRANDS:
        if len(_ERRANDS) > 1024:
            _ERRANDS.clear()
        _ERRANDS[key] = _search_errand(game, state)
    found = _ERRANDS[key]
    return None if found is None else (found[0], found[1], list(found[2]), list(found[3]))


def _search_errand(game: MagicMaze, state: MMState) -> tuple[str, str, list[Global], list[Step]] | None:
    mall = state.mall
    items = {h: mall.cells_of.get(f"{h} item", []) for h in HEROES}
    exits = wanted_exits(game, state)
    needs_more = any(not items[h] for h in HEROES) or any(not exits[h] for h in HEROES)
    errands: list[tuple[int, int, str, str, list[Global]]] = []
    if state.theft:
        for k, h in enumerate(HEROES):
            if game.hero_cell(state, h) is not None and exits[h]:
                errands.append((0, k, "exit", h, exits[h]))
    elif not needs_more or not state.stack:
        for k, h in enumerate(HEROES):
            cell = game.hero_cell(state, h)
            if items[h] and cell not in items[h]:
                errands.append((0, k, "item", h, items[h]))
    if needs_more and state.stack and not errands:
        spots = mall.unexplored()
        for k, h in enumerate(HEROES):
            mine = [c for c in spots if mall.space(c).colour == h]
            if mine:
                errands.append((1, k, "explore", h, mine))
    best = None
    for rank, k, kind, h, cells in errands:
        path = route(game, state, h, cells)
        if path is None:
            continue
        key = (len(path), rank, k)
        if best is None or key < best[0]:
            best = (key, kind, h, cells, path)
    if best is None:
        return None
    _, kind, h, cells, path = best
    return kind, h, cells, path


def next_action(game: MagicMaze, state: MMState, rng: random.Random | None = None) -> Any:
    """One action of the planner playing every seat (None when it sees no way on)."""
    if not state.started:
        return StartTimer(1)
    target = _errand(game, state)
    if target is None:
        return _unblock(game, state, rng)
    kind, hero, cells, path = target
    if not path:
        if kind == "explore":
            return _solo_or(game, state, "explore", Explore(1 if game.solo else game.holders(state, "explore")[0], hero))
        return _unblock(game, state, rng)
    return _solo_or(game, state, path[0][0], to_action(game, state, hero, path[0]))


def _solo_or(game: MagicMaze, state: MMState, act: str, action: Any) -> Any:
    """In the solo variant, turn tiles until ``act`` is on top; otherwise ``action``."""
    if game.solo and act not in game.seat_actions(state, 1):
        return TurnTile(1)
    return action


def _unblock(game: MagicMaze, state: MMState, rng: random.Random | None) -> Any:
    """Nothing leads on directly (heroes in each other's way): move some hero somewhere else."""
    rng = rng or random.Random(0)
    acts = _all_usable(game, state)
    mall = state.mall
    avoid = set() if flip_helps(state) else {c for c in mall.cells_of.get("hourglass", []) if c not in state.used}
    steps: list[tuple[str, Step]] = []
    for hero in HEROES:
        cell = game.hero_cell(state, hero)
        if cell is None:
            continue
        for d in DIRECTIONS:
            if d in acts:
                steps += [(hero, (d, c)) for c in game.destinations(state, hero, d)]
        if "escalator" in acts:
            end = mall.escalator_end(cell)
            if end is not None and end not in game.occupied(state):
                steps.append((hero, ("escalator", end)))
    if not steps:
        return None
    safe = [s for s in steps if s[1][1] not in avoid]
    hero, step = rng.choice(safe or steps)
    return _solo_or(game, state, step[0], to_action(game, state, hero, step))


def planner_policy(game: MagicMaze, state: MMState, rng: random.Random) -> Any:
    """A policy for engine.core.autoplay: the planner for every seat, time stopped."""
    action = next_action(game, state, rng)
    if action is None:   # stuck: let the sand run out rather than loop
        return Elapse(state.sand)
    return action


POLICIES = {"planner": planner_policy}
