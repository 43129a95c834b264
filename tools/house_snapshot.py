"""The house game's command line, snapshotted: a safety net for moving code (issue 20).

``python -m tools.house_snapshot write`` runs ``python -m whist_core`` (in process) over
several thousand Bid Whist cases and stores, per case, a digest of what it was given and
of what it answered (exit status, standard output, standard error) in
:data:`SNAPSHOT`; ``python -m tools.house_snapshot check`` runs them again and lists
every case whose answer changed. ``tests/test_house_snapshot.py`` runs the check.

The cases: fresh deals (``deal --game bid-whist``, seeds and dealers, bad options); every
Bid Whist record of ``tests/data`` and ``notebooks/records``, whole and cut short at each
stage and each card; and random hands under many switch settings, whole, cut at each
card, and broken on purpose (a wrong bid, declaration, discard, card or renege claim,
and the spellings HAND_RECORDS.md refuses or reads). The random hands are chosen
through the registry's ``legal_actions``, so a change in the engine may change a case's
*input*: the check then says so (``input changed``) rather than hiding it.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import io
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from whist_core import cli, games

ROOT = Path(__file__).resolve().parent.parent
#: Where the digests live (one line per case: ``"name": "input digest:answer digest"``).
SNAPSHOT = ROOT / "tests" / "data" / "house_cli_snapshot.json"
#: The folders whose Bid Whist records are replayed.
RECORD_DIRS = (ROOT / "tests" / "data", ROOT / "notebooks" / "records")

#: Switch settings the random hands are played under (house rules first).
VARIANTS: tuple[dict[str, Any], ...] = (
    {}, {"min_bid": 4}, {"downtown_beats_uptown": True}, {"ace_low_downtown": True},
    {"first_lead": "left_of_dealer"}, {"nt_jokers": "anytime"},
    {"nt_jokers": "first_discard"}, {"nt_jokers": "kitty"},
    {"allow_renege": True, "wrong_claim_costs": True}, {"jokers": 1, "deuce_spades": True},
    {"jokers": 0, "defenders_score": True}, {"sport_kitty": True, "back_door": True},
    {"boston_bonus": True, "joker_names": "red/black"}, {"allow_renege": True},
)
#: Hands played under each setting.
SEEDS_PER_VARIANT = 9

#: Bid texts that break or bend the notation (HAND_RECORDS.md, "Notation").
ODD_BIDS = ("04", "+4", "4 no trump", " 4 uptown ", "4 DOWNTOWN", "03D", "8U", "2U", "0",
            "pass ", "PASS", "redeal", "4", "4X", "", 4, None, ["4U"], "7NT", "4nt", "4u")
ODD_DECLARATIONS = (" Downtown ", "UPTOWN", "hearts", "H", "♠", "no trump", "up", 3, "",
                    "spades", "downtown")


def _run(argv: list[str], stdin: str | None = None) -> str:
    """What the command line answers for ``argv`` (stdin text for ``replay -``)."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                rc = cli.main(argv)
            except SystemExit as stop:
                rc = stop.code if isinstance(stop.code, int) else 2
    finally:
        sys.stdin = saved
    return f"{rc}\0{out.getvalue()}\0{err.getvalue()}"


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def _record_files() -> list[Path]:
    found = []
    for folder in RECORD_DIRS:
        for path in sorted(folder.rglob("*.json")):
            if path == SNAPSHOT:
                continue
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (ValueError, UnicodeDecodeError):
                continue
            if isinstance(data, dict) and data.get("game") == "bid-whist":
                found.append(path)
    return found


def _cuts(record: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """The record whole, then cut short at every stage and every card."""
    yield "whole", record
    later = ("bids", "declare", "discard", "play", "renege_claims")
    for i, key in enumerate(later):
        cut = {k: v for k, v in record.items() if k not in later[i:]}
        yield f"before-{key}", cut
        value = record.get(key)
        if isinstance(value, list):
            for n in range(len(value)):
                part = dict(cut)
                part[key] = value[:n]
                yield f"{key}[:{n}]", part


def _random_hand(seed: int, rules: dict[str, Any]) -> dict[str, Any]:
    """A hand played by random legal actions from seed ``seed``'s deal, as a record."""
    info = games.get("bid-whist")
    rng = random.Random(seed * 7919 + len(json.dumps(rules)))
    record = info.deal_record(seed, dealer="NESW"[seed % 4], rules=rules)
    state = info.new(seed, dealer="NESW"[seed % 4], rules=rules)
    bids: list[str] = []
    plays: list[str] = []
    while state.to_act is not None:
        phase = str(getattr(state.phase, "value", state.phase))
        legal = list(state.legal_actions())
        if "discard" in phase:
            need = state.required_discards() if hasattr(state, "required_discards") else ()
            count = getattr(state.view(state.to_act), "discard_count", 6)
            pool = [c for c in legal if c not in need]
            chosen = list(need) + rng.sample(pool, count - len(need))
            record["discard"] = [c.code for c in chosen]
            state = state.apply(chosen)
            continue
        action = rng.choice(legal)
        state = state.apply(action)
        if "auction" in phase:
            bids.append(getattr(action, "code", str(action)))
        elif "declare" in phase:
            record["declare"] = action if isinstance(action, str) else (
                action.word if hasattr(action, "word") else str(action))
        else:
            plays.append(action.code)
    record["bids"] = bids
    record["play"] = plays
    if seed % 3 == 0:                      # a third of the records carry no trace
        record.pop("trace", None)
    if rules.get("allow_renege"):
        record["renege_claims"] = [{"by": rng.choice(["NS", "EW"]), "trick": rng.randint(1, 12)}
                                   for _ in range(rng.randint(1, 2))]
    return record


def _broken(record: dict[str, Any], rng: random.Random) -> Iterator[tuple[str, dict[str, Any]]]:
    """The record broken on purpose, one fault at a time."""
    cards = [c for s in "NESW" for c in record["hands"][s]] + record["kitty"]
    for n in rng.sample(range(len(record["play"])), 6):
        bad = copy.deepcopy(record)
        bad["play"][n] = rng.choice(cards)
        yield f"play{n + 1}", bad
    for k, text in enumerate(rng.sample(ODD_BIDS, 5)):
        bad = copy.deepcopy(record)
        bad["bids"][rng.randrange(4)] = text
        yield f"bid-odd{k}", bad
    bad = copy.deepcopy(record)
    bad["declare"] = rng.choice(ODD_DECLARATIONS)
    yield "declare-odd", bad
    bad = copy.deepcopy(record)
    bad["discard"] = [*bad["discard"][:-1], rng.choice(cards)]
    yield "discard-odd", bad
    bad = copy.deepcopy(record)
    bad["discard"] = bad["discard"][:-1]
    yield "discard-short", bad
    bad = copy.deepcopy(record)
    bad["dealer"] = rng.choice([" n ", "s", "X", 3, None])
    yield "dealer-odd", bad
    bad = copy.deepcopy(record)
    bad["renege_claims"] = [{"by": rng.choice(["NS", "EW", "ns", "XX"]),
                             "trick": rng.choice([1, 5, 12, 13, 0, "3"])}]
    yield "claim-odd", bad
    bad = copy.deepcopy(record)
    bad["hands"]["N"][0], bad["hands"]["E"][0] = bad["hands"]["E"][0], bad["hands"]["N"][0]
    yield "hands-swapped", bad


def cases() -> Iterator[tuple[str, list[str], str | None]]:
    """Every case: its name, the command line's arguments and the standard input."""
    for seed in range(200):
        for dealer in (None, "N", "E", "S", "W"):
            argv = ["deal", "--game", "bid-whist", "--seed", str(seed)]
            yield (f"deal/{seed}/{dealer}", argv + ([] if dealer is None else
                                                   ["--dealer", dealer]), None)
    for k, extra in enumerate((["--dealer", "X"], ["--dealer", "n"], ["--players", "3"],
                               ["--seed", "x"], ["--seed", "-5"], ["--seed", "1" * 41])):
        yield f"deal/odd{k}", ["deal", "--game", "bid-whist", "--seed", "7", *extra], None
    for path in _record_files():
        record = json.loads(path.read_text(encoding="utf-8"))
        for cut, part in _cuts(record):
            yield f"file/{path.relative_to(ROOT)}/{cut}", ["replay", "-"], json.dumps(part)
    for v, rules in enumerate(VARIANTS):
        for seed in range(SEEDS_PER_VARIANT):
            record = _random_hand(seed + 100 * v, rules)
            for cut, part in _cuts(record):
                if cut.startswith("play[:") and int(cut[6:-1]) % 3:
                    continue                       # every third card is enough
                yield f"hand/{v}/{seed}/{cut}", ["replay", "-"], json.dumps(part)
            rng = random.Random(seed + 1000 * v)
            for fault, bad in _broken(record, rng):
                yield f"hand/{v}/{seed}/{fault}", ["replay", "-"], json.dumps(bad)


def snapshot() -> dict[str, str]:
    """Every case's ``input digest:answer digest``."""
    return {name: f"{_digest(repr(argv) + (stdin or ''))}:{_digest(_run(argv, stdin))}"
            for name, argv, stdin in cases()}


def compare(old: dict[str, str], new: dict[str, str]) -> list[str]:
    """What changed between two snapshots, one line per case."""
    lines = [f"{name}: case gone" for name in old if name not in new]
    lines += [f"{name}: new case" for name in new if name not in old]
    for name in old.keys() & new.keys():
        (oi, oa), (ni, na) = old[name].split(":"), new[name].split(":")
        if oi != ni:
            lines.append(f"{name}: input changed")
        elif oa != na:
            lines.append(f"{name}: answer changed")
    return sorted(lines)


def write() -> int:
    snap = snapshot()
    SNAPSHOT.write_text("{\n" + ",\n".join(f"{json.dumps(k)}: {json.dumps(v)}"
                                          for k, v in snap.items()) + "\n}\n", encoding="utf-8")
    print(f"{len(snap)} cases written to {SNAPSHOT.relative_to(ROOT)}")
    return 0


def check() -> int:
    old = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    changed = compare(old, snapshot())
    for line in changed[:40]:
        print(line)
    print(f"{len(old)} cases, {len(changed)} changed")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit({"write": write, "check": check}[sys.argv[1] if len(sys.argv) > 1 else "check"]())
