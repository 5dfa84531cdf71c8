"""Magic Maze's action tiles and scenarios, as data.

Action tiles: the nine physical tiles for 2–8 players, each side a set of actions; which sides
are used for each number of players; the seven single-action tiles of the solo variant.
Scenarios: each one a set of switches the engine reads (``Scenario``), so a later scenario adds
switches rather than tests of its number.
"""
from __future__ import annotations

from dataclasses import dataclass

ACTIONS = ("N", "E", "S", "W", "vortex", "escalator", "explore")
ACTION_NAMES = {"N": "move north", "E": "move east", "S": "move south", "W": "move west",
                "vortex": "vortex", "escalator": "escalator", "explore": "explore"}

#: every side of the physical action tiles: id → the actions printed on it. "x" is a crossed-out
#: vortex side (turned up after the theft), "b" the back used with more players.
ACTION_TILES: dict[str, tuple[str, ...]] = {
    "T1": ("vortex", "N", "E"), "T1x": ("N", "E"),
    "T2": ("escalator", "explore", "S", "W"), "T2b": ("explore", "S"),
    "T3": ("escalator", "explore", "S"), "T3b": ("S",),
    "T4": ("N", "E"), "T4b": ("N",),
    "T5": ("vortex", "W"), "T5x": ("W",),
    "T6": ("escalator", "E"),
    "T7": ("N",),
    "T8": ("W",),
    "T9": ("E",),
}
#: the side a tile shows after the theft (vortex crossed out)
AFTER_THEFT = {"T1": "T1x", "T5": "T5x"}
#: the sides dealt for each number of players (2–8)
SETS: dict[int, tuple[str, ...]] = {
    2: ("T1", "T2"),
    3: ("T3", "T4", "T5"),
    4: ("T2b", "T5", "T6", "T7"),
    5: ("T2b", "T5", "T6", "T7", "T8"),
    6: ("T2b", "T5", "T6", "T7", "T8", "T9"),
    7: ("T2b", "T5", "T6", "T7", "T8", "T9", "T3b"),
    8: ("T2b", "T5", "T6", "T7", "T8", "T9", "T3b", "T4b"),
}
#: the solo variant's seven single-action tiles
SOLO_TILES = ACTIONS


def tile_text(tile: str) -> str:
    """An action tile as a player reads it: 'T5 (vortex, west)'."""
    acts = ACTION_TILES[tile]
    words = {"N": "north", "E": "east", "S": "south", "W": "west"}
    crossed = " + crossed-out vortex" if tile.endswith("x") else ""
    return f"{tile} ({', '.join(words.get(a, a) for a in acts)}{crossed})"


@dataclass(frozen=True)
class Scenario:
    """What a scenario switches on. Scenarios 1–3 are built; 4–17 come with the next issue."""

    number: int
    title: str
    stack: tuple[str, ...]          # the tiles shuffled into the stack
    start: str                      # the start tile's side: "1A" or "1B"
    exits: str                      # "purple": one exit for all; "own": each hero its own colour's
    free_talk: bool = False         # beginners may talk at any time
    pass_tiles: bool = False        # action tiles pass to the left at every hourglass flip
    min_players: int = 1


def _tiles(a: int, b: int) -> tuple[str, ...]:
    return tuple(str(n) for n in range(a, b + 1))


SCENARIOS: dict[int, Scenario] = {
    1: Scenario(1, "Discovery", _tiles(2, 9), "1A", "purple", free_talk=True),
    2: Scenario(2, "Multiple exits", _tiles(2, 12), "1A", "own"),
    3: Scenario(3, "Passing the actions", _tiles(2, 12), "1A", "own", pass_tiles=True, min_players=2),
}
#: the rulebook's later scenarios, not built yet
PLANNED = {4: "Dwarf and elf", 5: "Mage", 6: "Barbarian", 7: "Close surveillance", 8: "Foresight",
           9: "Follow the leader", 10: "Fool the guards", 11: "Rearrangement", 12: "Gestures only",
           13: "Two malls", 14: "Silence", 15: "Eyes", 16: "Vortexes out of order", 17: "Never together"}
