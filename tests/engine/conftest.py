"""Shared configuration for the engine tests.

* registers the ``rule`` marker: ``@pytest.mark.rule("labyrinth.shift.no-reverse")`` says which
  rule id a test exercises (tests/engine/labyrinth/test_registry_coverage.py checks that every
  rule id of the registry has at least one test);
* registers two hypothesis profiles: ``dev`` (the default, 100 examples) and ``ci`` (1,000
  examples, derandomized and without the example database, so CI runs are reproducible).
  ``CI=true`` selects ``ci``; ``HYPOTHESIS_PROFILE=<name>`` overrides both;
* has pytest rewrite the assertions of the shared kits (action_contract.py, json_kit.py, replay_kit.py),
  so a failing check inside a kit shows its values as a failing test's own assertion does.
"""
from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

#: every test item collected in this session, before deselection (see pytest_collection_modifyitems)
COLLECTED = pytest.StashKey[list]()

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")

settings.register_profile(
    "ci", max_examples=300, deadline=None, derandomize=True, database=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "deep", max_examples=1000, deadline=None, derandomize=True, database=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "dev", max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if IN_CI else "dev"))

# the shared kits hold assertions of their own: have pytest explain them as it explains a test's
pytest.register_assert_rewrite("tests.engine.action_contract", "tests.engine.json_kit", "tests.engine.replay_kit")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "rule(rule_id): the rule id (from the game's registry) that this test exercises")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session, config, items):
    """Remember every collected test before -k / -m deselect any (runs before pytest's own
    deselection), so the rule-coverage check judges the suite, not one filtered run."""
    config.stash[COLLECTED] = list(items)


@pytest.fixture
def collected_items(request):
    """Every test collected this session, before -k / -m deselection."""
    return request.config.stash.get(COLLECTED, request.session.items)
