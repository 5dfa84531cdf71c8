"""What the person at the screen may see of an Abracada...What? table: ``TableView`` and
``table_view``, built from the engine's observation (a player's eyes), the whole state (teacher
view, game over) or counts only (the hot-seat cover) — the drawing, the picture and the status
line get nothing else — and ``last_roll``, the die as the table shows it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abracadawhat import SPELLS, Abracadawhat, CastFailed, CastWorked, Rolled
from engine.core import Match


@dataclass(frozen=True)
class TableView:
    """The table as one person sees it. A row, the secret stones or a player's taken secret
    stones are either a tuple of spell numbers (face up) or an int (that many stones face down).

    ``kind``: ``"player"`` (``viewer`` sees all but their own row and others' secrets),
    ``"all"`` (teacher view or game over) or ``"cover"`` (hot-seat screen: only counts).
    """

    kind: str
    viewer: int | None
    rows: tuple[tuple[int, ...] | int, ...]
    secrets: tuple[int, ...] | int
    taken: tuple[tuple[int, ...] | int, ...]
    board: tuple[int, ...]
    pool_size: int
    life: tuple[int, ...]
    scores: tuple[int, ...]
    alive: tuple[bool, ...]
    current: int
    last_cast: int
    round: int
    winners: tuple[int, ...]


def _expand(counts: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(s for s, k in zip(SPELLS, counts) for _ in range(k))


def table_view(game: Abracadawhat, state: Any, kind: str, seat: int | None = None) -> TableView:
    """Build the view; a ``"player"`` view comes from ``game.observation`` only: of ``seat``, or of
    the player to act when no seat is given."""
    if kind == "player":
        obs = game.observation(state, state.current if seat is None else seat)
        p = obs.player
        return TableView("player", p, tuple(obs.own_row_size if r is None else r for r in obs.rows),
                         obs.secrets_left,
                         tuple(obs.my_secrets if q == p else obs.secrets_taken[q] for q in range(len(obs.rows))),
                         obs.board, obs.pool_size, obs.life, obs.scores, obs.alive, obs.current, obs.last_cast,
                         obs.round, obs.winners)
    if kind == "all":
        return TableView("all", None, state.rows, _expand(state.secrets), state.taken, state.board,
                         sum(state.pool), state.life, state.scores, state.alive, state.current, state.last_cast,
                         state.round, state.winners)
    if kind == "cover":
        return TableView("cover", None, tuple(len(r) for r in state.rows), sum(state.secrets),
                         tuple(len(t) for t in state.taken), state.board, sum(state.pool), state.life,
                         state.scores, state.alive, state.current, state.last_cast, state.round, state.winners)
    raise ValueError(f"view kind must be player, all or cover, not {kind!r}")


def last_roll(match: Match) -> tuple[int, int, int, bool] | None:
    """The last die roll up to the match's current step: (player, value, spell, spell worked)."""
    events = match.events_since(0)
    for i in range(len(events) - 1, -1, -1):
        e = events[i]
        if isinstance(e, Rolled):
            for j in range(i - 1, -1, -1):
                c = events[j]
                if isinstance(c, (CastWorked, CastFailed)) and c.player == e.player:
                    return (e.player, e.value, c.spell, isinstance(c, CastWorked))
            return (e.player, e.value, 0, True)
    return None
