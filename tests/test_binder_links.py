"""The README's Binder links are written by tools/binder_links.py from pyproject.toml's
``[project.urls] Repository`` (`make links`): they must be what the tool writes now, and every
``urlpath`` must name a notebook that exists."""
from __future__ import annotations

import pathlib
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import binder_links  # noqa: E402  (tools/binder_links.py)

README = (ROOT / "README.md").read_text()


def test_every_binder_link_opens_a_notebook_that_exists():
    links = binder_links.binder_links(README)
    # the badge, and a tutorial and a free play for each of the five games
    assert len(links) >= 11, links
    assert binder_links.missing_notebooks(README) == []


def test_the_readme_links_are_what_the_tool_writes():
    expected = binder_links.replaced(README, binder_links.block(binder_links.repository(), binder_links.games()))
    assert README == expected, "README.md's Binder links are stale: run `make links`"


def test_every_binder_link_is_to_the_repository_in_pyproject():
    repo = binder_links.repository()
    for url in binder_links.binder_links(README):
        assert url.startswith(f"https://mybinder.org/v2/gh/{repo}/HEAD?urlpath="), url


def test_every_game_has_a_tutorial_and_an_app_link():
    for name, title in binder_links.games():
        assert f"urlpath=lab/tree/notebooks/{name}/tutorial.ipynb" in README, name
        assert f"urlpath=voila/render/notebooks/{name}/free_play.ipynb" in README, name
        assert f"| {title} |" in README, title


# -- the checks can fail -------------------------------------------------------------------------------------
def test_a_link_to_a_missing_notebook_is_reported(tmp_path):
    (tmp_path / "notebooks").mkdir()
    (tmp_path / "notebooks" / "here.ipynb").write_text("{}")
    text = ("[a](https://mybinder.org/v2/gh/o/n/HEAD?urlpath=lab/tree/notebooks/here.ipynb) "
            "[b](https://mybinder.org/v2/gh/o/n/HEAD?urlpath=voila/render/notebooks/gone.ipynb) "
            "[c](https://mybinder.org/v2/gh/o/n/HEAD?urlpath=tree/notebooks/here.ipynb) "
            "[d](https://mybinder.org/v2/gh/o/n/HEAD?urlpath=lab/tree/notebooks)")
    bad = binder_links.missing_notebooks(text, tmp_path)
    assert len(bad) == 3, bad
    assert "gone.ipynb is not a notebook" in bad[0]
    assert "does not start with" in bad[1]
    assert "notebooks is not a notebook" in bad[2]


def test_a_stale_block_differs_from_what_the_tool_writes(tmp_path):
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text((ROOT / "pyproject.toml").read_text().replace(
        'Repository = "https://github.com/rulewalk/rulewalk"', 'Repository = "https://github.com/someone/else"'))
    repo = binder_links.repository(pyproject)
    assert repo == "someone/else"
    moved = binder_links.replaced(README, binder_links.block(repo, binder_links.games()))
    assert moved != README and "gh/someone/else/HEAD" in moved and "gh/rulewalk/" not in moved.split("## ")[0]


@pytest.mark.parametrize("url", ["https://gitlab.com/a/b", "https://github.com/a", "rulewalk/rulewalk"])
def test_a_repository_that_is_not_on_github_is_refused(tmp_path, url):
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(f'[project]\nname = "x"\n[project.urls]\nRepository = "{url}"\n')
    with pytest.raises(ValueError, match="github.com/OWNER/NAME"):
        binder_links.repository(pyproject)


def test_a_readme_without_markers_is_refused():
    with pytest.raises(ValueError, match="no block between"):
        binder_links.replaced("# a readme\n", "links")
