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
T7 (north), so every action has exactly one holder; the board lets the holder perform it.

Time stands still in a tutorial: the sand runs only when a step lets seconds pass (``Elapse``).
A drawn tile or a turned action tile comes from the match's seed, so "Show me" always draws the
same one. A step's ``options`` go to the board: ``hide`` leaves out what has not been taught yet,
and the last step of the tutorial is played without highlights, as at the table.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import Elapse, Event, Match, Step

from .game import (Escalator, Explore, GameWon, HeroEscaped, HeroMoved, HourglassUsed, MagicMaze, Move, PawnPlaced,
                   PlacePawn, SoloRecycled, SoloShuffled, StartTimer, TalkingEnds, TalkingOpens, Theft, TilePlaced,
                   TilesPassed, TurnTile, Vortex)
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


# -- the tutorial -----------------------------------------------------------------------------------------
STEPS: tuple[Step, ...] = (
    Step(
        "The mall and the four heroes",
        ("magic_maze.heroes", "magic_maze.mall.tiles", "magic_maze.mall.layouts", "magic_maze.setup.start",
         "magic_maze.scenario.tiles", "magic_maze.play.start"),
        "Four heroes — the orange dwarf, the yellow barbarian, the purple mage and the green elf — rob a magic "
        "mall together: you all win or lose as a team.\n\n"
        "The mall is made of tiles of 4×4 spaces. The start tile, 1A, lies in the middle, the heroes on its four "
        "central spaces. Tiles 2 to 9 wait face down in a stack (scenario 1). Each tile's number sits in its "
        "dark corner; rows and columns count from 1, so tile 1A (2,3) is row 2, column 3.\n\n"
        "The rulebook doesn't show the printed tiles, so these layouts are our own, each holding what the real "
        "tile holds (our reading).",
        "Watch the sand timer being turned over: that starts the game.",
        _fresh(),
        None,
        (StartTimer(1),),
        options=FIRST,
    ),
    Step(
        "Your action tile",
        ("magic_maze.setup.actions", "magic_maze.seats.order", "magic_maze.move.straight"),
        "Each player draws an action tile and lays it with its north arrow pointing the same way as the start "
        "tile. You may only ever do what your own tile shows. The panel lists the seats: seat 1 explores and "
        "moves heroes south, seat 2 uses vortexes and moves west, seat 3 takes escalators and moves east, seat 4 "
        "moves north.\n\n"
        "Seats are numbered from 1 around the table, each next seat on the left of the one before; the rulebook "
        "only says \"the left\", so the numbering is our reading.\n\n"
        "Here you play every seat: click a hero, then a lit space. The log names the seat that acted.",
        "Move the orange dwarf north, to tile 1A (1,2).",
        _fresh(1, 4, SEED, StartTimer(1)),
        _at("orange", "1A", 1, 2),
        (Move(4, "orange", "1A", 1, 2),),
        options=BEFORE_TIME,
    ),
    Step(
        "Exploring",
        ("magic_maze.explore", "magic_maze.explore.room", "magic_maze.mall.pinwheel"),
        "The orange magnifying glass at tile 1A (1,3) is an exploration space. A hero on an exploration space "
        "of its own colour lets the player holding explore (seat 1) draw the top tile of the stack and lay it "
        "there, its white arrow joining the space.\n\n"
        "Each tile has one opening per side, set off like a pinwheel, so tiles fit together with small gaps; "
        "the rulebook doesn't picture this, so the fit is our reading. Where a tile lies already there is no "
        "room, and with the stack used up nothing can be explored (our reading too).\n\n"
        "Click the dwarf again once it stands there, or press Explore.",
        "Bring the orange dwarf onto tile 1A (1,3) and explore.",
        _match(heroes={"orange": ("1A", 1, 2)}),
        _event(TilePlaced),
        (Move(3, "orange", "1A", 1, 3), Explore(1, "orange")),
        options=BEFORE_TIME,
    ),
    Step(
        "Passages",
        ("magic_maze.explore.passages",),
        "More of the mall is explored now. The purple mage stands on the purple magnifying glass at tile 8 "
        "(3,4). Explore with it: the new tile will also touch tile 7, at tile 7's purple magnifying glass.\n\n"
        "Where two exploration spaces of neighbouring tiles touch, they form a passage; where an exploration "
        "space meets a wall, there is none. A passage, once explored, is open to heroes of every colour, and "
        "heroes cross from tile to tile only through passages.",
        "Explore with the purple mage, then walk a hero from the new tile through the passage into tile 7.",
        _match(seed=0, explored=MALL[:3], heroes={"purple": ("8", 3, 4)}),
        _through_passage,
        (Explore(1, "purple"), Move(3, "purple", "3", 2, 3), Move(4, "purple", "7", 4, 2)),
        options=BEFORE_TIME,
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
        options=BEFORE_TIME,
    ),
    Step(
        "What stops a move",
        ("magic_maze.move.blocked",),
        "A hero never passes through a wall (the dark lines), through or onto another hero (one hero per "
        "space), or off the explored mall; between two tiles it crosses only at a passage.\n\n"
        "The green elf wants to go north, but the yellow barbarian stands right in front of it. Move the "
        "barbarian out of the way first.",
        "Bring the green elf north onto tile 2 (4,2).",
        _match(explored=MALL, sand=160),
        _at("green", "2", 4, 2),
        (Move(3, "yellow", "1A", 2, 4), Move(4, "green", "2", 4, 2)),
        options=BEFORE_TIME,
    ),
    Step(
        "Vortex",
        ("magic_maze.vortex", "magic_maze.vortex.free"),
        "The vortex action (seat 2) moves a hero from anywhere in the mall onto a vortex of its own colour: "
        "the coloured rings. The green elf has three green vortexes, but the yellow barbarian stands on the one "
        "at tile 1A (2,4).\n\n"
        "A vortex with a hero on it is taken. The rulebook does not say so for vortexes; our reading follows "
        "the rule of one hero per space.",
        "Send the green elf through a vortex to tile 7 (3,4).",
        _match(explored=MALL, sand=160, heroes={"yellow": ("1A", 2, 4)}),
        _at("green", "7", 3, 4),
        (Vortex(2, "green", "7", 3, 4),),
        options=BEFORE_TIME,
    ),
    Step(
        "Escalator",
        ("magic_maze.escalator", "magic_maze.escalator.free"),
        "The escalator action (seat 3) takes a hero from one end of an escalator to the other, either way; "
        "nobody stops on the middle. Walls close off the corner tile 1A (1,4): only the escalator from (1,1) "
        "gets there.\n\n"
        "The far end must be free. The rulebook does not say it; our reading follows the rule of one hero per "
        "space.",
        "Bring the orange dwarf to tile 1A (1,4).",
        _match(explored=MALL, sand=160, heroes={"orange": ("1A", 1, 1)}),
        _at("orange", "1A", 1, 4),
        (Escalator(3, "orange"),),
        options=BEFORE_TIME,
    ),
    Step(
        "Only your own actions",
        ("magic_maze.play.own-actions",),
        "Everybody acts at once, whenever they like, with any hero, but only with the actions on their own tile. "
        "Nobody may stop another player's action: the player acting decides where the hero stops.\n\n"
        "So heroes travel as a team effort: to reach its sword, the yellow barbarian needs seat 4 for north and "
        "seat 3 for east, in turns. Watch the log name the seat of every move. Asked for an action it does not "
        "hold, a seat is refused, and the answer names the seat that holds it.",
        "Bring the yellow barbarian to its sword at tile 6 (2,4).",
        _match(explored=MALL, sand=160),
        _at("yellow", "6", 2, 4),
        (Move(4, "yellow", "2", 2, 2), Move(3, "yellow", "2", 2, 3), Move(4, "yellow", "6", 2, 2),
         Move(3, "yellow", "6", 2, 4)),
        options=BEFORE_TIME,
    ),
    Step(
        "The sand runs out",
        ("magic_maze.timer", "magic_maze.timer.elapse", "magic_maze.game.over"),
        "The sand timer runs for 3 minutes. If it runs out, everybody loses at once, and nothing more is "
        "played.\n\n"
        "On this board time passes as a step of its own: so many seconds pass. In a game the board's clock "
        "takes those steps every second; in a tutorial the clock stands still and only Show me lets seconds "
        "pass. Putting the sand timer into software this way is our reading. Here 20 seconds are left.",
        "Watch 5 seconds pass, the green elf move, and the last 15 seconds run out.",
        _match(explored=MALL, sand=20),
        None,
        (Elapse(5), Move(1, "green", "1A", 4, 3), Elapse(15)),
        options=BEFORE_TALK,
    ),
    Step(
        "Hourglasses",
        ("magic_maze.timer.hourglass", "magic_maze.special.end"),
        "Only 50 seconds of sand are left. When a hero ends a move on an unused hourglass space, the timer is "
        "turned over at once: the sand that ran through becomes the time left (3 minutes − 50 s = 130 s). The "
        "space gets an out-of-order cross; the whole mall has only four.\n\n"
        "Special spaces act only where a move ends: a hero passing over the hourglass turns nothing. The "
        "rulebook does not say so in words; that is our reading.",
        "Turn the timer over: end a move of the purple mage on the hourglass at tile 1A (3,1).",
        _match(explored=MALL, sand=50, heroes={"purple": ("1A", 2, 1)}),
        _event(HourglassUsed),
        (Move(1, "purple", "1A", 3, 1),),
        options=BEFORE_TALK,
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
        options=BEFORE_PAWN,
    ),
    Step(
        "Talking after an hourglass",
        ("magic_maze.talk.hourglass",),
        "Each time an hourglass space turns the timer over, everybody may talk again, as long as they like, "
        "but nobody may act meanwhile, and the sand keeps running. The first action by anyone ends the "
        "talking.\n\n"
        "So use the window to make a plan: who moves which hero where. Scenario 2 again, 50 seconds left.",
        "Turn the timer over with the purple mage on tile 1A (3,1), then end the talking with any action.",
        _match(2, explored=MALL, sand=50, heroes={"purple": ("1A", 2, 1)}),
        _all(_event(TalkingOpens), _event(TalkingEnds)),
        (Move(1, "purple", "1A", 3, 1), Move(4, "yellow", "1A", 1, 3)),
        options=BEFORE_PAWN,
    ),
    Step(
        "Do Something!",
        ("magic_maze.pawn",),
        "Someone at the table has not seen that a hero waits for their action. You may not tell them, but you "
        "may put the red Do Something! pawn in front of them, and stare.\n\n"
        "The green elf should go east, through the passage into tile 7. Only seat 3 holds east, and seat 3 "
        "is looking elsewhere. On the board, each seat has a pawn slot on the right of its action tile: "
        "click seat 3's.",
        "Put the Do Something! pawn in front of seat 3.",
        _match(2, explored=MALL, sand=120, heroes={"purple": ("1A", 2, 1), "green": ("1A", 3, 2)}),
        _event(PawnPlaced, target=3),
        (PlacePawn(1, 3),),
        options=BEFORE_THEFT,
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
        options=NO_HINT,
    ),
    Step(
        "The escape",
        ("magic_maze.exit", "magic_maze.exit.purple", "magic_maze.exit.leaves"),
        "After the theft, each hero escapes by ending a move on an exit. In scenario 1 there is one exit for "
        "everybody: the purple one at tile 2 (3,2). Before the theft an exit is an ordinary space.\n\n"
        "An escaped hero leaves the mall at once. At the table the players take it off; here the board does "
        "it (our reading). In the panel, the circle of each hero that is out fills in.",
        "Get the yellow barbarian out through the purple exit at tile 2 (3,2).",
        _match(explored=MALL, sand=90, theft=True, heroes={**ITEMS, "yellow": ("1A", 2, 3)}),
        _escaped("yellow"),
        (Move(4, "yellow", "2", 3, 2),),
        options=NO_HINT,
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
        options=NO_HINT,
    ),
    Step(
        "No taking back",
        ("magic_maze.mistakes",),
        "Seat 4 moved the yellow barbarian north all the way to tile 2 (1,2), one space too far. A legal "
        "action cannot be taken back: only a new action of the player who holds the opposite one puts it "
        "right, here seat 1, who holds south.\n\n"
        "The board refuses every illegal action, so there is nothing else to put right. In a game the board "
        "has no Undo; only tutorials and the learning board keep one, to try things out (our reading).",
        "Put it right: bring the yellow barbarian back to tile 2 (2,2).",
        _match(explored=MALL, sand=150, heroes={"yellow": ("2", 1, 2)}),
        _at("yellow", "2", 2, 2),
        (Move(1, "yellow", "2", 2, 2),),
        options=NO_HINT,
    ),
    Step(
        "Your turn, as at the table",
        ("magic_maze.exit.purple", "magic_maze.move.blocked"),
        "At the table nobody lights up the spaces a hero can reach, so the highlights are off now (the "
        "Highlights button brings them back).\n\n"
        "The theft is done and 70 seconds are left: get all four heroes out through the purple exit at tile 2 "
        "(3,2). Mind the order: a hero in the way blocks the others.",
        "Get all four heroes out and win.",
        _match(explored=MALL, sand=70, theft=True,
               heroes={"orange": ("1A", 1, 3), "yellow": ("2", 1, 2), "purple": ("2", 4, 4), "green": ("1A", 3, 3)}),
        _event(GameWon),
        (Move(4, "orange", "2", 3, 2), Move(1, "yellow", "2", 3, 2), Move(4, "green", "2", 3, 2),
         Move(4, "purple", "2", 3, 4), Move(2, "purple", "2", 3, 2)),
        options={"show_highlights": False, "hide": ("hint",)},
    ),
)

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

LESSONS = {"basics": STEPS, "scenario1": SCENARIO1, "scenario2": SCENARIO2, "scenario3": SCENARIO3,
           "solo": SOLO}
