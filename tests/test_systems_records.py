"""The example hands of the six other systems (notebooks/records/sys_<game>_*.json):
each replays through the engine to what the independent model says, keeps its
``expect`` promise, and carries a title and a teaching point. At least two per system.
Skipped per system only while ``python -m whist_core deal --game NAME`` is refused."""

from __future__ import annotations

import re
from pathlib import Path

import family_model as fm
import pytest
import systems_check as sc

FOLDER = Path(__file__).resolve().parent.parent / "notebooks" / "records"
PART_E = re.compile(r"^(SC|S52|SB|SCN|SRI|SH)-\d+$|^BW-\d+\.\d+$")
CARD_CODE = re.compile(r"\b(?:10|[2-9AKQJT])[SHDC]\b|\b[BL]J\b")
DEVELOPER_WORDS = ("switch", "engine", "record")


def files(game: str) -> list[Path]:
    return sorted(FOLDER.glob(f"sys_{game}_*.json"))


@pytest.mark.rule("SC-1", "S52-1", "SB-1", "SCN-1", "SRI-1", "SH-1")
@pytest.mark.parametrize("game", fm.SYSTEMS)
def test_each_system_has_worked_hands_that_replay_as_the_model_says(game: str) -> None:
    from whist_core import records

    paths = files(game)
    assert len(paths) >= 2, f"at least two example hands of {game}"
    for path in paths:
        rec = records.load(path)
        assert rec["game"] == game
        title, point = rec.get("title"), rec.get("teaching_point")
        assert title and point, path.name
        for text in (title, point):
            assert not CARD_CODE.search(text), (path.name, text)
            assert not any(w in text.lower() for w in DEVELOPER_WORDS), (path.name, text)
        assert rec["rule_ids"] and all(PART_E.match(r) for r in rec["rule_ids"]), path.name
        got = records.summary(rec)
        mine = fm.replay(rec)
        assert mine["complete"], path.name
        sc.compare(rec, mine, got)
        for key, value in rec["expect"].items():
            assert got[key] == value, (path.name, key)
