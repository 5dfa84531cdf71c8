"""Hero movement: where the heroes stand and where each may go. A move in a straight line (stopped by walls,
by orange walls that only the orange dwarf passes, by tile edges without an explored passage, by other
heroes), a vortex of the hero's own colour, an escalator; the spaces where an action may not end (unused
hourglasses while two cameras work, scenario 6 on; the tile limits of scenarios 13 and 17), checked and
explained; moving the hero (what the space it reaches does is in ``theft_and_escape``)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core import Event, IllegalAction

from .actions import Escalator, Move, Vortex, _hero
from .events import HeroMoved
from .mall import DIRECTION, DIRECTION_NAMES, Global
from .state import MMState, mall_of
from .tiles import HEROES

DIRECTIONS = ("N", "E", "S", "W")


class MovementRules:
    """Hero movement: a part of ``MagicMaze`` (a mixin: it reads the Game's scenario and state)."""

    def hero_cell(self, state: MMState, hero: str) -> Global | None:
        return state.heroes[HEROES.index(hero)]

    def active(self, state: MMState, hero: str) -> Global | None:
        """The hero's cell if it may still act (not escaped), else None."""
        return None if hero in state.frozen else state.heroes[HEROES.index(hero)]

    def occupied(self, state: MMState) -> set[Global]:
        return {cell for cell in state.heroes if cell is not None}

    def destinations(self, state: MMState, hero: str, direction: str) -> list[Global]:
        """Where a move of ``hero`` in ``direction`` may end, nearest first."""
        cell = self.active(state, hero)
        if cell is None:
            return []
        reach = state.mall.ray(cell, direction, self.occupied(state), dwarf=hero == "orange")
        bad = self.closed_ends(state, hero)
        return [c for c in reach if c not in bad] if bad else reach

    def vortex_targets(self, state: MMState, hero: str) -> list[Global]:
        cell = self.active(state, hero)
        if cell is None:
            return []
        busy = self.occupied(state) | self.closed_ends(state, hero)
        return [v for v in state.mall.cells_of.get(f"{hero} vortex", []) if v not in busy]

    def closed_ends(self, state: MMState, hero: str) -> set[Global]:
        """Spaces where an action of ``hero`` may not end, whatever the way there: unused hourglasses while two
        or more cameras work (6 on); tiles it may not share (13, 17). Empty in scenarios 1–5."""
        scen = self.scenario
        if not (scen.cameras or scen.apart):
            return set()
        return self._closed_ends(state.placed, state.heroes, state.used, state.cameras, hero)

    def _closed_ends(self, placed, heroes, used, cameras, hero) -> set[Global]:
        key = (placed, heroes, used, cameras, hero)
        cache = self.__dict__.setdefault("_closed_cache", {})
        if key in cache:
            return cache[key]
        if len(cache) > 4096:
            cache.clear()
        mall = mall_of(placed)
        out: set[Global] = set()
        if self.scenario.cameras and sum(1 for c in mall.cells_of.get("camera", []) if c not in cameras) >= 2:
            out.update(c for c in mall.cells_of.get("hourglass", []) if c not in used)
        if self.scenario.apart:
            k = HEROES.index(hero)
            others = [mall.tile_index(c) for i, c in enumerate(heroes) if i != k and c is not None]
            if self.scenario.apart == 2:
                tiles_taken = {t for t in others if mall.placed[t].number != 1}
            else:
                tiles_taken = {others[0]} if len(others) == 3 and len(set(others)) == 1 else set()
            for t in tiles_taken:
                p = mall.placed[t]
                out.update(p.cell((r, c)) for r in range(4) for c in range(4))
        cache[key] = out
        return out

    def _check_hero_action(self, state: MMState, action: Any) -> None:
        if action.hero not in HEROES:
            raise IllegalAction("magic_maze.heroes", f"The heroes are orange, yellow, purple and green, "
                                                     f"not {action.hero!r}.")
        cell = self.hero_cell(state, action.hero)
        if cell is None:
            raise IllegalAction("magic_maze.exit", f"The {_hero(action.hero)} has escaped and is off the mall.")
        mall = state.mall
        if action.hero in state.frozen:
            raise IllegalAction("magic_maze.exit.stay", f"The {_hero(action.hero)} has escaped: it stays on its exit "
                                                        f"at {mall.name(cell)} and acts no more.")
        if isinstance(action, (Move, Vortex)):
            dest = mall.find(action.tile, action.row, action.col) if isinstance(action.tile, str) else None
            if dest is None:
                rule = "magic_maze.vortex" if isinstance(action, Vortex) else "magic_maze.move.blocked"
                raise IllegalAction(rule, f"There is no space tile {action.tile} ({action.row},{action.col}) in "
                                          f"the mall" + (": a vortex takes a hero only to a vortex of its own colour "
                                                         "on the mall." if isinstance(action, Vortex) else "."))
        if isinstance(action, Move):
            dr, dc = dest[0] - cell[0], dest[1] - cell[1]
            if dest == cell:
                raise IllegalAction("magic_maze.move.straight", f"A move takes a hero one space or more: the "
                                                                f"{_hero(action.hero)} already stands at {mall.name(cell)}.")
            if (dr != 0) == (dc != 0):
                raise IllegalAction("magic_maze.move.straight",
                                    f"A move goes straight north, south, east or west: {mall.name(dest)} is not in "
                                    f"line with the {_hero(action.hero)} at {mall.name(cell)}.")
            direction = "N" if dr < 0 else "S" if dr > 0 else "W" if dc < 0 else "E"
            self._need(state, action.seat, direction)
            reach = mall.ray(cell, direction, self.occupied(state), dwarf=action.hero == "orange")
            if dest not in reach:
                raise IllegalAction(*self._blocked_why(state, action.hero, direction, dest))
            self._check_end(state, action.hero, dest)
            return
        if isinstance(action, Vortex):
            self._need(state, action.seat, "vortex")
            space = mall.space(dest)
            if space.kind != "vortex" or space.colour != action.hero:
                raise IllegalAction("magic_maze.vortex", f"The space {mall.name(dest)} is not a {action.hero} vortex: "
                                                         "a hero jumps only to a vortex of its own colour.")
            if dest == cell:
                raise IllegalAction("magic_maze.vortex", f"The {_hero(action.hero)} already stands on that vortex.")
            if dest in self.occupied(state):
                raise IllegalAction("magic_maze.vortex.free", f"Another hero stands on the vortex at {mall.name(dest)}.")
            self._check_end(state, action.hero, dest)
            return
        if isinstance(action, Escalator):
            self._need(state, action.seat, "escalator")
            end = mall.escalator_end(cell)
            if end is None:
                raise IllegalAction("magic_maze.escalator", f"The {_hero(action.hero)} does not stand at the end of "
                                                            "an escalator.")
            if end in self.occupied(state):
                raise IllegalAction("magic_maze.escalator.free", f"Another hero stands at the other end, "
                                                                 f"{mall.name(end)}.")
            self._check_end(state, action.hero, end)
            return
        # Explore (exploring.py)
        self._check_explore(state, action, cell)

    def _check_end(self, state: MMState, hero: str, dest: Global) -> None:
        """Refuse an action of ``hero`` ending on ``dest`` where the cameras or the tile limits forbid it."""
        if dest not in self.closed_ends(state, hero):
            return
        mall = state.mall
        scen = self.scenario
        if mall.space(dest).kind == "hourglass" and dest not in state.used and len(self.working_cameras(state)) >= 2:
            seen = ", ".join(mall.name(c) for c in self.working_cameras(state))
            raise IllegalAction("magic_maze.camera.hourglass-block",
                                f"Two cameras or more are working ({seen}): no hero may be moved onto an hourglass. "
                                "The yellow barbarian puts a camera out of order by standing on it.")
        tile = mall.tile_of(dest).tile
        others = [h for h, c in zip(HEROES, state.heroes) if h != hero and c is not None and mall.tile_of(c).tile == tile]
        if scen.apart == 2:
            raise IllegalAction("magic_maze.together.never",
                                f"The {_hero(others[0])} stands on tile {tile} already: in scenario 17 two heroes never "
                                "stand on one tile (tile 1 excepted).")
        raise IllegalAction("magic_maze.two-malls.apart", f"The three other heroes stand on tile {tile}: the four "
                                                          "heroes may never all stand on one tile.")

    def _blocked_why(self, state: MMState, hero: str, direction: str, dest: Global) -> tuple[str, str]:
        """What stops ``hero`` going ``direction`` before ``dest``, in plain words: the hero, wall, orange
        wall, tile edge or end of the mall that stands in the way, and where (rule id, sentence)."""
        mall = state.mall
        cell = self.hero_cell(state, hero)
        reach = mall.ray(cell, direction, self.occupied(state), dwarf=hero == "orange")
        last = reach[-1] if reach else cell
        dr, dc = DIRECTION[direction]
        nxt = (last[0] + dr, last[1] + dc)
        going = f"the {_hero(hero)} going {DIRECTION_NAMES[direction]}"
        if nxt not in mall.at:
            return "magic_maze.move.blocked", (f"The explored mall ends {DIRECTION_NAMES[direction]} of "
                                               f"{mall.name(last)}: {going} cannot get any farther.")
        here, there = mall.name(last), self._short_name(mall, last, nxt)
        if not mall.step_open(last, nxt, dwarf=hero == "orange"):
            if mall.tile_of(nxt) != mall.tile_of(last):
                return "magic_maze.move.blocked", (f"No passage joins {here} and {there} (tiles join only where "
                                                   f"two passages meet): {going} stops there.")
            if mall.step_open(last, nxt, dwarf=True):
                return "magic_maze.dwarf.orange-walls", (f"An orange wall stands between {here} and {there}, in "
                                                         f"the way of {going}: only the orange dwarf passes "
                                                         "orange walls.")
            return "magic_maze.move.blocked", f"A wall stands between {here} and {there}, in the way of {going}."
        other = next((h for h, c in zip(HEROES, state.heroes) if c == nxt), None)
        who = f"The {_hero(other)}" if other else "Another hero"
        return "magic_maze.move.blocked", (f"{who} stands at {mall.name(nxt)}, in the way of {going}: "
                                           "a hero cannot pass another hero.")

    @staticmethod
    def _short_name(mall: Any, first: Global, second: Global) -> str:
        """``second``'s name after ``first``'s: "(3,4)" on the same tile, else in full."""
        if mall.tile_of(first) == mall.tile_of(second):
            return mall.name(second).split(" ", 2)[2]
        return mall.name(second)

    # -- why a space cannot be reached -------------------------------------------------------------------
    def ways_to(self, state: MMState, hero: str, dest: Global, seat: int | None = None) -> list[Any]:
        """The actions that could bring ``hero`` onto mall cell ``dest`` as the board tries them — a straight
        move, its escalator, a vortex of its colour — each by ``seat`` (None: the first seat holding it)."""
        cell = self.active(state, hero)
        if cell is None or dest == cell:
            return []
        mall = state.mall
        square = mall.square(dest)
        out: list[Any] = []

        def by(act: str) -> int:
            if seat is not None:
                return seat
            holders = self.holders(state, act)
            return holders[0] if holders else 1
        dr, dc = dest[0] - cell[0], dest[1] - cell[1]
        if (dr != 0) != (dc != 0):
            d = "N" if dr < 0 else "S" if dr > 0 else "W" if dc < 0 else "E"
            out.append(Move(by(d), hero, *square))
        if mall.escalator_end(cell) == dest:
            out.append(Escalator(by("escalator"), hero))
        space = mall.space(dest)
        if space.kind == "vortex" and space.colour == hero:
            out.append(Vortex(by("vortex"), hero, *square))
        return out

    def why_not_reach(self, state: MMState, hero: str, dest: Any, seat: int | None = None) -> IllegalAction | None:
        """Why ``hero`` cannot get to ``dest`` (a square (tile, row, col) counted from 1, or a mall cell) with one
        action now, by ``seat`` (None: by whichever seat holds the action): the refusal of the first way there
        (a move, then the escalator, then a vortex) with its rule id, or — no way there at all — what this
        space is not (in line, the escalator's other end, a vortex of the hero's colour). None when an
        action gets the hero there."""
        mall = state.mall
        cell = mall.find(*dest) if len(dest) == 3 else tuple(dest)
        if cell is None or cell not in mall.at:
            return IllegalAction("magic_maze.move.blocked", f"There is no space {dest!r} in the mall.")
        ways = self.ways_to(state, hero, cell, seat)
        refusals = [self.explain(state, action) for action in ways]
        if ways and None in refusals:
            return None
        if refusals:
            return refusals[0]
        first = self.explain(state, Move(seat or 1, hero, *mall.square(cell)))   # game over, not started, escaped
        if first is None or first.rule != "magic_maze.move.straight":
            return first
        at = self.hero_cell(state, hero)
        where = mall.name(cell)
        if cell == at:
            return first
        space = mall.space(cell)
        name = _hero(hero)
        if space.kind == "vortex":
            return IllegalAction("magic_maze.vortex", f"{where[0].upper()}{where[1:]} is {'an' if space.colour == 'orange' else 'a'} {space.colour} vortex: "
                                                      f"the {name} jumps only to {'an' if hero == 'orange' else 'a'} {hero} vortex, and the space is "
                                                      f"not in line with it at {mall.name(at)}.")
        end = mall.escalator_end(at)
        lift = (f" Its escalator leads to {mall.name(end)}, not here." if end is not None else "")
        return IllegalAction("magic_maze.move.straight", f"{where[0].upper()}{where[1:]} is not in line with the "
                                                         f"{name} at {mall.name(at)}: a move goes straight north, "
                                                         f"south, east or west.{lift}")

    def _hero_moves(self, state: MMState, action: Any, events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        mall = state.mall
        k = HEROES.index(action.hero)
        cell = state.heroes[k]
        if isinstance(action, Escalator):
            dest, how, rule = mall.escalator_end(cell), "escalator", "magic_maze.escalator"
        else:
            dest = mall.find(action.tile, action.row, action.col)
            if isinstance(action, Vortex):
                how, rule = "vortex", "magic_maze.vortex"
            else:
                dr, dc = dest[0] - cell[0], dest[1] - cell[1]
                how, rule = ("N" if dr < 0 else "S" if dr > 0 else "W" if dc < 0 else "E"), "magic_maze.move.straight"
        events.append(HeroMoved(rule, action.seat, action.hero, how, mall.name(cell), mall.name(dest)))
        state = replace(state, heroes=state.heroes[:k] + (dest,) + state.heroes[k + 1:])
        return self._arrive(state, action.hero, dest, events)
