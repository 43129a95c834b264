"""The Bid Whist table as a picture of one state (drawing is in whist_core.pictures)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from whist_core.bid_whist.seats import SEATS

if TYPE_CHECKING:
    from whist_core.bid_whist.state import BidWhistState


def table_picture(state: BidWhistState, show: str | tuple[str, ...] = SEATS,
                  four_colour: bool = False) -> str:
    """SVG of the table: the seats in ``show`` face up, the others face down."""
    from whist_core import pictures

    hands = {s: (state.sorted_hand(s) if s in show else len(state.hand(s))) for s in SEATS}
    trick = state.trick.plays if state.trick is not None else (
        state.tricks[-1].plays if state.tricks and state.last.kind == "play" else ())
    if state.discard is not None:
        kitty = len(state.discard)
    elif state.contract is not None and state.contract.declared:
        kitty = None
    else:
        kitty = len(state.kitty)
    contract = state.contract.words if state.contract else None
    winner = state.tricks[-1].winner if (state.trick is None and trick) else None
    return pictures.table_svg(hands=hands, trick=trick, dealer=state.dealer, to_act=state.to_act,
                              kitty=kitty, contract=contract, books=state.books,
                              four_colour=four_colour, winner=winner)
