"""Dealing a Bid Whist hand from a seed (BW-1.3, BW-2.1 – BW-2.3).

The deal keeps its trace: every card in dealing order and where it went, so a
lesson can replay the deal card by card and show the kitty rule at work.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from whist_core.cards import ALL_CARDS, Card
from whist_core.family.engine import Deal as FamilyDeal
from whist_core.family.engine import deal as family_deal
from whist_core.family.seats import SEATS, right_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems import house
from whist_core.values import frozen

KITTY = "kitty"


@dataclass(frozen=True, slots=True)
class DealStep:
    """One card of the deal: its number (from 1), the card and where it went."""

    number: int
    card: Card
    to: str  # a seat or "kitty"


#: Where a card went, as the family engine's trace says it: seat number, or -1 (the last
#: place) for the kitty.
_WHERE = (*SEATS, KITTY)
_SIZE = len(ALL_CARDS)


@cache
def _table() -> tuple[DealStep, ...]:
    """Every step a deal can have, made once and shared (steps are immutable): the step
    of card number ``c`` dealt ``n``-th to ``_WHERE[w]`` is at ``((n - 1) * 54 + c) * 5 + w``."""
    return tuple(DealStep(n, card, to) for n in range(1, _SIZE + 1) for card in ALL_CARDS
                 for to in _WHERE)


@dataclass(frozen=True, slots=True)
class Deal:
    """A dealt hand: the dealer, 12 cards a seat, the kitty, and how it was dealt."""

    dealer: str
    hands: Mapping[str, tuple[Card, ...]]
    kitty: tuple[Card, ...]
    trace: tuple[DealStep, ...]
    cutter: str
    cut: int  # cards lifted off the top by the cutter

    def __post_init__(self) -> None:
        object.__setattr__(self, "hands", frozen(self.hands))

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
    return deal_of(family_deal(house(rules), seed, dealer))


def deal_of(d: FamilyDeal) -> Deal:
    """The family engine's deal in the lessons' shape: the hands in the order dealt, the
    trace in dealing order (cards go in turn from the dealer's left, skipping the kitty)."""
    cards = ALL_CARDS
    dealt = [cards[c] for c, to in d.trace if to >= 0]
    first = d.dealer + 1
    hands = {s: tuple(dealt[(i - first) % 4::4]) for i, s in enumerate(SEATS)}
    dealer = SEATS[d.dealer]
    return Deal(dealer, hands, tuple([cards[c] for c in d.kitty]), trace_of(d), right_of(dealer),
                d.cut)


def trace_of(d: FamilyDeal) -> tuple[DealStep, ...]:
    """The family engine's trace of a deal as the lessons' steps, in dealing order."""
    table = _table()
    return tuple([table[place + 5 * c + to % 5]                   # the kitty: -1 -> 4
                  for place, (c, to) in zip(_PLACE, d.trace, strict=False)])


#: Where the steps of the n-th card dealt (from 0) begin in _table().
_PLACE = tuple(n * _SIZE * 5 for n in range(_SIZE))
