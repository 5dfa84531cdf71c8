"""Start-up cost: importing the engine and the widgets in a fresh interpreter."""
from __future__ import annotations

import subprocess
import sys

_CODE = ("import time; t = time.perf_counter(); import engine, boardwidgets; "
         "print(time.perf_counter() - t)")


def import_seconds(repeats: int = 5) -> float:
    """The best of ``repeats`` fresh-process imports (the first run warms the file cache)."""
    times = []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", _CODE], check=True, capture_output=True, text=True)
        times.append(float(out.stdout.strip()))
    return min(times)
