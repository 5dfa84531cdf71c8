"""The generic real-time clock (boardwidgets.clock): wall time on a running asyncio loop turned
into ticks, started only on request, stopped on pause, game over, close and errors."""
from __future__ import annotations

import asyncio

import pytest

from boardwidgets.clock import Clock, running_loop


class Ticks:
    def __init__(self, limit: int | None = None):
        self.calls: list[int] = []
        self.limit = limit

    def __call__(self, seconds: int) -> None:
        self.calls.append(seconds)

    def done(self) -> bool:
        return self.limit is not None and sum(self.calls) >= self.limit


def test_a_new_clock_has_no_task_and_cannot_start_without_a_running_loop():
    ticks = Ticks()
    clock = Clock(ticks, interval=0.01)
    assert clock.task is None and not clock.running and "not started" in repr(clock)
    assert running_loop() is None
    assert clock.start() is False
    assert "needs a running Jupyter kernel" in clock.problem and clock.task is None
    assert ticks.calls == []
    with pytest.raises(ValueError):
        Clock(ticks, interval=0)


def test_the_clock_ticks_on_the_running_loop_until_paused():
    changes = []

    async def run():
        ticks = Ticks()
        clock = Clock(ticks, interval=0.01, on_change=lambda c: changes.append(c.running))
        assert clock.start() is True and clock.running and isinstance(clock.task, asyncio.Task)
        assert clock.start() is True, "starting a running clock changes nothing"
        await asyncio.sleep(0.08)
        clock.stop()
        seen = sum(ticks.calls)
        assert 1 <= seen <= 9 and clock.seconds == seen and clock.stopped_because == "paused"
        await asyncio.sleep(0.05)
        assert sum(ticks.calls) == seen, "no tick after a pause"
        assert clock.toggle() is True and clock.running
        assert clock.toggle() is False and not clock.running
    asyncio.run(run())
    assert changes == [True, False, True, False]


def test_the_clock_stops_itself_when_the_game_is_over():
    async def run():
        ticks = Ticks(limit=3)
        clock = Clock(ticks, interval=0.01, done=ticks.done)
        clock.start()
        await asyncio.sleep(0.15)
        assert sum(ticks.calls) == 3 and not clock.running and clock.stopped_because == "over"
        assert clock.start() is False and "over" in clock.problem
    asyncio.run(run())


def test_a_busy_kernel_gets_every_whole_second_at_the_next_tick():
    now = [100.0]

    async def run():
        ticks = Ticks()
        clock = Clock(ticks, interval=1.0, now=lambda: now[0])
        clock.start()
        now[0] += 3.5                      # the kernel was busy for three and a half seconds
        await asyncio.sleep(0)             # the task wakes: wait = 1 - 3.5 < 0, no sleep needed
        await asyncio.sleep(0)
        assert ticks.calls == [3] and clock.seconds == 3
        clock.stop()
    asyncio.run(run())


def test_an_error_in_a_tick_stops_the_clock_and_is_kept():
    def bad(seconds):
        raise RuntimeError("boom")

    async def run():
        clock = Clock(bad, interval=0.005)
        clock.start()
        await asyncio.sleep(0.05)
        assert not clock.running and clock.stopped_because == "error" and "boom" in clock.error
    asyncio.run(run())
