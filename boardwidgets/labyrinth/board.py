"""``LabyrinthBoard``, the playable Labyrinth widget (with its Python twins: ``rotation``,
``covered``, and the layout helpers browser tests click), and ``picture``, a static SVG of a
position without a widget.
"""
from __future__ import annotations

from typing import Any

from engine.core import Match
from engine.labyrinth import Labyrinth

from ..board import BoardUI, BoardWidget, Picture, draw_svg
from .controller import LabyrinthController
from .geometry import arrow_center, button_center, cell_center, number_center, spare_center


class LabyrinthBoard(BoardWidget):
    """A playable Labyrinth board.

    ``LabyrinthBoard(players=2, seed=0, hotseat=True, show_highlights=True, animate=True, **settings)``;
    settings are the engine's (treasures, variant, same_round_tie, first_player); the variant is
    "standard", "children", "advanced" or both variants together, "children+advanced".
    ``hotseat=True`` hides the board behind a "pass the device" screen between turns until the
    next player presses Ready; use ``hotseat=False`` in tutorials. ``animate=False`` shows shifts
    and walks at once.
    """

    cell_center = staticmethod(cell_center)
    arrow_center = staticmethod(arrow_center)
    spare_center = staticmethod(spare_center)
    button_center = staticmethod(button_center)
    number_center = staticmethod(number_center)

    def __init__(self, players: int = 2, seed: int = 0, *, hotseat: bool = True, show_highlights: bool = True,
                 animate: bool = True, match: Match | None = None, undo_floor: int = 0, **settings: Any):
        if match is None:
            match = Match(Labyrinth(players=players, **settings), seed)
        elif not isinstance(match.game, Labyrinth):
            raise ValueError(f"a LabyrinthBoard shows a Labyrinth match, not {match.game.title}")
        super().__init__(match, LabyrinthController(match.game, hotseat=hotseat, animate=animate),
                         show_highlights=show_highlights, undo_floor=undo_floor)

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "LabyrinthBoard":
        """A board on an existing match (``hotseat`` defaults to False: tutorials)."""
        options.setdefault("hotseat", False)
        return cls(match=match, **options)

    @property
    def rotation(self) -> int:
        """Quarter turns (clockwise) of the spare in hand, not yet played."""
        return self.controller.rotation

    @property
    def covered(self) -> bool:
        """True while the hot-seat screen hides the next player's target."""
        return self.controller.covered


def picture(state: Any, game: Labyrinth | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a Labyrinth position (no widget, no kernel needed).

    The current player's target is marked, as on their own screen.
    """
    game = game or Labyrinth(players=len(state.pawns))
    controller = LabyrinthController(game, hotseat=False)
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Labyrinth, turn {state.turn}")
