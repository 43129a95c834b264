"""The steps of a Bid Whist hand as the lessons' states name them: where a hand stands
(:class:`Phase`, the family's: every family state's ``phase`` is one), its tricks
(:class:`Trick`) and what produced a state (:class:`Action`, the family's: the lessons
name a call ``bid`` and a declaration by its trump or direction).

A leaf module: the state and the seat's view both read these names.
"""

from __future__ import annotations

from whist_core.family.engine import Action, Trick  # one of each for every game of the family
from whist_core.family.kinds import Phase  # one phase vocabulary: the family states' own

__all__ = ["Action", "Phase", "Trick"]
