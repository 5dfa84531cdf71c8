"""Settings, set-up, seats, the scenarios' tiles, scenario 3's passing of the action tiles, and the solo
variant (its pile of seven single-action tiles, only the top one usable, recycling unshuffled, a reshuffle
at every hourglass flip, and the chance outcomes of turning a tile).
"""
from __future__ import annotations

import itertools
from fractions import Fraction

import pytest

from engine.core import Elapse
from engine.magic_maze import (SCENARIOS, SETS, MagicMaze, Move, Placed, Reveal, StartTimer, TurnTile, Vortex)
from engine.magic_maze.components import ACTION_TILES, PLANNED, SOLO_TILES, tile_text
from engine.magic_maze.game import SoloRecycled, SoloShuffled, SoloTurned, TilesPassed
from engine.magic_maze.tiles import CENTRE
from mm_helpers import event_types, position, refused

rule = pytest.mark.rule


# -- settings -----------------------------------------------------------------------------------------------
@rule("magic_maze.scenario.tiles")
@pytest.mark.parametrize("number", range(4, 18))
def test_scenarios_4_to_17_are_refused_clearly_until_built(number):
    with pytest.raises(ValueError) as info:
        MagicMaze(scenario=number)
    assert str(info.value) == f"scenario {number} ({PLANNED[number]}) is not built yet; choose scenario 1, 2 or 3"


@rule("magic_maze.scenario.tiles")
@pytest.mark.parametrize("value", [0, 18, -1, True, 1.0, "1", None, [1]])
def test_other_scenario_values_are_refused(value):
    with pytest.raises(ValueError) as info:
        MagicMaze(scenario=value)
    assert str(info.value) == f"scenario must be 1, 2 or 3, not {value!r}"


@rule("magic_maze.solo")
@pytest.mark.parametrize("value", [0, 9, -2, True, 2.0, "4", None])
def test_players_are_1_to_8(value):
    with pytest.raises(ValueError) as info:
        MagicMaze(players=value)
    assert str(info.value) == f"players must be 1..8 (1 is the solo variant), not {value!r}"


@rule("magic_maze.scenario.pass")
def test_scenario_3_needs_two_players():
    with pytest.raises(ValueError, match=r"^scenario 3 \(Passing the actions\) needs at least 2 players, not 1$"):
        MagicMaze(scenario=3, players=1)
    assert MagicMaze(scenario=3, players=2).players == 2


@rule("magic_maze.setup.actions")
@pytest.mark.parametrize("players, tiles, message", [
    (2, ["T1"], "action_tiles must be the 2-player set T1, T2 in any order, one per seat, not ['T1']"),
    (2, ["T1", "T1"], "action_tiles must be the 2-player set T1, T2 in any order, one per seat, not ['T1', 'T1']"),
    (3, ["T1", "T2", "T3"], "action_tiles must be the 3-player set T3, T4, T5 in any order, one per seat, "
                            "not ['T1', 'T2', 'T3']"),
    (2, [1, "T1"], "action_tiles must be the 2-player set T1, T2 in any order, one per seat, not [1, 'T1']"),
    (2, "T1T2", "action_tiles must be the 2-player set T1, T2 in any order, one per seat, not 'T1T2'"),
    (4, ["T2", "T5", "T6", "T7"], "action_tiles must be the 4-player set T2b, T5, T6, T7 in any order, one per seat, "
                                  "not ['T2', 'T5', 'T6', 'T7']"),
    (1, [], "the solo variant deals no action tiles: leave action_tiles out, not []"),
])
def test_action_tiles_setting_is_checked(players, tiles, message):
    with pytest.raises(ValueError) as info:
        MagicMaze(players=players, action_tiles=tiles)
    assert str(info.value) == message


def test_unknown_settings_are_named():
    with pytest.raises(ValueError, match=r"^unknown setting\(s\) colour; Magic Maze has action_tiles, players, "
                                         r"scenario$"):
        MagicMaze(colour="red")
    assert MagicMaze().settings == {"scenario": 1, "players": 4, "action_tiles": None}


# -- set-up ------------------------------------------------------------------------------------------------------
@rule("magic_maze.setup.start")
@pytest.mark.parametrize("scenario", [1, 2, 3])
def test_setup_start_tile_stack_and_heroes_on_the_central_spaces(scenario):
    game = MagicMaze(scenario=scenario, players=3)
    orders = set()
    for seed in range(200):
        s = game.initial_state(seed)
        assert s.placed == (Placed("1A", (0, 0), 0),)
        assert sorted(s.heroes) == sorted(CENTRE) and len(set(s.heroes)) == 4
        assert s.stack == SCENARIOS[scenario].stack and not s.started and s.sand == 180
        assert s.phase == "play" and s.used == () and not s.theft and s.result == "" and s.pawn == 0
        orders.add(s.heroes)
        game.validate_state(s)
    assert len(orders) == 24                            # every order of the four heroes comes up
    assert game.initial_state(11) == game.initial_state(11)


@rule("magic_maze.scenario.tiles")
def test_each_scenario_says_its_stack_and_start_side():
    assert (SCENARIOS[1].stack, SCENARIOS[1].start) == (tuple(str(n) for n in range(2, 10)), "1A")
    assert (SCENARIOS[2].stack, SCENARIOS[2].start) == (tuple(str(n) for n in range(2, 13)), "1A")
    assert (SCENARIOS[3].stack, SCENARIOS[3].start) == (tuple(str(n) for n in range(2, 13)), "1A")
    assert [SCENARIOS[n].exits for n in (1, 2, 3)] == ["purple", "own", "own"]
    assert [SCENARIOS[n].pass_tiles for n in (1, 2, 3)] == [False, False, True]
    for n in (1, 2, 3):
        game = MagicMaze(scenario=n, players=2)
        assert f"scenario {n} ({SCENARIOS[n].title})" in game.describe(game.initial_state(0))
        assert f"stack {len(SCENARIOS[n].stack)} tile(s)" in game.describe(game.initial_state(0))


@rule("magic_maze.setup.actions")
@pytest.mark.parametrize("players", range(2, 9))
def test_action_tiles_are_dealt_at_random_from_the_players_set(players):
    game = MagicMaze(players=players)
    deals = {game.initial_state(seed).holdings for seed in range(40)}
    assert all(sorted(d) == sorted(SETS[players]) for d in deals)
    assert len(deals) > 1
    # between them the seats hold every action
    assert set(itertools.chain.from_iterable(ACTION_TILES[t] for t in SETS[players])) == set(SOLO_TILES)
    given = tuple(reversed(SETS[players]))
    assert MagicMaze(players=players, action_tiles=given).initial_state(3).holdings == given


@rule("magic_maze.setup.actions")
def test_the_nine_physical_tiles_and_the_sets_by_player_count():
    assert SETS[2] == ("T1", "T2") and SETS[3] == ("T3", "T4", "T5")
    assert SETS[4] == ("T2b", "T5", "T6", "T7")
    for n in range(5, 9):
        assert SETS[n][:-1] == SETS[n - 1]
    assert [SETS[n][-1] for n in range(5, 9)] == ["T8", "T9", "T3b", "T4b"]
    assert ACTION_TILES["T1"] == ("vortex", "N", "E") and ACTION_TILES["T2"] == ("escalator", "explore", "S", "W")
    assert tile_text("T5") == "T5 (vortex, west)" and tile_text("T5x") == "T5x (west + crossed-out vortex)"
    game = MagicMaze(players=1)
    assert game.initial_state(0).holdings == ("",)


@rule("magic_maze.seats.order")
def test_seats_are_numbered_from_1_in_the_circle():
    game, state = position(players=4)
    assert game.current_player(state) is None and game.simultaneous
    for seat in [0, 5, -1, "1", True, None, 1.0]:
        refused(game, state, Move(seat, "yellow", "1A", 1, 3), "magic_maze.seats.order",
                f"The seat must be a seat from 1 to 4, not {seat!r}.")
    refused(game, state, StartTimer(7), "magic_maze.seats.order", "not 7")
    assert "seats: 1 T2b, 2 T5, 3 T6, 4 T7" in game.describe(state)


# -- scenario 3: passing the actions -----------------------------------------------------------------------------
@rule("magic_maze.scenario.pass")
def test_scenario_3_passes_the_action_tiles_to_the_left_at_every_hourglass_flip():
    game, state = position(scenario=3, players=3, heroes={"purple": ("1A", 4, 1)}, sand=90)
    assert state.holdings == ("T3", "T4", "T5")               # seat 2 holds north
    after, events = game.transition(state, Move(2, "purple", "1A", 3, 1))
    assert after.holdings == ("T5", "T3", "T4")               # each tile went to the next seat
    assert events[-1] == TilesPassed("magic_maze.scenario.pass", ("T5", "T3", "T4"))
    assert events[-1].text == "the action tiles pass to the left: seat 1 T5, seat 2 T3, seat 3 T4"
    # north now belongs to seat 3
    talk_over = game.apply(after, Elapse(5))
    refused(game, talk_over, Move(2, "yellow", "1A", 1, 3), "magic_maze.play.own-actions",
            "Seat 2 does not hold move north: only seat 3 holds it.")
    assert game.apply(talk_over, Move(3, "yellow", "1A", 1, 3)).holdings == ("T5", "T3", "T4")  # moves pass nothing


@rule("magic_maze.scenario.pass")
def test_passing_keeps_the_crossed_out_sides_and_other_scenarios_pass_nothing():
    game, state = position(scenario=3, players=4, heroes={"purple": ("1A", 4, 1)}, theft=True, sand=90)
    assert game.apply(state, Move(4, "purple", "1A", 3, 1)).holdings == ("T7", "T2b", "T5x", "T6")
    game, state = position(scenario=2, players=3, heroes={"purple": ("1A", 4, 1)}, sand=90)
    after, events = game.transition(state, Move(2, "purple", "1A", 3, 1))
    assert after.holdings == state.holdings and "TilesPassed" not in event_types(events)


# -- the solo variant ---------------------------------------------------------------------------------------------
def solo(scenario=1, **kw):
    return position(scenario=scenario, players=1, **kw)


@rule("magic_maze.solo")
def test_solo_a_shuffled_pile_of_seven_and_nothing_usable_before_a_tile_is_turned():
    game = MagicMaze(scenario=2, players=1)
    state = game.initial_state(4)
    assert state.solo_pile == tuple(sorted(SOLO_TILES)) and state.solo_shuffled and state.solo_discard == ()
    refused(game, state, TurnTile(1), "magic_maze.play.start", "Turn the sand timer over first")
    state = game.apply(state, StartTimer(1))
    assert game.seat_actions(state, 1) == ()
    refused(game, state, Move(1, "orange", *hero_step(game, state)), "magic_maze.solo",
            "Only the action on top of the discard pile may be used, and no tile has been turned over yet")
    hero_actions = [a for a in game.legal_actions(state) if hasattr(a, "hero")]
    assert hero_actions == [] and TurnTile(1) in game.legal_actions(state)


def hero_step(game, state):
    """Some space the orange dwarf could move to in a straight line (ignoring who may)."""
    for d in "NESW":
        cells = game.destinations(state, "orange", d)
        if cells:
            return state.mall.square(cells[0])
    raise AssertionError("the orange dwarf is boxed in")


@rule("magic_maze.solo")
def test_solo_turning_a_tile_is_chance_and_only_the_top_action_is_usable():
    game, state = solo()
    turning, events = game.transition(state, TurnTile(1))
    assert game.is_chance_node(turning) and turning.phase == "turn" and events == ()
    outcomes = game.chance_outcomes(turning)
    assert [o for o, _ in outcomes] == [Reveal(a) for a in sorted(SOLO_TILES)]
    assert all(p == Fraction(1, 7) for _, p in outcomes)
    north, events = game.transition(turning, Reveal("N"))
    assert north.solo_discard == ("N",) and len(north.solo_pile) == 6 and north.phase == "play"
    assert events == (SoloTurned("magic_maze.solo", "N"),)
    assert events[0].text == "the move north tile comes up: only move north may be used now"
    assert game.seat_actions(north, 1) == ("N",)
    assert {type(a).__name__ for a in game.legal_actions(north) if hasattr(a, "hero")} == {"Move"}
    game.apply(north, Move(1, "yellow", "1A", 1, 3))
    refused(game, north, Move(1, "green", "1A", 4, 3), "magic_maze.solo",
            "Only the action on top of the discard pile may be used, and the move north tile is on top: turn tiles "
            "until move south comes up.")
    refused(game, north, Vortex(1, "green", "1A", 2, 4), "magic_maze.solo", "turn tiles until vortex comes up")
    # the next tile is chance again, from the six left
    again = game.apply(north, TurnTile(1))
    assert len(game.chance_outcomes(again)) == 6 and Reveal("N") not in dict(game.chance_outcomes(again))
    refused(game, again, Reveal("N"), "magic_maze.solo", "No 'N' tile is left in the pile.")
    refused(game, north, Reveal("S"), "magic_maze.solo", "No action tile is being turned now.")
    refused(game, again, Move(1, "yellow", "1A", 1, 3), "magic_maze.solo",
            "Wait: an action tile is being turned over.")


@rule("magic_maze.solo")
def test_turning_tiles_is_for_the_solo_variant_only():
    game, state = position(players=2)
    refused(game, state, TurnTile(1), "magic_maze.solo", "Turning action tiles is for the solo variant only.")
    refused(game, state, Reveal("N"), "magic_maze.solo", "No action tile is being turned now.")


@rule("magic_maze.solo.recycle")
def test_the_pile_used_up_the_discard_pile_is_turned_over_unshuffled():
    order = ("S", "vortex", "N", "E", "W", "explore", "escalator")
    game, state = solo(solo_pile=(), solo_discard=order, solo_shuffled=False)
    assert game.seat_actions(state, 1) == ("escalator",)
    after, events = game.transition(state, TurnTile(1))
    assert event_types(events) == ["SoloRecycled", "SoloTurned"] and events[0] == SoloRecycled("magic_maze.solo.recycle")
    # the first tile turned is on top again: no chance involved
    assert not game.is_chance_node(after)
    assert after.solo_discard == ("S",) and after.solo_pile == order[1:] and not after.solo_shuffled
    nxt, events = game.transition(after, TurnTile(1))
    assert nxt.solo_discard == ("S", "vortex") and events == (SoloTurned("magic_maze.solo", "vortex"),)


@rule("magic_maze.solo.reshuffle")
def test_at_every_hourglass_flip_both_piles_are_shuffled_and_nothing_is_usable():
    game, state = solo(scenario=2, heroes={"purple": ("1A", 4, 1)}, sand=70, solo_pile=("E", "S", "W", "escalator"),
                       solo_discard=("explore", "vortex", "N"), solo_shuffled=False)
    after, events = game.transition(state, Move(1, "purple", "1A", 3, 1))
    assert after.sand == 110 and events[-1] == SoloShuffled("magic_maze.solo.reshuffle")
    assert after.solo_pile == tuple(sorted(SOLO_TILES)) and after.solo_discard == () and after.solo_shuffled
    assert game.seat_actions(after, 1) == ()
    # the next tile is chance, and turning it also ends the talking window
    turned, events = game.transition(after, TurnTile(1))
    assert game.is_chance_node(turned) and event_types(events) == ["TalkingEnds"]


@rule("magic_maze.solo")
def test_solo_after_the_theft_the_vortex_tile_stays_in_the_pile_but_is_useless():
    game, state = solo(theft=True, solo_pile=("E", "S", "W", "escalator", "explore", "N"), solo_discard=("vortex",),
                       solo_shuffled=False)
    assert game.seat_actions(state, 1) == ()
    refused(game, state, Vortex(1, "green", "1A", 2, 4), "magic_maze.theft.no-vortex")
