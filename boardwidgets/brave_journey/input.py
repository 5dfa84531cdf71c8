"""Where a click, a button or a key becomes an action: the hit test (a canvas pixel to a target: the Ready
button, a choice chip, the die, a monster, an item card, a hero's row or token, a square), ``locate`` (a target
to a pixel, for the Python twins), ``activate`` (a target to an action or a look), the buttons (``press``) and
their state, and the keys. Every action goes through ``_play``: refused under the cover, explained by the
engine when illegal, else played on the board."""
from __future__ import annotations

from typing import Any

from engine.brave_journey.game import (DECISIONS, PHASE_RULES, PHASE_TEXT, Attack, Challenge, Decline, Discard, Fight,
                                       Go, Move, PickMonster, UseItem)
from engine.core import IllegalAction

from ..board import BoardUI, BoardWidget, Target


class InputMixin:
    """The input part of ``BraveJourneyController`` (it shares the controller's state: ``game``, the places of
    things, the choices, who sees what, ``armed``, ``looked_at``, ``revealed_to`` and ``teacher``)."""

    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        def inside(box: tuple[float, ...]) -> bool:
            bx, by, bw, bh = box[:4]
            return bx <= x <= bx + bw and by <= y <= by + bh

        if self.is_covered(state) and not self.tournament_view(state, ui):
            if inside(self.ready_box()):
                return ("button", "ready")
        for words, _what, box in self.chip_boxes(state, ui):
            if inside(box):
                return ("choice", words)
        if not self.tournament_view(state, ui):
            if ui.shows("die") and not self.is_covered(state):
                dx, dy, s = self.die_box()
                if inside((dx, dy, s, s)):
                    return ("die",)
            for card, box in self.monster_boxes(state):
                if inside(box):
                    return ("monster", card)
            for q in range(self.game.players):
                if ui.shows("cards"):
                    for k, card in enumerate(state.held[q]):
                        if inside(self.card_box(q, k)):
                            return ("card", state.characters[q], k)
                if inside(self.row_box(q)):
                    return ("hero", state.characters[q])
        r = self.geo.token_r
        for q in range(len(state.positions)):
            tx, ty = self.token_point(state, q)
            if (x - tx) ** 2 + (y - ty) ** 2 <= (r + 1) ** 2:
                return ("token", state.characters[q])
        for n in range(self.game.ring):
            if inside(self.square_box(n)):
                return ("square", n)
        return None

    def locate(self, target: Target) -> tuple[float, float]:
        state, ui = self._state, self._ui
        kind = target[0]
        if kind == "square":
            x, y, w, h = self.square_box(int(target[1]))
            return (x + w / 2, y + 6)
        if kind == "token":
            return self.token_point(state, self.game.seat_of(state, str(target[1])))
        if kind == "hero":
            x, y, w, h = self.row_box(self.game.seat_of(state, str(target[1])))
            return (x + w * 0.45, y + 4)
        if kind == "card":
            x, y, w, h = self.card_box(self.game.seat_of(state, str(target[1])), int(target[2]))
            return (x + w / 2, y + h / 2)
        if kind == "die":
            return self.die_center()
        if kind == "monster":
            for card, (x, y, w, h) in self.monster_boxes(state):
                if card == target[1]:
                    return (x + w / 2, y + h / 2)
        if kind == "choice":
            for words, _what, (x, y, w, h) in self.chip_boxes(state, ui):
                if words == target[1]:
                    return (x + w / 2, y + h / 2)
        if kind == "button" and target[1] == "ready":
            x, y, w, h = self.ready_box()
            return (x + w / 2, y + h / 2)
        raise ValueError(f"nothing to click for {target!r} on the board now")

    def activate(self, target: Target, board: BoardWidget) -> None:
        state = board.state
        kind = target[0]
        if kind == "square":
            self.looked_at = ("square", int(target[1]))
            return
        if kind == "die":
            self.press("roll", board)
            return
        if kind == "choice":
            for words, what, _box in self.chip_boxes(state, board.ui):
                if words == target[1]:
                    self._choose(board, what)
                    return
            return
        if kind == "monster":
            self._play(board, PickMonster(str(target[1])))
            return
        if kind in ("token", "hero"):
            self._hero(board, str(target[1]))
            return
        if kind == "card":
            self._card(board, str(target[1]), int(target[2]))

    def _choose(self, board: BoardWidget, what: Any) -> None:
        if isinstance(what, tuple):
            if what[0] == "next":
                self.next_hero(board)
            elif what[0] == "arm":
                self.armed = what[1]
                board.say(f"Now click the hero to aim the {self.game.card_name(what[1])} at (yourself included), "
                          "or a chip.")
            else:
                self.armed = ""
                board.say("Put away: no item aimed.")
            return
        self._play(board, what)

    def _hero(self, board: BoardWidget, cid: str) -> None:
        state = board.state
        k = state.focus.kind
        if not self.is_covered(state):
            if self.armed:
                action = UseItem(self.armed, cid)
                if board.match.explain(action) is None:
                    self._play(board, action)
                    return
            if k == "duel":
                self._play(board, Challenge(cid), advice="Click a hero on your own square, or press No thanks.")
                return
            if k == "attack":
                self._play(board, Attack(cid), advice="Click an opponent still in the tournament.")
                return
        self.looked_at = ("hero", cid)

    def _card(self, board: BoardWidget, cid: str, k: int) -> None:
        state = board.state
        seat = self.game.seat_of(state, cid)
        if not self.sees(state, seat):
            board.say(f"{self.game.hero(state, seat)}'s items are face down: only {self.game.hero(state, seat)} may "
                      "look at them, when the device is theirs.", "refused")
            return
        card = state.held[seat][k]
        name = self.game.card_name(card)
        if seat != self.viewer_of(state) or state.focus.kind not in DECISIONS:
            self.looked_at = ("card", card)
            board.say(f"{name}: {self.game.missions[card].text}")
            return
        legal = self.game.legal_actions(state)
        if Discard(card) in legal:
            self._play(board, Discard(card))
        elif UseItem(card) in legal:
            self._play(board, UseItem(card))
        elif any(isinstance(a, UseItem) and a.card == card and a.target for a in legal):
            self._choose(board, ("arm", card))
        else:
            self.looked_at = ("card", card)        # not usable now: the panel says what it does and when
            self._play(board, UseItem(card), advice=self._advice(state))

    def _play(self, board: BoardWidget, action: Any, advice: str = "") -> None:
        if self.held_back(board):
            return
        state = board.state
        if self.is_covered(state):
            board.say(f"Press Ready first: the device is passing to {self.game.hero(state, self.viewer_of(state))}.",
                      "refused")
            return
        refusal = board.match.explain(action)
        if refusal is not None:
            board.refuse(refusal, advice or self._advice(state))
            return
        board.play(action)

    def press(self, name: str, board: BoardWidget) -> None:
        state = board.state
        if name == "ready":
            if not self.is_covered(state):
                board.say("Nothing to get ready for: the table is already showing.")
                return
            self.revealed_to = self.viewer_of(state)
            board.say(f"{self.game.hero(state, self.revealed_to)}: your items are face up for you now.")
            return
        if name == "view":
            self.teacher = not self.teacher
            if not self.teacher:
                self.revealed_to = None
            board.say("Teacher view: every hero's items are shown." if self.teacher else
                      "Play view: only the hero to act sees their items (after Ready).")
            return
        if name == "reset":
            match = board.match
            step = board.undo_floor
            while step < match.length and match.draws_at(match.state_at(step)):
                step += 1
            match.jump(step)
            self.armed = ""
            self.revealed_to = None
            board.say("Back to the start of this game.")
            board.controller.changed(board, "undo")
            board._notify("undo", ())
            return
        if name == "next":
            self.next_hero(board)
            return
        if name in ("roll", "move", "fight", "decline") and self.held_back(board):
            return
        if name == "roll":
            if board.game.is_chance_node(state):
                self._play(board, board.match.chance_outcome())
                return
            if state.focus.kind == "start" and not self.is_covered(state):
                # one click rolls: the turn's start (roll, or use an item first) and the roll itself
                self._play(board, Go(1))
                if board.state is not state and board.match.waits_for_hand:
                    self._play(board, board.match.chance_outcome())
                return
            if self.is_covered(state):
                self._play(board, Go(1))
                return
            rule = PHASE_RULES.get(state.focus.kind, "brave_journey.turn.roll-and-move")
            who = self.game.hero(state, self.viewer_of(state)) if not state.over else ""
            text = ("The game is over." if state.over else
                    f"Nothing to roll now: it is up to {who} {PHASE_TEXT[state.focus.kind]}.")
            board.refuse(IllegalAction(rule, text), self._advice(state))
            return
        action = {"move": Move(), "fight": Fight(), "decline": Decline()}.get(name)
        if action is None:
            raise ValueError(f"no button {name!r}")
        self._play(board, action)

    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        if ctrl:
            return False
        if key in ("Enter", " ") and self.is_covered(board.state):
            self.press("ready", board)
        elif key in ("r", "R"):
            self.press("roll", board)
        elif key in ("m", "M"):
            self.press("move", board)
        elif key in ("n", "N") and self.shown:
            self.press("next", board)
        else:
            return False
        return True

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        covered = self.is_covered(state)
        if name == "ready":
            return self.mode == "game", covered
        if name == "view":
            return self.mode == "game", True
        if name == "reset":
            return not self.in_column, True     # a tutorial has its own Reset beside the step
        if name == "next":
            return bool(self.shown), bool(self.shown)
        if self.shown and name in ("roll", "move", "fight", "decline"):
            return True, False            # a turn is shown: the live choices wait for Next hero
        if state.over or covered:
            return True, False
        legal = self.game.legal_actions(state)
        if name == "roll":
            return True, Go(1) in legal or self.game.is_chance_node(state)
        if name == "move":
            return True, Move() in legal
        if name == "fight":
            return True, Fight() in legal
        if name == "decline":
            return True, Decline() in legal
        return True, True
