"""One user action = at most ONE canvas message, under 32 KB; refused actions send none.

Counted where ipycanvas hands its messages to the comm (``boardwidgets.testing``).
"""
from __future__ import annotations


import pytest

from engine.labyrinth.game import GRID
from ipycanvas.canvas import COMMANDS

from boardwidgets.labyrinth import LabyrinthBoard
from boardwidgets.testing import count_canvas_messages
from widget_helpers import unreachable

LIMIT = 32 * 1024


def measure(action):
    with count_canvas_messages() as traffic:
        action()
    return traffic


@pytest.fixture
def hot():
    board = LabyrinthBoard(players=2, seed=0, hotseat=True)
    yield board
    board.close()


def test_every_kind_of_user_action_sends_exactly_one_small_message(hot):
    b = hot
    own_square = lambda: b.click_cell(*GRID.square_of(b.state.pawns[b.state.current]))
    steps = [
        ("ready", lambda: b.press("ready")),
        ("rotate", lambda: b.press("rotate")),
        ("rotate key", lambda: b.key("r")),
        ("shift", lambda: b.click_target(("arrow", "N", 2))),
        ("hint", lambda: b.press("hint")),
        ("highlights off", lambda: b.press("highlights")),
        ("highlights on", lambda: b.press("highlights")),
        ("move", own_square),
        ("undo", lambda: b.press("undo")),
        ("redo", lambda: b.press("redo")),
        ("ready again", lambda: b.press("ready")),
    ]
    report = {}
    for name, action in steps:
        traffic = measure(action)
        report[name] = (traffic.messages, traffic.bytes)
        assert traffic.messages == 1, f"{name}: {traffic}"
        assert traffic.bytes < LIMIT, f"{name}: {traffic}"
    assert b.errors == []
    # a shift repaints the tiles; a move must not
    assert report["move"][1] < report["shift"][1] / 2, report


def test_refused_and_empty_actions_send_nothing(hot):
    b = hot
    b.press("ready")
    state = b.state
    for action in (lambda: b.click_cell(4, 4),                     # shift is mandatory
                   lambda: b.press("undo"),                          # nothing to undo
                   lambda: b.click(3, 3)):                           # empty corner
        assert measure(action).messages == 0
    b.click_target(("arrow", "N", 2))
    assert measure(lambda: b.click_cell(*unreachable(b.game, b.state))).messages == 0
    assert measure(lambda: b.press("rotate")).messages == 0        # refused after the shift
    assert b.state != state


def test_a_new_page_gets_the_whole_board_in_one_message_that_starts_with_switch_canvas(hot):
    sent = []
    from boardwidgets.canvasio import canvas_manager
    manager = canvas_manager()
    original = manager._send_custom

    def spy(command, buffers=[]):
        sent.append(command)
        return original(command, buffers)

    manager._send_custom = spy
    try:
        traffic = measure(hot.redraw_for_new_page)
    finally:
        del manager._send_custom
    assert traffic.messages == 1 and traffic.bytes < LIMIT
    [batch] = sent
    assert batch[0][0] == COMMANDS["switchCanvas"]
    switches = [c for c in batch if c[0] == COMMANDS["switchCanvas"]]
    assert len(switches) == len(hot.controller.layers), "every layer is repainted"


def test_the_initial_full_drawing_fits_in_one_message():
    with count_canvas_messages() as traffic:
        board = LabyrinthBoard(players=4, seed=7, hotseat=False)
    assert traffic.messages == 1 and traffic.bytes < LIMIT
    board.close()
