"""Practice mode: the person holds one seat, bots the others. On each clock tick a bot performs the
planner's next action if its own action tile holds it (``pace`` actions per second); bots that wait for
the person put the Do Something! pawn in front of them; a click on a bot's pawn slot makes it act at once."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core import Elapse
from engine.magic_maze import HERO_NAMES, planner
from engine.magic_maze.components import ACTION_NAMES
from engine.magic_maze.game import Move, PlacePawn, StartTimer, TurnTile

from ..board import BoardWidget
from .reach import _kind

#: bots that wait this many game seconds for you put the Do Something! pawn in front of you
PATIENCE = 5


class PracticeBots:
    """The controller's part that plays the bot seats (a mixin of ``MagicMazeController``: it reads ``game``,
    ``seat``, ``bots``, ``pace`` and keeps ``credit`` and ``waited``)."""

    # -- the planner -------------------------------------------------------------------------------
    def plan(self, state: Any) -> Any:
        """The planner's next action for the whole table (None when it sees none)."""
        if state.over or not state.started or self.game.is_chance_node(state):
            return None
        action = planner.next_action(self.game, state)
        if action is None or isinstance(action, (StartTimer, Elapse)):
            return None
        return action

    def plan_kind(self, state: Any, action: Any) -> str:
        if isinstance(action, Move):
            return self.move_direction(state, action.hero, state.mall.find(action.tile, action.row, action.col)) or ""
        return _kind(action)

    # -- bots (practice mode) ----------------------------------------------------------------------
    def bot_choice(self, state: Any, seat: int) -> Any:
        """What bot ``seat`` does now: the plan's next action if its own tile holds it, else None."""
        action = self.plan(state)
        if action is None or isinstance(action, (TurnTile, PlacePawn)):
            return None
        kind = self.plan_kind(state, action)
        if kind not in self.game.seat_actions(state, seat):
            return None
        return replace(action, seat=seat)

    def bot_act(self, board: BoardWidget, seat: int, urged: bool = False) -> bool:
        state = board.state
        action = self.bot_choice(state, seat)
        if action is None:
            if urged:
                nxt = self.plan(state)
                if nxt is None:
                    board.say(f"Seat {seat} (bot) sees nothing useful to do right now.")
                else:
                    kind = self.plan_kind(state, nxt)
                    holders = self.game.holders(state, kind)
                    whose = "yours" if self.seat in holders else f"seat {', '.join(map(str, holders))}'s"
                    board.say(f"Seat {seat} (bot) holds {', '.join(ACTION_NAMES[a] for a in self.game.seat_actions(state, seat))}: "
                              f"the next step of the plan ({ACTION_NAMES.get(kind, kind)} with the "
                              f"{HERO_NAMES[nxt.hero]}) is {whose}.")
            return False
        return board.play(action)

    def bots_tick(self, board: BoardWidget, seconds: int) -> None:
        """What the bots do when ``seconds`` of time pass (practice mode)."""
        state = board.state
        if not self.bots or state.over or not state.started:
            return
        if state.talk:    # the talking window: the bots wait until someone acts
            return
        for seat in self.bots:
            self.credit[seat] = min(max(1.0, self.pace), self.credit[seat] + self.pace * seconds)
        acted = False
        for _ in range(8):       # a bound: at most a few bot actions per tick
            progress = False
            for seat in self.bots:
                if self.credit[seat] >= 1 and not board.state.over:
                    if self.bot_act(board, seat):
                        self.credit[seat] -= 1
                        progress = acted = True
            if not progress:
                break
        state = board.state
        if acted or state.over:
            self.waited = 0
            return
        nxt = self.plan(state)
        if nxt is not None and self.plan_kind(state, nxt) in self.game.seat_actions(state, self.seat):
            self.waited += seconds
            if self.waited >= PATIENCE and state.pawn != self.seat and board.ui.shows("pawns"):
                bot = self.bots[0]
                board.play(PlacePawn(bot, self.seat))
                board.say(f"Seat {bot} (bot) puts the Do Something! pawn in front of you: the next step is "
                          f"yours ({ACTION_NAMES[self.plan_kind(state, nxt)]} with the {HERO_NAMES[nxt.hero]}).",
                          "hint")
        else:
            self.waited = 0
