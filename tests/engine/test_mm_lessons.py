"""The Magic Maze lessons teach what they claim: the positions are the ones the texts describe, the
mistakes the texts and notebooks mention are refused with the rule named, the parts of the board
appear as they are taught, and each scenario's step shows its own rule. Steps are looked up by title,
so reordering a lesson does not break these tests. (tests/engine/test_lessons_all.py checks for every
step that its goal is open at the start and that its demonstration reaches it.)"""
from __future__ import annotations

import pytest

from engine.core import Elapse, IllegalAction, Match, run_demo
from engine.magic_maze import (Escalator, Explore, GameWon, HeroEscaped, Move, PlacePawn, StartTimer, Theft,
                               TilePlaced, TurnTile, Vortex)
from engine.magic_maze.lessons import FOUR, HOME, ITEMS, LESSONS, MALL
from engine.magic_maze.scenario import arrange

rule = pytest.mark.rule
BASICS = LESSONS["basics"]


def step(title: str, lesson: str = "basics"):
    [found] = [s for s in LESSONS[lesson] if s.title == title]
    return found


def square(match: Match, hero: str):
    cell = match.game.hero_cell(match.state, hero)
    return None if cell is None else match.state.mall.square(cell)


def refused(match: Match, action, rule_id: str, *words: str) -> IllegalAction:
    """The action is refused citing ``rule_id`` with ``words`` in its message, and nothing changes."""
    before = match.state
    err = match.explain(action)
    assert err is not None and err.rule == rule_id, err
    for w in words:
        assert w in err.message, err.message
    with pytest.raises(IllegalAction):
        match.apply(action)
    assert match.state == before
    return err


def test_step_titles_are_unique_across_every_lesson():
    titles = [s.title for steps in LESSONS.values() for s in steps]
    assert len(set(titles)) == len(titles)
    assert set(LESSONS) == {"basics", "scenario1", "scenario2", "scenario3", "solo", "orange_walls_elf",
                            "crystal_ball", "cameras", "open_stack", "leader", "fool_guards", "rearrangement",
                            "silence", "two_malls", "no_vortex_never_together"}


def test_the_lessons_seats_and_heroes_are_the_ones_the_texts_name():
    """Four seats hold T2b (explore, south), T5 (vortex, west), T6 (escalator, east), T7 (north); the
    fresh set-up of seed 4 puts the heroes where the arranged positions put them."""
    for lesson in ("basics", "scenario1", "scenario2"):
        for s in LESSONS[lesson]:
            match = s.start()
            assert match.game.players == 4 and match.state.holdings[:4] in (FOUR, ("T2b", "T5x", "T6", "T7"))
    fresh = BASICS[0].start()
    assert {h: square(fresh, h) for h in HOME} == HOME
    game = fresh.game
    assert [game.holders(fresh.state, a) for a in ("explore", "S", "vortex", "W", "escalator", "E", "N")] == \
        [[1], [1], [2], [2], [3], [3], [4]]


@rule("magic_maze.setup.start")
def test_the_tutorial_opens_on_a_fresh_set_up_and_its_first_steps_follow_on():
    first, second, third = BASICS[0], BASICS[1], BASICS[2]
    match = first.start()
    assert not match.state.started and match.step == 0
    assert [p.tile for p in match.state.placed] == ["1A"] and len(match.state.stack) == 8
    assert second.start().state == run_demo(first).state, "step 2 starts where the timer was turned over"
    after = run_demo(second).state
    assert third.start().state == after, "step 3 starts where the dwarf stands after step 2"


def test_parts_of_the_board_appear_as_they_are_taught_and_the_last_round_has_no_highlights():
    titles = [s.title for s in BASICS]

    def hidden(i):
        return set(BASICS[i].options.get("hide", ()))
    taught = {"timer": "The sand runs out", "talking": "Silence", "pawns": "Do Something!", "theft": "The theft"}
    for part, title in taught.items():
        k = titles.index(title)
        assert all(part not in hidden(i) for i in range(k, len(BASICS))), part
        assert part in hidden(k - 1), f"{part} shows before the step that teaches it"
    assert "timer" not in hidden(0), "the first step turns the timer over: the Start button shows"
    assert "seats" in hidden(0) and all("seats" not in hidden(i) for i in range(1, len(BASICS)))
    # the planner's hint plays the whole game, not a step's task: hidden throughout the tutorial
    assert all("hint" in hidden(i) for i in range(len(BASICS)))
    assert BASICS[-1].options.get("show_highlights") is False and BASICS[-1].goal is not None
    assert all(s.options.get("show_highlights", True) for s in BASICS[:-1])


def test_where_a_step_shows_the_hint_it_leads_into_the_task():
    """The board's Hint is the planner's next action for the whole game; a step shows it only where
    that action is the first of the step's own demonstration."""
    from engine.magic_maze.planner import next_action
    shown = []
    for lesson, steps in LESSONS.items():
        for s in steps:
            if "hint" not in s.options.get("hide", ()):
                match = s.start()
                assert next_action(match.game, match.state) == s.demo[0], (lesson, s.title)
                shown.append(s.title)
    assert "Steal the items, with a hint" in shown


@rule("magic_maze.explore.room")
def test_the_exploring_step_refuses_the_wrong_hero_and_a_second_tile_at_the_same_space():
    match = step("Exploring").start()
    refused(match, Explore(1, "yellow"), "magic_maze.explore", "own colour")
    refused(match, Explore(1, "orange"), "magic_maze.explore", "no exploration space")
    match.apply(Move(3, "orange", "1A", 1, 3))
    events = match.apply(Explore(1, "orange"))
    assert any(isinstance(e, TilePlaced) for e in events)
    refused(match, Explore(1, "orange"), "magic_maze.explore.room", "no room")


@rule("magic_maze.explore.passages")
def test_the_passage_step_draws_a_tile_that_opens_a_passage_to_tile_7():
    s = step("Passages")
    match = s.start()
    events = match.apply(s.demo[0])
    [placed] = [e for e in events if isinstance(e, TilePlaced)]
    assert placed.tile == "3" and placed.passages == 1, "the match's seed draws tile 3, touching tile 7"
    assert match.explain(Move(4, "purple", "7", 4, 2)) is not None, "the mage has to step onto tile 3 first"
    match.apply(Move(3, "purple", "3", 2, 3))
    match.apply(Move(4, "purple", "7", 4, 2))
    assert square(match, "purple") == ("7", 4, 2)
    # any tile of that stack would have touched tile 7 there: the goal does not hang on the draw
    game = match.game
    for tile in s.start().state.stack:
        laid = arrange(game, 0, explored=MALL[:3] + ((tile, ("8", 3, 4)),), heroes=HOME)
        assert game._new_passages(laid, laid.placed[-1]) == 2, tile


@rule("magic_maze.move.straight")
def test_the_moving_step_lets_the_player_choose_where_the_hero_stops():
    match = step("Moving: as far as you like").start()
    game = match.game
    north = [match.state.mall.square(c) for c in game.destinations(match.state, "yellow", "N")]
    assert north == [("1A", 1, 3), ("2", 4, 2), ("2", 3, 2), ("2", 2, 2), ("2", 1, 2)]
    match.apply(Move(4, "yellow", "2", 2, 2))
    assert square(match, "yellow") == ("2", 2, 2)


@rule("magic_maze.move.blocked")
def test_what_stops_a_move_a_hero_a_wall_and_a_missing_passage():
    match = step("What stops a move").start()
    refused(match, Move(4, "green", "2", 4, 2), "magic_maze.move.blocked", "in the way of the green elf")
    refused(match, Move(4, "purple", "1A", 2, 2), "magic_maze.move.blocked", "A wall stands between")
    refused(match, Move(3, "yellow", "7", 1, 1), "magic_maze.move.blocked", "No passage joins")
    match.apply(Move(3, "yellow", "1A", 2, 4))
    match.apply(Move(4, "green", "2", 4, 2))
    assert square(match, "green") == ("2", 4, 2)


@rule("magic_maze.vortex.free")
def test_the_vortex_step_has_one_green_vortex_taken():
    match = step("Vortex").start()
    game = match.game
    free = {match.state.mall.square(c) for c in game.vortex_targets(match.state, "green")}
    assert free == {("2", 2, 4), ("7", 3, 4)}
    refused(match, Vortex(2, "green", "1A", 2, 4), "magic_maze.vortex.free", "Another hero")
    refused(match, Vortex(1, "green", "7", 3, 4), "magic_maze.play.own-actions", "only seat 2 holds it")


@rule("magic_maze.escalator.free")
def test_the_escalator_step_reaches_a_corner_no_move_reaches():
    match = step("Escalator").start()
    game = match.game
    corner = match.state.mall.find("1A", 1, 4)
    assert all(corner not in game.destinations(match.state, "orange", d) for d in "NESW")
    refused(match, Move(3, "orange", "1A", 1, 4), "magic_maze.move.blocked", "A wall stands between tile 1A (1,3) and (1,4)")
    taken = arrange(game, 4, explored=MALL, heroes={**HOME, "orange": ("1A", 1, 1), "yellow": ("1A", 1, 4)})
    assert game.explain(taken, Escalator(3, "orange")).rule == "magic_maze.escalator.free"
    match.apply(Escalator(3, "orange"))
    assert square(match, "orange") == ("1A", 1, 4)


@rule("magic_maze.play.own-actions")
def test_only_your_own_actions_each_move_by_the_one_seat_that_holds_it():
    s = step("Only your own actions")
    match = s.start()
    err = refused(match, Move(1, "yellow", "2", 2, 2), "magic_maze.play.own-actions")
    assert err.message == "Seat 1 does not hold move north: only seat 4 holds it. Seat 1 holds only explore and move south."
    assert [a.seat for a in s.demo] == [4, 3, 4, 3]
    for action in s.demo:
        for seat in range(1, 5):
            if seat != action.seat:
                assert match.explain(Move(seat, action.hero, action.tile, action.row, action.col)).rule == \
                    "magic_maze.play.own-actions"
        match.apply(action)
    assert square(match, "yellow") == ITEMS["yellow"]


@rule("magic_maze.timer.elapse")
def test_the_sand_step_only_elapse_lets_time_pass_and_the_end_refuses_everything():
    s = step("The sand runs out")
    assert s.goal is None and [type(a) for a in s.demo] == [Elapse] * 5 + [Move] + [Elapse] * 6
    assert s.demo[:5] == (Elapse(1),) * 5, "the first 5 seconds pass one at a time (Show me: in real seconds)"
    match = s.start()
    for second in s.demo[:5]:
        match.apply(second)
    assert match.state.sand == 15
    match.apply(s.demo[5])
    assert match.state.sand == 15, "a move takes no time: only Elapse does"
    for second in s.demo[6:]:
        match.apply(second)
    assert match.state.result == "lost" and match.game.is_terminal(match.state)
    refused(match, Move(1, "green", "1A", 4, 3), "magic_maze.game.over")


@rule("magic_maze.special.end")
def test_the_hourglass_step_passing_over_does_nothing_ending_on_it_turns_the_timer():
    match = step("Hourglasses").start()
    game = match.game
    over = game.apply(match.state, Move(1, "purple", "1A", 4, 1))
    assert over.sand == 50 and over.flips == 0
    match.apply(Move(1, "purple", "1A", 3, 1))
    assert match.state.sand == 130 and match.state.flips == 1
    assert match.state.used == (match.state.mall.find("1A", 3, 1),)


@rule("magic_maze.talk.silence")
def test_silence_before_and_after_the_start_and_the_beginners_exception():
    s = step("Silence")
    match = s.start()
    game = match.game
    assert game.settings["scenario"] == 2
    assert game.talking(match.state)[::2] == (True, "magic_maze.setup.talk")
    match.apply(StartTimer(1))
    assert game.talking(match.state)[::2] == (False, "magic_maze.talk.silence")
    beginners = run_demo(step("Beginners may talk", "scenario1"))
    assert beginners.game.talking(beginners.state)[::2] == (True, "magic_maze.talk.beginners")


@rule("magic_maze.talk.hourglass")
def test_the_talking_window_opens_at_the_hourglass_and_the_first_action_closes_it():
    match = step("Talking after an hourglass").start()
    game = match.game
    match.apply(Move(1, "purple", "1A", 3, 1))
    assert game.talking(match.state)[::2] == (True, "magic_maze.talk.hourglass")
    match.apply(Elapse(10))
    assert game.talking(match.state)[0], "the sand runs on while the players talk"
    match.apply(Move(4, "yellow", "1A", 1, 3))
    assert not game.talking(match.state)[0]


@rule("magic_maze.pawn")
def test_the_pawn_step():
    match = step("Do Something!").start()
    assert match.state.pawn == 0
    refused(match, PlacePawn(3, 3), "magic_maze.pawn", "another player")
    match.apply(PlacePawn(1, 3))
    assert match.state.pawn == 3
    game = match.game
    assert match.state.mall.find("7", 2, 1) in game.destinations(match.state, "green", "E")
    assert game.holders(match.state, "E") == [3], "the elf waits for seat 3"


@rule("magic_maze.theft.no-vortex")
def test_the_theft_step_turns_the_vortex_tiles():
    match = step("The theft").start()
    events = match.apply(Move(3, "green", "8", 2, 3))
    assert any(isinstance(e, Theft) for e in events)
    assert match.state.holdings == ("T2b", "T5x", "T6", "T7")
    refused(match, Vortex(2, "orange", "1A", 4, 4), "magic_maze.theft.no-vortex")


@rule("magic_maze.exit.purple")
def test_the_escape_step_the_purple_exit_for_the_barbarian_and_only_after_the_theft():
    match = step("The escape").start()
    events = match.apply(Move(4, "yellow", "2", 3, 2))
    assert [e.hero for e in events if isinstance(e, HeroEscaped)] == ["yellow"] and square(match, "yellow") is None
    game = match.game
    before = arrange(game, 4, explored=MALL, heroes={**ITEMS, "yellow": ("1A", 2, 3)})
    after = game.apply(before, Move(4, "yellow", "2", 3, 2))
    assert after.mall.square(game.hero_cell(after, "yellow")) == ("2", 3, 2), "before the theft: an ordinary space"


@rule("magic_maze.score")
def test_the_winning_step_scores_the_hourglasses_used():
    match = step("Winning, and the score").start()
    events = match.apply(Move(4, "purple", "2", 3, 2))
    [won] = [e for e in events if isinstance(e, GameWon)]
    assert won.flips == 1 and match.state.result == "won"
    refused(match, Elapse(1), "magic_maze.game.over", "all four heroes are out")


@rule("magic_maze.mistakes")
def test_no_taking_back_only_the_seat_holding_the_opposite_action_puts_it_right():
    match = step("No taking back").start()
    err = refused(match, Move(4, "yellow", "2", 2, 2), "magic_maze.play.own-actions")
    assert "only seat 1 holds it" in err.message
    match.apply(Move(1, "yellow", "2", 2, 2))
    assert square(match, "yellow") == ("2", 2, 2)


def test_the_last_round_needs_the_heroes_in_the_right_order():
    s = step("Your turn, as at the table")
    match = s.start()
    refused(match, Move(4, "green", "2", 3, 2), "magic_maze.move.blocked", "another hero")
    for action in s.demo:
        match.apply(action)
    assert match.state.result == "won"


# -- the scenarios --------------------------------------------------------------------------------------
@rule("magic_maze.theft")
def test_scenario_1_the_hint_follows_the_demonstration():
    """The step that invites the Hint: the planner's next action, step after step, is the step's
    demonstration, so the hint leads straight to the theft."""
    from engine.magic_maze.planner import next_action
    s = step("Steal the items, with a hint", "scenario1")
    match = s.start()
    for action in s.demo:
        assert next_action(match.game, match.state) == action
        match.apply(action)
    assert match.state.theft


@rule("magic_maze.exit.own")
def test_scenario_2_the_purple_exit_is_not_the_barbarians():
    s = step("Each hero to its own exit", "scenario2")
    match = s.start()
    game = match.game
    assert match.state.theft and square(match, "yellow") == ("2", 3, 2), "it stands on the purple exit, still in"
    assert [match.state.mall.square(c) for c in game.exits_for(match.state, "yellow")] == [("11", 1, 4)]
    for action in s.demo:
        match.apply(action)
    assert square(match, "yellow") is None
    fresh = step("More tiles, and silence", "scenario2").start()
    assert sorted(fresh.state.stack, key=int) == [str(n) for n in range(2, 13)]


@rule("magic_maze.scenario.pass")
def test_scenario_3_the_tiles_pass_to_the_left_and_the_old_holder_is_refused():
    first, second = LESSONS["scenario3"]
    match = first.start()
    assert match.game.players == 3 and match.state.holdings == ("T3", "T4", "T5")
    match.apply(first.demo[0])
    assert match.state.holdings == ("T5", "T3", "T4")
    assert second.start().state == match.state, "step 2 starts where step 1 ends"
    refused(match, Move(3, "green", "1A", 3, 2), "magic_maze.play.own-actions", "only seat 1 holds it")
    match.apply(Move(1, "green", "1A", 3, 2))


# -- solo -----------------------------------------------------------------------------------------------
@rule("magic_maze.solo")
def test_solo_nothing_is_usable_until_a_tile_is_turned_and_the_demo_turns_until_north():
    s = step("Playing alone: turn a tile", "solo")
    match = s.start()
    game = match.game
    assert game.solo and game.seat_actions(match.state, 1) == ()
    refused(match, Move(1, "yellow", "1A", 1, 3), "magic_maze.solo", "no tile has been turned over yet")
    *turns, move = s.demo
    assert turns and all(a == TurnTile(1) for a in turns) and isinstance(move, Move)
    for action in turns[:-1]:
        match.apply(action)
        assert "N" not in game.seat_actions(match.state, 1)
    match.apply(turns[-1])
    assert game.seat_actions(match.state, 1) == ("N",)


@rule("magic_maze.solo.recycle")
def test_solo_the_discard_pile_comes_back_in_the_order_it_was_turned():
    match = step("The pile runs out", "solo").start()
    discard = match.state.solo_discard
    match.apply(TurnTile(1))
    assert match.state.solo_discard == discard[:1] and match.state.solo_pile == discard[1:]
    assert not match.state.solo_shuffled


@rule("magic_maze.solo.reshuffle")
def test_solo_an_hourglass_shuffles_both_piles():
    match = step("Shuffle at an hourglass", "solo").start()
    match.apply(Move(1, "purple", "1A", 3, 1))
    state = match.state
    assert state.solo_shuffled and state.solo_discard == () and len(state.solo_pile) == 7
    assert match.game.seat_actions(state, 1) == ()



# -- one seat beside bots, the clock, no undo (issue 17) ---------------------------------------------------------
def _reachable_by(match: Match, seats: set[int], goal, depth: int) -> bool:
    """Can ``seats`` alone (no time passing) bring about ``goal(game, state)`` from ``match``'s position within
    ``depth`` actions?"""
    game, start = match.game, match.state
    frontier, seen = [start], {start}
    for _ in range(depth):
        nxt = []
        for state in frontier:
            for action in game.legal_actions(state):
                if getattr(action, "seat", None) not in seats:
                    continue
                after = game.apply(state, action)
                if goal(game, after):
                    return True
                if after not in seen:
                    seen.add(after)
                    nxt.append(after)
        frontier = nxt
    return False


def test_from_the_action_tiles_on_the_learner_holds_one_seat_that_the_demonstration_uses():
    first = BASICS[0]
    assert first.options["mode"] == "learn"
    for s in BASICS[1:]:
        assert s.options["mode"] == "practice", s.title
        seat = s.options["seat"]
        seats = {a.seat for a in s.demo if hasattr(a, "seat")}
        assert seat in seats, f"{s.title}: the learner has something to do"
        assert s.options["plan"], f"{s.title}: the bots follow a plan"
    for s in BASICS:     # every step sets every option, so none leaks into the next
        assert {"mode", "seat", "clock", "undo", "undo_reason", "plan"} <= set(s.options), s.title


@rule("magic_maze.play.own-actions")
def test_the_cooperation_step_is_out_of_reach_for_the_learners_seat_alone():
    s = step("Only your own actions")
    seat = s.options["seat"]
    match = s.start()
    assert seat == 4 and match.game.holders(match.state, "E") == [3]

    def goal(game, state):      # where the step's goal wants the barbarian
        return state.mall.square(game.hero_cell(state, "yellow")) == ("6", 2, 4)
    assert not _reachable_by(match, {seat}, goal, 4), "seat 4 alone cannot bring the barbarian to its sword"
    assert _reachable_by(match, {seat, 3}, goal, 4), "with seat 3 (the bot) it can"
    end = run_demo(s)
    assert s.check_goal(end) and [a.seat for a in end.actions] == [4, 3, 4, 3]
    # the goal itself asks for seat 3's move: the learner's seat never performs east
    learn = s.start()
    for action in s.demo[:3]:
        learn.apply(action)
    assert not s.check_goal(learn)


def test_two_steps_run_the_real_sand_timer_with_enough_sand_and_one_step_has_no_undo():
    clocked = [s.title for s in BASICS if s.options["clock"]]
    assert clocked == ["The sand runs out", "Hourglasses"]
    hourglass = step("Hourglasses")
    assert hourglass.start().state.sand >= 30 and len(hourglass.demo) == 4, "enough sand for one move"
    assert run_demo(hourglass).state.sand == 180 - 47, "Show me lets 3 seconds run, then the sand turns"
    no_undo = [s.title for s in BASICS if not s.options["undo"]]
    assert no_undo == ["No taking back"]
    assert "cannot be taken back" in step("No taking back").options["undo_reason"]
    assert all(s.how and s.goal_text for s in BASICS)
    assert sum(bool(s.reading) for s in BASICS) >= 9
