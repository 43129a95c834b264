"""The strategy lessons' evidence (issue 21): the stored figures are real and the quiz keys
agree with the bid adviser.

``notebooks/strategy/evidence.json`` is written by ``python -m tools.evidence`` (200 deals
each). These tests re-derive the first deals of every experiment and of every quiz hand
on a tiny sample, check that the stored figures are the sum of the stored deals, that
each verdict the lessons' words rely on still holds, and that every judgement key stands
clear of the adviser's 60% line by a margin.
"""

from __future__ import annotations

import pytest

from whist_core import evidence
from whist_core.bid_whist.bids import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.questions.judgement import BID_HANDS, KIND_HANDS, bidding_judgement, kind_judgement
from whist_core.strategy import SAFE

STORED = evidence.load()
RULES = STORED["rules"]
JUDGEMENT = STORED["judgement"]
#: How far a key's chance must stand from the adviser's 60% line.
MARGIN = 0.05
#: Books a "which kind" key must beat the other kinds by, on average.
KIND_MARGIN = 0.5
#: What the lessons' words say about each rule of thumb (strategy 02 – 04, Bid Whist 7).
VERDICTS = {
    "draw-trumps": "helps", "stop": "no clear difference", "defence-lead": "helps",
    "through-strength": "no clear difference", "second-hand": "no clear difference",
    "third-hand": "helps", "joker-lead": "no clear difference", "lay-away": "helps",
    "which-kind": "helps",
}


def test_every_rule_of_thumb_is_measured_on_a_stated_number_of_deals() -> None:
    assert set(RULES) == set(evidence.EXPERIMENTS) | set(evidence.EXTRA) == set(VERDICTS)
    for key, entry in RULES.items():
        assert entry["deals"] == len(entry["results"]) == len(entry["need"]) >= 100, key
        assert entry["summary"] == evidence.summary(
            [(s, tuple(b)) for s, b in entry["results"]], made_at=entry["need"]), key


@pytest.mark.parametrize("key", sorted(VERDICTS))
def test_the_first_stored_deals_are_derived_again(key: str) -> None:
    """A tiny sample: the first two stored deals, played again, give the stored books."""
    for seed, books in RULES[key]["results"][:2]:
        assert list(evidence.run(key, seed)) == books, (key, seed)
        assert evidence.needs(key, seed) == RULES[key]["need"][
            [s for s, _ in RULES[key]["results"]].index(seed)]


def test_each_verdict_the_lessons_state_still_holds() -> None:
    got = {key: evidence.verdict(entry).word for key, entry in RULES.items()}
    assert got == VERDICTS


def test_a_rule_that_made_no_difference_is_found() -> None:
    """The verdict can say "no clear difference" and "hurts", not only "helps"."""
    entry = dict(RULES["draw-trumps"])
    entry["results"] = [[s, [b, a]] for s, (a, b) in entry["results"]]   # choices swapped
    assert evidence.verdict(entry).word == "hurts"
    entry["results"] = [[s, [a, a]] for s, (a, _) in entry["results"]]
    assert evidence.verdict(entry).word == "no clear difference"


def _books(text: str, kind: str) -> list[int]:
    return JUDGEMENT[text][kind]["books"]


@pytest.mark.parametrize(("title", "text", "kind", "level"), BID_HANDS,
                         ids=[t for t, *_ in BID_HANDS])
def test_a_bid_key_stands_clear_of_the_advisers_line(title: str, text: str, kind: str,
                                                     level: int | None) -> None:
    books = _books(text, kind)
    assert len(books) == JUDGEMENT["deals"] >= 200
    if level is None:
        assert evidence.chance(books, 3) <= SAFE - MARGIN, title
        return
    assert evidence.chance(books, level) >= SAFE + MARGIN, title
    assert evidence.chance(books, level + 1) <= SAFE - MARGIN, title


@pytest.mark.parametrize(("title", "text", "kind", "why", "rule"), KIND_HANDS,
                         ids=[t for t, *_ in KIND_HANDS])
def test_a_kind_key_takes_the_most_books_by_a_margin(title: str, text: str, kind: str,
                                                     why: str, rule: str) -> None:
    avg = {k: sum(_books(text, k)) / len(_books(text, k)) for k in (UPTOWN, DOWNTOWN,
                                                                   NO_TRUMP)}
    best = max(avg, key=avg.get)
    assert best == kind, (title, avg)
    assert all(avg[kind] - v >= KIND_MARGIN for k, v in avg.items() if k != kind), avg


def test_the_quiz_hands_first_deals_are_the_advisers() -> None:
    """A tiny sample: the adviser's first 3 deals of each quiz hand, played again."""
    for text in dict.fromkeys([t for _, t, *_ in BID_HANDS] + [t for _, t, *_ in KIND_HANDS]):
        again = evidence.adviser_books(text, 3, JUDGEMENT["seed"])
        for kind, got in again.items():
            assert got["books"] == JUDGEMENT[text][kind]["books"][:3], (text, kind)


def test_an_old_key_that_flips_is_refused() -> None:
    """The check fails on the old key of "A long suit downtown" (5 downtown)."""
    text = next(t for title, t, *_ in BID_HANDS if title == "A long suit downtown")
    books = _books(text, DOWNTOWN)
    assert not (evidence.chance(books, 5) >= SAFE + MARGIN)


def test_the_quiz_quotes_the_stored_figures() -> None:
    questions = bidding_judgement(figures=JUDGEMENT) + kind_judgement(figures=JUDGEMENT)
    for q in questions[:len(BID_HANDS)]:
        assert f"Played out on {JUDGEMENT['deals']} deals" in q.reason, q.title
    for (title, _, kind, level), q in zip(BID_HANDS, questions, strict=False):
        word = "no trump" if kind == NO_TRUMP else kind
        assert q.title == title
        assert q.correct.label == ("Pass" if level is None else f"{level} {word}"), title
    with pytest.raises(KeyError, match="no stored play-outs"):
        bidding_judgement(figures={})


def test_the_measured_defence_key_is_the_experiments_choice() -> None:
    """"Your first lead" is keyed to the choice the measurement supports."""
    from whist_core.questions.judgement import defence_judgement

    q = next(q for q in defence_judgement() if q.title == "Your first lead")
    entry = RULES["defence-lead"]
    assert evidence.verdict(entry).word == "helps"
    assert entry["choices"][0] in q.correct.label
    assert f"{entry['deals']} deals" in q.reason
