"""Magic Maze's action tiles and scenarios, as data.

Action tiles: the nine physical tiles for 2–8 players, each side a set of actions; which sides
are used for each number of players; the seven single-action tiles of the solo variant.
Scenarios: each one a set of switches the engine reads (``Scenario``), so a later scenario adds
switches rather than tests of its number.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

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
    """What a scenario switches on. The engine reads these switches, never a scenario's number, so each
    rule lives in one place and a scenario is the sum of its switches.

    Scenarios 2–7 each keep the rules of the ones before them (scenario 1's free talking excepted);
    8–17 are each the rules of 2–7 plus their own switch, on a stack (tiles 2–17 … 2–24) and a start
    side (1A or 1B) the players choose (``choose``)."""

    number: int
    title: str
    stack: tuple[str, ...]          # the tiles of the stack (the top tile, if set, included)
    start: str                      # the start tile's side: "1A" or "1B"
    exits: str                      # "purple": one exit for all; "own": its own colour's; "other": another's
    free_talk: bool = False         # 1: beginners may talk at any time
    pass_tiles: bool = False        # 3+: action tiles pass to the left at every hourglass flip (2+ players)
    min_players: int = 1
    max_players: int = 8
    elf_talk: bool = False          # 4+: an exploration by the elf opens a talking window
    top: str = ""                   # 5: a tile put face down on top of the shuffled stack at set-up
    crystal: bool = False           # 5+: the crystal ball
    cameras: bool = False           # 6+: cameras block the hourglasses; the barbarian puts them out of order
    choose: bool = False            # 8-17: the players choose the stack and the start side
    open_stack: bool = False        # 8, 13: the stack lies face up
    leader: bool = False            # 9: one seat leads, with no action tile
    items: str = "own"              # "own" or "other" (10: each hero steals an item not of its colour)
    stay: bool = False              # 10, 17: heroes that escape stay on their exits
    rearrange: bool = False         # 11: two tiles discarded at each hourglass flip before the theft
    talk: str = "words"             # "words"; 12 "gestures"; 14, 15 "never"
    pawn: bool = True               # 15: no Do Something! pawn
    two_malls: bool = False         # 13: tiles 1 and 3 start apart, linked only by vortexes
    vortex: bool = True             # 16: no vortex at all
    apart: int = 0                  # 13: 4 (never all four on one tile); 17: 2 (never two, tile 1 excepted)

    @property
    def start_tiles(self) -> tuple[str, ...]:
        """The tiles on the table at set-up: the start tile, and tile 3 for the second mall (13)."""
        return (self.start, "3") if self.two_malls else (self.start,)

    def choices(self) -> str:
        """The stack and side as the challenge book writes them: 'tiles 2-17, side 1B'."""
        numbers = sorted(int(t) for t in self.stack)
        gap = " without 3" if self.two_malls else ""
        return f"tiles 2-{numbers[-1]}{gap}, side {self.start}"


def _tiles(a: int, b: int) -> tuple[str, ...]:
    return tuple(str(n) for n in range(a, b + 1))


#: the rules of scenarios 2–7 together: what every scenario from 8 on starts from
_BASE = dict(exits="own", pass_tiles=True, elf_talk=True, crystal=True, cameras=True, choose=True)
#: the default stack and side of scenarios 8–17 (the players may choose others)
DEFAULT_STACK, DEFAULT_START = 17, "1B"
STACK_CHOICES = tuple(range(17, 25))


def _later(number: int, title: str, **own) -> Scenario:
    stack = _tiles(2, DEFAULT_STACK)
    if own.get("two_malls"):
        stack = tuple(t for t in stack if t != "3")
    return Scenario(number, title, stack, DEFAULT_START, **{**_BASE, **own})


SCENARIOS: dict[int, Scenario] = {
    1: Scenario(1, "Discovery", _tiles(2, 9), "1A", "purple", free_talk=True),
    2: Scenario(2, "Multiple exits", _tiles(2, 12), "1A", "own"),
    3: Scenario(3, "Passing the actions", _tiles(2, 12), "1A", "own", pass_tiles=True, min_players=2),
    4: Scenario(4, "Dwarf and elf", _tiles(2, 14), "1A", "own", pass_tiles=True, elf_talk=True),
    5: Scenario(5, "Mage", _tiles(2, 15), "1B", "own", pass_tiles=True, elf_talk=True, top="15", crystal=True),
    6: Scenario(6, "Barbarian", _tiles(2, 17), "1B", "own", pass_tiles=True, elf_talk=True, crystal=True,
                cameras=True),
    7: Scenario(7, "Close surveillance", _tiles(2, 19), "1B", "own", pass_tiles=True, elf_talk=True, crystal=True,
                cameras=True),
    8: _later(8, "Foresight", open_stack=True),
    9: _later(9, "Follow the leader", leader=True, min_players=3, max_players=9),
    10: _later(10, "Fool the guards", exits="other", items="other", stay=True),
    11: _later(11, "Rearrangement", rearrange=True),
    12: _later(12, "Gestures only", talk="gestures"),
    13: _later(13, "Two malls", two_malls=True, open_stack=True, apart=4),
    14: _later(14, "Silence", talk="never"),
    15: _later(15, "Eyes", talk="never", pawn=False),
    16: _later(16, "Vortexes out of order", vortex=False),
    17: _later(17, "Never together", apart=2, stay=True),
}


def scenario_with(number: int, stack: int | None = None, start: str | None = None) -> Scenario:
    """Scenario ``number`` on the stack of tiles 2..``stack`` and start side ``start`` (8–17; the
    values are checked by the game's settings)."""
    base = SCENARIOS[number]
    if not base.choose:
        return base
    tiles = _tiles(2, stack or DEFAULT_STACK)
    if base.two_malls:
        tiles = tuple(t for t in tiles if t != "3")
    return replace(base, stack=tiles, start=start or base.start)


def action_set(players: int, leader: bool = False) -> tuple[str, ...]:
    """The action tiles dealt for ``players`` (scenario 9: for players − 1, at most the 8-player set)."""
    return SETS[min(players - 1, 8)] if leader else SETS[players]
