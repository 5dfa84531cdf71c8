"""The turn as a small program: the working copy's machinery (start from a state, freeze into a new one, write
events, run the queued steps until one waits for input) and the steps that frame a turn: whose turn it is, its
start, a stay, and its end."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import Event

from .events import SkillUsed, StayChanged, TournamentEvent, TurnPassed
from .loader import Effect
from .state import BJState, Task, _put, _task

if TYPE_CHECKING:
    from .game import BraveJourney


#: attributes of _Work that are not fields of the state
_WORK_ONLY = ("g", "s", "ch", "n", "events", "loud")


class Turns:
    """The working copy's machinery and the turn's frame (the base of ``_Work``)."""

    # -- small helpers ---------------------------------------------------------------------------------------------
    def __init__(self, game: BraveJourney, s: BJState, loud: bool = True):
        # the state's fields as they are (tuples: a change builds a new one, see _put), then the working parts
        self.__dict__.update(s.__dict__)
        self.loud = loud
        self.g = game
        self.s = s
        self.ch = game.cast(s)
        self.n = len(s.characters)
        self.focus: Task | None = None
        self.queue = list(s.queue)
        self.events: list[Event] = []

    def freeze(self) -> BJState:
        d = self.__dict__.copy()
        for extra in _WORK_ONLY:
            del d[extra]
        d["queue"] = tuple(self.queue)
        st = object.__new__(BJState)
        object.__setattr__(st, "__dict__", d)
        return st

    def say(self, cls: type, rule: str, player: int, line: str, **fields: Any) -> None:
        # an event without the frozen dataclass's per-field __init__ (fields left out keep their class defaults)
        if not self.loud:
            return
        e = object.__new__(cls)
        d = e.__dict__
        d["rule"] = rule
        d["player"] = player
        d["line"] = line
        if fields:
            d.update(fields)
        self.events.append(e)

    def name(self, p: int) -> str:
        return self.ch[p].name

    def at(self, p: int) -> str:
        return self.g.labels[self.positions[p]]

    def order(self, p: int) -> list[int]:
        """Every seat, starting with ``p`` and going on in turn order."""
        return [(p + i) % self.n for i in range(self.n)]

    def origin_rule(self, origin: str) -> str:
        kind, _, ref = origin.partition(":")
        if kind in ("square", "special"):
            return self.g.square_rule[int(ref)]
        return {"card": "brave_journey.mission.draw", "item": "brave_journey.cards.timing",
                "monster": "brave_journey.fight.roll"}.get(kind, "brave_journey.event.square")

    def origin_effect(self, origin: str) -> Effect:
        kind, _, ref = origin.partition(":")
        if kind == "square":
            return self.g.board[int(ref)].effect
        if kind == "special":
            return self.g.board[int(ref)].special_effect
        return self.g.missions[ref].effect

    def origin_name(self, origin: str) -> str:
        kind, _, ref = origin.partition(":")
        if kind in ("square", "special"):
            return self.g.board[int(ref)].name
        if kind in ("card", "item", "monster"):
            return self.g.card_name(ref)
        return "the duel" if origin == "duel" else origin

    def run(self) -> None:
        """Carry out the queued steps until one waits for a decision or a chance outcome."""
        q = self.queue
        while self.focus is None:
            task = q.pop(0)
            getattr(self, "t_" + task.kind)(task)

    # -- turns -----------------------------------------------------------------------------------------------------
    def t_turn(self, task: Task) -> None:
        p = task.player
        self.current = p
        if self.loud:
            self.say(TurnPassed, "brave_journey.turn.order", p, f"{self.name(p)}'s turn (round {self.round})",
                     round=self.round)
        self.queue.insert(0, _task("end_turn"))
        if not self.staying[p]:
            self.start(p)
            return
        self.staying = _put(self.staying, p, False)
        self.say(StayChanged, "brave_journey.stay.turn", p, f"{self.name(p)} turns the character card back: the stay "
                                                           "is over and the turn passes", staying=False)
        dest = self.rift[p]
        if dest >= 0:
            self.rift = _put(self.rift, p, -1)
            self.teleport(p, dest, "brave_journey.special.rift-rulings",
                          f"{self.name(p)} leaves {self.at(p)} and appears at {self.g.labels[dest]} (a jump: "
                          "nothing is carried out)")
        if self.pending[p] and self.g.settings["next_turn"] == "immediate":
            self.pending = _put(self.pending, p, False)
            self.say(SkillUsed, "brave_journey.skill.next-turn", p,
                     f"{self.name(p)}'s next-turn benefit is lost: this turn was spent staying", skill=self.ch[p].skill)

    def start(self, p: int) -> None:
        g = self.g
        held = self.held[p]
        if (g.can_stop or (self.pending[p] and self.ch[p].skill == "joy_of_labour")
                or held and any(g.timing[c] == "turn" for c in held)):
            self.focus = _task("start", p)
        else:
            self.focus = _task("roll", p, 1)
        self.dice = ()

    def t_start_again(self, task: Task) -> None:
        p = task.player
        if self.staying[p]:
            self.say(StayChanged, "brave_journey.stay.turn", p, f"{self.name(p)} now stays in place: the turn ends",
                     staying=True, already=True)
            return
        self.start(p)

    def t_end_turn(self, task: Task) -> None:
        self.turns += 1
        self.dice = ()
        self.bonus = 0
        p = self.current
        n = self.n
        if self.finish_round and p == self.end_after:
            self.end_journey()
            return
        if p == (self.s.first_player - 1) % n:
            limit = self.g.round_limit
            if limit and self.round >= limit and not self.finish_round:
                self.say(TournamentEvent, "brave_journey.end.score", -1,
                         f"Time is up: round {self.round} was the last (round_limit)")
                self.stop(self.g.settings["at_limit"])
                return
            self.round += 1
        self.queue.insert(0, _task("turn", (p + 1) % n))

