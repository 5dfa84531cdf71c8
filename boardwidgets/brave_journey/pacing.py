"""One hero's turn at a time. In a lesson the match plays the other heroes' turns by itself after the learner's
move (their dice and cards come from the step's script): shown all at once, the board would jump to the last
hero's die and decision and the learner's own result would be gone. So after a move that passed the turn on
and played other heroes' turns, the board first shows the learner's own turn — its die, its moves, the square
and any card drawn, in a result box — and waits for the "Next hero" chip or button; each press shows the next
hero's turn (its token walks, its die and result), until the live position is shown again.

The match itself is not held back: the goal of the step, undo and the Python twins see the real position; only
the drawing and the status line show an earlier one. Any new move, undo, redo or new position ends the
showing."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.brave_journey.game import MissionDrawn, Rolled, TurnPassed
from engine.core import Match

from ..board import BoardUI, BoardWidget
from .drawing import CARD_EDGE, CARD_FILL, PANEL_EDGE, TEXT
from ..textfit import wrap

#: the words on the chip and the toolbar button that shows the next hero's turn
NEXT_HERO = "Next hero"


@dataclass(frozen=True)
class Turn:
    """One hero's turn (or the part of it played by one move): the ``seat``, its ``events`` and the position
    right after it."""
    seat: int
    events: tuple
    state: Any


def turns_of(match: Match, start: int) -> list[Turn]:
    """The turns played in the match's steps after ``start``, split where the turn passes on."""
    seat = match.state_at(start).current
    out: list[Turn] = []
    events: list = []
    for _action, state, evs in match.history(start):
        for e in evs:
            if isinstance(e, TurnPassed):
                out.append(Turn(seat, tuple(events), state))
                seat, events = e.player, []
            else:
                events.append(e)
    out.append(Turn(seat, tuple(events), match.state))
    return out


def told(events: tuple) -> str:
    """The events' sentences in one line."""
    return "; ".join(e.text.rstrip(".") for e in events if e.text) or "nothing happened"


class PacingMixin:
    """The pacing part of ``BraveJourneyController``: ``shown`` (the turns still to show, the first one on the
    board now; empty: the live position)."""

    shown: tuple[Turn, ...] = ()
    _live_seat = -1
    _live_recent: tuple = ()

    # -- starting, stepping, ending --------------------------------------------------------------------------
    def start_showing(self, board: BoardWidget, start: int) -> None:
        """After a move from step ``start``: hold the board on the mover's own turn if other heroes played on."""
        self.shown = ()
        if self.mode != "learn" or self.tournament_view(board.state, board.ui):
            return
        turns = turns_of(board.match, start)
        # only where the match rolled for the heroes after the mover (a lesson's script): in free play every
        # movement roll waits for its player, and the board stays on the live position
        if not any(isinstance(e, Rolled) for t in turns[1:] for e in t.events):
            return
        self.shown = tuple(turns[:-1])
        self._live_seat = turns[-1].seat
        self._live_recent = turns[-1].events
        self.recent = self.shown[0].events
        board.say("")      # the status line tells the mover's own turn; the others wait for Next hero

    def next_hero(self, board: BoardWidget) -> None:
        """Show the next hero's turn (the last press shows the live position again)."""
        if not self.shown:
            board.say("Nothing more to show: this is the position now.")
            return
        before = self.shown[0].state
        self.shown = self.shown[1:]
        turn = self.shown[0] if self.shown else None
        events = turn.events if turn else self._live_recent
        self.recent = events
        if self.animate:
            frames = self.walk_frames(before, events, board.ui)
            if frames:
                board.animate(frames)
        who = self.game.hero(board.state, turn.seat if turn else self._live_seat)
        # a shown turn is told by the status line; the live position's notice says how it came about
        board.say("" if turn else f"{who}'s turn: {told(events)}.")

    def stop_showing(self) -> None:
        self.shown = ()

    # -- what the board shows -----------------------------------------------------------------------------------
    def shown_state(self, state: Any) -> Any:
        return self.shown[0].state if self.shown else state

    def acting_seat(self, state: Any) -> int:
        """The hero marked as acting: the one whose turn is shown, else the one to act."""
        return self.shown[0].seat if self.shown else self.viewer_of(state)

    def next_chip(self, state: Any) -> tuple[str, Any]:
        nxt = self.shown[1].seat if len(self.shown) > 1 else self._live_seat
        return (f"{NEXT_HERO}: {self.game.hero(state, nxt)} →", ("next",))

    def held_back(self, board: BoardWidget) -> bool:
        """True (and a sentence saying what to do) while a turn is shown instead of the live position."""
        if not self.shown:
            return False
        board.say(f"First watch the other heroes' turns: press {NEXT_HERO} (beside the die or on the toolbar).")
        return True

    def shown_roll(self) -> int:
        rolls = [e.value for e in self.shown[0].events if isinstance(e, Rolled) and e.purpose == "move"]
        return rolls[-1] if rolls else 0

    def shown_lines(self, state: Any) -> tuple[str, str]:
        turn = self.shown[0]
        who = self.game.hero(state, turn.seat)
        roll = self.shown_roll()
        where = self.place_words(turn.state.positions[turn.seat], self.geo.text - 1,
                                 2 * (self.side()[2] - self.geo.die - 8) - 40)
        return (f"{who} rolled {roll}" if roll else f"{who}'s turn", f"now on {where}")

    def shown_status(self, state: Any) -> str:
        turn = self.shown[0]
        who = self.game.hero(state, turn.seat)
        nxt = self.next_chip(state)[0].split(": ", 1)[1].rstrip(" →")
        return f"Round {turn.state.round}: {who}'s turn: {told(turn.events)}. Press {NEXT_HERO} to watch {nxt}'s turn."

    def result_box(self) -> tuple[float, float, float, float]:
        """The box under the die that shows a turn's result: as tall as the side leaves above the chip."""
        x, y, w, h = self.side()
        bx, by, bw, _ = self.fight_box()
        return (bx, by, bw, y + h - by - self.geo.chip_h - 8)

    def _draw_result(self, p: Any, state: Any, ui: BoardUI) -> None:
        """The shown turn in words: a card drawn in a card box, then every event of the turn."""
        g = self.geo
        turn = self.shown[0]
        x, y, w, h = self.result_box()
        size = g.text
        line_h = size * 1.3
        bottom = y + h - 4
        with p.group("result-box"):
            p.rect(x, y, w, h, fill="#ffffff", stroke=PANEL_EDGE)
            p.text(x + 6, y + 4 + line_h / 2, f"{self.game.hero(state, turn.seat)}'s turn", fill=TEXT,
                   size=size, bold=True, align="left", max_width=w - 12)
            ty = y + 4 + line_h
            cards = [e for e in turn.events if isinstance(e, MissionDrawn)]
            for e in cards[-1:]:
                ty += self._draw_card(p, e, (x + 6, ty + 2, w - 12)) + 8
            for e in turn.events:
                if isinstance(e, MissionDrawn) or not e.text:
                    continue
                for line in wrap(e.text, size, w - 12):
                    if ty + line_h > bottom:
                        return
                    p.text(x + 6, ty + line_h / 2, line, fill=TEXT, size=size, align="left", max_width=w - 12)
                    ty += line_h

    def _draw_card(self, p: Any, e: MissionDrawn, at: tuple[float, float, float], lines: int = 3) -> float:
        """The mission card of ``e`` in a card box at (x, y) ``w`` wide: its name and words (an item drawn face
        down stays unnamed); returns the box's height."""
        x, y, w = at
        size = self.geo.text
        line_h = size * 1.3
        m = self.game.missions.get(e.card) if e.card else None
        name = m.name if m else "an item card"
        text = m.text if m else "kept face down for later"
        body = wrap(text, size, w - 12)[:lines]
        ch = line_h * (1 + len(body)) + 8
        with p.group("drawn-card"):
            p.rect(x, y, w, ch, fill=CARD_FILL, stroke=CARD_EDGE, width=2)
            p.text(x + 6, y + 4 + line_h / 2, f"Card: {name}", fill=TEXT, size=size, bold=True, align="left",
                   max_width=w - 12)
            for k, line in enumerate(body):
                p.text(x + 6, y + 4 + line_h * (k + 1.5), line, fill=TEXT, size=size, align="left", max_width=w - 12)
        return ch
