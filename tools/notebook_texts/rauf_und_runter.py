"""The Rauf und Runter notebooks: tutorial, free play and the catch-up exploration."""
from __future__ import annotations

from engine.rauf_und_runter.lessons import LESSONS as RAUF_LESSONS

from .common import sections


def _rauf_sections(acts: list[str]) -> list[tuple[str, str]]:
    return sections(RAUF_LESSONS["basics"], acts, "RAUF_LESSONS", "basics", "RaufBoard")


RAUF_ACTS = [
    # the box and the board (a demonstration): where everyone starts, then red's first walk
    """
state = board.state
for p in range(board.game.players):
    print(f"{COLOURS[p]:6} starts in the corner burrow {cell_name(state.positions[p])}")
with board.narrated():
    for action in step.demo:
        board.play(action)
""",
    # the chains (a demonstration): face down, the first tile turned up; then blue's walk
    """
state = board.state
for p in range(board.game.players):
    print(f"{COLOURS[p]:6} chain: {len(state.chains[p])} tiles face down, the first turned up: "
          f"the {FRIENDS[state.chains[p][0]]}")
with board.narrated():
    for action in step.demo:
        board.play(action)
""",
    # one super tile each (a demonstration); then yellow's walk
    """
state = board.state
for p in range(board.game.players):
    held = ", ".join(f"{n} {kind}" for kind, n in zip(("speed", "luck", "shortcut"), state.tiles[p]) if n)
    print(f"{COLOURS[p]:6} holds: {held}")
print("the supply:", sum(state.supply), "super tiles face down")
with board.narrated():
    for action in step.demo:
        board.play(action)
""",
    # the die (a demonstration): the board rolls it; then green's walk
    """
print("the die's faces:", board.game.settings["die_faces"], "- green rolled", board.state.roll)
board.click_target(("die",))              # what the board says when the die is clicked
print(board.notice.text)
with board.narrated():
    for action in step.demo:
        board.play(action)
""",
    # who starts, and the turns going round (a demonstration)
    None,
    # exact count
    """
print("red can end on:", ", ".join(cell_name(c) for c in sorted(board.game.walk_ends(board.state))))
with board.narrated():
    board.click_cell(1, 2)   # one step away: a walk of exactly 2 cannot end there
with board.narrated():
    board.click_cell(1, 1)   # out and back in
""",
    # walls
    """
with board.narrated():
    board.click_cell(2, 2)   # round the hedge: left, down, right
""",
    # meeting ends the move
    """
with board.narrated():
    board.click_cell(2, 2)
print("red is now looking for:", "a burrow" if board.state.heading_home[0] else "a friend")
""",
    # burrows are ordinary spaces
    """
with board.narrated():
    board.click_cell(1, 5)   # a burrow, but red has not met the tortoise yet
print("flips so far:", board.state.flips, "- red is still looking for:",
      "a burrow" if board.state.heading_home[0] else f"the {FRIENDS[board.state.chains[0][0]]}")
""",
    # speed
    """
with board.narrated():
    board.click_cell(2, 4)   # 3 steps away, but the roll is 1
with board.narrated():
    board.press("speed")
with board.narrated():
    board.click_cell(2, 4)
""",
    # luck
    """
with board.narrated():
    board.press("luck")
print("the die now shows", board.state.roll)
""",
    # speed, then luck
    """
with board.narrated():
    board.press("speed")
with board.narrated():
    board.press("luck")
print(f"the die shows {board.state.roll}, speed adds {board.state.bonus}: red walks {board.state.steps} steps")
""",
    # shortcut
    """
with board.narrated():
    board.click_cell(2, 2)     # behind the hedge: the shortcut must be chosen first
with board.narrated():
    board.press("shortcut")
    board.click_cell(2, 2)
""",
    # flip
    """
before = board.state.positions
with board.narrated():
    board.click_cell(1, 1)
for p, (old, new) in enumerate(zip(before, board.state.positions)):
    print(f"{COLOURS[p]}: {cell_name(old)} on the desert → {cell_name(new)} underground")
""",
    # catch-up
    """
with board.narrated():
    board.click_cell(1, 1)
for p in range(3):
    print(COLOURS[p], "super tiles (speed, luck, shortcut):", board.state.tiles[p])
""",
    # the supply runs short
    """
print("super tiles left in the supply:", sum(board.state.supply))
with board.narrated():
    board.click_cell(1, 5)
""",
    # lucky
    """
with board.narrated():
    board.click_cell(1, 1)
""",
    # back to the desert
    """
with board.narrated():
    board.click_cell(3, 3)
print("blue is looking for:", "a burrow" if board.state.heading_home[1] else "a friend",
      "- super tiles (speed, luck, shortcut):", board.state.tiles[1])
""",
    # win, and nothing after it
    """
with board.narrated():
    board.click_cell(1, 1)
with board.narrated():
    board.click_cell(1, 2)   # the game is over: refused
""",
    # home on landing
    """
with board.narrated():
    board.click_cell(1, 1)
print("winners:", ", ".join(COLOURS[p] for p in board.state.winners))
""",
    # sharing the win (a demonstration)
    None,
    # a turn without the green spaces
    """
print("green spaces shown:", board.ui.show_highlights)
with board.narrated():
    board.click_cell(3, 2)   # 2 steps away: a walk of exactly 3 cannot end there
with board.narrated():
    board.click_cell(4, 2)   # down, right, up: round the hedge to the tortoise
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

The widget below holds the whole tutorial: read a step, do its task on the board (or press
**Show me**), then **Next**. After it, each step has its own board and a cell that plays it and
prints what the engine says. At the end, [free play](free_play.ipynb) is a whole game.
"""),
    ("code", """
from engine.rauf_und_runter import COLOURS, FRIENDS, RaufUndRunter, cell_name
from engine.rauf_und_runter.lessons import LESSONS as RAUF_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.rauf_und_runter import RaufBoard

TutorialWidget(RAUF_LESSONS["basics"], title="Rauf und Runter: the basics", free_play="free_play.ipynb")
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
    ("md", """
## Now play a whole game

You know every rule now. Open **[free play](free_play.ipynb)** for a full game for 2 to 4 players on
one screen: the board rolls the die for every turn, and the Highlights button switches the green
spaces on or off, as you like.
"""),
]

RAUF_FREE_PLAY = [
    ("md", """
# Rauf und Runter — free play

A full game for 2 to 4 players on one screen. The die is rolled for you at the start of each turn;
the spaces you can end on are filled green. Spaces you could reach with a super tile are outlined
in orange and tagged (+2 at the top for speed, *wall* at the bottom for a shortcut). Click a space to
walk there; rows and columns are numbered 1 to 5 on the box's rim, and the legend under the box
names every mark.

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
