"""The Magic Maze tutorials as data: each step a position, a task (or something to watch) and a goal
the engine checks.

``LESSONS["basics"]`` is the tutorial, in the order a new player needs the rules: the mall and the
heroes, your action tile, exploring and passages, moving and what stops a move, vortex and
escalator, only your own actions, the sand timer and the hourglasses, silence and the talking
windows, the Do Something! pawn, the theft, the escape, the score, no taking back, and a short round
to play without highlights. ``"scenario1"``, ``"scenario2"`` and ``"scenario3"`` show what each of
the first three scenarios adds, and ``"solo"`` the solo variant.

Positions are built with ``scenario.arrange``: the mall as a table would build it (each tile laid
at an exploration space), every hero placed by hand. Spaces are (tile, row, col), rows and columns
counted from 1 as the tile lies on the board, in positions and actions alike. In the four-player
lessons the seats hold, in order, T2b (explore, south), T5 (vortex, west), T6 (escalator, east) and
T7 (north), so every action has exactly one holder.

In the first step the learner plays every seat; from "Your action tile" on, the learner holds one seat
(``options["seat"]``) and bots hold the others, following the step's demonstration (``options["plan"]``):
a bot performs the first plan action its own tile holds as soon as it is possible, so a step like "Only
your own actions" is solved only together with a bot. Time stands still in a tutorial, except in the two
steps that run the real sand timer (``options["clock"]``: "The sand runs out" and "Hourglasses"); "No
taking back" has no Undo (``options["undo"]`` False, with its reason). Each step says its task
(``goal_text``), how to do it on the board (``how``), explains (``text``) and keeps our readings apart
(``reading``).
A drawn tile or a turned action tile comes from the match's seed, so "Show me" always draws the
same one. A step's ``options`` go to the board: ``hide`` leaves out what has not been taught yet,
and the last step of the tutorial is played without highlights, as at the table.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Sequence

from engine.core import Elapse, Event, Match, Step

from .game import (CrystalDone, CrystalExplore, CrystalStop, CrystalUsed, Discard, Draw, Escalator,
                   Explore, GameWon, HeroEscaped, HeroMoved, HourglassUsed, MagicMaze, Move, PawnPlaced,
                   PlacePawn, SoloRecycled, SoloShuffled, StartTimer, TalkingEnds, TalkingOpens, Theft, TilePlaced,
                   TilesDiscarded, TilesPassed, TurnTile, Vortex)
from .scenario import arrange

Goal = Callable[[Any, Any, Sequence[Event]], bool]
Square = tuple[str, int, int]

#: the four-player seats: 1 explore + south, 2 vortex + west, 3 escalator + east, 4 north
FOUR = ("T2b", "T5", "T6", "T7")
#: the three-player seats: 1 escalator + explore + south, 2 north + east, 3 vortex + west
THREE = ("T3", "T4", "T5")
#: the heroes on the start tile's four central spaces (the set-up of seed 4 puts them so)
HOME: dict[str, Square] = {"orange": ("1A", 2, 2), "yellow": ("1A", 2, 3), "purple": ("1A", 3, 2),
                           "green": ("1A", 3, 3)}
SEED = 4
#: a mall of scenario 1 with every item and the purple exit: tile 2 north of the start tile, 7 east,
#: 8 south, 9 west, 6 north of 2 (the items: orange 7 (3,2), yellow 6 (2,4), purple 9 (1,4), green
#: 8 (2,3); the purple exit 2 (3,2))
MALL = (("2", ("1A", 1, 3)), ("7", ("1A", 3, 4)), ("8", ("1A", 4, 2)), ("9", ("1A", 2, 1)), ("6", ("2", 1, 3)))
ITEMS: dict[str, Square] = {"orange": ("7", 3, 2), "yellow": ("6", 2, 4), "purple": ("9", 1, 4),
                            "green": ("8", 2, 3)}
#: scenario 2's mall: as above, but tile 11 (the yellow exit) lies west of the start tile
MALL2 = (("2", ("1A", 1, 3)), ("7", ("1A", 3, 4)), ("8", ("1A", 4, 2)), ("11", ("1A", 2, 1)), ("6", ("2", 1, 3)))

#: board parts not taught yet (``MagicMazeBoard`` parts, and the generic hint: the planner's hint
#: plays the whole game, not a step's task, so it is shown only where the two agree)
FIRST = {"hide": ("seats", "pawns", "theft", "talking", "hint")}
BEFORE_TIME = {"hide": ("timer", "talking", "pawns", "theft", "hint")}
BEFORE_TALK = {"hide": ("talking", "pawns", "theft", "hint")}
BEFORE_PAWN = {"hide": ("pawns", "theft", "hint")}
BEFORE_THEFT = {"hide": ("theft", "hint")}
NO_HINT = {"hide": ("hint",)}


def _game(scenario: int = 1, players: int = 4) -> MagicMaze:
    if players == 1:
        return MagicMaze(scenario=scenario, players=1)
    return MagicMaze(scenario=scenario, players=players, action_tiles=FOUR if players == 4 else THREE)


def _fresh(scenario: int = 1, players: int = 4, seed: int = SEED, *actions: Any) -> Callable[[], Match]:
    """A new game as the set-up lays it out (seed 4: the heroes as in ``HOME``), after ``actions``."""
    def build() -> Match:
        match = Match(_game(scenario, players), seed)
        for action in actions:
            match.apply(action)
        return match
    return build


def _match(scenario: int = 1, players: int = 4, seed: int = SEED, heroes: dict | None = None,
           setup: Sequence[Any] = (), **position: Any) -> Callable[[], Match]:
    """A start builder: an arranged position (the heroes at ``HOME`` unless placed), then ``setup``
    actions played before the learner's turn; chance outcomes are drawn from ``seed``."""
    def build() -> Match:
        game = _game(scenario, players)
        state = arrange(game, seed, heroes={**HOME, **(heroes or {})}, **position)
        for action in setup:
            state = game.apply(state, action)
        return Match(game, seed, start=state)
    return build


# -- goals ----------------------------------------------------------------------------------------------
def _at(hero: str, tile: str, row: int, col: int) -> Goal:
    """The hero has moved and now stands on space (row, col) of ``tile``."""
    def goal(game: Any, state: Any, events: Sequence[Event]) -> bool:
        cell = game.hero_cell(state, hero)
        return (any(isinstance(e, HeroMoved) and e.hero == hero for e in events) and cell is not None
                and state.mall.square(cell) == (tile, row, col))
    return goal


def _event(kind: type, **fields: Any) -> Goal:
    return lambda game, state, events: any(isinstance(e, kind) and all(getattr(e, k) == v for k, v in fields.items())
                                           for e in events)


def _all(*goals: Goal) -> Goal:
    return lambda game, state, events: all(g(game, state, events) for g in goals)


def _escaped(*heroes: str) -> Goal:
    return lambda game, state, events: {e.hero for e in events if isinstance(e, HeroEscaped)} >= set(heroes)


def _through_passage(game: Any, state: Any, events: Sequence[Event]) -> bool:
    """A tile was laid, and a hero then walked from that new tile into tile 7 (through the new passage)."""
    laid = [e.tile for e in events if isinstance(e, TilePlaced)]
    return bool(laid) and any(isinstance(e, HeroMoved) and e.frm.startswith(f"tile {laid[-1]} (")
                              and e.to.startswith("tile 7 (") for e in events)


def _moved_by(direction: str, seat: int) -> Goal:
    return _event(HeroMoved, how=direction, seat=seat)


def _turn_until(build: Callable[[], Match], action: str, then: Any) -> tuple[Any, ...]:
    """Solo: the "turn a tile" actions that bring ``action`` on top of the discard pile from the
    start ``build`` makes (the tiles come up by the match's seed), then ``then``."""
    match = build()
    turns: list[Any] = []
    while action not in match.game.seat_actions(match.state, 1):
        if len(turns) > 14:
            raise ValueError(f"the {action} tile never comes up")
        match.apply(TurnTile(1))
        turns.append(TurnTile(1))
    return (*turns, then)


def _opts(base: dict, seat: int | None = None, clock: bool = False, undo_reason: str = "",
          plan: tuple[Any, ...] | None = None) -> dict[str, Any]:
    """A basics step's board options: ``base`` (what is hidden), and who holds what — ``seat`` None: the
    learner plays every seat; a seat: the learner holds that one, bots the others, following ``plan`` (the
    step's demonstration unless given) — whether the real sand timer runs (``clock``) and whether undo is
    off (``undo_reason``: why). Every step sets every option, so a step never inherits the one before."""
    return {**base, "mode": "practice" if seat else "learn", "seat": seat or 1, "clock": clock,
            "undo": not undo_reason, "undo_reason": undo_reason, **({"plan": plan} if plan is not None else {})}


def _bots_follow_demo(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    """Each step whose options name no plan: its bots follow the step's demonstration."""
    return tuple(s if "plan" in s.options else replace(s, options={**s.options, "plan": s.demo}) for s in steps)


def _SECONDS(n: int) -> tuple[Elapse, ...]:  # noqa: N802 - reads as a constant in a demonstration
    """``n`` seconds passing one at a time, as the running clock lets them pass (Show me plays them in real
    seconds)."""
    return (Elapse(1),) * n


#: step 18 teaches that nothing is taken back: no Undo there, and the board says why (after "No undo in this
#: step: ")
NO_TAKING_BACK = "at the table a legal action cannot be taken back, only put right by a new action."

# -- the tutorial -----------------------------------------------------------------------------------------
STEPS: tuple[Step, ...] = _bots_follow_demo((
    Step(
        "The mall and the four heroes",
        ("magic_maze.heroes", "magic_maze.mall.tiles", "magic_maze.mall.layouts", "magic_maze.setup.start",
         "magic_maze.scenario.tiles", "magic_maze.play.start"),
        "Four heroes — the orange dwarf, the yellow barbarian, the purple mage and the green elf — rob a magic "
        "mall together: you all win or lose as a team.\n\n"
        "The mall is made of tiles of 4×4 spaces. The start tile, 1A, lies in the middle, the heroes on its four "
        "central spaces. Tiles 2 to 9 wait face down in a stack (scenario 1). Each tile's number sits in its "
        "dark corner; rows and columns count from 1, so tile 1A (2,3) is row 2, column 3.",
        "Watch the sand timer being turned over: that starts the game.",
        _fresh(),
        None,
        (StartTimer(1),),
        options=_opts(FIRST),
        how="Press Start on the board (or Show me).",
        reading="The rulebook doesn't show the printed tiles, so these layouts are our own, each holding what "
                "the real tile holds (our reading).",
    ),
    Step(
        "Your action tile",
        ("magic_maze.setup.actions", "magic_maze.seats.order", "magic_maze.move.straight"),
        "Each player draws an action tile and lays it with its north arrow pointing the same way as the start "
        "tile. You may only ever do what your own tile shows. The panel lists the seats: seat 1 explores and "
        "moves heroes south, seat 2 uses vortexes and moves west, seat 3 takes escalators and moves east, seat 4 "
        "moves north.\n\n"
        "From here on you hold one seat, marked in the panel; bots hold the others. Here you are seat 4: north.",
        "Move the orange dwarf north, to tile 1A (1,2).",
        _fresh(1, 4, SEED, StartTimer(1)),
        _at("orange", "1A", 1, 2),
        (Move(4, "orange", "1A", 1, 2),),
        options=_opts(BEFORE_TIME, seat=4),
        how="Click the orange dwarf, then the lit space above it.",
        reading="Seats are numbered from 1 around the table, each next seat on the left of the one before; the "
                "rulebook only says \"the left\", so the numbering is our reading.",
    ),
    Step(
        "Exploring",
        ("magic_maze.explore", "magic_maze.explore.room", "magic_maze.mall.pinwheel"),
        "The orange magnifying glass at tile 1A (1,3) is an exploration space. A hero on an exploration space "
        "of its own colour lets the player holding explore (seat 1) draw the top tile of the stack and lay it "
        "there, its white arrow joining the space.\n\n"
        "You hold seat 3 (escalator, east). Seat 1, a bot, explores as soon as the dwarf stands on the glass.",
        "Bring the orange dwarf east onto tile 1A (1,3), so that seat 1 explores.",
        _match(heroes={"orange": ("1A", 1, 2)}),
        _event(TilePlaced),
        (Move(3, "orange", "1A", 1, 3), Explore(1, "orange")),
        options=_opts(BEFORE_TIME, seat=3),
        how="Click the dwarf, then the lit space to its right; watch the bot lay a tile.",
        reading="Each tile has one opening per side, set off like a pinwheel, so tiles fit together with small "
                "gaps; the rulebook doesn't picture this, so the fit is our reading. Where a tile lies already "
                "there is no room, and with the stack used up nothing can be explored (our reading too).",
    ),
    Step(
        "Passages",
        ("magic_maze.explore.passages",),
        "Where two exploration spaces of neighbouring tiles touch, they form a passage; where an exploration "
        "space meets a wall, there is none. A passage, once explored, is open to heroes of every colour, and "
        "heroes cross from tile to tile only through passages.\n\n"
        "The purple mage stands on the purple magnifying glass at tile 8 (3,4). The new tile will also touch "
        "tile 7, at tile 7's purple magnifying glass. You hold seat 1: explore and south.",
        "Explore with the purple mage; the bots then walk it through the new passage into tile 7.",
        _match(seed=0, explored=MALL[:3], heroes={"purple": ("8", 3, 4)}),
        _through_passage,
        (Explore(1, "purple"), Move(3, "purple", "3", 2, 3), Move(4, "purple", "7", 4, 2)),
        options=_opts(BEFORE_TIME, seat=1),
        how="Click the mage twice (or click it, then Explore); seats 3 and 4 then move it.",
    ),
    Step(
        "Moving: as far as you like",
        ("magic_maze.move.straight",),
        "A move takes one hero any number of spaces in one direction, and the player moving it decides where "
        "it stops. North is the start tile's north, whichever way a tile lies.\n\n"
        "The yellow barbarian can go north through the passage onto tile 2 and on to the tile's far edge. The "
        "lit spaces show every place a move may end; the arrow in each one says which way.",
        "Move the yellow barbarian north and stop it on tile 2 (2,2).",
        _match(explored=MALL, sand=160),
        _at("yellow", "2", 2, 2),
        (Move(4, "yellow", "2", 2, 2),),
        options=_opts(BEFORE_TIME, seat=4),
        how="You hold seat 4 (north). Click the barbarian, then the lit space tile 2 (2,2).",
    ),
    Step(
        "What stops a move",
        ("magic_maze.move.blocked",),
        "A hero never passes through a wall (the dark lines), through or onto another hero (one hero per "
        "space), or off the explored mall; between two tiles it crosses only at a passage.\n\n"
        "The green elf wants to go north, but the yellow barbarian stands right in front of it. North is seat "
        "4's, a bot; you hold seat 3, east.",
        "Clear the way: move the barbarian east, so that seat 4 can bring the green elf north onto tile 2 (4,2).",
        _match(explored=MALL, sand=160),
        _at("green", "2", 4, 2),
        (Move(3, "yellow", "1A", 2, 4), Move(4, "green", "2", 4, 2)),
        options=_opts(BEFORE_TIME, seat=3),
        how="Click the barbarian, then the lit space to its right; the bot moves the elf.",
    ),
    Step(
        "Vortex",
        ("magic_maze.vortex", "magic_maze.vortex.free"),
        "The vortex action (seat 2) moves a hero from anywhere in the mall onto a vortex of its own colour: "
        "the coloured rings. The green elf has three green vortexes, but the yellow barbarian stands on the one "
        "at tile 1A (2,4): a vortex with a hero on it is taken.",
        "Send the green elf through a vortex to tile 7 (3,4).",
        _match(explored=MALL, sand=160, heroes={"yellow": ("1A", 2, 4)}),
        _at("green", "7", 3, 4),
        (Vortex(2, "green", "7", 3, 4),),
        options=_opts(BEFORE_TIME, seat=2),
        how="You hold seat 2 (vortex, west). Click the elf, then the lit green ring on tile 7.",
        reading="The rulebook does not say that a vortex with a hero on it is taken; our reading follows the "
                "rule of one hero per space.",
    ),
    Step(
        "Escalator",
        ("magic_maze.escalator", "magic_maze.escalator.free"),
        "The escalator action (seat 3) takes a hero from one end of an escalator to the other, either way; "
        "nobody stops on the middle. Walls close off the corner tile 1A (1,4): only the escalator from (1,1) "
        "gets there, and its far end must be free.",
        "Bring the orange dwarf to tile 1A (1,4).",
        _match(explored=MALL, sand=160, heroes={"orange": ("1A", 1, 1)}),
        _at("orange", "1A", 1, 4),
        (Escalator(3, "orange"),),
        options=_opts(BEFORE_TIME, seat=3),
        how="You hold seat 3 (escalator, east). Click the dwarf, then the lit far end of the escalator.",
        reading="The rulebook does not say that the far end must be free; our reading follows the rule of one "
                "hero per space.",
    ),
    Step(
        "Only your own actions",
        ("magic_maze.play.own-actions",),
        "Everybody acts at once, whenever they like, with any hero, but only with the actions on their own tile. "
        "Nobody may stop another player's action: the player acting decides where the hero stops.\n\n"
        "So heroes travel as a team effort: to reach its sword, the yellow barbarian needs north and east, in "
        "turns. You hold seat 4, north; seat 3, a bot, holds east. Ask for east yourself and you are refused.",
        "Bring the yellow barbarian to its sword at tile 6 (2,4), together with seat 3.",
        _match(explored=MALL, sand=160),
        _all(_at("yellow", "6", 2, 4), _moved_by("E", 3)),
        (Move(4, "yellow", "2", 2, 2), Move(3, "yellow", "2", 2, 3), Move(4, "yellow", "6", 2, 2),
         Move(3, "yellow", "6", 2, 4)),
        options=_opts(BEFORE_TIME, seat=4),
        how="Move the barbarian north into line with the sword's row; the bot takes it east. Repeat.",
    ),
    Step(
        "The sand runs out",
        ("magic_maze.timer", "magic_maze.timer.elapse", "magic_maze.game.over"),
        "The sand timer runs for 3 minutes. If it runs out, everybody loses at once, and nothing more is "
        "played.\n\n"
        "Here the real clock runs: one second of sand a second. 20 seconds are left. You hold seat 1 (south).",
        "Run the clock: watch 5 seconds pass, move the green elf south, and watch the last seconds run out.",
        _match(explored=MALL, sand=20),
        None,
        (*_SECONDS(5), Move(1, "green", "1A", 4, 3), Elapse(10), *_SECONDS(5)),
        options=_opts(BEFORE_TALK, seat=1, clock=True),
        how="Press Run clock beside the timer. Then click the elf and the lit space below it. Retry starts "
            "again.",
        reading="On this board time passes as a step of its own: so many seconds pass, and the board's clock "
                "takes those steps every second while it runs. Putting the sand timer into software this way is "
                "our reading.",
    ),
    Step(
        "Hourglasses",
        ("magic_maze.timer.hourglass", "magic_maze.special.end"),
        "When a hero ends a move on an unused hourglass space, the timer is turned over at once: the sand that "
        "ran through becomes the time left (3 minutes − 50 s = 130 s). The space gets an out-of-order cross; "
        "the whole mall has only four. Special spaces act only where a move ends: a hero passing over the "
        "hourglass turns nothing.\n\n"
        "The real clock runs here, with 50 seconds of sand. You hold seat 1 (south).",
        "Run the clock, and turn the timer over in time: end a move of the purple mage on the hourglass at "
        "tile 1A (3,1).",
        _match(explored=MALL, sand=50, heroes={"purple": ("1A", 2, 1)}),
        _event(HourglassUsed),
        (*_SECONDS(3), Move(1, "purple", "1A", 3, 1)),
        options=_opts(BEFORE_TALK, seat=1, clock=True),
        how="Press Run clock, then click the mage and the lit hourglass space just below it. If the sand runs "
            "out, press Retry.",
        reading="That special spaces act only where a move ends is not said in words in the rulebook; that is "
                "our reading.",
    ),
    Step(
        "Silence",
        ("magic_maze.setup.talk", "magic_maze.talk.silence"),
        "In scenario 1, for beginners, you may talk all the time; from scenario 2 on you may not. This board "
        "plays scenario 2.\n\n"
        "Before the timer is turned over, everybody may plan together as long as they like. From the moment it "
        "is turned over: silence. No talking, no pointing, no gestures or signs. You may stare at someone, and "
        "put the red Do Something! pawn in front of a player. The board cannot hear you: its banner says "
        "whether talking is allowed, and keeping to it is up to you.",
        "Watch the banner when the sand timer is turned over.",
        _fresh(2),
        None,
        (StartTimer(1),),
        options=_opts(BEFORE_PAWN, seat=1),
        how="Press Start on the board (or Show me), and read the banner at the top of the panel.",
    ),
    Step(
        "Talking after an hourglass",
        ("magic_maze.talk.hourglass",),
        "Each time an hourglass space turns the timer over, everybody may talk again, as long as they like, "
        "but nobody may act meanwhile, and the sand keeps running. The first action by anyone ends the "
        "talking. The bots wait while the window is open.\n\n"
        "So use the window to make a plan: who moves which hero where. Scenario 2 again, 50 seconds left.",
        "Turn the timer over with the purple mage on tile 1A (3,1), then end the talking with any action.",
        _match(2, explored=MALL, sand=50, heroes={"purple": ("1A", 2, 1)}),
        _all(_event(TalkingOpens), _event(TalkingEnds)),
        (Move(1, "purple", "1A", 3, 1), Move(1, "green", "1A", 4, 3)),
        options=_opts(BEFORE_PAWN, seat=1),
        how="You hold seat 1 (south). Move the mage down onto the hourglass, then any hero south.",
    ),
    Step(
        "Do Something!",
        ("magic_maze.pawn",),
        "Someone at the table has not seen that a hero waits for their action. You may not tell them, but you "
        "may put the red Do Something! pawn in front of them, and stare.\n\n"
        "The green elf should go east, through the passage into tile 7. Only seat 3 holds east, and seat 3 "
        "is looking elsewhere. You hold seat 1.",
        "Put the Do Something! pawn in front of seat 3.",
        _match(2, explored=MALL, sand=120, heroes={"purple": ("1A", 2, 1), "green": ("1A", 3, 2)}),
        _event(PawnPlaced, target=3),
        (PlacePawn(1, 3),),
        options=_opts(BEFORE_THEFT, seat=1, plan=(Move(3, "green", "7", 2, 1),)),
        how="Click the round pawn slot on the right of seat 3's action tile; the bot then acts.",
    ),
    Step(
        "The theft",
        ("magic_maze.theft", "magic_maze.theft.no-vortex"),
        "The goal of the first part: each hero on the item of its own colour (the coloured diamonds), all four "
        "at the same time. Then the theft happens.\n\n"
        "From that moment the vortexes are useless: the action tiles with a vortex are turned to their "
        "crossed-out side, and nobody may use a vortex any more. Three heroes stand on their items; the green "
        "elf's bow is on tile 8 (2,3).",
        "Bring the green elf onto its bow at tile 8 (2,3).",
        _match(explored=MALL, sand=100, heroes={**ITEMS, "green": ("8", 2, 1)}),
        _event(Theft),
        (Move(3, "green", "8", 2, 3),),
        options=_opts(NO_HINT, seat=3),
        how="You hold seat 3 (east). Click the elf, then the bow two spaces to its right.",
    ),
    Step(
        "The escape",
        ("magic_maze.exit", "magic_maze.exit.purple", "magic_maze.exit.leaves"),
        "After the theft, each hero escapes by ending a move on an exit. In scenario 1 there is one exit for "
        "everybody: the purple one at tile 2 (3,2). Before the theft an exit is an ordinary space.\n\n"
        "An escaped hero leaves the mall at once. In the panel, the circle of each hero that is out fills in.",
        "Get the yellow barbarian out through the purple exit at tile 2 (3,2).",
        _match(explored=MALL, sand=90, theft=True, heroes={**ITEMS, "yellow": ("1A", 2, 3)}),
        _escaped("yellow"),
        (Move(4, "yellow", "2", 3, 2),),
        options=_opts(NO_HINT, seat=4),
        how="You hold seat 4 (north). Click the barbarian, then the lit exit.",
        reading="At the table the players take an escaped hero off; here the board does it (our reading).",
    ),
    Step(
        "Winning, and the score",
        ("magic_maze.exit", "magic_maze.score", "magic_maze.game.over"),
        "When all four heroes are out before the sand runs out, everybody wins. The challenge book records the "
        "win with its scenario, its stack and its score: the number of hourglass spaces used. Fewer is better. "
        "Then the game is over: nothing more is played.\n\n"
        "Three heroes are out; one hourglass has been used.",
        "Get the purple mage out and win.",
        _match(explored=MALL, sand=40, theft=True, used=[("1A", 3, 1)],
               heroes={"orange": None, "yellow": None, "green": None, "purple": ("1A", 1, 3)}),
        _event(GameWon),
        (Move(4, "purple", "2", 3, 2),),
        options=_opts(NO_HINT, seat=4),
        how="You hold seat 4 (north). Click the mage, then the lit exit.",
    ),
    Step(
        "No taking back",
        ("magic_maze.mistakes",),
        "Seat 4 moved the yellow barbarian north all the way to tile 2 (1,2), one space too far. A legal "
        "action cannot be taken back: only a new action of the player who holds the opposite one puts it "
        "right, here seat 1, who holds south — you. The board refuses every illegal action, so there is "
        "nothing else to put right; in this step the board has no Undo either.",
        "Put it right: bring the yellow barbarian back to tile 2 (2,2).",
        _match(explored=MALL, sand=150, heroes={"yellow": ("2", 1, 2)}),
        _at("yellow", "2", 2, 2),
        (Move(1, "yellow", "2", 2, 2),),
        options=_opts(NO_HINT, seat=1, undo_reason=NO_TAKING_BACK),
        how="You hold seat 1 (south). Click the barbarian, then the lit space just below it.",
        reading="In a game the board has no Undo; only the other tutorial steps and the learning board keep "
                "one, to try things out (our reading).",
    ),
    Step(
        "Your turn, as at the table",
        ("magic_maze.exit.purple", "magic_maze.move.blocked"),
        "At the table nobody lights up the spaces a hero can reach, so the highlights are off now (the "
        "Highlights button brings them back).\n\n"
        "The theft is done and 70 seconds are left: all four heroes must get out through the purple exit at "
        "tile 2 (3,2). Mind the order: a hero in the way blocks the others. You hold seat 4 (north); the bots "
        "move south and west when it helps.",
        "Get all four heroes out and win, with the bots.",
        _match(explored=MALL, sand=70, theft=True,
               heroes={"orange": ("1A", 1, 3), "yellow": ("2", 1, 2), "purple": ("2", 4, 4), "green": ("1A", 3, 3)}),
        _event(GameWon),
        (Move(4, "orange", "2", 3, 2), Move(1, "yellow", "2", 3, 2), Move(4, "green", "2", 3, 2),
         Move(4, "purple", "2", 3, 4), Move(2, "purple", "2", 3, 2)),
        options={**_opts({"hide": ("hint",)}, seat=4), "show_highlights": False},
        how="Click a hero, then the space it should go to; the bots answer each of your moves.",
    ),
))

# -- the scenarios ------------------------------------------------------------------------------------------
SCENARIO1: tuple[Step, ...] = (
    Step(
        "Beginners may talk",
        ("magic_maze.talk.beginners", "magic_maze.scenario.tiles"),
        "Scenario 1, Discovery, is for beginners: tiles 1A and 2 to 9, and the players may talk at any time, "
        "even while the sand runs. Later scenarios are played in silence.",
        "Watch the talking banner stay green when the sand timer is turned over.",
        _fresh(),
        None,
        (StartTimer(1),),
    ),
    Step(
        "Steal the items, with a hint",
        ("magic_maze.theft",),
        "Two heroes stand on their items already. The purple mage's potion is on tile 9 (1,4), the green elf's "
        "bow on tile 8 (2,3).\n\n"
        "Stuck? Press Hint: the planner shows the next action of the shortest way it knows (it looks at every "
        "seat's tile and brings one hero after the other to its errand).",
        "Make the theft: the purple mage and the green elf onto their items.",
        _match(explored=MALL, sand=150, heroes={"orange": ITEMS["orange"], "yellow": ITEMS["yellow"],
                                               "purple": ("1A", 2, 1), "green": ("1A", 4, 3)}),
        _event(Theft),
        (Move(2, "purple", "9", 3, 4), Move(4, "purple", "9", 1, 4), Move(2, "green", "1A", 4, 2),
         Move(1, "green", "8", 1, 3), Move(3, "green", "8", 1, 4), Move(1, "green", "8", 2, 4),
         Move(2, "green", "8", 2, 3)),
    ),
    Step(
        "One exit for all",
        ("magic_maze.exit.purple",),
        "In scenario 1 every hero escapes through the purple exit, at tile 2 (3,2) here: the dwarf, the "
        "barbarian and the elf as well as the mage.",
        "Get the orange dwarf and the green elf out through the purple exit.",
        _match(explored=MALL, sand=110, theft=True,
               heroes={**ITEMS, "orange": ("1A", 1, 3), "green": ("1A", 3, 3)}),
        _escaped("orange", "green"),
        (Move(4, "orange", "2", 3, 2), Move(4, "green", "2", 3, 2)),
    ),
)

SCENARIO2: tuple[Step, ...] = (
    Step(
        "More tiles, and silence",
        ("magic_maze.scenario.tiles", "magic_maze.talk.silence"),
        "Scenario 2, Multiple exits, adds tiles 10, 11 and 12 to the stack: tiles 2 to 12, with an exit of "
        "each colour. The beginners' talking of scenario 1 is gone: from the moment the timer is turned over, "
        "silence (the talking windows after an hourglass stay).",
        "Watch the banner turn red when the sand timer is turned over.",
        _fresh(2),
        None,
        (StartTimer(1),),
    ),
    Step(
        "Each hero to its own exit",
        ("magic_maze.exit.own",),
        "From scenario 2 on, each hero must escape through the exit of its own colour. The yellow barbarian "
        "ran onto the purple exit at tile 2 (3,2) after the theft, as in scenario 1, and nothing happened: "
        "that exit is not for it. Its own exit is on tile 11, west of the start tile.",
        "Get the yellow barbarian out through the yellow exit at tile 11 (1,4).",
        _match(2, explored=MALL2, sand=120, theft=True,
               heroes={"yellow": ("2", 3, 2), "purple": None, "orange": ("7", 3, 2), "green": ("8", 2, 3)}),
        _escaped("yellow"),
        (Move(1, "yellow", "1A", 2, 3), Move(2, "yellow", "11", 3, 4), Move(4, "yellow", "11", 1, 4)),
    ),
)

SCENARIO3: tuple[Step, ...] = (
    Step(
        "Passing the actions",
        ("magic_maze.scenario.pass",),
        "Scenario 3, for 2 players or more: every time an hourglass turns the timer over, each player passes "
        "their action tile to the player on their left, north arrow kept aligned.\n\n"
        "Three players: seat 1 holds escalator, explore and south, seat 2 north and east, seat 3 vortex and "
        "west. Watch the panel when the purple mage reaches the hourglass.",
        "Turn the timer over with the purple mage at tile 1A (3,1), and see the tiles pass.",
        _match(3, 3, explored=MALL, sand=60, heroes={"purple": ("1A", 2, 1)}),
        _event(TilesPassed),
        (Move(1, "purple", "1A", 3, 1),),
        options=NO_HINT,
    ),
    Step(
        "New tiles, new jobs",
        ("magic_maze.scenario.pass", "magic_maze.play.own-actions"),
        "The tiles have moved one seat on: seat 1 now holds vortex and west, seat 2 escalator, explore and "
        "south, seat 3 north and east. Talk it over while you may; then act with what you hold now.",
        "Move the green elf west, with the seat that holds west now.",
        _match(3, 3, explored=MALL, sand=60, heroes={"purple": ("1A", 2, 1)}, setup=(Move(1, "purple", "1A", 3, 1),)),
        _moved_by("W", 1),
        (Move(1, "green", "1A", 3, 2),),
        options=NO_HINT,
    ),
)

# -- the solo variant -----------------------------------------------------------------------------------------
_SOLO_START = _match(1, 1, explored=(), sand=170)

SOLO: tuple[Step, ...] = (
    Step(
        "Playing alone: turn a tile",
        ("magic_maze.solo",),
        "Alone, you play with seven action tiles of one action each, shuffled face down into a pile. To act, "
        "turn tiles one at a time onto a discard pile until the action you want is on top: only that action "
        "may be used, as often as you like, with any hero.\n\n"
        "Press Turn a tile until north is on top; then move.",
        "Move the yellow barbarian north to tile 1A (1,3).",
        _SOLO_START,
        _at("yellow", "1A", 1, 3),
        _turn_until(_SOLO_START, "N", Move(1, "yellow", "1A", 1, 3)),
    ),
    Step(
        "The pile runs out",
        ("magic_maze.solo.recycle",),
        "Every tile has been turned: the pile is empty, and west lies on top of the discard pile. When you turn "
        "a tile now, the discard pile is turned over, without shuffling, as the new pile: the first tile you "
        "turned comes up first again.",
        "Turn a tile.",
        _match(1, 1, sand=150, solo_pile=(), solo_shuffled=False,
               solo_discard=("escalator", "N", "explore", "S", "vortex", "E", "W")),
        _event(SoloRecycled),
        (TurnTile(1),),
    ),
    Step(
        "Shuffle at an hourglass",
        ("magic_maze.solo.reshuffle",),
        "South lies on top of the discard pile, and 40 seconds are left. At every hourglass, both piles are "
        "gathered and shuffled into a new pile: until you turn a tile, no action at all may be used.",
        "Turn the timer over with the purple mage at tile 1A (3,1), and see the piles shuffled.",
        _match(1, 1, sand=40, heroes={"purple": ("1A", 2, 1)}, solo_pile=("E", "N", "W", "escalator", "explore"),
               solo_shuffled=False, solo_discard=("vortex", "S")),
        _event(SoloShuffled),
        (Move(1, "purple", "1A", 3, 1),),
        options=NO_HINT,
    ),
)

# -- scenarios 4 to 17 --------------------------------------------------------------------------------------------
def _home(start: str) -> dict[str, Square]:
    return {"orange": (start, 2, 2), "yellow": (start, 2, 3), "purple": (start, 3, 2), "green": (start, 3, 3)}


def _later(scenario: int, heroes: dict | None = None, setup: Sequence[Any] = (), players: int = 4,
           settings: dict | None = None, **position: Any) -> Callable[[], Match]:
    """A start builder for scenarios 4–17: the four-player seats (or ``settings``), the heroes on the start
    tile's central spaces unless placed, then ``setup`` actions; the sand at 100 s unless given."""
    def build() -> Match:
        game = MagicMaze(scenario=scenario, players=players, **(settings or {"action_tiles": FOUR}))
        position.setdefault("sand", 100)
        state = arrange(game, SEED, heroes={**_home(game.scenario.start), **(heroes or {})}, **position)
        for action in setup:
            state = game.apply(state, action)
        return Match(game, SEED, start=state)
    return build


#: scenario 4: tile 13 north of 1A, with an orange wall between 13 (3,4) and 13 (4,4)
WALL4 = (("13", ("1A", 1, 3)),)
#: scenario 5: tile 15 north of 1B, its crystal ball at 15 (1,2)
BALL5 = (("15", ("1B", 1, 3)),)
#: scenario 6: tiles 15, 16, 17 around 1B; cameras at 16 (1,2) and 17 (4,1); the hourglass 1B (4,3)
CAMERAS6 = (("15", ("1B", 1, 3)), ("16", ("1B", 2, 1)), ("17", ("1B", 3, 4)))
#: scenario 10: the four items around 1B (orange 7 (2,3), yellow 6 (2,4), purple 9 (1,1), green 8 (2,2))
ITEMS10 = (("6", ("1B", 1, 3)), ("7", ("1B", 2, 1)), ("8", ("1B", 3, 4)), ("9", ("1B", 4, 2)))
#: scenario 10: the purple exit 2 (3,2) north of 1B, the yellow exit 11 (4,1) east
EXITS10 = (("2", ("1B", 1, 3)), ("11", ("1B", 3, 4)))
#: scenario 11: tiles 2, 7, 8, 9 around 1B
MALL11 = (("2", ("1B", 1, 3)), ("7", ("1B", 2, 1)), ("8", ("1B", 3, 4)), ("9", ("1B", 4, 2)))
#: the green elf next to 1B's hourglass (1B (4,3)): seat 2 moves it west onto it
TO_GLASS = {"green": ("1B", 4, 4)}
FLIP = Move(2, "green", "1B", 4, 3)

ORANGE_WALLS_ELF: tuple[Step, ...] = (
    Step(
        "Orange walls: only the dwarf passes",
        ("magic_maze.dwarf.orange-walls",),
        "Scenario 4 adds tiles 13 and 14, with orange walls. An orange wall has a small passage that only the "
        "orange dwarf fits through; for the other three heroes it is a wall like any other.\n\n"
        "The dwarf stands at tile 13 (3,4), with an orange wall south of it. Seat 1 holds south.",
        "Move the orange dwarf south through the orange wall, to tile 13 (4,4).",
        _later(4, heroes={"orange": ("13", 3, 4)}, explored=WALL4),
        _at("orange", "13", 4, 4),
        (Move(1, "orange", "13", 4, 4),),
        options=NO_HINT,
    ),
    Step(
        "The elf's megaphone",
        ("magic_maze.talk.elf",),
        "Also from scenario 4: every time the green elf explores, everybody may talk, just as after an "
        "hourglass — until anyone acts again. The megaphone printed on green exploration spaces is only a "
        "reminder of this.\n\n"
        "The elf stands on the green exploration space at tile 1A (4,2); seat 1 holds explore.",
        "Explore with the green elf, and see the talking window open.",
        _later(4, heroes={"green": ("1A", 4, 2)}),
        _event(TalkingOpens, cause="elf"),
        (Explore(1, "green"),),
        options=NO_HINT,
    ),
)

CRYSTAL_BALL: tuple[Step, ...] = (
    Step(
        "The crystal ball",
        ("magic_maze.crystal",),
        "Scenario 5 starts on side 1B, with tile 15 on top of the stack: it holds a crystal ball. While the "
        "purple mage stands on a crystal ball, the player holding explore may lay up to two tiles at any "
        "exploration spaces with room — of any colour, no hero needed there — and the second may join the "
        "first. Then the ball is out of order. Any other hero on the ball does nothing.\n\n"
        "The mage stands on the ball at tile 15 (1,2).",
        "With seat 1, lay a tile by the crystal ball at the orange exploration space tile 1B (2,1).",
        _later(5, heroes={"purple": ("15", 1, 2)}, explored=BALL5),
        _event(CrystalUsed),
        (CrystalExplore(1, "1B", 2, 1),),
        options=NO_HINT,
    ),
    Step(
        "One tile or two",
        ("magic_maze.crystal.reading",),
        "The rulebook leaves open how the two tiles are laid. Our reading: one exploration of one or two tiles, "
        "by the same player, who may stop after the first. The ball is out of order from the first tile on. "
        "While the second is awaited the others' hero actions wait (the sand keeps running), and the ball "
        "never opens the elf's talking window.\n\n"
        "Tile 2 has just been laid at tile 1B (2,1).",
        "Stop after this one tile.",
        _later(5, heroes={"purple": ("15", 1, 2)}, explored=BALL5, setup=(CrystalExplore(1, "1B", 2, 1), Draw("2"))),
        _event(CrystalDone, laid=1),
        (CrystalStop(1),),
        options=NO_HINT,
    ),
)

CAMERAS: tuple[Step, ...] = (
    Step(
        "Cameras watch the hourglasses",
        ("magic_maze.camera.hourglass-block", "magic_maze.camera.barbarian"),
        "Scenario 6 adds tiles 16 and 17, each with a camera. While two or more cameras work, no hero may be "
        "moved onto an hourglass space. The yellow barbarian puts a camera out of order by standing on it; any "
        "other hero on a camera does nothing.\n\n"
        "Two cameras work: tile 16 (1,2) and tile 17 (4,1). The elf waits beside the hourglass at tile 1B "
        "(4,3) and the barbarian below the camera of tile 16.",
        "Smash a camera with the barbarian, then turn the timer over with the green elf.",
        _later(6, heroes={"yellow": ("16", 2, 2), **TO_GLASS}, explored=CAMERAS6),
        _event(HourglassUsed),
        (Move(4, "yellow", "16", 1, 2), FLIP),
        options=NO_HINT,
    ),
    Step(
        "A smashed camera stays smashed",
        ("magic_maze.camera.reading", "magic_maze.scenario.surveillance"),
        "Our reading of what the rulebook leaves open: only working cameras count, a camera out of order stays "
        "out of order when the barbarian walks on, and only unused hourglasses are closed (a used one does "
        "nothing anyway).\n\n"
        "Scenario 7, Close surveillance, plays with tiles 2 to 19: four cameras wait in the stack instead of "
        "two, so the barbarian has more work.",
        "Watch the barbarian leave the camera: it stays out of order.",
        _later(6, heroes={"yellow": ("16", 1, 2)}, cameras=[("16", 1, 2)], explored=CAMERAS6),
        None,
        (Move(1, "yellow", "16", 4, 2),),
        options=NO_HINT,
    ),
)

OPEN_STACK: tuple[Step, ...] = (
    Step(
        "Foresight: the stack face up",
        ("magic_maze.stack.open", "magic_maze.scenario.choice"),
        "From scenario 8 on, the players choose the stack — tiles 2 to 17, or with 18, 19 … up to 24 added — "
        "and the side of the start tile. Each of the scenarios 8 to 17 plays the rules of scenarios 2 to 7 "
        "plus its own rule only.\n\n"
        "Scenario 8's own rule: the stack lies face up, so everybody sees which tile comes next — here tile 5.",
        "Watch the dwarf explore: tile 5 comes off, and the next tile turns up for all to see.",
        _later(8, heroes={"orange": ("1B", 2, 1)}, top="5"),
        None,
        (Explore(1, "orange"),),
        options=NO_HINT,
    ),
)

LEADER: tuple[Step, ...] = (
    Step(
        "Follow the leader",
        ("magic_maze.leader", "magic_maze.leader.reading"),
        "Scenario 9, for 3 to 9 players: one player, the leader, takes no action tile and performs no "
        "actions, but alone may use the Do Something! pawn. The others play the action tiles for one player "
        "fewer.\n\n"
        "Our reading of what the rulebook leaves open: with 9 players the others play the 8-player set, the "
        "leader is skipped when the tiles pass, and stays leader all game.\n\n"
        "Four players: seat 1 leads; seats 2, 3 and 4 hold the three-player tiles.",
        "As the leader, put the Do Something! pawn in front of seat 3.",
        _later(9, settings={"action_tiles": THREE, "leader": 1}),
        _event(PawnPlaced, seat=1),
        (PlacePawn(1, 3),),
        options=NO_HINT,
    ),
)

FOOL_GUARDS: tuple[Step, ...] = (
    Step(
        "Fool the guards: other items",
        ("magic_maze.guards.items",),
        "Scenario 10: each hero steals an item that is not of its own colour. The theft happens when the four "
        "heroes stand on the four items at once, none on its own colour.\n\n"
        "The dwarf is on the yellow item, the barbarian on the orange one, the mage on the green one; the elf "
        "is one step from the purple item at tile 9 (1,1).",
        "Move the green elf west onto the purple item: the theft.",
        _later(10, heroes={"orange": ("6", 2, 4), "yellow": ("7", 2, 3), "purple": ("8", 2, 2), "green": ("9", 1, 2)},
               explored=ITEMS10),
        _event(Theft),
        (Move(2, "green", "9", 1, 1),),
        options=NO_HINT,
    ),
    Step(
        "Fool the guards: other exits",
        ("magic_maze.guards.exits", "magic_maze.exit.stay"),
        "After the theft, each hero escapes through an exit that is not of its own colour, one exit per hero. "
        "In scenarios 10 and 17 a hero that reaches its exit stays in the mall. Our reading: it stays on the "
        "exit, frozen — no more actions, and in the others' way — and still counts as escaped.",
        "Move the orange dwarf south onto the purple exit at tile 2 (3,2).",
        _later(10, theft=True, holdings=("T2b", "T5x", "T6", "T7"), heroes={"orange": ("2", 1, 2)},
               explored=EXITS10),
        _event(HeroEscaped, hero="orange"),
        (Move(1, "orange", "2", 3, 2),),
        options=NO_HINT,
    ),
)

REARRANGEMENT: tuple[Step, ...] = (
    Step(
        "Rearrangement: discard two tiles",
        ("magic_maze.rearrange", "magic_maze.rearrange.reading"),
        "Scenario 11: until the theft, at every hourglass the players must discard two tiles of the mall: "
        "neither may hold a hero or an out-of-order marker, neither may be the start tile, and afterwards every "
        "hero must still reach every space without a vortex. They go face down under the stack.\n\n"
        "Our reading: reaching is judged tile by tile — the tiles left stay joined through explored passages. "
        "The board lights the pairs that may go; until one is chosen, no hero acts (the sand keeps running).",
        "The elf has just turned the timer over: discard two tiles.",
        _later(11, heroes=TO_GLASS, explored=MALL11, setup=(FLIP,)),
        _event(TilesDiscarded),
        (Discard(1, "2", "7"),),
        options=NO_HINT,
    ),
    Step(
        "No two tiles to discard",
        ("magic_maze.rearrange.loss",),
        "If no two tiles can be discarded that way, everybody loses at once. Here only tile 2 has been laid "
        "besides the start tile.",
        "Watch the elf turn the timer over.",
        _later(11, heroes=TO_GLASS, explored=(("2", ("1B", 1, 3)),)),
        None,
        (FLIP,),
        options=NO_HINT,
    ),
)

SILENCE: tuple[Step, ...] = (
    Step(
        "Gestures only",
        ("magic_maze.talk.gestures",),
        "Scenario 12: the talking windows still open at every hourglass and when the elf explores, but only "
        "gestures are allowed in them, no words. The engine cannot hear you: the banner says what is allowed.",
        "Turn the timer over with the green elf, and read the banner.",
        _later(12, heroes=TO_GLASS),
        _event(TalkingOpens, how="gestures"),
        (FLIP,),
        options=NO_HINT,
    ),
    Step(
        "Silence, all game",
        ("magic_maze.talk.never",),
        "Scenario 14: nobody may talk at any time while the sand runs — not after an hourglass, not when the "
        "elf explores. Planning before the timer is turned over is still allowed, and so are staring and the "
        "Do Something! pawn.",
        "Watch the elf turn the timer over: no talking window opens.",
        _later(14, heroes=TO_GLASS),
        None,
        (FLIP,),
        options=NO_HINT,
    ),
    Step(
        "Eyes only",
        ("magic_maze.talk.eyes",),
        "Scenario 15: no talking at any time, and no Do Something! pawn either: only your eyes.",
        "Turn the timer over with the green elf: still silence, and no pawn to place.",
        _later(15, heroes=TO_GLASS),
        _event(HourglassUsed),
        (FLIP,),
        options=NO_HINT,
    ),
)

TWO_MALLS: tuple[Step, ...] = (
    Step(
        "Two malls",
        ("magic_maze.two-malls", "magic_maze.two-malls.reading"),
        "Scenario 13: tile 1 and tile 3 start far apart, as two malls that never join (tile 3 is taken out of "
        "the stack). The dwarf and the elf start on tile 1, the barbarian and the mage on tile 3; the stack "
        "lies face up. Heroes go from one mall to the other only by vortex.\n\n"
        "Our reading: each mall grows on its own, and the heroes start on the central spaces of their tiles.",
        "Send the orange dwarf to the other mall by its vortex at tile 3 (4,4).",
        _later(13, heroes={"orange": ("1B", 2, 2), "green": ("1B", 3, 3), "yellow": ("3", 2, 2),
                           "purple": ("3", 2, 3)}),
        _at("orange", "3", 4, 4),
        (Vortex(2, "orange", "3", 4, 4),),
        options=NO_HINT,
    ),
    Step(
        "Never all four together",
        ("magic_maze.two-malls.apart", "magic_maze.apart.end"),
        "In scenario 13 the four heroes may never all stand on the same tile. Our reading: it is checked where "
        "an action ends — a hero may cross a tile but not stop there if that makes four.\n\n"
        "The barbarian, the mage and the elf stand on tile 3, so the dwarf's vortex at tile 3 (4,4) is closed; "
        "tile 4 has been explored beside tile 3, with another orange vortex.",
        "Send the orange dwarf to the second mall anyway.",
        _later(13, heroes={"orange": ("1B", 2, 2), "green": ("3", 3, 3), "yellow": ("3", 2, 2),
                           "purple": ("3", 2, 3)}, explored=(("4", ("3", 2, 1)),)),
        _event(HeroMoved, hero="orange", how="vortex"),
        (Vortex(2, "orange", "4", 1, 4),),
        options=NO_HINT,
    ),
)

NO_VORTEX_NEVER_TOGETHER: tuple[Step, ...] = (
    Step(
        "Vortexes out of order",
        ("magic_maze.vortex.none",),
        "Scenario 16: the vortex action may never be used, not even before the theft. Seat 2 still holds "
        "west.",
        "Move the orange dwarf west with seat 2.",
        _later(16),
        _moved_by("W", 2),
        (Move(2, "orange", "1B", 2, 1),),
        options=NO_HINT,
    ),
    Step(
        "Never together",
        ("magic_maze.together.never", "magic_maze.apart.end"),
        "Scenario 17: two heroes may never stand on the same tile, except on the start tile; it is checked "
        "where an action ends (our reading). Heroes that reach their exit stay on the board, as in scenario "
        "10.\n\n"
        "The barbarian stands on tile 2, so the dwarf may not stop there.",
        "Bring the orange dwarf onto tile 2: move the barbarian back to the start tile and out of the way first.",
        _later(17, heroes={"yellow": ("2", 4, 2), "orange": ("1B", 2, 3)}, explored=(("2", ("1B", 1, 3)),)),
        lambda game, state, events: state.mall.tile_of(game.hero_cell(state, "orange")).tile == "2",
        (Move(1, "yellow", "1B", 1, 3), Move(3, "yellow", "1B", 1, 4), Move(4, "orange", "2", 1, 2)),
        options=NO_HINT,
    ),
)

#: how to do each task of the scenario and solo lessons on the board (the learner plays every seat there)
HOW = {
    "Beginners may talk": "Press Start on the board (or Show me), and read the banner at the top of the panel.",
    "Steal the items, with a hint": "Click a hero, then a lit space; press Hint when stuck.",
    "One exit for all": "Click the dwarf, then the lit exit; then the elf and the exit.",
    "More tiles, and silence": "Press Start on the board (or Show me), and read the banner.",
    "Each hero to its own exit": "Click the barbarian, then a lit space: south, west into tile 11, then north.",
    "Passing the actions": "Click the mage, then the lit hourglass space below it; watch the seats in the panel.",
    "New tiles, new jobs": "Click the elf, then the lit space to its left: the board lets the new holder move it.",
    "Playing alone: turn a tile": "Press Turn a tile until north is on top; then click the barbarian and a lit space.",
    "The pile runs out": "Press Turn a tile.",
    "Shuffle at an hourglass": "Click the mage, then the lit hourglass space below it.",
    "Orange walls: only the dwarf passes": "Click the dwarf, then the lit space below it, past the orange wall.",
    "The elf's megaphone": "Click the elf twice (or click it, then Explore).",
    "The crystal ball": "Click the mage twice, then the lit orange exploration space.",
    "One tile or two": "Press Stop after one tile.",
    "Cameras watch the hourglasses": "Click the barbarian, then the camera above it; then the elf and the hourglass.",
    "A smashed camera stays smashed": "Press Show me, or click the barbarian and a lit space below it.",
    "Foresight: the stack face up": "Press Show me, or click the dwarf twice.",
    "Follow the leader": "Click the round pawn slot beside seat 3's action tile.",
    "Fool the guards: other items": "Click the elf, then the lit purple item to its left.",
    "Fool the guards: other exits": "Click the dwarf, then the lit purple exit below it.",
    "Rearrangement: discard two tiles": "Click a lit tile, then a lit partner (or press a pair in the panel).",
    "No two tiles to discard": "Press Show me, or click the elf and the hourglass space to its left.",
    "Gestures only": "Click the elf, then the hourglass space to its left; read the banner.",
    "Silence, all game": "Press Show me, or click the elf and the hourglass space to its left.",
    "Eyes only": "Click the elf, then the hourglass space to its left.",
    "Two malls": "Click the dwarf, then its lit orange vortex on tile 3.",
    "Never all four together": "Click the dwarf, then a lit orange vortex of the second mall that stays open.",
    "Vortexes out of order": "Click the dwarf, then the lit space to its left.",
    "Never together": "Move the barbarian south, then east, out of the dwarf's way; then the dwarf north.",
}


def _how(steps: tuple[Step, ...]) -> tuple[Step, ...]:
    return tuple(s if s.how else replace(s, how=HOW[s.title]) for s in steps)


SCENARIO1, SCENARIO2, SCENARIO3, SOLO = _how(SCENARIO1), _how(SCENARIO2), _how(SCENARIO3), _how(SOLO)
ORANGE_WALLS_ELF, CRYSTAL_BALL, CAMERAS = _how(ORANGE_WALLS_ELF), _how(CRYSTAL_BALL), _how(CAMERAS)
OPEN_STACK, LEADER, FOOL_GUARDS, REARRANGEMENT = _how(OPEN_STACK), _how(LEADER), _how(FOOL_GUARDS), _how(REARRANGEMENT)
SILENCE, TWO_MALLS, NO_VORTEX_NEVER_TOGETHER = _how(SILENCE), _how(TWO_MALLS), _how(NO_VORTEX_NEVER_TOGETHER)

LESSONS = {"basics": STEPS, "scenario1": SCENARIO1, "scenario2": SCENARIO2, "scenario3": SCENARIO3,
           "solo": SOLO, "orange_walls_elf": ORANGE_WALLS_ELF, "crystal_ball": CRYSTAL_BALL, "cameras": CAMERAS,
           "open_stack": OPEN_STACK, "leader": LEADER, "fool_guards": FOOL_GUARDS, "rearrangement": REARRANGEMENT,
           "silence": SILENCE, "two_malls": TWO_MALLS, "no_vortex_never_together": NO_VORTEX_NEVER_TOGETHER}
