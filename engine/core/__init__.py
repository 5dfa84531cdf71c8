"""What every game shares: errors, rules, chance, grids, the game contract, matches, JSON."""
from .autoplay import play_out, steps
from .chance import derived_rng, die, sample, uniform
from .clock import Elapse
from .errors import FormatError, IllegalAction
from .game import Event, Game
from .grid import ALL_SIDES, DELTA, DIRECTIONS, DIRECTION_NAMES, OPPOSITE, E, Grid, N, S, W, reachable, rotate
from .lesson import ScriptedMatch, Step, run_demo
from .match import Match
from .rules import Rule, RuleRegistry

__all__ = [
    "IllegalAction", "FormatError", "Step", "ScriptedMatch", "run_demo", "Rule", "RuleRegistry", "Event", "Game", "Match",
    "uniform", "die", "sample", "derived_rng", "steps", "play_out", "Elapse",
    "Grid", "reachable", "rotate", "N", "E", "S", "W", "DIRECTIONS", "DIRECTION_NAMES", "OPPOSITE", "DELTA", "ALL_SIDES",
]
