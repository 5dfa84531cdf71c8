"""Rauf und Runter's two board sides, as data.

The real board's layout is not in the seed, so both sides are this project's design
(a ruling, not a copy): 5×5 spaces, walls between some neighbours (hedges on the
desert side, rock on the underground side), burrows, and the four friends on
different spaces on each side. Spaces are (row, col) counted from 1, as everywhere a
person reads or types them. ``validate_side`` checks every side when the module
loads: every space reachable, friends and burrows on distinct spaces.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from engine.core import Grid

SIZE = 5
GRID = Grid(SIZE, SIZE)

FRIENDS = ("chameleon", "beetle", "mouse", "tortoise")
COLOURS = ("red", "blue", "yellow", "green")
SUPER_TILES = ("speed", "luck", "shortcut")
SIDE_NAMES = ("desert", "underground")
#: where each seat's figures start: a desert corner burrow, clockwise from the top left (row, col from 1);
#: the rulebook says only "a corner", so this is our reading (rule setup.corners)
START = ((1, 1), (1, 5), (5, 5), (5, 1))


@dataclass(frozen=True)
class Side:
    name: str
    wall_name: str                                  # "hedge" or "rock wall"
    burrows: tuple[tuple[int, int], ...]
    friends: tuple[tuple[int, int], ...]            # the space of each friend, in FRIENDS order
    walls: tuple[tuple[tuple[int, int], tuple[int, int]], ...]  # pairs of neighbouring spaces

    @cached_property
    def masks(self) -> tuple[int, ...]:
        return GRID.masks_from_walls((_i(a), _i(b)) for a, b in self.walls)

    @cached_property
    def burrow_cells(self) -> frozenset[int]:
        return frozenset(_i(b) for b in self.burrows)

    @cached_property
    def friend_cells(self) -> tuple[int, ...]:
        return tuple(_i(f) for f in self.friends)


def _i(space: tuple[int, int]) -> int:
    return GRID.square(*space)


DESERT = Side(
    name="desert", wall_name="hedge",
    burrows=((1, 1), (1, 5), (5, 5), (5, 1)),
    friends=((2, 2), (4, 4), (2, 4), (4, 2)),
    walls=(
        ((1, 2), (2, 2)), ((1, 3), (1, 4)), ((2, 1), (3, 1)), ((2, 2), (2, 3)), ((2, 4), (3, 4)),
        ((3, 2), (3, 3)), ((3, 4), (3, 5)), ((4, 1), (4, 2)), ((4, 3), (4, 4)), ((4, 4), (5, 4)),
        ((4, 5), (5, 5)), ((5, 2), (5, 3)),
    ),
)

UNDERGROUND = Side(
    name="underground", wall_name="rock wall",
    burrows=((1, 1), (1, 5), (5, 5), (5, 1), (3, 3)),
    friends=((1, 3), (3, 5), (5, 3), (3, 1)),
    walls=(
        ((1, 2), (1, 3)), ((2, 4), (2, 5)), ((3, 1), (4, 1)), ((3, 4), (4, 4)), ((4, 2), (4, 3)),
        ((2, 2), (3, 2)), ((5, 3), (5, 4)), ((2, 3), (3, 3)), ((4, 5), (5, 5)), ((3, 3), (3, 4)),
        ((1, 4), (2, 4)), ((4, 3), (5, 3)),
    ),
)

SIDES = (DESERT, UNDERGROUND)


def flip_cell(cell: int) -> int:
    """Where a figure at cell number ``cell`` is after the flip: the box turns over around its
    vertical axis, so space (row r, column c) on one side faces (r, 6 − c) on the other."""
    r, c = GRID.square_of(cell)
    return GRID.square(r, SIZE + 1 - c)


def validate_side(side: Side) -> None:
    """Raise ValueError unless the side is a playable board."""
    spaces = list(side.burrows) + list(side.friends)
    for r, c in spaces:
        if not GRID.has_square(r, c):
            raise ValueError(f"{side.name}: ({r},{c}) is off the 5×5 board")
    if len(set(spaces)) != len(spaces):
        raise ValueError(f"{side.name}: burrows and friends need spaces of their own")
    if len(side.friends) != len(FRIENDS):
        raise ValueError(f"{side.name}: needs a space for each of the {len(FRIENDS)} friends")
    if sorted(side.burrows[:4]) != sorted(START):
        raise ValueError(f"{side.name}: every corner must be a burrow")
    masks = side.masks
    unreached = set(range(GRID.size)) - GRID.reachable(masks, 0)
    if unreached:
        raise ValueError(f"{side.name}: spaces {', '.join(GRID.square_name(i) for i in sorted(unreached))} "
                         "cannot be reached")


for _side in SIDES:
    validate_side(_side)
if any(a == b for a, b in zip(DESERT.friends, UNDERGROUND.friends)):
    raise ValueError("each friend must stand on a different space on the two sides")
