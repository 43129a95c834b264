"""A game of house Bid Whist: the family's whole game (:class:`FamilyGame`) of the house
system under a rules card; the rules of the game's end are the house system's
(:mod:`whist_core.family.systems.house`)."""

from __future__ import annotations

from collections.abc import Iterable

from whist_core.family.score import FamilyGame, HandLine
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems.house import house


def Game(rules: BidWhistRules = HOUSE, first_dealer: str = "N",
         lines: Iterable[HandLine] = ()) -> FamilyGame:
    """An empty game under ``rules`` (or one holding ``lines``), first dealt by ``first_dealer``."""
    return FamilyGame(house(rules), first_dealer, tuple(lines))


__all__ = ["FamilyGame", "Game", "HandLine"]
