"""The Rauf und Runter tutorial steps teach what they claim: each goal is open at the start, the
demonstration reaches it, and the mistakes the texts mention are refused with the rule named."""
from engine.rauf_und_runter import Move, Play
from engine.rauf_und_runter.lessons import LESSONS

STEPS = LESSONS["basics"]


def test_the_hedge_step_refuses_the_straight_way_down():
    match = STEPS[1].start()
    err = match.explain(Move(2, 2))      # the friend is 3 steps round, the roll is 3: ok
    assert err is None
    match2 = STEPS[8].start()            # roll 1, hedge in between, shortcut held but not declared
    assert match2.explain(Move(2, 2)).rule == "rauf_und_runter.super.shortcut"


def test_the_speed_step_needs_the_tile():
    match = STEPS[6].start()
    assert match.explain(Move(2, 4)).rule == "rauf_und_runter.move.exact"
    match.apply(Play("speed"))
    assert match.explain(Move(2, 4)) is None
