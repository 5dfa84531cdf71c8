"""Every rule is taught on a board, for every game.

* Each rule id of a game's registry — our readings included, no exemptions — is cited by a step
  of that game's lessons: a task the learner does, or a demonstration played on a live board.
* Each of those steps has its own section in one of the game's committed notebooks (the heading,
  the task or what to watch, and the rule ids it cites), so a rule cannot live only in the
  ``rules.text()`` printout at the end of a tutorial.
* A rule that is this project's reading says so where it is taught: a step citing one mentions,
  in its text or behind its "our reading — why?" marker (``step.reading``), that the rulebook leaves
  the point open.
"""
from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

import engine

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
GAMES = engine.games()
#: how a step's text tells the learner that a point is ours, not the rulebook's
OUR_READING = re.compile(r"rulebook (does not|doesn't|leaves|is silent)|rules (do not|don't) say|our reading|"
                         r"we (decided|chose|play it)|the rules leave", re.IGNORECASE)


def lessons(name: str) -> dict:
    return importlib.import_module(f"engine.{name}.lessons").LESSONS


def step_sections(name: str) -> dict[str, list[set[str]]]:
    """Step headings (``## 3. Title``) in the game's committed notebooks → the rule ids each cites."""
    found: dict[str, list[set[str]]] = {}
    for path in sorted((NOTEBOOKS / name).glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            text = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            m = re.match(r"## \d+\. (.+)", text)
            if cell["cell_type"] == "markdown" and m:
                found.setdefault(m.group(1).strip(), []).append(set(re.findall(rf"`({name}\.[a-z0-9.-]+)`", text)))
    return found


@pytest.mark.parametrize("name", GAMES)
def test_every_rule_id_is_cited_by_a_step_or_demonstration(name):
    rules = engine.game_class(name).rules
    cited = {r for steps in lessons(name).values() for step in steps for r in step.rules}
    untaught = [r for r in rules.ids() if r not in cited]
    assert not untaught, f"{name}: rules no tutorial step or demonstration teaches: {untaught}"


#: lessons whose engine steps exist but whose notebooks are still to be written (game → lesson names). Each
#: entry must really lack its sections, so the list shrinks as notebooks land; empty now (issue 10's scenarios
#: 4–17 are taught in notebooks/magic_maze/scenarios_*.ipynb).
NOTEBOOKS_PENDING: dict[str, set[str]] = {}


@pytest.mark.parametrize("name", GAMES)
def test_every_step_has_its_section_in_a_notebook(name):
    sections = step_sections(name)
    pending = NOTEBOOKS_PENDING.get(name, set())
    assert pending <= set(lessons(name)), f"{name}: pending lessons that do not exist: {pending - set(lessons(name))}"
    for lesson, steps in lessons(name).items():
        if lesson in pending:
            assert not any(step.title in sections for step in steps), \
                f"{name}/{lesson} has notebook sections now: take it off NOTEBOOKS_PENDING"
            continue
        for step in steps:
            assert step.title in sections, f"{name}/{lesson}: no notebook section for step {step.title!r}"
            assert set(step.rules) in sections[step.title], \
                f"{name}/{lesson}: the section {step.title!r} does not cite exactly {step.rules}"


@pytest.mark.parametrize("name", GAMES)
def test_a_step_teaching_our_reading_says_so(name):
    rules = engine.game_class(name).rules
    for lesson, steps in lessons(name).items():
        for step in steps:
            ours = [r for r in step.rules if rules[r].source == "decision"]
            if ours:
                assert OUR_READING.search(step.text + "\n" + step.reading), \
                    f"{name}/{lesson} {step.title!r} teaches our reading {ours} without saying so in its text or reading"
