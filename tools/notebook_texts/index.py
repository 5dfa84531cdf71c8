"""The landing page: notebooks/index.ipynb, and the card pictures it shows (notebooks/pictures/*.svg).

The first screen says what this is, gives one "start here" link and then a card per game: a picture that
fits its column, players, playing time and the links to the game's notebooks. The pictures are files, not
code outputs: a Markdown <img> shows in JupyterLab before anything runs (an SVG output of a notebook
nobody has run yet is not shown), in Voila and on GitHub, and the browser scales it to the card's width.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Card:
    """One game on the landing page."""
    folder: str                          # notebooks/<folder>/
    name: str
    facts: str                           # players · time · age
    line: str                            # the game in one sentence
    links: tuple[tuple[str, str], ...]   # (label, notebook in the folder); the first two are tutorial, free play
    more: tuple[tuple[str, str], ...] = ()

    @property
    def picture(self) -> str:
        return f"pictures/{self.folder}.svg"


CARDS = [
    Card("labyrinth", "Labyrinth", "2–4 players · about 20 min · age 8+",
         "The maze moves: push the spare card in, then walk to your next treasure.",
         (("Tutorial", "tutorial.ipynb"), ("Free play", "free_play.ipynb")),
         (("children's game", "variant_children.ipynb"), ("advanced game", "variant_advanced.ipynb"))),
    Card("rauf_und_runter", "Rauf und Runter", "2–4 players · about 20 min · children",
         "Roll, walk your meerkat through the hedges to meet your friends, then flip the whole board.",
         (("Tutorial", "tutorial.ipynb"), ("Free play", "free_play.ipynb")),
         (("does the catch-up help?", "exploration.ipynb"),)),
    Card("abracadawhat", "Abracada...What?", "2–5 players · about 30 min",
         "You see everyone's spell stones but your own: count, guess, cast.",
         (("Tutorial", "tutorial.ipynb"), ("Free play", "free_play.ipynb")),
         (("deduction aid", "deduction.ipynb"), ("variants", "variants.ipynb"),
          ("study of 2,000 games", "study.ipynb"))),
    Card("magic_maze", "Magic Maze", "1–8 players · about 15 min · age 8+",
         "Cooperative, in real time and in silence: each player moves every hero, but only their own way.",
         (("Tutorial", "tutorial.ipynb"), ("Free play", "free_play.ipynb")),
         (("practice with bots", "practice.ipynb"), ("solo", "solo.ipynb"),
          ("scenario 1", "scenario_1.ipynb"), ("2", "scenario_2.ipynb"), ("3", "scenario_3.ipynb"),
          ("all 17 scenarios", "scenarios.ipynb"), ("4–7", "scenarios_4_7.ipynb"),
          ("8–11", "scenarios_8_11.ipynb"), ("12–17", "scenarios_12_17.ipynb"))),
    Card("brave_journey", "Brave Journey", "2–8 players · about 30 rounds with 4 · fan-made",
         "Roll and move round a ring of monsters, missions and duels; earn a badge each lap.",
         (("Tutorial", "tutorial.ipynb"), ("Free play", "free_play.ipynb")),
         (("the eight heroes", "characters.ipynb"), ("balance report", "balance.ipynb"))),
]

#: the tutorial a beginner starts with (see START_HERE for why)
START = "labyrinth/tutorial.ipynb"


def _link(label: str, path: str) -> str:
    return f'<a href="{path}">{label}</a>'


def card_html(card: Card) -> str:
    """One card: picture (linked to the tutorial), name, facts, one line, links. A table cell of the grid."""
    main = " · ".join(f"<b>{_link(label, f'{card.folder}/{nb}')}</b>" for label, nb in card.links)
    more = " · ".join(_link(label, f"{card.folder}/{nb}") for label, nb in card.more)
    return (f'<td valign="top" width="33%" style="text-align:left; vertical-align:top">'
            f'<a href="{card.folder}/{card.links[0][1]}"><img src="{card.picture}" alt="{card.name}: the board"'
            f' width="100%" style="max-width:100%; height:auto"></a><br>'
            f"<b>{card.name}</b> — {card.facts}<br>{card.line}<br>{main}"
            + (f"<br><small>More: {more}</small>" if more else "") + "</td>")


def cards_table(cards: list[Card], per_row: int = 3) -> str:
    """The cards as an HTML table, ``per_row`` to a row (one HTML block: no blank line inside)."""
    rows = []
    for start in range(0, len(cards), per_row):
        cells = [card_html(c) for c in cards[start:start + per_row]]
        cells += ['<td width="33%"></td>'] * (per_row - len(cells))
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return '<table width="100%">\n' + "\n".join(rows) + "\n</table>"


START_HERE = f"""
# rulewalk — learn board game rules by playing them

Five board games, each with a **step-by-step rules tutorial** on a live board: read a step, do its task
with the mouse, and the rules engine checks it — a move the rules forbid is refused with the rule it breaks.
Then play whole games on the same boards.

**Start here → [Labyrinth: the rules, step by step]({START})** — the best-known game of the five and the
shortest tutorial (17 steps): push a card, walk your pawn. It also shows what every board here does: click to
act, **Show me** when stuck, **Next** to go on.

{cards_table(CARDS)}
"""

DETAILS = """
## How the notebooks work

In JupyterLab, open a notebook and choose *Run → Run All Cells*, then play on its boards (in the Voilà app
a notebook runs by itself). Below each tutorial widget, every step has its own board and a cell that does
the same moves from Python and prints what the engine says: every click on a board has a Python twin.
"""

INDEX = [
    ("md", START_HERE),
    ("md", DETAILS),
]


def pictures() -> dict[str, str]:
    """The SVG text of each card's picture, by its path under notebooks/ (written by tools/build_notebooks.py
    with the index): a starting position of each game, drawn by its board's static picture."""
    import engine
    from boardwidgets import picture
    from engine.abracadawhat.lessons import LESSONS as ABRA
    from engine.magic_maze.lessons import LESSONS as MM

    def svg(name: str, state_of, **settings) -> str:
        game = engine.load(name, **settings)
        return picture(state_of(game), game).svg()

    made = {
        "labyrinth": svg("labyrinth", lambda g: g.initial_state(seed=1), players=4),
        "rauf_und_runter": svg("rauf_und_runter", lambda g: g.initial_state(seed=1), players=4),
        # the teacher view: every stone shown
        "abracadawhat": svg("abracadawhat", lambda g: ABRA["basics"][0].start().state, players=4),
        # a mall with every item and the purple exit
        "magic_maze": svg("magic_maze", lambda g: MM["basics"][4].start().state, players=4,
                          action_tiles=("T2b", "T5", "T6", "T7")),
        "brave_journey": svg("brave_journey", lambda g: g.initial_state(seed=1), players=4,
                             characters=["aruba", "claire", "deifel", "sion"], first_player=0),
    }
    return {f"pictures/{folder}.svg": text for folder, text in made.items()}
