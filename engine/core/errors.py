"""Errors every game shares."""
from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules forbid in this position.

    ``rule`` is a rule id from the game's registry; the message says, in words a
    player understands, why the action is refused. Raising it never changes a
    state (states are immutable).
    """

    def __init__(self, rule: str, message: str):
        super().__init__(f"{message} [{rule}]")
        self.rule = rule
        self.message = message


class FormatError(ValueError):
    """A saved file (JSON) that is malformed, of another game, or of another schema version."""
