"""Labyrinth (Das verrückte Labyrinth): shift the maze, then walk it.

Squares are named (row, col) counted from 1, as the rules count them, in every text and
in the actions' fields (``Move(1, 3)``, ``Shift("N", 2)``); states store cell numbers 0..48,
row-major (see ``engine.core.grid``).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from typing import Any

from engine.core import ALL_SIDES, E, Event, Game, Grid, IllegalAction, N, S, W, derived_rng, rotate
from engine.core.settings import Settings

from .board import (COLOURS, FIXED_LAYOUT, FIXED_TREASURE_AT, HOME, LINES, LOOSE_CARDS, MOVABLE_LINES,
                    OPPOSITE_SIDE, SIDE_NAMES, SIDES, SIZE, TREASURES, cell_name)
from .rules import RULES

GRID = Grid(SIZE, SIZE)
#: for each insertion point: cell → the cell its card moves to (the far end wraps onto the inserted card)
NEXT_IN_LINE = {ins: {cells[k]: cells[(k + 1) % len(cells)] for k in range(len(cells))}
                for ins, cells in LINES.items()}
#: for each insertion point: (cell where the card goes in, cell pushed out, the insertion that would undo it)
ENDS = {ins: (cells[0], cells[-1], (OPPOSITE_SIDE[ins[0]], ins[1])) for ins, cells in LINES.items()}
#: for each insertion point: (destination slice, source slice) that slide the line by one card
def _slides(side: str, line: int) -> tuple[slice, slice]:
    k = line - 1  # the line's row or column in storage (0-based)
    if side == "N":
        return slice(k + SIZE, SIZE * SIZE, SIZE), slice(k, SIZE * (SIZE - 1), SIZE)
    if side == "S":
        return slice(k, SIZE * (SIZE - 1), SIZE), slice(k + SIZE, SIZE * SIZE, SIZE)
    if side == "W":
        return slice(k * SIZE + 1, k * SIZE + SIZE), slice(k * SIZE, k * SIZE + SIZE - 1)
    return slice(k * SIZE, k * SIZE + SIZE - 1), slice(k * SIZE + 1, k * SIZE + SIZE)


SLIDES = {ins: _slides(*ins) for ins in LINES}
HOME_CELLS = tuple(GRID.square(r, c) for r, c in HOME)
FIXED_CELLS = frozenset(GRID.square(r, c) for r, c in FIXED_LAYOUT)
#: the children's and the advanced rule can be played alone or together (labyrinth.variant.combined)
VARIANTS = ("standard", "children", "advanced", "children+advanced")


# -- state -----------------------------------------------------------------------
@dataclass(frozen=True)
class Tile:
    """A path square: its open sides (bits N=1, E=2, S=4, W=8) and its treasure (-1 for none)."""

    sides: int
    treasure: int = -1

    def __post_init__(self) -> None:
        if not 0 < self.sides <= ALL_SIDES or bin(self.sides).count("1") not in (2, 3):
            raise ValueError(f"a maze card has two or three open sides, not mask {self.sides}")
        if not -1 <= self.treasure < len(TREASURES):
            raise ValueError(f"no treasure number {self.treasure}")

    def turned(self, quarter_turns: int) -> "Tile":
        """The same card turned clockwise (tiles are shared: there are few distinct ones)."""
        if not quarter_turns % 4:
            return self
        key = (rotate(self.sides, quarter_turns), self.treasure)
        tile = _TURNED.get(key)
        if tile is None:
            tile = _TURNED[key] = Tile(*key)
        return tile

    @property
    def shape(self) -> str:
        return _SHAPES[self.sides]


def _shape(sides: int) -> str:
    if bin(sides).count("1") == 3:
        return "T"
    return "straight" if sides in (N | S, E | W) else "corner"


#: "straight", "corner" or "T" for each open-sides mask a card can have
_SHAPES = {m: _shape(m) for m in range(1, ALL_SIDES + 1) if bin(m).count("1") in (2, 3)}
_TURNED: dict[tuple[int, int], Tile] = {}


@dataclass(frozen=True)
class LabyrinthState:
    board: tuple[Tile, ...]           # 49 squares, row-major
    spare: Tile                       # the card in hand, as it lies now
    pawns: tuple[int, ...]            # each player's cell
    piles: tuple[tuple[int, ...], ...]  # each player's treasure cards still face down, top first
    found: tuple[tuple[int, ...], ...]  # each player's collected cards, face up, in order
    current: int                      # whose turn it is
    phase: str                        # "shift" or "move"
    forbidden: tuple[str, int] | None  # the insertion point that would undo the last shift
    first_player: int
    turn: int = 1                     # counts every player's turn from 1
    finished: tuple[int, ...] = ()    # players home (or done) this round, waiting for the round to end
    winners: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return bool(self.winners)

    @cached_property
    def masks(self) -> tuple[int, ...]:
        """Each square's open sides, for path search (derived from ``board``, computed once)."""
        return tuple(t.sides for t in self.board)



_STATE_FIELDS = tuple(f for f in LabyrinthState.__dataclass_fields__)


def _fast_state(*values: Any) -> LabyrinthState:
    """A LabyrinthState from all its field values in order, without the frozen dataclass's
    per-field ``object.__setattr__`` (the shift is the engine's hot path; the values come
    from an existing valid state, so ``__init__`` would check nothing more)."""
    state = object.__new__(LabyrinthState)
    state.__dict__.update(zip(_STATE_FIELDS, values))
    return state

# -- actions ---------------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Shift:
    """Push the spare in at ``side`` ("N", "E", "S", "W") of row or column ``line`` (2, 4 or 6,
    counted from 1), after turning it ``rotation`` quarter turns clockwise."""

    side: str
    line: int
    rotation: int = 0

    def __str__(self) -> str:
        kind = "column" if self.side in "NS" else "row"
        turn = f", spare turned {90 * self.rotation}°" if self.rotation else ""
        return f"shift: push in at the {SIDE_NAMES.get(self.side, self.side)} of {kind} {self.line}{turn}"

    @property
    def insertion(self) -> tuple[str, int]:
        return (self.side, self.line)


@dataclass(frozen=True, order=True)
class Move:
    """Walk the pawn to square (row, col), counted from 1; the pawn's own square means staying."""

    row: int
    col: int

    def __str__(self) -> str:
        return f"move to ({self.row},{self.col})"


#: every shift, sorted as legal_actions lists them (shared instances: actions are immutable)
ALL_SHIFTS = tuple(sorted(Shift(side, line, rot) for side in SIDES for line in MOVABLE_LINES for rot in range(4)))


def insertion_name(side: str, line: int) -> str:
    kind = "column" if side in "NS" else "row"
    return f"the {SIDE_NAMES[side]} of {kind} {line}"


# -- events ----------------------------------------------------------------------
@dataclass(frozen=True)
class Shifted(Event):
    player: int = 0
    side: str = "N"
    line: int = 0
    rotation: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} {Shift(self.side, self.line, self.rotation)}"


@lru_cache(maxsize=None)
def _shifted(player: int, action: Shift) -> Shifted:
    """The event for a shift (shared instances: events are immutable, and shifting is the hot path)."""
    return Shifted("labyrinth.shift.insertion-points", player, action.side, action.line, action.rotation)


@dataclass(frozen=True)
class PawnPushedOff(Event):
    player: int = 0
    cell_from: int = 0
    cell_to: int = 0

    @property
    def text(self) -> str:
        return (f"{COLOURS[self.player]} pawn pushed off at {cell_name(self.cell_from)}, "
                f"re-enters at {cell_name(self.cell_to)}")


@dataclass(frozen=True)
class PawnMoved(Event):
    player: int = 0
    cell_from: int = 0
    cell_to: int = 0

    @property
    def text(self) -> str:
        if self.cell_from == self.cell_to:
            return f"{COLOURS[self.player]} stays at {cell_name(self.cell_to)}"
        return f"{COLOURS[self.player]} moves {cell_name(self.cell_from)} → {cell_name(self.cell_to)}"


@dataclass(frozen=True)
class TreasureFound(Event):
    player: int = 0
    treasure: int = 0
    left: int = 0

    @property
    def text(self) -> str:
        more = f"{self.left} to go" if self.left else "all found"
        return f"{COLOURS[self.player]} collects the {TREASURES[self.treasure]} ({more})"


@dataclass(frozen=True)
class HeadHome(Event):
    player: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} has every treasure: now back to the start square"


@dataclass(frozen=True)
class PlayerFinished(Event):
    player: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} has finished"


@dataclass(frozen=True)
class GameWon(Event):
    winners: tuple[int, ...] = ()

    @property
    def text(self) -> str:
        names = " and ".join(COLOURS[p] for p in self.winners)
        return f"game over: {names} {'wins' if len(self.winners) == 1 else 'share the win'}"


@dataclass(frozen=True)
class TurnPassed(Event):
    player: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]}'s turn: shift the maze"


# -- the game --------------------------------------------------------------------
class Labyrinth(Game):
    name = "labyrinth"
    title = "Labyrinth"
    rules = RULES
    state_type = LabyrinthState
    action_types = (Shift, Move)
    action_rule = "labyrinth.turn.order"

    @classmethod
    def validate_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        s = Settings(settings, cls.title, ("players", "treasures", "variant", "same_round_tie", "first_player"))
        players = s.whole("players", 2, 2, 4, listed=True)
        most = len(TREASURES) // players
        return {"players": players,
                "treasures": s.whole("treasures", most, 1, most, what="treasures (cards per player)",
                                     why=f" with {players} players"),
                "variant": s.one_of("variant", "standard", VARIANTS),
                "same_round_tie": s.flag("same_round_tie", False),
                "first_player": s.whole("first_player", 0, 0, players - 1)}

    @property
    def players(self) -> int:
        return self.settings["players"]

    @property
    def variant(self) -> str:
        return self.settings["variant"]

    @property
    def children_rule(self) -> bool:
        """The children's rule is in force (alone or combined): whole pile visible to its owner,
        any order, no return home."""
        return self.settings["variant"] in ("children", "children+advanced")

    @property
    def advanced_rule(self) -> bool:
        """The advanced rule is in force (alone or combined): no passing over pawns and treasures."""
        return self.settings["variant"] in ("advanced", "children+advanced")

    # -- setup -------------------------------------------------------------------
    def initial_state(self, seed: int = 0) -> LabyrinthState:
        rng = derived_rng(seed, "labyrinth", "setup")
        cards = list(LOOSE_CARDS)
        rng.shuffle(cards)
        tiles = [Tile(sides, t).turned(rng.randrange(4)) for sides, t in cards]
        board: list[Tile | None] = [None] * (SIZE * SIZE)
        for (r, c), sides in FIXED_LAYOUT.items():
            board[GRID.square(r, c)] = Tile(sides, FIXED_TREASURE_AT.get((r, c), -1))
        free = iter(tiles)
        for i in range(SIZE * SIZE):
            if board[i] is None:
                board[i] = next(free)
        spare = next(free)
        deck = list(range(len(TREASURES)))
        rng.shuffle(deck)
        # labyrinth.setup.short-game: with fewer cards each, the undealt cards' treasures stay on the board
        k = self.settings["treasures"]
        piles = tuple(tuple(deck[p * k:(p + 1) * k]) for p in range(self.players))
        # labyrinth.turn.first-player: the setting names who starts, red (seat 0) unless chosen;
        # labyrinth.setup.colours: seat p plays COLOURS[p] from the corner HOME[p], clockwise from red
        first = self.settings["first_player"]
        return LabyrinthState(board=tuple(board), spare=spare, pawns=HOME_CELLS[: self.players], piles=piles,
                              found=((),) * self.players, current=first, phase="shift", forbidden=None,
                              first_player=first)

    # -- queries -------------------------------------------------------------------
    def current_player(self, state: LabyrinthState) -> int:
        return state.current

    def is_terminal(self, state: LabyrinthState) -> bool:
        return state.over

    def winners(self, state: LabyrinthState) -> tuple[int, ...]:
        return state.winners

    def targets(self, state: LabyrinthState, player: int) -> tuple[int, ...]:
        """The treasures ``player`` may collect now: the top card, or (children's rule) the whole pile."""
        pile = state.piles[player]
        return pile if self.children_rule else pile[:1]

    def target(self, state: LabyrinthState, player: int) -> int | None:
        """The player's current target treasure, or None when heading home (or done)."""
        pile = state.piles[player]
        return pile[0] if pile else None

    def treasure_cell(self, state: LabyrinthState, treasure: int) -> int | None:
        """Where a treasure lies on the board; None while it is on the spare card."""
        for i, tile in enumerate(state.board):
            if tile.treasure == treasure:
                return i
        return None

    def goal_cells(self, state: LabyrinthState, player: int) -> set[int]:
        """Squares that would score for ``player`` if they ended a move there."""
        pile = state.piles[player]
        if not pile:
            return set() if self.children_rule else {HOME_CELLS[player]}
        wanted = set(self.targets(state, player))
        return {i for i, tile in enumerate(state.board) if tile.treasure in wanted}

    def blockers(self, state: LabyrinthState, player: int) -> frozenset[int]:
        """Squares the advanced rule says ``player`` may not pass over: other pawns, and every treasure
        the player may not collect now (labyrinth.variant.advanced-reading; in the combined game every
        card of the own pile is collectable, labyrinth.variant.combined; the treasures of undealt cards
        block too, labyrinth.setup.short-game)."""
        if not self.advanced_rule:
            return frozenset()
        wanted = self.targets(state, player)
        cells = {c for p, c in enumerate(state.pawns) if p != player}
        cells.update(i for i, t in enumerate(state.board) if t.treasure >= 0 and t.treasure not in wanted)
        return frozenset(cells)

    def reachable_cells(self, state: LabyrinthState, player: int | None = None) -> set[int]:
        """Every square the pawn of ``player`` (default: whoever is to play) can walk to now."""
        p = state.current if player is None else player
        return GRID.reachable(state.masks, state.pawns[p], self.blockers(state, p))

    def legal_shifts(self, state: LabyrinthState) -> list[Shift]:
        if state.over or state.phase != "shift":
            return []
        forbidden = state.forbidden
        return [a for a in ALL_SHIFTS if a.insertion != forbidden]

    def legal_actions(self, state: LabyrinthState) -> list[Shift | Move]:
        if state.over:
            return []
        if state.phase == "shift":
            return self.legal_shifts(state)
        return [Move(*GRID.square_of(i)) for i in sorted(self.reachable_cells(state))]

    def hint(self, state: LabyrinthState) -> tuple[Shift, Move] | None:
        """A shift and a move that score for the player to play this turn (their target, or home), if any.

        Only valid at the start of a turn (shift phase). Tries shifts in ``legal_actions`` order
        and returns the first that works, so the hint is deterministic.
        """
        if state.over or state.phase != "shift":
            return None
        p = state.current
        for shift in self.legal_shifts(state):
            after = self.apply(state, shift)
            goals = self.goal_cells(after, p) & self.reachable_cells(after, p)
            if goals:
                return shift, Move(*GRID.square_of(min(goals)))
        return None

    def scoring_moves(self, state: LabyrinthState) -> list[Move]:
        """In the move phase: the moves that reach the mover's target (or home) now."""
        if state.over or state.phase != "move":
            return []
        p = state.current
        return [Move(*GRID.square_of(i)) for i in sorted(self.goal_cells(state, p) & self.reachable_cells(state, p))]

    # -- checking --------------------------------------------------------------------
    def check(self, state: LabyrinthState, action: Shift | Move) -> None:
        if state.over:
            raise IllegalAction("labyrinth.game.over", "The game is over: no more moves.")
        if isinstance(action, Shift):
            if state.phase != "shift":
                raise IllegalAction("labyrinth.turn.order",
                                    "You have already shifted the maze this turn: now move your pawn.")
            if action.side not in SIDES or type(action.line) is not int or action.line not in MOVABLE_LINES:
                raise IllegalAction("labyrinth.shift.insertion-points",
                                    "Cards go in only at the twelve arrows: either end of rows and columns "
                                    "2, 4 and 6.")
            if type(action.rotation) is not int or action.rotation not in (0, 1, 2, 3):
                raise IllegalAction("labyrinth.spare.rotation",
                                    "The spare can be turned 0, 1, 2 or 3 quarter turns.")
            if action.insertion == state.forbidden:
                raise IllegalAction("labyrinth.shift.no-reverse",
                                    f"You may not push in at {insertion_name(*action.insertion)}: the previous "
                                    "shift pushed a card out there, and pushing it back would undo it.")
            return
        # a Move
        if state.phase != "move":
            raise IllegalAction("labyrinth.shift.mandatory",
                                "Shift the maze first: every turn starts with pushing in the spare card.")
        if not GRID.has_square(action.row, action.col):
            raise IllegalAction("labyrinth.board.grid",
                                f"row {action.row!r}, column {action.col!r} is not a square of the 7×7 board "
                                "(rows and columns are numbered 1 to 7).")
        dest = GRID.square(action.row, action.col)
        masks = state.masks
        start = state.pawns[state.current]
        if dest in GRID.reachable(masks, start, self.blockers(state, state.current)):
            return
        if self.advanced_rule and dest in GRID.reachable(masks, start):
            raise IllegalAction("labyrinth.variant.advanced",
                                f"Every path to {cell_name(dest)} passes over another pawn or a treasure, "
                                "which the advanced rule forbids.")
        raise IllegalAction("labyrinth.move.connected-paths",
                            f"No connected path leads from {cell_name(start)} to {cell_name(dest)}.")

    # -- resolving -------------------------------------------------------------------
    def resolve(self, state: LabyrinthState, action: Shift | Move) -> tuple[LabyrinthState, tuple[Event, ...]]:
        if isinstance(action, Shift):
            return self._shift(state, action)
        return self._move(state, action)

    def _shift(self, state: LabyrinthState, action: Shift) -> tuple[LabyrinthState, tuple[Event, ...]]:
        ins = action.insertion
        into, out, reverse = ENDS[ins]
        dst, src = SLIDES[ins]
        inserted = state.spare.turned(action.rotation)
        board = list(state.board)
        board[dst] = board[src]
        board[into] = inserted
        masks = list(state.masks)
        masks[dst] = masks[src]
        masks[into] = inserted.sides
        events: tuple[Event, ...] = (_shifted(state.current, action),)
        step = NEXT_IN_LINE[ins]
        pawns = tuple([step.get(cell, cell) for cell in state.pawns])
        if out in state.pawns:
            events += tuple(PawnPushedOff("labyrinth.shift.push-off", p, out, into)
                            for p, cell in enumerate(state.pawns) if cell == out)
        new = _fast_state(tuple(board), state.board[out], pawns, state.piles, state.found, state.current,
                          "move", reverse, state.first_player, state.turn, state.finished, state.winners)
        new.__dict__["masks"] = tuple(masks)  # derived from the old masks by the same shift: seed the cache
        return new, events

    def _move(self, state: LabyrinthState, action: Move) -> tuple[LabyrinthState, tuple[Event, ...]]:
        p = state.current
        dest = GRID.square(action.row, action.col)
        events: list[Event] = [PawnMoved("labyrinth.move.stay" if dest == state.pawns[p]
                                         else "labyrinth.move.connected-paths", p, state.pawns[p], dest)]
        pawns = state.pawns[:p] + (dest,) + state.pawns[p + 1:]
        piles, found, finished, winners = state.piles, state.found, state.finished, state.winners
        pile = piles[p]
        treasure = state.board[dest].treasure
        done = False
        # only a card of the mover's own pile is collected: nobody holds an undealt card's treasure
        # (labyrinth.setup.short-game), and other players' targets stay where they are
        if pile and treasure in self.targets(state, p):
            rest = tuple(t for t in pile if t != treasure)
            piles = piles[:p] + (rest,) + piles[p + 1:]
            found = found[:p] + (found[p] + (treasure,),) + found[p + 1:]
            events.append(TreasureFound("labyrinth.treasure.collect", p, treasure, len(rest)))
            if not rest:
                if self.children_rule:
                    done = True
                    events.append(PlayerFinished("labyrinth.variant.children", p))
                else:
                    events.append(HeadHome("labyrinth.win.return-home", p))
        elif not pile and not self.children_rule and dest == HOME_CELLS[p]:
            done = True
            events.append(PlayerFinished("labyrinth.win.return-home", p))
        nxt = (p + 1) % self.players
        if done:
            if self.settings["same_round_tie"]:
                finished = finished + (p,)
            else:
                winners = (p,)
                events.append(GameWon("labyrinth.win.first", winners))
        if finished and not winners and nxt == state.first_player:
            winners = finished
            events.append(GameWon("labyrinth.win.same-round-tie", winners))
        if not winners:
            events.append(TurnPassed("labyrinth.turn.order", nxt))
        new = replace(state, pawns=pawns, piles=piles, found=found, finished=finished, winners=winners,
                      current=state.current if winners else nxt, phase="shift",
                      turn=state.turn if winners else state.turn + 1)
        return new, tuple(events)

    # -- what players see ------------------------------------------------------------
    def observation(self, state: LabyrinthState, player: int) -> "LabyrinthObservation":
        if not 0 <= player < self.players:
            raise ValueError(f"player must be 0..{self.players - 1}, not {player!r}")
        # labyrinth.variant.children-secret: even under the children's rule only the owner sees a pile
        visible = self.targets(state, player)
        return LabyrinthObservation(
            player=player, board=state.board, spare=state.spare, pawns=state.pawns,
            found=state.found, pile_sizes=tuple(len(p) for p in state.piles), my_targets=tuple(visible),
            current=state.current, phase=state.phase, forbidden=state.forbidden, winners=state.winners)

    def describe(self, state: LabyrinthState, hide_targets: bool = False) -> str:
        """The whole position as text. ``hide_targets=True`` leaves out every face-down card (what
        a table of onlookers may see: for printing under a hot-seat board)."""
        return (describe_board(state.board, state.spare, state.pawns, self.players) + "\n"
                + self._status(state, hide_targets))

    def _status(self, state: LabyrinthState, hide_targets: bool = False) -> str:
        lines = []
        for p in range(self.players):
            pile, got = state.piles[p], state.found[p]
            if pile and hide_targets:
                goal = f"hidden ({len(pile)} card{'s' if len(pile) != 1 else ''} face down)"
            elif not pile:
                goal = "done" if self.children_rule else f"home {cell_name(HOME_CELLS[p])}"
            elif self.children_rule:
                goal = "any of " + ", ".join(TREASURES[t] for t in pile)
            else:
                goal = f"{TREASURES[pile[0]]} (+{len(pile) - 1} hidden)"
            lines.append(f"{COLOURS[p]:6} at {cell_name(state.pawns[p])}  found {len(got)}/{len(got) + len(pile)}"
                         f"  target: {goal}")
        if state.winners:
            lines.append("winner: " + " and ".join(COLOURS[p] for p in state.winners))
        else:
            where = f"; no push at {insertion_name(*state.forbidden)}" if state.forbidden and state.phase == "shift" else ""
            lines.append(f"turn {state.turn}: {COLOURS[state.current]} to {state.phase}{where}")
        return "\n".join(lines)

    # -- loading -----------------------------------------------------------------------
    def validate_state(self, state: LabyrinthState) -> None:
        n = self.players
        if len(state.board) != SIZE * SIZE:
            raise ValueError(f"the board needs {SIZE * SIZE} squares, not {len(state.board)}")
        for (r, c), cell, tile in _FIXED_TILES:
            if state.board[cell] != tile:
                raise ValueError(f"the fixed square ({r},{c}) has been changed")
        board = state.board
        shapes = sorted([_card_key(board[i]) for i in _LOOSE_CELLS] + [_card_key(state.spare)])
        if shapes != _LOOSE_KEYS:
            raise ValueError("the loose cards are not the 34 cards of the game: " + _loose_card_problem(state))
        for name, value in (("pawns", state.pawns), ("piles", state.piles), ("found", state.found)):
            if len(value) != n:
                raise ValueError(f"{name} needs one entry per player ({n})")
        if any(not 0 <= c < SIZE * SIZE for c in state.pawns):
            raise ValueError("a pawn is off the board")
        cards = [t for pile in state.piles for t in pile] + [t for got in state.found for t in got]
        if len(set(cards)) != len(cards) or any(not 0 <= t < len(TREASURES) for t in cards):
            raise ValueError("treasure cards are repeated or unknown")
        if state.phase not in ("shift", "move"):
            raise ValueError(f"phase must be 'shift' or 'move', not {state.phase!r}")
        if not 0 <= state.current < n or not 0 <= state.first_player < n:
            raise ValueError("current or first player is not a seat at this table")
        if state.forbidden is not None and (state.forbidden[0] not in SIDES or state.forbidden[1] not in MOVABLE_LINES):
            raise ValueError(f"forbidden insertion {state.forbidden!r} is not an insertion point")
        if any(not 0 <= p < n for p in state.finished + state.winners):
            raise ValueError("finished or winning player is not a seat at this table")
        if len(set(state.finished)) != len(state.finished) or len(set(state.winners)) != len(state.winners):
            raise ValueError("a player is listed twice among the finished players or the winners")
        if not self.settings["same_round_tie"]:
            if state.finished:
                raise ValueError("players wait for the end of the round only with same_round_tie")
            if len(state.winners) > 1:
                raise ValueError("only one player can win without same_round_tie")
        elif state.winners and state.winners != state.finished:
            raise ValueError("with same_round_tie the winners are the players who finished in the last round")
        if state.turn < 1:
            raise ValueError(f"turn must be 1 or more, not {state.turn}")
        dealt = self.settings["treasures"]
        for p in range(n):
            if len(state.piles[p]) + len(state.found[p]) != dealt:
                raise ValueError(f"{COLOURS[p]} holds {len(state.piles[p]) + len(state.found[p])} treasure "
                                 f"cards; this game deals {dealt}")
        for p in state.finished + state.winners:
            if state.piles[p] or (not self.children_rule and state.pawns[p] != HOME_CELLS[p]):
                raise ValueError(f"{COLOURS[p]} is marked as finished but has not finished")
        # what no game can reach: every turn passes clockwise from the first player, a game ends after
        # a whole move, and whoever has finished is counted as finished
        expected = (state.first_player + state.turn - 1) % n
        if state.current != expected:
            raise ValueError(f"turn {state.turn} with {COLOURS[state.first_player]} starting is "
                             f"{COLOURS[expected]}'s turn, not {COLOURS[state.current]}'s")
        if state.winners and state.phase != "shift":
            raise ValueError("the game is over after a whole move: phase must be 'shift', not 'move'")
        if state.winners and not self.settings["same_round_tie"] and state.winners != (state.current,):
            raise ValueError(f"the game ends on the winner's own move: {COLOURS[state.winners[0]]} won, so "
                             f"the last player to move is {COLOURS[state.winners[0]]}, "
                             f"not {COLOURS[state.current]}")
        if state.winners and self.settings["same_round_tie"] and (state.current + 1) % n != state.first_player:
            raise ValueError(f"with same_round_tie the game ends only with its round: the last player to move "
                             f"is {COLOURS[(state.first_player - 1) % n]}, the last of the round, "
                             f"not {COLOURS[state.current]}")
        played = (state.current - state.first_player) % n    # players who have moved this round
        for p in state.finished:
            if not state.winners and (p - state.first_player) % n >= played:
                raise ValueError(f"{COLOURS[p]} is marked as finished in this round but has not played in it yet")
        for p in range(n):
            done = not state.piles[p] and (self.children_rule or state.pawns[p] == HOME_CELLS[p])
            if done and p not in state.finished + state.winners:
                where = "" if self.children_rule else " and stands on its start square"
                raise ValueError(f"{COLOURS[p]} has collected every treasure{where}, so {COLOURS[p]} has "
                                 "finished: list them among the finished players or the winners")


def _card_key(tile: Tile) -> tuple[str, int]:
    return (tile.shape, tile.treasure)


#: each printed square: its name, cell and card (validate_state compares them)
_FIXED_TILES = tuple(((r, c), GRID.square(r, c), Tile(sides, FIXED_TREASURE_AT.get((r, c), -1)))
                     for (r, c), sides in FIXED_LAYOUT.items())
_LOOSE_CELLS = tuple(i for i in range(SIZE * SIZE) if i not in FIXED_CELLS)
#: the 34 loose cards as (shape, treasure), sorted
_LOOSE_KEYS = sorted(_card_key(Tile(s, t)) for s, t in LOOSE_CARDS)
#: the shape of the loose card that carries each loose treasure
LOOSE_TREASURE_SHAPE = {t: Tile(sides, t).shape for sides, t in LOOSE_CARDS if t >= 0}
LOOSE_SHAPE_COUNTS = {shape: sum(Tile(sides).shape == shape for sides, _ in LOOSE_CARDS)
                      for shape in ("straight", "corner", "T")}


def _loose_card_problem(state: LabyrinthState) -> str:
    """Why the loose squares and the spare are not the game's 34 loose cards, naming a square."""
    places = [(i, t) for i, t in enumerate(state.board) if i not in FIXED_CELLS] + [(SIZE * SIZE, state.spare)]
    name = lambda i: "the spare" if i == SIZE * SIZE else cell_name(i)  # noqa: E731
    seen: dict[int, int] = {}
    counts = {shape: 0 for shape in LOOSE_SHAPE_COUNTS}
    for i, tile in places:
        counts[tile.shape] += 1
        if counts[tile.shape] > LOOSE_SHAPE_COUNTS[tile.shape]:
            return (f"{name(i)} is one {tile.shape} card too many (the game has "
                    f"{LOOSE_SHAPE_COUNTS[tile.shape]} loose {tile.shape} cards)")
        t = tile.treasure
        if t < 0:
            continue
        if t not in LOOSE_TREASURE_SHAPE:
            return f"{name(i)} carries the {TREASURES[t]}, which is printed on the board"
        if tile.shape != LOOSE_TREASURE_SHAPE[t]:
            return f"{name(i)} carries the {TREASURES[t]}, which lies on a {LOOSE_TREASURE_SHAPE[t]} card"
        if t in seen:
            return f"{name(i)} and {name(seen[t])} both carry the {TREASURES[t]}"
        seen[t] = i
    missing = [TREASURES[t] for t in LOOSE_TREASURE_SHAPE if t not in seen]
    return f"the {', '.join(missing)} {'is' if len(missing) == 1 else 'are'} missing"


@dataclass(frozen=True)
class LabyrinthObservation:
    """What one player may see: everything but other players' face-down cards."""

    player: int
    board: tuple[Tile, ...]
    spare: Tile
    pawns: tuple[int, ...]
    found: tuple[tuple[int, ...], ...]
    pile_sizes: tuple[int, ...]
    my_targets: tuple[int, ...]   # the top card (all cards in the children's game); empty when heading home
    current: int
    phase: str
    forbidden: tuple[str, int] | None
    winners: tuple[int, ...]


#: one box-drawing character per open-sides mask
PATH_CHARS = {
    N | S: "│", E | W: "─", N | E: "└", E | S: "┌", S | W: "┐", N | W: "┘",
    N | E | S: "├", E | S | W: "┬", N | S | W: "┤", N | E | W: "┴",
}
TREASURE_LETTERS = "abcdefghijklmnopqrstuvwx"
PAWN_LETTERS = "RBYG"


def describe_board(board: tuple[Tile, ...], spare: Tile, pawns: tuple[int, ...], players: int) -> str:
    """The maze as text: three characters a square (pawn, path, treasure letter)."""
    lines = ["     " + "".join(f" {c + 1} " for c in range(SIZE))]
    for r in range(SIZE):
        row = []
        for c in range(SIZE):
            i = r * SIZE + c
            here = [PAWN_LETTERS[p] for p in range(players) if pawns[p] == i]
            left = here[0] if len(here) == 1 else ("*" if here else " ")
            tile = board[i]
            right = TREASURE_LETTERS[tile.treasure] if tile.treasure >= 0 else " "
            row.append(f"{left}{PATH_CHARS[tile.sides]}{right}")
        lines.append(f"  {r + 1}  " + "".join(row))
    s = TREASURE_LETTERS[spare.treasure] if spare.treasure >= 0 else " "
    lines.append(f"spare: {PATH_CHARS[spare.sides]}{s}   (R B Y G pawns, * several; letters treasures)")
    return "\n".join(lines)
