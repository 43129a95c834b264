"""The Bid Whist family engine: one state machine driven by a :class:`System`.

- :mod:`.system` — the description (deck, seats, sizes, auction, ladder, declarations,
  kitty owner, scoring, game end); :mod:`.systems` — the six systems of Part E;
- :mod:`.engine` — :class:`FamilyState` (the protocol of :mod:`whist_core.games`);
- :mod:`.score` — hand scoring and whole games (:class:`FamilyGame`);
- :mod:`.view` — what one seat may know; :mod:`.record` — records and summaries.
"""

from whist_core.family.engine import Contract, Declaration, FamilyState, Trick
from whist_core.family.score import FamilyGame
from whist_core.family.system import Call, System
from whist_core.family.systems import SYSTEMS, system

__all__ = ["SYSTEMS", "Call", "Contract", "Declaration", "FamilyGame", "FamilyState", "System",
           "Trick", "system"]
