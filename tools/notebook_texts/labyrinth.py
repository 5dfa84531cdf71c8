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
    # 3. a shorter game
    '''
print("cards each:", [len(pile) for pile in board.state.piles], "- the other 18 stay in the box")
with board.narrated():
    board.click_cell(1, 3)   # onto the skull, which nobody holds
print("red has found", len(board.state.found[0]), "cards")
''',
    # 4. shift first
    '''
with board.narrated():
    board.click_cell(1, 1)              # try to move before shifting: refused
with board.narrated():
    board.click_target(("arrow", "N", 2))  # push the spare in at the top of column 2
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
    # 12. staying on the target collects it
    '''
with board.narrated():
    board.click_target(("arrow", "W", 2))  # red is pushed off and comes back on the lizard's card
with board.narrated():
    board.click_cell(2, 1)                 # red stays there, on its target
''',
    # 13. pass and share
    '''
with board.narrated():
    board.click_cell(1, 5)   # past blue's pawn and the skull, to the sword
''',
    # 14. home, and the game is over
    '''
with board.narrated():
    board.click_cell(1, 1)                 # red gets home first and wins
with board.narrated():
    board.click_target(("arrow", "N", 2))  # blue would like to play on: refused
''',
    # 15. same round
    '''
with board.narrated():
    board.click_cell(1, 1)                 # red gets home first ...
    board.click_target(("arrow", "W", 4))  # ... blue shifts row 4, far from its path ...
    board.click_cell(1, 7)                 # ... and gets home in the same round
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

In the text pictures the engine prints, each square is three characters: a pawn letter (R, B, Y,
G; `*` for several), the path drawn with box characters, and a letter for a treasure. On the live
boards, a treasure is a disc with a short label, and the current player's target has a ring
around it.
"""),
    ("code", """
from engine.labyrinth import COLOURS, HOME, TREASURES, Labyrinth
from engine.labyrinth.board import square
from engine.labyrinth.lessons import LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

tutorial = TutorialWidget(LESSONS["basics"], title="Labyrinth: the basics")
tutorial
"""),
] + _step_sections("basics", BASICS_ACTS) + [
    ("md", """
## All the rules in one place

The engine keeps every rule as data, each with an id; the ids are what the boards cite when they
refuse a move. Rules marked *our reading* are this project's decisions where the source leaves a
question open.
"""),
    ("code", """
print(Labyrinth.rules.text())
"""),
]

LABYRINTH_FREE_PLAY = [
    ("md", """
# Labyrinth — free play

A full game for 2 to 4 players on one screen (hot seat). Take turns with the mouse:

1. Turn the spare card with **↻ Turn spare** (or the *r* and arrow keys after clicking the board), then
   click an arrow at the edge to push it in. The crossed-out arrow is the one the rules forbid
   this turn.
2. Click the square you want to walk to. Squares you can reach are highlighted (switch that off
   with **Highlights**). Click your own square to stay.
3. When your turn ends, the board hides the next player's target: hand over the device, and the
   next player presses **Ready**.

**Hint** shows a shift and a walk that reach your target this turn, if there is one. **Undo** and
**Redo** step through the game. Change the settings in the cell below and run it again for a new
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
rulebook does not say whether the other players may see your cards; in our reading they may not,
as in the standard game. The children's rule can also be played together with the advanced rule
(see the advanced game's notebook).
"""),
    ("code", """
from engine.labyrinth.lessons import LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

TutorialWidget(LESSONS["children"], title="Labyrinth: the children's game")
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
]) + [
    ("md", """
## Play the children's game

Four players, three treasures each, all cards visible to their owner.
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

The source leaves two questions open, and the engine follows our reading of both (its rule text
says so): your own target never blocks you — it is where you are going — and, like a pawn's
square, a treasure square may be where your move ends. In a short game, the treasures of the
cards nobody was dealt block as well.

Nothing forbids playing the advanced and the children's rule together; the last step shows how
we play that combination.
"""),
    ("code", """
from engine.labyrinth import Labyrinth, Move
from engine.labyrinth.lessons import LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

TutorialWidget(LESSONS["advanced"], title="Labyrinth: the advanced game")
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
]
