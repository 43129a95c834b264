"""whist_core: the rules of whist-family games, with no Jupyter dependency.

Start with :mod:`whist_core.games`, the registry: every game by name, each dealing
states of one protocol (:mod:`whist_core.protocol`). The engines are
:mod:`whist_core.family` (Bid Whist and its family of systems) and
:mod:`whist_core.german_whist`; records and the command line are in
:mod:`whist_core.records`.
"""

from whist_core.cards import BIG_JOKER, LITTLE_JOKER, SUITS, Card, Suit, card, cards, deck
from whist_core.errors import RecordError, RuleError

__all__ = ["BIG_JOKER", "LITTLE_JOKER", "SUITS", "Card", "RecordError", "RuleError", "Suit",
           "card", "cards", "deck"]
