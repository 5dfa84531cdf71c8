"""Replays the golden playthrough files line by line (see generate.py for how to regenerate)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("rulewalk_playthrough_generate", HERE / "generate.py")
generate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate)

#: games that have no golden playthroughs yet (their engines are still being written)
MISSING = {name for name in generate.engine.games()
           if name not in ("labyrinth", "rauf_und_runter", "abracadawhat", "brave_journey")}


@pytest.mark.parametrize("name", sorted(generate.PLAYTHROUGHS))
def test_playthrough_replays_line_by_line(name):
    path = HERE / name
    assert path.exists(), f"{name} is missing: run `python -m tests.playthroughs.generate`"
    recorded = path.read_text(encoding="utf-8").splitlines()
    settings, seed, actions = generate.parse(recorded)
    game = generate.game_name(name)
    assert recorded[3] == f"game: {game}", "the file's game line does not match its name"
    assert (settings, seed) == (generate.make_game(name, generate.PLAYTHROUGHS[name][0]).settings_data(),
                                generate.PLAYTHROUGHS[name][1]), "header does not match PLAYTHROUGHS"
    replayed = generate.render(settings, seed, actions, game)
    for n, (want, got) in enumerate(zip(recorded, replayed), 1):
        if want != got:
            pytest.fail(f"{name}:{n}: the replay differs from the file\n  file:   {want!r}\n  replay: {got!r}\n"
                        "If the change is deliberate, regenerate (see generate.py) and review the diff.")
    assert len(recorded) == len(replayed), f"{name}: the file has {len(recorded)} lines, the replay {len(replayed)}"
    assert recorded[-1].startswith("[end] winners:"), "a golden game should be played to its end"


def test_the_generator_reproduces_the_files():
    """The policy is deterministic too: generating again gives the same actions."""
    for name, (settings, seed, policy_seed) in generate.PLAYTHROUGHS.items():
        assert generate.generate(settings, seed, policy_seed, generate.game_name(name)) == \
            (HERE / name).read_text(encoding="utf-8").splitlines(), name


def test_a_changed_line_is_reported_with_its_number(tmp_path):
    name = "labyrinth_seed1.txt"
    lines = (HERE / name).read_text(encoding="utf-8").splitlines()
    k = next(i for i, l in enumerate(lines) if l.startswith("event: ") and i > 20)
    lines[k] = lines[k].replace("red", "purple").replace("blue", "purple")
    settings, seed, actions = generate.parse(lines)
    replayed = generate.render(settings, seed, actions, generate.game_name(name))
    first = next(n for n, (a, b) in enumerate(zip(lines, replayed), 1) if a != b)
    assert first == k + 1


def test_every_game_has_golden_playthroughs():
    games = {generate.game_name(name) for name in generate.PLAYTHROUGHS}
    assert games == set(generate.engine.games()) - MISSING, "a game without golden playthroughs"


def test_chance_steps_are_recorded_with_their_odds():
    name = "rauf_und_runter_seed1.txt"
    lines = (HERE / name).read_text(encoding="utf-8").splitlines()
    said = [l for l in lines if l.startswith("  = roll ") or l.startswith("  = draw ")]
    assert said and all("(chance " in l for l in said)
    assert any(l.startswith("  = draw ") for n in generate.PLAYTHROUGHS if n.startswith("rauf")
               for l in (HERE / n).read_text(encoding="utf-8").splitlines())
