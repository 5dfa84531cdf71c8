"""Magic Maze: four heroes rob a mall together, everybody acting at once against a sand timer.

A simultaneous game (``Game.simultaneous``): there is no player to move; every action names the
seat that performs it (seats counted from 1, in the circle's order), ``legal_actions`` lists every
seat's actions, and a seat may only perform the actions on its own action tile. Time passes only
through ``Elapse(seconds)`` (engine.core.clock). Drawing a mall tile, turning up the top of an open
stack and, in the solo variant, turning an action tile are chance outcomes.

Spaces are named by their tile and their (row, col) counted from 1 as the tile lies on the board,
north up: ``Move(seat=1, hero="orange", tile="6", row=2, col=3)``; states keep mall-grid cells.

The scenarios switch rules on (``components.Scenario``): orange walls and the elf's talking window
(4), the crystal ball (5), cameras (6, 7), and from 8 on each scenario's own rule on a stack and side
the players choose — the open stack (8), the leader (9), fooling the guards (10), the rearrangement
(11), talking restrictions (12, 14, 15), two malls (13), no vortex (16), never together (17).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from functools import cached_property, lru_cache
from typing import Any

from engine.core import Elapse, Event, Game, IllegalAction, derived_rng
from engine.core.settings import Settings

from .components import (ACTION_NAMES, ACTION_TILES, AFTER_THEFT, DEFAULT_STACK, DEFAULT_START, SCENARIOS,
                         SETS, SOLO_TILES, STACK_CHOICES, Scenario, action_set, scenario_with)
from .mall import DIRECTION, DIRECTION_NAMES, Global, Mall, Placed, connection_cell, turn_side
from .rules import RULES
from .tiles import CENTRE, HERO_NAMES, HEROES, tiles

SAND = 180                     # seconds in the sand timer
MAX_PLAYERS = 8                # 9 in scenario 9 (a leader and the 8-player set)
DIRECTIONS = ("N", "E", "S", "W")
#: the lattice slot of tile 3, the second mall of scenario 13: far enough that the two never meet
SECOND_MALL = (0, 40)
#: out-of-order markers for cameras and crystal balls, as describe draws them
USED_CODES = {"hourglass": "h-", "camera": "c-", "crystal": "b-"}


# -- state ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class MMState:
    placed: tuple[Placed, ...]                 # the mall: the start tile(s) first, then in the order explored
    stack: tuple[str, ...]                     # tiles face down in the stack (sorted: their order is chance)
    heroes: tuple[Global | None, ...]          # each hero's mall-grid cell (HEROES order); None once escaped
    holdings: tuple[str, ...]                  # each seat's action tile side ("T5", "T1x"...); solo: ("",);
                                               # scenario 9: "" for the leader
    used: tuple[Global, ...] = ()              # hourglass spaces with an out-of-order marker
    sand: int = SAND                           # seconds left in the timer
    started: bool = False                      # the timer has been turned over: play has begun
    talk: str = ""                             # the talking window open: "hourglass", "elf" or "" (none)
    theft: bool = False
    pawn: int = 0                              # the seat the "Do Something!" pawn stands in front of (0: nobody)
    phase: str = "play"                        # "play"; chance: "draw" (a mall tile), "turn" (a solo tile);
                                               # "crystal" (a second crystal-ball tile or not), "discard" (11)
    pending: tuple[int, str] = (0, "")         # the (seat, hero) exploring while a tile is drawn; for the crystal
                                               # ball (seat, "") while its tiles are laid
    flips: int = 0                             # hourglass spaces used (the score)
    result: str = ""                           # "", "won" or "lost"
    solo_pile: tuple[str, ...] = ()            # solo: the face-down pile (sorted while shuffled)
    solo_shuffled: bool = True                 # solo: the pile's order is unknown (after a shuffle)
    solo_discard: tuple[str, ...] = ()         # solo: the turned tiles, the last one on top
    top: str = ""                              # the tile known to lie on top of the stack: scenario 5's tile 15,
                                               # the face-up top of an open stack ("" if none is known)
    under: tuple[str, ...] = ()                # 11: discarded tiles under the stack, drawn after it; pairs in
                                               # the order discarded (each pair sorted: its order is chance)
    balls: tuple[Global, ...] = ()             # crystal balls with an out-of-order marker
    cameras: tuple[Global, ...] = ()           # cameras with an out-of-order marker
    frozen: tuple[str, ...] = ()               # 10, 17: heroes escaped and standing on their exits
    crystal: int = 0                           # the crystal ball's tiles laid or being laid now (0: not in use)
    target: Global | None = None               # the exploration space a crystal-ball tile is being laid at

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
class CrystalExplore:
    """Scenario 5 on: while the purple mage stands on a working crystal ball, the seat holding explore lays
    the top tile at the exploration space (row, col) of a tile, of any colour (then, if it likes, a second)."""
    seat: int
    tile: str
    row: int
    col: int

    def __str__(self) -> str:
        return f"seat {self.seat} explores from tile {self.tile} ({self.row},{self.col}) by the crystal ball"


@dataclass(frozen=True, order=True)
class CrystalStop:
    """Scenario 5 on: after the crystal ball's first tile, lay no second one."""
    seat: int

    def __str__(self) -> str:
        return f"seat {self.seat} lays no second tile by the crystal ball"


@dataclass(frozen=True, order=True)
class Discard:
    """Scenario 11: at an hourglass flip before the theft, discard two tiles of the mall (by number)."""
    seat: int
    first: str
    second: str

    def __str__(self) -> str:
        return f"seat {self.seat} discards tiles {self.first} and {self.second}"


@dataclass(frozen=True, order=True)
class Draw:
    """Chance: the tile that comes off the stack."""
    tile: str

    def __str__(self) -> str:
        return f"tile {self.tile} comes off the stack"


@dataclass(frozen=True, order=True)
class TopTile:
    """Chance (an open stack): the tile that turns up on top once the top one is taken."""
    tile: str

    def __str__(self) -> str:
        return f"tile {self.tile} turns up on top of the stack"


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
    cause: str = "hourglass"      # "hourglass" or "elf" (scenario 4 on)
    how: str = "words"            # "words", or "gestures" in scenario 12

    @property
    def text(self) -> str:
        what = "talk" if self.how == "words" else "make gestures (no words)"
        end = "talking" if self.how == "words" else "gestures"
        lead = "the green elf explores: " if self.cause == "elf" else ""
        return f"{lead}everybody may {what} now, and nobody acts; the first action ends the {end}"


@dataclass(frozen=True)
class TilesPassed(Event):
    holdings: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        return "the action tiles pass to the left: " + ", ".join(
            f"seat {k + 1} {t or '(the leader, no tile)'}" for k, t in enumerate(self.holdings))


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
    items: str = "own"

    @property
    def text(self) -> str:
        if self.items == "other":
            return ("the four heroes stand on the four items, none on its own colour: the theft! No more vortexes; "
                    "now each to an exit of another colour")
        return "all four heroes stand on their items: the theft! No more vortexes; now to the exits"


@dataclass(frozen=True)
class HeroEscaped(Event):
    hero: str = "orange"
    where: str = ""
    stays: bool = False

    @property
    def text(self) -> str:
        stay = " and stays there, in the others' way" if self.stays else ""
        return f"the {_hero(self.hero)} escapes through the exit at {self.where}{stay}"


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


@dataclass(frozen=True)
class TopTurned(Event):
    tile: str = "2"

    @property
    def text(self) -> str:
        return f"tile {self.tile} now lies face up on top of the stack: everybody sees it comes next"


@dataclass(frozen=True)
class CrystalUsed(Event):
    seat: int = 1
    ball: str = ""
    where: str = ""
    second: bool = False

    @property
    def text(self) -> str:
        if self.second:
            return f"seat {self.seat} lays the crystal ball's second tile at {self.where}"
        return (f"the purple mage looks into the crystal ball at {self.ball}: seat {self.seat} lays a tile at "
                f"{self.where}, and may lay one more; the ball is out of order")


@dataclass(frozen=True)
class CrystalDone(Event):
    seat: int = 1
    laid: int = 1

    @property
    def text(self) -> str:
        return f"the crystal ball's exploration is over: {self.laid} tile{'s' if self.laid != 1 else ''} laid"


@dataclass(frozen=True)
class CameraSmashed(Event):
    where: str = ""

    @property
    def text(self) -> str:
        return f"the yellow barbarian smashes the camera at {self.where}: it is out of order"


@dataclass(frozen=True)
class DiscardDue(Event):
    pairs: int = 1

    @property
    def text(self) -> str:
        return (f"rearrangement: before anyone acts, discard two tiles of the mall ({self.pairs} "
                f"pair{'s' if self.pairs != 1 else ''} may go)")


@dataclass(frozen=True)
class TilesDiscarded(Event):
    seat: int = 1
    first: str = ""
    second: str = ""

    @property
    def text(self) -> str:
        return (f"seat {self.seat} discards tiles {self.first} and {self.second}: they go face down under the "
                "stack; play on")


@dataclass(frozen=True)
class NoDiscard(Event):
    why: str = ""

    @property
    def text(self) -> str:
        return f"rearrangement: no two tiles can be discarded ({self.why}): everybody loses"


@dataclass(frozen=True)
class Talking:
    """What the table may say right now (``MagicMaze.communication``): for the board's banner."""
    allowed: bool          # may the players communicate beyond staring (and the pawn)?
    how: str               # "words", "gestures" (scenario 12's windows) or "none"
    why: str               # in plain words
    rule: str              # the rule id behind it
    pawn: tuple[int, ...]  # the seats that may use the Do Something! pawn (none in scenario 15)


# -- the game -------------------------------------------------------------------------------------------
class MagicMaze(Game):
    name = "magic_maze"
    title = "Magic Maze"
    rules = RULES
    state_type = MMState
    action_types = (StartTimer, Move, Vortex, Escalator, Explore, CrystalExplore, CrystalStop, Discard, Draw,
                    TopTile, TurnTile, Reveal, PlacePawn, Elapse)
    action_rule = "magic_maze.play.own-actions"
    simultaneous = True

    @classmethod
    def validate_settings(cls, settings: dict[str, Any]) -> dict[str, Any]:
        s = Settings(settings, cls.title, ("scenario", "players", "action_tiles", "stack", "start", "leader"))
        number = s.whole("scenario", 1, 1, len(SCENARIOS))
        scen = SCENARIOS[number]
        if scen.leader:
            players = s.whole("players", 4, scen.min_players, scen.max_players,
                              why=f" in scenario {number} ({scen.title}: a leader and 2 to 8 players with action tiles)")
        else:
            given = settings.get("players", 4)
            if type(given) is int and given == 9:
                raise ValueError(f"players must be 1..8 (1 is the solo variant), not 9: 9 players play only "
                                 f"scenario 9 (Follow the leader)")
            players = s.whole("players", 4, 1, MAX_PLAYERS, why=" (1 is the solo variant)")
        if players < scen.min_players:
            raise ValueError(f"scenario {number} ({scen.title}) needs at least {scen.min_players} players, "
                             f"not {players}")
        out: dict[str, Any] = {"scenario": number, "players": players}
        stack, start = settings.get("stack"), settings.get("start")
        if scen.choose:
            stack = DEFAULT_STACK if stack is None else stack
            if type(stack) is not int or stack not in STACK_CHOICES:
                raise ValueError(f"stack must be {', '.join(map(str, STACK_CHOICES[:-1]))} or {STACK_CHOICES[-1]} "
                                 f"(the stack is tiles 2 to that number), not {stack!r}")
            start = DEFAULT_START if start is None else start
            if start not in ("1A", "1B") or type(start) is not str:
                raise ValueError(f"start must be '1A' or '1B' (the side of the start tile), not {start!r}")
        elif stack is not None or start is not None:
            what = "stack" if stack is not None else "start"
            raise ValueError(f"scenario {number} ({scen.title}) has its own stack and start side "
                             f"({scen.choices()}); {what} is chosen only in scenarios 8-17, not {number}")
        leader = settings.get("leader")
        if scen.leader:
            leader = s.whole("leader", 1, 1, players, what="leader", why=" (the seat of the leader)")
        elif leader is not None:
            raise ValueError(f"leader is a setting of scenario 9 (Follow the leader) only, not of scenario {number}")
        held = settings.get("action_tiles")
        if held is not None:
            want = action_set(players, scen.leader) if players > 1 else ()
            if players == 1 or not isinstance(held, (list, tuple)) or \
                    not all(isinstance(t, str) for t in held) or sorted(held) != sorted(want):
                if players == 1:
                    raise ValueError(f"the solo variant deals no action tiles: leave action_tiles out, not {held!r}")
                if scen.leader:
                    raise ValueError(f"action_tiles must be the {len(want)}-player set {', '.join(want)} in any "
                                     f"order, one per seat but the leader's, not {held!r}")
                raise ValueError(f"action_tiles must be the {players}-player set {', '.join(SETS[players])} in any "
                                 f"order, one per seat, not {held!r}")
            held = tuple(held)
        out["action_tiles"] = held
        if scen.choose:
            out.update(stack=stack, start=start)
        if scen.leader:
            out["leader"] = leader
        return out

    @cached_property
    def scenario(self) -> Scenario:
        """The scenario's switches, on the stack and start side chosen (scenarios 8–17)."""
        s = self.settings
        return scenario_with(s["scenario"], s.get("stack"), s.get("start"))

    @property
    def players(self) -> int:
        return self.settings["players"]

    @property
    def solo(self) -> bool:
        return self.players == 1

    # -- setup ---------------------------------------------------------------------------------------
    def initial_state(self, seed: int = 0) -> MMState:
        tiles()  # read and check the tile file once
        scen = self.scenario
        rng = derived_rng(seed, "magic_maze", "setup")
        start = Placed(scen.start, (0, 0), 0)
        heroes = list(HEROES)
        rng.shuffle(heroes)
        where = {hero: start.cell(cell) for hero, cell in zip(heroes, CENTRE)}
        placed: tuple[Placed, ...] = (start,)
        if scen.two_malls:
            second = Placed("3", SECOND_MALL, 0)
            placed += (second,)
            ones, threes = rng.sample(CENTRE, 2), rng.sample(CENTRE, 2)
            where = {"orange": start.cell(ones[0]), "green": start.cell(ones[1]),
                     "yellow": second.cell(threes[0]), "purple": second.cell(threes[1])}
        if self.solo:
            holdings: tuple[str, ...] = ("",)
        else:
            if self.settings["action_tiles"] is not None:
                deal = list(self.settings["action_tiles"])
            else:
                deal = list(action_set(self.players, scen.leader))
                rng.shuffle(deal)
            if scen.leader:
                deal.insert(self.settings["leader"] - 1, "")
            holdings = tuple(deal)
        stack = tuple(sorted((t for t in scen.stack if t != scen.top), key=int))
        top = scen.top
        if scen.open_stack:
            top = rng.choice(stack)
            stack = tuple(t for t in stack if t != top)
        return MMState(placed=placed, stack=stack, heroes=tuple(where[h] for h in HEROES), holdings=holdings,
                       solo_pile=tuple(sorted(SOLO_TILES)) if self.solo else (), top=top)

    # -- queries ----------------------------------------------------------------------------------------
    def current_player(self, state: MMState) -> None:
        return None

    def is_terminal(self, state: MMState) -> bool:
        return state.over

    def winners(self, state: MMState) -> tuple[int, ...]:
        return tuple(range(1, self.players + 1)) if state.result == "won" else ()

    def is_chance_node(self, state: MMState) -> bool:
        if state.over:
            return False
        return state.phase in ("draw", "turn") or self._turning_top(state)

    def _turning_top(self, state: MMState) -> bool:
        """An open stack whose top was just taken: the next tile turns up (chance)."""
        return self.scenario.open_stack and not state.top and bool(state.stack or state.under)

    def chance_outcomes(self, state: MMState) -> list[tuple[Any, Fraction]]:
        if not self.is_chance_node(state):
            return []
        if self._turning_top(state):
            nxt = next_tiles(state)
            return [(TopTile(t), Fraction(1, len(nxt))) for t in nxt]
        if state.phase == "draw":
            nxt = next_tiles(state)
            return [(Draw(t), Fraction(1, len(nxt))) for t in nxt]
        counts = {a: state.solo_pile.count(a) for a in state.solo_pile}
        return [(Reveal(a), Fraction(n, len(state.solo_pile))) for a, n in sorted(counts.items())]

    def stack_left(self, state: MMState) -> int:
        """How many tiles are left to draw (the stack, a known top, and the tiles under it)."""
        return len(state.stack) + len(state.under) + (1 if state.top else 0)

    def seat_actions(self, state: MMState, seat: int) -> tuple[str, ...]:
        """The actions ``seat`` may perform now: its action tile's (solo: the top discard's; the leader of
        scenario 9: none). In scenario 16 the vortex is never usable."""
        if self.solo:
            if not state.solo_discard:
                return ()
            top = state.solo_discard[-1]
            return () if top == "vortex" and (state.theft or not self.scenario.vortex) else (top,)
        acts = ACTION_TILES[state.holdings[seat - 1]] if state.holdings[seat - 1] else ()
        if not self.scenario.vortex:
            acts = tuple(a for a in acts if a != "vortex")
        return acts

    def holders(self, state: MMState, action: str) -> list[int]:
        """The seats that may perform ``action`` now (by their action tiles)."""
        return [seat for seat in range(1, self.players + 1) if action in self.seat_actions(state, seat)]

    def leader(self, state: MMState) -> int | None:
        """Scenario 9: the leader's seat (the one holding no action tile)."""
        if not self.scenario.leader:
            return None
        return state.holdings.index("") + 1 if "" in state.holdings else None

    def pawn_seats(self, state: MMState) -> tuple[int, ...]:
        """The seats that may put the Do Something! pawn down: every seat, only the leader (9), nobody (15)."""
        if not self.scenario.pawn or self.solo:
            return ()
        lead = self.leader(state)
        return (lead,) if lead else tuple(range(1, self.players + 1))

    def talking(self, state: MMState) -> tuple[bool, str, str]:
        """Whether the players may talk (or, in scenario 12's windows, gesture) right now, why (in words) and
        the rule."""
        c = self.communication(state)
        return c.allowed, c.why, c.rule

    def communication(self, state: MMState) -> Talking:
        """What the table may say right now, and why: for the board's banner (the engine cannot hear)."""
        scen = self.scenario
        pawn = self.pawn_seats(state)

        def say(allowed: bool, how: str, why: str, rule: str) -> Talking:
            return Talking(allowed, how, why, rule, pawn)
        if state.over:
            return say(True, "words", "the game is over", "magic_maze.game.over")
        if scen.free_talk:
            return say(True, "words", "scenario 1 is for beginners: talking is allowed at any time",
                       "magic_maze.talk.beginners")
        if not state.started:
            return say(True, "words", "the timer has not been turned over yet: plan together", "magic_maze.setup.talk")
        if scen.talk == "never":
            if not scen.pawn:
                return say(False, "none", f"scenario {scen.number}: no talking at any time, and no Do Something! "
                                          "pawn either — only your eyes", "magic_maze.talk.eyes")
            return say(False, "none", f"scenario {scen.number}: no talking at any time, not even after an "
                                      "hourglass (staring and the Do Something! pawn are fine)", "magic_maze.talk.never")
        if state.talk:
            cause = ("an hourglass turned the timer over" if state.talk == "hourglass"
                     else "the green elf explored")
            if scen.talk == "gestures":
                return say(True, "gestures", f"{cause}: gestures only, no words, until somebody acts",
                           "magic_maze.talk.gestures")
            rule = "magic_maze.talk.hourglass" if state.talk == "hourglass" else "magic_maze.talk.elf"
            return say(True, "words", f"{cause}: talk until somebody acts", rule)
        if not scen.pawn:
            return say(False, "none", "silence: no talking, pointing or signs, and no Do Something! pawn",
                       "magic_maze.talk.eyes")
        return say(False, "none", "silence: no talking, pointing or signs (staring and the Do Something! pawn "
                                  "are fine)", "magic_maze.talk.silence")

    def hero_cell(self, state: MMState, hero: str) -> Global | None:
        return state.heroes[HEROES.index(hero)]

    def escaped(self, state: MMState, hero: str) -> bool:
        """Out of the game: off the mall, or standing on its exit for good (10, 17)."""
        return state.heroes[HEROES.index(hero)] is None or hero in state.frozen

    def active(self, state: MMState, hero: str) -> Global | None:
        """The hero's cell if it may still act (not escaped), else None."""
        return None if hero in state.frozen else state.heroes[HEROES.index(hero)]

    def occupied(self, state: MMState) -> set[Global]:
        return {cell for cell in state.heroes if cell is not None}

    def exits_for(self, state: MMState, hero: str) -> list[Global]:
        """The exits ``hero`` may escape through (once the theft has happened)."""
        cells = state.mall.cells_of
        if self.scenario.exits == "purple":
            return cells.get("purple exit", [])
        if self.scenario.exits == "other":
            return sorted(c for colour in HEROES if colour != hero for c in cells.get(f"{colour} exit", []))
        return cells.get(f"{hero} exit", [])

    def items_for(self, state: MMState, hero: str) -> list[Global]:
        """The item spaces ``hero`` may stand on for the theft: its own colour's, or (10) the others'."""
        cells = state.mall.cells_of
        if self.scenario.items == "other":
            return sorted(c for colour in HEROES if colour != hero for c in cells.get(f"{colour} item", []))
        return cells.get(f"{hero} item", [])

    def destinations(self, state: MMState, hero: str, direction: str) -> list[Global]:
        """Where a move of ``hero`` in ``direction`` may end, nearest first."""
        cell = self.active(state, hero)
        if cell is None:
            return []
        reach = state.mall.ray(cell, direction, self.occupied(state), dwarf=hero == "orange")
        bad = self.closed_ends(state, hero)
        return [c for c in reach if c not in bad] if bad else reach

    def vortex_targets(self, state: MMState, hero: str) -> list[Global]:
        cell = self.active(state, hero)
        if cell is None:
            return []
        busy = self.occupied(state) | self.closed_ends(state, hero)
        return [v for v in state.mall.cells_of.get(f"{hero} vortex", []) if v not in busy]

    def can_explore(self, state: MMState, hero: str) -> bool:
        cell = self.active(state, hero)
        if cell is None or not self.stack_left(state):
            return False
        space = state.mall.space(cell)
        return space.kind == "explore" and space.colour == hero and state.mall.across(cell) not in state.mall.slots

    def working_cameras(self, state: MMState) -> list[Global]:
        """Cameras in the mall without an out-of-order marker (scenario 6 on)."""
        return [c for c in state.mall.cells_of.get("camera", []) if c not in state.cameras]

    def crystal_ball(self, state: MMState) -> Global | None:
        """The working crystal ball the purple mage stands on, if it does (scenario 5 on)."""
        if not self.scenario.crystal:
            return None
        cell = self.active(state, "purple")
        if cell is None or cell in state.balls or state.mall.space(cell).kind != "crystal":
            return None
        return cell

    def closed_ends(self, state: MMState, hero: str) -> set[Global]:
        """Spaces where an action of ``hero`` may not end, whatever the way there: unused hourglasses while two
        or more cameras work (6 on); tiles it may not share (13, 17). Empty in scenarios 1–5."""
        scen = self.scenario
        if not (scen.cameras or scen.apart):
            return set()
        return self._closed_ends(state.placed, state.heroes, state.used, state.cameras, hero)

    def _closed_ends(self, placed, heroes, used, cameras, hero) -> set[Global]:
        key = (placed, heroes, used, cameras, hero)
        cache = self.__dict__.setdefault("_closed_cache", {})
        if key in cache:
            return cache[key]
        if len(cache) > 4096:
            cache.clear()
        mall = mall_of(placed)
        out: set[Global] = set()
        if self.scenario.cameras and sum(1 for c in mall.cells_of.get("camera", []) if c not in cameras) >= 2:
            out.update(c for c in mall.cells_of.get("hourglass", []) if c not in used)
        if self.scenario.apart:
            k = HEROES.index(hero)
            others = [mall.tile_index(c) for i, c in enumerate(heroes) if i != k and c is not None]
            if self.scenario.apart == 2:
                tiles_taken = {t for t in others if mall.placed[t].number != 1}
            else:
                tiles_taken = {others[0]} if len(others) == 3 and len(set(others)) == 1 else set()
            for t in tiles_taken:
                p = mall.placed[t]
                out.update(p.cell((r, c)) for r in range(4) for c in range(4))
        cache[key] = out
        return out

    def discard_pairs(self, state: MMState) -> list[tuple[str, str]]:
        """Scenario 11: the pairs of tiles that may be discarded now (each pair and the list in tile-number
        order): neither holding a hero or an out-of-order marker, neither a start tile, and the tiles left
        still joined through explored passages."""
        return discard_pairs(state.placed, len(self.scenario.start_tiles),
                             tuple(c for c in state.heroes if c is not None) + state.used + state.balls + state.cameras)

    def legal_actions(self, state: MMState) -> list[Any]:
        if state.over:
            return []
        if self.is_chance_node(state):
            return [o for o, _ in self.chance_outcomes(state)]
        seats = range(1, self.players + 1)
        if not state.started:
            return [StartTimer(s) for s in seats] + self._pawn_actions(state)
        tail = self._pawn_actions(state) + [Elapse(s) for s in range(1, state.sand + 1)]
        mall = state.mall
        if state.phase == "discard":
            pairs = self.discard_pairs(state)
            return [Discard(s, a, b) for s in seats for a, b in pairs] + tail
        if state.phase == "crystal":
            seat = state.pending[0]
            return [CrystalExplore(seat, *mall.square(c)) for c in mall.unexplored()] + [CrystalStop(seat)] + tail
        moves, vortexes, escalators, explores, balls = [], [], [], [], []
        ball = self.crystal_ball(state) if self.stack_left(state) else None
        for seat in seats:
            acts = self.seat_actions(state, seat)
            if not acts:
                continue
            for hero in HEROES:
                cell = self.active(state, hero)
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
                    if end is not None and end not in self.occupied(state) and \
                            end not in self.closed_ends(state, hero):
                        escalators.append(Escalator(seat, hero))
                if "explore" in acts and self.can_explore(state, hero):
                    explores.append(Explore(seat, hero))
            if ball is not None and "explore" in acts:
                balls += [CrystalExplore(seat, *mall.square(c)) for c in mall.unexplored()]
        out = sorted(moves) + sorted(vortexes) + sorted(escalators) + sorted(explores) + sorted(balls)
        if self.solo and (state.solo_pile or state.solo_discard):
            out.append(TurnTile(1))
        return out + tail

    def _pawn_actions(self, state: MMState) -> list[PlacePawn]:
        n = self.players
        return [PlacePawn(s, t) for s in self.pawn_seats(state) for t in range(1, n + 1) if s != t and t != state.pawn]

    # -- checking ---------------------------------------------------------------------------------------
    def check(self, state: MMState, action: Any) -> None:
        if state.over:
            raise IllegalAction("magic_maze.game.over", "The game is over: "
                                + ("all four heroes are out." if state.result == "won" else
                                   "the sand has run out." if not state.sand else "no tiles could be discarded."))
        if isinstance(action, (Draw, Reveal, TopTile)):
            self._check_chance(state, action)
            return
        if self.is_chance_node(state):
            if self._turning_top(state):
                raise IllegalAction("magic_maze.stack.open", "Wait: the next tile of the stack is turning up.")
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
            self._check_pawn(state, action)
            return
        if not state.started:
            raise IllegalAction("magic_maze.play.start", "Turn the sand timer over first: the game starts then.")
        if isinstance(action, Discard) or state.phase == "discard":
            self._check_discard(state, action)
            return
        if isinstance(action, (CrystalExplore, CrystalStop)) or state.phase == "crystal":
            self._check_crystal(state, action)
            return
        if isinstance(action, TurnTile):
            if not self.solo:
                raise IllegalAction("magic_maze.solo", "Turning action tiles is for the solo variant only.")
            return
        self._check_hero_action(state, action)

    def _check_seat(self, seat: Any, what: str = "The seat") -> None:
        if type(seat) is not int or not 1 <= seat <= self.players:
            raise IllegalAction("magic_maze.seats.order", f"{what} must be a seat from 1 to {self.players}, "
                                                          f"not {seat!r}.")

    def _check_pawn(self, state: MMState, action: PlacePawn) -> None:
        self._check_seat(action.target, "The pawn's target")
        if not self.scenario.pawn:
            raise IllegalAction("magic_maze.talk.eyes", f"Scenario {self.scenario.number} ({self.scenario.title}) "
                                                        "plays without the Do Something! pawn: only your eyes.")
        lead = self.leader(state)
        if lead and action.seat != lead:
            raise IllegalAction("magic_maze.leader", f"Only the leader, seat {lead}, may use the Do Something! "
                                                     "pawn.")
        if action.target == action.seat:
            raise IllegalAction("magic_maze.pawn", "Put the pawn in front of another player.")
        if action.target == state.pawn:
            raise IllegalAction("magic_maze.pawn", f"The pawn already stands in front of seat {action.target}.")

    def _check_discard(self, state: MMState, action: Any) -> None:
        if not isinstance(action, Discard):
            raise IllegalAction("magic_maze.rearrange.reading", "Wait: two tiles must be discarded first "
                                                                "(rearrangement); the sand keeps running.")
        if not self.scenario.rearrange:
            raise IllegalAction("magic_maze.rearrange", "Discarding tiles is the rule of scenario 11 "
                                                        "(Rearrangement) only.")
        if state.phase != "discard":
            raise IllegalAction("magic_maze.rearrange", "No tiles are to be discarded now: two go at each "
                                                        "hourglass flip before the theft.")
        names = {p.tile for p in state.placed}
        pair = (action.first, action.second)
        for t in pair:
            if not isinstance(t, str) or t not in names:
                raise IllegalAction("magic_maze.rearrange", f"There is no tile {t!r} in the mall.")
        if action.first == action.second:
            raise IllegalAction("magic_maze.rearrange", "Discard two different tiles.")
        legal = self.discard_pairs(state)
        if tuple(sorted(pair, key=_tile_number)) in legal and _tile_number(action.first) < _tile_number(action.second):
            return
        if tuple(sorted(pair, key=_tile_number)) in legal:
            raise IllegalAction("magic_maze.rearrange", f"Name the lower tile first: tiles "
                                                        f"{' and '.join(sorted(pair, key=_tile_number))}.")
        raise IllegalAction("magic_maze.rearrange", self._why_not_discard(state, pair))

    def _why_not_discard(self, state: MMState, pair: tuple[str, str]) -> str:
        mall = state.mall
        index = {p.tile: k for k, p in enumerate(mall.placed)}
        for t in pair:
            k = index[t]
            if k < len(self.scenario.start_tiles):
                return f"Tile {t} is a start tile: it never goes."
            for hero, c in zip(HEROES, state.heroes):
                if c is not None and mall.tile_index(c) == k:
                    return f"The {_hero(hero)} stands on tile {t}: a tile with a hero stays."
            for c in state.used + state.balls + state.cameras:
                if mall.tile_index(c) == k:
                    return f"Tile {t} holds an out-of-order marker at {mall.name(c)}: it stays."
        return (f"Without tiles {pair[0]} and {pair[1]} the rest of the mall would fall apart: some spaces could "
                "no longer be reached without a vortex.")

    def _check_crystal(self, state: MMState, action: Any) -> None:
        scen = self.scenario
        if state.phase == "crystal":
            seat = state.pending[0]
            if not isinstance(action, (CrystalExplore, CrystalStop)):
                raise IllegalAction("magic_maze.crystal.reading", f"Wait: seat {seat} is laying the crystal ball's "
                                                                  "tiles (a second one, or none).")
            if action.seat != seat:
                raise IllegalAction("magic_maze.crystal.reading", f"Seat {seat} is laying the crystal ball's tiles: "
                                                                  "only it lays the second one, or stops.")
            if isinstance(action, CrystalStop):
                return
        elif isinstance(action, CrystalStop):
            raise IllegalAction("magic_maze.crystal.reading", "No crystal ball is in use now: there is nothing "
                                                              "to stop.")
        else:
            if not scen.crystal:
                raise IllegalAction("magic_maze.crystal", f"The crystal ball works from scenario 5 on, not in "
                                                          f"scenario {scen.number}.")
            self._need(state, action.seat, "explore")
            if self.crystal_ball(state) is None:
                cell = self.active(state, "purple")
                if cell is not None and state.mall.space(cell).kind == "crystal":
                    raise IllegalAction("magic_maze.crystal", f"The crystal ball at {state.mall.name(cell)} is out "
                                                              "of order: it has been used.")
                raise IllegalAction("magic_maze.crystal", "The purple mage does not stand on a crystal ball: only "
                                                          "then may tiles be laid by it.")
        mall = state.mall
        dest = mall.find(action.tile, action.row, action.col) if isinstance(action.tile, str) else None
        if dest is None:
            raise IllegalAction("magic_maze.crystal", f"There is no space tile {action.tile} "
                                                      f"({action.row},{action.col}) in the mall.")
        if mall.space(dest).kind != "explore":
            raise IllegalAction("magic_maze.crystal", f"{mall.name(dest)} is {mall.space(dest)}: the crystal ball's "
                                                      "tiles are laid at exploration spaces (of any colour).")
        if mall.across(dest) in mall.slots:
            raise IllegalAction("magic_maze.explore.room", f"There is no room for a tile beside {mall.name(dest)}: "
                                                           "that side is explored already.")
        if not self.stack_left(state):
            raise IllegalAction("magic_maze.explore.room", "The stack is used up: there is nothing left to explore.")

    def _need(self, state: MMState, seat: int, act: str) -> None:
        """Refuse unless ``seat`` may perform ``act``, naming the seats that may."""
        if act == "vortex" and not self.scenario.vortex:
            raise IllegalAction("magic_maze.vortex.none", f"Scenario {self.scenario.number} plays with the "
                                                          "vortexes out of order: nobody may use one.")
        if act in self.seat_actions(state, seat):
            return
        if act == "vortex" and state.theft:
            raise IllegalAction("magic_maze.theft.no-vortex", "After the theft nobody may use a vortex.")
        if self.solo:
            top = state.solo_discard[-1] if state.solo_discard else None
            shown = f"the {ACTION_NAMES[top]} tile is on top" if top else "no tile has been turned over yet"
            raise IllegalAction("magic_maze.solo", f"Only the action on top of the discard pile may be used, and "
                                                   f"{shown}: turn tiles until {ACTION_NAMES[act]} comes up.")
        if not state.holdings[seat - 1]:
            raise IllegalAction("magic_maze.leader", f"Seat {seat} is the leader: the leader holds no action tile "
                                                     "and performs no actions.")
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
        if action.hero in state.frozen:
            raise IllegalAction("magic_maze.exit.stay", f"The {_hero(action.hero)} has escaped: it stays on its exit "
                                                        f"at {mall.name(cell)} and acts no more.")
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
            reach = mall.ray(cell, direction, self.occupied(state), dwarf=action.hero == "orange")
            if dest not in reach:
                raise IllegalAction(*self._blocked_why(state, action.hero, direction, dest))
            self._check_end(state, action.hero, dest)
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
            self._check_end(state, action.hero, dest)
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
            self._check_end(state, action.hero, end)
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
        if not self.stack_left(state):
            raise IllegalAction("magic_maze.explore.room", "The stack is used up: there is nothing left to explore.")

    def _check_end(self, state: MMState, hero: str, dest: Global) -> None:
        """Refuse an action of ``hero`` ending on ``dest`` where the cameras or the tile limits forbid it."""
        if dest not in self.closed_ends(state, hero):
            return
        mall = state.mall
        scen = self.scenario
        if mall.space(dest).kind == "hourglass" and dest not in state.used and len(self.working_cameras(state)) >= 2:
            seen = ", ".join(mall.name(c) for c in self.working_cameras(state))
            raise IllegalAction("magic_maze.camera.hourglass-block",
                                f"Two cameras or more are working ({seen}): no hero may be moved onto an hourglass. "
                                "The yellow barbarian puts a camera out of order by standing on it.")
        tile = mall.tile_of(dest).tile
        others = [h for h, c in zip(HEROES, state.heroes) if h != hero and c is not None and mall.tile_of(c).tile == tile]
        if scen.apart == 2:
            raise IllegalAction("magic_maze.together.never",
                                f"The {_hero(others[0])} stands on tile {tile} already: in scenario 17 two heroes never "
                                "stand on one tile (tile 1 excepted).")
        raise IllegalAction("magic_maze.two-malls.apart", f"The three other heroes stand on tile {tile}: the four "
                                                          "heroes may never all stand on one tile.")

    def _blocked_why(self, state: MMState, hero: str, direction: str, dest: Global) -> tuple[str, str]:
        mall = state.mall
        cell = self.hero_cell(state, hero)
        reach = mall.ray(cell, direction, self.occupied(state), dwarf=hero == "orange")
        last = reach[-1] if reach else cell
        dr, dc = DIRECTION[direction]
        nxt = (last[0] + dr, last[1] + dc)
        rule = "magic_maze.move.blocked"
        if nxt not in mall.at:
            stop = "the mall ends there"
        elif not mall.step_open(last, nxt, dwarf=hero == "orange"):
            if mall.tile_of(nxt) != mall.tile_of(last):
                stop = "there is no explored passage between the two tiles there"
            elif mall.step_open(last, nxt, dwarf=True):
                stop, rule = "an orange wall stands in the way, and only the orange dwarf passes orange walls", \
                    "magic_maze.dwarf.orange-walls"
            else:
                stop = "a wall stands in the way"
        else:
            stop = "another hero stands in the way"
        where = f"{mall.name(last)}" if reach else f"its space {mall.name(cell)}"
        return rule, (f"The {_hero(hero)} cannot get from {mall.name(cell)} to {mall.name(dest)} going "
                      f"{DIRECTION_NAMES[direction]}: past {where} {stop}.")

    def _check_chance(self, state: MMState, action: Draw | Reveal | TopTile) -> None:
        if isinstance(action, TopTile):
            if not self._turning_top(state):
                raise IllegalAction("magic_maze.stack.open", "No tile is turning up on top of the stack now.")
            if action.tile not in next_tiles(state):
                raise IllegalAction("magic_maze.stack.open", f"Tile {action.tile!r} cannot turn up: it is not in "
                                                             "the stack.")
            return
        if isinstance(action, Draw):
            if state.phase != "draw" or self._turning_top(state):
                raise IllegalAction("magic_maze.explore", "No tile is being drawn now.")
            if action.tile not in next_tiles(state):
                if action.tile in state.stack or action.tile in state.under:
                    raise IllegalAction("magic_maze.mall.tiles", f"Tile {action.tile!r} is not on top of the stack.")
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
                state = self._lost(state)
            return state, tuple(events)
        if isinstance(action, StartTimer):
            return (replace(state, started=True, talk=""),
                    (TimerStarted("magic_maze.play.start", action.seat),))
        if isinstance(action, PlacePawn):
            return replace(state, pawn=action.target), (PawnPlaced("magic_maze.pawn", action.seat, action.target),)
        if isinstance(action, Draw):
            return self._place(state, action.tile)
        if isinstance(action, TopTile):
            return (replace(state, top=action.tile, **_taken(state, action.tile)),
                    (TopTurned("magic_maze.stack.open", action.tile),))
        if isinstance(action, Reveal):
            return self._reveal(state, action.action)
        if isinstance(action, Discard):
            return self._discard(state, action)
        if isinstance(action, CrystalStop):
            return (replace(state, phase="play", pending=(0, ""), crystal=0),
                    (CrystalDone("magic_maze.crystal.reading", action.seat, state.crystal),))
        events = []
        if state.talk:
            events.append(TalkingEnds("magic_maze.talk.hourglass" if state.talk == "hourglass" else "magic_maze.talk.elf",
                                      action.seat))
            state = replace(state, talk="")
        if isinstance(action, TurnTile):
            return self._turn(state, events)
        if isinstance(action, CrystalExplore):
            mall = state.mall
            dest = mall.find(action.tile, action.row, action.col)
            second = state.phase == "crystal"
            ball = self.crystal_ball(state)
            events.append(CrystalUsed("magic_maze.crystal", action.seat, "" if second else mall.name(ball),
                                      mall.name(dest), second))
            return replace(state, phase="draw", pending=(action.seat, ""), target=dest, crystal=state.crystal + 1,
                           balls=state.balls if second else state.balls + (ball,)), tuple(events)
        if isinstance(action, Explore):
            cell = self.hero_cell(state, action.hero)
            events.append(Explored("magic_maze.explore", action.seat, action.hero, state.mall.name(cell)))
            state = replace(state, phase="draw", pending=(action.seat, action.hero))
            scen = self.scenario
            if action.hero == "green" and scen.elf_talk and scen.talk != "never":
                state = replace(state, talk="elf")
                events.append(TalkingOpens("magic_maze.talk.gestures" if scen.talk == "gestures" else "magic_maze.talk.elf",
                                           "elf", "gestures" if scen.talk == "gestures" else "words"))
            return state, tuple(events)
        return self._hero_moves(state, action, events)

    def _lost(self, state: MMState) -> MMState:
        return replace(state, result="lost", talk="", phase="play", pending=(0, ""), crystal=0, target=None)

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
        scen = self.scenario
        space = mall.space(cell)
        if space.kind == "hourglass" and cell not in state.used:
            state, more = self._flip(state, hero, cell)
            events += more
            if state.over:
                return state, tuple(events)
        if space.kind == "camera" and scen.cameras and hero == "yellow" and cell not in state.cameras:
            state = replace(state, cameras=state.cameras + (cell,))
            events.append(CameraSmashed("magic_maze.camera.barbarian", mall.name(cell)))
        if space.kind == "exit" and state.theft and cell in self.exits_for(state, hero):
            k = HEROES.index(hero)
            rule = "magic_maze.guards.exits" if scen.exits == "other" else "magic_maze.exit"
            if scen.stay:
                state = replace(state, frozen=tuple(h for h in HEROES if h in state.frozen or h == hero))
                events.append(HeroEscaped(rule, hero, mall.name(cell), True))
            else:
                state = replace(state, heroes=state.heroes[:k] + (None,) + state.heroes[k + 1:])
                events.append(HeroEscaped(rule, hero, mall.name(cell)))
            if all(self.escaped(state, h) for h in HEROES):
                events.append(GameWon("magic_maze.exit", state.flips))
                return replace(state, result="won", talk=""), tuple(events)
        if not state.theft and self._theft_ready(state):
            state = replace(state, theft=True,
                            holdings=tuple(AFTER_THEFT.get(t, t) for t in state.holdings))
            if state.phase == "discard":     # the theft ends the rearrangements
                state = replace(state, phase="play")
            events.append(Theft("magic_maze.guards.items" if scen.items == "other" else "magic_maze.theft",
                                scen.items))
        return state, tuple(events)

    def _theft_ready(self, state: MMState) -> bool:
        mall = state.mall
        colours = []
        for hero, cell in zip(HEROES, state.heroes):
            if cell is None:
                return False
            space = mall.space(cell)
            if space.kind != "item":
                return False
            if (space.colour == hero) != (self.scenario.items == "own"):
                return False
            colours.append(space.colour)
        return len(set(colours)) == 4

    def _flip(self, state: MMState, hero: str, cell: Global) -> tuple[MMState, list[Event]]:
        scen = self.scenario
        left = SAND - state.sand
        events: list[Event] = [HourglassUsed("magic_maze.timer.hourglass", hero, state.mall.name(cell), state.sand, left)]
        state = replace(state, sand=left, used=state.used + (cell,), flips=state.flips + 1)
        if left == 0:   # turned over full: all the sand is below, none left to run
            events.append(SandRanOut("magic_maze.timer"))
            return self._lost(state), events
        if not scen.free_talk and scen.talk != "never":
            state = replace(state, talk="hourglass")
            gestures = scen.talk == "gestures"
            events.append(TalkingOpens("magic_maze.talk.gestures" if gestures else "magic_maze.talk.hourglass",
                                       "hourglass", "gestures" if gestures else "words"))
        if scen.pass_tiles and self.players > 1:
            seats = [k for k, t in enumerate(state.holdings) if t]       # the leader (9) holds none: skipped
            passed = [state.holdings[k] for k in seats]
            passed = passed[-1:] + passed[:-1]                           # each seat's tile goes to the next seat
            holdings = list(state.holdings)
            for k, t in zip(seats, passed):
                holdings[k] = t
            state = replace(state, holdings=tuple(holdings))
            events.append(TilesPassed("magic_maze.scenario.pass", state.holdings))
        if self.solo:
            pile = tuple(sorted(state.solo_pile + state.solo_discard))
            state = replace(state, solo_pile=pile, solo_discard=(), solo_shuffled=True)
            events.append(SoloShuffled("magic_maze.solo.reshuffle"))
        if scen.rearrange and not state.theft:
            pairs = self.discard_pairs(state)
            if pairs:
                state = replace(state, phase="discard")
                events.append(DiscardDue("magic_maze.rearrange", len(pairs)))
            else:
                events.append(NoDiscard("magic_maze.rearrange.loss", self._no_pair_why(state)))
                state = self._lost(state)
        return state, events

    def _no_pair_why(self, state: MMState) -> str:
        mall = state.mall
        starts = len(self.scenario.start_tiles)
        blocked = {mall.tile_index(c) for c in tuple(c for c in state.heroes if c is not None) + state.used
                   + state.balls + state.cameras}
        free = [p.tile for k, p in enumerate(mall.placed) if k >= starts and k not in blocked]
        if not free:
            return "every tile but the start tile holds a hero or an out-of-order marker"
        if len(free) == 1:
            return f"tile {free[0]} is the only one without a hero or a marker"
        return f"without any two of tiles {', '.join(free)} the rest of the mall would fall apart"

    def _discard(self, state: MMState, action: Discard) -> tuple[MMState, tuple[Event, ...]]:
        gone = {action.first, action.second}
        placed = tuple(p for p in state.placed if p.tile not in gone)
        pair = tuple(sorted(gone, key=_tile_number))
        return (replace(state, placed=placed, under=state.under + pair, phase="play"),
                (TilesDiscarded("magic_maze.rearrange", action.seat, *pair),))

    def _place(self, state: MMState, tile: str) -> tuple[MMState, tuple[Event, ...]]:
        seat, hero = state.pending
        mall = state.mall
        at = state.target if state.crystal else self.hero_cell(state, hero)
        placed = mall.placement(at, tile)
        new = replace(state, placed=state.placed + (placed,), phase="play", pending=(0, ""), target=None,
                      **_taken(state, tile))
        passages = self._new_passages(new, placed) - 1     # the entry's own passage is the explored one
        events: list[Event] = [TilePlaced("magic_maze.explore.passages" if passages else "magic_maze.explore", tile,
                                          passages)]
        if new.crystal:
            if new.crystal == 1 and self.stack_left(new) and new.mall.unexplored():
                new = replace(new, phase="crystal", pending=(seat, ""))
            else:
                events.append(CrystalDone("magic_maze.crystal.reading", seat, new.crystal))
                new = replace(new, crystal=0)
        return new, tuple(events)

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
        """What a player sees: everything on the table; of the stack how many tiles are left and, if everybody
        knows it (an open stack, scenario 5's tile 15), the top one, and which tiles lie under it; in the solo
        variant not the order of a shuffled pile."""
        if type(seat) is not int or not 1 <= seat <= self.players:
            raise ValueError(f"seat must be 1..{self.players}, not {seat!r}")
        talk = self.communication(state)
        return MMObservation(seat=seat, placed=state.placed, stack_size=self.stack_left(state), heroes=state.heroes,
                             holdings=state.holdings, used=state.used, sand=state.sand, started=state.started,
                             talking=talk.allowed, theft=state.theft, pawn=state.pawn, phase=state.phase,
                             flips=state.flips, result=state.result, solo_pile_size=len(state.solo_pile),
                             solo_discard=state.solo_discard, top=state.top, under=state.under, balls=state.balls,
                             cameras=state.cameras, frozen=state.frozen, leader=self.leader(state) or 0,
                             talk_how=talk.how, pawn_seats=talk.pawn, crystal=state.crystal)

    def describe(self, state: MMState) -> str:
        """The mall as text (three characters a space), then the timer, the seats and the heroes."""
        lines = describe_mall(state)
        talk, why, _ = self.talking(state)
        scen = self.scenario
        m, s = divmod(state.sand, 60)
        clock = "not started" if not state.started else f"{m}:{s:02d} left"
        chosen = f" on {scen.choices()}" if scen.choose else ""
        stack = self.stack_left(state)
        lines.append(f"scenario {scen.number} ({scen.title}){chosen}, sand {clock}, hourglasses used "
                     f"{state.flips}, stack {stack} tile(s){', THEFT done' if state.theft else ''}")
        mall = state.mall
        if state.top:
            lines.append(f"top of the stack: tile {state.top} "
                         + ("(face up: everybody sees it)" if scen.open_stack else "(laid there at set-up)"))
        if state.under:
            lines.append("under the stack (discarded): " + ", ".join(state.under))
        if scen.crystal:
            lines.append("crystal balls out of order: " + (", ".join(mall.name(c) for c in state.balls) or "none"))
            if state.phase == "crystal":
                lines.append(f"crystal ball: seat {state.pending[0]} may lay a second tile, or stop")
        if scen.cameras:
            working = self.working_cameras(state)
            lines.append(f"cameras working: {len(working)}"
                         + (f" ({', '.join(mall.name(c) for c in working)})" if working else "")
                         + (" — no hero may stop on an hourglass" if len(working) >= 2 else "")
                         + (f"; out of order: {', '.join(mall.name(c) for c in state.cameras)}" if state.cameras else ""))
        if state.phase == "discard":
            lines.append("rearrangement: discard two tiles; pairs that may go: "
                         + ", ".join(f"{a}+{b}" for a, b in self.discard_pairs(state)))
        lines.append(f"talking: {'yes' if talk else 'no'} — {why}")
        if self.solo:
            top = state.solo_discard[-1] if state.solo_discard else "none"
            lines.append(f"solo: {len(state.solo_pile)} tile(s) in the pile, on top of the discard: {top}")
        else:
            lines.append("seats: " + ", ".join(f"{k + 1} {t or 'leader (no tile)'}" for k, t in enumerate(state.holdings)))
        lines.append("heroes: " + ", ".join(
            f"{h} {'escaped' if c is None else ('escaped, stays at ' if h in state.frozen else '') + mall.name(c)}"
            for h, c in zip(HEROES, state.heroes)))
        if state.result:
            lines.append("result: " + ("won" if state.result == "won" else "lost"))
        return "\n".join(lines)

    # -- loading ---------------------------------------------------------------------------------------------
    def validate_state(self, state: MMState) -> None:
        all_tiles = tiles()
        scen = self.scenario
        names = [p.tile for p in state.placed]
        starts = scen.start_tiles
        want_start = (Placed(scen.start, (0, 0), 0),) + ((Placed("3", SECOND_MALL, 0),) if scen.two_malls else ())
        if tuple(state.placed[:len(starts)]) != want_start:
            raise ValueError(f"the mall starts with tile {scen.start} in the middle, unturned"
                             + (f", and tile 3 apart from it, unturned" if scen.two_malls else ""))
        if any(n not in all_tiles for n in names):
            raise ValueError("the mall holds an unknown tile")
        if len(set(names)) != len(names) or len({p.slot for p in state.placed}) != len(names):
            raise ValueError("a tile or a slot of the mall is used twice")
        if any(p.turns not in (0, 1, 2, 3) for p in state.placed):
            raise ValueError("a tile's turns must be 0 to 3")
        laid = names[len(starts):]
        kept = laid + list(state.stack) + list(state.under) + ([state.top] if state.top else [])
        if any(t not in scen.stack for t in kept) or sorted(kept, key=int) != sorted(scen.stack, key=int):
            raise ValueError(f"the mall and the stack together must be the scenario's tiles "
                             f"{', '.join(scen.stack)}")
        if tuple(sorted(state.stack, key=int)) != state.stack:
            raise ValueError("the stack is kept sorted (its order is chance)")
        if state.under and not scen.rearrange:
            raise ValueError("only scenario 11 puts discarded tiles under the stack")
        odd = len(state.under) % 2
        if any(int(state.under[k]) > int(state.under[k + 1]) for k in range(odd, len(state.under) - 1, 2)):
            raise ValueError("each discarded pair under the stack is kept sorted (its order is chance)")
        if scen.top and not scen.open_stack and state.top and state.top != scen.top:
            raise ValueError(f"only tile {scen.top} may lie known on top of the stack")
        if state.top and not scen.top and not scen.open_stack:
            raise ValueError("no tile is known on top of a face-down stack")
        if scen.top and not scen.open_stack and scen.top not in laid and state.top != scen.top:
            raise ValueError(f"tile {scen.top} lies on top of the stack until it is drawn")
        for k, p in enumerate(state.placed[len(starts):], len(starts)):
            # each tile was laid at an exploration space of a tile before it, its arrow joining that space (in
            # scenario 11 that tile may have been discarded since)
            side = turn_side(all_tiles[p.tile].entry, p.turns)
            entry = connection_cell(p, side)
            dr, dc = DIRECTION[side]
            before = mall_of(state.placed[:k])
            at = (entry[0] + dr, entry[1] + dc)
            if at in before.at:
                ok = before.space(at).kind == "explore" and before.placement(at, p.tile) == p
            else:
                # 11: the tile it was laid at has been discarded since (another may fill that slot later)
                ok = scen.rearrange
            if not ok:
                raise ValueError(f"tile {p.tile} is not laid with its arrow at an exploration space of the mall")
        if len(state.heroes) != 4:
            raise ValueError("there are four heroes")
        mall = state.mall
        if scen.rearrange and any(
                len({k for k, r in enumerate(mall.regions) if r == region} - _joined(mall, region)) for region in
                set(mall.regions)):
            raise ValueError("every tile of the mall is joined to the start tile through explored passages")
        cells = [c for c in state.heroes if c is not None]
        if any(c not in mall.at for c in cells):
            raise ValueError("a hero stands off the mall")
        if len(set(cells)) != len(cells):
            raise ValueError("two heroes share a space")
        if (any(c is None for c in state.heroes) or state.frozen) and not state.theft:
            raise ValueError("no hero escapes before the theft")
        if state.frozen:
            if not scen.stay or tuple(h for h in HEROES if h in state.frozen) != state.frozen:
                raise ValueError("heroes stay on their exits only in scenarios 10 and 17 (frozen lists them in "
                                 "the order orange, yellow, purple, green)")
            for h in state.frozen:
                c = self.hero_cell(state, h)
                if c is None or c not in self.exits_for(state, h):
                    raise ValueError(f"the {h} hero stays on an exit it may escape through")
        if scen.stay and any(c is None for c in state.heroes):
            raise ValueError(f"in scenario {scen.number} escaped heroes stay on the board (frozen)")
        n = 1 if self.solo else self.players
        if len(state.holdings) != n:
            raise ValueError(f"holdings needs one entry per seat ({n})")
        if self.solo and state.holdings != ("",):
            raise ValueError("in the solo variant nobody holds an action tile (holdings is [\"\"])")
        if not self.solo:
            if any(t and t not in ACTION_TILES for t in state.holdings):
                raise ValueError(f"holdings are action tile sides ({', '.join(ACTION_TILES)})")
            held = [t for t in state.holdings if t]
            want = action_set(self.players, scen.leader)
            if scen.leader and state.holdings.count("") != 1:
                raise ValueError("in scenario 9 exactly one seat, the leader, holds no action tile (\"\")")
            base = [t[:-1] if t.endswith("x") else t for t in held]
            if sorted(base) != sorted(want) or (not scen.leader and len(held) != n):
                lead = " and the leader nothing" if scen.leader else ""
                raise ValueError(f"the seats must hold the {len(want)}-player set {', '.join(want)}{lead}")
            if any((t in AFTER_THEFT.values()) != state.theft for t in held if t[:2] in ("T1", "T5")):
                raise ValueError("the vortex tiles show their crossed-out side exactly after the theft")
        if not 0 <= state.sand <= SAND:
            raise ValueError(f"the sand must be 0 to {SAND} seconds")
        if any(c not in mall.at or mall.space(c).kind != "hourglass" for c in state.used) or \
                len(set(state.used)) != len(state.used) or state.flips != len(state.used):
            raise ValueError("out-of-order markers go on used hourglass spaces, one each; flips count them")
        for field, kind, on in (("balls", "crystal", scen.crystal), ("cameras", "camera", scen.cameras)):
            marks = getattr(state, field)
            if marks and not on:
                raise ValueError(f"{field}: this scenario has no {kind} rule (crystal balls from scenario 5, cameras "
                                 "from 6)")
            if any(c not in mall.at or mall.space(c).kind != kind for c in marks) or len(set(marks)) != len(marks):
                raise ValueError(f"{field}: out-of-order markers go on {kind} spaces, one each")
        if state.phase not in ("play", "draw", "turn", "crystal", "discard"):
            raise ValueError(f"phase must be play, draw, turn, crystal or discard, not {state.phase!r}")
        if state.crystal:
            if not scen.crystal or state.crystal not in (1, 2) or not 1 <= state.pending[0] <= n \
                    or state.pending[1] != "" or not state.balls:
                raise ValueError("the crystal ball is in use only by a seat at the table, for 1 or 2 tiles, once a "
                                 "ball is out of order")
            if state.phase == "draw":
                if state.target is None or state.target not in mall.unexplored():
                    raise ValueError("a crystal ball's tile is drawn for an exploration space with room")
            elif state.phase != "crystal" or state.crystal != 1 or state.target is not None:
                raise ValueError("after the crystal ball's first tile, the seat lays a second or stops")
        elif state.phase == "crystal" or state.target is not None:
            raise ValueError("the crystal phase and its target belong to a crystal ball in use")
        elif state.phase == "draw" and (state.pending[1] not in HEROES or not self.can_explore(state, state.pending[1])
                                        or not 1 <= state.pending[0] <= n):
            raise ValueError("a tile is drawn only while a hero explores, for a seat at the table")
        if state.phase not in ("draw", "crystal") and state.pending != (0, ""):
            raise ValueError("pending names the exploring seat and hero only while a tile is drawn")
        if state.phase == "draw" and not self.stack_left(state):
            raise ValueError("a tile is drawn only from a stack that holds one")
        if state.phase == "discard" and (not scen.rearrange or state.theft or not self.discard_pairs(state)):
            raise ValueError("two tiles are discarded only in scenario 11, before the theft, when two may go")
        if not state.started and (state.sand != SAND or state.used):
            raise ValueError("before the timer is turned over no sand has run and no hourglass is used")
        if state.over and (state.talk or state.phase != "play"):
            raise ValueError("a finished game has no talking window and no draw under way")
        if state.phase == "turn" and not (self.solo and state.solo_shuffled and state.solo_pile):
            raise ValueError("a tile is turned up by chance only from a shuffled pile")
        if state.talk not in ("", "hourglass", "elf") or (state.talk and not state.started) or \
                (state.talk and (scen.free_talk or scen.talk == "never")) or (state.talk == "elf" and not scen.elf_talk):
            raise ValueError("the talking window opens only at an hourglass (or, from scenario 4, when the elf "
                             "explores), during play, in a scenario that has talking windows")
        if not 0 <= state.pawn <= self.players or (state.pawn and not self.scenario.pawn):
            raise ValueError("the pawn stands in front of a seat or nobody")
        if state.result not in ("", "won", "lost") or \
                (state.result == "won") != all(self.escaped(state, h) for h in HEROES):
            raise ValueError("the game is won exactly when all four heroes are out")
        if state.result == "lost" and state.sand and not (scen.rearrange and not state.theft and state.flips
                                                          and not self.discard_pairs(state)):
            raise ValueError("the game is lost when the sand has run out"
                             + (" or no two tiles could be discarded" if scen.rearrange else ""))
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
    top: str = ""                       # the top of the stack when everybody knows it (open stack, scenario 5)
    under: tuple[str, ...] = ()         # 11: the tiles discarded under the stack
    balls: tuple[Global, ...] = ()      # crystal balls out of order
    cameras: tuple[Global, ...] = ()    # cameras out of order
    frozen: tuple[str, ...] = ()        # heroes standing on their exits for good (10, 17)
    leader: int = 0                     # 9: the leader's seat
    talk_how: str = "words"             # what the table may do now: "words", "gestures" or "none"
    pawn_seats: tuple[int, ...] = ()    # the seats that may use the Do Something! pawn
    crystal: int = 0                    # the crystal ball's tiles laid in the use under way


# -- helpers ----------------------------------------------------------------------------------------------
def _tile_number(tile: Any) -> int:
    return int(tile.rstrip("AB")) if isinstance(tile, str) and tile.rstrip("AB").isdigit() else 0


def next_tiles(state: MMState) -> tuple[str, ...]:
    """The tiles that may come off the stack next: the known top; else any of the shuffled stack; else one of
    the first pair put under it (scenario 11)."""
    if state.top:
        return (state.top,)
    if state.stack:
        return state.stack
    return state.under[:1] if len(state.under) % 2 else state.under[:2]


def _taken(state: MMState, tile: str) -> dict[str, Any]:
    """The stack's fields once ``tile`` is taken off it."""
    if state.top == tile:
        return {"top": ""}
    if tile in state.stack:
        return {"stack": tuple(t for t in state.stack if t != tile)}
    under = list(state.under)
    under.remove(tile)
    return {"under": tuple(under)}


def _joined(mall: Mall, region: int, without: frozenset[int] = frozenset()) -> set[int]:
    """The tiles of mall ``region`` joined to its first tile through explored passages, ``without`` some."""
    first = next(k for k, r in enumerate(mall.regions) if r == region and k not in without)
    seen, todo = {first}, [first]
    links = mall.tile_links
    while todo:
        for n in links[todo.pop()]:
            if n not in seen and n not in without:
                seen.add(n)
                todo.append(n)
    return seen


@lru_cache(maxsize=256)
def discard_pairs(placed: tuple[Placed, ...], starts: int, marked: tuple[Global, ...]) -> list[tuple[str, str]]:
    """The pairs of tiles of a mall that may be discarded (scenario 11): neither one of the ``starts`` first
    tiles, neither holding one of the ``marked`` spaces (heroes, out-of-order markers), and every other tile
    still joined to its mall's start tile through explored passages (magic_maze.rearrange.reading)."""
    mall = mall_of(placed)
    blocked = {mall.tile_index(c) for c in marked}
    free = [k for k in range(starts, len(placed)) if k not in blocked]
    sizes = {r: mall.regions.count(r) for r in set(mall.regions)}
    out = []
    for i, a in enumerate(free):
        for b in free[i + 1:]:
            gone = frozenset((a, b))
            if all(len(_joined(mall, r, gone)) == sizes[r] - sum(1 for k in gone if mall.regions[k] == r)
                   for r in sizes):
                out.append(tuple(sorted((placed[a].tile, placed[b].tile), key=int)))
    return sorted(out, key=lambda pair: (int(pair[0]), int(pair[1])))


#: three characters per space in ``describe``: the hero (O Y P G; lower case once it stays on its exit) or
#: blank, then the space's code
SPACE_CODES = {"floor": "..", "entry": "->", "hourglass": "H.", "camera": "C.", "crystal": "B."}
KIND_LETTERS = {"explore": "E", "vortex": "V", "item": "I", "exit": "X"}


def describe_mall(state: MMState) -> list[str]:
    """The mall as text; scenario 13's second mall follows the first under a line of its own."""
    mall = state.mall
    heroes = {c: (h[0] if h in state.frozen else h[0].upper()) for h, c in zip(HEROES, state.heroes) if c is not None}
    marked = {c: USED_CODES["hourglass"] for c in state.used}
    marked.update({c: USED_CODES["camera"] for c in state.cameras})
    marked.update({c: USED_CODES["crystal"] for c in state.balls})
    lines = []
    for region in sorted(set(mall.regions)):
        cells = [c for c in mall.at if mall.region(c) == region]
        if region:
            lines.append(f"-- the second mall (tile {mall.placed[mall.regions.index(region)].tile}) --")
        top, left = min(r for r, _ in cells), min(c for _, c in cells)
        bottom, right = max(r for r, _ in cells), max(c for _, c in cells)
        for r in range(top, bottom + 1):
            row = []
            for c in range(left, right + 1):
                if (r, c) not in mall.at:
                    row.append("   ")
                    continue
                sp = mall.space((r, c))
                code = SPACE_CODES.get(sp.kind) or KIND_LETTERS[sp.kind] + sp.colour[0].upper()
                code = marked.get((r, c), code)
                row.append(heroes.get((r, c), " ") + code)
            lines.append("".join(row).rstrip())
    return lines
