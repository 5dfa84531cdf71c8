"""Magic Maze boards you can read on a laptop (1366×768, JupyterLab): every space at least 32 pixels and
every canvas text at least 11 pixels on screen, at the width the package says each layout is shown
(``layout.shown_width``; the browser test measures it). Checked over every lesson position (each step's
start and the end of its demonstration) and the openings of free play and practice in several scenarios."""
from __future__ import annotations

import pytest

from boardwidgets.magic_maze import MagicMazeBoard
from boardwidgets.magic_maze.layout import shown_width
from boardwidgets.magic_maze.sizes import (MIN_SPACE_ON_SCREEN, MIN_TEXT_ON_SCREEN, drawn_texts, scale,
                                           space_on_screen)
from engine.core import run_demo
from engine.magic_maze.lessons import LESSONS


def too_small(board) -> list[str]:
    """What is under the limits on screen, in words (empty: fine)."""
    out = []
    k = scale(board)
    if board.view.split:          # scenario 13's two malls: each fitted to half the area (not cropped)
        pass
    elif board.state.phase == "discard":     # 11: a whole tile is the target, the whole mall is shown
        assert board.view.cell * 4 * k >= 2 * MIN_SPACE_ON_SCREEN
    elif space_on_screen(board) < MIN_SPACE_ON_SCREEN:
        out.append(f"a space is {space_on_screen(board):.1f} px on screen")
    for text, size, layer in drawn_texts(board.controller, board.state, board.ui):
        if size * k < MIN_TEXT_ON_SCREEN:
            out.append(f"{text!r} ({layer}) is {size * k:.1f} px on screen")
    return out


def lesson_positions():
    for lesson, steps in LESSONS.items():
        for i, step in enumerate(steps):
            yield pytest.param(step, id=f"{lesson}-{i + 1}")


@pytest.mark.parametrize("step", list(lesson_positions()))
def test_every_lesson_position_has_big_spaces_and_readable_text(step):
    for when, match in (("start", step.start()), ("after the demonstration", run_demo(step))):
        board = MagicMazeBoard.from_match(match)
        try:
            board.configure(**dict(step.options))
            assert too_small(board) == [], when
            for hero in ("orange", "yellow", "purple", "green"):        # the window follows a selected hero
                if board.game.hero_cell(board.state, hero) is not None and not board.state.over:
                    board.select(hero)
                    assert too_small(board) == [], (when, hero)
        finally:
            board.close()


@pytest.mark.parametrize("scenario", [1, 2, 3, 6, 9, 11, 17])
@pytest.mark.parametrize("mode", ["learn", "practice"])
def test_free_play_and_practice_have_big_spaces_and_readable_text(scenario, mode):
    board = MagicMazeBoard(players=4, seed=2, scenario=scenario, mode=mode, clock=False)
    try:
        assert too_small(board) == []
        board.press("clock")
        board.select("green")
        assert too_small(board) == []
    finally:
        board.close()


def test_a_grown_mall_is_cropped_and_its_spaces_stay_big():
    """A six-tile mall (the tutorial from step 5 on) does not fit the compact area at 32 px on screen:
    the view shows a window of it that holds the selected hero and where it can go."""
    step = LESSONS["basics"][4]
    board = MagicMazeBoard.from_match(step.start())
    try:
        assert board.view.cropped and space_on_screen(board) >= MIN_SPACE_ON_SCREEN
        assert shown_width("compact") * 34 / 640 >= 32 and shown_width("full") * 34 / 960 >= 32
        board.configure(hide=())
        board.select("yellow")
        mall = board.state.mall
        moves = [c for c, (kind, _) in board.controller.reach(board.state, "yellow").items() if kind == "move"]
        assert moves
        for cell in moves:
            assert board.view.shows_space(*mall.square(cell))
        x, y = board.space_center(*mall.square(board.game.hero_cell(board.state, "yellow")))
        assert board.controller.hit_test(x, y, board.state, board.ui) == ("hero", "yellow")
    finally:
        board.close()


def test_the_limits_fail_on_a_board_drawn_small():
    """The check can fail: the same position drawn whole (no crop) has spaces under 32 px on screen."""
    board = MagicMazeBoard.from_match(LESSONS["basics"][4].start())
    try:
        board.configure(crop=False)
        assert any("a space is" in problem for problem in too_small(board))
    finally:
        board.close()


# -- the symbols' legend --------------------------------------------------------------------------------------
def test_the_legend_names_the_symbols_in_the_mall():
    """Under the board: items, exits, vortexes, escalators, hourglasses... each with its picture, as many as
    the mall holds; more appear as tiles are laid (cameras and crystal balls from scenario 5 on)."""
    import re
    first = MagicMazeBoard.from_match(LESSONS["basics"][0].start())
    grown = MagicMazeBoard.from_match(LESSONS["basics"][4].start())
    later = MagicMazeBoard.from_match(LESSONS["cameras"][0].start())
    try:
        def named(board):
            html = board.legend.value
            assert html.count("<svg") == len(re.findall(r'class="rw-symbol ', html))
            return re.findall(r'rw-symbol rw-symbol-([\w-]+)', html)
        assert set(named(first)) >= {"vortex", "escalator", "explore"} and "item" not in named(first)
        assert {"item", "exit", "hourglass", "vortex", "escalator"} <= set(named(grown))
        assert "item (its hero" in grown.legend.value and "exit" in grown.legend.value
        assert "camera" in named(later)
        # the words under the pictures are the ones the lessons use
        assert "hourglass" in grown.legend.value and "Symbols:" in grown.legend.value
    finally:
        for b in (first, grown, later):
            b.close()


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 1)])
def test_a_game_far_on_keeps_big_spaces_and_readable_text(players, seed):
    """Free play after the planner played 400 actions (a mall of ten tiles or more, the theft done)."""
    import random

    from engine.core import Match
    from engine.magic_maze import MagicMaze
    from engine.magic_maze.planner import planner_policy
    game = MagicMaze(players=players, scenario=2)
    match, rng = Match(game, seed), random.Random(seed)
    while match.step < 400 and not game.is_terminal(match.state):
        match.apply(planner_policy(game, match.state, rng))
    for mode in ("learn", "practice"):
        board = MagicMazeBoard(match=match, mode=mode, clock=False)
        try:
            assert too_small(board) == [], mode
        finally:
            board.close()
