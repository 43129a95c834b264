"""What one seat at the Bid Whist table may see (DESIGN.md "Information").

A :class:`SeatView` is built from a state by :func:`view_of` (or
``state.view(seat)``) and holds only what that seat's player may know: their
own hand, how many cards the others hold, the auction, the contract, the
trick in progress, the tricks won, and — by the custom of the table (BW-9.7) —
the last completed trick until this seat or its partner has played to the next
one. The kitty is seen only by the declarer once declared (BW-3.5), the
discard only by the declarer (BW-3.5, face down). No other seat's card is ever
in a view, so bots and learners' tables working from views cannot peek.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from whist_core.cards import Card
from whist_core.family import view as family_view
from whist_core.family.engine import Action, Contract, Trick  # the family's, one of each
from whist_core.family.kinds import Phase
from whist_core.family.ranking import Ranking
from whist_core.family.seats import PAIRS, SEATS, pair_of, partner_of
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems.house import Bid
from whist_core.values import frozen

if TYPE_CHECKING:
    from whist_core.bid_whist.state import BidWhistState
    from whist_core.family.score import HandResult


def _frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return frozen(dict(mapping))


@dataclass(frozen=True, eq=True)
class SeatView:
    """One seat's knowledge at one moment of a Bid Whist hand (immutable)."""

    seat: str
    rules: BidWhistRules
    dealer: str
    phase: Phase
    #: Own cards, sorted by suit and the contract's ranking.
    hand: tuple[Card, ...]
    #: How many cards each seat holds (own included).
    hand_sizes: Mapping[str, int]
    #: The calls so far, in order, as (seat, bid).
    bids: tuple[tuple[str, Bid], ...]
    contract: Contract | None
    ranking: Ranking | None
    #: The kitty as dealt: the declarer's alone, from the declaration on (BW-3.5).
    kitty: tuple[Card, ...] | None
    #: The cards the declarer laid away: the declarer's alone (BW-3.5).
    discard: tuple[Card, ...] | None
    #: The trick in progress as (seat, card), and its number (from 1).
    trick: tuple[tuple[str, Card], ...]
    trick_number: int
    #: The last completed trick while this seat may still look at it (BW-9.7).
    last_trick: Trick | None
    #: Tricks won by each pair; ``books`` adds the kitty book (BW-3.6).
    tricks_won: Mapping[str, int]
    books: Mapping[str, int]
    to_act: str | None
    #: The actions open to this seat now (bids, declarations or cards); empty if not its turn.
    legal: tuple[Any, ...]
    #: Cards the declarer must lay away (V-NT-JOKER-KITTY); empty otherwise.
    required_discards: tuple[Card, ...]
    #: What happened last, with hidden cards blanked out (a discard's cards for others).
    last: Action
    complete: bool
    #: The outcome once the hand is complete (public: every card has been played).
    result: HandResult | None = None
    #: The highest call so far and who made it (BW-3.3; the family engine's).
    high_bid: tuple[str, Bid] | None = None

    @property
    def partner(self) -> str:
        return partner_of(self.seat)

    @property
    def pair(self) -> str:
        return pair_of(self.seat)

    @property
    def calls(self) -> tuple[tuple[str, Bid], ...]:
        """The calls so far under the family view's name (``bids``)."""
        return self.bids

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def is_declarer(self) -> bool:
        return self.contract is not None and self.contract.declarer == self.seat

    @property
    def discard_count(self) -> int:
        """How many cards the declarer lays away (BW-3.5)."""
        return self.rules.kitty_size

    def is_legal(self, action: Any) -> bool:
        return action in self.legal

    def _repr_svg_(self) -> str:
        from whist_core.pictures import draw

        return draw(self)


def _seen_trick(trick: Trick, seat: str) -> Trick:
    """A trick as ``seat`` saw it: only its own failures to follow suit are known (BW-6.6)."""
    return trick._replace(reneges=tuple(s for s in trick.reneges if s == seat))


def view_of(state: BidWhistState, seat: str) -> SeatView:
    """What ``seat`` may see at ``state``: the family view's knowledge
    (:func:`whist_core.family.view.view_of`: the hand sizes, the kitty and the discard for
    whom may see them, the books, the result) in the lessons' shape, never another seat's
    hidden cards."""
    if seat not in SEATS:
        raise ValueError(f"{seat!r} is not a seat (N, E, S or W)")
    seen = family_view.view_of(state.family, seat)
    phase = seen.phase
    legal: tuple[Any, ...] = ()
    required: tuple[Card, ...] = ()
    if seen.to_act == seat:                  # the lessons' orders of the same actions
        if phase is Phase.AUCTION:
            legal = tuple(state.legal_bids())
        elif phase is Phase.DECLARE:
            legal = tuple(state.legal_declarations())
        elif phase is Phase.PLAY:
            legal = tuple(state.legal_plays())
        elif phase is Phase.DISCARD:
            required = tuple(state.required_discards())
    discard = None                           # what the declarer laid away, as laid
    if seen.discard is not None:              # (V-NT-JOKER-KITTY's jokers not among them)
        discard = next(tuple(s.last.value) for s in state.states() if s.last.kind == "discard")
    last = state.last
    if last.kind == "discard" and discard is None:
        last = Action("discard", last.seat, None)
    return SeatView(
        seat=seat,
        rules=state.rules,
        dealer=seen.dealer,
        phase=phase,
        hand=tuple(state.sorted_hand(seat)),
        hand_sizes=_frozen(dict(seen.hand_sizes)),
        bids=tuple((state.bidder(i + 1), b) for i, b in enumerate(state.bids)),
        contract=state.contract,
        ranking=state.ranking,
        kitty=seen.kitty,
        discard=discard,
        trick=state.trick.plays if state.trick is not None else (),
        trick_number=len(state.done) + (0 if seen.complete else 1),
        last_trick=_seen_trick(state.done[-1], seat)
        if family_view.last_trick_visible(state.family, seat) else None,
        tricks_won=_frozen(dict(zip(PAIRS, state.won, strict=True))),
        books=_frozen(dict(seen.books)),
        to_act=seen.to_act,
        legal=legal,
        required_discards=required,
        last=last,
        complete=seen.complete,
        result=seen.result if seen.complete else None,
        high_bid=state.high_bid,
    )


__all__ = ["SeatView", "view_of"]
