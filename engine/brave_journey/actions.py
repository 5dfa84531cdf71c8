"""What players (and chance) do: one frozen dataclass per kind of action, and the die's outcomes."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from .state import FACES


# -- actions ---------------------------------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Roll:
    """Chance: the die shows ``value`` (a movement, fate, duel, fight, Claire's or tournament roll)."""
    value: int

    def __str__(self) -> str:
        return f"roll {self.value}"


@dataclass(frozen=True, order=True)
class MissionCard:
    """Chance: the top card of the mission deck is ``card`` (a card id)."""
    card: str

    def __str__(self) -> str:
        return f"draw the mission card {self.card}"


@dataclass(frozen=True, order=True)
class MonsterCard:
    """Chance: the top card of the monster deck is ``card`` (a card id)."""
    card: str

    def __str__(self) -> str:
        return f"draw the monster {self.card}"


@dataclass(frozen=True, order=True)
class Go:
    """Roll for movement: one die, or two added (Deifel's The Joy of Labour, on the turn after the Tower)."""
    dice: int = 1

    def __str__(self) -> str:
        return "roll two dice and add them (The Joy of Labour)" if self.dice == 2 else "roll the die"


@dataclass(frozen=True, order=True)
class UseItem:
    """Play an item card you hold (a mission card id); ``target``: the character it is aimed at, for
    the items that name one ("" otherwise)."""
    card: str
    target: str = ""

    def __str__(self) -> str:
        return f"use {self.card} on {self.target}" if self.target else f"use {self.card}"


@dataclass(frozen=True, order=True)
class Reroll:
    """Luki's Portal: roll the movement die once more; the new roll counts."""

    def __str__(self) -> str:
        return "roll again (Portal)"


@dataclass(frozen=True, order=True)
class Move:
    """Take the movement roll and move."""

    def __str__(self) -> str:
        return "move"


@dataclass(frozen=True, order=True)
class Challenge:
    """Challenge the hero ``target`` (a character id) on your square to a duel."""
    target: str

    def __str__(self) -> str:
        return f"challenge {self.target}"


@dataclass(frozen=True, order=True)
class Decline:
    """Say no to what is offered: no duel, no fight, no roll, keep the item, not the special field."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, order=True)
class NoThankYou:
    """Claire's skill: roll; on a 1 or a 6 the challenge or card has no effect on her."""

    def __str__(self) -> str:
        return "No, Thank you! (roll)"


@dataclass(frozen=True, order=True)
class Fight:
    """Fight a monster on a field square; ``skill``: "" or your skill's kind (two_monsters,
    cruel_blade, monster_hp_down) to use it in this fight."""
    skill: str = ""

    def __str__(self) -> str:
        return f"fight using {self.skill}" if self.skill else "fight"


@dataclass(frozen=True, order=True)
class PickMonster:
    """Aruba chooses which of the two monsters drawn to fight."""
    card: str

    def __str__(self) -> str:
        return f"fight {self.card}"


@dataclass(frozen=True, order=True)
class DrawMissions:
    """On a mission square: draw one card, or two (Sion's skill) and keep one."""
    count: int = 1

    def __str__(self) -> str:
        return "draw two mission cards (My magic is: anything goes)" if self.count == 2 else "draw a mission card"


@dataclass(frozen=True, order=True)
class KeepMission:
    """Sion keeps ``card`` of the two drawn; the other is discarded."""
    card: str

    def __str__(self) -> str:
        return f"keep {self.card}"


@dataclass(frozen=True, order=True)
class Discard:
    """With three items in hand: discard ``card``."""
    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, order=True)
class UseField:
    """Take your special field's advantage on this square."""

    def __str__(self) -> str:
        return "use the special field"


@dataclass(frozen=True, order=True)
class Attack:
    """In the tournament, the single highest roll attacks ``target`` (a character id)."""
    target: str

    def __str__(self) -> str:
        return f"attack {self.target}"


@dataclass(frozen=True, order=True)
class Stop:
    """End the game early, by agreement (setting can_stop): "score" ranks by badges then squares;
    "tournament": everybody plays the final tournament."""
    how: str

    def __str__(self) -> str:
        return "stop and score" if self.how == "score" else "stop: everybody plays the tournament"


ACTION_TYPES = (Roll, MissionCard, MonsterCard, Go, UseItem, Reroll, Move, Challenge, Decline, NoThankYou, Fight,
                PickMonster, DrawMissions, KeepMission, Discard, UseField, Attack, Stop)
_FIELD_TYPES = {t: tuple((f, int if f in ("value", "dice", "count") else str) for f in t.__dataclass_fields__)
                for t in ACTION_TYPES}
ROLLS = {v: Roll(v) for v in FACES}
DIE = [(ROLLS[v], Fraction(1, 6)) for v in FACES]
_DIE_FACE = tuple(ROLLS[v] for v in FACES)
