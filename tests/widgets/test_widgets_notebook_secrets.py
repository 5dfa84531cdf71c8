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


def svg_outputs(path: pathlib.Path) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    out = []
    for cell in nb["cells"]:
        for o in cell.get("outputs", []):
            svg = o.get("data", {}).get("image/svg+xml")
            if svg:
                out.append(svg if isinstance(svg, str) else "".join(svg))
    return out


def test_abracadawhat_play_boards_in_the_notebooks_show_no_stone_face():
    """The play-mode boards committed in the Abracada...What? notebooks are under the hot-seat
    cover: every stone in every row, and every secret stone, is drawn as a back."""
    import xml.etree.ElementTree as ET

    folder = NOTEBOOK.parents[1] / "abracadawhat"
    checked = 0
    for name in ("free_play.ipynb", "deduction.ipynb"):
        for svg in svg_outputs(folder / name):
            root = ET.fromstring(svg)
            classes = [(g.get("class") or "") for g in root.iter("{http://www.w3.org/2000/svg}g")]
            if not any("cover" in c.split() for c in classes):
                continue
            checked += 1
            stones = 0
            for g in root.iter("{http://www.w3.org/2000/svg}g"):
                cls = (g.get("class") or "").split()
                if any(c.startswith("row-") for c in cls) or cls[:1] in (["secrets"], ["taken"]):
                    inner = [(x.get("class") or "").split() for x in g.iter("{http://www.w3.org/2000/svg}g")]
                    drawn = [c for c in inner if "stone" in c]
                    stones += len(drawn)
                    assert all("back" in c for c in drawn), f"{name}: a stone face shows in {cls[0]}"
            assert stones >= 20, f"{name}: expected the rows' stones in the picture, found {stones}"
    assert checked >= 2, "both notebooks hold a covered play-mode board"
