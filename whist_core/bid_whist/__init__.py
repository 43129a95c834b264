"""Bid Whist under the house rules card (RULES.md Part A) and its variants (Part B), by
the names the lessons use: aliases of the family engine's (:mod:`whist_core.family`; the
house system is ``family.systems.house``, its states are :class:`FamilyState`). No rule
is written here."""

from whist_core.family.engine import Action, Contract, Deal, DealStep, FamilyState, Trick
from whist_core.family.kinds import Phase
from whist_core.family.ranking import Ranking, legal_cards, rank_order, sort_hand
from whist_core.family.score import HandLine, HandResult
from whist_core.family.seats import PAIRS, SEATS, left_of, pair_of, partner_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.family.systems.house import (
    PASS,
    Bid,
    Game,
    contract_said,
    contract_score,
    deal,
    declared,
)

__all__ = [
    "DOWNTOWN", "HOUSE", "NO_TRUMP", "PAIRS", "PASS", "SEATS", "UPTOWN", "Action", "Bid",
    "BidWhistRules", "Contract", "Deal", "DealStep", "FamilyState", "Game", "HandLine",
    "HandResult", "Phase", "Ranking", "Trick", "contract_said", "contract_score", "deal",
    "declared", "left_of", "legal_cards", "pair_of", "partner_of", "rank_order",
    "sort_hand",
]
