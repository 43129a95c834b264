"""German Whist as a game of the registry (:mod:`whist_core.games`, ``"german-whist"``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist_core.errors import RecordError
from whist_core.german_whist.deal import check_player
from whist_core.german_whist.record import deal_record, record_of, replay, summary
from whist_core.german_whist.rules import GermanWhistRules
from whist_core.german_whist.state import GermanWhistState, new_game
from whist_core.german_whist.trick import PLAYERS

RULES_CLASS = GermanWhistRules


def seats(**options: Any) -> tuple[str, ...]:
    _no_options(options)
    return PLAYERS


def _no_options(options: Mapping[str, Any]) -> None:
    for key in options:
        raise RecordError("German Whist takes no such option", "GW-1.1", key)


def new(seed: int, dealer: str | None = None, rules: Any = None, **options: Any
        ) -> GermanWhistState:
    """A freshly dealt game (GW-2)."""
    _no_options(options)
    if dealer is not None:
        dealer = check_player(dealer, "dealer")
    return new_game(seed, dealer, rules)


def bot(seed: int = 0) -> Any:
    from whist_core.bots import GermanWhistBot

    return GermanWhistBot(seed)


def new_game_score(first_dealer: str | None = None, **options: Any) -> None:
    raise ValueError("one deal is one game of German Whist (GW-6.2)")


__all__ = ["RULES_CLASS", "bot", "deal_record", "new", "record_of", "replay", "seats", "summary"]
