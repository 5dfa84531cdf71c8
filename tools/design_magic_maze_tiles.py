"""Draw this project's own Magic Maze tile layouts and write engine/magic_maze/tiles.txt.

The rulebook does not show the printed tiles, so rulewalk designs its own: for every tile the
published inventory (engine.magic_maze.tiles.INVENTORY) is laid out on 4×4 spaces by a seeded
random search that keeps only layouts the game's checks accept (tiles.check_tile): the entry and
exploration spaces on the pinwheel's connection spaces, every space reachable from the entry,
every hero able to reach its own coloured spaces and cross the tile, a few walls to make the
straight-line moves interesting. Run it again only to redesign the tiles; the file it writes is
the data the engine reads (and may be edited by hand, the checks run on every load).

    .venv/bin/python tools/design_magic_maze_tiles.py
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.magic_maze import tiles as T  # noqa: E402

OUT = ROOT / "engine" / "magic_maze" / "tiles.txt"
CODE = {"floor": "..", "entry": "AR", "hourglass": "H.", "camera": "C.", "crystal": "B."}
PREFIX = {"explore": "E", "vortex": "V", "item": "I", "exit": "X"}
EDGES = [((r, c), (r, c + 1)) for r in range(4) for c in range(3)] + [((r, c), (r + 1, c)) for r in range(3) for c in range(4)]


def code(space: T.Space) -> str:
    return CODE.get(space.kind) or PREFIX[space.kind] + T.LETTER_OF[space.colour]


def design(name: str, rng: random.Random) -> T.TileSpec:
    inv = T.INVENTORY[name]
    start_tile = name in ("1A", "1B")
    for _ in range(20000):
        grid = {(r, c): T.Space("floor") for r in range(4) for c in range(4)}
        sides = list(T.SIDES)
        rng.shuffle(sides)
        if start_tile:
            for side, letter in zip(sides, "OYPG"):
                grid[T.CONNECTION[side]] = T.Space("explore", T.LETTERS[letter])
        else:
            grid[T.CONNECTION[sides[0]]] = T.Space("entry")
            for side, letter in zip(sides[1:], inv["explore"]):
                grid[T.CONNECTION[side]] = T.Space("explore", T.LETTERS[letter])
        free = [cell for cell in grid if cell not in T.SIDE_AT and not (start_tile and cell in T.CENTRE)]
        # connection spaces left closed may hold features too
        free += [T.CONNECTION[s] for s in sides if grid[T.CONNECTION[s]].kind == "floor"]
        rng.shuffle(free)
        features = [T.Space(kind, T.LETTERS[letter]) for kind in ("vortex", "item", "exit") for letter in inv[kind]]
        features += [T.Space(kind) for kind in ("hourglass", "camera", "crystal") for _ in range(inv[kind])]
        if len(features) + 2 * inv["escalators"] > len(free):
            raise SystemExit(f"tile {name}: too much to place")
        for space in features:
            grid[free.pop()] = space
        escalators = []
        floor = [cell for cell in free if grid[cell].kind == "floor"]
        for _ in range(inv["escalators"]):
            pairs = [(a, b) for i, a in enumerate(floor) for b in floor[i + 1:]
                     if abs(a[0] - b[0]) + abs(a[1] - b[1]) >= 2]
            a, b = rng.choice(pairs)
            escalators.append((a, b))
            floor = [cell for cell in floor if cell not in (a, b)]
        edges = EDGES[:]
        rng.shuffle(edges)
        walls = edges[: rng.randint(4, 7)]
        orange = edges[len(walls): len(walls) + inv["orange_walls"]]
        spec = T.TileSpec(name, tuple(tuple(grid[(r, c)] for c in range(4)) for r in range(4)),
                          frozenset(frozenset(e) for e in walls), frozenset(frozenset(e) for e in orange),
                          tuple(escalators))
        try:
            T.check_tile(spec)
        except T.TileError:
            continue
        if inv["orange_walls"] and spec.reachable((0, 0)) == spec.reachable((0, 0), dwarf=True) and \
                all(spec.reachable(c) == spec.reachable(c, dwarf=True) for c in spec.cells()):
            continue   # an orange wall that changes nothing is no orange wall
        return spec
    raise SystemExit(f"tile {name}: no layout found")


def write(spec: T.TileSpec) -> str:
    lines = [f"tile {spec.name}"]
    lines += ["  " + " ".join(code(spec.space((r, c))) for c in range(4)) for r in range(4)]
    pair = lambda p, sep: f"{T.name(min(p))}{sep}{T.name(max(p))}"  # noqa: E731
    if spec.walls:
        lines.append("walls: " + " ".join(pair(tuple(w), "|") for w in sorted(spec.walls, key=sorted)))
    if spec.orange_walls:
        lines.append("orange walls: " + " ".join(pair(tuple(w), "|") for w in sorted(spec.orange_walls, key=sorted)))
    if spec.escalators:
        lines.append("escalators: " + " ".join(pair(e, "=") for e in spec.escalators))
    return "\n".join(lines)


def main() -> None:
    blocks = []
    for name in T.TILE_NAMES:
        rng = random.Random(f"rulewalk magic maze tile {name}")
        blocks.append(write(design(name, rng)))
    header = ("# Magic Maze mall tiles: this project's own layouts with the published inventory of each tile\n"
              "# (engine/magic_maze/tiles.py explains the format; drawn by tools/design_magic_maze_tiles.py,\n"
              "# checked on every load).\n")
    OUT.write_text(header + "\n\n".join(blocks) + "\n", encoding="utf-8")
    print(f"wrote {OUT} ({len(blocks)} tiles)")


if __name__ == "__main__":
    main()
