"""The Magic Maze notebooks: the tutorial, scenarios 1, 2 and 3, the solo variant, practice with bots,
and free play."""
from __future__ import annotations

from engine.magic_maze.lessons import LESSONS as MM_LESSONS

from .common import sections

#: what the software cannot enforce at a table, and how the board shows it (every page says it)
AT_THE_TABLE = """
**What the board cannot check.** Magic Maze is played in silence: no talking, no pointing, no
gestures, except when the rules open a talking window. A computer cannot hear or see you, so keeping
quiet is up to the players. The board shows what the rules allow right now: the banner at the top
right turns **green** (*Talking allowed*, with the reason) or **red** (*Silence*). The red **Do
Something!** pawn is the one signal you may always give: click the round slot beside a seat's action
tile to put it in front of that player.
"""

IMPORTS = """
from engine.core import Elapse
from engine.magic_maze import HERO_NAMES, HEROES, Escalator, Explore, MagicMaze, Move, Vortex
from engine.magic_maze.components import tile_text
from engine.magic_maze.lessons import LESSONS as MM_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.magic_maze import MagicMazeBoard
"""


def _mm_sections(lesson: str, acts: list[str | None]) -> list[tuple[str, str]]:
    return sections(MM_LESSONS[lesson], acts, "MM_LESSONS", lesson, "MagicMazeBoard")


#: prints whether the players may talk now, and why (used after acting)
TALK = 'print("talking allowed:", *board.game.talking(board.state)[:2], sep=" ")'

BASICS_ACTS = [
    # 1. the mall and the heroes (a demonstration): what lies where, then the timer is turned over
    """
state = board.state
print("in the mall:", ", ".join(p.tile for p in state.placed), "· in the stack:", len(state.stack), "tiles face down")
for hero in HEROES:
    print(f"the {HERO_NAMES[hero]:16} stands on {state.mall.name(board.game.hero_cell(state, hero))}")
with board.narrated():
    board.press("clock")        # Start: the sand timer is turned over (a tutorial's clock stays still)
""",
    # 2. your action tile
    """
for seat, tile in enumerate(board.state.holdings, 1):
    print(f"seat {seat} holds {tile_text(tile)}")
print("you hold seat", board.seat, "· the bots hold seats", board.bots)
board.click_hero("orange")
print(board.notice.text)
print("a click sends the dwarf to:", board.reach("orange"))
with board.narrated():
    board.click_space("1A", 1, 2)
""",
    # 3. exploring
    """
with board.narrated():
    board.play(Explore(1, "yellow"))     # the barbarian stands on no exploration space: refused
board.click_hero("orange")
with board.narrated():
    board.click_space("1A", 1, 3)        # east (yours), onto its own exploration space: seat 1, a bot, explores
with board.narrated():
    board.play(Explore(1, "orange"))     # again: a tile lies there now, no room
with board.narrated():
    board.press("explore")               # explore is not yours: the board says who holds it
""",
    # 4. passages
    """
board.click_hero("purple")
with board.narrated():
    board.press("explore")               # yours; then the bots: seat 3 east onto the new tile, seat 4 north into 7
print("the new tile:", board.state.placed[-1].tile)   # the match's seed draws tile 3
""",
    # 5. moving: any distance
    """
print("the yellow barbarian can stop on:", board.reach("yellow"))
board.click_hero("yellow")
with board.narrated():
    board.click_space("2", 2, 2)
""",
    # 6. what stops a move
    """
for action in (Move(4, "green", "2", 4, 2),       # the barbarian stands in the way
               Move(4, "purple", "1A", 2, 2),     # a wall
               Move(3, "yellow", "7", 1, 1)):     # the tiles touch, but there is no passage there
    with board.narrated():
        board.play(action)
board.click_hero("yellow")
with board.narrated():
    board.click_space("1A", 2, 4)        # east (yours): the barbarian steps aside; seat 4, a bot, moves the elf north
""",
    # 7. vortex
    """
free = board.game.vortex_targets(board.state, "green")
print("green vortexes the elf may jump to:", ", ".join(board.state.mall.name(c) for c in free))
with board.narrated():
    board.play(Vortex(2, "green", "1A", 2, 4))   # the barbarian stands on that one
board.click_hero("green")
with board.narrated():
    board.click_space("7", 3, 4)
""",
    # 8. escalator
    """
with board.narrated():
    board.play(Move(3, "orange", "1A", 1, 4))    # east: the wall closes the corner
board.click_hero("orange")
with board.narrated():
    board.click_space("1A", 1, 4)                # the far end of the escalator
# the far end must be free: the same escalator with the yellow barbarian in the corner
from engine.magic_maze.lessons import HOME, MALL
from engine.magic_maze.scenario import arrange
taken = arrange(board.game, 4, explored=MALL, heroes={**HOME, "orange": ("1A", 1, 1), "yellow": ("1A", 1, 4)})
print(board.game.explain(taken, Escalator(3, "orange")))
""",
    # 9. only your own actions
    """
with board.narrated():
    board.play(Move(1, "yellow", "2", 2, 2))     # seat 1 tries to move it north: refused
board.click_hero("yellow")
with board.narrated():
    board.click_space("1A", 2, 4)                # east is seat 3's: refused, and the board says what to do
with board.narrated():
    board.click_space("2", 2, 2)                 # north (yours); seat 3, a bot, takes it east
with board.narrated():
    board.click_space("6", 2, 2)                 # north again; the bot again east, onto the sword
""",
    # 10. the sand runs out (a demonstration)
    """
print("sand left:", board.state.sand, "s")
with board.narrated():
    board.tick(5)                 # 5 seconds pass: what the running clock does in 5 seconds
print("sand left:", board.state.sand, "s")
board.click_hero("green")
with board.narrated():
    board.click_space("1A", 4, 3)
with board.narrated():
    board.tick(15)
with board.narrated():
    board.click_space("1A", 3, 3)  # nothing more is played
""",
    # 11. hourglasses
    """
game, start = board.game, board.state
over = game.apply(start, Move(1, "purple", "1A", 4, 1))      # passing over the hourglass
print("passing over it: sand left", over.sand, "s, hourglasses used", over.flips)
board.click_hero("purple")
with board.narrated():
    board.click_space("1A", 3, 1)
used = ", ".join(board.state.mall.name(c) for c in board.state.used)
print("sand left:", board.state.sand, "s · out of order:", used)
""",
    # 12. turned over too soon (a demonstration): an hourglass before any sand has run loses at once
    """
print("sand left before:", board.state.sand, "s (none has run yet)")
board.click_hero("purple")
with board.narrated():
    board.click_space("1A", 3, 1)
print("sand left after:", board.state.sand, "s · game over:", board.state.over)
""",
    # 13. silence (a demonstration)
    TALK + """
with board.narrated():
    board.press("clock")
""" + TALK,
    # 14. talking after an hourglass
    """
board.click_hero("purple")
with board.narrated():
    board.click_space("1A", 3, 1)
""" + TALK + """
with board.narrated():
    board.tick(10)                # the sand keeps running while you talk
board.click_hero("green")
with board.narrated():
    board.click_space("1A", 4, 3)  # any action ends the talking: the elf south (yours)
""" + TALK,
    # 15. do something!
    """
with board.narrated():
    board.pawn(3)                 # the pawn goes in front of seat 3, a bot: it acts at once
print("the pawn stands in front of seat", board.state.pawn)
""",
    # 16. the theft
    """
board.click_hero("green")
with board.narrated():
    board.click_space("8", 2, 3)
for seat, tile in enumerate(board.state.holdings, 1):
    print(f"seat {seat} holds {tile_text(tile)}")
with board.narrated():
    board.play(Vortex(2, "orange", "1A", 4, 4))   # no vortex after the theft
""",
    # 17. the escape
    """
board.click_hero("yellow")
with board.narrated():
    board.click_space("2", 3, 2)
print("heroes in the mall:", ", ".join(h for h, c in zip(HEROES, board.state.heroes) if c is not None))
""",
    # 18. winning and the score
    """
board.click_hero("purple")
with board.narrated():
    board.click_space("2", 3, 2)
print("score (hourglasses used):", board.state.flips)
with board.narrated():
    board.play(Elapse(1))         # nothing more is played: not even time passes
""",
    # 19. no taking back
    """
with board.narrated():
    board.play(Move(4, "yellow", "2", 2, 2))     # seat 4 cannot bring it back south
board.click_hero("yellow")
with board.narrated():
    board.click_space("2", 2, 2)                 # seat 1 (you) holds south: put right
with board.narrated():
    board.press("undo")                          # no undo in this step: the board says why
# the same in a game: no Undo
in_game = MagicMazeBoard.from_match(step.start(), mode="game")
in_game.click_hero("yellow")
in_game.click_space("2", 2, 2)
with in_game.narrated():
    in_game.press("undo")
in_game.close()
""",
    # 20. your turn, as at the table
    """
print("highlights shown:", board.ui.show_highlights)
moves = [("green", ("2", 3, 2)),      # the dwarf stands in the elf's way: refused
         ("orange", ("2", 3, 2)),     # out; seat 1, a bot, then takes the barbarian south and out
         ("green", ("2", 3, 2)),
         ("purple", ("2", 3, 4))]     # seat 2, a bot, takes the mage west onto the exit: won
for hero, square in moves:
    if board.selected != hero:
        board.click_hero(hero)
    with board.narrated():
        board.click_space(*square)
""",
]

MM_TUTORIAL = [
    ("md", """
# Magic Maze — the rules, step by step

**The theme.** Four heroes — the orange dwarf, the yellow barbarian, the purple mage and the green
elf — have lost their weapons and armour. They rob a magic mall together: each one steals the item of
its own colour, then all four run for the exits before the guards catch them.

**The goal.** Everybody plays together and wins or loses together: bring the four heroes onto their
items at the same time (the theft), then get them out through the exits, before the sand timer runs
out.

**How it plays.** Everybody acts at the same time, with any hero, whenever they like, but each player
may only do what their own action tile shows: one moves heroes north, another west, a third explores,
another takes escalators. And from the moment the timer is turned over, nobody may speak.

The widget below holds the whole tutorial: read a step, do its task on the board (or press **Show
me**), then **Next**. From step 2 on you hold one seat, as at the table: your action tile is marked in
the panel, and bots hold the others — they act as soon as their move helps, or when you put the Do
Something! pawn in front of them. In two steps the real sand timer runs (press **Run clock**); if the
sand runs out, **Retry** starts the step again. Elsewhere the sand stands still. After the widget, each step has its own board and a cell that plays it through the board's Python
commands and prints what the engine says. At the end, [free play](free_play.ipynb) is a whole game.

The tutorial's boards are drawn **compact** (640×440 pixels: the mall as tall as the board, the panel
beside it with larger letters and fewer words, the legend of the lit spaces at its foot), so they can
be read beside the text on a laptop screen. A whole game uses the full board (960×540). When the mall
grows too big for spaces you can read, the board shows the part of it where the heroes are, and follows the
hero you select.
""" + AT_THE_TABLE),
    ("code", IMPORTS + """
TutorialWidget(MM_LESSONS["basics"], title="Magic Maze: the basics", free_play="free_play.ipynb")
"""),
    ("md", """
## The mall as text

The engine describes any position in text, three characters a space: a hero's letter (O Y P G) or a
blank, then the space — `..` floor, `E` an exploration space (magnifying glass), `V` a vortex, `I`
an item, `X` an exit, each followed by its colour's letter; `H.` an hourglass, `->` a tile's white
entry arrow. The tiles' layouts are this project's own (the rulebook shows no printed tiles), each
tile holding what the real one holds.
"""),
    ("code", """
from engine.magic_maze.lessons import HOME, MALL
from engine.magic_maze.scenario import arrange

game = MagicMaze(scenario=1, players=4, action_tiles=("T2b", "T5", "T6", "T7"))
print(game.describe(arrange(game, 4, explored=MALL, heroes=HOME)))
"""),
] + _mm_sections("basics", BASICS_ACTS) + [
    ("md", """
## All the rules in one place

Rules marked *our reading* are this project's decisions where the rulebook is silent.
"""),
    ("code", """
print(MagicMaze.rules.text())
"""),
    ("md", """
## What next

- [Scenario 1, Discovery](scenario_1.ipynb): talking allowed, one exit for all — the first game to play.
- [Scenario 2, Multiple exits](scenario_2.ipynb) and [scenario 3, Passing the actions](scenario_3.ipynb).
- [Playing alone](solo.ipynb): the solo variant.
- [Practice with bots](practice.ipynb): you hold one action tile, bots hold the others, the sand runs.
- [Free play](free_play.ipynb): a whole game for one person playing every seat, or 2–4 people at one keyboard.
"""),
]

# -- the scenarios ------------------------------------------------------------------------------------------
SCENARIO1_ACTS = [
    # beginners may talk (a demonstration)
    TALK + """
with board.narrated():
    board.press("clock")
""" + TALK,
    # steal the items, with a hint
    """
for _ in range(7):
    with board.narrated():
        board.press("hint")            # the planner's next action, marked on the board
    board.play(board.ui.hint.actions[0])
print("theft:", board.state.theft)
""",
    # one exit for all
    """
for hero in ("orange", "green"):
    board.click_hero(hero)
    with board.narrated():
        board.click_space("2", 3, 2)
""",
]

MM_SCENARIO1 = [
    ("md", """
# Magic Maze — scenario 1, Discovery

The first scenario to play, with tiles 1A and 2 to 9. Everything of [the tutorial](tutorial.ipynb)
applies, with two changes for beginners:

- **talking is allowed at any time**, even while the sand runs (the banner stays green);
- there is **one exit for everybody**: the purple one.

Steal the four items, then get all four heroes out through the purple exit before the sand runs out.
Lost? Press **Hint**: the planner shows the next action of the shortest way it knows.
""" + AT_THE_TABLE),
    ("code", IMPORTS + """
TutorialWidget(MM_LESSONS["scenario1"], title="Magic Maze: scenario 1", free_play="free_play.ipynb")
"""),
] + _mm_sections("scenario1", SCENARIO1_ACTS) + [
    ("md", """
## Play scenario 1

One person playing all four seats, as in the tutorial, but as in a game: no Undo, and the sand runs
once you press **Start** (**Pause** stops it). Click a hero, then a lit space; click the hero again
on its own magnifying glass to explore.
"""),
    ("code", """
MagicMazeBoard(players=4, seed=11, scenario=1, mode="game")
"""),
]

SCENARIO2_ACTS = [
    # more tiles, and silence (a demonstration)
    """
print("the stack:", len(board.state.stack), "tiles:", ", ".join(board.state.stack))
""" + TALK + """
with board.narrated():
    board.press("clock")
""" + TALK,
    # each to its own exit
    """
exits = board.game.exits_for(board.state, "yellow")
print("exits the barbarian may use:", ", ".join(board.state.mall.name(c) for c in exits))
board.click_hero("yellow")
for square in (("1A", 2, 3), ("11", 3, 4), ("11", 1, 4)):
    with board.narrated():
        board.click_space(*square)
""",
]

MM_SCENARIO2 = [
    ("md", """
# Magic Maze — scenario 2, Multiple exits

Tiles 1A and 2 to 12: three more tiles, and with them an exit of every colour. Two things change from
scenario 1:

- **each hero escapes through the exit of its own colour** (the purple exit is for the mage only);
- the beginners' talking is gone: **silence** from the moment the timer is turned over, except in the
  talking windows after an hourglass (see [the tutorial](tutorial.ipynb)).
""" + AT_THE_TABLE),
    ("code", IMPORTS + """
TutorialWidget(MM_LESSONS["scenario2"], title="Magic Maze: scenario 2", free_play="free_play.ipynb")
"""),
] + _mm_sections("scenario2", SCENARIO2_ACTS) + [
    ("md", """
## Play scenario 2

All four seats, no Undo; the sand runs once you press **Start**.
"""),
    ("code", """
MagicMazeBoard(players=4, seed=12, scenario=2, mode="game")
"""),
]

SCENARIO3_ACTS = [
    # passing the actions
    """
for seat, tile in enumerate(board.state.holdings, 1):
    print(f"before: seat {seat} holds {tile_text(tile)}")
board.click_hero("purple")
with board.narrated():
    board.click_space("1A", 3, 1)
for seat, tile in enumerate(board.state.holdings, 1):
    print(f"after:  seat {seat} holds {tile_text(tile)}")
""",
    # new tiles, new jobs
    """
with board.narrated():
    board.play(Move(3, "green", "1A", 3, 2))     # seat 3 held west before the flip, not any more
board.click_hero("green")
with board.narrated():
    board.click_space("1A", 3, 2)                # the board lets seat 1, who holds west now, do it
""" + TALK,
]

MM_SCENARIO3 = [
    ("md", """
# Magic Maze — scenario 3, Passing the actions

For 2 players or more, with the tiles of scenario 2 (1A and 2 to 12) and all its rules. One more:
**every time an hourglass turns the timer over, each player passes their action tile to the player
on their left**, north arrow kept pointing north. So nobody keeps a job for long: after each
hourglass, look at the tile you hold now.

The engine numbers the seats from 1 around the table, each next seat on the left of the one before:
at a pass, seat 1's tile goes to seat 2, and the last seat's to seat 1.
""" + AT_THE_TABLE),
    ("code", IMPORTS + """
TutorialWidget(MM_LESSONS["scenario3"], title="Magic Maze: scenario 3", free_play="free_play.ipynb")
"""),
] + _mm_sections("scenario3", SCENARIO3_ACTS) + [
    ("md", """
## Play scenario 3

Three seats, no Undo; the sand runs once you press **Start**. Watch the panel after each hourglass.
"""),
    ("code", """
MagicMazeBoard(players=3, seed=13, scenario=3, mode="game")
"""),
]

# -- solo ---------------------------------------------------------------------------------------------------
SOLO_ACTS = [
    # turn a tile
    """
while "N" not in board.game.seat_actions(board.state, 1):
    with board.narrated():
        board.press("turn")
board.click_hero("yellow")
with board.narrated():
    board.click_space("1A", 1, 3)
""",
    # the pile runs out
    """
print("pile:", len(board.state.solo_pile), "tiles · discard pile, first turned first:",
      ", ".join(board.state.solo_discard))
with board.narrated():
    board.press("turn")
print("pile:", ", ".join(board.state.solo_pile), "(known order: not shuffled)")
""",
    # shuffle at an hourglass
    """
board.click_hero("purple")
with board.narrated():
    board.click_space("1A", 3, 1)
print("usable now:", board.game.seat_actions(board.state, 1) or "nothing")
with board.narrated():
    board.click_space("1A", 4, 1)               # no action until a tile is turned
""",
]

MM_SOLO = [
    ("md", """
# Magic Maze — playing alone

The solo variant replaces the action tiles of the players by **seven tiles of one action each**:
north, south, east, west, vortex, escalator and explore. Shuffle them face down into a pile. Turn
them one at a time onto a discard pile: only the action on top of the discard pile may be used, as
often as you like, with any hero. Everything else is as in the scenario you play (here scenario 1).

Alone there is nobody to talk to, but you still race the sand. **What the board cannot check:** at
the table you turn the tiles with one hand and never peek at the pile; the board keeps the pile face
down for you and shows only the tile on top of the discard pile, with a **Turn a tile** button (key
`t`) where the seats would be.
"""),
    ("code", IMPORTS + """
TutorialWidget(MM_LESSONS["solo"], title="Magic Maze: playing alone", free_play="free_play.ipynb")
"""),
] + _mm_sections("solo", SOLO_ACTS) + [
    ("md", """
## Play alone

Scenario 1 alone, no Undo; the sand runs once you press **Start**. Press **Turn a tile** (key `t`)
until the action you need is on top.
"""),
    ("code", """
MagicMazeBoard(players=1, seed=14, scenario=1, mode="game")
"""),
]

# -- practice and free play -------------------------------------------------------------------------------
MM_PRACTICE = [
    ("md", """
# Magic Maze — practice with bots

The cooperative game alone, as it feels at a table: **you hold one seat's action tile, bots hold the
others**. Press **Start**: the sand timer is turned over and the clock runs in real time. The bots act
on the clock, each at the pace you choose (actions per second), following the planner: a bot performs
the plan's next action whenever its own tile holds it. When the next action is yours and you wait, a
bot puts the **Do Something!** pawn in front of you. Click a bot's pawn slot to put the pawn in front
of it: it acts at once.

Your mouse and keys act for your seat only; try something your tile does not show and the board
tells you which seat holds it. There is no Undo, as in a game. **Pause** stops the clock.

Nothing starts by itself: the clock runs only after you press Start. Change the settings in the cell
below for another table: `players` (2–8; 3–9 in scenario 9), `scenario` (1 to 17 — or the **Scenario**
menu above the board, with **Stack** and **Start** from scenario 8 on; see [all 17
scenarios](scenarios.ipynb)), `seat` (yours), `pace` (actions per second for each bot), `seed`.
""" + AT_THE_TABLE),
    ("code", """
from boardwidgets.magic_maze import MagicMazeBoard

board = MagicMazeBoard(players=4, seed=21, scenario=1, mode="practice", seat=1, pace=0.5)
board
"""),
    ("md", """
## What the bots do, second by second

A second board, with its real-time clock switched off so that this notebook never starts ticking:
`tick()` is exactly what the clock does every second (a second of sand runs out, then the bots act).
The tiles are dealt by hand here: you hold seat 1 (explore and south), the bots seat 2 (vortex and
west), seat 3 (escalator and east) and seat 4 (north), each acting at most once every 2 seconds.

The plan's first step is yours: the green elf should go south. The bots wait for you, and after five
seconds one of them puts the pawn in front of you.
"""),
    ("code", """
quiet = MagicMazeBoard(players=4, seed=21, scenario=1, mode="practice", seat=1, pace=0.5, clock=False,
                       action_tiles=("T2b", "T5", "T6", "T7"))
with quiet.narrated():
    quiet.press("clock")          # Start: the sand timer is turned over
for second in range(5):
    with quiet.narrated():
        quiet.tick()
"""),
    ("md", """
Your turn: **Hint** shows the planner's next step; do it with the mouse (here, its Python twins).
Then the bots go on.
"""),
    ("code", """
with quiet.narrated():
    quiet.press("hint")
quiet.click_hero("green")
with quiet.narrated():
    quiet.click_space("1A", 4, 2)     # south, onto the green magnifying glass
with quiet.narrated():
    quiet.click_hero("green")          # again, on its own magnifying glass: explore
with quiet.narrated():
    quiet.tick()
"""),
    ("md", """
Seat 4 acted a moment ago and waits before its next action, although the plan's next step (the dwarf
north) is its own. Click seat 4's pawn slot: the pawn goes in front of it, and it acts at once.
"""),
    ("code", """
with quiet.narrated():
    quiet.pawn(4)
print("sand left:", quiet.state.sand, "s")
quiet.close()
"""),
]

MM_FREE_PLAY = [
    ("md", """
# Magic Maze — free play

A whole game of Magic Maze, with the sand running once you press **Start**. Two ways to play at one
screen:

- **One person, every seat** (`mode="game"`): click a hero, then a lit space; the board lets the seat
  that holds the action do it. No Undo: a legal action cannot be taken back, only put right by a new
  action. (`mode="learn"` keeps an Undo, to try things out.)
- **Together at one keyboard** (`mode="together"`, 2 to 4 players): one mouse cannot tell who clicked,
  so each seat has its own keys, printed on its action tile in the panel — choose a hero, move, and a
  *special* key for the seat's vortex, escalator or explore. The engine records the seat whose keys
  did it. Click the board once so that it gets the keys.

The **Scenario** menu above the board starts a new game of any of the 17 scenarios (from 8 on with the
**Stack** and **Start** menus; [all 17 scenarios](scenarios.ipynb) says what each adds). Or change the
settings for another game: `scenario` (1 to 17), `players` (1 is the solo variant; 2–8; 3–9 in scenario 9),
`seed`, and `action_tiles` to deal the tiles by hand; `layout="compact"` draws a smaller board with
larger letters for a narrow window (the tutorials' board). For a game with bots, open
[practice](practice.ipynb).
""" + AT_THE_TABLE),
    ("code", """
from boardwidgets.magic_maze import MagicMazeBoard

board = MagicMazeBoard(players=4, seed=7, scenario=1, mode="game")
board
"""),
    ("md", """
What the engine says about the position, without changing it: the mall as text, the timer, who may
talk, the seats' tiles and where the heroes stand.
"""),
    ("code", """
print(board.game.describe(board.state))
"""),
    ("md", """
## Together at one keyboard

Two to four people, each with their own keys (shown on their action tile). Seat 1 uses Q (choose a
hero), W A S D (move) and E (special); seat 2 U, I J K L and O; seat 3 R, T F G H and Y; seat 4 the
comma, the arrow keys and the full stop. Hold Shift with a move key to go as far as the hero can.
"""),
    ("code", """
together = MagicMazeBoard(players=3, seed=8, scenario=2, mode="together")
together
"""),
]

# -- scenarios 4 to 17 ------------------------------------------------------------------------------------
#: the lesson's scenario part: an H1 heading (the overview table links to the steps below it), the
#: lesson's tutorial widget, then one section per step
def _lesson_part(heading: str, text: str, lesson: str, title: str, acts: list[str | None]) -> list[tuple[str, str]]:
    return [
        ("md", f"# {heading}\n\n{text.strip()}"),
        ("code", f'TutorialWidget(MM_LESSONS["{lesson}"], title="Magic Maze: {title}", free_play="free_play.ipynb")'),
    ] + _mm_sections(lesson, acts)


SCENARIO_IMPORTS = IMPORTS + """from engine.magic_maze import PlacePawn
from engine.magic_maze.scenario import arrange


def spaces(reach):
    \"\"\"Where a click sends a hero (``board.reach(hero)``), as a player reads it.\"\"\"
    return ", ".join(f"tile {t} ({r},{c}) by {how}" for (t, r, c), how in reach.items()) or "nowhere"
"""

#: a short summary of the position's extra lines (cameras, crystal balls, stack top, discard) from describe()
EXTRA = '''
def extra(board, *starts):
    """The lines of the engine's description that start with one of ``starts``."""
    for line in board.game.describe(board.state).splitlines():
        if line.startswith(starts):
            print(line)
'''

AT_THE_TABLE_LATER = """
**What the board cannot check.** From scenario 2 on, Magic Maze is played in silence while the sand
runs: no talking, no pointing, no gestures, except in the talking windows the rules open. The software
cannot hear you, see your hands or catch your eye, so keeping to the scenario's talking rule is up to
the players. The board shows what the rules allow right now in the banner at the top right: **green**
(*Talking allowed*, with the reason), **amber** where only gestures are allowed, **red** for *Silence*.
"""

ORANGE_WALLS_ELF_ACTS = [
    # orange walls: only the dwarf passes
    """
print("the dwarf may stop on:", spaces(board.reach("orange")))
board.click_hero("orange")
with board.narrated():
    board.click_space("13", 4, 4)            # south, through the orange wall
# the same wall in front of the yellow barbarian: a wall like any other
from engine.magic_maze.lessons import WALL4
barbarian = arrange(board.game, 4, explored=WALL4, sand=100,
                    heroes={"orange": ("1A", 2, 2), "yellow": ("13", 3, 4), "purple": ("1A", 3, 2), "green": ("1A", 3, 3)})
print(board.game.explain(barbarian, Move(1, "yellow", "13", 4, 4)))
""",
    # the elf's megaphone
    TALK + """
board.click_hero("green")
with board.narrated():
    board.click_hero("green")                # again, on its own exploration space: explore
""" + TALK + """
board.click_hero("orange")
with board.narrated():
    board.click_space("1A", 1, 2)            # somebody acts: the window closes
""" + TALK,
]

CRYSTAL_BALL_ACTS = [
    # the crystal ball
    EXTRA + """
board.click_hero("purple")
with board.narrated():
    board.click_hero("purple")               # again: the mage stands on a working crystal ball
with board.narrated():
    board.click_space("1B", 2, 1)            # an orange exploration space: any colour will do
extra(board, "crystal")
""",
    # one tile or two
    EXTRA + """
with board.narrated():
    board.play(Move(4, "yellow", "1B", 1, 3))   # another seat's hero action waits for the ball
with board.narrated():
    board.press("stop")                      # seat 1 stops after one tile
extra(board, "crystal")
""",
]

CAMERAS_ACTS = [
    # cameras watch the hourglasses
    EXTRA + """
extra(board, "cameras")
with board.narrated():
    board.play(FLIP)                         # the elf onto the hourglass: two cameras watch it
board.click_hero("yellow")
with board.narrated():
    board.click_space("16", 1, 2)            # north, onto the camera: out of order
extra(board, "cameras")
board.click_hero("green")
with board.narrated():
    board.click_space("1B", 4, 3)
""",
    # a smashed camera stays smashed
    EXTRA + """
extra(board, "cameras")
board.click_hero("yellow")
with board.narrated():
    board.click_space("16", 4, 2)            # the barbarian walks off: the camera stays out of order
extra(board, "cameras")
from engine.magic_maze.tiles import tiles
for number in (6, 7):
    stack = MagicMaze(scenario=number, players=4).scenario.stack
    cams = [t for t in stack if tiles()[t].features()["camera"]]
    print(f"scenario {number}: tiles 2-{stack[-1]} in the stack, cameras on tiles {', '.join(cams)}")
""",
]

OPEN_STACK_ACTS = [
    # foresight: the stack face up
    """
print("seat 3 sees on top of the stack: tile", board.game.observation(board.state, 3).top)
board.click_hero("orange")
with board.narrated():
    board.press("explore")
print("seat 3 sees on top of the stack: tile", board.game.observation(board.state, 3).top)
""",
]

LEADER_ACTS = [
    # follow the leader
    """
print("the leader is seat", board.game.leader(board.state))
for seat, tile in enumerate(board.state.holdings, 1):
    print(f"seat {seat} holds", tile_text(tile) if tile else "no action tile")
with board.narrated():
    board.play(Move(1, "orange", "1B", 1, 2))    # the leader performs no actions
with board.narrated():
    board.play(PlacePawn(2, 3))                  # only the leader may place the pawn
with board.narrated():
    board.pawn(3)                                # the pawn slot of seat 3: the board places it for the leader
""",
]

FOOL_GUARDS_ACTS = [
    # other items
    """
items = board.game.items_for(board.state, "green")
print("items the elf may take:", ", ".join(board.state.mall.name(c) for c in items))
board.click_hero("green")
with board.narrated():
    board.click_space("9", 1, 1)
print("theft:", board.state.theft)
""",
    # other exits
    """
exits = board.game.exits_for(board.state, "orange")
print("exits the dwarf may use:", ", ".join(board.state.mall.name(c) for c in exits))
board.click_hero("orange")
with board.narrated():
    board.click_space("2", 3, 2)
print("frozen on their exits:", ", ".join(board.state.frozen))
with board.narrated():
    board.click_hero("orange")               # it stays there, out of play
""",
]

REARRANGEMENT_ACTS = [
    # discard two tiles
    EXTRA + """
extra(board, "rearrangement")
with board.narrated():
    board.play(Move(4, "orange", "1B", 1, 2))    # no hero acts before two tiles are discarded
with board.narrated():
    board.click_space("1B", 1, 1)                # the start tile never goes
with board.narrated():
    board.click_space("2", 2, 2)                 # pick tile 2: its partners light up
print(board.notice.text)
with board.narrated():
    board.click_space("7", 2, 2)                 # and tile 7: both go under the stack
extra(board, "under")
""",
    # no two tiles to discard
    None,
]

SILENCE_ACTS = [
    # gestures only
    TALK + """
board.click_hero("green")
with board.narrated():
    board.click_space("1B", 4, 3)
""" + TALK + """
print("how:", board.game.communication(board.state).how)
""",
    # silence, all game
    """
with board.narrated():
    board.play(FLIP)
""" + TALK + """
print("seats that may place the pawn:", *board.game.pawn_seats(board.state))
""",
    # eyes only
    """
board.click_hero("green")
with board.narrated():
    board.click_space("1B", 4, 3)
""" + TALK + """
print("seats that may place the pawn:", board.game.pawn_seats(board.state) or "none")
with board.narrated():
    board.play(PlacePawn(1, 3))
""",
]

TWO_MALLS_ACTS = [
    # two malls
    """
print(board.game.describe(board.state))
board.click_hero("orange")
with board.narrated():
    board.click_space("3", 4, 4)             # the orange vortex in the other mall
""",
    # never all four together
    """
with board.narrated():
    board.play(Vortex(2, "orange", "3", 4, 4))   # a fourth hero on tile 3: refused
print("the dwarf may go to:", spaces(board.reach("orange")))
board.click_hero("orange")
with board.narrated():
    board.click_space("4", 1, 4)
""",
]

NO_VORTEX_NEVER_TOGETHER_ACTS = [
    # vortexes out of order
    """
print("seat 2 holds", tile_text(board.state.holdings[1]), "and may use:", *board.game.seat_actions(board.state, 2))
with board.narrated():
    board.play(Vortex(2, "orange", "1B", 4, 1))
board.click_hero("orange")
with board.narrated():
    board.click_space("1B", 2, 1)
""",
    # never together
    """
with board.narrated():
    board.play(Vortex(2, "green", "2", 2, 4))    # the elf's vortex is on tile 2, with the barbarian: refused
board.click_hero("yellow")
for square in (("1B", 1, 3), ("1B", 1, 4)):
    with board.narrated():
        board.click_space(*square)               # back to the start tile, then aside
board.click_hero("orange")
with board.narrated():
    board.click_space("2", 1, 2)
""",
]

FLIP_CELL = """
from engine.magic_maze.lessons import FLIP      # the green elf west onto the hourglass at tile 1B (4,3)
"""

MM_SCENARIOS_4_7 = [
    ("md", """
# Magic Maze — scenarios 4 to 7: the heroes' own powers

Each of these scenarios keeps every rule of the ones before it (scenario 3's passing of the action
tiles included) and adds tiles to the stack, and with them a power of one hero:

- **scenario 4, Dwarf and elf** (tiles 2–14): orange walls only the dwarf passes; the elf's explorations
  open a talking window;
- **scenario 5, Mage** (tiles 2–15, start side 1B): the crystal ball lets the explorer lay tiles anywhere;
- **scenario 6, Barbarian** (tiles 2–17): cameras close the hourglasses until the barbarian smashes them;
- **scenario 7, Close surveillance** (tiles 2–19): the same rules, with four cameras in the stack.

Each part below has a tutorial widget (read, do the task, **Next**), then one section per step: a board
at the step's position and a cell that plays it and prints what the engine says. The [overview of all
17 scenarios](scenarios.ipynb) says what each one adds.
""" + AT_THE_TABLE_LATER),
    ("code", SCENARIO_IMPORTS + FLIP_CELL),
] + _lesson_part("Scenario 4, Dwarf and elf", """
Tiles 13 and 14 join the stack. Their orange walls stop every hero but the dwarf, and from now on the
green elf's explorations open a talking window, as an hourglass does.
""", "orange_walls_elf", "scenario 4", ORANGE_WALLS_ELF_ACTS) + _lesson_part("Scenario 5, Mage", """
The game starts on side 1B of the start tile, and tile 15 — with the crystal ball — goes on top of the
stack, so it comes out first.
""", "crystal_ball", "scenario 5", CRYSTAL_BALL_ACTS) + _lesson_part("Scenarios 6 and 7, Barbarian", """
Tiles 16 and 17 (scenario 6), then 18 and 19 (scenario 7), bring cameras into the mall.
""", "cameras", "scenarios 6 and 7", CAMERAS_ACTS)

MM_SCENARIOS_8_11 = [
    ("md", """
# Magic Maze — scenarios 8 to 11

From scenario 8 on, each scenario is **the rules of scenarios 2 to 7 plus one rule of its own** — they
do not build on each other. The players choose the stack (tiles 2–17, or with 18, 19 … up to 24 added)
and the side of the start tile (1A or 1B): in [free play](free_play.ipynb), the **Stack** and **Start**
menus above the board.

- **scenario 8, Foresight**: the stack lies face up;
- **scenario 9, Follow the leader** (3 to 9 players): one player leads, without an action tile;
- **scenario 10, Fool the guards**: items and exits of another colour, and the heroes stay at the exits;
- **scenario 11, Rearrangement**: at every hourglass before the theft, two tiles leave the mall.

The [overview of all 17 scenarios](scenarios.ipynb) says what each one adds.
""" + AT_THE_TABLE_LATER + """
In scenario 9 the leader's silence matters most: only the pawn may say *do something!*, and only the
leader may use it — the board allows the pawn to the leader alone, but cannot see anybody point.
"""),
    ("code", SCENARIO_IMPORTS + FLIP_CELL),
] + _lesson_part("Scenario 8, Foresight", """
Everybody sees the next tile before it is laid: plan the explorations together before the timer is
turned over, then act in silence.
""", "open_stack", "scenario 8", OPEN_STACK_ACTS) + _lesson_part("Scenario 9, Follow the leader", """
For 3 to 9 players. The board shows the leader's seat without a tile; its pawn slot places the pawn
for the leader.
""", "leader", "scenario 9", LEADER_ACTS) + _lesson_part("Scenario 10, Fool the guards", """
The guards expect each hero at its own colour: so each hero steals another colour's item and leaves
by another colour's exit. The board frames in a hero's colour the items (and later the exits) it may
use.
""", "fool_guards", "scenario 10", FOOL_GUARDS_ACTS) + _lesson_part("Scenario 11, Rearrangement", """
The mall changes under the heroes' feet: at every hourglass before the theft the players must take two
tiles out of it. The board lights the tiles that may go; click one, then a lit partner (or a pair
button in the panel).
""", "rearrangement", "scenario 11", REARRANGEMENT_ACTS)

MM_SCENARIOS_12_17 = [
    ("md", """
# Magic Maze — scenarios 12 to 17

Each of these is, again, **the rules of scenarios 2 to 7 plus one rule of its own**, on the stack and
start side the players choose:

- **scenario 12, Gestures only**, **14, Silence** and **15, Eyes**: less and less talking;
- **scenario 13, Two malls**: the heroes start apart, linked only by vortexes;
- **scenario 16, Vortexes out of order** and **17, Never together**.

The [overview of all 17 scenarios](scenarios.ipynb) says what each one adds.
""" + AT_THE_TABLE_LATER + """
Scenarios 12, 14 and 15 are almost entirely about what the software cannot check. The engine knows
only *when* the rules allow words, gestures or nothing, and the banner says it; whether anybody
speaks, points or stares is up to the table. The one thing the board enforces is the Do Something!
pawn: scenario 15 has none.
"""),
    ("code", SCENARIO_IMPORTS + FLIP_CELL),
] + _lesson_part("Scenarios 12, 14 and 15, talking less and less", """
Three scenarios change only what the players may say: 12 allows gestures but no words in the talking
windows; 14 allows no talking at all while the sand runs; 15 takes away the Do Something! pawn too.
""", "silence", "scenarios 12, 14 and 15", SILENCE_ACTS) + _lesson_part("Scenario 13, Two malls", """
Two start tiles, two malls, and the stack face up. The board draws the second mall beside the first,
under its own label.
""", "two_malls", "scenario 13", TWO_MALLS_ACTS) + _lesson_part("Scenarios 16 and 17, No vortex, never together", """
Scenario 16 takes the vortexes away; scenario 17 keeps the heroes apart, one to a tile outside the start
tile, and they stay at the exits they reach.
""", "no_vortex_never_together", "scenarios 16 and 17", NO_VORTEX_NEVER_TOGETHER_ACTS)

#: the notebook of each lesson (the overview table links to the step sections)
LESSON_PAGES = {"scenario1": "scenario_1.ipynb", "scenario2": "scenario_2.ipynb", "scenario3": "scenario_3.ipynb",
                "orange_walls_elf": "scenarios_4_7.ipynb", "crystal_ball": "scenarios_4_7.ipynb",
                "cameras": "scenarios_4_7.ipynb", "open_stack": "scenarios_8_11.ipynb", "leader": "scenarios_8_11.ipynb",
                "fool_guards": "scenarios_8_11.ipynb", "rearrangement": "scenarios_8_11.ipynb",
                "silence": "scenarios_12_17.ipynb", "two_malls": "scenarios_12_17.ipynb",
                "no_vortex_never_together": "scenarios_12_17.ipynb"}

OVERVIEW_TABLE = '''
from IPython.display import Markdown
from engine.magic_maze.components import SCENARIOS, STACK_CHOICES
from engine.magic_maze.lessons import LESSONS

#: each switch of a scenario (engine.magic_maze.components.Scenario), in plain words; a switch missing here
#: stops this cell, so the table cannot quietly leave a new rule out
WORDS = {
    ("exits", "purple"): "one exit for everybody: the purple one",
    ("exits", "own"): "each hero leaves by the exit of its own colour",
    ("exits", "other"): "each hero leaves by an exit of another colour, one exit per hero",
    ("free_talk", True): "talking allowed at any time",
    ("free_talk", False): "silence while the sand runs, except in the talking windows after an hourglass",
    ("pass_tiles", True): "at every hourglass, the action tiles pass to the left",
    ("elf_talk", True): "the elf exploring opens a talking window",
    ("top", "15"): "tile 15 is laid on top of the stack",
    ("top", ""): None,                       # the stack shuffled as usual again: nothing new to say
    ("crystal", True): "the crystal ball: with the mage on it, lay up to two tiles anywhere",
    ("cameras", True): "cameras: while two work, no hero stops on an hourglass; the barbarian smashes them",
    ("open_stack", True): "the stack lies face up",
    ("leader", True): "a leader without an action tile; only the leader uses the Do Something! pawn",
    ("items", "other"): "each hero steals an item of another colour",
    ("stay", True): "heroes stay on the exits they reach",
    ("rearrange", True): "at every hourglass before the theft, two tiles leave the mall",
    ("talk", "gestures"): "gestures only, no words, in the talking windows",
    ("talk", "never"): "no talking at any time",
    ("pawn", False): "no Do Something! pawn",
    ("two_malls", True): "two malls, linked only by vortexes; never all four heroes on one tile",
    ("vortex", False): "no vortex at all",
    ("apart", 2): "never two heroes on one tile (the start tile excepted)",
}
#: switches said elsewhere in the row (the stack and players columns, or together with another switch)
SAID = {"number", "title", "stack", "start", "choose", "min_players", "max_players"}
TOGETHER = {("apart", 4): "two_malls"}


def new_rules(scen, before):
    """What ``scen`` adds to ``before``, in plain words."""
    out = []
    for field in scen.__dataclass_fields__:
        value = getattr(scen, field)
        if field in SAID or value == getattr(before, field):
            continue
        if (field, value) in TOGETHER:
            assert getattr(scen, TOGETHER[field, value]), (field, value)
            continue
        if WORDS[field, value]:
            out.append(WORDS[field, value])
    # what new tiles bring into the stack: counted on the tiles themselves
    now = [sum(bool(tiles()[t].orange_walls) for t in stack) for stack in (scen.stack, before.stack)]
    if now[0] and not now[1]:
        out.insert(0, f"orange walls that only the dwarf passes, on {now[0]} new tiles")
    cams = [sum(tiles()[t].features()["camera"] for t in stack) for stack in (scen.stack, before.stack)]
    if before.cameras and cams[0] > cams[1]:
        out.insert(0, f"{cams[0]} cameras in the stack instead of {cams[1]}")
    return "; ".join(out)


def section(number):
    """The notebook section teaching scenario ``number``: the first lesson step played in it (or naming it)."""
    for lesson, page in PAGES.items():
        for i, step in enumerate(LESSONS[lesson]):
            if step.start().game.scenario.number == number or f"Scenario {number}," in step.text:
                heading = f"{i + 1}. {step.title}"
                return f"[{step.title}]({page}#{heading.replace(' ', '-')})"
    raise LookupError(f"no lesson step teaches scenario {number}")


from engine.magic_maze.tiles import tiles

rows = ["| # | Scenario | Players | Tiles and start | New rules, in plain words | Taught in |", "|---|---|---|---|---|---|"]
base = SCENARIOS[7]
for number, scen in SCENARIOS.items():
    before = SCENARIOS[number - 1] if 1 < number <= 7 else base
    if number == 1:
        rules = "the basics; " + "; ".join(WORDS[f, getattr(scen, f)] for f in ("free_talk", "exits"))
    else:
        rules = new_rules(scen, before) if number <= 7 else new_rules(scen, base) + " (plus the rules of 2–7)"
    if scen.choose:
        gap = " without 3" if scen.two_malls else ""
        where = f"chosen: tiles 2–{STACK_CHOICES[0]} … 2–{STACK_CHOICES[-1]}{gap}, side 1A or 1B"
    else:
        where = f"tiles {scen.stack[0]}–{scen.stack[-1]}, side {scen.start}"
    players = f"{scen.min_players}–{scen.max_players}"
    rows.append(f"| {number} | {scen.title} | {players} | {where} | {rules} | {section(number)} |")
Markdown("\\n".join(rows))
'''


MM_OVERVIEW = [
    ("md", """
# Magic Maze — all 17 scenarios

Magic Maze comes with 17 scenarios. The first seven build on each other: each adds tiles to the stack
and a rule or two, and keeps everything before it (scenario 1's free talking excepted). From scenario
8 on, each is **the rules of scenarios 2 to 7 plus one rule of its own** — they do not build on each
other — and the players choose the stack and the side of the start tile.

The table below is made by the engine's own scenario data when the notebook runs, so it always says
what the engine plays. *Chosen* means the players choose the stack and the start side; the board starts
with tiles 2–17 and side 1B unless told otherwise. The last column links to the notebook that shows the
scenario's rule on a board, and names its section there.
"""),
    ("code", "PAGES = " + repr(LESSON_PAGES).replace(", '", ",\n         '") + "\n" + OVERVIEW_TABLE),
    ("md", """
## The notebooks

- [The tutorial](tutorial.ipynb): the basic rules, step by step.
- [Scenario 1](scenario_1.ipynb), [scenario 2](scenario_2.ipynb), [scenario 3](scenario_3.ipynb).
- [Scenarios 4 to 7](scenarios_4_7.ipynb): the dwarf and the elf, the mage's crystal ball, the
  barbarian's cameras.
- [Scenarios 8 to 11](scenarios_8_11.ipynb): the open stack, the leader, fooling the guards,
  rearrangement.
- [Scenarios 12 to 17](scenarios_12_17.ipynb): less and less talking, two malls, no vortex, never
  together.
""" + AT_THE_TABLE_LATER),
    ("md", """
## Play any scenario

A whole game with the sand running once you press **Start**; no Undo. Pick the scenario above the
board (from 8 on also the stack and the start side; scenario 9 needs 3 players or more). The settings
the engine refuses are named in the status line with what is allowed.
"""),
    ("code", """
from boardwidgets.magic_maze import MagicMazeBoard

board = MagicMazeBoard(players=4, seed=17, scenario=8, mode="game")
board
"""),
]
