"""Hand-made Brave Journey positions for tutorials and tests, kept consistent with the real components.

Heroes are named by character id ("aruba") or seat number in every mapping; squares by their number
on the ring as the rules note numbers them (0 = the Castle). Cards given to a hero come out of the
deck, so the decks always add up; every position is checked by ``BraveJourney.validate_state``, and an
impossible one raises ``ValueError`` saying what is wrong.

    game = BraveJourney(players=3, characters=["aruba", "claire", "deifel"], first_player=0)
    state = arrange(game, positions={"aruba": 12, "claire": 15}, hp={"claire": 4},
                    held={"aruba": ["mirror_shield"]}, phase="after_roll", dice=(3,))
    match = Match(game, seed=1, start=state)
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

from .game import MAX_HELD, PHASES, BJState, BraveJourney, Task, _task
from .loader import MAX_HP

#: the phases ``arrange`` can set up by name (others: give ``focus`` and ``queue``)
NAMED = ("roll", "start", "after_roll", "duel", "field", "mission_choice", "advantage", "mission_draw",
         "monster_draw", "attack_roll", "pick_monster", "keep", "third", "tournament_roll", "attack", "over")


def seat(game: BraveJourney, characters: tuple[str, ...], who: Any, what: str) -> int:
    """A seat from a seat number or a character id."""
    if type(who) is int and 0 <= who < game.players:
        return who
    if isinstance(who, str) and who in characters:
        return characters.index(who)
    raise ValueError(f"{what}: {who!r} is neither a seat (0..{game.players - 1}) nor a character in this game "
                     f"({', '.join(characters)})")


def arrange(game: BraveJourney, seed: int = 0, *, characters: Iterable[str] | None = None,
            positions: Mapping[Any, int] | None = None, hp: Mapping[Any, int] | None = None,
            badges: Mapping[Any, int] | None = None, debt: Mapping[Any, int] | None = None,
            lap: Mapping[Any, Iterable[int]] | None = None, staying: Iterable[Any] = (),
            rift: Mapping[Any, int] | None = None, pending: Iterable[Any] = (),
            held: Mapping[Any, Iterable[str]] | None = None,
            mission_discard: Mapping[str, int] | None = None, monster_discard: Mapping[str, int] | None = None,
            first_player: Any = None, current: Any = None, round: int | None = None, turns: int | None = None,
            phase: str | None = None, dice: Iterable[int] = (), dice_count: int = 1, bonus: int = 0,
            drawn: Iterable[str] = (), monsters_out: Iterable[str] = (), skill: str = "", count: int = 1,
            tournament: Iterable[Any] = (), finish_round: int | None = None, end_after: Any = None,
            winners: Iterable[Any] = (), ending: str = "", focus: Task | None = None,
            queue: Iterable[Task] | None = None) -> BJState:
    """A position from ``game.initial_state(seed)`` with these changes (heroes by id or seat, squares by
    number):

    * ``characters``: who plays (one id per seat; must match the game's setting when it has one);
    * ``positions``, ``hp``, ``badges``, ``debt`` {hero: value}; ``lap`` {hero: squares whose once-a-lap
      skill already fired}; ``staying``, ``pending``: heroes staying / with a next-turn benefit waiting;
      ``rift`` {hero: square the Rift sends them to} (they must be staying);
    * ``held`` {hero: item ids}, taken from the mission deck; ``mission_discard`` / ``monster_discard``
      {card id: count} moved from the deck to the discards (cards lying ``drawn`` or as ``monsters_out``
      come out of the deck too);
    * ``first_player``, ``current`` (default: the first player), ``round`` (default 1), ``turns``;
    * ``phase``: what the position waits for, one of NAMED — "roll" (the default: the current player's
      movement roll; ``dice_count`` 2 for Deifel's two dice), "start", "after_roll" (give ``dice``,
      ``bonus``), "duel" (then the square is carried out), "field", "mission_choice", "advantage",
      "mission_draw" (``count`` cards), "monster_draw" / "attack_roll" (``skill``: the fight skill used),
      "pick_monster", "keep", "third", "tournament_roll" / "attack" (give ``tournament``), "over" (give
      ``winners`` and ``ending``); or any position at all with ``focus`` and ``queue`` (engine Tasks);
    * ``finish_round`` / ``end_after``: default to the current round and the seat that ends it when a
      hero has the badges to finish.
    """
    state = game.initial_state(seed)
    n = game.players
    chars = tuple(characters) if characters is not None else state.characters
    if len(chars) != n:
        raise ValueError(f"characters: one per seat ({n}), not {len(chars)}")

    def s(who: Any, what: str) -> int:
        return seat(game, chars, who, what)

    def per(mapping: Mapping[Any, Any] | None, base: tuple, what: str, check=None) -> tuple:
        out = list(base)
        for who, value in (mapping or {}).items():
            q = s(who, what)
            if check is not None:
                check(value, f"{what} of {chars[q]}")
            out[q] = value
        return tuple(out)

    def whole(lo: int, hi: int | None = None):
        def check(value: Any, what: str) -> None:
            if type(value) is not int or value < lo or (hi is not None and value > hi):
                raise ValueError(f"{what} must be a whole number {lo}..{hi if hi is not None else ''}, not {value!r}")
        return check

    L = game.ring
    pos = per(positions, (0,) * n, "positions", whole(0, L - 1))
    hps = per(hp, (MAX_HP,) * n, "hp", whole(0, MAX_HP))
    bdg = per(badges, (0,) * n, "badges", whole(0))
    dbt = per(debt, (0,) * n, "debt", whole(0))
    laps = per({k: tuple(sorted(v)) for k, v in (lap or {}).items()}, ((),) * n, "lap")
    rifts = per(rift, (-1,) * n, "rift", whole(0, L - 1))
    stay = [False] * n
    for who in staying:
        stay[s(who, "staying")] = True
    pend = [False] * n
    for who in pending:
        pend[s(who, "pending")] = True
    hands = [()] * n
    for who, cards in (held or {}).items():
        if isinstance(cards, str):
            raise ValueError(f"held: {who!r} holds a list of card ids, not the text {cards!r}")
        hands[s(who, "held")] = tuple(cards)
    for q, hand in enumerate(hands):
        if len(hand) > MAX_HELD:
            raise ValueError(f"held: {chars[q]} may hold at most {MAX_HELD} items, not {len(hand)}")
        for c in hand:
            if c not in game.missions or game.missions[c].kind != "item":
                raise ValueError(f"held: {c!r} is not an item card; items are "
                                 f"{', '.join(m for m in game.mission_ids if game.missions[m].kind == 'item')}")
    drawn = tuple(drawn)
    out = tuple(monsters_out)
    mission_pile, mission_dis = _deck(game.mission_ids, game.mission_total,
                                      [c for h in hands for c in h] + list(drawn), mission_discard, "mission")
    monster_pile, monster_dis = _deck(game.monster_ids, game.monster_total, list(out), monster_discard, "monster")
    first = state.first_player if first_player is None else s(first_player, "first_player")
    cur = first if current is None else s(current, "current")
    rnd = 1 if round is None else round
    if type(rnd) is not int or rnd < 1:
        raise ValueError(f"round must be a whole number from 1, not {round!r}")
    if turns is None:
        turns = (rnd - 1) * n + (cur - first) % n
    fighters = tuple(s(w, "tournament") for w in tournament)
    wins = tuple(s(w, "winners") for w in winners)
    dice = tuple(dice)
    if phase is None:
        phase = "over" if wins else ("tournament_roll" if fighters else "roll")
    if focus is None:
        if phase not in NAMED:
            raise ValueError(f"phase must be one of {', '.join(NAMED)} (or give focus and queue), not {phase!r}")
        focus, default_queue = _focus(phase, cur, pos[cur], dice_count, skill, count, wins)
        if phase == "attack" and fighters:
            top = max(dice) if dice else 0
            focus = _task("attack", fighters[dice.index(top)] if top in dice else cur)
    else:
        if not isinstance(focus, Task) or focus.kind not in PHASES:
            raise ValueError(f"focus must be an engine Task whose kind is a phase, not {focus!r}")
        default_queue = (_task("end_turn"),)
    q = tuple(queue) if queue is not None else default_queue
    done = [p for p in range(n) if bdg[p] >= game.target]
    if finish_round is None:
        finish_round = rnd if done and focus.kind not in ("over", "tournament_roll", "attack") else 0
    if end_after is None:
        if finish_round:
            end_after = ((first - 1) % n if game.settings["round_end"] == "seat_order" else (cur - 1) % n)
        else:
            end_after = -1
    else:
        end_after = s(end_after, "end_after")
    result = BJState(characters=chars, positions=pos, hp=hps, badges=bdg, debt=dbt, lap=laps, staying=tuple(stay),
                     rift=rifts, pending=tuple(pend), held=tuple(hands), mission_pile=mission_pile,
                     mission_discard=mission_dis, monster_pile=monster_pile, monster_discard=monster_dis,
                     first_player=first, current=cur, round=rnd, focus=focus, queue=q, dice=dice, bonus=bonus,
                     drawn=drawn, monsters_out=out, finish_round=finish_round, end_after=end_after,
                     tournament=fighters, winners=wins, ending=ending or ("journey" if wins else ""), turns=turns)
    game.validate_state(result)
    return result


def _deck(ids: tuple[str, ...], total: tuple[int, ...], out: list[str], discard: Mapping[str, int] | None,
          what: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    pile = list(total)
    dis = [0] * len(ids)
    for c in out:
        if c not in ids:
            raise ValueError(f"{c!r} is not a {what} card")
        pile[ids.index(c)] -= 1
    for c, k in (discard or {}).items():
        if c not in ids:
            raise ValueError(f"{what}_discard: {c!r} is not a {what} card")
        if type(k) is not int or k < 0:
            raise ValueError(f"{what}_discard: {c} needs a count of 0 or more, not {k!r}")
        pile[ids.index(c)] -= k
        dis[ids.index(c)] += k
    for i, k in enumerate(pile):
        if k < 0:
            raise ValueError(f"more {ids[i]} cards are held, drawn or discarded than the {what} deck has "
                             f"({total[i]})")
    return tuple(pile), tuple(dis)


def _focus(phase: str, cur: int, here: int, dice_count: int, skill: str, count: int,
           wins: tuple[int, ...]) -> tuple[Task, tuple[Task, ...]]:
    end = (_task("end_turn"),)
    return {
        "roll": (_task("roll", cur, dice_count), end),
        "start": (_task("start", cur), end),
        "after_roll": (_task("after_roll", cur), end),
        "duel": (_task("duel", cur), (_task("resolve", cur),) + end),
        "field": (_task("field", cur), end),
        "mission_choice": (_task("mission_choice", cur), end),
        "advantage": (_task("advantage", cur, here), end),
        "mission_draw": (_task("mission_draw", cur, count, -1, "square"), end),
        "monster_draw": (_task("monster_draw", cur, count, -1, skill), end),
        "attack_roll": (_task("attack_roll", cur, 0, -1, skill), end),
        "pick_monster": (_task("pick_monster", cur), end),
        "keep": (_task("keep", cur, 0, -1, "square"), end),
        "third": (_task("third", cur), end),
        "tournament_roll": (_task("tournament_roll"), ()),
        "attack": (_task("attack", cur), ()),
        "over": (_task("over"), ()),
    }[phase]
