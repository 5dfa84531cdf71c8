"""engine.core.serial: typed JSON for nested dataclasses, with errors that name the bad path."""
from __future__ import annotations

import json
from dataclasses import dataclass

import pytest
from hypothesis import given, strategies as st

from engine.core import FormatError
from engine.core import serial


@dataclass(frozen=True)
class Inner:
    x: int
    name: str = ""


@dataclass(frozen=True)
class Outer:
    items: tuple[Inner, ...]
    pair: tuple[int, str]
    maybe: Inner | None
    flag: bool
    ratio: float
    opt: int | None = None
    grid: tuple[tuple[int, ...], ...] = ()


@dataclass(frozen=True)
class Checked:
    n: int

    def __post_init__(self):
        if self.n < 0:
            raise ValueError("n must not be negative")


def roundtrip(tp, obj):
    text = json.dumps(serial.to_data(obj))
    return serial.from_data(tp, json.loads(text), "x")


inners = st.builds(Inner, st.integers(-10**6, 10**6), st.text(max_size=5))
outers = st.builds(
    Outer,
    st.lists(inners, max_size=4).map(tuple),
    st.tuples(st.integers(), st.text(max_size=4)),
    st.none() | inners,
    st.booleans(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.none() | st.integers(),
    st.lists(st.lists(st.integers(0, 9), max_size=3).map(tuple), max_size=3).map(tuple),
)


@given(outers)
def test_nested_round_trip(obj):
    back = roundtrip(Outer, obj)
    assert back == obj
    assert type(back.items) is tuple and all(type(i) is Inner for i in back.items)
    assert type(back.pair) is tuple


def test_known_value_shape():
    obj = Outer((Inner(1, "a"),), (2, "b"), None, True, 0.5)
    assert serial.to_data(obj) == {"items": [{"x": 1, "name": "a"}], "pair": [2, "b"], "maybe": None,
                                   "flag": True, "ratio": 0.5, "opt": None, "grid": []}
    assert serial.tagged(Inner(3)) == {"type": "Inner", "x": 3, "name": ""}


def test_int_is_accepted_where_a_float_is_expected():
    assert serial.from_data(float, 2, "x") == 2.0


def test_unsupported_values_are_a_programming_error():
    with pytest.raises(TypeError):
        serial.to_data({1, 2})


def good():
    return serial.to_data(Outer((Inner(1, "a"), Inner(2, "b")), (2, "b"), Inner(3), True, 0.5, 4, ((1,),)))


@pytest.mark.parametrize("mutate, expected", [
    (lambda d: d["items"][1].__setitem__("x", "two"), "x.items[1].x: expected a whole number, got text"),
    (lambda d: d["items"][0].__setitem__("x", True), "x.items[0].x: expected a whole number, got true/false"),
    (lambda d: d.__setitem__("flag", 1), "x.flag: expected true or false, got a whole number"),
    (lambda d: d.__setitem__("ratio", "0.5"), "x.ratio: expected a number, got text"),
    (lambda d: d.__setitem__("items", {}), "x.items: expected a list, got an object"),
    (lambda d: d.__setitem__("pair", [1]), "x.pair: expected 2 items, got 1"),
    (lambda d: d.__setitem__("pair", [1, 2]), "x.pair[1]: expected text, got a whole number"),
    (lambda d: d.pop("flag"), "x: missing field 'flag'"),
    (lambda d: d.__setitem__("colour", "red"), "x: unknown field(s) colour"),
    (lambda d: d["maybe"].__setitem__("y", 1), "x.maybe: unknown field(s) y"),
    (lambda d: d.__setitem__("maybe", 3), "x.maybe: expected an object, got a whole number"),
    (lambda d: d.__setitem__("grid", [[1], ["a"]]), "x.grid[1][0]: expected a whole number"),
    (lambda d: d.__setitem__("opt", "4"), "x.opt: expected a whole number, got text"),
    (lambda d: d["items"].__setitem__(0, None), "x.items[0]: expected an object, got null"),
])
def test_malformed_input_names_the_path(mutate, expected):
    data = good()
    assert serial.from_data(Outer, data, "x")  # sanity: the unmutated value reads
    mutate(data)
    with pytest.raises(FormatError) as info:
        serial.from_data(Outer, data, "x")
    assert expected in str(info.value)


def test_dataclass_own_checks_become_format_errors():
    with pytest.raises(FormatError, match=r"x: n must not be negative"):
        serial.from_data(Checked, {"n": -1}, "x")


def test_top_level_must_be_an_object():
    with pytest.raises(FormatError, match="x: expected an object, got a list"):
        serial.from_data(Inner, [1], "x")


def test_read_tagged():
    classes = {"Inner": Inner, "Checked": Checked}
    assert serial.read_tagged(classes, {"type": "Checked", "n": 2}, "a") == Checked(2)
    with pytest.raises(FormatError, match="a: unknown type 'Nope'; expected one of Checked, Inner"):
        serial.read_tagged(classes, {"type": "Nope"}, "a")
    with pytest.raises(FormatError, match="a: unknown type None"):
        serial.read_tagged(classes, {"n": 2}, "a")
    with pytest.raises(FormatError, match="a: expected an object"):
        serial.read_tagged(classes, "Checked", "a")


class TestEnvelope:
    def test_round_trip(self):
        text = serial.dump("demo", "state", {"value": [1, 2]})
        doc = serial.load(text, "demo", "state")
        assert doc["value"] == [1, 2] and doc["schema"] == serial.SCHEMA
        assert serial.load(text.encode(), None, "state")["game"] == "demo"   # bytes, any game

    def test_dump_is_deterministic(self):
        assert serial.dump("g", "k", {"b": 1, "a": 2}) == serial.dump("g", "k", {"a": 2, "b": 1})

    @pytest.mark.parametrize("text, expected", [
        ("{not json", "not valid JSON"),
        (b"\xff\xfe\x00", "not valid JSON"),
        ("", "not valid JSON"),
        ("[1, 2]", "expected a JSON object at the top, got a list"),
        ('"text"', "expected a JSON object at the top, got text"),
        ('{"game": "demo", "kind": "state"}', "unsupported schema version None"),
        ('{"schema": "rulewalk/0", "game": "demo", "kind": "state"}', "unsupported schema version 'rulewalk/0'"),
        ('{"schema": "rulewalk/2", "game": "demo", "kind": "match"}', "holds a 'match', not a 'state'"),
        ('{"schema": "rulewalk/2", "game": "chess", "kind": "state"}', "for the game 'chess', not 'demo'"),
    ])
    def test_bad_envelopes(self, text, expected):
        with pytest.raises(FormatError) as info:
            serial.load(text, "demo", "state")
        assert expected in str(info.value)
