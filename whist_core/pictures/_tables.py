"""Tricks and whole tables: Bid Whist (four seats) and German Whist (two players)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from whist_core.cards import Card, Suit
from whist_core.pictures._base import (
    CH,
    CW,
    FOUR_COLOUR,
    INK,
    MARK,
    ON_FELT,
    PAPER,
    SEAT_NAMES,
    TWO_COLOUR,
    chip,
    felt,
    num,
    pill,
    root,
    suit_path,
    text,
    wrap,
)
from whist_core.pictures._faces import back, face, place
from whist_core.pictures._hands import (
    LIFT,
    as_cards,
    hand_items,
    placeholder,
    row,
    step_for,
    words,
)

Play = tuple[str, Card | str]
Hand = Sequence[Card | str] | int

_COMPASS4 = ("N", "E", "S", "W")


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
           *, winner: str | None, leader: str | None, four: bool) -> str:
    """Cards of a trick around (cx, cy), each tagged with its seat; empty seats dashed."""
    w, h = CW * s, CH * s
    gx, gy = 0.2 * w, 0.08 * h
    tl = {  # top-left corner of each compass place
        "N": (cx - w / 2, cy - h - gy), "S": (cx - w / 2, cy + gy),
        "W": (cx - 1.5 * w - gx, cy - h / 2), "E": (cx + 0.5 * w + gx, cy - h / 2),
    }
    played = {}
    for seat, c in plays:
        if seat not in compass:
            raise ValueError(f"{seat!r} is not one of the seats {tuple(compass)}")
        played[seat] = Card.parse(c)
    if leader is None and plays:
        leader = plays[0][0]
    out = []
    tags = []
    for seat, point in compass.items():
        x, y = tl[point]
        c = played.get(seat)
        if c is None:
            out.append(placeholder(x, y, s))
        else:
            out.append(place(face(c, four, seat == winner), x, y, s))
        label = seat
        if c is not None and seat == leader:
            label += " led"
        if c is not None and seat == winner:
            label += " ★ wins"
        size = 17
        tw = len(label) * size * 0.6 + size * 1.1
        ty = y - 17 if point != "S" else y + h + 17
        tx = x + w / 2
        if point == "W":
            tx = min(tx, x + w - tw / 2)
        elif point == "E":
            tx = max(tx, x + tw / 2)
        if c is not None and seat == winner:
            tags.append(pill(tx, ty, label, size=size, fill=MARK, edge=INK, edge_width=3)[0])
        else:
            tags.append(pill(tx, ty, label, size=size)[0])
    return "".join(out) + "".join(tags)


def _trick_words(plays: Sequence[Play], winner: str | None, leader: str | None) -> str:
    if not plays:
        return "no cards played"
    lead = leader or plays[0][0]
    parts = []
    for seat, c in plays:
        verb = "led" if seat == lead else "played"
        parts.append(f"{seat} {verb} {Card.parse(c).pretty}")
    out = ", ".join(parts)
    if winner:
        out += f"; {winner} wins"
    return out


def trick_svg(plays: Iterable[Play], *, seats: Sequence[str] = _COMPASS4,
              winner: str | None = None, leader: str | None = None,
              four_colour: bool = False, width: float = 420) -> str:
    """A trick: ``plays`` are (seat, card) in play order, placed by compass point.

    Four seats go N top, E right, S bottom, W left; two seats (``("A", "B")``) go
    first at the bottom, second at the top. The winner gets a ring and a "wins" tag.
    """
    plays = list(plays)
    compass = _compass(seats, plays)
    two = len(compass) == 2
    w = 250.0 if two else 400.0
    h = 380.0
    body = felt(w, h) + _trick(plays, w / 2, h / 2, 1, compass, winner=winner,
                               leader=leader, four=four_colour)
    return root(w, h, body, label="Trick: " + _trick_words(plays, winner, leader),
                px_width=width * w / 400, kind="trick")


def _seat_label(cx: float, cy: float, name: str, *, turn: bool, dealer: bool,
                extra: str = "") -> str:
    """A seat's name pill; whose turn it is reads "▶ … to play"; the dealer has a D chip."""
    label = f"▶ {name}{extra} · to play" if turn else f"{name}{extra}"
    if turn:
        svg, pw = pill(cx, cy, label, size=19, fill=MARK, edge=INK, edge_width=3.5)
    else:
        svg, pw = pill(cx, cy, label, size=19)
    if dealer:
        svg += chip(cx + pw / 2 + 20, cy, "D")
    return svg


def _hand_row(hand: Hand, cx: float, y: float, avail: float, s: float, *, four: bool,
              highlight: set[Card], known: Iterable[Card] = ()) -> str:
    """A hand centred on ``cx`` in one overlapping row (an int draws that many backs)."""
    items = hand_items(hand, known)
    n = len(items)
    if n == 0:
        return ""
    hidden = isinstance(hand, int)
    step = step_for(n, avail, CW * s, lo=0.08 if hidden else 0.3,
                    hi=0.2 if hidden else 0.62)
    total = CW * s + step * (n - 1)
    return row(items, cx - total / 2, y, s, step, four=four, highlight=highlight)


def _hand_grid(hand: Hand, x: float, cy: float, avail: float, s: float, *, four: bool,
               highlight: set[Card]) -> tuple[str, float]:
    """A side hand as a compact block of overlapping rows (up to 6 a row), centred
    vertically on ``cy``; returns the SVG and the block's top."""
    items = hand_items(hand)
    n = len(items)
    w, h = CW * s, CH * s
    if isinstance(hand, int) or n <= 6:
        lo, hi = (0.06, 0.2) if isinstance(hand, int) else (0.3, 0.62)
        step = step_for(n, avail, w, lo=lo, hi=hi)
        total = w + step * max(n - 1, 0)
        top = cy - h / 2
        return row(items, x + (avail - total) / 2, top, s, step, four=four,
                   highlight=highlight), top
    per = 6 if n <= 18 else -(-n // 3)
    rows = [items[i:i + per] for i in range(0, n, per)]
    step = step_for(per, avail, w)
    vstep = 0.52 * h
    top = cy - (h + vstep * (len(rows) - 1)) / 2
    total = w + step * (per - 1)
    out = [row(r, x + (avail - total) / 2, top + k * vstep, s, step, four=four,
               highlight=highlight) for k, r in enumerate(rows)]
    return "".join(out), top


def _pile(count: int, x: float, y: float, s: float) -> str:
    """A face-down pile: a few offset backs standing for ``count`` cards."""
    out = []
    layers = min(count, 5)
    for i in range(layers):
        d = (layers - 1 - i) * 3
        out.append(place(back(), x + d, y + d, s))
    return "".join(out)


def _box(x: float, y: float, w: float, h: float) -> str:
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="10" '
            f'fill="{FELT_BOX}" stroke="{ON_FELT}" stroke-opacity="0.55" stroke-width="2"/>')


FELT_BOX = "#1b4f34"


def _hand_words(seat_name: str, hand: Hand, known: Iterable[Card] = ()) -> str:
    if isinstance(hand, int):
        k = as_cards(known)
        out = f"{seat_name}: {hand} hidden card{'s' if hand != 1 else ''}"
        return out + (f" (known: {words(k)})" if k else "")
    cs = as_cards(hand)
    return f"{seat_name}: {words(cs) if cs else 'no cards'}"


def _count(hand: Hand) -> int:
    return hand if isinstance(hand, int) else len(hand)


def table_svg(*, hands: Mapping[str, Hand], trick: Iterable[Play] = (),
              dealer: str | None = None, to_act: str | None = None,
              kitty: Sequence[Card | str] | int | None = None, contract: object = None,
              books: Mapping[str, int] | None = None, labels: Mapping[str, str] | None = None,
              highlight: Iterable[Card | str] = (), four_colour: bool = False,
              title: str | None = None, winner: str | None = None,
              width: float = 1000) -> str:
    """The Bid Whist table: N top, S bottom, W left, E right, the trick in the middle.

    ``hands`` maps seats to cards (face up) or an int (that many hidden cards).
    The contract and books sit top left, the kitty (cards face up, an int face
    down, or ``None``) top right; the dealer has a "D" chip, ``to_act`` a marked label.
    """
    trick = list(trick)
    hl = set(as_cards(highlight))
    names = {k: (labels or {}).get(k, SEAT_NAMES[k]) for k in _COMPASS4}
    four = four_colour
    W = 1000.0
    t = 48.0 if title else 0.0
    H = 730.0 + t
    s = 0.9
    ch = CH * s
    parts = [felt(W, H)]
    if title:
        parts.append(text(W / 2, 36, title, size=28, fill=ON_FELT, anchor="middle"))

    def label(seat: str, cx: float, cy: float) -> None:
        hand = hands.get(seat, 0)
        extra = f" · {hand} cards" if isinstance(hand, int) else ""
        parts.append(_seat_label(cx, cy, names[seat], turn=seat == to_act,
                                 dealer=seat == dealer, extra=extra))

    # North and South rows, between the corner boxes.
    ny = t + 58 + LIFT * s
    sy = H - 54 - ch
    for seat, y in (("N", ny), ("S", sy)):
        if seat in hands:
            parts.append(_hand_row(hands[seat], W / 2, y, 600, s, four=four, highlight=hl))
    label("N", W / 2, t + 28)
    label("S", W / 2, H - 28)
    # West and East blocks, centred on the middle band.
    mid = (ny + ch + sy) / 2
    for seat, x in (("W", 14.0), ("E", W - 14 - 300)):
        hand = hands.get(seat, 0)
        svg, top = _hand_grid(hand, x, mid + 10, 300, s, four=four, highlight=hl)
        parts.append(svg)
        label(seat, x + 150, min(top, mid - ch / 2) - 26)
    # The trick.
    parts.append(_trick(trick, W / 2, mid, s, {k: k for k in _COMPASS4},
                        winner=winner, leader=None, four=four))
    # Contract and books, top left.
    info: list[str] = []
    if contract is not None:
        info.append("Contract")
        info.extend(wrap(str(contract), 15))
    if books is not None:
        info.append("Books")
        info.append("  ".join(f"{k} {v}" for k, v in books.items()))
    if info:
        bh = 20 + 27 * len(info)
        parts.append(_box(14, t + 14, 176, bh))
        y = t + 42
        for line in info:
            heading = line in ("Contract", "Books")
            parts.append(text(26, y, line, size=16 if heading else 21, fill=ON_FELT,
                              bold=not heading,
                              extra=' fill-opacity="0.85"' if heading else ""))
            y += 27
    # Kitty, top right.
    if kitty is not None:
        parts.append(_box(W - 190, t + 14, 176, 150))
        kx, ky = W - 178, t + 54
        ks = 0.55
        if isinstance(kitty, int):
            head = f"Kitty · {kitty} face down"
            parts.append(_pile(kitty, kx + 40, ky, ks) if kitty else
                         placeholder(kx + 40, ky, ks))
        else:
            kc = as_cards(kitty)
            head = f"Kitty · {len(kc)} cards"
            step = step_for(len(kc), 152, CW * ks, hi=0.62)
            parts.append(row(kc, kx, ky, ks, step, four=four, highlight=hl))
        parts.append(text(W - 178, t + 40, head, size=17, fill=ON_FELT))

    desc = [f"Bid Whist table{': ' + title if title else ''}."]
    for seat in _COMPASS4:
        if seat in hands:
            desc.append(_hand_words(names[seat], hands[seat]) + ".")
    desc.append("Trick: " + _trick_words(trick, winner, None) + ".")
    if dealer:
        desc.append(f"Dealer: {names.get(dealer, dealer)}.")
    if to_act:
        desc.append(f"To play: {names.get(to_act, to_act)}.")
    if kitty is not None:
        desc.append(f"Kitty: {kitty} face-down cards." if isinstance(kitty, int)
                    else f"Kitty: {words(as_cards(kitty))}.")
    if contract is not None:
        desc.append(f"Contract: {contract}.")
    if books is not None:
        desc.append("Books: " + ", ".join(f"{k} {v}" for k, v in books.items()) + ".")
    return root(W, H, "".join(parts), label=" ".join(desc), px_width=width, kind="table")


def german_table_svg(*, hands: Mapping[str, Hand], stock_count: int,
                     prize: Card | str | None = None, trump: Suit | str | None = None,
                     trick: Iterable[Play] = (), to_act: str | None = None,
                     counted: Mapping[str, int] | None = None, stage: int = 1,
                     known: Mapping[str, Iterable[Card | str]] | None = None,
                     title: str | None = None, four_colour: bool = False,
                     winner: str | None = None, width: float = 1000) -> str:
    """A German Whist table: A at the bottom, B at the top, the stock and prize left,
    trump, stage and counted tricks right, the trick in the middle.

    A hand is cards (face up) or an int (hidden); ``known`` lists cards known to be
    in a hidden hand (e.g. prizes it took), drawn face up among its backs.
    """
    trick = list(trick)
    four = four_colour
    kn = {k: as_cards(v) for k, v in (known or {}).items()}
    trump_suit = Suit.parse(trump) if isinstance(trump, str) else trump
    prize_card = Card.parse(prize) if prize is not None else None
    W = 1000.0
    t = 48.0 if title else 0.0
    H = 730.0 + t
    s = 0.9
    cw, ch = CW * s, CH * s
    parts = [felt(W, H)]
    if title:
        parts.append(text(W / 2, 36, title, size=28, fill=ON_FELT, anchor="middle"))
    names = {"A": SEAT_NAMES["A"], "B": SEAT_NAMES["B"]}
    by = t + 58 + LIFT * s
    ay = H - 54 - ch
    for seat, y in (("B", by), ("A", ay)):
        hand = hands.get(seat, 0)
        parts.append(_hand_row(hand, W / 2, y, 680, s, four=four, highlight=set(),
                               known=kn.get(seat, ())))
        extra = f" · {hand} cards" if isinstance(hand, int) else ""
        if isinstance(hand, int) and kn.get(seat):
            extra += f" ({len(kn[seat][:hand])} known)"
        parts.append(_seat_label(W / 2, t + 28 if seat == "B" else H - 28, names[seat],
                                 turn=seat == to_act, dealer=False, extra=extra))
    mid = (by + ch + ay) / 2
    # Stock with the prize face up on it.
    sx, sy = 60.0, mid - ch / 2 + 6
    parts.append(_box(24, mid - 150, 270, 300))
    parts.append(text(40, mid - 118, f"Stock · {stock_count} card"
                      f"{'s' if stock_count != 1 else ''}", size=19, fill=ON_FELT))
    if stock_count > 0:
        parts.append(_pile(max(stock_count - (1 if prize_card else 0), 0), sx, sy, s))
        if prize_card is not None:
            px, py = sx + 100, sy - 6
            parts.append(place(face(prize_card, four), px, py, s))
            parts.append(pill(px + cw / 2, py + ch + 24, "prize", size=17)[0])
    else:
        parts.append(placeholder(sx + 50, sy, s, "empty"))
    # Trump, stage and counted tricks.
    ix = W - 294
    parts.append(_box(ix, mid - 150, 270, 300))
    y = mid - 118
    parts.append(text(ix + 16, y, "Trump", size=16, fill=ON_FELT, bold=False))
    if trump_suit is not None:
        col = (FOUR_COLOUR if four else TWO_COLOUR)[trump_suit]
        parts.append(f'<rect x="{num(ix + 16)}" y="{num(y + 10)}" width="56" height="56" '
                     f'rx="8" fill="{PAPER}" stroke="{INK}" stroke-width="2"/>')
        parts.append(suit_path(trump_suit, ix + 22, y + 16, 44, col))
        parts.append(text(ix + 84, y + 48, trump_suit.word, size=26, fill=ON_FELT))
    else:
        parts.append(text(ix + 16, y + 46, "not yet shown", size=21, fill=ON_FELT))
    y += 104
    parts.append(text(ix + 16, y, "Stage", size=16, fill=ON_FELT, bold=False))
    stage_words = ("1 of 2: win cards" if stage == 1 else "2 of 2: tricks count")
    parts.append(text(ix + 16, y + 28, stage_words, size=21, fill=ON_FELT))
    y += 66
    parts.append(text(ix + 16, y, "Counted tricks", size=16, fill=ON_FELT, bold=False))
    cnt = counted or {}
    ctext = f"A {cnt.get('A', 0)}  ·  B {cnt.get('B', 0)}" if stage == 2 or counted \
        else "none yet"
    parts.append(text(ix + 16, y + 28, ctext, size=21, fill=ON_FELT))
    # The trick: A below the middle, B above.
    parts.append(_trick(trick, W / 2, mid, s, {"A": "S", "B": "N"}, winner=winner,
                        leader=None, four=four))

    desc = [f"German Whist table{': ' + title if title else ''}."]
    for seat in ("B", "A"):
        desc.append(_hand_words(names[seat], hands.get(seat, 0), kn.get(seat, ())) + ".")
    desc.append(f"Stock: {stock_count} cards"
                + (f", prize {prize_card.pretty} face up." if prize_card else "."))
    desc.append(f"Trump: {trump_suit.word}." if trump_suit else "Trump not shown.")
    desc.append(f"Stage {stage}.")
    if counted:
        desc.append("Counted tricks: " + ", ".join(f"{k} {v}" for k, v in counted.items())
                    + ".")
    desc.append("Trick: " + _trick_words(trick, winner, None) + ".")
    if to_act:
        desc.append(f"To play: {names.get(to_act, to_act)}.")
    return root(W, H, "".join(parts), label=" ".join(desc), px_width=width,
                kind="german-table")

