"""Show me at a human pace in a real kernel (JupyterLab): the demonstration plays one move at a time on the
kernel's event loop, the button turns into Stop while it plays, the answer line counts the moves, and the
step is done at the end. Stop leaves the board where the demonstration stood."""
from __future__ import annotations

import time

from .kit import LAPTOP, REPO_ROOT, artifact_json

TUTORIAL = REPO_ROOT / "notebooks/labyrinth/tutorial.ipynb"
WIDGET_CELL = 1
#: Labyrinth basics, step 2 "Four at the table": a demonstration of 8 moves
STEP, MOVES = "2. Four at the table", 8


def feedback(tutorial) -> str:
    return tutorial.locator(".rw-feedback").inner_text()


def test_lab_show_me_plays_the_demonstration_move_by_move_and_stop_stops_it(lab):
    lab.viewport(LAPTOP["width"], LAPTOP["height"])
    lab.open(TUTORIAL)
    page = lab.page
    lab.run_cells(WIDGET_CELL + 1)
    tutorial = lab.output(WIDGET_CELL).locator(".rulewalk-tutorial")
    tutorial.wait_for()
    picker = tutorial.locator(".rw-title select")
    assert picker.locator("option").nth(1).inner_text().replace("\xa0", " ") == STEP
    picker.select_option(index=1)
    page.wait_for_function("t => t.querySelector('.rw-step-title').textContent.includes('Step 2 of')",
                           arg=tutorial.element_handle())
    show = tutorial.get_by_role("button", name="Show me")
    started = time.monotonic()
    show.click()
    tutorial.get_by_role("button", name="■ Stop").wait_for()
    seen = set()
    while time.monotonic() - started < 30:
        text = feedback(tutorial)
        if text.startswith("Watch: move"):
            seen.add(text)
        if text.startswith("✓ Done"):
            break
        page.wait_for_timeout(100)
    elapsed = time.monotonic() - started
    assert feedback(tutorial).startswith("✓ Done"), feedback(tutorial)
    assert len(seen) >= MOVES // 2, f"the answer line should count the moves as they play: {sorted(seen)}"
    assert elapsed >= 0.6 * (MOVES - 1), f"{MOVES} moves played in {elapsed:.1f} s: not at a human pace"
    assert tutorial.get_by_role("button", name="Show me").is_enabled()
    # again, and Stop after a move or two: the board stays where it stood, the step says so
    tutorial.get_by_role("button", name="Show me").click()
    tutorial.get_by_role("button", name="■ Stop").wait_for()
    page.wait_for_function("t => t.querySelector('.rw-feedback').textContent.includes('Watch: move')",
                           arg=tutorial.element_handle())
    tutorial.get_by_role("button", name="■ Stop").click()
    page.wait_for_function("t => t.querySelector('.rw-feedback').textContent.includes('Show me stopped here')",
                           arg=tutorial.element_handle())
    assert tutorial.get_by_role("button", name="Show me").is_visible()
    with artifact_json("tutorial_show_me.json", sort_keys=True) as data:
        data["jupyterlab/labyrinth"] = {"moves": MOVES, "seconds": round(elapsed, 2), "counts_seen": len(seen)}
