"""The lessons' contract (BW-3.4): the winning bid, its declarer and what was named.

The bid notation itself (``Bid``, ``Bid.parse``, ``PASS``) is the house system's, in
:mod:`whist_core.family.systems.house`; the kinds (``UPTOWN``, ``DOWNTOWN``,
``NO_TRUMP``) are the family's, in :mod:`whist_core.family.system`.
"""

from __future__ import annotations

from dataclasses import dataclass

from whist_core.cards import Suit
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.family.systems.house import Bid
from whist_core.messages import msg
from whist_core.messages import suit as suit_name


@dataclass(frozen=True, slots=True)
class Contract:
    """The winning bid, its declarer and what the declarer named (BW-3.4).

    ``direction`` is known from a suit bid at once and from the declaration at
    no trump; ``trump`` is named after a suit bid, ``None`` at no trump.
    """

    declarer: str
    bid: Bid
    direction: str | None = None
    trump: Suit | None = None

    @property
    def kind(self) -> str:
        return self.bid.kind

    @property
    def is_no_trump(self) -> bool:
        return self.bid.is_no_trump

    @property
    def declared(self) -> bool:
        return self.direction is not None and (self.is_no_trump or self.trump is not None)

    @property
    def words(self) -> str:
        """``E: 4 uptown, spades trump`` / ``N: 3 no trump, downtown`` (in the learner's
        language: :mod:`whist_core.messages`)."""
        if self.trump is not None:
            return msg("{declarer}: {bid}, {suit} trump", declarer=self.declarer,
                       bid=self.bid.words, suit=suit_name(self.trump))
        if self.is_no_trump and self.direction:
            return msg("{declarer}: {bid}, {direction}", declarer=self.declarer,
                       bid=self.bid.words, direction=self.direction)
        return msg("{declarer}: {bid}", declarer=self.declarer, bid=self.bid.words)

    def to_json(self) -> dict:
        return {"declarer": self.declarer, "bid": self.bid.code, "level": self.bid.level,
                "kind": self.kind, "direction": self.direction,
                "trump": self.trump.word if self.trump else None}


__all__ = ["DOWNTOWN", "NO_TRUMP", "UPTOWN", "Contract"]
