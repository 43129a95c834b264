"""The engine's extra Part B switches beyond HAND_RECORDS.md's table."""

from __future__ import annotations

import pytest

from whist_core import cards
from whist_core.bid_whist import BidWhistRules, Game, Ranking
from whist_core.cards import Suit
from whist_core.errors import RecordError
from whist_core.family.systems.house import contract_score, hand_result, new_hand
from whist_core.narrate import table_step


def ranking(rules: BidWhistRules, trump: Suit | None, direction: str = "uptown") -> Ranking:
    return Ranking.named(direction, trump, rules)


@pytest.mark.rule("V-DEUCE-SPADES")
def test_deuce_of_spades_is_a_trump_below_the_jokers() -> None:
    r = ranking(BidWhistRules(deuce_spades=True), Suit.HEARTS)
    trick = cards("AH 2S KH LJ")
    assert r.winner(trick) == 3  # the little joker still beats it
    assert r.winner(cards("AH 2S KH QH")) == 1  # 2♠ beats the ace of trumps
    assert r.suit_of(cards("2S")[0]) is Suit.HEARTS
    assert [c.code for c in r.ladder(Suit.HEARTS)[:4]] == ["BJ", "LJ", "2S", "AH"]
    assert "2S" not in [c.code for c in r.ladder(Suit.SPADES)]


@pytest.mark.rule("V-DEUCE-SPADES")
def test_deuce_of_spades_is_an_ordinary_spade_at_no_trump() -> None:
    r = ranking(BidWhistRules(deuce_spades=True), None)
    assert r.suit_of(cards("2S")[0]) is Suit.SPADES
    assert r.winner(cards("3S 2S AS KS")) == 2


@pytest.mark.rule("V-DEUCE-SPADES", "BW-4.4")
def test_deuce_of_spades_follows_a_trump_lead_not_a_spade_lead() -> None:
    from whist_core.family.ranking import legal_cards

    rules = BidWhistRules(deuce_spades=True)
    r = ranking(rules, Suit.HEARTS)
    hand = cards("2S 9S 4C")
    assert legal_cards(hand, cards("AH"), r, rules) == list(cards("2S"))
    assert legal_cards(hand, cards("KS"), r, rules) == list(cards("9S"))


@pytest.mark.rule("V-BOSTON-BONUS")
def test_boston_bonus_makes_a_seven_bid_worth_28() -> None:
    assert contract_score(7, False, 13, BidWhistRules(boston_bonus=True)) == 28
    assert contract_score(7, False, 13, BidWhistRules()) == 7
    assert contract_score(7, False, 12, BidWhistRules(boston_bonus=True)) == -7


@pytest.mark.rule("V-BACK-DOOR")
def test_back_door_gives_the_lost_bid_to_the_opponents() -> None:
    books = {"NS": 4, "EW": 9}
    result = hand_result("EW", 4, False, books, rules=BidWhistRules(back_door=True))
    assert result.score == {"NS": 4, "EW": 0}
    assert hand_result("EW", 4, False, books).score == {"NS": 0, "EW": -4}


@pytest.mark.rule("V-RENEGE-CLAIM", "BW-6.6")
def test_wrong_claim_costs_three_books_when_switched_on() -> None:
    result = hand_result("EW", 4, False, {"NS": 4, "EW": 9}, [("NS", 2)], [("NS", 2)],
                         BidWhistRules(wrong_claim_costs=True))
    assert result.books == {"NS": 1, "EW": 12}
    assert result.score == {"NS": 0, "EW": 6}


@pytest.mark.rule("V-TWO-SETS", "BW-7.1")
def test_third_set_loses_the_game() -> None:
    from whist_core.family.score import HandLine, HandResult

    lines = []
    for n in range(3):
        totals = {"NS": 0, "EW": -(n + 1)}
        set_ew = HandResult({"NS": 5, "EW": 8}, False, {"NS": 0, "EW": -1}, declarer_side="EW")
        lines.append(HandLine(n + 1, "N", "E: 3 uptown", set_ew, totals, 3))
    game = Game(BidWhistRules(three_sets_lose=True), "N", tuple(lines))
    assert game.sets("EW") == 3 and game.winner == "NS"
    assert Game(BidWhistRules(), "N", tuple(lines)).winner is None


@pytest.mark.rule("V-RED-BLACK", "V-SPORT-KITTY")
def test_label_switches_are_checked_like_the_others() -> None:
    assert BidWhistRules(joker_names="red/black").to_record() == {"joker_names": "red/black"}
    assert BidWhistRules(sport_kitty=True).to_record() == {"sport_kitty": True}
    with pytest.raises(RecordError, match=r"rules\.joker_names"):
        BidWhistRules(joker_names="blue")


@pytest.mark.rule("V-SPORT-KITTY")
def test_sport_kitty_is_shown_to_all_after_a_suit_bid_only() -> None:

    for rules, shown in ((BidWhistRules(), False), (BidWhistRules(sport_kitty=True), True)):
        state = new_hand(5, dealer="E", rules=rules)
        suit = state.call("4U").call("pass").call("pass").call("pass")
        assert (suit.view("E").kitty == state.kitty) is shown
        assert ("V-SPORT-KITTY" in table_step(suit)) is shown
        after = suit.declare("hearts")
        assert (after.view("W").kitty == state.kitty) is shown
        no_trump = state.call("4NT").call("pass").call("pass").call("pass")
        assert no_trump.view("E").kitty is None
