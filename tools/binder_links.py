"""Write the README's Binder links (badge, each game's tutorial, each free play as a Voila app) from
the one place that names the repository: ``[project.urls] Repository`` in pyproject.toml.

    .venv/bin/python tools/binder_links.py          # rewrite the block between the markers in README.md
    .venv/bin/python tools/binder_links.py --check  # exit 1 if README.md's block is stale

`make links` runs it (and `make notebooks` too). tests/test_binder_links.py fails when the README's
block differs from what this writes, or when a link's ``urlpath`` names a notebook that does not exist.
"""
from __future__ import annotations

import pathlib
import re
import sys
import tomllib
from urllib.parse import parse_qs, urlsplit

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
START = "<!-- binder-links: written by tools/binder_links.py (make links); edit that, not this -->"
END = "<!-- /binder-links -->"
BINDER = "https://mybinder.org"
BADGE = "https://mybinder.org/badge_logo.svg"
#: how a urlpath names a notebook: JupyterLab opens it, Voila renders it as an app
URLPATH_PREFIXES = ("lab/tree/", "voila/render/")


def repository(pyproject: pathlib.Path = ROOT / "pyproject.toml") -> str:
    """``owner/name`` of the GitHub repository in pyproject.toml's ``[project.urls] Repository``."""
    url = tomllib.loads(pyproject.read_text())["project"]["urls"]["Repository"]
    match = re.fullmatch(r"https://github\.com/([\w.-]+/[\w.-]+?)(?:\.git)?/?", url)
    if not match:
        raise ValueError(f"[project.urls] Repository must be https://github.com/OWNER/NAME; found {url!r}")
    return match.group(1)


def binder_url(repo: str, urlpath: str) -> str:
    return f"{BINDER}/v2/gh/{repo}/HEAD?urlpath={urlpath}"


def games() -> list[tuple[str, str]]:
    """(folder name, title) of each game, from the engine's registry."""
    sys.path.insert(0, str(ROOT))
    import engine

    return [(name, engine.game_class(name).title) for name in engine.games()]


def block(repo: str, game_titles: list[tuple[str, str]]) -> str:
    """The README's links, markers included."""
    lines = [
        START,
        f"[![Launch on Binder]({BADGE})]({binder_url(repo, 'lab/tree/notebooks/index.ipynb')})",
        "",
        "| game | learn the rules (JupyterLab on Binder) | play (a Voilà app on Binder) |",
        "| ---- | -------------------------------------- | ---------------------------- |",
    ]
    for name, title in game_titles:
        tutorial = binder_url(repo, f"lab/tree/notebooks/{name}/tutorial.ipynb")
        app = binder_url(repo, f"voila/render/notebooks/{name}/free_play.ipynb")
        lines.append(f"| {title} | [tutorial]({tutorial}) | [free play]({app}) |")
    lines.append(END)
    return "\n".join(lines)


def replaced(readme: str, new_block: str) -> str:
    """README text with the block between the markers replaced (ValueError if the markers are missing)."""
    start, end = readme.find(START), readme.find(END)
    if start < 0 or end < start:
        raise ValueError(f"README.md has no block between {START!r} and {END!r}")
    return readme[:start] + new_block + readme[end + len(END):]


def binder_links(text: str) -> list[str]:
    """Every mybinder.org launch link in a Markdown text."""
    return re.findall(r"\((https://mybinder\.org/v2/[^)\s]+)\)", text)


def missing_notebooks(text: str, root: pathlib.Path = ROOT) -> list[str]:
    """The Binder links whose ``urlpath`` does not name a notebook under ``root``, each with why."""
    bad = []
    for url in binder_links(text):
        urlpath = parse_qs(urlsplit(url).query).get("urlpath", [""])[0]
        prefix = next((p for p in URLPATH_PREFIXES if urlpath.startswith(p)), None)
        if prefix is None:
            bad.append(f"{url}: urlpath {urlpath!r} does not start with {' or '.join(URLPATH_PREFIXES)}")
            continue
        path = urlpath[len(prefix):]
        if not path.endswith(".ipynb") or not (root / path).is_file():
            bad.append(f"{url}: {path} is not a notebook in the repository")
    return bad


def main(args: list[str]) -> int:
    readme = README.read_text()
    new = replaced(readme, block(repository(), games()))
    if "--check" in args:
        if new != readme:
            print("README.md's Binder links are stale: run `make links`", file=sys.stderr)
            return 1
        return 0
    if new != readme:
        README.write_text(new)
        print("wrote README.md's Binder links")
    else:
        print("README.md's Binder links unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
