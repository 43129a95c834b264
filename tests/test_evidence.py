"""The strategy lessons' evidence (issue 21): the stored figures are real and the quiz keys
agree with the bid adviser.

``notebooks/strategy/evidence.json`` is written by ``python -m tools.evidence`` (200 deals
each). These tests re-derive the first deals of every experiment and of every quiz hand
on a tiny sample, check that the stored figures are the sum of the stored deals, that
each verdict the lessons' words rely on still holds, and that every judgement key stands
clear of the adviser's 60% line by a margin.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import experiments
from whist_core import evidence
from whist_core.family.ranking import ranking_at
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.questions.judgement import (
    BID_HANDS,
    GERMAN_HANDS,
    KIND_HANDS,
    bidding_judgement,
    german_moment,
    kind_judgement,
)
from whist_core.strategy import SAFE

ROOT = Path(__file__).resolve().parents[1]
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
    # strategy 03 – 04: the declarer's partner, returning partner's lead, a signal
    "trump-back": "hurts", "return-lead": "no clear difference",
    "signal": "no clear difference",
    # strategy 03: top trumps before low ones, keeping trumps once theirs are drawn;
    # strategy 04: the least useful card when the trick cannot be taken
    "trump-order": "helps", "keep-trumps": "helps", "least-useful": "helps",
    # strategy 05: which first-stage prizes are worth a card (German Whist, solved)
    "gw-high-trump": "helps", "gw-low-trump": "no clear difference",
    "gw-ace-king": "no clear difference", "gw-queen-jack": "no clear difference",
    "gw-low-plain": "hurts", "gw-cheapest-winner": "helps",
    # strategy 04: a defender's cards with best play afterwards (SOLVED; test_defence.py)
    "second-hand-low": "hurts", "third-hand-high": "helps", "top-of-sequence": "helps",
    "from-length": "no clear difference", "joker-hold": "hurts", "joker-lead-nt": "helps",
}
#: Counted tricks a German Whist key must beat the other choice by, on average.
GERMAN_MARGIN = 0.5


def test_every_rule_of_thumb_is_measured_on_a_stated_number_of_deals() -> None:
    assert set(RULES) == set(experiments.KEYS) == set(VERDICTS)
    for key, entry in RULES.items():
        assert entry["deals"] == len(entry["results"]) == len(entry["need"]) >= 100, key
        assert entry["summary"] == experiments.summary(
            [(s, tuple(b)) for s, b in entry["results"]], made_at=entry["need"]), key


@pytest.mark.parametrize("key", sorted(VERDICTS))
def test_the_first_stored_deals_are_derived_again(key: str) -> None:
    """A tiny sample: the first two stored deals, played again, give the stored books."""
    for seed, books in RULES[key]["results"][:2]:
        assert list(experiments.run(key, seed)) == books, (key, seed)
        assert experiments.needs(key, seed) == RULES[key]["need"][
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
        again = experiments.adviser_books(text, 3, JUDGEMENT["seed"])
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


# ------------------------------------------------------------------ the bid allowances
ALLOWANCES = STORED["allowances"]


def test_the_allowances_are_measured_on_a_stated_number_of_deals() -> None:
    rows = ALLOWANCES["results"]
    assert ALLOWANCES["deals"] == len(rows) >= 400
    assert len({r[0] for r in rows}) == len(rows)
    for seed, own, usual, bare in rows[:3]:                   # a tiny sample, played again
        assert list(experiments.allowance(seed)) == [own, usual, bare], seed


@pytest.mark.rule("BW-3.5", "BW-3.6")
def test_what_strategy_1_says_of_the_allowances_holds() -> None:
    """Strategy 1: on average partner adds about the books the count assumes and the
    kitty about a book — but partner adds a book less to a hand that bids."""
    from whist_core.bots import KITTY_GAIN, PARTNER_BOOKS

    a = evidence.allowances(ALLOWANCES["results"])
    assert abs(a.partner - PARTNER_BOOKS) < 0.3, a
    assert 0.5 <= a.kitty <= 1.2 and a.kitty + 0.1 >= KITTY_GAIN, a
    assert a.strong_deals >= 100 and PARTNER_BOOKS - a.strong_partner >= 0.6, a


@pytest.mark.rule("BW-3.5", "BW-3.6")
def test_the_bots_count_the_figures_strategy_1_teaches() -> None:
    """One figure for partner and one for the kitty: the measured allowances (rounded to
    0.1) are the bots' constants, and strategy 1 and the cheat sheet write those."""
    import re

    from whist_core.bots import DISCARD_BOOK, KITTY_GAIN, PARTNER_BOOKS

    a = evidence.allowances(ALLOWANCES["results"])
    assert (round(a.partner, 1), round(a.kitty, 1)) == (PARTNER_BOOKS, KITTY_GAIN), a
    page = (ROOT / "pages" / "strategy" / "01_Counting_Your_Hand.md").read_text("utf-8")
    taught = re.search(r"about \*\*([\d.]+) books for partner\*\*, \*\*([\d.]+) for the "
                       r"kitty\*\*.*?\*\*([\d.]+) for the discard\*\*", page, re.S)
    assert taught, "strategy 1 no longer states the allowances"
    assert tuple(map(float, taught.groups())) == (PARTNER_BOOKS, KITTY_GAIN, DISCARD_BOOK)
    sheet = (ROOT / "pages" / "reference" / "Cheat_Sheet_Bid_Whist.md").read_text("utf-8")
    assert f"partner {PARTNER_BOOKS:g}, kitty {KITTY_GAIN:g}" in sheet
    for where in (page, sheet):                      # no other figure for either
        said = re.findall(r"(?:partner|kitty)\*{0,2} ?\*{0,2}(\d\.\d)\b", where)
        assert set(map(float, said)) <= {PARTNER_BOOKS, KITTY_GAIN}, said


@pytest.mark.rule("BW-3.5", "BW-3.6")
def test_strategy_1_says_both_the_bots_allowance_and_the_biddable_hands() -> None:
    """Strategy 1 teaches about +4 for a hand that bids while the bots add 5.1 to every
    hand: both figures are the measured ones, and the page says the bots add the average
    (so the two are not left to contradict each other)."""
    import re

    from whist_core.bots import DISCARD_BOOK, KITTY_GAIN, PARTNER_BOOKS

    a = evidence.allowances(ALLOWANCES["results"])
    page = (ROOT / "pages" / "strategy" / "01_Counting_Your_Hand.md").read_text("utf-8")
    bots = PARTNER_BOOKS + KITTY_GAIN + DISCARD_BOOK
    strong = a.strong_partner + a.strong_kitty + DISCARD_BOOK
    assert round(strong) == 4 and abs(strong - 4) < 0.5, a
    said = re.search(r"count about\s+\*\*(\d) books\*\* for partner, kitty and discard", page)
    assert said and int(said.group(1)) == round(strong), "strategy 1's +4 is not measured"
    bots_said = re.search(r"\*\*([\d.]+) books\*\*\s+\(([\d.]+) \+ ([\d.]+) \+ (\d)\), "
                          r"to every hand", page)
    assert bots_said, "strategy 1 no longer says what the computer players add"
    assert tuple(map(float, bots_said.groups())) == (round(bots, 1), PARTNER_BOOKS, KITTY_GAIN,
                                                     DISCARD_BOOK)
    # The worked example: the same own count, plus 5.1 and plus about 4.
    worked = re.search(r"allowance of (\d) that is about (\d+) books.*?measured (\d) for a hand "
                       r"that bids it is ([\d.]+)", page, re.S)
    assert worked, "strategy 1's worked example no longer compares the two allowances"
    five, twelve, four, short = worked.groups()
    assert (int(five), int(four)) == (round(bots), round(strong))
    own = float(short) - int(four)
    assert round(own + bots) == int(twelve) and float(short) < 11


def test_the_allowances_are_the_sums_of_the_deals() -> None:
    rows = [[1, 4.5, 10, 9], [2, 2.0, 8, 8]]
    a = evidence.allowances(rows)
    assert (a.deals, a.partner, a.kitty) == (2, ((9 - 4.5 - 1) + (8 - 2 - 1)) / 2, 0.5)
    assert (a.strong_deals, a.strong_partner, a.strong_kitty) == (1, 3.5, 1.0)


# ------------------------------------------------------------------ German Whist quiz hands
GERMAN = STORED["german"]


@pytest.mark.rule("GW-4.1", "GW-5.3")
@pytest.mark.parametrize("hand", GERMAN_HANDS, ids=[h.title for h in GERMAN_HANDS])
def test_a_german_key_wins_by_a_margin(hand) -> None:
    """The key's choice leaves more counted tricks (the counted stage solved) on the
    stored deals, by half a trick and by twice the luck of the deal."""
    rows = GERMAN[hand.title]["results"]
    assert len(rows) == GERMAN["deals"] >= 200
    sign = 1 if hand.key == "win" else -1
    diffs = [sign * (a - b) for a, b in rows]
    mean = sum(diffs) / len(diffs)
    sd = (sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)) ** 0.5
    assert mean >= GERMAN_MARGIN and mean >= 2 * sd / len(diffs) ** 0.5, (hand.title, mean)


@pytest.mark.parametrize("hand", GERMAN_HANDS, ids=[h.title for h in GERMAN_HANDS])
def test_a_german_hands_first_deals_are_derived_again(hand) -> None:
    """A tiny sample: the first two stored deals of the unseen cards, played again."""
    from tools.experiments_german import choice_tricks

    state, choices = german_moment(hand)
    assert GERMAN[hand.title]["choices"] == [c.code for c in choices]
    again = choice_tricks(state, choices, 2, GERMAN["seed"])
    assert [list(r) for r in again] == GERMAN[hand.title]["results"][:2]


def test_a_completion_keeps_what_the_player_has_seen() -> None:
    """The cards dealt again are only those A has not seen; every card played is kept."""
    from tools.experiments_german import completions

    state, _ = german_moment(GERMAN_HANDS[0])
    seen = {c for t in state.done for c in (t.prize,)} | {state.prize}
    for again in completions(state, 3, 7):
        assert again.plays == state.plays and again.hand("A") == state.hand("A")
        assert again.prize == state.prize and {t.prize for t in again.done} | {
            again.prize} == seen
        assert set(again.hand("B")) | set(again.stock) == set(state.hand("B")) | set(
            state.stock)


def test_the_german_quiz_quotes_the_stored_figures() -> None:
    from whist_core.questions.judgement import german_judgement

    qs = german_judgement(figures=GERMAN)
    for hand, q in zip(GERMAN_HANDS, qs, strict=False):
        assert q.title == hand.title and f"Played on {GERMAN['deals']} deals" in q.reason
        assert ("win the trick" in q.correct.label) == (hand.key == "win"), q.title
    with pytest.raises(KeyError, match="no stored play-outs"):
        german_judgement(figures={})


@pytest.mark.rule("GW-5.3")
@pytest.mark.parametrize(("record", "at"), [("gw_6_1_nine_four", 39),
                                            ("gw_8_worked_example", 37)])
def test_the_best_play_quiz_keys_are_the_solvers_by_a_trick(record: str, at: int) -> None:
    """German Whist 4's "which card keeps the most?": the key is the one card the solver
    puts first, a whole counted trick ahead of every other choice (no sample: exact)."""
    from whist_core.analysis import card_values
    from whist_core.analysis.questions import best_card_question
    from whist_core.records import replay

    state = replay(str(ROOT / "notebooks" / "records" / f"{record}.json"))[at]
    q = best_card_question(state)
    values = {c: v[state.to_act] for c, v in card_values(state).items()}
    key = q.correct.card
    assert values[key] == max(values.values())
    assert all(values[key] - values[c.card] >= 1 for c in q.choices if c.card != key), values


@pytest.mark.rule("BW-4.4", "BW-4.5")
@pytest.mark.parametrize(("record", "at"), [("bw_9_4_four_nt_eight", 37),
                                            ("bw_9_1_downtown_ace_made", 43)])
def test_bid_whist_best_play_quiz_keys_are_the_solvers_by_a_book(record: str, at: int) -> None:
    """Bid Whist 11's "which card keeps the most?": the key is the solver's best card for
    the side to play, a whole book ahead of every other choice (exact, no sample)."""
    from whist_core.analysis import card_values
    from whist_core.analysis.questions import best_card_question
    from whist_core.records import replay

    state = replay(str(ROOT / "notebooks" / "records" / f"{record}.json"))[at]
    q = best_card_question(state)
    side = "NS" if state.to_act in "NS" else "EW"
    values = {c: v[side] for c, v in card_values(state).items()}
    key = q.correct.card
    assert values[key] == max(values.values())
    assert all(values[key] - values[c.card] >= 1 for c in q.choices if c.card != key), values


def test_the_best_play_quizzes_are_the_positions_checked() -> None:
    """The pages quiz exactly the positions the two solver tests check."""
    import re

    pages = {"german_whist/04_Best_Play": {"states[39]", "other[37]"},
             "bid_whist/11_Best_Play": {"no_trump[37]", "made[43]"}}
    for page, positions in pages.items():
        text = (ROOT / "pages" / f"{page}.md").read_text("utf-8")
        assert set(re.findall(r"best_card_question\((\w+\[\d+\])", text)) == positions, page


# ------------------------------------------------------------------ every judgement key
#: The strategy quizzes' judgement items (good play, not a rule or a count) and the stored
#: experiment whose measured verdict the key follows.
MEASURED_KEYS = {"The first lead": "draw-trumps", "The lousy trump": "draw-trumps",
                 "The discard": "lay-away", "Your first lead": "defence-lead",
                 "A discard": "least-useful"}
#: Items whose key is a rule or a count, not a judgement (each cites its rule).
FACT_ITEMS = {"When to stop", "Count to the set", "Table talk", "Counting trumps",
              "The last trick"}
GERMAN_FACTS = {"The second stage", "Counting the stock"}


def test_every_judgement_item_is_checked_against_the_engine() -> None:
    """Every quiz item of the strategy pages is either keyed by the engine (the adviser's
    play-outs, the German play-outs, or a measured experiment) or a rule/count; a new
    judgement item with no check fails here."""
    from whist_core.questions.judgement import (
        declarer_judgement,
        defence_judgement,
        german_judgement,
    )

    bids = bidding_judgement(figures=JUDGEMENT)
    assert [q.title for q in bids] == [t for t, *_ in BID_HANDS] + ["The dealer's duty"]
    # The dealer's duty (BW-2.5) is the last hand, "A thin hand": the adviser keys it a
    # pass (its 3 is below the line, checked above), so the forced bid is the least, 3.
    duty = bids[-1]
    assert BID_HANDS[-1][3] is None and duty.rule == "BW-2.5"
    assert duty.correct.label.startswith("3 ")
    assert evidence.chance(_books(BID_HANDS[-1][1], BID_HANDS[-1][2]), 4) <= \
        evidence.chance(_books(BID_HANDS[-1][1], BID_HANDS[-1][2]), 3) <= SAFE - MARGIN
    assert len(kind_judgement(figures=JUDGEMENT)) == len(KIND_HANDS)
    german = german_judgement(figures=GERMAN)
    assert [q.title for q in german][:len(GERMAN_HANDS)] == [h.title for h in GERMAN_HANDS]
    assert {q.title for q in german[len(GERMAN_HANDS):]} <= GERMAN_FACTS
    assert all(q.rule for q in german[len(GERMAN_HANDS):])
    for q in declarer_judgement() + defence_judgement():
        assert q.title in MEASURED_KEYS or q.title in FACT_ITEMS, q.title
        if q.title in FACT_ITEMS:
            assert q.rule or q.title == "Table talk", q.title


@pytest.mark.rule("BW-3.5", "BW-4.3", "BW-4.5")
def test_the_declarer_and_defence_keys_follow_the_measured_verdicts() -> None:
    """Each measured judgement key is the advised choice of an experiment that helps by
    more than its margin, and the card keys are the engine's: "The first lead" is the
    highest trump held (draw trumps, top trumps first), "A discard" the weakest cards."""
    from whist_core.coach import SCENARIOS, discard_advice, setup
    from whist_core.questions.judgement import declarer_judgement, defence_judgement

    qs = {q.title: q for q in declarer_judgement() + defence_judgement()}
    for title, key in MEASURED_KEYS.items():
        v = evidence.verdict(RULES[key])
        assert v.word == "helps" and v.gain > v.margin, (title, key, v)
    for key in ("trump-order",):
        assert evidence.verdict(RULES[key]).word == "helps"
    state = setup(SCENARIOS[0])
    state = state.lay_away(discard_advice(state, "S")[0])
    ranking = ranking_at(state)
    trumps = [c for c in state.hand("S") if ranking.suit_of(c) is ranking.trump]
    first = qs["The first lead"].correct.card
    assert first == max(trumps, key=ranking.power), first
    assert qs["The lousy trump"].correct.label.startswith("A trump")
    assert "shortest side suits" in qs["The discard"].correct.label
    assert "shortest side suits" in RULES["lay-away"]["choices"][0]
    assert "cannot win" in qs["A discard"].correct.label
    assert RULES["least-useful"]["choices"][0] == "the weakest card"
    assert evidence.verdict(RULES["signal"]).word == "no clear difference"
    assert "4♦ or a small club" in qs["A discard"].correct.label   # either: no difference
