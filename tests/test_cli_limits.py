"""The command line's limits: regular files of a stated size only, and every refusal in
one line with exit status 2 (issue 25)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO, refused_line, run_cli

from whist_core.cli import MAX_RECORD_BYTES


def _limited_memory() -> None:   # the old command line read /dev/zero until memory ran out
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def test_a_device_is_refused_not_read() -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    proc = subprocess.run([sys.executable, "-m", "whist_core", "replay", "/dev/zero"],
                          capture_output=True, text=True, cwd=REPO, env=env, timeout=60,
                          preexec_fn=_limited_memory, check=False)
    line = refused_line(proc)
    assert line.startswith("/dev/zero: ") and "not a regular file" in line


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "record.json"
    os.mkfifo(fifo)
    line = refused_line(run_cli("replay", str(fifo), timeout=30))
    assert "not a regular file" in line


def test_a_file_over_the_cap_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_text('{"game": "bid-whist", "title": "' + "x" * MAX_RECORD_BYTES + '"}')
    line = refused_line(run_cli("replay", str(big)))
    assert line.startswith(f"{big}: ") and "larger than 1024 KiB" in line
    line = refused_line(run_cli("replay", "-", stdin=big.read_text()))
    assert line.startswith("standard input: ") and "larger than" in line


def test_a_missing_file_is_refused_line(tmp_path: Path) -> None:
    line = refused_line(run_cli("replay", str(tmp_path / "none.json")))
    assert line == f"{tmp_path / 'none.json'}: cannot read the file: No such file or directory"


def test_players_for_a_game_without_a_choice_is_refused_line() -> None:
    line = refused_line(run_cli("deal", "--game", "bid-whist", "--players", "3", "--seed", "1"))
    assert "--players is for cutthroat only" in line and "keyword" not in line


@pytest.mark.parametrize("args", [
    (),
    ("deal",),
    ("deal", "--seed", "x"),
    ("deal", "--seed", "1", "--game", "bridge"),
    ("deal", "--seed", "1", "--players", "9"),
    ("replay",),
    ("replay", "a.json", "b.json"),
    ("shuffle",),
    ("--colour",),
])
def test_every_argument_error_is_refused_line(args: tuple[str, ...]) -> None:
    line = refused_line(run_cli(*args))
    assert line.startswith("python -m whist_core") and line.endswith("(see --help)")


def test_help_is_unchanged_in_kind() -> None:
    proc = run_cli("deal", "--help")
    assert proc.returncode == 0 and proc.stdout.startswith("usage: python -m whist_core deal")
