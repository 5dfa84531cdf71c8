"""One or more tests per Rauf und Runter rule id, on hand-built positions with explicit chance.

Positions are ``dataclasses.replace``d initial states (rur_play.position); chance outcomes (Roll(n),
Draw(kind)) are applied like actions. Spaces are (row, col) counted from 1 in code, comments and
the engine's texts alike. The desert side (0) has the friends chameleon (2,2), beetle (4,4),
mouse (2,4), tortoise (4,2); the underground side (1) chameleon (1,3), beetle (3,5), mouse (5,3),
tortoise (3,1).
"""
from __future__ import annotations

import copy
from dataclasses import replace
from fractions import Fraction

import pytest

from engine.core import IllegalAction
from engine.rauf_und_runter import (RULES, BoardFlipped, Draw, FriendMet, GameWon, Move, Moved, Play,
                                    RaufUndRunter, Roll, Rolled, SupplyEmpty, TargetRevealed, TileDrawn,
                                    TilePlayed, TurnPassed, flip_cell)
from engine.rauf_und_runter.board import (DESERT, FRIENDS, GRID, SIDES, START, UNDERGROUND,
                                          validate_side)
from rur_play import brute_walks, cell, give, neighbours, position, rc, reference_walks, wall_set

rule = pytest.mark.rule
CHAMELEON, BEETLE, MOUSE, TORTOISE = range(4)
RED, BLUE, YELLOW, GREEN = range(4)


def refused(game, state, action, rule_id, *words):
    """``action`` raises IllegalAction citing ``rule_id`` (message containing ``words``), explain
    agrees, it is not legal, and the state is untouched."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, action)
    exc = info.value
    assert exc.rule == rule_id, exc
    assert exc.rule in RULES and exc.message and rule_id in str(exc)
    for w in words:
        assert w in exc.message, exc.message
    explained = game.explain(state, action)
    assert explained is not None and explained.rule == rule_id and str(explained) == str(exc)
    plain = all(type(v) in (int, str) for v in vars(action).values()) if hasattr(action, "__dict__") else False
    if plain:                                  # Roll(True) == Roll(1) as dataclasses, so only for plain fields
        assert action not in game.legal_actions(state)
    assert state == before
    return exc


def at_move(game, roll, **changes):
    """A move-phase position: red to move ``roll`` steps (the die already rolled). The underground
    side is up after one flip unless ``flips`` says otherwise."""
    changes.setdefault("flips", changes.get("side", 0))
    state = position(game, **changes)
    if "tiles" not in changes:                           # nobody holds a super tile unless given one
        for q in range(game.players):
            state = give(state, q, (0, 0, 0))
    state = game.apply(replace(state, phase="roll"), Roll(roll))
    game.validate_state(state)
    return state


def moves(game, state):
    """The legal moves as {(row, col) counted from 1: shortcut tiles used}."""
    return {(a.row, a.col): a.shortcuts for a in game.legal_actions(state) if isinstance(a, Move)}


def as_rc(ends):
    """Walk ends {cell number: passes} as {(row, col) counted from 1: passes}, like ``moves``."""
    return {rc(i): u for i, u in ends.items()}


# -- the board ------------------------------------------------------------------------------------
@rule("rauf_und_runter.board.sides")
@pytest.mark.parametrize("side", [0, 1])
def test_every_space_of_each_side_is_reachable(side):
    """An independent breadth-first search over the wall data reaches all 25 spaces."""
    walls = wall_set(side)
    seen, todo = {0}, [0]
    while todo:
        i = todo.pop()
        for j in neighbours(i):
            if frozenset((i, j)) not in walls and j not in seen:
                seen.add(j)
                todo.append(j)
    assert seen == set(range(25))
    # every wall is between two neighbours, and none is listed twice
    assert len(walls) == len(SIDES[side].walls)
    assert all(len(w) == 2 and set(neighbours(min(w))) >= {max(w)} for w in walls)


@rule("rauf_und_runter.board.sides")
def test_friends_and_burrows_of_the_two_sides():
    for side in SIDES:
        assert len(side.friends) == len(FRIENDS) == len(set(side.friends))
        assert not set(side.friends) & set(side.burrows)
        assert set(START) <= set(side.burrows)
    assert sorted(DESERT.burrows) == sorted([(1, 1), (1, 5), (5, 5), (5, 1)])
    assert sorted(UNDERGROUND.burrows) == sorted([(1, 1), (1, 5), (5, 5), (5, 1), (3, 3)])
    assert DESERT.wall_name == "hedge" and UNDERGROUND.wall_name == "rock wall"
    # each friend stands elsewhere on the other side
    assert all(a != b for a, b in zip(DESERT.friends, UNDERGROUND.friends))


@rule("rauf_und_runter.board.sides")
@pytest.mark.parametrize("change, words", [
    (dict(walls=DESERT.walls + (((1, 1), (1, 2)),)), "cannot be reached"),           # (1,1) walled in
    (dict(friends=((1, 1), (4, 4), (2, 4), (4, 2))), "spaces of their own"),
    (dict(friends=((2, 2), (4, 4), (2, 4), (4, 2), (3, 3))), "each of the 4 friends"),
    (dict(burrows=((1, 1), (1, 5), (5, 5), (4, 1))), "every corner"),
    (dict(friends=((2, 2), (4, 4), (2, 4), (6, 2))), "off the 5×5 board"),
])
def test_a_broken_side_is_refused(change, words):
    walls = change.get("walls")
    if walls is not None:
        change = {**change, "walls": walls + (((1, 1), (2, 1)),)}
    bad = replace(DESERT, **change)
    with pytest.raises(ValueError, match=words):
        validate_side(bad)


@rule("rauf_und_runter.board.flip-mapping")
def test_flip_cell_maps_row_r_col_c_to_row_r_col_6_minus_c():
    for r in range(1, 6):
        for c in range(1, 6):
            assert rc(flip_cell(cell(r, c))) == (r, 6 - c)
            assert flip_cell(flip_cell(cell(r, c))) == cell(r, c)
    # corners stay corners (burrows on both sides) and the middle column stays put
    assert {flip_cell(cell(*b)) for b in START} == {cell(*b) for b in START}


@rule("rauf_und_runter.board.flip-mapping")
def test_a_flip_maps_every_figure_and_turns_the_board():
    game = RaufUndRunter(players=4)
    # red has met its friend and steps into the corner burrow (1,1); the others stand about
    others = {BLUE: cell(2, 4), YELLOW: cell(3, 3), GREEN: cell(5, 2)}
    state = at_move(game, 1, positions=(cell(1, 2), others[BLUE], others[YELLOW], others[GREEN]),
                    chains=((MOUSE, BEETLE), (BEETLE,), (MOUSE,), (BEETLE,)),
                    heading_home=(True, False, False, False))
    after, events = game.transition(state, Move(1, 1))
    assert after.side == 1 and after.flips == 1
    assert after.positions == (cell(1, 5), cell(2, 2), cell(3, 3), cell(5, 4))
    assert [e for e in events if isinstance(e, BoardFlipped)] == [BoardFlipped("rauf_und_runter.flip.trigger", RED, 1)]


# -- setup ------------------------------------------------------------------------------------------
@rule("rauf_und_runter.setup.start")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_in_the_corner_burrows_desert_up(players):
    game = RaufUndRunter(players=players)
    for seed in range(5):
        s = game.initial_state(seed)
        assert s.side == 0 and s.flips == 0 and s.phase == "roll" and s.current == 0 and s.turn == 1
        assert s.positions == tuple(cell(*START[p]) for p in range(players))
        assert all(rc(p) in DESERT.burrows for p in s.positions)
        assert s.heading_home == (False,) * players and s.winners == ()
        assert game.is_chance_node(s)


@rule("rauf_und_runter.setup.start")
@pytest.mark.parametrize("value, words", [(1, "players"), (5, "players"), ("2", "players"), (True, "players"),
                                          (None, "players")])
def test_players_setting_is_validated(value, words):
    with pytest.raises(ValueError, match=words):
        RaufUndRunter(players=value)


@rule("rauf_und_runter.setup.tiles")
def test_each_colour_has_every_friend_twice():
    for seed in range(40):
        s = RaufUndRunter(players=4, friends=8).initial_state(seed)
        for chain in s.chains:
            assert sorted(chain) == [0, 0, 1, 1, 2, 2, 3, 3]
    for seed in range(40):
        for chain in RaufUndRunter(players=3).initial_state(seed).chains:
            assert all(chain.count(f) <= 2 for f in range(4))


@rule("rauf_und_runter.setup.chain")
@pytest.mark.parametrize("friends", [1, 2, 4, 8])
def test_chain_length_is_the_friends_setting(friends):
    game = RaufUndRunter(players=3, friends=friends)
    starts = [game.initial_state(seed) for seed in range(30)]
    assert all(len(c) == friends for s in starts for c in s.chains)
    assert all(game.target(s, p) == s.chains[p][0] for s in starts for p in range(3))
    assert len({s.chains for s in starts}) > 1          # shuffled per seed


@rule("rauf_und_runter.setup.chain")
@pytest.mark.parametrize("value", [0, 9, -1, "4", 2.0, True])
def test_friends_setting_is_validated(value):
    with pytest.raises(ValueError, match=r"friends .*1\.\.8"):
        RaufUndRunter(friends=value)


@rule("rauf_und_runter.setup.chain")
def test_unknown_settings_are_named():
    with pytest.raises(ValueError, match="colour"):
        RaufUndRunter(colour="red")


@rule("rauf_und_runter.setup.super-tiles")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_draws_one_super_tile(players):
    game = RaufUndRunter(players=players)
    kinds = set()
    for seed in range(30):
        s = game.initial_state(seed)
        assert all(sum(t) == 1 for t in s.tiles)
        assert tuple(sum(t[k] for t in s.tiles) + s.supply[k] for k in range(3)) == (6, 5, 5)
        kinds |= {t.index(1) for t in s.tiles}
    assert kinds == {0, 1, 2}


# -- settings of the components ----------------------------------------------------------------------
@rule("rauf_und_runter.super.split")
@pytest.mark.parametrize("value", [(1, 2), (1, 2, 3, 4), (-1, 5, 5), (1, 0, 0), "6,5,5", (1.0, 1, 1), None,
                                   (True, 1, 1)])
def test_super_tile_split_is_validated(value):
    with pytest.raises(ValueError, match="super_tiles"):
        RaufUndRunter(players=2, super_tiles=value)


@rule("rauf_und_runter.super.split")
def test_super_tile_split_is_a_setting():
    game = RaufUndRunter(players=2, super_tiles=[0, 0, 2])
    assert game.settings["super_tiles"] == (0, 0, 2)
    s = game.initial_state(3)
    assert s.tiles == ((0, 0, 1), (0, 0, 1)) and s.supply == (0, 0, 0)
    assert RaufUndRunter().settings["super_tiles"] == (6, 5, 5)


@rule("rauf_und_runter.flip.draw-order")
def test_an_empty_supply_draws_nothing():
    """Both tiles of a 2-tile set are held: after the flip the slower player draws nothing."""
    game = RaufUndRunter(players=2, super_tiles=(1, 1, 0))
    state = at_move(game, 1, positions=(cell(1, 2), cell(3, 3)), chains=((MOUSE,), (BEETLE,)),
                    heading_home=(True, False), tiles=((1, 0, 0), (0, 1, 0)), supply=(0, 0, 0))
    assert state.supply == (0, 0, 0)
    after, events = game.transition(state, Move(1, 1))
    assert SupplyEmpty("rauf_und_runter.flip.draw-order", BLUE) in events
    assert "draws nothing" in SupplyEmpty("rauf_und_runter.flip.draw-order", BLUE).text
    assert after.phase == "roll" and after.draws == () and after.tiles == state.tiles
    assert not any(isinstance(e, TileDrawn) for e in events)
    assert [o for o, _ in game.chance_outcomes(after)][0] == Roll(1)


@rule("rauf_und_runter.flip.draw-order")
def test_the_supply_runs_out_part_way_through_the_draws():
    """Three slower players, one tile left: the first draws it, the other two draw nothing."""
    game = RaufUndRunter(players=4, super_tiles=(1, 1, 2, ))
    s = position(game, positions=(cell(1, 2), cell(3, 3), cell(3, 4), cell(4, 3)),
                 chains=((MOUSE,), (BEETLE,), (BEETLE,), (BEETLE,)), heading_home=(True, False, False, False))
    for q in range(4):
        s = give(s, q, (0, 0, 0))
    s = give(give(give(s, 0, (1, 0, 0)), 1, (0, 1, 0)), 2, (0, 0, 1))
    assert s.supply == (0, 0, 1)
    s = game.apply(replace(s, phase="roll"), Roll(1))
    after, events = game.transition(s, Move(1, 1))
    assert after.phase == "draw" and after.draws == (BLUE, YELLOW, GREEN)
    assert game.chance_outcomes(after) == [(Draw("shortcut"), Fraction(1))]
    refused(game, after, Draw("speed"), "rauf_und_runter.super.split", "no 'speed' tile")
    final, events = game.transition(after, Draw("shortcut"))
    assert [type(e) for e in events] == [TileDrawn, SupplyEmpty, SupplyEmpty, TurnPassed]
    assert [e.player for e in events] == [BLUE, YELLOW, GREEN, BLUE]
    assert final.phase == "roll" and final.tiles[BLUE] == (0, 1, 1) and final.supply == (0, 0, 0)


# -- turns and the die ----------------------------------------------------------------------------
@rule("rauf_und_runter.super.after-roll")
def test_super_tiles_come_after_the_roll():
    game = RaufUndRunter(players=2)
    s = replace(game.initial_state(0), tiles=((1, 1, 0), (0, 0, 0)), supply=(5, 4, 5))
    game.validate_state(s)
    for tile in ("speed", "luck"):
        refused(game, s, Play(tile), "rauf_und_runter.super.after-roll", "after the roll")
    s = game.apply(s, Roll(1))
    assert Play("speed") in game.legal_actions(s) and Play("luck") in game.legal_actions(s)


@rule("rauf_und_runter.turn.order")
def test_roll_then_move_then_the_next_player():
    game = RaufUndRunter(players=3)
    s = game.initial_state(0)
    refused(game, s, Move(1, 2), "rauf_und_runter.turn.order", "Roll the die first")
    assert game.legal_actions(s) == [Roll(1), Roll(2), Roll(3)]
    s, events = game.transition(s, Roll(2))
    assert events == (Rolled("rauf_und_runter.turn.order", RED, 2, False),) and s.phase == "move"
    refused(game, s, Roll(3), "rauf_und_runter.turn.order", "already been rolled")
    s, events = game.transition(s, Move(1, 3))
    assert events[-1] == TurnPassed("rauf_und_runter.turn.order", BLUE)
    assert s.current == BLUE and s.phase == "roll" and s.roll == 0 and s.turn == 2
    for _ in range(2):
        s = game.apply(s, Roll(1))
        s = game.apply(s, next(a for a in game.legal_actions(s) if isinstance(a, Move)))
    assert s.current == RED and s.turn == 4


@rule("rauf_und_runter.turn.order")
def test_first_player_setting():
    game = RaufUndRunter(players=4, first_player=2)
    s = game.initial_state(1)
    assert s.current == 2 and game.current_player(s) == 2 and s.first_player == 2
    for bad in (4, -1, "0", None):
        with pytest.raises(ValueError, match="first_player"):
            RaufUndRunter(players=4, first_player=bad)
    with pytest.raises(ValueError, match="first_player"):
        RaufUndRunter(players=2, first_player=2)


@rule("rauf_und_runter.turn.order")
@pytest.mark.parametrize("thing", [None, 3, "roll", (1, 2), object()])
def test_something_that_is_no_action_is_refused(thing):
    game = RaufUndRunter()
    s = game.initial_state(0)
    exc = refused(game, s, thing, "rauf_und_runter.turn.order")
    assert "not a move in Rauf und Runter" in exc.message


@rule("rauf_und_runter.die.faces")
def test_the_die_is_a_chance_node_with_its_faces():
    game = RaufUndRunter()
    s = game.initial_state(0)
    assert game.settings["die_faces"] == (1, 1, 2, 2, 3, 3)
    assert game.chance_outcomes(s) == [(Roll(1), Fraction(1, 3)), (Roll(2), Fraction(1, 3)), (Roll(3), Fraction(1, 3))]
    refused(game, s, Roll(4), "rauf_und_runter.die.faces", "no face 4", "1, 1, 2, 2, 3, 3")
    refused(game, s, Roll(0), "rauf_und_runter.die.faces")
    odd = RaufUndRunter(die_faces=[1, 3, 3, 6])
    assert odd.chance_outcomes(odd.initial_state(0)) == [(Roll(1), Fraction(1, 4)), (Roll(3), Fraction(1, 2)),
                                                         (Roll(6), Fraction(1, 4))]


@rule("rauf_und_runter.die.faces")
@pytest.mark.parametrize("value", [True, 1.0, "1"])
def test_a_roll_that_is_not_a_whole_number_is_refused(value):
    game = RaufUndRunter()
    refused(game, game.initial_state(0), Roll(value), "rauf_und_runter.die.faces")


@rule("rauf_und_runter.die.faces")
@pytest.mark.parametrize("value", [(), [0, 1], [7], "123", None, [1, 2.0], [True]])
def test_die_faces_setting_is_validated(value):
    with pytest.raises(ValueError, match="die_faces"):
        RaufUndRunter(die_faces=value)


# -- movement ---------------------------------------------------------------------------------------
@rule("rauf_und_runter.move.exact")
@pytest.mark.parametrize("side", [0, 1])
def test_walk_ends_match_a_brute_force_enumeration_of_every_walk(side):
    """All starts, 1–5 steps, no stops / the friends / the burrows as stops, 0–2 wall passes."""
    masks = SIDES[side].masks
    stop_sets = [frozenset(), SIDES[side].friend_cells[:1], SIDES[side].burrow_cells]
    for start in range(25):
        for steps in range(1, 6):
            for stops in stop_sets:
                for passes in range(3 if steps <= 4 else 1):
                    want = brute_walks(side, start, steps, stops, passes)
                    assert GRID.walk_ends(masks, start, steps, stops, passes) == want, (side, start, steps, passes)
                    assert reference_walks(side, start, steps, stops, passes) == want


@rule("rauf_und_runter.move.exact")
def test_legal_moves_are_the_exact_count_walks():
    """Through the game: every legal Move is a walk end of the roll, with the tiles it needs."""
    game = RaufUndRunter(players=2)
    for side in (0, 1):
        for start in range(0, 25, 3):
            for roll in (1, 2, 3):
                for held in ((0, 0, 0), (0, 0, 1), (0, 0, 2)):
                    s = give(at_move(game, roll, side=side, positions=(start, cell(3, 3))), RED, held)
                    stops = game.stop_cells(s, RED)
                    want = brute_walks(side, start, roll, stops, held[2])
                    assert moves(game, s) == as_rc(want)
                    assert game.walk_ends(s) == want


@rule("rauf_und_runter.move.exact")
def test_back_and_forth_and_exact_count():
    """From (1,1) on the desert: 2 steps may come back to the start; (1,2) is 1 step away, so not
    the end of any 2-step walk (parity); 3 steps can reach (1,2) by going there and back."""
    game = RaufUndRunter()
    s = at_move(game, 2, chains=((BEETLE,) * 1 + (MOUSE,), (BEETLE,)))
    assert moves(game, s) == {(1, 1): 0, (1, 3): 0, (2, 2): 0}
    new, events = game.transition(s, Move(1, 1))
    assert new.positions[RED] == cell(1, 1)
    assert events[0] == Moved("rauf_und_runter.move.exact", RED, cell(1, 1), cell(1, 1), 2)
    exc = refused(game, s, Move(1, 2), "rauf_und_runter.move.exact", "exactly 2 steps", "(1,2)")
    assert exc.message == "No walk of exactly 2 steps ends on (1,2)."
    refused(game, s, Move(5, 5), "rauf_und_runter.move.exact")
    s3 = at_move(game, 3, chains=((BEETLE, MOUSE), (BEETLE,)))
    assert (1, 2) in moves(game, s3) and (1, 1) not in moves(game, s3)


@rule("rauf_und_runter.move.walls")
def test_walls_block_a_move():
    """(1,2)→(2,2) crosses the hedge between them: with 1 step the only walk goes through it."""
    game = RaufUndRunter()
    s = give(at_move(game, 1, positions=(cell(1, 2), cell(1, 5)), chains=((BEETLE,), (BEETLE,))), RED, (1, 0, 0))
    assert moves(game, s) == {(1, 1): 0, (1, 3): 0}
    exc = refused(game, s, Move(2, 2), "rauf_und_runter.move.walls", "(2,2)", "a hedge")
    assert exc.message == "Every walk of 1 step to (2,2) crosses a hedge."
    # two walls: (1,2)→(2,2)→(2,3) needs both the hedge below and the hedge to the right
    s2 = give(at_move(game, 2, positions=(cell(1, 2), cell(1, 5)), chains=((BEETLE,), (BEETLE,))), RED, (0, 0, 1))
    assert game.walk_ends(s2) == brute_walks(0, cell(1, 2), 2, game.stop_cells(s2, RED), 1)
    assert game.walk_ends(s2, shortcuts=0) == brute_walks(0, cell(1, 2), 2, game.stop_cells(s2, RED), 0)


@rule("rauf_und_runter.move.walls")
def test_walls_on_the_underground_side():
    game = RaufUndRunter()
    # (3,3) is walled off to the north and east: from (3,3) one step reaches only (3,2) and (4,3)
    s = at_move(game, 1, side=1, positions=(cell(3, 3), cell(1, 1)), chains=((BEETLE,), (BEETLE,)))
    assert moves(game, s) == {(3, 2): 0, (4, 3): 0}
    refused(game, s, Move(2, 3), "rauf_und_runter.move.walls", "crosses a rock wall")
    refused(game, s, Move(3, 4), "rauf_und_runter.move.walls")


@rule("rauf_und_runter.move.share")
def test_figures_share_spaces_and_walk_over_burrows():
    game = RaufUndRunter(players=3)
    # blue and yellow stand on (1,3); red joins them; then red crosses the burrow (1,5)... by walking
    s = at_move(game, 2, positions=(cell(1, 1), cell(1, 3), cell(1, 3)), chains=((BEETLE,), (BEETLE,), (BEETLE,)))
    s = game.apply(s, Move(1, 3))
    assert s.positions == (cell(1, 3),) * 3
    # a player looking for a friend may walk onto and over a burrow: (2,5)→(1,5)→(2,5)
    s = at_move(game, 2, positions=(cell(2, 5), cell(1, 3), cell(1, 3)), chains=((BEETLE,), (BEETLE,), (BEETLE,)))
    assert (2, 5) in moves(game, s)
    assert brute_walks(0, cell(2, 5), 2)[cell(2, 5)] == 0
    s1 = at_move(game, 1, positions=(cell(2, 5), cell(1, 3), cell(1, 3)), chains=((BEETLE,), (BEETLE,), (BEETLE,)))
    after, events = game.transition(s1, Move(1, 5))
    assert after.side == 0 and after.positions[RED] == cell(1, 5)     # no flip: red has not met a friend
    assert not any(isinstance(e, BoardFlipped) for e in events)


@rule("rauf_und_runter.move.meet-stops")
def test_reaching_the_friend_ends_the_move():
    """Red at (2,1) looks for the chameleon at (2,2) and rolls 3: entering (2,2) ends the walk, so
    the spaces only reachable through it are out of reach this turn."""
    game = RaufUndRunter()
    s = at_move(game, 3, positions=(cell(2, 1), cell(1, 5)), chains=((CHAMELEON, MOUSE), (BEETLE,)))
    assert game.stop_cells(s, RED) == frozenset({cell(2, 2)})
    assert moves(game, s) == {(2, 2): 0, (1, 3): 0, (1, 1): 0}
    assert as_rc(brute_walks(0, cell(2, 1), 3, frozenset({cell(2, 2)}))) == moves(game, s)
    without_stop = as_rc(brute_walks(0, cell(2, 1), 3))
    assert (4, 2) in without_stop and (3, 1) in without_stop
    # (4,2) is 3 steps away through (2,2) only, or through a hedge: the engine names the wall
    refused(game, s, Move(4, 2), "rauf_und_runter.move.walls", "Every walk of 3 steps to (4,2) crosses a hedge")
    refused(game, s, Move(5, 5), "rauf_und_runter.move.exact", "exactly 3 steps")
    refused(game, s, Move(2, 1), "rauf_und_runter.move.exact")               # parity: 3 steps never end at the start
    after, events = game.transition(s, Move(2, 2))
    assert after.positions[RED] == cell(2, 2)
    assert events[0] == Moved("rauf_und_runter.move.meet-stops", RED, cell(2, 1), cell(2, 2), 3, True)
    assert events[0].text == "red walks (2,1) → (2,2): reaching the target ends the move"
    assert any(isinstance(e, FriendMet) for e in events)


@rule("rauf_und_runter.move.meet-stops")
def test_heading_home_every_burrow_stops_the_walk():
    game = RaufUndRunter()
    s = at_move(game, 3, positions=(cell(1, 2), cell(5, 5)), chains=((MOUSE,), (BEETLE,)),
                heading_home=(True, False))
    assert game.stop_cells(s, RED) == DESERT.burrow_cells
    assert game.target(s, RED) is None
    got = moves(game, s)
    assert got == as_rc(brute_walks(0, cell(1, 2), 3, DESERT.burrow_cells))
    # (1,2)→(1,1) stops there: no walk continues past the burrow back to (1,2) or down
    assert (1, 1) in got and (2, 1) not in got and (1, 2) not in got


@rule("rauf_und_runter.friend.meet")
def test_meeting_the_friend_takes_the_tile_and_turns_the_target_to_a_burrow():
    game = RaufUndRunter()
    s = at_move(game, 1, positions=(cell(2, 1), cell(1, 5)), chains=((CHAMELEON, MOUSE, BEETLE), (BEETLE,)))
    after, events = game.transition(s, Move(2, 2))
    met = FriendMet("rauf_und_runter.friend.meet", RED, CHAMELEON, 2, False)
    assert met in events and "meets the chameleon" in met.text and "now to a burrow" in met.text
    assert after.chains[RED] == (MOUSE, BEETLE) and after.heading_home[RED]
    assert game.target(after, RED) is None and game.stop_cells(after, RED) == DESERT.burrow_cells
    # the turn ends; the next friend (mouse) is not a target yet: walking onto it later does nothing
    assert after.current == BLUE and events[-1] == TurnPassed("rauf_und_runter.turn.order", BLUE)
    assert after.side == 0 and after.flips == 0
    later = at_move(game, 1, positions=(cell(2, 5), cell(5, 5)), chains=((MOUSE, BEETLE), (BEETLE,)),
                    heading_home=(True, False))
    later, events = game.transition(later, Move(2, 4))   # onto the mouse's space: not a target yet
    assert later.chains[RED] == (MOUSE, BEETLE) and later.heading_home[RED]
    assert not any(isinstance(e, FriendMet) for e in events)


@rule("rauf_und_runter.friend.meet")
def test_target_cycle_friend_then_burrow_then_next_friend():
    game = RaufUndRunter(players=2)
    s = at_move(game, 1, positions=(cell(2, 1), cell(5, 5)), chains=((CHAMELEON, TORTOISE), (BEETLE,)))
    assert game.target(s, RED) == CHAMELEON
    s = game.apply(s, Move(2, 2))                        # meets the chameleon
    assert game.target(s, RED) is None
    s = game.apply(game.apply(s, Roll(1)), Move(5, 4))   # blue's turn
    s = game.apply(s, Roll(2))
    s, events = game.transition(s, Move(1, 1))           # red (2,2)→(2,1)→(1,1): a burrow
    assert any(isinstance(e, BoardFlipped) for e in events)
    assert game.target(s, RED) == TORTOISE and s.chains[RED] == (TORTOISE,)
    assert game.stop_cells(s, RED) == frozenset({UNDERGROUND.friend_cells[TORTOISE]})


# -- the flip -----------------------------------------------------------------------------------------
def flip_position(game, **changes):
    """Red (heading home, chain mouse→beetle) at (1,2), 1 step from the burrow (1,1)."""
    base = dict(positions=(cell(1, 2),) + (cell(3, 3),) * (game.players - 1),
                chains=((MOUSE, BEETLE),) + ((BEETLE,),) * (game.players - 1),
                heading_home=(True,) + (False,) * (game.players - 1))
    base.update(changes)
    return at_move(game, 1, **base)


@rule("rauf_und_runter.flip.trigger")
def test_a_player_who_met_a_friend_reaching_a_burrow_flips_the_board():
    game = RaufUndRunter(players=2)
    s = flip_position(game)
    after, events = game.transition(s, Move(1, 1))
    assert [type(e) for e in events][:3] == [Moved, BoardFlipped, TargetRevealed]
    assert events[1].text == "red reaches a burrow and turns the board: underground side up"
    assert after.side == 1 and after.flips == 1 and after.positions[RED] == cell(1, 5)
    # blue had not met: it draws a super tile before the turn passes
    assert after.phase == "draw" and after.current == RED and after.turn == s.turn
    after, events = game.transition(after, Draw("speed"))
    assert events[-1] == TurnPassed("rauf_und_runter.turn.order", BLUE)
    assert after.current == BLUE and after.phase == "roll" and after.turn == s.turn + 1


@rule("rauf_und_runter.flip.trigger")
def test_the_flip_ends_the_walk_at_the_burrow():
    game = RaufUndRunter(players=2)
    s = flip_position(game, positions=(cell(1, 2), cell(3, 3)))
    s3 = game.apply(replace(s, phase="roll"), Roll(3))
    ends = moves(game, s3)
    assert (1, 1) in ends and (2, 1) not in ends        # (2,1) only via the burrow (1,1)
    after = game.apply(s3, Move(1, 1))
    assert after.side == 1


@rule("rauf_und_runter.flip.trigger")
def test_a_flip_back_to_the_desert():
    game = RaufUndRunter(players=2)
    s = flip_position(game, side=1, positions=(cell(3, 2), cell(1, 1)), flips=1)
    after, events = game.transition(s, Move(3, 3))      # the middle burrow of the underground
    assert after.side == 0 and after.flips == 2 and after.positions == (cell(3, 3), cell(1, 5))
    assert events[1] == BoardFlipped("rauf_und_runter.flip.trigger", RED, 0)


@rule("rauf_und_runter.flip.reveal")
def test_after_a_flip_players_who_met_turn_up_their_next_friend():
    game = RaufUndRunter(players=3)
    s = flip_position(game, positions=(cell(1, 2), cell(5, 3), cell(4, 1)),
                      chains=((MOUSE, BEETLE), (TORTOISE, CHAMELEON), (BEETLE,)),
                      heading_home=(True, True, False))
    after, events = game.transition(s, Move(1, 1))
    assert TargetRevealed("rauf_und_runter.flip.reveal", RED, MOUSE) in events
    assert TargetRevealed("rauf_und_runter.flip.reveal", BLUE, TORTOISE) in events
    assert after.heading_home == (False, False, False)
    assert game.target(after, RED) == MOUSE and game.target(after, BLUE) == TORTOISE
    assert after.chains[:2] == ((MOUSE, BEETLE), (TORTOISE, CHAMELEON))       # turned up, not met
    assert after.draws == (YELLOW,)                                          # only yellow draws
    # the new targets are looked for on the underground side
    assert game.stop_cells(after, RED) == frozenset({UNDERGROUND.friend_cells[MOUSE]})


@rule("rauf_und_runter.flip.reveal")
def test_a_player_who_met_every_friend_keeps_heading_home_through_a_flip():
    game = RaufUndRunter(players=2, friends=2)
    s = flip_position(game, chains=((MOUSE,), ()), heading_home=(True, True), positions=(cell(1, 2), cell(3, 4)))
    after, events = game.transition(s, Move(1, 1))
    assert after.heading_home == (False, True) and after.chains[BLUE] == ()
    assert not any(isinstance(e, TargetRevealed) and e.player == BLUE for e in events)
    assert after.draws == () and after.phase == "roll"


@rule("rauf_und_runter.flip.catch-up")
def test_slower_players_draw_a_super_tile_each_as_chance_nodes():
    game = RaufUndRunter(players=4)
    s = flip_position(game)
    supply = s.supply
    after, events = game.transition(s, Move(1, 1))
    assert after.phase == "draw" and after.draws == (BLUE, YELLOW, GREEN)
    assert game.is_chance_node(after) and after.current == RED       # the turn passes after the draws
    total = sum(supply)
    assert game.chance_outcomes(after) == [(Draw(k), Fraction(n, total))
                                           for k, n in zip(("speed", "luck", "shortcut"), supply) if n]
    assert sum(p for _, p in game.chance_outcomes(after)) == 1
    refused(game, after, Move(2, 2), "rauf_und_runter.flip.catch-up", "draw their super tiles first")
    refused(game, after, Roll(1), "rauf_und_runter.flip.catch-up")
    seen = []
    for kind in ("luck", "speed", "luck"):
        before = after
        after, events = game.transition(after, Draw(kind))
        q = before.draws[0]
        seen.append(q)
        assert events[0] == TileDrawn("rauf_und_runter.flip.catch-up", q, kind)
        k = ("speed", "luck", "shortcut").index(kind)
        assert after.tiles[q][k] == before.tiles[q][k] + 1 and after.supply[k] == before.supply[k] - 1
        assert after.chains[q] == before.chains[q] and not after.heading_home[q]      # same target
    assert seen == [BLUE, YELLOW, GREEN]
    assert after.phase == "roll" and after.current == BLUE and not after.draws
    refused(game, after, Draw("speed"), "rauf_und_runter.flip.catch-up", "right after the board turns over")


@rule("rauf_und_runter.flip.catch-up")
def test_draw_probabilities_follow_the_supply():
    game = RaufUndRunter(players=2, super_tiles=(3, 0, 1))
    s = flip_position(game)
    s = give(give(s, RED, (0, 0, 0)), BLUE, (0, 0, 0))
    after = game.apply(s, Move(1, 1))
    assert game.chance_outcomes(after) == [(Draw("speed"), Fraction(3, 4)), (Draw("shortcut"), Fraction(1, 4))]
    refused(game, after, Draw("luck"), "rauf_und_runter.super.split", "no 'luck' tile")
    refused(game, after, Draw("gold"), "rauf_und_runter.super.split")


@rule("rauf_und_runter.flip.lucky")
def test_standing_on_the_friend_after_the_flip_meets_it_at_once():
    """Blue looks for the chameleon and stands at (1,3) on the desert; the underground chameleon is
    at (1,3), which (1,3) maps to. Yellow has met a friend, turns up the tortoise and stands where
    the underground tortoise is (3,1) — from (3,5) on the desert."""
    game = RaufUndRunter(players=3)
    s = flip_position(game, positions=(cell(1, 2), cell(1, 3), cell(3, 5)),
                      chains=((MOUSE, BEETLE), (CHAMELEON, BEETLE), (TORTOISE, MOUSE)),
                      heading_home=(True, False, True))
    after, events = game.transition(s, Move(1, 1))
    lucky = [e for e in events if isinstance(e, FriendMet)]
    assert lucky == [FriendMet("rauf_und_runter.flip.lucky", BLUE, CHAMELEON, 1, True),
                     FriendMet("rauf_und_runter.flip.lucky", YELLOW, TORTOISE, 1, True)]
    assert "lucky" in lucky[0].text
    assert after.heading_home == (False, True, True)
    assert after.chains == ((MOUSE, BEETLE), (BEETLE,), (MOUSE,))
    assert after.draws == (BLUE,)                       # blue had not met at the flip: it still draws
    # next turn blue heads for a burrow
    after = game.apply(after, Draw("speed"))
    assert game.stop_cells(after, BLUE) == UNDERGROUND.burrow_cells


@rule("rauf_und_runter.flip.lucky")
def test_no_lucky_meeting_on_another_space():
    game = RaufUndRunter(players=2)
    s = flip_position(game, positions=(cell(1, 2), cell(1, 4)), chains=((MOUSE,), (CHAMELEON,)))
    after, events = game.transition(s, Move(1, 1))
    assert not any(isinstance(e, FriendMet) for e in events) and not after.heading_home[BLUE]


# -- super tiles ----------------------------------------------------------------------------------
@rule("rauf_und_runter.super.use")
def test_any_number_of_tiles_each_once_back_to_the_supply():
    game = RaufUndRunter(players=2)
    s = give(at_move(game, 1, positions=(cell(3, 3), cell(1, 5)), chains=((BEETLE,), (BEETLE,))), RED, (2, 1, 1))
    supply = s.supply
    assert Play("speed") in game.legal_actions(s) and Play("luck") in game.legal_actions(s)
    s, ev = game.transition(s, Play("speed"))
    assert ev == (TilePlayed("rauf_und_runter.super.speed", RED, "speed"),) and "back to the supply" in ev[0].text
    s = game.apply(s, Play("speed"))
    assert s.tiles[RED] == (0, 1, 1) and s.supply == (supply[0] + 2, supply[1], supply[2]) and s.steps == 5
    refused(game, s, Play("speed"), "rauf_und_runter.super.use", "no speed tile")
    assert Play("speed") not in game.legal_actions(s)
    s = game.apply(game.apply(s, Play("luck")), Roll(2))
    assert s.tiles[RED] == (0, 0, 1) and s.steps == 6
    refused(game, s, Play("luck"), "rauf_und_runter.super.use", "no luck tile")
    refused(game, s, Play("banana"), "rauf_und_runter.super.use", "not a super tile")
    refused(game, s, Play(3), "rauf_und_runter.super.use")


@rule("rauf_und_runter.super.use")
def test_more_shortcuts_than_held_is_refused():
    game = RaufUndRunter(players=2)
    s = give(at_move(game, 1, positions=(cell(1, 2), cell(1, 5)), chains=((BEETLE,), (BEETLE,))), RED, (0, 0, 1))
    refused(game, s, Move(2, 2, 2), "rauf_und_runter.super.use", "holds 1 shortcut tile, not 2")


@rule("rauf_und_runter.super.speed")
def test_speed_adds_two_steps():
    game = RaufUndRunter(players=2)
    s = give(at_move(game, 1, chains=((BEETLE,), (BEETLE,))), RED, (1, 0, 0))
    assert moves(game, s) == {(1, 2): 0, (2, 1): 0}
    refused(game, s, Move(3, 2), "rauf_und_runter.move.exact", "exactly 1 step ")
    s = game.apply(s, Play("speed"))
    assert s.bonus == 2 and s.steps == 3
    assert moves(game, s) == as_rc(brute_walks(0, cell(1, 1), 3, game.stop_cells(s, RED)))
    assert (3, 2) in moves(game, s)                      # (1,1)→(2,1)→(2,2)→(3,2)
    after, events = game.transition(s, Move(3, 2))
    assert any(isinstance(e, Moved) and e.steps == 3 for e in events)
    assert after.bonus == 0


@rule("rauf_und_runter.super.luck")
def test_luck_rolls_again_and_the_new_roll_replaces_the_old():
    game = RaufUndRunter(players=2)
    s = give(at_move(game, 1, chains=((BEETLE,), (BEETLE,))), RED, (1, 1, 0))
    s = game.apply(s, Play("speed"))
    s, events = game.transition(s, Play("luck"))
    assert events == (TilePlayed("rauf_und_runter.super.luck", RED, "luck"),)
    assert s.phase == "roll" and game.is_chance_node(s) and game.current_player(s) == RED
    assert [o for o, _ in game.chance_outcomes(s)] == [Roll(1), Roll(2), Roll(3)]
    refused(game, s, Move(1, 2), "rauf_und_runter.turn.order")
    s, events = game.transition(s, Roll(2))
    assert events == (Rolled("rauf_und_runter.super.luck", RED, 2, True),) and "rolls again: 2" in events[0].text
    assert s.roll == 2 and s.steps == 4 and s.phase == "move"         # the speed bonus stays


@rule("rauf_und_runter.super.shortcut")
def test_a_shortcut_passes_one_wall_and_returns_to_the_supply():
    game = RaufUndRunter(players=2)
    s = give(at_move(game, 1, positions=(cell(1, 2), cell(1, 5)), chains=((BEETLE,), (BEETLE,))), RED, (0, 0, 1))
    assert moves(game, s) == {(1, 1): 0, (1, 3): 0, (2, 2): 1}
    assert Move(2, 2, 1) in game.legal_actions(s) and "through 1 wall (shortcut)" in str(Move(2, 2, 1))
    refused(game, s, Move(2, 2), "rauf_und_runter.super.shortcut", "use 1 shortcut tile")
    refused(game, s, Move(1, 1, 1), "rauf_und_runter.super.shortcut", "needs only 0 shortcut tiles")
    refused(game, s, Move(1, 1, -1), "rauf_und_runter.super.shortcut", "0 or more")
    refused(game, s, Play("shortcut"), "rauf_und_runter.super.shortcut", "choose a move through the wall")
    supply = s.supply
    after, events = game.transition(s, Move(2, 2, 1))
    assert events[0] == TilePlayed("rauf_und_runter.super.shortcut", RED, "shortcut")
    assert after.positions[RED] == cell(2, 2) and after.tiles[RED] == (0, 0, 0)
    assert after.supply == (supply[0], supply[1], supply[2] + 1)


@rule("rauf_und_runter.super.shortcut")
def test_two_shortcuts_pass_two_walls():
    """Desert (2,4) to (5,4) in 3 steps goes straight down through the hedges under (2,4) and
    under (4,4); every other 3-step walk to (5,4) is longer."""
    game = RaufUndRunter(players=2)
    s = give(at_move(game, 3, positions=(cell(2, 4), cell(1, 1)), chains=((CHAMELEON,), (BEETLE,))),
             RED, (0, 0, 2))
    want = brute_walks(0, cell(2, 4), 3, game.stop_cells(s, RED), 2)
    assert want[cell(5, 4)] == 2
    assert game.walk_ends(s) == want and moves(game, s) == as_rc(want)
    two = [i for i, u in want.items() if u == 2]
    assert two, "some space needs two shortcuts"
    r, c = rc(two[0])
    refused(game, s, Move(r, c, 1), "rauf_und_runter.super.shortcut", "use 2 shortcut tiles")
    s1 = give(s, RED, (0, 0, 1))
    refused(game, s1, Move(r, c, 1), "rauf_und_runter.move.walls", "crosses 2 hedges")
    after = game.apply(s, Move(r, c, 2))
    assert after.tiles[RED] == (0, 0, 0) and after.positions[RED] == two[0]


# -- the end ---------------------------------------------------------------------------------------
@rule("rauf_und_runter.win")
def test_every_friend_met_then_a_burrow_wins():
    game = RaufUndRunter(players=2, friends=1)
    s = flip_position(game, chains=((), (BEETLE,)))
    after, events = game.transition(s, Move(1, 1))
    assert events[-1] == GameWon("rauf_und_runter.win", RED) and "wins" in events[-1].text
    assert after.winners == (RED,) and game.winners(after) == (RED,) and game.is_terminal(after)
    assert after.side == 0 and after.flips == 0                # no flip: the game is over
    assert "winner: red" in game.describe(after)


@rule("rauf_und_runter.win")
def test_a_whole_short_game_meets_then_wins():
    """friends=1: meet the friend, then any burrow."""
    game = RaufUndRunter(players=2, friends=1)
    s = at_move(game, 1, positions=(cell(2, 1), cell(5, 5)), chains=((CHAMELEON,), (BEETLE,)))
    s = game.apply(s, Move(2, 2))
    assert s.heading_home[RED] and s.chains[RED] == ()
    s = game.apply(game.apply(s, Roll(1)), Move(5, 4))
    s = game.apply(s, Roll(2))
    assert (1, 1) in moves(game, s)                         # (2,2)→(2,1)→(1,1)
    s = game.apply(s, Move(1, 1))
    assert s.winners == (RED,)


@rule("rauf_und_runter.game.over")
def test_nothing_is_played_after_the_end():
    game = RaufUndRunter(players=2, friends=1)
    s = game.apply(flip_position(game, chains=((), (BEETLE,))), Move(1, 1))
    assert game.legal_actions(s) == [] and game.chance_outcomes(s) == [] and not game.is_chance_node(s)
    for action in (Roll(1), Draw("speed"), Play("speed"), Move(1, 2), Move(1, 1)):
        exc = refused(game, s, action, "rauf_und_runter.game.over", "The game is over")
    assert "someone is home" in exc.message


@rule("rauf_und_runter.flip.catch-up")
def test_without_catch_up_nobody_draws_at_a_flip():
    from engine.core import run_demo
    from engine.rauf_und_runter.lessons import LESSONS
    step = next(s for s in LESSONS["basics"] if s.title == "Help for the slower meerkats")  # yellow had not met
    assert any(isinstance(e, TileDrawn) for e in run_demo(step).events_since(0))
    start = step.start().state
    game = RaufUndRunter(players=3, friends=2, catch_up=False)
    game.validate_state(start)
    state, events = game.transition(start, Move(1, 1))
    assert any(isinstance(e, BoardFlipped) for e in events)
    assert not any(isinstance(e, TileDrawn) for e in events)
    assert state.tiles == start.tiles and state.phase == "roll" and state.current == 1


# -- our readings ---------------------------------------------------------------------------------------
@rule("rauf_und_runter.setup.corners")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seat_starts_in_its_own_corner_clockwise_from_the_top_left(players):
    game = RaufUndRunter(players=players, first_player=players - 1)    # who starts does not move the corners
    corners = [(1, 1), (1, 5), (5, 5), (5, 1)]
    for seed in range(3):
        s = game.initial_state(seed)
        assert [rc(c) for c in s.positions] == corners[:players]
    # clockwise: each next corner is a quarter turn on from the last, round the board's middle (3,3)
    quarter = [((c - 3), -(r - 3)) for r, c in corners]          # (x, y) with y upwards
    for (x1, y1), (x2, y2) in zip(quarter, quarter[1:]):
        assert x1 * y2 - y1 * x2 < 0, "each next corner lies clockwise of the one before"


@rule("rauf_und_runter.turn.first-player")
@pytest.mark.parametrize("players, first", [(2, 1), (3, 2), (4, 0), (4, 3)])
def test_the_first_player_setting_says_who_starts_and_play_goes_clockwise_from_there(players, first):
    game = RaufUndRunter(players=players, first_player=first)
    s = game.initial_state(0)
    assert s.current == first and s.first_player == first and s.turn == 1
    order = []
    for _ in range(players + 1):
        order.append(s.current)
        s = game.apply(s, Roll(1))
        s = game.apply(s, next(a for a in game.legal_actions(s) if isinstance(a, Move)))
        while s.phase == "draw":
            s = game.apply(s, game.legal_actions(s)[0])
    assert order == [(first + k) % players for k in range(players + 1)]
    assert RaufUndRunter(players=players).initial_state(0).current == RED, "red starts unless told otherwise"


@rule("rauf_und_runter.flip.draw-order")
@pytest.mark.parametrize("flipper, want", [(RED, (BLUE, YELLOW, GREEN)), (BLUE, (YELLOW, GREEN, RED)),
                                           (YELLOW, (GREEN, RED, BLUE)), (GREEN, (RED, BLUE, YELLOW))])
def test_draws_go_clockwise_from_the_flippers_left(flipper, want):
    game = RaufUndRunter(players=4)
    chains = [(BEETLE,)] * 4
    chains[flipper] = (MOUSE, BEETLE)
    home = [False] * 4
    home[flipper] = True
    positions = [cell(3, 3)] * 4
    positions[flipper] = cell(1, 2)
    s = at_move(game, 1, positions=tuple(positions), chains=tuple(chains), heading_home=tuple(home),
                current=flipper, turn=flipper + 1)
    after = game.apply(s, Move(1, 1))
    assert after.draws == want and after.current == flipper
    drawn = []
    while after.phase == "draw":
        after, events = game.transition(after, Draw("speed"))
        drawn.append(events[0].player)
    assert tuple(drawn) == want and after.current == (flipper + 1) % 4


@rule("rauf_und_runter.flip.draw-order")
def test_when_the_supply_runs_short_the_players_on_the_flippers_left_get_the_tiles():
    """Blue flips with two tiles left: yellow and green (blue's left, clockwise) draw them, red draws
    nothing. Seat order (red first) would have given red a tile instead of green."""
    game = RaufUndRunter(players=4, super_tiles=(1, 1, 2))
    s = position(game, positions=(cell(3, 3), cell(1, 2), cell(3, 3), cell(3, 3)),
                 chains=((BEETLE,), (MOUSE, BEETLE), (BEETLE,), (BEETLE,)), heading_home=(False, True, False, False),
                 current=BLUE, turn=2)
    for q in range(4):
        s = give(s, q, (0, 0, 0))
    s = give(give(s, RED, (1, 0, 0)), BLUE, (0, 0, 1))
    assert s.supply == (0, 1, 1)
    s = game.apply(replace(s, phase="roll"), Roll(1))
    after = game.apply(s, Move(1, 1))
    assert after.draws == (YELLOW, GREEN, RED)
    after, first = game.transition(after, Draw("luck"))
    final, second = game.transition(after, Draw("shortcut"))
    assert [type(e) for e in first + second] == [TileDrawn, TileDrawn, SupplyEmpty, TurnPassed]
    assert [e.player for e in first + second] == [YELLOW, GREEN, RED, YELLOW]
    assert final.tiles[RED] == (1, 0, 0) and final.tiles[YELLOW] == (0, 1, 0) and final.tiles[GREEN] == (0, 0, 1)
    assert SupplyEmpty("rauf_und_runter.flip.draw-order", RED) in second


@rule("rauf_und_runter.super.speed-then-luck")
@pytest.mark.parametrize("new_roll", [1, 2, 3])
def test_a_speed_bonus_stays_through_a_luck_re_roll(new_roll):
    game = RaufUndRunter(players=2)
    s = give(at_move(game, 1, chains=((BEETLE,), (BEETLE,))), RED, (2, 1, 0))
    s = game.apply(game.apply(s, Play("speed")), Play("speed"))
    assert s.steps == 5
    s = game.apply(s, Play("luck"))
    assert s.phase == "roll" and s.bonus == 4                       # waiting for the new roll, bonus kept
    s = game.apply(s, Roll(new_roll))
    assert s.roll == new_roll and s.bonus == 4 and s.steps == new_roll + 4
    assert moves(game, s) == as_rc(brute_walks(0, cell(1, 1), new_roll + 4, game.stop_cells(s, RED)))
    # luck first, speed after: the same sum
    t = give(at_move(game, 1, chains=((BEETLE,), (BEETLE,))), RED, (1, 1, 0))
    t = game.apply(game.apply(game.apply(t, Play("luck")), Roll(new_roll)), Play("speed"))
    assert t.steps == new_roll + 2


@rule("rauf_und_runter.flip.lucky-still-draws")
def test_a_lucky_landing_still_draws_the_catch_up_tile():
    """Blue, looking for the beetle, stands at desert (3,1), which faces the underground beetle (3,5):
    it meets the beetle on landing, and still draws, as it had not met it before the flip."""
    game = RaufUndRunter(players=2)
    s = flip_position(game, positions=(cell(1, 2), cell(3, 1)), chains=((MOUSE,), (BEETLE, MOUSE)))
    after, events = game.transition(s, Move(1, 1))
    assert FriendMet("rauf_und_runter.flip.lucky", BLUE, BEETLE, 1, True) in events
    assert after.heading_home[BLUE] and after.draws == (BLUE,) and after.phase == "draw"
    final, drawn = game.transition(after, Draw("luck"))
    assert drawn[0] == TileDrawn("rauf_und_runter.flip.lucky-still-draws", BLUE, "luck")
    assert final.tiles[BLUE][1] == s.tiles[BLUE][1] + 1 and final.heading_home[BLUE]
    assert game.stop_cells(final, BLUE) == UNDERGROUND.burrow_cells
    # without the catch-up setting nobody draws, lucky or not
    plain = RaufUndRunter(players=2, catch_up=False)
    after, events = plain.transition(s, Move(1, 1))
    assert after.heading_home[BLUE] and after.draws == () and after.phase == "roll"


@rule("rauf_und_runter.flip.all-met")
def test_a_player_who_met_every_friend_turns_up_nothing_and_draws_nothing_at_a_flip():
    game = RaufUndRunter(players=3, friends=2)
    s = flip_position(game, positions=(cell(1, 2), cell(2, 3), cell(3, 2)), chains=((MOUSE,), (), (TORTOISE,)),
                      heading_home=(True, True, False))
    after, events = game.transition(s, Move(1, 1))
    assert not any(getattr(e, "player", None) == BLUE for e in events[1:])   # nothing happens to blue
    assert after.heading_home[BLUE] and after.chains[BLUE] == () and after.draws == (YELLOW,)
    assert game.stop_cells(after, BLUE) == UNDERGROUND.burrow_cells            # any burrow on the new side
    assert not after.over


# -- home on landing -------------------------------------------------------------------------------------
@rule("rauf_und_runter.flip.home-on-landing")
def test_desert_to_underground_a_finished_figure_on_3_3_comes_out_on_the_middle_burrow_and_wins():
    """Real play, every step legal: blue has met every friend and ends its walk on the desert's (3,3),
    an ordinary space; then red flips, and blue stands on the underground's middle burrow (3,3)."""
    game = RaufUndRunter(players=2, friends=2)
    s = at_move(game, 1, positions=(cell(1, 2), cell(2, 3)), chains=((MOUSE,), ()), heading_home=(True, True),
                current=BLUE, turn=2)
    s = game.apply(s, Move(3, 3))                         # blue: (2,3) → (3,3), no burrow on the desert there
    assert s.current == RED and not s.over and cell(3, 3) not in DESERT.burrow_cells
    s = game.apply(s, Roll(1))
    after, events = game.transition(s, Move(1, 1))
    assert [type(e) for e in events] == [Moved, BoardFlipped, TargetRevealed, GameWon]
    won = events[-1]
    assert won == GameWon("rauf_und_runter.flip.home-on-landing", BLUE, (), True)
    assert won.text == "blue is home with every friend met and wins (on a burrow right after the flip)"
    assert after.winners == (BLUE,) and after.side == 1 and after.positions[BLUE] == cell(3, 3)
    assert after.positions[BLUE] in UNDERGROUND.burrow_cells and game.is_terminal(after)
    assert after.draws == () and after.phase == "move" and after.current == RED
    assert game.target(after, RED) == MOUSE                 # the flipper's reveal happened as usual
    assert game.legal_actions(after) == [] and "winner: blue" in game.describe(after)
    assert all(game.observation(after, q).winners == (BLUE,) for q in range(2))
    game.validate_state(after)
    refused(game, after, Roll(1), "rauf_und_runter.game.over")


@rule("rauf_und_runter.flip.home-on-landing")
def test_desert_to_underground_arises_in_seeded_random_play():
    """A seeded game (4 players, 2 friends, half-greedy play from tests' rur_play) ends this way."""
    from rur_play import play
    game = RaufUndRunter(players=4, friends=2)
    states, actions, events = play(game, 15, 15, 0.5)
    last = states[-1]
    assert events[-1][-1].rule == "rauf_und_runter.flip.home-on-landing"
    (w,) = last.winners
    assert last.side == 1 and rc(last.positions[w]) == (3, 3) and rc(states[-2].positions[w]) == (3, 3)


@rule("rauf_und_runter.flip.home-on-landing")
def test_underground_to_desert_only_from_a_prepared_position():
    """Underground to desert: the desert's burrows are its corners, which face the underground's
    corners. A finished figure standing on an underground corner burrow would have won when it got
    there, so this case cannot come up in play; the scenario builder prepares it (validate_state
    accepts a finished figure on a burrow) and the engine treats it like the other direction."""
    from engine.rauf_und_runter.scenario import arrange
    game = RaufUndRunter(players=3, friends=2)
    s = arrange(game, 3, side="underground", positions={0: (3, 2), 1: (5, 5), 2: (2, 2)},
                chains={0: ("beetle",), 1: (), 2: ("mouse",)}, heading_home={0: True}, roll=1)
    assert s.positions[BLUE] in UNDERGROUND.burrow_cells and not s.over       # accepted as a position
    after, events = game.transition(s, Move(3, 3))                            # red: the middle burrow
    assert after.side == 0 and after.flips == 2 and after.positions[BLUE] == cell(5, 1)
    assert events[-1] == GameWon("rauf_und_runter.flip.home-on-landing", BLUE, (), True)
    assert after.winners == (BLUE,) and after.draws == () and game.target(after, RED) == BEETLE
    assert not any(isinstance(e, TileDrawn) for e in events)                  # yellow would have drawn


@rule("rauf_und_runter.flip.home-on-landing")
def test_several_figures_home_on_landing_share_the_win():
    game = RaufUndRunter(players=4, friends=2)
    s = flip_position(game, positions=(cell(1, 2), cell(3, 3), cell(4, 4), cell(3, 3)),
                      chains=((MOUSE,), (), (), ()), heading_home=(True, True, True, True))
    after, events = game.transition(s, Move(1, 1))
    won = events[-1]
    assert won == GameWon("rauf_und_runter.flip.home-on-landing", BLUE, (GREEN,), True)
    assert won.winners == (BLUE, GREEN)
    assert won.text == ("blue and green are home with every friend met and share the win "
                        "(on burrows right after the flip)")
    assert after.winners == (BLUE, GREEN) and game.winners(after) == (BLUE, GREEN)   # yellow: (4,2), no burrow
    assert "winners: blue and green (they share the win)" in game.describe(after)
    assert game.observation(after, YELLOW).winners == (BLUE, GREEN)
    game.validate_state(after)
    assert GameWon("x", RED, (BLUE, YELLOW)).text.startswith("red, blue and yellow are home")


@rule("rauf_und_runter.flip.home-on-landing")
def test_without_anyone_home_on_landing_the_flip_is_unchanged():
    """The flipper turns up its next tile, the others who had met a friend too, the slower ones draw
    from the flipper's left: the same events as before this reading, and no win. A finished figure
    that does not come out on a burrow keeps heading home."""
    game = RaufUndRunter(players=4, friends=2)
    s = flip_position(game, positions=(cell(1, 2), cell(2, 3), cell(4, 4), cell(3, 2)),
                      chains=((MOUSE,), (TORTOISE,), (), (CHAMELEON,)), heading_home=(True, True, True, False))
    after, events = game.transition(s, Move(1, 1))
    assert events == (Moved("rauf_und_runter.move.meet-stops", RED, cell(1, 2), cell(1, 1), 1, True),
                      BoardFlipped("rauf_und_runter.flip.trigger", RED, 1),
                      TargetRevealed("rauf_und_runter.flip.reveal", RED, MOUSE),
                      TargetRevealed("rauf_und_runter.flip.reveal", BLUE, TORTOISE))
    assert not after.over and after.winners == () and after.draws == (GREEN,) and after.phase == "draw"
    assert after.heading_home == (False, False, True, False)


@rule("rauf_und_runter.flip.home-on-landing")
def test_the_flipper_walking_in_with_every_friend_met_wins_without_a_flip():
    """The ordinary win is untouched: walking into a burrow with every friend met wins at once."""
    game = RaufUndRunter(players=2, friends=1)
    s = flip_position(game, chains=((), (BEETLE,)), positions=(cell(1, 2), cell(3, 3)))
    after, events = game.transition(s, Move(1, 1))
    assert events[-1] == GameWon("rauf_und_runter.win", RED) and not events[-1].landing
    assert events[-1].text == "red is home with every friend met and wins"
    assert after.flips == 0 and after.winners == (RED,)
