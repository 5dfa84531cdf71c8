"""For every game: each rule id in its registry is exercised by at least one test marked with it,
every rule id the engine's source writes is registered, and the registry is complete data.

The coverage check reads the ``rule`` markers of every test this session collected (before any
-k / -m deselection), so it speaks only when the game's whole test folder was collected;
otherwise it skips and says why. Under a plain ``pytest tests`` it runs.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine

HERE = Path(__file__).resolve().parent
ENGINE = Path(engine.__file__).resolve().parent
GAMES = engine.games()


@pytest.mark.parametrize("name", GAMES)
def test_every_rule_id_has_a_test(name, collected_items):
    rules = engine.game_class(name).rules
    folder = HERE / name
    files = {p.resolve() for p in folder.glob("test_*.py")}
    assert files, f"{name} has no test folder tests/engine/{name}/"
    collected = {Path(str(item.path)).resolve() for item in collected_items}
    missing = files - collected
    if missing:
        pytest.skip(f"the session did not collect the whole {name} test folder (missing "
                    f"{', '.join(sorted(p.name for p in missing))}), so rule coverage cannot be judged; "
                    f"run `pytest tests` or `pytest tests/engine`")
    marked: dict[str, list[str]] = {}
    for item in collected_items:
        for mark in item.iter_markers("rule"):
            assert len(mark.args) == 1, f"{item.nodeid}: @pytest.mark.rule takes exactly one rule id"
            marked.setdefault(mark.args[0], []).append(item.nodeid)
    unknown = sorted(rid for rid in marked if rid.startswith(name + ".") and rid not in rules)
    assert not unknown, f"tests are marked with rule ids that are not in the registry: {unknown}"
    untested = [rid for rid in rules.ids() if rid not in marked]
    assert not untested, f"rule ids without a test marked @pytest.mark.rule(...): {untested}"


@pytest.mark.parametrize("name", GAMES)
def test_every_rule_id_the_engine_writes_is_registered(name):
    rules = engine.game_class(name).rules
    source = "".join(p.read_text(encoding="utf-8") for p in (ENGINE / name).glob("*.py"))
    cited = set(re.findall(rf'"({name}\.[a-z0-9.-]+)"', source))
    assert len(cited) >= 10, f"{name}: expected the engine to cite its rules by id"
    assert cited <= set(rules.ids()), sorted(cited - set(rules.ids()))


@pytest.mark.parametrize("name", GAMES)
def test_the_registry_is_complete_data(name):
    rules = engine.game_class(name).rules
    assert len(rules) == len(set(rules.ids()))
    for r in rules:
        assert r.title and len(r.text) > 10 and r.source in ("seed", "fact", "decision") and r.section
        # a rule is this project's decision exactly when its text says it is our reading
        assert ("our reading" in r.text.lower()) == (r.source == "decision"), r.id
