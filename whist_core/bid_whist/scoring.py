"""Scoring a hand (BW-6) in the lessons' vocabulary: the rules are the house system's
(:mod:`whist_core.family.systems.house`: :func:`contract_score`, ``hand_score``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from whist_core.bid_whist.bids import Contract
from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bid_whist.seats import pair_of
from whist_core.family.systems.house import contract_score, hand_score
from whist_core.values import frozen

#: BW-6.1: 12 played tricks and the kitty book.
TOTAL_BOOKS = 13


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of a complete hand.

    ``books`` are after renege penalties; ``score`` is the change this hand
    makes to each partnership's game score.
    """

    declarers: str
    books: Mapping[str, int]
    made: bool
    score: Mapping[str, int]
    boston: bool
    penalties: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "books", frozen(self.books))
        object.__setattr__(self, "score", frozen(self.score))

    @property
    def declarer_books(self) -> int:
        return self.books[self.declarers]


def score_hand(contract: Contract, books: dict[str, int], claims: Sequence[tuple[str, int]] = (),
               rules: BidWhistRules = HOUSE, wrong_claims: Sequence[tuple[str, int]] = ()
               ) -> HandResult:
    """Score a complete hand from its books (kitty book included) and renege claims (the
    house system's :func:`~whist_core.family.systems.house.hand_score`)."""
    declarers = pair_of(contract.declarer)
    books, made, score, notes = hand_score(books, declarers, contract.bid.level,
                                           contract.is_no_trump, tuple(claims),
                                           list(wrong_claims), rules)
    return HandResult(declarers, books, made, score, books[declarers] == TOTAL_BOOKS,
                      tuple(notes))


__all__ = ["TOTAL_BOOKS", "HandResult", "contract_score", "score_hand"]
