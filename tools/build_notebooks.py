"""Write the project's notebooks from the cell texts in tools/notebook_texts/ (one module per game), then execute them and store outputs.

    .venv/bin/python tools/build_notebooks.py          # all notebooks
    .venv/bin/python tools/build_notebooks.py index    # only those whose path contains "index"

Notebooks are product: narrative first, then a live board, then a cell that acts
through the board's Python twins and prints what the engine says. The stored outputs
are what nbval compares in `make test`, so re-run this whenever behaviour changes and
commit the result. Writing them from one script keeps the five games' notebooks alike.
"""
from __future__ import annotations

import pathlib
import re
import sys

import nbformat
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
sys.path.insert(0, str(ROOT / "tools"))

from notebook_texts import NOTEBOOKS as CONTENT  # noqa: E402
from notebook_texts.index import pictures  # noqa: E402

KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}


def build(relpath: str, cells: list[tuple[str, str]]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = KERNELSPEC
    nb.metadata["language_info"] = {"name": "python"}
    for kind, text in cells:
        text = text.strip("\n")
        cell = nbformat.v4.new_markdown_cell(text) if kind == "md" else nbformat.v4.new_code_cell(text)
        nb.cells.append(cell)
    # stable cell ids so that rebuilding an unchanged notebook gives an unchanged file
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"{pathlib.Path(relpath).stem.replace('_', '-')}-{i:02d}"
    return nb


def execute(nb: nbformat.NotebookNode, folder: pathlib.Path) -> None:
    client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(folder)}})
    client.execute()
    for cell in nb.cells:  # widget state is not kept: boards redraw from the engine when shown
        cell.get("metadata", {}).pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = merged_streams(cell.outputs)
    nb.metadata.pop("widgets", None)


def merged_streams(outputs: list) -> list:
    """The outputs with each run of consecutive stdout (or stderr) chunks joined into one: the
    kernel splits printed text at arbitrary points, which would rewrite unchanged notebooks."""
    merged: list = []
    for out in outputs:
        prev = merged[-1] if merged else None
        if (out.get("output_type") == "stream" and prev is not None and prev.get("output_type") == "stream"
                and prev.get("name") == out.get("name")):
            prev["text"] += out["text"]
        else:
            merged.append(out)
    return merged


def _without_model_ids(nb: nbformat.NotebookNode) -> str:
    """The notebook as text with widget model ids blanked: they are random on every run."""
    text = nbformat.writes(nb)
    return re.sub(r'"model_id": "[0-9a-f]+"', '"model_id": ""', text)


def write_pictures() -> None:
    """The index's card pictures (notebooks/pictures/*.svg), rewritten only when they changed."""
    for relpath, svg in pictures().items():
        path = NOTEBOOKS / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.read_text(encoding="utf-8") == svg:
            print(f"unchanged {path.relative_to(ROOT)}")
            continue
        path.write_text(svg, encoding="utf-8")
        print(f"wrote {path.relative_to(ROOT)}")


def main(filters: list[str]) -> None:
    if not filters or any(f in "index.ipynb" for f in filters):
        write_pictures()
    for relpath, cells in CONTENT.items():
        if filters and not any(f in relpath for f in filters):
            continue
        path = NOTEBOOKS / relpath
        path.parent.mkdir(parents=True, exist_ok=True)
        nb = build(relpath, cells)
        execute(nb, path.parent)
        if path.exists() and _without_model_ids(nbformat.read(path, as_version=4)) == _without_model_ids(nb):
            print(f"unchanged {path.relative_to(ROOT)}")
            continue
        nbformat.write(nb, path)
        print(f"wrote {path.relative_to(ROOT)} ({len(nb.cells)} cells)")


if __name__ == "__main__":
    main(sys.argv[1:])
