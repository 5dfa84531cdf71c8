"""The mall on the pinwheel lattice: slots, origins and turns; placements from every side and every entry
orientation; passages exactly between facing open connection spaces; moves that never cross a wall, a
hero or an unexplored edge. The engine's Mall is held against mm_helpers.Model, written from the
documented lattice and the tile data alone.
"""
from __future__ import annotations

import itertools
import random
from functools import lru_cache

import pytest

from engine.magic_maze import MagicMaze, Mall, Move, Placed
from engine.magic_maze.mall import (DIRECTION, SLOT_STEP, connection_cell, slot_origin, turn_cell, turn_side)
from engine.magic_maze.scenario import arrange
from engine.magic_maze.tiles import CONNECTION, OPPOSITE, SIDES
from mm_helpers import STEPS, TILES, Model, origin, play, rotate

rule = pytest.mark.rule
NUMBERED = [str(n) for n in range(2, 25)]


# -- the lattice ------------------------------------------------------------------------------------------
@rule("magic_maze.mall.pinwheel")
def test_slot_origins_follow_the_pinwheel():
    assert slot_origin((0, 0)) == (0, 0)
    assert slot_origin((1, 0)) == (-4, 1)       # north: 4 rows up, 1 column right
    assert slot_origin((0, 1)) == (1, 4)        # east: 1 row down, 4 columns right
    assert slot_origin((-1, 0)) == (4, -1)
    assert slot_origin((0, -1)) == (-1, -4)
    for i, j in itertools.product(range(-3, 4), repeat=2):
        assert slot_origin((i, j)) == origin((i, j))
        for side, (di, dj) in SLOT_STEP.items():
            assert SLOT_STEP[OPPOSITE[side]] == (-di, -dj)


@rule("magic_maze.mall.pinwheel")
def test_slots_never_overlap_and_leave_one_gap_per_tile():
    covered: dict = {}
    for i, j in itertools.product(range(-6, 7), repeat=2):
        r0, c0 = slot_origin((i, j))
        for r, c in itertools.product(range(4), repeat=2):
            assert (r0 + r, c0 + c) not in covered
            covered[(r0 + r, c0 + c)] = (i, j)
    # inside a window well within the slots drawn, 16 of every 17 spaces lie on a tile
    window = list(itertools.product(range(-8, 9), range(-8, 9)))
    gaps = [cell for cell in window if cell not in covered]
    assert len(gaps) * 17 == pytest.approx(len(window), rel=0.05)
    # no two gaps touch: each is a single space
    assert not any((r + dr, c + dc) in gaps for r, c in gaps for dr, dc in STEPS.values())


@rule("magic_maze.mall.pinwheel")
def test_neighbouring_slots_join_exactly_at_their_facing_connection_spaces():
    for side in SIDES:
        a = Placed("1A", (0, 0), 0)
        b_slot = tuple(x + y for x, y in zip((0, 0), SLOT_STEP[side]))
        for turns in range(4):
            b = Placed("6", b_slot, turns)
            ca = connection_cell(a, side)
            cb = connection_cell(b, OPPOSITE[side])
            dr, dc = DIRECTION[side]
            assert (ca[0] + dr, ca[1] + dc) == cb
            # every other pair of touching spaces of the two tiles: none of them is a pair of connection spaces
            cells_a = {a.cell((r, c)) for r in range(4) for c in range(4)}
            cells_b = {b.cell((r, c)) for r in range(4) for c in range(4)}
            touching = [(x, (x[0] + ddr, x[1] + ddc)) for x in cells_a for ddr, ddc in STEPS.values()
                        if (x[0] + ddr, x[1] + ddc) in cells_b]
            assert (ca, cb) in touching and len(touching) == 3


@rule("magic_maze.mall.pinwheel")
def test_turning_a_tile_moves_its_spaces_and_sides_clockwise():
    for r, c in itertools.product(range(4), repeat=2):
        for turns in range(-4, 9):
            assert turn_cell((r, c), turns) == rotate((r, c), turns)
        assert turn_cell(turn_cell((r, c), 1), -1) == (r, c)
    assert turn_cell((0, 0), 1) == (0, 3) and turn_cell((0, 0), 2) == (3, 3) and turn_cell((0, 0), 3) == (3, 0)
    # the connection spaces are a pinwheel: a turned tile has them at the same places
    for side, cell in CONNECTION.items():
        for turns in range(4):
            assert turn_cell(cell, turns) == CONNECTION[turn_side(side, turns)]
    assert [turn_side("N", t) for t in range(4)] == ["N", "E", "S", "W"]
    p = Placed("6", (2, -1), 3)
    for r, c in itertools.product(range(4), repeat=2):
        assert p.printed(p.laid((r, c))) == (r, c)


@rule("magic_maze.mall.pinwheel")
@pytest.mark.parametrize("turns", range(4))
def test_a_placed_tile_shows_its_printed_spaces_turned(turns):
    p = Placed("7", (0, 1), turns)
    mall = Mall((Placed("1A", (0, 0), 0), p))
    spec = TILES["7"]
    for r, c in itertools.product(range(4), repeat=2):
        laid = rotate((r, c), turns)
        cell = (slot_origin(p.slot)[0] + laid[0], slot_origin(p.slot)[1] + laid[1])
        assert mall.space(cell) == spec.space((r, c))
        assert mall.name(cell) == f"tile 7 ({laid[0] + 1},{laid[1] + 1})"
        assert mall.square(cell) == ("7", laid[0] + 1, laid[1] + 1)
        assert mall.find("7", laid[0] + 1, laid[1] + 1) == cell
    assert mall.find("7", 0, 1) is None and mall.find("7", 1, 5) is None and mall.find("9", 1, 1) is None
    assert mall.find("7", True, 1) is None and mall.find("7", "1", 1) is None


# -- placements ----------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def first_rings():
    """Malls of tile 1A plus one tile at each side, every tile 2-24 in turn."""
    out = []
    start = Mall((Placed("1A", (0, 0), 0),))
    for cell in start.unexplored():
        for name in NUMBERED:
            out.append((start, cell, name))
    return out


@rule("magic_maze.explore")
def test_placements_from_every_side_and_every_entry_orientation():
    """Every tile laid from each side of tile 1A, and from each exploration space of every such tile
    with every other tile: the new tile lies in the empty slot across, its arrow joins the exploration
    space and points into the new tile, and nothing overlaps."""
    seen = set()
    # one tile for each printed entry side, and one more, is enough for the second ring
    by_entry = {TILES[n].entry: n for n in reversed(NUMBERED)}
    second = sorted(set(by_entry.values()) | {"12"}, key=int)
    assert set(by_entry) == set(SIDES)
    for start, cell, name in first_rings():
        mall = Mall(start.placed + (start.placement(cell, name),))
        for cell2 in mall.unexplored():
            for name2 in second:
                if name2 != name:
                    check_placement(mall, cell2, name2)
                    seen.add((mall.side_of(cell2), TILES[name2].entry))
        check_placement(start, cell, name)
        seen.add((start.side_of(cell), TILES[name].entry))
    # every side explored from, with every printed entry side
    assert seen == set(itertools.product(SIDES, SIDES))


def check_placement(mall, cell, name):
    side = mall.side_of(cell)
    assert mall.space(cell).kind == "explore" and side is not None
    new = mall.placement(cell, name)
    assert new.tile == name and new.turns in range(4)
    assert new.slot == tuple(x + y for x, y in zip(mall.tile_of(cell).slot, SLOT_STEP[side]))
    assert new.slot not in mall.slots
    grown = Mall(mall.placed + (new,))
    model = Model(grown.placed)                   # raises if two tiles overlap
    assert set(model.space) == set(grown.at)
    dr, dc = DIRECTION[side]
    entry = (cell[0] + dr, cell[1] + dc)
    assert grown.space(entry).kind == "entry" and grown.tile_of(entry) == new
    assert grown.side_of(entry) == OPPOSITE[side]            # the arrow points away from the explorer
    assert grown.step_open(cell, entry) and grown.step_open(entry, cell)
    assert turn_side(TILES[name].entry, new.turns) == OPPOSITE[side]


@rule("magic_maze.explore.room")
def test_unexplored_spaces_face_empty_slots_only():
    g = MagicMaze(scenario=2, players=2)
    state = arrange(g, 0, explored=[("2", ("1A", 1, 3)), ("7", ("1A", 3, 4))])
    mall = state.mall
    open_ = mall.unexplored()
    assert all(mall.space(c).kind == "explore" and mall.across(c) not in mall.slots for c in open_)
    explored_from = [mall.find("1A", 1, 3), mall.find("1A", 3, 4)]
    assert not set(explored_from) & set(open_)
    assert mall.find("1A", 2, 1) in open_ and mall.find("1A", 4, 2) in open_
    assert mall.across(mall.find("1A", 2, 2)) is None        # a plain space faces no slot


# -- what connects -------------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def grown_malls():
    """Layouts from random games of every scenario (with their states), some grown large."""
    out = []
    for k, (scenario, players) in enumerate([(1, 4), (2, 2), (3, 3), (2, 1), (1, 2), (2, 6)]):
        game = MagicMaze(scenario=scenario, players=players)
        states, _, _ = play(game, k, 100 + k, max_actions=160, check=False, elapse=0.0, planner=0.7)
        layouts = {}
        for s in states:
            layouts.setdefault(s.placed, s)
        out.extend((game, s) for s in layouts.values())
    assert max(len(s.placed) for _, s in out) >= 9
    return out


@rule("magic_maze.explore.passages")
def test_passages_form_exactly_between_facing_open_connection_spaces():
    checked = passages = 0
    for _, state in grown_malls():
        mall, model = state.mall, Model(state.placed)
        assert set(mall.at) == set(model.space)
        for a in mall.at:
            for d, (dr, dc) in STEPS.items():
                b = (a[0] + dr, a[1] + dc)
                for dwarf in (False, True):
                    assert mall.step_open(a, b, dwarf) == model.open(a, b, dwarf), (a, b, dwarf)
                if b in mall.at and mall.tile_of(a) != mall.tile_of(b):
                    checked += 1
                    if mall.step_open(a, b):
                        passages += 1
                        # only facing connection spaces, both open: entry or exploration, any colour
                        assert mall.side_of(a) == d and mall.side_of(b) == {"N": "S", "S": "N", "E": "W", "W": "E"}[d]
                        assert {mall.space(a).kind, mall.space(b).kind} <= {"entry", "explore"}
    assert passages and checked > passages


@rule("magic_maze.explore.passages")
def test_an_exploration_space_facing_a_wall_makes_no_passage():
    """Touching tiles whose facing connection spaces are not both open do not connect."""
    found = False
    for _, state in grown_malls():
        mall = state.mall
        for a in mall.at:
            side = mall.side_of(a)
            if side is None or mall.space(a).kind != "explore":
                continue
            b = (a[0] + DIRECTION[side][0], a[1] + DIRECTION[side][1])
            if b in mall.at and mall.space(b).kind not in ("entry", "explore"):
                assert not mall.step_open(a, b) and not mall.step_open(b, a)
                assert a not in mall.unexplored()          # no room either: the slot is taken
                found = True
    assert found


@rule("magic_maze.move.blocked")
def test_moves_go_exactly_as_far_as_walls_heroes_and_the_explored_edge_allow():
    """Every hero, every direction, at every recorded position: the legal moves end exactly on the spaces
    of the independent model's ray (never through a wall, a hero or an unexplored edge)."""
    rng = random.Random(5)
    checked = 0
    for game, state in rng.sample(grown_malls(), 40):
        if not state.started or state.over or game.is_chance_node(state):
            continue
        checked += 1
        model = Model(state.placed)
        heroes = {c for c in state.heroes if c is not None}
        legal = {(a.hero, a.tile, a.row, a.col) for a in game.legal_actions(state) if isinstance(a, Move)}
        held = {a for s in range(1, game.players + 1) for a in game.seat_actions(state, s)} if not game.solo \
            else set(game.seat_actions(state, 1))
        want = set()
        for k, hero in enumerate(("orange", "yellow", "purple", "green")):
            cell = state.heroes[k]
            if cell is None:
                continue
            for d in STEPS:
                ray = model.ray(cell, d, heroes - {cell}, dwarf=hero == "orange")
                assert game.destinations(state, hero, d) == ray
                if d in held:
                    want |= {(hero, *state.mall.square(c)) for c in ray}
        assert legal == want
    assert checked >= 30
