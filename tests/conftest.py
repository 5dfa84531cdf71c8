"""Top-level test configuration: kept small on purpose.

Per-area set-up lives next to the tests it serves: tests/engine/conftest.py (rule
marker, hypothesis profiles), tests/browser/conftest.py (servers, Chromium).
"""
from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest

_PINNED = ("jupyterlab", "ipywidgets", "ipycanvas", "voila", "nbval", "playwright")


def pytest_report_header(config):
    versions = []
    for name in _PINNED:
        try:
            versions.append(f"{name}-{metadata.version(name)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{name}-missing")
    return "rulewalk stack: " + ", ".join(versions)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session, config, items):
    """Under pytest-xdist (``make test`` runs ``-n auto --dist loadgroup``) the cells of one notebook share one
    kernel and must run in order on one worker: each notebook is one ``xdist_group``. Everything else is
    handed out test by test."""
    for item in items:
        path = Path(str(item.path))
        if path.suffix == ".ipynb":
            item.add_marker(pytest.mark.xdist_group(path.stem + "@" + path.parent.name))
