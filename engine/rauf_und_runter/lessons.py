"""The Rauf und Runter tutorial as data: each step a position, a task and a goal the engine checks.

Steps come in the order a new player needs them: setting up and the turn order (two
demonstrations from a fresh game), moving, burrows, the super tiles, the flip and what
follows it, and the end of the game. Positions come from ``scenario.arrange``; squares are
(row, col) counted from 1 in positions and actions alike. Most steps start just after the die
was rolled, so the roll is part of the lesson; the luck steps roll again from the match's own
seed.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import Event, Match, Step

from .board import FRIENDS, GRID
from .game import (BoardFlipped, FriendMet, GameWon, Move, Moved, Play, RaufUndRunter, Rolled, SupplyEmpty,
                   TileDrawn, TilePlayed)
from .scenario import arrange

Goal = Callable[[Any, Any, Sequence[Event]], bool]


def _match(settings: dict[str, Any], seed: int, **position: Any) -> Callable[[], Match]:
    def build() -> Match:
        game = RaufUndRunter(**settings)
        return Match(game, seed, start=arrange(game, seed, **position))
    return build


def _fresh(settings: dict[str, Any], seed: int) -> Callable[[], Match]:
    """A new game as the setup deals it (the match rolls the first die from its seed)."""
    return lambda: Match(RaufUndRunter(**settings), seed)


def _met(player: int, name: str, lucky: bool = False) -> Goal:
    f = FRIENDS.index(name)
    return lambda game, state, events: any(
        isinstance(e, FriendMet) and e.player == player and e.friend == f and e.lucky == lucky for e in events)


def _at(player: int, row: int, col: int) -> Goal:
    return lambda game, state, events: (any(isinstance(e, (TilePlayed, Moved)) for e in events)
                                        and state.positions[player] == GRID.square(row, col))


def _flipped(game: Any, state: Any, events: Sequence[Event]) -> bool:
    return any(isinstance(e, BoardFlipped) for e in events)


def _on_burrow_no_flip(game: Any, state: Any, events: Sequence[Event]) -> bool:
    """Red walked onto the burrow (1,5) while still looking for a friend, and nothing turned over."""
    return (any(isinstance(e, Moved) and e.player == 0 for e in events) and not _flipped(game, state, events)
            and state.positions[0] == GRID.square(1, 5) and not state.heading_home[0])


def _speed_kept(game: Any, state: Any, events: Sequence[Event]) -> bool:
    """The die was rolled again after a speed tile, and the +2 is still there."""
    return (any(isinstance(e, Rolled) and e.again for e in events) and state.phase == "move"
            and state.bonus == 2)


def _draw_order(*expected: tuple[type, int]) -> Goal:
    """The draws after a flip came in this order: (TileDrawn or SupplyEmpty, player), ..."""
    return lambda game, state, events: [(type(e), e.player) for e in events
                                        if isinstance(e, (TileDrawn, SupplyEmpty))] == list(expected)


def _lucky_and_draws(game: Any, state: Any, events: Sequence[Event]) -> bool:
    return (_met(1, "beetle", lucky=True)(game, state, events)
            and any(isinstance(e, TileDrawn) and e.player == 1 for e in events))


def _back_to_desert(game: Any, state: Any, events: Sequence[Event]) -> bool:
    return any(isinstance(e, BoardFlipped) and e.side == 0 for e in events)


def _won(player: int, landing: bool = False) -> Goal:
    return lambda game, state, events: any(
        isinstance(e, GameWon) and e.player == player and e.landing == landing for e in events)


TWO = {"players": 2, "friends": 2}
NO_TILES = {0: {}, 1: {}}

STEPS: tuple[Step, ...] = (
    Step(
        "Setting up",
        ("rauf_und_runter.board.sides", "rauf_und_runter.setup.start", "rauf_und_runter.setup.corners",
         "rauf_und_runter.setup.tiles", "rauf_und_runter.setup.chain", "rauf_und_runter.setup.super-tiles",
         "rauf_und_runter.super.split", "rauf_und_runter.die.faces"),
        "This is a new game for four, just set up. Look at it first, then watch red's first move.\n\n"
        "The board starts desert side up. Each meerkat starts in a corner burrow: red at (1,1), then "
        "clockwise blue (1,5), yellow (5,5) and green (5,1). The rulebook only says \"a corner\"; we play it "
        "so. The mazes on both sides are our own design, because the rulebook does not show the printed "
        "board.\n\n"
        "Each colour has 8 puzzle tiles: the four friends, twice each. (The rulebook gives only the number; "
        "the two of each friend are our reading.) Four of them, shuffled, make your chain, face down. Nobody "
        "knows them. Only the first one is turned up: the friend you look for first.\n\n"
        "The super tiles lie face down as a supply, and everyone has drawn one to keep face up. The rulebook "
        "does not say how many of each kind there are; we play with 6 speed, 5 luck and 5 shortcut tiles.\n\n"
        "At the table you roll a real die. Here the board rolls it for you. The rulebook says it moves you "
        "1, 2 or 3 spaces; we play it with the faces 1, 1, 2, 2, 3, 3.",
        "The board rolled a 3 for red: watch red walk 3 steps to (2,3).",
        _fresh({"players": 4}, 1),
        None,
        (Move(2, 3),),
    ),
    Step(
        "Who starts, and whose turn is next",
        ("rauf_und_runter.turn.first-player", "rauf_und_runter.turn.order"),
        "Watch one round: yellow, green, red, blue, and then yellow again.\n\n"
        "The rulebook says the youngest player starts. The board cannot know your ages, so we decided: you "
        "choose who starts when you set up the board, and it is red unless you choose another. In this game "
        "yellow was chosen. After that, play goes clockwise round the board. On every turn the die is rolled "
        "first, then the figure walks.",
        "Watch the turns go round clockwise, from yellow back to yellow.",
        _fresh({"players": 4, "first_player": 2}, 1),
        None,
        (Move(4, 3), Move(5, 2), Move(1, 3), Move(1, 4)),
    ),
    Step(
        "Roll, then walk exactly that far",
        ("rauf_und_runter.turn.order", "rauf_und_runter.move.exact", "rauf_und_runter.move.share"),
        "Red rolled a 2. Step out of the burrow and straight back in.\n\n"
        "Every turn you roll the die and walk exactly that many steps, one space at a time: up, down, left "
        "or right. You may turn round in the middle of a move, so red can end where it started. Figures may "
        "share a space.",
        "Walk red 2 steps and end back on the start burrow at (1,1).",
        _match(TWO, 1, chains={0: ("mouse", "beetle")}, tiles=NO_TILES, roll=2),
        _at(0, 1, 1),
        (Move(1, 1),),
    ),
    Step(
        "Hedges are walls",
        ("rauf_und_runter.move.walls", "rauf_und_runter.friend.meet"),
        "Red rolled a 3. Go round the hedge to the chameleon: left, down, right.\n\n"
        "A hedge runs between red and the chameleon just below. Nobody walks through a hedge (unless they "
        "use a shortcut tile). Meeting your friend takes that tile out of your chain and ends your turn.",
        "Meet the chameleon at (2,2) with red.",
        _match(TWO, 2, positions={0: (1, 2)}, chains={0: ("chameleon", "beetle")}, tiles=NO_TILES, roll=3),
        _met(0, "chameleon"),
        (Move(2, 2),),
    ),
    Step(
        "Meeting ends the move",
        ("rauf_und_runter.move.meet-stops", "rauf_und_runter.friend.meet"),
        "Red rolled a 3, but the chameleon is only one step away. Step onto it.\n\n"
        "Reaching the friend you are looking for ends the move at once. The rulebook doesn't say what "
        "happens to the other steps; we play it so: they are lost. From now on red looks for a burrow, any "
        "burrow, and may not look for the next friend yet.",
        "Meet the chameleon with red, one step away.",
        _match(TWO, 3, positions={0: (2, 1)}, chains={0: ("chameleon", "beetle")}, tiles=NO_TILES, roll=3),
        _met(0, "chameleon"),
        (Move(2, 2),),
    ),
    Step(
        "Burrows are ordinary spaces",
        ("rauf_und_runter.move.share",),
        "Red rolled a 1 and is still looking for the tortoise. Step onto the burrow at (1,5).\n\n"
        "Nothing happens there. Before you have met your friend, a burrow is an ordinary space: you may "
        "walk over it or stop on it, and the board does not turn. Blue's figure stands there too; that is "
        "fine.",
        "Walk red onto the burrow at (1,5) and see that nothing turns over.",
        _match(TWO, 11, positions={0: (1, 4)}, chains={0: ("tortoise", "mouse")}, tiles=NO_TILES, roll=1),
        _on_burrow_no_flip,
        (Move(1, 5),),
    ),
    Step(
        "Super tile: speed",
        ("rauf_und_runter.super.speed", "rauf_und_runter.super.use", "rauf_und_runter.super.after-roll"),
        "Red rolled a 1, but the mouse is 3 steps away. Use the speed tile, then walk to the mouse.\n\n"
        "A speed tile adds 2 steps to this move. Each super tile is used once and then goes back, face down, "
        "to the supply. The rulebook doesn't say when in a turn you may use one; we play it so: after the "
        "roll, before or during your move.",
        "Use the speed tile, then meet the mouse at (2,4).",
        _match(TWO, 7, positions={0: (1, 2)}, chains={0: ("mouse", "beetle")}, tiles={0: {"speed": 1}, 1: {}},
               roll=1),
        _met(0, "mouse"),
        (Play("speed"), Move(2, 4)),
    ),
    Step(
        "Super tile: luck",
        ("rauf_und_runter.super.luck",),
        "Don't like your roll? Use red's luck tile and roll again.\n\n"
        "The new number replaces the old one. You may use any number of your super tiles in one turn.",
        "Use red's luck tile to roll again.",
        _match(TWO, 8, chains={0: ("mouse", "beetle")}, tiles={0: {"luck": 1}, 1: {}}, roll=1),
        lambda game, state, events: any(isinstance(e, TilePlayed) and e.tile == "luck" for e in events),
        (Play("luck"),),
    ),
    Step(
        "Speed, then luck",
        ("rauf_und_runter.super.speed-then-luck",),
        "Red holds a speed tile and a luck tile. Use speed first, then luck.\n\n"
        "The rulebook doesn't say what a new roll does to a speed tile you already used. We play it so: "
        "the 2 extra steps stay, and they are added to the new roll.",
        "Use red's speed tile, then the luck tile, and see the +2 stay.",
        _match(TWO, 12, chains={0: ("mouse", "beetle")}, tiles={0: {"speed": 1, "luck": 1}, 1: {}}, roll=1),
        _speed_kept,
        (Play("speed"), Play("luck")),
    ),
    Step(
        "Super tile: shortcut",
        ("rauf_und_runter.super.shortcut",),
        "Red rolled a 1 and the chameleon is right below, behind a hedge. Use the shortcut tile to go "
        "through.\n\n"
        "A shortcut tile lets a figure go through one hedge or rock wall during its move. On the board, "
        "click the shortcut chip first, then the space behind the hedge.",
        "Go through the hedge to the chameleon with red's shortcut tile.",
        _match(TWO, 9, positions={0: (1, 2)}, chains={0: ("chameleon", "beetle")},
               tiles={0: {"shortcut": 1}, 1: {}}, roll=1),
        _met(0, "chameleon"),
        (Move(2, 2, 1),),
    ),
    Step(
        "Home to a burrow: the board turns over",
        ("rauf_und_runter.flip.trigger", "rauf_und_runter.board.flip-mapping", "rauf_und_runter.flip.reveal"),
        "Red has met a friend and is one step from a burrow. Walk in.\n\n"
        "The first player to get there turns the whole board over: the underground side comes up. Each "
        "colour's two figures hold each other through the board by magnets. The rulebook doesn't say "
        "exactly where they come out; we play it so: in the same row, mirrored left to right. Then red "
        "turns up the next tile of its chain: a new friend to find on the new side.",
        "Walk red into the burrow at (1,1).",
        _match(TWO, 4, positions={0: (2, 1), 1: (3, 2)}, chains={0: ("beetle",), 1: ("mouse", "tortoise")},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _flipped,
        (Move(1, 1),),
    ),
    Step(
        "Help for the slower meerkats",
        ("rauf_und_runter.flip.catch-up",),
        "Turn the board with red again, and watch who draws a super tile.\n\n"
        "When the board turns, everyone who had not yet met their friend draws a super tile. It is the "
        "game's way of helping whoever is behind. Blue had met its friend too, so blue simply turns up its "
        "next tile. Yellow had not, so yellow draws.",
        "Turn the board with red and watch who draws.",
        _match({"players": 3, "friends": 2}, 5, positions={0: (2, 1)}, chains={0: ("beetle",), 1: ("mouse",)},
               heading_home={0: True, 1: True}, tiles={0: {}, 1: {}, 2: {}}, roll=1),
        lambda game, state, events: any(isinstance(e, TileDrawn) and e.player == 2 for e in events)
        and not any(isinstance(e, TileDrawn) and e.player != 2 for e in events),
        (Move(1, 1),),
    ),
    Step(
        "When the supply runs short",
        ("rauf_und_runter.flip.draw-order",),
        "Blue turns the board over, and only one super tile is left in the supply. Walk blue into the "
        "burrow at (1,5) and see who gets it.\n\n"
        "Red, yellow and green have not met their friends, so all three should draw. The rulebook doesn't "
        "say who draws first. We play it so: the players draw one at a time, starting on the left of the "
        "player who turned the board (the next in turn order) and going clockwise. Yellow draws the last "
        "tile; green and red draw nothing.",
        "Turn the board with blue and watch who gets the last tile.",
        _match({"players": 4, "friends": 2}, 13, positions={1: (2, 5)}, chains={1: ("mouse",)},
               heading_home={1: True},
               tiles={0: {"speed": 2, "luck": 2, "shortcut": 1}, 1: {"speed": 2, "luck": 1, "shortcut": 2},
                      2: {"speed": 1, "luck": 2, "shortcut": 1}, 3: {"shortcut": 1}},
               current=1, roll=1),
        _draw_order((TileDrawn, 2), (SupplyEmpty, 3), (SupplyEmpty, 0)),
        (Move(1, 5),),
    ),
    Step(
        "A lucky landing",
        ("rauf_und_runter.flip.lucky", "rauf_und_runter.flip.lucky-still-draws"),
        "Turn the board with red, and watch blue land on its friend.\n\n"
        "Blue is looking for the beetle and stands at (3,1) on the desert side. The beetle lives at (3,5) "
        "underground: exactly where blue's figure comes out when the board turns over. Blue meets the "
        "beetle at once, without moving, and heads for a burrow next turn. Blue still draws a super tile, "
        "because it had not met its friend before the flip. The rulebook doesn't say; we play it so.",
        "Turn the board with red and give blue its lucky landing.",
        _match(TWO, 6, positions={0: (2, 1), 1: (3, 1)}, chains={0: ("mouse",), 1: ("beetle", "mouse")},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _lucky_and_draws,
        (Move(1, 1),),
    ),
    Step(
        "Back to the desert",
        ("rauf_und_runter.flip.trigger", "rauf_und_runter.flip.all-met"),
        "The underground side is up. Red has met a friend: walk it into the middle burrow at (3,3).\n\n"
        "The board turns over again, and the desert comes back up. It goes on like this, up and down, all "
        "game. Blue has met every friend already. It has no tile left to turn up and draws nothing; it "
        "simply keeps heading for a burrow. The rulebook doesn't say this; we play it so.",
        "Walk red into the burrow at (3,3) and turn the board back to the desert.",
        _match(TWO, 14, side="underground", positions={0: (3, 2), 1: (2, 3)}, chains={0: ("beetle",), 1: ()},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _back_to_desert,
        (Move(3, 3),),
    ),
    Step(
        "Winning",
        ("rauf_und_runter.win", "rauf_und_runter.game.over"),
        "Red has met every friend in its chain. Walk into the burrow at (1,1) to win.\n\n"
        "The first player who has met every friend and then reaches a burrow wins. No flip this time: the "
        "game is over, and the board refuses every move after that. Try one.",
        "Bring red into the burrow at (1,1) and win.",
        _match(TWO, 10, positions={0: (2, 1)}, chains={0: ()}, heading_home={0: True}, tiles=NO_TILES, roll=1),
        _won(0),
        (Move(1, 1),),
    ),
    Step(
        "Home on landing",
        ("rauf_und_runter.flip.home-on-landing",),
        "Turn the board with red, and watch where blue comes out.\n\n"
        "Blue has met every friend and stands at (3,3) on the desert. Underground, (3,3) is the middle "
        "burrow. The rulebook doesn't say what happens then. We play it so, like a lucky landing: blue "
        "comes out of the flip at home and wins at once. Nobody draws, because the game is over.",
        "Turn the board with red and let blue come out on a burrow.",
        _match(TWO, 15, positions={0: (1, 2), 1: (3, 3)}, chains={0: ("mouse",), 1: ()}, heading_home={0: True},
               tiles=NO_TILES, roll=1),
        _won(1, landing=True),
        (Move(1, 1),),
    ),
    Step(
        "Sharing the win",
        ("rauf_und_runter.flip.home-on-landing",),
        "Watch red turn the board while blue and yellow wait on (3,3).\n\n"
        "Blue and yellow have both met every friend, and both stand where the middle burrow comes up. They "
        "both come out at home in the same flip. The rulebook doesn't say who wins then; we play it so: "
        "they share the win.",
        "Watch blue and yellow come out at home together and share the win.",
        _match({"players": 3, "friends": 2}, 16, positions={0: (1, 2), 1: (3, 3), 2: (3, 3)},
               chains={0: ("mouse",), 1: (), 2: ()}, heading_home={0: True}, tiles={0: {}, 1: {}, 2: {}}, roll=1),
        None,
        (Move(1, 1),),
    ),
)

LESSONS = {"basics": STEPS}
