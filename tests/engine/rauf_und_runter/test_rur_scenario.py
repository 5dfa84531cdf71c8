"""The scenario builder (``scenario.arrange``) sets every field a position can have, counts spaces
(row, col) from 1, and refuses an impossible position with a ValueError that names the problem
(through ``validate_state``, which also guards positions loaded from JSON)."""
from __future__ import annotations

import json
from fractions import Fraction

import pytest

from engine.core import FormatError, Match
from engine.rauf_und_runter import Draw, Move, RaufUndRunter, Roll, Rolled, SupplyEmpty, TileDrawn
from engine.rauf_und_runter.board import GRID, UNDERGROUND
from engine.rauf_und_runter.scenario import arrange

rule = pytest.mark.rule
RED, BLUE, YELLOW, GREEN = range(4)
TWO = RaufUndRunter(players=2, friends=2)
FOUR = RaufUndRunter(players=4, friends=2)


def sq(row, col):
    return GRID.square(row, col)


# -- good positions -----------------------------------------------------------------------------------
def test_no_changes_is_the_seeds_setup():
    for game in (TWO, FOUR, RaufUndRunter(players=3, first_player=1)):
        for seed in range(3):
            assert arrange(game, seed) == game.initial_state(seed)


def test_positions_chains_and_targets_count_from_1():
    s = arrange(TWO, 1, positions={0: (2, 3), 1: (5, 4)}, chains={0: ("mouse", "beetle"), 1: ("tortoise",)},
                heading_home={1: True})
    assert s.positions == (sq(2, 3), sq(5, 4)) == (7, 23)
    assert s.chains == ((2, 1), (3,)) and s.heading_home == (False, True)
    assert TWO.target(s, RED) == 2 and TWO.target(s, BLUE) is None


def test_an_empty_chain_heads_home_unless_told_otherwise():
    s = arrange(TWO, 1, chains={1: ()})
    assert s.heading_home == (False, True) and not s.chains[1]


def test_tiles_come_out_of_the_supply_or_the_supply_is_given():
    s = arrange(TWO, 1, tiles={0: {"speed": 2, "shortcut": 1}, 1: {}})
    assert s.tiles == ((2, 0, 1), (0, 0, 0)) and s.supply == (4, 5, 4)
    same = arrange(TWO, 1, tiles={0: {"speed": 2, "shortcut": 1}, 1: {}}, supply={"speed": 4, "luck": 5,
                                                                                      "shortcut": 4})
    assert same == s


def test_roll_bonus_and_a_pending_luck_re_roll():
    s = arrange(TWO, 1, roll=3, bonus=2, tiles={0: {"luck": 1}, 1: {}})
    assert s.phase == "move" and s.steps == 5
    again = arrange(TWO, 1, roll=3, bonus=2, phase="roll", tiles={0: {}, 1: {}})
    assert again.phase == "roll" and TWO.is_chance_node(again)
    after, events = TWO.transition(again, Roll(1))
    assert events == (Rolled("rauf_und_runter.super.luck", RED, 1, True),) and after.steps == 3


def test_first_player_current_and_turn_follow_each_other():
    game = RaufUndRunter(players=4)
    assert arrange(game, 0, current=2).turn == 3
    assert arrange(game, 0, turn=6).current == 1
    s = arrange(game, 0, first_player=3, current=1)
    assert (s.first_player, s.turn) == (3, 3)
    assert arrange(game, 0, first_player=3).current == 3
    assert arrange(RaufUndRunter(players=4, first_player=2), 0).current == 2


def test_the_side_up_and_the_flips():
    assert arrange(TWO, 0, side="underground").flips == 1
    assert arrange(TWO, 0, side="underground", flips=3).flips == 3
    assert arrange(TWO, 0, flips=4).side == 0


@rule("rauf_und_runter.flip.draw-order")
def test_a_draw_after_a_flip():
    """Blue flipped (turn 2) with its roll of 2; yellow, green and red wait to draw, in that order."""
    s = arrange(FOUR, 2, side="underground", current=1, roll=2, draws=(2, 3, 0), positions={1: (1, 1)},
                chains={1: ("mouse",)}, tiles={q: {} for q in range(4)})
    assert s.phase == "draw" and FOUR.is_chance_node(s) and s.turn == 2
    assert FOUR.chance_outcomes(s) == [(Draw("speed"), Fraction(6, 16)), (Draw("luck"), Fraction(5, 16)),
                                       (Draw("shortcut"), Fraction(5, 16))]
    s, events = FOUR.transition(s, Draw("luck"))
    assert events == (TileDrawn("rauf_und_runter.flip.catch-up", YELLOW, "luck"),) and s.draws == (3, 0)


def test_a_finished_game():
    s = arrange(TWO, 1, positions={0: (1, 1)}, chains={0: ()}, winners=(0,), roll=1)
    assert s.over and s.phase == "move" and TWO.legal_actions(s) == []
    shared = arrange(FOUR, 2, side="underground", positions={0: (1, 5), 1: (3, 3), 3: (5, 5)},
                     chains={0: ("mouse",), 1: (), 3: ()}, winners=(1, 3), roll=1)
    assert shared.winners == (1, 3) and FOUR.winners(shared) == (1, 3)
    assert "winners: blue and green (they share the win)" in FOUR.describe(shared)


@rule("rauf_und_runter.flip.home-on-landing")
def test_a_finished_figure_may_stand_on_a_burrow_before_a_flip():
    s = arrange(TWO, 1, side="underground", positions={1: (5, 5)}, chains={1: ()})
    assert s.positions[1] in UNDERGROUND.burrow_cells and not s.over


def test_an_arranged_position_plays_and_round_trips():
    start = arrange(FOUR, 3, positions={1: (2, 5)}, chains={1: ("mouse",)}, heading_home={1: True}, current=1,
                    roll=1, tiles={0: {"speed": 6, "luck": 5, "shortcut": 4}, 1: {}, 2: {}, 3: {}})
    match = Match(FOUR, 3, start=start)
    events = match.apply(Move(1, 5))
    assert [type(e) for e in events if isinstance(e, (TileDrawn, SupplyEmpty))] == [TileDrawn, SupplyEmpty,
                                                                                     SupplyEmpty]
    back = Match.from_json(match.to_json())
    assert back.start == start and back.state == match.state


# -- impossible positions -------------------------------------------------------------------------------
BAD = [
    (TWO, dict(side="moon"), "side must be one of desert, underground"),
    (TWO, dict(positions={5: (1, 1)}), "positions: 5 is not a seat at this table (seats 0..1: red, blue)"),
    (TWO, dict(positions={0: (6, 1)}), "positions: red: (6,1) is not a square"),
    (TWO, dict(positions={0: (0, 3)}), "rows and columns are numbered 1 to 5"),
    (TWO, dict(positions={0: 7}), "red's space must be (row, col), not 7"),
    (TWO, dict(chains={0: ("dragon",)}), "no friend called 'dragon'"),
    (TWO, dict(chains={0: "mouse"}), "a list of friend names"),
    (TWO, dict(chains={0: ("mouse", "mouse", "beetle")}), "longer than the 2 tiles dealt"),
    (RaufUndRunter(players=2), dict(chains={0: ("mouse",) * 3}), "shows a friend more than twice"),
    (TWO, dict(chains={0: ()}, heading_home={0: False}), "must be heading for a burrow"),
    (TWO, dict(heading_home={0: "yes"}), "heading_home: red needs True or False"),
    (TWO, dict(tiles={0: {"turbo": 1}}), "no super tile called 'turbo'"),
    (TWO, dict(tiles={0: {"speed": -1}}), "speed needs a count of 0 or more"),
    (TWO, dict(tiles={0: {"speed": 7}}), "more super tiles handed out"),
    (TWO, dict(tiles={0: {}, 1: {}}, supply={"speed": 6, "luck": 5}), "must add up to the set"),
    (TWO, dict(supply={"gold": 1}), "supply: no super tile called 'gold'"),
    (TWO, dict(current=2), "current: 2 is not a seat"),
    (TWO, dict(first_player=-1), "first_player: -1 is not a seat"),
    (TWO, dict(turn=0), "turn must be a whole number from 1"),
    (TWO, dict(current=1, turn=3), "turn 3 is red's when red starts (play goes clockwise), not blue's"),
    (TWO, dict(roll=4), "the die shows 4, which is not one of its faces"),
    (TWO, dict(roll=0), "roll must be a number the die shows"),
    (TWO, dict(bonus=2), "a speed bonus of +2 needs a roll"),
    (TWO, dict(bonus=1, roll=1), "bonus steps"),
    (TWO, dict(bonus="2", roll=1), "bonus must be a whole number"),
    (TWO, dict(flips=-1), "flips must be a whole number"),
    (TWO, dict(side="underground", flips=2), "after 2 flips the desert side is up, not the underground side"),
    (TWO, dict(phase="dance"), "phase must be 'roll', 'move' or 'draw'"),
    (TWO, dict(phase="draw"), "the draw phase needs players waiting to draw"),
    (FOUR, dict(draws=(1, 2), side="underground"), "the die shows the flipper's roll"),
    (FOUR, dict(draws=(1, 2), roll=1), "the board has not been turned over yet"),
    (FOUR, dict(draws=(0, 1), roll=1, side="underground"), "red turned the board over"),
    (FOUR, dict(draws=(3, 1), roll=1, side="underground"), "from the flipper's left, clockwise"),
    (FOUR, dict(draws=(1, 1), roll=1, side="underground"), "each once"),
    (FOUR, dict(draws=(1,), roll=1, side="underground", phase="move"), "only in the draw phase"),
    (FOUR, dict(draws=(1,), roll=1, side="underground",
                tiles={0: {"speed": 6, "luck": 5, "shortcut": 5}, 1: {}, 2: {}, 3: {}}),
     "needs a super tile in the supply"),
    (TWO, dict(winners=(0,), roll=1), "red is named a winner but has not met every friend"),
    (TWO, dict(winners=(0,), chains={0: ()}, positions={0: (2, 2)}, roll=1), "does not stand on a burrow"),
    (TWO, dict(winners=(0, 0), chains={0: ()}, roll=1), "a winner is named twice"),
    (TWO, dict(winners=(0,), chains={0: ()}, roll=1, phase="roll"), "'move' phase"),
    (FOUR, dict(winners=(1, 2), chains={1: (), 2: ()}, roll=1), "by coming out of a flip"),
    (FOUR, dict(winners=(1,), chains={1: ()}, roll=1), "by coming out of a flip"),
    (FOUR, dict(winners=(0, 1), chains={0: (), 1: ()}, roll=1, side="underground"), "by coming out of a flip"),
    (TWO, dict(winners=(2,)), "winners: 2 is not a seat"),
]


@pytest.mark.parametrize("game, changes, words", BAD, ids=[w[:40] for _, _, w in BAD])
def test_an_impossible_position_is_refused_with_a_clear_message(game, changes, words):
    with pytest.raises(ValueError) as info:
        arrange(game, 1, **changes)
    assert words in str(info.value), str(info.value)


@pytest.mark.parametrize("field, value, words", [
    ("draws", [3, 2], "from the flipper's left"),
    ("winners", [0, 1], "has not met every friend"),
    ("turn", 2, "turn 2 is blue's when red starts"),
    ("flips", 1, "after 1 flip the underground side is up, not the desert side"),
    ("bonus", 2, "needs a roll"),
])
def test_a_loaded_state_is_checked_the_same_way(field, value, words):
    game = RaufUndRunter(players=4, friends=2)
    doc = json.loads(game.state_to_json(game.initial_state(1)))
    if field == "draws":
        doc["state"].update(phase="draw", roll=1, flips=1, side=1)
    doc["state"][field] = value
    with pytest.raises(FormatError, match=words.replace("(", r"\(").replace(")", r"\)")):
        game.state_from_json(json.dumps(doc))


def test_arrange_rebuilds_every_kind_of_position_of_real_play():
    """Each field of a state can be set: states of a seeded game (draw phases and the final
    home-on-landing win included) are rebuilt from their fields alone."""
    from rur_play import play
    game = RaufUndRunter(players=4, friends=2)
    states, _, _ = play(game, 15, 15, 0.5)
    names = ("chameleon", "beetle", "mouse", "tortoise")
    kinds = ("speed", "luck", "shortcut")
    picked = states[::7] + [x for x in states if x.phase == "draw"][:3] + [x for x in states if x.bonus][:3]
    picked += [states[-1]]
    assert {x.phase for x in picked} == {"roll", "move", "draw"} and states[-1].over
    for s in picked:
        rebuilt = arrange(game, 15, side=("desert", "underground")[s.side],
                          positions={q: GRID.square_of(c) for q, c in enumerate(s.positions)},
                          chains={q: tuple(names[f] for f in c) for q, c in enumerate(s.chains)},
                          heading_home=dict(enumerate(s.heading_home)),
                          tiles={q: dict(zip(kinds, t)) for q, t in enumerate(s.tiles)},
                          supply=dict(zip(kinds, s.supply)), current=s.current, turn=s.turn,
                          roll=s.roll or None, bonus=s.bonus, phase=s.phase, draws=s.draws, flips=s.flips,
                          winners=s.winners)
        assert rebuilt == s
