"""The theft and the escape: the item spaces a hero may steal from and the exits it may leave by (its own
colour's; one purple exit in scenario 1; the others' in scenario 10), what the space an action ends on does
(an hourglass, a camera the yellow barbarian smashes, an exit: escaped, or staying there in 10 and 17), the
theft once the four stand on four items, and the game won or lost."""
from __future__ import annotations

from dataclasses import replace

from engine.core import Event

from .components import AFTER_THEFT
from .events import CameraSmashed, GameWon, HeroEscaped, Theft
from .mall import Global
from .state import MMState
from .tiles import HEROES


class TheftRules:
    """The theft and the escape: a part of ``MagicMaze`` (a mixin: it reads the Game's scenario and state)."""

    def escaped(self, state: MMState, hero: str) -> bool:
        """Out of the game: off the mall, or standing on its exit for good (10, 17)."""
        return state.heroes[HEROES.index(hero)] is None or hero in state.frozen

    def exits_for(self, state: MMState, hero: str) -> list[Global]:
        """The exits ``hero`` may escape through (once the theft has happened)."""
        cells = state.mall.cells_of
        if self.scenario.exits == "purple":
            return cells.get("purple exit", [])
        if self.scenario.exits == "other":
            return sorted(c for colour in HEROES if colour != hero for c in cells.get(f"{colour} exit", []))
        return cells.get(f"{hero} exit", [])

    def items_for(self, state: MMState, hero: str) -> list[Global]:
        """The item spaces ``hero`` may stand on for the theft: its own colour's, or (10) the others'."""
        cells = state.mall.cells_of
        if self.scenario.items == "other":
            return sorted(c for colour in HEROES if colour != hero for c in cells.get(f"{colour} item", []))
        return cells.get(f"{hero} item", [])

    def _arrive(self, state: MMState, hero: str, cell: Global, events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        """What the space an action ended on does (magic_maze.special.end), then the theft and the win."""
        mall = state.mall
        scen = self.scenario
        space = mall.space(cell)
        if space.kind == "hourglass" and cell not in state.used:
            state, more = self._flip(state, hero, cell)
            events += more
            if state.over:
                return state, tuple(events)
        if space.kind == "camera" and scen.cameras and hero == "yellow" and cell not in state.cameras:
            state = replace(state, cameras=state.cameras + (cell,))
            events.append(CameraSmashed("magic_maze.camera.barbarian", mall.name(cell)))
        if space.kind == "exit" and state.theft and cell in self.exits_for(state, hero):
            k = HEROES.index(hero)
            rule = "magic_maze.guards.exits" if scen.exits == "other" else "magic_maze.exit"
            if scen.stay:
                state = replace(state, frozen=tuple(h for h in HEROES if h in state.frozen or h == hero))
                events.append(HeroEscaped(rule, hero, mall.name(cell), True))
            else:
                state = replace(state, heroes=state.heroes[:k] + (None,) + state.heroes[k + 1:])
                events.append(HeroEscaped(rule, hero, mall.name(cell)))
            if all(self.escaped(state, h) for h in HEROES):
                events.append(GameWon("magic_maze.exit", state.flips))
                return replace(state, result="won", talk=""), tuple(events)
        if not state.theft and self._theft_ready(state):
            state = replace(state, theft=True,
                            holdings=tuple(AFTER_THEFT.get(t, t) for t in state.holdings))
            if state.phase == "discard":     # the theft ends the rearrangements
                state = replace(state, phase="play")
            events.append(Theft("magic_maze.guards.items" if scen.items == "other" else "magic_maze.theft",
                                scen.items))
        return state, tuple(events)

    def _theft_ready(self, state: MMState) -> bool:
        mall = state.mall
        colours = []
        for hero, cell in zip(HEROES, state.heroes):
            if cell is None:
                return False
            space = mall.space(cell)
            if space.kind != "item":
                return False
            if (space.colour == hero) != (self.scenario.items == "own"):
                return False
            colours.append(space.colour)
        return len(set(colours)) == 4

    def _lost(self, state: MMState) -> MMState:
        return replace(state, result="lost", talk="", phase="play", pending=(0, ""), crystal=0, target=None)
