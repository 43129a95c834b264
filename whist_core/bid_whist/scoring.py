"""Scoring a hand (BW-6) and the renege penalty.

All numbers come from here: lessons plot them, the state machine reports them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whist_core.bid_whist.bids import Contract
from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bid_whist.seats import other_pair, pair_of

#: BW-6.1: 12 played tricks and the kitty book.
TOTAL_BOOKS = 13


@dataclass(frozen=True, slots=True)
class HandResult:
    """The outcome of a complete hand.

    ``books`` are after renege penalties; ``score`` is the change this hand
    makes to each partnership's game score.
    """

    declarers: str
    books: dict[str, int]
    made: bool
    score: dict[str, int]
    boston: bool
    penalties: tuple[str, ...] = ()

    @property
    def declarer_books(self) -> int:
        return self.books[self.declarers]


def apply_renege_penalties(books: dict[str, int], claims: Sequence[tuple[str, int]]
                           ) -> tuple[dict[str, int], list[str]]:
    """BW-6.6: for each claim, in order, three books pass from the reneging pair to the
    claimants; a reneging pair with fewer than three books loses all 13."""
    books = dict(books)
    notes = []
    for by, trick in claims:
        offenders = other_pair(by)
        if books[offenders] < 3:
            books[offenders], books[by] = 0, TOTAL_BOOKS
            notes.append(f"trick {trick}: {offenders} reneged with fewer than 3 books; "
                         f"all 13 books go to {by}")
        else:
            books[offenders] -= 3
            books[by] += 3
            notes.append(f"trick {trick}: {offenders} reneged; 3 books pass to {by}")
    return books, notes


def contract_score(level: int, no_trump: bool, books: int) -> int:
    """What the declaring pair scores with ``books`` of 13 on a bid of ``level``.

    Made (books >= level + 6): every book over six counts (BW-6.2); set: minus the
    bid (BW-6.3); no trump doubles both (BW-6.4).
    """
    factor = 2 if no_trump else 1
    if books >= level + 6:
        return (books - 6) * factor
    return -level * factor


def score_hand(contract: Contract, books: dict[str, int], claims: Sequence[tuple[str, int]] = (),
               rules: BidWhistRules = HOUSE) -> HandResult:
    """Score a complete hand from its books (kitty book included) and renege claims."""
    books, notes = apply_renege_penalties(books, claims)
    declarers = pair_of(contract.declarer)
    defenders = other_pair(declarers)
    level = contract.bid.level
    got = books[declarers]
    score = {declarers: contract_score(level, contract.is_no_trump, got), defenders: 0}
    if rules.defenders_score and books[defenders] > 6:  # V-DEFENDERS-SCORE
        score[defenders] = (books[defenders] - 6) * (2 if contract.is_no_trump else 1)
    return HandResult(declarers, books, got >= level + 6, {"NS": score["NS"], "EW": score["EW"]},
                      got == TOTAL_BOOKS, tuple(notes))
