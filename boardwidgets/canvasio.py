"""Everything that touches ipycanvas's private parts lives here, and only here.

ipycanvas 0.14 sends drawing commands through one module-level ``_CanvasManager``
widget. Two things we need are not public:

* ``one_message()`` — like ``ipycanvas.hold_canvas`` (batch every command into ONE
  comm message), but exception-safe: ``hold_canvas`` is a bare generator, so an
  exception inside it leaves the manager caching for ever and the commands unsent.
* ``forget_current_canvas()`` — the Voilà fix from PITFALLS.md: the manager remembers
  which canvas it last told the page to draw on and sends ``switchCanvas`` only when
  that changes; a page that connects later missed that message, so every command
  would hit no canvas. Call it before redrawing for a newly connected page.

``tests/widgets/test_canvasio.py`` pins both so an ipycanvas upgrade that changes
these fields fails loudly.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator


def canvas_manager() -> Any:
    """ipycanvas's module-level command manager (the widget every draw message goes through)."""
    from ipycanvas import canvas as _canvas

    return _canvas._CANVAS_MANAGER


def forget_current_canvas() -> None:
    """Make the next command re-announce its canvas (``switchCanvas``): the Voilà / late-page fix."""
    canvas_manager()._current_canvas = None


@contextmanager
def one_message() -> Iterator[None]:
    """Queue every canvas command issued in the body and send them as ONE message at the end.

    Nested uses join the outermost one. If the body raises, the queued commands are
    dropped (nothing half-drawn reaches the page) and the manager is left as it was.
    """
    manager = canvas_manager()
    if manager._caching:  # inside an outer batch (ours or hold_canvas): it sends
        yield
        return
    manager._caching = True
    try:
        yield
    except BaseException:
        manager._commands_cache = []
        manager._buffers_cache = []
        # the dropped commands may have included a switchCanvas the page never saw
        manager._current_canvas = None
        raise
    else:
        manager.flush()
    finally:
        manager._caching = False
