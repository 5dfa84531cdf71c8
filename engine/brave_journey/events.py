"""What happened: one frozen dataclass per kind of event, each with its plain text (never naming a card the
table may not see)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core import Event


# -- events: every text is plain and never names a card the table may not see --------------------------------
@dataclass(frozen=True)
class BJEvent(Event):
    """``player``: the seat concerned (-1: nobody in particular); ``line``: the text."""
    player: int = -1
    line: str = ""

    @property
    def text(self) -> str:
        return self.line


@dataclass(frozen=True)
class TurnPassed(BJEvent):
    round: int = 1


@dataclass(frozen=True)
class Rolled(BJEvent):
    value: int = 0
    purpose: str = "move"     # move, fate, duel, fight, claire, rift, tournament


@dataclass(frozen=True)
class Moved(BJEvent):
    start: int = 0
    end: int = 0
    steps: int = 0            # negative: backward
    dice: bool = False        # a dice move (carries out the square) or not


@dataclass(frozen=True)
class Teleported(BJEvent):
    start: int = 0
    end: int = 0


@dataclass(frozen=True)
class BadgeEarned(BJEvent):
    badges: int = 0


@dataclass(frozen=True)
class DebtChanged(BJEvent):
    debt: int = 0             # the debt after the change


@dataclass(frozen=True)
class SkillUsed(BJEvent):
    skill: str = ""


@dataclass(frozen=True)
class HpChanged(BJEvent):
    change: int = 0           # HP actually gained (+) or lost (-)
    hp: int = 0               # HP after


@dataclass(frozen=True)
class KnockedOut(BJEvent):
    pass


@dataclass(frozen=True)
class StayChanged(BJEvent):
    staying: bool = True      # began (True) or ended (False); already: a stay that does not add up
    already: bool = False


@dataclass(frozen=True)
class SquareCarriedOut(BJEvent):
    square: int = 0


@dataclass(frozen=True)
class Declined(BJEvent):
    what: str = ""            # duel, fight, claire, shield, anchor, field, joy_of_labour


@dataclass(frozen=True)
class Decided(BJEvent):
    what: str = ""            # fight


@dataclass(frozen=True)
class DuelEvent(BJEvent):
    target: int = -1
    rolls: tuple[int, ...] = ()
    loss: int = 0             # HP the loser lost (0: challenge made, or a tie)
    loser: int = -1


@dataclass(frozen=True)
class Cancelled(BJEvent):
    by: str = ""              # no_thank_you, shield, anchor
    what: str = ""


@dataclass(frozen=True)
class MonsterDrawn(BJEvent):
    card: str = ""


@dataclass(frozen=True)
class FightResolved(BJEvent):
    card: str = ""
    attack: int = 0
    monster_hp: int = 0       # the HP the attack had to reach (after the Little Princess's skill)
    won: bool = False


@dataclass(frozen=True)
class MissionDrawn(BJEvent):
    """A mission card drawn. ``card`` is named only once everybody may see it (an event card); an item
    stays face down."""
    card: str = ""
    count: int = 1


@dataclass(frozen=True)
class ItemKept(BJEvent):
    pass


@dataclass(frozen=True)
class ItemUsed(BJEvent):
    card: str = ""
    target: int = -1


@dataclass(frozen=True)
class CardDiscarded(BJEvent):
    card: str = ""


@dataclass(frozen=True)
class DeckReshuffled(BJEvent):
    deck: str = "missions"


@dataclass(frozen=True)
class JourneyComplete(BJEvent):
    badges: int = 0


@dataclass(frozen=True)
class TournamentEvent(BJEvent):
    """The tournament: begun (``players``), a round's rolls (``rolls``), an attack (``target``, ``loss``),
    a hero out (``out``)."""
    players: tuple[int, ...] = ()
    rolls: tuple[int, ...] = ()
    target: int = -1
    loss: int = 0
    out: bool = False


@dataclass(frozen=True)
class GameWon(BJEvent):
    winners: tuple[int, ...] = ()
    how: str = ""             # journey, tournament, score


EVENT_TYPES = (TurnPassed, Rolled, Moved, Teleported, BadgeEarned, DebtChanged, SkillUsed, HpChanged, KnockedOut,
               StayChanged, SquareCarriedOut, Declined, Decided, DuelEvent, Cancelled, MonsterDrawn, FightResolved,
               MissionDrawn, ItemKept, ItemUsed, CardDiscarded, DeckReshuffled, JourneyComplete, TournamentEvent,
               GameWon)
