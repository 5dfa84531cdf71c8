"""The Magic Maze tutorial as a learner meets it: from the action tiles on, one seat beside bots that follow
the step's plan; a click for an action another seat holds is answered with who holds it and what to do; two
steps run the real sand timer (driven here synchronously through ``tick``, the clock's own twin), with Retry
after a loss; Show me's pauses pass sand through ``demo_pause``; step 18 has no Undo, and says why."""
from __future__ import annotations

import asyncio

import pytest

from boardwidgets import TutorialWidget
from engine.magic_maze import HourglassUsed, Move
from engine.magic_maze.lessons import LESSONS, NO_TAKING_BACK

BASICS = LESSONS["basics"]


def index(title: str) -> int:
    return [s.title for s in BASICS].index(title)


@pytest.fixture(scope="module")
def tutorial():
    t = TutorialWidget(BASICS, title="Magic Maze")
    yield t
    t.close()


def at(tutorial, title: str):
    tutorial.goto(index(title))
    return tutorial.board


def test_from_the_action_tiles_on_the_learner_holds_one_seat_and_bots_the_others(tutorial):
    first = at(tutorial, "The mall and the four heroes")
    assert first.mode == "learn" and first.bots == ()
    assert "you play every seat" in first.status_text
    for i in range(index("Your action tile"), len(BASICS)):
        tutorial.goto(i)
        board = tutorial.board
        seat = BASICS[i].options["seat"]
        assert board.mode == "practice" and board.seat == seat, BASICS[i].title
        assert board.bots == tuple(s for s in (1, 2, 3, 4) if s != seat)
        assert board.status_text.startswith(f"Tutorial: you hold seat {seat} ("), board.status_text
    # options never leak from one step into the next
    assert at(tutorial, "The mall and the four heroes").mode == "learn"


def test_a_click_for_a_direction_the_learner_does_not_hold_says_who_holds_it_and_what_to_do(tutorial):
    board = at(tutorial, "Only your own actions")
    board.click_hero("yellow")
    board.click_space("1A", 2, 4)              # east: seat 3's
    text = board.notice.text
    assert board.notice.kind == "refused" and board.notice.rule == "magic_maze.play.own-actions"
    assert "Seat 4 does not hold move east: only seat 3 holds it." in text
    assert "Seat 3 is a bot: bring the yellow barbarian into place with your own actions (move north)" in text
    assert "Do Something!" not in text, "the pawn is not taught yet"
    assert board.state == BASICS[index("Only your own actions")].start().state
    board.key("ArrowRight")                    # the key says the same
    assert "Seat 3 is a bot" in board.notice.text
    # once the pawn is taught, the answer offers it
    board = at(tutorial, "Do Something!")
    board.click_hero("green")
    board.click_space("1A", 3, 3)
    assert "put the Do Something! pawn in front of seat 3" in board.notice.text
    # explore is seat 1's in the exploring step (the learner holds seat 3)
    board = at(tutorial, "Exploring")
    board.click_hero("orange")
    board.press("explore")
    assert "Seat 1 is a bot" in board.notice.text and "explore" in board.notice.text


def test_the_cooperation_step_is_solved_by_the_learner_and_the_bot_together(tutorial):
    board = at(tutorial, "Only your own actions")
    board.click_hero("yellow")
    board.click_space("2", 2, 2)               # north: the learner's
    assert not tutorial.reached
    assert board.log_lines[-1].startswith("seat 3: the yellow barbarian goes east"), board.log_lines
    assert "then the bots: seat 3" in board.notice.text
    board.click_space("6", 2, 2)               # north again; the bot takes it onto the sword
    assert tutorial.complete
    seats = [a.seat for a in board.match.actions]
    assert seats == [4, 3, 4, 3]


def test_bots_clear_the_way_and_walk_the_new_passage(tutorial):
    board = at(tutorial, "What stops a move")
    board.click_hero("green")
    board.click_space("2", 4, 2)               # north is not the learner's (seat 3)
    assert board.notice.kind == "refused" and "Seat 4 is a bot" in board.notice.text
    board.click_hero("yellow")
    board.click_space("1A", 2, 4)              # east: out of the way; seat 4 then brings the elf north
    assert tutorial.complete and [a.seat for a in board.match.actions] == [3, 4]
    board = at(tutorial, "Passages")
    board.click_hero("purple")
    board.click_hero("purple")                 # a second click explores
    assert tutorial.complete and [a.seat for a in board.match.actions if hasattr(a, "seat")] == [1, 3, 4]


def test_the_pawn_in_front_of_a_bot_makes_it_act(tutorial):
    board = at(tutorial, "Do Something!")
    board.pawn(3)
    assert tutorial.complete
    assert board.log_lines[-1] == "seat 3: the green elf goes east, tile 1A (3,2) → tile 7 (2,1)"


def test_the_hourglass_step_runs_the_clock_and_the_sand_turns_in_time(tutorial):
    board = at(tutorial, "Hourglasses")
    assert board.controller.clock_enabled and board.buttons["clock"].description == "Run clock"
    assert "paused" not in board.controller.clock_state
    told = tutorial.status_text
    for _ in range(10):                        # what the running clock does in 10 seconds (fake time)
        board.tick()
    assert board.state.sand == 40
    assert tutorial.status_text == told, "seconds that only pass are not answered as if the learner acted"
    board.click_hero("purple")
    board.click_space("1A", 3, 1)
    assert tutorial.complete
    [turned] = [e for e in board.match.events_since(0) if isinstance(e, HourglassUsed)]
    assert (turned.before, turned.left) == (40, 140) and board.state.sand == 140
    board.tick()
    assert board.state.sand == 139, "the sand runs on after the turn"


def test_when_the_sand_runs_out_the_step_shows_the_loss_and_retry_starts_it_again(tutorial):
    board = at(tutorial, "Hourglasses")
    retry = board.buttons["retry"]
    assert retry.layout.display == "none"
    for _ in range(50):
        board.tick()
    assert board.state.over and board.state.result == "lost"
    assert "Lost: the sand has run out. Press Retry" in board.status_text
    assert retry.layout.display is None and not retry.disabled
    assert not tutorial.reached
    board.press("retry")
    assert not board.state.over and board.state.sand == 50 and not board.clock.running
    assert "Retry: back to the start of the step, with 0:50 of sand" in board.notice.text
    assert retry.layout.display == "none"
    board.click_hero("purple")
    board.click_space("1A", 3, 1)
    assert tutorial.complete


def test_the_sand_step_is_watched_in_real_seconds_and_ends_lost(tutorial):
    board = at(tutorial, "The sand runs out")
    assert board.controller.clock_enabled and board.state.sand == 20
    for _ in range(5):
        board.tick()
    assert board.state.sand == 15 and not tutorial.reached
    board.click_hero("green")
    board.click_space("1A", 4, 3)
    for _ in range(15):
        board.tick()
    assert tutorial.complete and board.state.result == "lost"
    assert board.buttons["retry"].layout.display is None


def test_the_real_clock_runs_the_tutorial_sand_on_a_running_loop():
    t = TutorialWidget(BASICS)

    async def scenario():
        t.goto(index("Hourglasses"))
        board = t.board
        board.clock.interval = 0.01
        board.press("clock")                  # Run clock: a click, on the running loop
        assert board.clock.running
        await asyncio.sleep(0.08)
        assert 30 <= board.state.sand < 50
        board.press("clock")
        assert not board.clock.running
        t.goto(index("Silence"))              # a step without the clock: the Start button only
        assert not t.board.controller.clock_enabled
    asyncio.run(scenario())
    t.close()


def test_demo_pause_passes_sand_only_where_the_clock_runs_and_the_bots_wait(tutorial):
    board = at(tutorial, "Hourglasses")
    board.controller.plan_times = False        # a clock step whose demonstration passes no seconds itself
    assert board.demo_pause(0.6) is False and board.state.sand == 50, "no whole second yet; the action plays"
    assert board.demo_pause(0.6) is False and board.state.sand == 49
    assert board.demo_pause(2.0) is False and board.state.sand == 47
    assert all(not isinstance(a, Move) for a in board.match.actions), "no bot acts in a pause"
    with pytest.raises(ValueError):
        board.demo_pause(-1)
    board = at(tutorial, "Only your own actions")
    assert board.demo_pause(3) is False and board.match.step == 0, "time stands still where the clock does"
    tutorial.show_me()                         # the demonstration plays every seat, bots or not
    assert tutorial.complete


def test_a_paced_show_me_of_the_sand_step_passes_its_seconds_in_real_seconds(tutorial):
    """What the tutorial's paced Show me does (one beat every 0.6 s; before each action after the first it
    asks ``demo_pause`` whether to hold it back), driven here with fake wall time."""
    board = at(tutorial, "The sand runs out")
    step = BASICS[index("The sand runs out")]
    wall, played = 0.0, 0
    board.play(step.demo[0])
    played = 1
    seen = {20 - 1: 0.0}
    while played < len(step.demo):
        wall += 0.6
        if board.demo_pause(0.6):
            continue                           # held back one more beat
        assert board.play(step.demo[played]), board.notice.text
        played += 1
        seen.setdefault(board.state.sand, wall)
    assert step.check_goal(board.match)
    assert seen[15] >= 3.5, f"5 seconds of sand took {seen[15]:.1f} s of wall time"
    assert 10 <= wall <= 14, f"the whole demonstration took {wall:.1f} s"


def test_no_undo_in_the_no_taking_back_step_and_the_board_says_why(tutorial):
    board = at(tutorial, "Winning, and the score")
    assert "undo allowed" in board.status_text and board.buttons["undo"].layout.display is None
    board = at(tutorial, "No taking back")
    assert BASICS[index("No taking back")].options["undo"] is False
    assert "no undo in this step: at the table a legal action cannot be taken back" in board.status_text
    assert "undo allowed" not in board.status_text
    board.click_hero("yellow")
    board.click_space("2", 2, 2)
    assert tutorial.complete
    undo = board.buttons["undo"]
    assert undo.layout.display == "none" or (undo.disabled and "cannot be taken back" in undo.tooltip)
    board.press("undo")
    assert board.notice.kind == "refused" and "cannot be taken back" in board.notice.text
    assert NO_TAKING_BACK.startswith("at the table a legal action cannot be taken back")
    assert board.match.step == 1, "nothing was taken back"
    board.key("u")
    assert board.match.step == 1
    # the next step has its Undo back
    board = at(tutorial, "Your turn, as at the table")
    assert "undo allowed" in board.status_text and board.buttons["undo"].layout.display is None


def test_every_step_is_reached_by_show_me_on_the_tutorial_board():
    t = TutorialWidget(BASICS)
    for i in range(len(BASICS)):
        t.goto(i)
        t.show_me()
        assert t.complete, BASICS[i].title
        assert not t.board.errors and not t.errors
    t.close()


def test_show_me_pauses_pass_no_sand_where_the_demonstration_lets_its_own_seconds_pass(tutorial):
    board = at(tutorial, "Hourglasses")
    assert board.demo_pause(0.6) is True and board.state.sand == 50
    board = at(tutorial, "The sand runs out")
    assert board.demo_pause(0.6) is True and board.state.sand == 20, "held: less than a second since the last"
    assert board.demo_pause(0.6) is False and board.state.sand == 20


def test_undo_in_a_one_seat_step_takes_back_the_learners_action_with_the_bots_answer(tutorial):
    board = at(tutorial, "Only your own actions")
    board.click_hero("yellow")
    board.click_space("2", 2, 2)
    assert [a.seat for a in board.match.actions] == [4, 3]
    board.press("undo")
    assert board.match.step == 0 and board.notice.text.startswith("Undone: ")


def test_the_status_line_follows_the_boards_own_undo_switch_too(tutorial):
    """The shared board may keep a step's undo option itself (``ui.undo``, ``ui.undo_reason``): the Magic
    Maze status line reads it there as well."""
    from types import SimpleNamespace
    board = at(tutorial, "Winning, and the score")
    c = board.controller
    assert c.mode_words(SimpleNamespace(undo=True, undo_reason="")).endswith("undo allowed")
    words = c.mode_words(SimpleNamespace(undo=False, undo_reason="A move once made stays made."))
    assert words.endswith("a move once made stays made") and "undo allowed" not in words
    assert "no undo in this step" in c.mode_words(SimpleNamespace(undo=False, undo_reason=""))


def test_a_timer_turned_over_too_soon_says_why_the_game_is_lost(tutorial):
    """Issue 20: an hourglass reached before any sand has run ends the game at 0 seconds, and the board says
    that, not only "the sand has run out"; Undo takes the loss back and the words with it."""
    board = at(tutorial, "Turned over too soon")
    assert board.state.sand == 180 and not board.state.over
    board.click_hero("purple")
    board.click_space("1A", 3, 1)
    assert board.state.over and board.state.sand == 0
    assert "turned over before any sand had run" in board.status_text
    assert "0 seconds" in board.status_text and "the sand has run out" not in board.status_text
    assert tutorial.reached
    other = at(tutorial, "The sand runs out")
    assert "turned over" not in other.status_text


def test_a_click_on_an_unlit_space_is_answered_in_the_lesson_column_about_this_space(tutorial):
    """Issue 17: why this hero cannot reach this space now (here: a wall), in the lesson column."""
    board = at(tutorial, "What stops a move")
    hero = "yellow"
    board.click_hero(hero)
    lit = set(board.reach(hero))
    target = next(sq for sq in [("1A", r, c) for r in range(1, 5) for c in range(1, 5)]
                  if sq not in lit and board.state.mall.find(*sq) not in board.state.heroes)
    board.click_space(*target)
    assert board.notice.kind == "refused", board.notice
    text = tutorial.feedback.value
    assert board.notice.text[:40] in text.replace("&#x27;", "'"), (board.notice.text, text)
    assert "a vortex only to its own colour" not in text       # not the old sentence for every space
