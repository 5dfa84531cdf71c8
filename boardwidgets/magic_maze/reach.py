"""What a click or key could mean now: where the selected hero can go and by which action (a move,
its escalator, a vortex), the tiles scenario 11's discard may take, the spaces the crystal ball may lay a
tile at. Questions only: nothing here changes the game (``input`` acts on the answers, the drawing lights
them up)."""
from __future__ import annotations

from typing import Any

from engine.magic_maze.game import Escalator, Explore, Move, Vortex

from .layout import DIRECTIONS


def _kind(action: Any) -> str:
    """The action-tile action an engine action needs: N E S W, vortex, escalator, explore."""
    if isinstance(action, Move):
        return ""  # depends on the hero's position: see Controller.move_direction
    return {Vortex: "vortex", Escalator: "escalator", Explore: "explore"}.get(type(action), "")


class Reach:
    """The controller's part that answers where a hero can go (a mixin of ``MagicMazeController``: it reads
    ``game``, ``selected``, ``crystal_pick`` and asks ``performer`` which seat would act)."""

    # -- scenario 11: the discard ------------------------------------------------------------------
    def discard_pairs(self, state: Any) -> list[tuple[str, str]]:
        """The pairs of tiles that may be discarded now (empty outside scenario 11's discard)."""
        if state.phase != "discard" or state.over:
            return []
        return self.game.discard_pairs(state)

    def partners(self, state: Any, tile: str) -> list[str]:
        """The tiles that may be discarded together with ``tile`` now."""
        return [b if a == tile else a for a, b in self.discard_pairs(state) if tile in (a, b)]

    # -- the crystal ball (5 on) -------------------------------------------------------------------
    def crystal_spaces(self, state: Any) -> list[tuple[int, int]]:
        """The exploration spaces the crystal ball may lay a tile at now (none unless it is in use or
        offered: the mage on a working ball, selected, its ball picked)."""
        if state.over or not state.started or self.game.is_chance_node(state):
            return []
        if state.phase == "crystal" or (self.crystal_pick and self.selected == "purple"
                                        and self.game.crystal_ball(state) is not None and self.game.stack_left(state)):
            return state.mall.unexplored()
        return []

    # -- what the selected hero can do -------------------------------------------------------------
    def move_direction(self, state: Any, hero: str, dest: tuple[int, int]) -> str | None:
        cell = self.game.hero_cell(state, hero)
        if cell is None:
            return None
        dr, dc = dest[0] - cell[0], dest[1] - cell[1]
        if (dr != 0) == (dc != 0):
            return None
        return "N" if dr < 0 else "S" if dr > 0 else "W" if dc < 0 else "E"

    def candidates(self, state: Any, hero: str, dest: tuple[int, int], seat: int | None = None) -> list[Any]:
        """The actions that would bring ``hero`` onto mall cell ``dest``, in the board's order of
        preference: a straight move, the escalator, a vortex — each by the performing seat."""
        game, mall = self.game, state.mall
        square = mall.square(dest)
        out: list[Any] = []
        d = self.move_direction(state, hero, dest)
        if d is not None:
            out.append(Move(seat or self.performer(state, d), hero, *square))
        cell = game.hero_cell(state, hero)
        if cell is not None and mall.escalator_end(cell) == dest:
            out.append(Escalator(seat or self.performer(state, "escalator"), hero))
        space = mall.space(dest)
        if space.kind == "vortex" and space.colour == hero and dest != cell:
            out.append(Vortex(seat or self.performer(state, "vortex"), hero, *square))
        return out

    def reach(self, state: Any, hero: str) -> dict[tuple[int, int], tuple[str, Any]]:
        """Every mall cell the mouse can send ``hero`` to now: cell → (kind, action), where kind is
        move, escalator or vortex (the action the click performs)."""
        game = self.game
        if state.over or not state.started or game.is_chance_node(state) or game.hero_cell(state, hero) is None:
            return {}
        mall = state.mall
        dests: set[tuple[int, int]] = set()
        for d in DIRECTIONS:
            dests.update(game.destinations(state, hero, d))
        cell = game.hero_cell(state, hero)
        end = mall.escalator_end(cell)
        if end is not None:
            dests.add(end)
        if not state.theft:
            dests.update(game.vortex_targets(state, hero))
        out = {}
        for dest in sorted(dests):
            for action in self.candidates(state, hero, dest):
                if game.explain(state, action) is None:
                    kind = "move" if isinstance(action, Move) else _kind(action)
                    out[dest] = (kind, action)
                    break
        return out

    def explore_action(self, state: Any, hero: str, seat: int | None = None) -> Explore:
        return Explore(seat or self.performer(state, "explore"), hero)
