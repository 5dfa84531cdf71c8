"""The Painter interface: SVG output, recordings, and the ipycanvas painter's command stream."""
from __future__ import annotations

from boardwidgets.paint import CanvasPainter, RecordingPainter, SvgPainter, num

from widget_helpers import SVG, groups, parse_svg, texts


def sample_drawing(p) -> None:
    p.rect(1, 2, 30, 40, fill="#abc", stroke="black", width=2)
    p.line(0, 0, 10.04, 10.06, stroke="red")
    p.polyline([(0, 0), (5, 5), (10, 0)], stroke="blue")
    with p.group("piece king", translate=(50, 60), rotate=90, alpha=0.5):
        p.polygon([(0, 0), (10, 0), (5, 8)], fill="green")
        p.circle(5, 5, 3, fill="white", stroke="black")
    p.text(100, 20, "a < b & c", size=14, align="left", baseline="top", bold=True)


def test_svg_is_well_formed_and_holds_every_shape():
    p = SvgPainter(200, 100, title="demo")
    sample_drawing(p)
    root = parse_svg(p.svg())
    assert (root.get("width"), root.get("height"), root.get("viewBox")) == ("200", "100", "0 0 200 100")
    assert root.find(SVG + "title").text == "demo"
    rect = root.find(SVG + "rect")
    assert (rect.get("x"), rect.get("y"), rect.get("fill"), rect.get("stroke"), rect.get("stroke-width")) == \
        ("1", "2", "#abc", "black", "2")
    line = root.find(SVG + "line")
    assert (line.get("x2"), line.get("y2")) == ("10", "10.1")  # rounded to 0.1 px
    assert root.find(SVG + "polyline").get("fill") == "none"
    [group] = groups(root, "king")
    assert group.get("transform") == "translate(50 60) rotate(90)"
    assert group.get("opacity") == "0.5"
    assert [child.tag for child in group] == [SVG + "polygon", SVG + "circle"]
    assert texts(root) == ["a < b & c"]
    text = root.find(SVG + "text")
    assert (text.get("text-anchor"), text.get("dominant-baseline"), text.get("font-weight")) == \
        ("start", "hanging", "bold")


def test_svg_clear_forgets_what_was_drawn():
    p = SvgPainter(10, 10)
    p.rect(0, 0, 5, 5, fill="red")
    p.clear()
    assert parse_svg(p.svg()).find(SVG + "rect") is None


def test_recording_replays_to_the_same_svg_and_compares_by_content():
    direct = SvgPainter(200, 100)
    sample_drawing(direct)
    rec = RecordingPainter(200, 100)
    sample_drawing(rec)
    replayed = SvgPainter(200, 100)
    rec.replay(replayed)
    assert replayed.svg() == direct.svg()

    same, other = RecordingPainter(), RecordingPainter()
    sample_drawing(same)
    sample_drawing(other)
    assert same == rec
    other.circle(1, 1, 1, fill="red")
    assert other != rec


def test_num_rounds_and_shortens():
    assert num(3.0) == 3 and isinstance(num(3.0), int)
    assert num(2.25) == 2.2 or num(2.25) == 2.3
    assert num(-0.04) == 0


class FakeCanvas:
    """Records what an ipycanvas Canvas would be told: attribute sets and method calls."""

    def __init__(self):
        self.width, self.height = 100, 50
        self.log: list[tuple] = []

    def __setattr__(self, name, value):
        if name not in ("width", "height", "log"):
            self.log.append(("set", name, value))
        object.__setattr__(self, name, value)

    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return lambda *args: self.log.append((name, *args))


def test_canvas_painter_sends_each_style_only_when_it_changes():
    canvas = FakeCanvas()
    p = CanvasPainter(canvas)
    p.rect(0, 0, 10, 10, fill="red")
    p.rect(10, 0, 10, 10, fill="red")
    p.rect(20, 0, 10, 10, fill="blue")
    assert canvas.log == [
        ("set", "fill_style", "red"), ("fill_rect", 0, 0, 10, 10), ("fill_rect", 10, 0, 10, 10),
        ("set", "fill_style", "blue"), ("fill_rect", 20, 0, 10, 10),
    ]


def test_canvas_painter_group_saves_transforms_and_forgets_styles_set_inside():
    canvas = FakeCanvas()
    p = CanvasPainter(canvas)
    p.rect(0, 0, 1, 1, fill="red")
    with p.group("g", translate=(5, 6), rotate=180):
        p.rect(0, 0, 1, 1, fill="blue")
    p.rect(0, 0, 1, 1, fill="blue")  # restore() brought back red on the page: blue must be sent again
    names = [entry[0] if entry[0] != "set" else f"set {entry[1]}={entry[2]}" for entry in canvas.log]
    assert names == ["set fill_style=red", "fill_rect", "save", "translate", "rotate", "set fill_style=blue",
                     "fill_rect", "restore", "set fill_style=blue", "fill_rect"]
    assert ("rotate", 3.14159) in canvas.log


def test_canvas_painter_text_sets_font_alignment_and_baseline():
    canvas = FakeCanvas()
    CanvasPainter(canvas).text(5, 6, "hi", fill="black", size=12, align="left", baseline="top", bold=True)
    assert ("set", "font", "bold 12px DejaVu Sans, sans-serif") in canvas.log
    assert ("set", "text_align", "left") in canvas.log
    assert ("set", "text_baseline", "top") in canvas.log
    assert canvas.log[-1] == ("fill_text", "hi", 5, 6)
