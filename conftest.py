"""Repository-wide pytest set-up (loaded for tests/ and notebooks/ alike): how ``make test`` spreads the work.

``make test`` runs pytest-xdist with ``-n auto --dist loadgroup``: one worker per core, each with its own kernels
and, for the browser tests, its own JupyterLab and Voila servers. The cells of one notebook share one kernel and
must run in order on one worker, so each notebook is one unit of work; every other test is a unit of its own.

(xdist 3.8's own ``loadgroup`` marks a group by rewriting ``item._nodeid``, which pytest 9.2 no longer reads —
node ids are ``item._id`` now — so its groups fall apart; the scheduler below groups notebooks by their path
instead, through xdist's public ``pytest_xdist_make_scheduler`` hook.)

The work is handed out longest first: the notebooks that simulate thousands of games and the tests marked
``slow``, then the other notebooks, then the rest in collection order, the browser tests last
(tests/browser/conftest.py moves them there).
"""
from __future__ import annotations

from pathlib import Path

import pytest

#: notebooks that run long simulations (minutes of CPU): started first so that they overlap other work
SLOW_NOTEBOOKS = {"study.ipynb", "balance.ipynb", "exploration.ipynb"}


def pytest_xdist_make_scheduler(config, log):
    if config.getoption("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    config.option.loadscopereorder = False      # keep the order pytest_collection_modifyitems gives
    class NotebookScheduling(LoadScopeScheduling):
        """Units of work: one per notebook (all its cells), one per other test."""

        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return path if path.endswith(".ipynb") else nodeid

    return NotebookScheduling(config, log)


def _rank(item) -> int:
    path = Path(str(item.path))
    if path.suffix == ".ipynb":
        return 0 if path.name in SLOW_NOTEBOOKS else 1
    if item.get_closest_marker("browser"):
        return 3
    return 0 if item.get_closest_marker("slow") else 2


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(session, config, items):
    """Longest first (a stable sort: within a rank the collection order stays)."""
    items.sort(key=_rank)
