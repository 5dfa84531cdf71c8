"""BoardWidget with a toy game on a ring of squares: nothing in the widget assumes a grid."""
from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pytest

from engine.core import Event, Game, IllegalAction, Match, Rule, RuleRegistry

from boardwidgets.board import BoardWidget, Controller
from boardwidgets.testing import count_canvas_messages
from widget_helpers import SVG, groups, parse_svg

SQUARES = 8


@dataclass(frozen=True)
class Advance:
    steps: int

    def __str__(self) -> str:
        return f"advance {self.steps}"


@dataclass(frozen=True)
class RingState:
    pos: tuple[int, int]
    current: int


@dataclass(frozen=True)
class Advanced(Event):
    player: int = 0
    to: int = 0

    @property
    def text(self) -> str:
        return f"player {self.player + 1} advances to square {self.to}"


class RingRace(Game):
    name = "ringrace"
    title = "Ring race"
    rules = RuleRegistry("ringrace", [
        Rule("ringrace.step", "One or two squares", "Move your token one or two squares round the ring."),
        Rule("ringrace.turn", "Take turns", "Players alternate."),
    ])
    state_type = RingState
    action_types = (Advance,)
    action_rule = "ringrace.turn"

    @classmethod
    def validate_settings(cls, settings):
        return {}

    def initial_state(self, seed=0):
        return RingState((0, 0), 0)

    def legal_actions(self, state):
        return [Advance(1), Advance(2)]

    def check(self, state, action):
        if action.steps not in (1, 2):
            raise IllegalAction("ringrace.step", "You move one or two squares, no more.")

    def resolve(self, state, action):
        p = state.current
        to = (state.pos[p] + action.steps) % SQUARES
        pos = tuple(to if i == p else x for i, x in enumerate(state.pos))
        return replace(state, pos=pos, current=1 - p), (Advanced("ringrace.step", p, to),)

    def current_player(self, state):
        return state.current

    def is_terminal(self, state):
        return False

    def winners(self, state):
        return ()


class RingController(Controller):
    width, height = 300, 300
    layers = ("ring", "tokens")

    def centre(self, i):
        a = 2 * math.pi * i / SQUARES
        return (150 + 100 * math.sin(a), 150 - 100 * math.cos(a))

    def draw(self, layer, p, state, ui):
        if layer == "ring":
            for i in range(SQUARES):
                x, y = self.centre(i)
                with p.group("square"):
                    p.rect(x - 15, y - 15, 30, 30, fill="#eee", stroke="#333")
        else:
            for player, i in enumerate(state.pos):
                x, y = self.centre(i)
                with p.group("token"):
                    p.circle(x + 8 * player, y, 6, fill=("red", "blue")[player])

    def hit_test(self, x, y, state, ui):
        for i in range(SQUARES):
            cx, cy = self.centre(i)
            if abs(x - cx) <= 15 and abs(y - cy) <= 15:
                return ("square", i)
        return None

    def locate(self, target):
        if target[0] == "square":
            return self.centre(target[1])
        return super().locate(target)

    def activate(self, target, board):
        here = board.state.pos[board.state.current]
        board.play(Advance((target[1] - here) % SQUARES))

    def key(self, key, board, shift=False, ctrl=False):
        if key in ("1", "2"):
            board.play(Advance(int(key)))
            return True
        return False


@pytest.fixture
def ring():
    board = BoardWidget(Match(RingRace(), 0), RingController(RingRace()))
    yield board
    board.close()


def test_a_click_on_a_square_plays_the_action_the_engine_applies(ring):
    start = ring.state
    ring.click_target(("square", 2))
    assert ring.state == RingRace().apply(start, Advance(2))
    assert ring.log_lines == ["player 1 advances to square 2"]
    assert "player 1 advances to square 2" in ring.status_text


def test_a_refused_click_cites_the_rule_and_changes_nothing(ring):
    start = ring.state
    ring.click_target(("square", 5))
    assert ring.state is start and ring.log_lines == []
    # plain words first, then the rule's short title; its id and source only behind a toggle
    assert ring.status_text.endswith("Not allowed: You move one or two squares, no more. (rule: One or two squares)")
    assert ring.refused_rule == "ringrace.step" and "[ringrace.step]" not in ring.status_text
    html = ring.status.value
    assert 'class="rw-notice rw-refused"' in html
    assert '<details class="rw-why"><summary>Rule: One or two squares</summary>' in html
    assert "<code>ringrace.step</code>" in html.split("<summary>", 1)[1]


def test_keys_reach_the_controller_and_generic_keys_work(ring):
    ring.key("1")
    ring.key("2")
    assert ring.state.pos == (1, 2)
    ring.key("u")
    assert ring.state.pos == (1, 0)
    ring.key("z", shift=True, ctrl=True)
    assert ring.state.pos == (1, 2)
    ring.key("h")
    assert "No hint for this position." in ring.status_text


def test_grid_twins_fail_loudly_on_a_board_without_cells(ring):
    with pytest.raises(ValueError, match="RingController cannot locate \\('cell', 1, 1\\)"):
        ring.click_cell(1, 1)  # a typo in a notebook, not a browser event: raise


def test_observers_hear_every_change_and_their_errors_are_caught(ring):
    heard = []
    ring.on_change(lambda board, kind, events: heard.append((kind, [e.text for e in events])))
    ring.click_target(("square", 1))
    ring.press("undo")
    ring.press("redo")
    assert heard == [("play", ["player 1 advances to square 1"]), ("undo", []),
                     ("redo", ["player 1 advances to square 1"])]
    ring.on_change(lambda *a: {}["boom"])
    ring.key("1")
    assert "Something went wrong (play): KeyError: 'boom'" in ring.status_text
    assert ring.state.pos == (1, 1), "the move itself happened before the observer failed"


def test_exceptions_in_a_controller_are_shown_logged_and_kept(ring, monkeypatch):
    monkeypatch.setattr(ring.controller, "activate", lambda target, board: [][1])
    ring.click_target(("square", 1))
    assert "Something went wrong (click): IndexError" in ring.status_text
    assert ring.log_lines[-1].startswith("error in click: IndexError")
    assert "Traceback" in ring.errors[0]
    assert "error in click" in ring.log_view.value


def test_only_changed_layers_are_repainted_and_batches_send_one_message(ring):
    with count_canvas_messages() as traffic:
        ring.click_target(("square", 1))
    [(size, commands)] = traffic.sizes
    assert commands < 12, "only the tokens layer: the ring of squares did not change"
    with count_canvas_messages() as traffic:
        with ring.batched():
            ring.key("1")
            ring.key("2")
            ring.press("undo")
    assert traffic.messages == 1
    assert ring.state.pos == (1, 1)


def test_a_growing_board_resizes_the_canvas_and_repaints_every_layer(ring):
    ring.controller.width = 420
    with count_canvas_messages() as traffic:
        ring.key("1")
    assert ring.canvas.width == 420 and ring.canvas.layout.width == "420px"
    assert traffic.messages == 1 and traffic.commands > 20


def test_svg_and_repr_work_for_any_game(ring):
    root = parse_svg(ring.svg())
    assert len(groups(root, "square")) == SQUARES and len(groups(root, "token")) == 2
    assert [g.get("class") for g in root if g.tag == SVG + "g"] == ["layer-ring", "layer-tokens"]
    assert repr(ring) == "BoardWidget(ringrace, seed=0, step=0: Player 1 to play.)"


def test_unknown_board_options_are_reported(ring):
    ring.configure(show_highlights=False)
    assert ring.ui.show_highlights is False
    ring.configure(colour="pink")
    assert "unknown board option(s): colour" in ring.status_text


def test_a_step_can_hide_the_generic_buttons_too(ring):
    """Hint, Highlights and Undo/Redo are parts like a game's own: hidden, their buttons and keys do nothing."""
    ring.configure(hide=("hint", "history"))
    assert ring.buttons["hint"].layout.display == "none"
    assert ring.buttons["undo"].layout.display == "none" and ring.buttons["redo"].layout.display == "none"
    assert ring.buttons["highlights"].layout.display is None
    ring.key("h")
    assert ring.status_text.endswith("No hints in this step.") and ring.ui.hint is None
    ring.configure(hide=())
    assert ring.buttons["hint"].layout.display is None
    ring.configure(hide=("nope",))
    assert "no board part(s) nope to hide; this board has history, hint, highlights" in ring.errors[-1]
