"""Abracada...What?'s rules as data, in the order a new player needs them.

Written in our own words from the seed (a Chinese teaching write-up of Gary Kim's game, 2014)
and the published spell list. Entries marked ``decision`` are this project's reading where
the sources are silent or disagree.
"""
from engine.core import Rule, RuleRegistry

RULES = RuleRegistry("abracadawhat", [
    Rule("abracadawhat.stones.count", "Thirty-six spell stones",
         "Spell N comes in N copies: one 1, two 2s, and so on up to eight 8s, 36 stones in all.", "fact",
         "components"),
    Rule("abracadawhat.setup.deal", "Stones facing out",
         "Each round every player gets 5 stones and stands them facing outward: you see everybody's stones "
         "except your own.", "seed", "setup"),
    Rule("abracadawhat.setup.removal", "Fewer players, stones on the board",
         "With 3 players 6 more stones, with 2 players 12, go face up onto their number areas on the board, "
         "where everyone can see them.", "seed", "setup"),
    Rule("abracadawhat.setup.secret", "Four secret stones",
         "Four more stones lie face down beside the board: the secret stones. The rest form the face-down "
         "pool.", "seed", "setup"),
    Rule("abracadawhat.setup.life", "Six life",
         "Every player starts each round with 6 life and can never have more than 6; extra healing is lost.",
         "seed", "setup"),
    Rule("abracadawhat.turn.first-player", "Who starts",
         "The oldest player starts the first round (the setting first_player); play goes clockwise, to the "
         "left.", "seed", "play"),
    Rule("abracadawhat.cast.announce", "Cast a spell",
         "On your turn you announce a spell number from 1 to 8. If one of your stones shows it, the spell "
         "works: the player on your right takes that stone and puts it face up on its number area, then the "
         "spell takes effect.", "seed", "play"),
    Rule("abracadawhat.cast.continue", "Again, or stop",
         "After a spell that worked you may stop, or cast again with a number equal to or higher than the "
         "last one. A lower number is against the rules: at the table you would be called out, lose 1 life "
         "and end your turn.", "seed", "play"),
    Rule("abracadawhat.cast.lower-refused", "A lower number is refused",
         "Our reading: rather than playing out the call-out, the engine refuses a lower number and says "
         "why, so a learner is never punished by the software for a slip.", "decision", "play"),
    Rule("abracadawhat.cast.failure", "A spell that fails",
         "If none of your stones shows the number, the spell fails: a failed 1 makes you roll the die and "
         "lose that much life, any other failed spell costs 1 life. Your turn ends.", "seed", "play"),
    Rule("abracadawhat.die.faces", "The die",
         "Neither source lists the die's faces. Our reading: an ordinary six-sided die, 1 to 6 (the "
         "setting die_faces).", "decision", "components"),
    Rule("abracadawhat.spell.1", "1 · Ancient Dragon",
         "Roll the die: every other player loses that much life.", "fact", "spells"),
    Rule("abracadawhat.spell.2", "2 · Dark Wanderer",
         "Every other player loses 1 life and you gain 1.", "fact", "spells"),
    Rule("abracadawhat.spell.3", "3 · Sweet Dream",
         "Roll the die and gain that much life.", "fact", "spells"),
    Rule("abracadawhat.spell.4", "4 · Night Singer",
         "Take one of the secret stones, look at it and keep it face down in front of you. You may look at it "
         "again at any time, but you can never cast it. At the end of the round it may be worth a point (see "
         "Secret stones pay).", "fact", "spells"),
    Rule("abracadawhat.spell.4-empty", "Night Singer with no secret stone left",
         "Our reading (the sources do not say): if no secret stone is left, Night Singer still works — its "
         "stone goes face up onto the board as usual and you may cast again — but there is nothing to take. "
         "In a round dealt from the full set this cannot happen (each secret stone taken puts a 4 face up, "
         "and there are only four 4s); a hand-set position can reach it.", "decision", "spells"),
    Rule("abracadawhat.spell.5", "5 · Lightning Tempest",
         "The players on your left and on your right each lose 1 life; with 2 players your opponent loses 1 "
         "in all.", "fact", "spells"),
    Rule("abracadawhat.spell.6", "6 · Blizzard", "The player on your left loses 1 life.", "fact", "spells"),
    Rule("abracadawhat.spell.7", "7 · Fireball", "The player on your right loses 1 life.", "fact", "spells"),
    Rule("abracadawhat.spell.8", "8 · Magic Drink", "You gain 1 life.", "fact", "spells"),
    Rule("abracadawhat.turn.refill", "Refill",
         "When your turn ends — because you stopped or because a spell failed — you draw one stone from the "
         "pool and stand it with your others (the seed's rule). The publisher's rulebook says to refill up to "
         "5 instead: that is the setting refill=\"to_five\". With the pool empty, nobody draws.", "seed", "play"),
    Rule("abracadawhat.round.empty-row", "Out of stones",
         "If your row is empty when your turn ends, the round ends at once: you score 3 and nobody else "
         "scores.", "seed", "round end"),
    Rule("abracadawhat.round.last-stone", "The last stone ends the turn",
         "Our reading: when your last stone is cast the turn ends by itself, since any further cast would "
         "fail.", "decision", "round end"),
    Rule("abracadawhat.round.knockout", "A wizard falls",
         "The round ends at once when a player loses their last life. If another player's spell did it, that "
         "player scores 3 and every other player still standing scores 1.", "seed", "round end"),
    Rule("abracadawhat.round.self-knockout", "Knocked out by your own spell",
         "If you lose your last life through your own failed spell, every other player scores 1.", "seed",
         "round end"),
    Rule("abracadawhat.round.multiple-knockout", "Several fall at once",
         "When one spell knocks out several players, the caster scores 3, the other players still standing "
         "1, and those knocked out nothing (our reading: the seed covers one knockout only). If the last "
         "stone of a row also knocks someone out, the knockout scoring applies.", "decision", "round end"),
    Rule("abracadawhat.round.secret-points", "Secret stones pay",
         "Secret stones taken with Night Singer pay 1 point each, but not always. When the round ends by a "
         "knockout, every player still standing scores 1 more for each secret stone they took (the fallen "
         "score nothing). When it ends on an empty row, only the player who emptied it scores: 3 plus 1 for "
         "each of their own secret stones; nobody else scores, not even for secret stones.",
         "seed", "round end"),
    Rule("abracadawhat.round.next", "The next round",
         "All stones are shuffled and dealt again and everyone is back to 6 life. The player who acted last "
         "starts the next round (the seed); the rulebook says the next player in turn order does: the "
         "setting next_start.", "seed", "round end"),
    Rule("abracadawhat.game.end", "The top of the tower",
         "The first player with 8 points at the end of a round wins. Ties: most points in the last round, "
         "then most life left, then a shared win.", "seed", "game end"),
    Rule("abracadawhat.game.top-together", "Reaching the top together",
         "Our reading (the sources do not say how to compare players past the top): the tower has no space "
         "above 8, so everyone who has 8 points or more at the end of the same round is tied at the top, "
         "whatever their totals. The tie-breaks decide among them: most points scored in that last round, "
         "then most life left, then a shared win.", "decision", "game end"),
    Rule("abracadawhat.variant.easy", "Easy variant",
         "Later spells in a turn may have any number: no need to go up.", "seed", "variants"),
    Rule("abracadawhat.variant.winner-takes-all", "Winner takes all",
         "A knockout does not end the round: knocked-out players sit out the rest of it. The round ends only "
         "when someone empties their row or one player is left standing; the player who emptied their row, "
         "or the last one standing, scores 2 plus 1 per secret stone they took, and nobody else scores.",
         "seed", "variants"),
    Rule("abracadawhat.variant.wta-skip", "Winner takes all: spells skip the fallen",
         "Our reading (the variant does not say): players who are out are skipped. Your left and right "
         "neighbours are the next players to each side still in the round (for Lightning Tempest, Blizzard "
         "and Fireball), the Ancient Dragon and the Dark Wanderer hit only players still in, and the turn "
         "passes to the next player still in.", "decision", "variants"),
    Rule("abracadawhat.variant.wta-self-out", "Winner takes all: knocking yourself out",
         "Our reading (the variant does not say): a caster whose own failed spell takes their last life "
         "leaves the round at once, draws no stone, and the turn passes to the next player still in. If only "
         "one player is then left, that player takes the round.", "decision", "variants"),
    Rule("abracadawhat.hidden.own-row", "You never see your own stones",
         "You see the board, everybody else's stones and your own secret stones, never your own row and "
         "never the secret stones nobody has taken.", "seed", "setup"),
    Rule("abracadawhat.game.over", "The game is over",
         "Once someone has reached the top of the tower, no more spells are cast.", "seed", "game end"),
])
