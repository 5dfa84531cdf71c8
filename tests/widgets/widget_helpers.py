"""Helpers for the widget tests."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from engine.labyrinth import Labyrinth, SIZE

SVG = "{http://www.w3.org/2000/svg}"


def reachable_elsewhere(game: Labyrinth, state) -> tuple[int, int] | None:
    """A square the current pawn can walk to other than its own, or None."""
    here = state.pawns[state.current]
    cells = sorted(game.reachable_cells(state) - {here})
    return divmod(cells[0], SIZE) if cells else None


def unreachable(game: Labyrinth, state) -> tuple[int, int]:
    """A square the current pawn cannot walk to."""
    reach = game.reachable_cells(state)
    return divmod(next(i for i in range(SIZE * SIZE) if i not in reach), SIZE)


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
