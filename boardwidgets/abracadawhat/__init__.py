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

The package, by responsibility: ``geometry`` (layout: where areas, strips, tokens and buttons
are), ``view`` (what the person at the screen may see), ``drawing`` (colours, the pieces drawn
through the Painter, each layer), ``animation`` (flights and blinks), ``input`` (where a click,
button or key becomes an action), ``texts`` (status, hint, advice, answers), ``controller``
(``AbracadawhatController`` composing those parts) and ``board`` (``AbracadawhatBoard`` and
``picture``).
"""
from __future__ import annotations

from .board import AbracadawhatBoard, picture
from .controller import MODES, PARTS, AbracadawhatController
from .drawing import (AREA, BACK, BACK_MARK, BANNER_PLAY, BANNER_WATCH, BAR, BAR_BACK, BUTTON_OFF, BUTTON_ON, HINT,
                      LOST, MUTED, PLAYER_COLOURS, SPELL_COLOURS, SPELL_INK, STRIP, TABLE, TEXT, TOWER_FILL,
                      TOWER_LINE, draw_life_token, draw_stone)
from .geometry import (AREA_H, AREA_STEP, AREA_W, AREA_X0, AREA_Y, BANNER_H, CANVAS_BUTTONS, INFO_Y, KEY_SIZE,
                       LEGEND_H, LIFE_STEP, LIFE_X, NAME_W, NAME_X, ODDS_Y, READY_H, READY_W, SLOT_H, SLOT_W,
                       STONE_H, STONE_STEP, STONE_W, STONE_X0, STRIP_H, STRIP_Y0, TAKEN_X0, TOWER_H, TOWER_W, TOWER_X,
                       TOWER_Y, WIDTH, area_box, area_center, button_center, height_for, life_center, ready_box,
                       row_stone_box, slot, strip_top)
from .texts import SHORT_NAMES, answer, expected_text, percent
from .view import TableView, last_roll, table_view

__all__ = [
    # the widget, its controller, a picture without a widget
    "AbracadawhatBoard", "AbracadawhatController", "picture", "MODES", "PARTS",
    # layout (geometry)
    "AREA_H", "AREA_STEP", "AREA_W", "AREA_X0", "AREA_Y", "BANNER_H", "CANVAS_BUTTONS", "INFO_Y", "KEY_SIZE",
    "LEGEND_H", "LIFE_STEP", "LIFE_X", "NAME_W", "NAME_X", "ODDS_Y", "READY_H", "READY_W", "SLOT_H", "SLOT_W",
    "STONE_H", "STONE_STEP", "STONE_W", "STONE_X0", "STRIP_H", "STRIP_Y0", "TAKEN_X0", "TOWER_H", "TOWER_W", "TOWER_X",
    "TOWER_Y", "WIDTH", "area_box", "area_center", "button_center", "height_for", "life_center", "ready_box",
    "row_stone_box", "slot", "strip_top",
    # what the viewer may see
    "TableView", "last_roll", "table_view",
    # drawing
    "AREA", "BACK", "BACK_MARK", "BANNER_PLAY", "BANNER_WATCH", "BAR", "BAR_BACK", "BUTTON_OFF", "BUTTON_ON", "HINT",
    "LOST", "MUTED", "PLAYER_COLOURS", "SPELL_COLOURS", "SPELL_INK", "STRIP", "TABLE", "TEXT", "TOWER_FILL",
    "TOWER_LINE", "draw_life_token", "draw_stone",
    # words
    "SHORT_NAMES", "answer", "expected_text", "percent",
]
