"""JSON files for every game: the round trips and the refusals all games share, written once and driven
by a small per-game description, ``JsonCase``.

A game's ``test_*json.py`` describes where its sample positions, actions and matches come from and
collects the shared checks with one line::

    TestJson = json_tests(JsonCase(game=Labyrinth, settings=SETTINGS, ...))

then keeps only its own malformed-file cases (the values its rules refuse), written with the helpers
here: ``state_doc``, ``state_refused``, ``action_refused``, ``match_refused``.

The shared checks:

* states from random play, every sample action and played matches (after undos too) survive a round
  trip: equal, the same types all the way down (tuples, never lists), the same text, ``describe`` and
  (for a match) every state, the cursor, the redo steps, the seed; a match from a prepared start too;
* the envelope of a state file (schema version, kind, game, settings) and text that is not a state
  file at all are refused with a message saying what is wrong;
* every field of the state and of each action type, missing or of the wrong kind, is refused with a
  message naming it; an unknown field too;
* a match file that is malformed (envelope, settings, step, start, chance marks that lie, a file cut
  in the middle of a chance event) is refused naming what is wrong.
"""
from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pytest

import engine
from engine.core import FormatError, Match
from engine.core.serial import SCHEMA, tagged, to_data

from tests.engine.replay_kit import settings_id

#: a value of the wrong kind for any field (a number, text, a list, a flag or a nested object alike)
WRONG = {"wrong": True}


# -- helpers for the games' own cases -----------------------------------------------------------------------
def state_doc(game: Any, state: Any) -> dict:
    """The state's file, as a dict to break."""
    return json.loads(game.state_to_json(state))


def refused(read: Callable[[str], Any], text: str | bytes, *words: str) -> FormatError:
    """``read(text)`` raises FormatError whose message holds every one of ``words``."""
    with pytest.raises(FormatError) as info:
        read(text)
    for w in words:
        assert w in str(info.value), str(info.value)
    return info.value


def state_refused(game: Any, doc: dict, *words: str) -> FormatError:
    """The state file ``doc`` is refused with a message holding ``words``."""
    return refused(game.state_from_json, json.dumps(doc), *words)


def action_doc(game: Any, data: Any) -> dict:
    """An action file holding ``data`` as its action."""
    return {"schema": SCHEMA, "game": game.name, "kind": "action", "action": data}


def action_refused(game: Any, data: Any, *words: str) -> FormatError:
    """An action file holding ``data`` is refused with a message holding ``words``."""
    return refused(game.action_from_json, json.dumps(action_doc(game, data)), *words)


def match_refused(doc: dict, *words: str, game: Any = None) -> FormatError:
    """The match file ``doc`` (read with ``game``, or by the game it names) is refused with a message holding
    ``words``."""
    return refused(lambda text: Match.from_json(text, game), json.dumps(doc), *words)


def copy_doc(doc: dict) -> dict:
    return json.loads(json.dumps(doc))


def same_shape(a: Any, b: Any, path: str = "state") -> None:
    """``a`` and ``b`` have the same types all the way down (a dataclass's fields, a tuple's items)."""
    assert type(a) is type(b), f"{path}: {type(a).__name__} is not {type(b).__name__}"
    if dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            same_shape(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
    elif isinstance(a, tuple):
        for i, (x, y) in enumerate(zip(a, b)):
            same_shape(x, y, f"{path}[{i}]")


def same_match(loaded: Match, m: Match) -> None:
    """A match read back is the saved one: every state (redo steps too), cursor, actions, seed, settings."""
    assert loaded._states == m._states
    assert loaded.step == m.step and loaded.length == m.length and loaded.seed == m.seed
    assert loaded.state == m.state and loaded.actions == m.actions
    assert loaded.game.settings == m.game.settings
    assert loaded.to_json() == m.to_json()


def other_game(name: str) -> str:
    return "magic_maze" if name == "labyrinth" else "labyrinth"


# -- the description ----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class JsonCase:
    """Where one game's sample positions, actions and matches come from."""

    #: the game class (called with a settings dict's items)
    game: type
    #: the settings the round trips run under
    settings: Sequence[dict]
    #: ``played(game) -> (positions, actions)``: samples of seeded random play
    played: Callable[[Any], tuple[list, list]]
    #: sample actions, at least one of every action type
    actions: Sequence[Any]
    #: ``match(game) -> Match``: a match played under the game's settings (the round trip undoes a few steps)
    match: Callable[[Any], Match]
    #: a match from a prepared start
    prepared: Callable[[], Match]
    #: ``(game, state)``: the position the malformed-state checks break
    position: Callable[[], tuple[Any, Any]]
    #: a short match (a few decisions, and chance steps if the game has chance) the malformed-match checks break
    short_match: Callable[[], Match]
    #: ``other_settings(settings) -> settings`` (as in a file) under which a file is not the game's
    other_settings: Callable[[dict], dict]
    #: a settings change no game accepts, and the words of the refusal
    bad_settings: tuple[dict, str]
    #: whether the game has chance nodes
    chance: bool = True
    #: ``visits(game, positions)``: what the sample positions must include (phases, how many)
    visits: Callable[[Any, list], Any] | None = None
    #: the settings of the match round trip (default: ``settings``)
    match_settings: Sequence[dict] | None = None
    #: ``(break(start dict), words)``: the prepared match's start, broken, is refused with those words
    bad_start: tuple[Callable[[dict], Any], str] | None = None


ENVELOPE = ["schema-0", "schema-1", "schema-9", "kind", "game", "settings", "state-list", "state-null", "truncated"]

GARBAGE = [
    ("not json at all", "not valid JSON"),
    ("", "not valid JSON"),
    ("{", "not valid JSON"),
    (b"\xff\xfe", "not valid JSON"),
    ("[]", "expected a JSON object at the top, got a list"),
    ("[1, 2]", "expected a JSON object at the top, got a list"),
    ("null", "expected a JSON object at the top, got null"),
    (json.dumps({"schema": SCHEMA}), "holds a None, not a 'state'"),
    ("[" * 100000 + "]" * 100000, "nested far too deeply"),
    ("[" * 100000, "not"),
]
GARBAGE_IDS = ["words", "empty", "open-brace", "not-utf8", "empty-list", "list", "null", "no-kind", "deep", "deep-open"]

ACTION_ENVELOPE = ["unknown-type", "list", "null", "kind"]

MATCH_CASES = ["schema", "kind", "unknown-game", "settings-not-object", "bad-settings", "step-negative",
               "step-beyond", "start", "actions-not-list", "action-data", "chance-length", "move-as-chance",
               "other-settings"]
CHANCE_CASES = ["chance-as-move", "cut-in-chance"]


def state_fields(cls: type) -> list[str]:
    return [f.name for f in dataclasses.fields(cls.state_type) if f.init]


# -- the shared checks --------------------------------------------------------------------------------------
def json_tests(case: JsonCase) -> type:
    """The shared JSON tests of one game, as a test class (assign it to a ``Test...`` name)."""
    name = case.game.name
    settings, ids = list(case.settings), [settings_id(s) for s in case.settings]
    match_settings = list(case.match_settings or case.settings)
    types = {t.__name__: t for t in case.game.action_types}
    samples = {t: next((a for a in case.actions if type(a) is t), None) for t in case.game.action_types}

    class Json:
        # -- round trips ----------------------------------------------------------------------------------
        @pytest.mark.parametrize("settings", settings, ids=ids)
        def test_states_round_trip_throughout_random_games(self, settings):
            game = case.game(**settings)
            positions, actions = case.played(game)
            for state in positions:
                text = game.state_to_json(state)
                back = game.state_from_json(text)
                assert back == state and type(back) is game.state_type
                same_shape(back, state)                         # tuples all the way down, as the engine makes
                assert hash(back) == hash(state)
                assert game.state_to_json(back) == text         # stable text
                assert game.describe(back) == game.describe(state)
            for action in actions:
                assert game.action_from_json(game.action_to_json(action)) == action
            if case.visits:
                case.visits(game, positions)

        @pytest.mark.parametrize("action", case.actions, ids=str)
        def test_every_action_round_trips(self, action):
            game = case.game(**settings[0])
            text = game.action_to_json(action)
            back = game.action_from_json(text)
            assert back == action and type(back) is type(action)
            doc = json.loads(text)
            assert (doc["schema"], doc["game"], doc["kind"]) == (SCHEMA, name, "action")
            assert doc["action"] == {"type": type(action).__name__, **to_data(action)}   # every field (a seat too)

        def test_every_action_type_has_a_sample(self):
            assert {type(a) for a in case.actions} == set(case.game.action_types)

        @pytest.mark.parametrize("settings", match_settings, ids=[settings_id(s) for s in match_settings])
        def test_matches_round_trip(self, settings):
            m = case.match(case.game(**settings))
            doc = json.loads(m.to_json())
            assert not all(doc["chance"]) and any(doc["chance"]) == case.chance
            for game in (None, case.game(**settings)):
                same_match(Match.from_json(m.to_json(), game), m)
            for _ in range(3):                                  # saved after undos: the redo steps are kept
                m.undo()
            text = m.to_json()
            for game in (None, case.game(**settings)):
                loaded = Match.from_json(text, game)
                same_match(loaded, m)
                loaded.redo()
                assert loaded.state == m._states[loaded.step]
                again = Match.from_json(text)
                again.redo()
                assert loaded.state == again.state

        def test_a_match_from_a_prepared_start_round_trips(self):
            m = case.prepared()
            assert m.start is not None
            loaded = Match.from_json(m.to_json())
            assert loaded.start == m.start and loaded._states[0] == m.start
            same_match(loaded, m)
            if case.bad_start:
                breaks, words = case.bad_start
                doc = json.loads(m.to_json())
                breaks(doc["start"])
                match_refused(doc, words)

        # -- state files ----------------------------------------------------------------------------------
        def test_the_unbroken_position_loads(self):
            game, state = case.position()
            assert game.state_from_json(json.dumps(state_doc(game, state))) == state

        @pytest.mark.parametrize("which", ENVELOPE)
        def test_a_state_file_with_a_wrong_envelope_is_refused(self, which):
            game, state = case.position()
            doc = state_doc(game, state)
            other = other_game(name)
            words = {"schema-0": f"unsupported schema version 'rulewalk/0'; this rulewalk reads '{SCHEMA}'",
                     "schema-1": "unsupported schema version 'rulewalk/1'; this rulewalk reads 'rulewalk/2' "
                                 "(version 1 counted rows and columns in moves from 0)",
                     "schema-9": "unsupported schema version 'rulewalk/9'",
                     "kind": "this file holds a 'match', not a 'state'",
                     "game": f"this file is for the game '{other}', not '{name}'",
                     "settings": "this state was saved with settings",
                     "state-list": "state: expected an object, got a list",
                     "state-null": "state: expected an object, got null",
                     "truncated": "not valid JSON"}[which]
            if which == "truncated":
                refused(game.state_from_json, game.state_to_json(state)[:-5], words)
                return
            key, value = {"schema-0": ("schema", "rulewalk/0"), "schema-1": ("schema", "rulewalk/1"),
                          "schema-9": ("schema", "rulewalk/9"), "kind": ("kind", "match"), "game": ("game", other),
                          "settings": ("settings", case.other_settings(doc["settings"])),
                          "state-list": ("state", []), "state-null": ("state", None)}[which]
            assert doc[key] != value
            doc[key] = value
            state_refused(game, doc, words)

        @pytest.mark.parametrize("text, words", GARBAGE, ids=GARBAGE_IDS)
        def test_text_that_is_not_a_state_file_is_refused(self, text, words):
            game, _ = case.position()
            refused(game.state_from_json, text, words)

        @pytest.mark.parametrize("field", state_fields(case.game))
        def test_a_state_field_missing_or_of_the_wrong_kind_is_named(self, field):
            game, state = case.position()
            doc = state_doc(game, state)
            del doc["state"][field]
            state_refused(game, doc, f"state: missing field '{field}'")
            doc = state_doc(game, state)
            doc["state"][field] = WRONG
            state_refused(game, doc, f"state.{field}: ")

        def test_an_unknown_state_field_is_refused(self):
            game, state = case.position()
            doc = state_doc(game, state)
            doc["state"]["colour"] = "red"
            state_refused(game, doc, "state: unknown field(s) colour")

        # -- action files ---------------------------------------------------------------------------------
        @pytest.mark.parametrize("kind", sorted(types))
        def test_an_action_field_missing_of_the_wrong_kind_or_unknown_is_named(self, kind):
            game = case.game(**settings[0])
            sample = samples[types[kind]]
            assert sample is not None, f"no sample {kind} in the description's actions"
            data = tagged(sample)
            for field in data.keys() - {"type"}:
                action_refused(game, {k: v for k, v in data.items() if k != field}, f"action: missing field '{field}'")
                action_refused(game, {**data, field: WRONG}, f"action.{field}: ")
            action_refused(game, {**data, "colour": "red"}, "action: unknown field(s) colour")

        @pytest.mark.parametrize("which", ACTION_ENVELOPE)
        def test_a_malformed_action_file_is_refused(self, which):
            game = case.game(**settings[0])
            if which == "kind":
                doc = {**action_doc(game, tagged(case.actions[0])), "kind": "state"}
                refused(game.action_from_json, json.dumps(doc), "this file holds a 'state', not a 'action'")
                return
            data, words = {"unknown-type": ({"type": "Jump"},
                                            f"action: unknown type 'Jump'; expected one of {', '.join(sorted(types))}"),
                           "list": ([1, 2], "action: expected an object, got a list"),
                           "null": (None, "action: expected an object, got null")}[which]
            action_refused(game, data, words)

        # -- match files ----------------------------------------------------------------------------------
        @pytest.mark.parametrize("which", MATCH_CASES + (CHANCE_CASES if case.chance else []))
        def test_a_malformed_match_file_is_refused(self, which):
            m = case.short_match()
            text = m.to_json()
            doc = json.loads(text)
            n, chance = len(doc["actions"]), doc["chance"]
            assert Match.from_json(text).state == m.state                      # unbroken, it loads
            assert Match.from_json(text, engine.load(name, **m.game.settings)).step == m.step
            bad = copy_doc(doc)
            game = None
            if which == "schema":
                bad["schema"], words = "rulewalk/0", "unsupported schema version"
            elif which == "kind":
                bad["kind"], words = "state", "this file holds a 'state', not a 'match'"
            elif which == "unknown-game":
                bad["game"], words = "chess", "unknown game 'chess'"
            elif which == "settings-not-object":
                bad["settings"], words = "2p", "settings: expected an object"
            elif which == "bad-settings":
                change, words = case.bad_settings
                bad["settings"].update(change)
            elif which == "step-negative":
                bad["step"], words = -1, f"step: -1 is outside 0..{n}"
            elif which == "step-beyond":
                bad["step"], words = n + 1, f"step: {n + 1} is outside 0..{n}"
            elif which == "start":
                bad["start"], words = {}, f"start: missing field '{state_fields(case.game)[0]}'"
            elif which == "actions-not-list":
                bad["actions"], words = "many", "actions: expected a list"
            elif which == "action-data":
                bad["actions"][0], words = {"type": "Jump"}, "actions[0]: unknown type 'Jump'"
            elif which == "chance-length":
                bad["chance"], words = chance[:-1], "chance: needs one entry per action"
            elif which == "move-as-chance":
                j = chance.index(False)
                bad["chance"][j] = True
                words = (f"chance[{j}]: step {j} is marked as a chance outcome, but the position there is not a "
                         "chance node")
            elif which == "chance-as-move":
                k = chance.index(True)
                bad["chance"][k] = False
                words = f"chance[{k}]: step {k} is marked as a move, but the position there is a chance node"
            elif which == "cut-in-chance":
                k = chance.index(True)                 # the position after k actions waits for chance
                bad.update(actions=doc["actions"][:k], chance=chance[:k], step=k)
                words = "the file ends in the middle of a chance event"
            elif which == "other-settings":
                game = case.game(**case.other_settings(doc["settings"]))
                words = "this match was saved with settings"
            match_refused(bad, words, game=game)

    return Json
