"""The sand timer and talking: time passes only by Elapse, three minutes of sand, hourglass spaces turn
the timer over (left = 180 − left) and are marked out of order, running out loses; silence from the
starting flip, a talking window at each hourglass flip until the next action, scenario 1's beginners
talk at any time; the "Do Something!" pawn; the game start.

Tile 1A's hourglass is at 1A (3,1); a hero at 1A (4,1) moving north (seat 4) can stop on it.
"""
from __future__ import annotations

import pytest

from engine.core import Elapse
from engine.magic_maze import (HourglassUsed, MagicMaze, Move, PlacePawn, SandRanOut, StartTimer, TalkingEnds,
                               TalkingOpens)
from engine.magic_maze.game import SAND, PawnPlaced, TimePassed, TimerStarted
from mm_helpers import at, event_types, position, refused

rule = pytest.mark.rule
TO_HOURGLASS = Move(4, "purple", "1A", 3, 1)


def on_hourglass(scenario=2, sand=100, **kw):
    return position(scenario=scenario, heroes={"purple": ("1A", 4, 1)}, sand=sand, **kw)


# -- time ------------------------------------------------------------------------------------------------
@rule("magic_maze.timer")
def test_three_minutes_of_sand():
    game = MagicMaze(scenario=1, players=3)
    assert SAND == 180 and game.initial_state(5).sand == 180
    assert "sand not started" in game.describe(game.initial_state(5))
    game, state = position(sand=75)
    assert "sand 1:15 left" in game.describe(state)


@rule("magic_maze.timer")
def test_the_sand_running_out_loses_for_everybody():
    game, state = position(scenario=2, sand=30)
    after, events = game.transition(state, Elapse(30))
    assert after.sand == 0 and after.result == "lost" and game.is_terminal(after)
    assert event_types(events) == ["TimePassed", "SandRanOut"] and events[1] == SandRanOut("magic_maze.timer")
    assert game.winners(after) == () and game.legal_actions(after) == []
    assert "result: lost" in game.describe(after)


@rule("magic_maze.timer")
def test_no_more_time_than_the_sand_left():
    game, state = position(sand=30)
    refused(game, state, Elapse(31), "magic_maze.timer", "Only 30 s of sand are left.")
    assert Elapse(30) in game.legal_actions(state) and Elapse(31) not in game.legal_actions(state)


@rule("magic_maze.timer.elapse")
def test_time_passes_only_by_elapse():
    game, state = position(scenario=2, sand=100)
    after, events = game.transition(state, Elapse(7))
    assert after.sand == 93 and events == (TimePassed("magic_maze.timer.elapse", 7, 93),)
    assert events[0].quiet and str(Elapse(7)) == "7 seconds pass" and str(Elapse(1)) == "1 second pass"
    # hero actions take no time
    moved = game.apply(state, Move(4, "yellow", "1A", 1, 3))
    assert moved.sand == 100
    # every whole number of seconds up to the sand left is an action of its own
    legal = [a for a in game.legal_actions(state) if isinstance(a, Elapse)]
    assert legal == [Elapse(s) for s in range(1, 101)]


@rule("magic_maze.timer.elapse")
@pytest.mark.parametrize("seconds", [0, -5, True, 1.5, "3", None])
def test_time_passes_in_whole_seconds(seconds):
    game, state = position(sand=100)
    refused(game, state, Elapse(seconds), "magic_maze.timer.elapse", "Time passes in whole seconds, 1 or more")


@rule("magic_maze.timer.hourglass")
def test_an_hourglass_turns_the_timer_over():
    game, state = on_hourglass(sand=100)
    after, events = game.transition(state, TO_HOURGLASS)
    assert after.sand == SAND - 100 == 80 and after.flips == 1
    assert after.used == (at(after, "1A", 3, 1),)
    assert events[1] == HourglassUsed("magic_maze.timer.hourglass", "purple", "tile 1A (3,1)", 100, 80)
    assert "100 s left become 80 s" in events[1].text
    assert "h-" in "\n".join(game.describe(after).splitlines())          # the out-of-order marker
    # with little sand left, the flip gives much more
    game, state = on_hourglass(sand=20)
    assert game.apply(state, TO_HOURGLASS).sand == 160


@rule("magic_maze.timer.hourglass")
def test_a_used_hourglass_is_out_of_order():
    game, state = on_hourglass(sand=100, used=[("1A", 3, 1)])
    after, events = game.transition(state, TO_HOURGLASS)
    assert after.sand == 100 and after.flips == 1 and event_types(events) == ["HeroMoved"]
    # leaving and coming back does nothing either
    game, state = on_hourglass(sand=100)
    once = game.apply(state, TO_HOURGLASS)
    away = game.apply(game.apply(once, Elapse(10)), Move(1, "purple", "1A", 4, 1))
    back, events = game.transition(away, TO_HOURGLASS)
    assert back.sand == away.sand == 70 and back.flips == 1 and "HourglassUsed" not in event_types(events)


@rule("magic_maze.timer.hourglass")
def test_an_hourglass_reached_with_a_full_timer_runs_it_out():
    """Turned over while full, all the sand lies below: no time is left and the game is lost."""
    game, state = on_hourglass(sand=SAND)
    after, events = game.transition(state, TO_HOURGLASS)
    assert after.sand == 0 and after.result == "lost" and after.flips == 1
    assert event_types(events) == ["HeroMoved", "HourglassUsed", "SandRanOut"]


# -- talking -------------------------------------------------------------------------------------------------
@rule("magic_maze.setup.talk")
def test_before_the_timer_starts_everybody_may_plan():
    game = MagicMaze(scenario=2, players=4)
    state = game.initial_state(1)
    assert not state.started
    assert game.talking(state) == (True, "the timer has not been turned over yet: plan together",
                                   "magic_maze.setup.talk")
    assert "talking: yes — the timer has not been turned over yet" in game.describe(state)


@rule("magic_maze.talk.silence")
def test_silence_from_the_starting_flip():
    game = MagicMaze(scenario=2, players=4)
    state = game.apply(game.initial_state(1), StartTimer(3))
    talk, why, rid = game.talking(state)
    assert (talk, rid) == (False, "magic_maze.talk.silence") and "staring and the Do Something! pawn" in why
    assert game.observation(state, 2).talking is False
    # the starting flip opens no talking window (only hourglasses do)
    assert state.talk == "" and game.talking(game.apply(state, Elapse(10)))[0] is False


@rule("magic_maze.talk.hourglass")
def test_an_hourglass_flip_opens_talking_until_the_next_action():
    game, state = on_hourglass(sand=100)
    window, events = game.transition(state, TO_HOURGLASS)
    assert window.talk == "hourglass" and events[-1] == TalkingOpens("magic_maze.talk.hourglass")
    assert game.talking(window) == (True, "an hourglass turned the timer over: talk until somebody acts",
                                    "magic_maze.talk.hourglass")
    # the sand keeps running while they talk, and the pawn may move: still talking
    later = game.apply(game.apply(window, Elapse(25)), PlacePawn(2, 3))
    assert later.talk == "hourglass" and later.sand == 55
    # the first action by anyone ends it
    after, events = game.transition(later, Move(3, "green", "1A", 3, 4))
    assert after.talk == "" and events[0] == TalkingEnds("magic_maze.talk.hourglass", 3)
    assert game.talking(after)[0] is False


@rule("magic_maze.talk.beginners")
def test_scenario_1_talks_at_any_time():
    game = MagicMaze(scenario=1, players=4)
    state = game.initial_state(2)
    for s in (state, game.apply(state, StartTimer(1))):
        assert game.talking(s) == (True, "scenario 1 is for beginners: talking is allowed at any time",
                                   "magic_maze.talk.beginners")
    # an hourglass opens no window of its own, and nothing ends by acting
    game, state = on_hourglass(scenario=1, sand=100)
    after, events = game.transition(state, TO_HOURGLASS)
    assert after.talk == "" and "TalkingOpens" not in event_types(events) and game.talking(after)[0]
    # scenario 1's rule never carries forward
    assert MagicMaze(scenario=2).scenario.free_talk is False and MagicMaze(scenario=3).scenario.free_talk is False


@rule("magic_maze.pawn")
def test_the_do_something_pawn_goes_in_front_of_another_player():
    game, state = position(scenario=2)
    assert game.talking(state)[0] is False                 # allowed in silence
    after, events = game.transition(state, PlacePawn(1, 3))
    assert after.pawn == 3 and events == (PawnPlaced("magic_maze.pawn", 1, 3),)
    assert "seat 1 puts the Do Something! pawn in front of seat 3" == events[0].text == str(PlacePawn(1, 3))
    moved = game.apply(after, PlacePawn(4, 2))
    assert moved.pawn == 2
    refused(game, after, PlacePawn(2, 3), "magic_maze.pawn", "The pawn already stands in front of seat 3.")
    refused(game, state, PlacePawn(2, 2), "magic_maze.pawn", "Put the pawn in front of another player.")
    refused(game, state, PlacePawn(1, 5), "magic_maze.seats.order", "The pawn's target must be a seat from 1 to 4")
    pawns = [a for a in game.legal_actions(after) if isinstance(a, PlacePawn)]
    assert len(pawns) == 4 * 3 - 3 and all(a.target != 3 and a.target != a.seat for a in pawns)
    # before the game too; never in the solo variant (nobody to put it in front of)
    game = MagicMaze(scenario=2, players=3)
    assert PlacePawn(1, 2) in game.legal_actions(game.initial_state(0))
    solo = MagicMaze(scenario=2, players=1)
    assert not any(isinstance(a, PlacePawn) for a in solo.legal_actions(solo.initial_state(0)))


# -- the start of the game -----------------------------------------------------------------------------------
@rule("magic_maze.play.start")
def test_turning_the_timer_over_starts_the_game():
    game = MagicMaze(scenario=2, players=4)
    state = game.initial_state(3)
    legal = game.legal_actions(state)
    assert [a for a in legal if not isinstance(a, PlacePawn)] == [StartTimer(s) for s in range(1, 5)]
    refused(game, state, Move(4, "orange", "1A", 1, 2), "magic_maze.play.start",
            "Turn the sand timer over first: the game starts then.")
    refused(game, state, Elapse(5), "magic_maze.play.start", "no time passes before the game starts")
    started, events = game.transition(state, StartTimer(2))
    assert started.started and started.sand == SAND and events == (TimerStarted("magic_maze.play.start", 2),)
    assert "the game is on, 3 minutes of sand" in events[0].text
    refused(game, started, StartTimer(1), "magic_maze.play.start", "The timer is already running.")
    assert not any(isinstance(a, StartTimer) for a in game.legal_actions(started))
    # from then on every seat may act, at once, in any order, as often as it likes
    seats = {a.seat for a in game.legal_actions(started) if hasattr(a, "hero")}
    assert seats == {1, 2, 3, 4}
