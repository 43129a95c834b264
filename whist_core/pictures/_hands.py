"""Hands (overlapping rows, fans, compact grids) and the rank ladder."""

from __future__ import annotations

import math
from collections.abc import Collection, Iterable, Mapping, Sequence

from whist_core.cards import Card, Suit
from whist_core.messages import msg, msg_n, msg_p, said, say
from whist_core.messages import suit as suit_word
from whist_core.pictures._base import (
    CH,
    CW,
    INK,
    MARK,
    ON_FELT,
    num,
    pill,
    root,
    text,
    text_width,
    wrap,
)
from whist_core.pictures._faces import back, face, place

Play = tuple[str, Card | str]  # (seat, card) in play order
Hand = Sequence[Card | str] | int  # cards face up, or a count of hidden cards

UNIT_PX = 0.9     # a full-size card is drawn 90 px wide
MIN_STEP = 0.3    # tightest overlap, as a share of the card width
MAX_STEP = 0.62   # loosest overlap in a hand
LIFT = 18         # how far a highlighted card is raised, in card units


def as_cards(cs: Iterable[Card | str] | None) -> list[Card]:
    """Cards from cards or codes (``None`` gives no cards)."""
    return [Card.parse(c) for c in cs] if cs else []


def step_for(n: int, avail: float, cw: float, lo: float = MIN_STEP,
             hi: float = MAX_STEP) -> float:
    """The horizontal step of an overlapping row of ``n`` cards ``cw`` wide in ``avail``."""
    if n <= 1:
        return 0.0
    return max(cw * lo, min(cw * hi, (avail - cw) / (n - 1)))


def row(items: Sequence[Card | None], x: float, y: float, s: float, step: float, *,
        four: bool = False, highlight: Collection[Card] = (),
        dim: Collection[Card] = (), lift: bool = True, names: str = "big/little") -> str:
    """An overlapping row; ``None`` items are backs; highlighted cards are ringed and
    (with ``lift``) raised. ``names`` names the jokers."""
    out = []
    lift_by = LIFT * s if lift else 0
    for i, c in enumerate(items):
        cx = x + i * step
        if c is None:
            out.append(place(back(), cx, y, s))
            continue
        hi = c in highlight
        out.append(place(face(c, four, hi, c in dim, names), cx,
                         y - lift_by if hi else y, s))
    return "".join(out)


def placeholder(x: float, y: float, s: float, caption: str = "", *,
                ink: str = ON_FELT) -> str:
    """A dashed card-sized outline (an empty place), with an optional caption inside."""
    w, h = CW * s, CH * s
    out = (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
           f'rx="{num(8 * s)}" fill="none" stroke="{ink}" stroke-width="2.5" '
           f'stroke-dasharray="8 6" stroke-opacity="0.8"/>')
    if caption:
        out += text(x + w / 2, y + h / 2 + 7, caption, size=20 * max(s, 0.8), fill=ink,
                    anchor="middle", extra=' fill-opacity="0.9"')
    return out


def words(cs: Iterable[Card], jokers: str = "big/little") -> str:
    """Cards in words for an accessible label: ``A♠ K♠ 10♥``, ``red joker`` under
    ``jokers="red/black"``."""
    from whist_core.narrate.words import card_words

    return " ".join(card_words(c, jokers) for c in cs)


def _fan(items: Sequence[Card | None], *, four: bool, highlight: Collection[Card],
         dim: Collection[Card], top: float, pad: float) -> tuple[str, float, float]:
    """A fan about a pivot below the cards; returns the SVG, its width and bottom."""
    n = len(items)
    spread = min(5.5, 80.0 / max(n - 1, 1))  # degrees between cards
    radius = max(360.0, 46 / math.radians(spread))  # ~46 units of each card show
    angles = [(i - (n - 1) / 2) * spread for i in range(n)]
    # Bounding box of the rotated cards (pivot at the origin, raised cards included).
    xs, ys = [], []
    for a in angles:
        t = math.radians(a)
        ca, sa = math.cos(t), math.sin(t)
        for px, py in ((-CW / 2, -radius - LIFT), (CW / 2, -radius - LIFT),
                       (-CW / 2, -radius + CH), (CW / 2, -radius + CH)):
            xs.append(px * ca - py * sa)
            ys.append(px * sa + py * ca)
    ox, oy = pad - min(xs), top - min(ys)
    out = []
    for c, a in zip(items, angles, strict=True):
        hi = c is not None and c in highlight
        frag = back() if c is None else face(c, four, hi, c in dim)
        out.append(f'<g transform="translate({num(ox)} {num(oy)}) rotate({num(a)}) '
                   f'translate({-CW / 2:g} {num(-radius - (LIFT if hi else 0))})">'
                   f'{frag}</g>')
    return "".join(out), max(xs) - min(xs) + 2 * pad, oy + max(ys)


def hand_svg(cards: Iterable[Card | str], *, layout: str = "row", width: float = 700,
             face_down: bool = False, highlight: Iterable[Card | str] = (),
             dim: Iterable[Card | str] = (), four_colour: bool = False,
             label: str | None = None) -> str:
    """A hand drawn in the order given, at most ``width`` px wide.

    ``layout="row"`` overlaps the cards so 12-18 fit in ~700 px with every corner
    index showing; ``"fan"`` spreads them on an arc. Highlighted cards are raised and
    ringed, dimmed cards greyed. ``face_down`` shows backs only (no card is named).
    """
    if layout not in ("row", "fan"):
        raise ValueError(f"layout must be 'row' or 'fan', not {layout!r}")
    cs = as_cards(cards)
    hl, dm = set(as_cards(highlight)), set(as_cards(dim))
    items: list[Card | None] = [None] * len(cs) if face_down else list(cs)
    pad = 10.0
    top = pad + (44 if label else 0)
    n = len(items)
    if n == 0:
        body = placeholder(pad, top + LIFT, 1, "none", ink=INK)
        w, h = CW + 2 * pad, top + LIFT + CH + pad
    elif layout == "fan":
        body, w, bottom = _fan(items, four=four_colour, highlight=hl, dim=dm, top=top,
                               pad=pad)
        h = bottom + pad
    else:
        step = step_for(n, width / UNIT_PX - 2 * pad, CW, hi=0.3 if face_down else MAX_STEP)
        body = row(items, pad, top + LIFT, 1, step, four=four_colour, highlight=hl, dim=dm)
        w, h = 2 * pad + CW + step * (n - 1), top + LIFT + CH + pad
    if label:
        body = text(pad + 2, pad + 30, label, size=28) + body
        w = max(w, text_width(label, 28) + 2 * pad)
    if face_down:
        desc = msg_n("{n} face-down card", "{n} face-down cards", n)
    else:
        desc = words(cs) if cs else msg("no cards")
        if hl:
            desc += msg("; highlighted: {cards}", cards=words(c for c in cs if c in hl))
        if dm:
            desc += msg("; dimmed: {cards}", cards=words(c for c in cs if c in dm))
    aria = f"{label}: {desc}" if label else msg("Hand: {cards}", cards=desc)
    return root(w, h, body, label=aria, px_width=min(width, w * UNIT_PX), kind="hand")


def _lanes(spans: list[tuple[float, float]]) -> list[int]:
    """Greedy lane for each label span so labels in one lane never overlap."""
    ends: list[float] = []
    lanes = []
    for a, b in spans:
        for i, e in enumerate(ends):
            if a > e + 6:
                ends[i] = b
                lanes.append(i)
                break
        else:
            ends.append(b)
            lanes.append(len(ends) - 1)
    return lanes


def ladder_svg(cards: Iterable[Card | str], *, title: str | None = None,
               marks: Mapping[Card | str, str] | Iterable[Card | str] | None = None,
               width: float = 900, four_colour: bool = False, compact: bool = False) -> str:
    """Cards from high (left) to low (right) with an arrow between "high" and "low".

    ``marks`` rings cards; given as a mapping card -> text, the text is also written
    under the card (e.g. ``{"BJ": "trump"}``). ``compact`` is the phone layout: the
    ladder in rows of at most five cards, read like a line of text, the title wrapped
    (no text under 12 px on a 390-px screen).
    """
    cs = as_cards(cards)
    notes: dict[Card, str] = {}
    if isinstance(marks, Mapping):
        notes = {Card.parse(k): str(v) for k, v in marks.items()}
    ringed = set(notes) | (set(as_cards(marks)) if marks and not notes else set())
    pad = 14.0
    n = len(cs)
    if compact:   # rows of at most five overlapping cards: corners big enough to read
        rows = max(1, -(-n // 5))
        per_row = -(-n // rows) if n else 0
        note_size, word_size, title_size = 24, 26, 26
        step = 0.58 * CW
        w = max(2 * pad + CW + step * max(per_row - 1, 0), 250.0)
        heading = wrap(title, w - 2 * pad, title_size) if title else []
    else:
        per_row = n
        note_size, word_size, title_size = 17, 24, 28
        step = step_for(n, width / UNIT_PX - 2 * pad, CW, hi=1.1) if n else 0
        w = max(2 * pad + CW + step * max(n - 1, 0), 250.0,
                text_width(title, title_size) + 2 * pad if title else 0)
        heading = [title] if title else []
    y = pad + len(heading) * (title_size + 12) + 6
    parts = []
    for first in range(0, n, per_row or 1):
        chunk = cs[first:first + per_row]
        parts.append(row(chunk, pad, y, 1, step, four=four_colour, highlight=ringed,
                         lift=False))
        y += CH + 12
        y = _ladder_notes(parts, chunk, notes, step, pad, y, note_size)
    if not n:
        y += CH + 12
    # The arrow: "high" at the left end, "low" at the right, pointing high -> low.
    y += word_size + 2
    high, low = msg_p("ladder", "high"), msg_p("ladder", "low")
    x0 = pad + max(2.6 * word_size, text_width(high, word_size) + 0.5 * word_size)
    x1 = w - pad - max(2.2 * word_size, text_width(low, word_size, False) + 0.5 * word_size)
    parts.append(text(pad, y + 8, high, size=word_size))
    parts.append(text(w - pad, y + 8, low, size=word_size, bold=False, anchor="end"))
    parts.append(f'<path d="M{num(x0)} {num(y)}L{num(x1 - 14)} {num(y)}" stroke="{INK}" '
                 f'stroke-width="4"/><path d="M{num(x1)} {num(y)}l-18 -10v20z" fill="{INK}"/>')
    h = y + 24
    for i, line in enumerate(heading):
        parts.append(text(pad, pad + title_size + 2 + i * (title_size + 12), line,
                          size=title_size))
    desc = msg("high to low: {cards}", cards=words(cs) if cs else msg("no cards"))
    if notes:
        desc += "; " + ", ".join(f"{c.pretty} {notes[c]}" for c in cs if c in notes)
    elif ringed:
        desc += msg("; marked: {cards}", cards=words(c for c in cs if c in ringed))
    aria = f"{title}: {desc}" if title else msg("Rank order {cards}", cards=desc)
    return root(w, h, "".join(parts), label=aria,
                px_width=w if compact else min(width, w * UNIT_PX),
                kind="ladder whist-compact" if compact else "ladder")


def _ladder_notes(parts: list[str], chunk: Sequence[Card], notes: Mapping[Card, str],
                  step: float, pad: float, y: float, size: float) -> float:
    """Each note under its card, in as many lanes as needed to avoid overlaps; returns
    the height reached."""
    order = [(i, c) for i, c in enumerate(chunk) if c in notes]
    if not order:
        return y
    n = len(chunk)
    spans = []
    for i, c in order:
        cx = pad + i * step + (min(step, CW) if i < n - 1 else CW) / 2
        half = (text_width(notes[c], size) + 20) / 2
        cx = max(cx, pad + half)
        spans.append((cx - half, cx + half))
    lanes = _lanes(spans)
    lane_height = 2 * size
    for (_i, c), (a, b), lane in zip(order, spans, lanes, strict=True):
        parts.append(pill((a + b) / 2, y + size + 5 + lane * lane_height, notes[c], size=size,
                          fill=MARK)[0])
    return y + 10 + lane_height * (max(lanes) + 1)


def pair_word(side: str) -> str:
    """A pair's name in the learner's language (the books box): English writes the letters,
    ``NS``; Russian the seats, «Север–Юг» (another side: as it is)."""
    from whist_core.messages import pair

    return said(pair(side)) if side in ("NS", "EW") else side


def seat_label(code: str) -> str:
    """A seat's name in a picture, in the learner's language: ``North``, ``Player A``."""
    from whist_core.messages import seat as seat_word
    from whist_core.pictures._base import SEAT_NAMES

    if code in ("A", "B"):
        return msg("Player {seat}", seat=code)
    return said(seat_word(code, SEAT_NAMES.get(code, code)))


def trick_tag(seat: str, *, led: bool, won: bool) -> str:
    """A trick card's tag: the seat ("N" in English, «Север» in Russian: the seat's letter
    is a record's code, GLOSSARY_RU row 14), "led" and "★ wins" as they apply."""
    from whist_core.messages import seat as seat_word

    who = seat_word(seat, seat)
    if won:
        return (msg_p("trick tag", "{seat} led · ★ wins", seat=who) if led
                else msg_p("trick tag", "{seat} ★ wins", seat=who))
    return (msg_p("trick tag", "{seat} led", seat=who) if led
            else msg_p("trick tag", "{seat}", seat=who))


def trick_words(plays: Sequence[Play], winner: str | None, leader: str | None,
                 jokers: str = "big/little") -> str:
    """A trick in words for screen readers: who led and played what, and who wins."""
    from whist_core.messages import seat as seat_word

    if not plays:
        return msg("no cards played")
    lead = leader or plays[0][0]
    out = ", ".join(
        msg("{seat} led {card}", seat=seat_word(seat, seat),
            card=words([Card.parse(c)], jokers)) if seat == lead else
        msg("{seat} played {card}", seat=seat_word(seat, seat),
            card=words([Card.parse(c)], jokers)) for seat, c in plays)
    return out + (msg("; {seat} wins", seat=seat_word(winner, winner)) if winner else "")


def hand_words(seat_name: str, hand: Hand, known: Iterable[Card] = (),
                jokers: str = "big/little") -> str:
    """A hand in words for screen readers (a count of hidden cards, and those known)."""
    if isinstance(hand, int):
        k = as_cards(known)[:hand]
        out = msg_n("{seat}: {n} hidden card", "{seat}: {n} hidden cards", hand,
                    seat=seat_name)
        return out + (msg(" (known: {cards})", cards=words(k)) if k else "")
    cs = as_cards(hand)
    return f"{seat_name}: {words(cs, jokers) if cs else msg('no cards')}"


def table_words(names: Mapping[str, str], hands: Mapping[str, Hand], trick: Sequence[Play], *,
                winner: str | None, dealer: str | None, to_act: str | None,
                kitty: Sequence[Card | str] | int | None, kitty_label: str, contract: object,
                books: Mapping[str, int] | None, title: str | None, jokers: str) -> str:
    """A Bid Whist table in words for screen readers (both layouts say the same)."""
    desc = [msg("Bid Whist table: {title}.", title=title) if title else
            msg("Bid Whist table.")]
    desc += [hand_words(names[s], hands[s], (), jokers) + "." for s in "NESW" if s in hands]
    desc.append(msg("Trick: {plays}.", plays=trick_words(trick, winner, None, jokers)))
    if dealer:
        desc.append(msg("Dealer: {seat}.", seat=names.get(dealer, dealer)))
    if to_act:
        desc.append(msg("To play: {seat}.", seat=names.get(to_act, to_act)))
    if kitty is not None:
        desc.append(msg("{label}: {n} face-down cards.", label=say(kitty_label), n=kitty)
                    if isinstance(kitty, int) else
                    f"{say(kitty_label)}: {words(as_cards(kitty), jokers)}.")
    if contract is not None:
        desc.append(msg("Contract: {contract}.", contract=contract))
    if books is not None:
        desc.append(msg("Books: {books}.",
                        books=", ".join(f"{pair_word(k)} {v}" for k, v in books.items())))
    return " ".join(desc)


def german_words(hands: Mapping[str, Hand], known: Mapping[str, Sequence[Card]], *,
                 stock_count: int, stock_label: str, prize: Card | None, trump: Suit | None,
                 stage: int, counted: Mapping[str, int] | None, trick: Sequence[Play],
                 winner: str | None, to_act: str | None, title: str | None) -> str:
    """A German Whist table in words for screen readers (``counted``: the counted
    tricks, when the layout shows them)."""
    desc = [msg("German Whist table: {title}.", title=title) if title else
            msg("German Whist table.")]
    desc += [hand_words(seat_label(s), hands.get(s, 0), known.get(s, ())) + "."
             for s in ("B", "A")]
    desc.append(msg("{label}: {n} cards, prize {card} face up.", label=say(stock_label),
                    n=stock_count, card=prize.pretty) if prize else
                msg("{label}: {n} cards.", label=say(stock_label), n=stock_count))
    desc.append(msg("Trump: {suit}.", suit=said(suit_word(trump))) if trump else
                msg("Trump not shown."))
    desc.append(msg("Stage {stage}.", stage=stage))
    if counted:
        desc.append(msg("Counted tricks: {counts}.",
                        counts=", ".join(f"{k} {v}" for k, v in counted.items())))
    desc.append(msg("Trick: {plays}.", plays=trick_words(trick, winner, None)))
    if to_act:
        desc.append(msg("To play: {seat}.", seat=seat_label(to_act)))
    return " ".join(desc)
