"""Measuring what the widgets send to the page, for tests and benchmarks.

    >>> from boardwidgets.testing import count_canvas_messages
    >>> with count_canvas_messages() as traffic:
    ...     board.click_cell(3, 4)
    >>> traffic.messages, traffic.bytes, traffic.commands
    (1, 812, 37)

Counts happen where ipycanvas hands a message to its comm (``_CanvasManager.send``),
so they are exactly what a kernel would put on the wire for drawing, with or without
a front end attached. ``bytes`` is the JSON header plus every binary buffer.
"""
from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Iterator

from .canvasio import canvas_manager


@dataclass
class CanvasTraffic:
    """Canvas messages seen while the context was open."""

    messages: int = 0
    bytes: int = 0
    #: drawing commands inside those messages (a batched message holds many)
    commands: int = 0
    #: (bytes, commands) for each message, in order
    sizes: list[tuple[int, int]] = field(default_factory=list)
    #: ``sleep`` commands among them (each ends one frame of an animation) and their total milliseconds
    sleeps: int = 0
    sleep_ms: float = 0

    def __str__(self) -> str:
        frames = f", {self.sleeps} sleep(s) = {self.sleep_ms:g} ms" if self.sleeps else ""
        return f"{self.messages} message(s), {self.bytes} bytes, {self.commands} command(s){frames}"


def _buffer_len(buf: Any) -> int:
    return memoryview(buf).nbytes


def _command_list(first_buffer: Any) -> list:
    """The drawing commands a message holds (its first buffer is the JSON command list)."""
    try:
        data = json.loads(bytes(memoryview(first_buffer)))
    except (ValueError, TypeError):
        return []
    if isinstance(data, list) and data and isinstance(data[0], list):
        return data  # a batch: [[cmd, args, n], ...]
    return [data]


def _commands_in(first_buffer: Any) -> int:
    """How many drawing commands a message holds."""
    return len(_command_list(first_buffer))


def _sleep_code() -> int | None:
    from ipycanvas.canvas import COMMANDS

    return COMMANDS.get("sleep")


@contextmanager
def count_canvas_messages() -> Iterator[CanvasTraffic]:
    """Count (and size) the canvas drawing messages sent while the body runs."""
    manager = canvas_manager()
    traffic = CanvasTraffic()
    sleep = _sleep_code()
    original = manager.send
    patched_before = "send" in vars(manager)  # an outer count_canvas_messages is active

    def counting_send(content: Any, buffers: Any = None) -> Any:
        buffers = list(buffers or [])
        size = len(json.dumps(content, separators=(",", ":"))) + sum(_buffer_len(b) for b in buffers)
        commands = _command_list(buffers[0]) if buffers else []
        n = len(commands)
        sleeps = [c for c in commands if isinstance(c, list) and c and c[0] == sleep]
        traffic.sleeps += len(sleeps)
        traffic.sleep_ms += sum(c[1][0] for c in sleeps if len(c) > 1 and c[1])
        traffic.messages += 1
        traffic.bytes += size
        traffic.commands += n
        traffic.sizes.append((size, n))
        return original(content, buffers=buffers)

    manager.send = counting_send
    try:
        yield traffic
    finally:
        if patched_before:
            manager.send = original
        else:
            del manager.send  # back to the class's method
