"""A token walking: where every hero stands at each step of a move, square by square along the squares they
really passed (forward or back; a teleport is one jump), thinned evenly to at most a number of frames. The
controller draws each step on the pieces layer (``BraveJourneyController.walk_frames``)."""
from __future__ import annotations

from typing import Any

from engine.brave_journey.game import Moved, Teleported


def walk(before: Any, events: tuple, ring: int, max_frames: int) -> list[tuple[int, ...]]:
    """The heroes' positions after each square passed by the moves in ``events``, from the position ``before``
    (a ring of ``ring`` squares); a long walk skips squares evenly to keep at most ``max_frames`` of them."""
    positions = list(before.positions)
    steps: list[tuple[int, ...]] = []
    for e in events:
        if isinstance(e, Moved) and e.steps:
            sign = 1 if e.steps > 0 else -1
            for k in range(1, abs(e.steps) + 1):
                positions[e.player] = (e.start + sign * k) % ring
                steps.append(tuple(positions))
            positions[e.player] = e.end
        elif isinstance(e, Teleported):
            positions[e.player] = e.end
            steps.append(tuple(positions))
    if len(steps) > max_frames:
        keep = [round(i * (len(steps) - 1) / (max_frames - 1)) for i in range(max_frames)]
        steps = [steps[i] for i in keep]
    return steps
