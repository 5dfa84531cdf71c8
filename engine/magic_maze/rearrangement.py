"""Scenario 11's rearrangement: at each hourglass flip before the theft two tiles of the mall are discarded
face down under the stack. Which pairs may go (no start tile, no hero or out-of-order marker on either, the
rest of the mall still joined through explored passages), checking a discard and saying why a pair may
not go, and why no pair can (the game is lost)."""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any

from engine.core import Event, IllegalAction

from .actions import Discard, _hero
from .events import TilesDiscarded
from .mall import Global, Mall, Placed
from .state import MMState, mall_of
from .tiles import HEROES


def _tile_number(tile: Any) -> int:
    return int(tile.rstrip("AB")) if isinstance(tile, str) and tile.rstrip("AB").isdigit() else 0


def _joined(mall: Mall, region: int, without: frozenset[int] = frozenset()) -> set[int]:
    """The tiles of mall ``region`` joined to its first tile through explored passages, ``without`` some."""
    first = next(k for k, r in enumerate(mall.regions) if r == region and k not in without)
    seen, todo = {first}, [first]
    links = mall.tile_links
    while todo:
        for n in links[todo.pop()]:
            if n not in seen and n not in without:
                seen.add(n)
                todo.append(n)
    return seen


@lru_cache(maxsize=256)
def discard_pairs(placed: tuple[Placed, ...], starts: int, marked: tuple[Global, ...]) -> list[tuple[str, str]]:
    """The pairs of tiles of a mall that may be discarded (scenario 11): neither one of the ``starts`` first
    tiles, neither holding one of the ``marked`` spaces (heroes, out-of-order markers), and every other tile
    still joined to its mall's start tile through explored passages (magic_maze.rearrange.reading)."""
    mall = mall_of(placed)
    blocked = {mall.tile_index(c) for c in marked}
    free = [k for k in range(starts, len(placed)) if k not in blocked]
    sizes = {r: mall.regions.count(r) for r in set(mall.regions)}
    out = []
    for i, a in enumerate(free):
        for b in free[i + 1:]:
            gone = frozenset((a, b))
            if all(len(_joined(mall, r, gone)) == sizes[r] - sum(1 for k in gone if mall.regions[k] == r)
                   for r in sizes):
                out.append(tuple(sorted((placed[a].tile, placed[b].tile), key=int)))
    return sorted(out, key=lambda pair: (int(pair[0]), int(pair[1])))


class RearrangementRules:
    """Scenario 11's rearrangement: a part of ``MagicMaze`` (a mixin: it reads the Game's scenario and state)."""

    def discard_pairs(self, state: MMState) -> list[tuple[str, str]]:
        """Scenario 11: the pairs of tiles that may be discarded now (each pair and the list in tile-number
        order): neither holding a hero or an out-of-order marker, neither a start tile, and the tiles left
        still joined through explored passages."""
        return discard_pairs(state.placed, len(self.scenario.start_tiles),
                             tuple(c for c in state.heroes if c is not None) + state.used + state.balls + state.cameras)

    def _check_discard(self, state: MMState, action: Any) -> None:
        if not isinstance(action, Discard):
            raise IllegalAction("magic_maze.rearrange.reading", "Wait: two tiles must be discarded first "
                                                                "(rearrangement); the sand keeps running.")
        if not self.scenario.rearrange:
            raise IllegalAction("magic_maze.rearrange", "Discarding tiles is the rule of scenario 11 "
                                                        "(Rearrangement) only.")
        if state.phase != "discard":
            raise IllegalAction("magic_maze.rearrange", "No tiles are to be discarded now: two go at each "
                                                        "hourglass flip before the theft.")
        names = {p.tile for p in state.placed}
        pair = (action.first, action.second)
        for t in pair:
            if not isinstance(t, str) or t not in names:
                raise IllegalAction("magic_maze.rearrange", f"There is no tile {t!r} in the mall.")
        if action.first == action.second:
            raise IllegalAction("magic_maze.rearrange", "Discard two different tiles.")
        legal = self.discard_pairs(state)
        if tuple(sorted(pair, key=_tile_number)) in legal and _tile_number(action.first) < _tile_number(action.second):
            return
        if tuple(sorted(pair, key=_tile_number)) in legal:
            raise IllegalAction("magic_maze.rearrange", f"Name the lower tile first: tiles "
                                                        f"{' and '.join(sorted(pair, key=_tile_number))}.")
        raise IllegalAction("magic_maze.rearrange", self._why_not_discard(state, pair))

    def _why_not_discard(self, state: MMState, pair: tuple[str, str]) -> str:
        mall = state.mall
        index = {p.tile: k for k, p in enumerate(mall.placed)}
        for t in pair:
            k = index[t]
            if k < len(self.scenario.start_tiles):
                return f"Tile {t} is a start tile: it never goes."
            for hero, c in zip(HEROES, state.heroes):
                if c is not None and mall.tile_index(c) == k:
                    return f"The {_hero(hero)} stands on tile {t}: a tile with a hero stays."
            for c in state.used + state.balls + state.cameras:
                if mall.tile_index(c) == k:
                    return f"Tile {t} holds an out-of-order marker at {mall.name(c)}: it stays."
        return (f"Without tiles {pair[0]} and {pair[1]} the rest of the mall would fall apart: some spaces could "
                "no longer be reached without a vortex.")

    def _no_pair_why(self, state: MMState) -> str:
        mall = state.mall
        starts = len(self.scenario.start_tiles)
        blocked = {mall.tile_index(c) for c in tuple(c for c in state.heroes if c is not None) + state.used
                   + state.balls + state.cameras}
        free = [p.tile for k, p in enumerate(mall.placed) if k >= starts and k not in blocked]
        if not free:
            return "every tile but the start tile holds a hero or an out-of-order marker"
        if len(free) == 1:
            return f"tile {free[0]} is the only one without a hero or a marker"
        return f"without any two of tiles {', '.join(free)} the rest of the mall would fall apart"

    def _discard(self, state: MMState, action: Discard) -> tuple[MMState, tuple[Event, ...]]:
        gone = {action.first, action.second}
        placed = tuple(p for p in state.placed if p.tile not in gone)
        pair = tuple(sorted(gone, key=_tile_number))
        return (replace(state, placed=placed, under=state.under + pair, phase="play"),
                (TilesDiscarded("magic_maze.rearrange", action.seat, *pair),))
