"""Rules as data: each game publishes a registry of rule ids.

Every ``IllegalAction`` and every event cites one of these ids, so the widget and
the tutorial can always show the rule behind what happened.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Iterator

#: where a rule comes from: the game's seed document, a published fact, or this project's ruling
SOURCES = ("seed", "fact", "decision")


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    source: str = "seed"
    section: str = ""  # the seed document's section the rule comes from

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise ValueError(f"rule {self.id}: source must be one of {SOURCES}, not {self.source!r}")

    def cite(self) -> str:
        """One line for a status bar: the title, the id and, for our own rulings, a mark."""
        mark = " (our reading)" if self.source == "decision" else ""
        return f"{self.title}{mark} [{self.id}]"


class RuleRegistry:
    """An ordered, read-only collection of a game's rules, looked up by id."""

    def __init__(self, game: str, rules: Iterable[Rule]):
        self.game = game
        self._rules: dict[str, Rule] = {}
        for rule in rules:
            if not rule.id.startswith(game + "."):
                raise ValueError(f"rule id {rule.id!r} must start with {game + '.'!r}")
            if rule.id in self._rules:
                raise ValueError(f"duplicate rule id {rule.id!r}")
            self._rules[rule.id] = rule

    def __getitem__(self, rule_id: str) -> Rule:
        try:
            return self._rules[rule_id]
        except KeyError:
            raise KeyError(f"{self.game} has no rule {rule_id!r}") from None

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._rules

    def __iter__(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def __len__(self) -> int:
        return len(self._rules)

    def ids(self) -> list[str]:
        return list(self._rules)

    def text(self) -> str:
        """All rules as plain text, in the order a player needs them."""
        lines = []
        for rule in self:
            mark = " — our reading" if rule.source == "decision" else ""
            lines.append(f"{rule.title} [{rule.id}]{mark}\n    {rule.text}")
        return "\n".join(lines)
