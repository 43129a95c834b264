"""Simple, sensible computer players that see only what their seat may see.

Every decision is made from a view — :class:`~whist_core.family.view.FamilyView`
for Bid Whist and its family, :class:`~whist_core.german_whist.view.PlayerView` for
German Whist — never from a state, so a bot cannot look at hidden cards. Every action
chosen is one the view lists as legal. Decisions are deterministic given the
bot's seed: ties are broken by a generator seeded from the seed and the moment.

Bid Whist (BW-2 – BW-5): count likely books from high cards, jokers and long
suits; bid uptown or downtown by where the hand's strength lies, no trump only
without jokers (they never win at no trump, BW-5.1); a dealer forced to bid
bids the minimum (BW-2.5). Declare the longest, strongest suit. Lay away short,
low side cards and keep trumps and jokers. Play: lead sure winners and draw
trumps as declarer, follow cheaply when partner is winning, win as cheaply as
possible, otherwise throw the cheapest card.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from whist_core.cards import SUITS, Card, Suit, deck
from whist_core.family.engine import FamilyState
from whist_core.family.kinds import Phase
from whist_core.family.ranking import Ranking, rank_order
from whist_core.family.seats import SEATS
from whist_core.family.switches import BidWhistRules
from whist_core.family.system import DOWNTOWN, NO_TRUMP, UPTOWN, Call
from whist_core.family.view import FamilyView
from whist_core.german_whist.bot import choose_card as german_choose_card
from whist_core.german_whist.state import GermanWhistState
from whist_core.german_whist.view import PlayerView

#: Books expected from partner and the kitty's improvement (BW-3.5): the figures strategy
#: lesson 1 teaches, measured on the stored 400 deals (``whist_core.evidence.allowances``,
#: rounded to 0.1; ``tests/test_evidence.py`` fails if the measurement and these differ).
PARTNER_BOOKS = 3.2
KITTY_GAIN = 0.9
#: The discard counts as a book (BW-3.6).
DISCARD_BOOK = 1.0

# --------------------------------------------------------------- hand reading


def _suit_cards(hand: Iterable[Card], suit: Suit) -> list[Card]:
    return [c for c in hand if c.suit is suit]


def top_weight(missing_above: int, length: int) -> float:
    """How likely a card with ``missing_above`` higher cards held elsewhere wins a book
    (the estimate of the bots and of :mod:`whist_core.strategy`)."""
    if missing_above <= 0:
        return 1.0
    if missing_above == 1 and length >= 2:
        return 0.6
    if missing_above == 2 and length >= 3:
        return 0.3
    return 0.0


def _side_books(cards: Sequence[Card], order: Mapping[int, int]) -> float:
    """Likely books from the high cards of one plain suit in a direction."""
    held = sorted((order[c.rank] for c in cards), reverse=True)
    ladder = sorted(order.values(), reverse=True)
    books = 0.0
    for i, power in enumerate(held):
        missing = sum(1 for p in ladder if p > power) - i
        books += top_weight(missing, len(held))
    return books


def _jokers(hand: Iterable[Card]) -> list[Card]:
    return [c for c in hand if c.is_joker]


def suit_contract_books(hand: Sequence[Card], trump: Suit, direction: str,
                        rules: BidWhistRules) -> float:
    """Books a hand should take itself with ``trump`` trump in ``direction``."""
    order = rank_order(direction, rules)
    jokers = _jokers(hand)
    trumps = _suit_cards(hand, trump)
    # jokers top the trump suit (BW-4.3): missing jokers are missing high trumps
    missing_jokers = rules.jokers - len(jokers)
    held = sorted((order[c.rank] for c in trumps), reverse=True)
    ladder = sorted(order.values(), reverse=True)
    length = len(trumps) + len(jokers)
    books = float(len(jokers))
    for i, power in enumerate(held):
        missing = missing_jokers + sum(1 for p in ladder if p > power) - i
        books += top_weight(missing, length)
    books += 0.8 * max(0, length - 4)                     # long trumps take late books
    for suit in SUITS:
        if suit is trump:
            continue
        side = _suit_cards(hand, suit)
        books += _side_books(side, order)
        if length >= 4 and len(side) <= 1:
            books += 0.5 * (2 - len(side))                # voids and singletons ruff
    return books


def no_trump_books(hand: Sequence[Card], direction: str, rules: BidWhistRules) -> float:
    """Books a hand should take itself at no trump in ``direction`` (jokers never win)."""
    order = rank_order(direction, rules)
    books = 0.0
    for suit in SUITS:
        side = _suit_cards(hand, suit)
        top = _side_books(side, order)
        books += top
        if top >= 1.5:
            books += 0.7 * max(0, len(side) - 4)          # a long established suit runs
    return books


def best_trump(hand: Sequence[Card], direction: str, rules: BidWhistRules) -> Suit:
    """The longest suit, the strongest first on equal length."""
    order = rank_order(direction, rules)
    return max(SUITS, key=lambda s: (len(_suit_cards(hand, s)),
                                     sum(order[c.rank] for c in _suit_cards(hand, s)),
                                     -SUITS.index(s)))


def appraise(hand: Sequence[Card], rules: BidWhistRules) -> dict[str, float]:
    """The hand's own likely books for each kind of bid: uptown, downtown, no trump."""
    out = {d: suit_contract_books(hand, best_trump(hand, d, rules), d, rules)
           for d in (UPTOWN, DOWNTOWN)}
    out[NO_TRUMP] = max(no_trump_books(hand, d, rules) for d in (UPTOWN, DOWNTOWN))
    if _jokers(hand):
        out[NO_TRUMP] -= 1.5 * len(_jokers(hand))          # dead cards at no trump (BW-5.1)
    return out


# ------------------------------------------------------------------ decisions


#: A house call's kind by its style (``4U`` is uptown).
_KIND = {"U": UPTOWN, "D": DOWNTOWN, "NT": NO_TRUMP}


def choose_bid(view: FamilyView, rng: random.Random | None = None) -> Call:
    """A call from ``view.legal``: the lowest bid the hand supports, else pass (BW-2.4)."""
    legal = list(view.legal)
    if not legal:
        raise ValueError(f"it is not {view.seat}'s turn to bid")
    rng = rng or random.Random(0)
    worth = appraise(view.hand, view.rules)
    suit_kind = UPTOWN if worth[UPTOWN] >= worth[DOWNTOWN] else DOWNTOWN
    forced = not legal[0].is_pass
    if forced:  # BW-2.5: the dealer bids the minimum, uptown or downtown by the hand
        low = [b for b in legal if b.level == legal[0].level]
        return next((b for b in low if _KIND[b.style] == suit_kind), low[0])
    high = view.high_bid
    partner_bid = any(s == view.partner and not b.is_pass for s, b in view.calls)
    extra = PARTNER_BOOKS + KITTY_GAIN + DISCARD_BOOK + (0.8 if partner_bid else 0.0)
    extra += rng.uniform(-0.3, 0.3)
    kinds = [suit_kind]
    if worth[NO_TRUMP] >= worth[suit_kind] - 0.5 and not _jokers(view.hand):
        kinds.insert(0, NO_TRUMP)
    if high is not None and high[0] == view.partner:
        extra -= 1.0                                       # do not outbid partner lightly
    for kind in kinds:
        level = int(worth[kind] + extra) - 6
        for b in legal:
            if not b.is_pass and _KIND[b.style] == kind and b.level <= level:
                return b
    return legal[0]


def choose_declaration(view: FamilyView, rng: random.Random | None = None) -> Suit | str:
    """Trump (after a suit bid) or the direction (after no trump) from ``view.legal`` (BW-3.4)."""
    legal = list(view.legal)
    if not legal:
        raise ValueError(f"{view.seat} has nothing to declare now")
    contract = view.contract
    hand, rules = view.hand, view.rules
    if contract.no_trump:
        return max(legal, key=lambda d: no_trump_books(hand, d, rules))
    suit = best_trump(hand, contract.direction, rules)
    return suit if suit in legal else legal[0]


def _masters(hand: Sequence[Card], ranking: Ranking, rules: BidWhistRules,
             seen: Iterable[Card] = ()) -> list[Card]:
    """Cards no card outside ``hand`` and ``seen`` can beat in their own suit."""
    mine = set(hand) | set(seen)
    in_deck = set(deck(rules.jokers))
    out = []
    for c in hand:
        suit = ranking.suit_of(c)
        if suit is None:
            continue                                       # a joker at no trump never wins
        above = [x for x in ranking.ladder(suit) if ranking.power(x) > ranking.power(c)]
        if all(x in mine or x not in in_deck for x in above):
            out.append(c)
    return out


def choose_discard(view: FamilyView, rng: random.Random | None = None) -> list[Card]:
    """The cards to lay away (BW-3.5): every required card, then short, low side cards."""
    need = view.discard_count
    ranking = view.ranking
    hand = list(view.hand)
    if view.phase is not Phase.DISCARD or not view.my_turn:
        raise ValueError(f"{view.seat} has nothing to lay away now")
    masters = set(_masters(hand, ranking, view.rules))
    lengths = {s: len([c for c in hand if ranking.suit_of(c) is s]) for s in SUITS}

    def keep(c: Card) -> tuple[int, float]:
        if c in view.required_discards:
            return (-2, 0)
        suit = ranking.suit_of(c)
        if suit is None:
            return (-1, 0)                                 # a joker at no trump is dead
        if suit is ranking.trump:
            return (3, ranking.power(c))
        if c in masters:
            return (2, ranking.power(c))
        return (1, lengths[suit] * 20 + ranking.power(c))

    return sorted(hand, key=keep)[:need]


def _cheap(card: Card, ranking: Ranking) -> tuple[bool, int]:
    """Cheapest first: plain cards before trumps, low before high."""
    trump = ranking.trump is not None and ranking.suit_of(card) is ranking.trump
    return (trump, ranking.power(card))


def choose_card(view: FamilyView, rng: random.Random | None = None) -> Card:
    """A card from ``view.legal`` (BW-4, BW-5)."""
    legal = list(view.legal)
    if not legal:
        raise ValueError(f"it is not {view.seat}'s turn to play")
    if len(legal) == 1:
        return legal[0]
    ranking, rules = view.ranking, view.rules
    plays = view.trick_plays
    trick = [c for _, c in plays]
    hand = list(view.hand)
    cheap = sorted(legal, key=lambda c: _cheap(c, ranking))
    masters = [c for c in _masters(hand, ranking, rules, trick) if c in legal]
    if not trick:                                          # leading
        ours = view.contract.declarer in (view.seat, view.partner)
        trumps = [c for c in hand if ranking.trump is not None
                  and ranking.suit_of(c) is ranking.trump]
        top_trumps = [c for c in masters if c in trumps]
        if ours and top_trumps and len(trumps) >= 2:
            return max(top_trumps, key=ranking.power)      # draw trumps
        side = [c for c in masters if c not in trumps]
        if side:
            return max(side, key=lambda c: (_length(hand, c, ranking), ranking.power(c)))
        plain = [c for c in cheap if c not in trumps and ranking.suit_of(c) is not None]
        if plain:
            longest = max(plain, key=lambda c: _length(hand, c, ranking))
            suit = ranking.suit_of(longest)
            return min((c for c in plain if ranking.suit_of(c) is suit), key=ranking.power)
        return cheap[-1] if trumps else cheap[0]
    leader_at = ranking.winner(trick)
    winning_seat = plays[leader_at][0]
    winners = [c for c in cheap if ranking.winner([*trick, c]) == len(trick)]
    if winning_seat == view.partner:
        partner_card = trick[leader_at]
        safe = len(trick) == 3 or partner_card in _masters([partner_card], ranking, rules,
                                                           [*hand, *trick])
        if safe or not winners:
            return cheap[0]
        return winners[0]
    if winners:
        return winners[0]
    return cheap[0]


def _length(hand: Sequence[Card], card: Card, ranking: Ranking) -> int:
    suit = ranking.suit_of(card)
    return sum(1 for c in hand if ranking.suit_of(c) is suit)


# ----------------------------------------------------------------------- bots


def play_out(state: FamilyState, bot: Any = None,
             seats: Iterable[str] = SEATS) -> list[FamilyState]:
    """Let ``bot`` (by default the family bot) act for ``seats`` until the hand ends or
    another seat is to act."""
    bot = bot or FamilyBot()
    seats = set(seats)
    out = []
    while state.to_act in seats:
        state = bot.move(state)
        out.append(state)
    return out


class GermanWhistBot:
    """The German Whist bot of :mod:`whist_core.german_whist.bot`, deciding from a view."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: PlayerView) -> Card:
        if not isinstance(view, PlayerView):
            raise TypeError("a bot decides from a PlayerView (state.view(player)), not a state")
        return german_choose_card(view)

    def move(self, state: GermanWhistState) -> GermanWhistState:
        player = state.to_play
        if player is None:
            raise ValueError("the game is over")
        return state.play(self.choose(state.view(player)), player)


__all__ = [
    "FamilyBot", "GermanWhistBot", "appraise", "best_trump", "choose_bid", "choose_card",
    "choose_discard", "german_choose_card", "play_out",
]


# ------------------------------------------------------------ family systems (Part E)


class FamilyBot:
    """A player for every Bid Whist family system, the house game included, deciding from
    a :class:`~whist_core.family.view.FamilyView` only (its own hand, the calls, the
    contract and the cards played); deterministic per seed.

    The house game (a view with ``rules``) makes the house's choices above
    (:func:`choose_bid`, :func:`choose_declaration`, :func:`choose_discard`,
    :func:`choose_card`; ties broken by a generator seeded from the seed and the moment).
    The other systems: bids an estimate of the books the hand takes (aces, kings, long
    suits; in a partnership three more for the partner), as low as the ladder allows up to
    it; declares its longest suit (uptown); lays away its lowest side cards; plays the
    cheapest card that wins the trick unless the partner already holds it, else its
    cheapest card.
    """

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: FamilyView) -> Any:
        """The action for the phase: a call, a declaration, the discard or a card."""
        if not isinstance(view, FamilyView):
            raise TypeError("a bot decides from a view (state.view(seat)), not a state")
        if not view.my_turn:
            raise ValueError(f"it is not {view.seat}'s turn")
        phase = view.phase
        if view.rules is not None:                       # house Bid Whist
            rng = random.Random(f"{self.seed}/{view.seat}/{phase.value}/{len(view.calls)}/"
                                f"{len(view.hand)}")
            return _HOUSE[phase](view, rng)
        if phase == "auction":
            return self._call(view)
        if phase == "declare":
            return self._declare(view)
        if phase == "discard":
            return self._discard(view)
        return self._card(view)

    def move(self, state: Any) -> Any:
        """The state after this bot acts for the seat to act (seen through its view)."""
        seat = state.to_act
        if seat is None:
            raise ValueError("the hand is complete")
        return state.apply(self.choose(state.view(seat)))

    # -- deciding --------------------------------------------------------------
    @staticmethod
    def _longest(hand: Sequence[Card]) -> Suit:
        counts = {s: 0.0 for s in SUITS}
        for c in hand:
            if c.suit is not None:
                counts[c.suit] += 1 + c.rank / 100
        return max(SUITS, key=lambda s: counts[s])

    def _estimate(self, view: Any) -> float:
        hand = view.hand
        trump = self._longest(hand)
        books = 0.0
        for c in hand:
            if c.is_joker or c.rank == 14:
                books += 1
            elif c.rank == 13:
                books += 0.6
            elif c.rank == 12 and c.suit is trump:
                books += 0.4
        long = sum(1 for c in hand if c.suit is trump)
        books += max(0, long - 3) * 0.8
        if view.partnerships:
            books += 3.2 + (1 if view.discard_count else 0)
        return books

    def _call(self, view: Any) -> Any:
        legal = list(view.legal)
        bids = [c for c in legal if getattr(c, "is_bid", False)]
        est = self._estimate(view)
        target = est - 6 if view.partnerships else est
        good = [b for b in bids if b.level <= target and not (b.no_trump and target < 5)]
        if good:
            return good[0]
        if any(c.is_pass for c in legal):
            return next(c for c in legal if c.is_pass)
        if any(c.is_redeal for c in legal) and est < 6:
            return next(c for c in legal if c.is_redeal)
        return bids[0]

    def _declare(self, view: Any) -> Any:
        legal = list(view.legal)
        trump = self._longest(view.hand)
        for choice in legal:
            if choice == trump or choice == f"uptown {trump.word}":
                return choice
            if getattr(choice, "trump", "x") is trump and getattr(choice, "ranking", "") == \
                    "uptown":
                return choice
        if "by lead" in legal:
            return "by lead"
        return legal[0]

    def _discard(self, view: Any) -> list[Card]:
        trump = view.contract.trump if view.contract is not None else None
        ranked = sorted(view.hand, key=lambda c: (c.is_joker, c.suit is trump and trump is not None,
                                                  c.rank))
        return ranked[:view.discard_count]

    def _card(self, view: Any) -> Card:
        from whist_core.family.engine import table

        legal = list(view.legal)
        con = view.contract
        trump = con.trump
        tab = table(con.direction or "uptown", -1 if trump is None else SUITS.index(trump))
        trick = view.trick
        if trick is None or not trick.plays:
            if trump is None and con.by_lead:
                suit = self._longest(view.hand)
                return max((c for c in legal if c.suit is suit), key=lambda c: tab.key[c.index])
            return max(legal, key=lambda c: (tab.key[c.index] >= 114 or c.rank == 14,
                                             tab.key[c.index]))
        cards = [c.index for _, c in trick.plays]
        led = next((tab.suit[c] for c in cards if tab.suit[c] != 4), 4)

        def strength(c: int) -> int:
            s = tab.suit[c]
            return tab.key[c] if s in (led, tab.trump) else -2

        best_j = max(range(len(cards)), key=lambda j: strength(cards[j]))
        best = strength(cards[best_j])
        winner_seat = trick.plays[best_j][0]
        partner_wins = view.partnerships and winner_seat != view.seat and (
            view.seats.index(winner_seat) % 2 == view.seats.index(view.seat) % 2)
        cheap = min(legal, key=lambda c: (strength(c.index) > 100, tab.key[c.index]))
        if partner_wins:
            return cheap
        winners = [c for c in legal if strength(c.index) > best]
        if winners:
            return min(winners, key=lambda c: strength(c.index))
        return cheap


#: The house game's choice in each phase.
_HOUSE = {Phase.AUCTION: choose_bid, Phase.DECLARE: choose_declaration,
          Phase.DISCARD: choose_discard, Phase.PLAY: choose_card}
