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


def rauf_rows() -> list[tuple[str, str, str]]:
    """The Rauf und Runter board: a move, the chips, undo, and the flip animation (one message)."""
    from boardwidgets.rauf_und_runter import RaufBoard
    from boardwidgets.testing import count_canvas_messages
    from engine.rauf_und_runter.lessons import LESSONS

    out = []

    def row(name: str, board, action: Callable[[], None], target: str = "1 msg, < 32 KB") -> None:
        start = time.perf_counter()
        with count_canvas_messages() as traffic:
            action()
        seconds = time.perf_counter() - start
        sleeps = f", {traffic.sleeps} frames / {traffic.sleep_ms:.0f} ms" if traffic.sleeps else ""
        out.append((f"rauf und runter board: {name}",
                    f"{traffic.messages} msg, {traffic.bytes:,} B{sleeps}, {seconds * 1000:.1f} ms", target))

    board = RaufBoard(players=4, seed=1)
    first = next(m for m in board.game.legal_actions(board.state) if hasattr(m, "row"))
    row("move (click a highlighted space)", board, lambda: board.click_cell(first.row, first.col))
    row("undo", board, lambda: board.press("undo"))
    row("redo", board, lambda: board.press("redo"))
    ends = board.game.walk_ends(board.state)
    bad = next(divmod(c, 5) for c in range(25) if c not in ends)
    row("illegal click (no walk of that length)", board, lambda: board.click_cell(*bad), "0 msg (nothing changes)")
    speedy = RaufBoard.from_match(LESSONS["basics"][6].start())
    row("speed chip", speedy, lambda: speedy.press("speed"))
    flip = RaufBoard.from_match(LESSONS["basics"][3].start())
    row("flip (move into a burrow; animation)", flip, lambda: flip.click_cell(0, 0),
        "1 msg, < 0.5 s of frames")
    row("new page (full repaint)", board, board.redraw_for_new_page)
    return out


def abra_rows() -> list[tuple[str, str, str]]:
    """The Abracada...What? table: casts, a refusal, the odds overlay, a turn passing, undo."""
    from boardwidgets.abracadawhat import AbracadawhatBoard
    from boardwidgets.testing import count_canvas_messages

    out = []

    def row(name: str, action: Callable[[], None], target: str = "1 msg, < 32 KB") -> None:
        start = time.perf_counter()
        with count_canvas_messages() as traffic:
            action()
        seconds = time.perf_counter() - start
        out.append((f"abracada...what? table (5 players): {name}",
                    f"{traffic.messages} msg, {traffic.bytes:,} B, {seconds * 1000:.1f} ms", target))

    board = AbracadawhatBoard(players=5, seed=3)
    row("Ready (lift the cover)", lambda: board.press("ready"))
    row("odds overlay on", lambda: board.press("odds"))
    held = board.state.rows[board.state.current]
    row(f"cast {max(held)} (held: it works)", lambda: board.cast(max(held)))
    row("cast 1 (lower: refused)", lambda: board.cast(1), "0 msg (nothing changes)")
    row("end turn (refill, cover up)", lambda: board.press("end"))
    row("undo", lambda: board.press("undo"))
    row("teacher view", lambda: board.set_mode("watch"))
    row("new page (full repaint)", board.redraw_for_new_page)
    return out
