"""What the mode changes (learn, game, practice, together): which seat performs what the mouse and the
keys ask for, whether undo is allowed (a tutorial step may switch it off: ``lesson``), how the status line names the mode. The practice bots live in
``practice``, the together keys in ``together``."""
from __future__ import annotations

from typing import Any

from engine.magic_maze.components import ACTION_NAMES

#: what the status line says when a step switches undo off without a reason
NO_UNDO = "No undo in this step: a legal action cannot be taken back, only put right by a new action."

MODES = ("learn", "game", "practice", "together")


class Modes:
    """The controller's part that knows the mode (a mixin of ``MagicMazeController``: it reads ``mode``,
    ``seat``, ``pace`` and ``game``)."""

    # -- seats -------------------------------------------------------------------------------------
    @property
    def bots(self) -> tuple[int, ...]:
        """The seats the bots hold (practice mode only)."""
        if self.mode != "practice":
            return ()
        return tuple(s for s in range(1, self.game.players + 1) if s != self.seat)

    def performer(self, state: Any, kind: str) -> int:
        """The seat a mouse or learn-mode key action of ``kind`` is performed by."""
        if self.mode == "practice" or self.game.solo:
            return self.seat if self.mode == "practice" else 1
        holders = self.game.holders(state, kind)
        return holders[0] if holders else 1

    def discard_seat(self) -> int:
        return self.seat if self.mode == "practice" else 1

    def crystal_seat(self, state: Any) -> int:
        if state.phase == "crystal":
            return state.pending[0]
        return self.seat if self.mode == "practice" else self.performer(state, "explore")

    # -- words and undo ----------------------------------------------------------------------------
    def mode_words(self, ui: Any = None) -> str:
        """The status line's head: the mode, who holds which seat, and whether undo is allowed (off when this
        step's options say so, to the controller or to the board's ``ui``)."""
        reason = self.undo_reason
        if not reason and ui is not None and getattr(ui, "undo", True) is False:
            reason = getattr(ui, "undo_reason", "") or NO_UNDO
        reason = reason.strip().rstrip(".")
        if reason and not reason.lower().startswith("no undo"):
            reason = f"no undo in this step: {reason[0].lower()}{reason[1:]}"
        undo = reason[0].lower() + reason[1:] if reason else "undo allowed"
        if self.mode == "learn":
            if self.game.solo:
                return f"Learning mode: you play alone, {undo}"
            return f"Learning mode: you play every seat, {undo}"
        if self.mode == "practice" and self.tutorial:
            state = getattr(self, "shown", None)
            held = ", ".join(ACTION_NAMES[a] for a in self.game.seat_actions(state, self.seat)) if state else ""
            bots = ", ".join(map(str, self.bots))
            return (f"Tutorial: you hold seat {self.seat} ({held}); bot{'s' if len(self.bots) > 1 else ''} hold "
                    f"seat{'s' if len(self.bots) > 1 else ''} {bots}; {undo}")
        if self.mode == "game":
            return "Game mode: no undo (a legal action cannot be taken back)"
        if self.mode == "practice":
            bots = ", ".join(map(str, self.bots))
            return f"Practice: you are seat {self.seat}; bots play seat{'s' if len(self.bots) > 1 else ''} {bots} " \
                   f"at {self.pace:g} action{'s' if self.pace != 1 else ''}/s each"
        return "Together: each seat acts with its own keys (on its action tile)"

    def history_locked(self, state: Any) -> str | None:
        if self.mode == "learn" or (self.mode == "practice" and self.tutorial):
            return self.lesson_locked()
        return ("No undo in a game: a legal action cannot be taken back, only put right by a new action of the seat "
                "that holds the opposite action.")
