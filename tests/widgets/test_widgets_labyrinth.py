"""LabyrinthBoard driven through its Python twins: the same code path as browser clicks."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.labyrinth import COLOURS, HOME, SIZE, TREASURES, Labyrinth, Move, Shift, TreasureFound
from engine.labyrinth.board import MOVABLE_LINES, SIDES
from engine.labyrinth.game import GRID

from boardwidgets.board import draw_svg
from boardwidgets.labyrinth import (HEIGHT, LABELS, REACH, TARGET_RING, WIDTH, LabyrinthBoard,
                                    LabyrinthController, draw_tile, picture)
from boardwidgets.paint import SvgPainter
from widget_helpers import SVG, groups, parse_svg, reachable_elsewhere, texts, unreachable

GAME = Labyrinth(players=2)


def shift_then(board, shift=Shift("N", 2, 0)):
    board.click_target(("arrow", shift.side, shift.line))
    return board.state


# -- layout and hit-testing ----------------------------------------------------------------
def test_canvas_is_about_600_by_500_and_layout_helpers_round_trip_through_the_hit_test(board):
    assert 560 <= WIDTH <= 640 and 460 <= HEIGHT <= 540
    assert (board.canvas.width, board.canvas.height) == (WIDTH, HEIGHT)
    c, s, ui = board.controller, board.state, board.ui
    for r in range(1, SIZE + 1):          # squares are (row, col) counted from 1, as on the labels
        for col in range(1, SIZE + 1):
            assert c.hit_test(*LabyrinthBoard.cell_center(r, col), s, ui) == ("cell", r, col)
    for side in SIDES:
        for line in MOVABLE_LINES:
            assert c.hit_test(*LabyrinthBoard.arrow_center(side, line), s, ui) == ("arrow", side, line)
    assert c.hit_test(*LabyrinthBoard.spare_center(), s, ui) == ("spare",)
    assert c.hit_test(*LabyrinthBoard.button_center("rotate"), s, ui) == ("button", "rotate")
    assert c.hit_test(*LabyrinthBoard.button_center("rotate-left"), s, ui) == ("button", "rotate-left")
    assert c.hit_test(2, 2, s, ui) is None  # the top-left corner of the arrow strip is nothing
    for x, y in [LabyrinthBoard.cell_center(7, 7), LabyrinthBoard.spare_center()]:
        assert 0 < x < WIDTH and 0 < y < HEIGHT


def test_treasure_labels_are_unique_and_short():
    assert len(set(LABELS)) == len(TREASURES) == 24
    assert all(len(label) == 2 for label in LABELS)


# -- shifting ------------------------------------------------------------------------------
def test_clicking_an_arrow_shifts_exactly_as_the_engine_says(board):
    start = board.state
    after = shift_then(board, Shift("W", 4, 0))
    assert after == GAME.apply(start, Shift("W", 4, 0))
    assert after.phase == "move"
    assert "red shift: push in at the left of row 4" in board.log_lines


def test_pending_rotation_by_button_canvas_button_spare_click_and_keys(board):
    start = board.state
    board.press("rotate")
    board.click(*LabyrinthBoard.button_center("rotate"))
    board.click_target(("spare",))
    assert board.rotation == 3
    board.key("ArrowLeft")
    assert board.rotation == 2
    board.key("r")
    board.key("ArrowRight")
    assert board.rotation == 0
    board.press("rotate-left")
    assert board.rotation == 3
    assert board.state is start, "turning the spare in hand is not a move"
    assert "spare turned 270°" in board.status_text
    shift_then(board, Shift("S", 6))
    assert board.state == GAME.apply(start, Shift("S", 6, 3))
    assert board.rotation == 0, "the new spare starts unturned"


def test_the_spare_is_drawn_in_its_pending_rotation(board):
    def spare_rects(svg: str) -> list[tuple]:
        [tile] = groups(parse_svg(svg), "spare")
        return [(r.get("x"), r.get("y"), r.get("width"), r.get("height")) for r in tile.iter(SVG + "rect")]

    def expected(turns: int) -> list[tuple]:
        p = SvgPainter(WIDTH, HEIGHT)
        draw_tile(p, *LabyrinthBoard.spare_center(), board.state.spare.turned(turns), name="tile spare")
        return spare_rects(p.svg())

    for turns in (0, 1, 2, 3):
        assert spare_rects(board.svg()) == expected(turns)
        board.press("rotate")
    assert len({tuple(expected(t)) for t in range(4)}) in (2, 4)  # a straight has 2 looks, others 4


def test_turning_the_spare_after_the_shift_is_refused_with_the_rule(board):
    shift_then(board)
    state = board.state
    board.press("rotate")
    assert board.rotation == 0 and board.state is state
    assert board.refused_rule == "labyrinth.turn.order"


def test_the_forbidden_arrow_is_crossed_and_refused_with_the_no_reverse_rule(board):
    shift_then(board, Shift("N", 2))
    board.click_cell(*GRID.square_of(board.state.pawns[0]))  # red stays
    state = board.state
    assert state.forbidden == ("S", 2)
    board.click_target(("arrow", "S", 2))
    assert board.state is state
    assert board.refused_rule == "labyrinth.shift.no-reverse"
    assert "No pushing straight back" in board.status_text
    root = parse_svg(board.svg())
    crossed = [g for g in groups(root, "arrow") if g.find(SVG + "line") is not None]
    assert len(groups(root, "arrow")) == 12 and len(crossed) == 1


def test_arrows_in_the_move_phase_are_refused_with_the_turn_order_rule(board):
    state = shift_then(board)
    board.click_target(("arrow", "E", 6))
    assert board.state is state
    assert board.refused_rule == "labyrinth.turn.order"


# -- moving --------------------------------------------------------------------------------
def test_clicking_a_square_in_the_shift_phase_cites_the_mandatory_shift(board):
    state = board.state
    board.click_cell(4, 4)
    assert board.state is state
    assert board.refused_rule == "labyrinth.shift.mandatory"


def test_a_legal_move_is_applied_exactly_as_the_engine_says():
    for seed in range(20):
        board = LabyrinthBoard(seed=seed, hotseat=False)
        after_shift = shift_then(board)
        dest = reachable_elsewhere(GAME, after_shift)
        if dest is None:
            board.close()
            continue
        board.click_cell(*dest)
        assert board.state == GAME.apply(after_shift, Move(*dest))
        assert board.state.pawns[0] == GRID.square(*dest)       # dest is (row, col) counted from 1
        assert board.state.current == 1
        assert any(line.startswith("red moves") for line in board.log_lines)
        board.close()
        return
    pytest.fail("no seed in 0..19 lets red walk after the first shift")


def test_an_unreachable_square_changes_nothing_and_cites_the_path_rule(board):
    state = shift_then(board)
    log = list(board.log_lines)
    board.click_cell(*unreachable(GAME, state))
    assert board.state is state
    assert board.log_lines == log
    assert board.refused_rule == "labyrinth.move.connected-paths"


def test_reachable_squares_are_highlighted_and_the_toggle_hides_them(board):
    state = shift_then(board)
    reach = GAME.reachable_cells(state)
    fills = lambda: [r for r in parse_svg(board.svg()).iter(SVG + "rect") if r.get("fill") == REACH]
    assert len(fills()) == len(reach)
    board.press("highlights")
    assert board.ui.show_highlights is False and fills() == []
    board.press("highlights")
    assert len(fills()) == len(reach)


# -- undo / redo ---------------------------------------------------------------------------
def test_undo_and_redo_walk_the_match_history(board):
    s0 = board.state
    s1 = shift_then(board)
    board.click_cell(*GRID.square_of(s1.pawns[0]))
    s2 = board.state
    assert not board.buttons["undo"].disabled and board.buttons["redo"].disabled
    board.press("undo")
    assert board.state == s1
    board.key("z", ctrl=True)
    assert board.state == s0
    assert board.buttons["undo"].disabled and not board.buttons["redo"].disabled
    board.press("undo")
    assert board.state == s0 and "Nothing to undo" in board.status_text
    board.press("redo")
    assert board.state == s1
    board.key("y", ctrl=True)
    assert board.state == s2
    board.press("redo")
    assert board.state == s2 and "Nothing to redo" in board.status_text


# -- hints ---------------------------------------------------------------------------------
def test_a_hint_gives_a_shift_and_move_that_really_reach_the_target():
    checked = 0
    for seed in range(30):
        board = LabyrinthBoard(seed=seed, hotseat=False)
        state = board.state
        board.press("hint")
        hint = board.ui.hint
        if hint is None:
            assert "No shift lets red reach" in board.status_text
            board.close()
            continue
        shift, move = hint.actions
        after = GAME.apply(state, shift)
        dest = GRID.square(move.row, move.col)                  # the stored cell number of the square
        assert dest in GAME.reachable_cells(after)
        assert after.board[dest].treasure == GAME.target(state, 0)
        assert board.rotation == shift.rotation, "the spare in hand is turned as suggested"
        assert "Hint:" in board.status_text
        marks = [g for g in groups(parse_svg(board.svg()), "hint")]
        assert len(marks) == 2
        # following the hint with clicks collects the treasure
        board.click_target(("arrow", shift.side, shift.line))
        board.click_cell(move.row, move.col)
        assert any(isinstance(e, TreasureFound) for e in board.match.events_since(0))
        assert board.state.found[0] == (GAME.target(state, 0),)
        checked += 1
        board.close()
    assert checked >= 3, "too few seeds with a one-turn route to test the hint"


def test_when_no_shift_reaches_the_target_the_hint_says_so():
    for seed in range(60):
        board = LabyrinthBoard(seed=seed, hotseat=False)
        game, state = board.game, board.state
        routes = [s for s in game.legal_shifts(state)
                  if game.goal_cells(game.apply(state, s), 0) & game.reachable_cells(game.apply(state, s), 0)]
        if routes:
            board.close()
            continue
        board.press("hint")
        assert board.ui.hint is None
        assert "No shift lets red reach the goal this turn" in board.status_text
        board.close()
        return
    pytest.fail("every seed in 0..59 has a route: pick a larger range")


# -- hot seat ------------------------------------------------------------------------------
def test_the_hot_seat_cover_hides_each_players_target_until_ready():
    board = LabyrinthBoard(players=2, seed=3, hotseat=True)
    red_target, blue_target = (TREASURES[GAME.target(board.state, p)] for p in (0, 1))
    assert board.covered
    assert red_target not in board.status_text and "pass the device to red" in board.status_text
    root = parse_svg(board.svg())
    assert groups(root, "cover") and red_target not in texts(root)
    assert not [c for c in root.iter(SVG + "circle") if c.get("stroke") == TARGET_RING]
    assert board.buttons["ready"].layout.display is None and board.buttons["rotate"].disabled

    state = board.state
    board.click_cell(4, 4)  # clicks land on the cover
    assert board.state is state and "Pass the device to red" in board.status_text
    board.press("rotate")
    assert board.rotation == 0

    board.press("ready")
    assert not board.covered and red_target in board.status_text
    assert red_target in texts(parse_svg(board.svg()))
    assert board.buttons["ready"].layout.display == "none"

    shift_then(board)
    board.click_cell(*GRID.square_of(board.state.pawns[0]))
    assert board.covered and board.state.current == 1
    assert blue_target not in board.status_text and red_target not in board.status_text
    assert blue_target not in texts(parse_svg(board.svg()))
    board.key("Enter")
    assert not board.covered and blue_target in board.status_text
    board.close()


def test_the_cover_has_a_ready_button_on_the_canvas_too():
    board = LabyrinthBoard(seed=1, hotseat=True)
    board.click(*LabyrinthBoard.button_center("ready"))
    assert not board.covered
    board.close()


# -- pictures, text, errors ----------------------------------------------------------------
def test_the_svg_holds_the_whole_board(board):
    root = parse_svg(board.svg())
    tiles = groups(root, "tile")
    assert len([g for g in tiles if "spare" not in g.get("class")]) == 49
    assert len(groups(root, "spare")) == 1
    pawns = groups(root, "pawn")
    assert [g.get("class") for g in pawns] == ["pawn pawn-red", "pawn pawn-blue"]
    assert all(g.find(SVG + "circle") is not None for g in pawns)
    assert len(groups(root, "treasure")) >= 24 - 1  # 24 on board and spare, plus the target in the panel
    labels = [t for t in texts(root) if t in LABELS]
    assert sorted(set(labels)) == sorted(LABELS)
    rings = [c for c in root.iter(SVG + "circle") if c.get("stroke") == TARGET_RING]
    target_on_board = GAME.treasure_cell(board.state, GAME.target(board.state, 0)) is not None
    assert len(rings) == (1 if target_on_board else 0)


def test_four_pawns_sharing_a_square_do_not_overlap():
    game = Labyrinth(players=4)
    state = replace(game.initial_state(0), pawns=(GRID.square(4, 4),) * 4)
    root = parse_svg(draw_svg(LabyrinthController(game, hotseat=False), state))
    pawns = groups(root, "pawn")
    centres = {(g.find(SVG + "circle").get("cx"), g.find(SVG + "circle").get("cy")) for g in pawns}
    assert len(pawns) == 4 and len(centres) == 4


def test_static_picture_needs_no_widget():
    state = GAME.initial_state(5)
    pic = picture(state, GAME)
    root = parse_svg(pic._repr_svg_())
    assert len([g for g in groups(root, "tile") if "spare" not in g.get("class")]) == 49
    import boardwidgets
    assert boardwidgets.picture(state, GAME).svg() == pic.svg()


def test_repr_and_mimebundle_are_deterministic(board):
    other = LabyrinthBoard(players=2, seed=0, hotseat=False)
    assert repr(board) == repr(other) == \
        "LabyrinthBoard(players=2, seed=0, step=0: Turn 1: red to shift the maze — target " \
        f"{TREASURES[GAME.target(board.state, 0)]}.)"
    assert "0x" not in repr(board)
    bundle = board._repr_mimebundle_()
    assert bundle["text/plain"] == repr(board)
    assert bundle["image/svg+xml"] == other._repr_mimebundle_()["image/svg+xml"]
    assert bundle["application/vnd.jupyter.widget-view+json"]["model_id"] == board.model_id
    variant = LabyrinthBoard(players=3, seed=2, variant="children", hotseat=False)
    assert repr(variant).startswith("LabyrinthBoard(players=3, variant='children', seed=2, step=0")
    other.close()
    variant.close()


def test_exceptions_in_callbacks_reach_the_status_and_the_log(board, monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("hint engine exploded")

    monkeypatch.setattr(board.controller, "hint", broken)
    board.press("hint")
    assert "Something went wrong (button hint): ZeroDivisionError: hint engine exploded" in board.status_text
    assert board.log_lines[-1] == "error in button hint: ZeroDivisionError: hint engine exploded"
    assert "ZeroDivisionError" in board.errors[-1] and "Traceback" in board.errors[-1]
    # the browser path goes through the same guard
    board.buttons["hint"].click()
    assert len(board.errors) == 2


def test_a_drawing_error_is_reported_and_the_next_action_repaints_everything(board, monkeypatch):
    from boardwidgets.testing import count_canvas_messages

    original = board.controller._draw_pieces
    monkeypatch.setattr(board.controller, "_draw_pieces", lambda *a: 1 / 0)
    with count_canvas_messages() as traffic:
        board.press("rotate")
    assert traffic.messages == 0, "nothing half-drawn reaches the page"
    assert "Something went wrong (drawing)" in board.status_text
    monkeypatch.setattr(board.controller, "_draw_pieces", original)
    with count_canvas_messages() as traffic:
        board.press("rotate")
    assert traffic.messages == 1 and traffic.commands > 400  # the whole board again


def test_unknown_button_names_fail_loudly(board):
    with pytest.raises(ValueError, match="no button 'rotat'"):
        board.press("rotat")


def test_event_log_lists_engine_events_newest_first(board):
    shift_then(board)
    board.click_cell(*GRID.square_of(board.state.pawns[0]))
    texts_ = [e.text for e in board.match.events_since(0)]
    assert board.log_lines == texts_
    html = board.log_view.value
    assert html.index(texts_[-1].replace("'", "&#x27;")) < html.index(texts_[0])


def test_home_squares_show_each_colour(board):
    root = parse_svg(board.svg())
    for (r, c), colour in zip(HOME, ("#d62828", "#1d4ed8", "#f2c200", "#2a9d3f")):
        [tile] = groups(root, f"cell-{r}-{c}")
        assert colour in {circle.get("fill") for circle in tile.iter(SVG + "circle")}


def test_front_end_messages_reach_the_same_code_as_the_twins(board):
    """What the browser sends: mouse_down / key_down / client_ready custom messages on the top layer."""
    from boardwidgets.testing import count_canvas_messages

    top = board.canvas._canvases[-1]
    top._handle_frontend_event(None, {"event": "key_down", "key": "r", "shift_key": False, "ctrl_key": False,
                                      "meta_key": False}, [])
    assert board.rotation == 1
    x, y = LabyrinthBoard.arrow_center("E", 4)
    start = board.state
    top._handle_frontend_event(None, {"event": "mouse_down", "x": x, "y": y}, [])
    assert board.state == GAME.apply(start, Shift("E", 4, 1))
    with count_canvas_messages() as traffic:
        top._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert traffic.messages == 1 and traffic.commands > 400


def test_a_whole_game_played_through_the_board_ends_with_the_winner_shown():
    """Drive a short game (one treasure each) with the engine's planner policy, through board.play."""
    import random

    from engine.labyrinth.policies import planner

    board = LabyrinthBoard(players=2, seed=4, hotseat=True, treasures=1)
    rng = random.Random(4)
    for _ in range(600):
        if board.state.over:
            break
        if board.covered:
            board.press("ready")
        assert board.play(planner(board.game, board.state, rng)), board.status_text
    state = board.state
    assert state.over and board.errors == []
    winner = COLOURS[state.winners[0]]
    assert board.status_text.startswith(f"Game over: {winner} wins.")
    assert "Game over" in texts(parse_svg(board.svg()))
    board.click_cell(4, 4)
    assert board.state is state and board.refused_rule == "labyrinth.game.over"
    board.press("rotate")
    assert board.refused_rule == "labyrinth.game.over"
    assert board.buttons["hint"].disabled and board.buttons["rotate"].disabled
    assert not board.covered and board.buttons["ready"].layout.display == "none"
    board.close()


def test_undo_in_hot_seat_never_shows_a_target_to_the_wrong_player():
    board = LabyrinthBoard(players=2, seed=3, hotseat=True)
    board.press("ready")                                   # red looks
    board.click_target(("arrow", "N", 2))
    board.click_cell(*GRID.square_of(board.state.pawns[0]))  # red stays; blue's turn
    assert board.covered and board.state.current == 1
    board.press("ready")                                   # blue looks
    board.click_target(("arrow", "S", 4))
    board.press("undo")                                    # blue takes the shift back: still blue's turn
    assert board.state.current == 1 and not board.covered
    board.press("undo")                                    # back into red's turn: blue holds the device
    assert board.state.current == 0 and board.covered
    assert TREASURES[board.game.target(board.state, 0)] not in board.svg()
    board.press("ready")
    assert not board.covered
    assert TREASURES[board.game.target(board.state, 0)] in board.svg()
    board.press("redo")                                    # forward into blue's turn again: covered
    assert board.state.current == 1 and board.covered


def test_undo_or_redo_behind_the_cover_keeps_every_target_hidden():
    board = LabyrinthBoard(players=2, seed=3, hotseat=True)
    board.press("ready")                                   # red looks, shifts and stays
    board.click_target(("arrow", "N", 2))
    board.click_cell(*GRID.square_of(board.state.pawns[0]))
    assert board.covered and board.state.current == 1      # blue has the device, has not pressed Ready
    red_target = TREASURES[board.game.target(board.state, 0)]
    board.press("undo")                                    # back into red's turn, but blue holds the device
    assert board.state.current == 0 and board.covered
    assert red_target not in board.svg() and red_target not in board.status_text
    board.key("u")
    assert board.covered
    board.press("redo")
    assert board.covered and red_target not in board.status_text


def test_switching_hot_seat_on_covers_the_board():
    board = LabyrinthBoard(players=2, seed=3, hotseat=False)
    assert not board.covered
    board.configure(hotseat=True)
    assert board.covered


# -- both variants together ---------------------------------------------------------------------
def test_a_board_for_both_variants_together_describes_and_plays_them():
    from engine.labyrinth.lessons import ADVANCED

    board = LabyrinthBoard(players=3, seed=11, variant="children+advanced", treasures=3, hotseat=False)
    assert repr(board).startswith("LabyrinthBoard(players=3, treasures=3, variant='children+advanced', seed=11, step=0")
    pile = board.state.piles[0]
    names = [TREASURES[t] for t in pile]
    assert f"targets {', '.join(names)}" in board.status_text      # the whole pile, as in the children's game
    root = parse_svg(board.svg())
    assert "targets" in texts(root)
    on_board = [t for t in pile if board.game.treasure_cell(board.state, t) is not None]
    assert len([c for c in root.iter(SVG + "circle") if c.get("stroke") == TARGET_RING]) == len(on_board)
    board.close()

    [step] = [s for s in ADVANCED if s.title == "Children's and advanced rules together"]
    board = LabyrinthBoard.from_match(step.start())
    before = board.state
    board.click_cell(1, 7)                                         # past blue: the advanced rule refuses
    assert board.state is before and board.refused_rule == "labyrinth.variant.advanced"
    board.click_cell(1, 5)                                         # past red's own skull to the sword
    assert board.state.found[0] == (TREASURES.index("sword"),)
    assert "red collects the sword (1 to go)" in board.log_lines
    board.close()
