"""Brave Journey's data files: the board, the monster deck, the mission deck and the characters.

The seed document gives no board and no cards, so rulewalk ships its own (``data/*.json``); a group
that owns the printed game can write its own files and pass them as settings
(``engine.load("brave_journey", board_file="my_board.json")``). Every file is checked when it is
loaded; a bad one raises ``DataError`` (a ``ValueError``) whose message names the file, the entry
and the problem::

    my_board.json: squares[4] ("hero_school"): unknown square kind 'swamp'; kinds are castle, mission, event, field

Format (JSON, UTF-8; every object refuses fields it does not know; ids are lower-case words
``[a-z0-9_]+``, unique in their file). See also DATA.md beside this module.

**board** ``{"format": "brave_journey/board/1", "name": str, "squares": [square, ...]}``, the ring
clockwise from the Castle, 8 to 100 squares. A square is
``{"number": n (its index, from 0), "id": str, "kind": "castle" | "mission" | "event" | "field",
"name": str, "name_zh": str, "aliases": [str] (optional), "text": str (optional)}``; an event
square adds ``"effect": effect``.

**effect** ``{"kind": k, ...}`` with k one of: ``nothing``; ``heal`` / ``damage`` with
``"amount": 1..10``; ``stay``; ``move`` with ``"steps"`` (forward if positive, backward if
negative, not 0); ``fate`` with ``"outcomes": [{"faces": [1..6, ...], "effect": effect}, ...]``
(each face 1–6 exactly once; no fate or rift inside); ``rift`` with ``"odd": square id, "even":
square id`` and optionally ``"stay": false`` (board squares only); ``fling`` with ``"to": square
id`` (a forward move to that square); ``all_heal`` / ``all_damage`` with ``"amount"``; ``all_move``
with ``"steps"``.

**monsters** ``{"format": "brave_journey/monsters/1", "cards": [card, ...]}``, at least 2 cards in
all. A card is ``{"id", "name", "name_zh" (optional), "text" (optional), "count": 1.. (optional,
default 1), "hp": 1..7, "damage": 0..10, "retreat": 0.., "reward": reward}`` with reward
``{"kind": "mission"}``, ``{"kind": "heal", "amount": 1..10}`` or ``{"kind": "forward", "steps": 1..}``.

**missions** ``{"format": "brave_journey/missions/1", "cards": [card, ...]}``: ``{"id", "name",
"name_zh" (optional), "text", "count": 1.. (optional, default 1), "kind": "event" | "item"}``; an
event adds ``"effect": effect`` (no rift); an item adds ``"use"``: ``heal`` (``amount``), ``harm``
(``amount``: any player loses it), ``hold`` (any player stays one turn) — used at the start of the
owner's turn or as a third item is drawn —, ``reroll`` or ``boost`` (``amount``) — after the
owner's movement roll —, ``shield`` (cancels a challenge or a card another player aims at you) or
``anchor`` (ignore a backward move) — reactions. A game needs at least 2 cards per player plus 2.

**characters** ``{"format": "brave_journey/characters/1", "characters": [character, ...]}``, at least
2: ``{"id", "name", "name_zh", "skill": {"kind", "name", "name_zh", "text", ...}, "field": {"square":
board id, "effect": effect, "text": str}}`` — the field is the character's special field: an event square
where they may take that effect instead of the square's own —, with the skill's kind one
of ``two_monsters`` (Aruba), ``portal`` (Luki), ``two_missions`` (Sion), ``no_thank_you`` (Claire;
``"faces"``: the rolls that cancel), ``cruel_blade`` (Foyfoy; ``"bonus"``), ``monster_hp_down``
(Little Princess; ``"amount"``), ``headmaster`` (Ares; ``"squares"``: board ids, ``"heal"``),
``joy_of_labour`` (Deifel; ``"square"``: a board id).

**The seed's structure** (when the four files meet): each character's special field is an event square
of the board, no square is the special field of two characters; Ares's and Deifel's squares exist and
Deifel's is a field square; the Rift's targets exist; the squares with ids ``sunohara``, ``beach`` and ``wasteland``
exist and lie in that order, Sunohara House flinging forward to the Wasteland over the Beach; the
board has mission and field squares; a monster's retreat is shorter than the ring.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.core import FormatError

DATA_DIR = Path(__file__).resolve().parent / "data"
DEFAULT_FILES = {"board": DATA_DIR / "board.json", "monsters": DATA_DIR / "monsters.json",
                 "missions": DATA_DIR / "missions.json", "characters": DATA_DIR / "characters.json"}
FORMATS = {"board": "brave_journey/board/1", "monsters": "brave_journey/monsters/1",
           "missions": "brave_journey/missions/1", "characters": "brave_journey/characters/1"}

SQUARE_KINDS = ("castle", "mission", "event", "field")
EFFECT_KINDS = ("nothing", "heal", "damage", "stay", "move", "fate", "rift", "fling", "all_heal", "all_damage",
                "all_move")
REWARD_KINDS = ("mission", "heal", "forward")
ITEM_USES = ("heal", "harm", "hold", "reroll", "boost", "shield", "anchor")
#: when an item may be played: at the start of the owner's turn (or as a third item is drawn),
#: right after the owner's movement roll, or as a reaction
ITEM_TIMING = {"heal": "turn", "harm": "turn", "hold": "turn", "reroll": "roll", "boost": "roll",
               "shield": "reaction", "anchor": "reaction"}
SKILL_KINDS = ("two_monsters", "portal", "two_missions", "no_thank_you", "cruel_blade", "monster_hp_down",
               "headmaster", "joy_of_labour")
MAX_HP = 10
_ID = re.compile(r"[a-z0-9_]+\Z")


class DataError(FormatError):
    """A data file (board, monsters, missions, characters) that is malformed or breaks the seed's
    structure; the message names the file, the entry and the problem."""


# -- what the files become --------------------------------------------------------------------------
@dataclass(frozen=True)
class Effect:
    """What an event square or an event card does (see the module docstring for the kinds).
    ``fate``: the effect for each face 1..6; ``odd``/``even``/``to``: square numbers."""
    kind: str
    amount: int = 0
    steps: int = 0
    fate: tuple["Effect", ...] = ()
    odd: int = -1
    even: int = -1
    to: int = -1
    stay: bool = True


@dataclass(frozen=True)
class Square:
    number: int
    id: str
    kind: str
    name: str
    name_zh: str
    aliases: tuple[str, ...] = ()
    text: str = ""
    effect: Effect | None = None
    special: str = ""               # the character whose special field this is ("" none; from the character file)
    special_effect: Effect | None = None
    special_text: str = ""

    @property
    def label(self) -> str:
        """How texts name the square: its number and name ("15 Tower of Abirupis")."""
        return f"{self.number} {self.name}"


@dataclass(frozen=True)
class Monster:
    id: str
    name: str
    name_zh: str
    hp: int
    damage: int
    retreat: int
    reward: str                      # "mission", "heal" or "forward"
    reward_amount: int = 0           # HP healed or squares forward
    count: int = 1
    text: str = ""

    @property
    def reward_text(self) -> str:
        if self.reward == "mission":
            return "draw a mission card"
        if self.reward == "heal":
            return f"heal {self.reward_amount}"
        return f"move forward {self.reward_amount} square{'s' if self.reward_amount != 1 else ''}"


@dataclass(frozen=True)
class Mission:
    id: str
    name: str
    name_zh: str
    kind: str                        # "event" or "item"
    text: str
    count: int = 1
    effect: Effect | None = None     # events
    use: str = ""                    # items: one of ITEM_USES
    amount: int = 0

    @property
    def timing(self) -> str:
        return ITEM_TIMING.get(self.use, "")


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    name_zh: str
    skill: str                       # one of SKILL_KINDS
    skill_name: str
    skill_name_zh: str
    skill_text: str
    faces: tuple[int, ...] = ()      # no_thank_you
    bonus: int = 0                   # cruel_blade
    amount: int = 0                  # monster_hp_down; headmaster's heal
    squares: tuple[int, ...] = ()    # headmaster / joy_of_labour: square numbers
    field: int = -1                  # the special field: a square number
    field_effect: Effect | None = None
    field_text: str = ""


@dataclass(frozen=True)
class GameData:
    """The four files as one checked set."""
    board: tuple[Square, ...]
    monsters: tuple[Monster, ...]
    missions: tuple[Mission, ...]
    characters: tuple[Character, ...]
    files: tuple[str, str, str, str]

    @property
    def ring(self) -> int:
        return len(self.board)

    def character(self, cid: str) -> Character:
        for c in self.characters:
            if c.id == cid:
                return c
        raise KeyError(cid)


# -- reading ----------------------------------------------------------------------------------------
class _File:
    """Checks one file's JSON, naming the file and the entry in every complaint."""

    def __init__(self, name: str, what: str):
        self.name = name
        self.what = what

    def fail(self, where: str, problem: str) -> None:
        raise DataError(f"{self.name}: {where}: {problem}" if where else f"{self.name}: {problem}")

    def obj(self, value: Any, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> dict:
        if not isinstance(value, dict):
            self.fail(where, f"expected an object, got {_kind(value)}")
        missing = [k for k in required if k not in value]
        if missing:
            self.fail(where, f"missing field {missing[0]!r}")
        extra = sorted(set(value) - set(required) - set(optional))
        if extra:
            self.fail(where, f"unknown field {extra[0]!r} (allowed: {', '.join(required + optional)})")
        return value

    def text(self, value: Any, where: str, field: str, empty: bool = False) -> str:
        if not isinstance(value, str):
            self.fail(where, f"{field} must be text, not {_kind(value)}")
        if not empty and not value.strip():
            self.fail(where, f"{field} must not be empty")
        return value

    def ident(self, value: Any, where: str, field: str = "id") -> str:
        self.text(value, where, field)
        if not _ID.match(value):
            self.fail(where, f"{field} {value!r} must be lower-case letters, digits and _")
        return value

    def whole(self, value: Any, where: str, field: str, lo: int, hi: int | None = None) -> int:
        if type(value) is not int:
            self.fail(where, f"{field} must be a whole number, not {_kind(value)}")
        if value < lo or (hi is not None and value > hi):
            span = f"{lo}..{hi}" if hi is not None else f"{lo} or more"
            self.fail(where, f"{field} must be {span}, not {value}")
        return value

    def items(self, doc: Any, key: str) -> list:
        doc = self.obj(doc, "", ("format", key), ("name", "note"))
        if doc["format"] != FORMATS[self.what]:
            self.fail("format", f"expected {FORMATS[self.what]!r} (a {self.what} file), not {doc['format']!r}")
        if not isinstance(doc[key], list):
            self.fail(key, f"expected a list, got {_kind(doc[key])}")
        return doc[key]


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    return {bool: "true/false", int: "a whole number", float: "a number", str: "text",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)


def _read_json(path: str | Path, what: str) -> tuple[Any, str]:
    name = str(path)
    try:
        raw = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(f"{name}: cannot read the {what} file: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise DataError(f"{name}: the {what} file is not UTF-8 text") from None
    try:
        return json.loads(raw), name
    except json.JSONDecodeError as exc:
        raise DataError(f"{name}: not valid JSON (line {exc.lineno}, column {exc.colno}): {exc.msg}") from None


def _entry(key: str, i: int, value: Any) -> str:
    ident = value.get("id") if isinstance(value, dict) else None
    return f"{key}[{i}] ({ident!r})" if isinstance(ident, str) else f"{key}[{i}]"


# -- effects -------------------------------------------------------------------------------------------
_EFFECT_FIELDS = {
    "nothing": ((), ()), "stay": ((), ()),
    "heal": (("amount",), ()), "damage": (("amount",), ()), "all_heal": (("amount",), ()),
    "all_damage": (("amount",), ()),
    "move": (("steps",), ()), "all_move": (("steps",), ()),
    "fate": (("outcomes",), ()),
    "rift": (("odd", "even"), ("stay",)),
    "fling": (("to",), ()),
}


def _effect(f: _File, value: Any, where: str, ids: dict[str, int] | None, ring: int, *, rift: bool = True,
            nested: bool = False) -> Effect:
    """One effect; ``ids`` maps square ids to numbers (None: not on a board, so no square references)."""
    if not isinstance(value, dict):
        f.fail(where, f"effect must be an object, got {_kind(value)}")
    kind = value.get("kind")
    if kind not in EFFECT_KINDS:
        f.fail(where, f"unknown effect kind {kind!r}; kinds are {', '.join(EFFECT_KINDS)}")
    required, optional = _EFFECT_FIELDS[kind]
    f.obj(value, where, ("kind",) + required, optional)
    if kind in ("heal", "damage", "all_heal", "all_damage"):
        return Effect(kind, amount=f.whole(value["amount"], where, "amount", 1, MAX_HP))
    if kind in ("move", "all_move"):
        steps = f.whole(value["steps"], where, "steps", -(ring - 1), ring - 1)
        if steps == 0:
            f.fail(where, "steps must not be 0 (positive: forward, negative: backward)")
        return Effect(kind, steps=steps)
    if kind == "fate":
        if nested:
            f.fail(where, "a roll for fate cannot hold another roll for fate or a rift")
        outcomes = value["outcomes"]
        if not isinstance(outcomes, list) or not outcomes:
            f.fail(where, "outcomes must be a non-empty list")
        faces: dict[int, Effect] = {}
        for k, out in enumerate(outcomes):
            w = f"{where}.outcomes[{k}]"
            f.obj(out, w, ("faces", "effect"))
            if not isinstance(out["faces"], list) or not out["faces"]:
                f.fail(w, "faces must be a non-empty list of die faces 1..6")
            eff = _effect(f, out["effect"], w + ".effect", ids, ring, rift=False, nested=True)
            for face in out["faces"]:
                f.whole(face, w, "a face", 1, 6)
                if face in faces:
                    f.fail(w, f"face {face} is given twice")
                faces[face] = eff
        missing = [x for x in range(1, 7) if x not in faces]
        if missing:
            f.fail(where, f"the outcomes must cover every face 1..6; missing {', '.join(map(str, missing))}")
        return Effect(kind, fate=tuple(faces[x] for x in range(1, 7)))
    if kind in ("rift", "fling"):
        if kind == "rift" and (not rift or nested):
            f.fail(where, "a rift belongs on a board square (not on a card, not inside a roll for fate)")
        if ids is None:
            f.fail(where, f"a {kind} names board squares, so it can only be on a board square")
        refs = {}
        for key in ("odd", "even") if kind == "rift" else ("to",):
            sid = f.ident(value[key], where, key)
            if sid not in ids:
                f.fail(where, f"{key} names the square {sid!r}, which is not on the board")
            refs[key] = ids[sid]
        if kind == "fling":
            return Effect(kind, to=refs["to"])
        stay = value.get("stay", True)
        if not isinstance(stay, bool):
            f.fail(where, f"stay must be true or false, not {_kind(stay)}")
        return Effect(kind, odd=refs["odd"], even=refs["even"], stay=stay)
    return Effect(kind)


# -- the four files ----------------------------------------------------------------------------------------
def read_board(doc: Any, name: str = "board.json") -> tuple[Square, ...]:
    f = _File(name, "board")
    raw = f.items(doc, "squares")
    ring = len(raw)
    if not 8 <= ring <= 100:
        f.fail("squares", f"a ring needs 8 to 100 squares, not {ring}")
    ids: dict[str, int] = {}
    for i, sq in enumerate(raw):
        where = _entry("squares", i, sq)
        f.obj(sq, where, ("number", "id", "kind", "name", "name_zh"), ("aliases", "text", "effect"))
        sid = f.ident(sq["id"], where)
        if sid in ids:
            f.fail(where, f"the id {sid!r} is used twice (also squares[{ids[sid]}])")
        ids[sid] = i
    squares = []
    for i, sq in enumerate(raw):
        where = _entry("squares", i, sq)
        number = f.whole(sq["number"], where, "number", 0)
        if number != i:
            f.fail(where, f"number is {number}, but this is square {i} of the ring (numbers count from 0 = the Castle)")
        kind = sq["kind"]
        if kind not in SQUARE_KINDS:
            f.fail(where, f"unknown square kind {kind!r}; kinds are {', '.join(SQUARE_KINDS)}")
        name_ = f.text(sq["name"], where, "name")
        name_zh = f.text(sq["name_zh"], where, "name_zh", empty=True)
        aliases = sq.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) and a for a in aliases):
            f.fail(where, "aliases must be a list of names")
        text = f.text(sq.get("text", ""), where, "text", empty=True)
        effect = None
        if kind == "event":
            if "effect" not in sq:
                f.fail(where, "an event square needs an effect")
            effect = _effect(f, sq["effect"], where + ".effect", ids, ring)
        elif "effect" in sq:
            f.fail(where, f"only event squares have an effect (this is a {kind} square)")
        if effect is not None and effect.kind == "fling" and effect.to == i:
            f.fail(where + ".effect", "a fling must lead to another square")
        squares.append(Square(i, sq["id"], kind, name_, name_zh, tuple(aliases), text, effect))
    castles = [s.number for s in squares if s.kind == "castle"]
    if castles != [0]:
        if not castles:
            f.fail("squares", "the ring needs the Castle (kind 'castle') as square 0")
        if castles[0] != 0:
            f.fail(_entry("squares", castles[0], raw[castles[0]]), "the Castle must be square 0, the start")
        f.fail(_entry("squares", castles[1], raw[castles[1]]), "there is only one Castle (square 0)")
    for kind in ("mission", "field"):
        if not any(s.kind == kind for s in squares):
            f.fail("squares", f"the ring needs at least one {kind} square")
    return tuple(squares)


def read_monsters(doc: Any, name: str = "monsters.json") -> tuple[Monster, ...]:
    f = _File(name, "monsters")
    raw = f.items(doc, "cards")
    seen: set[str] = set()
    out = []
    for i, card in enumerate(raw):
        where = _entry("cards", i, card)
        f.obj(card, where, ("id", "name", "hp", "damage", "retreat", "reward"), ("name_zh", "text", "count"))
        cid = f.ident(card["id"], where)
        if cid in seen:
            f.fail(where, f"the id {cid!r} is used twice")
        seen.add(cid)
        hp = f.whole(card["hp"], where, "hp", 1, 7)
        reward = card["reward"]
        rkind = reward.get("kind") if isinstance(reward, dict) else None
        if rkind not in REWARD_KINDS:
            f.fail(where + ".reward", f"unknown reward kind {rkind!r}; kinds are {', '.join(REWARD_KINDS)}")
        amount = 0
        if rkind == "mission":
            f.obj(reward, where + ".reward", ("kind",))
        elif rkind == "heal":
            f.obj(reward, where + ".reward", ("kind", "amount"))
            amount = f.whole(reward["amount"], where + ".reward", "amount", 1, MAX_HP)
        else:
            f.obj(reward, where + ".reward", ("kind", "steps"))
            amount = f.whole(reward["steps"], where + ".reward", "steps", 1, 99)
        out.append(Monster(cid, f.text(card["name"], where, "name"),
                           f.text(card.get("name_zh", ""), where, "name_zh", empty=True), hp,
                           f.whole(card["damage"], where, "damage", 0, MAX_HP),
                           f.whole(card["retreat"], where, "retreat", 0, 99), rkind, amount,
                           f.whole(card.get("count", 1), where, "count", 1, 20),
                           f.text(card.get("text", ""), where, "text", empty=True)))
    total = sum(m.count for m in out)
    if total < 2:
        f.fail("cards", f"the monster deck is too small to play: it holds {total} card{'s' if total != 1 else ''}, "
                        "and Aruba's skill draws 2 at once")
    return tuple(out)


def read_missions(doc: Any, name: str = "missions.json") -> tuple[Mission, ...]:
    f = _File(name, "missions")
    raw = f.items(doc, "cards")
    seen: set[str] = set()
    out = []
    for i, card in enumerate(raw):
        where = _entry("cards", i, card)
        if not isinstance(card, dict):
            f.fail(where, f"expected an object, got {_kind(card)}")
        kind = card.get("kind")
        if kind not in ("event", "item"):
            f.fail(where, f"kind must be 'event' or 'item', not {kind!r}")
        if kind == "event":
            f.obj(card, where, ("id", "name", "kind", "text", "effect"), ("name_zh", "count"))
        else:
            use = card.get("use")
            if use not in ITEM_USES:
                f.fail(where, f"unknown item use {use!r}; uses are {', '.join(ITEM_USES)}")
            needs = ("amount",) if use in ("heal", "harm", "boost") else ()
            f.obj(card, where, ("id", "name", "kind", "text", "use") + needs, ("name_zh", "count"))
        cid = f.ident(card["id"], where)
        if cid in seen:
            f.fail(where, f"the id {cid!r} is used twice")
        seen.add(cid)
        common = dict(id=cid, name=f.text(card["name"], where, "name"),
                      name_zh=f.text(card.get("name_zh", ""), where, "name_zh", empty=True), kind=kind,
                      text=f.text(card["text"], where, "text"), count=f.whole(card.get("count", 1), where, "count", 1, 20))
        if kind == "event":
            out.append(Mission(**common, effect=_effect(f, card["effect"], where + ".effect", None, 100, rift=False)))
        else:
            amount = f.whole(card["amount"], where, "amount", 1, MAX_HP) if "amount" in card else 0
            out.append(Mission(**common, use=card["use"], amount=amount))
    total = sum(m.count for m in out)
    if total < 6:
        f.fail("cards", f"the mission deck is too small to play: it holds {total} card{'s' if total != 1 else ''}; "
                        "two players may hold 2 items each while 2 more are drawn, so it needs at least 6")
    return tuple(out)


def read_characters(doc: Any, name: str = "characters.json", board: tuple[Square, ...] = (),
                    board_name: str = "board.json") -> tuple[Character, ...]:
    """The characters; ``board`` (already read) is where their special fields and skill squares are."""
    f = _File(name, "characters")
    ids = {sq.id: sq.number for sq in board}
    raw = f.items(doc, "characters")
    seen: set[str] = set()
    out = []
    for i, ch in enumerate(raw):
        where = _entry("characters", i, ch)
        f.obj(ch, where, ("id", "name", "name_zh", "skill", "field"))
        cid = f.ident(ch["id"], where)
        if cid in seen:
            f.fail(where, f"the id {cid!r} is used twice")
        seen.add(cid)
        sk = ch["skill"]
        kind = sk.get("kind") if isinstance(sk, dict) else None
        if kind not in SKILL_KINDS:
            f.fail(where + ".skill", f"unknown skill kind {kind!r}; kinds are {', '.join(SKILL_KINDS)}")
        params = {"no_thank_you": ("faces",), "cruel_blade": ("bonus",), "monster_hp_down": ("amount",),
                  "headmaster": ("squares", "heal"), "joy_of_labour": ("square",)}.get(kind, ())
        w = where + ".skill"
        f.obj(sk, w, ("kind", "name", "name_zh", "text") + params)
        extra: dict[str, Any] = {}
        if kind == "no_thank_you":
            faces = sk["faces"]
            if not isinstance(faces, list) or not faces:
                f.fail(w, "faces must be a non-empty list of die faces 1..6")
            extra["faces"] = tuple(sorted({f.whole(x, w, "a face", 1, 6) for x in faces}))
        elif kind == "cruel_blade":
            extra["bonus"] = f.whole(sk["bonus"], w, "bonus", 1, 6)
        elif kind == "monster_hp_down":
            extra["amount"] = f.whole(sk["amount"], w, "amount", 1, 6)
        elif kind == "headmaster":
            if not isinstance(sk["squares"], list) or not sk["squares"]:
                f.fail(w, "squares must be a non-empty list of board square ids")
            extra["squares"] = tuple(f.ident(s, w, "a square") for s in sk["squares"])
            extra["amount"] = f.whole(sk["heal"], w, "heal", 1, MAX_HP)
        elif kind == "joy_of_labour":
            extra["squares"] = (f.ident(sk["square"], w, "square"),)
        w = where + ".field"
        fd = f.obj(ch["field"], w, ("square", "effect"), ("text",))
        sid = f.ident(fd["square"], w, "square")
        if sid not in ids:
            f.fail(w, f"the square {sid!r} is not on the board ({board_name})")
        square = board[ids[sid]]
        if square.kind != "event":
            f.fail(w, f"a special field is an event square, but {sid!r} is a {square.kind} square on {board_name}")
        owner = next((c for c in out if c.field == square.number), None)
        if owner is not None:
            f.fail(w, f"{sid!r} is already the special field of {owner.id!r}")
        extra.update(field=square.number, field_effect=_effect(f, fd["effect"], w + ".effect", ids, len(board)),
                     field_text=f.text(fd.get("text", ""), w, "text", empty=True))
        out.append(Character(cid, f.text(ch["name"], where, "name"), f.text(ch["name_zh"], where, "name_zh", empty=True),
                             kind, f.text(sk["name"], where + ".skill", "name"),
                             f.text(sk["name_zh"], where + ".skill", "name_zh", empty=True),
                             f.text(sk["text"], where + ".skill", "text"), **extra))
    if len(out) < 2:
        f.fail("characters", f"at least 2 characters are needed, not {len(out)}")
    return tuple(out)


def check_set(board: tuple[Square, ...], monsters: tuple[Monster, ...], missions: tuple[Mission, ...],
              characters: tuple[Character, ...], files: tuple[str, str, str, str]) -> GameData:
    """The checks that need more than one file: the seed's structure (see the module docstring).
    Square ids in the characters' skills become square numbers."""
    board_name, monster_name, _, char_name = files
    fb, fc = _File(board_name, "board"), _File(char_name, "characters")
    by_id = {s.id: s for s in board}
    ring = len(board)
    resolved = []
    for i, c in enumerate(characters):
        where = f"characters[{i}] ({c.id!r})"
        numbers = []
        for sid in c.squares:
            if sid not in by_id:
                fc.fail(where + ".skill", f"the skill names the square {sid!r}, which is not on the board "
                                          f"({board_name})")
            numbers.append(by_id[sid].number)
        if c.skill == "joy_of_labour" and by_id[c.squares[0]].kind != "field":
            fb.fail(f"squares[{by_id[c.squares[0]].number}] ({c.squares[0]!r})",
                    f"{c.name}'s skill square must be a field square (the seed's Q&A has him fight there), "
                    f"not a {by_id[c.squares[0]].kind} square")
        resolved.append(Character(**{**c.__dict__, "squares": tuple(numbers)}))
    owner = {c.field: c for c in characters}
    board = tuple(replace(sq, special=owner[sq.number].id, special_effect=owner[sq.number].field_effect,
                          special_text=owner[sq.number].field_text) if sq.number in owner else sq for sq in board)
    need = ("sunohara", "beach", "wasteland")
    for sid in need:
        if sid not in by_id:
            fb.fail("squares", f"the seed's Sunohara House, Beach and Wasteland Before the Town must be on the "
                               f"board (ids {', '.join(need)}); {sid!r} is missing")
    suno, beach, waste = (by_id[x] for x in need)
    if suno.effect is None or suno.effect.kind != "fling" or suno.effect.to != waste.number:
        fb.fail(f"squares[{suno.number}] ('sunohara')", "Sunohara House must fling the hero forward to the "
                                                        "Wasteland Before the Town (the seed's Q&A)")
    if not 0 < (beach.number - suno.number) % ring < (waste.number - suno.number) % ring:
        fb.fail(f"squares[{suno.number}] ('sunohara')", "Sunohara House, the Beach and the Wasteland Before the Town "
                                                        "must come in that order, so that the fling passes the Beach "
                                                        "(the seed's Q&A)")
    for i, m in enumerate(monsters):
        if m.retreat >= ring:
            _File(monster_name, "monsters").fail(f"cards[{i}] ({m.id!r})",
                                                 f"retreat {m.retreat} is not shorter than the ring of {ring} squares")
    return GameData(board, monsters, missions, tuple(resolved), files)


@lru_cache(maxsize=32)
def _load_cached(board: str, monsters: str, missions: str, characters: str,
                 stamps: tuple[float, ...]) -> GameData:
    docs = {}
    for what, path in zip(("board", "monsters", "missions", "characters"), (board, monsters, missions, characters)):
        docs[what] = _read_json(path, what)
    board = read_board(*docs["board"])
    chars = read_characters(*docs["characters"], board=board, board_name=docs["board"][1])
    return check_set(board, read_monsters(*docs["monsters"]), read_missions(*docs["missions"]), chars,
                     (docs["board"][1], docs["monsters"][1], docs["missions"][1], docs["characters"][1]))


def load(board_file: str | None = None, monster_file: str | None = None, mission_file: str | None = None,
         character_file: str | None = None) -> GameData:
    """The four files (None: the default one shipped with rulewalk), read and checked as a set.
    Files are read again when they change on disk."""
    paths = tuple(str(DEFAULT_FILES[w] if p is None else p) for w, p in
                  zip(("board", "monsters", "missions", "characters"), (board_file, monster_file, mission_file,
                                                                        character_file)))
    stamps = []
    for p in paths:
        try:
            stamps.append(Path(p).stat().st_mtime)
        except OSError:
            stamps.append(-1.0)
    return _load_cached(*paths, tuple(stamps))
