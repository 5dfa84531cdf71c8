"""AbracadawhatBoard driven through its Python twins: a table of stone rows, no grid.

What matters most here is hidden information: in play mode nothing drawn, written or logged
may show the viewer's own stones or the secret stones nobody took.
"""
from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from engine.abracadawhat import COLOURS, SPELL_NAMES, SPELLS, Abracadawhat, Cast, Draw, EndTurn
from engine.core import Match

from boardwidgets.abracadawhat import (CANVAS_BUTTONS, SHORT_NAMES, AbracadawhatBoard, AbracadawhatController,
                                       area_center, expected_text, percent, picture)
from boardwidgets.board import draw_svg
from boardwidgets.testing import count_canvas_messages
from widget_helpers import SVG, groups, parse_svg, texts

LIMIT = 32 * 1024
TEACHER = "TEACHER VIEW — all stones shown"


@pytest.fixture
def hot():
    """Four players, hot seat: the cover is up until red presses Ready."""
    b = AbracadawhatBoard(players=4, seed=0)
    yield b
    b.close()


@pytest.fixture
def watch():
    b = AbracadawhatBoard(players=4, seed=0, mode="watch")
    yield b
    b.close()


def stone_classes(group) -> list[str]:
    """'back' or the spell number of every stone drawn inside ``group``, in drawing order."""
    out = []
    for g in group.iter(SVG + "g"):
        cls = (g.get("class") or "").split()
        if "stone" in cls:
            out.append("back" if "back" in cls else cls[1].removeprefix("spell-"))
    return out


def row_group(root, seat: int):
    [g] = groups(root, f"row-{COLOURS[seat]}")
    return g


def a_success(state) -> int:
    """A spell the player to act holds and may cast now (the highest: no die roll follows for 5–8)."""
    return max(s for s in state.rows[state.current] if s >= state.last_cast)


def a_failure(state) -> int | None:
    """A spell of 2–8 the player to act does not hold and may cast now (None: there is none)."""
    return next((s for s in range(max(2, state.last_cast), 9) if s not in state.rows[state.current]), None)


def swap_hidden(state, seat: int):
    """The same table as ``seat`` sees it, with their own row and the untaken secret stones changed:
    one stone of the row and one secret stone swapped with different stones from the pool."""
    row, pool, secrets = list(state.rows[seat]), list(state.pool), list(state.secrets)
    x = row[0]
    y = next(s for s in SPELLS if pool[s - 1] and s != x)
    row.remove(x), row.append(y)
    pool[y - 1] -= 1
    pool[x - 1] += 1
    a = next(s for s in SPELLS if secrets[s - 1])
    b = next(s for s in SPELLS if pool[s - 1] and s != a)
    secrets[a - 1] -= 1
    secrets[b - 1] += 1
    pool[b - 1] -= 1
    pool[a - 1] += 1
    rows = state.rows[:seat] + (tuple(sorted(row)),) + state.rows[seat + 1:]
    other = replace(state, rows=rows, pool=tuple(pool), secrets=tuple(secrets))
    Abracadawhat(players=len(state.rows)).validate_state(other)
    assert other != state
    return other


# -- layout and hit-testing ----------------------------------------------------------------
def test_layout_helpers_round_trip_through_the_hit_test(watch):
    c, s, ui = watch.controller, watch.state, watch.ui
    assert (watch.canvas.width, watch.canvas.height) == (c.width, c.height) == (640, 464)
    for n in SPELLS:
        assert c.hit_test(*area_center(n), s, ui) == ("area", n)
        assert c.locate(("area", n)) == area_center(n)
    for name in CANVAS_BUTTONS:
        assert c.hit_test(*watch.button_center(name), s, ui) == ("button", name)
    assert c.hit_test(2, 2, s, ui) is None
    assert AbracadawhatBoard(players=5).controller.height == 522


def test_every_game_button_is_in_the_toolbar_and_highlights_is_hidden(hot):
    names = [f"cast{n}" for n in SPELLS] + ["end", "odds", "mode", "ready", "undo", "redo", "hint"]
    for name in names:
        assert name in hot.buttons
    assert hot.buttons["highlights"].layout.display == "none"
    assert hot.buttons["cast3"].description == "3 Dream"
    assert hot.buttons["ready"].layout.display is None  # shown while the cover is up
    hot.press("ready")
    assert hot.buttons["ready"].layout.display == "none"


# -- casting -------------------------------------------------------------------------------
def test_cast_twins_and_area_clicks_change_the_state_exactly_as_the_engine_says():
    game = Abracadawhat(players=4)
    for seed in range(6):
        board = AbracadawhatBoard(players=4, seed=seed, mode="watch")
        twin = Match(game, seed)
        for way in range(3):
            state = board.state
            if state.over:
                break
            held = [x for x in state.rows[state.current] if x >= state.last_cast]
            spell = min(held) if way < 2 and held else a_failure(state)
            if spell is None:
                break
            if way == 0:
                board.cast(spell)
            elif way == 1:
                board.press(f"cast{spell}")
            else:
                board.click(*area_center(spell))
            twin.apply(Cast(spell))
            assert board.state == twin.state
            assert board.match.actions == twin.actions
            if spell in (2, 5, 6, 7, 8) and spell in state.rows[state.current] and board.state.last_cast:
                # a spell that needs no die and no draw: one engine step, nothing sampled
                assert board.state == game.apply(state, Cast(spell))
        assert board.errors == []
        board.close()


def test_end_turn_by_button_and_canvas_button_passes_the_turn(watch):
    state = watch.state
    watch.cast(a_success(state))
    after_cast = watch.state
    twin = Match(Abracadawhat(players=4), 0)
    twin.apply(Cast(a_success(state)))
    twin.apply(EndTurn())
    watch.click(*watch.button_center("end"))
    assert watch.state == twin.state
    assert watch.state.current == 1 and after_cast.current == 0
    assert "yellow's turn" in watch.log_lines


def test_a_lower_cast_is_refused_citing_the_ascending_rule_and_sends_nothing(watch):
    watch.cast(8 if 8 in watch.state.rows[0] else a_success(watch.state))
    state, step, lines = watch.state, watch.match.step, list(watch.log_lines)
    low = 2 if state.last_cast > 2 else None
    assert low is not None
    # the button is greyed (yet clickable) and its tooltip says why, in plain words (no rule id)
    assert watch.buttons["cast2"].style.button_color == "#e6e6e6"
    assert f"not allowed now: After {'an' if state.last_cast == 8 else 'a'} {state.last_cast} you may cast only" \
        in watch.buttons["cast2"].tooltip
    assert "abracadawhat." not in watch.buttons["cast2"].tooltip
    assert watch.buttons[f"cast{state.last_cast}"].style.button_color is None
    with count_canvas_messages() as traffic:
        watch.cast(low)
    assert traffic.messages == 0
    assert watch.state is state and watch.match.step == step and watch.log_lines == lines
    assert watch.refused_rule == "abracadawhat.cast.continue"
    assert f"only {state.last_cast} or higher" in watch.status_text
    # the refusal says what to do instead, and names the rule by its title
    assert f"Cast {state.last_cast} or higher, or press End turn. (rule: Again, or stop)" in watch.status_text
    with count_canvas_messages() as traffic:
        watch.click(*area_center(low))
    assert traffic.messages == 0 and watch.state is state


def test_the_easy_variant_greys_nothing():
    board = AbracadawhatBoard(players=3, seed=1, mode="watch", variant="easy")
    board.cast(a_success(board.state))
    assert all(board.buttons[f"cast{n}"].style.button_color is None for n in SPELLS)
    board.close()


def test_end_turn_before_any_cast_is_refused(watch):
    state = watch.state
    watch.press("end")
    assert watch.state is state
    assert watch.refused_rule == "abracadawhat.cast.announce"


def test_undo_and_redo_go_back_to_the_decision(watch):
    start = watch.state
    watch.cast(3)  # whatever happens (a die roll, a failure and a refill), undo takes it all back
    after = watch.state
    assert after != start
    watch.press("undo")
    assert watch.state == start and watch.match.step == 24
    watch.press("redo")
    assert watch.state == after


# -- hidden information ------------------------------------------------------------------
def test_play_mode_shows_every_row_but_the_viewers_own(hot):
    hot.press("ready")
    state = hot.state
    root = parse_svg(hot.svg())
    me = state.current
    assert hot.viewer == me
    mine = row_group(root, me)
    assert stone_classes(mine) == ["back"] * len(state.rows[me])
    assert all(not (t.text or "").strip() for t in mine.iter(SVG + "text"))
    for q in range(4):
        if q != me:
            assert stone_classes(row_group(root, q)) == [str(s) for s in state.rows[q]]
    [secrets] = groups(root, "secrets")
    assert stone_classes(secrets) == ["back"] * 4
    assert TEACHER not in texts(root)
    assert f"{COLOURS[me]} (you)" in texts(root)


def test_play_mode_picture_status_and_log_depend_only_on_the_viewers_observation(hot):
    """Change the viewer's own row and the untaken secret stones: nothing they see may change."""
    hot.press("ready")
    hot.cast(a_success(hot.state))  # some history: a log, a stone on the board, a refill
    hot.press("end")
    hot.press("ready")
    hot.cast(a_success(hot.state))
    state = hot.state
    assert hot.viewer == state.current == 1
    other = swap_hidden(state, state.current)
    c, ui = hot.controller, hot.ui
    assert draw_svg(c, other, ui) == draw_svg(c, state, ui) == hot.svg().replace(
        f"<title>{c.status(state, ui)}</title>", "")
    assert c.status(other, ui) == c.status(state, ui)
    # the log and the status hold engine texts only, and those never name a hidden stone
    dealt = [line for line in hot.log_lines if "dealt" in line or "secret stone" in line or "pool" in line]
    assert dealt and all(not re.search(r"\d", line) for line in dealt)


def test_taken_secret_stones_face_up_only_for_their_owner():
    # find a position where the player to act has taken a secret stone with Night Singer
    game = Abracadawhat(players=3)
    for seed in range(40):
        board = AbracadawhatBoard(players=3, seed=seed, hotseat=False)
        if 4 in board.state.rows[0]:
            break
        board.close()
    else:  # pragma: no cover
        pytest.fail("no seed deals red a 4")
    board.cast(4)
    state = board.state
    assert len(state.taken[0]) == 1
    root = parse_svg(board.svg())
    [taken] = groups(root, "taken-red")
    assert stone_classes(taken) == [str(state.taken[0][0])]     # red, the owner, looks at it
    [secrets] = groups(root, "secrets")
    assert stone_classes(secrets) == ["back"] * 3
    board.press("end")                                         # yellow is to act now
    root = parse_svg(board.svg())
    assert board.viewer == 1
    [taken] = groups(root, "taken-red")
    assert stone_classes(taken) == ["back"]
    assert game.observation(board.state, 1).rows[0] is not None
    board.close()


def test_watch_mode_shows_every_stone_and_the_banner(watch):
    state = watch.state
    root = parse_svg(watch.svg())
    assert TEACHER in texts(root)
    for q in range(4):
        assert stone_classes(row_group(root, q)) == [str(s) for s in state.rows[q]]
    [secrets] = groups(root, "secrets")
    expected = [str(s) for s, k in zip(SPELLS, state.secrets) for _ in range(k)]
    assert stone_classes(secrets) == expected
    assert "teacher view" in watch.status_text
    assert watch.viewer is None


def test_mode_switches_through_the_twin_and_the_toolbar(hot):
    hot.press("ready")
    hot.set_mode("watch")
    assert hot.mode == "watch" and not hot.covered
    assert TEACHER in texts(parse_svg(hot.svg()))
    assert hot.buttons["mode"].description == "Play view"
    hot.press("mode")  # back to play: whoever watched must hand over; the cover comes up
    assert hot.mode == "play" and hot.covered
    with pytest.raises(ValueError, match="mode must be"):
        hot.set_mode("spectate")


def test_undo_and_redo_never_name_a_drawn_stone(hot):
    """The generic undo text names the actions taken back; a refill is a hidden stone."""
    hot.press("ready")
    hot.cast(a_success(hot.state))
    hot.press("end")                     # red draws a stone red may not see
    assert any(isinstance(a, Draw) for a in hot.match.actions[-2:])
    hot.set_mode("watch")                # undo works in the teacher view only
    hot.press("undo")
    hot.press("redo")
    lines = [line for line in hot.log_lines if line.startswith(("Undone", "Redone"))]
    assert lines == ["Undone: end the turn", "Redone: end the turn"]
    assert not any(re.search(r"draw a \d", line) for line in hot.log_lines + [hot.status_text])


def test_play_mode_refuses_undo_so_a_failed_spell_cannot_be_taken_back(hot):
    hot.press("ready")
    hot.cast(a_failure(hot.state))       # red learns red holds no such stone, and pays for it
    state = hot.state
    for name in ("undo", "redo"):
        with count_canvas_messages() as traffic:
            hot.press(name)
        assert hot.state is state and traffic.messages == 0
        assert "Undo and redo work in the teacher view only" in hot.status_text
        assert "abracadawhat." not in hot.status_text
        assert hot.buttons[name].disabled
    hot.key("u")
    assert hot.state is state
    hot.set_mode("watch")
    assert not hot.buttons["undo"].disabled
    hot.press("undo")
    assert hot.match.step < hot.match.length and hot.state.current == 0   # the failed spell is taken back


# -- the hot-seat cover ----------------------------------------------------------------------
def covered_picture_hides_everything(board) -> None:
    root = parse_svg(board.svg())
    assert groups(root, "cover")
    assert f"Pass the device to {COLOURS[board.state.current]}" in texts(root)
    for q in range(board.game.players):
        assert set(stone_classes(row_group(root, q))) <= {"back"}
    for g in groups(root, "taken") + groups(root, "secrets"):
        assert set(stone_classes(g)) <= {"back"}
    assert not groups(root, "odds-bar")


def test_the_cover_hides_everything_until_ready_and_comes_back_when_the_turn_passes(hot):
    hot.press("odds")
    assert hot.covered
    covered_picture_hides_everything(hot)
    state = hot.state
    hot.cast(8)
    assert "Press Ready first" in hot.status_text
    hot.press("end")
    assert "Press Ready first" in hot.status_text
    hot.click(*area_center(5))
    assert "Pass the device to red, who presses Ready." in hot.status_text
    assert hot.state is state
    assert hot.controller.hit_test(*area_center(5), state, hot.ui) == ("cover",)
    hot.click(*hot.button_center("ready"))
    assert not hot.covered and hot.viewer == 0
    assert groups(parse_svg(hot.svg()), "odds-bar")
    hot.cast(a_success(hot.state))
    assert not hot.covered, "the same player goes on casting"
    hot.press("end")
    assert hot.state.current == 1 and hot.covered
    covered_picture_hides_everything(hot)
    assert "pass the device to yellow" in hot.status_text


def test_the_cover_comes_back_when_the_teacher_returns_to_play(hot):
    hot.press("ready")
    hot.cast(a_success(hot.state))
    hot.press("end")
    assert hot.covered and hot.state.current == 1
    hot.set_mode("watch")
    hot.press("undo")                       # the teacher takes the turn back: red's turn again
    assert hot.state.current == 0 and not hot.covered
    hot.set_mode("play")                    # whoever holds the device must show who they are
    assert hot.covered
    covered_picture_hides_everything(hot)
    hot.key("Enter")
    assert not hot.covered and hot.viewer == 0


def test_without_hotseat_play_mode_shows_the_player_to_act_at_once():
    board = AbracadawhatBoard(players=2, seed=5, hotseat=False)
    assert not board.covered and board.viewer == 0
    root = parse_svg(board.svg())
    assert stone_classes(row_group(root, 0)) == ["back"] * 5
    # two players: twelve stones lie face up on the board from the start
    assert sum(len(g.findall(SVG + "rect")) - 0 for g in groups(root, "board-stones")) == 12
    board.close()


# -- the probability overlay -----------------------------------------------------------------
def overlay_numbers(board) -> dict[int, list[str]]:
    root = parse_svg(board.svg())
    return {int(g.get("class").split()[1].removeprefix("spell-")): texts(g) for g in groups(root, "odds-bar")}


def test_the_overlay_shows_the_viewers_odds(hot):
    hot.press("ready")
    assert overlay_numbers(hot) == {}
    hot.press("odds")
    game, state = hot.game, hot.state
    odds = game.odds_from_table(game.observation(state, state.current))
    assert hot.odds() == odds
    assert overlay_numbers(hot) == {o.spell: [percent(o.at_least_one), expected_text(o.expected)] for o in odds}
    words = texts(parse_svg(hot.svg()))
    assert "chance" in words and "average" in words and "red" in words
    # the odds of the next player after the turn passes (and Ready)
    hot.cast(a_success(state))
    hot.press("end")
    hot.press("ready")
    state = hot.state
    odds = game.odds_from_table(game.observation(state, state.current))
    assert overlay_numbers(hot) == {o.spell: [percent(o.at_least_one), expected_text(o.expected)] for o in odds}
    hot.press("odds")
    assert overlay_numbers(hot) == {}


def test_the_overlay_remembers_the_round_and_differs_from_the_simple_count(hot):
    """After red's own spell worked, the overlay shows what red can know from it (the exact odds that
    remember the round), not the simple count of the table, which forgets it."""
    from engine.abracadawhat.deduction import odds_from_history
    hot.press("ready")
    hot.press("odds")
    game, state = hot.game, hot.state
    spell = a_success(state)
    hot.cast(spell)
    state = hot.state
    remembered = odds_from_history(game, hot.match, state.current)
    simple = game.odds_from_table(game.observation(state, state.current))
    assert hot.odds() == remembered
    assert remembered != simple
    again = {o.spell: o for o in remembered}[spell].at_least_one
    assert again < {o.spell: o for o in simple}[spell].at_least_one, "one of them just left the row"
    assert overlay_numbers(hot)[spell] == [percent(again), expected_text({o.spell: o for o in remembered}[spell].expected)]


def test_odds_numbers_are_formatted_as_shown():
    from fractions import Fraction
    assert percent(Fraction(5, 8)) == "62.5%" and expected_text(Fraction(17, 20)) == "0.85"


def test_the_hint_marks_the_most_probable_allowed_spell(watch):
    watch.press("hint")
    game, state = watch.game, watch.state
    odds = game.odds_from_table(game.observation(state, state.current))
    best = max(odds, key=lambda o: (o.at_least_one, o.spell))
    assert watch.ui.hint.actions == (Cast(best.spell),)
    assert f"Hint: cast {best.spell} ({SPELL_NAMES[best.spell]}) — of the spells you may cast now, it is the one " \
        f"you most likely hold ({float(best.at_least_one):.0%} chance)." in watch.status_text
    assert groups(parse_svg(watch.svg()), "hint")


# -- the die -------------------------------------------------------------------------------------
def test_the_last_die_roll_is_shown():
    for seed in range(40):
        board = AbracadawhatBoard(players=4, seed=seed, mode="watch")
        if 3 in board.state.rows[0]:
            break
        board.close()
    [die] = groups(parse_svg(board.svg()), "die")
    assert texts(die) == ["die: not rolled yet"]
    board.cast(3)
    rolled = [line for line in board.log_lines if line.startswith("red rolls ")]
    value = int(rolled[-1].split()[-1])
    [die] = groups(parse_svg(board.svg()), "die")
    assert texts(die) == [f"die: {value} (red's Dream)"]
    board.press("undo")
    [die] = groups(parse_svg(board.svg()), "die")
    assert texts(die) == ["die: not rolled yet"]
    board.close()


# -- messages and bytes ----------------------------------------------------------------------
def test_every_user_action_sends_one_small_canvas_message(hot):
    b = hot
    steps = [
        ("ready", lambda: b.press("ready")),
        ("odds on", lambda: b.press("odds")),
        ("hint", lambda: b.press("hint")),
        ("cast", lambda: b.cast(a_success(b.state))),
        ("watch", lambda: b.set_mode("watch")),               # undo and redo: teacher view only
        ("undo", lambda: b.press("undo")),
        ("redo", lambda: b.press("redo")),
        ("play again", lambda: b.set_mode("play")),
        ("ready again", lambda: b.press("ready")),
        ("end", lambda: b.press("end")),                      # the turn passes: the cover comes up
        ("ready 2", lambda: b.key("Enter")),
        ("fail", lambda: b.cast(a_failure(b.state))),         # a failure ends the turn too
        ("ready 3", lambda: b.click(*b.button_center("ready"))),
        ("cast click", lambda: b.click(*area_center(a_success(b.state)))),
        ("watch 2", lambda: b.set_mode("watch")),
        ("odds off", lambda: b.press("odds")),
        ("play", lambda: b.set_mode("play")),
    ]
    report = {}
    for name, action in steps:
        with count_canvas_messages() as traffic:
            action()
        report[name] = traffic.bytes
        assert traffic.messages == 1, f"{name}: {traffic}"
        assert traffic.bytes < LIMIT, f"{name}: {traffic}"
    assert b.errors == []
    # a full repaint is the biggest: a new page
    with count_canvas_messages() as traffic:
        b.redraw_for_new_page()
    assert traffic.messages == 1 and report["cast"] < traffic.bytes < LIMIT


# -- whole games through the twins ----------------------------------------------------------------
def test_random_play_through_the_twins_matches_the_engine():
    rng = random.Random(7)
    for players, mode in ((2, "watch"), (5, "play")):
        board = AbracadawhatBoard(players=players, seed=players, mode=mode)
        twin = Match(Abracadawhat(players=players), players)
        for _ in range(150):
            if board.state.over:
                break
            if board.covered:
                board.press("ready")
            state = board.state
            choice = rng.choice([a for a in board.game.legal_actions(state)])
            if isinstance(choice, EndTurn):
                board.press("end")
            else:
                board.cast(choice.spell)
            twin.apply(choice)
            assert board.state == twin.state
            if mode == "play" and not board.covered and not board.state.over:
                root = parse_svg(board.svg())
                assert set(stone_classes(row_group(root, board.state.current))) <= {"back"}
        assert board.errors == []
        board.close()


# -- pictures, repr ------------------------------------------------------------------------------
def test_repr_svg_and_mimebundle_are_deterministic(hot):
    other = AbracadawhatBoard(players=4, seed=0)
    assert repr(hot) == repr(other) == ("AbracadawhatBoard(players=4, seed=0, mode=play, step=24: "
                                         "Round 1: pass the device to red, who presses Ready.)")
    assert hot.svg() == other.svg()
    bundle = hot._repr_mimebundle_()
    assert bundle["text/plain"] == repr(hot) and bundle["image/svg+xml"] == hot.svg()
    other.close()


def test_picture_is_the_teacher_view_and_registered():
    import boardwidgets
    game = Abracadawhat(players=3)
    state = Match(game, 2).state
    pic = picture(state, game)
    root = parse_svg(pic.svg())
    assert TEACHER in texts(root)
    assert repr(pic) == "Picture(Abracada...What?, round 1)"
    assert boardwidgets.picture(state, game).svg() == pic.svg()
    assert boardwidgets.board_class("abracadawhat") is AbracadawhatBoard


def test_from_match_is_the_teacher_view_and_accepts_options():
    match = Match(Abracadawhat(players=3), 4)
    board = AbracadawhatBoard.from_match(match)
    assert board.mode == "watch" and not board.covered
    board.configure(mode="play", odds=True)
    assert board.viewer == 0 and board.odds()
    with pytest.raises(ValueError, match="Abracada"):
        AbracadawhatBoard(match=Match(__import__("engine").load("labyrinth"), 0))
    board.close()


def test_controller_draws_without_a_widget():
    game = Abracadawhat(players=5)
    c = AbracadawhatController(game, mode="play", hotseat=False)
    state = Match(game, 9).state
    root = parse_svg(draw_svg(c, state))
    assert stone_classes(row_group(root, state.current)) == ["back"] * 5


def test_play_as_one_seat_draws_the_table_for_that_seat_all_game():
    board = AbracadawhatBoard(players=4, seed=3, seat=2, odds=True)
    assert not board.covered and board.viewer == 2
    game = board.game
    root = parse_svg(board.svg())
    assert stone_classes(row_group(root, 2)) == ["back"] * len(board.state.rows[2])
    assert stone_classes(row_group(root, 0)) == [str(s) for s in board.state.rows[0]]
    assert board.odds() == game.odds_from_table(game.observation(board.state, 2))
    board.cast(a_success(board.state))            # red (seat 0) acts; the view stays blue's
    assert board.viewer == 2 and not board.covered
    with pytest.raises(ValueError, match="seat must be 0..3"):
        AbracadawhatBoard(players=4, seed=3, seat=4)
    board.close()


# -- labels, legend, parts ------------------------------------------------------------------------
def test_every_area_track_and_strip_is_labelled_and_a_key_explains_the_marks(watch):
    words = texts(parse_svg(watch.svg()))
    for n in SPELLS:
        assert str(n) in words and SHORT_NAMES[n] in words and f"0 of {n}" in words
    assert "board" in words and "tower" in words and "secret" in words
    assert all(str(level) in words for level in range(9))                 # the tower's levels
    for q in range(4):
        assert COLOURS[q] in words and "life 6 of 6" in words
    assert "0 points · to act" in words and "0 points" in words
    for mark in ("Key:", "face down", "face up: spell 5", "life left, life lost", "to act", "points on the tower"):
        assert mark in words
    [key] = groups(parse_svg(watch.svg()), "legend")
    assert stone_classes(key) == ["back", "5"]


def test_hidden_parts_are_not_drawn_and_their_buttons_are_gone(watch):
    watch.configure(hide=("odds", "die", "tower", "mode"), odds=True)
    root = parse_svg(watch.svg())
    words = texts(root)
    for cls in ("odds-bar", "odds", "die", "tower", "marker"):
        assert not groups(root, cls), cls
    assert "points on the tower" not in words and not any("points" in w for w in words)
    assert "Key:" in words and "face down" in words                        # the key stays
    for name in ("odds", "mode", "hint"):
        assert watch.buttons[name].layout.display == "none", name
    assert watch.controller.hit_test(*watch.button_center("odds"), watch.state, watch.ui) is None
    watch.key("o")
    assert watch.show_odds, "the O key does not toggle a hidden overlay"
    watch.key("h")
    assert "No hint here: press Show me" in watch.status_text and watch.ui.hint is None
    watch.configure(hide=())
    root = parse_svg(watch.svg())
    assert groups(root, "odds-bar") and groups(root, "die") and groups(root, "tower") and groups(root, "marker")
    assert all(watch.buttons[name].layout.display is None for name in ("odds", "mode", "hint"))
    watch.configure(hide=("nope",))
    assert "no board part(s) nope to hide" in watch.errors[-1]


def test_seat_can_be_set_and_cleared_by_configure(watch):
    watch.configure(mode="play", seat=2)
    assert watch.viewer == 2 and not watch.covered
    assert stone_classes(row_group(parse_svg(watch.svg()), 2)) == ["back"] * 5
    watch.configure(mode="watch", seat=None)
    assert watch.viewer is None and watch.controller.seat is None
    watch.configure(seat=7)
    assert "seat must be 0..3 or None" in watch.errors[-1] and watch.controller.seat is None


# -- every move answered in plain words -------------------------------------------------------------
def lesson(title, name="basics"):
    from engine.abracadawhat.lessons import LESSONS
    [step] = [s for s in LESSONS[name] if s.title == title]
    return step


def lesson_board(title, name="basics"):
    step = lesson(title, name)
    board = AbracadawhatBoard.from_match(step.start())
    board.configure(**dict(step.options))
    return board


def test_every_cast_failure_refill_and_empty_pool_is_answered_in_plain_words():
    board = lesson_board("A spell that fails")                  # red holds 2 3 5 6 8
    board.cast(5)
    assert board.status_text.splitlines()[1] == ("Red casts 5, Lightning Tempest: it works — the stone goes face up "
                                                 "on area 5; yellow loses 1 life (now 5); green loses 1 life (now 5).")
    board.cast(3)
    assert board.status_text.splitlines()[1] == ("Not allowed: After a 5 you may cast only 5 or higher (at the table: "
                                                 "called out, lose 1 life, turn over). Cast 5 or higher, or press End "
                                                 "turn. (rule: Again, or stop)")
    board.cast(7)
    assert board.status_text.splitlines()[1] == ("Red casts 7, Fireball: red holds no 7, so it fails and the turn "
                                                 "ends; red loses 1 life (now 5); red draws a new stone from the pool; "
                                                 "now yellow's turn.")
    board.cast(8)
    board.press("end")
    assert board.status_text.splitlines()[1] == ("Yellow ends the turn; yellow draws a new stone from the pool; now "
                                                 "blue's turn.")
    board.close()
    dry = lesson_board("An empty pool: no refill")
    dry.press("end")
    assert dry.status_text.splitlines()[1] == ("Not allowed: Cast at least one spell before ending your turn. Cast a "
                                               "spell first: click a number area or a number button. "
                                               "(rule: Cast a spell)")
    dry.cast(8)
    dry.press("end")
    assert dry.status_text.splitlines()[1] == ("Red ends the turn; the pool is empty, so no stone is drawn; now "
                                               "yellow's turn.")
    dry.close()
    over = lesson_board("A shared win")
    over.cast(7)
    over.cast(8)
    assert over.status_text.endswith("Start a new board to play again. (rule: The game is over)")
    over.close()


def test_a_show_me_answers_each_of_its_moves():
    from boardwidgets import TutorialWidget
    step = lesson("End the turn and refill")
    tut = TutorialWidget([step])
    tut.show_me()
    assert tut.board.status_text.splitlines()[1] == (
        "Red casts 8, Magic Drink: it works — the stone goes face up on area 8; red is already at 6 life: the "
        "healing is lost. Red ends the turn; red draws a new stone from the pool; now yellow's turn.")
    tut.close()


# -- animation ------------------------------------------------------------------------------------
def frames_of(board, action) -> list[str]:
    """Every frame the action queues, drawn as SVG over what was on screen before it."""
    from boardwidgets.paint import RecordingPainter, SvgPainter
    c = board.controller
    screen = {}
    for layer in c.layers:
        rec = RecordingPainter(c.width, c.height)
        c.draw(layer, rec, board.state, board.ui)
        screen[layer] = rec
    queued = []
    animate = board.animate
    board.animate = lambda frames: (queued.extend(frames), animate(queued[-len(list(frames)):]))
    try:
        action()
    finally:
        del board.animate
    pictures = []
    for frame in queued:
        for layer, draw in frame.layers:
            rec = RecordingPainter(c.width, c.height)
            draw(rec)
            screen[layer] = rec
        svg = SvgPainter(c.width, c.height)
        for layer in c.layers:
            with svg.group(f"layer-{layer}"):
                screen[layer].replay(svg)
        pictures.append(svg.svg())
    return pictures


def test_a_working_spell_flies_to_its_area_and_life_blinks_in_one_message():
    board = lesson_board("A spell that fails")
    with count_canvas_messages() as traffic:
        board.cast(5)                       # Lightning Tempest: yellow and green lose a life
    c = board.controller
    assert traffic.messages == 1 and traffic.sleeps == c.FLIGHT_FRAMES + len(c.BLINK_MS)
    assert 0 < traffic.sleep_ms <= 1000 and traffic.bytes < LIMIT
    with count_canvas_messages() as traffic:
        board.cast(7)                       # fails: red's own life blinks, no stone flies
    assert traffic.messages == 1 and traffic.sleeps == len(c.BLINK_MS)
    with count_canvas_messages() as traffic:
        board.press("undo")                 # taking back is not animated
    assert traffic.messages == 1 and traffic.sleeps == 0
    board.close()


def test_the_frames_show_the_stone_in_flight_and_the_lives_that_change():
    board = lesson_board("A spell that fails")
    pictures = frames_of(board, lambda: board.cast(5))
    flying = [groups(parse_svg(p), "flying") for p in pictures]
    assert all(len(f) == 1 for f in flying[:6]) and not any(flying[6:])
    assert [stone_classes(f[0]) for f in flying[:6]] == [["5"]] * 6
    first = [float(r.get("y")) for r in flying[0][0].iter(SVG + "rect")][0]
    last = [float(r.get("y")) for r in flying[5][0].iter(SVG + "rect")][0]
    assert first > 180 and last < 100, "from red's strip up to the 5 area"
    changes = groups(parse_svg(pictures[6]), "life-change")
    assert sorted(g.get("class").split()[1] for g in changes) == ["life-change-green", "life-change-yellow"]
    assert "life 5 of 6" in texts(parse_svg(pictures[6]))
    board.close()


def test_frames_in_play_mode_never_show_the_viewers_own_stones():
    board = AbracadawhatBoard(players=4, seed=3, seat=0)            # red holds 2 6 6 7 8, face down
    state = board.state

    def two_casts():
        with board.batched():                                       # a second move in one message
            board.cast(6)                                           # redraws the stones layer in its frames
            board.cast(7)
    pictures = frames_of(board, two_casts)
    assert len(pictures) > 6
    for svg in pictures:
        root = parse_svg(svg)
        assert set(stone_classes(row_group(root, 0))) <= {"back"}
        assert all(stone_classes(g) in (["6"], ["7"]) for g in groups(root, "flying"))
    assert state.rows[0] == (2, 6, 6, 7, 8) and board.state.rows[0] == (2, 6, 8)
    board.close()


def test_nobody_is_animated_at_behind_the_cover(hot):
    hot.press("ready")
    hot.cast(a_success(hot.state))
    hot.press("end")                         # the cover is up: yellow presses Ready next
    hot.set_mode("watch")
    hot.press("undo")
    hot.set_mode("play")
    assert hot.covered
    with count_canvas_messages() as traffic:
        hot.press("ready")
    assert traffic.sleeps == 0


# -- the tutorials ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["basics", "variants"])
def test_every_tutorial_step_shows_me_in_one_small_message_with_its_parts_hidden(name):
    from boardwidgets import TutorialWidget
    from engine.abracadawhat.lessons import LESSONS
    steps = LESSONS[name]
    tut = TutorialWidget(steps, title=name, free_play="free_play.ipynb")
    for i, step in enumerate(steps):
        tut.goto(i)
        assert tut.board.ui.hidden == frozenset(step.options["hide"])
        assert {"odds", "mode"} <= tut.board.ui.hidden, "the odds come with the deduction notebook"
        assert tut.board.buttons["hint"].layout.display == "none"
        with count_canvas_messages() as traffic:
            tut.show_me()
        assert tut.complete, f"{step.title}: {tut.status_text}"
        assert traffic.messages == 1 and traffic.bytes < LIMIT and traffic.sleep_ms <= 1000, f"{step.title}: {traffic}"
        assert tut.errors == [] and tut.board.errors == []
    assert "Free play ›" in tut.feedback.value and 'href="free_play.ipynb"' in tut.feedback.value
    tut.close()


@pytest.mark.parametrize("name", ["basics", "variants"])
def test_each_tutorial_ends_with_a_turn_played_with_your_own_stones_hidden(name):
    from boardwidgets import TutorialWidget
    from engine.abracadawhat.lessons import LESSONS
    steps = LESSONS[name]
    tut = TutorialWidget(steps, free_play="free_play.ipynb")
    tut.goto(len(steps) - 1)
    board = tut.board
    assert board.mode == "play" and board.viewer == 0 and not board.covered
    assert stone_classes(row_group(parse_svg(board.svg()), 0)) == ["back"] * 5
    assert "red's view: red's own stones face down" in board.status_text
    held = sorted(board.state.rows[0])
    board.cast(held[0])
    assert not tut.complete and "Good, that's a step towards it" in tut.status_text
    board.press("undo")                      # taking a spell back would tell red what red holds
    assert "teacher view only" in board.status_text and board.state.last_cast == held[0]
    board.press("end")
    assert tut.complete and "Now play a whole game" in tut.status_text and "free_play.ipynb" in tut.feedback.value
    assert board.viewer == 0 and board.state.current == 1, "red's eyes still: the next turn is not this lesson's"
    tut.goto(0)                              # back to a teaching step: the teacher view again
    assert board.mode == "watch" and board.viewer is None and board.controller.seat is None
    tut.close()


def test_the_tutorial_notebooks_link_free_play_and_show_the_last_turn_face_down():
    import json
    import pathlib
    import xml.etree.ElementTree as ET
    folder = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "abracadawhat"
    for name, last in (("tutorial.ipynb", "## 26. Your turn, your stones hidden"),
                       ("variants.ipynb", "## 6. Your turn: winner takes all")):
        cells = json.loads((folder / name).read_text(encoding="utf-8"))["cells"]
        source = ["".join(c["source"]) for c in cells]
        assert 'free_play="free_play.ipynb"' in source[1] and "TutorialWidget(" in source[1]
        assert cells[-1]["cell_type"] == "markdown" and "](free_play.ipynb)" in source[-1]
        at = next(i for i, s in enumerate(source) if s.startswith(last))
        board_cell = cells[at + 1]
        assert "board.configure(**step.options)" in source[at + 1]
        [svg] = [o["data"]["image/svg+xml"] for o in board_cell["outputs"] if "image/svg+xml" in o.get("data", {})]
        root = ET.fromstring(svg if isinstance(svg, str) else "".join(svg))
        assert stone_classes(row_group(root, 0)) == ["back"] * 5, f"{name}: red's own row shows in the notebook"
        assert "red's view — your own stones face down" in texts(root)
