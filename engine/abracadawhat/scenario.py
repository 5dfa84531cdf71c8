"""Hand-made positions for tutorials and tests, using exactly the game's 36 stones.

Whatever the arrangement does not place goes into the face-down pool. Every field of a
position can be set; the result is checked by the game's ``validate_state``, so an impossible
position raises ``ValueError`` saying what is wrong.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping, Sequence

from .game import COLOURS, FULL_BAG, MAX_LIFE, SPELLS, AbraState, Abracadawhat


def arrange(game: Abracadawhat, *, rows: Mapping[int, Sequence[int]],
            board: Sequence[int] = (), secrets: Sequence[int] = (),
            taken: Mapping[int, Sequence[int]] | None = None,
            life: Mapping[int, int] | None = None, scores: Mapping[int, int] | None = None,
            last_round: Mapping[int, int] | None = None, alive: Mapping[int, bool] | None = None,
            current: int = 0, start_player: int | None = None, phase: str = "cast", last_cast: int = 0,
            pending: str = "", refills: int = 0, round: int = 1, winners: Sequence[int] = ()) -> AbraState:
    """A position: ``rows`` for every player (seat → stones), stones face up on the ``board``,
    untaken ``secrets`` and ``taken`` secret stones (seat → stones); the rest is the pool.

    Per seat (a mapping; seats left out get the default): ``life`` (6, or 0 for a player who is
    out), ``scores`` and ``last_round`` (0; the points of the last finished round), ``alive``
    (True; False: knocked out of this round, winner takes all only). The turn: ``current`` (who
    acts), ``start_player`` (who started the round; default ``current``), ``phase`` ("cast";
    "roll" with its reason ``pending`` "dragon", "dream" or "fail"; "secret" right after a Night
    Singer; "refill" with ``refills`` stones still to draw; "deal" in the middle of a deal),
    ``last_cast`` (the last spell that worked this turn, 0 for none), ``round`` (from 1) and
    ``winners`` (seats; the game is over)."""
    n = game.players
    seats = list(range(n))
    if not isinstance(rows, Mapping) or sorted(rows, key=repr) != seats:
        raise ValueError(f"give a row for each of the {n} players: a mapping of seats 0..{n - 1} to stones")
    taken = _per_seat("taken", taken, n)
    life = _per_seat("life", life, n)
    scores = _per_seat("scores", scores, n)
    last_round = _per_seat("last_round", last_round, n)
    alive = _per_seat("alive", alive, n)
    for name, values, kind in (("life", life, int), ("scores", scores, int), ("last_round", last_round, int),
                               ("alive", alive, bool)):
        for q, v in values.items():
            if type(v) is not kind:
                what = "true or false" if kind is bool else "a whole number"
                raise ValueError(f"{name}[{q}] ({COLOURS[q]}) must be {what}, not {v!r}")
    for name, value in (("current", current), ("last_cast", last_cast), ("refills", refills), ("round", round)):
        if type(value) is not int:
            raise ValueError(f"{name} must be a whole number, not {value!r}")
    if start_player is not None and type(start_player) is not int:
        raise ValueError(f"start_player must be a whole number, not {start_player!r}")
    if not isinstance(phase, str) or not isinstance(pending, str):
        raise ValueError("phase and pending are words: phase 'deal', 'cast', 'roll', 'secret' or 'refill'; "
                         "pending 'dragon', 'dream' or 'fail'")
    if isinstance(winners, (str, bytes)) or any(type(q) is not int or not 0 <= q < n for q in winners):
        raise ValueError(f"winners are seats 0..{n - 1}, not {winners!r}")
    groups = [(f"row {q} ({COLOURS[q]})", rows[q]) for q in seats] + [("board", board), ("secrets", secrets)] + \
        [(f"taken[{q}] ({COLOURS[q]})", t) for q, t in taken.items()]
    bag = list(FULL_BAG)
    for where, stones in groups:
        if isinstance(stones, (str, bytes, Mapping)) or not isinstance(stones, Sequence):
            raise ValueError(f"{where}: give a list of stones, not {stones!r}")
        for s in stones:
            if type(s) is not int or s not in SPELLS:
                raise ValueError(f"{where}: there is no stone {s!r}; spells are numbered 1 to 8")
            if bag[s - 1] == 0:
                copies = "one stone" if s == 1 else f"{s} stones"
                raise ValueError(f"spell {s} has only {copies} in the game, and this arrangement places more")
            bag[s - 1] -= 1
    counts = lambda stones: tuple(list(stones).count(s) for s in SPELLS)  # noqa: E731
    state = replace(game.initial_state(0), rows=tuple(tuple(sorted(rows[q])) for q in seats), pool=tuple(bag),
                    board=counts(board), secrets=counts(secrets),
                    taken=tuple(tuple(sorted(taken.get(q, ()))) for q in seats),
                    alive=tuple(alive.get(q, True) for q in seats),
                    life=tuple(life.get(q, MAX_LIFE if alive.get(q, True) else 0) for q in seats),
                    scores=tuple(scores.get(q, 0) for q in seats),
                    last_round=tuple(last_round.get(q, 0) for q in seats),
                    current=current, start_player=current if start_player is None else start_player, phase=phase,
                    last_cast=last_cast, pending=pending, refills=refills, round=round,
                    winners=tuple(sorted(winners)))
    game.validate_state(state)
    return state


def _per_seat(name: str, values: Mapping[int, Any] | None, n: int) -> dict[int, Any]:
    if values is None:
        return {}
    if not isinstance(values, Mapping):
        raise ValueError(f"{name} maps seats to values, e.g. {{0: ...}}, not {values!r}")
    for q in values:
        if type(q) is not int or not 0 <= q < n:
            raise ValueError(f"{name}: {q!r} is not a seat at this table (seats 0..{n - 1})")
    return dict(values)
