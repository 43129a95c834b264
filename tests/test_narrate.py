"""Narration for learners (whist_core.narrate): plain words, "you", joker names, refusals."""

from __future__ import annotations

import re

import pytest

from whist_core import narrate, pictures, records
from whist_core.bid_whist import BidWhistRules
from whist_core.cards import Card, Suit
from whist_core.errors import RuleError
from whist_core.family.systems.house import new_hand
from whist_core.german_whist import new_game

CODE = re.compile(r"(?<![\w-])(?:10|[2-9AKQJ])[SHDC](?![\w-])|\b[BL]J\b")


@pytest.mark.rule("BW-4.4")
def test_a_refusal_in_plain_words() -> None:
    err = RuleError("7C does not follow hearts; S holds 2H", "BW-4.4")
    assert narrate.refusal(err, you="S") == "7♣ does not follow hearts: you hold 2♥ (BW-4.4)."
    assert narrate.refusal(err) == "7♣ does not follow hearts: South holds 2♥ (BW-4.4)."
    assert str(err) == "7C does not follow hearts; S holds 2H (BW-4.4)"   # the CLI keeps codes


@pytest.mark.rule("GW-3.1")
def test_german_refusal_names_the_learner() -> None:
    g = new_game(3, dealer="B")
    g = g.play(g.legal_plays()[0])
    bad = next(c for c in g.hand("B") if c not in g.legal_plays())
    with pytest.raises(RuleError) as caught:
        g.play(bad)
    words = narrate.refusal(caught.value, you="B")
    assert bad.pretty in words and "you hold" in words and not CODE.search(words)


@pytest.mark.rule("V-RED-BLACK")
def test_red_and_black_jokers_reach_words_and_pictures() -> None:
    rules = BidWhistRules(joker_names="red/black")
    assert narrate.card_words(Card.parse("BJ"), narrate.joker_style(rules)) == "red joker"
    state = new_hand(11, dealer="N", rules=rules)
    holder = next(s for s in "NESW" if any(c.is_joker for c in state.hand(s)))
    svg = pictures.draw(state.view(holder), compact=True) + pictures.draw(state.view(holder))
    # A joker's face carries one word: the big one's in capitals, the little one's not.
    assert ">RED<" in svg or ">black<" in svg
    assert ">BIG<" not in svg and ">little<" not in svg
    assert "BIG" not in svg and "little joker" not in svg


@pytest.mark.rule("GW-3.2")
def test_german_hint_promises_a_trump_only_to_a_trump_holder() -> None:
    for seed in range(40):
        g = new_game(seed, dealer="B")
        g = g.play(g.legal_plays()[0])
        view = g.view("B")
        lead = g.current[0][1]
        if any(c.suit is lead.suit for c in view.hand):
            continue
        text = narrate.hint(view)
        has_trump = any(c.suit is view.trump for c in view.hand)
        assert ("a trump would win" in text) == (has_trump and lead.suit is not view.trump)
        assert not CODE.search(text)


@pytest.mark.rule("BW-6.6")
def test_the_renege_is_told_only_to_the_one_who_knows() -> None:
    states = records.replay("notebooks/records/renege_claimed.json")
    i = next(i for i, s in enumerate(states) if s.last.kind == "play"
             and (s.trick or s.done[-1]).reneges)
    who = states[i].last.seat
    assert "while holding" in narrate.step(states[i].view(who))
    for seat in "NESW":
        if seat != who:
            assert "while holding" not in narrate.step(states[i].view(seat))
    assert "You play" in narrate.step(states[i].view(who), you=True)


def test_every_step_is_plain_words() -> None:
    """No card code in any step of any record, for any reader."""
    for path in ("renege_claimed.json", "no_trump_two_jokers.json", "gw_8_worked_example.json"):
        states = records.replay(f"notebooks/records/{path}")
        for s in states:
            for seat in narrate.seats_of(s):
                text = narrate.step(s.view(seat), you=True) + narrate.hint(s.view(seat))
                assert not CODE.search(text), text


def test_suits_are_named() -> None:
    assert Suit.HEARTS.word == "hearts"
    assert narrate.signed(4) == "+4" and narrate.signed(-3) == "−3" and narrate.signed(0) == "0"


def test_action_words_for_buttons_of_every_game() -> None:
    """Calls, declarations and cards of every game in plain words (no codes)."""
    from whist_core import games
    from whist_core.narrate import action_words

    states = {name: games.get(name).new(1) for name in ("cincinnati", "cutthroat", "bid-whist")}
    words = {name: [action_words(a, system=getattr(s, "system", None)) for a in s.legal_actions()]
             for name, s in states.items()}
    assert words["cincinnati"][:4] == ["pass", "1 normal", "1 special", "1 no trump"]
    assert words["cutthroat"][:3] == ["pass", "1", "1 no trump"]
    assert words["bid-whist"][:2] == ["pass", "3 uptown"]
    assert action_words("uptown hearts") == "uptown, ♥ hearts trump"
    assert action_words("by lead") == "trump by the first lead"
    assert action_words(Card.parse("10H")) == "10♥"


def test_plain_words_name_cutthroat_players() -> None:
    from whist_core.narrate.words import plain

    assert plain("7C does not follow hearts; P2 holds 2H", "P2") == \
        "7♣ does not follow hearts: you hold 2♥"
    assert plain("P3 does not hold 7C") == "Player 3 does not hold 7♣"
