"""The Abracada...What? free-play notebook in a real browser with a real kernel: press Ready on
the hot-seat board, click cast buttons, and watch the board and the status line change.

notebooks/abracadawhat/free_play.ipynb makes `AbracadawhatBoard(players=4, seed=3)`; after the
deal red holds 2, 6, 6, 7, 8 (red cannot see them; the test knows the seed). Casting 8 works
(a stone lands on the 8 area), a lower 2 is refused citing the ascending rule, and a second 8
fails: red loses a life and the turn passes behind the cover; yellow presses Ready and sees the table.
"""
from __future__ import annotations

from boardwidgets.abracadawhat import area_center
from boardwidgets.board import ANIMATION_LIMIT_MS

from .kit import REPO_ROOT, open_board

NOTEBOOK = REPO_ROOT / "notebooks" / "abracadawhat" / "free_play.ipynb"
BOARD_CELL = 1
TABLE = (0, 0, 640, 400)


def area(spell: int) -> tuple[int, int, int, int]:
    x, y = area_center(spell)
    return (int(x) - 24, int(y) - 30, 48, 60)


def test_lab_cast_buttons_change_the_table(lab):
    board = open_board(lab, NOTEBOOK, BOARD_CELL)

    board.says("pass the device to red")
    lab.wait_idle()
    board.button("Ready").click()
    board.says("red to cast")

    eight = board.region(area(8))
    lab.wait_idle()
    board.button("8 Drink").click()
    board.says("Magic Drink: it works")
    board.wait_change(area(8), eight)                              # the stone is on the 8 area now
    board.page.wait_for_timeout(ANIMATION_LIMIT_MS + 300)         # the stone's flight and red's new life token

    table = board.region(TABLE)
    lab.wait_idle()
    board.button("2 Wanderer").click()
    board.says("abracadawhat.cast.continue")
    assert board.difference(TABLE, table) == 0                     # refused: nothing redrawn

    lab.wait_idle()
    board.button("8 Drink").click()
    board.says("red holds no 8, so it fails")
    board.says("red loses 1 life (now 5)")
    board.says("pass the device to yellow")
    board.wait_change(TABLE, table, min_fraction=0.05)             # the cover is up

    covered = board.region(TABLE)
    lab.wait_idle()
    board.button("Ready").click()                                  # yellow looks: the table shows again
    board.says("yellow to cast a spell")
    board.wait_change(TABLE, covered, min_fraction=0.05)
    board.canvas.scroll_into_view_if_needed()                      # the screenshot shows yellow's table
