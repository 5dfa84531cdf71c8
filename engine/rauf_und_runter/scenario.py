"""Hand-made positions for tutorials and tests, kept consistent with the real components.

Rows and columns are counted from 1, as the rules count them; players are seats (0 red,
1 blue, 2 yellow, 3 green). Super tiles given to a player come out of the supply, so the
16 tiles stay 16. Every position is checked by ``RaufUndRunter.validate_state``: an
impossible one raises ``ValueError`` saying what is wrong.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Iterable, Mapping

from .board import COLOURS, FRIENDS, GRID, SIDE_NAMES, SUPER_TILES
from .game import RaufState, RaufUndRunter


def friend(name: str) -> int:
    try:
        return FRIENDS.index(name)
    except ValueError:
        raise ValueError(f"no friend called {name!r}; the friends are {', '.join(FRIENDS)}") from None


def _seat(game: RaufUndRunter, p: object, what: str) -> int:
    if type(p) is not int or not 0 <= p < game.players:
        raise ValueError(f"{what}: {p!r} is not a seat at this table (seats 0..{game.players - 1}: "
                         f"{', '.join(COLOURS[:game.players])})")
    return p


def _kinds(counts: Mapping[str, int], what: str) -> list[int]:
    out = [0, 0, 0]
    for name, n in counts.items():
        if name not in SUPER_TILES:
            raise ValueError(f"{what}: no super tile called {name!r}; the kinds are {', '.join(SUPER_TILES)}")
        if type(n) is not int or n < 0:
            raise ValueError(f"{what}: {name} needs a count of 0 or more, not {n!r}")
        out[SUPER_TILES.index(name)] = n
    return out


def arrange(game: RaufUndRunter, seed: int = 0, *, side: str = "desert",
            positions: Mapping[int, tuple[int, int]] | None = None,
            chains: Mapping[int, Iterable[str]] | None = None,
            heading_home: Mapping[int, bool] | None = None,
            tiles: Mapping[int, Mapping[str, int]] | None = None,
            supply: Mapping[str, int] | None = None,
            current: int | None = None, first_player: int | None = None, turn: int | None = None,
            roll: int | None = None, bonus: int = 0, phase: str | None = None,
            draws: Iterable[int] = (), flips: int | None = None, winners: Iterable[int] = ()) -> RaufState:
    """A position from ``game.initial_state(seed)`` with these changes.

    * ``side``: "desert" or "underground" facing up; ``flips`` defaults to 0 or 1 to match.
    * ``positions`` {seat: (row, col)}; ``chains`` {seat: friend names, the target first};
      ``heading_home`` {seat: True/False} (a seat given an empty chain heads home unless told).
    * ``tiles`` {seat: {"speed": n, ...}} (kinds left out: none); ``supply`` {"speed": n, ...}:
      by default whatever the set holds beyond the tiles in hand; when given, held + supply
      must be the whole set.
    * ``first_player`` (default: the game's setting), ``current`` and ``turn``: give either of
      the last two and the other follows (play goes clockwise from the first player).
    * ``roll``: the die as it lies; with a roll the current player is about to move (phase
      "move"), without one about to roll. ``bonus``: speed steps already used this turn.
      ``phase="roll"`` with a roll: a luck tile was just used and the die is rolled again.
    * ``draws``: seats still to draw a super tile right after a flip (phase "draw"; give the
      flipper's ``roll``). ``winners``: the finished game's winners.
    """
    state = game.initial_state(seed)
    n = game.players
    if side not in SIDE_NAMES:
        raise ValueError(f"side must be one of {', '.join(SIDE_NAMES)}, not {side!r}")
    pos = list(state.positions)
    for p, square in (positions or {}).items():
        p = _seat(game, p, "positions")
        try:
            row, col = square
        except (TypeError, ValueError):
            raise ValueError(f"positions: {COLOURS[p]}'s space must be (row, col), not {square!r}") from None
        try:
            pos[p] = GRID.square(row, col)
        except ValueError as exc:
            raise ValueError(f"positions: {COLOURS[p]}: {exc}") from None
    chain = list(state.chains)
    home = list(state.heading_home)
    for p, names in (chains or {}).items():
        p = _seat(game, p, "chains")
        if isinstance(names, str):
            raise ValueError(f"chains: {COLOURS[p]}'s chain is a list of friend names, not the text {names!r}")
        chain[p] = tuple(friend(name) for name in names)
        if not chain[p]:
            home[p] = True                    # met every friend: heading for a burrow
    for p, flag in (heading_home or {}).items():
        p = _seat(game, p, "heading_home")
        if type(flag) is not bool:
            raise ValueError(f"heading_home: {COLOURS[p]} needs True or False, not {flag!r}")
        home[p] = flag
    held = [list(t) for t in state.tiles]
    for p, kinds in (tiles or {}).items():
        held[_seat(game, p, "tiles")] = _kinds(kinds, f"tiles of {COLOURS[p]}")
    split = game.settings["super_tiles"]
    in_hand = tuple(sum(t[k] for t in held) for k in range(3))
    if supply is None:
        left = tuple(split[k] - in_hand[k] for k in range(3))
        if min(left) < 0:
            raise ValueError(f"more super tiles handed out {in_hand} than the set holds {split} "
                             "(speed, luck, shortcut)")
    else:
        left = tuple(_kinds(supply, "supply"))
        if tuple(a + b for a, b in zip(in_hand, left)) != split:
            raise ValueError(f"the tiles in hand {in_hand} and the supply {left} must add up to the set {split} "
                             "(speed, luck, shortcut)")
    first = game.settings["first_player"] if first_player is None else _seat(game, first_player, "first_player")
    if turn is not None and (type(turn) is not int or turn < 1):
        raise ValueError(f"turn must be a whole number from 1, not {turn!r}")
    if current is None:
        current = first if turn is None else (first + turn - 1) % n
    current = _seat(game, current, "current")
    if turn is None:
        turn = (current - first) % n + 1
    draws = tuple(_seat(game, q, "draws") for q in draws)
    winners = tuple(_seat(game, q, "winners") for q in winners)
    if roll is not None and (type(roll) is not int or roll < 1):
        raise ValueError(f"roll must be a number the die shows, not {roll!r}")
    if phase is None:
        phase = "draw" if draws else ("move" if roll is not None or winners else "roll")
    if flips is None:
        flips = SIDE_NAMES.index(side)
    for name, value in (("bonus", bonus), ("flips", flips)):
        if type(value) is not int or value < 0:
            raise ValueError(f"{name} must be a whole number, 0 or more, not {value!r}")
    result = replace(state, side=SIDE_NAMES.index(side), positions=tuple(pos), chains=tuple(chain),
                     heading_home=tuple(home), tiles=tuple(tuple(t) for t in held), supply=left,
                     current=current, first_player=first, turn=turn, phase=phase, roll=roll or 0, bonus=bonus,
                     draws=draws, flips=flips, winners=winners)
    game.validate_state(result)
    return result
