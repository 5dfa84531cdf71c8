"""Start-up: ``import engine, boardwidgets`` loads no widget library (ipywidgets, ipycanvas, numpy come with
the first board). How long the imports take is measured by ``make bench`` ("import engine, boardwidgets
(fresh process)", target < 0.5 s), not asserted here: a timed unit test fails on a busy machine."""
from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
import engine, boardwidgets
heavy_loaded = sorted(m for m in ("ipywidgets", "ipycanvas", "numpy") if m in sys.modules)
from boardwidgets import LabyrinthBoard
board_loaded = sorted(m for m in ("ipywidgets", "ipycanvas") if m in sys.modules)
print(json.dumps({"heavy_loaded": heavy_loaded, "board_loaded": board_loaded}))
"""


def run_probe() -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_import_engine_and_boardwidgets_loads_no_widget_library():
    probe = run_probe()
    assert probe["heavy_loaded"] == [], "boardwidgets must import ipywidgets/ipycanvas lazily"
    assert probe["board_loaded"] == ["ipycanvas", "ipywidgets"], "a board brings its widget libraries"
