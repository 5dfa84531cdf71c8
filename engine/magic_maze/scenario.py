"""Hand-made Magic Maze positions for tutorials and tests, from the game's real tiles.

``arrange(game, seed, explored=[...], heroes={...}, ...)`` starts from the seeded set-up and
builds the mall the way a table would: each entry of ``explored`` is an exploration — a tile of
the stack laid at the exploration space ``(tile, row, col)`` of a tile already in the mall — so
the result is always a mall the real tiles can make. Spaces are (tile, row, col), rows and columns
counted from 1 as the tile lies on the board. Every other field of the state may be set too, and
the result is checked by the game's own ``validate_state``: an impossible position raises
``ValueError`` saying what is wrong.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Mapping, Sequence

from .game import MagicMaze, MMState
from .tiles import HEROES


def arrange(game: MagicMaze, seed: int = 0, *,
            explored: Sequence[tuple[str, tuple[str, int, int]]] = (),
            heroes: Mapping[str, tuple[str, int, int] | None] | None = None,
            holdings: Sequence[str] | None = None,
            used: Sequence[tuple[str, int, int]] = (),
            sand: int | None = None, started: bool = True, talk: str = "", theft: bool = False,
            pawn: int = 0, solo_pile: Sequence[str] | None = None, solo_shuffled: bool | None = None,
            solo_discard: Sequence[str] | None = None,
            balls: Sequence[tuple[str, int, int]] = (), cameras: Sequence[tuple[str, int, int]] = (),
            frozen: Sequence[str] = (), top: str | None = None, discarded: Sequence[str] = (),
            phase: str = "play", pending: tuple[int, str] = (0, ""), crystal: int = 0,
            target: tuple[str, int, int] | None = None) -> MMState:
    """A position: ``explored`` — (new tile, (tile, row, col) of the exploration space it is laid at),
    in order; ``heroes`` — hero colour → (tile, row, col), or None for an escaped hero; ``holdings`` —
    each seat's action tile side (scenario 9: "" for the leader); ``used`` — hourglass spaces already used;
    and the rest of the state (the timer runs from the start unless ``started=False``).

    Scenarios 4–17: ``balls`` / ``cameras`` — crystal balls and cameras with an out-of-order marker;
    ``frozen`` — heroes standing on their exits for good (10, 17; give their exit in ``heroes``);
    ``top`` — the tile face up on top of an open stack (8, 13; default: the seeded one, or the first left);
    ``discarded`` — tiles taken out of the mall again and put under the stack, in pairs (11);
    ``phase`` — "discard" for a rearrangement due (11), "crystal" after a crystal ball's first tile, "draw"
    with ``pending`` (seat, hero) or, for a crystal-ball tile, ``crystal`` and ``target``."""
    state = game.initial_state(seed)
    mall = state.mall
    for tile, (at_tile, row, col) in explored:
        cell = mall.find(at_tile, row, col)
        if cell is None:
            raise ValueError(f"tile {tile}: there is no space tile {at_tile} ({row},{col}) to explore from")
        space = mall.space(cell)
        if space.kind != "explore":
            raise ValueError(f"tile {tile}: tile {at_tile} ({row},{col}) is {space}, not an exploration space")
        if mall.across(cell) in mall.slots:
            raise ValueError(f"tile {tile}: there is no room beside tile {at_tile} ({row},{col})")
        if tile not in state.stack and tile != state.top:
            raise ValueError(f"tile {tile} is not in the stack of scenario {game.scenario.number} "
                             f"({', '.join(state.stack) or 'empty'})")
        state = replace(state, placed=state.placed + (mall.placement(cell, tile),),
                        stack=tuple(t for t in state.stack if t != tile), top="" if state.top == tile else state.top)
        mall = state.mall
    if discarded:
        names = [p.tile for p in state.placed]
        for t in discarded:
            if t not in names[len(game.scenario.start_tiles):]:
                raise ValueError(f"discarded: tile {t} is not a laid tile of the mall")
        pairs = [tuple(sorted(discarded[k:k + 2], key=int)) for k in range(0, len(discarded), 2)]
        state = replace(state, placed=tuple(p for p in state.placed if p.tile not in discarded),
                        under=tuple(t for pair in pairs for t in pair))
        mall = state.mall
    if game.scenario.open_stack:
        if top is not None and top != state.top:
            if top not in state.stack:
                raise ValueError(f"top: tile {top} is not in the stack")
            state = replace(state, stack=tuple(sorted(state.stack + ((state.top,) if state.top else ()), key=int)))
            state = replace(state, top=top, stack=tuple(t for t in state.stack if t != top))
        elif not state.top and state.stack:
            state = replace(state, top=state.stack[0], stack=state.stack[1:])
    elif top is not None:
        raise ValueError("top: only an open stack (scenarios 8 and 13) shows its top tile")
    cells = list(state.heroes)
    for hero, where in (heroes or {}).items():
        if hero not in HEROES:
            raise ValueError(f"the heroes are {', '.join(HEROES)}, not {hero!r}")
        cells[HEROES.index(hero)] = None if where is None else _cell(mall, where, f"the {hero} hero")
    markers = tuple(_cell(mall, where, "an out-of-order marker") for where in used)
    flips = len(markers)
    state = replace(state, heroes=tuple(cells), used=markers, flips=flips, started=started, talk=talk,
                    theft=theft, pawn=pawn, sand=state.sand if sand is None else sand,
                    balls=tuple(_cell(mall, w, "a crystal ball's marker") for w in balls),
                    cameras=tuple(_cell(mall, w, "a camera's marker") for w in cameras),
                    frozen=tuple(h for h in HEROES if h in frozen), phase=phase, pending=tuple(pending),
                    crystal=crystal, target=None if target is None else _cell(mall, target, "the crystal ball's target"))
    if any(h not in HEROES for h in frozen):
        raise ValueError(f"frozen: the heroes are {', '.join(HEROES)}, not {list(frozen)!r}")
    if holdings is not None:
        state = replace(state, holdings=tuple(holdings))
    elif theft:
        from .components import AFTER_THEFT
        state = replace(state, holdings=tuple(AFTER_THEFT.get(t, t) for t in state.holdings))
    if solo_pile is not None:
        state = replace(state, solo_pile=tuple(solo_pile))
    if solo_shuffled is not None:
        state = replace(state, solo_shuffled=solo_shuffled)
    if solo_discard is not None:
        state = replace(state, solo_discard=tuple(solo_discard))
    if all(c is None for c in state.heroes):
        state = replace(state, result="won")
    game.validate_state(state)
    return state


def _cell(mall, where: tuple[str, int, int], what: str):
    try:
        tile, row, col = where
    except (TypeError, ValueError):
        raise ValueError(f"{what}: give a space as (tile, row, col), not {where!r}") from None
    cell = mall.find(str(tile), row, col)
    if cell is None:
        raise ValueError(f"{what}: there is no space tile {tile} ({row},{col}) in the mall")
    return cell
