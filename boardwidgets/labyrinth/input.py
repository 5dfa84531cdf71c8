"""Where a click, a button or a key becomes a Labyrinth action: ``LabyrinthInput``, the controller's
part that hit-tests canvas pixels to targets (squares, arrows, the spare, canvas buttons, the
cover's Ready), turns targets into ``Shift`` / ``Move``, turns the spare, and says which buttons
do something now.
"""
from __future__ import annotations

from typing import Any

from engine.core import IllegalAction
from engine.labyrinth import COLOURS, SIZE, Move, Shift
from engine.labyrinth.board import MOVABLE_LINES, SIDES

from ..board import BoardUI, BoardWidget, Target
from .geometry import ARROW_R, BOARD_X, BOARD_Y, CANVAS_BUTTONS, CELL, READY_BOX, SPARE_CENTER, arrow_center


class LabyrinthInput:
    """The input part of ``LabyrinthController``: clicks, buttons and keys. A refused action goes
    to the board with the controller's ``advice``; the spare's turn is the controller's
    ``rotation`` until the shift is played."""

    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        if self._blank(state):
            bx, by, bw, bh = READY_BOX
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return ("button", "ready")
            return ("cover",)
        col, row = (x - BOARD_X) // CELL, (y - BOARD_Y) // CELL
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return ("cell", int(row) + 1, int(col) + 1)
        for side in SIDES:
            for line in MOVABLE_LINES:
                ax, ay = arrow_center(side, line)
                if abs(x - ax) <= ARROW_R + 2 and abs(y - ay) <= ARROW_R + 2:
                    return ("arrow", side, line)
        sx, sy = SPARE_CENTER
        if abs(x - sx) <= CELL / 2 and abs(y - sy) <= CELL / 2:
            return ("spare",)
        if ui.shows("turn"):
            for name, (bx, by, bw, bh) in CANVAS_BUTTONS.items():
                if bx <= x <= bx + bw and by <= y <= by + bh:
                    return ("button", name)
        return None

    def activate(self, target: Target, board: BoardWidget) -> None:
        kind = target[0]
        if kind == "cell":
            self._try(board, Move(int(target[1]), int(target[2])))
        elif kind == "arrow":
            self._try(board, Shift(str(target[1]), int(target[2]), self.rotation))
        elif kind == "spare":
            self._turn_spare(board, 1)
        elif kind == "cover":
            board.say(f"Pass the device to {COLOURS[board.state.current]}, who presses Ready.")

    def _try(self, board: BoardWidget, action: Shift | Move) -> None:
        """Play a clicked action; a refusal says what to do instead."""
        refusal = board.match.explain(action)
        if refusal is not None:
            board.refuse(refusal, self.advice(board.state, refusal.rule, board.ui))
            return
        board.play(action)

    def press(self, name: str, board: BoardWidget) -> None:
        if name == "rotate":
            self._turn_spare(board, 1)
        elif name == "rotate-left":
            self._turn_spare(board, -1)
        elif name == "ready":
            self._ready(board)
        else:
            raise ValueError(f"no button {name!r}")

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        if ctrl:
            return False
        if key in ("r", "R", "ArrowRight"):
            self._turn_spare(board, 1)
        elif key in ("ArrowLeft",):
            self._turn_spare(board, -1)
        elif key in ("Enter", " ") and self.covered:
            self._ready(board)
        else:
            return False
        return True

    def _turn_spare(self, board: BoardWidget, quarter_turns: int) -> None:
        state = board.state
        if self.covered and not state.over:
            board.say(f"Press Ready first: the device is passing to {COLOURS[state.current]}.")
            return
        if state.over:
            board.refuse(IllegalAction("labyrinth.game.over", "The game is over: no more moves."))
            return
        if state.phase != "shift":
            board.refuse(IllegalAction("labyrinth.turn.order",
                                       "The spare card is turned before it goes in, and it is in already."),
                         "Now click the square where your walk ends.")
            return
        self.rotation = (self.rotation + quarter_turns) % 4
        board.say(f"Spare card turned to {90 * self.rotation}°. Click an arrow to push it in.")

    def _ready(self, board: BoardWidget) -> None:
        if not self.covered:
            board.say("Nothing to get ready for: the board is already showing.")
            return
        self.covered = False
        state = board.state
        self.revealed_to = state.current
        board.say(f"{COLOURS[state.current]}: {self._goal_sentence(state, board.ui)}")

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        if name == "ready":
            return self.covered and not state.over, True
        if name in ("rotate", "rotate-left"):
            return True, state.phase == "shift" and not state.over and not self.covered
        return True, True
