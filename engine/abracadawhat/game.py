"""Abracada...What?: cast the spells you hope you hold — everyone sees your stones but you.

Shuffling is modelled as drawing stones one at a time from the face-down bag: each draw is a
chance node whose outcomes are the spell numbers, weighted by how many of each are left. So a
round's deal, every refill, every Night Singer pick and every die roll is an explicit chance
outcome, and a whole game replays from its list of actions.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import Any

from engine.core import Event, Game, IllegalAction
from engine.core.settings import Settings
from engine.core.chance import sample_counts
from engine.core.states import evolve

from .rules import RULES

SPELLS = (1, 2, 3, 4, 5, 6, 7, 8)
SPELL_NAMES = {1: "Ancient Dragon", 2: "Dark Wanderer", 3: "Sweet Dream", 4: "Night Singer",
               5: "Lightning Tempest", 6: "Blizzard", 7: "Fireball", 8: "Magic Drink"}
FULL_BAG = tuple(SPELLS)            # spell n has n copies: counts by index n-1 are (1, 2, ..., 8)
COLOURS = ("red", "yellow", "blue", "green", "grey")
ROW_SIZE, SECRETS, MAX_LIFE, GOAL = 5, 4, 6, 8
REMOVED = {2: 12, 3: 6}
VARIANTS = ("standard", "easy", "winner_takes_all")


def _counts(stones: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(stones.count(n) for n in SPELLS)


# -- state ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class AbraState:
    rows: tuple[tuple[int, ...], ...]       # each player's stones (sorted), facing outward
    pool: tuple[int, ...]                   # face-down bag/pool: count of each spell 1..8
    board: tuple[int, ...]                  # face up on the number areas: count of each spell
    secrets: tuple[int, ...]                # secret stones nobody has taken: count of each spell
    taken: tuple[tuple[int, ...], ...]      # secret stones each player took with Night Singer
    life: tuple[int, ...]
    scores: tuple[int, ...]
    last_round: tuple[int, ...]             # points scored in the last finished round
    alive: tuple[bool, ...]                 # still in this round (only the winner-takes-all variant drops anyone)
    current: int
    start_player: int                       # who started this round
    phase: str                              # "deal", "cast", "roll", "secret" or "refill"
    last_cast: int = 0                      # the last spell that worked this turn (0: none yet)
    pending: str = ""                       # what a roll is for: "dragon", "dream" or "fail"
    refills: int = 0                        # stones still to draw in this refill
    round: int = 1
    winners: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return bool(self.winners)


# -- actions -----------------------------------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Cast:
    spell: int

    def __str__(self) -> str:
        return f"cast {self.spell} ({SPELL_NAMES.get(self.spell, '?')})"


@dataclass(frozen=True, order=True)
class EndTurn:
    def __str__(self) -> str:
        return "end the turn"


@dataclass(frozen=True, order=True)
class Draw:
    """Chance: the next stone taken from the bag (or, for Night Singer, from the secret stones)."""
    spell: int

    def __str__(self) -> str:
        return f"draw a {self.spell}"


@dataclass(frozen=True, order=True)
class Roll:
    """Chance: the die shows ``value``."""
    value: int

    def __str__(self) -> str:
        return f"roll {self.value}"


#: the outcomes of a draw, one per spell
DRAWS = tuple(Draw(s) for s in SPELLS)


# -- events (their texts never reveal a stone that someone may not see) ---------------------------
@dataclass(frozen=True)
class StoneDealt(Event):
    player: int = -1          # -1: face up on the board; -2: a secret stone
    spell: int = 0
    quiet = True              # DealDone sums the deal up

    @property
    def text(self) -> str:
        if self.player == -1:
            return f"a {self.spell} is set aside face up on the board"
        if self.player == -2:
            return "a secret stone is laid face down"
        return f"a stone is dealt to {COLOURS[self.player]}"


@dataclass(frozen=True)
class DealDone(Event):
    players: int = 4
    board: tuple[int, ...] = ()   # the stones set face up on the board (2 or 3 players)

    @property
    def text(self) -> str:
        face_up = ", ".join(f"{k}×{s}" for s, k in zip(SPELLS, self.board) if k)
        extra = f"; face up on the board: {face_up}" if face_up else ""
        return f"the stones are dealt: 5 to each wizard, facing outward{extra}; 4 secret stones face down"


@dataclass(frozen=True)
class CastWorked(Event):
    player: int = 0
    spell: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} casts {self.spell}, {SPELL_NAMES[self.spell]}: it works"


@dataclass(frozen=True)
class CastFailed(Event):
    player: int = 0
    spell: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} casts {self.spell}, {SPELL_NAMES[self.spell]}: no such stone, it fails"


@dataclass(frozen=True)
class Rolled(Event):
    player: int = 0
    value: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} rolls {self.value}"


@dataclass(frozen=True)
class LifeChanged(Event):
    player: int = 0
    change: int = 0
    life: int = 0

    @property
    def text(self) -> str:
        if self.change == 0:
            return f"{COLOURS[self.player]} is already at {self.life} life: the healing is lost"
        word = "gains" if self.change > 0 else "loses"
        capped = " (6 is the most)" if self.rule == "abracadawhat.setup.life" else ""
        return f"{COLOURS[self.player]} {word} {abs(self.change)} life (now {self.life}){capped}"


@dataclass(frozen=True)
class SecretTaken(Event):
    player: int = 0
    spell: int = 0            # the owner may look; the text does not say

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} takes a secret stone and looks at it"


@dataclass(frozen=True)
class NothingHappens(Event):
    player: int = 0
    why: str = ""

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]}: {self.why}"


@dataclass(frozen=True)
class PlayerOut(Event):
    """Winner takes all: a knocked-out player sits out the rest of the round."""
    player: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} is out of the round"


@dataclass(frozen=True)
class TurnEnded(Event):
    player: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} stops casting and ends the turn"


@dataclass(frozen=True)
class Refilled(Event):
    player: int = 0
    spell: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} draws a stone from the pool"


@dataclass(frozen=True)
class TurnPassed(Event):
    player: int = 0
    skipped: tuple[int, ...] = ()   # winner takes all: players passed over because they are out

    @property
    def text(self) -> str:
        if not self.skipped:
            return f"{COLOURS[self.player]}'s turn"
        names = " and ".join(COLOURS[q] for q in self.skipped)
        return f"{COLOURS[self.player]}'s turn ({names} {'is' if len(self.skipped) == 1 else 'are'} out, skipped)"


@dataclass(frozen=True)
class RoundScored(Event):
    points: tuple[int, ...] = ()
    why: str = ""

    @property
    def text(self) -> str:
        got = ", ".join(f"{COLOURS[p]} +{n}" for p, n in enumerate(self.points) if n) or "nobody scores"
        return f"round over ({self.why}): {got}"


@dataclass(frozen=True)
class RoundStarted(Event):
    player: int = 0
    round: int = 2

    @property
    def text(self) -> str:
        return f"round {self.round}: the stones are shuffled and dealt again, {COLOURS[self.player]} starts"


@dataclass(frozen=True)
class GameWon(Event):
    winners: tuple[int, ...] = ()
    how: str = ""             # how a tie at the top was broken ("" when one player alone reached it)

    @property
    def text(self) -> str:
        names = " and ".join(COLOURS[p] for p in self.winners)
        how = f" ({self.how})" if self.how else ""
        return f"{names} {'reaches' if len(self.winners) == 1 else 'reach'} the top of the tower{how}"


# -- the game ------------------------------------------------------------------------------------------
class Abracadawhat(Game):
    name = "abracadawhat"
    title = "Abracada...What?"
    rules = RULES
    state_type = AbraState
    action_types = (Cast, EndTurn, Draw, Roll)
    action_rule = "abracadawhat.cast.announce"

    @classmethod
    def validate_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        s = Settings(settings, cls.title, ("players", "variant", "refill", "next_start", "die_faces", "first_player"))
        players = s.whole("players", 4, 2, 5, listed=True)
        return {"players": players,
                "variant": s.one_of("variant", "standard", VARIANTS),
                "refill": s.one_of("refill", "one", ("one", "to_five"),
                                   "'one' (the seed) or 'to_five' (the rulebook)"),
                "next_start": s.one_of("next_start", "seed", ("seed", "rulebook"),
                                       "'seed' (who acted last) or 'rulebook' (the next player)"),
                "die_faces": s.faces("die_faces", (1, 2, 3, 4, 5, 6)),
                "first_player": s.whole("first_player", 0, 0, players - 1)}

    @property
    def players(self) -> int:
        return self.settings["players"]

    # -- setup: the round starts with its deal, drawn stone by stone --------------------------------
    def initial_state(self, seed: int = 0) -> AbraState:
        """The table before the first deal (the deal itself is chance: ``Match`` draws it from its seed)."""
        n = self.players
        first = self.settings["first_player"]
        return self._new_round(AbraState(
            rows=((),) * n, pool=FULL_BAG, board=(0,) * 8, secrets=(0,) * 8, taken=((),) * n,
            life=(MAX_LIFE,) * n, scores=(0,) * n, last_round=(0,) * n, alive=(True,) * n,
            current=first, start_player=first, phase="deal"), first, round_no=1)

    def _new_round(self, state: AbraState, start: int, round_no: int) -> AbraState:
        n = self.players
        return evolve(state, rows=((),) * n, pool=FULL_BAG, board=(0,) * 8, secrets=(0,) * 8,
                       taken=((),) * n, life=(MAX_LIFE,) * n, alive=(True,) * n, current=start,
                       start_player=start, phase="deal", last_cast=0, pending="", refills=0, round=round_no)

    def _deal_target(self, state: AbraState) -> int:
        """Where the next stone of the deal goes: a player's row (seat), -1 the board, -2 the secrets."""
        n = self.players
        fewest = min(len(r) for r in state.rows)
        if fewest < ROW_SIZE:
            for k in range(n):
                p = (state.start_player + k) % n
                if len(state.rows[p]) == fewest:
                    return p
        if sum(state.board) < REMOVED.get(n, 0):
            return -1
        return -2

    # -- queries ----------------------------------------------------------------------------------------
    def current_player(self, state: AbraState) -> int:
        return state.current

    def is_terminal(self, state: AbraState) -> bool:
        return state.over

    def winners(self, state: AbraState) -> tuple[int, ...]:
        return state.winners

    def is_chance_node(self, state: AbraState) -> bool:
        return not state.over and state.phase in ("deal", "roll", "secret", "refill")

    def chance_outcomes(self, state: AbraState) -> list[tuple[Any, Fraction]]:
        if not self.is_chance_node(state):
            return []
        if state.phase == "roll":
            faces = self.settings["die_faces"]
            return [(Roll(v), Fraction(faces.count(v), len(faces))) for v in sorted(set(faces))]
        bag = state.secrets if state.phase == "secret" else state.pool
        total = sum(bag)
        return [(Draw(s), Fraction(k, total)) for s, k in zip(SPELLS, bag) if k]

    def draw_chance(self, state: AbraState, rng: Any) -> Any:
        """``chance_outcomes`` drawn without fractions: the same outcome for the same ``rng``."""
        if state.phase == "roll":
            faces = self.settings["die_faces"]
            values = sorted(set(faces))
            return sample_counts([Roll(v) for v in values], [faces.count(v) for v in values], rng)
        bag = state.secrets if state.phase == "secret" else state.pool
        return sample_counts(DRAWS, bag, rng)

    def left(self, state: AbraState, p: int) -> int:
        """The next player still in the round to ``p``'s left (clockwise)."""
        return self._neighbour(state, p, +1)

    def right(self, state: AbraState, p: int) -> int:
        return self._neighbour(state, p, -1)

    def _neighbour(self, state: AbraState, p: int, step: int) -> int:
        n = self.players
        q = (p + step) % n
        while not state.alive[q] and q != p:
            q = (q + step) % n
        return q

    def legal_actions(self, state: AbraState) -> list[Any]:
        if state.over:
            return []
        if self.is_chance_node(state):
            return [o for o, _ in self.chance_outcomes(state)]
        floor = state.last_cast if self.settings["variant"] != "easy" else 0
        actions: list[Any] = [Cast(s) for s in SPELLS if s >= floor]
        if state.last_cast:
            actions.append(EndTurn())
        return actions

    # -- checking ---------------------------------------------------------------------------------------
    def check(self, state: AbraState, action: Any) -> None:
        if state.over:
            raise IllegalAction("abracadawhat.game.over", "The game is over: someone reached the top of the tower.")
        if isinstance(action, (Draw, Roll)):
            self._check_chance(state, action)
            return
        if self.is_chance_node(state):
            what = {"deal": "the stones are still being dealt", "roll": "the die must be rolled first",
                    "secret": "the secret stone is being taken", "refill": "the refill is being drawn"}[state.phase]
            raise IllegalAction("abracadawhat.cast.announce", f"Wait: {what}.")
        if isinstance(action, EndTurn):
            if not state.last_cast:
                raise IllegalAction("abracadawhat.cast.announce",
                                    "Cast at least one spell before ending your turn.")
            return
        if type(action.spell) is not int or action.spell not in SPELLS:
            raise IllegalAction("abracadawhat.cast.announce", f"Spells are numbered 1 to 8, not {action.spell!r}.")
        if self.settings["variant"] != "easy" and action.spell < state.last_cast:
            raise IllegalAction("abracadawhat.cast.continue",
                                f"After {'an' if state.last_cast == 8 else 'a'} {state.last_cast} you may cast only "
                                f"{state.last_cast} or higher "
                                "(at the table: called out, lose 1 life, turn over).")

    def _check_chance(self, state: AbraState, action: Draw | Roll) -> None:
        if not self.is_chance_node(state):
            raise IllegalAction("abracadawhat.cast.announce", "Nothing is being drawn or rolled now.")
        if isinstance(action, Roll):
            if state.phase != "roll":
                raise IllegalAction("abracadawhat.die.faces", "No die roll is due now.")
            if type(action.value) is not int or action.value not in self.settings["die_faces"]:
                raise IllegalAction("abracadawhat.die.faces", f"The die has no face {action.value!r}.")
            return
        if state.phase == "roll":
            raise IllegalAction("abracadawhat.die.faces", "A die roll is due, not a stone.")
        bag = state.secrets if state.phase == "secret" else state.pool
        if type(action.spell) is not int or action.spell not in SPELLS or not bag[action.spell - 1]:
            raise IllegalAction("abracadawhat.stones.count", f"No {action.spell!r} is left to draw there.")

    # -- resolving --------------------------------------------------------------------------------------
    def resolve(self, state: AbraState, action: Any) -> tuple[AbraState, tuple[Event, ...]]:
        if isinstance(action, Draw):
            if state.phase == "deal":
                return self._deal(state, action.spell)
            if state.phase == "secret":
                return self._take_secret(state, action.spell)
            return self._refill(state, action.spell)
        if isinstance(action, Roll):
            return self._roll(state, action.value)
        if isinstance(action, EndTurn):
            return self._end_turn(state, [TurnEnded("abracadawhat.cast.continue", state.current)])
        return self._cast(state, action.spell)

    def _deal(self, state: AbraState, spell: int) -> tuple[AbraState, tuple[Event, ...]]:
        where = self._deal_target(state)
        state = evolve(state, pool=_minus(state.pool, spell))
        if where >= 0:
            state = evolve(state, rows=_set(state.rows, where, tuple(sorted(state.rows[where] + (spell,)))))
        elif where == -1:
            state = evolve(state, board=_plus(state.board, spell))
        else:
            state = evolve(state, secrets=_plus(state.secrets, spell))
        events: list[Event] = [StoneDealt("abracadawhat.setup.deal" if where >= 0 else
                                          "abracadawhat.setup.removal" if where == -1 else
                                          "abracadawhat.setup.secret", where, spell)]
        if where == -2 and sum(state.secrets) == SECRETS:
            state = evolve(state, phase="cast")
            events.append(DealDone("abracadawhat.setup.deal", self.players, state.board))
            events.append(TurnPassed("abracadawhat.turn.first-player", state.current))
        return state, tuple(events)

    def _cast(self, state: AbraState, spell: int) -> tuple[AbraState, tuple[Event, ...]]:
        p = state.current
        row = list(state.rows[p])
        if spell not in row:
            events: list[Event] = [CastFailed("abracadawhat.cast.failure", p, spell)]
            if spell == 1:
                return evolve(state, phase="roll", pending="fail"), tuple(events)
            state, more = self._change_life(state, {p: -1}, "abracadawhat.cast.failure")
            return self._after_failure(state, events + more)
        row.remove(spell)
        state = evolve(state, rows=_set(state.rows, p, tuple(row)), board=_plus(state.board, spell),
                        last_cast=spell)
        events = [CastWorked("abracadawhat.cast.announce", p, spell)]
        rule = f"abracadawhat.spell.{spell}"
        others = [q for q in range(self.players) if q != p and state.alive[q]]
        if spell == 1:
            return evolve(state, phase="roll", pending="dragon"), tuple(events)
        if spell == 3:
            return evolve(state, phase="roll", pending="dream"), tuple(events)
        if spell == 4:
            if sum(state.secrets):
                return evolve(state, phase="secret"), tuple(events)
            events.append(NothingHappens("abracadawhat.spell.4-empty", p, "no secret stone is left to take"))
            return self._after_spell(state, events)
        changes: dict[int, int] = {}
        if spell == 2:
            changes = {q: -1 for q in others}
            changes[p] = +1
        elif spell == 5:
            changes = {q: -1 for q in {self.left(state, p), self.right(state, p)} if q != p}
        elif spell == 6:
            changes = {self.left(state, p): -1}
        elif spell == 7:
            changes = {self.right(state, p): -1}
        elif spell == 8:
            changes = {p: +1}
        state, more = self._change_life(state, changes, rule)
        return self._after_spell(state, events + more)

    def _roll(self, state: AbraState, value: int) -> tuple[AbraState, tuple[Event, ...]]:
        p = state.current
        events: list[Event] = [Rolled("abracadawhat.die.faces", p, value)]
        pending = state.pending
        state = evolve(state, pending="", phase="cast")
        if pending == "fail":
            state, more = self._change_life(state, {p: -value}, "abracadawhat.cast.failure")
            return self._after_failure(state, events + more)
        if pending == "dragon":
            changes = {q: -value for q in range(self.players) if q != p and state.alive[q]}
            state, more = self._change_life(state, changes, "abracadawhat.spell.1")
        else:
            state, more = self._change_life(state, {p: +value}, "abracadawhat.spell.3")
        return self._after_spell(state, events + more)

    def _take_secret(self, state: AbraState, spell: int) -> tuple[AbraState, tuple[Event, ...]]:
        p = state.current
        state = evolve(state, secrets=_minus(state.secrets, spell),
                        taken=_set(state.taken, p, tuple(sorted(state.taken[p] + (spell,)))), phase="cast")
        return self._after_spell(state, [SecretTaken("abracadawhat.spell.4", p, spell)])

    def _change_life(self, state: AbraState, changes: dict[int, int], rule: str) -> tuple[AbraState, list[Event]]:
        """Apply life gains and losses (never below 0, never above 6: extra healing is lost)."""
        life = list(state.life)
        events: list[Event] = []
        for q in sorted(changes):
            wanted = life[q] + changes[q]
            new = max(0, min(MAX_LIFE, wanted))
            capped = changes[q] > 0 and wanted > MAX_LIFE
            events.append(LifeChanged("abracadawhat.setup.life" if capped else rule, q, new - life[q], new))
            life[q] = new
        return evolve(state, life=tuple(life)), events

    def _knocked_out(self, state: AbraState) -> list[int]:
        return [q for q in range(self.players) if state.alive[q] and state.life[q] == 0]

    def _after_spell(self, state: AbraState, events: list[Event]) -> tuple[AbraState, tuple[Event, ...]]:
        """A spell worked and took effect: knockouts end the round; an empty row ends the turn."""
        p = state.current
        out = self._knocked_out(state)
        if out:
            ended = self._knockouts(state, out, caster_fell=False)
            if ended is not None:
                return ended[0], tuple(events + ended[1])
            state = evolve(state, alive=tuple(a and q not in out for q, a in enumerate(state.alive)))
            events = events + [PlayerOut("abracadawhat.variant.winner-takes-all", q) for q in out]
        if not state.rows[p]:
            return self._end_turn(state, events)
        return evolve(state, phase="cast"), tuple(events)

    def _after_failure(self, state: AbraState, events: list[Event]) -> tuple[AbraState, tuple[Event, ...]]:
        p = state.current
        if state.life[p] == 0:
            ended = self._knockouts(state, [p], caster_fell=True)
            if ended is not None:
                return ended[0], tuple(events + ended[1])
            state = evolve(state, alive=_set(state.alive, p, False))
            return self._pass_turn(state, events + [PlayerOut("abracadawhat.variant.wta-self-out", p)],
                                   "abracadawhat.variant.wta-self-out")
        return self._end_turn(state, events)

    def _knockouts(self, state: AbraState, out: list[int], caster_fell: bool):
        """The round's end after knockouts, or None when the winner-takes-all round goes on."""
        p, n = state.current, self.players
        survivors = [q for q in range(n) if state.alive[q] and q not in out]
        if self.settings["variant"] == "winner_takes_all":
            if len(survivors) > 1:
                return None
            points = [0] * n
            for q in survivors:
                points[q] = 2 + len(state.taken[q])
            return self._end_round(state, points, "one wizard left standing", "abracadawhat.variant.winner-takes-all")
        points = [0] * n
        for q in survivors:
            points[q] = (1 if caster_fell or q != p else 3) + len(state.taken[q])
        if caster_fell:
            why, rule = f"{COLOURS[p]} knocked themself out", "abracadawhat.round.self-knockout"
        elif len(out) > 1:
            why, rule = f"{COLOURS[p]} knocked out {len(out)} players", "abracadawhat.round.multiple-knockout"
        else:
            why, rule = f"{COLOURS[p]} knocked out {COLOURS[out[0]]}", "abracadawhat.round.knockout"
        return self._end_round(state, points, why, rule)

    def _end_turn(self, state: AbraState, events: list[Event]) -> tuple[AbraState, tuple[Event, ...]]:
        p, n = state.current, self.players
        if not state.rows[p]:
            points = [0] * n
            wta = self.settings["variant"] == "winner_takes_all"
            points[p] = (2 if wta else 3) + len(state.taken[p])
            ended = self._end_round(state, points, f"{COLOURS[p]} has no stones left",
                                    "abracadawhat.variant.winner-takes-all" if wta else "abracadawhat.round.empty-row")
            return ended[0], tuple(events + ended[1])
        want = 1 if self.settings["refill"] == "one" else ROW_SIZE - len(state.rows[p])
        want = min(max(want, 0), sum(state.pool))
        if want:
            return evolve(state, phase="refill", refills=want), tuple(events)
        return self._pass_turn(state, events)

    def _refill(self, state: AbraState, spell: int) -> tuple[AbraState, tuple[Event, ...]]:
        p = state.current
        state = evolve(state, pool=_minus(state.pool, spell), refills=state.refills - 1,
                        rows=_set(state.rows, p, tuple(sorted(state.rows[p] + (spell,)))))
        events: list[Event] = [Refilled("abracadawhat.turn.refill", p, spell)]
        if state.refills and sum(state.pool):
            return state, tuple(events)
        return self._pass_turn(evolve(state, refills=0), events)

    def _pass_turn(self, state: AbraState, events: list[Event],
                   rule: str = "abracadawhat.turn.first-player") -> tuple[AbraState, tuple[Event, ...]]:
        p, n = state.current, self.players
        nxt = self.left(state, p)
        skipped = tuple((p + k) % n for k in range(1, (nxt - p) % n))
        if skipped and rule == "abracadawhat.turn.first-player":
            rule = "abracadawhat.variant.wta-skip"        # players who are out were passed over
        state = evolve(state, current=nxt, phase="cast", last_cast=0, pending="")
        return state, tuple(events + [TurnPassed(rule, nxt, skipped)])

    def _end_round(self, state: AbraState, points: list[int], why: str, rule: str) -> tuple[AbraState, list[Event]]:
        n, p = self.players, state.current
        scores = tuple(s + d for s, d in zip(state.scores, points))
        events: list[Event] = [RoundScored(rule, tuple(points), why)]
        state = evolve(state, scores=scores, last_round=tuple(points))
        top = [q for q in range(n) if scores[q] >= GOAL]
        if top:
            winners, how = self._break_tie(top, points, state.life)
            rule = "abracadawhat.game.top-together" if len(top) > 1 else "abracadawhat.game.end"
            events.append(GameWon(rule, winners, how))
            return evolve(state, winners=winners, phase="cast"), events
        start = p if self.settings["next_start"] == "seed" else (p + 1) % n
        events.append(RoundStarted("abracadawhat.round.next", start, state.round + 1))
        return self._new_round(state, start, state.round + 1), events

    @staticmethod
    def _break_tie(top: list[int], points: list[int] | tuple[int, ...],
                   life: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
        """Everyone at 8 or more is tied at the top (our reading); most points this round, then most
        life left, then a shared win. Returns the winners and how the tie was broken ("" if no tie)."""
        if len(top) == 1:
            return tuple(top), ""
        names = lambda seats: " and ".join(COLOURS[q] for q in seats)  # noqa: E731
        how = [f"{names(top)} {'both' if len(top) == 2 else 'all'} have {GOAL} or more"]
        tied = top
        for what, value in (("points this round", lambda q: points[q]), ("life left", lambda q: life[q])):
            best = max(value(q) for q in tied)
            kept = [q for q in tied if value(q) == best]
            how.append(f"the same {what}" if len(kept) == len(tied) else f"most {what}: {names(kept)} ({best})")
            tied = kept
            if len(tied) == 1:
                break
        else:
            how.append("a shared win")
        return tuple(tied), "; ".join(how)

    # -- what players see ------------------------------------------------------------------------------------
    def observation(self, state: AbraState, player: int) -> "AbraObservation":
        if type(player) is not int or not 0 <= player < self.players:
            raise ValueError(f"player must be 0..{self.players - 1}, not {player!r}")
        return AbraObservation(
            player=player,
            rows=tuple(None if q == player else row for q, row in enumerate(state.rows)),
            own_row_size=len(state.rows[player]), board=state.board, pool_size=sum(state.pool),
            secrets_left=sum(state.secrets), my_secrets=state.taken[player],
            secrets_taken=tuple(len(t) for t in state.taken), life=state.life, scores=state.scores,
            last_round=state.last_round, alive=state.alive, current=state.current, phase=state.phase,
            last_cast=state.last_cast, round=state.round, winners=state.winners)

    def odds_from_table(self, obs: "AbraObservation") -> list["SpellOdds"]:
        """The simple count, from the table as it is NOW: for each spell the probability of holding at
        least one in your own row, and the expected number held, treating your row as a fresh random
        handful of the stones you cannot see (a hypergeometric count).

        It forgets the round's history (a spell of yours that worked or failed, stones you drew
        blind): ``engine.abracadawhat.deduction.odds_from_history`` remembers it and is exact."""
        unseen = self.unseen(obs)
        total, k = sum(unseen), obs.own_row_size
        out = []
        for spell, u in zip(SPELLS, unseen):
            if k == 0 or total == 0:
                p_any, expected = Fraction(0), Fraction(0)
            else:
                p_any = 1 - Fraction(comb(total - u, k), comb(total, k))
                expected = Fraction(k * u, total)
            out.append(SpellOdds(spell, u, p_any, expected))
        return out

    def unseen(self, obs: "AbraObservation") -> tuple[int, ...]:
        """How many of each spell ``obs.player`` cannot see anywhere."""
        seen = list(obs.board)
        for row in obs.rows:
            for s in row or ():
                seen[s - 1] += 1
        for s in obs.my_secrets:
            seen[s - 1] += 1
        return tuple(n - k for n, k in zip(FULL_BAG, seen))

    def describe(self, state: AbraState, viewer: int | None = None) -> str:
        """The table as text; with ``viewer``, only what that player may see."""
        lines = [f"round {state.round}: " + ("  ".join(
            f"{COLOURS[q]} {state.scores[q]}" for q in range(self.players)) + f"  (goal {GOAL})")]
        lines.append("board: " + "  ".join(f"{s}:{k}/{s}" for s, k in zip(SPELLS, state.board)))
        lines.append(f"pool: {sum(state.pool)} face down   secret stones left: {sum(state.secrets)}")
        for q in range(self.players):
            hidden = viewer == q
            row = "? " * len(state.rows[q]) if hidden else " ".join(map(str, state.rows[q])) or "-"
            secret = ""
            if state.taken[q]:
                mine = viewer is None or viewer == q
                secret = "  secret: " + (" ".join(map(str, state.taken[q])) if mine else f"{len(state.taken[q])} face down")
            out = "" if state.alive[q] else "  (out of the round)"
            lines.append(f"{COLOURS[q]:6} life {state.life[q]}  row: {row.strip()}{secret}{out}")
        if state.winners:
            lines.append("winner: " + " and ".join(COLOURS[q] for q in state.winners))
        else:
            what = {"deal": "stones being dealt", "cast": "to cast", "roll": "rolling the die",
                    "secret": "taking a secret stone", "refill": "refilling"}[state.phase]
            since = f" (last spell {state.last_cast}: next must be {state.last_cast} or more)" \
                if state.last_cast and self.settings["variant"] != "easy" else ""
            lines.append(f"{COLOURS[state.current]} {what}{since}")
        return "\n".join(lines)

    # -- loading -------------------------------------------------------------------------------------------
    def validate_state(self, state: AbraState) -> None:
        """Raise ValueError, saying what is wrong, unless ``state`` is a position this game can have."""
        n = self.players
        for name in ("rows", "taken", "life", "scores", "last_round", "alive"):
            if len(getattr(state, name)) != n:
                raise ValueError(f"{name} needs one entry per player ({n})")
        for name in ("pool", "board", "secrets"):
            v = getattr(state, name)
            if len(v) != 8 or min(v) < 0:
                raise ValueError(f"{name} needs 8 counts of 0 or more")
        stones = [0] * 8
        for row in state.rows + state.taken:
            for s in row:
                if s not in SPELLS:
                    raise ValueError(f"there is no spell {s}")
                stones[s - 1] += 1
        for bag in (state.pool, state.board, state.secrets):
            for i, k in enumerate(bag):
                stones[i] += k
        if tuple(stones) != FULL_BAG:
            raise ValueError(f"the stones are not the 36 of the game (counts {stones})")
        if any(not 0 <= x <= MAX_LIFE for x in state.life):
            raise ValueError(f"life must be 0..{MAX_LIFE}")
        if any(x < 0 for x in state.scores + state.last_round):
            raise ValueError("scores cannot be negative")
        if any(len(r) > ROW_SIZE + 8 for r in state.rows):
            raise ValueError("a row holds too many stones")
        if state.phase not in ("deal", "cast", "roll", "secret", "refill"):
            raise ValueError(f"unknown phase {state.phase!r}")
        if state.phase == "roll" and state.pending not in ("dragon", "dream", "fail"):
            raise ValueError("a die roll needs a reason: pending must be 'dragon', 'dream' or 'fail'")
        if not 0 <= state.current < n or not 0 <= state.start_player < n:
            raise ValueError("current or start player is not a seat at this table")
        if state.last_cast not in (0,) + SPELLS or state.round < 1 or state.refills < 0:
            raise ValueError("last spell, round or refill count out of range")
        if any(not 0 <= q < n for q in state.winners):
            raise ValueError("a winner is not a seat at this table")
        self._validate_turn(state)
        self._validate_round(state)

    def _validate_turn(self, state: AbraState) -> None:
        """The phase and what it needs: a roll's reason, a refill's count, a secret stone to take."""
        phase, p = state.phase, state.current
        if state.pending and phase != "roll":
            raise ValueError(f"pending {state.pending!r} is the reason for a die roll, but the phase is {phase!r}")
        if phase == "roll":
            need = {"dragon": 1, "dream": 3}.get(state.pending)
            if need and state.last_cast != need:
                raise ValueError(f"a {state.pending} roll comes right after a {need} that worked: last_cast must be "
                                 f"{need}, not {state.last_cast}")
            if state.pending == "fail" and state.last_cast > 1 and self.settings["variant"] != "easy":
                raise ValueError(f"a failed 1 cannot follow a {state.last_cast} in the same turn (casts go up)")
        if state.refills and phase != "refill":
            raise ValueError(f"refills ({state.refills}) counts stones still to draw, only in the refill phase")
        if phase == "refill":
            if state.refills < 1:
                raise ValueError("a refill needs at least one stone to draw (refills 1 or more)")
            if state.refills > sum(state.pool):
                raise ValueError(f"refills {state.refills}: the pool holds only {sum(state.pool)} stones")
            if self.settings["refill"] == "one" and state.refills != 1:
                raise ValueError(f"with refill='one' a player draws one stone, not {state.refills}")
            if self.settings["refill"] == "to_five" and len(state.rows[p]) + state.refills > ROW_SIZE:
                raise ValueError(f"with refill='to_five' a row is filled up to {ROW_SIZE}: {COLOURS[p]} holds "
                                 f"{len(state.rows[p])}, so at most {ROW_SIZE - len(state.rows[p])} to draw")
        if phase == "secret" and (state.last_cast != 4 or not sum(state.secrets)):
            raise ValueError("a secret stone is taken right after a Night Singer (last_cast 4), and one must be left")
        if sum(state.secrets) + sum(len(t) for t in state.taken) > SECRETS:
            raise ValueError(f"there are only {SECRETS} secret stones, untaken and taken together")

    def _validate_round(self, state: AbraState) -> None:
        """Who is still in, life, scores, the winners and the deal."""
        n, phase, p = self.players, state.phase, state.current
        if any(last > total for last, total in zip(state.last_round, state.scores)):
            raise ValueError("a player cannot have scored more in the last round than in all")
        if state.round == 1 and any(state.last_round):
            raise ValueError("in round 1 no round has been scored yet: last_round must be all 0")
        if state.winners:
            if list(state.winners) != sorted(set(state.winners)):
                raise ValueError("winners are listed once each, in seat order")
            if any(state.scores[q] < GOAL for q in state.winners):
                raise ValueError(f"a winner needs {GOAL} points or more")
            if phase != "cast":
                raise ValueError("when the game is over nothing is being dealt, rolled or drawn: phase 'cast'")
            return
        if max(state.scores) >= GOAL:
            raise ValueError(f"someone has {GOAL} points or more, so the game is over: name the winners")
        if not all(state.alive) and self.settings["variant"] != "winner_takes_all":
            raise ValueError("only the winner-takes-all variant knocks players out of a round: alive must be all "
                             "true")
        for q in range(n):
            if state.alive[q] and state.life[q] == 0:
                raise ValueError(f"{COLOURS[q]} has 0 life but is still in the round: a knockout ends the round "
                                 "(winner takes all: the player is out, alive false)")
            if not state.alive[q] and state.life[q]:
                raise ValueError(f"{COLOURS[q]} is out of the round but has {state.life[q]} life: out means 0")
        if sum(state.alive) < 2:
            raise ValueError("at least two players are still in a round that goes on")
        if not state.alive[p]:
            raise ValueError(f"{COLOURS[p]} is out of the round and cannot be the player to act")
        if phase == "deal":
            self._validate_deal(state)
            return
        for q in range(n):
            if not state.rows[q] and (q != p or phase in ("cast", "refill")):
                raise ValueError(f"{COLOURS[q]}'s row is empty: an empty row ends the round at once")

    def _validate_deal(self, state: AbraState) -> None:
        """Mid-deal: stones go round from the start player, 5 each, then face up (2 or 3 players), then the
        secret stones; nothing has happened yet this round."""
        n, start = self.players, state.start_player
        if state.current != start:
            raise ValueError("while the stones are dealt, the player to act is the round's start player")
        if state.life != (MAX_LIFE,) * n or any(state.taken) or state.last_cast:
            raise ValueError(f"while the stones are dealt nothing has happened yet: life {MAX_LIFE} each, no secret "
                             "stone taken, no spell cast")
        sizes = [len(state.rows[(start + k) % n]) for k in range(n)]
        if max(sizes) > ROW_SIZE or max(sizes) - min(sizes) > 1 or sizes != sorted(sizes, reverse=True):
            raise ValueError(f"the deal goes round from {COLOURS[start]}, one stone each, up to {ROW_SIZE}: row "
                             f"sizes {sizes} (from {COLOURS[start]}) cannot come from it")
        removed = REMOVED.get(n, 0)
        if (min(sizes) < ROW_SIZE and (sum(state.board) or sum(state.secrets))) or sum(state.board) > removed \
                or (sum(state.board) < removed and sum(state.secrets)) or sum(state.secrets) >= SECRETS:
            raise ValueError(f"the deal fills the rows first, then lays {removed} stones face up, then "
                             f"{SECRETS} secret stones (the last one ends the deal)")

@dataclass(frozen=True)
class AbraObservation:
    player: int
    rows: tuple[tuple[int, ...] | None, ...]    # None: your own row, which you cannot see
    own_row_size: int
    board: tuple[int, ...]
    pool_size: int
    secrets_left: int
    my_secrets: tuple[int, ...]
    secrets_taken: tuple[int, ...]
    life: tuple[int, ...]
    scores: tuple[int, ...]
    last_round: tuple[int, ...]
    alive: tuple[bool, ...]
    current: int
    phase: str
    last_cast: int
    round: int
    winners: tuple[int, ...]


@dataclass(frozen=True)
class SpellOdds:
    spell: int
    unseen: int                  # copies the player cannot see
    at_least_one: Fraction       # probability their own row holds at least one: the chance a cast of it works now
    expected: Fraction           # expected number held

    def __str__(self) -> str:
        return (f"{self.spell} {SPELL_NAMES[self.spell]:17} unseen {self.unseen}  "
                f"P(at least one) {float(self.at_least_one):6.1%}  expected {float(self.expected):.2f}")


def _set(values: tuple, index: int, value: Any) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _plus(counts: tuple[int, ...], spell: int) -> tuple[int, ...]:
    return _set(counts, spell - 1, counts[spell - 1] + 1)


def _minus(counts: tuple[int, ...], spell: int) -> tuple[int, ...]:
    return _set(counts, spell - 1, counts[spell - 1] - 1)
