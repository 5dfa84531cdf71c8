"""Fights: losing HP and being knocked out, duels between heroes on one square, and fighting monsters on a field
square (Aruba's two monsters, Cruel Blade, the Little Princess's skill, rewards and retreats)."""
from __future__ import annotations

from typing import Any

from .actions import Decline, MonsterCard, PickMonster, Roll
from .events import (Decided, DeckReshuffled, Declined, DuelEvent, FightResolved, HpChanged, KnockedOut, MonsterDrawn,
                     Rolled, SkillUsed, StayChanged, Teleported)
from .loader import MAX_HP
from .state import Task, _bump, _put, _task, _without


class Fights:
    """``_Work``'s steps for damage, knockouts, duels and monster fights."""

    # -- hurt and knocked out --------------------------------------------------------------------------------------
    def hurt(self, p: int, amount: int, rule: str, why: str) -> bool:
        """``p`` loses HP; True if that knocked them out."""
        old = self.hp[p]
        new = max(0, old - amount)
        self.hp = _put(self.hp, p, new)
        if new == 0:
            rule = "brave_journey.hp.dying"
        self.say(HpChanged, rule, p, f"{self.name(p)} loses {old - new} HP {why} (HP {new})".replace("  ", " "),
                 change=new - old, hp=new)
        if new == 0:
            self.knockout(p)
            return True
        return False

    def knockout(self, p: int) -> None:
        name = self.name(p)
        was = self.staying[p]
        mid_turn = p == self.current and any(t.player == p for t in self.queue)
        self.say(KnockedOut, "brave_journey.hp.knockout", p,
                 f"{name} is knocked out and sent straight back to the Castle for treatment"
                 + (": the rest of the turn is lost" if mid_turn else ""))
        start = self.positions[p]
        self.positions = _put(self.positions, p, 0)
        self.hp = _put(self.hp, p, MAX_HP)
        self.staying = _put(self.staying, p, True)
        self.rift = _put(self.rift, p, -1)
        self.say(Teleported, "brave_journey.hp.treatment", p,
                 f"{name} is treated at the Castle: HP back to 10, staying one turn"
                 + (" (already staying: it does not add up)" if was else ""), start=start, end=0)
        if was:
            self.say(StayChanged, "brave_journey.stay.rulings", p, f"{name} was staying and stays one turn at the "
                                                                  "Castle instead", staying=True, already=True)
        self.queue[:] = [t for t in self.queue if t.player != p]

    # -- duels -----------------------------------------------------------------------------------------------------
    def t_offer_duel(self, task: Task) -> None:
        p = task.player
        here = self.positions[p]
        if self.positions.count(here) > 1:
            self.focus = _task("duel", p)

    def a_duel(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Decline):
            self.say(Declined, "brave_journey.duel.challenge", p, f"{self.name(p)} challenges nobody", what="duel")
            return
        q = self.s.characters.index(action.target)
        self.say(DuelEvent, "brave_journey.duel.challenge", p,
                 f"{self.name(p)} challenges {self.name(q)} to a duel on {self.at(p)}", target=q)
        self.queue[0:0] = [_task("guard_claire", q, 0, p, "duel"), _task("guard_shield", q, 0, p, "duel"),
                           _task("duel", p, 0, q)]

    def t_duel(self, task: Task) -> None:
        self.focus = _task("duel_roll", task.player, 0, task.source)
        self.dice = ()

    def a_duel_roll(self, f: Task, action: Roll) -> None:
        p, q = f.player, f.source
        self.dice += (action.value,)
        if len(self.dice) == 1:
            self.focus = f
            self.say(Rolled, "brave_journey.duel.roll", p, f"{self.name(p)} rolls {action.value}",
                     value=action.value, purpose="duel")
            return
        a, b = self.dice
        self.dice = ()
        if a == b:
            self.focus = f
            self.say(DuelEvent, "brave_journey.duel.roll", p, f"{self.name(q)} rolls {b} too: a tie, both roll again",
                     target=q, rolls=(a, b))
            return
        winner, loser = (p, q) if a > b else (q, p)
        loss = abs(a - b)
        self.say(DuelEvent, "brave_journey.duel.roll", p,
                 f"{self.name(q)} rolls {b}: {self.name(winner)} wins {max(a, b)} to {min(a, b)}, "
                 f"{self.name(loser)} loses {loss} HP", target=q, rolls=(a, b), loss=loss, loser=loser)
        if self.hurt(loser, loss, "brave_journey.duel.roll", "") and loser == p:
            self.say(DuelEvent, "brave_journey.duel.then-square", p,
                     f"{self.name(p)} was knocked out by the duel and carries out nothing", target=q)

    # -- field squares ---------------------------------------------------------------------------------------------
    def a_field(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Decline):
            self.say(Declined, "brave_journey.field.decide-first", p, f"{self.name(p)} does not fight: the turn ends",
                     what="fight")
            return
        count = 2 if action.skill == "two_monsters" else 1
        if count == 2:
            self.say(SkillUsed, "brave_journey.skill.aruba", p,
                     f"{self.name(p)} fights and uses Let's be heroes: two monsters are drawn", skill="two_monsters")
        else:
            self.say(Decided, "brave_journey.field.decide-first", p,
                     f"{self.name(p)} decides to fight, before seeing the monster", what="fight")
        self.reshuffle_monsters()
        self.focus = _task("monster_draw", p, count, ref=action.skill)

    def reshuffle_monsters(self) -> None:
        if not any(self.monster_pile):
            self.monster_pile = self.monster_discard
            self.monster_discard = (0,) * len(self.monster_pile)
            self.say(DeckReshuffled, "brave_journey.fight.rulings", -1,
                     f"the monster deck is empty: its discards ({sum(self.monster_pile)}) are shuffled into a new deck",
                     deck="monsters")

    def a_monster_draw(self, f: Task, action: MonsterCard) -> None:
        p = f.player
        m = self.g.monsters[action.card]
        self.monster_pile = _bump(self.monster_pile, self.g.monster_index[action.card], -1)
        self.monsters_out += (action.card,)
        if self.loud:
            self.say(MonsterDrawn, "brave_journey.fight.monsters", p,
                     f"{self.name(p)} draws a monster: {m.name} (HP {m.hp}, damage {m.damage}, retreat {m.retreat}; "
                     f"reward: {m.reward_text})", card=action.card)
        if len(self.monsters_out) < f.amount:
            self.reshuffle_monsters()
            self.focus = f
        elif f.amount == 2:
            self.focus = _task("pick_monster", p)
        else:
            self.focus = _task("attack_roll", p, ref=f.ref)

    def a_pick_monster(self, f: Task, action: PickMonster) -> None:
        p = f.player
        other = _without(self.monsters_out, action.card)[0]
        self.monster_discard = _bump(self.monster_discard, self.g.monster_index[other], 1)
        self.monsters_out = (action.card,)
        self.say(MonsterDrawn, "brave_journey.skill.aruba", p,
                 f"{self.name(p)} chooses to fight {self.g.card_name(action.card)}; "
                 f"{self.g.card_name(other)} goes to the discard pile", card=action.card)
        self.focus = _task("attack_roll", p)

    def a_attack_roll(self, f: Task, action: Roll) -> None:
        p = f.player
        cid = self.monsters_out[0]
        m = self.g.monsters[cid]
        c = self.ch[p]
        v = action.value
        plus = c.bonus if f.ref == "cruel_blade" else 0
        minus = c.amount if f.ref == "monster_hp_down" else 0
        attack, need = v + plus, m.hp - minus
        won = attack >= need
        self.monsters_out = ()
        self.monster_discard = _bump(self.monster_discard, self.g.monster_index[cid], 1)
        if plus:
            self.say(SkillUsed, "brave_journey.skill.foyfoy", p, f"{c.name} uses Cruel Blade: attack {v} + {plus}",
                     skill="cruel_blade")
        if minus:
            self.say(SkillUsed, "brave_journey.skill.princess", p,
                     f"{c.name} uses {c.skill_name}: {m.name}'s HP counts {minus} lower", skill="monster_hp_down")
        if self.loud:
            outcome = (f"wins: {m.reward_text}" if won else
                       f"loses: {m.damage} damage" + (f", then back {m.retreat}" if m.retreat else ""))
            self.say(FightResolved, "brave_journey.fight.roll", p,
                     f"{c.name} rolls {v}: attack {attack} against {m.name}'s HP {need}, and {outcome}",
                     card=cid, attack=attack, monster_hp=need, won=won)
        origin = f"monster:{cid}"
        if won:
            if m.reward == "mission":
                self.queue.insert(0, _task("draw_missions", p, 1, ref="reward"))
            elif m.reward == "heal":
                self.queue.insert(0, _task("heal", p, m.reward_amount, -1, origin))
            else:
                self.queue.insert(0, _task("forward", p, m.reward_amount, -1, origin))
            return
        tasks = [_task("damage", p, m.damage, -1, origin)] if m.damage else []
        if m.retreat:
            tasks += [_task("guard_anchor", p, m.retreat, -1, origin), _task("back", p, m.retreat, -1, origin)]
        self.queue[0:0] = tasks

