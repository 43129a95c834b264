"""Scoring a hand (BW-6). The renege penalty (BW-6.6) is the family engine's
(:func:`whist_core.family.systems.house.renege_penalties`).

All numbers come from here: lessons plot them, the state machine reports them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from whist_core.bid_whist.bids import Contract
from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bid_whist.seats import other_pair, pair_of
from whist_core.family.systems.house import renege_penalties

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


def contract_score(level: int, no_trump: bool, books: int, rules: BidWhistRules = HOUSE) -> int:
    """What the declaring pair scores with ``books`` of 13 on a bid of ``level``.

    Made (books >= level + 6): every book over six counts (BW-6.2); set: minus the
    bid (BW-6.3); no trump doubles both (BW-6.4). A made 7 scores 28 under
    V-BOSTON-BONUS (its ``true`` form; the other forms act on the game, see ``Game``).
    """
    factor = 2 if no_trump else 1
    if books >= level + 6:
        if level == 7 and rules.boston_bonus is True:
            return 4 * 7 * factor
        return (books - 6) * factor
    return -level * factor


def score_hand(contract: Contract, books: dict[str, int], claims: Sequence[tuple[str, int]] = (),
               rules: BidWhistRules = HOUSE, wrong_claims: Sequence[tuple[str, int]] = ()
               ) -> HandResult:
    """Score a complete hand from its books (kitty book included) and renege claims."""
    books, notes = renege_penalties(books, tuple(claims), list(wrong_claims))  # BW-6.6
    declarers = pair_of(contract.declarer)
    defenders = other_pair(declarers)
    level = contract.bid.level
    got = books[declarers]
    points = contract_score(level, contract.is_no_trump, got, rules)
    score = {declarers: points, defenders: 0}  # BW-6.5: the defenders score 0
    if rules.back_door and points < 0:  # V-BACK-DOOR: the lost bid goes to the opponents
        score = {declarers: 0, defenders: -points}
    if rules.defenders_score and books[defenders] > 6:  # V-DEFENDERS-SCORE
        score[defenders] += (books[defenders] - 6) * (2 if contract.is_no_trump else 1)
    return HandResult(declarers, books, got >= level + 6, {"NS": score["NS"], "EW": score["EW"]},
                      got == TOTAL_BOOKS, tuple(notes))
