"""The Abracada...What? notebooks: tutorial, deduction aid, variants and free play."""
from __future__ import annotations

from engine.abracadawhat.lessons import LESSONS as ABRA_LESSONS

from .common import sections


def _abra_sections(acts: list[str | None], lesson: str = "basics") -> list[tuple[str, str]]:
    """One section per step; each board shows what the step's board shows in the tutorial (its
    options: the teacher view with the parts not taught yet hidden, or red's own view to play)."""
    return sections(ABRA_LESSONS[lesson], acts, "ABRA_LESSONS", lesson, "AbracadawhatBoard")


def _cast(*spells: int, end: bool = False) -> str:
    lines = [f"with board.narrated():\n    board.cast({n})" for n in spells]
    if end:
        lines.append('with board.narrated():\n    board.press("end")')
    return "\n".join(lines)


SCORES = "\nprint('scores:', board.state.scores)"
SCORES_LIFE = "\nprint('scores:', board.state.scores, ' life:', board.state.life)"
#: a whole round from a fresh deal: the table first, then the demonstration move by move
ROUND = """print(board.game.describe(board.state), flush=True)   # the table as dealt
with board.narrated():
    for action in step.demo:
        board.play(action)
print('scores:', board.state.scores, ' life:', board.state.life, ' round:', board.state.round)
"""

ABRA_ACTS: list[str | None] = [
    """print(board.game.describe(board.state, viewer=0))   # red's own view: red's row is hidden
""" + _cast(8),
    _cast(8),
    _cast(5) + "\nwith board.narrated():\n    board.cast(3)   # lower than 5: refused\n" + _cast(6),
    _cast(8, end=True) + "\nprint('red now holds', len(board.state.rows[0]), 'stones')",
    _cast(7) + "\nprint('red now holds', len(board.state.rows[0]), 'stones; life', board.state.life[0])",
    None,
    _cast(1),
    _cast(1),
    _cast(2),
    _cast(3),
    _cast(4) + "\nprint('yellow sees its secret stone:', board.game.observation(board.state, 1).my_secrets)",
    _cast(5),
    _cast(6, 7),
    "print('stones in the pool:', sum(board.state.pool))\n" + _cast(8, end=True)
    + "\nprint('red still holds', len(board.state.rows[0]), 'stones')",
    _cast(8) + SCORES,
    _cast(8) + SCORES,
    _cast(6) + SCORES,
    _cast(7) + SCORES,
    _cast(2) + SCORES,
    ROUND,
    ROUND,
    _cast(6) + SCORES_LIFE,
    _cast(6) + SCORES_LIFE,
    _cast(7) + SCORES_LIFE,
    _cast(7) + SCORES_LIFE + "\nwith board.narrated():\n    board.cast(8)   # the game is over: refused",
    _cast(5, 8, end=True),
]

ABRA_VARIANT_ACTS: list[str | None] = [
    _cast(6, 3),
    _cast(6) + "\nprint('still in the round:', board.state.alive, ' round:', board.state.round)",
    _cast(6, end=True),
    _cast(7) + "\nprint('still in the round:', board.state.alive, ' red holds', len(board.state.rows[0]), 'stones')",
    None,
    _cast(6, 8, end=True),
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

The tutorial below shows one step at a time: read the text beside the board, do the task on the
board (or press **Show me**), then press **Next**. Its boards show every stone (the **teacher
view**), so you can see why each spell works or fails. In the last step you play red's turn as at
the table, with your own stones hidden — and in the free-play notebook you play whole games.
"""),
    ("code", """
from engine.abracadawhat import Abracadawhat, SPELL_NAMES
from engine.abracadawhat.lessons import LESSONS as ABRA_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.abracadawhat import AbracadawhatBoard

TutorialWidget(ABRA_LESSONS["basics"], title="Abracada...What?: the basics", free_play="free_play.ipynb")
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
    ("md", """
## Now play

**[Open free play](free_play.ipynb)**: 2 to 5 wizards on one screen, each seeing every stone but their
own. The [deduction notebook](deduction.ipynb) shows how to count your chances, and the
[variants notebook](variants.ipynb) the easy and winner-takes-all variants.
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

Two optional variants come with the game, and on two points our sources disagree. Each is a
setting of the engine, so you can try them side by side. First the variants, step by step on a
live board (the teacher view: every stone shown); the last step is a turn for you to play:
"""),
    ("code", """
from engine.core import Match
from engine.abracadawhat import COLOURS, Abracadawhat, Cast, EndTurn
from engine.abracadawhat.lessons import LESSONS as ABRA_LESSONS, ROWS
from engine.abracadawhat.scenario import arrange
from boardwidgets import TutorialWidget
from boardwidgets.abracadawhat import AbracadawhatBoard

TutorialWidget(ABRA_LESSONS["variants"], title="Abracada...What?: the variants", free_play="free_play.ipynb")
"""),
] + _abra_sections(ABRA_VARIANT_ACTS, "variants") + [
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
    ("md", """
## Now play

**[Open free play](free_play.ipynb)** and try a variant: `AbracadawhatBoard(players=4, variant="easy")` or
`variant="winner_takes_all"`.
"""),
]

ABRA_FREE_PLAY = [
    ("md", """
# Abracada...What? — free play

2 to 5 wizards on one screen. The board shows the table to the wizard whose turn it is: their own
stones face down. When the turn passes, the board covers itself — hand the device over, and the
next wizard presses **Ready**.

Cast with the number buttons (or click a number area on the board, or press 1–8 after clicking the
board). Numbers lower than your last spell are greyed out; **End turn** stops casting. **Odds**
shows your chances of holding each spell, counted from what you can see, and **Hint** names the
spell you most likely hold. **Teacher view** shows everything (clearly marked on the board).
**Undo** / **Redo** work in the teacher view only: in play, taking back a spell that failed would
tell you which stones you hold. The key under the board explains its marks.

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
