"""Scoring a hand (BW-6) from its declarer and bid: the rules are the house system's
(:mod:`whist_core.family.systems.house`: :func:`contract_score`, ``hand_score``), the result
is the family's :class:`HandResult` (the type of every state's ``result``)."""

from __future__ import annotations

from collections.abc import Sequence

from whist_core.family.score import HandResult
from whist_core.family.seats import pair_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems.house import Bid, contract_score, hand_score

#: BW-6.1: 12 played tricks and the kitty book.
TOTAL_BOOKS = 13


def score_hand(declarer: str, bid: Bid, books: dict[str, int],
               claims: Sequence[tuple[str, int]] = (), rules: BidWhistRules = HOUSE,
               wrong_claims: Sequence[tuple[str, int]] = ()) -> HandResult:
    """Score a complete hand won by ``declarer`` with ``bid`` from its books (kitty book
    included) and renege claims (the house system's
    :func:`~whist_core.family.systems.house.hand_score`)."""
    declarers = pair_of(declarer)
    books, made, score, notes = hand_score(books, declarers, bid.level, bid.is_no_trump,
                                           tuple(claims), list(wrong_claims), rules)
    return HandResult(books, made, score, declarer_side=declarers, penalties=tuple(notes))


__all__ = ["TOTAL_BOOKS", "HandResult", "contract_score", "score_hand"]
