"""engine.core.states.evolve: dataclasses.replace for plain frozen dataclasses, without __init__."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pytest

from engine.core.states import evolve


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Checked:
    x: int

    def __post_init__(self):
        if self.x < 0:
            raise ValueError("negative")


def test_evolve_equals_replace_and_leaves_the_original():
    p = Point(1, 2, ("a",))
    q = evolve(p, y=5)
    assert q == dataclasses.replace(p, y=5) and hash(q) == hash(dataclasses.replace(p, y=5))
    assert p == Point(1, 2, ("a",)) and q is not p and type(q) is Point
    with pytest.raises(dataclasses.FrozenInstanceError):
        q.x = 3


def test_evolve_refuses_unknown_fields_and_classes_with_their_own_init_work():
    with pytest.raises(TypeError, match="no field z"):
        evolve(Point(1), z=2)
    with pytest.raises(TypeError, match="plain dataclasses"):
        evolve(Checked(1), x=-1)
