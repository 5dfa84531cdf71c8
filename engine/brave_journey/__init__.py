"""Brave Journey: a fan-made roll-and-move hero game — race around a ring of squares with eight heroes,
fight monsters, draw mission cards, duel, and settle a close finish in the final tournament."""
from .game import (ACTION_TYPES, DECISIONS, EVENT_TYPES, Attack, BadgeEarned, BJEvent, BJObservation, BJState, Decline,
                   BraveJourney, Cancelled, CardDiscarded, Challenge, DebtChanged, Decided, Declined, DeckReshuffled,
                   Discard, DrawMissions, DuelEvent, Fight, FightResolved, GameWon, Go, HpChanged, ItemKept, ItemUsed,
                   JourneyComplete, KeepMission, KnockedOut, MissionCard, MissionDrawn, MonsterCard, MonsterDrawn,
                   Move, Moved, NoThankYou, PickMonster, Reroll, Roll, Rolled, SkillUsed, SquareCarriedOut,
                   StayChanged, Stop, Task, Teleported, TournamentEvent, TurnPassed, UseField, UseItem)
from .loader import DataError
from .rules import RULES

__all__ = ["BraveJourney", "BJState", "BJObservation", "Task", "RULES", "DataError", "ACTION_TYPES", "EVENT_TYPES",
           "DECISIONS", "Roll", "MissionCard", "MonsterCard", "Go", "UseItem", "Reroll", "Move", "Challenge", "Decline",
           "NoThankYou", "Fight", "PickMonster", "DrawMissions", "KeepMission", "Discard", "UseField", "Attack", "Stop",
           "BJEvent", "TurnPassed", "Rolled", "Moved", "Teleported", "BadgeEarned", "DebtChanged", "SkillUsed",
           "HpChanged", "KnockedOut", "StayChanged", "SquareCarriedOut", "Declined", "Decided", "DuelEvent",
           "Cancelled", "MonsterDrawn", "FightResolved", "MissionDrawn", "ItemKept", "ItemUsed", "CardDiscarded",
           "DeckReshuffled", "JourneyComplete", "TournamentEvent", "GameWon"]
