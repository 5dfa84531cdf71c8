"""A real-time clock for boards with a timed game: wall time turned into game-time ticks.

The engine never lets time pass by itself (``engine.core.clock.Elapse``): a board that plays
against a clock calls ``board.tick(seconds)`` — its Python twin, through the same path as a
click — and this clock calls that twin once per game second of wall time, from an asyncio task
on the kernel's running event loop (``../shared/PITFALLS.md``, "Real time": it runs in
JupyterLab and in Voilà alike, and clicks keep working between ticks because the kernel serves
comm messages at every ``await``).

    >>> clock = Clock(board.tick, done=lambda: board.game.is_terminal(board.state))
    >>> clock.start()     # from a user action only (a button, a key): a task on the running loop
    >>> clock.stop()      # pause; also on game over (``done``), and when the board is closed

Nothing starts by itself: creating a clock creates no task, so executing a notebook (nbval,
``make notebooks``) always sees a stopped clock. ``start`` needs a running event loop — a
Jupyter kernel has one while it serves a click or runs a cell — and says so (returns False and
sets ``problem``) when there is none; tests and notebooks drive time with the board's
``tick(seconds)`` twin instead.

If the kernel was busy for a while (a long cell), the next tick passes every whole second
that went by, so the game's sand runs with the wall clock; ``interval`` is the wall time of one
game second (1.0; tests use a few milliseconds).
"""
from __future__ import annotations

import asyncio
import time
import traceback
from typing import Any, Callable


class Clock:
    """Calls ``tick(seconds)`` once per ``interval`` of wall time while running.

    ``done()`` is asked after every tick: True stops the clock (the game is over).
    ``on_change(clock)`` is called whenever the clock starts or stops, so a board can redraw its
    Start/Pause button. ``ticks`` counts the calls, ``seconds`` the game seconds passed.
    """

    def __init__(self, tick: Callable[[int], Any], *, interval: float = 1.0,
                 done: Callable[[], bool] | None = None,
                 on_change: Callable[["Clock"], None] | None = None,
                 now: Callable[[], float] = time.monotonic):
        if not interval > 0:
            raise ValueError(f"interval must be a positive number of seconds, not {interval!r}")
        self._tick = tick
        self.interval = float(interval)
        self._done = done or (lambda: False)
        self._on_change = on_change
        self._now = now
        self._task: asyncio.Task | None = None
        self._last = 0.0
        #: why the clock last stopped: "" (never started), "paused", "over", "closed", "error", "no loop"
        self.stopped_because = ""
        #: a sentence for the person when ``start`` could not start the clock ("" otherwise)
        self.problem = ""
        #: the traceback of an exception a tick raised (the clock stops on it)
        self.error = ""
        self.ticks = 0
        self.seconds = 0

    # -- reading ------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """True while a task is counting wall time."""
        return self._task is not None and not self._task.done()

    @property
    def task(self) -> asyncio.Task | None:
        """The running asyncio task (None while stopped): for tests."""
        return self._task if self.running else None

    # -- starting and stopping -------------------------------------------------------------------
    def start(self) -> bool:
        """Start counting (call it from a user action). False, with ``problem`` set, when there is
        no running event loop or the game is already over; True when running (already or now)."""
        if self.running:
            return True
        self.problem = ""
        if self._done():
            self.problem = "The game is over: the clock stays stopped."
            return False
        loop = running_loop()
        if loop is None:
            self.problem = ("The real-time clock needs a running Jupyter kernel (an asyncio event loop); "
                            "here time passes only with tick(seconds).")
            self.stopped_because = "no loop"
            return False
        self._last = self._now()
        self._task = loop.create_task(self._run())
        self.stopped_because = ""
        self._changed()
        return True

    def stop(self, why: str = "paused") -> None:
        """Stop counting (``why``: paused, over, closed). Safe to call when stopped."""
        task, self._task = self._task, None
        if task is not None and not task.done() and task is not _current_task():
            task.cancel()
        if task is not None:
            self.stopped_because = why
            self._changed()

    def toggle(self) -> bool:
        """Start when stopped, stop when running; True if it runs afterwards."""
        if self.running:
            self.stop("paused")
            return False
        return self.start()

    # -- the task ------------------------------------------------------------------------------
    async def _run(self) -> None:
        me = _current_task()
        try:
            while self._task is me:
                wait = self._last + self.interval - self._now()
                await asyncio.sleep(max(0.0, wait))
                if self._task is not me:
                    return
                # every whole game second of wall time since the last tick (more than one only
                # when the kernel was busy): the sand runs with the wall clock
                n = max(1, int((self._now() - self._last) / self.interval + 1e-9))
                self._last += n * self.interval
                self.ticks += 1
                self.seconds += n
                self._tick(n)
                if self._done():
                    self.stop("over")
        except asyncio.CancelledError:
            pass
        except Exception:  # noqa: BLE001 - a task's exception would otherwise vanish
            self.error = traceback.format_exc()
            self.stop("error")

    def _changed(self) -> None:
        if self._on_change is not None:
            self._on_change(self)

    def __repr__(self) -> str:
        state = "running" if self.running else f"stopped ({self.stopped_because or 'not started'})"
        return f"Clock({state}, ticks={self.ticks}, seconds={self.seconds})"


def running_loop() -> asyncio.AbstractEventLoop | None:
    """The event loop running in this thread, or None. A Jupyter kernel (ipykernel 7) runs its
    asyncio loop while it serves a comm message (a click) and while it executes a cell."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _current_task() -> asyncio.Task | None:
    try:
        return asyncio.current_task()
    except RuntimeError:
        return None
