"""Browser test harness: Playwright (sync API) + the system Chromium against a
JupyterLab or Voila server started by the tests on 127.0.0.1.

Fixtures (see tests/browser/README.md for a worked example):

  chromium_browser  session   Playwright Browser on /usr/bin/chromium (skips, or fails under CI=true, if missing)
  lab_server        session   base URL of a JupyterLab rooted at the repo (empty token, fresh settings/workspaces)
  voila_server      session   factory: voila_server(path) -> URL at which one Voila server (the repo's tree) renders it
  browser_page      function  a fresh Page; a screenshot is saved on teardown under test-artifacts/browser/
  shared_lab        session   one page with JupyterLab loaded, shared by the session's (worker's) lab tests
  lab               function  JupyterLab driver on the shared page: open a notebook, run all, wait for idle, find
                              canvases; its notebooks are closed and its kernels shut down afterwards
  scratch_dir       function  an empty directory inside the lab server's root (under test-artifacts/, gitignored)

Helpers (kit.py, `from .kit import ...`): canvas_pixel(), wait_for_pixel(), click_canvas(), write_notebook(), JupyterLab.
Every test under tests/browser/ gets the `browser` marker automatically.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Callable, Iterator

import pytest

from .kit import (
    DEFAULT_VIEWPORT, ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, HERE, IN_CI, LAPTOP, REPO_ROOT, WIDGET_TIMEOUT_MS,
    JupyterLab, Server, free_port, isolated_env,
)

#: under pytest-xdist each worker starts its own servers: their logs get the worker's name
WORKER = "-" + os.environ["PYTEST_XDIST_WORKER"] if os.environ.get("PYTEST_XDIST_WORKER") else ""


# --------------------------------------------------------------------------- pytest hooks


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # tryfirst: the marker must be in place before `-m "not browser"` deselects.
    # Browser tests also move to the end of the run: the fast tests report first.
    browser = []
    for item in items:
        if HERE in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)
            browser.append(item)
    if browser:
        ids = {id(item) for item in browser}
        items[:] = [item for item in items if id(item) not in ids] + browser


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:  # noqa: ARG001
    # read from the reports, not from this process's state: under pytest-xdist the skips happen in the workers
    reasons = [str(rep.longrepr[-1]) if isinstance(rep.longrepr, tuple) else str(rep.longrepr)
               for rep in terminalreporter.stats.get("skipped", []) if "browser tests skipped" in str(rep.longrepr)]
    if not reasons:
        return
    terminalreporter.write_sep("=", "browser tests not run", yellow=True, bold=True)
    terminalreporter.write_line(
        f"NOTICE: {len(reasons)} browser test(s) SKIPPED: {reasons[0].split('browser tests skipped: ', 1)[-1]}. "
        "Install Chromium (apt-get install chromium) to run them; under CI=true this is a failure.",
        yellow=True, bold=True,
    )


def _no_browser(reason: str) -> None:
    """Skip normally; under CI=true a missing browser is a failure, not a skip."""
    if IN_CI:
        pytest.fail(f"browser tests cannot run under CI=true: {reason}", pytrace=False)
    pytest.skip(f"browser tests skipped: {reason}")


# --------------------------------------------------------------------------- servers


# User settings of the test JupyterLab (written into a fresh user-settings dir).
LAB_SETTINGS = {
    # No news / update toasts popping over the page.
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    # Never write a notebook a test ran back to disk: Run All changes outputs and
    # execution counts, and autosave (every 120 s by default) would commit them to
    # notebooks/ under our feet.
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    # Every cell in the DOM, laid out: the default "contentVisibility" skips
    # rendering offscreen cells, "full" does not attach them at all.
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
}


def _root_flag() -> list[str]:
    return ["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else []


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL (no trailing slash) of a JupyterLab whose root is the repository."""
    tmp = tmp_path_factory.mktemp("jupyterlab")
    settings = tmp / "user-settings"
    for plugin, values in LAB_SETTINGS.items():
        path = settings / f"{plugin}.jupyterlab-settings"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(values))
    port = free_port()
    argv = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        f"--ServerApp.root_dir={REPO_ROOT}",
        f"--LabApp.workspaces_dir={tmp / 'workspaces'}",
        f"--LabApp.user_settings_dir={settings}",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
        "--LabApp.expose_app_in_browser=True",  # window.jupyterapp, used by JupyterLab.command()
        *_root_flag(),
    ]
    server = Server(f"jupyterlab{WORKER}", argv, isolated_env(tmp), f"http://127.0.0.1:{port}", REPO_ROOT)
    try:
        server.wait_until_up("/api/status")
        yield server.url
    finally:
        server.stop()


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str | os.PathLike], str]]:
    """Factory: voila_server(notebook_path) -> URL at which a Voila server renders that notebook.

    One Voila server per test session (per worker under pytest-xdist), serving the repository's tree and
    started on first request; each page load runs its notebook in a fresh kernel whose working directory
    is the notebook's folder.
    """
    servers: list[Server] = []

    def start(notebook: str | os.PathLike) -> str:
        path = Path(notebook).resolve()
        if not path.is_file():
            raise FileNotFoundError(path)
        relative = path.relative_to(REPO_ROOT)   # notebooks and scratch notebooks live in the repository
        if not servers:
            tmp = tmp_path_factory.mktemp("voila")
            port = free_port()
            argv = [
                sys.executable, "-m", "voila", str(REPO_ROOT),
                "--no-browser",
                "--Voila.ip=127.0.0.1",
                f"--Voila.port={port}",
                "--Voila.port_retries=0",
            ]
            server = Server(f"voila{WORKER}", argv, isolated_env(tmp), f"http://127.0.0.1:{port}", REPO_ROOT)
            servers.append(server)
            # any HTTP answer from a route that runs no notebook shows the server is listening
            server.wait_until_up("/voila/api/shutdown/probe", any_status=True)
        return f"{servers[0].url}/voila/render/{relative.as_posix()}"

    try:
        yield start
    finally:
        for server in servers:
            server.stop()


# --------------------------------------------------------------------------- browser


@pytest.fixture(scope="session")
def chromium_browser():
    """A Playwright Browser on the system Chromium (Playwright's own download cannot work here)."""
    if not os.path.exists(CHROMIUM):
        _no_browser(f"{CHROMIUM} not found")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError as exc:  # pragma: no cover - the test extra is pinned in binder/requirements.txt
        _no_browser(f"playwright is not installed ({exc})")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def _artifact_name(nodeid: str) -> str:
    """tests/browser/test_x.py::test_y[p] -> test_x__test_y_p_"""
    name = nodeid.removeprefix("tests/browser/").replace(".py::", "__").replace("::", "__")
    return re.sub(r"[^A-Za-z0-9_-]+", "_", name).strip("_")[:180]


def _new_page(chromium_browser, viewport: dict | None = None):
    """A page in a context of its own, its console messages, failed requests and HTTP errors collected in
    ``page.console_log``."""
    context = chromium_browser.new_context(viewport=viewport or DEFAULT_VIEWPORT)
    page = context.new_page()
    page.set_default_timeout(WIDGET_TIMEOUT_MS)
    console: list[str] = []
    page.on("console", lambda msg: console.append(f"[{msg.type}] {msg.text}"))
    page.on("pageerror", lambda exc: console.append(f"[pageerror] {exc}"))
    page.on("requestfailed", lambda req: console.append(f"[requestfailed] {req.failure} {req.url}"))
    page.on("response", lambda resp: resp.status >= 400 and console.append(f"[http {resp.status}] {resp.url}"))
    page.console_log = console  # type: ignore[attr-defined]  # for tests that want to assert on it
    return page


def _save_artifacts(page, request: pytest.FixtureRequest, console: list[str]) -> None:
    """A full-page screenshot to test-artifacts/browser/<test id>.png, the console to <test id>.console.txt."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    stem = _artifact_name(request.node.nodeid)
    try:
        page.screenshot(path=str(ARTIFACTS / f"{stem}.png"), full_page=True, timeout=10_000)
    except Exception as exc:  # a crashed page must not hide the test's own failure
        console.append(f"[harness] screenshot failed: {exc}")
    (ARTIFACTS / f"{stem}.console.txt").write_text("\n".join(console) + "\n")


@pytest.fixture
def browser_page(chromium_browser, request: pytest.FixtureRequest):
    """A fresh page (own context: no shared cookies/storage). On teardown a full-page
    screenshot goes to test-artifacts/browser/<test id>.png and the page's console
    messages, failed requests and HTTP errors to <test id>.console.txt."""
    page = _new_page(chromium_browser)
    try:
        yield page
    finally:
        _save_artifacts(page, request, page.console_log)
        page.context.close()


@pytest.fixture
def laptop_page(chromium_browser, request: pytest.FixtureRequest):
    """A fresh page at a laptop's 1366×768 (own context); on teardown a screenshot of what was in view goes to
    test-artifacts/browser/<test module>__<test>.png."""
    context = chromium_browser.new_context(viewport=LAPTOP)
    page = context.new_page()
    page.set_default_timeout(WIDGET_TIMEOUT_MS)
    try:
        yield page
    finally:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        name = request.node.name.replace("[", "_").replace("]", "")
        module = request.module.__name__.rsplit(".", 1)[-1]
        try:
            page.screenshot(path=str(ARTIFACTS / f"{module}__{name}.png"))
        except Exception:  # noqa: BLE001 - a crashed page must not hide the test's own failure
            pass
        context.close()


class SharedLab:
    """One JupyterLab page per test session (per worker under pytest-xdist): loading JupyterLab's front end
    takes seconds, opening a notebook in a running app a fraction of that. Each test opens its notebooks in
    the running app; afterwards they are closed without saving and their kernels shut down. A page that
    crashed or was closed is replaced."""

    def __init__(self, chromium_browser, base_url: str):
        self.browser = chromium_browser
        self.base_url = base_url
        self.page = None

    def get(self):
        if self.page is None or self.page.is_closed():
            self.page = _new_page(self.browser)
            JupyterLab(self.page, self.base_url).start()
        return self.page

    def close(self) -> None:
        if self.page is not None and not self.page.is_closed():
            self.page.context.close()


@pytest.fixture(scope="session")
def shared_lab(chromium_browser, lab_server) -> Iterator[SharedLab]:
    shared = SharedLab(chromium_browser, lab_server)
    try:
        yield shared
    finally:
        shared.close()


@pytest.fixture
def scratch_dir(request: pytest.FixtureRequest) -> Iterator[Path]:
    """An empty directory inside the JupyterLab root (test-artifacts/ is gitignored),
    removed after the test. Use it for throwaway notebooks; never write under notebooks/."""
    base = ARTIFACTS / "scratch"
    base.mkdir(parents=True, exist_ok=True)
    path = Path(tempfile.mkdtemp(prefix=_artifact_name(request.node.name)[:40] + "-", dir=base))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def lab(shared_lab, request: pytest.FixtureRequest) -> Iterator[JupyterLab]:
    """A JupyterLab driver on the worker's shared JupyterLab page (1280×900; ``lab.viewport(w, h)`` changes it
    for this test). On teardown: a screenshot and this test's console messages go to test-artifacts/browser/,
    the notebooks it opened are closed without saving and every kernel is shut down."""
    page = shared_lab.get()
    page.set_viewport_size(DEFAULT_VIEWPORT)
    first = len(page.console_log)
    driver = JupyterLab(page, shared_lab.base_url)
    try:
        yield driver
    finally:
        _save_artifacts(page, request, page.console_log[first:])
        driver.close_all()
        driver.shutdown_kernels()  # one shared server: don't let every test's kernel pile up
