"""The Brave Journey match a board plays: it resolves every chance node by itself from its seed, except the
movement roll, which waits for the player to press Roll."""
from __future__ import annotations

from engine.core import Match


class HandRolledMatch(Match):
    """A match that rolls and draws by itself (from its seed, like ``Match``) except the movement roll,
    which waits for the player to press Roll (or click the die): a turn starts with a roll the table sees."""

    def _resolve_chance(self) -> None:
        while (self.auto_chance and self.game.is_chance_node(self.state) and not self.game.is_terminal(self.state)
               and self.state.focus.kind != "roll"):
            outcome = self.chance_outcome()
            state, events = self.game.transition(self.state, outcome)
            self._push(outcome, state, events, chance=True)
