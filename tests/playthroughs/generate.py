"""Golden playthroughs of every game (in the manner of OpenSpiel's playthrough files).

Each file records one whole game: a header (game, settings, seed), then for every step the action
(as JSON, so a replay needs no policy; chance outcomes such as rolls and draws are recorded like
actions, their text marked with the probability), its text, the events' text and ``describe(state)``.
A file's game is the part of its name before ``_seed``.
tests/playthroughs/test_playthroughs.py replays the recorded actions through the engine,
renders the same text and compares it line by line with the file.

A difference means the rules engine now plays or describes the game differently. If that
change is deliberate (a rule fixed, a text reworded), regenerate and review the diff:

    python -m tests.playthroughs.generate          # from the repository root (all games)
    python -m tests.playthroughs.generate rauf_und_runter   # one game's files only
    python tests/playthroughs/generate.py          # or by path
    git diff tests/playthroughs/

Never regenerate just to make the test pass.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if __package__ in (None, ""):  # run by path: make `engine` importable from a checkout
    sys.path.insert(0, str(HERE.parents[1]))

import engine  # noqa: E402
from engine.core import Game, sample, serial  # noqa: E402
from engine.labyrinth import Labyrinth, Move  # noqa: E402
from engine.labyrinth.game import GRID, SIZE  # noqa: E402
from engine.brave_journey.policies import greedy as brave_greedy  # noqa: E402
from engine.rauf_und_runter.policies import greedy as rauf_greedy  # noqa: E402
from engine.core import Elapse  # noqa: E402
from engine.magic_maze import PlacePawn, StartTimer, TurnTile  # noqa: E402
from engine.magic_maze import planner as mm_planner  # noqa: E402

#: file name (``<game>_seed<N>.txt``) → (settings, game seed, policy seed)
PLAYTHROUGHS = {
    "labyrinth_seed1.txt": (dict(players=2, treasures=2), 1, 101),
    "labyrinth_seed2.txt": (dict(players=3, treasures=2, variant="advanced"), 2, 206),
    "labyrinth_seed3.txt": (dict(players=4, treasures=2, variant="children", same_round_tie=True), 3, 303),
    "rauf_und_runter_seed1.txt": (dict(players=2, friends=3), 1, 101),
    "rauf_und_runter_seed2.txt": (dict(players=4, friends=2), 2, 202),
    "rauf_und_runter_seed3.txt": (dict(players=3, friends=2, die_faces=[1, 2, 3, 4], super_tiles=[3, 3, 6],
                                       first_player=2), 3, 303),
    "abracadawhat_seed1.txt": (dict(players=4), 1, 100),
    "abracadawhat_seed2.txt": (dict(players=3, variant="winner_takes_all", refill="to_five"), 5, 500),
    "brave_journey_seed1.txt": (dict(players=2, badges=1, characters=["aruba", "claire"], first_player=0), 1, 101),
    "brave_journey_seed2.txt": (dict(players=4, badges=1), 2, 202),
    "brave_journey_seed3.txt": (dict(players=3, badges=2, characters=["sion", "deifel", "luki"],
                                     round_end="one_more_turn"), 3, 303),
    "magic_maze_seed1.txt": (dict(scenario=1, players=4), 1, 101),
    "magic_maze_seed2.txt": (dict(scenario=2, players=2), 2, 202),
    "magic_maze_seed3.txt": (dict(scenario=3, players=3), 3, 303),
    "magic_maze_seed20.txt": (dict(scenario=1, players=1), 20, 2020),
    "magic_maze_seed11.txt": (dict(scenario=11, players=4, stack=19, start="1A"), 11, 1111),
    "magic_maze_seed13.txt": (dict(scenario=13, players=3), 13, 1313),
}
#: a golden game is played to its end well within this many actions
MAX_ACTIONS = {"labyrinth": 160, "rauf_und_runter": 400, "abracadawhat": 1000, "brave_journey": 1500,
               "magic_maze": 600}
HEADER = [
    "# Golden playthrough of {title}, written by tests/playthroughs/generate.py: do not edit by hand.",
    "# tests/playthroughs/test_playthroughs.py replays the actions below and compares every line.",
    "# Regenerate only deliberately (a rule or a text changed on purpose): python -m tests.playthroughs.generate",
]


def game_name(file_name: str) -> str:
    """The game a playthrough file is for: its name before ``_seed``."""
    name = file_name.rsplit("_seed", 1)[0]
    if name not in engine.games():
        raise ValueError(f"{file_name}: no game {name!r}; games are {', '.join(engine.games())}")
    return name


def make_game(file_name: str, settings: dict) -> Game:
    return engine.load(game_name(file_name), **settings)


def choose(game: Game, state, rng: random.Random):
    """The policy of a game's golden playthroughs (deterministic from ``rng``); chance by its odds."""
    if game.is_chance_node(state):
        return sample(game.chance_outcomes(state), rng)
    return CHOOSERS[game.name](game, state, rng)


def choose_rauf(game, state, rng: random.Random):
    """Greedy (engine.rauf_und_runter.policies) most of the time, else any legal action."""
    if rng.random() < 0.85:
        return rauf_greedy(game, state, rng)
    legal = game.legal_actions(state)
    return legal[rng.randrange(len(legal))]


def choose_labyrinth(game: Labyrinth, state, rng: random.Random):
    """A deterministic policy (from ``rng``): a shift that brings the goal within reach when one of
    a few tried does, the scoring move when there is one, else a random legal action."""
    legal = game.legal_actions(state)
    p = state.current
    if state.phase == "shift":
        for shift in rng.sample(legal, 12):
            after = game.apply(state, shift)
            if game.goal_cells(after, p) & game.reachable_cells(after, p):
                return shift
    else:
        goals = sorted(game.goal_cells(state, p) & game.reachable_cells(state, p))
        if goals and rng.random() < 0.9:
            return Move(*GRID.square_of(goals[0]))
    return legal[rng.randrange(len(legal))]


def choose_abracadawhat(game, state, rng: random.Random):
    """Mostly the deduction aid's pick: from the caster's own observation, the allowed spell most likely
    held (ending the turn instead when that is below even odds after a spell worked); else random."""
    legal = game.legal_actions(state)
    if rng.random() < 0.8:
        odds = {o.spell: o.at_least_one for o in game.odds_from_table(game.observation(state, state.current))}
        casts = [a for a in legal if hasattr(a, "spell")]
        best = max(casts, key=lambda a: (odds[a.spell], a.spell))
        if len(casts) < len(legal) and odds[best.spell] < 0.5:
            return legal[-1]                     # EndTurn sorts last
        return best
    return legal[rng.randrange(len(legal))]


def choose_brave_journey(game, state, rng: random.Random):
    """Greedy (engine.brave_journey.policies) most of the time, else any legal action but stopping early."""
    if rng.random() < 0.85:
        return brave_greedy(game, state, rng)
    legal = [a for a in game.legal_actions(state) if type(a).__name__ != "Stop"]
    return legal[rng.randrange(len(legal))]


def choose_magic_maze(game, state, rng: random.Random):
    """The planner for every seat (engine.magic_maze.planner) most of the time, else a random hero action
    (never one that ends on an unused hourglass while turning the timer over would cost time). Time is
    stopped: no seconds pass, so no hourglass is ever worth turning and the record stays short."""
    if not state.started:
        return StartTimer(1 + rng.randrange(game.players))
    if rng.random() < 0.85:
        action = mm_planner.next_action(game, state, rng)
        if action is not None:
            return action
    mall = state.mall
    glasses = {c for c in mall.cells_of.get("hourglass", []) if c not in state.used}
    legal = [a for a in game.legal_actions(state) if not isinstance(a, (Elapse, PlacePawn))]

    def lands_on_hourglass(action) -> bool:
        if not hasattr(action, "row"):
            return False
        return mall.find(action.tile, action.row, action.col) in glasses
    safe = [a for a in legal if not lands_on_hourglass(a)]
    if game.solo and not any(hasattr(a, "hero") for a in safe):
        return TurnTile(1)
    return safe[rng.randrange(len(safe))] if safe else Elapse(state.sand)


def action_json(action) -> str:
    return json.dumps(serial.tagged(action), sort_keys=True, separators=(",", ":"))


CHOOSERS = {"labyrinth": choose_labyrinth, "rauf_und_runter": choose_rauf, "abracadawhat": choose_abracadawhat,
            "brave_journey": choose_brave_journey, "magic_maze": choose_magic_maze}


def render(settings: dict, seed: int, actions: list, name: str = "labyrinth") -> list[str]:
    """The playthrough's lines for game ``name`` and its actions (used to write and to check files)."""
    game = engine.load(name, **settings)
    state = game.initial_state(seed)
    lines = [line.format(title=game.title) for line in HEADER] + [
        f"game: {game.name}",
        f"settings: {json.dumps(game.settings, sort_keys=True)}",
        f"seed: {seed}",
        "",
        "[initial]",
        *game.describe(state).splitlines(),
    ]
    for i, action in enumerate(actions, 1):
        odds = dict(game.chance_outcomes(state)) if game.is_chance_node(state) else None
        state, events = game.transition(state, action)
        said = f"  = {action}" if odds is None else f"  = {action}  (chance {odds[action]})"
        lines += ["", f"[step {i}]", f"action: {action_json(action)}", said]
        lines += [f"event: {e.text}  [{e.rule}]" for e in events]
        lines += game.describe(state).splitlines()
    lines += ["", "[end] " + (f"winners: {list(game.winners(state))}" if game.is_terminal(state)
                              else f"cut after {len(actions)} actions")]
    return lines


def generate(settings: dict, seed: int, policy_seed: int, name: str = "labyrinth") -> list[str]:
    game = engine.load(name, **settings)
    rng = random.Random(policy_seed)
    state, actions = game.initial_state(seed), []
    while not game.is_terminal(state) and len(actions) < MAX_ACTIONS[name]:
        action = choose(game, state, rng)
        state = game.apply(state, action)
        actions.append(action)
    return render(settings, seed, actions, name)


def parse(lines: list[str]) -> tuple[dict, int, list]:
    """Settings, seed and actions recorded in a playthrough file (its ``game:`` line names the game)."""
    settings = seed = None
    game = None
    name = "labyrinth"
    actions = []
    for n, line in enumerate(lines, 1):
        if line.startswith("game: "):
            name = line[len("game: "):]
            if name not in engine.games():
                raise ValueError(f"line {n}: unknown game {name!r}")
        elif line.startswith("settings: "):
            settings = json.loads(line[len("settings: "):])
            game = engine.load(name, **settings)
        elif line.startswith("seed: "):
            seed = int(line[len("seed: "):])
        elif line.startswith("action: "):
            if game is None:
                raise ValueError(f"line {n}: an action before the settings")
            actions.append(game.action_from_data(json.loads(line[len("action: "):]), f"line {n}"))
    if settings is None or seed is None:
        raise ValueError("the file has no settings or no seed line")
    return settings, seed, actions


def main(games: list[str]) -> None:
    """Write every playthrough file, or only those of the games named (``... generate labyrinth``)."""
    for name, (settings, seed, policy_seed) in PLAYTHROUGHS.items():
        if games and game_name(name) not in games:
            continue
        lines = generate(settings, seed, policy_seed, game_name(name))
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {name}: {sum(l.startswith('action: ') for l in lines)} actions, {lines[-1]}")


if __name__ == "__main__":
    main(sys.argv[1:])
