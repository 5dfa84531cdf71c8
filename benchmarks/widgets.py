"""Per user action on each game's board: canvas messages, bytes, and Python time.

Actions go through the board's Python twins, the same code path as a browser click;
messages are counted where ipycanvas hands them to its comm (``boardwidgets.testing``).
"""
from __future__ import annotations

import time
from typing import Callable


ONE = "1 msg, < 32 KB"
NONE = "0 msg (nothing changes)"


def measure(board_name: str, name: str, action: Callable[[], None], target: str = ONE) -> tuple[str, str, str]:
    """One table row: run ``action`` (a user action through a board's twins) and count what
    ipycanvas sends for it, with the animation frames if any."""
    from boardwidgets.testing import count_canvas_messages

    start = time.perf_counter()
    with count_canvas_messages() as traffic:
        action()
    seconds = time.perf_counter() - start
    frames = f", {traffic.sleeps} frames / {traffic.sleep_ms:.0f} ms" if traffic.sleeps else ""
    return (f"{board_name}: {name}", f"{traffic.messages} msg, {traffic.bytes:,} B{frames}, {seconds * 1000:.1f} ms",
            target)


def rows() -> list[tuple[str, str, str]]:
    from boardwidgets.labyrinth import LabyrinthBoard

    from engine.labyrinth import Labyrinth
    from engine.labyrinth.game import GRID

    # a seed whose first player can reach the target this turn, so the hint has something to draw
    game = Labyrinth(players=4)
    seed = next(s for s in range(100) if game.hint(game.initial_state(s)) is not None)
    board = LabyrinthBoard(players=4, seed=seed, hotseat=True)
    state0 = board.state
    first = board.game.legal_actions(state0)[0]
    actions: list[tuple[str, Callable[[], None]]] = [
        ("Ready (lift the hot-seat cover)", lambda: board.press("ready")),
        ("illegal click (move before shift)", lambda: board.click_cell(4, 4)),
        ("rotate the spare (button)", lambda: board.press("rotate")),
        ("rotate the spare (key r)", lambda: board.key("r")),
        ("hint", lambda: board.press("hint")),
        ("highlights off", lambda: board.press("highlights")),
        ("highlights on", lambda: board.press("highlights")),
        ("shift (click an arrow)", lambda: board.click_target(("arrow", first.side, first.line))),
        ("move (click own square)", lambda: board.click_cell(*GRID.square_of(board.state.pawns[board.state.current]))),
        ("Ready (next player)", lambda: board.press("ready")),
        ("illegal click (forbidden arrow)", lambda: board.click_target(("arrow", *board.state.forbidden))),
        ("undo", lambda: board.press("undo")),
        ("redo", lambda: board.press("redo")),
        ("new page (Voila / reload repaint)", board.redraw_for_new_page),
    ]
    def target(name: str) -> str:
        if name.startswith("illegal"):
            return NONE
        return "<= 1 msg (none while nothing is highlighted)" if name.startswith("highlights") else ONE

    return [measure("labyrinth board", name, action, target(name)) for name, action in actions]


def rauf_rows() -> list[tuple[str, str, str]]:
    """The Rauf und Runter board: a move, the chips, undo, and the flip animation (one message)."""
    from boardwidgets.rauf_und_runter import RaufBoard
    from engine.rauf_und_runter.board import GRID
    from engine.rauf_und_runter.lessons import LESSONS

    name = "rauf und runter board"
    board = RaufBoard(players=4, seed=1)
    first = next(m for m in board.game.legal_actions(board.state) if hasattr(m, "row"))
    out = [measure(name, "move (click a highlighted space)", lambda: board.click_cell(first.row, first.col)),
           measure(name, "undo", lambda: board.press("undo")),
           measure(name, "redo", lambda: board.press("redo"))]
    ends = board.game.walk_ends(board.state)
    bad = next(GRID.square_of(c) for c in range(GRID.size) if c not in ends)
    out.append(measure(name, "illegal click (no walk of that length)", lambda: board.click_cell(*bad), NONE))
    step = {s.title: s for s in LESSONS["basics"]}
    speedy = RaufBoard.from_match(step["Super tile: speed"].start())
    out.append(measure(name, "speed chip", lambda: speedy.press("speed")))
    flip = RaufBoard.from_match(step["Home to a burrow: the board turns over"].start())
    out.append(measure(name, "flip (move into a burrow; animation)", lambda: flip.click_cell(1, 1),
                       "1 msg, < 0.5 s of frames"))
    out.append(measure(name, "new page (full repaint)", board.redraw_for_new_page))
    return out


def abra_rows() -> list[tuple[str, str, str]]:
    """The Abracada...What? table: casts, a refusal, the odds overlay, a turn passing, undo."""
    from boardwidgets.abracadawhat import AbracadawhatBoard

    name = "abracada...what? table (5 players)"
    board = AbracadawhatBoard(players=5, seed=3)
    out = [measure(name, "Ready (lift the cover)", lambda: board.press("ready")),
           measure(name, "odds overlay on", lambda: board.press("odds"))]
    held = board.state.rows[board.state.current]
    out += [measure(name, f"cast {max(held)} (held: it works)", lambda: board.cast(max(held))),
            measure(name, "cast 1 (lower: refused)", lambda: board.cast(1), NONE),
            measure(name, "undo in play (refused: it would reveal the row)", lambda: board.press("undo"), NONE),
            measure(name, "end turn (refill, cover up)", lambda: board.press("end")),
            measure(name, "teacher view", lambda: board.set_mode("watch")),
            measure(name, "undo (teacher view)", lambda: board.press("undo")),
            measure(name, "new page (full repaint)", board.redraw_for_new_page)]
    return out


def bj_rows() -> list[tuple[str, str, str]]:
    """The Brave Journey board: Ready, roll, a fight, a duel, the tournament, undo, a full repaint; then the
    largest canvas message over a whole 8-player game played by clicks (cover, die, chips)."""
    import random

    from boardwidgets.brave_journey import BraveJourneyBoard, HandRolledMatch
    from boardwidgets.testing import count_canvas_messages
    from engine.brave_journey import BraveJourney
    from engine.brave_journey.scenario import arrange

    name = "brave journey board (4 players)"
    board = BraveJourneyBoard(players=4, seed=1)
    out = [measure(name, "Ready (lift the hot-seat cover)", lambda: board.press("ready")),
           measure(name, "roll (click the die)", board.click_die),
           measure(name, "undo", lambda: board.press("undo")),
           measure(name, "look at a square (click it)", lambda: board.click_square(15)),
           measure(name, "illegal button (Fight before rolling)", lambda: board.press("fight"), NONE)]
    g = BraveJourney(players=3, characters=["aruba", "luki", "sion"], first_player=0)

    def at(**arranged):
        return BraveJourneyBoard(match=HandRolledMatch(g, 0, start=arrange(g, 0, **arranged)), mode="learn")

    fight = at(phase="field", positions={"aruba": 3})
    out.append(measure(name, "fight (button; drawn, rolled, shown)", lambda: fight.press("fight")))
    duel = at(phase="duel", positions={"aruba": 5, "luki": 5})
    out.append(measure(name, "duel (click the opponent's token)", lambda: duel.click_token("luki")))
    final = at(phase="attack", tournament=["aruba", "luki", "sion"], dice=(3, 5, 1), current="luki")
    out.append(measure(name, "tournament attack (chip)", lambda: final.click_choice("attack Sion")))
    out.append(measure(name, "new page (full repaint)", board.redraw_for_new_page))

    # a whole game by clicks: the largest single message any user action sent
    game = BraveJourneyBoard(players=8, seed=2)
    rng = random.Random(2)
    largest, actions, most = 0, 0, 0
    while not game.state.over and actions < 3000:
        with count_canvas_messages() as traffic:
            if game.covered:
                game.press("ready")
            elif game.state.focus.kind == "roll":
                game.click_die()
            else:
                game.click_choice(rng.choice(game.choices))
        largest, most, actions = max(largest, traffic.bytes), max(most, traffic.messages), actions + 1
    with count_canvas_messages() as traffic:
        game.redraw_for_new_page()
    largest = max(largest, traffic.bytes)
    out.append(("brave journey: largest canvas message per user action",
                f"{largest:,} B (at most {most} msg per action; {actions} actions of an 8-player game by clicks, "
                "and a full repaint)", "< 32 KB"))
    return out
