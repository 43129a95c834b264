"""Store the best-play answers of the lessons' fixed hands: ``python -m tools.analyses``.

Runs the code of every lesson that asks the solver something (its notebook's code cells,
in the notebook's folder, with the compiled solver when numba is there) and writes every
answer it gave to ``whist_core/analysis/stored/analyses.json``
(:mod:`whist_core.analysis.stored`), which the static site's pure-Python solver reads
instead of searching again. Re-run it when a lesson's hands or the solver change;
``tests/test_stored_analyses.py`` finds a stale store.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat

from whist_core.analysis import stored
from widgets import best_play

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
#: Words of a notebook's code that mean it asks the solver.
ASKS = ("whist_core.analysis", "widgets.best_play", "Explorer(")


def lessons() -> list[Path]:
    """The notebooks whose code asks the solver."""
    out = []
    for nb in sorted(NOTEBOOKS.rglob("*.ipynb")):
        if nb.name.startswith("_") or ".ipynb_checkpoints" in nb.parts:
            continue
        text = nb.read_text(encoding="utf-8")
        if any(word in text for word in ASKS):
            out.append(nb)
    return out


def _every_step(follow: Callable) -> Callable:
    """``widgets.best_play.follow`` that first works out the panel of every step of the
    stepper, so that each step a learner can reach is stored, not only the first."""
    def following(stepper: Any) -> Any:
        for state in stepper.states:
            best_play.best_play_html(state)
        return follow(stepper)
    return following


def run(nb: Path) -> None:
    """Run the code cells of ``nb`` in its folder (output thrown away); a best-play panel
    under a stepper works out every step."""
    cells = [c.source for c in nbformat.read(nb, as_version=4).cells
             if c.cell_type == "code"]
    here = Path.cwd()
    os.chdir(nb.parent)
    namespace: dict = {"__name__": "__lesson__"}
    follow = best_play.follow
    best_play.follow = _every_step(follow)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            for source in cells:
                exec(compile(source, str(nb), "exec"), namespace)
    finally:
        best_play.follow = follow
        os.chdir(here)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.analyses",
                                     description=__doc__.split("\n")[0])
    parser.parse_args(argv)
    answers = stored.record()
    for nb in lessons():
        print(f"analyses: {nb.relative_to(NOTEBOOKS)}", flush=True)
        run(nb)
    stored.STORE.parent.mkdir(exist_ok=True)
    stored.STORE.write_text(json.dumps(answers, sort_keys=True, separators=(",", ":")),
                            encoding="utf-8")
    print(f"analyses: {len(answers['solve'])} positions, {len(answers['cards'])} card "
          f"panels in {stored.STORE.relative_to(ROOT)} "
          f"({stored.STORE.stat().st_size / 1e3:.0f} kB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
