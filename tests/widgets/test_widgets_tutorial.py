"""TutorialWidget with a tiny two-step Labyrinth tutorial built here."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.labyrinth import Labyrinth, Move, PawnMoved, Shift, Shifted

from boardwidgets import Start, Step, TutorialWidget
from boardwidgets.testing import count_canvas_messages
from widget_helpers import reachable_elsewhere
from engine.labyrinth.game import GRID as GAME_GRID

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
    assert "Do this step's task first" in tut.status_text
    assert tut.board.state == GAME.initial_state(SEED)
    assert tut.board.controller.hotseat is False and not tut.board.covered


def test_a_refused_or_wrong_action_does_not_complete_the_step(tut):
    tut.board.click_cell(4, 4)  # shift first: refused
    assert tut.board.refused_rule == "labyrinth.shift.mandatory"
    assert not tut.complete
    tut.board.press("rotate")  # a UI change, not the goal
    assert not tut.complete


def test_a_refusal_is_answered_in_the_lesson_column_about_this_move(tut):
    """Issue 17: the board's refusal (why this move, with its rule) reaches the lesson column, where the
    learner is looking, with the task repeated; nothing on the board changed."""
    before = tut.board.state
    tut.board.click_cell(4, 4)  # shift first: refused
    assert tut.board.refused_rule == "labyrinth.shift.mandatory"
    assert "Not allowed:" in tut.feedback.value and tut.board.notice.text.split(":")[1].strip()[:20] in tut.feedback.value
    assert "The task:" in tut.feedback.value
    assert tut.board.state == before and not tut.complete


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


# -- one screen per step, an answer to every move ---------------------------------------------------
def lesson_step(lesson: str, title: str):
    from engine.labyrinth.lessons import LESSONS

    return next(s for s in LESSONS[lesson] if s.title == title)


def test_a_step_is_laid_out_beside_its_board_with_two_labelled_rows_of_buttons(tut):
    top, body, scroller, css = tut.children
    column, board = body.children
    assert board is tut.board and tut.text in column.children and tut.task in column.children
    assert tut.lesson_row in column.children and tut.feedback in column.children
    assert tut.lesson_row.children[0].value == "Lesson:"
    assert [b.description for b in tut.controls.values()] == ["‹ Back", "Reset", "Show me", "Next ›"]
    # the title line holds the step picker and Back / Next; Show me and Reset sit under the task
    assert top is tut.title_line and tut.picker in top.children
    assert tut.controls["back"] in top.children and tut.controls["next"] in top.children
    assert tut.controls["show_me"] in tut.lesson_row.children and tut.controls["reset"] in tut.lesson_row.children
    # in order: task, how, lesson buttons, feedback, explanation, our reading, rules
    assert list(column.children) == [tut.task, tut.how, tut.lesson_row, tut.feedback, tut.text, tut.reading,
                                     tut.rules_view]
    # the contract's CSS classes, each on one widget
    assert {"rw-tutorial", "rulewalk-tutorial"} <= set(tut._dom_classes)
    for widget, name in ((top, "rw-title"), (tut.task, "rw-task"), (tut.how, "rw-how"), (tut.feedback, "rw-feedback"),
                         (tut.text, "rw-more"), (tut.controls["next"], "rw-next"), (tut.board, "rw-board")):
        assert name in widget._dom_classes, name
    # no inner scroll bar and no height cap on the step's words
    for widget in (tut.task, tut.how, tut.text, column):
        assert widget.layout.max_height is None and widget.layout.overflow is None
    # one hidden style element, owned by the tutorial
    assert css.layout.display == "none" and css.value.startswith("<style>") and ".rw-tutorial .rw-task" in css.value
    assert tut.board.toolbar_label.value == "Game:" and tut.board.toolbar.children[0] is tut.board.toolbar_label
    assert "rw-step-title" in tut.header.value and "Step 1 of 2: Push the maze" in tut.header.value
    # the board shrinks with its column, keeping its shape, never above its own size
    layout = tut.board.canvas.layout
    assert (layout.width, layout.height, layout.max_height) == ("auto", "auto", "58vh")
    assert layout.max_width == f"min(100%, {tut.board.controller.width}px)"


def test_the_rules_of_a_step_show_their_titles_and_fold_away_ids_and_sources(tut):
    html = tut.rules_view.value
    summary, folded = html.split("</summary>", 1)
    assert summary.startswith('<details class="rw-rules"><summary>Rules: You must shift · Twelve insertion points')
    assert "labyrinth.shift.mandatory" not in summary and "labyrinth.shift.mandatory" in folded
    assert "from the rulebook" in folded


def test_next_and_back_scroll_the_tutorial_into_view(tut):
    sent = []
    tut.scroller.send = sent.append
    tut.show_me()
    tut.next()
    tut.back()
    assert sent == [{"selector": ".rulewalk-tutorial"}] * 2


def test_a_legal_move_that_leads_away_from_the_task_is_answered_and_undo_and_reset_are_offered():
    step = lesson_step("basics", "Paths connect where both sides are open")   # red to (1,3)
    tut = TutorialWidget([step])
    tut.board.click_cell(1, 1)          # red stays: legal, but now it is blue's turn
    assert not tut.complete and tut.off_track
    assert tut.status_text.startswith("That's allowed, but it leads away from the task: Walk red to the skull")
    assert "Undo" in tut.status_text and "Reset" in tut.status_text
    assert tut.board.buttons["undo"].button_style == "warning" and tut.controls["reset"].button_style == "warning"
    assert 'class="rw-answer rw-off"' in tut.feedback.value
    tut.board.press("undo")
    assert not tut.off_track and tut.status_text.startswith("Taken back. The task: Walk red")
    assert tut.board.buttons["undo"].button_style == "" and tut.controls["reset"].button_style == ""
    tut.board.click_cell(1, 3)
    assert tut.complete and tut.status_text == "✓ Done! That was the last step."
    tut.close()


def test_progress_and_a_game_that_ends_without_the_task_are_told_apart():
    step = lesson_step("basics", "Finishing in the same round")   # red home, a safe shift, blue home
    game = step.start().game
    tut = TutorialWidget([step])
    tut.board.click_cell(1, 1)          # red home: the first of three moves
    assert tut.status_text.startswith("Good, that's a step towards it. Still to do: Bring red home")
    assert not tut.off_track
    after_red = tut.board.state
    # a shift that cuts blue off from home, then blue stays: the round ends with red alone home
    cut = next(s for s in game.legal_actions(after_red)
               if game.apply(after_red, s).pawns[1] in game.reachable_cells(game.apply(after_red, s), 1)
               and game.goal_cells(game.apply(after_red, s), 1).isdisjoint(
                   game.reachable_cells(game.apply(after_red, s), 1)))
    tut.board.play(cut)
    assert tut.off_track and "Undo" in tut.status_text
    tut.board.click_cell(*GAME_GRID.square_of(tut.board.state.pawns[1]))
    assert game.is_terminal(tut.board.state) and tut.board.state.winners == (0,)
    assert tut.status_text.startswith("That's allowed, but the game is over and the task was not done")
    assert tut.off_track and not tut.complete
    tut.close()


def test_reset_and_back_show_the_step_as_it_is_not_an_old_done(tut):
    tut.show_me()
    assert tut.status_text == "✓ Done! Press Next."
    tut.reset()
    assert "Done" not in tut.status_text and "did this step before" in tut.status_text
    assert tut.complete and not tut.controls["next"].disabled, "Next stays open for a step done before"
    tut.next()
    tut.back()
    assert "Done" not in tut.status_text and tut.board.state == GAME.initial_state(SEED)


def test_a_demonstration_step_asks_to_watch_and_is_done_once_shown():
    step = lesson_step("basics", "Four at the table")
    assert step.goal is None
    tut = TutorialWidget([step])
    assert "<b>Watch:</b>" in tut.task.value and tut.status_text.startswith("Nothing to do here but watch")
    assert tut.controls["next"].disabled
    tut.show_me()
    assert tut.complete and tut.status_text.startswith("✓ Done!")
    tut.close()


def test_the_last_step_offers_free_play():
    step = lesson_step("basics", "Stay where you are")
    tut = TutorialWidget([step], free_play="free_play.ipynb")
    assert "free_play.ipynb" not in tut.feedback.value
    tut.show_me()
    assert "Now play a whole game" in tut.status_text
    assert '<a href="free_play.ipynb"' in tut.feedback.value
    tut.close()


# -- issue 17: every instruction in view, More, our reading, paced Show me, no-undo steps, the step picker -----
LONG = ("Push the spare card in at any arrow. " + "The row or column you push moves one square along, " * 6
        + "and the card that falls out is the next spare.\n\nA second paragraph that only a curious reader opens.")


def labyrinth_step(**fields):
    base = dict(title="Push the maze", text="Push the spare card in.", goal_text="Push the spare card in.",
                rules=("labyrinth.shift.mandatory",), start=Start("labyrinth", seed=SEED, settings={"players": 2}),
                goal=pushed, demo=(Shift("W", 4, 1),))
    base.update(fields)
    return Step(**base)


def test_a_long_explanation_folds_behind_more_after_its_first_sentence_and_a_short_one_does_not():
    assert len(LONG) > 260
    tut = TutorialWidget([labyrinth_step(text=LONG), labyrinth_step(text="Short and whole.")])
    shown, folded = tut.text.value.split('<details class="rw-more-fold"><summary>More</summary>')
    assert shown == "<p>Push the spare card in at any arrow.</p>"
    assert "falls out is the next spare" in folded and "second paragraph" in folded
    tut.goto(1)
    assert tut.text.value == "<p>Short and whole.</p>" and "<details" not in tut.text.value
    tut.close()


def test_a_folded_explanation_keeps_whole_sentences_in_view_and_folds_html_as_a_whole():
    from boardwidgets.tutorial import LEAD, split_explanation
    text = "One. Two is short. " + "Three goes on and on " * 20 + "to its end. Four."
    shown, folded = split_explanation(text)
    assert shown == "One. Two is short." and folded.startswith("Three goes on") and folded.endswith("Four.")
    assert len(shown) <= LEAD
    html = "<p>" + "An explanation written as HTML. " * 12 + "</p>"
    assert split_explanation(html) == ("", html)
    assert split_explanation("Short.") == ("Short.", "")


def test_the_task_and_how_are_always_in_full_and_never_behind_more():
    how = "Click one of the twelve arrows around the board; the spare card slides in there."
    tut = TutorialWidget([labyrinth_step(text=LONG, how=how), labyrinth_step(how="")])
    assert tut.task.value == "<div><b>Your task:</b> Push the spare card in.</div>"
    assert tut.how.value == f"<p>{how}</p>" and tut.how.layout.display is None
    assert how not in tut.text.value and "Push the spare card in." not in tut.text.value.split("<details")[1]
    tut.goto(1)        # a step without its how yet: the task shows, the how takes no room
    assert "Push the spare card in." in tut.task.value
    assert tut.how.value == "" and tut.how.layout.display == "none"
    tut.close()


def test_our_reading_sits_behind_its_marker_only_when_the_step_has_one():
    reading = "The rulebook does not say whether you may push the card straight back; we forbid it."
    tut = TutorialWidget([labyrinth_step(reading=reading), labyrinth_step()])
    assert tut.reading.value == ('<details class="rw-reading"><summary>our reading — why?</summary>'
                                 f"<p>{reading}</p></details>")
    assert tut.reading.layout.display is None and reading not in tut.text.value
    tut.goto(1)
    assert tut.reading.value == "" and tut.reading.layout.display == "none"
    tut.close()


def three_move_step():
    step = lesson_step("basics", "Finishing in the same round")
    assert len(step.demo) >= 3
    return step


def test_show_me_at_pace_zero_ends_where_the_unpaced_show_me_ends(monkeypatch):
    step = three_move_step()
    quick = TutorialWidget([step])
    quick.show_me(paced=False)
    monkeypatch.setattr(TutorialWidget, "demo_pace", 0)
    paced = TutorialWidget([step])
    paced.show_me(paced=True)
    assert paced.complete and quick.complete and paced.player is None
    assert paced.board.state == quick.board.state and paced.status_text == quick.status_text
    quick.close()
    paced.close()


def test_a_paced_show_me_plays_one_move_per_tick_and_updates_the_board_each_time():
    step = three_move_step()
    tut = TutorialWidget([step])
    start = tut.board.state
    tut.show_me(paced=True)                     # no event loop here: the test is the clock
    assert tut.playing and tut.board.state == start and not tut.complete
    assert tut.controls["show_me"].description == "■ Stop"
    base = tut.board.match.step
    for k in range(1, len(step.demo) + 1):
        with count_canvas_messages() as traffic:
            assert tut.demo_tick() is (k < len(step.demo))
        assert tuple(tut.board.match.actions[base:]) == step.demo[:k], f"after tick {k}"
        assert traffic.messages == 1, "each move reaches the page on its own"
        if k < len(step.demo):
            assert tut.status_text == f"Watch: move {k} of {len(step.demo)}." and not tut.complete
    assert tut.complete and not tut.playing and tut.status_text.startswith("✓ Done!")
    assert tut.controls["show_me"].description == "Show me" and tut.demo_tick() is False
    tut.show_me(paced=True)                     # again, on a step done before: the moves are counted again
    tut.demo_tick()
    assert tut.status_text == f"Watch: move 1 of {len(step.demo)}."
    assert tut.errors == [] and tut.board.errors == []
    tut.close()


@pytest.mark.parametrize("how", ["reset", "back", "next", "show_me", "learner"])
def test_next_back_reset_show_me_or_a_move_of_ones_own_stop_a_playback(how):
    step = three_move_step()
    tut = TutorialWidget([labyrinth_step(), step, labyrinth_step()])
    tut.completed.add(1)                        # so that Next is open
    tut.goto(1)
    tut.show_me(paced=True)
    tut.demo_tick()
    assert tut.playing
    player = tut.player
    if how == "learner":
        tut.board.press("undo")
    else:
        getattr(tut, how)()
    assert not tut.playing and tut.player is None and not player.playing
    assert tut.demo_tick() is False
    expected = {"reset": 1, "back": 0, "next": 2, "show_me": 1, "learner": 1}[how]
    assert tut.step_index == expected
    if how == "show_me":
        assert tut.status_text.startswith("Show me stopped here.")
        assert len(tut.board.match.actions) > 0, "the board stays where the demonstration stood"
    assert tut.errors == []
    tut.close()


def test_a_paced_show_me_runs_on_the_kernels_event_loop_and_stops_by_itself(monkeypatch):
    import asyncio
    step = three_move_step()
    quick = TutorialWidget([step])
    quick.show_me(paced=False)
    monkeypatch.setattr(TutorialWidget, "demo_pace", 0.01)
    tut = TutorialWidget([step])

    async def run():
        tut.controls["show_me"].click()          # the button, as in a kernel: paced
        assert tut.playing and tut.player.clock.running
        for _ in range(200):
            await asyncio.sleep(0.01)
            if not tut.playing:
                break
        assert not tut.playing and tut.complete
    asyncio.run(run())
    assert tut.board.state == quick.board.state and tut.errors == []
    quick.close()
    tut.close()


def test_a_board_can_make_time_pass_between_the_moves_of_a_paced_show_me():
    step = three_move_step()
    tut = TutorialWidget([step])
    passed: list[float] = []

    def demo_pause(seconds):                    # the board's optional hook: hold the second move one beat
        passed.append(seconds)
        return len(passed) == 1

    tut.board.demo_pause = demo_pause
    tut.show_me(paced=True)
    base = tut.board.match.step
    tut.demo_tick()                              # first move: no pause asked before it
    assert passed == [] and len(tut.board.match.actions) == base + 1
    tut.demo_tick(1.5)                           # the board holds the next move back
    assert passed == [1.5] and len(tut.board.match.actions) == base + 1
    tut.demo_tick()
    assert passed == [1.5, tut.demo_pace] and len(tut.board.match.actions) == base + 2
    tut.close()


def test_a_step_without_undo_switches_undo_off_and_says_why_and_the_next_step_has_it_again():
    reason = "a move once made stays made, as at the table"
    tut = TutorialWidget([labyrinth_step(options={"undo": False, "undo_reason": reason}), labyrinth_step()])
    board = tut.board
    board.click_target(("arrow", "E", 6))
    assert tut.complete and len(board.match.actions) == 1
    undo = board.buttons["undo"]
    assert undo.disabled and undo.tooltip == f"No taking back in this step: {reason}"
    before = board.state
    board.press("undo")
    assert board.state == before and board.notice.kind == "refused"
    assert board.status_text.endswith(f"No taking back in this step: {reason}")
    board.key("u")
    assert board.state == before and "No taking back" in board.status_text
    tut.next()
    board.click_target(("arrow", "E", 6))
    assert not undo.disabled and undo.tooltip == "Take back the last move"
    board.press("undo")
    assert board.match.step == 0
    tut.close()


def test_off_track_in_a_step_without_undo_offers_reset_only():
    step = lesson_step("basics", "Paths connect where both sides are open")
    from dataclasses import replace
    tut = TutorialWidget([replace(step, options={**dict(step.options), "undo": False, "undo_reason": "no."})])
    tut.board.click_cell(1, 1)
    assert tut.off_track and "no taking back in this step: press Reset" in tut.status_text
    assert "Press Undo" not in tut.status_text and tut.board.buttons["undo"].button_style == ""
    tut.close()


def test_the_step_picker_goes_to_a_step_and_ticks_the_done_ones(tut):
    assert tut.picker.description == "Step:" and tut.picker.value == 0
    assert [label for label, _ in tut.picker.options] == ["1. Push the maze", "2. Walk"]
    tut.show_me()
    assert tut.picker.options[0][0] == "✓ 1. Push the maze"
    tut.picker.value = 1
    assert tut.step_index == 1 and tut.board.state == GAME.apply(GAME.initial_state(SEED), FIRST_SHIFT)
    tut.back()
    assert tut.picker.value == 0 and tut.step_index == 0
