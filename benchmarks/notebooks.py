"""How long each notebook takes to execute top to bottom (nbclient, a fresh kernel each)."""
from __future__ import annotations

import pathlib
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent / "notebooks"


def rows() -> list[tuple[str, str, str]]:
    import nbformat
    from nbclient import NotebookClient

    out = []
    for path in sorted(ROOT.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(nb, timeout=120, kernel_name="python3",
                                resources={"metadata": {"path": str(path.parent)}})
        start = time.perf_counter()
        client.execute()
        out.append((f"notebook {path.relative_to(ROOT)} executes in", f"{time.perf_counter() - start:.2f} s",
                    "< 10 s"))
    return out
