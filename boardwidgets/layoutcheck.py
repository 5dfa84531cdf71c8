"""Can every label be read? A drawing checked for clipped and covered text and for contrast.

``check(controller, state, ui)`` draws every layer of a board through a ``GeometryPainter`` —
a Painter that keeps each shape's place, colours and paint order instead of drawing it — and
returns a list of problems in words (empty: fine):

* **fit**: every label has a box (``max_width``) and fits it without being cut; it uses only
  characters the measuring font has; it stays on the canvas;
* **covered**: no opaque shape, ring or line drawn after a label (later in its layer, or on a
  higher layer) overlaps it;
* **contrast**: a label, and the widest line of each group (a wall), reach ``MIN_CONTRAST``
  against the colours painted under them (WCAG relative luminance; translucent fills are
  blended over what lies below, the page under the canvas is white).

Text is measured with the font the boards draw in (``textfit``), so the check sees what a
browser shows.
"""
from __future__ import annotations

import math
import re
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator, Sequence

from .paint import Painter, Point
from .textfit import fit, text_box, unmeasurable

#: the least contrast a mark must have against what lies under it
MIN_CONTRAST = 3.0
#: a fill this opaque or more hides what is under it
OPAQUE = 0.5

RGBA = tuple[float, float, float, float]
_NAMED = {"white": (255, 255, 255), "black": (0, 0, 0), "red": (255, 0, 0), "green": (0, 128, 0),
          "blue": (0, 0, 255), "yellow": (255, 255, 0), "grey": (128, 128, 128), "gray": (128, 128, 128),
          "orange": (255, 165, 0), "purple": (128, 0, 128), "transparent": (0, 0, 0)}


def colour(css: str | None) -> RGBA | None:
    """A CSS colour (#rgb, #rrggbb, rgb(), rgba() or a few names) as (r, g, b, alpha)."""
    if css is None or css == "none":
        return None
    text = css.strip().lower()
    if text.startswith("#"):
        h = text[1:]
        if len(h) == 3:
            h = "".join(c * 2 for c in h)
        return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16), 1.0)
    m = re.fullmatch(r"rgba?\(([^)]*)\)", text)
    if m:
        parts = [float(p) for p in m.group(1).replace("/", ",").split(",") if p.strip()]
        return (parts[0], parts[1], parts[2], parts[3] if len(parts) > 3 else 1.0)
    if text in _NAMED:
        return (*_NAMED[text], 0.0 if text == "transparent" else 1.0)
    raise ValueError(f"cannot read the colour {css!r}")


def luminance(rgb: Sequence[float]) -> float:
    def lin(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = rgb[:3]
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a: Sequence[float], b: Sequence[float]) -> float:
    """The WCAG contrast ratio of two opaque colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(top: RGBA, below: Sequence[float]) -> tuple[float, float, float]:
    a = top[3]
    return tuple(top[i] * a + below[i] * (1 - a) for i in range(3))  # type: ignore[return-value]


@dataclass
class Shape:
    kind: str                      # rect, circle, polygon, line, polyline, text
    layer: str
    order: int
    group: str                     # the names of the groups it is drawn in, innermost last
    fill: RGBA | None
    stroke: RGBA | None
    width: float
    geom: tuple                    # rect (x0, y0, x1, y1); circle (cx, cy, r); line/poly points; text box
    instance: int = 0              # which drawing of the innermost group (0: none)
    label: str = ""                # text: what is written
    cut: bool = False              # text: had to be cut to fit its box
    boxed: bool = True             # text: was given a box (max_width)

    @property
    def bbox(self) -> tuple[float, float, float, float]:
        if self.kind in ("rect", "text"):
            return self.geom
        if self.kind == "circle":
            cx, cy, r = self.geom
            return (cx - r, cy - r, cx + r, cy + r)
        xs = [p[0] for p in self.geom]
        ys = [p[1] for p in self.geom]
        return (min(xs), min(ys), max(xs), max(ys))

    def contains(self, x: float, y: float) -> bool:
        """Is the point inside the shape's filled area?"""
        if self.kind == "rect":
            x0, y0, x1, y1 = self.geom
            return x0 <= x <= x1 and y0 <= y <= y1
        if self.kind == "circle":
            cx, cy, r = self.geom
            return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
        if self.kind == "polygon":
            return _in_polygon(x, y, self.geom)
        return False

    def on_stroke(self, x: float, y: float) -> bool:
        """Is the point on the shape's outline (or on the line)?"""
        half = self.width / 2
        if self.kind in ("line", "polyline", "polygon"):
            pts = list(self.geom) + ([self.geom[0]] if self.kind == "polygon" else [])
            return any(_dist_segment(x, y, a, b) <= half for a, b in zip(pts, pts[1:]))
        if self.kind == "circle":
            cx, cy, r = self.geom
            return abs(math.hypot(x - cx, y - cy) - r) <= half
        if self.kind == "rect":
            x0, y0, x1, y1 = self.geom
            inside_outer = x0 - half <= x <= x1 + half and y0 - half <= y <= y1 + half
            inside_inner = x0 + half < x < x1 - half and y0 + half < y < y1 - half
            return inside_outer and not inside_inner
        return False


class GeometryPainter(Painter):
    """Records what is drawn where (absolute canvas pixels), in paint order, for the checks."""

    def __init__(self, width: int, height: int):
        self.width, self.height = int(width), int(height)
        self.shapes: list[Shape] = []
        self.layer = ""
        self._groups: list[str] = []
        self._instances: list[int] = [0]
        self._count = 0
        self._transforms: list[tuple[float, float, float, float]] = [(0.0, 0.0, 1.0, 1.0)]  # dx, dy, sx, sy

    def _pt(self, x: float, y: float) -> Point:
        dx, dy, sx, sy = self._transforms[-1]
        return (dx + x * sx, dy + y * sy)

    def _add(self, kind: str, geom: tuple, fill: str | None = None, stroke: str | None = None,
             width: float = 1.0, **extra: Any) -> None:
        sx = abs(self._transforms[-1][2])
        self.shapes.append(Shape(kind, self.layer, len(self.shapes), "/".join(self._groups), colour(fill),
                                 colour(stroke), width * sx, geom, self._instances[-1], **extra))

    def clear(self) -> None:
        self.shapes = [s for s in self.shapes if s.layer != self.layer]

    def rect(self, x, y, w, h, fill=None, stroke=None, width=1.0):
        (x0, y0), (x1, y1) = self._pt(x, y), self._pt(x + w, y + h)
        self._add("rect", (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)), fill, stroke, width)

    def line(self, x1, y1, x2, y2, stroke="black", width=1.0):
        self._add("line", (self._pt(x1, y1), self._pt(x2, y2)), None, stroke, width)

    def polyline(self, points, stroke="black", width=1.0):
        self._add("polyline", tuple(self._pt(*p) for p in points), None, stroke, width)

    def polygon(self, points, fill=None, stroke=None, width=1.0):
        self._add("polygon", tuple(self._pt(*p) for p in points), fill, stroke, width)

    def circle(self, cx, cy, r, fill=None, stroke=None, width=1.0):
        x, y = self._pt(cx, cy)
        self._add("circle", (x, y, r * abs(self._transforms[-1][2])), fill, stroke, width)

    def text(self, x, y, text, fill="black", size=12, align="center", baseline="middle", bold=False,
             max_width=None):
        shown, fitted = fit(str(text), size, bold, max_width)
        sx = abs(self._transforms[-1][2])
        px, py = self._pt(x, y)
        box = text_box(px, py, shown, fitted * sx, bold, align, baseline)
        self._add("text", box, fill, None, 1.0, label=str(text), cut=shown != str(text),
                  boxed=max_width is not None)

    @contextmanager
    def group(self, name, translate=None, rotate=0.0, alpha=1.0, scale=None) -> Iterator[None]:
        if rotate:
            raise ValueError("the layout check does not follow turned groups")
        dx, dy, sx, sy = self._transforms[-1]
        if translate is not None:
            dx, dy = dx + translate[0] * sx, dy + translate[1] * sy
        if scale is not None:
            sx, sy = sx * scale[0], sy * scale[1]
        self._count += 1
        self._groups.append(name)
        self._instances.append(self._count)
        self._transforms.append((dx, dy, sx, sy))
        try:
            yield
        finally:
            self._groups.pop()
            self._instances.pop()
            self._transforms.pop()


def draw(controller: Any, state: Any, ui: Any) -> GeometryPainter:
    """Every layer of ``state`` drawn by ``controller``, bottom layer first."""
    painter = GeometryPainter(controller.width, controller.height)
    for layer in controller.layers:
        painter.layer = layer
        controller.draw(layer, painter, state, ui)
    return painter


def check(controller: Any, state: Any, ui: Any, where: str = "") -> list[str]:
    """Every problem a reader would meet in this drawing, in words (empty when there is none)."""
    shapes = draw(controller, state, ui).shapes
    problems: list[str] = []
    at = f"{where}: " if where else ""
    for s in shapes:
        if s.kind != "text" or not s.label.strip():
            continue
        name = f"label {s.label!r} ({s.layer}{'/' + s.group if s.group else ''})"
        missing = unmeasurable(s.label)
        if missing:
            problems.append(f"{at}{name} uses characters the board's font cannot measure: {missing!r}")
        if not s.boxed:
            problems.append(f"{at}{name} has no box to fit (give it max_width)")
        elif s.cut:
            problems.append(f"{at}{name} does not fit its box and is cut")
        x0, y0, x1, y1 = s.geom
        if x0 < -0.5 or y0 < -0.5 or x1 > controller.width + 0.5 or y1 > controller.height + 0.5:
            problems.append(f"{at}{name} runs off the canvas")
        cover = _covering(s, shapes)
        if cover is not None:
            problems.append(f"{at}{name} is covered by {cover.kind} {cover.group or '(no group)'} "
                            f"({cover.layer})")
        ink = s.fill
        if ink is not None and ink[3] >= OPAQUE:
            cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
            ratio = contrast(ink, _under(cx, cy, shapes, s.order, s.instance))
            if ratio < MIN_CONTRAST:
                problems.append(f"{at}{name} has contrast {ratio:.2f}:1 against what is under it "
                                f"(needs {MIN_CONTRAST}:1)")
    for line in _wall_lines(shapes):
        a, b = line.geom[0], line.geom[-1]
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        ratio = contrast(line.stroke, _under(mx, my, shapes, line.order, line.instance))
        if ratio < MIN_CONTRAST:
            problems.append(f"{at}line {line.group or '(no group)'} ({line.layer}) has contrast {ratio:.2f}:1 "
                            f"against what is under it (needs {MIN_CONTRAST}:1)")
    return problems


def _covering(text: Shape, shapes: list[Shape]) -> Shape | None:
    """The first shape drawn after ``text`` that hides part of it."""
    x0, y0, x1, y1 = text.geom
    # sample the label's box on a small grid: a shape covers it if it hides any sample
    xs = [x0 + (x1 - x0) * k / 6 for k in range(1, 6)]
    ys = [y0 + (y1 - y0) * k / 4 for k in range(1, 4)]
    for s in shapes[text.order + 1:]:
        if s.kind == "text":
            bx0, by0, bx1, by1 = s.geom
            if s.label.strip() and bx0 < x1 - 1 and x0 + 1 < bx1 and by0 < y1 - 1 and y0 + 1 < by1:
                return s
            continue
        sx0, sy0, sx1, sy1 = s.bbox
        pad = s.width / 2 if s.stroke else 0
        if sx1 + pad < x0 or sx0 - pad > x1 or sy1 + pad < y0 or sy0 - pad > y1:
            continue
        filled = s.fill is not None and s.fill[3] >= OPAQUE
        stroked = s.stroke is not None and s.stroke[3] >= OPAQUE and s.width >= 1.5
        for x in xs:
            for y in ys:
                if (filled and s.contains(x, y)) or (stroked and s.on_stroke(x, y)):
                    return s
    return None


def _under(x: float, y: float, shapes: list[Shape], order: int, instance: int) -> tuple[float, float, float]:
    """The colour painted at (x, y) before shape number ``order``, leaving out its own group's other
    lines (a wall's core line lies on the wall, not under it); white where nothing is painted."""
    rgb: tuple[float, float, float] = (255.0, 255.0, 255.0)
    for s in shapes[:order]:
        if s.kind == "text":
            continue
        if s.fill is not None and s.contains(x, y):
            rgb = over(s.fill, rgb)
        if s.stroke is not None and s.on_stroke(x, y) and not (s.kind in ("line", "polyline") and instance
                                                              and s.instance == instance):
            rgb = over(s.stroke, rgb)
    return rgb


def _wall_lines(shapes: list[Shape]) -> list[Shape]:
    """The widest line of each group: the mark (a wall), not its decoration."""
    best: dict[tuple[str, int], Shape] = {}
    for s in shapes:
        if s.kind in ("line", "polyline") and s.stroke is not None and s.stroke[3] >= OPAQUE:
            key = (s.layer, s.instance or -s.order)   # lines outside any group stand alone
            if key not in best or s.width > best[key].width:
                best[key] = s
    return list(best.values())


def _in_polygon(x: float, y: float, pts: Sequence[Point]) -> bool:
    inside = False
    for (x1, y1), (x2, y2) in zip(pts, list(pts[1:]) + [pts[0]]):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            inside = not inside
    return inside


def _dist_segment(x: float, y: float, a: Point, b: Point) -> float:
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    if dx == dy == 0:
        return math.hypot(x - ax, y - ay)
    t = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(x - (ax + t * dx), y - (ay + t * dy))
