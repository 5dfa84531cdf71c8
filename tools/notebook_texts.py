"""The cells of every notebook, as (kind, text) pairs: "md" for Markdown, "code" for Python.

tools/build_notebooks.py writes and executes them. Keep the order of each notebook:
theme → goal → overview → the rules in the order a player needs them; each rule a short
explanation, a live board, and a cell that acts through the board's Python twins and
prints what the engine says (that printout is what nbval compares).
"""
from __future__ import annotations

from typing import Sequence

from engine.core import Step

from engine.labyrinth.lessons import LESSONS
from engine.rauf_und_runter.lessons import LESSONS as RAUF_LESSONS

# -- the landing page --------------------------------------------------------------------------
INDEX = [
    ("md", """
# rulewalk — learn board game rules by playing them

Each game here has a **step-by-step rules tutorial**: a short explanation, a live board you can
click, and a task the rules engine checks. When you try something the rules forbid, the board
refuses it and names the rule you broke. Then there is **free play** on the same board, and notes
on the game's **variants**.

How to use a notebook: run it from the top (*Run → Run All Cells*), then play on the boards.
Every board also has Python commands that do exactly what a mouse click does, so you can set up
a situation from code and watch what the engine says.

The boards below are pictures of a starting position; the live ones are in each game's notebooks.
"""),
    ("code", """
import engine
from boardwidgets import picture

print("games with an engine:", ", ".join(engine.games()))
"""),
    ("md", """
## Labyrinth (Das verrückte Labyrinth)

2–4 players, about 20 minutes, age 8 and up. The maze moves: every turn you push the spare card
into the board, shifting a whole row or column, then walk your pawn along the paths to collect
your secret treasures and get back home first.

- [Rules tutorial, step by step](labyrinth/tutorial.ipynb)
- [Free play, 2–4 players](labyrinth/free_play.ipynb)
- [Variant: the children's game](labyrinth/variant_children.ipynb)
- [Variant: the advanced game (no passing)](labyrinth/variant_advanced.ipynb)
"""),
    ("code", """
game = engine.load("labyrinth", players=4)
picture(game.initial_state(seed=1), game)
"""),
    ("md", """
## Rauf und Runter (the meerkat flip maze)

2–4 players, about 20 minutes, a children's game. Roll the die and walk your meerkat exactly that
far through a maze of hedges to meet your friends one by one. Whoever has met a friend and reaches
a burrow first turns the whole board over: underground, the walls are different, and the players
who were behind get a super tile to catch up.

- [Rules tutorial, step by step](rauf_und_runter/tutorial.ipynb)
- [Free play, 2–4 players](rauf_und_runter/free_play.ipynb)
- [Exploration: does the catch-up help?](rauf_und_runter/exploration.ipynb)
"""),
    ("code", """
game = engine.load("rauf_und_runter", players=4)
picture(game.initial_state(seed=1), game)
"""),
    ("md", """
## Abracada...What?

2–5 players, about 30 minutes. Wizards race up a tower casting spells at each other — but every
wizard's spell stones face outward, so you can read everyone's spells except your own. Count what
you see, guess what you hold, and cast.

- [Rules tutorial, step by step](abracadawhat/tutorial.ipynb)
- [Which spells do I hold? The deduction aid](abracadawhat/deduction.ipynb)
- [Variants and the two refill readings](abracadawhat/variants.ipynb)
- [Free play, 2–5 players](abracadawhat/free_play.ipynb)
"""),
    ("code", """
game = engine.load("abracadawhat", players=4)
from engine.abracadawhat.lessons import LESSONS as ABRA
picture(ABRA["basics"][0].start().state, game)   # the teacher view: every stone shown
"""),
    ("md", """
## Coming later

These games have rules notes and are planned, but not built yet: their notebooks will appear here.

- **Magic Maze** — cooperative, real-time heroes in a mall, each player moving everyone in one
  direction only.
- **Brave Journey** — a fan-made roll-and-move hero game around a ring of squares.
"""),
]


# -- Labyrinth ---------------------------------------------------------------------------------
def _sections(steps: Sequence[Step], acts: list[str], lessons_var: str, lesson: str,
              board_class: str) -> list[tuple[str, str]]:
    """One section per lesson step: the explanation, a live board at the step's position, and a
    cell that plays through the board's twins and prints the engine's answer. ``lessons_var``
    and ``board_class`` are the names the notebook imported."""
    if len(acts) != len(steps):
        raise ValueError(f"{lessons_var}[{lesson!r}] has {len(steps)} steps but {len(acts)} acting cells")
    cells: list[tuple[str, str]] = []
    for i, (step, act) in enumerate(zip(steps, acts)):
        rules = ", ".join(f"`{r}`" for r in step.rules)
        cells.append(("md", f"## {i + 1}. {step.title}\n\n{step.text}\n\n**Task:** {step.goal_text}  \n"
                            f"Rules: {rules}"))
        cells.append(("code", f"step = {lessons_var}[{lesson!r}][{i}]\n"
                              f"board = {board_class}.from_match(step.start())\nboard"))
        cells.append(("code", act.strip("\n") + "\nprint('goal reached:', step.check_goal(board.match))"))
    return cells


def _step_sections(lesson: str, acts: list[str]) -> list[tuple[str, str]]:
    return _sections(LESSONS[lesson], acts, "LESSONS", lesson, "LabyrinthBoard")


BASICS_ACTS = [
    # 1. shift first
    '''
with board.narrated():
    board.click_cell(0, 0)              # try to move before shifting: refused
with board.narrated():
    board.click_target(("arrow", "N", 1))  # push the spare in at the top of column 2
''',
    # 2. connected paths
    '''
with board.narrated():
    board.click_cell(1, 0)   # down through a closed side: refused
with board.narrated():
    board.click_cell(0, 2)   # right along the open path
''',
    # 3. turn the spare
    '''
with board.narrated():
    board.press("rotate")                  # a quarter turn clockwise: the straight piece stands upright
    board.click_target(("arrow", "W", 1))  # push it in at the left of row 2
print("red can now reach (3,1):", 2 * 7 + 0 in board.game.reachable_cells(board.state, 0))
''',
    # 4. push-off
    '''
with board.narrated():
    board.click_target(("arrow", "W", 1))
print(board.game.describe(board.state))
''',
    # 5. no reverse
    '''
with board.narrated():
    board.click_target(("arrow", "E", 1))  # straight back: refused
with board.narrated():
    board.click_target(("arrow", "E", 3))  # any other arrow is fine
''',
    # 6. collect
    '''
with board.narrated():
    board.click_cell(0, 1)
print("red's new target:", TREASURES[board.game.target(board.state, 0)])
''',
    # 7. pass and share
    '''
with board.narrated():
    board.click_cell(0, 4)   # past blue's pawn and the skull, to the sword
''',
    # 8. home
    '''
with board.narrated():
    board.click_cell(0, 0)
''',
    # 9. same round
    '''
with board.narrated():
    board.click_cell(0, 0)                 # red gets home first ...
    board.click_target(("arrow", "W", 3))  # ... blue shifts row 4, far from its path ...
    board.click_cell(0, 6)                 # ... and gets home in the same round
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

Below is the whole tutorial as one widget: read a step, do its task on the board, and the engine
checks it; **Show me** plays the answer. After it, the same steps appear one by one, each with
its own board and a cell that plays the step and prints what the engine says.
"""),
    ("code", """
from engine.labyrinth import Labyrinth
from engine.labyrinth.lessons import LESSONS
from engine.rauf_und_runter.lessons import LESSONS as RAUF_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

tutorial = TutorialWidget(LESSONS["basics"], title="Labyrinth: the basics")
tutorial
"""),
    ("md", """
## The pieces

The board is a 7×7 grid. Sixteen squares are printed on it and never move: the four coloured
corners where the pawns start, and twelve T-junctions with a treasure each. The other 33 squares
hold loose maze cards, and one more loose card is the spare. The loose cards are straight paths,
corners and T-junctions; twelve of them carry treasures, so there are 24 treasures in all, and
24 treasure cards that are dealt out face down.

The engine's own count of a freshly laid out maze:
"""),
    ("code", """
from collections import Counter
from engine.labyrinth.board import FIXED_LAYOUT, TREASURES

game = Labyrinth(players=2)
state = game.initial_state(seed=1)
loose = [t for i, t in enumerate(state.board) if divmod(i, 7) not in FIXED_LAYOUT] + [state.spare]
print("squares on the board:", len(state.board), "+ 1 spare")
print("printed squares:", len(FIXED_LAYOUT))
print("loose cards:", dict(sorted(Counter(t.shape for t in loose).items())))
print("treasures on the board and spare:", sum(t.treasure >= 0 for t in state.board + (state.spare,)),
      "of", len(TREASURES))
print("cards dealt per player:", [len(p) for p in state.piles])
print()
print(game.describe(state))
"""),
    ("md", """
In the text picture each square is three characters: a pawn letter (R, B, Y, G), the path drawn
with box characters, and a letter for a treasure. On the live boards, a treasure is a disc with
a short label, and the current player's target has a ring around it.
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
game: `players` (2–4), `treasures` (cards each), `variant` ("standard", "children", "advanced"),
`same_round_tie`, `first_player`, and `seed` for a different maze.
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

Everything else — shifting, the forbidden push back, walking along paths — stays the same.
"""),
    ("code", """
from engine.labyrinth.lessons import LESSONS
from engine.rauf_und_runter.lessons import LESSONS as RAUF_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

TutorialWidget(LESSONS["children"], title="Labyrinth: the children's game")
"""),
] + _step_sections("children", [
    '''
with board.narrated():
    board.click_cell(0, 2)   # the skull, although the owl is on top of the pile
''',
    '''
with board.narrated():
    board.click_cell(0, 2)
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
square, a treasure square may be where your move ends.
"""),
    ("code", """
from engine.labyrinth.lessons import LESSONS
from engine.rauf_und_runter.lessons import LESSONS as RAUF_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.labyrinth import LabyrinthBoard

TutorialWidget(LESSONS["advanced"], title="Labyrinth: the advanced game")
"""),
] + _step_sections("advanced", [
    '''
with board.narrated():
    board.click_cell(0, 4)   # to the sword, past blue: refused under the advanced rule
with board.narrated():
    board.click_cell(0, 1)   # onto blue's square is fine
''',
    '''
with board.narrated():
    board.click_cell(0, 4)   # past the skull: refused
with board.narrated():
    board.click_cell(0, 2)   # stopping on the skull's square is fine
''',
]) + [
    ("md", """
## Same maze, two rule sets

The same position and the same walk, judged by the standard and by the advanced rules:
"""),
    ("code", """
from engine.labyrinth import Labyrinth, Move

advanced = LESSONS["advanced"][0].start()          # blue stands between red and the sword
standard = Labyrinth(players=2, treasures=1)       # the same table under the standard rules
walk = Move(0, 4)
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
]

# -- Rauf und Runter -------------------------------------------------------------------------------
def _rauf_sections(acts: list[str]) -> list[tuple[str, str]]:
    return _sections(RAUF_LESSONS["basics"], acts, "RAUF_LESSONS", "basics", "RaufBoard")


RAUF_ACTS = [
    # 1. exact count
    """
print("red can end on:", ", ".join(cell_name(c) for c in sorted(board.game.walk_ends(board.state))))
with board.narrated():
    board.click_cell(0, 1)   # one step away: a walk of exactly 2 cannot end there
with board.narrated():
    board.click_cell(0, 0)   # out and back in
""",
    # 2. walls
    """
with board.narrated():
    board.click_cell(1, 1)   # round the hedge: left, down, right
""",
    # 3. meeting ends the move
    """
with board.narrated():
    board.click_cell(1, 1)
print("red is now looking for:", "a burrow" if board.state.heading_home[0] else "a friend")
""",
    # 4. flip
    """
before = board.state.positions
with board.narrated():
    board.click_cell(0, 0)
for p, (old, new) in enumerate(zip(before, board.state.positions)):
    print(f"{COLOURS[p]}: {cell_name(old)} on the desert → {cell_name(new)} underground")
""",
    # 5. catch-up
    """
with board.narrated():
    board.click_cell(0, 0)
for p in range(3):
    print(COLOURS[p], "super tiles (speed, luck, shortcut):", board.state.tiles[p])
""",
    # 6. lucky
    """
with board.narrated():
    board.click_cell(0, 0)
""",
    # 7. speed
    """
with board.narrated():
    board.click_cell(1, 3)   # 3 steps away, but the roll is 1
with board.narrated():
    board.press("speed")
with board.narrated():
    board.click_cell(1, 3)
""",
    # 8. luck
    """
with board.narrated():
    board.press("luck")
print("the die now shows", board.state.roll)
""",
    # 9. shortcut
    """
with board.narrated():
    board.click_cell(1, 1)     # behind the hedge: the shortcut must be chosen first
with board.narrated():
    board.press("shortcut")
    board.click_cell(1, 1)
""",
    # 10. win
    """
with board.narrated():
    board.click_cell(0, 0)
""",
]

RAUF_TUTORIAL = [
    ("md", """
# Rauf und Runter — the rules, step by step

**The theme.** A young meerkat has lost its way, and its friends — the chameleon, the beetle, the
mouse and the tortoise — are waiting for a visit. The maze lies in the game box and has two sides:
the desert on top, with hedges, and the underground below, with rock walls.

**The goal.** Meet every friend in your chain of puzzle tiles, one after the other, and then get
back into a burrow. The first player to do that wins.

**A turn in one line.** Roll the die, walk exactly that many steps (turning round is allowed), and
stop when you reach the friend you are looking for.

The twist: whoever has met a friend and reaches a burrow first turns the whole board over. The
paths underground are different, and everybody who had not yet met their friend gets a super
tile to help them catch up.

The widget below holds the whole tutorial; after it, each step has its own board and a cell that
plays it and prints what the engine says.
"""),
    ("code", """
from engine.rauf_und_runter import COLOURS, RaufUndRunter, cell_name
from engine.rauf_und_runter.lessons import LESSONS as RAUF_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.rauf_und_runter import RaufBoard

TutorialWidget(RAUF_LESSONS["basics"], title="Rauf und Runter: the basics")
"""),
    ("md", """
## The box and its two sides

Both sides are mazes of 5×5 spaces. The printed board is not described in the rules we work from,
so the two layouts here are this project's own design: burrows in every corner (underground also in
the middle), the four friends on different spaces on each side, and every space reachable. In the
text picture, `o` is a burrow, `c b m t` are the friends, R B Y G the figures, and `|` and `---` are
hedges or rock walls.
"""),
    ("code", """
from dataclasses import replace
from engine.rauf_und_runter import describe_side, flip_cell

game = RaufUndRunter(players=4)
state = game.initial_state(seed=1)
print(game.describe(state))
print()
print("the underground side, with the figures where they would land after a flip:")
print(describe_side(replace(state, side=1, positions=tuple(flip_cell(c) for c in state.positions))))
"""),
] + _rauf_sections(RAUF_ACTS) + [
    ("md", """
## All the rules in one place

Rules marked *our reading* are this project's decisions where the source is silent.
"""),
    ("code", """
print(RaufUndRunter.rules.text())
"""),
]

RAUF_FREE_PLAY = [
    ("md", """
# Rauf und Runter — free play

A full game for 2 to 4 players on one screen. The die is rolled for you at the start of each turn;
the spaces you can end on are filled green. Spaces you could reach with a super tile are outlined
and labelled (+2 for speed, *wall* for a shortcut). Click a space to walk there.

- **Speed** and **Luck**: click your chip (or the toolbar button) to use it.
- **Shortcut**: click the chip to arm it, then click a space behind a wall.
- **Undo** / **Redo** step through the game (the die keeps its rolls), **Hint** suggests a move.

Nothing is hidden from the player whose turn it is — the chains are face down for everybody — so
there is no hand-over screen. Change the settings below for a different game: `players` (2–4),
`friends` (tiles in each chain, 1–8), `die_faces`, `super_tiles` (speed, luck, shortcut counts),
`first_player`, and `seed`.
"""),
    ("code", """
from boardwidgets.rauf_und_runter import RaufBoard

board = RaufBoard(players=2, seed=4)
board
"""),
    ("md", """
What the engine says about the position, without changing it: the table as text and where the
player to move could end up this turn, grouped by the super tiles it would take.
"""),
    ("code", """
from engine.rauf_und_runter import cell_name

game, state = board.game, board.state
print(game.describe(state))
print()
for kind, cells in game.move_options(state).items():
    print(f"{kind:15}", ", ".join(cell_name(c) for c in sorted(cells)) or "-")
"""),
]

RAUF_EXPLORATION = [
    ("md", """
# Rauf und Runter — does the catch-up help?

When the board turns over, every player who had not yet met their friend draws a super tile. The
rules present it as help for the slower meerkats. How much does it help?

We let the engine play many games on its own. Every seat plays the same simple strategy: walk to
the target if the die allows, otherwise end as close to it as possible; use speed when that reaches
the target, and luck now and then. All dice and draws come from each game's seed, so the numbers
below come out the same every time the notebook runs.

For each game we note who was *behind* at the first flip (had not yet met their friend), and who
won. Then we play **the same seeds again without the catch-up draw** (the engine's setting
`catch_up=False`, an experiment, not a rule of the game) and compare.
"""),
    ("code", """
from engine.rauf_und_runter.explore import catch_up_table

GAMES = 240
table = [f"{'':4}{'':44}{'with draw':>10}{'without':>10}"]
for players in (2, 3, 4):
    with_draw = catch_up_table(players=players, games=GAMES, catch_up=True)
    without = catch_up_table(players=players, games=GAMES, catch_up=False)
    for name in with_draw:
        if name == "games":
            continue
        a, b = with_draw[name], without[name]
        cells = f"{a:10.1f}{b:10.1f}" if name.startswith("mean") else f"{a:10.1%}{b:10.1%}"
        table.append(f"{str(players) + 'p':4}{name:44}{cells}")
    table.append("")
print("\\n".join(table))
"""),
    ("md", """
**Reading the table.** The first line is the same in both columns: the games are identical up to
the first flip. Compare the second line — how often a player who was behind at the first flip went
on to win — with and without the draw. With this simple strategy the catch-up tile does **not**
raise the trailing players' chances: with two players they win about as often with the draw as
without it, with three and four players less often. Most winners who had drawn a catch-up tile did play it, so the tiles are used; but later
flips hand tiles to whoever is behind *then*, which can be the early leader, and a strategy that
plays luck tiles at random gets little from them.

So the catch-up is at most a gentle nudge. A stronger strategy, or people, might use the tiles
better: change the policy in `engine/rauf_und_runter/policies.py` and run the notebook again.
"""),
]


# -- Abracada...What? --------------------------------------------------------------------------------
from engine.abracadawhat.lessons import LESSONS as ABRA_LESSONS  # noqa: E402


def _abra_sections(acts: list[str]) -> list[tuple[str, str]]:
    return _sections(ABRA_LESSONS["basics"], acts, "ABRA_LESSONS", "basics", "AbracadawhatBoard")


def _cast(*spells: int, end: bool = False) -> str:
    lines = [f"with board.narrated():\n    board.cast({n})" for n in spells]
    if end:
        lines.append('with board.narrated():\n    board.press("end")')
    return "\n".join(lines)


ABRA_ACTS = [
    """print(board.game.describe(board.state, viewer=0))   # red's own view: red's row is hidden
""" + _cast(8),
    _cast(8),
    _cast(5) + "\nwith board.narrated():\n    board.cast(3)   # lower than 5: refused\n" + _cast(6),
    _cast(7),
    _cast(1),
    _cast(1),
    _cast(2),
    _cast(3),
    _cast(4) + "\nprint('yellow sees its secret stone:', board.game.observation(board.state, 1).my_secrets)",
    _cast(5),
    _cast(6, 7),
    _cast(8, end=True) + "\nprint('red now holds', len(board.state.rows[0]), 'stones')",
    _cast(8),
    _cast(6) + "\nprint('scores:', board.state.scores)",
    _cast(7) + "\nprint('scores:', board.state.scores)",
    _cast(2) + "\nprint('scores:', board.state.scores)",
    _cast(6) + "\nprint('scores:', board.state.scores, ' life:', board.state.life)",
]

ABRA_TUTORIAL = [
    ("md", """
# Abracada...What? — the rules, step by step

**The theme.** Wizards race up the legendary tower by casting spells at each other. The catch:
every wizard stands their spell stones facing outward, so you can read everybody's spells except
your own.

**The goal.** Score 8 points first. Points come at the end of each round: for casting all your
stones, or for the spell that knocks another wizard out (and a little for simply surviving).

**A turn in one line.** Name a spell number; if you hold it, it works and you may go on with an
equal or higher number; if you don't, you get hurt and your turn ends.

In the tutorial boards below everything is shown (the **teacher view**), so you can see why each
spell works or fails. In a real game — and in the free-play notebook — you play as one seat and
your own stones are hidden from you.
"""),
    ("code", """
from engine.abracadawhat import Abracadawhat, SPELL_NAMES
from engine.abracadawhat.lessons import LESSONS as ABRA_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.abracadawhat import AbracadawhatBoard

TutorialWidget(ABRA_LESSONS["basics"], title="Abracada...What?: the basics")
"""),
    ("md", """
## The stones and the spells

Spell N comes in N copies, 36 stones in all. The rarer a spell, the stronger it is.
"""),
    ("code", """
for n, name in SPELL_NAMES.items():
    print(f"{n} × {name:17}  {Abracadawhat.rules['abracadawhat.spell.' + str(n)].text}")
print("stones in all:", sum(SPELL_NAMES))
"""),
] + _abra_sections(ABRA_ACTS) + [
    ("md", """
## All the rules in one place

Rules marked *our reading* are this project's decisions where the sources are silent.
"""),
    ("code", """
print(Abracadawhat.rules.text())
"""),
]

ABRA_DEDUCTION = [
    ("md", """
# Abracada...What? — which spells do I hold?

You cannot see your own stones, but you can count. Every stone you *can* see — on the board and in
the other players' rows, plus any secret stone you took — is a stone you do not hold. The rest
(your own row, the pool, the secret stones nobody has looked at) are shuffled among themselves,
so your row is a random handful of them.

Take red's seat at this table, at the start of a round:
"""),
    ("code", """
from fractions import Fraction
from math import comb
from engine.abracadawhat import Abracadawhat, SPELL_NAMES
from engine.abracadawhat.scenario import arrange

game = Abracadawhat(players=4)
state = arrange(game, rows={0: (8, 5, 6, 2, 3), 1: (7, 7, 4, 6, 8), 2: (5, 8, 3, 6, 1), 3: (4, 7, 8, 2, 5)},
                board=(7, 7, 7, 6, 8), secrets=(4, 7, 3, 8))
print(game.describe(state, viewer=0))
"""),
    ("md", """
**Counting sevens.** There are seven 7s. Red sees three on the board, two in yellow's row and one
in green's: six of the seven. So only **one** 7 is among the stones red cannot see. How many stones
can red not see? 36 − 5 on the board − 15 in the other rows = 16, and 5 of those 16 are red's own
row.

The chance that the single unseen 7 is among red's 5 is 5/16. In general, with *u* unseen copies
of a spell among *U* unseen stones and *k* stones in your row, the chance of holding none is
C(U−u, k) / C(U, k) — choosing your k stones only among the others — so the chance of holding at
least one is one minus that, and you expect k·u/U copies. The engine counts exactly like this from
red's observation alone (never from red's real row):
"""),
    ("code", """
obs = game.observation(state, 0)
unseen = game.unseen(obs)
U, k = sum(unseen), obs.own_row_size
print(f"unseen stones U = {U}, red's row k = {k}")
u7 = unseen[6]
by_hand = 1 - Fraction(comb(U - u7, k), comb(U, k))
print(f"7s unseen: {u7};  P(red holds a 7) = 1 - C({U - u7},{k})/C({U},{k}) = {by_hand} = {float(by_hand):.1%}")
print()
for odds in game.spell_odds(obs):
    print(odds)
"""),
    ("md", """
One caution: the aid counts what is on the table *now*. It does not remember the game's history —
a failed 7 a turn ago told you that you held no 7 then, but you have drawn a stone since.

Red actually holds 2, 3, 5, 6 and 8: the 8 (81.9%) and the 5 and 6 (70.5%) were the best bets, and
the 1 was impossible — blue holds the only one.

**The live table.** Here the board is in *play* mode with red's seat: red's own stones are face
down. Press **Ready** (or use the cell below), then switch the odds overlay on: under each number
area a bar shows red's chance of holding that spell, and it updates after every cast.
"""),
    ("code", """
from engine.core import Match
from boardwidgets.abracadawhat import AbracadawhatBoard

board = AbracadawhatBoard(match=Match(game, seed=1, start=state), mode="play", hotseat=True, odds=True)
board
"""),
    ("code", """
with board.narrated():
    board.press("ready")
print([f"{o.spell}: {float(o.at_least_one):.0%}" for o in board.odds()])
with board.narrated():
    board.cast(8)      # the most likely spell
print([f"{o.spell}: {float(o.at_least_one):.0%}" for o in board.odds()])
"""),
    ("md", """
## Does counting pay?

A small experiment: one wizard always casts the spell it most probably holds (and stops when the
best chance drops below one half); the other three cast at random. We play many seeded games and
count the rounds each seat wins outright (the most points in that round). Then the same with four
random casters, for comparison.
"""),
    ("code", """
from engine.abracadawhat.explore import round_wins

smart = round_wins(players=4, games=150, smart_seats=(0,))
plain = round_wins(players=4, games=150, smart_seats=())
print(f"{'':24}{'seat 0':>8}{'seat 1':>8}{'seat 2':>8}{'seat 3':>8}   rounds")
for name, table in (("seat 0 counts", smart), ("everyone random", plain)):
    print(f"{name:24}" + "".join(f"{table[f'seat {p}']:8.1%}" for p in range(4)) + f"   {table['rounds']}")
"""),
    ("md", """
Counting helps, but the game stays lively: many rounds end in a tie for points (a wizard who knocks
themself out gives everyone else 1), and a random caster still hits its stones often enough.
"""),
]

ABRA_VARIANTS = [
    ("md", """
# Abracada...What? — variants and readings

Two variants come with the game, and on one point our two sources disagree. Each is a setting of
the engine, so you can try them side by side.

## The easy variant

Later spells in a turn may have any number — no need to go up.
"""),
    ("code", """
from engine.core import Match
from engine.abracadawhat import COLOURS, Abracadawhat, Cast, EndTurn
from engine.abracadawhat.scenario import arrange

ROWS = {0: (8, 5, 6, 2, 3), 1: (7, 7, 4, 6, 8), 2: (5, 8, 3, 6, 1), 3: (4, 7, 8, 2, 5)}
for variant in ("standard", "easy"):
    game = Abracadawhat(players=4, variant=variant)
    match = Match(game, 1, start=arrange(game, rows=ROWS, secrets=(4, 7, 7, 8)))
    match.apply(Cast(6))
    print(f"{variant:9} after a 6, casting 3:", match.explain(Cast(3)) or "allowed")
"""),
    ("md", """
## Winner takes all

A round goes on until someone empties their row or only one wizard is left standing; knocked-out
wizards sit out the rest of the round. Only that last wizard scores: 2 points plus 1 per secret
stone.
"""),
    ("code", """
for variant in ("standard", "winner_takes_all"):
    game = Abracadawhat(players=4, variant=variant)
    match = Match(game, 1, start=arrange(game, rows=ROWS, secrets=(4, 7, 7, 8), life={1: 1}))
    events = match.apply(Cast(6))          # red's Blizzard knocks out yellow
    print(f"{variant}:")
    for e in [e for e in events if not e.quiet][:4]:
        print("   ", e)
    if not match.state.winners and match.state.round == 1:
        print("    the round goes on; still standing:", ", ".join(COLOURS[p] for p in range(4) if match.state.alive[p]))
"""),
    ("md", """
## Refilling: one stone, or up to five?

The seed we teach from says a player draws **one** stone at the end of their turn; the publisher's
rulebook says to **refill up to five**. The setting `refill` switches between the two readings.
Here red casts three spells and ends the turn under each:
"""),
    ("code", """
for refill in ("one", "to_five"):
    game = Abracadawhat(players=4, refill=refill)
    match = Match(game, 1, start=arrange(game, rows=ROWS, secrets=(4, 7, 7, 8)))
    for action in (Cast(2), Cast(3), Cast(5), EndTurn()):
        match.apply(action)
    print(f"refill={refill!r:10} red's row now has {len(match.state.rows[0])} stones")
"""),
    ("md", """
## Who starts the next round?

The seed: the player who acted last. The rulebook: the next player in turn order. Setting
`next_start`:
"""),
    ("code", """
for next_start in ("seed", "rulebook"):
    game = Abracadawhat(players=4, next_start=next_start)
    match = Match(game, 1, start=arrange(game, rows={0: (8,), 1: ROWS[1], 2: ROWS[2], 3: ROWS[3]},
                                         secrets=(4, 7, 7, 8)))
    match.apply(Cast(8))                 # red's last stone: the round ends
    print(f"next_start={next_start!r:11}", [str(e) for e in match.events_since(0) if "round 2" in str(e)][0])
"""),
]

ABRA_FREE_PLAY = [
    ("md", """
# Abracada...What? — free play

2 to 5 wizards on one screen. The board shows the table to the wizard whose turn it is: their own
stones face down. When the turn passes, the board covers itself — hand the device over, and the
next wizard presses **Ready**.

Cast with the number buttons (or click a number area on the board, or press 1–8 after clicking the
board). Numbers the ascending rule forbids are greyed out; **End turn** stops casting. **Odds**
shows your chances of holding each spell, counted from what you can see. Switch to the teacher
view with **Mode** to see everything (clearly marked). **Undo** / **Redo** work in the teacher view
only: in play, taking back a spell that failed would tell you which stones you hold.

Settings: `players` (2–5), `variant` ("standard", "easy", "winner_takes_all"), `refill` ("one",
"to_five"), `next_start` ("seed", "rulebook"), `die_faces`, `first_player`, and `seed`. To see the
whole game through one wizard's eyes (no hand-over screen), add `seat=` with that seat's number.
"""),
    ("code", """
from boardwidgets.abracadawhat import AbracadawhatBoard

board = AbracadawhatBoard(players=4, seed=3)
board
"""),
    ("md", """
The table as everyone can see it — the public information only: the board, life, scores, and the
number of stones in each row.
"""),
    ("code", """
game, state = board.game, board.state
print("round", state.round, "· pool:", sum(state.pool), "stones · secret stones:", sum(state.secrets))
print("on the board:", {n: k for n, k in zip(range(1, 9), state.board) if k})
for p in range(game.players):
    print(f"seat {p}: life {state.life[p]}, {len(state.rows[p])} stones, score {state.scores[p]}")
"""),
]


NOTEBOOKS = {
    "index.ipynb": INDEX,
    "labyrinth/tutorial.ipynb": LABYRINTH_TUTORIAL,
    "labyrinth/free_play.ipynb": LABYRINTH_FREE_PLAY,
    "labyrinth/variant_children.ipynb": LABYRINTH_CHILDREN,
    "labyrinth/variant_advanced.ipynb": LABYRINTH_ADVANCED,
    "rauf_und_runter/tutorial.ipynb": RAUF_TUTORIAL,
    "rauf_und_runter/free_play.ipynb": RAUF_FREE_PLAY,
    "rauf_und_runter/exploration.ipynb": RAUF_EXPLORATION,
    "abracadawhat/tutorial.ipynb": ABRA_TUTORIAL,
    "abracadawhat/deduction.ipynb": ABRA_DEDUCTION,
    "abracadawhat/variants.ipynb": ABRA_VARIANTS,
    "abracadawhat/free_play.ipynb": ABRA_FREE_PLAY,
}
