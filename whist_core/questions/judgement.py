"""Judgement questions: what to bid, what to lead, which card to play — with the reason.

The answers come from :mod:`whist_core.strategy` (the hand count) and the rules
engine; the reason shows the count or the principle behind the answer.

- :func:`bidding_judgement` — "what would you bid?" (BW-3.1, BW-3.6, BW-2.5)
- :func:`kind_judgement` — "uptown, downtown or no trump?" (BW-3.2, BW-4.2, BW-5.1)
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from whist_core.bid_whist.bids import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bots import DISCARD_BOOK, KITTY_GAIN, PARTNER_BOOKS
from whist_core.cards import Card, cards
from whist_core.questions.generated import Choice, Question
from whist_core.strategy import Plan, hand_books, plans, sure_books

ALLOWANCE = PARTNER_BOOKS + KITTY_GAIN + DISCARD_BOOK


def _pretty(hand: Sequence[Card]) -> str:
    return " ".join(c.pretty for c in hand)


def _kind_word(plan: Plan) -> str:
    return "no trump" if plan.kind == NO_TRUMP else plan.kind


def count_hand(hand: Sequence[Card], rules: BidWhistRules = HOUSE
               ) -> tuple[Plan, float, int, int | None]:
    """The best plan by the count, its own books, certain books, and the bid (None: pass).

    The bid is the rule of thumb: own books + partner 3.3 + kitty 0.7 + discard 1,
    whole books only, minus six (BW-3.1); below the minimum bid it is a pass."""
    best = max(plans(hand, rules), key=lambda p: hand_books(hand, p.trump, p.direction, rules))
    own = hand_books(hand, best.trump, best.direction, rules)
    sure = sum(sure_books(hand, best.trump, best.direction, rules).values())
    level = math.floor(own + ALLOWANCE + 1e-9) - 6
    return best, own, sure, (min(level, 7) if level >= rules.min_bid else None)


BID_HANDS: tuple[tuple[str, str], ...] = (
    ("Both jokers", "BJ LJ QS 9S 7S 6S KH 10H 6H 8C 2C 5D"),
    ("Aces and low cards", "BJ AH JH 9H 8H 3H 7S 6C 4C 3C AD 6D"),
    ("A long suit downtown", "LJ AS QS JS 7S 6S 5S 3S 6H 5C 2C 5D"),
    ("High cards everywhere", "AS 3S AH 9H 8H KC QC 5C KD QD 9D 7D"),
    ("A thin hand", "KS 4S 2S 10H 9H 6H 3H KC 7C 4C 8D 4D"),
)


def _bid_question(title: str, hand: Sequence[Card], rules: BidWhistRules) -> Question:
    plan, own, sure, level = count_hand(hand, rules)
    kind = _kind_word(plan)
    options = ["Pass", *[f"{n} {kind}" for n in (3, 4, 5, 6)]]
    if level is not None and level > 6:
        options.append(f"{level} {kind}")
    right = "Pass" if level is None else f"{level} {kind}"
    total = own + ALLOWANCE
    if level is None:
        why = (f"Counted {plan.words}, your cards are worth about {own:.1f} books ({sure} "
               f"certain); with about 5 from partner, kitty and discard that is {total:.1f} — "
               f"short of the 9 books a bid of 3 needs, so pass (only a dealer after three "
               f"passes must bid)")
    else:
        why = (f"Counted {plan.words}, your cards are worth about {own:.1f} books ({sure} "
               f"certain); with about 5 from partner, kitty and discard that is {total:.1f} "
               f"books, and {level} + 6 = {level + 6} is the most that reaches")
    prompt = (f"You hold {_pretty(hand)}. You speak first and nobody has bid. What do you "
              "bid?")
    return Question("what-to-bid", prompt, tuple(Choice(o) for o in options),
                    options.index(right), why, "BW-3.1, BW-3.6", (), title)


def bidding_judgement(rules: BidWhistRules = HOUSE) -> list[Question]:
    """"What would you bid?" for hands of every kind, and the dealer's duty."""
    out = [_bid_question(title, cards(text), rules) for title, text in BID_HANDS]
    weak = cards(BID_HANDS[-1][1])
    plan, own, _, _ = count_hand(weak, rules)
    options = ["Pass", f"3 {_kind_word(plan)}", f"4 {_kind_word(plan)}"]
    out.append(Question(
        "what-to-bid", f"You are the dealer and all three others passed. You hold "
        f"{_pretty(weak)}. What do you bid?", tuple(Choice(o) for o in options), 1,
        f"The dealer may not pass after three passes, so bid the least: 3. Your count "
        f"({own:.1f} books {plan.words}) says you will probably be set — but a 3 costs "
        "less than any other bid", "BW-2.5", (), "The dealer's duty"))
    return out


def kind_judgement(rules: BidWhistRules = HOUSE) -> list[Question]:
    """"Uptown, downtown or no trump?" for hands whose strength lies in one place."""
    out = []
    for title, text, why, rule in (
        ("High cards", BID_HANDS[0][1],
         "Both jokers top the trump suit whichever way you play; the rest of your strength "
         "is high cards — Q♠, K♥, 10♥ — and high cards win uptown", "BW-4.1, BW-4.3"),
        ("Low cards", BID_HANDS[1][1],
         "The aces stay on top downtown too, and the rest of your hand is low — 3♥, 3♣, "
         "4♣, 6♣, 6♦ — and low cards win downtown", "BW-4.2"),
        ("No joker, tops everywhere", BID_HANDS[3][1],
         "No joker (jokers never win at no trump), no long suit to trump with, and high "
         "cards in every suit: no trump, played uptown — it also scores double",
         "BW-5.1, BW-6.4"),
    ):
        hand = cards(text)
        plan, *_ = count_hand(hand, rules)
        options = [UPTOWN, DOWNTOWN, NO_TRUMP]
        out.append(Question("which-kind", f"You hold {_pretty(hand)}. Which kind of bid suits "
                            "this hand?", tuple(Choice(o) for o in options),
                            options.index(plan.kind), why, rule, (), title))
    return out


__all__ = ["BID_HANDS", "bidding_judgement", "count_hand", "kind_judgement"]
