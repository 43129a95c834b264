"""The Bid Whist family engine: one state machine for every :class:`System`.

A :class:`FamilyState` is an immutable value (a tuple read through named
properties; equal and hashable by value) that speaks the protocol of
:mod:`whist_core.games`: ``to_act``, ``legal_actions()``, ``apply(action)``,
``view(seat)``, ``tricks`` (the trick in progress last, ``winner`` None),
``complete`` and ``result``.

Built for speed (benchmarks/engine.py): cards are their ``Card.index`` (0..51 in
suit blocks of 13, ace first; 52 big joker, 53 little joker), hands are bit masks,
legal plays come from masks, and trick winners from a key table made once per
contract. Rules: the house trick rules BW-4 and BW-5 (jokers as the two highest
trumps, suitless and never winning at no trump) for every system; the auction,
declarations, kitty and scoring of each system (RULES.md Part E) from its
:class:`~whist_core.family.system.System`; for house Bid Whist the Part B switches the
system carries (``System.rules``): V-ACE-LOW-DOWN, V-DEUCE-SPADES and the no-trump joker
modes in the trick tables, V-LEFT-LEADS and V-NT-JOKER-KITTY at the discard, reneges
allowed and claimed (BW-6.6, V-RENEGE-CLAIM) in the state's marks.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat
from math import floor
from operator import itemgetter, lshift
from random import Random
from typing import Any, NamedTuple

from whist_core.cards import ALL_CARDS, SUIT_BLOCK_CARDS, SUITS, Card, Suit
from whist_core.errors import RuleError
from whist_core.family.kinds import Auction, Forced, KittyBook, Phase
from whist_core.family.score import HandResult, score_hand
from whist_core.family.system import (
    ACE_LOW,
    DOWNTOWN,
    NO_TRUMP,
    PASS,
    REDEAL,
    UPTOWN,
    UPTOWN_DOWNTOWN,
    Call,
    System,
    call_name,
    call_said,
)
from whist_core.messages import N_, msg, name, pair, say
from whist_core.messages import seat as seat_word
from whist_core.messages import suit as suit_word
from whist_core.rng import _STEPS
from whist_core.values import FrozenDict, chain

KITTY_GUARD = 4                       # BW-2.3: not among the first or last 4 dealt
BIG, LITTLE = 52, 53
JOKER_BITS = (1 << BIG) | (1 << LITTLE)
_SUIT = tuple(i // 13 if i < 52 else 4 for i in range(54))       # block of a card, 4 = joker
_RANK = tuple(14 - i % 13 if i < 52 else (16 if i == BIG else 15) for i in range(54))
_BLOCK_MASK = (*(8191 << (13 * b) for b in range(4)), JOKER_BITS)
_HONOURS = sum(1 << i for i in range(52) if _RANK[i] in (11, 12, 13))   # K Q J (S52-3)
DEUCE_OF_SPADES = 12                  # V-DEUCE-SPADES: 2♠ (spades block, rank 2)


_T0, _T1, _T2, _T3 = SUIT_BLOCK_CARDS
_JOKER_CARDS = ((), (ALL_CARDS[BIG],), (ALL_CARDS[LITTLE],), (ALL_CARDS[BIG], ALL_CARDS[LITTLE]))


#: The cards of every mask within one suit block (ace first), by mask: the legal cards
#: whenever a player follows suit, found at once.
_ONE_SUIT: dict[int, tuple[Card, ...]] = {}
for _b in range(4):                              # (made in C: 32,764 entries)
    _ONE_SUIT.update(zip(map(lshift, range(1, 8192), repeat(13 * _b)), SUIT_BLOCK_CARDS[_b][1:],
                         strict=True))


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a mask: jokers first, then ♠ ♥ ♣ ♦, ace first."""
    return (_JOKER_CARDS[(mask >> 52) & 3] + _T0[mask & 8191] + _T1[(mask >> 13) & 8191]
            + _T2[(mask >> 26) & 8191] + _T3[(mask >> 39) & 8191])


def mask_of(cs: Iterable[Card | int]) -> int:
    m = 0
    for c in cs:
        m |= 1 << (c if isinstance(c, int) else c.index)
    return m


def power(rank: int, ranking: str) -> int:
    """A card's strength within its suit (BW-4.1, BW-4.2, V-ACE-LOW-DOWN / S52-4)."""
    if ranking == UPTOWN:
        return rank
    if ranking == DOWNTOWN:
        return 14 if rank == 14 else 15 - rank
    return 15 - rank                    # downtown, ace low: 2 high … K, A lowest


class Table(NamedTuple):
    """Trick arithmetic for one contract: ``key`` (strength, trumps +100, jokers on top
    in a trump game), ``suit`` (the suit block a card follows: jokers count as trump, or
    as no suit at no trump) and ``trump`` (block, or -1 at no trump)."""

    key: tuple[int, ...]
    suit: tuple[int, ...]
    trump: int
    #: By led suit block: the cards that follow it (jokers and, under V-DEUCE-SPADES,
    #: 2♠ with the trump suit).
    follow: tuple[int, ...]
    #: At no trump, a joker rule other than BW-5.2's: ``"anytime"`` or
    #: ``"first_discard"`` (V-NT-JOKER-ANYTIME, V-NT-JOKER-FIRST-DISCARD); else "".
    odd: str = ""
    deuce: bool = False
    #: By led suit block: each card's ``key`` if it can win a trick led in that block (the
    #: block itself and trump, BW-4.5), else -9.
    wins: tuple[tuple[int, ...], ...] = ()


_TABLES: dict[tuple[str, int, bool, str], Table] = {}


def table(ranking: str, trump: int, deuce: bool = False, nt_jokers: str = "hold") -> Table:
    """The :class:`Table` for a ranking and a trump block (-1: no trump), made once;
    ``deuce``: 2♠ is a trump just below the jokers (V-DEUCE-SPADES, trump games only);
    ``nt_jokers``: the no-trump joker rule (BW-5.2 ``"hold"`` or a Part B mode)."""
    deuce = deuce and trump >= 0
    odd = nt_jokers if trump < 0 and nt_jokers in ("anytime", "first_discard") else ""
    t = _TABLES.get((ranking, trump, deuce, odd))
    if t is None:
        key = []
        suit = []
        for i in range(54):
            s = _SUIT[i]
            if s == 4:                                   # a joker
                if trump >= 0:
                    key.append(200 + (i == BIG))         # BW-4.3 above every trump
                    suit.append(trump)                   # BW-4.6 jokers belong to trump
                else:
                    key.append(-1)                       # BW-5.1 never wins
                    suit.append(4)
                continue
            if deuce and i == DEUCE_OF_SPADES:           # V-DEUCE-SPADES below the jokers
                key.append(150)
                suit.append(trump)
                continue
            k = power(_RANK[i], ranking)
            key.append(k + 100 if s == trump else k)
            suit.append(s)
        follow = [_BLOCK_MASK[b] | (JOKER_BITS if b == trump else 0) for b in range(4)]
        if deuce:
            follow[0] &= ~(1 << DEUCE_OF_SPADES)
            follow[trump] |= 1 << DEUCE_OF_SPADES
        wins = tuple(tuple(k if s in (led, trump) else -9 for k, s in zip(key, suit, strict=True))
                     for led in range(4))
        t = _TABLES[(ranking, trump, deuce, odd)] = Table(tuple(key), tuple(suit), trump,
                                                          tuple(follow), odd, deuce, wins)
    return t


def led_block(tab: Table, trick: Sequence[int]) -> int:
    """The suit block a trick asks for: its first card's (a joker counts as trump), or at
    no trump its first non-joker's (BW-5.3); 4 while nothing fixes it."""
    for c in trick:
        s = tab.suit[c]
        if s != 4:
            return s
    return 4


def legal_mask(tab: Table, hand: int, trick: Sequence[int]) -> int:
    """The cards of ``hand`` (a mask) that may be played to ``trick`` (card numbers):
    BW-4.4, BW-4.6, BW-5.2, BW-5.3 and the no-trump joker modes — the rule ``play`` keeps
    in the state as LEGAL."""
    led = led_block(tab, trick) if trick else 4
    if led == 4:
        return hand
    if tab.odd:
        return _odd_legal(hand, tab, led)
    return (hand & tab.follow[led]) or hand


def trick_winner(tab: Table, trick: Sequence[int]) -> int:
    """The position of the winning card in ``trick`` (BW-4.5, BW-5.1, BW-5.3): the highest
    trump, else the highest card of the led suit — as ``play`` decides it."""
    led = tab.suit[trick[0]]
    best, bk = 0, tab.key[trick[0]]
    for i in range(1, len(trick)):
        c = trick[i]
        s = tab.suit[c]
        if led == 4:
            led = s
        if (s == led or s == tab.trump) and tab.key[c] > bk:
            best, bk = i, tab.key[c]
    return best


def house_refusal(tab: Table, hand: int, led: int, c: int, seat: str,
                  order: Sequence[Card] | None = None) -> RuleError:
    """Why a held card may not be played, in house Bid Whist's words (BW-4.4, BW-4.6,
    BW-5.2, V-NT-JOKER-FIRST-DISCARD); the cards held are named in ``order`` (the
    hand as the player holds it) or suit order."""
    card = ALL_CARDS[c]
    follow = hand & tab.follow[led] if led != 4 else 0
    if follow:
        held = " ".join(x.code for x in (cards_of(follow) if order is None else
                                         [x for x in order if follow >> x.index & 1]))
        named = {"card": name("card", card.code), "suit": suit_word(SUITS[led]),
                 "seat": name("seat", seat), "held": name("cards", held)}
        if card.is_joker and tab.trump < 0:
            return RuleError.of("joker-only-when-void", "BW-5.2", **named)
        if card.is_joker or (led == tab.trump and not follow & ~JOKER_BITS):
            if card.is_joker or follow & JOKER_BITS:
                return RuleError.of("no-follow-joker-trump", "BW-4.6", **named)
            return RuleError.of("not-following", "BW-4.6", **named)
        return RuleError.of("not-following", "BW-4.4", card=card.code, suit=suit_word(SUITS[led]),
                            seat=seat_word(seat, seat), held=held)
    held_jokers = cards_of(hand & JOKER_BITS) if order is None else [
        x for x in order if x.is_joker and hand >> x.index & 1]         # held ones only
    if led != 4 and len(held_jokers) == 1:
        (held,) = held_jokers
        return RuleError.of("nt-joker-first", "V-NT-JOKER-FIRST-DISCARD", card=card.code,
                            suit=suit_word(SUITS[led]), seat=seat_word(seat, seat),
                            joker=name("joker", held.code))
    named = {"card": name("card", card.code), "seat": name("seat", seat),
             "held": name("cards", " ".join(x.code for x in held_jokers))}
    if led == 4:
        return RuleError.of("joker-first-led", "V-NT-JOKER-FIRST-DISCARD", **named)
    return RuleError.of("joker-first", "V-NT-JOKER-FIRST-DISCARD", suit=suit_word(SUITS[led]),
                        **named)


def _not_held(seat: str, card: Card) -> RuleError:
    """A card the player to play does not hold (BW-4.4); a joker by its name."""
    if card.is_joker:
        return RuleError.of("not-held-joker", "BW-4.4", seat=seat_word(seat, seat),
                            joker=name("joker", card.code))
    return RuleError.of("not-held", "BW-4.4", seat=seat_word(seat, seat), card=card.code)


def is_renege(tab: Table, hand: int, led: int, c: int) -> bool:
    """A failure to follow suit (BW-6.6): the hand holds the led suit, the card is not of it."""
    return led != 4 and bool(hand & tab.follow[led]) and not tab.follow[led] >> c & 1


def _odd_legal(h: int, tab: Table, led: int) -> int:
    """Legal plays at no trump under V-NT-JOKER-ANYTIME (a joker at any time) or
    V-NT-JOKER-FIRST-DISCARD (a joker first when void in the led suit)."""
    if led == 4:
        return h
    f = h & tab.follow[led]
    j = h & JOKER_BITS
    if f:
        return f | j if tab.odd == "anytime" else f
    return j if j and tab.odd == "first_discard" else h


@dataclass(frozen=True)
class Contract:
    """The contract: declarer, the winning call, and once known the kind (``uptown``,
    ``downtown`` or ``no trump``), the direction or ranking and the trump suit."""

    declarer: str
    call: Call
    kind: str | None = None
    direction: str | None = None
    trump: Suit | None = None
    by_lead: bool = False
    #: The declarer named the ranking (SC-3, S52-4, BW-3.4): then even uptown is said.
    ranked: bool = field(default=False, compare=False)
    #: How the system names the bid's ranking (:attr:`System.bid_names`, SCN-2).
    names: tuple[str, str] = field(default=UPTOWN_DOWNTOWN, compare=False)

    @property
    def bid_said(self) -> str:
        """The winning call in the learner's language, as the system names it
        (:func:`~whist_core.family.system.call_said`: Cincinnati's ``4 special``)."""
        return call_said(self.call, self.names)

    @property
    def bid(self) -> int:
        return self.call.level

    @property
    def no_trump(self) -> bool:
        return self.kind == NO_TRUMP

    def to_json(self) -> dict[str, Any]:
        return {"declarer": self.declarer, "bid": self.call.level, "call": self.call.code,
                "kind": self.kind, "direction": self.direction,
                "trump": self.trump.word if self.trump else None}

    @property
    def words(self) -> str:
        parts = [f"{self.declarer} {self.call.words}"]
        if self.trump:
            parts.append(f"{self.trump.word} trump")
        elif self.by_lead:
            parts.append("trump by lead")
        elif self.kind == NO_TRUMP and not self.call.no_trump:
            parts.append("no trump")
        said = (self.direction or "").replace("_", " ")
        if said and (self.ranked or self.direction != UPTOWN) and said not in self.call.words:
            parts.append(said)                 # once: "7 downtown" names its ranking already
        return ", ".join(parts)

    @property
    def said(self) -> str:
        """:attr:`words` in the learner's language (:mod:`whist_core.messages`): the same
        English, each part a message (``N 4 downtown``, ``spades trump``)."""
        call = self.call
        parts = [msg("{seat} {bid}", seat=name("seat", self.declarer), bid=self.bid_said)]
        if self.trump:
            parts.append(msg("{suit} trump", suit=suit_word(self.trump)))
        elif self.by_lead:
            parts.append(msg("trump by lead"))
        elif self.kind == NO_TRUMP and not call.no_trump:
            parts.append(msg("no trump"))
        said = (self.direction or "").replace("_", " ")
        if said and (self.ranked or self.direction != UPTOWN) and said not in call.words:
            parts.append(say(_DIRECTION_WORDS.get(said, said)))
        return ", ".join(parts)


#: The dealer's forced bid when everyone else passed, by what the dealer must do: its
#: refusal's code (errors.REFUSALS).
_MUST_BID = {("bid", "everyone else"): "dealer-must-bid-all",
             ("bid exactly 1", "everyone else"): "dealer-must-bid-one-all",
             ("bid or call redeal", "everyone else"): "dealer-must-bid-or-redeal-all",
             ("bid exactly 1 or call redeal", "everyone else"):
                 "dealer-must-bid-one-or-redeal-all"}

#: A contract's ranking in words (:attr:`Contract.said`).
_DIRECTION_WORDS = {"uptown": N_("uptown"), "downtown": N_("downtown"),
                    "downtown ace low": N_("downtown ace low")}


class Declaration(NamedTuple):
    """A 52-card Bid Whist declaration (S52-4): trump suit or ``None`` and a ranking."""

    trump: Suit | None
    ranking: str

    def to_record(self) -> dict[str, Any]:
        return {"trump": self.trump.word if self.trump else None, "ranking": self.ranking}


class Action(NamedTuple):
    """What produced a state: ``kind`` is deal, call, declare, discard or play."""

    kind: str
    seat: str | None
    value: Any = None


#: Where a deal step's card went when not to a seat (:class:`DealStep`).
KITTY = "kitty"


class DealStep(NamedTuple):
    """One card of a deal as people read it: its number (from 1), the card and where it
    went (a seat, or :data:`KITTY`)."""

    number: int
    card: Card
    to: str


class Deal(NamedTuple):
    """A dealt hand: the dealer (seat index), each seat's cards (masks), the kitty (card
    numbers), and the trace — ``(card, to)`` per card dealt (``to`` = seat index, -1 kitty);
    ``cut``: the cards the cutter lifted (not part of a hand's value); ``order``: each
    seat's cards (card numbers) in the order it holds them where that is neither the
    trace's nor suit order (a house record lists them so), else ``()``."""

    dealer: int
    hands: tuple[int, ...]
    kitty: tuple[int, ...]
    trace: tuple[tuple[int, int], ...] = ()
    cut: int = 0
    order: tuple[tuple[int, ...], ...] = ()

    @classmethod
    def of(cls, seats: Sequence[str], dealer: str, hands: Mapping[str, Iterable[Card]],
           kitty: Iterable[Card], trace: tuple[tuple[int, int], ...] = ()) -> Deal:
        """A deal laid out by hand: the dealer and each seat's cards by name, each seat
        holding its cards in the order given."""
        listed = [[c.index for c in hands[s]] for s in seats]
        return cls(seats.index(dealer), tuple(map(_mask, listed)),
                   tuple(c.index for c in kitty), trace).ordered(listed)

    def held(self, seats: Sequence[str]) -> dict[str, tuple[Card, ...]]:
        """Each seat's cards in the order held: ``order``, else as dealt, else suit order."""
        return dict(zip(seats, [tuple([ALL_CARDS[c] for c in h]) for h in self._order()],
                        strict=True))

    def _order(self) -> tuple[tuple[int, ...], ...]:
        if self.order:
            return self.order
        if not self.trace:
            return tuple(tuple(c.index for c in cards_of(m)) for m in self.hands)
        out: list[list[int]] = [[] for _ in self.hands]
        for c, to in self.trace:
            if to >= 0:
                out[to].append(c)
        return tuple(map(tuple, out))

    def ordered(self, listed: Sequence[Sequence[int]]) -> Deal:
        """This deal with each seat's cards held in the ``listed`` order (card numbers,
        seat by seat), kept only where it differs from the trace's or suit order."""
        order = tuple(map(tuple, listed))
        return self._replace(order=() if order == self._replace(order=())._order() else order)

    def steps(self, seats: Sequence[str]) -> tuple[DealStep, ...]:
        """The trace as people read it: card numbers from 1, the seats by name."""
        return tuple([DealStep(n, ALL_CARDS[c], KITTY if to < 0 else seats[to])
                      for n, (c, to) in enumerate(self.trace, 1)])

    @property
    def kitty_cards(self) -> tuple[Card, ...]:
        """The kitty as dealt."""
        return tuple([ALL_CARDS[c] for c in self.kitty])

    @property
    def kitty_positions(self) -> list[int]:
        """Numbers (from 1) of the cards that went to the kitty."""
        return [n for n, (_, to) in enumerate(self.trace, 1) if to < 0]


class Trick(NamedTuple):
    """A trick: number (from 1), leader, ``plays`` ((seat, card) in order), winner (None
    while in progress), and the seats that failed to follow suit in it (BW-6.6)."""

    number: int
    leader: str
    plays: tuple[tuple[str, Card], ...]
    winner: str | None
    reneges: tuple[str, ...] = ()

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for _, c in self.plays)

    @property
    def complete(self) -> bool:
        return self.winner is not None

    def card_of(self, seat: str) -> Card | None:
        for s, c in self.plays:
            if s == seat:
                return c
        return None


def deal(system: System, seed: int, dealer: str | None = None) -> Deal:
    """Shuffle, cut and deal from ``seed`` (BW-2.1 – BW-2.3; the same seed, the same deal):
    the dealer drawn when not given, one card at a time clockwise from the dealer's left,
    the kitty cards never among the first or last 4."""
    # The draws of whist_core.rng's recipe, in order (the same seed, the same deal):
    # choice(seats), permutation(size), between(1, size - 1), sample(places, k)
    # (floor() is int() for these non-negative draws, and cheaper; u * k is the same
    # double whether k is the int or the float)
    draw = Random(int(seed)).random
    n = system.players
    di = floor(draw() * n) if dealer is None else system.seats.index(dealer)
    size = system.deck_size
    pack = list(range(size))                        # card numbers are ALL_CARDS positions
    for i, k in _FLOAT_STEPS[size]:                 # Fisher–Yates, last place first
        j = floor(draw() * k)
        pack[i], pack[j] = pack[j], pack[i]
    cut = 1 + floor(draw() * (size - 1))
    pack = pack[cut:] + pack[:cut]
    order = _DEAL_ORDER[n][(di + 1) % n]            # who gets the 1st, 2nd … dealt card
    k = system.kitty_size
    if k:
        # the kitty places (a sample of the allowed places), then the cards around them
        # dealt in turn
        places = list(range(KITTY_GUARD, size - KITTY_GUARD))
        left = len(places)
        for i in range(k):
            j = i + floor(draw() * (left - i))
            places[i], places[j] = places[j], places[i]
        at = sorted(places[:k])
        kitty = tuple([pack[i] for i in at])
        to = list(order[:size - k])
        rest = pack[:]
        for p in at:
            to.insert(p, -1)
        for p in reversed(at):
            del rest[p]
    else:
        kitty = ()
        to = order[:size]                            # type: ignore[assignment]
        rest = pack
    hands = [0] * n
    for j in range(n):                              # every hand holds 10 or more cards
        hands[order[j]] = sum(itemgetter(*rest[j::n])(_BIT))
    return _new(Deal, (di, tuple(hands), kitty, tuple(zip(pack, to, strict=True)), cut, ()))


def deal_in_order(system: System, pack: Sequence[Card], dealer: str, kitty_at: AbstractSet[int],
                  *, cut: int = 0) -> Deal:
    """Deal ``pack`` as it lies (a lesson's hand laid out on purpose): one card at a time
    clockwise from the dealer's left (BW-2.2), the cards at the 0-based places
    ``kitty_at`` to the kitty. ``cut``: the cards the cutter lifted, as the deal says."""
    n = system.players
    di = system.seats.index(dealer)
    hands = [0] * n
    kitty: list[int] = []
    trace: list[tuple[int, int]] = []
    seat = (di + 1) % n
    for i, card in enumerate(pack):
        if i in kitty_at:
            kitty.append(card.index)
            trace.append((card.index, -1))
        else:
            hands[seat] |= _BIT[card.index]
            trace.append((card.index, seat))
            seat = (seat + 1) % n
    return Deal(di, tuple(hands), tuple(kitty), tuple(trace), cut)


_BIT = tuple(1 << i for i in range(54))
#: ``_FLOAT_STEPS[size]``: the Fisher–Yates places (i, i + 1) of
#: :data:`whist_core.rng._STEPS`, the second a float.
_FLOAT_STEPS = {size: tuple((i, float(k)) for i, k in _STEPS[size]) for size in (52, 53, 54)}
#: ``_DEAL_ORDER[n][first]``: the seat of each card dealt in turn from seat ``first`` on.
_DEAL_ORDER = {n: tuple(tuple((first + j) % n for j in range(54)) for first in range(n))
               for n in range(2, 7)}


# A state is a small tuple (a façade) over a core, itself a tuple (:class:`_Core`): the
# hand's fields that only a call, declaration or discard changes, and the trick leaders
# and winners; the cards played are the state's own tuple (PLAYS). A card builds one
# state (and a new core only when it ends a trick); nothing is shared that could change,
# so states are immutable values all the way down, and playing from an older state needs
# no copying.
#
# Field positions of the state tuple; LAST and PREVIOUS are not part of the value.
# UNPLAYED: the cards not played yet (a mask; a seat's hand is its core hand & UNPLAYED).
# LEGAL (the cards the seat to play may play, a mask), LED (the suit block to follow,
# 4 while only jokers are down) and BESTK/BESTS (the strongest card so far and its seat)
# follow from the others; they are kept so that a play costs a few integer operations.
# MARKS: (reneges as (trick number, seat index), renege claims as (side, trick number)).
# PLAYS: the cards played so far (card numbers, in order; N of them).
(_CORE, _N, _PHASE, _TURN, _LEGAL, _LED, _BESTK, _BESTS, _UNPLAYED, _MARKS, _LAST,
 _PREVIOUS, _PLAYS) = range(13)
_NO_MARKS: tuple[tuple, tuple] = ((), ())
_ALL = (1 << 54) - 1
_new = tuple.__new__
_new_action = tuple.__new__
_new_core = object.__new__

#: The phases of a hand, the :class:`Phase` members (each equal to its text).
AUCTION, DECLARE, DISCARD, PLAY, COMPLETE = (Phase.AUCTION, Phase.DECLARE, Phase.DISCARD,
                                             Phase.PLAY, Phase.COMPLETE)


class _Core(NamedTuple):
    """The part of a state that changes only with an action, a tuple (immutable all the
    way down): ``system``, ``deal``, ``hands`` (each seat's cards, a mask, before the
    first card of the play), ``calls`` ((seat index, Call) in speaking order),
    ``contract``, ``discard`` (card numbers), ``table`` (None before the contract is
    known), ``leaders`` and ``winners`` (seat indices by trick: the trick to come or in
    progress included in ``leaders``), and ``bidding``: the auction so far as
    :func:`_scan` reads it (None where no call is to come). The cards played are the
    state's own (``PLAYS``), so a card that does not end a trick keeps the core."""

    system: System
    deal: Deal
    hands: tuple[int, ...]
    calls: tuple
    contract: Contract | None
    discard: tuple[int, ...] | None
    table: Table | None
    leaders: tuple[int, ...]
    winners: tuple[int, ...]
    bidding: tuple | None

    def but(self, calls: tuple | None = None, hands: tuple[int, ...] | None = None,
            contract: Contract | None = None, discard: tuple[int, ...] | None = None,
            table: Table | None = None, leaders: tuple[int, ...] | None = None) -> _Core:
        """A new core with the given fields (those not None) replaced, before the first card
        or at it."""
        return _core(self[0], self[1], self[2] if hands is None else hands,
                     self[3] if calls is None else calls,
                     self[4] if contract is None else contract,
                     self[5] if discard is None else discard,
                     self[6] if table is None else table,
                     self[7] if leaders is None else leaders, ())


def _core(system: System, deal: Deal, hands: tuple[int, ...], calls: tuple,
          contract: Contract | None, discard: tuple[int, ...] | None, table: Table | None,
          leaders: tuple[int, ...], winners: tuple[int, ...], bidding: tuple | None = None
          ) -> _Core:
    return _new(_Core, (system, deal, hands, calls, contract, discard, table, leaders, winners,
                        bidding))


def _next_call(state: FamilyState, calls: tuple, phase: str, turn: int, last: Action,
               bidding: tuple | None = None) -> FamilyState:
    """The state after a call that does not end the auction (or a redeal, which ends the
    hand): ``state`` with new calls, phase and turn (and ``bidding``, :func:`_scan` of the
    calls, when the caller knows it)."""
    core = state[_CORE]                              # (no contract, discard or table yet)
    return FamilyState((_core(core.system, core.deal, core.hands, calls, None, None, None, (),
                              (), bidding), 0, phase, turn, 0, 4, -2, -1, _ALL, state[_MARKS],
                        last, state, ()))


def _system(state: FamilyState) -> System:
    return state[_CORE].system


def _deal(state: FamilyState) -> Deal:
    return state[_CORE].deal


def _contract_of(state: FamilyState) -> Contract | None:
    return state[_CORE].contract


class FamilyState(tuple):
    """One moment of a hand of a Bid Whist family system. Immutable: actions return new
    states; an illegal action raises :class:`RuleError` naming the rule (Part E IDs for
    the systems' own rules, BW-4/BW-5 for trick play) and changes nothing."""

    __slots__ = ()

    system: System = property(_system)  # type: ignore[assignment]
    deal: Deal = property(_deal)  # type: ignore[assignment]
    phase: Phase = property(itemgetter(_PHASE))  # type: ignore[assignment]
    contract: Contract | None = property(_contract_of)  # type: ignore[assignment]

    @property
    def last(self) -> Action:
        """The action that made this state (a play's is worked out when asked)."""
        a = self[_LAST]
        if a is None:                    # a card: the one just played, by the seat that was to play
            return _new_action(Action, ("play", self[_CORE].system.seats[self[_PREVIOUS][_TURN]],
                                        ALL_CARDS[self[_PLAYS][self[_N] - 1]]))
        return a
    previous: FamilyState | None = property(itemgetter(_PREVIOUS))  # type: ignore[assignment]

    # ------------------------------------------------------------- value semantics
    def _value(self) -> tuple:
        """Everything but the system, the core's ``bidding`` (it follows from the calls),
        LAST and PREVIOUS."""
        return (*self[_CORE][1:9], *self[_N:_LAST], self[_PLAYS])

    def __eq__(self, other: object) -> bool:
        return (other.__class__ is FamilyState
                and self[_CORE].system == other[_CORE].system  # type: ignore[index]
                and self._value() == other._value())  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash(self._value())

    # ------------------------------------------------------------------ building
    @classmethod
    def new(cls, system: System, seed: int, dealer: str | None = None) -> FamilyState:
        """A freshly dealt hand of ``system`` from ``seed``."""
        return cls.from_deal(system, deal(system, seed, dealer))

    @classmethod
    def from_deal(cls, system: System, dealt: Deal) -> FamilyState:
        n = system.players
        if dealt.cut:
            dealt = dealt._replace(cut=0)           # the cut is not part of the hand's value
        return cls((_core(system, dealt, dealt.hands, (), None, None, None, (), (),
                          _scan(system, (), dealt.dealer)),
                          0, AUCTION, (dealt.dealer + 1) % n, 0, 4, -2, -1, _ALL, _NO_MARKS,
                          _new_action(Action, ("deal", system.seats[dealt.dealer], None)), None,
                          ()))

    def _then(self, core: _Core, phase: str, turn: int, last: Action) -> FamilyState:
        """The state after a call, declaration or discard: ``core``, ``phase`` and
        ``turn``; in the play, the seat to lead may play any card it holds."""
        legal = core.hands[turn] if phase == PLAY else 0
        return FamilyState((core, 0, phase, turn, legal, 4, -2, -1, _ALL, self[_MARKS], last,
                            self, ()))

    def _bidding(self) -> tuple[tuple[int, Call] | None, int, int]:
        """:func:`_scan` of the calls so far (kept in the core while a call is to come)."""
        core = self[_CORE]
        return core.bidding or _scan(core.system, core.calls, core.deal.dealer)

    def _held(self, seat: int) -> int:
        """The cards seat number ``seat`` holds now (a mask)."""
        return self[_CORE].hands[seat] & self[_UNPLAYED]

    def _hands(self) -> tuple[int, ...]:
        left = self[_UNPLAYED]
        hands = self[_CORE].hands
        return hands if left == _ALL else tuple([h & left for h in hands])

    def _plays(self) -> tuple[int, ...]:
        """The cards played so far (card numbers, in order)."""
        return self[_PLAYS]

    def _winners(self) -> tuple[int, ...]:
        """The winners of the tricks complete so far (seat indices)."""
        return self[_CORE].winners

    def _leaders(self) -> tuple[int, ...]:
        """The leaders of the tricks so far, the trick to come or in progress included."""
        return self[_CORE].leaders

    # ------------------------------------------------------------------- reading
    game_name = property(lambda self: self[_CORE].system.name)

    @property
    def seats(self) -> tuple[str, ...]:
        return self[_CORE].system.seats

    @property
    def dealer(self) -> str:
        return self[_CORE].system.seats[self[_CORE].deal.dealer]

    @property
    def to_act(self) -> str | None:
        t = self[_TURN]
        return None if t < 0 else self[_CORE].system.seats[t]

    to_play = to_act

    @property
    def complete(self) -> bool:
        return self[_PHASE] == COMPLETE

    @property
    def redeal(self) -> bool:
        """True when the hand ended with a ``redeal`` call (S52-3)."""
        calls = self[_CORE].calls
        return bool(calls) and calls[-1][1].is_redeal

    def hand(self, seat: str) -> tuple[Card, ...]:
        """``seat``'s cards now: house Bid Whist's in the order held (:meth:`held`), the
        other systems' in suit order."""
        if self[_CORE].system.rules is not None:
            return self.held(seat)
        return cards_of(self._held(self[_CORE].system.seats.index(seat)))

    @property
    def hands(self) -> dict[str, tuple[Card, ...]]:
        """Every seat's :meth:`hand`."""
        return {s: self.hand(s) for s in self[_CORE].system.seats}

    @property
    def hand_sizes(self) -> FrozenDict[str, int]:
        """How many cards each seat holds (read-only)."""
        return FrozenDict(zip(self[_CORE].system.seats, map(int.bit_count, self._hands()),
                              strict=True))

    @property
    def dealt_hands(self) -> dict[str, tuple[Card, ...]]:
        core = self[_CORE]
        return {s: cards_of(m) for s, m in zip(core.system.seats, core.deal.hands, strict=True)}

    @property
    def kitty(self) -> tuple[Card, ...]:
        return tuple(ALL_CARDS[c] for c in self[_CORE].deal.kitty)

    @property
    def discard(self) -> tuple[Card, ...] | None:
        d = self[_CORE].discard
        return None if d is None else tuple(ALL_CARDS[c] for c in d)

    @property
    def calls(self) -> tuple[tuple[str, Call], ...]:
        """Every call so far, in speaking order, with its seat."""
        seats = self[_CORE].system.seats
        return tuple((seats[i], c) for i, c in self[_CORE].calls)

    @property
    def bids(self) -> tuple[Call, ...]:
        return tuple(c for _, c in self[_CORE].calls)

    @property
    def high_bid(self) -> tuple[str, Call] | None:
        h = _high(self[_CORE].system, self[_CORE].calls, self[_CORE].deal.dealer)
        return None if h is None else (self[_CORE].system.seats[h[0]], h[1])

    @property
    def trump(self) -> Suit | None:
        c = self[_CORE].contract
        return None if c is None else c.trump

    @property
    def played(self) -> list[tuple[str, Card]]:
        return [p for t in self.tricks for p in t.plays]

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """Every trick so far; the trick in progress last with ``winner`` None."""
        plays, leaders, winners = self._plays(), self._leaders(), self._winners()
        count = -(-len(plays) // self[_CORE].system.players)    # the last may be short
        return tuple(self._trick_at(k, plays, leaders, winners) for k in range(count))

    def _trick_at(self, k: int, plays: Sequence[int], leaders: Sequence[int],
                  winners: Sequence[int]) -> Trick:
        """Trick ``k`` (from 0) of the card numbers ``plays``, led by ``leaders[k]``."""
        system = self[_CORE].system
        seats, n = system.seats, system.players
        lead = leaders[k]
        reneges = self[_MARKS][0]
        return Trick(k + 1, seats[lead],
                     tuple(zip(seats[lead:] + seats[:lead],
                               map(ALL_CARDS.__getitem__, plays[k * n:(k + 1) * n]),
                               strict=False)),          # a trick in progress is short
                     seats[winners[k]] if k < len(winners) else None,
                     tuple(seats[w] for t, w in reneges if t == k + 1) if reneges else ())

    # ------------------------------------------------------- house switches, reneges
    @property
    def rules(self) -> Any:
        """The Part B switches of house Bid Whist (None for a Part E system)."""
        return self[_CORE].system.rules

    @property
    def reneges(self) -> list[tuple[int, str]]:
        """Every failure to follow suit so far, as (trick number, seat) (BW-6.6)."""
        seats = self[_CORE].system.seats
        return [(t, seats[w]) for t, w in self[_MARKS][0]]

    @property
    def claims(self) -> tuple[tuple[str, int], ...]:
        """The renege claims so far, as (claiming side, trick number) (BW-6.6)."""
        return self[_MARKS][1]

    def claim_renege(self, by: str, trick: int) -> FamilyState:
        """Side ``by`` claims a renege in trick ``trick`` (from 1), the trick in progress
        included (BW-6.6, HAND_RECORDS.md). The claim must name a trick in which the other
        side failed to follow suit — unless a wrong claim costs three books
        (V-RENEGE-CLAIM). Penalties apply in the hand's result."""
        system = self[_CORE].system
        rule = system.rule("renege")
        if not system.partnerships or by not in system.sides:
            raise RuleError.of("not-a-pair", rule, text=repr(by))
        top = system.hand_size
        if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= top:
            raise RuleError.of("not-a-trick-number", rule, text=repr(trick), top=top)
        if trick > len(self.tricks):
            raise RuleError.of("trick-not-played", rule, trick=trick)
        seats = system.seats
        reneges, claims = self[_MARKS]
        found = sum(1 for t, w in reneges if t == trick and self.side_of(seats[w]) != by)
        if found and claims.count((by, trick)) >= found:
            raise RuleError.of("renege-claimed", rule, trick=trick)
        sw = system.rules
        if not found and not (sw is not None and sw.wrong_claim_costs):
            other = next(s for s in system.sides if s != by)
            raise RuleError.of("no-renege", rule, side=pair(other), trick=trick)
        values = list(self)
        values[_MARKS] = (reneges, (*claims, (by, trick)))
        values[_LAST] = Action("claim", None, (by, trick))
        values[_PREVIOUS] = self
        return FamilyState(values)

    def wrong_claim(self, by: str, trick: int) -> bool:
        """True when the other side did not fail to follow suit in ``trick`` (V-RENEGE-CLAIM)."""
        seats = self[_CORE].system.seats
        return not any(t == trick and self.side_of(seats[w]) != by
                       for t, w in self[_MARKS][0])

    @property
    def latest_trick(self) -> Trick | None:
        """The trick of the last card played (complete or in progress), or None."""
        plays = self._plays()
        if not plays:
            return None
        return self._trick_at((len(plays) - 1) // self[_CORE].system.players, plays,
                              self._leaders(), self._winners())

    @property
    def done(self) -> tuple[Trick, ...]:
        """The completed tricks only."""
        return self.tricks[:len(self._winners())]

    @property
    def trick(self) -> Trick | None:
        """The trick in progress, or None between tricks."""
        t = self.latest_trick
        return t if t is not None and t.winner is None else None

    @property
    def plays(self) -> tuple[tuple[str, Card], ...]:
        """The plays of the trick in progress ((seat, card) in order; () between tricks)."""
        t = self.trick
        return () if t is None else t.plays

    @property
    def reneges_now(self) -> tuple[str, ...]:
        """The seats that failed to follow suit in the trick in progress (BW-6.6)."""
        t = self.trick
        return () if t is None else t.reneges

    @property
    def won(self) -> tuple[int, ...]:
        """Tricks won so far by each side, in ``system.sides`` order (N-S, E-W)."""
        sides = self[_CORE].system.sides
        won = [self.side_of(t.winner) for t in self.done]
        return tuple(won.count(s) for s in sides)

    def bidder(self, number: int) -> str:
        """The seat that makes call ``number`` (from 1) of the first round: the auction
        starts on the dealer's left (BW-2.4)."""
        seats = self[_CORE].system.seats
        return seats[(self[_CORE].deal.dealer + number) % len(seats)]

    def side_of(self, seat: str) -> str:
        """The scoring side of a seat: NS/EW, or the player in Cutthroat."""
        system = self[_CORE].system
        if not system.partnerships:
            return seat
        return "NS" if seat in ("N", "S") else "EW"

    @property
    def books(self) -> dict[str, int]:
        """Books so far by side: tricks won, plus the laid-away cards where the system
        counts them (SRI-3, SH-2 from the discard on; S52-5 to the winner of trick 1)."""
        system = self[_CORE].system
        winners = self._winners()
        count = winners.count
        if system.partnerships:                          # N, E, S, W: NS even, EW odd
            out = {"NS": count(0) + count(2), "EW": count(1) + count(3)}
        else:
            out = {seat: count(i) for i, seat in enumerate(system.seats)}
        if system.kitty_book is KittyBook.DECLARER and self[_CORE].discard is not None:
            out[self.side_of(self[_CORE].contract.declarer)] += 1
        elif system.kitty_book is KittyBook.TRICK1 and winners:
            out[self.side_of(system.seats[winners[0]])] += 1
        return out

    @property
    def result(self) -> HandResult | None:
        """The books, made or set, and the score change, once complete."""
        if self[_PHASE] != COMPLETE:
            return None
        return score_hand(self)

    @property
    def discard_count(self) -> int:
        return self[_CORE].system.kitty_size

    # ------------------------------------------------------------- legal actions
    def legal_actions(self) -> list[Any]:
        """Calls, declarations, the cards that may be laid away (discard phase: choose
        ``discard_count`` and apply the list), or cards to play."""
        phase = self[_PHASE]
        if phase == PLAY:
            m = self[_LEGAL]
            one = _ONE_SUIT.get(m)
            if one is not None:                          # following: one suit's cards
                return [*one]
            return [*_JOKER_CARDS[(m >> 52) & 3], *_T0[m & 8191], *_T1[(m >> 13) & 8191],
                    *_T2[(m >> 26) & 8191], *_T3[(m >> 39) & 8191]]
        if phase == AUCTION:
            return self.legal_calls()
        if phase == DECLARE:
            return self._declarations()     # the offer's own order (the bots choose by it)
        if phase == DISCARD:
            return list(cards_of(self._held(self[_TURN])))
        return []

    def legal_plays(self) -> list[Card]:
        """The cards the seat to play may play: house Bid Whist's in the order held
        (:meth:`held`), the other systems' in suit order."""
        if self[_PHASE] != PLAY:
            return []
        ok = self._legal_mask()
        if self[_CORE].system.rules is not None:
            return [c for c in self.held(self.to_act) if ok >> c.index & 1]
        return list(cards_of(ok))

    def _legal_mask(self) -> int:
        """BW-4.4, BW-4.6, BW-5.2, BW-5.3: kept as a mask in the state (see LEGAL)."""
        return self[_LEGAL]

    def legal_calls(self) -> list[Call]:
        """Calls the seat to speak may make (the system's auction rules)."""
        if self[_PHASE] != AUCTION:
            return []
        system = self[_CORE].system
        turn = self[_TURN]
        dealer = self[_CORE].deal.dealer
        high, hk, passed = self[_CORE].bidding or self._bidding()
        bids, keys = system._ladder
        forced = False
        if high is None:
            forced = passed.bit_count() == system.players - 1 and not passed >> turn & 1
            if not forced:
                out = [PASS, *bids]
            elif system.forced is Forced.ONE:
                out = [b for b in bids if b.level == system.min_level]
            else:
                out = [*bids]
        elif system.dealer_equals and turn == dealer:   # the bids above the high one (the
            out = [PASS, *bids[bisect_left(keys, hk):]]  # ladder is in key order), or equal
        else:                                            # for the dealer
            out = [PASS, *bids[bisect_right(keys, hk):]]
        if system.redeal and (forced or not self._held(turn) & _HONOURS):
            out.append(REDEAL)
        return out

    def _may_redeal(self, forced: bool) -> bool:
        """S52-2 the forced dealer; S52-3 a hand with no king, queen or jack."""
        system = self[_CORE].system
        if not system.redeal:
            return False
        return forced or not self._held(self[_TURN]) & _HONOURS

    def legal_declarations(self) -> list[Any]:
        """What the declarer may declare now (SC-3, S52-4, SB-3, SCN-3, SRI-3, SH-2), in
        the system's order for people (house Bid Whist: the suits ♠ ♥ ♦ ♣, then uptown and
        downtown; :attr:`Declaring.order`)."""
        if self[_PHASE] != DECLARE:
            return []
        order = self[_CORE].system.declaring.order
        values = self._declarations()
        return values if order is None else sorted(values, key=order.index)

    def _declarations(self) -> list[Any]:
        """What the declaring rules offer after the contract's call, in their order."""
        core = self[_CORE]
        return list(core.system.declaring.offers(core.contract.call.no_trump)[0])

    # -------------------------------------------------------------------- acting
    def _apply_other(self, action: Any) -> FamilyState:
        """:meth:`apply` after the auction, outside the play: a declaration or the discard."""
        phase = self[_PHASE]
        if phase == DECLARE:
            return self.declare(action)
        if phase == DISCARD:
            return self.lay_away(action)
        raise RuleError("the hand is complete", self[_CORE].system.rule("score"))

    def call(self, value: Any) -> FamilyState:
        """The seat to speak passes, bids or calls redeal (the system's auction)."""
        core = self[_CORE]
        system = core.system
        if self[_PHASE] != AUCTION:
            raise RuleError("the auction is over", system.rule("auction"))
        call = (value if value.__class__ is Call and value in system._calls   # at once
                else system.parse_call(value))
        turn = self[_TURN]
        seat = system.seats[turn]
        dealer = core.deal.dealer
        calls = core.calls
        high, hk, passed = core.bidding or self._bidding()
        n = system.players
        forced = (high is None and passed.bit_count() == n - 1 and not passed >> turn & 1)
        kind = call[0]                                   # Call.kind
        if kind == "pass":
            if forced:
                what = "bid exactly 1" if system.forced is Forced.ONE else "bid"
                if system.redeal:
                    what += " or call redeal"
                others = "the first three" if system.rules is not None else "everyone else"
                if what == "bid" and system.rules is not None:       # the house game
                    raise RuleError.of("dealer-must-bid", system.rule("forced"),
                                       seat=seat_word(seat, seat))
                code = _MUST_BID.get((what, others))
                if code is not None:                            # the other systems
                    raise RuleError.of(code, system.rule("forced"), seat=seat_word(seat, seat))
                raise RuleError(f"{seat} is the dealer and must {what}: {others} passed",
                                system.rule("forced"))
            passed |= 1 << turn
        elif kind == "redeal":
            if not self._may_redeal(forced):
                raise RuleError.of("redeal-holds-honours", system.rule("redeal"),
                                   seat=seat_word(seat, seat))
        else:
            key = system._keys[call]
            if forced and system.forced is Forced.ONE and call.level != system.min_level:
                raise RuleError.of("dealer-bids-exactly", system.rule("forced"),
                                   call=call_name(call, system.bid_names), n=system.min_level)
            if high is not None and (key < hk or (key == hk and not (
                    system.dealer_equals and turn == dealer))):
                raise self._no_overcall(call, high)
            high, hk = (turn, call), key
        calls = (*calls, (turn, call))
        last = _new_action(Action, ("call", seat, call))
        if kind == "redeal":                           # S52-3 the hand ends; no score
            return _next_call(self, calls, COMPLETE, -1, last)
        bidding = (high, hk, passed)
        if system.auction is Auction.ONCE:
            if len(calls) < n:
                return _next_call(self, calls, AUCTION, (dealer + 1 + len(calls)) % n, last,
                                  bidding)
        elif not (high is not None and passed.bit_count() >= n - 1):
            who = turn                                   # the next seat that has not passed
            for _ in range(n):
                who += 1
                if who == n:
                    who = 0
                if not passed >> who & 1:
                    return _next_call(self, calls, AUCTION, who, last, bidding)
        return self._end_auction(calls, last)            # SC-2, SB-2 all but one passed

    def _no_overcall(self, call: Call, high: tuple[int, Call]) -> RuleError:
        """Why ``call`` does not overcall the high bid (BW-3.3, V-DOWN-OVER-UP, the ladder)."""
        system = self[_CORE].system
        hs = system.seats[high[0]]
        code = "no-overcall-dealer-equals" if system.dealer_equals else "no-overcall-higher"
        rule = system.rule("ladder")
        hb = high[1]
        if (system.rules is not None and call.level == hb.level
                and call.style != hb.style and "NT" not in (call.style, hb.style)):
            if system.rules.downtown_beats_uptown:       # V-DOWN-OVER-UP
                code, rule = "no-overcall-down-over-up", "V-DOWN-OVER-UP"
            else:                                         # BW-3.3
                code = "no-overcall-equal"
        return RuleError.of(code, rule, call=call_name(call, system.bid_names),
                            high=call_name(hb, system.bid_names), seat=seat_word(hs, hs))

    def _end_auction(self, calls: tuple, last: Action) -> FamilyState:
        system = self[_CORE].system
        who, won = _high(system, calls, self[_CORE].deal.dealer)
        declarer = system.seats[who]
        kind, direction = system.declaring.opening(won)
        contract = Contract(declarer, won, kind, direction, names=system.bid_names)
        core = self[_CORE]
        if system.declaring.plays_at_once(won):
            return self._then(core.but(calls, contract=contract, table=table(UPTOWN, -1),
                                       leaders=(who,)), PLAY, who, last)
        if system.discard_first:                         # SRI-3 the bidder takes the kitty
            return self._then(core.but(calls, _plus_kitty(core.hands, who, core.deal), contract),
                              DISCARD, who, last)
        return self._then(core.but(calls, contract=contract), DECLARE, who, last)

    def declare(self, value: Any) -> FamilyState:
        """The declarer names what the system asks (SC-3, S52-4, SB-3, SCN-3, SRI-3, SH-2)."""
        system = self[_CORE].system
        if self[_PHASE] != DECLARE:
            raise RuleError("nothing to declare now", system.rule("declare"))
        c = self[_CORE].contract
        values, reads = system.declaring.offers(c.call.no_trump)
        if value.__class__ in (str, Suit, Declaration) and value in values:   # as offered:
            return self._declared(reads[values.index(value)])                  # at once
        return self._declared(system.declaring.read(c, value, system.rule("declare")))

    def _declared(self, choice: Any) -> FamilyState:
        """:meth:`declare` with a declaration already read (``_read_declaration``'s form)."""
        system = self[_CORE].system
        c = self[_CORE].contract
        declaring = system.declaring
        kind, direction, trump, by_lead = declaring.settle(c, choice)
        contract = Contract(c.declarer, c.call, kind, direction, trump, by_lead,
                             declaring.ranked, c.names)
        who = system.seats.index(c.declarer)
        tab = None if by_lead else _contract_table(system, direction, trump)
        decl_value = declaring.code(direction, trump, choice)
        last = _new_action(Action, ("declare", c.declarer, decl_value))
        core = self[_CORE]
        if system.discard_first or not system.has_kitty:   # then play (SRI-3, SB-3, SCN)
            return self._then(core.but(contract=contract, table=tab, leaders=(who,)), PLAY, who,
                              last)
        return self._then(core.but(hands=_plus_kitty(core.hands, who, core.deal),   # SC-3,
                                   contract=contract, table=tab), DISCARD, who, last)  # S52-5, SH-2

    def lay_away(self, cards: Iterable[Card | str | int]) -> FamilyState:
        """The declarer lays away as many cards as the kitty held (SC-3, S52-5, SRI-3, SH-2)."""
        system = self[_CORE].system
        if self[_PHASE] != DISCARD:
            raise RuleError("no discard now", system.rule("discard"))
        if isinstance(cards, (str, Card, int)):
            raise RuleError.of("discard-list", system.rule("discard"), n=system.kitty_size)
        chosen = [c.index if c.__class__ is Card else
                  c if isinstance(c, int) and not isinstance(c, bool) else Card.parse(c).index
                  for c in cards]
        need = system.kitty_size
        seat = self[_CORE].contract.declarer
        if len(chosen) != need:
            raise RuleError.of("discard-count", system.rule("discard"), n=len(chosen),
                               need=need)
        if len(set(chosen)) != need:
            raise RuleError("the same card is laid away twice", system.rule("discard"))
        hand = self._held(self[_TURN])
        if _mask(chosen) & ~hand:
            c = next(c for c in chosen if not hand >> c & 1)
            raise RuleError(f"{seat} does not hold {ALL_CARDS[c].code} (hand and kitty)",
                            system.rule("discard"))
        return self._laid_away(chosen)

    def _laid_away(self, chosen: list[int]) -> FamilyState:
        """:meth:`lay_away` with the cards checked: ``chosen``, distinct held card numbers,
        as many as the kitty held (V-NT-JOKER-KITTY is still checked here)."""
        system = self[_CORE].system
        seat = self[_CORE].contract.declarer
        who = self[_TURN]
        hand = self._held(who)
        hands = list(self._hands())
        hands[who] = hand & ~_mask(chosen)
        pile = tuple(chosen)
        sw = system.rules
        if sw is not None and sw.nt_jokers == "kitty" and self[_CORE].contract.no_trump:
            pile = _jokers_out_of_play(hands, pile, who, hand, system)
        last = _new_action(Action, ("discard", seat, tuple([ALL_CARDS[c] for c in chosen])))
        core = self[_CORE]
        if system.discard_first:                         # SRI-3 then names trump
            return self._then(core.but(hands=tuple(hands), discard=pile), DECLARE, who, last)
        if sw is not None and sw.first_lead == "left_of_dealer":   # V-LEFT-LEADS, else the
            who = (core.deal.dealer + 1) % system.players            # declarer leads (BW-3.7)
        return self._then(core.but(hands=tuple(hands), discard=pile, leaders=(who,)), PLAY, who,
                          last)

    def required_discards(self) -> list[Card]:
        """Cards the declarer must lay away: every joker at no trump under V-NT-JOKER-KITTY."""
        sw = self[_CORE].system.rules
        if (self[_PHASE] == DISCARD and sw is not None and sw.nt_jokers == "kitty"
                and self[_CORE].contract.no_trump):
            return [c for c in self.held(self.to_act) if c.is_joker]    # as held
        return []

    def play(self, card: Card | str) -> FamilyState:
        """The seat to play plays ``card`` (BW-4.4 – BW-4.6, BW-5; SB-3 trump by lead)."""
        if self[_PHASE] != PLAY:
            raise RuleError("the hand is complete" if self[_PHASE] == COMPLETE else
                            "no card can be played now: play starts after the "
                            + ("discard" if self[_CORE].system.has_kitty else "declaration"),
                            self[_CORE].system.rule("lead"))
        return self.apply(card)

    def apply(self, action: Any) -> FamilyState:
        """Apply the phase's action: a call, a declaration, the discard or a card (the
        play itself is here, the hot path of every random hand)."""
        core, n, phase, turn, legal, led, bestk, bests, left, marks, _, _, plays = self
        if phase != PLAY:                                # (an exact tuple: a fast unpack)
            return self.call(action) if phase == AUCTION else self._apply_other(action)
        c = action.index if action.__class__ is Card else Card.parse(action).index
        bit = _BIT[c]
        if not legal & bit:
            if not core.hands[turn] & left & bit:
                raise _not_held(core.system.seats[turn], ALL_CARDS[c])
            return self._renege(c)
        tab = core.table
        if tab is None:                                  # SB-3 the first lead fixes trump
            con = core.contract
            tab = table(UPTOWN, _SUIT[c])
            core = core.but(contract=Contract(con.declarer, con.call, con.kind, con.direction,
                                               SUITS[_SUIT[c]], True, names=con.names),
                            table=tab)
        plays = (*plays, c)
        left ^= bit
        if led == 4:                                     # a lead (nothing is led between
            s = tab[1][c]                                # tricks), or at no trump the first
            if s != 4:                                   # non-joker after jokers (BW-5.3)
                led, bestk, bests = s, tab[0][c], turn
            elif bests < 0:                              # a joker led at no trump (no best
                bestk, bests = -1, turn                  # card yet: the trick is empty)
        else:                                            # BW-4.5 the highest trump, else
            kc = tab[6][led][c]                          # the highest of the led suit
            if kc > bestk:
                bestk, bests = kc, turn
        hands = core[2]
        nxt = turn + 1
        if nxt == len(hands):
            nxt = 0
        leaders = core[7]
        if nxt != leaders[-1]:                           # the trick goes on
            h = hands[nxt] & left
            legal = (_odd_legal(h, tab, led) if tab[4]       # the no-trump joker modes
                     else (h & tab[3][led] or h) if led != 4 else h)
            return FamilyState((core, n + 1, PLAY, nxt, legal, led, bestk, bests, left, marks,
                                None, self, plays))      # LAST None: see FamilyState.last
        winners = (*core[8], bests)
        if len(winners) == core[0].hand_size:
            return FamilyState((_new(_Core, (*core[:7], leaders, winners, None)), n + 1,
                                COMPLETE, -1, 0, 4, -2, -1, left, marks, None, self, plays))
        return FamilyState((_new(_Core, (*core[:7], (*leaders, bests), winners, None)),
                            n + 1, PLAY, bests, hands[bests] & left, 4, -2, -1, left,
                            marks, None, self, plays))   # BW-4.5 the winner leads

    def _renege(self, c: int) -> FamilyState:
        """A held card that is not a legal play: refused, or under BW-6.6 (``allow_renege``)
        a failure to follow suit is played and recorded, penalised only on a claim."""
        sw = self[_CORE].system.rules
        tab, led, h = self[_CORE].table, self[_LED], self._held(self[_TURN])
        if not (sw is not None and sw.allow_renege and is_renege(tab, h, led, c)):
            raise self._not_following(c)
        values = list(self)
        values[_LEGAL] = self[_LEGAL] | 1 << c
        after = list(FamilyState(values).play(ALL_CARDS[c]))
        reneges, claims = self[_MARKS]
        after[_MARKS] = ((*reneges, (len(self._winners()) + 1, self[_TURN])), claims)
        after[_PREVIOUS] = self
        return FamilyState(after)

    def _not_following(self, c: int) -> RuleError:
        if self[_CORE].system.rules is not None:
            return self._house_refusal(c)
        tab = self[_CORE].table
        n = self[_CORE].system.players
        plays = self._plays()
        k = len(plays) % n
        led = self[_LED]
        seat = self[_CORE].system.seats[self[_TURN]]
        held = " ".join(x.code for x in cards_of(self._legal_mask()))
        card = ALL_CARDS[c]
        named = {"card": name("card", card.code), "suit": suit_word(SUITS[led]),
                 "seat": seat_word(seat, seat), "held": name("cards", held)}
        if card.is_joker:
            rule = "BW-5.2" if tab.trump < 0 else "BW-4.6"
            return RuleError.of("joker-while-following", rule, **named)
        rule = "BW-4.6" if led == tab.trump and tab.trump >= 0 else (
            "BW-5.3" if tab.suit[plays[len(plays) - k]] == 4 else "BW-4.4")
        return RuleError.of("not-following", rule, **named)

    def _house_refusal(self, c: int) -> RuleError:
        """House Bid Whist's refusal of held card ``c``, naming the player's cards in the
        order held (:meth:`held`)."""
        seat = self[_CORE].system.seats[self[_TURN]]
        return house_refusal(self[_CORE].table, self._held(self[_TURN]), self[_LED], c, seat,
                             self.held(seat))

    def held(self, seat: str) -> tuple[Card, ...]:
        """``seat``'s cards in the order it holds them: as dealt (or as a house record lists
        them, :attr:`Deal.order`), then (the declarer's) the kitty as dealt, then any card
        it was given (V-NT-JOKER-KITTY) in suit order. :meth:`hand` is suit order."""
        core = self[_CORE]
        i = core.system.seats.index(seat)
        mask = self._held(i)
        dealt = core.deal
        order = _orders(dealt)[i]
        c = core.contract
        if c is not None and c.declarer == seat:
            order += dealt.kitty
        out = [ALL_CARDS[k] for k in order if mask >> k & 1]
        if len(out) != mask.bit_count():
            out += cards_of(mask & ~_mask(order))
        return tuple(out)

    # --------------------------------------------------------------------- views
    def view(self, seat: str) -> Any:
        """What ``seat`` may know (never another seat's hidden cards)."""
        from whist_core.family.view import view_of

        return view_of(self, seat)

    def states(self) -> list[FamilyState]:
        """Every state from the deal to this one."""
        return chain(self, _PREVIOUS)

    def _repr_svg_(self) -> str:
        from whist_core.pictures import draw

        return draw(self)

    def __repr__(self) -> str:
        return (f"<FamilyState {self[_CORE].system.name} {self[_PHASE]} dealer={self.dealer} "
                f"calls={[c.code for _, c in self[_CORE].calls]} tricks={len(self._winners())}>")


@lru_cache(maxsize=64)
def _orders(dealt: Deal) -> tuple[tuple[int, ...], ...]:
    """Private cache: each seat's cards of a deal in the order dealt or listed
    (:meth:`Deal._order`), made once for the last few deals (a value of values)."""
    return dealt._order()


def _jokers_out_of_play(hands: list[int], pile: tuple[int, ...], who: int, hand: int,
                        system: System) -> tuple[int, ...]:
    """V-NT-JOKER-KITTY: every joker leaves play. The declarer lays his own away; other
    holders, clockwise from the declarer's left, swap theirs (big first) for the next
    non-joker card of the discard, in the discard's order. ``hands`` is updated."""
    kept = [ALL_CARDS[c].code for c in (BIG, LITTLE) if hand >> c & 1 and c not in pile]
    if kept:
        raise RuleError.of("nt-jokers-kept", "V-NT-JOKER-KITTY",
                           seat=name("seat", system.seats[who]),
                           cards=name("cards", " ".join(kept)))
    out = list(pile)
    n = system.players
    for step in range(1, n):
        i = (who + step) % n
        for joker in (BIG, LITTLE):
            if hands[i] >> joker & 1:
                k = next(k for k, c in enumerate(out) if c < 52)
                hands[i] ^= (1 << joker) | (1 << out[k])
                out[k] = joker
    return tuple(out)


def _contract_table(system: System, direction: str | None, trump: Suit | None) -> Table:
    """The trick table of a declared contract, with the system's switches (V-ACE-LOW-DOWN,
    V-DEUCE-SPADES, the no-trump joker modes)."""
    t = -1 if trump is None else SUITS.index(trump)
    sw = system.rules
    if sw is None:
        return table(direction or UPTOWN, t)
    return table(card_ranking(direction, sw), t, sw.deuce_spades, sw.nt_jokers)


def card_ranking(direction: str | None, rules: Any) -> str:
    """How a declared contract ranks its cards under house Bid Whist's ``rules``: its
    direction (uptown until named), downtown ace-low under V-ACE-LOW-DOWN."""
    if direction == DOWNTOWN and rules.ace_low_downtown:
        return ACE_LOW
    return direction or UPTOWN


def _plus_kitty(hands: tuple[int, ...], who: int, dealt: Deal) -> tuple[int, ...]:
    out = list(hands)
    out[who] |= _mask(dealt.kitty)
    return tuple(out)


def _mask(cards: Iterable[int]) -> int:
    """The mask of card numbers."""
    m = 0
    for c in cards:
        m |= _BIT[c]
    return m


def _high(system: System, calls: tuple, dealer: int) -> tuple[int, Call] | None:
    """The high bid and its seat; the dealer who equals takes it (S52-2, SRI-2)."""
    best: tuple[int, Call] | None = None
    bk = -1
    keys = system._keys
    for who, c in calls:
        if c[0] != "bid":                            # Call.kind
            continue
        k = keys[c]
        if k > bk or (k == bk and system.dealer_equals and who == dealer):
            best, bk = (who, c), k
    return best


def _ladder(system: System) -> tuple[list[Call], list[int]]:
    """The system's bids, lowest first, and their ladder keys (in the same, rising order)."""
    return system._ladder


def _scan(system: System, calls: tuple, dealer: int) -> tuple[tuple[int, Call] | None, int, int]:
    """One pass over the calls: the high bid and its seat (the dealer who equals takes it,
    S52-2, SRI-2) or None, its ladder key (-1 without one), and the seats that passed (a
    mask of seat indices)."""
    best: tuple[int, Call] | None = None
    bk = -1
    passed = 0
    keys = system._keys
    for who, c in calls:
        kind = c[0]                                  # Call.kind
        if kind == "bid":
            k = keys[c]
            if k > bk or (k == bk and system.dealer_equals and who == dealer):
                best, bk = (who, c), k
        elif kind == "pass":
            passed |= 1 << who
    return best, bk, passed


__all__ = ["COMPLETE", "KITTY", "Action", "Contract", "Deal", "DealStep", "Declaration",
           "FamilyState", "HandResult", "Trick", "card_ranking", "cards_of", "deal",
           "deal_in_order", "house_refusal", "is_renege", "led_block", "legal_mask", "mask_of",
           "table", "trick_winner"]
