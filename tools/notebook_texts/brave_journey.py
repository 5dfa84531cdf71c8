"""The Brave Journey notebooks: the tutorial, the character tour, free play and the balance report."""
from __future__ import annotations

from engine.brave_journey.lessons import LESSONS as BJ_LESSONS

from .common import sections

BJ_BALANCE = [
    ("md", """
# Brave Journey — is every hero as strong as the others?

Every hero in Brave Journey has a skill and a special field of their own. Are they worth the same? Playing
thousands of games at a table would take years; the engine plays them in a few seconds.

**How the games are played.** Every seat is played by the same simple automatic player, the *greedy*
policy of `engine/brave_journey/policies.py`. It plays like a sensible beginner:

- it fights a monster when it has 5 HP or more, and always with its own skill;
- it takes every skill and special field it is offered, and rolls two dice when it may;
- it drinks a potion at 6 HP or less, and aims knives, sleeping powder and duel challenges at the leader;
- it re-rolls a movement roll of 2 or less when it can, and raises shields whenever it can.

The heroes are dealt at random from each game's seed, as is the first player, and every die roll and card
draw comes from that seed too. So the numbers below are the same every time the notebook runs, and
you can re-run any single game from its seed. The board and the decks are rulewalk's own (the rules we
teach from show neither): a group that owns the printed cards can load its own files (see the
[free play notebook](free_play.ipynb)) and run this report again.

**Reading a 95% confidence interval.** A hero's *win rate* is the share of its games it won. Over a
limited number of games that share is a little off the true value, the one we would get from endless
games with these automatic players. The 95% interval is the range that, computed this way, holds the
true value 95 times out of 100. Many games make it narrow. If two heroes' intervals do not overlap, the
difference between them is not luck of the dice. With 4 players, a fair game would give every hero
about 1 win in 4: 25%.

Remember what is measured: heroes **played by this automatic player**. People play differently; a
hero whose strength needs clever play may do better at a real table.
"""),
    ("code", """
%matplotlib inline
%config InlineBackend.figure_formats = ["png"]
import matplotlib.pyplot as plt

from engine.brave_journey import BraveJourney
from engine.brave_journey.balance import report as report_of, sweep

plt.rcParams.update({"figure.dpi": 100, "font.size": 10, "axes.spines.top": False, "axes.spines.right": False})
"""),
    ("md", """
## 10,000 games with 4 players

The sweep plays 10,000 complete games (seeds 0 to 9,999) with 4 players, shared between the machine's
cores (a process pool). It takes about 15 to 40 seconds, depending on the machine.
"""),
    ("code", """
GAMES, PLAYERS = 10_000, 4
report = sweep(games=GAMES, players=PLAYERS, policy="greedy", first_seed=0, keep_records=True)
print(report.table())
"""),
    ("md", """
Each hero played about a half of the games (4 of the 8 heroes are dealt each time). *wins* counts a
shared win as a part (none happen with these settings: a tied tournament rolls again).
"""),
    ("code", """
fair = 1 / PLAYERS
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 3.8), gridspec_kw={"width_ratios": [2, 1]})
names = [r.name for r in report.characters]
rates = [100 * r.rate for r in report.characters]
errors = [[100 * (r.rate - r.low) for r in report.characters], [100 * (r.high - r.rate) for r in report.characters]]
left.bar(names, rates, yerr=errors, capsize=4, color="#6a8fc7")
left.axhline(100 * fair, color="#c0392b", linestyle="--", label=f"fair share ({fair:.0%})")
left.set_ylabel("win rate, % (95% interval)")
left.set_title(f"Win rate per hero, {report.games:,} games, {PLAYERS} players")
left.tick_params(axis="x", rotation=30)
left.legend()
places = [r.name for r in report.turn_order]
seat_rates = [100 * r.rate for r in report.turn_order]
seat_errors = [[100 * (r.rate - r.low) for r in report.turn_order],
               [100 * (r.high - r.rate) for r in report.turn_order]]
right.bar(places, seat_rates, yerr=seat_errors, capsize=4, color="#8fb98b")
right.axhline(100 * fair, color="#c0392b", linestyle="--")
right.set_ylim(0, 100 * fair * 1.6)
right.set_title("Win rate by place in the turn order")
right.set_xlabel("who moves first, second, ...")
fig.tight_layout()
plt.show()
"""),
    ("md", """
## How long a game lasts, and how it ends

A *round* is one turn for every player. A game ends in one of three ways: **journey** — one hero earns
the last badge and nobody else does in the same round; **tournament** — several heroes finish in the
same round and the final tournament decides; **score** — the players agreed to stop early (or to play a
fixed number of rounds) and the heroes are ranked by badges and squares.
"""),
    ("code", """
from collections import Counter
from statistics import median

rounds = [r.rounds for r in report.records]
fig, (left, right) = plt.subplots(1, 2, figsize=(11, 3.4), gridspec_kw={"width_ratios": [2, 1]})
left.hist(rounds, bins=range(min(rounds), max(rounds) + 2), color="#6a8fc7")
left.axvline(report.mean_rounds, color="#c0392b", linestyle="--", label=f"mean {report.mean_rounds:.1f} rounds")
left.set_xlabel("rounds played")
left.set_ylabel("games")
left.set_title("Game length")
left.legend()
kinds = ("journey", "tournament", "score")
bars = right.bar(kinds, [100 * report.endings.get(k, 0.0) for k in kinds], color=["#6a8fc7", "#e0a84f", "#999999"])
right.bar_label(bars, fmt="%.1f%%")
right.set_ylim(0, 100)
right.set_ylabel("% of games")
right.set_title("How the games ended")
fig.tight_layout()
plt.show()
ends = Counter(r.ending for r in report.records)
print(f"rounds: mean {report.mean_rounds:.1f}, median {median(rounds):g}, "
      f"shortest {min(rounds)}, longest {max(rounds)}")
print(f"turns: mean {report.mean_turns:.1f}; decisions and chance outcomes: mean {report.mean_actions:.0f}")
print("endings:", ", ".join(f"{k} {ends.get(k, 0):,} games" for k in kinds))
"""),
    ("md", """
## What the numbers say

The paragraph below is printed from the numbers above, so it stays true if the rules, the decks or the
automatic player change.
"""),
    ("code", """
def overlap(a, b):
    return a.low <= b.high and b.low <= a.high

top, second, bottom = report.characters[0], report.characters[1], report.characters[-1]
rest = report.characters[1:]
lines = [
    f"{top.name} stands out: {top.rate:.1%} of the games {top.name} plays are wins "
    f"(95% interval {top.low:.1%} – {top.high:.1%}), {top.rate / fair:.1f} times the fair share of {fair:.0%}.",
    f"The next best, {second.name}, wins {second.rate:.1%}; the two intervals "
    + ("overlap, so the lead may be luck." if overlap(top, second) else "do not overlap, so the lead is no luck."),
    f"The other heroes win between {min(r.rate for r in rest):.1%} and {max(r.rate for r in rest):.1%}; "
    f"{bottom.name} does worst, {bottom.rate:.1%} ({bottom.low:.1%} – {bottom.high:.1%}).",
]
fair_seats = [r.name for r in report.turn_order if r.low <= fair <= r.high]
if len(fair_seats) == len(report.turn_order):
    lines.append(f"Moving first does not matter: every place in the turn order wins between "
                 f"{min(r.rate for r in report.turn_order):.1%} and {max(r.rate for r in report.turn_order):.1%}, "
                 f"and every interval contains {fair:.0%}.")
else:
    odd = [r for r in report.turn_order if r.name not in fair_seats]
    lines.append("The turn order matters: " + ", ".join(f"the {r.name} player wins {r.rate:.1%}" for r in odd)
                 + f", outside an interval around {fair:.0%}.")
lines.append(f"A game lasts {report.mean_rounds:.1f} rounds on average ({report.mean_turns:.0f} turns). "
             f"{report.endings.get('journey', 0):.1%} end with one hero finishing alone, "
             f"{report.endings.get('tournament', 0):.1%} in the final tournament"
             + (f", {report.endings['score']:.1%} by stopping and scoring." if report.endings.get("score")
                else "; none by stopping and scoring, since nobody agreed to stop."))
print("\\n".join(lines))
"""),
    ("md", """
**Why would Deifel win so often?** His skill, The Joy of Labour: once a lap, after passing or stopping on
15 Tower of Abirupis, he may roll two dice on his next turn and move their sum. That is 3.5 squares more
per lap on average, about 10 squares over a 3-lap journey, or some three turns' lead in a race where
everybody else moves at the same speed. The only other skill that helps a hero move, Luki's Portal, rolls one
die again after a mission square: it can turn a bad roll into a better one, never into two dice.

We can check that reading with an experiment: the same games, but a Deifel who never uses his skill. The
automatic player below is the greedy one except that it always rolls one die. It plays seeds 0 to 1,999
in this process (a few seconds); we compare with the same seeds in the sweep above.
"""),
    ("code", """
from engine.brave_journey import Go
from engine.brave_journey.policies import POLICIES, greedy


def greedy_one_die(game, state, rng):
    \"\"\"The greedy player, but it never rolls The Joy of Labour's two dice.\"\"\"
    action = greedy(game, state, rng)
    return Go(1) if action == Go(2) else action


POLICIES["greedy, one die"] = greedy_one_die          # an experiment: the sweep looks policies up by name
EXPERIMENT = 2_000
with_skill = report_of(BraveJourney(players=PLAYERS), report.records[:EXPERIMENT])
without_skill = sweep(games=EXPERIMENT, players=PLAYERS, policy="greedy, one die", workers=1)
for label, r in (("greedy", with_skill), ("greedy, one die", without_skill)):
    deifel = next(c for c in r.characters if c.character == "deifel")
    print(f"{label:16} seeds 0..{EXPERIMENT - 1}: Deifel wins {deifel.rate:.1%} "
          f"({deifel.low:.1%} – {deifel.high:.1%}); the best of the others: "
          f"{max(c.rate for c in r.characters if c.character != 'deifel'):.1%}")
before, after = (next(c for c in r.characters if c.character == "deifel") for r in (with_skill, without_skill))
if after.high < before.low:
    where = ("about the fair share" if after.low <= fair <= after.high
             else "below the fair share" if after.high < fair else "still above the fair share")
    print(f"Without the two dice Deifel drops from {before.rate:.1%} to {after.rate:.1%}, {where} of {fair:.0%}: "
          + ("his lead comes from The Joy of Labour." if after.low <= fair else
             "The Joy of Labour is part of his lead, not all of it."))
else:
    print(f"Without the two dice Deifel does about as well ({after.rate:.1%}): his lead comes from elsewhere.")
"""),
    ("md", """
## Other table sizes

With 5 to 8 players a journey needs 2 badges instead of 3, and every hero is in more games. Here 1,000
games for each of three more table sizes (fewer games, so wider intervals): the best hero against the fair
share and the others.
"""),
    ("code", """
SIZES, SMALL = (2, 6, 8), 1_000
by_size = {n: sweep(games=SMALL, players=n, first_seed=0) for n in SIZES}
by_size[PLAYERS] = report
print(f"{'players':>7}{'games':>8}  {'best hero':<16}{'win rate':>9}   95% interval      {'fair':>5}"
      f"{'others':>16}{'tournament':>12}{'rounds':>8}")
for n in sorted(by_size):
    r = by_size[n]
    best, others = r.characters[0], r.characters[1:]
    print(f"{n:>7}{r.games:>8,}  {best.name:<16}{best.rate:>9.1%}   {best.low:.1%} – {best.high:.1%}   {1 / n:>5.0%}"
          f"{min(c.rate for c in others):>8.1%}–{max(c.rate for c in others):.1%}{r.tournament_share:>12.1%}"
          f"{r.mean_rounds:>8.1f}")
fig, ax = plt.subplots(figsize=(8, 3.4))
sizes = sorted(by_size)
best, worst = report.characters[0], report.characters[-1]          # at 4 players
for name, colour in ((best.character, "#c0392b"), (worst.character, "#6a8fc7")):
    rows = [next(c for c in by_size[n].characters if c.character == name) for n in sizes]
    ax.errorbar(sizes, [100 * c.rate for c in rows], capsize=4, marker="o", color=colour, label=rows[0].name,
                yerr=[[100 * (c.rate - c.low) for c in rows], [100 * (c.high - c.rate) for c in rows]])
ax.plot(sizes, [100 / n for n in sizes], color="#555555", linestyle="--", label="fair share")
ax.set_xlabel("players")
ax.set_ylabel("win rate, %")
ax.set_xticks(sizes)
ax.set_title(f"{best.name} (best at 4 players) and {worst.name} (worst) at every table size, 95% intervals")
ax.legend()
plt.show()
"""),
    ("md", """
## Running the sweep elsewhere

`sweep` plays its games on any `concurrent.futures` executor you pass as `executor=`. By default it
starts a process pool over every core of the machine; `workers=1` plays in this process. Each game is
seeded by its own number and the results are put back in seed order, so **the report is the same whatever
runs it**. Here a small sweep three ways (a few seconds):
"""),
    ("code", """
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

small = dict(games=300, players=4, first_seed=500)
with ProcessPoolExecutor(max_workers=2) as pool:
    on_pool = sweep(**small, executor=pool)
with ThreadPoolExecutor(max_workers=3) as threads:
    on_threads = sweep(**small, executor=threads, chunk=50)
here = sweep(**small, workers=1)
print("the same report three ways:", on_pool == on_threads == here)
print(here.table().splitlines()[0])
"""),
    ("md", """
On a cluster, a [Dask](https://distributed.dask.org) client's executor runs the same sweep unchanged
(`pip install "rulewalk[dask]"`). The function below is not run here: starting a cluster takes longer
than this notebook should.
"""),
    ("code", """
def sweep_on_dask(scheduler=None, games=10_000, players=4):
    \"\"\"The balance sweep on a Dask cluster: ``scheduler`` is its address, or None for a local cluster.\"\"\"
    from dask.distributed import Client, LocalCluster

    cluster = None if scheduler else LocalCluster(n_workers=2, threads_per_worker=1, dashboard_address=None)
    with Client(scheduler or cluster) as client:
        try:
            return sweep(games=games, players=players, executor=client.get_executor())
        finally:
            if cluster is not None:
                cluster.close()

# report_on_dask = sweep_on_dask()            # the same numbers as the sweep at the top
"""),
    ("md", """
## Try it yourself

Change `PLAYERS`, the policy (`"random"` plays any legal move), or pass settings the game accepts, such as
`badges=2`, `characters=[...]` to fix who plays, or your own card files (`mission_file="our_missions.json"`).
The automatic players live in `engine/brave_journey/policies.py` and the sweep in
`engine/brave_journey/balance.py`.
"""),
]


# -- the tutorial and the character tour ----------------------------------------------------------------------------
IMPORTS = """
from engine.brave_journey import (Attack, BraveJourney, Challenge, Decline, Discard, DrawMissions, Fight, Go,
                                  KeepMission, Move, NoThankYou, PickMonster, Reroll, Stop, UseField, UseItem)
from engine.brave_journey.lessons import LESSONS as BJ_LESSONS
from boardwidgets import TutorialWidget
from boardwidgets.brave_journey import BraveJourneyBoard
"""

#: the cells below print the heroes with this (defined after the tutorial widget, beside the first printout)
HEROES = """
def heroes(board, *names):
    \"\"\"One line per hero (all of them if no names are given): square, HP, badges, debt, stay, items.\"\"\"
    game, state = board.game, board.state
    seats = [game.seat_of(state, n) for n in names] if names else range(game.players)
    for q in seats:
        notes = ["staying"] if state.staying[q] else []
        if state.pending[q]:
            notes.append("a next-turn skill waits")
        items = ", ".join(game.card_name(c) for c in state.held[q]) or "no items"
        print(f"  {game.hero(state, q):<16} on {game.square_label(state.positions[q]):<40} HP {state.hp[q]:>2}  "
              f"badges {state.badges[q]}  debt {state.debt[q]}  {items}" + (f"  ({', '.join(notes)})" if notes else ""))
"""


def _bj_sections(lesson: str, acts: list[str | None]) -> list[tuple[str, str]]:
    return sections(BJ_LESSONS[lesson], acts, "BJ_LESSONS", lesson, "BraveJourneyBoard")


def _play(*actions: str, before: str = "", after: str = "") -> str:
    """An acting cell: ``before`` (Python), then each action in its own narrated block, then ``after``."""
    lines = [before.strip("\n")] if before else []
    for action in actions:
        action, _, comment = action.partition("#")
        comment = f"   # {comment.strip()}" if comment else ""
        lines += ["with board.narrated():", f"    board.play({action.strip()}){comment}"]
    if after:
        lines.append(after.strip("\n"))
    return "\n".join(lines) + "\n"


TUTORIAL_ACTS = [
    # 1. heroes at the Castle (a demonstration)
    _play("Go()", before="""
print("dealt from the seed:")
heroes(board)
print("first player:", board.game.hero(board.state, board.state.first_player))
""", after="heroes(board)"),
    # 2. roll and move: moving before rolling is refused
    _play("Move()  # move before rolling: refused", "Go()", after='heroes(board, "aruba")'),
    # 3. hero badges
    _play("Go()", after='heroes(board, "claire")'),
    # 4. going back over the Castle
    _play("Go()", before='heroes(board, "foyfoy")', after='heroes(board, "foyfoy")'),
    # 5. paying off the debt
    _play("Go()", before='heroes(board, "foyfoy")', after='heroes(board, "foyfoy")'),
    # 6. only dice moves count
    _play("Go()", after="""
heroes(board, "aruba")
print(f"Aruba came to 13 by a card while Claire stood there: no duel, no flying knife (HP {board.state.hp[0]}).")
"""),
    # 7. event squares
    _play("Go()", before='heroes(board, "luki")', after='heroes(board, "luki")'),
    # 8. a push forward earns a badge
    _play("Go()", after='heroes(board, "princess")'),
    # 9. at most 10 HP
    _play("Go()", after='heroes(board, "sion")'),
    # 10. staying in place
    _play("Go()", after='heroes(board, "claire")'),
    # 11. the stay ends (a demonstration)
    _play("Decline()", before='heroes(board)', after='heroes(board)'),
    # 12. fight or not? The monster stays hidden until you decide
    _play("Go()", "Decline()  # no fight: no monster is drawn", after="""
print("monsters drawn:", ", ".join(board.game.card_name(c) for c in board.state.monsters_out) or "none")
"""),
    # 13. beating a monster
    _play("Fight()", before='heroes(board, "claire")', after='heroes(board, "claire")'),
    # 14. losing a fight
    _play("Fight()", after='heroes(board, "claire")'),
    # 15. mission cards: events
    _play("Go()", after='heroes(board, "claire")'),
    # 16. items: the boots are worn after the roll, not before
    _play("UseItem('winged_boots')  # before the roll: refused", "Go()", "UseItem('winged_boots')  # after the roll",
          after='heroes(board, "claire")'),
    # 17. any player, even you
    _play("UseItem('throwing_knife', 'luki')", before="""
targets = [a.target for a in board.game.legal_actions(board.state) if isinstance(a, UseItem)]
print("the knife may hit:", ", ".join(board.game.characters[t].name for t in targets))
""", after="heroes(board)"),
    # 18. two items at most
    _play("Go()", "Discard('anchor_stone')  # keep the potion and the new card", after='heroes(board, "claire")'),
    # 19. an empty deck
    _play("Go()", before="""
print("mission deck:", sum(board.state.mission_pile), "cards; discards:", sum(board.state.mission_discard))
""", after="""
print("mission deck:", sum(board.state.mission_pile), "cards; discards:", sum(board.state.mission_discard))
"""),
    # 20. duels: Aruba cannot challenge himself
    _play("Go()", "Challenge('aruba')  # himself: refused", "Challenge('luki')", after="heroes(board)"),
    # 21. knocked out (a demonstration)
    _play("Go()", "Challenge('luki')", after="heroes(board)"),
    # 22. a deadly defeat (a demonstration)
    _play("Fight()", after='heroes(board, "claire")'),
    # 23. staying, in detail (a demonstration)
    _play("Go()", "Challenge('luki')", before="heroes(board)", after="heroes(board)"),
    # 24. the end of the round
    _play("Go()", after="""
heroes(board)
print(board.game.describe(board.state).splitlines()[-1])
"""),
    # 25. the final tournament: Foyfoy cannot attack himself
    _play("Attack('foyfoy')  # himself: refused", "Attack('princess')  # 5 - 1: the Princess loses 4", before="""
state = board.state
print("rolls:", ", ".join(f"{board.game.hero(state, q)} {d}" for q, d in zip(state.tournament, state.dice)))
""", after="heroes(board)"),
    # 26. a shared top roll (a demonstration)
    _play("Attack('claire')", after="heroes(board)"),
    # 27. stop and score
    _play("Stop('score')  # the players agree to stop", before="heroes(board)", after="""
print(board.game.describe(board.state).splitlines()[-1])
"""),
]

CHARACTER_ACTS = [
    # Aruba: Let's be heroes
    _play("Fight('two_monsters')", before="heroes(board)", after="""
for card in board.state.monsters_out:
    m = board.game.monsters[card]
    print(f"  {m.name}: {m.hp} HP, damage {m.damage}, retreat {m.retreat}")
with board.narrated():
    board.play(PickMonster("puddle_slime"))
heroes(board, "aruba")
"""),
    # Luki: Portal (she may roll again only on the turn after a mission square)
    _play("Reroll()  # not yet: refused", "Go()  # onto 11 Mission; then Claire turns her card back",
          "Reroll()  # Luki rolled a 1: roll again", after='heroes(board, "luki")'),
    # Sion: My magic is: anything goes
    _play("Go()", "DrawMissions(2)", before='heroes(board, "sion")', after="""
print("Sion sees:", ", ".join(board.game.card_name(c) for c in board.state.drawn))
with board.narrated():
    board.play(KeepMission("healing_potion"))
heroes(board, "sion")
"""),
    # Claire: No, Thank you!
    _play("Go()", "Challenge('claire')", "NoThankYou()", after="heroes(board)"),
    # Foyfoy: Cruel Blade (not Aruba's skill)
    _play("Fight('two_monsters')  # Aruba's skill: refused", "Fight('cruel_blade')", after='heroes(board, "foyfoy")'),
    # Little Princess: Hime-da
    _play("Fight('monster_hp_down')", after='heroes(board, "princess")'),
    # Ares: Headmaster
    _play("Go()", before='heroes(board, "ares")', after="""
heroes(board, "ares")
print("healed this lap at:", ", ".join(board.game.square_label(s) for s in board.state.lap[0]))
"""),
    # once a lap
    _play("Go()", before='heroes(board, "ares")', after='heroes(board, "ares")'),
    # Deifel: The Joy of Labour (two dice only after the Tower)
    _play("Go(2)  # not yet: refused", "Go()  # onto 15 Tower of Abirupis", "Decline()  # no fight",
          "Go(2)  # his next turn: two dice", after='heroes(board, "deifel")'),
    # Aruba at home
    _play("Go()", "UseField()", after='heroes(board, "aruba")'),
    # Luki at the Gift Shop
    _play("Go()", "UseField()", after='heroes(board, "luki")'),
    # Sion at the Rift
    _play("Go()", "UseField()", after='heroes(board, "sion")'),
    # the Rift for everyone else (a demonstration)
    _play("Go()", "Decline()", after="heroes(board)"),
    # Claire in the Orchard
    _play("Go()", "UseField()", before='heroes(board, "claire")', after='heroes(board, "claire")'),
    # Foyfoy in Castle Town
    _play("Go()", "UseField()", before='heroes(board, "foyfoy")', after='heroes(board, "foyfoy")'),
    # the Princess in the Corridor
    _play("Go()", "UseField()", after='heroes(board, "princess")'),
    # Ares at the NPC Plaza
    _play("Go()", "UseField()", after='heroes(board, "ares")'),
    # Deifel at the Demon World Tournament
    _play("Go()", "UseField()", after='heroes(board, "deifel")'),
]

BJ_TUTORIAL = [
    ("md", """
# Brave Journey — the rules, step by step

**The theme.** Eight would-be heroes set out from the Castle on a journey round a ring of squares:
monsters in the fields, strange places, mission cards, and each other. Brave Journey is a fan-made
roll-and-move game for 2 to 8 players; rulewalk teaches it from a partial Chinese description, so the
board, the cards and the fighting are our own reading where the description is silent (the steps say so).

**The goal.** Earn hero badges by going round the ring: one each time you pass the Castle. With 2 to 4
players, the first hero to earn 3 badges finishes the journey (2 badges with 5 to 8 players). If several
finish in the same round, a final tournament decides.

**A turn in one line.** Roll the die, move forward that many squares, carry out the square you land on.

The widget below holds the whole tutorial: read a step, do its task on the board (or press **Show me**),
then **Next**. After your move the board keeps your own result (the die, where you went, a card drawn) until
you press **Next hero**; then the other heroes' turns show one at a time. Each step also has its own section further down, with a board and a cell that plays it and
prints what the engine says. Then meet [the eight heroes](characters.ipynb), and play a
[whole game](free_play.ipynb).
"""),
    ("code", IMPORTS + """
TutorialWidget(BJ_LESSONS["tutorial"], title="Brave Journey: the rules", free_play="free_play.ipynb")
"""),
    ("md", """
## The ring

The description names many places but shows no board, so this board is our own: 36 squares, numbered
clockwise from the Castle (0). Everything you read or type names a square by its number and name, as the
board labels do: "15 Tower of Abirupis". *M* marks a mission square, *E* an event square, *F* a field
square. (The cell also defines `heroes(board)`, which the cells below use to print where each hero
stands.)
"""),
    ("code", HEROES + """

game = BraveJourney(players=4)
for sq in game.board:
    kind = {"castle": "", "mission": "M", "event": "E", "field": "F"}[sq.kind]
    print(f"{game.square_label(sq.number):<42}{kind:<3}{sq.name_zh}".rstrip())
"""),
] + _bj_sections("tutorial", TUTORIAL_ACTS) + [
    ("md", """
## All the rules in one place

Rules marked *our reading* are this project's decisions where the description is silent.
"""),
    ("code", """
print(BraveJourney.rules.text())
"""),
    ("md", """
## Next

Each hero has a skill and a special field of their own: take the **[character tour](characters.ipynb)**.
Then play a whole game in **[free play](free_play.ipynb)**, or see which heroes win most often in the
**[balance report](balance.ipynb)**.
"""),
]

BJ_CHARACTERS = [
    ("md", """
# Brave Journey — the eight heroes

Every hero has a **skill** and a **special field**: an event square where they fare better than the
others. Using either is always your choice, and a skill you forget at its moment is lost. A special field
counts only when your dice move ends on it.

The widget below walks through all of them, one position each; under it, every step has its own board
and a cell that plays it. The [tutorial](tutorial.ipynb) explains the rules these build on.
"""),
    ("code", IMPORTS + """
TutorialWidget(BJ_LESSONS["characters"], title="Brave Journey: the heroes", free_play="free_play.ipynb")
"""),
    ("md", """
## Who is who

The eight heroes with their Chinese names, their skills and their special fields. (The cell also
defines `heroes(board)`, which the cells below use to print where each hero stands.)
"""),
    ("code", HEROES + """

game = BraveJourney(players=8)
for c in game.characters.values():
    chinese = f" ({c.skill_name_zh})" if c.skill_name_zh != c.skill_name else ""
    print(f"{c.name} {c.name_zh}: {c.skill_name}{chinese}")
    print(f"    special field {game.square_label(c.field)}")
"""),
] + _bj_sections("characters", CHARACTER_ACTS) + [
    ("md", """
## Now play

You know every hero now. **[Free play](free_play.ipynb)** deals them out for a whole game, or lets you
choose; the **[balance report](balance.ipynb)** shows that they are not all equally strong.
"""),
]

BJ_FREE_PLAY = [
    ("md", """
# Brave Journey — free play

A whole game for 2 to 8 players on one screen. The board rolls the dice and draws the cards; you make
the choices. Items are held face down, so the board covers itself whenever another hero is to act: hand
the device over, and the player it names presses **Ready**.

- **Roll** (or click the die) rolls for your move; **Move** takes the roll.
- The choice chips under the heroes offer everything else: fight or not, fight with your skill, draw one
  card or two, keep, discard, use your special field. **No thanks** says no to what is offered.
- Click a hero to challenge them in a duel or attack them in the tournament; click one of your item cards
  to play it.
- Click a square to read its full name, in English and Chinese, and what it does.
- **Undo** / **Redo** step through the game (the dice keep their rolls), **Hint** suggests a move, and
  **Teacher view** shows every hero's items (clearly marked). `mode="learn"` plays with every item face
  up and no cover, for one person learning alone.

**Settings** (pass them to `BraveJourneyBoard`):

- `players`: 2 to 8; `seed`: which game the dice and cards give.
- `characters`: a list of hero ids, one per player in seat order (`["aruba", "luki", ...]`); by default
  they are dealt at random. The ids: aruba, luki, sion, claire, foyfoy, princess, ares, deifel.
- `badges`: badges to finish the journey (default 3 with 2–4 players, 2 with 5–8).
- `first_player`: the seat that starts (0 is the first); by default chosen at random.
- `can_stop=True`: adds a **Stop** choice at the start of a turn, to end early and rank the heroes.
- `round_limit`: play at most this many rounds (a game against the clock), then `at_limit="score"` ranks
  the heroes or `"tournament"` lets them all fight it out.
- Our readings you can switch: `tournament_repeats="any"` (any repeated roll in the tournament, not only
  a shared top roll, means roll again), `next_turn="immediate"` (Luki's and Deifel's next-turn skills are
  lost if the next turn is spent staying), `round_end="one_more_turn"` (everyone else gets exactly one
  more turn after the first finisher).
"""),
    ("code", """
from boardwidgets.brave_journey import BraveJourneyBoard

board = BraveJourneyBoard(players=4, seed=7)
board
"""),
    ("md", """
What the engine says about the position, as the player whose turn it is may see it (the others' items
only as a count), and what happens next. Run this cell again at any time during the game:
"""),
    ("code", """
game, state = board.game, board.state
me = game.current_player(state)
print(game.describe(state, viewer=me))
print()
if game.is_chance_node(state):
    print("next: the board rolls the die or draws a card (press Roll for a movement roll)")
else:
    print("choices:", "; ".join(game.action_text(state, a, viewer=me) for a in game.legal_actions(state)))
"""),
    ("md", """
## Your own board and cards

The description of the game shows neither the board nor the cards, so rulewalk ships its own, as four
JSON files: the board, the monsters, the mission cards and the heroes. A group that owns the printed
game can write its own and load them with `board_file=`, `monster_file=`, `mission_file=` and
`character_file=`. The format is described in
[`engine/brave_journey/DATA.md`](../../engine/brave_journey/DATA.md); every file is checked as it loads.

Here we copy rulewalk's mission deck, add a second Healing Potion and load it:
"""),
    ("code", """
import json
import pathlib
import tempfile

from engine.brave_journey import DataError
from engine.brave_journey import BraveJourney
from engine.brave_journey.loader import DATA_DIR as DATA

ours = json.loads((DATA / "missions.json").read_text(encoding="utf-8"))
folder = pathlib.Path(tempfile.mkdtemp())
for card in ours["cards"]:
    if card["id"] == "healing_potion":
        card["count"] = card.get("count", 1) + 1
(folder / "our_missions.json").write_text(json.dumps(ours), encoding="utf-8")
game = BraveJourney(players=4, mission_file=str(folder / "our_missions.json"))
print("mission cards in the deck:", sum(game.mission_total))
"""),
    ("md", """
A file with a mistake is refused before any game starts, with the file, the entry and the problem named.
Here a monster's HP is written as a word:
"""),
    ("code", """
monsters = json.loads((DATA / "monsters.json").read_text(encoding="utf-8"))
monsters["cards"][3]["hp"] = "five"
(folder / "bad_monsters.json").write_text(json.dumps(monsters), encoding="utf-8")
try:
    BraveJourney(players=4, monster_file=str(folder / "bad_monsters.json"))
except DataError as exc:
    print("refused:", str(exc).replace(str(folder) + "/", ""))
"""),
    ("md", """
## Watch a whole game

Four automatic players (the *greedy* policy of the [balance report](balance.ipynb)) play a game from
start to end on this board, in the teacher view; then use **Undo** to step back through it and read the
event log under the board.
"""),
    ("code", """
import random
from engine.brave_journey.policies import greedy

watch = BraveJourneyBoard(players=4, seed=11, teacher=True)     # the teacher view: every item face up
rng = random.Random(11)
with watch.batched():                 # one redraw at the end
    while not watch.state.over:
        if watch.game.is_chance_node(watch.state):
            watch.press("roll")       # the movement roll waits for Roll; the board makes every other draw
        else:
            watch.play(greedy(watch.game, watch.state, rng))
print(watch.game.describe(watch.state))
watch
"""),
]
