"""The Labyrinth free-play notebook driven by a real browser and a real kernel.

JupyterLab: run notebooks/labyrinth/free_play.ipynb, then play red's first turn with the
mouse on the board's one <canvas> — Ready on the hot-seat cover, a refused walk (the
rule id in the status line), the shift at the top of column 2 (the column's tiles
really slide down one square on the canvas, animated, and the spare goes in at the top), a walk
to red's own square — and check the status line and the pixels after each click. The row and
column numbers and the treasure key are on the canvas; a screenshot of the board is saved.
Voilà: the same notebook renders a non-blank board and answers clicks (the
forget_current_canvas fix in boardwidgets/canvasio.py).

Click -> pixel latency is recorded in test-artifacts/browser/latency.{json,txt}
(never asserted): the board's against a trivial canvas's in the same run.

The notebook is only read: autosave is off in the harness, nothing here saves, and the
Lab test checks JupyterLab still holds Run All's outputs unsaved (model.dirty) at the end.
"""

from __future__ import annotations

import time

from boardwidgets.board import ANIMATION_LIMIT_MS
from boardwidgets.labyrinth import BOARD_X, BOARD_Y, HEIGHT, WIDTH, LabyrinthBoard

from .kit import (
    ARTIFACTS, REPO_ROOT, VOILA_TIMEOUT_MS, WIDGET_TIMEOUT_MS, ClickLatency, canvas_pixels, canvas_region, click_canvas,
    console_errors, open_board, record_latency, region_difference, voila_board, wait_for_pixel, wait_until_still,
    write_notebook,
)

NOTEBOOK = REPO_ROOT / "notebooks" / "labyrinth" / "free_play.ipynb"
BOARD_CELL = 1  # cell 0 is markdown; cell 1 makes `LabyrinthBoard(players=2, seed=7, hotseat=True)`

CELL = 60
SIZE = 7
PATH = (0xF4, 0xE8, 0xC8)          # labyrinth.PATH, the paths on the cards
COVER_OVER_PATH = (0x2B, 0x2B, 0x2B)   # labyrinth.COVER: the hot-seat screen hides the whole board
RED_BUTTON = (0xD6, 0x28, 0x28)    # the Ready button in red's colour
INNER = 56                         # a card is 58 px (inset 1 px in its 60 px square): compare its inside


def _close(rgba, rgb, tol=6) -> bool:
    return rgba[3] == 255 and all(abs(a - b) <= tol for a, b in zip(rgba, rgb))


def path_points() -> list[tuple[int, int]]:
    """One point per maze square that is always path colour when nothing covers it:
    inside the central 22 px crossing every card draws, outside the treasure disc
    (r 13: the pixel's centre is 14.8 px from the card's), the start mark (14 px square) and
    the pawns of red and blue (in the top quarters of their squares)."""
    return [(int(x) + 10, int(y) + 10) for x, y in (LabyrinthBoard.cell_center(r, c)
                                                  for r in range(1, SIZE + 1) for c in range(1, SIZE + 1))]


def count_matching(canvas, rgb, tol=6) -> int:
    return sum(_close(p, rgb, tol) for p in canvas_pixels(canvas, path_points()))


def wait_for_count(canvas, rgb, at_least: int, what: str, timeout_ms: int = WIDGET_TIMEOUT_MS) -> int:
    """Poll until at least `at_least` of the 49 path points have colour rgb."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        n = count_matching(canvas, rgb)
        if n >= at_least:
            return n
        if time.monotonic() > deadline:
            raise AssertionError(f"{what}: only {n}/49 squares show {rgb}, expected >= {at_least}")
        time.sleep(0.05)


def card_box(center) -> tuple[int, int, int, int]:
    x, y = center
    return (int(x) - INNER // 2, int(y) - INNER // 2, INNER, INNER)


def card(canvas, center) -> bytes:
    return canvas_region(canvas, *card_box(center))


def column_box(col: int) -> tuple[int, int, int, int]:
    """The canvas box of the whole of column ``col`` (counted from 1, as the board labels it)."""
    x, y = LabyrinthBoard.cell_center(1, col)
    return (int(x) - CELL // 2, int(y) - CELL // 2, CELL, SIZE * CELL)


BOARD_BOX = (BOARD_X, BOARD_Y, SIZE * CELL, SIZE * CELL)


def center(xy) -> tuple[int, int]:
    return int(xy[0]), int(xy[1])


# --------------------------------------------------------------------------- latency floor


TRIVIAL_CELL = '''\
import ipywidgets as widgets
from ipycanvas import Canvas, hold_canvas

floor = Canvas(width=200, height=120, layout=widgets.Layout(width="200px", height="120px"))
colours = ["red", "blue"]

def paint(colour):
    with hold_canvas():
        floor.fill_style = colour
        floor.fill_rect(0, 0, 200, 120)

def on_mouse_down(x, y):
    colours.reverse()
    paint(colours[0])

floor.on_mouse_down(on_mouse_down)
paint(colours[0])
floor
'''

CLICKS = 12


def test_lab_click_latency_floor(lab, scratch_dir):
    """The floor of this machine and set-up: a trivial Canvas, one fill_rect per click."""
    lab.open(write_notebook(scratch_dir / "latency_floor.ipynb", [TRIVIAL_CELL]))
    lab.run_all()
    [canvas] = lab.canvases(0)
    wait_for_pixel(canvas, 100, 60, (255, 0, 0, 255))
    samples = []
    for _ in range(CLICKS):
        watch = ClickLatency(lab.page, canvas, (100, 60, 1, 1))
        click_canvas(lab.page, canvas, 100, 60)
        samples.append(watch.wait())
        lab.wait_idle()  # each click starts from a quiet kernel, as in the board's series
    entry = record_latency("floor", samples)
    print(f"\nlatency floor (trivial canvas): {entry}")


# --------------------------------------------------------------------------- JupyterLab


def test_lab_free_play_first_turn_with_the_mouse(lab):
    page = lab.page
    board = open_board(lab, NOTEBOOK, BOARD_CELL)
    canvas = board.canvas
    assert board.root.locator(".rulewalk-board canvas").count() == 1, "a MultiCanvas board is ONE <canvas>"
    assert canvas.evaluate("c => [c.width, c.height]") == [WIDTH, HEIGHT]
    box = canvas.bounding_box()
    assert box and abs(box["width"] - WIDTH) <= 1 and abs(box["height"] - HEIGHT) <= 1, \
        f"the board should show at its own size (layout {WIDTH}x{HEIGHT}px), is {box}"
    latencies: dict[str, float] = {}

    # 1. hot seat: the cover hides the board until red presses Ready
    board.says("pass the device to red")
    wait_for_count(canvas, COVER_OVER_PATH, 40, "the hot-seat cover")
    rx, ry = LabyrinthBoard.button_center("ready")
    wait_for_pixel(canvas, int(rx) - 50, int(ry) - 14, RED_BUTTON, tolerance=6)

    # a click on the covered board only repeats the instruction
    board.click(*center(LabyrinthBoard.cell_center(4, 2)))
    board.says("Pass the device to red, who presses Ready.")

    lab.wait_idle()
    watch = ClickLatency(page, canvas, card_box(LabyrinthBoard.cell_center(1, 2)))
    board.click(rx, ry)
    board.says("red to shift the maze")
    latencies["ready (cover off)"] = watch.wait()
    wait_for_count(canvas, PATH, 45, "the maze after Ready")   # every card's centre is path now
    assert count_matching(canvas, COVER_OVER_PATH) == 0

    # 2. walking before shifting is refused, citing the rule; nothing is redrawn
    board_before = board.region(BOARD_BOX)
    board.click(*center(LabyrinthBoard.cell_center(1, 1)))
    board.says("labyrinth.shift.mandatory")
    board.says("Not allowed")
    board.says("red to shift the maze")
    assert region_difference(board_before, board.region(BOARD_BOX)) == 0

    # 3. the shift at the top of column 2: the column slides down one square
    col_before = [card(canvas, LabyrinthBoard.cell_center(r, 2)) for r in range(1, SIZE + 1)]
    spare_before = card(canvas, LabyrinthBoard.spare_center())
    col_box = column_box(2)
    col_region_before = board.region(col_box)
    lab.wait_idle()
    watch = ClickLatency(page, canvas, card_box(LabyrinthBoard.cell_center(1, 2)))
    board.click(*center(LabyrinthBoard.arrow_center("N", 2)))
    board.says("red to move")
    board.says("push in at the top of column 2")
    latencies["shift N 2"] = watch.wait()
    board.wait_change(col_box, col_region_before, min_fraction=0.2)
    # the column slides (frames in the same message, at most ANIMATION_LIMIT_MS), then holds still
    time.sleep(ANIMATION_LIMIT_MS / 1000 / 2)
    wait_until_still(canvas, BOARD_BOX)
    spare_after = board.wait_change(card_box(LabyrinthBoard.spare_center()), spare_before)
    col_after = [card(canvas, LabyrinthBoard.cell_center(r, 2)) for r in range(1, SIZE + 1)]
    # the lists hold rows 1..7 at positions 0..6: the card of row r is now at row r+1
    moved = [r for r in range(SIZE - 1) if region_difference(col_before[r], col_after[r + 1]) < 0.02]
    # seed 7: nothing is drawn over column 2 (red reaches only (1,1); the target is in column 3)
    assert moved == list(range(SIZE - 1)), \
        f"the card of row r should now be drawn at row r+1 in column 2; moved rows: {moved}"
    assert region_difference(spare_before, col_after[0]) < 0.02, "the spare card went in at the top"
    assert region_difference(col_before[-1], spare_after) < 0.02, "the card pushed out is the new spare"
    # columns 3 to 7 did not move (column 1 did not either, but (1,1) is now highlighted as reachable)
    for col in range(3, SIZE + 1):
        assert region_difference(board.region(column_box(col)),
                                 board_before_column(board_before, col)) < 0.02, f"column {col} changed"

    # 4. red stays on its own square: the turn passes to blue, behind the cover again
    lab.wait_idle()
    watch = ClickLatency(page, canvas, card_box(LabyrinthBoard.cell_center(1, 2)))
    board.click(*center(LabyrinthBoard.cell_center(1, 1)))
    board.says("Turn 2: pass the device to blue")
    board.says("red stays at (1,1)")
    latencies["move (cover on)"] = watch.wait()
    wait_for_count(canvas, COVER_OVER_PATH, 40, "the cover for blue")
    wait_for_pixel(canvas, int(rx) - 50, int(ry) - 14, (0x1D, 0x4E, 0xD8), tolerance=6)  # blue's Ready

    # 5. blue: Ready, then turn the spare by clicking it (latency series, 12 quarter turns = 0°)
    board.click(rx, ry)
    board.says("blue to shift the maze")
    wait_for_count(canvas, PATH, 40, "the maze for blue")
    spare_box = card_box(LabyrinthBoard.spare_center())
    turns = []
    for k in range(1, CLICKS + 1):
        watch = ClickLatency(page, canvas, spare_box)
        board.click(*center(LabyrinthBoard.spare_center()))
        turns.append(watch.wait())
        lab.wait_idle()
        degrees = 90 * (k % 4)
        board.says(f"Spare card turned to {degrees}°.")
    assert region_difference(spare_after, card(canvas, LabyrinthBoard.spare_center())) < 0.02, \
        "four quarter turns bring the spare back"

    # 6. the keyboard: the board has focus after a click, so "r" turns the spare and is not
    #    JupyterLab's command-mode shortcut (change the cell to raw)
    page.keyboard.press("r")
    board.says("spare turned 90°")
    board.wait_change(spare_box, spare_after)
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.content.widgets"
                         ".map(c => c.model.type)")[BOARD_CELL] == "code"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    canvas.screenshot(path=str(ARTIFACTS / "labyrinth_board.png"))   # to look at: can a beginner read it?

    entry = record_latency("board: turn spare", turns)
    for name, ms in latencies.items():
        record_latency(f"board: {name}", [ms])
    print(f"\nboard latency: spare turn {entry}; single clicks {latencies}")

    # Run All left outputs JupyterLab has not written back: nothing saved the notebook
    # (a file digest would be fooled by anyone else rewriting notebooks/ meanwhile)
    assert page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.dirty") is True
    errors = console_errors(page)
    assert not errors, errors


def board_before_column(board_region: bytes, col: int) -> bytes:
    """Cut column `col` (counted from 1; 60 px wide, full board height) out of a BOARD_BOX region."""
    x0, y0, w, h = BOARD_BOX
    cx = column_box(col)[0] - x0
    rows = [board_region[(y * w + cx) * 4:(y * w + cx + CELL) * 4] for y in range(h)]
    return b"".join(rows)


# --------------------------------------------------------------------------- Voilà


def grid_points(x0, y0, w, h, step=20):
    return [(x, y) for y in range(y0 + step // 2, y0 + h, step) for x in range(x0 + step // 2, x0 + w, step)]


def test_voila_free_play_board_draws_and_answers_clicks(browser_page, voila_server):
    page = browser_page
    board = voila_board(page, voila_server, NOTEBOOK)
    canvas = board.canvas
    board.says("pass the device to red", timeout_ms=VOILA_TIMEOUT_MS)

    # non-blank: the whole board is painted (the hot-seat screen hides all of it) with its words and button
    wait_for_count(canvas, COVER_OVER_PATH, 40, "the hot-seat cover in Voilà (blank canvas?)",
                   timeout_ms=VOILA_TIMEOUT_MS)
    samples = canvas_pixels(canvas, grid_points(0, 0, WIDTH, HEIGHT))
    opaque = [p for p in samples if p[3] == 255]
    assert len(opaque) == len(samples), f"{len(samples) - len(opaque)} transparent pixels over the board"
    rx, ry = LabyrinthBoard.button_center("ready")
    wait_for_pixel(canvas, int(rx) - 50, int(ry) - 14, RED_BUTTON, tolerance=6)

    board.click(rx, ry)
    board.says("red to shift the maze")
    wait_for_count(canvas, PATH, 45, "the maze after Ready in Voilà")
    colours = set(canvas_pixels(canvas, grid_points(*BOARD_BOX)))
    assert len(colours) >= 6, f"too few colours on the uncovered board: {colours}"

    col_box = column_box(2)
    before = board.region(col_box)
    board.click(*center(LabyrinthBoard.arrow_center("N", 2)))
    board.says("red to move")
    board.wait_change(col_box, before, min_fraction=0.2)

    errors = console_errors(page)
    assert not errors, errors
