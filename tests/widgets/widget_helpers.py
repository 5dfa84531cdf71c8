"""Helpers for the widget tests."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from engine.labyrinth import Labyrinth, SIZE
from engine.labyrinth.game import GRID

SVG = "{http://www.w3.org/2000/svg}"


def reachable_elsewhere(game: Labyrinth, state) -> tuple[int, int] | None:
    """A square (row, col, counted from 1) the current pawn can walk to other than its own, or None."""
    here = state.pawns[state.current]
    cells = sorted(game.reachable_cells(state) - {here})
    return GRID.square_of(cells[0]) if cells else None


def unreachable(game: Labyrinth, state) -> tuple[int, int]:
    """A square (row, col, counted from 1) the current pawn cannot walk to."""
    reach = game.reachable_cells(state)
    return GRID.square_of(next(i for i in range(SIZE * SIZE) if i not in reach))


def parse_svg(text: str) -> ET.Element:
    """Parse an SVG document (fails the test if it is not well-formed XML)."""
    root = ET.fromstring(text)
    assert root.tag == SVG + "svg"
    return root


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    """Every <g> whose class list contains ``cls``."""
    return [g for g in root.iter(SVG + "g") if cls in (g.get("class") or "").split()]


def texts(root: ET.Element) -> list[str]:
    return [t.text or "" for t in root.iter(SVG + "text")]
