"""The theft, the escape, the win and its score, and the end of the game.

Scenario 1's mall (mm_helpers.MALL1) holds the items at orange 7 (3,2), yellow 6 (2,4), purple 9 (1,4),
green 8 (2,3) and the purple exit at 2 (3,2). Scenario 2's exits used here: purple 2 (3,2) (tile 2 north
of 1A) and yellow 11 (1,4) (tile 11 west of 1A); the yellow barbarian at 11 (3,4) reaches it going north.
"""
from __future__ import annotations

import pytest

from engine.magic_maze import (Escalator, Explore, GameWon, HeroEscaped, Move, PlacePawn, StartTimer, Theft,
                               Vortex)
from engine.core import Elapse
from mm_helpers import FULL1, ITEMS1, MALL1, at, event_types, hero_at, position, refused

rule = pytest.mark.rule
EXITS2 = (("2", ("1A", 1, 3)), ("11", ("1A", 2, 1)))


def three_on_items(**kw):
    """Orange, yellow and purple on their items, the green elf one move (seat 3, east) from its bow."""
    return position(explored=MALL1, heroes={**ITEMS1, "green": ("8", 2, 1)}, **kw)


# -- the theft -------------------------------------------------------------------------------------------
@rule("magic_maze.theft")
def test_the_theft_when_all_four_stand_on_their_own_items():
    game, state = three_on_items()
    assert not state.theft
    after, events = game.transition(state, Move(3, "green", "8", 2, 3))
    assert after.theft and events[-1] == Theft("magic_maze.theft")
    assert "the theft" in events[-1].text and "THEFT done" in game.describe(after)
    assert after.heroes == tuple(at(after, *ITEMS1[h]) for h in ("orange", "yellow", "purple", "green"))


@rule("magic_maze.theft")
def test_all_four_at_once_and_each_on_its_own_colour():
    # the green elf arrives, but the orange dwarf has just stepped off its axe: no theft
    game, state = three_on_items()
    off = game.apply(state, Move(2, "orange", "7", 3, 1))
    arrived = game.apply(off, Move(3, "green", "8", 2, 3))
    assert not arrived.theft
    back, events = game.transition(arrived, Move(3, "orange", "7", 3, 2))   # the last to arrive may be anyone
    assert back.theft and event_types(events) == ["HeroMoved", "Theft"]
    # heroes on each other's items: nothing
    swapped = {**ITEMS1, "orange": ("6", 2, 3), "yellow": ("7", 3, 1)}
    game, state = position(explored=MALL1, heroes=swapped)
    after = game.apply(state, Move(3, "orange", "6", 2, 4))
    after = game.apply(after, Move(3, "yellow", "7", 3, 2))
    assert hero_at(game, after, "yellow") == ("7", 3, 2) and not after.theft


@rule("magic_maze.theft.no-vortex")
def test_after_the_theft_the_vortex_tiles_are_turned_and_nobody_uses_a_vortex():
    game, state = three_on_items()
    assert state.holdings == ("T2b", "T5", "T6", "T7")
    after = game.apply(state, Move(3, "green", "8", 2, 3))
    assert after.holdings == ("T2b", "T5x", "T6", "T7")
    assert game.seat_actions(after, 2) == ("W",) and game.holders(after, "vortex") == []
    assert not any(isinstance(a, Vortex) for a in game.legal_actions(after))
    for seat in (1, 2):
        refused(game, after, Vortex(seat, "green", "7", 3, 4), "magic_maze.theft.no-vortex",
                "After the theft nobody may use a vortex.")
    # two players: T1 turns to its crossed-out side as well
    game, state = position(players=2, explored=MALL1, heroes={**ITEMS1, "green": ("8", 2, 1)})
    assert game.apply(state, Move(1, "green", "8", 2, 3)).holdings == ("T1x", "T2")


# -- escaping --------------------------------------------------------------------------------------------------
@rule("magic_maze.exit.after-theft")
def test_an_exit_is_an_ordinary_space_before_the_theft():
    game, state = position(explored=MALL1, heroes={"purple": ("1A", 1, 3)})
    after, events = game.transition(state, Move(4, "purple", "2", 3, 2))
    assert hero_at(game, after, "purple") == ("2", 3, 2) and event_types(events) == ["HeroMoved"]


@rule("magic_maze.exit")
def test_after_the_theft_a_hero_escapes_by_ending_a_move_on_its_exit():
    game, state = position(explored=MALL1, theft=True, heroes={"purple": ("1A", 1, 3)})
    after, events = game.transition(state, Move(4, "purple", "2", 3, 2))
    assert game.hero_cell(after, "purple") is None
    assert events[-1] == HeroEscaped("magic_maze.exit", "purple", "tile 2 (3,2)")
    assert "purple escaped" in game.describe(after)
    # an escaped hero is off the mall: nothing more to do with it
    refused(game, after, Escalator(3, "purple"), "magic_maze.exit", "The purple mage has escaped and is off the mall.")
    refused(game, after, Move(1, "purple", "1A", 4, 2), "magic_maze.exit", "has escaped")
    assert not any(getattr(a, "hero", None) == "purple" for a in game.legal_actions(after))


@rule("magic_maze.exit.leaves")
def test_an_escaped_hero_leaves_its_exit_free():
    game, state = position(explored=MALL1, theft=True, heroes={"purple": ("1A", 1, 3), "orange": ("1A", 2, 3),
                                                               "yellow": ("1A", 2, 2)})
    out = game.apply(state, Move(4, "purple", "2", 3, 2))
    assert at(out, "2", 3, 2) not in game.occupied(out)
    follow, events = game.transition(out, Move(4, "orange", "2", 3, 2))   # through the same exit, at once
    assert game.hero_cell(follow, "orange") is None and event_types(events) == ["HeroMoved", "HeroEscaped"]


@rule("magic_maze.exit.purple")
def test_scenario_1_every_hero_escapes_through_the_purple_exit():
    game, state = position(explored=MALL1, theft=True, heroes={"yellow": ("1A", 1, 3)})
    for hero in ("orange", "yellow", "purple", "green"):
        assert [state.mall.square(c) for c in game.exits_for(state, hero)] == [("2", 3, 2)]
    after = game.apply(state, Move(4, "yellow", "2", 3, 2))
    assert game.hero_cell(after, "yellow") is None


@rule("magic_maze.exit.own")
def test_from_scenario_2_each_hero_escapes_through_its_own_exit():
    game, state = position(scenario=2, explored=EXITS2, theft=True,
                           heroes={"yellow": ("11", 3, 4), "orange": ("1A", 1, 3)})
    assert [state.mall.square(c) for c in game.exits_for(state, "yellow")] == [("11", 1, 4)]
    assert game.exits_for(state, "green") == []                         # tile 10 is still in the stack
    # the orange dwarf on the purple exit: an ordinary space for it
    stays = game.apply(state, Move(4, "orange", "2", 3, 2))
    assert hero_at(game, stays, "orange") == ("2", 3, 2)
    out, events = game.transition(state, Move(4, "yellow", "11", 1, 4))
    assert game.hero_cell(out, "yellow") is None and events[-1].rule == "magic_maze.exit"
    # the purple exit still serves the purple mage
    game, state = position(scenario=3, players=3, explored=EXITS2, theft=True, heroes={"purple": ("1A", 1, 3)})
    assert game.hero_cell(game.apply(state, Move(2, "purple", "2", 3, 2)), "purple") is None


@rule("magic_maze.exit")
def test_all_four_out_everybody_wins():
    game, state = position(explored=MALL1, theft=True,
                           heroes={"orange": None, "yellow": None, "green": None, "purple": ("1A", 1, 3)})
    after, events = game.transition(state, Move(4, "purple", "2", 3, 2))
    assert after.result == "won" and game.is_terminal(after)
    assert event_types(events) == ["HeroMoved", "HeroEscaped", "GameWon"]
    assert game.winners(after) == (1, 2, 3, 4)
    assert game.talking(after) == (True, "the game is over", "magic_maze.game.over")
    assert "result: won" in game.describe(after)


@rule("magic_maze.score")
def test_the_score_is_the_number_of_hourglass_spaces_used():
    game, state = position(explored=FULL1)
    hourglasses = [state.mall.square(c) for c in state.mall.cells_of["hourglass"]]
    assert sorted(hourglasses) == [("1A", 3, 1), ("3", 4, 1), ("4", 4, 4), ("5", 1, 2)]
    game, state = position(explored=FULL1, theft=True, used=hourglasses[:2], sand=40,
                           heroes={"orange": None, "yellow": None, "green": None, "purple": ("1A", 1, 3)})
    assert state.flips == 2
    after, events = game.transition(state, Move(4, "purple", "2", 3, 2))
    assert events[-1] == GameWon("magic_maze.exit", 2)
    assert events[-1].text == "all four heroes are out: everybody wins (hourglasses used: 2)"
    assert "hourglasses used 2" in game.describe(after)


# -- the end -----------------------------------------------------------------------------------------------------
@rule("magic_maze.game.over")
@pytest.mark.parametrize("how", ["won", "lost"])
def test_nothing_more_is_played_once_the_game_is_over(how):
    if how == "won":
        game, state = position(explored=MALL1, theft=True,
                               heroes={"orange": None, "yellow": None, "green": None, "purple": ("1A", 1, 3)})
        over = game.apply(state, Move(4, "purple", "2", 3, 2))
        words = "The game is over: all four heroes are out."
    else:
        game, state = position(scenario=2, sand=3)
        over = game.apply(state, Elapse(3))
        words = "The game is over: the sand has run out."
    assert game.is_terminal(over) and game.legal_actions(over) == [] and game.chance_outcomes(over) == []
    assert not game.is_chance_node(over)
    for action in [Move(4, "yellow", "1A", 1, 3), Elapse(1), PlacePawn(1, 2), StartTimer(1), Explore(1, "orange"),
                   Vortex(2, "green", "1A", 2, 4)]:
        refused(game, over, action, "magic_maze.game.over", words)
