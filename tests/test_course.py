"""The course's first-trick lesson support, quiz fixes and strategy helpers (issue 10)."""

from __future__ import annotations

import pytest

from whist_core import records
from whist_core.bid_whist.bids import Bid, Contract
from whist_core.bid_whist.rules import HOUSE
from whist_core.bid_whist.tricks import Ranking
from whist_core.bid_whist.view import play_reason
from whist_core.cards import Suit, cards
from whist_core.questions import bid_whist_play
from whist_core.questions.first_trick import EXERCISES, first_trick_questions, play_into
from widgets.guided import TrickExercise

RECORDS = "notebooks/records/"


@pytest.mark.rule("BW-4.4")
def test_first_trick_exercises_follow_the_engine() -> None:
    follow, partner, void, overtrump = EXERCISES
    assert not play_into(follow, "10S").allowed and play_into(follow, "10S").rule == "BW-4.4"
    assert play_into(follow, "KH").winner == "S" and play_into(follow, "3H").winner == "E"
    assert "3♦ would have done as well" in play_into(partner, "KD").message
    assert set(void.legal) == set(void.hand)
    assert play_into(void, "AH").winner == "E" and "2♠ would have won" in play_into(
        void, "AH").message
    assert play_into(overtrump, "2H").winner == "E"


@pytest.mark.rule("BW-4.5")
def test_first_trick_questions_are_right_and_use_no_later_words() -> None:
    qs = first_trick_questions()
    assert len(qs) >= 6
    for q in qs:
        labels = [c.label for c in q.choices]
        assert len(set(labels)) == len(labels) >= 3, q.prompt
        text = (q.prompt + q.reason).lower()
        for word in ("uptown", "downtown", "joker", "bid", "book", "kitty"):
            assert word not in text, (word, q.prompt)
    trumped = next(q for q in qs if q.title == "A trump")
    assert trumped.correct.label == "East: 2♠"


def test_trick_exercise_widget_refuses_then_plays() -> None:
    w = TrickExercise()
    w.play("10S")
    assert "does not follow suit" in w.message.value and w.played is None
    w.play("KH")
    assert "South wins" in w.message.value and w.played is not None
    w.next()
    assert w.index == 1 and w.played is None


@pytest.mark.rule("BW-4.6")
def test_only_joker_reason_does_not_claim_the_suit() -> None:
    ranking = Ranking.of(Contract("S", Bid(4, "uptown"), "uptown", Suit.HEARTS), HOUSE)
    reason, rule = play_reason(cards("BJ 5S 2S"), cards("5H 3H"), ranking, HOUSE)
    assert "hold hearts" not in reason and "only trump you hold is a joker" in reason
    assert "BW-4.6" in rule


@pytest.mark.rule("BW-4.4")
def test_legal_play_questions_offer_at_least_three_choices() -> None:
    hand = records.replay(RECORDS + "joker_wins_trump_lead.json")
    other = records.replay(RECORDS + "bw_9_3_five_bid_overtricks.json")
    lead = records.replay(RECORDS + "no_trump_joker_lead.json")
    down = records.replay(RECORDS + "no_trump_downtown.json")
    qs = (bid_whist_play.playing_questions(hand, other)
          + bid_whist_play.no_trump_questions(lead, down))
    legal = [q for q in qs if q.kind == "legal-plays"]
    assert len(legal) >= 3
    for q in legal:
        assert len(q.choices) >= 3, q.prompt
