"""``AbracadawhatBoard``, the playable Abracada...What? widget with its Python twins (``cast``,
``set_mode``, ``button_center``, ``mode``, ``covered``, ``viewer``, ``odds``) and its toolbar
(cast buttons greyed with the reason), and ``picture``, a static SVG of a position in the teacher
view without a widget.
"""
from __future__ import annotations

from typing import Any

from engine.abracadawhat import SPELLS, Abracadawhat
from engine.core import Match

from ..board import BoardUI, BoardWidget, Picture, draw_svg
from .controller import MODES, AbracadawhatController
from .geometry import area_center, button_center, strip_top
from .view import last_roll


class AbracadawhatBoard(BoardWidget):
    """A playable Abracada...What? table.

    ``AbracadawhatBoard(players=4, seed=0, mode="play", hotseat=True, odds=False, seat=None, **settings)``;
    ``seat=p`` plays as seat p for the whole game: the table is drawn for p's eyes (no cover).
    settings are the engine's (variant, refill, next_start, die_faces, first_player). Deals,
    refills, Night Singer picks and die rolls are drawn by the match from its seed.
    Twins: ``cast(n)`` / ``press("cast3")``, ``press("end")``, ``press("ready")``,
    ``press("odds")``, ``press("undo")``, ``set_mode("watch" | "play")``, ``click(x, y)``.
    """

    area_center = staticmethod(area_center)
    strip_top = staticmethod(strip_top)

    def __init__(self, players: int = 4, seed: int = 0, *, mode: str = "play", hotseat: bool = True,
                 odds: bool = False, seat: int | None = None, match: Match | None = None, undo_floor: int = 0,
                 **settings: Any):
        if match is None:
            match = Match(Abracadawhat(players=players, **settings), seed)
        elif not isinstance(match.game, Abracadawhat):
            raise ValueError(f"an AbracadawhatBoard shows an Abracada...What? match, not {match.game.title}")
        controller = AbracadawhatController(match.game, mode=mode, hotseat=hotseat, show_odds=odds, seat=seat)
        controller.last_roll = last_roll(match)
        controller.match = match
        controller._seen = match.state
        super().__init__(match, controller, show_highlights=False, undo_floor=undo_floor)
        controller.ui = self.ui          # the canvas's height follows the parts a lesson hides
        self.toolbar.layout.flex_flow = "row wrap"

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "AbracadawhatBoard":
        """A board on an existing match (a tutorial step): the teacher view unless ``mode`` says otherwise."""
        options.setdefault("mode", "watch")
        options.setdefault("hotseat", False)
        return cls(match=match, **options)

    # -- twins ---------------------------------------------------------------------------------
    def cast(self, spell: int) -> None:
        """Cast ``spell`` (1–8), as the toolbar button ``cast{spell}`` does."""
        if spell not in SPELLS:
            raise ValueError(f"spells are numbered 1 to 8, not {spell!r}")
        self.press(f"cast{spell}")

    def set_mode(self, mode: str) -> None:
        """``"play"`` (hot seat: whoever is to act sees all rows but their own) or ``"watch"`` (teacher view)."""
        if mode not in MODES:
            raise ValueError(f"mode must be 'play' or 'watch', not {mode!r}")
        self.configure(mode=mode)

    def button_center(self, name: str) -> tuple[float, float]:
        """Canvas pixel of a canvas button: end, odds, ready (on the cover)."""
        return button_center(name, self.game.players)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self.controller.mode

    @property
    def covered(self) -> bool:
        """True while the hot-seat screen hides the table."""
        return self.controller.is_covered(self.state)

    @property
    def viewer(self) -> int | None:
        """Whose eyes the table is drawn for (None: everything shown, or the cover is up)."""
        return self.controller.view(self.state).viewer

    @property
    def show_odds(self) -> bool:
        return self.controller.show_odds

    def odds(self) -> list[Any]:
        """What the probability overlay shows: the viewer's exact odds, remembering the round ([] when hidden)."""
        return self.controller.odds(self.state) if self.controller.show_odds else []

    # -- toolbar -----------------------------------------------------------------------------------
    def _button_state(self, name: str) -> tuple[bool, bool]:
        if name == "highlights":  # nothing on this table to highlight
            return False, False
        visible, enabled = super()._button_state(name)
        if name == "hint":        # the hint reads the odds: hidden with them
            visible = visible and self.ui.shows("odds")
        return visible, enabled

    def _update_texts(self) -> None:
        super()._update_texts()
        c, state = self.controller, self.state
        for n in SPELLS:
            button = self.buttons[f"cast{n}"]
            tooltip, allowed = c.cast_tooltip(state, n)
            button.tooltip = tooltip
            # greyed, yet clickable: a click explains the refusal in the status line
            button.style.button_color = None if allowed else "#e6e6e6"
            button.style.text_color = None if allowed else "#9a9a9a"
        self.buttons["odds"].button_style = "info" if c.show_odds else ""
        self.buttons["mode"].description = "Play view" if c.mode == "watch" else "Teacher view"
        self.buttons["mode"].tooltip = ("Back to play: your own stones face down" if c.mode == "watch" else
                                        "The teacher view: every stone shown")


def picture(state: Any, game: Abracadawhat | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a position in the teacher view (every stone shown)."""
    game = game or Abracadawhat(players=len(state.rows))
    controller = AbracadawhatController(game, mode="watch", hotseat=False)
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Abracada...What?, round {state.round}")
