"""Magic Maze's mall tiles as data: ``tiles.txt``, read and checked when the module loads.

The printed tiles' layouts are not in the rulebook, so the layouts are this project's own
design; what each tile holds (its exploration spaces, vortexes, items, exits, hourglass,
escalators, orange walls, cameras, crystal balls) follows the published inventory (``INVENTORY``).

A tile is 4×4 spaces, (row, col) counted from 1, north up as written in the file. Each side has
one connection space, in a pinwheel: north at (1,3), east (3,4), south (4,2), west (2,1). On tiles 2–24 one connection space is the white
entry arrow, and the others are exploration spaces of a colour or closed.

The file, one block per tile::

    tile 6
      .. .. EG ..
      AR .. .. ..
      .. VP IY EO
      .. .. .. ..
    walls: (1,1)|(2,1) (2,3)|(2,4)
    orange walls: (3,2)|(3,3)
    escalators: (1,2)=(3,3)

Codes (two characters a space): ``..`` floor; ``E`` + colour an exploration space; ``AR`` the
entry arrow; ``V`` + colour a vortex; ``I`` + colour an item; ``X`` + colour an exit; ``H.`` an
hourglass; ``C.`` a camera; ``B.`` a crystal ball. Colours: O orange, Y yellow, P purple,
G green. ``walls`` and ``orange walls`` (the dwarf's small passage) name pairs of neighbouring
spaces; ``escalators`` the two ends of each escalator. A malformed file is refused with the
tile, the space and the problem named (``TileError``).
"""
from __future__ import annotations

from collections import Counter, deque
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Iterable, Mapping

SIZE = 4
HEROES = ("orange", "yellow", "purple", "green")
HERO_NAMES = {"orange": "orange dwarf", "yellow": "yellow barbarian", "purple": "purple mage", "green": "green elf"}
LETTERS = {"O": "orange", "Y": "yellow", "P": "purple", "G": "green"}
LETTER_OF = {colour: letter for letter, colour in LETTERS.items()}
SIDES = ("N", "E", "S", "W")
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
#: the connection space of each side (storage: 0-based row, col), a pinwheel
CONNECTION = {"N": (0, 2), "E": (2, 3), "S": (3, 1), "W": (1, 0)}
SIDE_AT = {cell: side for side, cell in CONNECTION.items()}
#: tile 1's four central spaces, where the heroes start
CENTRE = ((1, 1), (1, 2), (2, 1), (2, 2))
#: what a code names: kind, and whether a colour letter follows
KINDS = {"E": "explore", "V": "vortex", "I": "item", "X": "exit"}
SINGLES = {"..": "floor", "AR": "entry", "H.": "hourglass", "C.": "camera", "B.": "crystal"}

Cell = tuple[int, int]


class TileError(ValueError):
    """A tile file that is malformed or breaks the game's inventory."""


@dataclass(frozen=True)
class Space:
    kind: str            # floor, explore, entry, vortex, item, exit, hourglass, camera, crystal
    colour: str = ""     # for explore, vortex, item, exit

    def __str__(self) -> str:
        return f"{self.colour} {self.kind}" if self.colour else self.kind


@dataclass(frozen=True)
class TileSpec:
    """One printed tile as it lies in the box (north up)."""

    name: str                                   # "1A", "1B", "2" ... "24"
    spaces: tuple[tuple[Space, ...], ...]       # 4 rows of 4
    walls: frozenset[frozenset[Cell]]           # pairs of neighbouring cells (0-based)
    orange_walls: frozenset[frozenset[Cell]]    # walls only the dwarf passes
    escalators: tuple[tuple[Cell, Cell], ...]

    @property
    def number(self) -> int:
        return int(self.name.rstrip("AB"))

    def space(self, cell: Cell) -> Space:
        return self.spaces[cell[0]][cell[1]]

    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(SIZE) for c in range(SIZE)]

    @cached_property
    def entry(self) -> str | None:
        """The side of the entry arrow (None on tile 1)."""
        return next((side for side, cell in CONNECTION.items() if self.space(cell).kind == "entry"), None)

    @cached_property
    def openings(self) -> dict[str, Space]:
        """The open connection spaces by side (the entry and the exploration spaces)."""
        return {side: self.space(cell) for side, cell in CONNECTION.items()
                if self.space(cell).kind in ("entry", "explore")}

    def features(self) -> Counter:
        """How many of each kind of space (with colour) the tile holds."""
        return Counter(str(self.space(cell)) for cell in self.cells() if self.space(cell).kind != "floor")

    def neighbours(self, cell: Cell, dwarf: bool = False) -> list[Cell]:
        """The spaces one step away inside the tile, walls respected (the dwarf passes orange walls)."""
        r, c = cell
        out = []
        for nr, nc in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)):
            if 0 <= nr < SIZE and 0 <= nc < SIZE:
                pair = frozenset(((r, c), (nr, nc)))
                if pair in self.walls or (pair in self.orange_walls and not dwarf):
                    continue
                out.append((nr, nc))
        return out

    def reachable(self, start: Cell, dwarf: bool = False) -> set[Cell]:
        """Spaces a hero can get to from ``start`` inside the tile: steps and escalators."""
        seen, queue = {start}, deque([start])
        while queue:
            cell = queue.popleft()
            nxt = self.neighbours(cell, dwarf)
            nxt += [b for a, b in self.escalators if a == cell] + [a for a, b in self.escalators if b == cell]
            for n in nxt:
                if n not in seen:
                    seen.add(n)
                    queue.append(n)
        return seen


def name(cell: Cell) -> str:
    """How texts write a space of a tile: ``(row,col)`` counted from 1."""
    return f"({cell[0] + 1},{cell[1] + 1})"


# -- the published inventory ------------------------------------------------------------------------------
def _inv(explore: str = "", vortex: str = "", item: str = "", exit: str = "", hourglass: int = 0,
         escalators: int = 0, orange_walls: int = 0, camera: int = 0, crystal: int = 0) -> dict:
    return dict(explore=explore, vortex=vortex, item=item, exit=exit, hourglass=hourglass, escalators=escalators,
                orange_walls=orange_walls, camera=camera, crystal=crystal)


#: what each tile holds (colour letters; counts), as published
INVENTORY: dict[str, dict] = {
    "1A": _inv(hourglass=1, escalators=1, explore="OYPG", vortex="OYPG"),
    "1B": _inv(hourglass=1, escalators=1, explore="OYPG"),
    "2": _inv(exit="P", escalators=1, explore="O", vortex="GP"),
    "3": _inv(hourglass=1, explore="PY", vortex="GO"),
    "4": _inv(hourglass=1, explore="GP", vortex="OY"),
    "5": _inv(hourglass=1, explore="GOY", vortex="P"),
    "6": _inv(item="Y", explore="GO", vortex="P"),
    "7": _inv(item="O", escalators=1, explore="P", vortex="GY"),
    "8": _inv(item="G", explore="OP", vortex="Y"),
    "9": _inv(item="P", explore="Y", vortex="O"),
    "10": _inv(exit="G", escalators=1, explore="PY", vortex="GO"),
    "11": _inv(exit="Y", explore="GO", vortex="Y"),
    "12": _inv(exit="O", escalators=2, explore="Y", vortex="OP"),
    "13": _inv(orange_walls=1, explore="GY", vortex="P"),
    "14": _inv(orange_walls=1, escalators=1, explore="GO", vortex="PY"),
    "15": _inv(crystal=1, orange_walls=1, escalators=1, explore="GO", vortex="Y"),
    "16": _inv(camera=1, orange_walls=1, explore="OP", vortex="G"),
    "17": _inv(camera=1, crystal=1, explore="O", vortex="G"),
    "18": _inv(camera=1, explore="G", vortex="P"),
    "19": _inv(camera=1, orange_walls=1, explore="OPY", vortex="G"),
    "20": _inv(crystal=1, escalators=1, explore="GY"),
    "21": _inv(orange_walls=1, explore="OP"),
    "22": _inv(explore="GO", vortex="Y"),
    "23": _inv(explore="OP", vortex="GY"),
    "24": _inv(orange_walls=1, explore="GY", vortex="OP"),
}
TILE_NAMES = tuple(INVENTORY)


# -- reading the file ---------------------------------------------------------------------------------------
def _cell(text: str, where: str) -> Cell:
    t = text.strip()
    if not (t.startswith("(") and t.endswith(")")) or t.count(",") != 1:
        raise TileError(f"{where}: {text!r} is not a space; write (row,col) with row and col from 1 to 4")
    try:
        r, c = (int(x) for x in t[1:-1].split(","))
    except ValueError:
        raise TileError(f"{where}: {text!r} is not a space; write (row,col) with row and col from 1 to 4") from None
    if not (1 <= r <= SIZE and 1 <= c <= SIZE):
        raise TileError(f"{where}: space {t} is off the tile (rows and columns 1 to 4)")
    return (r - 1, c - 1)


def _pairs(text: str, sep: str, where: str) -> list[tuple[Cell, Cell]]:
    out = []
    for item in text.split():
        if item.count(sep) != 1:
            raise TileError(f"{where}: {item!r} should be two spaces joined by {sep!r}, e.g. (1,1){sep}(1,2)")
        a, b = item.split(sep)
        out.append((_cell(a, where), _cell(b, where)))
    return out


def _space(code: str, where: str) -> Space:
    if code in SINGLES:
        return Space(SINGLES[code])
    if len(code) == 2 and code[0] in KINDS and code[1] in LETTERS:
        return Space(KINDS[code[0]], LETTERS[code[1]])
    raise TileError(f"{where}: unknown code {code!r} (known: .. AR H. C. B. and E, V, I, X with O, Y, P or G)")


def parse(text: str) -> dict[str, TileSpec]:
    """Every tile block of a tile file, read and checked one by one (``check_tile``)."""
    tiles: dict[str, TileSpec] = {}
    lines = [(n, line.split("#", 1)[0].rstrip()) for n, line in enumerate(text.splitlines(), 1)]
    lines = [(n, line) for n, line in lines if line.strip()]
    i = 0
    while i < len(lines):
        n, line = lines[i]
        if not line.startswith("tile "):
            raise TileError(f"line {n}: expected 'tile <name>', got {line.strip()!r}")
        tname = line[5:].strip()
        if tname not in INVENTORY:
            raise TileError(f"line {n}: there is no tile {tname!r}; tiles are {', '.join(TILE_NAMES)}")
        if tname in tiles:
            raise TileError(f"line {n}: tile {tname} is given twice")
        rows: list[tuple[Space, ...]] = []
        extra: dict[str, str] = {"walls": "", "orange walls": "", "escalators": ""}
        i += 1
        while i < len(lines) and not lines[i][1].startswith("tile "):
            n, line = lines[i]
            key = line.split(":", 1)[0].strip()
            if ":" in line and key in extra:
                extra[key] += " " + line.split(":", 1)[1]
            else:
                codes = line.split()
                r = len(rows)
                if r >= SIZE:
                    raise TileError(f"tile {tname}, line {n}: a tile has 4 rows of spaces")
                if len(codes) != SIZE:
                    raise TileError(f"tile {tname}, row {r + 1} (line {n}): a row has 4 spaces, not {len(codes)}")
                rows.append(tuple(_space(code, f"tile {tname}, space ({r + 1},{c + 1})")
                                  for c, code in enumerate(codes)))
            i += 1
        if len(rows) != SIZE:
            raise TileError(f"tile {tname}: a tile has 4 rows of spaces, not {len(rows)}")
        walls = _pairs(extra["walls"], "|", f"tile {tname}, walls")
        orange = _pairs(extra["orange walls"], "|", f"tile {tname}, orange walls")
        escalators = _pairs(extra["escalators"], "=", f"tile {tname}, escalators")
        for kind, pairs in (("wall", walls), ("orange wall", orange)):
            for a, b in pairs:
                if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                    raise TileError(f"tile {tname}, {kind} {name(a)}|{name(b)}: a wall stands between "
                                    "two neighbouring spaces")
        spec = TileSpec(tname, tuple(rows), frozenset(frozenset(p) for p in walls),
                        frozenset(frozenset(p) for p in orange), tuple(escalators))
        if len(spec.walls) != len(walls) or len(spec.orange_walls) != len(orange) or spec.walls & spec.orange_walls:
            raise TileError(f"tile {tname}: a wall is listed twice")
        check_tile(spec)
        tiles[tname] = spec
    return tiles


def check_tile(tile: TileSpec) -> None:
    """Raise TileError unless the tile keeps the game's rules for tiles and its inventory."""
    t = f"tile {tile.name}"
    for cell in tile.cells():
        sp = tile.space(cell)
        if sp.kind in ("explore", "entry") and cell not in SIDE_AT:
            what = "the entry arrow" if sp.kind == "entry" else f"a {sp.colour} exploration space"
            raise TileError(f"{t}, space {name(cell)}: {what} must be a connection space "
                            "(north (1,3), east (3,4), south (4,2), west (2,1))")
    entries = [side for side, cell in CONNECTION.items() if tile.space(cell).kind == "entry"]
    if tile.number == 1:
        if entries:
            raise TileError(f"{t}: the start tile has no entry arrow")
        for cell in CENTRE:
            if tile.space(cell).kind != "floor":
                raise TileError(f"{t}, space {name(cell)}: the four central spaces of the start tile are "
                                "plain floor, where the heroes start")
    elif len(entries) > 1:
        raise TileError(f"{t}, spaces {' and '.join(name(CONNECTION[s]) for s in entries)}: "
                        f"{len(entries)} entry arrows; a tile has exactly one")
    elif not entries:
        raise TileError(f"{t}: no entry arrow (AR) on a connection space; tiles 2-24 have exactly one")
    want = INVENTORY[tile.name]
    have = tile.features()
    expected: Counter = Counter()
    for kind in ("explore", "vortex", "item", "exit"):
        for letter in want[kind]:
            expected[f"{LETTERS[letter]} {kind}"] += 1
    for kind in ("hourglass", "camera", "crystal"):
        if want[kind]:
            expected[kind] = want[kind]
    if tile.entry is not None:
        expected["entry"] = 1
    if have != expected:
        missing = expected - have
        extra = have - expected
        parts = ([f"missing {', '.join(sorted(missing.elements()))}"] if missing else []) + \
                ([f"not in its inventory: {', '.join(sorted(extra.elements()))}"] if extra else [])
        raise TileError(f"{t}: {'; '.join(parts)}")
    if len(tile.escalators) != want["escalators"]:
        raise TileError(f"{t}: has {len(tile.escalators)} escalator(s); its inventory has {want['escalators']}")
    if len(tile.orange_walls) != want["orange_walls"]:
        raise TileError(f"{t}: has {len(tile.orange_walls)} orange wall(s); its inventory has {want['orange_walls']}")
    ends = [cell for pair in tile.escalators for cell in pair]
    for a, b in tile.escalators:
        if a == b or abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1:
            raise TileError(f"{t}, escalator {name(a)}={name(b)}: its ends are two spaces apart at least")
    for cell in ends:
        if ends.count(cell) > 1 or tile.space(cell).kind != "floor":
            raise TileError(f"{t}, space {name(cell)}: an escalator ends on a plain floor space of its own")
    start = CENTRE[0] if tile.number == 1 else CONNECTION[tile.entry]
    everywhere = tile.reachable(start, dwarf=True)
    for cell in tile.cells():
        if cell not in everywhere:
            raise TileError(f"{t}, space {name(cell)}: cannot be reached from the "
                            f"{'centre' if tile.number == 1 else 'entry'}")
    for colour in HEROES:
        reach = tile.reachable(start, dwarf=colour == "orange")
        for cell in tile.cells():
            sp = tile.space(cell)
            if sp.colour == colour and cell not in reach:
                raise TileError(f"{t}, space {name(cell)}: the {HERO_NAMES[colour]} cannot reach its {sp.kind} "
                                "(only the dwarf passes orange walls)")
        if tile.number != 1 and colour != "orange":
            # every hero crosses the tile between its passages (the dwarf may take a short cut)
            for side, sp in tile.openings.items():
                if CONNECTION[side] not in reach:
                    raise TileError(f"{t}, space {name(CONNECTION[side])}: the {HERO_NAMES[colour]} cannot get "
                                    "from the entry to this passage (only the dwarf passes orange walls)")


def check_set(tiles: Mapping[str, TileSpec]) -> None:
    """The rules for the whole set of tiles (counts across tiles)."""
    missing = [n for n in TILE_NAMES if n not in tiles]
    if missing:
        raise TileError(f"the tile file lacks tile(s) {', '.join(missing)}")
    def count(kind: str, names: Iterable[str]) -> int:
        return sum(1 for n in names for cell in tiles[n].cells() if tiles[n].space(cell).kind == kind)
    numbered = [n for n in TILE_NAMES if n not in ("1A", "1B")]
    if count("hourglass", ["1A"] + numbered) != 4 or count("hourglass", ["1B"] + numbered) != 4:
        raise TileError("the mall has exactly 4 hourglass spaces (the start tile's and three more)")
    first = numbered[:16]              # tiles 2..17
    if count("camera", first) != 2 or count("camera", numbered[:18]) != 4:
        raise TileError("tiles 2-17 hold exactly 2 cameras, and tiles 2-19 exactly 4")
    if tiles["15"].features()["crystal"] != 1:
        raise TileError("tile 15 holds a crystal ball")
    basics = numbered[:8]              # tiles 2..9
    items = sorted(tiles[n].space(c).colour for n in basics for c in tiles[n].cells() if tiles[n].space(c).kind == "item")
    exits = [tiles[n].space(c).colour for n in basics for c in tiles[n].cells() if tiles[n].space(c).kind == "exit"]
    if items != sorted(HEROES) or exits != ["purple"]:
        raise TileError("tiles 2-9 hold the four items and one exit, the purple one")


def load(path: Path | None = None) -> dict[str, TileSpec]:
    """Read and check a whole tile file (by default the game's own, ``tiles.txt``)."""
    path = path or Path(__file__).with_name("tiles.txt")
    tiles = parse(path.read_text(encoding="utf-8"))
    check_set(tiles)
    return tiles


_LOADED: dict[str, TileSpec] = {}


def tiles() -> dict[str, TileSpec]:
    """The game's tiles, read and checked once (the engine calls this when it loads)."""
    if not _LOADED:
        _LOADED.update(load())
    return _LOADED
