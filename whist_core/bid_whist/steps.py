"""The steps of a Bid Whist hand as the lessons' states name them: where a hand stands
(:class:`Phase`), its tricks (:class:`Trick`) and what produced a state (:class:`Action`).

A leaf module: the state and the seat's view both read these names.
"""

from __future__ import annotations

import enum
from typing import Any, NamedTuple

from whist_core.family.engine import Trick  # one trick type for every game of the family


class Phase(str, enum.Enum):
    """Where a hand stands."""

    AUCTION = "auction"
    DECLARE = "declare"
    DISCARD = "discard"
    PLAY = "play"
    COMPLETE = "complete"


class Action(NamedTuple):
    """What produced a state: ``kind`` is deal, bid, declare, discard, play or claim."""

    kind: str
    seat: str | None
    value: Any = None


__all__ = ["Action", "Phase", "Trick"]
