"""Start-up cost: ``import engine, boardwidgets`` stays well under half a second."""
from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys, time
t = time.perf_counter()
import engine, boardwidgets
light = time.perf_counter() - t
heavy_loaded = sorted(m for m in ("ipywidgets", "ipycanvas", "numpy") if m in sys.modules)
t = time.perf_counter()
from boardwidgets import LabyrinthBoard
board = time.perf_counter() - t
print(json.dumps({"light": light, "heavy_loaded": heavy_loaded, "board": board}))
"""


def run_probe() -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_import_engine_and_boardwidgets_is_fast_and_loads_no_widget_library():
    best = min((run_probe() for _ in range(3)), key=lambda r: r["light"])
    assert best["heavy_loaded"] == [], "boardwidgets must import ipywidgets/ipycanvas lazily"
    assert best["light"] < 0.5, best
    # the first widget pulls in ipywidgets + ipycanvas (+ numpy): still well under a second
    assert best["light"] + best["board"] < 1.5, best
