"""The solver's own card numbering for one contract, built from the engine's ranking.

A :class:`Layout` numbers the cards in play so that each *follow group* (a suit,
the trump suit with its jokers and a permanent deuce of spades) is one run of
consecutive positions, highest power first. A hand is then an int mask over
positions, "the cards of a group" is one AND, "the highest card of a group" is
the lowest set bit, and two cards of one hand are interchangeable when no card
still in play lies between them.

The order and the groups are read from a ranking object offering ``suit_of(card)``
and ``power(card)`` — :class:`whist_core.family.ranking.Ranking` — so the rules
stay in the engine; the layout only precomputes tables from it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from whist_core.cards import SUITS, Card, Suit

#: What jokers may do at no trump (the engine's ``nt_jokers`` values that matter in play).
JOKER_RULES = ("hold", "anytime", "first_discard")


class RankingLike(Protocol):
    trump: Suit | None

    def suit_of(self, card: Card) -> Suit | None: ...

    def power(self, card: Card) -> int: ...


@dataclass(frozen=True, slots=True, eq=False)
class Layout:
    """Tables for one contract.

    - ``cards[p]``: the card at position ``p``; ``pos[card]`` the reverse.
    - ``group[p]``: the follow group of position ``p`` (an index into ``gmask``), or
      ``-1`` for a joker at no trump, which has no suit and never wins (BW-5.1).
    - ``gmask[g]``: the positions of group ``g``; ``trump`` the trump group or ``-1``.
    - ``above[p]``: the positions of ``p``'s group with more power.
    - ``jokers``: the no-trump jokers; ``joker_rule`` how they may be played (BW-5.2,
      V-NT-JOKER-ANYTIME, V-NT-JOKER-FIRST-DISCARD).
    """

    cards: tuple[Card, ...]
    pos: dict[Card, int]
    group: tuple[int, ...]
    gmask: tuple[int, ...]
    trump: int
    above: tuple[int, ...]
    jokers: int
    joker_rule: str
    suits: tuple[Suit, ...]  # the suit of each group

    @classmethod
    def of(cls, ranking: RankingLike, deck: Iterable[Card], joker_rule: str = "hold") -> Layout:
        """The layout of ``deck`` under ``ranking``."""
        if joker_rule not in JOKER_RULES:
            joker_rule = "hold"  # V-NT-JOKER-KITTY: no joker is left in any hand
        deck = list(deck)
        cards: list[Card] = []
        group: list[int] = []
        gmask: list[int] = []
        above: list[int] = []
        suits: list[Suit] = []
        trump = -1
        for suit in SUITS:
            members = sorted((c for c in deck if ranking.suit_of(c) is suit),
                             key=ranking.power, reverse=True)
            if not members:
                continue
            g = len(gmask)
            if suit is ranking.trump:
                trump = g
            start = len(cards)
            for i, c in enumerate(members):
                cards.append(c)
                group.append(g)
                above.append(((1 << i) - 1) << start)
            gmask.append(((1 << len(members)) - 1) << start)
            suits.append(suit)
        jokers = 0
        rest = [c for c in deck if ranking.suit_of(c) is None]
        first = len(cards)
        for i, c in enumerate(rest):  # jokers at no trump: no suit, never win
            cards.append(c)
            group.append(-1)
            above.append(((1 << i) - 1) << first)
            jokers |= 1 << (first + i)
        return cls(tuple(cards), {c: p for p, c in enumerate(cards)}, tuple(group),
                   tuple(gmask), trump, tuple(above), jokers, joker_rule, tuple(suits))

    def mask(self, cs: Iterable[Card]) -> int:
        m = 0
        pos = self.pos
        for c in cs:
            m |= 1 << pos[c]
        return m

    def cards_of(self, mask: int) -> list[Card]:
        out = []
        cards = self.cards
        while mask:
            low = mask & -mask
            out.append(cards[low.bit_length() - 1])
            mask ^= low
        return out


@dataclass(frozen=True, slots=True, eq=False)
class Position:
    """A position of the play in the solver's terms.

    ``names`` are the seats in play order; ``teams[i]`` the side seat ``i`` plays for
    (a pair such as ``"NS"``, or the seat itself when everyone plays alone);
    ``hands[i]`` its mask; ``leader`` the seat that led (or leads) the current trick and
    ``trick`` the positions already played to it. ``bonus`` is the number of tricks
    left (the current one included) at which the trick being played is worth one
    extra book (SYS-52's laid-away cards go with trick 1), 0 for none.
    """

    layout: Layout
    names: tuple[str, ...]
    teams: tuple[str, ...]
    hands: tuple[int, ...]
    leader: int
    trick: tuple[int, ...] = ()
    bonus: int = 0

    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % len(self.names)

    @property
    def tricks_left(self) -> int:
        """Tricks still to be played, the one in progress included."""
        return max(h.bit_count() for h in self.hands)

    @property
    def sides(self) -> tuple[str, ...]:
        """The distinct sides, in seat order."""
        return tuple(dict.fromkeys(self.teams))

    def legal(self) -> int:
        """The mask of cards the seat to move may play (the rules of BW-4.4, BW-4.6, BW-5,
        GW-3.1 as tables; the tests check them against the engine's legal plays)."""
        lay = self.layout
        h = self.hands[self.to_move]
        led = self.led_group()
        if not self.trick or led < 0:
            return h
        follow = h & lay.gmask[led]
        jok = h & lay.jokers
        if follow:
            return follow | jok if lay.joker_rule == "anytime" else follow
        if jok and lay.joker_rule == "first_discard":
            return jok
        return h

    def led_group(self) -> int:
        for p in self.trick:
            g = self.layout.group[p]
            if g >= 0:
                return g
        return -1

    def play(self, p: int) -> Position:
        """The position after the seat to move plays position ``p`` (assumed legal)."""
        n = len(self.names)
        seat = self.to_move
        hands = list(self.hands)
        hands[seat] ^= 1 << p
        trick = (*self.trick, p)
        if len(trick) < n:
            return Position(self.layout, self.names, self.teams, tuple(hands), self.leader,
                            trick, self.bonus)
        win = (self.leader + trick_winner(self.layout, trick)) % n
        return Position(self.layout, self.names, self.teams, tuple(hands), win, (), self.bonus)


def trick_winner(layout: Layout, trick: Sequence[int]) -> int:
    """Index in ``trick`` of the winning card: the highest trump, else the highest card of
    the group led (the first card with a group: BW-5.3 after a no-trump joker)."""
    group, trump = layout.group, layout.trump
    best = -1
    bpos = bgrp = -1
    for i, p in enumerate(trick):
        g = group[p]
        if g < 0:
            continue
        if best < 0 or (g == bgrp and p < bpos) or (g == trump and bgrp != trump):
            best, bpos, bgrp = i, p, g
    return max(best, 0)
