"""The tutorial steps teach what they claim: each goal is open at the start, the demonstration
reaches it, and the mistakes the texts warn about are refused with the rule they name.
Steps are looked up by title, so reordering the tutorial does not change what is checked."""
from collections import Counter

import pytest

from engine.core import run_demo
from engine.labyrinth import HOME, TREASURES, Labyrinth, Move, PawnPushedOff, Shift, TurnPassed
from engine.labyrinth.game import FIXED_CELLS, GRID
from engine.labyrinth.lessons import ADVANCED, BASICS, LESSONS

rule = pytest.mark.rule


def step(title, lesson=None):
    found = [s for steps in ([lesson] if lesson else LESSONS.values()) for s in steps if s.title == title]
    assert len(found) == 1, f"no single step titled {title!r}"
    return found[0]


def test_step_titles_are_unique():
    titles = [s.title for steps in LESSONS.values() for s in steps]
    assert len(titles) == len(set(titles))


def test_moving_before_shifting_is_refused():
    match = step("Shift first, then move").start()
    err = match.explain(Move(1, 1))
    assert err is not None and err.rule == "labyrinth.shift.mandatory"


def test_closed_side_blocks_the_way_down():
    match = step("Paths connect where both sides are open").start()
    assert match.explain(Move(2, 1)).rule == "labyrinth.move.connected-paths"
    # the drawn maze: only the two squares to the right are in reach, as the text says
    assert match.game.reachable_cells(match.state, 0) == {GRID.square(1, c) for c in (1, 2, 3)}


def test_unturned_spare_does_not_open_the_path():
    s = step("Turn the spare before you push")
    match = s.start()
    match.apply(Shift("W", 2, 0))
    assert not s.check_goal(match)
    match.undo()
    match.apply(Shift("W", 2, 3))   # three quarter turns is upright too
    assert s.check_goal(match)


def test_reverse_push_is_refused_for_blue():
    match = step("No pushing straight back").start()
    assert match.state.current == 1
    assert match.explain(Shift("E", 2, 0)).rule == "labyrinth.shift.no-reverse"


def test_standard_rules_need_the_top_card_but_children_take_any():
    standard = step("Collect your target").start()     # owl on top, skull second
    assert standard.game.variant == "standard"
    children = step("Any treasure in your pile").start()
    children.apply(Move(1, 3))
    assert children.state.found[0] == (0,)  # the skull (treasure 0) although the owl was on top


def test_advanced_rule_refuses_passing_a_pawn_and_a_treasure():
    blocked_by_pawn = step("Pawns block the way").start()
    assert blocked_by_pawn.explain(Move(1, 5)).rule == "labyrinth.variant.advanced"
    blocked_by_treasure = step("Treasures block too").start()
    assert blocked_by_treasure.explain(Move(1, 5)).rule == "labyrinth.variant.advanced"
    blocked_by_treasure.apply(Move(1, 3))
    assert blocked_by_treasure.state.found[0] == ()   # stopping on another treasure collects nothing
    # the same walk past blue is fine under the standard rules
    assert step("Pass over pawns and treasures, share squares").start().explain(Move(1, 5)) is None


# -- the steps added so that every rule is taught --------------------------------------------
@rule("labyrinth.board.fixed")
@rule("labyrinth.cards.movable")
def test_the_maze_demonstration_moves_loose_cards_only():
    s = step("The maze and its loose cards")
    assert s.is_demonstration
    start, end = s.start().state, s.demo_end().state
    assert all(start.board[i] == end.board[i] for i in FIXED_CELLS)
    loose = [t for i, t in enumerate(start.board) if i not in FIXED_CELLS] + [start.spare]
    assert Counter(t.shape for t in loose) == {"straight": 12, "corner": 16, "T": 6}
    column4 = [GRID.square(r, 4) for r in range(1, 8)]
    assert [end.board[i] for i in column4] == [start.spare] + [start.board[i] for i in column4[:-1]]
    assert end.spare == start.board[GRID.square(7, 4)]


@rule("labyrinth.setup.deal")
@rule("labyrinth.setup.colours")
@rule("labyrinth.turn.order")
@rule("labyrinth.turn.first-player")
def test_four_at_the_table_deals_six_each_and_goes_round_clockwise_from_red():
    s = step("Four at the table")
    assert s.is_demonstration
    match = s.start()
    assert match.game.players == 4
    assert [len(p) for p in match.state.piles] == [6, 6, 6, 6]
    assert match.state.pawns == tuple(GRID.square(*HOME[p]) for p in range(4))
    assert match.state.current == 0                    # red starts: nobody chose otherwise
    for action in s.demo:
        match.apply(action)
    passed = [e.player for e in match.events_since(0) if isinstance(e, TurnPassed)]
    assert passed == [1, 2, 3, 0]                      # blue, yellow, green, then red again
    assert match.state.turn == 5 and match.state == s.demo_end().state


@rule("labyrinth.setup.short-game")
def test_the_short_game_step_leaves_the_skull_to_nobody():
    s = step("A shorter game")
    match = s.start()
    held = {t for pile in match.state.piles for t in pile}
    assert [len(p) for p in match.state.piles] == [2, 2, 2]
    assert TREASURES.index("skull") not in held
    match.apply(Move(1, 3))
    assert match.state.found == ((), (), ()) and s.check_goal(match)


@rule("labyrinth.move.stay")
def test_walking_away_is_not_staying():
    s = step("Stay where you are")
    match = s.start()
    match.apply(Move(1, 2))
    assert not s.check_goal(match)
    match.undo()
    match.apply(Move(1, 1))
    assert s.check_goal(match)


@rule("labyrinth.shift.push-off")
def test_one_shift_pushes_blue_and_yellow_off_together():
    s = step("Several pawns pushed off at once")
    match = s.start()
    match.apply(Shift("E", 4, 0))           # the other end of row 4: nobody falls out
    assert not s.check_goal(match)
    match.undo()
    match.apply(Shift("W", 4, 0))
    pushed = [e for e in match.events_since(0) if isinstance(e, PawnPushedOff)]
    assert [e.player for e in pushed] == [1, 2]
    assert match.state.pawns[1] == match.state.pawns[2] == GRID.square(4, 1)


@rule("labyrinth.treasure.stay-collects")
def test_pushed_onto_the_target_and_walking_off_collects_nothing():
    s = step("Staying on your target collects it")
    match = s.start()
    match.apply(Shift("W", 2, 0))
    assert match.state.pawns[0] == GRID.square(2, 1)
    assert match.state.board[GRID.square(2, 1)].treasure == TREASURES.index("lizard")
    walk = next(a for a in match.game.legal_actions(match.state) if a != Move(2, 1))
    match.apply(walk)
    assert not s.check_goal(match) and match.state.found[0] == ()


@rule("labyrinth.game.over")
def test_after_red_gets_home_blue_cannot_play_on():
    s = step("Home again")
    match = run_demo(s)
    assert match.state.over and match.state.winners == (0,)
    assert match.explain(Shift("N", 2, 0)).rule == "labyrinth.game.over"
    assert match.explain(Move(1, 7)).rule == "labyrinth.game.over"


@rule("labyrinth.variant.children-secret")
def test_the_children_step_keeps_red_s_pile_from_blue():
    match = step("Any treasure in your pile").start()
    assert match.game.observation(match.state, 0).my_targets == match.state.piles[0]
    blue_sees = match.game.observation(match.state, 1)
    assert not set(match.state.piles[0]) & set(blue_sees.my_targets)


@rule("labyrinth.variant.combined")
def test_the_combined_step_lets_red_pass_its_own_skull_but_not_blue():
    s = step("Children's and advanced rules together", ADVANCED)
    match = s.start()
    assert match.game.variant == "children+advanced"
    assert match.explain(Move(1, 7)).rule == "labyrinth.variant.advanced"   # blue stands at (1,6)
    assert match.explain(Move(1, 5)) is None
    alone = Labyrinth(players=2, treasures=2, variant="advanced")
    assert alone.explain(match.state, Move(1, 5)).rule == "labyrinth.variant.advanced"  # the skull blocks there
    match.apply(Move(1, 5))
    assert match.state.found[0] == (TREASURES.index("sword"),) and match.state.piles[0] == (TREASURES.index("skull"),)


def test_the_same_round_step_says_it_is_an_option_off_by_default():
    s = step("Finishing in the same round")
    assert "option" in s.text and "off unless you switch it on" in s.text
    assert Labyrinth().settings["same_round_tie"] is False
    assert s.start().game.settings["same_round_tie"] is True


def test_the_tutorial_shows_a_deal_for_more_than_two_and_a_shorter_game():
    starts = [st.start() for st in BASICS]
    assert any(m.game.players >= 3 and m.step == 0 and m.state == m.game.initial_state(m.seed) for m in starts)
    assert any(m.game.settings["treasures"] < 24 // m.game.players and m.game.players >= 3 for m in starts)


def test_step_texts_use_plain_words():
    for lesson in LESSONS.values():
        for s in lesson:
            assert "labyrinth." not in s.text and "seed" not in s.text.lower(), s.title
            assert "same_round_tie" not in s.text and "first_player" not in s.text, s.title
            assert "our reading" not in s.text.lower() and "hotseat" not in s.text, s.title


def test_optional_settings_say_they_are_optional():
    assert step("A shorter game").text.startswith("This is optional:")
    same_round = step("Finishing in the same round").text
    assert same_round.startswith("An optional rule, for tables that choose it before the game.")
    assert "the first player home wins, as in the step before" in same_round


def test_the_hand_over_step_uses_the_hot_seat_screen_before_targets_are_collected():
    titles = [s.title for s in BASICS]
    s = step("Pass the device: your secret target")
    assert s.options["hotseat"] is True and "labyrinth.target.hidden" in s.rules
    assert titles.index(s.title) < titles.index("Collect your target")
    assert "press Ready" in s.goal_text and "presses Ready" in s.text


@pytest.mark.parametrize("lesson", sorted(LESSONS))
def test_each_lesson_ends_with_a_real_turn_that_needs_the_right_shift(lesson):
    last = LESSONS[lesson][-1]
    assert last.options == {"show_highlights": False}
    match = last.start()
    game, state = match.game, match.state
    assert state.phase == "shift" and state.current == 0 and state.turn == 1
    goals = game.goal_cells(state, 0)
    assert goals and not goals & GRID.reachable(state.masks, state.pawns[0]), "no path leads there before a shift"
    opening = {s.insertion for s in game.legal_shifts(state)
               if game.goal_cells(game.apply(state, s), 0) & game.reachable_cells(game.apply(state, s), 0)}
    assert last.demo[0].insertion in opening and 1 <= len(opening) <= 2, "one or two arrows open the way"
    assert game.hint(state) is not None, "the Hint button finds it"


def test_the_advanced_turn_is_a_trap_for_the_standard_way_of_walking():
    s = step("An advanced turn, as at the table")
    match = s.start()
    match.apply(Shift("S", 2, 0))          # brings the ghost's card between red and the skull
    assert match.explain(Move(1, 3)).rule == "labyrinth.variant.advanced"
    standard = Labyrinth(players=2, treasures=2)
    assert standard.explain(match.state, Move(1, 3)) is None
