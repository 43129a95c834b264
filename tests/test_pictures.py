"""The SVG pictures: well-formed, accessible, and saying what the cards are."""

from __future__ import annotations

import itertools
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import bw_model as bwm
import gw_model as gwm
import pytest

from whist_core import records
from whist_core.cards import BIG_JOKER, LITTLE_JOKER, RANK_NAMES, Card, Suit, cards, deck
from whist_core.family.systems.house import new_hand
from whist_core.pictures import (
    back_svg,
    card_svg,
    german_table_svg,
    hand_svg,
    ladder_svg,
    table_svg,
    trick_svg,
)

NS = "{http://www.w3.org/2000/svg}"
HAND12 = cards("BJ AS KS 9S AH QH 10H 3H KC 10C 7D 2D")
_TRANSLATE = re.compile(r"translate\(([-\d.]+) ([-\d.]+)\)")


def parse(svg: str) -> ET.Element:
    """Parse and check what every picture must have."""
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    assert root.get("role") == "img"
    assert root.get("aria-label")
    assert root.find(f"{NS}title").text == root.get("aria-label")
    assert len(root.get("viewBox").split()) == 4
    assert float(root.get("width")) > 0 and float(root.get("height")) > 0
    assert "max-width:100%" in root.get("style")
    assert " id=" not in svg  # nothing to clash between two pictures on a page
    assert "http://" not in svg.replace('xmlns="http://www.w3.org/2000/svg"', "")
    return root


def texts(root: ET.Element) -> list[str]:
    """The visible text of the picture, one entry per <text> element."""
    return ["".join(t.itertext()) for t in root.iter(f"{NS}text")]


def card_codes(root: ET.Element) -> list[str]:
    return [g.get("data-card") for g in root.iter(f"{NS}g") if g.get("data-card")]


def positions(root: ET.Element) -> dict[str, tuple[float, float]]:
    """Card code -> (x, y) of the group that places it."""
    out = {}
    for g in root.iter(f"{NS}g"):
        child = g.find(f"{NS}g")
        m = _TRANSLATE.match(g.get("transform") or "")
        if m and child is not None and child.get("data-card"):
            out[child.get("data-card")] = (float(m[1]), float(m[2]))
    return out


def fills(root: ET.Element) -> set[str]:
    return {p.get("fill") for p in root.iter(f"{NS}path")} - {None, "none"}


@pytest.mark.parametrize("c", deck(2), ids=lambda c: c.code)
def test_every_card_face_parses_and_names_itself(c: Card) -> None:
    root = parse(card_svg(c))
    assert card_codes(root) == [c.code]
    label = root.get("aria-label")
    if c.is_joker:
        assert c.name in label
    else:
        assert RANK_NAMES[c.rank] in texts(root)
        assert c.pretty in label  # rank and suit symbol in words
        assert c.suit.symbol in label
    shown = parse(c._repr_svg_())  # what a notebook displays for a card object
    assert card_codes(shown) == [c.code]
    assert (c.name if c.is_joker else c.pretty) in shown.get("aria-label")


def test_jokers_are_told_apart_by_lettering_not_colour() -> None:
    big, little = parse(card_svg(BIG_JOKER)), parse(card_svg(LITTLE_JOKER))
    big_text, little_text = " ".join(texts(big)), " ".join(texts(little))
    assert "BIG" in big_text and "little" not in big_text
    assert "little" in little_text and "BIG" not in little_text
    assert "big joker" in big.get("aria-label")
    assert "little joker" in little.get("aria-label")
    # Shapes differ too: the big joker's stars are filled, the little joker's hollow.
    assert any(p.get("fill") not in (None, "none") for p in big.iter(f"{NS}path"))
    assert all(p.get("fill") == "none" for p in little.iter(f"{NS}path"))


def test_four_colour_changes_diamonds_and_clubs_only() -> None:
    for code, changes in (("QD", True), ("7C", True), ("AS", False), ("10H", False)):
        two = fills(parse(card_svg(Card.parse(code))))
        four = fills(parse(card_svg(Card.parse(code), four_colour=True)))
        assert (two != four) is changes, code
    assert fills(parse(card_svg(Card.parse("5D"), four_colour=True))) != fills(
        parse(card_svg(Card.parse("5C"), four_colour=True)))


def test_suits_have_distinct_shapes() -> None:
    shapes = {s: {p.get("d") for p in parse(card_svg(Card.parse("5" + s.value))).iter(
        f"{NS}path")} for s in Suit}
    assert len({frozenset(v) for v in shapes.values()}) == 4


def test_card_options() -> None:
    plain = card_svg(Card.parse("KC"))
    assert card_svg(Card.parse("KC"), selected=True) != plain
    assert card_svg(Card.parse("KC"), dimmed=True) != plain
    root = parse(card_svg(Card.parse("KC"), label="led <first> & won", width=200))
    assert " ".join(texts(root)[2:]) == "led <first> & won"   # escaped, on two lines
    assert float(root.get("width")) > 200
    assert card_codes(parse(back_svg())) == []


def test_hand_shows_every_card_in_the_given_order() -> None:
    for layout in ("row", "fan"):
        root = parse(hand_svg(HAND12, layout=layout, label="North's hand"))
        assert card_codes(root) == [c.code for c in HAND12]
        shown = texts(root)
        for c in HAND12:
            if not c.is_joker:
                assert RANK_NAMES[c.rank] in shown
        label = root.get("aria-label")
        assert label.startswith("North's hand: ")
        assert " ".join(c.pretty for c in HAND12) in label
    xs = [x for x, _ in positions(parse(hand_svg(HAND12))).values()]
    assert xs == sorted(xs)


def test_long_row_fits_700px() -> None:
    eighteen = cards("BJ LJ AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AH KH QH")
    root = parse(hand_svg(eighteen))
    assert float(root.get("width")) <= 700
    xs = sorted(x for x, _ in positions(root).values())
    steps = [b - a for a, b in itertools.pairwise(xs)]
    assert min(steps) >= 30  # every corner index stays visible


def test_highlight_and_dim_in_a_hand() -> None:
    root = parse(hand_svg(HAND12, highlight=cards("AH"), dim=cards("2D")))
    pos = positions(root)
    assert pos["AH"][1] < pos["AS"][1]  # raised
    assert "highlighted: A♥" in root.get("aria-label")
    assert "dimmed: 2♦" in root.get("aria-label")
    with pytest.raises(ValueError):
        hand_svg(HAND12, layout="pile")


def test_hidden_hands_show_no_cards() -> None:
    svg = hand_svg(HAND12, face_down=True, label="East")
    root = parse(svg)
    assert card_codes(root) == []
    for c in HAND12:
        assert c.code not in texts(root) and c.pretty not in svg
    assert "12 face-down cards" in root.get("aria-label")
    table = table_svg(hands={"N": 12, "E": 12, "S": 12, "W": 11}, kitty=6)
    troot = parse(table)
    assert card_codes(troot) == []
    assert "East: 12 hidden cards" in troot.get("aria-label")


def test_trick_places_cards_by_compass_and_marks_the_winner() -> None:
    plays = [("W", "3H"), ("N", "AH"), ("E", "KH"), ("S", "2H")]  # BW-9.1 in pictures
    root = parse(trick_svg(plays, winner="N"))
    pos = positions(root)
    assert pos["AH"][1] < pos["3H"][1] < pos["2H"][1]  # N above W/E above S
    assert pos["3H"][0] < pos["AH"][0] < pos["KH"][0]  # W left of N left of E
    shown = texts(root)
    assert "N ★ wins" in shown and "W led" in shown
    assert sum("wins" in t for t in shown) == 1
    assert root.get("aria-label") == (
        "Trick: W led 3♥, N played A♥, E played K♥, S played 2♥; N wins")
    assert not any("wins" in t for t in texts(parse(trick_svg(plays[:2]))))
    with pytest.raises(ValueError):
        trick_svg([("X", "AS")])


def test_two_player_trick_has_a_at_the_bottom() -> None:
    for seats in (("A", "B"), ("N", "E", "S", "W")):  # A/B detected from the plays
        root = parse(trick_svg([("A", "JS"), ("B", "AS")], seats=seats, winner="B"))
        pos = positions(root)
        assert pos["AS"][1] < pos["JS"][1]
        assert "B ★ wins" in texts(root)


def test_table_has_four_seats_and_the_state() -> None:
    hands = {"N": HAND12, "E": 12, "S": cards("QS 8S 2S KH 9H 6H AC QC 9C 4C AD KD"),
             "W": 12}
    svg = table_svg(hands=hands, trick=[("N", "KS"), ("E", "5S")], dealer="W", to_act="S",
                    kitty=6, contract="E: 4 no trump, downtown", books={"NS": 2, "EW": 3},
                    title="Hand 1", labels={"S": "South (you)"}, winner="N")
    root = parse(svg)
    shown = " ".join(texts(root))
    for name in ("North", "East", "South (you)", "West", "Hand 1", "Contract", "Books",
                 "NS 2", "EW 3", "D", "to play", "Kitty", "downtown", "N led · ★ wins"):
        assert name in shown, name
    codes = card_codes(root)
    assert sorted(codes) == sorted([c.code for c in HAND12] + [c.code for c in hands["S"]]
                                   + ["KS", "5S"])
    pos = positions(root)
    assert pos["AS"][1] < pos["KS"][1] < pos["QS"][1]  # N hand, trick, S hand
    label = root.get("aria-label")
    for part in ("North: ", "East: 12 hidden cards", "Dealer: West", "To play: South (you)",
                 "Kitty: 6 face-down cards", "Contract: E: 4 no trump, downtown"):
        assert part in label


def test_table_with_open_kitty_and_a_long_hand() -> None:
    d = deck(2)
    hands = {"N": list(d[:18]), "E": list(d[18:30]), "S": list(d[30:42]),
             "W": list(d[42:48])}
    root = parse(table_svg(hands=hands, kitty=list(d[48:54]), four_colour=True,
                           highlight=d[:2]))
    assert sorted(card_codes(root)) == sorted(c.code for c in d)


def test_german_table() -> None:
    a_hand = cards("QS 8S 2S KH 9H 6H AC QC 9C 4C AD KD 7D")
    svg = german_table_svg(hands={"A": a_hand, "B": 13}, stock_count=24, prize="KH",
                           trump="hearts", trick=[("A", "JS"), ("B", "AS")], winner="B",
                           to_act="B", known={"B": cards("QD")}, stage=1, title="GW")
    root = parse(svg)
    shown = " ".join(texts(root))
    for part in ("Player A", "Player B", "Stock · 24 cards", "hearts", "Stage 1 of 2",
                 "B ★ wins", "1 known", "prize"):
        assert part in shown, part
    codes = card_codes(root)
    assert sorted(codes) == sorted([c.code for c in a_hand] + ["KH", "QD", "JS", "AS"])
    pos = positions(root)
    assert pos["AS"][1] < pos["JS"][1]
    stage2 = parse(german_table_svg(hands={"A": 5, "B": 5}, stock_count=0, trump=Suit.CLUBS,
                                    stage=2, counted={"A": 5, "B": 3}))
    assert card_codes(stage2) == []
    assert "A 5  ·  B 3" in texts(stage2)


def test_ladder() -> None:
    order = cards("BJ LJ AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S")
    root = parse(ladder_svg(order, title="Uptown, spades trump",
                            marks={"BJ": "big joker", "AS": "ace"}))
    shown = texts(root)
    assert "high" in shown and "low" in shown and "big joker" in shown
    assert card_codes(root) == [c.code for c in order]
    xs = [x for x, _ in positions(root).values()]
    assert xs == sorted(xs)
    assert "high to low: big joker little joker A♠" in root.get("aria-label")
    parse(ladder_svg(cards("AH"), marks=cards("AH")))


def test_ladder_on_a_phone_reads_in_rows_with_no_text_under_12_px() -> None:
    order = cards("BJ LJ AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S")
    wide = parse(ladder_svg(order, title="Uptown, spades trump", marks={"BJ": "big joker"}))
    root = parse(ladder_svg(order, title="Uptown, spades trump", marks={"BJ": "big joker"},
                            compact=True))
    assert card_codes(root) == [c.code for c in order]
    at = positions(root)
    rows = sorted({y for _, y in at.values()})
    assert len(rows) == 3                       # 15 cards: three rows of five
    reading = sorted(at, key=lambda code: (at[code][1], at[code][0]))
    assert reading == [c.code for c in order]   # high to low, row by row
    screen = 358                                # a 390-px phone less the page's margins
    for picture, smallest in ((root, 12), (wide, 0)):
        view_w = float(picture.get("viewBox").split()[2])
        sizes = [float(t.get("font-size")) for t in picture.iter(f"{NS}text")]
        assert min(sizes) * min(1, screen / view_w) >= smallest
    assert min(float(t.get("font-size")) for t in wide.iter(f"{NS}text")) * (
        screen / float(wide.get("viewBox").split()[2])) < 12   # why the phone needs its own


# ------------------------------------------------------------------ pictures of real states
RECORDS = Path(__file__).resolve().parent.parent / "notebooks" / "records"


def _bid_whist_records() -> list[dict]:
    out = []
    for path in sorted(RECORDS.glob("*.json")):
        rec = records.load(path)
        rules = rec.get("rules") or {}
        if rec["game"] == "bid-whist" and rules.get("nt_jokers") != "kitty" and rec.get("play"):
            out.append(rec)
    return out


def _held(rec: dict, plays: int) -> tuple[dict[str, set[str]], list[str]]:
    """By the model: what each seat holds after ``plays`` cards, and the trick so far."""
    declarer, *_ = bwm.contract_of(rec)
    held = {s: set(rec["hands"][s]) for s in bwm.SEATS}
    held[declarer] |= set(rec["kitty"])
    held[declarer] -= set(rec["discard"])
    played = rec["play"][:plays]
    for c in played:
        for s in bwm.SEATS:
            held[s].discard(c)
    return held, played[len(played) - len(played) % 4:]


@pytest.mark.rule("BW-9.7")
def test_a_state_picture_draws_every_held_card_and_nothing_laid_away() -> None:
    rng = random.Random(3)
    for rec in _bid_whist_records():
        for k in sorted({0, 5, rng.randrange(1, len(rec["play"]) + 1), len(rec["play"])}):
            cut = dict(rec, play=rec["play"][:k])
            cut.pop("renege_claims", None)
            state = records.replay(cut)[-1]
            held, trick = _held(rec, k)
            drawn = card_codes(parse(state._repr_svg_()))
            everyone = set().union(*held.values())
            assert everyone <= set(drawn), rec.get("title")
            assert set(trick) <= set(drawn)
            extra = set(drawn) - everyone - set(trick)
            last = set(rec["play"][max(0, k - 4):k]) if k % 4 == 0 else set()
            assert extra <= last, (rec.get("title"), k, extra)  # at most the trick just won
            assert not (set(drawn) & set(rec["discard"]) - set(rec["play"][:k]))
            assert len(drawn) == len(set(drawn))


@pytest.mark.rule("BW-9.7")
def test_a_seat_view_picture_never_draws_another_seats_cards() -> None:
    for rec in _bid_whist_records():
        for k in (0, 13, len(rec["play"]) - 3):
            cut = dict(rec, play=rec["play"][:k])
            cut.pop("renege_claims", None)
            state = records.replay(cut)[-1]
            held, trick = _held(rec, k)
            for seat in bwm.SEATS:
                root = parse(state.view(seat)._repr_svg_())
                drawn = set(card_codes(root))
                assert held[seat] <= drawn
                for other in bwm.SEATS:
                    if other != seat:
                        assert not drawn & held[other], (seat, other, drawn & held[other])
                        n = len(held[other])
                        names = {"N": "North", "E": "East", "S": "South", "W": "West"}
                        assert f"{names[other]}: {n} hidden card" in root.get("aria-label")
                assert set(trick) <= drawn
                assert not drawn & set(rec["kitty"]) - held[seat] - set(rec["play"][:k])


@pytest.mark.rule("GW-2.3", "GW-4.1")
def test_german_pictures_hide_the_other_hand_and_every_hidden_draw() -> None:
    rng = random.Random(8)
    for _ in range(12):
        rec = gwm.random_record(rng)
        for k in sorted({0, rng.randrange(1, 26), 26, rng.randrange(27, 52), 51}):
            cut = dict(rec, play=rec["play"][:k])
            state = records.replay(cut)[-1]
            mine = gwm.play_out(cut)
            trick = cut["play"][len(cut["play"]) - len(cut["play"]) % 2:]
            full = set(card_codes(parse(state._repr_svg_())))
            assert set(mine["hands"]["A"]) | set(mine["hands"]["B"]) <= full
            for p in gwm.PLAYERS:
                drawn = set(card_codes(parse(state.view(p)._repr_svg_())))
                o = gwm.other(p)
                assert set(mine["hands"][p]) <= drawn and set(trick) <= drawn
                secret = set(mine["hands"][o]) - set(mine["known"][o])
                assert not drawn & secret, (k, p, drawn & secret)
                if mine["prize"] is not None:
                    assert mine["prize"] in drawn
                taken = 2 * sum(t.get("prize") is not None for t in mine["tricks"])
                stock_hidden = set(rec["stock"][taken + 1:])  # still face down
                assert not drawn & stock_hidden


@pytest.mark.rule("BW-1.2")
@pytest.mark.parametrize("label", ["big joker", "little joker", "большой джокер",
                                   "малый джокер", "★ Большой джокер"])
def test_a_cards_caption_stays_as_wide_as_the_card(label: str) -> None:
    """A caption under a card (the jokers' names, which tell them apart) goes on more lines
    rather than running into the next card (Russian «большой джокер» did, at 390 px)."""
    from whist_core.pictures._base import CW, text_width
    from whist_core.pictures._faces import card_svg

    svg = card_svg("BJ", width=110, label=label)
    lines = re.findall(r'<text [^>]*font-size="22"[^>]*>([^<]*)</text>', svg)
    assert " ".join(lines) == label
    assert all(text_width(line, 22) <= CW + 16 for line in lines), lines
    height = float(re.search(r'viewBox="0 0 [\d.]+ ([\d.]+)"', svg).group(1))
    assert height >= 140 + 16 + 34 + 26 * (len(lines) - 1)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_kitty_heading_stays_in_its_box(lang: str) -> None:
    """The kitty box's heading fits the box in every language: Russian «Прикуп · 6 закрытых»
    ran past the box and was cut at the picture's edge (Explore a Hand at 1280 px); a long
    heading is set smaller, English stays at 19."""
    from whist_core import pictures
    from whist_core.pictures._base import text_width
    from whist_core.pictures._tables import KITTY_ROOM
    from widgets import i18n

    with i18n.language(lang):
        svg = pictures.draw(new_hand(1, "E"))
    heads = re.findall(r'<text [^>]*font-size="([\d.]+)"[^>]*>([^<]*· \d[^<]*)</text>', svg)
    assert heads, "no kitty heading"
    for size, head in heads:
        assert text_width(head, float(size)) <= KITTY_ROOM + 0.5, (size, head)
        if lang == "en":
            assert size == "19", head
