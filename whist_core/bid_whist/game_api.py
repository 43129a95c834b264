"""House Bid Whist as a game of the registry (:mod:`whist_core.games`, ``"bid-whist"``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist_core.bid_whist.record import deal_record, record_of, replay, summary
from whist_core.bid_whist.state import BidWhistState
from whist_core.errors import RecordError
from whist_core.family.score import FamilyGame
from whist_core.family.seats import SEATS, parse_seat
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems.house import Game

RULES_CLASS = BidWhistRules


def seats(**options: Any) -> tuple[str, ...]:
    _no_options(options)
    return SEATS


def _no_options(options: Mapping[str, Any]) -> None:
    for key in options:
        raise RecordError("Bid Whist takes no such option", "BW-1.1", key)


def _rules(rules: Any) -> BidWhistRules:
    return rules if isinstance(rules, BidWhistRules) else BidWhistRules.from_record(rules)


def new(seed: int, dealer: str | None = None, rules: Any = None, **options: Any
        ) -> BidWhistState:
    """A freshly dealt hand (BW-1.3, BW-2)."""
    _no_options(options)
    if dealer is not None:
        dealer = parse_seat(dealer, "dealer")
    return BidWhistState.new(seed, dealer, _rules(rules))


def bot(seed: int = 0) -> Any:
    from whist_core.bots import FamilyBot

    return FamilyBot(seed)


def new_game_score(first_dealer: str | None = None, rules: Any = None, **options: Any
                   ) -> FamilyGame:
    _no_options(options)
    return Game(_rules(rules), first_dealer or "N")


__all__ = ["RULES_CLASS", "bot", "deal_record", "new", "new_game_score", "record_of", "replay",
           "seats", "summary"]
