"""RaufBoard driven through its Python twins: the same code path as browser clicks."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import Match
from engine.rauf_und_runter import (FRIENDS, SIDES, SUPER_TILES, BoardFlipped, Draw, Move, Play, RaufUndRunter,
                                    Roll)
from engine.rauf_und_runter.board import GRID, SIZE
from engine.rauf_und_runter.policies import distances

import boardwidgets
from boardwidgets.board import draw_svg
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
    circle = groups(root, "figure-red")[0].find(SVG + "circle")
    assert (float(circle.get("cx")), float(circle.get("cy"))) == figure_point(0, 4)


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
                if not any(g in list(t.iter()) for t in groups(root, "chain-tile"))]) == len(desert.burrows)
    board_friends = [g for g in groups(root, "friend")
                     if not any(g in list(t.iter()) for t in groups(root, "chain-tile") + groups(root, "legend"))]
    assert sorted(g.get("class") for g in board_friends) == sorted(f"friend friend-{f}" for f in FRIENDS)
    assert [g.get("class") for g in groups(root, "figure")] == \
        ["figure figure-red", "figure figure-blue", "figure figure-yellow"]
    chips = groups(root, "chip")
    assert len(chips) == 3 * 3
    held = [g for g in chips if g.get("opacity") is None]
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
        traffic = measure(action)
        report[name] = (traffic.messages, traffic.bytes)
        assert traffic.messages == 1, f"{name}: {traffic}"
        assert traffic.bytes < LIMIT, f"{name}: {traffic}"
        assert traffic.sleeps == 0
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
        with count_canvas_messages() as traffic:
            assert b.play(greedy(b.game, b.state, rng)), b.status_text
        assert traffic.messages == 1 and traffic.bytes < FLIP_LIMIT
        flips += traffic.sleeps > 0
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
    assert "Game over: blue and yellow share the win" in words
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
    assert "Game over: blue wins" in texts(parse_svg(b.svg()))
    b.close()
