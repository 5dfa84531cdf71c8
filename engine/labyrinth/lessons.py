"""The Labyrinth tutorials as data: each step a position, a task and a goal the engine checks.

Positions are built with ``scenario.arrange``; squares are (row, col) counted from 1, as the
rules count them, in positions and actions alike.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import Event, Match, Step

from .board import TREASURES, square
from .game import GameWon, Labyrinth, Move, PawnPushedOff, Shift, TreasureFound
from .scenario import arrange


def _match(settings: dict[str, Any], seed: int, setup: Sequence[Any] = (), **position: Any) -> Callable[[], Match]:
    """A start builder: the arranged position, then ``setup`` actions played before the learner's turn."""
    def build() -> Match:
        game = Labyrinth(**settings)
        state = arrange(game, seed, **position)
        for action in setup:
            state = game.apply(state, action)
        return Match(game, seed, start=state)
    return build


def _found(name: str) -> Callable[[Any, Any, Sequence[Event]], bool]:
    t = TREASURES.index(name)
    return lambda game, state, events: any(isinstance(e, TreasureFound) and e.treasure == t for e in events)


def _won(*winners: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: any(isinstance(e, GameWon) and e.winners == winners for e in events)


def _pawn_at(player: int, row: int, col: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: state.pawns[player] == square(row, col)


TWO = {"players": 2}
ONE = {"players": 2, "treasures": 1}  # a short game: one treasure card each

BASICS: tuple[Step, ...] = (
    Step(
        "Shift first, then move",
        ("labyrinth.turn.order", "labyrinth.shift.mandatory", "labyrinth.shift.insertion-points"),
        "Every turn has two parts. First you push the spare card into the maze at one of the twelve "
        "arrows; the card at the far end falls out and becomes the next spare. Only then do you move. "
        "Shifting is compulsory, even when the maze suits you as it is. Try clicking a square first: "
        "the engine refuses and names the rule.",
        "Push the spare card in at any arrow.",
        _match(TWO, 1),
        lambda game, state, events: state.phase == "move",
        (Shift("N", 2, 0),),
    ),
    Step(
        "Paths connect where both sides are open",
        ("labyrinth.move.connected-paths", "labyrinth.move.stay"),
        "Red stands in the top-left corner. Two squares are connected only where both have an open side "
        "facing each other. The straight card to the right leads on to the skull's square; the card below "
        "is open sideways only, so its closed top blocks the way down. You may walk as far as you like "
        "along connected paths, or stay where you are.",
        "Walk red to the skull's square at (1,3).",
        _match(ONE, 1, cards={(1, 2): ("EW", None), (2, 1): ("EW", None)}, phase="move",
               piles={0: ("emerald",)}),
        _pawn_at(0, 1, 3),
        (Move(1, 3),),
    ),
    Step(
        "Turn the spare before you push",
        ("labyrinth.spare.rotation", "labyrinth.shift.insertion-points"),
        "The spare card can be turned to any of its four positions before it goes in. Here the spare is a "
        "straight piece lying sideways. Pushed in at the left of row 2 it would land below red with its "
        "closed side up. Turn it upright first and it links red's corner to the bag of gold at (3,1).",
        "Shift so that red can reach the bag of gold at (3,1).",
        _match(ONE, 2, spare=("EW", None), piles={0: ("bag of gold",)}),
        lambda game, state, events: state.phase == "move" and square(3, 1) in game.reachable_cells(state, 0),
        (Shift("W", 2, 1),),
    ),
    Step(
        "Pushed off the edge, back on the other side",
        ("labyrinth.shift.push-off",),
        "Blue stands at the right end of row 2. Push the spare in at the left of row 2: blue's card falls "
        "out, and blue goes straight back in on the card you just pushed in, at the other end of the row. "
        "Treasures ride on their cards the same way.",
        "Push blue off the board.",
        _match(TWO, 3, pawns={1: (2, 7)}),
        lambda game, state, events: any(isinstance(e, PawnPushedOff) and e.player == 1 for e in events),
        (Shift("W", 2, 0),),
    ),
    Step(
        "No pushing straight back",
        ("labyrinth.shift.no-reverse",),
        "Red just pushed in at the left of row 2, so a card fell out at the right of row 2. Blue may not "
        "push in there: that would only undo red's shift. That arrow is crossed out. Every other arrow is "
        "allowed.",
        "As blue, make any shift the rules allow.",
        _match(TWO, 3, pawns={1: (2, 7)}, setup=(Shift("W", 2, 0), Move(1, 1))),
        lambda game, state, events: state.current == 1 and state.phase == "move",
        (Shift("E", 4, 0),),
    ),
    Step(
        "Collect your target",
        ("labyrinth.treasure.collect", "labyrinth.target.hidden"),
        "Your target is the top card of your own pile, and only you see it. Red's target is the owl, one "
        "square away. End your move on it: the card is shown, laid face up, and red secretly looks at the "
        "next card. Collecting ends the turn.",
        "Collect the owl with red.",
        _match({"players": 2, "treasures": 2}, 4, cards={(1, 2): ("SW", "owl")}, phase="move", piles={0: ("owl", "skull")}),
        _found("owl"),
        (Move(1, 2),),
    ),
    Step(
        "Pass over pawns and treasures, share squares",
        ("labyrinth.move.pass-and-share",),
        "Blue's pawn and the skull lie between red and red's target, the sword. Neither blocks: you may "
        "walk past other pawns and other treasures, and stop on a square where another pawn stands.",
        "Walk red past blue and the skull to the sword at (1,5).",
        _match(ONE, 5, cards={(1, 2): ("EW", None), (1, 4): ("EW", None)}, pawns={1: (1, 2)}, phase="move",
               piles={0: ("sword",)}),
        _found("sword"),
        (Move(1, 5),),
    ),
    Step(
        "Home again",
        ("labyrinth.win.return-home", "labyrinth.win.first"),
        "Red has collected every treasure card, so red's last target is its own start square in the "
        "top-left corner. The first player to get home with all their treasures wins at once.",
        "Bring red home.",
        _match({"players": 2, "treasures": 2}, 6, cards={(1, 2): ("EW", None)}, pawns={0: (1, 3)},
               piles={0: ()}, found={0: ("skull", "owl")}, phase="move"),
        _won(0),
        (Move(1, 1),),
    ),
    Step(
        "Finishing in the same round",
        ("labyrinth.win.same-round-tie",),
        "The seed suggests that players who get home in the same round share the win. That is a setting "
        "here (same_round_tie); without it the first one home wins. Red started this round and gets home "
        "first, then blue, the last player of the round, gets home too: both win.",
        "Bring red home, then shift a row that leaves blue's path alone and bring blue home.",
        _match({"players": 2, "treasures": 1, "same_round_tie": True}, 7,
               cards={(1, 2): ("EW", None), (1, 6): ("EW", None)}, pawns={0: (1, 3), 1: (1, 5)},
               piles={0: (), 1: ()}, found={0: ("skull",), 1: ("owl",)}, phase="move"),
        _won(0, 1),
        (Move(1, 1), Shift("W", 4, 0), Move(1, 7)),
    ),
)

CHILDREN: tuple[Step, ...] = (
    Step(
        "Any treasure in your pile",
        ("labyrinth.variant.children",),
        "In the children's game you see your whole pile from the start and collect the treasures in any "
        "order. Red holds the owl and the skull. The owl is on top, but the skull is closer.",
        "Collect the skull first.",
        _match({"players": 2, "variant": "children", "treasures": 2}, 8, cards={(1, 2): ("EW", None)},
               phase="move", piles={0: ("owl", "skull")}),
        _found("skull"),
        (Move(1, 3),),
    ),
    Step(
        "No way home needed",
        ("labyrinth.variant.children",),
        "The children's game ends as soon as someone has collected all their treasures: nobody has to "
        "walk back to the start.",
        "Collect red's last treasure and win.",
        _match({"players": 2, "variant": "children", "treasures": 2}, 8, cards={(1, 2): ("EW", None)},
               phase="move", piles={0: ("skull",)}, found={0: ("owl",)}),
        _won(0),
        (Move(1, 3),),
    ),
)

ADVANCED: tuple[Step, ...] = (
    Step(
        "Pawns block the way",
        ("labyrinth.variant.advanced",),
        "In the advanced game you may not pass over another pawn on your way. You may still stop on the "
        "square where it stands. Blue blocks the path from red to the sword.",
        "Walk red as far as the advanced rule allows: onto blue's square.",
        _match({"players": 2, "variant": "advanced", "treasures": 1}, 5, cards={(1, 2): ("EW", None), (1, 4): ("EW", None)},
               pawns={1: (1, 2)}, phase="move", piles={0: ("sword",)}),
        _pawn_at(0, 1, 2),
        (Move(1, 2),),
    ),
    Step(
        "Treasures block too",
        ("labyrinth.variant.advanced", "labyrinth.variant.advanced-reading"),
        "Other treasures block as well: red cannot walk past the skull to reach the sword. Our reading of "
        "two points the rules leave open: like a pawn's square, a treasure square may be where you stop, "
        "and your own target never counts as a block, since it is where you are going.",
        "Walk red as far as the advanced rule allows: onto the skull's square.",
        _match({"players": 2, "variant": "advanced", "treasures": 1}, 5, cards={(1, 2): ("EW", None), (1, 4): ("EW", None)},
               phase="move", piles={0: ("sword",)}),
        _pawn_at(0, 1, 3),
        (Move(1, 3),),
    ),
)

LESSONS = {"basics": BASICS, "children": CHILDREN, "advanced": ADVANCED}
