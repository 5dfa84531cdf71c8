"""Labyrinth's components, setup, settings and hidden information, checked against the rules text
(/work/shared/rules/labyrinth.md)."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest

import engine
from engine.core import E, N, S, W
from engine.labyrinth import COLOURS, HOME, TREASURES, Labyrinth
from engine.labyrinth.game import FIXED_CELLS, HOME_CELLS
from lab_helpers import idx

rule = pytest.mark.rule
ALL = N | E | S | W
LOOSE_CELLS = [i for i in range(49) if i not in FIXED_CELLS]


def loose_cards(state):
    return [state.board[i] for i in LOOSE_CELLS] + [state.spare]


# -- the printed board ----------------------------------------------------------------------
#: the rules document's list, 1-based (row, col) → the closed side of each printed T
PRINTED_T_CLOSED = {
    (1, 3): N, (1, 5): N,
    (3, 1): W, (3, 3): W, (3, 5): N, (3, 7): E,
    (5, 1): W, (5, 3): S, (5, 5): E, (5, 7): E,
    (7, 3): S, (7, 5): S,
}


@rule("labyrinth.board.fixed")
def test_sixteen_fixed_squares_at_odd_odd_positions():
    assert FIXED_CELLS == {idx(r, c) for r in (1, 3, 5, 7) for c in (1, 3, 5, 7)}
    assert len(FIXED_CELLS) == 16


@rule("labyrinth.board.fixed")
def test_printed_squares_match_the_rules_document():
    s = Labyrinth().initial_state(0)
    for (r, c), closed in PRINTED_T_CLOSED.items():
        tile = s.board[idx(r, c)]
        assert tile.sides == ALL & ~closed, (r, c)
        assert tile.treasure >= 0
    # the corners: open towards the inside, no treasure
    assert s.board[idx(1, 1)].sides == E | S and s.board[idx(1, 7)].sides == S | W
    assert s.board[idx(7, 7)].sides == N | W and s.board[idx(7, 1)].sides == N | E
    assert all(s.board[i].treasure == -1 for i in HOME_CELLS)
    fixed_treasures = sorted(s.board[i].treasure for i in FIXED_CELLS if i not in HOME_CELLS)
    assert fixed_treasures == list(range(12))


@rule("labyrinth.board.fixed")
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_fixed_squares_never_change_after_any_shift(seed):
    g = Labyrinth(players=4)
    s = g.initial_state(seed)
    fixed = {i: s.board[i] for i in FIXED_CELLS}
    for shift in g.legal_actions(s):
        after = g.apply(s, shift)
        assert {i: after.board[i] for i in FIXED_CELLS} == fixed, shift
        # and two pushes in a row (next turn) too
        after = g.apply(after, g.legal_actions(after)[0])
        for second in g.legal_actions(after)[::5]:
            again = g.apply(after, second)
            assert {i: again.board[i] for i in FIXED_CELLS} == fixed


@rule("labyrinth.cards.movable")
@pytest.mark.parametrize("seed", [0, 7, 123])
def test_thirty_four_loose_cards(seed):
    s = Labyrinth().initial_state(seed)
    cards = loose_cards(s)
    assert len(s.board) == 49 and len(cards) == 34
    shapes = Counter(t.shape for t in cards)
    assert shapes == {"straight": 12, "corner": 16, "T": 6}
    assert all(t.treasure == -1 for t in cards if t.shape == "straight")
    assert all(t.treasure >= 0 for t in cards if t.shape == "T")
    assert sum(t.treasure >= 0 for t in cards if t.shape == "corner") == 6
    # 24 treasures: 12 printed + 6 loose T + 6 loose corner, each exactly once
    everywhere = [t.treasure for t in s.board + (s.spare,) if t.treasure >= 0]
    assert sorted(everywhere) == list(range(24)) and len(TREASURES) == 24


@rule("labyrinth.setup.shuffle")
@rule("labyrinth.setup.orientation")
def test_layout_and_orientation_are_random_per_seed_and_fixed_per_seed():
    g = Labyrinth()
    boards = [g.initial_state(seed) for seed in range(20)]
    assert len({(b.board, b.spare) for b in boards}) == 20
    assert g.initial_state(3) == g.initial_state(3)
    # each loose square sees several different cards over the seeds, in several orientations
    for i in LOOSE_CELLS:
        assert len({b.board[i].sides for b in boards}) >= 3
    # a T (the only shape with four distinct looks) turns every way somewhere
    t_looks = {t.sides for b in boards for t in loose_cards(b) if t.shape == "T"}
    assert t_looks == {ALL & ~N, ALL & ~E, ALL & ~S, ALL & ~W}


@rule("labyrinth.setup.deal")
@pytest.mark.parametrize("players, each", [(2, 12), (3, 8), (4, 6)])
def test_treasures_dealt_evenly(players, each):
    g = Labyrinth(players=players)
    assert g.settings["treasures"] == each == 24 // players
    for seed in range(5):
        s = g.initial_state(seed)
        assert [len(p) for p in s.piles] == [each] * players
        dealt = [t for p in s.piles for t in p]
        assert sorted(dealt) == list(range(24))
        assert s.found == ((),) * players


@rule("labyrinth.setup.deal")
@pytest.mark.parametrize("players, treasures", [(2, 1), (3, 5), (4, 3)])
def test_a_shorter_game_deals_fewer(players, treasures):
    g = Labyrinth(players=players, treasures=treasures)
    s = g.initial_state(4)
    assert [len(p) for p in s.piles] == [treasures] * players
    dealt = [t for p in s.piles for t in p]
    assert len(set(dealt)) == len(dealt)
    assert g.describe(s).count(f"found 0/{treasures}") == players


@rule("labyrinth.setup.deal")
def test_deal_is_shuffled():
    g = Labyrinth(players=2)
    assert len({g.initial_state(seed).piles for seed in range(10)}) == 10


@rule("labyrinth.setup.start")
@rule("labyrinth.setup.colours")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_pawns_start_on_their_corners(players):
    s = Labyrinth(players=players).initial_state(0)
    assert s.pawns == tuple(idx(*HOME[p]) for p in range(players))
    # clockwise from the top left: red, blue, yellow, green ((row, col) counted from 1)
    assert HOME == ((1, 1), (1, 7), (7, 7), (7, 1))
    assert s.phase == "shift" and s.turn == 1 and s.forbidden is None


@rule("labyrinth.turn.order")
@rule("labyrinth.turn.first-player")
@pytest.mark.parametrize("players, first", [(2, 1), (3, 2), (4, 3), (4, 0)])
def test_first_player_setting(players, first):
    g = Labyrinth(players=players, first_player=first)
    s = g.initial_state(0)
    assert g.current_player(s) == first == s.first_player


@rule("labyrinth.turn.first-player")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_red_starts_unless_the_table_chooses_another_first_player(players):
    g = Labyrinth(players=players)
    assert g.settings["first_player"] == 0
    for seed in range(5):
        s = g.initial_state(seed)
        assert s.current == s.first_player == 0
        assert g.describe(s).endswith("turn 1: red to shift")
    rule_text = Labyrinth.rules["labyrinth.turn.first-player"].text
    assert Labyrinth.rules["labyrinth.turn.first-player"].source == "decision" and "red" in rule_text


@rule("labyrinth.setup.colours")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_colours_are_fixed_by_seat_clockwise_from_red_in_the_top_left(players):
    g = Labyrinth(players=players)
    s = g.initial_state(1)
    assert COLOURS == ("red", "blue", "yellow", "green")
    # seat p plays colour p from its corner; the corners go round clockwise: top left, top right,
    # bottom right, bottom left
    assert HOME == ((1, 1), (1, 7), (7, 7), (7, 1))
    status = g.describe(s).splitlines()[-players - 1:-1]
    for p in range(players):
        assert status[p].startswith(f"{COLOURS[p]:6} at ({HOME[p][0]},{HOME[p][1]})")
    # the pawn letters of the text picture stand in their own corners
    rows = g.describe(s).splitlines()
    for p, letter in enumerate("RBYG"[:players]):
        r, c = HOME[p]
        assert rows[r][5 + 3 * (c - 1)] == letter
    assert not any(rows[r][5 + 3 * (c - 1)] != " " for r, c in HOME[players:])


def test_default_settings():
    assert Labyrinth().settings == {"players": 2, "treasures": 12, "variant": "standard",
                                    "same_round_tie": False, "first_player": 0}
    assert "labyrinth" in engine.games() and engine.games() == sorted(engine.games())
    assert engine.load("labyrinth", players=3).settings["treasures"] == 8


# -- settings validation ---------------------------------------------------------------------------
@pytest.mark.parametrize("settings, words", [
    ({"players": 1}, ["players", "2, 3 or 4", "1"]),
    ({"players": 5}, ["players", "2, 3 or 4"]),
    ({"players": "2"}, ["players", "2, 3 or 4"]),
    ({"players": True}, ["players", "2, 3 or 4"]),
    ({"players": 2.0}, ["players", "2, 3 or 4"]),
    ({"treasures": 0}, ["treasures", "1..12"]),
    ({"treasures": 13}, ["treasures", "1..12"]),
    ({"players": 3, "treasures": 9}, ["treasures", "1..8", "3 players"]),
    ({"players": 4, "treasures": 7}, ["treasures", "1..6"]),
    ({"treasures": "3"}, ["treasures", "1..12"]),
    ({"treasures": 2.5}, ["treasures"]),
    ({"variant": "expert"}, ["variant", "standard", "children", "advanced", "expert"]),
    ({"variant": None}, ["variant", "standard, children, advanced, children+advanced"]),
    ({"variant": "advanced+children"}, ["variant", "children+advanced", "'advanced+children'"]),
    ({"same_round_tie": "yes"}, ["same_round_tie", "true or false"]),
    ({"same_round_tie": 1}, ["same_round_tie", "true or false"]),
    ({"first_player": 2}, ["first_player", "0..1"]),
    ({"players": 4, "first_player": 4}, ["first_player", "0..3"]),
    ({"first_player": -1}, ["first_player"]),
    ({"first_player": True}, ["first_player"]),
    ({"colour": "red"}, ["unknown setting", "colour", "first_player, players, same_round_tie, treasures, variant"]),
])
def test_bad_settings_name_the_setting_and_what_it_allows(settings, words):
    with pytest.raises(ValueError) as info:
        Labyrinth(**settings)
    for w in words:
        assert w in str(info.value), (w, str(info.value))
    with pytest.raises(ValueError):
        engine.load("labyrinth", **settings)


def test_unknown_game():
    with pytest.raises(ValueError, match="unknown game 'chess'; choose from .*labyrinth"):
        engine.load("chess")


# -- hidden information -------------------------------------------------------------------------------
def hidden_cards(game, state, viewer):
    """The cards ``viewer`` may not see: every other pile, and their own pile below the top card
    (in the children's game they see their whole pile)."""
    hidden = []
    for p, pile in enumerate(state.piles):
        if p != viewer:
            hidden.append((p, 0))
        elif not game.children_rule:
            hidden.append((p, 1))
    return hidden


def reshuffle_hidden(game, state, viewer, rng):
    """The same position with every card the viewer cannot see redealt among the hidden slots
    (piles keep their sizes; the cards come from the hidden cards themselves and the treasures
    nobody was dealt)."""
    slots = hidden_cards(game, state, viewer)
    pool = [t for p, start in slots for t in state.piles[p][start:]]
    visible = {t for p, pile in enumerate(state.piles) for t in pile} - set(pool)
    dealt_anywhere = {t for pile in state.piles for t in pile} | {t for got in state.found for t in got}
    pool += [t for t in range(24) if t not in dealt_anywhere and t not in visible]
    rng.shuffle(pool)
    piles = list(state.piles)
    for p, start in slots:
        n = len(piles[p]) - start
        piles[p] = piles[p][:start] + tuple(pool[:n])
        pool = pool[n:]
    return replace(state, piles=tuple(piles))


@rule("labyrinth.target.hidden")
@pytest.mark.parametrize("variant", ["standard", "advanced", "children", "children+advanced"])
@pytest.mark.parametrize("players, treasures", [(2, 5), (3, 4), (4, 3)])
def test_observation_does_not_depend_on_cards_the_player_cannot_see(variant, players, treasures):
    g = Labyrinth(players=players, treasures=treasures, variant=variant)
    rng = random.Random(0)
    s = g.initial_state(11)
    for _ in range(6):   # a few positions of a game
        for viewer in range(players):
            obs = g.observation(s, viewer)
            for _ in range(5):
                other = reshuffle_hidden(g, s, viewer, rng)
                assert g.observation(other, viewer) == obs
            # what the viewer does see is their own target (children: whole pile)
            expected = s.piles[viewer] if variant.startswith("children") else s.piles[viewer][:1]
            assert obs.my_targets == expected
            assert obs.pile_sizes == tuple(len(p) for p in s.piles)
            assert not hasattr(obs, "piles")
        s = g.apply(s, g.legal_actions(s)[rng.randrange(len(g.legal_actions(s)))])
        s = g.apply(s, g.legal_actions(s)[-1])


@rule("labyrinth.variant.children-secret")
@pytest.mark.parametrize("variant", ["children", "children+advanced"])
def test_children_see_their_whole_pile_but_nobody_else_s(variant):
    g = Labyrinth(players=3, treasures=3, variant=variant)
    s = replace(g.initial_state(0), piles=((1, 2, 3), (4, 5, 6), (7, 8, 9)))
    for viewer in range(3):
        obs = g.observation(s, viewer)
        assert obs.my_targets == s.piles[viewer]
        others = {t for p, pile in enumerate(s.piles) if p != viewer for t in pile}
        assert not others & set(obs.my_targets) and not hasattr(obs, "piles")
        # swapping the others' cards among themselves changes nothing the viewer sees
        swapped = list(s.piles)
        a, b = [p for p in range(3) if p != viewer]
        swapped[a], swapped[b] = s.piles[b], s.piles[a]
        assert g.observation(replace(s, piles=tuple(swapped)), viewer) == obs
    # and the text for onlookers hides every pile
    assert "hidden (3 cards face down)" in g.describe(s, hide_targets=True)


@rule("labyrinth.target.hidden")
def test_observation_changes_when_the_own_target_changes():
    g = Labyrinth(players=2, treasures=3)
    s = replace(g.initial_state(0), piles=((1, 2, 3), (4, 5, 6)))
    assert g.observation(s, 0) != g.observation(replace(s, piles=((7, 2, 3), (4, 5, 6))), 0)
    assert g.observation(s, 0) == g.observation(replace(s, piles=((1, 3, 2), (6, 5, 4))), 0)


def test_observation_of_no_such_player():
    g = Labyrinth(players=2)
    with pytest.raises(ValueError, match="player must be 0..1"):
        g.observation(g.initial_state(0), 2)


@rule("labyrinth.setup.treasure-names")
def test_our_treasure_names_are_24_distinct_names_one_per_treasure_card():
    from engine.labyrinth import TREASURES, Labyrinth
    assert len(TREASURES) == len(set(TREASURES)) == 24
    state = Labyrinth(players=2).initial_state(0)
    on_table = sorted(t.treasure for t in state.board + (state.spare,) if t.treasure >= 0)
    assert on_table == list(range(24))          # every name belongs to exactly one treasure on the table
    assert "our reading" in Labyrinth.rules["labyrinth.setup.treasure-names"].cite()
