"""Text measured with the font the boards draw in, and labels fitted to their boxes.

The boards write in DejaVu Sans (``paint.FONT_FAMILY``). Pillow measures the same font
(bundled, cut down to ``fonts/charset.txt``) at a large size and scales the advance widths,
which matches a browser's unhinted canvas text closely. ``fit(text, size, bold, max_width)``
gives the text and size that fit a box: the size shrinks to at most ``MIN_SCALE`` of what was
asked (never below ``MIN_SIZE``), and only then is the text cut with an ellipsis — which the
layout check reports, because a cut label is a defect, not a fit.
"""
from __future__ import annotations

import math
from functools import lru_cache
from pathlib import Path

FONTS = Path(__file__).resolve().parent / "fonts"
#: the size the font is measured at; widths scale linearly from it
_REF = 200
#: a label may shrink to this share of its size to fit its box, never below MIN_SIZE pixels
MIN_SCALE = 0.75
MIN_SIZE = 8.0
ELLIPSIS = "…"


@lru_cache(maxsize=2)
def _font(bold: bool):
    from PIL import ImageFont  # Pillow comes with ipycanvas

    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONTS / name), _REF, layout_engine=ImageFont.Layout.BASIC)


@lru_cache(maxsize=1)
def charset() -> frozenset[int]:
    """The code points the measuring fonts cover."""
    points: set[int] = set()
    for line in (FONTS / "charset.txt").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            a, b = (int(x, 16) for x in line.split("-"))
            points.update(range(a, b + 1))
    return frozenset(points)


def unmeasurable(text: str) -> str:
    """The characters of ``text`` the measuring font does not have ("" when it has them all)."""
    have = charset()
    return "".join(sorted({ch for ch in text if ord(ch) not in have}))


@lru_cache(maxsize=4096)
def text_width(text: str, size: float, bold: bool = False) -> float:
    """The width in pixels of ``text`` written at ``size`` px."""
    return _font(bold).getlength(text) * size / _REF


@lru_cache(maxsize=256)
def _extent(size: float, bold: bool) -> tuple[float, float]:
    ascent, descent = _font(bold).getmetrics()
    return ascent * size / _REF, descent * size / _REF


def text_box(x: float, y: float, text: str, size: float, bold: bool = False, align: str = "center",
             baseline: str = "middle") -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of ``text`` drawn at (x, y) with canvas ``textAlign`` and
    ``textBaseline`` (the font's ascent and descent, the way a canvas places a line of text)."""
    w = text_width(text, size, bold)
    left = x - w / 2 if align == "center" else x - w if align in ("right", "end") else x
    ascent, descent = _extent(size, bold)
    if baseline in ("top", "hanging"):
        top = y
    elif baseline == "middle":
        top = y - (ascent + descent) / 2
    elif baseline in ("bottom", "ideographic"):
        top = y - ascent - descent
    else:  # alphabetic
        top = y - ascent
    return (left, top, left + w, top + ascent + descent)


def fit(text: str, size: float, bold: bool, max_width: float | None) -> tuple[str, float]:
    """The text and size to draw so that ``text`` fits ``max_width`` (None: no box, as asked)."""
    if max_width is None or text_width(text, size, bold) <= max_width:
        return text, size
    smallest = max(MIN_SIZE, size * MIN_SCALE)
    # widths grow linearly with the size: round down to half a pixel and it fits
    fitted = math.floor(max_width / text_width(text, size, bold) * size * 2) / 2
    if fitted >= smallest:
        return text, fitted
    cut = text
    while cut and text_width(cut + ELLIPSIS, smallest, bold) > max_width:
        cut = cut[:-1]
    return cut.rstrip() + ELLIPSIS, smallest


def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines of at most ``width`` px at ``size`` px, whole words only (a word longer than a
    line stays whole on a line of its own)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size, bold) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return lines
