"""The Abracada...What? tutorial steps: each goal is open at the start, the demonstration reaches it,
and the mistakes the texts mention are refused with the rule they name."""
from engine.abracadawhat import Cast, RoundScored
from engine.abracadawhat.lessons import LESSONS
from engine.core import run_demo

STEPS = LESSONS["basics"]


def test_a_lower_second_cast_is_refused():
    match = STEPS[2].start()
    match.apply(Cast(5))
    assert match.explain(Cast(3)).rule == "abracadawhat.cast.continue"
    assert match.explain(Cast(5)) is None


def test_the_tie_at_the_top_goes_to_the_bigger_last_round():
    done = run_demo(STEPS[-1])
    scored = [e for e in done.events_since(0) if isinstance(e, RoundScored)][0]
    assert done.state.scores[0] == done.state.scores[3] == 8
    assert scored.points[0] > scored.points[3]
    assert done.state.winners == (0,)
