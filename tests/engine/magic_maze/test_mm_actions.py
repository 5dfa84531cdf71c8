"""The seven actions, one or more tests per rule id, on positions built with ``scenario.arrange``.

Seats (mm_helpers.position): with 4 players seat 1 holds T2b (explore, south), seat 2 T5 (vortex, west),
seat 3 T6 (escalator, east), seat 4 T7 (north). Tile 1A as it lies (rows from the top, columns from
the left, counted from 1)::

    .. .. EO ..      walls (1,3)|(1,4) (1,4)|(2,4) (2,2)|(3,2) (3,1)|(3,2)
    EY .. .. VG      escalator (1,1)=(1,4)
    H. .. .. EP      heroes at home: orange (2,2), yellow (2,3), purple (3,2), green (3,3)
    VP EG VY VO

mm_helpers.MALL1 adds tile 2 north of 1A (purple exit at 2 (3,2), its arrow at 2 (4,2)), 7 east, 8 south,
9 west and 6 north of tile 2.
"""
from __future__ import annotations

from fractions import Fraction

import pytest

from engine.magic_maze import (Draw, Escalator, Explore, HeroMoved, HourglassUsed, Move, PlacePawn, StartTimer,
                               TilePlaced, Vortex)
from engine.magic_maze.game import Explored
from mm_helpers import (FULL1, ITEMS1, MALL1, at, event_types, hero_at, named, position, refused)

rule = pytest.mark.rule


def moved(game, state, action):
    after, events = game.transition(state, action)
    return after, events


# -- heroes ----------------------------------------------------------------------------------------------
@rule("magic_maze.heroes")
def test_four_heroes_and_every_seat_may_move_every_hero():
    game, state = position(explored=MALL1)
    assert len(state.heroes) == 4
    legal = game.legal_actions(state)
    for seat in range(1, 5):
        movers = {a.hero for a in legal if isinstance(a, (Move, Vortex, Escalator)) and a.seat == seat}
        assert movers, seat
    assert {a.hero for a in legal if isinstance(a, Move)} == {"orange", "yellow", "purple", "green"}
    refused(game, state, Move(1, "red", "1A", 4, 2), "magic_maze.heroes", "not 'red'")
    refused(game, state, Escalator(3, "Orange"), "magic_maze.heroes", "orange, yellow, purple and green")


# -- moves ---------------------------------------------------------------------------------------------------
@rule("magic_maze.move.straight")
def test_a_move_goes_any_number_of_spaces_the_player_chooses():
    game, state = position(explored=MALL1)
    ray = [("1A", 1, 3), ("2", 4, 2), ("2", 3, 2), ("2", 2, 2), ("2", 1, 2)]
    assert [named(state, c) for c in game.destinations(state, "yellow", "N")] == ray
    legal = [(a.tile, a.row, a.col) for a in game.legal_actions(state)
             if isinstance(a, Move) and a.hero == "yellow" and a.seat == 4]
    assert legal == sorted(ray)
    for square in ray:                            # every space of the line is a place to stop
        after, events = moved(game, state, Move(4, "yellow", *square))
        assert hero_at(game, after, "yellow") == square
        assert events[0] == HeroMoved("magic_maze.move.straight", 4, "yellow", "N", "tile 1A (2,3)",
                                      f"tile {square[0]} ({square[1]},{square[2]})")
    assert str(Move(4, "yellow", "2", 1, 2)) == "seat 4: yellow barbarian moves to tile 2 (1,2)"


@rule("magic_maze.move.straight")
def test_north_is_the_start_tiles_north_in_every_direction():
    game, state = position(explored=MALL1)
    for seat, hero, square, how in [(4, "green", ("1A", 1, 3), None), (1, "green", ("1A", 4, 3), "S"),
                                    (3, "green", ("1A", 3, 4), "E"), (2, "orange", ("1A", 2, 1), "W")]:
        if how is None:
            # green at 1A (3,3) north: yellow at (2,3) stands in the way
            refused(game, state, Move(seat, hero, *square), "magic_maze.move.blocked",
                    "The yellow barbarian stands at tile 1A (2,3), in the way of the green elf going north")
            continue
        after, events = moved(game, state, Move(seat, hero, *square))
        assert events[0].how == how and hero_at(game, after, hero) == square


@rule("magic_maze.move.straight")
def test_a_move_is_a_straight_line_of_one_space_or_more():
    game, state = position(explored=MALL1)
    refused(game, state, Move(4, "orange", "1A", 1, 3), "magic_maze.move.straight",
            "not in line with the orange dwarf at tile 1A (2,2)")
    refused(game, state, Move(1, "green", "1A", 3, 3), "magic_maze.move.straight",
            "the green elf already stands at tile 1A (3,3)")


@rule("magic_maze.move.blocked")
def test_a_wall_stops_a_move():
    game, state = position(explored=MALL1)
    # orange at 1A (2,2) going south: the wall (2,2)|(3,2) (and purple beyond it)
    exc = refused(game, state, Move(1, "orange", "1A", 4, 2), "magic_maze.move.blocked")
    assert exc.message == "A wall stands between tile 1A (2,2) and (3,2), in the way of the orange dwarf going south."
    # the escalator's top end (1,4) is walled off from (1,3) and (2,4)
    game, state = position(heroes={"yellow": ("1A", 1, 3), "orange": ("1A", 1, 1)})
    assert game.destinations(state, "yellow", "E") == []
    refused(game, state, Move(3, "yellow", "1A", 1, 4), "magic_maze.move.blocked",
            "A wall stands between tile 1A (1,3) and (1,4)")


@rule("magic_maze.move.blocked")
def test_a_hero_stops_a_move_and_no_hero_shares_a_space():
    game, state = position(explored=MALL1)
    refused(game, state, Move(3, "orange", "1A", 2, 4), "magic_maze.move.blocked",
            "The yellow barbarian stands at tile 1A (2,3), in the way of the orange dwarf going east: a hero cannot "
            "pass another hero.")
    refused(game, state, Move(3, "orange", "1A", 2, 3), "magic_maze.move.blocked", "in the way of the orange dwarf")
    # green at (3,3) going west: purple at (3,2) blocks, even though (3,1) lies beyond
    refused(game, state, Move(2, "green", "1A", 3, 1), "magic_maze.move.blocked", "The purple mage stands at tile 1A (3,2)")
    # farther along a line the hero stops before the other hero
    game, state = position(explored=MALL1, heroes={"purple": ("2", 2, 2)})
    assert [named(state, c) for c in game.destinations(state, "yellow", "N")] == [("1A", 1, 3), ("2", 4, 2),
                                                                                  ("2", 3, 2)]
    refused(game, state, Move(4, "yellow", "2", 1, 2), "magic_maze.move.blocked",
            "The purple mage stands at tile 2 (2,2), in the way of the yellow barbarian going north")


@rule("magic_maze.move.blocked")
def test_the_edge_of_the_explored_mall_and_touching_tiles_without_a_passage_stop_a_move():
    game, state = position()
    # nothing north of 1A yet: the line ends on the exploration space
    assert [named(state, c) for c in game.destinations(state, "yellow", "N")] == [("1A", 1, 3)]
    refused(game, state, Move(4, "yellow", "2", 3, 2), "magic_maze.move.blocked", "There is no space tile 2 (3,2)")
    game, state = position(explored=MALL1, heroes={"yellow": ("2", 2, 4), "purple": ("2", 2, 2)})
    # tile 2 (4,4) looks south over the pinwheel's gap at tile 7 (1,1)
    refused(game, state, Move(1, "yellow", "7", 1, 1), "magic_maze.move.blocked",
            "The explored mall ends south of tile 2 (4,4)")
    # tile 2 (1,2) touches tile 6 (4,1), but neither is a connection space: no passage
    refused(game, state, Move(4, "purple", "6", 4, 1), "magic_maze.move.blocked",
            "No passage joins tile 2 (1,2) and tile 6 (4,1)")


@rule("magic_maze.move.blocked")
def test_a_move_names_a_space_of_the_mall():
    game, state = position(explored=MALL1)
    for square in [("1A", 0, 3), ("1A", 5, 1), ("5", 1, 1), ("1B", 1, 1), ("1A", True, 1), ("1a", 1, 3)]:
        refused(game, state, Move(4, "yellow", *square), "magic_maze.move.blocked", "There is no space")
    # a vortex to a square that does not exist breaks the vortex rule (issue 20), not the rule of what stops a move
    refused(game, state, Vortex(2, "green", 2, 2, 4), "magic_maze.vortex", "There is no space")


# -- vortex -----------------------------------------------------------------------------------------------------
@rule("magic_maze.vortex")
def test_the_vortex_takes_a_hero_from_anywhere_to_a_vortex_of_its_colour():
    game, state = position(explored=MALL1)
    targets = {named(state, c) for c in game.vortex_targets(state, "green")}
    assert targets == {("1A", 2, 4), ("2", 2, 4), ("7", 3, 4)}
    legal = {(a.tile, a.row, a.col) for a in game.legal_actions(state) if isinstance(a, Vortex) and a.hero == "green"}
    assert legal == targets
    after, events = moved(game, state, Vortex(2, "green", "7", 3, 4))
    assert hero_at(game, after, "green") == ("7", 3, 4)
    assert events[0] == HeroMoved("magic_maze.vortex", 2, "green", "vortex", "tile 1A (3,3)", "tile 7 (3,4)")
    # it jumps past walls and heroes
    game, state = position(heroes={"orange": ("1A", 1, 4)})
    after = game.apply(state, Vortex(2, "orange", "1A", 4, 4))
    assert hero_at(game, after, "orange") == ("1A", 4, 4)


@rule("magic_maze.vortex")
def test_only_to_a_vortex_of_the_heros_own_colour():
    game, state = position(explored=MALL1)
    refused(game, state, Vortex(2, "green", "1A", 4, 1), "magic_maze.vortex",
            "The space tile 1A (4,1) is not a green vortex: a hero jumps only to a vortex of its own colour.")
    refused(game, state, Vortex(2, "green", "1A", 1, 1), "magic_maze.vortex", "not a green vortex")
    game, state = position(explored=MALL1, heroes={"green": ("7", 3, 4)})
    refused(game, state, Vortex(2, "green", "7", 3, 4), "magic_maze.vortex", "already stands on that vortex")


@rule("magic_maze.vortex.free")
def test_the_vortex_must_be_free():
    game, state = position(explored=MALL1, heroes={"yellow": ("7", 3, 4)})
    refused(game, state, Vortex(2, "green", "7", 3, 4), "magic_maze.vortex.free",
            "Another hero stands on the vortex at tile 7 (3,4).")
    assert {named(state, c) for c in game.vortex_targets(state, "green")} == {("1A", 2, 4), ("2", 2, 4)}


# -- escalators -------------------------------------------------------------------------------------------------
@rule("magic_maze.escalator")
def test_the_escalator_goes_both_ways_past_walls():
    game, state = position(heroes={"orange": ("1A", 1, 1)})
    up, events = moved(game, state, Escalator(3, "orange"))
    assert hero_at(game, up, "orange") == ("1A", 1, 4)           # a space walled off from everything else
    assert events[0] == HeroMoved("magic_maze.escalator", 3, "orange", "escalator", "tile 1A (1,1)", "tile 1A (1,4)")
    down = game.apply(up, Escalator(3, "orange"))
    assert hero_at(game, down, "orange") == ("1A", 1, 1)
    assert str(Escalator(3, "orange")) == "seat 3: orange dwarf takes the escalator"
    # on a laid (turned) tile too: tile 2's escalator joins 2 (1,4) and 2 (3,3) as it lies
    game, state = position(explored=MALL1, heroes={"purple": ("2", 3, 3)})
    assert hero_at(game, game.apply(state, Escalator(3, "purple")), "purple") == ("2", 1, 4)


@rule("magic_maze.escalator")
def test_the_escalator_only_from_one_of_its_ends():
    game, state = position()
    refused(game, state, Escalator(3, "orange"), "magic_maze.escalator",
            "The orange dwarf does not stand at the end of an escalator.")
    assert not any(isinstance(a, Escalator) for a in game.legal_actions(state))


@rule("magic_maze.escalator.free")
def test_the_far_end_of_the_escalator_must_be_free():
    game, state = position(heroes={"orange": ("1A", 1, 1), "yellow": ("1A", 1, 4)})
    refused(game, state, Escalator(3, "orange"), "magic_maze.escalator.free",
            "Another hero stands at the other end, tile 1A (1,4).")
    refused(game, state, Escalator(3, "yellow"), "magic_maze.escalator.free", "tile 1A (1,1)")


# -- exploring ---------------------------------------------------------------------------------------------------
@rule("magic_maze.explore")
def test_exploring_draws_the_top_tile_and_lays_it_at_the_exploration_space():
    game, state = position(heroes={"orange": ("1A", 1, 3)})
    assert Explore(1, "orange") in game.legal_actions(state)
    drawing, events = moved(game, state, Explore(1, "orange"))
    assert events == (Explored("magic_maze.explore", 1, "orange", "tile 1A (1,3)"),)
    assert game.is_chance_node(drawing) and drawing.phase == "draw" and drawing.pending == (1, "orange")
    assert game.current_player(drawing) is None
    outcomes = game.chance_outcomes(drawing)
    assert [o for o, _ in outcomes] == [Draw(str(n)) for n in range(2, 10)]
    assert all(p == Fraction(1, 8) for _, p in outcomes)
    assert game.legal_actions(drawing) == [o for o, _ in outcomes]
    laid, events = moved(game, drawing, Draw("6"))
    assert events == (TilePlaced("magic_maze.explore", "6", 0),)
    assert [p.tile for p in laid.placed] == ["1A", "6"] and laid.stack == ("2", "3", "4", "5", "7", "8", "9")
    assert laid.phase == "play" and laid.pending == (0, "")
    # the arrow joins the exploration space and points into the new tile
    assert named(laid, (at(laid, "1A", 1, 3)[0] - 1, at(laid, "1A", 1, 3)[1])) == ("6", 4, 2)
    assert laid.mall.space(at(laid, "6", 4, 2)).kind == "entry"
    assert [named(laid, c) for c in game.destinations(laid, "orange", "N")][:1] == [("6", 4, 2)]


@rule("magic_maze.explore")
def test_explore_only_from_an_exploration_space_of_the_heros_own_colour():
    game, state = position(heroes={"yellow": ("1A", 1, 3)})
    refused(game, state, Explore(1, "yellow"), "magic_maze.explore",
            "The yellow barbarian stands on an orange exploration space: a hero explores only from an exploration "
            "space of its own colour.")
    refused(game, state, Explore(1, "orange"), "magic_maze.explore", "The orange dwarf stands on no exploration space")
    # the entry arrow of a laid tile is no exploration space
    game, state = position(explored=MALL1, heroes={"yellow": ("2", 4, 2)})
    refused(game, state, Explore(1, "yellow"), "magic_maze.explore", "stands on no exploration space")


@rule("magic_maze.explore")
def test_a_tile_is_drawn_only_while_a_hero_explores():
    game, state = position(heroes={"orange": ("1A", 1, 3)})
    refused(game, state, Draw("2"), "magic_maze.explore", "No tile is being drawn now.")
    drawing = game.apply(state, Explore(1, "orange"))
    for action in [Move(4, "yellow", "1A", 1, 3), StartTimer(1), PlacePawn(1, 2), Explore(1, "orange")]:
        refused(game, drawing, action, "magic_maze.explore", "Wait: a tile is coming off the stack.")


@rule("magic_maze.mall.tiles")
def test_only_a_tile_of_the_stack_comes_off_it():
    game, state = position(explored=MALL1, heroes={"orange": ("8", 4, 2)})
    drawing = game.apply(state, Explore(1, "orange"))
    assert [o.tile for o, _ in game.chance_outcomes(drawing)] == ["3", "4", "5"]
    for tile in ["2", "1A", "10", "x", 3]:
        refused(game, drawing, Draw(tile), "magic_maze.mall.tiles", "is not in the stack")


@rule("magic_maze.explore.room")
def test_no_room_beside_the_exploration_space_no_exploring():
    game, state = position(explored=MALL1, heroes={"orange": ("1A", 1, 3)})
    refused(game, state, Explore(1, "orange"), "magic_maze.explore.room",
            "There is no room for a tile beside tile 1A (1,3): that side is explored already.")


@rule("magic_maze.explore.room")
def test_with_the_stack_used_up_nothing_can_be_explored():
    game, state = position(explored=FULL1, heroes={"orange": ("8", 4, 2)})
    assert state.stack == () and at(state, "8", 4, 2) in state.mall.unexplored()
    refused(game, state, Explore(1, "orange"), "magic_maze.explore.room",
            "The stack is used up: there is nothing left to explore.")
    assert not any(isinstance(a, Explore) for a in game.legal_actions(state))


#: scenario 2: tile 11 west of 1A, tile 3 south of 11; tile 3 (3,4) is a purple exploration space whose slot
#: lies south of 1A, where 1A (4,2) is a green exploration space
PASSAGE = (("11", ("1A", 2, 1)), ("3", ("11", 4, 2)))


@rule("magic_maze.explore.passages")
def test_a_new_tiles_exploration_space_touching_another_forms_a_passage_for_every_colour():
    game, state = position(scenario=2, explored=PASSAGE, heroes={"purple": ("3", 3, 4), "orange": ("1A", 4, 2)})
    assert game.destinations(state, "orange", "S") == []
    laid, events = moved(game, game.apply(state, Explore(1, "purple")), Draw("8"))
    assert events == (TilePlaced("magic_maze.explore.passages", "8", 1),)
    assert "and 1 more passage open" in events[0].text
    # 1A (4,2) (green) now faces tile 8 (1,3) (purple): the orange dwarf walks through
    assert laid.mall.space(at(laid, "8", 1, 3)).colour == "purple"
    ray = [named(laid, c) for c in game.destinations(laid, "orange", "S")]
    assert ray[0] == ("8", 1, 3)
    after = game.apply(laid, Move(1, "orange", *ray[-1]))
    assert hero_at(game, after, "orange") == ray[-1]
    # that side is explored now: the green elf cannot explore there any more
    green = game.apply(laid, Vortex(2, "orange", "1A", 4, 4))
    green = game.apply(green, Move(1, "green", "1A", 4, 3))
    green = game.apply(green, Move(2, "green", "1A", 4, 2))
    refused(game, green, Explore(1, "green"), "magic_maze.explore.room", "explored already")


@rule("magic_maze.explore.passages")
def test_the_explored_passage_is_open_to_every_colour_both_ways():
    game, state = position(explored=MALL1, heroes={"green": ("2", 4, 2)})
    back = game.apply(state, Move(1, "green", "1A", 1, 3))
    assert hero_at(game, back, "green") == ("1A", 1, 3)
    again = game.apply(back, Move(4, "green", "2", 1, 2))
    assert hero_at(game, again, "green") == ("2", 1, 2)


# -- special spaces act where an action ends --------------------------------------------------------------
@rule("magic_maze.special.end")
def test_passing_over_an_hourglass_does_nothing_stopping_on_it_flips():
    game, state = position(scenario=2, heroes={"purple": ("1A", 4, 1)}, sand=100)
    past, events = moved(game, state, Move(4, "purple", "1A", 1, 1))
    assert past.sand == 100 and past.used == () and event_types(events) == ["HeroMoved"]
    on, events = moved(game, state, Move(4, "purple", "1A", 3, 1))
    assert on.sand == 80 and on.used == (at(on, "1A", 3, 1),)
    assert isinstance(events[1], HourglassUsed)


@rule("magic_maze.special.end")
def test_passing_over_an_item_does_nothing_stopping_on_it_counts():
    items = {**ITEMS1, "green": ("8", 2, 1)}
    game, state = position(explored=MALL1, heroes=items)
    past, events = moved(game, state, Move(3, "green", "8", 2, 4))     # over the bow at 8 (2,3)
    assert not past.theft and event_types(events) == ["HeroMoved"]
    on, events = moved(game, state, Move(3, "green", "8", 2, 3))
    assert on.theft and event_types(events) == ["HeroMoved", "Theft"]


@rule("magic_maze.special.end")
def test_passing_over_an_exit_does_nothing_stopping_on_it_escapes():
    game, state = position(explored=MALL1, theft=True, heroes={"orange": ("1A", 1, 3)})
    past, events = moved(game, state, Move(4, "orange", "2", 2, 2))      # over the purple exit at 2 (3,2)
    assert hero_at(game, past, "orange") == ("2", 2, 2) and event_types(events) == ["HeroMoved"]
    out, events = moved(game, state, Move(4, "orange", "2", 3, 2))
    assert game.hero_cell(out, "orange") is None and event_types(events) == ["HeroMoved", "HeroEscaped"]


# -- whose action ------------------------------------------------------------------------------------------
@rule("magic_maze.play.own-actions")
def test_a_seat_performs_only_the_actions_on_its_own_tile_and_the_refusal_names_who_can():
    game, state = position(explored=MALL1, heroes={"orange": ("1A", 1, 1)})
    assert [game.seat_actions(state, s) for s in range(1, 5)] == [("explore", "S"), ("vortex", "W"),
                                                                  ("escalator", "E"), ("N",)]
    refused(game, state, Move(4, "green", "1A", 4, 3), "magic_maze.play.own-actions",
            "Seat 4 does not hold move south: only seat 1 holds it.")
    refused(game, state, Move(1, "yellow", "1A", 1, 3), "magic_maze.play.own-actions",
            "Seat 1 does not hold move north: only seat 4 holds it.")
    refused(game, state, Vortex(1, "green", "2", 2, 4), "magic_maze.play.own-actions", "only seat 2 holds it")
    refused(game, state, Escalator(2, "orange"), "magic_maze.play.own-actions",
            "Seat 2 does not hold escalator: only seat 3 holds it.")
    refused(game, state, Explore(4, "orange"), "magic_maze.play.own-actions", "only seat 1 holds it")
    legal = game.legal_actions(state)
    for action in legal:
        if isinstance(action, Move):
            direction = game.transition(state, action)[1][0].how
            assert direction in game.seat_actions(state, action.seat)


@rule("magic_maze.play.own-actions")
def test_with_more_players_several_seats_may_hold_an_action():
    game, state = position(players=6, explored=MALL1)
    assert game.holders(state, "W") == [2, 5] and game.holders(state, "E") == [3, 6]
    refused(game, state, Move(1, "orange", "1A", 2, 1), "magic_maze.play.own-actions",
            "Seat 1 does not hold move west: seats 2, 5 hold it.")
    for seat in (2, 5):
        assert Move(seat, "orange", "1A", 2, 1) in game.legal_actions(state)
    game, state = position(players=2, explored=MALL1)
    assert game.seat_actions(state, 1) == ("vortex", "N", "E") and game.holders(state, "S") == [2]


@rule("magic_maze.mistakes")
def test_a_legal_move_is_put_right_only_by_whoever_holds_the_opposite_action():
    game, state = position(explored=MALL1)
    too_far = game.apply(state, Move(4, "yellow", "2", 2, 2))           # meant to stop at 2 (3,2)
    refused(game, too_far, Move(4, "yellow", "2", 3, 2), "magic_maze.play.own-actions",
            "Seat 4 does not hold move south: only seat 1 holds it.")
    fixed = game.apply(too_far, Move(1, "yellow", "2", 3, 2))
    assert hero_at(game, fixed, "yellow") == ("2", 3, 2)
    # the engine keeps no history: nothing to take back in a game (Match's undo is for tutorials)
    assert not hasattr(game, "undo") and not hasattr(too_far, "previous")


# -- why this hero cannot reach this space (the board's answer to a click on an unlit space) ---------------------
@rule("magic_maze.move.blocked")
def test_why_not_reach_names_the_wall_or_the_hero_in_the_way():
    game, state = position(explored=MALL1)
    why = game.why_not_reach(state, "orange", ("1A", 4, 2))
    assert (why.rule, why.message) == ("magic_maze.move.blocked", "A wall stands between tile 1A (2,2) and (3,2), "
                                                                  "in the way of the orange dwarf going south.")
    why = game.why_not_reach(state, "green", ("1A", 1, 3))
    assert why.rule == "magic_maze.move.blocked"
    assert why.message.startswith("The yellow barbarian stands at tile 1A (2,3), in the way of the green elf going "
                                  "north")
    why = game.why_not_reach(state, "yellow", ("7", 1, 1))
    assert why.rule == "magic_maze.move.blocked" and why.message.startswith("No passage joins tile 1A (2,4) and "
                                                                            "tile 7 (1,1)")
    # a space it can reach: no refusal (by the seat holding the move, or by that seat named)
    assert game.why_not_reach(state, "green", ("1A", 4, 3)) is None
    assert game.why_not_reach(state, "green", ("1A", 4, 3), seat=1) is None
    assert game.why_not_reach(state, "green", at(state, "1A", 4, 3)) is None     # a mall cell works too


@rule("magic_maze.vortex")
def test_why_not_reach_a_vortex_of_another_colour_or_a_space_out_of_line():
    game, state = position(explored=MALL1)
    why = game.why_not_reach(state, "green", ("1A", 4, 1))
    assert why.rule == "magic_maze.vortex"
    assert why.message.startswith("Tile 1A (4,1) is a purple vortex: the green elf jumps only to a green vortex")
    why = game.why_not_reach(state, "orange", ("1A", 4, 1))
    assert "only to an orange vortex" in why.message
    why = game.why_not_reach(state, "green", ("2", 1, 3))
    assert (why.rule, why.message) == ("magic_maze.move.straight", "Tile 2 (1,3) is not in line with the green elf "
                                       "at tile 1A (3,3): a move goes straight north, south, east or west.")
    # its own colour's vortex is reached by the vortex, out of line or not
    assert game.why_not_reach(state, "green", ("1A", 2, 4)) is None


@rule("magic_maze.play.own-actions")
def test_why_not_reach_says_which_actions_the_seat_holds_and_who_holds_the_move():
    game, state = position(explored=MALL1)
    why = game.why_not_reach(state, "green", ("1A", 4, 3), seat=4)
    assert why.rule == "magic_maze.play.own-actions"
    assert why.message == ("Seat 4 does not hold move south: only seat 1 holds it. Seat 4 holds only move north.")
    why = game.why_not_reach(state, "green", ("1A", 2, 4), seat=1)           # its vortex: seat 2's
    assert why.rule == "magic_maze.play.own-actions"
    assert why.message == ("Seat 1 does not hold vortex: only seat 2 holds it. Seat 1 holds only explore and "
                           "move south.")
    # before the start nothing moves: the engine's reason
    game, state = position(explored=MALL1, started=False)
    assert game.why_not_reach(state, "green", ("1A", 4, 3)).rule == "magic_maze.play.start"
