"""Which rule a text cites (for a square, a skill, a phase) and what each decision asks, plus small wording helpers
shared by the engine's texts."""
from __future__ import annotations


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if abs(n) == 1 else 's'}"


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# -- which rule an effect's origin follows --------------------------------------------------------------------
#: board square ids → the rule their text follows (a board of one's own may use other ids: event.square then)
SQUARE_RULES = {
    "flamingo_manor": "brave_journey.special.manor", "gift_shop": "brave_journey.special.gift-shop",
    "rift": "brave_journey.special.rift", "orchard": "brave_journey.special.orchard",
    "castle_town": "brave_journey.special.castle-town", "corridor": "brave_journey.special.corridor",
    "npc_plaza": "brave_journey.special.npc-plaza", "demon_tournament": "brave_journey.special.demon-tournament",
    "prison": "brave_journey.square.prison", "hero_school": "brave_journey.square.hero-school",
    "sunohara": "brave_journey.square.sunohara", "beach": "brave_journey.square.beach",
    "wayside_shrine": "brave_journey.square.shrine",
}
SKILL_RULES = {
    "two_monsters": "brave_journey.skill.aruba", "portal": "brave_journey.skill.luki",
    "two_missions": "brave_journey.skill.sion", "no_thank_you": "brave_journey.skill.claire",
    "cruel_blade": "brave_journey.skill.foyfoy", "monster_hp_down": "brave_journey.skill.princess",
    "headmaster": "brave_journey.skill.ares", "joy_of_labour": "brave_journey.skill.deifel",
}
FIGHT_SKILLS = ("two_monsters", "cruel_blade", "monster_hp_down")
#: the rule cited when an action does not fit the decision in focus
PHASE_RULES = {
    "start": "brave_journey.turn.roll-and-move", "after_roll": "brave_journey.turn.roll-and-move",
    "duel": "brave_journey.duel.challenge", "claire": "brave_journey.skill.claire",
    "shield": "brave_journey.cards.timing", "anchor": "brave_journey.cards.timing",
    "field": "brave_journey.field.decide-first", "pick_monster": "brave_journey.skill.aruba",
    "mission_choice": "brave_journey.skill.sion", "keep": "brave_journey.skill.sion-choice",
    "third": "brave_journey.mission.hand-limit", "advantage": "brave_journey.special.optional",
    "attack": "brave_journey.tournament.rounds",
    "roll": "brave_journey.turn.roll-and-move", "claire_roll": "brave_journey.skill.claire",
    "duel_roll": "brave_journey.duel.roll", "attack_roll": "brave_journey.fight.roll",
    "fate": "brave_journey.event.square", "rift_roll": "brave_journey.special.rift",
    "tournament_roll": "brave_journey.tournament.rounds", "mission_draw": "brave_journey.mission.draw",
    "monster_draw": "brave_journey.fight.monsters", "over": "brave_journey.win.round-end",
}
#: what each decision asks, for messages and for ``describe``
PHASE_TEXT = {
    "start": "to play an item or roll", "after_roll": "to take the roll or change it",
    "duel": "to challenge someone on the square or not", "claire": "to roll No, Thank you! or not",
    "shield": "to raise a Mirror Shield or not", "anchor": "to drop an Anchor Stone or not",
    "field": "to fight a monster or not", "pick_monster": "to choose the monster to fight",
    "mission_choice": "to draw one mission card or two", "keep": "to choose the mission card to keep",
    "third": "to discard one of three items or use one now", "advantage": "to use the special field or not",
    "attack": "to choose whom to attack",
    "roll": "the movement roll", "claire_roll": "Claire's roll", "duel_roll": "the duel's rolls",
    "attack_roll": "the attack roll", "fate": "the roll for fate", "rift_roll": "the Rift's roll",
    "tournament_roll": "the tournament's rolls", "mission_draw": "a mission card to be drawn",
    "monster_draw": "a monster card to be drawn", "over": "nothing: the game is over",
}
