"""How a system's declarer names the contract: :class:`Declaring` and the shared
:data:`SUIT_OR_NO_TRUMP` (Rhode Island, Hawaii).

A system's file (:mod:`whist_core.family.systems`) gives its
:class:`~whist_core.family.system.System` one ``declaring`` object; a system whose
declaration is its own subclasses :class:`Declaring` there. The engine asks it, and
nothing else, what the auction leaves known, what may be declared, how a record spells
it and what the contract becomes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from whist_core.cards import SUITS, Suit
from whist_core.errors import RuleError
from whist_core.family.system import NO_TRUMP, UPTOWN, Call

if TYPE_CHECKING:
    from whist_core.family.engine import Contract

#: What a declaration settles: kind, direction, trump, trump by lead.
Settled = tuple[str | None, str | None, Suit | None, bool]


class Declaring:
    """The declaration of one system (override what differs). The base declares a suit
    or no trump, ace high: uptown from the end of the auction, ``kind`` unknown until
    the declaration (HAND_RECORDS.md)."""

    #: The declarer names the ranking (SC-3, S52-4, BW-3.4): then even uptown is said.
    ranked = False
    #: The order :meth:`FamilyState.legal_declarations` lists them in (None: as offered,
    #: which is also :meth:`FamilyState.legal_actions`' order).
    order: tuple[Any, ...] | None = None

    def __init__(self) -> None:
        #: Private cache, (no_trump) → the offered declarations and each as :meth:`read`
        #: reads it; filled on first use, never changes what is offered.
        self._offers: dict[bool, tuple[tuple, tuple]] = {}

    def opening(self, won: Call) -> tuple[str | None, str | None]:
        """``(kind, direction)`` known at the end of the auction won by ``won``: here no
        downtown (SB-3, SRI-3, SH-2), and no kind until the declaration (it may yet be no
        trump; HAND_RECORDS.md)."""
        return None, UPTOWN

    def to_json(self, c: Contract) -> dict[str, Any]:
        """The contract as the command line prints it (HAND_RECORDS.md)."""
        return c.to_json()

    def plays_at_once(self, won: Call) -> bool:
        """Nothing to declare after ``won``: play starts at once (SCN-3's no trump)."""
        return False

    def values(self, no_trump: bool) -> list[Any]:
        """What may be declared, in :meth:`FamilyState.legal_declarations` order."""
        return [*SUITS, NO_TRUMP]

    def read_text(self, c: Contract, text: str, value: Any, rule: str) -> Any:
        """A declaration from its words (lower case, single spaces)."""
        if text in (NO_TRUMP, "notrump", "nt"):
            return NO_TRUMP
        return read_suit(text, rule)

    def settle(self, c: Contract, choice: Any) -> Settled:
        """What the contract becomes once ``choice`` (as :meth:`read` gives it) is made."""
        trump = None if choice == NO_TRUMP else choice
        return (NO_TRUMP if trump is None else UPTOWN), c.direction, trump, False

    def code(self, direction: str | None, trump: Suit | None, choice: Any) -> Any:
        """The record's spelling of the declaration made."""
        return NO_TRUMP if trump is None else trump.word

    # ------------------------------------------------------------------ shared
    def read(self, c: Contract, value: Any, rule: str) -> Any:
        """A declaration from its record spelling (HAND_RECORDS.md), or a RuleError."""
        if isinstance(value, Suit):
            text = value.word
        elif isinstance(value, str):
            text = " ".join(value.strip().lower().split())
        else:
            raise RuleError.of("not-a-declaration", rule, text=repr(value))
        return self.read_text(c, text, value, rule)

    def offers(self, no_trump: bool) -> tuple[tuple, tuple]:
        """The declarations offered after a (no-trump or other) bid and each as read."""
        entry = self._offers.get(no_trump)
        if entry is None:
            from whist_core.family.engine import Contract

            values = self.values(no_trump)
            probe = Contract("N", Call("bid", 1, "NT" if no_trump else ""))
            entry = self._offers[no_trump] = (
                tuple(values), tuple(self.read(probe, v, "X-1") for v in values))
        return entry


def read_suit(text: Any, rule: str) -> Suit:
    """A suit from its name, letter or symbol, or a RuleError citing ``rule``."""
    try:
        return text if isinstance(text, Suit) else Suit.parse(text)
    except (RuleError, ValueError, AttributeError):
        raise RuleError.of("not-a-suit", rule, text=repr(text)) from None


#: A suit or no trump, ace high (SRI-3, SH-2).
SUIT_OR_NO_TRUMP = Declaring()

__all__ = ["SUIT_OR_NO_TRUMP", "Declaring", "Settled", "read_suit"]
