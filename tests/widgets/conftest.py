"""Shared fixtures for the widget tests: boards driven through their Python twins, no browser."""
from __future__ import annotations

import pytest


@pytest.fixture
def board():
    """A 2-player Labyrinth board without the hot-seat screen (targets always shown)."""
    from boardwidgets.labyrinth import LabyrinthBoard

    b = LabyrinthBoard(players=2, seed=0, hotseat=False)
    yield b
    b.close()
