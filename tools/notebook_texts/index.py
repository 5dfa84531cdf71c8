"""The landing page: notebooks/index.ipynb."""
from __future__ import annotations

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
- [Which spells do I hold? The deduction aid that remembers the round](abracadawhat/deduction.ipynb)
- [Does remembering pay? A study of 2,000 games](abracadawhat/study.ipynb)
- [Variants and the two refill readings](abracadawhat/variants.ipynb)
- [Free play, 2–5 players](abracadawhat/free_play.ipynb)
"""),
    ("code", """
game = engine.load("abracadawhat", players=4)
from engine.abracadawhat.lessons import LESSONS as ABRA
picture(ABRA["basics"][0].start().state, game)   # the teacher view: every stone shown
"""),
    ("md", """
## Magic Maze

1–8 players, about 15 minutes, age 8 and up. Cooperative and in real time: four heroes rob a magic
mall together, everybody moving any hero at once — but each player only in the directions and with the
actions on their own action tile, in silence, against a three-minute sand timer. Steal the four items,
then escape.

- [Rules tutorial, step by step](magic_maze/tutorial.ipynb)
- [Scenario 1, Discovery](magic_maze/scenario_1.ipynb) · [Scenario 2, Multiple exits](magic_maze/scenario_2.ipynb)
  · [Scenario 3, Passing the actions](magic_maze/scenario_3.ipynb)
- [All 17 scenarios at a glance](magic_maze/scenarios.ipynb), then [scenarios 4–7](magic_maze/scenarios_4_7.ipynb)
  (the heroes' powers: orange walls, crystal ball, cameras) · [scenarios 8–11](magic_maze/scenarios_8_11.ipynb)
  (open stack, leader, fool the guards, rearrangement) · [scenarios 12–17](magic_maze/scenarios_12_17.ipynb)
  (less talking, two malls, no vortex, never together)
- [Playing alone: the solo variant](magic_maze/solo.ipynb)
- [Practice: you and bots, in real time](magic_maze/practice.ipynb)
- [Free play: every seat, or 2–4 players at one keyboard](magic_maze/free_play.ipynb)
"""),
    ("code", """
game = engine.load("magic_maze", players=4, action_tiles=("T2b", "T5", "T6", "T7"))
from engine.magic_maze.lessons import LESSONS as MM
picture(MM["basics"][4].start().state, game)   # a mall with every item and the purple exit
"""),
    ("md", """
## Brave Journey

2–8 players, a fan-made roll-and-move game. Eight heroes race round a ring of squares from the Castle,
fighting monsters, drawing mission cards and challenging each other to duels; each hero has a skill and a
special field of their own. Earn hero badges lap by lap; if several heroes finish in the same round, a
final tournament decides.

- [Rules tutorial, step by step](brave_journey/tutorial.ipynb)
- [The eight heroes: every skill and special field](brave_journey/characters.ipynb)
- [Free play, 2–8 players](brave_journey/free_play.ipynb)
- [Balance report: which heroes win most often? 10,000 games](brave_journey/balance.ipynb)
"""),
    ("code", """
game = engine.load("brave_journey", players=4, characters=["aruba", "claire", "deifel", "sion"], first_player=0)
picture(game.initial_state(seed=1), game)
"""),
]
