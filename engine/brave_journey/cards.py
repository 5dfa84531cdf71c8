"""Mission cards: drawing on a mission square or as a reward (Sion's two cards, the reshuffle), event cards, items
kept face down (at most two; a third must go at once), and playing a start-of-turn item. Items played right after
the movement roll are in ``movement``; the Mirror Shield and the Anchor Stone in ``reactions``."""
from __future__ import annotations

from typing import Any

from .actions import Discard, DrawMissions, KeepMission, MissionCard
from .events import CardDiscarded, DeckReshuffled, Declined, ItemKept, ItemUsed, MissionDrawn, SkillUsed
from .state import MAX_HELD, Task, _bump, _put, _task, _without


class Cards:
    """``_Work``'s steps for mission cards and items."""

    # -- mission squares -------------------------------------------------------------------------------------------
    def a_mission_choice(self, f: Task, action: DrawMissions) -> None:
        p = f.player
        if action.count == 2:
            self.say(SkillUsed, "brave_journey.skill.sion", p, f"{self.name(p)} uses My magic is: anything goes: two "
                                                              "mission cards", skill="two_missions")
        else:
            self.say(Declined, "brave_journey.skill.optional", p, f"{self.name(p)} draws just one mission card",
                     what="two_missions")
        self.queue.insert(0, _task("draw_missions", p, action.count, ref="square"))

    def t_draw_missions(self, task: Task) -> None:
        self.reshuffle_missions()
        self.drawn = ()
        self.focus = _task("mission_draw", task.player, task.amount, ref=task.ref)

    def reshuffle_missions(self) -> None:
        if not any(self.mission_pile):
            self.mission_pile = self.mission_discard
            self.mission_discard = (0,) * len(self.mission_pile)
            self.say(DeckReshuffled, "brave_journey.mission.reshuffle", -1,
                     f"the mission deck is empty: its discards ({sum(self.mission_pile)}) are shuffled into a new deck",
                     deck="missions")

    def a_mission_draw(self, f: Task, action: MissionCard) -> None:
        p = f.player
        cid = action.card
        self.mission_pile = _bump(self.mission_pile, self.g.mission_index[cid], -1)
        self.drawn += (cid,)
        if len(self.drawn) < f.amount:
            self.say(MissionDrawn, "brave_journey.skill.sion", p, f"{self.name(p)} draws a mission card", count=1)
            self.reshuffle_missions()
            self.focus = f
        elif f.amount == 2:
            self.say(MissionDrawn, "brave_journey.skill.sion", p, f"{self.name(p)} draws a second mission card and "
                                                                 "looks at both", count=2)
            self.focus = _task("keep", p, ref=f.ref)
        else:
            self.take_card(p, cid, f.ref)

    def a_keep(self, f: Task, action: KeepMission) -> None:
        p = f.player
        other = _without(self.drawn, action.card)[0]
        self.mission_discard = _bump(self.mission_discard, self.g.mission_index[other], 1)
        self.say(CardDiscarded, "brave_journey.skill.sion-choice", p,
                 f"{self.name(p)} keeps one card and discards the other: {self.g.card_name(other)}", card=other)
        self.take_card(p, action.card, f.ref)

    def take_card(self, p: int, cid: str, ref: str) -> None:
        m = self.g.missions[cid]
        self.drawn = ()
        if ref == "square" and self.ch[p].skill == "portal":
            self.pending = _put(self.pending, p, True)
            self.say(SkillUsed, "brave_journey.skill.luki", p,
                     f"{self.name(p)} carried out a mission square: on her next turn she may roll again (Portal)",
                     skill="portal")
        if m.kind == "event":
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[cid], 1)
            self.say(MissionDrawn, "brave_journey.mission.draw", p,
                     f"{self.name(p)} draws the event {m.name}: {m.text}", card=cid)
            self.queue[0:0] = self.effect_tasks(p, m.effect, p, f"card:{cid}")
            return
        if len(self.held[p]) < MAX_HELD:
            self.held = _put(self.held, p, self.held[p] + (cid,))
            self.say(ItemKept, "brave_journey.mission.draw", p,
                     f"{self.name(p)} draws an item and keeps it face down ({len(self.held[p])} held)")
            return
        self.drawn = (cid,)
        self.say(ItemKept, "brave_journey.mission.hand-limit", p,
                 f"{self.name(p)} draws a third item: one of the three must go at once (discarded, or used now if it "
                 "can be)")
        self.focus = _task("third", p)

    def a_third(self, f: Task, action: Any) -> None:
        p = f.player
        pool = _without(self.held[p] + self.drawn, action.card)
        self.held = _put(self.held, p, pool)
        self.drawn = ()
        if isinstance(action, Discard):
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
            self.say(CardDiscarded, "brave_journey.mission.hand-limit", p,
                     f"{self.name(p)} discards {self.g.card_name(action.card)}", card=action.card)
            return
        self.queue[0:0] = self.use_item(p, action.card, action.target)

    def use_item(self, p: int, cid: str, target: str) -> list[Task]:
        """Play a 'turn' item (the card has left the hand): its effect as steps."""
        m = self.g.missions[cid]
        self.mission_discard = _bump(self.mission_discard, self.g.mission_index[cid], 1)
        origin = f"item:{cid}"
        if m.use == "heal":
            self.say(ItemUsed, "brave_journey.cards.timing", p, f"{self.name(p)} uses {m.name}", card=cid)
            return [_task("heal", p, m.amount, p, origin)]
        t = self.s.characters.index(target)
        self.say(ItemUsed, "brave_journey.mission.any-player" if t == p else "brave_journey.cards.timing", p,
                 f"{self.name(p)} uses {m.name} on {self.name(t) if t != p else 'themselves'}", card=cid, target=t)
        step = _task("damage", t, m.amount, p, origin) if m.use == "harm" else _task("stay", t, 0, p, origin)
        return self.guard(t, p, origin) + [step]

