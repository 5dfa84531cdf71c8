"""The scenario builder ``arrange`` can set every field of a position, and ``validate_state`` refuses
an impossible one with a message that names the problem."""
from __future__ import annotations

from dataclasses import replace

import pytest

from engine.abracadawhat import Abracadawhat, Cast, Draw, EndTurn, Roll
from engine.abracadawhat.game import FULL_BAG
from engine.abracadawhat.lessons import LATE_BOARD
from engine.abracadawhat.scenario import arrange
from engine.core import Match

G3, G4 = Abracadawhat(players=3), Abracadawhat(players=4)
WTA = Abracadawhat(players=4, variant="winner_takes_all")
FIVE = Abracadawhat(players=4, refill="to_five")
EASY = Abracadawhat(players=4, variant="easy")
ROWS = {0: (8, 5, 6, 2, 3), 1: (7, 7, 4, 6, 8), 2: (5, 8, 3, 6, 1), 3: (4, 7, 8, 2, 5)}


# -- good positions ------------------------------------------------------------------------------------------
def test_defaults_a_fresh_turn_in_round_one():
    s = arrange(G4, rows=ROWS, secrets=(4, 7, 7, 8))
    assert s.phase == "cast" and s.round == 1 and s.current == s.start_player == 0
    assert s.alive == (True,) * 4 and s.life == (6,) * 4 and s.scores == s.last_round == (0,) * 4
    assert s.last_cast == 0 and s.pending == "" and s.refills == 0 and s.winners == ()
    assert sum(s.pool) == 36 - 20 - 4 and s.rows[0] == (2, 3, 5, 6, 8)


def test_every_field_can_be_set():
    s = arrange(WTA, rows=ROWS, board=(7, 7), secrets=(4, 8), taken={0: (7,), 2: (7,)}, life={1: 3},
                scores={0: 4, 1: 2, 3: 5}, last_round={0: 3, 3: 1}, alive={2: False}, current=3, start_player=1,
                last_cast=5, round=3)
    assert s.alive == (True, True, False, True) and s.life == (6, 3, 0, 6)     # out: 0 life unless given
    assert s.scores == (4, 2, 0, 5) and s.last_round == (3, 0, 0, 1) and s.round == 3
    assert s.current == 3 and s.start_player == 1 and s.last_cast == 5
    assert s.taken == ((7,), (), (7,), ()) and s.board[6] == 2 and sum(s.secrets) == 2
    assert "(out of the round)" in WTA.describe(s)


@pytest.mark.parametrize("pending,last_cast,roll,life", [("dragon", 1, 2, (3, 4, 4, 4)), ("dream", 3, 2, (5, 6, 6, 6)),
                                                         ("fail", 0, 2, (1, 6, 6, 6))])
def test_a_roll_and_its_reason(pending, last_cast, roll, life):
    rows = {0: (2, 5), 1: (7, 7), 2: (6,), 3: (5,)}
    board = {1: (1,), 3: (3,)}.get(last_cast, ())
    s = arrange(G4, rows=rows, board=board, life={0: 3}, phase="roll", pending=pending, last_cast=last_cast)
    s, _ = G4.transition(s, Roll(roll))
    assert s.life == life


def test_a_secret_stone_to_take_and_a_refill_to_draw():
    s = arrange(G4, rows={**ROWS, 0: (8, 5)}, board=(4,), secrets=(3, 7, 7, 8), phase="secret", last_cast=4)
    s, _ = G4.transition(s, Draw(7))
    assert s.taken[0] == (7,) and s.phase == "cast"
    s = arrange(G4, rows=ROWS, secrets=(4, 7, 7, 8), phase="refill", refills=1, last_cast=8)
    s, events = G4.transition(s, Draw(3))
    assert s.current == 1 and len(s.rows[0]) == 6
    s = arrange(FIVE, rows={0: (8, 5), 1: ROWS[1], 2: ROWS[2], 3: ROWS[3]}, phase="refill", refills=3)
    for _ in range(3):
        s, _ = FIVE.transition(s, Draw(6))
    assert s.rows[0] == (5, 6, 6, 6, 8) and s.current == 1


def test_a_deal_in_progress_goes_on_from_where_it_stands():
    # from yellow: yellow and blue got their third stone, red not yet
    s = arrange(G3, rows={0: (8, 8), 1: (7, 7, 7), 2: (6, 6, 6)}, current=1, phase="deal")
    assert s.start_player == 1
    match = Match(G3, 5, start=s)               # the match deals the rest from its seed
    dealt = match.state
    assert dealt.phase == "cast" and all(len(r) == 5 for r in dealt.rows) and sum(dealt.board) == 6
    assert sum(dealt.secrets) == 4 and dealt.current == 1
    s = arrange(G3, rows={0: (7,) * 5, 1: (6,) * 5, 2: (5,) * 5}, board=(1, 2, 2), phase="deal")
    s, [dealt] = G3.transition(s, Draw(3))       # three more face up, then the secret stones
    assert dealt.player == -1 and s.board[2] == 1 and s.phase == "deal"


def test_a_finished_game():
    s = arrange(G4, rows={0: (), 1: ROWS[1], 2: ROWS[2], 3: ROWS[3]}, board=(8,), scores={0: 9, 3: 8},
                last_round={0: 3}, life={0: 6}, round=4, winners=(0,))
    assert G4.is_terminal(s) and G4.legal_actions(s) == [] and "winner: red" in G4.describe(s)


def test_the_arranged_position_is_what_lessons_and_matches_use():
    s = arrange(G4, rows=ROWS, secrets=(4, 7, 7, 8), current=2)
    match = Match(G4, 0, start=s)
    match.apply(Cast(1))                         # blue's dragon: the roll comes from the seed
    assert match.state.phase == "cast" and match.state.board[0] == 1
    match.apply(EndTurn())
    assert match.state.current == 3


# -- bad input, with the message that names it ----------------------------------------------------------------
BAD = [
    (G4, dict(rows={0: (8,), 1: (7,), 2: (6,)}), "give a row for each of the 4 players"),
    (G4, dict(rows=[(8,), (7,), (6,), (5,)]), "give a row for each of the 4 players"),
    (G4, dict(rows={**ROWS, 0: "85623"}), "row 0 (red): give a list of stones"),
    (G4, dict(rows={**ROWS, 0: (8, 9)}), "row 0 (red): there is no stone 9"),
    (G4, dict(rows={**ROWS, 0: (8, 1)}), "spell 1 has only one stone in the game"),
    (G4, dict(rows=ROWS, board=(2,)), "spell 2 has only 2 stones in the game"),
    (G4, dict(rows=ROWS, taken={4: (3,)}), "taken: 4 is not a seat at this table (seats 0..3)"),
    (G4, dict(rows=ROWS, life={0: "6"}), "life[0] (red) must be a whole number"),
    (G4, dict(rows=ROWS, life={0: 7}), "life must be 0..6"),
    (G4, dict(rows=ROWS, life=[6, 6, 6, 6]), "life maps seats to values"),
    (G4, dict(rows=ROWS, scores={1: -1}), "scores cannot be negative"),
    (WTA, dict(rows=ROWS, alive={1: 0}), "alive[1] (yellow) must be true or false"),
    (G4, dict(rows=ROWS, current=4), "current or start player is not a seat"),
    (G4, dict(rows=ROWS, current="0"), "current must be a whole number"),
    (G4, dict(rows=ROWS, start_player=7), "current or start player is not a seat"),
    (G4, dict(rows=ROWS, round=0), "last spell, round or refill count out of range"),
    (G4, dict(rows=ROWS, last_cast=9), "last spell, round or refill count out of range"),
    (G4, dict(rows=ROWS, winners=(5,)), "winners are seats 0..3"),
    # the phase and what it needs
    (G4, dict(rows=ROWS, phase="dance"), "unknown phase 'dance'"),
    (G4, dict(rows=ROWS, phase="roll"), "a die roll needs a reason"),
    (G4, dict(rows=ROWS, phase="roll", pending="storm"), "a die roll needs a reason"),
    (G4, dict(rows=ROWS, pending="dragon"), "pending 'dragon' is the reason for a die roll, but the phase is 'cast'"),
    (G4, dict(rows=ROWS, phase="roll", pending="dragon", last_cast=0), "a dragon roll comes right after a 1"),
    (G4, dict(rows=ROWS, phase="roll", pending="dream", last_cast=5), "a dream roll comes right after a 3"),
    (G4, dict(rows=ROWS, phase="roll", pending="fail", last_cast=5), "a failed 1 cannot follow a 5"),
    (G4, dict(rows=ROWS, refills=1), "refills (1) counts stones still to draw, only in the refill phase"),
    (G4, dict(rows=ROWS, phase="refill"), "a refill needs at least one stone to draw"),
    (G4, dict(rows=ROWS, phase="refill", refills=2), "with refill='one' a player draws one stone, not 2"),
    (FIVE, dict(rows=ROWS, phase="refill", refills=2), "at most 0 to draw"),
    (G4, dict(rows=ROWS, secrets=(4, 7, 7, 8), board=LATE_BOARD, phase="refill", refills=1),
     "refills 1: the pool holds only 0 stones"),
    (G4, dict(rows=ROWS, secrets=(4, 7), phase="secret", last_cast=2), "right after a Night Singer (last_cast 4)"),
    (G4, dict(rows=ROWS, phase="secret", last_cast=4), "and one must be left"),
    (G4, dict(rows=ROWS, secrets=(4, 7, 7), taken={1: (8, 8)}), "only 4 secret stones, untaken and taken together"),
    # who is in, life, scores, winners
    (G4, dict(rows=ROWS, alive={1: False}), "only the winner-takes-all variant knocks players out"),
    (G4, dict(rows=ROWS, life={2: 0}), "blue has 0 life but is still in the round"),
    (WTA, dict(rows=ROWS, alive={2: False}, life={2: 3}), "blue is out of the round but has 3 life"),
    (WTA, dict(rows=ROWS, alive={0: False}), "red is out of the round and cannot be the player to act"),
    (WTA, dict(rows=ROWS, alive={1: False, 2: False, 3: False}), "at least two players are still in"),
    (G4, dict(rows={**ROWS, 2: ()}), "blue's row is empty: an empty row ends the round"),
    (G4, dict(rows={**ROWS, 0: ()}), "red's row is empty"),
    (G4, dict(rows=ROWS, scores={0: 2}, last_round={0: 3}, round=2), "scored more in the last round than in all"),
    (G4, dict(rows=ROWS, scores={0: 3}, last_round={0: 3}), "in round 1 no round has been scored yet"),
    (G4, dict(rows=ROWS, scores={0: 8}, round=3), "so the game is over: name the winners"),
    (G4, dict(rows=ROWS, scores={0: 5}, round=3, winners=(0,)), "a winner needs 8 points or more"),
    (G4, dict(rows=ROWS, scores={0: 8, 1: 8}, round=3, winners=(0, 0)), "winners are listed once each, in seat order"),
    (G4, dict(rows=ROWS, scores={0: 8}, round=3, winners=(0,), phase="refill", refills=1),
     "when the game is over nothing is being dealt"),
    # the deal
    (G4, dict(rows={0: (8,), 1: (8,), 2: (), 3: ()}, current=1, start_player=0, phase="deal"),
     "the player to act is the round's start"),
    (G4, dict(rows={0: (8,), 1: (), 2: (8,), 3: ()}, phase="deal"), "row sizes [1, 0, 1, 0]"),
    (G4, dict(rows={0: (8,), 1: (8,), 2: (), 3: ()}, secrets=(4,), phase="deal"), "the deal fills the rows first"),
    (G3, dict(rows={0: (7,) * 5, 1: (6,) * 5, 2: (5,) * 5}, board=(1,), secrets=(4,), phase="deal"),
     "then lays 6 stones face up"),
    (G4, dict(rows={0: (8,) * 5, 1: (7,) * 5, 2: (6,) * 5, 3: (5,) * 5}, secrets=(1, 2, 2, 3), phase="deal"),
     "the last one ends the deal"),
    (G4, dict(rows={0: (8,), 1: (), 2: (), 3: ()}, life={0: 5}, phase="deal"), "nothing has happened yet"),
]


@pytest.mark.parametrize("game,position,message", BAD, ids=[m for _, _, m in BAD])
def test_an_impossible_position_is_refused_with_its_reason(game, position, message):
    with pytest.raises(ValueError) as exc:
        arrange(game, **position)
    assert message in str(exc.value), str(exc.value)


def test_easy_lets_a_failed_one_follow_a_higher_spell():
    s = arrange(EASY, rows=ROWS, board=(5,), phase="roll", pending="fail", last_cast=5)
    s, _ = EASY.transition(s, Roll(3))
    assert s.life[0] == 3


def test_validate_state_refuses_the_same_positions_from_any_source():
    """A state built by hand (or loaded from a file) is checked by the same rules as ``arrange``."""
    good = arrange(G4, rows=ROWS, secrets=(4, 7, 7, 8))
    G4.validate_state(good)
    for change, message in [(dict(alive=(True, False, True, True)), "only the winner-takes-all variant"),
                            (dict(pending="fail"), "is the reason for a die roll"),
                            (dict(winners=(0,)), "a winner needs 8 points"),
                            (dict(pool=(0,) * 8), "not the 36 of the game")]:
        with pytest.raises(ValueError, match=message):
            G4.validate_state(replace(good, **change))
    assert sum(FULL_BAG) == 36
