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

The tutorial below shows one step at a time: read the step's task and how to do it, do it on the
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

You cannot see your own stones, but you can count — and you can remember. This page shows two ways
to work out your chances:

- **the simple count** looks at the table as it is now: every stone you *can* see is one you do not
  hold, so your row is a random handful of the rest;
- **remembering the round** also uses everything that happened since the deal: a spell of yours that
  worked or failed, the stones you drew without seeing them, the stones others drew.

Take red's seat at this table, at the start of a round:
"""),
    ("code", """
from fractions import Fraction
from math import comb
from engine.abracadawhat import Abracadawhat, Cast, EndTurn, SPELL_NAMES
from engine.abracadawhat.deduction import belief, odds_from_history
from engine.abracadawhat.scenario import arrange
from engine.core import Match

game = Abracadawhat(players=4)
state = arrange(game, rows={0: (8, 5, 6, 2, 3), 1: (7, 7, 4, 6, 8), 2: (5, 8, 3, 6, 1), 3: (4, 7, 8, 2, 5)},
                board=(7, 7, 7, 6, 8), secrets=(4, 7, 3, 8))
print(game.describe(state, viewer=0))
"""),
    ("md", """
## The simple count

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
for odds in game.odds_from_table(obs):
    print(odds)
"""),
    ("md", """
## Remembering the round

Right after the deal both ways agree: nothing has happened yet. Now red casts an 8 — the best bet —
and it **works**. The simple count looks at the table again: one 8 has moved to the board, red's row
is 4 stones, so it treats those 4 as a fresh handful of the 15 stones red still cannot see.

But that forgets something: the 8 came *out of red's row*. Red's row was one of the handfuls that
held an 8. Among those, a row with two 8s is twice as likely as a row with one (either 8 could be the
one cast) — and most rows held just one 8 to start with, which has now gone. Remembering that, the
chance of another 8 drops from about 64% to about 45%:
"""),
    ("code", """
match = Match(game, seed=1, start=state)
match.apply(Cast(8))                                  # red's 8 works

def side_by_side(match, player=0, spells=range(1, 9)):
    simple = {o.spell: o.at_least_one for o in game.odds_from_table(game.observation(match.state, player))}
    remembered = {o.spell: o.at_least_one for o in odds_from_history(game, match, player)}
    print(f"{'spell':18}{'simple count':>14}{'remembering':>14}")
    for s in spells:
        print(f"{s} {SPELL_NAMES[s]:16}{float(simple[s]):14.1%}{float(remembered[s]):14.1%}")
    return simple, remembered

simple, remembered = side_by_side(match)
print()
print("another 8, exactly: simple", simple[8], " remembering", remembered[8])
"""),
    ("md", """
**What each thing tells you:**

- a spell that **works** tells you your row held at least one of it — and it is gone now;
- a spell that **fails** tells you your row held none of it (your turn then ends and you draw);
- a stone you **draw blind** is one of the stones that were *outside* your row — so a spell you just
  ruled out can only come back through that one draw;
- a stone **another player draws** stands in their row, facing you: it was one of the stones you
  could not see, and it is a little likelier to have come from the pool the fewer of that number your
  row holds.

Here red casts a 7 and it fails: red held no 7. Red then draws a stone blind. The single unseen 7 was
outside red's row, among 11 stones; the blind draw took one of those 11, so the remembering chance of
a 7 is exactly 1/11, while the simple count says 6 in 16:
"""),
    ("code", """
again = Match(game, seed=2, start=state)
again.apply(Cast(7))                                  # no 7 in red's row: it fails, red draws one stone
simple, remembered = side_by_side(again, spells=(7,))
print("exactly:", remembered[7], "against", simple[7])
"""),
    ("md", """
## Watch the odds move through a round

A whole round of a seeded game, seen from red's seat. After every event red can learn from, the two
ways are printed side by side for the two spells red's odds change most on. The remembering aid works
from the same things red can see — never from red's real stones.
"""),
    ("code", """
from engine.abracadawhat.deduction import RowBelief
from engine.abracadawhat.game import CastFailed, CastWorked, DealDone, Refilled, RoundScored
from engine.abracadawhat.policies import random_caster
import random

round_game = Abracadawhat(players=4)
replay = Match(round_game, seed=21)
rng = random.Random(21)
while not any(isinstance(e, RoundScored) for _, _, evs in replay.history(0) for e in evs):
    replay.apply(random_caster(round_game, replay.state, rng))

deal = next(k for k, (_, _, evs) in enumerate(replay.history(0)) if any(isinstance(e, DealDone) for e in evs))
steps = replay.history(0)
red = RowBelief.from_observation(round_game, round_game.observation(steps[deal][1], 0))
print(f"{'what red saw':62}{'spell':>6}{'simple':>9}{'remembering':>13}")
for action, after, events in steps[deal + 1:]:
    told = [e for e in events if isinstance(e, (CastWorked, CastFailed)) and e.player == 0
            or isinstance(e, Refilled)]
    if not told or any(isinstance(e, RoundScored) for e in events):
        continue
    red.follow(events, 0)
    simple = {o.spell: o.at_least_one for o in round_game.odds_from_table(round_game.observation(after, 0))}
    exact = {o.spell: o.at_least_one for o in red.odds()}
    spell = max(range(1, 9), key=lambda s: (abs(simple[s] - exact[s]), s))
    print(f"{told[-1].text:62}{spell:>6}{float(simple[spell]):9.1%}{float(exact[spell]):13.1%}")
"""),
    ("md", """
**The live table.** Here the board is in *play* mode with red's seat: red's own stones are face
down. Press **Ready** (or use the cell below), then switch the odds overlay on: under each number
area a bar shows red's chance of holding that spell — the remembering kind — and it updates after
every event.
"""),
    ("code", """
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

A small experiment: one wizard always casts the spell it most probably holds by the simple count (and
stops when the best chance drops below one half); the other three cast at random. We play many seeded
games and count the rounds each seat wins outright (the most points in that round). Then the same
with four random casters, for comparison. Whether *remembering* pays too, over 2,000 whole games, is
the [study notebook](study.ipynb).
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

ABRA_STUDY = [
    ("md", """
# Abracada...What? — does remembering pay?

Three wizards cast at random. The fourth, in seat 0, casts in one of three ways:

- by the **exact odds that remember the round** (the deduction aid: what worked, what failed, the
  stones drawn blind and the stones others drew);
- by the **simple count** of the table as it is now;
- **at random**, like the others.

The cautious two cast the allowed spell they most likely hold and end the turn once the best chance
after a spell that worked drops below one half. Each way plays the same 2,000 seeded games (4 players),
to the end; we count how often seat 0 wins (a shared win counts), with a 95% confidence interval.
Chance comes from the seeds, so the numbers are the same on every run. The games are shared between
two processes; the cell takes about a minute.
"""),
    ("code", """
from engine.abracadawhat.explore import casting_study

study = casting_study(games=2000, players=4)
print(f"{'seat 0 casts by':18}{'games':>7}{'wins':>7}{'share':>9}   95% interval")
for name, row in study.items():
    low, high = row["ci95"]
    print(f"{name:18}{row['games']:7}{row['wins']:7}{row['share']:9.1%}   {low:.1%} – {high:.1%}")
exact, simple, chance = (study[k]["share"] for k in ("exact odds", "simple count", "random"))
print()
print(f"remembering wins {exact / simple:.2f} times as often as the simple count, "
      f"and {exact / chance:.2f} times as often as casting at random")
"""),
    ("md", """
**Reading the table.** With four players a seat that plays like the others wins about a quarter of the
games, which is what the random row shows. Counting what you can see wins more often; remembering what
happened wins more often still, and the intervals show the difference is not luck of the seeds: what a
success, a failure and a blind draw tell you is worth points at the table.

The policies live in `engine/abracadawhat/policies.py` and `engine/abracadawhat/explore.py`: change
them and run the notebook again.
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
