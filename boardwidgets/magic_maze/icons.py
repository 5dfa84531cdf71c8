"""The small glyphs every part of the board draws with (arrows, magnifier, vortex, escalator steps,
hourglass, the Do Something! pawn, an action tile's action) and ``wrap`` for text in a box."""
from __future__ import annotations

from ..paint import Painter
from .colours import PAWN_RED, SAND_COLOUR, SAND_EDGE
from .layout import DIRECTIONS


def draw_arrow(p: Painter, cx: float, cy: float, size: float, direction: str, fill: str,
               stroke: str | None = None) -> None:
    """A filled arrow head pointing ``direction`` (N E S W)."""
    h = size / 2
    pts = {"N": [(cx, cy - h), (cx + h, cy + h * 0.6), (cx - h, cy + h * 0.6)],
           "S": [(cx, cy + h), (cx + h, cy - h * 0.6), (cx - h, cy - h * 0.6)],
           "E": [(cx + h, cy), (cx - h * 0.6, cy - h), (cx - h * 0.6, cy + h)],
           "W": [(cx - h, cy), (cx + h * 0.6, cy - h), (cx + h * 0.6, cy + h)]}[direction]
    p.polygon(pts, fill=fill, stroke=stroke, width=1)


def draw_long_arrow(p: Painter, cx: float, cy: float, size: float, direction: str, colour: str) -> None:
    """A shaft and head: an action tile's move arrow."""
    dx, dy = {"N": (0, -1), "S": (0, 1), "E": (1, 0), "W": (-1, 0)}[direction]
    h = size / 2
    p.polygon([(cx - dx * h - dy * size * 0.09, cy - dy * h - dx * size * 0.09),
               (cx + dx * h * 0.2 - dy * size * 0.09, cy + dy * h * 0.2 - dx * size * 0.09),
               (cx + dx * h * 0.2 + dy * size * 0.09, cy + dy * h * 0.2 + dx * size * 0.09),
               (cx - dx * h + dy * size * 0.09, cy - dy * h + dx * size * 0.09)], fill=colour)
    draw_arrow(p, cx + dx * h * 0.45, cy + dy * h * 0.45, size * 0.6, direction, colour)


def draw_magnifier(p: Painter, cx: float, cy: float, size: float, colour: str) -> None:
    r = size * 0.24
    p.circle(cx - size * 0.07, cy - size * 0.07, r, stroke=colour, width=max(1.5, size * 0.08))
    p.line(cx + size * 0.1, cy + size * 0.1, cx + size * 0.32, cy + size * 0.32, stroke=colour,
           width=max(2, size * 0.1))


def draw_vortex(p: Painter, cx: float, cy: float, size: float, colour: str) -> None:
    p.circle(cx, cy, size * 0.32, stroke=colour, width=max(1.5, size * 0.07))
    p.circle(cx, cy, size * 0.12, fill=colour)


def draw_escalator_icon(p: Painter, cx: float, cy: float, size: float, colour: str) -> None:
    s = size * 0.36
    steps = [(cx - s, cy + s), (cx - s, cy + s * 0.33), (cx - s * 0.33, cy + s * 0.33),
             (cx - s * 0.33, cy - s * 0.33), (cx + s * 0.33, cy - s * 0.33), (cx + s * 0.33, cy - s),
             (cx + s, cy - s), (cx + s, cy + s)]
    p.polygon(steps, fill=colour)


def draw_hourglass(p: Painter, cx: float, cy: float, size: float, top: float = 0.5) -> None:
    """An hourglass; ``top`` is the share of sand still above (0 to 1)."""
    w, h = size * 0.30, size * 0.36
    p.polygon([(cx - w, cy - h), (cx + w, cy - h), (cx, cy), (cx + w, cy + h), (cx - w, cy + h), (cx, cy)],
              fill="#fff8e1", stroke=SAND_EDGE, width=max(1.2, size * 0.05))
    if top > 0:
        t = h * top
        p.polygon([(cx - w * t / h, cy - t), (cx + w * t / h, cy - t), (cx, cy)], fill=SAND_COLOUR)
    if top < 1:
        b = h * (1 - top)
        p.polygon([(cx - w, cy + h), (cx + w, cy + h), (cx + w * (1 - b / h), cy + h - b),
                   (cx - w * (1 - b / h), cy + h - b)], fill=SAND_COLOUR)


def draw_pawn(p: Painter, cx: float, cy: float, r: float) -> None:
    """The red "Do Something!" pawn."""
    p.polygon([(cx - r * 0.8, cy + r), (cx + r * 0.8, cy + r), (cx + r * 0.35, cy - r * 0.1),
               (cx - r * 0.35, cy - r * 0.1)], fill=PAWN_RED, stroke="#5d0000", width=1)
    p.circle(cx, cy - r * 0.45, r * 0.45, fill=PAWN_RED, stroke="#5d0000", width=1)


def draw_action_icon(p: Painter, x: float, y: float, size: float, action: str, crossed: bool = False) -> None:
    """One action of an action tile, in a square at (x, y)."""
    with p.group(f"action action-{action}"):
        p.rect(x, y, size, size, fill="#eceff1", stroke="#455a64", width=1)
        cx, cy = x + size / 2, y + size / 2
        if action in DIRECTIONS:
            draw_long_arrow(p, cx, cy, size * 0.8, action, "#263238")
        elif action == "vortex":
            draw_vortex(p, cx, cy, size, "#d1c4e9" if crossed else "#4a148c")
        elif action == "escalator":
            draw_escalator_icon(p, cx, cy, size, "#0d47a1")
        elif action == "explore":
            draw_magnifier(p, cx, cy, size, "#5d4037")
        if crossed:
            p.line(x + 3, y + 3, x + size - 3, y + size - 3, stroke="#b71c1c", width=2.5)
