"""The Bid Whist table as a picture of one state (drawing is in whist_core.pictures)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from whist_core.bid_whist.seats import SEATS
from whist_core.cards import Card

if TYPE_CHECKING:
    from whist_core.bid_whist.state import BidWhistState

#: What the seat to act is doing, by phase.
ACTIONS = {"auction": "to bid", "declare": "to declare", "discard": "to lay away",
           "play": "to play", "complete": ""}


def table_picture(state: BidWhistState, show: Collection[str] = SEATS, *,
                  highlight: Iterable[Card] = (), four_colour: bool = False,
                  title: str | None = None, width: float = 1000,
                  kitty: Sequence[Card] | int | str | None = "auto") -> str:
    """SVG of the table at ``state``: seats in ``show`` face up, the others as backs.

    The trick in progress is in the middle (or the trick just completed, its winner
    marked); the kitty lies face down until the declarer takes it, then the discard
    does (one book, BW-3.6). ``highlight`` rings cards of the visible hands.
    """
    from whist_core import pictures

    hands: dict[str, Any] = {s: (state.sorted_hand(s) if s in show else len(state.hand(s)))
                             for s in SEATS}
    winner = None
    trick: Sequence[tuple[str, Card]] = ()
    if state.trick is not None:
        trick = state.trick.plays
    elif state.done and state.last.kind == "play":
        trick, winner = state.done[-1].plays, state.done[-1].winner
    kitty_label = "Kitty"
    if kitty == "auto":
        if state.discard is not None:
            kitty, kitty_label = len(state.discard), "Laid away"
        elif state.contract is not None and state.contract.declared:
            kitty = None
        else:
            kitty = len(state.kitty)
    visible = {c for s in show for c in state.hand(s)}
    shown_kitty = kitty if isinstance(kitty, Sequence) else ()
    marked = [c for c in highlight if c in visible or c in shown_kitty]
    return pictures.table_svg(hands=hands, trick=trick, dealer=state.dealer,
                              to_act=state.to_act, kitty=kitty,
                              contract=state.contract.words if state.contract else None,
                              books=state.books, highlight=marked, four_colour=four_colour,
                              title=title, winner=winner, width=width,
                              action=ACTIONS[state.phase.value], kitty_label=kitty_label)
