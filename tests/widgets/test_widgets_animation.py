"""The shared animation support: ``BoardWidget.animate`` frames ride in the action's ONE canvas
message (each ended by an ipycanvas ``sleep``), and ``Painter.group(scale=...)``."""
from __future__ import annotations

import pytest

from boardwidgets.board import ANIMATION_LIMIT_MS, Frame
from boardwidgets.paint import RecordingPainter, SvgPainter
from boardwidgets.testing import count_canvas_messages
from widget_helpers import SVG, parse_svg


def dot(p):
    p.circle(10, 10, 5, fill="red")


def test_frames_go_first_in_the_same_single_message_and_touched_layers_are_repainted(board):
    with count_canvas_messages() as quiet:
        with board.batched():
            pass
    assert quiet.messages == 0, "nothing changed: nothing sent"
    with count_canvas_messages() as traffic:
        with board.batched():
            board.animate([Frame.of(40, pieces=dot), Frame.of(30, pieces=dot, cover=lambda p: None)])
    assert traffic.messages == 1 and traffic.sleeps == 2 and traffic.sleep_ms == 70
    assert board.last_animation == (2, 70)
    with count_canvas_messages() as after:
        with board.batched():
            pass
    assert after.messages == 0, "the final drawing replaced the frames: the board is up to date"


def test_a_bad_animation_queues_nothing_and_is_reported(board):
    def broken(p):
        raise RuntimeError("frame broke")

    with count_canvas_messages() as traffic:
        with board.batched():
            board.animate([Frame.of(40, pieces=dot)])
            with pytest.raises(RuntimeError):
                board.animate([Frame.of(40, pieces=dot), Frame.of(40, pieces=broken)])
    assert traffic.sleeps == 1, "the broken call added no frame"
    with pytest.raises(ValueError, match="no layer 'nope'"):
        board.animate([Frame.of(10, nope=dot)])
    with count_canvas_messages() as traffic:
        with board.batched():
            pass
    assert traffic.messages == 0, "refused animations left nothing queued"
    # several animated moves in one action (a tutorial's Show me) share one budget: the pauses
    # are scaled down together, never dropped, and the whole action stays one message
    with count_canvas_messages() as traffic:
        with board.batched():
            board.animate([Frame.of(ANIMATION_LIMIT_MS // 2 + 100, pieces=dot)] * 3)
    assert traffic.messages == 1 and traffic.sleeps == 3
    assert ANIMATION_LIMIT_MS - 3 <= traffic.sleep_ms <= ANIMATION_LIMIT_MS
    assert board.last_animation == (3, traffic.sleep_ms)


def test_group_scale_in_svg_recording_and_canvas():
    svg = SvgPainter(50, 50)
    with svg.group("squeezed", translate=(25, 25), scale=(0.5, 1.04)):
        svg.rect(-5, -5, 10, 10, fill="red")
    [g] = [g for g in parse_svg(svg.svg()).iter(SVG + "g")]
    assert g.get("transform") == "translate(25 25) scale(0.5 1.04)"
    a, b = RecordingPainter(), RecordingPainter()
    for rec, sx in ((a, 0.5), (b, 0.6)):
        with rec.group("g", scale=(sx, 1)):
            rec.rect(0, 0, 1, 1)
    assert a != b

    class FakeCanvas:
        width = height = 50

        def __init__(self):
            self.calls = []

        def __getattr__(self, name):
            return lambda *args: self.calls.append((name, args))

    from boardwidgets.paint import CanvasPainter
    canvas = FakeCanvas()
    p = CanvasPainter(canvas)
    with p.group("g", scale=(0.25, 1.0)):
        pass
    assert [c[0] for c in canvas.calls] == ["save", "scale", "restore"]
    assert canvas.calls[1][1] == (0.25, 1.0)
