"""The first screen of a tutorial notebook: its title, one line on how to use the widget, then the widget.

Each game's module writes its tutorial's introduction as one Markdown cell (title, theme, goal, a turn in one
line, what the board shows) followed by the cell with the TutorialWidget. In Voila that introduction took
about 500 px above the tutorial, so at 1366×768 the tutorial started below the first screen. ``tutorial_first``
keeps the title above the widget and moves the rest of the introduction just below it, under "The game in
brief", turning "the widget below" into "the widget above". The game modules stay as they are.
"""
from __future__ import annotations

import re

LEAD = ("Read a step, do its task on the board (or press **Show me**), then press **Next**. "
        "The game in brief (theme, goal, how to read the board) follows below the tutorial.")

#: sentences of an introduction that point at the widget, and what they say once the text is below it
_POINTERS = [
    (re.compile(r"\b(widget|tutorial) below\b"), r"\1 above"),
    (re.compile(r"\bBelow is the whole tutorial\b"), "Above is the whole tutorial"),
]


def tutorial_first(cells: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``cells`` with the introduction (cell 0) split: its title and LEAD above the widget (cell 1), the rest
    of it right after the widget. Raises ValueError if the notebook does not open with a titled Markdown
    cell followed by the TutorialWidget cell."""
    (kind0, intro), (kind1, widget), *rest = cells
    title, _, body = intro.strip("\n").partition("\n")
    if kind0 != "md" or not title.startswith("# ") or kind1 != "code" or "TutorialWidget(" not in widget:
        raise ValueError("a tutorial notebook opens with its titled introduction, then the TutorialWidget cell")
    for pattern, replacement in _POINTERS:
        body = pattern.sub(replacement, body)
    return [("md", f"{title}\n\n{LEAD}\n"), (kind1, widget), ("md", f"## The game in brief\n\n{body.strip()}\n"),
            *rest]
