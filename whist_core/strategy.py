"""Hand evaluation and the bid adviser for Bid Whist (rules-side, no Jupyter).

A bidder sees 12 cards and must guess how many of the 13 books the pair will
take (BW-3.1, BW-6.1). The bots of :mod:`whist_core.bots` guess with fixed
allowances: the hand's own books, plus the books partner and the kitty add as measured
(:data:`whist_core.bots.PARTNER_BOOKS`, :data:`~whist_core.bots.KITTY_GAIN`) and 1 for
the discard (BW-3.6). The adviser replaces the two guesses by counting:
it deals the 42 unseen cards to partner, kitty and opponents many times (or, on
small cases, every possible way) and in each deal

1. names trump (or the direction at no trump) from the 12 cards alone — the
   declarer must, before seeing the kitty (BW-3.4, BW-3.5);
2. keeps the best 12 of the 18 cards with the kitty and lays away the rest;
3. estimates the pair's books: the discard book, the declarer's 12 cards and
   partner's 12 cards, partner's high cards counted with the declarer's known;
4. rounds to whole books and notes which bids (3..7, BW-3.1) that would make.

The chance of a bid is the share of deals whose estimate reaches bid + 6. The
per-card estimate is the bots' (a top card wins, a guarded second card wins 60%
of the time, a third 30%, long trumps take late books); it is an estimate of
good play, not a promise — the lesson says so.

:func:`sure_books` counts the certain winners: the unbroken run of top cards in
each suit (for trumps, the jokers first — BW-4.3; at no trump jokers never win —
BW-5.1).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from whist_core.bots import DISCARD_BOOK, KITTY_GAIN, PARTNER_BOOKS, top_weight
from whist_core.cards import SUITS, Card, Suit, deck
from whist_core.family.ranking import rank_order
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN
from whist_core.messages import msg
from whist_core.messages import suit as suit_name

#: Who receives the unseen cards in a real deal (BW-2.2): partner, kitty, the opponents.
DEAL_SIZES: dict[str, int] = {"partner": 12, "kitty": 6, "left": 12, "right": 12}
LEVELS = (3, 4, 5, 6, 7)
#: A bid is worth making when the pair makes it this often: a set costs the whole bid.
SAFE = 0.6


# ------------------------------------------------------------------ evaluation
def _ladder(suit: Suit, trump: Suit | None, direction: str, rules: BidWhistRules) -> list[Card]:
    """The cards of ``suit`` high to low; a trump ladder starts with the jokers (BW-4.3)."""
    order = rank_order(direction, rules)
    plain = sorted((c for c in deck(0) if c.suit is suit), key=lambda c: order[c.rank],
                   reverse=True)
    if suit is trump:
        return [c for c in deck(rules.jokers) if c.is_joker] + plain
    return plain


def _in_suit(cards: Iterable[Card], suit: Suit, trump: Suit | None) -> list[Card]:
    return [c for c in cards if c.suit is suit or (c.is_joker and suit is trump)]


def sure_books(hand: Sequence[Card], trump: Suit | None, direction: str,
               rules: BidWhistRules = HOUSE) -> dict[Suit, int]:
    """Certain winners per suit: the unbroken run of top cards the hand holds."""
    out = {}
    mine = set(hand)
    for suit in SUITS:
        run = 0
        held = len(_in_suit(hand, suit, trump))
        for c in _ladder(suit, trump, direction, rules):
            if c not in mine:
                break
            run += 1
        out[suit] = min(run, held)
    return out


def hand_books(hand: Sequence[Card], trump: Suit | None, direction: str,
               rules: BidWhistRules = HOUSE, friends: Iterable[Card] = ()) -> float:
    """The books ``hand`` should take itself in the contract (the bots' per-card weights).

    ``friends`` are cards known to be on the same side (partner's): they are not
    counted as missing above a card. At no trump a joker counts nothing (BW-5.1).
    """
    ours = set(hand) | set(friends)
    books = 0.0
    trump_len = len(_in_suit(hand, trump, trump)) if trump is not None else 0
    for suit in SUITS:
        held = _in_suit(hand, suit, trump)
        if not held:
            continue
        ladder = _ladder(suit, trump, direction, rules)
        above = 0                                   # opponents' cards above, so far
        suit_books = 0.0
        for c in ladder:
            if c in held:
                suit_books += top_weight(above, len(held))
            elif c not in ours:
                above += 1
        books += suit_books
        if suit is trump:
            books += 0.8 * max(0, len(held) - 4)     # long trumps take late books
        elif trump is None and suit_books >= 1.5:
            books += 0.7 * max(0, len(held) - 4)     # a long established suit runs
        elif trump is not None and trump_len >= 4 and len(held) <= 1:
            books += 0.5 * (2 - len(held))           # a short side suit lets you trump
    if trump is not None and trump_len >= 4:
        books += 0.5 * sum(1 for s in SUITS if s is not trump and not _in_suit(hand, s, trump))
    return books


def best_trump(hand: Sequence[Card], direction: str, rules: BidWhistRules = HOUSE) -> Suit:
    """The longest suit; on equal length the one with the higher cards (as the bots)."""
    order = rank_order(direction, rules)
    return max(SUITS, key=lambda s: (len(_in_suit(hand, s, None)),
                                     sum(order[c.rank] for c in _in_suit(hand, s, None)),
                                     -SUITS.index(s)))


@dataclass(frozen=True)
class Plan:
    """A contract kind and what the declarer would name: trump, or no trump's direction."""

    kind: str
    direction: str
    trump: Suit | None

    @property
    def words(self) -> str:
        if self.trump is None:
            return msg("no trump, played {direction}", direction=self.direction)
        return msg("{direction}, {suit} trump", direction=self.direction,
                   suit=suit_name(self.trump))


def plans(hand: Sequence[Card], rules: BidWhistRules = HOUSE) -> list[Plan]:
    """The best plan for each kind of bid, chosen from the 12 cards (BW-3.2, BW-3.4)."""
    out = [Plan(d, d, best_trump(hand, d, rules)) for d in (UPTOWN, DOWNTOWN)]
    nt = max((UPTOWN, DOWNTOWN), key=lambda d: hand_books(hand, None, d, rules))
    out.append(Plan(NO_TRUMP, nt, None))
    return out


def keep_best(cards: Sequence[Card], plan: Plan, rules: BidWhistRules = HOUSE,
              keep: int = 12) -> tuple[list[Card], list[Card]]:
    """Split 18 cards into the ``keep`` to play and the rest to lay away (BW-3.5).

    Keep the jokers and trumps, then the cards that win, then long suits; at no trump
    lay the jokers away first (they never win, BW-5.1)."""
    order = rank_order(plan.direction, rules)
    trump = plan.trump
    lengths = Counter(c.suit for c in cards if not c.is_joker)
    sure = sure_books(cards, trump, plan.direction, rules)
    tops = {c for s in SUITS
            for c in _ladder(s, trump, plan.direction, rules)[:sure[s]]}

    def value(c: Card) -> tuple[int, float]:
        if c.is_joker:
            return (4, c.rank) if trump is not None else (-1, 0)
        if c.suit is trump:
            return (3, order[c.rank])
        if c in tops:
            return (2, order[c.rank])
        return (1, lengths[c.suit] * 20 + order[c.rank])

    ranked = sorted(cards, key=value, reverse=True)
    return ranked[:keep], ranked[keep:]


def pair_books(hand: Sequence[Card], kitty: Sequence[Card], partner: Sequence[Card],
               plan: Plan, rules: BidWhistRules = HOUSE) -> float:
    """The pair's estimated books in one deal: discard + declarer + partner (≤ 13)."""
    kept, _ = keep_best([*hand, *kitty], plan, rules, keep=len(hand))
    own = hand_books(kept, plan.trump, plan.direction, rules, friends=partner)
    help_ = hand_books(partner, plan.trump, plan.direction, rules, friends=kept)
    return min(13.0, DISCARD_BOOK + own + help_)


# ---------------------------------------------------------------- the unseen cards
def all_splits(unseen: Sequence[Card], sizes: Mapping[str, int]
               ) -> Iterator[dict[str, tuple[Card, ...]]]:
    """Every way to deal ``unseen`` into hands of ``sizes`` (each equally likely)."""
    names = list(sizes)
    if sum(sizes.values()) != len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards cannot fill {dict(sizes)}")

    def rec(rest: tuple[Card, ...], i: int) -> Iterator[dict[str, tuple[Card, ...]]]:
        if i == len(names) - 1:
            yield {names[i]: rest}
            return
        for part in combinations(rest, sizes[names[i]]):
            left = tuple(c for c in rest if c not in part)
            for tail in rec(left, i + 1):
                yield {names[i]: part, **tail}

    yield from rec(tuple(unseen), 0)


def split_count(sizes: Mapping[str, int]) -> int:
    """How many deals :func:`all_splits` yields: the multinomial coefficient."""
    n, out = sum(sizes.values()), 1
    for k in sizes.values():
        out *= math.comb(n, k)
        n -= k
    return out


def random_splits(unseen: Sequence[Card], sizes: Mapping[str, int], samples: int,
                  seed: int = 0) -> Iterator[dict[str, tuple[Card, ...]]]:
    """``samples`` random deals of ``unseen`` into ``sizes`` (a seeded shuffle each)."""
    if sum(sizes.values()) != len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards cannot fill {dict(sizes)}")
    rng = random.Random(seed)
    pool = list(unseen)
    for _ in range(samples):
        rng.shuffle(pool)
        out, at = {}, 0
        for name, k in sizes.items():
            out[name] = tuple(pool[at:at + k])
            at += k
        yield out


# -------------------------------------------------------------------- the adviser
Split = Mapping[str, Sequence[Card]]
Evaluator = Callable[[Sequence[Card], Split, Plan, BidWhistRules], int]


def estimated_books(hand: Sequence[Card], split: Split, plan: Plan,
                    rules: BidWhistRules = HOUSE) -> int:
    """The pair's books by the per-card estimate (:func:`pair_books`), to the nearest book."""
    books = pair_books(hand, split.get("kitty", ()), split.get("partner", ()), plan, rules)
    return math.floor(books + 0.5)


def _bid_code(plan: Plan, level: int) -> str:
    return f"{level}{'NT' if plan.kind == NO_TRUMP else plan.kind[0].upper()}"


def played_books(hand: Sequence[Card], split: Split, plan: Plan,
                 rules: BidWhistRules = HOUSE, bot_seed: int = 0) -> int:
    """The pair's books when the computer players play the deal out (BW-3.4 – BW-6.1).

    The hand sits South and wins the auction with the plan's lowest bid (the others
    pass; the level does not change the play), names the plan's trump or direction,
    lays away like the bots and all four seats are played by :class:`FamilyBot`.
    """
    from whist_core.bots import FamilyBot, play_out
    from whist_core.family.engine import Deal, FamilyState
    from whist_core.family.seats import SEATS
    from whist_core.family.systems.house import house

    if len(hand) != 12:
        raise ValueError("a hand to play out has 12 cards")
    hands = {"S": tuple(hand), "N": tuple(split["partner"]), "W": tuple(split["left"]),
             "E": tuple(split["right"])}
    state = FamilyState.from_deal(house(rules), Deal.of(SEATS, "E", hands, split["kitty"]))
    state = state.call(_bid_code(plan, rules.min_bid))
    while state.to_act != "S" or state.phase.value == "auction":
        state = state.call("pass")
    state = state.declare(plan.trump or plan.direction)
    final = play_out(state, FamilyBot(bot_seed))[-1]
    return final.result.books["NS"]


@dataclass(frozen=True)
class Advice:
    """What the adviser found for one plan."""

    plan: Plan
    deals: int
    #: Share of deals in which the pair took exactly ``n`` books.
    books: dict[int, float]
    own: float                  # the 12 cards alone, by the per-card estimate
    sure: int                   # certain winners in the 12 cards
    exact: bool = False

    @property
    def average(self) -> float:
        return sum(n * p for n, p in self.books.items())

    def chance(self, level: int) -> float:
        """The chance that the pair takes at least ``level`` + 6 books (BW-3.1)."""
        return sum(p for n, p in self.books.items() if n >= level + 6)

    @property
    def chances(self) -> dict[int, float]:
        return {lv: self.chance(lv) for lv in LEVELS}

    @property
    def rule_of_thumb(self) -> float:
        """The bots' estimate: own books + partner + kitty + discard (:mod:`whist_core.bots`)."""
        return self.own + PARTNER_BOOKS + KITTY_GAIN + DISCARD_BOOK

    @property
    def best_level(self) -> int | None:
        """The highest bid made in at least :data:`SAFE` of the deals (None: not even 3)."""
        good = [lv for lv in LEVELS if self.chance(lv) >= SAFE]
        return max(good) if good else None

    def why(self) -> str:
        """The estimate in words."""
        how = "every possible deal" if self.exact else f"{self.deals} deals"
        return (f"{self.plan.words}: your 12 cards are worth about {self.own:.1f} books "
                f"({self.sure} certain); adding partner {PARTNER_BOOKS:g}, kitty {KITTY_GAIN:g} "
                f"and the discard {DISCARD_BOOK:g} "
                f"gives {self.rule_of_thumb:.1f}. Over {how} the pair took "
                f"{self.average:.1f} books on average.")


def advise(hand: Sequence[Card], rules: BidWhistRules = HOUSE, *, samples: int | None = 60,
           seed: int = 0, sizes: Mapping[str, int] | None = None,
           unseen: Sequence[Card] | None = None, plan_list: Sequence[Plan] | None = None,
           evaluate: Evaluator | None = None) -> list[Advice]:
    """The chance of making each bid with ``hand``, for each kind of bid.

    The unseen cards are dealt to partner, kitty and opponents ``samples`` times at
    random (seeded), or — ``samples=None``, for small cases — every possible way; each
    deal is scored by ``evaluate`` (default: played out by the computer players,
    :func:`played_books`; :func:`estimated_books` works for hands of any size).
    """
    hand = list(hand)
    if unseen is None:
        unseen = [c for c in deck(rules.jokers) if c not in set(hand)]
    sizes = dict(DEAL_SIZES if sizes is None else sizes)
    if len(set(hand)) != len(hand) or set(hand) & set(unseen):
        raise ValueError("the hand and the unseen cards must be different cards")
    evaluate = evaluate or played_books
    out = []
    for plan in plan_list or plans(hand, rules):
        counts: Counter[int] = Counter()
        splits = (all_splits(unseen, sizes) if samples is None
                  else random_splits(unseen, sizes, samples, seed))
        for split in splits:
            counts[evaluate(hand, split, plan, rules)] += 1
        deals = sum(counts.values())
        out.append(Advice(plan, deals, {n: k / deals for n, k in sorted(counts.items())},
                          hand_books(hand, plan.trump, plan.direction, rules),
                          sum(sure_books(hand, plan.trump, plan.direction, rules).values()),
                          samples is None))
    return out


def rule_of_thumb(hand: Sequence[Card], rules: BidWhistRules = HOUSE) -> dict[str, float]:
    """The bots' quick estimate for each plan: own books + partner + kitty + discard."""
    return {p.words: hand_books(hand, p.trump, p.direction, rules) + PARTNER_BOOKS
            + KITTY_GAIN + DISCARD_BOOK for p in plans(hand, rules)}


__all__ = ["DEAL_SIZES", "LEVELS", "SAFE", "Advice", "Plan", "advise", "all_splits", "best_trump",
           "estimated_books", "hand_books", "keep_best", "plans",
           "played_books", "random_splits", "rule_of_thumb", "split_count", "sure_books"]
