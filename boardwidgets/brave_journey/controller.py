"""``BraveJourneyController``: the one object the generic ``BoardWidget`` talks to. It composes the board's
parts: the places of things (``geometry.Places``), and the drawing, choices, input and texts (mixins that share
its state); it holds that state itself: the mode (``learn``: one learner, everything face up; ``game``: hot
seat), the teacher view, who last pressed Ready and so who sees which items (``viewer_of``, ``is_covered``,
``sees``), the square or hero looked at, the item being aimed and the recent events; and the life cycle
(remember a match, walk the tokens after a move, what a new position forgets)."""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.brave_journey.game import BraveJourney, MissionCard, MonsterCard, Roll
from engine.core import Match

from ..board import BoardUI, BoardWidget, ButtonSpec, Controller, Frame
from .animation import walk
from .choices import ChoicesMixin
from .drawing import DrawingMixin
from .geometry import FULL, LAYOUTS, Places
from .input import InputMixin
from .pacing import NEXT_HERO, PacingMixin
from .texts import TextsMixin

#: the parts a tutorial step may hide
PARTS = ("die", "hp", "badges", "cards", "fight", "duel", "tournament", "choices", "info")
MODES = ("learn", "game")


class BraveJourneyController(PacingMixin, ChoicesMixin, DrawingMixin, InputMixin, TextsMixin, Controller):
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
        ButtonSpec("next", NEXT_HERO, "Show the next hero's turn (key n)"),
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
        self._places = Places(FULL, game.ring, game.players)
        self.teacher = bool(teacher)
        self.revealed_to: int | None = None
        self.looked_at: tuple[str, Any] | None = None
        self.armed = ""
        self.recent: tuple = ()
        self._state: Any = None
        self._step = 0
        self.shown = ()
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

    # -- geometry (public, for tests and browser clicks): the places of things in this layout ---------------------
    @property
    def places(self) -> Places:
        """Where everything sits for this game in this layout (made again when either changes: a tutorial's
        next step may bring a game with another number of heroes)."""
        places = self._places
        if places.geo is not self.geo or places.ring != self.game.ring or places.players != self.game.players:
            places = self._places = Places(self.geo, self.game.ring, self.game.players)
        return places

    def shape(self) -> tuple[int, int]:
        return self.places.shape()

    def square_box(self, n: int) -> tuple[float, float, float, float]:
        return self.places.square_box(n)

    def square_center(self, n: int) -> tuple[float, float]:
        return self.places.square_center(n)

    def inner(self) -> tuple[float, float, float, float]:
        return self.places.inner()

    def token_point(self, state: Any, seat: int) -> tuple[float, float]:
        return self.places.token_point(state, seat)

    def column(self) -> tuple[float, float, float, float]:
        return self.places.column()

    def side(self) -> tuple[float, float, float, float]:
        return self.places.side()

    def row_box(self, seat: int) -> tuple[float, float, float, float]:
        return self.places.row_box(seat)

    def card_box(self, seat: int, k: int) -> tuple[float, float, float, float]:
        return self.places.card_box(seat, k)

    def die_box(self) -> tuple[float, float, float]:
        return self.places.die_box()

    def die_center(self) -> tuple[float, float]:
        return self.places.die_center()

    def fight_box(self) -> tuple[float, float, float, float]:
        return self.places.fight_box()

    def ready_box(self) -> tuple[float, float, float, float]:
        return self.places.ready_box()

    def monster_boxes(self, state: Any) -> list[tuple[str, tuple[float, float, float, float]]]:
        return self.places.monster_boxes(state)

    # -- life cycle -------------------------------------------------------------------------------------------------
    def remember(self, match: Match, ui: BoardUI) -> None:
        self._state = match.state
        self._step = match.step
        self._ui = ui
        i = match.step
        while i > 0 and isinstance(match.actions[i - 1], (Roll, MissionCard, MonsterCard)):
            i -= 1
        self.recent = tuple(match.events_since(max(0, i - 1))) if match.step else ()

    def walk_frames(self, before: Any, events: tuple, ui: BoardUI) -> list[Frame]:
        """The tokens walking the squares they really passed (forward or back), square by square; a teleport
        is one jump. Drawn on the pieces layer from the position before the move; at most MAX_FRAMES frames
        (a long walk skips squares evenly), all in the action's one canvas message."""
        frames = []
        for where in walk(before, events, self.game.ring, self.MAX_FRAMES):
            shown = replace(before, positions=where)
            frames.append(Frame.of(self.STEP_MS, pieces=lambda p, st=shown: self._draw_pieces(p, st, ui)))
        return frames

    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        before, start = self._state, self._step
        self.armed = ""       # an item being aimed is put away by any move, undo or new position
        if self.looked_at and self.looked_at[0] == "card":
            self.looked_at = None   # an item's words never stay on the screen for the next player
        if kind == "new":
            self.revealed_to = None
            self.looked_at = None
        self.remember(board.match, board.ui)
        if kind == "play":
            self.start_showing(board, start)
        else:
            self.stop_showing()
        if self.animate and kind in ("play", "redo") and before is not None and not self.tournament_view(
                board.state, board.ui):
            walked = self.shown[0].events if self.shown else events
            frames = self.walk_frames(before, walked, board.ui)
            if frames:
                board.animate(frames)

    # -- a turn shown instead of the live position (pacing) -------------------------------------------------------
    def draw(self, layer: str, painter: Any, state: Any, ui: BoardUI) -> None:
        super().draw(layer, painter, self.shown_state(state), ui)

    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Any:
        return super().hit_test(x, y, self.shown_state(state), ui)

    def status(self, state: Any, ui: BoardUI) -> str:
        return self.shown_status(state) if self.shown else super().status(state, ui)
