"""The bid adviser's maths (whist_core.strategy), checked against exact counts."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from whist_core.cards import Suit, cards
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.strategy import (
    Plan,
    advise,
    all_splits,
    estimated_books,
    played_books,
    random_splits,
    split_count,
    sure_books,
)

HAND = cards("BJ AS KS 7S QH 2H 9D 4C")
UNSEEN = cards("LJ QS 3S AH KH AD 8C")
SIZES = {"partner": 2, "kitty": 2, "left": 2, "right": 1}
PLAN = Plan(UPTOWN, UPTOWN, Suit.SPADES)


def brute_force(evaluate) -> dict[int, Fraction]:
    """Every ordering of the unseen cards, cut into the hands: the exact distribution."""
    counts: Counter[int] = Counter()
    total = 0
    for order in permutations(UNSEEN):
        split, at = {}, 0
        for name, k in SIZES.items():
            split[name] = order[at:at + k]
            at += k
        counts[evaluate(HAND, split, PLAN, None)] += 1
        total += 1
    return {n: Fraction(k, total) for n, k in counts.items()}


def test_all_splits_is_every_deal_once() -> None:
    splits = list(all_splits(UNSEEN, SIZES))
    assert len(splits) == split_count(SIZES) == 7 * 6 // 2 * 5 * 4 // 2 * 3 * 2 // 2
    keys = {tuple(frozenset(s[n]) for n in SIZES) for s in splits}
    assert len(keys) == len(splits)
    assert all(sorted((c for part in s.values() for c in part), key=str)
               == sorted(UNSEEN, key=str) for s in splits)


@pytest.mark.rule("BW-2.2")
def test_exact_chance_of_a_kitty_card() -> None:
    """An evaluator with a known answer: the kitty holds the little joker 2 times in 7."""
    def kitty_joker(hand, split, plan, rules):
        return 7 if any(c.is_joker for c in split["kitty"]) else 6

    (advice,) = advise(HAND, samples=None, sizes=SIZES, unseen=UNSEEN, plan_list=[PLAN],
                       evaluate=kitty_joker)
    assert advice.exact and advice.deals == split_count(SIZES)
    assert advice.chance(1) == pytest.approx(2 / 7)
    assert brute_force(kitty_joker)[7] == Fraction(2, 7)


@pytest.mark.rule("BW-3.1")
def test_adviser_exact_matches_enumeration_and_sampling_converges() -> None:
    def evaluate(hand, split, plan, rules):
        from whist_core.family.switches import HOUSE
        return estimated_books(hand, split, plan, HOUSE)

    (exact,) = advise(HAND, samples=None, sizes=SIZES, unseen=UNSEEN, plan_list=[PLAN],
                      evaluate=evaluate)
    truth = brute_force(evaluate)
    assert set(exact.books) == set(truth)
    for n, p in truth.items():
        assert exact.books[n] == pytest.approx(float(p), abs=1e-12)
    assert len(truth) >= 2, "the small case must not be trivial"
    (sampled,) = advise(HAND, samples=4000, seed=5, sizes=SIZES, unseen=UNSEEN,
                        plan_list=[PLAN], evaluate=evaluate)
    for n, p in truth.items():
        sigma = (float(p) * (1 - float(p)) / 4000) ** 0.5
        assert abs(sampled.books.get(n, 0.0) - float(p)) <= 4 * sigma + 1e-9, n
    chances = [exact.chance(lv) for lv in range(0, 8)]
    assert chances == sorted(chances, reverse=True)


def test_random_splits_are_seeded_and_complete() -> None:
    a = list(random_splits(UNSEEN, SIZES, 5, seed=1))
    assert a == list(random_splits(UNSEEN, SIZES, 5, seed=1))
    assert all(sum(len(v) for v in s.values()) == 7 for s in a)
    with pytest.raises(ValueError):
        list(random_splits(UNSEEN, {"partner": 3}, 1))


@pytest.mark.rule("BW-4.3")
@pytest.mark.rule("BW-5.1")
def test_sure_books() -> None:
    hand = cards("BJ LJ AS KS 5S AH KH 2D AC")
    up = sure_books(hand, Suit.SPADES, UPTOWN)
    assert up[Suit.SPADES] == 4 and up[Suit.HEARTS] == 2 and up[Suit.DIAMONDS] == 0
    assert up[Suit.CLUBS] == 1
    down = sure_books(hand, Suit.SPADES, DOWNTOWN)          # A 2 3 … K: the king is low
    assert down[Suit.SPADES] == 3 and down[Suit.HEARTS] == 1 and down[Suit.DIAMONDS] == 0
    nt = sure_books(hand, None, UPTOWN)                     # jokers never win at no trump
    assert nt[Suit.SPADES] == 2
    assert sure_books(cards("AD 2D 3D"), None, DOWNTOWN)[Suit.DIAMONDS] == 3


@pytest.mark.rule("BW-6.1")
def test_played_books_and_a_strong_hand() -> None:
    strong = cards("BJ LJ AS KS QS JS 10S AH KH AD KD AC")
    (advice,) = advise(strong, samples=6, plan_list=[Plan(UPTOWN, UPTOWN, Suit.SPADES)])
    assert advice.chance(3) == 1.0 and advice.average >= 11
    weak = cards("9S 6S 2S 8H 6H 3H 9C 6C 2C 10D 8D 7D")
    plans = advise(weak, samples=6, seed=2)
    assert [p.plan.kind for p in plans] == [UPTOWN, DOWNTOWN, NO_TRUMP]
    assert all(1 <= n <= 13 for a in plans for n in a.books)
    assert max(a.chance(5) for a in plans) < advice.chance(5)
    with pytest.raises(ValueError):
        played_books(weak[:8], {}, plans[0].plan)
