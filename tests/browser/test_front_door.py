"""The front door in the browser at 1366×768: the index's first screen (JupyterLab and Voilà), its pictures
fitting their columns, Voilà loading nothing from the internet, and each tutorial starting in Voilà's first
screen. Page heights and requests go to test-artifacts/browser/front_door.json (reported, not asserted)."""
from __future__ import annotations

import time
from urllib.parse import urlparse

import pytest

from .kit import ARTIFACTS, LAPTOP, REPO_ROOT, VOILA_TIMEOUT_MS, artifact_json

INDEX = REPO_ROOT / "notebooks" / "index.ipynb"
TUTORIALS = sorted(p.parent.name for p in (REPO_ROOT / "notebooks").glob("*/tutorial.ipynb"))
#: the tutorial widget's step title (the contract's rw-title; rw-step-title before it)
TUTORIAL_TIMEOUT_MS = 360_000
STEP_TITLE = ".rulewalk-tutorial .rw-title, .rulewalk-tutorial .rw-step-title"


class Offline:
    """Every request, web socket and failed load of a page, judged against the one server it may talk to."""

    def __init__(self, page):
        self.requests: list[str] = []
        self.failures: list[str] = []
        page.on("request", lambda req: self.requests.append(req.url))
        page.on("websocket", lambda ws: self.requests.append(ws.url))
        page.on("requestfailed", lambda req: self.failures.append(f"{req.failure}: {req.url}"))
        page.on("response", lambda resp: resp.status >= 400 and self.failures.append(f"HTTP {resp.status}: {resp.url}"))
        page.on("console", lambda msg: msg.type == "error" and "Failed to load" in msg.text
                and self.failures.append(f"console: {msg.text}"))

    def foreign(self, server: str) -> list[str]:
        """Requests to any host other than ``server`` (data: URLs and the server's own blob: URLs are local)."""
        host = urlparse(server).netloc
        local = []
        for url in self.requests:
            parsed = urlparse(url.removeprefix("blob:"))
            if parsed.scheme == "data" or parsed.netloc == host:
                continue
            local.append(url)
        return local


def record(name: str, **values) -> None:
    with artifact_json("front_door.json", sort_keys=True) as data:
        data[name] = {**values, "viewport": f"{LAPTOP['width']}x{LAPTOP['height']}",
                      "recorded": time.strftime("%Y-%m-%d %H:%M:%S")}


def page_height(page) -> int:
    """The height of the page's content (Voilà scrolls an element, not the document)."""
    return page.evaluate("() => Math.max(...[...document.querySelectorAll('*')].map(e => e.scrollHeight))")


def in_first_screen(page, locator, what: str) -> dict:
    box = locator.bounding_box()
    assert box is not None, f"the {what} is not shown"
    assert 0 <= box["y"] < LAPTOP["height"], f"the {what} is not in the first screen: its top is at {box['y']:.0f}"
    return box


def assert_pictures_fit(page, root) -> list[dict]:
    """Every card picture loaded, and no wider than its column."""
    pictures = root.locator("img[src*='pictures/']")
    assert pictures.count() == 5, "one picture per game"
    sizes = []
    for i in range(pictures.count()):
        img = pictures.nth(i)
        img.scroll_into_view_if_needed()
        page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=img.element_handle())
        size = img.evaluate("img => ({src: img.getAttribute('src').split('?')[0].split('/').pop(), width: img.getBoundingClientRect().width,"
                            " column: img.closest('td').getBoundingClientRect().width})")
        assert 0 < size["width"] <= size["column"], f"{size['src']} is wider than its column: {size}"
        sizes.append(size)
    return sizes


def test_voila_index_first_screen_cards_and_nothing_from_the_internet(laptop_page, voila_server):
    watch = Offline(laptop_page)
    url = voila_server(INDEX)
    laptop_page.goto(url, timeout=VOILA_TIMEOUT_MS)
    start = laptop_page.get_by_role("link", name="Labyrinth: the rules, step by step")
    start.wait_for(timeout=VOILA_TIMEOUT_MS)
    in_first_screen(laptop_page, laptop_page.locator("h1").first, "title")
    in_first_screen(laptop_page, start, "start-here link")
    in_first_screen(laptop_page, laptop_page.locator("img[src*='pictures/']").first, "first game's picture")
    laptop_page.screenshot(path=str(ARTIFACTS / "test_front_door__voila_index_first_screen.png"))
    sizes = assert_pictures_fit(laptop_page, laptop_page)
    assert laptop_page.evaluate("() => document.documentElement.scrollWidth") <= LAPTOP["width"], "the page scrolls sideways"
    laptop_page.evaluate("() => document.fonts.ready.then(() => null)")
    height = page_height(laptop_page)
    record("voila/index", page_height_px=height, requests=len(watch.requests), foreign=watch.foreign(url),
           pictures=sizes)
    assert watch.foreign(url) == [], "Voilà loaded something from another host"
    assert watch.failures == [], "a load failed"
    assert height <= 2 * LAPTOP["height"], f"the index is {height}px long"


def test_lab_index_first_screen_and_pictures_fit_before_anything_runs(lab):
    lab.viewport(**LAPTOP)
    lab.open(INDEX)
    cells = lab.page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook")
    start = cells.get_by_role("link", name="Labyrinth: the rules, step by step")
    start.wait_for()
    in_first_screen(lab.page, start, "start-here link")
    in_first_screen(lab.page, cells.locator("img[src*='pictures/']").first, "first game's picture")
    lab.page.screenshot(path=str(ARTIFACTS / "test_front_door__lab_index_first_screen.png"))
    sizes = assert_pictures_fit(lab.page, cells)
    widest = lab.page.evaluate(
        "() => { const o = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer');"
        " return {height: o.scrollHeight, scroll_width: o.scrollWidth, width: o.clientWidth}; }")
    record("jupyterlab/index", page_height_px=widest["height"], pictures=sizes)
    assert widest["scroll_width"] <= widest["width"], f"the index scrolls sideways: {widest}"


@pytest.mark.parametrize("game", TUTORIALS)
def test_voila_tutorial_starts_in_the_first_screen_and_loads_nothing_from_the_internet(laptop_page, voila_server, game):
    watch = Offline(laptop_page)
    url = voila_server(REPO_ROOT / "notebooks" / game / "tutorial.ipynb")
    # Voilà runs the whole notebook before it shows it (Magic Maze's took over 3 minutes on 2 busy cores)
    laptop_page.goto(url, timeout=120_000, wait_until="commit")
    tutorial = laptop_page.locator(".rulewalk-tutorial").first
    tutorial.wait_for(timeout=TUTORIAL_TIMEOUT_MS)
    board = tutorial.locator("canvas").first
    board.wait_for(timeout=VOILA_TIMEOUT_MS)
    title = in_first_screen(laptop_page, laptop_page.locator("h1").first, "notebook's title")  # nothing scrolled away
    step = in_first_screen(laptop_page, laptop_page.locator(STEP_TITLE).first, "tutorial's step title")
    top = in_first_screen(laptop_page, board, "board's top")
    record(f"voila/{game}/tutorial", title_top_px=round(title["y"]), step_title_top_px=round(step["y"]),
           board_top_px=round(top["y"]), requests=len(watch.requests), foreign=watch.foreign(url))
    assert watch.foreign(url) == [], "Voilà loaded something from another host"
    assert watch.failures == [], "a load failed"
