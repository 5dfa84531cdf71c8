"""The shared interactive board: a layered canvas, a toolbar, a status line and an event log.

``BoardWidget`` knows nothing about any particular game. It owns an
``engine.core.Match`` and asks a game's ``Controller`` to

* draw each named layer of the canvas from the state (through a ``Painter``),
* turn a canvas point into a *target* — a small tuple such as ``("cell", 2, 3)``,
  ``("arrow", "N", 1)`` or ``("button", "ready")`` — and back (``locate``),
* turn a target, a game button or a key into an action (``board.play(action)``) or
  into a UI-only change (turning a card in hand).

Every way in — mouse, toolbar, keyboard, Python twin — goes through ``_act``: the
exception guard (errors land in the status line and the log), then ONE redraw that
repaints only the layers whose drawing changed, batched into ONE canvas message.

A controller may queue a short animation for that redraw (``board.animate(frames)``, e.g.
from ``Controller.changed``): the frames go first in the SAME message, each followed by an
ipycanvas ``sleep`` so the page shows it, then the final drawing — still one message.
"""
from __future__ import annotations

import traceback
from contextlib import contextmanager
from dataclasses import dataclass
from html import escape
from typing import Any, Callable, Hashable, Iterable, Iterator

import ipywidgets as widgets
from ipycanvas import MultiCanvas

from engine.core import IllegalAction, Match

from .canvasio import forget_current_canvas, one_message
from .paint import CanvasPainter, Painter, RecordingPainter, SvgPainter

#: a place on the canvas a player can point at: ("cell", r, c), ("arrow", side, line), ("button", name)...
#: Squares and lines are named as the board labels them: counted from 1 (see engine.core.grid).
Target = tuple[Hashable, ...]

#: how many log lines the log view shows (all are kept in ``log_lines``)
LOG_SHOWN = 40


@dataclass(frozen=True)
class ButtonSpec:
    """A toolbar button: ``name`` is what ``press(name)`` takes; ``label`` always has a word on it.
    ``part`` names the part of the board it belongs to: hidden while that part is (``BoardUI.hidden``)."""

    name: str
    label: str
    tooltip: str = ""
    part: str = ""


@dataclass(frozen=True)
class Hint:
    """A suggestion: the actions to play (in order), a sentence for the status line, and
    targets the renderer should mark. No actions means "nothing reaches the goal now"."""

    actions: tuple[Any, ...]
    text: str
    marks: tuple[Target, ...] = ()


@dataclass(frozen=True)
class Frame:
    """One frame of an animation: what to draw on some layers, then how long the page shows it.

    ``layers`` maps a layer name to a function ``draw(painter)``; each named layer is cleared
    and redrawn (a function that draws nothing just clears it); other layers stay as they are.
    """

    layers: tuple[tuple[str, Callable[[Painter], None]], ...]
    ms: int = 40

    @classmethod
    def of(cls, ms: int = 40, **layers: Callable[[Painter], None]) -> "Frame":
        return cls(tuple(layers.items()), int(ms))


#: the longest animation a board will play in one action (milliseconds of sleeps)
ANIMATION_LIMIT_MS = 1000


@dataclass
class BoardUI:
    """UI state every renderer may read (the game-specific part lives in the controller).

    ``hidden``: parts of the board not shown yet (a tutorial shows only what it has taught;
    each controller names its parts in ``Controller.parts``). ``undo`` False: no taking back here
    (a step that teaches it), ``undo_reason`` says why (the Undo button's tooltip, and the answer
    to a press)."""

    show_highlights: bool = True
    hint: Hint | None = None
    hidden: frozenset[str] = frozenset()
    undo: bool = True
    undo_reason: str = ""

    def shows(self, part: str) -> bool:
        return part not in self.hidden


@dataclass(frozen=True)
class Notice:
    """What the last user action led to, shown under the standing status line: plain words
    first; ``rule`` (an id) is the rule behind a refusal, shown by its short title with the id
    and its source behind a details toggle."""

    text: str = ""
    kind: str = "info"  # info · refused · hint · error
    rule: str = ""


_NOTICE_COLOURS = {"info": "#333", "refused": "#a33000", "hint": "#1f5fa8", "error": "#b00020"}

GENERIC_BUTTONS = (
    ButtonSpec("undo", "↶ Undo", "Take back the last move", part="history"),
    ButtonSpec("redo", "↷ Redo", "Play the undone move again", part="history"),
    ButtonSpec("hint", "Hint", "Suggest a move", part="hint"),
    ButtonSpec("highlights", "Highlights", "Show or hide the squares you can move to", part="highlights"),
)
#: parts every board has (its generic buttons), which a step may hide like the game's own parts
GENERIC_PARTS = ("history", "hint", "highlights")


class Controller:
    """The game-specific half of a board: layout, drawing, hit-testing, input → action.

    Subclasses set ``width``, ``height``, ``layers`` (bottom first) and ``buttons`` and
    override the methods below. Game-specific UI state (a card turned in hand, a cover
    between hot-seat players) lives on the controller; generic UI state in ``BoardUI``.
    """

    width: int = 600
    height: int = 500
    layers: tuple[str, ...] = ("board", "pieces", "highlights")
    buttons: tuple[ButtonSpec, ...] = ()
    #: parts of the board a tutorial step may hide until it has taught them (``board.configure(hide=...)``)
    parts: tuple[str, ...] = ()

    def __init__(self, game: Any):
        self.game = game

    # -- drawing -----------------------------------------------------------------------
    def draw(self, layer: str, painter: Painter, state: Any, ui: BoardUI) -> None:
        """Draw one layer of ``state``. Must depend only on its arguments and controller state."""
        raise NotImplementedError

    # -- input -------------------------------------------------------------------------
    def hit_test(self, x: float, y: float, state: Any, ui: BoardUI) -> Target | None:
        """The target under canvas point (x, y), or None."""
        return None

    def locate(self, target: Target) -> tuple[float, float]:
        """A canvas point that ``hit_test`` maps to ``target`` (its centre)."""
        raise ValueError(f"{type(self).__name__} cannot locate {target!r}")

    def activate(self, target: Target, board: "BoardWidget") -> None:
        """Act on a clicked target: usually ``board.play(action)``."""

    def press(self, name: str, board: "BoardWidget") -> None:
        """A game-specific button (one of ``buttons``) was pressed."""
        raise ValueError(f"no button {name!r}")

    def key(self, key: str, board: "BoardWidget", shift: bool = False, ctrl: bool = False) -> bool:
        """Handle a key; return True when handled (the board then ignores it)."""
        return False

    # -- words -------------------------------------------------------------------------
    def status(self, state: Any, ui: BoardUI) -> str:
        """The standing status line: whose turn, what to do (plain text)."""
        if self.game.is_terminal(state):
            return "Game over."
        player = self.game.current_player(state)
        return "Everybody may act." if player is None else f"Player {player + 1} to play."

    def hint(self, state: Any, ui: BoardUI) -> Hint | None:
        """A suggestion for whoever is to play, or None when this game gives none."""
        return None

    def button_state(self, name: str, state: Any, ui: BoardUI) -> tuple[bool, bool]:
        """(visible, enabled) for one of this controller's buttons."""
        return True, True

    # -- life cycle ----------------------------------------------------------------------
    def changed(self, board: "BoardWidget", kind: str, events: tuple = ()) -> None:
        """Called after the match changed: kind is play, undo, redo or new."""

    def configure(self, **options: Any) -> None:
        if options:
            raise TypeError(f"unknown board option(s): {', '.join(sorted(options))}")

    def description(self, board: "BoardWidget") -> str:
        """Short deterministic text for ``repr``."""
        return f"{self.game.name}, seed={board.match.seed}"

    def action_text(self, action: Any) -> str:
        """How the log names an action that is undone or redone ("" leaves it out). Games with
        hidden chance outcomes (a stone drawn into a row) override this so nothing leaks."""
        return str(action)

    def history_locked(self, state: Any) -> str | None:
        """Why undo and redo are off right now (None: they are on). A game with hidden
        information says so while a player plays blind: taking back a spell that failed would
        tell them what they hold."""
        return None


class BoardWidget(widgets.VBox):
    """An interactive board for any game with a ``Controller``.

    Python twins of every input (same code path as the browser): ``click(x, y)``,
    ``click_target(target)``, ``click_cell(r, c)``, ``press(name)``, ``key(name)``,
    ``play(action)``. Read back: ``state``, ``status_text``, ``log_lines``, ``errors``.
    """

    def __init__(self, match: Match, controller: Controller, *, show_highlights: bool = True,
                 undo_floor: int = 0):
        self.match = match
        self.controller = controller
        self.ui = BoardUI(show_highlights=show_highlights)
        self.notice = Notice()
        self.undo_floor = undo_floor
        #: every engine event and every caught error, oldest first
        self.log_lines: list[str] = []
        #: full tracebacks of exceptions caught in callbacks, oldest first
        self.errors: list[str] = []
        self._observers: list[Callable[["BoardWidget", str, tuple], None]] = []
        self._depth = 0  # how many user actions are running (nested ones join the outermost)
        self._drawn: dict[str, RecordingPainter] = {}
        #: frames queued by ``animate`` for the next redraw: [(((layer, recording), ...), ms), ...]
        self._frames: list[tuple[tuple[tuple[str, RecordingPainter], ...], int]] = []
        #: (frames, milliseconds) of the last animation sent to the page, for tests and benchmarks
        self.last_animation: tuple[int, int] = (0, 0)

        c = controller
        self.canvas = MultiCanvas(len(c.layers), width=c.width, height=c.height)
        self._fit = ""  # a max-height when the canvas shrinks with its column (fit_column)
        self._size_canvas()
        self.buttons: dict[str, widgets.Button] = {}
        for spec in GENERIC_BUTTONS + tuple(c.buttons):
            button = widgets.Button(description=spec.label, tooltip=spec.tooltip,
                                    layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, name=spec.name: self.press(name))
            self.buttons[spec.name] = button
        self.toolbar_label = widgets.Label("", layout=widgets.Layout(display="none"))
        self.toolbar_label.add_class("rw-row-label")
        self.toolbar = widgets.HBox([self.toolbar_label] + list(self.buttons.values()),
                                    layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.status = widgets.HTML()
        self.log_view = widgets.HTML()
        super().__init__(children=[self.toolbar, self.canvas, self.status, self.log_view])
        self.add_class("rulewalk-board")

        self.canvas.on_mouse_down(self.click)
        self.canvas.on_key_down(self._on_key_down)
        self.canvas.on_client_ready(self.redraw_for_new_page)
        self._refresh()

    # -- reading ---------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.match.game

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def status_text(self) -> str:
        """The status line as plain text: the standing line, then the last notice (a refusal ends
        with the short title of the rule it breaks)."""
        return "\n".join(t for t in (self._standing_line(), self._notice_line()) if t)

    @property
    def refused_rule(self) -> str:
        """The id of the rule the last refusal cited ("" when the last action was not refused)."""
        return self.notice.rule if self.notice.kind == "refused" else ""

    def _notice_line(self) -> str:
        n = self.notice
        if not n.text or not n.rule:
            return n.text
        return f"{n.text} (rule: {self._rule_title(n.rule)})"

    @contextmanager
    def narrated(self) -> Iterator["BoardWidget"]:
        """Print what the engine said during the block: the new log lines, a refusal, hint or
        error if there was one, then the standing status line.

        For notebook cells that act through the twins (plain ``print`` at the top level of a
        cell, never into an ``Output`` widget, so nbval and JupyterLab agree)::

            with board.narrated():
                board.click_cell(1, 3)
        """
        mark = len(self.log_lines)
        self.notice = Notice()
        yield self
        for line in self.log_lines[mark:]:
            print("  " + line)
        if self.notice.kind != "info" and self.notice.text:
            print("  " + self._notice_line())
        print("→ " + self._standing_line())

    # -- Python twins (the browser's events call exactly these) ----------------------------
    def click(self, x: float, y: float) -> None:
        """A mouse press at canvas pixel (x, y)."""
        self._act("click", self._click, x, y)

    def click_target(self, target: Target) -> None:
        """Click the centre of ``target`` (through the hit test, like a real click)."""
        x, y = self.controller.locate(target)
        self.click(x, y)

    def click_cell(self, row: int, col: int) -> None:
        """Click square (row, col), counted from 1 as the board's labels count."""
        self.click_target(("cell", row, col))

    def press(self, name: str) -> None:
        """Press a toolbar button by name: undo, redo, hint, highlights, or a game's own."""
        if name not in self.buttons:
            raise ValueError(f"no button {name!r}; this board has {', '.join(self.buttons)}")
        self._act(f"button {name}", self._press, name)

    def key(self, key: str, shift: bool = False, ctrl: bool = False, meta: bool = False) -> None:
        """A key pressed while the canvas has focus (browser ``KeyboardEvent.key`` names)."""
        self._act(f"key {key}", self._key, key, shift, ctrl or meta)

    def play(self, action: Any) -> bool:
        """Play an engine action as the current player would; False (and a cited rule) if refused."""
        return bool(self._act("play", self._play, action))

    def on_change(self, callback: Callable[["BoardWidget", str, tuple], None]) -> None:
        """Call ``callback(board, kind, events)`` after every play, undo, redo or new match, and with kind
        "refused" (no events) when the board refuses something: ``board.notice`` then says why."""
        self._observers.append(callback)

    @contextmanager
    def batched(self) -> Iterator[None]:
        """Several actions, one redraw and one canvas message (for demonstrations)."""
        if self._depth == 0:
            self.notice = Notice()
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if self._depth == 0:
                self._refresh()

    def set_match(self, match: Match, undo_floor: int = 0) -> None:
        """Show another match on this board (a tutorial's next step); clears log and hint."""
        def swap() -> None:
            self.match = match
            self.controller.game = match.game
            self.undo_floor = undo_floor
            self.ui.hint = None
            self.log_lines.clear()
            self.controller.changed(self, "new")
            self._notify("new", ())
        self._act("new match", swap)

    def configure(self, **options: Any) -> None:
        """Change display options: ``show_highlights``, ``hide`` (parts of the board not to show
        yet, from ``controller.parts``), ``undo`` (False: Undo and Redo are off) with
        ``undo_reason`` (why, in plain words: the Undo button's tooltip and the answer to a press)
        and whatever the controller accepts."""
        def apply() -> None:
            if "show_highlights" in options:
                self.ui.show_highlights = bool(options.pop("show_highlights"))
            if "undo" in options or "undo_reason" in options:
                self.ui.undo = bool(options.pop("undo", self.ui.undo))
                self.ui.undo_reason = str(options.pop("undo_reason", "") or "")
            if "hide" in options:
                hide = frozenset(options.pop("hide") or ())
                unknown = sorted(hide - set(self.controller.parts) - set(GENERIC_PARTS))
                if unknown:
                    known = ", ".join(tuple(self.controller.parts) + GENERIC_PARTS)
                    raise ValueError(f"no board part(s) {', '.join(unknown)} to hide; this board has {known}")
                self.ui.hidden = hide
            self.controller.configure(**options)
        self._act("configure", apply)

    def label_toolbar(self, text: str) -> None:
        """Put a word in front of the toolbar (a tutorial calls it "Game:" beside its "Lesson:" row)."""
        self.toolbar_label.value = text
        self.toolbar_label.layout.display = None if text else "none"

    def fit_column(self, max_height: str = "58vh") -> None:
        """Let the canvas shrink with the space it is given (never above its own size, never taller
        than ``max_height``), keeping its shape; clicks still land on the right square (ipycanvas
        scales mouse positions by the canvas's on-screen size)."""
        self._fit = max_height
        self._size_canvas()

    def _size_canvas(self) -> None:
        c, layout = self.controller, self.canvas.layout
        if self._fit:
            layout.width, layout.height = "auto", "auto"
            layout.max_width, layout.max_height = f"min(100%, {c.width}px)", self._fit
        else:
            layout.width, layout.height = f"{c.width}px", f"{c.height}px"

    def refuse(self, exc: IllegalAction, advice: str = "") -> None:
        """Show why an action is not allowed, in plain words, then what to do instead
        (``advice``), then the rule's short title; nothing else changes."""
        text = f"Not allowed: {exc.message}"
        self.notice = Notice(f"{text} {advice}" if advice else text, "refused", exc.rule)
        self._notify("refused", ())

    def animate(self, frames: Iterable[Frame]) -> None:
        """Play ``frames`` before the next redraw, in the same single canvas message.

        Each frame is drawn now (into recordings, so a drawing error surfaces here and nothing
        half-drawn is sent); the page shows each for ``frame.ms`` milliseconds (ipycanvas
        ``Canvas.sleep``), then the final drawing replaces every layer the frames touched.
        """
        known = set(self.controller.layers)
        queued = []
        for frame in frames:
            recorded = []
            for layer, draw in frame.layers:
                if layer not in known:
                    raise ValueError(f"no layer {layer!r}; this board has {', '.join(self.controller.layers)}")
                rec = RecordingPainter(self.controller.width, self.controller.height)
                draw(rec)
                recorded.append((layer, rec))
            queued.append((tuple(recorded), max(0, int(frame.ms))))
        self._frames.extend(queued)  # all or nothing



    def say(self, text: str, kind: str = "info") -> None:
        """Put a sentence under the status line (controllers use it for UI-only feedback); a refusal is
        also told to the observers (a tutorial answers it in its lesson column)."""
        self.notice = Notice(text, kind)
        if kind == "refused":
            self._notify("refused", ())

    # -- drawing -----------------------------------------------------------------------------
    def svg(self) -> str:
        """The current picture as a standalone SVG document (every layer, bottom first)."""
        return draw_svg(self.controller, self.state, self.ui, title=self._standing_line())

    def redraw_for_new_page(self) -> None:
        """A page connected (Voilà, reload, second view): it holds no drawing, so repaint all."""
        def repaint() -> None:
            forget_current_canvas()
            self._drawn.clear()
        self._act("new page", repaint, keep_notice=True)

    def _repr_mimebundle_(self, **kwargs: Any) -> dict:
        data = super()._repr_mimebundle_(**kwargs) or {}
        data["text/plain"] = repr(self)
        try:
            data["image/svg+xml"] = self.svg()
        except Exception:  # a broken drawing must not hide the widget itself
            pass
        return data

    def __repr__(self) -> str:
        return (f"{type(self).__name__}({self.controller.description(self)}, step={self.match.step}: "
                f"{self._standing_line()})")

    def close(self) -> None:
        """Close this widget and its parts (also safe on a half-built one: ``Widget.__del__`` calls it)."""
        canvas = getattr(self, "canvas", None)
        for layer in getattr(canvas, "_canvases", []):
            layer.close()
        parts = [canvas] + [getattr(self, name, None) for name in ("status", "log_view", "toolbar")]
        for w in parts + list(getattr(self, "buttons", {}).values()):
            if w is not None:
                w.close()
        super().close()

    # -- the one way in ------------------------------------------------------------------------
    def _act(self, what: str, fn: Callable[..., Any], *args: Any, keep_notice: bool = False) -> Any:
        """Run one user action: catch anything it raises, then redraw once.

        Actions started from inside an action (a controller calling ``board.play``) or
        inside ``batched()`` join the outer one: one redraw, one canvas message.
        """
        if self._depth == 0 and not keep_notice:
            self.notice = Notice()
        self._depth += 1
        result = None
        try:
            result = fn(*args)
        except Exception as exc:  # noqa: BLE001 - ipywidgets would swallow it silently
            self._report(what, exc)
        finally:
            self._depth -= 1
        if self._depth == 0:
            self._refresh()
        return result

    def _report(self, what: str, exc: BaseException) -> None:
        self.errors.append("".join(traceback.format_exception(exc)))
        line = f"error in {what}: {type(exc).__name__}: {exc}"
        self.log_lines.append(line)
        self.notice = Notice(f"Something went wrong ({what}): {type(exc).__name__}: {exc}. "
                             "The details are in board.errors.", "error")

    def _click(self, x: float, y: float) -> None:
        target = self.controller.hit_test(float(x), float(y), self.state, self.ui)
        if target is None:
            return
        if target[0] == "button":
            self._press(str(target[1]))
        else:
            self.controller.activate(target, self)

    def _press(self, name: str) -> None:
        generic = {"undo": self._take_back, "redo": lambda: self._take_back(redo=True), "hint": self._hint,
                   "highlights": self._toggle_highlights}
        if name in generic:
            generic[name]()
        else:
            self.controller.press(name, self)

    def _on_key_down(self, key: str, shift: bool = False, ctrl: bool = False, meta: bool = False) -> None:
        self.key(key, shift, ctrl, meta)

    def _key(self, key: str, shift: bool, ctrl: bool) -> None:
        if self.controller.key(key, self, shift=shift, ctrl=ctrl):
            return
        k = key.lower()
        if (ctrl and k == "z" and not shift) or (not ctrl and k == "u"):
            self._take_back()
        elif ctrl and (k == "y" or (k == "z" and shift)):
            self._take_back(redo=True)
        elif not ctrl and k == "h":
            self._hint()

    def _play(self, action: Any) -> bool:
        refusal = self.match.explain(action)
        if refusal is not None:
            self.refuse(refusal)
            return False
        try:
            events = tuple(self.match.apply(action))
        except IllegalAction as exc:  # e.g. a chance outcome the rules refuse
            self.refuse(exc)
            return False
        self.ui.hint = None
        told = _told(events)
        self.log_lines.extend(told)
        self.notice = Notice("; ".join(told))
        self.controller.changed(self, "play", events)
        self._notify("play", events)
        return True

    def undo_off_text(self) -> str:
        """Why there is no taking back here ("" when Undo is on): the step option's reason."""
        if self.ui.undo:
            return ""
        reason = self.ui.undo_reason.strip()
        return f"No taking back in this step: {reason}" if reason else "No taking back in this step."

    def _take_back(self, redo: bool = False) -> None:
        """Undo (or redo) unless this board has it switched off (``configure(undo=False)``)."""
        if not self.ui.undo:
            self.say(self.undo_off_text(), "refused")
            return
        self._redo() if redo else self._undo()

    def _undo(self) -> None:
        locked = self.controller.history_locked(self.state)
        if locked:
            self.say(locked, "refused")
            return
        if not self.match.can_undo or self.match.step <= self.undo_floor:
            self.say("Nothing to undo.")
            return
        before = self.match.actions
        self.match.undo()
        undone = before[self.match.step:]
        text = "Undone: " + "; ".join(t for t in map(self.controller.action_text, undone) if t)
        self.ui.hint = None
        self.log_lines.append(text)
        self.say(text)
        self.controller.changed(self, "undo")
        self._notify("undo", ())

    def _redo(self) -> None:
        locked = self.controller.history_locked(self.state)
        if locked:
            self.say(locked, "refused")
            return
        if not self.match.can_redo:
            self.say("Nothing to redo.")
            return
        start = self.match.step
        self.match.redo()
        events = tuple(self.match.events_since(start))
        self.ui.hint = None
        redone = (t for t in map(self.controller.action_text, self.match.actions[start:]) if t)
        self.log_lines.append("Redone: " + "; ".join(redone))
        told = _told(events)
        self.log_lines.extend(told)
        self.say("; ".join(told))
        self.controller.changed(self, "redo", events)
        self._notify("redo", events)

    def _hint(self) -> None:
        if not self.ui.shows("hint"):
            self.say("No hints in this step.")
            return
        hint = self.controller.hint(self.state, self.ui)
        if hint is None:
            self.say("No hint for this position.")
            return
        self.ui.hint = hint if hint.actions else None
        self.say(hint.text, "hint")

    def _toggle_highlights(self) -> None:
        if not self.ui.shows("highlights"):
            self.say("The highlights are not part of this step.")
            return
        self.ui.show_highlights = not self.ui.show_highlights

    def _notify(self, kind: str, events: tuple) -> None:
        for callback in list(self._observers):
            callback(self, kind, events)

    def _rule_title(self, rule_id: str) -> str:
        rules = self.game.rules
        return rules[rule_id].title if rule_id in rules else rule_id

    def _rule_details(self, rule_id: str) -> str:
        """The rule behind a refusal as HTML: its short title, and behind a toggle its id, its
        source and its text (for a teacher)."""
        rules = self.game.rules
        if rule_id not in rules:
            return f'<details class="rw-why"><summary>Rule</summary><code>{escape(rule_id)}</code></details>'
        rule = rules[rule_id]
        return (f'<details class="rw-why"><summary>Rule: {escape(rule.title)}</summary>'
                f"{escape(rule.text)}<br><small><code>{escape(rule.id)}</code> · {escape(source_words(rule))}"
                "</small></details>")

    # -- redrawing ----------------------------------------------------------------------------
    def _refresh(self) -> None:
        """Repaint the layers whose drawing changed (one canvas message), then the texts."""
        try:
            self._repaint()
        except Exception as exc:  # noqa: BLE001
            self._frames.clear()
            self._drawn.clear()  # unknown what reached the page: repaint everything next time
            self._report("drawing", exc)
        self._update_texts()

    def _repaint(self) -> None:
        c = self.controller
        if (self.canvas.width, self.canvas.height) != (c.width, c.height):
            # a board that grows (Magic Maze): resize every layer, which blanks them all
            self.canvas.width, self.canvas.height = c.width, c.height
            self._size_canvas()
            self._drawn.clear()
        frames, self._frames = budgeted(self._frames), []
        touched = {layer for drawings, _ in frames for layer, _ in drawings}
        fresh: dict[str, RecordingPainter] = {}
        for layer in c.layers:
            rec = RecordingPainter(c.width, c.height)
            c.draw(layer, rec, self.state, self.ui)
            if layer in touched or self._drawn.get(layer) != rec:
                fresh[layer] = rec
        if not fresh and not frames:
            return
        index = {layer: i for i, layer in enumerate(c.layers)}
        with one_message():
            for drawings, ms in frames:
                last = self.canvas[0]
                for layer, rec in drawings:
                    last = self.canvas[index[layer]]
                    painter = CanvasPainter(last)
                    painter.clear()
                    rec.replay(painter)
                if ms:
                    last.sleep(ms)  # the page composites the layers, shows them, then waits
            for i, layer in enumerate(c.layers):
                if layer in fresh:
                    painter = CanvasPainter(self.canvas[i])
                    painter.clear()
                    fresh[layer].replay(painter)
        if frames:
            self.last_animation = (len(frames), sum(ms for _, ms in frames))
        self._drawn.update(fresh)

    def _standing_line(self) -> str:
        try:
            return self.controller.status(self.state, self.ui)
        except Exception as exc:  # noqa: BLE001
            return f"(status unavailable: {type(exc).__name__}: {exc})"

    def _update_texts(self) -> None:
        colour = _NOTICE_COLOURS.get(self.notice.kind, "#333")
        why = self._rule_details(self.notice.rule) if self.notice.rule else ""
        notice = (f'<div class="rw-notice rw-{self.notice.kind}" style="color:{colour}">'
                  f"{escape(self.notice.text)}{why}</div>") if self.notice.text else ""
        self.status.value = (f'<div class="rw-status"><b>{escape(self._standing_line())}</b>{notice}</div>')
        shown = self.log_lines[-LOG_SHOWN:][::-1]
        more = len(self.log_lines) - len(shown)
        items = "".join(f"<li>{escape(line)}</li>" for line in shown)
        if more:
            items += f"<li><i>{more} earlier</i></li>"
        self.log_view.value = ('<details class="rw-log"><summary>Event log (newest first)</summary>'
                               f'<ul style="max-height:9em;overflow:auto;margin:0">{items}</ul></details>')
        parts = {spec.name: spec.part for spec in GENERIC_BUTTONS + tuple(self.controller.buttons)}
        for name, button in self.buttons.items():
            visible, enabled = self._button_state(name)
            visible = visible and self.ui.shows(parts.get(name, ""))
            button.disabled = not enabled
            button.layout.display = None if visible else "none"
        self.buttons["highlights"].button_style = "info" if self.ui.show_highlights else ""
        tips = {spec.name: spec.tooltip for spec in GENERIC_BUTTONS}
        for name in ("undo", "redo"):
            self.buttons[name].tooltip = self.undo_off_text() or tips[name]

    def _button_state(self, name: str) -> tuple[bool, bool]:
        m = self.match
        locked = name in ("undo", "redo") and bool(self.controller.history_locked(self.state))
        if name == "undo":
            return True, m.can_undo and m.step > self.undo_floor and not locked and self.ui.undo
        if name == "redo":
            return True, m.can_redo and not locked and self.ui.undo
        if name in ("hint", "highlights"):
            return True, not self.game.is_terminal(self.state)
        try:
            return self.controller.button_state(name, self.state, self.ui)
        except Exception:  # noqa: BLE001
            return True, True


def budgeted(frames: list[tuple[Any, int]], limit: int = ANIMATION_LIMIT_MS) -> list[tuple[Any, int]]:
    """The frames of one action, their pauses scaled down together so the whole animation lasts
    at most ``limit`` ms (several animated moves in one action, e.g. a tutorial's Show me)."""
    total = sum(ms for _, ms in frames)
    if total <= limit:
        return frames
    return [(drawings, ms * limit // total) for drawings, ms in frames]


def source_words(rule: Any) -> str:
    """Where a rule comes from, in words for a teacher."""
    return {"seed": "from the rulebook", "fact": "a published fact about the game",
            "decision": "our reading: the rulebook leaves this open"}.get(rule.source, rule.source)


def _told(events: tuple) -> list[str]:
    """The event texts a log shows: routine ``quiet`` events are summed up by a later one."""
    return [e.text for e in events if not getattr(e, "quiet", False)]


def draw_svg(controller: Controller, state: Any, ui: BoardUI | None = None, title: str | None = None) -> str:
    """Draw every layer of ``state`` with ``controller`` into one SVG document."""
    ui = ui or BoardUI(show_highlights=False)
    painter = SvgPainter(controller.width, controller.height, title=title)
    for layer in controller.layers:
        with painter.group(f"layer-{layer}"):
            controller.draw(layer, painter, state, ui)
    return painter.svg()


class Picture:
    """A static picture of a position: shows as SVG in notebooks, on GitHub and nbviewer."""

    def __init__(self, svg: str, text: str = ""):
        self._svg = svg
        self.text = text

    def svg(self) -> str:
        return self._svg

    def _repr_svg_(self) -> str:
        return self._svg

    def __repr__(self) -> str:
        return f"Picture({self.text})" if self.text else "Picture()"
