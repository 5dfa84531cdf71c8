"""The Abracada...What? tutorial steps: each goal is open at the start, the demonstration reaches it,
and the mistakes the texts mention are refused with the rule they name. Steps are looked up by title."""
from engine.abracadawhat import Cast, DealDone, GameWon, PlayerOut, Refilled, RoundScored, TurnPassed
from engine.abracadawhat.lessons import LESSONS
from engine.core import run_demo


def step(title, lesson="basics"):
    [found] = [s for s in LESSONS[lesson] if s.title == title]
    return found


def round_scored(match):
    [scored] = [e for e in match.events_since(0) if isinstance(e, RoundScored)]
    return scored


def test_titles_are_unique():
    titles = [s.title for steps in LESSONS.values() for s in steps]
    assert len(titles) == len(set(titles))


def test_a_lower_second_cast_is_refused():
    match = step("Again — but never lower").start()
    match.apply(Cast(5))
    assert match.explain(Cast(3)).rule == "abracadawhat.cast.continue"
    assert match.explain(Cast(5)) is None


def test_the_tie_at_the_top_goes_to_the_bigger_last_round():
    done = run_demo(step("The top of the tower"))
    scored = round_scored(done)
    assert done.state.scores[0] == done.state.scores[3] == 8
    assert scored.points[0] > scored.points[3]
    assert done.state.winners == (0,)


def test_reaching_the_top_together_eight_beats_nine():
    done = run_demo(step("Reaching the top together"))
    assert done.state.scores[0] == 8 and done.state.scores[2] == 9 and done.state.winners == (0,)
    assert done.events_since(0)[-1].rule == "abracadawhat.game.top-together"


def test_life_then_a_shared_win_break_ties():
    life = run_demo(step("Tied: most life left"))
    assert life.state.scores[1] == life.state.scores[2] == 8 and life.state.last_round[1] == life.state.last_round[2]
    assert life.state.life[1] > life.state.life[2] and life.state.winners == (1,)
    shared = run_demo(step("A shared win"))
    assert shared.state.winners == (1, 2) and shared.state.life[1] == shared.state.life[2]
    # the game is over: nothing more is cast
    assert shared.explain(Cast(8)).rule == "abracadawhat.game.over"


def test_a_failed_spell_and_an_empty_pool_refill_or_not():
    failed = run_demo(step("A spell that fails"))
    assert [e.player for e in failed.events_since(0) if isinstance(e, Refilled)] == [0]
    assert len(failed.state.rows[0]) == 6 and failed.state.life[0] == 5
    dry = step("An empty pool: no refill").start()
    assert sum(dry.state.pool) == 0
    done = run_demo(step("An empty pool: no refill"))
    assert not any(isinstance(e, Refilled) for e in done.events_since(0))
    assert done.state.current == 1 and len(done.state.rows[0]) == 4


def test_the_turn_goes_round_the_table_clockwise():
    done = run_demo(step("Whose turn? Round the table"))
    assert [e.player for e in done.events_since(0) if isinstance(e, TurnPassed)] == [1, 2, 3, 0]
    assert done.state.current == 0 and done.state.round == 1


def test_secret_stones_on_an_empty_row_pay_only_the_one_who_emptied_it():
    start = step("Secret stones on an empty row").start()
    assert start.state.taken[0] and start.state.taken[2]
    assert round_scored(run_demo(step("Secret stones on an empty row"))).points == (4, 0, 0, 0)


def test_a_whole_round_with_two_players():
    s = step("A whole round with two players")
    start = s.start()
    assert start.game.players == 2 and sum(start.state.board) == 12 and start.state.round == 1
    done = run_demo(s)
    scored = round_scored(done)
    assert scored.rule == "abracadawhat.round.empty-row" and scored.points == (4, 0)   # 3 + 1 secret stone
    # the fresh deal: round 2, 12 new stones face up, everyone at 6 life, red (who acted last) starts
    assert done.state.round == 2 and done.state.life == (6, 6) and sum(done.state.board) == 12
    assert done.state.current == 0 and done.state.taken == ((), ())
    assert len([e for e in done.events_since(start.step) if isinstance(e, DealDone)]) == 1


def test_a_whole_round_with_three_players():
    s = step("A whole round with three players")
    start = s.start()
    assert start.game.players == 3 and sum(start.state.board) == 6
    done = run_demo(s)
    since = start.step                         # the deal itself is the match's first steps (drawn from its seed)
    assert [e.player for e in done.events_since(since) if isinstance(e, TurnPassed)][:3] == [1, 2, 0]
    scored = round_scored(done)
    assert scored.rule == "abracadawhat.round.knockout" and scored.points == (4, 1, 0)
    assert done.state.round == 2 and done.state.life == (6, 6, 6) and sum(done.state.board) == 6
    assert done.state.scores == (4, 1, 0)


def test_winner_takes_all_steps():
    goes_on = run_demo(step("Winner takes all: the round goes on", "variants"))
    assert goes_on.state.alive == (True, False, True, True) and goes_on.state.round == 1
    skip = run_demo(step("Winner takes all: spells skip the fallen", "variants"))
    assert skip.state.life[0] == 5 and skip.state.life[3] == 0 and skip.state.current == 0
    self_out = run_demo(step("Winner takes all: knocking yourself out", "variants"))
    assert self_out.state.alive[0] is False and self_out.state.current == 1
    assert [e.player for e in self_out.events_since(0) if isinstance(e, PlayerOut)] == [0]
    played = run_demo(step("Winner takes all, played out", "variants"))
    scored = round_scored(played)
    assert scored.rule == "abracadawhat.variant.winner-takes-all" and scored.points == (3, 0, 0)   # 2 + 1 secret
    assert not any(isinstance(e, GameWon) for e in played.events_since(0))


def test_the_easy_variant_allows_a_lower_second_cast():
    match = step("The easy variant", "variants").start()
    match.apply(Cast(6))
    assert match.explain(Cast(3)) is None


# -- pacing, plain words, a turn to play at the end -------------------------------------------------
def index(title, lesson="basics"):
    return [s.title for s in LESSONS[lesson]].index(title)


def test_every_step_hides_what_it_has_not_taught_yet():
    basics = LESSONS["basics"]
    die, tower = index("Failing the dragon hurts"), index("Out of stones")
    for i, s in enumerate(basics):
        hide = set(s.options["hide"])
        assert {"odds", "mode"} <= hide, f"{s.title}: the odds come with the deduction notebook"
        assert ("die" in hide) == (i < die), s.title
        assert ("tower" in hide) == (i < tower), s.title
    for s in LESSONS["variants"]:
        assert set(s.options["hide"]) == {"odds", "mode"}, s.title
    # the die is first needed where a failed 1 is taught, the points where a round is first scored
    assert "abracadawhat.die.faces" in basics[die].rules and not any(
        "abracadawhat.die.faces" in s.rules for s in basics[:die])
    scoring = {"abracadawhat.round.empty-row", "abracadawhat.round.knockout", "abracadawhat.game.end"}
    assert scoring & set(basics[tower].rules) and not any(scoring & set(s.rules) for s in basics[:tower])


def test_teaching_steps_show_every_stone_and_the_last_step_of_each_lesson_is_played_blind():
    for lesson, steps in LESSONS.items():
        *teaching, last = steps
        for s in teaching:
            assert s.options["mode"] == "watch" and s.options["seat"] is None, s.title
        assert last.options["mode"] == "play" and last.options["seat"] == 0 and last.goal is not None
        assert "abracadawhat.hidden.own-row" in last.rules
        start = last.start()
        assert start.state.current == 0 and start.state.round == 1 and not last.check_goal(start)
        # the turn ends by stopping, by a failure, or by the end of the round
        failed = last.start()
        failed.apply(Cast(next(s for s in range(2, 9) if s not in failed.state.rows[0])))
        assert last.check_goal(failed, start.step)


def test_step_texts_use_plain_words_and_say_when_a_setting_or_variant_is_optional():
    jargon = ("our reading", "the seed", "abracadawhat.", "first_player", "next_start", "die_faces", "refill=",
              "catch_up", "P(")
    for steps in LESSONS.values():
        for s in steps:
            for word in jargon:
                assert word not in s.text and word not in s.goal_text, f"{s.title!r} says {word!r}"
    assert "optional" in step("End the turn and refill").text
    assert "optional" in step("The easy variant", "variants").text
    assert "optional" in step("Winner takes all: the round goes on", "variants").text
