"""Scenarios 4–17: every new rule allowed and refused on a scripted position, the settings of 8–17, the
new state fields through JSON and ``arrange``.

Positions use the four-player seats of ``SETS[4]``: seat 1 T2b (explore, south), 2 T5 (vortex, west),
3 T6 (escalator, east), 4 T7 (north); the heroes start on the start tile's central spaces (``home``).
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.core import Elapse
from engine.magic_maze import (CameraSmashed, CrystalDone, CrystalExplore, CrystalStop, CrystalUsed, Discard,
                               DiscardDue, Draw, Explore, HeroEscaped, MagicMaze, Move, NoDiscard, PlacePawn,
                               SCENARIOS, StartTimer, TalkingOpens, Theft, TopTile, TopTurned, Vortex)
from engine.magic_maze.components import AFTER_THEFT, SETS
from engine.magic_maze.game import TilesPassed
from engine.magic_maze.scenario import arrange
from engine.magic_maze.tiles import HEROES, tiles
from mm_helpers import event_types, refused

rule = pytest.mark.rule
FOUR = ["T2b", "T5", "T6", "T7"]


def home(start: str) -> dict:
    return {"orange": (start, 2, 2), "yellow": (start, 2, 3), "purple": (start, 3, 2), "green": (start, 3, 3)}


def pos(scenario: int, explored=(), heroes=None, players: int = 4, **fields):
    """(game, state): an arranged position with the heroes at home unless placed."""
    settings = dict(fields.pop("settings", {}))
    game = MagicMaze(scenario=scenario, players=players, **settings)
    start = game.scenario.start
    if players == 4 and "holdings" not in fields and not game.scenario.leader:
        fields["holdings"] = [AFTER_THEFT.get(t, t) for t in FOUR] if fields.get("theft") else FOUR
    fields.setdefault("sand", 120)
    state = arrange(game, 0, explored=explored, heroes={**home(start), **(heroes or {})}, **fields)
    return game, state


def apply(game, state, *actions):
    """The state after ``actions`` and their events."""
    events = []
    for a in actions:
        state, ev = game.transition(state, a)
        events += ev
    return state, events


def onto(game, state, hero: str, target: tuple[str, int, int]):
    """Put ``hero`` on a free space from which a legal move ends on ``target``: (state, that move)."""
    mall = state.mall
    goal = mall.find(*target)
    k = HEROES.index(hero)
    busy = {c for c in state.heroes if c is not None}
    for cell in sorted(mall.at):
        if cell in busy or cell == goal or (cell[0] != goal[0] and cell[1] != goal[1]):
            continue
        trial = replace(state, heroes=state.heroes[:k] + (cell,) + state.heroes[k + 1:])
        moves = [a for a in game.legal_actions(trial) if isinstance(a, Move) and a.hero == hero
                 and (a.tile, a.row, a.col) == target]
        if moves:
            game.validate_state(trial)
            return trial, moves[0]
    raise AssertionError(f"no space leads the {hero} onto {target}")


def move_onto_refused(game, state, hero, target):
    """A Move of ``hero`` onto ``target`` from a space in line with it whose way there is open (the move
    itself is refused): (state, move)."""
    mall = state.mall
    goal = mall.find(*target)
    k = HEROES.index(hero)
    busy = {c for c in state.heroes if c is not None}
    dirs = {"N": (-1, 0), "S": (1, 0), "E": (0, 1), "W": (0, -1)}
    for cell in sorted(mall.at):
        if cell in busy or cell == goal:
            continue
        for d, (dr, dc) in dirs.items():
            trial = replace(state, heroes=state.heroes[:k] + (cell,) + state.heroes[k + 1:])
            if goal in mall.ray(cell, d, busy - {state.heroes[k]}, dwarf=hero == "orange"):
                seat = game.holders(trial, d)[0]
                return trial, Move(seat, hero, *target)
    raise AssertionError(f"no space is in line with {target}")


# -- settings: scenarios 4–17 -----------------------------------------------------------------------------
@rule("magic_maze.scenario.choice.rules")
@pytest.mark.parametrize("number", range(8, 18))
def test_scenarios_8_to_17_keep_the_rules_of_2_to_7_and_add_only_their_own(number):
    seven = MagicMaze(scenario=7, players=4).scenario
    scen = MagicMaze(scenario=number, players=3 if number == 9 else 4).scenario
    kept = {"free_talk": False, "pass_tiles": True, "elf_talk": True, "crystal": True, "cameras": True}
    assert {k: getattr(seven, k) for k in kept} == kept
    assert {k: getattr(scen, k) for k in kept} == kept          # nothing of 2-7 is dropped, 1's talking never back


@rule("magic_maze.scenario.choice")
@pytest.mark.parametrize("number", range(8, 18))
def test_scenarios_8_to_17_take_a_stack_and_a_side(number):
    players = 3 if number == 9 else 4
    game = MagicMaze(scenario=number, players=players, stack=21, start="1A")
    assert game.scenario.start == "1A"
    want = [str(t) for t in range(2, 22) if not (number == 13 and t == 3)]
    assert list(game.scenario.stack) == want
    assert game.scenario.choices() == ("tiles 2-21 without 3, side 1A" if number == 13 else "tiles 2-21, side 1A")
    default = MagicMaze(scenario=number, players=players)
    assert (default.settings["stack"], default.settings["start"]) == (17, "1B")
    state = game.initial_state(3)
    assert state.placed[0].tile == "1A"
    assert sorted([*state.stack, *([state.top] if state.top else [])], key=int) == want


@rule("magic_maze.scenario.choice")
@pytest.mark.parametrize("settings, message", [
    (dict(scenario=8, stack=16), "stack must be 17, 18, 19, 20, 21, 22, 23 or 24 (the stack is tiles 2 to that "
                                 "number), not 16"),
    (dict(scenario=12, stack=25), "stack must be 17, 18, 19, 20, 21, 22, 23 or 24 (the stack is tiles 2 to that "
                                  "number), not 25"),
    (dict(scenario=8, stack="18"), "stack must be 17, 18, 19, 20, 21, 22, 23 or 24 (the stack is tiles 2 to that "
                                   "number), not '18'"),
    (dict(scenario=8, start="1C"), "start must be '1A' or '1B' (the side of the start tile), not '1C'"),
    (dict(scenario=17, start=1), "start must be '1A' or '1B' (the side of the start tile), not 1"),
    (dict(scenario=4, stack=17), "scenario 4 (Dwarf and elf) has its own stack and start side (tiles 2-14, side "
                                 "1A); stack is chosen only in scenarios 8-17, not 4"),
    (dict(scenario=7, start="1A"), "scenario 7 (Close surveillance) has its own stack and start side (tiles 2-19, "
                                   "side 1B); start is chosen only in scenarios 8-17, not 7"),
    (dict(scenario=9, players=2), "players must be 3..9 in scenario 9 (Follow the leader: a leader and 2 to 8 "
                                  "players with action tiles), not 2"),
    (dict(scenario=9, players=10), "players must be 3..9 in scenario 9 (Follow the leader: a leader and 2 to 8 "
                                   "players with action tiles), not 10"),
    (dict(scenario=9, players=3, leader=4), "leader must be 1..3 (the seat of the leader), not 4"),
    (dict(scenario=2, leader=1), "leader is a setting of scenario 9 (Follow the leader) only, not of scenario 2"),
    (dict(scenario=3, players=1), "scenario 3 (Passing the actions) needs at least 2 players, not 1"),
])
def test_bad_scenario_settings_are_refused_naming_what_is_allowed(settings, message):
    with pytest.raises(ValueError) as info:
        MagicMaze(**settings)
    assert str(info.value) == message


@rule("magic_maze.scenario.tiles")
@pytest.mark.parametrize("number, start, top, last", [(4, "1A", "", 14), (5, "1B", "15", 15), (6, "1B", "", 17),
                                                      (7, "1B", "", 19)])
def test_scenarios_4_to_7_lay_their_tiles(number, start, top, last):
    game = MagicMaze(scenario=number)
    state = game.initial_state(2)
    assert state.placed[0].tile == start and state.top == top
    assert sorted([*state.stack, *([top] if top else [])], key=int) == [str(t) for t in range(2, last + 1)]


@rule("magic_maze.scenario.surveillance")
def test_scenario_7_has_four_cameras_in_its_stack_and_6_two():
    count = lambda n: sum(1 for t in SCENARIOS[n].stack for s in tiles()[t].cells()
                          if tiles()[t].space(s).kind == "camera")
    assert (count(6), count(7)) == (2, 4)
    # tile 20 and up are not in scenario 7's stack
    game = MagicMaze(scenario=7)
    with pytest.raises(ValueError, match="tile 20 is not in the stack of scenario 7"):
        arrange(game, 0, explored=[("20", ("1B", 1, 3))])


# -- scenario 4: orange walls and the elf ---------------------------------------------------------------------
ORANGE_WALL = dict(explored=[("13", ("1A", 1, 3))])   # tile 13 north of 1A: an orange wall 13 (3,4) | 13 (4,4)


@rule("magic_maze.dwarf.orange-walls")
def test_only_the_dwarf_crosses_an_orange_wall():
    game, state = pos(4, heroes={"orange": ("13", 3, 4)}, **ORANGE_WALL)
    after = game.apply(state, Move(1, "orange", "13", 4, 4))
    assert after.mall.square(game.hero_cell(after, "orange")) == ("13", 4, 4)
    game, state = pos(4, heroes={"yellow": ("13", 3, 4)}, **ORANGE_WALL)
    refused(game, state, Move(1, "yellow", "13", 4, 4), "magic_maze.dwarf.orange-walls",
            "An orange wall stands between tile 13 (3,4) and (4,4), in the way of the yellow barbarian going south: "
            "only the orange dwarf passes orange walls.")


@rule("magic_maze.talk.elf")
def test_the_elf_exploring_opens_a_talking_window_from_scenario_4():
    game, state = pos(4, heroes={"green": ("1A", 4, 2)})
    state, events = apply(game, state, Explore(1, "green"))
    assert state.talk == "elf" and "TalkingOpens" in event_types(events)
    assert game.communication(state).rule == "magic_maze.talk.elf" and game.communication(state).allowed
    state = game.apply(state, Draw(state.stack[0]))
    assert state.talk == "elf"                                     # the draw is chance, not an action
    state, events = apply(game, state, Move(4, "orange", "1A", 1, 2))
    assert state.talk == "" and "TalkingEnds" in event_types(events)
    # another hero exploring opens no window; nor does the elf in scenario 3
    game, state = pos(4, heroes={"orange": ("1A", 1, 3)})
    assert game.apply(state, Explore(1, "orange")).talk == ""
    game3 = MagicMaze(scenario=3)
    s3 = arrange(game3, 0, heroes={**home("1A"), "green": ("1A", 4, 2)}, holdings=FOUR)
    assert game3.apply(s3, Explore(1, "green")).talk == ""


# -- scenario 5: the crystal ball ------------------------------------------------------------------------------
BALL = dict(explored=[("15", ("1B", 1, 3))])   # tile 15 north of 1B: the crystal ball at 15 (1,2)


@rule("magic_maze.crystal")
def test_the_mage_on_the_crystal_ball_lets_explore_lay_two_tiles_anywhere():
    game, state = pos(5, heroes={"purple": ("15", 1, 2)}, **BALL)
    spots = [a for a in game.legal_actions(state) if isinstance(a, CrystalExplore)]
    colours = {state.mall.space(state.mall.find(a.tile, a.row, a.col)).colour for a in spots}
    assert {a.seat for a in spots} == {1} and len(colours) >= 3          # any colour, only the explore seat
    state, events = apply(game, state, CrystalExplore(1, "1B", 2, 1))   # an orange space, no hero there
    assert "CrystalUsed" in event_types(events) and state.balls == (state.mall.find("15", 1, 2),)
    first = state.stack[0]
    state = game.apply(state, Draw(first))
    assert state.phase == "crystal"
    # the second tile may join the first
    joins = [a for a in game.legal_actions(state) if isinstance(a, CrystalExplore) and a.tile == first]
    assert joins
    state = game.apply(state, joins[0])
    state, events = apply(game, state, Draw(state.stack[0]))
    assert state.phase == "play" and state.crystal == 0 and "CrystalDone" in event_types(events)
    assert len(state.placed) == 4


@rule("magic_maze.crystal")
def test_the_crystal_ball_needs_the_mage_on_a_working_ball_and_the_explore_seat():
    game, state = pos(5, heroes={"yellow": ("15", 1, 2)}, **BALL)
    refused(game, state, CrystalExplore(1, "1B", 2, 1), "magic_maze.crystal",
            "The purple mage does not stand on a crystal ball")
    game, state = pos(5, heroes={"purple": ("15", 1, 2)}, balls=[("15", 1, 2)], **BALL)
    refused(game, state, CrystalExplore(1, "1B", 2, 1), "magic_maze.crystal", "out of order")
    game, state = pos(5, heroes={"purple": ("15", 1, 2)}, **BALL)
    refused(game, state, CrystalExplore(2, "1B", 2, 1), "magic_maze.play.own-actions", "Seat 2 does not hold explore")
    refused(game, state, CrystalExplore(1, "1B", 2, 2), "magic_maze.crystal", "exploration spaces")
    game4 = MagicMaze(scenario=4)
    s4 = arrange(game4, 0, heroes=home("1A"), holdings=FOUR)
    refused(game4, s4, CrystalExplore(1, "1A", 1, 3), "magic_maze.crystal", "from scenario 5 on")


@rule("magic_maze.crystal.reading")
def test_the_crystal_ball_may_stop_after_one_tile_and_the_others_wait():
    game, state = pos(5, heroes={"purple": ("15", 1, 2)}, **BALL)
    state = game.apply(state, CrystalExplore(1, "1B", 2, 1))
    state = game.apply(state, Draw(state.stack[0]))
    assert state.talk == ""                                       # never the elf's window
    refused(game, state, Move(4, "orange", "1B", 1, 2), "magic_maze.crystal.reading", "Wait: seat 1")
    refused(game, state, CrystalStop(2), "magic_maze.crystal.reading", "only it lays the second one")
    state, events = apply(game, state, CrystalStop(1))
    assert state.phase == "play" and len(state.balls) == 1 and len(state.placed) == 3
    assert [e for e in events if isinstance(e, CrystalDone)][0].laid == 1
    refused(game, state, CrystalStop(1), "magic_maze.crystal.reading", "No crystal ball is in use now")


# -- scenarios 6 and 7: cameras -------------------------------------------------------------------------------
CAMERAS = dict(explored=[("15", ("1B", 1, 3)), ("16", ("1B", 2, 1)), ("17", ("1B", 3, 4))])  # cameras 16 (1,2), 17 (4,1)


@rule("magic_maze.camera.hourglass-block")
def test_two_working_cameras_close_the_hourglasses():
    game, state = pos(6, heroes={"yellow": ("1B", 4, 4)}, **CAMERAS)
    refused(game, state, Move(2, "yellow", "1B", 4, 3), "magic_maze.camera.hourglass-block",
            "Two cameras or more are working")
    assert Move(2, "yellow", "1B", 4, 2) in game.legal_actions(state)        # passing over it is fine
    game, state = pos(6, heroes={"yellow": ("1B", 4, 4)}, cameras=[("16", 1, 2)], **CAMERAS)
    state, events = apply(game, state, Move(2, "yellow", "1B", 4, 3))
    assert "HourglassUsed" in event_types(events)


@rule("magic_maze.camera.barbarian")
def test_the_barbarian_puts_a_camera_out_of_order():
    game, state = pos(6, **CAMERAS)
    state, move = onto(game, state, "yellow", ("16", 1, 2))
    after, events = apply(game, state, move)
    assert [e for e in events if isinstance(e, CameraSmashed)] and after.cameras == (after.mall.find("16", 1, 2),)
    assert len(game.working_cameras(after)) == 1
    game, state = pos(6, **CAMERAS)
    state, move = onto(game, state, "orange", ("16", 1, 2))
    after, events = apply(game, state, move)
    assert after.cameras == () and "CameraSmashed" not in event_types(events)


@rule("magic_maze.camera.reading")
def test_a_smashed_camera_stays_out_and_a_used_hourglass_stays_open():
    game, state = pos(6, cameras=[("16", 1, 2)], **CAMERAS)
    state, move = onto(game, state, "yellow", ("16", 1, 2))
    state = game.apply(state, move)
    state = game.apply(state, Move(1, "yellow", "16", 4, 2) if Move(1, "yellow", "16", 4, 2) in
                       game.legal_actions(state) else next(a for a in game.legal_actions(state)
                                                           if isinstance(a, Move) and a.hero == "yellow"))
    assert state.cameras == (state.mall.find("16", 1, 2),) and len(game.working_cameras(state)) == 1
    # a used hourglass is not closed by the cameras (it does nothing anyway)
    game, state = pos(6, heroes={"yellow": ("1B", 4, 4)}, used=[("1B", 4, 3)], **CAMERAS)
    assert Move(2, "yellow", "1B", 4, 3) in game.legal_actions(state)
    with pytest.raises(ValueError, match="cameras: out-of-order markers go on camera spaces"):
        pos(6, cameras=[("1B", 4, 3)], **CAMERAS)


# -- scenario 8: the open stack --------------------------------------------------------------------------------
@rule("magic_maze.stack.open")
def test_the_open_stack_shows_its_top_to_everybody():
    game = MagicMaze(scenario=8)
    state = game.initial_state(5)
    top = state.top
    assert top and all(game.observation(state, s).top == top for s in range(1, 5))
    assert f"top of the stack: tile {top}" in game.describe(state)
    game, state = pos(8, heroes={"orange": ("1B", 2, 1)})
    top = state.top
    state = game.apply(state, Explore(1, "orange"))
    assert game.legal_actions(state) == [Draw(top)]
    refused(game, state, Draw(state.stack[0]), "magic_maze.mall.tiles", "is not on top of the stack")
    state = game.apply(state, Draw(top))
    assert game.is_chance_node(state) and state.top == ""
    refused(game, state, Move(4, "orange", "1B", 1, 1), "magic_maze.stack.open", "turning up")
    nxt = state.stack[0]
    state, events = apply(game, state, TopTile(nxt))
    assert state.top == nxt and [e for e in events if isinstance(e, TopTurned)]
    refused(game, state, TopTile(state.stack[0]), "magic_maze.stack.open", "No tile is turning up")
    g2 = MagicMaze(scenario=2)
    assert g2.observation(g2.initial_state(5), 1).top == ""


# -- scenario 9: the leader ---------------------------------------------------------------------------------------
@rule("magic_maze.leader")
def test_the_leader_holds_no_tile_and_alone_uses_the_pawn():
    game = MagicMaze(scenario=9, players=4, leader=2)
    state = game.apply(game.initial_state(1), StartTimer(1))
    assert state.holdings[1] == "" and sorted(state.holdings) == sorted(["", *SETS[3]])
    assert game.seat_actions(state, 2) == () and game.leader(state) == 2
    assert game.observation(state, 3).leader == 2 and game.pawn_seats(state) == (2,)
    after = game.apply(state, PlacePawn(2, 3))
    assert after.pawn == 3
    refused(game, state, PlacePawn(1, 3), "magic_maze.leader", "Only the leader, seat 2")
    move = next(a for a in game.legal_actions(state) if isinstance(a, Move))
    refused(game, state, replace(move, seat=2), "magic_maze.leader", "the leader holds no action tile")


@rule("magic_maze.leader.reading")
def test_the_leader_is_skipped_when_tiles_pass_and_nine_play_the_eight_set():
    game = MagicMaze(scenario=9, players=4, leader=1, action_tiles=["T3", "T4", "T5"])
    state = arrange(game, 0, heroes={**home("1B"), "green": ("1B", 4, 4)}, sand=100)
    assert state.holdings == ("", "T3", "T4", "T5")
    state, events = apply(game, state, Move(4, "green", "1B", 4, 3))
    assert state.holdings == ("", "T5", "T3", "T4") and [e for e in events if isinstance(e, TilesPassed)]
    nine = MagicMaze(scenario=9, players=9, leader=9)
    s9 = nine.initial_state(0)
    assert s9.holdings[8] == "" and sorted(s9.holdings[:8]) == sorted(SETS[8])
    with pytest.raises(ValueError, match="exactly one seat, the leader, holds no action tile"):
        arrange(game, 0, holdings=["T3", "T4", "T5", "T3b"])


# -- scenario 10: fool the guards ---------------------------------------------------------------------------------
ITEMS10 = dict(explored=[("6", ("1B", 1, 3)), ("7", ("1B", 2, 1)), ("8", ("1B", 3, 4)), ("9", ("1B", 4, 2))])
# items: orange 7 (2,3), yellow 6 (2,4), purple 9 (1,1), green 8 (2,2)
SWAPPED = {"orange": ("6", 2, 4), "yellow": ("7", 2, 3), "purple": ("8", 2, 2)}    # green goes to 9 (1,1)


@rule("magic_maze.guards.items")
def test_the_theft_of_scenario_10_needs_the_four_items_none_of_its_own_colour():
    game, state = pos(10, heroes=SWAPPED, **ITEMS10)
    state, move = onto(game, state, "green", ("9", 1, 1))
    after, events = apply(game, state, move)
    assert after.theft and [e for e in events if isinstance(e, Theft) and e.items == "other"]
    # own colours: no theft in scenario 10 (and in scenario 8 it is the theft)
    own = {"orange": ("7", 2, 3), "yellow": ("6", 2, 4), "purple": ("9", 1, 1)}
    game, state = pos(10, heroes=own, **ITEMS10)
    state, move = onto(game, state, "green", ("8", 2, 2))
    assert not game.apply(state, move).theft
    game, state = pos(8, heroes=own, **ITEMS10)
    state, move = onto(game, state, "green", ("8", 2, 2))
    assert game.apply(state, move).theft


EXITS10 = dict(explored=[("2", ("1B", 1, 3)), ("11", ("1B", 3, 4))])   # the purple exit on 2, the yellow on 11


@rule("magic_maze.guards.exits")
def test_in_scenario_10_heroes_escape_through_another_colours_exit():
    game, state = pos(10, theft=True, **EXITS10)
    purple_exit = state.mall.square(state.mall.cells_of["purple exit"][0])
    state2, move = onto(game, state, "orange", purple_exit)
    after, events = apply(game, state2, move)
    assert [e for e in events if isinstance(e, HeroEscaped) and e.hero == "orange" and e.stays]
    state3, move = onto(game, state, "purple", purple_exit)
    after, events = apply(game, state3, move)
    assert "HeroEscaped" not in event_types(events) and after.frozen == ()


@rule("magic_maze.exit.stay")
def test_escaped_heroes_stay_on_their_exit_frozen():
    game, state = pos(10, theft=True, **EXITS10)
    purple_exit = state.mall.square(state.mall.cells_of["purple exit"][0])
    state, move = onto(game, state, "orange", purple_exit)
    state = game.apply(state, move)
    assert state.frozen == ("orange",) and game.hero_cell(state, "orange") is not None
    assert game.escaped(state, "orange")
    assert not [a for a in game.legal_actions(state) if getattr(a, "hero", "") == "orange"]
    refused(game, state, Move(1, "orange", "2", 4, 3), "magic_maze.exit.stay", "stays on its exit")
    assert "escaped, stays at" in game.describe(state)


# -- scenario 11: rearrangement ---------------------------------------------------------------------------------
REARRANGE = dict(explored=[("2", ("1B", 1, 3)), ("7", ("1B", 2, 1)), ("8", ("1B", 3, 4)), ("9", ("1B", 4, 2))])


def at_flip(**kw):
    """Scenario 11: the green elf steps onto the hourglass 1B (4,3) from 1B (4,4)."""
    game, state = pos(11, heroes={"green": ("1B", 4, 4), **kw.pop("heroes", {})}, **{**REARRANGE, **kw})
    return game, state, Move(2, "green", "1B", 4, 3)


@rule("magic_maze.rearrange")
def test_an_hourglass_flip_makes_the_players_discard_two_tiles():
    game, state, flip = at_flip()
    state, events = apply(game, state, flip)
    assert state.phase == "discard" and [e for e in events if isinstance(e, DiscardDue)]
    pairs = game.discard_pairs(state)
    assert pairs and all(isinstance(a, (Discard, PlacePawn, Elapse)) for a in game.legal_actions(state))
    assert {(a.first, a.second) for a in game.legal_actions(state) if isinstance(a, Discard)} == set(pairs)
    a, b = pairs[0]
    after, events = apply(game, state, Discard(3, a, b))
    assert after.phase == "play" and a not in [p.tile for p in after.placed] and after.under == (a, b)
    assert "TilesDiscarded" in event_types(events)
    refused(game, state, Discard(3, "1B", a), "magic_maze.rearrange", "start tile")
    refused(game, state, Discard(3, a, a), "magic_maze.rearrange", "two different tiles")
    refused(game, after, Discard(3, a, b), "magic_maze.rearrange", "No tiles are to be discarded now")


@rule("magic_maze.rearrange")
def test_a_tile_with_a_hero_or_a_marker_stays():
    game, state, flip = at_flip(heroes={"orange": ("7", 1, 1)})
    state = game.apply(state, flip)
    assert all("7" not in pair for pair in game.discard_pairs(state))
    other = next(t for t in ("2", "8", "9") if any(t in p for p in game.discard_pairs(state)))
    refused(game, state, Discard(1, *sorted(("7", other), key=int)), "magic_maze.rearrange", "stands on tile 7")
    g6 = MagicMaze(scenario=2)
    with pytest.raises(ValueError, match="only scenario 11 puts discarded tiles under the stack"):
        arrange(g6, 0, explored=[("2", ("1A", 1, 3)), ("7", ("1A", 3, 4))], discarded=["2", "7"])


@rule("magic_maze.rearrange.loss")
def test_no_pair_to_discard_loses_at_once():
    game, state, flip = at_flip(explored=[("2", ("1B", 1, 3))])
    after, events = apply(game, state, flip)
    assert after.result == "lost" and after.sand == 180 - state.sand
    [why] = [e for e in events if isinstance(e, NoDiscard)]
    assert "tile 2 is the only one" in why.text
    refused(game, after, Move(1, "orange", "1B", 4, 2), "magic_maze.game.over", "no tiles could be discarded")
    # with two free tiles the game goes on
    game, state, flip = at_flip(explored=[("2", ("1B", 1, 3)), ("7", ("1B", 2, 1))])
    assert game.apply(state, flip).phase == "discard"


@rule("magic_maze.rearrange.reading")
def test_hero_actions_wait_for_the_discard_and_the_mall_must_stay_joined():
    game, state, flip = at_flip(explored=[("2", ("1B", 1, 3)), ("6", ("2", 1, 3)), ("7", ("1B", 2, 1))])
    state = game.apply(state, flip)
    refused(game, state, Move(4, "orange", "1B", 1, 2), "magic_maze.rearrange.reading", "Wait: two tiles must be")
    pairs = game.discard_pairs(state)
    # tile 6 hangs on tile 2: taking 2 and 7 would cut 6 off
    assert ("2", "7") not in pairs and ("6", "7") in pairs
    refused(game, state, Discard(1, "2", "7"), "magic_maze.rearrange", "fall apart")
    assert state.talk == "hourglass"
    after = game.apply(state, Discard(1, "6", "7"))
    assert after.talk == "hourglass"                            # the discard does not end the talking


# -- talking: scenarios 12, 14, 15 ----------------------------------------------------------------------------------
def flipped(number):
    game, state = pos(number, heroes={"green": ("1B", 4, 4)})
    return game, game.apply(state, Move(2, "green", "1B", 4, 3))


@rule("magic_maze.talk.gestures")
def test_scenario_12_windows_allow_gestures_only():
    game, state = flipped(12)
    talk = game.communication(state)
    assert state.talk == "hourglass" and (talk.allowed, talk.how, talk.rule) == (True, "gestures",
                                                                                "magic_maze.talk.gestures")
    assert game.observation(state, 1).talk_how == "gestures"
    game, state = flipped(8)
    assert game.communication(state).how == "words"


@rule("magic_maze.talk.never")
def test_scenario_14_never_opens_a_window():
    game, state = flipped(14)
    talk = game.communication(state)
    assert state.talk == "" and (talk.allowed, talk.how, talk.rule) == (False, "none", "magic_maze.talk.never")
    assert game.apply(state, PlacePawn(1, 2)).pawn == 2
    with pytest.raises(ValueError, match="talking window opens only"):
        pos(14, talk="hourglass")


@rule("magic_maze.talk.eyes")
def test_scenario_15_no_talking_and_no_pawn():
    game, state = flipped(15)
    talk = game.communication(state)
    assert state.talk == "" and not talk.allowed and talk.pawn == () and talk.rule == "magic_maze.talk.eyes"
    assert not [a for a in game.legal_actions(state) if isinstance(a, PlacePawn)]
    refused(game, state, PlacePawn(1, 2), "magic_maze.talk.eyes", "without the Do Something! pawn")
    game, state = flipped(14)
    assert game.communication(state).pawn == (1, 2, 3, 4)


# -- scenario 13: two malls ---------------------------------------------------------------------------------------
@rule("magic_maze.two-malls")
def test_two_malls_start_apart_linked_only_by_vortexes():
    game = MagicMaze(scenario=13)
    state = game.initial_state(0)
    assert [p.tile for p in state.placed] == ["1B", "3"] and "3" not in state.stack and state.top
    mall = state.mall
    assert {h: mall.tile_of(game.hero_cell(state, h)).tile for h in HEROES} == \
        {"orange": "1B", "green": "1B", "yellow": "3", "purple": "3"}
    assert mall.regions == (0, 1)
    # the orange vortex on tile 3 takes the dwarf from tile 1 to the other mall
    state = game.apply(state, StartTimer(1))
    vortex = [a for a in game.legal_actions(state) if isinstance(a, Vortex) and a.hero == "orange"]
    assert vortex and vortex[0].tile == "3"
    with pytest.raises(ValueError, match="tile 3 is not in the stack of scenario 13"):
        arrange(game, 0, explored=[("3", ("1B", 1, 3))])


@rule("magic_maze.two-malls.apart")
def test_the_four_heroes_never_all_on_one_tile():
    game = MagicMaze(scenario=13)
    three = {"orange": ("1B", 2, 2), "yellow": ("3", 1, 1), "purple": ("3", 2, 2), "green": ("3", 2, 3)}
    state = arrange(game, 0, heroes=three, holdings=FOUR)
    refused(game, state, Vortex(2, "orange", "3", 4, 4), "magic_maze.two-malls.apart",
            "The three other heroes stand on tile 3")
    two = {**three, "green": ("1B", 3, 3)}
    state = arrange(game, 0, heroes=two, holdings=FOUR)
    after = game.apply(state, Vortex(2, "orange", "3", 4, 4))
    assert after.mall.square(game.hero_cell(after, "orange")) == ("3", 4, 4)


@rule("magic_maze.two-malls.reading")
def test_each_mall_grows_on_its_own():
    game = MagicMaze(scenario=13)
    state = arrange(game, 0, explored=[("2", ("1B", 1, 3)), ("4", ("3", 2, 1))], holdings=FOUR,
                    heroes={"orange": ("1B", 2, 2), "green": ("1B", 3, 2), "yellow": ("3", 2, 2),
                            "purple": ("3", 2, 3)})
    mall = state.mall
    assert [mall.regions[k] for k in range(4)] == [0, 1, 0, 1]
    assert "-- the second mall (tile 3) --" in game.describe(state)
    with pytest.raises(ValueError, match="the mall starts with tile 1B in the middle, unturned, and tile 3"):
        game.validate_state(replace(state, placed=state.placed[:1] + state.placed[2:]))


@rule("magic_maze.apart.end")
def test_a_hero_may_cross_a_shared_tile_but_not_stop_there():
    game, state = pos(17, heroes={"yellow": ("2", 1, 1)}, explored=[("2", ("1B", 1, 3)), ("6", ("2", 1, 3))])
    # yellow stands on tile 2: purple may not stop on tile 2's spaces
    moves = [a for a in game.legal_actions(state) if isinstance(a, Move) and a.hero == "purple"]
    assert moves and all(a.tile != "2" for a in moves)
    state2, move = move_onto_refused(game, state, "purple", ("2", 4, 2))
    refused(game, state2, move, "magic_maze.together.never", "stands on tile 2 already")
    # the orange dwarf's move north from tile 1B (2,3) stops short of tile 2 (its spaces beyond are closed)
    game, state = pos(17, heroes={"yellow": ("2", 4, 2), "orange": ("1B", 2, 3)}, explored=[("2", ("1B", 1, 3))])
    north = [a for a in game.legal_actions(state) if isinstance(a, Move) and a.hero == "orange" and a.seat == 4]
    assert [(a.tile, a.row, a.col) for a in north] == [("1B", 1, 3)]
    game, state = pos(17, heroes={"orange": ("1B", 2, 3), "yellow": ("1B", 4, 4)}, explored=[("2", ("1B", 1, 3))])
    assert any(a.tile == "2" for a in game.legal_actions(state) if isinstance(a, Move) and a.hero == "orange")


@rule("magic_maze.together.never")
def test_never_two_heroes_on_one_tile_but_tile_1():
    game, state = pos(17, explored=[("2", ("1B", 1, 3))], heroes={"yellow": ("2", 1, 1)})
    state2, move = move_onto_refused(game, state, "orange", ("2", 4, 2))
    refused(game, state2, move, "magic_maze.together.never", "two heroes never stand on one tile")
    # the four heroes share tile 1 freely
    assert any(isinstance(a, Move) and a.tile == "1B" for a in game.legal_actions(state))
    game8, state8 = pos(8, explored=[("2", ("1B", 1, 3))], heroes={"yellow": ("2", 1, 1)})
    s8, move8 = move_onto_refused(game8, state8, "orange", ("2", 4, 2))
    assert move8 in game8.legal_actions(s8)


@rule("magic_maze.vortex.none")
def test_scenario_16_has_no_vortex_at_all():
    game, state = pos(16)
    assert "vortex" not in game.seat_actions(state, 2)
    assert not [a for a in game.legal_actions(state) if isinstance(a, Vortex)]
    target = state.mall.square(state.mall.cells_of.get("orange vortex", [None])[0]) \
        if state.mall.cells_of.get("orange vortex") else ("1B", 1, 1)
    refused(game, state, Vortex(2, "orange", *target), "magic_maze.vortex.none", "vortexes out of order")
    game, state = pos(8, explored=[("2", ("1B", 1, 3))])
    assert [a for a in game.legal_actions(state) if isinstance(a, Vortex)]


# -- the new state fields: JSON and arrange ------------------------------------------------------------------------
@rule("magic_maze.exit.stay")
@pytest.mark.parametrize("number, kw", [
    (5, dict(heroes={"purple": ("15", 1, 2)}, balls=[("15", 1, 2)], **BALL)),
    (6, dict(cameras=[("16", 1, 2)], **CAMERAS)),
    (11, dict(discarded=["7", "8"], **REARRANGE)),
    (10, dict(theft=True, frozen=["orange"], heroes={"orange": ("2", 3, 2)}, **EXITS10)),
    (8, dict(top="5")),
])
def test_new_fields_round_trip_through_json_and_arrange(number, kw):
    game, state = pos(number, **kw)
    text = game.state_to_json(state)
    assert game.state_from_json(text) == state
    assert game.describe(state)


@rule("magic_maze.scenario.choice")
def test_arrange_builds_the_new_positions_and_refuses_impossible_ones():
    game, state = pos(11, discarded=["7", "8"], **REARRANGE)
    assert [p.tile for p in state.placed] == ["1B", "2", "9"] and state.under == ("7", "8")
    game, state = pos(8, top="9")
    assert state.top == "9" and "9" not in state.stack
    game, state = pos(5, heroes={"purple": ("15", 1, 2)}, phase="crystal", pending=(1, ""), crystal=1,
                      balls=[("15", 1, 2)], **BALL)
    legal = game.legal_actions(state)
    assert CrystalStop(1) in legal and not [a for a in legal if isinstance(a, Move)]
    with pytest.raises(ValueError, match="top: only an open stack"):
        pos(6, top="5")
    with pytest.raises(ValueError, match="discarded: tile 7 is not a laid tile"):
        pos(11, discarded=["7", "2"], explored=[("2", ("1B", 1, 3))])
    with pytest.raises(ValueError, match="frozen: the heroes are"):
        pos(10, theft=True, frozen=["red"], **EXITS10)
    with pytest.raises(ValueError, match="the orange hero stays on an exit it may escape through"):
        pos(10, theft=True, frozen=["orange"], **EXITS10)
    with pytest.raises(ValueError, match="balls: this scenario has no crystal rule"):
        pos(4, balls=[("1A", 1, 1)])
