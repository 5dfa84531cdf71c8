"""Magic Maze figures: the planner playing a whole game, legal-action generation, and the board's
canvas traffic per user action (a tile placement that re-fits the view; a clock tick)."""
from __future__ import annotations

import random
import statistics
import time

from .timing import rate


def planner_wins(seeds: range = range(10), players: int = 4, scenario: int = 1) -> tuple[float, int, int]:
    """Median seconds for the planner, playing every seat with time stopped, to win a whole game
    (chance from the seed); and how many of the seeds it won."""
    from engine.core import play_out
    from engine.magic_maze import MagicMaze
    from engine.magic_maze.planner import planner_policy

    game = MagicMaze(players=players, scenario=scenario)
    times, won = [], 0
    for seed in seeds:
        start = time.perf_counter()
        state, _ = play_out(game, seed, planner_policy)
        times.append(time.perf_counter() - start)
        won += state.result == "won"
    return statistics.median(times), won, len(seeds)


def legal_actions(seconds: float = 3.0) -> tuple[float, float]:
    """``legal_actions`` calls per second and actions generated per second, over positions taken
    from planner games (4 seats, scenario 2: malls of every size)."""
    from engine.core import Match
    from engine.magic_maze import MagicMaze
    from engine.magic_maze.planner import planner_policy

    game = MagicMaze(players=4, scenario=2)
    states = []
    for seed in range(6):
        match, rng = Match(game, seed), random.Random(seed)
        while not game.is_terminal(match.state) and match.step < 400:
            if match.step % 7 == 0:
                states.append(match.state)
            match.apply(planner_policy(game, match.state, rng))
    k = [0]
    made = [0]

    def work() -> int:
        state = states[k[0] % len(states)]
        k[0] += 1
        made[0] += len(game.legal_actions(state))
        return 1

    calls = rate(work, seconds)
    per_call = made[0] / k[0]
    return calls, calls * per_call


def widget_rows() -> list[tuple[str, str, str]]:
    """Per user action on the board: messages, bytes and Python time (widgets.measure)."""
    from engine.core import Match
    from engine.magic_maze import Explore, MagicMaze, StartTimer
    from engine.magic_maze.planner import planner_policy
    from boardwidgets.magic_maze import MagicMazeBoard

    from .widgets import NONE, ONE, measure

    name = "magic maze board (4 players)"
    board = MagicMazeBoard(players=4, seed=0)
    out = [measure(name, "Start (turn the timer over)", lambda: board.press("clock"))]
    game, state = board.game, board.state
    hero, dest = next((h, d) for h in ("orange", "yellow", "purple", "green")
                      for d in board.reach(h) if board.reach(h)[d] == "move")
    out += [measure(name, f"select a hero (click the {hero} one)", lambda: board.click_hero(hero)),
            measure(name, "move (click a lit space)", lambda: board.click_space(*dest)),
            measure(name, "illegal click (a space out of line)",
                    lambda: (board.select(hero), board.click_space(*_unreachable(board, hero))), NONE),
            measure(name, "undo (learning mode)", lambda: board.press("undo")),
            measure(name, "clock tick (1 s of sand)", lambda: board.tick(1), "1 small msg (timer only)"),
            measure(name, "hint", lambda: board.press("hint")),
            measure(name, "new page (full repaint)", board.redraw_for_new_page)]
    # the largest tile placement: the planner's last exploration in a 2-player scenario 2 game (12 tiles)
    game = MagicMaze(players=2, scenario=2)
    match, rng, last = Match(game, 3), random.Random(3), None
    while not game.is_terminal(match.state):
        action = planner_policy(game, match.state, rng)
        if isinstance(action, Explore):
            last = (match.state, action)
        match.apply(action)
    state, action = last
    big = MagicMazeBoard(match=Match(game, 3, start=state))
    big.select(action.hero)
    out.append(measure("magic maze board (2 players)", f"explore: tile {len(state.placed) + 1} laid, view re-fitted",
                       lambda: big.press("explore"), ONE))
    game = MagicMaze(players=4)
    started = game.apply(game.initial_state(0), StartTimer(1))
    practice = MagicMazeBoard(match=Match(game, 0, start=started), mode="practice", seat=1)
    out.append(measure("magic maze board (practice)", "clock tick with bots acting", lambda: practice.tick(1),
                       "1 msg, < 32 KB"))
    return out


def _unreachable(board, hero):
    mall = board.state.mall
    here = board.game.hero_cell(board.state, hero)
    reach = board.controller.reach(board.state, hero)
    for cell in sorted(mall.at):
        if cell != here and cell not in reach and cell[0] != here[0] and cell[1] != here[1] \
                and cell not in board.game.occupied(board.state):
            return mall.square(cell)
    raise AssertionError("no space out of line")


def rows() -> list[tuple[str, str, str]]:
    median, won, n = planner_wins()
    out = [("magic maze: planner, time to a full win (scenario 1, 4 seats; median of seeds 0-9)",
            f"{median:.3f} s ({won}/{n} won)", "< 1 s")]
    calls, actions = legal_actions()
    out.append(("magic maze: legal_actions calls / s (4 seats, scenario 2 positions)",
                f"{calls:,.0f} ({actions:,.0f} actions / s)", ""))
    return out
