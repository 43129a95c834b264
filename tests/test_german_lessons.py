"""What the German Whist lessons build on: the deal stepper and the self-check questions,
whose answers must be the engine's."""

from __future__ import annotations

from pathlib import Path

import pytest

from whist_core import records
from whist_core.cards import Card
from whist_core.german_whist import deal, new_game
from whist_core.questions.german_whist import (
    counted_stage_questions,
    deal_around,
    first_stage_questions,
    illegal_reply_example,
    may_play_question,
    next_leader_question,
    prize_question,
    setup_questions,
    trick_question,
    trump_question,
    winner_question,
)
from widgets.german_deal import GermanDealStepper
from widgets.quiz import Quiz

RECORDS = Path(__file__).resolve().parent.parent / "notebooks" / "records"


# ------------------------------------------------------------------ deal stepper


@pytest.mark.rule("GW-2.2", "GW-2.3", "GW-2.4")
def test_deal_stepper_follows_the_engines_deal() -> None:
    s = GermanDealStepper(seed=7, dealer="B")
    d = deal(7, "B")
    assert s.n == 28 and "whist-german-deal-stepper" in s._dom_classes
    assert "A, the opponent, cuts" in s.message_text
    s.cursor.next()
    card, to = d.trace[0]
    assert to == "A" and f"goes face down to A ({card.pretty})" in s.message_text
    s.cursor.last()
    game = new_game(7, dealer="B")
    assert s.cursor.position_text == "27 / 27"
    assert game.prize.pretty in s.message_text and game.trump.word in s.message_text.lower()
    assert "A, the non-dealer, leads first" in s.message_text
    assert "Stock · 26 cards" in s.picture.value


def test_deal_stepper_hides_the_other_hand_and_calls_the_undealt_cards_the_pack() -> None:
    s = GermanDealStepper(seed=3, dealer="A", show="A")
    assert "Pack · 52 cards" in s.picture.value and "Stock" not in s.panel.value
    s.go(2)                                    # card 2 went to A, the dealer
    card, to = deal(3, "A").trace[1]
    assert to == "A" and card.pretty in s.message_text
    s.go(1)                                    # card 1 went to B, hidden
    card, to = deal(3, "A").trace[0]
    assert to == "B" and card.pretty not in s.message_text
    assert f'data-card="{card.code}"' not in s.picture.value


# --------------------------------------------------------------------- questions


def _check(q) -> None:
    assert 0 <= q.answer < len(q.choices) and q.reason and q.rule
    assert q.feedback(q.answer).startswith("Right!")


@pytest.mark.rule("GW-3.2")
@pytest.mark.parametrize(("lead", "reply", "trump", "leader", "winner"), [
    ("9C", "2H", "hearts", "A", "B"),      # a trump beats the led suit
    ("JS", "AS", "hearts", "A", "B"),      # GW-8.1: the higher card of the suit
    ("10S", "AC", "hearts", "A", "A"),     # neither following nor trumping
    ("KH", "2H", "hearts", "B", "B"),      # a trump led, a lower trump
])
def test_trick_question_is_the_engines(lead, reply, trump, leader, winner) -> None:
    q = trick_question(lead, reply, trump, leader=leader)
    _check(q)
    assert q.correct.label.startswith(f"{winner}:")


@pytest.mark.rule("GW-4.1")
def test_prize_and_draw_questions() -> None:
    q = prize_question("JS", "AS", "hearts", "KH")
    assert q.correct.label == "B" and "K♥" in q.prompt
    q = prize_question("8D", "4D", "clubs", "AC", ask="draw")
    assert q.correct.label == "B"


@pytest.mark.rule("GW-3.1", "GW-1.2")
def test_may_play_question_uses_the_engines_refusal() -> None:
    state = deal_around("A", "7C", "QC", "hearts", follower_hand=["5H"]).play("7C")
    q = may_play_question(state, "5H")
    assert q.correct.label == "No" and "does not follow clubs" in q.reason
    assert q.rule == "GW-3.1, GW-1.2"
    q = may_play_question(state, "QC")
    assert q.correct.label == "Yes"


def test_deal_around_keeps_an_off_suit_reply_legal() -> None:
    state = deal_around("A", "QD", "2S", "spades")
    assert not [c for c in state.hand("B") if c.suit is Card.parse("QD").suit]
    assert state.prize.suit is Card.parse("2S").suit and state.to_play == "A"


@pytest.mark.rule("GW-4.2", "GW-8.2")
def test_trump_question_after_the_worked_example() -> None:
    states = records.replay(RECORDS / "gw_8_worked_example.json")
    q = trump_question(states[2])
    assert "Q♦" in q.prompt and q.correct.label == "hearts"


@pytest.mark.rule("GW-2.4", "GW-5.1")
def test_next_leader_questions() -> None:
    states = records.replay(RECORDS / "gw_6_1_nine_four.json")
    assert next_leader_question(states[0]).correct.label == "A"
    q = next_leader_question(states[26])
    assert q.rule == "GW-5.1" and q.correct.label == states[-1].tricks[12].winner


@pytest.mark.rule("GW-5.3", "GW-7.2")
def test_winner_questions() -> None:
    nine_four = records.replay(RECORDS / "gw_6_1_nine_four.json")[-1]
    assert winner_question(nine_four).correct.label == "A"
    tie = records.replay(RECORDS / "gw_count_all_tie.json")[-1]
    q = winner_question(tie)
    assert q.correct.label == "a tie" and q.rule == "V-GW-COUNT-ALL"


@pytest.mark.rule("GW-6.3")
def test_illegal_reply_example() -> None:
    states = records.replay(RECORDS / "gw_6_1_nine_four.json")
    moment, wrong, err = illegal_reply_example(states)
    assert moment.stage == 2 and err.rule == "GW-3.1"
    assert wrong not in moment.legal_plays()
    with pytest.raises(ValueError):
        moment.play(wrong)


def test_lesson_question_sets_show_in_a_quiz() -> None:
    states = records.replay(RECORDS / "gw_6_1_nine_four.json")
    for questions in (setup_questions(), first_stage_questions(),
                      counted_stage_questions(states)):
        assert len(questions) >= 4
        for q in questions:
            _check(q)
        quiz = Quiz(questions, title="")
        quiz.answer(quiz.question.answer)
        assert quiz.correct == 1
