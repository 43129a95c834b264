"""Bid Whist hand records (HAND_RECORDS.md): the family's reader and writer
(:mod:`whist_core.family.record`) for the house system, each state in the lessons' shape.
"""

from __future__ import annotations

from whist_core.bid_whist.state import BidWhistState, states_of
from whist_core.errors import RecordError
from whist_core.family import record as family_record
from whist_core.family.seats import parse_seat
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems.house import house

GAME = "bid-whist"


def replay(record: dict) -> list[BidWhistState]:
    """Check ``record`` and return every state it passes through, the deal first."""
    if record.get("game") != GAME:
        raise RecordError(f"expected {GAME!r}", place="game")
    return states_of(family_record.replay(record))


def summary(states: list[BidWhistState]) -> dict:
    """The result of a replay as the command line prints it (HAND_RECORDS.md)."""
    return family_record.summary([states[-1].family])


def deal_record(seed: int, dealer: str | None = None, rules: dict | None = None) -> dict:
    """A fresh deal as a record, with its trace (HAND_RECORDS.md, ``deal``)."""
    system = house(BidWhistRules.from_record(rules))
    return family_record.deal_record(
        system, seed, None if dealer is None else parse_seat(dealer, "--dealer"))


def record_of(state: BidWhistState, extra: dict | None = None) -> dict:
    """The record of a hand played up to ``state`` (replaying it gives ``state`` back)."""
    return family_record.record_of(state.family, extra)
