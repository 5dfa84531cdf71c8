"""Hand-made positions for tutorials and tests, built only from the game's real cards.

``arrange(game, seed, ...)`` builds a position and checks it with ``game.validate_state``,
so the result is always one the real components can show: 34 loose cards, 24 treasures,
each once, and a turn, a phase and a winner that fit together. Squares are (row, col)
counted from 1, as the rules count them.

Two ways to say what the maze looks like:

- ``maze=``: the whole maze as 7 rows of 7 box-drawing characters, the characters
  ``describe()`` prints (``│ ─ └ ┌ ┐ ┘ ├ ┬ ┤ ┴``). The printed squares must be drawn as they
  are printed, and the 33 loose squares together with the spare must be the 34 loose cards
  (12 straight, 16 corners, 6 T-junctions). Treasures on loose cards come from ``cards=``
  where named; the others go on cards of the right shape (every loose T-junction carries one,
  and six corners do), chosen from the seed.
- without ``maze``: the seed's random maze, with the loose cards named in ``cards=`` moved to
  their squares (each swapped with whatever lay there).
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from engine.core import E, N, S, W, derived_rng

from .board import COLOURS, FIXED_LAYOUT, FIXED_TREASURE_AT, SIZE, TREASURES, cell_name
from .game import LOOSE_SHAPE_COUNTS, LOOSE_TREASURE_SHAPE, PATH_CHARS, Labyrinth, LabyrinthState, Tile

_SIDE_BITS = {"N": N, "E": E, "S": S, "W": W}
CHAR_SIDES = {ch: mask for mask, ch in PATH_CHARS.items()}
SPARE = SIZE * SIZE                                   # where the spare sits in the builder's card list
#: how a card of each shape lies when nothing says otherwise (the spare, when ``maze`` leaves it open)
UPRIGHT = {"straight": N | S, "corner": N | E, "T": N | E | S}

CardSpec = tuple  # (open sides or None, treasure name or None), or just a treasure name with ``maze``


def sides(text: str) -> int:
    """Open sides from letters: ``sides("NS")`` is a vertical straight path."""
    if not isinstance(text, str):
        raise ValueError(f"open sides are letters N, E, S, W, not {text!r}")
    mask = 0
    for ch in text:
        if ch not in _SIDE_BITS:
            raise ValueError(f"{ch!r} is not a side; use the letters N, E, S, W")
        mask |= _SIDE_BITS[ch]
    return mask


def treasure(name: str | None) -> int:
    if name is None:
        return -1
    try:
        return TREASURES.index(name)
    except ValueError:
        raise ValueError(f"no treasure called {name!r}") from None


def arrange(game: Labyrinth, seed: int = 0, *,
            maze: Sequence[str] | None = None,
            cards: Mapping[tuple[int, int], CardSpec | str | None] | None = None,
            spare: CardSpec | None = None,
            pawns: Mapping[int, tuple[int, int]] | None = None,
            piles: Mapping[int, Sequence[str]] | None = None,
            found: Mapping[int, Sequence[str]] | None = None,
            current: int | None = None, phase: str = "shift",
            forbidden: tuple[str, int] | None = None,
            turn: int | None = None, first_player: int | None = None,
            finished: Sequence[int] = (), winners: Sequence[int] = ()) -> LabyrinthState:
    """A position from ``game.initial_state(seed)`` with these changes (rows, columns and lines
    counted from 1, as the rules count them):

    - ``maze``: the whole maze drawn as 7 strings of 7 box-drawing characters (see the module);
    - ``cards``: ``{(row, col): (open sides, treasure name or None)}`` for loose squares, sides as
      letters (``"NS"``); with ``maze`` the sides may be None (as drawn), or give just the name;
    - ``spare``: the card in hand, the same way (with ``maze``, by default the card the maze leaves over);
    - ``pawns``: ``{player: (row, col)}``; ``piles``: ``{player: (treasure names, top first)}``;
      ``found``: ``{player: (treasure names already collected)}``; other players keep the seed's cards,
      except any named here, which are swapped for cards nobody holds;
    - ``current`` (whose turn), ``phase`` ("shift" or "move"), ``forbidden`` (the insertion point the
      last shift pushed out at, e.g. ``("E", 2)``), ``turn`` (counted from 1), ``first_player``
      (default: the game's), ``finished`` and ``winners`` (seats). ``turn`` and ``current`` follow
      from each other when only one is given (turns go round clockwise from the first player).

    Raises ``ValueError`` naming the square or the field and the problem for a position the game
    cannot show.
    """
    state = game.initial_state(seed)
    n = game.players
    if maze is not None:
        board, spare_tile = _board_from_maze(maze, cards or {}, spare, seed)
    else:
        board, spare_tile = _board_from_swaps(state, cards or {}, spare)

    new_pawns = list(state.pawns)
    for p, square in (pawns or {}).items():
        _seat(p, n, "pawns")
        new_pawns[p] = _cell(square, f"pawns: {COLOURS[p]}'s square")
    got = {_seat(p, n, "found"): tuple(treasure(t) for t in _names(names, "found", p))
           for p, names in (found or {}).items()}
    chosen = {_seat(p, n, "piles"): tuple(treasure(t) for t in _names(names, "piles", p))
              for p, names in (piles or {}).items()}
    new_piles, new_found = _deal(state.piles, chosen, got, game.settings["treasures"])

    first = game.settings["first_player"] if first_player is None else _seat(first_player, n, "first_player")
    if current is not None:
        _seat(current, n, "current")
    if turn is not None and (type(turn) is not int or turn < 1):
        raise ValueError(f"turn must be a whole number from 1, not {turn!r}")
    if turn is None and current is None:
        turn, current = 1, first
    elif turn is None:
        turn = (current - first) % n + 1
    elif current is None:
        current = (first + turn - 1) % n
    if forbidden is not None and (not isinstance(forbidden, (tuple, list)) or len(forbidden) != 2):
        raise ValueError(f"forbidden: give an insertion point as (side, line), e.g. ('E', 2), not {forbidden!r}")
    result = replace(state, board=board, spare=spare_tile, pawns=tuple(new_pawns), piles=new_piles,
                     found=new_found, current=current, phase=phase,
                     forbidden=None if forbidden is None else tuple(forbidden), first_player=first, turn=turn,
                     finished=tuple(_seat(p, n, "finished") for p in finished),
                     winners=tuple(_seat(p, n, "winners") for p in winners))
    game.validate_state(result)
    return result


# -- the maze ------------------------------------------------------------------------------
def _board_from_maze(maze: Sequence[str], cards: Mapping, spare: CardSpec | None,
                     seed: int) -> tuple[tuple[Tile, ...], Tile]:
    if isinstance(maze, str) or len(maze) != SIZE:
        raise ValueError(f"draw the maze as {SIZE} rows of {SIZE} path characters, not {maze!r}")
    masks: dict[int, int] = {}
    for r, row in enumerate(maze, start=1):
        if not isinstance(row, str) or len(row) != SIZE:
            raise ValueError(f"maze row {r} must be {SIZE} path characters, not {row!r}")
        for c, ch in enumerate(row, start=1):
            if ch not in CHAR_SIDES:
                raise ValueError(f"({r},{c}): {ch!r} is not a path character; use one of "
                                 f"{''.join(PATH_CHARS.values())}")
            printed = FIXED_LAYOUT.get((r, c))
            if printed is not None and CHAR_SIDES[ch] != printed:
                raise ValueError(f"({r},{c}) is a printed square, drawn {PATH_CHARS[printed]} on the board, "
                                 f"not {ch}")
            masks[(r - 1) * SIZE + (c - 1)] = CHAR_SIDES[ch]

    # the treasures named for squares (and the spare), checked against the drawing
    named: dict[int, int] = {}          # place → treasure, or -1 for "no treasure here"
    for square, spec in cards.items():
        cell = _cell(square, "cards")
        if _square(cell) in FIXED_LAYOUT:
            raise ValueError(f"square {cell_name(cell)} is printed on the board and cannot be changed")
        open_sides, name = _spec(spec, f"cards at {cell_name(cell)}")
        if open_sides is not None and sides(open_sides) != masks[cell]:
            raise ValueError(f"{cell_name(cell)}: cards gives open sides {open_sides!r}, but the maze draws "
                             f"{PATH_CHARS[masks[cell]]} there")
        named[cell] = treasure(name)
    loose = [i for i in range(SIZE * SIZE) if _square(i) not in FIXED_LAYOUT]
    shapes = {i: Tile(masks[i]).shape for i in loose}
    counts = {shape: 0 for shape in LOOSE_SHAPE_COUNTS}
    for i in loose:
        counts[shapes[i]] += 1
        if counts[shapes[i]] > LOOSE_SHAPE_COUNTS[shapes[i]]:
            raise ValueError(f"{cell_name(i)}: one {shapes[i]} card too many; the game has "
                             f"{_loose_counts()} loose cards, the spare included")
    if spare is not None:
        open_sides, name = _spec(spare, "spare")
        if open_sides is None:
            raise ValueError("spare: give its open sides, e.g. ('NE', None)")
        masks[SPARE] = sides(open_sides)
        shapes[SPARE] = Tile(masks[SPARE]).shape
        named[SPARE] = treasure(name)
        if counts[shapes[SPARE]] + 1 > LOOSE_SHAPE_COUNTS[shapes[SPARE]]:
            left = [shape for shape in counts if counts[shape] < LOOSE_SHAPE_COUNTS[shape]]
            raise ValueError(f"spare: the maze already uses every loose {shapes[SPARE]} card; the card left "
                             f"over is a {left[0]}")
    else:
        [left] = [shape for shape in counts if counts[shape] < LOOSE_SHAPE_COUNTS[shape]]
        masks[SPARE], shapes[SPARE] = UPRIGHT[left], left
    places = loose + [SPARE]

    # named treasures: on a card of their shape, once each, never a printed one
    where: dict[int, int] = {}
    for place, t in named.items():
        label = "spare" if place == SPARE else cell_name(place)
        if t < 0:
            if shapes[place] == "T":
                raise ValueError(f"{label}: every loose T-junction carries a treasure")
            continue
        if t not in LOOSE_TREASURE_SHAPE:
            r, c = next(sq for sq, ft in FIXED_TREASURE_AT.items() if ft == t)
            raise ValueError(f"{label}: the {TREASURES[t]} is printed on the board at ({r},{c}), not on a loose card")
        if shapes[place] != LOOSE_TREASURE_SHAPE[t]:
            raise ValueError(f"{label}: the {TREASURES[t]} lies on a {LOOSE_TREASURE_SHAPE[t]} card, not on "
                             f"a {shapes[place]} one")
        if t in where:
            other = "the spare" if where[t] == SPARE else cell_name(where[t])
            raise ValueError(f"{label}: the {TREASURES[t]} is already on {other}")
        where[t] = place
    bare_corners = [p for p, t in named.items() if t < 0 and shapes[p] == "corner"]
    plain = LOOSE_SHAPE_COUNTS["corner"] - sum(1 for t in LOOSE_TREASURE_SHAPE.values() if t == "corner")
    if len(bare_corners) > plain:
        raise ValueError(f"{cell_name(sorted(bare_corners)[plain])}: only {plain} loose corners have no treasure")

    # the other treasures, on free cards of the right shape, chosen from the seed
    rng = derived_rng(seed, "labyrinth", "arrange")
    treasure_at = {p: t for p, t in named.items()}
    for shape in ("T", "corner"):
        free = [p for p in places if shapes[p] == shape and p not in named]
        rest = [t for t, s in LOOSE_TREASURE_SHAPE.items() if s == shape and t not in where]
        rng.shuffle(free)
        for p, t in zip(free, rest):
            treasure_at[p] = t
    tiles = {p: Tile(masks[p], treasure_at.get(p, -1)) for p in places}
    board = tuple(Tile(masks[i], FIXED_TREASURE_AT.get(_square(i), -1)) if _square(i) in FIXED_LAYOUT
                  else tiles[i] for i in range(SIZE * SIZE))
    return board, tiles[SPARE]


def _loose_counts() -> str:
    return ", ".join(f"{k} {shape}" for shape, k in LOOSE_SHAPE_COUNTS.items())


def _spec(spec: object, what: str) -> tuple[str | None, str | None]:
    """(open sides or None, treasure name or None) from a card spec."""
    if spec is None or isinstance(spec, str):
        return None, spec
    if isinstance(spec, (tuple, list)) and len(spec) == 2:
        return spec[0], spec[1]
    raise ValueError(f"{what}: give (open sides, treasure name or None), not {spec!r}")


# -- the seed's maze with cards moved -----------------------------------------------------------
def _board_from_swaps(state: LabyrinthState, cards: Mapping, spare: CardSpec | None) -> tuple[tuple[Tile, ...], Tile]:
    board = list(state.board) + [state.spare]          # index 49 is the spare
    pinned: set[int] = set()
    wanted = []
    for square, spec in cards.items():
        cell = _cell(square, "cards")
        wanted.append((cell, _spec(spec, f"cards at {cell_name(cell)}")))
    if spare is not None:
        wanted.append((SPARE, _spec(spare, "spare")))
    for cell, (open_sides, name) in wanted:
        label = "spare" if cell == SPARE else cell_name(cell)
        if cell < SPARE and _square(cell) in FIXED_LAYOUT:
            raise ValueError(f"square {label} is printed on the board and cannot be changed")
        if open_sides is None:
            raise ValueError(f"{label}: give the card's open sides too (e.g. ('NS', None)), or draw the maze")
        tile = Tile(sides(open_sides), treasure(name))
        source = next((i for i, t in enumerate(board) if i not in pinned and _is_loose(i)
                       and t.shape == tile.shape and t.treasure == tile.treasure), None)
        if source is None:
            raise ValueError(f"{label}: no free loose {tile.shape} card with {name or 'no treasure'} left to place")
        board[source], board[cell] = board[cell], tile
        pinned.add(cell)
    return tuple(board[:-1]), board[-1]


def _is_loose(index: int) -> bool:
    return index == SPARE or _square(index) not in FIXED_LAYOUT


def _square(index: int) -> tuple[int, int]:
    r, c = divmod(index, SIZE)
    return (r + 1, c + 1)


def _cell(square: object, what: str) -> int:
    if (not isinstance(square, tuple) or len(square) != 2
            or any(type(v) is not int or not 1 <= v <= SIZE for v in square)):
        raise ValueError(f"{what}: {square!r} is not a square (row, col), each counted 1 to {SIZE}")
    return (square[0] - 1) * SIZE + (square[1] - 1)


def _seat(p: object, n: int, what: str) -> int:
    if type(p) is not int or not 0 <= p < n:
        raise ValueError(f"{what}: {p!r} is not a seat at this {n}-player table (seats 0..{n - 1})")
    return p


def _names(names: object, what: str, p: int) -> tuple:
    if isinstance(names, str) or not isinstance(names, (tuple, list)):
        raise ValueError(f"{what}: give {COLOURS[p]}'s treasure names as a tuple, not {names!r}")
    return tuple(names)


def _deal(piles: tuple[tuple[int, ...], ...], chosen: dict[int, tuple[int, ...]], got: dict[int, tuple[int, ...]],
          dealt: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """Piles and found cards: the chosen players get these, the others keep the seed's deal, except
    that a card now named for someone else is swapped for a card nobody holds any more. A player
    given found cards but no pile keeps the top of their seed pile, so that they hold ``dealt`` cards."""
    picked = [t for pile in chosen.values() for t in pile] + [t for cards in got.values() for t in cards]
    for t in picked:
        if picked.count(t) > 1:
            raise ValueError(f"the {TREASURES[t]} card is named twice: a treasure card can be in only one pile")
    kept = {t for q, pile in enumerate(piles) if q not in chosen for t in pile}
    free = [t for t in range(len(TREASURES)) if t not in picked and t not in kept]
    result = []
    for q, pile in enumerate(piles):
        if q in chosen:
            result.append(chosen[q])
            continue
        # a card named for someone is swapped for a free one where there is one, else dropped
        mine = [t if t not in picked else (free.pop(0) if free else None) for t in pile]
        mine = tuple(t for t in mine if t is not None)
        result.append(mine[:max(0, dealt - len(got.get(q, ())))])
    return tuple(result), tuple(got.get(q, ()) for q in range(len(piles)))
