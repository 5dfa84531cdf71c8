"""Exit non-zero unless this Python is the one binder/runtime.txt names (major.minor): `make test-binder`
builds the Binder environment with it, as repo2docker would.

    python3 tools/check_runtime.py
"""
from __future__ import annotations

import pathlib
import re
import sys

RUNTIME = pathlib.Path(__file__).resolve().parent.parent / "binder" / "runtime.txt"


def wanted(text: str) -> str:
    match = re.fullmatch(r"python-(\d+\.\d+)(?:\.\d+)?", text.strip())
    if not match:
        raise SystemExit(f"binder/runtime.txt should read python-X.Y; it reads {text.strip()!r}")
    return match.group(1)


def main() -> int:
    want, have = wanted(RUNTIME.read_text()), "%d.%d" % sys.version_info[:2]
    if want != have:
        print(f"binder/runtime.txt asks for Python {want}, but {sys.executable} is Python {have}: "
              f"run with PYTHON=python{want}", file=sys.stderr)
        return 1
    print(f"Python {have}, as binder/runtime.txt asks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
