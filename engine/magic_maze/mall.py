"""The mall as it grows: placed tiles on the pinwheel lattice, and what connects to what.

Every tile is 4×4 spaces and has one connection space per side in a pinwheel (tiles.CONNECTION),
so tiles fit together on a lattice that leaves a one-space gap beside each tile: the tile north
of a tile lies 4 rows up and 1 column right, the one east 1 row down and 4 columns right. A slot
``(i, j)`` of the lattice (``i`` steps north, ``j`` steps east of the start tile) has its top-left
space at row ``-4i + j``, column ``i + 4j`` of the mall's grid. A tile is laid in a slot turned a
number of quarter turns clockwise; a space's name for people is its tile and its (row, col)
counted from 1 *as the tile now lies* (north up on the board).

Two neighbouring spaces connect inside a tile unless a wall stands between them (an orange wall
lets the dwarf through); across two tiles only at facing connection spaces that are both open
(an entry arrow or an exploration space): an explored passage, open to every hero.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

from .tiles import CONNECTION, OPPOSITE, SIDE_AT, SIDES, SIZE, Cell, Space, TileSpec, tiles

#: lattice steps between neighbouring slots
SLOT_STEP = {"N": (1, 0), "E": (0, 1), "S": (-1, 0), "W": (0, -1)}
DIRECTION = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}
DIRECTION_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}

Global = tuple[int, int]


def slot_origin(slot: tuple[int, int]) -> Global:
    """The mall-grid position of a slot's top-left space."""
    i, j = slot
    return (-4 * i + j, i + 4 * j)


def turn_cell(cell: Cell, turns: int) -> Cell:
    """Where a space of a tile lies after the tile is turned ``turns`` quarter turns clockwise."""
    r, c = cell
    for _ in range(turns % 4):
        r, c = c, SIZE - 1 - r
    return (r, c)


def turn_side(side: str, turns: int) -> str:
    return SIDES[(SIDES.index(side) + turns) % 4]


@dataclass(frozen=True, order=True)
class Placed:
    """A tile on the table: its name ("1A", "6"), its lattice slot and its quarter turns clockwise."""

    tile: str
    slot: tuple[int, int]
    turns: int = 0

    @property
    def spec(self) -> TileSpec:
        return tiles()[self.tile]

    @property
    def number(self) -> int:
        return int(self.tile.rstrip("AB"))

    def cell(self, local: Cell) -> Global:
        """The mall-grid position of a space given as the tile now lies (0-based row, col)."""
        r0, c0 = slot_origin(self.slot)
        return (r0 + local[0], c0 + local[1])

    def printed(self, laid: Cell) -> Cell:
        """The space of the printed tile (as in tiles.txt) that now lies at ``laid``."""
        return turn_cell(laid, -self.turns)

    def laid(self, printed: Cell) -> Cell:
        return turn_cell(printed, self.turns)


class Mall:
    """Derived from the placed tiles (a state's ``placed``): what lies where and what connects."""

    def __deepcopy__(self, memo: dict) -> "Mall":
        return self          # derived from a state's tiles and never changed: copies may share it

    def __init__(self, placed: tuple[Placed, ...]):
        self.placed = placed
        self.at: dict[Global, tuple[int, Cell]] = {}          # grid cell → (tile index, space as laid)
        self.slots: dict[tuple[int, int], int] = {}
        for k, p in enumerate(placed):
            self.slots[p.slot] = k
            for r in range(SIZE):
                for c in range(SIZE):
                    self.at[p.cell((r, c))] = (k, (r, c))

    # -- what is where -----------------------------------------------------------------------------
    def tile_of(self, cell: Global) -> Placed:
        return self.placed[self.at[cell][0]]

    def space(self, cell: Global) -> Space:
        k, laid = self.at[cell]
        p = self.placed[k]
        return p.spec.space(p.printed(laid))

    def name(self, cell: Global) -> str:
        """How people name a space: ``tile 6 (2,3)``, row and column counted from 1 as it lies."""
        k, (r, c) = self.at[cell]
        return f"tile {self.placed[k].tile} ({r + 1},{c + 1})"

    def find(self, tile: str, row: int, col: int) -> Global | None:
        """The grid cell of space (row, col) (counted from 1) of a placed tile, or None."""
        if type(row) is not int or type(col) is not int or not (1 <= row <= SIZE and 1 <= col <= SIZE):
            return None
        for p in self.placed:
            if p.tile == tile:
                return p.cell((row - 1, col - 1))
        return None

    def square(self, cell: Global) -> tuple[str, int, int]:
        """(tile, row, col) counted from 1: the fields of an action naming this space."""
        k, (r, c) = self.at[cell]
        return (self.placed[k].tile, r + 1, c + 1)

    @cached_property
    def cells_of(self) -> dict[str, list[Global]]:
        """Every space by kind (and colour): ``cells_of["green explore"]``, ``cells_of["hourglass"]``."""
        out: dict[str, list[Global]] = {}
        for cell in sorted(self.at):
            out.setdefault(str(self.space(cell)), []).append(cell)
        return out

    def side_of(self, cell: Global) -> str | None:
        """The side (as the tile now lies) whose connection space this is, or None."""
        k, laid = self.at[cell]
        p = self.placed[k]
        printed_side = SIDE_AT.get(p.printed(laid))
        return None if printed_side is None else turn_side(printed_side, p.turns)

    def across(self, cell: Global) -> tuple[int, int] | None:
        """The lattice slot a connection space faces (None for other spaces)."""
        side = self.side_of(cell)
        if side is None:
            return None
        slot = self.tile_of(cell).slot
        di, dj = SLOT_STEP[side]
        return (slot[0] + di, slot[1] + dj)

    # -- moving ------------------------------------------------------------------------------------
    @cached_property
    def _links(self) -> dict[tuple[Global, Global], tuple[bool, bool]]:
        """Every pair of neighbouring spaces → (open to every hero, open to the dwarf), worked out once
        per mall (moves and the planner ask ``step_open`` very often). Inside a tile the answers depend only
        on the tile and its turns (``_tile_links``, shared by every mall); across tiles they are worked out here."""
        out = {}
        for p in self.placed:
            r0, c0 = slot_origin(p.slot)
            for (ra, ca), (rb, cb), link in _tile_links(p.tile, p.turns):
                out[((r0 + ra, c0 + ca), (r0 + rb, c0 + cb))] = link
        for a in self.at:
            for dr, dc in DIRECTION.values():
                b = (a[0] + dr, a[1] + dc)
                if b in self.at and (a, b) not in out:
                    out[(a, b)] = (self._open(a, b, False), self._open(a, b, True))
        return out

    def step_open(self, a: Global, b: Global, dwarf: bool = False) -> bool:
        """Can a hero step from ``a`` to the neighbouring ``b``?"""
        link = self._links.get((a, b))
        return False if link is None else link[dwarf]

    def _open(self, a: Global, b: Global, dwarf: bool) -> bool:
        if b not in self.at:
            return False
        ka, la = self.at[a]
        kb, lb = self.at[b]
        if ka == kb:
            p = self.placed[ka]
            pair = frozenset((p.printed(la), p.printed(lb)))
            return pair not in p.spec.walls and (dwarf or pair not in p.spec.orange_walls)
        # across two tiles: only facing connection spaces that are both open (a passage)
        return (self.side_of(a) is not None and self.side_of(b) is not None
                and self.space(a).kind in ("entry", "explore") and self.space(b).kind in ("entry", "explore"))

    def ray(self, start: Global, direction: str, blocked: set[Global] | frozenset[Global],
            dwarf: bool = False) -> list[Global]:
        """The spaces a hero can stop on moving ``direction`` from ``start``, nearest first: it goes
        any number of spaces and stops before a wall, a hero, or the edge of the explored mall."""
        out = []
        for cell in self.run(start, direction, dwarf):
            if cell in blocked:
                break
            out.append(cell)
        return out

    def run_table(self, dwarf: bool = False) -> dict[tuple[Global, str], tuple[Global, ...]]:
        """``run`` for every (space, direction) at once: what a search walks through many times."""
        return self._runs[dwarf]

    def run(self, start: Global, direction: str, dwarf: bool = False) -> tuple[Global, ...]:
        """The spaces in a straight line from ``start`` up to the first wall or the edge of the mall,
        heroes left aside (worked out once per mall: routes ask for them very often)."""
        return self._runs[dwarf].get((start, direction), ())

    @cached_property
    def _runs(self) -> tuple[dict, dict]:
        out: tuple[dict, dict] = ({}, {})
        for dwarf in (False, True):
            table = out[dwarf]
            for direction, (dr, dc) in DIRECTION.items():
                for cell in self.at:
                    if (cell, direction) in table:
                        continue
                    # go back to where this line of open steps begins, then along it once, filling in every
                    # space's run (steps are open both ways or neither)
                    first = cell
                    while self.step_open((first[0] - dr, first[1] - dc), first, dwarf):
                        first = (first[0] - dr, first[1] - dc)
                    line = [first]
                    while self.step_open(line[-1], (line[-1][0] + dr, line[-1][1] + dc), dwarf):
                        line.append((line[-1][0] + dr, line[-1][1] + dc))
                    for k, c in enumerate(line):
                        table[(c, direction)] = tuple(line[k + 1:])
        return out

    # -- the mall as tiles -----------------------------------------------------------------------------
    @cached_property
    def regions(self) -> tuple[int, ...]:
        """For each placed tile, the mall it belongs to: 0 for the start tile's, 1 for the second mall of
        scenario 13 (tiles are in one mall when a chain of neighbouring slots joins them)."""
        region = [-1] * len(self.placed)
        count = 0
        for k in range(len(self.placed)):
            if region[k] >= 0:
                continue
            region[k] = count
            todo = [k]
            while todo:
                i, j = self.placed[todo.pop()].slot
                for di, dj in SLOT_STEP.values():
                    n = self.slots.get((i + di, j + dj))
                    if n is not None and region[n] < 0:
                        region[n] = count
                        todo.append(n)
            count += 1
        return tuple(region)

    def region(self, cell: Global) -> int:
        """The mall (0 or 1) a space belongs to."""
        return self.regions[self.at[cell][0]]

    @cached_property
    def tile_links(self) -> tuple[frozenset[int], ...]:
        """For each placed tile, the tiles it is joined to by an explored passage (by index in ``placed``)."""
        links: list[set[int]] = [set() for _ in self.placed]
        for k, p in enumerate(self.placed):
            for side in SIDES:
                cell = connection_cell(p, side)
                dr, dc = DIRECTION[side]
                other = (cell[0] + dr, cell[1] + dc)
                if other in self.at and self.step_open(cell, other):
                    links[k].add(self.at[other][0])
        return tuple(frozenset(x) for x in links)

    def tile_index(self, cell: Global) -> int:
        return self.at[cell][0]

    def escalator_end(self, cell: Global) -> Global | None:
        """The other end of the escalator whose end is ``cell`` (None if there is none)."""
        return self._escalator_ends.get(cell)

    @cached_property
    def _escalator_ends(self) -> dict[Global, Global]:
        ends = {}
        for a, b in self.escalators():
            ends[a], ends[b] = b, a
        return ends

    def escalators(self) -> list[tuple[Global, Global]]:
        return [(p.cell(p.laid(a)), p.cell(p.laid(b))) for p in self.placed for a, b in p.spec.escalators]

    # -- growing -------------------------------------------------------------------------------------
    def placement(self, cell: Global, tile: str) -> Placed:
        """Where ``tile`` goes when explored from the exploration space ``cell``: the slot across it,
        turned so that its entry arrow adjoins the space and points into the new tile."""
        side = self.side_of(cell)
        entry = tiles()[tile].entry
        assert side is not None and entry is not None
        turns = (SIDES.index(OPPOSITE[side]) - SIDES.index(entry)) % 4
        return Placed(tile, self.across(cell), turns)

    def unexplored(self) -> list[Global]:
        """Exploration spaces that face an empty slot (room for a new tile)."""
        return [cell for cell in self._explore_cells if self.across(cell) not in self.slots]

    @cached_property
    def _explore_cells(self) -> list[Global]:
        return [cell for cell in sorted(self.at) if self.space(cell).kind == "explore"]

    def bounds(self) -> tuple[int, int, int, int]:
        """(top, left, bottom, right) of the explored mall's grid cells, inclusive."""
        rows = [r for r, _ in self.at]
        cols = [c for _, c in self.at]
        return (min(rows), min(cols), max(rows), max(cols))


@lru_cache(maxsize=None)
def _tile_links(tile: str, turns: int) -> tuple[tuple[Cell, Cell, tuple[bool, bool]], ...]:
    """Inside one tile laid ``turns`` quarter turns clockwise: each ordered pair of neighbouring spaces (as
    laid) → (open to every hero, open to the dwarf): no wall between them (an orange wall stops all but the
    dwarf)."""
    spec = tiles()[tile]
    out = []
    for r in range(SIZE):
        for c in range(SIZE):
            for dr, dc in DIRECTION.values():
                a, b = (r, c), (r + dr, c + dc)
                if not (0 <= b[0] < SIZE and 0 <= b[1] < SIZE):
                    continue
                pair = frozenset((turn_cell(a, -turns), turn_cell(b, -turns)))
                wall = pair in spec.walls
                out.append((a, b, (not wall and pair not in spec.orange_walls, not wall)))
    return tuple(out)


def connection_cell(p: Placed, side: str) -> Global:
    """The grid cell of a placed tile's connection space on ``side`` (as the tile lies)."""
    printed_side = turn_side(side, -p.turns)
    return p.cell(p.laid(CONNECTION[printed_side]))
