"""Start-up cost: importing the engine and the widgets in a fresh interpreter."""
from __future__ import annotations

import subprocess
import sys

_CODE = "import time; t = time.perf_counter(); import {modules}; print(time.perf_counter() - t)"


def import_seconds(modules: str = "engine, boardwidgets", repeats: int = 5) -> float:
    """The best of ``repeats`` fresh-process imports of ``modules`` (the first run warms the file cache).

    ``boardwidgets`` loads the widget libraries lazily; ``boardwidgets.labyrinth`` pulls in
    ipywidgets, ipycanvas and numpy, which is what a notebook pays before the first board shows.
    """
    times = []
    for _ in range(repeats):
        out = subprocess.run([sys.executable, "-c", _CODE.format(modules=modules)], check=True,
                             capture_output=True, text=True)
        times.append(float(out.stdout.strip()))
    return min(times)
