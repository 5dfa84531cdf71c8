"""Labyrinth: the moving maze."""
from .board import COLOURS, HOME, SIZE, TREASURES, cell_name
from .game import (GameWon, HeadHome, Labyrinth, LabyrinthObservation, LabyrinthState, Move, PawnMoved,
                   PawnPushedOff, PlayerFinished, Shift, Shifted, Tile, TreasureFound, TurnPassed, describe_board)
from .rules import RULES

__all__ = ["Labyrinth", "LabyrinthState", "LabyrinthObservation", "Tile", "Shift", "Move", "RULES",
           "Shifted", "PawnPushedOff", "PawnMoved", "TreasureFound", "HeadHome", "PlayerFinished", "GameWon",
           "TurnPassed", "COLOURS", "HOME", "SIZE", "TREASURES", "cell_name", "describe_board"]
