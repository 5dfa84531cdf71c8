"""MagicMazeBoard in scenarios 4–17, driven through its twins (the browser's events call the same code).

The leader's seat (9), the two-mall view (13), out-of-order crystal balls and cameras, the discard of
scenario 11, the crystal ball's exploration, the talking restrictions (12, 14, 15), the open stack (8, 13),
heroes standing on their exits (10, 17) and the scenario picker. Every action is one canvas message under
32 KB. Positions come from the engine's scenario builder (``arrange``) and its lessons.
"""
from __future__ import annotations

import pytest

from engine.core import Match, run_demo
from engine.magic_maze import CrystalExplore, CrystalStop, Discard, MagicMaze, Move, PlacePawn, Vortex
from engine.magic_maze.lessons import LESSONS
from engine.magic_maze.scenario import arrange

from boardwidgets.layoutcheck import check
from boardwidgets.magic_maze import COMPACT, FULL, MagicMazeBoard
from boardwidgets.testing import count_canvas_messages
from widget_helpers import groups, parse_svg, texts

LIMIT = 32 * 1024
FOUR = ("T2b", "T5", "T6", "T7")
THREE = ("T3", "T4", "T5")


def measure(action):
    with count_canvas_messages() as traffic:
        action()
    return traffic


def one_message(board, action):
    """Run ``action`` on ``board``: exactly one canvas message, under 32 KB, and no error."""
    traffic = measure(action)
    assert traffic.messages == 1 and traffic.bytes < LIMIT, traffic
    assert board.errors == []
    return traffic


def lesson_board(lesson: str, k: int = 0, demo: bool = False, **options) -> MagicMazeBoard:
    step = LESSONS[lesson][k]
    return MagicMazeBoard.from_match(run_demo(step) if demo else step.start(), **options)


def svg_of(board):
    return parse_svg(board.svg())


def texts_in(root, cls: str) -> list[str]:
    """The texts of every <g> of class ``cls``, in drawing order."""
    return [t for g in groups(root, cls) for t in texts(g)]


def words(board) -> str:
    return " ".join(texts(svg_of(board)))


def readable(board, where: str) -> None:
    assert check(board.controller, board.state, board.ui, where) == []


@pytest.fixture(params=["compact", "full"])
def layout(request):
    return request.param


# -- 1. the leader (scenario 9) -------------------------------------------------------------------------------
def test_the_leaders_seat_shows_no_action_tile_and_alone_places_the_pawn(layout):
    b = lesson_board("leader", layout=layout)
    leader = groups(svg_of(b), "leader")
    assert len(leader) == 1 and "seat-1" in leader[0].get("class")
    assert "Seat 1: the leader" in words(b) and "no action tile; alone uses the pawn" in words(b)
    readable(b, f"leader, {layout}")
    one_message(b, lambda: b.pawn(3))
    assert b.match.actions[-1] == PlacePawn(1, 3) and b.state.pawn == 3
    b.close()


def test_in_practice_a_seat_that_is_not_the_leader_may_not_place_the_pawn():
    game = MagicMaze(scenario=9, players=4, action_tiles=THREE, leader=1)
    b = MagicMazeBoard(match=Match(game, 0, start=arrange(game, 0)), mode="practice", seat=2)
    before = len(b.match.actions)
    b.pawn(3)
    assert b.refused_rule == "magic_maze.leader" and "Only the leader, seat 1" in b.status_text
    assert len(b.match.actions) == before and b.state.pawn == 0
    b.close()


# -- 2. the two malls (scenario 13) ----------------------------------------------------------------------------
@pytest.mark.parametrize("k", [0, 1])
def test_the_two_malls_are_drawn_apart_each_in_its_half_with_a_caption(layout, k):
    b = lesson_board("two_malls", k, layout=layout)
    view, geo = b.view, (COMPACT if layout == "compact" else FULL)
    assert view.split and [r for r, _ in view.areas] == [0, 1]
    (_, a), (_, c) = view.areas
    side_by_side = c[0] >= a[0] + a[2]
    assert side_by_side == (layout == "full") and (side_by_side or c[1] >= a[1] + a[3])
    mall = b.state.mall
    for p, region in zip(mall.placed, mall.regions):
        x0, y0 = view.origins[p.tile]
        bx, by, bw, bh = dict(view.areas)[region]
        assert bx <= x0 - view.gutter and x0 + 4 * view.cell <= bx + bw + 0.5
        assert by <= y0 - view.gutter and y0 + 4 * view.cell <= by + bh + 0.5
    captions = texts_in(svg_of(b), "mall-caption")
    assert captions == [f"Mall 1: start tile {mall.placed[0].tile}", "Mall 2: tile 3 · linked by vortexes only"]
    assert groups(svg_of(b), "mall-divider")
    # every space of both malls is hit where it is drawn
    c = b.controller
    for p in mall.placed:
        for row in (1, 4):
            for col in (1, 4):
                hit = c.hit_test(*b.space_center(p.tile, row, col), b.state, b.ui)
                assert hit[0] in ("space", "hero")
                if hit[0] == "space":
                    assert hit[1:] == (p.tile, row, col)
    readable(b, f"two malls, {layout}")
    b.close()


def test_a_vortex_click_sends_a_hero_to_the_other_mall_in_one_message():
    b = lesson_board("two_malls")
    b.click_hero("orange")
    assert b.reach("orange").get(("3", 4, 4)) == "vortex"
    one_message(b, lambda: b.click_space("3", 4, 4))
    assert b.match.actions[-1] == Vortex(2, "orange", "3", 4, 4)
    assert b.state.mall.region(b.game.hero_cell(b.state, "orange")) == 1
    b.close()


def test_never_all_four_on_one_tile_the_closed_vortex_is_not_lit_and_a_click_is_refused():
    b = lesson_board("two_malls", 1)
    b.click_hero("orange")
    reach = b.reach("orange")
    assert ("3", 4, 4) not in reach and reach.get(("4", 1, 4)) == "vortex"
    before = len(b.match.actions)
    b.click_space("3", 4, 4)
    assert b.refused_rule and len(b.match.actions) == before
    b.close()


# -- 3. markers: used crystal balls, smashed cameras, closed hourglasses ---------------------------------------
def test_a_used_ball_and_a_smashed_camera_are_marked_and_the_panel_counts_the_cameras(layout):
    game = MagicMaze(scenario=6, players=4, action_tiles=FOUR)
    state = arrange(game, 0, explored=(("15", ("1B", 1, 3)), ("16", ("1B", 2, 1)), ("17", ("1B", 3, 4))),
                    heroes={"orange": ("1B", 2, 2), "yellow": ("16", 2, 2), "purple": ("1B", 3, 2),
                            "green": ("1B", 3, 3)}, balls=[("15", 1, 2)], cameras=[("17", 4, 1)])
    b = MagicMazeBoard(match=Match(game, 0, start=state), layout=layout)
    b.configure(crop=False)          # the whole mall: both markers (a cropped view may leave one outside)
    svg = svg_of(b)
    assert len(groups(svg, "ball-used")) == 1 and len(groups(svg, "camera-off")) == 1
    assert "Cameras working: 1 (hourglasses open)" in words(b) and not groups(svg, "hourglass-closed")
    assert "red cross: out of order; red ring: hourglass closed" in words(b)
    readable(b, f"markers, {layout}")
    b.close()


def test_two_working_cameras_close_the_hourglasses_and_the_barbarian_opens_them():
    b = lesson_board("cameras")
    svg = svg_of(b)
    assert "2 cameras work: no hero onto an hourglass" in words(b)
    assert len(groups(svg, "hourglass-closed")) == len(b.state.mall.cells_of["hourglass"])
    b.click_hero("yellow")
    one_message(b, lambda: b.click_space("16", 1, 2))
    assert b.match.actions[-1] == Move(4, "yellow", "16", 1, 2)
    svg = svg_of(b)
    assert len(groups(svg, "camera-off")) == 1 and not groups(svg, "hourglass-closed")
    assert "Cameras working: 1 (hourglasses open)" in words(b)
    b.close()


# -- 4. scenario 11: the discard -----------------------------------------------------------------------------
def test_at_a_discard_a_click_on_a_tile_lights_its_partners_and_a_click_on_one_discards(layout):
    b = lesson_board("rearrangement", layout=layout)
    pairs = b.game.discard_pairs(b.state)
    assert b.state.phase == "discard" and pairs
    may = {t for pr in pairs for t in pr}
    assert len(groups(svg_of(b), "discard-may-go")) == len(may)
    assert "Rearrangement: discard two tiles" in b.status_text
    readable(b, f"discard, {layout}")
    one_message(b, lambda: b.click_space("2", 1, 1))
    partners = sorted(b if a == "2" else a for a, b in pairs if "2" in (a, b))
    svg = svg_of(b)
    assert len(groups(svg, "discard-picked")) == 1 and len(groups(svg, "discard-partner")) == len(partners)
    assert f"Tile 2 picked: click a lit partner to discard both ({', '.join(partners)})" in b.status_text
    readable(b, f"discard picked, {layout}")
    one_message(b, lambda: b.click_space("9", 1, 1))
    assert b.match.actions[-1] == Discard(1, "2", "9") and b.state.phase == "play"
    assert "2" not in [p.tile for p in b.state.placed] and not groups(svg_of(b), "discard")
    b.close()


def test_the_pair_buttons_are_the_fallback_and_each_is_hit_where_it_is_drawn():
    b = lesson_board("rearrangement")
    c = b.controller
    boxes = c.pair_boxes(b.state)
    assert list(boxes) == b.game.discard_pairs(b.state)
    assert sorted(texts_in(svg_of(b), "pair-button")) == sorted(f"{x} + {y}" for x, y in boxes)
    for pair in boxes:
        assert c.hit_test(*c.locate(("pair", *pair)), b.state, b.ui) == ("pair", *pair)
    one_message(b, lambda: b.click_target(("pair", "7", "8")))
    assert b.match.actions[-1] == Discard(1, "7", "8")
    b.close()


def test_a_tile_that_may_not_go_is_refused_with_the_engines_reason_and_nothing_changes():
    b = lesson_board("rearrangement")
    before = len(b.match.actions)
    b.click_space("1B", 1, 1)
    assert b.refused_rule == "magic_maze.rearrange" and "start tile" in b.status_text
    b.click_hero("green")          # a click on a hero picks its tile: the start tile here
    assert b.refused_rule == "magic_maze.rearrange" and "start tile" in b.status_text
    assert len(b.match.actions) == before and b.state.phase == "discard"
    b.click_hero("orange")         # a hero action waits for the discard: the click picks nothing either
    assert len(b.match.actions) == before
    b.press("hint")
    assert b.status_text.count("Hint: discard tiles") == 1 and b.errors == []
    b.close()


def test_a_tile_with_a_hero_on_it_is_refused_and_a_pair_that_breaks_the_mall_too():
    game = MagicMaze(scenario=11, players=4, action_tiles=FOUR)
    state = arrange(game, 0, explored=(("2", ("1B", 1, 3)), ("7", ("1B", 2, 1)), ("8", ("1B", 3, 4)),
                                       ("9", ("1B", 4, 2))),
                    heroes={"orange": ("1B", 2, 2), "yellow": ("8", 2, 2), "purple": ("1B", 3, 2),
                            "green": ("1B", 3, 3)}, phase="discard")
    b = MagicMazeBoard(match=Match(game, 0, start=state))
    pairs = game.discard_pairs(b.state)
    assert pairs and all("8" not in pr for pr in pairs)
    before = len(b.match.actions)
    b.click_hero("yellow")
    assert b.refused_rule == "magic_maze.rearrange" and "stands on tile 8" in b.status_text
    b.click_space("2", 1, 1)
    b.click_space("8", 1, 1)       # a partner that may not go: the engine's reason
    assert b.refused_rule == "magic_maze.rearrange" and "stands on tile 8" in b.status_text
    assert len(b.match.actions) == before and b.state.phase == "discard" and b.errors == []
    b.close()


def test_no_pair_to_discard_is_a_loss_said_in_plain_words(layout):
    b = lesson_board("rearrangement", 1, demo=True, layout=layout)
    assert b.state.result == "lost" and b.state.sand > 0
    assert "Lost: no two tiles could go." in words(b)
    assert "no two tiles could be discarded (rearrangement)" in b.status_text
    readable(b, f"no discard, {layout}")
    b.close()


# -- 5. the crystal ball -------------------------------------------------------------------------------------
def test_the_mage_on_a_ball_offers_every_open_space_and_a_click_lays_a_tile_there(layout):
    b = lesson_board("crystal_ball", layout=layout)
    b.click_hero("purple")
    assert "working crystal ball: click it again" in b.status_text
    one_message(b, lambda: b.click_hero("purple"))
    lit = groups(svg_of(b), "reach-crystal")
    assert len(lit) == len(b.state.mall.unexplored()) > 1
    assert "blue: the crystal ball may lay a tile there" in words(b)
    readable(b, f"crystal offered, {layout}")
    assert b.buttons["stop"].layout.display == "none"        # shown only while the ball's tiles are laid
    one_message(b, lambda: b.click_space("1B", 2, 1))
    assert CrystalExplore(1, "1B", 2, 1) in b.match.actions
    assert b.state.phase == "crystal" and len(b.state.placed) == 3
    assert groups(svg_of(b), "reach-crystal") and "Stop after one tile" in b.status_text
    assert b.buttons["stop"].layout.display in (None, "")
    one_message(b, lambda: b.press("stop"))
    assert b.match.actions[-1] == CrystalStop(1) and b.state.phase == "play"
    assert not groups(svg_of(b), "reach-crystal")
    b.close()


def test_the_explore_button_with_the_mage_on_a_ball_offers_it_and_stop_outside_it_is_refused():
    b = lesson_board("crystal_ball")
    b.press("stop")
    assert b.refused_rule == "magic_maze.crystal.reading"
    b.select("purple")
    b.press("explore")
    assert b.controller.crystal_spaces(b.state) and "click a lit exploration space" in b.status_text
    b.press("explore")      # again: put aside
    assert not b.controller.crystal_spaces(b.state)
    b.close()


def test_a_second_crystal_tile_by_click():
    b = lesson_board("crystal_ball", 1)
    assert b.state.phase == "crystal"
    space = b.state.mall.square(b.state.mall.unexplored()[0])
    one_message(b, lambda: b.click_space(*space))
    assert CrystalExplore(1, *space) in b.match.actions
    assert b.state.phase == "play" and b.errors == []
    b.close()


# -- 6. talking restrictions --------------------------------------------------------------------------------
@pytest.mark.parametrize("k, head, pawn", [(0, "Gestures only: no words", True), (1, "Silence", True),
                                           (2, "Silence: eyes only, no pawn", False)])
def test_the_banner_says_what_the_table_may_do(layout, k, head, pawn):
    b = lesson_board("silence", k, layout=layout)
    b.play(LESSONS["silence"][k].demo[0])
    talk = b.game.communication(b.state)
    shown = texts_in(svg_of(b), "banner")
    assert shown[0] == head
    assert " ".join(shown[1:]).startswith(talk.why[0].upper() + talk.why[1:15])
    assert bool(groups(svg_of(b), "pawn")) == pawn
    assert texts_in(svg_of(b), "seats-header")[-1] == ("Do Something!" if pawn else "no pawn")
    readable(b, f"talking {k}, {layout}")
    if not pawn:
        before = len(b.match.actions)
        b.pawn(2)
        assert b.refused_rule == "magic_maze.talk.eyes" and len(b.match.actions) == before
    b.close()


# -- 7. the open stack --------------------------------------------------------------------------------------------
def test_the_open_stacks_top_tile_is_shown_face_up_and_follows_the_stack(layout):
    b = lesson_board("open_stack", layout=layout)
    assert b.state.top == "5" and "top face up: 5" in words(b)
    one_message(b, lambda: b.click_hero("orange"))
    one_message(b, lambda: b.click_hero("orange"))        # on its exploration space: explore
    assert "5" in [p.tile for p in b.state.placed]
    top = b.state.top
    assert top and top != "5" and f"top face up: {top}" in words(b)
    b.close()


# -- 8. heroes standing on their exits; other colours' items and exits --------------------------------------------
def test_a_frozen_hero_is_drawn_escaped_but_standing_and_cannot_be_selected(layout):
    b = lesson_board("fool_guards", 1, demo=True, layout=layout)
    assert b.state.frozen == ("orange",)
    svg = svg_of(b)
    assert len(groups(svg, "frozen-orange")) == 1 and groups(svg, "hero-orange")
    assert any("escaped" in g.get("class") for g in groups(svg, "escape-orange"))
    readable(b, f"frozen, {layout}")
    b.click_hero("orange")
    assert b.selected is None and "stays on its exit" in b.status_text
    b.close()


def test_in_scenario_10_a_selected_hero_sees_the_other_colours_items_framed():
    b = lesson_board("fool_guards")
    b.click_hero("green")
    goals = groups(svg_of(b), "goal")
    assert len(goals) == len(b.game.items_for(b.state, "green")) == 3
    assert "item of another colour" in b.status_text and "Theft: on others' items" in words(b)
    b.close()
    b = lesson_board("fool_guards", 1)
    b.click_hero("orange")
    assert len(groups(svg_of(b), "goal")) == len(b.game.exits_for(b.state, "orange")) >= 1
    assert "exit of another colour" in b.status_text
    b.close()


# -- 9. the scenario picker ------------------------------------------------------------------------------------
def test_the_picker_starts_any_scenario_and_refuses_a_bad_choice_changing_nothing():
    b = MagicMazeBoard(players=3, seed=2)
    assert b.picker.layout.display is None and b.scenario_menu.value == 1
    assert b.stack_menu.disabled and b.start_menu.disabled
    for number in range(1, 18):
        assert b.choose_scenario(number), b.status_text
        assert b.game.settings["scenario"] == number and b.scenario_menu.value == number
        assert b.stack_menu.disabled == (number < 8)
        readable(b, f"scenario {number}")
    assert b.choose_scenario(13, stack=21, start="1A")
    assert b.game.scenario.start == "1A" and "21" in b.game.scenario.stack and "3" not in b.game.scenario.stack
    match, settings = b.match, dict(b.game.settings)
    for args, kw, says in (((13,), {"stack": 30}, "stack must be 17"), ((5,), {"stack": 20}, "has its own stack"),
                           ((13,), {"start": "1C"}, "start must be '1A' or '1B'"), ((18,), {}, "scenario must be")):
        assert not b.choose_scenario(*args, **kw)
        assert b.refused_rule == "magic_maze.scenario.choice" and says.lower() in b.status_text.lower()
        assert b.match is match and b.game.settings == settings and b.scenario_menu.value == 13
    two = MagicMazeBoard(players=2, seed=0)
    assert not two.choose_scenario(9) and "3..9" in two.status_text and two.game.settings["scenario"] == 1
    two.scenario_menu.value = 9                 # the dropdown: refused, and it goes back
    assert two.scenario_menu.value == 1 and two.game.settings["scenario"] == 1
    two.scenario_menu.value = 8
    two.stack_menu.value = 19
    assert two.game.settings["scenario"] == 8 and two.game.settings["stack"] == 19
    assert b.errors == [] and two.errors == []
    b.close()
    two.close()


def test_the_picker_is_in_practice_mode_too_and_not_on_a_tutorial_board():
    b = MagicMazeBoard(players=4, seed=1, mode="practice", seat=2)
    assert b.picker.layout.display is None
    assert b.choose_scenario(12) and b.mode == "practice" and b.seat == 2 and b.game.settings["scenario"] == 12
    b.close()
    t = lesson_board("basics")
    assert t.picker.layout.display == "none"
    t.close()


# -- every table and every scenario can be read ----------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 5, 8, 9])
def test_scenario_9_for_every_table_every_pawn_slot_is_hit_where_drawn(layout, players):
    for leader in (1, players):
        b = MagicMazeBoard(match=Match(MagicMaze(scenario=9, players=players, leader=leader), players),
                           layout=layout, mode="practice", seat=2)
        b.press("clock")
        c = b.controller
        for seat in range(1, players + 1):
            assert c.hit_test(*c.locate(("pawn", seat)), b.state, b.ui) == ("pawn", seat)
        assert c.seat_y(players) + c.seat_h <= c.height
        assert len(groups(svg_of(b), "leader")) == 1
        readable(b, f"scenario 9, {players} players, leader {leader}, {layout}")
        b.close()


def planned(scenario: int, seed: int, tiles: int, **settings) -> Match:
    """A match the planner played until ``tiles`` tiles lie in the mall (or it ended)."""
    import random
    from engine.magic_maze.planner import planner_policy
    game = MagicMaze(players=4, scenario=scenario, **settings)
    match = Match(game, seed)
    rng = random.Random(seed)
    while len(match.state.placed) < tiles and not match.state.over and match.step < 400:
        match.apply(planner_policy(game, match.state, rng))
    return match


@pytest.mark.parametrize("scenario", range(4, 18))
def test_a_game_under_way_in_every_scenario_can_be_read_with_a_hero_selected(layout, scenario):
    match = planned(scenario, scenario, 8)
    b = MagicMazeBoard(match=match, layout=layout)
    hero = next((h for h in ("purple", "orange", "yellow", "green") if b.game.active(b.state, h) is not None), None)
    if hero and not b.state.over:
        b.select(hero)
    readable(b, f"scenario {scenario} under way, {layout}")
    assert b.view.split == (scenario == 13) and b.errors == []
    b.close()


def test_a_discard_in_a_big_mall_shows_the_pairs_that_fit_and_says_how_many_more():
    from dataclasses import replace
    match = planned(11, 5, 14, stack=24)
    state = replace(match.state, phase="discard")
    b = MagicMazeBoard(match=Match(match.game, 5, start=state), layout="compact")
    pairs, boxes = b.game.discard_pairs(b.state), b.controller.pair_boxes(b.state)
    assert len(pairs) > 4 and list(boxes) == pairs[:len(boxes)]
    more = texts_in(svg_of(b), "discard-more")
    assert more == ([f"and {len(pairs) - len(boxes)} more pairs: click the tiles"] if len(boxes) < len(pairs) else [])
    readable(b, "a big discard")
    a, c = pairs[-1]
    one_message(b, lambda: b.click_space(a, 1, 1) if b.state.mall.find(a, 1, 1) not in b.game.occupied(b.state)
                else b.click_space(a, 2, 2))
    assert b.controller.discard_pick == a
    b.close()


def test_selecting_another_hero_or_escape_puts_the_crystal_ball_aside():
    b = lesson_board("crystal_ball")
    b.click_hero("purple")
    b.click_hero("purple")
    assert b.controller.crystal_spaces(b.state)
    b.click_hero("orange")
    assert not b.controller.crystal_spaces(b.state) and not groups(svg_of(b), "reach-crystal")
    before = len(b.match.actions)
    b.click_space("1B", 2, 1)          # no longer a crystal-ball click: the dwarf cannot get there
    assert not any(isinstance(a, CrystalExplore) for a in b.match.actions[before:])
    b.click_hero("purple")
    b.click_hero("purple")
    b.key("Escape")
    assert not b.controller.crystal_spaces(b.state)
    b.close()
