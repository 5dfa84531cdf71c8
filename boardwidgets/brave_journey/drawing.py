"""Drawing a Brave Journey position through a Painter, layer by layer (board, highlights, pieces, panel, cover):
the ring of squares, the highlights (the square looked at, where the roll leads, the hero to act, the heroes one
may challenge, the hint), the tokens, the heroes' rows (HP, badges, items face up or down), the die, Aruba's
monsters, the fight and duel boxes, the final tournament, the choice chips, the teacher banner and the hot-seat
cover. The colours and the marks on the tokens live here too."""
from __future__ import annotations

from typing import Any

from engine.brave_journey.game import (Challenge, DuelEvent, FightResolved, MissionDrawn, MonsterDrawn, Rolled,
                                       TournamentEvent)

from ..board import BoardUI
from ..paint import Painter
from ..textfit import text_width
from ..textfit import wrap

# -- colours ----------------------------------------------------------------------------------------------
TEXT = "#222"
MUTED = "#555"
KIND_FILL = {"castle": "#ffe08a", "event": "#fff3c4", "mission": "#d6e8ff", "field": "#d8f0d0"}
KIND_EDGE = "#8a7a5a"
KIND_WORD = {"castle": "Castle", "event": "Event", "mission": "Mission", "field": "Field"}
HERO_COLOURS = {"aruba": "#d62828", "luki": "#1d4ed8", "sion": "#7b2cbf", "claire": "#c2410c",
                "foyfoy": "#2a9d3f", "princess": "#d63384", "ares": "#0e7490", "deifel": "#6b4423"}
SPARE_COLOURS = ("#d62828", "#1d4ed8", "#7b2cbf", "#c2410c", "#2a9d3f", "#d63384", "#0e7490", "#6b4423")
#: ink for a letter on each hero colour (all of them are dark enough for white)
TOKEN_INK = "#ffffff"
CURRENT_FILL, CURRENT_EDGE = "#fff4d6", "#c9a227"
PANEL_FILL, PANEL_EDGE = "#fbf8f1", "#b9ad95"
HP_BACK, HP_FULL, HP_LOW = "#e4e4e4", "#2a9d3f", "#c62828"
CARD_FILL, CARD_EDGE, CARD_BACK = "#fffdf5", "#8a6d3b", "#5b4a8a"
CHIP_FILL, CHIP_EDGE, CHIP_ARMED = "#e8f1ff", "#1f5fa8", "#ffe7b3"
REACH_EDGE = "#23863a"
LOOK_EDGE = "#1f5fa8"
HINT = "#1f5fa8"
COVER = "#1e1e1e"
#: short names the ring writes in a square (the full name is one click away); others get their kind's word
SHORT = {"castle": "Castle", "castle_town": "Town", "hero_school": "School", "npc_plaza": "Plaza",
         "prison": "Prison", "flamingo_manor": "Manor", "gift_shop": "Gift Shop", "tower": "Tower",
         "orchard": "Orchard", "demon_tournament": "Arena", "rift": "Rift", "corridor": "Corridor",
         "sitans_pit": "Pit", "sunohara": "Sunohara", "beach": "Beach", "wasteland": "Wastes",
         "wayside_shrine": "Shrine"}
#: still shorter words for the squares whose short name is too wide for a narrow square (compact layout)
TIGHT = {"gift_shop": "Shop", "sunohara": "House"}
MARKS = {"aruba": "A", "luki": "L", "sion": "S", "claire": "C", "foyfoy": "F", "princess": "P", "ares": "Ar",
         "deifel": "D"}


def initials(names: list[str]) -> list[str]:
    """A short mark for each name: its first letter, or two letters when another name starts alike."""
    first = [n[:1].upper() for n in names]
    out = []
    for i, n in enumerate(names):
        clash = [j for j, f in enumerate(first) if f == first[i] and j != i]
        if not clash:
            out.append(first[i])
            continue
        # the first hero in the data keeps one letter; later ones add their second letter
        earlier = any(j < i for j in clash)
        out.append(n[:2].title() if earlier else first[i])
    return out


def draw_die(p: Painter, x: float, y: float, s: float, value: int, clickable: bool = False) -> None:
    """A die face at (x, y), ``s`` px wide: pips for 1–6, "?" before the first roll."""
    pips = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
            4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
            6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}
    cx, cy = x + s / 2, y + s / 2
    with p.group("die"):
        p.rect(x, y, s, s, fill="#fffbe6" if clickable else "white", stroke=TEXT, width=2)
        d = s * 0.25
        for dx, dy in pips.get(value, []):
            p.circle(cx + dx * d, cy + dy * d, max(2.0, s * 0.09), fill=TEXT)
        if value not in pips:
            p.text(cx, cy, "?" if value == 0 else str(value), fill=TEXT, size=s * 0.5, bold=True, max_width=s - 4)


class DrawingMixin:
    """The drawing part of ``BraveJourneyController`` (it shares the controller's state: ``game``, ``geo``, the
    places of things, who sees what, ``looked_at``, ``recent`` and the choices)."""

    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        getattr(self, f"_draw_{layer}")(painter, state, ui)

    def colour(self, state: Any, seat: int) -> str:
        cid = state.characters[seat]
        return HERO_COLOURS.get(cid, SPARE_COLOURS[self.game.character_ids.index(cid) % len(SPARE_COLOURS)])

    def mark(self, state: Any, seat: int) -> str:
        return self.mark_of(state.characters[seat])

    def mark_of(self, character: str) -> str:
        """The letter(s) on a hero's token: A Aruba, L Luki, S Sion, C Claire, F Foyfoy, P Little Princess,
        Ar Ares, D Deifel (another character file: first letters, two where they clash)."""
        if character in MARKS:
            return MARKS[character]
        names = [c.name for c in self.game.data.characters]
        return initials(names)[self.game.character_ids.index(character)]

    def square_word(self, n: int) -> str:
        """The word the ring writes in square ``n``: its short name, shorter still where the square is narrow."""
        sq = self.game.square(n)
        word = SHORT.get(sq.id, KIND_WORD.get(sq.kind, sq.name))
        if text_width(word, self.geo.word) > self.square_box(n)[2] - 6:
            word = TIGHT.get(sq.id, word)
        return word

    def place_words(self, n: int, size: float, width: float, bold: bool = False) -> str:
        """Square ``n`` as "18 Demon World No.1 Deciding Tournament", or as the ring writes it ("18 Arena") when
        the full name is wider than ``width`` at ``size``."""
        full = self.game.square_label(n)
        return full if text_width(full, size, bold) <= width else f"{n} {self.square_word(n)}"

    def _draw_board(self, p: Painter, state: Any, ui: BoardUI) -> None:
        g = self.geo
        specials = {sq.number: sq.special for sq in self.game.board if sq.special}
        with p.group("ring"):
            p.rect(0, 0, g.width, g.height, fill="#f4efe4")
            for sq in self.game.board:
                x, y, w, h = self.square_box(sq.number)
                with p.group(f"square square-{sq.number} kind-{sq.kind}"):
                    p.rect(x + 0.5, y + 0.5, w - 1, h - 1, fill=KIND_FILL.get(sq.kind, "#ffffff"), stroke=KIND_EDGE)
                    owner = specials.get(sq.number)
                    if owner:
                        colour = HERO_COLOURS.get(owner, SPARE_COLOURS[0])
                        with p.group(f"special special-{owner}"):
                            p.rect(x + 2, y + 2, w - 4, h - 4, stroke=colour, width=3)
                    p.text(x + 5, y + g.num_y, str(sq.number), fill=TEXT, size=g.num, bold=True,
                           align="left", max_width=w * 0.42)
                    if owner:
                        letter = self.mark_of(owner) if owner in self.game.characters else "?"
                        p.text(x + w - 5, y + g.num_y, f"{letter}", fill=colour, size=g.num, bold=True,
                               align="right", max_width=w * 0.3)
                    p.text(x + w / 2, y + g.word_y, self.square_word(sq.number), fill=TEXT, size=g.word,
                           max_width=w - 6)
            x, y, w, h = self.inner()
            p.rect(x + 2, y + 2, w - 4, h - 4, fill=PANEL_FILL, stroke=PANEL_EDGE)

    def _draw_highlights(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if self.looked_at and self.looked_at[0] == "square":
            x, y, w, h = self.square_box(self.looked_at[1])
            with p.group("looked-at"):
                p.rect(x + 1.5, y + 1.5, w - 3, h - 3, stroke=LOOK_EDGE, width=3)
        if state.over or self.tournament_view(state, ui):
            return
        if ui.show_highlights and state.focus.kind == "after_roll" and ui.shows("die"):
            seat = state.current
            dest = (state.positions[seat] + sum(state.dice) + state.bonus) % self.game.ring
            x, y, w, h = self.square_box(dest)
            with p.group("reach"):
                p.rect(x + 1.5, y + 1.5, w - 3, h - 3, stroke=REACH_EDGE, width=3)
        if ui.show_highlights:
            r = self.geo.token_r
            seat = self.acting_seat(state)
            with p.group("current-halo"):
                p.circle(*self.token_point(state, seat), r + 1.5, fill="#ffd54a")
            if state.focus.kind == "duel":
                for a in self.game.legal_actions(state):
                    if isinstance(a, Challenge):
                        q = self.game.seat_of(state, a.target)
                        with p.group(f"challenge-ring hero-{a.target}"):
                            p.circle(*self.token_point(state, q), r + 1.5, fill="#1f8fff")
        if ui.hint is not None:
            for target in ui.hint.marks:
                if target[0] == "square":
                    x, y, w, h = self.square_box(int(target[1]))
                    with p.group("hint"):
                        p.rect(x + 1.5, y + 1.5, w - 3, h - 3, stroke=HINT, width=3)

    def _draw_pieces(self, p: Painter, state: Any, ui: BoardUI) -> None:
        g = self.geo
        acting = self.acting_seat(state) if ui.show_highlights and not state.over else -1
        for q in range(len(state.positions)):
            x, y = self.token_point(state, q)
            cid = state.characters[q]
            with p.group(f"token hero-{cid}" + (" acting" if q == acting else "")):
                # the hero to act: a thick gold rim (inside the token's own room: nothing else is covered)
                p.circle(x, y, g.token_r, fill=self.colour(state, q), stroke="#f0b400" if q == acting else TEXT,
                         width=2.5 if q == acting else 1)
                p.text(x, y + 0.5, self.mark(state, q), fill=TOKEN_INK, size=g.token_text, bold=True,
                       max_width=2 * g.token_r)

    def _draw_panel(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if self.tournament_view(state, ui):
            self._draw_tournament(p, state, ui)
        else:
            for q in range(self.game.players):
                self._draw_row(p, state, ui, q)
            if not self.is_covered(state):
                self._draw_side(p, state, ui)
        if self.teacher and self.mode == "game":
            x, y, w, h = self.inner()
            with p.group("banner banner-teacher"):
                p.rect(x + w - 190, y + h - 20, 184, 16, fill="#5b2a86")
                p.text(x + w - 98, y + h - 12, "Teacher view: all items shown", fill="white", size=self.geo.text - 1,
                       max_width=178)
        for words, what, (x, y, w, h) in self.chip_boxes(state, ui):
            armed = isinstance(what, tuple) and what[0] == "arm" and False
            hinted = ui.hint is not None and ui.hint.actions and ui.hint.actions[0] == what
            with p.group("chip"):
                p.rect(x, y, w, h, fill=CHIP_ARMED if armed or hinted else CHIP_FILL, stroke=CHIP_EDGE,
                       width=2 if hinted else 1)
                lines = self.places.chip_lines(words, w + 0.1) if h > self.geo.chip_h else [words]
                step = self.geo.text * 1.2
                for k, line in enumerate(lines):
                    p.text(x + w / 2, y + h / 2 + 0.5 + (k - (len(lines) - 1) / 2) * step, line, fill=TEXT,
                           size=self.geo.text, max_width=w - 8)

    def _draw_row(self, p: Painter, state: Any, ui: BoardUI, q: int) -> None:
        g = self.geo
        x, y, w, h = self.row_box(q)
        game = self.game
        acting = q == self.acting_seat(state) and not state.over
        with p.group(f"hero-row hero-{state.characters[q]}"):
            if acting:
                p.rect(x, y + 1, w, h - 2, fill=CURRENT_FILL, stroke=CURRENT_EDGE)
            cy = y + min(11.0, h * 0.3) + 1
            p.circle(x + 11, cy, g.token_r, fill=self.colour(state, q), stroke=TEXT)
            p.text(x + 11, cy + 0.5, self.mark(state, q), fill=TOKEN_INK, size=g.token_text, bold=True,
                   max_width=2 * g.token_r)
            right = x + w - 3
            name_w = w - 24 - 3 - (text_width("10 HP", g.text - 1) + 4 + w * 0.12 + 5 if ui.shows("hp") else 0) - (
                text_width("★0/3", g.text - 1, True) + 6 if ui.shows("badges") else 0)
            p.text(x + 24, cy, game.hero(state, q), fill=TEXT, size=g.text, bold=True, align="left",
                   max_width=name_w)
            if ui.shows("hp"):
                bar_w = w * 0.12
                bx = right - bar_w - text_width("10 HP", g.text - 1) - 4
                p.rect(bx, cy - 4, bar_w, 8, fill=HP_BACK)
                hp = state.hp[q]
                if hp:
                    p.rect(bx, cy - 4, bar_w * hp / 10, 8, fill=HP_FULL if hp > 3 else HP_LOW)
                p.text(right, cy, f"{hp} HP", fill=TEXT, size=g.text - 1, align="right",
                       max_width=text_width("10 HP", g.text - 1) + 1)
                right = bx - 5
            if ui.shows("badges"):
                p.text(right, cy, f"★{state.badges[q]}/{game.target}", fill="#7a5200", size=g.text - 1, bold=True,
                       align="right", max_width=max(10.0, right - (x + 24 + name_w)))
            tags = []
            if state.staying[q]:
                tags.append("stays")
            if state.pending[q]:
                tags.append("bonus roll")
            if state.debt[q]:
                tags.append(f"debt {state.debt[q]}")
            cards = state.held[q]
            if ui.shows("cards"):
                shown = self.sees(state, q)
                for k, card in enumerate(cards):
                    cx, cy2, cw, ch = self.card_box(q, k)
                    with p.group("card" if shown else "card card-back"):
                        if shown:
                            p.rect(cx, cy2, cw, ch, fill=CARD_FILL, stroke=CARD_EDGE)
                            p.text(cx + cw / 2, cy2 + ch / 2 + 0.5, game.card_name(card), fill=TEXT,
                                   size=g.text - 1, max_width=cw - 4)
                        else:
                            p.rect(cx, cy2, cw, ch, fill=CARD_BACK, stroke=CARD_EDGE)
                            p.text(cx + cw / 2, cy2 + ch / 2 + 0.5, "item", fill="white", size=g.text - 1,
                                   max_width=cw - 4)
            if tags:
                words = ", ".join(tags)
                n = len(cards) if ui.shows("cards") else 0
                bx, by, bw, bh = self.card_box(q, min(n, 2))
                if n >= 2 or bx + text_width(words, g.text - 1) > x + w - 2:
                    # beside the last card, or on the line under the cards when the row has one
                    bx, by, bw, bh = self.card_box(q, n) if n < 2 else self.card_box(q, 2)
                    if n >= 3 or bx + text_width(words, g.text - 1) > x + w - 2:
                        bx = self.card_box(q, n - 1)[0] + self.card_box(q, n - 1)[2] + 4 if n else x + 24
                        by = self.card_box(q, max(0, n - 1))[1]
                p.text(bx, by + bh / 2, words, fill=MUTED, size=g.text - 1, align="left", max_width=x + w - bx - 2)

    def last_roll(self) -> int:
        """The last movement roll among the events since the last decision (0: none)."""
        rolls = [e.value for e in self.recent if isinstance(e, Rolled) and e.purpose == "move"]
        return rolls[-1] if rolls else 0

    def _draw_side(self, p: Painter, state: Any, ui: BoardUI) -> None:
        g = self.geo
        x, y, w, h = self.side()
        if ui.shows("die"):
            dx, dy, s = self.die_box()
            if self.shown:
                value = self.shown_roll()
            else:
                value = state.dice[-1] if state.dice else self.last_roll()
            draw_die(p, dx, dy, s, value, clickable=not self.shown and state.focus.kind in ("start", "roll"))
            tx = dx + s + 8
        else:
            tx = x
        line1, line2 = self.shown_lines(state) if self.shown else self._phase_lines(state)
        with p.group("phase"):
            p.text(tx, y + g.text * 0.65, line1, fill=TEXT, size=g.text, bold=True, align="left",
                   max_width=x + w - tx)
            # the second line in at most two lines under the first (the box below starts under the die)
            lines = wrap(line2, g.text - 1, x + w - tx)
            if len(lines) > 2:
                lines = [line2]
            for k, line in enumerate(lines):
                p.text(tx, y + g.text * 1.9 + k * (g.text - 1) * 1.2, line, fill=TEXT, size=g.text - 1,
                       align="left", max_width=x + w - tx)
        bx, by, bw, bh = self.fight_box()
        fight = [e for e in self.recent if isinstance(e, (MonsterDrawn, FightResolved))]
        duel = [e for e in self.recent if isinstance(e, DuelEvent) and e.rolls]
        monsters = self.monster_boxes(state)
        shown = self.panel_box(state, ui)
        if shown == "result":
            self._draw_result(p, state, ui)
        elif shown == "monsters":
            with p.group("fight-box"):
                p.rect(bx, by, bw, bh, fill="#ffffff", stroke=PANEL_EDGE)
                p.text(bx + 6, by + 11, "Choose the monster to fight (click it)", fill=TEXT, size=g.text, bold=True,
                       align="left", max_width=bw - 12)
                for card, box in monsters:
                    self._draw_monster(p, card, box)
        elif shown == "fight":
            self._draw_fight(p, state, fight, (bx, by, bw, bh))
        elif shown == "duel":
            self._draw_duel(p, state, duel[-1], (bx, by, bw, bh))
        elif shown == "card":
            # the last mission card drawn, in a card box (its words fit the box under the die)
            drawn = [e for e in self.recent if isinstance(e, MissionDrawn)]
            lines = max(1, int((bh - 8) / (g.text * 1.3)) - 1)
            self._draw_card(p, drawn[-1], (bx, by, bw), lines)

    def _draw_monster(self, p: Painter, card: str, box: tuple[float, float, float, float]) -> None:
        g = self.geo
        m = self.game.monsters[card]
        x, y, w, h = box
        with p.group(f"monster monster-{card}"):
            p.rect(x, y, w, h, fill="#fdecea", stroke="#8a2b2b")
            lines = wrap(m.name, g.text, w - 6, True)[:2]
            step = g.text * 1.2
            for k, line in enumerate(lines):
                p.text(x + w / 2, y + 4 + step * (k + 0.5), line, fill=TEXT, size=g.text, bold=True, max_width=w - 6)
            top = y + 4 + step * len(lines) + 2
            p.text(x + w / 2, top + step * 0.5, f"HP {m.hp} · hits {m.damage}", fill=TEXT, size=g.text - 1,
                   max_width=w - 6)
            p.text(x + w / 2, top + step * 1.5, f"back {m.retreat}", fill=TEXT, size=g.text - 1, max_width=w - 6)

    def _draw_fight(self, p: Painter, state: Any, events: list, box: tuple[float, float, float, float]) -> None:
        g = self.geo
        x, y, w, h = box
        game = self.game
        drawn = [e for e in events if isinstance(e, MonsterDrawn)]
        done = [e for e in events if isinstance(e, FightResolved)]
        card = (done[-1].card if done else drawn[-1].card)
        m = game.monsters[card]
        who = game.hero(state, (done or drawn)[-1].player)
        with p.group("fight-box"):
            p.rect(x, y, w, h, fill="#ffffff", stroke=PANEL_EDGE)
            step = g.text * 1.2
            title = wrap(f"Fight: {who} against {m.name}", g.text, w - 12, True)
            lines = [(t, g.text, True) for t in title[:2]]
            lines += [(f"HP {m.hp} · hits {m.damage} · sends back {m.retreat}", g.text - 1, False),
                      (f"Win: {m.reward_text}", g.text - 1, False)]
            for k, (line, size, bold) in enumerate(lines):
                p.text(x + 6, y + 4 + step * (k + 0.5), line, fill=TEXT, size=size, bold=bold, align="left",
                       max_width=w - 12)
            if done:
                e = done[-1]
                verdict = "won" if e.won else "lost"
                colour = "#1b6e2e" if e.won else "#a32020"
                s = max(18.0, min(30.0, y + h - 6 - (y + 6 + step * len(lines))))
                draw_die(p, x + 6, y + h - s - 4, s, min(6, max(1, e.attack)) if e.attack <= 6 else 0)
                p.text(x + s + 14, y + h - s / 2 - 4, f"attack {e.attack} vs HP {e.monster_hp}: {verdict}",
                       fill=colour, size=g.text, bold=True, align="left", max_width=w - s - 20)

    def _draw_duel(self, p: Painter, state: Any, e: Any, box: tuple[float, float, float, float]) -> None:
        g = self.geo
        x, y, w, h = box
        game = self.game
        a, b = e.player, e.target
        with p.group("duel-box"):
            p.rect(x, y, w, h, fill="#ffffff", stroke=PANEL_EDGE)
            p.text(x + 6, y + 11, f"Duel: {game.hero(state, a)} challenged {game.hero(state, b)}", fill=TEXT,
                   size=g.text, bold=True, align="left", max_width=w - 12)
            s = min(34.0, h - 50)
            for i, (seat, roll) in enumerate(((a, e.rolls[0]), (b, e.rolls[1]))):
                cx = x + 10 + i * (w / 2)
                draw_die(p, cx, y + 24, s, roll)
                p.text(cx + s + 6, y + 24 + s / 2, game.hero(state, seat), fill=TEXT, size=g.text, align="left",
                       max_width=w / 2 - s - 18)
            result = (f"{game.hero(state, e.loser)} loses {e.loss} HP" if e.loss else "a tie: both roll again")
            p.text(x + 6, y + h - 12, result, fill="#a32020" if e.loss else TEXT, size=g.text, bold=True,
                   align="left", max_width=w - 12)

    def _draw_tournament(self, p: Painter, state: Any, ui: BoardUI) -> None:
        g = self.geo
        game = self.game
        x, y, w, h = self.inner()
        fighters = state.tournament
        rolls: tuple[int, ...] = state.dice if len(state.dice) == len(fighters) else ()
        if not rolls:
            last = [e for e in self.recent if isinstance(e, TournamentEvent) and e.rolls]
            rolls = last[-1].rolls if last and len(last[-1].rolls) == len(fighters) else ()
        with p.group("tournament"):
            p.text(x + w / 2, y + 18, "The final tournament", fill=TEXT, size=g.text + 5, bold=True, max_width=w - 20)
            top = max(rolls) if rolls else 0
            sub = ("Everybody rolls; the single highest roll attacks one opponent, who loses the difference."
                   if not state.over else f"{game.hero(state, state.winners[0])} is the last one standing.")
            p.text(x + w / 2, y + 38, sub, fill=TEXT, size=g.text, max_width=w - 20)
            n = len(fighters)
            cw = min(120.0, (w - 20) / max(1, n))
            x0 = x + w / 2 - cw * n / 2
            for i, q in enumerate(fighters):
                cx = x0 + i * cw + cw / 2
                cy = y + 70
                with p.group(f"fighter hero-{state.characters[q]}"):
                    if rolls and rolls[i] == top and rolls.count(top) == 1:
                        p.rect(cx - cw / 2 + 3, cy - 18, cw - 6, 90 + min(34.0, cw - 30), fill=CURRENT_FILL,
                               stroke=CURRENT_EDGE)
                    p.circle(cx, cy, g.token_r + 4, fill=self.colour(state, q), stroke=TEXT)
                    p.text(cx, cy + 0.5, self.mark(state, q), fill=TOKEN_INK, size=g.token_text + 2, bold=True,
                           max_width=2 * g.token_r + 8)
                    name = game.hero(state, q)
                    if text_width(name, g.text, True) > cw - 8:
                        name = name.split()[-1]          # "Little Princess" → "Princess" in a narrow column
                    p.text(cx, cy + 24, name, fill=TEXT, size=g.text, bold=True, max_width=cw - 8)
                    bar = cw - 24
                    p.rect(cx - bar / 2, cy + 36, bar, 8, fill=HP_BACK)
                    if state.hp[q]:
                        p.rect(cx - bar / 2, cy + 36, bar * state.hp[q] / 10, 8, fill=HP_FULL if state.hp[q] > 3
                               else HP_LOW)
                    p.text(cx, cy + 54, f"{state.hp[q]} HP", fill=TEXT, size=g.text, max_width=cw - 8)
                    if rolls:
                        s = min(34.0, cw - 30)
                        draw_die(p, cx - s / 2, cy + 66, s, rolls[i])
            if state.focus.kind == "attack" and rolls:
                who = game.hero(state, state.focus.player)
                words = (f"{who} rolled highest ({top}): click an opponent to attack — they lose {top} minus their "
                         "own roll.")
                for k, line in enumerate(wrap(words, g.text, w - 20, True)):
                    p.text(x + w / 2, y + 190 + k * g.text * 1.25, line, fill=TEXT, size=g.text, bold=True,
                           max_width=w - 20)

    def _draw_cover(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not self.is_covered(state) or self.tournament_view(state, ui):
            return
        g = self.geo
        x, y, w, h = self.side()
        seat = self.viewer_of(state)
        who = self.game.hero(state, seat)
        reason = ("it is your turn" if state.focus.kind in ("roll", "start", "after_roll") and seat == state.current
                  else "you have a choice to make")
        with p.group("cover"):
            p.rect(x - 2, y - 2, w + 4, h + 4, fill=COVER)
            p.text(x + w / 2, y + h * 0.2, f"Pass the device to {who}", fill="white", size=g.text + 5, bold=True,
                   max_width=w - 16)
            p.text(x + w / 2, y + h * 0.34, f"{who}: {reason}.", fill="white", size=g.text + 1, max_width=w - 16)
            p.text(x + w / 2, y + h * 0.46, "Items stay face down until you press Ready.", fill="white",
                   size=g.text, max_width=w - 16)
            bx, by, bw, bh = self.ready_box()
            with p.group("button ready"):
                p.rect(bx, by, bw, bh, fill=self.colour(state, seat), stroke="white", width=2)
                p.text(bx + bw / 2, by + bh / 2, "Ready", fill="white", size=g.text + 4, bold=True, max_width=bw - 8)
