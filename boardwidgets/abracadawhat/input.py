"""Where a click, a button or a key becomes an Abracada...What? action: ``AbracadawhatInput``, the
controller's part that hit-tests canvas pixels (number areas, canvas buttons, the cover's Ready),
turns areas, buttons (cast1..cast8, end, ready, odds, mode) and keys into ``Cast`` / ``EndTurn``
or a change of view, and says which buttons do something now.
"""
from __future__ import annotations

from typing import Any

from engine.abracadawhat import COLOURS, SPELLS, Cast, EndTurn

from ..board import BoardUI, BoardWidget, Target
from .geometry import CANVAS_BUTTONS, _inside, area_box, ready_box


class AbracadawhatInput:
    """The input part of ``AbracadawhatController``: clicks, buttons and keys. Nothing is played
    while the cover is up; a refusal goes to the board with the controller's ``advice``."""

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

    def _ready(self, board: BoardWidget) -> None:
        state = board.state
        if not self.is_covered(state):
            board.say("Nothing to get ready for: the table is already showing.")
            return
        self.covered = False
        self.revealed_to = state.current
        board.say(f"{COLOURS[state.current]}: your own stones face away from you — cast a number you hope "
                  "you hold.")

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
