"""One or more tests per Brave Journey rule id: setting up, the board, the turn, badges, squares, hit points,
staying, fights and duels. Skills and special fields: test_bj_skills.py; the end: test_bj_end.py; the rules
note's closing rulings: test_bj_rulings.py.

Positions come from ``scenario.arrange``; chance outcomes (Roll, MissionCard, MonsterCard) are applied like
actions. Squares are the ring's numbers (0 = the Castle, 2 Mission, 3 Field, 4 Hero School, 6 NPC Plaza,
9 Prison, 10 Flamingo Manor, 13 Gift Shop, 15 Tower, 17 Orchard, 18 Demon World tournament, 21 Rift,
23 Corridor, 25 Sitan's Pit, 27 Sunohara House, 29 Beach, 31 Wasteland, 34 Wayside Shrine).
"""
from __future__ import annotations

from fractions import Fraction

import pytest

from engine.brave_journey import (BadgeEarned, BraveJourney, Challenge, DataError, DebtChanged, Decline,
                                  DeckReshuffled, Discard, DuelEvent, Fight, FightResolved, HpChanged, ItemKept,
                                  ItemUsed, KnockedOut, MissionCard, MissionDrawn, MonsterCard, Move, Moved, Roll,
                                  StayChanged, Teleported, TurnPassed, UseItem)
from engine.brave_journey.loader import DEFAULT_FILES
from bj_play import ALL, arrange, extra_cards, game, of, play_actions, refused, texts

rule = pytest.mark.rule
LANDSLIDE = {"id": "landslide", "name": "Landslide", "kind": "event", "text": "Move back 3 squares.",
             "effect": {"kind": "move", "steps": -3}}


# -- setting up ---------------------------------------------------------------------------------------------
@rule("brave_journey.setup.characters")
def test_eight_heroes_each_with_a_skill_and_a_special_field():
    g = BraveJourney(players=8)
    assert g.character_ids == ALL
    names = {c.id: (c.name, c.name_zh) for c in g.data.characters}
    assert names["aruba"] == ("Aruba", "阿魯巴") and names["princess"] == ("Little Princess", "小公主")
    assert len({c.skill for c in g.data.characters}) == 8
    for c in ALL:
        assert g.square(g.special_field(c)).kind == "event"
    s = g.initial_state(3)
    assert sorted(s.characters) == sorted(ALL)


@rule("brave_journey.setup.dealt")
def test_characters_are_chosen_or_dealt_at_random_never_two_alike():
    g = BraveJourney(players=4)
    casts = {g.initial_state(seed).characters for seed in range(30)}
    assert len(casts) > 20 and all(len(set(c)) == 4 for c in casts)
    assert g.initial_state(5) == g.initial_state(5)
    chosen = BraveJourney(players=3, characters=["claire", "deifel", "sion"])
    assert all(chosen.initial_state(seed).characters == ("claire", "deifel", "sion") for seed in range(5))
    for bad, words in ((["claire", "claire", "sion"], "all differ"), (["claire", "sion"], "one character per player"),
                       (["claire", "sion", "bob"], "no character 'bob'"), ("claire", "a list")):
        with pytest.raises(ValueError, match=words):
            BraveJourney(players=3, characters=bad)


@rule("brave_journey.setup.hp")
def test_everyone_sets_out_with_10_hp():
    for n in (2, 5, 8):
        assert BraveJourney(players=n).initial_state(n).hp == (10,) * n


@rule("brave_journey.setup.start")
def test_everyone_starts_at_the_castle():
    g = BraveJourney(players=6)
    s = g.initial_state(1)
    assert s.positions == (0,) * 6 and g.square(0).kind == "castle" and g.square_label(0) == "0 Castle"


@rule("brave_journey.data.files")
def test_the_board_and_decks_are_files_that_can_be_replaced(tmp_path):
    doc = DEFAULT_FILES["board"].read_text(encoding="utf-8").replace('"Prison"', '"Dungeon"')
    (tmp_path / "board.json").write_text(doc, encoding="utf-8")
    g = BraveJourney(players=2, board_file=str(tmp_path / "board.json"))
    assert g.square_label(9) == "9 Dungeon" and g.settings["board_file"] == str(tmp_path / "board.json")
    (tmp_path / "broken.json").write_text(doc.replace('"kind": "field"', '"kind": "forest"', 1), encoding="utf-8")
    with pytest.raises(DataError) as info:
        BraveJourney(players=2, board_file=str(tmp_path / "broken.json"))
    message = str(info.value)
    assert "broken.json" in message and "squares[3] ('field_3')" in message and "unknown square kind 'forest'" in message
    with pytest.raises(ValueError, match="board_file must be the path of a JSON file"):
        BraveJourney(players=2, board_file=3)


# -- the board --------------------------------------------------------------------------------------------------
@rule("brave_journey.board.ring")
def test_our_default_board():
    g = BraveJourney(players=2)
    assert g.ring == 36
    where = {sq.id: sq.number for sq in g.board}
    assert where == {**where, "castle": 0, "castle_town": 1, "hero_school": 4, "npc_plaza": 6, "prison": 9,
                     "flamingo_manor": 10, "gift_shop": 13, "tower": 15, "orchard": 17, "demon_tournament": 18,
                     "rift": 21, "corridor": 23, "sitans_pit": 25, "sunohara": 27, "beach": 29, "wasteland": 31,
                     "wayside_shrine": 34}
    kinds = [sq.kind for sq in g.board]
    assert kinds.count("mission") == 8 and kinds.count("field") == 14 and kinds.count("event") == 13


@rule("brave_journey.board.kinds")
def test_every_square_but_the_castle_is_mission_event_or_field():
    g = BraveJourney(players=2)
    assert [sq.number for sq in g.board if sq.kind == "castle"] == [0]
    assert {sq.kind for sq in g.board[1:]} == {"mission", "event", "field"}


def _tower_an_event(sq):
    sq[15].update(kind="event", effect={"kind": "nothing"})


def _manor_a_field(sq):
    sq[10].update(kind="field")
    del sq[10]["effect"]


def _fling_short(sq):
    sq[27]["effect"]["to"] = "field_30"


def _beach_after_wasteland(sq):
    sq[29]["id"], sq[33]["id"] = "field_29", "beach"
    sq[27]["effect"]["to"] = "wasteland"


def _castle_moved(sq):
    sq.insert(0, sq.pop(5))
    for i, x in enumerate(sq):
        x["number"] = i


@rule("brave_journey.board.structure")
@pytest.mark.parametrize("change, words", [
    (_tower_an_event, "skill square must be a field square"),
    (_manor_a_field, "a special field is an event square, but 'flamingo_manor' is a field square"),
    (_fling_short, "must fling the hero forward to the Wasteland"),
    (_beach_after_wasteland, "must come in that order"),
    (_castle_moved, "the Castle must be square 0"),
])
def test_a_board_breaking_the_seeds_structure_is_refused(tmp_path, change, words):
    import json
    doc = json.loads(DEFAULT_FILES["board"].read_text(encoding="utf-8"))
    change(doc["squares"])
    (tmp_path / "board.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(DataError, match=words) as info:
        BraveJourney(players=2, board_file=str(tmp_path / "board.json"))
    assert str(tmp_path / "board.json") in str(info.value)


@rule("brave_journey.board.demon-world")
def test_one_demon_world_square_with_both_names_and_the_rift_jump_resolves_nothing():
    g = game("aruba", "luki")
    sq = g.square(18)
    assert sq.name_zh == "魔界第一最強決定淘汰賽" and "魔界最強武道會" in sq.aliases
    assert g.square(21).effect.even == 18
    # Aruba stayed on the Rift and rolled even: his stay ends and he appears on 18 without staying there
    s = arrange(g, positions={"aruba": 21, "luki": 3}, staying=["aruba"], rift={"aruba": 18}, current="luki",
                phase="field")
    s, ev = play_actions(g, s, Decline())
    assert s.positions[0] == 18 and not s.staying[0] and s.current == 1 and s.phase == "roll"
    assert [e.end for e in of(ev, Teleported)] == [18]


@rule("brave_journey.turn.order")
def test_turns_pass_in_seat_order_and_rounds_count_from_the_first_player():
    g = game("aruba", "luki", "sion", first_player=1)
    s = arrange(g, positions={"luki": 0, "sion": 12, "aruba": 25})
    assert s.current == 1 and s.round == 1
    seen = []
    for v in (3, 2, 1, 2):                       # each lands on an empty field square, and declines to fight
        s, ev = play_actions(g, s, Roll(v), Decline())
        seen += [(e.player, e.round) for e in of(ev, TurnPassed)]
    assert seen == [(2, 1), (0, 1), (1, 2), (2, 2)]
    assert s.positions == (26, 5, 14)


@rule("brave_journey.turn.first-player")
def test_the_first_player_is_random_unless_set():
    g = BraveJourney(players=4)
    firsts = {g.initial_state(seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert {BraveJourney(players=4, first_player=2).initial_state(seed).current for seed in range(10)} == {2}
    with pytest.raises(ValueError, match="first_player must be 0..3"):
        BraveJourney(players=4, first_player=4)


@rule("brave_journey.turn.roll-and-move")
def test_roll_one_die_move_forward_resolve_then_pass():
    g = game("aruba", "luki")
    s = g.initial_state(0)
    assert g.is_chance_node(s) and g.chance_outcomes(s) == [(Roll(v), Fraction(1, 6)) for v in range(1, 7)]
    s, ev = play_actions(g, s, Roll(3))
    assert s.positions[0] == 3 and s.phase == "field" and s.current == 0
    moved = of(ev, Moved)[0]
    assert (moved.start, moved.end, moved.steps, moved.dice) == (0, 3, 3, True)
    assert moved.text == "Aruba moves 3: 0 Castle → 3 Field"
    s, ev = play_actions(g, s, Decline())
    assert s.current == 1 and s.phase == "roll"
    refused(g, s, Roll(7), "brave_journey.turn.roll-and-move", "faces 1 to 6")


@rule("brave_journey.move.dice-only")
def test_a_move_that_is_not_a_dice_move_carries_out_nothing(tmp_path):
    g = game("aruba", "luki")
    # Aruba beats the Bandit Cat on 14 and moves forward 2 as its reward: onto 16 Mission, where Luki stands
    s = arrange(g, positions={"aruba": 14, "luki": 16}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("bandit_cat"), Roll(4))
    assert s.positions[0] == 16 and s.current == 1 and s.phase == "roll"       # no card, no duel: Luki's turn
    assert sum(s.mission_pile) == 24 and not of(ev, MissionDrawn)
    assert "carrying out nothing there" in of(ev, Moved)[0].text


@rule("brave_journey.move.non-dice")
def test_a_non_dice_landing_never_resolves_not_even_by_choice():
    g = game("aruba", "luki")
    # the Wind-up Goblin's reward puts Aruba on the Tower (a field square) beside Luki: no fight, no duel offered
    s = arrange(g, positions={"aruba": 14, "luki": 15}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("windup_goblin"), Roll(3))
    assert s.positions[0] == 15 and s.current == 1
    assert [e.rule for e in of(ev, Moved)] == ["brave_journey.fight.rulings"]
    # a card's forward move: Secret Path from 7 to 9
    s = arrange(g, positions={"aruba": 7}, phase="mission_draw")
    s, ev = play_actions(g, s, MissionCard("secret_path"))
    assert s.positions[0] == 9 and s.current == 1
    assert [e.rule for e in of(ev, Moved)] == ["brave_journey.move.non-dice"]


@rule("brave_journey.move.teleport")
def test_jumps_cross_nothing():
    g = game("ares", "luki")
    # knocked out on 33 with a badge: back to the Castle without a badge, a debt or a skill
    s = arrange(g, positions={"ares": 33}, badges={"ares": 1}, hp={"ares": 1}, lap={"ares": [4]}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(1))
    assert s.positions[0] == 0 and s.badges[0] == 1 and s.debt[0] == 0 and s.lap[0] == (4,)
    assert not of(ev, BadgeEarned) and not of(ev, DebtChanged)
    assert [e.end for e in of(ev, Teleported)] == [0]


# -- badges -----------------------------------------------------------------------------------------------------
@rule("brave_journey.badge.castle")
def test_passing_or_stopping_on_the_castle_earns_a_badge():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 33})
    s, ev = play_actions(g, s, Roll(5))                     # 33 → 2, passing the Castle
    assert s.badges[0] == 1 and of(ev, BadgeEarned)[0].badges == 1
    s = arrange(g, positions={"aruba": 33})
    s, ev = play_actions(g, s, Roll(3))                     # exactly on the Castle
    assert s.positions[0] == 0 and s.badges[0] == 1
    # a forward move that is not a dice move counts too: the shrine's blessing, 34 → 0
    s = arrange(g, positions={"aruba": 31})
    s, ev = play_actions(g, s, Roll(3), Roll(5))            # 31 → 34 Wayside Shrine, fate 5: forward 2
    assert s.positions[0] == 0 and s.badges[0] == 1 and of(ev, BadgeEarned)


@rule("brave_journey.badge.backward")
def test_passing_the_castle_backward_earns_nothing_and_crossing_again_does_not_count(tmp_path):
    g = game("aruba", "luki", **extra_cards(tmp_path, missions=[LANDSLIDE]))
    s = arrange(g, positions={"aruba": 2}, phase="mission_draw")
    s, ev = play_actions(g, s, MissionCard("landslide"))     # 2 → 35, backward over the Castle
    assert s.positions[0] == 35 and s.badges[0] == 0 and s.debt[0] == 1
    assert [e.rule for e in of(ev, DebtChanged)] == ["brave_journey.badge.backward"]
    s = arrange(g, positions={"aruba": 35}, debt={"aruba": 1})
    s, ev = play_actions(g, s, Roll(2))                     # forward over it again: no badge
    assert s.badges[0] == 0 and s.debt[0] == 0 and not of(ev, BadgeEarned)


@rule("brave_journey.badge.debt")
def test_forward_crossings_pay_off_backward_debt_first():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 33}, debt={"aruba": 2})
    s, ev = play_actions(g, s, Roll(4))
    assert (s.badges[0], s.debt[0]) == (0, 1)
    assert of(ev, DebtChanged)[0].rule == "brave_journey.badge.debt" and "1 left" in of(ev, DebtChanged)[0].text
    s = arrange(g, positions={"aruba": 33}, debt={"aruba": 1}, badges={"aruba": 1})
    s, _ = play_actions(g, s, Roll(4))
    assert (s.badges[0], s.debt[0]) == (1, 0)
    s = arrange(g, positions={"aruba": 33}, badges={"aruba": 1})
    s, _ = play_actions(g, s, Roll(4))
    assert (s.badges[0], s.debt[0]) == (2, 0)


# -- squares -----------------------------------------------------------------------------------------------------
@rule("brave_journey.mission.draw")
def test_mission_cards_events_at_once_items_face_down():
    g = game("aruba", "luki")
    s = g.initial_state(0)
    s, _ = play_actions(g, s, Roll(2))
    assert s.phase == "mission_draw"
    odds = dict(g.chance_outcomes(s))
    assert odds[MissionCard("hot_spring")] == Fraction(2, 24) and odds[MissionCard("anchor_stone")] == Fraction(1, 24)
    hurt = arrange(g, positions={"aruba": 2}, hp={"aruba": 6}, phase="mission_draw")
    after, ev = play_actions(g, hurt, MissionCard("hot_spring"))
    assert after.hp[0] == 8 and after.mission_discard[g.mission_index["hot_spring"]] == 1
    assert of(ev, MissionDrawn)[0].card == "hot_spring" and "Hot Spring" in of(ev, MissionDrawn)[0].text
    after, ev = play_actions(g, hurt, MissionCard("healing_potion"))
    assert after.held[0] == ("healing_potion",) and sum(after.mission_discard) == 0
    assert of(ev, ItemKept) and all("Healing Potion" not in t and "healing" not in t for t in texts(ev))


@rule("brave_journey.mission.hand-limit")
def test_a_third_item_means_discarding_one_or_using_one_now():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 2}, held={"aruba": ["lucky_charm", "anchor_stone"]}, phase="mission_draw")
    s3, ev = play_actions(g, s, MissionCard("mirror_shield"))
    assert s3.phase == "third" and s3.drawn == ("mirror_shield",) and "third item" in texts(ev)[-1]
    assert g.legal_actions(s3) == [Discard("lucky_charm"), Discard("anchor_stone"), Discard("mirror_shield")]
    out, _ = play_actions(g, s3, Discard("mirror_shield"))          # the new one may be the one to go
    assert out.held[0] == ("lucky_charm", "anchor_stone") and out.current == 1
    out, _ = play_actions(g, s3, Discard("lucky_charm"))
    assert out.held[0] == ("anchor_stone", "mirror_shield")
    refused(g, s3, UseItem("lucky_charm"), "brave_journey.cards.timing", "right after your movement roll")
    s = arrange(g, positions={"aruba": 2}, hp={"aruba": 5}, held={"aruba": ["healing_potion", "lucky_charm"]},
                phase="mission_draw")
    s3, _ = play_actions(g, s, MissionCard("winged_boots"))
    assert UseItem("healing_potion") in g.legal_actions(s3)
    out, ev = play_actions(g, s3, UseItem("healing_potion"))
    assert out.hp[0] == 7 and out.held[0] == ("lucky_charm", "winged_boots") and of(ev, ItemUsed)


@rule("brave_journey.mission.reshuffle")
def test_an_empty_mission_deck_is_reshuffled_from_the_discards():
    g = game("aruba", "luki")
    everything = dict(zip(g.mission_ids, g.mission_total))
    s = arrange(g, mission_discard=everything)
    assert sum(s.mission_pile) == 0
    s, ev = play_actions(g, s, Roll(2))
    assert s.phase == "mission_draw" and s.mission_pile == g.mission_total and sum(s.mission_discard) == 0
    assert [e.deck for e in of(ev, DeckReshuffled)] == ["missions"]


@rule("brave_journey.mission.any-player")
def test_choose_any_player_includes_yourself():
    g = game("aruba", "luki")
    s = arrange(g, held={"aruba": ["throwing_knife"]}, phase="start")
    assert {UseItem("throwing_knife", "aruba"), UseItem("throwing_knife", "luki")} <= set(g.legal_actions(s))
    s, ev = play_actions(g, s, UseItem("throwing_knife", "aruba"))
    assert s.hp[0] == 9 and of(ev, ItemUsed)[0].rule == "brave_journey.mission.any-player"
    refused(g, arrange(g, held={"aruba": ["throwing_knife"]}, phase="start"), UseItem("throwing_knife", "sion"),
            "brave_journey.mission.any-player", "Nobody plays 'sion'")
    # sleeping powder on yourself: you now stay, so this turn ends at once
    s = arrange(g, held={"aruba": ["sleeping_powder"]}, phase="start")
    s, ev = play_actions(g, s, UseItem("sleeping_powder", "aruba"))
    assert s.staying[0] and s.current == 1 and s.positions[0] == 0 and "the turn ends" in texts(ev)[-2]


@rule("brave_journey.cards.missions")
def test_our_mission_deck():
    g = BraveJourney(players=2)
    cards = g.data.missions
    assert sum(c.count for c in cards) == 24
    assert sum(c.count for c in cards if c.kind == "event") == 12 and sum(c.count for c in cards if c.kind == "item") == 12
    assert {c.use for c in cards if c.kind == "item"} == {"heal", "reroll", "boost", "shield", "harm", "hold", "anchor"}


@rule("brave_journey.cards.timing")
def test_items_are_played_at_their_time():
    g = game("aruba", "luki")
    s = arrange(g, held={"aruba": ["healing_potion", "winged_boots"]}, hp={"aruba": 7}, phase="start")
    assert UseItem("healing_potion") in g.legal_actions(s) and UseItem("winged_boots") not in g.legal_actions(s)
    refused(g, s, UseItem("winged_boots"), "brave_journey.cards.timing", "right after your movement roll")
    s, _ = play_actions(g, s, UseItem("healing_potion"))
    assert s.hp[0] == 9 and s.phase == "roll"                            # nothing else to play first: roll
    s, _ = play_actions(g, s, Roll(2))
    assert s.phase == "after_roll" and g.legal_actions(s) == [Move(), UseItem("winged_boots")]
    s, ev = play_actions(g, s, UseItem("winged_boots"))
    assert s.positions[0] == 4 and "2 squares more" in texts(ev)[0]
    refused(g, arrange(g, held={"aruba": ["mirror_shield"]}, phase="start"), UseItem("mirror_shield"),
            "brave_journey.cards.timing", "as a reaction")


@rule("brave_journey.event.square")
def test_event_squares_are_forced_or_roll_for_fate():
    g = game("luki", "sion")
    s, ev = play_actions(g, g.initial_state(0), Roll(4))            # Hero School: roll for fate
    assert s.phase == "fate" and g.chance_outcomes(s) == [(Roll(v), Fraction(1, 6)) for v in range(1, 7)]
    s = arrange(g, positions={"luki": 12, "sion": 0}, current="sion")
    s, ev = play_actions(g, s, Roll(1))                             # Castle Town: forced, at once
    assert s.current == 0 and [e.change for e in of(ev, HpChanged)] == [0]


@rule("brave_journey.field.decide-first")
def test_decide_to_fight_before_drawing():
    g = game("aruba", "luki")
    s, _ = play_actions(g, g.initial_state(0), Roll(3))
    assert s.phase == "field" and g.legal_actions(s) == [Fight(), Fight("two_monsters"), Decline()]
    out, ev = play_actions(g, s, Decline())
    assert out.monster_pile == s.monster_pile and out.current == 1 and "does not fight" in texts(ev)[0]
    out, _ = play_actions(g, s, Fight())
    assert out.phase == "monster_draw" and g.is_chance_node(out)
    refused(g, out, Decline(), "brave_journey.fight.monsters", "comes first")


@rule("brave_journey.square.prison")
def test_nobody_is_held_in_the_prison_not_even_aruba():
    for hero in ("aruba", "luki"):
        g = game(hero, "sion")
        s, ev = play_actions(g, arrange(g, positions={hero: 3}), Roll(6))
        assert s.positions[0] == 9 and not s.staying[0] and s.current == 1
        assert "nothing happens" in texts(ev)[-2] and ev[-3].rule == "brave_journey.square.prison"


@rule("brave_journey.square.hero-school")
@pytest.mark.parametrize("face, hp", [(1, 6), (2, 6), (3, 7), (4, 7), (5, 8), (6, 8)])
def test_the_hero_school_roll(face, hp):
    g = game("luki", "sion")
    s = arrange(g, hp={"luki": 7})
    s, ev = play_actions(g, s, Roll(4), Roll(face))
    assert s.hp[0] == hp and s.current == 1
    assert any(e.rule == "brave_journey.square.hero-school" for e in ev)


@rule("brave_journey.square.tower")
def test_the_tower_is_a_field_square():
    g = game("deifel", "luki")
    assert g.square(15).kind == "field"
    s, _ = play_actions(g, arrange(g, positions={"deifel": 12}), Roll(3))
    assert s.phase == "field" and s.positions[0] == 15


@rule("brave_journey.square.sunohara")
def test_sunohara_flings_forward_to_the_wasteland_over_the_beach():
    g = game("luki", "sion")
    s = arrange(g, positions={"luki": 24, "sion": 31}, hp={"luki": 5})
    s, ev = play_actions(g, s, Roll(3))
    assert s.positions[0] == 31 and s.current == 1 and s.hp[0] == 5     # no fight, no duel, no Beach healing
    fling = [e for e in of(ev, Moved) if not e.dice]
    assert (fling[0].start, fling[0].end, fling[0].steps) == (27, 31, 4) and fling[0].rule == "brave_journey.square.sunohara"


@rule("brave_journey.square.beach")
def test_the_beach_heals_1():
    g = game("luki", "sion")
    s, ev = play_actions(g, arrange(g, positions={"luki": 26}, hp={"luki": 5}), Roll(3))
    assert s.hp[0] == 6 and any(e.rule == "brave_journey.square.beach" for e in ev)


@rule("brave_journey.square.shrine")
@pytest.mark.parametrize("face, where, hp, badge", [(1, 34, 6, 0), (3, 34, 7, 0), (5, 0, 7, 1), (6, 0, 7, 1)])
def test_the_wayside_shrine(face, where, hp, badge):
    g = game("luki", "sion")
    s, ev = play_actions(g, arrange(g, positions={"luki": 30}, hp={"luki": 7}), Roll(4), Roll(face))
    assert (s.positions[0], s.hp[0], s.badges[0]) == (where, hp, badge)
    assert g.square(34).name == "Wayside Shrine" and any(e.rule == "brave_journey.square.shrine" for e in ev)


# -- hit points ---------------------------------------------------------------------------------------------------
@rule("brave_journey.hp.cap")
def test_healing_beyond_10_is_lost():
    g = game("luki", "sion")
    s, ev = play_actions(g, arrange(g, positions={"luki": 14}, hp={"luki": 9}), Roll(3))   # the Orchard: +2
    assert s.hp[0] == 10
    healed = of(ev, HpChanged)[0]
    assert healed.change == 1 and healed.rule == "brave_journey.hp.cap" and "lost" in healed.text


@rule("brave_journey.hp.knockout")
@rule("brave_journey.hp.knockout-keeps")
def test_at_0_hp_back_to_the_castle_keeping_cards_and_badges():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 10}, hp={"aruba": 1}, badges={"aruba": 2}, held={"aruba": ["anchor_stone"]})
    s, ev = play_actions(g, s, Roll(3))                              # the Gift Shop's knife
    assert s.positions[0] == 0 and s.badges[0] == 2 and s.held[0] == ("anchor_stone",)
    assert of(ev, KnockedOut)[0].rule == "brave_journey.hp.knockout"


@rule("brave_journey.hp.treatment")
def test_treatment_heals_to_10_at_once_and_takes_a_turn():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 10}, hp={"aruba": 1})
    s, ev = play_actions(g, s, Roll(3))                                  # the Gift Shop's knife: 0 HP
    assert s.positions[0] == 0 and s.hp[0] == 10 and s.staying[0] and s.current == 1
    assert of(ev, Teleported)[0].rule == "brave_journey.hp.treatment"
    s, ev = play_actions(g, s, Roll(3), Decline())                       # Luki; then Aruba's turn is spent
    assert s.current == 1 and not s.staying[0] and s.positions[0] == 0
    assert [(e.player, e.staying) for e in of(ev, StayChanged)] == [(0, False)]
    s, _ = play_actions(g, s, Roll(2), Decline())                        # Luki again; now Aruba sets out
    assert s.current == 0 and s.phase == "roll"


@rule("brave_journey.hp.dying")
def test_hp_stops_at_0_and_a_deadly_defeat_skips_the_retreat():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 12}, hp={"aruba": 2}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("swamp_hydra"), Roll(1))      # 3 damage, retreat 1
    lost = of(ev, HpChanged)[0]
    assert lost.change == -2 and lost.hp == 0 and lost.rule == "brave_journey.hp.dying"
    assert s.positions[0] == 0 and s.hp[0] == 10 and not [e for e in of(ev, Moved) if e.steps < 0]


@rule("brave_journey.stay.turn")
def test_staying_skips_one_turn_and_still_allows_duels_and_reactions():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 0, "luki": 7}, current="luki")
    s, ev = play_actions(g, s, Roll(3))                                 # Luki: Flamingo Manor
    assert s.staying[1] and s.current == 0
    s, ev = play_actions(g, s, Roll(3), Decline())                      # Aruba; then Luki's turn is spent
    assert s.current == 0 and not s.staying[1] and s.positions[1] == 10 and s.phase == "roll"
    assert [(e.player, e.staying) for e in of(ev, StayChanged)] == [(1, False)]
    # a staying hero can be challenged, and may still raise a shield
    s = arrange(g, positions={"aruba": 8, "luki": 10}, staying=["luki"], held={"luki": ["mirror_shield"]})
    s, _ = play_actions(g, s, Roll(2))
    assert g.legal_actions(s) == [Challenge("luki"), Decline()]
    s, _ = play_actions(g, s, Challenge("luki"))
    assert s.phase == "shield" and s.focus.player == 1
    # ...but cannot use an item actively: Luki's turn passes with the potion unused
    s = arrange(g, positions={"aruba": 8, "luki": 10}, staying=["luki"], held={"luki": ["healing_potion"]},
                hp={"luki": 3}, phase="field")
    s, _ = play_actions(g, s, Decline())
    assert s.current == 0 and s.phase == "roll" and s.hp[1] == 3 and s.held[1] == ("healing_potion",)


@rule("brave_journey.fight.monsters")
def test_our_monster_deck():
    g = BraveJourney(players=2)
    ms = g.data.monsters
    assert sum(m.count for m in ms) == 16 and {m.hp for m in ms} == {2, 3, 4, 5, 6}
    assert {m.reward for m in ms} == {"mission", "heal", "forward"}
    assert all(m.damage >= 0 and m.retreat >= 0 and m.name for m in ms)


@rule("brave_journey.fight.roll")
@pytest.mark.parametrize("face, won", [(5, False), (6, True)])
def test_one_roll_decides_a_fight(face, won):
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 8}, hp={"aruba": 9}, phase="field")
    s, ev = play_actions(g, s, Fight(), MonsterCard("iron_wyvern"), Roll(face))       # HP 6, dmg 3, back 2, fwd 3
    fought = of(ev, FightResolved)[0]
    assert (fought.attack, fought.monster_hp, fought.won) == (face, 6, won)
    if won:
        assert s.positions[0] == 11 and s.hp[0] == 9
    else:
        assert s.positions[0] == 6 and s.hp[0] == 6
    assert s.monster_discard[g.monster_index["iron_wyvern"]] == 1 and not s.monsters_out


# -- duels ----------------------------------------------------------------------------------------------------
@rule("brave_journey.duel.challenge")
def test_a_dice_move_onto_other_heroes_offers_a_duel_that_cannot_be_refused():
    g = game("aruba", "luki", "sion")
    s = arrange(g, positions={"luki": 3, "sion": 3})
    s, _ = play_actions(g, s, Roll(3))
    assert s.phase == "duel" and g.legal_actions(s) == [Challenge("luki"), Challenge("sion"), Decline()]
    s, ev = play_actions(g, s, Challenge("sion"))
    assert s.phase == "duel_roll" and of(ev, DuelEvent)[0].text == "Aruba challenges Sion to a duel on 3 Field"
    refused(g, arrange(g, positions={"luki": 3, "sion": 4}, phase="duel"), Challenge("sion"),
            "brave_journey.duel.challenge", "not on Aruba's square")


@rule("brave_journey.duel.roll")
def test_ties_are_rolled_again():
    g = game("aruba", "luki")
    s = arrange(g, positions={"aruba": 0, "luki": 3})
    s, ev = play_actions(g, s, Roll(3), Challenge("luki"), Roll(4), Roll(4))
    assert s.phase == "duel_roll" and s.dice == () and "a tie" in texts(ev)[-1]
    s, ev = play_actions(g, s, Roll(1), Roll(5))
    assert s.hp == (6, 10) and of(ev, DuelEvent)[-1].loser == 0


@rule("brave_journey.duel.then-square")
def test_the_challenger_carries_out_the_square_after_the_duel_unless_knocked_out():
    g = game("aruba", "luki")
    s = arrange(g, positions={"luki": 3})
    s, _ = play_actions(g, s, Roll(3), Challenge("luki"), Roll(6), Roll(2))
    assert s.phase == "field" and s.hp == (10, 6)
    s = arrange(g, positions={"luki": 3}, hp={"aruba": 2})
    s, ev = play_actions(g, s, Roll(3), Challenge("luki"), Roll(1), Roll(6))
    assert s.current == 1 and s.positions[0] == 0 and s.staying[0]
    assert any(e.rule == "brave_journey.duel.then-square" for e in ev)


# -- configuration errors ---------------------------------------------------------------------------------------
def test_settings_are_checked():
    for bad, words in ((dict(players=1), "players must be 2"), (dict(players=9), "players must be 2"),
                       (dict(players=2, badges=0), "badges must be 1..9"),
                       (dict(players=2, tournament_repeats="all"), "tournament_repeats must be"),
                       (dict(players=2, colour="red"), "unknown setting")):
        with pytest.raises(ValueError, match=words):
            BraveJourney(**bad)
