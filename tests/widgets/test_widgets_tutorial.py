"""TutorialWidget with a tiny two-step Labyrinth tutorial built here."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.labyrinth import Labyrinth, Move, PawnMoved, Shift, Shifted

from boardwidgets import Start, Step, TutorialWidget
from boardwidgets.testing import count_canvas_messages
from widget_helpers import reachable_elsewhere

GAME = Labyrinth(players=2)
FIRST_SHIFT = Shift("N", 2, 0)


def seed_with_a_walk() -> tuple[int, tuple[int, int]]:
    """A seed where, after FIRST_SHIFT, red can walk somewhere else."""
    for seed in range(50):
        after = GAME.apply(GAME.initial_state(seed), FIRST_SHIFT)
        dest = reachable_elsewhere(GAME, after)
        if dest is not None:
            return seed, dest
    raise AssertionError("no seed lets red walk after the first shift")


SEED, DEST = seed_with_a_walk()


def pushed(game, state, events) -> bool:
    return any(isinstance(e, Shifted) for e in events)


def walked(game, state, events) -> bool:
    return any(isinstance(e, PawnMoved) and e.cell_from != e.cell_to for e in events)


@dataclass(frozen=True)
class StepWithOptions(Step):
    """An engine step plus board options (the tutorial reads ``options`` when a step has them)."""

    options: dict = field(default_factory=dict)


def make_steps():
    return [
        Step(title="Push the maze", text="Push the spare card in at **any** arrow.",
             goal_text="Push the spare card in.",
             rules=("labyrinth.shift.mandatory", "labyrinth.shift.insertion-points"),
             start=Start("labyrinth", seed=SEED, settings={"players": 2}),
             goal=pushed, demo=(Shift("W", 4, 1),)),
        StepWithOptions(title="Walk", text="<p>Now walk your pawn to another square.</p>",
                        goal_text="Walk somewhere else.", rules=("labyrinth.move.connected-paths",),
                        start=Start("labyrinth", seed=SEED, settings={"players": 2}, actions=(FIRST_SHIFT,)),
                        goal=walked, demo=(Move(*DEST),), options={"show_highlights": False}),
    ]


@pytest.fixture
def tut():
    t = TutorialWidget(make_steps(), title="Labyrinth basics")
    yield t
    t.close()


def test_a_fresh_step_is_not_complete_and_next_is_refused(tut):
    assert tut.step_index == 0 and not tut.complete
    assert tut.controls["next"].disabled and tut.controls["back"].disabled
    assert tut.next() is False and tut.step_index == 0
    assert "Finish this step first" in tut.status_text
    assert tut.board.state == GAME.initial_state(SEED)
    assert tut.board.controller.hotseat is False and not tut.board.covered


def test_a_refused_or_wrong_action_does_not_complete_the_step(tut):
    tut.board.click_cell(4, 4)  # shift first: refused
    assert "[labyrinth.shift.mandatory]" in tut.board.status_text
    assert not tut.complete
    tut.board.press("rotate")  # a UI change, not the goal
    assert not tut.complete


def test_the_right_action_completes_the_step_and_next_opens_the_following_one(tut):
    tut.board.click_target(("arrow", "E", 6))
    assert tut.complete and tut.progress.value == 1
    assert not tut.controls["next"].disabled
    assert "Done" in tut.status_text
    assert tut.next() is True
    assert tut.step_index == 1 and not tut.complete
    assert tut.board.state == GAME.apply(GAME.initial_state(SEED), FIRST_SHIFT)
    assert tut.board.ui.show_highlights is False, "the step's board options apply"
    assert "Follow the paths" in tut.rules_view.value and "labyrinth.move.connected-paths" in tut.rules_view.value
    assert "Walk" in tut.header.value and "Step 2 of 2" in tut.header.value
    assert "Walk somewhere else." in tut.task.value


def test_the_learner_cannot_undo_past_the_steps_start(tut):
    tut.goto(1)
    start = tut.board.state
    tut.board.press("undo")
    assert tut.board.state == start and "Nothing to undo" in tut.board.status_text
    assert tut.board.buttons["undo"].disabled


def test_show_me_plays_the_demo_completes_the_step_in_one_message(tut):
    tut.goto(1)
    with count_canvas_messages() as traffic:
        tut.show_me()
    assert traffic.messages == 1
    assert tut.complete
    after = GAME.apply(GAME.apply(GAME.initial_state(SEED), FIRST_SHIFT), Move(*DEST))
    assert tut.board.state == after


def test_goal_is_checked_only_after_the_learners_own_actions(tut):
    tut.goto(1)
    assert not tut.complete  # the start position itself does not count
    tut.board.click_cell(*DEST)
    assert tut.complete


def test_back_and_reset_restore_start_positions_and_keep_progress(tut):
    tut.show_me()
    assert tut.complete
    tut.next()
    tut.board.click_cell(*DEST)
    assert tut.complete and tut.progress.value == 2
    assert tut.back() is True
    assert tut.step_index == 0 and tut.complete
    assert tut.board.state == GAME.initial_state(SEED)
    tut.board.click_target(("arrow", "N", 6))
    tut.reset()
    assert tut.board.state == GAME.initial_state(SEED)
    assert tut.board.log_lines == []
    assert tut.complete, "a completed step stays completed"
    assert tut.back() is False and "first step" in tut.status_text
    tut.goto(1)
    assert tut.next() is False and "last step" in tut.status_text


def test_a_goal_that_raises_is_reported_not_swallowed():
    def broken(game, state, events):
        raise RuntimeError("goal bug")

    steps = [Step("x", (), "x", "x", Start("labyrinth", seed=0), broken)]
    tut = TutorialWidget(steps)
    tut.board.click_target(("arrow", "N", 2))
    assert "Something went wrong (goal check): RuntimeError: goal bug" in tut.status_text
    assert "RuntimeError" in tut.errors[-1] and not tut.complete
    tut.close()


def test_buttons_use_the_same_paths_as_the_twins(tut):
    tut.controls["show_me"].click()
    assert tut.complete
    tut.controls["next"].click()
    assert tut.step_index == 1
    tut.controls["back"].click()
    assert tut.step_index == 0


def test_broken_steps_fail_at_construction():
    good = make_steps()[0]
    bad_rule = Step("x", ("labyrinth.no-such-rule",), "x", "x", good.start, pushed)
    with pytest.raises(ValueError, match="cites unknown rule"):
        TutorialWidget([good, bad_rule])
    bad_start = Step("x", (), "x", "x", Start("labyrinth", actions=(Move(4, 4),)), pushed)
    with pytest.raises(ValueError, match="start action 0"):
        TutorialWidget([bad_start])
    with pytest.raises(ValueError, match="at least one step"):
        TutorialWidget([])


def test_repr_is_deterministic_and_the_picture_is_the_board(tut):
    assert repr(tut) == "TutorialWidget(Labyrinth basics, step 1/2: Push the maze)"
    bundle = tut._repr_mimebundle_()
    assert bundle["text/plain"] == repr(tut)
    assert bundle["image/svg+xml"] == tut.board.svg()


def test_step_text_markup():
    from boardwidgets.tutorial import text_to_html
    assert text_to_html("a **b** `c`\n\nd < e") == "<p>a <b>b</b> <code>c</code></p><p>d &lt; e</p>"
    assert text_to_html("<p>kept <i>as is</i></p>") == "<p>kept <i>as is</i></p>"


@pytest.mark.parametrize("lesson", ["basics", "children", "advanced"])
def test_the_engines_own_lessons_run_in_the_widget_and_every_demo_completes_its_step(lesson):
    from engine.labyrinth.lessons import LESSONS

    steps = LESSONS[lesson]
    tut = TutorialWidget(steps, title=f"Labyrinth {lesson}")
    for i, step in enumerate(steps):
        tut.goto(i)
        assert not tut.complete or i in tut.completed
        with count_canvas_messages() as traffic:
            tut.show_me()
        assert tut.complete, f"{lesson} step {i} ({step.title}): {tut.status_text} {tut.board.status_text}"
        assert traffic.messages == 1 and traffic.bytes < 32 * 1024
        assert tut.errors == [] and tut.board.errors == []
    assert tut.progress.value == len(steps)
    tut.close()
