"""How big a board's canvas shows on screen, and how big its words are there.

A canvas is drawn in canvas pixels, but the browser may show it smaller: in a tutorial the board
shrinks to the room beside the lesson's column (``BoardWidget.fit_column``). What a reader sees is
``canvas font px × displayed width / canvas width``; no word on a board may be below ``MIN_TEXT_PX``
there, at a 1366×768 screen in JupyterLab (tests/widgets/test_widgets_onscreen_text.py; the browser
walk measures the displayed width and can compare it with ``displayed_width``).

Where the numbers come from, at 1366×768 with JupyterLab's file browser open (NOTES.md, "Tutorial
layout in the browser"): the notebook's output area is ``LAB_OUTPUT_WIDTH`` px wide; a tutorial puts
its ``TUTORIAL_COLUMN`` px column and a ``TUTORIAL_GAP`` px gap beside the board, and caps the canvas at
``TUTORIAL_MAX_HEIGHT_VH`` of the window's height, keeping its shape. Outside a tutorial a board shows at
its own size (it is never wider than the output area).
"""
from __future__ import annotations

from typing import Any

from .layoutcheck import GeometryPainter
from .textfit import fit

#: the screen the sizes are measured for, in CSS px
SCREEN = (1366, 768)
#: no word on a board may be smaller than this on screen
MIN_TEXT_PX = 11.0
#: JupyterLab's output area at 1366×768, file browser open
LAB_OUTPUT_WIDTH = 934
#: the lesson column beside the board in a tutorial, and the gap between them (``TutorialWidget``)
TUTORIAL_COLUMN, TUTORIAL_GAP = 300, 14
#: the tallest a board may be in a tutorial (``BoardWidget.fit_column``'s max-height, in vh)
TUTORIAL_MAX_HEIGHT_VH = 58


def displayed_width(width: float, height: float, tutorial: bool = True) -> float:
    """The on-screen width (CSS px) of a ``width`` × ``height`` canvas at 1366×768 in JupyterLab: in a
    tutorial's board box (the room beside the column, at most 58vh tall, never above its own size), or
    at its own size in a notebook cell."""
    if not tutorial:
        return float(min(width, LAB_OUTPUT_WIDTH))
    room = LAB_OUTPUT_WIDTH - TUTORIAL_COLUMN - TUTORIAL_GAP
    tallest = SCREEN[1] * TUTORIAL_MAX_HEIGHT_VH / 100
    return float(min(width, room, tallest * width / height))


def display_scale(width: float, height: float, tutorial: bool = True) -> float:
    """On-screen px per canvas px (see ``displayed_width``)."""
    return displayed_width(width, height, tutorial) / width


class TextSizePainter(GeometryPainter):
    """A ``GeometryPainter`` that also keeps each word's font size as drawn (after ``textfit.fit`` has
    shrunk it into its box), in canvas px: ``sizes`` is a list of (size, text, layer)."""

    def __init__(self, width: int, height: int):
        super().__init__(width, height)
        self.sizes: list[tuple[float, str, str]] = []

    def text(self, x, y, text, fill="black", size=12, align="center", baseline="middle", bold=False,
             max_width=None):
        _, fitted = fit(str(text), size, bold, max_width)
        self.sizes.append((fitted * abs(self._transforms[-1][2]), str(text), self.layer))
        super().text(x, y, text, fill, size, align, baseline, bold, max_width)


def text_sizes(controller: Any, state: Any, ui: Any) -> list[tuple[float, str, str]]:
    """(canvas px, text, layer) of every non-blank word drawn on every layer of ``state``."""
    painter = TextSizePainter(controller.width, controller.height)
    for layer in controller.layers:
        painter.layer = layer
        controller.draw(layer, painter, state, ui)
    return [s for s in painter.sizes if s[1].strip()]


def too_small(controller: Any, state: Any, ui: Any, tutorial: bool = True) -> list[str]:
    """Every word that shows below ``MIN_TEXT_PX`` on screen, in words (empty: all readable)."""
    scale = display_scale(controller.width, controller.height, tutorial)
    return [f"{text!r} ({layer}) is {size * scale:.2f} px on screen ({size:.2f} canvas px × {scale:.3f})"
            for size, text, layer in text_sizes(controller, state, ui) if size * scale < MIN_TEXT_PX - 1e-9]
