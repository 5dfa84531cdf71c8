"""Abracada...What?'s board: a table of stone rows, life tokens, the number areas and the tower.

    >>> from boardwidgets.abracadawhat import AbracadawhatBoard
    >>> board = AbracadawhatBoard(players=4, seed=0)   # hot seat: the cover is up
    >>> board.press("ready")                           # the player to act looks
    >>> board.cast(3)                                  # same as board.press("cast3")
    >>> board.press("end"); board.press("odds"); board.press("undo")
    >>> board.set_mode("watch")                        # teacher view: every stone shown

There is no grid here: the table is drawn from a *view* of the position — what the person
in front of the screen may see — built from the engine's ``observation`` (play mode), from
the whole state (watch mode, or the game is over) or from nothing but counts (the hot-seat
cover is up). So the drawing, the SVG picture and the status line cannot show a stone the
viewer may not see: they never get it.

Modes: ``"play"`` — whoever is to act is the viewer: their own row face down, everyone
else's face up, their own secret stones face up; with ``hotseat=True`` a pass-the-device
screen hides everything until the player to act presses Ready (kept through undo/redo).
``"watch"`` — the teacher view, every stone face up, marked by a banner on the canvas.

Every area, track and strip carries a label, and a key explains the marks (stone backs and
faces, life left and lost, the ring of the player to act, the tower's markers). Every move gets
an answer in plain words under the status line (``answer``); a spell that works flies from its
caster's row to its number area and changed life tokens blink — frames drawn from what the
viewer already saw, in the move's one canvas message.

Parts a tutorial step may hide (``board.configure(hide=...)``): ``odds`` (the overlay, its
buttons and the hint, which reads it; the key then takes the overlay's band), ``die``, ``tower``
(the score track and the points) and ``mode``. ``configure(seat=p)`` plays as seat ``p``.

Layout (canvas pixels) is public for browser tests: ``area_center(n)`` (clicking a number
area casts that number), ``button_center(name)`` for the canvas buttons end, odds and ready
(on the cover), ``strip_top(seat)``. Toolbar buttons are named ``cast1``..``cast8``, ``end``,
``odds``, ``mode``, ``ready`` (``board.buttons[name]``), besides undo, redo and hint.
Layers, bottom first: table (static), stones, overlay (odds bars, hint ring, odds button,
animation frames), cover (hot-seat screen).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from engine.abracadawhat import (COLOURS, SPELL_NAMES, SPELLS, Abracadawhat, Cast, CastFailed, CastWorked, Draw,
                                 EndTurn, LifeChanged, Refilled, RoundScored, Rolled, TurnEnded, TurnPassed)
from engine.abracadawhat.deduction import odds_from_history
from engine.abracadawhat.game import GOAL, MAX_LIFE
from engine.core import IllegalAction, Match

from .board import BoardUI, BoardWidget, ButtonSpec, Controller, Frame, Hint, Picture, Target, draw_svg
from .paint import Painter
from .textfit import text_width

# -- layout ------------------------------------------------------------------------------
WIDTH = 640
BANNER_H = 28                  # the band across the top: whose view this is
AREA_X0, AREA_Y = 58, 34       # the first number area's top-left corner
AREA_W, AREA_H, AREA_STEP = 58, 92, 62
ODDS_Y = 130                   # the probability overlay's band, under the number areas
INFO_Y = 168                   # secret stones, pool, die, canvas buttons
TOWER_X, TOWER_Y, TOWER_W, TOWER_H = 558, 34, 76, 160
STRIP_Y0, STRIP_H = 202, 58    # one strip per player
NAME_X, NAME_W = 32, 96        # a strip's name, and the tags under it (points, whose turn)
LIFE_X, LIFE_STEP = 134, 12    # a strip's life tokens
STONE_X0, STONE_W, STONE_H, STONE_STEP = 210, 28, 40, 32
TAKEN_X0 = 566                 # secret stones taken with Night Singer, in front of their owner
LEGEND_H = 30                  # the key under the strips (when the odds overlay may show; else it sits in its band)
KEY_SIZE = 11                  # the key's words
CANVAS_BUTTONS = {"end": (430, INFO_Y, 56, 24), "odds": (492, INFO_Y, 58, 24)}   # x, y, w, h
READY_W, READY_H = 120, 40
SLOT_W, SLOT_H = 12, 18        # a stone face up on its number area

# -- colours -----------------------------------------------------------------------------
PLAYER_COLOURS = {"red": "#d62828", "yellow": "#f2c200", "blue": "#1d4ed8", "green": "#2a9d3f", "grey": "#8a8a8a"}
SPELL_COLOURS = {1: "#8b1e1e", 2: "#5b3a8c", 3: "#e58fb8", 4: "#2f6db5", 5: "#e6b800", 6: "#8fd0ea",
                 7: "#e8622c", 8: "#3c9a52"}
SPELL_INK = {n: "black" if n in (3, 5, 6) else "white" for n in SPELLS}
SHORT_NAMES = {1: "Dragon", 2: "Wanderer", 3: "Dream", 4: "Singer", 5: "Tempest", 6: "Blizzard",
               7: "Fireball", 8: "Drink"}
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

MODES = ("play", "watch")
_KEEP = object()               # configure(seat=...) not given: keep the seat
#: parts of the table a tutorial step may hide until it has taught them (``board.configure(hide=...)``):
#: the odds overlay and the hint that reads it, the die, the tower with everyone's points, the Mode button
PARTS = ("odds", "die", "tower", "mode")


def height_for(players: int, key_below: bool = True) -> int:
    """The canvas height: the strips, then the key — unless the odds are hidden (a lesson), when
    the key takes the odds' band under the number areas."""
    return STRIP_Y0 + STRIP_H * players + (LEGEND_H if key_below else 4)


def area_box(spell: int) -> tuple[float, float, float, float]:
    """x, y, w, h of number area ``spell`` (1–8) on the board."""
    if spell not in SPELLS:
        raise ValueError(f"spells are numbered 1 to 8, not {spell!r}")
    return (AREA_X0 + (spell - 1) * AREA_STEP, AREA_Y, AREA_W, AREA_H)


def area_center(spell: int) -> tuple[float, float]:
    """Canvas pixel at the centre of number area ``spell``: clicking there casts that spell."""
    x, y, w, h = area_box(spell)
    return (x + w / 2, y + h / 2)


def slot(spell: int, k: int) -> tuple[float, float]:
    """The top-left corner of the ``k``-th stone (from 0) laid face up on number area ``spell``."""
    x, y, _, _ = area_box(spell)
    return (x + 1 + 14 * (k % 4), y + 38 + 22 * (k // 4))


def ready_box(players: int, key_below: bool = True) -> tuple[float, float, float, float]:
    h = height_for(players, key_below)
    return (WIDTH / 2 - READY_W / 2, h / 2 + 30, READY_W, READY_H)


def button_center(name: str, players: int = 4) -> tuple[float, float]:
    """Canvas pixel of a button drawn on the canvas: end, odds, ready (on the hot-seat cover)."""
    if name == "ready":
        x, y, w, h = ready_box(players)
    elif name in CANVAS_BUTTONS:
        x, y, w, h = CANVAS_BUTTONS[name]
    else:
        raise ValueError(f"no canvas button {name!r}; there are end, odds and ready")
    return (x + w / 2, y + h / 2)


def strip_top(seat: int) -> float:
    """The top edge of seat ``seat``'s strip (its row, life tokens, secret stones)."""
    return STRIP_Y0 + STRIP_H * seat


def life_center(seat: int, k: int) -> tuple[float, float]:
    """The centre of seat ``seat``'s ``k``-th life token (from 0)."""
    return (LIFE_X + LIFE_STEP * k, strip_top(seat) + 15)


def row_stone_box(seat: int, k: int, count: int) -> tuple[float, float, float, float]:
    """x, y, w, h of the ``k``-th of ``count`` stones in seat ``seat``'s row."""
    step = STONE_STEP if count <= 11 else (TAKEN_X0 - 8 - STONE_X0) / count
    return (STONE_X0 + step * k, strip_top(seat) + 7, min(STONE_W, step - 3), STONE_H)


def _inside(x: float, y: float, box: tuple[float, float, float, float]) -> bool:
    bx, by, bw, bh = box
    return bx <= x <= bx + bw and by <= y <= by + bh


def percent(p: Any) -> str:
    """How the overlay writes a probability: ``"62.5%"``."""
    return f"{float(p) * 100:.1f}%"


def expected_text(e: Any) -> str:
    """How the overlay writes an expected count: ``"0.85"``."""
    return f"{float(e):.2f}"


# -- what the person at the screen may see ------------------------------------------------
@dataclass(frozen=True)
class TableView:
    """The table as one person sees it. A row, the secret stones or a player's taken secret
    stones are either a tuple of spell numbers (face up) or an int (that many stones face down).

    ``kind``: ``"player"`` (``viewer`` sees all but their own row and others' secrets),
    ``"all"`` (teacher view or game over) or ``"cover"`` (hot-seat screen: only counts).
    """

    kind: str
    viewer: int | None
    rows: tuple[tuple[int, ...] | int, ...]
    secrets: tuple[int, ...] | int
    taken: tuple[tuple[int, ...] | int, ...]
    board: tuple[int, ...]
    pool_size: int
    life: tuple[int, ...]
    scores: tuple[int, ...]
    alive: tuple[bool, ...]
    current: int
    last_cast: int
    round: int
    winners: tuple[int, ...]


def _expand(counts: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(s for s, k in zip(SPELLS, counts) for _ in range(k))


def table_view(game: Abracadawhat, state: Any, kind: str, seat: int | None = None) -> TableView:
    """Build the view; a ``"player"`` view comes from ``game.observation`` only: of ``seat``, or of
    the player to act when no seat is given."""
    if kind == "player":
        obs = game.observation(state, state.current if seat is None else seat)
        p = obs.player
        return TableView("player", p, tuple(obs.own_row_size if r is None else r for r in obs.rows),
                         obs.secrets_left,
                         tuple(obs.my_secrets if q == p else obs.secrets_taken[q] for q in range(len(obs.rows))),
                         obs.board, obs.pool_size, obs.life, obs.scores, obs.alive, obs.current, obs.last_cast,
                         obs.round, obs.winners)
    if kind == "all":
        return TableView("all", None, state.rows, _expand(state.secrets), state.taken, state.board,
                         sum(state.pool), state.life, state.scores, state.alive, state.current, state.last_cast,
                         state.round, state.winners)
    if kind == "cover":
        return TableView("cover", None, tuple(len(r) for r in state.rows), sum(state.secrets),
                         tuple(len(t) for t in state.taken), state.board, sum(state.pool), state.life,
                         state.scores, state.alive, state.current, state.last_cast, state.round, state.winners)
    raise ValueError(f"view kind must be player, all or cover, not {kind!r}")


def last_roll(match: Match) -> tuple[int, int, int, bool] | None:
    """The last die roll up to the match's current step: (player, value, spell, spell worked)."""
    events = match.events_since(0)
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, Rolled):
            for j in range(i - 1, -1, -1):
                c = events[j]
                if isinstance(c, (CastWorked, CastFailed)) and c.player == e.player:
                    return (e.player, e.value, c.spell, isinstance(c, CastWorked))
            return (e.player, e.value, 0, True)
    return None


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
        p.text(x + w / 2, y + h / 2 + 0.5, str(spell), fill=SPELL_INK[spell], size=max(9, int(h * 0.45)), bold=True,
               max_width=w - 2)


def draw_life_token(p: Painter, x: float, y: float, colour: str, full: bool, r: float = 5) -> None:
    """A life token: filled in the player's colour (life left) or an empty ring (life lost)."""
    if full:
        p.circle(x, y, r, fill=PLAYER_COLOURS[colour], stroke=TEXT)
    else:
        p.circle(x, y, r, fill=STRIP, stroke=LOST)


def _stones(value: tuple[int, ...] | int) -> list[int | None]:
    return [None] * value if isinstance(value, int) else list(value)


def _name(seat: int) -> str:
    return COLOURS[seat]


def _a(n: int) -> str:
    """'a 5' / 'an 8'."""
    return f"an {n}" if n == 8 else f"a {n}"


def _sentence(parts: list[str]) -> str:
    text = "; ".join(p for p in parts if p)
    return (text[:1].upper() + text[1:] + ".") if text else ""


def answer(events: tuple, state: Any) -> str:
    """What a move did, in plain words for the status line: every cast, failure, roll, life change,
    refill (never naming the stone drawn), turn and round end. ``state`` is the position after it."""
    parts: list[str] = []
    turn_over = refilled = scored = False
    for e in events:
        if getattr(e, "quiet", False):
            continue
        if isinstance(e, CastWorked):
            parts.append(f"{_name(e.player)} casts {e.spell}, {SPELL_NAMES[e.spell]}: it works — the stone goes "
                         f"face up on area {e.spell}")
        elif isinstance(e, CastFailed):
            parts.append(f"{_name(e.player)} casts {e.spell}, {SPELL_NAMES[e.spell]}: {_name(e.player)} holds no "
                         f"{e.spell}, so it fails and the turn ends")
            turn_over = True
        elif isinstance(e, Rolled):
            parts.append(f"{_name(e.player)} rolls the die: {e.value}")
        elif isinstance(e, Refilled):
            parts.append(f"{_name(e.player)} draws a new stone from the pool")
            refilled = True
        elif isinstance(e, TurnEnded):
            parts.append(f"{_name(e.player)} ends the turn")
            turn_over = True
        elif isinstance(e, TurnPassed):
            parts.append(("now " + e.text) if not e.skipped else f"now {e.text}")
        elif isinstance(e, RoundScored):
            scored = True
            parts.append(e.text)
        else:   # life, secret stones, knockouts, a new round, the winner: the engine's words are plain
            parts.append(e.text)
    if turn_over and not refilled and not scored and not state.over and not sum(state.pool):
        where = next((i for i, p in enumerate(parts) if p.startswith("now ")), len(parts))
        parts.insert(where, "the pool is empty, so no stone is drawn")
    return _sentence(parts)


class AbracadawhatController(Controller):
    """Draws an Abracada...What? table and turns buttons and clicks into Cast / EndTurn.

    UI state: ``mode`` (play or watch), ``hotseat``, ``covered`` (the pass-the-device screen
    is up), ``revealed_to`` (who last pressed Ready), ``show_odds`` (the probability overlay),
    ``last_roll`` (the last die roll, from the match's events), ``seat`` (play as this seat
    for the whole game — the table is always drawn for its eyes, so no cover is needed).

    Parts a tutorial step may hide (``board.configure(hide=...)``): ``odds`` (the overlay, its
    buttons and the hint, which reads it), ``die``, ``tower`` (the score track and everyone's
    points) and ``mode`` (the button that switches to the teacher view).
    """

    width = WIDTH
    layers = ("table", "stones", "overlay", "cover")
    parts = PARTS
    buttons = tuple(ButtonSpec(f"cast{n}", f"{n} {SHORT_NAMES[n]}", f"Cast {n}: {SPELL_NAMES[n]}") for n in SPELLS) + (
        ButtonSpec("end", "End turn", "Stop casting: end your turn and draw a stone from the pool"),
        ButtonSpec("odds", "Odds", "Show or hide your chance of holding each spell, counted from what you see",
                   part="odds"),
        ButtonSpec("mode", "Teacher view", "Switch between play (your own stones face down) and the teacher view "
                   "(every stone shown)", part="mode"),
        ButtonSpec("ready", "Ready", "The next player has the device: show the table (key Enter)"),
    )
    #: animations: how long a stone flies to its number area, and how long life tokens blink
    FLIGHT_FRAMES, FLIGHT_MS = 6, 45
    BLINK_MS = (200, 110, 200)
    #: at most this many moves of one action are animated (a Show me of a whole round is not a film),
    #: and the answers of at most this many are shown (the event log keeps them all)
    ANIMATED_MOVES, TOLD_MOVES = 2, 3

    def __init__(self, game: Abracadawhat, mode: str = "play", hotseat: bool = True, show_odds: bool = False,
                 seat: int | None = None):
        super().__init__(game)
        if mode not in MODES:
            raise ValueError(f"mode must be 'play' or 'watch', not {mode!r}")
        self._check_seat(seat)
        self.mode = mode
        self.seat = seat
        self.hotseat = bool(hotseat) and seat is None
        self.show_odds = bool(show_odds)
        self.revealed_to: int | None = None
        self.covered = self.mode == "play" and self.hotseat
        self.last_roll: tuple[int, int, int, bool] | None = None
        self._seen: Any = None          # the position last drawn: where an animation starts
        self.match: Any = None          # the board's match: the odds read its history
        self._odds: tuple[Any, list] = (None, [])   # (match, step, viewer) → the odds worked out for it
        self._animated = 0              # moves animated in the message being built
        self._told: list[str] = []      # the answers to the moves of the action being built
        #: the board's UI state (a board shares its own, so the height follows the parts it hides)
        self.ui = BoardUI()

    def _check_seat(self, seat: Any) -> None:
        if seat is not None and (type(seat) is not int or not 0 <= seat < self.game.players):
            raise ValueError(f"seat must be 0..{self.game.players - 1} or None, not {seat!r}")

    @property
    def height(self) -> int:  # type: ignore[override]
        return height_for(self.game.players, self.ui.shows("odds"))

    # -- layout (public: browser tests click these pixels) ------------------------------
    area_center = staticmethod(area_center)
    strip_top = staticmethod(strip_top)

    def button_center(self, name: str) -> tuple[float, float]:
        if name == "ready":
            x, y, w, h = ready_box(self.game.players, self.ui.shows("odds"))
            return (x + w / 2, y + h / 2)
        return button_center(name, self.game.players)

    def locate(self, target: Target) -> tuple[float, float]:
        if target[0] == "area":
            return area_center(int(target[1]))
        if target[0] == "button":
            return self.button_center(str(target[1]))
        raise ValueError(f"no such place on an Abracada...What? table: {target!r}")

    # -- what is shown -----------------------------------------------------------------------
    def is_covered(self, state: Any) -> bool:
        return self.covered and not state.over

    def view_kind(self, state: Any) -> str:
        if self.is_covered(state):
            return "cover"
        if self.mode == "watch" or state.over:
            return "all"
        return "player"

    def view(self, state: Any) -> TableView:
        return table_view(self.game, state, self.view_kind(state), self.seat)

    def odds(self, state: Any) -> list[Any]:
        """The deduction aid for the viewer — the seat played as, else the player to act: the exact odds
        that remember everything that viewer has seen since the deal (``deduction.odds_from_history``,
        which reads only public events and the viewer's own observation); [] when hidden."""
        if state.over or self.is_covered(state):
            return []
        viewer = state.current if self.seat is None or self.mode == "watch" else self.seat
        match = self.match
        if match is None or match.state is not state:    # a picture of a lone position: no history to read
            return self.game.odds_from_table(self.game.observation(state, viewer))
        key = (id(match), match.step, viewer)
        if self._odds[0] != key:
            self._odds = (key, odds_from_history(self.game, match, viewer)
                          or self.game.odds_from_table(self.game.observation(state, viewer)))
        return self._odds[1]

    def forbidden(self, state: Any, spell: int) -> IllegalAction | None:
        """Why casting ``spell`` now is refused (the ascending rule, the game over...), or None."""
        return self.game.explain(state, Cast(spell))

    # -- drawing ---------------------------------------------------------------------------
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
                p.text(x + w / 2, y + 12, str(n), fill=TEXT, size=18, bold=True, max_width=w - 4)
                p.text(x + w / 2, y + 28, SHORT_NAMES[n], fill=TEXT, size=10, max_width=w - 4)
                for k in range(n):
                    sx, sy = slot(n, k)
                    p.rect(sx, sy, SLOT_W, SLOT_H, stroke="#d3c9b3")
        p.text(6, AREA_Y + 12, "board", fill=TEXT, size=11, bold=True, align="left", max_width=AREA_X0 - 10)
        p.text(6, AREA_Y + 27, "number", fill=MUTED, size=10, align="left", max_width=AREA_X0 - 10)
        p.text(6, AREA_Y + 39, "areas", fill=MUTED, size=10, align="left", max_width=AREA_X0 - 10)
        if ui.shows("tower"):
            # the tower: a score track 0..8
            with p.group("tower"):
                p.rect(TOWER_X, TOWER_Y, TOWER_W, TOWER_H, fill=TOWER_FILL, stroke="#b9ad93")
                p.text(TOWER_X + TOWER_W / 2, TOWER_Y + 9, "tower: points", fill=TEXT, size=9, bold=True,
                       max_width=TOWER_W - 6)
                for level in range(GOAL + 1):
                    ly = self._level_y(level)
                    p.line(TOWER_X + 16, ly, TOWER_X + TOWER_W - 4, ly, stroke=TOWER_LINE)
                    p.text(TOWER_X + 9, ly, str(level), fill=TEXT, size=10, bold=level == GOAL, max_width=14)
        p.text(6, INFO_Y + 12, "secret", fill=TEXT, size=11, align="left", max_width=44)
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
                p.text(x + w / 2, y + AREA_H - 7, f"{v.board[n - 1]} of {n}", fill=MUTED, size=10, max_width=w - 4)
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
            p.text(x + w / 2, y + h / 2, "End turn", fill=TEXT if can_end else MUTED, size=11, max_width=w - 4)
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
                tags.append("out of the round")
            elif acting:
                tags.append("to act")
            if tags:
                p.text(12, y + 38, " · ".join(tags), fill=TEXT, size=11, align="left", max_width=LIFE_X - 16)
            with p.group(f"life life-{colour}"):
                for k in range(MAX_LIFE):
                    draw_life_token(p, *life_center(q, k), colour, k < v.life[q])
                p.text(LIFE_X - 5, y + 38, f"life {v.life[q]} of {MAX_LIFE}", fill=TEXT, size=11, align="left",
                       max_width=STONE_X0 - LIFE_X - 2)
            stones = _stones(v.rows[q])
            with p.group(f"row row-{colour}"):
                for k, s in enumerate(stones):
                    draw_stone(p, *row_stone_box(q, k, len(stones)), s)
                if not stones:
                    p.text(STONE_X0, y + 27, "no stones", fill=MUTED, size=11, align="left", max_width=120)
            taken = _stones(v.taken[q])
            if taken:
                with p.group(f"taken taken-{colour}"):
                    p.text(TAKEN_X0, y + 8, "secret", fill=TEXT, size=10, align="left", max_width=WIDTH - 8 - TAKEN_X0)
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
                p.text(x + w / 2, y + h / 2, "Odds on" if self.show_odds else "Odds", fill=TEXT, size=11,
                       max_width=w - 4)
        if self.show_odds and ui.shows("odds") and not covered:
            odds = self.odds(state)
            if odds:
                who = COLOURS[state.current if self.seat is None or self.mode == "watch" else self.seat]
                with p.group("odds-labels"):
                    p.circle(10, ODDS_Y + 4, 4, fill=PLAYER_COLOURS[who], stroke=TEXT)
                    p.text(17, ODDS_Y + 4, who, fill=TEXT, size=9, bold=True, align="left", max_width=AREA_X0 - 20)
                    p.text(6, ODDS_Y + 17, "chance", fill=TEXT, size=9, align="left", max_width=AREA_X0 - 8)
                    p.text(6, ODDS_Y + 28, "how many", fill=TEXT, size=9, align="left", max_width=AREA_X0 - 8)
                for o in odds:
                    ax, _, aw, _ = area_box(o.spell)
                    with p.group(f"odds-bar spell-{o.spell}"):
                        p.rect(ax, ODDS_Y, aw, 7, fill=BAR_BACK)
                        if o.at_least_one:
                            p.rect(ax, ODDS_Y, aw * float(o.at_least_one), 7, fill=BAR)
                        p.text(ax + aw / 2, ODDS_Y + 17, percent(o.at_least_one), fill=TEXT, size=10, bold=True,
                               max_width=aw)
                        p.text(ax + aw / 2, ODDS_Y + 28, expected_text(o.expected), fill=TEXT, size=9, max_width=aw)
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

    # -- animation -------------------------------------------------------------------------------
    def _animate(self, board: BoardWidget, before: Any, events: tuple) -> None:
        """A stone that worked flies from its caster's row to its number area; life tokens that
        changed blink in their new state. Drawn from what the viewer saw before the move (so
        nothing hidden shows), on the overlay layer, in the move's one canvas message."""
        cast = next((e for e in events if isinstance(e, (CastWorked, CastFailed))), None)
        if cast is None or self._animated >= self.ANIMATED_MOVES:
            return
        if self.mode == "play" and self.hotseat and self.revealed_to != before.current:
            return                                  # nobody was looking: nothing to show
        kind = "all" if self.mode == "watch" or before.over else "player"
        v0 = table_view(self.game, before, kind, self.seat)
        ui = board.ui
        # a second move in the same message: the stones on screen are older than ``before``
        first: dict[str, Any] = {"stones": self._stones_of(v0, before, ui)} if self._animated else {}
        frames: list[Frame] = []
        landed: list[Callable[[Painter], None]] = []     # what stays drawn once the stone has landed
        if isinstance(cast, CastWorked):
            q, spell = cast.player, cast.spell
            row = v0.rows[q]
            count = len(row) if isinstance(row, tuple) else row
            k = row.index(spell) if isinstance(row, tuple) else count - 1
            x0, y0, w0, h0 = row_stone_box(q, k, count)
            x1, y1 = slot(spell, v0.board[spell - 1])
            gap = self._gap((x0, y0, w0, h0))
            landed = [gap, self._landed(spell, v0.board[spell - 1])]
            n = self.FLIGHT_FRAMES
            for i in range(1, n + 1):
                t = i / n
                t = t * t * (3 - 2 * t)             # ease in and out
                box = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, w0 + (SLOT_W - w0) * t, h0 + (SLOT_H - h0) * t)
                layers = {**(first if i == 1 else {}), "overlay": self._paints(gap, self._flight(box, spell))}
                frames.append(Frame.of(self.FLIGHT_MS, **layers))
        old = list(v0.life)
        new = list(v0.life)
        for e in events:
            if isinstance(e, LifeChanged) and e.change:
                new[e.player] = e.life
        changed = {q: (old[q], new[q]) for q in range(len(old)) if old[q] != new[q]}
        if changed:
            for i, ms in enumerate(self.BLINK_MS):
                tokens = self._life_tokens(changed, rings=i % 2 == 0)
                layers = {**(first if not frames else {}), "overlay": self._paints(*landed, tokens)}
                frames.append(Frame.of(ms, **layers))
        if frames:
            board.animate(frames)
            self._animated += 1

    def _stones_of(self, v: TableView, state: Any, ui: BoardUI) -> Callable[[Painter], None]:
        return lambda p: self._paint_stones(p, v, state, ui)

    @staticmethod
    def _paints(*paints: Callable[[Painter], None]) -> Callable[[Painter], None]:
        def paint(p: Painter) -> None:
            for one in paints:
                one(p)
        return paint

    @staticmethod
    def _gap(box: tuple[float, float, float, float]) -> Callable[[Painter], None]:
        """The empty place a stone leaves in its row."""
        x, y, w, h = box
        return lambda p: p.rect(x - 1, y - 1, w + 2, h + 2, fill=STRIP)

    @staticmethod
    def _landed(spell: int, k: int) -> Callable[[Painter], None]:
        """The stone on its number area, and the area's new count."""
        def paint(p: Painter) -> None:
            sx, sy = slot(spell, k)
            p.rect(sx, sy, SLOT_W, SLOT_H, fill=SPELL_COLOURS[spell], stroke="#1c1726")
            x, y, w, _ = area_box(spell)
            p.rect(x + 2, y + AREA_H - 14, w - 4, 13, fill=AREA)
            p.text(x + w / 2, y + AREA_H - 7, f"{k + 1} of {spell}", fill=MUTED, size=10, max_width=w - 4)
        return paint

    @staticmethod
    def _flight(box: tuple[float, float, float, float], spell: int) -> Callable[[Painter], None]:
        def paint(p: Painter) -> None:
            with p.group("flying"):
                x, y, w, h = box
                p.rect(x - 1, y - 1, w + 2, h + 2, stroke=HINT, width=2)
                draw_stone(p, x, y, w, h, spell)
        return paint

    @staticmethod
    def _life_tokens(changed: dict[int, tuple[int, int]], rings: bool) -> Callable[[Painter], None]:
        """The life tokens that changed, drawn in their new state (with a ring: lost red, gained
        green), and the new count under them."""
        def paint(p: Painter) -> None:
            for q, (old, new) in changed.items():
                colour = COLOURS[q]
                with p.group(f"life-change life-change-{colour}"):
                    for k in range(min(old, new), max(old, new)):
                        x, y = life_center(q, k)
                        p.circle(x, y, 6, fill=STRIP)
                        draw_life_token(p, x, y, colour, k < new)
                        if rings:
                            p.circle(x, y, 8, stroke=HINT if new > old else "#c0392b", width=3)
                    y = strip_top(q)
                    p.rect(LIFE_X - 6, y + 31, STONE_X0 - LIFE_X, 14, fill=STRIP)
                    p.text(LIFE_X - 5, y + 38, f"life {new} of {MAX_LIFE}", fill=TEXT, size=11, align="left",
                           max_width=STONE_X0 - LIFE_X - 2)
        return paint

    # -- input -------------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        if self.is_covered(state):
            if _inside(x, y, ready_box(self.game.players, ui.shows("odds"))):
                return ("button", "ready")
            return ("cover",)
        for n in SPELLS:
            if _inside(x, y, area_box(n)):
                return ("area", n)
        for name, box in CANVAS_BUTTONS.items():
            if _inside(x, y, box) and (name != "odds" or ui.shows("odds")):
                return ("button", name)
        return None

    def activate(self, target: Target, board: BoardWidget) -> None:
        if target[0] == "area":
            self._cast(board, int(target[1]))
        elif target[0] == "cover":
            board.say(f"Pass the device to {COLOURS[board.state.current]}, who presses Ready.")

    def press(self, name: str, board: BoardWidget) -> None:
        if name.startswith("cast") and name[4:].isdigit():
            self._cast(board, int(name[4:]))
        elif name == "end":
            if self._blocked(board):
                return
            refusal = board.match.explain(EndTurn())
            if refusal is not None:
                board.refuse(refusal, self.advice(board.state, refusal))
                return
            board.play(EndTurn())
        elif name == "ready":
            self._ready(board)
        elif name == "odds":
            self.show_odds = not self.show_odds
            board.say("Odds shown: under each number, the chance that you hold at least one of that spell, and "
                      "how many you hold on average — counted only from what you can see." if self.show_odds
                      else "Odds hidden.")
        elif name == "mode":
            self.set_mode("watch" if self.mode == "play" else "play")
            board.say("Teacher view: every stone is shown." if self.mode == "watch" else
                      "Play: the player to act sees every row but their own.")
        else:
            raise ValueError(f"no button {name!r}")

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        if ctrl:
            return False
        if key in ("Enter", " ") and self.is_covered(board.state):
            self._ready(board)
        elif key in tuple("12345678"):
            self._cast(board, int(key))
        elif key in ("e", "E"):
            self.press("end", board)
        elif key in ("o", "O") and board.ui.shows("odds"):
            self.press("odds", board)
        else:
            return False
        return True

    def _blocked(self, board: BoardWidget) -> bool:
        if self.is_covered(board.state):
            board.say(f"Press Ready first: the device is passing to {COLOURS[board.state.current]}.", "refused")
            return True
        return False

    def _cast(self, board: BoardWidget, spell: int) -> None:
        if self._blocked(board):
            return
        refusal = board.match.explain(Cast(spell))
        if refusal is not None:
            board.refuse(refusal, self.advice(board.state, refusal))
            return
        board.play(Cast(spell))

    def advice(self, state: Any, refusal: IllegalAction) -> str:
        """What to do instead of a refused cast or End turn, in one sentence."""
        if refusal.rule == "abracadawhat.cast.continue":
            return f"Cast {state.last_cast} or higher, or press End turn."
        if refusal.rule == "abracadawhat.game.over":
            return "Start a new board to play again."
        if refusal.rule == "abracadawhat.cast.announce" and not state.last_cast:
            return "Cast a spell first: click a number area or a number button."
        return ""

    def _ready(self, board: BoardWidget) -> None:
        state = board.state
        if not self.is_covered(state):
            board.say("Nothing to get ready for: the table is already showing.")
            return
        self.covered = False
        self.revealed_to = state.current
        board.say(f"{COLOURS[state.current]}: your own stones face away from you — cast a number you hope "
                  "you hold.")

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be 'play' or 'watch', not {mode!r}")
        if mode != self.mode:
            self.mode = mode
            # into play: whoever holds the device has seen everything, so the player to act
            # must press Ready before the table shows again
            self.revealed_to = None
        self.covered = self.mode == "play" and self.hotseat and self.revealed_to is None

    # -- words -------------------------------------------------------------------------------
    def status(self, state: Any, ui: BoardUI) -> str:
        if state.over:
            names = " and ".join(COLOURS[w] for w in state.winners)
            scores = ", ".join(f"{COLOURS[q]} {s}" for q, s in enumerate(state.scores))
            return f"Game over: {names} {'wins' if len(state.winners) == 1 else 'share the win'} ({scores} points)."
        colour = COLOURS[state.current]
        if self.is_covered(state):
            return f"Round {state.round}: pass the device to {colour}, who presses Ready."
        if state.last_cast and self.game.settings["variant"] != "easy":
            todo = f"cast {state.last_cast} or higher, or press End turn"
        elif state.last_cast:
            todo = "cast again (any number), or press End turn"
        else:
            todo = "cast a spell: click a number area or a number button"
        if self.mode == "watch":
            view = "teacher view: every stone shown"
        else:
            viewer = COLOURS[state.current if self.seat is None else self.seat]
            view = f"{viewer}'s view: {viewer}'s own stones face down"
        return f"Round {state.round}: {colour} to {todo} ({view})."

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        """The most probable spell among those allowed now, from the player's own observation."""
        if state.over:
            return Hint((), "The game is over.")
        if self.is_covered(state):
            return Hint((), "Press Ready first.")
        if not ui.shows("odds"):
            return Hint((), "No hint here: press Show me to watch the task done.")
        odds = [o for o in self.odds(state) if self.forbidden(state, o.spell) is None]
        if not odds:
            return Hint((), "No spell can be cast now.")
        best = max(odds, key=lambda o: (o.at_least_one, o.spell))
        return Hint((Cast(best.spell),),
                    f"Hint: cast {best.spell} ({SPELL_NAMES[best.spell]}) — of the spells you may cast now, it is "
                    f"the one you most likely hold ({float(best.at_least_one):.0%} chance).",
                    marks=(("area", best.spell),))

    def history_locked(self, state: Any) -> str | None:
        if self.mode == "play" and not state.over:
            return ("Undo and redo work in the teacher view only: in play, taking back a spell would tell you which "
                    "stones you hold.")
        return None

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        covered = self.is_covered(state)
        if name == "ready":
            return covered, True
        if name.startswith("cast"):
            return True, not state.over
        if name == "end":
            return True, bool(state.last_cast) and not state.over and not covered
        if name == "odds":
            return True, not state.over
        return True, True

    def cast_tooltip(self, state: Any, spell: int) -> tuple[str, bool]:
        """(tooltip, allowed now) for cast button ``spell``: a forbidden one says why, in plain words."""
        base = f"Cast {spell}: {SPELL_NAMES[spell]}"
        if self.is_covered(state):
            return f"{base} — press Ready first", False
        refusal = self.forbidden(state, spell)
        if refusal is None:
            return base, True
        return f"{base} — not allowed now: {refusal.message}", False

    # -- life cycle ----------------------------------------------------------------------------
    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        self.match = board.match
        before = self._seen
        self.last_roll = last_roll(board.match)
        if kind == "new":
            self._told = []
        if kind in ("play", "redo") and events:
            # several moves in one action (a Show me): the answers of the last few, oldest first
            self._told.append(answer(events, board.state))
            shown = self._told[-self.TOLD_MOVES:]
            board.say(("… " if len(self._told) > len(shown) else "") + " ".join(shown))
        if kind == "play" and before is not None:
            self._animate(board, before, events)
        if kind == "new" or (kind in ("undo", "redo") and self.covered):
            # whoever holds the device has not shown who they are: nobody's view until Ready
            self.revealed_to = None
        state = board.state
        self.covered = (self.mode == "play" and self.hotseat and not state.over
                        and state.current != self.revealed_to)
        self._seen = state

    def configure(self, mode: str | None = None, hotseat: bool | None = None, odds: bool | None = None,
                  seat: Any = _KEEP, **options: Any) -> None:
        super().configure(**options)
        if seat is not _KEEP:
            self._check_seat(seat)
            self.seat = seat
            if seat is not None:
                hotseat = False
        if odds is not None:
            self.show_odds = bool(odds)
        if hotseat is not None:
            self.hotseat = bool(hotseat) and self.seat is None
            if not self.hotseat:
                self.covered = False
        if mode is not None or hotseat is not None:
            self.set_mode(self.mode if mode is None else mode)

    def action_text(self, action: Any) -> str:
        """Undo/redo name the casts and rolls, never a drawn stone (a refill, a deal, a secret pick)."""
        return "" if isinstance(action, Draw) else str(action)

    def description(self, board: BoardWidget) -> str:
        settings = self.game.settings
        defaults = Abracadawhat.validate_settings({"players": settings["players"]})
        extra = "".join(f", {k}={v!r}" for k, v in settings.items() if k != "players" and v != defaults[k])
        hot = "" if self.hotseat or self.mode == "watch" or self.seat is not None else ", hotseat=False"
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"players={settings['players']}{extra}, seed={board.match.seed}, mode={self.mode}{hot}{seat}"


class AbracadawhatBoard(BoardWidget):
    """A playable Abracada...What? table.

    ``AbracadawhatBoard(players=4, seed=0, mode="play", hotseat=True, odds=False, seat=None, **settings)``;
    ``seat=p`` plays as seat p for the whole game: the table is drawn for p's eyes (no cover).
    settings are the engine's (variant, refill, next_start, die_faces, first_player). Deals,
    refills, Night Singer picks and die rolls are drawn by the match from its seed.
    Twins: ``cast(n)`` / ``press("cast3")``, ``press("end")``, ``press("ready")``,
    ``press("odds")``, ``press("undo")``, ``set_mode("watch" | "play")``, ``click(x, y)``.
    """

    area_center = staticmethod(area_center)
    strip_top = staticmethod(strip_top)

    def __init__(self, players: int = 4, seed: int = 0, *, mode: str = "play", hotseat: bool = True,
                 odds: bool = False, seat: int | None = None, match: Match | None = None, undo_floor: int = 0,
                 **settings: Any):
        if match is None:
            match = Match(Abracadawhat(players=players, **settings), seed)
        elif not isinstance(match.game, Abracadawhat):
            raise ValueError(f"an AbracadawhatBoard shows an Abracada...What? match, not {match.game.title}")
        controller = AbracadawhatController(match.game, mode=mode, hotseat=hotseat, show_odds=odds, seat=seat)
        controller.last_roll = last_roll(match)
        controller.match = match
        controller._seen = match.state
        super().__init__(match, controller, show_highlights=False, undo_floor=undo_floor)
        controller.ui = self.ui          # the canvas's height follows the parts a lesson hides
        self.toolbar.layout.flex_flow = "row wrap"

    @classmethod
    def from_match(cls, match: Match, **options: Any) -> "AbracadawhatBoard":
        """A board on an existing match (a tutorial step): the teacher view unless ``mode`` says otherwise."""
        options.setdefault("mode", "watch")
        options.setdefault("hotseat", False)
        return cls(match=match, **options)

    # -- twins ---------------------------------------------------------------------------------
    def cast(self, spell: int) -> None:
        """Cast ``spell`` (1–8), as the toolbar button ``cast{spell}`` does."""
        if spell not in SPELLS:
            raise ValueError(f"spells are numbered 1 to 8, not {spell!r}")
        self.press(f"cast{spell}")

    def set_mode(self, mode: str) -> None:
        """``"play"`` (hot seat: whoever is to act sees all rows but their own) or ``"watch"`` (teacher view)."""
        if mode not in MODES:
            raise ValueError(f"mode must be 'play' or 'watch', not {mode!r}")
        self.configure(mode=mode)

    def button_center(self, name: str) -> tuple[float, float]:
        """Canvas pixel of a canvas button: end, odds, ready (on the cover)."""
        return button_center(name, self.game.players)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return self.controller.mode

    @property
    def covered(self) -> bool:
        """True while the hot-seat screen hides the table."""
        return self.controller.is_covered(self.state)

    @property
    def viewer(self) -> int | None:
        """Whose eyes the table is drawn for (None: everything shown, or the cover is up)."""
        return self.controller.view(self.state).viewer

    @property
    def show_odds(self) -> bool:
        return self.controller.show_odds

    def odds(self) -> list[Any]:
        """What the probability overlay shows: the viewer's exact odds, remembering the round ([] when hidden)."""
        return self.controller.odds(self.state) if self.controller.show_odds else []

    # -- toolbar -----------------------------------------------------------------------------------
    def _button_state(self, name: str) -> tuple[bool, bool]:
        if name == "highlights":  # nothing on this table to highlight
            return False, False
        visible, enabled = super()._button_state(name)
        if name == "hint":        # the hint reads the odds: hidden with them
            visible = visible and self.ui.shows("odds")
        return visible, enabled

    def _update_texts(self) -> None:
        super()._update_texts()
        c, state = self.controller, self.state
        for n in SPELLS:
            button = self.buttons[f"cast{n}"]
            tooltip, allowed = c.cast_tooltip(state, n)
            button.tooltip = tooltip
            # greyed, yet clickable: a click explains the refusal in the status line
            button.style.button_color = None if allowed else "#e6e6e6"
            button.style.text_color = None if allowed else "#9a9a9a"
        self.buttons["odds"].button_style = "info" if c.show_odds else ""
        self.buttons["mode"].description = "Play view" if c.mode == "watch" else "Teacher view"
        self.buttons["mode"].tooltip = ("Back to play: your own stones face down" if c.mode == "watch" else
                                        "The teacher view: every stone shown")


def picture(state: Any, game: Abracadawhat | None = None, title: str | None = None) -> Picture:
    """A static SVG picture of a position in the teacher view (every stone shown)."""
    game = game or Abracadawhat(players=len(state.rows))
    controller = AbracadawhatController(game, mode="watch", hotseat=False)
    svg = draw_svg(controller, state, title=title or controller.status(state, BoardUI()))
    return Picture(svg, f"Abracada...What?, round {state.round}")
