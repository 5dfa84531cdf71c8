"""Where a click or a key press becomes an action: ``hit_test`` (a canvas point to a target) and ``locate``
(back), ``activate`` (a clicked hero, space, pawn slot or pair button), the buttons (``press``), the keys of
learn, game and practice mode (``key``; together mode's are in ``together``), and the steps they share
(select, explore, a move or special action by a seat, the crystal ball's offer, scenario 11's discard click)."""
from __future__ import annotations

from typing import Any

from engine.core import IllegalAction
from engine.magic_maze import HERO_NAMES, HEROES
from engine.magic_maze.components import ACTION_NAMES
from engine.magic_maze.game import (CrystalExplore, CrystalStop, Discard, Escalator, Explore, Move, PlacePawn,
                                    TurnTile, Vortex)
from engine.magic_maze.mall import DIRECTION

from ..board import BoardUI, BoardWidget, Target
from .layout import WORDS

ARROWS = {"ArrowUp": "N", "ArrowRight": "E", "ArrowDown": "S", "ArrowLeft": "W",
          "w": "N", "d": "E", "s": "S", "a": "W"}
HERO_KEYS = {"o": "orange", "y": "yellow", "p": "purple", "g": "green"}


class Input:
    """The controller's part that handles clicks, buttons and keys (a mixin of ``MagicMazeController``: it
    reads and sets ``selected``, ``discard_pick`` and ``crystal_pick``, asks ``Reach`` what a click means
    and ``Modes`` which seat performs it, and plays through ``board.play``)."""

    # -- where things are --------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        geo = self.geo
        if x < geo.table_w:
            square = self.view(state).at(x, y)
            if square is None:
                return None
            cell = state.mall.find(*square)
            for hero, at in zip(HEROES, state.heroes):
                if at == cell:
                    return ("hero", hero)
            return ("space", *square)
        bx, by, bw, bh = geo.clock_button
        if ui.shows("timer") and self.clock_label(state) and bx <= x <= bx + bw and by <= y <= by + bh:
            return ("button", "clock")
        for pair, (bx, by, bw, bh) in (self.pair_boxes(state) if ui.shows("seats") else {}).items():
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return ("pair", *pair)
        if self.game.solo:
            bx, by, bw, bh = geo.turn_button
            if ui.shows("seats") and bx <= x <= bx + bw and by <= y <= by + bh:
                return ("button", "turn")
            return None
        if ui.shows("pawns") and ui.shows("seats"):
            r = self.pawn_r
            for seat in range(1, self.game.players + 1):
                cy = self.seat_y(seat) + self.seat_h / 2
                if (x - geo.pawn_x) ** 2 + (y - cy) ** 2 <= (r + 4) ** 2:
                    return ("pawn", seat)
        return None

    def locate(self, target: Target) -> tuple[float, float]:
        kind = target[0]
        state = self.shown
        if kind == "space":
            tile, row, col = str(target[1]), int(target[2]), int(target[3])
            if tile not in self.view(state).origins or not (1 <= row <= 4 and 1 <= col <= 4):
                raise ValueError(f"there is no space tile {tile} ({row},{col}) in the mall")
            return self.view(state).centre(tile, row, col)
        if kind == "hero":
            cell = self.game.hero_cell(state, str(target[1])) if target[1] in HEROES else None
            if cell is None:
                raise ValueError(f"no {target[1]} hero stands in the mall")
            return self.view(state).centre(*state.mall.square(cell))
        if kind == "pawn":
            return (self.geo.pawn_x, self.seat_y(int(target[1])) + self.seat_h / 2)
        if kind == "button":
            x, y, w, h = {"clock": self.geo.clock_button, "turn": self.geo.turn_button}[str(target[1])]
            return (x + w / 2, y + h / 2)
        if kind == "pair":
            boxes = self.pair_boxes(state)
            pair = (str(target[1]), str(target[2]))
            if pair not in boxes:
                raise ValueError(f"no button for discarding tiles {pair[0]} and {pair[1]} on the panel now")
            x, y, w, h = boxes[pair]
            return (x + w / 2, y + h / 2)
        raise ValueError(f"no such place on a Magic Maze board: {target!r}")

    # -- clicks ------------------------------------------------------------------------------------
    def activate(self, target: Target, board: BoardWidget) -> None:
        kind = target[0]
        if kind == "pawn":
            self.pawn(board, int(target[1]))
            return
        state = board.state
        if kind == "pair":
            self.discard_pick = None
            board.play(Discard(self.discard_seat(), str(target[1]), str(target[2])))
            return
        if state.phase == "discard" and not state.over and kind in ("hero", "space"):
            if kind == "hero":
                tile = state.mall.square(self.game.hero_cell(state, str(target[1])))[0]
            else:
                tile = str(target[1])
            self.discard_click(board, tile)
            return
        if kind == "space" and not state.over:
            cell = state.mall.find(str(target[1]), int(target[2]), int(target[3]))
            if cell in self.crystal_spaces(state):
                self.crystal_pick = False
                board.play(CrystalExplore(self.crystal_seat(state), *state.mall.square(cell)))
                return
        if self.mode == "together":
            board.say("Together mode: act with your seat's keys (printed on your action tile in the panel); "
                      "the mouse starts the clock and places the Do Something! pawn.", "refused")
            return
        state = board.state
        if kind == "hero":
            self._click_hero(board, str(target[1]))
        elif kind == "space":
            cell = state.mall.find(str(target[1]), int(target[2]), int(target[3]))
            self._click_space(board, cell)

    def discard_click(self, board: BoardWidget, tile: str) -> None:
        """Scenario 11: a click on a tile while two must be discarded — the first picks it (its partners
        light up), a click on a partner discards the pair, on the picked tile again lets it go."""
        state = board.state
        pairs = self.discard_pairs(state)
        if self.discard_pick == tile:
            self.discard_pick = None
            board.say(f"Tile {tile} is let go: pick a tile to discard.")
            return
        pick = self.discard_pick
        if pick is not None:
            pair = next((pr for pr in pairs if set(pr) == {pick, tile}), None)
            if pair is not None:
                self.discard_pick = None
                board.play(Discard(self.discard_seat(), *pair))
                return
            low, high = sorted((pick, tile), key=lambda t: (len(t), t))
            board.play(Discard(self.discard_seat(), low, high))   # refused: the engine says why
            return
        partners = self.partners(state, tile)
        if partners:
            self.discard_pick = tile
            board.say(f"Tile {tile} picked: click a lit partner to discard both ({', '.join(partners)}).")
            return
        index = {p.tile: k for k, p in enumerate(state.placed)}
        why = self.game._why_not_discard(state, (tile, tile)) if tile in index else f"There is no tile {tile}."
        if why.startswith("Without"):
            why = f"Tile {tile} has no partner: without it and any other tile the mall would fall apart."
        board.refuse(IllegalAction("magic_maze.rearrange", why))

    def _not_yet(self, board: BoardWidget) -> bool:
        """Refuse hero actions before the game starts or after it ends (True: refused)."""
        state = board.state
        if state.over:
            board.refuse(IllegalAction("magic_maze.game.over", "The game is over."))
            return True
        if not state.started:
            board.refuse(IllegalAction("magic_maze.play.start", "Turn the sand timer over first (press Start): "
                                                                "the game begins then."))
            return True
        return False

    def _click_hero(self, board: BoardWidget, hero: str) -> None:
        state = board.state
        if hero != self.selected:
            self.select(board, hero)
            return
        space = state.mall.space(self.game.hero_cell(state, hero))
        if not state.over and state.started and space.kind == "explore" and space.colour == hero:
            self.explore(board, hero)
            return
        if hero == "purple" and not state.over and state.started and self.game.crystal_ball(state) is not None:
            self.offer_crystal(board)
            return
        self.selected = None
        board.say(f"The {HERO_NAMES[hero]} is let go.")

    def select(self, board: BoardWidget, hero: str) -> None:
        state = board.state
        if hero not in HEROES:
            raise ValueError(f"the heroes are {', '.join(HEROES)}, not {hero!r}")
        if self.game.hero_cell(state, hero) is None:
            board.say(f"The {HERO_NAMES[hero]} has escaped: it is off the mall.", "refused")
            return
        if hero in state.frozen:
            board.say(f"The {HERO_NAMES[hero]} has escaped: it stays on its exit, out of play, in the others' way.",
                      "refused")
            return
        if hero != self.selected:
            self.crystal_pick = False
        self.selected = hero
        if state.over or not state.started:
            board.say(f"The {HERO_NAMES[hero]} is selected." + ("" if state.over else " Press Start to begin."))
            return
        kinds = sorted({k for k, _ in self.reach(state, hero).values()}, key=["move", "escalator", "vortex"].index)
        more = " It may explore from here: click it again." if self.game.can_explore(state, hero) else ""
        if hero == "purple" and self.game.crystal_ball(state) is not None:
            more += " It stands on a working crystal ball: click it again to lay tiles by the ball."
        if self.game.scenario.items == "other":
            more += (f" It takes an {'exit' if state.theft else 'item'} of another colour (framed in its colour).")
        if kinds:
            board.say(f"The {HERO_NAMES[hero]} is selected: click a lit space ({', '.join(kinds)}).{more}")
        else:
            who = f" for seat {self.seat}" if self.mode == "practice" else ""
            board.say(f"The {HERO_NAMES[hero]} is selected, but no action{who} moves it now.{more}")

    def _click_space(self, board: BoardWidget, cell: tuple[int, int]) -> None:
        state = board.state
        hero = self.selected
        if hero is None or self.game.hero_cell(state, hero) is None:
            self.selected = None
            board.say("Click a hero first (the big coloured discs), then where it should go.")
            return
        if self._not_yet(board):
            return
        seat = self.seat if self.mode == "practice" else None
        why = self.game.why_not_reach(state, hero, cell, seat)
        if why is not None:
            board.refuse(why, self.refusal_advice(state, why))
            return
        for action in self.candidates(state, hero, cell, seat):
            if self.game.explain(state, action) is None:
                board.play(action)
                return

    def refusal_advice(self, state: Any, why: IllegalAction) -> str:
        """What to do instead of an action the person's seat does not hold (practice mode): the pawn."""
        if self.mode != "practice" or getattr(self, "tutorial", False) or why.rule != "magic_maze.play.own-actions" \
                or not self.game.pawn_seats(state):
            return ""          # a tutorial step answers with its own words (``lesson.instead``)
        return ("Another seat must do it: click its Do Something! pawn slot to make its bot act now, "
                "or wait for it.")

    def offer_crystal(self, board: BoardWidget) -> None:
        """The mage stands on a working crystal ball: light up every exploration space with room, for a
        click to lay a tile there (again: no more)."""
        state = board.state
        if not self.game.stack_left(state):
            board.refuse(IllegalAction("magic_maze.crystal", "The stack is empty: the crystal ball has no tile "
                                                             "to lay."))
            return
        self.crystal_pick = not self.crystal_pick
        if self.crystal_pick:
            board.say("Crystal ball: click a lit exploration space (any colour, no hero needed) to lay a tile "
                      "there; you may then lay a second one, or press Stop after one tile.")
        else:
            board.say("The crystal ball is put aside: no tile laid.")

    def explore(self, board: BoardWidget, hero: str | None = None, seat: int | None = None) -> None:
        state = board.state
        if state.phase == "crystal" and not state.over:
            board.say("Crystal ball: click a lit exploration space for the second tile, or press Stop after "
                      "one tile.", "hint")
            return
        hero = hero or self.selected
        if hero == "purple" and self.game.crystal_ball(state) is not None and not self.game.can_explore(state, hero) \
                and state.started and not state.over:
            self.offer_crystal(board)
            return
        if hero is None:
            board.say("Select a hero first: it explores from the exploration space it stands on.", "refused")
            return
        if self._not_yet(board):
            return
        if seat is None and self.mode == "practice":
            seat = self.seat
        board.play(self.explore_action(board.state, hero, seat))

    def pawn(self, board: BoardWidget, target: int) -> None:
        """A click on ``target``'s pawn slot: the pawn goes in front of that seat (in practice mode,
        a bot seat then acts at once)."""
        state = board.state
        n = self.game.players
        if not 1 <= target <= n or self.game.solo:
            raise ValueError(f"there is no pawn slot for seat {target!r}")
        if self.mode == "practice":
            placer = self.seat
            if target == self.seat:
                board.refuse(IllegalAction("magic_maze.pawn", "The pawn goes in front of another player: click a "
                                                              "bot's pawn slot to make it act now."))
                return
        else:
            may = self.game.pawn_seats(state)
            placer = next((s for s in may if s != target), may[0] if may else (1 if target != 1 else 2))
        if state.pawn != target:
            if not board.play(PlacePawn(placer, target)):
                return
        if self.mode == "practice" and target in self.bots:
            self.bot_act(board, target, urged=True)

    # -- buttons -----------------------------------------------------------------------------------
    def press(self, name: str, board: BoardWidget) -> None:
        if name == "clock":
            board.toggle_clock()
        elif name == "explore":
            if self.mode == "together":
                board.say("Together mode: explore with your seat's special key.", "refused")
                return
            self.explore(board)
        elif name == "turn":
            if self._not_yet(board):
                return
            board.play(TurnTile(1))
        elif name == "stop":
            state = board.state
            seat = state.pending[0] if state.phase == "crystal" else self.crystal_seat(state)
            self.crystal_pick = False
            board.play(CrystalStop(seat))   # refused outside the crystal ball's turn: the engine says why
        else:
            raise ValueError(f"no button {name!r}")

    # -- keys --------------------------------------------------------------------------------------
    def key(self, key: str, board: BoardWidget, shift: bool = False, ctrl: bool = False) -> bool:
        if ctrl:
            return False
        k = key if key.startswith("Arrow") else key.lower()
        if k == " ":
            board.toggle_clock()
            return True
        if self.mode == "together":
            return self._together_key(board, k, shift)
        if k in HERO_KEYS:
            self.select(board, HERO_KEYS[k])
            return True
        if k == "escape":
            self.selected = None
            self.crystal_pick = False
            board.say("No hero selected.")
            return True
        if k == "t" and self.game.solo:
            self.press("turn", board)
            return True
        if k in ARROWS or k in ("v", "e", "x"):
            hero = self.selected
            if hero is None or self.game.hero_cell(board.state, hero) is None:
                board.say("Select a hero first: o, y, p or g (or click it).", "refused")
                return True
            seat = self.seat if self.mode == "practice" else None
            if k in ARROWS:
                self.step(board, seat, hero, ARROWS[k], far=shift)
            elif k == "x":
                self.explore(board, hero, seat)
            else:
                self.special(board, seat, hero, {"v": "vortex", "e": "escalator"}[k])
            return True
        return False

    def step(self, board: BoardWidget, seat: int | None, hero: str, direction: str, far: bool = False) -> None:
        """A move key: ``hero`` one space in ``direction`` (``far``: as far as it goes), by ``seat``
        (None: the first seat holding that move)."""
        if self._not_yet(board):
            return
        state = board.state
        game = self.game
        who = seat or self.performer(state, direction)
        reach = game.destinations(state, hero, direction)
        cell = game.hero_cell(state, hero)
        if reach:
            dest = reach[-1] if far else reach[0]
        else:
            dr, dc = DIRECTION[direction]
            dest = (cell[0] + dr, cell[1] + dc)
            if dest not in state.mall.at:
                holders = game.holders(state, direction)
                if direction not in game.seat_actions(state, who):
                    others = ", ".join(map(str, holders)) or "nobody"
                    board.refuse(IllegalAction("magic_maze.play.own-actions",
                                               f"Seat {who} does not hold {ACTION_NAMES[direction]} "
                                               f"(held by seat {others})."))
                else:
                    board.refuse(IllegalAction("magic_maze.move.blocked",
                                               f"The {HERO_NAMES[hero]} cannot go {WORDS[direction]}: the mall "
                                               f"ends at {state.mall.name(cell)}."))
                return
        board.play(Move(who, hero, *state.mall.square(dest)))

    def special(self, board: BoardWidget, seat: int | None, hero: str, kind: str | None) -> None:
        """Explore, escalator or vortex with ``hero``; ``kind`` None: whichever ``seat`` holds and applies
        (explore first, then the escalator, then the next free vortex)."""
        if self._not_yet(board):
            return
        state = board.state
        game = self.game
        if kind is None:
            acts = game.seat_actions(state, seat)
            cell = game.hero_cell(state, hero)
            if "explore" in acts and game.can_explore(state, hero):
                kind = "explore"
            elif "escalator" in acts and state.mall.escalator_end(cell) is not None:
                kind = "escalator"
            elif "vortex" in acts:
                kind = "vortex"
            elif "explore" in acts:
                kind = "explore"
            elif "escalator" in acts:
                kind = "escalator"
            else:
                held = ", ".join(ACTION_NAMES[a] for a in acts) or "nothing now"
                board.refuse(IllegalAction("magic_maze.play.own-actions",
                                           f"Seat {seat} holds {held}: no vortex, escalator or explore."))
                return
        who = seat or self.performer(state, kind)
        if kind == "explore":
            board.play(Explore(who, hero))
        elif kind == "escalator":
            board.play(Escalator(who, hero))
        else:
            targets = game.vortex_targets(state, hero)
            cell = game.hero_cell(state, hero)
            targets = [t for t in targets if t != cell]
            if not targets:
                mine = state.mall.cells_of.get(f"{hero} vortex", [])
                dest = next((v for v in mine if v != cell), None)
                if dest is None:
                    board.refuse(IllegalAction("magic_maze.vortex", f"There is no other {hero} vortex in the mall "
                                                                    f"for the {HERO_NAMES[hero]}."))
                    return
                board.play(Vortex(who, hero, *state.mall.square(dest)))   # refused: occupied or after the theft
                return
            later = [t for t in targets if t > cell]
            board.play(Vortex(who, hero, *state.mall.square((later or targets)[0])))
