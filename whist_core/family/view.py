"""What one seat of a family system may know (issue 8: views that cannot leak).

A :class:`FamilyView` is built only from what its seat has seen: its own hand, every
call, the contract, every card played (tricks so far, the one in progress last), the
hand sizes, books and — only for the declarer who took it — the kitty and the discard.
No other seat's hidden cards, no kitty for anyone else (Part E systems never show it;
house Bid Whist under V-SPORT-KITTY shows it to all once a suit bid has won).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from whist_core.cards import Card
from whist_core.family.kinds import Phase

if TYPE_CHECKING:
    from whist_core.family.engine import Contract, FamilyState, HandResult, Trick


@dataclass(frozen=True)
class FamilyView:
    """One seat's knowledge at one moment."""

    game_name: str
    seat: str
    seats: tuple[str, ...]
    dealer: str
    phase: Phase
    hand: tuple[Card, ...]
    hand_sizes: tuple[tuple[str, int], ...]
    calls: tuple[tuple[str, Any], ...]
    contract: Contract | None
    #: Every trick so far; the trick in progress last with ``winner`` None.
    tricks: tuple[Trick, ...]
    to_act: str | None
    #: The actions this seat may take now (empty when it is not its turn).
    legal: tuple[Any, ...]
    discard_count: int
    #: The kitty and the discard: only in the declarer's own view, once taken.
    kitty: tuple[Card, ...] | None
    discard: tuple[Card, ...] | None
    books: tuple[tuple[str, int], ...]
    complete: bool
    result: HandResult | None
    players: int
    partnerships: bool

    @property
    def my_turn(self) -> bool:
        return self.to_act == self.seat

    @property
    def trick(self) -> Trick | None:
        t = self.tricks[-1] if self.tricks else None
        return t if t is not None and t.winner is None else None

    @property
    def played(self) -> tuple[Card, ...]:
        return tuple(c for t in self.tricks for _, c in t.plays)

    @property
    def bids(self) -> tuple[Any, ...]:
        return tuple(c for _, c in self.calls)

    def legal_actions(self) -> list[Any]:
        return list(self.legal)


def view_of(state: FamilyState, seat: str) -> FamilyView:
    """The view of ``seat`` at ``state``."""
    system = state.system
    if seat not in system.seats:
        from whist_core.errors import RuleError

        raise RuleError(f"{seat!r} is not a seat of {system.title} "
                        f"({', '.join(system.seats)})", system.rule("deal"))
    c = state.contract
    mine = c is not None and c.declarer == seat and system.has_kitty and (
        state.discard is not None or state.phase == "discard")
    shown = kitty_shown_to_all(state)
    hands = state.hands
    return FamilyView(
        game_name=system.name, seat=seat, seats=system.seats, dealer=state.dealer,
        phase=state.phase, hand=hands[seat],
        hand_sizes=tuple((s, len(h)) for s, h in hands.items()),
        calls=state.calls, contract=c, tricks=state.tricks, to_act=state.to_act,
        legal=tuple(state.legal_actions()) if state.to_act == seat else (),
        discard_count=system.kitty_size,
        kitty=state.kitty if mine or shown else None,
        discard=state.discard if mine else None,
        books=tuple(state.books.items()), complete=state.complete, result=state.result,
        players=system.players, partnerships=system.partnerships)


def kitty_shown_to_all(state: FamilyState) -> bool:
    """V-SPORT-KITTY: once a suit bid has won the auction, the kitty is turned face up for
    every player before the declarer takes it (no trump bids keep it face down)."""
    sw = state.system.rules
    c = state.contract
    return sw is not None and sw.sport_kitty and c is not None and not c.call.no_trump


def last_trick_visible(state: FamilyState, seat: str) -> bool:
    """BW-9.7: a player may look at the last trick until they or their partner play to the
    next one."""
    if not state.done:
        return False
    trick = state.trick
    if trick is None:
        return True
    seats = state.system.seats
    partner = seats[(seats.index(seat) + 2) % 4] if state.system.partnerships else seat
    played = {s for s, _ in trick.plays}
    return seat not in played and partner not in played


__all__ = ["FamilyView", "kitty_shown_to_all", "last_trick_visible", "view_of"]
