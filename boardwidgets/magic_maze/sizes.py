"""How large a Magic Maze board is on a laptop screen: the canvas texts as drawn (after shrinking to fit
their boxes), the smallest of them, and a space's size on screen at the width the canvas is shown
(``layout.shown_width``). The widget tests check these against ``MIN_SPACE_ON_SCREEN`` and
``MIN_TEXT_ON_SCREEN``; the browser test checks the shown width itself."""
from __future__ import annotations

from typing import Any

from ..onscreen import text_sizes
from .layout import shown_width

#: a space is at least this many pixels wide on screen (1366×768, JupyterLab)
MIN_SPACE_ON_SCREEN = 32
#: no canvas text is smaller than this on screen
MIN_TEXT_ON_SCREEN = 11


def drawn_texts(controller: Any, state: Any, ui: Any) -> list[tuple[str, float, str]]:
    """Every text of every layer: (text, size in canvas pixels as drawn, layer) — ``onscreen.text_sizes``, the
    measure every board shares, in this module's order."""
    return [(text, size, layer) for size, text, layer in text_sizes(controller, state, ui)]


def scale(board: Any, width: float | None = None) -> float:
    """Screen pixels per canvas pixel: the canvas shown ``width`` wide (None: as the package says)."""
    c = board.controller
    return (width if width is not None else shown_width(c.layout)) / c.width


def smallest_text(board: Any) -> float:
    """The smallest canvas text now, in canvas pixels."""
    return min((size for _, size, _ in drawn_texts(board.controller, board.state, board.ui)), default=99.0)


def space_on_screen(board: Any, width: float | None = None) -> float:
    """A space's width on screen, in screen pixels."""
    return board.view.cell * scale(board, width)


def text_on_screen(board: Any, width: float | None = None) -> float:
    """The smallest canvas text on screen, in screen pixels."""
    return smallest_text(board) * scale(board, width)
