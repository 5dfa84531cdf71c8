"""Magic Maze's state as data: the mall laid, the stack, the heroes, each seat's action tile, the sand, the
out-of-order markers and the phase of play; and the mall of a layout (``mall_of``), shared by every state
with that layout."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

from .mall import Global, Mall, Placed

SAND = 180                     # seconds in the sand timer
#: the lattice slot of tile 3, the second mall of scenario 13: far enough that the two never meet
SECOND_MALL = (0, 40)


# -- state ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MMState:
    placed: tuple[Placed, ...]                 # the mall: the start tile(s) first, then in the order explored
    stack: tuple[str, ...]                     # tiles face down in the stack (sorted: their order is chance)
    heroes: tuple[Global | None, ...]          # each hero's mall-grid cell (HEROES order); None once escaped
    holdings: tuple[str, ...]                  # each seat's action tile side ("T5", "T1x"...); solo: ("",);
                                               # scenario 9: "" for the leader
    used: tuple[Global, ...] = ()              # hourglass spaces with an out-of-order marker
    sand: int = SAND                           # seconds left in the timer
    started: bool = False                      # the timer has been turned over: play has begun
    talk: str = ""                             # the talking window open: "hourglass", "elf" or "" (none)
    theft: bool = False
    pawn: int = 0                              # the seat the "Do Something!" pawn stands in front of (0: nobody)
    phase: str = "play"                        # "play"; chance: "draw" (a mall tile), "turn" (a solo tile);
                                               # "crystal" (a second crystal-ball tile or not), "discard" (11)
    pending: tuple[int, str] = (0, "")         # the (seat, hero) exploring while a tile is drawn; for the crystal
                                               # ball (seat, "") while its tiles are laid
    flips: int = 0                             # hourglass spaces used (the score)
    result: str = ""                           # "", "won" or "lost"
    solo_pile: tuple[str, ...] = ()            # solo: the face-down pile (sorted while shuffled)
    solo_shuffled: bool = True                 # solo: the pile's order is unknown (after a shuffle)
    solo_discard: tuple[str, ...] = ()         # solo: the turned tiles, the last one on top
    top: str = ""                              # the tile known to lie on top of the stack: scenario 5's tile 15,
                                               # the face-up top of an open stack ("" if none is known)
    under: tuple[str, ...] = ()                # 11: discarded tiles under the stack, drawn after it; pairs in
                                               # the order discarded (each pair sorted: its order is chance)
    balls: tuple[Global, ...] = ()             # crystal balls with an out-of-order marker
    cameras: tuple[Global, ...] = ()           # cameras with an out-of-order marker
    frozen: tuple[str, ...] = ()               # 10, 17: heroes escaped and standing on their exits
    crystal: int = 0                           # the crystal ball's tiles laid or being laid now (0: not in use)
    target: Global | None = None               # the exploration space a crystal-ball tile is being laid at

    @property
    def over(self) -> bool:
        return bool(self.result)

    @cached_property
    def mall(self) -> Mall:
        return mall_of(self.placed)


@lru_cache(maxsize=512)
def mall_of(placed: tuple[Placed, ...]) -> Mall:
    """The mall of a layout, shared by every state with that layout (a Mall is never changed)."""
    return Mall(placed)
