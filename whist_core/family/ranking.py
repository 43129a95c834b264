"""Card order, following suit and the trick winner (BW-4, BW-5) of house Bid Whist.

A :class:`Ranking` describes one contract; every answer (a card's strength and suit,
a trick's winner, the legal cards, why a card is refused) comes from the family
engine's trick table for that contract (:func:`whist_core.family.engine.table`), so
views, questions and the engine cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from whist_core.cards import SUITS, Card, Suit
from whist_core.errors import RuleError
from whist_core.family import engine as fam
from whist_core.family.engine import Contract
from whist_core.family.switches import BidWhistRules
from whist_core.family.system import ACE_LOW, DOWNTOWN, UPTOWN
from whist_core.family.systems.house import declared
from whist_core.values import frozen

DEUCE_OF_SPADES = Card.parse("2S")

# rank -> power of a plain card, per ranking (the family engine's: higher wins)
_UP, _DOWN, _DOWN_ACE_LOW = (frozen({r: fam.power(r, k) for r in range(2, 15)})
                             for k in (UPTOWN, DOWNTOWN, ACE_LOW))
_ORDERS = {UPTOWN: _UP, DOWNTOWN: _DOWN, ACE_LOW: _DOWN_ACE_LOW}


def rank_order(direction: str, rules: BidWhistRules) -> Mapping[int, int]:
    """Rank → power in a suit for ``direction`` (BW-4.1, BW-4.2, V-ACE-LOW-DOWN: the family
    engine's :func:`~whist_core.family.engine.card_ranking`)."""
    return _ORDERS[fam.card_ranking(direction, rules)]


@dataclass(frozen=True, slots=True)
class Ranking:
    """How cards compare under one contract.

    ``trump`` is ``None`` at no trump. With a trump suit the jokers belong to it
    and rank above all its cards, big first (BW-4.3, BW-4.6); at no trump they
    have no suit and never win (BW-5.1).
    """

    direction: str
    trump: Suit | None
    order: Mapping[int, int]
    deuce: bool = False  # V-DEUCE-SPADES: 2♠ is a trump below the jokers

    @classmethod
    def of(cls, contract: Contract, rules: BidWhistRules) -> Ranking:
        """How cards compare under ``contract`` (uptown until a direction is named)."""
        return cls.named(contract.direction, contract.trump, rules)

    @classmethod
    def named(cls, direction: str | None, trump: Suit | None, rules: BidWhistRules) -> Ranking:
        """How cards compare with ``trump`` (``None``: no trump) played ``direction``."""
        direction = direction or UPTOWN
        return cls(direction, trump, rank_order(direction, rules),
                   rules.deuce_spades and trump is not None)

    def table(self, nt_jokers: str = "hold") -> fam.Table:
        """The family engine's trick table for this contract."""
        ace_low = self.order is _DOWN_ACE_LOW or self.order == _DOWN_ACE_LOW
        ranking = ACE_LOW if ace_low else self.direction
        return fam.table(ranking, -1 if self.trump is None else SUITS.index(self.trump),
                         self.deuce, nt_jokers)

    def suit_of(self, card: Card) -> Suit | None:
        """The suit a card counts as: a joker is a trump (BW-4.6), or suitless at no trump;
        2♠ is a trump under V-DEUCE-SPADES."""
        b = self.table().suit[card.index]
        return None if b == 4 else SUITS[b]

    def power(self, card: Card) -> int:
        """A number that orders cards: trumps (jokers on top, then V-DEUCE-SPADES' 2♠) >
        other cards; jokers at no trump lowest (BW-5.1)."""
        return self.table().key[card.index]

    def winner(self, cards: Sequence[Card]) -> int:
        """Index of the winning card in a complete trick (BW-4.5, BW-5.3)."""
        return fam.trick_winner(self.table(), [c.index for c in cards])

    def led_suit(self, cards: Sequence[Card]) -> Suit | None:
        """The suit to follow: the first card's, or at no trump the first non-joker's (BW-5.3)."""
        b = fam.led_block(self.table(), [c.index for c in cards])
        return None if b == 4 else SUITS[b]

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Hand order: trumps first, then suits in SUITS order, high to low."""
        suit = self.suit_of(card)
        if suit is None:
            return (5, 0)
        group = -1 if suit is self.trump else SUITS.index(suit)
        return (group, -self.power(card))

    def ladder(self, suit: Suit) -> list[Card]:
        """The cards of ``suit`` high to low; trump ladders start with the jokers."""
        from whist_core.cards import deck

        members = [c for c in deck(2) if self.suit_of(c) is suit]
        return sorted(members, key=self.power, reverse=True)


#: Private cache: the Ranking of each declared contract under each rules (made once each,
#: on first use; it holds values only, so a cached one is the one that would be made).
_RANKINGS: dict[tuple, Ranking] = {}


def ranking_of(contract: Contract, rules: BidWhistRules) -> Ranking:
    """:meth:`Ranking.of`, made once per contract kind and rules."""
    key = (contract.direction, contract.trump, rules)
    out = _RANKINGS.get(key)
    if out is None:
        out = _RANKINGS[key] = Ranking.of(contract, rules)
    return out


def contract_ranking(contract: Contract | None, rules: BidWhistRules | None) -> Ranking | None:
    """House Bid Whist (``rules`` not None): how cards compare under ``contract`` once it
    is declared (BW-3.4: the trump suit, or the direction at no trump named); else None."""
    if rules is None or contract is None or not declared(contract):
        return None
    return ranking_of(contract, rules)


def ranking_at(state: Any) -> Ranking | None:
    """How cards compare at ``state`` (a house state or a seat's view): the declared
    contract's ranking (:func:`contract_ranking`), None before it is declared or outside
    house Bid Whist."""
    return contract_ranking(state.contract, state.rules)


def sort_hand(cards: Iterable[Card], ranking: Ranking | None = None) -> list[Card]:
    """Cards sorted by suit and, high to low, by the ranking (uptown, no trump if none)."""
    ranking = ranking or Ranking(UPTOWN, None, _UP)
    return sorted(cards, key=ranking.sort_key)


@dataclass(frozen=True, slots=True)
class PlayCheck:
    """What the rules say of one card offered to a trick.

    ``legal`` cards may be played; a ``renege`` is a failure to follow suit,
    refused unless the rules allow reneges (then recorded, BW-6.6). ``rule`` and
    ``reason`` say why a card is not legal; ``refusal`` is that as the engine's coded
    :class:`~whist_core.errors.RuleError` (its ``words`` in the learner's language).
    """

    legal: bool
    renege: bool = False
    rule: str | None = None
    reason: str = ""
    refusal: RuleError | None = field(default=None, compare=False)


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
                rules: BidWhistRules) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (BW-4.4, BW-4.6, BW-5), in
    hand order."""
    ok = fam.legal_mask(ranking.table(rules.nt_jokers), fam.mask_of(hand),
                        [c.index for c in trick])
    return [c for c in hand if ok >> c.index & 1]


def check_play(card: Card, hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
               rules: BidWhistRules, seat: str = "the player") -> PlayCheck:
    """Is ``card`` (held in ``hand``) legal on ``trick``? If not, is it a renege, and why?"""
    if card in legal_cards(hand, trick, ranking, rules):
        return PlayCheck(True)
    tab = ranking.table(rules.nt_jokers)
    mask = fam.mask_of(hand)
    led = fam.led_block(tab, [c.index for c in trick])
    why = fam.house_refusal(tab, mask, led, card.index, seat, hand)
    return PlayCheck(False, renege=fam.is_renege(tab, mask, led, card.index), rule=why.rule,
                     reason=why.message, refusal=why)
