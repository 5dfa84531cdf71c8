"""What every game's notebook module shares: one section per lesson step."""
from __future__ import annotations

from typing import Sequence

from engine.core import Step


def sections(steps: Sequence[Step], acts: list[str | None], lessons_var: str, lesson: str,
             board_class: str) -> list[tuple[str, str]]:
    """One section per lesson step: the explanation, a live board at the step's position, and a
    cell that plays through the board's twins and prints the engine's answer (the board shows the
    step as the tutorial does: with the step's options). ``lessons_var``
    and ``board_class`` are the names the notebook imported. An act of None plays the step's
    demonstration move by move (for a step to watch)."""
    if len(acts) != len(steps):
        raise ValueError(f"{lessons_var}[{lesson!r}] has {len(steps)} steps but {len(acts)} acting cells")
    cells: list[tuple[str, str]] = []
    for i, (step, act) in enumerate(zip(steps, acts)):
        rules = ", ".join(f"`{r}`" for r in step.rules)
        label = "Watch" if step.goal is None else "Task"
        cells.append(("md", f"## {i + 1}. {step.title}\n\n{step.text}\n\n**{label}:** {step.goal_text}  \n"
                            f"Rules: {rules}"))
        options = "\nboard.configure(**step.options)" if step.options else ""
        cells.append(("code", f"step = {lessons_var}[{lesson!r}][{i}]\n"
                              f"board = {board_class}.from_match(step.start()){options}\nboard"))
        if act is None:
            act = "with board.narrated():\n    for action in step.demo:\n        board.play(action)\n"
        cells.append(("code", act.strip("\n") + "\nprint('goal reached:', step.check_goal(board.match))"))
    return cells
