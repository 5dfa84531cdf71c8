"""No class a newcomer cannot hold in their head: in engine/ and boardwidgets/ no class is longer than 600 lines
and no module longer than 1,200. A part that grows past this is split by responsibility (README, "Layout")."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MAX_CLASS = 600
MAX_MODULE = 1200
MODULES = sorted(p for package in ("engine", "boardwidgets") for p in (ROOT / package).rglob("*.py"))


def sizes(path: Path) -> tuple[int, list[tuple[str, int]]]:
    source = path.read_text(encoding="utf-8")
    classes = [(node.name, node.end_lineno - node.lineno + 1) for node in ast.walk(ast.parse(source))
               if isinstance(node, ast.ClassDef)]
    return len(source.splitlines()), classes


def test_the_packages_hold_modules():
    assert len(MODULES) > 50


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_module_or_class_is_too_long(path):
    lines, classes = sizes(path)
    assert lines <= MAX_MODULE, f"{path.relative_to(ROOT)} has {lines} lines (limit {MAX_MODULE}): split it"
    long = [f"{name} ({n} lines)" for name, n in classes if n > MAX_CLASS]
    assert not long, f"{path.relative_to(ROOT)}: classes over {MAX_CLASS} lines: {', '.join(long)}"


def test_the_check_would_catch_a_long_class(tmp_path):
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_CLASS))
    path = tmp_path / "long.py"
    path.write_text(f"class Long:\n{body}\n")
    lines, classes = sizes(path)
    assert classes == [("Long", MAX_CLASS + 1)] and lines == MAX_CLASS + 1
