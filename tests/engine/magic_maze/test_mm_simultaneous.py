"""Simultaneous play in the core, with Magic Maze: no player to move, every action names its seat.
engine.core.Match (apply, undo, redo, jump, JSON with seats), engine.core.autoplay (steps, play_out) and
the shared action contract handle a game whose ``current_player`` is None; the turn-based games keep theirs.
"""
from __future__ import annotations

import random

import pytest

import engine
from engine.core import Elapse, IllegalAction, Match, play_out, steps
from engine.magic_maze import Draw, Explore, MagicMaze, Move, PlacePawn, StartTimer, Vortex
from engine.magic_maze.planner import planner_policy
from mm_helpers import hero_at, position
from tests.engine.action_contract import check_all, check_seats


def test_the_game_is_simultaneous_and_the_others_are_not():
    assert MagicMaze.simultaneous is True
    for name in engine.games():
        game = engine.load(name)
        state = game.initial_state(0)
        if name == "magic_maze":
            assert game.current_player(state) is None
        else:
            assert game.simultaneous is False and game.current_player(state) is not None


def test_a_match_takes_any_seats_actions_in_any_order():
    game, start = position(players=4)
    m = Match(game, seed=3, start=start)
    assert game.current_player(m.state) is None
    for action in [Move(4, "yellow", "1A", 1, 3), Move(2, "orange", "1A", 2, 1), PlacePawn(3, 1),
                   Move(3, "green", "1A", 3, 4), Elapse(12), Move(1, "purple", "1A", 4, 2)]:
        events = m.apply(action)
        assert events and all(e.rule in game.rules for e in events)
        assert game.current_player(m.state) is None
    assert m.step == 6 and m.state.sand == 168 and m.state.pawn == 1
    assert hero_at(game, m.state, "purple") == ("1A", 4, 2)
    # an action by a seat that does not hold it is refused and changes nothing
    before = m.state
    with pytest.raises(IllegalAction) as info:
        m.apply(Move(4, "purple", "1A", 4, 1))
    assert info.value.rule == "magic_maze.play.own-actions" and "only seat 2 holds it" in info.value.message
    assert m.state is before and m.step == 6


def test_undo_and_redo_step_over_the_drawn_tile():
    game, start = position(players=4, heroes={"orange": ("1A", 1, 3)})
    m = Match(game, seed=8, start=start)
    m.apply(Move(3, "green", "1A", 3, 4))
    events = m.apply(Explore(1, "orange"))
    assert [type(e).__name__ for e in events] == ["Explored", "TilePlaced"]
    assert m.step == 3 and isinstance(m.actions[-1], Draw) and len(m.state.placed) == 2
    drawn = m.actions[-1]
    assert m.undo() and m.step == 1 and len(m.state.placed) == 1            # before the explore
    assert m.redo() and m.step == 3 and m.actions[-1] == drawn              # the same tile again
    m.jump(2)
    assert game.is_chance_node(m.state) and m.state.pending == (1, "orange")
    m.jump(3)
    m.restart()
    assert m.step == 0 and m.state == start
    # the tile drawn comes from the match's seed
    again = Match(game, seed=8, start=start)
    again.apply(Move(3, "green", "1A", 3, 4))
    again.apply(Explore(1, "orange"))
    assert again.actions[-1] == drawn


def test_a_match_file_keeps_every_actions_seat():
    game, start = position(players=5)
    m = Match(game, seed=2, start=start)
    for action in [Move(5, "orange", "1A", 2, 1), Move(2, "yellow", "1A", 2, 2), Vortex(2, "green", "1A", 2, 4)]:
        m.apply(action)
    back = Match.from_json(m.to_json())
    assert back.actions == m.actions and [a.seat for a in back.actions] == [5, 2, 2]
    assert back.state == m.state and back.game.settings == game.settings


def test_autoplay_plays_every_seat_and_chance():
    game = MagicMaze(scenario=2, players=3)
    seen_seats, chance = set(), 0
    state = game.initial_state(4)
    for action, state, events in steps(game, state, planner_policy, random.Random(4)):
        if isinstance(action, Draw):
            chance += 1
        else:
            seen_seats.add(action.seat)
    assert state.result == "won" and chance >= 4 and seen_seats == {1, 2, 3}
    final, n = play_out(game, 4, planner_policy)
    assert final == state and n > 20
    cut = list(steps(game, game.initial_state(4), planner_policy, random.Random(4), limit=7))
    assert len(cut) == 7 and cut[0][0] == StartTimer(1)


def test_the_action_contract_at_a_position_without_a_current_player():
    game, state = position(scenario=3, players=3, explored=(("2", ("1A", 1, 3)),))
    legal = game.legal_actions(state)
    check_seats(game, state, legal)
    seats = {a.seat for a in legal if hasattr(a, "seat")}
    assert seats == {1, 2, 3}
    assert [a for a in legal if isinstance(a, Elapse)] == [Elapse(s) for s in range(1, state.sand + 1)]
    applied = check_all(game, state, [Move(2, "yellow", "1A", 1, 3), Move(1, "yellow", "1A", 1, 3),
                                      Elapse(state.sand), Elapse(state.sand + 1), PlacePawn(3, 1)])
    assert applied == [Move(2, "yellow", "1A", 1, 3), Elapse(state.sand), PlacePawn(3, 1)]


def test_every_seat_sees_the_same_table_and_no_seat_the_order_of_the_stack():
    game, state = position(scenario=2, players=3, explored=(("2", ("1A", 1, 3)),))
    views = [game.observation(state, seat) for seat in (1, 2, 3)]
    assert [v.seat for v in views] == [1, 2, 3]
    assert all(v.placed == state.placed and v.heroes == state.heroes and v.holdings == state.holdings
               and v.stack_size == len(state.stack) for v in views)
    assert not hasattr(views[0], "stack")
    for seat in (0, 4, "1", True):
        with pytest.raises(ValueError, match=r"seat must be 1\.\.3"):
            game.observation(state, seat)
