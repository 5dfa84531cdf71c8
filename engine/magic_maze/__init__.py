"""Magic Maze: a cooperative, real-time robbery in a mall that grows as it is explored."""
from .components import ACTION_TILES, SCENARIOS, SETS, Scenario, scenario_with
from .game import (CameraSmashed, CrystalDone, CrystalExplore, CrystalStop, CrystalUsed, Discard, DiscardDue, Draw,
                   Escalator, Explore, GameWon, HeroEscaped, HeroMoved, HourglassUsed, MagicMaze, MMObservation,
                   MMState, Move, NoDiscard, PlacePawn, Reveal, SandRanOut, StartTimer, Talking, TalkingEnds,
                   TalkingOpens, Theft, TilePlaced, TilesDiscarded, TopTile, TopTurned, TurnTile, Vortex,
                   describe_mall)
from .mall import Mall, Placed
from .rules import RULES
from .tiles import HERO_NAMES, HEROES

__all__ = ["MagicMaze", "MMState", "MMObservation", "StartTimer", "Move", "Vortex", "Escalator", "Explore", "Draw",
           "TurnTile", "Reveal", "PlacePawn", "CrystalExplore", "CrystalStop", "Discard", "TopTile", "RULES", "HEROES",
           "HERO_NAMES", "ACTION_TILES", "SETS", "SCENARIOS", "Scenario", "scenario_with", "Mall", "Placed",
           "HeroMoved", "HourglassUsed", "TalkingOpens", "TalkingEnds", "TilePlaced", "Theft", "HeroEscaped",
           "GameWon", "SandRanOut", "CrystalUsed", "CrystalDone", "CameraSmashed", "DiscardDue", "TilesDiscarded",
           "NoDiscard", "TopTurned", "Talking", "describe_mall"]
