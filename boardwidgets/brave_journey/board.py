"""``BraveJourneyBoard``: the widget (toolbar, canvas, status, the info panel under the canvas, the log, the
bundled CJK font), made from the engine's settings or on an existing match (``from_match``, a tutorial step); its
Python twins of every click (``click_square``, ``click_hero``, ``click_card``, ``click_choice``...); and
``picture()``: the same drawing as a static SVG, with no widget and no kernel."""
from __future__ import annotations

from typing import Any

import ipywidgets as widgets

from engine.brave_journey.game import BraveJourney, UseItem
from engine.core import Match

from ..board import BoardUI, BoardWidget, Picture, Target, draw_svg
from .controller import BraveJourneyController
from .match import HandRolledMatch
from .texts import font_face_css, info_html


class BraveJourneyBoard(BoardWidget):
    """A playable Brave Journey board (see the package's text for the clicks, modes and layouts)."""

    def __init__(self, players: int = 4, seed: int = 0, *, mode: str = "game", layout: str = "full",
                 teacher: bool = False, show_highlights: bool = True, animate: bool = True, match: Match | None = None,
                 undo_floor: int = 0, **settings: Any):
        if match is None:
            match = HandRolledMatch(BraveJourney(players=players, **settings), seed)
        elif not isinstance(match.game, BraveJourney):
            raise ValueError(f"a BraveJourneyBoard shows a Brave Journey match, not {match.game.title}")
        controller = BraveJourneyController(match.game, mode=mode, layout=layout, teacher=teacher, animate=animate)
        controller.remember(match, BoardUI(show_highlights=show_highlights))
        super().__init__(match, controller, show_highlights=show_highlights, undo_floor=undo_floor)
        controller.remember(match, self.ui)
        self.info = widgets.HTML()
        self.info.add_class("bj-info")
        self.fontface = widgets.HTML(f"<style>{font_face_css()}</style>", layout=widgets.Layout(display="none"))
        self.children = (self.toolbar, self.canvas, self.status, self.info, self.log_view, self.fontface)
        self._update_texts()

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "BraveJourneyBoard":
        """A board on an existing match (a tutorial step): the learn mode, compact layout."""
        options.setdefault("mode", "learn")
        options.setdefault("layout", "compact")
        return cls(match=match, **options)

    # -- twins ---------------------------------------------------------------------------------------------------
    def click_square(self, n: int) -> None:
        """Click square ``n`` (0 = the Castle): show what it is in the panel under the board."""
        self.click_target(("square", int(n)))

    def click_token(self, character: str) -> None:
        """Click ``character``'s token on the ring."""
        self._twin(("token", character))

    def click_hero(self, character: str) -> None:
        """Click ``character``'s row in the heroes' panel (the same as their token)."""
        self._twin(("hero", character))

    def click_card(self, card: str, character: str | None = None) -> None:
        """Click the item ``card`` (a card id) in ``character``'s hand (default: the hero to act)."""
        state = self.state
        seat = (self.controller.viewer_of(state) if character is None else self.game.seat_of(state, character))
        if seat < 0:
            raise ValueError(f"nobody plays {character!r} in this game")
        held = state.held[seat]
        if card not in held:
            # the same refusal a click on an empty place in the hand would give: nothing to use
            self._act("click", lambda: self.controller._play(self, UseItem(card)))
            return
        self._twin(("card", state.characters[seat], held.index(card)))

    def click_die(self) -> None:
        """Click the die: roll it for the move (the same as Roll)."""
        self._twin(("die",))

    def click_monster(self, card: str) -> None:
        """Click one of the two monsters Aruba drew (Let's be heroes)."""
        self._twin(("monster", card))

    def click_choice(self, words: str) -> None:
        """Click the choice chip whose words are (or start with) ``words``."""
        chips = [w for w, _what, _box in self.controller.chip_boxes(self.state, self.ui)]
        exact = [w for w in chips if w == words] or [w for w in chips if w.startswith(words)]
        if not exact:
            raise ValueError(f"no choice {words!r} now; the choices are {', '.join(map(repr, chips)) or 'none'}")
        self.click_target(("choice", exact[0]))

    @property
    def choices(self) -> list[str]:
        """The words of the choice chips shown now."""
        return [w for w, _what, _box in self.controller.chip_boxes(self.state, self.ui)]

    def _twin(self, target: Target) -> None:
        try:
            self.controller._state, self.controller._ui = self.state, self.ui
            x, y = self.controller.locate(target)
        except ValueError as exc:
            self._act("click", lambda: self.say(str(exc), "refused"))
            return
        self.click(x, y)

    def click_target(self, target: Target) -> None:
        self.controller._state, self.controller._ui = self.state, self.ui
        super().click_target(target)

    @property
    def covered(self) -> bool:
        """True while the hot-seat cover is up."""
        return self.controller.is_covered(self.state)

    @property
    def layout_name(self) -> str:
        return self.controller.layout

    def _size_canvas(self) -> None:
        """Never wider than the output area: the canvas shrinks with it, keeping its shape (JupyterLab with
        its file browser open leaves ~850 px for a 960 px board); clicks still land right."""
        if self._fit:
            super()._size_canvas()
            return
        c, layout = self.controller, self.canvas.layout
        layout.width, layout.height = "auto", "auto"
        layout.max_width, layout.max_height = f"min(100%, {c.width}px)", None

    def fit_column(self, max_height: str = "58vh") -> None:
        """A tutorial's column: the compact layout, shrinking with its column."""
        self.controller.in_column = True
        self.configure(layout="compact")
        super().fit_column(max_height)

    def close(self) -> None:
        for name in ("info", "fontface"):
            w = getattr(self, name, None)
            if w is not None:
                w.close()
        super().close()

    # -- the panel under the canvas ---------------------------------------------------------------------------------
    def _update_texts(self) -> None:
        super()._update_texts()
        info = getattr(self, "info", None)
        if info is None:
            return
        if not self.ui.shows("info"):
            info.value = ""
            info.layout.display = "none"
            return
        info.layout.display = None
        info.value = info_html(self.controller, self.state, self.match)


def picture(state: Any, game: BraveJourney | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a Brave Journey position (no widget, no kernel needed): every item face up."""
    game = game or BraveJourney(players=len(state.positions), characters=list(state.characters))
    controller = BraveJourneyController(game, mode="learn", layout="full", animate=False)
    controller._state = state
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Brave Journey, round {state.round}, {game.hero(state, state.current)}'s turn")
