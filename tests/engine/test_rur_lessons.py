"""The Rauf und Runter tutorial steps teach what they claim: each goal is open at the start, the
demonstration reaches it, and the mistakes the texts mention are refused with the rule named.
Steps are looked up by title, so reordering the tutorial does not break these tests."""
import pytest

from engine.core import run_demo
from engine.rauf_und_runter import GameWon, Move, Play, SupplyEmpty, TileDrawn
from engine.rauf_und_runter.board import GRID
from engine.rauf_und_runter.lessons import LESSONS

STEPS = LESSONS["basics"]


def step(title):
    [found] = [s for s in STEPS if s.title == title]
    return found


def test_step_titles_are_unique():
    assert len({s.title for s in STEPS}) == len(STEPS)


def test_the_hedge_step_refuses_the_straight_way_down():
    match = step("Hedges are walls").start()
    err = match.explain(Move(2, 2))      # the friend is 3 steps round, the roll is 3: ok
    assert err is None
    match2 = step("Super tile: shortcut").start()   # roll 1, hedge in between, shortcut held but not declared
    assert match2.explain(Move(2, 2)).rule == "rauf_und_runter.super.shortcut"


def test_the_speed_step_needs_the_tile():
    match = step("Super tile: speed").start()
    assert match.explain(Move(2, 4)).rule == "rauf_und_runter.move.exact"
    match.apply(Play("speed"))
    assert match.explain(Move(2, 4)) is None


SETUP = ("The box and the board", "Your chain of friends", "One super tile each", "The die")


def test_the_setup_demonstration_starts_from_a_fresh_game():
    s = step(SETUP[0])
    match = s.start()
    game = match.game
    assert s.goal is None and match.step == 1 and match.state.phase == "move"   # only the first roll made
    assert match.state == game.apply(game.initial_state(match.seed), match.actions[0])
    assert game.players == 4 and game.settings == type(game)(players=4).settings
    assert {k for t in match.state.tiles for k, n in enumerate(t) if n} == {0, 1, 2}, "every kind is held"


def test_the_setup_steps_follow_the_first_round_of_that_game_one_player_each():
    """Board, chains, super tiles, die: each step starts where the one before ends, and shows the
    next player's first walk (red, blue, yellow, green), so the round goes on while the setup is
    explained; the first steps hide the board parts they have not taught yet."""
    first = [step(t) for t in SETUP]
    assert first[0] is STEPS[0] and [STEPS.index(s) for s in first] == [0, 1, 2, 3]
    for before, after in zip(first, first[1:]):
        assert after.start().state == run_demo(before).state
    movers = [s.start().state.current for s in first]
    assert movers == [0, 1, 2, 3]
    assert run_demo(first[-1]).state.current == 0, "then it is red's turn again"
    hidden = [set(s.options.get("hide", ())) for s in first]
    assert hidden[0] == {"chain", "super-tiles", "tile-spaces", "supply"}
    assert hidden[1] == {"super-tiles", "tile-spaces", "supply"}, "the chain step shows the chains"
    assert hidden[2] == hidden[3] == {"tile-spaces"}, "the super tiles and the supply are shown from then on"


def test_parts_are_hidden_until_the_step_that_teaches_them_and_the_last_turn_is_played_without_highlights():
    titles = [s.title for s in STEPS]
    speed = titles.index("Super tile: speed")
    for i, s in enumerate(STEPS):
        hidden = set(s.options.get("hide", ()))
        assert ("tile-spaces" in hidden) == (i < speed), s.title
    last = STEPS[-1]
    assert last.goal is not None and last.options == {"show_highlights": False}
    assert all(s.options.get("show_highlights", True) for s in STEPS[:-1])
    match = last.start()
    assert not last.check_goal(match)
    match.apply(Move(4, 2))
    assert last.check_goal(match), "one walk of exactly 3 round the hedge meets the tortoise"


def test_the_turn_demonstration_goes_round_clockwise_from_the_chosen_player():
    s = step("Who starts, and whose turn is next")
    match = s.start()
    assert match.game.settings["first_player"] == 2 and match.state.current == 2
    end = run_demo(s)
    movers = [a for a in end.actions if isinstance(a, Move)]
    assert len(movers) == 4
    seen = []
    for i, action in enumerate(end.actions):
        if isinstance(action, Move):
            seen.append(end._states[i].current)
    assert seen == [2, 3, 0, 1] and end.state.current == 2


def test_the_burrow_step_is_refused_nothing_and_turns_nothing():
    s = step("Burrows are ordinary spaces")
    end = run_demo(s)
    assert end.state.flips == 0 and end.state.positions[0] == GRID.square(1, 5)
    assert end.state.positions[1] == GRID.square(1, 5), "blue's figure shares the burrow"


def test_the_short_supply_step_starts_from_the_flippers_left():
    s = step("When the supply runs short")
    start = s.start().state
    assert start.current == 1 and sum(start.supply) == 1
    events = run_demo(s).events_since(0)
    assert [(type(e), e.player) for e in events if isinstance(e, (TileDrawn, SupplyEmpty))] == \
        [(TileDrawn, 2), (SupplyEmpty, 3), (SupplyEmpty, 0)]


def test_the_winning_step_refuses_a_move_after_the_win():
    end = run_demo(step("Winning"))
    assert end.state.over
    assert end.explain(Move(1, 2)).rule == "rauf_und_runter.game.over"


@pytest.mark.parametrize("title, winners", [("Home on landing", (1,)), ("Sharing the win", (1, 2))])
def test_the_landing_steps_end_the_game(title, winners):
    end = run_demo(step(title))
    assert end.state.winners == winners and end.state.side == 1
    [won] = [e for e in end.events_since(0) if isinstance(e, GameWon)]
    assert won.winners == winners and won.landing
    assert not any(isinstance(e, TileDrawn) for e in end.events_since(0))
