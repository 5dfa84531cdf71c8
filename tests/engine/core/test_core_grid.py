"""engine.core.grid: directions, rotation, neighbours, connection, path search, walls."""
from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from engine.core import ALL_SIDES, DIRECTIONS, OPPOSITE, E, Grid, N, S, W, reachable, rotate


def popcount(m: int) -> int:
    return bin(m).count("1")


class TestRotate:
    def test_quarter_turn_is_clockwise(self):
        assert rotate(N, 1) == E
        assert rotate(E, 1) == S
        assert rotate(S, 1) == W
        assert rotate(W, 1) == N

    def test_corner_and_t_and_straight(self):
        assert rotate(N | E, 1) == E | S
        assert rotate(N | E, 2) == S | W
        assert rotate(N | E, 3) == W | N
        assert rotate(N | E | S, 1) == E | S | W
        assert rotate(N | S, 1) == E | W
        assert rotate(N | S, 2) == N | S

    @given(st.integers(0, ALL_SIDES), st.integers(-12, 12))
    def test_rotation_laws(self, mask, q):
        turned = rotate(mask, q)
        assert popcount(turned) == popcount(mask)
        assert rotate(mask, q + 4) == turned            # period 4
        assert rotate(turned, -q) == mask               # undoable
        assert rotate(rotate(mask, 1), q) == rotate(mask, q + 1)
        assert 0 <= turned <= ALL_SIDES

    def test_opposite_is_two_quarter_turns(self):
        for d in DIRECTIONS:
            assert OPPOSITE[d] == rotate(d, 2)
            assert OPPOSITE[OPPOSITE[d]] == d


class TestGridGeometry:
    def test_rejects_empty_grid(self):
        with pytest.raises(ValueError):
            Grid(0, 3)
        with pytest.raises(ValueError):
            Grid(3, 0)

    def test_index_and_cell_are_row_major(self):
        g = Grid(3, 4)
        assert g.size == 12
        assert g.index(0, 0) == 0 and g.index(1, 0) == 4 and g.index(2, 3) == 11
        assert [g.cell(g.index(r, c)) for r, c in g.cells()] == list(g.cells())
        assert len(list(g.cells())) == 12
        for bad in [(-1, 0), (3, 0), (0, 4), (0, -1)]:
            assert not g.contains(*bad)
            with pytest.raises(IndexError):
                g.index(*bad)

    def test_neighbours_at_corner_edge_and_middle(self):
        g = Grid(3, 4)
        # corner (0,0): only east and south
        assert g.step(0, N) is None and g.step(0, W) is None
        assert g.step(0, E) == 1 and g.step(0, S) == 4
        # edge (0,1): three neighbours
        assert [g.step(1, d) for d in DIRECTIONS] == [None, 2, 5, 0]
        # middle (1,1) = 5: four neighbours
        assert [g.step(5, d) for d in DIRECTIONS] == [1, 6, 9, 4]
        # last cell (2,3) = 11
        assert [g.step(11, d) for d in DIRECTIONS] == [7, None, None, 10]

    def test_connected_needs_both_sides_open(self):
        g = Grid(1, 2)
        assert g.connected((E, W), 0, E)
        assert g.connected((E, W), 1, W)
        assert not g.connected((E, N), 0, E)      # the neighbour is closed towards us
        assert not g.connected((N, W), 0, E)      # we are closed towards it
        assert not g.connected((ALL_SIDES, ALL_SIDES), 0, W)  # off the grid
        assert g.open_neighbours((E, W), 0) == [1]
        assert g.open_neighbours((E, N), 0) == []


class TestReachable:
    # a 1×4 corridor open all the way: 0 - 1 - 2 - 3
    CORRIDOR = (E, E | W, E | W, W)

    def test_corridor(self):
        g = Grid(1, 4)
        assert g.reachable(self.CORRIDOR, 0) == {0, 1, 2, 3}
        assert g.reachable(self.CORRIDOR, 2) == {0, 1, 2, 3}

    def test_one_sided_opening_breaks_the_path(self):
        g = Grid(1, 4)
        masks = (E, E | W, W | N, W)   # cell 2 closed on the east: 3 is cut off although it opens west
        assert g.reachable(masks, 0) == {0, 1, 2}
        assert g.reachable(masks, 3) == {3}

    def test_blocked_cell_is_reachable_but_not_passable(self):
        g = Grid(1, 4)
        assert g.reachable(self.CORRIDOR, 0, blocked={2}) == {0, 1, 2}
        assert g.reachable(self.CORRIDOR, 0, blocked={1}) == {0, 1}

    def test_blocked_start_can_be_left(self):
        g = Grid(1, 4)
        assert g.reachable(self.CORRIDOR, 1, blocked={1}) == {0, 1, 2, 3}

    def test_reachable_from_a_closed_cell_is_itself(self):
        g = Grid(2, 2)
        assert g.reachable((N | W, W, N, N | W), 0) == {0}

    def test_generic_reachable_with_stop(self):
        # a ring of 6 nodes; stopping at 2 and 4 leaves 3 unreachable from 0
        nbrs = lambda n: [(n - 1) % 6, (n + 1) % 6]
        assert reachable(0, nbrs) == set(range(6))
        assert reachable(0, nbrs, stop_at=lambda n: n in (2, 4)) == {0, 1, 2, 4, 5}
        assert reachable(2, nbrs, stop_at=lambda n: n == 2) == set(range(6))  # start is never a stop

    @given(st.lists(st.integers(0, ALL_SIDES), min_size=12, max_size=12),
           st.integers(0, 11), st.sets(st.integers(0, 11)))
    def test_fast_search_agrees_with_generic(self, masks, start, blocked):
        g = Grid(3, 4)
        expected = reachable(start, lambda i: g.open_neighbours(masks, i), stop_at=lambda i: i in blocked)
        assert g.reachable(masks, start, frozenset(blocked)) == expected


class TestWalls:
    def test_no_walls_means_only_the_outer_edge_is_closed(self):
        g = Grid(2, 2)
        assert g.masks_from_walls([]) == (E | S, S | W, N | E, N | W)

    def test_a_wall_closes_both_cells(self):
        g = Grid(2, 2)
        masks = g.masks_from_walls([(0, 1)])
        assert masks == (S, S, N | E, N | W)
        assert masks[0] == S and masks[1] == S
        assert not g.connected(masks, 0, E)
        assert g.reachable(masks, 0) == {0, 1, 2, 3}   # around through the bottom row
        walled = g.masks_from_walls([(0, 1), (2, 3)])
        assert g.reachable(walled, 0) == {0, 2}
        assert g.reachable(walled, 1) == {1, 3}

    def test_wall_order_does_not_matter(self):
        g = Grid(2, 2)
        assert g.masks_from_walls([(1, 0)]) == g.masks_from_walls([(0, 1)])

    def test_wall_between_non_neighbours_is_refused(self):
        g = Grid(2, 2)
        with pytest.raises(ValueError, match="not neighbours"):
            g.masks_from_walls([(0, 3)])
        with pytest.raises(ValueError, match=r"squares \(1,1\) and \(2,2\) are not neighbours"):
            g.masks_from_walls([(0, 3)])


class TestSquareNames:
    """What people read and type: (row, col) counted from 1; storage: cell numbers from 0."""

    def test_squares_count_from_one_in_reading_order(self):
        g = Grid(3, 4)
        assert g.square(1, 1) == 0 and g.square(1, 4) == 3 and g.square(2, 1) == 4 and g.square(3, 4) == 11
        assert [g.square_of(i) for i in (0, 3, 4, 11)] == [(1, 1), (1, 4), (2, 1), (3, 4)]
        assert g.square_name(6) == "(2,3)"

    def test_square_and_square_of_are_inverse_everywhere(self):
        g = Grid(5, 7)
        assert all(g.square(*g.square_of(i)) == i for i in range(g.size))
        assert all(g.square_of(g.index(r, c)) == (r + 1, c + 1) for r in range(5) for c in range(7))

    @pytest.mark.parametrize("row, col", [(0, 1), (1, 0), (4, 1), (1, 5), (-1, 2), (True, 1), (1.0, 1), ("1", 1)])
    def test_a_square_off_the_grid_or_not_a_whole_number_is_refused(self, row, col):
        g = Grid(3, 4)
        assert not g.has_square(row, col)
        with pytest.raises(ValueError, match="numbered 1 to 3 and 1 to 4"):
            g.square(row, col)


class TestPaths:
    """The walks a board animates: shortest through open sides, or of an exact length."""

    def test_a_shortest_path_follows_open_sides_and_avoids_blocked_cells(self):
        g = Grid(2, 3)
        masks = g.masks_from_walls([(0, 1)])          # a wall between (1,1) and (1,2)
        assert g.path(masks, 0, 1) == [0, 3, 4, 1]
        assert g.path(masks, 0, 0) == [0]
        assert g.path(masks, 0, 1, blocked={4}) is None
        walled = g.masks_from_walls([(0, 1), (0, 3)])  # (1,1) shut in
        assert g.path(walled, 0, 5) is None

    def test_a_path_is_as_short_as_reachability_says(self):
        g = Grid(4, 4)
        masks = g.masks_from_walls([(1, 2), (5, 6), (9, 10), (4, 8)])
        for goal in g.reachable(masks, 0):
            walk = g.path(masks, 0, goal)
            assert walk[0] == 0 and walk[-1] == goal
            assert all(b in g.open_neighbours(masks, a) for a, b in zip(walk, walk[1:]))

    def test_an_exact_walk_has_exactly_the_steps_or_stops_on_the_goal(self):
        g = Grid(3, 3)
        masks = g.masks_from_walls([])
        walk = g.walk_path(masks, 0, 0, 2)
        assert len(walk) == 3 and walk[0] == walk[-1] == 0      # out and back
        assert g.walk_path(masks, 0, 1, 2) is None                # parity: 2 steps never end next door
        stop = g.walk_path(masks, 0, 1, 3, stops={1})
        assert stop == [0, 1]                                     # entering the stop ends the walk at once
        ends = g.walk_ends(masks, 0, 3, frozenset({4}))
        for goal in ends:
            walk = g.walk_path(masks, 0, goal, 3, stops={4})
            assert walk and walk[-1] == goal and (len(walk) == 4 or walk[-1] == 4)

    def test_an_exact_walk_uses_the_fewest_wall_passes(self):
        g = Grid(1, 3)
        masks = g.masks_from_walls([(0, 1)])
        assert g.walk_path(masks, 0, 1, 1) is None
        assert g.walk_path(masks, 0, 1, 1, wall_passes=1) == [0, 1]
        assert g.walk_ends(masks, 0, 1, wall_passes=1) == {1: 1}
