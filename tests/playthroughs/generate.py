"""Golden playthroughs of Labyrinth (in the manner of OpenSpiel's playthrough files).

Each file records one whole game: a header (settings, seed), then for every step the action
(as JSON, so a replay needs no policy), its text, the events' text and ``describe(state)``.
tests/playthroughs/test_playthroughs.py replays the recorded actions through the engine,
renders the same text and compares it line by line with the file.

A difference means the rules engine now plays or describes the game differently. If that
change is deliberate (a rule fixed, a text reworded), regenerate and review the diff:

    python -m tests.playthroughs.generate          # from the repository root
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

from engine.core import serial  # noqa: E402
from engine.labyrinth import Labyrinth, Move  # noqa: E402
from engine.labyrinth.game import SIZE  # noqa: E402

#: file name → (settings, game seed, policy seed)
PLAYTHROUGHS = {
    "labyrinth_seed1.txt": (dict(players=2, treasures=2), 1, 101),
    "labyrinth_seed2.txt": (dict(players=3, treasures=2, variant="advanced"), 2, 206),
    "labyrinth_seed3.txt": (dict(players=4, treasures=2, variant="children", same_round_tie=True), 3, 303),
}
MAX_ACTIONS = 160
HEADER = [
    "# Golden playthrough of Labyrinth, written by tests/playthroughs/generate.py: do not edit by hand.",
    "# tests/playthroughs/test_playthroughs.py replays the actions below and compares every line.",
    "# Regenerate only deliberately (a rule or a text changed on purpose): python -m tests.playthroughs.generate",
]


def choose(game: Labyrinth, state, rng: random.Random):
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
            return Move(*divmod(goals[0], SIZE))
    return legal[rng.randrange(len(legal))]


def action_json(action) -> str:
    return json.dumps(serial.tagged(action), sort_keys=True, separators=(",", ":"))


def render(settings: dict, seed: int, actions: list) -> list[str]:
    """The playthrough's lines for a game and its actions (used to write and to check files)."""
    game = Labyrinth(**settings)
    state = game.initial_state(seed)
    lines = HEADER + [
        f"game: {game.name}",
        f"settings: {json.dumps(game.settings, sort_keys=True)}",
        f"seed: {seed}",
        "",
        "[initial]",
        *game.describe(state).splitlines(),
    ]
    for i, action in enumerate(actions, 1):
        state, events = game.transition(state, action)
        lines += ["", f"[step {i}]", f"action: {action_json(action)}", f"  = {action}"]
        lines += [f"event: {e.text}  [{e.rule}]" for e in events]
        lines += game.describe(state).splitlines()
    lines += ["", "[end] " + (f"winners: {list(state.winners)}" if game.is_terminal(state)
                              else f"cut after {len(actions)} actions")]
    return lines


def generate(settings: dict, seed: int, policy_seed: int) -> list[str]:
    game = Labyrinth(**settings)
    rng = random.Random(policy_seed)
    state, actions = game.initial_state(seed), []
    while not game.is_terminal(state) and len(actions) < MAX_ACTIONS:
        action = choose(game, state, rng)
        state = game.apply(state, action)
        actions.append(action)
    return render(settings, seed, actions)


def parse(lines: list[str]) -> tuple[dict, int, list]:
    """Settings, seed and actions recorded in a playthrough file."""
    settings = seed = None
    game = None
    actions = []
    for n, line in enumerate(lines, 1):
        if line.startswith("settings: "):
            settings = json.loads(line[len("settings: "):])
            game = Labyrinth(**settings)
        elif line.startswith("seed: "):
            seed = int(line[len("seed: "):])
        elif line.startswith("action: "):
            if game is None:
                raise ValueError(f"line {n}: an action before the settings")
            actions.append(game.action_from_data(json.loads(line[len("action: "):]), f"line {n}"))
    if settings is None or seed is None:
        raise ValueError("the file has no settings or no seed line")
    return settings, seed, actions


def main() -> None:
    for name, (settings, seed, policy_seed) in PLAYTHROUGHS.items():
        lines = generate(settings, seed, policy_seed)
        (HERE / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {name}: {sum(l.startswith('action: ') for l in lines)} actions, {lines[-1]}")


if __name__ == "__main__":
    main()
