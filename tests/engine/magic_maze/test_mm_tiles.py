"""The mall tiles as data: tiles.txt keeps the published inventory (``INVENTORY``) and the layout
constraints of the rules note, every space can be reached, and a malformed tile file is refused with
the tile, the space and the problem named.

The checks here are written from the rules note, independently of ``tiles.check_tile`` (which runs on
every load): a search of our own over each tile's walls, orange walls and escalators.
"""
from __future__ import annotations

from collections import deque
from pathlib import Path

import pytest

from engine.magic_maze import tiles as T
from engine.magic_maze.tiles import CONNECTION, HEROES, INVENTORY, TileError

rule = pytest.mark.rule
TILES = T.tiles()
NUMBERED = [str(n) for n in range(2, 25)]
FILE = Path(T.__file__).with_name("tiles.txt").read_text(encoding="utf-8")
#: the pinwheel's connection spaces, (row, col) counted from 1: north, east, south, west
PINWHEEL = {(1, 3): "N", (3, 4): "E", (4, 2): "S", (2, 1): "W"}
LETTER = {"orange": "O", "yellow": "Y", "purple": "P", "green": "G"}


def cells():
    return [(r, c) for r in range(4) for c in range(4)]


def kinds(spec, kind):
    """The spaces of ``kind``, as (row, col) counted from 1, with their colours."""
    return {(r + 1, c + 1): spec.space((r, c)).colour for r, c in cells() if spec.space((r, c)).kind == kind}


def actions_from(spec, start, dwarf):
    """Fewest actions (straight moves of any length inside the tile, escalators) from ``start`` to each
    space it can reach; our own search over the tile's data (0-based cells)."""
    def open_(a, b):
        pair = frozenset((a, b))
        return pair not in spec.walls and (dwarf or pair not in spec.orange_walls)

    dist = {start: 0}
    queue = deque([start])
    while queue:
        cell = queue.popleft()
        nxt = []
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            cur = cell
            while True:
                n = (cur[0] + dr, cur[1] + dc)
                if not (0 <= n[0] < 4 and 0 <= n[1] < 4) or not open_(cur, n):
                    break
                nxt.append(n)
                cur = n
        for a, b in spec.escalators:
            nxt += [b] if cell == a else [a] if cell == b else []
        for n in nxt:
            if n not in dist:
                dist[n] = dist[cell] + 1
                queue.append(n)
    return dist


def entry_of(spec):
    """Where a hero first stands on a tile: the entry arrow, or a central space of tile 1."""
    return (1, 1) if spec.number == 1 else next(
        (r - 1, c - 1) for (r, c) in PINWHEEL if spec.space((r - 1, c - 1)).kind == "entry")


# -- the published inventory ----------------------------------------------------------------------------
@rule("magic_maze.mall.tiles")
def test_the_file_holds_tiles_1A_1B_and_2_to_24_once_each():
    assert list(TILES) == ["1A", "1B"] + NUMBERED
    assert [line.split()[1] for line in FILE.splitlines() if line.startswith("tile ")] == list(TILES)
    for spec in TILES.values():
        assert len(spec.spaces) == 4 and all(len(row) == 4 for row in spec.spaces)


@rule("magic_maze.mall.layouts")
@pytest.mark.parametrize("name", list(INVENTORY))
def test_every_tile_holds_exactly_its_published_inventory(name):
    spec, want = TILES[name], INVENTORY[name]
    for kind in ("explore", "vortex", "item", "exit"):
        have = sorted(LETTER[c] for c in kinds(spec, kind).values())
        assert have == sorted(want[kind]), (name, kind, have)
    for kind in ("hourglass", "camera", "crystal"):
        assert len(kinds(spec, kind)) == want[kind], (name, kind)
    assert len(spec.escalators) == want["escalators"]
    assert len(spec.orange_walls) == want["orange_walls"]
    assert len(kinds(spec, "entry")) == (0 if spec.number == 1 else 1)
    allowed = {"floor", "entry", "explore", "vortex", "item", "exit", "hourglass", "camera", "crystal"}
    assert {spec.space(c).kind for c in cells()} <= allowed


@rule("magic_maze.mall.layouts")
def test_the_inventory_is_the_rules_notes_table():
    """Spot checks against the note's table, written out here again."""
    assert INVENTORY["1A"] == dict(explore="OYPG", vortex="OYPG", item="", exit="", hourglass=1, escalators=1,
                                   orange_walls=0, camera=0, crystal=0)
    assert INVENTORY["1B"]["vortex"] == "" and INVENTORY["1B"]["hourglass"] == 1
    assert INVENTORY["2"]["exit"] == "P" and INVENTORY["10"]["exit"] == "G"
    assert INVENTORY["11"]["exit"] == "Y" and INVENTORY["12"]["exit"] == "O" and INVENTORY["12"]["escalators"] == 2
    assert [n for n in NUMBERED if INVENTORY[n]["item"]] == ["6", "7", "8", "9"]
    assert {n: INVENTORY[n]["item"] for n in ("6", "7", "8", "9")} == {"6": "Y", "7": "O", "8": "G", "9": "P"}
    assert [n for n in NUMBERED if INVENTORY[n]["orange_walls"]] == ["13", "14", "15", "16", "19", "21", "24"]
    assert [n for n in NUMBERED if INVENTORY[n]["camera"]] == ["16", "17", "18", "19"]
    assert [n for n in NUMBERED if INVENTORY[n]["crystal"]] == ["15", "17", "20"]
    assert INVENTORY["19"]["explore"] == "OPY" and INVENTORY["5"]["explore"] == "GOY"


# -- the layout constraints of the rules note -------------------------------------------------------------
@rule("magic_maze.timer.hourglass")
def test_the_mall_has_exactly_four_hourglass_spaces_with_either_side_of_tile_1():
    for start in ("1A", "1B"):
        assert sum(len(kinds(TILES[n], "hourglass")) for n in [start] + NUMBERED) == 4
    assert [n for n in NUMBERED if kinds(TILES[n], "hourglass")] == ["3", "4", "5"]


@rule("magic_maze.mall.layouts")
def test_cameras_crystal_balls_items_and_exits_where_the_scenarios_need_them():
    cameras = lambda names: sum(len(kinds(TILES[n], "camera")) for n in names)  # noqa: E731
    assert cameras(NUMBERED[:16]) == 2          # tiles 2-17
    assert cameras(NUMBERED[:18]) == 4          # tiles 2-19
    assert len(kinds(TILES["15"], "crystal")) == 1
    basics = NUMBERED[:8]                       # tiles 2-9, scenario 1's stack
    assert sorted(c for n in basics for c in kinds(TILES[n], "item").values()) == sorted(HEROES)
    assert [c for n in basics for c in kinds(TILES[n], "exit").values()] == ["purple"]
    # scenario 2's stack (2-12) adds an exit of every other colour
    assert sorted(c for n in NUMBERED[:11] for c in kinds(TILES[n], "exit").values()) == sorted(HEROES)


@rule("magic_maze.setup.start")
@pytest.mark.parametrize("name", ["1A", "1B"])
def test_tile_1_has_four_plain_central_spaces_and_an_exploration_space_of_each_colour(name):
    spec = TILES[name]
    assert all(spec.space(c).kind == "floor" for c in ((1, 1), (1, 2), (2, 1), (2, 2)))
    assert sorted(kinds(spec, "explore").values()) == sorted(HEROES)
    assert set(kinds(spec, "explore")) == set(PINWHEEL)


@rule("magic_maze.mall.pinwheel")
@pytest.mark.parametrize("name", list(INVENTORY))
def test_entry_and_exploration_spaces_only_at_the_pinwheel_positions(name):
    spec = TILES[name]
    openings = set(kinds(spec, "explore")) | set(kinds(spec, "entry"))
    assert openings <= set(PINWHEEL)
    assert {side: (r + 1, c + 1) for side, (r, c) in CONNECTION.items()} == {v: k for k, v in PINWHEEL.items()}
    if spec.number != 1:
        assert len(openings) == 1 + len(INVENTORY[name]["explore"])


@rule("magic_maze.mall.layouts")
@pytest.mark.parametrize("name", list(INVENTORY))
def test_every_space_can_be_reached_from_the_entry(name):
    """With escalators, and by the dwarf through orange walls; every other hero reaches its own coloured
    spaces and every passage of the tile without them."""
    spec = TILES[name]
    start = entry_of(spec)
    assert set(actions_from(spec, start, dwarf=True)) == set(cells())
    for hero in HEROES:
        reach = actions_from(spec, start, dwarf=hero == "orange")
        own = [(r - 1, c - 1) for kind in ("explore", "vortex", "item", "exit")
               for (r, c), colour in kinds(spec, kind).items() if colour == hero]
        assert all(cell in reach for cell in own), (name, hero)
        passages = [(r - 1, c - 1) for r, c in set(kinds(spec, "explore")) | set(kinds(spec, "entry"))]
        assert all(cell in reach for cell in passages), (name, hero)


@rule("magic_maze.mall.layouts")
@pytest.mark.parametrize("name", [n for n in INVENTORY if INVENTORY[n]["orange_walls"]])
def test_every_orange_wall_matters(name):
    """From the entry the dwarf gets somewhere faster than any other hero (or somewhere they cannot go),
    and it is this orange wall that makes the difference (closed, the dwarf would lose it)."""
    spec = TILES[name]
    start = entry_of(spec)
    dwarf = actions_from(spec, start, dwarf=True)
    others = actions_from(spec, start, dwarf=False)
    assert any(c not in others or d < others[c] for c, d in dwarf.items())
    for wall in spec.orange_walls:
        closed = T.TileSpec(spec.name, spec.spaces, spec.walls | {wall}, spec.orange_walls - {wall}, spec.escalators)
        without = actions_from(closed, start, dwarf=True)
        assert any(c not in without or d < without[c] for c, d in dwarf.items()), (name, sorted(wall))


def test_tile_3_can_hold_two_heroes_anywhere():
    """Scenario 13 puts the yellow and purple heroes on any two spaces of tile 3: from every such pair,
    moves on tile 3 alone bring both onto their own exploration spaces at once."""
    spec = TILES["3"]
    goal_y = next(c for c in cells() if spec.space(c) == T.Space("explore", "yellow"))
    goal_p = next(c for c in cells() if spec.space(c) == T.Space("explore", "purple"))

    def one_move(me, other):
        out = []
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            cur = me
            while True:
                n = (cur[0] + dr, cur[1] + dc)
                if not (0 <= n[0] < 4 and 0 <= n[1] < 4) or n == other or frozenset((cur, n)) in spec.walls:
                    break
                out.append(n)
                cur = n
        return out

    assert not spec.escalators and not spec.orange_walls
    for a in cells():
        for b in cells():
            if a == b:
                continue
            seen, queue = {(a, b)}, deque([(a, b)])
            while queue and (goal_y, goal_p) not in seen:
                y, p = queue.popleft()
                for nxt in [(n, p) for n in one_move(y, p)] + [(y, n) for n in one_move(p, y)]:
                    if nxt not in seen:
                        seen.add(nxt)
                        queue.append(nxt)
            assert (goal_y, goal_p) in seen, (a, b)


def test_a_green_exploration_space_is_its_own_megaphone_reminder():
    """The megaphone (scenario 4) is printed on every green exploration space: the data needs no code of
    its own for it, and a file that tries one is refused as an unknown code."""
    greens = [(n, rc) for n, spec in TILES.items() for rc, c in kinds(spec, "explore").items() if c == "green"]
    assert len(greens) == sum(INVENTORY[n]["explore"].count("G") for n in INVENTORY)
    assert "M" not in T.KINDS and not any(code.startswith("M") for code in T.SINGLES)


# -- malformed tile files -------------------------------------------------------------------------------------
def block(name):
    """The text of one tile's block in tiles.txt."""
    start = FILE.index(f"tile {name}\n")
    end = FILE.find("\ntile ", start + 1)
    return FILE[start:] if end < 0 else FILE[start:end + 1]


TILE6 = block("6")
TILE2 = block("2")


def test_the_blocks_used_below_are_what_the_tests_expect():
    assert TILE6.splitlines()[:5] == ["tile 6", "  .. .. EG ..", "  AR .. .. ..", "  VP .. .. EO", "  .. .. IY .."]
    assert "escalators: (1,1)=(2,3)" in TILE2
    assert T.parse(TILE6)["6"] == TILES["6"] and T.parse(TILE2)["2"] == TILES["2"]


def edit(text, old, new):
    assert old in text, old
    return text.replace(old, new, 1)


@pytest.mark.parametrize("kind, text, message", [
    ("unknown code", edit(TILE6, "VP .. .. EO", "VP .. Q. EO"),
     "tile 6, space (3,3): unknown code 'Q.' (known: .. AR H. C. B. and E, V, I, X with O, Y, P or G)"),
    ("row of 3", edit(TILE6, "AR .. .. ..", "AR .. .."),
     "tile 6, row 2 (line 3): a row has 4 spaces, not 3"),
    ("five rows", edit(TILE6, "  .. .. IY ..\n", "  .. .. IY ..\n  .. .. .. ..\n"),
     "tile 6, line 6: a tile has 4 rows of spaces"),
    ("exploration off a connection space", edit(TILE6, "AR .. .. ..", "AR EP .. .."),
     "tile 6, space (2,2): a purple exploration space must be a connection space "
     "(north (1,3), east (3,4), south (4,2), west (2,1))"),
    ("entry off a connection space", edit(TILE6, "AR .. .. ..", ".. AR .. .."),
     "tile 6, space (2,2): the entry arrow must be a connection space "
     "(north (1,3), east (3,4), south (4,2), west (2,1))"),
    ("two entries", edit(TILE6, ".. .. EG ..", ".. .. AR .."),
     "tile 6, spaces (1,3) and (2,1): 2 entry arrows; a tile has exactly one"),
    ("no entry", edit(TILE6, "AR .. .. ..", ".. .. .. .."),
     "tile 6: no entry arrow (AR) on a connection space; tiles 2-24 have exactly one"),
    ("missing inventory item", edit(TILE6, ".. .. IY ..", ".. .. .. .."),
     "tile 6: missing yellow item"),
    ("a feature not in the inventory", edit(TILE6, ".. .. IY ..", "H. .. IY .."),
     "tile 6: not in its inventory: hourglass"),
    ("wall between non-neighbours", edit(TILE6, "(1,3)|(1,4)", "(1,3)|(2,4)"),
     "tile 6, wall (1,3)|(2,4): a wall stands between two neighbouring spaces"),
    ("a space off the tile", edit(TILE6, "(1,3)|(1,4)", "(1,3)|(1,5)"),
     "tile 6, walls: space (1,5) is off the tile (rows and columns 1 to 4)"),
    ("escalator end on a feature", edit(TILE2, "escalators: (1,1)=(2,3)", "escalators: (1,2)=(2,3)"),
     "tile 2, space (1,2): an escalator ends on a plain floor space of its own"),
    ("escalator of neighbours", edit(TILE2, "escalators: (1,1)=(2,3)", "escalators: (2,2)=(2,3)"),
     "tile 2, escalator (2,2)=(2,3): its ends are two spaces apart at least"),
    ("escalator not in the inventory", TILE6 + "escalators: (1,1)=(1,3)\n",
     "tile 6: has 1 escalator(s); its inventory has 0"),
    ("unreachable space", edit(TILE6, "walls: (1,3)|(1,4)", "walls: (1,1)|(1,2) (1,1)|(2,1) (1,3)|(1,4)"),
     "tile 6, space (1,1): cannot be reached from the entry"),
    ("unknown tile name", edit(TILE6, "tile 6", "tile 25"),
     "line 1: there is no tile '25'; tiles are 1A, 1B, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, "
     "19, 20, 21, 22, 23, 24"),
    ("duplicate tile", TILE6 + TILE6, "line 8: tile 6 is given twice"),
    ("text before a tile", "hello\n" + TILE6, "line 1: expected 'tile <name>', got 'hello'"),
    ("a wall listed twice", edit(TILE6, "(1,3)|(1,4)", "(1,3)|(1,4) (1,4)|(1,3)"), "tile 6: a wall is listed twice"),
])
def test_a_malformed_tile_file_is_refused_naming_tile_space_and_problem(kind, text, message):
    with pytest.raises(TileError) as info:
        T.parse(text)
    assert str(info.value) == message, kind


def test_an_orange_wall_that_only_the_dwarf_can_pass_keeps_others_from_their_spaces_is_refused():
    text = block("13")
    assert "orange walls: (1,3)|(1,4)" in text
    # the yellow exploration space (1,3) walled off from all but the orange wall, (1,4) opened southwards
    bad = edit(text, "walls: (1,4)|(2,4) ", "walls: (1,2)|(1,3) (1,3)|(2,3) ")
    with pytest.raises(TileError) as info:
        T.parse(bad)
    assert str(info.value) == ("tile 13, space (1,3): the yellow barbarian cannot reach its explore "
                               "(only the dwarf passes orange walls)")


def test_a_whole_file_lacking_a_tile_is_refused(tmp_path):
    path = tmp_path / "tiles.txt"
    path.write_text(FILE.replace(block("24"), ""), encoding="utf-8")
    with pytest.raises(TileError, match=r"^the tile file lacks tile\(s\) 24$"):
        T.load(path)
    path.write_text(FILE, encoding="utf-8")
    assert T.load(path) == TILES


def without(name, kind):
    """Tile ``name`` with its spaces of ``kind`` turned into floor (built directly, unchecked)."""
    spec = TILES[name]
    rows = tuple(tuple(T.Space("floor") if sp.kind == kind else sp for sp in row) for row in spec.spaces)
    return T.TileSpec(name, rows, spec.walls, spec.orange_walls, spec.escalators)


@pytest.mark.parametrize("name, kind, message", [
    ("3", "hourglass", "the mall has exactly 4 hourglass spaces (the start tile's and three more)"),
    ("1B", "hourglass", "the mall has exactly 4 hourglass spaces (the start tile's and three more)"),
    ("16", "camera", "tiles 2-17 hold exactly 2 cameras, and tiles 2-19 exactly 4"),
    ("19", "camera", "tiles 2-17 hold exactly 2 cameras, and tiles 2-19 exactly 4"),
    ("15", "crystal", "tile 15 holds a crystal ball"),
    ("8", "item", "tiles 2-9 hold the four items and one exit, the purple one"),
    ("2", "exit", "tiles 2-9 hold the four items and one exit, the purple one"),
])
def test_the_rules_across_tiles_are_checked_for_the_whole_set(name, kind, message):
    T.check_set(TILES)
    with pytest.raises(TileError) as info:
        T.check_set({**TILES, name: without(name, kind)})
    assert str(info.value) == message


def test_the_game_reads_and_checks_the_file_once():
    assert T.tiles() is T.tiles() and T.tiles() == TILES
