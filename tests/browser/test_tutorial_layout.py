"""One tutorial step fits a laptop screen (1366×768), in JupyterLab and in Voilà, for every game.

A learner reads the step, does the task on the board and presses Next without scrolling: after
Next, the new step's title, its task and how to do it, the board and the Next button are all inside
the viewport. The
tutorial widget's height per game goes to test-artifacts/browser/tutorial_layout.json (reported,
never asserted: the fit is what matters).
"""
from __future__ import annotations

import time

import pytest

from .kit import LAPTOP, REPO_ROOT, JupyterLab, artifact_json
TUTORIALS = {
    "labyrinth": "notebooks/labyrinth/tutorial.ipynb",
    "rauf_und_runter": "notebooks/rauf_und_runter/tutorial.ipynb",
    "abracadawhat": "notebooks/abracadawhat/tutorial.ipynb",
    "magic_maze": "notebooks/magic_maze/tutorial.ipynb",
    "brave_journey": "notebooks/brave_journey/tutorial.ipynb",
}
#: the cell of each tutorial notebook that shows the TutorialWidget (after the title cell)
WIDGET_CELL = 1


def record(where: str, game: str, box: dict) -> None:
    with artifact_json("tutorial_layout.json", sort_keys=True) as data:
        data[f"{where}/{game}"] = {"height_px": round(box["height"]), "width_px": round(box["width"]),
                                   "viewport": f"{LAPTOP['width']}x{LAPTOP['height']}",
                                   "recorded": time.strftime("%Y-%m-%d %H:%M:%S")}


def step_then_next(page, tutorial) -> None:
    """Do step 1 the way a learner would who is stuck (Show me), then press Next."""
    header = tutorial.locator(".rw-step-title")
    header.wait_for()
    tutorial.get_by_role("button", name="Show me").click()
    next_button = tutorial.get_by_role("button", name="Next")
    page.wait_for_function("t => [...t.querySelectorAll('button')].some(b => b.textContent.includes('Next')"
                           " && !b.disabled)", arg=tutorial.element_handle())
    next_button.click()
    # the header's HTML is replaced on every change: ask the live DOM, not a stale element
    page.wait_for_function("t => { const h = t.querySelector('.rw-step-title');"
                           " return h && h.textContent.includes('Step 2 of'); }", arg=tutorial.element_handle())
    # let the page scroll the step into view (a custom message after the step's new values: on a loaded
    # machine it can come later than a fixed wait); assert_in_view then says what is out of view
    try:
        page.wait_for_function("t => { const r = t.getBoundingClientRect();"
                               " return r.bottom <= window.innerHeight + 1 || r.top <= 0; }",
                               arg=tutorial.element_handle(), timeout=5000)
    except Exception:  # noqa: BLE001 - a timeout here is reported by assert_in_view's own message
        pass
    page.wait_for_timeout(200)


def assert_in_view(page, tutorial, where: str, game: str) -> None:
    box = tutorial.bounding_box()
    assert box is not None, "the tutorial is not shown"
    record(where, game, box)
    height = page.viewport_size["height"]
    parts = {"step title": tutorial.locator(".rw-step-title"),
             "task": tutorial.locator(".rw-task"),
             "board": tutorial.locator("canvas").first,
             "Next button": tutorial.get_by_role("button", name="Next")}
    if tutorial.locator(".rw-how").is_visible():     # a step's how, once the game's lessons have one
        parts["how"] = tutorial.locator(".rw-how")
    for what, loc in parts.items():
        box = loc.bounding_box()
        assert box is not None, f"the {what} is not shown"
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, \
            f"the {what} is outside the {height}px-high window: top {box['y']:.0f}, bottom {box['y'] + box['height']:.0f}"


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_lab_after_next_the_step_title_board_and_next_button_are_in_view(laptop_page, lab_server, game):
    lab = JupyterLab(laptop_page, lab_server)
    lab.open(REPO_ROOT / TUTORIALS[game])
    try:
        lab.run_cells(WIDGET_CELL + 1)  # the title cell, then the cell with the tutorial widget
        tutorial = lab.output(WIDGET_CELL).locator(".rulewalk-tutorial")
        tutorial.wait_for()
        step_then_next(laptop_page, tutorial)
        assert_in_view(laptop_page, tutorial, "jupyterlab", game)
    finally:
        lab.shutdown_kernels()


@pytest.mark.parametrize("game", sorted(TUTORIALS))
def test_voila_after_next_the_step_title_board_and_next_button_are_in_view(laptop_page, voila_server, game):
    laptop_page.goto(voila_server(REPO_ROOT / TUTORIALS[game]), timeout=120_000)
    tutorial = laptop_page.locator(".rulewalk-tutorial").first
    tutorial.wait_for(timeout=120_000)
    step_then_next(laptop_page, tutorial)
    assert_in_view(laptop_page, tutorial, "voila", game)
