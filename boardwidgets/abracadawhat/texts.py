"""What the Abracada...What? table says: the short spell names, how the odds overlay writes its
numbers, ``answer`` (what a move did, in plain words), and ``AbracadawhatTexts``, the controller's
part that makes the status line, the hint, advice after a refusal, cast-button tooltips and what
undo and redo may name.
"""
from __future__ import annotations

from typing import Any

from engine.abracadawhat import (COLOURS, SPELL_NAMES, Cast, CastFailed, CastWorked, Draw, Refilled, Rolled,
                                 RoundScored, TurnEnded, TurnPassed)
from engine.core import IllegalAction

from ..board import BoardUI, Hint

#: the spells' names short enough for a number area and a toolbar button
SHORT_NAMES = {1: "Dragon", 2: "Wanderer", 3: "Dream", 4: "Singer", 5: "Tempest", 6: "Blizzard",
               7: "Fireball", 8: "Drink"}


def percent(p: Any) -> str:
    """How the overlay writes a probability: ``"62.5%"``."""
    return f"{float(p) * 100:.1f}%"


def expected_text(e: Any) -> str:
    """How the overlay writes an expected count: ``"0.85"``."""
    return f"{float(e):.2f}"


def _name(seat: int) -> str:
    return COLOURS[seat]


def _a(n: int) -> str:
    """'a 5' / 'an 8'."""
    return f"an {n}" if n == 8 else f"a {n}"


def _sentence(parts: list[str]) -> str:
    text = "; ".join(p for p in parts if p)
    return (text[:1].upper() + text[1:] + ".") if text else ""


def answer(events: tuple, state: Any) -> str:
    """What a move did, in plain words for the status line: every cast, failure, roll, life change,
    refill (never naming the stone drawn), turn and round end. ``state`` is the position after it."""
    parts: list[str] = []
    turn_over = refilled = scored = False
    for e in events:
        if getattr(e, "quiet", False):
            continue
        if isinstance(e, CastWorked):
            parts.append(f"{_name(e.player)} casts {e.spell}, {SPELL_NAMES[e.spell]}: it works — the stone goes "
                         f"face up on area {e.spell}")
        elif isinstance(e, CastFailed):
            parts.append(f"{_name(e.player)} casts {e.spell}, {SPELL_NAMES[e.spell]}: {_name(e.player)} holds no "
                         f"{e.spell}, so it fails and the turn ends")
            turn_over = True
        elif isinstance(e, Rolled):
            parts.append(f"{_name(e.player)} rolls the die: {e.value}")
        elif isinstance(e, Refilled):
            parts.append(f"{_name(e.player)} draws a new stone from the pool")
            refilled = True
        elif isinstance(e, TurnEnded):
            parts.append(f"{_name(e.player)} ends the turn")
            turn_over = True
        elif isinstance(e, TurnPassed):
            parts.append(("now " + e.text) if not e.skipped else f"now {e.text}")
        elif isinstance(e, RoundScored):
            scored = True
            parts.append(e.text)
        else:   # life, secret stones, knockouts, a new round, the winner: the engine's words are plain
            parts.append(e.text)
    if turn_over and not refilled and not scored and not state.over and not sum(state.pool):
        where = next((i for i, p in enumerate(parts) if p.startswith("now ")), len(parts))
        parts.insert(where, "the pool is empty, so no stone is drawn")
    return _sentence(parts)


class AbracadawhatTexts:
    """The words part of ``AbracadawhatController``: status, hint, advice, tooltips, undo's words.
    Reads the controller's ``game``, ``mode``, ``seat``, ``is_covered``, ``odds`` and ``forbidden``."""

    def status(self, state: Any, ui: BoardUI) -> str:
        if state.over:
            names = " and ".join(COLOURS[w] for w in state.winners)
            scores = ", ".join(f"{COLOURS[q]} {s}" for q, s in enumerate(state.scores))
            return f"Game over: {names} {'wins' if len(state.winners) == 1 else 'share the win'} ({scores} points)."
        colour = COLOURS[state.current]
        if self.is_covered(state):
            return f"Round {state.round}: pass the device to {colour}, who presses Ready."
        if state.last_cast and self.game.settings["variant"] != "easy":
            todo = f"cast {state.last_cast} or higher, or press End turn"
        elif state.last_cast:
            todo = "cast again (any number), or press End turn"
        else:
            todo = "cast a spell: click a number area or a number button"
        if self.mode == "watch":
            view = "teacher view: every stone shown"
        else:
            viewer = COLOURS[state.current if self.seat is None else self.seat]
            view = f"{viewer}'s view: {viewer}'s own stones face down"
        return f"Round {state.round}: {colour} to {todo} ({view})."

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        """The most probable spell among those allowed now, from the player's own observation."""
        if state.over:
            return Hint((), "The game is over.")
        if self.is_covered(state):
            return Hint((), "Press Ready first.")
        if not ui.shows("odds"):
            return Hint((), "No hint here: press Show me to watch the task done.")
        odds = [o for o in self.odds(state) if self.forbidden(state, o.spell) is None]
        if not odds:
            return Hint((), "No spell can be cast now.")
        best = max(odds, key=lambda o: (o.at_least_one, o.spell))
        return Hint((Cast(best.spell),),
                    f"Hint: cast {best.spell} ({SPELL_NAMES[best.spell]}) — of the spells you may cast now, it is "
                    f"the one you most likely hold ({float(best.at_least_one):.0%} chance).",
                    marks=(("area", best.spell),))

    def advice(self, state: Any, refusal: IllegalAction) -> str:
        """What to do instead of a refused cast or End turn, in one sentence."""
        if refusal.rule == "abracadawhat.cast.continue":
            return f"Cast {state.last_cast} or higher, or press End turn."
        if refusal.rule == "abracadawhat.game.over":
            return "Start a new board to play again."
        if refusal.rule == "abracadawhat.cast.announce" and not state.last_cast:
            return "Cast a spell first: click a number area or a number button."
        return ""

    def cast_tooltip(self, state: Any, spell: int) -> tuple[str, bool]:
        """(tooltip, allowed now) for cast button ``spell``: a forbidden one says why, in plain words."""
        base = f"Cast {spell}: {SPELL_NAMES[spell]}"
        if self.is_covered(state):
            return f"{base} — press Ready first", False
        refusal = self.forbidden(state, spell)
        if refusal is None:
            return base, True
        return f"{base} — not allowed now: {refusal.message}", False

    def action_text(self, action: Any) -> str:
        """Undo/redo name the casts and rolls, never a drawn stone (a refill, a deal, a secret pick)."""
        return "" if isinstance(action, Draw) else str(action)
