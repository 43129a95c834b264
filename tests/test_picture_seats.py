"""The engine's pictures name seats and pairs in the learner's language, and their tags fit.

On a Russian page a seat is Север, Восток, Юг or Запад and a pair Север–Юг (GLOSSARY_RU
row 14: the N/E/S/W letters are a record's codes, and «В» would read as a jack), in the
drawing and in its accessible name; German Whist's players stay A and B, as the house card
writes them. Russian words are longer, so the tags of a trick grow outwards and onto more
lines rather than over a card, another tag or the picture's edge (issue 24); the same
fitting keeps the English tags whole too (issue 22).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator

import pytest

from whist_core import pictures, records
from whist_core.family.systems.house import deal
from whist_core.pictures import family, german_whist, trick_svg
from whist_core.pictures._base import CH, CW, MARK, PAPER
from widgets import i18n

NS = "{http://www.w3.org/2000/svg}"
RECORDS = "notebooks/records"
_MOVE = re.compile(r"translate\(([-\d.]+) ([-\d.]+)\)(?: scale\(([-\d.e]+)\))?$")
#: A seat's letter standing alone as a word (a card such as 10♥ or A♠ is not one).
_SEAT_LETTER = re.compile(r"(?<![\w♠♥♦♣-])[NESW](?![\w♠♥♦♣-])")


@pytest.fixture
def russian() -> Iterator[None]:
    with i18n.language("ru"), i18n.strict():
        yield


def _said(svg: str) -> list[str]:
    """The words of a picture: its text elements and its accessible name."""
    root = ET.fromstring(svg)
    return [" ".join(t.itertext()) for t in root.iter(f"{NS}text")] + [root.get("aria-label")]


def _boxes(svg: str) -> tuple[list[tuple], list[tuple], tuple]:
    """The cards (placed fragments and empty places), the tags (pills and chips) of a
    picture, as (x0, y0, x1, y1), and its viewBox."""
    root = ET.fromstring(svg)
    cards, tags = [], []
    for el in root:
        if el.tag == f"{NS}g":
            m = _MOVE.match(el.get("transform", ""))
            inner = el.find(f"{NS}g")
            if m and inner is not None and inner.get("class", "").startswith("whist-card"):
                x, y, s = float(m[1]), float(m[2]), float(m[3] or 1)
                cards.append((x, y, x + CW * s, y + CH * s))
        elif el.tag == f"{NS}rect":
            x, y = float(el.get("x")), float(el.get("y"))
            box = (x, y, x + float(el.get("width")), y + float(el.get("height")))
            if el.get("stroke-dasharray"):
                cards.append(box)
            elif el.get("fill") in (PAPER, MARK) and el.get("stroke") == "#111111":
                tags.append(box)
        elif el.tag == f"{NS}circle":
            cx, cy, r = (float(el.get(k)) for k in ("cx", "cy", "r"))
            tags.append((cx - r, cy - r, cx + r, cy + r))
    view = tuple(float(v) for v in root.get("viewBox").split())
    return cards, tags, view


def _overlap(a: tuple, b: tuple) -> float:
    """How far two boxes overlap: the lesser of the two overlaps (edges that touch, their
    strokes meeting, overlap by up to 1.5 units)."""
    return max(0.0, min(min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])))


def _clashes(svg: str) -> list[str]:
    """Tags that overlap a card or another tag, or stand out of the picture."""
    cards, tags, (vx, vy, vw, vh) = _boxes(svg)
    found = []
    for i, t in enumerate(tags):
        if t[0] < vx - 0.5 or t[1] < vy - 0.5 or t[2] > vx + vw + 0.5 or t[3] > vy + vh + 0.5:
            found.append(f"tag {t} out of the picture {vw}x{vh}")
        found += [f"tag {t} over card {c}" for c in cards if _overlap(t, c) > 1.5]
        found += [f"tag {t} over tag {u}" for u in tags[i + 1:] if _overlap(t, u) > 1.5]
    return found


def _house_pictures() -> Iterator[tuple[str, str]]:
    """Every state of two house hands as the wide and the phone table, face up and as South
    sees it."""
    for name in ("joker_wins_trump_lead.json", "bw_9_3_five_bid_overtricks.json"):
        for k, state in enumerate(records.replay(f"{RECORDS}/{name}")):
            for compact in (False, True):
                for show in (None, "S"):
                    opts = {} if show is None else {"show": show}
                    yield (f"{name}#{k} compact={compact} show={show}",
                           pictures.draw(state, compact=compact, **opts))


def _laying_away() -> Iterator[tuple[str, str]]:
    """South, East and West laying away (the kitty's cards raised in the declarer's hand),
    West the dealer: wide and on a phone, face up and as the declarer sees it."""
    for name in ("boston.json", "bw_9_4_four_nt_eight.json", "dealer_forced_to_bid.json"):
        for k, state in enumerate(records.replay(f"{RECORDS}/{name}")):
            if state.phase.value != "discard":
                continue
            for compact in (False, True):
                yield f"{name}#{k} compact={compact}", pictures.draw(state, compact=compact)
                yield (f"{name}#{k} compact={compact} show={state.to_act}",
                       pictures.draw(state, compact=compact, show=state.to_act))


def _family_pictures() -> Iterator[tuple[str, str]]:
    """Every state of a Cutthroat and a Boston hand, wide and on a phone."""
    for name in ("sys_cutthroat_1_every_player_scores.json", "sys_boston_1_trump_by_lead.json"):
        for k, state in enumerate(records.replay(f"{RECORDS}/{name}")):
            for compact in (False, True):
                yield f"{name}#{k} compact={compact}", pictures.draw(state, compact=compact)


def _german_pictures() -> Iterator[tuple[str, str]]:
    """Every state of the German worked example, wide and on a phone."""
    for k, state in enumerate(records.replay(f"{RECORDS}/gw_8_worked_example.json")):
        for compact in (False, True):
            yield f"german#{k} compact={compact}", german_whist.table(state, compact=compact)


def _tricks() -> Iterator[tuple[str, str]]:
    """A trick led from each seat and won by each."""
    plays = [("W", "5S"), ("N", "KS"), ("E", "QS"), ("S", "3D")]
    for first in range(4):
        order = plays[first:] + plays[:first]
        for winner in "NESW":
            yield f"trick {first}/{winner}", trick_svg(order, winner=winner)


def test_a_russian_trick_names_its_seats_in_words(russian) -> None:
    svg = trick_svg([("W", "5S"), ("N", "KS"), ("E", "QS"), ("S", "3D")], winner="E")
    words = " ".join(_said(svg))
    assert not _SEAT_LETTER.findall(words), words
    assert "Запад заходит" in words and "Восток ★ берёт" in words
    assert "Север" in words and "Юг" in words


def test_an_english_trick_keeps_its_seat_letters() -> None:
    svg = trick_svg([("W", "5S"), ("N", "KS"), ("E", "QS"), ("S", "3D")], winner="E")
    tags = [t for t in _said(svg)[:-1] if not re.search(r"[♠♥♦♣]|^\d", t)]
    assert "W led" in tags and "E ★ wins" in tags and "N" in tags and "S" in tags


def test_a_lone_tricks_long_tag_breaks_at_its_dot() -> None:
    """West's "W led · ★ wins" is wider than the room beside a lone trick: it goes on two
    lines, "★ wins" whole on the second (issue 22; it ran off the picture's left edge)."""
    svg = trick_svg([("W", "5S"), ("N", "KS"), ("E", "QS"), ("S", "3D")], winner="W")
    lines = [[s.text for s in t.iter(f"{NS}tspan")] for t in ET.fromstring(svg).iter(f"{NS}text")]
    assert ["W led", "★ wins"] in lines


@pytest.mark.parametrize("source", [_house_pictures, _family_pictures, _german_pictures,
                                    _tricks])
def test_russian_pictures_name_no_seat_by_its_letter(source, russian) -> None:
    for where, svg in source():
        words = " ".join(_said(svg))
        assert not _SEAT_LETTER.findall(words), f"{where}: {words}"
        assert not re.search(r"\b(?:NS|EW|N–S|E–W)\b", words), f"{where}: {words}"


def test_the_books_box_names_the_pairs_in_russian(russian) -> None:
    svg = pictures.table_svg(hands={s: 12 for s in "NESW"}, books={"NS": 3, "EW": 10},
                             contract="Север 4 uptown")
    words = " ".join(_said(svg))
    assert "Север–Юг 3" in words and "Восток–Запад 10" in words


def test_the_deal_bar_marks_seats_with_arrows_in_russian(russian) -> None:
    svg = family.deal_bar(deal(7), 53, (), compact=True)
    words = " ".join(_said(svg))
    assert not _SEAT_LETTER.findall(words) and "K" not in words, words
    assert {"↑", "→", "↓", "←", "П"} <= set(words)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("source", [_house_pictures, _laying_away, _family_pictures,
                                    _german_pictures, _tricks])
def test_no_tag_covers_a_card_another_tag_or_the_edge(source, language) -> None:
    """In either language (issue 22: a learner sees every label whole): no trick tag,
    seat name or dealer's chip over a card (a raised one too), another of them or the
    picture's edge."""
    with i18n.language(language), i18n.strict():
        found = [f"{where}: {c}" for where, svg in source() for c in _clashes(svg)]
    assert not found, "\n".join(found[:20])
