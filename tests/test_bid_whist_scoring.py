"""Scoring and the game (BW-6, BW-7, BW-9.2 – BW-9.6, V-TARGET, V-DEFENDERS-SCORE),
through complete hands replayed from records wherever possible."""

from __future__ import annotations

import json
from pathlib import Path

import bw_model as m
import pytest

from whist_core import RuleError, records
from whist_core.bid_whist import HOUSE, BidWhistRules, Game, contract_score
from whist_core.errors import WhistError
from whist_core.family.record import record_of
from whist_core.family.systems.house import new_hand

DATA = Path(__file__).resolve().parent / "data" / "bid_whist"


def final(record: dict):
    return records.replay(record)[-1]


def outcome(record: dict) -> dict:
    result = records.summary(record)
    assert result["complete"] is True
    assert result["books"] == m.books_of(record)  # no claims: books straight from tricks
    return result


def declarers(dealer: str) -> str:
    """The designs make the seat left of the dealer the declarer."""
    return m.pair(m.left(dealer))


# ------------------------------------------------------------------ BW-6.1
@pytest.mark.rule("BW-6.1", "BW-3.6")
@pytest.mark.parametrize("books", [1, 4, 7, 10, 13])
def test_twelve_tricks_and_the_kitty_make_thirteen_books(books: int) -> None:
    rec = m.nt_block_record("S", 4, "uptown", books)
    state = final(rec)
    assert len(state.tricks) == 12
    assert sum(state.books.values()) == 13
    assert state.books[declarers("S")] == books
    assert state.result.books == state.books


@pytest.mark.rule("BW-6.1")
def test_made_and_score_only_once_complete() -> None:
    rec = m.nt_block_record("S", 4, "uptown", 10)
    for n in (0, 1, 47):
        part = dict(rec, play=rec["play"][:n])
        result = records.summary(part)
        assert result["complete"] is False
        assert "made" not in result and "score" not in result
        assert sum(result["books"].values()) == 1 + n // 4  # the kitty book from the discard on
    assert final(dict(rec, play=rec["play"][:47])).result is None
    stopped = records.summary(dict(rec, play=None, discard=None, declare=None,
                                   bids=rec["bids"][:3]))
    assert stopped["contract"] is None


# ------------------------------------------------------------------ BW-6.2 .. BW-6.4
@pytest.mark.rule("BW-6.2")
def test_made_scores_every_book_over_six_not_just_the_bid() -> None:
    result = outcome(m.trump_design_record("W", 3, "U", 12))
    assert result["made"] is True
    assert result["score"] == {"NS": 6, "EW": 0}
    result = outcome(m.trump_design_record("N", 4, "D", 10))  # East declares downtown
    assert result["made"] is True and result["score"] == {"NS": 0, "EW": 4}


@pytest.mark.rule("BW-6.3")
@pytest.mark.parametrize(("level", "books"), [(4, 9), (5, 10), (6, 11), (7, 12), (5, 9)])
def test_set_loses_the_bid_and_the_books_score_nothing(level: int, books: int) -> None:
    result = outcome(m.trump_design_record("E", level, "U", books))  # South declares
    assert result["made"] is False
    assert result["score"] == {"NS": -level, "EW": 0}


@pytest.mark.rule("BW-6.4")
@pytest.mark.parametrize(("level", "books", "score"), [
    (3, 9, 6), (3, 8, -6), (4, 10, 8), (4, 9, -8), (5, 13, 14), (7, 12, -14), (3, 1, -6),
])
def test_no_trump_doubles_both_ways(level: int, books: int, score: int) -> None:
    for direction in ("uptown", "downtown"):
        result = outcome(m.nt_block_record("E", level, direction, books))
        assert result["score"] == {"NS": score, "EW": 0}
        assert result["made"] is (score > 0)


@pytest.mark.rule("BW-6.2", "BW-6.3", "BW-6.4")
def test_contract_score_table() -> None:
    for level in range(3, 8):
        for books in range(14):
            for nt in (False, True):
                assert contract_score(level, nt, books) == m.hand_score(level, nt, books)


# ------------------------------------------------------------------ BW-6.5
@pytest.mark.rule("BW-6.5")
def test_defenders_always_score_zero() -> None:
    for books in (1, 3, 6, 9, 12):
        result = outcome(m.nt_block_record("W", 4, "uptown", books))
        assert result["score"]["EW"] == 0
    # a suit contract in which the defenders take every trick
    result = outcome(_hearts_for_the_heart_hand("W"))
    assert result["books"] == {"NS": 1, "EW": 12}
    assert result["score"] == {"NS": -4, "EW": 0}


def _hearts_for_the_heart_hand(dealer: str, rules: dict | None = None) -> dict:
    """The no-trump block deal, but the declarer names hearts trump: the hearts hand on
    his left ruffs his first spade and runs its hearts. Declarers: the kitty book only."""
    rec = m.nt_block_record(dealer, 4, "uptown", 13, rules)
    rec = dict(rec, bids=["4U", "pass", "pass", "pass"], declare="hearts")
    return m.autoplay_record(rec)


# ------------------------------------------------------------------ BW-6.6
RENEGE = {"allow_renege": True}


@pytest.mark.rule("BW-6.6")
def test_renege_claim_moves_three_books() -> None:
    rec = m.trump_design_record("W", 4, "U", 9, rules=RENEGE, renege_trick=6)
    state = final(rec)
    assert state.reneges == [(6, "E")]
    assert state.books == {"NS": 9, "EW": 4}
    assert state.result.made is False  # without the claim North–South are set
    claimed = state.claim_renege("NS", 6)
    assert claimed.result.books == {"NS": 12, "EW": 1}
    assert claimed.result.made is True
    assert claimed.result.score == {"NS": 6, "EW": 0}
    via_record = records.summary(dict(rec, renege_claims=[{"by": "NS", "trick": 6}]))
    assert via_record["books"] == {"NS": 12, "EW": 1}
    assert via_record["score"] == {"NS": 6, "EW": 0}
    assert via_record["tricks"][5]["reneges"] == ["E"]


@pytest.mark.rule("BW-6.6")
def test_renege_with_fewer_than_three_books_gives_all_thirteen() -> None:
    rec = m.trump_design_record("W", 4, "U", 11, rules=RENEGE, renege_trick=4)
    state = final(rec)
    assert state.books == {"NS": 11, "EW": 2}
    result = state.claim_renege("NS", 4).result
    assert result.books == {"NS": 13, "EW": 0}
    assert result.score == {"NS": 7, "EW": 0}


@pytest.mark.rule("BW-6.6")
def test_a_renege_by_the_declarers_is_claimed_by_the_defenders() -> None:
    base = m.trump_design_record("W", 4, "U", 11, rules=RENEGE)
    # North keeps 3H 4H; in trick 2 North ruffs East's heart while holding 4H
    rec = m.autoplay_record(base, script=["3H", "AH", "AD", "AC", "KH", "KD", "KC", "AS"])
    state = final(rec)
    assert state.reneges == [(2, "N")]
    books = m.books_of(rec)
    assert state.books == books
    with pytest.raises(RuleError) as err:
        state.claim_renege("NS", 2)  # North–South cannot claim their own renege
    assert err.value.rule == "BW-6.6"
    result = state.claim_renege("EW", 2).result
    assert result.books == m.after_claims(books, ["EW"])
    assert result.score["NS"] == m.hand_score(4, False, result.books["NS"])
    assert result.score["EW"] == 0


@pytest.mark.rule("BW-6.6")
def test_claims_apply_in_order() -> None:
    rec = m.trump_design_record("W", 4, "U", 9, rules=RENEGE, renege_trick=6)
    # a second renege by East in trick 7: a heart while holding spades again
    state = records.replay(dict(rec, play=rec["play"][:25]))[-1]
    assert state.to_act == "E" and any(c.endswith("S") for c in m.hand_codes(state, "E"))
    east_heart = next(c for c in m.hand_codes(state, "E") if c.endswith("H"))
    rec2 = m.autoplay_record(rec, script=[*rec["play"][:25], east_heart])
    done = final(rec2)
    assert done.reneges == [(6, "E"), (7, "E")]
    books = m.books_of(rec2)
    assert done.books == books
    one = done.claim_renege("NS", 6).result
    assert one.books == m.after_claims(books, ["NS"])
    both = done.claim_renege("NS", 6).claim_renege("NS", 7).result
    assert both.books == m.after_claims(books, ["NS", "NS"])
    assert both.books != one.books
    summary = records.summary(dict(rec2, renege_claims=[{"by": "NS", "trick": 6},
                                                       {"by": "NS", "trick": 7}]))
    assert summary["books"] == both.books


@pytest.mark.rule("BW-6.6")
@pytest.mark.parametrize(("by", "trick"), [
    ("NS", 5),    # no renege in trick 5
    ("EW", 6),    # East–West cannot claim East's renege
    ("NS", 13),   # there is no trick 13
    ("NS", 0),
    ("NS", "6"),  # a trick number, not text
    ("NW", 6),    # not a partnership
])
def test_bad_claims_are_refused(by: str, trick) -> None:
    rec = m.trump_design_record("W", 4, "U", 9, rules=RENEGE, renege_trick=6)
    state = final(rec)
    before = m.snapshot(state)
    with pytest.raises(RuleError) as err:
        state.claim_renege(by, trick)
    assert err.value.rule == "BW-6.6"
    assert m.snapshot(state) == before
    with pytest.raises(WhistError) as err:
        records.replay(dict(rec, renege_claims=[{"by": by, "trick": trick}]))
    assert err.value.place and err.value.place.startswith("renege_claims 1")


@pytest.mark.rule("BW-6.6")
def test_a_claim_cannot_name_a_trick_not_yet_played() -> None:
    rec = m.trump_design_record("W", 4, "U", 9, rules=RENEGE, renege_trick=6)
    part = records.replay(dict(rec, play=rec["play"][:20]))[-1]  # five tricks played
    with pytest.raises(RuleError) as err:
        part.claim_renege("NS", 6)
    assert err.value.rule == "BW-6.6"


@pytest.mark.rule("BW-6.6")
def test_one_renege_is_penalised_once() -> None:
    rec = m.trump_design_record("W", 4, "U", 9, rules=RENEGE, renege_trick=6)
    state = final(rec).claim_renege("NS", 6)
    with pytest.raises(RuleError):
        state.claim_renege("NS", 6)


@pytest.mark.rule("BW-6.6", "BW-4.4")
def test_without_allow_renege_a_renege_is_refused_and_nothing_can_be_claimed() -> None:
    rec = m.trump_design_record("W", 4, "U", 9)
    state = records.replay(dict(rec, play=rec["play"][:21]))[-1]  # East to play in trick 6
    assert state.to_act == "E"
    heart = next(c for c in m.hand_codes(state, "E") if c.endswith("H"))
    with pytest.raises(RuleError) as err:
        state.play(heart)
    assert err.value.rule == "BW-4.4"
    done = final(rec)
    for t in range(1, 13):
        with pytest.raises(RuleError):
            done.claim_renege("NS", t)


@pytest.mark.rule("BW-6.6", "BW-4.6")
def test_a_lone_joker_held_back_is_a_renege_when_allowed() -> None:
    rules = BidWhistRules(allow_renege=True)
    hands = {  # deal P of the play tests: East's only trump is the little joker
        "N": "AS KS QS JS 10S AH KH AD KD AC KC QC",
        "E": "LJ QH JH 10H 9H 8H QD JD 10D JC 10C 9C",
        "S": "BJ 9S 8S 7H 6H 5H 9D 8D 7D 8C 7C 6C",
        "W": "7S 6S 5S 4S 4H 3H 2H 6D 5D 4D 3D 2D",
    }
    state = m.start_play("N", "4U", "spades", rules=rules, kitty="3S 2S 5C 4C 3C 2C", **hands)
    state = m.play_all(state, "10S QH 8S 4S")
    assert state.tricks[0].reneges == ("E",)
    # allow_renege excuses nothing else: a card not held is still refused
    with pytest.raises(RuleError):
        state.play("7H")


# ------------------------------------------------------------------ BW-9.2
@pytest.mark.rule("BW-9.2", "BW-9.1", "BW-6.2", "BW-6.3", "BW-6.4")
@pytest.mark.parametrize(("name", "books", "score"), [
    ("made", 10, 4), ("set", 9, -4), ("nt_made", 10, 8), ("nt_set", 9, -8),
])
def test_worked_example_scores(name: str, books: int, score: int) -> None:
    """B's pair bid 4 and took 10 books with the kitty: +4; with 9: −4; no trump ±8."""
    rec = json.loads((DATA / f"bw_9_2_{name}.json").read_text(encoding="utf-8"))
    result = outcome(rec)
    assert result["contract"]["declarer"] == "E"  # B
    assert result["contract"]["bid"].startswith("4")
    assert result["books"]["EW"] == books
    assert result["score"] == {"EW": score, "NS": 0}
    for leader, cards, winner in m.tricks_of(rec):  # every trick by the rules text
        assert leader in m.SEATS and len(cards) == 4 and winner in m.SEATS


# ------------------------------------------------------------------ BW-9.3 .. BW-9.6
@pytest.mark.rule("BW-9.3")
@pytest.mark.parametrize(("books", "score"), [(10, -5), (12, 6)])
def test_bid_five_ten_or_twelve_books(books: int, score: int) -> None:
    for kind in ("U", "D"):
        result = outcome(m.trump_design_record("S", 5, kind, books))  # West declares
        assert result["books"]["EW"] == books
        assert result["score"] == {"EW": score, "NS": 0}


@pytest.mark.rule("BW-9.4")
@pytest.mark.parametrize(("books", "score"), [(11, 10), (8, -8)])
def test_four_no_trump_eleven_or_eight_books(books: int, score: int) -> None:
    result = outcome(m.nt_block_record("N", 4, "downtown", books))  # East declares
    assert result["contract"]["kind"] == "no trump"
    assert result["books"]["EW"] == books
    assert result["score"] == {"EW": score, "NS": 0}


@pytest.mark.rule("BW-9.5", "BW-7.1")
def test_bid_four_from_zero_with_fewer_than_ten_books() -> None:
    game = Game(HOUSE, "W")
    game = game.add(final(m.trump_design_record("W", 4, "U", 9)))
    assert game.totals == {"NS": -4, "EW": 0}
    assert game.lines[0].made is False and game.lines[0].books == 9
    assert game.winner is None


@pytest.mark.rule("BW-9.6")
@pytest.mark.parametrize(("record", "score"), [
    (m.trump_design_record("W", 3, "U", 13), 7),
    (m.trump_design_record("W", 7, "D", 13), 7),
    (m.nt_block_record("W", 4, "uptown", 13), 14),
])
def test_all_thirteen_books_is_a_boston_whatever_the_bid(record: dict, score: int) -> None:
    result = outcome(record)
    assert result["books"] == {"NS": 13, "EW": 0}
    assert result["boston"] is True
    assert result["score"]["NS"] == score


@pytest.mark.rule("BW-9.6")
def test_twelve_books_is_no_boston_and_a_seven_bid_needs_all_thirteen() -> None:
    result = outcome(m.trump_design_record("W", 7, "U", 12))
    assert result["boston"] is False
    assert result["made"] is False and result["score"]["NS"] == -7
    assert outcome(m.trump_design_record("W", 6, "U", 12))["boston"] is False


# ------------------------------------------------------------------ BW-7 with Game
def _hand(dealer: str, kind: str, level: int, books: int, rules: dict | None = None):
    if kind == "NT":
        return final(m.nt_block_record(dealer, level, "uptown", books, rules))
    return final(m.trump_design_record(dealer, level, kind, books, rules))


@pytest.mark.rule("BW-7.1", "BW-1.4")
def test_game_starts_at_zero_and_plus_seven_wins() -> None:
    game = Game(HOUSE, "N")
    assert game.totals == {"NS": 0, "EW": 0} and game.winner is None
    assert game.history() == [{"NS": 0, "EW": 0}]
    game = game.add(_hand("N", "U", 4, 10))  # East–West +4
    assert game.totals == {"NS": 0, "EW": 4} and not game.over
    game = game.add(_hand("E", "U", 3, 9))  # North–South +3
    assert game.totals == {"NS": 3, "EW": 4} and not game.over
    game = game.add(_hand("S", "U", 3, 9))  # East–West +3: 7
    assert game.totals == {"NS": 3, "EW": 7}
    assert game.winner == "EW" and game.over
    assert [line.totals for line in game.lines] == game.history()[1:]
    with pytest.raises(RuleError) as err:
        game.add(_hand("W", "U", 3, 9))
    assert err.value.rule == "BW-7.1"


@pytest.mark.rule("BW-7.1")
def test_minus_seven_loses() -> None:
    game = Game(HOUSE, "W").add(_hand("W", "U", 7, 12))  # North–South set: −7
    assert game.totals == {"NS": -7, "EW": 0}
    assert game.winner == "EW"
    game = Game(HOUSE, "W").add(_hand("W", "U", 6, 11))  # −6 is not yet lost
    assert game.winner is None


@pytest.mark.rule("BW-7.1", "BW-1.4")
def test_six_is_not_enough() -> None:
    game = Game(HOUSE, "W").add(_hand("W", "U", 3, 12))
    assert game.totals["NS"] == 6 and game.winner is None
    assert HOUSE.target == 7


@pytest.mark.rule("BW-7.2", "BW-6.5")
def test_only_the_declaring_pair_score_changes() -> None:
    game = Game(HOUSE, "N")
    plan = [("N", "U", 3, 9), ("E", "U", 4, 9), ("S", "D", 3, 9), ("W", "NT", 3, 4)]
    for dealer, kind, level, books in plan:
        before = game.totals
        game = game.add(_hand(dealer, kind, level, books))
        line = game.lines[-1]
        decl = declarers(dealer)
        assert line.declarers == decl
        assert line.change[m.other(decl)] == 0
        assert game.totals[m.other(decl)] == before[m.other(decl)]
        expected = m.hand_score(level, kind == "NT", books)
        assert line.change[decl] == expected
        assert game.totals[decl] == before[decl] + expected


@pytest.mark.rule("BW-7.3", "BW-1.3")
def test_the_deal_passes_to_the_left() -> None:
    game = Game(HOUSE, "S")
    assert game.next_dealer == "S"
    game = game.add(_hand("S", "U", 3, 9))
    assert game.next_dealer == "W"
    with pytest.raises(RuleError) as err:
        game.add(_hand("N", "U", 3, 9))  # not West's deal
    assert err.value.rule == "BW-7.3"
    game = game.add(_hand("W", "U", 3, 9))
    assert game.next_dealer == "N"
    assert [line.dealer for line in game.lines] == ["S", "W"]


@pytest.mark.rule("BW-7.3", "BW-6.1")
def test_only_complete_hands_are_added() -> None:
    rec = m.nt_block_record("N", 4, "uptown", 7)
    partial = records.replay(dict(rec, play=rec["play"][:40]))[-1]
    with pytest.raises(RuleError):
        Game(HOUSE, "N").add(partial)


@pytest.mark.rule("BW-7.3")
def test_next_hand_is_a_fresh_54_card_deal() -> None:

    game = Game(HOUSE, "N").add(_hand("N", "U", 3, 9))
    nxt = new_hand(99, game.next_dealer)
    cards = [c.code for s in m.SEATS for c in nxt.hand(s)] + [c.code for c in nxt.kitty]
    assert sorted(cards) == sorted(m.DECK54)
    assert nxt.dealer == "E"


# ------------------------------------------------------------------ V-TARGET
@pytest.mark.rule("V-TARGET")
def test_target_five() -> None:
    rules = BidWhistRules(target=5)
    game = Game(rules, "W").add(_hand("W", "U", 3, 11, {"target": 5}))
    assert game.totals["NS"] == 5 and game.winner == "NS"
    house = Game(HOUSE, "W").add(_hand("W", "U", 3, 11))
    assert house.winner is None
    lose = Game(rules, "W").add(_hand("W", "U", 5, 10, {"target": 5}))
    assert lose.totals["NS"] == -5 and lose.winner == "EW"


@pytest.mark.rule("V-TARGET")
def test_target_nine() -> None:
    rules = BidWhistRules(target=9)
    r = {"target": 9}
    game = Game(rules, "W").add(_hand("W", "U", 3, 13, r))  # +7
    assert game.totals["NS"] == 7 and game.winner is None
    game = game.add(_hand("N", "U", 3, 9, r))  # East–West +3
    game = game.add(_hand("E", "U", 3, 9, r))  # North–South +3: 10
    assert game.totals == {"NS": 10, "EW": 3} and game.winner == "NS"
    down = Game(rules, "W").add(_hand("W", "U", 7, 12, r))  # −7
    assert down.winner is None
    down = down.add(_hand("N", "U", 3, 9, r)).add(_hand("E", "U", 4, 9, r))  # −4: −11
    assert down.totals["NS"] == -11 and down.winner == "EW"


@pytest.mark.rule("V-TARGET")
def test_target_values_are_checked() -> None:
    for bad in (0, 6, 10, -7, "7"):
        with pytest.raises(WhistError):
            BidWhistRules(target=bad)


# ------------------------------------------------------------------ V-DEFENDERS-SCORE
@pytest.mark.rule("V-DEFENDERS-SCORE")
def test_defenders_score_books_over_six() -> None:
    on = {"defenders_score": True}
    nt = outcome(m.nt_block_record("W", 4, "uptown", 4, on))
    assert nt["books"] == {"NS": 4, "EW": 9}
    assert nt["score"] == {"NS": -8, "EW": 6}  # 2 a book over six at no trump
    suit = outcome(_hearts_for_the_heart_hand("W", on))
    assert suit["books"] == {"NS": 1, "EW": 12}
    assert suit["score"] == {"NS": -4, "EW": 6}  # 1 a book over six with trumps
    few = outcome(m.trump_design_record("W", 4, "U", 9, on))
    assert few["score"] == {"NS": -4, "EW": 0}  # four books: nothing
    six = outcome(m.nt_block_record("W", 3, "uptown", 7, on))
    assert six["score"] == {"NS": -6, "EW": 0}  # six books: nothing over six


@pytest.mark.rule("V-DEFENDERS-SCORE", "BW-7.2")
def test_defenders_score_moves_both_totals() -> None:
    rules = BidWhistRules(defenders_score=True)
    hand = final(m.nt_block_record("W", 4, "uptown", 4, {"defenders_score": True}))
    game = Game(rules, "W").add(hand)
    assert game.totals == {"NS": -8, "EW": 6}


# ------------------------------------------------------------------ BW-8.2
@pytest.mark.rule("BW-8.2")
def test_house_rules_are_the_chosen_variant() -> None:
    assert HOUSE.min_bid == 3
    assert HOUSE.ace_low_downtown is False  # ace high downtown
    assert HOUSE.nt_jokers == "hold"        # jokers stay in hand at no trump
    assert HOUSE.jokers == 2 and HOUSE.kitty_size == 6 and HOUSE.deck_size == 54
    assert HOUSE.downtown_beats_uptown is False
    assert HOUSE.first_lead == "declarer"
    assert HOUSE.allow_renege is False
    assert HOUSE.defenders_score is False
    assert HOUSE.target == 7
    assert BidWhistRules() == HOUSE
    assert HOUSE.to_record() == {}
    assert BidWhistRules.from_record({}) == HOUSE
    assert BidWhistRules.from_record(None) == HOUSE


@pytest.mark.rule("BW-8.2")
def test_switch_names_and_values_match_the_record_format() -> None:
    switches = BidWhistRules.switches()
    expected = {
        "min_bid": (3, 4), "downtown_beats_uptown": (False, True),
        "ace_low_downtown": (False, True), "first_lead": ("declarer", "left_of_dealer"),
        "nt_jokers": ("hold", "anytime", "first_discard", "kitty"),
        "allow_renege": (False, True), "target": (7, 5, 9),
    }
    for key, values in expected.items():
        assert tuple(switches[key][0]) == values, key
        assert getattr(HOUSE, key) == values[0]


@pytest.mark.rule("BW-8.2")
def test_a_variant_record_round_trips_its_rules() -> None:
    rules = {"min_bid": 4, "nt_jokers": "kitty", "target": 9}
    rec = m.nt_block_record("W", 4, "uptown", 10, rules)
    state = final(rec)
    assert state.rules == BidWhistRules(**rules)
    assert record_of(state)["rules"] == rules
