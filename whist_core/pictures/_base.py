"""Shared SVG primitives: colours, numbers, text, suit shapes and the root element.

Everything is plain strings. Coordinates are in "units": a card is 100 x 140.
No element ids are used, so any number of pictures can share a page.
"""

from __future__ import annotations

from functools import lru_cache

from whist_core.cards import Suit

FONT = "Arial, Helvetica, 'Liberation Sans', 'DejaVu Sans', sans-serif"

CW, CH = 100, 140  # card size in units

INK = "#111111"
RED = "#c8102e"
BLUE = "#0b4fb3"
GREEN = "#11772d"
PAPER = "#ffffff"
FELT = "#256443"
FELT_EDGE = "#174a30"
ON_FELT = "#ffffff"
MARK = "#ffc400"  # highlight fill (always drawn with a black edge too)
BACK = "#1c3d8c"

TWO_COLOUR = {Suit.SPADES: INK, Suit.HEARTS: RED, Suit.DIAMONDS: RED, Suit.CLUBS: INK}
FOUR_COLOUR = {Suit.SPADES: INK, Suit.HEARTS: RED, Suit.DIAMONDS: BLUE, Suit.CLUBS: GREEN}

# Suit shapes in a 100 x 100 box; every sub-path winds the same way (nonzero fill).
SUIT_D = {
    Suit.HEARTS: "M50 94C38 81 3 60 3 32C3 14 16 4 29 4C39 4 47 10 50 19"
                 "C53 10 61 4 71 4C84 4 97 14 97 32C97 60 62 81 50 94Z",
    Suit.SPADES: "M50 3C40 22 3 40 3 62C3 76 14 85 27 85C36 85 42 81 46 75"
                 "C45 85 40 92 31 97L69 97C60 92 55 85 54 75C58 81 64 85 73 85"
                 "C86 85 97 76 97 62C97 40 60 22 50 3Z",
    Suit.DIAMONDS: "M50 2C61 20 73 35 90 50C73 65 61 80 50 98C39 80 27 65 10 50"
                   "C27 35 39 20 50 2Z",
    Suit.CLUBS: "M29 27a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z"
                "M5 61a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z"
                "M53 61a21 21 0 1 0 42 0a21 21 0 1 0-42 0Z"
                "M40 38L40 66L60 66L60 38Z"
                "M46 60C46 79 40 90 31 97L69 97C60 90 54 79 54 60Z",
}

SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West", "A": "Player A",
              "B": "Player B"}


def num(v: float) -> str:
    """A coordinate, rounded to 0.1 with no trailing zeros."""
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s


def esc(text: object) -> str:
    """Text escaped for XML content and attribute values."""
    return (str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


# Advance widths of Arial / Liberation Sans Bold in 1/1000 em (narrow and wide glyphs;
# anything else counts as 0.6 em). Regular text is a little narrower.
_NARROW = dict.fromkeys(" ,.:;'!|·", 278) | dict.fromkeys("fjt", 333) | {"i": 278, "l": 278,
                                                                       "r": 389, "I": 278}
_WIDE = dict.fromkeys("mwMW", 900) | dict.fromkeys("ABCDGHKNOQRUVXY", 740) | {"▶": 900,
                                                                             "★": 900}

# Cyrillic (Russian pages): capitals as wide as the wide Latin ones, and the widest small
# letters (ж м ш щ ы ю); the rest count as 0.6 em like most Latin letters.
_CYRILLIC = (dict.fromkeys("АБВГДЕЁЗИЙКЛНОПРСТУФХЦЧЪЬЭЯ", 740)
             | dict.fromkeys("ЖМШЩЫЮжшщыю", 900) | {"м": 740})

_WIDTHS = _NARROW | _WIDE | _CYRILLIC


def text_width(text: str, size: float, bold: bool = True) -> float:
    """An estimate of the width of sans-serif text (used to size pills and wrap lines)."""
    get = _WIDTHS.get
    em = sum(get(ch, 600) for ch in text) / 1000
    return em * size * (1.0 if bold else 0.93)


def suit_path(suit: Suit, x: float, y: float, size: float, fill: str) -> str:
    """A suit shape with its top-left corner at (x, y), ``size`` units square."""
    return (f'<path transform="translate({num(x)} {num(y)}) scale({size / 100:.3g})" '
            f'fill="{fill}" d="{SUIT_D[suit]}"/>')


def text(x: float, y: float, content: str, *, size: float, fill: str = INK,
         bold: bool = True, anchor: str = "start", extra: str = "") -> str:
    """A ``<text>`` element (content escaped)."""
    weight = ' font-weight="bold"' if bold else ""
    anch = "" if anchor == "start" else f' text-anchor="{anchor}"'
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}"{weight}{anch} '
            f'fill="{fill}"{extra}>{esc(content)}</text>')


def pill(cx: float, cy: float, label: str, *, size: float = 18, fill: str = PAPER,
         ink: str = INK, edge: str = INK, edge_width: float = 2) -> tuple[str, float]:
    """A rounded label centred on (cx, cy); returns the SVG and its width."""
    w = text_width(label, size) + size * 1.2
    h = size * 1.55
    svg = (f'<rect x="{num(cx - w / 2)}" y="{num(cy - h / 2)}" width="{num(w)}" '
           f'height="{num(h)}" rx="{num(h / 2)}" fill="{fill}" stroke="{edge}" '
           f'stroke-width="{num(edge_width)}"/>'
           + text(cx, cy + size * 0.36, label, size=size, fill=ink, anchor="middle"))
    return svg, w


def tag(cx: float, cy: float, lines: list[str], *, size: float = 18, fill: str = PAPER,
        edge_width: float = 2) -> tuple[str, float, float]:
    """A rounded label of one or more lines centred on (cx, cy) (one line: :func:`pill`);
    returns the SVG, its width and its height."""
    if len(lines) == 1:
        svg, w = pill(cx, cy, lines[0], size=size, fill=fill, edge_width=edge_width)
        return svg, w, size * 1.55
    w = max(text_width(line, size) for line in lines) + size * 1.2
    h = size * 1.55 + size * 1.2 * (len(lines) - 1)
    top = cy - h / 2
    # one text of lines a line apart in ems, in a box rounded like a pill's (rx half its
    # height): presentation mode grows it about its centre as it grows a pill
    below = ' dy="1.2em"'
    spans = "".join(f'<tspan x="{num(cx)}"{below if i else ""}>{esc(line)}</tspan>'
                    for i, line in enumerate(lines))
    svg = (f'<rect x="{num(cx - w / 2)}" y="{num(top)}" width="{num(w)}" '
           f'height="{num(h)}" rx="{num(h / 2)}" fill="{fill}" stroke="{INK}" '
           f'stroke-width="{num(edge_width)}"/>'
           f'<text x="{num(cx)}" y="{num(top + size * 1.55 / 2 + size * 0.36)}" '
           f'font-size="{num(size)}" font-weight="bold" text-anchor="middle" '
           f'fill="{INK}">{spans}</text>')
    return svg, w, h


def tag_lines(label: str, room: float, size: float) -> list[str]:
    """``label`` on as few lines as keep its :func:`tag` at most ``room`` wide (a "·"
    between two parts is dropped where the line breaks; the parts a line each where each
    fits, so "★ wins" stays whole)."""
    if text_width(label, size) + size * 1.2 <= room:
        return [label]
    parts = label.split(" · ")
    if len(parts) == 2 and all(text_width(p, size) + size * 1.2 <= room for p in parts):
        return parts
    lines = wrap(label, room - size * 1.2, size)
    return [ln.removesuffix(" ·").removeprefix("· ") for ln in lines if ln != "·"]


def chip(cx: float, cy: float, letter: str, *, r: float = 15) -> str:
    """A round marker such as the dealer's "D" chip (white disc, black ring)."""
    return (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{PAPER}" '
            f'stroke="{INK}" stroke-width="3"/>'
            + text(cx, cy + r * 0.45, letter, size=r * 1.25, anchor="middle"))


def felt(w: float, h: float) -> str:
    """The green table cloth filling a ``w`` x ``h`` picture."""
    return (f'<rect x="1.5" y="1.5" width="{num(w - 3)}" height="{num(h - 3)}" rx="18" '
            f'fill="{FELT}" stroke="{FELT_EDGE}" stroke-width="3"/>')


def wrap(words: str, max_width: float, size: float) -> list[str]:
    """Greedy word wrap of bold text to lines at most ``max_width`` units wide."""
    lines: list[str] = []
    line = ""
    for word in words.split():
        if line and text_width(f"{line} {word}", size) > max_width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines


@lru_cache(maxsize=64)
def _star_d(cx: float, cy: float, r_out: float, r_in: float) -> str:
    import math

    pts = []
    for i in range(10):
        r = r_out if i % 2 == 0 else r_in
        a = math.pi * (i / 5 - 0.5)
        pts.append(f"{num(cx + r * math.cos(a))} {num(cy + r * math.sin(a))}")
    return "M" + "L".join(pts) + "Z"


def star(cx: float, cy: float, r: float, *, fill: str, stroke: str | None = None,
         stroke_width: float = 3) -> str:
    """A five-pointed star; ``fill="none"`` with a stroke gives a hollow star."""
    st = f' stroke="{stroke}" stroke-width="{num(stroke_width)}" stroke-linejoin="round"' \
        if stroke else ""
    return f'<path d="{_star_d(cx, cy, r, r * 0.42)}" fill="{fill}"{st}/>'


def root(w: float, h: float, body: str, *, label: str, px_width: float, kind: str,
         background: str = "") -> str:
    """The ``<svg>`` element: scalable viewBox, responsive size, accessible name."""
    pw = round(px_width)
    ph = round(px_width * h / w)
    lab = esc(label)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="whist-picture whist-{kind}" '
            f'viewBox="0 0 {num(w)} {num(h)}" width="{pw}" height="{ph}" '
            f'style="max-width:100%;height:auto" role="img" aria-label="{lab}" '
            f'font-family="{FONT}"><title>{lab}</title>{background}{body}</svg>')
