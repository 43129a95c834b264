"""Inside each lesson kernel: no traceback and no server path ever leaves for a page.

Loaded as an IPython extension by the kernels the lesson server starts
(the ``python3`` kernel spec in share/jupyter/kernels, found through ``JUPYTER_PATH``;
``python`` there is the server's own interpreter).

- A widget message the kernel cannot handle (malformed, or for a widget that is
  gone) is logged by the comm machinery with its traceback, and the kernel's
  stderr goes to the page: the log line keeps its one-line message and the
  exception's name, never the traceback.
- An error in a button callback or a cell reaches the page as an ``error`` message:
  its traceback is dropped and folders are cut from the message (``/srv/x/y.json``
  becomes ``y.json``), so the page learns what failed, not where the server keeps it.
"""

from __future__ import annotations

import logging
import re
from typing import Any

#: A file path with at least one folder, POSIX or Windows: the folders are cut.
_FOLDERS = re.compile(r"(?<![\w.])(?:[A-Za-z]:)?(?:[/\\][^\s'\"/\\:]+)+[/\\](?=[^\s'\"/\\]+)")
COMM_LOGGERS = ("Comm", "ipykernel.comm")


def without_paths(text: str) -> str:
    """``text`` with every folder part of a path removed (the file name stays)."""
    return _FOLDERS.sub("", text)


class NoTraceback(logging.Filter):
    """Keeps a log record's message, drops its traceback (named by the exception only)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info:
            kind = record.exc_info[0].__name__ if record.exc_info[0] else "error"
            record.msg = f"{record.getMessage()} ({kind})"
            record.args = ()
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        record.msg = without_paths(str(record.msg))
        return True


def guard_logging() -> None:
    """Put the filter on the comm loggers (once)."""
    for name in COMM_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, NoTraceback) for f in logger.filters):
            logger.addFilter(NoTraceback())


def guard_shell(shell: Any) -> None:
    """Send errors to the page without a traceback and without folders."""
    original = getattr(shell, "_showtraceback", None)
    if original is None or getattr(original, "_whist_guarded", False):
        return

    def showtraceback(etype: type, evalue: Any, stb: list[str]) -> None:
        original(etype, without_paths(str(evalue)), [])

    showtraceback._whist_guarded = True  # type: ignore[attr-defined]
    shell._showtraceback = showtraceback


def load_ipython_extension(shell: Any) -> None:
    """IPython extension entry point."""
    guard_logging()
    guard_shell(shell)
