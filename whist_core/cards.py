"""Cards, suits and decks, in the notation of HAND_RECORDS.md.

Cards are interned: ``Card.parse("AS") is Card.parse("as")``; compare them with
``==`` or ``is`` alike. Jokers (BW-1.2) are cards with no suit.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from whist_core.errors import RuleError


class Suit(enum.Enum):
    """The four suits; the value is the one-letter code."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def word(self) -> str:
        """The suit named in full, as records write it: ``"spades"``."""
        return self.name.lower()

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        """A suit from ``S``/``♠``/``spades`` (any case)."""
        key = str(text).strip().lower()
        suit = _SUIT_NAMES.get(key)
        if suit is None:
            raise RuleError(f"{text!r} is not a suit (spades, hearts, diamonds, clubs)")
        return suit

    def __str__(self) -> str:
        return self.value


_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦", Suit.CLUBS: "♣"}
_SUIT_NAMES: dict[str, Suit] = {}
for _s in Suit:
    for _k in (_s.value, _s.word, _s.word[:-1], _SUIT_SYMBOL[_s], "♤♡♢♧"["SHDC".index(_s.value)]):
        _SUIT_NAMES[_k.lower()] = _s

#: Suits in the order hands are sorted and drawn (alternating colours).
SUITS: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)

RANK_NAMES = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10", 9: "9", 8: "8", 7: "7",
              6: "6", 5: "5", 4: "4", 3: "3", 2: "2"}
RANK_WORDS = {14: "ace", 13: "king", 12: "queen", 11: "jack", 10: "ten", 9: "nine",
              8: "eight", 7: "seven", 6: "six", 5: "five", 4: "four", 3: "three", 2: "two"}
_RANK_PARSE = {v: k for k, v in RANK_NAMES.items()} | {"T": 10, "1": 14}
_RANK_PARSE.pop("1")

BIG = 16     # rank of the big joker
LITTLE = 15  # rank of the little joker


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """A playing card: ``rank`` 2..14 (ace = 14) and a suit, or a joker.

    Jokers have ``suit=None`` and rank :data:`BIG` or :data:`LITTLE`.
    Use :meth:`parse` or the module constants rather than the constructor:
    cards are interned, so equality is identity (fast in hands and sets).
    """

    rank: int
    suit: Suit | None
    index: int  # 0..53, a dense number for tables and bit sets

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def code(self) -> str:
        """Canonical notation: ``AS``, ``10H``, ``BJ``, ``LJ``."""
        return _CODE[self.index]

    @property
    def pretty(self) -> str:
        """With a suit symbol for people: ``A♠``, ``10♥``, ``big joker``."""
        return _PRETTY[self.index]

    @property
    def name(self) -> str:
        """In words: ``ace of spades``, ``big joker``."""
        if self.suit is None:
            return "big joker" if self.rank == BIG else "little joker"
        return f"{RANK_WORDS[self.rank]} of {self.suit.word}"

    @classmethod
    def parse(cls, text: str | Card) -> Card:
        """A card from notation such as ``AS``, ``10h``, ``T♥``, ``BJ`` (any case)."""
        if isinstance(text, Card):
            return text
        if not isinstance(text, str):
            raise RuleError(f"{text!r} is not a card")
        card = _PARSE_CACHE.get(text)
        if card is not None:
            return card
        key = text.strip().upper()
        if key in ("BJ", "LJ"):
            return BIG_JOKER if key == "BJ" else LITTLE_JOKER
        if len(key) >= 2:
            rank = _RANK_PARSE.get(key[:-1])
            suit = _SUIT_NAMES.get(key[-1].lower())
            if rank is not None and suit is not None:
                return _BY_RANK_SUIT[rank, suit]
        raise RuleError.of("not-a-card", None, text=repr(text))

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __reduce__(self):  # interned: unpickle to the same object
        return (Card.parse, (self.code,))

    def _repr_svg_(self) -> str:
        from whist_core import pictures

        return pictures.card_svg(self)


_CARDS: list[Card] = []
_BY_RANK_SUIT: dict[tuple[int, Suit], Card] = {}
for _suit in SUITS:
    for _rank in range(14, 1, -1):
        _c = Card(_rank, _suit, len(_CARDS))
        _CARDS.append(_c)
        _BY_RANK_SUIT[_rank, _suit] = _c
BIG_JOKER = Card(BIG, None, 52)
LITTLE_JOKER = Card(LITTLE, None, 53)
_CARDS += [BIG_JOKER, LITTLE_JOKER]
ALL_CARDS: tuple[Card, ...] = tuple(_CARDS)
_CODE = [f"{RANK_NAMES[c.rank]}{c.suit.value}" if c.suit else "" for c in _CARDS[:52]]
_CODE += ["BJ", "LJ"]
_PRETTY = [f"{RANK_NAMES[c.rank]}{c.suit.symbol}" if c.suit else "" for c in _CARDS[:52]]
_PRETTY += ["big joker", "little joker"]
_PARSE_CACHE: dict[str, Card] = {c.code: c for c in _CARDS}


def _suit_block_tables() -> tuple[tuple[tuple[Card, ...], ...], ...]:
    tables = []
    for block in range(4):
        table: list[tuple[Card, ...]] = [()] * 8192
        for m in range(1, 8192):
            low = m & -m
            table[m] = (_CARDS[13 * block + low.bit_length() - 1],) + table[m ^ low]
        tables.append(tuple(table))
    return tuple(tables)


#: For the engines' bit-mask hands: ``SUIT_BLOCK_CARDS[b][m]`` is the cards of suit block
#: ``b`` (spades, hearts, diamonds, clubs) whose bits are set in the 13-bit slice ``m``,
#: in card-index order (ace first). Built once, shared by every engine.
SUIT_BLOCK_CARDS = _suit_block_tables()


def card(text: str | Card) -> Card:
    """Shorthand for :meth:`Card.parse`."""
    return Card.parse(text)


def cards(text: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Several cards, from a list or a space/comma separated string."""
    if isinstance(text, str):
        text = text.replace(",", " ").split()
    return tuple(Card.parse(t) for t in text)


def deck(jokers: int = 0) -> tuple[Card, ...]:
    """The 52 standard cards, then ``jokers`` jokers (big first), in a fixed order."""
    if jokers not in (0, 1, 2):
        raise ValueError("a deck has 0, 1 or 2 jokers")
    return ALL_CARDS[: 52 + jokers]


def codes(cs: Iterable[Card]) -> list[str]:
    """Canonical notation of several cards, for records."""
    return [c.code for c in cs]
