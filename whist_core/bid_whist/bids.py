"""The house game's bids and contract under the lessons' names (aliases, no rules).

The bid notation (``Bid``, ``Bid.parse``, ``PASS``), the contract's words
(:func:`contract_said`) and when it is declared (:func:`declared`) are the house
system's, in :mod:`whist_core.family.systems.house`; the contract is the family
engine's :class:`~whist_core.family.engine.Contract`; the kinds (``UPTOWN``,
``DOWNTOWN``, ``NO_TRUMP``) are the family's, in :mod:`whist_core.family.system`.
"""

from whist_core.family.engine import Contract
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.family.systems.house import PASS, Bid, contract_said, declared

__all__ = ["DOWNTOWN", "NO_TRUMP", "PASS", "UPTOWN", "Bid", "Contract", "contract_said",
           "declared"]
