"""What one seat of a family system may know (issue 8: views that cannot leak).

A :class:`FamilyView` is built only from what its seat has seen: its own hand, every
call, the contract, every card played (tricks so far, the one in progress last), the
hand sizes, books and — only for the declarer who took it — the kitty and the discard.
No other seat's hidden cards, no kitty for anyone else (Part E systems never show it;
house Bid Whist under V-SPORT-KITTY shows it to all once a suit bid has won), no other
seat's failure to follow suit (BW-6.6), no discard's cards but the declarer's.

One view for every system, house Bid Whist included: the house's switches (``rules``),
its card order (``ranking``; the hand sorted by it), the last trick while the custom of
the table lets the seat look at it (BW-9.7) and the jokers the declarer must lay away
(V-NT-JOKER-KITTY) are read from the same state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from whist_core.cards import Card
from whist_core.family.kinds import Phase
from whist_core.family.seats import partner_of
from whist_core.family.system import Call
from whist_core.values import FrozenDict

if TYPE_CHECKING:
    from whist_core.family.engine import Action, Contract, FamilyState, HandResult, Trick
    from whist_core.family.ranking import Ranking
    from whist_core.family.switches import BidWhistRules



@dataclass(frozen=True)
class FamilyView:
    """One seat's knowledge at one moment (immutable, equal and hashable by value)."""

    game_name: str
    seat: str
    seats: tuple[str, ...]
    dealer: str
    phase: Phase
    #: Own cards (house Bid Whist: sorted by suit and the contract's ranking).
    hand: tuple[Card, ...]
    #: How many cards each seat holds (own included).
    hand_sizes: Mapping[str, int]
    #: The calls so far, in order, as (seat, call).
    calls: tuple[tuple[str, Call], ...]
    contract: Contract | None
    #: Every trick so far; the trick in progress last with ``winner`` None.
    tricks: tuple[Trick, ...]
    to_act: str | None
    #: The actions this seat may take now (empty when it is not its turn).
    legal: tuple[Any, ...]
    discard_count: int
    #: The kitty and the discard (as laid): only in the declarer's own view, once taken.
    kitty: tuple[Card, ...] | None
    discard: tuple[Card, ...] | None
    #: Books so far by side (house Bid Whist: the kitty book from the discard on, BW-3.6).
    books: Mapping[str, int]
    complete: bool
    result: HandResult | None
    players: int
    partnerships: bool
    #: House Bid Whist's switches (RULES.md Part B); None for the other systems.
    rules: BidWhistRules | None = None
    #: What happened last; a discard's cards only for the declarer (None for the others).
    last: Action | None = None
    #: The highest bid so far and who made it.
    high_bid: tuple[str, Call] | None = None
    #: The last completed trick while this seat may still look at it (BW-9.7).
    last_trick: Trick | None = None
    #: Cards the declarer must lay away (V-NT-JOKER-KITTY); empty otherwise.
    required_discards: tuple[Card, ...] = ()

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def partner(self) -> str | None:
        """The seat opposite, in a partnership game (None where each plays alone)."""
        if not self.partnerships:
            return None
        seats = self.seats
        return seats[(seats.index(self.seat) + len(seats) // 2) % len(seats)]

    @property
    def trick(self) -> Trick | None:
        """The trick in progress once a card is in it (None between tricks)."""
        t = self.tricks[-1] if self.tricks else None
        return t if t is not None and t.winner is None and t.plays else None

    @property
    def trick_plays(self) -> tuple[tuple[str, Card], ...]:
        """The plays of the trick in progress as (seat, card); empty between tricks."""
        t = self.trick
        return () if t is None else t.plays

    @property
    def trick_number(self) -> int:
        """The number of the trick in progress or to come (from 1); the last once complete."""
        done = sum(1 for t in self.tricks if t.winner is not None)
        return done + (0 if self.complete else 1)

    @property
    def ranking(self) -> Ranking | None:
        """House Bid Whist: how cards compare, once the contract is declared (else None)."""
        from whist_core.family.ranking import ranking_at

        return ranking_at(self)

    @property
    def played(self) -> tuple[Card, ...]:
        return tuple(c for t in self.tricks for _, c in t.plays)

    def _repr_svg_(self) -> str:
        from whist_core.pictures import draw

        return draw(self)


def view_of(state: FamilyState, seat: str) -> FamilyView:
    """The view of ``seat`` at ``state``. A house view's legal cards follow the order its
    player holds them (:meth:`FamilyState.held`), its hand that order sorted by the
    contract's ranking."""
    system = state.system
    if seat not in system.seats:
        from whist_core.errors import RuleError

        raise RuleError(f"{seat!r} is not a seat of {system.title} "
                        f"({', '.join(system.seats)})", system.rule("deal"))
    c = state.contract
    mine = c is not None and c.declarer == seat and system.has_kitty and (
        state.discard is not None or state.phase == "discard")
    shown = kitty_shown_to_all(state)
    hand = state.hand(seat)
    my_turn = state.to_act == seat
    legal = tuple(state.legal_actions()) if my_turn else ()
    last = state.last
    discard = state.discard if mine else None
    if last.kind == "discard" and not mine:
        last = last._replace(value=None)
    sw = system.rules
    required: tuple[Card, ...] = ()
    if sw is not None:                                   # house Bid Whist's orders
        from whist_core.family.ranking import contract_ranking, sort_hand

        if legal and state.phase == "declare":           # Declaring.order
            legal = tuple(state.legal_declarations())
        elif legal and state.phase == "play":            # as held
            legal = tuple(state.legal_plays())
        elif my_turn and state.phase == "discard":       # as held
            required = tuple(state.required_discards())
        if discard is not None and sw.nt_jokers == "kitty":
            discard = _laid(state)                       # V-NT-JOKER-KITTY: as laid
        hand = tuple(sort_hand(hand, contract_ranking(c, sw)))
    tricks = state.tricks
    if state.reneges:                                    # BW-6.6: only one's own are known
        tricks = tuple(t._replace(reneges=tuple(s for s in t.reneges if s == seat))
                       for t in tricks)
    return FamilyView(
        game_name=system.name, seat=seat, seats=system.seats, dealer=state.dealer,
        phase=state.phase, hand=hand,
        hand_sizes=state.hand_sizes,
        calls=state.calls, contract=c, tricks=tricks, to_act=state.to_act,
        legal=legal, discard_count=system.kitty_size,
        kitty=state.kitty if mine or shown else None, discard=discard,
        books=FrozenDict(state.books), complete=state.complete, result=state.result,
        players=system.players, partnerships=system.partnerships,
        rules=sw, last=last, high_bid=state.high_bid,
        last_trick=last_trick_seen(tricks, seat, system.partnerships),
        required_discards=required)


def _laid(state: FamilyState) -> tuple[Card, ...] | None:
    """The cards the declarer laid away, as laid (the discard action's)."""
    s = state
    while s is not None:
        if s.last.kind == "discard":
            return tuple(s.last.value)
        s = s.previous
    return None


def kitty_shown_to_all(state: FamilyState) -> bool:
    """V-SPORT-KITTY: once a suit bid has won the auction, the kitty is turned face up for
    every player before the declarer takes it (no trump bids keep it face down)."""
    sw = state.system.rules
    c = state.contract
    return sw is not None and sw.sport_kitty and c is not None and not c.call.no_trump


def last_trick_seen(tricks: Sequence[Trick], seat: str, partnerships: bool) -> Trick | None:
    """BW-9.7: the last completed of ``tricks``, while ``seat`` may still look at it: until
    it or its partner plays to the next one (None otherwise)."""
    if not tricks:
        return None
    now = tricks[-1]
    if now.winner is not None:
        return now
    if len(tricks) < 2:
        return None
    partner = partner_of(seat) if partnerships else seat
    played = {s for s, _ in now.plays}
    return tricks[-2] if seat not in played and partner not in played else None


__all__ = ["FamilyView", "kitty_shown_to_all", "last_trick_seen", "view_of"]
