"""The Bid Whist rules switches (RULES.md Part B): they live with the family engine
(:mod:`whist_core.family.switches`); this module keeps their old import path."""

from whist_core.family.switches import FIRST_LEADS, HOUSE, NT_JOKER_MODES, BidWhistRules

__all__ = ["FIRST_LEADS", "HOUSE", "NT_JOKER_MODES", "BidWhistRules"]
