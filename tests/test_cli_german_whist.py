"""The command line with German Whist records: ``replay`` and ``deal`` (HAND_RECORDS.md)."""

from __future__ import annotations

import json

import pytest
from helpers import run_cli, write_record

from whist_core.german_whist import examples


def refused(result) -> str:
    """Check the refusal contract and return the one line on standard error."""
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


@pytest.mark.rule("GW-6.1")
def test_replay_a_complete_record(tmp_path):
    result = run_cli("replay", str(write_record(tmp_path / "r.json", examples.nine_four())))
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["trump"] == "hearts"
    assert out["counted"] == {"A": 9, "B": 4}
    assert out["winner"] == "A" and out["complete"] is True
    assert out["dealer"] == "B" and out["rules"] == {}
    assert len(out["tricks"]) == 26
    assert out["tricks"][0] == {"stage": 1, "leader": "A", "cards": ["AC", "2C"],
                                "winner": "A", "prize": "5H", "draw": "KD"}
    assert out["tricks"][13]["stage"] == 2 and "prize" not in out["tricks"][13]


@pytest.mark.rule("GW-8.2")
def test_replay_the_worked_example_from_standard_input():
    result = run_cli("replay", "-", stdin=json.dumps(examples.worked_example()))
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["tricks"] == [{"stage": 1, "leader": "A", "cards": ["JS", "AS"], "winner": "B",
                              "prize": "KH", "draw": "2C"}]
    assert out["complete"] is False and "winner" not in out
    assert out["counted"] == {"A": 0, "B": 0}


@pytest.mark.rule("GW-2.1")
@pytest.mark.rule("GW-2.2")
def test_deal_is_reproducible_and_replays(tmp_path):
    first = run_cli("deal", "--game", "german-whist", "--seed", "42")
    second = run_cli("deal", "--game", "german-whist", "--seed", "42")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    record = json.loads(first.stdout)
    assert record["game"] == "german-whist" and record["dealer"] in ("A", "B")
    assert len(record["hands"]["A"]) == len(record["hands"]["B"]) == 13
    assert len(record["stock"]) == 26 and "play" not in record
    given = run_cli("deal", "--game", "german-whist", "--seed", "42", "--dealer", "A")
    assert json.loads(given.stdout)["dealer"] == "A"
    replayed = run_cli("replay", str(write_record(tmp_path / "d.json", record)))
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout)["tricks"] == []


@pytest.mark.rule("GW-2.1")
def test_deal_with_a_bad_dealer_is_refused():
    line = refused(run_cli("deal", "--game", "german-whist", "--seed", "1", "--dealer", "N"))
    assert line == "dealer: 'N' is not a player (A or B) (GW-2.1)"


def _bad(mutate):
    rec = examples.worked_example()
    mutate(rec)
    return rec


def _set(path: str, value):
    def mutate(rec):
        *keys, last = path.split(".")
        target = rec
        for k in keys:
            target = target[k]
        target[last] = value
    return mutate


BAD_RECORDS = [
    # (name, record or raw text, expected start of the line, rule)
    ("bad JSON", '{"game": "german-whist", ', "line 1 column", None),
    ("not an object", "[1, 2]", "record: a record must be a JSON object", None),
    ("wrong stock size", _bad(lambda r: r["stock"].pop()),
     "stock: 25 cards, expected 26", "GW-2.3"),
    ("duplicate card", _bad(lambda r: r["stock"].__setitem__(3, "JS")),
     "stock: JS is dealt twice (hands.A and stock)", "GW-1.1"),
    ("joker", _bad(lambda r: r["hands"]["B"].__setitem__(0, "LJ")),
     "hands.B: LJ: German Whist is played without jokers", "GW-1.1"),
    ("short hand", _bad(lambda r: r["hands"]["A"].pop()),
     "hands.A: 12 cards, expected 13", "GW-2.2"),
    ("unreadable card", _bad(lambda r: r["hands"]["A"].__setitem__(2, "ZZ")),
     "hands.A card 3: 'ZZ' is not a card", "GW-2.2"),
    ("card not held", _bad(_set("play", ["JS", "KS"])),
     "play 2 (trick 1, player B): B does not hold KS", "GW-3.1"),
    ("prize played", _bad(_set("play", ["KH"])),
     "play 1 (trick 1, player A): KH is the face-up prize", "GW-3.3"),
    ("not following suit", _bad(_set("play", ["JS", "QC"])),
     "play 2 (trick 1, player B): QC does not follow spades; B holds AS, 8S, 6S, 3S",
     "GW-3.1"),
    ("unknown rules key", _bad(_set("rules", {"min_bid": 4})),
     "rules.min_bid: not a German Whist switch", "GW-7.2"),
    ("bad switch value", _bad(_set("rules", {"count_all_tricks": "yes"})),
     "rules.count_all_tricks: expected true or false, got 'yes'", "V-GW-COUNT-ALL"),
    ("rules not an object", _bad(_set("rules", [1])),
     "rules: expected an object", "GW-7.2"),
    ("play before hands", _bad(lambda r: r.pop("hands")),
     "stock: given while hands is missing", "GW-2.2"),
    ("play before hands and stock", _bad(lambda r: (r.pop("hands"), r.pop("stock"))),
     "play: given while hands is missing", "GW-2.2"),
    ("play with no deal", {"game": "german-whist", "play": ["AS"]},
     "play: given while dealer is missing", "GW-2.1"),
    ("bad dealer", _bad(_set("dealer", "N")),
     "dealer: 'N' is not a player (A or B)", "GW-2.1"),
    ("play not a list", _bad(_set("play", "JS AS")),
     "play: expected a list", "GW-3.1"),
    ("unknown game", _bad(_set("game", "german whist")), "game:", None),
]


@pytest.mark.rule("GW-6.3")
@pytest.mark.parametrize(("name", "record", "start", "rule"), BAD_RECORDS,
                         ids=[b[0] for b in BAD_RECORDS])
def test_every_bad_record_is_refused_with_place_and_rule(tmp_path, name, record, start, rule):
    path = write_record(tmp_path / "bad.json", record)
    line = refused(run_cli("replay", str(path)))
    assert line.startswith(start), line
    if rule:
        assert line.endswith(f"({rule})"), line


@pytest.mark.rule("GW-6.1")
def test_more_than_52_plays_is_refused(tmp_path):
    rec = examples.nine_four()
    rec["play"].append("2S")
    line = refused(run_cli("replay", str(write_record(tmp_path / "long.json", rec))))
    assert line.startswith("play 53: the game is over") and line.endswith("(GW-6.1)")


def test_missing_file_is_refused(tmp_path):
    line = refused(run_cli("replay", str(tmp_path / "nowhere.json")))
    assert "nowhere.json" in line
