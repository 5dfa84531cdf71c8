"""Rauf und Runter: the meerkat maze in a box that turns over."""
from .board import COLOURS, FRIENDS, SIDE_NAMES, SIDES, SUPER_TILES, flip_cell
from .game import (BoardFlipped, Draw, FriendMet, GameWon, Move, Moved, Play, RaufObservation, RaufState,
                   RaufUndRunter, Roll, Rolled, SupplyEmpty, TargetRevealed, TileDrawn, TilePlayed, TurnPassed,
                   cell_name, describe_side)
from .rules import RULES

__all__ = ["RaufUndRunter", "RaufState", "RaufObservation", "Roll", "Draw", "Play", "Move", "RULES",
           "Rolled", "TilePlayed", "Moved", "FriendMet", "BoardFlipped", "TargetRevealed", "TileDrawn",
           "SupplyEmpty", "GameWon", "TurnPassed", "COLOURS", "FRIENDS", "SIDES", "SIDE_NAMES", "SUPER_TILES",
           "flip_cell", "cell_name", "describe_side"]
