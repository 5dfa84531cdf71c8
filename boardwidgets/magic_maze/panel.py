"""Drawing the panel beside the mall: the talking banner (or the result), the score and the stack, the theft
and the escapes, every seat's row with its action tile and pawn slot (the leader's row in scenario 9), the
solo piles, scenario 11's pair buttons (layer ``panel``); the sand timer and its button (layer ``timer``,
the only one a clock tick repaints). Also where the seat rows and pair buttons sit, for the hit tests."""
from __future__ import annotations

from typing import Any

from engine.magic_maze import HEROES
from engine.magic_maze.components import ACTION_NAMES, ACTION_TILES
from engine.magic_maze.game import SAND

from ..board import BoardUI
from ..paint import Painter
from ..textfit import text_width, wrap
from .colours import (BUTTON, BUTTON_TEXT, DARK, DISCARD_MARK, HERO, LETTER, LETTER_INK, LOST, SELECT, TALK_NO,
                      TALK_OK, TEXT, WON)
from .icons import draw_action_icon, draw_hourglass, draw_pawn
from .layout import WORDS
from .together import SEAT_KEYS


class PanelDrawing:
    """The controller's part that draws the layers ``panel`` and ``timer`` (a mixin of
    ``MagicMazeController``: it reads ``geo``, ``mode``, ``seat``, ``seat_hero``, ``clock_state``)."""

    # -- where the seats and buttons sit -----------------------------------------------------------
    @property
    def seat_h(self) -> float:
        """The height of a seat's row: the layout's, or less when many seats share a compact panel."""
        geo = self.geo
        if self.compact and self.game.players <= 4:
            return geo.seat_h
        # many seats (a compact panel; 9 players of scenario 9 in the full one): the rows share what is left
        return min(geo.seat_h, (geo.height - 4 - geo.seat_top) / self.game.players)

    @property
    def pawn_r(self) -> float:
        """The Do Something! pawn slot's radius (its ring is 3 pixels wider)."""
        return min(self.geo.pawn_r, self.seat_h / 2 - 4)

    def seat_y(self, seat: int) -> float:
        return self.geo.seat_top + (seat - 1) * self.seat_h

    def shows_legend(self) -> bool:
        """The highlight legend: under the mall in the full layout; at the foot of the compact
        panel, unless more than four seats need that room."""
        return not self.compact or self.game.players <= 4

    def pair_boxes(self, state: Any) -> dict[tuple[str, str], tuple[float, float, float, float]]:
        """The panel's pair buttons (the discard's fallback to clicking tiles): pair → (x, y, w, h); as
        many as fit where the seats are drawn."""
        geo = self.geo
        pairs = self.discard_pairs(state)
        if not pairs:
            return {}
        per_row, bw, bh, gap = 4, (geo.panel_w - 18) / 4, 24, 6
        top = geo.seats_y + 16
        bottom = (geo.legend[1] - 16) if self.shows_legend() and self.compact else geo.height - 8
        rows = max(1, int((bottom - top - 18) // (bh + gap)))
        out = {}
        for k, pair in enumerate(pairs[:rows * per_row]):
            r, c = divmod(k, per_row)
            out[pair] = (geo.panel_x + c * (bw + gap), top + r * (bh + gap), bw, bh)
        return out

    # -- the panel ---------------------------------------------------------------------------------
    def _draw_panel(self, p: Painter, state: Any, ui: BoardUI) -> None:
        game, geo = self.game, self.geo
        x0, w = geo.panel_x, geo.panel_w
        if self.view(state).cropped:     # the panel's ground covers the mall beyond its window
            with p.group("panel-ground"):
                p.rect(geo.table_w, 0, geo.width - geo.table_w, geo.height, fill="white")
        if ui.shows("talking"):
            self._draw_banner(p, state)
        y = geo.info_y
        if ui.shows("stack"):
            gap = 15 if self.compact else 16
            first, second, alarm = self.info_lines(state)
            with p.group("score"):
                p.text(x0, y + 8, first, fill=TALK_NO if alarm else TEXT, size=11, bold=alarm, align="left",
                       max_width=w)
                p.text(x0, y + 8 + gap, second, fill=TEXT, size=11, align="left", max_width=w)
        if ui.shows("theft"):
            self._draw_theft(p, state, geo.theft_y)
        if ui.shows("seats"):
            if game.solo:
                self._draw_solo(p, state)
            elif self.discard_pairs(state):
                self._draw_discard(p, state)
            else:
                self._draw_seats(p, state, ui)
        if self.compact and self.shows_legend():
            self._draw_legend(p, state, ui)

    def _draw_discard(self, p: Painter, state: Any) -> None:
        """Scenario 11 at a flip: what to do, and a button for each pair that may go (as many as fit)."""
        geo = self.geo
        x0, w = geo.panel_x, geo.panel_w
        pairs = self.discard_pairs(state)
        boxes = self.pair_boxes(state)
        with p.group("discard-head"):
            p.text(x0, geo.seats_y, "Discard two tiles: click one, then a partner", fill=TEXT, size=11,
                   bold=True, align="left", max_width=w)
        for (a, b), (bx, by, bw, bh) in boxes.items():
            lit = self.discard_pick in (a, b)
            with p.group("pair-button" + (" lit" if lit else "")):
                p.rect(bx, by, bw, bh, fill=DISCARD_MARK["picked"] if lit else BUTTON)
                p.text(bx + bw / 2, by + bh / 2, f"{a} + {b}", fill=BUTTON_TEXT, size=12, bold=True,
                       max_width=bw - 6)
        if len(boxes) < len(pairs):
            last = max(by + bh for bx, by, bw, bh in boxes.values())
            with p.group("discard-more"):
                p.text(x0, last + 12, f"and {len(pairs) - len(boxes)} more pairs: click the tiles", fill=TEXT,
                       size=geo.small, align="left", max_width=w)

    def info_lines(self, state: Any) -> tuple[str, str, bool]:
        """The panel's two lines under the banner: the score and the stack; with cameras (6 on) the
        first says how many work and whether the hourglasses are closed (True: they are, drawn in red);
        an open stack (8, 13) shows its top tile face up."""
        scen = self.game.scenario
        n, m = len(state.stack) + len(state.under), len(state.placed)
        if state.top and scen.open_stack:
            stack = f"stack: {n}, top face up: {state.top}"
        else:
            stack = f"stack: {n} tile{'s' if n != 1 else ''} face down"
        if not scen.cameras:
            return (f"Hourglasses used: {state.flips} (the score: fewer is better)",
                    f"{stack[0].upper()}{stack[1:]} · mall: {m} tile{'s' if m != 1 else ''}", False)
        k = len(self.game.working_cameras(state))
        closed = k >= 2
        first = (f"{k} cameras work: no hero onto an hourglass" if closed else
                 f"Cameras working: {k} (hourglasses open)")
        return first, f"Hourglasses used: {state.flips} · {stack}", closed

    def _draw_banner(self, p: Painter, state: Any) -> None:
        geo = self.geo
        x0, w, top = geo.panel_x, geo.panel_w, geo.banner_y
        if state.over:
            won = state.result == "won"
            fill = WON if won else LOST
            if won:
                head = "Won! All four heroes are out."
                body = f"Hourglasses used: {state.flips} (fewer is better). {state.sand} s of sand were left."
            elif state.sand:
                head = "Lost: no two tiles could go."
                body = ("At the hourglass no pair of tiles could be discarded (rearrangement), so everybody "
                        "loses at once.")
            elif getattr(self, "turned_full", False):
                head = "Lost: turned over too soon."
                body = ("The timer was turned over before any sand had run, so all of it fell to the bottom: 0 "
                        "seconds left, and everybody loses at once.")
            else:
                head = "Lost: the sand has run out."
                body = "Everybody loses at once. Try again: the heroes need to hurry."
        else:
            talk = self.game.communication(state)
            fill = TALK_OK if talk.allowed else TALK_NO
            if talk.how == "gestures":
                head = "Gestures only: no words"
            elif talk.allowed:
                head = "Talking allowed"
            elif not talk.pawn and not self.game.solo:
                head = "Silence: eyes only, no pawn"
            else:
                head = "Silence"
            body = talk.why[0].upper() + talk.why[1:] + "."
        size = geo.body
        step = 13 if size <= 10.5 else 14
        with p.group("banner talking" if not state.over else f"banner result-{state.result}"):
            p.rect(x0, top, w, geo.banner_h, fill=fill)
            p.text(x0 + 8, top + 12, head, fill="white", size=13, bold=True, align="left", max_width=w - 16)
            for k, line in enumerate(wrap(body, size, w - 16)[:geo.banner_lines]):
                p.text(x0 + 8, top + 28 + k * step, line, fill="white", size=size, align="left", max_width=w - 16)

    def _draw_theft(self, p: Painter, state: Any, y: float) -> None:
        x0 = self.geo.panel_x
        # compact: fewer words, a wider box for the bold line (nothing shrinks below 11 px)
        box, words, out_x = (172, "Theft: each hero on its item", 176) if self.compact else \
            (180, "Theft: each hero on its item", 186)
        if self.game.scenario.items == "other":
            words = "Theft: on others' items" if self.compact else "Theft: on other colours' items"
        with p.group("theft" + (" theft-done" if state.theft else "")):
            if state.theft:
                p.rect(x0, y - 2, box, 20, fill="#4a148c")
                done = "THEFT done: escape!" if self.compact else "THEFT done: now escape!"
                p.text(x0 + 6, y + 8, done, fill="white", size=11, bold=True, align="left",
                       max_width=box - 10)
            else:
                p.text(x0, y + 8, words, fill=TEXT, size=11, align="left", max_width=out_x - 6)
            x = x0 + out_x
            p.text(x, y + 8, "out:", fill=TEXT, size=11, align="left", max_width=28)
            for k, hero in enumerate(HEROES):
                cx = x + 40 + k * 22
                out = self.game.escaped(state, hero)
                with p.group(f"escape escape-{hero}" + (" escaped" if out else "")):
                    p.circle(cx, y + 8, 9, fill=HERO[hero] if out else "white", stroke=DARK[hero], width=2)
                    if out:
                        p.text(cx, y + 8.5, "✓", fill=LETTER_INK[hero], size=11, bold=True, max_width=14)

    def _seat_words(self, seat: int) -> str:
        if self.mode == "practice":
            return "you" if seat == self.seat else "bot"
        if self.mode == "together":
            return "keys"
        return ""

    def _draw_seats(self, p: Painter, state: Any, ui: BoardUI) -> None:
        geo = self.geo
        x0 = geo.panel_x
        with p.group("seats-header"):
            if self.mode == "together":
                head = "Seat keys (Shift: all the way)" if self.compact else "Seat keys (Shift + move: all the way)"
            else:
                head = "Seats and their action tiles"
            p.text(x0, geo.seats_y, head, fill=TEXT, size=12, bold=True, align="left",
                   max_width=195 if self.compact else 215)
            if ui.shows("pawns"):
                words = "Do Something!" if self.game.pawn_seats(state) else "no pawn"
                p.text(geo.pawn_x + geo.pawn_r + 2, geo.seats_y, words, fill=TEXT, size=geo.small,
                       align="right", max_width=90 if self.compact else 100)
        for seat in range(1, self.game.players + 1):
            self._draw_seat(p, state, ui, seat)

    def _draw_seat(self, p: Painter, state: Any, ui: BoardUI, seat: int) -> None:
        geo = self.geo
        x0, w = geo.panel_x, geo.panel_w
        y, h = self.seat_y(seat), self.seat_h
        tile = state.holdings[seat - 1]
        if not tile:           # scenario 9: the leader holds no action tile
            self._draw_leader(p, state, ui, seat)
            return
        acts = ACTION_TILES[tile]
        mine = self.mode == "practice" and seat == self.seat
        keys = SEAT_KEYS.get(seat) if self.mode == "together" else None
        # a seat's row: its words on top, the action tiles below; a compact panel with many seats
        # puts "Seat n" and the tiles on one line (the tiles say what the words would)
        one_line = h < 40
        icon = min(22.0, h - 8) if one_line else 22
        icons_y = y + (h - icon) / 2 if one_line else y + 19
        mid = icons_y + icon / 2
        with p.group(f"seat seat-{seat}" + (" you" if mine else "")):
            p.rect(x0, y + 1, w, h - 2, fill="#fff8e1" if mine else "#f5f5f5",
                   stroke=SELECT if mine else "#b0bec5", width=2 if mine else 1)
            who = self._seat_words(seat)
            x = x0 + 6
            if one_line:
                head = f"Seat {seat}" + (f" ({who})" if who else "")
                p.text(x, mid, head, fill=TEXT, size=geo.body, bold=mine, align="left", max_width=80)
                x += text_width(head, geo.body, mine) + 8
            else:
                words = ", ".join(WORDS.get(a, a) for a in acts)
                if tile.endswith("x"):
                    words += " (vortex crossed out)"
                head = f"Seat {seat}" + (f" ({who})" if who else "") + f": {words}"
                room = w - 2 * geo.pawn_r - 18 if self.compact else w - 50
                if text_width(head, max(geo.body, self.least_text), mine) > room:   # the icons below say it
                    head = f"Seat {seat}" + (f" ({who})" if who else "") + ": actions below"
                p.text(x, y + 11, head, fill=TEXT, size=geo.body, bold=mine, align="left", max_width=room)
            if keys is not None:
                hero = self.seat_hero[seat]
                with p.group("seat-hero"):
                    p.circle(x + 9, y + 30, 9, fill=HERO[hero], stroke="#1a1a1a", width=1.5)
                    p.text(x + 9, y + 30.5, LETTER[hero], fill=LETTER_INK[hero], size=10 if self.compact else 9,
                           bold=True, max_width=14)
                    p.text(x + 21, y + 30, self._key_text(keys[0]), fill="#0d47a1", size=11, bold=True,
                           align="left", max_width=14)
                x += 40
            for act in acts:
                draw_action_icon(p, x, icons_y, icon, act)
                x += icon + 3
                if keys is not None:
                    key = {"N": keys[1], "W": keys[2], "S": keys[3], "E": keys[4]}.get(act)
                    if key is None and self.compact:
                        key = keys[5]     # compact: the special key beside each special action it does
                    if key is not None:
                        p.text(x, y + 30, self._key_text(key), fill="#0d47a1", size=11, bold=True, align="left",
                               max_width=14)
                        x += 17
            if tile.endswith("x"):
                draw_action_icon(p, x, icons_y, icon, "vortex", crossed=True)
                x += icon + 3
            if keys is not None and not self.compact and any(a in acts for a in ("vortex", "escalator", "explore")):
                p.text(x + 2, y + 30, f"special {self._key_text(keys[5])}", fill="#0d47a1", size=11, bold=True,
                       align="left", max_width=geo.pawn_x - geo.pawn_r - 8 - (x + 2))
        self._draw_pawn_slot(p, state, ui, seat)

    def _draw_leader(self, p: Painter, state: Any, ui: BoardUI, seat: int) -> None:
        """Scenario 9: the leader's row — no action tile; alone it may use the Do Something! pawn."""
        geo = self.geo
        x0, w = geo.panel_x, geo.panel_w
        y, h = self.seat_y(seat), self.seat_h
        mine = self.mode == "practice" and seat == self.seat
        who = self._seat_words(seat)
        room = w - 2 * self.pawn_r - 18
        with p.group(f"seat seat-{seat} leader" + (" you" if mine else "")):
            p.rect(x0, y + 1, w, h - 2, fill="#fce4ec", stroke=SELECT if mine else "#ad1457", width=2)
            head = f"Seat {seat}" + (f" ({who})" if who else "") + ": the leader"
            if h < 40:
                p.text(x0 + 6, y + h / 2, head + " · no tile · pawn only", fill=TEXT,
                       size=geo.body, bold=True, align="left", max_width=room)
            else:
                p.text(x0 + 6, y + 11, head, fill=TEXT, size=geo.body, bold=True, align="left", max_width=room)
                p.text(x0 + 6, y + 29, "no action tile; alone uses the pawn", fill=TEXT, size=geo.body,
                       align="left", max_width=room)
        self._draw_pawn_slot(p, state, ui, seat)

    def _draw_pawn_slot(self, p: Painter, state: Any, ui: BoardUI, seat: int) -> None:
        geo = self.geo
        y, h = self.seat_y(seat), self.seat_h
        if ui.shows("pawns") and self.game.pawn_seats(state):
            here = state.pawn == seat
            r = self.pawn_r
            with p.group(f"pawn pawn-{seat}" + (" placed" if here else "")):
                cy = y + h / 2
                p.circle(geo.pawn_x, cy, r + 3, fill="white", stroke="#90a4ae", width=1)
                if here:
                    draw_pawn(p, geo.pawn_x, cy + 1, r - 2)

    def _draw_solo(self, p: Painter, state: Any) -> None:
        geo = self.geo
        x0, w, top = geo.panel_x, geo.panel_w, geo.seat_top
        # compact: the rows a little closer, the discard pile's words as large as the rest
        pull = 8 if self.compact else 0
        with p.group("solo"):
            p.text(x0, geo.seats_y, "Solo: the action tiles", fill=TEXT, size=12, bold=True, align="left",
                   max_width=220)
            pile = len(state.solo_pile)
            shuffled = " (shuffled)" if state.solo_shuffled and pile else ""
            p.text(x0, top + 10, f"Pile: {pile} face down{shuffled}", fill=TEXT, size=11, align="left", max_width=w)
            p.text(x0, top + 30 - pull / 2, "On top of the discard pile (the only usable action):", fill=TEXT,
                   size=11, align="left", max_width=w)
            usable = self.game.seat_actions(state, 1)
            if state.solo_discard:
                sol = state.solo_discard[-1]
                draw_action_icon(p, x0, top + 44 - pull, 34, sol, crossed=sol == "vortex" and state.theft)
                p.text(x0 + 42, top + 61 - pull, ACTION_NAMES[sol] + ("" if usable else " (not usable now)"),
                       fill=TEXT, size=12, bold=True, align="left", max_width=w - 44)
            else:
                p.text(x0, top + 61 - pull, "nothing yet: turn a tile", fill=TEXT, size=12, bold=True, align="left",
                       max_width=w)
            bx, by, bw, bh = geo.turn_button
            enabled = state.started and not state.over
            p.rect(bx, by, bw, bh, fill=BUTTON if enabled else "#607d8b")
            p.text(bx + bw / 2, by + bh / 2, "Turn a tile", fill=BUTTON_TEXT, size=12, bold=True, max_width=bw - 8)
            if len(state.solo_discard) > 1:
                words = "Discard pile, top first: " + ", ".join(ACTION_NAMES[a] for a in state.solo_discard[::-1])
                size = geo.small
                step = 14 if size <= 10 else 15
                for k, line in enumerate(wrap(words, size, w)[:3]):
                    p.text(x0, by + bh + 16 + k * step, line, fill=TEXT, size=size, align="left", max_width=w)

    # -- the timer (its own layer: a tick repaints only this) --------------------------------------
    def _draw_timer(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not ui.shows("timer"):
            return
        geo = self.geo
        x0, y0, w, h = geo.timer_box
        bx, by, bw, bh = geo.clock_button
        # the full panel: a big hourglass, the time, what the clock does, "sand left"; the compact one
        # leaves out "sand left" (the hourglass says it) and keeps its letters large
        glass, tx, time_y, time_size, words_y = (46, 44, 20, 24, 45) if self.compact else (60, 58, 24, 26, 52)
        with p.group("timer"):
            p.rect(x0, y0, w, h, fill="#fffdf5", stroke="#8d6e63", width=1)
            draw_hourglass(p, x0 + glass / 2 - 2, y0 + h / 2, glass, top=state.sand / SAND)
            m, sec = divmod(state.sand, 60)
            p.text(x0 + tx, y0 + time_y, f"{m}:{sec:02d}", fill=TEXT if state.sand > 30 else "#b71c1c",
                   size=time_size, bold=True, align="left", max_width=90)
            room = bx - x0 - tx - 8 if self.compact else w - 150
            p.text(x0 + tx, y0 + words_y, self.timer_words(state), fill=TEXT, size=11, align="left", max_width=room)
            if not self.compact:
                p.text(x0 + tx, y0 + 66, "sand left", fill="#5d4037", size=10, align="left", max_width=80)
            label = self.clock_label(state)
            if label:
                p.rect(bx, by, bw, bh, fill=BUTTON)
                p.text(bx + bw / 2, by + bh / 2, label, fill=BUTTON_TEXT, size=12, bold=True, max_width=bw - 8)

    def timer_words(self, state: Any) -> str:
        if state.over:
            return "game over"
        if not state.started:
            return "not turned over yet"
        if self.clock_state == "running":
            return "running"
        if self.clock_state == "tutorial":
            return "paused (tutorial)"
        return "stopped"

    def clock_label(self, state: Any) -> str:
        """What the Start/Pause button says ("" when it has nothing to do)."""
        if state.over:
            return ""
        if not state.started:
            return "Start"
        if not self.clock_enabled:
            return ""
        return "Pause" if self.clock_state == "running" else "Run clock"
