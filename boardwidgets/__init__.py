"""rulewalk's views: canvas widgets (ipycanvas + ipywidgets) over the rules engine.

    >>> from boardwidgets import LabyrinthBoard, TutorialWidget, Step, Start
    >>> board = LabyrinthBoard(players=2, seed=0, hotseat=False)

Names are imported on first use, so ``import boardwidgets`` stays cheap (ipywidgets
and ipycanvas load only when a widget is needed; ``paint`` needs neither).
"""
from __future__ import annotations

import importlib
from typing import Any

#: public name → module that defines it
_EXPORTS = {
    "Painter": "paint", "CanvasPainter": "paint", "SvgPainter": "paint", "RecordingPainter": "paint",
    "BoardWidget": "board", "Controller": "board", "ButtonSpec": "board", "Hint": "board", "BoardUI": "board",
    "Frame": "board",
    "Picture": "board", "draw_svg": "board",
    "TutorialWidget": "tutorial", "Step": "tutorial", "Start": "tutorial", "text_to_html": "tutorial",
    "LabyrinthBoard": "labyrinth", "LabyrinthController": "labyrinth",
    "RaufBoard": "rauf_und_runter", "RaufController": "rauf_und_runter",
    "AbracadawhatBoard": "abracadawhat", "AbracadawhatController": "abracadawhat",
    "MagicMazeBoard": "magic_maze", "MagicMazeController": "magic_maze",
    "BraveJourneyBoard": "brave_journey", "BraveJourneyController": "brave_journey",
    "Clock": "clock",
    "count_canvas_messages": "testing", "CanvasTraffic": "testing",
}

#: game name → "module:board class", for tutorials and pictures built from a game name
BOARDS = {
    "labyrinth": "boardwidgets.labyrinth:LabyrinthBoard",
    "rauf_und_runter": "boardwidgets.rauf_und_runter:RaufBoard",
    "abracadawhat": "boardwidgets.abracadawhat:AbracadawhatBoard",
    "magic_maze": "boardwidgets.magic_maze:MagicMazeBoard",
    "brave_journey": "boardwidgets.brave_journey:BraveJourneyBoard",
}

#: game name → "module:picture function"
PICTURES = {
    "labyrinth": "boardwidgets.labyrinth:picture",
    "rauf_und_runter": "boardwidgets.rauf_und_runter:picture",
    "abracadawhat": "boardwidgets.abracadawhat:picture",
    "magic_maze": "boardwidgets.magic_maze:picture",
    "brave_journey": "boardwidgets.brave_journey:picture",
}


def _resolve(spec: str) -> Any:
    module, name = spec.split(":")
    return getattr(importlib.import_module(module), name)


def board_class(game: str) -> type:
    """The board widget class for a game name (``engine.games()``)."""
    if game not in BOARDS:
        raise ValueError(f"no board for {game!r}; boards exist for {', '.join(sorted(BOARDS))}")
    return _resolve(BOARDS[game])


def picture(state: Any, game: Any) -> Any:
    """A static SVG picture of ``state`` of ``game`` (an engine Game): for the index notebook."""
    if game.name not in PICTURES:
        raise ValueError(f"no picture for {game.name!r}; pictures exist for {', '.join(sorted(PICTURES))}")
    return _resolve(PICTURES[game.name])(state, game)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        value = getattr(importlib.import_module(f"{__name__}.{_EXPORTS[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


__all__ = sorted(_EXPORTS) + ["board_class", "picture", "BOARDS", "PICTURES"]
