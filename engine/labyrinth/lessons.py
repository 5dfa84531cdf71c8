"""The Labyrinth tutorials as data: each step a position, a task (or something to watch) and a goal
the engine checks.

Positions are built with ``scenario.arrange``; squares are (row, col) counted from 1, as the
rules count them, in positions, mazes and actions alike. Where a lesson depends on the paths,
its maze is drawn in full (``maze=``), so nothing random can open a way the text does not
mention. ``LESSONS["basics"]`` is the tutorial; ``"children"`` and ``"advanced"`` are the
variant notebooks' lessons.

A step's ``options`` go to the board: ``hide`` leaves out what has not been taught yet (the
target, the buttons that turn the spare, the cards found), ``hotseat`` puts up the screen that
hides the board between players, and ``show_highlights=False`` leaves the reachable squares
unshaded, as at the table. Each lesson ends with a turn played that way.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import Event, Match, Step

from .board import TREASURES, square
from .game import GameWon, Labyrinth, Move, PawnMoved, PawnPushedOff, Shift, TreasureFound
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


def _found_any(player: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: any(isinstance(e, TreasureFound) and e.player == player for e in events)


def _found(name: str) -> Callable[[Any, Any, Sequence[Event]], bool]:
    t = TREASURES.index(name)
    return lambda game, state, events: any(isinstance(e, TreasureFound) and e.treasure == t for e in events)


def _won(*winners: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: any(isinstance(e, GameWon) and e.winners == winners for e in events)


def _pawn_at(player: int, row: int, col: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: state.pawns[player] == square(row, col)


def _stayed(player: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: any(isinstance(e, PawnMoved) and e.player == player
                                           and e.cell_from == e.cell_to for e in events)


def _pushed_off_together(*players: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: {e.player for e in events if isinstance(e, PawnPushedOff)} >= set(players)


TWO = {"players": 2}
ONE = {"players": 2, "treasures": 1}  # a short game: one treasure card each

#: what a step hides until the tutorial has taught it (``board.configure(hide=...)``)
NOT_YET = {"target", "scores", "turn"}
#: the last step of each lesson: a real turn with nobody shading the squares you can reach
AT_THE_TABLE = {"show_highlights": False}

#: a quiet maze: row 1 is one corridor from red's corner to blue's (┌─┬─┬─┐), and no other path
#: joins it, because every square of row 2 below an opening is closed at the top
ROW_ONE = (
    "┌─┬─┬─┐",
    "┌┐┌┐┌┐┌",
    "├│├│┬│┤",
    "┘┬└┴┘┬└",
    "├│┴│┤│┤",
    "┐┬┌┴┐┬┌",
    "└│┴│┴│┘",
)
#: the same, but row 1 stops at the skull's square (1,3), and (2,1) below red lies sideways (─)
TO_THE_SKULL = (
    "┌─┬│┬─┐",
    "─┐┌┐┌┐┌",
    "├┘├│┬│┤",
    "┘┬└┴┘┬└",
    "├│┴│┤│┤",
    "┐┬┌┴┐┬┌",
    "└│┴│┴│┘",
)

BASICS: tuple[Step, ...] = (
    Step(
        "The maze and its loose cards",
        ("labyrinth.board.grid", "labyrinth.board.fixed", "labyrinth.cards.movable", "labyrinth.setup.shuffle",
         "labyrinth.setup.orientation", "labyrinth.setup.treasure-names"),
        "The maze has 7 rows and 7 columns of path squares, numbered 1 to 7 along the edges. Sixteen squares "
        "are printed on the board and never move (they are drawn darker): the four corners where the pawns "
        "start, and twelve T-junctions with a treasure each. They sit where an odd row meets an odd column. "
        "The other 33 squares hold loose maze cards, shuffled and laid out at random. One more loose card, "
        "the spare, waits beside the maze. That makes 34 loose cards: 12 straight, 16 corners (6 with a "
        "treasure) and 6 T-junctions (all with a treasure).\n\n"
        "Each treasure is a disc with two letters; the treasure key beside the board says which is which.",
        "The spare goes in at the top of column 4: the loose cards of that column slide down one square, "
        "the bottom one falls out and is the new spare, and the printed squares stay where they are.",
        _match(TWO, 1),
        None,
        (Shift("N", 4, 0),),
        options={"hide": tuple(sorted(NOT_YET))},
        how="Press Show me to watch it play out, or click the orange arrow at the top of column 4 yourself.",
        reading="The rulebook does not say which way the loose cards face, so we play it so: each one lies "
                "turned at random, which is what shuffling them face down gives at a real table. Treasure "
                "names differ between editions, so the 24 names here are our own list.",
    ),
    Step(
        "Four at the table",
        ("labyrinth.setup.deal", "labyrinth.setup.start", "labyrinth.setup.colours", "labyrinth.turn.order",
         "labyrinth.turn.first-player"),
        "Here four play. The 24 treasure cards are dealt out evenly and face down: 6 each with four players, "
        "8 each with three, 12 each with two. The panel counts how many of their cards each player has found. "
        "Each pawn starts on the corner of its colour, marked with a small square of that colour. The players "
        "choose who starts; here red starts. Then play goes round clockwise.",
        "One round: red, blue, yellow and green each shift the maze and stay put, and then it is red's "
        "turn again.",
        _match({"players": 4}, 2),
        None,
        (Shift("N", 2, 0), Move(1, 1), Shift("N", 4, 0), Move(1, 7), Shift("N", 6, 0), Move(7, 7),
         Shift("W", 4, 0), Move(7, 1)),
        options={"hide": ("target", "turn")},
        how="Press Show me to watch it play out (a shift and a stay for each player), or play the round "
            "yourself.",
        reading="The rulebook does not say who plays which colour, so we play it so: the first player is red "
                "in the top-left corner, then clockwise blue, yellow and green. A fixed order lets the board "
                "name every seat the same way in every game.",
    ),
    Step(
        "Shift first, then move",
        ("labyrinth.turn.order", "labyrinth.shift.mandatory", "labyrinth.shift.insertion-points"),
        "Every turn has two parts. First push the spare card into the maze at one of the twelve orange "
        "arrows; the card at the far end falls out and becomes the next spare. Then move. Shifting is "
        "compulsory, even when the maze suits you as it is: a click on a square first is refused, and the "
        "board says why.",
        "Push the spare card in at any arrow.",
        _match(TWO, 1),
        lambda game, state, events: state.phase == "move",
        (Shift("N", 2, 0),),
        options={"hide": ("target", "turn")},
        how="Click any orange arrow at the edge of the maze: the spare card slides in there.",
    ),
    Step(
        "Pass the device: your secret target",
        ("labyrinth.target.hidden",),
        "Each player's target is the top card of their own pile, and only they may see it. When you play on "
        "one screen, the board hides everything between turns: it says whose turn it is, that player takes "
        "the device and presses Ready when nobody else is looking. Then the board shows their target: its "
        "name in the panel, and an orange ring around it in the maze. Free play works this way; the other "
        "steps of this tutorial leave the screen out.",
        "As red, press Ready, find your target, then push the spare card in at any arrow.",
        _match(TWO, 1),
        lambda game, state, events: state.current == 0 and state.phase == "move",
        (Shift("N", 2, 0),),
        options={"hotseat": True, "hide": ("turn",)},
        how="Press Ready on the board, look for the orange ring, then click any orange arrow to push the "
            "spare in.",
    ),
    Step(
        "Paths connect where both sides are open",
        ("labyrinth.move.connected-paths", "labyrinth.move.stay"),
        "Two squares are connected only where both have an open side facing each other. Red stands in the "
        "top-left corner. The straight card to the right leads on to the skull's square. The card below lies "
        "sideways, so its closed top blocks the way down. You may walk as far as you like along connected "
        "paths, or stay where you are. The board shades in blue the squares you can reach.",
        "Walk red to the skull's square at (1,3).",
        _match(ONE, 1, maze=TO_THE_SKULL, phase="move", piles={0: ("emerald",)}),
        _pawn_at(0, 1, 3),
        (Move(1, 3),),
        options={"hide": ("turn",)},
        how="Click the skull's square at (1,3): red walks there along the path.",
    ),
    Step(
        "Stay where you are",
        ("labyrinth.move.stay",),
        "You need not walk at all: your move may end where you stand. Here red's target, the owl, is out of "
        "reach, and red's corner is as good a place to wait as any.",
        "Stay put with red: click red's own square (1,1).",
        _match(ONE, 4, maze=ROW_ONE, phase="move", piles={0: ("owl",)}),
        _stayed(0),
        (Move(1, 1),),
        options={"hide": ("turn",)},
        how="Click red's own square, the top-left corner (1,1).",
    ),
    Step(
        "Turn the spare before you push",
        ("labyrinth.spare.rotation", "labyrinth.shift.insertion-points"),
        "You may turn the spare card to any of its four positions before it goes in. Here the spare is a "
        "straight piece lying sideways. Pushed in at the left of row 2, it would land below red with its "
        "closed side up. Turned upright first, it links red's corner to the bag of gold at (3,1).",
        "Shift so that red can reach the bag of gold at (3,1).",
        _match(ONE, 2, spare=("EW", None), piles={0: ("bag of gold",)}),
        lambda game, state, events: state.phase == "move" and square(3, 1) in game.reachable_cells(state, 0),
        (Shift("W", 2, 1),),
        how="Click the spare card (or the turn buttons beside it) until it stands upright, then click the "
            "arrow at the left of row 2.",
    ),
    Step(
        "Pushed off the edge, back on the other side",
        ("labyrinth.shift.push-off",),
        "Blue stands at the right end of row 2. When the spare goes in at the left of row 2, blue's card "
        "falls out, and blue comes straight back in on the card just pushed in, at the other end of the row. "
        "Treasures ride on their cards the same way.",
        "Push blue off the edge of the maze.",
        _match(TWO, 3, pawns={1: (2, 7)}),
        lambda game, state, events: any(isinstance(e, PawnPushedOff) and e.player == 1 for e in events),
        (Shift("W", 2, 0),),
        how="Click the arrow at the left of row 2.",
    ),
    Step(
        "Several pawns pushed off at once",
        ("labyrinth.shift.push-off",),
        "Pawns may share a card, and then they travel together. Blue and yellow both stand on the card at the "
        "right end of row 4. A push in at the left of row 4 pushes both off, and both come back on the card "
        "pushed in, at (4,1).",
        "Push blue and yellow off with one shift.",
        _match({"players": 3}, 5, pawns={1: (4, 7), 2: (4, 7)}),
        _pushed_off_together(1, 2),
        (Shift("W", 4, 0),),
        how="Click the arrow at the left of row 4.",
    ),
    Step(
        "No pushing straight back",
        ("labyrinth.shift.no-reverse",),
        "Red just pushed in at the left of row 2, so a card fell out at the right of row 2. Blue may not push "
        "in there: that would only undo red's shift. That arrow is crossed out. Every other arrow is allowed.",
        "As blue, make any shift the rules allow.",
        _match(TWO, 3, pawns={1: (2, 7)}, setup=(Shift("W", 2, 0), Move(1, 1))),
        lambda game, state, events: state.current == 1 and state.phase == "move",
        (Shift("E", 4, 0),),
        how="Click any arrow that is not crossed out.",
    ),
    Step(
        "Collect your target",
        ("labyrinth.treasure.collect", "labyrinth.target.hidden"),
        "Your target is the top card of your own pile, and only you see it. Red's target is the owl, one "
        "square away. A move that ends on it collects it: the card is shown and laid face up, and red "
        "secretly looks at the next card. Collecting ends the turn.",
        "Collect the owl with red.",
        _match({"players": 2, "treasures": 2}, 4, cards={(1, 2): ("SW", "owl")}, phase="move",
               piles={0: ("owl", "skull")}),
        _found("owl"),
        (Move(1, 2),),
        how="Click the owl's square, next to red.",
    ),
    Step(
        "A shorter game",
        ("labyrinth.setup.deal", "labyrinth.setup.short-game"),
        "This is optional: for a shorter game, deal fewer cards to each player. Here three play with 2 cards "
        "each, so 18 treasure cards stay in the box. Red's targets are far away, and nobody holds the skull "
        "at (1,3): walking onto it collects nothing.",
        "Walk red onto the skull at (1,3).",
        _match({"players": 3, "treasures": 2}, 3, maze=ROW_ONE, phase="move",
               piles={0: ("owl", "moth"), 1: ("lizard", "beetle"), 2: ("spider", "rat")}),
        lambda game, state, events: state.pawns[0] == square(1, 3) and not state.found[0],
        (Move(1, 3),),
        how="Click the skull's square at (1,3).",
        reading="The rulebook does not say what becomes of the treasures whose cards stay in the box, so we "
                "play it so: they stay on the board, and nobody collects them, because nobody holds their "
                "cards.",
    ),
    Step(
        "Staying on your target collects it",
        ("labyrinth.treasure.stay-collects", "labyrinth.treasure.collect", "labyrinth.shift.push-off"),
        "A shift can carry you onto your target. Here the spare card carries red's target, the lizard, and "
        "red stands at the right end of row 2. A push in at the left of row 2 pushes red off, and red comes "
        "back on the lizard's card. Then red stays put, and ending the move there collects the lizard.",
        "Push red onto the lizard, then stay there to collect it.",
        _match({"players": 2, "treasures": 2}, 6, spare=("NE", "lizard"), pawns={0: (2, 7)},
               piles={0: ("lizard", "skull")}),
        _found("lizard"),
        (Shift("W", 2, 0), Move(2, 1)),
        how="Click the arrow at the left of row 2, then click red's own square to stay.",
        reading="The rulebook does not say whether staying on your target counts, so we play it so: ending your "
                "move on your target collects it, even if you never walked, because the rule asks only where your "
                "move ends.",
    ),
    Step(
        "Pass over pawns and treasures, share squares",
        ("labyrinth.move.pass-and-share",),
        "Other pawns and other treasures never block you. Blue's pawn and the skull lie between red and red's "
        "target, the sword. You may also stop on a square where another pawn stands.",
        "Walk red past blue and the skull to the sword at (1,5).",
        _match(ONE, 5, maze=ROW_ONE, pawns={1: (1, 2)}, phase="move", piles={0: ("sword",)}),
        _found("sword"),
        (Move(1, 5),),
        how="Click the sword's square at (1,5): red walks past blue and the skull.",
    ),
    Step(
        "Home again",
        ("labyrinth.win.return-home", "labyrinth.win.first", "labyrinth.game.over"),
        "Red has collected every treasure card, so red's last target is its own start square in the top-left "
        "corner. The first player to get home with all their treasures wins at once. Then the game is over: "
        "nobody plays another move, so blue, one step from home, is too late.",
        "Bring red home, and see that blue cannot play on.",
        _match({"players": 2, "treasures": 2}, 6, maze=ROW_ONE, pawns={0: (1, 3), 1: (1, 6)},
               piles={0: (), 1: ()}, found={0: ("skull", "owl"), 1: ("sword", "moth")}, phase="move"),
        _won(0),
        (Move(1, 1),),
        how="Click red's corner (1,1). Then try a move for blue: the board refuses it.",
    ),
    Step(
        "Finishing in the same round",
        ("labyrinth.win.same-round-tie",),
        "An optional rule, for tables that choose it before the game. It is off unless you switch it on, and "
        "then the first player home wins, as in the step before. With it, when someone gets home, the players "
        "after them still have their turn in that round, and everyone who gets home in it shares the win. "
        "Here the option is on. Red started and gets home first. Then blue, the last player of the round, "
        "gets home too: both win.",
        "Bring red home, then shift a row that leaves blue's path alone and bring blue home.",
        _match({"players": 2, "treasures": 1, "same_round_tie": True}, 7, maze=ROW_ONE,
               pawns={0: (1, 3), 1: (1, 5)}, piles={0: (), 1: ()}, found={0: ("skull",), 1: ("owl",)},
               phase="move"),
        _won(0, 1),
        (Move(1, 1), Shift("W", 4, 0), Move(1, 7)),
        how="Click red's corner (1,1). As blue, click the arrow at the left of row 4, then blue's corner "
            "(1,7).",
        reading="The rulebook only suggests finishing the round, without saying where a round ends, so we "
                "play it so: the round ends just before the player who started the game would play again. "
                "That gives every player the same number of turns.",
    ),
    Step(
        "Your turn, as at the table",
        ("labyrinth.turn.order", "labyrinth.shift.mandatory", "labyrinth.treasure.collect"),
        "A whole turn on your own now. At the table nobody shades the squares you can reach: you follow the "
        "paths with your eyes, so the shading is off here too. Red's target is the genie, and no path leads "
        "there yet. If you get stuck, Hint shows a shift and a walk, and Undo takes a move back.",
        "Shift the maze, then walk red onto the genie.",
        _match({"players": 2, "treasures": 2}, 17),
        _found("genie"),
        (Shift("W", 2, 0), Move(4, 3)),
        options=AT_THE_TABLE,
        how="Turn the spare if you like, click the arrow that opens a path to the genie, then click the "
            "genie's square.",
    ),
)

CHILDREN: tuple[Step, ...] = (
    Step(
        "Any treasure in your pile",
        ("labyrinth.variant.children", "labyrinth.variant.children-secret"),
        "In the children's game you see your whole pile from the start and collect the treasures in any "
        "order. Red holds the owl and the skull. The owl is on top, but the skull is closer.",
        "Collect the skull first.",
        _match({"players": 2, "variant": "children", "treasures": 2}, 8, maze=ROW_ONE,
               phase="move", piles={0: ("owl", "skull")}),
        _found("skull"),
        (Move(1, 3),),
        how="Click the skull's square at (1,3).",
        reading="The rulebook does not say whether the others see your pile too, so we play it so: they do "
                "not, only you see your cards, as with the hidden target of the basic game.",
    ),
    Step(
        "No way home needed",
        ("labyrinth.variant.children",),
        "The children's game ends as soon as someone has collected all their treasures: nobody has to walk "
        "back to the start.",
        "Collect red's last treasure and win.",
        _match({"players": 2, "variant": "children", "treasures": 2}, 8, maze=ROW_ONE,
               phase="move", piles={0: ("skull",)}, found={0: ("owl",)}),
        _won(0),
        (Move(1, 3),),
        how="Click the skull's square at (1,3).",
    ),
    Step(
        "A children's turn, as at the table",
        ("labyrinth.variant.children", "labyrinth.turn.order"),
        "A whole turn on your own now, with the shading of the squares you can reach switched off, as at the "
        "table. Red may collect either treasure of its pile, the rat or the bag of gold, but no path leads to "
        "one yet. Hint helps if you get stuck.",
        "Shift the maze, then collect one of red's treasures.",
        _match({"players": 2, "variant": "children", "treasures": 2}, 22),
        _found_any(0),
        (Shift("W", 2, 0), Move(3, 1)),
        options=AT_THE_TABLE,
        how="Click the arrow that opens a way to the rat or the bag of gold, then click that treasure's "
            "square.",
    ),
)

ADVANCED: tuple[Step, ...] = (
    Step(
        "Pawns block the way",
        ("labyrinth.variant.advanced",),
        "In the advanced game you may not pass over another pawn on your way. You may still stop on the "
        "square where it stands. Blue blocks the path from red to the sword.",
        "Walk red as far as the advanced rule allows: onto blue's square.",
        _match({"players": 2, "variant": "advanced", "treasures": 1}, 5, maze=ROW_ONE,
               pawns={1: (1, 2)}, phase="move", piles={0: ("sword",), 1: ("owl",)}),
        _pawn_at(0, 1, 2),
        (Move(1, 2),),
        how="Click blue's square at (1,2).",
    ),
    Step(
        "Treasures block too",
        ("labyrinth.variant.advanced", "labyrinth.variant.advanced-reading", "labyrinth.setup.short-game"),
        "Other treasures block as well: red cannot walk past the skull to reach the sword. This is a short "
        "game with one card each, so nobody holds the skull; it blocks all the same.",
        "Walk red as far as the advanced rule allows: onto the skull's square.",
        _match({"players": 2, "variant": "advanced", "treasures": 1}, 5, maze=ROW_ONE,
               phase="move", piles={0: ("sword",), 1: ("owl",)}),
        _pawn_at(0, 1, 3),
        (Move(1, 3),),
        how="Click the skull's square at (1,3).",
        reading="The rulebook leaves two points open, so we play them so: like a pawn's square, a treasure "
                "square may be where you stop; and your own target never blocks you, since it is where you "
                "are going.",
    ),
    Step(
        "Children's and advanced rules together",
        ("labyrinth.variant.combined", "labyrinth.variant.advanced", "labyrinth.variant.children"),
        "You may play both variants at once: you see your whole pile and collect it in any order, with no "
        "return home, and other pawns and other treasures block your way. Every treasure in your own pile is "
        "a target you may collect, so none of them blocks you. Red holds the sword and the skull, so the "
        "skull does not block red's way to the sword. Blue, standing beyond the sword, still blocks.",
        "Walk red past the skull to the sword at (1,5).",
        _match({"players": 2, "variant": "children+advanced", "treasures": 2}, 9, maze=ROW_ONE,
               pawns={1: (1, 6)}, phase="move", piles={0: ("sword", "skull"), 1: ("owl", "moth")}),
        _found("sword"),
        (Move(1, 5),),
        how="Click the sword's square at (1,5).",
        reading="The rulebook does not say whether the two variants go together. Nothing in the rules forbids "
                "it, so we play it so: both apply at once, and your own treasures never block you.",
    ),
    Step(
        "An advanced turn, as at the table",
        ("labyrinth.variant.advanced", "labyrinth.turn.order"),
        "A whole turn on your own now, with the shading of the squares you can reach switched off, as at the "
        "table. Red's target is the skull at (1,3), two squares away, but no path leads there yet. Careful: "
        "in the advanced game a path that passes another treasure is no way through. Hint helps if you get "
        "stuck.",
        "Shift the maze, then walk red onto the skull.",
        _match({"players": 2, "variant": "advanced", "treasures": 2}, 287),
        _found("skull"),
        (Shift("N", 2, 0), Move(1, 3)),
        options=AT_THE_TABLE,
        how="Click the arrow that opens a clear path to the skull, then click the skull's square.",
    ),
)

LESSONS = {"basics": BASICS, "children": CHILDREN, "advanced": ADVANCED}
