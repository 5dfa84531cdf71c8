"""Rauf und Runter's rules as data, in the order a new player needs them.

Written in our own words from the seed (a Chinese translation of the German rules by
Inka and Markus Brand, Ravensburger 2015). Entries marked ``decision`` are this project's
reading where the rulebook is silent; their texts say "our reading".
"""
from engine.core import Rule, RuleRegistry

RULES = RuleRegistry("rauf_und_runter", [
    Rule("rauf_und_runter.board.sides", "A box with two mazes",
         "The board lies in the box and has two sides, the desert and the underground. Each side is a maze of "
         "5×5 spaces with hedges (desert) or rock walls (underground) between some of them, burrows, and the "
         "four friends: chameleon, beetle, mouse and tortoise. The layout of both sides is our own design, "
         "since the rulebook we work from does not describe the printed board: every space can be reached, "
         "each side has a burrow in every corner (the underground one also in the middle), and the friends "
         "stand on other spaces on each side. That design is our reading of the game.", "decision", "components"),
    Rule("rauf_und_runter.board.flip-mapping", "Figures stay together through the board",
         "Each colour has two magnetic figures, one on each side, holding each other through the board. When "
         "the box turns over around its vertical axis, a figure in row r, column c is afterwards in row r, "
         "column 6 − c (counting from 1) on the other side. Our reading of how the magnets line up.",
         "decision", "setup"),
    Rule("rauf_und_runter.setup.start", "Start in a corner burrow",
         "The board starts desert side up. Each player puts their figures in one corner burrow, the figure "
         "with the helmet lamp on the desert side.", "seed", "setup"),
    Rule("rauf_und_runter.setup.corners", "Which corner is whose",
         "The rulebook only says that each player takes a corner burrow. Our reading: the seats have fixed "
         "corners, red (seat 0) in the top-left burrow (1,1), then clockwise blue (1,5), yellow (5,5) and "
         "green (5,1).", "decision", "setup"),
    Rule("rauf_und_runter.setup.tiles", "Puzzle tiles",
         "Each colour has 8 puzzle tiles showing the four friends twice each, with a burrow on the back "
         "(our reading: the rulebook gives only the count).", "decision", "components"),
    Rule("rauf_und_runter.setup.chain", "Your chain of friends",
         "Shuffle your puzzle tiles face down and join some of them into a chain, burrow side up; the rest go "
         "back into the box. The usual chain has 4 tiles; more tiles make a longer game (the setting "
         "friends). Nobody knows the tiles in a chain until they are turned up.", "seed", "setup"),
    Rule("rauf_und_runter.setup.super-tiles", "One super tile each",
         "The super tiles are shuffled face down as a supply, and every player draws one to keep face up in "
         "front of them.", "seed", "setup"),
    Rule("rauf_und_runter.super.split", "Which super tiles",
         "There are 16 super tiles. The rulebook names the three kinds but not how many of each; we use "
         "6 speed, 5 luck and 5 shortcut (our reading; the setting super_tiles).", "decision", "components"),
    Rule("rauf_und_runter.turn.order", "Roll, then move",
         "Turn up the first tile of your chain: that friend is who you are looking for. The youngest player "
         "starts and play goes clockwise. On your turn you roll the die and then move.", "seed", "play"),
    Rule("rauf_und_runter.turn.first-player", "Who is youngest",
         "The rulebook says the youngest player starts, but the board cannot know anyone's age. Our reading: "
         "the setting first_player says who starts (a seat: 0 red, 1 blue, 2 yellow, 3 green), red unless "
         "you choose another; play then goes clockwise from there.", "decision", "play"),
    Rule("rauf_und_runter.die.faces", "The die",
         "The die moves you 1, 2 or 3 spaces. Our reading: its faces are 1, 1, 2, 2, 3, 3 (the setting "
         "die_faces).",
         "decision", "components"),
    Rule("rauf_und_runter.move.exact", "Exactly the number rolled",
         "Move exactly as many steps as the die shows, one space at a time up, down, left or right. You may "
         "go forward and back again within the same move.", "seed", "play"),
    Rule("rauf_und_runter.move.walls", "No climbing walls",
         "You may not cross a hedge or a rock wall (unless you use a shortcut tile).", "seed", "play"),
    Rule("rauf_und_runter.move.share", "Room for everyone",
         "Several figures may stand on the same space, and burrows are ordinary spaces that anyone may walk "
         "over or stop on.", "seed", "play"),
    Rule("rauf_und_runter.move.meet-stops", "Meeting ends the move",
         "When your move reaches the space of the friend you are looking for, it ends there and the rest of "
         "the steps are lost; likewise when you are heading for a burrow and reach one. Our reading: the "
         "rulebook does not say what happens to the remaining steps.", "decision", "play"),
    Rule("rauf_und_runter.friend.meet", "Met a friend",
         "When you meet your friend, that tile leaves your chain (the burrow side of the next tile now shows "
         "at its end) and your turn ends. You may not look for the next friend yet: your target is now any "
         "burrow.", "seed", "play"),
    Rule("rauf_und_runter.flip.trigger", "Turn the board over",
         "The first player who has met a friend and then reaches a burrow turns the board over; the rest of "
         "their steps are lost.", "seed", "play"),
    Rule("rauf_und_runter.flip.reveal", "New friends after a flip",
         "After a flip, everyone who had already met their friend turns up the next tile of their chain: "
         "that is their new target.", "seed", "play"),
    Rule("rauf_und_runter.flip.catch-up", "Help for the slower meerkats",
         "After a flip, everyone who had not yet met their friend draws a super tile and keeps looking for "
         "the same friend. (For experiments, the setting catch_up=False leaves the draw out; it is not a rule "
         "of the game.)", "seed", "play"),
    Rule("rauf_und_runter.flip.draw-order", "Who draws first",
         "The rulebook does not say in which order the players draw after a flip, which matters when the "
         "supply runs short. Our reading: they draw one at a time, starting from the flipper's left (the "
         "next player in turn order) and going clockwise; when the supply is empty, the ones still waiting "
         "draw nothing.", "decision", "play"),
    Rule("rauf_und_runter.flip.lucky", "Lucky landing",
         "If after a flip your figure already stands on the friend you are looking for, you meet it at once "
         "and head for a burrow on your next turn.", "seed", "play"),
    Rule("rauf_und_runter.flip.lucky-still-draws", "Lucky, and a super tile too",
         "Our reading: a lucky landing does not cancel the catch-up draw. A player who meets their friend on "
         "landing still draws a super tile, because they had not met it before the flip.", "decision", "play"),
    Rule("rauf_und_runter.flip.all-met", "Nothing left to turn up",
         "Our reading: a player who has met every friend has no tile left to turn up at a flip, and draws "
         "no super tile (they had met their friend); they keep heading for any burrow on the new side.",
         "decision", "play"),
    Rule("rauf_und_runter.super.use", "Using super tiles",
         "On your turn you may use any number of your super tiles, each once; a used tile goes face down back "
         "into the supply.", "seed", "super tiles"),
    Rule("rauf_und_runter.super.after-roll", "Tiles come after the roll",
         "Our reading: super tiles are used after the die is rolled, before or as you move (the rulebook "
         "does not say when).", "decision", "super tiles"),
    Rule("rauf_und_runter.super.speed", "Speed",
         "Move 2 steps more this turn.", "seed", "super tiles"),
    Rule("rauf_und_runter.super.luck", "Luck",
         "Roll the die again; the new roll replaces the old one.", "seed", "super tiles"),
    Rule("rauf_und_runter.super.speed-then-luck", "Speed, then luck",
         "Our reading: the rulebook does not say what a luck re-roll does to a speed tile already used this "
         "turn. The 2 extra steps stay: they are added to the new roll.", "decision", "super tiles"),
    Rule("rauf_und_runter.super.shortcut", "Shortcut",
         "Go through one hedge or rock wall during your move.", "seed", "super tiles"),
    Rule("rauf_und_runter.win", "Home with every friend met",
         "The first player who has met every friend in their chain and then reaches a burrow wins.", "seed", "end"),
    Rule("rauf_und_runter.flip.home-on-landing", "Home on landing",
         "Our reading: the lucky landing says that a figure standing on its target right after a flip has "
         "reached it. A player who has met every friend is heading for any burrow, so if their figure stands "
         "on a burrow right after a flip, they are home and win at once; the game ends there and nobody "
         "draws. If several such players come out on burrows in the same flip, they share the win (also our "
         "reading).", "decision", "end"),
    Rule("rauf_und_runter.game.over", "The game is over",
         "Once someone has won, no more moves are played.", "seed", "end"),
])
