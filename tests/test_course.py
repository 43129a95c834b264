"""The course's first-trick lesson support, quiz fixes and strategy helpers (issue 10)."""

from __future__ import annotations

import html

import pytest

from whist_core import records
from whist_core.cards import Suit, cards
from whist_core.family.ranking import Ranking
from whist_core.family.switches import HOUSE
from whist_core.narrate.family import play_reason
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


def test_trick_exercise_has_one_path_and_an_ending() -> None:
    """"Next trick" only after a card is played; after the last, the score and the lessons."""
    w = TrickExercise()
    assert w.next_button.disabled
    w.next()                                      # a click that slips through changes nothing
    assert w.index == 0 and "first" in w.message.value
    assert w.ending_box.value == "" and w.ending_box.layout.display == "none"
    for i, ex in enumerate(w.exercises):
        assert w.index == i and w.next_button.disabled
        card = min(ex.legal, key=ex.ranking.power)          # the lowest legal card
        w.play(card)
        assert w.winners[i] == play_into(ex, card).winner
        if i + 1 < len(w.exercises):
            assert not w.next_button.disabled and w.ending_box.value == ""
            w.next()
    won = sum(x in ("N", "S") for x in w.winners)
    assert w.finished and w.next_button.layout.display == "none"
    assert f"Your side won {won} of {len(w.exercises)} tricks." in w.ending_box.value
    for ex in w.exercises:
        assert html.escape(ex.learned) in w.ending_box.value
    assert w.restart_button.layout.display is None
    w.restart()
    assert (w.index, w.winners, w.ending_box.value) == (0, [None] * 4, "")


@pytest.mark.rule("BW-4.6")
def test_only_joker_reason_does_not_claim_the_suit() -> None:
    ranking = Ranking.named("uptown", Suit.HEARTS, HOUSE)
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


# ------------------------------------------------------------------ the coach
from whist_core.bots import FamilyBot, GermanWhistBot  # noqa: E402
from whist_core.coach import (  # noqa: E402
    GERMAN_SCENARIOS,
    SCENARIOS,
    discard_advice,
    german_advice,
    play_advice,
    review,
    setup,
    trumps_out,
    verdict,
)
from whist_core.family.ranking import ranking_at  # noqa: E402
from whist_core.german_whist import new_game  # noqa: E402
from whist_core.questions import judgement  # noqa: E402
from widgets.guided import GermanGuided, GuidedHand, GuidedPractice  # noqa: E402


def _follow(scenario):
    state, bot = setup(scenario), FamilyBot(0)
    if state.phase.value == "discard":
        away, why = discard_advice(state, scenario.seat)
        assert len(away) == 6 and "BW-3.5" in why
        state = state.lay_away(away)
    while not state.complete:
        if state.to_act == scenario.seat:
            card, why = play_advice(state, scenario.seat)
            assert card in state.legal_plays() and why
            state = state.play(card)
        else:
            state = bot.move(state)
    return state


@pytest.mark.rule("BW-6.2")
@pytest.mark.rule("BW-6.3")
@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.key)
def test_following_the_coach_reaches_each_goal(scenario) -> None:
    state = setup(scenario)
    assert state.contract.declarer == scenario.declarer
    assert state.to_act == scenario.seat
    final = _follow(scenario)
    ok, text = verdict(final, scenario.seat)
    assert ok, text
    lines = review(final, scenario.seat)
    assert len(lines) == 12 and all(line.note for line in lines)
    ours = sum(line.ours for line in lines)
    assert ours + (1 if scenario.declaring else 0) == final.result.books[
        "NS" if scenario.seat in "NS" else "EW"]


@pytest.mark.rule("GW-5.3")
@pytest.mark.parametrize("scenario", GERMAN_SCENARIOS, ids=lambda s: s.key)
def test_following_the_german_coach_wins(scenario) -> None:
    state, bot = new_game(scenario.seed, scenario.dealer), GermanWhistBot(scenario.seed)
    while not state.complete:
        if state.to_play == "A":
            card, why = german_advice(state.view("A"))
            assert card in state.view("A").legal and why
            state = state.play(card, "A")
        else:
            state = bot.move(state)
    assert state.winner == "A"


@pytest.mark.rule("BW-4.3")
def test_trump_count_starts_at_fifteen() -> None:
    state = setup(SCENARIOS[0])
    away, _ = discard_advice(state, "S")
    laid = state.lay_away(away)
    mine = [c for c in laid.hand("S") if ranking_at(laid).suit_of(c) is ranking_at(laid).trump]
    assert trumps_out(laid, "S") == 15 - len(mine)
    card, why = play_advice(laid, "S")
    assert ranking_at(laid).suit_of(card) is ranking_at(laid).trump and "draw trumps" in why


def test_guided_widgets_play_through_with_hints() -> None:
    w = GuidedHand(SCENARIOS[4], pause=0)
    while not w.state.complete:
        w.hint()
        assert w.message_text.startswith("Hint:")
        w.play(play_advice(w.state, "S")[0])
    assert "Goal reached" in w.result.value and "<table" in w.review.value
    assert w.last_error is None
    w.new_hand()
    assert not w.state.complete and w.review.value == ""
    g = GermanGuided(GERMAN_SCENARIOS[0], pause=0)
    g.hint()
    assert "Hint:" in g.message.value and g.last_error is None
    p = GuidedPractice(pause=0)
    assert len(p.options) >= 8
    p.chooser.value = len(SCENARIOS)
    assert isinstance(p.table, GermanGuided)


def test_judgement_questions_are_well_formed() -> None:
    qs = (judgement.bidding_judgement() + judgement.kind_judgement()
          + judgement.declarer_judgement() + judgement.defence_judgement()
          + judgement.german_judgement())
    for q in qs:
        labels = [c.label for c in q.choices]
        assert len(set(labels)) == len(labels) >= 2, q.prompt
        # a question cites its rule; a custom of the table that no numbered rule states
        # (table talk) says so in its reason instead of citing a rule it does not have
        assert q.reason and (q.rule or "not one of the numbered rules" in q.reason), q.prompt
    thin = next(q for q in qs if q.title == "A thin hand")
    assert thin.correct.label == "Pass"
    assert next(q for q in qs if q.title == "The lousy trump").correct.label.startswith(
        "A trump")


@pytest.mark.rule("V-ACE-LOW-DOWN")
@pytest.mark.rule("V-LEFT-LEADS")
def test_variant_explorer_plays_the_same_deal_under_the_variants() -> None:
    from whist_core.coach import differences, play_under, rules_with
    from whist_core.family.switches import HOUSE
    from widgets.variant_explorer import DEALS, VariantExplorer

    seed, dealer, _ = DEALS[0]
    house = play_under(seed, dealer, HOUSE)
    aces = rules_with(["Aces are low downtown"])
    assert aces.ace_low_downtown and not HOUSE.ace_low_downtown
    other = play_under(seed, dealer, aces)
    assert house.hands == other.hands                      # the same deal
    assert any("play differs" in line for line in differences(house, other))
    left = play_under(seed, dealer, rules_with(["The player left of the dealer leads first"]))
    assert left.done[0].leader == "S" != house.done[0].leader   # dealer E: South leads
    with pytest.raises(ValueError):
        rules_with(["At no trump a joker may be played at any time",
                    "At no trump a joker must go at the first chance"])
    w = VariantExplorer()
    assert "Nothing chosen yet" in w.compare.value
    w.boxes["Aces are low downtown"].value = True
    assert "play differs" in w.compare.value and w.last_error is None
    for word in ("switch", "engine", "downtown_beats_uptown"):
        assert word not in w.compare.value


def test_rule_labels_link_to_the_rules_card() -> None:
    """Every **[RULE-ID]** label in the course's markdown links to that rule's anchor."""
    import json
    import re
    from pathlib import Path

    from whist_core.rulebook import BY_ID, RULES
    from widgets.course import lessons

    root = Path(__file__).resolve().parents[1] / "notebooks"
    card = json.loads((root / "reference/Rules_Card.ipynb").read_text(encoding="utf-8"))
    card_text = "".join("".join(c["source"]) for c in card["cells"])
    assert all(f'<a id="{r.id}"' in card_text for r in RULES)
    part_e = [r.id for r in RULES if r.part.startswith("Part E")]
    assert {"SC-5", "S52-6", "SB-5", "SCN-3", "SRI-4", "SH-4"} <= set(part_e)
    bare = re.compile(r"(?<!\[)\*\*\[((?:BW|GW)-\d+\.\d+|(?:SYS|SC|S52|SB|SCN|SRI|SH)-[\w-]+)"
                      r"[^\]]*\]\*\*(?!\]\()")
    linked = re.compile(r"\]\(([./\w]*reference/Rules_Card\.ipynb)#([\w.-]+)\)")
    for lesson in lessons():
        if lesson.file.startswith("reference/"):
            continue
        nb = json.loads((root / lesson.file).read_text(encoding="utf-8"))
        text = "\n".join("".join(c["source"]) for c in nb["cells"]
                         if c["cell_type"] == "markdown")
        assert not bare.findall(text), (lesson.file, bare.findall(text)[:3])
        for path, anchor in linked.findall(text):
            assert anchor in BY_ID, (lesson.file, anchor)
            assert (root / lesson.file).parent.joinpath(path).resolve() == (
                root / "reference/Rules_Card.ipynb").resolve()
