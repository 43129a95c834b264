"""Helpers shared by the test modules (import with ``from helpers import ...``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def run_cli(*args: str, stdin: str | None = None,
            timeout: float = 60) -> subprocess.CompletedProcess:
    """Run ``python -m whist_core ARGS`` from the repository root; text output."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "whist_core", *args], input=stdin,
                          capture_output=True, text=True, cwd=REPO, env=env, timeout=timeout,
                          check=False)


def write_record(path: Path, record: dict | str) -> Path:
    """Write a record (a dict as JSON, or raw text as is) and return the path."""
    path.write_text(record if isinstance(record, str) else json.dumps(record), encoding="utf-8")
    return path


def german_state(a: str = "", b: str = "", stock: str = "", dealer: str = "B", rules=None):
    """A German Whist state whose A hand, B hand and stock *start* with the given cards.

    The rest of each holding is filled from the unused cards in deck order, so a
    test names only the cards that matter.
    """
    from whist_core.cards import cards, deck
    from whist_core.german_whist import HOUSE, from_deal

    given = {"A": list(cards(a)), "B": list(cards(b)), "stock": list(cards(stock))}
    used = {c for cs in given.values() for c in cs}
    spare = [c for c in deck() if c not in used]
    for key, size in (("A", 13), ("B", 13), ("stock", 26)):
        while len(given[key]) < size:
            given[key].append(spare.pop())
    return from_deal({"A": given["A"], "B": given["B"]}, given["stock"], dealer,
                     rules if rules is not None else HOUSE)


def refused_line(proc: subprocess.CompletedProcess) -> str:
    """The one line of a command refused with exit 2 (nothing on stdout, no traceback)."""
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    return lines[0]
