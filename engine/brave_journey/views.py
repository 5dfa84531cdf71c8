"""What players see: one player's view of the position (``observation``), an action in words (``action_text``) and
the whole position as text (``describe``)."""
from __future__ import annotations

from typing import Any

from .actions import (Attack, Challenge, Decline, Discard, Fight, KeepMission, MissionCard, MonsterCard, PickMonster,
                      UseItem)
from .state import DECISIONS, BJObservation, BJState
from .texts import PHASE_TEXT, _names, _plural


class Views:
    """``BraveJourney``'s views and texts of a position."""

    # -- what players see ------------------------------------------------------------------------------------------
    def observation(self, state: BJState, player: int) -> "BJObservation":
        """What ``player`` sees: everything on the table, their own items, and of the others' items only how
        many they hold; the decks' order and the cards someone is choosing among stay hidden."""
        if type(player) is not int or not 0 <= player < self.players:
            raise ValueError(f"player must be a seat 0..{self.players - 1}, not {player!r}")
        chooser = state.focus.player if state.focus.kind in ("keep", "third", "mission_draw") else state.current
        return BJObservation(
            player=player, characters=state.characters, positions=state.positions, hp=state.hp, badges=state.badges,
            debt=state.debt, lap=state.lap, staying=state.staying, rift=state.rift, pending=state.pending,
            held=state.held[player], held_counts=tuple(len(h) for h in state.held),
            mission_pile_size=sum(state.mission_pile), mission_discard=state.mission_discard,
            monster_pile_size=sum(state.monster_pile), monster_discard=state.monster_discard,
            first_player=state.first_player, current=state.current, round=state.round, focus=state.focus,
            queue=state.queue, dice=state.dice, bonus=state.bonus,
            drawn=state.drawn if player == chooser else (), drawn_count=len(state.drawn),
            monsters_out=state.monsters_out, finish_round=state.finish_round, tournament=state.tournament,
            winners=state.winners, ending=state.ending)

    def action_text(self, state: BJState, action: Any, viewer: int | None = None) -> str:
        """``str(action)`` in words for the table: heroes and cards by name; a mission card drawn is named
        only if ``viewer`` may see it (the drawer, or anyone when it is an event card shown at once)."""
        if isinstance(action, MissionCard):
            m = self.missions.get(action.card)
            drawer = state.focus.player
            if m is not None and (viewer is None or viewer == drawer or (m.kind == "event"
                                                                           and state.focus.amount == 1)):
                return f"draw the mission card {m.name}"
            return "draw a mission card"
        if isinstance(action, MonsterCard):
            return f"draw the monster {self.card_name(action.card)}"
        if isinstance(action, (Challenge, Attack)):
            c = self.characters.get(action.target)
            verb = "challenge" if isinstance(action, Challenge) else "attack"
            return f"{verb} {c.name if c else action.target}"
        if isinstance(action, UseItem):
            target = self.characters.get(action.target)
            return f"use {self.card_name(action.card)}" + (f" on {target.name}" if target else "")
        if isinstance(action, (KeepMission, Discard, PickMonster)):
            verb = {KeepMission: "keep", Discard: "discard", PickMonster: "fight"}[type(action)]
            return f"{verb} {self.card_name(action.card)}"
        if isinstance(action, Fight) and action.skill:
            return f"fight using {self.cast(state)[state.focus.player].skill_name}"
        if isinstance(action, Decline):
            return {"duel": "challenge nobody", "claire": "do not roll No, Thank you!", "shield": "keep the shield",
                    "anchor": "keep the anchor", "field": "do not fight", "advantage": "do not use the special field"
                    }.get(state.focus.kind, "decline")
        return str(action)

    def describe(self, state: BJState, viewer: int | None = None) -> str:
        """The whole position as text (deterministic). With ``viewer``, the others' items show only as a count."""
        n = self.players
        cast = self.cast(state)
        head = (f"Brave Journey — round {state.round}, {cast[state.current].name}'s turn; "
                f"{_plural(self.target, 'badge')} to finish")
        if state.finish_round:
            head += f"; a journey was completed in round {state.finish_round}"
        lines = [head]
        for q in range(n):
            c = cast[q]
            if viewer is None or viewer == q:
                items = ", ".join(self.card_name(x) for x in state.held[q]) or "none"
            else:
                items = f"{len(state.held[q])} face down" if state.held[q] else "none"
            notes = []
            if state.staying[q]:
                notes.append("staying")
            if state.rift[q] >= 0:
                notes.append(f"then sets out from {self.labels[state.rift[q]]}")
            if state.pending[q]:
                notes.append("next roll: " + ("may roll again (Portal)" if c.skill == "portal"
                                              else "may roll two dice (The Joy of Labour)"))
            if state.lap[q]:
                notes.append("skill used this lap at " + ", ".join(self.labels[x] for x in state.lap[q]))
            if q in state.tournament:
                notes.append("in the tournament")
            mark = ">" if q == state.current and not state.over else " "
            lines.append(f"{mark}{c.name:<16} on {self.labels[state.positions[q]]:<38} HP {state.hp[q]:>2}  "
                         f"badges {state.badges[q]}  debt {state.debt[q]}  items: {items}"
                         + (f"  ({'; '.join(notes)})" if notes else ""))
        lines.append(f"mission deck {sum(state.mission_pile)}, discards {sum(state.mission_discard)}; "
                     f"monster deck {sum(state.monster_pile)}, discards {sum(state.monster_discard)}")
        if state.monsters_out:
            lines.append("monsters on the table: " + ", ".join(self.card_name(x) for x in state.monsters_out))
        if state.drawn:
            if viewer is None or viewer == state.focus.player:
                lines.append("cards drawn: " + ", ".join(self.card_name(x) for x in state.drawn))
            else:
                lines.append(f"cards drawn: {len(state.drawn)} (seen only by {cast[state.focus.player].name})")
        k = state.focus.kind
        if k == "over":
            names = _names([cast[w].name for w in state.winners])
            how = {"journey": "finished the journey alone", "tournament": "won the final tournament",
                   "score": "ranked first when the game stopped"}.get(state.ending, state.ending)
            lines.append(f"game over after {state.turns} turns: {names} {'wins' if len(state.winners) == 1 else 'share the win'} ({how})")
            return "\n".join(lines)
        dice = f" (dice: {' + '.join(map(str, state.dice))}{' + ' + str(state.bonus) if state.bonus else ''})" \
            if state.dice else ""
        if k in DECISIONS:
            lines.append(f"now: {cast[state.focus.player].name} {PHASE_TEXT[k]}{dice}")
        else:
            lines.append(f"waiting for {PHASE_TEXT[k]}{dice}")
        return "\n".join(lines)

