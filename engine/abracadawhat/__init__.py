"""Abracada...What?: a deduction game — you see every spell stone but your own."""
from .game import (COLOURS, SPELL_NAMES, SPELLS, AbraObservation, AbraState, Abracadawhat, Cast, CastFailed, DealDone,
                   CastWorked, Draw, EndTurn, GameWon, LifeChanged, NothingHappens, PlayerOut, Refilled, Roll, Rolled,
                   RoundScored, RoundStarted, SecretTaken, SpellOdds, StoneDealt, TurnEnded, TurnPassed)
from .rules import RULES

__all__ = ["Abracadawhat", "AbraState", "AbraObservation", "SpellOdds", "Cast", "EndTurn", "Draw", "Roll", "RULES",
           "StoneDealt", "DealDone", "CastWorked", "CastFailed", "Rolled", "LifeChanged", "SecretTaken", "NothingHappens",
           "PlayerOut", "Refilled", "TurnEnded", "TurnPassed", "RoundScored", "RoundStarted", "GameWon", "COLOURS",
           "SPELLS", "SPELL_NAMES"]
