"""The Abracada...What? free-play notebook in a real browser with a real kernel: press Ready on
the hot-seat board, click cast buttons, and watch the board and the status line change.

notebooks/abracadawhat/free_play.ipynb makes `AbracadawhatBoard(players=4, seed=3)`; after the
deal red holds 2, 6, 6, 7, 8 (red cannot see them; the test knows the seed). Casting 8 works
(a stone lands on the 8 area), a lower 2 is refused citing the ascending rule, and a second 8
fails: red loses a life and the turn passes behind the cover; yellow presses Ready and sees the table.
"""
from __future__ import annotations

from playwright.sync_api import expect

from boardwidgets.abracadawhat import area_center
from boardwidgets.board import ANIMATION_LIMIT_MS

from .kit import REPO_ROOT, WIDGET_TIMEOUT_MS, canvas_region, region_difference, wait_for_region_change

NOTEBOOK = REPO_ROOT / "notebooks" / "abracadawhat" / "free_play.ipynb"
BOARD_CELL = 1


def area(spell: int) -> tuple[int, int, int, int]:
    x, y = area_center(spell)
    return (int(x) - 24, int(y) - 30, 48, 60)


def test_lab_cast_buttons_change_the_table(lab):
    lab.open(NOTEBOOK)
    lab.run_all()
    out = lab.output(BOARD_CELL)
    canvas = out.locator(".rulewalk-board canvas").first
    canvas.wait_for(state="visible")
    status = out.locator(".rulewalk-board .rw-status")
    button = lambda label: out.get_by_role("button", name=label, exact=True)  # noqa: E731

    expect(status).to_contain_text("pass the device to red", timeout=WIDGET_TIMEOUT_MS)
    lab.wait_idle()
    button("Ready").click()
    expect(status).to_contain_text("red to cast", timeout=WIDGET_TIMEOUT_MS)

    eight = canvas_region(canvas, *area(8))
    lab.wait_idle()
    button("8 Drink").click()
    expect(status).to_contain_text("Magic Drink: it works", timeout=WIDGET_TIMEOUT_MS)
    wait_for_region_change(canvas, *area(8), eight)            # the stone is on the 8 area now
    canvas.page.wait_for_timeout(ANIMATION_LIMIT_MS + 300)     # the stone's flight and red's new life token

    table = canvas_region(canvas, 0, 0, 640, 400)
    lab.wait_idle()
    button("2 Wanderer").click()
    expect(status).to_contain_text("abracadawhat.cast.continue", timeout=WIDGET_TIMEOUT_MS)
    assert region_difference(table, canvas_region(canvas, 0, 0, 640, 400)) == 0   # refused: nothing redrawn

    lab.wait_idle()
    button("8 Drink").click()
    expect(status).to_contain_text("red holds no 8, so it fails", timeout=WIDGET_TIMEOUT_MS)
    expect(status).to_contain_text("red loses 1 life (now 5)", timeout=WIDGET_TIMEOUT_MS)
    expect(status).to_contain_text("pass the device to yellow", timeout=WIDGET_TIMEOUT_MS)
    wait_for_region_change(canvas, 0, 0, 640, 400, table, min_fraction=0.05)   # the cover is up

    covered = canvas_region(canvas, 0, 0, 640, 400)
    lab.wait_idle()
    button("Ready").click()                                    # yellow looks: the table shows again
    expect(status).to_contain_text("yellow to cast a spell", timeout=WIDGET_TIMEOUT_MS)
    wait_for_region_change(canvas, 0, 0, 640, 400, covered, min_fraction=0.05)
    canvas.scroll_into_view_if_needed()                        # the screenshot shows yellow's table
