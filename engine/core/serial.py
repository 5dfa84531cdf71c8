"""JSON for states, actions and matches: typed, versioned, never pickle or eval.

Dataclasses are written as JSON objects (tuples as lists). Reading goes the other
way, guided by the dataclass's type hints, and every mismatch raises
``FormatError`` naming the path of the bad value (``state.pawns[2]: expected int``).
Files carry an envelope ``{"schema": ..., "game": ..., "kind": ..., ...}``.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import types
import typing
from typing import Any, Callable, Union

from .errors import FormatError

#: version 2: squares in actions are (row, col) counted from 1, as the boards label them
SCHEMA = "rulewalk/2"
#: what changed since each older version, for the message that refuses such a file
_OLDER = {"rulewalk/1": "version 1 counted rows and columns in moves from 0"}


def to_data(obj: Any) -> Any:
    """A plain JSON-able value for ``obj`` (a dataclass, tuple, or scalar)."""
    t = type(obj)
    if t is int or t is str or t is bool or obj is None:
        return obj
    if t is tuple or t is list:
        return [x if type(x) is int else to_data(x) for x in obj]
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {name: to_data(getattr(obj, name)) for name in _field_names(t)}
    if isinstance(obj, (tuple, list)):
        return [to_data(x) for x in obj]
    if isinstance(obj, (bool, int, str, float)):
        return obj
    raise TypeError(f"cannot write {type(obj).__name__} as JSON")


@functools.lru_cache(maxsize=None)
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def tagged(obj: Any) -> dict:
    """A dataclass with its class name under ``"type"`` (for action unions)."""
    return {"type": type(obj).__name__, **to_data(obj)}


def from_data(tp: Any, data: Any, path: str) -> Any:
    """Read ``data`` as type ``tp``, checking every value on the way."""
    return _reader(tp)(data, path)


Reader = Callable[[Any, str], Any]


@functools.lru_cache(maxsize=None)
def _reader(tp: Any) -> Reader:
    """The function that reads and checks a value of type ``tp`` (worked out once per type: reading a state
    walks the same types thousands of times)."""
    if tp is Any:
        return lambda data, path: data
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        options = typing.get_args(tp)
        allows_none = type(None) in options
        readers = [_reader(opt) for opt in options if opt is not type(None)]

        def read_union(data: Any, path: str) -> Any:
            if data is None and allows_none:
                return None
            errors = []
            for read in readers:
                try:
                    return read(data, path)
                except FormatError as exc:
                    errors.append(str(exc))
            raise FormatError(errors[0] if len(errors) == 1 else f"{path}: {data!r} fits none of the allowed forms")
        return read_union
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            item, plain = _reader(args[0]), args[0] if args[0] in (int, str) else None

            def read_items(data: Any, path: str) -> Any:
                if not isinstance(data, list):
                    raise FormatError(f"{path}: expected a list, got {_kind(data)}")
                if plain is not None and all(type(x) is plain for x in data):
                    return tuple(data)      # the common case, checked at once
                return tuple(item(x, f"{path}[{i}]") for i, x in enumerate(data))
            return read_items
        readers = [_reader(a) for a in args]

        def read_fixed(data: Any, path: str) -> Any:
            if not isinstance(data, list):
                raise FormatError(f"{path}: expected a list, got {_kind(data)}")
            if len(data) != len(readers):
                raise FormatError(f"{path}: expected {len(readers)} items, got {len(data)}")
            return tuple(read(x, f"{path}[{i}]") for i, (read, x) in enumerate(zip(readers, data)))
        return read_fixed
    if dataclasses.is_dataclass(tp):
        return lambda data, path: _read_dataclass(tp, data, path)
    if tp is bool:
        def read_bool(data: Any, path: str) -> Any:
            if not isinstance(data, bool):
                raise FormatError(f"{path}: expected true or false, got {_kind(data)}")
            return data
        return read_bool
    if tp is int:
        def read_int(data: Any, path: str) -> Any:
            if isinstance(data, bool) or not isinstance(data, int):
                raise FormatError(f"{path}: expected a whole number, got {_kind(data)}")
            return data
        return read_int
    if tp is float:
        def read_float(data: Any, path: str) -> Any:
            if isinstance(data, bool) or not isinstance(data, (int, float)):
                raise FormatError(f"{path}: expected a number, got {_kind(data)}")
            return float(data)
        return read_float
    if tp is str:
        def read_str(data: Any, path: str) -> Any:
            if not isinstance(data, str):
                raise FormatError(f"{path}: expected text, got {_kind(data)}")
            return data
        return read_str
    if tp is type(None):
        def read_none(data: Any, path: str) -> Any:
            if data is not None:
                raise FormatError(f"{path}: expected null, got {_kind(data)}")
            return None
        return read_none

    def no_reader(data: Any, path: str) -> Any:
        raise TypeError(f"{path}: no JSON reader for {tp!r}")  # a programming error, not bad input
    return no_reader


@functools.lru_cache(maxsize=None)
def _fields(cls: type) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A dataclass's resolved type hints and init fields, worked out once per class (resolving the hints
    of a module with ``from __future__ import annotations`` is slow, and every state read needs them)."""
    return typing.get_type_hints(cls), tuple(f.name for f in dataclasses.fields(cls) if f.init)


@functools.lru_cache(maxsize=None)
def _field_readers(cls: type) -> tuple[tuple[str, Reader], ...]:
    hints, fields = _fields(cls)
    return tuple((name, _reader(hints[name])) for name in fields)


def _read_dataclass(cls: type, data: Any, path: str) -> Any:
    if not isinstance(data, dict):
        raise FormatError(f"{path}: expected an object, got {_kind(data)}")
    readers = _field_readers(cls)
    if len(data) > len(readers) or any(name not in data for name, _ in readers):
        extra = set(data) - {name for name, _ in readers} - {"type"}
        if extra:
            raise FormatError(f"{path}: unknown field(s) {', '.join(sorted(extra))}")
    values = {}
    for name, read in readers:
        if name not in data:
            raise FormatError(f"{path}: missing field {name!r}")
        values[name] = read(data[name], f"{path}.{name}")
    try:
        return cls(**values)
    except (TypeError, ValueError) as exc:  # a dataclass's own checks
        raise FormatError(f"{path}: {exc}") from None


def read_tagged(classes: dict[str, type], data: Any, path: str) -> Any:
    """Read a ``{"type": name, ...}`` object as one of ``classes``."""
    if not isinstance(data, dict):
        raise FormatError(f"{path}: expected an object, got {_kind(data)}")
    name = data.get("type")
    if name not in classes:
        raise FormatError(f"{path}: unknown type {name!r}; expected one of {', '.join(sorted(classes))}")
    return _read_dataclass(classes[name], data, path)


def _kind(data: Any) -> str:
    if data is None:
        return "null"
    return {bool: "true/false", int: "a whole number", float: "a number", str: "text",
            list: "a list", dict: "an object"}.get(type(data), type(data).__name__)


def dump(game: str, kind: str, body: dict) -> str:
    """A versioned JSON document for one saved thing (a state, an action, a match)."""
    return json.dumps({"schema": SCHEMA, "game": game, "kind": kind, **body}, indent=1, sort_keys=True)


def load(text: str | bytes, game: str | None, kind: str) -> dict:
    """Parse and check the envelope; return the whole document."""
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise FormatError(f"not valid JSON: {exc}") from None
    except RecursionError:
        raise FormatError("not a rulewalk file: the JSON is nested far too deeply") from None
    if not isinstance(doc, dict):
        raise FormatError(f"expected a JSON object at the top, got {_kind(doc)}")
    schema = doc.get("schema")
    if schema != SCHEMA:
        why = f" ({_OLDER[schema]})" if schema in _OLDER else ""
        raise FormatError(f"unsupported schema version {schema!r}; this rulewalk reads {SCHEMA!r}{why}")
    if doc.get("kind") != kind:
        raise FormatError(f"this file holds a {doc.get('kind')!r}, not a {kind!r}")
    if game is not None and doc.get("game") != game:
        raise FormatError(f"this file is for the game {doc.get('game')!r}, not {game!r}")
    return doc
