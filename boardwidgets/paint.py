"""A small drawing interface, so one piece of drawing code paints a live canvas and a static SVG.

Renderers draw through ``Painter`` only:

* ``CanvasPainter(canvas)`` issues ipycanvas commands (call it inside one ``hold_canvas``);
* ``SvgPainter(width, height)`` accumulates SVG text; ``.svg()`` is a complete document;
* ``RecordingPainter()`` keeps the calls as data, to compare two drawings or replay one later.

Colours are CSS strings. Coordinates are canvas pixels, rounded to 0.1 px so the output
is deterministic and compact. Nothing here imports ipycanvas: ``CanvasPainter`` only
calls the methods of the canvas it is given.
"""
from __future__ import annotations

from contextlib import contextmanager
from html import escape
from typing import Any, Iterator, Sequence

from .textfit import fit

Point = tuple[float, float]

#: SVG ``text-anchor`` for each canvas ``textAlign``
_ANCHOR = {"left": "start", "start": "start", "center": "middle", "right": "end", "end": "end"}
#: SVG ``dominant-baseline`` for each canvas ``textBaseline``
_BASELINE = {"top": "hanging", "hanging": "hanging", "middle": "central", "alphabetic": "alphabetic",
             "bottom": "text-after-edge", "ideographic": "ideographic"}
#: the boards' font, named so that text can be measured with the same font (textfit.py)
FONT_FAMILY = "DejaVu Sans, sans-serif"


def num(value: float) -> float | int:
    """A coordinate rounded to 0.1 px; whole numbers become ints (shorter messages, stable text)."""
    v = round(float(value), 1)
    return int(v) if v.is_integer() else v


def font(size: float, bold: bool = False, family: str = FONT_FAMILY) -> str:
    """A CSS font shorthand, e.g. ``"bold 12px sans-serif"``."""
    return f"{'bold ' if bold else ''}{num(size)}px {family}"


class Painter:
    """What every renderer may draw with. Subclasses implement each primitive.

    ``fill=None`` means not filled, ``stroke=None`` means no outline. ``group`` is a
    context manager: a named group in SVG (tests look for it), a save/translate/rotate/
    restore on a canvas.
    """

    width: int
    height: int

    def clear(self) -> None:
        """Erase everything this painter has drawn (a whole canvas layer)."""
        raise NotImplementedError

    def rect(self, x: float, y: float, w: float, h: float, fill: str | None = None,
             stroke: str | None = None, width: float = 1.0) -> None:
        raise NotImplementedError

    def line(self, x1: float, y1: float, x2: float, y2: float, stroke: str = "black",
             width: float = 1.0) -> None:
        raise NotImplementedError

    def polyline(self, points: Sequence[Point], stroke: str = "black", width: float = 1.0) -> None:
        raise NotImplementedError

    def polygon(self, points: Sequence[Point], fill: str | None = None, stroke: str | None = None,
                width: float = 1.0) -> None:
        raise NotImplementedError

    def circle(self, cx: float, cy: float, r: float, fill: str | None = None, stroke: str | None = None,
               width: float = 1.0) -> None:
        raise NotImplementedError

    def text(self, x: float, y: float, text: str, fill: str = "black", size: float = 12,
             align: str = "center", baseline: str = "middle", bold: bool = False,
             max_width: float | None = None) -> None:
        """Write ``text``; ``align`` is left/center/right, ``baseline`` top/middle/alphabetic/bottom.
        ``max_width`` is the room the label has: it is fitted to it (``textfit.fit``)."""
        raise NotImplementedError

    @contextmanager
    def group(self, name: str, translate: Point | None = None, rotate: float = 0.0,
              alpha: float = 1.0, scale: Point | None = None) -> Iterator[None]:
        """Draw the body as one named group, optionally moved, turned (degrees, clockwise), scaled
        (``(sx, sy)``, after the move and turn, e.g. a board squeezed while it flips) or faded."""
        raise NotImplementedError
        yield  # pragma: no cover


# -- ipycanvas -------------------------------------------------------------------------
class CanvasPainter(Painter):
    """Draws on one ipycanvas ``Canvas`` (a MultiCanvas layer).

    Style attributes (fill colour, line width, font...) are sent only when they change,
    which keeps a batched redraw small. The cache starts empty for every painter, so a
    freshly connected page always gets every style it needs.
    """

    def __init__(self, canvas: Any):
        self.canvas = canvas
        self.width = int(canvas.width)
        self.height = int(canvas.height)
        self._styles: dict[str, Any] = {}
        self._saved: list[dict[str, Any]] = []

    def _set(self, name: str, value: Any) -> None:
        if self._styles.get(name, _UNSET) != value:
            setattr(self.canvas, name, value)
            self._styles[name] = value

    def _paint(self, fill: str | None, stroke: str | None, width: float) -> tuple[bool, bool]:
        if fill is not None:
            self._set("fill_style", fill)
        if stroke is not None:
            self._set("stroke_style", stroke)
            self._set("line_width", float(num(width)))
        return fill is not None, stroke is not None

    def clear(self) -> None:
        self.canvas.clear()

    def rect(self, x, y, w, h, fill=None, stroke=None, width=1.0):
        do_fill, do_stroke = self._paint(fill, stroke, width)
        args = (num(x), num(y), num(w), num(h))
        if do_fill:
            self.canvas.fill_rect(*args)
        if do_stroke:
            self.canvas.stroke_rect(*args)

    def line(self, x1, y1, x2, y2, stroke="black", width=1.0):
        self._paint(None, stroke, width)
        self.canvas.stroke_line(num(x1), num(y1), num(x2), num(y2))

    def _path(self, points: Sequence[Point], close: bool) -> None:
        c = self.canvas
        c.begin_path()
        (x0, y0), rest = points[0], points[1:]
        c.move_to(num(x0), num(y0))
        for x, y in rest:
            c.line_to(num(x), num(y))
        if close:
            c.close_path()

    def polyline(self, points, stroke="black", width=1.0):
        self._paint(None, stroke, width)
        self._path(points, close=False)
        self.canvas.stroke()

    def polygon(self, points, fill=None, stroke=None, width=1.0):
        do_fill, do_stroke = self._paint(fill, stroke, width)
        self._path(points, close=True)
        if do_fill:
            self.canvas.fill()
        if do_stroke:
            self.canvas.stroke()

    def circle(self, cx, cy, r, fill=None, stroke=None, width=1.0):
        do_fill, do_stroke = self._paint(fill, stroke, width)
        if do_fill:
            self.canvas.fill_circle(num(cx), num(cy), num(r))
        if do_stroke:
            self.canvas.stroke_circle(num(cx), num(cy), num(r))

    def text(self, x, y, text, fill="black", size=12, align="center", baseline="middle", bold=False,
             max_width=None):
        text, size = fit(str(text), size, bold, max_width)
        self._set("fill_style", fill)
        self._set("font", font(size, bold))
        self._set("text_align", align)
        self._set("text_baseline", baseline)
        self.canvas.fill_text(str(text), num(x), num(y))

    @contextmanager
    def group(self, name, translate=None, rotate=0.0, alpha=1.0, scale=None):
        plain = translate is None and not rotate and alpha == 1.0 and scale is None
        if plain:
            yield
            return
        c = self.canvas
        c.save()
        self._saved.append(dict(self._styles))
        if translate is not None:
            c.translate(num(translate[0]), num(translate[1]))
        if rotate:
            c.rotate(round(rotate * 3.141592653589793 / 180.0, 5))
        if scale is not None:
            c.scale(round(float(scale[0]), 4), round(float(scale[1]), 4))
        if alpha != 1.0:
            self._set("global_alpha", float(alpha))
        try:
            yield
        finally:
            c.restore()
            self._styles = self._saved.pop()


class _Unset:
    pass


_UNSET = _Unset()


# -- SVG -------------------------------------------------------------------------------
def _attr(value: float | int | str) -> str:
    return escape(str(num(value) if isinstance(value, (int, float)) else value), quote=True)


class SvgPainter(Painter):
    """Accumulates SVG elements; ``svg()`` returns a complete, deterministic document."""

    def __init__(self, width: int, height: int, title: str | None = None):
        self.width = int(width)
        self.height = int(height)
        self.title = title
        self._parts: list[str] = []

    def _paint_attrs(self, fill: str | None, stroke: str | None, width: float) -> str:
        out = f' fill="{_attr(fill) if fill is not None else "none"}"'
        if stroke is not None:
            out += f' stroke="{_attr(stroke)}" stroke-width="{_attr(width)}"'
        return out

    def clear(self) -> None:
        self._parts.clear()

    def rect(self, x, y, w, h, fill=None, stroke=None, width=1.0):
        self._parts.append(f'<rect x="{_attr(x)}" y="{_attr(y)}" width="{_attr(w)}" height="{_attr(h)}"'
                           f'{self._paint_attrs(fill, stroke, width)}/>')

    def line(self, x1, y1, x2, y2, stroke="black", width=1.0):
        self._parts.append(f'<line x1="{_attr(x1)}" y1="{_attr(y1)}" x2="{_attr(x2)}" y2="{_attr(y2)}"'
                           f' stroke="{_attr(stroke)}" stroke-width="{_attr(width)}"/>')

    @staticmethod
    def _points(points: Sequence[Point]) -> str:
        return " ".join(f"{num(x)},{num(y)}" for x, y in points)

    def polyline(self, points, stroke="black", width=1.0):
        self._parts.append(f'<polyline points="{self._points(points)}" fill="none" stroke="{_attr(stroke)}"'
                           f' stroke-width="{_attr(width)}"/>')

    def polygon(self, points, fill=None, stroke=None, width=1.0):
        self._parts.append(f'<polygon points="{self._points(points)}"{self._paint_attrs(fill, stroke, width)}/>')

    def circle(self, cx, cy, r, fill=None, stroke=None, width=1.0):
        self._parts.append(f'<circle cx="{_attr(cx)}" cy="{_attr(cy)}" r="{_attr(r)}"'
                           f'{self._paint_attrs(fill, stroke, width)}/>')

    def text(self, x, y, text, fill="black", size=12, align="center", baseline="middle", bold=False,
             max_width=None):
        text, size = fit(str(text), size, bold, max_width)
        weight = ' font-weight="bold"' if bold else ""
        self._parts.append(
            f'<text x="{_attr(x)}" y="{_attr(y)}" fill="{_attr(fill)}" font-size="{_attr(size)}"'
            f' font-family="{FONT_FAMILY}"{weight} text-anchor="{_ANCHOR.get(align, "middle")}"'
            f' dominant-baseline="{_BASELINE.get(baseline, "central")}">{escape(str(text), quote=False)}</text>')

    @contextmanager
    def group(self, name, translate=None, rotate=0.0, alpha=1.0, scale=None):
        transform = []
        if translate is not None:
            transform.append(f"translate({num(translate[0])} {num(translate[1])})")
        if rotate:
            transform.append(f"rotate({num(rotate)})")
        if scale is not None:
            transform.append(f"scale({round(float(scale[0]), 4)} {round(float(scale[1]), 4)})")
        attrs = f' class="{_attr(name)}"'
        if transform:
            attrs += f' transform="{" ".join(transform)}"'
        if alpha != 1.0:
            attrs += f' opacity="{_attr(alpha)}"'
        self._parts.append(f"<g{attrs}>")
        try:
            yield
        finally:
            self._parts.append("</g>")

    def svg(self) -> str:
        """The whole drawing as a standalone SVG document (no XML prolog, so it embeds in HTML)."""
        title = f"<title>{escape(self.title, quote=False)}</title>" if self.title else ""
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}"'
                f' viewBox="0 0 {self.width} {self.height}">{title}' + "".join(self._parts) + "</svg>")


# -- recording -------------------------------------------------------------------------
class RecordingPainter(Painter):
    """Keeps every call as ``(method, args, kwargs)``; equal drawings compare equal.

    ``BoardWidget`` draws each layer here first: if the recording equals the one already
    on screen the layer is skipped, otherwise it is replayed on the canvas. Drawing code
    that fails therefore fails before a single canvas command is queued.
    """

    def __init__(self, width: int = 0, height: int = 0):
        self.width = int(width)
        self.height = int(height)
        self.calls: list[tuple] = []

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RecordingPainter) and self.calls == other.calls

    __hash__ = None  # type: ignore[assignment]

    def _record(self, name: str, *args: Any, **kwargs: Any) -> None:
        self.calls.append((name, args, tuple(sorted(kwargs.items()))))

    def clear(self) -> None:
        self.calls.clear()

    def rect(self, *args, **kwargs):
        self._record("rect", *args, **kwargs)

    def line(self, *args, **kwargs):
        self._record("line", *args, **kwargs)

    def polyline(self, points, *args, **kwargs):
        self._record("polyline", tuple(map(tuple, points)), *args, **kwargs)

    def polygon(self, points, *args, **kwargs):
        self._record("polygon", tuple(map(tuple, points)), *args, **kwargs)

    def circle(self, *args, **kwargs):
        self._record("circle", *args, **kwargs)

    def text(self, *args, **kwargs):
        self._record("text", *args, **kwargs)

    @contextmanager
    def group(self, name, translate=None, rotate=0.0, alpha=1.0, scale=None):
        if scale is None:
            self._record("group", name, translate=translate, rotate=rotate, alpha=alpha)
        else:
            self._record("group", name, translate=translate, rotate=rotate, alpha=alpha, scale=tuple(scale))
        try:
            yield
        finally:
            self._record("end")

    def replay(self, target: Painter) -> None:
        """Draw the recorded calls on ``target`` (groups nest as they were recorded)."""
        stack: list[Any] = []
        for name, args, kwargs in self.calls:
            if name == "group":
                cm = target.group(*args, **dict(kwargs))
                cm.__enter__()
                stack.append(cm)
            elif name == "end":
                stack.pop().__exit__(None, None, None)
            else:
                getattr(target, name)(*args, **dict(kwargs))
        while stack:  # pragma: no cover - recordings always close their groups
            stack.pop().__exit__(None, None, None)
