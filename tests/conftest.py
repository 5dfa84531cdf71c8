"""Top-level test configuration: kept small on purpose.

Per-area set-up lives next to the tests it serves: tests/engine/conftest.py (rule
marker, hypothesis profiles), tests/browser/conftest.py (servers, Chromium).
"""
from __future__ import annotations

from importlib import metadata

_PINNED = ("jupyterlab", "ipywidgets", "ipycanvas", "voila", "nbval", "playwright")


def pytest_report_header(config):
    versions = []
    for name in _PINNED:
        try:
            versions.append(f"{name}-{metadata.version(name)}")
        except metadata.PackageNotFoundError:
            versions.append(f"{name}-missing")
    return "rulewalk stack: " + ", ".join(versions)

