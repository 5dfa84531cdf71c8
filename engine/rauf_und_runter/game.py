"""Rauf und Runter: the meerkat maze in a box that turns over.

Spaces are named (row, col) counted from 1 in every text and in the actions' fields
(``Move(2, 2)``); states store cell numbers 0..24, row-major, of the side facing up.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from engine.core import Event, Game, IllegalAction, derived_rng
from engine.core.settings import Settings
from engine.core.chance import sample_counts
from engine.core.states import evolve

from .board import COLOURS, FRIENDS, GRID, SIDE_NAMES, SIDES, SIZE, START, SUPER_TILES, flip_cell
from .rules import RULES

TILES_PER_COLOUR = tuple(f for f in range(len(FRIENDS)) for _ in range(2))   # each friend twice
DEFAULT_DIE = (1, 1, 2, 2, 3, 3)
DEFAULT_SUPER = (6, 5, 5)        # speed, luck, shortcut
SPEED, LUCK, SHORTCUT = range(3)


def cell_name(cell: int) -> str:
    return GRID.square_name(cell)


def colour_list(players: tuple[int, ...] | list[int]) -> str:
    """The players' colours as words: "red", "red and blue", "red, blue and yellow"."""
    names = [COLOURS[q] for q in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# -- state -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class RaufState:
    side: int                               # 0 desert, 1 underground: the side facing up
    positions: tuple[int, ...]              # each player's space on the side facing up
    chains: tuple[tuple[int, ...], ...]     # friends not yet met, in tile order
    heading_home: tuple[bool, ...]          # met the current friend, now looking for a burrow
    tiles: tuple[tuple[int, int, int], ...]  # each player's super tiles: (speed, luck, shortcut)
    supply: tuple[int, int, int]            # the face-down supply, by kind
    current: int
    phase: str                              # "roll" (die to roll), "move", or "draw" (super tiles to draw)
    roll: int = 0                           # the die as it lies this turn (0 before rolling)
    bonus: int = 0                          # extra steps from speed tiles this turn
    draws: tuple[int, ...] = ()             # players still to draw a super tile after a flip
    first_player: int = 0
    turn: int = 1
    flips: int = 0
    winners: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return bool(self.winners)

    @property
    def steps(self) -> int:
        return self.roll + self.bonus


# -- actions -----------------------------------------------------------------------------------
@dataclass(frozen=True, order=True)
class Roll:
    """A chance outcome: the die shows ``value``."""
    value: int

    def __str__(self) -> str:
        return f"roll {self.value}"


@dataclass(frozen=True, order=True)
class Draw:
    """A chance outcome: the next super tile drawn from the supply is of kind ``tile``."""
    tile: str

    def __str__(self) -> str:
        return f"draw a {self.tile} tile"


@dataclass(frozen=True, order=True)
class Play:
    """Use one of your super tiles: "speed" (+2 steps) or "luck" (roll again).
    (A shortcut is used as part of a ``Move``.)"""
    tile: str

    def __str__(self) -> str:
        return f"use {self.tile}"


@dataclass(frozen=True, order=True)
class Move:
    """Walk the exact number of steps to space (row, col), counted from 1, crossing ``shortcuts``
    walls with that many shortcut tiles."""
    row: int
    col: int
    shortcuts: int = 0

    def __str__(self) -> str:
        extra = f" through {self.shortcuts} wall{'s' if self.shortcuts > 1 else ''} (shortcut)" if self.shortcuts else ""
        return f"move to ({self.row},{self.col}){extra}"


# -- events ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Rolled(Event):
    player: int = 0
    value: int = 0
    again: bool = False

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} {'rolls again' if self.again else 'rolls'}: {self.value}"


@dataclass(frozen=True)
class TilePlayed(Event):
    player: int = 0
    tile: str = "speed"

    @property
    def text(self) -> str:
        what = {"speed": "2 more steps", "luck": "roll again", "shortcut": "through a wall"}[self.tile]
        return f"{COLOURS[self.player]} uses a {self.tile} tile ({what}); it goes back to the supply"


@dataclass(frozen=True)
class Moved(Event):
    player: int = 0
    cell_from: int = 0
    cell_to: int = 0
    steps: int = 0            # the steps this turn allowed
    early: bool = False       # the walk reached the target and stopped there

    @property
    def text(self) -> str:
        route = f"{cell_name(self.cell_from)} → {cell_name(self.cell_to)}"
        if self.early:
            return f"{COLOURS[self.player]} walks {route}: reaching the target ends the move"
        return f"{COLOURS[self.player]} walks {self.steps} step{'s' if self.steps != 1 else ''}: {route}"


@dataclass(frozen=True)
class FriendMet(Event):
    player: int = 0
    friend: int = 0
    left: int = 0
    lucky: bool = False

    @property
    def text(self) -> str:
        how = " on landing after the flip — lucky!" if self.lucky else ""
        rest = f"{self.left} more to meet; now to a burrow" if self.left else "every friend met; now to a burrow to win"
        return f"{COLOURS[self.player]} meets the {FRIENDS[self.friend]}{how} ({rest})"


@dataclass(frozen=True)
class BoardFlipped(Event):
    player: int = 0
    side: int = 1

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} reaches a burrow and turns the board: {SIDE_NAMES[self.side]} side up"


@dataclass(frozen=True)
class TargetRevealed(Event):
    player: int = 0
    friend: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} turns up the next tile: the {FRIENDS[self.friend]}"


@dataclass(frozen=True)
class TileDrawn(Event):
    player: int = 0
    tile: str = "speed"

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]} draws a {self.tile} tile"


@dataclass(frozen=True)
class SupplyEmpty(Event):
    player: int = 0

    @property
    def text(self) -> str:
        return f"the supply is empty: {COLOURS[self.player]} draws nothing"


@dataclass(frozen=True)
class GameWon(Event):
    """``player`` wins; ``others`` share the win (several figures home on landing after one flip);
    ``landing``: home by standing on a burrow right after a flip, not by walking in."""
    player: int = 0
    others: tuple[int, ...] = ()
    landing: bool = False

    @property
    def winners(self) -> tuple[int, ...]:
        return (self.player,) + tuple(self.others)

    @property
    def text(self) -> str:
        if self.others:
            return (f"{colour_list(self.winners)} are home with every friend met and share the win "
                    "(on burrows right after the flip)")
        how = " (on a burrow right after the flip)" if self.landing else ""
        return f"{COLOURS[self.player]} is home with every friend met and wins{how}"


@dataclass(frozen=True)
class TurnPassed(Event):
    player: int = 0

    @property
    def text(self) -> str:
        return f"{COLOURS[self.player]}'s turn"


# -- the game -----------------------------------------------------------------------------------
class RaufUndRunter(Game):
    name = "rauf_und_runter"
    title = "Rauf und Runter"
    rules = RULES
    state_type = RaufState
    action_types = (Roll, Draw, Play, Move)
    action_rule = "rauf_und_runter.turn.order"

    @classmethod
    def validate_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        s = Settings(settings, cls.title,
                     ("players", "friends", "die_faces", "super_tiles", "first_player", "catch_up"))
        players = s.whole("players", 2, 2, 4, listed=True)
        friends = s.whole("friends", 4, 1, len(TILES_PER_COLOUR), what="friends (tiles in each chain)")
        faces = s.faces("die_faces", DEFAULT_DIE)
        split = s.counts("super_tiles", DEFAULT_SUPER, SUPER_TILES)
        if sum(split) < players:
            raise ValueError(f"super_tiles must hold at least one tile per player ({players}), not {sum(split)}")
        return {"players": players, "friends": friends, "die_faces": faces, "super_tiles": split,
                "first_player": s.whole("first_player", 0, 0, players - 1),
                "catch_up": s.flag("catch_up", True)}

    @property
    def players(self) -> int:
        return self.settings["players"]

    # -- setup ---------------------------------------------------------------------------------
    def initial_state(self, seed: int = 0) -> RaufState:
        rng = derived_rng(seed, "rauf_und_runter", "setup")
        k = self.settings["friends"]
        chains = []
        for _ in range(self.players):
            tiles = list(TILES_PER_COLOUR)
            rng.shuffle(tiles)
            chains.append(tuple(tiles[:k]))
        supply = list(self.settings["super_tiles"])
        held = []
        for _ in range(self.players):
            kind = _draw_kind(supply, rng)
            supply[kind] -= 1
            held.append(tuple(1 if i == kind else 0 for i in range(3)))
        first = self.settings["first_player"]
        return RaufState(side=0, positions=tuple(GRID.square(*START[p]) for p in range(self.players)),
                         chains=tuple(chains), heading_home=(False,) * self.players, tiles=tuple(held),
                         supply=tuple(supply), current=first, phase="roll", first_player=first)

    # -- queries -----------------------------------------------------------------------------------
    def current_player(self, state: RaufState) -> int:
        return state.current

    def is_terminal(self, state: RaufState) -> bool:
        return state.over

    def winners(self, state: RaufState) -> tuple[int, ...]:
        return state.winners

    def is_chance_node(self, state: RaufState) -> bool:
        return not state.over and state.phase in ("roll", "draw")

    def chance_outcomes(self, state: RaufState) -> list[tuple[Roll | Draw, Fraction]]:
        if state.over:
            return []
        if state.phase == "roll":
            faces = self.settings["die_faces"]
            return [(Roll(v), Fraction(faces.count(v), len(faces))) for v in sorted(set(faces))]
        if state.phase == "draw":
            total = sum(state.supply)
            return [(Draw(SUPER_TILES[i]), Fraction(n, total)) for i, n in enumerate(state.supply) if n]
        return []

    def draw_chance(self, state: RaufState, rng: Any) -> Roll | Draw:
        """``chance_outcomes`` drawn without fractions: the same outcome for the same ``rng``."""
        if state.phase == "roll":
            faces = self.settings["die_faces"]
            values = sorted(set(faces))
            return sample_counts([Roll(v) for v in values], [faces.count(v) for v in values], rng)
        return sample_counts([Draw(t) for t in SUPER_TILES], state.supply, rng)

    def side(self, state: RaufState):
        return SIDES[state.side]

    def target(self, state: RaufState, player: int) -> int | None:
        """The friend ``player`` is looking for, or None while heading for a burrow."""
        return None if state.heading_home[player] or not state.chains[player] else state.chains[player][0]

    def stop_cells(self, state: RaufState, player: int) -> frozenset[int]:
        """Spaces where the player's move would end early: their friend, or the burrows when
        they are heading home."""
        side = SIDES[state.side]
        if state.heading_home[player]:
            return side.burrow_cells
        return frozenset((side.friend_cells[state.chains[player][0]],))

    def walk_ends(self, state: RaufState, steps: int | None = None, shortcuts: int | None = None,
                  player: int | None = None) -> dict[int, int]:
        """Every space the player can end on with a walk of exactly ``steps`` (default: this turn's),
        using at most ``shortcuts`` shortcut tiles (default: all they hold): ``{space: tiles needed}``."""
        p = state.current if player is None else player
        n = state.steps if steps is None else steps
        allowed = state.tiles[p][SHORTCUT] if shortcuts is None else shortcuts
        return GRID.walk_ends(SIDES[state.side].masks, state.positions[p], n, self.stop_cells(state, p), allowed)

    def move_options(self, state: RaufState) -> dict[str, set[int]]:
        """For teaching exact-count movement: the spaces the player to move can reach this turn,
        by which super tiles they would take: "plain", "speed" (each speed tile held adds 2),
        "shortcut", "speed+shortcut"."""
        if state.over or state.phase != "move":
            return {}
        p = state.current
        held = state.tiles[p]
        options: dict[str, set[int]] = {}
        plain = self.walk_ends(state, shortcuts=0)
        options["plain"] = set(plain)
        if held[SHORTCUT]:
            options["shortcut"] = set(self.walk_ends(state)) - options["plain"]
        if held[SPEED]:   # one speed tile, two, ...: each adds 2 steps
            faster = [state.steps + 2 * k for k in range(1, held[SPEED] + 1)]
            options["speed"] = set().union(*(self.walk_ends(state, steps=n, shortcuts=0) for n in faster)) \
                - options["plain"]
            if held[SHORTCUT]:
                options["speed+shortcut"] = (set().union(*(self.walk_ends(state, steps=n) for n in faster))
                                             - options["plain"] - options["speed"] - options["shortcut"])
        return options

    def legal_actions(self, state: RaufState) -> list[Any]:
        if state.over:
            return []
        if self.is_chance_node(state):
            return [o for o, _ in self.chance_outcomes(state)]
        p = state.current
        actions: list[Any] = [Play(SUPER_TILES[k]) for k in (SPEED, LUCK) if state.tiles[p][k]]
        actions += sorted(Move(*GRID.square_of(cell), used) for cell, used in self.walk_ends(state).items())
        return actions

    # -- checking ------------------------------------------------------------------------------------
    def check(self, state: RaufState, action: Any) -> None:
        if state.over:
            raise IllegalAction("rauf_und_runter.game.over", "The game is over: someone is home with every friend.")
        if isinstance(action, (Roll, Draw)):
            self._check_chance(state, action)
            return
        if state.phase == "roll":
            if isinstance(action, Play):
                raise IllegalAction("rauf_und_runter.super.after-roll",
                                    "Super tiles are used after the roll: roll the die first.")
            raise IllegalAction("rauf_und_runter.turn.order", "Roll the die first.")
        if state.phase == "draw":
            raise IllegalAction("rauf_und_runter.flip.catch-up",
                                "The board has just turned over: the slower players draw their super tiles first.")
        p = state.current
        if isinstance(action, Play):
            if action.tile == "shortcut":
                raise IllegalAction("rauf_und_runter.super.shortcut",
                                    "A shortcut is used during the walk: choose a move through the wall.")
            if action.tile not in ("speed", "luck"):
                raise IllegalAction("rauf_und_runter.super.use",
                                    f"{action.tile!r} is not a super tile; there are speed, luck and shortcut.")
            if not state.tiles[p][SUPER_TILES.index(action.tile)]:
                raise IllegalAction("rauf_und_runter.super.use", f"{COLOURS[p]} has no {action.tile} tile to use.")
            return
        # a Move
        if not GRID.has_square(action.row, action.col):
            raise IllegalAction("rauf_und_runter.board.sides",
                                f"row {action.row!r}, column {action.col!r} is not a space of the 5×5 board "
                                "(rows and columns are numbered 1 to 5).")
        if type(action.shortcuts) is not int or action.shortcuts < 0:
            raise IllegalAction("rauf_und_runter.super.shortcut", "The number of shortcut tiles must be 0 or more.")
        held = state.tiles[p][SHORTCUT]
        if action.shortcuts > held:
            raise IllegalAction("rauf_und_runter.super.use",
                                f"{COLOURS[p]} holds {held} shortcut tile{'s' if held != 1 else ''}, "
                                f"not {action.shortcuts}.")
        dest = GRID.square(action.row, action.col)
        n = state.steps
        anything = self.walk_ends(state, shortcuts=n)          # walls ignored, exact count kept
        if dest not in anything:
            raise IllegalAction("rauf_und_runter.move.exact",
                                f"No walk of exactly {n} step{'s' if n != 1 else ''} ends on {cell_name(dest)}.")
        needed = anything[dest]
        if needed > action.shortcuts:
            if needed > held:
                wall = SIDES[state.side].wall_name
                raise IllegalAction("rauf_und_runter.move.walls",
                                    f"Every walk of {n} step{'s' if n != 1 else ''} to {cell_name(dest)} crosses "
                                    f"{'a ' + wall if needed == 1 else f'{needed} {wall}s'}.")
            raise IllegalAction("rauf_und_runter.super.shortcut",
                                f"The walk to {cell_name(dest)} goes through {needed} wall"
                                f"{'s' if needed > 1 else ''}: use {needed} shortcut tile{'s' if needed > 1 else ''}.")
        if action.shortcuts > needed:
            raise IllegalAction("rauf_und_runter.super.shortcut",
                                f"The walk to {cell_name(dest)} needs only {needed} shortcut tile"
                                f"{'s' if needed != 1 else ''}.")

    def _check_chance(self, state: RaufState, action: Roll | Draw) -> None:
        if isinstance(action, Roll):
            if state.phase == "draw":
                raise IllegalAction("rauf_und_runter.flip.catch-up",
                                    "The board has just turned over: the slower players draw their super tiles "
                                    "before the die is rolled.")
            if state.phase != "roll":
                raise IllegalAction("rauf_und_runter.turn.order", "The die has already been rolled this turn.")
            if type(action.value) is not int or action.value not in self.settings["die_faces"]:
                raise IllegalAction("rauf_und_runter.die.faces",
                                    f"The die has no face {action.value!r}; its faces are "
                                    f"{', '.join(map(str, self.settings['die_faces']))}.")
            return
        if state.phase != "draw":
            raise IllegalAction("rauf_und_runter.flip.catch-up",
                                "Super tiles are drawn only right after the board turns over.")
        if action.tile not in SUPER_TILES or not state.supply[SUPER_TILES.index(action.tile)]:
            raise IllegalAction("rauf_und_runter.super.split", f"The supply holds no {action.tile!r} tile.")

    # -- resolving -------------------------------------------------------------------------------------
    def resolve(self, state: RaufState, action: Any) -> tuple[RaufState, tuple[Event, ...]]:
        p = state.current
        if isinstance(action, Roll):
            again = state.roll > 0
            return (evolve(state, roll=action.value, phase="move"),
                    (Rolled("rauf_und_runter.super.luck" if again else "rauf_und_runter.turn.order",
                            p, action.value, again),))
        if isinstance(action, Draw):
            return self._draw(state, action)
        if isinstance(action, Play):
            kind = SUPER_TILES.index(action.tile)
            state = self._spend(state, p, kind, 1)
            event = TilePlayed(f"rauf_und_runter.super.{action.tile}", p, action.tile)
            if kind == SPEED:
                return evolve(state, bonus=state.bonus + 2), (event,)
            return evolve(state, phase="roll"), (event,)          # luck: the die is rolled again
        return self._move(state, action)

    def _spend(self, state: RaufState, p: int, kind: int, count: int) -> RaufState:
        tiles = list(state.tiles[p])
        tiles[kind] -= count
        supply = list(state.supply)
        supply[kind] += count
        return evolve(state, tiles=_set(state.tiles, p, tuple(tiles)), supply=tuple(supply))

    def _move(self, state: RaufState, action: Move) -> tuple[RaufState, tuple[Event, ...]]:
        p = state.current
        dest = GRID.square(action.row, action.col)
        events: list[Event] = []
        if action.shortcuts:
            state = self._spend(state, p, SHORTCUT, action.shortcuts)
            events += [TilePlayed("rauf_und_runter.super.shortcut", p, "shortcut")] * action.shortcuts
        side = SIDES[state.side]
        early = dest in self.stop_cells(state, p)
        events.append(Moved("rauf_und_runter.move.meet-stops" if early else "rauf_und_runter.move.exact",
                            p, state.positions[p], dest, state.steps, early))
        state = evolve(state, positions=_set(state.positions, p, dest))
        if not state.heading_home[p] and dest == side.friend_cells[state.chains[p][0]]:
            state, met = _meet(state, p, lucky=False)
            events.append(met)
        elif state.heading_home[p] and dest in side.burrow_cells:
            if not state.chains[p]:
                events.append(GameWon("rauf_und_runter.win", p))
                return evolve(state, winners=(p,), phase="move"), tuple(events)
            state, flip_events = self._flip(state, p)
            events += flip_events
            if state.winners:   # someone came out of the flip on a burrow with every friend met
                return state, tuple(events)
            state, skipped = self._settle_draws(state)
            events += skipped
            if state.draws:   # the slower players draw their super tiles before play goes on
                return evolve(state, phase="draw"), tuple(events)
        return self._next_turn(state, events)

    def _flip(self, state: RaufState, p: int) -> tuple[RaufState, list[Event]]:
        """Turn the board over after player ``p`` reached a burrow: figures mapped, the players who
        had met a friend turn up their next tile (those who met every friend have none left),
        the others wait to draw a super tile (from p's left, clockwise), lucky landings meet
        their friend, and figures home on landing win (then nobody draws)."""
        n = self.players
        new_side = 1 - state.side
        events: list[Event] = [BoardFlipped("rauf_und_runter.flip.trigger", p, new_side)]
        positions = tuple(flip_cell(c) for c in state.positions)
        heading = list(state.heading_home)
        for q in range(n):
            if heading[q] and state.chains[q]:
                heading[q] = False
                events.append(TargetRevealed("rauf_und_runter.flip.reveal", q, state.chains[q][0]))
        draws: tuple[int, ...] = ()
        if self.settings["catch_up"]:   # the ones who had not met their friend, from the flipper's left
            draws = tuple(q for q in ((p + k) % n for k in range(1, n)) if not state.heading_home[q])
        state = evolve(state, side=new_side, positions=positions, heading_home=tuple(heading),
                        flips=state.flips + 1)
        friends = SIDES[new_side].friend_cells
        for q in range(n):
            if not state.heading_home[q] and state.positions[q] == friends[state.chains[q][0]]:
                state, met = _meet(state, q, lucky=True)
                events.append(met)
        burrows = SIDES[new_side].burrow_cells
        home = tuple(q for q in range(n)
                     if state.heading_home[q] and not state.chains[q] and state.positions[q] in burrows)
        if home:
            events.append(GameWon("rauf_und_runter.flip.home-on-landing", home[0], home[1:], landing=True))
            return evolve(state, winners=home, draws=()), events
        return evolve(state, draws=draws), events

    def _draw(self, state: RaufState, action: Draw) -> tuple[RaufState, tuple[Event, ...]]:
        q = state.draws[0]
        kind = SUPER_TILES.index(action.tile)
        tiles = list(state.tiles[q])
        tiles[kind] += 1
        supply = list(state.supply)
        supply[kind] -= 1
        state = evolve(state, tiles=_set(state.tiles, q, tuple(tiles)), supply=tuple(supply), draws=state.draws[1:])
        # a drawer heading for a burrow already met its friend by a lucky landing in this flip
        rule = "rauf_und_runter.flip.lucky-still-draws" if state.heading_home[q] else "rauf_und_runter.flip.catch-up"
        events: list[Event] = [TileDrawn(rule, q, action.tile)]
        state, skipped = self._settle_draws(state)
        events += skipped
        if state.draws:
            return state, tuple(events)
        return self._next_turn(state, events)

    def _settle_draws(self, state: RaufState) -> tuple[RaufState, list[Event]]:
        """Skip the draws that an empty supply cannot serve."""
        events: list[Event] = []
        while state.draws and not sum(state.supply):
            events.append(SupplyEmpty("rauf_und_runter.flip.draw-order", state.draws[0]))
            state = evolve(state, draws=state.draws[1:])
        return state, events

    def _next_turn(self, state: RaufState, events: list[Event]) -> tuple[RaufState, tuple[Event, ...]]:
        nxt = (state.current + 1) % self.players
        state = evolve(state, current=nxt, roll=0, bonus=0, turn=state.turn + 1, phase="roll")
        events.append(TurnPassed("rauf_und_runter.turn.order", nxt))
        return state, tuple(events)

    # -- what players see ----------------------------------------------------------------------------
    def observation(self, state: RaufState, player: int) -> "RaufObservation":
        """Everything on the table: figures, face-up super tiles, the supply's counts, and for each
        player only the friend tile turned up. Chains stay face down for everyone, yourself included."""
        if type(player) is not int or not 0 <= player < self.players:
            raise ValueError(f"player must be 0..{self.players - 1}, not {player!r}")
        return RaufObservation(
            player=player, side=state.side, positions=state.positions,
            targets=tuple(self.target(state, q) for q in range(self.players)),
            heading_home=state.heading_home, chain_lengths=tuple(len(c) for c in state.chains),
            tiles=state.tiles, supply=state.supply, current=state.current, phase=state.phase,
            roll=state.roll, bonus=state.bonus, winners=state.winners)

    def describe(self, state: RaufState) -> str:
        lines = [f"{SIDE_NAMES[state.side]} side up (flips so far: {state.flips})", describe_side(state)]
        for p in range(self.players):
            goal = "a burrow" if state.heading_home[p] else f"the {FRIENDS[state.chains[p][0]]}"
            tiles = ", ".join(f"{n} {SUPER_TILES[k]}" for k, n in enumerate(state.tiles[p]) if n) or "none"
            lines.append(f"{COLOURS[p]:6} at {cell_name(state.positions[p])}  looking for {goal}; "
                         f"{len(state.chains[p])} tile(s) left in the chain; super tiles: {tiles}")
        if len(state.winners) == 1:
            lines.append(f"winner: {COLOURS[state.winners[0]]}")
        elif state.winners:
            lines.append(f"winners: {colour_list(state.winners)} (they share the win)")
        else:
            what = {"roll": "to roll", "draw": "— super tiles being drawn",
                    "move": f"to move {state.steps} step{'s' if state.steps != 1 else ''}"}[state.phase]
            lines.append(f"turn {state.turn}: {COLOURS[state.current]} {what}")
        return "\n".join(lines)

    # -- loading ---------------------------------------------------------------------------------------
    def validate_state(self, state: RaufState) -> None:
        n = self.players
        for name in ("positions", "chains", "heading_home", "tiles"):
            if len(getattr(state, name)) != n:
                raise ValueError(f"{name} needs one entry per player ({n})")
        if state.side not in (0, 1):
            raise ValueError(f"side must be 0 (desert) or 1 (underground), not {state.side}")
        if any(not 0 <= c < GRID.size for c in state.positions):
            raise ValueError("a figure is off the board")
        if any(f not in range(len(FRIENDS)) for chain in state.chains for f in chain):
            raise ValueError("a chain holds an unknown friend")
        for p, chain in enumerate(state.chains):
            if len(chain) > self.settings["friends"]:
                raise ValueError(f"{COLOURS[p]}'s chain is longer than the {self.settings['friends']} tiles dealt")
            if any(chain.count(f) > 2 for f in set(chain)):
                raise ValueError(f"{COLOURS[p]}'s chain shows a friend more than twice")
            if not chain and not state.heading_home[p]:
                raise ValueError(f"{COLOURS[p]} has met every friend, so must be heading for a burrow")
        if any(k < 0 for t in state.tiles for k in t) or any(k < 0 for k in state.supply):
            raise ValueError("super tile counts cannot be negative")
        totals = tuple(sum(t[k] for t in state.tiles) + state.supply[k] for k in range(3))
        if totals != self.settings["super_tiles"]:
            raise ValueError(f"super tiles in play {totals} do not match the set {self.settings['super_tiles']}")
        if state.phase not in ("roll", "move", "draw"):
            raise ValueError(f"phase must be 'roll', 'move' or 'draw', not {state.phase!r}")
        if state.phase == "draw" and not state.draws:
            raise ValueError("the draw phase needs players waiting to draw")
        faces = self.settings["die_faces"]
        if state.phase == "move" and state.roll not in faces and not state.winners:
            raise ValueError(f"the die shows {state.roll}, which is not one of its faces")
        if not 0 <= state.current < n or not 0 <= state.first_player < n:
            raise ValueError("current or first player is not a seat at this table")
        if any(not 0 <= q < n for q in state.draws + state.winners):
            raise ValueError("draws or winners name a seat that is not at this table")
        if state.bonus < 0 or state.bonus % 2 or state.turn < 1 or state.flips < 0:
            raise ValueError("bonus steps, turn or flip count out of range")
        self._validate_turn(state)
        self._validate_draws(state)
        self._validate_winners(state)

    def _validate_turn(self, state: RaufState) -> None:
        """The side up, whose turn it is and the die must fit a game played from the start."""
        n = self.players
        if state.flips % 2 != state.side:
            raise ValueError(f"the board starts desert side up, so after {state.flips} flip"
                             f"{'s' if state.flips != 1 else ''} the {SIDE_NAMES[state.flips % 2]} side is up, "
                             f"not the {SIDE_NAMES[state.side]} side")
        expected = (state.first_player + state.turn - 1) % n
        if state.current != expected:
            raise ValueError(f"turn {state.turn} is {COLOURS[expected]}'s when {COLOURS[state.first_player]} "
                             f"starts (play goes clockwise), not {COLOURS[state.current]}'s")
        if state.phase in ("roll", "draw") and state.roll and state.roll not in self.settings["die_faces"]:
            raise ValueError(f"the die shows {state.roll}, which is not one of its faces")
        if state.phase == "draw" and not state.roll:
            raise ValueError("super tiles are drawn right after the flipper's move, so the die shows the "
                             "flipper's roll (give the roll)")
        if state.bonus and not state.roll:
            raise ValueError(f"a speed bonus of +{state.bonus} needs a roll: super tiles are used after the die "
                             "is rolled")

    def _validate_draws(self, state: RaufState) -> None:
        """Players wait to draw only right after a flip, from the flipper's left, while the supply lasts."""
        n = self.players
        if state.draws and state.phase != "draw":
            raise ValueError("players wait to draw a super tile only in the draw phase right after a flip")
        if state.phase != "draw":
            return
        if not sum(state.supply):
            raise ValueError("the draw phase needs a super tile in the supply: when it is empty, the players "
                             "still waiting draw nothing")
        if state.flips < 1:
            raise ValueError("super tiles are drawn after a flip, and the board has not been turned over yet")
        if state.winners:
            raise ValueError("nobody draws once the game is won")
        if state.current in state.draws:
            raise ValueError(f"{COLOURS[state.current]} turned the board over (having met a friend), so does not "
                             "draw a super tile")
        order = [(q - state.current) % n for q in state.draws]
        if order != sorted(set(order)):
            raise ValueError(f"the players draw one at a time from the flipper's left, clockwise, each once: "
                             f"{colour_list(state.draws)} is not such an order after {COLOURS[state.current]}")

    def _validate_winners(self, state: RaufState) -> None:
        """A winner has met every friend and stands on a burrow; several winners, or a winner other than
        the player who just moved, come only from figures home on landing after a flip."""
        if not state.winners:
            return
        if len(set(state.winners)) != len(state.winners):
            raise ValueError("a winner is named twice")
        burrows = SIDES[state.side].burrow_cells
        for w in state.winners:
            if state.chains[w]:
                raise ValueError(f"{COLOURS[w]} is named a winner but has not met every friend")
            if state.positions[w] not in burrows:
                raise ValueError(f"{COLOURS[w]} is named a winner but does not stand on a burrow")
        if state.phase != "move":
            raise ValueError("a game is won by a move, so a finished game is in the 'move' phase")
        if len(state.winners) > 1 or state.current not in state.winners:
            if state.flips < 1 or state.current in state.winners:
                raise ValueError(f"{colour_list(state.winners)} can win without walking in only by coming out of "
                                 f"a flip (made by another player) on a burrow")


@dataclass(frozen=True)
class RaufObservation:
    player: int
    side: int
    positions: tuple[int, ...]
    targets: tuple[int | None, ...]      # the friend tile each player has turned up (None: heading home)
    heading_home: tuple[bool, ...]
    chain_lengths: tuple[int, ...]       # how many tiles are left, face down
    tiles: tuple[tuple[int, int, int], ...]
    supply: tuple[int, int, int]
    current: int
    phase: str
    roll: int
    bonus: int
    winners: tuple[int, ...]


def _set(values: tuple, index: int, value: Any) -> tuple:
    return values[:index] + (value,) + values[index + 1:]


def _meet(state: RaufState, p: int, lucky: bool) -> tuple[RaufState, FriendMet]:
    friend = state.chains[p][0]
    rest = state.chains[p][1:]
    state = evolve(state, chains=_set(state.chains, p, rest), heading_home=_set(state.heading_home, p, True))
    return state, FriendMet("rauf_und_runter.flip.lucky" if lucky else "rauf_und_runter.friend.meet",
                            p, friend, len(rest), lucky)


def _draw_kind(supply: list[int], rng) -> int:
    x = rng.randrange(sum(supply))
    for kind, n in enumerate(supply):
        if x < n:
            return kind
        x -= n
    raise AssertionError("unreachable")  # pragma: no cover


FRIEND_LETTERS = "cbmt"
FIGURE_LETTERS = "RBYG"


def describe_side(state: RaufState) -> str:
    """The side facing up as text: walls drawn, burrows ``o``, friends by initial, figures R B Y G."""
    side = SIDES[state.side]
    masks = side.masks
    burrows, friends = side.burrow_cells, side.friend_cells
    out = ["+" + "---+" * SIZE]
    for r in range(SIZE):
        row = "|"
        below = "+"
        for c in range(SIZE):
            i = r * SIZE + c
            mark = "o" if i in burrows else (FRIEND_LETTERS[friends.index(i)] if i in friends else " ")
            figs = "".join(FIGURE_LETTERS[p] for p, pos in enumerate(state.positions) if pos == i)
            figs = figs if len(figs) <= 2 else figs[0] + "+"
            row += f"{mark}{figs:<2}" + ("|" if c == SIZE - 1 or not GRID.connected(masks, i, 2) else " ")
            below += ("---" if r == SIZE - 1 or not GRID.connected(masks, i, 4) else "   ") + "+"
        out += [row, below]
    return "\n".join(out)
