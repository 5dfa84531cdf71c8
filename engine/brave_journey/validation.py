"""Loading a position: ``validate_state`` refuses a state the rules cannot reach, saying what is wrong."""
from __future__ import annotations

from .loader import MAX_HP
from .state import DECISIONS, FACES, MAX_HELD, PHASES, QUEUE_KINDS, BJState


class Validation:
    """``BraveJourney``'s check of a position given from outside (a JSON file, a scenario)."""

    # -- loading ---------------------------------------------------------------------------------------------------
    def validate_state(self, state: BJState) -> None:
        """Refuse a position the rules cannot reach, saying what is wrong."""
        n = self.players
        L = self.ring
        for name in ("characters", "positions", "hp", "badges", "debt", "lap", "staying", "rift", "pending", "held"):
            if len(getattr(state, name)) != n:
                raise ValueError(f"{name} needs one entry per player ({n}), not {len(getattr(state, name))}")
        unknown = [c for c in state.characters if c not in self.characters]
        if unknown:
            raise ValueError(f"characters: no character {unknown[0]!r}; they are {', '.join(self.character_ids)}")
        if len(set(state.characters)) != n:
            raise ValueError("characters: each character is played once")
        if self.settings["characters"] is not None and state.characters != tuple(self.settings["characters"]):
            raise ValueError(f"characters must be {list(self.settings['characters'])} (the game's setting)")
        cast = self.cast(state)
        k = state.focus.kind
        in_tournament = k in ("tournament_roll", "attack") or (k == "over" and state.ending == "tournament")
        for q in range(n):
            who = cast[q].name
            if not 0 <= state.positions[q] < L:
                raise ValueError(f"{who} is on square {state.positions[q]}, off the ring of {L} (0..{L - 1})")
            if not 0 <= state.hp[q] <= MAX_HP:
                raise ValueError(f"{who} has {state.hp[q]} HP; HP is 0..{MAX_HP}")
            if state.hp[q] == 0 and not in_tournament:
                raise ValueError(f"{who} has 0 HP outside the tournament: a knocked-out hero is treated back to 10 at "
                                 "once")
            if state.badges[q] < 0 or state.debt[q] < 0:
                raise ValueError(f"{who}: badges and backward debt cannot be negative")
            lap = state.lap[q]
            if list(lap) != sorted(set(lap)) or not set(lap) <= self.triggers[cast[q].id]:
                raise ValueError(f"{who}: the lap's used skill squares {list(lap)} must be distinct, in order, and "
                                 f"squares where {who}'s skill fires ({sorted(self.triggers[cast[q].id]) or 'none'})")
            if state.rift[q] != -1 and not (0 <= state.rift[q] < L and state.staying[q]):
                raise ValueError(f"{who}: a Rift destination needs a square of the ring and a hero staying on the Rift")
            if state.pending[q] and cast[q].skill not in ("portal", "joy_of_labour"):
                raise ValueError(f"{who} has no next-turn benefit to wait for (only Luki's and Deifel's skills give one)")
            if len(state.held[q]) > MAX_HELD:
                raise ValueError(f"{who} holds {len(state.held[q])} items; at most {MAX_HELD}")
            for c in state.held[q]:
                if c not in self.missions or self.missions[c].kind != "item":
                    raise ValueError(f"{who} holds {c!r}, which is not an item card")
        self._validate_decks(state)
        if not (0 <= state.first_player < n and 0 <= state.current < n):
            raise ValueError("first_player and current must be seats at this table")
        if state.round < 1 or state.turns < 0 or state.bonus < 0:
            raise ValueError("round (from 1), turns and bonus (from 0) are out of range")
        if k not in PHASES:
            raise ValueError(f"unknown phase {k!r}")
        for t in state.queue:
            if t.kind not in QUEUE_KINDS or not -1 <= t.player < n or not -1 <= t.source < n:
                raise ValueError(f"the queue holds a step that cannot be: {t}")
        if k in DECISIONS and not 0 <= state.focus.player < n:
            raise ValueError(f"the {k} decision needs a seat to decide")
        if k in ("start", "after_roll", "roll", "duel", "field", "mission_choice", "advantage") and \
                (state.focus.player != state.current or state.staying[state.current] and k != "duel"):
            raise ValueError(f"the {k} step belongs to the player whose turn it is ({cast[state.current].name}), "
                             "who must not be staying")
        if k not in ("over", "tournament_roll", "attack") and not state.queue:
            raise ValueError("a turn in progress needs its remaining steps (at least the end of the turn)")
        if any(d not in FACES for d in state.dice):
            raise ValueError(f"dice show 1..6, not {list(state.dice)}")
        if k == "roll" and not (1 <= state.focus.amount <= 2 and len(state.dice) < state.focus.amount):
            raise ValueError("the movement roll is one die, or two for Deifel's skill, rolled one at a time")
        if k == "after_roll" and not state.dice:
            raise ValueError("a movement roll must be shown before it is taken or changed")
        if state.drawn and k not in ("keep", "third", "mission_draw"):
            raise ValueError("mission cards lie drawn only while someone chooses among them")
        if state.monsters_out and k not in ("monster_draw", "pick_monster", "attack_roll"):
            raise ValueError("monster cards lie on the table only during a fight")
        if k == "attack_roll" and len(state.monsters_out) != 1 or k == "pick_monster" and len(state.monsters_out) != 2:
            raise ValueError(f"the {k} step needs {'one monster' if k == 'attack_roll' else 'two monsters'} on the table")
        if k in ("keep", "third") and len(state.drawn) != (2 if k == "keep" else 1):
            raise ValueError(f"the {k} step needs {'two cards' if k == 'keep' else 'the third item'} drawn")
        if k == "third" and len(state.held[state.focus.player]) != MAX_HELD:
            raise ValueError("a third item means two items already held")
        t = state.tournament
        if len(set(t)) != len(t) or any(not 0 <= q < n for q in t):
            raise ValueError("the tournament lists seats that are not at this table, or one twice")
        if (k in ("tournament_roll", "attack")) != bool(t) and k != "over":
            raise ValueError("heroes are in the tournament exactly while it is played")
        if k == "attack" and (state.focus.player not in t or len(state.dice) != len(t)):
            raise ValueError("the attacker is a hero in the tournament, after everybody rolled")
        done = [q for q in range(n) if state.badges[q] >= self.target]
        if state.finish_round:
            if not done or state.finish_round > state.round or not 0 <= state.end_after < n:
                raise ValueError("a journey completed needs a hero with the badges, a round so far, and the seat "
                                 "whose turn ends the game")
        elif done and k not in ("over", "tournament_roll", "attack"):
            raise ValueError(f"{cast[done[0]].name} has {state.badges[done[0]]} badges, so the journey was completed "
                             "(give finish_round)")
        if (k == "over") != bool(state.winners) or len(set(state.winners)) != len(state.winners) \
                or any(not 0 <= w < n for w in state.winners):
            raise ValueError("a finished game has its winners (seats at this table, each once); a game in play has none")

    def _validate_decks(self, state: BJState) -> None:
        for deck, pile, discard, total, ids in (
                ("mission", state.mission_pile, state.mission_discard, self.mission_total, self.mission_ids),
                ("monster", state.monster_pile, state.monster_discard, self.monster_total, self.monster_ids)):
            if len(pile) != len(total) or len(discard) != len(total):
                raise ValueError(f"the {deck} deck and discards need one count per card kind ({len(total)})")
            if min(pile) < 0 or min(discard) < 0:
                raise ValueError(f"{deck} card counts cannot be negative")
            out = state.held + (state.drawn,) if deck == "mission" else (state.monsters_out,)
            for i, c in enumerate(ids):
                elsewhere = sum(h.count(c) for h in out)
                if pile[i] + discard[i] + elsewhere != total[i]:
                    raise ValueError(f"{self.card_name(c)}: {pile[i]} in the {deck} deck, {discard[i]} discarded and "
                                     f"{elsewhere} in play make {pile[i] + discard[i] + elsewhere}, but the set has "
                                     f"{total[i]}")
        for c in state.drawn:
            if c not in self.missions:
                raise ValueError(f"{c!r} is not a mission card")
        for c in state.monsters_out:
            if c not in self.monsters:
                raise ValueError(f"{c!r} is not a monster card")

