"""The Abracada...What? tutorial as data: positions, tasks, and goals the engine checks.

Players sit clockwise red, yellow, blue, green (and grey): the player on your left is the
next seat, the player on your right the previous one.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core import Event, Match, Step

from .game import (Abracadawhat, Cast, CastFailed, CastWorked, EndTurn, GameWon, LifeChanged, Refilled,
                   RoundScored, SecretTaken)
from .scenario import arrange

FOUR = {"players": 4}
ROWS = {0: (8, 5, 6, 2, 3), 1: (7, 7, 4, 6, 8), 2: (5, 8, 3, 6, 1), 3: (4, 7, 8, 2, 5)}


def _match(settings: dict[str, Any], seed: int = 0, **position: Any) -> Callable[[], Match]:
    def build() -> Match:
        game = Abracadawhat(**settings)
        return Match(game, seed, start=arrange(game, **position))
    return build


def _worked(*spells: int) -> Callable[[Any, Any, Sequence[Event]], bool]:
    def goal(game: Any, state: Any, events: Sequence[Event]) -> bool:
        done = [e.spell for e in events if isinstance(e, CastWorked)]
        return all(s in done for s in spells)
    return goal


def _event(kind: type, **fields: Any) -> Callable[[Any, Any, Sequence[Event]], bool]:
    return lambda game, state, events: any(
        isinstance(e, kind) and all(getattr(e, k) == v for k, v in fields.items()) for e in events)


STEPS: tuple[Step, ...] = (
    Step("You see every stone but your own",
         ("abracadawhat.stones.count", "abracadawhat.setup.deal", "abracadawhat.hidden.own-row",
          "abracadawhat.setup.secret", "abracadawhat.setup.life"),
         "There are 36 spell stones: one 1, two 2s, up to eight 8s. Each player stands 5 stones facing "
         "outward, so you see everybody's stones except your own. Four secret stones lie face down, the "
         "rest is the pool. Everyone has 6 life. Red holds 2, 3, 5, 6 and 8 — but red cannot see that: "
         "red only sees the other rows and the board, and must guess.",
         "As red, cast any spell you think red holds.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), life={0: 4}),
         lambda game, state, events: any(isinstance(e, (CastWorked, CastFailed)) for e in events), (Cast(8),)),
    Step("A spell that works",
         ("abracadawhat.cast.announce", "abracadawhat.spell.8"),
         "Announce a number. If your row holds it, the player on your right takes that stone and puts it "
         "face up on its number area, and the spell happens. Magic Drink (8) heals you by 1.",
         "Cast the 8 with red and watch red's life go up.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), life={0: 4}),
         _event(LifeChanged, player=0, change=1), (Cast(8),)),
    Step("Again — but never lower",
         ("abracadawhat.cast.continue",),
         "After a spell that works you may stop or cast again, with the same number or a higher one. Red "
         "cast a 5; now a 3 is refused, a 6 is fine.",
         "Cast 5, then 6, in the same turn.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8)),
         _worked(5, 6), (Cast(5), Cast(6))),
    Step("A spell that fails",
         ("abracadawhat.cast.failure",),
         "If none of your stones shows the number, the spell fails: you lose 1 life and your turn ends. "
         "Red holds no 7.",
         "Cast 7 with red.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8)),
         _event(CastFailed, player=0, spell=7), (Cast(7),)),
    Step("Failing the dragon hurts",
         ("abracadawhat.cast.failure", "abracadawhat.die.faces"),
         "A failed 1 is worse: you roll the die and lose that much life.",
         "Cast 1 with red (red holds none).",
         _match(FOUR, seed=1, rows=ROWS, secrets=(4, 7, 7, 8)),
         _event(CastFailed, player=0, spell=1), (Cast(1),)),
    Step("1 · Ancient Dragon",
         ("abracadawhat.spell.1",),
         "Blue holds the only 1. When it works, blue rolls the die and every other player loses that much.",
         "Cast 1 with blue.",
         _match(FOUR, seed=3, rows=ROWS, secrets=(4, 7, 7, 8), current=2),
         _worked(1), (Cast(1),)),
    Step("2 · Dark Wanderer",
         ("abracadawhat.spell.2",),
         "Every other player loses 1 and you gain 1.",
         "Cast 2 with red.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), life={0: 3}),
         _worked(2), (Cast(2),)),
    Step("3 · Sweet Dream",
         ("abracadawhat.spell.3", "abracadawhat.setup.life"),
         "Roll the die and gain that much life — but nobody has more than 6: extra healing is lost.",
         "Cast 3 with red.",
         _match(FOUR, seed=2, rows=ROWS, secrets=(4, 7, 7, 8), life={0: 4}),
         _worked(3), (Cast(3),)),
    Step("4 · Night Singer",
         ("abracadawhat.spell.4", "abracadawhat.round.secret-points"),
         "Take one of the secret stones, look at it and keep it face down. You can never cast it, but at "
         "the end of the round it is worth a point if you are still standing. Yellow holds a 4.",
         "Cast 4 with yellow.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), current=1),
         _event(SecretTaken, player=1), (Cast(4),)),
    Step("5 · Lightning Tempest",
         ("abracadawhat.spell.5",),
         "The players on your left and right each lose 1 (with two players, your opponent loses 1 in all).",
         "Cast 5 with red: yellow (left) and green (right) are hit.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8)),
         lambda game, state, events: _worked(5)(game, state, events) and state.life[1] == 5 and state.life[3] == 5,
         (Cast(5),)),
    Step("6 · Blizzard and 7 · Fireball",
         ("abracadawhat.spell.6", "abracadawhat.spell.7"),
         "Blizzard hits the player on your left, Fireball the player on your right. Yellow holds both.",
         "Cast 6, then 7, with yellow.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), current=1),
         _worked(6, 7), (Cast(6), Cast(7))),
    Step("End the turn and refill",
         ("abracadawhat.turn.refill",),
         "When you stop, you draw one stone from the pool into your row (the publisher's rulebook says up "
         "to five: a setting).",
         "Cast 8 with red, then end the turn.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8)),
         _event(Refilled, player=0), (Cast(8), EndTurn())),
    Step("Out of stones",
         ("abracadawhat.round.empty-row",),
         "If your row is empty at the end of your turn, the round ends at once and you score 3 — nobody "
         "else scores. Red has a single stone left.",
         "Cast red's last stone.",
         _match(FOUR, rows={0: (8,), 1: ROWS[1], 2: ROWS[2], 3: ROWS[3]}, secrets=(4, 7, 7, 8)),
         _event(RoundScored, points=(3, 0, 0, 0)), (Cast(8),)),
    Step("Knocking someone out",
         ("abracadawhat.round.knockout", "abracadawhat.round.secret-points", "abracadawhat.round.next"),
         "The round also ends when someone loses their last life. Whoever cast the spell scores 3, every "
         "other player still standing 1, and each secret stone a survivor took is worth 1 more. Yellow, on "
         "red's left, has 1 life left; blue took a secret stone earlier.",
         "Knock yellow out with red's Blizzard.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 8), taken={2: (7,)}, life={1: 1}),
         _event(RoundScored, points=(3, 0, 2, 1)), (Cast(6),)),
    Step("Knocked out by your own spell",
         ("abracadawhat.round.self-knockout",),
         "If your own failed spell takes your last life, every other player scores 1.",
         "Red has 1 life left: cast a 7 that red does not hold.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), life={0: 1}),
         _event(RoundScored, points=(0, 1, 1, 1)), (Cast(7),)),
    Step("Several at once",
         ("abracadawhat.round.multiple-knockout",),
         "One spell can knock out several players. The caster scores 3, the other survivors 1, the fallen "
         "nothing (our reading). Yellow and blue are down to 1 life.",
         "Cast red's Dark Wanderer.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), life={1: 1, 2: 1}),
         _event(RoundScored, points=(3, 0, 0, 1)), (Cast(2),)),
    Step("The top of the tower",
         ("abracadawhat.game.end",),
         "The first player with 8 points at the end of a round wins. Red has 5, green 7. If red knocks "
         "yellow out, red scores 3 and green 1: both reach 8, and the tie goes to whoever scored more in "
         "that last round (then most life left, then a shared win).",
         "Knock yellow out with red's Blizzard and win.",
         _match(FOUR, rows=ROWS, secrets=(4, 7, 7, 8), life={1: 1}, scores={0: 5, 3: 7}),
         _event(GameWon, winners=(0,)), (Cast(6),)),
)

LESSONS = {"basics": STEPS}
