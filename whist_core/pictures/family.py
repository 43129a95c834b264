"""The table of a Bid Whist family system as a picture — the house game and Part E's
(3 to 5 players, NESW or P1…P5): a state (with the seats shown face up) or one seat's
view in, SVG out. One adapter: :func:`table` and :func:`seat_table` take either.

The house game keeps its four-sided table (:func:`whist_core.pictures._tables.table_svg`:
the kitty, then the discard as one book, the last trick with its winner), and its deal
its own pictures (:func:`house_deal_table`, :func:`deal_bar` with the kitty guard's
hatched slots). The other systems draw as below.

Every seat is a labelled strip — its hand face up, or a small pile with the count —
then the trick in play order, each card tagged with its seat. One column, so any
number of players fits; ``compact`` draws it 360 units wide for a phone (no text under
14 units), the wide layout 720 units for a laptop or projector.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from whist_core.cards import Card
from whist_core.family.engine import KITTY, Deal
from whist_core.family.ranking import contract_ranking, sort_hand
from whist_core.family.seats import SEATS
from whist_core.family.systems.house import contract_said, declared
from whist_core.messages import N_, card_text, msg, msg_n, msg_p, said, say
from whist_core.messages import name as name_of
from whist_core.messages import seat as seat_word
from whist_core.narrate.words import plain, seat_name, side_name
from whist_core.pictures._base import (
    CH,
    CW,
    MARK,
    ON_FELT,
    PAPER,
    chip,
    esc,
    felt,
    pill,
    root,
    text,
    text_width,
)
from whist_core.pictures._base import wrap as wrap_words
from whist_core.pictures._faces import back, face, place
from whist_core.pictures._hands import step_for, trick_tag
from whist_core.pictures._hands import words as card_list
from whist_core.pictures._tables import table_svg

#: What the seat to act is doing, by phase.
ACTIONS = {"auction": N_("to bid"), "declare": N_("to declare"),
           "discard": N_("to lay away"), "play": N_("to play"), "complete": ""}


def table(state: Any, show: Collection[str] | None = None, *,
          highlight: Iterable[Card] | None = None, four_colour: bool = False,
          title: str | None = None, width: float = 1000, compact: bool = False) -> str:
    """The table at ``state``: the seats in ``show`` (default all) face up. A house
    state may ring ``highlight``'s cards of the face-up hands (by default the kitty just
    picked up, while the declarer lays away)."""
    if state.rules is not None:                  # house Bid Whist (its family state too)
        return _house_table(state, SEATS if show is None else show, highlight=highlight,
                            four_colour=four_colour, title=title, width=width,
                            compact=compact)
    seats = state.seats
    show = seats if show is None else tuple(show)
    hands = {s: (state.hand(s) if s in show else len(state.hand(s))) for s in seats}
    return _draw(state, seats, hands, four_colour=four_colour, title=title, width=width,
                 compact=compact, kitty_known=bool(set(seats) <= set(show)))


def seat_table(view: Any, *, highlight: Iterable[Card] | None = None,
               four_colour: bool = False, title: str | None = None, width: float = 1000,
               compact: bool = False) -> str:
    """The table as one seat sees it: its own hand face up, the others face down."""
    if view.rules is not None:
        return _house_seat_table(view, highlight=highlight, four_colour=four_colour,
                                 title=title, width=width, compact=compact)
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
    extra = ("" if every or not kitty_size else
             msg("Kitty: {n} of {size} cards", n=len(kitty), size=kitty_size))
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
          extra: str = "", empty: str | None = None) -> str:
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
    if empty is None:
        empty = msg("No card played yet")
    if c is not None:
        info.append(msg("Contract: {contract}", contract=plain(c.said)))
    if books:
        info.append(msg("Books: {books}", books=" · ".join(
            f"{said(name_of('side', k, side_name(k)))} {v}" for k, v in books.items())))
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
        who = said(seat_word(seat, seat_name(seat)))
        # English says "cards" for any number, as it always did
        name = (msg_n("{seat} · {n} cards", "{seat} · {n} cards", hand, seat=who)
                if isinstance(hand, int) else who)
        name = msg("▶ {seat} · {action}", seat=name, action=say(action)) if turn and action \
            else name
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
        head = (msg("Trick {k}: {seat} wins", k=trick.number,
                    seat=seat_word(trick.winner, seat_name(trick.winner)))
                if trick.winner else msg("Trick {k}", k=trick.number))
        parts.append(text(pad + 6, y, head, size=size, fill=ON_FELT))
        y += size * 1.4
        x = pad + 4
        tags = [trick_tag(who, led=False, won=False) for who, _card in trick.plays]
        widest = max(text_width(t, size) + size * 1.2 for t in tags)   # Russian names
        step = min(max(cw + 8, widest + 6), (W - 2 * pad - cw) / max(len(trick.plays) - 1, 1))
        for (who, card), tag in zip(trick.plays, tags, strict=True):
            won = who == trick.winner
            parts.append(place(face(card, four_colour, won),
                               x, y, s))
            parts.append(pill(x + cw / 2, y + ch + size * 1.1, tag, size=size,
                              fill=MARK if won else PAPER, edge_width=3 if won else 1.5)[0])
            x += step
        y += ch + size * 2.4
    elif empty:
        parts.append(text(pad + 6, y, empty, size=size, fill=ON_FELT))
        y += size * 1.2
    if kitty_known and src.kitty:
        line(msg("Kitty: {cards}", cards=card_list(src.kitty)))
    y += pad
    # the picture in words (English names a seat by its letter, as it always did)
    desc = [msg("Table: {title}.", title=title) if title else msg("Table.")]
    for seat in seats:
        hand, who = hands[seat], seat_word(seat, seat)
        desc.append(msg_n("{seat}: {n} hidden cards.", "{seat}: {n} hidden cards.", hand,
                          seat=who) if isinstance(hand, int)
                    else msg("{seat}: {cards}.", seat=who,
                             cards=card_list(hand) or msg("no cards")))
    if trick is not None and trick.plays:
        desc.append(msg("Trick: {plays}.", plays=", ".join(
            f"{trick_tag(w, led=False, won=False)} {card_text(cd)}" for w, cd in trick.plays)))
    if c is not None:
        desc.append(msg("Contract: {contract}.", contract=c.said))
    return root(W, y, felt(W, y) + "".join(parts), label=" ".join(desc),
                px_width=min(width, W * (1.5 if compact else 1.1)),
                kind="table whist-family" + (" whist-compact" if compact else ""))



# ------------------------------------------------------------------- the house game
def _house_table(state: Any, show: Collection[str] = SEATS, *,
          highlight: Iterable[Card] | None = None, four_colour: bool = False,
          title: str | None = None, width: float = 1000, compact: bool = False) -> str:
    """SVG of the house table at ``state``: seats in ``show`` face up, the others as backs.

    The trick in progress is in the middle (or the trick just completed, its winner
    marked); the kitty lies face down until the declarer takes it, then the discard
    does (one book, BW-3.6). ``highlight`` rings cards of the face-up hands (by
    default the kitty just picked up, while the declarer lays away).
    ``compact`` draws the narrow portrait layout for a phone.
    """
    ranking = contract_ranking(state.contract, state.rules)
    hands: dict[str, Any] = {s: (sort_hand(state.hand(s), ranking) if s in show
                                 else len(state.hand(s))) for s in SEATS}
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
    elif state.contract is not None and declared(state.contract):
        kitty = None
    else:
        kitty = len(state.kitty)
    if highlight is None:
        highlight = state.kitty if state.phase.value == "discard" else ()
    visible = {c for s in show for c in state.hand(s)}
    marked = [c for c in highlight if c in visible]
    return table_svg(hands=hands, trick=trick, dealer=state.dealer, to_act=state.to_act,
                     kitty=kitty,
                     contract=contract_said(state.contract) if state.contract else None,
                     books=state.books, highlight=marked, four_colour=four_colour,
                     title=title, winner=winner, width=width,
                     action=ACTIONS[state.phase.value], kitty_label=kitty_label,
                     compact=compact, jokers=state.rules.joker_names)


def _house_seat_table(view: Any, *, highlight: Iterable[Card] | None = None,
               four_colour: bool = False, title: str | None = None, width: float = 1000,
               compact: bool = False) -> str:
    """The house table as one seat sees it: its own hand face up, the others face down."""
    hands: dict[str, Any] = {s: (list(view.hand) if s == view.seat else view.hand_sizes[s])
                             for s in SEATS}
    trick: Sequence[tuple[str, Card]] = view.trick_plays
    winner = None
    if not trick and view.last_trick is not None and view.last.kind == "play":
        trick, winner = view.last_trick.plays, view.last_trick.winner
    kitty: Any
    kitty_label = N_("Kitty")
    if view.phase.value in ("play", "complete"):
        kitty, kitty_label = view.rules.kitty_size, N_("Laid away")
    elif view.contract is not None and declared(view.contract):
        kitty = None
    else:
        kitty = view.rules.kitty_size
    if highlight is None:
        highlight = view.kitty if view.phase.value == "discard" and view.kitty else ()
    marked = [c for c in highlight if c in view.hand]
    return table_svg(hands=hands, trick=trick, dealer=view.dealer, to_act=view.to_act,
                     kitty=kitty,
                     contract=contract_said(view.contract) if view.contract else None,
                     books=dict(view.books), highlight=marked, four_colour=four_colour,
                     title=title, winner=winner, width=width,
                     action=ACTIONS[view.phase.value], kitty_label=kitty_label,
                     compact=compact, jokers=view.rules.joker_names)


def house_deal_table(deal: Deal, k: int, show: Collection[str] = SEATS, *,
                     four_colour: bool = False, width: float = 1000,
                     compact: bool = False) -> str:
    """The house table after card ``k`` (0-based) of the deal's trace: the seats in ``show``
    face up (and the kitty when every seat is), the card just dealt ringed if shown."""
    steps = deal.steps(SEATS)[: k + 1]
    step = steps[-1]
    everyone = set(SEATS) <= set(show)
    hands: dict[str, Any] = {}
    for s in SEATS:
        got = [t.card for t in steps if t.to == s]
        hands[s] = sort_hand(got) if s in show else len(got)
    kitty_cards = [t.card for t in steps if t.to == KITTY]
    shown = everyone or step.to in show
    return table_svg(hands=hands, dealer=SEATS[deal.dealer],
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
    # TRANSLATORS: a slot of the deal bar is one character wide: the seat's letter in
    # English; in Russian an arrow toward the seat (↑ North, → East, ↓ South, ← West), as
    # the seat letters are a record's codes and «В» reads as a jack (GLOSSARY_RU row 14)
    marks = {"N": msg_p("deal bar", "N"), "E": msg_p("deal bar", "E"),
             "S": msg_p("deal bar", "S"), "W": msg_p("deal bar", "W"),
             KITTY: msg_p("deal bar", "K")}
    per_row = 14 if compact else -(-total // 2)
    rows = -(-total // per_row)
    sw, sh = 22, 30
    out = []
    for i, step in enumerate(deal.steps(SEATS)):
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
            letter = marks.get(step.to, step.to)
            out.append(f'<text x="{x + sw / 2}" y="{y + 21}" font-size="17" font-weight="bold" '
                       f'text-anchor="middle" fill="#111">{letter}</text>')
        if i == k:
            out.append(f'<rect x="{x - 2}" y="{y - 2}" width="{sw + 4}" height="{sh + 4}" '
                       'rx="4" fill="none" stroke="#111" stroke-width="3.5"/>')
    w = 8 + per_row * (sw + 2)
    h = 4 + rows * (sh + 8) + 2
    label = msg("Deal progress: card {k} of {total}; hatched slots may not go to the kitty; "
                "K marks kitty cards", k=k + 1, total=total)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w}" '
            f'height="{h}" role="img" aria-label="{esc(label)}" '
            f'font-family="Arial, Helvetica, sans-serif">{"".join(out)}</svg>')


__all__ = ["deal_bar", "deal_table", "house_deal_table", "seat_table", "table"]
