"""Brave Journey: a fan-made roll-and-move hero game — race around the ring, fight monsters, duel.

Squares have one name: their number on the ring as the rules note numbers them (0 = the Castle,
then clockwise), shown with the square's name in every text ("15 Tower of Abirupis"). Heroes are
named by their character (texts) or character id (actions: ``Challenge("claire")``); states store
seats 0..n-1 in turn order.

A turn is a small program: the state holds the step waiting for input (``focus``: a decision or a
chance node) and the steps still to do after it (``queue``: the square to carry out after a duel,
the reactions a card allows, the end of the turn). Every die roll and card draw is a chance node
(``chance_outcomes``); a decision that offers nothing to choose is taken by the engine itself.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from fractions import Fraction
from typing import Any

from engine.core import Event, Game, IllegalAction, derived_rng
from engine.core.settings import Settings

from . import loader
from .loader import MAX_HP, Effect, GameData
from .rules import RULES

MAX_HELD = 2
FACES = (1, 2, 3, 4, 5, 6)


# -- state -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Task:
    """One step of the turn's program: waiting for input (the state's ``focus``) or still to do (its
    ``queue``). ``player`` is the seat concerned (for a decision: the one who decides), ``source`` the
    seat whose card or challenge it answers, ``amount`` a count (dice, squares, HP, cards), ``ref``
    what it comes from ("square:21", "card:poison_fog", "item:throwing_knife", "duel", a skill...)."""
    kind: str
    player: int = -1
    amount: int = 0
    source: int = -1
    ref: str = ""


@dataclass(frozen=True)
class BJState:
    characters: tuple[str, ...]             # character id of each seat
    positions: tuple[int, ...]              # square numbers (0 = the Castle)
    hp: tuple[int, ...]
    badges: tuple[int, ...]
    debt: tuple[int, ...]                   # backward crossings of the Castle not yet walked off
    lap: tuple[tuple[int, ...], ...]        # squares whose once-a-lap skill already fired this lap
    staying: tuple[bool, ...]               # character card turned over: stays in place
    rift: tuple[int, ...]                   # where a Rift roll sends a staying hero when the stay ends (-1: none)
    pending: tuple[bool, ...]               # a next-turn benefit waits (Luki's re-roll, Deifel's two dice)
    held: tuple[tuple[str, ...], ...]       # item cards held face down (mission card ids), at most 2
    mission_pile: tuple[int, ...]           # mission deck: how many of each card (in the data's order)
    mission_discard: tuple[int, ...]
    monster_pile: tuple[int, ...]
    monster_discard: tuple[int, ...]
    first_player: int
    current: int                            # whose turn it is
    round: int                              # rounds of turns from the first player (the ending's counter)
    focus: Task                             # the step waiting for input; its kind is the phase
    queue: tuple[Task, ...] = ()
    dice: tuple[int, ...] = ()              # dice shown for the step in focus (movement, duel, tournament)
    bonus: int = 0                          # squares added to the movement roll (Winged Boots)
    drawn: tuple[str, ...] = ()             # mission cards drawn and not yet placed (Sion's two, a third item)
    monsters_out: tuple[str, ...] = ()      # monster cards on the table (Aruba's two, the one being fought)
    finish_round: int = 0                   # the round in which the first hero finished (0: nobody yet)
    end_after: int = -1                     # the game ends after this seat's turn (once someone finished)
    tournament: tuple[int, ...] = ()        # seats still in the final tournament
    winners: tuple[int, ...] = ()
    ending: str = ""                        # how it ended: "journey", "tournament", "score"
    turns: int = 0                          # turns played so far

    @property
    def phase(self) -> str:
        return self.focus.kind

    @property
    def actor(self) -> int:
        """The seat that decides now (-1 at a chance node or when the game is over)."""
        return self.focus.player if self.focus.kind in DECISIONS else -1

    @property
    def over(self) -> bool:
        return self.focus.kind == "over"


#: phases where a player decides, and who: the ``focus`` task's player
DECISIONS = frozenset(("start", "after_roll", "duel", "claire", "shield", "anchor", "field", "pick_monster",
                       "mission_choice", "keep", "third", "advantage", "attack"))
#: chance phases: a die (``Roll``) or a card (``MissionCard`` / ``MonsterCard``)
DIE_PHASES = frozenset(("roll", "claire_roll", "duel_roll", "attack_roll", "fate", "rift_roll", "tournament_roll"))
CARD_PHASES = frozenset(("mission_draw", "monster_draw"))
PHASES = DECISIONS | DIE_PHASES | CARD_PHASES | {"over"}
QUEUE_KINDS = frozenset(("turn", "end_turn", "start_again", "offer_duel", "resolve", "guard_claire", "guard_shield",
                         "guard_anchor", "heal", "damage", "stay", "forward", "back", "fling", "fate", "rift",
                         "duel", "draw_missions", "note"))


# -- actions ---------------------------------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Roll:
    """Chance: the die shows ``value`` (a movement, fate, duel, fight, Claire's or tournament roll)."""
    value: int

    def __str__(self) -> str:
        return f"roll {self.value}"


@dataclass(frozen=True, order=True)
class MissionCard:
    """Chance: the top card of the mission deck is ``card`` (a card id)."""
    card: str

    def __str__(self) -> str:
        return f"draw the mission card {self.card}"


@dataclass(frozen=True, order=True)
class MonsterCard:
    """Chance: the top card of the monster deck is ``card`` (a card id)."""
    card: str

    def __str__(self) -> str:
        return f"draw the monster {self.card}"


@dataclass(frozen=True, order=True)
class Go:
    """Roll for movement: one die, or two added (Deifel's The Joy of Labour, on the turn after the Tower)."""
    dice: int = 1

    def __str__(self) -> str:
        return "roll two dice and add them (The Joy of Labour)" if self.dice == 2 else "roll the die"


@dataclass(frozen=True, order=True)
class UseItem:
    """Play an item card you hold (a mission card id); ``target``: the character it is aimed at, for
    the items that name one ("" otherwise)."""
    card: str
    target: str = ""

    def __str__(self) -> str:
        return f"use {self.card} on {self.target}" if self.target else f"use {self.card}"


@dataclass(frozen=True, order=True)
class Reroll:
    """Luki's Portal: roll the movement die once more; the new roll counts."""

    def __str__(self) -> str:
        return "roll again (Portal)"


@dataclass(frozen=True, order=True)
class Move:
    """Take the movement roll and move."""

    def __str__(self) -> str:
        return "move"


@dataclass(frozen=True, order=True)
class Challenge:
    """Challenge the hero ``target`` (a character id) on your square to a duel."""
    target: str

    def __str__(self) -> str:
        return f"challenge {self.target}"


@dataclass(frozen=True, order=True)
class Decline:
    """Say no to what is offered: no duel, no fight, no roll, keep the item, not the special field."""

    def __str__(self) -> str:
        return "decline"


@dataclass(frozen=True, order=True)
class NoThankYou:
    """Claire's skill: roll; on a 1 or a 6 the challenge or card has no effect on her."""

    def __str__(self) -> str:
        return "No, Thank you! (roll)"


@dataclass(frozen=True, order=True)
class Fight:
    """Fight a monster on a field square; ``skill``: "" or your skill's kind (two_monsters,
    cruel_blade, monster_hp_down) to use it in this fight."""
    skill: str = ""

    def __str__(self) -> str:
        return f"fight using {self.skill}" if self.skill else "fight"


@dataclass(frozen=True, order=True)
class PickMonster:
    """Aruba chooses which of the two monsters drawn to fight."""
    card: str

    def __str__(self) -> str:
        return f"fight {self.card}"


@dataclass(frozen=True, order=True)
class DrawMissions:
    """On a mission square: draw one card, or two (Sion's skill) and keep one."""
    count: int = 1

    def __str__(self) -> str:
        return "draw two mission cards (My magic is: anything goes)" if self.count == 2 else "draw a mission card"


@dataclass(frozen=True, order=True)
class KeepMission:
    """Sion keeps ``card`` of the two drawn; the other is discarded."""
    card: str

    def __str__(self) -> str:
        return f"keep {self.card}"


@dataclass(frozen=True, order=True)
class Discard:
    """With three items in hand: discard ``card``."""
    card: str

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, order=True)
class UseField:
    """Take your special field's advantage on this square."""

    def __str__(self) -> str:
        return "use the special field"


@dataclass(frozen=True, order=True)
class Attack:
    """In the tournament, the single highest roll attacks ``target`` (a character id)."""
    target: str

    def __str__(self) -> str:
        return f"attack {self.target}"


@dataclass(frozen=True, order=True)
class Stop:
    """End the game early, by agreement (setting can_stop): "score" ranks by badges then squares;
    "tournament": everybody plays the final tournament."""
    how: str

    def __str__(self) -> str:
        return "stop and score" if self.how == "score" else "stop: everybody plays the tournament"


ACTION_TYPES = (Roll, MissionCard, MonsterCard, Go, UseItem, Reroll, Move, Challenge, Decline, NoThankYou, Fight,
                PickMonster, DrawMissions, KeepMission, Discard, UseField, Attack, Stop)
_FIELD_TYPES = {t: tuple((f, int if f in ("value", "dice", "count") else str) for f in t.__dataclass_fields__)
                for t in ACTION_TYPES}
ROLLS = {v: Roll(v) for v in FACES}
DIE = [(ROLLS[v], Fraction(1, 6)) for v in FACES]
_DIE_FACE = tuple(ROLLS[v] for v in FACES)


# -- events: every text is plain and never names a card the table may not see --------------------------------
@dataclass(frozen=True)
class BJEvent(Event):
    """``player``: the seat concerned (-1: nobody in particular); ``line``: the text."""
    player: int = -1
    line: str = ""

    @property
    def text(self) -> str:
        return self.line


@dataclass(frozen=True)
class TurnPassed(BJEvent):
    round: int = 1


@dataclass(frozen=True)
class Rolled(BJEvent):
    value: int = 0
    purpose: str = "move"     # move, fate, duel, fight, claire, rift, tournament


@dataclass(frozen=True)
class Moved(BJEvent):
    start: int = 0
    end: int = 0
    steps: int = 0            # negative: backward
    dice: bool = False        # a dice move (carries out the square) or not


@dataclass(frozen=True)
class Teleported(BJEvent):
    start: int = 0
    end: int = 0


@dataclass(frozen=True)
class BadgeEarned(BJEvent):
    badges: int = 0


@dataclass(frozen=True)
class DebtChanged(BJEvent):
    debt: int = 0             # the debt after the change


@dataclass(frozen=True)
class SkillUsed(BJEvent):
    skill: str = ""


@dataclass(frozen=True)
class HpChanged(BJEvent):
    change: int = 0           # HP actually gained (+) or lost (-)
    hp: int = 0               # HP after


@dataclass(frozen=True)
class KnockedOut(BJEvent):
    pass


@dataclass(frozen=True)
class StayChanged(BJEvent):
    staying: bool = True      # began (True) or ended (False); already: a stay that does not add up
    already: bool = False


@dataclass(frozen=True)
class SquareCarriedOut(BJEvent):
    square: int = 0


@dataclass(frozen=True)
class Declined(BJEvent):
    what: str = ""            # duel, fight, claire, shield, anchor, field, joy_of_labour


@dataclass(frozen=True)
class Decided(BJEvent):
    what: str = ""            # fight


@dataclass(frozen=True)
class DuelEvent(BJEvent):
    target: int = -1
    rolls: tuple[int, ...] = ()
    loss: int = 0             # HP the loser lost (0: challenge made, or a tie)
    loser: int = -1


@dataclass(frozen=True)
class Cancelled(BJEvent):
    by: str = ""              # no_thank_you, shield, anchor
    what: str = ""


@dataclass(frozen=True)
class MonsterDrawn(BJEvent):
    card: str = ""


@dataclass(frozen=True)
class FightResolved(BJEvent):
    card: str = ""
    attack: int = 0
    monster_hp: int = 0       # the HP the attack had to reach (after the Little Princess's skill)
    won: bool = False


@dataclass(frozen=True)
class MissionDrawn(BJEvent):
    """A mission card drawn. ``card`` is named only once everybody may see it (an event card); an item
    stays face down."""
    card: str = ""
    count: int = 1


@dataclass(frozen=True)
class ItemKept(BJEvent):
    pass


@dataclass(frozen=True)
class ItemUsed(BJEvent):
    card: str = ""
    target: int = -1


@dataclass(frozen=True)
class CardDiscarded(BJEvent):
    card: str = ""


@dataclass(frozen=True)
class DeckReshuffled(BJEvent):
    deck: str = "missions"


@dataclass(frozen=True)
class JourneyComplete(BJEvent):
    badges: int = 0


@dataclass(frozen=True)
class TournamentEvent(BJEvent):
    """The tournament: begun (``players``), a round's rolls (``rolls``), an attack (``target``, ``loss``),
    a hero out (``out``)."""
    players: tuple[int, ...] = ()
    rolls: tuple[int, ...] = ()
    target: int = -1
    loss: int = 0
    out: bool = False


@dataclass(frozen=True)
class GameWon(BJEvent):
    winners: tuple[int, ...] = ()
    how: str = ""             # journey, tournament, score


EVENT_TYPES = (TurnPassed, Rolled, Moved, Teleported, BadgeEarned, DebtChanged, SkillUsed, HpChanged, KnockedOut,
               StayChanged, SquareCarriedOut, Declined, Decided, DuelEvent, Cancelled, MonsterDrawn, FightResolved,
               MissionDrawn, ItemKept, ItemUsed, CardDiscarded, DeckReshuffled, JourneyComplete, TournamentEvent,
               GameWon)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if abs(n) == 1 else 's'}"


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


class BraveJourney(Game):
    name = "brave_journey"
    title = "Brave Journey"
    rules = RULES
    state_type = BJState
    action_types = ACTION_TYPES
    action_rule = "brave_journey.turn.order"

    SETTINGS = ("players", "characters", "badges", "first_player", "board_file", "monster_file", "mission_file",
                "character_file", "tournament_repeats", "next_turn", "round_end", "round_limit", "at_limit",
                "score_ties", "can_stop")

    @classmethod
    def validate_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        s = Settings(settings, cls.title, cls.SETTINGS)
        files = {}
        for key in ("board_file", "monster_file", "mission_file", "character_file"):
            value = settings.get(key)
            if value is not None and not isinstance(value, (str, os.PathLike)):
                raise ValueError(f"{key} must be the path of a JSON file, or None for rulewalk's own, not {value!r}")
            files[key] = None if value is None else os.fspath(value)
        data = loader.load(**files)
        cast = [c.id for c in data.characters]
        top = min(8, len(cast))
        players = s.whole("players", 4, 2, top, listed=True,
                          why=f" (there are {len(cast)} characters)" if len(cast) < 8 else "")
        chars = settings.get("characters")
        if chars is not None:
            if isinstance(chars, str) or not isinstance(chars, (list, tuple)):
                raise ValueError(f"characters must be a list of {players} character ids, not {chars!r}")
            chars = tuple(chars)
            unknown = [c for c in chars if c not in cast]
            if unknown:
                raise ValueError(f"characters: no character {unknown[0]!r}; the characters are {', '.join(cast)}")
            if len(chars) != players:
                raise ValueError(f"characters must name one character per player ({players}), not {len(chars)}")
            if len(set(chars)) != len(chars):
                raise ValueError(f"characters must all differ (each is played once), not {list(chars)!r}")
        badges = settings.get("badges")
        default_badges = 3 if players <= 4 else 2
        badges = s.whole("badges", default_badges, 1, 9) if badges is not None else default_badges
        first = settings.get("first_player")
        if first is not None:
            first = s.whole("first_player", 0, 0, players - 1)
        limit = settings.get("round_limit")
        if limit is not None:
            limit = s.whole("round_limit", 1, 1, 100_000)
        total = sum(m.count for m in data.missions)
        if total < 2 * players + 2:
            raise ValueError(f"{data.files[2]}: cards: the mission deck is too small to play with {players} players: "
                             f"it holds {total} cards, and {players} players may hold 2 items each while 2 more are "
                             f"drawn, so it needs at least {2 * players + 2}")
        return {"players": players, "characters": chars, "badges": badges, "first_player": first, **files,
                "tournament_repeats": s.one_of("tournament_repeats", "top", ("top", "any")),
                "next_turn": s.one_of("next_turn", "pending", ("pending", "immediate")),
                "round_end": s.one_of("round_end", "seat_order", ("seat_order", "one_more_turn")),
                "round_limit": limit,
                "at_limit": s.one_of("at_limit", "score", ("score", "tournament")),
                "score_ties": s.one_of("score_ties", "tournament", ("tournament", "share")),
                "can_stop": s.flag("can_stop", False)}

    def __init__(self, **settings: Any):
        super().__init__(**settings)
        st = self.settings
        self.data: GameData = loader.load(st["board_file"], st["monster_file"], st["mission_file"],
                                          st["character_file"])
        d = self.data
        self.board = d.board
        self.ring = d.ring
        self.labels = tuple(sq.label for sq in d.board)
        self.target = st["badges"]
        self.round_limit = st["round_limit"]
        self.can_stop = st["can_stop"]
        self.characters = {c.id: c for c in d.characters}
        self.character_ids = tuple(c.id for c in d.characters)
        self.triggers = {c.id: frozenset(c.squares) if c.skill in ("headmaster", "joy_of_labour") else frozenset()
                         for c in d.characters}
        self.missions = {m.id: m for m in d.missions}
        self.mission_ids = tuple(m.id for m in d.missions)
        self.mission_index = {m.id: i for i, m in enumerate(d.missions)}
        self.mission_total = tuple(m.count for m in d.missions)
        self.monsters = {m.id: m for m in d.monsters}
        self.monster_ids = tuple(m.id for m in d.monsters)
        self.monster_index = {m.id: i for i, m in enumerate(d.monsters)}
        self.monster_total = tuple(m.count for m in d.monsters)
        self.timing = {m.id: m.timing for m in d.missions}
        self.square_rule = tuple(SQUARE_RULES.get(sq.id, "brave_journey.event.square") for sq in d.board)
        self._casts: dict[tuple[str, ...], tuple] = {}

    @property
    def players(self) -> int:
        return self.settings["players"]

    # -- names ---------------------------------------------------------------------------------------
    def cast(self, state: BJState) -> tuple:
        """The Character of each seat."""
        c = self._casts.get(state.characters)
        if c is None:
            c = self._casts[state.characters] = tuple(self.characters[x] for x in state.characters)
        return c

    def hero(self, state: BJState, seat: int) -> str:
        """The character's name of ``seat`` ("Aruba")."""
        return self.characters[state.characters[seat]].name

    def seat_of(self, state: BJState, character: str) -> int:
        """The seat playing ``character`` (a character id), or -1."""
        try:
            return state.characters.index(character)
        except ValueError:
            return -1

    def square(self, number: int) -> loader.Square:
        return self.board[number]

    def square_label(self, number: int) -> str:
        """How texts name a square: its number and name ("15 Tower of Abirupis")."""
        return self.labels[number]

    def card_name(self, card: str) -> str:
        m = self.missions.get(card) or self.monsters.get(card)
        return m.name if m else card

    def progress(self, state: BJState, seat: int) -> int:
        """Squares on an endless track: (badges − debt) × ring + square (the 'most squares' of stop-and-score
        is ``progress − badges × ring``, the net progress in the current lap)."""
        return (state.badges[seat] - state.debt[seat]) * self.ring + state.positions[seat]

    def lap_squares(self, state: BJState, seat: int) -> int:
        """Net progress in the current lap, after backward debt (the squares that rank a stopped game)."""
        return state.positions[seat] - state.debt[seat] * self.ring

    def special_field(self, character: str) -> int:
        """The square number of a character's special field."""
        return next(sq.number for sq in self.board if sq.special == character)

    # -- setup -----------------------------------------------------------------------------------------
    def initial_state(self, seed: int = 0) -> BJState:
        """Everyone at the Castle with 10 HP, decks full; characters and the first player as set, or dealt
        from the seed. The state waits for the first player's roll (or their choice, if they have one)."""
        rng = derived_rng(seed, "brave_journey", "setup")
        n = self.players
        chars = self.settings["characters"]
        if chars is None:
            chars = tuple(rng.sample(self.character_ids, n))
        first = self.settings["first_player"]
        if first is None:
            first = rng.randrange(n)
        blank = BJState(characters=tuple(chars), positions=(0,) * n, hp=(MAX_HP,) * n, badges=(0,) * n,
                        debt=(0,) * n, lap=((),) * n, staying=(False,) * n, rift=(-1,) * n, pending=(False,) * n,
                        held=((),) * n, mission_pile=self.mission_total, mission_discard=(0,) * len(self.mission_total),
                        monster_pile=self.monster_total, monster_discard=(0,) * len(self.monster_total),
                        first_player=first, current=first, round=1, focus=Task("end_turn"),
                        queue=(Task("turn", first),))
        w = _Work(self, blank)
        w.run()
        return w.freeze()

    # -- queries -----------------------------------------------------------------------------------------
    def current_player(self, state: BJState) -> int:
        """Who acts now: the seat deciding, else the seat whose turn it is (at a chance node)."""
        f = state.focus
        return f.player if f.kind in DECISIONS else state.current

    def is_terminal(self, state: BJState) -> bool:
        return state.focus.kind == "over"

    def winners(self, state: BJState) -> tuple[int, ...]:
        return state.winners

    def is_chance_node(self, state: BJState) -> bool:
        k = state.focus.kind
        return k in DIE_PHASES or k in CARD_PHASES

    def chance_outcomes(self, state: BJState) -> list[tuple[Any, Fraction]]:
        k = state.focus.kind
        if k in DIE_PHASES:
            return list(DIE)
        if k == "mission_draw":
            total = sum(state.mission_pile)
            return [(MissionCard(c), Fraction(k_, total)) for c, k_ in zip(self.mission_ids, state.mission_pile) if k_]
        if k == "monster_draw":
            total = sum(state.monster_pile)
            return [(MonsterCard(c), Fraction(k_, total)) for c, k_ in zip(self.monster_ids, state.monster_pile) if k_]
        return []

    def sample_chance(self, state: BJState, rng) -> Any:
        """A chance outcome drawn with ``rng`` by the odds of ``chance_outcomes`` (without fractions: for
        long simulations)."""
        k = state.focus.kind
        if k in DIE_PHASES:
            return _DIE_FACE[int(rng.random() * 6)]
        pile, ids, cls = ((state.mission_pile, self.mission_ids, MissionCard) if k == "mission_draw"
                          else (state.monster_pile, self.monster_ids, MonsterCard))
        x = int(rng.random() * sum(pile))
        for c, k_ in zip(ids, pile):
            if x < k_:
                return cls(c)
            x -= k_
        raise ValueError("not a chance node")

    def item_targets(self, state: BJState) -> tuple[str, ...]:
        return state.characters

    def legal_actions(self, state: BJState) -> list[Any]:
        f = state.focus
        k = f.kind
        if k == "over":
            return []
        if k in DIE_PHASES or k in CARD_PHASES:
            return [o for o, _ in self.chance_outcomes(state)]
        p = f.player
        held = state.held[p]
        cast = self.cast(state)
        if k == "start":
            out: list[Any] = self._turn_items(state, held)
            out.append(Go(1))
            if state.pending[p] and cast[p].skill == "joy_of_labour":
                out.append(Go(2))
            if self.settings["can_stop"]:
                out += [Stop("score"), Stop("tournament")]
            return out
        if k == "after_roll":
            out = [Move()]
            if state.pending[p] and cast[p].skill == "portal":
                out.append(Reroll())
            out += [UseItem(c) for c in _distinct(held) if self.timing[c] == "roll"]
            return out
        if k == "duel":
            here = state.positions[p]
            return [Challenge(state.characters[q]) for q in range(len(state.characters))
                    if q != p and state.positions[q] == here] + [Decline()]
        if k == "claire":
            return [NoThankYou(), Decline()]
        if k in ("shield", "anchor"):
            use = "shield" if k == "shield" else "anchor"
            return [UseItem(c) for c in _distinct(held) if self.missions[c].use == use] + [Decline()]
        if k == "field":
            out = [Fight()]
            if cast[p].skill in FIGHT_SKILLS:
                out.append(Fight(cast[p].skill))
            return out + [Decline()]
        if k == "pick_monster":
            return [PickMonster(c) for c in _distinct(state.monsters_out)]
        if k == "mission_choice":
            return [DrawMissions(1), DrawMissions(2)]
        if k == "keep":
            return [KeepMission(c) for c in _distinct(state.drawn)]
        if k == "third":
            pool = _distinct(held + state.drawn)
            return [Discard(c) for c in pool] + self._turn_items(state, pool)
        if k == "advantage":
            return [UseField(), Decline()]
        if k == "attack":
            return [Attack(state.characters[q]) for q in state.tournament if q != p]
        raise AssertionError(f"unknown phase {k!r}")  # pragma: no cover - validate_state refuses it

    def _turn_items(self, state: BJState, cards: tuple[str, ...]) -> list[Any]:
        out: list[Any] = []
        for c in _distinct(cards):
            if self.timing[c] != "turn":
                continue
            if self.missions[c].use == "heal":
                out.append(UseItem(c))
            else:
                out += [UseItem(c, t) for t in state.characters]
        return out

    # -- checking ----------------------------------------------------------------------------------------
    def check(self, state: BJState, action: Any) -> None:
        k = state.focus.kind
        for name, typ in _FIELD_TYPES[type(action)]:
            value = getattr(action, name)
            if type(value) is not typ:
                raise IllegalAction(PHASE_RULES[k], f"{type(action).__name__}: {name} must be "
                                                    f"{'a whole number' if typ is int else 'text'}, not {value!r}.")
        if k == "over":
            who = " and ".join(self.hero(state, w) for w in state.winners)
            raise IllegalAction("brave_journey.win.round-end", f"The game is over: {who} won.")
        if k in DIE_PHASES:
            if type(action) is Roll and 1 <= action.value <= 6:
                return
        elif k in CARD_PHASES:
            if k == "mission_draw":
                if type(action) is MissionCard and action.card in self.mission_index \
                        and state.mission_pile[self.mission_index[action.card]] > 0:
                    return
            elif type(action) is MonsterCard and action.card in self.monster_index \
                    and state.monster_pile[self.monster_index[action.card]] > 0:
                return
        elif action in self.legal_actions(state):
            return
        raise self._refusal(state, action)

    def _refusal(self, state: BJState, action: Any) -> IllegalAction:
        """Why ``action`` is not legal here, for a player."""
        f = state.focus
        k = f.kind
        rule = PHASE_RULES[k]
        chance = k in DIE_PHASES or k in CARD_PHASES
        if isinstance(action, (Roll, MissionCard, MonsterCard)):
            if not chance:
                return IllegalAction(rule, f"Nothing is being rolled or drawn now: it is up to "
                                           f"{self.hero(state, f.player)} {PHASE_TEXT[k]}.")
            if isinstance(action, Roll):
                if k not in DIE_PHASES:
                    return IllegalAction(rule, f"A card is to be drawn now, not a die rolled ({PHASE_TEXT[k]}).")
                return IllegalAction(rule, f"The die has faces 1 to 6, not {action.value}.")
            deck = "mission" if isinstance(action, MissionCard) else "monster"
            if k != f"{deck}_draw":
                return IllegalAction(rule, f"No {deck} card is being drawn now; waiting for {PHASE_TEXT[k]}.")
            known = self.mission_ids if deck == "mission" else self.monster_ids
            if action.card not in known:
                return IllegalAction(rule, f"There is no {deck} card {action.card!r}.")
            return IllegalAction(rule, f"No {self.card_name(action.card)} is left in the {deck} deck.")
        if isinstance(action, Stop):
            if not self.settings["can_stop"]:
                return IllegalAction("brave_journey.end.options",
                                     "Stopping early was not agreed for this game (the setting can_stop).")
            if action.how not in ("score", "tournament"):
                return IllegalAction("brave_journey.end.options",
                                     f"A game stops to 'score' or to 'tournament', not {action.how!r}.")
            return IllegalAction("brave_journey.end.options", "A game can be stopped only at the start of a turn.")
        if chance:
            return IllegalAction(rule, f"Wait: {PHASE_TEXT[k]} comes first.")
        p = f.player
        who = self.hero(state, p)
        cast = self.cast(state)
        if isinstance(action, UseItem):
            return self._item_refusal(state, action, p, who)
        if isinstance(action, Go):
            if k != "start":
                return IllegalAction(rule, f"The movement roll is not now: it is up to {who} {PHASE_TEXT[k]}.")
            if action.dice == 2:
                if cast[p].skill != "joy_of_labour":
                    return IllegalAction("brave_journey.skill.deifel", f"Only Deifel's skill rolls two dice; {who} "
                                                                      "rolls one.")
                return IllegalAction("brave_journey.skill.deifel", f"{who} may roll two dice only on the turn after "
                                                                  "reaching the Tower of Abirupis in a new lap.")
            return IllegalAction("brave_journey.turn.roll-and-move", f"Movement is rolled with one die (or two: "
                                                                    f"Deifel's skill), not {action.dice}.")
        if isinstance(action, Reroll):
            if cast[p].skill != "portal":
                return IllegalAction("brave_journey.skill.luki", f"Only Luki's Portal rolls the movement die again; "
                                                                f"{who} cannot.")
            if k != "after_roll":
                return IllegalAction("brave_journey.skill.luki", "Portal re-rolls the movement die right after it is "
                                                                "rolled, not now.")
            return IllegalAction("brave_journey.skill.luki", "Portal works once, on Luki's next turn after carrying "
                                                            "out a mission square.")
        if isinstance(action, Challenge):
            if k != "duel":
                return IllegalAction("brave_journey.duel.scope", "A duel is challenged only right after a dice move "
                                                                "ends on a square where other heroes stand.")
            q = self.seat_of(state, action.target)
            if q < 0:
                return IllegalAction("brave_journey.duel.challenge", f"Nobody plays {action.target!r} in this game.")
            if q == p:
                return IllegalAction("brave_journey.duel.challenge", f"{who} cannot challenge themselves.")
            return IllegalAction("brave_journey.duel.challenge",
                                 f"{self.hero(state, q)} is on {self.square_label(state.positions[q])}, not on "
                                 f"{who}'s square {self.square_label(state.positions[p])}.")
        if isinstance(action, Fight):
            if k != "field":
                return IllegalAction("brave_journey.field.decide-first", "Monsters are fought only on a field square "
                                                                        "reached by a dice move, when asked.")
            if action.skill in FIGHT_SKILLS:
                return IllegalAction(SKILL_RULES[action.skill], f"{action.skill} is not {who}'s skill.")
            return IllegalAction("brave_journey.skill.optional", f"{action.skill!r} is not a skill used in fights; "
                                                                f"{who}'s skill is {cast[p].skill}.")
        if isinstance(action, DrawMissions):
            if k != "mission_choice":
                return IllegalAction("brave_journey.mission.draw", "Mission cards are drawn on a mission square "
                                                                  "reached by a dice move.")
            return IllegalAction("brave_journey.skill.sion", f"Sion draws one mission card or two, not {action.count}.")
        if isinstance(action, (KeepMission, Discard, PickMonster)):
            if isinstance(action, PickMonster):
                if k != "pick_monster":
                    return IllegalAction("brave_journey.skill.aruba", "There are no two monsters to choose from.")
                return IllegalAction("brave_journey.skill.aruba", f"{action.card!r} is not one of the two monsters "
                                                                 "drawn.")
            if isinstance(action, KeepMission) and k != "keep":
                return IllegalAction("brave_journey.skill.sion-choice", "There are no two mission cards to choose "
                                                                       "from.")
            if isinstance(action, Discard) and k != "third":
                return IllegalAction("brave_journey.mission.hand-limit", "An item is discarded only when a third "
                                                                        "one is drawn.")
            return IllegalAction(rule, f"{action.card!r} is not one of the cards to choose from.")
        if isinstance(action, Attack):
            if k != "attack":
                return IllegalAction("brave_journey.tournament.rounds", "Attacks happen only in the final "
                                                                       "tournament, by the single highest roll.")
            return IllegalAction("brave_journey.tournament.rounds", f"{action.target!r} is not an opponent still in "
                                                                   "the tournament.")
        if isinstance(action, NoThankYou):
            if cast[p].skill != "no_thank_you":
                return IllegalAction("brave_journey.skill.claire", f"Only Claire has No, Thank you!; {who} does not.")
            return IllegalAction("brave_journey.skill.claire-scope", "No, Thank you! answers only a challenge or a "
                                                                    "card another player aims at Claire.")
        if isinstance(action, UseField):
            return IllegalAction("brave_journey.special.optional", f"{who} is not on their special field after a "
                                                                  "dice move.")
        return IllegalAction(rule, f"'{action}' is not a choice now: it is up to {who} {PHASE_TEXT[k]}.")

    def _item_refusal(self, state: BJState, action: UseItem, p: int, who: str) -> IllegalAction:
        k = state.focus.kind
        timing = "brave_journey.cards.timing"
        m = self.missions.get(action.card)
        if m is None or m.kind != "item":
            return IllegalAction("brave_journey.mission.draw", f"There is no item card {action.card!r}.")
        pool = state.held[p] + (state.drawn if k == "third" else ())
        if action.card not in pool:
            return IllegalAction(timing, f"{who} holds no {m.name}.")
        when = {"turn": "at the start of your turn (or as you draw a third item)",
                "roll": "right after your movement roll", "reaction": "as a reaction"}[m.timing]
        if m.use in ("harm", "hold"):
            if not action.target:
                return IllegalAction("brave_journey.mission.any-player", f"{m.name} needs a target: any hero, "
                                                                        "yourself included.")
            if action.target not in state.characters:
                return IllegalAction("brave_journey.mission.any-player", f"Nobody plays {action.target!r} in this "
                                                                        "game.")
        elif action.target:
            return IllegalAction(timing, f"{m.name} is not aimed at anyone.")
        return IllegalAction(timing, f"{m.name} is played {when}, not now ({PHASE_TEXT[k]}).")

    # -- resolving -------------------------------------------------------------------------------------------
    def resolve(self, state: BJState, action: Any) -> tuple[BJState, tuple[Event, ...]]:
        w = _Work(self, state)
        getattr(w, "a_" + state.focus.kind)(state.focus, action)
        w.run()
        return w.freeze(), tuple(w.events)

    def simulate(self, state: BJState, choose: Any, rng: Any, limit: int = 200_000) -> tuple[BJState, int]:
        """Play on from ``state`` to the end (or ``limit`` actions) as ``step`` would, faster: decisions from
        ``choose(game, position, rng)``, chance from ``sample_chance`` with ``rng``. One working copy carries the
        whole game (it reads like a state: the same fields), so no state is built between actions; no checks,
        no events. Returns the last state and the number of actions."""
        w = _Work(self, state, loud=False)
        w.focus = state.focus
        n = 0
        sample = self.sample_chance
        while w.focus.kind != "over" and n < limit:
            f = w.focus
            k = f.kind
            action = sample(w, rng) if (k in DIE_PHASES or k in CARD_PHASES) else choose(self, w, rng)
            w.focus = None
            getattr(w, "a_" + k)(f, action)
            w.run()
            n += 1
        return w.freeze(), n

    def step(self, state: BJState, action: Any) -> BJState:
        """``apply`` without the legality check and without events, for long simulations whose policies pick
        legal actions (the balance report)."""
        w = _Work(self, state, loud=False)
        getattr(w, "a_" + state.focus.kind)(state.focus, action)
        w.run()
        return w.freeze()


    # -- what players see -----------------------------------------------------------------------------------
    def observation(self, state: BJState, player: int) -> "BJObservation":
        """What ``player`` sees: everything on the table, their own items, and of the others' items only how
        many they hold; the decks' order and the cards someone is choosing among stay hidden."""
        if type(player) is not int or not 0 <= player < self.players:
            raise ValueError(f"player must be a seat 0..{self.players - 1}, not {player!r}")
        chooser = state.focus.player if state.focus.kind in ("keep", "third", "mission_draw") else state.current
        return BJObservation(
            player=player, characters=state.characters, positions=state.positions, hp=state.hp, badges=state.badges,
            debt=state.debt, lap=state.lap, staying=state.staying, rift=state.rift, pending=state.pending,
            held=state.held[player], held_counts=tuple(len(h) for h in state.held),
            mission_pile_size=sum(state.mission_pile), mission_discard=state.mission_discard,
            monster_pile_size=sum(state.monster_pile), monster_discard=state.monster_discard,
            first_player=state.first_player, current=state.current, round=state.round, focus=state.focus,
            queue=state.queue, dice=state.dice, bonus=state.bonus,
            drawn=state.drawn if player == chooser else (), drawn_count=len(state.drawn),
            monsters_out=state.monsters_out, finish_round=state.finish_round, tournament=state.tournament,
            winners=state.winners, ending=state.ending)

    def action_text(self, state: BJState, action: Any, viewer: int | None = None) -> str:
        """``str(action)`` in words for the table: heroes and cards by name; a mission card drawn is named
        only if ``viewer`` may see it (the drawer, or anyone when it is an event card shown at once)."""
        if isinstance(action, MissionCard):
            m = self.missions.get(action.card)
            drawer = state.focus.player
            if m is not None and (viewer is None or viewer == drawer or (m.kind == "event"
                                                                           and state.focus.amount == 1)):
                return f"draw the mission card {m.name}"
            return "draw a mission card"
        if isinstance(action, MonsterCard):
            return f"draw the monster {self.card_name(action.card)}"
        if isinstance(action, (Challenge, Attack)):
            c = self.characters.get(action.target)
            verb = "challenge" if isinstance(action, Challenge) else "attack"
            return f"{verb} {c.name if c else action.target}"
        if isinstance(action, UseItem):
            target = self.characters.get(action.target)
            return f"use {self.card_name(action.card)}" + (f" on {target.name}" if target else "")
        if isinstance(action, (KeepMission, Discard, PickMonster)):
            verb = {KeepMission: "keep", Discard: "discard", PickMonster: "fight"}[type(action)]
            return f"{verb} {self.card_name(action.card)}"
        if isinstance(action, Fight) and action.skill:
            return f"fight using {self.cast(state)[state.focus.player].skill_name}"
        if isinstance(action, Decline):
            return {"duel": "challenge nobody", "claire": "do not roll No, Thank you!", "shield": "keep the shield",
                    "anchor": "keep the anchor", "field": "do not fight", "advantage": "do not use the special field"
                    }.get(state.focus.kind, "decline")
        return str(action)

    def describe(self, state: BJState, viewer: int | None = None) -> str:
        """The whole position as text (deterministic). With ``viewer``, the others' items show only as a count."""
        n = self.players
        cast = self.cast(state)
        head = (f"Brave Journey — round {state.round}, {cast[state.current].name}'s turn; "
                f"{_plural(self.target, 'badge')} to finish")
        if state.finish_round:
            head += f"; a journey was completed in round {state.finish_round}"
        lines = [head]
        for q in range(n):
            c = cast[q]
            if viewer is None or viewer == q:
                items = ", ".join(self.card_name(x) for x in state.held[q]) or "none"
            else:
                items = f"{len(state.held[q])} face down" if state.held[q] else "none"
            notes = []
            if state.staying[q]:
                notes.append("staying")
            if state.rift[q] >= 0:
                notes.append(f"then sets out from {self.labels[state.rift[q]]}")
            if state.pending[q]:
                notes.append("next roll: " + ("may roll again (Portal)" if c.skill == "portal"
                                              else "may roll two dice (The Joy of Labour)"))
            if state.lap[q]:
                notes.append("skill used this lap at " + ", ".join(self.labels[x] for x in state.lap[q]))
            if q in state.tournament:
                notes.append("in the tournament")
            mark = ">" if q == state.current and not state.over else " "
            lines.append(f"{mark}{c.name:<16} on {self.labels[state.positions[q]]:<38} HP {state.hp[q]:>2}  "
                         f"badges {state.badges[q]}  debt {state.debt[q]}  items: {items}"
                         + (f"  ({'; '.join(notes)})" if notes else ""))
        lines.append(f"mission deck {sum(state.mission_pile)}, discards {sum(state.mission_discard)}; "
                     f"monster deck {sum(state.monster_pile)}, discards {sum(state.monster_discard)}")
        if state.monsters_out:
            lines.append("monsters on the table: " + ", ".join(self.card_name(x) for x in state.monsters_out))
        if state.drawn:
            if viewer is None or viewer == state.focus.player:
                lines.append("cards drawn: " + ", ".join(self.card_name(x) for x in state.drawn))
            else:
                lines.append(f"cards drawn: {len(state.drawn)} (seen only by {cast[state.focus.player].name})")
        k = state.focus.kind
        if k == "over":
            names = _names([cast[w].name for w in state.winners])
            how = {"journey": "finished the journey alone", "tournament": "won the final tournament",
                   "score": "ranked first when the game stopped"}.get(state.ending, state.ending)
            lines.append(f"game over after {state.turns} turns: {names} {'wins' if len(state.winners) == 1 else 'share the win'} ({how})")
            return "\n".join(lines)
        dice = f" (dice: {' + '.join(map(str, state.dice))}{' + ' + str(state.bonus) if state.bonus else ''})" \
            if state.dice else ""
        if k in DECISIONS:
            lines.append(f"now: {cast[state.focus.player].name} {PHASE_TEXT[k]}{dice}")
        else:
            lines.append(f"waiting for {PHASE_TEXT[k]}{dice}")
        return "\n".join(lines)

    # -- loading -------------------------------------------------------------------------------------------------
    def validate_state(self, state: BJState) -> None:
        """Refuse a position the rules cannot reach, saying what is wrong."""
        n = self.players
        L = self.ring
        for name in ("characters", "positions", "hp", "badges", "debt", "lap", "staying", "rift", "pending", "held"):
            if len(getattr(state, name)) != n:
                raise ValueError(f"{name} needs one entry per player ({n}), not {len(getattr(state, name))}")
        unknown = [c for c in state.characters if c not in self.characters]
        if unknown:
            raise ValueError(f"characters: no character {unknown[0]!r}; they are {', '.join(self.character_ids)}")
        if len(set(state.characters)) != n:
            raise ValueError("characters: each character is played once")
        if self.settings["characters"] is not None and state.characters != tuple(self.settings["characters"]):
            raise ValueError(f"characters must be {list(self.settings['characters'])} (the game's setting)")
        cast = self.cast(state)
        k = state.focus.kind
        in_tournament = k in ("tournament_roll", "attack") or (k == "over" and state.ending == "tournament")
        for q in range(n):
            who = cast[q].name
            if not 0 <= state.positions[q] < L:
                raise ValueError(f"{who} is on square {state.positions[q]}, off the ring of {L} (0..{L - 1})")
            if not 0 <= state.hp[q] <= MAX_HP:
                raise ValueError(f"{who} has {state.hp[q]} HP; HP is 0..{MAX_HP}")
            if state.hp[q] == 0 and not in_tournament:
                raise ValueError(f"{who} has 0 HP outside the tournament: a knocked-out hero is treated back to 10 at "
                                 "once")
            if state.badges[q] < 0 or state.debt[q] < 0:
                raise ValueError(f"{who}: badges and backward debt cannot be negative")
            lap = state.lap[q]
            if list(lap) != sorted(set(lap)) or not set(lap) <= self.triggers[cast[q].id]:
                raise ValueError(f"{who}: the lap's used skill squares {list(lap)} must be distinct, in order, and "
                                 f"squares where {who}'s skill fires ({sorted(self.triggers[cast[q].id]) or 'none'})")
            if state.rift[q] != -1 and not (0 <= state.rift[q] < L and state.staying[q]):
                raise ValueError(f"{who}: a Rift destination needs a square of the ring and a hero staying on the Rift")
            if state.pending[q] and cast[q].skill not in ("portal", "joy_of_labour"):
                raise ValueError(f"{who} has no next-turn benefit to wait for (only Luki's and Deifel's skills give one)")
            if len(state.held[q]) > MAX_HELD:
                raise ValueError(f"{who} holds {len(state.held[q])} items; at most {MAX_HELD}")
            for c in state.held[q]:
                if c not in self.missions or self.missions[c].kind != "item":
                    raise ValueError(f"{who} holds {c!r}, which is not an item card")
        self._validate_decks(state)
        if not (0 <= state.first_player < n and 0 <= state.current < n):
            raise ValueError("first_player and current must be seats at this table")
        if state.round < 1 or state.turns < 0 or state.bonus < 0:
            raise ValueError("round (from 1), turns and bonus (from 0) are out of range")
        if k not in PHASES:
            raise ValueError(f"unknown phase {k!r}")
        for t in state.queue:
            if t.kind not in QUEUE_KINDS or not -1 <= t.player < n or not -1 <= t.source < n:
                raise ValueError(f"the queue holds a step that cannot be: {t}")
        if k in DECISIONS and not 0 <= state.focus.player < n:
            raise ValueError(f"the {k} decision needs a seat to decide")
        if k in ("start", "after_roll", "roll", "duel", "field", "mission_choice", "advantage") and \
                (state.focus.player != state.current or state.staying[state.current] and k != "duel"):
            raise ValueError(f"the {k} step belongs to the player whose turn it is ({cast[state.current].name}), "
                             "who must not be staying")
        if k not in ("over", "tournament_roll", "attack") and not state.queue:
            raise ValueError("a turn in progress needs its remaining steps (at least the end of the turn)")
        if any(d not in FACES for d in state.dice):
            raise ValueError(f"dice show 1..6, not {list(state.dice)}")
        if k == "roll" and not (1 <= state.focus.amount <= 2 and len(state.dice) < state.focus.amount):
            raise ValueError("the movement roll is one die, or two for Deifel's skill, rolled one at a time")
        if k == "after_roll" and not state.dice:
            raise ValueError("a movement roll must be shown before it is taken or changed")
        if state.drawn and k not in ("keep", "third", "mission_draw"):
            raise ValueError("mission cards lie drawn only while someone chooses among them")
        if state.monsters_out and k not in ("monster_draw", "pick_monster", "attack_roll"):
            raise ValueError("monster cards lie on the table only during a fight")
        if k == "attack_roll" and len(state.monsters_out) != 1 or k == "pick_monster" and len(state.monsters_out) != 2:
            raise ValueError(f"the {k} step needs {'one monster' if k == 'attack_roll' else 'two monsters'} on the table")
        if k in ("keep", "third") and len(state.drawn) != (2 if k == "keep" else 1):
            raise ValueError(f"the {k} step needs {'two cards' if k == 'keep' else 'the third item'} drawn")
        if k == "third" and len(state.held[state.focus.player]) != MAX_HELD:
            raise ValueError("a third item means two items already held")
        t = state.tournament
        if len(set(t)) != len(t) or any(not 0 <= q < n for q in t):
            raise ValueError("the tournament lists seats that are not at this table, or one twice")
        if (k in ("tournament_roll", "attack")) != bool(t) and k != "over":
            raise ValueError("heroes are in the tournament exactly while it is played")
        if k == "attack" and (state.focus.player not in t or len(state.dice) != len(t)):
            raise ValueError("the attacker is a hero in the tournament, after everybody rolled")
        done = [q for q in range(n) if state.badges[q] >= self.target]
        if state.finish_round:
            if not done or state.finish_round > state.round or not 0 <= state.end_after < n:
                raise ValueError("a journey completed needs a hero with the badges, a round so far, and the seat "
                                 "whose turn ends the game")
        elif done and k not in ("over", "tournament_roll", "attack"):
            raise ValueError(f"{cast[done[0]].name} has {state.badges[done[0]]} badges, so the journey was completed "
                             "(give finish_round)")
        if (k == "over") != bool(state.winners) or len(set(state.winners)) != len(state.winners) \
                or any(not 0 <= w < n for w in state.winners):
            raise ValueError("a finished game has its winners (seats at this table, each once); a game in play has none")

    def _validate_decks(self, state: BJState) -> None:
        for deck, pile, discard, total, ids in (
                ("mission", state.mission_pile, state.mission_discard, self.mission_total, self.mission_ids),
                ("monster", state.monster_pile, state.monster_discard, self.monster_total, self.monster_ids)):
            if len(pile) != len(total) or len(discard) != len(total):
                raise ValueError(f"the {deck} deck and discards need one count per card kind ({len(total)})")
            if min(pile) < 0 or min(discard) < 0:
                raise ValueError(f"{deck} card counts cannot be negative")
            out = state.held + (state.drawn,) if deck == "mission" else (state.monsters_out,)
            for i, c in enumerate(ids):
                elsewhere = sum(h.count(c) for h in out)
                if pile[i] + discard[i] + elsewhere != total[i]:
                    raise ValueError(f"{self.card_name(c)}: {pile[i]} in the {deck} deck, {discard[i]} discarded and "
                                     f"{elsewhere} in play make {pile[i] + discard[i] + elsewhere}, but the set has "
                                     f"{total[i]}")
        for c in state.drawn:
            if c not in self.missions:
                raise ValueError(f"{c!r} is not a mission card")
        for c in state.monsters_out:
            if c not in self.monsters:
                raise ValueError(f"{c!r} is not a monster card")


@dataclass(frozen=True)
class BJObservation:
    """One player's view (``observation``): the table, their own items, the others' item counts."""
    player: int
    characters: tuple[str, ...]
    positions: tuple[int, ...]
    hp: tuple[int, ...]
    badges: tuple[int, ...]
    debt: tuple[int, ...]
    lap: tuple[tuple[int, ...], ...]
    staying: tuple[bool, ...]
    rift: tuple[int, ...]
    pending: tuple[bool, ...]
    held: tuple[str, ...]                   # the viewer's own items
    held_counts: tuple[int, ...]            # how many items each hero holds
    mission_pile_size: int
    mission_discard: tuple[int, ...]        # the discard pile is face up
    monster_pile_size: int
    monster_discard: tuple[int, ...]
    first_player: int
    current: int
    round: int
    focus: Task
    queue: tuple[Task, ...]
    dice: tuple[int, ...]
    bonus: int
    drawn: tuple[str, ...]                  # only for the hero choosing among them
    drawn_count: int
    monsters_out: tuple[str, ...]
    finish_round: int
    tournament: tuple[int, ...]
    winners: tuple[int, ...]
    ending: str

def _distinct(cards: tuple[str, ...]) -> tuple[str, ...]:
    """Each card id once, in first-seen order."""
    return tuple(dict.fromkeys(cards))


def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


def _names(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _put(values: tuple, index: int, value: Any) -> tuple:
    """``values`` with item ``index`` replaced."""
    return values[:index] + (value,) + values[index + 1:]


def _bump(counts: tuple[int, ...], index: int, by: int) -> tuple[int, ...]:
    return counts[:index] + (counts[index] + by,) + counts[index + 1:]


#: a Task for its fields, shared: tasks are immutable, and building a frozen dataclass is slow
_task = lru_cache(maxsize=8192)(Task)


#: attributes of _Work that are not fields of the state
_WORK_ONLY = ("g", "s", "ch", "n", "events", "loud")


class _Work:
    """A state being worked on during one action: the turn's program runs here until it reaches the next
    decision or chance node (``focus``); ``freeze`` gives the new state. The state's fields stay tuples
    (``_put`` builds a changed copy), so starting and freezing cost almost nothing."""

    def __init__(self, game: BraveJourney, s: BJState, loud: bool = True):
        # the state's fields as they are (tuples: a change builds a new one, see _put), then the working parts
        self.__dict__.update(s.__dict__)
        self.loud = loud
        self.g = game
        self.s = s
        self.ch = game.cast(s)
        self.n = len(s.characters)
        self.focus: Task | None = None
        self.queue = list(s.queue)
        self.events: list[Event] = []

    def freeze(self) -> BJState:
        d = self.__dict__.copy()
        for extra in _WORK_ONLY:
            del d[extra]
        d["queue"] = tuple(self.queue)
        st = object.__new__(BJState)
        object.__setattr__(st, "__dict__", d)
        return st

    # -- small helpers ---------------------------------------------------------------------------------
    def say(self, cls: type, rule: str, player: int, line: str, **fields: Any) -> None:
        # an event without the frozen dataclass's per-field __init__ (fields left out keep their class defaults)
        if not self.loud:
            return
        e = object.__new__(cls)
        d = e.__dict__
        d["rule"] = rule
        d["player"] = player
        d["line"] = line
        if fields:
            d.update(fields)
        self.events.append(e)

    def name(self, p: int) -> str:
        return self.ch[p].name

    def at(self, p: int) -> str:
        return self.g.labels[self.positions[p]]

    def order(self, p: int) -> list[int]:
        """Every seat, starting with ``p`` and going on in turn order."""
        return [(p + i) % self.n for i in range(self.n)]

    def origin_rule(self, origin: str) -> str:
        kind, _, ref = origin.partition(":")
        if kind in ("square", "special"):
            return self.g.square_rule[int(ref)]
        return {"card": "brave_journey.mission.draw", "item": "brave_journey.cards.timing",
                "monster": "brave_journey.fight.roll"}.get(kind, "brave_journey.event.square")

    def origin_effect(self, origin: str) -> Effect:
        kind, _, ref = origin.partition(":")
        if kind == "square":
            return self.g.board[int(ref)].effect
        if kind == "special":
            return self.g.board[int(ref)].special_effect
        return self.g.missions[ref].effect

    def origin_name(self, origin: str) -> str:
        kind, _, ref = origin.partition(":")
        if kind in ("square", "special"):
            return self.g.board[int(ref)].name
        if kind in ("card", "item", "monster"):
            return self.g.card_name(ref)
        return "the duel" if origin == "duel" else origin

    def run(self) -> None:
        """Carry out the queued steps until one waits for a decision or a chance outcome."""
        q = self.queue
        while self.focus is None:
            task = q.pop(0)
            getattr(self, "t_" + task.kind)(task)

    # -- turns -----------------------------------------------------------------------------------------
    def t_turn(self, task: Task) -> None:
        p = task.player
        self.current = p
        if self.loud:
            self.say(TurnPassed, "brave_journey.turn.order", p, f"{self.name(p)}'s turn (round {self.round})",
                     round=self.round)
        self.queue.insert(0, _task("end_turn"))
        if not self.staying[p]:
            self.start(p)
            return
        self.staying = _put(self.staying, p, False)
        self.say(StayChanged, "brave_journey.stay.turn", p, f"{self.name(p)} turns the character card back: the stay "
                                                           "is over and the turn passes", staying=False)
        dest = self.rift[p]
        if dest >= 0:
            self.rift = _put(self.rift, p, -1)
            self.teleport(p, dest, "brave_journey.special.rift-rulings",
                          f"{self.name(p)} leaves {self.at(p)} and appears at {self.g.labels[dest]} (a jump: "
                          "nothing is carried out)")
        if self.pending[p] and self.g.settings["next_turn"] == "immediate":
            self.pending = _put(self.pending, p, False)
            self.say(SkillUsed, "brave_journey.skill.next-turn", p,
                     f"{self.name(p)}'s next-turn benefit is lost: this turn was spent staying", skill=self.ch[p].skill)

    def start(self, p: int) -> None:
        g = self.g
        held = self.held[p]
        if (g.can_stop or (self.pending[p] and self.ch[p].skill == "joy_of_labour")
                or held and any(g.timing[c] == "turn" for c in held)):
            self.focus = _task("start", p)
        else:
            self.focus = _task("roll", p, 1)
        self.dice = ()

    def t_start_again(self, task: Task) -> None:
        p = task.player
        if self.staying[p]:
            self.say(StayChanged, "brave_journey.stay.turn", p, f"{self.name(p)} now stays in place: the turn ends",
                     staying=True, already=True)
            return
        self.start(p)

    def t_end_turn(self, task: Task) -> None:
        self.turns += 1
        self.dice = ()
        self.bonus = 0
        p = self.current
        n = self.n
        if self.finish_round and p == self.end_after:
            self.end_journey()
            return
        if p == (self.s.first_player - 1) % n:
            limit = self.g.round_limit
            if limit and self.round >= limit and not self.finish_round:
                self.say(TournamentEvent, "brave_journey.end.score", -1,
                         f"Time is up: round {self.round} was the last (round_limit)")
                self.stop(self.g.settings["at_limit"])
                return
            self.round += 1
        self.queue.insert(0, _task("turn", (p + 1) % n))

    # -- the movement roll -------------------------------------------------------------------------------
    def a_start(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Go):
            if action.dice == 2:
                self.pending = _put(self.pending, p, False)
                self.say(SkillUsed, "brave_journey.skill.deifel", p, f"{self.name(p)} uses The Joy of Labour: two "
                                                                    "dice, added", skill="joy_of_labour")
            elif self.pending[p] and self.ch[p].skill == "joy_of_labour":
                self.pending = _put(self.pending, p, False)
                self.say(Declined, "brave_journey.skill.optional", p, f"{self.name(p)} rolls one die: The Joy of "
                                                                      "Labour is not used, and is gone",
                         what="joy_of_labour")
            self.focus = _task("roll", p, action.dice)
            self.dice = ()
            return
        if isinstance(action, Stop):
            self.say(TournamentEvent, "brave_journey.end.options", p,
                     "The players agree to stop: " + ("rank by badges, then squares" if action.how == "score"
                                                      else "everybody plays the final tournament"))
            self.stop(action.how)
            return
        self.held = _put(self.held, p, _without(self.held[p], action.card))
        tasks = self.use_item(p, action.card, action.target)
        self.queue[0:0] = tasks + [_task("start_again", p)]

    def a_roll(self, f: Task, action: Roll) -> None:
        p = f.player
        self.dice += (action.value,)
        if len(self.dice) < f.amount:
            self.focus = f
            self.say(Rolled, "brave_journey.skill.deifel", p, f"{self.name(p)} rolls {action.value}",
                     value=action.value)
            return
        if self.loud:
            if f.amount == 2:
                a, b = self.dice
                line = f"{self.name(p)} rolls {a} and {b}: {a + b}"
            else:
                line = f"{self.name(p)} rolls {action.value}"
            self.say(Rolled, "brave_journey.skill.luki" if f.ref == "portal" else "brave_journey.turn.roll-and-move",
                     p, line, value=action.value)
        self.after_roll(p)

    def after_roll(self, p: int) -> None:
        held = self.held[p]
        if (self.pending[p] and self.ch[p].skill == "portal") or held and any(
                self.g.timing[c] == "roll" for c in held):
            self.focus = _task("after_roll", p)
        else:
            self.dice_move(p)

    def a_after_roll(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Move):
            if self.pending[p] and self.ch[p].skill == "portal":
                self.pending = _put(self.pending, p, False)
                self.say(Declined, "brave_journey.skill.optional", p, f"{self.name(p)} keeps the roll: Portal is not "
                                                                      "used, and is gone", what="portal")
            self.dice_move(p)
            return
        if isinstance(action, Reroll):
            self.pending = _put(self.pending, p, False)
            self.say(SkillUsed, "brave_journey.skill.luki", p, f"{self.name(p)} uses Portal: the die is rolled again "
                                                              "and the new roll counts", skill="portal")
            self.focus = _task("roll", p, 1, ref="portal")
            self.dice = ()
            return
        m = self.g.missions[action.card]
        self.held = _put(self.held, p, _without(self.held[p], action.card))
        self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
        if m.use == "reroll":
            self.say(ItemUsed, "brave_journey.cards.timing", p, f"{self.name(p)} uses {m.name}: the movement roll is "
                                                               "rolled again", card=action.card)
            self.focus = _task("roll", p, len(self.dice))
            self.dice = ()
            return
        self.bonus += m.amount
        self.say(ItemUsed, "brave_journey.cards.timing", p,
                 f"{self.name(p)} uses {m.name}: {_plural(m.amount, 'square')} more "
                 f"({sum(self.dice) + self.bonus} in all)", card=action.card)
        self.after_roll(p)

    def dice_move(self, p: int) -> None:
        steps = sum(self.dice) + self.bonus
        start = self.positions[p]
        end = (start + steps) % self.g.ring
        if self.loud:
            self.say(Moved, "brave_journey.turn.roll-and-move", p,
                     f"{self.name(p)} moves {steps}: {self.g.labels[start]} → {self.g.labels[end]}",
                     start=start, end=end, steps=steps, dice=True)
        self.walk(p, steps)
        self.dice = ()
        self.bonus = 0
        self.queue[0:0] = [_task("offer_duel", p), _task("resolve", p)]

    # -- moving over the ring -------------------------------------------------------------------------------
    def walk(self, p: int, steps: int) -> None:
        """Forward ``steps`` squares: Castle crossings and once-a-lap skills on the way."""
        L = self.g.ring
        pos = self.positions[p]
        trig = self.g.triggers[self.s.characters[p]]
        if not trig:
            total = pos + steps
            for _ in range(total // L):
                self.positions = _put(self.positions, p, 0)
                self.cross_forward(p)
            self.positions = _put(self.positions, p, total % L)
            return
        for _ in range(steps):
            pos += 1
            if pos == L:
                pos = 0
                self.positions = _put(self.positions, p, 0)
                self.cross_forward(p)
            if pos in trig and pos not in self.lap[p]:
                self.positions = _put(self.positions, p, pos)
                self.trigger(p, pos)
        self.positions = _put(self.positions, p, pos)

    def walk_back(self, p: int, steps: int) -> None:
        pos = self.positions[p]
        for _ in range(steps):
            if pos == 0:
                self.debt = _put(self.debt, p, self.debt[p] + 1)
                pos = self.g.ring - 1
                self.say(DebtChanged, "brave_journey.badge.backward", p,
                         f"{self.name(p)} crosses the Castle backward: no badge, and a backward debt of "
                         f"{self.debt[p]} to walk off", debt=self.debt[p])
            else:
                pos -= 1
        self.positions = _put(self.positions, p, pos)

    def cross_forward(self, p: int) -> None:
        if self.debt[p]:
            self.debt = _put(self.debt, p, self.debt[p] - 1)
            self.say(DebtChanged, "brave_journey.badge.debt", p,
                     f"{self.name(p)} crosses the Castle forward, paying off backward debt instead of earning a badge "
                     f"({self.debt[p]} left)", debt=self.debt[p])
            return
        self.badges = _put(self.badges, p, self.badges[p] + 1)
        self.lap = _put(self.lap, p, ())
        self.say(BadgeEarned, "brave_journey.badge.castle", p,
                 f"{self.name(p)} crosses the Castle forward: hero badge {self.badges[p]} of {self.g.target}",
                 badges=self.badges[p])
        if self.badges[p] == self.g.target:
            self.finished(p)

    def trigger(self, p: int, sq: int) -> None:
        """A once-a-lap skill fires as ``p`` enters ``sq`` moving forward."""
        self.lap = _put(self.lap, p, tuple(sorted(self.lap[p] + (sq,))))
        c = self.ch[p]
        label = self.g.labels[sq]
        if c.skill == "headmaster":
            old = self.hp[p]
            self.hp = _put(self.hp, p, min(MAX_HP, old + c.amount))
            self.say(SkillUsed, "brave_journey.skill.ares", p,
                     f"{c.name} reaches {label}: Headmaster heals {self.hp[p] - old} at once (HP {self.hp[p]})",
                     skill="headmaster")
        else:
            self.pending = _put(self.pending, p, True)
            self.say(SkillUsed, "brave_journey.skill.deifel", p,
                     f"{c.name} reaches {label}: on his next turn he may roll two dice (The Joy of Labour)",
                     skill="joy_of_labour")

    def teleport(self, p: int, dest: int, rule: str, line: str) -> None:
        start = self.positions[p]
        self.positions = _put(self.positions, p, dest)
        self.say(Teleported, rule, p, line, start=start, end=dest)

    def finished(self, p: int) -> None:
        self.say(JourneyComplete, "brave_journey.win.badges", p,
                 f"{self.name(p)} has {self.badges[p]} badges: the journey is complete! The round is played to its end",
                 badges=self.badges[p])
        if not self.finish_round:
            self.finish_round = self.round
            if self.g.settings["round_end"] == "seat_order":
                self.end_after = (self.s.first_player - 1) % self.n
            else:
                self.end_after = (self.current - 1) % self.n

    # -- the square ------------------------------------------------------------------------------------
    def t_offer_duel(self, task: Task) -> None:
        p = task.player
        here = self.positions[p]
        if self.positions.count(here) > 1:
            self.focus = _task("duel", p)

    def t_resolve(self, task: Task) -> None:
        p = task.player
        n = self.positions[p]
        sq = self.g.board[n]
        kind = sq.kind
        if kind == "field":
            self.focus = _task("field", p)
        elif kind == "mission":
            if self.ch[p].skill == "two_missions":
                self.focus = _task("mission_choice", p)
            else:
                self.queue.insert(0, _task("draw_missions", p, 1, ref="square"))
        elif kind == "event":
            if sq.special == self.s.characters[p]:
                self.focus = _task("advantage", p, n)
            else:
                self.carry_out(p, n, special=False)

    def carry_out(self, p: int, n: int, special: bool) -> None:
        sq = self.g.board[n]
        text = sq.special_text if special else sq.text
        if self.loud:
            self.say(SquareCarriedOut, self.g.square_rule[n], p, f"{self.name(p)} on {sq.label}: {text or sq.name}",
                     square=n)
        origin = f"{'special' if special else 'square'}:{n}"
        self.queue[0:0] = self.effect_tasks(p, sq.special_effect if special else sq.effect, -1, origin)

    def a_advantage(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, UseField):
            self.carry_out(p, f.amount, special=True)
        else:
            self.say(Declined, "brave_journey.special.optional", p,
                     f"{self.name(p)} does not use the special field", what="field")
            self.carry_out(p, f.amount, special=False)

    def effect_tasks(self, p: int, eff: Effect, source: int, origin: str) -> list[Task]:
        """The steps an effect takes for ``p``; ``source``: the seat whose card it is (-1: a square)."""
        k = eff.kind
        if k == "nothing":
            return [_task("note", p, ref=origin)]
        if k == "heal":
            return [_task("heal", p, eff.amount, source, origin)]
        if k == "damage":
            return self.guard(p, source, origin) + [_task("damage", p, eff.amount, source, origin)]
        if k == "stay":
            return self.guard(p, source, origin) + [_task("stay", p, 0, source, origin)]
        if k == "move":
            return self.move_tasks(p, eff.steps, source, origin)
        if k == "fate":
            return [_task("fate", p, 0, source, origin)]
        if k == "rift":
            return [_task("rift", p, 0, source, origin)]
        if k == "fling":
            return [_task("fling", p, eff.to, source, origin)]
        tasks: list[Task] = []
        for q in self.order(p):
            if k == "all_heal":
                tasks.append(_task("heal", q, eff.amount, source, origin))
            elif k == "all_damage":
                tasks += self.guard(q, source, origin) + [_task("damage", q, eff.amount, source, origin)]
            else:
                tasks += self.move_tasks(q, eff.steps, source, origin)
        return tasks

    def move_tasks(self, p: int, steps: int, source: int, origin: str) -> list[Task]:
        if steps > 0:
            return [_task("forward", p, steps, source, origin)]
        return self.guard(p, source, origin) + [_task("guard_anchor", p, -steps, source, origin),
                                                _task("back", p, -steps, source, origin)]

    def guard(self, q: int, source: int, origin: str) -> list[Task]:
        """The reactions another player's card allows its target (Claire's roll, a Mirror Shield)."""
        if source < 0 or source == q:
            return []
        return [_task("guard_claire", q, 0, source, origin), _task("guard_shield", q, 0, source, origin)]

    # -- effects ---------------------------------------------------------------------------------------
    def t_note(self, task: Task) -> None:
        self.say(SquareCarriedOut, self.origin_rule(task.ref), task.player,
                 f"nothing happens to {self.name(task.player)}", square=self.positions[task.player])

    def t_heal(self, task: Task) -> None:
        p, a = task.player, task.amount
        old = self.hp[p]
        new = min(MAX_HP, old + a)
        self.hp = _put(self.hp, p, new)
        if old + a > MAX_HP:
            line = (f"{self.name(p)} heals {new - old} (HP {new}): "
                    f"{'the other ' + str(old + a - MAX_HP) if new > old else 'all ' + str(a)} lost, 10 is the most")
            rule = "brave_journey.hp.cap"
        else:
            line, rule = f"{self.name(p)} heals {a} (HP {new})", self.origin_rule(task.ref)
        self.say(HpChanged, rule, p, line, change=new - old, hp=new)

    def t_damage(self, task: Task) -> None:
        self.hurt(task.player, task.amount, self.origin_rule(task.ref), f"({self.origin_name(task.ref)})")

    def hurt(self, p: int, amount: int, rule: str, why: str) -> bool:
        """``p`` loses HP; True if that knocked them out."""
        old = self.hp[p]
        new = max(0, old - amount)
        self.hp = _put(self.hp, p, new)
        if new == 0:
            rule = "brave_journey.hp.dying"
        self.say(HpChanged, rule, p, f"{self.name(p)} loses {old - new} HP {why} (HP {new})".replace("  ", " "),
                 change=new - old, hp=new)
        if new == 0:
            self.knockout(p)
            return True
        return False

    def knockout(self, p: int) -> None:
        name = self.name(p)
        was = self.staying[p]
        mid_turn = p == self.current and any(t.player == p for t in self.queue)
        self.say(KnockedOut, "brave_journey.hp.knockout", p,
                 f"{name} is knocked out and sent straight back to the Castle for treatment"
                 + (": the rest of the turn is lost" if mid_turn else ""))
        start = self.positions[p]
        self.positions = _put(self.positions, p, 0)
        self.hp = _put(self.hp, p, MAX_HP)
        self.staying = _put(self.staying, p, True)
        self.rift = _put(self.rift, p, -1)
        self.say(Teleported, "brave_journey.hp.treatment", p,
                 f"{name} is treated at the Castle: HP back to 10, staying one turn"
                 + (" (already staying: it does not add up)" if was else ""), start=start, end=0)
        if was:
            self.say(StayChanged, "brave_journey.stay.rulings", p, f"{name} was staying and stays one turn at the "
                                                                  "Castle instead", staying=True, already=True)
        self.queue[:] = [t for t in self.queue if t.player != p]

    def t_stay(self, task: Task) -> None:
        p = task.player
        if self.staying[p]:
            self.say(StayChanged, "brave_journey.stay.rulings", p,
                     f"{self.name(p)} is already staying: a second stay does not add up", staying=True, already=True)
            return
        self.staying = _put(self.staying, p, True)
        self.say(StayChanged, self.origin_rule(task.ref) if task.ref.startswith(("square", "special"))
                 else "brave_journey.stay.turn", p,
                 f"{self.name(p)} must stay in place: the character card is turned over", staying=True)

    def t_forward(self, task: Task) -> None:
        p, steps = task.player, task.amount
        start = self.positions[p]
        end = (start + steps) % self.g.ring
        rule = "brave_journey.fight.rulings" if task.ref.startswith("monster:") else "brave_journey.move.non-dice"
        self.say(Moved, rule, p, f"{self.name(p)} moves forward {steps} ({self.origin_name(task.ref)}): "
                                 f"{self.g.labels[start]} → {self.g.labels[end]}, carrying out nothing there",
                 start=start, end=end, steps=steps)
        self.walk(p, steps)

    def t_back(self, task: Task) -> None:
        p, steps = task.player, task.amount
        start = self.positions[p]
        end = (start - steps) % self.g.ring
        rule = "brave_journey.fight.rulings" if task.ref.startswith("monster:") else "brave_journey.move.non-dice"
        self.say(Moved, rule, p, f"{self.name(p)} moves back {steps} ({self.origin_name(task.ref)}): "
                                 f"{self.g.labels[start]} → {self.g.labels[end]}, carrying out nothing there",
                 start=start, end=end, steps=-steps)
        self.walk_back(p, steps)

    def t_fling(self, task: Task) -> None:
        p = task.player
        start = self.positions[p]
        steps = (task.amount - start) % self.g.ring
        if not steps:
            return
        self.say(Moved, self.origin_rule(task.ref), p,
                 f"{self.name(p)} is flung forward {steps} squares: {self.g.labels[start]} → "
                 f"{self.g.labels[task.amount]} (a forward move: the squares passed count, the landing is not "
                 "carried out)", start=start, end=task.amount, steps=steps)
        self.walk(p, steps)

    def t_fate(self, task: Task) -> None:
        self.focus = _task("fate", task.player, 0, task.source, task.ref)

    def a_fate(self, f: Task, action: Roll) -> None:
        p = f.player
        sub = self.origin_effect(f.ref).fate[action.value - 1]
        what = {"nothing": "nothing happens", "heal": f"heal {sub.amount}", "damage": f"lose {sub.amount} HP",
                "stay": "stay one turn", "all_heal": f"everybody heals {sub.amount}",
                "all_damage": f"everybody loses {sub.amount} HP"}.get(sub.kind)
        if what is None:
            s = abs(sub.steps)
            what = (f"{'everybody moves' if sub.kind == 'all_move' else 'move'} "
                    f"{'forward' if sub.steps > 0 else 'back'} {_plural(s, 'square')}") if sub.steps else sub.kind
        self.say(Rolled, self.origin_rule(f.ref), p, f"{self.name(p)} rolls {action.value} for fate: {what}",
                 value=action.value, purpose="fate")
        self.queue[0:0] = self.effect_tasks(p, sub, f.source, f.ref)

    def t_rift(self, task: Task) -> None:
        self.focus = _task("rift_roll", task.player, 0, task.source, task.ref)

    def a_rift_roll(self, f: Task, action: Roll) -> None:
        p = f.player
        eff = self.origin_effect(f.ref)
        v = action.value
        dest = eff.odd if v % 2 else eff.even
        parity = "odd" if v % 2 else "even"
        if eff.stay:
            self.staying = _put(self.staying, p, True)
            self.rift = _put(self.rift, p, dest)
            self.say(Rolled, "brave_journey.special.rift-rulings", p,
                     f"{self.name(p)} rolls {v} ({parity}): stays one turn on the Rift, then sets out from "
                     f"{self.g.labels[dest]}", value=v, purpose="rift")
        else:
            self.say(Rolled, "brave_journey.special.rift", p,
                     f"{self.name(p)} rolls {v} ({parity}) and does not stay", value=v, purpose="rift")
            self.teleport(p, dest, "brave_journey.special.rift-rulings",
                          f"{self.name(p)} jumps at once to {self.g.labels[dest]} (nothing is carried out there); "
                          "the turn ends")

    # -- reactions: Claire's roll, a Mirror Shield, an Anchor Stone -------------------------------------------------
    def void(self) -> None:
        """Drop the guarded effect (and the guards still before it)."""
        q = self.queue
        while q and q[0].kind.startswith("guard_"):
            q.pop(0)
        q.pop(0)

    def what(self, f: Task) -> str:
        if f.ref == "duel":
            return f"{self.name(f.source)}'s challenge"
        return f"{self.name(f.source)}'s {self.origin_name(f.ref)}"

    def t_guard_claire(self, task: Task) -> None:
        if self.ch[task.player].skill == "no_thank_you":
            self.focus = _task("claire", task.player, 0, task.source, task.ref)

    def a_claire(self, f: Task, action: Any) -> None:
        q = f.player
        if isinstance(action, NoThankYou):
            self.say(SkillUsed, "brave_journey.skill.claire", q,
                     f"{self.name(q)} answers {self.what(f)}: No, Thank you! (a roll of "
                     f"{' or '.join(map(str, self.ch[q].faces))} cancels it)", skill="no_thank_you")
            self.focus = _task("claire_roll", q, 0, f.source, f.ref)
        else:
            self.say(Declined, "brave_journey.skill.optional", q, f"{self.name(q)} does not roll No, Thank you!",
                     what="claire")

    def a_claire_roll(self, f: Task, action: Roll) -> None:
        q, v = f.player, action.value
        if v in self.ch[q].faces:
            several = f.ref.startswith("card:") and self.g.missions[f.ref[5:]].effect.kind.startswith("all_")
            self.say(Cancelled, "brave_journey.skill.claire-scope" if several else "brave_journey.skill.claire", q,
                     f"{self.name(q)} rolls {v}: {self.what(f)} has no effect on her"
                     + (" (the others are still hit)" if several else ""), by="no_thank_you", what=f.ref)
            self.void()
        else:
            self.say(Rolled, "brave_journey.skill.claire", q, f"{self.name(q)} rolls {v}: no luck", value=v,
                     purpose="claire")

    def t_guard_shield(self, task: Task) -> None:
        if any(self.g.missions[c].use == "shield" for c in self.held[task.player]):
            self.focus = _task("shield", task.player, 0, task.source, task.ref)

    def a_shield(self, f: Task, action: Any) -> None:
        q = f.player
        if isinstance(action, UseItem):
            self.held = _put(self.held, q, _without(self.held[q], action.card))
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
            self.say(Cancelled, "brave_journey.cards.timing", q, f"{self.name(q)} raises the "
                     f"{self.g.card_name(action.card)}: {self.what(f)} has no effect", by="shield", what=f.ref)
            self.void()
        else:
            self.say(Declined, "brave_journey.cards.timing", q, f"{self.name(q)} keeps the shield", what="shield")

    def t_guard_anchor(self, task: Task) -> None:
        if any(self.g.missions[c].use == "anchor" for c in self.held[task.player]):
            self.focus = _task("anchor", task.player, task.amount, task.source, task.ref)

    def a_anchor(self, f: Task, action: Any) -> None:
        q = f.player
        if isinstance(action, UseItem):
            self.held = _put(self.held, q, _without(self.held[q], action.card))
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
            self.say(Cancelled, "brave_journey.cards.timing", q,
                     f"{self.name(q)} drops the {self.g.card_name(action.card)}: not moved back", by="anchor",
                     what=f.ref)
            self.void()
        else:
            self.say(Declined, "brave_journey.cards.timing", q, f"{self.name(q)} keeps the anchor", what="anchor")

    # -- duels ---------------------------------------------------------------------------------------------
    def a_duel(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Decline):
            self.say(Declined, "brave_journey.duel.challenge", p, f"{self.name(p)} challenges nobody", what="duel")
            return
        q = self.s.characters.index(action.target)
        self.say(DuelEvent, "brave_journey.duel.challenge", p,
                 f"{self.name(p)} challenges {self.name(q)} to a duel on {self.at(p)}", target=q)
        self.queue[0:0] = [_task("guard_claire", q, 0, p, "duel"), _task("guard_shield", q, 0, p, "duel"),
                           _task("duel", p, 0, q)]

    def t_duel(self, task: Task) -> None:
        self.focus = _task("duel_roll", task.player, 0, task.source)
        self.dice = ()

    def a_duel_roll(self, f: Task, action: Roll) -> None:
        p, q = f.player, f.source
        self.dice += (action.value,)
        if len(self.dice) == 1:
            self.focus = f
            self.say(Rolled, "brave_journey.duel.roll", p, f"{self.name(p)} rolls {action.value}",
                     value=action.value, purpose="duel")
            return
        a, b = self.dice
        self.dice = ()
        if a == b:
            self.focus = f
            self.say(DuelEvent, "brave_journey.duel.roll", p, f"{self.name(q)} rolls {b} too: a tie, both roll again",
                     target=q, rolls=(a, b))
            return
        winner, loser = (p, q) if a > b else (q, p)
        loss = abs(a - b)
        self.say(DuelEvent, "brave_journey.duel.roll", p,
                 f"{self.name(q)} rolls {b}: {self.name(winner)} wins {max(a, b)} to {min(a, b)}, "
                 f"{self.name(loser)} loses {loss} HP", target=q, rolls=(a, b), loss=loss, loser=loser)
        if self.hurt(loser, loss, "brave_journey.duel.roll", "") and loser == p:
            self.say(DuelEvent, "brave_journey.duel.then-square", p,
                     f"{self.name(p)} was knocked out by the duel and carries out nothing", target=q)

    # -- field squares -----------------------------------------------------------------------------------------
    def a_field(self, f: Task, action: Any) -> None:
        p = f.player
        if isinstance(action, Decline):
            self.say(Declined, "brave_journey.field.decide-first", p, f"{self.name(p)} does not fight: the turn ends",
                     what="fight")
            return
        count = 2 if action.skill == "two_monsters" else 1
        if count == 2:
            self.say(SkillUsed, "brave_journey.skill.aruba", p,
                     f"{self.name(p)} fights and uses Let's be heroes: two monsters are drawn", skill="two_monsters")
        else:
            self.say(Decided, "brave_journey.field.decide-first", p,
                     f"{self.name(p)} decides to fight, before seeing the monster", what="fight")
        self.reshuffle_monsters()
        self.focus = _task("monster_draw", p, count, ref=action.skill)

    def reshuffle_monsters(self) -> None:
        if not any(self.monster_pile):
            self.monster_pile = self.monster_discard
            self.monster_discard = (0,) * len(self.monster_pile)
            self.say(DeckReshuffled, "brave_journey.fight.rulings", -1,
                     f"the monster deck is empty: its discards ({sum(self.monster_pile)}) are shuffled into a new deck",
                     deck="monsters")

    def a_monster_draw(self, f: Task, action: MonsterCard) -> None:
        p = f.player
        m = self.g.monsters[action.card]
        self.monster_pile = _bump(self.monster_pile, self.g.monster_index[action.card], -1)
        self.monsters_out += (action.card,)
        if self.loud:
            self.say(MonsterDrawn, "brave_journey.fight.monsters", p,
                     f"{self.name(p)} draws a monster: {m.name} (HP {m.hp}, damage {m.damage}, retreat {m.retreat}; "
                     f"reward: {m.reward_text})", card=action.card)
        if len(self.monsters_out) < f.amount:
            self.reshuffle_monsters()
            self.focus = f
        elif f.amount == 2:
            self.focus = _task("pick_monster", p)
        else:
            self.focus = _task("attack_roll", p, ref=f.ref)

    def a_pick_monster(self, f: Task, action: PickMonster) -> None:
        p = f.player
        other = _without(self.monsters_out, action.card)[0]
        self.monster_discard = _bump(self.monster_discard, self.g.monster_index[other], 1)
        self.monsters_out = (action.card,)
        self.say(MonsterDrawn, "brave_journey.skill.aruba", p,
                 f"{self.name(p)} chooses to fight {self.g.card_name(action.card)}; "
                 f"{self.g.card_name(other)} goes to the discard pile", card=action.card)
        self.focus = _task("attack_roll", p)

    def a_attack_roll(self, f: Task, action: Roll) -> None:
        p = f.player
        cid = self.monsters_out[0]
        m = self.g.monsters[cid]
        c = self.ch[p]
        v = action.value
        plus = c.bonus if f.ref == "cruel_blade" else 0
        minus = c.amount if f.ref == "monster_hp_down" else 0
        attack, need = v + plus, m.hp - minus
        won = attack >= need
        self.monsters_out = ()
        self.monster_discard = _bump(self.monster_discard, self.g.monster_index[cid], 1)
        if plus:
            self.say(SkillUsed, "brave_journey.skill.foyfoy", p, f"{c.name} uses Cruel Blade: attack {v} + {plus}",
                     skill="cruel_blade")
        if minus:
            self.say(SkillUsed, "brave_journey.skill.princess", p,
                     f"{c.name} uses {c.skill_name}: {m.name}'s HP counts {minus} lower", skill="monster_hp_down")
        if self.loud:
            outcome = (f"wins: {m.reward_text}" if won else
                       f"loses: {m.damage} damage" + (f", then back {m.retreat}" if m.retreat else ""))
            self.say(FightResolved, "brave_journey.fight.roll", p,
                     f"{c.name} rolls {v}: attack {attack} against {m.name}'s HP {need}, and {outcome}",
                     card=cid, attack=attack, monster_hp=need, won=won)
        origin = f"monster:{cid}"
        if won:
            if m.reward == "mission":
                self.queue.insert(0, _task("draw_missions", p, 1, ref="reward"))
            elif m.reward == "heal":
                self.queue.insert(0, _task("heal", p, m.reward_amount, -1, origin))
            else:
                self.queue.insert(0, _task("forward", p, m.reward_amount, -1, origin))
            return
        tasks = [_task("damage", p, m.damage, -1, origin)] if m.damage else []
        if m.retreat:
            tasks += [_task("guard_anchor", p, m.retreat, -1, origin), _task("back", p, m.retreat, -1, origin)]
        self.queue[0:0] = tasks

    # -- mission squares -----------------------------------------------------------------------------------------
    def a_mission_choice(self, f: Task, action: DrawMissions) -> None:
        p = f.player
        if action.count == 2:
            self.say(SkillUsed, "brave_journey.skill.sion", p, f"{self.name(p)} uses My magic is: anything goes: two "
                                                              "mission cards", skill="two_missions")
        else:
            self.say(Declined, "brave_journey.skill.optional", p, f"{self.name(p)} draws just one mission card",
                     what="two_missions")
        self.queue.insert(0, _task("draw_missions", p, action.count, ref="square"))

    def t_draw_missions(self, task: Task) -> None:
        self.reshuffle_missions()
        self.drawn = ()
        self.focus = _task("mission_draw", task.player, task.amount, ref=task.ref)

    def reshuffle_missions(self) -> None:
        if not any(self.mission_pile):
            self.mission_pile = self.mission_discard
            self.mission_discard = (0,) * len(self.mission_pile)
            self.say(DeckReshuffled, "brave_journey.mission.reshuffle", -1,
                     f"the mission deck is empty: its discards ({sum(self.mission_pile)}) are shuffled into a new deck",
                     deck="missions")

    def a_mission_draw(self, f: Task, action: MissionCard) -> None:
        p = f.player
        cid = action.card
        self.mission_pile = _bump(self.mission_pile, self.g.mission_index[cid], -1)
        self.drawn += (cid,)
        if len(self.drawn) < f.amount:
            self.say(MissionDrawn, "brave_journey.skill.sion", p, f"{self.name(p)} draws a mission card", count=1)
            self.reshuffle_missions()
            self.focus = f
        elif f.amount == 2:
            self.say(MissionDrawn, "brave_journey.skill.sion", p, f"{self.name(p)} draws a second mission card and "
                                                                 "looks at both", count=2)
            self.focus = _task("keep", p, ref=f.ref)
        else:
            self.take_card(p, cid, f.ref)

    def a_keep(self, f: Task, action: KeepMission) -> None:
        p = f.player
        other = _without(self.drawn, action.card)[0]
        self.mission_discard = _bump(self.mission_discard, self.g.mission_index[other], 1)
        self.say(CardDiscarded, "brave_journey.skill.sion-choice", p,
                 f"{self.name(p)} keeps one card and discards the other: {self.g.card_name(other)}", card=other)
        self.take_card(p, action.card, f.ref)

    def take_card(self, p: int, cid: str, ref: str) -> None:
        m = self.g.missions[cid]
        self.drawn = ()
        if ref == "square" and self.ch[p].skill == "portal":
            self.pending = _put(self.pending, p, True)
            self.say(SkillUsed, "brave_journey.skill.luki", p,
                     f"{self.name(p)} carried out a mission square: on her next turn she may roll again (Portal)",
                     skill="portal")
        if m.kind == "event":
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[cid], 1)
            self.say(MissionDrawn, "brave_journey.mission.draw", p,
                     f"{self.name(p)} draws the event {m.name}: {m.text}", card=cid)
            self.queue[0:0] = self.effect_tasks(p, m.effect, p, f"card:{cid}")
            return
        if len(self.held[p]) < MAX_HELD:
            self.held = _put(self.held, p, self.held[p] + (cid,))
            self.say(ItemKept, "brave_journey.mission.draw", p,
                     f"{self.name(p)} draws an item and keeps it face down ({len(self.held[p])} held)")
            return
        self.drawn = (cid,)
        self.say(ItemKept, "brave_journey.mission.hand-limit", p,
                 f"{self.name(p)} draws a third item: one of the three must go at once (discarded, or used now if it "
                 "can be)")
        self.focus = _task("third", p)

    def a_third(self, f: Task, action: Any) -> None:
        p = f.player
        pool = _without(self.held[p] + self.drawn, action.card)
        self.held = _put(self.held, p, pool)
        self.drawn = ()
        if isinstance(action, Discard):
            self.mission_discard = _bump(self.mission_discard, self.g.mission_index[action.card], 1)
            self.say(CardDiscarded, "brave_journey.mission.hand-limit", p,
                     f"{self.name(p)} discards {self.g.card_name(action.card)}", card=action.card)
            return
        self.queue[0:0] = self.use_item(p, action.card, action.target)

    def use_item(self, p: int, cid: str, target: str) -> list[Task]:
        """Play a 'turn' item (the card has left the hand): its effect as steps."""
        m = self.g.missions[cid]
        self.mission_discard = _bump(self.mission_discard, self.g.mission_index[cid], 1)
        origin = f"item:{cid}"
        if m.use == "heal":
            self.say(ItemUsed, "brave_journey.cards.timing", p, f"{self.name(p)} uses {m.name}", card=cid)
            return [_task("heal", p, m.amount, p, origin)]
        t = self.s.characters.index(target)
        self.say(ItemUsed, "brave_journey.mission.any-player" if t == p else "brave_journey.cards.timing", p,
                 f"{self.name(p)} uses {m.name} on {self.name(t) if t != p else 'themselves'}", card=cid, target=t)
        step = _task("damage", t, m.amount, p, origin) if m.use == "harm" else _task("stay", t, 0, p, origin)
        return self.guard(t, p, origin) + [step]

    # -- the end --------------------------------------------------------------------------------------------------
    def end_journey(self) -> None:
        done = [q for q in range(self.n) if self.badges[q] >= self.g.target]
        names = _names([self.name(q) for q in done])
        if len(done) == 1:
            self.win(done, "journey", "brave_journey.win.round-end",
                     f"The round is over and only {names} finished the journey: {names} wins!")
        else:
            self.begin_tournament(done, "brave_journey.win.round-end",
                                  f"The round is over and {names} {'both' if len(done) == 2 else 'all'} finished the "
                                  "journey: the final tournament decides")

    def stop(self, how: str) -> None:
        self.queue.clear()
        if how == "tournament":
            self.begin_tournament(list(range(self.n)), "brave_journey.end.options",
                                  "Everybody plays the final tournament")
            return
        g = self.g
        key = [(self.badges[q], self.positions[q] - self.debt[q] * g.ring) for q in range(self.n)]
        best = max(key)
        top = [q for q in range(self.n) if key[q] == best]
        ranking = "; ".join(f"{self.name(q)} {key[q][0]} badge{'s' if key[q][0] != 1 else ''}, {key[q][1]} squares"
                            for q in sorted(range(self.n), key=lambda q: (key[q], -q), reverse=True))
        if len(top) == 1 or g.settings["score_ties"] == "share":
            names = _names([self.name(q) for q in top])
            self.win(top, "score", "brave_journey.end.score",
                     f"Ranked by badges, then squares ({ranking}): {names} "
                     f"{'wins' if len(top) == 1 else 'share the win'}")
        else:
            self.begin_tournament(top, "brave_journey.end.score",
                                  f"Ranked by badges, then squares ({ranking}): "
                                  f"{_names([self.name(q) for q in top])} are tied and play the tournament")

    def win(self, seats: list[int], how: str, rule: str, line: str) -> None:
        self.winners = tuple(seats)
        self.ending = how
        self.queue.clear()
        self.dice = ()
        self.focus = _task("over")
        self.say(GameWon, rule, seats[0] if len(seats) == 1 else -1, line, winners=tuple(seats), how=how)

    def begin_tournament(self, seats: list[int], rule: str, line: str) -> None:
        self.queue.clear()
        self.tournament = tuple(seats)
        self.dice = ()
        self.say(TournamentEvent, rule, -1, line, players=tuple(seats))
        self.focus = _task("tournament_roll")

    def a_tournament_roll(self, f: Task, action: Roll) -> None:
        self.dice += (action.value,)
        fighters = self.tournament
        who = fighters[len(self.dice) - 1]
        self.say(Rolled, "brave_journey.tournament.rounds", who, f"{self.name(who)} rolls {action.value}",
                 value=action.value, purpose="tournament")
        if len(self.dice) < len(fighters):
            self.focus = f
            return
        dice = self.dice
        top = max(dice)
        if self.g.settings["tournament_repeats"] == "any":
            repeat = len(set(dice)) < len(dice)
        else:
            repeat = dice.count(top) > 1
        rolls = ", ".join(f"{self.name(q)} {d}" for q, d in zip(fighters, dice))
        if repeat:
            same = top if dice.count(top) > 1 else next(d for d in dice if dice.count(d) > 1)
            self.say(TournamentEvent, "brave_journey.tournament.repeats", -1,
                     f"Tournament rolls: {rolls}. {same} was rolled more than once: nobody attacks, roll again",
                     rolls=dice)
            self.dice = ()
            self.focus = f
            return
        a = fighters[dice.index(top)]
        self.say(TournamentEvent, "brave_journey.tournament.rounds", a,
                 f"Tournament rolls: {rolls}. {self.name(a)} rolled highest and attacks", rolls=dice)
        opponents = [q for q in fighters if q != a]
        if len(opponents) == 1:
            self.attack(a, opponents[0])
        else:
            self.focus = _task("attack", a)

    def a_attack(self, f: Task, action: Attack) -> None:
        self.attack(f.player, self.s.characters.index(action.target))

    def attack(self, a: int, t: int) -> None:
        fighters = self.tournament
        top = self.dice[fighters.index(a)]
        loss = top - self.dice[fighters.index(t)]
        self.hp = _put(self.hp, t, max(0, self.hp[t] - loss))
        self.say(TournamentEvent, "brave_journey.tournament.rounds", a,
                 f"{self.name(a)} attacks {self.name(t)}: {top} − {self.dice[fighters.index(t)]} = {loss} HP "
                 f"(HP {self.hp[t]})", target=t, loss=loss)
        self.dice = ()
        if self.hp[t] == 0:
            self.tournament = tuple(q for q in fighters if q != t)
            self.say(TournamentEvent, "brave_journey.tournament.rounds", t,
                     f"{self.name(t)} is at 0 HP and leaves the tournament", target=t, out=True)
            if len(self.tournament) == 1:
                w = self.tournament[0]
                self.win([w], "tournament", "brave_journey.tournament.rounds",
                         f"{self.name(w)} is the last one standing and wins the tournament!")
                return
        self.focus = _task("tournament_roll")
