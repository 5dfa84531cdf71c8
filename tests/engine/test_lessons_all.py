"""Every game's tutorial steps teach what they claim: each goal is open at the start position, the
rules a step cites exist, and the step's demonstration ("Show me") reaches the goal."""
import importlib
import re

import pytest

import engine
from engine.core import run_demo

STEPS = [(name, lesson, i, step)
         for name in engine.games()
         for lesson, steps in importlib.import_module(f"engine.{name}.lessons").LESSONS.items()
         for i, step in enumerate(steps)]


@pytest.mark.parametrize("name,lesson,i,step", STEPS, ids=[f"{n}-{lesson}-{i}" for n, lesson, i, _ in STEPS])
def test_goal_open_at_start_and_demo_reaches_it(name, lesson, i, step):
    match = step.start()
    assert match.game.name == name
    assert not step.check_goal(match)
    assert step.rules and all(r in match.game.rules for r in step.rules)
    assert step.check_goal(run_demo(step))


# -- issue 17: every step says what to do and how, in plain words -----------------------------------------------
#: technical asides that belong in code cells, not in a step's words (pixel sizes, Python)
TECHNICAL = re.compile(r"\d+ ?px|board\.|match\.|\(\)|print\(|import ")


@pytest.mark.xfail(strict=False, reason="filled by the per-game helpers")
@pytest.mark.parametrize("name,lesson,i,step", STEPS, ids=[f"{n}-{lesson}-{i}" for n, lesson, i, _ in STEPS])
def test_every_step_has_a_task_and_how_to_do_it(name, lesson, i, step):
    assert step.goal_text.strip(), f"{name}/{lesson} step {i} ({step.title!r}) has no task (goal_text)"
    assert step.how.strip(), f"{name}/{lesson} step {i} ({step.title!r}) does not say how to do it (how)"


@pytest.mark.xfail(strict=False, reason="filled by the per-game helpers")
@pytest.mark.parametrize("name,lesson,i,step", STEPS, ids=[f"{n}-{lesson}-{i}" for n, lesson, i, _ in STEPS])
def test_no_technical_asides_in_a_steps_words(name, lesson, i, step):
    for field in ("goal_text", "how", "text"):
        found = TECHNICAL.findall(getattr(step, field))
        assert not found, f"{name}/{lesson} step {i} ({step.title!r}): {field} has technical asides {found}"


def test_the_technical_aside_check_would_catch_one():
    assert TECHNICAL.search("The board is 640 px wide") and TECHNICAL.search("call board.click_cell(2, 3)")
    assert TECHNICAL.search("run print(match.state)") and TECHNICAL.search("import engine")
    assert not TECHNICAL.search("Click a hero, then a lit space (the highlighted ones).")
