"""The Rauf und Runter free-play notebook in a real browser with a real kernel: click a
highlighted space on the canvas and see red's figure move there.

notebooks/rauf_und_runter/free_play.ipynb makes `RaufBoard(players=2, seed=4)`: red has rolled
a 1 and may end on (1,2) or (2,1) (row, col counted from 1, as everywhere). The test clicks (1,2), then checks the status line
(the engine's words: blue's turn now) and that the canvas changed where red stood and where red
went, while a space far from both did not; then an illegal click, refused in plain words.
"""
from __future__ import annotations

from boardwidgets.rauf_und_runter import CELL, RaufBoard

from .kit import REPO_ROOT, open_board, region_difference

NOTEBOOK = REPO_ROOT / "notebooks" / "rauf_und_runter" / "free_play.ipynb"
BOARD_CELL = 1


def space(row: int, col: int) -> tuple[int, int, int, int]:
    """The canvas box inside space (row, col), counted from 1."""
    x, y = RaufBoard.cell_center(row, col)
    half = CELL // 2 - 4
    return (int(x) - half, int(y) - half, 2 * half, 2 * half)


def test_lab_click_a_highlighted_space_and_the_figure_moves(lab):
    board = open_board(lab, NOTEBOOK, BOARD_CELL)
    board.says("red rolled 1")

    start, target, far = space(1, 1), space(1, 2), space(5, 3)
    board.drawn(target)                                                   # drawn: not transparent
    before = board.regions(start=start, target=target, far=far)
    # the target is highlighted as a legal end (it differs from an ordinary, unreachable space)
    assert region_difference(before["target"], board.region(space(3, 2))) > 0.2

    lab.wait_idle()
    board.click(*map(int, RaufBoard.cell_center(1, 2)))
    board.says("blue")
    board.wait_change(target, before["target"])
    board.wait_change(start, before["start"])
    assert board.difference(far, before["far"]) < 0.02

    # an illegal click: refused in plain words with what to do instead (the rule id folded away
    # behind the rule's title), nothing redrawn
    lab.wait_idle()
    board_before = board.region(space(5, 5))
    board.click(*map(int, RaufBoard.cell_center(5, 5)))
    board.says("Not allowed: No walk of exactly")
    board.says("Click a green space")
    board.says("rauf_und_runter.move")
    assert board.difference(space(5, 5), board_before) == 0
