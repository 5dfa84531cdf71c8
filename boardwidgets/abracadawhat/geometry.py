"""Where everything is on the Abracada...What? canvas: the layout in pixels (number areas, the odds
band, the tower, one strip per player, the key, the canvas buttons, the cover's Ready) and the boxes
and centres of areas, slots, life tokens and the stones of a row. Public so browser tests can
click real pixels.
"""
from __future__ import annotations

from engine.abracadawhat import SPELLS

# -- layout ------------------------------------------------------------------------------
WIDTH = 640
BANNER_H = 28                  # the band across the top: whose view this is
AREA_X0, AREA_Y = 58, 34       # the first number area's top-left corner
AREA_W, AREA_H, AREA_STEP = 58, 92, 62
ODDS_Y = 130                   # the probability overlay's band, under the number areas
INFO_Y = 168                   # secret stones, pool, die, canvas buttons
TOWER_X, TOWER_Y, TOWER_W, TOWER_H = 558, 34, 76, 160
STRIP_Y0, STRIP_H = 202, 58    # one strip per player
NAME_X, NAME_W = 32, 96        # a strip's name, and the tags under it (points, whose turn)
LIFE_X, LIFE_STEP = 134, 12    # a strip's life tokens
STONE_X0, STONE_W, STONE_H, STONE_STEP = 210, 28, 40, 32
TAKEN_X0 = 566                 # secret stones taken with Night Singer, in front of their owner
LEGEND_H = 30                  # the key under the strips (when the odds overlay may show; else it sits in its band)
KEY_SIZE = 11.5                  # the key's words
CANVAS_BUTTONS = {"end": (430, INFO_Y, 56, 24), "odds": (492, INFO_Y, 58, 24)}   # x, y, w, h
READY_W, READY_H = 120, 40
SLOT_W, SLOT_H = 12, 18        # a stone face up on its number area


def height_for(players: int, key_below: bool = True) -> int:
    """The canvas height: the strips, then the key — unless the odds are hidden (a lesson), when
    the key takes the odds' band under the number areas."""
    return STRIP_Y0 + STRIP_H * players + (LEGEND_H if key_below else 4)


def area_box(spell: int) -> tuple[float, float, float, float]:
    """x, y, w, h of number area ``spell`` (1–8) on the board."""
    if spell not in SPELLS:
        raise ValueError(f"spells are numbered 1 to 8, not {spell!r}")
    return (AREA_X0 + (spell - 1) * AREA_STEP, AREA_Y, AREA_W, AREA_H)


def area_center(spell: int) -> tuple[float, float]:
    """Canvas pixel at the centre of number area ``spell``: clicking there casts that spell."""
    x, y, w, h = area_box(spell)
    return (x + w / 2, y + h / 2)


def slot(spell: int, k: int) -> tuple[float, float]:
    """The top-left corner of the ``k``-th stone (from 0) laid face up on number area ``spell``."""
    x, y, _, _ = area_box(spell)
    return (x + 1 + 14 * (k % 4), y + 38 + 22 * (k // 4))


def ready_box(players: int, key_below: bool = True) -> tuple[float, float, float, float]:
    h = height_for(players, key_below)
    return (WIDTH / 2 - READY_W / 2, h / 2 + 30, READY_W, READY_H)


def button_center(name: str, players: int = 4) -> tuple[float, float]:
    """Canvas pixel of a button drawn on the canvas: end, odds, ready (on the hot-seat cover)."""
    if name == "ready":
        x, y, w, h = ready_box(players)
    elif name in CANVAS_BUTTONS:
        x, y, w, h = CANVAS_BUTTONS[name]
    else:
        raise ValueError(f"no canvas button {name!r}; there are end, odds and ready")
    return (x + w / 2, y + h / 2)


def strip_top(seat: int) -> float:
    """The top edge of seat ``seat``'s strip (its row, life tokens, secret stones)."""
    return STRIP_Y0 + STRIP_H * seat


def life_center(seat: int, k: int) -> tuple[float, float]:
    """The centre of seat ``seat``'s ``k``-th life token (from 0)."""
    return (LIFE_X + LIFE_STEP * k, strip_top(seat) + 15)


def row_stone_box(seat: int, k: int, count: int) -> tuple[float, float, float, float]:
    """x, y, w, h of the ``k``-th of ``count`` stones in seat ``seat``'s row."""
    step = STONE_STEP if count <= 11 else (TAKEN_X0 - 8 - STONE_X0) / count
    return (STONE_X0 + step * k, strip_top(seat) + 7, min(STONE_W, step - 3), STONE_H)


def _inside(x: float, y: float, box: tuple[float, float, float, float]) -> bool:
    bx, by, bw, bh = box
    return bx <= x <= bx + bw and by <= y <= by + bh
