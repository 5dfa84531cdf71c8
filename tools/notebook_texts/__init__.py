"""The cells of every notebook, as (kind, text) pairs: "md" for Markdown, "code" for Python.

One module per game (plus the landing page); tools/build_notebooks.py writes and executes
them. Keep the order of each notebook: theme → goal → overview → the rules in the order a
player needs them; each rule a short explanation, a live board, and a cell that acts through
the board's Python twins and prints what the engine says (that printout is what nbval compares).
"""
from __future__ import annotations

from .abracadawhat import ABRA_DEDUCTION, ABRA_FREE_PLAY, ABRA_STUDY, ABRA_TUTORIAL, ABRA_VARIANTS
from .brave_journey import BJ_BALANCE, BJ_CHARACTERS, BJ_FREE_PLAY, BJ_TUTORIAL
from .index import INDEX
from .opening import tutorial_first
from .labyrinth import LABYRINTH_ADVANCED, LABYRINTH_CHILDREN, LABYRINTH_FREE_PLAY, LABYRINTH_TUTORIAL
from .magic_maze import (MM_FREE_PLAY, MM_OVERVIEW, MM_PRACTICE, MM_SCENARIO1, MM_SCENARIO2, MM_SCENARIO3,
                         MM_SCENARIOS_4_7, MM_SCENARIOS_8_11, MM_SCENARIOS_12_17, MM_SOLO, MM_TUTORIAL)
from .rauf_und_runter import RAUF_EXPLORATION, RAUF_FREE_PLAY, RAUF_TUTORIAL

NOTEBOOKS = {
    "index.ipynb": INDEX,
    "labyrinth/tutorial.ipynb": tutorial_first(LABYRINTH_TUTORIAL),
    "labyrinth/free_play.ipynb": LABYRINTH_FREE_PLAY,
    "labyrinth/variant_children.ipynb": LABYRINTH_CHILDREN,
    "labyrinth/variant_advanced.ipynb": LABYRINTH_ADVANCED,
    "rauf_und_runter/tutorial.ipynb": tutorial_first(RAUF_TUTORIAL),
    "rauf_und_runter/free_play.ipynb": RAUF_FREE_PLAY,
    "rauf_und_runter/exploration.ipynb": RAUF_EXPLORATION,
    "abracadawhat/tutorial.ipynb": tutorial_first(ABRA_TUTORIAL),
    "abracadawhat/deduction.ipynb": ABRA_DEDUCTION,
    "abracadawhat/study.ipynb": ABRA_STUDY,
    "abracadawhat/variants.ipynb": ABRA_VARIANTS,
    "abracadawhat/free_play.ipynb": ABRA_FREE_PLAY,
    "magic_maze/tutorial.ipynb": tutorial_first(MM_TUTORIAL),
    "magic_maze/scenario_1.ipynb": MM_SCENARIO1,
    "magic_maze/scenario_2.ipynb": MM_SCENARIO2,
    "magic_maze/scenario_3.ipynb": MM_SCENARIO3,
    "magic_maze/scenarios.ipynb": MM_OVERVIEW,
    "magic_maze/scenarios_4_7.ipynb": MM_SCENARIOS_4_7,
    "magic_maze/scenarios_8_11.ipynb": MM_SCENARIOS_8_11,
    "magic_maze/scenarios_12_17.ipynb": MM_SCENARIOS_12_17,
    "magic_maze/solo.ipynb": MM_SOLO,
    "magic_maze/practice.ipynb": MM_PRACTICE,
    "magic_maze/free_play.ipynb": MM_FREE_PLAY,
    "brave_journey/tutorial.ipynb": tutorial_first(BJ_TUTORIAL),
    "brave_journey/characters.ipynb": BJ_CHARACTERS,
    "brave_journey/free_play.ipynb": BJ_FREE_PLAY,
    "brave_journey/balance.ipynb": BJ_BALANCE,
}
