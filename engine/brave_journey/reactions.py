"""Reactions to another player's challenge or card: Claire's No, Thank you! roll, a Mirror Shield, an Anchor Stone.
A reaction is a guard step queued before the effect it may cancel; cancelling drops that one effect."""
from __future__ import annotations

from typing import Any

from .actions import NoThankYou, Roll, UseItem
from .events import Cancelled, Declined, Rolled, SkillUsed
from .state import Task, _bump, _put, _task, _without


class Reactions:
    """``_Work``'s steps for the reactions a card or a challenge allows its target."""

    # -- reactions: Claire's roll, a Mirror Shield, an Anchor Stone ------------------------------------------------
    def void(self) -> None:
        """Drop the guarded effect (and the guards still before it)."""
        q = self.queue
        while q and q[0].kind.startswith("guard_"):
            q.pop(0)
        q.pop(0)

    def what(self, f: Task) -> str:
        if f.ref == "duel":
            return f"{self.name(f.source)}'s challenge"
        return f"{self.name(f.source)}'s {self.origin_name(f.ref)}"

    def t_guard_claire(self, task: Task) -> None:
        if self.ch[task.player].skill == "no_thank_you":
            self.focus = _task("claire", task.player, 0, task.source, task.ref)

    def a_claire(self, f: Task, action: Any) -> None:
        q = f.player
        if isinstance(action, NoThankYou):
            self.say(SkillUsed, "brave_journey.skill.claire", q,
                     f"{self.name(q)} answers {self.what(f)}: No, Thank you! (a roll of "
                     f"{' or '.join(map(str, self.ch[q].faces))} cancels it)", skill="no_thank_you")
            self.focus = _task("claire_roll", q, 0, f.source, f.ref)
        else:
            self.say(Declined, "brave_journey.skill.optional", q, f"{self.name(q)} does not roll No, Thank you!",
                     what="claire")

    def a_claire_roll(self, f: Task, action: Roll) -> None:
        q, v = f.player, action.value
        if v in self.ch[q].faces:
            several = f.ref.startswith("card:") and self.g.missions[f.ref[5:]].effect.kind.startswith("all_")
            self.say(Cancelled, "brave_journey.skill.claire-scope" if several else "brave_journey.skill.claire", q,
                     f"{self.name(q)} rolls {v}: {self.what(f)} has no effect on her"
                     + (" (the others are still hit)" if several else ""), by="no_thank_you", what=f.ref)
            self.void()
        else:
            self.say(Rolled, "brave_journey.skill.claire", q, f"{self.name(q)} rolls {v}: no luck", value=v,
                     purpose="claire")

    def t_guard_shield(self, task: Task) -> None:
        if any(self.g.missions[c].use == "shield" for c in self.held[task.player]):
            self.focus = _task("shield", task.player, 0, task.source, task.ref)

    def a_shield(self, f: Task, action: Any) -> None:
        q = f.player
        if isinstance(action, UseItem):
            self.held = _put(self.held, q, _without(self.held[q], action.card))
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
            self.say(Cancelled, "brave_journey.cards.timing", q, f"{self.name(q)} raises the "
                     f"{self.g.card_name(action.card)}: {self.what(f)} has no effect", by="shield", what=f.ref)
            self.void()
        else:
            self.say(Declined, "brave_journey.cards.timing", q, f"{self.name(q)} keeps the shield", what="shield")

    def t_guard_anchor(self, task: Task) -> None:
        if any(self.g.missions[c].use == "anchor" for c in self.held[task.player]):
            self.focus = _task("anchor", task.player, task.amount, task.source, task.ref)

    def a_anchor(self, f: Task, action: Any) -> None:
        q = f.player
        if isinstance(action, UseItem):
            self.held = _put(self.held, q, _without(self.held[q], action.card))
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
            self.say(Cancelled, "brave_journey.cards.timing", q,
                     f"{self.name(q)} drops the {self.g.card_name(action.card)}: not moved back", by="anchor",
                     what=f.ref)
            self.void()
        else:
            self.say(Declined, "brave_journey.cards.timing", q, f"{self.name(q)} keeps the anchor", what="anchor")

