"""Card order, following suit and the trick winner (BW-4, BW-5).

Everything here is a pure function of the contract and the rules, so views
(rank ladders, sorted hands) and the state machine ask the same questions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from whist_core.bid_whist.bids import UPTOWN, Contract
from whist_core.bid_whist.rules import BidWhistRules
from whist_core.cards import BIG, SUITS, Card, Suit

DEUCE_OF_SPADES = Card.parse("2S")

# power of a plain card by rank, per direction; higher wins
_UP = {r: r for r in range(2, 15)}                        # BW-4.1: A K Q … 2
_DOWN = {r: 15 - r for r in range(2, 14)} | {14: 14}      # BW-4.2: A 2 3 … K, ace high
_DOWN_ACE_LOW = {r: 15 - r for r in range(2, 14)} | {14: 1}  # V-ACE-LOW-DOWN: 2 3 … K A


def rank_order(direction: str, rules: BidWhistRules) -> dict[int, int]:
    """Rank → power in a suit for ``direction`` (BW-4.1, BW-4.2, V-ACE-LOW-DOWN)."""
    if direction == UPTOWN:
        return _UP
    return _DOWN_ACE_LOW if rules.ace_low_downtown else _DOWN


@dataclass(frozen=True, slots=True)
class Ranking:
    """How cards compare under one contract.

    ``trump`` is ``None`` at no trump. With a trump suit the jokers belong to it
    and rank above all its cards, big first (BW-4.3, BW-4.6); at no trump they
    have no suit and never win (BW-5.1).
    """

    direction: str
    trump: Suit | None
    order: dict[int, int]
    deuce: bool = False  # V-DEUCE-SPADES: 2♠ is a trump below the jokers

    @classmethod
    def of(cls, contract: Contract, rules: BidWhistRules) -> Ranking:
        direction = contract.direction or UPTOWN
        return cls(direction, contract.trump, rank_order(direction, rules),
                   rules.deuce_spades and contract.trump is not None)

    def suit_of(self, card: Card) -> Suit | None:
        """The suit a card counts as: a joker is a trump (BW-4.6), or suitless at no trump."""
        if card.suit is None or (self.deuce and card is DEUCE_OF_SPADES):
            return self.trump
        return card.suit

    def power(self, card: Card) -> int:
        """A number that orders cards: trumps (jokers on top) > other cards; NT jokers lowest."""
        if card.suit is None:
            if self.trump is None:
                return -1  # BW-5.1: a joker never wins at no trump
            return 200 + (card.rank - BIG + 1)  # BW-4.3: big joker 201 > little joker 200
        if self.deuce and card is DEUCE_OF_SPADES:
            return 150  # V-DEUCE-SPADES: just below the jokers
        value = self.order[card.rank]
        return value + 100 if card.suit is self.trump else value

    def winner(self, cards: Sequence[Card]) -> int:
        """Index of the winning card in a complete trick (BW-4.5, BW-5.3)."""
        led = self.led_suit(cards)
        best, best_power = 0, -10
        for i, c in enumerate(cards):
            suit = self.suit_of(c)
            if suit is None or (suit is not led and suit is not self.trump):
                continue
            p = self.power(c)
            if p > best_power:
                best, best_power = i, p
        return best

    def led_suit(self, cards: Sequence[Card]) -> Suit | None:
        """The suit to follow: the first card's, or at no trump the first non-joker's (BW-5.3)."""
        for c in cards:
            suit = self.suit_of(c)
            if suit is not None:
                return suit
        return None

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


def sort_hand(cards: Iterable[Card], ranking: Ranking | None = None) -> list[Card]:
    """Cards sorted by suit and, high to low, by the ranking (uptown, no trump if none)."""
    ranking = ranking or Ranking(UPTOWN, None, _UP)
    return sorted(cards, key=ranking.sort_key)


@dataclass(frozen=True, slots=True)
class PlayCheck:
    """What the rules say of one card offered to a trick.

    ``legal`` cards may be played; a ``renege`` is a failure to follow suit,
    refused unless the rules allow reneges (then recorded, BW-6.6). ``rule`` and
    ``reason`` say why a card is not legal.
    """

    legal: bool
    renege: bool = False
    rule: str | None = None
    reason: str = ""


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
                rules: BidWhistRules) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick`` (BW-4.4, BW-4.6, BW-5)."""
    if not trick:
        return list(hand)
    led = ranking.led_suit(trick)
    if led is None:
        return list(hand)  # BW-5.3: a joker led, no suit fixed yet: any card
    trump = ranking.trump
    if trump is not None:  # jokers are trumps (BW-4.6)
        if ranking.deuce:
            follow = [c for c in hand if ranking.suit_of(c) is led]
        else:
            follow = [c for c in hand if (c.suit or trump) is led]
        return follow or list(hand)
    follow = [c for c in hand if c.suit is led]
    jokers = [c for c in hand if c.suit is None]
    mode = rules.nt_jokers
    if follow:
        return follow + jokers if mode == "anytime" else follow  # V-NT-JOKER-ANYTIME / BW-5.2
    if jokers and mode == "first_discard":
        return jokers  # V-NT-JOKER-FIRST-DISCARD
    return list(hand)


def check_play(card: Card, hand: Sequence[Card], trick: Sequence[Card], ranking: Ranking,
               rules: BidWhistRules, seat: str = "the player") -> PlayCheck:
    """Is ``card`` (held in ``hand``) legal on ``trick``? If not, is it a renege, and why?"""
    legal = legal_cards(hand, trick, ranking, rules)
    if card in legal:
        return PlayCheck(True)
    led = ranking.led_suit(trick)
    follow = [c for c in hand if ranking.suit_of(c) is led]
    held = " ".join(c.code for c in follow)
    if follow and ranking.suit_of(card) is not led:
        if card.suit is None and ranking.trump is None:
            rule = "BW-5.2"
            reason = (f"{card.code}: a joker may be played only when void in {led.word}; "
                      f"{seat} holds {held}")
        elif card.suit is None or (led is ranking.trump and all(c.suit is None for c in follow)):
            rule = "BW-4.6"
            reason = (f"{card.code} does not follow {led.word}; {seat} holds {held}"
                      + (" (a joker is a trump)" if any(c.suit is None for c in follow)
                         or card.suit is None else ""))
        else:
            rule = "BW-4.4"
            reason = f"{card.code} does not follow {led.word}; {seat} holds {held}"
        return PlayCheck(False, renege=True, rule=rule, reason=reason)
    jokers = " ".join(c.code for c in hand if c.suit is None)
    void_in = led.word if led else "the led suit"
    return PlayCheck(False, rule="V-NT-JOKER-FIRST-DISCARD",
                     reason=f"{card.code} may not be played: void in {void_in}, "
                            f"a joker must be discarded first; {seat} holds {jokers}")
