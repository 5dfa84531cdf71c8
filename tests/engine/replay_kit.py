"""Seed determinism for every game (PettingZoo's seed_test): the replay loop and the checks all games
share, written once and driven by a small per-game description, ``Seeding``.

A game's ``test_*seed_determinism.py`` says how the game is played from a seed and collects the shared
checks with one line::

    TestSeedDeterminism = seed_tests(Seeding(game=Labyrinth, settings=SETTINGS, play=..., choose=..., ...))

then adds only what is its own (how its chance draws depend on the match seed, its simulations).
The shared checks, for every settings of the description:

* ``test_same_seed_same_play``: the game's own seeded loop (``play``) gives the same trajectory twice,
  whatever the global ``random`` does in between (actions, states, events and their texts, ``describe``);
* ``test_same_seed_same_match``: so does a ``Match``, which draws every chance outcome from its own seed,
  with the global ``random`` disturbed before every step (the match file too);
* ``test_replaying_the_actions_alone_gives_the_same_states``;
* ``test_the_engine_and_match_leave_global_random_alone``;
* ``test_different_seeds_give_different_starts`` (and the same seed the same start, the same match).

The helpers (``disturb_global_random``, ``replay``, ``run_match``, ``Trajectory``, ``same_twice``,
``quiet_global_random``) serve the games' own checks too.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Sequence

import pytest

from engine.core import Match


# -- the pieces ---------------------------------------------------------------------------------------------
def disturb_global_random(salt: Any, draws: int = 5000) -> None:
    """Move the global ``random`` somewhere else (reseeded from ``salt``, ``draws`` draws, a shuffle): a game
    that drew from it would now play differently."""
    random.seed(f"disturbance {salt}")
    for _ in range(draws):
        random.random()
    random.shuffle(list(range(100)))


def replay(game: Any, start: Any, actions: Sequence[Any]) -> list:
    """Apply the actions one by one from ``start`` and collect the states: ``start`` first, then the
    position after each action."""
    state = start
    states = [state]
    for action in actions:
        state = game.apply(state, action)
        states.append(state)
    return states


def run_match(game: Any, seed: int, choose: Callable[[Any, Any, random.Random], Any], steps: int,
              disturb: bool = True, policy_seed: int | None = None) -> Match:
    """A Match from ``seed`` (it draws every chance outcome itself), its decisions by ``choose(game, state, rng)``
    with a generator seeded ``seed + 1`` (or ``policy_seed``), until the game ends or ``steps`` steps are taken
    (chance steps count). Unless ``disturb`` is false the global ``random`` moves before every step."""
    match = Match(game, seed)
    rng = random.Random(seed + 1 if policy_seed is None else policy_seed)
    while not game.is_terminal(match.state) and match.step < steps:
        assert not game.is_chance_node(match.state), "the match resolves chance itself"
        if disturb:
            disturb_global_random(match.step)
        match.apply(choose(game, match.state, rng))
    return match


@dataclass(frozen=True)
class Trajectory:
    """All that one seeded run produced, to compare two runs field by field."""

    actions: tuple
    states: tuple
    events: tuple       # per action, the events it caused
    texts: tuple        # per action, the texts of those events
    described: tuple    # ``game.describe`` of every state
    saved: str | None = None   # the match file, for a run through a Match

    @classmethod
    def played(cls, game: Any, states: Sequence, actions: Sequence, events: Sequence) -> "Trajectory":
        """From a game's own play loop: (states, actions, events per action)."""
        events = tuple(tuple(evs) for evs in events)
        return cls(tuple(actions), tuple(states), events, tuple(tuple(e.text for e in evs) for evs in events),
                   tuple(game.describe(s) for s in states))

    @classmethod
    def of_match(cls, match: Match) -> "Trajectory":
        history = match.history()
        events = tuple(tuple(evs) for _, _, evs in history)
        states = tuple(match.state_at(i) for i in range(match.step + 1))
        return cls(tuple(match.actions), states, events, tuple(tuple(e.text for e in evs) for evs in events),
                   tuple(match.game.describe(s) for s in states), match.to_json())


def same_twice(run: Callable[[], Trajectory]) -> Trajectory:
    """Run twice, the global ``random`` disturbed differently before each; the two runs must agree in every
    part. Returns the first."""
    runs = []
    for salt in range(2):
        disturb_global_random(salt)
        runs.append(run())
    a, b = runs
    assert a.actions == b.actions
    assert a.states == b.states
    assert a.events == b.events and a.texts == b.texts
    assert a.described == b.described
    assert a.saved == b.saved
    return a


def quiet_global_random(body: Callable[[], Any]) -> None:
    """``body`` leaves the global ``random`` exactly as it found it."""
    random.seed(3)
    before = random.getstate()
    body()
    assert random.getstate() == before, "the global random module was used"


def settings_id(settings: dict) -> str:
    """A short test id for a settings dict."""
    return ",".join(f"{k}={v}" for k, v in settings.items()).replace(" ", "") or "defaults"


def _initial_state(game: Any, seed: int) -> Any:
    return game.initial_state(seed)


# -- the description ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Seeding:
    """How one game is played from a seed."""

    #: the game class (called with a settings dict's items)
    game: Callable[..., Any]
    #: the settings every shared check runs under
    settings: Sequence[dict]
    #: ``play(game, seed, policy_seed) -> (states, actions, events per action)``: the game's own seeded loop, no Match
    play: Callable[[Any, int, int], tuple]
    #: ``choose(game, state, rng)``: a seeded policy for a Match's decisions
    choose: Callable[[Any, Any, random.Random], Any]
    #: the seeds of the trajectory checks
    seeds: Sequence[int] = (0, 17)
    #: a trajectory through a Match stops after this many steps
    steps: int = 300
    #: every trajectory is longer than this
    min_actions: int = 10
    #: groups of action types: every trajectory holds an action of each group (the chance outcomes it must draw)
    must_include: Sequence[tuple[type, ...]] = ()
    #: the settings of the replay check (played with seed 5, policy seed 6)
    replay_settings: dict | None = None
    #: ``(what a seed deals, at least this many different)`` among the starts of ``range(start_seeds)``
    dealt: Sequence[tuple[Callable[[Any], Hashable], int]] = ()
    start_seeds: int = 25
    #: the position a seed deals: ``initial_state`` unless the deal is chance a Match draws
    start: Callable[[Any, int], Any] = _initial_state
    #: more settings for the start and global-random checks only
    more_settings: Sequence[dict] = ()
    #: more of the game's own code that must leave the global ``random`` alone: ``also_quiet(game)``
    also_quiet: Callable[[Any], Any] | None = None

    def check_trajectory(self, t: Trajectory) -> None:
        assert len(t.actions) > self.min_actions, f"only {len(t.actions)} actions"
        for group in self.must_include:
            assert any(isinstance(a, group) for a in t.actions), f"no {' or '.join(c.__name__ for c in group)}"


# -- the shared checks --------------------------------------------------------------------------------------
def seed_tests(case: Seeding) -> type:
    """The shared seed-determinism tests of one game, as a test class (assign it to a ``Test...`` name)."""
    settings, ids = list(case.settings), [settings_id(s) for s in case.settings]
    every = settings + [s for s in case.more_settings if s not in settings]
    every_ids = [settings_id(s) for s in every]

    class SeedDeterminism:
        @pytest.mark.parametrize("seed", case.seeds)
        @pytest.mark.parametrize("settings", settings, ids=ids)
        def test_same_seed_same_play(self, settings, seed):
            def run():
                game = case.game(**settings)          # a fresh game object each run, too
                return Trajectory.played(game, *case.play(game, seed, seed + 1))
            case.check_trajectory(same_twice(run))

        @pytest.mark.parametrize("seed", case.seeds)
        @pytest.mark.parametrize("settings", settings, ids=ids)
        def test_same_seed_same_match(self, settings, seed):
            t = same_twice(lambda: Trajectory.of_match(run_match(case.game(**settings), seed, case.choose, case.steps)))
            case.check_trajectory(t)

        def test_replaying_the_actions_alone_gives_the_same_states(self):
            game = case.game(**(case.replay_settings or settings[0]))
            states, actions, _ = case.play(game, 5, 6)
            assert actions
            disturb_global_random("replay")
            assert replay(game, game.initial_state(5), actions) == states

        @pytest.mark.parametrize("settings", every, ids=every_ids)
        def test_the_engine_and_match_leave_global_random_alone(self, settings):
            def body():
                game = case.game(**settings)
                game.initial_state(99)
                Match(game, seed=99)
                run_match(game, 4, case.choose, steps=60, disturb=False)
                if case.also_quiet:
                    case.also_quiet(game)
            quiet_global_random(body)

        @pytest.mark.parametrize("settings", every, ids=every_ids)
        def test_different_seeds_give_different_starts(self, settings):
            game = case.game(**settings)
            starts = [case.start(game, seed) for seed in range(case.start_seeds)]
            for key, at_least in case.dealt:
                assert len({key(s) for s in starts}) >= at_least
            assert case.start(game, 7) == case.start(game, 7)
            assert case.start(game, 7) != case.start(game, 8)
            m1, m2 = Match(game, 1), Match(game, 2)
            again = Match(game, 1)
            assert (again.actions, again.state) == (m1.actions, m1.state)
            assert (m1.state, m1.actions) != (m2.state, m2.actions)

    return SeedDeterminism
