"""Scenarios 4–17: at many positions of random games, exactly the listed legal actions apply — the new ones
included (crystal-ball explorations and stops, discards, open-stack top tiles) — and every other action
is refused without changing the state (tests/engine/action_contract.py)."""
from __future__ import annotations

import copy
import random
from functools import lru_cache
from itertools import combinations

import pytest

from engine.core import Elapse
from engine.magic_maze import CrystalExplore, CrystalStop, Discard, Draw, MagicMaze, TopTile
from mm_helpers import play
from test_mm_scenarios_4_17 import BALL, EXITS10, at_flip, pos
from test_mm_fuzz import ODD_THINGS, TILE_NAMES, action_space
from tests.engine.action_contract import check_one, check_seats

#: long-running: handed out first under pytest-xdist (conftest.py)
pytestmark = pytest.mark.slow

SETTINGS = [dict(scenario=5, players=4), dict(scenario=6, players=2), dict(scenario=8, players=3, stack=20),
            dict(scenario=9, players=5, leader=2), dict(scenario=10, players=4, start="1A"),
            dict(scenario=11, players=4, stack=22), dict(scenario=13, players=4), dict(scenario=15, players=6),
            dict(scenario=16, players=4), dict(scenario=17, players=3, stack=24)]


@lru_cache(maxsize=None)
def pool():
    out = []
    for k, settings in enumerate(SETTINGS):
        game = MagicMaze(**settings)
        for seed in range(2):
            states, _, _ = play(game, 5 * k + seed, seed, max_actions=200, check=False, planner=0.6, elapse=0.1)
            picks = states[:: max(1, len(states) // 4)] + [s for s in states if s.phase not in ("play",)][:2] \
                + states[-1:]
            out.extend((game, s) for s in picks)
    # scripted: a discard due (11), a crystal ball in use (5), a frozen hero (10)
    game, state, flip = at_flip()
    out.append((game, game.apply(state, flip)))
    game, state = pos(5, heroes={"purple": ("15", 1, 2)}, **BALL)
    state = game.apply(state, CrystalExplore(1, "1B", 2, 1))
    out += [(game, state), (game, game.apply(state, Draw(state.stack[0])))]
    game, state = pos(10, theft=True, frozen=["orange"], heroes={"orange": ("2", 3, 2)}, **EXITS10)
    out.append((game, state))
    phases = {s.phase for _, s in out}
    assert {"play", "draw", "crystal", "discard"} <= phases, phases
    return out


def new_actions(game, state):
    mall = state.mall
    seats = range(0, game.players + 2)
    out = [CrystalStop(s) for s in seats]
    spots = [mall.square(c) for c in mall.unexplored()] + [mall.square(sorted(mall.at)[0])]
    out += [CrystalExplore(s, *sq) for s in seats for sq in spots]
    names = [p.tile for p in state.placed] + ["99"]
    out += [Discard(s, a, b) for s in seats for a, b in combinations(names, 2)]
    out += [Discard(1, b, a) for a, b in combinations(names[:4], 2)]
    out += [TopTile(t) for t in TILE_NAMES]
    return out


@pytest.mark.parametrize("k", range(len(SETTINGS)))
def test_exactly_the_legal_actions_apply_in_scenarios_4_to_17(k):
    game0 = MagicMaze(**SETTINGS[k])
    positions = [(g, s) for g, s in pool() if g.settings == game0.settings]
    check_positions(positions, k)
    assert len(positions) >= 6


def test_exactly_the_legal_actions_apply_at_scripted_positions():
    scripted = pool()[-4:]
    assert [s.phase for _, s in scripted] == ["discard", "draw", "crystal", "play"]
    check_positions(scripted, 99)


def check_positions(positions, k):
    rng = random.Random(k)
    for game, state in positions:
        snapshot, text = copy.deepcopy(state), game.state_to_json(state)
        space = list(dict.fromkeys(action_space(game, state, rng) + new_actions(game, state)))
        legal = game.legal_actions(state)
        check_seats(game, state, legal)
        listed = frozenset(legal)
        applied = [a for a in space + ODD_THINGS if check_one(game, state, a, listed)]
        assert state == snapshot and game.state_to_json(state) == text
        elapses = {a for a in space if isinstance(a, Elapse)}
        assert set(applied) == {a for a in legal if not isinstance(a, Elapse) or a in elapses}
