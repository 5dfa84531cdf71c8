"""Moving: the start of a turn and the movement roll (items, Portal, The Joy of Labour), the dice move, walking
the ring forward and back (crossing the Castle: badges and backward debt, once-a-lap skills), jumps, and the
forward and backward moves that cards, squares and monsters cause."""
from __future__ import annotations

from typing import Any

from .actions import Go, Move, Reroll, Roll, Stop
from .events import (BadgeEarned, DebtChanged, Declined, ItemUsed, Moved, Rolled, SkillUsed, Teleported,
                     TournamentEvent)
from .loader import MAX_HP
from .state import Task, _bump, _put, _task, _without
from .texts import _plural


class Movement:
    """``_Work``'s steps for rolling and moving."""

    # -- the movement roll -----------------------------------------------------------------------------------------
    def a_start(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Go):
            if action.dice == 2:
                self.pending = _put(self.pending, p, False)
                self.say(SkillUsed, "brave_journey.skill.deifel", p, f"{self.name(p)} uses The Joy of Labour: two "
                                                                    "dice, added", skill="joy_of_labour")
            elif self.pending[p] and self.ch[p].skill == "joy_of_labour":
                self.pending = _put(self.pending, p, False)
                self.say(Declined, "brave_journey.skill.optional", p, f"{self.name(p)} rolls one die: The Joy of "
                                                                      "Labour is not used, and is gone",
                         what="joy_of_labour")
            self.focus = _task("roll", p, action.dice)
            self.dice = ()
            return
        if isinstance(action, Stop):
            self.say(TournamentEvent, "brave_journey.end.options", p,
                     "The players agree to stop: " + ("rank by badges, then squares" if action.how == "score"
                                                      else "everybody plays the final tournament"))
            self.stop(action.how)
            return
        self.held = _put(self.held, p, _without(self.held[p], action.card))
        tasks = self.use_item(p, action.card, action.target)
        self.queue[0:0] = tasks + [_task("start_again", p)]

    def a_roll(self, f: Task, action: Roll) -> None:
        p = f.player
        self.dice += (action.value,)
        if len(self.dice) < f.amount:
            self.focus = f
            self.say(Rolled, "brave_journey.skill.deifel", p, f"{self.name(p)} rolls {action.value}",
                     value=action.value)
            return
        if self.loud:
            if f.amount == 2:
                a, b = self.dice
                line = f"{self.name(p)} rolls {a} and {b}: {a + b}"
            else:
                line = f"{self.name(p)} rolls {action.value}"
            self.say(Rolled, "brave_journey.skill.luki" if f.ref == "portal" else "brave_journey.turn.roll-and-move",
                     p, line, value=action.value)
        self.after_roll(p)

    def after_roll(self, p: int) -> None:
        held = self.held[p]
        if (self.pending[p] and self.ch[p].skill == "portal") or held and any(
                self.g.timing[c] == "roll" for c in held):
            self.focus = _task("after_roll", p)
        else:
            self.dice_move(p)

    def a_after_roll(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Move):
            if self.pending[p] and self.ch[p].skill == "portal":
                self.pending = _put(self.pending, p, False)
                self.say(Declined, "brave_journey.skill.optional", p, f"{self.name(p)} keeps the roll: Portal is not "
                                                                      "used, and is gone", what="portal")
            self.dice_move(p)
            return
        if isinstance(action, Reroll):
            self.pending = _put(self.pending, p, False)
            self.say(SkillUsed, "brave_journey.skill.luki", p, f"{self.name(p)} uses Portal: the die is rolled again "
                                                              "and the new roll counts", skill="portal")
            self.focus = _task("roll", p, 1, ref="portal")
            self.dice = ()
            return
        m = self.g.missions[action.card]
        self.held = _put(self.held, p, _without(self.held[p], action.card))
        self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
        if m.use == "reroll":
            self.say(ItemUsed, "brave_journey.cards.timing", p, f"{self.name(p)} uses {m.name}: the movement roll is "
                                                               "rolled again", card=action.card)
            self.focus = _task("roll", p, len(self.dice))
            self.dice = ()
            return
        self.bonus += m.amount
        self.say(ItemUsed, "brave_journey.cards.timing", p,
                 f"{self.name(p)} uses {m.name}: {_plural(m.amount, 'square')} more "
                 f"({sum(self.dice) + self.bonus} in all)", card=action.card)
        self.after_roll(p)

    def dice_move(self, p: int) -> None:
        steps = sum(self.dice) + self.bonus
        start = self.positions[p]
        end = (start + steps) % self.g.ring
        if self.loud:
            self.say(Moved, "brave_journey.turn.roll-and-move", p,
                     f"{self.name(p)} moves {steps}: {self.g.labels[start]} → {self.g.labels[end]}",
                     start=start, end=end, steps=steps, dice=True)
        self.walk(p, steps)
        self.dice = ()
        self.bonus = 0
        self.queue[0:0] = [_task("offer_duel", p), _task("resolve", p)]

    # -- moving over the ring --------------------------------------------------------------------------------------
    def walk(self, p: int, steps: int) -> None:
        """Forward ``steps`` squares: Castle crossings and once-a-lap skills on the way."""
        L = self.g.ring
        pos = self.positions[p]
        trig = self.g.triggers[self.s.characters[p]]
        if not trig:
            total = pos + steps
            for _ in range(total // L):
                self.positions = _put(self.positions, p, 0)
                self.cross_forward(p)
            self.positions = _put(self.positions, p, total % L)
            return
        for _ in range(steps):
            pos += 1
            if pos == L:
                pos = 0
                self.positions = _put(self.positions, p, 0)
                self.cross_forward(p)
            if pos in trig and pos not in self.lap[p]:
                self.positions = _put(self.positions, p, pos)
                self.trigger(p, pos)
        self.positions = _put(self.positions, p, pos)

    def walk_back(self, p: int, steps: int) -> None:
        pos = self.positions[p]
        for _ in range(steps):
            if pos == 0:
                self.debt = _put(self.debt, p, self.debt[p] + 1)
                pos = self.g.ring - 1
                self.say(DebtChanged, "brave_journey.badge.backward", p,
                         f"{self.name(p)} crosses the Castle backward: no badge, and a backward debt of "
                         f"{self.debt[p]} to walk off", debt=self.debt[p])
            else:
                pos -= 1
        self.positions = _put(self.positions, p, pos)

    def cross_forward(self, p: int) -> None:
        if self.debt[p]:
            self.debt = _put(self.debt, p, self.debt[p] - 1)
            self.say(DebtChanged, "brave_journey.badge.debt", p,
                     f"{self.name(p)} crosses the Castle forward, paying off backward debt instead of earning a badge "
                     f"({self.debt[p]} left)", debt=self.debt[p])
            return
        self.badges = _put(self.badges, p, self.badges[p] + 1)
        self.lap = _put(self.lap, p, ())
        self.say(BadgeEarned, "brave_journey.badge.castle", p,
                 f"{self.name(p)} crosses the Castle forward: hero badge {self.badges[p]} of {self.g.target}",
                 badges=self.badges[p])
        if self.badges[p] == self.g.target:
            self.finished(p)

    def trigger(self, p: int, sq: int) -> None:
        """A once-a-lap skill fires as ``p`` enters ``sq`` moving forward."""
        self.lap = _put(self.lap, p, tuple(sorted(self.lap[p] + (sq,))))
        c = self.ch[p]
        label = self.g.labels[sq]
        if c.skill == "headmaster":
            old = self.hp[p]
            self.hp = _put(self.hp, p, min(MAX_HP, old + c.amount))
            self.say(SkillUsed, "brave_journey.skill.ares", p,
                     f"{c.name} reaches {label}: Headmaster heals {self.hp[p] - old} at once (HP {self.hp[p]})",
                     skill="headmaster")
        else:
            self.pending = _put(self.pending, p, True)
            self.say(SkillUsed, "brave_journey.skill.deifel", p,
                     f"{c.name} reaches {label}: on his next turn he may roll two dice (The Joy of Labour)",
                     skill="joy_of_labour")

    def teleport(self, p: int, dest: int, rule: str, line: str) -> None:
        start = self.positions[p]
        self.positions = _put(self.positions, p, dest)
        self.say(Teleported, rule, p, line, start=start, end=dest)

    # -- moves that are not dice moves -----------------------------------------------------------------------------
    def t_forward(self, task: Task) -> None:
        p, steps = task.player, task.amount
        start = self.positions[p]
        end = (start + steps) % self.g.ring
        rule = "brave_journey.fight.rulings" if task.ref.startswith("monster:") else "brave_journey.move.non-dice"
        self.say(Moved, rule, p, f"{self.name(p)} moves forward {steps} ({self.origin_name(task.ref)}): "
                                 f"{self.g.labels[start]} → {self.g.labels[end]}, carrying out nothing there",
                 start=start, end=end, steps=steps)
        self.walk(p, steps)

    def t_back(self, task: Task) -> None:
        p, steps = task.player, task.amount
        start = self.positions[p]
        end = (start - steps) % self.g.ring
        rule = "brave_journey.fight.rulings" if task.ref.startswith("monster:") else "brave_journey.move.non-dice"
        self.say(Moved, rule, p, f"{self.name(p)} moves back {steps} ({self.origin_name(task.ref)}): "
                                 f"{self.g.labels[start]} → {self.g.labels[end]}, carrying out nothing there",
                 start=start, end=end, steps=-steps)
        self.walk_back(p, steps)

    def t_fling(self, task: Task) -> None:
        p = task.player
        start = self.positions[p]
        steps = (task.amount - start) % self.g.ring
        if not steps:
            return
        self.say(Moved, self.origin_rule(task.ref), p,
                 f"{self.name(p)} is flung forward {steps} squares: {self.g.labels[start]} → "
                 f"{self.g.labels[task.amount]} (a forward move: the squares passed count, the landing is not "
                 "carried out)", start=start, end=task.amount, steps=steps)
        self.walk(p, steps)

