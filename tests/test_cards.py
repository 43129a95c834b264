"""Card notation (HAND_RECORDS.md, Notation) and the 54-card deck (BW-1.2)."""

from __future__ import annotations

import pickle

import pytest

from whist_core import BIG_JOKER, LITTLE_JOKER, Card, RuleError, Suit, card, cards, deck
from whist_core.cards import codes

RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
SUITS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
ALL_CODES = [r + s for s in SUITS for r in RANKS] + ["BJ", "LJ"]


@pytest.mark.rule("BW-1.2")
@pytest.mark.parametrize("code", ALL_CODES)
def test_every_card_round_trips_through_its_canonical_code(code: str) -> None:
    c = Card.parse(code)
    assert c.code == code
    assert Card.parse(c.code) is c
    assert str(c) == code


@pytest.mark.rule("BW-1.2")
def test_canonical_codes_are_54_distinct_cards() -> None:
    parsed = [Card.parse(c) for c in ALL_CODES]
    assert len(set(parsed)) == 54
    assert {c.code for c in parsed} == set(ALL_CODES)


@pytest.mark.rule("BW-1.2")
@pytest.mark.parametrize(("text", "expected"), [
    ("as", "AS"), ("aS", "AS"), ("10h", "10H"), ("TH", "10H"), ("th", "10H"), ("t♥", "10H"),
    ("T♠", "10S"), ("10♦", "10D"), ("q♣", "QC"), ("bj", "BJ"), ("Lj", "LJ"), (" 7c ", "7C"),
    ("A♠", "AS"), ("2♣", "2C"), ("j♦", "JD"), ("k♥", "KH"),
])
def test_notation_is_case_insensitive_and_accepts_t_and_symbols(text: str, expected: str) -> None:
    assert Card.parse(text).code == expected
    assert Card.parse(text) is Card.parse(expected)


@pytest.mark.rule("BW-1.2")
@pytest.mark.parametrize("code", [c for c in ALL_CODES if c not in ("BJ", "LJ")])
def test_symbol_form_of_every_card_parses_back(code: str) -> None:
    c = Card.parse(code)
    pretty = c.pretty
    assert pretty == code[:-1] + SUITS[code[-1]]
    assert Card.parse(pretty) is c
    assert Card.parse(pretty.lower()) is c
    assert Card.parse(code.replace("10", "T")) is c


@pytest.mark.rule("BW-1.2")
@pytest.mark.parametrize("bad", [
    "", " ", "1S", "11H", "1H", "0S", "ZZ", "A", "S", "AX", "10", "JJ", "BJX", "XJ", "BL",
    "AS AS", "♠A", "10HH", "H10", "JOKER", "B", "14S", "1♠", "KK", "2S2", None, 5, 10.0, [],
])
def test_bad_cards_are_refused(bad: object) -> None:
    with pytest.raises(RuleError):
        Card.parse(bad)  # type: ignore[arg-type]


@pytest.mark.rule("BW-1.2")
def test_suits_have_symbols_and_words() -> None:
    for letter, symbol in SUITS.items():
        s = Suit.parse(letter)
        assert s.symbol == symbol
        assert Suit.parse(symbol) is s
        assert Suit.parse(s.word) is s
        assert Suit.parse(s.word.upper()) is s
    assert [Suit.parse(x).word for x in "SHDC"] == ["spades", "hearts", "diamonds", "clubs"]
    with pytest.raises(RuleError):
        Suit.parse("stars")


@pytest.mark.rule("BW-1.2")
def test_cards_helper_reads_strings_and_lists() -> None:
    assert codes(cards("AS, 10h  bj")) == ["AS", "10H", "BJ"]
    assert codes(cards(["th", "LJ"])) == ["10H", "LJ"]
    assert card("qd") is Card.parse("QD")


@pytest.mark.rule("BW-1.2")
def test_deck_has_52_plus_two_distinguishable_jokers() -> None:
    full = deck(2)
    assert len(full) == 54 and len(set(full)) == 54
    plain = [c for c in full if not c.is_joker]
    assert len(plain) == 52
    for s in "SHDC":
        assert sorted(c.code for c in plain if c.suit is Suit.parse(s)) == sorted(
            r + s for r in RANKS)
    jokers = [c for c in full if c.is_joker]
    assert jokers == [BIG_JOKER, LITTLE_JOKER]
    assert BIG_JOKER != LITTLE_JOKER
    assert BIG_JOKER.code == "BJ" and LITTLE_JOKER.code == "LJ"
    assert "big" in BIG_JOKER.name and "little" in LITTLE_JOKER.name
    assert BIG_JOKER.suit is None and LITTLE_JOKER.suit is None
    assert BIG_JOKER.rank > LITTLE_JOKER.rank > max(c.rank for c in plain)


@pytest.mark.rule("BW-1.2")
def test_smaller_decks_for_the_joker_variants() -> None:
    assert len(deck(1)) == 53 and BIG_JOKER in deck(1) and LITTLE_JOKER not in deck(1)
    assert len(deck(0)) == 52 and not any(c.is_joker for c in deck(0))
    with pytest.raises(ValueError):
        deck(3)


@pytest.mark.rule("BW-1.2")
def test_cards_are_interned_and_survive_pickling() -> None:
    for c in deck(2):
        assert pickle.loads(pickle.dumps(c)) is c


@pytest.mark.rule("BW-1.2")
def test_names_in_words() -> None:
    assert Card.parse("10H").name == "ten of hearts"
    assert Card.parse("AS").name == "ace of spades"
    assert Card.parse("QC").name == "queen of clubs"
