"""Magic Maze's rules as data, in the order a new player needs them.

Written in our own words from the seed (a Chinese teaching write-up of Kasper Lapp's game,
Sit Down! 2017) and published facts about the components. Entries marked ``decision`` are this
project's reading where the seed is silent; their text says so.
"""
from engine.core import Rule, RuleRegistry

RULES = RuleRegistry("magic_maze", [
    # -- the components ------------------------------------------------------------------------------
    Rule("magic_maze.mall.tiles", "Mall tiles",
         "The mall is built from 24 numbered tiles of 4×4 spaces. Tile 1 is the start tile, with two sides, "
         "A and B; the other tiles are shuffled face down into a stack.", "seed", "components"),
    Rule("magic_maze.mall.layouts", "Our own tile layouts",
         "The rulebook does not show how the printed tiles are laid out, so this project draws its own "
         "layouts, keeping what each tile holds (its exploration spaces, vortexes, items, exits, hourglass, "
         "escalators) as published. That is our reading.", "decision", "components"),
    Rule("magic_maze.mall.pinwheel", "Tiles fit in a pinwheel",
         "Every tile has one connection space on each side, set off like a pinwheel, so tiles join only "
         "connection space to connection space and leave a small gap beside each tile. How the tiles line up "
         "on the table is our reading of the pictures the rulebook does not include.", "decision", "components"),
    Rule("magic_maze.heroes", "Four heroes",
         "There are four heroes: the orange dwarf, the yellow barbarian, the purple mage and the green elf. "
         "Every player may move every hero.", "seed", "components"),
    # -- setting up ------------------------------------------------------------------------------------
    Rule("magic_maze.setup.start", "Setting up",
         "Lay the start tile in the middle (side A in scenarios 1–4). Shuffle the scenario's tiles face down "
         "into a stack. Put the four heroes on the four central spaces of the start tile, in any order.",
         "seed", "setup"),
    Rule("magic_maze.setup.actions", "Your action tile",
         "Each player draws one action tile at random from the set for the number of players and lays it "
         "with its north arrow pointing the same way as the start tile's. You may only ever perform the "
         "actions on your own tile.", "seed", "setup"),
    Rule("magic_maze.setup.talk", "Plan before the timer starts",
         "Before the sand timer is turned over, everybody may talk and plan as much as they like.",
         "seed", "setup"),
    Rule("magic_maze.seats.order", "Seats in a circle",
         "The players sit in a circle; the player on your left is the next seat. The engine numbers the seats "
         "from 1 in that order (our reading: the rulebook only speaks of passing tiles to the left).",
         "decision", "setup"),
    # -- playing -----------------------------------------------------------------------------------------
    Rule("magic_maze.play.start", "The timer starts the game",
         "Turning the sand timer over starts the game. From then on everybody acts at once, whenever they "
         "like, with any hero, as often as they like.", "seed", "play"),
    Rule("magic_maze.play.own-actions", "Only your own actions",
         "You may only perform the actions shown on your own action tile, and nobody may stop another "
         "player's action: the player acting decides where it ends.", "seed", "play"),
    Rule("magic_maze.move.straight", "Moving",
         "A move takes one hero any number of spaces in the direction of the arrow: north, south, east or "
         "west. North is the north of the start tile.", "seed", "actions"),
    Rule("magic_maze.move.blocked", "What stops a move",
         "A hero cannot move through a wall, through or onto another hero (one hero per space), or off the "
         "mall. Between two tiles a hero passes only through an explored passage.", "seed", "actions"),
    Rule("magic_maze.vortex", "Vortex",
         "The vortex action moves a hero from anywhere onto any vortex space of its own colour.",
         "seed", "actions"),
    Rule("magic_maze.vortex.free", "A vortex must be free",
         "The vortex a hero jumps to must be free: heroes never share a space. The rulebook does not say it "
         "for vortexes; our reading follows the one-hero-per-space rule.", "decision", "actions"),
    Rule("magic_maze.escalator", "Escalator",
         "The escalator action moves a hero from one end of an escalator to the other, either way; a hero "
         "never stops on the middle.", "seed", "actions"),
    Rule("magic_maze.escalator.free", "The other end must be free",
         "The far end of the escalator must be free. The rulebook does not say it; our reading follows the "
         "one-hero-per-space rule.", "decision", "actions"),
    Rule("magic_maze.explore", "Exploring",
         "A hero standing on an exploration space of its own colour, with room for a new tile beside it, lets "
         "the player holding the explore action draw the top tile of the stack and lay it so that its white "
         "entry arrow joins that exploration space and points into the new tile.", "seed", "actions"),
    Rule("magic_maze.explore.room", "Room for a tile",
         "With no room for a tile beside the exploration space, nothing can be explored there; with the "
         "stack used up, nothing at all (our reading for the empty stack).", "decision", "actions"),
    Rule("magic_maze.explore.passages", "Passages",
         "Where the new tile's exploration space touches another tile's exploration space, the two form a "
         "passage; where it touches a wall, there is no passage. Explored passages are open to heroes of "
         "every colour.", "seed", "actions"),
    Rule("magic_maze.special.end", "Special spaces act where a move ends",
         "An hourglass, an item or an exit does something when a hero's action ends on it; passing over it "
         "does nothing. The rulebook does not say so in words; that is our reading.", "decision", "actions"),
    # -- time and talking ----------------------------------------------------------------------------------
    Rule("magic_maze.timer", "Three minutes of sand",
         "The sand timer runs for three minutes. If it runs out, everybody loses at once.", "seed", "time"),
    Rule("magic_maze.timer.elapse", "Time as a step of play",
         "Here, game time passes only by an explicit step (so many seconds pass): the board's clock takes "
         "these steps in real time, and tutorials and replays can stop it. That is our reading of how to "
         "put a sand timer into software.", "decision", "time"),
    Rule("magic_maze.timer.hourglass", "Hourglass spaces",
         "When a hero moves onto an unused hourglass space, turn the timer over at once: the sand that has "
         "run through is now the time left (time left after = 3 minutes − time left before). The space then "
         "gets an out-of-order marker and cannot be used again. The whole mall has four.", "seed", "time"),
    Rule("magic_maze.talk.silence", "Silence",
         "From the moment the timer is first turned over, nobody may talk, point, gesture or make signs. You "
         "may stare at someone, and put the red 'Do Something!' pawn in front of a player.", "seed", "talking"),
    Rule("magic_maze.talk.hourglass", "Talking after an hourglass",
         "Every time an hourglass space turns the timer over, everybody may talk for as long as they like, "
         "but nobody may act meanwhile; the first action by anyone ends the talking.", "seed", "talking"),
    Rule("magic_maze.talk.beginners", "Beginners may talk",
         "In scenario 1, for beginners, the players may talk at any time.", "seed", "scenario 1"),
    Rule("magic_maze.pawn", "Do Something!",
         "The red 'Do Something!' pawn may be put in front of any player, to tell them it is their turn to act.",
         "seed", "talking"),
    Rule("magic_maze.mistakes", "No taking back",
         "A legal action cannot be taken back: only a new action by the player holding the opposite action "
         "can correct it. The engine refuses illegal actions outright, so a game has nothing to put right and "
         "no undo; undo exists only in tutorials and the sandbox (our reading).", "decision", "play"),
    # -- the theft and the escape --------------------------------------------------------------------------
    Rule("magic_maze.theft", "The theft",
         "When each of the four heroes stands on the item of its own colour at the same time, the theft "
         "happens: turn the thief tile over.", "seed", "theft"),
    Rule("magic_maze.theft.no-vortex", "No vortexes after the theft",
         "After the theft, the action tiles with a vortex are turned to their crossed-out side: nobody may "
         "use a vortex any more.", "seed", "theft"),
    Rule("magic_maze.exit", "Escaping",
         "After the theft (never before: until then an exit is an ordinary space) a hero escapes by ending "
         "a move on an exit it may use; it leaves the mall. All four out before the sand runs out: everybody "
         "wins.", "seed", "escape"),
    Rule("magic_maze.exit.leaves", "An escaped hero leaves the board",
         "An escaped hero is taken off the mall at once and put on the thief tile. The rulebook has the "
         "players move it; here it happens by itself (our reading).", "decision", "escape"),
    Rule("magic_maze.exit.purple", "One exit for all",
         "In scenario 1 every hero escapes through the purple exit.", "seed", "scenario 1"),
    Rule("magic_maze.exit.own", "Each to its own exit",
         "From scenario 2 on, each hero must escape through the exit of its own colour.", "seed", "scenario 2"),
    Rule("magic_maze.score", "The score",
         "A won game is recorded in the challenge book with its scenario, its stack and the number of "
         "hourglass spaces used: fewer is better.", "seed", "end"),
    # -- scenarios and variants ------------------------------------------------------------------------------
    Rule("magic_maze.scenario.tiles", "Scenarios",
         "Each scenario says which tiles make the stack and which side of the start tile is up: scenario 1 "
         "uses tiles 2–9, scenarios 2 and 3 tiles 2–12, all with side 1A.", "seed", "scenarios"),
    Rule("magic_maze.scenario.pass", "Passing the actions",
         "In scenario 3 (2 players or more), every time the timer is turned over by an hourglass, each player "
         "passes their action tile to the player on their left, north arrow kept aligned.", "seed", "scenario 3"),
    Rule("magic_maze.solo", "Playing alone",
         "Alone, shuffle the seven single-action tiles face down into a pile. To act, turn tiles one at a time "
         "onto a discard pile until the action you want is on top: only that action may be performed, as often "
         "as you like, with any hero.", "seed", "solo"),
    Rule("magic_maze.solo.recycle", "Running out of tiles",
         "When the pile is used up, turn the discard pile over, without shuffling, as the new pile.",
         "seed", "solo"),
    Rule("magic_maze.solo.reshuffle", "Shuffle at an hourglass",
         "At every hourglass, gather both piles and shuffle them into a new pile: no action is usable until "
         "a tile is turned.", "seed", "solo"),
    Rule("magic_maze.game.over", "The game is over",
         "Once all four heroes have escaped, or the sand has run out, nothing more is played.", "seed", "end"),
])
