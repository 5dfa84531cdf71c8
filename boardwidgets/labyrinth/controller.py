"""``LabyrinthController``: the Labyrinth board's controller, composed of its parts — drawing
(``drawing.py``), animation (``animation.py``), input (``input.py``) and words (``texts.py``) —
with the UI state they share (the spare's turn, the hot-seat cover, animation on or off), what the
player to act may see, and how that state follows each change of the match.
"""
from __future__ import annotations

from typing import Any

from engine.labyrinth import Labyrinth, Tile
from engine.labyrinth.game import PawnMoved, Shifted

from ..board import BoardWidget, ButtonSpec, Controller, Target
from .animation import LabyrinthAnimation
from .drawing import LabyrinthDrawing
from .geometry import HEIGHT, WIDTH, arrow_center, button_center, cell_center, number_center, spare_center
from .input import LabyrinthInput
from .texts import LabyrinthTexts


class LabyrinthController(LabyrinthDrawing, LabyrinthAnimation, LabyrinthInput, LabyrinthTexts, Controller):
    """Draws a Labyrinth state and turns clicks, buttons and keys into Shift / Move actions.

    UI state: ``rotation`` (quarter turns clockwise of the spare in hand, 0–3, not yet
    played), ``covered`` (the hot-seat screen is up), ``hotseat`` (use that screen),
    ``animate`` (slide shifts and walk moves).

    Its parts, one module each: ``LabyrinthDrawing`` (each layer), ``LabyrinthAnimation`` (slide and
    walk frames), ``LabyrinthInput`` (clicks, buttons, keys) and ``LabyrinthTexts`` (status, advice,
    hint); this class holds the state they share and follows the match (``changed``).
    """

    width = WIDTH
    height = HEIGHT
    layers = ("key", "board", "frame", "highlights", "pieces", "cover")
    buttons = (
        ButtonSpec("rotate-left", "↺ Turn spare left", "Turn the spare card a quarter turn anticlockwise (key ←)",
                   part="turn"),
        ButtonSpec("rotate", "↻ Turn spare right", "Turn the spare card a quarter turn clockwise (keys R, →)",
                   part="turn"),
        ButtonSpec("ready", "Ready", "The next player has the device: show their target (key Enter)"),
    )
    parts = ("target", "turn", "scores")

    def __init__(self, game: Labyrinth, hotseat: bool = True, animate: bool = True):
        super().__init__(game)
        #: the board's own hot-seat setting; a step may switch it for its match (``configure``)
        self.default_hotseat = bool(hotseat)
        self.hotseat = self.default_hotseat
        self.animate = bool(animate)
        self.rotation = 0
        self.covered = self.hotseat
        #: the player who last pressed Ready: only they may see the board's target uncovered
        self.revealed_to: int | None = None
        #: what the page's board layer shows (None: nothing), the lines slid on top of it by the frames
        #: queued for the next message, and the drawing calls those frames hold
        self._page_board: tuple[Tile, ...] | None = None
        self._slid: list[tuple[tuple[int, ...], tuple[Tile, ...]]] = []
        self._spent = 0

    # -- layout (public: the browser tests click these pixels) ---------------------------
    cell_center = staticmethod(cell_center)
    arrow_center = staticmethod(arrow_center)
    spare_center = staticmethod(spare_center)
    button_center = staticmethod(button_center)
    number_center = staticmethod(number_center)

    def locate(self, target: Target) -> tuple[float, float]:
        kind = target[0]
        if kind == "cell":
            return cell_center(int(target[1]), int(target[2]))
        if kind == "arrow":
            return arrow_center(str(target[1]), int(target[2]))
        if kind == "spare":
            return spare_center()
        if kind == "button":
            return button_center(str(target[1]))
        raise ValueError(f"no such place on a Labyrinth board: {target!r}")

    # -- what is shown -----------------------------------------------------------------------
    def visible_targets(self, state: Any) -> tuple[int, ...]:
        """The treasures the current player may see now (none while the cover is up)."""
        if self.covered or state.over:
            return ()
        return self.game.observation(state, state.current).my_targets

    def spare_in_hand(self, state: Any) -> Tile:
        return state.spare.turned(self.rotation)

    def _blank(self, state: Any) -> bool:
        """While the hot-seat screen is up nothing but the screen is drawn."""
        return self.covered and not state.over

    # -- life cycle ----------------------------------------------------------------------------
    def changed(self, board: BoardWidget, kind: str, events: tuple = ()) -> None:
        self.rotation = 0
        state = board.state
        if kind == "play" and self.animate and not self.covered:
            frames = self.frames_for(state, events)
            if frames:
                board.animate(frames)
        if kind == "new":
            # a new match (a tutorial's next step) shows with the board's own hot-seat setting
            self.hotseat = self.default_hotseat
        if kind == "new" or (kind in ("undo", "redo") and self.covered):
            # a new game, or stepping through history behind the cover: whoever holds the device
            # has not shown who they are, so nobody's target may appear until Ready
            self.revealed_to = None
        if kind == "play" and self.covered:
            # a move played behind the cover (from Python, or a tutorial's Show me): whoever
            # played it holds the device
            players = [e.player for e in events if isinstance(e, (Shifted, PawnMoved))]
            if players:
                self.revealed_to = players[0]
        # one rule for every change (new game, move, undo, redo): in hot seat the board stays
        # covered until the player to move has pressed Ready, so nobody sees another's target
        self.covered = self.hotseat and not state.over and state.current != self.revealed_to

    def configure(self, hotseat: bool | None = None, animate: bool | None = None, **options: Any) -> None:
        super().configure(**options)
        if animate is not None:
            self.animate = bool(animate)
        if hotseat is not None:
            self.hotseat = bool(hotseat)
            # switching hot seat on covers the board until the player to move presses Ready
            self.covered = self.hotseat and (self.covered or self.revealed_to is None)

    def description(self, board: BoardWidget) -> str:
        settings = self.game.settings
        defaults = Labyrinth.validate_settings({"players": settings["players"]})
        extra = "".join(f", {k}={v!r}" for k, v in settings.items() if k != "players" and v != defaults[k])
        return f"players={settings['players']}{extra}, seed={board.match.seed}"
