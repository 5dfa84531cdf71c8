"""One or more tests per Labyrinth rule id, each on a hand-made position.

Most positions start from the board ``B0`` of lab_helpers: the printed squares as printed and
every loose square a vertical straight, so there are no sideways connections at all and each
column is cut into vertical corridors only where a printed square is closed (column 3 stops at
the ┴ of row 5, for example). Squares are (row, col) counted from 1, as the rules count them,
in code and comments alike.
"""
from __future__ import annotations

import copy
from dataclasses import replace

import pytest

from engine.core import IllegalAction
from engine.labyrinth import (GameWon, HeadHome, Labyrinth, Move, PawnMoved, PawnPushedOff, PlayerFinished,
                              Shift, Shifted, Tile, TreasureFound, TurnPassed)
from engine.labyrinth.board import HOME, LINES, MOVABLE_LINES, SIDES
from engine.labyrinth.game import GRID
from engine.core import E, N, S, W
from lab_helpers import board_from, column, idx, position, reference_reachable

rule = pytest.mark.rule
STRAIGHT_V = Tile(N | S)
T_NES = Tile(N | E | S, 14)


def refused(game, state, action, rule_id):
    """``action`` raises IllegalAction citing ``rule_id``, explain agrees, and the state is untouched."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalAction) as info:
        game.apply(state, action)
    assert info.value.rule == rule_id, info.value
    assert info.value.message and rule_id in str(info.value)
    explained = game.explain(state, action)
    assert explained is not None and explained.rule == rule_id
    assert action not in game.legal_actions(state)
    assert state == before
    return info.value


def events_of(game, state, action):
    new, events = game.transition(state, action)
    assert all(e.rule in game.rules for e in events)
    return new, events


# -- the board ---------------------------------------------------------------------
@rule("labyrinth.board.grid")
def test_board_is_seven_by_seven():
    g = Labyrinth()
    s = g.initial_state(0)
    assert len(s.board) == 49
    mover = g.apply(s, Shift("N", 2, 0))
    # every square of the 7×7 board is a valid destination to ask about (legal or not by the paths)
    for r in range(1, 8):
        for c in range(1, 8):
            err = g.explain(mover, Move(r, c))
            assert err is None or err.rule != "labyrinth.board.grid"


@rule("labyrinth.board.grid")
@pytest.mark.parametrize("row, col", [(0, 1), (1, 0), (8, 4), (4, 8), (8, 8)])
def test_moves_off_the_board_are_refused(row, col):
    g = Labyrinth()
    s = position(g, board=board_from(), phase="move")
    refused(g, s, Move(row, col), "labyrinth.board.grid")


# -- connection ----------------------------------------------------------------------
@rule("labyrinth.move.connected-paths")
def test_b0_corridors_are_what_the_drawing_says():
    g = Labyrinth()
    b = board_from()
    s = position(g, board=b, phase="move", pawns=(idx(1, 1), idx(1, 7)))
    assert g.reachable_cells(s) == column(1)
    # column 3 is cut below the ┴ at (5,3); (1,3)┬ opens south
    assert g.reachable_cells(position(g, board=b, phase="move", pawns=(idx(1, 3), idx(1, 1)))) == column(3, range(1, 6))
    assert g.reachable_cells(position(g, board=b, phase="move", pawns=(idx(7, 3), idx(1, 1)))) == column(3, (6, 7))


@rule("labyrinth.move.connected-paths")
@pytest.mark.parametrize("left, right, connected", [
    ("├", "┤", True),     # (4,1) open east, (4,2) open west
    ("├", "│", False),    # only the left square is open towards the right one
    ("│", "┤", False),    # only the right square is open towards the left one
    ("│", "│", False),
    ("└", "┘", True),     # a corner open north and east meets one open north and west
])
def test_connection_needs_both_sides_open(left, right, connected):
    g = Labyrinth()
    b = board_from(overrides={(4, 1): left, (4, 2): right})
    s = position(g, board=b, phase="move", pawns=(idx(1, 1), idx(1, 7)))
    # the left square must stay joined to column 1 for the test to mean something
    assert idx(4, 1) in g.reachable_cells(s)
    target = Move(4, 2)
    if connected:
        assert target in g.legal_actions(s)
        new, events = events_of(g, s, target)
        assert new.pawns[0] == idx(4, 2)
        assert events[0] == PawnMoved("labyrinth.move.connected-paths", 0, idx(1, 1), idx(4, 2))
    else:
        refused(g, s, target, "labyrinth.move.connected-paths")


@rule("labyrinth.move.connected-paths")
def test_walk_as_far_as_you_like_around_corners():
    g = Labyrinth()
    # from home (1,1) down column 1 to (4,1), east through a ─ at (4,2), then the ┘ at (4,3) turns north
    b = board_from(overrides={(4, 1): "├", (4, 2): "─", (4, 3): "┘", (2, 3): "│"})
    s = position(g, board=b, phase="move", pawns=(idx(1, 1), idx(1, 7)))
    reach = g.reachable_cells(s)
    assert reach == column(1) | {idx(4, 2)} | column(3, range(1, 5))     # ┘ at (4,3) is closed south
    assert reach == reference_reachable(b, idx(1, 1))
    assert Move(1, 3) in g.legal_actions(s)        # seven squares of path away
    refused(g, s, Move(6, 3), "labyrinth.move.connected-paths")
    assert g.legal_actions(s) == sorted(Move(*GRID.square_of(i)) for i in reach)


@rule("labyrinth.move.stay")
def test_staying_put_is_a_move():
    g = Labyrinth()
    # (4,2) is a straight boxed in by straights: no neighbour connects sideways; close it north and south
    b = board_from(overrides={(3, 2): "─", (4, 2): "│", (5, 2): "─"})
    s = position(g, board=b, phase="move", pawns=(idx(4, 2), idx(1, 7)))
    assert g.legal_actions(s) == [Move(4, 2)]
    new, events = events_of(g, s, Move(4, 2))
    assert new.pawns[0] == idx(4, 2) and new.current == 1 and new.phase == "shift"
    assert events[0] == PawnMoved("labyrinth.move.stay", 0, idx(4, 2), idx(4, 2))
    assert "stays" in events[0].text


@rule("labyrinth.move.pass-and-share")
def test_pass_over_pawns_and_treasures_and_share_a_square():
    g = Labyrinth(players=3)
    # column 2 is one corridor of seven straights; a treasure (20) at (3,2), blue at (4,2)
    b = board_from(treasures={(3, 2): 20})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(4, 2), idx(7, 7)),
                 piles=((5,), (20,), (6,)))
    assert g.reachable_cells(s) == column(2)
    new, _ = events_of(g, s, Move(7, 2))              # over the treasure and over blue
    assert new.pawns[0] == idx(7, 2)
    new, _ = events_of(g, s, Move(4, 2))              # stop on blue's square
    assert new.pawns[:2] == (idx(4, 2), idx(4, 2))
    new, events = events_of(g, s, Move(3, 2))        # stop on a treasure that is not red's target
    assert new.piles == s.piles and new.found == s.found
    assert not any(isinstance(e, TreasureFound) for e in events)


# -- the shift ---------------------------------------------------------------------------
def expected_after_shift(board, spare, side, line, rotation):
    """The board after a push, from the rule: every card of the line moves one square away from
    the insertion end; the spare (turned) fills the gap; the far card is the new spare.
    ``line`` is counted from 1; the nested lists below are indexed from 0 (storage arithmetic)."""
    line = line - 1
    grid = [list(board[r * 7:(r + 1) * 7]) for r in range(7)]
    new = [row[:] for row in grid]
    inserted = spare.turned(rotation)
    if side == "N":
        out = grid[6][line]
        for r in range(6, 0, -1):
            new[r][line] = grid[r - 1][line]
        new[0][line] = inserted
    elif side == "S":
        out = grid[0][line]
        for r in range(6):
            new[r][line] = grid[r + 1][line]
        new[6][line] = inserted
    elif side == "W":
        out = grid[line][6]
        new[line] = [inserted] + grid[line][:6]
    else:
        out = grid[line][0]
        new[line] = grid[line][1:] + [inserted]
    return tuple(t for row in new for t in row), out


@rule("labyrinth.shift.insertion-points")
@pytest.mark.parametrize("side", SIDES)
@pytest.mark.parametrize("line", MOVABLE_LINES)
def test_each_insertion_point_pushes_its_line(side, line):
    g = Labyrinth()
    s = g.initial_state(3)
    new, events = events_of(g, s, Shift(side, line, 1))
    board, out = expected_after_shift(s.board, s.spare, side, line, 1)
    assert new.board == board
    assert new.spare == out
    assert new.phase == "move" and new.current == s.current
    assert events[0] == Shifted("labyrinth.shift.insertion-points", 0, side, line, 1)


@rule("labyrinth.shift.insertion-points")
def test_twelve_insertion_points():
    g = Labyrinth()
    s = g.initial_state(0)
    points = {a.insertion for a in g.legal_actions(s)}
    assert points == {(side, line) for side in "NESW" for line in (2, 4, 6)}
    assert len(points) == 12


@rule("labyrinth.shift.insertion-points")
@pytest.mark.parametrize("side, line", [("N", 1), ("N", 3), ("S", 7), ("E", 5), ("W", 0), ("W", 8), ("X", 2), ("n", 2)])
def test_no_insertion_elsewhere(side, line):
    g = Labyrinth()
    refused(g, g.initial_state(0), Shift(side, line, 0), "labyrinth.shift.insertion-points")


@rule("labyrinth.spare.rotation")
@pytest.mark.parametrize("spare, expected", [
    (Tile(N | E, 20), [N | E, E | S, S | W, W | N]),           # a corner turns clockwise
    (Tile(N | E | S, 13), [N | E | S, E | S | W, S | W | N, W | N | E]),
    (Tile(N | S), [N | S, E | W, N | S, E | W]),               # a straight has two looks
])
def test_the_spare_goes_in_in_each_of_four_orientations(spare, expected):
    g = Labyrinth()
    s = position(g, spare=spare)
    assert [a.rotation for a in g.legal_actions(s) if a.insertion == ("W", 4)] == [0, 1, 2, 3]
    for rotation, sides in enumerate(expected):
        new = g.apply(s, Shift("W", 4, rotation))
        assert new.board[idx(4, 1)] == Tile(sides, spare.treasure)


@rule("labyrinth.spare.rotation")
@pytest.mark.parametrize("rotation", [-1, 4, 5, 90])
def test_rotation_out_of_range_is_refused(rotation):
    g = Labyrinth()
    refused(g, g.initial_state(0), Shift("N", 2, rotation), "labyrinth.spare.rotation")


@rule("labyrinth.spare.rotation")
def test_rotation_must_be_a_number_of_quarter_turns_not_a_flag():
    g = Labyrinth()
    # (Shift("N", 2, True) == Shift("N", 2, 1) as dataclasses, so only apply/explain can tell them apart)
    assert g.explain(g.initial_state(0), Shift("N", 2, True)).rule == "labyrinth.spare.rotation"


@rule("labyrinth.shift.push-off")
@pytest.mark.parametrize("side, line, far, near", [
    ("W", 2, (2, 7), (2, 1)),
    ("E", 4, (4, 1), (4, 7)),
    ("N", 6, (7, 6), (1, 6)),
    ("S", 2, (1, 2), (7, 2)),
])
def test_a_pushed_off_pawn_reenters_on_the_inserted_card(side, line, far, near):
    g = Labyrinth(players=4)
    spare = Tile(N | E, 21)
    s = position(g, board=board_from(), spare=spare, pawns=(idx(*far), idx(1, 7), idx(7, 7), idx(7, 1)))
    new, events = events_of(g, s, Shift(side, line, 2))
    assert new.pawns[0] == idx(*near)
    assert new.board[idx(*near)] == spare.turned(2)          # the card just pushed in
    assert new.pawns[1:] == s.pawns[1:]
    assert PawnPushedOff("labyrinth.shift.push-off", 0, idx(*far), idx(*near)) in events
    assert "pushed off at" in str(events[1])


@rule("labyrinth.shift.push-off")
def test_several_pawns_pushed_off_and_pawns_riding_their_cards():
    g = Labyrinth(players=4)
    spare = Tile(N | E, 21)
    b = board_from(treasures={(2, 7): 22, (2, 4): 23})
    # red and yellow on the far card, blue in the middle of the row, green elsewhere
    s = position(g, board=b, spare=spare, pawns=(idx(2, 7), idx(2, 4), idx(2, 7), idx(7, 1)))
    new, events = events_of(g, s, Shift("W", 2, 0))
    assert new.pawns == (idx(2, 1), idx(2, 5), idx(2, 1), idx(7, 1))
    pushed = [e for e in events if isinstance(e, PawnPushedOff)]
    assert [(e.player, e.cell_from, e.cell_to) for e in pushed] == [(0, idx(2, 7), idx(2, 1)), (2, idx(2, 7), idx(2, 1))]
    # treasures travel with their cards: 23 moved along, 22 is on the new spare
    assert new.board[idx(2, 5)].treasure == 23
    assert new.spare == Tile(N | S, 22)
    assert new.board[idx(2, 1)] == spare


# -- no reverse ------------------------------------------------------------------------------
@rule("labyrinth.shift.no-reverse")
def test_the_previous_push_cannot_be_undone_but_can_a_turn_later():
    g = Labyrinth(players=2)
    s = g.initial_state(5)
    s = g.apply(s, Shift("W", 2, 0))           # red pushes in on the left of row 2: out on the right
    assert s.forbidden == ("E", 2)
    s = g.apply(s, Move(*GRID.square_of(s.pawns[0])))
    assert s.current == 1 and s.phase == "shift"
    for rotation in range(4):
        err = refused(g, s, Shift("E", 2, rotation), "labyrinth.shift.no-reverse")
        assert "right of row 2" in err.message
    assert "no push at the right of row 2" in g.describe(s)
    shifts = g.legal_actions(s)
    assert len(shifts) == 44 and all(a.insertion != ("E", 2) for a in shifts)
    assert Shift("W", 2, 0) in shifts            # pushing again the same way is fine
    s = g.apply(s, Shift("N", 4, 0))            # blue pushes elsewhere
    s = g.apply(s, Move(*GRID.square_of(s.pawns[1])))
    assert s.current == 0 and s.forbidden == ("S", 4)
    assert g.explain(s, Shift("E", 2, 0)) is None  # allowed again
    refused(g, s, Shift("S", 4, 0), "labyrinth.shift.no-reverse")


@rule("labyrinth.shift.no-reverse")
@pytest.mark.parametrize("side, line", [(sd, ln) for sd in SIDES for ln in MOVABLE_LINES])
def test_forbidden_is_the_far_end_of_every_push(side, line):
    g = Labyrinth()
    s = g.apply(g.initial_state(0), Shift(side, line, 0))
    far = LINES[(side, line)][-1]
    assert LINES[s.forbidden][0] == far     # pushing in where the card came out


@rule("labyrinth.shift.no-reverse")
@rule("labyrinth.turn.order")
def test_first_turn_has_48_shifts_later_44():
    g = Labyrinth(players=3)
    s = g.initial_state(2)
    assert s.forbidden is None
    first = g.legal_actions(s)
    assert len(first) == 12 * 4 == len(set(first))
    assert all(isinstance(a, Shift) for a in first)
    # deterministic and sorted (DESIGN: legal_actions is a deterministic, sorted list)
    assert first == g.legal_actions(g.initial_state(2))
    assert first == sorted(first, key=lambda a: (a.side, a.line, a.rotation))
    for _ in range(5):
        s = g.apply(s, g.legal_actions(s)[7])
        s = g.apply(s, g.legal_actions(s)[0])
        later = g.legal_actions(s)
        assert len(later) == 11 * 4 == len(set(later))


# -- turn structure ---------------------------------------------------------------------------
@rule("labyrinth.shift.mandatory")
def test_shifting_is_mandatory():
    g = Labyrinth()
    s = position(g, board=board_from(), phase="shift")
    err = refused(g, s, Move(1, 1), "labyrinth.shift.mandatory")     # not even staying put
    assert "Shift the maze first" in err.message
    refused(g, s, Move(2, 1), "labyrinth.shift.mandatory")
    assert all(isinstance(a, Shift) for a in g.legal_actions(s))


@rule("labyrinth.turn.order")
def test_shift_then_move_not_two_shifts():
    g = Labyrinth()
    s = g.apply(g.initial_state(0), Shift("N", 2, 0))
    refused(g, s, Shift("N", 4, 0), "labyrinth.turn.order")
    assert all(isinstance(a, Move) for a in g.legal_actions(s))


@rule("labyrinth.turn.order")
@pytest.mark.parametrize("players, first, order", [
    (2, 0, [0, 1, 0, 1]), (3, 2, [2, 0, 1, 2]), (4, 1, [1, 2, 3, 0, 1])])
def test_play_goes_round_clockwise_from_the_first_player(players, first, order):
    g = Labyrinth(players=players, first_player=first)
    s = g.initial_state(1)
    seen = []
    for _ in order:
        seen.append(s.current)
        assert g.current_player(s) == s.current
        s = g.apply(s, g.legal_actions(s)[0])
        assert s.current == seen[-1]                 # still the same player's turn after the shift
        s, events = g.transition(s, g.legal_actions(s)[0])
        if isinstance(events[-1], TurnPassed):
            assert events[-1].player == s.current
    assert seen == order
    assert s.turn == len(order) + 1 or s.over


@rule("labyrinth.turn.order")
@pytest.mark.parametrize("thing", [None, "N2", ("N", 2, 0), 3, Tile(N | S)])
def test_things_that_are_not_moves_are_refused(thing):
    g = Labyrinth()
    refused(g, g.initial_state(0), thing, "labyrinth.turn.order")


# -- treasures ------------------------------------------------------------------------------------
@rule("labyrinth.treasure.collect")
@rule("labyrinth.target.hidden")
def test_collecting_reveals_the_next_target_and_ends_the_turn():
    g = Labyrinth(players=2, treasures=3)
    b = board_from(treasures={(6, 2): 18})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((18, 4, 19), (20, 21, 22)))
    assert g.observation(s, 0).my_targets == (18,)
    new, events = events_of(g, s, Move(6, 2))
    assert new.piles[0] == (4, 19) and new.found[0] == (18,)
    assert TreasureFound("labyrinth.treasure.collect", 0, 18, 2) in events
    assert "red collects the owl (2 to go)" in [e.text for e in events]
    assert g.observation(new, 0).my_targets == (4,)      # the next card is the new target
    assert new.current == 1 and new.phase == "shift"      # the turn is over
    assert isinstance(events[-1], TurnPassed)


@rule("labyrinth.treasure.collect")
def test_only_the_current_target_is_collected():
    g = Labyrinth(players=2, treasures=3)
    b = board_from(treasures={(6, 2): 19})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((18, 19, 4), (20, 21, 22)))
    new, events = events_of(g, s, Move(6, 2))         # 19 is red's, but not the top card
    assert new.piles == s.piles and new.found == s.found
    assert not any(isinstance(e, TreasureFound) for e in events)
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((18, 4, 5), (19, 21, 22)))
    new, _ = events_of(g, s, Move(6, 2))              # 19 is blue's target: red does not take it
    assert new.piles == s.piles and new.found == s.found


@rule("labyrinth.treasure.collect")
@rule("labyrinth.move.stay")
@rule("labyrinth.treasure.stay-collects")
def test_staying_on_the_target_collects_it():
    g = Labyrinth(players=2, treasures=2)
    # the spare carries red's target; red stands on the far card of row 2 and is pushed
    # off onto the spare as it goes in, so the target arrives under the pawn.
    s = position(g, board=board_from(), spare=Tile(N | E, 23), pawns=(idx(2, 7), idx(1, 7)),
                 piles=((23, 5), (6, 7)))
    s = g.apply(s, Shift("W", 2, 0))
    assert s.pawns[0] == idx(2, 1) and s.board[idx(2, 1)].treasure == 23
    new, events = events_of(g, s, Move(2, 1))
    assert events[0].rule == "labyrinth.move.stay"
    assert new.found[0] == (23,) and new.piles[0] == (5,)


@rule("labyrinth.treasure.collect")
def test_a_target_on_the_spare_cannot_be_reached():
    g = Labyrinth(players=2, treasures=2)
    s = position(g, board=board_from(), spare=Tile(N | E, 23), phase="move", pawns=(idx(1, 2), idx(1, 7)),
                 piles=((23, 5), (6, 7)))
    assert g.treasure_cell(s, 23) is None
    assert g.goal_cells(s, 0) == set()
    for a in g.legal_actions(s):
        assert g.apply(s, a).found[0] == ()


# -- winning ---------------------------------------------------------------------------------------
def homeward(game, **changes):
    """Red (0) has collected everything and stands at (6,1); column 1 of B0 is one corridor from
    red's start square (1,1), so red can walk home. The others hold one card each and stand at home."""
    n = game.players
    base = dict(board=board_from(), phase="move", pawns=(idx(6, 1),) + tuple(idx(*HOME[p]) for p in range(1, n)),
                piles=((),) + tuple((p,) for p in range(1, n)), found=((0,),) + ((),) * (n - 1))
    base.update(changes)
    return position(game, **base)


@rule("labyrinth.win.return-home")
def test_after_the_last_treasure_the_target_is_home():
    g = Labyrinth(players=2, treasures=1)
    b = board_from(treasures={(4, 1): 18})
    s = position(g, board=b, phase="move", pawns=(idx(2, 1), idx(1, 7)), piles=((18,), (2,)))
    new, events = events_of(g, s, Move(4, 1))
    assert HeadHome("labyrinth.win.return-home", 0) in events
    assert not new.over and new.piles[0] == ()
    assert g.goal_cells(new, 0) == {idx(1, 1)}
    assert g.observation(new, 0).my_targets == ()
    assert "home (1,1)" in g.describe(new)


@rule("labyrinth.win.return-home")
def test_going_home_with_cards_left_wins_nothing():
    g = Labyrinth(players=2, treasures=2)
    s = position(g, board=board_from(), phase="move", pawns=(idx(6, 1), idx(1, 7)), piles=((3,), (2,)),
                 found=((4,), ()))
    new = g.apply(s, Move(1, 1))
    assert not new.over and new.winners == ()


@rule("labyrinth.win.first")
@rule("labyrinth.win.return-home")
def test_returning_home_wins_and_ends_the_game():
    g = Labyrinth(players=3, treasures=1)
    s = homeward(g)
    new, events = events_of(g, s, Move(1, 1))
    assert PlayerFinished("labyrinth.win.return-home", 0) in events
    assert events[-1] == GameWon("labyrinth.win.first", (0,))
    assert g.is_terminal(new) and g.winners(new) == (0,) and new.over
    assert g.legal_actions(new) == []
    assert "winner: red" in g.describe(new)


@rule("labyrinth.win.first")
def test_first_to_arrive_wins_even_if_others_could_in_the_same_round():
    g = Labyrinth(players=2, treasures=1)
    # blue (1) also has everything and stands next to home; red moves first and ends the game
    s = homeward(g, pawns=(idx(6, 1), idx(2, 7)), piles=((), ()), found=((0,), (1,)))
    new = g.apply(s, Move(1, 1))
    assert new.winners == (0,)
    refused(g, new, Shift("N", 2, 0), "labyrinth.game.over")


@rule("labyrinth.win.same-round-tie")
def test_same_round_tie_shares_the_win_at_the_end_of_the_round():
    g = Labyrinth(players=3, treasures=1, same_round_tie=True)
    # first player 0; blue (1) and yellow (2) both head home
    s = homeward(g, current=1, pawns=(idx(4, 2), idx(6, 7), idx(2, 7)), piles=((0,), (), ()),
                 found=((), (1,), (2,)))
    s, events = events_of(g, s, Move(1, 7))            # blue home: finished, but the round goes on
    assert PlayerFinished("labyrinth.win.return-home", 1) in events
    assert not any(isinstance(e, GameWon) for e in events)
    assert not s.over and s.finished == (1,) and s.current == 2
    s = g.apply(s, Shift("N", 2, 0))
    assert s.pawns[2] == idx(2, 7)
    s, events = events_of(g, s, Move(7, 7))             # yellow home too, and the round ends
    assert events[-1] == GameWon("labyrinth.win.same-round-tie", (1, 2))
    assert s.over and s.winners == (1, 2)
    assert "share the win" in events[-1].text


@rule("labyrinth.win.same-round-tie")
def test_same_round_tie_alone_wins_when_nobody_else_finishes():
    g = Labyrinth(players=3, treasures=1, same_round_tie=True)
    s = homeward(g, current=1, pawns=(idx(4, 2), idx(6, 7), idx(2, 4)), piles=((0,), (), (2,)),
                 found=((), (1,), ()))
    s = g.apply(s, Move(1, 7))
    s = g.apply(s, Shift("N", 6, 0))
    s, events = events_of(g, s, Move(*GRID.square_of(s.pawns[2])))
    assert s.winners == (1,) and events[-1].rule == "labyrinth.win.same-round-tie"


@rule("labyrinth.win.same-round-tie")
def test_same_round_tie_ends_at_once_when_the_last_player_of_the_round_finishes():
    g = Labyrinth(players=3, treasures=1, same_round_tie=True, first_player=1)
    s = homeward(g, current=0, first_player=1)             # red plays last in a round started by blue
    new, events = events_of(g, s, Move(1, 1))
    assert new.winners == (0,) and events[-1] == GameWon("labyrinth.win.same-round-tie", (0,))


# -- variants -----------------------------------------------------------------------------------------
@rule("labyrinth.variant.children")
def test_children_collect_in_any_order_and_see_their_whole_pile():
    g = Labyrinth(players=2, treasures=3, variant="children")
    b = board_from(treasures={(6, 2): 20, (3, 2): 21})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((19, 20, 21), (1, 2, 3)))
    assert g.observation(s, 0).my_targets == (19, 20, 21)
    assert g.goal_cells(s, 0) == {idx(6, 2), idx(3, 2)}
    new, events = events_of(g, s, Move(6, 2))           # the second card of the pile first
    assert new.piles[0] == (19, 21) and new.found[0] == (20,)
    assert TreasureFound("labyrinth.treasure.collect", 0, 20, 2) in events


@rule("labyrinth.variant.children")
def test_children_game_ends_when_all_are_collected_without_going_home():
    g = Labyrinth(players=2, treasures=2, variant="children")
    b = board_from(treasures={(6, 2): 20})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((20,), (1, 2)),
                 found=((21,), ()))
    new, events = events_of(g, s, Move(6, 2))
    assert PlayerFinished("labyrinth.variant.children", 0) in events
    assert not any(isinstance(e, HeadHome) for e in events)
    assert events[-1] == GameWon("labyrinth.win.first", (0,))
    assert new.winners == (0,) and g.legal_actions(new) == []
    assert g.goal_cells(new, 0) == set()


@rule("labyrinth.variant.advanced")
def test_advanced_pawns_and_treasures_block_the_way():
    g = Labyrinth(players=2, treasures=2, variant="advanced")
    std = Labyrinth(players=2, treasures=2)
    # column 2: red at the top, a treasure (20) at (3,2), blue at (5,2)
    b = board_from(treasures={(3, 2): 20})
    kw = dict(board=b, phase="move", pawns=(idx(1, 2), idx(5, 2)), piles=((5, 6), (7, 8)))
    s = position(g, **kw)
    assert g.reachable_cells(s) == column(2, range(1, 4))          # may stop on the treasure, not pass it
    assert std.reachable_cells(position(std, **kw)) == column(2)
    err = refused(g, s, Move(4, 2), "labyrinth.variant.advanced")
    assert "passes over" in err.message
    assert std.explain(position(std, **kw), Move(4, 2)) is None
    # without the treasure, blue blocks: red may stop on blue's square but not go beyond
    s = position(g, **{**kw, "board": board_from()})
    assert g.reachable_cells(s) == column(2, range(1, 6))
    assert g.apply(s, Move(5, 2)).pawns == (idx(5, 2), idx(5, 2))
    refused(g, s, Move(7, 2), "labyrinth.variant.advanced")
    # a square that no path reaches at all is refused by the path rule, not the variant
    refused(g, s, Move(1, 1), "labyrinth.move.connected-paths")


@rule("labyrinth.variant.advanced")
@rule("labyrinth.variant.advanced-reading")
def test_advanced_current_target_never_blocks():
    g = Labyrinth(players=2, treasures=2, variant="advanced")
    b = board_from(treasures={(3, 2): 20, (6, 2): 21})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((20, 21), (7, 8)))
    assert g.reachable_cells(s) == column(2, range(1, 7))         # through the target, stopped by 21
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((21, 20), (7, 8)))
    assert g.reachable_cells(s) == column(2, range(1, 4))         # 20 is no longer the target
    # heading home, every treasure blocks
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((), (7, 8)), found=((20, 21), ()))
    assert g.reachable_cells(s) == column(2, range(1, 4))


@rule("labyrinth.variant.advanced")
def test_advanced_pawn_may_leave_a_treasure_square_it_stands_on():
    g = Labyrinth(players=2, treasures=2, variant="advanced")
    b = board_from(treasures={(4, 2): 20})
    s = position(g, board=b, phase="move", pawns=(idx(4, 2), idx(1, 7)), piles=((5, 6), (7, 8)))
    assert g.reachable_cells(s) == column(2)


# -- game over --------------------------------------------------------------------------------------
@rule("labyrinth.game.over")
def test_no_actions_after_the_end():
    g = Labyrinth(players=2, treasures=1)
    over = g.apply(homeward(g), Move(1, 1))
    assert over.over and g.legal_actions(over) == [] and g.legal_shifts(over) == []
    after_shift = position(g, **{f: getattr(over, f) for f in ("board", "pawns", "piles", "found", "winners")},
                           phase="move")
    for s in (over, after_shift):
        for action in (Shift("N", 2, 0), Move(1, 1), Move(2, 1)):
            refused(g, s, action, "labyrinth.game.over")


# -- our readings: the short game, both variants together ---------------------------------------
@rule("labyrinth.setup.short-game")
@pytest.mark.parametrize("players, treasures", [(2, 1), (3, 2), (4, 5)])
def test_short_game_the_undealt_treasures_stay_on_the_board(players, treasures):
    g = Labyrinth(players=players, treasures=treasures)
    s = g.initial_state(6)
    dealt = {t for pile in s.piles for t in pile}
    assert len(dealt) == players * treasures < 24
    on_table = sorted(t.treasure for t in s.board + (s.spare,) if t.treasure >= 0)
    assert on_table == list(range(24))           # every treasure is still there, dealt or not
    for p in range(players):
        assert {s.board[i].treasure for i in g.goal_cells(s, p)} <= set(s.piles[p][:1])


@rule("labyrinth.setup.short-game")
@pytest.mark.parametrize("variant", ["standard", "children"])
def test_short_game_nobody_collects_an_undealt_treasure(variant):
    g = Labyrinth(players=2, treasures=1, variant=variant)
    # column 2 of B0 is one corridor; an undealt treasure (20) lies at (4,2), red's target (21) elsewhere
    b = board_from(treasures={(4, 2): 20, (6, 6): 21})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((21,), (5,)))
    assert 20 not in {t for pile in s.piles for t in pile}
    new, events = events_of(g, s, Move(4, 2))
    assert new.pawns[0] == idx(4, 2) and new.piles == s.piles and new.found == s.found
    assert not any(isinstance(e, TreasureFound) for e in events)
    assert g.goal_cells(s, 0) == {idx(6, 6)}


@rule("labyrinth.setup.short-game")
@pytest.mark.parametrize("variant", ["advanced", "children+advanced"])
def test_short_game_an_undealt_treasure_still_blocks_in_the_advanced_game(variant):
    g = Labyrinth(players=2, treasures=1, variant=variant)
    b = board_from(treasures={(4, 2): 20, (6, 6): 21})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7)), piles=((21,), (5,)))
    assert g.reachable_cells(s) == column(2, range(1, 5))       # may stop on it, not pass it
    refused(g, s, Move(6, 2), "labyrinth.variant.advanced")


COMBINED = dict(players=3, treasures=3, variant="children+advanced")


@rule("labyrinth.variant.combined")
def test_combined_variant_is_a_setting_and_turns_both_rules_on():
    g = Labyrinth(**COMBINED)
    assert g.variant == "children+advanced" and g.children_rule and g.advanced_rule
    assert [(Labyrinth(variant=v).children_rule, Labyrinth(variant=v).advanced_rule)
            for v in ("standard", "children", "advanced")] == [(False, False), (True, False), (False, True)]
    with pytest.raises(ValueError) as info:
        Labyrinth(variant="both")
    assert "standard, children, advanced, children+advanced" in str(info.value)


@rule("labyrinth.variant.combined")
def test_combined_no_card_of_the_own_pile_blocks_but_others_do():
    g = Labyrinth(**COMBINED)
    # column 2: red at the top; red's cards 20 at (3,2) and 21 at (5,2), blue's card 22 at (6,2)
    b = board_from(treasures={(3, 2): 20, (5, 2): 21, (6, 2): 22})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7), idx(7, 7)),
                 piles=((21, 20, 3), (22, 4, 5), (6, 7, 8)))
    # past both own cards (the top one and the second), stopped by blue's treasure
    assert g.reachable_cells(s) == column(2, range(1, 7))
    # every card of the pile is a goal: the printed keys (3) at (3,3) too, though out of reach
    assert g.goal_cells(s, 0) == {idx(3, 2), idx(5, 2), idx(3, 3)}
    refused(g, s, Move(7, 2), "labyrinth.variant.advanced")
    # the advanced game alone: only the top card (21) lets red through, 20 blocks at (3,2)
    alone = Labyrinth(players=3, treasures=3, variant="advanced")
    assert alone.reachable_cells(s) == column(2, range(1, 4))
    # and another pawn blocks as in the advanced game
    s2 = position(g, board=board_from(treasures={(3, 2): 20}), phase="move",
                  pawns=(idx(1, 2), idx(4, 2), idx(7, 7)), piles=((20, 21, 3), (22, 4, 5), (6, 7, 8)))
    assert g.reachable_cells(s2) == column(2, range(1, 5))


@rule("labyrinth.variant.combined")
def test_combined_collects_in_any_order_and_ends_without_going_home():
    g = Labyrinth(**COMBINED)
    b = board_from(treasures={(3, 2): 20, (5, 2): 21})
    s = position(g, board=b, phase="move", pawns=(idx(1, 2), idx(1, 7), idx(7, 7)),
                 piles=((21, 20), (22, 4, 5), (6, 7, 8)), found=((3,), (), ()))
    assert g.observation(s, 0).my_targets == (21, 20)
    new, events = events_of(g, s, Move(5, 2))               # the top card, past the second one
    assert new.piles[0] == (20,) and new.found[0] == (3, 21)
    s = replace(new, current=0, turn=new.turn, phase="move")
    new, events = events_of(g, s, Move(3, 2))
    assert PlayerFinished("labyrinth.variant.children", 0) in events
    assert not any(isinstance(e, HeadHome) for e in events)
    assert events[-1] == GameWon("labyrinth.win.first", (0,)) and new.winners == (0,)
    assert "red" in g.describe(new) and "done" in g.describe(new)


@rule("labyrinth.variant.combined")
def test_combined_games_round_trip_through_json():
    from engine.core import Match
    g = Labyrinth(**COMBINED)
    m = Match(g, seed=12)
    for _ in range(30):
        if g.is_terminal(m.state):
            break
        legal = g.legal_actions(m.state)
        m.apply(legal[len(m.actions) * 7 % len(legal)])
    loaded = Match.from_json(m.to_json())
    assert loaded.game.settings == g.settings and loaded.state == m.state and loaded.actions == m.actions
    assert g.state_from_json(g.state_to_json(m.state)) == m.state
