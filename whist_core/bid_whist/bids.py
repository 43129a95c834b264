"""Bids and the contract (BW-3.1 – BW-3.4).

A bid is a number of books over six and a kind: uptown, downtown or no trump.
``Bid.parse`` reads ``4U``, ``5d``, ``3NT``, ``4 no trump`` and ``pass``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from whist_core.cards import Suit
from whist_core.errors import RuleError

UPTOWN, DOWNTOWN, NO_TRUMP = "uptown", "downtown", "no trump"
KINDS = (UPTOWN, DOWNTOWN, NO_TRUMP)
_SHORT = {UPTOWN: "U", DOWNTOWN: "D", NO_TRUMP: "NT"}
_KIND_WORDS = {"u": UPTOWN, "up": UPTOWN, "uptown": UPTOWN, "d": DOWNTOWN, "down": DOWNTOWN,
               "downtown": DOWNTOWN, "nt": NO_TRUMP, "n": NO_TRUMP, "notrump": NO_TRUMP,
               "notrumps": NO_TRUMP, "no trump": NO_TRUMP, "no trumps": NO_TRUMP,
               "no-trump": NO_TRUMP}
_BID_RE = re.compile(r"^\s*([0-9])\s*([a-z -]+?)\s*$")


@dataclass(frozen=True, slots=True)
class Bid:
    """A call in the auction: ``level`` 1..7 and ``kind``, or a pass (level 0)."""

    level: int
    kind: str

    @property
    def is_pass(self) -> bool:
        return self.level == 0

    @property
    def is_no_trump(self) -> bool:
        return self.kind == NO_TRUMP

    @property
    def code(self) -> str:
        """Canonical notation: ``pass``, ``4U``, ``5D``, ``3NT``."""
        return "pass" if self.is_pass else f"{self.level}{_SHORT[self.kind]}"

    @property
    def words(self) -> str:
        """For people: ``4 uptown``, ``3 no trump``, ``pass``."""
        return "pass" if self.is_pass else f"{self.level} {self.kind}"

    @property
    def books_needed(self) -> int:
        """Books (of 13) needed to make the bid: the number plus six (BW-3.1)."""
        return self.level + 6

    @classmethod
    def parse(cls, text: str | Bid) -> Bid:
        if isinstance(text, Bid):
            return text
        if not isinstance(text, str):
            raise RuleError(f"{text!r} is not a bid (pass, 4U, 4D, 4NT…)", "BW-3.2")
        key = text.strip().lower()
        if key == "pass":
            return PASS
        match = _BID_RE.match(key)
        if match:
            level, kind = int(match.group(1)), _KIND_WORDS.get(match.group(2).strip())
            if kind and 1 <= level <= 7:
                return Bid(level, kind)
        raise RuleError(f"{text!r} is not a bid: pass, or a number 3..7 with U (uptown), "
                          "D (downtown) or NT (no trump), e.g. 4U, 5D, 3NT", "BW-3.1")

    def ladder_key(self, downtown_beats_uptown: bool = False) -> int:
        """Position on the bid ladder (BW-3.3): higher overcalls lower, equal cannot.

        3U = 3D < 3NT < 4U = 4D < … ; with V-DOWN-OVER-UP, U < D < NT.
        """
        if self.is_pass:
            return -1
        step = {UPTOWN: 0, DOWNTOWN: 1 if downtown_beats_uptown else 0, NO_TRUMP: 2}[self.kind]
        return self.level * 3 + step

    def __str__(self) -> str:
        return self.code


PASS = Bid(0, "pass")


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
        """``E: 4 uptown, spades trump`` / ``N: 3 no trump, downtown``."""
        text = f"{self.declarer}: {self.bid.words}"
        if self.trump is not None:
            text += f", {self.trump.word} trump"
        elif self.is_no_trump and self.direction:
            text += f", {self.direction}"
        return text

    def to_json(self) -> dict:
        return {"declarer": self.declarer, "bid": self.bid.code, "level": self.bid.level,
                "kind": self.kind, "direction": self.direction,
                "trump": self.trump.word if self.trump else None}
