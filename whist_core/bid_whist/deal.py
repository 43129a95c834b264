"""Dealing a Bid Whist hand from a seed (BW-1.3, BW-2.1 – BW-2.3).

The deal keeps its trace: every card in dealing order and where it went, so a
lesson can replay the deal card by card and show the kitty rule at work.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bid_whist.seats import SEATS, left_of, right_of
from whist_core.cards import ALL_CARDS, Card, deck
from whist_core.family.engine import deal as family_deal
from whist_core.family.systems import house
from whist_core.rng import SeededRandom

KITTY = "kitty"
#: BW-2.3: neither the first 4 nor the last 4 cards dealt may go to the kitty.
KITTY_GUARD = 4


@dataclass(frozen=True, slots=True)
class DealStep:
    """One card of the deal: its number (from 1), the card and where it went."""

    number: int
    card: Card
    to: str  # a seat or "kitty"


_STEPS: dict[tuple[int, Card, str], DealStep] = {}


def step(number: int, card: Card, to: str) -> DealStep:
    """``DealStep(number, card, to)``, made once and shared (steps are immutable)."""
    key = (number, card, to)
    out = _STEPS.get(key)
    if out is None:
        out = _STEPS[key] = DealStep(number, card, to)
    return out


def steps(numbers: Iterable[int], cards: Iterable[Card], to: Iterable[str]
          ) -> tuple[DealStep, ...]:
    """``step(n, card, to)`` for each triple, at C speed once the steps have been made."""
    keys = list(zip(numbers, cards, to, strict=True))
    try:
        return tuple(map(_STEPS.__getitem__, keys))
    except KeyError:
        return tuple(step(*key) for key in keys)


@dataclass(frozen=True, slots=True)
class Deal:
    """A dealt hand: the dealer, 12 cards a seat, the kitty, and how it was dealt."""

    dealer: str
    hands: dict[str, tuple[Card, ...]]
    kitty: tuple[Card, ...]
    trace: tuple[DealStep, ...]
    cutter: str
    cut: int  # cards lifted off the top by the cutter

    @property
    def kitty_positions(self) -> list[int]:
        """Numbers (from 1) of the cards that went to the kitty."""
        return [s.number for s in self.trace if s.to == KITTY]


def deal(seed: int, dealer: str | None = None, rules: BidWhistRules = HOUSE) -> Deal:
    """Shuffle, cut and deal from ``seed``; the same seed gives the same deal everywhere.

    The dealer is drawn at random when not given (BW-1.3). The player on the
    dealer's right cuts (BW-2.1). Cards go one at a time clockwise from the
    dealer's left, 12 to each player (BW-2.2); the dealer puts the kitty cards
    at positions chosen at random, never among the first or last 4 (BW-2.3).
    The family engine deals (:func:`whist_core.family.engine.deal`); this is its deal
    in the lessons' shape, the trace in dealing order.
    """
    d = family_deal(house(rules), seed, dealer)
    dealer = SEATS[d.dealer]
    hands: dict[str, list[Card]] = {s: [] for s in SEATS}
    trace = []
    for n, (c, to) in enumerate(d.trace, 1):
        card = ALL_CARDS[c]
        where = KITTY if to < 0 else SEATS[to]
        if to >= 0:
            hands[where].append(card)
        trace.append(step(n, card, where))
    return Deal(dealer, {s: tuple(h) for s, h in hands.items()},
                tuple(ALL_CARDS[c] for c in d.kitty), tuple(trace), right_of(dealer), d.cut)


def shuffle_and_cut(seed: int, dealer: str | None = None, rules: BidWhistRules = HOUSE
                    ) -> tuple[str, list[Card], int, set[int]]:
    """The random part of :func:`deal`: the dealer, the cut pack, the cut, and the
    0-based positions the dealer sends to the kitty (BW-1.3, BW-2.1, BW-2.3)."""
    rng = SeededRandom(seed)
    if dealer is None:
        dealer = rng.choice(SEATS)
    pack = rng.shuffled(deck(rules.jokers))
    cut = rng.between(1, len(pack) - 1)
    pack = pack[cut:] + pack[:cut]
    allowed = range(KITTY_GUARD, len(pack) - KITTY_GUARD)
    return dealer, pack, cut, set(rng.sample(allowed, rules.kitty_size))


def deal_in_order(pack: list[Card], dealer: str, kitty_at: set[int], *, cutter: str = "",
                  cut: int = 0) -> Deal:
    """Deal ``pack`` in order, sending the cards at 0-based ``kitty_at`` to the kitty."""
    hands: dict[str, list[Card]] = {s: [] for s in SEATS}
    kitty: list[Card] = []
    trace = []
    seat = left_of(dealer)
    for i, card in enumerate(pack):
        if i in kitty_at:
            kitty.append(card)
            trace.append(DealStep(i + 1, card, KITTY))
        else:
            hands[seat].append(card)
            trace.append(DealStep(i + 1, card, seat))
            seat = left_of(seat)
    return Deal(dealer, {s: tuple(h) for s, h in hands.items()}, tuple(kitty), tuple(trace),
                cutter or right_of(dealer), cut)
