"""Words you can read: on the Labyrinth, Rauf und Runter and Abracada...What? boards no word is drawn
below 11 px on screen at 1366×768 in JupyterLab.

On-screen size = the font's canvas px (after a label is shrunk into its box) × the board's displayed
width / its canvas width; the displayed width comes from ``boardwidgets.onscreen.displayed_width``
(in a tutorial the board shrinks beside the lesson's column; in a notebook cell it shows at its own
size). Checked at every lesson position (each step's start and the end of its demonstration, at the
tutorial's scale) and at the opening of a free game for every number of players (at its own size,
as a free-play notebook shows it).
"""
from __future__ import annotations

import importlib

import pytest

import engine
from boardwidgets import board_class
from boardwidgets.board import BoardUI, Controller
from boardwidgets.onscreen import MIN_TEXT_PX, display_scale, displayed_width, text_sizes, too_small
from engine.core import Match, run_demo

GAMES = ("labyrinth", "rauf_und_runter", "abracadawhat")
MOST_PLAYERS = {"labyrinth": 4, "rauf_und_runter": 4, "abracadawhat": 5}


def lesson_positions():
    for name in GAMES:
        for lesson, steps in importlib.import_module(f"engine.{name}.lessons").LESSONS.items():
            for i, step in enumerate(steps):
                yield pytest.param(name, step, id=f"{name}-{lesson}-{i + 1}")


def test_the_displayed_width_follows_the_tutorial_layout():
    # beside the 300 px column and its 14 px gap, a 934 px output area leaves 620 px for the board
    assert displayed_width(716, 496) == 620 and display_scale(620, 440) == 1
    assert displayed_width(716, 496, tutorial=False) == 716
    # a tall canvas is held at 58vh of 768 px, keeping its shape
    assert displayed_width(600, 891) == pytest.approx(0.58 * 768 * 600 / 891)


class Words(Controller):
    """A one-layer drawing of a few words, ``width`` × 400 canvas px."""

    height, layers = 400, ("only",)

    def __init__(self, width, words):
        super().__init__(None)
        self.width, self.words = width, words

    def draw(self, layer, painter, state, ui):
        for k, (text, size, box) in enumerate(self.words):
            painter.text(10, 20 + 30 * k, text, size=size, align="left", max_width=box)


def test_a_word_too_small_on_screen_is_reported():
    # a canvas as wide as the room beside the column shows at its own size: 11 px is enough
    assert too_small(Words(620, [("turn 1", 11, 100)]), None, BoardUI()) == []
    assert too_small(Words(620, [("turn 1", 10.5, 100)]), None, BoardUI()) == [
        "'turn 1' (only) is 10.50 px on screen (10.50 canvas px × 1.000)"]
    # a wider canvas is shown smaller: 12 px on a 716 px canvas is 10.39 px on screen
    assert too_small(Words(716, [("turn 1", 12, 100)]), None, BoardUI()) == [
        "'turn 1' (only) is 10.39 px on screen (12.00 canvas px × 0.866)"]
    assert too_small(Words(716, [("turn 1", 12, 100)]), None, BoardUI(), tutorial=False) == []
    # a label shrunk into a box too small for it counts at the size it is drawn
    [(size, _, _)] = text_sizes(Words(620, [("a long label", 12, 40)]), None, BoardUI())
    assert size < 11 and too_small(Words(620, [("a long label", 12, 40)]), None, BoardUI())


@pytest.mark.parametrize("name, step", list(lesson_positions()))
def test_every_word_of_a_lesson_position_is_readable_on_screen(name, step):
    for when, match in (("start", step.start()), ("after the demonstration", run_demo(step))):
        board = board_class(name).from_match(match)
        try:
            board.configure(**dict(step.options))
            small = too_small(board.controller, match.state, board.ui)
        finally:
            board.close()
        assert small == [], f"{step.title} ({when})"


@pytest.mark.parametrize("name", GAMES)
def test_every_word_of_a_new_game_is_readable_on_screen(name):
    for players in range(2, MOST_PLAYERS[name] + 1):
        match = Match(engine.game_class(name)(players=players), seed=players)
        board = board_class(name).from_match(match)
        try:
            assert text_sizes(board.controller, match.state, board.ui), "the check saw no words at all"
            assert too_small(board.controller, match.state, board.ui, tutorial=False) == [], f"{players} players"
        finally:
            board.close()
