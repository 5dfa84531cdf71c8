"""The ipycanvas plumbing: one message per batch, exception safety, the Voilà fix, and counting.

These tests read ipycanvas's private fields on purpose (``_CANVAS_MANAGER._caching``,
``_current_canvas``, ``_commands_cache``): if an upgrade renames them, this fails loudly
instead of boards silently going blank in Voilà.
"""
from __future__ import annotations

import pytest
from ipycanvas import Canvas, hold_canvas
from ipycanvas.canvas import COMMANDS

from boardwidgets.canvasio import canvas_manager, forget_current_canvas, one_message
from boardwidgets.testing import count_canvas_messages

SWITCH = COMMANDS["switchCanvas"]


@pytest.fixture
def canvases():
    a, b = Canvas(width=20, height=20), Canvas(width=20, height=20)
    yield a, b
    a.close()
    b.close()



def test_private_fields_this_package_relies_on_exist():
    m = canvas_manager()
    for name in ("_caching", "_current_canvas", "_commands_cache", "_buffers_cache", "flush", "send"):
        assert hasattr(m, name), f"ipycanvas's _CanvasManager has no {name}: update boardwidgets.canvasio"


def test_one_message_batches_commands_on_several_canvases(canvases):
    a, b = canvases
    with count_canvas_messages() as traffic:
        with one_message():
            a.fill_rect(0, 0, 5, 5)
            b.fill_rect(0, 0, 5, 5)
            a.stroke_rect(1, 1, 2, 2)
    assert traffic.messages == 1
    # three drawing commands plus a switchCanvas before each change of canvas
    assert traffic.commands == 6
    assert traffic.bytes > 0 and traffic.sizes == [(traffic.bytes, 6)]


def test_without_batching_every_command_is_its_own_message(canvases):
    a, _ = canvases
    with count_canvas_messages() as traffic:
        a.fill_rect(0, 0, 5, 5)
        a.fill_rect(1, 1, 5, 5)
    assert traffic.messages >= 2


def test_an_exception_inside_drops_the_batch_and_leaves_the_manager_usable(canvases):
    a, _ = canvases
    m = canvas_manager()
    with count_canvas_messages() as traffic:
        with pytest.raises(RuntimeError):
            with one_message():
                a.fill_rect(0, 0, 5, 5)
                raise RuntimeError("drawing broke")
    assert traffic.messages == 0
    assert m._caching is False and m._commands_cache == [] and m._current_canvas is None
    with count_canvas_messages() as traffic:
        with one_message():
            a.fill_rect(0, 0, 5, 5)
    assert traffic.messages == 1


def test_one_message_nested_in_hold_canvas_joins_it(canvases):
    a, b = canvases
    with count_canvas_messages() as traffic:
        with hold_canvas():
            a.fill_rect(0, 0, 5, 5)
            with one_message():
                b.fill_rect(0, 0, 5, 5)
            a.fill_rect(0, 0, 5, 5)
    assert traffic.messages == 1


def test_forget_current_canvas_makes_the_next_batch_announce_its_canvas(canvases):
    a, _ = canvases
    m = canvas_manager()
    with one_message():
        a.fill_rect(0, 0, 1, 1)
    assert m._current_canvas is a
    with one_message():
        a.fill_rect(0, 0, 1, 1)
        assert [c[0] for c in m._commands_cache] == [COMMANDS["fillRect"]]  # no switch: same canvas
    forget_current_canvas()
    with one_message():
        a.fill_rect(0, 0, 1, 1)
        assert [c[0] for c in m._commands_cache] == [SWITCH, COMMANDS["fillRect"]]


def test_count_canvas_messages_restores_the_manager_and_nests():
    m = canvas_manager()
    with count_canvas_messages() as outer:
        with count_canvas_messages() as inner:
            assert "send" in vars(m)
        assert "send" in vars(m)  # the outer count is still active
    assert "send" not in vars(m)
    assert outer.messages == inner.messages == 0
