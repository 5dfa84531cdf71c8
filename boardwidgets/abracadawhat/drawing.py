"""What the Abracada...What? table looks like: the colours, the pieces drawn through the Painter
(stones face up or down, life tokens) and ``AbracadawhatDrawing``, the controller's part that
draws each layer from a ``TableView`` (table, stones with the banner, strips and key, the odds
overlay and hint ring, the hot-seat cover).
"""
from __future__ import annotations

from typing import Any, Callable

from engine.abracadawhat import COLOURS, SPELLS
from engine.abracadawhat.game import GOAL, MAX_LIFE

from ..board import BoardUI
from ..paint import Painter
from ..textfit import text_width
from .geometry import (AREA_H, AREA_X0, AREA_Y, BANNER_H, CANVAS_BUTTONS, INFO_Y, KEY_SIZE, LEGEND_H, LIFE_X,
                       NAME_W, NAME_X, ODDS_Y, SLOT_H, SLOT_W, STONE_X0, STRIP_H, TAKEN_X0, TOWER_H, TOWER_W, TOWER_X,
                       TOWER_Y, WIDTH, area_box, life_center, ready_box, row_stone_box, slot, strip_top)
from .texts import SHORT_NAMES, expected_text, percent
from .view import TableView

# -- colours -----------------------------------------------------------------------------
PLAYER_COLOURS = {"red": "#d62828", "yellow": "#f2c200", "blue": "#1d4ed8", "green": "#2a9d3f", "grey": "#8a8a8a"}
SPELL_COLOURS = {1: "#8b1e1e", 2: "#5b3a8c", 3: "#e58fb8", 4: "#2f6db5", 5: "#e6b800", 6: "#8fd0ea",
                 7: "#e8622c", 8: "#3c9a52"}
SPELL_INK = {n: "black" if n in (3, 5, 6) else "white" for n in SPELLS}
BACK = "#3d3553"               # the back of a stone
BACK_MARK = "#8d82ad"
TABLE = "#efe6d2"
AREA = "#fbf7ee"
STRIP = "#faf6ee"
TEXT = "#222"
MUTED = "#5f5a50"              # secondary words: still 5:1 on the table
LOST = "#8a8a8a"               # the ring of a life token already lost
TOWER_FILL = "#e2d6bb"
TOWER_LINE = "#7a6a48"
BAR = "#1f5fa8"
BAR_BACK = "#dde3ea"
HINT = "#00a37a"
BANNER_WATCH = "#fff1b8"
BANNER_PLAY = "#e3ecf7"
BUTTON_ON, BUTTON_OFF = "#f2f2f2", "#e4e0d6"


#: the smallest word on the board, in canvas px: the 640 px canvas shows at 620 px in a tutorial at
#: 1366×768 (``boardwidgets.onscreen``), so this is 11.1 px on screen
MIN_TEXT = 11.5


# -- drawing pieces ------------------------------------------------------------------------
def draw_stone(p: Painter, x: float, y: float, w: float, h: float, spell: int | None) -> None:
    """One stone: face up (``spell``) or face down (``None``: a back, no number anywhere)."""
    if spell is None:
        with p.group("stone back"):
            p.rect(x, y, w, h, fill=BACK, stroke="#1c1726")
            p.circle(x + w / 2, y + h / 2, min(w, h) / 5, fill=BACK_MARK)
        return
    with p.group(f"stone spell-{spell}"):
        p.rect(x, y, w, h, fill=SPELL_COLOURS[spell], stroke="#1c1726")
        p.text(x + w / 2, y + h / 2 + 0.5, str(spell), fill=SPELL_INK[spell], size=max(MIN_TEXT, int(h * 0.45)), bold=True,
               max_width=w - 2)


def draw_life_token(p: Painter, x: float, y: float, colour: str, full: bool, r: float = 5) -> None:
    """A life token: filled in the player's colour (life left) or an empty ring (life lost)."""
    if full:
        p.circle(x, y, r, fill=PLAYER_COLOURS[colour], stroke=TEXT)
    else:
        p.circle(x, y, r, fill=STRIP, stroke=LOST)


def _stones(value: tuple[int, ...] | int) -> list[int | None]:
    return [None] * value if isinstance(value, int) else list(value)


class AbracadawhatDrawing:
    """The drawing part of ``AbracadawhatController``: one ``_draw_<layer>`` method a layer, called
    through the controller, each drawing what ``view`` lets the viewer see. Reads the controller's
    ``game``, ``mode``, ``seat``, ``show_odds``, ``last_roll``, ``height``, ``ui``, ``is_covered``,
    ``view`` and ``odds``; a whole message drawn resets the animation's and the answers' counts."""

    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        if layer == self.layers[0]:     # every layer is drawn afresh: the action is complete
            self._animated = 0
            self._told = []
        getattr(self, f"_draw_{layer}")(painter, state, ui)

    def _draw_table(self, p: Painter, state: Any, ui: BoardUI) -> None:
        p.rect(0, 0, WIDTH, self.height, fill=TABLE)
        for n in SPELLS:
            x, y, w, h = area_box(n)
            with p.group(f"area area-{n}"):
                p.rect(x, y, w, h, fill=AREA, stroke="#b9ad93")
                p.text(x + w / 2, y + 11, str(n), fill=TEXT, size=18, bold=True, max_width=w - 4)
                p.text(x + w / 2, y + 29, SHORT_NAMES[n], fill=TEXT, size=MIN_TEXT, max_width=w - 1)
                for k in range(n):
                    sx, sy = slot(n, k)
                    p.rect(sx, sy, SLOT_W, SLOT_H, stroke="#d3c9b3")
        p.text(6, AREA_Y + 11, "board", fill=TEXT, size=MIN_TEXT, bold=True, align="left", max_width=AREA_X0 - 10)
        p.text(6, AREA_Y + 26, "number", fill=MUTED, size=MIN_TEXT, align="left", max_width=AREA_X0 - 10)
        p.text(6, AREA_Y + 40, "areas", fill=MUTED, size=MIN_TEXT, align="left", max_width=AREA_X0 - 10)
        if ui.shows("tower"):
            # the tower: a score track 0..8
            with p.group("tower"):
                p.rect(TOWER_X, TOWER_Y, TOWER_W, TOWER_H, fill=TOWER_FILL, stroke="#b9ad93")
                p.text(TOWER_X + TOWER_W / 2, TOWER_Y + 9, "tower", fill=TEXT, size=MIN_TEXT, bold=True,
                       max_width=TOWER_W - 6)
                for level in range(GOAL + 1):
                    ly = self._level_y(level)
                    p.line(TOWER_X + 16, ly, TOWER_X + TOWER_W - 4, ly, stroke=TOWER_LINE)
                    p.text(TOWER_X + 9, ly, str(level), fill=TEXT, size=MIN_TEXT, bold=level == GOAL, max_width=14)
        p.text(6, INFO_Y + 12, "secret", fill=TEXT, size=MIN_TEXT, align="left", max_width=44)
        for q in range(self.game.players):
            y = strip_top(q)
            p.rect(6, y, WIDTH - 12, STRIP_H - 4, fill=STRIP, stroke="#d8ceb8")

    @staticmethod
    def _level_y(level: int) -> float:
        return TOWER_Y + TOWER_H - 10 - level * 15.5

    def _draw_stones(self, p: Painter, state: Any, ui: BoardUI) -> None:
        self._paint_stones(p, self.view(state), state, ui)

    def _paint_stones(self, p: Painter, v: TableView, state: Any, ui: BoardUI) -> None:
        """Everything that changes with the position, as ``v`` shows it (an animation that starts
        from an older position draws it with the same code)."""
        colours = COLOURS[: self.game.players]
        # the banner: whose view this is
        if v.kind == "all":
            with p.group("banner banner-teacher"):
                p.rect(0, 0, WIDTH, BANNER_H - 2, fill=BANNER_WATCH)
                words = "GAME OVER — all stones shown" if state.over and self.mode == "play" \
                    else "TEACHER VIEW — all stones shown"
                p.text(10, BANNER_H / 2 - 1, words, fill="#8a1c00", size=13, bold=True, align="left", max_width=420)
        else:
            with p.group("banner banner-play"):
                p.rect(0, 0, WIDTH, BANNER_H - 2, fill=BANNER_PLAY)
                if v.viewer is not None:
                    who = colours[v.viewer]
                    p.text(10, BANNER_H / 2 - 1, f"{who}'s view — your own stones face down", fill=TEXT, size=13,
                           bold=True, align="left", max_width=420)
        since = f" · next cast {v.last_cast} or more" if v.last_cast and self.game.settings["variant"] != "easy" else ""
        p.text(WIDTH - 10, BANNER_H / 2 - 1, f"round {v.round}{since}", fill=TEXT, size=12, align="right",
               max_width=190)
        # the number areas fill up with the face-up stones
        for n in SPELLS:
            with p.group(f"board-stones spell-{n}"):
                for k in range(v.board[n - 1]):
                    sx, sy = slot(n, k)
                    p.rect(sx, sy, SLOT_W, SLOT_H, fill=SPELL_COLOURS[n], stroke="#1c1726")
                x, y, w, _ = area_box(n)
                p.text(x + w / 2, y + AREA_H - 7, f"{v.board[n - 1]} of {n}", fill=MUTED, size=MIN_TEXT, max_width=w - 4)
        # secret stones beside the board, the pool, the die
        with p.group("secrets"):
            for k, s in enumerate(_stones(v.secrets)):
                draw_stone(p, 52 + 18 * k, INFO_Y + 2, 15, 21, s)
        p.text(128, INFO_Y + 12, f"pool {v.pool_size}", fill=TEXT, size=12, align="left", max_width=60)
        if ui.shows("die"):
            roll = self.last_roll
            if roll is None:
                die = "die: not rolled yet"
            else:
                who, value, spell, worked = roll
                what = f"{colours[who]}'s {'' if worked else 'failed '}{SHORT_NAMES.get(spell, 'spell')}"
                die = f"die: {value} ({what})"
            with p.group("die"):
                p.text(192, INFO_Y + 12, die, fill=TEXT, size=12, align="left", max_width=232)
        x, y, w, h = CANVAS_BUTTONS["end"]
        can_end = bool(v.last_cast) and not state.over and v.kind != "cover"
        with p.group("button end"):
            p.rect(x, y, w, h, fill=BUTTON_ON if can_end else BUTTON_OFF, stroke="#777" if can_end else "#aaa")
            p.text(x + w / 2, y + h / 2, "End turn", fill=TEXT if can_end else MUTED, size=MIN_TEXT, max_width=w - 4)
        if ui.shows("tower"):
            # the tower's score markers
            for q in range(self.game.players):
                with p.group(f"marker marker-{colours[q]}"):
                    p.circle(TOWER_X + 24 + 11 * q, self._level_y(min(v.scores[q], GOAL)), 5,
                             fill=PLAYER_COLOURS[colours[q]], stroke=TEXT)
        # each player's strip: name, score, life, row, taken secret stones
        for q in range(self.game.players):
            self._draw_strip(p, v, q, ui)
        self._draw_legend(p, ui)

    def _draw_strip(self, p: Painter, v: TableView, q: int, ui: BoardUI) -> None:
        colour = COLOURS[q]
        y = strip_top(q)
        acting = q == v.current and not v.winners
        with p.group(f"strip strip-{colour}"):
            if acting:
                p.rect(7, y + 1, WIDTH - 14, STRIP_H - 6, stroke=PLAYER_COLOURS[colour], width=3)
            p.circle(20, y + 15, 7, fill=PLAYER_COLOURS[colour], stroke=TEXT)
            name = f"{colour} (you)" if q == v.viewer else colour
            p.text(NAME_X, y + 15, name, fill=TEXT, size=13, bold=True, align="left", max_width=NAME_W)
            tags = [f"{v.scores[q]} {'point' if v.scores[q] == 1 else 'points'}"] if ui.shows("tower") else []
            if q in v.winners:
                tags.append("wins")
            elif not v.alive[q]:
                tags.append("out")
            elif acting:
                tags.append("to act")
            if tags:
                p.text(12, y + 38, " · ".join(tags), fill=TEXT, size=MIN_TEXT, align="left", max_width=LIFE_X - 16)
            with p.group(f"life life-{colour}"):
                for k in range(MAX_LIFE):
                    draw_life_token(p, *life_center(q, k), colour, k < v.life[q])
                p.text(LIFE_X - 5, y + 38, f"life {v.life[q]} of {MAX_LIFE}", fill=TEXT, size=MIN_TEXT, align="left",
                       max_width=STONE_X0 - LIFE_X - 2)
            stones = _stones(v.rows[q])
            with p.group(f"row row-{colour}"):
                for k, s in enumerate(stones):
                    draw_stone(p, *row_stone_box(q, k, len(stones)), s)
                if not stones:
                    p.text(STONE_X0, y + 27, "no stones", fill=MUTED, size=MIN_TEXT, align="left", max_width=120)
            taken = _stones(v.taken[q])
            if taken:
                with p.group(f"taken taken-{colour}"):
                    p.text(TAKEN_X0, y + 8, "secret", fill=TEXT, size=MIN_TEXT, align="left",
                           max_width=WIDTH - 8 - TAKEN_X0)
                    for k, s in enumerate(taken[:4]):
                        draw_stone(p, TAKEN_X0 + 17 * k, y + 17, 14, 20, s)

    def _draw_legend(self, p: Painter, ui: BoardUI) -> None:
        """What each mark means: stone backs and faces, life left and lost, the ring of the player
        to act, and (when shown) the tower's markers. Under the strips; in the odds' band when the
        odds are hidden (a lesson), in two lines if one is not enough."""
        if ui.shows("odds"):
            x0, y, right = 6.0, strip_top(self.game.players) + LEGEND_H / 2 - 1, WIDTH - 6
        else:
            x0, y, right = 6.0, ODDS_Y + 10, (TOWER_X if ui.shows("tower") else WIDTH) - 8
        items: list[tuple[float, Callable[[float, float], None], str]] = [
            (12, lambda x, y: draw_stone(p, x, y - 9, 12, 18, None), "face down"),
            (12, lambda x, y: draw_stone(p, x, y - 9, 12, 18, 5), "face up: spell 5"),
            (22, lambda x, y: (draw_life_token(p, x + 5, y, "red", True),
                               draw_life_token(p, x + 17, y, "red", False)), "life left, life lost"),
            (18, lambda x, y: p.rect(x, y - 7, 18, 14, stroke=PLAYER_COLOURS["red"], width=3), "to act"),
        ]
        if ui.shows("tower"):
            items.append((18, lambda x, y: (p.line(x, y, x + 18, y, stroke=TOWER_LINE),
                                            p.circle(x + 9, y, 5, fill=PLAYER_COLOURS["red"], stroke=TEXT)),
                          "points on the tower"))
        with p.group("legend"):
            p.text(x0, y, "Key:", fill=TEXT, size=KEY_SIZE, bold=True, align="left", max_width=30)
            start = x = x0 + 32
            for icon_w, icon, words in items:
                room = text_width(words, KEY_SIZE) + 1
                if x + icon_w + 4 + room > right and x > start:
                    x, y = start, y + 18          # the next line
                icon(x, y)
                x += icon_w + 4
                p.text(x, y, words, fill=TEXT, size=KEY_SIZE, align="left", max_width=room)
                x += room + 14

    def _draw_overlay(self, p: Painter, state: Any, ui: BoardUI) -> None:
        covered = self.is_covered(state)
        if ui.shows("odds"):
            x, y, w, h = CANVAS_BUTTONS["odds"]
            with p.group("button odds"):
                p.rect(x, y, w, h, fill="#cfe0f5" if self.show_odds else BUTTON_ON, stroke="#777")
                p.text(x + w / 2, y + h / 2, "Odds on" if self.show_odds else "Odds", fill=TEXT, size=MIN_TEXT,
                       max_width=w - 4)
        if self.show_odds and ui.shows("odds") and not covered:
            odds = self.odds(state)
            if odds:
                who = COLOURS[state.current if self.seat is None or self.mode == "watch" else self.seat]
                with p.group("odds-labels"):
                    p.circle(10, ODDS_Y + 4, 4, fill=PLAYER_COLOURS[who], stroke=TEXT)
                    p.text(16, ODDS_Y + 4, who, fill=TEXT, size=MIN_TEXT, align="left", max_width=AREA_X0 - 17)
                    p.text(6, ODDS_Y + 18, "chance", fill=TEXT, size=MIN_TEXT, align="left", max_width=AREA_X0 - 7)
                    p.text(6, ODDS_Y + 31, "average", fill=TEXT, size=MIN_TEXT, align="left", max_width=AREA_X0 - 7)
                for o in odds:
                    ax, _, aw, _ = area_box(o.spell)
                    with p.group(f"odds-bar spell-{o.spell}"):
                        p.rect(ax, ODDS_Y, aw, 7, fill=BAR_BACK)
                        if o.at_least_one:
                            p.rect(ax, ODDS_Y, aw * float(o.at_least_one), 7, fill=BAR)
                        p.text(ax + aw / 2, ODDS_Y + 18, percent(o.at_least_one), fill=TEXT, size=MIN_TEXT, bold=True,
                               max_width=aw)
                        p.text(ax + aw / 2, ODDS_Y + 31, expected_text(o.expected), fill=TEXT, size=MIN_TEXT,
                               max_width=aw)
        if ui.hint is not None and not covered:
            for target in ui.hint.marks:
                if target[0] == "area":
                    ax, ay, aw, ah = area_box(int(target[1]))
                    with p.group("hint"):
                        p.rect(ax - 2, ay - 2, aw + 4, ah + 4, stroke=HINT, width=3)

    def _draw_cover(self, p: Painter, state: Any, ui: BoardUI) -> None:
        if not self.is_covered(state):
            return
        colour = COLOURS[state.current]
        h = self.height
        with p.group("cover"):
            p.rect(0, 0, WIDTH, h, fill="#1e1e1e")
            p.text(WIDTH / 2, h / 2 - 40, f"Pass the device to {colour}", fill="white", size=24, bold=True,
                   max_width=WIDTH - 40)
            p.text(WIDTH / 2, h / 2 - 8, f"{colour}: press Ready when only you are looking", fill="white", size=14,
                   max_width=WIDTH - 40)
            x, y, w, bh = ready_box(self.game.players, self.ui.shows("odds"))
            with p.group("button ready"):
                p.rect(x, y, w, bh, fill=PLAYER_COLOURS[colour], stroke="white", width=2)
                p.text(x + w / 2, y + bh / 2, "Ready", fill="black" if colour in ("yellow", "grey") else "white",
                       size=16, bold=True, max_width=w - 8)
