"""What every game's notebook module shares: one section per lesson step."""
from __future__ import annotations

from typing import Sequence

from engine.core import Step


def step_markdown(i: int, step: Step) -> str:
    """A step's section heading and words: the task (bold) and how to do it first, then the
    explanation, then our reading of the rulebook when the step has one, then the rules it cites."""
    label = "Watch" if step.goal is None else "Task"
    parts = [f"## {i + 1}. {step.title}", f"**{label}: {step.goal_text}**" + (f"  \n{step.how.strip()}"
                                                                             if step.how.strip() else "")]
    if step.text.strip():
        parts.append(step.text.strip())
    if step.reading.strip():
        parts.append(f"*Our reading — why?* {step.reading.strip()}")
    parts.append("Rules: " + ", ".join(f"`{r}`" for r in step.rules))
    return "\n\n".join(parts)


def sections(steps: Sequence[Step], acts: list[str | None], lessons_var: str, lesson: str,
             board_class: str) -> list[tuple[str, str]]:
    """One section per lesson step: its words (``step_markdown``), a live board at the step's position,
    and a cell that plays through the board's twins and prints the engine's answer (the board shows
    the step as the tutorial does: with the step's options). ``lessons_var``
    and ``board_class`` are the names the notebook imported. An act of None plays the step's
    demonstration move by move (for a step to watch)."""
    if len(acts) != len(steps):
        raise ValueError(f"{lessons_var}[{lesson!r}] has {len(steps)} steps but {len(acts)} acting cells")
    cells: list[tuple[str, str]] = []
    for i, (step, act) in enumerate(zip(steps, acts)):
        cells.append(("md", step_markdown(i, step)))
        options = "\nboard.configure(**step.options)" if step.options else ""
        cells.append(("code", f"step = {lessons_var}[{lesson!r}][{i}]\n"
                              f"board = {board_class}.from_match(step.start()){options}\nboard"))
        if act is None:
            act = "with board.narrated():\n    for action in step.demo:\n        board.play(action)\n"
        cells.append(("code", act.strip("\n") + "\nprint('goal reached:', step.check_goal(board.match))"))
    return cells
