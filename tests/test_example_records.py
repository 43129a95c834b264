"""The example hands in notebooks/records: each replays and teaches what it says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from whist_core import records

RECORDS = sorted((Path(__file__).resolve().parent.parent / "notebooks" / "records").glob("*.json"))
RULE_ID = re.compile(r"^(BW|GW)-\d+\.\d+$|^V-[A-Z0-9-]+$")


def test_library_is_large_enough() -> None:
    assert len(RECORDS) >= 12


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_record_replays_and_keeps_its_promise(path: Path) -> None:
    record = records.load(path)
    assert record.get("title") and record.get("teaching_point"), "every example has a title"
    assert record["rule_ids"] and all(RULE_ID.match(r) for r in record["rule_ids"])
    result = records.summary(record)
    assert result["complete"] or record.get("stops_early"), "examples are complete hands"
    for key, value in record.get("expect", {}).items():
        assert result[key] == value, f"{path.name}: {key}"


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
