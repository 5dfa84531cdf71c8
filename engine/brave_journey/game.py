"""Brave Journey: a fan-made roll-and-move hero game — race around the ring, fight monsters, duel.

Squares have one name: their number on the ring as the rules note numbers them (0 = the Castle,
then clockwise), shown with the square's name in every text ("15 Tower of Abirupis"). Heroes are
named by their character (texts) or character id (actions: ``Challenge("claire")``); states store
seats 0..n-1 in turn order.

A turn is a small program: the state holds the step waiting for input (``focus``: a decision or a
chance node) and the steps still to do after it (``queue``: the square to carry out after a duel,
the reactions a card allows, the end of the turn). Every die roll and card draw is a chance node
(``chance_outcomes``); a decision that offers nothing to choose is taken by the engine itself.

This module holds the Game (``BraveJourney``: settings, setup, names, legal actions, chance, resolving) and its
working copy ``_Work``, composed of one part per rule area; every name of the engine is importable from here.
The parts: ``state`` (BJState, Task, phases), ``actions``, ``events``, ``texts`` (rules cited, decisions'
texts); the working copy's steps in ``turn`` (the program's machinery, a turn's frame), ``movement``,
``squares``, ``reactions``, ``fights`` (duels, monsters, knockouts), ``cards`` (mission cards and items),
``tournament`` (the end of the game); the Game's ``checks`` (refusals), ``views`` (observation, texts) and
``validation`` (validate_state).
"""
from __future__ import annotations

import os
from fractions import Fraction
from typing import Any

from engine.core import Event, Game, IllegalAction, derived_rng  # noqa: F401
from engine.core.settings import Settings

from . import loader
from .actions import (_DIE_FACE, _FIELD_TYPES, ACTION_TYPES, DIE, ROLLS, Attack, Challenge, Decline,  # noqa: F401
                      Discard, DrawMissions, Fight, Go, KeepMission, MissionCard, MonsterCard, Move, NoThankYou,
                      PickMonster, Reroll, Roll, Stop, UseField, UseItem)
from .cards import Cards
from .checks import Checks
from .events import (EVENT_TYPES, BadgeEarned, BJEvent, Cancelled, CardDiscarded, DebtChanged,  # noqa: F401
                     Decided, DeckReshuffled, Declined, DuelEvent, FightResolved, GameWon, HpChanged, ItemKept,
                     ItemUsed, JourneyComplete, KnockedOut, MissionDrawn, MonsterDrawn, Moved, Rolled, SkillUsed,
                     SquareCarriedOut, StayChanged, Teleported, TournamentEvent, TurnPassed)
from .fights import Fights
from .loader import MAX_HP, Effect, GameData  # noqa: F401
from .movement import Movement
from .reactions import Reactions
from .rules import RULES
from .squares import Squares
from .state import (CARD_PHASES, DECISIONS, DIE_PHASES, FACES, MAX_HELD, PHASES, QUEUE_KINDS,  # noqa: F401
                    BJObservation, BJState, Task, _bump, _distinct, _put, _task, _without)
from .texts import FIGHT_SKILLS, PHASE_RULES, PHASE_TEXT, SKILL_RULES, SQUARE_RULES, _names, _plural  # noqa: F401
from .tournament import Tournament
from .turn import _WORK_ONLY, Turns  # noqa: F401
from .validation import Validation
from .views import Views


class BraveJourney(Checks, Views, Validation, Game):
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

    # -- names -----------------------------------------------------------------------------------------------------
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

    # -- setup -----------------------------------------------------------------------------------------------------
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

    # -- queries ---------------------------------------------------------------------------------------------------
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

    def chance_kind(self, state: BJState) -> str:
        """The phase names the chance event: "roll" (the movement roll), "duel_roll", "mission_draw"… (one die
        serves many events, so the outcome's type cannot tell them apart)."""
        return state.focus.kind

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

    # -- resolving -------------------------------------------------------------------------------------------------
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


class _Work(Turns, Movement, Squares, Reactions, Fights, Cards, Tournament):
    """A state being worked on during one action: the turn's program runs here until it reaches the next
    decision or chance node (``focus``); ``freeze`` gives the new state. The state's fields stay tuples
    (``_put`` builds a changed copy), so starting and freezing cost almost nothing. Its steps are grouped by
    rule area: ``t_<kind>`` carries out a queued task, ``a_<kind>`` takes the action for the task in focus."""
