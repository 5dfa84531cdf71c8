"""Fidelity points found by checking against the rulebook and the physical tiles (issue 20): tile 19's orange
wall, refusals that cite the rule they break, and a loss that says why."""
from __future__ import annotations

import pytest

from engine.core import IllegalAction
from engine.magic_maze import MagicMaze, Move, SandRanOut, Vortex
from engine.magic_maze.game import SAND
from engine.magic_maze.tiles import INVENTORY, tiles
from mm_helpers import at, position, refused
rule = pytest.mark.rule


@rule("magic_maze.mall.layouts")
def test_tile_19_has_an_orange_wall_as_the_physical_tile():
    spec = tiles()["19"]
    assert INVENTORY["19"]["orange_walls"] == 1 and len(spec.orange_walls) == 1
    (wall,) = spec.orange_walls
    assert wall not in spec.walls        # a wall only the dwarf passes, not a wall for everybody


@rule("magic_maze.setup.actions")
@pytest.mark.parametrize("bad", ["N", None, 42, ("Move", "N")])
def test_something_that_is_not_an_action_cites_what_an_action_is(bad):
    game, state = position()
    exc = game.explain(state, bad)
    assert isinstance(exc, IllegalAction) and exc.rule == "magic_maze.setup.actions", exc
    assert "is not a move in Magic Maze" in exc.message
    with pytest.raises(IllegalAction) as info:
        game.apply(state, bad)
    assert info.value.rule == "magic_maze.setup.actions"


@rule("magic_maze.vortex")
def test_a_vortex_to_a_square_not_in_the_mall_cites_the_vortex_rule():
    game, state = position()
    refused(game, state, Vortex(2, "green", "9", 1, 1), "magic_maze.vortex", "There is no space tile 9 (1,1)",
            "vortex of its own colour")


@rule("magic_maze.move.blocked")
def test_a_move_to_a_square_not_in_the_mall_cites_what_stops_a_move():
    game, state = position()
    refused(game, state, Move(4, "orange", "9", 1, 1), "magic_maze.move.blocked", "There is no space tile 9 (1,1)")


@rule("magic_maze.timer.hourglass")
def test_turning_the_timer_over_before_any_sand_has_run_loses_and_says_why():
    game, state = position(scenario=2, heroes={"purple": ("1A", 4, 1)}, sand=SAND)
    after, events = game.transition(state, Move(4, "purple", "1A", 3, 1))
    lost = [e for e in events if isinstance(e, SandRanOut)]
    assert after.over and after.result != "won" and after.sand == 0
    assert len(lost) == 1 and lost[0].turned_full
    assert "before any sand had run through" in lost[0].text and "0 seconds are left" in lost[0].text
    assert lost[0].rule == "magic_maze.timer.hourglass"


@rule("magic_maze.timer")
def test_sand_that_runs_out_by_itself_says_so_plainly():
    game, state = position(scenario=2, started=True, sand=3)
    from engine.core import Elapse
    after, events = game.transition(state, Elapse(3))
    (lost,) = [e for e in events if isinstance(e, SandRanOut)]
    assert not lost.turned_full and lost.text == "the sand has run out: everybody loses"


@pytest.mark.parametrize("rule_id", ["magic_maze.scenario.choice.rules", "magic_maze.exit.after-theft",
                                     "magic_maze.special.end"])
def test_readings_implied_but_not_stated_are_marked_ours(rule_id):
    r = MagicMaze().rules[rule_id]
    assert r.source == "decision" and "our reading" in r.text and "because" in r.text


def test_cameras_also_act_only_where_a_move_ends():
    assert "camera" in MagicMaze().rules["magic_maze.special.end"].text
