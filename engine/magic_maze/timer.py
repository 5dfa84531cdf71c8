"""Time and talking: the sand timer (turned over to start, running out through ``Elapse``), the hourglasses
and what a flip sets off (the timer turned over, a talking window, the action tiles passing on from
scenario 3, the solo piles reshuffled, scenario 11's rearrangement); what the table may say right now
(silence, the talking windows, scenario 12's gestures, 14 and 15's silence); the cameras (scenario 6 on)
that keep the heroes off the hourglasses."""
from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core import Elapse, Event, IllegalAction

from .actions import StartTimer
from .events import (DiscardDue, HourglassUsed, NoDiscard, SandRanOut, SoloShuffled, TalkingOpens, TilesPassed,
                     TimePassed, TimerStarted)
from .mall import Global
from .state import SAND, MMState


@dataclass(frozen=True)
class Talking:
    """What the table may say right now (``MagicMaze.communication``): for the board's banner."""
    allowed: bool          # may the players communicate beyond staring (and the pawn)?
    how: str               # "words", "gestures" (scenario 12's windows) or "none"
    why: str               # in plain words
    rule: str              # the rule id behind it
    pawn: tuple[int, ...]  # the seats that may use the Do Something! pawn (none in scenario 15)


class TimeRules:
    """Time and talking: a part of ``MagicMaze`` (a mixin: it reads the Game's scenario and state)."""

    def _check_elapse(self, state: MMState, action: Elapse) -> None:
        if type(action.seconds) is not int or action.seconds < 1:
            raise IllegalAction("magic_maze.timer.elapse", f"Time passes in whole seconds, 1 or more, not "
                                                           f"{action.seconds!r}.")
        if not state.started:
            raise IllegalAction("magic_maze.play.start", "The sand timer has not been turned over yet: no "
                                                         "time passes before the game starts.")
        if action.seconds > state.sand:
            raise IllegalAction("magic_maze.timer", f"Only {state.sand} s of sand are left.")

    def _start(self, state: MMState, action: StartTimer) -> tuple[MMState, tuple[Event, ...]]:
        return (replace(state, started=True, talk=""),
                (TimerStarted("magic_maze.play.start", action.seat),))

    def _elapse(self, state: MMState, action: Elapse) -> tuple[MMState, tuple[Event, ...]]:
        left = state.sand - action.seconds
        events: list[Event] = [TimePassed("magic_maze.timer.elapse", action.seconds, left)]
        state = replace(state, sand=left)
        if left == 0:
            events.append(SandRanOut("magic_maze.timer"))
            state = self._lost(state)
        return state, tuple(events)

    def _flip(self, state: MMState, hero: str, cell: Global) -> tuple[MMState, list[Event]]:
        scen = self.scenario
        left = SAND - state.sand
        events: list[Event] = [HourglassUsed("magic_maze.timer.hourglass", hero, state.mall.name(cell), state.sand, left)]
        state = replace(state, sand=left, used=state.used + (cell,), flips=state.flips + 1)
        if left == 0:   # turned over full: all the sand is below, none left to run
            events.append(SandRanOut("magic_maze.timer.hourglass", turned_full=True))
            return self._lost(state), events
        if not scen.free_talk and scen.talk != "never":
            state = replace(state, talk="hourglass")
            gestures = scen.talk == "gestures"
            events.append(TalkingOpens("magic_maze.talk.gestures" if gestures else "magic_maze.talk.hourglass",
                                       "hourglass", "gestures" if gestures else "words"))
        if scen.pass_tiles and self.players > 1:
            seats = [k for k, t in enumerate(state.holdings) if t]       # the leader (9) holds none: skipped
            passed = [state.holdings[k] for k in seats]
            passed = passed[-1:] + passed[:-1]                           # each seat's tile goes to the next seat
            holdings = list(state.holdings)
            for k, t in zip(seats, passed):
                holdings[k] = t
            state = replace(state, holdings=tuple(holdings))
            events.append(TilesPassed("magic_maze.scenario.pass", state.holdings))
        if self.solo:
            pile = tuple(sorted(state.solo_pile + state.solo_discard))
            state = replace(state, solo_pile=pile, solo_discard=(), solo_shuffled=True)
            events.append(SoloShuffled("magic_maze.solo.reshuffle"))
        if scen.rearrange and not state.theft:
            pairs = self.discard_pairs(state)
            if pairs:
                state = replace(state, phase="discard")
                events.append(DiscardDue("magic_maze.rearrange", len(pairs)))
            else:
                events.append(NoDiscard("magic_maze.rearrange.loss", self._no_pair_why(state)))
                state = self._lost(state)
        return state, events

    def talking(self, state: MMState) -> tuple[bool, str, str]:
        """Whether the players may talk (or, in scenario 12's windows, gesture) right now, why (in words) and
        the rule."""
        c = self.communication(state)
        return c.allowed, c.why, c.rule

    def communication(self, state: MMState) -> Talking:
        """What the table may say right now, and why: for the board's banner (the engine cannot hear)."""
        scen = self.scenario
        pawn = self.pawn_seats(state)

        def say(allowed: bool, how: str, why: str, rule: str) -> Talking:
            return Talking(allowed, how, why, rule, pawn)
        if state.over:
            return say(True, "words", "the game is over", "magic_maze.game.over")
        if scen.free_talk:
            return say(True, "words", "scenario 1 is for beginners: talking is allowed at any time",
                       "magic_maze.talk.beginners")
        if not state.started:
            return say(True, "words", "the timer has not been turned over yet: plan together", "magic_maze.setup.talk")
        if scen.talk == "never":
            if not scen.pawn:
                return say(False, "none", f"scenario {scen.number}: no talking at any time, and no Do Something! "
                                          "pawn either — only your eyes", "magic_maze.talk.eyes")
            return say(False, "none", f"scenario {scen.number}: no talking at any time, not even after an "
                                      "hourglass (staring and the Do Something! pawn are fine)", "magic_maze.talk.never")
        if state.talk:
            cause = ("an hourglass turned the timer over" if state.talk == "hourglass"
                     else "the green elf explored")
            if scen.talk == "gestures":
                return say(True, "gestures", f"{cause}: gestures only, no words, until somebody acts",
                           "magic_maze.talk.gestures")
            rule = "magic_maze.talk.hourglass" if state.talk == "hourglass" else "magic_maze.talk.elf"
            return say(True, "words", f"{cause}: talk until somebody acts", rule)
        if not scen.pawn:
            return say(False, "none", "silence: no talking, pointing or signs, and no Do Something! pawn",
                       "magic_maze.talk.eyes")
        return say(False, "none", "silence: no talking, pointing or signs (staring and the Do Something! pawn "
                                  "are fine)", "magic_maze.talk.silence")

    def working_cameras(self, state: MMState) -> list[Global]:
        """Cameras in the mall without an out-of-order marker (scenario 6 on)."""
        return [c for c in state.mall.cells_of.get("camera", []) if c not in state.cameras]
