"""Numbers for lessons: score tables and Monte-Carlo counts, all from the rules."""

from __future__ import annotations

from collections import Counter

from whist_core.family.engine import JOKER_BITS, deal
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems.house import contract_score, house

#: Books in a hand: 12 tricks and the kitty book (BW-6.1).
_BOOKS = 13


def score_table(no_trump: bool = False, min_bid: int = 3) -> dict[int, list[int]]:
    """For each bid level, the score for 0..13 books (BW-6.2 – BW-6.4)."""
    return {level: [contract_score(level, no_trump, books) for books in range(_BOOKS + 1)]
            for level in range(min_bid, 8)}


def kitty_jokers(hands: int = 10_000, seed: int = 0, rules: BidWhistRules = HOUSE
                 ) -> Counter[int]:
    """How many jokers the kitty holds over ``hands`` random deals (Monte Carlo)."""
    system = house(rules)
    counts: Counter[int] = Counter()
    for i in range(hands):
        kitty = deal(system, seed * 1_000_003 + i).kitty
        counts[sum(JOKER_BITS >> c & 1 for c in kitty)] += 1
    return counts


def kitty_joker_exact(rules: BidWhistRules = HOUSE) -> dict[int, float]:
    """The exact chance that the kitty holds 0, 1 or 2 jokers (hypergeometric)."""
    from math import comb

    n, k, j = rules.deck_size, rules.kitty_size, rules.jokers
    return {x: comb(j, x) * comb(n - j, k - x) / comb(n, k) for x in range(j + 1)}
