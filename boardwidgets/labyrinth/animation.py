"""How Labyrinth moves are animated: a shift slides its row or column one card along (the spare in,
the far card out, a pawn on it back in on the spare), a walk follows the squares of a shortest
path. ``LabyrinthAnimation`` is the controller's part that builds those frames within the budget
of one canvas message.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.labyrinth import COLOURS, SIZE, Tile
from engine.labyrinth.board import LINES
from engine.labyrinth.game import GRID, PawnMoved, PawnPushedOff, Shifted

from ..board import Frame
from ..paint import Painter, RecordingPainter
from .drawing import ARROW_IDLE, BACKDROP, draw_maze, draw_pawn, draw_tile
from .geometry import CELL, HEIGHT, PAWN_OFFSET, PAWN_SLOT, SPARE_CENTER, WIDTH, _square, cell_center

# -- animation -----------------------------------------------------------------------------
SLIDE_STEPS = (0.25, 0.5, 0.75, 1.0)   # how far the line has slid in each frame of a shift
SLIDE_MS = 80
#: the most drawing calls the frames of one canvas message may hold; later moves of the same action
#: (a long demonstration) are shown at once, so that the message stays small
FRAME_BUDGET = 650
WALK_MS = 45                   # each half square of a walk ...
WALK_MAX_MS = 650              # ... but a whole walk lasts at most this long


def unshifted(state: Any, insertion: tuple[str, int]) -> tuple[Tile, ...]:
    """The cards as they lay before the shift at ``insertion`` that led to ``state``."""
    cells = LINES[insertion]
    cards = list(state.board)
    for k in range(len(cells) - 1):
        cards[cells[k]] = state.board[cells[k + 1]]
    cards[cells[-1]] = state.spare
    return tuple(cards)


def _line_backdrop(p: Painter, cells: tuple[int, ...]) -> None:
    """The dark ground under a row or column of cards (the seams between them)."""
    (x0, y0), (x1, y1) = cell_center(*_square(cells[0])), cell_center(*_square(cells[-1]))
    x, y = min(x0, x1) - CELL / 2, min(y0, y1) - CELL / 2
    p.rect(x, y, abs(x1 - x0) + CELL, abs(y1 - y0) + CELL, fill=BACKDROP)


def _recorded(draw: Callable[[Painter], None]) -> "RecordingPainter":
    rec = RecordingPainter(WIDTH, HEIGHT)
    draw(rec)
    return rec


class LabyrinthAnimation:
    """The animation part of ``LabyrinthController``.

    The frames of one action go out in its one canvas message, before the final drawing. While
    they play, the page's board layer still shows the cards of the last message
    (``_page_board``); the frames draw on the layers above it: on the highlights layer the cards
    that changed since (``_slid``: lines slid earlier in this message, or the cards of a new
    position) and the line sliding now, on the pieces layer the pawns. When the page's cards
    differ from the ones the move starts from in more than two lines, the first frame lays out the
    whole maze instead. Frames past ``FRAME_BUDGET`` drawing calls are left out: the rest of the
    action is shown at once.
    """

    def frames_for(self, state: Any, events: tuple) -> list[Frame]:
        """The frames that lead up to ``state`` from the position before ``events`` (a shift or a
        walk) and fit this message; empty when nothing moves or there is no room left."""
        for event in events:
            if isinstance(event, Shifted):
                line = (event.side, event.line)
                pushed = tuple(e.player for e in events if isinstance(e, PawnPushedOff))
                return self._within_budget(state, line, lambda: self.slide_frames(state, line, pushed))
            if isinstance(event, PawnMoved) and event.cell_from != event.cell_to:
                return self._within_budget(
                    state, None, lambda: self.walk_frames(state, event.player, event.cell_from, event.cell_to))
        return []

    def _within_budget(self, state: Any, line: tuple[str, int] | None,
                       make: Callable[[], list[Frame]]) -> list[Frame]:
        shown = self._shown_cards()
        if shown is None:          # the page shows no maze (the hot-seat screen): nothing to move
            return []
        before = unshifted(state, line) if line else state.board
        saved = list(self._slid)
        changed = tuple(i for i in range(SIZE * SIZE) if shown[i] != before[i])
        whole = len(changed) > 2 * SIZE
        if whole:
            self._slid = []
        elif changed:
            self._slid.append((changed, tuple(before[i] for i in changed)))
        frames = make()
        if frames and (whole or changed):
            # the first frame shows the cards the move starts from (a slide draws them in every frame)
            extra = (("board", lambda p: draw_maze(p, before)),) if whole else ()
            if not line:
                extra += (("highlights", self._draw_slid),)
            frames[0] = Frame(frames[0].layers + extra, frames[0].ms)
        cost = sum(len(_recorded(draw).calls) for frame in frames for _, draw in frame.layers)
        if not frames or self._spent + cost > FRAME_BUDGET:
            self._slid = saved
            return []
        self._spent += cost
        if whole:
            self._page_board = before
        if line:
            self._slid.append((LINES[line], tuple(state.board[c] for c in LINES[line])))
        return frames

    def _shown_cards(self) -> tuple[Tile, ...] | None:
        """The cards the page shows now: its board layer, with the cards the queued frames drew on
        top (None: no maze is shown)."""
        if self._page_board is None:
            return None
        cards = list(self._page_board)
        for cells, tiles in self._slid:
            for cell, tile in zip(cells, tiles):
                cards[cell] = tile
        return tuple(cards)

    def _draw_slid(self, p: Painter, slid: list | None = None) -> None:
        """The cards that changed since the page's board layer was drawn, in their squares."""
        for cells, tiles in (self._slid if slid is None else slid):
            for cell, tile in zip(cells, tiles):
                x, y = cell_center(*_square(cell))
                p.rect(x - CELL / 2, y - CELL / 2, CELL, CELL, fill=BACKDROP)
                draw_tile(p, x, y, tile, name="tile moved")

    def slide_frames(self, state: Any, insertion: tuple[str, int], pushed: tuple[int, ...]) -> list[Frame]:
        """A shift: the row or column slides one card along; the spare comes in from outside, the
        card at the far end leaves (fading), and a pawn on it leaves with it and comes back on the
        spare. ``state`` is the position after the shift."""
        cells = LINES[insertion]
        step = {"N": (0, CELL), "S": (0, -CELL), "W": (CELL, 0), "E": (-CELL, 0)}[insertion[0]]
        slid = list(self._slid)

        def at(cell: int, back: float) -> tuple[float, float]:
            x, y = cell_center(*_square(cell))
            return (x - step[0] * back, y - step[1] * back)

        def slide(f: float) -> Callable[[Painter], None]:
            def draw(p: Painter) -> None:
                self._draw_slid(p, slid)   # cards changed earlier in this message, in their places
                _line_backdrop(p, cells)
                for j, cell in enumerate(cells):   # the cards now in the line, each coming from one back
                    if j == 0 and f < 1:
                        with p.group("entering", alpha=f):
                            draw_tile(p, *at(cell, 1 - f), state.board[cell], name="tile moving")
                    else:
                        draw_tile(p, *at(cell, 1 - f), state.board[cell], name="tile moving")
                if f < 1:
                    with p.group("leaving", alpha=round(1 - f, 2)):   # the new spare, out at the far end
                        draw_tile(p, *at(cells[-1], -f), state.spare, name="tile moving")
                    sx, sy = SPARE_CENTER   # the spare's place in the panel is empty while it goes in
                    p.rect(sx - CELL / 2, sy - CELL / 2, CELL, CELL, fill="white", stroke=ARROW_IDLE, width=1)
                else:
                    draw_tile(p, *SPARE_CENTER, state.spare, name="tile spare")
            return draw

        moving = [player for player, cell in enumerate(state.pawns) if player in pushed or cell in cells]

        def pawns(f: float) -> Callable[[Painter], None]:
            """The pawns on the sliding line, drawn over its cards (the others stay where they are)."""
            def draw(p: Painter) -> None:
                for player in moving:
                    sx, sy = PAWN_SLOT[player]
                    current = player == state.current and not state.over
                    if player in pushed and f < 1:
                        for (x, y), alpha in ((at(cells[-1], -f), 1 - f), (at(cells[0], 1 - f), f)):
                            with p.group(f"fading pawn-{COLOURS[player]}", alpha=round(alpha, 2)):
                                draw_pawn(p, x + sx * PAWN_OFFSET, y + sy * PAWN_OFFSET, player, current)
                    else:
                        x, y = at(state.pawns[player], 1 - f)
                        draw_pawn(p, x + sx * PAWN_OFFSET, y + sy * PAWN_OFFSET, player, current)
            return draw

        def others(p: Painter) -> None:   # the pieces layer without the pawns that ride the line
            self._draw_pawns(p, state, {player: [] for player in moving})

        frames = []
        for f in SLIDE_STEPS:
            line, riders = slide(f), pawns(f)
            def both(p: Painter, line=line, riders=riders) -> None:
                line(p)
                riders(p)
            frames.append(Frame.of(SLIDE_MS, highlights=both))
        if moving:
            frames[0] = Frame(frames[0].layers + (("pieces", others),), SLIDE_MS)
        return frames

    def walk_frames(self, state: Any, player: int, start: int, goal: int) -> list[Frame]:
        """A walk: the pawn goes square by square (half a square a frame) along a shortest path."""
        path = GRID.path(state.masks, start, goal, self.game.blockers(state, player))
        if not path or len(path) < 2:
            return []
        sx, sy = PAWN_SLOT[player]
        points = []
        for a, b in zip(path, path[1:]):
            (ax, ay), (bx, by) = cell_center(*_square(a)), cell_center(*_square(b))
            points += [((ax + bx) / 2, (ay + by) / 2), (bx, by)]
        points.pop()   # the last square is the final drawing's
        ms = max(10, min(WALK_MS, WALK_MAX_MS // len(points)))

        def pawns(x: float, y: float) -> Callable[[Painter], None]:
            moved = {player: [(x + sx * PAWN_OFFSET, y + sy * PAWN_OFFSET, 1.0)]}
            return lambda p: self._draw_pawns(p, state, moved)

        return [Frame.of(ms, pieces=pawns(x, y)) for x, y in points]
