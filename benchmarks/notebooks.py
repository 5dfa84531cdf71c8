"""How long each notebook takes to execute top to bottom (nbclient, a fresh kernel each)."""
from __future__ import annotations

import pathlib
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent / "notebooks"
#: notebooks that run a study on purpose (its page says how long it takes), and their target
STUDIES = {"abracadawhat/study.ipynb": "< 120 s (2,000 games x 3 ways, 2 processes)",
           "brave_journey/balance.ipynb": "< 60 s (15,900 games, 2 processes)"}


def rows() -> list[tuple[str, str, str]]:
    import nbformat
    from nbclient import NotebookClient

    out = []
    for path in sorted(ROOT.rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        nb = nbformat.read(path, as_version=4)
        client = NotebookClient(nb, timeout=600, kernel_name="python3",
                                resources={"metadata": {"path": str(path.parent)}})
        start = time.perf_counter()
        client.execute()
        name = path.relative_to(ROOT).as_posix()
        out.append((f"notebook {name} executes in", f"{time.perf_counter() - start:.2f} s",
                    STUDIES.get(name, "< 10 s")))
    return out
