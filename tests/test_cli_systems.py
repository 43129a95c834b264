"""The command line for the six systems (HAND_RECORDS.md): deal, replay, one-line refusals."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from whist_core import games

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["cutthroat", "bid-whist-52", "boston", "cincinnati", "rhode-island", "hawaii"]


def _cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "whist_core", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def _refused(done: subprocess.CompletedProcess) -> str:
    assert done.returncode == 2 and done.stdout == "", done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in done.stderr
    return lines[0]


@pytest.mark.rule("SC-1", "S52-1", "SB-1", "SCN-1", "SRI-1", "SH-1")
@pytest.mark.parametrize("name", NAMES)
def test_deal_then_replay_a_whole_hand(name: str) -> None:
    done = _cli("deal", "--game", name, "--seed", "17", "--dealer",
                "P2" if name == "cutthroat" else "E")
    assert done.returncode == 0, done.stderr
    rec = json.loads(done.stdout)
    assert rec["game"] == name and rec["dealer"] in ("P2", "E")
    assert _cli("deal", "--game", name, "--seed", "17", "--dealer",
                "P2" if name == "cutthroat" else "E").stdout == done.stdout
    game = games.get(name)
    state = game.replay(rec)[-1]
    bot = game.bot(5)
    while not state.complete:
        state = bot.move(state)
    full = game.record_of(state, rec)
    out = _cli("replay", "-", stdin=json.dumps(full))
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout)
    assert got["complete"] is True and got["score"] == state.result.score
    assert all(t["winner"] for t in got["tricks"])


@pytest.mark.rule("SC-1")
def test_cutthroat_players_option() -> None:
    rec = json.loads(_cli("deal", "--game", "cutthroat", "--seed", "3", "--players", "5").stdout)
    assert rec["players"] == 5 and len(rec["hands"]) == 5 and len(rec["kitty"]) == 4


@pytest.mark.rule("SB-2", "S52-2", "SC-2", "SRI-2", "SH-2", "SCN-2")
@pytest.mark.parametrize(("name", "bids", "place", "rule"), [
    ("boston", ["pass", "pass", "pass", "pass"], "bid 4", "SB-2"),
    ("bid-whist-52", ["2", "1"], "bid 2", "S52-2"),
    ("cutthroat", ["2NT", "2"], "bid 2", "SC-2"),
    ("rhode-island", ["3", "3"], "bid 2", "SRI-2"),
    ("hawaii", ["8"], "bid 1", "SH-2"),
    ("cincinnati", ["4"], "bid 1", "SCN-2"),
])
def test_bad_calls_name_the_call_and_the_rule(name, bids, place, rule) -> None:
    rec = games.get(name).deal_record(4)
    line = _refused(_cli("replay", "-", stdin=json.dumps(dict(rec, bids=bids))))
    assert line.startswith(place) and line.endswith(f"({rule})"), line


@pytest.mark.parametrize("name", NAMES)
def test_rules_switches_and_renege_claims_are_refused(name: str) -> None:
    rec = games.get(name).deal_record(4)
    line = _refused(_cli("replay", "-", stdin=json.dumps(dict(rec, rules={"target": 9}))))
    assert line.startswith("rules.target")
    line = _refused(_cli("replay", "-", stdin=json.dumps(
        dict(rec, renege_claims=[{"by": "NS", "trick": 1}]))))
    assert line.startswith("renege_claims")


@pytest.mark.rule("S52-3")
def test_a_redeal_ends_the_hand() -> None:
    rec = games.get("bid-whist-52").deal_record(6, dealer="N")
    rec["bids"] = ["pass", "pass", "pass", "redeal"]
    got = json.loads(_cli("replay", "-", stdin=json.dumps(dict(rec, play=[]))).stdout)
    assert got["redeal"] is True and got["contract"] is None and got["made"] is None
    assert got["score"] == {"NS": 0, "EW": 0}
    line = _refused(_cli("replay", "-", stdin=json.dumps(dict(rec, declare={
        "trump": None, "ranking": "uptown"}))))
    assert line.startswith("declare")
