"""The Brave Journey tutorial as data — not written yet.

A placeholder so that the tests walking every game's lessons (tests/engine/test_lessons_all.py and the
teaching-coverage check) can import this module; the lessons come with the notebooks. Until then the
teaching-coverage test fails for brave_journey, as it should: no rule is taught yet.
"""
from __future__ import annotations

from engine.core import Step

LESSONS: dict[str, list[Step]] = {}
