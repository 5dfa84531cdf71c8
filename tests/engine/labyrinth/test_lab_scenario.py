"""The scenario builder ``arrange``: it can set every field of a position, draws whole mazes from
box characters, and refuses an impossible position with a message naming the square or the field."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.labyrinth import TREASURES, Labyrinth, Move, Shift, Tile
from engine.labyrinth.board import FIXED_LAYOUT, FIXED_TREASURE_AT
from engine.labyrinth.game import FIXED_CELLS, PATH_CHARS
from engine.labyrinth.lessons import ROW_ONE
from engine.labyrinth.scenario import UPRIGHT, arrange
from lab_helpers import idx

TWO = Labyrinth(players=2, treasures=2)
LOOSE = [i for i in range(49) if i not in FIXED_CELLS]
PATH_CHARS_TO_SIDES = {ch: mask for mask, ch in PATH_CHARS.items()}


def drawn(state) -> list[str]:
    """The maze of a state as 7 strings of box characters."""
    return ["".join(PATH_CHARS[state.board[idx(r, c)].sides] for c in range(1, 8)) for r in range(1, 8)]


def with_square(maze, row, col, ch):
    rows = [list(r) for r in maze]
    rows[row - 1][col - 1] = ch
    return tuple("".join(r) for r in rows)


# -- good positions -----------------------------------------------------------------------------
def test_a_drawn_maze_is_the_board_as_drawn_with_every_card_of_the_game():
    s = arrange(TWO, 3, maze=ROW_ONE)
    assert drawn(s) == list(ROW_ONE)
    assert s.spare == Tile(UPRIGHT["corner"], s.spare.treasure)       # ROW_ONE leaves a corner over
    for (r, c), sides in FIXED_LAYOUT.items():
        assert s.board[idx(r, c)] == Tile(sides, FIXED_TREASURE_AT.get((r, c), -1))
    loose = [s.board[i] for i in LOOSE] + [s.spare]
    assert Counter(t.shape for t in loose) == {"straight": 12, "corner": 16, "T": 6}
    assert all(t.treasure >= 0 for t in loose if t.shape == "T")
    assert sum(t.treasure >= 0 for t in loose if t.shape == "corner") == 6
    assert all(t.treasure < 0 for t in loose if t.shape == "straight")
    assert sorted(t.treasure for t in s.board + (s.spare,) if t.treasure >= 0) == list(range(24))


def test_unnamed_treasures_are_placed_from_the_seed():
    assert arrange(TWO, 3, maze=ROW_ONE) == arrange(TWO, 3, maze=ROW_ONE)
    layouts = {tuple(t.treasure for t in arrange(TWO, seed, maze=ROW_ONE).board) for seed in range(8)}
    assert len(layouts) > 1


def test_named_treasures_go_where_the_cards_say():
    owl, bat = TREASURES.index("owl"), TREASURES.index("bat")
    s = arrange(TWO, 0, maze=ROW_ONE, cards={(2, 1): "owl", (4, 2): ("ESW", "bat"), (2, 2): None},
                spare=("NE", "moth"))
    assert s.board[idx(2, 1)] == Tile(PATH_CHARS_TO_SIDES["┌"], owl)
    assert s.board[idx(4, 2)].treasure == bat
    assert s.board[idx(2, 2)].treasure == -1                # a corner pinned without a treasure
    assert s.spare == Tile(PATH_CHARS_TO_SIDES["└"], TREASURES.index("moth"))


def test_the_spare_can_be_any_card_the_maze_leaves_over():
    maze = with_square(ROW_ONE, 3, 2, "┘")     # a corner for a straight: 11 straights, 16 corners drawn
    s = arrange(TWO, 0, maze=maze)
    assert s.spare == Tile(UPRIGHT["straight"])
    s = arrange(TWO, 0, maze=maze, spare=("EW", None))
    assert s.spare == Tile(PATH_CHARS_TO_SIDES["─"])


def test_without_a_maze_named_cards_are_moved_into_the_seed_s_maze():
    base = TWO.initial_state(5)
    s = arrange(TWO, 5, cards={(1, 2): ("EW", None)}, spare=("NE", "owl"))
    assert s.board[idx(1, 2)] == Tile(PATH_CHARS_TO_SIDES["─"]) and s.spare == Tile(PATH_CHARS_TO_SIDES["└"], 18)
    assert Counter((t.shape, t.treasure) for t in [s.board[i] for i in LOOSE] + [s.spare]) == \
        Counter((t.shape, t.treasure) for t in [base.board[i] for i in LOOSE] + [base.spare])


def test_turn_and_current_follow_from_each_other():
    g = Labyrinth(players=3, treasures=2)
    assert (arrange(g, 0).turn, arrange(g, 0).current) == (1, 0)
    assert arrange(g, 0, current=2).turn == 3
    assert arrange(g, 0, turn=5).current == 1
    s = arrange(g, 0, first_player=2, current=0)
    assert (s.first_player, s.turn) == (2, 2)
    assert arrange(g, 0, turn=4, current=0).turn == 4


def test_forbidden_is_named_by_side_and_line_counted_from_1():
    s = arrange(TWO, 0, maze=ROW_ONE, forbidden=("E", 2), current=1)
    assert s.forbidden == ("E", 2)
    assert TWO.explain(s, Shift("E", 2, 0)).rule == "labyrinth.shift.no-reverse"
    assert TWO.explain(s, Shift("W", 2, 0)) is None


def test_a_finished_game_and_a_round_waiting_to_end():
    won = arrange(TWO, 0, pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl", "moth")}, winners=(0,))
    assert won.over and TWO.legal_actions(won) == []
    assert TWO.explain(won, Shift("N", 2, 0)).rule == "labyrinth.game.over"
    tie = Labyrinth(players=3, treasures=1, same_round_tie=True)
    waiting = arrange(tie, 0, pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl",)}, finished=(0,), current=1)
    assert waiting.finished == (0,) and not waiting.over
    shared = arrange(tie, 0, pawns={0: (1, 1), 2: (7, 7)}, piles={0: (), 2: ()}, found={0: ("owl",), 2: ("bat",)},
                     finished=(0, 2), winners=(0, 2), current=2)
    assert shared.winners == (0, 2)
    children = Labyrinth(players=2, treasures=1, variant="children")
    done = arrange(children, 0, pawns={0: (4, 4)}, piles={0: ()}, found={0: ("owl",)}, winners=(0,))
    assert done.over


def test_a_player_given_found_cards_keeps_the_rest_of_the_seed_pile():
    s = arrange(TWO, 0, found={0: ("owl",)})
    assert len(s.piles[0]) == 1 and s.found[0] == (18,) and 18 not in s.piles[0] + s.piles[1]


def test_every_lesson_position_is_valid():
    from engine.labyrinth.lessons import LESSONS
    for steps in LESSONS.values():
        for step in steps:
            match = step.start()
            match.game.validate_state(match.state)


# -- bad input: a clear message -----------------------------------------------------------------
TOO_MANY_STRAIGHTS = with_square(ROW_ONE, 2, 2, "│")          # 13 straights drawn
BAD = [
    (dict(maze=ROW_ONE[:6]), "draw the maze as 7 rows of 7 path characters"),
    (dict(maze="┌─┬─┬─┐"), "draw the maze as 7 rows"),
    (dict(maze=ROW_ONE[:2] + ("├│├│┬│",) + ROW_ONE[3:]), "maze row 3 must be 7 path characters"),
    (dict(maze=with_square(ROW_ONE, 2, 3, "+")), "(2,3): '+' is not a path character; use one of"),
    (dict(maze=with_square(ROW_ONE, 1, 3, "┴")), "(1,3) is a printed square, drawn ┬ on the board, not ┴"),
    (dict(maze=TOO_MANY_STRAIGHTS), "(7,6): one straight card too many; the game has 12 straight, 16 corner, 6 T"),
    (dict(maze=ROW_ONE, spare=("NS", None)),
     "spare: the maze already uses every loose straight card; the card left over is a corner"),
    (dict(maze=ROW_ONE, spare="owl"), "spare: give its open sides"),
    (dict(maze=ROW_ONE, cards={(1, 2): ("NS", None)}), "(1,2): cards gives open sides 'NS', but the maze draws ─ there"),
    (dict(maze=ROW_ONE, cards={(2, 1): "skull"}), "(2,1): the skull is printed on the board at (1,3)"),
    (dict(maze=ROW_ONE, cards={(2, 1): "bat"}), "(2,1): the bat lies on a T card, not on a corner one"),
    (dict(maze=ROW_ONE, cards={(1, 2): "owl"}), "(1,2): the owl lies on a corner card, not on a straight one"),
    (dict(maze=ROW_ONE, cards={(4, 2): None}), "(4,2): every loose T-junction carries a treasure"),
    (dict(maze=ROW_ONE, cards={(2, 1): "owl", (2, 2): "owl"}), "the owl is already on (2,1)"),
    (dict(maze=ROW_ONE, cards={sq: None for sq in [(2, c) for c in range(1, 8)] + [(4, 1), (4, 3), (4, 5), (4, 7)]}),
     "(4,7): only 10 loose corners have no treasure"),
    (dict(maze=ROW_ONE, cards={(1, 3): "skull"}), "square (1,3) is printed on the board and cannot be changed"),
    (dict(cards={(1, 3): ("NS", None)}), "square (1,3) is printed on the board and cannot be changed"),
    (dict(cards={(0, 2): ("NS", None)}), "cards: (0, 2) is not a square (row, col), each counted 1 to 7"),
    (dict(cards={(1, 2): "owl"}), "(1,2): give the card's open sides too"),
    (dict(cards={(1, 2): ("NS", "owl")}), "(1,2): no free loose straight card with owl left to place"),
    (dict(cards={(1, 2): ("NX", None)}), "'X' is not a side; use the letters N, E, S, W"),
    (dict(cards={(1, 2): ("NS", None, 1)}), "cards at (1,2): give (open sides, treasure name or None)"),
    (dict(pawns={2: (1, 1)}), "pawns: 2 is not a seat at this 2-player table (seats 0..1)"),
    (dict(pawns={0: (8, 1)}), "pawns: red's square: (8, 1) is not a square"),
    (dict(piles={0: ("unicorn", "owl")}), "no treasure called 'unicorn'"),
    (dict(piles={0: "owl"}), "piles: give red's treasure names as a tuple"),
    (dict(piles={0: ("owl",)}), "red holds 1 treasure cards; this game deals 2"),
    (dict(piles={0: ("owl", "bat"), 1: ("owl", "moth")}), "the owl card is named twice"),
    (dict(piles={0: ("owl",)}, found={0: ("owl",)}), "the owl card is named twice"),
    (dict(phase="walk"), "phase must be 'shift' or 'move', not 'walk'"),
    (dict(forbidden=("E", 3)), "forbidden insertion ('E', 3) is not an insertion point"),
    (dict(forbidden="E2"), "forbidden: give an insertion point as (side, line)"),
    (dict(turn=2, current=0), "turn 2 with red starting is blue's turn, not red's"),
    (dict(turn=0), "turn must be a whole number from 1, not 0"),
    (dict(current=3), "current: 3 is not a seat"),
    (dict(first_player=2), "first_player: 2 is not a seat"),
    (dict(winners=(0,)), "red is marked as finished but has not finished"),
    (dict(pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl", "moth")}, winners=(0,), phase="move"),
     "the game is over after a whole move: phase must be 'shift'"),
    (dict(pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl", "moth")}, winners=(0,), current=1),
     "the game ends on the winner's own move: red won, so the last player to move is red, not blue"),
    (dict(pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl", "moth")}),
     "red has collected every treasure and stands on its start square, so red has finished"),
    (dict(pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl", "moth")}, finished=(0,), current=1),
     "players wait for the end of the round only with same_round_tie"),
]


@pytest.mark.parametrize("position, message", BAD, ids=[m[:40] for _, m in BAD])
def test_impossible_positions_are_refused_with_a_clear_message(position, message):
    with pytest.raises(ValueError) as info:
        arrange(TWO, 0, **position)
    assert message in str(info.value)


TIE = Labyrinth(players=3, treasures=1, same_round_tie=True)
BAD_TIE = [
    (dict(pawns={1: (1, 7)}, piles={1: ()}, found={1: ("owl",)}, finished=(1,), current=1),
     "blue is marked as finished in this round but has not played in it yet"),
    (dict(pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl",)}, finished=(0,), winners=(0,), current=1),
     "with same_round_tie the game ends only with its round: the last player to move is yellow"),
    (dict(pawns={0: (1, 1)}, piles={0: ()}, found={0: ("owl",)}, finished=(0,), winners=(0,), current=2,
          first_player=1),
     "the last player to move is red, the last of the round, not yellow"),
]


@pytest.mark.parametrize("position, message", BAD_TIE, ids=[m[:40] for _, m in BAD_TIE])
def test_impossible_same_round_positions_are_refused(position, message):
    with pytest.raises(ValueError) as info:
        arrange(TIE, 0, **position)
    assert message in str(info.value)


def test_a_finished_children_player_must_be_counted():
    children = Labyrinth(players=2, treasures=1, variant="children")
    with pytest.raises(ValueError, match=r"red has collected every treasure, so red has finished"):
        arrange(children, 0, pawns={0: (4, 4)}, piles={0: ()}, found={0: ("owl",)})


def test_a_state_file_with_a_misplaced_loose_treasure_names_the_square():
    s = arrange(TWO, 0, maze=ROW_ONE)
    from dataclasses import replace
    board = list(s.board)
    board[idx(1, 2)] = Tile(board[idx(1, 2)].sides, 18)             # a straight card carrying the owl
    with pytest.raises(ValueError, match=r"\(1,2\) carries the owl, which lies on a corner card"):
        TWO.validate_state(replace(s, board=tuple(board)))
    board = list(s.board)
    board[idx(2, 1)] = Tile(board[idx(2, 1)].sides, 0)              # a loose corner carrying the printed skull
    with pytest.raises(ValueError, match=r"\(2,1\) carries the skull, which is printed on the board"):
        TWO.validate_state(replace(s, board=tuple(board)))
    board = list(s.board)
    board[idx(1, 2)] = Tile(board[idx(2, 1)].sides)                  # a 17th corner instead of a straight
    with pytest.raises(ValueError, match=r"one corner card too many"):
        TWO.validate_state(replace(s, board=tuple(board)))


def test_the_builder_s_positions_play_on():
    s = arrange(TWO, 0, maze=ROW_ONE, phase="move", piles={0: ("sword", "owl")})
    after = TWO.apply(s, Move(1, 5))
    assert after.found[0] == (TREASURES.index("sword"),)


def test_cards_named_for_one_player_leave_the_others_piles_in_a_full_deal():
    g = Labyrinth(players=2)                                   # all 24 cards dealt, 12 each
    seed_blue = g.initial_state(0).piles[1]
    s = arrange(g, 0, found={1: (TREASURES[seed_blue[0]],)})   # blue has collected its first card
    assert s.found[1] == (seed_blue[0],) and s.piles[1] == seed_blue[1:]
    mine = tuple(TREASURES[t] for t in seed_blue)              # red takes over blue's cards ...
    s = arrange(g, 0, piles={0: mine})
    assert s.piles[0] == seed_blue and sorted(s.piles[0] + s.piles[1]) == list(range(24))
