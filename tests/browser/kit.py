"""Reusable pieces of the browser harness: paths and timeouts, the server process
wrapper, a notebook writer, canvas pixel helpers, a JupyterLab driver, and what every
game's browser test does with a board: open a notebook (or a scratch one) and run it,
find the board's canvas and status line (``BoardView``), click a canvas point, wait for
the status text or the pixels to change.
Fixtures live in conftest.py; tests import helpers with `from .kit import ...`."""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any, Iterator

REPO_ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO_ROOT / "test-artifacts" / "browser"
HERE = Path(__file__).resolve().parent

CHROMIUM = os.environ.get("RULEWALK_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")

#: a laptop screen: what a beginner sees
LAPTOP = {"width": 1366, "height": 768}

SERVER_START_TIMEOUT = 90  # seconds; a cold JupyterLab on 2 cores takes ~5-10 s
KERNEL_TIMEOUT_MS = 60_000  # kernel start + run all cells of a small notebook
WIDGET_TIMEOUT_MS = 30_000  # a widget view appearing after its cell ran
DEFAULT_VIEWPORT = {"width": 1280, "height": 900}
VOILA_TIMEOUT_MS = 60_000  # Voila runs the whole notebook before the first widget shows


# --------------------------------------------------------------------------- servers


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def isolated_env(tmp: Path) -> dict[str, str]:
    """Keep the user's ~/.jupyter and ~/.ipython out of the test servers and kernels."""
    env = dict(os.environ)
    for name in ("config", "runtime", "ipython"):
        (tmp / name).mkdir(parents=True, exist_ok=True)
    env.update(
        JUPYTER_CONFIG_DIR=str(tmp / "config"),
        JUPYTER_RUNTIME_DIR=str(tmp / "runtime"),
        IPYTHONDIR=str(tmp / "ipython"),
        JUPYTER_PLATFORM_DIRS="1",
        PYTHONUNBUFFERED="1",
    )
    env.pop("JUPYTER_TOKEN", None)
    return env


class Server:
    """A server process in its own process group, with its log under test-artifacts/."""

    def __init__(self, name: str, argv: list[str], env: dict[str, str], url: str, cwd: Path):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        self.name = name
        self.url = url
        self.log_path = ARTIFACTS / f"{name}.log"
        self._log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(
            argv, env=env, cwd=cwd, stdout=self._log, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )

    def log_tail(self, n: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "(no log)"

    def wait_until_up(self, probe_path: str, any_status: bool = False) -> None:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        last_error: Exception | None = None
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"{self.name} exited with {self.proc.returncode} while starting; "
                    f"log {self.log_path}:\n{self.log_tail()}"
                )
            try:
                with urllib.request.urlopen(self.url + probe_path, timeout=5) as resp:
                    if resp.status == 200:
                        return
            except urllib.error.HTTPError as exc:
                if any_status:
                    return
                last_error = exc
            except (urllib.error.URLError, OSError) as exc:
                last_error = exc
            time.sleep(0.25)
        self.stop()
        raise RuntimeError(
            f"{self.name} did not answer {probe_path} within {SERVER_START_TIMEOUT}s "
            f"({last_error}); log {self.log_path}:\n{self.log_tail()}"
        )

    def stop(self) -> None:
        # SIGTERM lets jupyter_server shut its kernels down (they run in their own sessions).
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(self.proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
                self.proc.wait(timeout=5)
        self._log.close()


# --------------------------------------------------------------------------- helpers


def write_notebook(path: Path, cells: list[str]) -> Path:
    """Write a minimal nbformat-4 notebook of code cells, with the python3 kernelspec
    (without it JupyterLab opens a "Select Kernel" dialog)."""
    nb = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
            "language_info": {"name": "python"},
        },
        "cells": [
            {"cell_type": "code", "id": f"cell-{i}", "metadata": {}, "execution_count": None,
             "outputs": [], "source": src}
            for i, src in enumerate(cells)
        ],
    }
    path.write_text(json.dumps(nb, indent=1) + "\n")
    return path


def canvas_pixel(canvas, x: int, y: int) -> tuple[int, int, int, int]:
    """RGBA of one pixel of a <canvas> Locator/ElementHandle, in canvas (not CSS) pixels."""
    return tuple(canvas.evaluate("(c, [x, y]) => Array.from(c.getContext('2d').getImageData(x, y, 1, 1).data)", [x, y]))


def wait_for_pixel(canvas, x: int, y: int, rgba: tuple[int, ...], timeout_ms: int = WIDGET_TIMEOUT_MS,
                   tolerance: int = 2) -> tuple[int, int, int, int]:
    """Poll until pixel (x, y) equals rgba (3 or 4 values, +-tolerance per channel); return it.
    Raises AssertionError with the last colour seen."""
    deadline = time.monotonic() + timeout_ms / 1000
    seen = canvas_pixel(canvas, x, y)
    while True:
        if all(abs(a - b) <= tolerance for a, b in zip(seen, rgba)):
            return seen
        if time.monotonic() > deadline:
            raise AssertionError(f"pixel ({x},{y}) is {seen}, expected {tuple(rgba)} within {timeout_ms} ms")
        time.sleep(0.05)
        seen = canvas_pixel(canvas, x, y)


def click_canvas(page, canvas, x: float, y: float) -> None:
    """Click at canvas pixel (x, y) with the real mouse (page.mouse), converting to page
    coordinates through the element's on-screen box (the canvas may be CSS-scaled).
    A MultiCanvas is a single <canvas> too; the click goes to its top layer's handlers."""
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    assert box, "canvas is not visible"
    size = canvas.evaluate("c => [c.width, c.height]")
    page.mouse.click(box["x"] + (x + 0.5) * box["width"] / size[0],
                     box["y"] + (y + 0.5) * box["height"] / size[1])


def canvas_pixels(canvas, points) -> list[tuple[int, int, int, int]]:
    """RGBA of several canvas pixels [(x, y), ...] in one round trip."""
    pts = [[int(x), int(y)] for x, y in points]
    return [tuple(p) for p in canvas.evaluate(
        "(c, pts) => { const ctx = c.getContext('2d');"
        " return pts.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data)); }", pts)]


def canvas_region(canvas, x: int, y: int, w: int, h: int) -> bytes:
    """The RGBA bytes of a w×h rectangle of a <canvas>, in canvas pixels (row by row).
    Sent over as base64: a JSON array of a whole board's bytes takes seconds."""
    return base64.b64decode(canvas.evaluate(
        """(c, [x, y, w, h]) => {
            const data = c.getContext('2d').getImageData(x, y, w, h).data;
            let s = '';
            for (let i = 0; i < data.length; i += 0x8000) {
                s += String.fromCharCode.apply(null, data.subarray(i, i + 0x8000));
            }
            return btoa(s);
        }""",
        [int(x), int(y), int(w), int(h)]))


def region_difference(a: bytes, b: bytes, tolerance: int = 8) -> float:
    """Fraction of the pixels of two equal-sized canvas_region() results that differ
    by more than `tolerance` in some channel (0.0 = same picture, 1.0 = all different)."""
    import numpy as np  # ipycanvas depends on it

    assert len(a) == len(b) and len(a) % 4 == 0, "regions of different sizes"
    if a == b:
        return 0.0
    pa = np.frombuffer(a, dtype=np.uint8).reshape(-1, 4).astype(np.int16)
    pb = np.frombuffer(b, dtype=np.uint8).reshape(-1, 4).astype(np.int16)
    return float((np.abs(pa - pb) > tolerance).any(axis=1).mean())


def wait_for_region_change(canvas, x: int, y: int, w: int, h: int, before: bytes,
                           timeout_ms: int = WIDGET_TIMEOUT_MS, min_fraction: float = 0.01) -> bytes:
    """Poll until the rectangle differs from `before` (in at least `min_fraction` of its
    pixels) and return the new bytes. Raises AssertionError on timeout."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        now = canvas_region(canvas, x, y, w, h)
        if region_difference(before, now) >= min_fraction:
            return now
        if time.monotonic() > deadline:
            raise AssertionError(f"canvas region {(x, y, w, h)} did not change within {timeout_ms} ms")
        time.sleep(0.05)


class ClickLatency:
    """Time from a real mousedown on a <canvas> to the first change of a rectangle of it,
    measured inside the page (performance.now(), polled every ~2 ms), so Playwright's
    round trips do not count. Start it, click, then `.wait()` -> milliseconds.

        watch = ClickLatency(page, canvas, (x, y, w, h))
        click_canvas(page, canvas, cx, cy)
        ms = watch.wait()

    For reporting only: never assert a timing (PITFALLS: the floor is ~70 ms on a
    trivial canvas and moves with machine load)."""

    def __init__(self, page, canvas, box: tuple[int, int, int, int], timeout_ms: int = WIDGET_TIMEOUT_MS):
        self.page = page
        self.canvas = canvas
        self.box = box
        self.timeout_ms = timeout_ms
        canvas.evaluate(
            """(c, [x, y, w, h, timeoutMs]) => {
                const ctx = c.getContext('2d');
                const snap = () => ctx.getImageData(x, y, w, h).data;
                const before = snap();
                const watch = {clickAt: null, changedAt: null, done: false};
                c.__rulewalkLatency = watch;
                c.addEventListener('mousedown', () => {
                    if (watch.clickAt === null) watch.clickAt = performance.now();
                }, {capture: true, once: true});
                const started = performance.now();
                const poll = () => {
                    if (watch.clickAt !== null) {
                        const now = snap();
                        for (let i = 0; i < now.length; i++) {
                            if (now[i] !== before[i]) {
                                watch.changedAt = performance.now();
                                watch.done = true;
                                return;
                            }
                        }
                    }
                    if (performance.now() - started > timeoutMs) { watch.done = true; return; }
                    setTimeout(poll, 2);
                };
                poll();
            }""",
            [*map(int, box), timeout_ms])

    def wait(self) -> float:
        """Wait for the change; return click -> changed pixel in ms (AssertionError if none)."""
        handle = self.canvas.element_handle()
        self.page.wait_for_function("c => c.__rulewalkLatency && c.__rulewalkLatency.done", arg=handle,
                               timeout=self.timeout_ms + 5_000)
        result = handle.evaluate("c => c.__rulewalkLatency")
        assert result["clickAt"] is not None, "the canvas never saw the mousedown"
        assert result["changedAt"] is not None, f"canvas region {self.box} did not change after the click"
        return result["changedAt"] - result["clickAt"]


@contextlib.contextmanager
def artifact_json(name: str, **dump: Any) -> Iterator[dict]:
    """Read-modify-write one JSON file under test-artifacts/browser/ while holding a lock on it: under
    pytest-xdist several workers add their entries to the same report file. Yields the data to change."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / name
    with open(ARTIFACTS / f".{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            data = json.loads(path.read_text())
        except (OSError, ValueError):
            data = {}
        yield data
        path.write_text(json.dumps(data, indent=1, **dump) + "\n")


def record_latency(name: str, samples_ms: list[float]) -> dict:
    """Add one series of click -> pixel timings to test-artifacts/browser/latency.json
    (one entry per name, replaced on each run) and rewrite latency.txt, which also gives
    every series' median as a ratio to the "floor" series (a trivial canvas) if present."""
    import statistics

    s = sorted(samples_ms)
    entry = {
        "n": len(s),
        "median_ms": round(statistics.median(s), 1),
        "p95_ms": round(s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))], 1),
        "max_ms": round(s[-1], 1),
        "samples_ms": [round(v, 1) for v in samples_ms],
        "recorded": time.strftime("%Y-%m-%d %H:%M:%S"),
    }
    with artifact_json("latency.json") as data:
        data[name] = entry
        floor = data.get("floor", {}).get("median_ms")
        lines = ["click -> changed pixel, measured in the page (ms); never asserted"]
        for key, e in data.items():
            ratio = f"  x{e['median_ms'] / floor:.2f} of floor" if floor else ""
            lines.append(f"{key:28s} n={e['n']:3d} median={e['median_ms']:7.1f} p95={e['p95_ms']:7.1f} "
                         f"max={e['max_ms']:7.1f}{ratio}  ({e['recorded']})")
        (ARTIFACTS / "latency.txt").write_text("\n".join(lines) + "\n")
    return entry


class JupyterLab:
    """Drives one notebook in the lab_server through window.jupyterapp (exposed by
    --LabApp.expose_app_in_browser), so nothing depends on menu layout or key bindings."""

    _workspaces = 0

    def __init__(self, page, base_url: str):
        self.page = page
        self.base_url = base_url

    def start(self, workspace: str | None = None) -> None:
        """Load JupyterLab in the page (a workspace of its own: the shared server would otherwise restore the
        previous page's layout, its open notebooks, their kernels, its file browser folder)."""
        JupyterLab._workspaces += 1
        workspace = workspace or f"test{os.getpid()}-{JupyterLab._workspaces}"
        self.page.goto(f"{self.base_url}/lab/workspaces/{workspace}", wait_until="domcontentloaded")
        self._wait_started()

    def _wait_started(self) -> None:
        self.page.wait_for_function("() => window.jupyterapp && window.jupyterapp.started !== undefined",
                                    timeout=KERNEL_TIMEOUT_MS)
        self.page.evaluate("() => window.jupyterapp.started")

    def _running(self) -> bool:
        return self.page.url.startswith(self.base_url + "/lab") and self.page.evaluate(
            "() => !!(window.jupyterapp && window.jupyterapp.shell)")

    def open(self, path: str | os.PathLike) -> None:
        """Open a notebook (absolute path inside the repo, or relative to the repo root) and wait until its
        kernel is idle: in the running JupyterLab if the page has one (the shared page), else by loading
        JupyterLab on it."""
        rel = Path(path)
        if rel.is_absolute():
            rel = rel.resolve().relative_to(REPO_ROOT)
        if self._running():
            self.page.evaluate("(path) => window.jupyterapp.commands.execute('docmanager:open', "
                               "{path, factory: 'Notebook'}).then(() => null)", rel.as_posix())
        else:
            JupyterLab._workspaces += 1
            workspace = f"test{os.getpid()}-{JupyterLab._workspaces}"
            self.page.goto(f"{self.base_url}/lab/workspaces/{workspace}/tree/{rel.as_posix()}",
                           wait_until="domcontentloaded")
            self._wait_started()
        self.page.wait_for_function(
            "(path) => { const w = window.jupyterapp.shell.currentWidget;"
            " return !!w && !!w.context && w.context.path === path && !!w.content; }",
            arg=rel.as_posix(), timeout=KERNEL_TIMEOUT_MS)
        self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell").first.wait_for(timeout=KERNEL_TIMEOUT_MS)
        self.wait_idle()

    def viewport(self, width: int, height: int) -> None:
        """Resize the page (for this test: the ``lab`` fixture puts it back)."""
        self.page.set_viewport_size({"width": width, "height": height})

    def close_all(self) -> None:
        """Close every open document without saving (the test's outputs must never reach the file) and any
        dialog left open (best effort: the page may be gone)."""
        try:
            self.page.evaluate("""() => {
                if (!window.jupyterapp) return;
                for (const w of Array.from(window.jupyterapp.shell.widgets('main'))) {
                    if (w.context && w.context.model) w.context.model.dirty = false;
                    w.dispose();
                }
                for (const d of Array.from(document.querySelectorAll('.jp-Dialog'))) d.remove();
            }""")
        except Exception:  # noqa: BLE001 - teardown must not mask the test's own result
            pass

    def command(self, command_id: str, args: dict | None = None):
        """Run a JupyterLab command (e.g. 'notebook:run-all-cells') and await its promise."""
        return self.page.evaluate("([id, args]) => window.jupyterapp.commands.execute(id, args).then(() => null)",
                                  [command_id, args or {}])

    def wait_idle(self, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
        """Wait until the current notebook's kernel is connected and idle."""
        self.page.wait_for_function(
            """() => {
                const w = window.jupyterapp.shell.currentWidget;
                const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
                return !!k && k.connectionStatus === 'connected' && k.status === 'idle'
                       && !w.sessionContext.pendingInput;
            }""",
            timeout=timeout_ms,
        )

    def run_all(self, timeout_ms: int = KERNEL_TIMEOUT_MS) -> None:
        """Run all cells, wait for every cell to finish and the kernel to be idle, and
        fail if any cell raised (its exception is in the assertion message)."""
        self.page.set_default_timeout(timeout_ms)
        try:
            self.command("notebook:run-all-cells")
            self.wait_idle(timeout_ms)
        finally:
            self.page.set_default_timeout(WIDGET_TIMEOUT_MS)
        errors = self.page.evaluate(
            """() => {
                const errors = [];
                for (const cell of window.jupyterapp.shell.currentWidget.content.widgets) {
                    if (cell.model.type !== 'code') continue;
                    const outputs = cell.model.outputs;
                    for (let i = 0; i < outputs.length; i++) {
                        const out = outputs.get(i).toJSON();
                        if (out.output_type === 'error') errors.push(`${out.ename}: ${out.evalue}`);
                    }
                }
                return errors;
            }""")
        assert not errors, f"a cell raised (Run All stops there): {errors}"

    def run_cells(self, count: int) -> None:
        """Run the first ``count`` cells one at a time (as a learner presses Shift+Enter), waiting for an
        idle kernel after each."""
        for index in range(count):
            self.page.evaluate(f"() => {{ window.jupyterapp.shell.currentWidget.content.activeCellIndex = {index}; }}")
            self.command("notebook:run-cell")
            self.wait_idle()

    def shutdown_kernels(self) -> None:
        """Shut down every session/kernel of the server (best effort; the page may be gone).
        Nothing is saved: autosave is off in the test server's settings."""
        try:
            self.page.evaluate("() => window.jupyterapp && window.jupyterapp.serviceManager.sessions.shutdownAll()")
        except Exception:  # noqa: BLE001 - teardown must not mask the test's own result
            pass

    def cell(self, index: int):
        """Locator of code/markdown cell number `index` (0-based) of the open notebook."""
        return self.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell").nth(index)

    def output(self, index: int):
        """Locator of the output area of cell `index`."""
        return self.cell(index).locator(".jp-OutputArea")

    def canvases(self, index: int, count: int = 1) -> list:
        """The <canvas> elements of the widget(s) in cell `index`, in DOM order, waiting
        until at least `count` are rendered and sized.

        ipycanvas 0.14.3: a Canvas view is one bare <canvas class="lm-Widget">, and so is
        a MultiCanvas view: the MultiCanvas model composites its layers (each an
        offscreen canvas, never in the DOM) into that one element on every frame. So a
        board is ONE <canvas>; a pixel read sees all layers blended, and a layer cannot
        be read on its own in the page (read it from Python, or draw through SvgPainter)."""
        loc = self.output(index).locator("canvas")
        loc.nth(count - 1).wait_for(state="visible")
        self.page.wait_for_function("els => els.every(c => c.width > 0 && c.height > 0)",
                                    arg=loc.element_handles())
        return loc.all()


# --------------------------------------------------------------------------- boards


def blank(box: tuple[int, int, int, int]) -> bytes:
    """The pixels of a w×h box of a canvas nothing has been drawn on (transparent black)."""
    return bytes(box[2] * box[3] * 4)


def wait_until_still(canvas, box, settle_ms: int = 150, timeout_ms: int = WIDGET_TIMEOUT_MS) -> bytes:
    """Wait until a region stops changing (an animation has played out): two looks ``settle_ms``
    apart that agree. Returns its pixels."""
    deadline = time.monotonic() + timeout_ms / 1000
    last = canvas_region(canvas, *box)
    while True:
        time.sleep(settle_ms / 1000)
        now = canvas_region(canvas, *box)
        if region_difference(last, now) == 0:
            return now
        if time.monotonic() > deadline:
            raise AssertionError(f"the region {box} kept changing for {timeout_ms} ms")
        last = now


def console_errors(page) -> list[str]:
    """The page's console lines that show a widget going wrong: page errors, and ipycanvas's setAttr
    failures (a command sent to a canvas the page does not have)."""
    return [line for line in page.console_log if "setAttr" in line or "[pageerror]" in line]


class BoardView:
    """One rulewalk board in the page, found inside ``root`` (a cell's output area in JupyterLab, the
    page itself in Voilà): its canvas (a board, MultiCanvas or not, is ONE <canvas>: the first in the
    board's widget), its status line (the board's HTML status widget, ``.rw-status``), its log and
    its buttons. Boxes are (x, y, w, h) and points (x, y) in canvas pixels."""

    def __init__(self, page, root, timeout_ms: int = WIDGET_TIMEOUT_MS):
        self.page = page
        self.root = root
        self.canvas = root.locator(".rulewalk-board canvas").first
        self.canvas.wait_for(state="visible", timeout=timeout_ms)
        self.status = root.locator(".rulewalk-board .rw-status").first
        self.log = root.locator(".rulewalk-board .rw-log")

    # -- the status line
    def says(self, text: str, timeout_ms: int = WIDGET_TIMEOUT_MS) -> None:
        """Wait until the status line contains ``text`` (Playwright's expect, whose default is 5 s)."""
        from playwright.sync_api import expect

        expect(self.status).to_contain_text(text, timeout=timeout_ms)

    def log_says(self, text: str, timeout_ms: int = WIDGET_TIMEOUT_MS) -> None:
        """Wait until the board's log contains ``text``."""
        from playwright.sync_api import expect

        expect(self.log).to_contain_text(text, timeout=timeout_ms)

    def status_text(self) -> str:
        """The status line's text now."""
        return self.status.inner_text()

    def wait_for_new_status(self, before: str, timeout_ms: int = WIDGET_TIMEOUT_MS) -> str:
        """Wait until the status line's text differs from ``before``; return the new text."""
        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            now = self.status_text()
            if now != before:
                return now
            if time.monotonic() > deadline:
                raise AssertionError(f"the status line still says {before!r} after {timeout_ms} ms")
            time.sleep(0.05)

    # -- buttons
    def button(self, label: str):
        """The button named exactly ``label`` (its accessible name)."""
        return self.root.get_by_role("button", name=label, exact=True)

    def button_with_text(self, text: str):
        """The first of the board's buttons whose text contains ``text``."""
        return self.root.locator(".rulewalk-board button", has_text=text).first

    # -- the canvas
    def click(self, x: float, y: float) -> None:
        """Click canvas point (x, y) with the real mouse."""
        click_canvas(self.page, self.canvas, x, y)

    def region(self, box) -> bytes:
        return canvas_region(self.canvas, *box)

    def regions(self, **boxes) -> dict[str, bytes]:
        """The pixels of several named boxes: ``regions(start=box, target=box2)``."""
        return {name: self.region(box) for name, box in boxes.items()}

    def difference(self, box, before: bytes) -> float:
        """Share of the box's pixels that differ now from ``before``."""
        return region_difference(before, self.region(box))

    def drawn(self, box, timeout_ms: int = WIDGET_TIMEOUT_MS) -> bytes:
        """Wait until something is drawn in the box (it is not blank any more); return its pixels."""
        return wait_for_region_change(self.canvas, *box, blank(box), timeout_ms=timeout_ms)

    def wait_change(self, box, before: bytes, timeout_ms: int = WIDGET_TIMEOUT_MS, min_fraction: float = 0.01) -> bytes:
        """Wait until the box differs from ``before`` (in at least ``min_fraction`` of its pixels); return it."""
        return wait_for_region_change(self.canvas, *box, before, timeout_ms=timeout_ms, min_fraction=min_fraction)


def open_board(lab: JupyterLab, notebook, cell: int = 0, viewport: dict | None = None) -> BoardView:
    """Open a notebook in JupyterLab (on a page of ``viewport``'s size, if given), run all its cells and
    find the board in cell ``cell``'s output."""
    if viewport:
        lab.page.set_viewport_size(viewport)
    lab.open(notebook)
    lab.run_all()
    return BoardView(lab.page, lab.output(cell))


def open_scratch_board(lab: JupyterLab, scratch_dir: Path, name: str, cells: list[str], cell: int = 0,
                       viewport: dict | None = None) -> BoardView:
    """Write a scratch notebook ``name`` of ``cells`` under ``scratch_dir``, open and run it, and find the
    board in cell ``cell``'s output."""
    return open_board(lab, write_notebook(scratch_dir / name, cells), cell, viewport)


def voila_board(page, voila_server, notebook, timeout_ms: int = VOILA_TIMEOUT_MS) -> BoardView:
    """Render a notebook in Voilà and find its board (Voilà runs the notebook first: a longer wait)."""
    page.goto(voila_server(notebook), wait_until="domcontentloaded")
    return BoardView(page, page, timeout_ms=timeout_ms)
