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
    board.click_space("1A", 1, 3)        # east, onto its own exploration space
with board.narrated():
    board.press("explore")               # the same as a second click on the dwarf
with board.narrated():
    board.press("explore")               # again: a tile lies there now, no room
""",
    # 4. passages
    """
board.click_hero("purple")
with board.narrated():
    board.press("explore")
new = board.state.placed[-1].tile        # the match's seed draws tile 3
with board.narrated():
    board.click_space(new, 2, 3)         # east, onto the new tile
with board.narrated():
    board.click_space("7", 4, 2)         # north, through the new passage into tile 7
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
    board.click_space("1A", 2, 4)        # the barbarian steps aside, east
board.click_hero("green")
with board.narrated():
    board.click_space("2", 4, 2)
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
for square in (("2", 2, 2), ("2", 2, 3), ("6", 2, 2), ("6", 2, 4)):
    with board.narrated():
        board.click_space(*square)
""",
    # 10. the sand runs out (a demonstration)
    """
print("sand left:", board.state.sand, "s")
with board.narrated():
    board.tick(5)                 # 5 seconds pass: what the clock does, one second at a time, in a game
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
    # 12. silence (a demonstration)
    TALK + """
with board.narrated():
    board.press("clock")
""" + TALK,
    # 13. talking after an hourglass
    """
board.click_hero("purple")
with board.narrated():
    board.click_space("1A", 3, 1)
""" + TALK + """
with board.narrated():
    board.tick(10)                # the sand keeps running while you talk
board.click_hero("yellow")
with board.narrated():
    board.click_space("1A", 1, 3)
""" + TALK,
    # 14. do something!
    """
with board.narrated():
    board.pawn(3)
print("the pawn stands in front of seat", board.state.pawn)
""",
    # 15. the theft
    """
board.click_hero("green")
with board.narrated():
    board.click_space("8", 2, 3)
for seat, tile in enumerate(board.state.holdings, 1):
    print(f"seat {seat} holds {tile_text(tile)}")
with board.narrated():
    board.play(Vortex(2, "orange", "1A", 4, 4))   # no vortex after the theft
""",
    # 16. the escape
    """
board.click_hero("yellow")
with board.narrated():
    board.click_space("2", 3, 2)
print("heroes in the mall:", ", ".join(h for h, c in zip(HEROES, board.state.heroes) if c is not None))
""",
    # 17. winning and the score
    """
board.click_hero("purple")
with board.narrated():
    board.click_space("2", 3, 2)
print("score (hourglasses used):", board.state.flips)
with board.narrated():
    board.play(Elapse(1))         # nothing more is played: not even time passes
""",
    # 18. no taking back
    """
with board.narrated():
    board.play(Move(4, "yellow", "2", 2, 2))     # seat 4 cannot bring it back south
board.click_hero("yellow")
with board.narrated():
    board.click_space("2", 2, 2)                 # seat 1 holds south: put right
# the same in a game: no Undo
in_game = MagicMazeBoard.from_match(step.start(), mode="game")
in_game.click_hero("yellow")
in_game.click_space("2", 2, 2)
with in_game.narrated():
    in_game.press("undo")
in_game.close()
""",
    # 19. your turn, as at the table
    """
print("highlights shown:", board.ui.show_highlights)
moves = [("green", ("2", 3, 2)),      # the dwarf stands in the elf's way: refused
         ("orange", ("2", 3, 2)), ("yellow", ("2", 3, 2)), ("green", ("2", 3, 2)),
         ("purple", ("2", 3, 4)), ("purple", ("2", 3, 2))]
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
me**), then **Next**. In a tutorial the sand timer stands still; time passes only where a step shows
it. After the widget, each step has its own board and a cell that plays it through the board's Python
commands and prints what the engine says. At the end, [free play](free_play.ipynb) is a whole game.

The tutorial's boards are drawn **compact** (640×440 pixels: the mall as tall as the board, the panel
beside it with larger letters and fewer words, the legend of the lit spaces at its foot), so they can
be read beside the text on a laptop screen. A whole game uses the full board (960×600).
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
below for another table: `players` (2–8), `scenario` (1, 2 or 3), `seat` (yours), `pace` (actions per
second for each bot), `seed`.
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

Change the settings for another game: `scenario` (1, 2 or 3), `players` (1 is the solo variant; 2–8),
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
