"""Magic Maze: a cooperative, real-time robbery in a mall that grows as it is explored."""
from .components import ACTION_TILES, SCENARIOS, SETS, Scenario
from .game import (Draw, Escalator, Explore, GameWon, HeroEscaped, HeroMoved, HourglassUsed, MagicMaze, MMObservation,
                   MMState, Move, PlacePawn, Reveal, SandRanOut, StartTimer, TalkingEnds, TalkingOpens, Theft,
                   TilePlaced, TurnTile, Vortex, describe_mall)
from .mall import Mall, Placed
from .rules import RULES
from .tiles import HERO_NAMES, HEROES

__all__ = ["MagicMaze", "MMState", "MMObservation", "StartTimer", "Move", "Vortex", "Escalator", "Explore", "Draw",
           "TurnTile", "Reveal", "PlacePawn", "RULES", "HEROES", "HERO_NAMES", "ACTION_TILES", "SETS", "SCENARIOS",
           "Scenario", "Mall", "Placed", "HeroMoved", "HourglassUsed", "TalkingOpens", "TalkingEnds", "TilePlaced",
           "Theft", "HeroEscaped", "GameWon", "SandRanOut", "describe_mall"]
