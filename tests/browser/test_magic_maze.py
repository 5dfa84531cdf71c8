"""The Magic Maze board in a real browser with a real kernel.

* JupyterLab: click the green elf on the real canvas, then a lit space: the elf moves there —
  the canvas changes where it stood and where it went, and not on a space that neither the old
  nor the new highlights touch (all computed by the same board code in this process).
* JupyterLab and Voilà: a click on Start turns the sand timer over and runs the real-time clock
  (an asyncio task on the kernel's loop): the timer on the canvas changes with no further input.

The scratch notebooks are written under test-artifacts/ (tests/browser/README.md).
"""
from __future__ import annotations

import time

from playwright.sync_api import expect

from engine.core import Match
from engine.magic_maze import MagicMaze
from engine.magic_maze.scenario import arrange

from boardwidgets.magic_maze import TIMER_BOX, MagicMazeBoard

from .kit import WIDGET_TIMEOUT_MS, canvas_region, click_canvas, region_difference, wait_for_region_change, \
    write_notebook

DEAL = ("T2b", "T5", "T6", "T7")
HEROES = {"orange": ("1A", 1, 3), "yellow": ("1A", 2, 2), "purple": ("1A", 3, 3), "green": ("1A", 1, 1)}

BOARD_CELL = f'''\
from engine.core import Match
from engine.magic_maze import MagicMaze
from engine.magic_maze.scenario import arrange
from boardwidgets.magic_maze import MagicMazeBoard
game = MagicMaze(players=4, action_tiles={DEAL!r})
board = MagicMazeBoard(match=Match(game, 0, start=arrange(game, 0, heroes={HEROES!r})), mode="learn")
board
'''

CLOCK_CELL = '''\
from boardwidgets.magic_maze import MagicMazeBoard
board = MagicMazeBoard(players=4, seed=0, mode="game")
board
'''

#: the "m:ss" of the timer, in canvas pixels
TIME_BOX = (TIMER_BOX[0] + 56, TIMER_BOX[1] + 6, 100, 34)


def local_board() -> MagicMazeBoard:
    """The scratch notebook's board, built here too: its layout tells where to click."""
    game = MagicMaze(players=4, action_tiles=DEAL)
    return MagicMazeBoard(match=Match(game, 0, start=arrange(game, 0, heroes=HEROES)), mode="learn")


def space_box(board: MagicMazeBoard, square) -> tuple[int, int, int, int]:
    """The inside of a space (a few pixels in from its edges)."""
    x, y, s = board.view.space_box(*square)
    return (int(x) + 4, int(y) + 4, int(s) - 8, int(s) - 8)


def test_lab_select_a_hero_and_move_it_on_the_canvas(lab, scratch_dir):
    nb = write_notebook(scratch_dir / "magic_maze_move.ipynb", [BOARD_CELL])
    lab.open(nb)
    lab.run_all()
    out = lab.output(0)
    canvas = out.locator(".rulewalk-board canvas").first
    canvas.wait_for(state="visible")
    status = out.locator(".rulewalk-board .rw-status")
    expect(status).to_contain_text("Learning mode", timeout=WIDGET_TIMEOUT_MS)

    here = local_board()
    start, target = ("1A", 1, 1), ("1A", 4, 1)
    reach_before = set(here.reach("green"))
    assert target in reach_before
    start_box, target_box = space_box(here, start), space_box(here, target)
    wait_for_region_change(canvas, *start_box, bytes(start_box[2] * start_box[3] * 4))   # drawn, not blank

    before_select = canvas_region(canvas, *target_box)
    lab.wait_idle()
    click_canvas(lab.page, canvas, *map(int, here.space_center(*start)))          # select the elf
    expect(status).to_contain_text("green elf is selected", timeout=WIDGET_TIMEOUT_MS)
    wait_for_region_change(canvas, *target_box, before_select)                    # its reach lights up

    here.click_hero("green")
    here.click_space(*target)                                                      # the same, in this process
    reach_after = set(here.reach("green"))
    quiet = next(sq for sq in (("1A", r, c) for r in range(1, 5) for c in range(1, 5))
                 if sq not in reach_before | reach_after | {start, target} | set(HEROES.values()))
    quiet_box = space_box(here, quiet)
    before = {name: canvas_region(canvas, *box) for name, box in
              (("start", start_box), ("target", target_box), ("quiet", quiet_box))}
    lab.wait_idle()
    click_canvas(lab.page, canvas, *map(int, here.space_center(*target)))          # move it
    expect(status).to_contain_text("seat 1: the green elf goes south", timeout=WIDGET_TIMEOUT_MS)
    wait_for_region_change(canvas, *target_box, before["target"], min_fraction=0.2)
    wait_for_region_change(canvas, *start_box, before["start"], min_fraction=0.2)
    assert region_difference(before["quiet"], canvas_region(canvas, *quiet_box)) < 0.02

    # a space out of line: refused with the rule, nothing redrawn
    lab.wait_idle()
    snapshot = canvas_region(canvas, *quiet_box)
    click_canvas(lab.page, canvas, *map(int, here.space_center(*quiet)))
    expect(status).to_contain_text("Not allowed", timeout=WIDGET_TIMEOUT_MS)
    assert region_difference(snapshot, canvas_region(canvas, *quiet_box)) == 0
    here.close()


def _clock_runs(page, canvas, start_button) -> None:
    wait_for_region_change(canvas, *TIME_BOX, bytes(TIME_BOX[2] * TIME_BOX[3] * 4), timeout_ms=60_000)  # drawn
    shown = canvas_region(canvas, *TIME_BOX)
    time.sleep(1.5)
    assert region_difference(shown, canvas_region(canvas, *TIME_BOX)) == 0, "the clock must not run by itself"
    start_button.click()
    # no further input: the timer changes on its own, second after second
    first = wait_for_region_change(canvas, *TIME_BOX, shown, timeout_ms=10_000)
    wait_for_region_change(canvas, *TIME_BOX, first, timeout_ms=10_000)


def test_lab_start_runs_the_clock_with_no_further_input(lab, scratch_dir):
    nb = write_notebook(scratch_dir / "magic_maze_clock.ipynb", [CLOCK_CELL])
    lab.open(nb)
    lab.run_all()
    out = lab.output(0)
    canvas = out.locator(".rulewalk-board canvas").first
    canvas.wait_for(state="visible")
    start = out.locator(".rulewalk-board button", has_text="Start")
    _clock_runs(lab.page, canvas, start)
    pause = out.locator(".rulewalk-board button", has_text="Pause")
    expect(pause).to_be_visible(timeout=WIDGET_TIMEOUT_MS)
    pause.click()
    expect(out.locator(".rulewalk-board button", has_text="Run clock")).to_be_visible(timeout=WIDGET_TIMEOUT_MS)


def test_voila_start_runs_the_clock_with_no_further_input(browser_page, voila_server, scratch_dir):
    nb = write_notebook(scratch_dir / "magic_maze_clock_voila.ipynb", [CLOCK_CELL])
    page = browser_page
    page.goto(voila_server(nb), wait_until="domcontentloaded")
    canvas = page.locator(".rulewalk-board canvas").first
    canvas.wait_for(state="visible", timeout=60_000)
    _clock_runs(page, canvas, page.locator(".rulewalk-board button", has_text="Start"))
    errors = [line for line in page.console_log if "setAttr" in line or "[pageerror]" in line]
    assert not errors, errors
