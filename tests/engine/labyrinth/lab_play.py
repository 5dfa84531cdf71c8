"""A seeded policy and an invariant checker for random Labyrinth play (property and seed tests)."""
from __future__ import annotations

import random
from collections import Counter

from engine.labyrinth import Labyrinth, LabyrinthState, Move, Shift
from engine.labyrinth.board import OPPOSITE_SIDE
from engine.labyrinth.game import FIXED_CELLS, GRID, SIZE
from lab_helpers import idx

LOOSE_CELLS = [i for i in range(SIZE * SIZE) if i not in FIXED_CELLS]


def policy(game: Labyrinth, state: LabyrinthState, rng: random.Random, greedy: float):
    """With probability ``greedy``: a shift after which the goal is reachable (if any), and the
    scoring move (if any); otherwise a uniformly random legal action. Uses only ``rng``."""
    legal = game.legal_actions(state)
    if rng.random() < greedy:
        p = state.current
        if state.phase == "shift":
            order = legal[:]
            rng.shuffle(order)
            for shift in order[:16]:           # look at a few shifts, not all: keeps play fast
                after = game.apply(state, shift)
                if game.goal_cells(after, p) & game.reachable_cells(after, p):
                    return shift
        else:
            goals = sorted(game.goal_cells(state, p) & game.reachable_cells(state, p))
            if goals:
                return Move(*GRID.square_of(goals[0]))
    return legal[rng.randrange(len(legal))]


def card_multiset(state: LabyrinthState) -> Counter:
    return Counter((t.shape, t.treasure) for t in [state.board[i] for i in LOOSE_CELLS] + [state.spare])


class Invariants:
    """Checks one game's invariants after every action against its initial state."""

    def __init__(self, game: Labyrinth, initial: LabyrinthState):
        self.game = game
        self.initial = initial
        self.cards = card_multiset(initial)
        self.fixed = {i: initial.board[i] for i in FIXED_CELLS}
        self.dealt = initial.piles

    def check(self, before: LabyrinthState, action, after: LabyrinthState, events) -> None:
        g, n = self.game, self.game.players
        # 49 squares + 1 spare, the same 34 loose cards, the printed squares untouched
        assert len(after.board) == SIZE * SIZE
        assert card_multiset(after) == self.cards
        assert {i: after.board[i] for i in FIXED_CELLS} == self.fixed
        # 24 treasures, each exactly once on the board or the spare
        treasures = sorted(t.treasure for t in after.board + (after.spare,) if t.treasure >= 0)
        assert treasures == list(range(24))
        # every pawn on the board
        assert len(after.pawns) == n and all(0 <= c < SIZE * SIZE for c in after.pawns)
        # each player's cards: found + still face down = what they were dealt
        for p in range(n):
            if g.children_rule:
                assert sorted(after.found[p] + after.piles[p]) == sorted(self.dealt[p])
            else:
                assert after.found[p] + after.piles[p] == self.dealt[p]   # collected top first
        # every event cites a rule of the registry
        assert events and all(e.rule in g.rules for e in events)
        if isinstance(action, Shift):
            assert before.phase == "shift" and after.phase == "move"
            assert action.insertion != before.forbidden            # no-reverse never broken
            assert after.forbidden == (OPPOSITE_SIDE[action.side], action.line)
            assert after.current == before.current and after.piles == before.piles
        else:
            assert isinstance(action, Move)
            assert before.phase == "move" and after.phase == "shift"
            assert after.pawns[before.current] == idx(action.row, action.col)   # (row, col) counted from 1
            if after.over:
                assert after.winners and g.is_terminal(after) and g.legal_actions(after) == []
            else:
                assert after.current == (before.current + 1) % n and after.turn == before.turn + 1
        assert before.winners == ()                                   # nothing is played after the end
        assert len(set(after.finished)) == len(after.finished)         # nobody finishes twice
        g.validate_state(after)                                        # every reachable position is valid


def play(game: Labyrinth, seed: int, policy_seed: int, greedy: float, max_turns: int = 400, check=True):
    """Plays one game; returns (states, actions, events). Checks invariants after every action."""
    rng = random.Random(policy_seed)
    state = game.initial_state(seed)
    inv = Invariants(game, state) if check else None
    states, actions, events = [state], [], []
    while not game.is_terminal(state) and state.turn <= max_turns:
        action = policy(game, state, rng, greedy)
        new, evs = game.transition(state, action)
        if inv:
            inv.check(state, action, new, evs)
        state = new
        states.append(state)
        actions.append(action)
        events.append(evs)
    return states, actions, events
