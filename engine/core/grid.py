"""Grid geometry shared by the maze games: directions, open sides, walls, path search.

**Squares have one name.** Everything a person reads or types names a square by its row and
column counted from 1, top row and left column first, as rulebooks count them: ``(1,3)`` is the
first row, third column. Board labels, status and event texts, ``str()`` of actions, the fields of
actions, the boards' Python twins (``click_cell(1, 3)``) and the scenario builders all use it;
``Grid.square``, ``Grid.square_of`` and ``Grid.square_name`` convert. Storage is another matter:
states keep flat cell numbers, row-major from 0 (``index = row * cols + col``, 0-based), and
``Grid.index`` / ``Grid.cell`` are those internal coordinates.
Each cell has an *open-sides mask*: a set of the four directions, as bits. Two
neighbouring cells connect only when both are open towards each other, which is
how Labyrinth's path cards work and also how a wall between two cells works
(a wall closes the side of both cells). ``reachable`` is plain breadth-first search
over any neighbour function, so a growing board (Magic Maze) or a ring of squares
can use it without a rectangle.
"""
from __future__ import annotations

from collections import deque
from typing import Any, Callable, Hashable, Iterable, Iterator, TypeVar

N, E, S, W = 1, 2, 4, 8
DIRECTIONS = (N, E, S, W)
DIRECTION_NAMES = {N: "north", E: "east", S: "south", W: "west"}
OPPOSITE = {N: S, E: W, S: N, W: E}
DELTA = {N: (-1, 0), E: (0, 1), S: (1, 0), W: (0, -1)}
ALL_SIDES = N | E | S | W

Node = TypeVar("Node", bound=Hashable)


def rotate(mask: int, quarter_turns: int) -> int:
    """Turn an open-sides mask clockwise by ``quarter_turns`` (N→E→S→W)."""
    q = quarter_turns % 4
    return ((mask << q) | (mask >> (4 - q))) & ALL_SIDES


def sides(mask: int) -> tuple[int, ...]:
    return tuple(d for d in DIRECTIONS if mask & d)


def reachable(start: Node, neighbours: Callable[[Node], Iterable[Node]],
              stop_at: Callable[[Node], bool] | None = None) -> set[Node]:
    """Every node reachable from ``start`` (itself included).

    ``stop_at(node)`` true means a path may end on that node but not pass through it
    (a blocking piece). The start node is never a stop: you may always leave it.
    """
    seen = {start}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        if node != start and stop_at is not None and stop_at(node):
            continue
        for nxt in neighbours(node):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


class Grid:
    """A rectangular grid of ``rows`` × ``cols`` cells with precomputed neighbours."""

    def __init__(self, rows: int, cols: int):
        if rows < 1 or cols < 1:
            raise ValueError("a grid needs at least one row and one column")
        self.rows, self.cols, self.size = rows, cols, rows * cols
        # for each cell: ((direction, opposite, neighbour index), ...) inside the grid
        nbrs = []
        for i in range(self.size):
            r, c = divmod(i, cols)
            row = []
            for d in DIRECTIONS:
                dr, dc = DELTA[d]
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols:
                    row.append((d, OPPOSITE[d], rr * cols + cc))
            nbrs.append(tuple(row))
        self._nbrs: tuple[tuple[tuple[int, int, int], ...], ...] = tuple(nbrs)
        # for each cell and each open-sides mask: ((neighbour, side it must have open), ...)
        self._links = tuple(
            tuple(tuple((j, od) for d, od, j in self._nbrs[i] if m & d) for m in range(ALL_SIDES + 1))
            for i in range(self.size))

    # -- the names people read and type: (row, column) counted from 1 ----------------------
    def has_square(self, row: Any, col: Any) -> bool:
        """True when (row, col), counted from 1, is a square of this grid (whole numbers only)."""
        return type(row) is int and type(col) is int and 1 <= row <= self.rows and 1 <= col <= self.cols

    def square(self, row: int, col: int) -> int:
        """The cell number of the square a person calls (row, col), counted from 1."""
        if not self.has_square(row, col):
            raise ValueError(f"({row!r},{col!r}) is not a square: rows and columns are numbered "
                             f"1 to {self.rows} and 1 to {self.cols}")
        return (row - 1) * self.cols + (col - 1)

    def square_of(self, index: int) -> tuple[int, int]:
        """(row, col), counted from 1, of cell number ``index``."""
        r, c = divmod(index, self.cols)
        return (r + 1, c + 1)

    def square_name(self, index: int) -> str:
        """How texts write cell number ``index``: ``"(1,3)"``."""
        r, c = divmod(index, self.cols)
        return f"({r + 1},{c + 1})"

    # -- storage: 0-based (row, col) and flat cell numbers ------------------------------------
    def index(self, row: int, col: int) -> int:
        if not self.contains(row, col):
            raise IndexError(f"({row}, {col}) is outside the {self.rows}×{self.cols} grid")
        return row * self.cols + col

    def cell(self, index: int) -> tuple[int, int]:
        return divmod(index, self.cols)

    def contains(self, row: int, col: int) -> bool:
        return 0 <= row < self.rows and 0 <= col < self.cols

    def cells(self) -> Iterator[tuple[int, int]]:
        for i in range(self.size):
            yield divmod(i, self.cols)

    def step(self, index: int, direction: int) -> int | None:
        """The neighbour in ``direction``, or None at the edge."""
        for d, _, j in self._nbrs[index]:
            if d == direction:
                return j
        return None

    def connected(self, masks: tuple[int, ...] | list[int], a: int, direction: int) -> bool:
        """True when cell ``a`` and its neighbour in ``direction`` are open towards each other."""
        b = self.step(a, direction)
        return b is not None and bool(masks[a] & direction) and bool(masks[b] & OPPOSITE[direction])

    def open_neighbours(self, masks: tuple[int, ...] | list[int], index: int) -> list[int]:
        m = masks[index]
        return [j for d, od, j in self._nbrs[index] if m & d and masks[j] & od]

    def reachable(self, masks: tuple[int, ...] | list[int], start: int,
                  blocked: frozenset[int] | set[int] = frozenset()) -> set[int]:
        """Cells reachable from ``start`` through mutually open sides.

        A cell in ``blocked`` can be reached but not passed through. This is the hot
        loop of Labyrinth's move search, so it is written out rather than calling the
        generic ``reachable``.
        """
        links = self._links
        seen = {start}
        stack = [start]
        pop, push, add = stack.pop, stack.append, seen.add
        while stack:
            i = pop()
            if blocked and i != start and i in blocked:
                continue
            for j, od in links[i][masks[i]]:
                if masks[j] & od and j not in seen:
                    add(j)
                    push(j)
        return seen

    def walk_ends(self, masks: tuple[int, ...] | list[int], start: int, steps: int,
                  stops: frozenset[int] | set[int] = frozenset(), wall_passes: int = 0) -> dict[int, int]:
        """Where a walk of exactly ``steps`` single steps from ``start`` can end.

        The walk moves orthogonally one square at a time and may go back and forth. Entering a
        cell in ``stops`` ends the walk there at once (the remaining steps are lost). Up to
        ``wall_passes`` steps may go through a closed side (never off the board). Returns
        ``{cell: fewest wall passes needed to end there}``.
        """
        nbrs = self._nbrs
        ends: dict[int, int] = {}
        frontier = {start: 0}
        for _ in range(steps):
            nxt: dict[int, int] = {}
            for cell, used in frontier.items():
                m = masks[cell]
                for d, od, j in nbrs[cell]:
                    u = used if (m & d and masks[j] & od) else used + 1
                    if u > wall_passes:
                        continue
                    target = ends if j in stops else nxt
                    if target.get(j, u + 1) > u:
                        target[j] = u
            frontier = nxt
        for cell, used in frontier.items():
            if ends.get(cell, used + 1) > used:
                ends[cell] = used
        return ends

    def path(self, masks: tuple[int, ...] | list[int], start: int, goal: int,
             blocked: frozenset[int] | set[int] = frozenset()) -> list[int] | None:
        """A shortest walk from ``start`` to ``goal`` through mutually open sides (both ends
        included), passing through no cell of ``blocked``; None when there is none. Ties go to
        the first direction in N, E, S, W order, so the walk shown is always the same."""
        if start == goal:
            return [start]
        parent = {start: start}
        queue = deque([start])
        while queue:
            i = queue.popleft()
            if i != start and i in blocked:
                continue
            for j in self.open_neighbours(masks, i):
                if j not in parent:
                    parent[j] = i
                    if j == goal:
                        walk = [j]
                        while walk[-1] != start:
                            walk.append(parent[walk[-1]])
                        return walk[::-1]
                    queue.append(j)
        return None

    def walk_path(self, masks: tuple[int, ...] | list[int], start: int, goal: int, steps: int,
                  stops: frozenset[int] | set[int] = frozenset(), wall_passes: int = 0) -> list[int] | None:
        """One walk that ``walk_ends`` allows from ``start`` to ``goal``: exactly ``steps`` single steps
        (back and forth allowed), or fewer when it enters ``goal`` as one of the ``stops``; using the
        fewest wall passes the goal needs (at most ``wall_passes``). Both ends included; None when no
        such walk exists. For animating a move along the squares it really takes."""
        nbrs = self._nbrs
        # states (cell, steps taken, passes used); breadth first, so the fewest passes win per length
        start_state = (start, 0, 0)
        parent: dict[tuple[int, int, int], tuple[int, int, int]] = {start_state: start_state}
        layer = [start_state]
        found: tuple[int, int, int] | None = None
        for n in range(1, steps + 1):
            nxt = []
            for state in layer:
                cell, _, used = state
                m = masks[cell]
                for d, od, j in nbrs[cell]:
                    u = used if (m & d and masks[j] & od) else used + 1
                    if u > wall_passes:
                        continue
                    new = (j, n, u)
                    if new in parent:
                        continue
                    parent[new] = state
                    if j in stops:
                        if j == goal and (found is None or u < found[2]):
                            found = new
                        continue          # entering a stop ends the walk there
                    nxt.append(new)
            layer = nxt
        for state in layer:
            if state[0] == goal and (found is None or state[2] < found[2]):
                found = state
        if found is None:
            return None
        walk = [found]
        while walk[-1] != start_state:
            walk.append(parent[walk[-1]])
        return [cell for cell, _, _ in reversed(walk)]

    def masks_from_walls(self, walls: Iterable[tuple[int, int]]) -> tuple[int, ...]:
        """Open-sides masks for a board drawn as walls between cells.

        Each wall is a pair of neighbouring cell indices; both cells lose the shared
        side. The outer edge is closed.
        """
        masks = []
        for i in range(self.size):
            m = 0
            for d, _, _ in self._nbrs[i]:
                m |= d
            masks.append(m)
        for a, b in walls:
            for d, od, j in self._nbrs[a]:
                if j == b:
                    masks[a] &= ~d
                    masks[b] &= ~od
                    break
            else:
                raise ValueError(f"squares {self.square_name(a)} and {self.square_name(b)} are not neighbours")
        return tuple(masks)
