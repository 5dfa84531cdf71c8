"""Together mode: two to four people at one keyboard, each seat with its own keys (choose a hero, the four
moves, one special key); the keys are printed on each seat's action tile in the panel."""
from __future__ import annotations

from engine.magic_maze import HERO_NAMES, HEROES

from ..board import BoardWidget

#: together mode: each seat's keys — hero, north, west, south, east, special
SEAT_KEYS: dict[int, tuple[str, str, str, str, str, str]] = {
    1: ("q", "w", "a", "s", "d", "e"),
    2: ("u", "i", "j", "k", "l", "o"),
    3: ("r", "t", "f", "g", "h", "y"),
    4: (",", "ArrowUp", "ArrowLeft", "ArrowDown", "ArrowRight", "."),
}
KEY_SHOWN = {"ArrowUp": "↑", "ArrowLeft": "←", "ArrowDown": "↓", "ArrowRight": "→"}


class TogetherKeys:
    """The controller's part that turns a seat's key into its action (a mixin of ``MagicMazeController``:
    it keeps ``seat_hero`` and acts through ``step`` and ``special``)."""

    def _together_key(self, board: BoardWidget, k: str, shift: bool) -> bool:
        for seat, keys in SEAT_KEYS.items():
            if seat > self.game.players or k not in keys:
                continue
            hero = self.seat_hero[seat]
            which = keys.index(k)
            if which == 0:
                alive = [h for h in HEROES if self.game.hero_cell(board.state, h) is not None] or list(HEROES)
                nxt = alive[(alive.index(hero) + 1) % len(alive)] if hero in alive else alive[0]
                self.seat_hero[seat] = nxt
                board.say(f"Seat {seat} now plays the {HERO_NAMES[nxt]}.")
                return True
            if self.game.hero_cell(board.state, hero) is None:
                board.say(f"Seat {seat}: the {HERO_NAMES[hero]} has escaped; choose another hero "
                          f"({self._key_text(keys[0])}).", "refused")
                return True
            if which == 5:
                self.special(board, seat, hero, None)
            else:
                self.step(board, seat, hero, ("N", "W", "S", "E")[which - 1], far=shift)
            return True
        return False

    @staticmethod
    def _key_text(key: str) -> str:
        return KEY_SHOWN.get(key, key.upper())
