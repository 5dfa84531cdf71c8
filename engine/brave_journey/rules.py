"""Brave Journey's rules as data, in the order a new player needs them.

Written in our own words from the seed (003_d31b37c29ca11b76.txt, Chinese: a partial excerpt of a
fan-made game's rules, with a Q&A) and the project's rules note (shared/rules/brave_journey.md).
Rules with source ``decision`` are this project's reading where the seed is silent or open; their
texts say "our reading". Each ruling of the note's closing section is a rule of its own.
"""
from engine.core import Rule, RuleRegistry

RULES = RuleRegistry("brave_journey", [
    # -- setting up --------------------------------------------------------------------------------------
    Rule("brave_journey.setup.characters", "Eight heroes",
         "There are eight characters: Aruba, Luki, Sion, Claire, Foyfoy, the Little Princess, Ares and Deifel. "
         "Each has a special skill and a special field. Two to eight players each play a different character.",
         "seed", "characters"),
    Rule("brave_journey.setup.dealt", "Who plays whom",
         "The seed does not say how characters are chosen. Our reading: the players choose (the setting "
         "characters), or the characters are dealt at random, never two alike.", "decision", "setup"),
    Rule("brave_journey.setup.hp", "Ten hit points",
         "The seed gives a maximum but no starting value. Our reading: every hero sets out from the Castle with "
         "10 hit points (HP).", "decision", "setup"),
    Rule("brave_journey.setup.start", "Start at the Castle",
         "The Castle is the heroes' starting point: every token begins there.", "seed", "squares"),
    Rule("brave_journey.data.files", "The board and the cards are data",
         "The seed names places and promises cards but shows neither, so our reading is that the board, the "
         "monster deck, the mission deck and the characters are data files that ship with rulewalk and that a "
         "group owning the printed game can replace (settings board_file, monster_file, mission_file, "
         "character_file). A file is checked when it loads, and a bad one is refused with the file, the entry and "
         "the problem named.", "decision", "components"),
    Rule("brave_journey.board.ring", "Our board",
         "Our reading, since the seed shows no board: a ring of 36 squares numbered clockwise from the Castle "
         "(square 0), with the seed's named places on it (the Hero School on 4, the Tower of Abirupis on 15, the "
         "Rift of Dimensions on 21, Sunohara House on 27, the Beach on 29...), the other squares mission and field "
         "squares. Also ours: the Hero School's roll for fate, the Beach's healing, the Sunohara fling happening "
         "to everyone, and the Wayside Shrine on square 34.", "decision", "components"),
    Rule("brave_journey.board.kinds", "Kinds of squares",
         "Apart from the Castle, every square is a mission square, an event square or a field square.",
         "seed", "squares"),
    Rule("brave_journey.board.structure", "What a board must keep",
         "Our reading of the seed's structure, which a replacement board must keep: the Castle is square 0; every "
         "other square is a mission, event or field square; each character's special field is an event square; "
         "the Tower of Abirupis is a field square; Sunohara House, the Beach and the Wasteland Before the Town come "
         "in that order, the fling passing the Beach.", "decision", "components"),
    Rule("brave_journey.board.demon-world", "One Demon World square",
         "The seed names the Demon World tournament square two ways (魔界第一最強決定淘汰賽 and 魔界最強武道會), as "
         "it does other places. Our reading: it is one square with both names, and arriving there by the Rift's "
         "jump resolves nothing.", "decision", "squares"),
    # -- the turn -------------------------------------------------------------------------------------------
    Rule("brave_journey.turn.order", "Taking turns",
         "The starting player goes first; then the turn passes to the next player in seat order until the game "
         "ends.", "seed", "play"),
    Rule("brave_journey.turn.first-player", "Who starts",
         "The seed does not say who starts. Our reading: the first player is chosen at random, unless the setting "
         "first_player fixes it.", "decision", "setup"),
    Rule("brave_journey.turn.roll-and-move", "Roll and move",
         "On your turn roll one six-sided die, move your token forward that many squares, carry out the square "
         "you land on, and your turn ends. The seed only says play moves like Monopoly; the single six-sided die is "
         "our reading, implied by the skills and squares that speak of faces 1 to 6.", "decision", "play"),
    Rule("brave_journey.move.dice-only", "Only dice moves count",
         "Only a move made by rolling the die and moving that many squares carries out the square you land on. A "
         "move for any other reason (forward 2, back 1, a jump) does not, and after such a move you cannot start a "
         "duel.", "seed", "play"),
    Rule("brave_journey.move.non-dice", "Other moves never resolve",
         "Our reading: the seed's 'likewise cannot duel' shows a prohibition, so a square reached by a move other "
         "than a dice move is never carried out, not even by choice, and starts no duel.", "decision", "play"),
    Rule("brave_journey.move.teleport", "Jumps cross nothing",
         "Our reading: a jump (the Rift's, or being sent to the Castle) puts the token straight on its square: it "
         "passes no square, earns no badge, owes no debt and triggers no skill.", "decision", "play"),
    # -- badges -----------------------------------------------------------------------------------------------
    Rule("brave_journey.badge.castle", "Hero badges",
         "Each time you pass forward over the Castle or stop on it, you earn a hero badge: one lap done. Forward "
         "means dice moves and forward moves from cards, events or rewards alike.", "seed", "squares"),
    Rule("brave_journey.badge.backward", "Backward earns nothing",
         "Passing the Castle backward earns no badge, and crossing it forward again after going back over it "
         "does not count either.", "seed", "squares"),
    Rule("brave_journey.badge.debt", "Backward debt",
         "Our reading of how to count: each hero keeps a backward debt. Crossing the Castle backward adds 1; a "
         "forward crossing first pays off 1 of the debt, and earns a badge only when there is none.",
         "decision", "squares"),
    Rule("brave_journey.badge.crossing", "What counts as a crossing",
         "Our reading: a crossing is moving over the edge between the last square and the Castle. Forward is "
         "from the last square onto the Castle, passing or landing; backward is from the Castle onto the last "
         "square. So landing exactly on the Castle by a forward move earns a badge (or pays debt), while moving "
         "back from square 1 onto the Castle is neither. It is the same as an endless track on which a badge comes "
         "each time your furthest point reaches a new lap.", "decision", "squares"),
    # -- squares ---------------------------------------------------------------------------------------------
    Rule("brave_journey.mission.draw", "Mission squares",
         "On a mission square draw a mission card. An event card is shown and carried out at once, then "
         "discarded. An item card is kept face down and played at the time it names, then discarded.",
         "seed", "squares"),
    Rule("brave_journey.mission.hand-limit", "Two items at most",
         "You may hold at most 2 cards. Drawing a third item, you at once discard one of the three (the new one "
         "may be it), or use one of them now if its time allows.", "seed", "squares"),
    Rule("brave_journey.mission.reshuffle", "An empty deck",
         "When the mission deck runs out, shuffle the discards into a new deck.", "seed", "squares"),
    Rule("brave_journey.mission.any-player", "Any player means anyone",
         "A card that says 'choose any player' lets you choose yourself too.", "seed", "cards"),
    Rule("brave_journey.cards.missions", "Our mission cards",
         "The seed shows no cards. Our reading: a deck of 24 mission cards of our own, 12 events (heal, lose HP, "
         "move forward or back, everybody heals or loses 1, everybody moves forward, stay one turn) and 12 items "
         "(Healing Potion, Lucky Charm, Winged Boots, Mirror Shield, Throwing Knife, Sleeping Powder, Anchor "
         "Stone).", "decision", "cards"),
    Rule("brave_journey.cards.timing", "When items are played",
         "Our reading of the times printed on our items: a potion, a knife or a sleeping powder at the start of "
         "your own turn before you roll (or as you draw a third item); a lucky charm or winged boots right after "
         "your movement roll; a shield or an anchor stone as a reaction, even while staying. Using an item is "
         "always your choice.", "decision", "cards"),
    Rule("brave_journey.event.square", "Event squares",
         "On an event square do what it says: some events simply happen, others ask you to roll for your fate.",
         "seed", "squares"),
    Rule("brave_journey.field.decide-first", "Fight or not, before you look",
         "On a field square you choose, before drawing, whether to hunt a monster. Not fighting ends your turn; "
         "fighting means drawing a monster card and fighting it. You may not look at the monster and then "
         "decide.", "seed", "squares"),
    Rule("brave_journey.square.prison", "The Prison",
         "Nobody is held in the Prison, not even Aruba, whether passing or stopping there: nothing happens.",
         "seed", "squares"),
    Rule("brave_journey.square.hero-school", "The Hero School",
         "Our reading, since the seed gives the square no text: at the Hero School roll for fate, 1-2 lose 1 HP, "
         "3-4 nothing happens, 5-6 heal 1.", "decision", "squares"),
    Rule("brave_journey.square.tower", "The Tower of Abirupis",
         "Our reading: the Tower of Abirupis is a field square (the seed's Q&A has Deifel fight a monster "
         "there).", "decision", "squares"),
    Rule("brave_journey.square.sunohara", "Sunohara House",
         "Our reading of the seed's Q&A: at Sunohara House a wild plot twist flings you forward to the Wasteland "
         "Before the Town (square 31). It is a forward move that passes the Beach, and like every move that is not "
         "a dice move it does not carry out the Wasteland.", "decision", "squares"),
    Rule("brave_journey.square.beach", "The Beach",
         "Our reading: landing on the Beach heals 1.", "decision", "squares"),
    Rule("brave_journey.square.shrine", "The Wayside Shrine",
         "Our reading, since the seed names only some places: square 34 is our own Wayside Shrine. Roll for "
         "fate: 1-2 lose 1 HP, 3-4 nothing happens, 5-6 a blessing carries you 2 squares forward (over or onto the "
         "Castle).", "decision", "squares"),
    # -- hit points ----------------------------------------------------------------------------------------
    Rule("brave_journey.hp.cap", "At most 10 HP",
         "A hero has at most 10 HP; healing beyond that is lost, not saved for later.", "seed", "hit points"),
    Rule("brave_journey.hp.knockout", "Knocked out",
         "A hero whose HP reaches 0 is dying: sent straight back to the Castle for treatment, and sets out again "
         "only once fully recovered.", "seed", "hit points"),
    Rule("brave_journey.hp.knockout-keeps", "A knocked-out hero keeps cards and badges",
         "Our reading: a knocked-out hero keeps every card and badge. The rulebook sends the hero back to the "
         "Castle and says nothing of losing anything, so nothing is taken away.", "decision", "hit points"),
    Rule("brave_journey.hp.treatment", "Treatment at the Castle",
         "Our reading of the treatment: the knocked-out hero is put on the Castle (a jump, so no badge), is "
         "healed back to 10 HP at once, and stays one turn.", "decision", "hit points"),
    Rule("brave_journey.hp.dying", "When dying is checked",
         "Our reading: HP never goes below 0, and a knockout is checked after every change of HP. A monster "
         "defeat that knocks you out skips the retreat.", "decision", "hit points"),
    # -- staying ---------------------------------------------------------------------------------------------
    Rule("brave_journey.stay.turn", "Staying in place",
         "A hero who must stay turns their character card over. On their next turn they turn it back and the turn "
         "passes; they move again the turn after. While staying you cannot move by yourself or use items "
         "actively, but you can be challenged to a duel and chosen by other players' cards.", "seed", "staying"),
    Rule("brave_journey.stay.rulings", "Staying, in detail",
         "Our reading: a second stay received while staying does not add up; other players' cards can still move "
         "a staying hero; a staying hero who is knocked out goes to the Castle and stays one turn there.",
         "decision", "staying"),
    # -- fighting monsters -------------------------------------------------------------------------------------
    Rule("brave_journey.fight.monsters", "Our monster deck",
         "The seed promises combat rules it never gives. Our reading: a monster card has a name, HP (2 to 6), "
         "damage, a retreat in squares and a reward; rulewalk ships 16 monsters of its own.", "decision", "fighting"),
    Rule("brave_journey.fight.roll", "One roll decides",
         "Our reading of combat: roll the die once. If your attack (the roll) is at least the monster's HP, you win "
         "and take its reward: a mission card, healing or a move forward. Otherwise you lose its damage in HP, "
         "then move back its retreat.", "decision", "fighting"),
    Rule("brave_journey.fight.rulings", "Combat, in detail",
         "Our reading, consistent with the seed's Q&A: a monster's damage does not depend on its HP; skills that "
         "change a fight apply only to fights on field squares; every fought monster, and the card Aruba did not "
         "choose, goes to the monster discard pile, which is shuffled into a new deck when the deck runs out; a "
         "retreat is a backward move that carries out nothing and may cross the Castle backward; a move forward "
         "won from a monster can earn a badge and trigger Ares's or Deifel's skill.", "decision", "fighting"),
    # -- duels -------------------------------------------------------------------------------------------------
    Rule("brave_journey.duel.challenge", "Duels",
         "When your dice move ends on a square where other heroes stand, you may challenge one of them to a duel. "
         "The challenged hero cannot refuse, except through a skill or an item. Ganging up on a runaway leader is "
         "allowed.", "seed", "duels"),
    Rule("brave_journey.duel.roll", "Rolling a duel",
         "Both roll the die; a tie is rolled again. The loser loses the winner's roll minus the loser's roll in "
         "HP: if A rolls 4 and B rolls 2, B loses 2.", "seed", "duels"),
    Rule("brave_journey.duel.then-square", "After the duel",
         "The challenger carries out their square after the duel. A challenger knocked out by the duel goes "
         "straight to the Castle instead and carries out nothing.", "seed", "duels"),
    Rule("brave_journey.duel.scope", "Which moves start duels",
         "Our reading: only dice moves start duels (Deifel's two dice and Luki's re-roll included), at most one "
         "duel per move; any hero on the square may be challenged, staying or finished ones too, on any square, "
         "the Castle included.", "decision", "duels"),
    # -- skills --------------------------------------------------------------------------------------------------
    Rule("brave_journey.skill.optional", "Skills are optional",
         "You may always choose not to use a skill; a skill forgotten at its moment is lost.", "seed", "skills"),
    Rule("brave_journey.skill.aruba", "Aruba: Let's be heroes (來做勇者吧)",
         "On a field square, when Aruba decides to fight, he may draw two monster cards and choose the one to "
         "fight.", "seed", "skills"),
    Rule("brave_journey.skill.luki", "Luki: Portal (傳送門)",
         "On her next turn after carrying out a mission square, Luki may roll the movement die once more if she "
         "dislikes the first roll; then the second roll counts.", "seed", "skills"),
    Rule("brave_journey.skill.sion", "Sion: My magic is: anything goes (我的魔法就是什麼都有)",
         "On a mission square Sion may draw two mission cards, keep or carry out one and discard the other. Only on "
         "mission squares: not for a card won from a monster.", "seed", "skills"),
    Rule("brave_journey.skill.claire", "Claire: No, Thank you!",
         "When another player challenges Claire or hurts or hinders her with a card, she may roll at once: on a 1 "
         "or a 6 their action has no effect on her. If the roll fails she may still use an item to avoid it.",
         "seed", "skills"),
    Rule("brave_journey.skill.foyfoy", "Foyfoy: Cruel Blade (殘忍之刃)",
         "Fighting a monster on a field square, Foyfoy's attack is the die plus 1. Not in duels or the "
         "tournament.", "seed", "skills"),
    Rule("brave_journey.skill.princess", "Little Princess: Hime-da (姬達)",
         "Fighting a monster on a field square, the monster's HP counts 1 lower for the Little Princess. Not in "
         "duels or the tournament. (The seed's Q&A admits this is the same as Foyfoy's skill.)", "seed", "skills"),
    Rule("brave_journey.skill.ares", "Ares: Headmaster (校長)",
         "Each time Ares passes forward over or stops on the Hero School or the Beach, she heals 1 at once; per the "
         "Q&A this happens the first time she passes each of them in a lap, so at most twice a lap.",
         "seed", "skills"),
    Rule("brave_journey.skill.ares-automatic", "Ares heals by herself",
         "Our reading: the seed calls Ares's healing automatic (自動回血), and declining it could never help her, "
         "so the engine always applies it.", "decision", "skills"),
    Rule("brave_journey.skill.deifel", "Deifel: The Joy of Labour (勞動的快樂)",
         "After Deifel passes forward over or stops on the Tower of Abirupis, on his next turn he may roll the die "
         "twice and move the sum. Per the Q&A it triggers the moment he steps on the "
         "Tower, he keeps it even if he loses a fight there and is pushed back, and walking over the Tower again "
         "is a second pass that does not trigger: once a lap.", "seed", "skills"),
    Rule("brave_journey.skill.deifel-choice", "Deifel chooses before rolling",
         "Our reading: Deifel says whether he rolls two dice before he rolls, not after seeing the first die. "
         "The rulebook does not say when he chooses; choosing first keeps the skill one roll of two dice "
         "rather than a second chance at a good number.", "decision", "skills"),
    Rule("brave_journey.skill.once-per-lap", "Once a lap",
         "Our reading of Ares's and Deifel's triggers: they fire when the square is entered by a forward move "
         "(a dice move or not: the Sunohara fling, a card's forward move), at that instant, before the square is "
         "carried out. A lap's triggers are renewed only when a badge is earned, not when debt is paid off and "
         "not on dying. Jumps trigger nothing. (The seed's 一輪 means a lap here, but a round of turns in the rules "
         "for the end: two different counters.)", "decision", "skills"),
    Rule("brave_journey.skill.next-turn", "Next-turn benefits wait",
         "Our reading: Luki's re-roll and Deifel's two dice wait, once each, until the player's next movement "
         "roll, through a stay in place and a knockout (the setting next_turn='immediate' keeps them only for the "
         "very next turn). The moves they give are dice moves: they carry out the square and may start a duel.",
         "decision", "skills"),
    Rule("brave_journey.skill.claire-scope", "What Claire can refuse",
         "Our reading: Claire's roll answers a duel challenge and a card another player uses or draws that hurts "
         "or hinders her (a card hitting several heroes is cancelled for her only); not cards she draws herself, "
         "squares, monster fights or the tournament. A cancelled challenge is spent: the challenger still carries "
         "out their square.", "decision", "skills"),
    Rule("brave_journey.skill.sion-choice", "Sion sees both",
         "Our reading: Sion looks at both mission cards before choosing; the other goes to the discard pile.",
         "decision", "skills"),
    # -- special fields --------------------------------------------------------------------------------------------
    Rule("brave_journey.special.optional", "Special fields",
         "Each character has an event square where they fare better (優勢事件格). Like a skill, the advantage may "
         "be declined and is lost if forgotten, and it applies only when the square is carried out, that is after "
         "a dice move.", "seed", "special fields"),
    Rule("brave_journey.special.manor", "Flamingo Manor (弗流林戈家)",
         "Everyone gets lost in the huge house and stays one turn; Aruba, who lives there, does not.",
         "seed", "special fields"),
    Rule("brave_journey.special.gift-shop", "Pitch-Black Cave Gift Shop (漆黑洞穴土產店)",
         "A knife flies in: lose 1 HP. Luki is healed at once and is unaffected.", "seed", "special fields"),
    Rule("brave_journey.special.rift", "Rift of Dimensions (次元的縫隙)",
         "Stay one turn and roll: odd, you next set out from Sitan's Pit; even, from the Demon World tournament. "
         "Sion knows the way: he does not stay, he rolls and jumps at once.", "seed", "special fields"),
    Rule("brave_journey.special.rift-rulings", "The Rift, in detail",
         "Our reading: the roll is made on landing and shown at once; the token stays on the Rift during the stay "
         "(it can be challenged there) and jumps when the stay ends. Sion, using his field, jumps at once and his "
         "turn ends. The jump carries out nothing.", "decision", "special fields"),
    Rule("brave_journey.special.orchard", "Back-Hill Apple Orchard (後山的蘋果林)",
         "Apples in season: heal 2. Claire eats one more and heals 3.", "seed", "special fields"),
    Rule("brave_journey.special.castle-town", "Castle Town (城下町)",
         "A warm welcome: heal 1. Foyfoy meets his sister there and heals 2.", "seed", "special fields"),
    Rule("brave_journey.special.corridor", "Corridor Blasted by the Demon King (被魔王轟掉的走廊)",
         "Caught in the Demon King's attack: stay one turn. The Little Princess hides in her room and is "
         "unaffected.", "seed", "special fields"),
    Rule("brave_journey.special.npc-plaza", "NPC Plaza (NPC廣場)",
         "Roll: 1-2 back one square, 3-4 stay one turn, 5-6 forward one square. Ares ignores the NPCs and moves "
         "forward two squares without rolling.", "seed", "special fields"),
    Rule("brave_journey.special.demon-tournament", "Demon World No.1 Deciding Tournament (魔界第一最強決定淘汰賽)",
         "The crowd is huge: stay one turn. Deifel avoids crowds and is unaffected.", "seed", "special fields"),
    # -- winning -------------------------------------------------------------------------------------------------------
    Rule("brave_journey.win.badges", "Badges to finish",
         "A hero who has the agreed number of badges has finished the journey: 3 badges with 2 to 4 players, 2 with "
         "5 to 8 (the setting badges changes it).", "seed", "winning"),
    Rule("brave_journey.win.round-end", "Finish, then the round ends",
         "When a hero finishes, the current round is played to its end. If nobody else finished in that round, "
         "that hero wins; if several did, the final tournament decides. Once someone has won, no more moves are "
         "played.", "seed", "winning"),
    Rule("brave_journey.win.same-round", "The same round",
         "Our reading: a round runs from the starting player to the last seat and is played to its end, so players "
         "seated before the first finisher get no more turns (the setting round_end='one_more_turn' gives everyone "
         "else exactly one more turn instead). A badge earned outside one's own turn counts in the round it is "
         "earned. A finisher stays a finisher if knocked out later in the round.", "decision", "winning"),
    Rule("brave_journey.tournament.rounds", "The final tournament",
         "In the tournament everybody in it rolls; the single highest roll attacks one opponent of their choice, "
         "who loses the attacker's roll minus their own roll in HP. A hero at 0 HP leaves at once; the last one "
         "standing wins. If A rolls 3, B 5 and C 1, B may hit A for 2 or C for 4.", "seed", "tournament"),
    Rule("brave_journey.tournament.repeats", "Shared highest roll",
         "If the highest roll is shared (A 4, B 2, C 4), nobody attacks: roll again. The seed says 'repeated "
         "numbers', but its example and explanation concern only a shared top roll, so our reading re-rolls only "
         "then (the setting tournament_repeats='any' re-rolls on any repeated number).", "decision", "tournament"),
    Rule("brave_journey.tournament.no-skills", "No skills in the tournament",
         "Claire's, Foyfoy's and the Little Princess's skills do not apply in the tournament.", "seed", "tournament"),
    Rule("brave_journey.tournament.hp", "Into the tournament as you are",
         "Our reading: each hero enters the tournament with the HP they have at the end of the journey, and no "
         "items are used in it.", "decision", "tournament"),
    Rule("brave_journey.end.options", "Shorter games",
         "By agreement before or during play, the group may change the number of laps, play against the clock "
         "(most laps, then most squares), or stop early and rank by badges and squares, or all play the final "
         "tournament.", "seed", "winning"),
    Rule("brave_journey.end.score", "Stop and score",
         "Our reading of ranking a stopped game: most badges first, then most squares, counted as the progress in "
         "the current lap after any backward debt (not the distance walked). Heroes still tied play the "
         "tournament among themselves (the setting score_ties='share' lets them share the win instead). The "
         "setting can_stop offers stopping at the start of each turn, and round_limit plays against the clock, "
         "counted in rounds.", "decision", "winning"),
])
