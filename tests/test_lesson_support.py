"""The helpers behind Bid Whist lessons 6–10: replaying records under other rules,
turning hands round the table, scoring runs of hands as games, the comparison
tables, and the lessons' check-yourself questions."""

from __future__ import annotations

from pathlib import Path

import pytest

from whist_core import records
from whist_core.bid_whist import BidWhistRules
from whist_core.bid_whist.variants import attempt, pretty_codes, rotate, score_game, under
from whist_core.questions.bid_whist_play import (
    game_questions,
    no_trump_questions,
    playing_questions,
    scoring_questions,
    variant_questions,
)

RECORDS = Path(__file__).resolve().parent.parent / "notebooks" / "records"


def rec(name: str) -> str:
    return str(RECORDS / f"{name}.json")


def replay(name: str):
    return records.replay(rec(name))


@pytest.mark.rule("V-BACK-DOOR")
def test_under_changes_only_the_switches_and_drops_lesson_keys() -> None:
    changed = under(rec("bw_9_2_downtown_set"), back_door=True)
    assert changed["rules"] == {"back_door": True} and "expect" not in changed
    assert under(rec("renege_claimed"), allow_renege=False)["rules"] == {}
    assert attempt(rec("bw_9_2_downtown_set"), back_door=True).final.result.score == {
        "NS": 0, "EW": 4}


@pytest.mark.rule("V-MIN4")
def test_attempt_keeps_the_refusal_with_place_and_rule() -> None:
    a = attempt(rec("dealer_forced_to_bid"), min_bid=4)
    assert not a.ok and a.final is None
    assert a.error.rule == "V-MIN4" and a.error.place.startswith("bid 4")


@pytest.mark.rule("BW-7.3")
@pytest.mark.parametrize("turns", [1, 2, 3])
def test_rotate_moves_every_seat_and_keeps_the_play(turns: int) -> None:
    original = replay("bw_9_1_downtown_ace_made")[-1]
    turned = records.replay(rotate(rec("bw_9_1_downtown_ace_made"), turns))[-1]
    seats = "NESW"
    assert turned.dealer == seats[(seats.index(original.dealer) + turns) % 4]
    assert [c for _, c in turned.played] == [c for _, c in original.played]
    books = original.result.books
    swap = turns % 2 == 1
    assert turned.result.books == ({"NS": books["EW"], "EW": books["NS"]} if swap else books)


@pytest.mark.rule("BW-6.6")
def test_rotate_by_one_moves_a_renege_claim_to_the_other_pair() -> None:
    turned = rotate(rec("renege_claimed"), 1)
    assert turned["renege_claims"] == [{"by": "EW", "trick": 3}]
    assert records.replay(turned)[-1].result.score == {"NS": 0, "EW": -4}


@pytest.mark.rule("V-TARGET", "V-TWO-SETS")
def test_score_game_stops_when_the_game_is_over() -> None:
    hands = [records.replay(rotate(rec(n), t))[-1] for n, t in (
        ("bw_9_2_downtown_set", 0), ("dealer_forced_to_bid", 3), ("joker_wins_trump_lead", 0),
        ("no_trump_downtown", 2), ("bw_9_3_five_bid_set", 2))]
    house = score_game(hands)
    assert not house.over and house.totals == {"NS": -1, "EW": 0}
    sets = score_game(hands, BidWhistRules(three_sets_lose=True))
    assert sets.winner == "EW" and len(sets.lines) == 5


def test_pretty_codes_writes_cards_as_on_the_cards() -> None:
    assert pretty_codes("LJ does not follow spades; E holds QS 10S") == (
        "little joker does not follow spades; E holds Q♠ 10♠")


@pytest.mark.rule("BW-4.6", "BW-5.3", "BW-6.2", "BW-7.1", "V-BACK-DOOR")
def test_every_lesson_question_has_one_right_answer_among_its_choices() -> None:
    bw91 = replay("bw_9_1_downtown_ace_made")
    series = [
        playing_questions(replay("joker_wins_trump_lead"), replay("bw_9_3_five_bid_overtricks")),
        no_trump_questions(replay("no_trump_joker_lead"), replay("no_trump_downtown"),
                           replay("no_trump_two_jokers")),
        scoring_questions(replay("renege_claimed")),
        game_questions(),
        variant_questions(bw91),
    ]
    for questions in series:
        assert len(questions) >= 5
        for q in questions:
            assert 0 <= q.answer < len(q.choices) and len(q.choices) >= 2
            assert len({c.label for c in q.choices}) == len(q.choices)
            assert q.rule and q.reason
    trump = series[0][0]
    assert trump.correct.label.startswith("West")          # the big joker wins (BW-4.6)
    joker_led = series[1][0]
    assert joker_led.correct.label.startswith("North")     # 10♣ after a joker lead (BW-5.3)


def test_comparison_marks_changes_and_refusals() -> None:
    from widgets.compare import FactTable, RulesComparison

    back = RulesComparison(rec("bw_9_2_downtown_set"), "V-BACK-DOOR on", back_door=True)
    assert back.rows[-1][2] == "NS set: NS 0 · EW +4" and "is-changed" in back.html.value
    refused = RulesComparison(rec("bw_9_1_downtown_ace_made"), "V-LEFT-LEADS on",
                              first_lead="left_of_dealer")
    assert "does not hold 8♠" in refused.rows[0][2] and "is-refused" in refused.html.value
    assert "<td>x</td>" in FactTable(["a", "b"], [["y", "x"]]).html.value
