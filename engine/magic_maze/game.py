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

Where each rule area lives (``MagicMaze`` is one Game object made of these parts):
``state`` (MMState), ``actions``, ``events``; ``movement`` (moves, vortexes, escalators, walls, where an
action may not end); ``exploring`` (the stack, exploring, laying tiles, the crystal ball); ``rearrangement``
(scenario 11's discards); ``timer`` (the sand timer, hourglasses, talking, cameras); ``theft_and_escape``
(items, exits, winning and losing); ``seats`` (action tiles, the leader, the pawn, the solo piles);
``observation`` (what a seat sees, ``describe``); ``validation`` (``validate_state``). This module holds the
Game itself: settings, set-up, legal actions, chance, and the checks and resolution that dispatch to the parts.
"""
from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from functools import cached_property
from typing import Any

from engine.core import Elapse, Event, Game, IllegalAction, derived_rng
from engine.core.settings import Settings

# the names below were all defined here before the split: they are re-exported for their importers
from .actions import (HERO_ACTIONS, CrystalExplore, CrystalStop, Discard, Draw, Escalator, Explore,  # noqa: F401
                      Move, PlacePawn, Reveal, StartTimer, TopTile, TurnTile, Vortex, _hero)
from .components import (ACTION_TILES, DEFAULT_STACK, DEFAULT_START, SCENARIOS, SETS, SOLO_TILES,  # noqa: F401
                         STACK_CHOICES, Scenario, action_set, scenario_with)
from .events import (CameraSmashed, CrystalDone, CrystalUsed, DiscardDue, Explored, GameWon,  # noqa: F401
                     HeroEscaped, HeroMoved, HourglassUsed, NoDiscard, PawnPlaced, SandRanOut, SoloRecycled,
                     SoloShuffled, SoloTurned, TalkingEnds, TalkingOpens, Theft, TilePlaced, TilesDiscarded,
                     TilesPassed, TimePassed, TimerStarted, TopTurned)
from .exploring import ExploringRules, _taken, next_tiles  # noqa: F401
from .mall import Global, Mall, Placed  # noqa: F401
from .movement import DIRECTIONS, MovementRules
from .observation import (KIND_LETTERS, SPACE_CODES, USED_CODES, Description, MMObservation,  # noqa: F401
                          describe_mall)
from .rearrangement import RearrangementRules, _joined, _tile_number, discard_pairs  # noqa: F401
from .rules import RULES
from .seats import SeatRules
from .state import SAND, SECOND_MALL, MMState, mall_of  # noqa: F401
from .theft_and_escape import TheftRules
from .tiles import CENTRE, HERO_NAMES, HEROES, tiles  # noqa: F401
from .timer import Talking, TimeRules  # noqa: F401
from .validation import StateChecks

MAX_PLAYERS = 8                # 9 in scenario 9 (a leader and the 8-player set)


# -- the game -------------------------------------------------------------------------------------------
#: Elapse(1) .. Elapse(SAND): every amount of time that can pass, made once (listed by every legal_actions)
_ELAPSES = tuple(Elapse(s) for s in range(1, SAND + 1))


class MagicMaze(MovementRules, ExploringRules, RearrangementRules, TimeRules, TheftRules, SeatRules, Description,
                StateChecks, Game):
    name = "magic_maze"
    title = "Magic Maze"
    rules = RULES
    state_type = MMState
    action_types = (StartTimer, Move, Vortex, Escalator, Explore, CrystalExplore, CrystalStop, Discard, Draw,
                    TopTile, TurnTile, Reveal, PlacePawn, Elapse)
    action_rule = "magic_maze.setup.actions"   # what an action is: the ones on the action tiles
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

    def legal_actions(self, state: MMState) -> list[Any]:
        if state.over:
            return []
        if self.is_chance_node(state):
            return [o for o, _ in self.chance_outcomes(state)]
        seats = range(1, self.players + 1)
        if not state.started:
            return [StartTimer(s) for s in seats] + self._pawn_actions(state)
        tail = self._pawn_actions(state) + list(_ELAPSES[:state.sand])
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
            self._check_elapse(state, action)
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
            return self._elapse(state, action)
        if isinstance(action, StartTimer):
            return self._start(state, action)
        if isinstance(action, PlacePawn):
            return self._place_pawn(state, action)
        if isinstance(action, Draw):
            return self._place(state, action.tile)
        if isinstance(action, TopTile):
            return self._top_tile(state, action.tile)
        if isinstance(action, Reveal):
            return self._reveal(state, action.action)
        if isinstance(action, Discard):
            return self._discard(state, action)
        if isinstance(action, CrystalStop):
            return self._crystal_stop(state, action)
        events: list[Event] = []
        if state.talk:
            events.append(TalkingEnds("magic_maze.talk.hourglass" if state.talk == "hourglass" else "magic_maze.talk.elf",
                                      action.seat))
            state = replace(state, talk="")
        if isinstance(action, TurnTile):
            return self._turn(state, events)
        if isinstance(action, CrystalExplore):
            return self._crystal_explore(state, action, events)
        if isinstance(action, Explore):
            return self._explore(state, action, events)
        return self._hero_moves(state, action, events)
