"""The Abracada...What? tutorial as data: positions, tasks, demonstrations and goals the engine checks.

Players sit clockwise red, yellow, blue, green (and grey): the player on your left is the
next seat, the player on your right the previous one. ``LESSONS["basics"]`` is the tutorial,
``LESSONS["variants"]`` the easy and winner-takes-all variants. Positions come from
``scenario.arrange``; the whole-round demonstrations start from a fresh deal drawn from the
match's seed, and every roll and draw after a step's start comes from that seed too.

Every step carries board ``options``: the teaching steps show every stone (the teacher view)
and hide what is not taught yet — the odds overlay and its hint (taught in the deduction
notebook) and the Mode button always, the die until a failed 1 is taught, the tower and the
points until the first round is scored. The last step of each lesson is a turn to play for
real: red's own stones face down (play mode for that seat).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import Event, Match, Step

from .game import (Abracadawhat, Cast, CastFailed, CastWorked, EndTurn, GameWon, LifeChanged, PlayerOut, Refilled,
                   RoundScored, SecretTaken, TurnEnded, TurnPassed)
from .scenario import arrange

FOUR = {"players": 4}
WTA4 = {"players": 4, "variant": "winner_takes_all"}
ROWS = {0: (8, 5, 6, 2, 3), 1: (7, 7, 4, 6, 8), 2: (5, 8, 3, 6, 1), 3: (4, 7, 8, 2, 5)}
SECRETS = (4, 7, 7, 8)
#: with ROWS and SECRETS, every other stone: face up on the board, so the pool is empty
LATE_BOARD = (3, 4, 5, 5, 6, 6, 6, 7, 7, 8, 8, 8)
TWO_PLAYER_SEED, THREE_PLAYER_SEED = 12, 3
#: the fresh deals of the turns the learner plays at the end: red holds 3 5 5 6 8, and (winner takes all) 3 4 6 7 8
PLAY_SEED, PLAY_WTA_SEED = 10, 6
Goal = Callable[[Any, Any, Sequence[Event]], bool]


# -- what each step shows ----------------------------------------------------------------------
#: never in a lesson: the odds (and the hint that reads them) come with the deduction notebook; the
#: Mode button would leave the teacher view
NOT_TAUGHT = ("odds", "mode")


def _teacher(*hide: str) -> dict[str, Any]:
    """Board options of a teaching step: every stone shown, the parts not taught yet hidden."""
    return {"mode": "watch", "seat": None, "hotseat": False, "odds": False, "hide": NOT_TAUGHT + hide}


#: before the die is taught (a failed 1), and before the first round is scored (the tower, the points)
EARLY = _teacher("die", "tower")
#: the die is taught, the tower not yet
NO_TOWER = _teacher("tower")
#: everything taught
TAUGHT = _teacher()
#: the turn the learner plays at the end: red's own stones face down, all game long
PLAY_AS_RED = {"mode": "play", "seat": 0, "hotseat": False, "odds": False, "hide": NOT_TAUGHT}


def _match(settings: dict[str, Any], seed: int = 0, **position: Any) -> Callable[[], Match]:
    def build() -> Match:
        game = Abracadawhat(**settings)
        return Match(game, seed, start=arrange(game, **position))
    return build


def _deal(settings: dict[str, Any], seed: int) -> Callable[[], Match]:
    """A fresh game: the first round dealt from the match's seed."""
    return lambda: Match(Abracadawhat(**settings), seed)


def _worked(*spells: int) -> Goal:
    """These spells worked, in this order (other casts may come between)."""
    def goal(game: Any, state: Any, events: Sequence[Event]) -> bool:
        done = iter([e.spell for e in events if isinstance(e, CastWorked)])
        return all(s in done for s in spells)
    return goal


def _event(kind: type, **fields: Any) -> Goal:
    return lambda game, state, events: any(
        isinstance(e, kind) and all(getattr(e, k) == v for k, v in fields.items()) for e in events)


def _all(*goals: Goal) -> Goal:
    return lambda game, state, events: all(g(game, state, events) for g in goals)


def _none(kind: type) -> Goal:
    return lambda game, state, events: not any(isinstance(e, kind) for e in events)


def _turn_over(player: int) -> Goal:
    """``player``'s turn is over: they stopped, a spell failed, or the round ended."""
    return lambda game, state, events: any(
        (isinstance(e, (TurnEnded, CastFailed)) and e.player == player) or isinstance(e, RoundScored) for e in events)


PLAY_TEXT = (
    "Now you play, the way it is at the table: you are red, and the board shows only what red sees — your own "
    "stones face down, everyone else's face up. Look at the other rows and at the board: every stone you can see "
    "is one you do not hold. Then cast a number you think you hold. While your spells work you may go on, each "
    "time with the same number or a higher one; press End turn when you want to stop. A spell that fails ends "
    "your turn. Undo is off while you play: taking back a spell would tell you what you hold.")


STEPS: tuple[Step, ...] = (
    Step("You see every stone but your own",
         ("abracadawhat.stones.count", "abracadawhat.setup.deal", "abracadawhat.hidden.own-row",
          "abracadawhat.setup.secret", "abracadawhat.setup.life"),
         "You see everybody's stones except your own: each player stands 5 stones facing outward. There are "
         "36 spell stones — one 1, two 2s, and so on up to eight 8s. Four secret stones lie face down beside "
         "the board; the rest is the face-down pool. Everyone starts with 6 life. Red holds 2, 3, 5, 6 and 8, "
         "but red cannot see them: red sees only the other rows and the board, and must guess.\n\n"
         "This teaching board shows every stone, red's too, so you can see why a spell works or fails. In the "
         "last step you play with your own stones hidden.",
         "As red, cast any spell you think red holds.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={0: 4}),
         lambda game, state, events: any(isinstance(e, (CastWorked, CastFailed)) for e in events), (Cast(8),),
         options=EARLY,
         how="Click any number area (1 to 8) at the top of the board to cast that number as red."),
    Step("A spell that works",
         ("abracadawhat.cast.announce", "abracadawhat.spell.8"),
         "On your turn, name a number from 1 to 8. If your row holds it, the spell works: the player on your "
         "right takes that stone and puts it face up on its number area, and the spell happens. Magic Drink "
         "(8) heals you by 1.",
         "Cast the 8 with red and watch red's life go up.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={0: 4}),
         _event(LifeChanged, player=0, change=1), (Cast(8),),
         options=EARLY,
         how="Click number area 8 at the top of the board (or the 8 button below it) to cast 8 as red."),
    Step("Again — but never lower",
         ("abracadawhat.cast.continue", "abracadawhat.cast.lower-refused"),
         "After a spell that works you may stop, or cast again with the same number or a higher one. At the "
         "table, a lower number gets you called out: you lose 1 life and your turn ends. Here the board "
         "refuses a lower number and says why: after red's 5, a 3 is refused and a 6 is fine.",
         "Cast 5, then 6, in the same turn.",
         _match(FOUR, rows=ROWS, secrets=SECRETS),
         _worked(5, 6), (Cast(5), Cast(6)),
         options=EARLY,
         how="Click number area 5, then number area 6, at the top of the board (or use the number buttons "
             "below it).",
         reading="The rulebook doesn't say what a program should do about a lower number, so we play it so: "
                 "the board refuses it and says why, so a slip of the mouse costs nothing."),
    Step("End the turn and refill",
         ("abracadawhat.turn.refill",),
         "When you stop casting, your turn ends and you draw one stone from the pool into your row. Filling "
         "your row back up to five instead is an optional rule you can switch on.",
         "Cast 8 with red, then end the turn.",
         _match(FOUR, rows=ROWS, secrets=SECRETS),
         _event(Refilled, player=0), (Cast(8), EndTurn()),
         options=EARLY,
         how="Click number area 8 at the top of the board (or the 8 button below it) to cast 8 as red. Then "
             "press End turn.",
         reading="The publisher's rulebook says to fill your row back up to five instead. We draw one stone, "
                 "and the refill to five is an optional rule you can switch on; the variants notebook shows "
                 "both."),
    Step("A spell that fails",
         ("abracadawhat.cast.failure", "abracadawhat.turn.refill"),
         "If none of your stones shows the number, the spell fails: you lose 1 life and your turn ends. You "
         "still draw a stone from the pool, as after every turn. Red holds no 7.",
         "Cast 7 with red, and watch red lose a life and draw a stone.",
         _match(FOUR, rows=ROWS, secrets=SECRETS),
         _all(_event(CastFailed, player=0, spell=7), _event(Refilled, player=0)), (Cast(7),),
         options=EARLY,
         how="Click number area 7 at the top of the board (or the 7 button below it) to cast 7 as red."),
    Step("Whose turn? Round the table",
         ("abracadawhat.turn.first-player",),
         "The oldest player starts the first round — here red. When a turn ends, the player on the left goes "
         "next: red, yellow, blue, green, and back to red. Everyone here holds an 8, and each wizard in turn "
         "casts it, ends the turn and draws a stone.",
         "The turn goes round the table from red and comes back to red.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={0: 5, 1: 5, 2: 5, 3: 5}),
         None, (Cast(8), EndTurn()) * 4,
         options=EARLY,
         how="Press Show me to watch it play out, or cast the same spells yourself (8, then End turn, for "
             "each player)."),
    Step("Failing the dragon hurts",
         ("abracadawhat.cast.failure", "abracadawhat.die.faces"),
         "A failed 1 is worse: you roll the die and lose that much life. Blue holds the only 1, so red cannot "
         "have it.",
         "Cast 1 with red.",
         _match(FOUR, seed=1, rows=ROWS, secrets=SECRETS),
         _event(CastFailed, player=0, spell=1), (Cast(1),),
         options=NO_TOWER,
         how="Click number area 1 at the top of the board (or the 1 button below it) to cast 1 as red.",
         reading="The rulebook doesn't say what the die shows, so we play it with an ordinary die, 1 to 6, "
                 "the one most tables have."),
    Step("1 · Ancient Dragon",
         ("abracadawhat.spell.1",),
         "When the dragon works, you roll the die and every other player loses that much life. Blue holds the "
         "only 1.",
         "Cast 1 with blue.",
         _match(FOUR, seed=3, rows=ROWS, secrets=SECRETS, current=2),
         _worked(1), (Cast(1),),
         options=NO_TOWER,
         how="Click number area 1 at the top of the board (or the 1 button below it) to cast 1 as blue."),
    Step("2 · Dark Wanderer",
         ("abracadawhat.spell.2",),
         "Every other player loses 1 life and you gain 1.",
         "Cast 2 with red.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={0: 3}),
         _worked(2), (Cast(2),),
         options=NO_TOWER,
         how="Click number area 2 at the top of the board (or the 2 button below it) to cast 2 as red."),
    Step("3 · Sweet Dream",
         ("abracadawhat.spell.3", "abracadawhat.setup.life"),
         "Roll the die and gain that much life. Nobody has more than 6 life: extra healing is lost.",
         "Cast 3 with red.",
         _match(FOUR, seed=2, rows=ROWS, secrets=SECRETS, life={0: 4}),
         _worked(3), (Cast(3),),
         options=NO_TOWER,
         how="Click number area 3 at the top of the board (or the 3 button below it) to cast 3 as red."),
    Step("4 · Night Singer",
         ("abracadawhat.spell.4", "abracadawhat.round.secret-points", "abracadawhat.spell.4-empty"),
         "Take one of the secret stones, look at it and keep it face down in front of you. You can never cast "
         "it, but it may be worth a point when the round ends. Yellow holds a 4.",
         "Cast 4 with yellow.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, current=1),
         _event(SecretTaken, player=1), (Cast(4),),
         options=NO_TOWER,
         how="Click number area 4 at the top of the board (or the 4 button below it) to cast 4 as yellow.",
         reading="What if no secret stone were left? The rulebook doesn't say, so we play it so: the spell "
                 "still works (its stone goes on the board and you may go on casting), there is just nothing "
                 "to take. In a real round it cannot happen: there are four 4s and four secret stones, and "
                 "every secret stone taken puts a 4 on its number area."),
    Step("5 · Lightning Tempest",
         ("abracadawhat.spell.5",),
         "The players on your left and on your right each lose 1 life: for red, yellow (left) and green "
         "(right). With two players, your opponent loses 1 in all.",
         "Cast 5 with red: yellow (left) and green (right) are hit.",
         _match(FOUR, rows=ROWS, secrets=SECRETS),
         lambda game, state, events: _worked(5)(game, state, events) and state.life[1] == 5 and state.life[3] == 5,
         (Cast(5),),
         options=NO_TOWER,
         how="Click number area 5 at the top of the board (or the 5 button below it) to cast 5 as red."),
    Step("6 · Blizzard and 7 · Fireball",
         ("abracadawhat.spell.6", "abracadawhat.spell.7"),
         "Blizzard hits the player on your left, Fireball the player on your right. Yellow holds both.",
         "Cast 6, then 7, with yellow.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, current=1),
         _worked(6, 7), (Cast(6), Cast(7)),
         options=NO_TOWER,
         how="Click number area 6, then number area 7, at the top of the board (or use the number buttons "
             "below it)."),
    Step("An empty pool: no refill",
         ("abracadawhat.turn.refill",),
         "Late in a round the pool can run dry. Then nobody draws: the turn simply passes on. Here every "
         "stone is in a row, on the board or among the secret stones.",
         "Cast 8 with red and end the turn: no stone is drawn, and it is yellow's turn.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, board=LATE_BOARD),
         _all(_event(TurnPassed, player=1), _none(Refilled)), (Cast(8), EndTurn()),
         options=NO_TOWER,
         how="Click number area 8 at the top of the board (or the 8 button below it) to cast 8 as red. Then "
             "press End turn."),
    Step("Out of stones",
         ("abracadawhat.round.empty-row", "abracadawhat.round.last-stone"),
         "If your row is empty when your turn ends, the round ends at once: you score 3 and nobody else "
         "scores. Casting your last stone ends your turn by itself. Red has a single stone left.",
         "Cast red's last stone.",
         _match(FOUR, rows={0: (8,), 1: ROWS[1], 2: ROWS[2], 3: ROWS[3]}, secrets=SECRETS),
         _event(RoundScored, points=(3, 0, 0, 0)), (Cast(8),),
         options=TAUGHT,
         how="Click number area 8 at the top of the board (or the 8 button below it) to cast 8 as red.",
         reading="The rulebook doesn't say that casting your last stone ends your turn; we play it so, since "
                 "any further cast would fail."),
    Step("Secret stones on an empty row",
         ("abracadawhat.round.secret-points",),
         "When a round ends on an empty row, only the player who emptied it scores: 3, plus 1 for each secret "
         "stone they took. Nobody else scores, not even for their secret stones. Red and blue each took a "
         "secret stone; red has one stone left.",
         "Cast red's last stone: red scores 3 + 1, blue nothing.",
         _match(FOUR, rows={0: (8,), 1: ROWS[1], 2: ROWS[2], 3: ROWS[3]}, secrets=(7, 8), taken={0: (4,), 2: (7,)}),
         _event(RoundScored, points=(4, 0, 0, 0)), (Cast(8),),
         options=TAUGHT,
         how="Click number area 8 at the top of the board (or the 8 button below it) to cast 8 as red."),
    Step("Knocking someone out",
         ("abracadawhat.round.knockout", "abracadawhat.round.secret-points", "abracadawhat.round.next"),
         "The round also ends when someone loses their last life. Whoever cast the spell scores 3, every "
         "other player still standing 1, and each secret stone a survivor took is worth 1 more. Then a new "
         "round starts with fresh stones. Yellow, on red's left, has 1 life left; blue took a secret stone "
         "earlier.",
         "Knock yellow out with red's Blizzard.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 8), taken={2: (7,)}, life={1: 1}),
         _event(RoundScored, points=(3, 0, 2, 1)), (Cast(6),),
         options=TAUGHT,
         how="Click number area 6 at the top of the board (or the 6 button below it) to cast 6 as red."),
    Step("Knocked out by your own spell",
         ("abracadawhat.round.self-knockout",),
         "If your own failed spell takes your last life, the round ends and every other player scores 1. Red "
         "has 1 life left and holds no 7.",
         "Red has 1 life left: cast a 7 that red does not hold.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={0: 1}),
         _event(RoundScored, points=(0, 1, 1, 1)), (Cast(7),),
         options=TAUGHT,
         how="Click number area 7 at the top of the board (or the 7 button below it) to cast 7 as red."),
    Step("Several at once",
         ("abracadawhat.round.multiple-knockout",),
         "One spell can knock out several players. Yellow and blue are down to 1 life, and red's Dark "
         "Wanderer hits everyone else.",
         "Cast red's Dark Wanderer.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={1: 1, 2: 1}),
         _event(RoundScored, points=(3, 0, 0, 1)), (Cast(2),),
         options=TAUGHT,
         how="Click number area 2 at the top of the board (or the 2 button below it) to cast 2 as red.",
         reading="The rulebook doesn't say how a knockout of several players scores, so we play it so: the "
                 "caster scores 3, the other survivors 1, the fallen nothing, as when one player falls."),
    Step("A whole round with two players",
         ("abracadawhat.setup.removal", "abracadawhat.setup.life", "abracadawhat.round.secret-points",
          "abracadawhat.round.next"),
         "With two players, 12 more stones go face up onto the number areas right after the deal, where "
         "everyone can see them (with three players, 6). In this round red takes a secret stone and stops. "
         "Yellow casts a 3, then fails a second 3. Red then casts every stone left and empties the row: 3 "
         "points, plus 1 for the secret stone. Then all the stones are shuffled and dealt again, everyone is "
         "back to 6 life, and red, who acted last, starts round 2.",
         "The 12 face-up stones, a whole round, and the fresh deal of round 2.",
         _deal({"players": 2}, TWO_PLAYER_SEED),
         None, (Cast(4), EndTurn(), Cast(3), Cast(3), Cast(5), Cast(7), Cast(8), Cast(8), Cast(8)),
         options=TAUGHT,
         how="Press Show me to watch it play out, or cast the same spells yourself."),
    Step("A whole round with three players",
         ("abracadawhat.setup.removal", "abracadawhat.turn.first-player", "abracadawhat.round.knockout",
          "abracadawhat.round.next"),
         "With three players, 6 stones go face up on the board after the deal. The turn goes red, yellow, "
         "blue, then red again. In this round red takes a secret stone and stops; yellow's dragon hits both "
         "others; blue's Lightning Tempest hits red and yellow, then blue fails a second 5; red's Lightning "
         "Tempest knocks blue out. Red scores 3 plus 1 for the secret stone, yellow 1, blue nothing. Round 2 "
         "starts with fresh stones and everyone at 6 life.",
         "The 6 face-up stones, the turns going round, a knockout, and the fresh deal of round 2.",
         _deal({"players": 3}, THREE_PLAYER_SEED),
         None, (Cast(4), EndTurn(), Cast(1), EndTurn(), Cast(5), Cast(5), Cast(5)),
         options=TAUGHT,
         how="Press Show me to watch it play out, or cast the same spells yourself."),
    Step("The top of the tower",
         ("abracadawhat.game.end",),
         "The first player with 8 points at the end of a round wins. Red has 5, green 7. If red knocks yellow "
         "out, red scores 3 and green 1: both reach 8. A tie goes to whoever scored more in that last round "
         "(then most life left, then a shared win).",
         "Knock yellow out with red's Blizzard and win.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={1: 1}, scores={0: 5, 3: 7}, last_round={0: 3, 3: 1},
                round=4),
         _event(GameWon, winners=(0,)), (Cast(6),),
         options=TAUGHT,
         how="Click number area 6 at the top of the board (or the 6 button below it) to cast 6 as red."),
    Step("Reaching the top together",
         ("abracadawhat.game.top-together",),
         "The tower ends at 8: there is no space above it. So everyone who has 8 or more at the end of the "
         "same round is tied at the top, and 9 does not beat 8: the usual tie-breaks decide, most points in "
         "that last round first. Red has 5 and blue 7, with a secret stone. If red knocks yellow out, red "
         "scores 3 and reaches 8; blue scores 1 + 1 and reaches 9. Red scored more this round, so red wins.",
         "Knock yellow out with red's Blizzard: red wins with 8 against blue's 9.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 8), taken={2: (7,)}, life={1: 1}, scores={0: 5, 2: 7},
                last_round={0: 1, 2: 3}, round=4),
         _event(GameWon, winners=(0,)), (Cast(6),),
         options=TAUGHT,
         how="Click number area 6 at the top of the board (or the 6 button below it) to cast 6 as red.",
         reading="The rulebook doesn't say how to compare players past the top of the tower, so we play it "
                 "so: 8 or more all count as the top, because the tower has no space above 8."),
    Step("Tied: most life left",
         ("abracadawhat.game.end",),
         "If the players at the top also scored the same in the last round, the one with more life left wins. "
         "Yellow and blue have 7 each; blue is hurt. Red, down to 1 life, is about to knock itself out: every "
         "other player scores 1.",
         "Cast a 7 that red does not hold: yellow and blue reach 8, and yellow has more life.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={0: 1, 2: 4}, scores={1: 7, 2: 7, 3: 2},
                last_round={1: 3, 2: 1, 3: 1}, round=4),
         _event(GameWon, winners=(1,)), (Cast(7),),
         options=TAUGHT,
         how="Click number area 7 at the top of the board (or the 7 button below it) to cast 7 as red."),
    Step("A shared win",
         ("abracadawhat.game.end", "abracadawhat.game.over"),
         "Same points in the last round and the same life: the players at the top share the win. Then the "
         "game is over, and no more spells are cast. Yellow and blue have 7 each and full life.",
         "Cast a 7 that red does not hold: yellow and blue share the win.",
         _match(FOUR, rows=ROWS, secrets=SECRETS, life={0: 1}, scores={1: 7, 2: 7, 3: 2},
                last_round={1: 3, 2: 1, 3: 1}, round=4),
         _event(GameWon, winners=(1, 2)), (Cast(7),),
         options=TAUGHT,
         how="Click number area 7 at the top of the board (or the 7 button below it) to cast 7 as red."),
    Step("Your turn, your stones hidden",
         ("abracadawhat.hidden.own-row", "abracadawhat.cast.continue"),
         PLAY_TEXT + "\n\nWhen your turn is over, the lesson is done: the free-play notebook has whole games for "
         "2 to 5 players.",
         "Play red's turn with your own stones face down: cast, then press End turn (or until a spell fails).",
         _deal(FOUR, PLAY_SEED),
         _turn_over(0), (Cast(5), Cast(8), EndTurn()),
         options=PLAY_AS_RED,
         how="Click a number area at the top of the board to cast that number; press End turn when you want "
             "to stop."),
)

VARIANT_STEPS: tuple[Step, ...] = (
    Step("The easy variant",
         ("abracadawhat.variant.easy",),
         "The easy variant is optional — agree on it before you play. In it, later spells in a turn may have "
         "any number: no need to go up. Red holds a 6 and a 3.",
         "Cast 6, then 3, with red.",
         _match({"players": 4, "variant": "easy"}, rows=ROWS, secrets=SECRETS),
         _worked(6, 3), (Cast(6), Cast(3)),
         options=TAUGHT,
         how="Click number area 6, then number area 3, at the top of the board (or use the number buttons "
             "below it)."),
    Step("Winner takes all: the round goes on",
         ("abracadawhat.variant.winner-takes-all",),
         "Winner takes all is an optional variant for a longer round. In it, a knockout does not end the "
         "round: the fallen player sits out, and the round goes on until someone empties their row or only "
         "one player is left. Yellow, on red's left, has 1 life.",
         "Knock yellow out with red's Blizzard: yellow is out, the round goes on.",
         _match(WTA4, rows=ROWS, secrets=SECRETS, life={1: 1}),
         _all(_event(PlayerOut, player=1), _none(RoundScored)), (Cast(6),),
         options=TAUGHT,
         how="Click number area 6 at the top of the board (or the 6 button below it) to cast 6 as red."),
    Step("Winner takes all: spells skip the fallen",
         ("abracadawhat.variant.wta-skip",),
         "Players who are out are skipped. Green is out. Green sits on blue's left, so blue's Blizzard hits "
         "red instead, and after blue the turn goes to red.",
         "Cast blue's Blizzard (6) and end the turn.",
         _match(WTA4, rows=ROWS, secrets=SECRETS, alive={3: False}, current=2),
         _all(_event(LifeChanged, player=0, change=-1), _event(TurnPassed, player=0)), (Cast(6), EndTurn()),
         options=TAUGHT,
         how="Click number area 6 at the top of the board (or the 6 button below it) to cast 6 as blue. Then "
             "press End turn.",
         reading="The variant doesn't say how spells and turns treat the fallen, so we play it so: your left "
                 "and right neighbours are the next players still in, the dragon and the wanderer hit only "
                 "players still in, and the turn passes to the next player still in, as if the fallen had "
                 "left the table."),
    Step("Winner takes all: knocking yourself out",
         ("abracadawhat.variant.wta-self-out",),
         "If your own failed spell takes your last life, you are out of the round. Red has 1 life and holds "
         "no 7.",
         "Cast a 7 that red does not hold.",
         _match(WTA4, rows=ROWS, secrets=SECRETS, life={0: 1}),
         _all(_event(PlayerOut, player=0), _event(TurnPassed, player=1), _none(Refilled)), (Cast(7),),
         options=TAUGHT,
         how="Click number area 7 at the top of the board (or the 7 button below it) to cast 7 as red.",
         reading="The variant doesn't say what happens next, so we play it so: you draw no stone, and the "
                 "turn passes to the next player still in, since a player who is out has no row to fill."),
    Step("Winner takes all, played out",
         ("abracadawhat.variant.winner-takes-all",),
         "Only the last player standing — or the one who empties their row — scores: 2 points, plus 1 for "
         "each secret stone they took. Nobody else scores. With three players here, red's Blizzard knocks "
         "yellow out, red's Fireball hurts blue, then blue fails a spell and falls. Red is the last one "
         "standing and scores 2 + 1 for the secret stone.",
         "Two players fall; the last one standing takes the round.",
         _match({"players": 3, "variant": "winner_takes_all"}, rows={0: (2, 5, 6, 7, 8), 1: (4, 6, 7, 7, 8),
                2: (1, 3, 5, 6, 8)}, secrets=(4, 7, 8), taken={0: (7,)}, life={1: 1, 2: 2}),
         None, (Cast(6), Cast(7), EndTurn(), Cast(7)),
         options=TAUGHT,
         how="Press Show me to watch it play out, or cast the same spells yourself."),
    Step("Your turn: winner takes all",
         ("abracadawhat.variant.winner-takes-all", "abracadawhat.hidden.own-row"),
         "A round of winner takes all has begun. " + PLAY_TEXT,
         "Play red's turn with your own stones face down: cast, then press End turn (or until a spell fails).",
         _deal(WTA4, PLAY_WTA_SEED),
         _turn_over(0), (Cast(6), Cast(8), EndTurn()),
         options=PLAY_AS_RED,
         how="Click a number area at the top of the board to cast that number; press End turn when you want "
             "to stop."),
)

LESSONS = {"basics": STEPS, "variants": VARIANT_STEPS}
