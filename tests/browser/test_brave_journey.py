"""The Brave Journey board in a real browser with a real kernel.

* JupyterLab: click the die on the real canvas: Aruba rolls and her token moves (the canvas changes on
  the Castle and on the square she reaches, and the log says where she went, as the same board built in
  this process predicts); click a square: the panel under the board names it in English and Chinese.
* The Chinese names are drawn with the bundled font subset (an @font-face data URL), not boxes: the
  font face is loaded, and two different characters drawn with it give two different pictures, while
  the page's own fallback (this machine has no CJK font) draws the same box for both.
* Voilà: the hot-seat board: Ready lifts the cover, a click on the die rolls.
* JupyterLab at 1366×768, the tutorial at "Roll and move": after the learner's roll the status line tells Aruba's
  own turn and Next hero shows; Next hero then shows Luki's turn. The canvas's displayed width gives the scale at
  which the smallest text of that position is drawn: 11 px or more on screen (written to test-artifacts).

The scratch notebooks are written under test-artifacts/ (tests/browser/README.md).
"""
from __future__ import annotations

import json

from playwright.sync_api import expect

from boardwidgets.brave_journey import BraveJourneyBoard

from .kit import (ARTIFACTS, LAPTOP, VOILA_TIMEOUT_MS, WIDGET_TIMEOUT_MS, BoardView, JupyterLab, artifact_json,
                  console_errors, open_scratch_board, voila_board, write_notebook)

SETUP = dict(players=3, seed=4, characters=["aruba", "claire", "deifel"], first_player=0)
BOARD_CELL = f'''\
from boardwidgets.brave_journey import BraveJourneyBoard
board = BraveJourneyBoard(mode="learn", **{SETUP!r})
board
'''
GAME_CELL = f'''\
from boardwidgets.brave_journey import BraveJourneyBoard
board = BraveJourneyBoard(mode="game", **{SETUP!r})
board
'''

#: draws two characters with a font on an offscreen canvas and says whether the pictures differ
GLYPHS_JS = """async ([family, a, b]) => {
    await document.fonts.load(`32px "${family}"`, a + b);
    const draw = (font, ch) => {
        const c = document.createElement('canvas');
        c.width = 48; c.height = 48;
        const ctx = c.getContext('2d');
        ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, 48, 48);
        ctx.fillStyle = '#000'; ctx.font = font; ctx.textBaseline = 'middle';
        ctx.fillText(ch, 4, 24);
        return c.toDataURL();
    };
    const faces = [];
    document.fonts.forEach(f => faces.push([f.family.replace(/"/g, ''), f.status]));
    return {
        faces,
        bundledDiffer: draw(`32px "${family}"`, a) !== draw(`32px "${family}"`, b),
        fallbackDiffer: draw('32px sans-serif', a) !== draw('32px sans-serif', b),
        bundledVsFallback: draw(`32px "${family}"`, a) !== draw('32px sans-serif', a),
        zhWidth: (() => { const s = document.querySelector('.bj-info .bj-zh');
                          return s ? s.getBoundingClientRect().width : -1; })(),
    };
}"""


def inside(box: tuple[float, float, float, float], pad: int = 3) -> tuple[int, int, int, int]:
    x, y, w, h = box
    return (int(x) + pad, int(y) + pad, int(w) - 2 * pad, int(h) - 2 * pad)


def test_lab_roll_by_clicking_the_die_and_the_token_moves(lab, scratch_dir):
    board = open_scratch_board(lab, scratch_dir, "brave_journey_roll.ipynb", [BOARD_CELL])
    board.says("Aruba's turn on 0 Castle: roll the die")

    here = BraveJourneyBoard(mode="learn", **SETUP)          # the same board here: where things are drawn
    c = here.controller
    castle = inside(c.square_box(0))
    board.drawn(castle)                                       # drawn, not blank
    here.click_die()                                          # what the kernel's board will do (same seed)
    moved = next(line for line in here.log_lines if line.startswith("Aruba moves"))
    dest = here.match.state_at(1).positions[0]
    target = inside(c.square_box(dest))
    quiet = inside(c.square_box(30))
    assert dest not in (0, 30)
    before = board.regions(castle=castle, target=target, quiet=quiet)

    lab.wait_idle()
    board.click(*map(int, c.die_center()))
    board.log_says(moved)
    board.wait_change(target, before["target"], min_fraction=0.02)   # Aruba's token arrived
    board.wait_change(castle, before["castle"], min_fraction=0.01)   # ... and left the Castle
    assert board.difference(quiet, before["quiet"]) < 0.02
    board.says(here.status_text.splitlines()[0])

    # a click on a square: its English and Chinese names in the panel under the board
    lab.wait_idle()
    board.click(*map(int, (c.square_box(15)[0] + 10, c.square_box(15)[1] + 6)))
    info = board.root.locator(".rulewalk-board .bj-info").first
    expect(info).to_contain_text("15 Tower of Abirupis", timeout=WIDGET_TIMEOUT_MS)
    expect(info).to_contain_text("阿比魯匹斯之塔", timeout=WIDGET_TIMEOUT_MS)

    # the Chinese text is drawn with the bundled font: glyphs, not the fallback's boxes
    proof = lab.page.evaluate(GLYPHS_JS, ["Rulewalk CJK", "王", "城"])
    assert ["Rulewalk CJK", "loaded"] in proof["faces"], proof["faces"]
    assert proof["bundledDiffer"], "two different characters look the same: the bundled font is not used"
    assert proof["bundledVsFallback"]
    assert proof["zhWidth"] > 20
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "brave_journey_font_proof.json").write_text(json.dumps(proof, indent=1) + "\n")
    info.scroll_into_view_if_needed()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    board.root.screenshot(path=str(ARTIFACTS / "brave_journey_lab_board.png"))
    info.screenshot(path=str(ARTIFACTS / "brave_journey_lab_chinese_names.png"))
    here.close()


def test_voila_ready_then_roll_on_the_hot_seat_board(browser_page, voila_server, scratch_dir):
    nb = write_notebook(scratch_dir / "brave_journey_voila.ipynb", [GAME_CELL])
    page = browser_page
    board = voila_board(page, voila_server, nb)
    board.says("pass the device to Aruba", timeout_ms=VOILA_TIMEOUT_MS)
    here = BraveJourneyBoard(mode="game", **SETUP)
    c = here.controller
    side = inside(c.side())
    board.drawn(side, timeout_ms=VOILA_TIMEOUT_MS)
    covered = board.region(side)
    board.click(*map(int, (c.ready_box()[0] + 20, c.ready_box()[1] + 10)))    # Ready, on the canvas
    board.says("roll the die")
    board.wait_change(side, covered, min_fraction=0.2)                        # the cover is down
    board.button_with_text("Roll").click()
    board.log_says("Aruba moves")
    errors = console_errors(page)
    assert not errors, errors
    page.screenshot(path=str(ARTIFACTS / "brave_journey_voila_board.png"), full_page=True)
    here.close()


TUTORIAL_CELL = """\
from boardwidgets import TutorialWidget
from engine.brave_journey.lessons import LESSONS
t = TutorialWidget(LESSONS["tutorial"], title="Brave Journey")
t.goto(1)
t
"""


def test_lab_tutorial_keeps_the_learners_roll_until_next_hero_and_reads_at_11_px(chromium_browser, lab_server,
                                                                                  scratch_dir):
    from boardwidgets.brave_journey import MIN_SCREEN_PX
    from boardwidgets.layoutcheck import draw
    from boardwidgets.textfit import _extent
    from engine.brave_journey.lessons import LESSONS

    context = chromium_browser.new_context(viewport=LAPTOP)
    page = context.new_page()
    page.set_default_timeout(WIDGET_TIMEOUT_MS)
    lab = JupyterLab(page, lab_server)
    try:
        lab.open(write_notebook(scratch_dir / "brave_journey_pacing.ipynb", [TUTORIAL_CELL]))
        lab.run_all()
        board = BoardView(page, lab.output(0))
        board.says("Aruba's turn on 5 Field: roll the die")
        step = LESSONS["tutorial"][1]
        here = BraveJourneyBoard.from_match(step.start())
        here.fit_column()
        board.click(*map(int, here.controller.die_center()))
        board.says("Aruba's turn: Aruba rolls 4")
        assert "Luki rolls" not in board.status_text()
        next_hero = board.button("Next hero")
        expect(next_hero).to_be_visible(timeout=WIDGET_TIMEOUT_MS)
        # the smallest text of this position, at the size the page shows the canvas
        here.click_die()
        unit = sum(_extent(100, False)) / 100
        smallest = min((s.geom[3] - s.geom[1]) / unit for s in draw(here.controller, here.state, here.ui).shapes
                       if s.kind == "text" and s.label.strip())
        shown = board.canvas.bounding_box()
        width = board.canvas.evaluate("c => c.width")
        scale = shown["width"] / width
        with artifact_json("brave_journey_text_size.json") as data:
            data["tutorial-2 after the roll"] = {"canvas_width": width, "shown_width": round(shown["width"], 1),
                                                 "smallest_canvas_px": round(smallest, 2),
                                                 "smallest_screen_px": round(smallest * scale, 2),
                                                 "viewport": f"{LAPTOP['width']}x{LAPTOP['height']}"}
        page.wait_for_timeout(1500)       # the token's walk plays first, then the result box is drawn
        page.screenshot(path=str(ARTIFACTS / "brave_journey_tutorial_own_result.png"))
        assert smallest * scale >= MIN_SCREEN_PX - 0.05, (smallest, scale)
        next_hero.click()
        board.says("Luki is on 8 Field")
        expect(next_hero).to_be_hidden(timeout=WIDGET_TIMEOUT_MS)
        here.close()
    finally:
        lab.shutdown_kernels()
        context.close()
