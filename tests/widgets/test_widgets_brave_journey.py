"""BraveJourneyBoard driven through its Python twins: the same code path as browser clicks."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.brave_journey import BraveJourney
from engine.brave_journey.game import (Attack, Challenge, Declined, Discard, DrawMissions, DuelEvent, Fight,
                                       FightResolved, Go, ItemUsed, KeepMission, MissionCard, MissionDrawn, Move, Moved,
                                       PickMonster, Reroll, Roll, UseField, UseItem)
from engine.brave_journey.lessons import LESSONS
from engine.brave_journey.scenario import arrange
from engine.core import Match

import boardwidgets
from boardwidgets.brave_journey import (COMPACT, CJK_FONT, FULL, MIN_SCREEN_PX, SCREEN_SCALE, BraveJourneyBoard,
                                        HandRolledMatch, font_face_css, info_html, picture)
from boardwidgets.layoutcheck import check, draw
from boardwidgets.testing import count_canvas_messages
from boardwidgets.textfit import _extent
from widget_helpers import groups, parse_svg, texts

LIMIT = 32 * 1024
DATA = Path(__file__).resolve().parents[2] / "engine" / "brave_journey" / "data"
CHARSET = Path(boardwidgets.__file__).resolve().parent / "fonts" / "cjk_charset.txt"


def game(*heroes: str, **settings) -> BraveJourney:
    return BraveJourney(players=len(heroes), characters=list(heroes), first_player=0, **settings)


def board_at(g: BraveJourney, seed: int = 0, mode: str = "learn", **arranged) -> BraveJourneyBoard:
    """A board on an arranged position; the movement roll waits for Roll, like a free game."""
    state = arrange(g, seed, **arranged)
    return BraveJourneyBoard(match=HandRolledMatch(g, seed, start=state), mode=mode)


def measure(action):
    with count_canvas_messages() as traffic:
        action()
    return traffic


def svg_of(board) -> tuple:
    root = parse_svg(board.svg())
    return root, texts(root)


def one_message(board, action):
    traffic = measure(action)
    assert board.errors == []
    assert traffic.messages == 1, traffic
    assert traffic.bytes < LIMIT, traffic
    return traffic


def unchanged(board, action):
    """A refused input: nothing changes, no canvas message, a plain sentence and the rule."""
    state, step = board.state, board.match.step
    traffic = measure(action)
    assert board.state is state and board.match.step == step
    assert traffic.messages == 0, traffic
    return board.status_text


# -- registration, construction -----------------------------------------------------------------------------------
def test_the_board_is_registered_for_tutorials_and_pictures():
    assert boardwidgets.board_class("brave_journey") is BraveJourneyBoard
    assert boardwidgets.BraveJourneyBoard is BraveJourneyBoard
    g = BraveJourney(players=3)
    pic = boardwidgets.picture(g.initial_state(0), g)
    assert parse_svg(pic.svg()) is not None and "Brave Journey" in repr(pic)


def test_settings_pass_through_and_bad_settings_are_refused():
    b = BraveJourneyBoard(players=5, seed=2, characters=["aruba", "luki", "sion", "claire", "ares"], badges=1)
    assert b.game.players == 5 and b.game.target == 1 and b.state.characters[4] == "ares"
    assert "badges=1" in repr(b) and "mode=game" in repr(b)
    with pytest.raises(ValueError, match="players"):
        BraveJourneyBoard(players=9)
    with pytest.raises(ValueError, match="mode"):
        BraveJourneyBoard(players=2, mode="party")
    with pytest.raises(ValueError, match="layout"):
        BraveJourneyBoard(players=2, layout="huge")


def test_from_match_is_a_learn_board_in_the_compact_layout_and_fit_column_makes_it_compact():
    g = BraveJourney(players=4)
    b = BraveJourneyBoard.from_match(Match(g, 0))
    assert (b.controller.mode, b.layout_name) == ("learn", "compact")
    assert (b.canvas.width, b.canvas.height) == (COMPACT.width, COMPACT.height)
    full = BraveJourneyBoard(players=4, seed=0)
    assert (full.canvas.width, full.canvas.height) == (FULL.width, FULL.height) == (960, 600)
    assert full.canvas.layout.max_width == "min(100%, 960px)"      # shrinks with a narrow output area
    full.fit_column()
    assert full.layout_name == "compact" and full.canvas.width == 620
    assert full.canvas.layout.max_width == "min(100%, 620px)"


# -- the turn: roll, move, the die ---------------------------------------------------------------------------------
def test_roll_button_and_die_click_roll_from_the_seed_and_move_the_token():
    for how in ("button", "die", "key"):
        b = BraveJourneyBoard(players=3, seed=4, mode="learn")
        s0 = b.state
        assert s0.focus.kind == "roll" and "roll the die" in b.status_text
        start = s0.positions[s0.current]
        one_message(b, {"button": lambda: b.press("roll"), "die": b.click_die, "key": lambda: b.key("r")}[how])
        roll = b.match.actions[0]
        assert isinstance(roll, Roll)
        # the board rolled what the match draws from its seed: the same as the engine's own replay
        assert b.match.state_at(1) == b.game.apply(s0, roll)
        moved = b.match.state_at(1).positions[s0.current]
        assert moved != start or s0.positions != b.state.positions
        assert f"rolls {roll.value}" in "\n".join(b.log_lines)
        # the die shows the face rolled
        root, words = svg_of(b)
        assert groups(root, "die")


def test_the_movement_roll_can_be_changed_then_taken_with_move():
    g = game("luki", "aruba")
    b = board_at(g, phase="after_roll", dice=(2,), pending=["luki"], positions={"luki": 3})
    assert "roll again (Portal)" in b.choices and "press Move to go to 5 Field" in b.status_text
    one_message(b, lambda: b.click_choice("roll again (Portal)"))
    assert Reroll() in b.match.actions
    b2 = board_at(g, phase="after_roll", dice=(2,), positions={"luki": 3})
    one_message(b2, lambda: b2.press("move"))
    assert b2.match.actions[0] == Move() and b2.match.state_at(1).positions[0] == 5


def test_deifel_rolls_two_dice_by_a_chip():
    g = game("deifel", "aruba")
    b = board_at(g, phase="start", pending=["deifel"], positions={"deifel": 16})
    chip = next(c for c in b.choices if "two dice" in c)
    one_message(b, lambda: b.click_choice(chip))
    assert b.match.actions[0] == Go(2)


# -- field squares and fights -----------------------------------------------------------------------------------------
def test_fight_button_shows_the_fight_in_its_panel_with_the_roll():
    g = game("luki", "aruba")
    b = board_at(g, phase="field", positions={"luki": 3})
    one_message(b, lambda: b.press("fight"))
    assert b.match.actions[0] == Fight()
    fought = [e for e in b.match.events_since(0) if isinstance(e, FightResolved)]
    assert len(fought) == 1
    root, words = svg_of(b)
    assert groups(root, "fight-box")
    name = g.card_name(fought[0].card)
    assert any(w.startswith(f"Fight: Luki against {name}") for w in words)
    verdict = "won" if fought[0].won else "lost"
    assert f"attack {fought[0].attack} vs HP {fought[0].monster_hp}: {verdict}" in words


def test_no_thanks_declines_the_fight_and_the_skill_chip_fights_with_the_skill():
    g = game("foyfoy", "aruba")
    b = board_at(g, phase="field", positions={"foyfoy": 3})
    assert b.choices == ["fight", "fight using Cruel Blade", "do not fight"]
    one_message(b, lambda: b.press("decline"))
    assert any(isinstance(e, Declined) and e.what == "fight" for e in b.match.events_since(0))
    b2 = board_at(g, phase="field", positions={"foyfoy": 3})
    one_message(b2, lambda: b2.click_choice("fight using Cruel Blade"))
    assert b2.match.actions[0] == Fight("cruel_blade")


def test_aruba_clicks_one_of_her_two_monsters():
    g = game("aruba", "luki")
    b = board_at(g, phase="field", positions={"aruba": 3})
    one_message(b, lambda: b.click_choice("fight using"))
    assert b.state.focus.kind == "pick_monster"
    two = list(dict.fromkeys(b.state.monsters_out))
    root, words = svg_of(b)
    assert len(groups(root, "monster")) == len(two) == 2
    assert "Choose the monster to fight (click it)" in words
    one_message(b, lambda: b.click_monster(two[1]))
    assert PickMonster(two[1]) in b.match.actions
    assert any(isinstance(e, FightResolved) and e.card == two[1] for e in b.match.events_since(0))


# -- duels -------------------------------------------------------------------------------------------------------
def test_a_duel_target_is_a_click_on_their_token_and_the_duel_shows_both_rolls():
    g = game("aruba", "luki", "sion")
    b = board_at(g, phase="duel", positions={"aruba": 5, "luki": 5, "sion": 9})
    assert b.choices == ["challenge Luki", "challenge nobody"]
    text = unchanged(b, lambda: b.click_token("sion"))            # Sion is not on Aruba's square
    assert text.splitlines()[-1].startswith("Not allowed:") and b.refused_rule == "brave_journey.duel.challenge"
    one_message(b, lambda: b.click_token("luki"))
    assert b.match.actions[0] == Challenge("luki")
    duel = [e for e in b.match.events_since(0) if isinstance(e, DuelEvent) and e.rolls]
    assert duel
    root, words = svg_of(b)
    assert groups(root, "duel-box")
    assert "Duel: Aruba challenged Luki" in words
    last = duel[-1]
    assert (f"{g.hero(b.state, last.loser)} loses {last.loss} HP" if last.loss else "a tie: both roll again") in words


def test_challenge_nobody_by_the_decline_button():
    g = game("aruba", "luki")
    b = board_at(g, phase="duel", positions={"aruba": 5, "luki": 5})
    one_message(b, lambda: b.press("decline"))
    assert any(isinstance(e, Declined) and e.what == "duel" for e in b.match.events_since(0))


# -- mission cards and items -----------------------------------------------------------------------------------------
def test_sion_draws_two_and_keeps_one_by_chips():
    g = game("sion", "aruba")
    b = board_at(g, phase="mission_choice", positions={"sion": 2})
    assert b.choices == ["draw a mission card", "draw two mission cards (My magic is: anything goes)"]
    one_message(b, lambda: b.click_choice("draw two"))
    assert b.match.actions[0] == DrawMissions(2)
    if b.state.focus.kind == "keep":
        keep = b.choices[0]
        one_message(b, lambda: b.click_choice(keep))
        assert any(isinstance(a, KeepMission) for a in b.match.actions)


def test_a_third_item_is_discarded_by_clicking_it():
    g = game("aruba", "luki")
    b = board_at(g, phase="third", positions={"aruba": 2}, held={"aruba": ["healing_potion", "lucky_charm"]},
                 drawn=["winged_boots"])
    assert "discard" in b.status_text
    one_message(b, lambda: b.click_card("lucky_charm"))
    assert b.match.actions[0] == Discard("lucky_charm")
    assert "lucky_charm" not in b.state.held[0]


def test_an_aimed_item_is_armed_by_a_click_then_aimed_by_clicking_a_hero():
    g = game("aruba", "luki", "sion")
    b = board_at(g, phase="start", held={"aruba": ["throwing_knife"]})
    one_message(b, lambda: b.click_card("throwing_knife"))
    assert b.controller.armed == "throwing_knife" and "Throwing Knife on Luki" in b.choices
    one_message(b, lambda: b.click_hero("sion"))
    assert b.match.actions[0] == UseItem("throwing_knife", "sion")
    assert any(isinstance(e, ItemUsed) for e in b.match.events_since(0))
    # a chip does the same; "cancel" puts the item away
    b2 = board_at(g, phase="start", held={"aruba": ["throwing_knife"]})
    b2.click_choice("use Throwing Knife")
    b2.click_choice("cancel")
    assert b2.controller.armed == "" and b2.match.step == 0


def test_a_healing_potion_is_used_by_clicking_it():
    g = game("aruba", "luki")
    b = board_at(g, phase="start", held={"aruba": ["healing_potion"]}, hp={"aruba": 5})
    one_message(b, lambda: b.click_card("healing_potion"))
    assert b.match.actions[0] == UseItem("healing_potion")


def test_the_special_field_is_used_or_declined_by_chips():
    g = game("claire", "aruba")
    b = board_at(g, phase="advantage", positions={"claire": 17}, hp={"claire": 4})
    assert b.choices == ["use the special field", "do not use the special field"]
    one_message(b, lambda: b.click_choice("use the special field"))
    assert b.match.actions[0] == UseField()
    b2 = board_at(g, phase="advantage", positions={"claire": 17}, hp={"claire": 4})
    one_message(b2, lambda: b2.press("decline"))
    assert any(isinstance(e, Declined) and e.what == "field" for e in b2.match.events_since(0))


# -- the tournament ----------------------------------------------------------------------------------------------
def test_the_tournament_is_its_own_view_and_the_attack_is_a_click_on_the_opponent():
    g = game("aruba", "luki", "sion")
    b = board_at(g, phase="attack", tournament=["aruba", "luki", "sion"], dice=(3, 5, 1), current="luki")
    root, words = svg_of(b)
    assert groups(root, "tournament") and "The final tournament" in words
    assert len(groups(root, "fighter")) == 3 and not groups(root, "hero-row")
    assert "Tournament: Luki rolled highest — click the opponent to attack." in b.status_text
    assert b.choices == ["attack Aruba", "attack Sion"]
    unchanged(b, lambda: b.play(Attack("luki")))          # nobody attacks themselves
    assert b.refused_rule == "brave_journey.tournament.rounds"
    one_message(b, lambda: b.click_choice("attack Sion"))
    assert b.match.actions[0] == Attack("sion")
    assert b.state.hp[2] == 10 - 4


# -- undo, reset, hints ------------------------------------------------------------------------------------------
def test_undo_and_reset_take_moves_back_each_in_one_message():
    b = BraveJourneyBoard(players=2, seed=1, mode="learn")
    s0 = b.state
    b.press("roll")
    s1 = b.state
    one_message(b, lambda: b.press("undo"))
    assert b.state == s0
    one_message(b, lambda: b.press("redo"))
    assert b.state == s1
    for _ in range(3):
        if b.state.focus.kind == "roll":
            b.press("roll")
        elif b.choices:
            b.click_choice(b.choices[-1])
    one_message(b, lambda: b.press("reset"))
    assert b.state == s0 and "start of this game" in b.status_text


def test_a_hint_suggests_a_choice_and_marks_it():
    g = game("luki", "aruba")
    b = board_at(g, phase="field", positions={"luki": 3}, hp={"luki": 9})
    b.press("hint")
    assert b.ui.hint is not None and b.ui.hint.actions == (Fight(),)
    assert b.status_text.splitlines()[-1].startswith("Hint: Fight")


# -- refusals ---------------------------------------------------------------------------------------------------
def test_refusals_say_what_is_wrong_in_plain_words_then_the_rule_and_change_nothing():
    g = game("luki", "aruba")
    b = board_at(g, phase="field", positions={"luki": 3})
    text = unchanged(b, lambda: b.press("move"))
    assert text.splitlines()[-1].startswith("Not allowed: ")
    assert "Press Fight (or a skill chip) or No thanks." in text
    assert b.refused_rule == "brave_journey.field.decide-first"
    text = unchanged(b, lambda: b.press("roll"))
    assert "Nothing to roll now: it is up to Luki to fight a monster or not." in text
    assert "Fight or not" in b.status.value and "brave_journey.field.decide-first" in b.status.value
    b2 = BraveJourneyBoard(players=2, seed=0, mode="learn")
    unchanged(b2, lambda: b2.press("fight"))
    assert b2.refused_rule.startswith("brave_journey.")


# -- hot seat: the cover and private items -------------------------------------------------------------------------
def test_the_cover_names_the_next_hero_and_hides_every_held_item_until_ready():
    g = game("aruba", "luki", "sion")
    held = {"aruba": ["healing_potion"], "luki": ["mirror_shield", "lucky_charm"]}
    b = board_at(g, mode="game", held=held)
    assert b.covered and "pass the device to Aruba, who presses Ready" in b.status_text
    root, words = svg_of(b)
    assert groups(root, "cover") and "Pass the device to Aruba" in words
    names = {g.card_name(c) for cards in held.values() for c in cards}
    assert not names & set(words)
    cards = groups(root, "card")
    assert len(cards) == 3 and all("card-back" in c.get("class").split() for c in cards)
    assert "Healing Potion" not in info_html(b.controller, b.state, b.match)
    unchanged(b, lambda: b.click_card("healing_potion", "aruba"))
    assert "face down" in b.status_text
    one_message(b, lambda: b.press("ready"))
    root, words = svg_of(b)
    assert not groups(root, "cover") and "Healing Potion" in words
    assert "Mirror Shield" not in words and "Lucky Charm" not in words
    assert len(groups(root, "card-back")) == 2


def test_the_cover_stays_up_through_undo_and_a_reaction_passes_the_device_without_naming_the_card():
    g = game("aruba", "luki")
    b = board_at(g, mode="game", phase="duel", positions={"aruba": 5, "luki": 5}, held={"luki": ["mirror_shield"]})
    b.press("ready")
    one_message(b, lambda: b.click_token("luki"))
    assert b.state.focus.kind == "shield" and b.covered
    assert "pass the device to Luki" in b.status_text
    root, words = svg_of(b)
    assert "Luki: you have a choice to make." in words
    assert not any("Shield" in w for w in words) and not any("shield" in w for w in b.status_text.split("\n")[0:1])
    b.press("ready")
    root, words = svg_of(b)
    assert "Mirror Shield" in words
    b.press("undo")
    assert b.covered             # Aruba is to act again: the device goes back under the cover


def test_an_item_looked_at_leaves_the_panel_when_the_device_passes():
    g = game("aruba", "luki")
    b = board_at(g, mode="game", phase="start", held={"aruba": ["mirror_shield"]})
    b.press("ready")
    b.click_card("mirror_shield")          # not usable now: refused, and its words are shown to Aruba
    assert "Mirror Shield" in b.info.value and b.match.step == 0
    assert "Not allowed: Mirror Shield is played as a reaction" in b.status_text
    b.press("roll")
    while not b.covered and not b.state.over:
        b.click_choice(b.choices[-1]) if b.choices else b.press("roll")
    assert b.covered and "Mirror Shield" not in b.info.value


def test_the_teacher_view_shows_every_item_with_a_banner():
    g = game("aruba", "luki")
    b = board_at(g, mode="game", held={"aruba": ["healing_potion"], "luki": ["mirror_shield"]})
    b.press("view")
    root, words = svg_of(b)
    assert not b.covered and {"Healing Potion", "Mirror Shield", "Teacher view: all items shown"} <= set(words)
    b.press("view")
    assert b.covered


def test_undo_in_game_mode_never_names_a_mission_card_drawn():
    g = game("sion", "luki")
    b = board_at(g, mode="game", phase="mission_choice", positions={"sion": 2})
    b.press("ready")
    b.click_choice("draw a mission card")
    drawn = [a for a in b.match.actions if isinstance(a, MissionCard)]
    assert drawn
    b.press("undo")
    undone = b.log_lines[-1]
    assert undone.startswith("Undone: draw a mission card") and g.card_name(drawn[0].card) not in undone
    # Sion's two cards: the one kept stays unnamed too
    b2 = board_at(g, mode="game", phase="keep", positions={"sion": 2}, drawn=["lucky_charm", "winged_boots"])
    b2.press("ready")
    b2.click_choice("keep Winged Boots")
    b2.press("undo")
    assert b2.log_lines[-1] == "Undone: keep one of the two cards"


# -- the ring, squares and Chinese names --------------------------------------------------------------------------
def test_a_click_on_a_square_shows_its_english_and_chinese_names_and_what_it_does():
    b = BraveJourneyBoard(players=3, seed=0)
    traffic = measure(lambda: b.click_square(15))
    assert traffic.messages == 1                      # the square looked at is outlined
    html = b.info.value
    assert "15 Tower of Abirupis" in html and "阿比魯匹斯之塔" in html and 'class="bj-zh"' in html
    b.click_square(10)
    assert "10 Flamingo Manor" in b.info.value and "弗流林戈家" in b.info.value and "阿魯巴" in b.info.value
    root, words = svg_of(b)
    assert groups(root, "looked-at")
    labels = [w for w in words]
    for n in range(36):
        assert str(n) in labels


def test_special_fields_carry_their_characters_colour_and_mark():
    b = BraveJourneyBoard(players=2, seed=0)
    root, _ = svg_of(b)
    specials = groups(root, "special")
    assert len(specials) == 8
    owners = sorted(c for g in specials for c in g.get("class").split() if c.startswith("special-"))
    assert owners == sorted(f"special-{c}" for c in ("aruba", "luki", "sion", "claire", "foyfoy", "princess",
                                                       "ares", "deifel"))


def test_eight_heroes_on_one_square_are_eight_distinct_tokens():
    b = BraveJourneyBoard(players=8, seed=0, mode="learn")
    points = {b.controller.token_point(b.state, q) for q in range(8)}
    assert len(points) == 8
    r = b.controller.geo.token_r
    pts = sorted(points)
    assert min(((a[0] - c[0]) ** 2 + (a[1] - c[1]) ** 2) ** 0.5 for a in pts for c in pts if a != c) >= 2 * r
    root, words = svg_of(b)
    assert len(groups(root, "token")) == 8


def test_every_chinese_character_in_the_data_is_in_the_bundled_font_subset():
    have = set(CHARSET.read_text(encoding="utf-8").splitlines()[1])
    used = set()
    for path in DATA.glob("*.json"):
        used |= {ch for ch in path.read_text(encoding="utf-8") if ord(ch) > 0x2E7F}
    assert used and used <= have, f"missing from the font subset: {''.join(sorted(used - have))}"
    from fontTools.ttLib import TTFont
    font = TTFont(str(CJK_FONT))
    assert {ord(c) for c in used} <= set(font.getBestCmap())


def test_the_font_is_delivered_as_a_data_url_and_nothing_downloads():
    css = font_face_css()
    assert "url(data:font/woff;base64," in css and "http" not in css
    b = BraveJourneyBoard(players=2, seed=0)
    assert b.fontface in b.children and "@font-face" in b.fontface.value


# -- one message per action, readable labels, compact layout ------------------------------------------------------
def text_sizes(controller, state, ui) -> list[tuple[float, str]]:
    unit = sum(_extent(100, False)) / 100
    return [((s.geom[3] - s.geom[1]) / unit, s.label) for s in draw(controller, state, ui).shapes
            if s.kind == "text" and s.label.strip()]


@pytest.mark.parametrize("players, mode, seed", [(2, "game", 1), (4, "learn", 2), (8, "game", 3), (6, "learn", 4)])
def test_random_play_by_clicks_one_message_each_and_every_position_readable(players, mode, seed):
    b = BraveJourneyBoard(players=players, seed=seed, mode=mode)
    rng = random.Random(seed)
    largest = 0
    for _ in range(160):
        if b.state.over:
            break
        if b.covered:
            action = lambda: b.press("ready")
        elif b.state.focus.kind == "roll":
            action = b.click_die
        else:
            chip = rng.choice(b.choices)
            action = lambda: b.click_choice(chip)
        traffic = one_message(b, action)
        largest = max(largest, traffic.bytes)
        assert check(b.controller, b.state, b.ui) == []
    assert largest < LIMIT
    for layout in ("compact", "full"):
        b.configure(layout=layout)
        assert check(b.controller, b.state, b.ui) == []


def test_labels_are_at_least_9_px_in_the_compact_layout_and_larger_in_the_full_one():
    for layout, least in (("compact", 9), ("full", 9)):
        b = BraveJourneyBoard(players=8, seed=5, mode="learn", layout=layout)
        sizes = text_sizes(b.controller, b.state, b.ui)
        small = [(round(s, 1), t) for s, t in sizes if s < least - 0.05]
        assert small == [], small


def test_a_full_repaint_for_a_new_page_is_one_message_under_32_kb():
    b = BraveJourneyBoard(players=8, seed=0, mode="learn")
    traffic = measure(b.redraw_for_new_page)
    assert traffic.messages == 1 and traffic.bytes < LIMIT, traffic


def test_every_lesson_board_is_compact_and_readable_in_the_tutorial():
    from boardwidgets.tutorial import TutorialWidget
    t = TutorialWidget(LESSONS["tutorial"], title="Brave Journey", free_play="free_play.ipynb")
    try:
        assert isinstance(t.board, BraveJourneyBoard) and t.board.layout_name == "compact"
        assert t.board.controller.mode == "learn" and not t.board.covered
    finally:
        t.close()


def test_parts_not_taught_yet_can_be_hidden():
    g = game("aruba", "luki")
    b = board_at(g, phase="start", held={"aruba": ["healing_potion"]})
    root, words = svg_of(b)
    assert groups(root, "die") and groups(root, "card") and any(w.endswith(" HP") for w in words)
    assert any(w.startswith("★") for w in words) and b.choices and b.info.value
    b.configure(hide=("die", "hp", "badges", "cards", "choices", "info"))
    root, words = svg_of(b)
    assert not groups(root, "die") and not groups(root, "card")
    assert not any(w.endswith(" HP") or w.startswith("★") for w in words)
    assert b.choices == [] and b.info.value == "" and b.buttons["roll"].layout.display == "none"
    b.configure(hide=("magic",))
    assert "no board part(s) magic" in b.status_text
    assert set(b.controller.parts) == {"die", "hp", "badges", "cards", "fight", "duel", "tournament", "choices",
                                       "info"}


def test_in_a_tutorial_column_the_lesson_resets_and_the_board_hides_its_own_reset():
    b = BraveJourneyBoard.from_match(Match(BraveJourney(players=2), 0))
    assert b.buttons["reset"].layout.display is None
    b.fit_column()
    assert b.buttons["reset"].layout.display == "none"


def test_a_roll_walks_the_token_square_by_square_in_the_same_message():
    g = game("aruba", "luki")
    b = board_at(g, phase="after_roll", dice=(4,), positions={"aruba": 20})
    traffic = one_message(b, lambda: b.press("move"))
    walked = sum(abs(e.steps) for e in b.match.events_since(0) if isinstance(e, Moved))
    assert walked >= 4
    assert traffic.sleeps == min(walked, b.controller.MAX_FRAMES) and b.last_animation[0] == traffic.sleeps
    assert traffic.sleep_ms <= 1000
    still = board_at(g, phase="after_roll", dice=(4,), positions={"aruba": 20})
    still.configure(animate=False)
    assert measure(lambda: still.press("move")).sleeps == 0
    assert measure(lambda: b.press("undo")).sleeps == 0


@pytest.mark.parametrize("players", [2, 5, 8])
@pytest.mark.parametrize("layout", ["compact", "full"])
def test_the_tournament_and_a_full_hand_can_be_read_at_every_table_size(players, layout):
    ids = ["aruba", "luki", "sion", "claire", "foyfoy", "princess", "ares", "deifel"][:players]
    g = BraveJourney(players=players, characters=ids, first_player=0)
    positions = [
        dict(phase="attack", tournament=ids, dice=tuple([6] + [1] * (players - 1))),
        dict(phase="third", positions={"aruba": 2}, held={"aruba": ["healing_potion", "throwing_knife"],
                                                          ids[-1]: ["mirror_shield", "winged_boots"]},
             drawn=["lucky_charm"]),
    ]
    for arranged in positions:
        for mode in ("learn", "game"):
            b = BraveJourneyBoard(match=HandRolledMatch(g, 0, start=arrange(g, 0, **arranged)), mode=mode,
                                  layout=layout)
            assert check(b.controller, b.state, b.ui) == [], (arranged["phase"], mode)
            if b.covered:
                b.press("ready")
                assert check(b.controller, b.state, b.ui) == []


# -- issue 17: one click rolls, one hero's turn at a time, 11 px on screen -------------------------------------------
def test_one_click_on_the_die_rolls_even_when_the_hero_holds_an_item():
    """With an item in hand the turn starts at a decision (roll, or use the item first): one click on the die
    (or Roll, or the key) both starts the turn and rolls, in one canvas message; the item chip stays offered."""
    g = game("aruba", "luki")
    for how in ("die", "button", "key"):
        b = board_at(g, phase="start", held={"aruba": ["healing_potion"]}, hp={"aruba": 5})
        assert b.state.focus.kind == "start" and "use Healing Potion" in b.choices
        one_message(b, {"die": b.click_die, "button": lambda: b.press("roll"), "key": lambda: b.key("r")}[how])
        assert any(isinstance(a, Roll) for a in b.match.actions), (how, b.match.actions)
        assert any(isinstance(e, Moved) and e.dice for e in b.match.events_since(0)), how
        assert "healing_potion" in b.state.held[0] and b.match.step == 2      # Go and its roll: nothing else


def _roll_and_move_board():
    step = next(s for s in LESSONS["tutorial"] if s.title == "Roll and move")
    b = BraveJourneyBoard.from_match(step.start())
    b.fit_column()
    return step, b


def test_in_a_lesson_the_movers_own_result_stays_until_next_hero():
    """Aruba's roll in "Roll and move": the script plays Luki's turn at once, but the board keeps Aruba's die, his
    token on 9 Prison, his name as the one acting and his result in the box beside the die; the status line says
    only Aruba's turn. The match itself is already at Luki's decision (the step's goal is reached)."""
    step, b = _roll_and_move_board()
    one_message(b, b.click_die)
    assert step.check_goal(b.match) and b.state.focus.kind == "field"        # the real position: Luki decides
    c = b.controller
    assert c.shown and c.shown[0].seat == 0
    root, words = svg_of(b)
    assert "Aruba rolled 4" in words and not any("Luki decides" in w or "Luki rolled" in w for w in words)
    assert groups(root, "result-box") and "Aruba rolls 4" in words
    assert b.choices == ["Next hero: Luki →"] and b.buttons["next"].layout.display is None
    assert b.buttons["fight"].disabled and b.buttons["decline"].disabled and not b.buttons["next"].disabled
    assert "Aruba's turn" in b.status_text and "Luki rolls" not in b.status_text
    aruba = [g for g in groups(root, "token") if "hero-aruba" in g.get("class").split()]
    assert "acting" in aruba[0].get("class").split()
    assert c.token_point(c.shown_state(b.state), 0) == c.token_point(b.state, 0)      # Aruba stands on 9 Prison
    # the die and the buttons do nothing else until Next hero; the position does not change
    status = unchanged(b, b.click_die)
    assert "Next hero" in status
    # Next hero: Luki's turn plays on the board (her token walks), then the live position with her choices
    traffic = one_message(b, lambda: b.press("next"))
    assert traffic.sleeps >= 1
    assert not c.shown and b.buttons["next"].layout.display == "none"
    root, words = svg_of(b)
    assert "Luki decides" in words and "Aruba rolled 4" not in words and b.choices == ["fight", "do not fight"]
    assert not b.buttons["fight"].disabled
    assert "Luki rolls 3" in b.status_text


def test_the_other_heroes_turns_are_shown_one_at_a_time():
    """"The stay ends": Aruba declines, Claire only turns her card back, Aruba rolls again. Each press of Next hero
    shows one turn (the chip names whose turn comes), then the live position."""
    step = next(s for s in LESSONS["tutorial"] if s.title == "The stay ends")
    b = BraveJourneyBoard.from_match(step.start())
    b.fit_column()
    b.click_choice("do not fight")
    seen = []
    while b.controller.shown:
        turn = b.controller.shown[0]
        seen.append((b.game.hero(b.state, turn.seat), b.choices[0]))
        one_message(b, lambda: b.click_choice("Next hero"))
    assert seen == [("Aruba", "Next hero: Claire →"), ("Claire", "Next hero: Aruba →")]
    assert "Aruba rolls 2" in b.status_text and b.state.focus.kind == "field"
    # a new move or an undo ends a showing at once
    b.click_choice("do not fight")
    assert b.controller.shown
    b.press("undo")
    assert not b.controller.shown


def test_a_card_drawn_is_shown_on_the_board_in_a_card_box():
    step = next(s for s in LESSONS["tutorial"] if s.title == "Going back over the Castle")
    b = BraveJourneyBoard.from_match(step.start())
    b.fit_column()
    b.click_die()
    root, words = svg_of(b)
    assert groups(root, "drawn-card") and "Card: Long Way Back" in words
    assert any("The bridge is washed away" in w for w in words)


def test_free_play_never_holds_the_board_back():
    """In free play every movement roll waits for its player: no turn is held back, no Next hero."""
    for mode in ("learn", "game"):
        b = BraveJourneyBoard(players=3, seed=2, mode=mode)
        for _ in range(12):
            if b.covered:
                b.press("ready")
            elif b.state.focus.kind in ("roll", "start"):
                b.click_die()
            else:
                b.click_choice(b.choices[-1])
            assert not b.controller.shown and b.buttons["next"].layout.display == "none"


def screen_sizes(board) -> list[tuple[float, str, str]]:
    """(on-screen px, label, group) of every text, at the layout's displayed scale at 1366×768."""
    unit = sum(_extent(100, False)) / 100
    scale = SCREEN_SCALE[board.layout_name]
    return [((s.geom[3] - s.geom[1]) / unit * scale, s.label, s.group)
            for s in draw(board.controller, board.state, board.ui).shapes if s.kind == "text" and s.label.strip()]


def lesson_boards():
    """Every lesson position as a tutorial shows it (compact, in its column): each step's start, with its options
    and with every part shown, and after each move of its demonstration, every turn the pacing shows included."""
    for lesson, steps in LESSONS.items():
        for step in steps:
            b = BraveJourneyBoard.from_match(step.start())
            b.fit_column()
            for options in (dict(step.options), {"hide": ()}):
                b.set_match(step.start())
                b.configure(**options)
                yield f"{lesson}/{step.title}", b
                for action in step.demo:
                    assert b.play(action), b.status_text
                    yield f"{lesson}/{step.title}", b
                    while b.controller.shown:
                        b.press("next")
                        yield f"{lesson}/{step.title} (next hero)", b
            assert b.errors == []
            b.close()


def free_play_boards():
    """Free-play openings (full layout) for every table size, hot seat and learn: the cover, Ready, a roll and the
    teacher view."""
    for players in range(2, 9):
        for mode in ("game", "learn"):
            b = BraveJourneyBoard(players=players, seed=players, mode=mode)
            yield f"{players} players, {mode}", b
            if mode == "game":
                b.press("ready")
                yield f"{players} players, {mode}, ready", b
            b.click_die()
            yield f"{players} players, {mode}, rolled", b
            b.press("view")
            yield f"{players} players, {mode}, teacher view", b
            assert b.errors == []


def test_every_text_shows_at_11_px_or_more_on_screen_at_1366x768():
    """The smallest text of every lesson position (compact layout in a tutorial's column, scale
    SCREEN_SCALE["compact"]) and of free-play openings (full layout in JupyterLab's output area, 934 of 960 px) is
    MIN_SCREEN_PX (11) or more on screen, at the size the text is really drawn (after fitting its box)."""
    assert SCREEN_SCALE["compact"] == 1.0 and SCREEN_SCALE["full"] == pytest.approx(934 / 960)
    smallest = {}
    for where, board in list_boards():
        assert check(board.controller, board.state, board.ui, where) == []
        size, label, group = min(screen_sizes(board))
        layout = board.layout_name
        if layout not in smallest or size < smallest[layout][0]:
            smallest[layout] = (size, label, group, where)
    assert set(smallest) == {"compact", "full"}
    for layout, (size, label, group, where) in smallest.items():
        assert size >= MIN_SCREEN_PX - 1e-6, f"{layout}: {label!r} ({group}, {where}) shows at {size:.2f} px"


def list_boards():
    yield from lesson_boards()
    yield from free_play_boards()


def test_in_free_play_the_last_card_drawn_shows_in_a_card_box():
    """A mission card drawn stays readable on the board after the turn passes: its name and words in a card box
    under the die (an item drawn in hot seat stays unnamed there)."""
    g = game("aruba", "luki")
    b = board_at(g, phase="after_roll", dice=(2,), positions={"aruba": 9})      # Move leads to 11 Mission
    b.press("move")
    drawn = [e for e in b.match.events_since(0) if isinstance(e, MissionDrawn)]
    assert drawn and b.controller.panel_box(b.state, b.ui) == "card"
    root, words = svg_of(b)
    assert groups(root, "drawn-card")
    name = g.card_name(drawn[-1].card) if drawn[-1].card else "an item card"
    assert f"Card: {name}" in words
