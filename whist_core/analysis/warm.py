"""Compile the best-play kernel before any learner asks: ``python -m whist_core.analysis.warm``.

numba keeps the compiled kernel on disk (``cache=True``), so only the first solve on a
machine compiles it — some 10–15 s of CPU. ``python -m classroom`` (``make serve``)
starts this module in the background, at low priority, so that the first "best play"
question of a lesson is answered in about a second instead. When the compiled kernel is
already on disk this takes about a second and does nothing else.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time

from whist_core.analysis import Solver, solve, solver_class
from whist_core.family.engine import FamilyState
from whist_core.family.systems import HOUSE


def warm() -> float | None:
    """Answer one small question through the kernel (compiling it if need be); return the
    CPU seconds it took, or None when the pure-Python solver answers (no kernel to warm)."""
    start = time.process_time()
    if solver_class() is Solver:
        return None
    state = FamilyState.new(HOUSE, 1)
    while state.phase != "play" or len(state.hand(state.to_act)) > 3:
        if state.phase == "discard":
            need = state.required_discards()
            rest = [c for c in state.legal_actions() if c not in need]
            state = state.apply(need + rest[:state.discard_count - len(need)])
        else:
            state = state.apply(state.legal_actions()[-1])
    solve(state)
    return time.process_time() - start


def in_background() -> None:
    """Start :func:`warm` in a process of its own, at low priority, and return at once (the
    process is not this one's child, so nothing waits for it)."""
    subprocess.Popen([sys.executable, "-m", "whist_core.analysis.warm"],
                     stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL, start_new_session=True,
                     preexec_fn=lambda: os.nice(10))


def main(argv: list[str] | None = None) -> None:
    if "--background" in (sys.argv[1:] if argv is None else argv):
        in_background()
        return
    took = warm()
    print("best-play kernel: pure-Python solver in use, nothing to compile" if took is None
          else f"best-play kernel ready ({took:.1f} s of CPU)")


if __name__ == "__main__":
    main()
