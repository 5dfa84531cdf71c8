"""Small timing helpers: repeat a piece of work for a while and report a rate."""
from __future__ import annotations

import time
from typing import Callable


def rate(work: Callable[[], int], seconds: float = 2.0, repeats: int = 3) -> float:
    """The best of ``repeats`` runs of units per second; ``work()`` returns how many units it did."""
    best = 0.0
    for _ in range(repeats):
        done, start = 0, time.perf_counter()
        while True:
            done += work()
            elapsed = time.perf_counter() - start
            if elapsed >= seconds / repeats:
                break
        best = max(best, done / elapsed)
    return best
