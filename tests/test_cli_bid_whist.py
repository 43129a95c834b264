"""The command line contract of HAND_RECORDS.md for Bid Whist records."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import bw_model as m
import pytest
from helpers import refused_line, run_cli, write_record
from test_bid_whist_deal import GOLDEN, GOLDEN_SEED

DATA = Path(__file__).resolve().parent / "data" / "bid_whist"
MADE = json.loads((DATA / "bw_9_2_made.json").read_text(encoding="utf-8"))
RULE_ID = re.compile(r"\(((?:BW|GW)-\d+\.\d+|V-[A-Z0-9]+(?:-[A-Z0-9]+)*)\)$")


def replay_text(tmp_path: Path, record: dict | str):
    return run_cli("replay", str(write_record(tmp_path / "record.json", record)))



# ------------------------------------------------------------------ replay: success
@pytest.mark.rule("BW-9.2", "BW-6.1")
def test_replay_prints_the_result(tmp_path: Path) -> None:
    proc = replay_text(tmp_path, MADE)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    out = json.loads(proc.stdout)
    assert out["contract"]["declarer"] == "E"
    assert out["contract"]["bid"] == "4D"
    assert out["contract"]["kind"] == "downtown"
    assert out["contract"]["direction"] == "downtown"
    assert out["contract"]["trump"] == "spades"
    assert len(out["tricks"]) == 12
    for trick, (leader, cards, winner) in zip(out["tricks"], m.tricks_of(MADE), strict=True):
        assert trick["leader"] == leader and trick["cards"] == cards
        assert trick["winner"] == winner
    assert out["books"] == {"NS": 3, "EW": 10}
    assert out["made"] is True
    assert out["score"] == {"NS": 0, "EW": 4}
    assert out["complete"] is True


@pytest.mark.rule("BW-6.1", "BW-3.6")
def test_replay_of_a_hand_cut_off_early(tmp_path: Path) -> None:
    rec = dict(MADE, play=MADE["play"][:26])
    out = json.loads(replay_text(tmp_path, rec).stdout)
    assert out["complete"] is False
    assert "made" not in out and "score" not in out
    assert len([t for t in out["tricks"] if t["winner"]]) == 6
    assert sum(out["books"].values()) == 7  # six tricks and the kitty book
    auction = {k: v for k, v in MADE.items() if k not in ("declare", "discard", "play")}
    auction["bids"] = ["4D", "pass"]
    out = json.loads(replay_text(tmp_path, auction).stdout)
    assert out["contract"] is None and out["tricks"] == [] and out["complete"] is False


@pytest.mark.rule("BW-6.1")
def test_replay_reads_standard_input_and_keeps_extra_keys_out_of_the_way() -> None:
    rec = dict(MADE, lesson="BW-9.1", notes={"2": "the ace wins"})
    proc = run_cli("replay", "-", stdin=json.dumps(rec))
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["score"] == {"NS": 0, "EW": 4}


@pytest.mark.rule("BW-6.6")
def test_replay_applies_renege_claims(tmp_path: Path) -> None:
    rec = m.trump_design_record("W", 4, "U", 9, rules={"allow_renege": True}, renege_trick=6)
    rec["renege_claims"] = [{"by": "NS", "trick": 6}]
    out = json.loads(replay_text(tmp_path, rec).stdout)
    assert out["books"] == {"NS": 12, "EW": 1}
    assert out["score"] == {"NS": 6, "EW": 0} and out["made"] is True


# ------------------------------------------------------------------ deal
@pytest.mark.rule("BW-1.3", "BW-2.1", "BW-2.2", "BW-2.3")
def test_deal_prints_a_record_with_its_trace() -> None:
    proc = run_cli("deal", "--game", "bid-whist", "--seed", str(GOLDEN_SEED))
    assert proc.returncode == 0, proc.stderr
    rec = json.loads(proc.stdout)
    assert rec["game"] == "bid-whist"
    assert rec["dealer"] == GOLDEN["dealer"]  # the pinned deal of test_bid_whist_deal
    for seat in m.SEATS:
        assert " ".join(rec["hands"][seat]) == GOLDEN[seat]
    assert " ".join(t["card"] for t in rec["trace"]) == GOLDEN["order"]
    assert len(rec["kitty"]) == 6
    assert "bids" not in rec and "play" not in rec
    trace = rec["trace"]
    assert len(trace) == 54
    assert all(set(step) >= {"card", "to"} for step in trace)
    seat = m.left(rec["dealer"])
    for n, step in enumerate(trace, 1):
        if step["to"] == "kitty":
            assert 5 <= n <= 50
        else:
            assert step["to"] == seat
            seat = m.left(seat)
    again = run_cli("deal", "--seed", str(GOLDEN_SEED))  # bid-whist by default
    assert again.stdout == proc.stdout


@pytest.mark.rule("BW-1.3", "BW-2.2")
@pytest.mark.parametrize("dealer", ["N", "E", "S", "W"])
def test_deal_with_a_dealer_replays(dealer: str) -> None:
    proc = run_cli("deal", "--seed", "7", "--dealer", dealer)
    assert proc.returncode == 0, proc.stderr
    rec = json.loads(proc.stdout)
    assert rec["dealer"] == dealer
    back = run_cli("replay", "-", stdin=proc.stdout)
    assert back.returncode == 0, back.stderr
    out = json.loads(back.stdout)
    assert out["contract"] is None and out["complete"] is False


@pytest.mark.rule("BW-1.1")
def test_deal_with_a_bad_dealer_is_refused() -> None:
    line = refused_line(run_cli("deal", "--seed", "7", "--dealer", "Q"))
    assert "--dealer" in line and "BW-1.1" in line


# ------------------------------------------------------------------ bad records
def _with(**changes) -> dict:
    rec = copy.deepcopy(MADE)
    for key, value in changes.items():
        if value is ...:
            rec.pop(key, None)
        else:
            rec[key] = value
    return rec


def _hands(**changes) -> dict:
    hands = copy.deepcopy(MADE["hands"])
    hands.update(changes)
    return hands


FORMAT_CASES = {  # broken format: the place is named; no rule of RULES.md applies
    "bad JSON": ('{"game": "bid-whist",', "line 1 column"),
    "not an object": ("[1, 2, 3]", "record"),
    "unknown game": (_with(game="whist"), "game"),
    "no game": (_with(game=...), "game"),
    "unknown rules key": (_with(rules={"mulligan": True}), "rules.mulligan"),
    "rules not an object": (_with(rules=[]), "rules"),
    "missing hands": (_with(hands=...), "hands"),
    "missing kitty": (_with(kitty=...), "kitty"),
    "missing dealer": (_with(dealer=...), "dealer"),
    "hands not an object": (_with(hands=[]), "hands"),
    "unreadable card": (_with(hands=_hands(N=["ZZ", *MADE["hands"]["N"][1:]])),
                        "hands.N card 1"),
    "bids not a list": (_with(bids="4D pass pass pass"), "bids"),
    "bids an empty object": (_with(bids={}, declare=..., discard=..., play=...), "bids"),
    "bids false": (_with(bids=False, declare=..., discard=..., play=...), "bids"),
    "bids an empty string": (_with(bids="", declare=..., discard=..., play=...), "bids"),
    "null bids then declare": (_with(bids=None), "declare"),
    "play before discard": (_with(discard=None), "play"),
    "null declare then discard": (_with(declare=None), "discard"),
    "unreadable play": (_with(play=["5C", "QC", "XX"]), "play 3 (trick 1, seat W)"),
    "claim not an object": (_with(renege_claims=["NS 3"]), "renege_claims 1"),
}


@pytest.mark.parametrize("case", sorted(FORMAT_CASES))
def test_badly_formed_records_are_refused(case: str, tmp_path: Path) -> None:
    record, place = FORMAT_CASES[case]
    line = refused_line(replay_text(tmp_path, record))
    assert line.startswith(place), line


RULE_CASES = {  # name: (record, place at the start of the line, rule IDs accepted)
    "seat that does not exist": (_with(hands={**MADE["hands"], "X": []}), "hands.X", {"BW-1.1"}),
    "bad dealer": (_with(dealer="Q"), "dealer", {"BW-1.1"}),
    "11 cards": (_with(hands=_hands(N=MADE["hands"]["N"][:11])), "hands.N", {"BW-2.2"}),
    "13 cards": (_with(hands=_hands(N=[*MADE["hands"]["N"], "2C"])), "hands.N", {"BW-2.2"}),
    "kitty of 5": (_with(kitty=MADE["kitty"][:5]), "kitty", {"BW-2.2"}),
    "bad min_bid": (_with(rules={"min_bid": 5}), "rules.min_bid", {"V-MIN4"}),
    "bad target": (_with(rules={"target": 8}), "rules.target", {"V-TARGET"}),
    "bad first_lead": (_with(rules={"first_lead": "dealer"}), "rules.first_lead",
                       {"V-LEFT-LEADS"}),
    "bad allow_renege": (_with(rules={"allow_renege": "yes"}), "rules.allow_renege",
                         {"BW-6.6"}),
    "bad ace_low_downtown": (_with(rules={"ace_low_downtown": 1}), "rules.ace_low_downtown",
                             {"V-ACE-LOW-DOWN"}),
    "bad downtown_beats_uptown": (_with(rules={"downtown_beats_uptown": None}),
                                  "rules.downtown_beats_uptown", {"V-DOWN-OVER-UP"}),
    "bid that does not overcall": (_with(bids=["4D", "3NT", "pass", "pass"]), "bid 2 (seat S)",
                                   {"BW-3.3"}),
    "equal bid": (_with(bids=["4D", "4U", "pass", "pass"]), "bid 2 (seat S)", {"BW-3.3"}),
    "bid below three": (_with(bids=["2D", "pass", "pass", "pass"]), "bid 1 (seat E)",
                        {"BW-3.1"}),
    "dealer passes after three passes": (_with(bids=["pass"] * 4), "bid 4 (seat N)",
                                         {"BW-2.5"}),
    "five bids": (_with(bids=["4D", "pass", "pass", "pass", "pass"]), "bid 5", {"BW-2.4"}),
    "declare before four bids": (_with(bids=["4D", "pass", "pass"]), "declare", {"BW-2.4"}),
    "direction after a suit bid": (_with(declare="uptown"), "declare", {"BW-3.4"}),
    "suit after a no-trump bid": (_with(bids=["4NT", "pass", "pass", "pass"]), "declare",
                                  {"BW-3.4"}),
    "discard of a card not held": (_with(discard=["6D", *MADE["discard"][1:]]), "discard",
                                   {"BW-3.5"}),
    "discard of five": (_with(discard=MADE["discard"][:5]), "discard", {"BW-3.5"}),
    "a card not held": (_with(play=["QS"]), "play 1 (trick 1, seat E)", {"BW-4.4"}),
    "a card already played": (_with(play=["5C", "QC", "3C", "AC", "3H", "AH", "KH", "2H",
                                          "5C"]), "play 9 (trick 3, seat E)", {"BW-4.4"}),
    "more than 48 plays": (_with(play=[*MADE["play"], "AS"]), "play", {"BW-6.1"}),
    "claim naming a clean trick": (_with(renege_claims=[{"by": "NS", "trick": 3}]),
                                   "renege_claims 1", {"BW-6.6"}),
    "claim without a trick": (_with(renege_claims=[{"by": "NS"}]), "renege_claims 1",
                              {"BW-6.6"}),
    "claim by nobody": (_with(renege_claims=[{"by": "NW", "trick": 2}]), "renege_claims 1",
                        {"BW-1.1", "BW-6.6"}),
}


@pytest.mark.parametrize("case", sorted(RULE_CASES))
def test_records_breaking_a_rule_are_refused_naming_place_and_rule(case: str,
                                                                   tmp_path: Path) -> None:
    record, place, rule_ids = RULE_CASES[case]
    line = refused_line(replay_text(tmp_path, record))
    assert re.match(re.escape(place) + r"[:.]", line), line
    found = RULE_ID.search(line)
    assert found, f"no rule ID at the end: {line}"
    assert found.group(1) in rule_ids, line


@pytest.mark.rule("BW-1.2")
def test_a_card_dealt_twice_names_both_holders(tmp_path: Path) -> None:
    dup = MADE["hands"]["N"][3]  # 9H, also given to South in place of South's first card
    rec = _with(hands=_hands(S=[dup, *MADE["hands"]["S"][1:]]))
    line = refused_line(replay_text(tmp_path, rec))
    assert line.startswith(f"hands: {dup} is dealt twice (N and S)"), line
    assert RULE_ID.search(line), line


@pytest.mark.rule("BW-5.2")
def test_bad_nt_jokers_value_names_a_rule(tmp_path: Path) -> None:
    line = refused_line(replay_text(tmp_path, _with(rules={"nt_jokers": "sometimes"})))
    assert line.startswith("rules.nt_jokers:")
    assert RULE_ID.search(line), line


@pytest.mark.rule("BW-4.4")
def test_not_following_suit_names_play_trick_seat_and_holding(tmp_path: Path) -> None:
    """`play 14 (trick 4, seat W): 7C does not follow hearts; W holds 2H`-style."""
    declarer, _, trump, _ = m.contract_of(MADE)
    hands = {s: list(MADE["hands"][s]) for s in m.SEATS}
    hands[declarer] += MADE["kitty"]
    for c in MADE["discard"]:
        hands[declarer].remove(c)
    found = None
    tricks = m.tricks_of(MADE)
    for k, (leader, cards, _) in enumerate(tricks):
        seats = [leader, m.left(leader), m.partner(leader), m.right(leader)]
        for i in range(1, 4):
            seat, led = seats[i], m.counts_as(cards[0], trump)
            same = [c for c in hands[seat] if m.counts_as(c, trump) == led]
            other = [c for c in hands[seat] if m.counts_as(c, trump) != led]
            if same and other and not found:
                found = (4 * k + i + 1, k + 1, seat, other[0], led, same)
        for s, c in zip(seats, cards, strict=True):
            hands[s].remove(c)
    assert found, "the worked record has a trick to break"
    n, t, seat, card, led, same = found
    rec = _with(play=[*MADE["play"][: n - 1], card])
    line = refused_line(replay_text(tmp_path, rec))
    prefix = f"play {n} (trick {t}, seat {seat}): {card} does not follow {m.SUIT_WORDS[led]}; " \
             f"{seat} holds "
    assert line.startswith(prefix), line
    listed = line[len(prefix):].split(" (")[0].split()
    assert sorted(listed) == sorted(same), line
    assert line.endswith(("(BW-4.4)", "(BW-4.6)")), line


@pytest.mark.rule("BW-6.1")
def test_a_missing_file_is_refused_in_one_line(tmp_path: Path) -> None:
    line = refused_line(run_cli("replay", str(tmp_path / "nowhere.json")))
    assert "nowhere.json" in line


@pytest.mark.rule("BW-2.4")
def test_a_deal_record_with_bad_bids_from_the_command_line(tmp_path: Path) -> None:
    deal = json.loads(run_cli("deal", "--seed", "3", "--dealer", "E").stdout)
    deal["bids"] = ["5U", "4NT"]
    line = refused_line(replay_text(tmp_path, deal))
    assert line.startswith("bid 2 (seat W):") and line.endswith("(BW-3.3)"), line
