"""The Labyrinth notebooks: tutorial, free play, the children's and the advanced game."""
from __future__ import annotations

from engine.labyrinth.lessons import LESSONS

from .common import sections


def _step_sections(lesson: str, acts: list[str]) -> list[tuple[str, str]]:
    return sections(LESSONS[lesson], acts, "LESSONS", lesson, "LabyrinthBoard")


BASICS_ACTS = [
    # 1. the maze (a demonstration: printed squares, loose cards, spare, names, then one shift)
    '''
from collections import Counter
from engine.labyrinth.board import FIXED_LAYOUT
from engine.labyrinth.game import GRID

state = board.state
loose = [t for i, t in enumerate(state.board) if GRID.square_of(i) not in FIXED_LAYOUT] + [state.spare]
print("squares:", len(state.board), "=", len(FIXED_LAYOUT), "printed +", len(loose) - 1, "loose; and 1 spare")
print("printed squares:", " ".join(f"({r},{c})" for r, c in sorted(FIXED_LAYOUT)))
print("loose cards:", dict(sorted(Counter(t.shape for t in loose).items())))
print("loose cards with a treasure:", dict(sorted(Counter(t.shape for t in loose if t.treasure >= 0).items())))
print("our 24 treasure names:", ", ".join(TREASURES))
print()
print(board.game.describe(state))
printed = {sq: state.board[GRID.square(*sq)] for sq in FIXED_LAYOUT}
with board.narrated():
    for action in step.demo:                 # the spare goes in at the top of column 4
        board.play(action)
print("printed squares unchanged:", all(board.state.board[GRID.square(*sq)] == t for sq, t in printed.items()))
''',
    # 2. four at the table (a demonstration: the deal, the corners, one round clockwise)
    '''
state = board.state
for p in range(board.game.players):
    print(f"{COLOURS[p]:6} starts in the corner ({HOME[p][0]},{HOME[p][1]}) with {len(state.piles[p])} cards face down")
print("cards each with 2, 3, 4 players:", [Labyrinth(players=n).settings["treasures"] for n in (2, 3, 4)])
with board.narrated():
    for action in step.demo:                 # each player shifts, then stays put
        board.play(action)
yellow_starts = Labyrinth(players=4, first_player=2).initial_state(seed=2)
print("a table that chooses yellow to start:", COLOURS[yellow_starts.current], "moves first")
''',
    # 3. shift first
    '''
with board.narrated():
    board.click_cell(1, 1)              # try to move before shifting: refused
with board.narrated():
    board.click_target(("arrow", "N", 2))  # push the spare in at the top of column 2
''',
    # 4. pass the device (the hand-over screen of free play, switched on for this step)
    '''
print(board.status_text)
board.click_cell(4, 4)                   # a click on the screen only says who takes the device
print(board.notice.text)
board.press("ready")                     # red takes the device and looks: the target shows
print(board.notice.text)
with board.narrated():
    board.click_target(("arrow", "N", 2))
''',
    # 5. connected paths
    '''
with board.narrated():
    board.click_cell(2, 1)   # down through a closed side: refused
with board.narrated():
    board.click_cell(1, 3)   # right along the open path
''',
    # 6. stay
    '''
with board.narrated():
    board.click_cell(1, 1)   # red's own square: red stays put
''',
    # 7. turn the spare
    '''
with board.narrated():
    board.press("rotate")                  # a quarter turn clockwise: the straight piece stands upright
    board.click_target(("arrow", "W", 2))  # push it in at the left of row 2
print("red can now reach (3,1):", square(3, 1) in board.game.reachable_cells(board.state, 0))
''',
    # 8. push-off
    '''
with board.narrated():
    board.click_target(("arrow", "W", 2))
print(board.game.describe(board.state))
''',
    # 9. several pawns pushed off
    '''
with board.narrated():
    board.click_target(("arrow", "W", 4))  # blue and yellow share the card that falls out
''',
    # 10. no reverse
    '''
with board.narrated():
    board.click_target(("arrow", "E", 2))  # straight back: refused
with board.narrated():
    board.click_target(("arrow", "E", 4))  # any other arrow is fine
''',
    # 11. collect
    '''
with board.narrated():
    board.click_cell(1, 2)
print("red's new target:", TREASURES[board.game.target(board.state, 0)])
''',
    # 12. a shorter game
    '''
print("cards each:", [len(pile) for pile in board.state.piles], "- the other 18 stay in the box")
with board.narrated():
    board.click_cell(1, 3)   # onto the skull, which nobody holds
print("red has found", len(board.state.found[0]), "cards")
''',
    # 13. staying on the target collects it
    '''
with board.narrated():
    board.click_target(("arrow", "W", 2))  # red is pushed off and comes back on the lizard's card
with board.narrated():
    board.click_cell(2, 1)                 # red stays there, on its target
''',
    # 14. pass and share
    '''
with board.narrated():
    board.click_cell(1, 5)   # past blue's pawn and the skull, to the sword
''',
    # 15. home, and the game is over
    '''
with board.narrated():
    board.click_cell(1, 1)                 # red gets home first and wins
with board.narrated():
    board.click_target(("arrow", "N", 2))  # blue would like to play on: refused
''',
    # 16. same round
    '''
with board.narrated():
    board.click_cell(1, 1)                 # red gets home first ...
    board.click_target(("arrow", "W", 4))  # ... blue shifts row 4, far from its path ...
    board.click_cell(1, 7)                 # ... and gets home in the same round
''',
    # 17. a turn as at the table: no shading of the squares red can reach
    '''
with board.narrated():
    board.press("hint")                  # stuck? the hint marks an arrow (1) and a square (2)
with board.narrated():
    board.click_target(("arrow", "W", 2))
    board.click_cell(4, 3)               # onto the genie
''',
]

LABYRINTH_TUTORIAL = [
    ("md", """
# Labyrinth — the rules, step by step

**The theme.** A maze full of treasures and odd creatures, and the maze itself keeps moving:
whenever someone pushes a new card in, a whole row or column slides along. A path you were
counting on can be gone by your next turn, and a new one can open.

**The goal.** Collect all the treasures on your secret cards, one after the other, then walk back
to your start corner. The first player home wins.

**A turn in one line.** Push the spare card in somewhere (always), then walk as far as the paths
allow (or stay).

Below is the whole tutorial as one widget: read a step, do its task on the board (or watch, where
a step shows something), and the engine checks it; **Show me** plays the answer. After it, the
same steps appear one by one, each with its own board and a cell that plays the step and prints
what the engine says.

**What you see on the boards.** The numbers 1 to 7 along the top and the left name the rows and
columns: squares are written (row, column), so (1,3) is the third square of the top row. The
orange arrows at rows and columns 2, 4 and 6 are where the spare card goes in; the one crossed out
is not allowed this turn. A treasure is a disc with two letters, and the *treasure key* beside the
board names all 24. A pawn is a pawn-shaped piece standing in its square (the player to act has a
white outline); the small coloured squares in the corners only mark where each colour starts. The
current player's target has an orange ring, and after the shift the squares they can reach are
shaded blue.

In the text pictures the engine prints, each square is three characters: a pawn letter (R, B, Y,
G; `*` for several), the path drawn with box characters, and a letter for a treasure.
"""),
    ("code", """
from engine.labyrinth import COLOURS, HOME, TREASURES, Labyrinth
from engine.labyrinth.board import square
from engine.labyrinth.lessons import LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

tutorial = TutorialWidget(LESSONS["basics"], title="Labyrinth: the basics", free_play="free_play.ipynb")
tutorial
"""),
] + _step_sections("basics", BASICS_ACTS) + [
    ("md", """
## All the rules in one place

The engine keeps every rule as data, each with an id and a short title; a board that refuses a
move names the rule by its title, with the id behind a toggle. Where the rulebook leaves a question
open, the rule says how this project plays it.
"""),
    ("code", """
print(Labyrinth.rules.text())
"""),
    ("md", """
## Now play

You know every rule. **[Play a whole game in free play](free_play.ipynb)**: two to four players on
one screen, the board hidden between turns. Or try the variants:
[the children's game](variant_children.ipynb) and [the advanced game](variant_advanced.ipynb).
"""),
]

LABYRINTH_FREE_PLAY = [
    ("md", """
# Labyrinth — free play

A full game for 2 to 4 players on one screen (hot seat). Take turns with the mouse:

1. Turn the spare card with **↺ turn left** and **↻ turn right** beside it (or click the card, or
   press *r* and the arrow keys after clicking the board), then click an orange arrow at the edge to
   push it in. The crossed-out arrow is the one the rules forbid this turn.
2. Click the square you want to walk to. Squares you can reach are shaded blue (switch that off
   with **Highlights**, as at the table). Click your own square to stay.
3. When your turn ends, the board hides everything: hand over the device, and the next player
   presses **Ready** to see their target.

Rows and columns are numbered 1 to 7 along the top and the left; the *treasure key* beside the
board names every two-letter disc; your target has an orange ring; pawns are the pawn-shaped
pieces, and the small coloured squares only mark the start corners.

**Hint** shows a shift and a walk that reach your target this turn, or, if none does, the one that
brings you closest. **Undo** and **Redo** step through the game. Change the settings in the cell below and run it again for a new
game: `players` (2–4), `treasures` (cards each), `variant` ("standard", "children", "advanced", or
both variants together: "children+advanced"), `same_round_tie`, `first_player` (0 is red, who
starts unless you choose another), and `seed` for a different maze.
"""),
    ("code", """
from boardwidgets.labyrinth import LabyrinthBoard

board = LabyrinthBoard(players=2, seed=7, hotseat=True)
board
"""),
    ("md", """
What the engine knows about this position, without changing anything on the board: the maze as
text (face-down cards stay hidden, as on the table), how many shifts are allowed, and whether the
player to move could reach their target this turn.
"""),
    ("code", """
game, state = board.game, board.state
print(game.describe(state, hide_targets=True))
print()
print("shifts allowed this turn:", len(game.legal_actions(state)))
print("a shift and walk that reach the target this turn:", "yes" if game.hint(state) else "no")
"""),
    ("md", """
A game can be saved as JSON at any point and loaded again; the file holds the settings, the seed
and every move, so it replays exactly.
"""),
    ("code", """
from engine.core import Match

saved = board.match.to_json()
again = Match.from_json(saved)
print("saved", len(saved), "characters; the reloaded game is identical:", again.state == board.state)
"""),
]

LABYRINTH_CHILDREN = [
    ("md", """
# Labyrinth — the children's game

A gentler game for younger players, from the same rules summary:

- you see **all** your treasure cards from the start, and collect them **in any order**;
- the game ends as soon as someone has collected all of theirs: nobody walks back home.

Everything else — shifting, the forbidden push back, walking along paths — stays the same. The
rulebook does not say whether the other players may see your cards; we play it so: they may not,
as in the standard game. The children's rule can also be played together with the advanced rule
(see the advanced game's notebook). New to the game? Start with [the tutorial](tutorial.ipynb).
"""),
    ("code", """
from engine.labyrinth.lessons import LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

TutorialWidget(LESSONS["children"], title="Labyrinth: the children's game", free_play="free_play.ipynb")
"""),
] + _step_sections("children", [
    '''
with board.narrated():
    board.click_cell(1, 3)   # the skull, although the owl is on top of the pile
''',
    '''
with board.narrated():
    board.click_cell(1, 3)
''',
    '''
with board.narrated():
    board.click_target(("arrow", "W", 2))
    board.click_cell(3, 1)               # the bag of gold: any treasure of the pile will do
''',
]) + [
    ("md", """
## Play the children's game

Four players, three treasures each, all cards visible to their owner. For other settings, open
[free play](free_play.ipynb) and start a game with `variant="children"`.
"""),
    ("code", """
LabyrinthBoard(players=4, seed=3, variant="children", treasures=3)
"""),
]

LABYRINTH_ADVANCED = [
    ("md", """
# Labyrinth — the advanced game

For experienced players the summary adds one restriction: **your pawn may not pass over another
pawn or a treasure** on its way. You may still stop on a square where another pawn stands.

The rulebook leaves two questions open; we play them so (the rule text says it too): your own
target never blocks you — it is where you are going — and, like a pawn's square, a treasure square
may be where your move ends. In a short game, the treasures of the cards nobody was dealt block as
well. New to the game? Start with [the tutorial](tutorial.ipynb).

Nothing forbids playing the advanced and the children's rule together; the last step shows how
we play that combination.
"""),
    ("code", """
from engine.labyrinth import Labyrinth, Move
from engine.labyrinth.lessons import LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

TutorialWidget(LESSONS["advanced"], title="Labyrinth: the advanced game", free_play="free_play.ipynb")
"""),
] + _step_sections("advanced", [
    '''
with board.narrated():
    board.click_cell(1, 5)   # to the sword, past blue: refused under the advanced rule
with board.narrated():
    board.click_cell(1, 2)   # onto blue's square is fine
''',
    '''
with board.narrated():
    board.click_cell(1, 5)   # past the skull: refused
with board.narrated():
    board.click_cell(1, 3)   # stopping on the skull's square is fine
''',
    '''
with board.narrated():
    board.click_cell(1, 7)   # past blue, to blue's corner: blue still blocks
with board.narrated():
    board.click_cell(1, 5)   # past the skull, red's own card, to the sword
alone = Labyrinth(players=2, treasures=2, variant="advanced")   # the advanced rule alone
print("the same walk under the advanced rule alone:", alone.explain(step.start().state, Move(1, 5)))
''',
    '''
with board.narrated():
    board.click_target(("arrow", "S", 2))  # the ghost's card comes up between red and the skull ...
with board.narrated():
    board.click_cell(1, 3)                 # ... and blocks: refused
with board.narrated():
    board.press("undo")
with board.narrated():
    board.click_target(("arrow", "N", 2))  # the spare goes in there instead: a clear path
    board.click_cell(1, 3)                 # onto the skull
''',
]) + [
    ("md", """
## Same maze, two rule sets

The same position and the same walk, judged by the standard and by the advanced rules:
"""),
    ("code", """
advanced = LESSONS["advanced"][0].start()          # blue stands between red and the sword
standard = Labyrinth(players=2, treasures=1)       # the same table under the standard rules
walk = Move(1, 5)
print(walk)
print("  standard:", standard.explain(advanced.state, walk) or "allowed")
print("  advanced:", advanced.explain(walk) or "allowed")
"""),
    ("md", """
## Play the advanced game
"""),
    ("code", """
LabyrinthBoard(players=3, seed=11, variant="advanced")
"""),
    ("md", """
## Play both variants together

Three players, three treasures each: every player sees their whole pile and collects it in any
order, and other pawns and treasures block the way.
"""),
    ("code", """
LabyrinthBoard(players=3, seed=11, variant="children+advanced", treasures=3)
"""),
    ("md", """
For other settings, open [free play](free_play.ipynb) and start a game with `variant="advanced"`
or `variant="children+advanced"`.
"""),
]
