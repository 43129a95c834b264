"""The steps of a Bid Whist hand as the lessons' states name them: where a hand stands
(:class:`Phase`), its tricks (:class:`Trick`) and what produced a state (:class:`Action`,
the family's: the lessons name a call ``bid`` and a declaration by its trump or direction).

A leaf module: the state and the seat's view both read these names.
"""

from __future__ import annotations

import enum

from whist_core.family.engine import Action, Trick  # one of each for every game of the family


class Phase(str, enum.Enum):
    """Where a hand stands."""

    AUCTION = "auction"
    DECLARE = "declare"
    DISCARD = "discard"
    PLAY = "play"
    COMPLETE = "complete"


__all__ = ["Action", "Phase", "Trick"]
