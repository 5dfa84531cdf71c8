"""Per user action on the Labyrinth board: canvas messages, bytes, and Python time.

Actions go through the board's Python twins, the same code path as a browser click;
messages are counted where ipycanvas hands them to its comm (``boardwidgets.testing``).
"""
from __future__ import annotations

import time
from typing import Callable


def _measure(board, action: Callable[[], None]) -> tuple[int, int, float]:
    from boardwidgets.testing import count_canvas_messages

    start = time.perf_counter()
    with count_canvas_messages() as traffic:
        action()
    return traffic.messages, traffic.bytes, time.perf_counter() - start


def rows() -> list[tuple[str, str, str]]:
    from boardwidgets.labyrinth import LabyrinthBoard

    from engine.labyrinth import Labyrinth

    # a seed whose first player can reach the target this turn, so the hint has something to draw
    game = Labyrinth(players=4)
    seed = next(s for s in range(100) if game.hint(game.initial_state(s)) is not None)
    board = LabyrinthBoard(players=4, seed=seed, hotseat=True)
    state0 = board.state
    first = board.game.legal_actions(state0)[0]
    actions: list[tuple[str, Callable[[], None]]] = [
        ("Ready (lift the hot-seat cover)", lambda: board.press("ready")),
        ("illegal click (move before shift)", lambda: board.click_cell(3, 3)),
        ("rotate the spare (button)", lambda: board.press("rotate")),
        ("rotate the spare (key r)", lambda: board.key("r")),
        ("hint", lambda: board.press("hint")),
        ("highlights off", lambda: board.press("highlights")),
        ("highlights on", lambda: board.press("highlights")),
        ("shift (click an arrow)", lambda: board.click_target(("arrow", first.side, first.line))),
        ("move (click own square)", lambda: board.click_cell(*divmod(board.state.pawns[board.state.current], 7))),
        ("Ready (next player)", lambda: board.press("ready")),
        ("illegal click (forbidden arrow)", lambda: board.click_target(("arrow", *board.state.forbidden))),
        ("undo", lambda: board.press("undo")),
        ("redo", lambda: board.press("redo")),
        ("new page (Voila / reload repaint)", board.redraw_for_new_page),
    ]
    out = []
    for name, action in actions:
        messages, size, seconds = _measure(board, action)
        if name.startswith("illegal"):
            target = "0 msg (nothing changes)"
        elif name.startswith("highlights"):
            target = "<= 1 msg (none while nothing is highlighted)"
        else:
            target = "1 msg, < 32 KB"
        out.append((f"labyrinth board: {name}", f"{messages} msg, {size:,} B, {seconds * 1000:.1f} ms", target))
    return out
