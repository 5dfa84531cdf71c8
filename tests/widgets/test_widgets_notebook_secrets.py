"""The committed free-play notebook is a hot-seat game: its stored outputs (text and the board's
static SVG) must not give away any player's face-down treasure cards."""
import json
import pathlib

from engine.labyrinth import TREASURES, Labyrinth

NOTEBOOK = pathlib.Path(__file__).resolve().parents[2] / "notebooks" / "labyrinth" / "free_play.ipynb"


def stored_outputs() -> str:
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    parts = []
    for cell in nb["cells"]:
        for out in cell.get("outputs", []):
            parts.append(out.get("text", "") if isinstance(out.get("text", ""), str) else "".join(out["text"]))
            for value in out.get("data", {}).values():
                parts.append(value if isinstance(value, str) else "".join(value) if isinstance(value, list) else "")
    return "\n".join(parts)


def test_free_play_outputs_show_no_face_down_card():
    source = NOTEBOOK.read_text(encoding="utf-8")
    assert 'LabyrinthBoard(players=2, seed=7, hotseat=True)' in source, "the test assumes this board"
    state = Labyrinth(players=2).initial_state(7)
    text = stored_outputs()
    assert "hidden (12 cards face down)" in text       # the printout is there, with the cards hidden
    for pile in state.piles:
        for card in pile:
            assert f"target: {TREASURES[card]}" not in text
            assert f"target {TREASURES[card]}" not in text
    # the board's picture is covered: no target ring, no target name in the side panel
    assert ">Pass the device to red<" in text
