"""What a learner sees on arrival at every tutorial step at 1366×768: a summary of the browser walk.

    .venv/bin/python tools/measure_tutorial_steps.py              # summarise the last walk's report
    .venv/bin/python tools/measure_tutorial_steps.py --run        # run the walk first (all tutorial notebooks)
    .venv/bin/python tools/measure_tutorial_steps.py --run magic_maze/tutorial brave_journey/tutorial
    .venv/bin/python tools/measure_tutorial_steps.py --steps      # one line per step too

The walk is ``tests/browser/test_tutorial_walk.py``: it opens each notebook with a TutorialWidget in JupyterLab,
opens every step and measures what is in view (it writes ``test-artifacts/browser/tutorial_walk.json`` and a
screenshot per step under ``test-artifacts/walk/``). Its test fails while the widget lacks the issue-17 classes;
the measurements are written all the same, so this script also gives the "before" figures of the old widget:

* clipped (contract): steps whose ``.rw-task`` or ``.rw-how`` is cut on arrival (with "missing" if the widget
  has no such class);
* clipped before: steps of the old widget whose step text (the box capped at 32vh) or task line has a line
  that cannot be read whole on arrival; "scrolls" counts the steps whose text box scrolls at all (some by
  only a paragraph margin of 4 px, which hides no text);
* smallest text on screen: the smallest canvas font of the board (at the step's start and at the end of its
  demonstration) × the board's display scale (displayed width / canvas width) in the browser;
* Magic Maze space: canvas px per space × display scale.
"""
from __future__ import annotations

import argparse
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
REPORT = ROOT / "test-artifacts" / "browser" / "tutorial_walk.json"
TEST = "tests/browser/test_tutorial_walk.py"


def run(only: list[str]) -> int:
    """Run the walk (one worker, so the report is written once per notebook); its exit code."""
    argv = [sys.executable, "-m", "pytest", TEST, "-n0", "-q", "-p", "no:cacheprovider"]
    if only:
        argv += ["-k", " or ".join(only)]
    return subprocess.call(argv, cwd=ROOT)


def fmt(value, unit: str = "") -> str:
    return "—" if value is None else f"{value:g}{unit}" if isinstance(value, (int, float)) else str(value)


def table(data: dict, steps: bool) -> str:
    head = (f"{'notebook / tutorial':46s} {'steps':>5s} {'clipped':>8s} {'before':>7s} {'scrolls':>7s} "
            f"{'scale':>11s} {'min text':>9s} {'MM space':>9s} {'time':>6s}  smallest label")
    lines = [head, "-" * len(head)]
    for key in sorted(data, key=lambda k: (not k.startswith("notebooks/") or "/tutorial.ipynb" not in k, k)):
        r = data[key]
        s = r["summary"]
        missing = sorted({m for st in r["steps"] for m in st.get("missing", [])})
        clipped = f"{s['clipped']}" + ("*" if missing else "")
        scale = (fmt(s["scale_min"]) if s["scale_min"] == s["scale_max"]
                 else f"{fmt(s['scale_min'])}–{fmt(s['scale_max'])}")
        name = f"{key.removeprefix('notebooks/')} {r['tutorial']}"[:46]
        lines.append(f"{name:46s} {s['steps']:5d} {clipped:>8s} {fmt(s['clipped_before']):>7s} "
                     f"{fmt(s.get('scrolls_before')):>7s} {scale:>11s} {fmt(s['smallest_text_screen_px'], ' px'):>9s} "
                     f"{fmt(s['smallest_space_screen_px'], ' px'):>9s} {fmt(r.get('seconds_notebook'), ' s'):>6s}  "
                     f"{s['smallest_text'] or ''}")
        if steps:
            for st in r["steps"]:
                before = st["before"] or {}
                lines.append(f"    {st['step']:2d} {st['title'][:44]:44s} clipped={st['clipped']!s:5s} "
                             f"before={st['clipped_before']!s:5s} scroll={fmt(before.get('text_scroll_px')):>4s} "
                             f"text={fmt(st['smallest_text_screen_px'])} space={fmt(st['space_screen_px'])}")
    lines.append("clipped*: the widget lacks some contract classes (" + ", ".join(sorted(
        {m for r in data.values() for st in r["steps"] for m in st.get("missing", [])})) + "); only the parts it has count")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", action="store_true", help="run the browser walk first")
    parser.add_argument("--steps", action="store_true", help="one line per step as well")
    parser.add_argument("only", nargs="*", help="with --run: notebooks to walk, e.g. magic_maze/tutorial")
    args = parser.parse_args(argv)
    if args.run:
        run(args.only)   # the walk fails while the widget lacks the contract's classes: report anyway
    if not REPORT.exists():
        print(f"no report at {REPORT.relative_to(ROOT)}: run with --run", file=sys.stderr)
        return 1
    print(table(json.loads(REPORT.read_text()), args.steps))
    return 0


if __name__ == "__main__":
    sys.exit(main())
