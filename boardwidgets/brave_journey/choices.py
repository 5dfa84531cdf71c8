"""The choice chips: every choice the engine offers the hero deciding now (an engine action, or aiming an item at
a hero), the words on each chip and where it sits; what the box under the die shows (Aruba's two monsters, a
fight, a duel) and when the final tournament fills the panel. Drawing and input both ask these."""
from __future__ import annotations

from typing import Any

from engine.brave_journey.game import DECISIONS, DuelEvent, FightResolved, Go, MissionDrawn, MonsterDrawn, UseItem

from ..board import BoardUI


class ChoicesMixin:
    """The choices part of ``BraveJourneyController`` (it shares the controller's state: ``game``, ``armed``,
    ``recent``, the places of things and who sees what)."""

    def choices(self, state: Any) -> list[tuple[str, Any]]:
        """The chips: (words, what a click does) — an engine action, ("arm", card) or ("disarm",)."""
        if self.shown:
            return [self.next_chip(state)]
        if state.over or state.focus.kind not in DECISIONS or self.is_covered(state):
            return []
        legal = self.game.legal_actions(state)
        out: list[tuple[str, Any]] = []
        aimed: list[str] = []
        for a in legal:
            if isinstance(a, UseItem) and a.target:
                if a.card not in aimed:
                    aimed.append(a.card)
                continue
            out.append((self.words(state, a), a))
        for card in aimed:
            name = self.game.card_name(card)
            if self.armed == card:
                out += [(f"{name} on {self.game.characters[a.target].name}", a) for a in legal
                        if isinstance(a, UseItem) and a.card == card and a.target]
                out.append(("cancel", ("disarm",)))
            else:
                out.append((f"use {name}…", ("arm", card)))
        return out

    def words(self, state: Any, action: Any) -> str:
        text = self.game.action_text(state, action)
        if isinstance(action, Go) and action.dice == 1:
            return "roll the die"
        return text

    def chip_boxes(self, state: Any, ui: BoardUI) -> list[tuple[str, Any, tuple[float, float, float, float]]]:
        if not ui.shows("choices") or self.tournament_view(state, ui):
            choices = self.choices(state) if self.tournament_view(state, ui) and ui.shows("choices") else []
            if not choices:
                return []
            x, y, w, h = self.inner()
            return self.places.flow(choices, x + 10, y + h - 2 * (self.geo.chip_h + 5) - 6, w - 20)
        x, y, w, h = self.side()
        box = self.panel_box(state, ui)
        if box == "result":
            rx, ry, rw, rh = self.result_box()
            return self.places.flow(self.choices(state), x, ry + rh + 6, w)
        top = (self.fight_box()[1] + self.geo.box_h if box else self.fight_box()[1]) + 8
        return self.places.flow(self.choices(state), x, top, w)

    def panel_box(self, state: Any, ui: BoardUI) -> str:
        """What the box under the die shows: "monsters" (Aruba's choice), "fight", "duel", "result" (a turn shown
        by the pacing) or "" (nothing)."""
        if self.shown:
            # a turn shown by the pacing: its fight or duel in their own box, anything else told in the result box
            if any(isinstance(e, (MonsterDrawn, FightResolved)) for e in self.recent) and ui.shows("fight"):
                return "fight"
            if any(isinstance(e, DuelEvent) and e.rolls for e in self.recent) and ui.shows("duel"):
                return "duel"
            return "result"
        if self.monster_boxes(state) and ui.shows("fight"):
            return "monsters"
        if any(isinstance(e, (MonsterDrawn, FightResolved)) for e in self.recent) and ui.shows("fight"):
            return "fight"
        if any(isinstance(e, DuelEvent) and e.rolls for e in self.recent) and ui.shows("duel"):
            return "duel"
        if any(isinstance(e, MissionDrawn) for e in self.recent) and ui.shows("cards"):
            return "card"
        return ""

    def tournament_view(self, state: Any, ui: BoardUI) -> bool:
        return bool(state.tournament) and ui.shows("tournament") and (not state.over or state.ending == "tournament")
