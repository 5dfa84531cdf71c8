"""Magic Maze: four heroes rob a mall together, everybody acting at once against a sand timer.

A simultaneous game (``Game.simultaneous``): there is no player to move; every action names the
seat that performs it (seats counted from 1, in the circle's order), ``legal_actions`` lists every
seat's actions, and a seat may only perform the actions on its own action tile. Time passes only
through ``Elapse(seconds)`` (engine.core.clock). Drawing a mall tile and, in the solo variant,
turning an action tile are chance outcomes.

Spaces are named by their tile and their (row, col) counted from 1 as the tile lies on the board,
north up: ``Move(seat=1, hero="orange", tile="6", row=2, col=3)``; states keep mall-grid cells.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property, lru_cache
from typing import Any

from engine.core import Elapse, Event, Game, IllegalAction, derived_rng
from engine.core.settings import Settings

from .components import ACTION_NAMES, ACTION_TILES, AFTER_THEFT, PLANNED, SCENARIOS, SETS, SOLO_TILES, Scenario
from .mall import DIRECTION, DIRECTION_NAMES, Global, Mall, Placed, connection_cell, turn_side
from .rules import RULES
from .tiles import CENTRE, HERO_NAMES, HEROES, tiles

SAND = 180                     # seconds in the sand timer
MAX_PLAYERS = 8
DIRECTIONS = ("N", "E", "S", "W")


# -- state ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MMState:
    placed: tuple[Placed, ...]                 # the mall: the start tile first, then in the order explored
    stack: tuple[str, ...]                     # tiles still face down (sorted: their order is chance)
    heroes: tuple[Global | None, ...]          # each hero's mall-grid cell (HEROES order); None once escaped
    holdings: tuple[str, ...]                  # each seat's action tile side ("T5", "T1x"...); solo: ("",)
    used: tuple[Global, ...] = ()              # hourglass spaces with an out-of-order marker
    sand: int = SAND                           # seconds left in the timer
    started: bool = False                      # the timer has been turned over: play has begun
    talk: str = ""                             # "hourglass": the talking window after an hourglass flip is open
    theft: bool = False
    pawn: int = 0                              # the seat the "Do Something!" pawn stands in front of (0: nobody)
    phase: str = "play"                        # "play"; chance: "draw" (a mall tile), "turn" (a solo tile)
    pending: tuple[int, str] = (0, "")         # the (seat, hero) exploring while a tile is drawn
    flips: int = 0                             # hourglass spaces used (the score)
    result: str = ""                           # "", "won" or "lost"
    solo_pile: tuple[str, ...] = ()            # solo: the face-down pile (sorted while shuffled)
    solo_shuffled: bool = True                 # solo: the pile's order is unknown (after a shuffle)
    solo_discard: tuple[str, ...] = ()         # solo: the turned tiles, the last one on top

    @property
    def over(self) -> bool:
        return bool(self.result)

    @cached_property
    def mall(self) -> Mall:
        return mall_of(self.placed)


@lru_cache(maxsize=512)
def mall_of(placed: tuple[Placed, ...]) -> Mall:
    """The mall of a layout, shared by every state with that layout (a Mall is never changed)."""
    return Mall(placed)


# -- actions --------------------------------------------------------------------------------------------
def _hero(hero: str) -> str:
    return HERO_NAMES.get(hero, repr(hero))


@dataclass(frozen=True, order=True)
class StartTimer:
    """Turn the sand timer over: the game starts (any seat may do it)."""
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} turns the sand timer over"


@dataclass(frozen=True, order=True)
class Move:
    """Move a hero in a straight line to space (row, col) of a tile, counted from 1 as it lies."""
    seat: int
    hero: str
    tile: str
    row: int
    col: int

    def __str__(self) -> str:
        return f"seat {self.seat}: {_hero(self.hero)} moves to tile {self.tile} ({self.row},{self.col})"


@dataclass(frozen=True, order=True)
class Vortex:
    """Send a hero onto a vortex of its own colour at space (row, col) of a tile."""
    seat: int
    hero: str
    tile: str
    row: int
    col: int

    def __str__(self) -> str:
        return f"seat {self.seat}: {_hero(self.hero)} takes the vortex to tile {self.tile} ({self.row},{self.col})"


@dataclass(frozen=True, order=True)
class Escalator:
    """Take a hero up or down the escalator it stands at."""
    seat: int
    hero: str

    def __str__(self) -> str:
        return f"seat {self.seat}: {_hero(self.hero)} takes the escalator"


@dataclass(frozen=True, order=True)
class Explore:
    """Explore from the exploration space the hero stands on: the top tile is drawn and laid there."""
    seat: int
    hero: str

    def __str__(self) -> str:
        return f"seat {self.seat} explores with the {_hero(self.hero)}"


@dataclass(frozen=True, order=True)
class Draw:
    """Chance: the tile that comes off the stack."""
    tile: str

    def __str__(self) -> str:
        return f"tile {self.tile} comes off the stack"


@dataclass(frozen=True, order=True)
class TurnTile:
    """Solo: turn the next action tile of the pile onto the discard pile."""
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} turns over the next action tile"


@dataclass(frozen=True, order=True)
class Reveal:
    """Chance (solo): the action tile that comes up."""
    action: str

    def __str__(self) -> str:
        return f"the {ACTION_NAMES.get(self.action, self.action)} tile comes up"


@dataclass(frozen=True, order=True)
class PlacePawn:
    """Put the red 'Do Something!' pawn in front of seat ``target``."""
    seat: int
    target: int

    def __str__(self) -> str:
        return f"seat {self.seat} puts the Do Something! pawn in front of seat {self.target}"


HERO_ACTIONS = (Move, Vortex, Escalator, Explore)


# -- events ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TimerStarted(Event):
    seat: int = 1

    @property
    def text(self) -> str:
        return f"seat {self.seat} turns the sand timer over: the game is on, 3 minutes of sand"


@dataclass(frozen=True)
class HeroMoved(Event):
    seat: int = 1
    hero: str = "orange"
    how: str = "N"            # N E S W, vortex, escalator
    frm: str = ""
    to: str = ""

    @property
    def text(self) -> str:
        how = {"vortex": "through a vortex", "escalator": "by the escalator"}.get(self.how) or \
            DIRECTION_NAMES.get(self.how, self.how)
        return f"seat {self.seat}: the {_hero(self.hero)} goes {how}, {self.frm} → {self.to}"


@dataclass(frozen=True)
class TalkingEnds(Event):
    seat: int = 1

    @property
    def text(self) -> str:
        return f"seat {self.seat} acts: the talking is over, silence again"


@dataclass(frozen=True)
class HourglassUsed(Event):
    hero: str = "orange"
    where: str = ""
    before: int = 0
    left: int = 0

    @property
    def text(self) -> str:
        return (f"the {_hero(self.hero)} reaches the hourglass at {self.where}: the timer is turned over, "
                f"{self.before} s left become {self.left} s; the space is out of order")


@dataclass(frozen=True)
class TalkingOpens(Event):
    @property
    def text(self) -> str:
        return "everybody may talk now, and nobody acts; the first action ends the talking"


@dataclass(frozen=True)
class TilesPassed(Event):
    holdings: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return "the action tiles pass to the left: " + ", ".join(
            f"seat {k + 1} {t}" for k, t in enumerate(self.holdings))


@dataclass(frozen=True)
class Explored(Event):
    seat: int = 1
    hero: str = "orange"
    where: str = ""

    @property
    def text(self) -> str:
        return f"seat {self.seat} explores from {self.where} with the {_hero(self.hero)}"


@dataclass(frozen=True)
class TilePlaced(Event):
    tile: str = "2"
    passages: int = 0

    @property
    def text(self) -> str:
        more = f", and {self.passages} more passage{'s' if self.passages != 1 else ''} open" if self.passages else ""
        return f"tile {self.tile} is laid with its arrow at the exploration space{more}"


@dataclass(frozen=True)
class Theft(Event):
    @property
    def text(self) -> str:
        return "all four heroes stand on their items: the theft! No more vortexes; now to the exits"


@dataclass(frozen=True)
class HeroEscaped(Event):
    hero: str = "orange"
    where: str = ""

    @property
    def text(self) -> str:
        return f"the {_hero(self.hero)} escapes through the exit at {self.where}"


@dataclass(frozen=True)
class GameWon(Event):
    flips: int = 0

    @property
    def text(self) -> str:
        return f"all four heroes are out: everybody wins (hourglasses used: {self.flips})"


@dataclass(frozen=True)
class SandRanOut(Event):
    @property
    def text(self) -> str:
        return "the sand has run out: everybody loses"


@dataclass(frozen=True)
class TimePassed(Event):
    seconds: int = 1
    left: int = 0
    quiet = True

    @property
    def text(self) -> str:
        return f"{self.seconds} s pass ({self.left} s left)"


@dataclass(frozen=True)
class PawnPlaced(Event):
    seat: int = 1
    target: int = 2

    @property
    def text(self) -> str:
        return f"seat {self.seat} puts the Do Something! pawn in front of seat {self.target}"


@dataclass(frozen=True)
class SoloTurned(Event):
    action: str = "N"

    @property
    def text(self) -> str:
        return f"the {ACTION_NAMES[self.action]} tile comes up: only {ACTION_NAMES[self.action]} may be used now"


@dataclass(frozen=True)
class SoloRecycled(Event):
    @property
    def text(self) -> str:
        return "the pile is used up: the discard pile is turned over, unshuffled, as the new pile"


@dataclass(frozen=True)
class SoloShuffled(Event):
    @property
    def text(self) -> str:
        return "both piles are gathered and shuffled: turn a tile to get an action again"


# -- the game -------------------------------------------------------------------------------------------
class MagicMaze(Game):
    name = "magic_maze"
    title = "Magic Maze"
    rules = RULES
    state_type = MMState
    action_types = (StartTimer, Move, Vortex, Escalator, Explore, Draw, TurnTile, Reveal, PlacePawn, Elapse)
    action_rule = "magic_maze.play.own-actions"
    simultaneous = True

    @classmethod
    def validate_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        s = Settings(settings, cls.title, ("scenario", "players", "action_tiles"))
        number = settings.get("scenario", 1)
        if type(number) is not int:        # True and 1.0 equal 1, and a list is no scenario
            raise ValueError(f"scenario must be 1, 2 or 3, not {number!r}")
        if number in PLANNED:
            raise ValueError(f"scenario {number} ({PLANNED[number]}) is not built yet; choose scenario 1, 2 or 3")
        number = s.one_of("scenario", 1, tuple(SCENARIOS), "1, 2 or 3")
        scen = SCENARIOS[number]
        players = s.whole("players", 4, 1, MAX_PLAYERS, why=" (1 is the solo variant)")
        if players < scen.min_players:
            raise ValueError(f"scenario {number} ({scen.title}) needs at least {scen.min_players} players, "
                             f"not {players}")
        held = settings.get("action_tiles")
        if held is not None:
            want = sorted(SETS[players]) if players > 1 else []
            if players == 1 or not isinstance(held, (list, tuple)) or \
                    not all(isinstance(t, str) for t in held) or sorted(held) != want:
                if players == 1:
                    raise ValueError(f"the solo variant deals no action tiles: leave action_tiles out, not {held!r}")
                raise ValueError(f"action_tiles must be the {players}-player set {', '.join(SETS[players])} in any "
                                 f"order, one per seat, not {held!r}")
            held = tuple(held)
        return {"scenario": number, "players": players, "action_tiles": held}

    @property
    def scenario(self) -> Scenario:
        return SCENARIOS[self.settings["scenario"]]

    @property
    def players(self) -> int:
        return self.settings["players"]

    @property
    def solo(self) -> bool:
        return self.players == 1

    # -- setup ---------------------------------------------------------------------------------------
    def initial_state(self, seed: int = 0) -> MMState:
        tiles()  # read and check the tile file once
        rng = derived_rng(seed, "magic_maze", "setup")
        start = Placed(self.scenario.start, (0, 0), 0)
        heroes = list(HEROES)
        rng.shuffle(heroes)
        where = {hero: start.cell(cell) for hero, cell in zip(heroes, CENTRE)}
        if self.solo:
            holdings: tuple[str, ...] = ("",)
        elif self.settings["action_tiles"] is not None:
            holdings = self.settings["action_tiles"]
        else:
            deal = list(SETS[self.players])
            rng.shuffle(deal)
            holdings = tuple(deal)
        return MMState(placed=(start,), stack=tuple(sorted(self.scenario.stack, key=int)),
                       heroes=tuple(where[h] for h in HEROES), holdings=holdings,
                       solo_pile=tuple(sorted(SOLO_TILES)) if self.solo else ())

    # -- queries ----------------------------------------------------------------------------------------
    def current_player(self, state: MMState) -> None:
        return None

    def is_terminal(self, state: MMState) -> bool:
        return state.over

    def winners(self, state: MMState) -> tuple[int, ...]:
        return tuple(range(1, self.players + 1)) if state.result == "won" else ()

    def is_chance_node(self, state: MMState) -> bool:
        return not state.over and state.phase in ("draw", "turn")

    def chance_outcomes(self, state: MMState) -> list[tuple[Any, Fraction]]:
        if not self.is_chance_node(state):
            return []
        if state.phase == "draw":
            return [(Draw(t), Fraction(1, len(state.stack))) for t in state.stack]
        counts = {a: state.solo_pile.count(a) for a in state.solo_pile}
        return [(Reveal(a), Fraction(n, len(state.solo_pile))) for a, n in sorted(counts.items())]

    def seat_actions(self, state: MMState, seat: int) -> tuple[str, ...]:
        """The actions ``seat`` may perform now: its action tile's (solo: the top discard's)."""
        if self.solo:
            if not state.solo_discard:
                return ()
            top = state.solo_discard[-1]
            return () if top == "vortex" and state.theft else (top,)
        return ACTION_TILES[state.holdings[seat - 1]]

    def holders(self, state: MMState, action: str) -> list[int]:
        """The seats that may perform ``action`` now (by their action tiles)."""
        return [seat for seat in range(1, self.players + 1) if action in self.seat_actions(state, seat)]

    def talking(self, state: MMState) -> tuple[bool, str, str]:
        """Whether the players may talk right now, why (in words) and the rule."""
        if state.over:
            return True, "the game is over", "magic_maze.game.over"
        if self.scenario.free_talk:
            return True, "scenario 1 is for beginners: talking is allowed at any time", "magic_maze.talk.beginners"
        if not state.started:
            return True, "the timer has not been turned over yet: plan together", "magic_maze.setup.talk"
        if state.talk == "hourglass":
            return True, "an hourglass turned the timer over: talk until somebody acts", "magic_maze.talk.hourglass"
        return False, "silence: no talking, pointing or signs (staring and the Do Something! pawn are fine)", \
            "magic_maze.talk.silence"

    def hero_cell(self, state: MMState, hero: str) -> Global | None:
        return state.heroes[HEROES.index(hero)]

    def occupied(self, state: MMState) -> set[Global]:
        return {cell for cell in state.heroes if cell is not None}

    def exits_for(self, state: MMState, hero: str) -> list[Global]:
        """The exits ``hero`` may escape through (once the theft has happened)."""
        colour = "purple" if self.scenario.exits == "purple" else hero
        return state.mall.cells_of.get(f"{colour} exit", [])

    def destinations(self, state: MMState, hero: str, direction: str) -> list[Global]:
        """Where a move of ``hero`` in ``direction`` may end, nearest first."""
        cell = self.hero_cell(state, hero)
        if cell is None:
            return []
        return state.mall.ray(cell, direction, self.occupied(state), dwarf=hero == "orange")

    def vortex_targets(self, state: MMState, hero: str) -> list[Global]:
        cell = self.hero_cell(state, hero)
        if cell is None:
            return []
        busy = self.occupied(state)
        return [v for v in state.mall.cells_of.get(f"{hero} vortex", []) if v not in busy]

    def can_explore(self, state: MMState, hero: str) -> bool:
        cell = self.hero_cell(state, hero)
        if cell is None or not state.stack:
            return False
        space = state.mall.space(cell)
        return space.kind == "explore" and space.colour == hero and state.mall.across(cell) not in state.mall.slots

    def legal_actions(self, state: MMState) -> list[Any]:
        if state.over:
            return []
        if self.is_chance_node(state):
            return [o for o, _ in self.chance_outcomes(state)]
        seats = range(1, self.players + 1)
        out: list[Any] = []
        if not state.started:
            return [StartTimer(s) for s in seats] + self._pawn_actions(state)
        mall = state.mall
        moves, vortexes, escalators, explores = [], [], [], []
        for seat in seats:
            acts = self.seat_actions(state, seat)
            for hero in HEROES:
                cell = self.hero_cell(state, hero)
                if cell is None:
                    continue
                for d in DIRECTIONS:
                    if d in acts:
                        moves += [Move(seat, hero, *mall.square(c)) for c in self.destinations(state, hero, d)]
                if "vortex" in acts and not state.theft:
                    vortexes += [Vortex(seat, hero, *mall.square(c)) for c in self.vortex_targets(state, hero)
                                 if c != cell]
                if "escalator" in acts:
                    end = mall.escalator_end(cell)
                    if end is not None and end not in self.occupied(state):
                        escalators.append(Escalator(seat, hero))
                if "explore" in acts and self.can_explore(state, hero):
                    explores.append(Explore(seat, hero))
        out = sorted(moves) + sorted(vortexes) + sorted(escalators) + sorted(explores)
        if self.solo and (state.solo_pile or state.solo_discard):
            out.append(TurnTile(1))
        out += self._pawn_actions(state)
        out += [Elapse(s) for s in range(1, state.sand + 1)]
        return out

    def _pawn_actions(self, state: MMState) -> list[PlacePawn]:
        n = self.players
        return [PlacePawn(s, t) for s in range(1, n + 1) for t in range(1, n + 1) if s != t and t != state.pawn]

    # -- checking ---------------------------------------------------------------------------------------
    def check(self, state: MMState, action: Any) -> None:
        if state.over:
            raise IllegalAction("magic_maze.game.over", "The game is over: "
                                + ("all four heroes are out." if state.result == "won" else "the sand has run out."))
        if isinstance(action, (Draw, Reveal)):
            self._check_chance(state, action)
            return
        if self.is_chance_node(state):
            raise IllegalAction("magic_maze.explore" if state.phase == "draw" else "magic_maze.solo",
                                "Wait: " + ("a tile is coming off the stack." if state.phase == "draw"
                                            else "an action tile is being turned over."))
        if isinstance(action, Elapse):
            if type(action.seconds) is not int or action.seconds < 1:
                raise IllegalAction("magic_maze.timer.elapse", f"Time passes in whole seconds, 1 or more, not "
                                                               f"{action.seconds!r}.")
            if not state.started:
                raise IllegalAction("magic_maze.play.start", "The sand timer has not been turned over yet: no "
                                                             "time passes before the game starts.")
            if action.seconds > state.sand:
                raise IllegalAction("magic_maze.timer", f"Only {state.sand} s of sand are left.")
            return
        self._check_seat(action.seat)
        if isinstance(action, StartTimer):
            if state.started:
                raise IllegalAction("magic_maze.play.start", "The timer is already running.")
            return
        if isinstance(action, PlacePawn):
            self._check_seat(action.target, "The pawn's target")
            if action.target == action.seat:
                raise IllegalAction("magic_maze.pawn", "Put the pawn in front of another player.")
            if action.target == state.pawn:
                raise IllegalAction("magic_maze.pawn", f"The pawn already stands in front of seat {action.target}.")
            return
        if not state.started:
            raise IllegalAction("magic_maze.play.start", "Turn the sand timer over first: the game starts then.")
        if isinstance(action, TurnTile):
            if not self.solo:
                raise IllegalAction("magic_maze.solo", "Turning action tiles is for the solo variant only.")
            return
        self._check_hero_action(state, action)

    def _check_seat(self, seat: Any, what: str = "The seat") -> None:
        if type(seat) is not int or not 1 <= seat <= self.players:
            raise IllegalAction("magic_maze.seats.order", f"{what} must be a seat from 1 to {self.players}, "
                                                          f"not {seat!r}.")

    def _need(self, state: MMState, seat: int, act: str) -> None:
        """Refuse unless ``seat`` may perform ``act``, naming the seats that may."""
        if act in self.seat_actions(state, seat):
            return
        if act == "vortex" and state.theft:
            raise IllegalAction("magic_maze.theft.no-vortex", "After the theft nobody may use a vortex.")
        if self.solo:
            top = state.solo_discard[-1] if state.solo_discard else None
            shown = f"the {ACTION_NAMES[top]} tile is on top" if top else "no tile has been turned over yet"
            raise IllegalAction("magic_maze.solo", f"Only the action on top of the discard pile may be used, and "
                                                   f"{shown}: turn tiles until {ACTION_NAMES[act]} comes up.")
        others = self.holders(state, act)
        who = (f"only seat {others[0]} holds it" if len(others) == 1 else
               f"seats {', '.join(map(str, others))} hold it") if others else "nobody holds it"
        raise IllegalAction("magic_maze.play.own-actions",
                            f"Seat {seat} does not hold {ACTION_NAMES[act]}: {who}.")

    def _check_hero_action(self, state: MMState, action: Any) -> None:
        if action.hero not in HEROES:
            raise IllegalAction("magic_maze.heroes", f"The heroes are orange, yellow, purple and green, "
                                                     f"not {action.hero!r}.")
        cell = self.hero_cell(state, action.hero)
        if cell is None:
            raise IllegalAction("magic_maze.exit", f"The {_hero(action.hero)} has escaped and is off the mall.")
        mall = state.mall
        if isinstance(action, (Move, Vortex)):
            dest = mall.find(action.tile, action.row, action.col) if isinstance(action.tile, str) else None
            if dest is None:
                raise IllegalAction("magic_maze.move.blocked", f"There is no space tile {action.tile} "
                                                               f"({action.row},{action.col}) in the mall.")
        if isinstance(action, Move):
            dr, dc = dest[0] - cell[0], dest[1] - cell[1]
            if dest == cell:
                raise IllegalAction("magic_maze.move.straight", f"A move takes a hero one space or more: the "
                                                                f"{_hero(action.hero)} already stands at {mall.name(cell)}.")
            if (dr != 0) == (dc != 0):
                raise IllegalAction("magic_maze.move.straight",
                                    f"A move goes straight north, south, east or west: {mall.name(dest)} is not in "
                                    f"line with the {_hero(action.hero)} at {mall.name(cell)}.")
            direction = "N" if dr < 0 else "S" if dr > 0 else "W" if dc < 0 else "E"
            self._need(state, action.seat, direction)
            reach = self.destinations(state, action.hero, direction)
            if dest not in reach:
                raise IllegalAction("magic_maze.move.blocked", self._blocked_why(state, action.hero, direction, dest))
            return
        if isinstance(action, Vortex):
            self._need(state, action.seat, "vortex")
            space = mall.space(dest)
            if space.kind != "vortex" or space.colour != action.hero:
                raise IllegalAction("magic_maze.vortex", f"The space {mall.name(dest)} is not a {action.hero} vortex: "
                                                         "a hero jumps only to a vortex of its own colour.")
            if dest == cell:
                raise IllegalAction("magic_maze.vortex", f"The {_hero(action.hero)} already stands on that vortex.")
            if dest in self.occupied(state):
                raise IllegalAction("magic_maze.vortex.free", f"Another hero stands on the vortex at {mall.name(dest)}.")
            return
        if isinstance(action, Escalator):
            self._need(state, action.seat, "escalator")
            end = mall.escalator_end(cell)
            if end is None:
                raise IllegalAction("magic_maze.escalator", f"The {_hero(action.hero)} does not stand at the end of "
                                                            "an escalator.")
            if end in self.occupied(state):
                raise IllegalAction("magic_maze.escalator.free", f"Another hero stands at the other end, "
                                                                 f"{mall.name(end)}.")
            return
        # Explore
        self._need(state, action.seat, "explore")
        space = mall.space(cell)
        if space.kind != "explore" or space.colour != action.hero:
            what = (f"an {space.colour}" if space.colour == "orange" else f"a {space.colour}") + " exploration space" \
                if space.kind == "explore" else "no exploration space"
            raise IllegalAction("magic_maze.explore", f"The {_hero(action.hero)} stands on {what}: a hero explores "
                                                      f"only from an exploration space of its own colour.")
        if mall.across(cell) in mall.slots:
            raise IllegalAction("magic_maze.explore.room", f"There is no room for a tile beside {mall.name(cell)}: "
                                                           "that side is explored already.")
        if not state.stack:
            raise IllegalAction("magic_maze.explore.room", "The stack is used up: there is nothing left to explore.")

    def _blocked_why(self, state: MMState, hero: str, direction: str, dest: Global) -> str:
        mall = state.mall
        cell = self.hero_cell(state, hero)
        reach = self.destinations(state, hero, direction)
        last = reach[-1] if reach else cell
        dr, dc = DIRECTION[direction]
        nxt = (last[0] + dr, last[1] + dc)
        if nxt not in mall.at:
            stop = "the mall ends there"
        elif not mall.step_open(last, nxt, dwarf=hero == "orange"):
            stop = ("there is no explored passage between the two tiles there"
                    if mall.tile_of(nxt) != mall.tile_of(last) else "a wall stands in the way")
        else:
            stop = "another hero stands in the way"
        where = f"{mall.name(last)}" if reach else f"its space {mall.name(cell)}"
        return (f"The {_hero(hero)} cannot get from {mall.name(cell)} to {mall.name(dest)} going "
                f"{DIRECTION_NAMES[direction]}: past {where} {stop}.")

    def _check_chance(self, state: MMState, action: Draw | Reveal) -> None:
        if isinstance(action, Draw):
            if state.phase != "draw":
                raise IllegalAction("magic_maze.explore", "No tile is being drawn now.")
            if action.tile not in state.stack:
                raise IllegalAction("magic_maze.mall.tiles", f"Tile {action.tile!r} is not in the stack.")
            return
        if state.phase != "turn":
            raise IllegalAction("magic_maze.solo", "No action tile is being turned now.")
        if action.action not in state.solo_pile:
            raise IllegalAction("magic_maze.solo", f"No {action.action!r} tile is left in the pile.")

    # -- resolving ---------------------------------------------------------------------------------------
    def resolve(self, state: MMState, action: Any) -> tuple[MMState, tuple[Event, ...]]:
        if isinstance(action, Elapse):
            left = state.sand - action.seconds
            events: list[Event] = [TimePassed("magic_maze.timer.elapse", action.seconds, left)]
            state = replace(state, sand=left)
            if left == 0:
                events.append(SandRanOut("magic_maze.timer"))
                state = replace(state, result="lost", talk="")
            return state, tuple(events)
        if isinstance(action, StartTimer):
            return (replace(state, started=True, talk=""),
                    (TimerStarted("magic_maze.play.start", action.seat),))
        if isinstance(action, PlacePawn):
            return replace(state, pawn=action.target), (PawnPlaced("magic_maze.pawn", action.seat, action.target),)
        if isinstance(action, Draw):
            return self._place(state, action.tile)
        if isinstance(action, Reveal):
            return self._reveal(state, action.action)
        events = []
        if state.talk:
            events.append(TalkingEnds("magic_maze.talk.hourglass", action.seat))
            state = replace(state, talk="")
        if isinstance(action, TurnTile):
            return self._turn(state, events)
        if isinstance(action, Explore):
            cell = self.hero_cell(state, action.hero)
            events.append(Explored("magic_maze.explore", action.seat, action.hero, state.mall.name(cell)))
            return replace(state, phase="draw", pending=(action.seat, action.hero)), tuple(events)
        return self._hero_moves(state, action, events)

    def _hero_moves(self, state: MMState, action: Any, events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        mall = state.mall
        k = HEROES.index(action.hero)
        cell = state.heroes[k]
        if isinstance(action, Escalator):
            dest, how, rule = mall.escalator_end(cell), "escalator", "magic_maze.escalator"
        else:
            dest = mall.find(action.tile, action.row, action.col)
            if isinstance(action, Vortex):
                how, rule = "vortex", "magic_maze.vortex"
            else:
                dr, dc = dest[0] - cell[0], dest[1] - cell[1]
                how, rule = ("N" if dr < 0 else "S" if dr > 0 else "W" if dc < 0 else "E"), "magic_maze.move.straight"
        events.append(HeroMoved(rule, action.seat, action.hero, how, mall.name(cell), mall.name(dest)))
        state = replace(state, heroes=state.heroes[:k] + (dest,) + state.heroes[k + 1:])
        return self._arrive(state, action.hero, dest, events)

    def _arrive(self, state: MMState, hero: str, cell: Global, events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        """What the space an action ended on does (magic_maze.special.end), then the theft and the win."""
        mall = state.mall
        space = mall.space(cell)
        if space.kind == "hourglass" and cell not in state.used:
            state, more = self._flip(state, hero, cell)
            events += more
            if state.over:
                return state, tuple(events)
        if space.kind == "exit" and state.theft and cell in self.exits_for(state, hero):
            k = HEROES.index(hero)
            state = replace(state, heroes=state.heroes[:k] + (None,) + state.heroes[k + 1:])
            events.append(HeroEscaped("magic_maze.exit", hero, mall.name(cell)))
            if all(h is None for h in state.heroes):
                events.append(GameWon("magic_maze.exit", state.flips))
                return replace(state, result="won", talk=""), tuple(events)
        if not state.theft and all(h is not None and mall.space(h).kind == "item" and mall.space(h).colour == c
                                   for c, h in zip(HEROES, state.heroes)):
            state = replace(state, theft=True,
                            holdings=tuple(AFTER_THEFT.get(t, t) for t in state.holdings))
            events.append(Theft("magic_maze.theft"))
        return state, tuple(events)

    def _flip(self, state: MMState, hero: str, cell: Global) -> tuple[MMState, list[Event]]:
        left = SAND - state.sand
        events: list[Event] = [HourglassUsed("magic_maze.timer.hourglass", hero, state.mall.name(cell), state.sand, left)]
        state = replace(state, sand=left, used=state.used + (cell,), flips=state.flips + 1)
        if left == 0:   # turned over full: all the sand is below, none left to run
            events.append(SandRanOut("magic_maze.timer"))
            return replace(state, result="lost", talk=""), events
        if not self.scenario.free_talk:
            state = replace(state, talk="hourglass")
            events.append(TalkingOpens("magic_maze.talk.hourglass"))
        if self.scenario.pass_tiles and self.players > 1:
            holdings = state.holdings[-1:] + state.holdings[:-1]   # each seat's tile goes to the next seat
            state = replace(state, holdings=holdings)
            events.append(TilesPassed("magic_maze.scenario.pass", holdings))
        if self.solo:
            pile = tuple(sorted(state.solo_pile + state.solo_discard))
            state = replace(state, solo_pile=pile, solo_discard=(), solo_shuffled=True)
            events.append(SoloShuffled("magic_maze.solo.reshuffle"))
        return state, events

    def _place(self, state: MMState, tile: str) -> tuple[MMState, tuple[Event, ...]]:
        seat, hero = state.pending
        cell = self.hero_cell(state, hero)
        mall = state.mall
        placed = mall.placement(cell, tile)
        stack = tuple(t for t in state.stack if t != tile)
        new = replace(state, placed=state.placed + (placed,), stack=stack, phase="play", pending=(0, ""))
        passages = self._new_passages(new, placed) - 1     # the entry's own passage is the explored one
        return new, (TilePlaced("magic_maze.explore.passages" if passages else "magic_maze.explore", tile, passages),)

    def _new_passages(self, state: MMState, placed: Placed) -> int:
        mall = state.mall
        count = 0
        for r in range(4):
            for c in range(4):
                cell = placed.cell((r, c))
                side = mall.side_of(cell)
                if side is None:
                    continue
                dr, dc = DIRECTION[side]
                other = (cell[0] + dr, cell[1] + dc)
                if other in mall.at and mall.step_open(cell, other):
                    count += 1
        return count

    def _turn(self, state: MMState, events: list[Event]) -> tuple[MMState, tuple[Event, ...]]:
        if not state.solo_pile:
            state = replace(state, solo_pile=state.solo_discard, solo_discard=(), solo_shuffled=False)
            events.append(SoloRecycled("magic_maze.solo.recycle"))
        if state.solo_shuffled:
            return replace(state, phase="turn"), tuple(events)
        state, more = self._reveal(state, state.solo_pile[0])
        return state, tuple(events) + more

    def _reveal(self, state: MMState, act: str) -> tuple[MMState, tuple[Event, ...]]:
        pile = list(state.solo_pile)
        pile.remove(act)
        return (replace(state, solo_pile=tuple(pile), solo_discard=state.solo_discard + (act,), phase="play"),
                (SoloTurned("magic_maze.solo", act),))

    # -- what players see ------------------------------------------------------------------------------------
    def observation(self, state: MMState, seat: int) -> "MMObservation":
        """What a player sees: everything on the table; of the stack only how many tiles are left, and in
        the solo variant not the order of a shuffled pile."""
        if type(seat) is not int or not 1 <= seat <= self.players:
            raise ValueError(f"seat must be 1..{self.players}, not {seat!r}")
        return MMObservation(seat=seat, placed=state.placed, stack_size=len(state.stack), heroes=state.heroes,
                             holdings=state.holdings, used=state.used, sand=state.sand, started=state.started,
                             talking=self.talking(state)[0], theft=state.theft, pawn=state.pawn, phase=state.phase,
                             flips=state.flips, result=state.result, solo_pile_size=len(state.solo_pile),
                             solo_discard=state.solo_discard)

    def describe(self, state: MMState) -> str:
        """The mall as text (three characters a space), then the timer, the seats and the heroes."""
        lines = describe_mall(state)
        talk, why, _ = self.talking(state)
        m, s = divmod(state.sand, 60)
        clock = "not started" if not state.started else f"{m}:{s:02d} left"
        lines.append(f"scenario {self.scenario.number} ({self.scenario.title}), sand {clock}, hourglasses used "
                     f"{state.flips}, stack {len(state.stack)} tile(s){', THEFT done' if state.theft else ''}")
        lines.append(f"talking: {'yes' if talk else 'no'} — {why}")
        if self.solo:
            top = state.solo_discard[-1] if state.solo_discard else "none"
            lines.append(f"solo: {len(state.solo_pile)} tile(s) in the pile, on top of the discard: {top}")
        else:
            lines.append("seats: " + ", ".join(f"{k + 1} {t}" for k, t in enumerate(state.holdings)))
        mall = state.mall
        lines.append("heroes: " + ", ".join(
            f"{h} {'escaped' if c is None else mall.name(c)}" for h, c in zip(HEROES, state.heroes)))
        if state.result:
            lines.append("result: " + ("won" if state.result == "won" else "lost"))
        return "\n".join(lines)

    # -- loading ---------------------------------------------------------------------------------------------
    def validate_state(self, state: MMState) -> None:
        all_tiles = tiles()
        names = [p.tile for p in state.placed]
        if not state.placed or state.placed[0] != Placed(self.scenario.start, (0, 0), 0):
            raise ValueError(f"the mall starts with tile {self.scenario.start} in the middle, unturned")
        if any(n not in all_tiles for n in names):
            raise ValueError("the mall holds an unknown tile")
        if len(set(names)) != len(names) or len({p.slot for p in state.placed}) != len(names):
            raise ValueError("a tile or a slot of the mall is used twice")
        if any(p.turns not in (0, 1, 2, 3) for p in state.placed):
            raise ValueError("a tile's turns must be 0 to 3")
        if any(t not in self.scenario.stack for t in names[1:] + list(state.stack)) or \
                sorted(names[1:] + list(state.stack), key=int) != sorted(self.scenario.stack, key=int):
            raise ValueError(f"the mall and the stack together must be the scenario's tiles "
                             f"{', '.join(self.scenario.stack)}")
        if tuple(sorted(state.stack, key=int)) != state.stack:
            raise ValueError("the stack is kept sorted (its order is chance)")
        for k, p in enumerate(state.placed[1:], 1):
            # each tile was laid at an exploration space of the mall before it, its arrow joining that space
            side = turn_side(all_tiles[p.tile].entry, p.turns)
            entry = connection_cell(p, side)
            dr, dc = DIRECTION[side]
            before = mall_of(state.placed[:k])
            at = (entry[0] + dr, entry[1] + dc)
            if at not in before.at or before.space(at).kind != "explore" or before.placement(at, p.tile) != p:
                raise ValueError(f"tile {p.tile} is not laid with its arrow at an exploration space of the mall")
        if len(state.heroes) != 4:
            raise ValueError("there are four heroes")
        mall = state.mall
        cells = [c for c in state.heroes if c is not None]
        if any(c not in mall.at for c in cells):
            raise ValueError("a hero stands off the mall")
        if len(set(cells)) != len(cells):
            raise ValueError("two heroes share a space")
        if any(c is None for c in state.heroes) and not state.theft:
            raise ValueError("no hero escapes before the theft")
        n = 1 if self.solo else self.players
        if len(state.holdings) != n:
            raise ValueError(f"holdings needs one entry per seat ({n})")
        if self.solo and state.holdings != ("",):
            raise ValueError("in the solo variant nobody holds an action tile (holdings is [\"\"])")
        if not self.solo:
            if any(t not in ACTION_TILES for t in state.holdings):
                raise ValueError(f"holdings are action tile sides ({', '.join(ACTION_TILES)})")
            base = [t[:-1] if t.endswith("x") else t for t in state.holdings]
            if sorted(base) != sorted(SETS[self.players]):
                raise ValueError(f"the seats must hold the {self.players}-player set {', '.join(SETS[self.players])}")
            if any((t in AFTER_THEFT.values()) != state.theft for t in state.holdings if t[:2] in ("T1", "T5")):
                raise ValueError("the vortex tiles show their crossed-out side exactly after the theft")
        if not 0 <= state.sand <= SAND:
            raise ValueError(f"the sand must be 0 to {SAND} seconds")
        if any(c not in mall.at or mall.space(c).kind != "hourglass" for c in state.used) or \
                len(set(state.used)) != len(state.used) or state.flips != len(state.used):
            raise ValueError("out-of-order markers go on used hourglass spaces, one each; flips count them")
        if state.phase not in ("play", "draw", "turn"):
            raise ValueError(f"phase must be play, draw or turn, not {state.phase!r}")
        if state.phase == "draw" and (state.pending[1] not in HEROES or not self.can_explore(state, state.pending[1])
                                      or not 1 <= state.pending[0] <= n):
            raise ValueError("a tile is drawn only while a hero explores, for a seat at the table")
        if state.phase != "draw" and state.pending != (0, ""):
            raise ValueError("pending names the exploring seat and hero only while a tile is drawn")
        if not state.started and (state.sand != SAND or state.used):
            raise ValueError("before the timer is turned over no sand has run and no hourglass is used")
        if state.over and (state.talk or state.phase != "play"):
            raise ValueError("a finished game has no talking window and no draw under way")
        if state.phase == "turn" and not (self.solo and state.solo_shuffled and state.solo_pile):
            raise ValueError("a tile is turned up by chance only from a shuffled pile")
        if state.talk not in ("", "hourglass") or (state.talk and not state.started):
            raise ValueError("the talking window opens only at an hourglass, during play")
        if not 0 <= state.pawn <= self.players:
            raise ValueError("the pawn stands in front of a seat or nobody")
        if state.result not in ("", "won", "lost") or (state.result == "won") != all(c is None for c in state.heroes):
            raise ValueError("the game is won exactly when all four heroes are out")
        if state.result == "lost" and state.sand:
            raise ValueError("the game is lost when the sand has run out")
        if self.solo:
            if sorted(state.solo_pile + state.solo_discard) != sorted(SOLO_TILES):
                raise ValueError("the solo piles hold the seven single-action tiles")
            if state.solo_shuffled and tuple(sorted(state.solo_pile)) != state.solo_pile:
                raise ValueError("a shuffled pile is kept sorted (its order is chance)")
        elif state.solo_pile or state.solo_discard or not state.solo_shuffled:
            raise ValueError("only the solo variant has piles of action tiles")


@dataclass(frozen=True)
class MMObservation:
    seat: int
    placed: tuple[Placed, ...]
    stack_size: int
    heroes: tuple[Global | None, ...]
    holdings: tuple[str, ...]
    used: tuple[Global, ...]
    sand: int
    started: bool
    talking: bool
    theft: bool
    pawn: int
    phase: str
    flips: int
    result: str
    solo_pile_size: int
    solo_discard: tuple[str, ...]


#: three characters per space in ``describe``: the hero (O Y P G) or blank, then the space's code
SPACE_CODES = {"floor": "..", "entry": "->", "hourglass": "H.", "camera": "C.", "crystal": "B."}
KIND_LETTERS = {"explore": "E", "vortex": "V", "item": "I", "exit": "X"}


def describe_mall(state: MMState) -> list[str]:
    mall = state.mall
    top, left, bottom, right = mall.bounds()
    heroes = {c: h[0].upper() for h, c in zip(HEROES, state.heroes) if c is not None}
    lines = []
    for r in range(top, bottom + 1):
        row = []
        for c in range(left, right + 1):
            if (r, c) not in mall.at:
                row.append("   ")
                continue
            sp = mall.space((r, c))
            code = SPACE_CODES.get(sp.kind) or KIND_LETTERS[sp.kind] + sp.colour[0].upper()
            if sp.kind == "hourglass" and (r, c) in state.used:
                code = "h-"
            row.append(heroes.get((r, c), " ") + code)
        lines.append("".join(row).rstrip())
    return lines
