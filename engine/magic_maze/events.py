"""Magic Maze's events: what resolving an action tells the table, each with its rule id and its text."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event

from .actions import _hero
from .components import ACTION_NAMES
from .mall import DIRECTION_NAMES


@dataclass(frozen=True)
class TimerStarted(Event):
    seat: int = 1

    @property
    def text(self) -> str:
        return f"seat {self.seat} turns the sand timer over: the game is on, 3 minutes of sand"


@dataclass(frozen=True)
class HeroMoved(Event):
    seat: int = 1
    hero: str = "orange"
    how: str = "N"            # N E S W, vortex, escalator
    frm: str = ""
    to: str = ""

    @property
    def text(self) -> str:
        how = {"vortex": "through a vortex", "escalator": "by the escalator"}.get(self.how) or \
            DIRECTION_NAMES.get(self.how, self.how)
        return f"seat {self.seat}: the {_hero(self.hero)} goes {how}, {self.frm} → {self.to}"


@dataclass(frozen=True)
class TalkingEnds(Event):
    seat: int = 1

    @property
    def text(self) -> str:
        return f"seat {self.seat} acts: the talking is over, silence again"


@dataclass(frozen=True)
class HourglassUsed(Event):
    hero: str = "orange"
    where: str = ""
    before: int = 0
    left: int = 0

    @property
    def text(self) -> str:
        return (f"the {_hero(self.hero)} reaches the hourglass at {self.where}: the timer is turned over, "
                f"{self.before} s left become {self.left} s; the space is out of order")


@dataclass(frozen=True)
class TalkingOpens(Event):
    cause: str = "hourglass"      # "hourglass" or "elf" (scenario 4 on)
    how: str = "words"            # "words", or "gestures" in scenario 12

    @property
    def text(self) -> str:
        what = "talk" if self.how == "words" else "make gestures (no words)"
        end = "talking" if self.how == "words" else "gestures"
        lead = "the green elf explores: " if self.cause == "elf" else ""
        return f"{lead}everybody may {what} now, and nobody acts; the first action ends the {end}"


@dataclass(frozen=True)
class TilesPassed(Event):
    holdings: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return "the action tiles pass to the left: " + ", ".join(
            f"seat {k + 1} {t or '(the leader, no tile)'}" for k, t in enumerate(self.holdings))


@dataclass(frozen=True)
class Explored(Event):
    seat: int = 1
    hero: str = "orange"
    where: str = ""

    @property
    def text(self) -> str:
        return f"seat {self.seat} explores from {self.where} with the {_hero(self.hero)}"


@dataclass(frozen=True)
class TilePlaced(Event):
    tile: str = "2"
    passages: int = 0

    @property
    def text(self) -> str:
        more = f", and {self.passages} more passage{'s' if self.passages != 1 else ''} open" if self.passages else ""
        return f"tile {self.tile} is laid with its arrow at the exploration space{more}"


@dataclass(frozen=True)
class Theft(Event):
    items: str = "own"

    @property
    def text(self) -> str:
        if self.items == "other":
            return ("the four heroes stand on the four items, none on its own colour: the theft! No more vortexes; "
                    "now each to an exit of another colour")
        return "all four heroes stand on their items: the theft! No more vortexes; now to the exits"


@dataclass(frozen=True)
class HeroEscaped(Event):
    hero: str = "orange"
    where: str = ""
    stays: bool = False

    @property
    def text(self) -> str:
        stay = " and stays there, in the others' way" if self.stays else ""
        return f"the {_hero(self.hero)} escapes through the exit at {self.where}{stay}"


@dataclass(frozen=True)
class GameWon(Event):
    flips: int = 0

    @property
    def text(self) -> str:
        return f"all four heroes are out: everybody wins (hourglasses used: {self.flips})"


@dataclass(frozen=True)
class SandRanOut(Event):
    #: True when an hourglass turned the timer over before any sand had run: all of it lands below at once
    turned_full: bool = False

    @property
    def text(self) -> str:
        if self.turned_full:
            return ("the sand timer was turned over before any sand had run through, so all the sand is now at the "
                    "bottom and 0 seconds are left, as with the real timer: everybody loses")
        return "the sand has run out: everybody loses"


@dataclass(frozen=True)
class TimePassed(Event):
    seconds: int = 1
    left: int = 0
    quiet = True

    @property
    def text(self) -> str:
        return f"{self.seconds} s pass ({self.left} s left)"


@dataclass(frozen=True)
class PawnPlaced(Event):
    seat: int = 1
    target: int = 2

    @property
    def text(self) -> str:
        return f"seat {self.seat} puts the Do Something! pawn in front of seat {self.target}"


@dataclass(frozen=True)
class SoloTurned(Event):
    action: str = "N"

    @property
    def text(self) -> str:
        return f"the {ACTION_NAMES[self.action]} tile comes up: only {ACTION_NAMES[self.action]} may be used now"


@dataclass(frozen=True)
class SoloRecycled(Event):
    @property
    def text(self) -> str:
        return "the pile is used up: the discard pile is turned over, unshuffled, as the new pile"


@dataclass(frozen=True)
class SoloShuffled(Event):
    @property
    def text(self) -> str:
        return "both piles are gathered and shuffled: turn a tile to get an action again"


@dataclass(frozen=True)
class TopTurned(Event):
    tile: str = "2"

    @property
    def text(self) -> str:
        return f"tile {self.tile} now lies face up on top of the stack: everybody sees it comes next"


@dataclass(frozen=True)
class CrystalUsed(Event):
    seat: int = 1
    ball: str = ""
    where: str = ""
    second: bool = False

    @property
    def text(self) -> str:
        if self.second:
            return f"seat {self.seat} lays the crystal ball's second tile at {self.where}"
        return (f"the purple mage looks into the crystal ball at {self.ball}: seat {self.seat} lays a tile at "
                f"{self.where}, and may lay one more; the ball is out of order")


@dataclass(frozen=True)
class CrystalDone(Event):
    seat: int = 1
    laid: int = 1

    @property
    def text(self) -> str:
        return f"the crystal ball's exploration is over: {self.laid} tile{'s' if self.laid != 1 else ''} laid"


@dataclass(frozen=True)
class CameraSmashed(Event):
    where: str = ""

    @property
    def text(self) -> str:
        return f"the yellow barbarian smashes the camera at {self.where}: it is out of order"


@dataclass(frozen=True)
class DiscardDue(Event):
    pairs: int = 1

    @property
    def text(self) -> str:
        return (f"rearrangement: before anyone acts, discard two tiles of the mall ({self.pairs} "
                f"pair{'s' if self.pairs != 1 else ''} may go)")


@dataclass(frozen=True)
class TilesDiscarded(Event):
    seat: int = 1
    first: str = ""
    second: str = ""

    @property
    def text(self) -> str:
        return (f"seat {self.seat} discards tiles {self.first} and {self.second}: they go face down under the "
                "stack; play on")


@dataclass(frozen=True)
class NoDiscard(Event):
    why: str = ""

    @property
    def text(self) -> str:
        return f"rearrangement: no two tiles can be discarded ({self.why}): everybody loses"
