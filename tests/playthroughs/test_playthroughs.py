"""Replays the golden playthrough files line by line (see generate.py for how to regenerate)."""
from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("rulewalk_playthrough_generate", HERE / "generate.py")
generate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(generate)

#: games that have no golden playthroughs yet (their engines are still being written)
MISSING = {name for name in generate.engine.games()
           if name not in ("labyrinth", "rauf_und_runter", "abracadawhat", "brave_journey", "magic_maze")}


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


def test_magic_maze_playthroughs_record_every_seat_and_the_tiles_drawn():
    """Scenario 1 with 4 players, 2 with 2, 3 with 3, 11 with 4, 13 with 3 and a solo game, each won; every seat
    acts, each tile drawn is a chance step with its odds (1 from an open stack), and the solo game turns its
    action tiles."""
    files = {n: (HERE / n).read_text(encoding="utf-8").splitlines() for n in generate.PLAYTHROUGHS
             if n.startswith("magic_maze")}
    assert sorted((generate.PLAYTHROUGHS[n][0]["scenario"], generate.PLAYTHROUGHS[n][0]["players"]) for n in files) \
        == [(1, 1), (1, 4), (2, 2), (3, 3), (11, 4), (13, 3)]
    for name, lines in files.items():
        players = generate.PLAYTHROUGHS[name][0]["players"]
        assert lines[-1] == f"[end] winners: {list(range(1, players + 1))}", name
        draws = [l for l in lines if l.startswith("  = tile ") and "comes off the stack" in l]
        assert draws and all("(chance 1/" in l or l.endswith("(chance 1)") for l in draws), name
        seats = {int(m.group(1)) for l in lines for m in [re.match(r"  = seat (\d+)", l)] if m}
        assert seats == set(range(1, players + 1)), name
        if players == 1:
            assert any(l.startswith("  = the ") and "tile comes up" in l and "(chance 1/" in l for l in lines)
            assert any("turned over, unshuffled" in l for l in lines)
