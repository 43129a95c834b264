"""Quiz questions and the Quiz widget (feedback and score).

The generated questions' answers are computed by the engine; they are checked here
against the independent model in ``tests/bw_model.py``, not against the engine."""

from __future__ import annotations

import html

import bw_model as m
import pytest

from whist_core.bid_whist import BidWhistRules
from whist_core.cards import Card
from whist_core.questions import generated as qq
from widgets.quiz import Quiz

RULES = [BidWhistRules(), BidWhistRules(min_bid=4, downtown_beats_uptown=True,
                                        ace_low_downtown=True, nt_jokers="anytime", jokers=1),
         BidWhistRules(nt_jokers="first_discard"), BidWhistRules(jokers=0)]


# ---------------------------------------------------------------- generators


@pytest.mark.parametrize("kind", qq.KINDS)
@pytest.mark.parametrize("rules", RULES, ids=lambda r: str(r.to_record() or "house"))
def test_every_generated_question_is_well_formed(kind, rules):
    for seed in range(60):
        q = qq.generate(kind, seed, rules)
        assert q.kind == kind
        assert 2 <= len(q.choices) <= 4
        assert 0 <= q.answer < len(q.choices)
        assert len({c.label for c in q.choices}) == len(q.choices)
        assert q.reason and q.rule
        assert q.rule.split(", ")[0].split("-")[0] in ("BW", "V")
        assert f"({q.rule})" in q.feedback(q.answer)
        assert q.feedback(q.answer).startswith("Right")
        assert qq.generate(kind, seed, rules) == q  # the same seed, the same question


def _trump(facts: dict) -> str | None:
    """The trump suit letter of a question's facts, None at no trump."""
    return m.WORD_SUITS[facts["trump"]] if facts["trump"] else None


def _pretty(code: str) -> str:
    return Card.parse(code).pretty


@pytest.mark.rule("BW-4.5")
def test_trick_winner_answers_agree_with_the_model():
    winners = set()
    for seed in range(80):
        q = qq.trick_winner(seed)
        played = [c for _, c in q.facts["plays"]]
        assert [c.card.code for c in q.choices] == played
        expected = m.winner(played, _trump(q.facts), q.facts["direction"])
        assert q.answer == expected
        seat = q.facts["plays"][expected][0]
        assert _pretty(played[expected]) in q.correct.label
        assert {"N": "North", "E": "East", "S": "South", "W": "West"}[seat] in q.correct.label
        assert q.pictures and q.pictures[0].startswith("<svg")
        assert all(_pretty(c) in q.prompt for c in played)
        winners.add(expected)
    assert winners == {0, 1, 2, 3}  # not always the same seat


def _why_not(calls: list[str], call: str, min_bid: int) -> str:
    """The rule a refused call breaks, by the model (BW-2.5, BW-3.1 / V-MIN4, BW-3.3)."""
    if call == "pass":
        return "BW-2.5"
    if int(call[0]) < min_bid:
        return "V-MIN4" if min_bid == 4 else "BW-3.1"
    return "BW-3.3"


@pytest.mark.rule("BW-2.5")
@pytest.mark.rule("BW-3.3")
def test_bid_legal_answers_agree_with_the_model():
    answers = set()
    for seed in range(120):
        q = qq.bid_legal(seed)
        calls, call, min_bid = q.facts["calls"], q.facts["call"], q.facts["min_bid"]
        words = "pass" if call == "pass" else f"{call[0]} " + {
            "U": "uptown", "D": "downtown", "NT": "no trump"}[call[1:]]
        assert words in q.prompt.lower()
        legal = call in m.legal_calls(calls, min_bid)
        assert q.correct.label == ("Legal" if legal else "Not legal")
        if not legal:
            assert q.rule == _why_not(calls, call, min_bid)
        answers.add(q.correct.label)
    assert answers == {"Legal", "Not legal"}


@pytest.mark.rule("BW-6.2")
@pytest.mark.rule("BW-6.3")
@pytest.mark.rule("BW-6.4")
def test_hand_score_answers_agree_with_the_model():
    signs = set()
    for seed in range(80):
        q = qq.hand_score(seed)
        f = q.facts
        value = m.hand_score(f["level"], f["no_trump"], f["books"])
        assert q.correct.label == (f"{value:+d}".replace("-", "−") if value else "0")
        assert f"took {f['books']} books" in q.prompt
        signs.add((value > 0, f["no_trump"]))
    assert len(signs) == 4  # made and set, with and without no trump


@pytest.mark.rule("BW-4.4")
@pytest.mark.rule("BW-4.6")
@pytest.mark.rule("BW-5.2")
def test_legal_plays_answers_agree_with_the_model():
    rules_seen = set()
    for seed in range(120):
        q = qq.legal_plays(seed)
        hand, trick = q.facts["hand"], q.facts["trick"]
        legal = m.legal(hand, trick, _trump(q.facts))
        assert set(q.facts["legal"]) == legal
        label = q.correct.label
        shown = [_pretty(c) for c in hand if c in legal]
        assert label.startswith("Any") == (len(legal) == len(hand))
        assert all(p in label for p in shown)
        assert not any(_pretty(c) in label.split("(")[0] for c in hand if c not in legal)
        for i, choice in enumerate(q.choices):
            if i != q.answer:
                assert choice.label != label
        rules_seen |= set(q.rule.split(", "))
    assert {"BW-4.4", "BW-4.6", "BW-5.3"} <= rules_seen


@pytest.mark.rule("BW-9.1")
@pytest.mark.rule("BW-9.2")
def test_worked_examples_are_reproduced_exactly():
    q91, *q92 = qq.worked_examples()
    assert "Downtown, spades trump" in q91.prompt
    assert [c.label for c in q91.choices] == ["A: 3♥", "B: A♥", "C: K♥", "D: 2♥"]
    assert q91.correct.label == "B: A♥"
    assert "BW-9.1" in q91.rule and "BW-4.2" in q91.rule
    assert [q.correct.label for q in q92] == ["+4", "−4", "+8", "−8"]
    assert all("BW-9.2" in q.rule for q in q92)


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="trick-winner"):
        qq.generate("nonsense", 1)


# -------------------------------------------------------------------- widget


def test_quiz_builds_with_hooks():
    quiz = Quiz(qq.worked_examples())
    assert "whist-quiz" in quiz._dom_classes
    assert quiz.score_text == ""          # no score before the first answer
    assert all("whist-choice" in b._dom_classes for b in quiz.choice_buttons)
    assert all("whist-card" in b._dom_classes for b in quiz.choice_buttons)  # card answers
    assert "whist-feedback" in quiz.feedback._dom_classes
    assert "whist-score" in quiz.score_html._dom_classes
    assert quiz.next_button.disabled


@pytest.mark.rule("BW-9.1")
def test_quiz_right_answer_feedback_and_score():
    quiz = Quiz(qq.worked_examples())
    quiz.choice_buttons[1].click()                  # B: A♥
    assert "Right" in quiz.feedback.value and "BW-9.1" in quiz.feedback.value
    assert "is-right" in quiz.feedback._dom_classes
    assert quiz.score_text == "1 of 1 correct"
    assert all(b.disabled for b in quiz.choice_buttons)
    assert not quiz.next_button.disabled


def test_quiz_wrong_answer_gets_a_second_try_then_the_answer():
    quiz = Quiz(qq.worked_examples())
    assert len(quiz.question.choices) >= 3
    quiz.choice_buttons[2].click()                  # C: K♥ — wrong, first try
    text = quiz.feedback.value
    assert "try once more" in text and "B: A♥" not in text     # the answer is not shown yet
    assert quiz.choice_buttons[2].disabled and not quiz.choice_buttons[1].disabled
    assert quiz.next_button.disabled
    assert quiz.score_text == "0 of 1 correct"
    quiz.choice_buttons[0].click()                  # wrong again: now the answer and why
    text = quiz.feedback.value
    assert "Not quite" in text and "B: A♥" in text and "(BW-9.1" in text
    assert "is-wrong" in quiz.feedback._dom_classes
    assert "is-wrong" in quiz.choice_buttons[2]._dom_classes
    assert "is-wrong" in quiz.choice_buttons[0]._dom_classes
    assert "is-right" in quiz.choice_buttons[1]._dom_classes
    assert quiz.score_text == "0 of 1 correct"
    assert quiz.outcomes[0] == "missed"


def test_quiz_right_at_the_second_try():
    quiz = Quiz(qq.worked_examples())
    quiz.choice_buttons[2].click()
    quiz.choice_buttons[1].click()                  # B: A♥
    assert "second try" in quiz.feedback.value and "BW-9.1" in quiz.feedback.value
    assert quiz.score_text == "0 of 1 correct" and quiz.outcomes[0] == "second"
    assert not quiz.next_button.disabled


def test_clicking_again_after_answering_keeps_the_score():
    quiz = Quiz(qq.worked_examples())
    quiz.choice_buttons[1].click()
    quiz.choice_buttons[1].click()
    quiz.choice_buttons[0].click()
    quiz.answer(0)
    assert quiz.score_text == "1 of 1 correct"
    quiz.next_button.click()
    assert quiz.score_text == "1 of 1 correct"
    assert quiz.feedback.value == "Choose an answer."
    quiz.choice_buttons[quiz.question.answer].click()
    quiz.choice_buttons[0].click()
    assert quiz.score_text == "2 of 2 correct"


def test_quiz_to_the_end_summary_and_restart():
    quiz = Quiz(seed=5, count=4)
    for i in range(4):
        q = quiz.question
        wrong = [k for k in range(len(q.choices)) if k != q.answer]
        if i % 2:
            for k in wrong[:2]:                      # two wrong tries (one if two choices)
                quiz.choice_buttons[k].click()
        else:
            quiz.choice_buttons[q.answer].click()
        assert quiz.choice_made is not None
        quiz.next_button.click()
    assert quiz.score_text == "2 of 4 correct"
    assert "Finished: 2 of 4" in quiz.feedback.value
    assert quiz.next_button.disabled
    summary = quiz.summary.value
    assert "2 of 4 right at the first try" in summary and summary.count("<li") == 4
    assert summary.count("✘ missed") == 2 and quiz.questions[1].rule in summary
    quiz.restart_button.click()
    assert quiz.score_text == ""          # no score before the first answer
    assert quiz.index == 0 and quiz.summary.value == ""


def test_quiz_of_generated_kinds_and_rules():
    quiz = Quiz(seed=1, count=3, kinds=("hand-score",), rules=BidWhistRules(min_bid=4))
    assert all(q.kind == "hand-score" for q in quiz.questions)
    assert quiz.progress.value == "Question 1 of 3"


def test_quiz_handler_never_raises():
    quiz = Quiz(qq.worked_examples())
    quiz.answer(17)                                  # no such choice: a polite message
    assert "Sorry" in quiz.feedback.value
    assert quiz.last_error and "IndexError" in quiz.last_error
    assert quiz.score_text == ""          # no score before the first answer
    quiz.choice_buttons[1].click()
    assert quiz.score_text == "1 of 1 correct"


def _course_questions() -> list:
    from whist_core.questions.first_trick import first_trick_questions
    from whist_core.questions.generated import KINDS, generate

    return ([*first_trick_questions(), *qq.worked_examples()]
            + [generate(kind, seed) for kind in KINDS for seed in range(6)])


def test_every_wrong_answer_gives_its_reason():
    """A wrong click is never only "Not quite": its own reason, or the answer and why."""
    for q in _course_questions():
        for i in range(len(q.choices)):
            if q.is_correct(i):
                continue
            quiz = Quiz([q])
            quiz.choice_buttons[i].click()
            text = html.unescape(quiz.feedback.value)
            why = q.wrong_reason(i)
            assert (why and why in text) or q.reason in text, (q.prompt, i, text)
            if why and len(q.choices) >= 3:             # a second try: the answer not given away
                assert q.correct.label not in why and q.correct.label not in text, (q.prompt, why)
            if q.kind in ("trick-winner", "legal-plays"):   # the engine knows why
                assert why, (q.prompt, q.choices[i].label)
