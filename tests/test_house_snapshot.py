"""House Bid Whist's command line answers every snapshotted case as it did (issue 20).

The snapshot (tests/data/house_cli_snapshot.json, written by ``python -m
tools.house_snapshot write`` on main before the engines were merged) holds a digest of
each case's input and answer; moving code between the engines must change neither.
Rewrite it only for a change HAND_RECORDS.md asks for, and say so in the commit.
"""

from __future__ import annotations

import json

from tools import house_snapshot


def test_snapshot_covers_many_cases() -> None:
    old = json.loads(house_snapshot.SNAPSHOT.read_text(encoding="utf-8"))
    assert len(old) > 7000
    kinds = {name.split("/")[0] for name in old}
    assert kinds == {"deal", "file", "hand"}


def test_compare_names_a_changed_answer() -> None:
    old = {"a": "1:2", "b": "3:4", "c": "5:6"}
    new = {"a": "1:2", "b": "3:9", "d": "7:8"}
    assert house_snapshot.compare(old, new) == ["b: answer changed", "c: case gone",
                                                "d: new case"]
    assert house_snapshot.compare(old, {**old, "a": "0:2"}) == ["a: input changed"]


def test_house_command_line_unchanged() -> None:
    old = json.loads(house_snapshot.SNAPSHOT.read_text(encoding="utf-8"))
    changed = house_snapshot.compare(old, house_snapshot.snapshot())
    assert not changed, f"{len(changed)} of {len(old)} cases changed: {changed[:10]}"
