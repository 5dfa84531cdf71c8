"""The front door: notebooks/index.ipynb links every notebook and only notebooks and pictures that exist,
the tutorial notebooks open with their title and the tutorial widget, and Voila is set up to load nothing
from the internet. (What a browser shows is in tests/browser/test_front_door.py.)"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
INDEX = NOTEBOOKS / "index.ipynb"
TUTORIALS = sorted(NOTEBOOKS.glob("*/tutorial.ipynb"))
TEMPLATE = ROOT / "share" / "jupyter" / "voila" / "templates" / "rulewalk"

#: a Markdown link target, an HTML href or src
TARGET = re.compile(r"\]\(([^)\s]+)\)|\b(?:href|src)=\"([^\"]+)\"")


def sources(path: Path) -> list[tuple[str, str]]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return [(c["cell_type"], "".join(c["source"])) for c in cells]


def targets(path: Path) -> list[str]:
    return [a or b for kind, text in sources(path) if kind == "markdown" for a, b in TARGET.findall(text)]


def test_every_link_and_picture_of_the_index_names_a_file_that_exists():
    found = targets(INDEX)
    assert found, "the index links nothing"
    local = [t for t in found if not re.match(r"[a-z]+:", t)]
    missing = [t for t in local if not (NOTEBOOKS / t.split("#")[0]).is_file()]
    assert not missing, f"the index links files that do not exist: {missing}"
    assert all(t.endswith((".ipynb", ".svg")) for t in local), local


def test_the_index_links_every_notebook():
    linked = {(NOTEBOOKS / t).resolve() for t in targets(INDEX) if t.endswith(".ipynb")}
    every = {p.resolve() for p in NOTEBOOKS.glob("*/*.ipynb") if not p.parent.name.startswith(".")}
    assert every - linked == set(), f"notebooks the index does not link: {sorted(every - linked)}"


def test_the_first_screen_of_the_index_says_what_this_is_and_where_to_start():
    first = sources(INDEX)[0][1]
    title, _, rest = first.partition("\n\n")
    assert title.startswith("# ")
    start = re.findall(r"\*\*Start here → \[[^]]+\]\(([^)]+)\)", rest)
    assert start == ["labyrinth/tutorial.ipynb"], "exactly one start-here link, to a tutorial"
    before_cards = rest.split("<table", 1)[0]
    assert len(before_cards) < 900, "the text above the cards is longer than a first screen's worth"


def test_every_game_has_a_card_with_a_picture_that_fits_its_column_and_its_tutorial_and_free_play():
    first = sources(INDEX)[0][1]
    cards = [c for c in re.findall(r"<td [^>]*>(.*?)</td>", first) if c]
    assert len(cards) == len(TUTORIALS) == 5
    for card in cards:
        [src] = re.findall(r'<img src="([^"]+)"[^>]*width="100%"', card)
        folder = src.removeprefix("pictures/").removesuffix(".svg")
        assert f'href="{folder}/tutorial.ipynb"' in card and f'href="{folder}/free_play.ipynb"' in card, folder
        assert re.search(r"\d–\d players", card), f"{folder}: no player count"
        svg = (NOTEBOOKS / src).read_text(encoding="utf-8")
        assert svg.startswith("<svg") and 'viewBox="' in svg, f"{src} does not scale (no viewBox)"


def test_the_card_pictures_are_the_ones_the_builder_draws():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from notebook_texts.index import CARDS, pictures
    finally:
        sys.path.remove(str(ROOT / "tools"))
    drawn = pictures()
    assert sorted(drawn) == sorted(card.picture for card in CARDS)
    for relpath in drawn:
        assert (NOTEBOOKS / relpath).is_file(), f"{relpath} missing: run tools/build_notebooks.py index"


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.parent.name)
def test_a_tutorial_notebook_opens_with_its_title_then_the_tutorial(path):
    cells = sources(path)
    (kind0, intro), (kind1, widget), (kind2, brief) = cells[:3]
    assert kind0 == "markdown" and intro.startswith("# ") and len(intro.splitlines()) <= 3, \
        "above the tutorial: the title and one line"
    assert kind1 == "code" and "TutorialWidget(" in widget
    assert kind2 == "markdown" and brief.startswith("## The game in brief")
    below = "\n".join(text for kind, text in cells[2:] if kind == "markdown")
    assert not re.search(r"(widget|tutorial) below|Below is the whole tutorial", below), \
        "a text below the tutorial points down at it"


def test_tutorial_first_refuses_a_notebook_it_does_not_know():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from notebook_texts.opening import tutorial_first
    finally:
        sys.path.remove(str(ROOT / "tools"))
    with pytest.raises(ValueError):
        tutorial_first([("md", "# Title\n\ntext"), ("code", "print(1)")])
    cells = tutorial_first([("md", "# T\n\nThe widget below holds it."), ("code", "TutorialWidget(x)"), ("md", "x")])
    assert cells[0][1].startswith("# T\n\n") and cells[2][1].endswith("The widget above holds it.\n")


def test_voila_uses_the_template_without_cdn_links():
    config = json.loads((ROOT / "voila.json").read_text())
    assert config["VoilaConfiguration"]["template"] == TEMPLATE.name
    assert json.loads((TEMPLATE / "conf.json").read_text())["base_template"] == "lab"
    assert "{%- extends 'lab/index.html.j2' -%}" in (TEMPLATE / "index.html.j2").read_text()
    # make venv links the template into the environment (binder/postBuild copies it)
    installed = Path(sys.prefix) / "share" / "jupyter" / "voila" / "templates" / TEMPLATE.name
    assert (installed / "index.html.j2").is_file(), f"{installed} missing: run `make venv`"
