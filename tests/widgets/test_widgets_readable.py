"""Boards you can read: every label fits its box and is not covered, and marks stand out.

The check itself (boardwidgets.layoutcheck) is tested on small drawings first; then every lesson
position of every game — each step's start and the end of its demonstration — and the opening
of a free game for every number of players are drawn and checked.
"""
from __future__ import annotations

import importlib

import pytest

import engine
from boardwidgets import board_class
from boardwidgets.board import BoardUI, Controller
from boardwidgets.layoutcheck import MIN_CONTRAST, check, colour, contrast
from boardwidgets.textfit import MIN_SCALE, fit, text_width
from engine.core import Match, run_demo


class Sketch(Controller):
    """A one-layer drawing made by a function, for testing the check."""

    width, height, layers = 200, 100, ("only",)

    def __init__(self, paint):
        super().__init__(None)
        self.paint = paint

    def draw(self, layer, painter, state, ui):
        self.paint(painter)


def problems(paint) -> list[str]:
    return check(Sketch(paint), None, BoardUI())


def test_a_label_in_its_box_on_a_plain_ground_is_fine():
    assert problems(lambda p: (p.rect(0, 0, 200, 100, fill="#ffffff"),
                               p.text(100, 50, "turn 1", fill="#222", size=12, max_width=80))) == []


def test_a_label_is_shrunk_a_little_to_fit_and_cut_only_when_that_is_not_enough():
    text = "red: looking for the chameleon"
    w = text_width(text, 12)
    assert fit(text, 12, False, w + 1) == (text, 12)
    shown, size = fit(text, 12, False, w * 0.9)
    assert shown == text and MIN_SCALE * 12 <= size < 12 and text_width(text, size) <= w * 0.9
    cut, size = fit(text, 12, False, w / 2)
    assert cut.endswith("…") and size == 12 * MIN_SCALE and text_width(cut, size) <= w / 2
    assert problems(lambda p: p.text(100, 50, text, size=12, max_width=w / 2)) == [
        f"label {text!r} (only) does not fit its box and is cut"]


def test_a_label_without_a_box_or_with_unknown_characters_is_reported():
    found = problems(lambda p: p.text(100, 50, "go ☃", size=12))
    assert found == ["label 'go ☃' (only) uses characters the board's font cannot measure: '☃'",
                     "label 'go ☃' (only) has no box to fit (give it max_width)"]


def test_a_label_under_a_later_piece_or_ring_is_covered():
    def piece(p):
        p.text(100, 50, "wall", size=10, max_width=60)
        with p.group("figure"):
            p.circle(100, 50, 6, fill="#d62828")
    assert problems(piece) == ["label 'wall' (only) is covered by circle figure (only)"]

    def ring(p):
        p.text(100, 50, "+2", size=10, max_width=60)
        with p.group("target-ring"):
            p.circle(100, 42, 10, stroke="#ffb300", width=3)
    assert problems(ring) == ["label '+2' (only) is covered by circle target-ring (only)"]

    def faint(p):   # a translucent highlight over a label does not hide it
        p.text(100, 50, "ok", size=10, max_width=60)
        p.rect(80, 40, 40, 20, fill="rgba(64, 156, 255, 0.35)")
    assert problems(faint) == []


def test_low_contrast_labels_and_walls_are_reported_with_their_ratio():
    assert contrast(colour("#ffffff"), colour("#000000")) == pytest.approx(21)
    def dim(p):
        p.rect(0, 0, 200, 100, fill="#9a7454")
        p.text(50, 50, "wall", fill="#7d5a3f", size=12, max_width=60)
        with p.group("wall"):
            p.line(100, 10, 100, 90, stroke="#5d5d5d", width=8)
            p.line(100, 10, 100, 90, stroke="#a3a3a3", width=2)   # the core: decoration, not checked
    found = problems(dim)
    assert len(found) == 2
    assert found[0].startswith("label 'wall' (only) has contrast 1.") and found[0].endswith(f"(needs {MIN_CONTRAST}:1)")
    assert found[1].startswith("line wall (only) has contrast 1.")


def test_a_label_off_the_canvas_is_reported():
    assert problems(lambda p: p.text(195, 50, "far right", size=12, align="left", max_width=80)) == [
        "label 'far right' (only) runs off the canvas"]


# -- every game, every lesson position ------------------------------------------------------------
def lesson_positions():
    for name in engine.games():
        lessons = importlib.import_module(f"engine.{name}.lessons").LESSONS
        for lesson, steps in lessons.items():
            for i, step in enumerate(steps):
                yield pytest.param(name, step, id=f"{name}-{lesson}-{i + 1}")


def board_for(match: Match, **options):
    return board_class(match.game.name).from_match(match, **options)


@pytest.mark.parametrize("name, step", list(lesson_positions()))
def test_every_lesson_position_can_be_read(name, step):
    for when, match in (("start", step.start()), ("after the demonstration", run_demo(step))):
        board = board_for(match)
        try:
            board.configure(**dict(step.options))
            found = check(board.controller, match.state, board.ui, f"{step.title} ({when})")
        finally:
            board.close()
        assert found == []


@pytest.mark.parametrize("name", engine.games())
def test_a_new_game_for_every_table_size_can_be_read(name):
    cls = engine.game_class(name)
    low, high = 2, {"labyrinth": 4, "rauf_und_runter": 4, "abracadawhat": 5, "brave_journey": 8}.get(name, 4)
    for players in range(low, high + 1):
        match = Match(cls(players=players), seed=players)
        board = board_for(match)
        try:
            assert check(board.controller, match.state, board.ui, f"{players} players") == []
        finally:
            board.close()
