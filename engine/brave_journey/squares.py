"""What a square does: after a dice move, the square is carried out (a field, a mission square, an event square,
one's own special field), and an effect becomes steps (heal, damage, stay, moves, fate, the Rift) for the
heroes it concerns, with the reactions it allows."""
from __future__ import annotations

from typing import Any

from .actions import Roll, UseField
from .events import Declined, HpChanged, Rolled, SquareCarriedOut, StayChanged
from .loader import MAX_HP, Effect
from .state import Task, _put, _task
from .texts import _plural


class Squares:
    """``_Work``'s steps for carrying out a square and the effects of squares and cards."""

    # -- the square ------------------------------------------------------------------------------------------------
    def t_resolve(self, task: Task) -> None:
        p = task.player
        n = self.positions[p]
        sq = self.g.board[n]
        kind = sq.kind
        if kind == "field":
            self.focus = _task("field", p)
        elif kind == "mission":
            if self.ch[p].skill == "two_missions":
                self.focus = _task("mission_choice", p)
            else:
                self.queue.insert(0, _task("draw_missions", p, 1, ref="square"))
        elif kind == "event":
            if sq.special == self.s.characters[p]:
                self.focus = _task("advantage", p, n)
            else:
                self.carry_out(p, n, special=False)

    def carry_out(self, p: int, n: int, special: bool) -> None:
        sq = self.g.board[n]
        text = sq.special_text if special else sq.text
        if self.loud:
            self.say(SquareCarriedOut, self.g.square_rule[n], p, f"{self.name(p)} on {sq.label}: {text or sq.name}",
                     square=n)
        origin = f"{'special' if special else 'square'}:{n}"
        self.queue[0:0] = self.effect_tasks(p, sq.special_effect if special else sq.effect, -1, origin)

    def a_advantage(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, UseField):
            self.carry_out(p, f.amount, special=True)
        else:
            self.say(Declined, "brave_journey.special.optional", p,
                     f"{self.name(p)} does not use the special field", what="field")
            self.carry_out(p, f.amount, special=False)

    def effect_tasks(self, p: int, eff: Effect, source: int, origin: str) -> list[Task]:
        """The steps an effect takes for ``p``; ``source``: the seat whose card it is (-1: a square)."""
        k = eff.kind
        if k == "nothing":
            return [_task("note", p, ref=origin)]
        if k == "heal":
            return [_task("heal", p, eff.amount, source, origin)]
        if k == "damage":
            return self.guard(p, source, origin) + [_task("damage", p, eff.amount, source, origin)]
        if k == "stay":
            return self.guard(p, source, origin) + [_task("stay", p, 0, source, origin)]
        if k == "move":
            return self.move_tasks(p, eff.steps, source, origin)
        if k == "fate":
            return [_task("fate", p, 0, source, origin)]
        if k == "rift":
            return [_task("rift", p, 0, source, origin)]
        if k == "fling":
            return [_task("fling", p, eff.to, source, origin)]
        tasks: list[Task] = []
        for q in self.order(p):
            if k == "all_heal":
                tasks.append(_task("heal", q, eff.amount, source, origin))
            elif k == "all_damage":
                tasks += self.guard(q, source, origin) + [_task("damage", q, eff.amount, source, origin)]
            else:
                tasks += self.move_tasks(q, eff.steps, source, origin)
        return tasks

    def move_tasks(self, p: int, steps: int, source: int, origin: str) -> list[Task]:
        if steps > 0:
            return [_task("forward", p, steps, source, origin)]
        return self.guard(p, source, origin) + [_task("guard_anchor", p, -steps, source, origin),
                                                _task("back", p, -steps, source, origin)]

    def guard(self, q: int, source: int, origin: str) -> list[Task]:
        """The reactions another player's card allows its target (Claire's roll, a Mirror Shield)."""
        if source < 0 or source == q:
            return []
        return [_task("guard_claire", q, 0, source, origin), _task("guard_shield", q, 0, source, origin)]

    # -- effects ---------------------------------------------------------------------------------------------------
    def t_note(self, task: Task) -> None:
        self.say(SquareCarriedOut, self.origin_rule(task.ref), task.player,
                 f"nothing happens to {self.name(task.player)}", square=self.positions[task.player])

    def t_heal(self, task: Task) -> None:
        p, a = task.player, task.amount
        old = self.hp[p]
        new = min(MAX_HP, old + a)
        self.hp = _put(self.hp, p, new)
        if old + a > MAX_HP:
            line = (f"{self.name(p)} heals {new - old} (HP {new}): "
                    f"{'the other ' + str(old + a - MAX_HP) if new > old else 'all ' + str(a)} lost, 10 is the most")
            rule = "brave_journey.hp.cap"
        else:
            line, rule = f"{self.name(p)} heals {a} (HP {new})", self.origin_rule(task.ref)
        self.say(HpChanged, rule, p, line, change=new - old, hp=new)

    def t_damage(self, task: Task) -> None:
        self.hurt(task.player, task.amount, self.origin_rule(task.ref), f"({self.origin_name(task.ref)})")

    def t_stay(self, task: Task) -> None:
        p = task.player
        if self.staying[p]:
            self.say(StayChanged, "brave_journey.stay.rulings", p,
                     f"{self.name(p)} is already staying: a second stay does not add up", staying=True, already=True)
            return
        self.staying = _put(self.staying, p, True)
        self.say(StayChanged, self.origin_rule(task.ref) if task.ref.startswith(("square", "special"))
                 else "brave_journey.stay.turn", p,
                 f"{self.name(p)} must stay in place: the character card is turned over", staying=True)

    def t_fate(self, task: Task) -> None:
        self.focus = _task("fate", task.player, 0, task.source, task.ref)

    def a_fate(self, f: Task, action: Roll) -> None:
        p = f.player
        sub = self.origin_effect(f.ref).fate[action.value - 1]
        what = {"nothing": "nothing happens", "heal": f"heal {sub.amount}", "damage": f"lose {sub.amount} HP",
                "stay": "stay one turn", "all_heal": f"everybody heals {sub.amount}",
                "all_damage": f"everybody loses {sub.amount} HP"}.get(sub.kind)
        if what is None:
            s = abs(sub.steps)
            what = (f"{'everybody moves' if sub.kind == 'all_move' else 'move'} "
                    f"{'forward' if sub.steps > 0 else 'back'} {_plural(s, 'square')}") if sub.steps else sub.kind
        self.say(Rolled, self.origin_rule(f.ref), p, f"{self.name(p)} rolls {action.value} for fate: {what}",
                 value=action.value, purpose="fate")
        self.queue[0:0] = self.effect_tasks(p, sub, f.source, f.ref)

    def t_rift(self, task: Task) -> None:
        self.focus = _task("rift_roll", task.player, 0, task.source, task.ref)

    def a_rift_roll(self, f: Task, action: Roll) -> None:
        p = f.player
        eff = self.origin_effect(f.ref)
        v = action.value
        dest = eff.odd if v % 2 else eff.even
        parity = "odd" if v % 2 else "even"
        if eff.stay:
            self.staying = _put(self.staying, p, True)
            self.rift = _put(self.rift, p, dest)
            self.say(Rolled, "brave_journey.special.rift-rulings", p,
                     f"{self.name(p)} rolls {v} ({parity}): stays one turn on the Rift, then sets out from "
                     f"{self.g.labels[dest]}", value=v, purpose="rift")
        else:
            self.say(Rolled, "brave_journey.special.rift", p,
                     f"{self.name(p)} rolls {v} ({parity}) and does not stay", value=v, purpose="rift")
            self.teleport(p, dest, "brave_journey.special.rift-rulings",
                          f"{self.name(p)} jumps at once to {self.g.labels[dest]} (nothing is carried out there); "
                          "the turn ends")

