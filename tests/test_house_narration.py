"""House Bid Whist's narration says every sentence as it did, and its pictures draw as they
did (issue 20).

The snapshot (tests/data/house_narration_snapshot.json, written by ``python -m
tools.narration_snapshot write`` before the narrations were merged) holds a digest of all
the words narrated from every stored Bid Whist record and from random hands under many
switch settings; moving the narration between modules must change none of them.
"""

from __future__ import annotations

import json

import pytest

from tools import narration_snapshot


def test_compare_names_a_changed_hand() -> None:
    old = {"a": "1", "b": "2", "c": "3"}
    assert narration_snapshot.compare(old, {"a": "1", "b": "9", "d": "4"}) == [
        "b: words changed", "c: hand gone", "d: new hand"]


@pytest.mark.rule("BW-2.2")
def test_house_narration_unchanged() -> None:
    old = json.loads(narration_snapshot.SNAPSHOT.read_text(encoding="utf-8"))
    assert len(old) > 60
    changed = narration_snapshot.compare(old, narration_snapshot.snapshot())
    assert not changed, f"{len(changed)} of {len(old)} hands changed: {changed[:10]}"


@pytest.mark.rule("BW-2.3")
def test_house_pictures_unchanged() -> None:
    """Every house picture (tables of states and views, wide and compact, each card of
    the deal and its slot bar) is drawn as it was before the picture adapters merged."""
    old = json.loads(narration_snapshot.PICTURES.read_text(encoding="utf-8"))
    assert len(old) > 60
    changed = narration_snapshot.compare(old, narration_snapshot.snapshot("pictures"))
    assert not changed, f"{len(changed)} of {len(old)} hands changed: {changed[:10]}"
