"""Regressions of the defects issue 21 found in the lessons' generated texts: each of
these fails on the code before the fix."""

from __future__ import annotations

from whist_core.coach import SCENARIOS, discard_advice, setup
from whist_core.family.system import DOWNTOWN
from whist_core.questions.generated import winner_question
from whist_core.questions.german_whist import first_stage_questions
from whist_core.questions.judgement import defence_judgement
from whist_core.questions.systems import game_end_question, play_game


def test_a_boston_game_end_question_names_who_won_the_bidding() -> None:
    """Both pairs over 11 after hand 4: the answer needs the bidders (SB-5)."""
    game = play_game("boston", seed=64)
    q = game_end_question(game, len(game.lines), "SB-5")
    assert "won the bidding on hand 4" in q.prompt
    assert "won the bidding" in q.reason


def test_the_downtown_discard_advice_does_not_call_high_cards_low() -> None:
    scenario = next(s for s in SCENARIOS if s.bid.endswith("D"))
    state = setup(scenario)
    assert state.contract.direction == DOWNTOWN
    _, why = discard_advice(state, scenario.seat)
    assert "lay away low cards" not in why and "BW-4.2" in why


def test_a_no_trump_trick_is_not_said_to_be_trumped() -> None:
    q = winner_question([("N", "KH"), ("E", "2H"), ("S", "KS"), ("W", "3H")], "uptown",
                        None)
    assert "nor trumped" not in q.reason and "did not follow suit" in q.reason


def test_a_german_reason_shows_its_rule_once() -> None:
    for q in first_stage_questions():
        assert q.explanation.count(f"({q.rule})") <= 1 and "). (" not in q.explanation


def test_defence_questions_say_whose_side_led_and_cite_no_seed() -> None:
    qs = defence_judgement()
    last = next(q for q in qs if q.title == "The last trick")
    assert "An opponent" in last.prompt
    assert all("seed 0" not in q.reason for q in qs)
    talk = next(q for q in qs if q.title == "Table talk")
    assert talk.rule != "BW-9.7"


SUIT_SIGNS = {"clubs": "♣", "diamonds": "♦", "hearts": "♥", "spades": "♠"}


def _learners_hand(scenario) -> set[str]:
    """The learner's cards as the guided hand starts playing: after the coach's lay-away
    when the learner declares (BW-3.5)."""
    state = setup(scenario)
    if state.phase.value == "discard" and state.to_act == scenario.seat:
        state = state.lay_away(discard_advice(state, scenario.seat)[0])
    return {c.pretty for c in state.hand(scenario.seat)}


def test_a_guided_hand_tip_names_only_cards_the_learner_holds() -> None:
    """Strategy 03's "make 4 uptown" said "cash your clubs" with K♣ Q♣ and no ace: a
    tip may tell the learner to cash a suit only when the learner holds its ace (the top
    card uptown and downtown, BW-4.2), and every card it calls "your" is in the hand."""
    import re

    for scenario in SCENARIOS:
        held = _learners_hand(scenario)
        for suit in re.findall(r"cash your (\w+)", scenario.tip):
            assert "A" + SUIT_SIGNS[suit] in held, (scenario.key, scenario.tip)
        for group in re.findall(r"your ((?:(?:10|[2-9AKQJ])[♠♥♦♣](?: and | )?)+)",
                                scenario.tip):
            for card in re.findall(r"(?:10|[2-9AKQJ])[♠♥♦♣]", group):
                assert card in held, (scenario.key, card, scenario.tip)
    first = _learners_hand(SCENARIOS[0])
    assert {"K♣", "Q♣"} <= first and "A♣" not in first
    assert "cash your clubs" not in SCENARIOS[0].tip and "A♣" in SCENARIOS[0].tip


def test_bid_whist_7_quotes_both_joker_lead_measurements() -> None:
    """Bid Whist 7 said only "no clear difference" (the computer players' figure), while
    Playing well 4's best-play figure says a led joker costs the defenders over a book."""
    from pathlib import Path

    from whist_core.evidence import load, verdict

    rules = load()["rules"]
    bots, best = verdict(rules["joker-lead"]), verdict(rules["joker-lead-nt"])
    assert bots.word == "no clear difference" and best.word == "helps" and best.gain > 1
    page = (Path(__file__).resolve().parents[1] / "pages" / "bid_whist"
            / "07_Jokers_in_No_Trump.md").read_text("utf-8")
    text = " ".join(page.split())
    assert f"computer players on {bots.deals} deals it made no clear difference" in text
    assert f"best play on {best.deals} deals, leading the joker cost that side more than a " \
           "book" in text
