"""Limits for a class server that need no browser: the explorer keeps only the last
few uploads, and lesson 9's whole game is a stored record, rebuilt identically."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from whist_core import records
from whist_core.bid_whist import BidWhistRules
from whist_core.bid_whist.variants import score_game
from widgets.explorer import MAX_UPLOADS_KEPT, Explorer

RECORDS = Path(__file__).resolve().parent.parent / "notebooks" / "records"
GAME = RECORDS / "games" / "bw_lively_game.json"


def test_explorer_keeps_only_the_last_uploads() -> None:
    ex = Explorer(RECORDS)
    examples = len(ex.entries)
    record = records.load(RECORDS / "gw_6_1_nine_four.json")
    for i in range(MAX_UPLOADS_KEPT + 4):
        record["title"] = f"Upload {i}"
        assert ex.open_upload(json.dumps(record).encode(), f"mine-{i}.json")
    uploads = [e for e in ex.entries if e.uploaded]
    assert [e.title for e in uploads] == [f"Upload {i}" for i in
                                          range(MAX_UPLOADS_KEPT + 3, 3, -1)]
    assert len(ex.entries) == examples + MAX_UPLOADS_KEPT
    assert len(ex.chooser.options) == len(ex.entries)
    assert ex.entry is uploads[0] and ex.chooser.value == 0


def _builder():
    spec = importlib.util.spec_from_file_location("build_games", RECORDS / "build_games.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_lesson_9_game_record_is_what_the_search_finds() -> None:
    stored = records.load(GAME)
    assert _builder().build() == json.loads(json.dumps(stored))


def test_lesson_9_game_is_lively_at_every_target() -> None:
    hands = [records.replay(hand)[-1] for hand in records.load(GAME)["hands"]]
    game = score_game(hands)
    assert len(game.lines) >= 4
    assert {line.declarers for line in game.lines} == {"NS", "EW"}
    assert not all(line.made for line in game.lines)
    assert score_game(hands, BidWhistRules(target=9)).over
    assert not score_game(hands[:-1], BidWhistRules(target=9)).over
