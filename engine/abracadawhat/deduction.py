"""The deduction aid that remembers the whole round: what you can know about your own hidden row.

You never see your own stones, but everything since the deal tells you something about them:

* at the deal, your row is a random handful of the stones you cannot see;
* a spell of yours that **worked** shows your row held that number (the stone then goes to the
  board); one that **failed** shows it held none;
* a stone another player draws, or a secret stone you look at, comes out of the stones you could not
  see — and is a little more likely to have come from there the fewer of that number your row holds;
* a stone you draw **blind** into your row is one of the stones outside it;
* stones moving between places you can see (another player's cast) or can't (a secret stone someone
  else takes) tell you nothing.

``RowBelief`` keeps, for every possible make-up of your row (how many 1s, 2s, ... 8s), an exact whole
number proportional to its probability given all of that, and updates it event by event (a Bayesian
filter). It never looks at anything the player cannot see: it reads the public events and the
player's own observation. The counts stay whole numbers because at each step every possible row
shares the same denominator (the number of stones outside the row), which cancels.

Beside it, ``Abracadawhat.odds_from_table`` is the simple count from the table as it is now, which
forgets what happened: after your 8 worked, it still treats your row as a fresh handful.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb, gcd
from functools import lru_cache
from typing import Any, Iterable

from .game import (SPELLS, AbraObservation, CastFailed, CastWorked, DealDone, Refilled, RoundStarted, SecretTaken,
                   SpellOdds)

Row = tuple[int, ...]   # how many of each spell 1..8 a row holds


def _rows(unseen: Row, size: int) -> list[Row]:
    """Every make-up of a row of ``size`` stones drawn from ``unseen`` (counts per spell)."""
    return [row for row, _ in _weighted(tuple(unseen), size)]


@lru_cache(maxsize=8192)
def _weighted(unseen: Row, size: int) -> tuple[tuple[Row, int], ...]:
    """Every make-up of a row of ``size`` stones drawn from ``unseen``, with the number of ways to draw it
    (the product of comb(unseen[i], row[i])); suffixes are shared between calls through the cache."""
    if len(unseen) == 1:
        return (((size,), comb(unseen[0], size)),) if size <= unseen[0] else ()
    out = []
    for r in range(min(unseen[0], size) + 1):
        ways = comb(unseen[0], r)
        out += [((r,) + rest, ways * w) for rest, w in _weighted(unseen[1:], size - r)]
    return tuple(out)


@lru_cache(maxsize=65536)
def _ups(row: Row) -> tuple[tuple[int, int, Row], ...]:
    """For each spell: (index, how many the row holds, the row with one more of it)."""
    return tuple((i, r, row[:i] + (r + 1,) + row[i + 1:]) for i, r in enumerate(row))


@lru_cache(maxsize=65536)
def _held(row: Row) -> tuple[tuple[int, int], ...]:
    """(index, count) of each spell the row holds at least one of."""
    return tuple((i, r) for i, r in enumerate(row) if r)


@dataclass
class RowBelief:
    """How likely each make-up of a player's hidden row is, from what that player has seen.

    ``unseen``: how many of each spell the player cannot see anywhere (their row included);
    ``weights``: possible row → a whole number proportional to its probability.
    """

    unseen: list[int]
    weights: dict[Row, int]

    @classmethod
    def at_deal(cls, unseen: Iterable[int], size: int) -> "RowBelief":
        """Right after the deal: the row is ``size`` stones drawn at random from the unseen ones
        (weights: the number of ways to draw each make-up)."""
        unseen = list(unseen)
        return cls(unseen, dict(_weighted(tuple(unseen), size)))

    @classmethod
    def from_observation(cls, game: Any, obs: AbraObservation) -> "RowBelief":
        return cls.at_deal(game.unseen(obs), obs.own_row_size)

    # -- what the player sees happen ---------------------------------------------------------------
    def cast_worked(self, spell: int) -> None:
        """Your cast of ``spell`` worked: your row held one, and it has gone to the board."""
        i = spell - 1
        out: dict[Row, int] = {}
        for row, w in self.weights.items():
            if row[i]:
                less = row[:i] + (row[i] - 1,) + row[i + 1:]
                out[less] = out.get(less, 0) + w
        self.unseen[i] -= 1
        self._set(out, f"a {spell} worked")

    def cast_failed(self, spell: int) -> None:
        """Your cast of ``spell`` failed: your row holds none."""
        self._set({row: w for row, w in self.weights.items() if not row[spell - 1]}, f"a {spell} failed")

    def saw(self, spell: int) -> None:
        """A stone you could not see comes into view (another player's draw, a secret stone you look
        at): likelier the more of that spell lie outside your row."""
        i = spell - 1
        out = {row: w * (self.unseen[i] - row[i]) for row, w in self.weights.items()}
        self.unseen[i] -= 1
        self._set({row: w for row, w in out.items() if w}, f"a {spell} came into view")

    def drew_blind(self) -> None:
        """You drew a stone into your row without seeing it: one of the stones outside your row."""
        out: dict[Row, int] = {}
        unseen = self.unseen
        get = out.get
        for row, w in self.weights.items():
            for i, r, more in _ups(row):
                u = unseen[i]
                if u > r:
                    out[more] = get(more, 0) + w * (u - r)
        self._set(out, "a blind draw")

    def _set(self, weights: dict[Row, int], what: str) -> None:
        if not weights:
            raise ValueError(f"{what} cannot happen with any row the player could hold")
        # keep the numbers small: divide by their common factor once they grow past a machine word (dividing
        # after every update costs more than the arithmetic it saves)
        if max(weights.values()).bit_length() > 62:
            g = gcd(*weights.values())
            if g > 1:
                weights = {row: w // g for row, w in weights.items()}
        self.weights = weights

    def follow(self, events: Iterable[Any], player: int) -> None:
        """Update from one step's events, as ``player`` sees them (never a hidden stone)."""
        for e in events:
            if isinstance(e, CastWorked) and e.player == player:
                self.cast_worked(e.spell)
            elif isinstance(e, CastFailed) and e.player == player:
                self.cast_failed(e.spell)
            elif isinstance(e, Refilled):
                if e.player == player:
                    self.drew_blind()
                else:
                    self.saw(e.spell)            # it stands in that player's row, facing out
            elif isinstance(e, SecretTaken) and e.player == player:
                self.saw(e.spell)                # you look at your own secret stone

    # -- reading --------------------------------------------------------------------------------------
    @property
    def size(self) -> int:
        return sum(next(iter(self.weights)))

    def probability(self, row: Row) -> Fraction:
        return Fraction(self.weights.get(tuple(row), 0), sum(self.weights.values()))

    def odds(self, exact: bool = True) -> list[SpellOdds]:
        """For each spell: the chance your row holds at least one (the chance a cast of it works now),
        and how many it holds on average — as exact fractions, or as floats (``exact=False``, for
        simulations that only compare them)."""
        total = 0
        some = [0] * len(SPELLS)
        held = [0] * len(SPELLS)
        for row, w in self.weights.items():
            total += w
            for i, r in _held(row):
                some[i] += w
                held[i] += w * r
        share = Fraction if exact else (lambda a, b: a / b)
        return [SpellOdds(spell, self.unseen[i], share(some[i], total), share(held[i], total))
                for i, spell in enumerate(SPELLS)]


def belief(game: Any, match: Any, player: int) -> RowBelief | None:
    """What ``player`` can know about their row now, from the current round's deal on (None while
    the stones are being dealt). Reads only the match's public events and the player's observation."""
    history = match.history(0)
    start = None
    for k in range(len(history) - 1, -1, -1):
        if any(isinstance(e, DealDone) for e in history[k][2]):
            start = k
            break
        if any(isinstance(e, RoundStarted) for e in history[k][2]):
            return None
    if start is None:
        # a match that began from a position in the middle of a round: the table then is the start
        state = match.state_at(0)
        if state.phase == "deal":
            return None
        b = RowBelief.from_observation(game, game.observation(state, player))
        steps = history
    else:
        b = RowBelief.from_observation(game, game.observation(history[start][1], player))
        steps = history[start + 1:]
    for _, _, events in steps:
        b.follow(events, player)
    return b


def odds_from_history(game: Any, match: Any, player: int) -> list[SpellOdds]:
    """The deduction aid that remembers: ``player``'s odds given everything seen since the deal."""
    b = belief(game, match, player)
    return [] if b is None else b.odds()
