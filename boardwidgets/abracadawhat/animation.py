"""How Abracada...What? moves are animated: a spell that works flies from its caster's row to its
number area, and life tokens that changed blink in their new state — drawn from what the viewer
saw before the move, in the move's one canvas message. ``AbracadawhatAnimation`` is the
controller's part that builds those frames.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.abracadawhat import COLOURS, CastFailed, CastWorked, LifeChanged
from engine.abracadawhat.game import MAX_LIFE

from ..board import BoardUI, BoardWidget, Frame
from ..paint import Painter
from .drawing import AREA, HINT, MIN_TEXT, MUTED, SPELL_COLOURS, STRIP, TEXT, draw_life_token, draw_stone
from .geometry import AREA_H, LIFE_X, SLOT_H, SLOT_W, STONE_X0, area_box, life_center, row_stone_box, slot, strip_top
from .view import TableView, table_view


class AbracadawhatAnimation:
    """The animation part of ``AbracadawhatController`` (its flights and blinks go on the overlay
    layer; a second move in one message first redraws the stones layer as the viewer saw it)."""

    #: animations: how long a stone flies to its number area, and how long life tokens blink
    FLIGHT_FRAMES, FLIGHT_MS = 6, 45
    BLINK_MS = (200, 110, 200)
    #: at most this many moves of one action are animated (a Show me of a whole round is not a film)
    ANIMATED_MOVES = 2

    def _animate(self, board: BoardWidget, before: Any, events: tuple) -> None:
        """A stone that worked flies from its caster's row to its number area; life tokens that
        changed blink in their new state. Drawn from what the viewer saw before the move (so
        nothing hidden shows), on the overlay layer, in the move's one canvas message."""
        cast = next((e for e in events if isinstance(e, (CastWorked, CastFailed))), None)
        if cast is None or self._animated >= self.ANIMATED_MOVES:
            return
        if self.mode == "play" and self.hotseat and self.revealed_to != before.current:
            return                                  # nobody was looking: nothing to show
        kind = "all" if self.mode == "watch" or before.over else "player"
        v0 = table_view(self.game, before, kind, self.seat)
        ui = board.ui
        # a second move in the same message: the stones on screen are older than ``before``
        first: dict[str, Any] = {"stones": self._stones_of(v0, before, ui)} if self._animated else {}
        frames: list[Frame] = []
        landed: list[Callable[[Painter], None]] = []     # what stays drawn once the stone has landed
        if isinstance(cast, CastWorked):
            q, spell = cast.player, cast.spell
            row = v0.rows[q]
            count = len(row) if isinstance(row, tuple) else row
            k = row.index(spell) if isinstance(row, tuple) else count - 1
            x0, y0, w0, h0 = row_stone_box(q, k, count)
            x1, y1 = slot(spell, v0.board[spell - 1])
            gap = self._gap((x0, y0, w0, h0))
            landed = [gap, self._landed(spell, v0.board[spell - 1])]
            n = self.FLIGHT_FRAMES
            for i in range(1, n + 1):
                t = i / n
                t = t * t * (3 - 2 * t)             # ease in and out
                box = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, w0 + (SLOT_W - w0) * t, h0 + (SLOT_H - h0) * t)
                layers = {**(first if i == 1 else {}), "overlay": self._paints(gap, self._flight(box, spell))}
                frames.append(Frame.of(self.FLIGHT_MS, **layers))
        old = list(v0.life)
        new = list(v0.life)
        for e in events:
            if isinstance(e, LifeChanged) and e.change:
                new[e.player] = e.life
        changed = {q: (old[q], new[q]) for q in range(len(old)) if old[q] != new[q]}
        if changed:
            for i, ms in enumerate(self.BLINK_MS):
                tokens = self._life_tokens(changed, rings=i % 2 == 0)
                layers = {**(first if not frames else {}), "overlay": self._paints(*landed, tokens)}
                frames.append(Frame.of(ms, **layers))
        if frames:
            board.animate(frames)
            self._animated += 1

    def _stones_of(self, v: TableView, state: Any, ui: BoardUI) -> Callable[[Painter], None]:
        return lambda p: self._paint_stones(p, v, state, ui)

    @staticmethod
    def _paints(*paints: Callable[[Painter], None]) -> Callable[[Painter], None]:
        def paint(p: Painter) -> None:
            for one in paints:
                one(p)
        return paint

    @staticmethod
    def _gap(box: tuple[float, float, float, float]) -> Callable[[Painter], None]:
        """The empty place a stone leaves in its row."""
        x, y, w, h = box
        return lambda p: p.rect(x - 1, y - 1, w + 2, h + 2, fill=STRIP)

    @staticmethod
    def _landed(spell: int, k: int) -> Callable[[Painter], None]:
        """The stone on its number area, and the area's new count."""
        def paint(p: Painter) -> None:
            sx, sy = slot(spell, k)
            p.rect(sx, sy, SLOT_W, SLOT_H, fill=SPELL_COLOURS[spell], stroke="#1c1726")
            x, y, w, _ = area_box(spell)
            p.rect(x + 2, y + AREA_H - 14, w - 4, 13, fill=AREA)
            p.text(x + w / 2, y + AREA_H - 7, f"{k + 1} of {spell}", fill=MUTED, size=MIN_TEXT, max_width=w - 4)
        return paint

    @staticmethod
    def _flight(box: tuple[float, float, float, float], spell: int) -> Callable[[Painter], None]:
        def paint(p: Painter) -> None:
            with p.group("flying"):
                x, y, w, h = box
                p.rect(x - 1, y - 1, w + 2, h + 2, stroke=HINT, width=2)
                draw_stone(p, x, y, w, h, spell)
        return paint

    @staticmethod
    def _life_tokens(changed: dict[int, tuple[int, int]], rings: bool) -> Callable[[Painter], None]:
        """The life tokens that changed, drawn in their new state (with a ring: lost red, gained
        green), and the new count under them."""
        def paint(p: Painter) -> None:
            for q, (old, new) in changed.items():
                colour = COLOURS[q]
                with p.group(f"life-change life-change-{colour}"):
                    for k in range(min(old, new), max(old, new)):
                        x, y = life_center(q, k)
                        p.circle(x, y, 6, fill=STRIP)
                        draw_life_token(p, x, y, colour, k < new)
                        if rings:
                            p.circle(x, y, 8, stroke=HINT if new > old else "#c0392b", width=3)
                    y = strip_top(q)
                    p.rect(LIFE_X - 6, y + 31, STONE_X0 - LIFE_X, 14, fill=STRIP)
                    p.text(LIFE_X - 5, y + 38, f"life {new} of {MAX_LIFE}", fill=TEXT, size=MIN_TEXT, align="left",
                           max_width=STONE_X0 - LIFE_X - 2)
        return paint
