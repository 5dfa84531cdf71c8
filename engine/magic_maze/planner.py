"""Planning for Magic Maze: the shortest way for a hero to a space, and a policy for a whole game.

``route(game, state, hero, goals)`` finds the fewest hero actions (moves of any length, vortex,
escalator — each performed by a seat that holds it) that bring ``hero`` onto one of ``goals``,
the other heroes standing still. ``next_action(game, state)`` plays the cooperative game for every
seat at once: explore until the items and the exits it needs are in the mall, bring the four heroes
onto their items (the theft), then out through the exits. It serves the board's hints and the bots.

The planner does not look into a face-down stack (a drawn tile is chance); an open stack's top tile
(scenarios 8, 13) tells it which mall to explore in (13). It plays with time stopped unless the sand is
low: an unused hourglass space is somewhere to end a move only when turning the timer over gives more
time than it takes.

It knows the rules of scenarios 4–17: the dwarf's orange walls (routes), spaces where an action may not
end (cameras over the hourglasses, the tile limits of 13 and 17: ``MagicMaze.closed_ends``), heroes frozen
on their exits (10, 17), one item and one exit of another colour per hero (10: each hero takes the next
colour's, in the order orange, yellow, purple, green), no vortex (16), the leader's empty seat (9); at a
rearrangement (11) it discards the first pair listed, and it stops a crystal ball after one tile.
"""
from __future__ import annotations

import random
from collections import deque
from dataclasses import replace
from typing import Any, Iterable

from engine.core import Elapse

from .game import (DIRECTIONS, SAND, CrystalStop, Discard, Escalator, Explore, MagicMaze, MMState, Move, StartTimer,
                   TurnTile, Vortex)
from .mall import Global
from .tiles import HEROES

#: a hero action in a route: (kind, destination cell); kind is a direction, "vortex" or "escalator"
Step = tuple[str, Global]


def flip_helps(state: MMState) -> bool:
    """Does turning the timer over now give more time than is left?"""
    return SAND - state.sand > state.sand


def route(game: MagicMaze, state: MMState, hero: str, goals: Iterable[Global],
          usable: Iterable[str] | None = None, longest: int | None = None) -> list[Step] | None:
    """The fewest hero actions taking ``hero`` onto one of ``goals`` ([] if it stands on one), or None.

    ``usable``: the actions allowed (default: every action some seat holds; in solo every action, since
    any tile can be turned up). Unused hourglass spaces are avoided as stops unless a flip helps.
    ``longest``: give up on routes longer than this (None when there is none that short).
    """
    goals = set(goals)
    start = game.active(state, hero)
    if start is None:
        return None
    if start in goals:
        return []
    acts = set(usable) if usable is not None else _all_usable(game, state)
    mall = state.mall
    blocked = game.occupied(state) - {start}
    closed = game.closed_ends(state, hero)
    avoid = set() if flip_helps(state) else {c for c in mall.cells_of.get("hourglass", []) if c not in state.used}
    avoid |= closed
    if state.theft and game.scenario.stay:      # 10, 17: ending on an exit by the way would keep the hero there
        avoid |= set(game.exits_for(state, hero))
    goals -= closed
    if not goals:
        return None
    vortexes = [c for c in mall.cells_of.get(f"{hero} vortex", []) if c not in blocked and c not in closed] \
        if "vortex" in acts and not state.theft else []
    runs = mall.run_table(hero == "orange")      # straight lines up to a wall, per (cell, direction)
    directions = [d for d in DIRECTIONS if d in acts]
    escalator = "escalator" in acts
    parent: dict[Global, tuple[Global, Step] | None] = {start: None}
    depth = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        if longest is not None and depth[cell] >= longest:
            continue
        nexts: list[Step] = []
        for d in directions:
            for c in runs.get((cell, d), ()):
                if c in blocked:
                    break
                nexts.append((d, c))
        nexts += [("vortex", v) for v in vortexes if v != cell]
        if escalator:
            end = mall.escalator_end(cell)
            if end is not None and end not in blocked:
                nexts.append(("escalator", end))
        for step in nexts:
            dest = step[1]
            if dest in parent or (dest in avoid and dest not in goals):
                continue
            parent[dest] = (cell, step)
            depth[dest] = depth[cell] + 1
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
#: scenario 10: the colour whose item and exit each hero takes (none its own)
SWAP = {"orange": "yellow", "yellow": "purple", "purple": "green", "green": "orange"}


def wanted_exits(game: MagicMaze, state: MMState) -> dict[str, list[Global]]:
    """The exits each hero heads for: its own (scenario 2 on), the purple one (1), the next colour's (10);
    an exit another hero stays on is taken."""
    cells = state.mall.cells_of
    taken = {game.hero_cell(state, h) for h in state.frozen}
    if game.scenario.exits == "other":
        # any exit of another colour that leaves the heroes still out one exit each, none its own colour
        free = [x for x in HEROES if any(c not in taken for c in cells.get(f"{x} exit", []))]
        out = {}
        for h in HEROES:
            rest = [x for x in HEROES if x != h and not game.escaped(state, x)]
            out[h] = [c for x in free if x != h and _deranged(rest, [y for y in free if y != x])
                      for c in cells.get(f"{x} exit", []) if c not in taken]
        return out
    return {h: [c for c in game.exits_for(state, h) if c not in taken] for h in HEROES}


def _deranged(heroes: list[str], colours: list[str]) -> bool:
    """Can each of ``heroes`` take one of ``colours`` (each colour once), none its own?"""
    if not heroes:
        return True
    h = heroes[0]
    return any(_deranged(heroes[1:], colours[:k] + colours[k + 1:]) for k, c in enumerate(colours) if c != h)


def wanted_items(game: MagicMaze, state: MMState) -> dict[str, list[Global]]:
    """The item each hero heads for: its own colour's, or in scenario 10 the next colour's."""
    cells = state.mall.cells_of
    if game.scenario.items == "other":
        return {h: cells.get(f"{SWAP[h]} item", []) for h in HEROES}
    return {h: cells.get(f"{h} item", []) for h in HEROES}


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
           state.theft, game.stack_left(state), state.top, state.frozen, state.cameras, flip_helps(state))
    if key not in _ERRANDS:
        if len(_ERRANDS) > 1024:
            _ERRANDS.clear()
        _ERRANDS[key] = _search_errand(game, state)
    found = _ERRANDS[key]
    return None if found is None else (found[0], found[1], list(found[2]), list(found[3]))


def _search_errand(game: MagicMaze, state: MMState) -> tuple[str, str, list[Global], list[Step]] | None:
    mall = state.mall
    items = wanted_items(game, state)
    exits = wanted_exits(game, state)
    two = game.scenario.two_malls
    if two:
        # no vortex after the theft: each hero's item and exit must lie in one mall
        needs_more = any(not any(mall.region(i) == mall.region(x) for i in items[h] for x in exits[h])
                         for h in HEROES if not game.escaped(state, h))
    else:
        needs_more = any(not items[h] for h in HEROES) or any(not exits[h] for h in HEROES
                                                              if not game.escaped(state, h))
    stack = game.stack_left(state)
    errands: list[tuple[int, int, str, str, list[Global]]] = []
    if state.theft:
        for k, h in enumerate(HEROES):
            if game.active(state, h) is not None and exits[h]:
                errands.append((0, k, "exit", h, exits[h]))
    elif not needs_more or not stack:
        for k, h in enumerate(HEROES):
            cell = game.hero_cell(state, h)
            mine = items[h]
            if two:
                mine = [i for i in mine if any(mall.region(i) == mall.region(x) for x in exits[h])] or mine
            if mine and cell not in mine:
                errands.append((0, k, "item", h, mine))
    if needs_more and stack and (not errands or state.theft and not any(e[2] == "exit" and route(
            game, state, e[3], e[4]) is not None for e in errands)):
        spots = mall.unexplored()
        if two:
            spots = _mall_for_top(game, state, spots, items, exits) or spots
        for k, h in enumerate(HEROES):
            mine = [c for c in spots if mall.space(c).colour == h]
            if mine:
                errands.append((1, k, "explore", h, mine))
    best = None
    for rank, k, kind, h, cells in errands:
        # only a strictly shorter route beats the best so far (the errands come in order of rank, then hero)
        path = route(game, state, h, cells, longest=None if best is None else best[0][0] - 1)
        if path is None:
            continue
        if ((kind == "exit" and game.scenario.stay) or (kind == "item" and game.scenario.apart == 2)) and \
                not _others_can_follow(game, state, h, _end(game, state, h, path), kind):
            continue
        key = (len(path), rank, k)
        if best is None or key < best[0]:
            best = (key, kind, h, cells, path)
    if best is None and game.scenario.apart == 2 and errands:
        # 17: the heroes stand in each other's way, tile by tile: park one on the start tile (shared freely)
        start = [c for c in mall.at if mall.tile_index(c) == 0]
        done = set(state.frozen) | {h for h in HEROES if state.theft is False and game.hero_cell(state, h) in items[h]}
        for k, h in enumerate(HEROES):
            cell = game.active(state, h)
            if cell is None or h in done or mall.tile_index(cell) == 0:
                continue
            path = route(game, state, h, start)
            if path and (best is None or len(path) < best[0][0]):
                best = ((len(path), 2, k), "park", h, start, path)
    if best is None:
        return None
    _, kind, h, cells, path = best
    return kind, h, cells, path


def _end(game: MagicMaze, state: MMState, hero: str, path: list[Step]) -> Global:
    return path[-1][1] if path else game.hero_cell(state, hero)


def _others_can_follow(game: MagicMaze, state: MMState, hero: str, cell: Global, kind: str) -> bool:
    """With ``hero`` standing on ``cell`` (its item, or its exit for good in scenarios 10 and 17), can the
    heroes not yet on theirs still reach them one after the other, in some order? Heroes already on their
    items (or exits) stay put; the others are left out of each other's way (they can move)."""
    k = HEROES.index(hero)
    goals = wanted_items if kind == "item" else wanted_exits
    mine = goals(game, state)
    if kind == "exit":
        done = {h for h in HEROES if h in state.frozen}
    else:
        done = {h for h in HEROES if state.heroes[HEROES.index(h)] in mine[h]}
    done.add(hero)
    heroes = tuple(cell if i == k else (c if h in done else None) for i, (h, c) in enumerate(zip(HEROES, state.heroes)))
    left = tuple(h for h in HEROES if h not in done and state.heroes[HEROES.index(h)] is not None)
    frozen = tuple(h for h in HEROES if h in done) if kind == "exit" else state.frozen
    return _can_all_follow(game, state, heroes, frozen, left, kind, 0)


_FOLLOW: dict[tuple, bool] = {}


def _can_all_follow(game: MagicMaze, state: MMState, heroes: tuple, frozen: tuple, left: tuple, kind: str,
                    depth: int) -> bool:
    if not left:
        return True
    key = (game.scenario, state.placed, state.theft, state.cameras, state.used, heroes, frozen, left, kind,
           tuple(state.heroes[HEROES.index(h)] for h in left))
    if key not in _FOLLOW:
        if len(_FOLLOW) > 4096:
            _FOLLOW.clear()
        _FOLLOW[key] = _follow(game, state, heroes, frozen, left, kind, depth)
    return _FOLLOW[key]


def _follow(game: MagicMaze, state: MMState, heroes: tuple, frozen: tuple, left: tuple, kind: str,
            depth: int) -> bool:
    for h in left:
        k = HEROES.index(h)
        trial = replace(state, heroes=heroes[:k] + (state.heroes[k],) + heroes[k + 1:], frozen=frozen)
        goals = (wanted_items if kind == "item" else wanted_exits)(game, trial)[h]
        path = route(game, trial, h, goals)
        if path is None:
            continue
        end = _end(game, trial, h, path)
        now_frozen = tuple(x for x in HEROES if x in frozen or x == h) if kind == "exit" else frozen
        if _can_all_follow(game, state, heroes[:k] + (end,) + heroes[k + 1:], now_frozen,
                           tuple(x for x in left if x != h), kind, depth + 1):
            return True
    return False


#: what each tile of the stack brings (scenario 13 places them by the open top): tile → (kind, colour)
FEATURE_TILES = {"2": ("exit", "purple"), "10": ("exit", "green"), "11": ("exit", "yellow"), "12": ("exit", "orange"),
                 "6": ("item", "yellow"), "7": ("item", "orange"), "8": ("item", "green"), "9": ("item", "purple")}


def _mall_for_top(game: MagicMaze, state: MMState, spots: list[Global], items, exits) -> list[Global]:
    """Scenario 13: the exploration spaces of the mall where the open top tile belongs — the mall that holds
    its counterpart (the item for an exit, the exit for an item) — or, while neither is out, the mall with
    room for it; [] when any mall will do."""
    mall = state.mall
    from .tiles import tiles as all_tiles
    spec = all_tiles().get(state.top) if state.top else None
    if spec is None:
        return []
    kinds = {(sp.kind, sp.colour) for sp in (spec.space(c) for c in spec.cells()) if sp.kind in ("item", "exit")}
    for kind, colour in kinds:
        hero = colour if game.scenario.items == "own" else next(h for h, c in SWAP.items() if c == colour)
        other = exits[hero] if kind == "item" else items[hero]
        if other:
            region = mall.region(other[0])
            return [c for c in spots if mall.region(c) == region]
    return []


def next_action(game: MagicMaze, state: MMState, rng: random.Random | None = None) -> Any:
    """One action of the planner playing every seat (None when it sees no way on)."""
    if not state.started:
        return StartTimer(1)
    if state.phase == "discard":
        return next((a for a in game.legal_actions(state) if isinstance(a, Discard)), None)
    if state.phase == "crystal":
        return CrystalStop(state.pending[0])
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
        cell = game.active(state, hero)
        if cell is None:
            continue
        for d in DIRECTIONS:
            if d in acts:
                steps += [(hero, (d, c)) for c in game.destinations(state, hero, d)]
        if "escalator" in acts:
            end = mall.escalator_end(cell)
            if end is not None and end not in game.occupied(state) and end not in game.closed_ends(state, hero):
                steps.append((hero, ("escalator", end)))
    if not steps:
        return None
    if state.theft and game.scenario.stay:
        avoid |= {c for h in HEROES for c in game.exits_for(state, h)}
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
