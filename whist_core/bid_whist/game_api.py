"""House Bid Whist as a game of the registry (:mod:`whist_core.games`, ``"bid-whist"``):
the family engine's states of the house system (:func:`~whist_core.family.systems.house`)
under the hand's switches, with the house's own options and records."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist_core.errors import RecordError
from whist_core.family import record as family_record
from whist_core.family.engine import FamilyState
from whist_core.family.score import FamilyGame
from whist_core.family.seats import SEATS, parse_seat
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems.house import Game, house, new_hand

RULES_CLASS = BidWhistRules
GAME = "bid-whist"


def seats(**options: Any) -> tuple[str, ...]:
    _no_options(options)
    return SEATS


def _no_options(options: Mapping[str, Any]) -> None:
    for key in options:
        raise RecordError("Bid Whist takes no such option", "BW-1.1", key)


def _rules(rules: Any) -> BidWhistRules:
    return rules if isinstance(rules, BidWhistRules) else BidWhistRules.from_record(rules)


def new(seed: int, dealer: str | None = None, rules: Any = None, **options: Any
        ) -> FamilyState:
    """A freshly dealt hand (BW-1.3, BW-2)."""
    _no_options(options)
    if dealer is not None:
        dealer = parse_seat(dealer, "dealer")
    return new_hand(seed, dealer, _rules(rules))


def replay(record: dict) -> list[FamilyState]:
    """Check ``record`` and return every state it passes through, the deal first."""
    if record.get("game") != GAME:
        raise RecordError(f"expected {GAME!r}", place="game")
    return family_record.replay(record)


def summary(states: list[FamilyState]) -> dict:
    """The result of a replay as the command line prints it (HAND_RECORDS.md)."""
    return family_record.summary(states)


def deal_record(seed: int, dealer: str | None = None, rules: dict | None = None) -> dict:
    """A fresh deal as a record, with its trace (HAND_RECORDS.md, ``deal``)."""
    return family_record.deal_record(
        house(BidWhistRules.from_record(rules)), seed,
        None if dealer is None else parse_seat(dealer, "--dealer"))


def record_of(state: FamilyState, extra: dict | None = None) -> dict:
    """The record of a hand played up to ``state`` (replaying it gives ``state`` back)."""
    return family_record.record_of(state, extra)


def bot(seed: int = 0) -> Any:
    from whist_core.bots import FamilyBot

    return FamilyBot(seed)


def new_game_score(first_dealer: str | None = None, rules: Any = None, **options: Any
                   ) -> FamilyGame:
    _no_options(options)
    return Game(_rules(rules), first_dealer or "N")


__all__ = ["RULES_CLASS", "bot", "deal_record", "new", "new_game_score", "record_of", "replay",
           "seats", "summary"]
