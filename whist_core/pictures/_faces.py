"""Card faces and backs as cached SVG fragments, and the one-card pictures."""

from __future__ import annotations

from functools import cache

from whist_core.cards import BIG, RANK_NAMES, Card
from whist_core.messages import card_name, msg, msg_p
from whist_core.pictures._base import (
    BACK,
    CH,
    CW,
    FOUR_COLOUR,
    INK,
    MARK,
    PAPER,
    RED,
    TWO_COLOUR,
    num,
    root,
    star,
    suit_path,
    text,
    text_width,
    wrap,
)

_OUTLINE = (f'<rect x="1" y="1" width="{CW - 2}" height="{CH - 2}" rx="8" fill="{PAPER}" '
            f'stroke="{INK}" stroke-width="2"/>')
#: Drawn over a selected / winning card: a black band with a bright band inside it.
SELECT_RING = (f'<rect x="-4" y="-4" width="{CW + 8}" height="{CH + 8}" rx="11" fill="none" '
               f'stroke="{INK}" stroke-width="11"/>'
               f'<rect x="-4" y="-4" width="{CW + 8}" height="{CH + 8}" rx="11" fill="none" '
               f'stroke="{MARK}" stroke-width="6"/>')
_DIM = (f'<rect x="0" y="0" width="{CW}" height="{CH}" rx="8" fill="#d9d9d9" '
        'fill-opacity="0.62"/>')


def _index(card: Card, colour: str) -> str:
    """Rank and small suit in the top-left corner (readable in an overlapped hand)."""
    rank = RANK_NAMES[card.rank]
    assert card.suit is not None
    if len(rank) == 2:  # "10" squeezed to the width of one wide letter
        rank_svg = text(4, 34, rank, size=34, fill=colour,
                        extra=' textLength="32" lengthAdjust="spacingAndGlyphs"')
    else:
        rank_svg = text(7, 34, rank, size=34, fill=colour)
    return rank_svg + suit_path(card.suit, 7, 40, 28, colour)


def _suit_face(card: Card, four: bool) -> str:
    """Index top left; a large suit symbol (aces larger) or a framed court letter.

    Cards on a screen are never upside down, so there is no rotated second index:
    the space goes to a symbol large enough to read on a phone.
    """
    assert card.suit is not None
    colour = (FOUR_COLOUR if four else TWO_COLOUR)[card.suit]
    parts = [_index(card, colour)]
    if card.rank == 14:
        parts.append(suit_path(card.suit, 32, 66, 62, colour))
    elif card.rank >= 11:
        parts.append(f'<rect x="44" y="10" width="48" height="120" rx="5" fill="none" '
                     f'stroke="{colour}" stroke-width="2.5"/>')
        parts.append(text(68, 68, RANK_NAMES[card.rank], size=40, fill=colour,
                          anchor="middle"))
        parts.append(suit_path(card.suit, 52, 80, 32, colour))
    else:
        parts.append(suit_path(card.suit, 40, 76, 50, colour))
    return "".join(parts)


def _joker_words(names: str) -> tuple[str, str]:
    """The one word on the big and on the little joker's face, in the learner's language."""
    if names == "red/black":
        return msg_p("joker face", "RED"), msg_p("joker face", "black")
    return msg_p("joker face", "BIG"), msg_p("joker face", "little")


#: The length (units) the word down a joker's edge may take; a longer one is squeezed.
_JOKER_WORD_ROOM = 88


def _fit(word: str, size: float, bold: bool) -> str:
    if text_width(word, size, bold) <= _JOKER_WORD_ROOM:
        return ""
    return f' textLength="{_JOKER_WORD_ROOM}" lengthAdjust="spacingAndGlyphs"'


def _joker_face(card: Card, names: str = "big/little", words: tuple[str, str] = ("", "")
                ) -> str:
    """Big (or red) joker: a red frame, filled red stars, its name in bold capitals.

    Little (or black) joker: no frame, hollow black stars, its name in lower case.
    Frame, stars and lettering differ, so colour is never needed to tell them apart.
    The one word runs down the left edge, where an overlapped card still shows it, at
    29-30 units: 12 px or more even in a 13-card hand on a 390-px phone (0.43 px a unit).
    """
    big_word, little_word = words if all(words) else _joker_words(names)
    if card.rank == BIG:
        return "".join((
            f'<rect x="4.5" y="4.5" width="{CW - 9}" height="{CH - 9}" rx="6" fill="none" '
            f'stroke="{RED}" stroke-width="3"/>',
            star(22, 22, 15, fill=RED), star(64, 86, 30, fill=RED),
            text(12, 44, big_word, size=30, fill=RED,
                 extra=' transform="rotate(90 12 44)"' + _fit(big_word, 30, True)),
        ))
    return "".join((
        star(22, 22, 13, fill="none", stroke=INK, stroke_width=3),
        star(64, 86, 26, fill="none", stroke=INK, stroke_width=3.5),
        text(12, 42, little_word, size=29, fill=INK, bold=False,
             extra=' transform="rotate(90 12 42)"' + _fit(little_word, 29, False)),
    ))


def face(card: Card, four: bool = False, selected: bool = False, dimmed: bool = False,
         names: str = "big/little") -> str:
    """A card face drawn at the origin, ``CW`` x ``CH`` units (cached fragment).

    ``names`` names the jokers (``"big/little"`` or ``"red/black"``, V-RED-BLACK); a
    joker's word is in the learner's language (the cache knows which)."""
    return _face(card, four, selected, dimmed, names,
                 _joker_words(names) if card.is_joker else ("", ""))


@cache
def _face(card: Card, four: bool, selected: bool, dimmed: bool, names: str,
          words: tuple[str, str]) -> str:
    body = _joker_face(card, names, words) if card.is_joker else _suit_face(card, four)
    return "".join((
        f'<g class="whist-card" data-card="{card.code}">', _OUTLINE, body,
        _DIM if dimmed else "", SELECT_RING if selected else "", "</g>",
    ))


def _lattice() -> str:
    d = []
    for k in range(-120, 121, 16):
        d.append(f"M{k + 10} 10L{k + 130} 130")
        d.append(f"M{k + 10} 130L{k + 130} 10")
    return "".join(d)


@cache
def back(selected: bool = False) -> str:
    """A card back drawn at the origin (cached fragment); shows nothing of the card."""
    return "".join((
        '<g class="whist-card-back">',
        f'<rect x="1" y="1" width="{CW - 2}" height="{CH - 2}" rx="8" fill="{PAPER}" '
        f'stroke="{INK}" stroke-width="2"/>',
        f'<svg x="8" y="8" width="{CW - 16}" height="{CH - 16}" viewBox="8 8 {CW - 16} '
        f'{CH - 16}"><rect x="8" y="8" width="{CW - 16}" height="{CH - 16}" rx="4" '
        f'fill="{BACK}"/><path d="{_lattice()}" stroke="#ffffff" stroke-opacity="0.35" '
        'stroke-width="2.5" fill="none"/></svg>',
        f'<rect x="8" y="8" width="{CW - 16}" height="{CH - 16}" rx="4" fill="none" '
        f'stroke="{BACK}" stroke-width="2"/>',
        SELECT_RING if selected else "", "</g>",
    ))


def place(fragment: str, x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    """A fragment moved so its top-left corner is at (x, y), scaled and turned about it."""
    rot = f" rotate({num(rotate)})" if rotate else ""
    sc = f" scale({scale:.4g})" if scale != 1 else ""
    return f'<g transform="translate({num(x)} {num(y)}){rot}{sc}">{fragment}</g>'


def card_svg(card: Card, *, width: float = 100, four_colour: bool = False,
             selected: bool = False, dimmed: bool = False, label: str | None = None) -> str:
    """One card face, ``width`` px wide; ``label`` is a caption under the card."""
    card = Card.parse(card)
    pad = 8
    # the caption goes on as many lines as it needs to stay as wide as the card
    lines = wrap(label, CW + 2 * pad, 22) if label else []
    h = CH + 2 * pad + (34 + 26 * (len(lines) - 1) if lines else 0)
    body = place(face(card, four_colour, selected, dimmed), pad, pad)
    for i, line in enumerate(lines):
        body += text(CW / 2 + pad, CH + 2 * pad + 24 + 26 * i, line, size=22, anchor="middle")
    words = f"{card.pretty} ({card_name(card)})" if not card.is_joker else card_name(card)
    extra = []
    if selected:
        extra.append(msg_p("card", "selected"))
    if dimmed:
        extra.append(msg_p("card", "dimmed"))
    if label:
        extra.append(f"“{label}”")
    if extra:
        words += ", " + ", ".join(extra)
    w = CW + 2 * pad
    return root(w, h, body, label=words, px_width=width * w / CW, kind="card")


def back_svg(*, width: float = 100) -> str:
    """A card back, ``width`` px wide."""
    pad = 8
    w, h = CW + 2 * pad, CH + 2 * pad
    return root(w, h, place(back(), pad, pad), label=msg("a face-down card"),
                px_width=width * w / CW, kind="card-back")

