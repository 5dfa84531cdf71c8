"""The Brave Journey lessons teach what they claim, every time.

* Chance is scripted: each demonstration plays the same with any seed, and the learner's first move is a
  decision (no step starts at a roll the board would make by itself).
* Each demonstration ends where the board waits for someone (no turns playing on by themselves).
* The seed's worked examples are reached in the lesson positions (the duel A 4, B 2; the tournament A 3,
  B 5, C 1 and A 4, B 2, C 4).
* The tasks need the move they ask for: the other choices on the board leave the goal open.
* Texts fit a 300 px column, name squares as the board does ("13 Pitch-Black Cave Gift Shop") and only
  heroes who play in the step.
Steps are looked up by title, so reordering the lessons does not break these tests.
"""
from __future__ import annotations

import json
import re

import pytest

from engine.brave_journey import (DECISIONS, Attack, BadgeEarned, Decline, DuelEvent, Fight, FightResolved, Go, KnockedOut,
                                  Move, Moved, PickMonster, Roll, SquareCarriedOut, StayChanged, Teleported,
                                  TournamentEvent, TurnPassed)
from engine.brave_journey.lessons import LESSON_MISSIONS, LESSONS
from engine.brave_journey.loader import DEFAULT_FILES
from engine.core import ScriptedMatch, run_demo

STEPS = [(lesson, step) for lesson, steps in LESSONS.items() for step in steps]
IDS = [f"{lesson}-{step.title}" for lesson, step in STEPS]


def step(title, lesson=None):
    [found] = [s for name, s in STEPS if s.title == title and lesson in (None, name)]
    return found


def reseeded(match, seed):
    """The same start and script with another seed."""
    return ScriptedMatch(match.game, seed, start=match.start, script=match.script)


def test_both_lessons_exist_and_titles_are_unique():
    assert set(LESSONS) == {"tutorial", "characters"}
    titles = [s.title for _, s in STEPS]
    assert len(set(titles)) == len(titles)


@pytest.mark.parametrize("lesson, s", STEPS, ids=IDS)
def test_a_step_starts_at_a_decision_and_its_demonstration_does_not_depend_on_the_seed(lesson, s):
    match = s.start()
    game = match.game
    assert isinstance(match, ScriptedMatch)
    game.validate_state(match.state)
    assert not game.is_chance_node(match.state) and not game.is_terminal(match.state)
    assert s.demo[0] in game.legal_actions(match.state)
    end = run_demo(s)
    for seed in (0, 12345):
        other = reseeded(match, seed)
        for action in s.demo:
            other.apply(action)
        assert other.state == end.state, f"{s.title}: the demonstration drew something the script does not give"


@pytest.mark.parametrize("lesson, s", STEPS, ids=IDS)
def test_a_demonstration_ends_where_the_board_waits_for_someone(lesson, s):
    match = s.start()
    end = run_demo(s)
    game = end.game
    assert game.is_terminal(end.state) or end.state.focus.kind in DECISIONS
    played = [e for e in end.events_since(match.step) if isinstance(e, TurnPassed)]
    assert len(played) <= 3, f"{s.title}: {len(played)} turns play out by themselves"


@pytest.mark.parametrize("lesson, s", STEPS, ids=IDS)
def test_texts_fit_the_column_and_speak_plainly(lesson, s):
    assert len(s.text) <= 420 and len(s.goal_text) <= 100
    assert len(s.title) <= 40
    assert "brave_journey." not in s.text + s.goal_text, "rule ids belong behind the details toggle"
    assert s.text[0].isupper() and s.goal_text[0].isupper()


@pytest.mark.parametrize("lesson, s", STEPS, ids=IDS)
def test_squares_are_named_as_the_board_names_them_and_heroes_belong_to_the_step(lesson, s):
    match = s.start()
    game, state = match.game, match.state
    text = s.text + "\n" + s.goal_text
    for m in re.finditer(r"(?<![.\w])(\d{1,2}) (?=[A-Z])(?!HP)", text):
        n = int(m.group(1))
        assert n < game.ring and text[m.start():].startswith(game.square_label(n)), \
            f"{s.title}: {text[m.start():m.start() + 30]!r} is not how the board names square {n}"
    playing = {game.characters[c].name for c in state.characters}
    named = {c.name for c in game.characters.values() if re.search(rf"\b{re.escape(c.name)}\b", s.goal_text)}
    named |= {"Little Princess"} if re.search(r"\bthe Princess\b", s.goal_text) else set()
    assert named <= playing, f"{s.title}: the task names {named - playing}, who is not in this game"


# -- the seed's worked examples -------------------------------------------------------------------------------------
def test_the_duel_step_is_the_seeds_example_a_rolls_4_b_rolls_2_so_b_loses_2():
    s = step("Duels")
    end = run_demo(s)
    [duel] = [e for e in end.events_since(0) if isinstance(e, DuelEvent) and e.loss]
    game = end.game
    assert game.hero(end.state, duel.player) == "Aruba" and game.hero(end.state, duel.loser) == "Luki"
    assert duel.rolls == (4, 2) and duel.loss == 2 and end.state.hp[duel.loser] == 8
    assert end.state.focus.kind == "field" and end.state.focus.player == duel.player, \
        "then the challenger carries out the square"


def test_the_tournament_step_is_the_seeds_example_a3_b5_c1_b_may_hit_a_for_2_or_c_for_4():
    s = step("The final tournament")
    match = s.start()
    state, game = match.state, match.game
    assert state.dice == (3, 5, 1) and state.focus.kind == "attack"
    assert game.hero(state, state.focus.player) == "Foyfoy"
    assert game.legal_actions(state) == [Attack("claire"), Attack("princess")]
    for target, loss in (("claire", 2), ("princess", 4)):
        m = s.start()
        events = m.apply(Attack(target))
        hit = [e for e in events if isinstance(e, TournamentEvent) and e.loss]
        assert hit[0].loss == loss and s.check_goal(m, match.step)


def test_the_shared_roll_step_is_the_seeds_example_a4_b2_c4_nobody_attacks_roll_again():
    end = run_demo(step("A shared top roll"))
    rounds = [e for e in end.events_since(0) if isinstance(e, TournamentEvent) and e.rolls]
    assert [r.rolls for r in rounds] == [(4, 2, 4), (2, 6, 3)]
    assert rounds[0].rule == "brave_journey.tournament.repeats" and "nobody attacks, roll again" in rounds[0].text
    attacks = [e for e in end.events_since(0) if isinstance(e, TournamentEvent) and e.loss]
    assert len(attacks) == 1, "only the attack made before the shared roll"
    assert end.state.focus.kind == "attack" and end.game.hero(end.state, end.state.focus.player) == "Foyfoy"


# -- the tasks need the move they ask for -----------------------------------------------------------------------------
OTHER_CHOICES = [
    ("Aruba: Let's be heroes", (Fight("two_monsters"), PickMonster("iron_wyvern"))),
    ("Aruba: Let's be heroes", (Fight(),)),
    ("Foyfoy: Cruel Blade", (Fight(),)),
    ("Little Princess: Hime-da", (Fight(),)),
    ("Luki: Portal", (Go(), Move())),
    ("Deifel: The Joy of Labour", (Go(), Decline(), Go(1))),
    ("Items", (Go(), Move())),
    ("Aruba at home", (Go(), Decline())),
    ("Luki at the Gift Shop", (Go(), Decline())),
    ("Sion at the Rift", (Go(), Decline())),
    ("Claire in the Orchard", (Go(), Decline())),
    ("Foyfoy in Castle Town", (Go(), Decline())),
    ("The Princess in the Corridor", (Go(), Decline())),
    ("Ares at the NPC Plaza", (Go(), Decline())),
    ("Deifel at the Demon World Tournament", (Go(), Decline())),
    ("Beating a monster", (Decline(),)),
    ("Duels", (Go(), Decline())),
]


@pytest.mark.parametrize("title, actions", OTHER_CHOICES, ids=[f"{t}-{i}" for i, (t, _) in enumerate(OTHER_CHOICES)])
def test_another_choice_leaves_the_goal_open(title, actions):
    s = step(title)
    match = s.start()
    since = match.step
    for action in actions:
        match.apply(action)
    assert not s.check_goal(match, since)


def test_declining_a_special_field_gives_the_squares_own_effect():
    match = step("Claire in the Orchard").start()
    match.apply(Go())
    match.apply(Decline())
    claire = match.state.characters.index("claire")
    assert match.state.hp[claire] == 5 + 2, "everyone's apples heal 2; Claire's own field heals 3"


# -- what the texts promise ------------------------------------------------------------------------------------------
def test_a_card_move_carries_out_nothing_and_starts_no_duel():
    end = run_demo(step("Only dice moves count"))
    events = end.events_since(0)
    aruba = end.state.characters.index("aruba")
    assert [(e.end, e.dice) for e in events if isinstance(e, Moved) and e.player == aruba] == [(11, True), (13, False)]
    assert not any(isinstance(e, SquareCarriedOut) and e.player == aruba and e.square == 13 for e in events)
    assert not any(isinstance(e, DuelEvent) for e in events) and end.state.hp[aruba] == 10


def test_the_debt_steps_go_back_over_the_castle_and_then_pay_it_off_without_a_badge():
    back = run_demo(step("Going back over the Castle"))
    foyfoy = back.state.characters.index("foyfoy")
    assert (back.state.positions[foyfoy], back.state.debt[foyfoy], back.state.badges[foyfoy]) == (35, 1, 1)
    paid = step("Paying off the debt")
    assert paid.start().state.debt[foyfoy] == 1 and paid.start().state.positions[foyfoy] == 35
    end = run_demo(paid)
    assert (end.state.positions[foyfoy], end.state.debt[foyfoy], end.state.badges[foyfoy]) == (0, 0, 1)


def test_the_lesson_deck_is_our_deck_plus_long_way_back():
    ours = json.loads(DEFAULT_FILES["missions"].read_text(encoding="utf-8"))["cards"]
    lesson = json.loads(LESSON_MISSIONS.read_text(encoding="utf-8"))["cards"]
    assert lesson[:-1] == ours
    assert lesson[-1]["id"] == "long_way_back" and lesson[-1]["effect"] == {"kind": "move", "steps": -3}
    game = step("Going back over the Castle").start().game
    assert "long_way_back" in game.missions
    assert "long_way_back" not in step("Roll and move").start().game.missions


def test_a_push_forward_earns_a_badge():
    end = run_demo(step("A push forward earns a badge"))
    princess = end.state.characters.index("princess")
    moves = [e for e in end.events_since(0) if isinstance(e, Moved) and e.player == princess]
    assert [(m.end, m.dice) for m in moves] == [(34, True), (0, False)] and end.state.badges[princess] == 1


def test_a_staying_hero_only_turns_the_card_back_on_the_next_turn():
    end = run_demo(step("The stay ends"))
    claire = end.state.characters.index("claire")
    events = end.events_since(0)
    assert any(isinstance(e, StayChanged) and e.player == claire and not e.staying for e in events)
    assert not any(isinstance(e, Moved) and e.player == claire for e in events)
    assert not end.state.staying[claire] and end.state.positions[claire] == 10


def test_a_knocked_out_challenger_is_treated_at_the_castle_and_carries_out_nothing():
    end = run_demo(step("Knocked out"))
    aruba = end.state.characters.index("aruba")
    events = end.events_since(0)
    assert any(isinstance(e, KnockedOut) and e.player == aruba for e in events)
    assert any(isinstance(e, Teleported) and e.player == aruba and e.end == 0 for e in events)
    assert not any(isinstance(e, (SquareCarriedOut, BadgeEarned)) and e.player == aruba for e in events)
    assert (end.state.positions[aruba], end.state.hp[aruba], end.state.badges[aruba]) == (0, 10, 0)


def test_a_deadly_defeat_skips_the_retreat():
    end = run_demo(step("A deadly defeat"))
    claire = end.state.characters.index("claire")
    events = end.events_since(0)
    assert any(isinstance(e, FightResolved) and e.player == claire and not e.won for e in events)
    assert not any(isinstance(e, Moved) and e.player == claire for e in events)
    assert (end.state.positions[claire], end.state.hp[claire], end.state.staying[claire]) == (0, 10, True)


def test_a_staying_hero_is_challenged_and_a_second_stay_does_not_add_up():
    end = run_demo(step("Staying, in detail"))
    luki = end.state.characters.index("luki")
    events = end.events_since(0)
    assert any(isinstance(e, DuelEvent) and e.loser == luki for e in events)
    assert any(isinstance(e, StayChanged) and e.player == luki and e.already for e in events)


def test_at_the_end_of_the_round_nobody_seated_before_the_finisher_plays_again():
    s = step("The end of the round")
    end = run_demo(s)
    events = end.events_since(0)
    names = [end.game.hero(end.state, e.player) for e in events if isinstance(e, TurnPassed)]
    assert names == ["Sion"] and end.state.winners == (1,) and end.state.ending == "journey"


def test_the_first_step_is_a_game_dealt_from_its_seed():
    s = step("Heroes at the Castle")
    match = s.start()
    game = match.game
    assert game.settings["characters"] is None and game.settings["first_player"] is None
    fresh = game.initial_state(match.seed)
    assert match.state.characters == fresh.characters and match.state.current == fresh.first_player
    assert match.state.hp == (10,) * game.players and match.state.positions == (0,) * game.players
    assert "Ares" in s.goal_text and game.hero(match.state, match.state.current) == "Ares"


def test_every_roll_in_a_lesson_is_a_die_face():
    for _, s in STEPS:
        assert all(a.value in range(1, 7) for a in s.start().script if isinstance(a, Roll))
