"""Magic Maze's board: the mall as it grows, the four heroes, every seat's action tile, the sand timer.

    >>> from boardwidgets.magic_maze import MagicMazeBoard
    >>> board = MagicMazeBoard(players=4, seed=0, scenario=1, mode="learn")
    >>> board.press("clock")              # Start: turns the sand timer over (and runs the real-time clock)
    >>> board.click_hero("orange")        # select the orange dwarf (a click on it)
    >>> board.click_space("1A", 4, 3)     # the one action that gets it there (move, vortex, escalator)
    >>> board.click_hero("orange")        # on its own exploration space: explore (or press("explore"))
    >>> board.tick(5)                     # five seconds of sand pass, exactly as the clock does it
    >>> board.pawn(3)                     # the "Do Something!" pawn in front of seat 3 (a click on its slot)

``MagicMazeBoard(players=4, seed=0, scenario=1, mode="learn", seat=1, pace=1.0, clock=True,
show_highlights=True, clock_interval=1.0, layout=None, **settings)``; settings are the engine's
(``action_tiles`` to deal the tiles by hand); ``clock_interval`` is the wall time of one game
second (tests shorten it). ``match=`` puts the board on an existing ``Match`` instead. ``MagicMazeBoard.from_match(match, **options)`` puts a board on an existing
match — a tutorial step: learning mode (undo allowed) with the real-time clock off unless
``clock=True`` (the timer shows "paused (tutorial)"; ``tick`` still lets time pass), in the
compact layout unless ``layout="full"``.

Layouts (``layout=``, ``board.configure(layout=...)``, read back ``board.layout``):

* ``"full"`` — a 960×540 canvas: the mall in a 616×492 area, the panel beside it (the free-play
  board; the default of ``MagicMazeBoard(...)``), shown at most ``FIT_HEIGHT`` tall so the status line
  under it stays in view on a 1366×768 laptop.
* ``"compact"`` — a 640×440 canvas for a narrow column (a tutorial shows the board about 620 px
  wide and at most 58vh high): the mall as tall as the canvas, the panel beside it with fewer
  words and larger letters, the highlight legend at the foot of the panel. ``from_match`` picks it, and so does ``fit_column()`` (what a
  tutorial calls) on a board whose layout was not chosen.

Modes (``board.mode``; the status line always says which one is on):

* ``"learn"`` — one person plays every seat with the mouse and the keys; each action is
  performed by the first seat whose action tile holds it (the log says which); undo allowed.
* ``"game"`` — the same, but no undo: a legal action cannot be taken back
  (``magic_maze.mistakes``; ``history_locked`` says so).
* ``"practice"`` — the person holds seat ``seat``; bots hold the others and act on the clock's
  ticks, ``pace`` actions per second each, following the planner (``engine.magic_maze.planner``):
  on each tick a bot performs the plan's next action if its own action tile holds it. A bot that
  waits for you puts the "Do Something!" pawn in front of you; your click on a bot's pawn slot
  puts the pawn in front of it and it acts at once. Mouse and keys act for your seat only (a
  refusal names the seat that holds the action). No undo.
* A tutorial step's options (``lesson``): ``mode="practice"`` with ``seat`` hands the learner one seat
  beside bots that follow the step's ``plan`` (they answer the learner's action at once while the clock
  stands still, on its ticks while it runs, or when the learner puts the pawn in front of them; a click for
  another seat's action says which bot holds it and what to do instead); ``clock=True`` runs the real sand
  timer (Run clock; **Retry** after the sand runs out); ``undo=False`` with ``undo_reason`` switches Undo
  off and the status line says why. ``demo_pause(seconds)`` is Show me's pause: sand passes in a clock step.
* ``"together"`` — two to four people share the keyboard, each seat with its own keys (printed
  on its action tile in the panel); the engine records the seat whose keys did it. The mouse is
  for the clock and the pawns only. No undo.

Mouse: click a hero to select it; the spaces it can reach light up by action — green with an
arrow: a move in that direction, violet ring: a vortex of its colour, blue steps: the other end
of its escalator, a gold ring on the hero: it may explore from here. Click a lit space to
perform the one action that gets there (a move first, then the escalator, then a vortex); click
the selected hero again to explore (or press Explore), or to let go of it.

Keys in learn, game and practice mode: ``o`` ``y`` ``p`` ``g`` select the orange dwarf, yellow
barbarian, purple mage, green elf; arrow keys (or ``w`` ``a`` ``s`` ``d``) move the selected hero
one space, with Shift as far as it goes; ``v`` vortex (each press: the next free vortex of its
colour), ``e`` escalator, ``x`` explore, ``t`` turn a tile (solo), Escape lets go of the hero,
the space bar starts or pauses the clock; ``u`` undo, ``h`` hint (the board's).

Keys in together mode (each seat: choose hero, north, west, south, east, special; Shift with a
move key: as far as it goes; "special" explores when the hero can, else takes its escalator,
else jumps to the next free vortex of its colour — whichever the seat holds)::

    seat 1:  Q   W  A  S  D   E
    seat 2:  U   I  J  K  L   O
    seat 3:  R   T  F  G  H   Y
    seat 4:  ,   ↑  ←  ↓  →   .

Twins (the browser's events call exactly these): ``click_space(tile, row, col)``,
``click_hero(colour)``, ``click_target(target)``, ``click(x, y)``, ``press(name)`` (undo, redo,
hint, highlights, clock, explore, turn, stop), ``pawn(seat)``, ``choose_scenario(...)``, ``key(name, shift=False)``, ``play(action)``,
``tick(seconds=1)`` (what the clock does each second: time passes, then in practice mode the
bots act), ``select(colour)``. Read back: ``state``, ``selected``, ``status_text``,
``log_lines``, ``errors``, ``clock`` (its ``running``), ``mode``, ``seat``, ``bots``.

Targets (``controller.hit_test`` / ``locate``): ``("hero", colour)``, ``("space", tile, row,
col)`` (row and col counted from 1 as the tile lies, north up, as in every text),
``("pawn", seat)``, ``("button", "clock")``, ``("button", "turn")`` (solo).
Layers, bottom first: ``mall`` (the tiles, their walls and spaces, row/col labels 1–4 along each
tile's top and left edge, the tile's number in its corner, passages), ``highlights`` (where the
selected hero can go, the hint), ``heroes`` (heroes, selection, out-of-order markers),
``panel`` (talking banner, score, theft and escapes, every seat's action tile and pawn slot,
the solo piles), ``timer`` (the sand timer: the only layer a clock tick repaints).
Parts a tutorial step may hide (``board.configure(hide=[...])``): timer, talking, seats, pawns,
theft, stack.

Scenarios 4–17 on the board:

* 9 (Follow the leader): the leader's row says it holds no action tile and alone uses the Do Something! pawn;
  a pawn click is placed by the leader.
* 13 (Two malls): the two malls are drawn apart, each fitted to its half of the mall area (side by side in the
  full layout, one above the other in the compact one), each under a caption; a vortex click crosses over.
* Markers: a used crystal ball and a smashed camera carry the red out-of-order cross (on a dark casing); unused
  hourglasses closed by two working cameras wear a red ring; the panel says how many cameras work.
* 11 (Rearrangement): at a discard the tiles that may go are tinted amber; a click on one picks it (pink) and
  lights its partners (green); a click on a partner discards the pair. The panel lists the pairs as buttons
  (target ``("pair", first, second)``) in place of the seats. No pair: the banner says the game is lost.
* The crystal ball (5 on): a click on the selected mage standing on a working ball (or Explore) lights every
  exploration space with room (blue); a click there lays the tile; then a second, or the "Stop after one tile"
  button (``press("stop")``).
* The banner reads ``communication(state)``: talking allowed, gestures only (12), silence (14), eyes only and
  no pawn (15). An open stack (8, 13) shows its top tile in the panel.
* 10 and 17: a hero on its exit for good is drawn with a white ring and a green tick; in 10 the selected hero's
  items (before the theft) or exits (after) of other colours are framed in its colour.
* The scenario picker (free play and practice: ``picker=`` to force it): a Scenario dropdown 1–17, Stack and
  Start for 8–17; its twin ``choose_scenario(scenario, stack=None, start=None, leader=None)`` starts a new
  game for the same table and seed, or refuses a bad combination with the engine's words and changes nothing.

Sizes on screen (``sizes``): at the width each layout is shown on a 1366×768 laptop in JupyterLab
(``layout.shown_width``: 620 px compact beside a tutorial's column, 921 px full, from
``boardwidgets.onscreen``; the browser test measures it) a space is at least 32 pixels and no canvas text is under 11 pixels (12 canvas pixels at least).
The view fits itself to the explored mall: spaces are scaled so that every placed tile fits the
mall area (never larger than the layout's ``max_cell`` pixels). A mall too big for spaces of
``least_cell`` (34) pixels is cropped to a window that follows the action: the selected hero with its lit
spaces (else its moves, else itself), or all the heroes; the window stays put while those are in it
(``board.view.cropped``; ``configure(crop=False)`` shows the whole mall, as ``picture`` does; scenario 11's
discard shows the whole mall; scenario 13's two malls are each fitted to half the area, and labels,
tile numbers or letters too small to read are left out there).

Under the status line a legend names the symbols the mall holds (``board.legend``: items, exits,
exploration spaces, vortexes, escalators, hourglasses, cameras, crystal balls, orange walls).

A click on a space the selected hero cannot reach is answered with why (``engine.magic_maze``'s
``game.why_not_reach(state, hero, square, seat)``): the wall or hero in the way and where, the vortex of
another colour, the space out of line, or the action the seat does not hold (practice: and what to do).

Where things live (this package):

* ``layout`` — the two layouts (``Geometry``, ``FULL``, ``COMPACT``), ``View`` (where tiles, spaces and
  the panel's parts sit; the cropped window) and ``shown_width``; ``sizes`` — sizes on screen.
* ``colours``, ``icons`` — the colours; the small glyphs (arrows, vortex, hourglass, pawn, action icons), ``wrap``.
* ``mall`` — drawing the mall, walls, spaces, highlights, heroes, the legend.
* ``panel`` — drawing the panel: banner, score, theft, seats and their action tiles, pawn slots, leader,
  solo piles, discard pairs, the sand timer.
* ``reach`` — what a click could mean: where the selected hero can go, the discard's tiles, the crystal
  ball's spaces.
* ``input`` — where a click or key press becomes an action (``hit_test``, ``activate``, ``press``, ``key``).
* ``modes`` (who performs, undo, the mode's words), ``practice`` (the planner bots), ``together`` (each
  seat's keys at one keyboard), ``lesson`` (a tutorial step: one seat, bots on its plan, clock, undo).
* ``controller`` — ``MagicMazeController`` composing the parts (status, hint, buttons, life cycle) and
  ``picture``.
* ``board`` — ``MagicMazeBoard``: the widget, the scenario picker, the twins, the clock, undo and redo.
"""
from __future__ import annotations

from ..textfit import wrap  # noqa: F401 - the shared word wrap, a public name of this package since it was one module
from .board import MagicMazeBoard
from .colours import *  # noqa: F401,F403 - every colour, as the single module had them
from .controller import MagicMazeController, picture
from .icons import (draw_action_icon, draw_arrow, draw_escalator_icon, draw_hourglass, draw_long_arrow,
                    draw_magnifier, draw_pawn, draw_vortex)
from .input import ARROWS, HERO_KEYS
from .layout import (BANNER_H, BANNER_Y, CAPTION_H, CLOCK_BUTTON, COMPACT, DIRECTIONS, FULL, GUTTER, HEIGHT, INFO_Y,
                     LABEL_SIZE, LAYOUTS, LEGEND_Y, MALL_H, MALL_SPLIT, MALL_W, MALL_X, MALL_Y, MAX_CELL, MIN_CELL,
                     PANEL_W, PANEL_X, PAWN_R, PAWN_X, SEAT_H, SEAT_TOP, SEATS_Y, TIMER_BOX, TURN_BUTTON, WIDTH, WORDS,
                     Geometry, View, geometry)
from .modes import MODES
from .practice import PATIENCE
from .together import KEY_SHOWN, SEAT_KEYS

__all__ = ["MagicMazeBoard", "MagicMazeController", "View", "picture", "SEAT_KEYS", "MODES", "Geometry", "FULL",
           "COMPACT", "LAYOUTS"]
