"""Checks of one Part E system against the independent model in ``family_model``.

The engine is reached only through its public contract (HAND_RECORDS.md):
``whist_core.records.summary(record)`` / ``replay(record)``, ``records.deal_record``
and the command line ``python -m whist_core deal|replay``. The ``tests/test_systems_*.py``
files call these with their system's name; a system the engine lacks fails them (nothing
is skipped).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import family_model as fm
import pytest

REPO = Path(__file__).resolve().parent.parent


def cli(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    return subprocess.run([sys.executable, "-m", "whist_core", *args], capture_output=True,
                          text=True, cwd=REPO, env=env, input=stdin, timeout=60)


# ------------------------------------------------------------------ comparing results
def number(bid: object) -> int | None:
    if isinstance(bid, bool):
        return None
    if isinstance(bid, int):
        return bid
    if isinstance(bid, str):
        digits = "".join(ch for ch in bid if ch.isdigit())
        return int(digits) if digits else None
    return None


def compare(record: dict, mine: dict, got: dict) -> None:
    """The engine's summary ``got`` says what the model's result ``mine`` says."""
    where = json.dumps({k: record.get(k) for k in ("game", "dealer", "bids", "declare")})
    assert got["complete"] is mine["complete"], where
    assert bool(got.get("redeal", False)) is bool(mine.get("redeal", False)), where
    if mine["contract"] is None:
        assert got["contract"] is None, where
    else:
        c, m = got["contract"], mine["contract"]
        assert c is not None, where
        assert c["declarer"] == m["declarer"], where
        assert number(c["bid"]) == m["bid"], (where, c["bid"])
        assert (c["kind"], c["direction"], c["trump"]) == (
            m["kind"], m["direction"], m["trump"]), (where, c, m)
    tricks = [(t["leader"], list(t["cards"]), t["winner"]) for t in got.get("tricks") or []]
    assert tricks == [(t["leader"], t["cards"], t["winner"]) for t in mine["tricks"]], where
    # books as the hand goes (the kitty book from the discard on; 52-card: with trick 1)
    assert got["books"] == mine["books"], (where, got["books"], mine["books"])
    if mine["complete"]:
        assert got["made"] == mine["made"], where
        assert got["score"] == mine["score"], (where, got["score"], mine["score"])
    else:  # HAND_RECORDS.md: made and score only once the hand is complete
        assert got.get("made") is None and got.get("score") is None, where


def check_random_hands(game: str, seed: int, count: int, cut_every: int = 3) -> dict:
    """``count`` random legal records (every ``cut_every``-th cut short) replayed by the
    engine and the model; returns counts for the report."""
    from whist_core import records

    rng = random.Random(seed)
    seen = {"hands": 0, "complete": 0, "redeal": 0, "made": 0, "tricks": 0}
    for i in range(count):
        rec = fm.random_record(game, rng, complete=True)
        if i % cut_every == 0:
            rec = fm.cut(rec, rng)
        if game != "cutthroat" and i % 5 == 1:
            rec["players"] = 4  # an extra key that agrees with the system is accepted
        mine = fm.replay(rec)
        got = records.summary(rec)
        compare(rec, mine, got)
        seen["hands"] += 1
        seen["complete"] += mine["complete"]
        seen["redeal"] += bool(mine.get("redeal"))
        seen["made"] += bool(mine.get("made"))
        seen["tricks"] += len(mine["tricks"])
    return seen


def check_broken_records(game: str, seed: int, rounds: int) -> set[str]:
    """Every kind of broken record is refused with its place and one of its rule IDs, as
    one line (a RuleError or RecordError, never another exception)."""
    from whist_core import records
    from whist_core.errors import WhistError  # RuleError and RecordError alike

    rng = random.Random(seed)
    faults: set[str] = set()
    for _ in range(rounds):
        for b in fm.broken_records(game, rng):
            with pytest.raises(fm.Refusal):  # the model refuses it too
                fm.replay(b.record)
            try:
                records.summary(b.record)
            except WhistError as err:
                text = str(err)
                assert "\n" not in text, text
                assert err.place and err.place.startswith(b.place), (b.fault, text, b.place)
                assert err.rule in b.rules, (b.fault, text, sorted(b.rules))
            else:
                raise AssertionError(f"{game}: {b.fault} was accepted: {json.dumps(b.record)}")
            faults.add(b.fault)
    return faults


def check_deals(game: str, seeds: range) -> None:
    """``deal --game`` gives a legal deal (deck, hand and kitty sizes, the house deal
    order when a trace is given), the same for the same seed."""
    from whist_core import games, records

    info = games.get(game)
    for seed in seeds:
        if game == "cutthroat":
            players = (3, 4, 5)[seed % 3]
            rec = info.deal_record(seed, None, None, players=players)
            assert rec.get("players", 4) == players
            again = info.deal_record(seed, None, None, players=players)
        else:
            rec = records.deal_record(game, seed)
            again = records.deal_record(game, seed)
        assert rec["game"] == game
        mine = fm.replay(rec)  # refuses a wrong deck or size
        assert mine["contract"] is None and mine["tricks"] == []
        assert again == rec
        trace = rec.get("trace")
        if trace is None:
            continue
        sp = fm.spec_of(rec)
        total = len(fm.deck_of(sp))
        assert len(trace) == total
        assert sorted(t["card"] for t in trace) == sorted(fm.deck_of(sp))
        seat = fm.left(sp, rec["dealer"])
        for n, step in enumerate(trace):
            if step["to"] == "kitty":
                assert 4 <= n < total - 4, "BW-2.3: never the first or last 4 cards"
                assert step["card"] in rec["kitty"]
            else:
                assert step["to"] == seat, "one card at a time, clockwise from the left"
                assert step["card"] in rec["hands"][seat]
                seat = fm.left(sp, seat)


def _replay_file(record: dict, tmp: Path) -> subprocess.CompletedProcess:
    path = tmp / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return cli("replay", str(path))


def check_cli(game: str, seed: int, tmp: Path, broken: int = 4) -> None:
    """The command line: a legal record prints the summary (exit 0); broken ones exit 2
    with one line naming the place and the rule, never a traceback."""
    from whist_core import records

    rng = random.Random(seed)
    rec = fm.random_record(game, rng, redeal_bias=0.0)
    out = _replay_file(rec, tmp)
    assert out.returncode == 0, out.stderr
    printed = json.loads(out.stdout)
    compare(rec, fm.replay(rec), printed)
    assert printed == json.loads(json.dumps(records.summary(rec)))
    faults = fm.broken_records(game, rng)
    for b in rng.sample(faults, min(broken, len(faults))):
        out = _replay_file(b.record, tmp)
        assert out.returncode == 2, (b.fault, out.stdout, out.stderr)
        assert out.stdout == "", b.fault
        lines = out.stderr.strip().splitlines()
        assert len(lines) == 1 and "Traceback" not in out.stderr, out.stderr
        assert b.place in lines[0], (b.fault, lines[0])
        assert any(f"({r})" in lines[0] for r in b.rules), (b.fault, lines[0], sorted(b.rules))


def check_whole_games(game: str, seed: int, count: int) -> dict:
    """Whole games: random hands dealt in turn (the deal passes left; after a redeal the
    same dealer deals again, S52-3) added to the engine's score sheet
    (``whist_core.games.get(game).game(first_dealer)``); after every hand its totals and
    winner are the model's (SC-5, S52-6, SB-5, SRI-4, SH-4)."""
    from whist_core import games, records

    info = games.get(game)
    rng = random.Random(seed)
    lengths = []
    for _ in range(count):
        players = rng.choice([3, 4, 5]) if game == "cutthroat" else 4
        sp = fm.spec(game, players)
        first = rng.choice(sp.seats)
        sheet = info.game(first, players=players) if game == "cutthroat" else info.game(first)
        totals = {s: 0 for s in fm.sides(sp)}
        dealer = first
        for n in range(1, 300):
            rec = fm.random_record(game, rng, players=players, dealer=dealer)
            mine = fm.replay(rec)
            sheet = sheet.add(records.replay(rec)[-1])
            for s in totals:
                totals[s] += mine["score"][s]
            declarers = None if mine.get("redeal") else fm.team(sp, mine["contract"]["declarer"])
            expected = fm.game_winner(game, totals, declarers)
            assert dict(sheet.totals) == totals, (n, sheet.totals, totals)
            assert sheet.winner == expected, (n, totals, sheet.winner, expected)
            if expected is not None:
                lengths.append(n)
                break
            dealer = dealer if mine.get("redeal") else fm.left(sp, dealer)
        else:
            raise AssertionError("a game that never ends")
    return {"games": count, "hands": sum(lengths)}


def _code(action: object) -> str:
    return str(getattr(action, "code", action))


def check_legal_actions(game: str, seed: int, count: int) -> int:
    """Along random legal records, the engine's ``legal_actions()`` before every call and
    every card are the model's (the auction of each system, following suit), and an
    action outside them is refused with a rule and leaves the state as it was."""
    from whist_core import records
    from whist_core.errors import WhistError

    rng = random.Random(seed)
    checked = 0
    for _ in range(count):
        rec = fm.random_record(game, rng)
        sp = fm.spec_of(rec)
        states = records.replay(rec)
        events: list[tuple[str, set[str]]] = []
        a = fm.Auction(sp, rec["dealer"], [], set(), None)
        for n, call in enumerate(rec["bids"], 1):
            seat = a.to_act()
            events.append(("call", set(a.legal_calls(rec["hands"][seat]))))
            a.call(call, rec["hands"][seat], n)
        if not a.redeal:
            stages = [k for k in (("discard", "declare") if sp.discard_first
                                  else ("declare", "discard")) if k in rec]
            events += [(k, set()) for k in stages]
            for _seat, hand, trick, trump, _ in fm._positions(rec):
                events.append(("card", set(fm.legal_cards(hand, trick, trump))))
        assert len(states) == len(events) + 1, (len(states), len(events))
        for state, (kind, legal) in zip(states, events, strict=False):
            if kind == "call":
                got = {fm.parse_call(sp, _code(x)) for x in state.legal_actions()}
            elif kind == "card":
                got = {_code(x) for x in state.legal_actions()}
            else:
                continue
            assert got == legal, (kind, sorted(got, key=str), sorted(legal))
            if kind == "card":
                held = [c for c in fm.deck_of(sp) if c not in legal]
                bad = rng.choice(held)
                before = state
                try:
                    state.apply(bad)
                except WhistError as err:
                    assert err.rule, str(err)
                else:
                    raise AssertionError(f"{bad} accepted; legal: {sorted(legal)}")
                assert state == before
            checked += 1
    return checked


def respell_card(code: str, rng: random.Random) -> str:
    """Another spelling HAND_RECORDS.md accepts: any case, T for ten, suit symbols."""
    if code in fm.JOKERS:
        return rng.choice([code, code.lower()])
    r, s = code[:-1], code[-1]
    if r == "10" and rng.random() < 0.5:
        r = rng.choice(["T", "t"])
    s = rng.choice([s, s.lower(), {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[s]])
    return (r.lower() if rng.random() < 0.5 else r) + s


def respell_call(game: str, call: str, rng: random.Random) -> str:
    if call in ("pass", "redeal"):
        return rng.choice([call, call.upper(), call.capitalize()])
    n, kind = call.rstrip("UDNT"), call[len(call.rstrip("UDNT")):]
    if game == "cutthroat" and kind == "NT":
        return rng.choice([f"{n}nt", f"{n} no trump", f"{n} No Trump"])
    if game == "cincinnati":
        words = {"U": ["u", " uptown", " normal"], "D": ["d", " downtown", " special"],
                 "NT": ["nt", " no trump"]}[kind]
        return n + rng.choice(words)
    return call


def check_spellings(game: str, seed: int, count: int) -> None:
    """Records spelt the other accepted ways replay to the same result."""
    from whist_core import records

    rng = random.Random(seed)
    for _ in range(count):
        rec = fm.random_record(game, rng)
        other = json.loads(json.dumps(rec))
        other.pop("trace", None)
        rec.pop("trace", None)
        other["hands"] = {s: [respell_card(c, rng) for c in cs]
                          for s, cs in rec["hands"].items()}
        for key in ("kitty", "discard", "play"):
            if rec.get(key):
                other[key] = [respell_card(c, rng) for c in rec[key]]
        other["bids"] = [respell_call(game, c, rng) for c in rec["bids"]]
        assert records.summary(other) == records.summary(rec), (other["bids"], rec["bids"])
