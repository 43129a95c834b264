"""The best-play kernel is compiled when the server starts, not at a learner's first question."""

from __future__ import annotations

import sys

import pytest

import classroom.__main__ as serve
from whist_core.analysis import Solver, solver_class, use_solver
from whist_core.analysis.warm import warm


def test_warm_answers_through_the_kernel_or_says_there_is_none() -> None:
    took = warm()
    if solver_class() is Solver:             # numba missing: nothing to compile
        assert took is None
    else:
        assert took is not None and took > 0
    use_solver(Solver)
    try:
        assert warm() is None
    finally:
        use_solver(None)


def test_serving_starts_the_warm_up_before_voila(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(serve.subprocess, "run",
                        lambda cmd, **kw: calls.append(("run", list(cmd))))
    monkeypatch.setattr(serve.os, "execve",
                        lambda path, cmd, env: calls.append(("execve", list(cmd))))
    monkeypatch.setattr(serve.os, "chdir", lambda path: None)
    serve.main(["--port", "8999"])
    assert [kind for kind, _ in calls] == ["run", "execve"]
    assert calls[0][1] == [sys.executable, "-m", "whist_core.analysis.warm", "--background"]
    assert "classroom.server" in calls[1][1]     # Voilà with the class doors (issue 25)


def test_a_dry_run_starts_nothing(monkeypatch: pytest.MonkeyPatch,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(serve.subprocess, "run", lambda *a, **k: pytest.fail("started"))
    serve.main(["--dry-run"])
    assert "voila" in capsys.readouterr().out
