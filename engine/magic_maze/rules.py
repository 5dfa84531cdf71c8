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
         "Lay the start tile in the middle (side A in scenarios 1–4, side B in 5–7). Shuffle the scenario's tiles face down "
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
         "An hourglass, an item, an exit or a camera does something when a hero's action ends on it; passing "
         "over it does nothing. The rulebook does not say so in words; that is our reading, because each of "
         "these spaces is described as a hero standing on it.", "decision", "actions"),
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
         "gets an out-of-order marker and cannot be used again. The whole mall has four. Turned over before any "
         "sand has run through, the timer leaves 0 seconds: everybody loses at once.", "seed", "time"),
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
         "After the theft a hero escapes by ending a move on an exit it may use; it leaves the mall. All four "
         "out before the sand runs out: everybody wins.", "seed", "escape"),
    Rule("magic_maze.exit.after-theft", "No escape before the theft",
         "Until the theft an exit is an ordinary space: a hero may stand on it, and nothing happens. The "
         "rulebook sends the heroes to the exits only after the theft and never says what an exit does "
         "earlier; that it does nothing is our reading, because escaping without the items would end the "
         "robbery before it began.", "decision", "escape"),
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
         "uses tiles 2–9, scenarios 2 and 3 tiles 2–12, scenario 4 tiles 2–14, all with side 1A; scenario 5 "
         "shuffles tiles 2–14 and lays tile 15 face down on top, scenario 6 uses tiles 2–17, all with side 1B.",
         "seed", "scenarios"),
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
    # -- scenarios 4 to 17 -----------------------------------------------------------------------------------
    Rule("magic_maze.dwarf.orange-walls", "Orange walls",
         "From scenario 4 on, only the orange dwarf may cross an orange wall, through its small passage; for "
         "the other heroes it is a wall like any other.", "seed", "scenario 4"),
    Rule("magic_maze.talk.elf", "The elf's megaphone",
         "From scenario 4 on, every time the green elf explores, everybody may talk, just as after an hourglass: "
         "until anyone acts again. The megaphone on green exploration spaces is only a reminder.",
         "seed", "scenario 4"),
    Rule("magic_maze.crystal", "The crystal ball",
         "From scenario 5 on: while the purple mage stands on a crystal ball, the player holding explore may lay "
         "up to two tiles from the stack at any exploration spaces with room, of any colour, no hero needed "
         "there; the second may join the first. Then the ball gets an out-of-order marker. Any other hero on "
         "the ball does nothing.", "seed", "scenario 5"),
    Rule("magic_maze.crystal.reading", "How the crystal ball is used",
         "The rulebook leaves the details open; our reading: using the ball is one exploration of one or two "
         "tiles, laid one after the other by the same player, who may stop after the first. The ball is out of "
         "order from the first tile on, even if only one is laid. While the second tile is awaited the other "
         "players' hero actions wait (the sand keeps running), and the ball's tiles never open the elf's "
         "talking window.", "decision", "scenario 5"),
    Rule("magic_maze.camera.hourglass-block", "Cameras watch the hourglasses",
         "From scenario 6 on: while two or more cameras in the mall are working, no hero may be moved onto an "
         "hourglass space.", "seed", "scenario 6"),
    Rule("magic_maze.camera.barbarian", "The barbarian smashes cameras",
         "A camera stops working when the yellow barbarian is moved onto it: it gets an out-of-order marker. "
         "Any other hero on a camera does nothing.", "seed", "scenario 6"),
    Rule("magic_maze.camera.reading", "Which cameras and hourglasses count",
         "Our reading of what the rulebook leaves open: only working cameras (without a marker) count, a "
         "camera out of order stays out of order, and only unused hourglass spaces are closed by the cameras "
         "(a used one does nothing anyway).", "decision", "scenario 6"),
    Rule("magic_maze.scenario.surveillance", "Close surveillance",
         "Scenario 7 plays with tiles 2–19 and side 1B: four cameras wait in the stack instead of two.",
         "seed", "scenario 7"),
    Rule("magic_maze.scenario.choice", "Scenarios 8 to 17",
         "From scenario 8 on, the players choose the stack — tiles 2–17, or with 18, 19 … up to 24 added in "
         "number order (eight stacks, as the challenge book lists them) — and the side of the start tile, A "
         "or B.", "seed", "scenarios 8-17"),
    Rule("magic_maze.scenario.choice.rules", "Scenarios 8 to 17 keep the rules of 2 to 7",
         "Each of the scenarios 8–17 plays the rules of scenarios 2–7 plus its own rule only; scenario 1's free "
         "talking never comes back. The challenge book implies this but does not say it; that is our reading, "
         "because each of these scenarios is printed as one new rule for players who know the game by then.",
         "decision", "scenarios 8-17"),
    Rule("magic_maze.stack.open", "Foresight",
         "In scenario 8 the stack lies face up: everybody sees which tile comes next.", "seed", "scenario 8"),
    Rule("magic_maze.leader", "Follow the leader",
         "Scenario 9, for 3 to 9 players: the players choose a leader, who takes no action tile and performs "
         "no actions; only the leader may use the Do Something! pawn. The others are dealt the action tiles "
         "for one player fewer.", "seed", "scenario 9"),
    Rule("magic_maze.leader.reading", "The leader's seat",
         "Our reading of what the rulebook leaves open: with 9 players the others play the 8-player set; when "
         "the action tiles pass to the left, the leader is skipped; the leader may still turn the timer over "
         "to start the game, and stays leader all game.", "decision", "scenario 9"),
    Rule("magic_maze.guards.items", "Fool the guards: other items",
         "In scenario 10 each hero steals an item that is not of its own colour: the theft happens when the "
         "four heroes stand on the four items at the same time, none on its own colour.", "seed", "scenario 10"),
    Rule("magic_maze.guards.exits", "Fool the guards: other exits",
         "In scenario 10 each hero escapes through an exit that is not of its own colour, one exit per hero.",
         "seed", "scenario 10"),
    Rule("magic_maze.exit.stay", "Heroes stay at the exit",
         "In scenarios 10 and 17 a hero that reaches its exit stays on the board. Our reading: it stays on the "
         "exit, frozen — no more actions, and in the others' way — and still counts as escaped; so each exit "
         "serves one hero, and the exit a hero ends an action on after the theft is the one it chose.",
         "decision", "scenarios 10 and 17"),
    Rule("magic_maze.rearrange", "Rearrangement",
         "In scenario 11, until the theft, every hourglass flip makes the players discard two tiles of the mall: "
         "neither may hold a hero or an out-of-order marker, neither may be tile 1, and afterwards every hero "
         "must still be able to reach every space of the mall without a vortex. The two go face down under the "
         "stack (or form a new stack).", "seed", "scenario 11"),
    Rule("magic_maze.rearrange.loss", "No tiles to discard",
         "If no two tiles can be discarded that way, everybody loses at once.", "seed", "scenario 11"),
    Rule("magic_maze.rearrange.reading", "How the engine rearranges",
         "Our reading of what the rulebook leaves open: reaching is judged tile by tile — the tiles left must "
         "stay joined through explored passages (inside a tile, escalators and the dwarf's passages count, and "
         "heroes do not block). The engine lists the pairs that may go; any player may choose one; hero actions "
         "wait until it is chosen while the sand keeps running; the discard does not end the talking. A pair "
         "goes under the earlier ones, in an order nobody knows.", "decision", "scenario 11"),
    Rule("magic_maze.talk.gestures", "Gestures only",
         "In scenario 12, during the talking windows the players may only use gestures, no words.",
         "seed", "scenario 12"),
    Rule("magic_maze.two-malls", "Two malls",
         "Scenario 13: tiles 1 and 3 start far apart, as two malls that never join (tile 3 is taken out of the "
         "stack). The orange and green heroes start on tile 1, the yellow and purple ones on tile 3. The stack "
         "lies face up, and heroes go from one mall to the other only by vortex.", "seed", "scenario 13"),
    Rule("magic_maze.two-malls.apart", "Never all four together",
         "In scenario 13 the four heroes may never all stand on the same tile.", "seed", "scenario 13"),
    Rule("magic_maze.two-malls.reading", "How the two malls lie",
         "Our reading of what the rulebook leaves open: each mall grows on its own lattice, far from the other; "
         "the heroes start on the central spaces of their tiles, at random (the rulebook lets the players put "
         "them anywhere on their tile).", "decision", "scenario 13"),
    Rule("magic_maze.apart.end", "Where the tile limits are checked",
         "Our reading of scenarios 13 and 17: how many heroes share a tile is checked where an action ends. A "
         "hero may cross a tile where others stand but may not stop there, and an action that would end with "
         "too many heroes on one tile is refused.", "decision", "scenarios 13 and 17"),
    Rule("magic_maze.talk.never", "Silence, all game",
         "In scenario 14 nobody may talk at any time while the sand runs, not even after an hourglass or the "
         "elf's exploration. Planning before the timer is turned over is still allowed.", "seed", "scenario 14"),
    Rule("magic_maze.talk.eyes", "Eyes only",
         "In scenario 15 nobody may talk at any time while the sand runs, and the Do Something! pawn is not "
         "used at all.", "seed", "scenario 15"),
    Rule("magic_maze.vortex.none", "Vortexes out of order",
         "In scenario 16 the vortex action may never be used.", "seed", "scenario 16"),
    Rule("magic_maze.together.never", "Never together",
         "In scenario 17 no two heroes may stand on the same tile, except on tile 1. Heroes that reach their "
         "exit stay on the board.", "seed", "scenario 17"),
    Rule("magic_maze.game.over", "The game is over",
         "Once all four heroes have escaped, or the sand has run out, nothing more is played.", "seed", "end"),
])
