"""Drawing the mall and what lies on it: the table, the tiles (floors, passages, escalators, special spaces,
walls, row/col labels, tile numbers), scenario 13's captions, the highlight legend (layer ``mall``); where
the selected hero can go, the discard's tiles, the crystal ball's spaces, the hint (layer ``highlights``);
the heroes and the out-of-order markers (layer ``heroes``)."""
from __future__ import annotations

import math
from typing import Any

from engine.magic_maze import HEROES
from engine.magic_maze.mall import DIRECTION, Mall

from ..board import BoardUI
from ..paint import Painter, SvgPainter
from ..textfit import text_width
from .colours import (CRYSTAL_FILL, CRYSTAL_MARK, DARK, DISCARD_FILL, DISCARD_MARK, ESCALATOR, EXPLORE_RING, FLOOR,
                      GRID, HERO, HINT_COLOUR, LETTER, LETTER_INK, ORANGE_WALL, OUT_OF_ORDER, PASSAGE, REACH,
                      REACH_MARK, SELECT, TABLE, TABLE_TEXT, TALK_NO, TILE_EDGE, TINT, WALL, WON)
from .icons import draw_arrow, draw_escalator_icon, draw_hourglass, draw_magnifier, draw_vortex
from .layout import CAPTION_H, PANEL_X, View


#: the symbols' names in the legend, in the order a beginner meets them
SYMBOLS = (("item", "item (its hero's colour)"), ("exit", "exit"), ("explore", "exploration space"),
           ("vortex", "vortex"), ("escalator", "escalator"), ("hourglass", "hourglass"), ("camera", "camera"),
           ("crystal", "crystal ball"), ("orange-wall", "orange wall (the dwarf passes)"))


class _Space:
    """A space for drawing a symbol alone."""

    def __init__(self, kind: str, colour: str | None):
        self.kind, self.colour = kind, colour


class MallDrawing:
    """The controller's part that draws the layers ``mall``, ``highlights`` and ``heroes`` (a mixin of
    ``MagicMazeController``: it reads ``view(state)``, ``geo``, ``selected``, ``mode`` and the picks)."""

    # -- the mall ----------------------------------------------------------------------------------
    def _draw_mall(self, p: Painter, state: Any, ui: BoardUI) -> None:
        """The table, then every tile in passes of one style each (floors, passages, grids,
        escalators, spaces, walls, edges, labels): the canvas message sends each style once."""
        view = self.view(state)
        geo = self.geo
        g = view.gutter
        mall = state.mall
        s = view.cell
        tiles = [(placed, *view.origins[placed.tile]) for placed in mall.placed]
        p.rect(0, 0, geo.table_w, geo.height, fill=TABLE)
        for placed, x0, y0 in tiles:
            with p.group(f"tile tile-{placed.tile}"):
                p.rect(x0, y0, 4 * s, 4 * s, fill=FLOOR)
        # passages: the floor goes on across the gutter between two open facing connection spaces
        for cell in sorted(mall.at):
            side = mall.side_of(cell)
            if side not in ("N", "W"):
                continue
            dr, dc = DIRECTION[side]
            other = (cell[0] + dr, cell[1] + dc)
            if other in mall.at and mall.step_open(cell, other):
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("passage"):
                    if side == "N":
                        p.rect(x + 2, y - g - 1, s - 4, g + 2, fill=PASSAGE, stroke=TILE_EDGE, width=1.5)
                    else:
                        p.rect(x - g - 1, y + 2, g + 2, s - 4, fill=PASSAGE, stroke=TILE_EDGE, width=1.5)
        for placed, x0, y0 in tiles:
            for a, b in placed.spec.escalators:
                self._draw_escalator(p, placed, a, b, x0, y0, s)
        for placed, x0, y0 in tiles:
            with p.group(f"grid grid-{placed.tile}"):
                for k in (1, 2, 3):
                    p.line(x0 + k * s, y0, x0 + k * s, y0 + 4 * s, stroke=GRID, width=1)
                    p.line(x0, y0 + k * s, x0 + 4 * s, y0 + k * s, stroke=GRID, width=1)
        # the special spaces, kind by kind and colour by colour (fewer style changes)
        special = []
        for placed, x0, y0 in tiles:
            for r in range(4):
                for c in range(4):
                    cell = placed.cell((r, c))
                    space = mall.space(cell)
                    if space.kind != "floor":
                        special.append((space.kind, space.colour, x0 + c * s, y0 + r * s, cell, space))
        for kind, colour, x, y, cell, space in sorted(special, key=lambda t: t[:4]):
            self._draw_space(p, mall, cell, space, x, y, s)
        for placed, x0, y0 in tiles:
            for pair in sorted(placed.spec.walls, key=sorted):
                self._draw_wall(p, placed, pair, x0, y0, s, WALL, "wall")
        for placed, x0, y0 in tiles:
            for pair in sorted(placed.spec.orange_walls, key=sorted):
                self._draw_wall(p, placed, pair, x0, y0, s, ORANGE_WALL, "orange-wall")
        for placed, x0, y0 in tiles:
            with p.group("tile-edge"):
                p.rect(x0, y0, 4 * s, 4 * s, stroke=TILE_EDGE, width=2)
        # labels: columns 1-4 along each tile's top edge, rows 1-4 down its left edge
        size = min(geo.label_size, s * 0.5)
        # spaces too small for readable labels (scenario 13's two malls, an uncropped big mall): no labels
        labelled = size >= self.least_text
        def shows(cx: float, cy: float) -> bool:      # a label's box (a gutter wide) lies in the window
            return view.shows(cx - g / 2, cy - g / 2) and view.shows(cx + g / 2, cy + g / 2)
        for placed, x0, y0 in tiles if labelled else ():
            with p.group(f"labels labels-{placed.tile}"):
                for k in range(4):
                    if shows(x0 + (k + 0.5) * s, y0 - g / 2):
                        p.text(x0 + (k + 0.5) * s, y0 - g / 2, str(k + 1), fill=TABLE_TEXT, size=size,
                               max_width=min(s, g) - 2)
                    if shows(x0 - g / 2, y0 + (k + 0.5) * s):
                        p.text(x0 - g / 2, y0 + (k + 0.5) * s, str(k + 1), fill=TABLE_TEXT, size=size,
                               max_width=g - 2)
        # the tile's number in the corner where its two label gutters meet
        for placed, x0, y0 in tiles:
            with p.group(f"tile-number tile-number-{placed.tile}"):
                p.rect(x0 - g, y0 - g, g, g, fill=TILE_EDGE)
        for placed, x0, y0 in tiles:
            if not shows(x0 - g / 2, y0 - g / 2):
                continue
            with p.group(f"tile-number tile-number-{placed.tile}"):
                # as large as the corner holds (a narrow gutter: smaller), never larger than the layout's size
                size = min(geo.number_size, math.floor((g - 1) / text_width(placed.tile, 1, True) * 2) / 2)
                if size < self.least_text:
                    continue
                p.text(x0 - g / 2, y0 - g / 2 + 0.5, placed.tile, fill="white", size=size, bold=True, max_width=g - 1)
        if view.split:
            self._draw_captions(p, state, view)
        if view.cropped:
            self._draw_window_edges(p, view)
        if self.shows_legend() and not self.compact:      # compact: at the panel's foot, with the panel
            self._draw_legend(p, state, ui)

    def _draw_window_edges(self, p: Painter, view: View) -> None:
        """A cropped view: the table again around the mall area (under the legend; the panel layer covers
        its side), so the mall shows only in its window."""
        geo = self.geo
        mx, my, mw, mh = geo.mall
        with p.group("mall-window"):
            p.rect(0, my + mh, geo.table_w, geo.height - my - mh, fill=TABLE)
            p.rect(0, 0, geo.table_w, my, fill=TABLE)
            p.rect(0, 0, mx, geo.height, fill=TABLE)
            p.rect(mx + mw, 0, geo.table_w - mx - mw, geo.height, fill=TABLE)

    def _draw_captions(self, p: Painter, state: Any, view: View) -> None:
        """Scenario 13: a caption over each mall, and a line between the two."""
        start = state.placed[0].tile
        words = {0: f"Mall 1: start tile {start}", 1: "Mall 2: tile 3 · linked by vortexes only"}
        for region, (bx, by, bw, bh) in view.areas:
            with p.group(f"mall-caption mall-caption-{region + 1}"):
                p.text(bx + 4, by - CAPTION_H / 2, words.get(region, f"Mall {region + 1}"), fill=TABLE_TEXT,
                       size=11, bold=True, align="left", max_width=bw - 8)
        (_, (ax, ay, aw, ah)), (_, (cx, cy, cw, ch)) = view.areas[:2]
        with p.group("mall-divider"):
            if cx > ax + aw:     # side by side
                x = (ax + aw + cx) / 2
                p.line(x, ay - CAPTION_H, x, ay + ah, stroke=TABLE_TEXT, width=2)
            else:
                y = (ay + ah + cy - CAPTION_H) / 2
                p.line(ax, y, ax + aw, y, stroke=TABLE_TEXT, width=2)

    def _draw_escalator(self, p: Painter, placed: Any, a: tuple, b: tuple, x0: float, y0: float, s: float) -> None:
        (ra, ca), (rb, cb) = placed.laid(a), placed.laid(b)
        xa, ya = x0 + (ca + 0.5) * s, y0 + (ra + 0.5) * s
        xb, yb = x0 + (cb + 0.5) * s, y0 + (rb + 0.5) * s
        with p.group("escalator"):
            p.line(xa, ya, xb, yb, stroke=ESCALATOR, width=max(3, s * 0.22))
            length = ((xb - xa) ** 2 + (yb - ya) ** 2) ** 0.5 or 1
            nx, ny = -(yb - ya) / length * s * 0.11, (xb - xa) / length * s * 0.11
            for k in range(1, 5):
                mx, my = xa + (xb - xa) * k / 5, ya + (yb - ya) * k / 5
                p.line(mx - nx, my - ny, mx + nx, my + ny, stroke=FLOOR, width=1.5)
            p.circle(xa, ya, s * 0.13, fill=ESCALATOR)
            p.circle(xb, yb, s * 0.13, fill=ESCALATOR)

    def _draw_wall(self, p: Painter, placed: Any, pair: frozenset, x0: float, y0: float, s: float,
                   colour: str, cls: str) -> None:
        (r1, c1), (r2, c2) = sorted(placed.laid(c) for c in pair)
        with p.group(cls):
            if r1 == r2:  # side by side: a vertical wall
                x = x0 + c2 * s
                ya, yb = y0 + r1 * s, y0 + (r1 + 1) * s
                if cls == "orange-wall":   # the dwarf's small passage: a gap in the middle
                    p.line(x, ya, x, ya + s * 0.35, stroke=colour, width=max(3, s * 0.1))
                    p.line(x, yb - s * 0.35, x, yb, stroke=colour, width=max(3, s * 0.1))
                else:
                    p.line(x, ya, x, yb, stroke=colour, width=max(3, s * 0.1))
            else:
                y = y0 + r2 * s
                xa, xb = x0 + c1 * s, x0 + (c1 + 1) * s
                if cls == "orange-wall":
                    p.line(xa, y, xa + s * 0.35, y, stroke=colour, width=max(3, s * 0.1))
                    p.line(xb - s * 0.35, y, xb, y, stroke=colour, width=max(3, s * 0.1))
                else:
                    p.line(xa, y, xb, y, stroke=colour, width=max(3, s * 0.1))

    def _draw_space(self, p: Painter, mall: Mall, cell: tuple[int, int], space: Any, x: float, y: float,
                    s: float) -> None:
        kind, colour = space.kind, space.colour
        cx, cy = x + s / 2, y + s / 2
        with p.group(f"space {kind}" + (f" {kind}-{colour}" if colour else "")):
            if kind == "explore":
                p.rect(x + 1, y + 1, s - 2, s - 2, fill=TINT[colour])
                draw_magnifier(p, cx, cy, s, DARK[colour])
            elif kind == "entry":
                side = mall.side_of(cell)
                inward = {"N": "S", "S": "N", "E": "W", "W": "E"}[side]
                draw_arrow(p, cx, cy, s * 0.6, inward, "white", stroke="#616161")
            elif kind == "vortex":
                p.circle(cx, cy, s * 0.42, fill=TINT[colour])
                draw_vortex(p, cx, cy, s, DARK[colour])
            elif kind == "item":
                r = s * 0.34
                p.polygon([(cx, cy - r), (cx + r * 0.8, cy - r * 0.2), (cx, cy + r), (cx - r * 0.8, cy - r * 0.2)],
                          fill=HERO[colour], stroke=DARK[colour], width=max(1.5, s * 0.05))
                p.polygon([(cx, cy - r * 0.55), (cx + r * 0.35, cy - r * 0.2), (cx, cy + r * 0.25),
                           (cx - r * 0.35, cy - r * 0.2)], fill="white")
            elif kind == "exit":
                w, h = s * 0.5, s * 0.66
                p.rect(cx - w / 2, cy - h / 2, w, h, fill=HERO[colour], stroke=DARK[colour], width=max(1.5, s * 0.06))
                draw_arrow(p, cx + w * 0.05, cy, s * 0.3, "E", "white", stroke=DARK[colour])
            elif kind == "hourglass":
                draw_hourglass(p, cx, cy, s)
            elif kind == "camera":
                p.rect(cx - s * 0.28, cy - s * 0.18, s * 0.56, s * 0.36, fill="#37474f")
                p.circle(cx, cy, s * 0.12, fill="#b0bec5")
            elif kind == "crystal":
                p.circle(cx, cy, s * 0.3, fill="#81d4fa", stroke="#01579b", width=1.5)
                p.circle(cx - s * 0.1, cy - s * 0.1, s * 0.07, fill="white")

    # -- the legend --------------------------------------------------------------------------------
    def _draw_legend(self, p: Painter, state: Any, ui: BoardUI) -> None:
        """What the lit spaces mean, and how tiles are named: one line under the mall (full), two
        lines at the foot of the panel (compact)."""
        geo = self.geo
        x, y = geo.legend
        gap = 10 if self.compact else 14
        extra = self.legend_extra(state)
        if extra:
            y -= 6 if self.compact else 9
        with p.group("legend"):
            for kind, words in (("move", "move"), ("vortex", "vortex"), ("escalator", "escalator")):
                p.rect(x, y - 8, 16, 16, fill=FLOOR)
                p.rect(x, y - 8, 16, 16, fill=REACH[kind], stroke=REACH_MARK[kind], width=1)
                p.text(x + 21, y, words, fill=TABLE_TEXT, size=11, align="left", max_width=70)
                x += 24 + text_width(words, 11) + gap
            p.circle(x + 8, y, 8, stroke=EXPLORE_RING, width=3)
            p.text(x + 21, y, "explore", fill=TABLE_TEXT, size=11, align="left", max_width=60)
            x += 24 + text_width("explore", 11) + gap
            words = "dark corner: tile number; top: columns; left: rows"
            if self.compact:
                x, y = geo.legend[0], y + (17 if extra else 22)
                p.text(x, y, words, fill=TABLE_TEXT, size=geo.small, align="left", max_width=geo.panel_w)
                if extra:
                    p.text(x, y + 17, extra, fill=TABLE_TEXT, size=geo.small, align="left", max_width=geo.panel_w)
            else:
                p.text(x, y, words, fill=TABLE_TEXT, size=10, align="left", max_width=PANEL_X - 16 - x)
                if extra:
                    p.text(geo.legend[0], y + 18, extra, fill=TABLE_TEXT, size=10, align="left",
                           max_width=PANEL_X - 16 - geo.legend[0])

    # -- the symbols' legend (HTML under the canvas: the panel has no room for it) -----------------------
    def symbols(self, state: Any) -> list[tuple[str, str]]:
        """The symbols a learner meets in the mall now, each (kind, its name in words): items, exits,
        exploration spaces, vortexes, escalators, hourglasses, cameras, crystal balls, orange walls."""
        mall = state.mall
        kinds = {mall.space(c).kind for c in mall.at}
        if any(p.spec.escalators for p in mall.placed):
            kinds.add("escalator")
        if any(p.spec.orange_walls for p in mall.placed):
            kinds.add("orange-wall")
        return [(k, words) for k, words in SYMBOLS if k in kinds]

    def symbol_svg(self, kind: str, size: int = 22) -> str:
        """A small picture of a symbol, drawn by the same code as the mall."""
        p = SvgPainter(size, size)
        s = float(size)
        p.rect(0, 0, s, s, fill=FLOOR, stroke=GRID, width=1)
        if kind == "escalator":
            p.line(s * 0.2, s * 0.8, s * 0.8, s * 0.2, stroke=ESCALATOR, width=max(3, s * 0.22))
        elif kind == "orange-wall":
            p.line(s / 2, 0, s / 2, s * 0.35, stroke=ORANGE_WALL, width=3)
            p.line(s / 2, s * 0.65, s / 2, s, stroke=ORANGE_WALL, width=3)
        else:
            colour = {"item": "purple", "exit": "purple", "vortex": "green", "explore": "yellow"}.get(kind)
            self._draw_space(p, None, None, _Space(kind, colour), 0, 0, s)
        return p.svg()

    def symbols_html(self, state: Any) -> str:
        """The symbols' legend as one wrapping line of HTML (class ``rw-legend``)."""
        items = "".join(f'<span class="rw-symbol rw-symbol-{k}" style="display:inline-flex;align-items:center;'
                        f'gap:4px;margin-right:12px">{self.symbol_svg(k)}{words}</span>' for k, words in
                        self.symbols(state))
        return (f'<div class="rw-legend" style="font-size:13px;line-height:24px">'
                f'<b style="margin-right:8px">Symbols:</b>{items}</div>') if items else ""

    def legend_extra(self, state: Any) -> str:
        """The legend's line for the markers and lights of scenarios 5 on ("" in 1–4)."""
        scen = self.game.scenario
        if state.phase == "discard" and not state.over:
            return "amber: may go; picked: pink; green: its partners"
        if self.crystal_spaces(state):
            return "blue: the crystal ball may lay a tile there"
        if scen.cameras:
            return "red cross: out of order; red ring: hourglass closed"
        if scen.crystal:
            return "red cross: out of order (used hourglass or ball)"
        return ""

    # -- highlights --------------------------------------------------------------------------------
    def _draw_highlights(self, p: Painter, state: Any, ui: BoardUI) -> None:
        view = self.view(state)
        s = view.cell
        mall = state.mall
        hero = self.selected
        # 11: the tiles that may go (amber), the picked one (magenta frame), its partners (green)
        pairs = self.discard_pairs(state)
        if pairs:
            may = {t for pr in pairs for t in pr}
            partners = set(self.partners(state, self.discard_pick)) if self.discard_pick else set()
            for tile in sorted(may):
                x0, y0 = view.origins[tile]
                kind = "partner" if tile in partners else "picked" if tile == self.discard_pick else "may-go"
                with p.group(f"discard discard-{kind}"):
                    p.rect(x0 + 2, y0 + 2, 4 * s - 4, 4 * s - 4, fill=DISCARD_FILL[kind])
                    p.rect(x0 + 2, y0 + 2, 4 * s - 4, 4 * s - 4, stroke=DISCARD_MARK[kind], width=4)
        # 6 on: unused hourglasses closed by two working cameras
        if self.game.scenario.cameras and len(self.game.working_cameras(state)) >= 2:
            for cell in mall.cells_of.get("hourglass", []):
                if cell in state.used:
                    continue
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("hourglass-closed"):
                    p.circle(x + s / 2, y + s / 2, s * 0.45, stroke=TALK_NO, width=max(2.5, s * 0.08))
        # the crystal ball: where it may lay a tile
        for cell in self.crystal_spaces(state):
            x, y, _ = view.space_box(*mall.square(cell))
            with p.group("reach reach-crystal"):
                p.rect(x + 2, y + 2, s - 4, s - 4, fill=CRYSTAL_FILL)
                p.circle(x + s / 2, y + s / 2, s * 0.42, stroke=CRYSTAL_MARK, width=3)
        # 10: the items (before the theft) or exits (after) the selected hero may use: other colours'
        scen = self.game.scenario
        if hero is not None and scen.items == "other" and self.game.active(state, hero) is not None \
                and not state.over and self.mode != "together":
            goals = self.game.exits_for(state, hero) if state.theft else self.game.items_for(state, hero)
            for cell in goals:
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("goal"):
                    p.rect(x + 1, y + 1, s - 2, s - 2, stroke=HERO[hero], width=max(3, s * 0.1))
        if ui.show_highlights and hero is not None and self.mode != "together" \
                and self.game.hero_cell(state, hero) is not None:
            cell = self.game.hero_cell(state, hero)
            for dest, (kind, action) in sorted(self.reach(state, hero).items()):
                if not view.shows_space(*mall.square(dest)):
                    continue
                x, y, _ = view.space_box(*mall.square(dest))
                with p.group(f"reach reach-{kind}"):
                    p.rect(x + 2, y + 2, s - 4, s - 4, fill=REACH[kind])
                    cx, cy = x + s / 2, y + s / 2
                    if kind == "move":
                        d = self.move_direction(state, hero, dest)
                        draw_arrow(p, cx, cy, s * 0.3, d, REACH_MARK[kind])
                    elif kind == "vortex":
                        p.circle(cx, cy, s * 0.4, stroke=REACH_MARK[kind], width=2.5)
                    else:
                        draw_escalator_icon(p, cx, cy, s * 0.7, REACH_MARK[kind])
            if self.game.can_explore(state, hero) and view.shows_space(*mall.square(cell)):
                x, y, _ = view.space_box(*mall.square(cell))
                with p.group("reach reach-explore"):
                    p.circle(x + s / 2, y + s / 2, s * 0.58, stroke=EXPLORE_RING, width=4)
        if ui.hint is not None:
            for mark in ui.hint.marks:
                try:
                    cx, cy = self.locate(mark) if mark[0] != "space" else view.centre(*mark[1:])
                except (ValueError, KeyError):
                    continue
                if not view.shows(cx, cy):
                    continue
                with p.group("hint"):
                    p.rect(cx - s / 2 + 3, cy - s / 2 + 3, s - 6, s - 6, stroke=HINT_COLOUR, width=3)

    # -- heroes ------------------------------------------------------------------------------------
    def _draw_heroes(self, p: Painter, state: Any, ui: BoardUI) -> None:
        view = self.view(state)
        s = view.cell
        mall = state.mall
        marked = [(c, "out-of-order") for c in state.used] + [(c, "out-of-order ball-used") for c in state.balls] \
            + [(c, "out-of-order camera-off") for c in state.cameras]
        for cell, group in marked:
            if not view.shows_space(*mall.square(cell)):
                continue
            x, y, _ = view.space_box(*mall.square(cell))
            with p.group(group):
                # a white casing under the red cross: it stands out on the hourglass's dark outline
                casing = "white" if group == "out-of-order" else "#1a1a1a"   # dark on a ball or a camera lens
                for width, colour in ((max(5, s * 0.16), casing), (max(3, s * 0.1), OUT_OF_ORDER)):
                    p.line(x + s * 0.18, y + s * 0.18, x + s * 0.82, y + s * 0.82, stroke=colour, width=width)
                    p.line(x + s * 0.82, y + s * 0.18, x + s * 0.18, y + s * 0.82, stroke=colour, width=width)
        for hero, cell in zip(HEROES, state.heroes):
            if cell is None or not view.shows_space(*mall.square(cell)):
                continue
            cx, cy = view.centre(*mall.square(cell))
            selected = hero == self.selected and self.mode != "together" and not state.over
            with p.group(f"hero hero-{hero}" + (" selected" if selected else "")):
                if selected:
                    p.circle(cx, cy, s * 0.47, fill="white", stroke=SELECT, width=max(3, s * 0.08))
                p.circle(cx, cy, s * 0.38, fill=HERO[hero], stroke="#1a1a1a", width=2)
                p.circle(cx - s * 0.12, cy - s * 0.13, s * 0.08, fill="rgba(255, 255, 255, 0.55)")
                size = max(self.geo.letter_size, s * self.geo.letter_share)
                if self.compact:
                    size = min(size, s * 0.5)   # a crowded mall: the letter stays inside its disc
                if text_width(LETTER[hero], max(size, self.least_text), True) <= s * 0.6:   # else: the colour says it
                    p.text(cx, cy + 0.5, LETTER[hero], fill=LETTER_INK[hero], size=size, bold=True,
                           max_width=s * 0.6)
            if hero in state.frozen:     # 10, 17: escaped, standing on its exit for good
                with p.group(f"frozen frozen-{hero}"):
                    p.circle(cx, cy, s * 0.46, stroke="white", width=max(2, s * 0.06))
                    p.circle(cx + s * 0.3, cy - s * 0.3, s * 0.17, fill=WON, stroke="white", width=1.5)
                    p.line(cx + s * 0.22, cy - s * 0.3, cx + s * 0.28, cy - s * 0.23, stroke="white", width=2)
                    p.line(cx + s * 0.28, cy - s * 0.23, cx + s * 0.39, cy - s * 0.38, stroke="white", width=2)
