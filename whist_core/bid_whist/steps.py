"""The steps of a Bid Whist hand as the lessons' states name them: where a hand stands
(:class:`Phase`), its tricks (:class:`Trick`) and what produced a state (:class:`Action`).

A leaf module: the state and the seat's view both read these names.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any, NamedTuple

from whist_core.cards import Card


class Phase(str, enum.Enum):
    """Where a hand stands."""

    AUCTION = "auction"
    DECLARE = "declare"
    DISCARD = "discard"
    PLAY = "play"
    COMPLETE = "complete"


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick: its number (from 1), leader, plays in order, and winner once complete.

    ``reneges`` lists the seats that failed to follow suit in it (only
    possible when the rules allow reneges, BW-6.6).
    """

    number: int
    leader: str
    plays: tuple[tuple[str, Card], ...]
    winner: str | None = None
    reneges: tuple[str, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)

    @property
    def complete(self) -> bool:
        return self.winner is not None

    def card_of(self, seat: str) -> Card | None:
        for s, c in self.plays:
            if s == seat:
                return c
        return None


class Action(NamedTuple):
    """What produced a state: ``kind`` is deal, bid, declare, discard, play or claim."""

    kind: str
    seat: str | None
    value: Any = None


__all__ = ["Action", "Phase", "Trick"]
