"""The table of a Bid Whist family system (Part E: 3 to 5 players, NESW or P1…P5) as a
picture: a state (with the seats shown face up) or one seat's view in, SVG out.

Every seat is a labelled strip — its hand face up, or a small pile with the count —
then the trick in play order, each card tagged with its seat. One column, so any
number of players fits; ``compact`` draws it 360 units wide for a phone (no text under
14 units), the wide layout 720 units for a laptop or projector.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from whist_core.narrate.words import plain, seat_name, side_name
from whist_core.pictures._base import CH, CW, MARK, ON_FELT, PAPER, chip, felt, pill, root, text
from whist_core.pictures._base import wrap as wrap_words
from whist_core.pictures._faces import back, face, place
from whist_core.pictures._hands import step_for
from whist_core.pictures._hands import words as card_list

ACTIONS = {"auction": "to bid", "declare": "to declare", "discard": "to lay away",
           "play": "to play", "complete": ""}


def table(state: Any, show: Collection[str] | None = None, *, four_colour: bool = False,
          title: str | None = None, width: float = 1000, compact: bool = False) -> str:
    """The table at ``state``: the seats in ``show`` (default all) face up."""
    seats = state.seats
    show = seats if show is None else tuple(show)
    hands = {s: (state.hand(s) if s in show else len(state.hand(s))) for s in seats}
    return _draw(state, seats, hands, four_colour=four_colour, title=title, width=width,
                 compact=compact, kitty_known=bool(set(seats) <= set(show)))


def seat_table(view: Any, *, four_colour: bool = False, title: str | None = None,
               width: float = 1000, compact: bool = False) -> str:
    """The table as one seat sees it: its own hand face up, the others face down."""
    sizes = dict(view.hand_sizes)
    hands = {s: (view.hand if s == view.seat else sizes[s]) for s in view.seats}
    return _draw(view, view.seats, hands, four_colour=four_colour, title=title, width=width,
                 compact=compact, kitty_known=view.kitty is not None)


def deal_table(seats: Sequence[str], dealer: str, dealt: Sequence[tuple[Any, str]],
               show: Collection[str] | None = None, *, kitty_size: int = 0,
               four_colour: bool = False, title: str | None = None, width: float = 1000,
               compact: bool = False) -> str:
    """The table part way through a deal: ``dealt`` is the cards dealt so far in order,
    ``(card, to)`` with ``to`` a seat or ``"kitty"``; seats in ``show`` (default all)
    face up, the kitty face up only when every seat is."""
    show = tuple(seats) if show is None else tuple(show)
    got: dict[str, list[Any]] = {s: [] for s in seats}
    kitty = []
    for card, to in dealt:
        (kitty if to == "kitty" else got[to]).append(card)
    hands = {s: (got[s] if s in show else len(got[s])) for s in seats}
    every = set(seats) <= set(show)
    src = _DealMoment(dealer, tuple(kitty) if every else ())
    extra = "" if every or not kitty_size else f"Kitty: {len(kitty)} of {kitty_size} cards"
    return _draw(src, seats, hands, four_colour=four_colour, title=title, width=width,
                 compact=compact, kitty_known=every, extra=extra, empty="")


class _DealMoment:
    """What the table drawer reads, for a moment of the deal: no contract, no trick."""

    contract = None
    books = ()
    tricks = ()
    to_act = None
    phase = "deal"

    def __init__(self, dealer: str, kitty: tuple) -> None:
        self.dealer = dealer
        self.kitty = kitty


def _draw(src: Any, seats: Sequence[str], hands: Mapping[str, Any], *, four_colour: bool,
          title: str | None, width: float, compact: bool, kitty_known: bool,
          extra: str = "", empty: str = "No card played yet") -> str:
    W = 360.0 if compact else 720.0
    s = 0.55 if compact else 0.8
    size = 14.0 if compact else 20.0
    pad = 8.0
    cw, ch = CW * s, CH * s
    parts: list[str] = []
    y = pad + 2

    def line(words_: str, sz: float = size, bold: bool = False) -> None:
        nonlocal y
        for ln in wrap_words(words_, W - 2 * pad - 8, sz):
            parts.append(text(pad + 6, y + sz, ln, size=sz, fill=ON_FELT, bold=bold))
            y += sz * 1.3

    if title:
        line(title, size + 4, bold=True)
    c = src.contract
    books = dict(src.books)
    info = []
    if c is not None:
        info.append(f"Contract: {plain(c.words)}")
    if books:
        info.append("Books: " + " · ".join(f"{side_name(k)} {v}" for k, v in books.items()))
    if info:
        line(" · ".join(info))
    if extra:
        line(extra)
    trick = src.tricks[-1] if src.tricks else None
    to_act = src.to_act
    action = ACTIONS.get(src.phase, "")
    for seat in seats:
        hand = hands[seat]
        turn = seat == to_act
        name = seat_name(seat) + (f" · {hand} cards" if isinstance(hand, int) else "")
        name = f"▶ {name} · {action}" if turn and action else name
        y += size * 1.1
        pw = pill(pad + 4, 0, name, size=size)[1]
        parts.append(pill(pad + 4 + pw / 2, y, name, size=size, fill=MARK if turn else PAPER,
                          edge_width=3 if turn else 2)[0])
        if seat == src.dealer:
            parts.append(chip(pad + 4 + pw + 18, y, "D", r=size * 0.85))
        y += size * 1.0 + 4
        if isinstance(hand, int):
            layers = min(hand, 4)
            for i in range(layers):
                parts.append(place(back(), pad + 6 + (layers - 1 - i) * 3,
                                   y + (layers - 1 - i) * 3, s * 0.7))
            y += (ch * 0.7 + 10) if hand else 0
        elif hand:
            cs = list(hand)
            per = len(cs) if len(cs) <= 13 else -(-len(cs) // 2)
            for k in range(0, len(cs), per):
                part = cs[k:k + per]
                step = step_for(len(part), W - 2 * pad, cw)
                for i, card in enumerate(part):
                    parts.append(place(face(card, four_colour), pad + i * step, y, s))
                y += 0.52 * ch
            y += ch - 0.52 * ch + 6
    # the trick, in play order
    y += size * 1.2
    if trick is not None and trick.plays:
        head = f"Trick {trick.number}" + (f": {seat_name(trick.winner)} wins"
                                          if trick.winner else "")
        parts.append(text(pad + 6, y, head, size=size, fill=ON_FELT))
        y += size * 1.4
        x = pad + 4
        step = min(cw + 8, (W - 2 * pad - cw) / max(len(trick.plays) - 1, 1))
        for who, card in trick.plays:
            won = who == trick.winner
            parts.append(place(face(card, four_colour, won),
                               x, y, s))
            parts.append(pill(x + cw / 2, y + ch + size * 1.1, who, size=size,
                              fill=MARK if won else PAPER, edge_width=3 if won else 1.5)[0])
            x += step
        y += ch + size * 2.4
    elif empty:
        parts.append(text(pad + 6, y, empty, size=size, fill=ON_FELT))
        y += size * 1.2
    if kitty_known and src.kitty:
        line(f"Kitty: {card_list(src.kitty)}")
    y += pad
    desc = [f"Table{': ' + title if title else ''}."]
    for seat in seats:
        hand = hands[seat]
        desc.append(f"{seat}: {hand} hidden cards." if isinstance(hand, int)
                    else f"{seat}: {card_list(hand) or 'no cards'}.")
    if trick is not None and trick.plays:
        desc.append("Trick: " + ", ".join(f"{w} {cd.pretty}" for w, cd in trick.plays) + ".")
    if c is not None:
        desc.append(f"Contract: {c.words}.")
    return root(W, y, felt(W, y) + "".join(parts), label=" ".join(desc),
                px_width=min(width, W * (1.5 if compact else 1.1)),
                kind="table whist-family" + (" whist-compact" if compact else ""))


__all__ = ["deal_table", "seat_table", "table"]
