"""move_options: the spaces reachable this turn, grouped by the super tiles they take."""
from engine.rauf_und_runter import RaufUndRunter
from engine.rauf_und_runter.board import GRID
from engine.rauf_und_runter.scenario import arrange


def test_each_number_of_speed_tiles_counts_not_only_all_of_them():
    game = RaufUndRunter(players=2)
    state = arrange(game, 1, positions={0: (3, 3)}, chains={0: ("tortoise",)}, tiles={0: {"speed": 2}, 1: {}},
                    roll=1)
    options = game.move_options(state)
    one_tile = set(game.walk_ends(state, steps=3, shortcuts=0))
    two_tiles = set(game.walk_ends(state, steps=5, shortcuts=0))
    assert options["speed"] == (one_tile | two_tiles) - options["plain"]
    assert one_tile - options["plain"], "this position must have squares only +2 reaches"


def test_plain_options_are_the_legal_moves_without_tiles():
    game = RaufUndRunter(players=2)
    state = arrange(game, 2, tiles={0: {}, 1: {}}, roll=2)
    moves = {m for m in game.legal_actions(state) if hasattr(m, "row")}
    # Move names (row, col) counted from 1; move_options gives stored cell numbers
    assert {GRID.square(m.row, m.col) for m in moves} == game.move_options(state)["plain"]
    assert set(game.move_options(state)) == {"plain"}
