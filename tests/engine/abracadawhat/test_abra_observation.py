"""Hidden information: an observation (and ``describe(state, viewer=p)``) shows exactly what player p
may see — never p's own row, never the untaken secret stones, never the secret stones others took.

The proof is by re-dealing: every stone p cannot see (own row, pool, untaken secret stones, the
others' taken secret stones) is shuffled among those places, keeping each place's size. Every such
re-deal must give p the very same observation and the very same text.
"""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from engine.abracadawhat import AbraState, Abracadawhat
from abra_helpers import counts, play, position

rule = pytest.mark.rule


def redeal(game: Abracadawhat, state: AbraState, viewer: int, rng: random.Random) -> AbraState:
    """Shuffle every stone ``viewer`` cannot see among the hidden places, keeping their sizes."""
    n = game.players
    hidden = list(state.rows[viewer])
    hidden += [s for s, k in zip(range(1, 9), state.pool) for _ in range(k)]
    hidden += [s for s, k in zip(range(1, 9), state.secrets) for _ in range(k)]
    for q in range(n):
        if q != viewer:
            hidden += state.taken[q]
    rng.shuffle(hidden)
    take = lambda k: [hidden.pop() for _ in range(k)]  # noqa: E731
    row = tuple(sorted(take(len(state.rows[viewer]))))
    pool = counts(take(sum(state.pool)))
    secrets = counts(take(sum(state.secrets)))
    taken = tuple(state.taken[q] if q == viewer else tuple(sorted(take(len(state.taken[q])))) for q in range(n))
    assert not hidden
    new = replace(state, rows=state.rows[:viewer] + (row,) + state.rows[viewer + 1:], pool=pool,
                  secrets=secrets, taken=taken)
    game.validate_state(new)
    return new


SETTINGS = [dict(players=2), dict(players=3, refill="to_five"), dict(players=4),
            dict(players=5, variant="winner_takes_all")]


@rule("abracadawhat.hidden.own-row")
@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: f"{s['players']}p")
def test_no_observation_leaks_what_its_player_cannot_see(settings):
    game = Abracadawhat(**settings)
    rng = random.Random(7)
    states, _, _ = play(game, seed=settings["players"], policy_seed=11, check=False)
    with_taken = [s for s in states if any(s.taken)]
    assert with_taken, "the game should include taken secret stones"
    sample = states[:: max(1, len(states) // 30)] + with_taken[:: max(1, len(with_taken) // 10)]
    changed = 0
    for state in sample:
        for p in range(game.players):
            obs, text = game.observation(state, p), game.describe(state, viewer=p)
            for _ in range(6):
                other = redeal(game, state, p, rng)
                changed += other != state
                assert game.observation(other, p) == obs
                assert game.describe(other, viewer=p) == text
    assert changed > 100, "the re-deals should really move stones around"


@rule("abracadawhat.hidden.own-row")
def test_taken_secret_stones_are_seen_only_by_their_owner():
    game = Abracadawhat(players=4)
    s = position(game, {0: (8, 8), 1: (7, 7), 2: (6, 6), 3: (5, 5)}, taken={1: (4,), 2: (1, 3)},
                 secrets=(2,))          # 4 secret stones in all: one left, three taken
    for p in range(4):
        obs = game.observation(s, p)
        assert obs.my_secrets == s.taken[p]
        assert obs.secrets_taken == (0, 1, 2, 0) and obs.secrets_left == 1
        assert obs.rows[p] is None and obs.own_row_size == 2
        assert all(obs.rows[q] == s.rows[q] for q in range(4) if q != p)
    assert "secret: 1 3" in game.describe(s, viewer=2) and "secret: 2 face down" in game.describe(s, viewer=1)
    assert "secret: 4" in game.describe(s) and "secret: 1 3" in game.describe(s)   # the teacher's view


@rule("abracadawhat.hidden.own-row")
@pytest.mark.parametrize("viewer", range(4))
def test_describe_for_a_viewer_hides_only_their_row(viewer):
    game = Abracadawhat(players=4)
    rows = {0: (1, 2, 3, 4, 5), 1: (2, 4, 6, 8, 8), 2: (3, 5, 7, 7, 8), 3: (4, 6, 6, 7, 8)}
    s = position(game, rows)
    text = game.describe(s, viewer=viewer).splitlines()
    for q, line in enumerate(text[3:7]):
        shown = line.split("row: ")[1]
        assert shown == ("? ? ? ? ?" if q == viewer else " ".join(map(str, rows[q])))
    # without a viewer everything shows; with one, only the viewer's row line changes
    full = game.describe(s).splitlines()
    assert [i for i, (a, b) in enumerate(zip(full, text)) if a != b] == [3 + viewer]


@rule("abracadawhat.hidden.own-row")
def test_observation_rejects_a_seat_that_is_not_at_the_table():
    game = Abracadawhat(players=3)
    s = position(game, {0: (8,), 1: (7,), 2: (6,)})
    for bad in (-1, 3, "0", 1.0, None):
        with pytest.raises(ValueError, match="player must be 0..2"):
            game.observation(s, bad)


def test_observations_differ_when_something_visible_differs():
    """The re-deal test is not vacuous: what a player may see does change the observation."""
    game = Abracadawhat(players=3)
    a = position(game, {0: (8, 8), 1: (7, 7), 2: (6, 6)})
    b = position(game, {0: (8, 8), 1: (7, 6), 2: (6, 6)})
    assert game.observation(a, 0) != game.observation(b, 0)
    assert game.observation(a, 2) != game.observation(b, 2)
    # yellow cannot tell the two apart: only its own row and the pool differ
    assert game.observation(a, 1) == game.observation(b, 1)
