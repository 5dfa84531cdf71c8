"""The data files: a group's own board, decks and characters load and play; malformed files are refused with
the file, the entry and the problem named."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from engine.brave_journey import BraveJourney, DataError
from engine.brave_journey.loader import DEFAULT_FILES, load
from bj_play import play

rule = pytest.mark.rule
DEFAULTS = {k: json.loads(p.read_text(encoding="utf-8")) for k, p in DEFAULT_FILES.items()}
SETTING = {"board": "board_file", "monsters": "monster_file", "missions": "mission_file",
           "characters": "character_file"}


def write(tmp_path: Path, **docs) -> dict[str, str]:
    """Settings naming files with these documents (the defaults for the others)."""
    out = {}
    for what, doc in docs.items():
        path = tmp_path / f"{what}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
        out[SETTING[what]] = str(path)
    return out


def small_set() -> dict:
    """A group's own game: 3 characters, a ring of 20, 4 monsters, 8 mission cards."""
    chars = {"format": "brave_journey/characters/1", "characters": [
        c for c in copy.deepcopy(DEFAULTS["characters"]["characters"]) if c["id"] in ("aruba", "ares", "deifel")]}
    chars["characters"][0]["name"] = "Arubaru"
    for c, square in zip(chars["characters"], ("manor", "plaza", "crowd")):
        c["field"]["square"] = square
    sq = lambda n, i, kind, **kw: {"number": n, "id": i, "kind": kind, "name": i.replace("_", " ").title(),  # noqa: E731
                                   "name_zh": "", **kw}
    board = {"format": "brave_journey/board/1", "name": "a small ring", "squares": [
        sq(0, "castle", "castle"),
        sq(1, "hero_school", "event", effect={"kind": "fate", "outcomes": [
            {"faces": [1, 2, 3], "effect": {"kind": "damage", "amount": 1}},
            {"faces": [4, 5, 6], "effect": {"kind": "heal", "amount": 1}}]}),
        sq(2, "m2", "mission"), sq(3, "f3", "field"),
        sq(4, "manor", "event", effect={"kind": "stay"}),
        sq(5, "m5", "mission"), sq(6, "tower", "field"), sq(7, "f7", "field"),
        sq(8, "rift", "event", effect={"kind": "rift", "odd": "f3", "even": "f11"}),
        sq(9, "m9", "mission"),
        sq(10, "plaza", "event", effect={"kind": "move", "steps": -2}),
        sq(11, "f11", "field"),
        sq(12, "sunohara", "event", effect={"kind": "fling", "to": "wasteland"}),
        sq(13, "m13", "mission"), sq(14, "beach", "event", effect={"kind": "heal", "amount": 1}),
        sq(15, "f15", "field"), sq(16, "wasteland", "field"),
        sq(17, "crowd", "event", effect={"kind": "stay"}),
        sq(18, "m18", "mission"), sq(19, "f19", "field"),
    ]}
    monsters = {"format": "brave_journey/monsters/1", "cards": [
        {"id": "rat", "name": "Rat", "hp": 2, "damage": 1, "retreat": 1, "reward": {"kind": "heal", "amount": 1}},
        {"id": "wolf", "name": "Wolf", "hp": 4, "damage": 2, "retreat": 2, "reward": {"kind": "forward", "steps": 2},
         "count": 2},
        {"id": "troll", "name": "Troll", "hp": 7, "damage": 4, "retreat": 3, "reward": {"kind": "mission"}}]}
    missions = {"format": "brave_journey/missions/1", "cards": [
        {"id": "soup", "name": "Soup", "kind": "event", "text": "Heal 1.", "effect": {"kind": "heal", "amount": 1},
         "count": 2},
        {"id": "mud", "name": "Mud", "kind": "event", "text": "Back 4.", "effect": {"kind": "move", "steps": -4}},
        {"id": "quake", "name": "Quake", "kind": "event", "text": "Everybody back 1.",
         "effect": {"kind": "all_move", "steps": -1}},
        {"id": "dice_game", "name": "Dice game", "kind": "event", "text": "Roll: 1-3 lose 2, 4-6 forward 3.",
         "effect": {"kind": "fate", "outcomes": [{"faces": [1, 2, 3], "effect": {"kind": "damage", "amount": 2}},
                                                {"faces": [4, 5, 6], "effect": {"kind": "move", "steps": 3}}]}},
        {"id": "shield", "name": "Shield", "kind": "item", "use": "shield", "text": "Cancel."},
        {"id": "rope", "name": "Rope", "kind": "item", "use": "anchor", "text": "Not back."},
        {"id": "dart", "name": "Dart", "kind": "item", "use": "harm", "amount": 2, "text": "Any player loses 2."}]}
    return {"board": board, "monsters": monsters, "missions": missions, "characters": chars}


@rule("brave_journey.data.files")
def test_a_groups_own_files_load_and_play(tmp_path):
    files = write(tmp_path, **small_set())
    g = BraveJourney(players=3, **files)
    assert g.ring == 20 and g.character_ids == ("aruba", "ares", "deifel") and g.characters["aruba"].name == "Arubaru"
    assert g.characters["ares"].squares == (1, 14) and g.characters["deifel"].squares == (6,)
    assert [g.special_field(c) for c in ("aruba", "ares", "deifel")] == [4, 10, 17]
    assert g.square(10).special_effect.steps == 2                      # Ares's field: forward 2 on the plaza
    assert sum(g.mission_total) == 8 and sum(g.monster_total) == 4
    endings = set()
    for seed in range(6):
        states, actions, _ = play(g, seed, seed, greedy=0.5)
        assert g.is_terminal(states[-1])
        endings.add(states[-1].ending)
    assert endings
    with pytest.raises(ValueError, match="players must be 2 or 3 .there are 3 characters."):
        BraveJourney(players=4, **files)


def test_the_default_files_load_and_are_documented():
    data = load()
    assert len(data.board) == 36 and len(data.characters) == 8
    doc = (Path(DEFAULT_FILES["board"]).parents[1] / "DATA.md").read_text(encoding="utf-8")
    for word in ("board.json", "monsters.json", "missions.json", "characters.json", "DataError"):
        assert word in doc


def mutate(what, change):
    doc = copy.deepcopy(DEFAULTS[what])
    change(doc)
    return doc


CASES = [
    ("board", lambda d: d["squares"][2].pop("name"), "squares[2] ('mission_2'): missing field 'name'"),
    ("board", lambda d: d["squares"][1]["effect"].update(amount="one"),
     "squares[1] ('castle_town').effect: amount must be a whole number, not text"),
    ("board", lambda d: d["squares"][3].update(kind="swamp"),
     "squares[3] ('field_3'): unknown square kind 'swamp'; kinds are castle, mission, event, field"),
    ("board", lambda d: d["squares"][9]["effect"].update(kind="explode"),
     "squares[9] ('prison').effect: unknown effect kind 'explode'"),
    ("board", lambda d: d["squares"][4]["effect"]["outcomes"].pop(),
     "squares[4] ('hero_school').effect: the outcomes must cover every face 1..6; missing 5, 6"),
    ("board", lambda d: d["squares"][21]["effect"].update(odd="moon"),
     "squares[21] ('rift').effect: odd names the square 'moon', which is not on the board"),
    ("board", lambda d: d["squares"][7].update(number=8), "squares[7] ('mission_7'): number is 8, but this is square 7"),
    ("board", lambda d: d["squares"][7].update(id="mission_2"), "squares[7] ('mission_2'): the id 'mission_2' is used twice"),
    ("board", lambda d: d["squares"][7].update(colour="red"), "squares[7] ('mission_7'): unknown field 'colour'"),
    ("board", lambda d: d.update(format="brave_journey/board/9"), "format: expected 'brave_journey/board/1'"),
    ("board", lambda d: d["squares"][10].update(special={"character": "aruba"}),
     "squares[10] ('flamingo_manor'): unknown field 'special'"),
    ("board", lambda d: d.update(squares=d["squares"][:5]), "squares: a ring needs 8 to 100 squares, not 5"),
    ("monsters", lambda d: d["cards"][0].update(hp=9), "cards[0] ('puddle_slime'): hp must be 1..7, not 9"),
    ("monsters", lambda d: d["cards"][1].update(reward={"kind": "gold"}),
     "cards[1] ('grumpy_mushroom').reward: unknown reward kind 'gold'"),
    ("monsters", lambda d: d["cards"][2].pop("damage"), "cards[2] ('windup_goblin'): missing field 'damage'"),
    ("monsters", lambda d: d.update(cards=d["cards"][:1]),
     "cards: the monster deck is too small to play: it holds 1 card, and Aruba's skill draws 2 at once"),
    ("monsters", lambda d: d["cards"][3].update(retreat=40),
     "cards[3] ('cave_bats'): retreat 40 is not shorter than the ring of 36 squares"),
    ("missions", lambda d: d["cards"][9].update(use="teleport"), "cards[9] ('healing_potion'): unknown item use 'teleport'"),
    ("missions", lambda d: d["cards"][0].update(effect={"kind": "rift", "odd": "rift", "even": "rift"}),
     "cards[0] ('hot_spring').effect: a rift belongs on a board square"),
    ("missions", lambda d: d["cards"][0].update(count="two"), "cards[0] ('hot_spring'): count must be a whole number"),
    ("missions", lambda d: d.update(cards=d["cards"][:2]),
     "cards: the mission deck is too small to play: it holds 4 cards"),
    ("missions", lambda d: d["cards"][12].pop("use"), "cards[12] ('mirror_shield'): unknown item use None"),
    ("characters", lambda d: d["characters"][0]["skill"].update(kind="fly"),
     "characters[0] ('aruba').skill: unknown skill kind 'fly'"),
    ("characters", lambda d: d["characters"][6]["skill"].update(squares=["hero_school", "moon"]),
     "characters[6] ('ares').skill: the skill names the square 'moon', which is not on the board"),
    ("characters", lambda d: d["characters"][3]["skill"].update(faces=[0, 6]),
     "characters[3] ('claire').skill: a face must be 1..6, not 0"),
    ("characters", lambda d: d["characters"][1].pop("name_zh"), "characters[1] ('luki'): missing field 'name_zh'"),
    ("characters", lambda d: d["characters"][2].pop("field"), "characters[2] ('sion'): missing field 'field'"),
    ("characters", lambda d: d["characters"][0]["field"].update(square="moon"),
     "characters[0] ('aruba').field: the square 'moon' is not on the board"),
    ("characters", lambda d: d["characters"][1]["field"].update(square="flamingo_manor"),
     "characters[1] ('luki').field: 'flamingo_manor' is already the special field of 'aruba'"),
    ("characters", lambda d: d["characters"][0]["field"].update(square="tower"),
     "characters[0] ('aruba').field: a special field is an event square, but 'tower' is a field square"),
    ("characters", lambda d: d["characters"][4]["field"]["effect"].update(amount=0),
     "characters[4] ('foyfoy').field.effect: amount must be 1..10, not 0"),
]


@rule("brave_journey.data.files")
@pytest.mark.parametrize("what, change, words", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_a_malformed_file_is_refused_naming_the_file_the_entry_and_the_problem(tmp_path, what, change, words):
    files = write(tmp_path, **{what: mutate(what, change)})
    with pytest.raises(DataError) as info:
        BraveJourney(players=2, **files)
    message = str(info.value)
    assert message.startswith(files[SETTING[what]] + ": "), message
    assert words in message, message


def test_unreadable_files(tmp_path):
    (tmp_path / "board.json").write_text('{"format": ', encoding="utf-8")
    with pytest.raises(DataError, match=r"board.json: not valid JSON \(line 1, column 12\)"):
        BraveJourney(players=2, board_file=str(tmp_path / "board.json"))
    with pytest.raises(DataError, match="nowhere.json: cannot read the monsters file"):
        BraveJourney(players=2, monster_file=str(tmp_path / "nowhere.json"))
    (tmp_path / "m.json").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(DataError, match="m.json: the missions file is not UTF-8 text"):
        BraveJourney(players=2, mission_file=str(tmp_path / "m.json"))


def test_a_deck_too_small_for_the_table(tmp_path):
    doc = mutate("missions", lambda d: d.update(cards=d["cards"][:7]))      # 10 cards
    files = write(tmp_path, missions=doc)
    assert BraveJourney(players=4, **files).players == 4
    with pytest.raises(ValueError, match=r"missions.json: cards: the mission deck is too small to play with 5 players: "
                                         r"it holds 10 cards.*needs at least 12"):
        BraveJourney(players=5, **files)


def test_a_changed_file_is_read_again(tmp_path):
    files = write(tmp_path, board=DEFAULTS["board"])
    assert BraveJourney(players=2, **files).square(9).name == "Prison"
    path = Path(files["board_file"])
    import os
    doc = mutate("board", lambda d: d["squares"][9].update(name="Gaol"))
    path.write_text(json.dumps(doc), encoding="utf-8")
    os.utime(path, (path.stat().st_atime, path.stat().st_mtime + 5))
    assert BraveJourney(players=2, **files).square(9).name == "Gaol"
