"""The Magic Maze board in a real browser with a real kernel.

* JupyterLab: click the green elf on the real canvas, then a lit space: the elf moves there —
  the canvas changes where it stood and where it went, and not on a space that neither the old
  nor the new highlights touch (all computed by the same board code in this process).
* JupyterLab and Voilà: a click on Start turns the sand timer over and runs the real-time clock
  (an asyncio task on the kernel's loop): the timer on the canvas changes with no further input.
* Scenario 13's two-mall view (the ``two_malls`` lesson's first position, on a 1366×768 screen): both malls
  are drawn apart; a real click selects the dwarf in the first mall, another sends it by vortex into the
  second.
* Scenario 11's discard (the ``rearrangement`` lesson, the timer just turned over): a real click on a tile
  lights its partners, a click on a partner discards the pair; a pair button in the panel does the same.

The scratch notebooks are written under test-artifacts/ (tests/browser/README.md).
"""
from __future__ import annotations

import time

from playwright.sync_api import expect

from engine.core import Match
from engine.magic_maze import MagicMaze
from engine.magic_maze.scenario import arrange

from boardwidgets.magic_maze import TIMER_BOX, MagicMazeBoard

from .kit import (ARTIFACTS, LAPTOP, VOILA_TIMEOUT_MS, WIDGET_TIMEOUT_MS, console_errors, open_scratch_board,
                  voila_board, write_notebook)

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
    board = open_scratch_board(lab, scratch_dir, "magic_maze_move.ipynb", [BOARD_CELL])
    board.says("Learning mode")

    here = local_board()
    start, target = ("1A", 1, 1), ("1A", 4, 1)
    reach_before = set(here.reach("green"))
    assert target in reach_before
    start_box, target_box = space_box(here, start), space_box(here, target)
    board.drawn(start_box)                                                         # drawn, not blank

    before_select = board.region(target_box)
    lab.wait_idle()
    board.click(*map(int, here.space_center(*start)))                              # select the elf
    board.says("green elf is selected")
    board.wait_change(target_box, before_select)                                   # its reach lights up

    here.click_hero("green")
    here.click_space(*target)                                                      # the same, in this process
    reach_after = set(here.reach("green"))
    quiet = next(sq for sq in (("1A", r, c) for r in range(1, 5) for c in range(1, 5))
                 if sq not in reach_before | reach_after | {start, target} | set(HEROES.values()))
    quiet_box = space_box(here, quiet)
    before = board.regions(start=start_box, target=target_box, quiet=quiet_box)
    lab.wait_idle()
    board.click(*map(int, here.space_center(*target)))                             # move it
    board.says("seat 1: the green elf goes south")
    board.wait_change(target_box, before["target"], min_fraction=0.2)
    board.wait_change(start_box, before["start"], min_fraction=0.2)
    assert board.difference(quiet_box, before["quiet"]) < 0.02

    # a space out of line: refused with the rule, nothing redrawn
    lab.wait_idle()
    snapshot = board.region(quiet_box)
    board.click(*map(int, here.space_center(*quiet)))
    board.says("Not allowed")
    assert board.difference(quiet_box, snapshot) == 0
    here.close()


def _clock_runs(board) -> None:
    board.drawn(TIME_BOX, timeout_ms=VOILA_TIMEOUT_MS)
    shown = board.region(TIME_BOX)
    time.sleep(1.5)
    assert board.difference(TIME_BOX, shown) == 0, "the clock must not run by itself"
    board.button_with_text("Start").click()
    # no further input: the timer changes on its own, second after second
    first = board.wait_change(TIME_BOX, shown, timeout_ms=10_000)
    board.wait_change(TIME_BOX, first, timeout_ms=10_000)


def test_lab_start_runs_the_clock_with_no_further_input(lab, scratch_dir):
    board = open_scratch_board(lab, scratch_dir, "magic_maze_clock.ipynb", [CLOCK_CELL])
    _clock_runs(board)
    pause = board.button_with_text("Pause")
    expect(pause).to_be_visible(timeout=WIDGET_TIMEOUT_MS)
    pause.click()
    expect(board.button_with_text("Run clock")).to_be_visible(timeout=WIDGET_TIMEOUT_MS)


def test_voila_start_runs_the_clock_with_no_further_input(browser_page, voila_server, scratch_dir):
    nb = write_notebook(scratch_dir / "magic_maze_clock_voila.ipynb", [CLOCK_CELL])
    page = browser_page
    _clock_runs(voila_board(page, voila_server, nb))
    errors = console_errors(page)
    assert not errors, errors


# -- scenarios 13 and 11 --------------------------------------------------------------------------------------
def lesson_cell(lesson: str, step: int, setup: str = "") -> str:
    """A scratch cell: a lesson step's board, as the notebooks show it."""
    return f"""\
from engine.magic_maze.lessons import LESSONS
from boardwidgets.magic_maze import MagicMazeBoard
step = LESSONS[{lesson!r}][{step}]
board = MagicMazeBoard.from_match(step.start())
board.configure(**step.options)
{setup}board
"""


def lesson_board(lesson: str, step: int) -> MagicMazeBoard:
    """The same board in this process: its geometry says where to click."""
    from engine.magic_maze.lessons import LESSONS
    step_ = LESSONS[lesson][step]
    board = MagicMazeBoard.from_match(step_.start())
    board.configure(**step_.options)
    return board


def open_lesson_board(lab, scratch_dir, name, lesson: str, step: int):
    """A lesson step's board in a scratch notebook, on a laptop screen, in learning mode."""
    board = open_scratch_board(lab, scratch_dir, name, [lesson_cell(lesson, step)], viewport=LAPTOP)
    board.says("Learning mode")
    return board


def test_lab_two_malls_move_a_hero_by_vortex_into_the_other_mall(lab, scratch_dir):
    board = open_lesson_board(lab, scratch_dir, "magic_maze_two_malls.ipynb", "two_malls", 0)

    here = lesson_board("two_malls", 0)
    assert here.view.split, "scenario 13's board draws the two malls apart"
    dwarf, vortex = ("1B", 2, 2), ("3", 4, 4)
    assert here.reach("orange").get(vortex) == "vortex"
    # both malls are drawn: a space of each start tile, and they lie apart (not side by side in one mall)
    first, second = space_box(here, ("1B", 1, 1)), space_box(here, ("3", 1, 1))
    board.drawn(first)
    board.drawn(second)
    (x1, y1, _), (x3, y3, s) = here.view.space_box("1B", 1, 1), here.view.space_box("3", 1, 1)
    assert max(abs(x1 - x3), abs(y1 - y3)) > 4 * s, "the second mall is drawn apart from the first"

    target_box = space_box(here, vortex)
    before = board.region(target_box)
    lab.wait_idle()
    board.click(*map(int, here.space_center(*dwarf)))                             # select the dwarf
    board.says("orange dwarf is selected")
    lit = board.wait_change(target_box, before)                                    # its vortex lights up
    lab.wait_idle()
    board.click(*map(int, here.space_center(*vortex)))                            # into the other mall
    board.says("orange dwarf goes through a vortex")
    board.wait_change(target_box, lit, min_fraction=0.2)                           # the dwarf stands there
    board.canvas.screenshot(path=str(ARTIFACTS / "magic_maze_two_malls_board.png"))
    here.close()


def test_lab_rearrangement_discard_a_pair_by_clicking_its_tiles(lab, scratch_dir):
    board = open_lesson_board(lab, scratch_dir, "magic_maze_discard.ipynb", "rearrangement", 0)

    here = lesson_board("rearrangement", 0)
    pairs = here.game.discard_pairs(here.state)
    assert ("2", "7") in pairs and here.state.phase == "discard"
    first, partner = ("2", 2, 2), ("7", 2, 2)
    partner_box = space_box(here, partner)
    before = board.drawn(partner_box)
    board.says("discard two tiles")

    lab.wait_idle()
    board.click(*map(int, here.space_center(*first)))                             # pick tile 2
    board.says("Tile 2 picked")
    board.wait_change(partner_box, before)                                         # its partners light up
    board.canvas.screenshot(path=str(ARTIFACTS / "magic_maze_discard_picked.png"))
    lab.wait_idle()
    board.click(*map(int, here.space_center(*partner)))                           # and tile 7
    board.says("seat 1 discards tiles 2 and 7")
    here.close()


def test_lab_rearrangement_discard_by_a_pair_button(lab, scratch_dir):
    board = open_lesson_board(lab, scratch_dir, "magic_maze_discard_button.ipynb", "rearrangement", 0)

    here = lesson_board("rearrangement", 0)
    boxes = here.controller.pair_boxes(here.state)
    pair = ("8", "9")
    assert pair in boxes, f"a pair button for tiles 8 and 9 in the panel: {sorted(boxes)}"
    x, y, w, h = boxes[pair]
    board.drawn((int(x) + 2, int(y) + 2, int(w) - 4, int(h) - 4))
    lab.wait_idle()
    board.click(x + w / 2, y + h / 2)
    board.says("seat 1 discards tiles 8 and 9")
    board.canvas.screenshot(path=str(ARTIFACTS / "magic_maze_discard_done.png"))
    here.close()


# -- sizes on a laptop screen: a space at least 32 px, no canvas text under 11 px ------------------------------
TUTORIAL_CELL = '''\
from engine.magic_maze.lessons import LESSONS
from boardwidgets import TutorialWidget
tutorial = TutorialWidget(LESSONS["basics"], title="Magic Maze")
tutorial.goto(4)
tutorial
'''

PRACTICE_CELL = '''\
from boardwidgets.magic_maze import MagicMazeBoard
board = MagicMazeBoard(players=4, seed=3, mode="practice", seat=1, clock=False)
board
'''


def shown_box(board) -> dict:
    box = board.canvas.bounding_box()
    assert box, "the canvas is on the page"
    return box


def test_lab_tutorial_space_and_text_sizes_on_a_laptop(lab, scratch_dir):
    """Step 5 of the tutorial (a six-tile mall) at 1366×768: the canvas is shown at least as wide as the
    package says (``shown_width``), so its spaces and letters are as large on screen as the widget tests
    compute from the drawing code."""
    from boardwidgets.magic_maze.layout import shown_width
    from boardwidgets.magic_maze.sizes import smallest_text, space_on_screen
    board = open_scratch_board(lab, scratch_dir, "magic_maze_sizes.ipynb", [TUTORIAL_CELL], viewport=LAPTOP)
    box = shown_box(board)
    here = lesson_board("basics", 4)
    width = here.controller.width
    scale = box["width"] / width
    sizes = {"canvas_width": width, "shown_width": round(box["width"], 1), "package_width": shown_width("compact"),
             "space_px": round(here.view.cell * scale, 1), "smallest_text_px": round(smallest_text(here) * scale, 1)}
    print("magic maze tutorial sizes:", sizes)
    board.page.screenshot(path=str(ARTIFACTS / "magic_maze_tutorial_step5_laptop.png"))
    assert box["width"] >= shown_width("compact") - 2, sizes
    assert space_on_screen(here, box["width"]) >= 32, sizes
    assert smallest_text(here) * scale >= 11, sizes
    here.close()


def test_lab_practice_status_line_in_view_on_a_laptop(lab, scratch_dir):
    """Practice at 1366×768: the board's status line (refusals, the bots' words, the pawn's reason) is in the
    viewport together with the canvas, with no scrolling."""
    from boardwidgets.magic_maze.layout import shown_width
    board = open_scratch_board(lab, scratch_dir, "magic_maze_practice_fit.ipynb", [PRACTICE_CELL], viewport=LAPTOP)
    board.canvas.scroll_into_view_if_needed()
    board.page.evaluate("c => c.closest('.rulewalk-board').scrollIntoView({block: 'start'})",
                        board.canvas.element_handle())
    time.sleep(0.3)
    canvas, status = shown_box(board), board.status.bounding_box()
    sizes = {"canvas": canvas, "status": status, "package_width": shown_width("full")}
    print("magic maze practice sizes:", sizes)
    board.page.screenshot(path=str(ARTIFACTS / "magic_maze_practice_laptop.png"))
    assert status["y"] + status["height"] <= LAPTOP["height"], sizes
    assert canvas["width"] >= shown_width("full") - 2, sizes
