"""The Rauf und Runter tutorial as data: each step a position, a task and a goal the engine checks.

Positions come from ``scenario.arrange``; squares are (row, col) counted from 1 in positions and
actions alike. Each step starts just after the die was rolled, so the roll is
part of the lesson; only the luck step rolls again, from the match's own seed.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import Event, Match, Step

from .board import FRIENDS, GRID
from .game import BoardFlipped, FriendMet, GameWon, Move, Play, RaufUndRunter, TileDrawn, TilePlayed
from .scenario import arrange


def _match(settings: dict[str, Any], seed: int, **position: Any) -> Callable[[], Match]:
    def build() -> Match:
        game = RaufUndRunter(**settings)
        return Match(game, seed, start=arrange(game, seed, **position))
    return build


def _met(player: int, name: str, lucky: bool = False) -> Callable[[Any, Any, Sequence[Event]], bool]:
    f = FRIENDS.index(name)
    return lambda game, state, events: any(
        isinstance(e, FriendMet) and e.player == player and e.friend == f and e.lucky == lucky for e in events)


def _at(player: int, row: int, col: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: (any(isinstance(e, TilePlayed) or e.__class__.__name__ == "Moved"
                                            for e in events)
                                        and state.positions[player] == GRID.square(row, col))


def _flipped(game: Any, state: Any, events: Sequence[Event]) -> bool:
    return any(isinstance(e, BoardFlipped) for e in events)


TWO = {"players": 2, "friends": 2}
NO_TILES = {0: {}, 1: {}}

STEPS: tuple[Step, ...] = (
    Step(
        "Roll, then walk exactly that far",
        ("rauf_und_runter.turn.order", "rauf_und_runter.move.exact", "rauf_und_runter.move.share"),
        "Every turn you roll the die (1, 2 or 3) and walk exactly that many steps, one space at a time "
        "up, down, left or right. You may turn round in the middle of a move. Red rolled a 2: step out of "
        "the burrow and straight back in, and red ends where it started. Figures may share spaces.",
        "Walk red 2 steps and end back on the start burrow at (1,1).",
        _match(TWO, 1, chains={0: ("mouse", "beetle")}, tiles=NO_TILES, roll=2),
        _at(0, 1, 1),
        (Move(1, 1),),
    ),
    Step(
        "Hedges are walls",
        ("rauf_und_runter.move.walls", "rauf_und_runter.friend.meet"),
        "A hedge runs between red and the chameleon just below. Nobody walks through a hedge (without a "
        "shortcut tile), so red goes round: left, down, right — exactly the 3 steps rolled. Meeting your "
        "friend takes that tile out of your chain and ends your turn.",
        "Meet the chameleon at (2,2) with red.",
        _match(TWO, 2, positions={0: (1, 2)}, chains={0: ("chameleon", "beetle")}, tiles=NO_TILES, roll=3),
        _met(0, "chameleon"),
        (Move(2, 2),),
    ),
    Step(
        "Meeting ends the move",
        ("rauf_und_runter.move.meet-stops", "rauf_und_runter.friend.meet"),
        "Red rolled a 3, but the chameleon is only one step away. Reaching the friend you are looking for "
        "ends the move at once; the other steps are lost (our reading). From now on red looks for a "
        "burrow — any burrow — and may not look for the next friend yet.",
        "Meet the chameleon with red, one step away.",
        _match(TWO, 3, positions={0: (2, 1)}, chains={0: ("chameleon", "beetle")}, tiles=NO_TILES, roll=3),
        _met(0, "chameleon"),
        (Move(2, 2),),
    ),
    Step(
        "Home to a burrow: the board turns over",
        ("rauf_und_runter.flip.trigger", "rauf_und_runter.board.flip-mapping", "rauf_und_runter.flip.reveal"),
        "Red has met a friend and is one step from a burrow. The first player to get there turns the whole "
        "board over: the underground side comes up. Each colour's two figures hold each other through "
        "the board by magnets, so every figure is now in the same row, mirrored left to right. Red "
        "then turns up the next tile of its chain: a new friend to find on the new side.",
        "Walk red into the burrow at (1,1).",
        _match(TWO, 4, positions={0: (2, 1), 1: (3, 2)}, chains={0: ("beetle",), 1: ("mouse", "tortoise")},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _flipped,
        (Move(1, 1),),
    ),
    Step(
        "Help for the slower meerkats",
        ("rauf_und_runter.flip.catch-up",),
        "When the board turns, everyone who had not yet met their friend draws a super tile. It is the "
        "game's way of helping whoever is behind. Blue had met its friend too and simply turns up its "
        "next tile; yellow had not, so yellow draws.",
        "Turn the board with red and watch who draws.",
        _match({"players": 3, "friends": 2}, 5, positions={0: (2, 1)}, chains={0: ("beetle",), 1: ("mouse",)},
               heading_home={0: True, 1: True}, tiles={0: {}, 1: {}, 2: {}}, roll=1),
        lambda game, state, events: any(isinstance(e, TileDrawn) and e.player == 2 for e in events)
        and not any(isinstance(e, TileDrawn) and e.player != 2 for e in events),
        (Move(1, 1),),
    ),
    Step(
        "A lucky landing",
        ("rauf_und_runter.flip.lucky",),
        "Blue is looking for the beetle and stands at (3,1) on the desert side. The beetle lives at (3,5) "
        "underground — exactly where blue's figure comes out when the board turns over. Blue meets the "
        "beetle at once, without moving, and heads for a burrow next turn.",
        "Turn the board with red and give blue its lucky landing.",
        _match(TWO, 6, positions={0: (2, 1), 1: (3, 1)}, chains={0: ("mouse",), 1: ("beetle", "mouse")},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _met(1, "beetle", lucky=True),
        (Move(1, 1),),
    ),
    Step(
        "Super tile: speed",
        ("rauf_und_runter.super.speed", "rauf_und_runter.super.use"),
        "Red rolled a 1, but the mouse is 3 steps away. A speed tile adds 2 steps to this move. Each super "
        "tile is used once and then goes back, face down, to the supply.",
        "Use the speed tile, then meet the mouse at (2,4).",
        _match(TWO, 7, positions={0: (1, 2)}, chains={0: ("mouse", "beetle")}, tiles={0: {"speed": 1}, 1: {}},
               roll=1),
        _met(0, "mouse"),
        (Play("speed"), Move(2, 4)),
    ),
    Step(
        "Super tile: luck",
        ("rauf_und_runter.super.luck",),
        "Don't like your roll? A luck tile lets you roll again; the new number replaces the old one. You can "
        "use any number of your super tiles in one turn.",
        "Use red's luck tile to roll again.",
        _match(TWO, 8, chains={0: ("mouse", "beetle")}, tiles={0: {"luck": 1}, 1: {}}, roll=1),
        lambda game, state, events: any(isinstance(e, TilePlayed) and e.tile == "luck" for e in events),
        (Play("luck"),),
    ),
    Step(
        "Super tile: shortcut",
        ("rauf_und_runter.super.shortcut",),
        "Red rolled a 1 and the chameleon is right below — behind a hedge. A shortcut tile lets a figure "
        "go through one hedge or rock wall during its move.",
        "Go through the hedge to the chameleon with red's shortcut tile.",
        _match(TWO, 9, positions={0: (1, 2)}, chains={0: ("chameleon", "beetle")},
               tiles={0: {"shortcut": 1}, 1: {}}, roll=1),
        _met(0, "chameleon"),
        (Move(2, 2, 1),),
    ),
    Step(
        "Winning",
        ("rauf_und_runter.win",),
        "Red has met every friend in its chain. The first player who has done that and then reaches a "
        "burrow wins — no flip this time.",
        "Bring red into the burrow at (1,1) and win.",
        _match(TWO, 10, positions={0: (2, 1)}, chains={0: ()}, heading_home={0: True}, tiles=NO_TILES, roll=1),
        lambda game, state, events: any(isinstance(e, GameWon) and e.player == 0 for e in events),
        (Move(1, 1),),
    ),
)

LESSONS = {"basics": STEPS}
