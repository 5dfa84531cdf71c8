"""Checking a game's settings: one place for the messages a wrong setting gets.

    s = Settings(given, "Labyrinth", {"players", "variant"})
    players = s.whole("players", 2, 2, 4, listed=True)
    variant = s.one_of("variant", "standard", ("standard", "children"))

Every check raises ``ValueError`` naming the setting, what it allows and what it got.
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence


def _span(lo: int, hi: int, listed: bool) -> str:
    if listed:
        values = [str(v) for v in range(lo, hi + 1)]
        return ", ".join(values[:-1]) + " or " + values[-1] if len(values) > 1 else values[0]
    return f"{lo}..{hi}"


class Settings:
    def __init__(self, given: dict[str, Any], title: str, allowed: Iterable[str]):
        self.given = given
        allowed = set(allowed)
        unknown = set(given) - allowed
        if unknown:
            raise ValueError(f"unknown setting(s) {', '.join(sorted(unknown))}; "
                             f"{title} has {', '.join(sorted(allowed))}")

    def whole(self, name: str, default: int, lo: int, hi: int, *, listed: bool = False,
              what: str | None = None, why: str = "") -> int:
        """A whole number in lo..hi (``listed``: say "2, 3 or 4" rather than "2..4")."""
        value = self.given.get(name, default)
        if type(value) is not int or not lo <= value <= hi:
            raise ValueError(f"{what or name} must be {_span(lo, hi, listed)}{why}, not {value!r}")
        return value

    def one_of(self, name: str, default: Any, allowed: Sequence[Any], described: str | None = None) -> Any:
        value = self.given.get(name, default)
        if value not in allowed:
            options = described or "one of " + ", ".join(map(str, allowed))
            raise ValueError(f"{name} must be {options}, not {value!r}")
        return value

    def flag(self, name: str, default: bool) -> bool:
        value = self.given.get(name, default)
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false, not {value!r}")
        return value

    def faces(self, name: str, default: Sequence[int], lo: int = 1, hi: int = 6) -> tuple[int, ...]:
        """A die: a non-empty list of whole numbers lo..hi (repeats make a face more likely)."""
        value = self.given.get(name, default)
        if (not isinstance(value, (list, tuple)) or not value
                or any(type(f) is not int or not lo <= f <= hi for f in value)):
            raise ValueError(f"{name} must be a list of whole numbers {lo}..{hi}, not {value!r}")
        return tuple(value)

    def counts(self, name: str, default: Sequence[int], parts: Sequence[str]) -> tuple[int, ...]:
        """One count of 0 or more for each of ``parts`` (e.g. a deck's split by kind)."""
        value = self.given.get(name, default)
        if (not isinstance(value, (list, tuple)) or len(value) != len(parts)
                or any(type(n) is not int or n < 0 for n in value)):
            raise ValueError(f"{name} must be {len(parts)} counts ({', '.join(parts)}), not {value!r}")
        return tuple(value)
