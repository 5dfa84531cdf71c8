"""Brave Journey's board: the ring of squares, the heroes, their HP, badges and items, the die, fights,
duels and the final tournament.

    >>> from boardwidgets.brave_journey import BraveJourneyBoard
    >>> board = BraveJourneyBoard(players=4, seed=0)    # hot seat: the cover is up
    >>> board.press("ready")                            # the hero to act looks
    >>> board.press("roll")                             # or board.click_die(): the board rolls the die
    >>> board.press("move")                             # take the roll (or a chip: "roll again", an item)
    >>> board.click_hero("claire")                      # challenge Claire (in a duel), attack her (tournament)
    >>> board.click_choice("fight")                     # any choice chip by its words
    >>> board.click_square(15)                          # what square 15 is, in English and Chinese

Squares are named by their number on the ring (0 = the Castle, then clockwise) and their name, the same
on the board, in every text and in every action. The ring runs clockwise around the canvas from the
Castle in the top-left corner (12 squares across, 8 down). Heroes are named by their character.

Constructor: ``BraveJourneyBoard(players=4, seed=0, *, mode="game", layout="full", teacher=False,
show_highlights=True, match=None, undo_floor=0, **settings)``; settings are the engine's (characters,
badges, first_player, board and deck files...). ``from_match(match)`` (a tutorial step) makes a ``learn``
board in the ``compact`` layout. ``configure(mode=..., layout=..., teacher=...)`` changes them.

Layouts: ``"full"`` 960×600 (free play), ``"compact"`` 620×440 (a tutorial's column; ``fit_column()``
switches to it). Modes: ``"learn"`` — one learner at the screen: every item face up, undo, hints and
highlights; ``"game"`` — hot seat: a cover names the hero who is to act next and hides every held
item until that player presses Ready (the canvas button or the toolbar's); then only their own items
are face up. The teacher view (``teacher=True`` or the "Teacher view" button) shows everything, with
a banner. The cover stays up through undo and redo: it is lowered only while the hero to act is the
one who last pressed Ready.

The reaction questions ("raise your Mirror Shield?", "drop your Anchor Stone?"): the engine asks only
a hero who holds that item, as at the table, where a holder speaks up and everybody else just waits.
The board follows the table: the device passes to that hero under the ordinary cover, which says only
"Luki has a choice to make" — never which card — so the table learns that Luki holds something that
answers this (exactly what a player speaking up tells a real table), and which card only if it is used.
A board that asked everybody would have to invent questions the rules never ask.

Chance: the board rolls the die and draws cards itself from the match's seeded RNG (the match resolves
every chance node as soon as it comes up). "Roll" (toolbar, key r, or a click on the die) makes the
movement roll; the die shows the faces rolled.

Clicks: the die (roll); a square (its full English and Chinese names and what it does, in the panel
under the board); a hero's token or row (challenge them in a duel, attack them in the tournament, or
the target of an item you are aiming; otherwise their character, skill and special field); one of your
own item cards (use it, or discard it when you hold three); a choice chip (every choice the engine
offers: fight or not, fight using your skill, draw one or two, keep, discard, use the special field,
decline...); Ready on the cover. Python twins: ``click_die()``, ``click_square(n)``, ``click_hero(c)``,
``click_token(c)``, ``click_card(c)``, ``click_choice(words)``, ``press(name)`` and ``play(action)``.

Parts a tutorial step may hide (``board.configure(hide=...)``): ``die``, ``hp``, ``badges``, ``cards``,
``fight``, ``duel``, ``tournament``, ``choices`` and ``info``.

Chinese names are shown in the HTML panel under the canvas, in a font the board ships
(``fonts/WenQuanYiMicroHei-subset.woff``, delivered as an ``@font-face`` data URL): nothing downloads,
and no system CJK font is needed. The canvas itself writes only English (DejaVu Sans), which the
layout check can measure.

Layers, bottom first: board (the ring), highlights (the hero to act, where the roll leads, the square
looked at, the hint), pieces (the tokens), panel (the heroes' rows, the die, fight/duel/tournament, the
choices), cover (the hot-seat screen).
"""
from __future__ import annotations

import base64
import math
import random
from dataclasses import dataclass, replace
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from engine.brave_journey.game import (DECISIONS, PHASE_RULES, PHASE_TEXT, Attack, BraveJourney, Challenge, Decline,
                                       Discard, DuelEvent, Fight, FightResolved, Go, KeepMission, MissionCard, MonsterCard,
                                       MonsterDrawn, Move, Moved, PickMonster, Roll, Rolled, Teleported,
                                       TournamentEvent, UseItem)
from engine.brave_journey.policies import greedy
from engine.core import IllegalAction, Match

from .board import BoardUI, BoardWidget, ButtonSpec, Controller, Frame, Hint, Picture, Target, draw_svg
from .paint import Painter
from .textfit import text_width

FONTS = Path(__file__).resolve().parent / "fonts"
CJK_FONT = FONTS / "WenQuanYiMicroHei-subset.woff"
CJK_FAMILY = "Rulewalk CJK"

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
#: the parts a tutorial step may hide
PARTS = ("die", "hp", "badges", "cards", "fight", "duel", "tournament", "choices", "info")
MODES = ("learn", "game")
MARKS = {"aruba": "A", "luki": "L", "sion": "S", "claire": "C", "foyfoy": "F", "princess": "P", "ares": "Ar",
         "deifel": "D"}


@dataclass(frozen=True)
class Geometry:
    """One layout: the canvas, the ring's cells and the sizes of the words."""
    name: str
    width: int
    height: int
    margin: float
    cols: int
    rows: int
    num: float          # a square's number
    word: float         # a square's short name
    num_y: float        # the middle of a square's number, from the square's top
    word_y: float       # the middle of its short name
    token_top: float    # the top of its first row of tokens
    token_r: float
    token_text: float
    text: float         # the panel's words
    row_max: float      # a hero's row in the panel, at most
    die: float
    chip_h: float
    box_h: float        # the fight / duel box

    @property
    def cell_w(self) -> float:
        return (self.width - 2 * self.margin) / self.cols

    @property
    def cell_h(self) -> float:
        return (self.height - 2 * self.margin) / self.rows

    @property
    def inner(self) -> tuple[float, float, float, float]:
        """The space inside the ring: x, y, w, h."""
        return (self.margin + self.cell_w, self.margin + self.cell_h, (self.cols - 2) * self.cell_w,
                (self.rows - 2) * self.cell_h)


FULL = Geometry("full", 960, 600, 10, 12, 8, 13, 11, 12, 27, 36, 9, 11, 12, 60, 46, 26, 118)
COMPACT = Geometry("compact", 620, 440, 4, 12, 8, 10.5, 9, 9, 20.5, 27.5, 6.5, 9.5, 10, 50, 36, 22, 96)
LAYOUTS = {"full": FULL, "compact": COMPACT}


def ring_shape(squares: int) -> tuple[int, int]:
    """(columns, rows) of a rectangle whose rim holds ``squares`` cells (36: 12 × 8)."""
    rows = max(3, round((squares + 4) / 5))
    cols = max(3, math.ceil((squares + 4) / 2) - rows)
    return cols, rows


def cell_of(i: int, cols: int, rows: int) -> tuple[int, int]:
    """(column, row) of the i-th cell clockwise around the rim from the top-left corner."""
    if i < cols:
        return i, 0
    if i < cols + rows - 1:
        return cols - 1, i - (cols - 1)
    if i < 2 * cols + rows - 2:
        return cols - 1 - (i - (cols + rows - 2)), rows - 1
    return 0, rows - 1 - (i - (2 * cols + rows - 3))


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


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


@lru_cache(maxsize=1)
def font_face_css() -> str:
    """The ``@font-face`` rule that gives the page the bundled CJK subset (a data: URL, no download)."""
    data = base64.b64encode(CJK_FONT.read_bytes()).decode("ascii")
    return (f'@font-face {{ font-family: "{CJK_FAMILY}"; src: url(data:font/woff;base64,{data}) format("woff"); '
            "font-display: block; }\n"
            f'.bj-info, .bj-info * {{ font-family: "DejaVu Sans", "{CJK_FAMILY}", sans-serif; }}\n'
            f'.bj-zh {{ font-family: "{CJK_FAMILY}", "DejaVu Sans", sans-serif; }}\n')


class BraveJourneyController(Controller):
    """Draws a Brave Journey state and turns clicks, chips and buttons into the engine's actions.

    UI state: ``mode`` (learn or game), ``teacher`` (every item face up), ``revealed_to`` (the seat that
    last pressed Ready), ``looked_at`` (the square or hero shown in the info panel), ``armed`` (an item
    waiting for its target), ``recent`` (the events since the last decision: fights, duels, tournament
    rolls shown in the panel).
    """

    layers = ("board", "highlights", "pieces", "panel", "cover")
    parts = PARTS
    buttons = (
        ButtonSpec("ready", "Ready", "The hero to act has the device: show their items (key Enter)"),
        ButtonSpec("roll", "Roll", "Roll the die for your move (key r; or click the die)", part="die"),
        ButtonSpec("move", "Move", "Take the roll and move"),
        ButtonSpec("fight", "Fight", "Fight a monster on this field square", part="fight"),
        ButtonSpec("decline", "No thanks", "Say no to what is offered (no duel, no fight, keep the item...)"),
        ButtonSpec("view", "Teacher view", "Show every hero's items (or hide them again)"),
        ButtonSpec("reset", "Reset", "Start this game again from its beginning"),
    )

    #: a token walking: how long the page shows it on each square it passes (ms), and at most how many frames
    STEP_MS = 70
    MAX_FRAMES = 12

    def __init__(self, game: BraveJourney, mode: str = "game", layout: str = "full", teacher: bool = False,
                 animate: bool = True):
        super().__init__(game)
        self.animate = bool(animate)
        self.mode = "game"
        self.geo = FULL
        self.teacher = bool(teacher)
        self.revealed_to: int | None = None
        self.looked_at: tuple[str, Any] | None = None
        self.armed = ""
        self.recent: tuple = ()
        self._state: Any = None
        #: the board sits in a tutorial's column (``fit_column``): the lesson's buttons replace Reset
        self.in_column = False
        self.set_mode(mode)
        self.set_layout(layout)

    # -- settings ---------------------------------------------------------------------------------------
    @property
    def width(self) -> int:  # type: ignore[override]
        return self.geo.width

    @property
    def height(self) -> int:  # type: ignore[override]
        return self.geo.height

    @property
    def layout(self) -> str:
        return self.geo.name

    def set_layout(self, layout: str) -> None:
        if layout not in LAYOUTS:
            raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, not {layout!r}")
        self.geo = LAYOUTS[layout]

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {mode!r}")
        if mode != self.mode:
            self.revealed_to = None
        self.mode = mode

    def configure(self, mode: str | None = None, layout: str | None = None, teacher: bool | None = None,
                  animate: bool | None = None, **options: Any) -> None:
        super().configure(**options)
        if animate is not None:
            self.animate = bool(animate)
        if mode is not None:
            self.set_mode(mode)
        if layout is not None:
            self.set_layout(layout)
        if teacher is not None:
            self.teacher = bool(teacher)
            if not self.teacher:
                self.revealed_to = None

    # -- who sees what ------------------------------------------------------------------------------------
    @staticmethod
    def viewer_of(state: Any) -> int:
        """The seat that acts now: the hero deciding, else the hero whose turn it is."""
        return state.actor if state.actor >= 0 else state.current

    def is_covered(self, state: Any) -> bool:
        return (self.mode == "game" and not self.teacher and not state.over
                and self.revealed_to != self.viewer_of(state))

    def shows_all(self, state: Any) -> bool:
        return self.mode == "learn" or self.teacher or state.over

    def sees(self, state: Any, seat: int) -> bool:
        """May the person at the screen see ``seat``'s items?"""
        if self.shows_all(state):
            return True
        return not self.is_covered(state) and seat == self.viewer_of(state)

    # -- geometry (public, for tests and browser clicks) ----------------------------------------------------
    def shape(self) -> tuple[int, int]:
        return ring_shape(self.game.ring)

    def square_box(self, n: int) -> tuple[float, float, float, float]:
        g = self.geo
        cols, rows = self.shape()
        c, r = cell_of(n, cols, rows)
        cw, ch = (g.width - 2 * g.margin) / cols, (g.height - 2 * g.margin) / rows
        return (g.margin + c * cw, g.margin + r * ch, cw, ch)

    def square_center(self, n: int) -> tuple[float, float]:
        x, y, w, h = self.square_box(n)
        return (x + w / 2, y + h * 0.3)

    def inner(self) -> tuple[float, float, float, float]:
        g = self.geo
        cols, rows = self.shape()
        cw, ch = (g.width - 2 * g.margin) / cols, (g.height - 2 * g.margin) / rows
        return (g.margin + cw, g.margin + ch, (cols - 2) * cw, (rows - 2) * ch)

    def token_point(self, state: Any, seat: int) -> tuple[float, float]:
        """Canvas pixel at the middle of ``seat``'s token: heroes sharing a square stand in two rows of four."""
        here = [q for q in range(len(state.positions)) if state.positions[q] == state.positions[seat]]
        k = here.index(seat)
        x, y, w, h = self.square_box(state.positions[seat])
        g = self.geo
        r = g.token_r
        per_row = 4
        step = min(2 * r + 1.5, (w - 2) / per_row)
        n_row = min(per_row, len(here) - (k // per_row) * per_row)
        row = k // per_row
        x0 = x + w / 2 - (n_row - 1) * step / 2
        return (x0 + (k % per_row) * step, y + g.token_top + r + row * (2 * r + 0.5))

    def column(self) -> tuple[float, float, float, float]:
        """The heroes' rows: x, y, w, h."""
        x, y, w, h = self.inner()
        return (x + 6, y + 6, w * 0.5 - 9, h - 12)

    def side(self) -> tuple[float, float, float, float]:
        """The die, the fight or duel, the choices: x, y, w, h."""
        x, y, w, h = self.inner()
        return (x + w * 0.5 + 3, y + 6, w * 0.5 - 9, h - 12)

    def row_box(self, seat: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.column()
        rh = min(self.geo.row_max, h / self.game.players)
        return (x, y + seat * rh, w, rh)

    def card_box(self, seat: int, k: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.row_box(seat)
        cw = (w - 34) / 2.6
        ch = min(16.0, h * 0.4)
        return (x + 24 + k * (cw + 4), y + min(11.0, h * 0.3) + 10, cw, ch)

    def die_box(self) -> tuple[float, float, float]:
        x, y, _, _ = self.side()
        return (x, y, self.geo.die)

    def die_center(self) -> tuple[float, float]:
        x, y, s = self.die_box()
        return (x + s / 2, y + s / 2)

    def fight_box(self) -> tuple[float, float, float, float]:
        x, y, w, _ = self.side()
        return (x, y + self.geo.die + 8, w, self.geo.box_h)

    def ready_box(self) -> tuple[float, float, float, float]:
        x, y, w, h = self.side()
        return (x + w / 2 - 60, y + h * 0.62, 120, 34)

    def monster_boxes(self, state: Any) -> list[tuple[str, tuple[float, float, float, float]]]:
        if state.focus.kind != "pick_monster":
            return []
        x, y, w, h = self.fight_box()
        cards = list(dict.fromkeys(state.monsters_out))
        cw = (w - 18) / max(1, len(cards))
        return [(c, (x + 6 + i * (cw + 6), y + 22, cw, h - 28)) for i, c in enumerate(cards)]

    # -- the choices the engine offers now -----------------------------------------------------------------------
    def choices(self, state: Any) -> list[tuple[str, Any]]:
        """The chips: (words, what a click does) — an engine action, ("arm", card) or ("disarm",)."""
        if state.over or state.focus.kind not in DECISIONS or self.is_covered(state):
            return []
        legal = self.game.legal_actions(state)
        out: list[tuple[str, Any]] = []
        aimed: list[str] = []
        for a in legal:
            if isinstance(a, UseItem) and a.target:
                if a.card not in aimed:
                    aimed.append(a.card)
                continue
            out.append((self.words(state, a), a))
        for card in aimed:
            name = self.game.card_name(card)
            if self.armed == card:
                out += [(f"{name} on {self.game.characters[a.target].name}", a) for a in legal
                        if isinstance(a, UseItem) and a.card == card and a.target]
                out.append(("cancel", ("disarm",)))
            else:
                out.append((f"use {name}…", ("arm", card)))
        return out

    def words(self, state: Any, action: Any) -> str:
        text = self.game.action_text(state, action)
        if isinstance(action, Go) and action.dice == 1:
            return "roll the die"
        return text

    def chip_boxes(self, state: Any, ui: BoardUI) -> list[tuple[str, Any, tuple[float, float, float, float]]]:
        if not ui.shows("choices") or self.tournament_view(state, ui):
            choices = self.choices(state) if self.tournament_view(state, ui) and ui.shows("choices") else []
            if not choices:
                return []
            x, y, w, h = self.inner()
            return self._flow(choices, x + 10, y + h - 2 * (self.geo.chip_h + 5) - 6, w - 20)
        x, y, w, h = self.side()
        top = (self.fight_box()[1] + self.geo.box_h if self.panel_box(state, ui) else self.fight_box()[1]) + 8
        return self._flow(self.choices(state), x, top, w)

    def panel_box(self, state: Any, ui: BoardUI) -> str:
        """What the box under the die shows: "monsters" (Aruba's choice), "fight", "duel" or "" (nothing)."""
        if self.monster_boxes(state) and ui.shows("fight"):
            return "monsters"
        if any(isinstance(e, (MonsterDrawn, FightResolved)) for e in self.recent) and ui.shows("fight"):
            return "fight"
        if any(isinstance(e, DuelEvent) and e.rolls for e in self.recent) and ui.shows("duel"):
            return "duel"
        return ""

    def _flow(self, choices: list, x0: float, y0: float, w: float) -> list:
        g = self.geo
        out = []
        x, y = x0, y0
        for words, what in choices:
            cw = min(w, text_width(words, g.text) + 16)
            if x + cw > x0 + w + 0.1 and x > x0:
                x, y = x0, y + g.chip_h + 5
            out.append((words, what, (x, y, cw, g.chip_h)))
            x += cw + 5
        return out

    def tournament_view(self, state: Any, ui: BoardUI) -> bool:
        return bool(state.tournament) and ui.shows("tournament") and (not state.over or state.ending == "tournament")

    # -- drawing ---------------------------------------------------------------------------------------------------
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
                    p.text(x + w / 2, y + g.word_y, SHORT.get(sq.id, KIND_WORD.get(sq.kind, sq.name)),
                           fill=TEXT, size=g.word, max_width=w - 6)
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
            seat = self.viewer_of(state)
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
        acting = self.viewer_of(state) if ui.show_highlights and not state.over else -1
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
                p.text(x + w / 2, y + h / 2 + 0.5, words, fill=TEXT, size=self.geo.text, max_width=w - 8)

    def _draw_row(self, p: Painter, state: Any, ui: BoardUI, q: int) -> None:
        g = self.geo
        x, y, w, h = self.row_box(q)
        game = self.game
        acting = q == self.viewer_of(state) and not state.over
        with p.group(f"hero-row hero-{state.characters[q]}"):
            if acting:
                p.rect(x, y + 1, w, h - 2, fill=CURRENT_FILL, stroke=CURRENT_EDGE)
            cy = y + min(11.0, h * 0.3) + 1
            p.circle(x + 11, cy, g.token_r, fill=self.colour(state, q), stroke=TEXT)
            p.text(x + 11, cy + 0.5, self.mark(state, q), fill=TOKEN_INK, size=g.token_text, bold=True,
                   max_width=2 * g.token_r)
            p.text(x + 24, cy, game.hero(state, q), fill=TEXT, size=g.text, bold=True, align="left",
                   max_width=w * 0.36)
            right = x + w - 3
            if ui.shows("hp"):
                bar_w = w * 0.2
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
                       align="right", max_width=max(10.0, right - (x + 24 + w * 0.36)))
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
                tx = self.card_box(q, 2)[0] if ui.shows("cards") else x + 24
                ty = self.card_box(q, 0)[1] + self.card_box(q, 0)[3] / 2
                p.text(tx, ty, ", ".join(tags), fill=MUTED, size=g.text - 1, align="left",
                       max_width=x + w - tx - 2)

    def last_roll(self) -> int:
        """The last movement roll among the events since the last decision (0: none)."""
        rolls = [e.value for e in self.recent if isinstance(e, Rolled) and e.purpose == "move"]
        return rolls[-1] if rolls else 0

    def _phase_lines(self, state: Any) -> tuple[str, str]:
        game = self.game
        k = state.focus.kind
        if state.over:
            names = " and ".join(game.hero(state, w) for w in state.winners)
            return ("Game over", f"{names} {'wins' if len(state.winners) == 1 else 'share the win'}")
        who = game.hero(state, self.viewer_of(state))
        if k in ("start", "roll"):
            return (f"{who}'s turn", "roll the die: click it")
        if k == "after_roll":
            dest = (state.positions[state.current] + sum(state.dice) + state.bonus) % game.ring
            return (f"{who} rolled {' + '.join(map(str, state.dice))}" + (f" + {state.bonus}" if state.bonus else ""),
                    f"Move leads to {game.square_label(dest)}")
        words = PHASE_TEXT[k][3:] if PHASE_TEXT[k].startswith("to ") else PHASE_TEXT[k]
        if k in DECISIONS:
            return (f"{who} decides", words[0].upper() + words[1:])
        return ("Waiting for", words)

    def _draw_side(self, p: Painter, state: Any, ui: BoardUI) -> None:
        g = self.geo
        x, y, w, h = self.side()
        if ui.shows("die"):
            dx, dy, s = self.die_box()
            value = state.dice[-1] if state.dice else self.last_roll()
            draw_die(p, dx, dy, s, value, clickable=state.focus.kind in ("start", "roll"))
            tx = dx + s + 8
        else:
            tx = x
        line1, line2 = self._phase_lines(state)
        with p.group("phase"):
            p.text(tx, y + g.die * 0.3, line1, fill=TEXT, size=g.text + 1, bold=True, align="left",
                   max_width=x + w - tx)
            p.text(tx, y + g.die * 0.75, line2, fill=TEXT, size=g.text, align="left", max_width=x + w - tx)
        bx, by, bw, bh = self.fight_box()
        fight = [e for e in self.recent if isinstance(e, (MonsterDrawn, FightResolved))]
        duel = [e for e in self.recent if isinstance(e, DuelEvent) and e.rolls]
        monsters = self.monster_boxes(state)
        shown = self.panel_box(state, ui)
        if shown == "monsters":
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

    def _draw_monster(self, p: Painter, card: str, box: tuple[float, float, float, float]) -> None:
        g = self.geo
        m = self.game.monsters[card]
        x, y, w, h = box
        with p.group(f"monster monster-{card}"):
            p.rect(x, y, w, h, fill="#fdecea", stroke="#8a2b2b")
            p.text(x + w / 2, y + 11, m.name, fill=TEXT, size=g.text, bold=True, max_width=w - 6)
            p.text(x + w / 2, y + 26, f"HP {m.hp} · hits {m.damage}", fill=TEXT, size=g.text - 1, max_width=w - 6)
            p.text(x + w / 2, y + 40, f"back {m.retreat}", fill=TEXT, size=g.text - 1, max_width=w - 6)

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
            p.text(x + 6, y + 11, f"Fight: {who} against {m.name}", fill=TEXT, size=g.text, bold=True, align="left",
                   max_width=w - 12)
            p.text(x + 6, y + 28, f"{m.name}: HP {m.hp}, hits {m.damage}, sends back {m.retreat}", fill=TEXT,
                   size=g.text - 1, align="left", max_width=w - 12)
            p.text(x + 6, y + 43, f"Win: {m.reward_text}", fill=TEXT, size=g.text - 1, align="left",
                   max_width=w - 12)
            if done:
                e = done[-1]
                verdict = "won" if e.won else "lost"
                colour = "#1b6e2e" if e.won else "#a32020"
                s = min(30.0, h - 58)
                draw_die(p, x + 6, y + h - s - 6, s, min(6, max(1, e.attack)) if e.attack <= 6 else 0)
                p.text(x + s + 14, y + h - s / 2 - 6, f"attack {e.attack} vs HP {e.monster_hp}: {verdict}",
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
                p.text(x + w / 2, y + 190, f"{who} rolled highest ({top}): click an opponent to attack — they lose "
                       f"{top} minus their own roll.", fill=TEXT, size=g.text, bold=True, max_width=w - 20)

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

    # -- input -----------------------------------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        def inside(box: tuple[float, ...]) -> bool:
            bx, by, bw, bh = box[:4]
            return bx <= x <= bx + bw and by <= y <= by + bh

        if self.is_covered(state) and not self.tournament_view(state, ui):
            if inside(self.ready_box()):
                return ("button", "ready")
        for words, _what, box in self.chip_boxes(state, ui):
            if inside(box):
                return ("choice", words)
        if not self.tournament_view(state, ui):
            if ui.shows("die") and not self.is_covered(state):
                dx, dy, s = self.die_box()
                if inside((dx, dy, s, s)):
                    return ("die",)
            for card, box in self.monster_boxes(state):
                if inside(box):
                    return ("monster", card)
            for q in range(self.game.players):
                if ui.shows("cards"):
                    for k, card in enumerate(state.held[q]):
                        if inside(self.card_box(q, k)):
                            return ("card", state.characters[q], k)
                if inside(self.row_box(q)):
                    return ("hero", state.characters[q])
        r = self.geo.token_r
        for q in range(len(state.positions)):
            tx, ty = self.token_point(state, q)
            if (x - tx) ** 2 + (y - ty) ** 2 <= (r + 1) ** 2:
                return ("token", state.characters[q])
        for n in range(self.game.ring):
            if inside(self.square_box(n)):
                return ("square", n)
        return None

    def locate(self, target: Target) -> tuple[float, float]:
        state, ui = self._state, self._ui
        kind = target[0]
        if kind == "square":
            x, y, w, h = self.square_box(int(target[1]))
            return (x + w / 2, y + 6)
        if kind == "token":
            return self.token_point(state, self.game.seat_of(state, str(target[1])))
        if kind == "hero":
            x, y, w, h = self.row_box(self.game.seat_of(state, str(target[1])))
            return (x + w * 0.45, y + 4)
        if kind == "card":
            x, y, w, h = self.card_box(self.game.seat_of(state, str(target[1])), int(target[2]))
            return (x + w / 2, y + h / 2)
        if kind == "die":
            return self.die_center()
        if kind == "monster":
            for card, (x, y, w, h) in self.monster_boxes(state):
                if card == target[1]:
                    return (x + w / 2, y + h / 2)
        if kind == "choice":
            for words, _what, (x, y, w, h) in self.chip_boxes(state, ui):
                if words == target[1]:
                    return (x + w / 2, y + h / 2)
        if kind == "button" and target[1] == "ready":
            x, y, w, h = self.ready_box()
            return (x + w / 2, y + h / 2)
        raise ValueError(f"nothing to click for {target!r} on the board now")

    def activate(self, target: Target, board: BoardWidget) -> None:
        state = board.state
        kind = target[0]
        if kind == "square":
            self.looked_at = ("square", int(target[1]))
            return
        if kind == "die":
            self.press("roll", board)
            return
        if kind == "choice":
            for words, what, _box in self.chip_boxes(state, board.ui):
                if words == target[1]:
                    self._choose(board, what)
                    return
            return
        if kind == "monster":
            self._play(board, PickMonster(str(target[1])))
            return
        if kind in ("token", "hero"):
            self._hero(board, str(target[1]))
            return
        if kind == "card":
            self._card(board, str(target[1]), int(target[2]))

    def _choose(self, board: BoardWidget, what: Any) -> None:
        if isinstance(what, tuple):
            if what[0] == "arm":
                self.armed = what[1]
                board.say(f"Now click the hero to aim the {self.game.card_name(what[1])} at (yourself included), "
                          "or a chip.")
            else:
                self.armed = ""
                board.say("Put away: no item aimed.")
            return
        self._play(board, what)

    def _hero(self, board: BoardWidget, cid: str) -> None:
        state = board.state
        k = state.focus.kind
        if not self.is_covered(state):
            if self.armed:
                action = UseItem(self.armed, cid)
                if board.match.explain(action) is None:
                    self._play(board, action)
                    return
            if k == "duel":
                self._play(board, Challenge(cid), advice="Click a hero on your own square, or press No thanks.")
                return
            if k == "attack":
                self._play(board, Attack(cid), advice="Click an opponent still in the tournament.")
                return
        self.looked_at = ("hero", cid)

    def _card(self, board: BoardWidget, cid: str, k: int) -> None:
        state = board.state
        seat = self.game.seat_of(state, cid)
        if not self.sees(state, seat):
            board.say(f"{self.game.hero(state, seat)}'s items are face down: only {self.game.hero(state, seat)} may "
                      "look at them, when the device is theirs.", "refused")
            return
        card = state.held[seat][k]
        name = self.game.card_name(card)
        if seat != self.viewer_of(state) or state.focus.kind not in DECISIONS:
            self.looked_at = ("card", card)
            board.say(f"{name}: {self.game.missions[card].text}")
            return
        legal = self.game.legal_actions(state)
        if Discard(card) in legal:
            self._play(board, Discard(card))
        elif UseItem(card) in legal:
            self._play(board, UseItem(card))
        elif any(isinstance(a, UseItem) and a.card == card and a.target for a in legal):
            self._choose(board, ("arm", card))
        else:
            self.looked_at = ("card", card)        # not usable now: the panel says what it does and when
            self._play(board, UseItem(card), advice=self._advice(state))

    def _play(self, board: BoardWidget, action: Any, advice: str = "") -> None:
        state = board.state
        if self.is_covered(state):
            board.say(f"Press Ready first: the device is passing to {self.game.hero(state, self.viewer_of(state))}.",
                      "refused")
            return
        refusal = board.match.explain(action)
        if refusal is not None:
            board.refuse(refusal, advice or self._advice(state))
            return
        board.play(action)

    def _advice(self, state: Any) -> str:
        """What to do now, in one sentence (after a refusal)."""
        if state.over:
            return "The game is over: press Reset to play it again."
        k = state.focus.kind
        who = self.game.hero(state, self.viewer_of(state))
        return {"start": "Roll the die (click it or press Roll), or use an item chip.",
                "after_roll": "Press Move to take the roll, or a chip to change it.",
                "duel": "Click a hero on your square to challenge them, or press No thanks.",
                "field": "Press Fight (or a skill chip) or No thanks.",
                "attack": "Click the opponent to attack.",
                }.get(k, f"It is up to {who} {PHASE_TEXT[k]}: use a chip beside the die.")

    def press(self, name: str, board: BoardWidget) -> None:
        state = board.state
        if name == "ready":
            if not self.is_covered(state):
                board.say("Nothing to get ready for: the table is already showing.")
                return
            self.revealed_to = self.viewer_of(state)
            board.say(f"{self.game.hero(state, self.revealed_to)}: your items are face up for you now.")
            return
        if name == "view":
            self.teacher = not self.teacher
            if not self.teacher:
                self.revealed_to = None
            board.say("Teacher view: every hero's items are shown." if self.teacher else
                      "Play view: only the hero to act sees their items (after Ready).")
            return
        if name == "reset":
            match = board.match
            step = board.undo_floor
            def automatic(st: Any) -> bool:   # a chance node the match resolves by itself
                waits = isinstance(match, HandRolledMatch) and st.focus.kind == "roll"
                return self.game.is_chance_node(st) and not waits
            while step < match.length and automatic(match.state_at(step)):
                step += 1
            match.jump(step)
            self.armed = ""
            self.revealed_to = None
            board.say("Back to the start of this game.")
            board.controller.changed(board, "undo")
            board._notify("undo", ())
            return
        if name == "roll":
            if board.game.is_chance_node(state):
                self._play(board, board.match.chance_outcome())
                return
            if state.focus.kind == "start" and not self.is_covered(state):
                self._play(board, Go(1))
                return
            if self.is_covered(state):
                self._play(board, Go(1))
                return
            rule = PHASE_RULES.get(state.focus.kind, "brave_journey.turn.roll-and-move")
            who = self.game.hero(state, self.viewer_of(state)) if not state.over else ""
            text = ("The game is over." if state.over else
                    f"Nothing to roll now: it is up to {who} {PHASE_TEXT[state.focus.kind]}.")
            board.refuse(IllegalAction(rule, text), self._advice(state))
            return
        action = {"move": Move(), "fight": Fight(), "decline": Decline()}.get(name)
        if action is None:
            raise ValueError(f"no button {name!r}")
        self._play(board, action)

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        if ctrl:
            return False
        if key in ("Enter", " ") and self.is_covered(board.state):
            self.press("ready", board)
        elif key in ("r", "R"):
            self.press("roll", board)
        elif key in ("m", "M"):
            self.press("move", board)
        else:
            return False
        return True

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        covered = self.is_covered(state)
        if name == "ready":
            return self.mode == "game", covered
        if name == "view":
            return self.mode == "game", True
        if name == "reset":
            return not self.in_column, True     # a tutorial has its own Reset beside the step
        if state.over or covered:
            return True, False
        legal = self.game.legal_actions(state)
        if name == "roll":
            return True, Go(1) in legal or self.game.is_chance_node(state)
        if name == "move":
            return True, Move() in legal
        if name == "fight":
            return True, Fight() in legal
        if name == "decline":
            return True, Decline() in legal
        return True, True

    # -- words -------------------------------------------------------------------------------------------------------
    def status(self, state: Any, ui: BoardUI) -> str:
        game = self.game
        if state.over:
            names = " and ".join(game.hero(state, w) for w in state.winners)
            how = {"journey": "finished the journey alone", "tournament": "won the final tournament",
                   "score": "ranked first when the game stopped"}.get(state.ending, state.ending)
            verb = "wins" if len(state.winners) == 1 else "share the win"
            return f"Game over: {names} {verb} ({how})."
        seat = self.viewer_of(state)
        who = game.hero(state, seat)
        head = f"Round {state.round}: "
        if self.is_covered(state):
            return head + f"pass the device to {who}, who presses Ready."
        k = state.focus.kind
        here = game.square_label(state.positions[seat])
        if k == "roll":
            return head + f"{who}'s turn on {here}: roll the die (click it or press Roll)."
        if k == "start":
            extra = " or use an item first" if any(isinstance(a, UseItem) for a in game.legal_actions(state)) else ""
            return head + f"{who}'s turn on {here}: roll the die (click it or press Roll){extra}."
        if k == "after_roll":
            dest = (state.positions[state.current] + sum(state.dice) + state.bonus) % game.ring
            rolled = " + ".join(map(str, state.dice)) + (f" + {state.bonus}" if state.bonus else "")
            return head + f"{who} rolled {rolled}: press Move to go to {game.square_label(dest)}, or change the roll."
        if k == "duel":
            return head + f"{who} landed on {here} with other heroes: click one to challenge, or press No thanks."
        if k == "claire":
            return head + f"{who} is targeted: roll No, Thank you! (a 1 or 6 cancels it), or not."
        if k in ("shield", "anchor"):
            return head + f"{who} may react with an item, or let it pass."
        if k == "field":
            return head + f"{who} is on {here}: fight a monster (Fight) or not (No thanks)? Decide before it is drawn."
        if k == "pick_monster":
            return head + f"{who}: click the monster to fight."
        if k == "mission_choice":
            return head + f"{who} is on {here}: draw one mission card or two?"
        if k == "keep":
            return head + f"{who}: keep one of the two cards drawn (a chip)."
        if k == "third":
            return head + f"{who} holds three items: click one to discard it, or use one now."
        if k == "advantage":
            return head + f"{who} is on their special field {here}: use its advantage, or not."
        if k == "attack":
            return head + f"Tournament: {who} rolled highest — click the opponent to attack."
        return head + f"waiting for {PHASE_TEXT[k]}: press Roll."

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        if state.over:
            return Hint((), "The game is over.")
        if self.is_covered(state):
            return Hint((), "Press Ready first.")
        if state.focus.kind not in DECISIONS:
            return Hint((), "Press Roll.")
        action = greedy(self.game, state, random.Random(0))
        words = self.words(state, action)
        marks: tuple = ()
        if isinstance(action, Move):
            dest = (state.positions[state.current] + sum(state.dice) + state.bonus) % self.game.ring
            marks = (("square", dest),)
        return Hint((action,), f"Hint: {words[0].upper()}{words[1:]}.", marks)

    def action_text(self, action: Any) -> str:
        state = self._state
        if not (state is not None and self.shows_all(state)):
            # undo/redo lines are read by the whole table: a card drawn or kept stays unnamed
            if isinstance(action, MissionCard):
                return "draw a mission card"
            if isinstance(action, KeepMission):
                return "keep one of the two cards"
        if isinstance(action, (Roll, MonsterCard, MissionCard)) or state is None:
            return str(action) if not isinstance(action, MissionCard) else self.game.action_text(state, action)
        try:
            return self.game.action_text(state, action)
        except Exception:  # noqa: BLE001 - the words of an action from another position
            return str(action)

    def description(self, board: BoardWidget) -> str:
        settings = self.game.settings
        defaults = BraveJourney.validate_settings({"players": settings["players"]})
        # a deck or board file is named by its file name only: a full path would differ from machine to machine
        extra = "".join(f", {k}={(Path(v).name if k.endswith('_file') and v else v)!r}"
                        for k, v in settings.items() if k != "players" and v != defaults[k])
        return f"players={settings['players']}{extra}, seed={board.match.seed}, mode={self.mode}, layout={self.layout}"

    # -- life cycle -------------------------------------------------------------------------------------------------
    def remember(self, match: Match, ui: BoardUI) -> None:
        self._state = match.state
        self._ui = ui
        i = match.step
        while i > 0 and isinstance(match.actions[i - 1], (Roll, MissionCard, MonsterCard)):
            i -= 1
        self.recent = tuple(match.events_since(max(0, i - 1))) if match.step else ()

    def walk_frames(self, before: Any, events: tuple, ui: BoardUI) -> list[Frame]:
        """The tokens walking the squares they really passed (forward or back), square by square; a teleport
        is one jump. Drawn on the pieces layer from the position before the move; at most MAX_FRAMES frames
        (a long walk skips squares evenly), all in the action's one canvas message."""
        ring = self.game.ring
        positions = list(before.positions)
        steps: list[tuple[int, ...]] = []
        for e in events:
            if isinstance(e, Moved) and e.steps:
                sign = 1 if e.steps > 0 else -1
                for k in range(1, abs(e.steps) + 1):
                    positions[e.player] = (e.start + sign * k) % ring
                    steps.append(tuple(positions))
                positions[e.player] = e.end
            elif isinstance(e, Teleported):
                positions[e.player] = e.end
                steps.append(tuple(positions))
        if len(steps) > self.MAX_FRAMES:
            keep = [round(i * (len(steps) - 1) / (self.MAX_FRAMES - 1)) for i in range(self.MAX_FRAMES)]
            steps = [steps[i] for i in keep]
        frames = []
        for where in steps:
            shown = replace(before, positions=where)
            frames.append(Frame.of(self.STEP_MS, pieces=lambda p, st=shown: self._draw_pieces(p, st, ui)))
        return frames

    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        before = self._state
        if self.animate and kind in ("play", "redo") and before is not None and not self.tournament_view(
                board.state, board.ui):
            frames = self.walk_frames(before, events, board.ui)
            if frames:
                board.animate(frames)
        self.armed = ""       # an item being aimed is put away by any move, undo or new position
        if self.looked_at and self.looked_at[0] == "card":
            self.looked_at = None   # an item's words never stay on the screen for the next player
        if kind == "new":
            self.revealed_to = None
            self.looked_at = None
        self.remember(board.match, board.ui)


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


class HandRolledMatch(Match):
    """A match that rolls and draws by itself (from its seed, like ``Match``) except the movement roll,
    which waits for the player to press Roll (or click the die): a turn starts with a roll the table sees."""

    def _resolve_chance(self) -> None:
        while (self.auto_chance and self.game.is_chance_node(self.state) and not self.game.is_terminal(self.state)
               and self.state.focus.kind != "roll"):
            outcome = self.chance_outcome()
            state, events = self.game.transition(self.state, outcome)
            self._push(outcome, state, events, chance=True)


class BraveJourneyBoard(BoardWidget):
    """A playable Brave Journey board (see the module's text for the clicks, modes and layouts)."""

    def __init__(self, players: int = 4, seed: int = 0, *, mode: str = "game", layout: str = "full",
                 teacher: bool = False, show_highlights: bool = True, animate: bool = True, match: Match | None = None,
                 undo_floor: int = 0, **settings: Any):
        if match is None:
            match = HandRolledMatch(BraveJourney(players=players, **settings), seed)
        elif not isinstance(match.game, BraveJourney):
            raise ValueError(f"a BraveJourneyBoard shows a Brave Journey match, not {match.game.title}")
        controller = BraveJourneyController(match.game, mode=mode, layout=layout, teacher=teacher, animate=animate)
        controller.remember(match, BoardUI(show_highlights=show_highlights))
        super().__init__(match, controller, show_highlights=show_highlights, undo_floor=undo_floor)
        controller.remember(match, self.ui)
        self.info = widgets.HTML()
        self.info.add_class("bj-info")
        self.fontface = widgets.HTML(f"<style>{font_face_css()}</style>", layout=widgets.Layout(display="none"))
        self.children = (self.toolbar, self.canvas, self.status, self.info, self.log_view, self.fontface)
        self._update_texts()

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "BraveJourneyBoard":
        """A board on an existing match (a tutorial step): the learn mode, compact layout."""
        options.setdefault("mode", "learn")
        options.setdefault("layout", "compact")
        return cls(match=match, **options)

    # -- twins ---------------------------------------------------------------------------------------------------
    def click_square(self, n: int) -> None:
        """Click square ``n`` (0 = the Castle): show what it is in the panel under the board."""
        self.click_target(("square", int(n)))

    def click_token(self, character: str) -> None:
        """Click ``character``'s token on the ring."""
        self._twin(("token", character))

    def click_hero(self, character: str) -> None:
        """Click ``character``'s row in the heroes' panel (the same as their token)."""
        self._twin(("hero", character))

    def click_card(self, card: str, character: str | None = None) -> None:
        """Click the item ``card`` (a card id) in ``character``'s hand (default: the hero to act)."""
        state = self.state
        seat = (self.controller.viewer_of(state) if character is None else self.game.seat_of(state, character))
        if seat < 0:
            raise ValueError(f"nobody plays {character!r} in this game")
        held = state.held[seat]
        if card not in held:
            # the same refusal a click on an empty place in the hand would give: nothing to use
            self._act("click", lambda: self.controller._play(self, UseItem(card)))
            return
        self._twin(("card", state.characters[seat], held.index(card)))

    def click_die(self) -> None:
        """Click the die: roll it for the move (the same as Roll)."""
        self._twin(("die",))

    def click_monster(self, card: str) -> None:
        """Click one of the two monsters Aruba drew (Let's be heroes)."""
        self._twin(("monster", card))

    def click_choice(self, words: str) -> None:
        """Click the choice chip whose words are (or start with) ``words``."""
        chips = [w for w, _what, _box in self.controller.chip_boxes(self.state, self.ui)]
        exact = [w for w in chips if w == words] or [w for w in chips if w.startswith(words)]
        if not exact:
            raise ValueError(f"no choice {words!r} now; the choices are {', '.join(map(repr, chips)) or 'none'}")
        self.click_target(("choice", exact[0]))

    @property
    def choices(self) -> list[str]:
        """The words of the choice chips shown now."""
        return [w for w, _what, _box in self.controller.chip_boxes(self.state, self.ui)]

    def _twin(self, target: Target) -> None:
        try:
            self.controller._state, self.controller._ui = self.state, self.ui
            x, y = self.controller.locate(target)
        except ValueError as exc:
            self._act("click", lambda: self.say(str(exc), "refused"))
            return
        self.click(x, y)

    def click_target(self, target: Target) -> None:
        self.controller._state, self.controller._ui = self.state, self.ui
        super().click_target(target)

    @property
    def covered(self) -> bool:
        """True while the hot-seat cover is up."""
        return self.controller.is_covered(self.state)

    @property
    def layout_name(self) -> str:
        return self.controller.layout

    def _size_canvas(self) -> None:
        """Never wider than the output area: the canvas shrinks with it, keeping its shape (JupyterLab with
        its file browser open leaves ~850 px for a 960 px board); clicks still land right."""
        if self._fit:
            super()._size_canvas()
            return
        c, layout = self.controller, self.canvas.layout
        layout.width, layout.height = "auto", "auto"
        layout.max_width, layout.max_height = f"min(100%, {c.width}px)", None

    def fit_column(self, max_height: str = "58vh") -> None:
        """A tutorial's column: the compact layout, shrinking with its column."""
        self.controller.in_column = True
        self.configure(layout="compact")
        super().fit_column(max_height)

    def close(self) -> None:
        for name in ("info", "fontface"):
            w = getattr(self, name, None)
            if w is not None:
                w.close()
        super().close()

    # -- the panel under the canvas ---------------------------------------------------------------------------------
    def _update_texts(self) -> None:
        super()._update_texts()
        info = getattr(self, "info", None)
        if info is None:
            return
        if not self.ui.shows("info"):
            info.value = ""
            info.layout.display = "none"
            return
        info.layout.display = None
        info.value = info_html(self.controller, self.state, self.match)


def info_html(c: BraveJourneyController, state: Any, match: Match) -> str:
    """The panel under the board: the square (or hero, or card) looked at, in English and Chinese, and the
    rules behind the last move (behind a details toggle)."""
    game = c.game
    looked = c.looked_at or ("square", state.positions[c.viewer_of(state)])
    if looked[0] == "card" and not c.shows_all(state):
        # an item's words only while its holder looks at the screen (never under the cover)
        seat = c.viewer_of(state)
        if c.is_covered(state) or looked[1] not in state.held[seat]:
            looked = ("square", state.positions[seat])
    parts = []
    if looked[0] == "square":
        sq = game.square(looked[1])
        kind = {"castle": "The Castle: start, badges and healing", "event": "Event square",
                "mission": "Mission square: draw a mission card", "field": "Field square: fight a monster or not"
                }.get(sq.kind, sq.kind)
        head = f"<b>{escape(game.square_label(sq.number))}</b>"
        if sq.name_zh:
            head += f' <span class="bj-zh" lang="zh-Hant">{escape(sq.name_zh)}</span>'
        aliases = ", ".join(sq.aliases)
        lines = [head + f" — {escape(kind)}."]
        if aliases:
            lines.append(f'Also called <span class="bj-zh" lang="zh-Hant">{escape(aliases)}</span>.')
        if sq.text:
            lines.append(escape(sq.text))
        if sq.special:
            ch = game.characters.get(sq.special)
            if ch is not None:
                lines.append(f"Special field of <b>{escape(ch.name)}</b> "
                             f'<span class="bj-zh" lang="zh-Hant">{escape(ch.name_zh)}</span>: '
                             f"{escape(sq.special_text or ch.field_text)}")
        here = [game.hero(state, q) for q in range(game.players) if state.positions[q] == sq.number]
        if here:
            lines.append("Here now: " + escape(", ".join(here)) + ".")
        parts.append("<br>".join(lines))
    elif looked[0] == "hero":
        ch = game.characters[looked[1]]
        seat = game.seat_of(state, ch.id)
        parts.append(f"<b>{escape(ch.name)}</b> "
                     f'<span class="bj-zh" lang="zh-Hant">{escape(ch.name_zh)}</span> — on '
                     f"{escape(game.square_label(state.positions[seat]))}, {state.hp[seat]} HP, "
                     f"{plural(state.badges[seat], 'badge')}, {plural(len(state.held[seat]), 'item')}.<br>"
                     f"Skill: <b>{escape(ch.skill_name)}</b> "
                     f'<span class="bj-zh" lang="zh-Hant">{escape(ch.skill_name_zh)}</span>: {escape(ch.skill_text)}'
                     f"<br>Special field: {escape(game.square_label(ch.field))}: {escape(ch.field_text)}")
    elif looked[0] == "card":
        m = game.missions.get(looked[1])
        if m is not None:
            zh = f' <span class="bj-zh" lang="zh-Hant">{escape(m.name_zh)}</span>' if m.name_zh else ""
            parts.append(f"<b>{escape(m.name)}</b>{zh}: {escape(m.text)}")
    rules = []
    for e in c.recent:
        rid = getattr(e, "rule", "")
        if rid and rid in game.rules and rid not in rules:
            rules.append(rid)
    if rules:
        items = "".join(f"<li>{escape(game.rules[r].title)} <code>{escape(r)}</code></li>" for r in rules)
        parts.append(f'<details class="rw-why"><summary>Rules behind the last move</summary><ul>{items}</ul>'
                     "</details>")
    return '<div class="bj-info" style="margin:4px 0">' + "".join(f"<div>{x}</div>" for x in parts) + "</div>"


def picture(state: Any, game: BraveJourney | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a Brave Journey position (no widget, no kernel needed): every item face up."""
    game = game or BraveJourney(players=len(state.positions), characters=list(state.characters))
    controller = BraveJourneyController(game, mode="learn", layout="full", animate=False)
    controller._state = state
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Brave Journey, round {state.round}, {game.hero(state, state.current)}'s turn")
