"""``AbracadawhatController``: the Abracada...What? table's controller, composed of its parts —
drawing (``drawing.py``), animation (``animation.py``), input (``input.py``) and words
(``texts.py``) — with the UI state they share (mode, hot seat and cover, seat, odds), what the
viewer may see (``view``, ``odds``), and how that state follows each change of the match.
"""
from __future__ import annotations

from typing import Any

from engine.abracadawhat import SPELL_NAMES, SPELLS, Abracadawhat, Cast
from engine.abracadawhat.deduction import odds_from_history
from engine.core import IllegalAction

from ..board import BoardUI, BoardWidget, ButtonSpec, Controller, Target
from .animation import AbracadawhatAnimation
from .drawing import AbracadawhatDrawing
from .geometry import WIDTH, area_center, button_center, height_for, ready_box, strip_top
from .input import AbracadawhatInput
from .texts import SHORT_NAMES, AbracadawhatTexts, answer
from .view import TableView, last_roll, table_view

MODES = ("play", "watch")
_KEEP = object()               # configure(seat=...) not given: keep the seat
#: parts of the table a tutorial step may hide until it has taught them (``board.configure(hide=...)``):
#: the odds overlay and the hint that reads it, the die, the tower with everyone's points, the Mode button
PARTS = ("odds", "die", "tower", "mode")


class AbracadawhatController(AbracadawhatDrawing, AbracadawhatAnimation, AbracadawhatInput, AbracadawhatTexts,
                             Controller):
    """Draws an Abracada...What? table and turns buttons and clicks into Cast / EndTurn.

    UI state: ``mode`` (play or watch), ``hotseat``, ``covered`` (the pass-the-device screen
    is up), ``revealed_to`` (who last pressed Ready), ``show_odds`` (the probability overlay),
    ``last_roll`` (the last die roll, from the match's events), ``seat`` (play as this seat
    for the whole game — the table is always drawn for its eyes, so no cover is needed).

    Parts a tutorial step may hide (``board.configure(hide=...)``): ``odds`` (the overlay, its
    buttons and the hint, which reads it), ``die``, ``tower`` (the score track and everyone's
    points) and ``mode`` (the button that switches to the teacher view).

    Its parts, one module each: ``AbracadawhatDrawing`` (each layer), ``AbracadawhatAnimation``
    (flights and blinks), ``AbracadawhatInput`` (clicks, buttons, keys) and ``AbracadawhatTexts``
    (status, hint, advice, tooltips); this class holds the state they share, what the viewer may
    see, and follows the match (``changed``).
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
    #: the answers of at most this many moves of one action are shown (the event log keeps them all)
    TOLD_MOVES = 3

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

    def set_mode(self, mode: str) -> None:
        if mode not in MODES:
            raise ValueError(f"mode must be 'play' or 'watch', not {mode!r}")
        if mode != self.mode:
            self.mode = mode
            # into play: whoever holds the device has seen everything, so the player to act
            # must press Ready before the table shows again
            self.revealed_to = None
        self.covered = self.mode == "play" and self.hotseat and self.revealed_to is None

    def history_locked(self, state: Any) -> str | None:
        if self.mode == "play" and not state.over:
            return ("Undo and redo work in the teacher view only: in play, taking back a spell would tell you which "
                    "stones you hold.")
        return None

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

    def description(self, board: BoardWidget) -> str:
        settings = self.game.settings
        defaults = Abracadawhat.validate_settings({"players": settings["players"]})
        extra = "".join(f", {k}={v!r}" for k, v in settings.items() if k != "players" and v != defaults[k])
        hot = "" if self.hotseat or self.mode == "watch" or self.seat is not None else ", hotseat=False"
        seat = "" if self.seat is None else f", seat={self.seat}"
        return f"players={settings['players']}{extra}, seed={board.match.seed}, mode={self.mode}{hot}{seat}"
