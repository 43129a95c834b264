"""What a system chooses among for its auction, its forced dealer and its kitty book
(:class:`~whist_core.family.system.System` fields), and where a hand stands
(:class:`Phase`): string enums, so each compares equal to its text and a description may
give the text (it is made the value)."""

from __future__ import annotations

from enum import StrEnum


class Auction(StrEnum):
    """How the auction runs: each player speaks ``ONCE`` from the dealer's left (BW-2.4),
    or round and round in ``ROUNDS`` until all but one have passed (SC-2, SB-2)."""

    ONCE = "once"
    ROUNDS = "rounds"


class Forced(StrEnum):
    """What the dealer must do when everyone else passed without a bid: ``ANY`` bid
    (BW-2.5), or ``ONE``, a bid of the lowest level (S52-2, SB-2)."""

    ANY = "any"
    ONE = "one"


class KittyBook(StrEnum):
    """Where the kitty's book goes: to the ``DECLARER``'s side (BW-3.6), to the winner of
    trick 1 (``TRICK1``, S52-1), or nowhere (``NONE``: no kitty, or no book for it)."""

    DECLARER = "declarer"
    TRICK1 = "trick1"
    NONE = "none"


class Phase(StrEnum):
    """Where a hand stands (every state's ``phase``, of every game of the family):
    the auction, the declaration, the discard, the play, and complete."""

    AUCTION = "auction"
    DECLARE = "declare"
    DISCARD = "discard"
    PLAY = "play"
    COMPLETE = "complete"


__all__ = ["Auction", "Forced", "KittyBook", "Phase"]
