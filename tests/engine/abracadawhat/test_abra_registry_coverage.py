"""Every rule id in Abracada...What?'s registry is exercised by at least one test marked with it.

Same approach as tests/engine/labyrinth/test_registry_coverage.py: it reads the ``rule`` markers of
every test this session collected (before -k / -m deselection) and speaks only when the whole
tests/engine/abracadawhat folder was collected.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.abracadawhat import RULES

HERE = Path(__file__).resolve().parent
ENGINE = Path(__file__).resolve().parents[3] / "engine" / "abracadawhat"


def test_every_rule_id_has_a_test(collected_items):
    items = collected_items
    files = {p.resolve() for p in HERE.glob("test_*.py")}
    collected = {Path(str(item.path)).resolve() for item in items}
    missing_files = files - collected
    if missing_files:
        pytest.skip("the session did not collect the whole abracadawhat test folder "
                    f"(missing {', '.join(sorted(p.name for p in missing_files))}), so rule coverage "
                    "cannot be judged; run `pytest tests` or `pytest tests/engine/abracadawhat`")
    marked: dict[str, list[str]] = {}
    for item in items:
        for mark in item.iter_markers("rule"):
            assert len(mark.args) == 1, f"{item.nodeid}: @pytest.mark.rule takes exactly one rule id"
            marked.setdefault(mark.args[0], []).append(item.nodeid)
    unknown = sorted(rid for rid in marked if rid.startswith("abracadawhat.") and rid not in RULES)
    assert not unknown, f"tests are marked with rule ids that are not in the registry: {unknown}"
    untested = [rid for rid in RULES.ids() if rid not in marked]
    assert not untested, f"rule ids without a test marked @pytest.mark.rule(...): {untested}"


def test_every_rule_id_the_engine_cites_is_registered():
    """A static check on the source: every rule id string the engine writes is in the registry."""
    src = "".join(p.read_text(encoding="utf-8") for p in ENGINE.glob("game.py"))
    cited = set(re.findall(r'"(abracadawhat\.[a-z0-9.-]+)"', src))
    cited |= {f"abracadawhat.spell.{n}" for n in range(1, 9)}       # built as f"abracadawhat.spell.{spell}"
    assert len(cited) > 20 and cited <= set(RULES.ids()), sorted(cited - set(RULES.ids()))


def test_registry_is_complete_data():
    assert len(RULES) == len(set(RULES.ids()))
    for r in RULES:
        assert r.title and len(r.text) > 10 and r.source in ("seed", "fact", "decision") and r.section
