"""Checking a state read from a file (``validate_state``): the mall laid by the rules, every tile of the
scenario accounted for, and the heroes, seats, markers, phase, talking window, pawn and result consistent
with each other and with the scenario."""
from __future__ import annotations

from .components import ACTION_TILES, AFTER_THEFT, SOLO_TILES, action_set
from .mall import DIRECTION, Placed, connection_cell, turn_side
from .rearrangement import _joined
from .state import SAND, SECOND_MALL, MMState, mall_of
from .tiles import HEROES, tiles


class StateChecks:
    """``validate_state``: a part of ``MagicMaze`` (a mixin: it reads the Game's settings)."""

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
