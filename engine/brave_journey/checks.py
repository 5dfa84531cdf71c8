"""Is an action legal here, and if not, why: ``check`` and the refusals that name the rule and say what is wrong."""
from __future__ import annotations

from typing import Any

from engine.core import IllegalAction

from .actions import (_FIELD_TYPES, Attack, Challenge, Discard, DrawMissions, Fight, Go, KeepMission, MissionCard,
                      MonsterCard, NoThankYou, PickMonster, Reroll, Roll, Stop, UseField, UseItem)
from .state import CARD_PHASES, DIE_PHASES, BJState
from .texts import FIGHT_SKILLS, PHASE_RULES, PHASE_TEXT, SKILL_RULES


class Checks:
    """``BraveJourney``'s legality check and refusals."""

    # -- checking --------------------------------------------------------------------------------------------------
    def check(self, state: BJState, action: Any) -> None:
        k = state.focus.kind
        for name, typ in _FIELD_TYPES[type(action)]:
            value = getattr(action, name)
            if type(value) is not typ:
                raise IllegalAction(PHASE_RULES[k], f"{type(action).__name__}: {name} must be "
                                                    f"{'a whole number' if typ is int else 'text'}, not {value!r}.")
        if k == "over":
            who = " and ".join(self.hero(state, w) for w in state.winners)
            raise IllegalAction("brave_journey.win.round-end", f"The game is over: {who} won.")
        if k in DIE_PHASES:
            if type(action) is Roll and 1 <= action.value <= 6:
                return
        elif k in CARD_PHASES:
            if k == "mission_draw":
                if type(action) is MissionCard and action.card in self.mission_index \
                        and state.mission_pile[self.mission_index[action.card]] > 0:
                    return
            elif type(action) is MonsterCard and action.card in self.monster_index \
                    and state.monster_pile[self.monster_index[action.card]] > 0:
                return
        elif action in self.legal_actions(state):
            return
        raise self._refusal(state, action)

    def _refusal(self, state: BJState, action: Any) -> IllegalAction:
        """Why ``action`` is not legal here, for a player."""
        f = state.focus
        k = f.kind
        rule = PHASE_RULES[k]
        chance = k in DIE_PHASES or k in CARD_PHASES
        if isinstance(action, (Roll, MissionCard, MonsterCard)):
            if not chance:
                return IllegalAction(rule, f"Nothing is being rolled or drawn now: it is up to "
                                           f"{self.hero(state, f.player)} {PHASE_TEXT[k]}.")
            if isinstance(action, Roll):
                if k not in DIE_PHASES:
                    return IllegalAction(rule, f"A card is to be drawn now, not a die rolled ({PHASE_TEXT[k]}).")
                return IllegalAction(rule, f"The die has faces 1 to 6, not {action.value}.")
            deck = "mission" if isinstance(action, MissionCard) else "monster"
            if k != f"{deck}_draw":
                return IllegalAction(rule, f"No {deck} card is being drawn now; waiting for {PHASE_TEXT[k]}.")
            known = self.mission_ids if deck == "mission" else self.monster_ids
            if action.card not in known:
                return IllegalAction(rule, f"There is no {deck} card {action.card!r}.")
            return IllegalAction(rule, f"No {self.card_name(action.card)} is left in the {deck} deck.")
        if isinstance(action, Stop):
            if not self.settings["can_stop"]:
                return IllegalAction("brave_journey.end.options",
                                     "Stopping early was not agreed for this game (the setting can_stop).")
            if action.how not in ("score", "tournament"):
                return IllegalAction("brave_journey.end.options",
                                     f"A game stops to 'score' or to 'tournament', not {action.how!r}.")
            return IllegalAction("brave_journey.end.options", "A game can be stopped only at the start of a turn.")
        if chance:
            return IllegalAction(rule, f"Wait: {PHASE_TEXT[k]} comes first.")
        p = f.player
        who = self.hero(state, p)
        cast = self.cast(state)
        if isinstance(action, UseItem):
            return self._item_refusal(state, action, p, who)
        if isinstance(action, Go):
            if k != "start":
                return IllegalAction(rule, f"The movement roll is not now: it is up to {who} {PHASE_TEXT[k]}.")
            if action.dice == 2:
                if cast[p].skill != "joy_of_labour":
                    return IllegalAction("brave_journey.skill.deifel", f"Only Deifel's skill rolls two dice; {who} "
                                                                      "rolls one.")
                return IllegalAction("brave_journey.skill.deifel", f"{who} may roll two dice only on the turn after "
                                                                  "reaching the Tower of Abirupis in a new lap.")
            return IllegalAction("brave_journey.turn.roll-and-move", f"Movement is rolled with one die (or two: "
                                                                    f"Deifel's skill), not {action.dice}.")
        if isinstance(action, Reroll):
            if cast[p].skill != "portal":
                return IllegalAction("brave_journey.skill.luki", f"Only Luki's Portal rolls the movement die again; "
                                                                f"{who} cannot.")
            if k != "after_roll":
                return IllegalAction("brave_journey.skill.luki", "Portal re-rolls the movement die right after it is "
                                                                "rolled, not now.")
            return IllegalAction("brave_journey.skill.luki", "Portal works once, on Luki's next turn after carrying "
                                                            "out a mission square.")
        if isinstance(action, Challenge):
            if k != "duel":
                return IllegalAction("brave_journey.duel.scope", "A duel is challenged only right after a dice move "
                                                                "ends on a square where other heroes stand.")
            q = self.seat_of(state, action.target)
            if q < 0:
                return IllegalAction("brave_journey.duel.challenge", f"Nobody plays {action.target!r} in this game.")
            if q == p:
                return IllegalAction("brave_journey.duel.challenge", f"{who} cannot challenge themselves.")
            return IllegalAction("brave_journey.duel.challenge",
                                 f"{self.hero(state, q)} is on {self.square_label(state.positions[q])}, not on "
                                 f"{who}'s square {self.square_label(state.positions[p])}.")
        if isinstance(action, Fight):
            if k != "field":
                return IllegalAction("brave_journey.field.decide-first", "Monsters are fought only on a field square "
                                                                        "reached by a dice move, when asked.")
            if action.skill in FIGHT_SKILLS:
                return IllegalAction(SKILL_RULES[action.skill], f"{action.skill} is not {who}'s skill.")
            return IllegalAction("brave_journey.skill.optional", f"{action.skill!r} is not a skill used in fights; "
                                                                f"{who}'s skill is {cast[p].skill}.")
        if isinstance(action, DrawMissions):
            if k != "mission_choice":
                return IllegalAction("brave_journey.mission.draw", "Mission cards are drawn on a mission square "
                                                                  "reached by a dice move.")
            return IllegalAction("brave_journey.skill.sion", f"Sion draws one mission card or two, not {action.count}.")
        if isinstance(action, (KeepMission, Discard, PickMonster)):
            if isinstance(action, PickMonster):
                if k != "pick_monster":
                    return IllegalAction("brave_journey.skill.aruba", "There are no two monsters to choose from.")
                return IllegalAction("brave_journey.skill.aruba", f"{action.card!r} is not one of the two monsters "
                                                                 "drawn.")
            if isinstance(action, KeepMission) and k != "keep":
                return IllegalAction("brave_journey.skill.sion-choice", "There are no two mission cards to choose "
                                                                       "from.")
            if isinstance(action, Discard) and k != "third":
                return IllegalAction("brave_journey.mission.hand-limit", "An item is discarded only when a third "
                                                                        "one is drawn.")
            return IllegalAction(rule, f"{action.card!r} is not one of the cards to choose from.")
        if isinstance(action, Attack):
            if k != "attack":
                return IllegalAction("brave_journey.tournament.rounds", "Attacks happen only in the final "
                                                                       "tournament, by the single highest roll.")
            return IllegalAction("brave_journey.tournament.rounds", f"{action.target!r} is not an opponent still in "
                                                                   "the tournament.")
        if isinstance(action, NoThankYou):
            if cast[p].skill != "no_thank_you":
                return IllegalAction("brave_journey.skill.claire", f"Only Claire has No, Thank you!; {who} does not.")
            return IllegalAction("brave_journey.skill.claire-scope", "No, Thank you! answers only a challenge or a "
                                                                    "card another player aims at Claire.")
        if isinstance(action, UseField):
            return IllegalAction("brave_journey.special.optional", f"{who} is not on their special field after a "
                                                                  "dice move.")
        return IllegalAction(rule, f"'{action}' is not a choice now: it is up to {who} {PHASE_TEXT[k]}.")

    def _item_refusal(self, state: BJState, action: UseItem, p: int, who: str) -> IllegalAction:
        k = state.focus.kind
        timing = "brave_journey.cards.timing"
        m = self.missions.get(action.card)
        if m is None or m.kind != "item":
            return IllegalAction("brave_journey.mission.draw", f"There is no item card {action.card!r}.")
        pool = state.held[p] + (state.drawn if k == "third" else ())
        if action.card not in pool:
            return IllegalAction(timing, f"{who} holds no {m.name}.")
        when = {"turn": "at the start of your turn (or as you draw a third item)",
                "roll": "right after your movement roll", "reaction": "as a reaction"}[m.timing]
        if m.use in ("harm", "hold"):
            if not action.target:
                return IllegalAction("brave_journey.mission.any-player", f"{m.name} needs a target: any hero, "
                                                                        "yourself included.")
            if action.target not in state.characters:
                return IllegalAction("brave_journey.mission.any-player", f"Nobody plays {action.target!r} in this "
                                                                        "game.")
        elif action.target:
            return IllegalAction(timing, f"{m.name} is not aimed at anyone.")
        return IllegalAction(timing, f"{m.name} is played {when}, not now ({PHASE_TEXT[k]}).")

