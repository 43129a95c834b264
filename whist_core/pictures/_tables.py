"""Tricks and whole tables: Bid Whist (four seats) and German Whist (two players)."""

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
    num,
    pill,
    root,
    suit_path,
    tag_lines,
    text,
    text_width,
    wrap,
)
from whist_core.pictures._base import tag as pill_tag
from whist_core.pictures._compact import compact_german, compact_table
from whist_core.pictures._faces import back, face, place
from whist_core.pictures._hands import (
    LIFT,
    Hand,
    Play,
    as_cards,
    german_words,
    pair_word,
    placeholder,
    row,
    seat_label,
    step_for,
    table_words,
    trick_tag,
    trick_words,
)

_COMPASS4 = ("N", "E", "S", "W")
_BOX_FILL = "#1b4f34"
_TAG = 20        # trick tag text size
_LABEL = 22      # seat label text size
_S = 0.9         # scale of cards on a table
#: The width the kitty box's heading may take (the box is 186 wide, the heading starts 12 in).
KITTY_ROOM = 174


def _compass(seats: Sequence[str], plays: Sequence[Play]) -> dict[str, str]:
    """Seat -> compass point. Four seats go N, E, S, W; two go bottom (first), top."""
    if tuple(seats) == _COMPASS4 and plays and all(p[0] in ("A", "B") for p in plays):
        seats = ("A", "B")
    if len(seats) == 4:
        return dict(zip(seats, _COMPASS4, strict=True))
    if len(seats) == 2:
        return {seats[0]: "S", seats[1]: "N"}
    raise ValueError(f"a trick has 2 or 4 seats, not {len(seats)}")


def _trick(plays: Sequence[Play], cx: float, cy: float, s: float, compass: Mapping[str, str],
           *, winner: str | None, leader: str | None, four: bool, names: str = "big/little",
           tag: float = 0.0, room: Mapping[str, float] | None = None,
           raised: Sequence[tuple[float, float]] = (), beside: float = 0.0) -> str:
    """Cards of a trick around (cx, cy), each tagged with its seat; empty places dashed.

    The leader's tag says "led"; the winner's card is ringed and its tag, drawn
    bold on the highlight colour with a thick edge, says "★ wins". ``room`` is the
    widest a tag may be at each compass point; a longer one goes on more lines, growing
    away from its card. ``raised`` are the left and right edges of South's raised cards
    (they stand just below the trick): a South tag over one goes to the right of its card,
    its foot level with the card's, at most ``beside`` wide.
    """
    w, h = CW * s, CH * s
    gx, gy = 0.2 * w, 0.08 * h
    corner = {
        "N": (cx - w / 2, cy - h - gy), "S": (cx - w / 2, cy + gy),
        "W": (cx - 1.5 * w - gx, cy - h / 2), "E": (cx + 0.5 * w + gx, cy - h / 2),
    }
    played: dict[str, Card] = {}
    for seat, c in plays:
        if seat not in compass:
            raise ValueError(f"{seat!r} is not one of the seats {tuple(compass)}")
        played[seat] = Card.parse(c)
    if leader is None and plays:
        leader = plays[0][0]
    cards_svg, tags = [], []
    for seat, point in compass.items():
        x, y = corner[point]
        c = played.get(seat)
        won = c is not None and seat == winner
        if c is None:
            cards_svg.append(placeholder(x, y, s))
        else:
            cards_svg.append(place(face(c, four, won, False, names), x, y, s))
        led = c is not None and seat == leader
        label = trick_tag(seat, led=led, won=won)
        size = tag or _TAG
        lines = tag_lines(label, (room or {}).get(point, float("inf")), size)
        if len(lines) > 2:      # three lines fit between North's tag and a side card smaller
            size *= 0.875
            lines = tag_lines(label, (room or {}).get(point, float("inf")), size)
        tw = max(text_width(line, size) for line in lines) + size * 1.2
        grow = size * 1.2 * (len(lines) - 1) / 2    # more lines grow away from the card
        ty = y - size * 1.05 - grow if point != "S" else y + h + size * 1.05 + grow
        tx = x + w / 2
        if point == "S" and any(a < tx + tw / 2 and tx - tw / 2 < b for a, b in raised):
            lines = tag_lines(label, beside, size)
            tw = max(text_width(line, size) for line in lines) + size * 1.2
            tx, ty = x + w + 6 + tw / 2, y + h - (size * 1.55 + size * 1.2 * (len(lines) - 1)) / 2
        elif point == "W":
            tx = min(tx, x + w - tw / 2)  # grow outwards, away from the middle
        elif point == "E":
            tx = max(tx, x + tw / 2)
        if won:
            tags.append(pill_tag(tx, ty, lines, size=size, fill=MARK, edge_width=3.5)[0])
        else:
            tags.append(pill_tag(tx, ty, lines, size=size)[0])
    return "".join(cards_svg) + "".join(tags)


def trick_svg(plays: Iterable[Play], *, seats: Sequence[str] = _COMPASS4,
              winner: str | None = None, leader: str | None = None,
              four_colour: bool = False, width: float = 420) -> str:
    """A trick: ``plays`` are (seat, card) in play order, placed by compass point.

    Four seats go N top, E right, S bottom, W left; two seats (``("A", "B")``) go
    first at the bottom, second at the top. The leader defaults to the first play;
    the winner gets a ring and a "★ wins" tag. ``width`` is the pixel width of a
    four-seat trick.
    """
    plays = list(plays)
    compass = _compass(seats, plays)
    w = 260.0 if len(compass) == 2 else 400.0
    h = 2 * CH + 2 * 0.08 * CH + 2 * 52
    side = w / 2 - 0.5 * CW - 0.2 * CW - 6      # a side card's outer edge to the felt's
    room = {"N": w - 12, "S": w - 12, "W": side, "E": side}
    body = felt(w, h) + _trick(plays, w / 2, h / 2, 1, compass, winner=winner,
                               leader=leader, four=four_colour, room=room)
    return root(w, h, body, label=msg("Trick: {plays}", plays=trick_words(plays, winner, leader)),
                px_width=width * w / 400, kind="trick")


def _seat_label(cx: float, cy: float, name: str, *, turn: bool, dealer: bool,
                extra: str = "", action: str = N_("to play"),
                fit: float | None = None, edge: float = float("inf")) -> tuple[str, float, float]:
    """A seat's name pill. The seat to act reads "▶ name · to play" (or another
    ``action``) on the highlight colour with a thick edge; the dealer has a "D" chip.
    A label wider than ``fit`` with its chip (long words) is drawn smaller, down to
    16 units, then with the action on a second line above; one that would reach past
    ``edge`` (East's dealer chip) moves left. Returns the SVG and its left and right edges."""
    action = say(action)
    label = f"▶ {name}{extra} · {action}" if turn else f"{name}{extra}"
    chip_w = 22 + 17 if dealer else 0
    size, lines = float(_LABEL), [label]
    if fit is not None and text_width(label, size) + size * 1.2 + chip_w > fit:
        size = max(16.0, _LABEL * (fit - chip_w) / (text_width(label, _LABEL) + _LABEL * 1.2))
        if text_width(label, size) + size * 1.2 + chip_w > fit + 0.01 and turn:  # 16 too wide
            lines = [f"▶ {name}{extra}", action]
    cy -= size * 1.2 * (len(lines) - 1) / 2          # a second line goes above
    width = max(text_width(line, size) for line in lines) + size * 1.2
    cx = min(cx, edge - width / 2 - chip_w)
    if turn:
        svg, pw, _h = pill_tag(cx, cy, lines, size=size, fill=MARK, edge_width=3.5)
    else:
        svg, pw, _h = pill_tag(cx, cy, lines, size=size)
    right = cx + pw / 2
    if dealer:
        svg += chip(cx + pw / 2 + 22, cy, "D", r=17)
        right += chip_w
    return svg, cx - pw / 2, right


def _hand_row(hand: Hand, cx: float, y: float, avail: float, s: float, *, four: bool,
              highlight: set[Card], known: Iterable[Card] = (), names: str = "big/little") -> str:
    """A hand centred on ``cx`` in one overlapping row.

    An int draws that many backs, packed tight; ``known`` cards of a hidden hand
    come first, face up, spaced so their corners show.
    """
    w = CW * s
    if not isinstance(hand, int):
        cs = as_cards(hand)
        if not cs:
            return ""
        step = step_for(len(cs), avail, w)
        total = w + step * (len(cs) - 1)
        return row(cs, cx - total / 2, y, s, step, four=four, highlight=highlight,
                   names=names)
    kn = as_cards(known)[:hand]
    nb = hand - len(kn)
    if hand == 0:
        return ""
    kstep = 0.5 * w
    bstep = step_for(nb, avail - kstep * len(kn), w, lo=0.06, hi=0.2)
    total = kstep * len(kn) + (w + bstep * (nb - 1) if nb else w - kstep)
    x0 = cx - total / 2
    return (row(kn, x0, y, s, kstep, four=four, names=names)
            + row([None] * nb, x0 + kstep * len(kn), y, s, bstep))


def _raised(hand: Hand, cx: float, avail: float, s: float,
            highlight: set[Card]) -> list[tuple[float, float]]:
    """The left and right edges of the raised (highlighted) cards of a row :func:`_hand_row`
    draws face up."""
    if isinstance(hand, int):
        return []
    cs = as_cards(hand)
    w = CW * s
    step = step_for(len(cs), avail, w)
    x0 = cx - (w + step * (len(cs) - 1)) / 2
    return [(x0 + i * step, x0 + i * step + w) for i, c in enumerate(cs) if c in highlight]


def _hand_block(hand: Hand, x: float, cy: float, avail: float, s: float, *, four: bool,
                highlight: set[Card], names: str = "big/little",
                per_row: int = 6) -> tuple[str, float, list[tuple[float, float]]]:
    """A side hand as overlapping rows of up to 6, centred vertically on ``cy``.

    Hidden hands are one tight row of backs. Returns the SVG, the block's top and the
    left and right edges of the top row's raised cards (they stand ``LIFT`` above it).
    """
    w, h = CW * s, CH * s
    if isinstance(hand, int) or len(hand) <= per_row:
        return (_hand_row(hand, x + avail / 2, cy - h / 2, avail, s, four=four,
                          highlight=highlight, names=names), cy - h / 2,
                _raised(hand, x + avail / 2, avail, s, highlight))
    items = as_cards(hand)
    n = len(items)
    per = per_row if n <= 3 * per_row else -(-n // 3)
    per = -(-n // -(-n // per))      # rows as even as can be
    rows = [items[i:i + per] for i in range(0, n, per)]
    step = step_for(per, avail, w)
    vstep = 0.52 * h
    top = cy - (h + vstep * (len(rows) - 1)) / 2
    total = w + step * (per - 1)
    x0 = x + (avail - total) / 2
    return ("".join(row(r, x0, top + k * vstep, s, step, four=four, highlight=highlight,
                        names=names) for k, r in enumerate(rows)), top,
            [(x0 + i * step, x0 + i * step + w) for i, c in enumerate(rows[0])
             if c in highlight])


def _pile(count: int, x: float, y: float, s: float) -> str:
    """A face-down pile: up to five offset backs standing for ``count`` cards."""
    layers = min(count, 5)
    return "".join(place(back(), x + (layers - 1 - i) * 3, y + (layers - 1 - i) * 3, s)
                   for i in range(layers))


def _box(x: float, y: float, w: float, h: float) -> str:
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="10" '
            f'fill="{_BOX_FILL}" stroke="{ON_FELT}" stroke-opacity="0.6" stroke-width="2"/>')


def _heading(x: float, y: float, words_: str) -> str:
    return text(x, y, words_, size=18, fill=ON_FELT, bold=False)


def _hidden_note(hand: Hand, known: Sequence[Card] = ()) -> str:
    if not isinstance(hand, int):
        return ""
    out = " · " + msg_n("{n} card", "{n} cards", hand)
    k = min(len(known), hand)
    return out + (", " + msg("{k} known", k=k) if k else "")


def table_svg(*, hands: Mapping[str, Hand], trick: Iterable[Play] = (),
              dealer: str | None = None, to_act: str | None = None,
              kitty: Sequence[Card | str] | int | None = None, contract: object = None,
              books: Mapping[str, int] | None = None, labels: Mapping[str, str] | None = None,
              highlight: Iterable[Card | str] = (), four_colour: bool = False,
              title: str | None = None, winner: str | None = None,
              width: float = 1000, action: str = N_("to play"),
              kitty_label: str = N_("Kitty"), compact: bool = False,
              jokers: str = "big/little") -> str:
    """The Bid Whist table: N top, S bottom, W left, E right, the trick in the middle.

    ``hands`` maps seats to cards (face up) or an int (that many hidden cards);
    ``labels`` renames seats ("North (you)"). The contract and books sit top left,
    the kitty (cards face up, an int face down, or ``None``) top right. The dealer
    has a "D" chip, ``to_act`` a marked label, ``winner`` a ringed trick card.
    ``compact`` draws the portrait layout for a phone; ``jokers`` names the jokers
    (``"big/little"`` or ``"red/black"``).
    """
    trick = list(trick)
    if compact:
        return compact_table(hands=hands, trick=trick, dealer=dealer, to_act=to_act,
                             kitty=kitty, contract=contract, books=books, labels=labels,
                             highlight=highlight, four_colour=four_colour, title=title,
                             winner=winner, width=width, action=action,
                             kitty_label=kitty_label, jokers=jokers)
    hl = set(as_cards(highlight))
    names = {k: (labels or {}).get(k) or seat_label(k) for k in _COMPASS4}
    four, s = four_colour, _S
    W, t = 1000.0, (48.0 if title else 0.0)
    H = 736.0 + t
    ch = CH * s
    parts = [felt(W, H)]
    if title:
        parts.append(text(W / 2, 36, title, size=28, fill=ON_FELT, anchor="middle"))

    def label(seat: str, cx: float, cy: float, fit: float | None = None) -> tuple[float, float]:
        svg, left, right = _seat_label(cx, cy, names[seat], turn=seat == to_act,
                                       dealer=seat == dealer,
                                       extra=_hidden_note(hands.get(seat, ())), action=action,
                                       fit=fit, edge=W - 8)
        parts.append(svg)
        return left, right

    # North and South: rows between the corner boxes.
    ny, sy = t + 60 + LIFT * s, H - 56 - ch
    for seat, y in (("N", ny), ("S", sy)):
        if seat in hands:
            parts.append(_hand_row(hands[seat], W / 2, y, 580, s, four=four, highlight=hl,
                                   names=jokers))
    label("N", W / 2, t + 30)
    label("S", W / 2, H - 28)
    # West and East: blocks centred on the middle band, labels above them.
    mid = (ny + ch + sy) / 2
    # a West or East trick tag may grow outwards, up to three lines above its card, as
    # far as that side's name (and its hand, where the hand reaches that high)
    tag_bottom = mid - ch / 2 - _TAG * 1.05 + _TAG * 1.55 / 2
    room: dict[str, float] = {"N": 580.0, "S": 580.0}
    fit = 2 * (14 + 150 - 8)    # the widest name centred over its side, 8 in from the edge
    for seat, x in (("W", 14.0), ("E", W - 14 - 300)):
        svg, top, raised = _hand_block(hands.get(seat, ()), x, mid + 12, 300, s, four=four,
                                       highlight=hl, names=jokers)
        parts.append(svg)
        # the name above the hand, clear of a raised card under it (a pill is 1.55 high)
        cy = min(top, mid - ch / 2) - 28
        _svg, left, right = _seat_label(x + 150, cy, names[seat], turn=seat == to_act,
                                        dealer=seat == dealer, fit=fit, edge=W - 8,
                                        extra=_hidden_note(hands.get(seat, ())), action=action)
        high = top - LIFT * s if any(a < right and left < b for a, b in raised) else top
        left, right = label(seat, x + 150, min(cy, high - 2 - _LABEL * 1.55 / 2), fit=fit)
        if svg and high < tag_bottom:
            left, right = min(left, x), max(right, x + 300)
        card_edge = W / 2 - CW * s / 2 - 0.2 * CW * s      # the trick card's outer edge
        room[seat] = card_edge - 2 - (W - left if seat == "E" else right)
    # South's raised cards reach up to its trick tag: the tag goes beside South's card,
    # as far as East's hand
    raised = _raised(hands.get("S", ()), W / 2, 580, s, hl)
    parts.append(_trick(trick, W / 2, mid, s, {k: k for k in _COMPASS4}, winner=winner,
                        leader=None, four=four, names=jokers, room=room,
                        raised=raised, beside=(W - 14 - 300) - 4 - (W / 2 + CW * s / 2 + 6)))
    # Contract and books, top left.
    lines: list[tuple[str, bool, float]] = []
    if contract is not None:
        lines.append((msg_p("table box", "Contract"), True, 22))
        lines.extend((ln, False, 22) for ln in wrap(str(contract), 164, 22))
    if books is not None:
        lines.append((msg_p("table box", "Books"), True, 22))
        each = [f"{pair_word(k)} {v}" for k, v in books.items()]
        if text_width("  ".join(each), 22) <= 164:
            lines.append(("  ".join(each), False, 22))
        else:       # the pairs' names in words (Russian): a line each, as large as fits
            lines.extend((ln, False, max(16, min(22, 22 * 164 / text_width(ln, 22))))
                         for ln in each)
    if lines:
        parts.append(_box(14, t + 14, 186, 18 + 29 * len(lines)))
        y = t + 42
        for line, heading, size in lines:
            parts.append(_heading(26, y - 2, line) if heading else
                         text(26, y, line, size=size, fill=ON_FELT))
            y += 29
    # The kitty, top right: face-up cards in two rows of three, or a face-down pile.
    if kitty is not None:
        bx = W - 200
        parts.append(_box(bx, t + 14, 186, 196))
        if isinstance(kitty, int):
            head = (msg_n("{label} · {n} face down", "{label} · {n} face down", kitty,
                          label=say(kitty_label)) if kitty_label == "Kitty"
                    else f"{say(kitty_label)} · {kitty}")
            parts.append(_pile(kitty, bx + 44, t + 56, 0.8) if kitty else
                         placeholder(bx + 48, t + 56, 0.8))
        else:
            kc = as_cards(kitty)
            head = msg_n("{label} · {n} face up", "{label} · {n} face up", len(kc),
                         label=say(kitty_label))
            ks = 0.7
            step = step_for(3, 162, CW * ks)
            for k in range(0, len(kc), 3):
                parts.append(row(kc[k:k + 3], bx + 12, t + 54 + (k // 3) * 0.5 * CH * ks, ks,
                                 step, four=four, highlight=hl, names=jokers))
        # a longer heading (Russian «Прикуп · 6 закрытых») is set smaller to stay in its box
        size = min(19, 19 * KITTY_ROOM / text_width(head, 19))
        parts.append(text(bx + 12, t + 40, head, size=round(size, 1), fill=ON_FELT))

    label = table_words(names, hands, trick, winner=winner, dealer=dealer, to_act=to_act,
                        kitty=kitty, kitty_label=kitty_label, contract=contract, books=books,
                        title=title, jokers=jokers)
    return root(W, H, "".join(parts), label=label, px_width=width, kind="table")


def german_table_svg(*, hands: Mapping[str, Hand], stock_count: int,
                     prize: Card | str | None = None, trump: Suit | str | None = None,
                     trick: Iterable[Play] = (), to_act: str | None = None,
                     counted: Mapping[str, int] | None = None, stage: int = 1,
                     known: Mapping[str, Iterable[Card | str]] | None = None,
                     title: str | None = None, four_colour: bool = False,
                     winner: str | None = None, width: float = 1000,
                     stock_label: str = N_("Stock"), compact: bool = False) -> str:
    """A German Whist table: A at the bottom, B at the top, the trick in the middle,
    the stock left (``stock_count`` cards including the face-up ``prize`` on top),
    trump, stage and counted tricks right.

    A hand is cards (face up) or an int (hidden); ``known`` maps a seat to cards
    known to be in its hidden hand (prizes it took), drawn face up before its backs.
    ``stock_label`` names the undealt cards ("Pack" while the deal goes on);
    ``compact`` draws the portrait layout for a phone.
    """
    trick = list(trick)
    if compact:
        return compact_german(hands=hands, stock_count=stock_count, prize=prize, trump=trump,
                              trick=trick, to_act=to_act, counted=counted, stage=stage,
                              known=known, title=title, four_colour=four_colour,
                              winner=winner, width=width, stock_label=stock_label)
    four, s = four_colour, _S
    kn = {k: as_cards(v) for k, v in (known or {}).items()}
    trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
    prize_card = Card.parse(prize) if prize is not None else None
    W, t = 1000.0, (48.0 if title else 0.0)
    H = 736.0 + t
    cw, ch = CW * s, CH * s
    parts = [felt(W, H)]
    if title:
        parts.append(text(W / 2, 36, title, size=28, fill=ON_FELT, anchor="middle"))
    by, ay = t + 60 + LIFT * s, H - 56 - ch
    for seat, y, ly in (("B", by, t + 30), ("A", ay, H - 28)):
        hand = hands.get(seat, 0)
        parts.append(_hand_row(hand, W / 2, y, 660, s, four=four, highlight=set(),
                               known=kn.get(seat, ())))
        parts.append(_seat_label(W / 2, ly, seat_label(seat), turn=seat == to_act,
                                 dealer=False, extra=_hidden_note(hand, kn.get(seat, ())))[0])
    mid = (by + ch + ay) / 2
    # The stock: a pile with the prize face up on top of it.
    parts.append(_box(24, mid - 150, 280, 300))
    parts.append(text(40, mid - 116, f"{say(stock_label)} · "
                      + msg_n("{n} card", "{n} cards", stock_count), size=22, fill=ON_FELT))
    px, py = 24 + (280 - cw) / 2 - 12, mid - ch / 2 - 4
    if stock_count > 0:
        under = stock_count - (1 if prize_card else 0)
        parts.append(_pile(under, px + 22, py + 16, s))  # backs show right and below
        if prize_card is not None:
            parts.append(place(face(prize_card, four), px, py, s))
            parts.append(pill(px + cw / 2 + 12, py + ch + 44, msg_p("stock", "prize (face up)"),
                              size=19)[0])
    else:
        parts.append(placeholder(px, py, s))
        parts.append(text(px + cw / 2, py + ch / 2 + 8, msg_p("stock", "empty"), size=22,
                          fill=ON_FELT, anchor="middle"))
    # Trump, stage and counted tricks.
    ix = W - 304
    parts.append(_box(ix, mid - 150, 280, 300))
    y = mid - 120
    parts.append(_heading(ix + 16, y, msg_p("table box", "Trump")))
    if trump_suit is not None:
        col = (FOUR_COLOUR if four else TWO_COLOUR)[trump_suit]
        parts.append(f'<rect x="{num(ix + 16)}" y="{num(y + 10)}" width="58" height="58" '
                     f'rx="8" fill="{PAPER}" stroke="{INK}" stroke-width="2"/>')
        parts.append(suit_path(trump_suit, ix + 22, y + 16, 46, col))
        parts.append(text(ix + 88, y + 50, said(suit_word(trump_suit)), size=28, fill=ON_FELT))
    else:
        parts.append(text(ix + 16, y + 48, msg_p("trump", "not shown yet"), size=24, fill=ON_FELT))
    y += 112
    parts.append(_heading(ix + 16, y, msg("Stage {stage} of 2", stage=stage)))
    parts.append(text(ix + 16, y + 30, msg_p("stage", "winning cards") if stage == 1
                      else msg_p("stage", "tricks count"),
                      size=24, fill=ON_FELT))
    y += 74
    parts.append(_heading(ix + 16, y, msg_p("table box", "Counted tricks")))
    cnt = counted or {}
    ctext = (f"A {cnt.get('A', 0)}  ·  B {cnt.get('B', 0)}" if stage == 2 or counted
             else msg_p("counted tricks", "none yet"))
    parts.append(text(ix + 16, y + 30, ctext, size=24, fill=ON_FELT))
    parts.append(_trick(trick, W / 2, mid, s, {"A": "S", "B": "N"}, winner=winner,
                        leader=None, four=four))

    return root(W, H, "".join(parts), label=german_words(
        hands, kn, stock_count=stock_count, stock_label=stock_label, prize=prize_card,
        trump=trump_suit, stage=stage, counted=counted, trick=trick, winner=winner,
        to_act=to_act, title=title), px_width=width,
                kind="german-table")
