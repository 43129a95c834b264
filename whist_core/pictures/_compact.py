"""The tables in portrait for a phone: 360 units wide, drawn about one pixel per unit on
a 390-px screen, so no text is smaller than :data:`MIN_TEXT` units (about 13 px).

Bid Whist: the contract and books on top, North's hand, West and East side by side
(their hands when face up, else a name, a count and a small pile), the trick, South's
hand. German Whist: B's hand, the stock and prize left of the trick, trump and the
counted tricks right of it, A's hand. Cards are drawn at 0.55 scale; the corner index
of every overlapped card shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from whist_core.cards import Card, Suit
from whist_core.messages import N_, msg, msg_n, msg_p, said, say
from whist_core.messages import suit as suit_word
from whist_core.pictures._base import (
    CH,
    CW,
    FOUR_COLOUR,
    INK,
    MARK,
    ON_FELT,
    PAPER,
    TWO_COLOUR,
    chip,
    felt,
    pill,
    root,
    suit_path,
    tag_lines,
    text,
    text_width,
    wrap,
)
from whist_core.pictures._base import tag as pill_tag
from whist_core.pictures._faces import back, face, place
from whist_core.pictures._hands import (
    LIFT,
    Hand,
    as_cards,
    german_words,
    pair_word,
    placeholder,
    row,
    step_for,
    table_words,
    trick_tag,
)
from whist_core.pictures._hands import seat_label as seat_name

W = 360.0           # picture width in units
MIN_TEXT = 14.0     # the smallest text drawn, in units
LABEL = 16.0        # seat labels
S = 0.55            # card scale
CWS, CHS = CW * S, CH * S
PAD = 8.0
VSTEP = 0.52 * CHS  # rows of one hand, one under the other (the index shows)



def _label_words(name: str, turn: bool, action: str) -> str:
    action = say(action)
    return f"▶ {name} · {action}" if turn and action else (f"▶ {name}" if turn else name)


def _label_span(cx: float, name: str, *, turn: bool, dealer: bool,
                action: str) -> tuple[float, float, float]:
    """Where a seat's name pill goes: its centre (kept on the table), left and right edge
    (its dealer chip included)."""
    w = text_width(_label_words(name, turn, action), LABEL) + LABEL * 1.2
    extra = 32 if dealer else 0
    cx = min(max(cx, PAD + w / 2), W - PAD - extra - w / 2)     # keep it on the table
    return cx, cx - w / 2, cx + w / 2 + (30 if dealer else 0)


def _label(cx: float, cy: float, name: str, *, turn: bool, dealer: bool, action: str) -> str:
    """A seat's name pill; the seat to act is marked "▶ … · to play"; the dealer has a chip."""
    words = _label_words(name, turn, action)
    cx = _label_span(cx, name, turn=turn, dealer=dealer, action=action)[0]
    svg, w = pill(cx, cy, words, size=LABEL, fill=MARK if turn else PAPER,
                  edge_width=3 if turn else 2)
    if dealer:
        svg += chip(cx + w / 2 + 17, cy, "D", r=13)
    return svg


def _rows(cards: list[Card], x: float, y: float, avail: float, *, per: int, four: bool,
          highlight: set[Card], names: str) -> tuple[str, float]:
    """Cards in overlapping rows of at most ``per``, centred in ``avail``; returns the SVG
    and the height used."""
    if not cards:
        return "", 0.0
    n = len(cards)
    nrows = -(-n // per)
    per = -(-n // nrows)
    step = step_for(per, avail, CWS)
    total = CWS + step * (per - 1)
    out = []
    for k in range(nrows):
        part = cards[k * per:(k + 1) * per]
        out.append(row(part, x + (avail - total) / 2, y + k * VSTEP, S, step, four=four,
                       highlight=highlight, names=names))
    return "".join(out), CHS + VSTEP * (nrows - 1)


def _hidden(count: int, cx: float, y: float, known: Sequence[Card] = (), *,
            four: bool = False, names: str = "big/little") -> tuple[str, float]:
    """A hidden hand: its known cards face up, then a small pile of backs with the count."""
    out = []
    kn = list(known)[:count]
    x = cx - (len(kn) * CWS * 0.62 + (CWS + 10 if count > len(kn) else 0)) / 2
    for c in kn:
        out.append(place(face(c, four, False, False, names), x, y, S))
        x += CWS * 0.62
    rest = count - len(kn)
    if rest:
        layers = min(rest, 4)
        for i in range(layers):
            out.append(place(back(), x + (layers - 1 - i) * 3, y + (layers - 1 - i) * 3, S))
    return "".join(out), CHS + 10


_GAP = 8.0          # between the cards of the trick cross


def _cross_tag(seat: str, plays: Sequence[tuple[str, Card]], winner: str | None) -> str:
    """A card's tag in the trick cross: the seat, "led", and a star for the winner."""
    played = {s for s, _c in plays}
    label = trick_tag(seat, led=bool(plays) and seat == plays[0][0], won=False)
    return label + " ★" if seat in played and seat == winner else label


def _fits_beside(label: str) -> bool:
    """Whether a West or East tag fits centred over its card, clear of North's card."""
    return text_width(label, MIN_TEXT) + MIN_TEXT * 1.2 <= 2 * (CWS / 2 + _GAP) + 1


def _fits_beside_trick(name: str, hand: Hand, turn: bool, action: str, side: float) -> bool:
    """Whether a West or East seat's name, card count and action fit in the ``side`` units
    beside the trick cross."""
    count = hand if isinstance(hand, int) else len(hand)
    widths = [text_width(("▶ " if turn else "") + name, LABEL) + LABEL * 1.2,
              text_width(msg_n("{n} card", "{n} cards", count), MIN_TEXT)]
    if turn and action:
        widths.append(text_width(say(action), MIN_TEXT))
    return max(widths) <= side


def _trick_cross(plays: Sequence[tuple[str, Card]], cx: float, top: float,
                 compass: Mapping[str, str], *, winner: str | None, four: bool,
                 names: str, side_room: float = W / 2 - CWS / 2 - 3 - PAD) -> tuple[str, float]:
    """The trick as a cross of small cards, each tagged with its seat; returns the SVG and
    its height. A West or East tag too wide to sit centred over its card (Russian seat
    names) grows outwards from North's card, on more lines if it needs more than
    ``side_room``."""
    gap = _GAP
    tag = MIN_TEXT
    points = set(compass.values())
    n_y = top + tag * 1.6
    s_y = n_y + CHS + gap
    mid = s_y - gap / 2
    corner = {"N": (cx - CWS / 2, n_y), "S": (cx - CWS / 2, s_y),
              "W": (cx - 1.5 * CWS - gap, mid - CHS / 2),
              "E": (cx + 0.5 * CWS + gap, mid - CHS / 2)}
    played = {seat: Card.parse(c) for seat, c in plays}
    cards_svg, tags = [], []
    for seat, point in compass.items():
        x, y = corner[point]
        c = played.get(seat)
        won = c is not None and seat == winner
        if c is None:
            cards_svg.append(placeholder(x, y, S))
        else:
            cards_svg.append(place(face(c, four, won, False, names), x, y, S))
        label = _cross_tag(seat, plays, winner)
        tx, lines = x + CWS / 2, [label]
        if point in ("W", "E") and not _fits_beside(label):
            lines = tag_lines(label, side_room, tag)
            tw = max(text_width(line, tag) for line in lines) + tag * 1.2
            inner = cx - CWS / 2 - 3 if point == "W" else cx + CWS / 2 + 3
            tx = inner - tw / 2 if point == "W" else inner + tw / 2
        grow = tag * 1.2 * (len(lines) - 1) / 2
        ty = y - tag * 0.95 - grow if point != "S" else y + CHS + tag * 0.95 + grow
        tags.append(pill_tag(tx, ty, lines, size=tag, fill=MARK if won else PAPER,
                             edge_width=3 if won else 1.5)[0])
    bottom = s_y + CHS + (tag * 1.8 if "S" in points else 6)
    return "".join(cards_svg) + "".join(tags), bottom - top


def compact_table(*, hands: Mapping[str, Hand], trick: Iterable = (), dealer: str | None = None,
                  to_act: str | None = None, kitty: Sequence[Card | str] | int | None = None,
                  contract: object = None, books: Mapping[str, int] | None = None,
                  labels: Mapping[str, str] | None = None, highlight: Iterable = (),
                  four_colour: bool = False, title: str | None = None,
                  winner: str | None = None, width: float = 1000,
                  action: str = N_("to play"), kitty_label: str = N_("Kitty"),
                  jokers: str = "big/little") -> str:
    """The Bid Whist table in portrait (see the module docstring); same arguments as
    :func:`whist_core.pictures.table_svg`."""
    trick = [(s, Card.parse(c)) for s, c in trick]
    hl = set(as_cards(highlight))
    names = {k: (labels or {}).get(k) or seat_name(k) for k in "NESW"}
    four = four_colour
    parts: list[str] = []
    y = PAD + 4

    def heading(words_: str, size: float = 15, bold: bool = True) -> None:
        nonlocal y
        for line in wrap(words_, W - 2 * PAD - 8, size):
            parts.append(text(PAD + 6, y + size, line, size=size, fill=ON_FELT, bold=bold))
            y += size * 1.3

    if title:
        heading(title, 18)
    info = []
    if contract is not None:
        info.append(msg("Contract: {contract}", contract=contract))
    if books is not None:
        info.append(msg("Books: {books}",
                        books=" · ".join(f"{pair_word(k)} {v}" for k, v in books.items())))
    if isinstance(kitty, int):
        info.append(msg_n("{label}: {n} face down", "{label}: {n} face down", kitty,
                          label=say(kitty_label)) if kitty_label == "Kitty"
                    else f"{say(kitty_label)}: {kitty}")
    if info:
        heading(" · ".join(info), 15, bold=False)
    if kitty is not None and not isinstance(kitty, int):
        kc = as_cards(kitty)
        heading(msg_n("{label} · {n} face up", "{label} · {n} face up", len(kc),
                      label=say(kitty_label)), 15, bold=False)
        svg, h = _rows(kc, PAD, y + 2, W - 2 * PAD, per=9, four=four, highlight=hl,
                       names=jokers)
        parts.append(svg)
        y += h + 8

    def note(seat: str) -> str:
        hand = hands.get(seat, ())
        return f"{names[seat]} · {hand}" if isinstance(hand, int) else names[seat]

    def seat_label(seat: str, cx: float, cy: float) -> None:
        parts.append(_label(cx, cy, note(seat), turn=seat == to_act, dealer=seat == dealer,
                            action=action))

    def full_hand(seat: str) -> None:
        nonlocal y
        hand = hands.get(seat, ())
        if isinstance(hand, int):
            svg, h = _hidden(hand, W / 2, y, four=four, names=jokers)
        else:
            cs = as_cards(hand)
            lift = LIFT * S if hl & set(cs) else 0
            svg, h = _rows(cs, PAD, y + lift, W - 2 * PAD, per=13, four=four, highlight=hl,
                           names=jokers)
            h += lift
        parts.append(svg)
        y += h + 6

    # North
    y += LABEL
    seat_label("N", W / 2, y)
    y += LABEL + 4
    full_hand("N")
    # West and East: their hands side by side when face up, or when their names and
    # longest tags would not fit beside the trick (Russian: one layout for every moment)
    side = (W / 2 - 1.5 * CWS - 8) - PAD       # room beside the trick
    side_open = any(not isinstance(hands.get(s, 0), int) for s in "WE") or not all(
        _fits_beside(trick_tag(seat, led=True, won=False) + " ★")
        and _fits_beside_trick(names[seat], hands.get(seat, 0), True, action, side)
        for seat in "WE")
    half = (W - 3 * PAD) / 2
    if side_open:
        y += LABEL
        spans = {seat: _label_span(cx, note(seat), turn=seat == to_act, dealer=seat == dealer,
                                   action=action)
                 for seat, cx in (("W", PAD + half / 2), ("E", W - PAD - half / 2))}
        seat_label("W", PAD + half / 2, y)
        # names too long for one row: one under the other
        if spans["W"][2] > spans["E"][1]:
            y += 2 * LABEL + 4
        seat_label("E", W - PAD - half / 2, y)
        y += LABEL + 4
        heights = []
        for seat, x in (("W", PAD), ("E", 2 * PAD + half)):
            hand = hands.get(seat, ())
            if isinstance(hand, int):
                svg, h = _hidden(hand, x + half / 2, y, four=four, names=jokers)
            else:
                cs = as_cards(hand)
                lift = LIFT * S if hl & set(cs) else 0
                svg, h = _rows(cs, x, y + lift, half, per=6, four=four, highlight=hl,
                               names=jokers)
                h += lift
            parts.append(svg)
            heights.append(h)
        y += max(heights) + 4
        svg, h = _trick_cross(trick, W / 2, y, {k: k for k in "NESW"}, winner=winner,
                              four=four, names=jokers)
        parts.append(svg)
        y += h
    else:
        svg, h = _trick_cross(trick, W / 2, y, {k: k for k in "NESW"}, winner=winner,
                              four=four, names=jokers)
        mid = y + h / 2
        parts.append(svg)
        for seat, cx in (("W", PAD + side / 2), ("E", W - PAD - side / 2)):
            hand = hands.get(seat, 0)
            turn = seat == to_act
            name = ("▶ " if turn else "") + names[seat]
            parts.append(pill(cx, mid - 44, name, size=LABEL, fill=MARK if turn else PAPER,
                              edge_width=3 if turn else 2)[0])
            if seat == dealer:
                parts.append(chip(cx, mid - 70, "D", r=13))
            count = hand if isinstance(hand, int) else len(hand)
            pile, _ = _hidden(count, cx - 4, mid - 24, four=four, names=jokers)
            parts.append(pile)
            parts.append(text(cx, mid + 34 + CHS / 2, msg_n("{n} card", "{n} cards", count),
                              size=MIN_TEXT, fill=ON_FELT, anchor="middle"))
            if turn and action:
                parts.append(text(cx, mid + 52 + CHS / 2, say(action), size=MIN_TEXT, fill=MARK,
                                  anchor="middle"))
        y += h + 12
    # South
    full_hand("S")
    y += LABEL
    seat_label("S", W / 2, y)
    y += LABEL + PAD
    label = table_words(names, hands, trick, winner=winner, dealer=dealer, to_act=to_act,
                        kitty=kitty, kitty_label=kitty_label, contract=contract, books=books,
                        title=title, jokers=jokers)
    body = felt(W, y) + "".join(parts)
    return root(W, y, body, label=label, px_width=min(width, W * 1.5),
                kind="table whist-compact")


def compact_german(*, hands: Mapping[str, Hand], stock_count: int, prize=None, trump=None,
                   trick: Iterable = (), to_act: str | None = None,
                   counted: Mapping[str, int] | None = None, stage: int = 1,
                   known: Mapping[str, Iterable] | None = None, title: str | None = None,
                   four_colour: bool = False, winner: str | None = None,
                   width: float = 1000, stock_label: str = N_("Stock")) -> str:
    """The German Whist table in portrait; same arguments as
    :func:`whist_core.pictures.german_table_svg`."""
    trick = [(s, Card.parse(c)) for s, c in trick]
    four = four_colour
    kn = {k: as_cards(v) for k, v in (known or {}).items()}
    trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
    prize_card = Card.parse(prize) if prize is not None else None
    parts: list[str] = []
    y = PAD + 4
    if title:
        for line in wrap(title, W - 2 * PAD, 18):
            parts.append(text(PAD + 6, y + 18, line, size=18, fill=ON_FELT))
            y += 24

    def hand_of(seat: str) -> None:
        nonlocal y
        hand = hands.get(seat, 0)
        if isinstance(hand, int):
            svg, h = _hidden(hand, W / 2, y, kn.get(seat, ()), four=four)
        else:
            svg, h = _rows(as_cards(hand), PAD, y, W - 2 * PAD, per=13, four=four,
                           highlight=set(), names="big/little")
        parts.append(svg)
        y += h + 6

    def label(seat: str) -> None:
        hand = hands.get(seat, 0)
        name = seat_name(seat)
        if isinstance(hand, int):
            k = min(len(kn.get(seat, ())), hand)
            name += " · " + msg_n("{n} card", "{n} cards", hand) + (", " + msg("{k} known", k=k)
                                                         if k else "")
        parts.append(_label(W / 2, y, name, turn=seat == to_act, dealer=False,
                            action=N_("to play")))

    y += LABEL
    label("B")
    y += LABEL + 4
    hand_of("B")
    svg, h = _trick_cross(trick, W / 2, y, {"A": "S", "B": "N"}, winner=winner, four=four,
                          names="big/little")
    parts.append(svg)
    mid = y + h / 2
    # the stock, left: a pile with the prize face up on it
    lx = PAD + 4
    parts.append(text(lx, mid - CHS / 2 - 14, f"{say(stock_label)} · {stock_count}",
                      size=MIN_TEXT + 1,
                      fill=ON_FELT))
    if stock_count > 0:
        under = stock_count - (1 if prize_card else 0)
        layers = min(under, 4)
        for i in range(layers):
            parts.append(place(back(), lx + 8 + (layers - 1 - i) * 3, mid - CHS / 2 + 4
                               + (layers - 1 - i) * 3, S))
        if prize_card is not None:
            parts.append(place(face(prize_card, four), lx,
                               mid - CHS / 2 - 2, S))
            parts.append(text(lx, mid + CHS / 2 + 28, msg_p("stock", "prize (face up)"),
                              size=MIN_TEXT,
                              fill=ON_FELT))
    else:
        parts.append(placeholder(lx, mid - CHS / 2, S))
    # trump, stage, counted tricks, right
    rx = W / 2 + CWS / 2 + 16
    ty = mid - CHS / 2 - 14
    parts.append(text(rx, ty, msg_p("table box", "Trump"), size=MIN_TEXT, fill=ON_FELT, bold=False))
    if trump_suit is not None:
        col = (FOUR_COLOUR if four else TWO_COLOUR)[trump_suit]
        parts.append(f'<rect x="{rx:.1f}" y="{ty + 6:.1f}" width="30" height="30" rx="5" '
                     f'fill="{PAPER}" stroke="{INK}" stroke-width="1.5"/>')
        parts.append(suit_path(trump_suit, rx + 4, ty + 10, 22, col))
        parts.append(text(rx + 36, ty + 28, said(suit_word(trump_suit)), size=MIN_TEXT + 2,
                          fill=ON_FELT))
    else:
        parts.append(text(rx, ty + 26, msg_p("trump", "not yet"), size=MIN_TEXT + 2,
                          fill=ON_FELT))
    parts.append(text(rx, ty + 60, msg("Stage {stage} of 2", stage=stage), size=MIN_TEXT,
                      fill=ON_FELT, bold=False))
    cnt = counted or {}
    ctext = (f"A {cnt.get('A', 0)} · B {cnt.get('B', 0)}" if stage == 2 or counted
             else msg_p("counted tricks", "none yet"))
    parts.append(text(rx, ty + 84, msg_p("table box", "Counted"), size=MIN_TEXT, fill=ON_FELT,
                      bold=False))
    parts.append(text(rx, ty + 104, ctext, size=MIN_TEXT + 2, fill=ON_FELT))
    y += h + 4
    hand_of("A")
    y += LABEL
    label("A")
    y += LABEL + PAD
    label_ = german_words(hands, kn, stock_count=stock_count, stock_label=stock_label,
                          prize=prize_card, trump=trump_suit, stage=stage, counted=None,
                          trick=trick, winner=winner, to_act=to_act, title=title)
    body = felt(W, y) + "".join(parts)
    return root(W, y, body, label=label_, px_width=min(width, W * 1.5),
                kind="german-table whist-compact")


__all__ = ["compact_german", "compact_table"]
