"""engine.core.rules: rules as data, looked up by id."""
from __future__ import annotations

import pytest

from engine.core import Rule, RuleRegistry
from engine.core.rules import SOURCES


def make():
    return RuleRegistry("demo", [
        Rule("demo.a", "First rule", "Do A.", "seed", "s1"),
        Rule("demo.b", "Our ruling", "Do B.", "decision", "s2"),
        Rule("demo.c", "A fact", "C is so.", "fact"),
    ])


def test_lookup_order_and_membership():
    reg = make()
    assert reg.ids() == ["demo.a", "demo.b", "demo.c"]
    assert len(reg) == 3
    assert "demo.b" in reg and "demo.z" not in reg and 3 not in reg
    assert reg["demo.a"].title == "First rule"
    assert [r.id for r in reg] == reg.ids()


def test_unknown_id_names_the_id():
    with pytest.raises(KeyError, match="demo.zzz"):
        make()["demo.zzz"]


def test_duplicate_ids_are_refused():
    with pytest.raises(ValueError, match="duplicate rule id 'demo.a'"):
        RuleRegistry("demo", [Rule("demo.a", "x", "x"), Rule("demo.a", "y", "y")])


@pytest.mark.parametrize("bad", ["other.a", "demoa", "dem.a", "a.demo"])
def test_ids_must_carry_the_game_prefix(bad):
    with pytest.raises(ValueError, match="must start with 'demo.'"):
        RuleRegistry("demo", [Rule(bad, "x", "x")])


def test_source_must_be_known():
    assert SOURCES == ("seed", "fact", "decision")
    with pytest.raises(ValueError, match="source"):
        Rule("demo.x", "x", "x", "rumour")


def test_cite_marks_our_own_readings():
    reg = make()
    assert reg["demo.a"].cite() == "First rule [demo.a]"
    assert reg["demo.b"].cite() == "Our ruling (our reading) [demo.b]"
    assert "(our reading)" not in reg["demo.c"].cite()


def test_text_lists_every_rule_in_order():
    text = make().text()
    assert text.index("[demo.a]") < text.index("[demo.b]") < text.index("[demo.c]")
    assert "Do A." in text and "C is so." in text
    assert text.count("our reading") == 1


def test_labyrinth_registry_is_well_formed():
    from engine.labyrinth import RULES, Labyrinth
    assert RULES.game == "labyrinth"
    assert all(r.id.startswith("labyrinth.") and r.title and r.text for r in RULES)
    assert Labyrinth.action_rule in RULES
    assert Labyrinth().rule_text("labyrinth.shift.no-reverse").endswith("[labyrinth.shift.no-reverse]")
