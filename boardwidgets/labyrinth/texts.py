"""What the Labyrinth board says: the status line, the goal in words, advice after a refused click,
and the hint (the engine's one-turn route, or the closest the player can get) with the words that
go with it. ``LabyrinthTexts`` is the controller's part that makes them.
"""
from __future__ import annotations

from typing import Any

from engine.labyrinth import COLOURS, HOME, TREASURES, Move, Shift
from engine.labyrinth.board import SIDE_NAMES

from ..board import BoardUI, Hint
from .geometry import _square, grid_distance, walls_to


def shift_words(shift: Shift) -> str:
    """Where a shift pushes in, in words: "the left of row 4"."""
    kind = "column" if shift.side in "NS" else "row"
    return f"the {SIDE_NAMES[shift.side]} of {kind} {shift.line}"


class LabyrinthTexts:
    """The words part of ``LabyrinthController``: status, goal, advice and hint. Reads the
    controller's ``game``, ``covered``, ``rotation`` and ``visible_targets``; a hint hands the player
    the spare turned as it suggests (sets ``rotation``)."""

    def advice(self, state: Any, rule: str, ui: BoardUI) -> str:
        """What to do instead, after a click the rules refuse (plain words; "" when nothing helps)."""
        own = "{}'s own square".format(COLOURS[state.current]) if not state.over else ""
        if rule == "labyrinth.shift.mandatory":
            return "Click one of the orange arrows at the edge first, to push the spare card in."
        if rule == "labyrinth.turn.order":
            return f"Now click the square where your walk ends, or {own} to stay."
        if rule == "labyrinth.shift.no-reverse":
            return "Pick any other arrow."
        if rule == "labyrinth.move.connected-paths":
            if ui.show_highlights:
                return f"Click a square shaded blue: those are the ones a path leads to (or {own} to stay)."
            return f"Follow the light paths from your pawn: you can stop only where they lead (or on {own})."
        if rule == "labyrinth.variant.advanced":
            return "Stop on the square of the pawn or treasure in the way, or find a way round it."
        return ""

    def _goal_words(self, state: Any) -> str:
        """The goal of the player to act, for the status line: "target: the bat"."""
        targets = self.visible_targets(state)
        if targets:
            if len(targets) == 1:
                return f"target: the {TREASURES[targets[0]]}"
            return "targets: " + ", ".join(TREASURES[t] for t in targets)
        if self.game.children_rule:
            return "all found"
        r, c = HOME[state.current]
        return f"target: back home to ({r},{c})"

    def _goal_sentence(self, state: Any, ui: BoardUI) -> str:
        """What the Ready button reveals, in a sentence."""
        if not ui.shows("target"):
            return "your turn."
        targets = self.visible_targets(state)
        if len(targets) == 1:
            t = targets[0]
            where = ("it is on the spare card" if self.game.treasure_cell(state, t) is None
                     else "it has an orange ring on the board")
            return f"your target is the {TREASURES[t]} ({where})."
        if targets:
            return "your targets are the " + ", the ".join(TREASURES[t] for t in targets) + ", in any order."
        if self.game.children_rule:
            return "you have found everything."
        r, c = HOME[state.current]
        return f"you have every treasure: go back home to ({r},{c})."

    def status(self, state: Any, ui: BoardUI) -> str:
        if state.over:
            names = " and ".join(COLOURS[w] for w in state.winners)
            return f"Game over: {names} {'wins' if len(state.winners) == 1 else 'share the win'}."
        colour = COLOURS[state.current]
        if self.covered:
            return f"Turn {state.turn}: pass the device to {colour}, who presses Ready to see their target."
        goal = f" — {self._goal_words(state)}" if ui.shows("target") else ""
        if state.phase == "shift":
            turned = f" (spare turned {90 * self.rotation}°)" if self.rotation else ""
            return (f"Turn {state.turn}: {colour} to shift the maze{turned}{goal}. "
                    "Click an arrow to push the spare card in.")
        return (f"Turn {state.turn}: {colour} to move{goal}. Click the square where the walk ends, "
                f"or {colour}'s own square to stay.")

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        if state.over:
            return Hint((), "The game is over.")
        if self.covered:
            return Hint((), "Press Ready first.")
        if state.phase == "shift":
            return self._shift_hint(state, ui)
        return self._move_hint(state, ui)

    def _what(self, state: Any, player: int, ui: BoardUI) -> str:
        """The goal as the object of a sentence: "the bat", "your home square (1,1)" ("your target"
        while a tutorial step hides the target)."""
        if not ui.shows("target"):
            return "your target"
        targets = self.game.targets(state, player)
        if len(targets) == 1:
            return f"the {TREASURES[targets[0]]}"
        if targets:
            return "any of your treasures"
        r, c = HOME[player]
        return f"your home square ({r},{c})"

    def _shift_hint(self, state: Any, ui: BoardUI) -> Hint:
        game, player = self.game, state.current
        what = self._what(state, player, ui)
        route = game.hint(state)  # the engine's one-turn route: (Shift, Move) or None
        if route is not None:
            shift, move = route
            self.rotation = shift.rotation  # hand the player the spare turned as suggested
            return Hint((shift, move), f"Hint: {self._shift_and_walk(shift, move)}: that reaches {what}.",
                        marks=(("arrow", shift.side, shift.line), ("cell", move.row, move.col)))
        shift, move = self.closest_shift(state)
        self.rotation = shift.rotation
        return Hint((shift, move), f"Hint: no shift lets {COLOURS[player]} reach {what} this turn. Closest: "
                                   f"{self._shift_and_walk(shift, move)}.",
                    marks=(("arrow", shift.side, shift.line), ("cell", move.row, move.col)))

    @staticmethod
    def _shift_and_walk(shift: Shift, move: Move) -> str:
        turned = ", turned as it is now," if shift.rotation else ""
        return (f"push the spare{turned} in at {shift_words(shift)} (arrow 1), then walk to "
                f"({move.row},{move.col}) (square 2)")

    def closest_shift(self, state: Any) -> tuple[Shift, Move]:
        """When no shift reaches the goal this turn: the shift and walk that end nearest to it — first
        by the walls left between the pawn and the goal (how many closed sides a path would still have
        to cross in the shifted maze), then by the distance in squares; ties go to the first shift in
        the engine's order and the first square in reading order."""
        game, player = self.game, state.current
        best: tuple | None = None
        for shift in game.legal_shifts(state):
            after = game.apply(state, shift)
            goals = game.goal_cells(after, player)
            if not goals:
                continue
            walls = walls_to(after.masks, goals)
            for cell in sorted(game.reachable_cells(after, player)):
                key = (walls[cell], grid_distance(cell, goals))
                if best is None or key < best[0]:
                    best = (key, shift, cell)
        if best is None:   # no goal on the board (the children's game, all found): stay where you are
            shift = game.legal_shifts(state)[0]
            after = game.apply(state, shift)
            return shift, Move(*_square(after.pawns[player]))
        return best[1], Move(*_square(best[2]))

    def _move_hint(self, state: Any, ui: BoardUI) -> Hint:
        game, player = self.game, state.current
        what = self._what(state, player, ui)
        scoring = game.scoring_moves(state)
        if scoring:
            move = scoring[0]
            return Hint((move,), f"Hint: walk to ({move.row},{move.col}): that reaches {what}.",
                        marks=(("cell", move.row, move.col),))
        here = state.pawns[player]
        goals = game.goal_cells(state, player)
        if not goals:
            move = Move(*_square(here))
            return Hint((move,), f"Hint: {what} is on the spare card, so no walk reaches it this turn: stay where "
                                 "you are, or walk anywhere.", marks=(("cell", move.row, move.col),))
        walls = walls_to(state.masks, goals)
        cell = min(sorted(game.reachable_cells(state, player)), key=lambda c: (walls[c], grid_distance(c, goals)))
        move = Move(*_square(cell))
        stay = " (stay where you are)" if cell == here else ""
        return Hint((move,), f"Hint: {what} is out of reach this turn; ({move.row},{move.col}){stay} is the "
                             "closest you can get.", marks=(("cell", move.row, move.col),))
