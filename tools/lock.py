"""Regenerate binder/requirements.txt (the lock) from binder/requirements.in: `make lock`.

    .venv/bin/python tools/lock.py                # re-resolve, keeping every pin already in the lock
    .venv/bin/python tools/lock.py --upgrade-package voila   # extra arguments go to pip-compile

pip-compile (pip-tools, pinned in requirements.in) pins every transitive package with the sha256 of
each of its files, so Binder (repo2docker) and `make`'s .venv install in pip's hash-checking mode.
pip-compile keeps the versions it finds in the existing lock, so re-running it moves nothing unless
requirements.in asks for it (or ``--upgrade`` / ``--upgrade-package`` is passed).

After pip-compile this adds one header line: the sha256 of requirements.in's normalised content
(``fingerprint``), which tests/test_binder_lock.py compares to fail when requirements.in changed
after the last `make lock`.
"""
from __future__ import annotations

import hashlib
import os
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
INPUT = "binder/requirements.in"
LOCK = "binder/requirements.txt"

#: the one place where the lock's pip-compile flags live
PIP_COMPILE_FLAGS = [
    "--generate-hashes",            # pip's hash-checking mode: every file's sha256
    "--allow-unsafe",               # pin pip and setuptools too: the lock is complete
    "--strip-extras",               # extras are resolved into their own pinned lines
    "--no-emit-index-url",          # this machine's local indexes stay out of the lock
    "--no-emit-find-links",
    "--no-emit-trusted-host",
    "--annotation-style=line",
    "--quiet",
]

FINGERPRINT_NOTE = "# generated from binder/requirements.in by tools/lock.py; the sha256 of its requirements:"
FINGERPRINT_PREFIX = "# requirements.in sha256: "
FINGERPRINT_RE = re.compile(r"^# requirements\.in sha256: ([0-9a-f]{64})$", re.M)


def normalised(text: str) -> str:
    """requirements.in without comments, blank lines and spacing: editing a comment keeps the lock fresh."""
    lines = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            lines.append(re.sub(r"\s+", "", line).lower())
    return "\n".join(lines) + "\n"


def fingerprint(text: str) -> str:
    return hashlib.sha256(normalised(text).encode()).hexdigest()


def with_fingerprint(lock_text: str, input_text: str) -> str:
    """The lock with its fingerprint lines, after pip-compile's header (the leading comment lines)."""
    lines = [line for line in lock_text.splitlines()
             if not (FINGERPRINT_RE.fullmatch(line) or line == FINGERPRINT_NOTE)]
    header = 0
    while header < len(lines) and lines[header].startswith("#"):
        header += 1
    if header and lines[header - 1] == "#":        # pip-compile's header ends with a lone "#"
        header -= 1
    mine = [FINGERPRINT_NOTE, FINGERPRINT_PREFIX + fingerprint(input_text)]
    return "\n".join(lines[:header] + mine + lines[header:]) + "\n"


def main(extra: list[str]) -> int:
    cmd = [sys.executable, "-m", "piptools", "compile", *PIP_COMPILE_FLAGS, *extra,
           f"--output-file={LOCK}", INPUT]
    print("+", " ".join(cmd), flush=True)
    # pip-compile's header names the command that regenerates the file
    done = subprocess.run(cmd, cwd=ROOT, env={**os.environ, "CUSTOM_COMPILE_COMMAND": "make lock"})
    if done.returncode:
        return done.returncode
    lock = ROOT / LOCK
    lock.write_text(with_fingerprint(lock.read_text(), (ROOT / INPUT).read_text()))
    print(f"wrote {LOCK} ({sum(1 for l in lock.read_text().splitlines() if re.match(r'^[A-Za-z0-9]', l))} pins)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
