"""Illegal-action fuzzing with the shared action contract (tests/engine/action_contract.py): anything thrown
at ``apply`` is a legal action, listed among every seat's legal actions, or is refused citing a rule id
of the registry, with ``explain`` agreeing and nothing changed.

At many positions of random games (before the start, during play and talking windows, while a tile is
drawn or a solo tile turned, after the end) every seat's every hero action to every space in line, every
vortex, the timer from 0 to more than the sand left, the pawn, the chance outcomes and odd values are
tried; exactly the listed legal actions apply.
"""
from __future__ import annotations

import copy
import random
from functools import lru_cache

import pytest
from hypothesis import given, strategies as st

from engine.core import Elapse
from engine.magic_maze import (Draw, Escalator, Explore, MagicMaze, Move, PlacePawn, Reveal, StartTimer, TurnTile,
                               Vortex)
from engine.magic_maze.components import SOLO_TILES
from engine.magic_maze.tiles import HEROES
from mm_helpers import SETTINGS, play
from tests.engine.action_contract import check_all, check_one, check_seats

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

TILE_NAMES = ["1A", "1B"] + [str(n) for n in range(2, 25)] + ["", "x"]


@lru_cache(maxsize=None)
def pool():
    """(game, state) pairs from random games: before the start, in play, in talking windows, at chance
    nodes, and finished games."""
    out = []
    for k, settings in enumerate(SETTINGS):
        game = MagicMaze(**settings)
        for seed in range(2):
            states, _, _ = play(game, 7 * k + seed, seed, max_actions=250, check=False, planner=0.7, elapse=0.08)
            picks = states[:: max(1, len(states) // 3)] + [s for s in states if s.phase != "play"][:1] \
                + [s for s in states if s.talk][:1] + states[-1:]
            out.extend((game, s) for s in picks)
    kinds = {("over" if g.is_terminal(s) else s.phase) for g, s in out} | {"talk" for _, s in out if s.talk} | \
        {"setup" for _, s in out if not s.started}
    assert kinds == {"setup", "play", "talk", "draw", "turn", "over"}, kinds
    return out


def in_line(state, cell):
    """Every space of the mall in the row or the column of ``cell``, the cell itself included."""
    return [c for c in state.mall.at if c[0] == cell[0] or c[1] == cell[1]]


def action_space(game, state, rng):
    """Every seat's hero actions that could be legal here (moves to every space in line with the hero, every
    vortex), plus wrong seats, heroes and spaces, the timer, the pawn and the chance outcomes."""
    mall = state.mall
    seats = list(range(0, game.players + 2))
    vortexes = [c for kind, cells in mall.cells_of.items() if kind.endswith("vortex") for c in cells]
    out = [StartTimer(s) for s in seats] + [TurnTile(s) for s in seats]
    out += [PlacePawn(s, t) for s in seats for t in seats]
    for hero, cell in zip(HEROES, state.heroes):
        here = cell if cell is not None else (0, 0)
        squares = [mall.square(c) for c in in_line(state, here) if c in mall.at]
        others = [mall.square(c) for c in rng.sample(sorted(mall.at), min(6, len(mall.at)))]
        for seat in seats:
            out += [Move(seat, hero, *sq) for sq in squares + others]
            out += [Vortex(seat, hero, *mall.square(c)) for c in vortexes] + \
                [Vortex(seat, hero, *sq) for sq in others[:2]]
            out += [Escalator(seat, hero), Explore(seat, hero)]
        out += [Move(1, hero, "1A", 0, 1), Move(1, hero, "1A", 1, 5), Move(1, hero, "99", 1, 1)]
    out += [Move(1, "red", "1A", 1, 1), Escalator(1, "Orange"), Explore(1, "")]
    out += [Draw(t) for t in TILE_NAMES] + [Reveal(a) for a in SOLO_TILES + ("up", "")]
    out += [Elapse(s) for s in {0, 1, 2, state.sand - 1, state.sand, state.sand + 1, -1, 181, rng.randint(1, 180)}]
    return out


ODD_THINGS = [None, 0, "move", (1, 2), {"type": "Move"}, object(), Move(True, "orange", "1A", 1, 1),
              Move(1.0, "orange", "1A", 1, 1), Move(1, "orange", 1, 1, 1), Move(1, "orange", "1A", "1", 1),
              Move(1, "orange", "1A", 1.0, 2), Move(1, ["orange"], "1A", 1, 1), Move(1, None, None, None, None),
              Vortex(1, "green", "1A", 2.0, 4), Vortex(1, "green", ("1A",), 2, 4), Escalator(None, "orange"),
              Explore("1", "orange"), Escalator(1, 5), Elapse(True), Elapse(1.0), Elapse("3"), Elapse(None),
              Draw(3), Draw(None), Draw(["2"]), Reveal(1), Reveal(None), PlacePawn(True, 2), PlacePawn(1, 2.0),
              PlacePawn(1, None), StartTimer("1"), StartTimer(True), TurnTile(True), TurnTile(1.0)]


@pytest.mark.parametrize("k", range(len(SETTINGS)))
def test_exactly_the_legal_actions_apply_at_many_positions(k):
    game0 = MagicMaze(**SETTINGS[k])
    positions = [(g, s) for g, s in pool() if g.settings == game0.settings]
    rng = random.Random(k)
    for game, state in positions:
        snapshot, text = copy.deepcopy(state), game.state_to_json(state)
        space = list(dict.fromkeys(action_space(game, state, rng)))
        legal = game.legal_actions(state)
        check_seats(game, state, legal)
        listed = frozenset(legal)
        applied = [a for a in space + ODD_THINGS if check_one(game, state, a, listed)]
        assert state == snapshot and game.state_to_json(state) == text
        elapses = {a for a in space if isinstance(a, Elapse)}
        assert set(applied) == {a for a in legal if not isinstance(a, Elapse) or a in elapses}
        assert len(applied) == len(set(applied))
        if game.is_chance_node(state):
            assert legal == [o for o, _ in game.chance_outcomes(state)]
        if state.started and not game.is_terminal(state) and not game.is_chance_node(state):
            assert [a for a in legal if isinstance(a, Elapse)] == [Elapse(s) for s in range(1, state.sand + 1)]
    assert len(positions) >= 8


actions = st.one_of(
    st.builds(Move, st.integers(-1, 9), st.sampled_from(HEROES + ("red",)), st.sampled_from(TILE_NAMES),
              st.integers(-1, 6), st.integers(-1, 6)),
    st.builds(Vortex, st.integers(-1, 9), st.sampled_from(HEROES), st.sampled_from(TILE_NAMES),
              st.integers(0, 5), st.integers(0, 5)),
    st.builds(Escalator, st.integers(-1, 9), st.sampled_from(HEROES) | st.text(max_size=3)),
    st.builds(Explore, st.integers(-1, 9), st.sampled_from(HEROES) | st.text(max_size=3)),
    st.builds(PlacePawn, st.integers(-1, 9), st.integers(-1, 9)),
    st.builds(StartTimer, st.integers(-1, 9)), st.builds(TurnTile, st.integers(-1, 3)),
    st.builds(Elapse, st.integers(-5, 200)), st.builds(Draw, st.sampled_from(TILE_NAMES) | st.text(max_size=3)),
    st.builds(Reveal, st.sampled_from(SOLO_TILES) | st.text(max_size=3)),
    st.builds(Move, st.integers(-10**6, 10**6), st.text(max_size=4), st.text(max_size=3),
              st.integers(-10**6, 10**6), st.integers(-10**6, 10**6)),
    st.sampled_from(ODD_THINGS),
)


@given(st.data())
def test_random_actions_at_random_positions(data):
    game, state = data.draw(st.sampled_from(pool()))
    check_all(game, state, data.draw(st.lists(actions, min_size=1, max_size=10)))


def test_explain_agrees_with_apply_along_a_game():
    game = MagicMaze(scenario=3, players=4)
    rng = random.Random(4)
    states, _, _ = play(game, 4, 4, max_actions=120, check=False)
    for state in states[::4]:
        legal = frozenset(game.legal_actions(state))
        for action in rng.sample(action_space(game, state, rng), 60):
            check_one(game, state, action, legal)
