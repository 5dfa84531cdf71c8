"""The Rauf und Runter tutorial as data: each step a position, a task and a goal the engine checks.

Steps come in the order a new player needs them: setting up (the board, the chains, the super
tiles, the die: demonstrations along the first round of a fresh game) and the turn order, moving,
burrows, the super tiles, the flip and what follows it, the end of the game, and a last turn to
play without the green spaces, as at the table. Board parts not taught yet are hidden
(``options={"hide": ...}``). Positions come from ``scenario.arrange``; squares are
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


def _fresh(settings: dict[str, Any], seed: int, *actions: Any) -> Callable[[], Match]:
    """A new game as the setup deals it (the match rolls the dice from its seed), after ``actions``."""
    def build() -> Match:
        match = Match(RaufUndRunter(**settings), seed)
        for action in actions:
            match.apply(action)
        return match
    return build


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

#: board parts not taught yet (``RaufBoard`` parts): the chain tiles, the super-tile chips, the outlined
#: spaces that need super tiles, and the supply count
BEFORE_CHAINS = {"hide": ("chain", "super-tiles", "tile-spaces", "supply")}
BEFORE_TILES = {"hide": ("super-tiles", "tile-spaces", "supply")}
BEFORE_SPEED = {"hide": ("tile-spaces",)}
#: the first turns of a fresh game for four (seed 1): red, blue, yellow and green each walk once
FOUR = {"players": 4}
FIRST_ROUND = (Move(2, 3), Move(2, 5), Move(5, 3), Move(5, 2))

STEPS: tuple[Step, ...] = (
    Step(
        "The box and the board",
        ("rauf_und_runter.board.sides", "rauf_und_runter.setup.start", "rauf_und_runter.setup.corners"),
        "A new game for four, desert side up. The box's rim numbers the rows (left) and the columns (top): "
        "(2,3) is row 2, column 3. The legend under the box names every mark.\n\n"
        "Each meerkat starts in a corner burrow: red at (1,1), then clockwise blue, yellow and green.",
        "Look at the board, then watch red take the first walk: 3 steps to (2,3).",
        _fresh(FOUR, 1),
        None,
        FIRST_ROUND[:1],
        options=BEFORE_CHAINS,
        how="Press Show me to watch it, or click (2,3) yourself: red walks there.",
        reading="The rulebook only says \"a corner\" and does not show the printed board, so we play it so: the "
                "colours start clockwise from the top left, on mazes of our own design, because we cannot "
                "copy the printed one.",
    ),
    Step(
        "Your chain of friends",
        ("rauf_und_runter.setup.tiles", "rauf_und_runter.setup.chain", "rauf_und_runter.turn.order"),
        "Each colour has 8 puzzle tiles, the four friends twice each. Shuffle them face down and lay 4 in a "
        "row: your chain.\n\n"
        "Only the first is turned up: the friend to find first. Blue's chain, beside the board, starts with "
        "the mouse at (2,4). A ring marks the goal of the player to move.",
        "Watch blue walk 1 step, towards the mouse.",
        _fresh(FOUR, 1, *FIRST_ROUND[:1]),
        None,
        FIRST_ROUND[1:2],
        options=BEFORE_TILES,
        how="Press Show me to watch it, or click (2,5) yourself: blue walks 1 step.",
        reading="The rulebook gives only the number of puzzle tiles, not which friends they show, so we play "
                "it so: each of the four friends twice, which gives every friend the same chance.",
    ),
    Step(
        "One super tile each",
        ("rauf_und_runter.setup.super-tiles", "rauf_und_runter.super.split"),
        "The 16 super tiles lie face down: the supply. Everyone draws one and keeps it face up. The chips "
        "under each chain show them: red has speed, blue luck, yellow and green a shortcut. What they do "
        "comes later.",
        "Watch yellow walk 2 steps, to (5,3).",
        _fresh(FOUR, 1, *FIRST_ROUND[:2]),
        None,
        FIRST_ROUND[2:3],
        options=BEFORE_SPEED,
        how="Press Show me to watch it, or click (5,3) yourself: yellow walks there.",
        reading="The rulebook doesn't say how many super tiles there are of each kind, so we play with 6 "
                "speed, 5 luck and 5 shortcut: as even a split of 16 as we can make.",
    ),
    Step(
        "The die",
        ("rauf_und_runter.die.faces",),
        "At the table you roll a real die. Here the board rolls it for you each turn and shows it at the top "
        "of the panel. Green has rolled a 1.",
        "Watch green walk 1 step, to (5,2); then it is red's turn again.",
        _fresh(FOUR, 1, *FIRST_ROUND[:3]),
        None,
        FIRST_ROUND[3:],
        options=BEFORE_SPEED,
        how="Press Show me to watch it, or click (5,2) yourself: green walks 1 step.",
        reading="The rulebook says the die moves you 1, 2 or 3 spaces without listing its faces, so we play "
                "it with the faces 1, 1, 2, 2, 3, 3: each number comes up equally often.",
    ),
    Step(
        "Who starts, and whose turn is next",
        ("rauf_und_runter.turn.first-player", "rauf_und_runter.turn.order"),
        "The rulebook says the youngest starts; here it is yellow. Then play goes clockwise: yellow, green, "
        "red, blue, then yellow again. Each turn: roll, then walk.",
        "Watch the turns go round clockwise, from yellow back to yellow.",
        _fresh({"players": 4, "first_player": 2}, 1),
        None,
        (Move(4, 3), Move(5, 2), Move(1, 3), Move(1, 4)),
        options=BEFORE_SPEED,
        how="Press Show me to watch it play the round, one walk for each player.",
        reading="The board can't know your ages, so we decided: you choose who starts when you set up (red, "
                "unless you choose another).",
    ),
    Step(
        "Roll, then walk exactly that far",
        ("rauf_und_runter.turn.order", "rauf_und_runter.move.exact", "rauf_und_runter.move.share"),
        "Every turn you roll the die and walk exactly that many steps, one space at a time: up, down, left or "
        "right. You may turn round in the middle of a move, so red, who rolled a 2, can step out of the "
        "burrow and straight back in. Figures may share a space.",
        "Walk red 2 steps and end back on the start burrow at (1,1).",
        _match(TWO, 1, chains={0: ("mouse", "beetle")}, tiles=NO_TILES, roll=2),
        _at(0, 1, 1),
        (Move(1, 1),),
        options=BEFORE_SPEED,
        how="Click red's own burrow at (1,1): red walks out and back in.",
    ),
    Step(
        "Hedges are walls",
        ("rauf_und_runter.move.walls", "rauf_und_runter.friend.meet"),
        "A hedge runs between red and the chameleon just below. Nobody walks through a hedge (unless they use "
        "a shortcut tile). Red rolled a 3: round the hedge is left, down, right. Meeting your friend takes "
        "that tile out of your chain and ends your turn.",
        "Meet the chameleon at (2,2) with red.",
        _match(TWO, 2, positions={0: (1, 2)}, chains={0: ("chameleon", "beetle")}, tiles=NO_TILES, roll=3),
        _met(0, "chameleon"),
        (Move(2, 2),),
        options=BEFORE_SPEED,
        how="Click the chameleon's space at (2,2): red walks round the hedge.",
    ),
    Step(
        "Meeting ends the move",
        ("rauf_und_runter.move.meet-stops", "rauf_und_runter.friend.meet"),
        "Red rolled a 3, but the chameleon is only one step away. Reaching the friend you are looking for "
        "ends the move at once. From now on red looks for a burrow, any burrow, and may not look for the next "
        "friend yet.",
        "Meet the chameleon with red, one step away.",
        _match(TWO, 3, positions={0: (2, 1)}, chains={0: ("chameleon", "beetle")}, tiles=NO_TILES, roll=3),
        _met(0, "chameleon"),
        (Move(2, 2),),
        options=BEFORE_SPEED,
        how="Click the chameleon's space at (2,2), next to red.",
        reading="The rulebook doesn't say what happens to the steps left over, so we play it so: they are "
                "lost, because the meeting ends the move.",
    ),
    Step(
        "Burrows are ordinary spaces",
        ("rauf_und_runter.move.share",),
        "Red rolled a 1 and is still looking for the tortoise. Before you have met your friend, a burrow is "
        "an ordinary space: you may walk over it or stop on it, and the board does not turn. Blue's figure "
        "stands there too; that is fine.",
        "Walk red onto the burrow at (1,5) and see that nothing turns over.",
        _match(TWO, 11, positions={0: (1, 4)}, chains={0: ("tortoise", "mouse")}, tiles=NO_TILES, roll=1),
        _on_burrow_no_flip,
        (Move(1, 5),),
        options=BEFORE_SPEED,
        how="Click the burrow at (1,5), next to red.",
    ),
    Step(
        "Super tile: speed",
        ("rauf_und_runter.super.speed", "rauf_und_runter.super.use", "rauf_und_runter.super.after-roll"),
        "Red rolled a 1, but the mouse is 3 steps away. A speed tile adds 2 steps to this move; the spaces "
        "tagged +2 are the ones it reaches. A used tile goes back face down to the supply.",
        "Use the speed tile, then meet the mouse at (2,4).",
        _match(TWO, 7, positions={0: (1, 2)}, chains={0: ("mouse", "beetle")}, tiles={0: {"speed": 1}, 1: {}},
               roll=1),
        _met(0, "mouse"),
        (Play("speed"), Move(2, 4)),
        how="Click red's speed chip in the panel, then click the mouse's space at (2,4).",
        reading="The rulebook doesn't say when you may use a super tile, so we play it so: after the roll, "
                "before or during your move, since a tile only makes sense once you know the roll.",
    ),
    Step(
        "Super tile: luck",
        ("rauf_und_runter.super.luck",),
        "Don't like your roll? A luck tile rolls the die again. The new number replaces the old one. You may "
        "use any number of your super tiles in one turn.",
        "Use red's luck tile to roll again.",
        _match(TWO, 8, chains={0: ("mouse", "beetle")}, tiles={0: {"luck": 1}, 1: {}}, roll=1),
        lambda game, state, events: any(isinstance(e, TilePlayed) and e.tile == "luck" for e in events),
        (Play("luck"),),
        how="Click red's luck chip in the panel.",
    ),
    Step(
        "Speed, then luck",
        ("rauf_und_runter.super.speed-then-luck",),
        "Red holds a speed tile and a luck tile. Used in that order, the 2 extra steps of speed stay and are "
        "added to the new roll.",
        "Use red's speed tile, then the luck tile, and see the +2 stay.",
        _match(TWO, 12, chains={0: ("mouse", "beetle")}, tiles={0: {"speed": 1, "luck": 1}, 1: {}}, roll=1),
        _speed_kept,
        (Play("speed"), Play("luck")),
        how="Click red's speed chip, then red's luck chip.",
        reading="The rulebook doesn't say what a new roll does to a speed tile you already used, so we play "
                "it so: the 2 extra steps stay, because the tile was already spent for them.",
    ),
    Step(
        "Super tile: shortcut",
        ("rauf_und_runter.super.shortcut",),
        "Red rolled a 1 and the chameleon is right below, behind a hedge. A shortcut tile lets a figure go "
        "through one hedge or rock wall during its move. The spaces tagged wall need one.",
        "Go through the hedge to the chameleon with red's shortcut tile.",
        _match(TWO, 9, positions={0: (1, 2)}, chains={0: ("chameleon", "beetle")},
               tiles={0: {"shortcut": 1}, 1: {}}, roll=1),
        _met(0, "chameleon"),
        (Move(2, 2, 1),),
        how="Click red's shortcut chip (it shows \"armed\"), then the chameleon's space behind the hedge.",
    ),
    Step(
        "Home to a burrow: the board turns over",
        ("rauf_und_runter.flip.trigger", "rauf_und_runter.board.flip-mapping", "rauf_und_runter.flip.reveal"),
        "Red has met a friend and is one step from a burrow. The first to get there turns the whole board "
        "over: the underground side comes up. Each colour's two figures hold each other through the board by "
        "magnets. Then red turns up its next tile: a new friend.",
        "Walk red into the burrow at (1,1).",
        _match(TWO, 4, positions={0: (2, 1), 1: (3, 2)}, chains={0: ("beetle",), 1: ("mouse", "tortoise")},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _flipped,
        (Move(1, 1),),
        how="Click the burrow at (1,1), next to red.",
        reading="The rulebook doesn't say where the figures come out on the other side, so we play it so: "
                "same row, mirrored left to right, as a figure held through the board by a magnet would be.",
    ),
    Step(
        "Help for the slower meerkats",
        ("rauf_und_runter.flip.catch-up",),
        "When the board turns, everyone who had not yet met their friend draws a super tile. It is the game's "
        "way of helping whoever is behind. Blue had met its friend too, so blue simply turns up its next "
        "tile. Yellow had not, so yellow draws.",
        "Turn the board with red and watch who draws.",
        _match({"players": 3, "friends": 2}, 5, positions={0: (2, 1)}, chains={0: ("beetle",), 1: ("mouse",)},
               heading_home={0: True, 1: True}, tiles={0: {}, 1: {}, 2: {}}, roll=1),
        lambda game, state, events: any(isinstance(e, TileDrawn) and e.player == 2 for e in events)
        and not any(isinstance(e, TileDrawn) and e.player != 2 for e in events),
        (Move(1, 1),),
        how="Click the burrow at (1,1) to turn the board with red, and watch the panel.",
    ),
    Step(
        "When the supply runs short",
        ("rauf_und_runter.flip.draw-order",),
        "Blue turns the board over with one super tile left in the supply. Red, yellow and green haven't met "
        "their friends, so all three should draw. Yellow gets the last tile; green and red get nothing.",
        "Turn the board with blue and watch who gets the last tile.",
        _match({"players": 4, "friends": 2}, 13, positions={1: (2, 5)}, chains={1: ("mouse",)},
               heading_home={1: True},
               tiles={0: {"speed": 2, "luck": 2, "shortcut": 1}, 1: {"speed": 2, "luck": 1, "shortcut": 2},
                      2: {"speed": 1, "luck": 2, "shortcut": 1}, 3: {"shortcut": 1}},
               current=1, roll=1),
        _draw_order((TileDrawn, 2), (SupplyEmpty, 3), (SupplyEmpty, 0)),
        (Move(1, 5),),
        how="Click the burrow at (1,5), next to blue, and watch the panel.",
        reading="The rulebook doesn't say who draws first, so we play it so: one at a time, clockwise from "
                "the left of the player who turned the board, the same way the turns go round.",
    ),
    Step(
        "A lucky landing",
        ("rauf_und_runter.flip.lucky", "rauf_und_runter.flip.lucky-still-draws"),
        "Blue looks for the beetle and stands at (3,1). Underground, the beetle lives at (3,5): exactly where "
        "blue comes out when red turns the board over. Blue meets it at once and heads for a burrow next turn. It "
        "still draws a super tile.",
        "Turn the board with red and give blue its lucky landing.",
        _match(TWO, 6, positions={0: (2, 1), 1: (3, 1)}, chains={0: ("mouse",), 1: ("beetle", "mouse")},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _lucky_and_draws,
        (Move(1, 1),),
        how="Click the burrow at (1,1), next to red, and watch blue.",
        reading="The rulebook doesn't say whether a lucky lander still draws, so we play it so: yes, because "
                "blue had not met its friend before the flip.",
    ),
    Step(
        "Back to the desert",
        ("rauf_und_runter.flip.trigger", "rauf_und_runter.flip.all-met"),
        "The underground side is up, and red has met a friend. The board turns over again, and the desert "
        "comes back up. It goes on like this, up and down, all game. Blue has met every friend already. It "
        "has no tile left to turn up and draws nothing; it simply keeps heading for a burrow.",
        "Walk red into the burrow at (3,3) and turn the board back to the desert.",
        _match(TWO, 14, side="underground", positions={0: (3, 2), 1: (2, 3)}, chains={0: ("beetle",), 1: ()},
               heading_home={0: True}, tiles=NO_TILES, roll=1),
        _back_to_desert,
        (Move(3, 3),),
        how="Click the middle burrow at (3,3), next to red.",
        reading="The rulebook doesn't say what a flip does for a player who has met every friend, so we play "
                "it so: nothing, as there is no tile left to turn up and nobody behind to help.",
    ),
    Step(
        "Winning",
        ("rauf_und_runter.win", "rauf_und_runter.game.over"),
        "Red has met every friend in its chain. The first player who has met every friend and then reaches a "
        "burrow wins. No flip this time: the game is over, and the board refuses every move after that.",
        "Bring red into the burrow at (1,1) and win.",
        _match(TWO, 10, positions={0: (2, 1)}, chains={0: ()}, heading_home={0: True}, tiles=NO_TILES, roll=1),
        _won(0),
        (Move(1, 1),),
        how="Click the burrow at (1,1), next to red. Then try another move: the board refuses it.",
    ),
    Step(
        "Home on landing",
        ("rauf_und_runter.flip.home-on-landing",),
        "Blue has met every friend and stands at (3,3) on the desert. Underground, (3,3) is the middle "
        "burrow: when red turns the board, blue comes out of the flip at home and wins at once. Nobody draws, "
        "because the game is over.",
        "Turn the board with red and let blue come out on a burrow.",
        _match(TWO, 15, positions={0: (1, 2), 1: (3, 3)}, chains={0: ("mouse",), 1: ()}, heading_home={0: True},
               tiles=NO_TILES, roll=1),
        _won(1, landing=True),
        (Move(1, 1),),
        how="Click the burrow at (1,1), next to red, and watch blue.",
        reading="The rulebook doesn't say what happens when a figure comes out on a burrow, so we play it so, "
                "like a lucky landing: blue is home and wins.",
    ),
    Step(
        "Sharing the win",
        ("rauf_und_runter.flip.home-on-landing",),
        "Blue and yellow have both met every friend, and both stand where the middle burrow comes up. When "
        "red turns the board, they both come out at home in the same flip, and they share the win.",
        "Watch blue and yellow come out at home together and share the win.",
        _match({"players": 3, "friends": 2}, 16, positions={0: (1, 2), 1: (3, 3), 2: (3, 3)},
               chains={0: ("mouse",), 1: (), 2: ()}, heading_home={0: True}, tiles={0: {}, 1: {}, 2: {}}, roll=1),
        None,
        (Move(1, 1),),
        how="Press Show me to watch it, or click the burrow at (1,1) next to red yourself.",
        reading="The rulebook doesn't say who wins when two come home in the same flip, so we play it so: "
                "they share the win, as neither got there first.",
    ),
    Step(
        "Your turn, as at the table",
        ("rauf_und_runter.move.exact", "rauf_und_runter.move.walls"),
        "At the table nobody colours the spaces you can reach, so the green spaces are off now (the "
        "Highlights button brings them back).\n\n"
        "Red rolled a 3. The tortoise at (4,2) is right next to red, behind a hedge: you need a walk of "
        "exactly 3 steps that ends on it.",
        "Meet the tortoise at (4,2) with red, counting the steps yourself.",
        _match(TWO, 20, positions={0: (4, 1)}, chains={0: ("tortoise", "mouse")}, tiles=NO_TILES, roll=3),
        _met(0, "tortoise"),
        (Move(4, 2),),
        options={"show_highlights": False},
        how="Count the steps round the hedge yourself, then click the tortoise's space at (4,2).",
    ),
)

LESSONS = {"basics": STEPS}
