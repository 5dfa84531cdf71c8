"""The tutorial's seats: the learner holds one seat and bots the others, as in practice mode, but the bots
follow the step's own plan (its demonstration) rather than the whole game's, and answer the learner at once
when the clock stands still. A click for an action the learner does not hold is answered with who holds it
and what to do instead. A step may also run the real sand timer, and may switch undo off (saying why).

Step options (``board.configure``): ``mode`` ("learn": every seat; "practice": one seat and bots), ``seat``,
``plan`` (the actions the bots follow: a bot performs the first one still possible whose action its own
tile holds), ``clock`` (True: the real-time sand timer runs in this step, started by the learner's click),
``undo`` (False: no undo in this step) and ``undo_reason`` (the sentence saying why)."""
from __future__ import annotations

from typing import Any

from engine.core import Elapse
from engine.magic_maze import HERO_NAMES
from engine.magic_maze.components import ACTION_NAMES
from engine.magic_maze.game import PlacePawn, StartTimer, TurnTile

from ..board import BoardWidget, Notice, Target
from .input import ARROWS
from .modes import NO_UNDO
from .reach import _kind

#: bot actions in a row after one action of the learner (a bound, not a rule)
CHAIN = 8


class LessonSeats:
    """The controller's part for tutorial steps (a mixin of ``MagicMazeController``: it reads ``game``,
    ``mode``, ``seat``, ``bots`` and ``selected``, and uses the practice bots' ``bot_act``)."""

    lesson_plan: tuple[Any, ...] = ()
    plan_times = False       # the step's plan lets seconds pass itself (Elapse): Show me's pauses pass none
    undo_reason = ""         # "" : undo as the mode allows; else why undo is off in this step
    tutorial = False         # True once a tutorial step configured the board (one seat: undo allowed)

    # -- options -----------------------------------------------------------------------------------
    def configure_lesson(self, mode: str | None = None, seat: int | None = None, plan: Any = None,
                         clock: bool | None = None, undo: bool | None = None,
                         undo_reason: str | None = None) -> None:
        if seat is not None:
            if type(seat) is not int or not 1 <= seat <= self.game.players:
                raise ValueError(f"seat must be a seat from 1 to {self.game.players}, not {seat!r}")
            self.seat = seat
        if mode is not None:
            if mode not in ("learn", "practice"):
                raise ValueError(f"a tutorial step plays in learn or practice mode, not {mode!r}")
            if mode == "practice" and self.game.players < 2:
                raise ValueError("practice mode needs 2 players or more: you hold one seat, bots the others")
            self.mode = mode
            self.tutorial = True
        if mode is not None or seat is not None:
            self.credit = {s: 0.0 for s in self.bots}
            self.waited = 0
        if plan is not None:
            self.plan_times = any(isinstance(a, Elapse) for a in plan)
            self.lesson_plan = tuple(a for a in plan if not isinstance(a, (Elapse, StartTimer, TurnTile, PlacePawn)))
        if clock is not None:
            self.clock_enabled = bool(clock)
            self.clock_state = "stopped" if clock else "tutorial"
        if undo is not None or undo_reason is not None:
            off = undo is False or (undo is None and bool(undo_reason))
            self.undo_reason = (undo_reason or NO_UNDO) if off else ""

    # -- the bots' plan ------------------------------------------------------------------------------
    def plan(self, state: Any) -> Any:
        """In a tutorial step: the first action of its plan that its own seat may perform now (None: the
        bots wait); elsewhere the planner's next action for the whole table."""
        if not self.tutorial:
            return super().plan(state)
        if state.over or not state.started or self.game.is_chance_node(state):
            return None
        return next((a for a in self.lesson_plan if self.game.explain(state, a) is None), None)

    def bots_answer(self, board: BoardWidget) -> int:
        """After the learner's action, with the clock standing still: the bots act at once, as long as
        the plan has something for them, each plan action at most once (at most ``CHAIN`` actions).
        How many they played."""
        played: list[Any] = []
        for _ in range(CHAIN):
            state = board.state
            if state.over or state.talk:
                break
            action = self.plan(state)
            if action is None or action in played or action.seat not in self.bots:
                break
            if not board.play(action):
                break
            played.append(action)
        return len(played)

    # -- the learner's input -------------------------------------------------------------------------
    def activate(self, target: Target, board: BoardWidget) -> None:
        before = board.match.step
        kind = self._clicked_kind(target, board) if self.tutorial and self.mode == "practice" else None
        super().activate(target, board)
        self._answered(board, before, kind)

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        before = board.match.step
        k = key if key.startswith("Arrow") else key.lower()
        kind = ARROWS.get(k) or {"v": "vortex", "e": "escalator", "x": "explore"}.get(k)
        handled = super().key(key, board, shift=shift, ctrl=ctrl)
        self._answered(board, before, kind)
        return handled

    def press(self, name: str, board: BoardWidget) -> None:
        if name == "retry":
            board.retry()
            return
        before = board.match.step
        super().press(name, board)
        self._answered(board, before, "explore" if name == "explore" else None)

    def _clicked_kind(self, target: Target, board: BoardWidget) -> str | None:
        """The action a click asks for (a direction, vortex, escalator or explore), or None."""
        state, hero = board.state, self.selected
        if hero is None or self.game.hero_cell(state, hero) is None or state.over:
            return None
        if target[0] == "hero" and target[1] == hero:
            return "explore"
        if target[0] != "space":
            return None
        try:
            cell = state.mall.find(str(target[1]), int(target[2]), int(target[3]))
            actions = self.candidates(state, hero, cell, self.seat)
        except (KeyError, ValueError):
            return None
        return self.plan_kind(state, actions[0]) if actions else None

    def _answered(self, board: BoardWidget, before: int, kind: str | None) -> None:
        if not (self.tutorial and self.mode == "practice"):
            return
        notice = board.notice
        if notice.kind == "refused" and notice.rule == "magic_maze.play.own-actions" and kind:
            board.notice = Notice(f"{notice.text} {self.instead(board, kind)}", "refused", notice.rule)
            return
        if board.match.step > before and not board.clock.running:
            told, lines = board.notice, len(board.log_lines)
            if self.bots_answer(board):
                bots = "; ".join(board.log_lines[lines:])
                board.notice = Notice(f"{told.text} — then the bots: {bots}".strip(" —"), "info")

    def instead(self, board: BoardWidget, kind: str) -> str:
        """What the learner may do instead of an action ``kind`` another seat holds."""
        state = board.state
        name = ACTION_NAMES.get(kind, kind)
        holders = [s for s in self.game.holders(state, kind) if s != self.seat]
        mine = ", ".join(ACTION_NAMES[a] for a in self.game.seat_actions(state, self.seat))
        if not holders:
            return f"You hold {mine}."
        who = holders[0]
        hero = f"the {HERO_NAMES[self.selected]}" if self.selected else "the hero"
        when = "on the next tick of the clock" if board.clock.running else "at once"
        text = (f"Seat {who} is a bot: bring {hero} into place with your own actions ({mine}), and seat {who} "
                f"will {name} {when} when that helps")
        if board.ui.shows("pawns"):
            text += (f" — or put the Do Something! pawn in front of seat {who} (the round slot right of its tile) "
                     "to make it act now")
        return text + "."

    # -- undo ------------------------------------------------------------------------------------------
    def lesson_locked(self) -> str | None:
        """Why undo is off in this step (None: it is on)."""
        reason = self.undo_reason.strip()
        if not reason or reason.lower().startswith("no undo"):
            return reason or None
        return f"No undo in this step: {reason}"
