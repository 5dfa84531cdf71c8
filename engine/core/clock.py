"""Time as an action, for games played against a clock (Magic Maze's sand timer).

Game time passes only through ``Elapse(seconds)``: tests, tutorials and replays are then
deterministic, and a widget that wants a real clock turns wall time into ``Elapse`` actions
(see boardwidgets/clock.py). ``Elapse`` belongs to no seat: time runs for everybody.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Elapse:
    """``seconds`` (a whole number, 1 or more) of game time pass."""

    seconds: int

    def __str__(self) -> str:
        return f"{self.seconds} second{'s' if self.seconds != 1 else ''} pass"
