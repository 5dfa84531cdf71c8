"""Every game's tutorial steps teach what they claim: each goal is open at the start position, the
rules a step cites exist, and the step's demonstration ("Show me") reaches the goal."""
import importlib

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
