"""The Brave Journey lessons as data: each step a position, a task (or something to watch) and a goal the
engine checks.

``LESSONS["tutorial"]`` teaches the game in the order a new player needs it: the heroes and the ring,
rolling and moving, badges and going back over the Castle, which moves carry out a square, event squares,
staying in place, fighting monsters, mission cards and items, duels, knockouts, the end of the round, the
final tournament and stopping early. ``LESSONS["characters"]`` is the character tour: each of the eight
skills, then each of the eight special fields, on a position made for it.

Positions come from ``scenario.arrange``; heroes are named by character, squares by their number on the
ring (0 = the Castle). Most steps start as a hero's turn begins (the "start" decision: roll the die), so
the roll is the learner's first move. **Chance is scripted:** every step's match is a ``ScriptedMatch``
whose dice and cards come from the step's script in the order the lesson meets them (the match's seed
only takes over after a detour or past the script), so the task works the same every time. Each script
also carries the other heroes on to their next decision (usually a field square: fight or not), so the
board stops where the learner can see what happened instead of playing on by itself.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Iterable, Sequence

from engine.core import Event, Match, ScriptedMatch, Step

from .game import (Attack, BadgeEarned, BraveJourney, Cancelled, CardDiscarded, Challenge, DebtChanged, Decided,
                   Decline, Declined, DeckReshuffled, Discard, DrawMissions, DuelEvent, Fight, FightResolved, GameWon,
                   Go, HpChanged, ItemKept, ItemUsed, KeepMission, MissionCard, MissionDrawn, MonsterCard, Moved,
                   NoThankYou, PickMonster, Reroll, Roll, Rolled, SkillUsed, SquareCarriedOut, StayChanged, Stop,
                   Teleported, TournamentEvent, UseField, UseItem)
from .loader import load
from .scenario import arrange

Goal = Callable[[Any, Any, Sequence[Event]], bool]

#: rulewalk's own mission deck plus one lesson card, Long Way Back (back 3): none of our own cards moves a
#: hero back over the Castle, so the backward debt needs a card of that kind to be seen
LESSON_MISSIONS = Path(__file__).resolve().parent / "lesson_missions.json"
WITH_LONG_WAY_BACK = {"mission_file": str(LESSON_MISSIONS)}


# -- building positions ------------------------------------------------------------------------------------
def outcomes(game: BraveJourney, script: Iterable[Any]) -> tuple[Any, ...]:
    """A script in short: a number is a die roll, a text a mission or monster card id."""
    out = []
    for x in script:
        if isinstance(x, int):
            out.append(Roll(x))
        elif x in game.missions:
            out.append(MissionCard(x))
        elif x in game.monsters:
            out.append(MonsterCard(x))
        else:
            raise ValueError(f"script: {x!r} is neither a die roll nor a card of this game")
    return tuple(out)


def _match(heroes: Sequence[str], script: Sequence[Any] = (), *, seed: int = 1, settings: dict | None = None,
           phase: str = "start", **position: Any) -> Callable[[], Match]:
    """A game of these heroes (seat order, the first starts) at a hand-made position; by default it is the
    current hero's turn, before the roll. Chance follows ``script``."""
    def build() -> Match:
        game = BraveJourney(players=len(heroes), characters=list(heroes), first_player=0, **(settings or {}))
        state = arrange(game, seed, phase=phase, **position)
        return ScriptedMatch(game, seed, start=state, script=outcomes(game, script))
    return build


def _dealt(players: int, seed: int, script: Sequence[Any] = ()) -> Callable[[], Match]:
    """A new game as the seed deals it (heroes and the first player), before the first roll."""
    def build() -> Match:
        game = BraveJourney(players=players)
        return ScriptedMatch(game, seed, start=arrange(game, seed, phase="start"), script=outcomes(game, script))
    return build


# -- goals ----------------------------------------------------------------------------------------------------
def _seat(state: Any, hero: str) -> int:
    return state.characters.index(hero)


def _event(kind: type, hero: str | None = None, **fields: Any) -> Goal:
    """An event of ``kind`` (for ``hero``, if given) whose fields have these values."""
    def goal(game: Any, state: Any, events: Sequence[Event]) -> bool:
        p = None if hero is None else _seat(state, hero)
        return any(isinstance(e, kind) and (p is None or e.player == p)
                   and all(getattr(e, k) == v for k, v in fields.items()) for e in events)
    return goal


def _rule(kind: type, rule: str, hero: str | None = None) -> Goal:
    """An event of ``kind`` citing ``rule`` (for ``hero``, if given)."""
    def goal(game: Any, state: Any, events: Sequence[Event]) -> bool:
        p = None if hero is None else _seat(state, hero)
        return any(isinstance(e, kind) and e.rule == rule and (p is None or e.player == p) for e in events)
    return goal


def _all(*goals: Goal) -> Goal:
    return lambda game, state, events: all(g(game, state, events) for g in goals)


def _any(*goals: Goal) -> Goal:
    return lambda game, state, events: any(g(game, state, events) for g in goals)


def _none(kind: type) -> Goal:
    return lambda game, state, events: not any(isinstance(e, kind) for e in events)


def _where(hero: str, square: int, hp: int | None = None, staying: bool | None = None) -> Goal:
    """``hero`` stands on ``square`` (with this HP, staying or not, if given) after a move."""
    def goal(game: Any, state: Any, events: Sequence[Event]) -> bool:
        p = _seat(state, hero)
        return (any(isinstance(e, (Moved, Teleported)) for e in events) and state.positions[p] == square
                and (hp is None or state.hp[p] == hp) and (staying is None or state.staying[p] == staying))
    return goal


def _carried_out(hero: str, square: int) -> Goal:
    return _event(SquareCarriedOut, hero, square=square)


def _moved_by_dice(hero: str, square: int) -> Goal:
    return _event(Moved, hero, end=square, dice=True)


#: every card of rulewalk's mission deck in the discard pile (the deck has run out)
ALL_DISCARDED = {m.id: m.count for m in load().missions}


# -- the tutorial -----------------------------------------------------------------------------------------------
TUTORIAL: tuple[Step, ...] = (
    Step(
        "Heroes at the Castle",
        ("brave_journey.setup.characters", "brave_journey.setup.dealt", "brave_journey.setup.start",
         "brave_journey.setup.hp", "brave_journey.turn.first-player"),
        "Eight heroes race round a ring of squares. Two to eight players each play a different hero. Everyone "
        "starts on the Castle, square 0, with 10 hit points (HP).",
        "Watch Ares, dealt the first turn, roll the die and set out.",
        _dealt(4, 27, (3,)),
        None,
        (Go(),),
        how="Press Show me: Ares rolls the die and her token walks from the Castle.",
        reading="The rules don't say how heroes are chosen, who starts or how many HP you begin with. We play it so: "
            "heroes dealt at random unless you choose them, a random first player, 10 HP each, so that every game "
            "can start the same fair way.",
    ),
    Step(
        "Roll and move",
        ("brave_journey.turn.roll-and-move", "brave_journey.turn.order", "brave_journey.board.ring",
         "brave_journey.board.kinds", "brave_journey.square.prison"),
        "The ring has 36 squares, numbered clockwise from the Castle (0). Apart from the Castle each is a mission "
        "square (draw a card), an event square (something happens) or a field square (monsters).\n\nOn your turn "
        "roll the die, move that many squares forward and carry out the square. Then the next hero plays. At 9 "
        "Prison nothing happens: nobody is held there.",
        "Roll with Aruba, on 5, and carry out the square he reaches.",
        _match(("aruba", "luki"), (4, 3), positions={"aruba": 5, "luki": 5}),
        _all(_moved_by_dice("aruba", 9), _carried_out("aruba", 9)),
        (Go(),),
        how="Click the die (or press Roll): Aruba moves that many squares forward and the square happens. Then "
            "press Next hero to watch Luki.",
        reading="The rules show no board, so this ring of 36 squares is our reading: we placed the squares the rules "
            "name and filled the rest with mission, event and field squares.",
    ),
    Step(
        "Hero badges",
        ("brave_journey.badge.castle", "brave_journey.badge.crossing", "brave_journey.win.badges"),
        "Each time you pass the Castle going forward, or stop on it, you earn a hero badge: one lap done. With 2 "
        "to 4 players, 3 badges finish your journey; with 5 to 8, 2 badges.",
        "Roll with Claire, on 33, and earn a badge.",
        _match(("claire", "aruba"), (3, 3), positions={"claire": 33, "aruba": 30}),
        _event(BadgeEarned, "claire", badges=1),
        (Go(),),
        how="Click the die (or press Roll): Claire moves forward over the Castle and her badge count (★) goes up.",
        reading="The rules don't say exactly what passing means. We play it so: moving from square 35 onto the Castle "
            "counts, whether you go on or stop there, because either way the hero has gone all the way round.",
    ),
    Step(
        "Going back over the Castle",
        ("brave_journey.badge.backward", "brave_journey.badge.debt", "brave_journey.data.files"),
        "Going back over the Castle earns nothing, and crossing it forward again after that does not count "
        "either. We keep count with a debt: each backward crossing adds 1.\n\nThis lesson adds one card, Long Way "
        "Back, that sends you back that far.",
        "Roll with Foyfoy onto 2 Mission and follow the card he draws.",
        _match(("foyfoy", "aruba"), (1, "long_way_back", 3), settings=WITH_LONG_WAY_BACK,
               positions={"foyfoy": 1, "aruba": 0}, badges={"foyfoy": 1}),
        _event(DebtChanged, "foyfoy", debt=1),
        (Go(),),
        how="Click the die (or press Roll): Foyfoy lands on 2 Mission and draws a card; the card box beside the "
            "die shows it, and he moves as it says.",
        reading="Our own cards never send you back that far, but a group's own deck may. The rules show no cards, so "
            "in our reading the board and the decks are files you can replace; that is how this lesson adds Long "
            "Way Back.",
    ),
    Step(
        "Paying off the debt",
        ("brave_journey.badge.debt", "brave_journey.badge.backward"),
        "Foyfoy owes one crossing. His next forward crossing pays it off instead of earning a badge; the ones "
        "after that earn badges again.",
        "Roll with Foyfoy, on 35, and cross the Castle again.",
        _match(("foyfoy", "aruba"), (1, 3), settings=WITH_LONG_WAY_BACK,
               positions={"foyfoy": 35, "aruba": 30}, badges={"foyfoy": 1}, debt={"foyfoy": 1}),
        _all(_event(DebtChanged, "foyfoy", debt=0), _none(BadgeEarned)),
        (Go(),),
        how="Click the die (or press Roll): Foyfoy crosses the Castle; his row shows the debt gone and no new "
            "badge.",
        reading="The rules only say that such a crossing does not count; counting a debt is our reading, the simplest "
            "way to remember how many crossings do not count.",
    ),
    Step(
        "Only dice moves count",
        ("brave_journey.move.dice-only", "brave_journey.move.non-dice"),
        "Only a dice move carries out the square you land on. A move for any other reason (a card, an event, a "
        "retreat) carries out nothing, and you cannot start a duel after it.\n\nClaire stands on 13 Pitch-Black "
        "Cave Gift Shop, where a flying knife costs 1 HP.",
        "Roll with Aruba, on 8, and follow the card he draws on 11 Mission.",
        _match(("aruba", "claire"), (3, "secret_path", 1), positions={"aruba": 8, "claire": 13}),
        _all(_event(Moved, "aruba", end=13, dice=False), _where("aruba", 13, hp=10), _none(DuelEvent)),
        (Go(),),
        how="Click the die (or press Roll): Aruba lands on 11 Mission and draws a card (shown beside the die); it "
            "carries him on without a dice move.",
        reading="The rules say such a move \"likewise cannot duel\". Our reading: the square is never carried out, not "
            "even by choice, because the rules tie carrying out a square to the dice move.",
    ),
    Step(
        "Event squares",
        ("brave_journey.event.square", "brave_journey.square.hero-school"),
        "On an event square do what it says. Some events simply happen; others make you roll for your fate.",
        "Roll with Luki, on 1, onto 4 Hero School and roll for your fate.",
        _match(("luki", "aruba"), (3, 5, 3), positions={"luki": 1, "aruba": 0}, hp={"luki": 8}),
        _event(Rolled, "luki", purpose="fate"),
        (Go(),),
        how="Click the die (or press Roll): Luki lands on 4 Hero School and rolls for her fate; the box beside "
            "the die shows what happens.",
        reading="The rules give the Hero School no text. Our reading: roll for fate; 1-2 lose 1 HP, 3-4 nothing "
            "happens, 5-6 heal 1: a small loss or a small gain, so the roll matters.",
    ),
    Step(
        "A push forward earns a badge",
        ("brave_journey.square.shrine", "brave_journey.badge.castle"),
        "Badges come from every forward move, not only dice: cards, events and rewards too.",
        "Roll with the Little Princess, on 32, onto 34 Wayside Shrine and earn a badge.",
        _match(("princess", "aruba"), (2, 5, 3), positions={"princess": 32, "aruba": 0}),
        _event(BadgeEarned, "princess", badges=1),
        (Go(),),
        how="Click the die (or press Roll): the Little Princess lands on 34 Wayside Shrine and rolls for her "
            "fate; watch the blessing carry her over the Castle.",
        reading="The rules don't say what every square is. Our reading adds square 34, the Wayside Shrine: roll for "
            "fate; 1-2 lose 1 HP, 3-4 nothing happens, 5-6 a blessing carries you 2 squares forward, so that a "
            "push over the Castle can be seen.",
    ),
    Step(
        "At most 10 HP",
        ("brave_journey.hp.cap", "brave_journey.square.beach"),
        "A hero has at most 10 HP. Healing beyond that is lost, not saved for later. Sion already has 10 HP.",
        "Roll with Sion, on 26, onto 29 Beach.",
        _match(("sion", "aruba"), (3, 3), positions={"sion": 26, "aruba": 0}),
        _all(_carried_out("sion", 29), _event(HpChanged, "sion", change=0, hp=10)),
        (Go(),),
        how="Click the die (or press Roll): Sion lands on 29 Beach and heals; watch his HP stay at 10.",
        reading="The rules name the Beach but give it no text; in our reading it heals 1, as a beach is a place to "
            "rest.",
    ),
    Step(
        "Staying in place",
        ("brave_journey.stay.turn",),
        "Some squares make you stay in place: turn your hero card over. On your next turn you only turn it back; "
        "you move again the turn after.\n\nWhile staying you cannot move or play items yourself, but others can "
        "still challenge you and aim cards at you. At 10 Flamingo Manor you get lost in the huge house.",
        "Roll with Claire, on 7, onto 10 Flamingo Manor.",
        _match(("claire", "aruba"), (3, 3), positions={"claire": 7, "aruba": 0}),
        _event(StayChanged, "claire", staying=True),
        (Go(),),
        how="Click the die (or press Roll): Claire lands on 10 Flamingo Manor; her row then says \"stays\".",
    ),
    Step(
        "The stay ends",
        ("brave_journey.stay.turn",),
        "Claire stays on 10 Flamingo Manor. Aruba decides not to fight; then it is Claire's turn, and all she "
        "does is turn her card back. Aruba plays again, and after him Claire sets out again.",
        "Watch Aruba decline to fight and Claire's turn pass while she turns her card back.",
        _match(("claire", "aruba"), (2,), phase="field", current="aruba", positions={"claire": 10, "aruba": 3},
               staying=["claire"]),
        None,
        (Decline(),),
        how="Press Show me, then Next hero after each turn: Aruba's, Claire's, then Aruba's again.",
    ),
    Step(
        "Fight or not?",
        ("brave_journey.field.decide-first",),
        "On a field square you choose whether to hunt a monster before you draw one: you may not look first. Not "
        "fighting simply ends your turn.",
        "Roll with Claire, on 5, onto 8 Field and decide: fight or not.",
        _match(("claire", "aruba"), (3, "rusty_knight", 5, 3), positions={"claire": 5, "aruba": 0}),
        _any(_event(Decided, "claire", what="fight"), _event(Declined, "claire", what="fight")),
        (Go(), Decline()),
        how="Click the die (or press Roll): Claire lands on 8 Field; then click a chip beside the die: fight, or "
            "do not fight.",
    ),
    Step(
        "Beating a monster",
        ("brave_journey.fight.monsters", "brave_journey.fight.roll"),
        "To fight, draw a monster card and roll the die once. If your roll is at least the monster's HP, you win "
        "its reward: healing, a mission card or a move forward.",
        "Fight with Claire, on 8 Field, and beat the monster.",
        _match(("claire", "aruba"), ("rusty_knight", 5, 3), phase="field", positions={"claire": 8, "aruba": 0},
               hp={"claire": 7}),
        _event(FightResolved, "claire", won=True),
        (Fight(),),
        how="Press Fight (or the fight chip beside the die); the fight box shows the monster, your roll and the "
            "result.",
        reading="The rules promise a combat section they never give. This one-roll fight and our deck of 16 monsters "
            "are our reading: the shortest fight that still uses the die.",
    ),
    Step(
        "Losing a fight",
        ("brave_journey.fight.roll", "brave_journey.fight.rulings"),
        "If your roll is lower than the monster's HP, you lose: take its damage, then move back its retreat.",
        "Fight with Claire, on 15 Tower of Abirupis, and see what a defeat costs.",
        _match(("claire", "aruba"), ("thunder_ram", 2, 3), phase="field", positions={"claire": 15, "aruba": 0}),
        _all(_event(FightResolved, "claire", won=False), _where("claire", 13, hp=8)),
        (Fight(),),
        how="Press Fight; the fight box shows the defeat, and Claire's token walks back.",
        reading="Our reading of the details: a retreat is not a dice move, so it carries out nothing where it ends; "
            "fought monsters go to a discard pile, shuffled into a new deck when the deck runs out, as the "
            "mission cards are.",
    ),
    Step(
        "Mission cards: events",
        ("brave_journey.mission.draw", "brave_journey.cards.missions"),
        "On a mission square draw a mission card. An event card is shown and carried out at once, then discarded; "
        "an item card is kept face down for later.",
        "Roll with Claire, on 9, onto 11 Mission and draw a card.",
        _match(("claire", "aruba"), (2, "hot_spring", 3), positions={"claire": 9, "aruba": 0}, hp={"claire": 6}),
        _event(MissionDrawn, "claire", card="hot_spring"),
        (Go(),),
        how="Click the die (or press Roll): Claire lands on 11 Mission; the card she draws shows in the card box "
            "beside the die.",
        reading="The rules show no cards. Our reading: a deck of 24 of our own, 12 events and 12 items, so that both "
            "kinds come up often.",
    ),
    Step(
        "Items",
        ("brave_journey.cards.timing",),
        "Items are kept face down and played at the time they name; using one is always your choice.",
        "Roll with Claire, on 32, then use her Winged Boots to reach the Castle.",
        _match(("claire", "aruba"), (2, 3), positions={"claire": 32, "aruba": 30},
               held={"claire": ["winged_boots"]}),
        _all(_event(ItemUsed, "claire", card="winged_boots"), _event(BadgeEarned, "claire")),
        (Go(), UseItem("winged_boots")),
        how="Click the die (or press Roll): then, before Move, click Claire's Winged Boots card (or its chip) to "
            "go further, onto the Castle.",
        reading="Our reading of their times: potions, knives and sleeping powder at the start of your turn, before "
            "you roll; a Lucky Charm or Winged Boots right after your roll; a Mirror Shield or an Anchor Stone "
            "when something hits you: the moment each one's effect makes sense.",
    ),
    Step(
        "Any player, even you",
        ("brave_journey.mission.any-player",),
        "Some items say \"choose any player\": you may choose anyone, yourself included.\n\nAruba holds a Throwing "
        "Knife. At the start of his turn, before he rolls, he may make any hero lose 1 HP. Luki is ahead.",
        "Throw the knife with Aruba at any hero you like.",
        _match(("aruba", "luki"), (3, 3), positions={"aruba": 5, "luki": 20}, held={"aruba": ["throwing_knife"]}),
        _event(ItemUsed, "aruba", card="throwing_knife"),
        (UseItem("throwing_knife", "luki"),),
        how="Click Aruba's Throwing Knife card, then click the hero to hit (their token or their row).",
    ),
    Step(
        "Two items at most",
        ("brave_journey.mission.hand-limit",),
        "You may hold at most 2 items. Drawing a third, you at once discard one of the three (the new one may be "
        "it), or use one now if its time allows.\n\nClaire holds a Healing Potion and an Anchor Stone. A potion "
        "may be drunk now; the others may only be discarded.",
        "Roll with Claire, on 9, onto 11 Mission, draw, and keep two items.",
        _match(("claire", "aruba"), (2, "mirror_shield", 3), positions={"claire": 9, "aruba": 0},
               held={"claire": ["healing_potion", "anchor_stone"]}, hp={"claire": 7}),
        _all(_rule(ItemKept, "brave_journey.mission.hand-limit", "claire"),
             _any(_rule(CardDiscarded, "brave_journey.mission.hand-limit", "claire"),
                  _event(ItemUsed, "claire", card="healing_potion")),
             lambda game, state, events: len(state.held[_seat(state, "claire")]) == 2),
        (Go(), Discard("anchor_stone")),
        how="Click the die (or press Roll): Claire draws a third item; click one of her three cards to discard "
            "it, or drink the potion.",
    ),
    Step(
        "An empty deck",
        ("brave_journey.mission.reshuffle",),
        "When the mission deck runs out, the discards are shuffled into a new deck. Here every mission card lies "
        "in the discard pile.",
        "Roll with Claire, on 9, onto 11 Mission and draw a card.",
        _match(("claire", "aruba"), (2, "hot_spring", 3), positions={"claire": 9, "aruba": 0}, hp={"claire": 6},
               mission_discard=ALL_DISCARDED),
        _all(_event(DeckReshuffled, deck="missions"), _event(MissionDrawn, "claire", card="hot_spring")),
        (Go(),),
        how="Click the die (or press Roll): Claire lands on 11 Mission; the deck is shuffled and the card she "
            "draws shows beside the die.",
    ),
    Step(
        "Duels",
        ("brave_journey.duel.challenge", "brave_journey.duel.roll", "brave_journey.duel.then-square"),
        "When your dice move ends where other heroes stand, you may challenge one of them. They cannot refuse, "
        "except by a skill or an item. Both roll, a tie rolls again, and the loser loses the difference in HP: "
        "the rules' example is A 4, B 2, so B loses 2. Then the challenger carries out the square.",
        "Roll with Aruba, on 5, onto 8 Field and challenge Luki.",
        _match(("aruba", "luki"), (3, 4, 2), positions={"aruba": 5, "luki": 8}),
        _event(DuelEvent, "aruba", loss=2, loser=1, rolls=(4, 2)),
        (Go(), Challenge("luki")),
        how="Click the die (or press Roll): Aruba lands on Luki's square; click Luki (token or row) to challenge "
            "her.",
    ),
    Step(
        "Knocked out",
        ("brave_journey.hp.knockout", "brave_journey.hp.knockout-keeps", "brave_journey.hp.treatment",
         "brave_journey.move.teleport", "brave_journey.duel.then-square"),
        "A hero whose HP reaches 0 is knocked out and sent straight back to the Castle for treatment. A "
        "challenger knocked out by the duel carries out nothing.",
        "Watch Aruba, down to 2 HP, challenge Luki and lose.",
        _match(("aruba", "luki"), (3, 1, 4, 4), positions={"aruba": 5, "luki": 8}, hp={"aruba": 2}),
        None,
        (Go(), Challenge("luki")),
        how="Press Show me: Aruba rolls, challenges Luki, and the duel box shows both dice.",
        reading="Our reading: being sent back is a jump (it passes nothing, so no badge); HP goes back to 10 at once, "
            "and the hero stays one turn: the rules send you to treatment without saying what it does. Our "
            "reading too: the hero keeps every card and badge, because the rules take nothing away.",
    ),
    Step(
        "A deadly defeat",
        ("brave_journey.hp.dying", "brave_journey.hp.knockout"),
        "A monster defeat that knocks you out skips the retreat: you go straight to the Castle.",
        "Watch Claire, with 1 HP, lose a fight on 15 Tower of Abirupis.",
        _match(("claire", "aruba"), ("thunder_ram", 2, 3), phase="field", positions={"claire": 15, "aruba": 0},
               hp={"claire": 1}),
        None,
        (Fight(),),
        how="Press Show me: Claire fights on 15 Tower of Abirupis and the fight box shows the defeat.",
        reading="Our reading of dying: HP never goes below 0, and a knockout is checked after every change of HP, so "
            "a knockout always happens at the moment HP runs out.",
    ),
    Step(
        "Staying, in detail",
        ("brave_journey.stay.rulings", "brave_journey.duel.scope"),
        "Luki stays on 10 Flamingo Manor with 2 HP, and can still be challenged there.",
        "Watch Claire roll onto 10 Flamingo Manor, challenge Luki, then get lost in the house herself.",
        _match(("claire", "luki", "aruba"), (3, 5, 1, 3), positions={"claire": 7, "luki": 10, "aruba": 0},
               hp={"luki": 2}, staying=["luki"]),
        None,
        (Go(), Challenge("luki")),
        how="Press Show me: Claire rolls onto the Manor, challenges Luki, and then gets lost in the house "
            "herself.",
        reading="Our readings: only dice moves start duels, at most one per move; anyone on the square may be "
            "challenged, staying or finished heroes too, on any square. A second stay does not add up, and a "
            "staying hero who is knocked out stays one turn at the Castle instead. These are our answers where "
            "the rules are silent, chosen to keep the rules simple.",
    ),
    Step(
        "The end of the round",
        ("brave_journey.win.round-end", "brave_journey.win.same-round", "brave_journey.win.badges"),
        "When a hero earns the last badge, the round is played to its end. If nobody else finished in that round, "
        "that hero wins.",
        "Roll with Luki, on 34 with 2 badges, and finish the journey.",
        _match(("aruba", "luki", "sion"), (3, 4), current="luki", positions={"aruba": 20, "luki": 34, "sion": 5},
               badges={"aruba": 2, "luki": 2, "sion": 1}),
        _event(GameWon, "luki", how="journey"),
        (Go(),),
        how="Click the die (or press Roll): Luki crosses the Castle for her third badge; then press Next hero to "
            "watch Sion play the last turn of the round.",
        reading="The rules don't say where a round ends. Our reading: it runs from the first player to the last seat, "
            "so Aruba, seated before Luki, gets no more turns; Sion plays last. Every hero then has had the same "
            "number of turns.",
    ),
    Step(
        "The final tournament",
        ("brave_journey.tournament.rounds", "brave_journey.tournament.no-skills", "brave_journey.tournament.hp"),
        "If several heroes finish in the same round, the final tournament decides. Each round all roll; the "
        "single highest roll attacks one opponent, who loses the difference. At 0 HP you are out.\n\nThe rules' "
        "example: A 3, B 5, C 1, so B may hit A for 2 or C for 4. Claire's, Foyfoy's and the Princess's skills "
        "don't count.",
        "Attack with Foyfoy: Claire for 2, or the Little Princess for 4.",
        _match(("claire", "foyfoy", "princess"), (3, 5, 1, 2, 6, 3), phase="tournament_roll",
               positions={"claire": 2, "foyfoy": 1, "princess": 0}, hp={"claire": 7, "foyfoy": 8, "princess": 9},
               badges={"claire": 3, "foyfoy": 3, "princess": 3}, tournament=["claire", "foyfoy", "princess"]),
        _any(_event(TournamentEvent, "foyfoy", target=0, loss=2),
             _event(TournamentEvent, "foyfoy", target=2, loss=4)),
        (Attack("princess"),),
        how="Foyfoy rolled highest: click Claire or the Little Princess to attack.",
        reading="Our reading: you keep the HP you have, and no items: the simplest answer where the rules are silent.",
    ),
    Step(
        "A shared top roll",
        ("brave_journey.tournament.repeats",),
        "If the highest roll is shared, nobody attacks: all roll again. The rules' example: A 4, B 2, C 4.",
        "Watch Foyfoy attack Claire, then a round where Claire and the Princess both roll 4.",
        _match(("claire", "foyfoy", "princess"), (4, 2, 4, 2, 6, 3), phase="attack", current="foyfoy",
               positions={"claire": 2, "foyfoy": 1, "princess": 0}, hp={"claire": 7, "foyfoy": 8, "princess": 9},
               dice=(3, 5, 1), badges={"claire": 3, "foyfoy": 3, "princess": 3},
               tournament=["claire", "foyfoy", "princess"]),
        None,
        (Attack("claire"),),
        how="Press Show me: Foyfoy attacks Claire, then all roll and the top roll is shared.",
        reading="The rules say \"repeated numbers\", but their example only concerns the top roll, so our reading "
            "rolls again only when the highest roll is shared.",
    ),
    Step(
        "Stop and score",
        ("brave_journey.end.options", "brave_journey.end.score"),
        "By agreement you may play fewer laps, play against the clock, or stop early: rank the heroes, or all "
        "play the final tournament.",
        "Stop the game at the start of Aruba's turn and rank the heroes.",
        _match(("aruba", "luki", "sion"), (), settings={"can_stop": True},
               positions={"aruba": 20, "luki": 25, "sion": 30}, badges={"aruba": 1, "luki": 1}),
        _event(GameWon, how="score"),
        (Stop("score"),),
        how="Click the chip \"stop and score\" beside the die.",
        reading="Our reading of the ranking: most badges first, then most squares, counted in the current lap after "
            "any debt. Heroes still tied play the tournament. The rules do not say how to rank; this ranking "
            "rewards who got furthest.",
    ),
)


# -- the character tour -------------------------------------------------------------------------------------------
CHARACTERS: tuple[Step, ...] = (
    Step(
        "Aruba: Let's be heroes",
        ("brave_journey.skill.aruba", "brave_journey.skill.optional"),
        "Every hero has a skill. Using it is always your choice, and a skill forgotten at its moment is "
        "lost.\n\nAruba's: on a field square, once he has decided to fight, he may draw two monsters and choose "
        "the one to fight. The other goes to the discard pile.",
        "Fight with Aruba's skill and choose the weaker monster.",
        _match(("aruba", "claire"), ("iron_wyvern", "puddle_slime", 3, 3), phase="field",
               positions={"aruba": 8, "claire": 0}, hp={"aruba": 8}),
        _all(_event(SkillUsed, "aruba", skill="two_monsters"), _event(FightResolved, "aruba", card="puddle_slime")),
        (Fight("two_monsters"), PickMonster("puddle_slime")),
        how="Click the chip \"fight using Let's be heroes\", then click the weaker of the two monsters.",
    ),
    Step(
        "Luki: Portal",
        ("brave_journey.skill.luki", "brave_journey.skill.next-turn"),
        "On her next turn after carrying out a mission square, Luki may roll the movement die once more; the new "
        "roll counts.\n\nClaire stays in place, so Luki soon plays again.",
        "Roll with Luki onto 11 Mission; on her next turn, roll again with Portal.",
        _match(("luki", "claire"), (2, "hot_spring", 1, 4), positions={"luki": 9, "claire": 10}, hp={"luki": 8},
               staying=["claire"]),
        _rule(Rolled, "brave_journey.skill.luki", "luki"),
        (Go(), Reroll()),
        how="Click the die (or press Roll): Luki lands on 11 Mission. Press Next hero until her next roll shows, "
            "then click the chip \"roll again (Portal)\".",
        reading="Our reading: the re-roll waits for her next movement roll, even through a stay in place, and the "
            "move it gives is a dice move, since the rules only say she rolls once more.",
    ),
    Step(
        "Sion: My magic is: anything goes",
        ("brave_journey.skill.sion", "brave_journey.skill.sion-choice"),
        "On a mission square Sion may draw two mission cards, keep one and discard the other: only on mission "
        "squares, not for a card won from a monster.",
        "Roll with Sion onto 11 Mission, draw two cards and keep the better one.",
        _match(("sion", "aruba"), (2, "falling_rocks", "healing_potion", 3), positions={"sion": 9, "aruba": 0}),
        _all(_event(ItemKept, "sion"), _event(CardDiscarded, "sion", card="falling_rocks")),
        (Go(), DrawMissions(2), KeepMission("healing_potion")),
        how="Click the die (or press Roll): Sion lands on 11 Mission; click the chip \"draw two mission cards\", "
            "then the chip of the card to keep.",
        reading="The rules don't say whether he sees both first. Our reading: he does, because choosing blind would "
            "be no choice.",
    ),
    Step(
        "Claire: No, Thank you!",
        ("brave_journey.skill.claire", "brave_journey.skill.claire-scope"),
        "When another hero challenges Claire, or hurts or hinders her with a card, she may roll: on a 1 or a 6 it "
        "has no effect on her. If not, she may still use an item.",
        "Roll with Aruba onto 8 Field, challenge Claire, then answer as Claire.",
        _match(("aruba", "claire"), (3, 6), positions={"aruba": 5, "claire": 8}),
        _event(Cancelled, "claire", by="no_thank_you"),
        (Go(), Challenge("claire"), NoThankYou()),
        how="Click the die (or press Roll): Aruba lands on Claire's square; click Claire to challenge her, then "
            "the chip \"No, Thank you! (roll)\".",
        reading="Our reading: not against her own cards, squares, monsters or the tournament, since the rules speak "
            "of other heroes. A refused challenge is spent, and the challenger still carries out the square.",
    ),
    Step(
        "Foyfoy: Cruel Blade",
        ("brave_journey.skill.foyfoy",),
        "When Foyfoy fights a monster on a field square, his attack is the die plus 1. It does not count in duels "
        "or the tournament.\n\nThis monster has 5 HP, and the die will show 4.",
        "Fight with Cruel Blade and beat the monster.",
        _match(("foyfoy", "aruba"), ("lich_librarian", 4, 3), phase="field", positions={"foyfoy": 8, "aruba": 0},
               hp={"foyfoy": 6}),
        _event(FightResolved, "foyfoy", won=True, attack=5),
        (Fight("cruel_blade"),),
        how="Click the chip \"fight using Cruel Blade\" beside the die.",
    ),
    Step(
        "Little Princess: Hime-da",
        ("brave_journey.skill.princess",),
        "When the Little Princess fights a monster on a field square, its HP counts 1 lower. It does not count in "
        "duels or the tournament; the rules' Q&A admits it comes to the same as Foyfoy's skill.\n\nThis monster "
        "has 5 HP, and the die will show 4.",
        "Fight with Hime-da and beat the monster.",
        _match(("princess", "aruba"), ("lich_librarian", 4, 3), phase="field",
               positions={"princess": 8, "aruba": 0}, hp={"princess": 6}),
        _event(FightResolved, "princess", won=True, monster_hp=4),
        (Fight("monster_hp_down"),),
        how="Click the chip \"fight using Hime-da\" beside the die.",
    ),
    Step(
        "Ares: Headmaster",
        ("brave_journey.skill.ares", "brave_journey.skill.ares-automatic"),
        "The first time in a lap that Ares passes or stops on 4 Hero School, and likewise 29 Beach, she heals 1 "
        "at once: at most twice a lap.",
        "Roll with Ares, on 2, past 4 Hero School.",
        _match(("ares", "aruba"), (3, 3), positions={"ares": 2, "aruba": 0}, hp={"ares": 8}),
        _event(SkillUsed, "ares", skill="headmaster"),
        (Go(),),
        how="Click the die (or press Roll): Ares walks past 4 Hero School and heals.",
        reading="The rules call it automatic. Our reading: it always happens, since declining could never help her.",
    ),
    Step(
        "Once a lap",
        ("brave_journey.skill.once-per-lap", "brave_journey.square.sunohara"),
        "At 27 Sunohara House a plot twist flings you forward to 31 Wasteland Before the Town, over the Beach. It "
        "is no dice move, so the Wasteland is not carried out. Ares already healed at the Hero School.",
        "Roll with Ares, on 24, onto 27 Sunohara House.",
        _match(("ares", "aruba"), (3, 3), positions={"ares": 24, "aruba": 0}, hp={"ares": 8}, lap={"ares": [4]}),
        _all(_event(SkillUsed, "ares", skill="headmaster"), _where("ares", 31, hp=9)),
        (Go(),),
        how="Click the die (or press Roll): Ares lands on 27 Sunohara House and is flung forward over the Beach.",
        reading="The fling to the Wasteland is our reading of the rules' Q&A. Our reading too: Ares's and Deifel's "
            "skills fire on any forward move, once a lap each, renewed when a badge is earned, because the rules "
            "count them per lap.",
    ),
    Step(
        "Deifel: The Joy of Labour",
        ("brave_journey.skill.deifel", "brave_journey.skill.deifel-choice", "brave_journey.square.tower"),
        "After Deifel passes or stops on 15 Tower of Abirupis, on his next turn he may roll two dice and move the "
        "sum. Once a lap.",
        "Roll with Deifel onto the Tower, skip the fight, then roll two dice on his next turn.",
        _match(("deifel", "claire"), (3, 3, 4, 2), positions={"deifel": 12, "claire": 10}, staying=["claire"]),
        _rule(Rolled, "brave_journey.skill.deifel", "deifel"),
        (Go(), Decline(), Go(2)),
        how="Click the die (or press Roll): Deifel lands on the Tower; click \"do not fight\"; on his next turn "
            "click the chip \"roll two dice and add them\".",
        reading="The Tower is a field square: our reading of the rules' Q&A, which has him fight there. Our reading "
            "too: Deifel chooses one die or two before he rolls, so the skill is one roll of two dice, not a second "
            "chance after seeing the first.",
    ),
    Step(
        "Aruba at home",
        ("brave_journey.special.optional", "brave_journey.special.manor", "brave_journey.board.structure"),
        "Every hero also has a special field: an event square where they fare better. Like a skill it may be "
        "declined, and it counts only when the square is carried out, after a dice move.\n\nEveryone gets lost in "
        "10 Flamingo Manor and stays a turn; Aruba lives there.",
        "Roll with Aruba onto 10 Flamingo Manor and use his special field.",
        _match(("aruba", "claire"), (3, 3), positions={"aruba": 7, "claire": 0}),
        _all(_carried_out("aruba", 10), _where("aruba", 10, staying=False)),
        (Go(), UseField()),
        how="Click the die (or press Roll): Aruba lands on 10 Flamingo Manor; click the chip \"use the special "
            "field\".",
        reading="Our reading: on any board, even your own, the eight special fields are event squares, since each "
            "tells what happens there.",
    ),
    Step(
        "Luki at the Gift Shop",
        ("brave_journey.special.gift-shop",),
        "At 13 Pitch-Black Cave Gift Shop a knife flies in: everyone loses 1 HP. Luki alone comes out unharmed.",
        "Roll with Luki onto 13 Pitch-Black Cave Gift Shop and use her special field.",
        _match(("luki", "aruba"), (3, 3), positions={"luki": 10, "aruba": 0}),
        _all(_carried_out("luki", 13), _where("luki", 13, hp=10)),
        (Go(), UseField()),
        how="Click the die (or press Roll): Luki lands on the Gift Shop; click the chip \"use the special field\".",
    ),
    Step(
        "Sion at the Rift",
        ("brave_journey.special.rift", "brave_journey.board.demon-world"),
        "At 21 Rift of Dimensions you stay a turn and roll: odd, you next set out from 25 Sitan's Pit; even, from "
        "18 Demon World No.1 Deciding Tournament. Sion knows the way: he rolls and jumps at once. A jump carries "
        "out nothing.",
        "Roll with Sion onto 21 Rift of Dimensions and use his special field.",
        _match(("sion", "aruba"), (4, 4, 3), positions={"sion": 17, "aruba": 0}),
        _all(_event(Teleported, "sion", end=18), _where("sion", 18, staying=False)),
        (Go(), UseField()),
        how="Click the die (or press Roll): Sion lands on the Rift; click the chip \"use the special field\".",
        reading="The rules give the tournament square two names; our reading: one square, since both names describe "
            "the same place.",
    ),
    Step(
        "The Rift for everyone else",
        ("brave_journey.special.rift-rulings", "brave_journey.move.teleport"),
        "At the Rift the token waits while its hero stays (it can be challenged there) and jumps when the stay "
        "ends. A jump passes no square and carries out nothing where it lands.",
        "Watch Claire land on the Rift, roll a 3 and, a turn later, jump to 25 Sitan's Pit.",
        _match(("claire", "aruba"), (3, 3, 3, 2), positions={"claire": 18, "aruba": 0}),
        None,
        (Go(), Decline()),
        how="Press Show me, then Next hero after each turn: Claire lands, rolls, and a turn later jumps.",
        reading="Our reading of the Rift: the roll is made on landing and shown at once, and the jump waits for the "
            "stay to end, since the rules say only where the hero sets out from.",
    ),
    Step(
        "Claire in the Orchard",
        ("brave_journey.special.orchard",),
        "The apples of 17 Back-Hill Apple Orchard heal everyone 2. Claire eats one more and heals 3.",
        "Roll with Claire onto 17 Back-Hill Apple Orchard and use her special field.",
        _match(("claire", "aruba"), (3, 3), positions={"claire": 14, "aruba": 0}, hp={"claire": 5}),
        _event(HpChanged, "claire", change=3, hp=8),
        (Go(), UseField()),
        how="Click the die (or press Roll): Claire lands in the Orchard; click the chip \"use the special field\".",
    ),
    Step(
        "Foyfoy in Castle Town",
        ("brave_journey.special.castle-town",),
        "The townsfolk of 1 Castle Town make everyone welcome: heal 1. Foyfoy meets his sister there and heals 2.",
        "Roll with Foyfoy onto 1 Castle Town and use his special field.",
        _match(("foyfoy", "aruba"), (1, 3), positions={"foyfoy": 0, "aruba": 30}, hp={"foyfoy": 6}),
        _event(HpChanged, "foyfoy", change=2, hp=8),
        (Go(), UseField()),
        how="Click the die (or press Roll): Foyfoy lands on 1 Castle Town; click the chip \"use the special "
            "field\".",
    ),
    Step(
        "The Princess in the Corridor",
        ("brave_journey.special.corridor",),
        "Whoever reaches 23 Corridor Blasted by the Demon King is caught in his attack and stays a turn. The "
        "Little Princess hides in her own room.",
        "Roll with the Little Princess onto 23 Corridor Blasted by the Demon King and use her special field.",
        _match(("princess", "aruba"), (3, 3), positions={"princess": 20, "aruba": 0}),
        _all(_carried_out("princess", 23), _where("princess", 23, staying=False)),
        (Go(), UseField()),
        how="Click the die (or press Roll): the Little Princess lands in the Corridor; click the chip \"use the "
            "special field\".",
    ),
    Step(
        "Ares at the NPC Plaza",
        ("brave_journey.special.npc-plaza",),
        "At 6 NPC Plaza you roll: 1-2 back one square, 3-4 stay a turn, 5-6 forward one square. Ares ignores the "
        "NPCs and moves forward two squares without rolling; like every move that is not a dice move, it carries "
        "out nothing.",
        "Roll with Ares onto 6 NPC Plaza and use her special field.",
        _match(("ares", "aruba"), (1, 3), positions={"ares": 5, "aruba": 0}),
        _all(_carried_out("ares", 6), _event(Moved, "ares", end=8, dice=False)),
        (Go(), UseField()),
        how="Click the die (or press Roll): Ares lands on 6 NPC Plaza; click the chip \"use the special field\".",
    ),
    Step(
        "Deifel at the Demon World Tournament",
        ("brave_journey.special.demon-tournament",),
        "The crowd at 18 Demon World No.1 Deciding Tournament is huge: everyone stays a turn. Deifel avoids "
        "crowds and slips through.",
        "Roll with Deifel onto 18 Demon World No.1 Deciding Tournament and use his special field.",
        _match(("deifel", "aruba"), (2, 3), positions={"deifel": 16, "aruba": 0}),
        _all(_carried_out("deifel", 18), _where("deifel", 18, staying=False)),
        (Go(), UseField()),
        how="Click the die (or press Roll): Deifel lands on the Tournament square; click the chip \"use the "
            "special field\".",
    ),
)

LESSONS: dict[str, tuple[Step, ...]] = {"tutorial": TUTORIAL, "characters": CHARACTERS}
