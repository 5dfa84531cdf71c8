"""Magic Maze's actions: what a seat may do (turn the timer over, move a hero, take a vortex or an escalator,
explore, lay tiles by the crystal ball, discard two tiles in scenario 11, put the Do Something! pawn down,
turn a solo action tile) and the chance outcomes (the tile drawn, the tile turning up on an open stack, the
solo action tile that comes up). Spaces are named by tile and (row, col) counted from 1 as the tile lies."""
from __future__ import annotations

from dataclasses import dataclass

from .components import ACTION_NAMES
from .tiles import HERO_NAMES


def _hero(hero: str) -> str:
    return HERO_NAMES.get(hero, repr(hero))


@dataclass(frozen=True, order=True)
class StartTimer:
    """Turn the sand timer over: the game starts (any seat may do it)."""
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} turns the sand timer over"


@dataclass(frozen=True, order=True)
class Move:
    """Move a hero in a straight line to space (row, col) of a tile, counted from 1 as it lies."""
    seat: int
    hero: str
    tile: str
    row: int
    col: int

    def __str__(self) -> str:
        return f"seat {self.seat}: {_hero(self.hero)} moves to tile {self.tile} ({self.row},{self.col})"


@dataclass(frozen=True, order=True)
class Vortex:
    """Send a hero onto a vortex of its own colour at space (row, col) of a tile."""
    seat: int
    hero: str
    tile: str
    row: int
    col: int

    def __str__(self) -> str:
        return f"seat {self.seat}: {_hero(self.hero)} takes the vortex to tile {self.tile} ({self.row},{self.col})"


@dataclass(frozen=True, order=True)
class Escalator:
    """Take a hero up or down the escalator it stands at."""
    seat: int
    hero: str

    def __str__(self) -> str:
        return f"seat {self.seat}: {_hero(self.hero)} takes the escalator"


@dataclass(frozen=True, order=True)
class Explore:
    """Explore from the exploration space the hero stands on: the top tile is drawn and laid there."""
    seat: int
    hero: str

    def __str__(self) -> str:
        return f"seat {self.seat} explores with the {_hero(self.hero)}"


@dataclass(frozen=True, order=True)
class CrystalExplore:
    """Scenario 5 on: while the purple mage stands on a working crystal ball, the seat holding explore lays
    the top tile at the exploration space (row, col) of a tile, of any colour (then, if it likes, a second)."""
    seat: int
    tile: str
    row: int
    col: int

    def __str__(self) -> str:
        return f"seat {self.seat} explores from tile {self.tile} ({self.row},{self.col}) by the crystal ball"


@dataclass(frozen=True, order=True)
class CrystalStop:
    """Scenario 5 on: after the crystal ball's first tile, lay no second one."""
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} lays no second tile by the crystal ball"


@dataclass(frozen=True, order=True)
class Discard:
    """Scenario 11: at an hourglass flip before the theft, discard two tiles of the mall (by number)."""
    seat: int
    first: str
    second: str

    def __str__(self) -> str:
        return f"seat {self.seat} discards tiles {self.first} and {self.second}"


@dataclass(frozen=True, order=True)
class Draw:
    """Chance: the tile that comes off the stack."""
    tile: str

    def __str__(self) -> str:
        return f"tile {self.tile} comes off the stack"


@dataclass(frozen=True, order=True)
class TopTile:
    """Chance (an open stack): the tile that turns up on top once the top one is taken."""
    tile: str

    def __str__(self) -> str:
        return f"tile {self.tile} turns up on top of the stack"


@dataclass(frozen=True, order=True)
class TurnTile:
    """Solo: turn the next action tile of the pile onto the discard pile."""
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} turns over the next action tile"


@dataclass(frozen=True, order=True)
class Reveal:
    """Chance (solo): the action tile that comes up."""
    action: str

    def __str__(self) -> str:
        return f"the {ACTION_NAMES.get(self.action, self.action)} tile comes up"


@dataclass(frozen=True, order=True)
class PlacePawn:
    """Put the red 'Do Something!' pawn in front of seat ``target``."""
    seat: int
    target: int

    def __str__(self) -> str:
        return f"seat {self.seat} puts the Do Something! pawn in front of seat {self.target}"


HERO_ACTIONS = (Move, Vortex, Escalator, Explore)
