"""MagicMazeBoard driven through its Python twins: the same code path as browser clicks and keys.

Positions are built with the engine's scenario builder (``arrange``) from the real tiles; the
4-player action tiles are dealt by hand so every test knows who holds what:
seat 1 T2b (explore, south), seat 2 T5 (vortex, west), seat 3 T6 (escalator, east), seat 4 T7 (north).
"""
from __future__ import annotations

import asyncio
import random
from dataclasses import replace

import pytest

import boardwidgets
from engine.core import Elapse, Match
from engine.magic_maze import (HEROES, Draw, Escalator, Explore, MagicMaze, Move, PlacePawn, Reveal, StartTimer,
                               TurnTile, Vortex)
from engine.magic_maze.planner import planner_policy
from engine.magic_maze.scenario import arrange

from boardwidgets.layoutcheck import check, draw
from boardwidgets.magic_maze import (COMPACT, FULL, GUTTER, HEIGHT, MAX_CELL, PATIENCE, SEAT_KEYS, WIDTH, MagicMazeBoard,
                                     View, picture)
from boardwidgets.textfit import _extent
from engine.magic_maze.lessons import LESSONS
from boardwidgets.testing import count_canvas_messages
from widget_helpers import groups, parse_svg, texts

LIMIT = 32 * 1024
TICK_LIMIT = 2 * 1024
DEAL = ("T2b", "T5", "T6", "T7")
START = {"orange": ("1A", 1, 3), "yellow": ("1A", 2, 2), "purple": ("1A", 3, 3), "green": ("1A", 1, 1)}


def position(players: int = 4, scenario: int = 1, seed: int = 0, deal=DEAL, **changes):
    settings = {"players": players, "scenario": scenario}
    if deal is not None and players > 1:
        settings["action_tiles"] = deal
    game = MagicMaze(**settings)
    changes.setdefault("heroes", START)
    return game, arrange(game, seed, **changes)


def board_at(players: int = 4, scenario: int = 1, seed: int = 0, deal=DEAL, mode: str = "learn",
             position_changes=None, **options) -> MagicMazeBoard:
    """A board on an arranged position (the full layout unless ``layout="compact"``)."""
    game, state = position(players, scenario, seed, deal, **(position_changes or {}))
    return MagicMazeBoard(match=Match(game, seed, start=state), mode=mode, **options)


def planned(players: int, seed: int, steps: int, scenario: int = 1) -> Match:
    """A match the planner played for ``steps`` actions (chance from the match's seed)."""
    game = MagicMaze(players=players, scenario=scenario)
    match = Match(game, seed)
    rng = random.Random(seed)
    while match.step < steps and not game.is_terminal(match.state):
        match.apply(planner_policy(game, match.state, rng))
    return match


def measure(action):
    with count_canvas_messages() as traffic:
        action()
    return traffic


def hero_at(board, hero):
    return board.state.mall.square(board.game.hero_cell(board.state, hero))


@pytest.fixture
def board():
    b = board_at()
    yield b
    b.close()


# -- registration, layout -----------------------------------------------------------------------------
def test_the_board_is_registered_for_tutorials_and_pictures():
    assert boardwidgets.board_class("magic_maze") is MagicMazeBoard
    assert boardwidgets.MagicMazeBoard is MagicMazeBoard
    game, state = position()
    assert boardwidgets.picture(state, game).svg() == picture(state, game).svg()
    from boardwidgets.tutorial import default_board
    b = default_board(Match(game, 0, start=state))
    assert isinstance(b, MagicMazeBoard) and b.mode == "learn"
    assert not b.controller.clock_enabled and "paused (tutorial)" in texts(parse_svg(b.svg()))
    b.close()


@pytest.mark.parametrize("layout", ["full", "compact"])
def test_targets_round_trip_through_the_hit_test(layout):
    board = board_at(layout=layout)
    c, s, ui = board.controller, board.state, board.ui
    size = (WIDTH, HEIGHT) if layout == "full" else (COMPACT.width, COMPACT.height)
    assert (board.canvas.width, board.canvas.height) == (c.width, c.height) == size and board.layout == layout
    for row in range(1, 5):
        for col in range(1, 5):
            cell = s.mall.find("1A", row, col)
            hero = next((h for h, at in zip(HEROES, s.heroes) if at == cell), None)
            want = ("hero", hero) if hero else ("space", "1A", row, col)
            assert c.hit_test(*board.space_center("1A", row, col), s, ui) == want
    for hero in HEROES:
        assert c.hit_test(*c.locate(("hero", hero)), s, ui) == ("hero", hero)
    for seat in range(1, 5):
        assert c.hit_test(*c.locate(("pawn", seat)), s, ui) == ("pawn", seat)
    assert c.hit_test(*c.locate(("button", "clock")), s, ui) == ("button", "clock")
    assert c.hit_test(2, 2, s, ui) is None
    with pytest.raises(ValueError):
        board.space_center("9", 1, 1)
    with pytest.raises(TypeError, match="click_space"):
        board.click_cell(1, 1)
    board.close()


def test_the_view_fits_the_mall_and_never_draws_a_space_too_big():
    one = View(position()[1].placed)
    assert one.cell == MAX_CELL and not one.cropped
    match = planned(2, 3, 400, scenario=2)
    big = View(match.state.placed, crop=False)            # the whole mall (a picture)
    assert len(match.state.placed) >= 10 and big.cell < one.cell and not big.cropped
    for tile in big.origins:
        x0, y0, s = big.space_box(tile, 1, 1)
        assert 8 <= x0 - GUTTER and x0 + 4 * s <= 624 and 8 <= y0 - GUTTER and y0 + 4 * s <= 500
    # on the board: never smaller than the least space size; the mall is cropped to a window instead
    window = View(match.state.placed)
    assert window.cropped and window.cell == FULL.least_cell > big.cell
    for cell in (min(match.state.mall.at), max(match.state.mall.at)):      # a window around any space
        focused = View(match.state.placed, focus=(cell,))
        assert focused.shows_space(*match.state.mall.square(cell))
    assert focused.at(FULL.mall[0] + FULL.mall[2] + 3, 20) is None          # right of the window: no space


# -- selecting and acting with the mouse -----------------------------------------------------------------
def test_clicking_a_hero_selects_it_and_lights_up_where_it_can_go(board):
    traffic = measure(lambda: board.click_hero("green"))
    assert board.selected == "green" and traffic.messages == 1 and traffic.bytes < LIMIT
    assert board.reach("green") == {("1A", 1, 2): "move", ("1A", 1, 4): "escalator", ("1A", 2, 1): "move",
                                    ("1A", 2, 4): "vortex", ("1A", 3, 1): "move", ("1A", 4, 1): "move"}
    root = parse_svg(board.svg())
    assert len(groups(root, "reach-move")) == 4
    assert len(groups(root, "reach-escalator")) == 1 and len(groups(root, "reach-vortex")) == 1
    assert len(groups(root, "selected")) == 1 and groups(root, "hero-green")[0] in groups(root, "selected")
    assert "green elf is selected" in board.status_text
    board.click_hero("yellow")
    assert board.selected == "yellow"


def test_a_click_on_a_lit_space_moves_the_hero_by_the_first_seat_holding_that_move(board):
    s = board.state
    board.click_hero("green")
    board.click_space("1A", 4, 1)        # south, as far as it goes
    assert board.match.actions[-1] == Move(1, "green", "1A", 4, 1), "seat 1 holds south"
    assert board.state == board.game.apply(s, Move(1, "green", "1A", 4, 1))
    assert any(line.startswith("seat 1: the green elf goes south") for line in board.log_lines)
    board.click_space("1A", 4, 2)  # green is still selected: east, held by seat 3
    assert board.match.actions[-1] == Move(3, "green", "1A", 4, 2)
    assert board.errors == []


def test_vortex_and_escalator_by_click(board):
    board.click_hero("green")
    board.click_space("1A", 1, 4)
    assert board.match.actions[-1] == Escalator(3, "green") and hero_at(board, "green") == ("1A", 1, 4)
    board.click_hero("orange")
    board.click_space("1A", 4, 4)
    assert board.match.actions[-1] == Vortex(2, "orange", "1A", 4, 4) and hero_at(board, "orange") == ("1A", 4, 4)
    assert any("through a vortex" in line for line in board.log_lines)


def test_exploring_lays_a_tile_and_the_view_refits_in_one_message(board):
    before = board.view.origins["1A"]
    board.click_hero("orange")
    root = parse_svg(board.svg())
    assert len(groups(root, "reach-explore")) == 1, "the gold ring: it may explore here"
    traffic = measure(lambda: board.click_hero("orange"))    # the selected hero again: explore
    actions = board.match.actions
    assert actions[-2] == Explore(1, "orange") and isinstance(actions[-1], Draw)
    assert len(board.state.placed) == 2 and board.view.origins["1A"] != before, "the view is fitted anew"
    for tile in board.view.origins:
        x0, y0, s = board.view.space_box(tile, 1, 1)
        assert 8 <= x0 - GUTTER and x0 + 4 * s <= 624 and 8 <= y0 - GUTTER and y0 + 4 * s <= 560
    assert traffic.messages == 1 and traffic.bytes < LIMIT, traffic
    new = board.state.placed[1].tile
    assert groups(parse_svg(board.svg()), f"tile-{new}")
    assert any(f"tile {new} is laid" in line for line in board.log_lines)


def test_a_tile_placement_on_a_big_mall_is_one_message_under_32_kb():
    game = MagicMaze(players=2, scenario=2)
    match = Match(game, 3)
    rng = random.Random(3)
    largest = 0
    while not game.is_terminal(match.state):
        action = planner_policy(game, match.state, rng)
        if isinstance(action, Explore):
            b = MagicMazeBoard(match=Match(game, 3, start=match.state))
            b.select(action.hero)
            traffic = measure(lambda: b.press("explore"))
            assert len(b.state.placed) == len(match.state.placed) + 1, b.status_text
            assert traffic.messages == 1
            largest = max(largest, traffic.bytes)
            b.close()
        match.apply(action)
    assert len(match.state.placed) == 12 and 0 < largest < LIMIT


def test_a_space_the_hero_cannot_reach_is_refused_with_the_rule_and_nothing_is_sent(board):
    board.click_hero("yellow")
    s, log = board.state, list(board.log_lines)
    traffic = measure(lambda: board.click_space("1A", 3, 4))       # not in line, not a yellow vortex
    assert board.state is s and board.log_lines == log and traffic.messages == 0
    assert board.refused_rule == "magic_maze.move.straight"
    # the answer is about this hero and this space, not the same sentence for every click
    assert "Tile 1A (3,4) is not in line with the yellow barbarian at tile 1A (2,2)" in board.status_text
    traffic = measure(lambda: board.click_space("1A", 2, 1))        # west: seat 2 holds it, free: fine
    assert board.match.actions[-1] == Move(2, "yellow", "1A", 2, 1) and traffic.messages == 1
    board.click_hero("purple")
    s = board.state
    traffic = measure(lambda: board.click_space("1A", 3, 1))        # west, but a wall stands in the way
    assert board.state is s and traffic.messages == 0
    assert board.refused_rule == "magic_maze.move.blocked"
    assert "A wall stands between tile 1A (3,2) and (3,1), in the way of the purple mage going west." in board.status_text


def test_clicking_a_space_with_no_hero_selected_explains_what_to_do(board):
    traffic = measure(lambda: board.click_space("1A", 4, 2))
    assert traffic.messages == 0 and "Click a hero first" in board.status_text


def test_before_the_timer_is_turned_over_nothing_moves_and_start_begins_the_game():
    b = MagicMazeBoard(players=4, seed=0, mode="learn")
    assert not b.state.started and b.clock.task is None
    b.click_hero(HEROES[0])
    b.click_space("1A", 1, 1)
    assert not b.state.started and b.refused_rule == "magic_maze.play.start"
    b.press("clock")                     # no event loop here: the timer is turned over, the clock cannot run
    assert b.state.started and b.match.actions[-1] == StartTimer(1)
    assert b.clock.task is None and "needs a running Jupyter kernel" in b.status_text
    b.close()


# -- seats and modes ---------------------------------------------------------------------------------------
def test_in_practice_mode_the_person_acts_for_their_own_seat_only():
    b = board_at(mode="practice", seat=2)           # seat 2: vortex, west
    assert b.bots == (1, 3, 4)
    b.click_hero("green")
    assert b.reach("green") == {("1A", 2, 4): "vortex"}, "only seat 2's actions light up"
    s = b.state
    traffic = measure(lambda: b.click_space("1A", 4, 1))          # south: seat 1's
    assert b.state is s and traffic.messages == 0
    assert b.refused_rule == "magic_maze.play.own-actions" and "only seat 1 holds it" in b.status_text
    b.click_space("1A", 2, 4)
    assert b.match.actions[-1] == Vortex(2, "green", "1A", 2, 4)
    b.key("o")
    b.key("x")                                    # explore is seat 1's
    assert b.refused_rule == "magic_maze.play.own-actions" and "Seat 2 does not hold explore" in b.status_text
    b.close()


def test_undo_in_learning_mode_takes_back_the_action_and_the_seconds_after_it(board):
    s0 = board.state
    board.click_hero("green")
    board.click_space("1A", 4, 1)
    s1 = board.state
    board.tick(3)
    assert board.state.sand == s1.sand - 3
    traffic = measure(lambda: board.press("undo"))
    assert board.state == s0 and traffic.messages == 1
    assert "Undone: seat 1: green elf moves to tile 1A (4,1)" in board.status_text
    board.press("redo")
    assert board.state.heroes == s1.heroes and board.state.sand == s1.sand - 3
    assert not board.buttons["undo"].disabled and board.buttons["undo"].layout.display is None


@pytest.mark.parametrize("mode", ["game", "practice", "together"])
def test_no_undo_in_a_game(mode):
    b = board_at(mode=mode)
    b.match.apply(Move(1, "green", "1A", 4, 1))
    b.press("highlights")
    s = b.state
    traffic = measure(lambda: b.press("undo"))
    assert b.state is s and traffic.messages == 0
    assert b.refused_rule == "magic_maze.mistakes" and "cannot be taken back" in b.status_text
    assert b.controller.history_locked(s)
    assert b.buttons["undo"].layout.display == "none" and b.buttons["redo"].layout.display == "none"
    b.close()


def test_the_status_line_says_which_mode_is_on():
    words = {"learn": "Learning mode: you play every seat, undo allowed",
             "game": "Game mode: no undo",
             "practice": "Practice: you are seat 3; bots play seats 1, 2, 4",
             "together": "Together: each seat acts with its own keys"}
    for mode, text in words.items():
        b = board_at(mode=mode, seat=3)
        assert b.status_text.startswith(text), b.status_text
        assert f"mode={mode}" in repr(b)
        b.close()
    solo = MagicMazeBoard(players=1, clock=False)
    assert solo.status_text.startswith("Learning mode: you play alone, undo allowed. Plan your route, then press "
                                       "Start"), solo.status_text
    solo.close()
    with pytest.raises(ValueError, match="mode must be one of"):
        MagicMazeBoard(mode="chaos")
    with pytest.raises(ValueError, match="practice mode needs 2 players"):
        MagicMazeBoard(players=1, mode="practice")
    with pytest.raises(ValueError, match="together mode has keys for 2 to 4 seats"):
        MagicMazeBoard(players=5, mode="together")


# -- keys --------------------------------------------------------------------------------------------------
def test_learning_mode_keys_select_move_one_space_or_all_the_way_and_use_specials(board):
    board.key("g")
    assert board.selected == "green"
    board.key("ArrowDown")
    assert board.match.actions[-1] == Move(1, "green", "1A", 2, 1), "one space"
    board.key("ArrowDown", shift=True)
    assert board.match.actions[-1] == Move(1, "green", "1A", 4, 1), "as far as it goes"
    board.key("o")
    board.key("v")
    assert board.match.actions[-1] == Vortex(2, "orange", "1A", 4, 4)
    board.key("Escape")
    assert board.selected is None
    board.key("ArrowUp")
    assert "Select a hero first" in board.status_text


def test_the_escalator_and_explore_keys(board):
    board.key("g")
    board.key("e")
    assert board.match.actions[-1] == Escalator(3, "green")
    board.key("o")
    board.key("x")
    assert Explore(1, "orange") in board.match.actions and len(board.state.placed) == 2


def test_together_mode_each_seat_has_its_keys_and_the_engine_records_the_seat():
    b = board_at(mode="together")
    assert b.controller.seat_hero == {1: "orange", 2: "yellow", 3: "purple", 4: "green"}
    b.key("s")                                          # seat 1, south, with its hero (orange)
    assert b.match.actions[-1] == Move(1, "orange", "1A", 2, 3)
    b.key("h")                                          # seat 3, east, purple
    assert b.match.actions[-1] == Move(3, "purple", "1A", 3, 4)
    b.key("u")                                          # seat 2 chooses its next hero
    assert b.controller.seat_hero[2] == "purple" and "Seat 2 now plays the purple mage" in b.status_text
    b.key("o")                                          # seat 2 special: its vortex
    assert b.match.actions[-1] == Vortex(2, "purple", "1A", 4, 1)
    s = b.state
    traffic = measure(lambda: b.key("w"))               # seat 1 north: seat 4 holds it
    assert b.state is s and traffic.messages == 0
    assert b.refused_rule == "magic_maze.play.own-actions" and "Seat 1 does not hold move north" in b.status_text
    b.key("ArrowRight")                                 # seat 4 east: not held either
    assert b.refused_rule == "magic_maze.play.own-actions" and "Seat 4" in b.status_text
    b.key("ArrowLeft", shift=True)                      # shift: as far as it goes... seat 4 holds north only
    assert b.state is s
    traffic = measure(lambda: b.click_hero("orange"))   # the mouse cannot tell who clicked
    assert traffic.messages == 0 and "act with your seat's keys" in b.status_text
    root = parse_svg(b.svg())
    shown = texts(root)
    for seat, keys in SEAT_KEYS.items():                 # every seat's keys are printed on its tile
        assert b.controller._key_text(keys[0]) in shown
    b.close()


def test_together_special_key_explores_when_it_can():
    b = board_at(mode="together")
    b.key("e")                                          # seat 1 (explore, south), hero orange on its space
    assert Explore(1, "orange") in b.match.actions and len(b.state.placed) == 2
    b.close()


# -- the panel: talking, theft, escapes, pawns, solo ----------------------------------------------------------
def test_the_talking_banner_gives_the_reason():
    b = board_at(scenario=2, position_changes={"heroes": {**START, "yellow": ("1A", 2, 1)}, "sand": 100})
    root = parse_svg(b.svg())
    assert "Silence" in texts(root) and groups(root, "talking")
    b.click_hero("yellow")
    b.click_space("1A", 3, 1)                           # the hourglass: the timer is turned over
    assert b.state.talk == "hourglass" and b.state.flips == 1 and b.state.sand == 80
    shown = " ".join(texts(parse_svg(b.svg())))
    assert "Talking allowed" in shown and "An hourglass turned the timer over" in shown
    assert len(groups(parse_svg(b.svg()), "out-of-order")) == 1
    b.click_hero("green")
    b.click_space("1A", 1, 2)                           # the first action ends the talking
    assert "Silence" in texts(parse_svg(b.svg()))
    b.close()
    b = board_at(scenario=1)
    assert "Scenario 1 is for beginners" in " ".join(texts(parse_svg(b.svg())))
    b.close()


def test_theft_and_escapes_are_shown():
    b = board_at(position_changes={"heroes": {**START, "orange": None, "yellow": None}, "theft": True})
    root = parse_svg(b.svg())
    assert groups(root, "theft-done") and "THEFT done: now escape!" in texts(root)
    assert {g.get("class") for g in groups(root, "escaped")} == {"escape escape-orange escaped",
                                                                 "escape escape-yellow escaped"}
    assert not groups(root, "hero-orange") and groups(root, "hero-green")
    assert "vortex (vortex crossed out)" not in " ".join(texts(root))
    assert any("crossed out" in t for t in texts(root)), "the vortex tile shows its crossed-out side"
    b.close()


def test_game_over_banners_and_the_score():
    b = board_at(position_changes={"heroes": {h: None for h in HEROES}, "theft": True, "sand": 70})
    assert b.state.result == "won"
    shown = texts(parse_svg(b.svg()))
    assert "Won! All four heroes are out." in shown and "Won!" in b.status_text
    b.close()
    b = board_at()
    b.tick(500)
    assert b.state.result == "lost" and "Lost: the sand has run out." in texts(parse_svg(b.svg()))
    assert b.tick(1) is False
    b.close()


def test_a_pawn_slot_places_the_do_something_pawn(board):
    traffic = measure(lambda: board.click_target(("pawn", 3)))
    assert board.match.actions[-1] == PlacePawn(1, 3) and board.state.pawn == 3 and traffic.messages == 1
    assert groups(parse_svg(board.svg()), "placed")[0].get("class") == "pawn pawn-3 placed"
    board.pawn(1)
    assert board.match.actions[-1] == PlacePawn(2, 1)


def test_the_solo_variant_shows_the_piles_and_turns_a_tile():
    b = MagicMazeBoard(players=1, seed=2, mode="learn")
    b.press("clock")
    assert b.buttons["turn"].layout.display is None
    root = parse_svg(b.svg())
    assert "Pile: 7 face down (shuffled)" in texts(root) and "nothing yet: turn a tile" in texts(root)
    b.click_target(("button", "turn"))
    assert isinstance(b.match.actions[-2], TurnTile) and isinstance(b.match.actions[-1], Reveal)
    top = b.state.solo_discard[-1]
    assert "Pile: 6 face down (shuffled)" in texts(parse_svg(b.svg()))
    b.key("t")
    assert len(b.state.solo_discard) == 2 and b.state.solo_discard[0] == top
    b.close()
    game, state = position(players=1, deal=None)
    b = MagicMazeBoard.from_match(Match(game, 0, start=state))       # a tutorial: no real-time clock
    assert b.buttons["turn"].layout.display is None and b.buttons["clock"].layout.display == "none"
    b.close()


# -- time -------------------------------------------------------------------------------------------------------
def test_a_tick_lets_time_pass_and_repaints_only_the_timer(board):
    board.click_hero("green")
    board.click_space("1A", 4, 1)
    said = board.status_text
    traffic = measure(lambda: board.tick(1))
    assert board.match.actions[-1] == Elapse(1) and board.state.sand == 179
    assert traffic.messages == 1 and traffic.bytes < TICK_LIMIT, traffic
    assert board.status_text == said, "a quiet second keeps what the last action said"
    assert "2:59" in texts(parse_svg(board.svg()))
    with pytest.raises(ValueError):
        board.tick(0)


def test_nothing_starts_the_clock_by_itself():
    b = MagicMazeBoard(players=4, seed=0)
    assert b.clock.task is None and not b.clock.running
    b.tick(1)                                           # not started: no time passes, nothing runs
    assert b.match.step == 0 and b.clock.task is None
    b.close()
    assert b.clock.task is None
    b = MagicMazeBoard.from_match(planned(4, 0, 5))
    b.tick(2)
    assert b.clock.task is None and b.controller.clock_state == "tutorial"
    b.close()


def test_the_clock_runs_from_a_click_and_stops_on_pause_game_over_and_close():
    async def scenario():
        b = MagicMazeBoard(players=4, seed=0, clock_interval=0.01)
        await asyncio.sleep(0.05)
        assert b.clock.task is None and b.state.sand == 180, "nothing runs before a user action"
        b.click_target(("button", "clock"))            # Start: the timer is turned over, the clock runs
        assert b.state.started and b.clock.running and b.buttons["clock"].description == "Pause"
        await asyncio.sleep(0.1)
        assert b.state.sand < 180 and "running" in texts(parse_svg(b.svg()))
        b.press("clock")                               # Pause
        assert not b.clock.running and b.buttons["clock"].description == "Run clock"
        sand = b.state.sand
        await asyncio.sleep(0.05)
        assert b.state.sand == sand and "stopped" in texts(parse_svg(b.svg()))
        b.key(" ")                                     # the space bar resumes
        assert b.clock.running
        for _ in range(500):                           # 180 game seconds of 10 ms: the sand runs out
            if b.state.over:
                break
            await asyncio.sleep(0.02)
        assert b.state.result == "lost" and not b.clock.running and b.clock.stopped_because == "over"
        b2 = MagicMazeBoard(players=2, seed=1, clock_interval=0.01)
        b2.press("clock")
        assert b2.clock.running
        b2.close()
        await asyncio.sleep(0.03)
        assert not b2.clock.running and b2.clock.stopped_because == "closed"
        b.close()
    asyncio.run(scenario())


# -- practice: bots -----------------------------------------------------------------------------------------------
def practice_board(person_holds_plan: bool, seed: int = 0) -> MagicMazeBoard:
    """A practice board, started, on which the planner's next step is (or is not) the person's."""
    game = MagicMaze(players=4)
    for k in range(40):
        match = planned(4, seed, k)
        state = match.state
        b = MagicMazeBoard(match=Match(game, seed, start=state), mode="practice", seat=1)
        c = b.controller
        plan = c.plan(state)
        if plan is None or not isinstance(plan, (Move, Vortex, Escalator, Explore)):
            b.close()
            continue
        holders = game.holders(state, c.plan_kind(state, plan))
        for seat in range(1, 5):
            if (seat in holders) == person_holds_plan:
                b.close()
                b = MagicMazeBoard(match=Match(game, seed, start=state), mode="practice", seat=seat)
                return b
        b.close()
    raise AssertionError("no such position")


def test_practice_bots_act_on_ticks_with_the_planners_next_action():
    b = practice_board(person_holds_plan=False)
    c = b.controller
    plan = c.plan(b.state)
    holder = b.game.holders(b.state, c.plan_kind(b.state, plan))[0]
    assert holder in b.bots
    step = b.match.step
    b.tick(1)
    assert b.match.actions[step] == Elapse(1)
    assert b.match.actions[step + 1] == replace(plan, seat=holder)
    assert all(a.seat in b.bots for a in b.match.actions[step + 1:] if hasattr(a, "seat"))
    b.close()


def test_pressing_a_bots_pawn_makes_it_act_now():
    b = practice_board(person_holds_plan=False)
    c = b.controller
    plan = c.plan(b.state)
    holder = b.game.holders(b.state, c.plan_kind(b.state, plan))[0]
    step = b.match.step
    b.click_target(("pawn", holder))
    assert b.match.actions[step] == PlacePawn(b.seat, holder)
    assert b.match.actions[step + 1] == replace(plan, seat=holder)
    other = next(s for s in b.bots if s != holder and s not in b.game.holders(b.state, c.plan_kind(b.state, c.plan(b.state))))
    n = b.match.step
    b.click_target(("pawn", other))
    assert b.match.step == n + 1 and "(bot)" in b.status_text
    s = b.state
    b.click_target(("pawn", b.seat))
    assert b.state is s and b.refused_rule == "magic_maze.pawn"
    b.close()


def test_bots_waiting_for_you_put_the_pawn_in_front_of_you():
    b = practice_board(person_holds_plan=True)
    step = b.match.step
    for _ in range(PATIENCE):
        b.tick(1)
    assert all(isinstance(a, Elapse) for a in b.match.actions[step:-1])
    assert isinstance(b.match.actions[-1], PlacePawn) and b.match.actions[-1].target == b.seat
    assert b.state.pawn == b.seat and "the next step is yours" in b.status_text
    # the standing line keeps saying it while the pawn stands there, after later notices too
    b.say("something else")
    assert "The Do Something! pawn stands in front of you: the bots wait for you (" in b.status_text
    b.close()


def test_a_refused_move_in_practice_says_who_holds_it_and_what_to_do():
    b = board_at(mode="practice", seat=1, clock=False)          # seat 1: explore and south; seat 2: west
    b.press("clock")
    b.click_hero("yellow")
    s = b.state
    b.click_space("1A", 2, 1)                                      # west of the barbarian: seat 2's move
    assert b.state is s and b.refused_rule == "magic_maze.play.own-actions"
    assert ("Seat 1 does not hold move west: only seat 2 holds it. Seat 1 holds only explore and move south."
            in b.status_text)
    assert "click its Do Something! pawn slot to make its bot act now, or wait for it" in b.status_text
    b.close()


# -- hints, pictures, readability ---------------------------------------------------------------------------------
def test_the_hint_is_the_planners_next_action(board):
    board.press("hint")
    hint = board.ui.hint
    assert hint is not None and hint.actions and "Hint:" in board.status_text
    assert len(groups(parse_svg(board.svg()), "hint")) >= 1
    board.play(hint.actions[0])
    assert board.errors == []


def test_the_svg_holds_the_mall_its_labels_heroes_and_seats():
    match = planned(4, 0, 40)
    b = MagicMazeBoard.from_match(match)
    b.configure(crop=False)          # the whole mall, every label (a cropped view labels what is in its window)
    root = parse_svg(b.svg())
    state = b.state
    n = len(state.placed)
    assert len(groups(root, "tile")) == n and len(groups(root, "tile-edge")) == n
    assert len(groups(root, "labels")) == n
    for placed in state.placed:
        [labels] = groups(root, f"labels-{placed.tile}")
        assert sorted(t.text for t in labels) == ["1", "1", "2", "2", "3", "3", "4", "4"]
        assert placed.tile in [t.text for t in groups(root, f"tile-number-{placed.tile}")[1]]
    walls = sum(len(p.spec.walls) for p in state.placed)
    assert len(groups(root, "wall")) == walls
    heroes = [g.get("class").split()[1] for g in groups(root, "hero")]
    assert heroes == [f"hero-{h}" for h, c in zip(HEROES, state.heroes) if c is not None]
    assert len(groups(root, "seat")) == 4
    assert len(groups(root, "passage")) >= n - 1, "every laid tile joins the mall by a passage"
    pic = picture(state, b.game)
    assert pic.svg().startswith("<svg") and "Magic Maze" in repr(pic)
    assert "image/svg+xml" in b._repr_mimebundle_()
    b.close()


def readable_positions():
    for players in range(1, 9):
        yield f"new game, {players} player(s)", Match(MagicMaze(players=players), players).state, {}
    for players, seed, steps, scenario in ((4, 0, 40, 1), (2, 3, 80, 2), (3, 5, 120, 3), (4, 0, 400, 1),
                                           (1, 4, 150, 1)):
        yield f"planner {players}p seed {seed} step {steps}", planned(players, seed, steps, scenario).state, {}
    yield "theft", position(heroes={**START, "orange": None}, theft=True)[1], {}
    yield "won", position(heroes={h: None for h in HEROES}, theft=True)[1], {}
    yield "lost", replace(position()[1], sand=0, result="lost"), {}


@pytest.mark.parametrize("layout", ["full", "compact"])
@pytest.mark.parametrize("mode", ["learn", "practice", "together"])
def test_every_position_can_be_read(mode, layout):
    for name, state, _ in readable_positions():
        players = len(state.holdings) if state.holdings != ("",) else 1
        if mode == "together" and not 2 <= players <= 4 or mode == "practice" and players < 2:
            continue
        game = MagicMaze(players=players, scenario=1)
        try:
            game.validate_state(state)
        except ValueError:
            game = next(MagicMaze(players=players, scenario=k) for k in (2, 3)
                        if _valid(MagicMaze(players=players, scenario=k), state))
        b = MagicMazeBoard(match=Match(game, 0, start=state), mode=mode, layout=layout)
        hero = next((h for h, c in zip(HEROES, state.heroes) if c is not None), None)
        if hero and state.started and not state.over:
            b.select(hero)
        try:
            assert check(b.controller, b.state, b.ui, f"{name} ({mode}, {layout})") == []
        finally:
            b.close()


def _valid(game, state) -> bool:
    try:
        game.validate_state(state)
    except ValueError:
        return False
    return True


# -- the compact layout: a tutorial's narrow column ------------------------------------------------------------
#: a tutorial shows its board in a column about 620 px wide and at most 58vh (445 px at 768) high
COLUMN_W, COLUMN_H = 620, 445
#: the least text size a beginner on a laptop should have to read, in screen pixels
READABLE_PX = 9.0
#: a line of text is this many times its font size high (DejaVu Sans: ascent 0.93 + descent 0.24)
LINE = sum(_extent(1.0, False))


def on_screen_sizes(board) -> list[tuple[float, str, str]]:
    """(on-screen size in px, label, where) of every label on the board, shown at a tutorial's scale;
    the sizes are the fitted ones (a label squeezed into its box counts at its squeezed size)."""
    c = board.controller
    scale = min(COLUMN_W / c.width, COLUMN_H / c.height)
    assert LINE == pytest.approx(sum(_extent(1.0, True))), "bold and regular lines are equally high"
    return [((s.geom[3] - s.geom[1]) / LINE * scale, s.label, f"{s.layer}/{s.group}")
            for s in draw(c, board.state, board.ui).shapes if s.kind == "text" and s.label.strip()]


def lesson_steps():
    for lesson, steps in LESSONS.items():
        for i, step in enumerate(steps):
            yield pytest.param(step, id=f"{lesson}-{i + 1}")


@pytest.mark.parametrize("step", list(lesson_steps()))
def test_in_a_tutorial_column_every_label_of_every_lesson_position_shows_at_9_px_or_more(step):
    """Every position of the step (its start, and after each action of its demonstration), with the
    step's options and with every part shown: the smallest label, at min(620/width, 445/height), is
    9 px or more on screen. (The full 960×600 layout shown there comes out at 0.65: 6.1 px.)"""
    board = MagicMazeBoard.from_match(step.start())
    assert board.layout == "compact"
    smallest = []
    try:
        for options in (dict(step.options), {"hide": ()}):
            board.set_match(step.start())
            board.configure(**options)
            smallest.append(min(on_screen_sizes(board)))
            for action in step.demo:
                assert board.play(action), board.status_text
                smallest.append(min(on_screen_sizes(board)))
        assert board.errors == []
    finally:
        board.close()
    size, label, where = min(smallest)
    assert size >= READABLE_PX, f"{label!r} ({where}) shows at {size:.2f} px"


def test_a_tutorial_board_is_compact_and_a_free_play_board_stays_full():
    from boardwidgets import TutorialWidget
    game, state = position()
    free = MagicMazeBoard(players=4, seed=0)
    assert free.layout == "full" and (free.canvas.width, free.canvas.height) == (WIDTH, HEIGHT)
    assert free.canvas.layout.max_width == f"min(100%, {WIDTH}px)"
    step = MagicMazeBoard.from_match(Match(game, 0, start=state))
    assert step.layout == "compact" and (step.canvas.width, step.canvas.height) == (640, 440)
    assert "layout=compact" in repr(step) and "layout" not in repr(free)
    tutorial = TutorialWidget(LESSONS["basics"])
    assert tutorial.board.layout == "compact"
    assert tutorial.board.canvas.layout.max_width == "min(100%, 640px)"
    assert tutorial.board.canvas.layout.max_height == "58vh"
    # a board whose layout nobody chose turns compact when it is fitted to a column; a chosen one stays
    free.fit_column()
    assert free.layout == "compact" and (free.canvas.width, free.canvas.height) == (640, 440)
    assert free.canvas.layout.max_width == "min(100%, 640px)"
    chosen = MagicMazeBoard(players=4, seed=0, layout="full")
    chosen.fit_column()
    assert chosen.layout == "full" and chosen.canvas.width == WIDTH
    wide = MagicMazeBoard.from_match(Match(game, 0, start=state), layout="full")
    assert wide.layout == "full"
    with pytest.raises(ValueError, match="layout must be one of full, compact"):
        MagicMazeBoard(layout="tiny")
    chosen.configure(layout="tiny")
    assert "layout must be one of" in chosen.status_text and chosen.layout == "full"
    for b in (free, step, tutorial, chosen, wide):
        b.close()


def test_switching_layouts_resizes_the_canvas_in_one_message_and_clicks_follow():
    b = board_at()
    b.click_hero("green")
    traffic = measure(lambda: b.configure(layout="compact"))
    assert traffic.messages == 1 and traffic.bytes < LIMIT, traffic
    assert (b.canvas.width, b.canvas.height) == (640, 440) and b.selected == "green"
    assert b.space_center("1A", 4, 1)[0] < COMPACT.table_w
    b.click_space("1A", 4, 1)
    assert b.match.actions[-1] == Move(1, "green", "1A", 4, 1)
    b.configure(layout="full")
    assert (b.canvas.width, b.canvas.height) == (WIDTH, HEIGHT) and b.selected == "green"
    b.click_space("1A", 4, 2)
    assert b.match.actions[-1] == Move(3, "green", "1A", 4, 2) and b.errors == []
    b.close()


def test_the_compact_board_plays_through_its_twins_one_message_per_action():
    b = board_at(layout="compact")
    c = b.controller
    traffic = measure(lambda: b.click_hero("green"))
    assert b.selected == "green" and traffic.messages == 1 and traffic.bytes < LIMIT
    traffic = measure(lambda: b.click_space("1A", 4, 1))
    assert b.match.actions[-1] == Move(1, "green", "1A", 4, 1) and traffic.messages == 1
    b.click_hero("orange")
    traffic = measure(lambda: b.click_hero("orange"))     # on its exploration space: explore, the view refits
    assert Explore(1, "orange") in b.match.actions and len(b.state.placed) == 2
    assert traffic.messages == 1 and traffic.bytes < LIMIT, traffic
    for tile in b.view.origins:
        x0, y0, s = b.view.space_box(tile, 1, 1)
        mx, my, mw, mh = COMPACT.mall
        assert mx <= x0 - COMPACT.gutter and x0 + 4 * s <= mx + mw and my <= y0 - COMPACT.gutter
        assert y0 + 4 * s <= my + mh
    traffic = measure(lambda: b.pawn(3))
    assert b.match.actions[-1] == PlacePawn(1, 3) and b.state.pawn == 3 and traffic.messages == 1
    assert c.hit_test(*c.locate(("pawn", 2)), b.state, b.ui) == ("pawn", 2)
    traffic = measure(lambda: b.tick(1))
    assert isinstance(b.match.actions[-1], Elapse) and traffic.messages == 1 and traffic.bytes < TICK_LIMIT
    b.press("undo")
    assert b.errors == []
    b.close()


def test_the_compact_panel_keeps_its_parts_apart_for_every_table():
    """Solo (the Turn button), four seats (the legend under them) and eight (one line a seat, no
    legend): every target is hit where it is drawn, and the drawing can be read."""
    for players in (1, 3, 4, 8):
        match = Match(MagicMaze(players=players), players)
        b = MagicMazeBoard.from_match(match)
        b.press("clock")
        c, s, ui = b.controller, b.state, b.ui
        if players == 1:
            assert c.hit_test(*c.locate(("button", "turn")), s, ui) == ("button", "turn")
            b.click_target(("button", "turn"))
            assert isinstance(b.match.actions[-2], TurnTile)
        else:
            for seat in range(1, players + 1):
                assert c.hit_test(*c.locate(("pawn", seat)), s, ui) == ("pawn", seat)
            assert c.seat_y(players) + c.seat_h <= c.height
            assert c.shows_legend() == (players <= 4)
            assert bool(groups(parse_svg(b.svg()), "legend")) == (players <= 4)
        assert check(c, b.state, b.ui, f"{players} players, compact") == []
        b.close()
