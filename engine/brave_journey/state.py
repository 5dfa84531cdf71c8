"""The position: a state (``BJState``), one player's view of it (``BJObservation``), the steps of a turn's
program (``Task``), which phases are decisions and which are chance, and the small tuple helpers that build a
changed copy of a state's fields."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

MAX_HELD = 2
FACES = (1, 2, 3, 4, 5, 6)


# -- state -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Task:
    """One step of the turn's program: waiting for input (the state's ``focus``) or still to do (its
    ``queue``). ``player`` is the seat concerned (for a decision: the one who decides), ``source`` the
    seat whose card or challenge it answers, ``amount`` a count (dice, squares, HP, cards), ``ref``
    what it comes from ("square:21", "card:poison_fog", "item:throwing_knife", "duel", a skill...)."""
    kind: str
    player: int = -1
    amount: int = 0
    source: int = -1
    ref: str = ""


@dataclass(frozen=True)
class BJState:
    characters: tuple[str, ...]             # character id of each seat
    positions: tuple[int, ...]              # square numbers (0 = the Castle)
    hp: tuple[int, ...]
    badges: tuple[int, ...]
    debt: tuple[int, ...]                   # backward crossings of the Castle not yet walked off
    lap: tuple[tuple[int, ...], ...]        # squares whose once-a-lap skill already fired this lap
    staying: tuple[bool, ...]               # character card turned over: stays in place
    rift: tuple[int, ...]                   # where a Rift roll sends a staying hero when the stay ends (-1: none)
    pending: tuple[bool, ...]               # a next-turn benefit waits (Luki's re-roll, Deifel's two dice)
    held: tuple[tuple[str, ...], ...]       # item cards held face down (mission card ids), at most 2
    mission_pile: tuple[int, ...]           # mission deck: how many of each card (in the data's order)
    mission_discard: tuple[int, ...]
    monster_pile: tuple[int, ...]
    monster_discard: tuple[int, ...]
    first_player: int
    current: int                            # whose turn it is
    round: int                              # rounds of turns from the first player (the ending's counter)
    focus: Task                             # the step waiting for input; its kind is the phase
    queue: tuple[Task, ...] = ()
    dice: tuple[int, ...] = ()              # dice shown for the step in focus (movement, duel, tournament)
    bonus: int = 0                          # squares added to the movement roll (Winged Boots)
    drawn: tuple[str, ...] = ()             # mission cards drawn and not yet placed (Sion's two, a third item)
    monsters_out: tuple[str, ...] = ()      # monster cards on the table (Aruba's two, the one being fought)
    finish_round: int = 0                   # the round in which the first hero finished (0: nobody yet)
    end_after: int = -1                     # the game ends after this seat's turn (once someone finished)
    tournament: tuple[int, ...] = ()        # seats still in the final tournament
    winners: tuple[int, ...] = ()
    ending: str = ""                        # how it ended: "journey", "tournament", "score"
    turns: int = 0                          # turns played so far

    @property
    def phase(self) -> str:
        return self.focus.kind

    @property
    def actor(self) -> int:
        """The seat that decides now (-1 at a chance node or when the game is over)."""
        return self.focus.player if self.focus.kind in DECISIONS else -1

    @property
    def over(self) -> bool:
        return self.focus.kind == "over"


#: phases where a player decides, and who: the ``focus`` task's player
DECISIONS = frozenset(("start", "after_roll", "duel", "claire", "shield", "anchor", "field", "pick_monster",
                       "mission_choice", "keep", "third", "advantage", "attack"))
#: chance phases: a die (``Roll``) or a card (``MissionCard`` / ``MonsterCard``)
DIE_PHASES = frozenset(("roll", "claire_roll", "duel_roll", "attack_roll", "fate", "rift_roll", "tournament_roll"))
CARD_PHASES = frozenset(("mission_draw", "monster_draw"))
PHASES = DECISIONS | DIE_PHASES | CARD_PHASES | {"over"}
QUEUE_KINDS = frozenset(("turn", "end_turn", "start_again", "offer_duel", "resolve", "guard_claire", "guard_shield",
                         "guard_anchor", "heal", "damage", "stay", "forward", "back", "fling", "fate", "rift",
                         "duel", "draw_missions", "note"))


@dataclass(frozen=True)
class BJObservation:
    """One player's view (``observation``): the table, their own items, the others' item counts."""
    player: int
    characters: tuple[str, ...]
    positions: tuple[int, ...]
    hp: tuple[int, ...]
    badges: tuple[int, ...]
    debt: tuple[int, ...]
    lap: tuple[tuple[int, ...], ...]
    staying: tuple[bool, ...]
    rift: tuple[int, ...]
    pending: tuple[bool, ...]
    held: tuple[str, ...]                   # the viewer's own items
    held_counts: tuple[int, ...]            # how many items each hero holds
    mission_pile_size: int
    mission_discard: tuple[int, ...]        # the discard pile is face up
    monster_pile_size: int
    monster_discard: tuple[int, ...]
    first_player: int
    current: int
    round: int
    focus: Task
    queue: tuple[Task, ...]
    dice: tuple[int, ...]
    bonus: int
    drawn: tuple[str, ...]                  # only for the hero choosing among them
    drawn_count: int
    monsters_out: tuple[str, ...]
    finish_round: int
    tournament: tuple[int, ...]
    winners: tuple[int, ...]
    ending: str


# -- changing a state's fields (tuples) ----------------------------------------------------------------
def _distinct(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Each card id once, in first-seen order."""
    return tuple(dict.fromkeys(cards))


def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _put(values: tuple, index: int, value: Any) -> tuple:
    """``values`` with item ``index`` replaced."""
    return values[:index] + (value,) + values[index + 1:]


def _bump(counts: tuple[int, ...], index: int, by: int) -> tuple[int, ...]:
    return counts[:index] + (counts[index] + by,) + counts[index + 1:]


#: a Task for its fields, shared: tasks are immutable, and building a frozen dataclass is slow
_task = lru_cache(maxsize=8192)(Task)
