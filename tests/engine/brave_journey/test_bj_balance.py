"""The balance sweep: the same report whatever the executor and however many workers (each game seeded on its
own), on a process pool and on a local Dask cluster alike; the report's figures are consistent."""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor

import pytest

from engine.brave_journey import BraveJourney
from engine.brave_journey.balance import play_one, report, sweep, wilson

GAMES = 48


@pytest.fixture(scope="module")
def inline():
    return sweep(GAMES, players=4, workers=1, chunk=7, keep_records=True)


def test_one_worker_and_two_give_the_same_report(inline):
    with ProcessPoolExecutor(max_workers=2) as pool:
        two = sweep(GAMES, players=4, executor=pool, chunk=5, keep_records=True)
    assert two == inline
    assert sweep(GAMES, players=4, workers=2, chunk=16, keep_records=True) == inline


def test_a_local_dask_cluster_gives_the_same_report(inline):
    from distributed import Client, LocalCluster
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                      host="127.0.0.1") as cluster, Client(cluster) as client:
        on_dask = sweep(GAMES, players=4, executor=client.get_executor(), chunk=6, keep_records=True)
    assert on_dask == inline


def test_each_record_is_its_seeds_own_game(inline):
    g = BraveJourney(players=4)
    assert [r.seed for r in inline.records] == list(range(GAMES))
    for r in inline.records[:6]:
        assert play_one(g, r.seed) == r
    assert report(g, inline.records, keep_records=True) == inline


def test_the_figures_add_up(inline):
    r = inline
    assert r.games == GAMES and sum(c.games for c in r.characters) == GAMES * 4
    assert sum(c.wins for c in r.characters) == pytest.approx(GAMES)
    assert all(c.low <= c.rate <= c.high for c in r.characters)
    assert [c.rate for c in r.characters] == sorted((c.rate for c in r.characters), reverse=True)
    assert sum(r.endings.values()) == pytest.approx(1.0)
    assert r.tournament_share == sum(x.ending == "tournament" for x in r.records) / GAMES
    assert r.mean_turns == sum(x.turns for x in r.records) / GAMES and r.mean_rounds > 5
    assert sum(p.wins for p in r.turn_order) == pytest.approx(GAMES)
    text = r.table()
    assert f"{GAMES} games, 4 players, every seat greedy" in text and "95% interval" in text


def test_shared_wins_count_a_share_each():
    r = sweep(12, players=3, workers=1, round_limit=2, score_ties="share", keep_records=True)
    assert all(x.ending == "score" for x in r.records)
    assert sum(c.wins for c in r.characters) == pytest.approx(12)


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert wilson(0, 10)[0] == 0.0 and 0.25 < wilson(0, 10)[1] < 0.35
    assert wilson(0, 0) == (0.0, 1.0)


def test_bad_arguments_are_refused_before_any_worker_starts():
    with pytest.raises(ValueError, match="policy must be one of random, greedy"):
        sweep(10, policy="clever")
    with pytest.raises(ValueError, match="games must be a whole number from 1"):
        sweep(0)
    with pytest.raises(ValueError, match="players must be 2"):
        sweep(10, players=9)


@pytest.mark.parametrize("policy", ["greedy", "random"])
def test_simulating_a_game_is_stepping_through_it(policy):
    """``simulate`` (one working copy for the whole game) reaches the very state ``step`` by ``step`` play does."""
    from engine.brave_journey.policies import POLICIES
    from engine.core import derived_rng
    g = BraveJourney(players=5, can_stop=policy == "greedy")
    for seed in range(8):
        state, rng, n = g.initial_state(seed), derived_rng(seed, "x"), 0
        while not g.is_terminal(state):
            a = g.sample_chance(state, rng) if g.is_chance_node(state) else POLICIES[policy](g, state, rng)
            checked = g.transition(state, a)[0]
            state = g.step(state, a)
            assert state == checked
            n += 1
        assert g.simulate(g.initial_state(seed), POLICIES[policy], derived_rng(seed, "x")) == (state, n)
        g.validate_state(state)
