"""The tutorial steps teach what they claim: each goal is open at the start, the demonstration
reaches it, and the mistakes the texts warn about are refused with the rule they name."""
from engine.labyrinth import Move, Shift
from engine.labyrinth.lessons import ADVANCED, BASICS, CHILDREN


def test_moving_before_shifting_is_refused():
    match = BASICS[0].start()
    err = match.explain(Move(1, 1))
    assert err is not None and err.rule == "labyrinth.shift.mandatory"


def test_closed_side_blocks_the_way_down():
    match = BASICS[1].start()
    assert match.explain(Move(2, 1)).rule == "labyrinth.move.connected-paths"


def test_unturned_spare_does_not_open_the_path():
    step = BASICS[2]
    match = step.start()
    match.apply(Shift("W", 2, 0))
    assert not step.check_goal(match)
    match.undo()
    match.apply(Shift("W", 2, 3))   # three quarter turns is upright too
    assert step.check_goal(match)


def test_reverse_push_is_refused_for_blue():
    match = BASICS[4].start()
    assert match.state.current == 1
    assert match.explain(Shift("E", 2, 0)).rule == "labyrinth.shift.no-reverse"


def test_standard_rules_need_the_top_card_but_children_take_any():
    standard = BASICS[5].start()     # owl on top, skull second
    assert standard.game.variant == "standard"
    children = CHILDREN[0].start()
    children.apply(Move(1, 3))
    assert children.state.found[0] == (0,)  # the skull (treasure 0) although the owl was on top


def test_advanced_rule_refuses_passing_a_pawn_and_a_treasure():
    blocked_by_pawn = ADVANCED[0].start()
    assert blocked_by_pawn.explain(Move(1, 5)).rule == "labyrinth.variant.advanced"
    blocked_by_treasure = ADVANCED[1].start()
    assert blocked_by_treasure.explain(Move(1, 5)).rule == "labyrinth.variant.advanced"
    blocked_by_treasure.apply(Move(1, 3))
    assert blocked_by_treasure.state.found[0] == ()   # stopping on another treasure collects nothing
    # the same walk past blue is fine under the standard rules
    assert BASICS[6].start().explain(Move(1, 5)) is None
