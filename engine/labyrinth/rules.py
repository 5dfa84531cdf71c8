"""Labyrinth's rules as data, in the order a new player needs them.

Written in our own words from the seed write-up (a Japanese teaching summary of
Max J. Kobbert's game, Ravensburger 1986) and published facts about the components.
Entries marked ``decision`` are this project's reading where the seed is silent.
"""
from engine.core import Rule, RuleRegistry

RULES = RuleRegistry("labyrinth", [
    Rule("labyrinth.board.grid", "A 7×7 maze",
         "The maze is a square of 7 rows and 7 columns of path squares.", "fact", "contents"),
    Rule("labyrinth.board.fixed", "Sixteen squares never move",
         "The squares where an odd row meets an odd column (rows and columns 1, 3, 5, 7) are printed "
         "on the board and never move: the four coloured corner start squares and twelve T-junctions, "
         "each of those carrying a treasure.", "fact", "contents"),
    Rule("labyrinth.cards.movable", "Thirty-four maze cards",
         "There are 34 loose maze cards: 12 straight paths, 16 corners (6 of them with a treasure) and "
         "6 T-junctions (all with a treasure). With the 12 printed treasures that makes 24.", "fact", "contents"),
    Rule("labyrinth.setup.shuffle", "Lay out the maze at random",
         "Shuffle the maze cards and fill the 33 free squares with them; the last card is the spare.",
         "seed", "setup 1"),
    Rule("labyrinth.setup.orientation", "Cards lie every which way",
         "Each loose card is laid in a random one of its orientations. The rules do not say how the cards "
         "are turned; this is our reading.", "decision", "setup 1"),
    Rule("labyrinth.setup.treasure-names", "Our treasure names",
         "Treasure names differ between editions; our reading uses this project's own list of 24 names.",
         "decision", "contents"),
    Rule("labyrinth.setup.deal", "Deal the treasure cards",
         "The 24 treasure cards are dealt out evenly and face down (8 each with 3 players). For a shorter "
         "game deal fewer to each player.", "seed", "setup 2"),
    Rule("labyrinth.setup.short-game", "Short game: the other treasures stay",
         "When fewer cards are dealt for a shorter game, the treasures of the cards nobody holds stay on the "
         "board. Nobody collects them, and in the advanced game they still block the way. The rules do not "
         "say what becomes of them; this is our reading.", "decision", "setup 2"),
    Rule("labyrinth.setup.start", "Start in your corner",
         "Each pawn starts on the corner square of its own colour.", "seed", "setup 3"),
    Rule("labyrinth.setup.colours", "Colours by seat",
         "The rules do not say who plays which colour; our reading fixes the colours by seat: the first seat "
         "is red in the top-left corner, then clockwise blue (top right), yellow (bottom right) and green "
         "(bottom left). With fewer than four players the first seats play.", "decision", "setup 3"),
    Rule("labyrinth.turn.order", "Shift, then move",
         "The starting player is chosen, then play goes round clockwise. A turn has two parts, always in "
         "this order: shift the maze with the spare card, then move your pawn.", "seed", "flow"),
    Rule("labyrinth.turn.first-player", "Red starts unless you choose",
         "The players choose who starts (the source suggests rock-paper-scissors). Our reading for the "
         "engine: red (the first seat) starts unless the table names another first player.",
         "decision", "flow"),
    Rule("labyrinth.target.hidden", "Your target is secret",
         "You look only at the top card of your own pile: that treasure is your current target. The other "
         "players must not see it.", "seed", "flow"),
    Rule("labyrinth.shift.mandatory", "You must shift",
         "Shifting the maze is compulsory every turn, even when leaving it as it is would suit you better.",
         "seed", "maze shift, note"),
    Rule("labyrinth.shift.insertion-points", "Twelve insertion points",
         "Push the spare card in at one of the twelve arrows: at either end of rows 2, 4 and 6 and of "
         "columns 2, 4 and 6. The card pushed out at the far end becomes the next spare.",
         "seed", "maze shift"),
    Rule("labyrinth.spare.rotation", "Turn the spare first",
         "Before pushing it in you may turn the spare card to any of its four orientations.", "fact", "maze shift"),
    Rule("labyrinth.shift.no-reverse", "No pushing straight back",
         "You may not push the spare in at the place where the previous player's shift pushed a card out: "
         "that would simply undo their move.", "seed", "maze shift, note"),
    Rule("labyrinth.shift.push-off", "Pushed off, back on the other side",
         "A pawn standing on the card that gets pushed out goes to the other end of the same line, onto "
         "the card that was just pushed in. Treasures always travel with their cards.", "seed", "maze shift"),
    Rule("labyrinth.move.connected-paths", "Follow the paths",
         "Move your pawn as far as you like along connected paths. Two neighbouring squares are connected "
         "only where both have an open side facing each other.", "seed", "pawn move"),
    Rule("labyrinth.move.stay", "Staying is a move",
         "You may also leave your pawn where it is.", "seed", "pawn move"),
    Rule("labyrinth.move.pass-and-share", "Pass and share freely",
         "Pawns and treasures on the way do not block you, and several pawns may stand on one square: you "
         "may stop on another pawn's square or on any treasure.", "seed", "pawn move, note"),
    Rule("labyrinth.treasure.collect", "Collect your target",
         "When your pawn ends its move on the square of your current target, you show that card, lay it "
         "face up in front of you and secretly look at your next card: your new target. That ends your turn.",
         "seed", "treasure"),
    Rule("labyrinth.treasure.stay-collects", "Staying on your target collects it",
         "A pawn can end up on its target without walking (a shift can carry the target under it, or push the "
         "pawn onto it). Staying there counts as ending the move on the target, so it is collected. The rules "
         "do not cover this case; this is our reading.", "decision", "treasure"),
    Rule("labyrinth.win.return-home", "Go home",
         "Once all your treasure cards are face up, your target is your own start square.", "seed", "game end"),
    Rule("labyrinth.win.first", "First one home wins",
         "The first player to collect all their treasures and get back to their start square wins, and the "
         "game ends at once.", "seed", "game end"),
    Rule("labyrinth.win.same-round-tie", "Same round, shared win",
         "An option a table may choose (the setting same_round_tie, off by default): when a player "
         "finishes, the round is played to its end (until it is the starting player's turn again) and "
         "everyone who finished in that round shares the win. The source suggests this; our reading makes "
         "it an option, and without it the first player to finish wins.", "decision", "game end"),
    Rule("labyrinth.variant.children", "Children's rule",
         "Everyone sees their whole pile from the start and may collect those treasures in any order. The "
         "game ends as soon as a player has collected all of them: there is no return home.",
         "seed", "variants"),
    Rule("labyrinth.variant.children-secret", "Children's rule: piles stay secret",
         "The children's rule lets you see your own whole pile; it does not say whether the others may see "
         "it too. Our reading: they may not, as in the standard game.", "decision", "variants"),
    Rule("labyrinth.variant.advanced", "Advanced rule: no passing",
         "Your pawn may not pass over another pawn or a treasure on its way (it may still stop on a square "
         "with another pawn).", "seed", "variants"),
    Rule("labyrinth.variant.advanced-reading", "Advanced rule: what blocks",
         "The rules leave two questions open; our reading: the treasure that is your current target never "
         "blocks you (it is where you are going), and, like a pawn's square, a treasure square may be where "
         "your move ends.", "decision", "variants"),
    Rule("labyrinth.variant.combined", "Children's and advanced rules together",
         "Nothing in the rules forbids playing the children's and the advanced rule together, so our reading "
         "allows it: you see your whole pile and collect it in any order, with no return home, and other "
         "pawns and treasures block your way as in the advanced game. Every treasure of your own pile is a "
         "target you may collect, so none of them blocks you.", "decision", "variants"),
    Rule("labyrinth.game.over", "The game is over",
         "Once someone has won, no more moves are played.", "seed", "game end"),
])
