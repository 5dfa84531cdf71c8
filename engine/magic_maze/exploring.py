"""Exploring and laying tiles: the stack (how many tiles are left, which may come next, scenario 5's known
top tile, the open stack of scenarios 8 and 13 turning its next tile up), exploring from a hero's own
exploration space (and the elf's talking window, scenario 4 on), laying the drawn tile at its arrow and
the passages it opens, and the crystal ball (scenario 5 on: the purple mage lays one or two tiles at any
exploration space)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core import Event, IllegalAction

from .actions import CrystalExplore, CrystalStop, Explore, _hero
from .events import CrystalDone, CrystalUsed, Explored, TalkingOpens, TilePlaced, TopTurned
from .mall import DIRECTION, Global, Placed
from .state import MMState


def next_tiles(state: MMState) -> tuple[str, ...]:
    """The tiles that may come off the stack next: the known top; else any of the shuffled stack; else one of
    the first pair put under it (scenario 11)."""
    if state.top:
        return (state.top,)
    if state.stack:
        return state.stack
    return state.under[:1] if len(state.under) % 2 else state.under[:2]


def _taken(state: MMState, tile: str) -> dict[str, Any]:
    """The stack's fields once ``tile`` is taken off it."""
    if state.top == tile:
        return {"top": ""}
    if tile in state.stack:
        return {"stack": tuple(t for t in state.stack if t != tile)}
    under = list(state.under)
    under.remove(tile)
    return {"under": tuple(under)}


class ExploringRules:
    """Exploring and laying tiles: a part of ``MagicMaze`` (a mixin: it reads the Game's scenario and state)."""

    def stack_left(self, state: MMState) -> int:
        """How many tiles are left to draw (the stack, a known top, and the tiles under it)."""
        return len(state.stack) + len(state.under) + (1 if state.top else 0)

    def _turning_top(self, state: MMState) -> bool:
        """An open stack whose top was just taken: the next tile turns up (chance)."""
        return self.scenario.open_stack and not state.top and bool(state.stack or state.under)

    def can_explore(self, state: MMState, hero: str) -> bool:
        cell = self.active(state, hero)
        if cell is None or not self.stack_left(state):
            return False
        space = state.mall.space(cell)
        return space.kind == "explore" and space.colour == hero and state.mall.across(cell) not in state.mall.slots

    def crystal_ball(self, state: MMState) -> Global | None:
        """The working crystal ball the purple mage stands on, if it does (scenario 5 on)."""
        if not self.scenario.crystal:
            return None
        cell = self.active(state, "purple")
        if cell is None or cell in state.balls or state.mall.space(cell).kind != "crystal":
            return None
        return cell

    def _check_explore(self, state: MMState, action: Explore, cell: Global) -> None:
        """Refuse an exploration from ``cell`` (the hero's space: the hero may act) by the rules of exploring."""
        self._need(state, action.seat, "explore")
        mall = state.mall
        space = mall.space(cell)
        if space.kind != "explore" or space.colour != action.hero:
            what = (f"an {space.colour}" if space.colour == "orange" else f"a {space.colour}") + " exploration space" \
                if space.kind == "explore" else "no exploration space"
            raise IllegalAction("magic_maze.explore", f"The {_hero(action.hero)} stands on {what}: a hero explores "
                                                      f"only from an exploration space of its own colour.")
        if mall.across(cell) in mall.slots:
            raise IllegalAction("magic_maze.explore.room", f"There is no room for a tile beside {mall.name(cell)}: "
                                                           "that side is explored already.")
        if not self.stack_left(state):
            raise IllegalAction("magic_maze.explore.room", "The stack is used up: there is nothing left to explore.")

    def _check_crystal(self, state: MMState, action: Any) -> None:
        scen = self.scenario
        if state.phase == "crystal":
            seat = state.pending[0]
            if not isinstance(action, (CrystalExplore, CrystalStop)):
                raise IllegalAction("magic_maze.crystal.reading", f"Wait: seat {seat} is laying the crystal ball's "
                                                                  "tiles (a second one, or none).")
            if action.seat != seat:
                raise IllegalAction("magic_maze.crystal.reading", f"Seat {seat} is laying the crystal ball's tiles: "
                                                                  "only it lays the second one, or stops.")
            if isinstance(action, CrystalStop):
                return
        elif isinstance(action, CrystalStop):
            raise IllegalAction("magic_maze.crystal.reading", "No crystal ball is in use now: there is nothing "
                                                              "to stop.")
        else:
            if not scen.crystal:
                raise IllegalAction("magic_maze.crystal", f"The crystal ball works from scenario 5 on, not in "
                                                          f"scenario {scen.number}.")
            self._need(state, action.seat, "explore")
            if self.crystal_ball(state) is None:
                cell = self.active(state, "purple")
                if cell is not None and state.mall.space(cell).kind == "crystal":
                    raise IllegalAction("magic_maze.crystal", f"The crystal ball at {state.mall.name(cell)} is out "
                                                              "of order: it has been used.")
                raise IllegalAction("magic_maze.crystal", "The purple mage does not stand on a crystal ball: only "
                                                          "then may tiles be laid by it.")
        mall = state.mall
        dest = mall.find(action.tile, action.row, action.col) if isinstance(action.tile, str) else None
        if dest is None:
            raise IllegalAction("magic_maze.crystal", f"There is no space tile {action.tile} "
                                                      f"({action.row},{action.col}) in the mall.")
        if mall.space(dest).kind != "explore":
            raise IllegalAction("magic_maze.crystal", f"{mall.name(dest)} is {mall.space(dest)}: the crystal ball's "
                                                      "tiles are laid at exploration spaces (of any colour).")
        if mall.across(dest) in mall.slots:
            raise IllegalAction("magic_maze.explore.room", f"There is no room for a tile beside {mall.name(dest)}: "
                                                           "that side is explored already.")
        if not self.stack_left(state):
            raise IllegalAction("magic_maze.explore.room", "The stack is used up: there is nothing left to explore.")

    def _explore(self, state: MMState, action: Explore, events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        cell = self.hero_cell(state, action.hero)
        events.append(Explored("magic_maze.explore", action.seat, action.hero, state.mall.name(cell)))
        state = replace(state, phase="draw", pending=(action.seat, action.hero))
        scen = self.scenario
        if action.hero == "green" and scen.elf_talk and scen.talk != "never":
            state = replace(state, talk="elf")
            events.append(TalkingOpens("magic_maze.talk.gestures" if scen.talk == "gestures" else "magic_maze.talk.elf",
                                       "elf", "gestures" if scen.talk == "gestures" else "words"))
        return state, tuple(events)

    def _crystal_explore(self, state: MMState, action: CrystalExplore,
                         events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        mall = state.mall
        dest = mall.find(action.tile, action.row, action.col)
        second = state.phase == "crystal"
        ball = self.crystal_ball(state)
        events.append(CrystalUsed("magic_maze.crystal", action.seat, "" if second else mall.name(ball),
                                  mall.name(dest), second))
        return replace(state, phase="draw", pending=(action.seat, ""), target=dest, crystal=state.crystal + 1,
                       balls=state.balls if second else state.balls + (ball,)), tuple(events)

    def _crystal_stop(self, state: MMState, action: CrystalStop) -> tuple[MMState, tuple[Event, ...]]:
        return (replace(state, phase="play", pending=(0, ""), crystal=0),
                (CrystalDone("magic_maze.crystal.reading", action.seat, state.crystal),))

    def _top_tile(self, state: MMState, tile: str) -> tuple[MMState, tuple[Event, ...]]:
        """An open stack: ``tile`` turns up on top."""
        return (replace(state, top=tile, **_taken(state, tile)),
                (TopTurned("magic_maze.stack.open", tile),))

    def _place(self, state: MMState, tile: str) -> tuple[MMState, tuple[Event, ...]]:
        seat, hero = state.pending
        mall = state.mall
        at = state.target if state.crystal else self.hero_cell(state, hero)
        placed = mall.placement(at, tile)
        new = replace(state, placed=state.placed + (placed,), phase="play", pending=(0, ""), target=None,
                      **_taken(state, tile))
        passages = self._new_passages(new, placed) - 1     # the entry's own passage is the explored one
        events: list[Event] = [TilePlaced("magic_maze.explore.passages" if passages else "magic_maze.explore", tile,
                                          passages)]
        if new.crystal:
            if new.crystal == 1 and self.stack_left(new) and new.mall.unexplored():
                new = replace(new, phase="crystal", pending=(seat, ""))
            else:
                events.append(CrystalDone("magic_maze.crystal.reading", seat, new.crystal))
                new = replace(new, crystal=0)
        return new, tuple(events)

    def _new_passages(self, state: MMState, placed: Placed) -> int:
        mall = state.mall
        count = 0
        for r in range(4):
            for c in range(4):
                cell = placed.cell((r, c))
                side = mall.side_of(cell)
                if side is None:
                    continue
                dr, dc = DIRECTION[side]
                other = (cell[0] + dr, cell[1] + dc)
                if other in mall.at and mall.step_open(cell, other):
                    count += 1
        return count
