"""The Bid Whist table as a picture: a state (with the seats shown face up) or one
seat's view in, SVG out. The drawing itself is in :mod:`whist_core.pictures._tables`."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from whist_core.bid_whist.deal import KITTY, Deal
from whist_core.bid_whist.tricks import sort_hand
from whist_core.cards import Card
from whist_core.family.seats import SEATS
from whist_core.messages import N_
from whist_core.pictures._base import esc
from whist_core.pictures._tables import table_svg

if TYPE_CHECKING:
    from whist_core.bid_whist.state import BidWhistState
    from whist_core.bid_whist.view import SeatView

#: What the seat to act is doing, by phase.
ACTIONS = {"auction": N_("to bid"), "declare": N_("to declare"),
           "discard": N_("to lay away"), "play": N_("to play"), "complete": ""}


def _jokers(rules: object) -> str:
    return rules.joker_names


def table(state: BidWhistState, show: Collection[str] = SEATS, *,
          highlight: Iterable[Card] | None = None, four_colour: bool = False,
          title: str | None = None, width: float = 1000, compact: bool = False) -> str:
    """SVG of the table at ``state``: seats in ``show`` face up, the others as backs.

    The trick in progress is in the middle (or the trick just completed, its winner
    marked); the kitty lies face down until the declarer takes it, then the discard
    does (one book, BW-3.6). ``highlight`` rings cards of the face-up hands (by
    default the kitty just picked up, while the declarer lays away).
    ``compact`` draws the narrow portrait layout for a phone.
    """
    hands: dict[str, Any] = {s: (state.sorted_hand(s) if s in show else len(state.hand(s)))
                             for s in SEATS}
    winner = None
    trick: Sequence[tuple[str, Card]] = ()
    if state.trick is not None:
        trick = state.trick.plays
    elif state.done and state.last.kind == "play":
        trick, winner = state.done[-1].plays, state.done[-1].winner
    kitty: Any
    kitty_label = N_("Kitty")
    if state.discard is not None:
        kitty, kitty_label = len(state.discard), N_("Laid away")
    elif state.contract is not None and state.contract.declared:
        kitty = None
    else:
        kitty = len(state.kitty)
    if highlight is None:
        highlight = state.kitty if state.phase.value == "discard" else ()
    visible = {c for s in show for c in state.hand(s)}
    marked = [c for c in highlight if c in visible]
    return table_svg(hands=hands, trick=trick, dealer=state.dealer, to_act=state.to_act,
                     kitty=kitty, contract=state.contract.words if state.contract else None,
                     books=state.books, highlight=marked, four_colour=four_colour,
                     title=title, winner=winner, width=width,
                     action=ACTIONS[state.phase.value], kitty_label=kitty_label,
                     compact=compact, jokers=_jokers(state.rules))


def seat_table(view: SeatView, *, highlight: Iterable[Card] | None = None,
               four_colour: bool = False, title: str | None = None, width: float = 1000,
               compact: bool = False) -> str:
    """The table as one seat sees it: its own hand face up, the others face down."""
    hands: dict[str, Any] = {s: (list(view.hand) if s == view.seat else view.hand_sizes[s])
                             for s in SEATS}
    trick: Sequence[tuple[str, Card]] = view.trick
    winner = None
    if not trick and view.last_trick is not None and view.last.kind == "play":
        trick, winner = view.last_trick.plays, view.last_trick.winner
    kitty: Any
    kitty_label = N_("Kitty")
    if view.phase.value in ("play", "complete"):
        kitty, kitty_label = view.rules.kitty_size, N_("Laid away")
    elif view.contract is not None and view.contract.declared:
        kitty = None
    else:
        kitty = view.rules.kitty_size
    if highlight is None:
        highlight = view.kitty if view.phase.value == "discard" and view.kitty else ()
    marked = [c for c in highlight if c in view.hand]
    return table_svg(hands=hands, trick=trick, dealer=view.dealer, to_act=view.to_act,
                     kitty=kitty, contract=view.contract.words if view.contract else None,
                     books=dict(view.books), highlight=marked, four_colour=four_colour,
                     title=title, winner=winner, width=width,
                     action=ACTIONS[view.phase.value], kitty_label=kitty_label,
                     compact=compact, jokers=_jokers(view.rules))


def deal_table(deal: Deal, k: int, show: Collection[str] = SEATS, *, four_colour: bool = False,
               width: float = 1000, compact: bool = False) -> str:
    """The table after card ``k`` (0-based) of the deal's trace: the seats in ``show``
    face up (and the kitty when every seat is), the card just dealt ringed if shown."""
    steps = deal.trace[: k + 1]
    step = steps[-1]
    everyone = set(SEATS) <= set(show)
    hands: dict[str, Any] = {}
    for s in SEATS:
        got = [t.card for t in steps if t.to == s]
        hands[s] = sort_hand(got) if s in show else len(got)
    kitty_cards = [t.card for t in steps if t.to == KITTY]
    shown = everyone or step.to in show
    return table_svg(hands=hands, dealer=deal.dealer,
                     kitty=kitty_cards if everyone else len(kitty_cards),
                     highlight=[step.card] if shown else (), four_colour=four_colour,
                     width=width, compact=compact)


def deal_bar(deal: Deal, k: int, barred: Collection[int],
             compact: bool | None = None) -> str:
    """A bar of the deal's slots: the cards dealt so far by seat, the kitty cards, the
    ``barred`` slots (numbers from 1 that may not go to the kitty, BW-2.3) hatched and
    the current slot ringed.

    ``compact=False``: two rows (beside the wide table; low enough for presentation
    mode); ``True``: rows of 14, drawn near their own size on a phone so the letters
    stay ~15 px; ``None`` (default): both, in the layouts the stylesheet picks by width
    (as ``pictures.responsive``)."""
    if compact is None:
        return ("<div class='whist-layouts'>"
                f"<div class='whist-layout-wide'>{deal_bar(deal, k, barred, False)}</div>"
                f"<div class='whist-layout-narrow'>{deal_bar(deal, k, barred, True)}</div>"
                "</div>")
    total = len(deal.trace)
    per_row = 14 if compact else -(-total // 2)
    rows = -(-total // per_row)
    sw, sh = 22, 30
    out = []
    for i, step in enumerate(deal.trace):
        r, c = divmod(i, per_row)
        x, y = 4 + c * (sw + 2), 4 + r * (sh + 8)
        done = i <= k
        fill = ("#ffc400" if step.to == KITTY else "#cfe0f7") if done else "#ffffff"
        out.append(f'<rect x="{x}" y="{y}" width="{sw}" height="{sh}" rx="3" fill="{fill}" '
                   f'stroke="#555" stroke-width="1"/>')
        if step.number in barred:
            out.append(f'<path d="M{x} {y + 10}l10 -10M{x} {y + 20}l20 -20M{x} {y + 30}l22 -22'
                       f'M{x + 10} {y + 30}l12 -12" stroke="#b00020" stroke-width="1.6" '
                       'stroke-opacity="0.75"/>')
        if done:
            letter = "K" if step.to == KITTY else step.to
            out.append(f'<text x="{x + sw / 2}" y="{y + 21}" font-size="17" font-weight="bold" '
                       f'text-anchor="middle" fill="#111">{letter}</text>')
        if i == k:
            out.append(f'<rect x="{x - 2}" y="{y - 2}" width="{sw + 4}" height="{sh + 4}" '
                       'rx="4" fill="none" stroke="#111" stroke-width="3.5"/>')
    w = 8 + per_row * (sw + 2)
    h = 4 + rows * (sh + 8) + 2
    label = (f"Deal progress: card {k + 1} of {total}; hatched slots may not go to the kitty; "
             f"K marks kitty cards")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" '
            f'height="{h}" role="img" aria-label="{esc(label)}" '
            f'font-family="Arial, Helvetica, sans-serif">{"".join(out)}</svg>')


__all__ = ["ACTIONS", "deal_bar", "deal_table", "seat_table", "table"]
