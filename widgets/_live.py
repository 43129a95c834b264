"""The kernel's event loop, when widget code runs inside a live Jupyter kernel."""

from __future__ import annotations

import asyncio
import sys


def live_loop() -> asyncio.AbstractEventLoop | None:
    """The running event loop of a live IPython kernel (a dashboard, a notebook), else
    ``None`` — in plain Python and in tests, where another library's loop may be marked
    running in this thread (Playwright's sync API does) but never runs our callbacks."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    if getattr(shell, "kernel", None) is None:
        return None
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None
