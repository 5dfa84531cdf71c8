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

One hero's turn at a time (``pacing``): in a lesson the match plays the other heroes' turns by itself after the
learner's move; the board keeps the mover's own turn in view (its die, its token, a result box with any card drawn)
until the "Next hero" chip or button (key n), then shows each other hero's turn in turn, then the live position.
Free play never needs it: every movement roll waits for its player.

Readable at 1366×768: ``SCREEN_SCALE`` says how large each layout shows there (the compact board at full size in a
tutorial's 620 px column, the full board at 934/960 in JupyterLab's output area) and no canvas text shows below
``MIN_SCREEN_PX`` (11 px) on screen; a test measures every lesson position and free-play opening.

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

from .board import BraveJourneyBoard, picture
from .controller import MODES, PARTS, BraveJourneyController
from .drawing import (CARD_BACK, CARD_EDGE, CARD_FILL, CHIP_ARMED, CHIP_EDGE, CHIP_FILL, COVER, CURRENT_EDGE,
                      CURRENT_FILL, HERO_COLOURS, HINT, HP_BACK, HP_FULL, HP_LOW, KIND_EDGE, KIND_FILL, KIND_WORD,
                      LOOK_EDGE, MARKS, MUTED, PANEL_EDGE, PANEL_FILL, REACH_EDGE, SHORT, SPARE_COLOURS, TEXT,
                      TOKEN_INK, draw_die, initials)
from .geometry import (COMPACT, FULL, LAYOUTS, MIN_SCREEN_PX, SCREEN_SCALE, Geometry, Places, cell_of, least_size,
                       ring_shape)
from .pacing import NEXT_HERO
from .match import HandRolledMatch
from .texts import CJK_FAMILY, CJK_FONT, FONTS, font_face_css, info_html, plural

__all__ = [
    "BraveJourneyBoard", "picture", "BraveJourneyController", "HandRolledMatch", "info_html", "font_face_css",
    "MODES", "PARTS", "FULL", "COMPACT", "LAYOUTS", "SCREEN_SCALE", "MIN_SCREEN_PX", "least_size", "NEXT_HERO",
    "Geometry", "Places", "ring_shape", "cell_of",
    "FONTS", "CJK_FONT", "CJK_FAMILY", "plural", "draw_die", "initials", "MARKS", "SHORT",
    "TEXT", "MUTED", "KIND_FILL", "KIND_EDGE", "KIND_WORD", "HERO_COLOURS", "SPARE_COLOURS", "TOKEN_INK",
    "CURRENT_FILL", "CURRENT_EDGE", "PANEL_FILL", "PANEL_EDGE", "HP_BACK", "HP_FULL", "HP_LOW",
    "CARD_FILL", "CARD_EDGE", "CARD_BACK", "CHIP_FILL", "CHIP_EDGE", "CHIP_ARMED", "REACH_EDGE", "LOOK_EDGE",
    "HINT", "COVER",
]
