"""Repository-wide pytest set-up (loaded for tests/ and notebooks/ alike): how ``make test`` spreads the work.

``make test`` runs pytest-xdist with ``-n auto --dist loadgroup``: one worker per core, each with its own kernels
and, for the browser tests, its own JupyterLab and Voila servers. The cells of one notebook share one kernel and
must run in order on one worker, so each notebook is one unit of work; every other test is a unit of its own.

(xdist 3.8's own ``loadgroup`` marks a group by rewriting ``item._nodeid``, which pytest 9.2 no longer reads —
node ids are ``item._id`` now — so its groups fall apart; the scheduler below groups notebooks by their path
instead, through xdist's public ``pytest_xdist_make_scheduler`` hook.)

The work is handed out longest first: notebooks (biggest first, xdist's default order for units), then the tests
marked ``slow``, then the rest in collection order (the browser tests last: tests/browser/conftest.py).
"""
from __future__ import annotations

import pytest


def pytest_xdist_make_scheduler(config, log):
    if config.getoption("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class NotebookScheduling(LoadScopeScheduling):
        """Units of work: one per notebook (all its cells), one per other test."""

        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path.endswith(".ipynb") else nodeid

    return NotebookScheduling(config, log)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(session, config, items):
    """The slow tests go first (a stable sort: otherwise the collection order stays)."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
