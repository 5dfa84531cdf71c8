"""Seats: the action tile each seat holds and the actions it allows (the vortex crossed out after the theft,
no vortex in scenario 16), refusing an action a seat does not hold, the leader of scenario 9 (no tile), the
Do Something! pawn (anybody's, the leader's only, nobody's in 15), and the solo variant's piles of
single-action tiles (turning the next one, the one that comes up)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.core import Event, IllegalAction

from .actions import PlacePawn
from .components import ACTION_NAMES, ACTION_TILES
from .events import PawnPlaced, SoloRecycled, SoloTurned
from .state import MMState


class SeatRules:
    """Seats, the pawn and the solo piles: a part of ``MagicMaze`` (a mixin: it reads the Game's settings)."""

    def seat_actions(self, state: MMState, seat: int) -> tuple[str, ...]:
        """The actions ``seat`` may perform now: its action tile's (solo: the top discard's; the leader of
        scenario 9: none). In scenario 16 the vortex is never usable."""
        if self.solo:
            if not state.solo_discard:
                return ()
            top = state.solo_discard[-1]
            return () if top == "vortex" and (state.theft or not self.scenario.vortex) else (top,)
        acts = ACTION_TILES[state.holdings[seat - 1]] if state.holdings[seat - 1] else ()
        if not self.scenario.vortex:
            acts = tuple(a for a in acts if a != "vortex")
        return acts

    def holders(self, state: MMState, action: str) -> list[int]:
        """The seats that may perform ``action`` now (by their action tiles)."""
        return [seat for seat in range(1, self.players + 1) if action in self.seat_actions(state, seat)]

    def leader(self, state: MMState) -> int | None:
        """Scenario 9: the leader's seat (the one holding no action tile)."""
        if not self.scenario.leader:
            return None
        return state.holdings.index("") + 1 if "" in state.holdings else None

    def pawn_seats(self, state: MMState) -> tuple[int, ...]:
        """The seats that may put the Do Something! pawn down: every seat, only the leader (9), nobody (15)."""
        if not self.scenario.pawn or self.solo:
            return ()
        lead = self.leader(state)
        return (lead,) if lead else tuple(range(1, self.players + 1))

    def _pawn_actions(self, state: MMState) -> list[PlacePawn]:
        n = self.players
        return [PlacePawn(s, t) for s in self.pawn_seats(state) for t in range(1, n + 1) if s != t and t != state.pawn]

    def _check_seat(self, seat: Any, what: str = "The seat") -> None:
        if type(seat) is not int or not 1 <= seat <= self.players:
            raise IllegalAction("magic_maze.seats.order", f"{what} must be a seat from 1 to {self.players}, "
                                                          f"not {seat!r}.")

    def _check_pawn(self, state: MMState, action: PlacePawn) -> None:
        self._check_seat(action.target, "The pawn's target")
        if not self.scenario.pawn:
            raise IllegalAction("magic_maze.talk.eyes", f"Scenario {self.scenario.number} ({self.scenario.title}) "
                                                        "plays without the Do Something! pawn: only your eyes.")
        lead = self.leader(state)
        if lead and action.seat != lead:
            raise IllegalAction("magic_maze.leader", f"Only the leader, seat {lead}, may use the Do Something! "
                                                     "pawn.")
        if action.target == action.seat:
            raise IllegalAction("magic_maze.pawn", "Put the pawn in front of another player.")
        if action.target == state.pawn:
            raise IllegalAction("magic_maze.pawn", f"The pawn already stands in front of seat {action.target}.")

    def _need(self, state: MMState, seat: int, act: str) -> None:
        """Refuse unless ``seat`` may perform ``act``, naming the seats that may."""
        if act == "vortex" and not self.scenario.vortex:
            raise IllegalAction("magic_maze.vortex.none", f"Scenario {self.scenario.number} plays with the "
                                                          "vortexes out of order: nobody may use one.")
        if act in self.seat_actions(state, seat):
            return
        if act == "vortex" and state.theft:
            raise IllegalAction("magic_maze.theft.no-vortex", "After the theft nobody may use a vortex.")
        if self.solo:
            top = state.solo_discard[-1] if state.solo_discard else None
            shown = f"the {ACTION_NAMES[top]} tile is on top" if top else "no tile has been turned over yet"
            raise IllegalAction("magic_maze.solo", f"Only the action on top of the discard pile may be used, and "
                                                   f"{shown}: turn tiles until {ACTION_NAMES[act]} comes up.")
        if not state.holdings[seat - 1]:
            raise IllegalAction("magic_maze.leader", f"Seat {seat} is the leader: the leader holds no action tile "
                                                     "and performs no actions.")
        others = self.holders(state, act)
        who = (f"only seat {others[0]} holds it" if len(others) == 1 else
               f"seats {', '.join(map(str, others))} hold it") if others else "nobody holds it"
        held = [ACTION_NAMES[a] for a in self.seat_actions(state, seat)]
        mine = (f" Seat {seat} holds only {', '.join(held[:-1])} and {held[-1]}." if len(held) > 1 else
                f" Seat {seat} holds only {held[0]}." if held else "")
        raise IllegalAction("magic_maze.play.own-actions",
                            f"Seat {seat} does not hold {ACTION_NAMES[act]}: {who}.{mine}")

    def _place_pawn(self, state: MMState, action: PlacePawn) -> tuple[MMState, tuple[Event, ...]]:
        return replace(state, pawn=action.target), (PawnPlaced("magic_maze.pawn", action.seat, action.target),)

    def _turn(self, state: MMState, events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        if not state.solo_pile:
            state = replace(state, solo_pile=state.solo_discard, solo_discard=(), solo_shuffled=False)
            events.append(SoloRecycled("magic_maze.solo.recycle"))
        if state.solo_shuffled:
            return replace(state, phase="turn"), tuple(events)
        state, more = self._reveal(state, state.solo_pile[0])
        return state, tuple(events) + more

    def _reveal(self, state: MMState, act: str) -> tuple[MMState, tuple[Event, ...]]:
        pile = list(state.solo_pile)
        pile.remove(act)
        return (replace(state, solo_pile=tuple(pile), solo_discard=state.solo_discard + (act,), phase="play"),
                (SoloTurned("magic_maze.solo", act),))
