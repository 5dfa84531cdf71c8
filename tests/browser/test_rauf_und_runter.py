"""The Rauf und Runter free-play notebook in a real browser with a real kernel: click a
highlighted space on the canvas and see red's figure move there.

notebooks/rauf_und_runter/free_play.ipynb makes `RaufBoard(players=2, seed=4)`: red has rolled
a 1 and may end on (1,2) or (2,1) (row, col counted from 1, as everywhere). The test clicks (1,2), then checks the status line
(the engine's words: blue's turn now) and that the canvas changed where red stood and where red
went, while a space far from both did not; then an illegal click, refused in plain words.
"""
from __future__ import annotations

from playwright.sync_api import expect

from boardwidgets.rauf_und_runter import CELL, RaufBoard

from .kit import REPO_ROOT, WIDGET_TIMEOUT_MS, canvas_region, click_canvas, region_difference, wait_for_region_change

NOTEBOOK = REPO_ROOT / "notebooks" / "rauf_und_runter" / "free_play.ipynb"
BOARD_CELL = 1


def space(row: int, col: int) -> tuple[int, int, int, int]:
    """The canvas box inside space (row, col), counted from 1."""
    x, y = RaufBoard.cell_center(row, col)
    half = CELL // 2 - 4
    return (int(x) - half, int(y) - half, 2 * half, 2 * half)


def test_lab_click_a_highlighted_space_and_the_figure_moves(lab):
    lab.open(NOTEBOOK)
    lab.run_all()
    out = lab.output(BOARD_CELL)
    canvas = out.locator(".rulewalk-board canvas").first
    canvas.wait_for(state="visible")
    status = out.locator(".rulewalk-board .rw-status")
    expect(status).to_contain_text("red rolled 1", timeout=WIDGET_TIMEOUT_MS)

    start, target, far = space(1, 1), space(1, 2), space(5, 3)
    wait_for_region_change(canvas, *target, bytes(target[2] * target[3] * 4))   # drawn: not transparent
    before = {name: canvas_region(canvas, *box) for name, box in
              (("start", start), ("target", target), ("far", far))}
    # the target is highlighted as a legal end (it differs from an ordinary, unreachable space)
    assert region_difference(before["target"], canvas_region(canvas, *space(3, 2))) > 0.2

    lab.wait_idle()
    click_canvas(lab.page, canvas, *map(int, RaufBoard.cell_center(1, 2)))
    expect(status).to_contain_text("blue", timeout=WIDGET_TIMEOUT_MS)
    wait_for_region_change(canvas, *target, before["target"])
    wait_for_region_change(canvas, *start, before["start"])
    assert region_difference(before["far"], canvas_region(canvas, *far)) < 0.02

    # an illegal click: refused in plain words with what to do instead (the rule id folded away
    # behind the rule's title), nothing redrawn
    lab.wait_idle()
    board_before = canvas_region(canvas, *space(5, 5))
    click_canvas(lab.page, canvas, *map(int, RaufBoard.cell_center(5, 5)))
    expect(status).to_contain_text("Not allowed: No walk of exactly", timeout=WIDGET_TIMEOUT_MS)
    expect(status).to_contain_text("Click a green space", timeout=WIDGET_TIMEOUT_MS)
    expect(status).to_contain_text("rauf_und_runter.move", timeout=WIDGET_TIMEOUT_MS)
    assert region_difference(board_before, canvas_region(canvas, *space(5, 5))) == 0
