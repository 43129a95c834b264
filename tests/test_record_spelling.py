"""One spelling for every game's records (HAND_RECORDS.md "Notation" and "Records of the
other systems", issue 20): the points on which the readers used to disagree."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from whist_core import records
from whist_core.errors import RecordError, WhistError

RECORDS = Path(__file__).resolve().parent.parent / "notebooks" / "records"


def _load(name: str) -> dict:
    return records.load(RECORDS / name)


def _first_bid(record: dict) -> int:
    return next(i for i, b in enumerate(record["bids"]) if b != "pass")


@pytest.mark.parametrize("spelling", ["UPTOWN", " Uptown ", "uptown"])
def test_a_ranking_is_a_word_in_any_case_with_spaces_around(spelling: str) -> None:
    rec = _load("sys_bid-whist-52_1_first_trick_two_books.json")
    assert rec["declare"]["ranking"] == "uptown"
    plain = records.summary(rec)
    rec["declare"]["ranking"] = spelling
    assert records.summary(rec) == plain


@pytest.mark.parametrize(("name", "bad"), [
    ("sys_hawaii_1_made_one_point.json", "0{}"), ("sys_hawaii_1_made_one_point.json", "+{}"),
    ("sys_boston_1_trump_by_lead.json", "0{}"), ("sys_cutthroat_1_every_player_scores.json", "0{}"),
    ("sys_rhode-island_1_every_book_counts.json", "+{}"),
    ("sys_cincinnati_1_special_downtown.json", "0{}"), ("bw_9_2_no_trump_made.json", "0{}")])
def test_a_bids_number_has_no_sign_and_no_leading_zero(name: str, bad: str) -> None:
    rec = _load(name)
    i = _first_bid(rec)
    rec["bids"][i] = bad.format(rec["bids"][i])
    with pytest.raises(WhistError) as err:
        records.summary(rec)
    assert err.value.place.startswith(f"bid {i + 1}") and repr(rec["bids"][i]) in str(err.value)


@pytest.mark.parametrize(("name", "players"), [
    ("sys_cutthroat_1_every_player_scores.json", 4.0), ("sys_hawaii_1_made_one_point.json", 4.0)])
def test_players_is_a_json_integer(name: str, players: float) -> None:
    rec = _load(name)
    rec["players"] = players
    with pytest.raises(RecordError) as err:
        records.summary(rec)
    assert err.value.place == "players" and "whole number" in str(err.value)


def test_a_german_whist_trick_in_progress_has_prize_null() -> None:
    rec = _load("gw_6_1_nine_four.json")
    rec["play"] = rec["play"][:3]
    last = records.summary(rec)["tricks"][-1]
    assert last["stage"] == 1 and last["winner"] is None and "prize" in last
    assert last["prize"] is None


@pytest.mark.parametrize("name", ["sys_boston_1_trump_by_lead.json",
                                  "sys_rhode-island_1_every_book_counts.json",
                                  "sys_hawaii_1_made_one_point.json"])
def test_no_kind_before_the_declaration_where_no_trump_may_still_be_declared(name: str) -> None:
    rec = _load(name)
    for key in ("declare", "discard", "play"):
        rec.pop(key, None)
    contract = records.summary(copy.deepcopy(rec))["contract"]
    assert contract["kind"] is None and contract["direction"] == "uptown"
