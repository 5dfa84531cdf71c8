"""RaufBoard driven through its Python twins: the same code path as browser clicks."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import Match
from engine.rauf_und_runter import (COLOURS, FRIENDS, SIDES, SUPER_TILES, BoardFlipped, Draw, Move, Moved, Play,
                                    RaufUndRunter, Roll, TilePlayed)
from engine.rauf_und_runter.board import GRID, SIZE
from engine.rauf_und_runter.policies import distances

import boardwidgets
from boardwidgets.board import ANIMATION_LIMIT_MS, BoardUI, draw_svg
from boardwidgets.rauf_und_runter import (HEIGHT, REACH, WIDTH, RaufBoard, RaufController, chip_center,
                                          figure_point, picture)
from boardwidgets.testing import count_canvas_messages
from widget_helpers import SVG, groups, parse_svg, texts

LIMIT = 32 * 1024
FLIP_LIMIT = 64 * 1024


def position(players: int = 2, seed: int = 0, roll: int = 1, **changes):
    """A decision position built from the seed's setup: ``roll`` on the die, then ``changes``;
    the supply is set so the super tiles add up to the set (the engine validates it)."""
    game = RaufUndRunter(players=players)
    s = replace(game.initial_state(seed), phase="move", roll=roll, **changes)
    held = [sum(t[k] for t in s.tiles) for k in range(3)]
    s = replace(s, supply=tuple(n - h for n, h in zip(game.settings["super_tiles"], held)))
    game.validate_state(s)
    return game, s


def board_at(state, game=None, seed: int = 0, **options) -> RaufBoard:
    game = game or RaufUndRunter(players=len(state.positions))
    return RaufBoard(match=Match(game, seed, start=state), **options)


def replayed(game, state, actions):
    for action in actions:
        state = game.apply(state, action)
    return state


def assert_followed_by_chance_only(board, step: int, action) -> None:
    """The match holds ``action`` at ``step``, then only chance outcomes (rolls, draws) that the
    match sampled (callers replay them with the engine and compare states)."""
    actions = board.match.actions
    assert actions[step] == action
    assert all(isinstance(a, (Roll, Draw)) for a in actions[step + 1:])


#: the flip animation: the old side closing, the new side opening
FLIP_FRAMES = 6


def walked(board, since: int) -> int:
    """How many steps the figure walked in the actions after ``since``: the squares of the walk
    the move took (exactly its steps, or fewer when it met its target on the way)."""
    match = board.match
    total = 0
    for i in range(since, match.step):
        before = match._states[i]
        events = match._events[i + 1]
        shortcuts = sum(1 for e in events if isinstance(e, TilePlayed) and e.tile == "shortcut")
        for e in events:
            if isinstance(e, Moved):
                path = GRID.walk_path(SIDES[before.side].masks, e.cell_from, e.cell_to, e.steps,
                                      board.game.stop_cells(before, e.player), wall_passes=shortcuts)
                total += len(path) - 1
    return total


def measure(action):
    with count_canvas_messages() as traffic:
        action()
    return traffic


def cells_of(svg: str, cls: str) -> set[int]:
    """The spaces highlighted with class ``cls`` (by the rectangle's position), as stored cell numbers."""
    out = set()
    for g in groups(parse_svg(svg), cls):
        rect = g.find(SVG + "rect")
        x, y = float(rect.get("x")), float(rect.get("y"))
        for cell in range(GRID.size):
            cx, cy = RaufBoard.cell_center(*GRID.square_of(cell))
            if abs(cx - x) < 32 and abs(cy - y) < 32:
                out.add(cell)
    return out


@pytest.fixture
def board():
    b = RaufBoard(players=2, seed=0)
    yield b
    b.close()


@pytest.fixture
def flip_board():
    """Red has met a friend and stands one step from a burrow with a 1 on the die."""
    chains = RaufUndRunter(players=2).initial_state(0).chains
    game, s = position(positions=(GRID.square(1, 2), GRID.square(1, 5)), heading_home=(True, False), roll=1,
                       chains=(chains[0][1:], chains[1]))  # red has met the first friend
    b = board_at(s, game)
    yield b
    b.close()


# -- layout --------------------------------------------------------------------------------
def test_layout_helpers_round_trip_through_the_hit_test():
    b = RaufBoard(players=4, seed=1)
    c, s, ui = b.controller, b.state, b.ui
    assert (b.canvas.width, b.canvas.height) == (WIDTH, HEIGHT)
    for r in range(1, SIZE + 1):          # spaces are (row, col) counted from 1, as everywhere
        for col in range(1, SIZE + 1):
            assert c.hit_test(*RaufBoard.cell_center(r, col), s, ui) == ("cell", r, col)
    for player in range(4):
        for tile in SUPER_TILES:
            x, y = RaufBoard.chip_center(player, tile)
            assert 0 < x < WIDTH and 0 < y < HEIGHT
            assert c.hit_test(x, y, s, ui) == ("chip", player, tile)
    assert c.hit_test(*RaufBoard.die_center(), s, ui) == ("die",)
    assert c.hit_test(WIDTH - 1, HEIGHT - 1, s, ui) is None
    with pytest.raises(ValueError):
        chip_center(0, "turbo")
    b.close()


def test_the_board_is_registered_for_tutorials_and_pictures():
    assert boardwidgets.board_class("rauf_und_runter") is RaufBoard
    assert boardwidgets.RaufBoard is RaufBoard
    game = RaufUndRunter(players=3)
    state = game.initial_state(2)
    assert boardwidgets.picture(state, game).svg() == picture(state, game).svg()
    from boardwidgets.tutorial import default_board
    b = default_board(Match(game, 2))
    assert isinstance(b, RaufBoard) and b.game is game
    b.close()


# -- moving --------------------------------------------------------------------------------
def test_clicking_a_highlighted_space_moves_the_figure_exactly_as_the_engine_says(board):
    game, s = board.game, board.state
    step = board.match.step
    plain = sorted(game.move_options(s)["plain"])
    assert cells_of(board.svg(), "reach-plain") == set(plain)
    r, c = GRID.square_of(plain[0])
    board.click_cell(r, c)
    assert_followed_by_chance_only(board, step, Move(r, c))
    assert board.state == replayed(game, s, board.match.actions[step:])
    assert board.state.positions[0] == plain[0]
    assert board.state.current == 1 and board.state.phase == "move"
    assert any(line.startswith("red walks") for line in board.log_lines)
    assert board.errors == []


def test_a_space_not_exactly_n_steps_away_is_refused_with_the_rule_and_nothing_is_sent(board):
    game, s = board.game, board.state
    anything = game.walk_ends(s, shortcuts=s.steps)
    cell = next(i for i in range(GRID.size) if i not in anything)
    log = list(board.log_lines)
    traffic = measure(lambda: board.click_cell(*GRID.square_of(cell)))
    assert board.state is s and board.log_lines == log
    assert board.refused_rule == "rauf_und_runter.move.exact"
    assert f"exactly {s.steps} step" in board.status_text
    assert traffic.messages == 0


def test_the_speed_chip_adds_two_steps_and_changes_the_highlights():
    game, s = position(roll=1, tiles=((1, 0, 0), (0, 1, 0)))
    b = board_at(s, game)
    before = cells_of(b.svg(), "reach-plain")
    assert before == game.move_options(s)["plain"]
    assert cells_of(b.svg(), "reach-speed") == game.move_options(s)["speed"]
    assert "+2" in texts(parse_svg(b.svg()))
    b.click(*RaufBoard.chip_center(0, "speed"))
    after = b.state
    assert after == game.apply(s, Play("speed"))
    assert after.steps == s.steps + 2 and after.tiles[0] == (0, 0, 0) and after.supply[0] == s.supply[0] + 1
    assert cells_of(b.svg(), "reach-plain") == set(game.walk_ends(after, shortcuts=0)) != before
    assert "rolled 1 +2 — walk exactly 3 steps" in b.status_text
    b.press("speed")  # none left
    assert b.state is after and b.refused_rule == "rauf_und_runter.super.use"
    b.close()


def test_the_luck_chip_rolls_again_as_the_match_samples():
    game = RaufUndRunter(players=2)
    seed = next(seed for seed in range(40) if game.initial_state(seed).tiles[0][1])  # red holds a luck tile
    b = RaufBoard(players=2, seed=seed)
    s, step = b.state, b.match.step
    b.press("luck")
    assert b.match.actions[step] == Play("luck")
    [roll] = b.match.actions[step + 1:]
    assert isinstance(roll, Roll)
    assert b.state == game.apply(game.apply(s, Play("luck")), roll)
    assert b.state.tiles[0][1] == 0 and b.state.phase == "move"
    assert any("rolls again" in line for line in b.log_lines)
    b.close()


def test_another_players_chip_is_refused_with_the_rule_and_sends_nothing(board):
    s = board.state
    traffic = measure(lambda: board.click(*RaufBoard.chip_center(1, "luck")))
    assert board.state is s and traffic.messages == 0
    assert board.refused_rule == "rauf_und_runter.super.use" and "red's turn" in board.status_text


def wall_position():
    """Red holds a shortcut tile and some space is reachable only through a wall."""
    for roll in (1, 2, 3):
        game, s = position(roll=roll, tiles=((0, 0, 1), (0, 1, 0)))
        through = sorted(game.move_options(s).get("shortcut", ()))
        if through:
            return game, s, through[0]
    raise AssertionError("no space behind a wall for red")


def test_a_space_behind_a_wall_needs_the_armed_shortcut():
    game, s, cell = wall_position()
    b = board_at(s, game)
    r, c = GRID.square_of(cell)
    assert cell in cells_of(b.svg(), "reach-shortcut")
    traffic = measure(lambda: b.click_cell(r, c))  # not armed: refused, tile kept
    assert b.state is s and traffic.messages == 0
    assert b.refused_rule == "rauf_und_runter.super.shortcut"
    assert "Click your shortcut chip first" in b.status_text
    b.press("shortcut")
    assert b.shortcut_armed and "Shortcut armed" in b.status_text and b.state is s
    b.press("shortcut")
    assert not b.shortcut_armed
    b.click(*RaufBoard.chip_center(0, "shortcut"))  # the chip arms it as well
    assert b.shortcut_armed
    step = b.match.step
    b.click_cell(r, c)
    needed = game.walk_ends(s)[cell]
    assert_followed_by_chance_only(b, step, Move(r, c, needed))
    assert b.state == replayed(game, s, b.match.actions[step:])
    assert b.state.positions[0] == cell and b.state.tiles[0][2] == 0
    assert not b.shortcut_armed, "the move used it up; nothing stays armed into the next turn"
    assert any("shortcut tile" in line for line in b.log_lines)
    b.close()


def test_armed_shortcut_costs_nothing_on_a_space_reachable_without_one():
    game, s, _ = wall_position()
    b = board_at(s, game)
    plain = sorted(game.move_options(s)["plain"])[0]
    b.press("shortcut")
    b.click_cell(*GRID.square_of(plain))
    assert b.match.actions[0] == Move(*GRID.square_of(plain), 0)
    assert b.state.tiles[0][2] == 1
    b.close()


def test_shortcut_without_a_tile_is_refused():
    game, s = position(tiles=((1, 0, 0), (0, 0, 1)))
    b = board_at(s, game)
    traffic = measure(lambda: b.press("shortcut"))
    assert not b.shortcut_armed and b.refused_rule == "rauf_und_runter.super.use"
    assert "red has no shortcut tile" in b.status_text and traffic.messages == 0
    assert b.buttons["shortcut"].disabled and not b.buttons["speed"].disabled
    b.close()


# -- the flip ------------------------------------------------------------------------------
def test_a_flip_plays_an_animation_in_one_message_then_shows_the_other_side(flip_board):
    b = flip_board
    desert, underground = SIDES
    root = parse_svg(b.svg())
    assert groups(root, "side-desert") and len(groups(root, "wall")) == len(desert.walls)
    traffic = measure(lambda: b.click_cell(1, 1))
    assert any(isinstance(e, BoardFlipped) for e in b.match.events_since(0))
    assert b.state.side == 1
    assert traffic.messages == 1, traffic
    assert traffic.sleeps >= 4, "several frames"
    assert traffic.sleep_ms < 500, "the whole flip under half a second"
    assert traffic.bytes < FLIP_LIMIT, traffic
    assert b.last_animation == (traffic.sleeps, traffic.sleep_ms)
    root = parse_svg(b.svg())
    assert groups(root, "side-underground") and not groups(root, "side-desert")
    assert len(groups(root, "wall")) == len(underground.walls)
    assert len(groups(root, "burrow")) - len(groups(root, "goal")) >= len(underground.burrows)
    assert "Underground side up" in texts(root)
    # positions mapped through the board: red (now on the burrow (1,1)) is at (1,5), blue at (1,1)
    assert b.state.positions == (GRID.square(1, 5), GRID.square(1, 1))
    head = groups(root, "figure-red")[0].find(SVG + "circle")
    x, y = figure_point(0, 4)
    assert float(head.get("cx")) == x and float(head.get("cy")) < y, "red's figure stands at its place on (1,5)"


def test_the_animation_draws_the_old_side_shutting_then_the_new_side_opening(flip_board):
    c = flip_board.controller
    frames = c.flip_frames(0, (GRID.square(1, 2), GRID.square(1, 5)), 1, (GRID.square(1, 4), GRID.square(1, 1)))
    assert 4 <= len(frames) and sum(f.ms for f in frames) < 500
    from boardwidgets.paint import SvgPainter

    def drawn(frame):
        p = SvgPainter(WIDTH, HEIGHT)
        names = [name for name, fn in frame.layers]
        for _, fn in frame.layers:
            fn(p)
        return names, parse_svg(p.svg())

    names, first = drawn(frames[0])
    assert names == ["box", "highlights", "pieces"], "the first frame clears highlights and figures"
    assert groups(first, "side-desert")
    _, last = drawn(frames[-1])
    assert groups(last, "side-underground")
    scales = [g.get("transform") for g in groups(first, "flipping")] + \
             [g.get("transform") for g in groups(last, "flipping")]
    assert all("scale(" in t for t in scales)


def test_undo_and_redo_across_a_flip_turn_the_box_back_and_again(flip_board):
    b = flip_board
    s0 = b.state
    b.click_cell(1, 1)
    s1 = b.state
    traffic = measure(lambda: b.press("undo"))
    assert b.state == s0 and b.state.side == 0
    assert traffic.messages == 1 and traffic.sleeps >= 4
    assert groups(parse_svg(b.svg()), "side-desert")
    traffic = measure(lambda: b.press("redo"))
    assert b.state == s1 and traffic.messages == 1 and traffic.sleeps >= 4
    assert groups(parse_svg(b.svg()), "side-underground")


def test_the_flip_animation_can_be_switched_off(flip_board):
    flip_board.configure(animate=False)
    traffic = measure(lambda: flip_board.click_cell(1, 1))
    assert flip_board.state.side == 1 and traffic.messages == 1 and traffic.sleeps == 0


def test_after_a_flip_met_players_turn_up_a_tile_and_the_others_draw(flip_board):
    b = flip_board
    b.click_cell(1, 1)
    s = b.state
    assert not s.heading_home[0] and sum(s.tiles[1]) == 2
    root = parse_svg(b.svg())
    [red] = groups(root, "player-red")
    kinds = [g.get("class").split()[1] for g in red.iter(SVG + "g") if "chain-tile" in (g.get("class") or "")]
    assert kinds == ["met", "target", "back", "back"]


# -- hints -----------------------------------------------------------------------------------
def test_the_hint_reaches_the_target_when_a_walk_does():
    for seed in range(60):
        b = RaufBoard(players=2, seed=seed)
        game, s = b.game, b.state
        goals = game.stop_cells(s, 0)
        if not goals & set(game.walk_ends(s)):
            b.close()
            continue
        b.press("hint")
        [move] = b.ui.hint.actions
        assert GRID.square(move.row, move.col) in goals and "Hint:" in b.status_text
        assert len(groups(parse_svg(b.svg()), "hint")) == 1
        if move.shortcuts:
            b.press("shortcut")
        b.click_cell(move.row, move.col)
        assert b.state.heading_home[0], "red met the friend"
        b.close()
        return
    pytest.fail("no seed in 0..59 lets red reach the friend on the first roll")


def test_when_nothing_reaches_the_target_the_hint_ends_nearest(board):
    game, s = board.game, board.state
    goals = game.stop_cells(s, 0)
    moves = [a for a in game.legal_actions(s) if isinstance(a, Move)]
    assert not goals & {GRID.square(m.row, m.col) for m in moves}
    board.press("hint")
    hint = board.ui.hint
    dist = distances(s, goals)
    cost = lambda m: dist[GRID.square(m.row, m.col)] + m.shortcuts  # noqa: E731
    if isinstance(hint.actions[0], Play):  # a speed tile makes it reachable: that is suggested first
        play, move = hint.actions
        assert play == Play("speed")
        after = game.apply(s, play)
        assert GRID.square(move.row, move.col) in game.stop_cells(after, 0)
    else:
        [move] = hint.actions
        assert cost(move) == min(cost(m) for m in moves)
        assert "ends nearest" in board.status_text


# -- the picture ----------------------------------------------------------------------------
def test_the_svg_holds_the_box_the_side_figures_chains_and_chips():
    b = RaufBoard(players=3, seed=4)
    root = parse_svg(b.svg())
    desert = SIDES[0]
    assert len(groups(root, "box")) == 1
    assert len(groups(root, "space")) == 25
    assert len(groups(root, "wall")) == len(desert.walls)
    assert len([g for g in groups(root, "burrow")
                if not any(g in list(t.iter()) for t in groups(root, "chain-tile") + groups(root, "legend"))]) \
        == len(desert.burrows)
    board_friends = [g for g in groups(root, "friend")
                     if not any(g in list(t.iter()) for t in groups(root, "chain-tile") + groups(root, "legend"))]
    assert sorted(g.get("class") for g in board_friends) == sorted(f"friend friend-{f}" for f in FRIENDS)
    assert [g.get("class") for g in groups(root, "figure")] == \
        ["figure figure-red", "figure figure-blue", "figure figure-yellow"]
    chips = groups(root, "chip")
    assert len(chips) == 3 * 3
    held = [g for g in chips if "chip-empty" not in g.get("class").split()]   # empty ones are greyed
    assert len(held) == sum(map(sum, b.state.tiles))
    tiles = groups(root, "chain-tile")
    assert len(tiles) == 3 * 4
    assert len([t for t in tiles if "target" in t.get("class")]) == 3
    [die] = groups(root, "die")
    assert len(die.findall(SVG + "circle")) == b.state.roll, "one pip per point rolled"
    b.close()


def test_figures_sharing_a_space_do_not_overlap():
    game = RaufUndRunter(players=4)
    state = replace(game.initial_state(0), positions=(GRID.square(3, 3),) * 4)
    root = parse_svg(draw_svg(RaufController(game), state))
    centres = {(g.find(SVG + "circle").get("cx"), g.find(SVG + "circle").get("cy")) for g in groups(root, "figure")}
    assert len(centres) == 4


def test_highlights_toggle(board):
    plain = board.game.move_options(board.state)["plain"]
    fills = lambda: [r for r in parse_svg(board.svg()).iter(SVG + "rect") if r.get("fill") == REACH]  # noqa: E731
    assert len(fills()) == len(plain) + 1  # + the legend's swatch
    board.press("highlights")
    assert len(fills()) == 1
    board.press("highlights")
    assert len(fills()) == len(plain) + 1


def test_repr_and_mimebundle_are_deterministic(board):
    other = RaufBoard(players=2, seed=0)
    assert repr(board) == repr(other)
    s = board.state
    assert repr(board) == (f"RaufBoard(players=2, seed=0, step=1: Turn 1: red rolled {s.roll} — walk exactly "
                           f"{s.steps} step{'s' if s.steps != 1 else ''}, find the {FRIENDS[s.chains[0][0]]}.)")
    assert "0x" not in repr(board)
    bundle = board._repr_mimebundle_()
    assert bundle["text/plain"] == repr(board)
    assert bundle["image/svg+xml"] == other._repr_mimebundle_()["image/svg+xml"]
    variant = RaufBoard(players=3, seed=2, friends=6)
    assert repr(variant).startswith("RaufBoard(players=3, friends=6, seed=2, step=")
    other.close()
    variant.close()


# -- undo / redo, messages ---------------------------------------------------------------------
def test_undo_skips_back_over_the_roll_and_redo_replays_it(board):
    s0 = board.state
    r, c = GRID.square_of(sorted(board.game.move_options(s0)["plain"])[0])
    board.click_cell(r, c)
    s1 = board.state
    board.press("undo")
    assert board.state == s0
    board.press("undo")
    assert board.state == s0 and "Nothing to undo" in board.status_text
    board.key("y", ctrl=True)
    assert board.state == s1


def test_every_kind_of_action_sends_one_small_message_and_refusals_none():
    game, s, cell = wall_position()
    s = replace(s, tiles=((1, 1, 1), (0, 0, 0)), supply=tuple(n - 1 for n in game.settings["super_tiles"]))
    b = board_at(s, game)
    report = {}
    steps = [
        ("hint", lambda: b.press("hint")),
        ("highlights off", lambda: b.press("highlights")),
        ("highlights on", lambda: b.press("highlights")),
        ("arm shortcut", lambda: b.press("shortcut")),
        ("speed chip", lambda: b.click(*RaufBoard.chip_center(0, "speed"))),
        ("luck chip", lambda: b.click(*RaufBoard.chip_center(0, "luck"))),
        ("move", lambda: b.click_cell(*GRID.square_of(sorted(b.game.move_options(b.state)["plain"]
                                                            or b.game.walk_ends(b.state))[0]))),
        ("undo", lambda: b.press("undo")),
        ("redo", lambda: b.press("redo")),
        ("new page", b.redraw_for_new_page),
    ]
    for name, action in steps:
        mark = b.match.step
        traffic = measure(action)
        report[name] = (traffic.messages, traffic.bytes)
        assert traffic.messages == 1, f"{name}: {traffic}"
        assert traffic.bytes < LIMIT, f"{name}: {traffic}"
        # a move (played or redone) walks square by square, one frame per step; nothing else animates
        assert traffic.sleeps == (walked(b, mark) if name in ("move", "redo") else 0), name
    assert report["move"] == report["redo"] and report["move"][1] > 0
    assert b.errors == []
    assert report["move"][1] < report["new page"][1], report
    refused = [lambda: b.click(*RaufBoard.chip_center(0, "speed")),   # blue's turn now
               lambda: b.click(WIDTH - 2, HEIGHT - 2)]                # nothing there
    for action in refused:
        assert measure(action).messages == 0


def test_the_initial_drawing_fits_in_one_message():
    with count_canvas_messages() as traffic:
        b = RaufBoard(players=4, seed=7, friends=8)
    assert traffic.messages == 1 and traffic.bytes < LIMIT
    b.close()


def test_a_whole_game_through_the_board_ends_with_the_winner_shown():
    import random

    from engine.rauf_und_runter.policies import greedy

    b = RaufBoard(players=2, seed=5, friends=2, animate=True)
    rng = random.Random(5)
    flips = 0
    for _ in range(600):
        if b.state.over:
            break
        mark = b.match.step
        with count_canvas_messages() as traffic:
            assert b.play(greedy(b.game, b.state, rng)), b.status_text
        assert traffic.messages == 1 and traffic.bytes < FLIP_LIMIT
        flipped = any(isinstance(e, BoardFlipped) for e in b.match.events_since(mark))
        # every walk is animated step by step, then a flip (the same 6 frames each time), within 1 s
        assert traffic.sleeps == walked(b, mark) + (FLIP_FRAMES if flipped else 0)
        assert traffic.sleep_ms <= ANIMATION_LIMIT_MS
        flips += flipped and traffic.sleeps > walked(b, mark)
    state = b.state
    assert state.over and b.errors == []
    assert flips == state.flips >= 1, "every flip animated, and there was one"
    assert b.status_text.startswith("Game over:")
    assert any(t.startswith("Game over") for t in texts(parse_svg(b.svg())))
    b.click_cell(3, 3)
    assert b.state is state and b.refused_rule == "rauf_und_runter.game.over"
    b.press("shortcut")
    assert b.refused_rule == "rauf_und_runter.game.over"
    assert b.buttons["speed"].disabled and b.buttons["hint"].disabled
    b.close()


def test_keys_and_front_end_messages_reach_the_same_code_as_the_twins():
    game, s = position(roll=2, tiles=((1, 0, 1), (0, 1, 0)))
    b = board_at(s, game)
    b.key("w")
    assert b.shortcut_armed
    b.key("s")
    assert b.state == game.apply(s, Play("speed")) and b.shortcut_armed, "speed keeps the shortcut armed"
    top = b.canvas._canvases[-1]
    x, y = RaufBoard.chip_center(0, "shortcut")
    top._handle_frontend_event(None, {"event": "mouse_down", "x": x, "y": y}, [])
    assert not b.shortcut_armed
    with count_canvas_messages() as traffic:
        top._handle_frontend_event(None, {"event": "client_ready"}, [])
    assert traffic.messages == 1 and traffic.commands > 300, "a new page gets the whole board"
    b.close()


def test_a_win_on_landing_and_a_shared_win_are_shown():
    """Red turns the board; blue and yellow, who had met every friend, come out on the middle burrow
    and share the win: the status line, the panel and each winner's row say so, and play stops."""
    from engine.rauf_und_runter.scenario import arrange

    game = RaufUndRunter(players=3, friends=2)
    start = arrange(game, 16, positions={0: (1, 2), 1: (3, 3), 2: (3, 3)}, chains={0: ("mouse",), 1: (), 2: ()},
                    heading_home={0: True}, tiles={0: {}, 1: {}, 2: {}}, roll=1)
    b = board_at(start, game)
    b.click_cell(1, 1)
    state = b.state
    assert state.winners == (1, 2) and state.side == 1
    assert b.status_text.startswith("Game over: blue and yellow are home with every friend met and share the win.")
    words = texts(parse_svg(b.svg()))
    assert "Game over" in words and "blue and yellow" in words and "share the win" in words
    assert "blue: wins" in words and "yellow: wins" in words and "red: —" in words
    assert any("share the win" in line for line in b.log_lines)
    b.click_cell(1, 2)
    assert b.state is state and b.refused_rule == "rauf_und_runter.game.over"
    b.close()
    single = arrange(RaufUndRunter(players=2, friends=2), 15, positions={0: (1, 2), 1: (3, 3)},
                     chains={0: ("mouse",), 1: ()}, heading_home={0: True}, tiles={0: {}, 1: {}}, roll=1)
    b = board_at(single, RaufUndRunter(players=2, friends=2))
    b.click_cell(1, 1)
    assert b.state.winners == (1,)
    assert b.status_text.startswith("Game over: blue is home with every friend met and wins.")
    assert {"Game over", "blue wins"} <= set(texts(parse_svg(b.svg())))
    b.close()


# -- a board a beginner can read ----------------------------------------------------------------
def rim_numbers(root) -> dict[str, tuple[str, float, float]]:
    """The rim's numbers: {"col-3": (text, x, y), "row-2": ...} read from the SVG."""
    out = {}
    for g in groups(root, "rim-number"):
        [kind] = [c for c in g.get("class").split() if c.startswith(("row-", "col-"))]
        t = g.find(SVG + "text")
        out[kind] = (t.text, float(t.get("x")), float(t.get("y")))
    return out


@pytest.mark.parametrize("side", ["desert", "underground"])
def test_the_rim_numbers_every_row_and_column_as_the_texts_name_spaces(side):
    """Row numbers down the left of the box, column numbers along the top, 1 to 5: the numbers
    of (row, col) in every text, each in line with its spaces."""
    from engine.rauf_und_runter.scenario import arrange

    game = RaufUndRunter(players=2)
    b = board_at(arrange(game, 1, side=side, roll=1), game)
    found = rim_numbers(parse_svg(b.svg()))
    assert sorted(found) == sorted([f"col-{k}" for k in range(1, 6)] + [f"row-{k}" for k in range(1, 6)])
    board_left, board_top = RaufBoard.cell_center(1, 1)[0] - 32, RaufBoard.cell_center(1, 1)[1] - 32
    for k in range(1, 6):
        text, x, y = found[f"col-{k}"]
        assert text == str(k) and x == RaufBoard.cell_center(1, k)[0] and y < board_top
        text, x, y = found[f"row-{k}"]
        assert text == str(k) and abs(y - RaufBoard.cell_center(k, 1)[1]) <= 1 and x < board_left
        # the number over a column is the column the hit test gives for a click below it
        assert b.controller.hit_test(found[f"col-{k}"][1], RaufBoard.cell_center(3, 1)[1], b.state, b.ui) == \
            ("cell", 3, k)
    b.close()


def test_the_legend_names_every_mark_and_the_chips_say_what_they_do():
    from engine.rauf_und_runter.scenario import arrange

    game = RaufUndRunter(players=2)
    for side, wall in (("desert", "hedge"), ("underground", "rock wall")):
        b = board_at(arrange(game, 1, side=side, tiles={0: {"speed": 1, "luck": 1, "shortcut": 1}, 1: {}},
                             roll=1), game)
        root = parse_svg(b.svg())
        [legend] = groups(root, "legend")
        words = texts(legend)
        for name in FRIENDS:
            assert name in words and groups(legend, f"friend-{name}")
        for mark in ("burrow", wall, "meerkat figure", "goal this turn", "exact roll", "+2: speed tile",
                     "wall: shortcut tile"):
            assert mark in words, (side, mark, words)
        assert groups(legend, "burrow") and groups(legend, "legend-wall") and groups(legend, "reach") == []
        # the chips: name, count, and what the tile does
        for tile, does in (("speed", "+2 steps"), ("luck", "roll again"), ("shortcut", "past a wall")):
            [chip] = groups(root, f"chip-red-{tile}")
            assert texts(chip) == [f"{tile} ×1", does]
        b.close()


def test_every_button_has_a_word():
    c = RaufController(RaufUndRunter(players=2))
    assert [(b.name, b.label, b.part) for b in c.buttons] == [
        ("speed", "Speed +2", "super-tiles"), ("luck", "Luck: roll again", "super-tiles"),
        ("shortcut", "Shortcut", "super-tiles")]
    b = RaufBoard(players=2, seed=0)
    assert all(any(ch.isalpha() for ch in button.description) for button in b.buttons.values())
    b.close()


def test_a_figure_is_a_standing_piece_inside_its_own_space():
    """A figure is drawn as a piece (a body and a head), unlike the round burrows, friends and tiles;
    it stands wholly inside its space, and four figures sharing a space stand apart."""
    from boardwidgets.layoutcheck import draw

    game = RaufUndRunter(players=4)
    for cell in (GRID.square(1, 1), GRID.square(2, 2), GRID.square(3, 3)):   # a burrow, a friend, empty
        state = replace(game.initial_state(0), positions=(cell,) * 4, phase="move", roll=1)
        shapes = draw(RaufController(game), state, BoardUI()).shapes
        boxes = {}
        for colour in COLOURS:
            mine = [s for s in shapes if f"figure-{colour}" in s.group.split("/")[-1].split()]
            assert {s.kind for s in mine} >= {"polygon", "circle"}, "a body and a head"
            halo = 2 if colour == "red" else 0     # the figure to move has a white halo
            x0 = min(s.bbox[0] for s in mine) - halo
            y0 = min(s.bbox[1] for s in mine) - halo
            x1 = max(s.bbox[2] for s in mine) + halo
            y1 = max(s.bbox[3] for s in mine) + halo
            cx, cy = RaufBoard.cell_center(*GRID.square_of(cell))
            assert cx - 32 < x0 and x1 < cx + 32 and cy - 32 < y0 and y1 < cy + 32, colour
            boxes[colour] = (x0, y0, x1, y1)
        for a in COLOURS:
            for b in COLOURS:
                if a < b:
                    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = boxes[a], boxes[b]
                    assert ax1 <= bx0 or bx1 <= ax0 or ay1 <= by0 or by1 <= ay0, (a, b)
    burrows = [s for s in draw(RaufController(game), game.initial_state(0), BoardUI()).shapes
               if "burrow" in s.group]
    assert burrows and {s.kind for s in burrows} == {"circle"}


def crowded_positions():
    """Positions a beginner may meet beyond the lessons: four figures on a space that needs tiles,
    either side, armed shortcut, a hint on a chip and a space, every number of players."""
    import random

    from engine.rauf_und_runter.policies import greedy

    for players in (2, 3, 4):
        game = RaufUndRunter(players=players, friends=3)
        match = Match(game, players)
        rng = random.Random(players)
        for k in range(160):
            if match.state.over:
                break
            if k % 7 == 0 and not game.is_chance_node(match.state):
                yield f"{players}p action {k}", game, match.state
            match.apply(greedy(game, match.state, rng))
        yield f"{players}p end", game, match.state
    game = RaufUndRunter(players=4)
    from engine.rauf_und_runter.scenario import arrange
    for side in ("desert", "underground"):
        s = arrange(game, 3, side=side, positions={0: (3, 3), 1: (3, 3), 2: (3, 3), 3: (3, 4)},
                    chains={0: ("tortoise",)}, tiles={0: {"speed": 2, "shortcut": 2}, 1: {}, 2: {}, 3: {}}, roll=2)
        yield f"crowded {side}", game, s


@pytest.mark.parametrize("armed, hint", [(False, False), (True, True)])
def test_labels_stay_readable_beyond_the_lessons(armed, hint):
    from boardwidgets.layoutcheck import check

    problems = []
    for where, game, state in crowded_positions():
        b = board_at(state, game)
        if armed and state.phase == "move" and not state.over and state.tiles[state.current][2]:
            b.press("shortcut")
        if hint:
            b.press("hint")
        problems += check(b.controller, b.state, b.ui, where)
        b.close()
    assert problems == []


# -- walking, square by square -------------------------------------------------------------------
def spy_frames(board) -> list:
    """Every animation frame the board is given from now on (they still go to the page)."""
    frames = []
    animate = board.animate

    def spy(fs):
        fs = list(fs)
        frames.extend(fs)
        animate(fs)
    board.animate = spy
    return frames


def figure_square(frame, colour: str, layer: str = "pieces") -> tuple[int, int] | None:
    """The (row, col) where ``colour``'s figure stands in a frame's drawing of ``layer`` (None: not drawn)."""
    from boardwidgets.paint import SvgPainter

    p = SvgPainter(WIDTH, HEIGHT)
    drawn = dict(frame.layers)
    if layer not in drawn:
        return None
    drawn[layer](p)
    found = groups(parse_svg(p.svg()), f"figure-{colour}")
    if not found:
        return None
    head = found[0].find(SVG + "circle")
    x, y = float(head.get("cx")), float(head.get("cy"))
    from boardwidgets.rauf_und_runter import BOARD_X, BOARD_Y, CELL
    return (int((y - BOARD_Y) // CELL) + 1, int((x - BOARD_X) // CELL) + 1)


def lesson(title: str):
    from engine.rauf_und_runter.lessons import STEPS

    return next(s for s in STEPS if s.title == title)


def test_a_walk_is_animated_square_by_square_along_the_way_it_really_goes():
    """Round the hedge to the chameleon: left, down, right — one frame per step, in one message."""
    b = RaufBoard.from_match(lesson("Hedges are walls").start())
    frames = spy_frames(b)
    traffic = measure(lambda: b.click_cell(2, 2))
    assert b.state.positions[0] == GRID.square(2, 2)
    assert [figure_square(f, "red") for f in frames] == [(1, 1), (2, 1), (2, 2)]
    assert traffic.messages == 1 and traffic.sleeps == 3 and traffic.sleep_ms <= ANIMATION_LIMIT_MS
    assert [figure_square(f, "blue") for f in frames] == [GRID.square_of(b.state.positions[1])] * 3, \
        "the others stand still"
    first = dict(frames[0].layers)
    assert "highlights" in first and "box" not in first, "the green spaces go; the board stays as it is"
    b.close()


def test_a_walk_through_a_wall_with_a_shortcut_crosses_exactly_the_walls_it_paid_for():
    from engine.rauf_und_runter.scenario import arrange

    game = RaufUndRunter(players=2)
    for roll in (2, 3):
        start = arrange(game, 4, positions={0: (1, 3)}, chains={0: ("mouse",)}, tiles={0: {"shortcut": 2}, 1: {}},
                        roll=roll)
        ends = game.walk_ends(start)
        for cell, needed in sorted(ends.items()):
            if not needed:
                continue
            b = board_at(start, game)
            frames = spy_frames(b)
            b.press("shortcut")
            b.click_cell(*GRID.square_of(cell))
            [moved] = [e for e in b.match.events_since(0) if isinstance(e, Moved)]
            walk = [GRID.square_of(start.positions[0])] + [figure_square(f, "red") for f in frames]
            assert walk[-1] == GRID.square_of(cell)
            assert len(walk) - 1 == moved.steps or moved.early, "exactly the steps rolled"
            masks = SIDES[0].masks
            crossed = 0
            for a, c in zip(walk, walk[1:]):
                assert abs(a[0] - c[0]) + abs(a[1] - c[1]) == 1, "one step at a time"
                i, j = GRID.square(*a), GRID.square(*c)
                crossed += j not in GRID.open_neighbours(masks, i)
            assert crossed == needed == start.tiles[0][2] - b.state.tiles[0][2]
            b.close()


def test_a_walk_into_a_burrow_is_shown_first_then_the_board_turns(flip_board):
    b = flip_board
    frames = spy_frames(b)
    traffic = measure(lambda: b.click_cell(1, 1))
    assert b.state.side == 1
    touched = [tuple(dict(f.layers)) for f in frames]
    assert figure_square(frames[0], "red") == (1, 1), "red walks into the burrow on the desert"
    assert "box" not in touched[0]
    assert all("box" in t for t in touched[1:]) and len(frames) == 1 + FLIP_FRAMES, "then the flip"
    assert traffic.messages == 1 and traffic.sleeps == len(frames) and traffic.sleep_ms <= ANIMATION_LIMIT_MS


def test_undo_does_not_walk_back_and_walks_can_be_switched_off():
    b = RaufBoard.from_match(lesson("Hedges are walls").start())
    b.click_cell(2, 2)
    assert measure(lambda: b.press("undo")).sleeps == 0
    assert measure(lambda: b.press("redo")).sleeps == 3, "redo walks again"
    b.press("undo")
    b.configure(animate=False)
    assert measure(lambda: b.click_cell(2, 2)).sleeps == 0
    b.close()


def test_show_me_plays_every_walk_of_a_step_in_one_message_within_a_second():
    """A tutorial's Show me of a whole round (four walks) and of a walk ending in a flip: one canvas
    message each, the frames' pauses scaled into the shared 1 s budget; the first frame draws the
    board as well, since the page may still show the side of another step."""
    from boardwidgets import TutorialWidget
    from engine.rauf_und_runter.lessons import STEPS

    tut = TutorialWidget(STEPS, title="Rauf und Runter")
    for title, least in (("Who starts, and whose turn is next", 4), ("Home to a burrow: the board turns over", 7)):
        tut.goto([s.title for s in STEPS].index(title))
        frames = spy_frames(tut.board)
        with count_canvas_messages() as traffic:
            tut.show_me()
        assert tut.complete and tut.errors == [] and tut.board.errors == []
        assert traffic.messages == 1 and traffic.sleeps == len(frames) >= least
        assert traffic.sleep_ms <= ANIMATION_LIMIT_MS and traffic.bytes < FLIP_LIMIT
        assert "box" in dict(frames[0].layers)
        del tut.board.animate
    tut.close()


def test_every_lesson_step_plays_in_the_tutorial_and_its_show_me_is_one_message():
    from boardwidgets import TutorialWidget
    from engine.rauf_und_runter.lessons import STEPS

    tut = TutorialWidget(STEPS, title="Rauf und Runter", free_play="free_play.ipynb")
    for i, step in enumerate(STEPS):
        tut.goto(i)
        with count_canvas_messages() as traffic:
            tut.show_me()
        assert tut.complete, f"step {i + 1} ({step.title}): {tut.status_text} {tut.board.status_text}"
        assert traffic.messages == 1 and traffic.bytes < FLIP_LIMIT and traffic.sleep_ms <= ANIMATION_LIMIT_MS
        assert tut.errors == [] and tut.board.errors == []
    assert "free play" in tut.status_text and "free_play.ipynb" in tut.feedback.value
    tut.close()


# -- hints and words -------------------------------------------------------------------------------
def hint_text(step_title: str, **options) -> str:
    b = RaufBoard.from_match(lesson(step_title).start())
    b.configure(**options)
    b.press("hint")
    text = b.notice.text
    b.close()
    return text


def test_a_hint_says_first_what_to_do():
    assert hint_text("Super tile: shortcut") == \
        "Hint: Arm your shortcut chip, then click (2,2): through the hedge to meet the chameleon."
    assert hint_text("Super tile: speed") == "Hint: Use your speed tile (+2 steps), then click (2,4) to meet the mouse."
    assert hint_text("Hedges are walls") == "Hint: Click (2,2) to meet the chameleon."
    assert hint_text("Home to a burrow: the board turns over") == \
        "Hint: Click (1,1) to walk into the burrow and turn the board over."
    assert hint_text("Winning") == "Hint: Click (1,1) to walk into the burrow and win."
    # before the super tiles are taught, a hint never suggests one
    assert "shortcut" not in hint_text("Super tile: shortcut", hide=("tile-spaces",))


def test_the_armed_chip_is_said_and_shown_in_plain_words():
    b = RaufBoard.from_match(lesson("Super tile: shortcut").start())
    b.press("shortcut")
    assert b.notice.text == ("Shortcut armed: now click a space marked \"wall\" to walk through the hedge. "
                             "Click the chip again to keep the tile.")
    [chip] = groups(parse_svg(b.svg()), "chip-red-shortcut")
    assert texts(chip) == ["shortcut ×1", "✓ armed"]
    b.press("hint")
    assert b.notice.text == "Hint: Click (2,2): through the hedge to meet the chameleon.", "already armed"
    b.close()


JARGON = ("rauf_und_runter.", "catch_up", "first_player", "die_faces", "super_tiles", "seed", "our reading",
          "setting", "[", "=")


def test_what_a_learner_reads_first_is_plain_words():
    """Step texts, tasks, status lines, refusals with their advice, hints and the board's own notices
    carry no rule ids, setting names or jargon (rule ids and sources live behind the toggles)."""
    from engine.rauf_und_runter.lessons import STEPS

    seen = []
    for step in STEPS:
        seen += [step.text, step.goal_text]
        b = RaufBoard.from_match(step.start())
        b.configure(**dict(step.options))
        seen.append(b.status_text)
        for press in ("hint", "shortcut", "speed", "luck"):
            b.press(press)
            seen.append(b.notice.text)
        for r in range(1, 6):
            for c in range(1, 6):
                b.click_cell(r, c)
                seen.append(b.notice.text)
                if b.notice.kind != "refused":
                    b.press("undo")
        b.click_target(("die",))
        seen.append(b.notice.text)
        b.close()
    for text in seen:
        assert not any(word in text.lower() for word in JARGON), text


# -- pacing: only what has been taught ----------------------------------------------------------
def test_parts_not_taught_yet_are_not_drawn_and_their_buttons_and_chips_do_nothing():
    game, s = position(roll=1, tiles=((1, 0, 1), (0, 1, 0)))
    b = board_at(s, game)
    assert b.controller.parts == ("chain", "super-tiles", "tile-spaces", "supply")
    full = parse_svg(b.svg())
    assert groups(full, "chain-tile") and groups(full, "chip") and any(t.startswith("supply:") for t in texts(full))
    assert groups(full, "reach-speed") or groups(full, "reach-shortcut"), "this position has spaces that need tiles"
    b.configure(hide=("chain", "super-tiles", "tile-spaces", "supply"))
    bare = parse_svg(b.svg())
    assert not groups(bare, "chain-tile") and not groups(bare, "chip") and not groups(bare, "tag")
    assert not groups(bare, "reach-speed") and not groups(bare, "reach-shortcut")
    assert groups(bare, "reach-plain"), "the exact-roll spaces are still shown"
    assert not any(t.startswith("supply:") for t in texts(bare))
    assert not any("needs a" in t for t in texts(bare)), "nor their legend"
    assert all(b.buttons[n].layout.display == "none" for n in SUPER_TILES)
    assert b.buttons["hint"].layout.display != "none"
    assert b.controller.hit_test(*RaufBoard.chip_center(0, "speed"), b.state, b.ui) is None
    b.key("s")
    assert b.state is s, "the speed key waits until the chips are shown"
    b.configure(hide=())
    assert all(b.buttons[n].layout.display != "none" for n in SUPER_TILES)
    b.close()


def test_the_tutorial_shows_the_super_tiles_from_the_step_that_teaches_them():
    from boardwidgets import TutorialWidget
    from engine.rauf_und_runter.lessons import STEPS

    tut = TutorialWidget(STEPS, title="Rauf und Runter")
    shown = []
    for i in range(len(STEPS)):
        tut.goto(i)
        root = parse_svg(tut.board.svg())
        shown.append((bool(groups(root, "chain-tile")), bool(groups(root, "chip")),
                      tut.board.buttons["speed"].layout.display != "none", tut.board.ui.show_highlights))
    titles = [s.title for s in STEPS]
    assert shown[0] == (False, False, False, True)
    assert shown[titles.index("Your chain of friends")] == (True, False, False, True)
    assert shown[titles.index("One super tile each")] == (True, True, True, True)
    assert all(chips for _, chips, _, _ in shown[2:])
    assert shown[-1][3] is False and all(h for *_, h in shown[:-1]), "only the last turn is played without help"
    tut.close()


def test_the_tutorial_notebook_offers_free_play():
    import json
    from pathlib import Path

    nb = json.loads((Path(__file__).resolve().parents[2] / "notebooks" / "rauf_und_runter" / "tutorial.ipynb")
                    .read_text(encoding="utf-8"))
    source = ["".join(c["source"]) for c in nb["cells"]]
    assert "TutorialWidget(" in source[1] and 'free_play="free_play.ipynb"' in source[1]
    assert "(free_play.ipynb)" in source[-1] and nb["cells"][-1]["cell_type"] == "markdown"
