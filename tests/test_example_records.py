"""The example hands in notebooks/records: each replays and teaches what it says."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest

from whist_core import records
from whist_core.cards import Card

RECORDS = sorted((Path(__file__).resolve().parent.parent / "notebooks" / "records").glob("*.json"))
RULE_ID = re.compile(r"^(BW|GW)-\d+\.\d+$|^V-[A-Z0-9-]+$|^(SC|S52|SB|SCN|SRI|SH)-\d+$")


def test_library_is_large_enough() -> None:
    assert len(RECORDS) >= 12


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_record_replays_and_keeps_its_promise(path: Path) -> None:
    record = records.load(path)
    assert record.get("title") and record.get("teaching_point"), "every example has a title"
    assert record["rule_ids"] and all(RULE_ID.match(r) for r in record["rule_ids"])
    result = records.summary(record)
    assert result["complete"] or record.get("stops_early"), "examples are complete hands"
    facts = {**result, **german_facts(record, result)} if record["game"] == "german-whist" \
        else result
    for key, value in record.get("expect", {}).items():
        if key == "tricks" and isinstance(value, dict):   # German Whist: trick number -> facts
            for number, trick in value.items():
                got = result["tricks"][int(number) - 1]
                assert {k: got.get(k) for k in trick} == trick, f"{path.name}: trick {number}"
            continue
        assert facts[key] == value, f"{path.name}: {key}"


def german_facts(record: dict, result: dict) -> dict:
    """Facts of a German Whist game worked out from its tricks and states, for ``expect``:
    first-stage tricks won and trump prizes taken by each player (GW-4.1), the
    first-stage tricks whose follower left the led suit while holding it (V-GW-FREE-FIRST),
    and the message the house rules give for the same record."""
    first = [t for t in result["tricks"] if t["stage"] == 1]
    facts: dict = {
        "first_stage_tricks": {p: sum(t["winner"] == p for t in first) for p in "AB"},
        "trump_prizes": {p: sum(t["winner"] == p and Card.parse(t["prize"]).suit.word
                                == result["trump"] for t in first) for p in "AB"},
    }
    states = records.replay(record)
    free = []
    for before, after in itertools.pairwise(states):
        n = len(after.plays)
        if n % 2 == 0 and n <= 26:
            lead, reply = after.plays[-2:]
            if reply.suit is not lead.suit and any(
                    c.suit is lead.suit for c in before.hand(before.to_play)):
                free.append(n // 2)
    facts["free_replies"] = free
    try:
        records.replay({**record, "rules": {}})
        facts["house_rules_refuse"] = None
    except ValueError as err:
        facts["house_rules_refuse"] = str(err)
    return facts


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_record_round_trips_through_save(path: Path, tmp_path: Path) -> None:
    record = records.load(path)
    records.save(record, tmp_path / "copy.json")
    assert records.load(tmp_path / "copy.json") == record


@pytest.mark.rule("BW-9.1")
def test_worked_example_trick_is_in_the_record() -> None:
    record = records.load(Path(RECORDS[0]).parent / "bw_9_1_downtown_ace_made.json")
    result = records.summary(record)
    assert result["contract"]["direction"] == "downtown"
    assert result["contract"]["trump"] == "spades"
    trick = next(t for t in result["tricks"] if t["cards"] == ["3H", "AH", "KH", "2H"])
    assert trick["leader"] == "W" and trick["winner"] == "N"


@pytest.mark.rule("BW-9.2")
def test_worked_example_scores() -> None:
    folder = Path(RECORDS[0]).parent
    expected = {"bw_9_1_downtown_ace_made": 4, "bw_9_2_downtown_set": -4,
                "bw_9_2_no_trump_made": 8}
    for name, score in expected.items():
        result = records.summary(folder / f"{name}.json")
        assert result["score"]["NS"] == score, name


@pytest.mark.rule("GW-8.1", "GW-8.2", "GW-8.3")
def test_german_whist_worked_example_is_trick_one() -> None:
    """GW-8 exactly: hearts trump, K♥ face up; A leads J♠, B answers A♠ and wins, takes K♥,
    A draws the next hidden card, the new prize is Q♦; B leads next, both hold 13."""
    record = records.load(Path(RECORDS[0]).parent / "gw_8_worked_example.json")
    states = records.replay(record)
    start, after = states[0], states[2]
    assert start.trump.word == "hearts" and start.prize.code == "KH"
    assert start.to_play == "A"
    first = after.tricks[0]
    assert [c.code for _, c in first.cards] == ["JS", "AS"]
    assert first.winner == "B" and first.prize.code == "KH"
    assert Card.parse("KH") in after.hand("B") and first.draw in after.hand("A")
    assert after.prize.code == "QD" and after.trump.word == "hearts"
    assert after.to_play == "B" and len(after.hand("A")) == len(after.hand("B")) == 13
    assert states[-1].complete


@pytest.mark.rule("GW-6.1")
def test_german_whist_nine_four() -> None:
    result = records.summary(Path(RECORDS[0]).parent / "gw_6_1_nine_four.json")
    assert result["counted"] == {"A": 9, "B": 4} and result["winner"] == "A"
