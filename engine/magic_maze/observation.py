"""What players see: the observation each seat gets (everything on the table; of the stack only its size and
what everybody knows) and the state as text (``describe``; ``describe_mall`` draws the mall three characters
a space)."""
from __future__ import annotations

from dataclasses import dataclass

from .mall import Global, Placed
from .state import MMState
from .tiles import HEROES

#: out-of-order markers for cameras and crystal balls, as describe draws them
USED_CODES = {"hourglass": "h-", "camera": "c-", "crystal": "b-"}


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


class Description:
    """The observation and the text of a state: a part of ``MagicMaze`` (a mixin)."""

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
