"""Small checks shared by the record readers of every game.

Each function raises :class:`~whist_core.errors.RecordError` naming the key
(the *place*) when a value has the wrong shape.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from whist_core.cards import ALL_CARDS, Card
from whist_core.errors import RecordError, WhistError
from whist_core.messages import N_, name


def present(record: Mapping[str, Any], key: str) -> bool:
    """A key counts as present when it exists and is not ``null``."""
    return record.get(key) is not None


def require(record: Mapping[str, Any], key: str, rule: str | None = None,
            within: str | None = None) -> Any:
    """The value of ``key``, refused (naming ``rule``) when missing or null; ``within``
    names the enclosing place (``renege_claims 1`` → ``renege_claims 1.by``)."""
    if not present(record, key):
        raise RecordError.of("key-missing", rule).at(f"{within}.{key}" if within else key)
    return record[key]


def as_list(value: Any, place: str) -> list:
    if not isinstance(value, list):
        raise RecordError.of("expected-list", kind=name("phrase", type_name(value))).at(place)
    return value


def as_dict(value: Any, place: str) -> dict:
    if not isinstance(value, dict):
        raise RecordError.of("expected-object", kind=name("phrase", type_name(value))).at(place)
    return value



#: Canonical codes ("AS", "10H", "BJ") straight to cards: the fast path of record reading.
CARD_BY_CODE: dict[str, Card] = {c.code: c for c in ALL_CARDS}


def card_at(value: Any, place: str, rule: str | None = None) -> Card:
    """One card in record notation, refused with its place (and the deck's rule) when
    unreadable."""
    card = CARD_BY_CODE.get(value) if value.__class__ is str else None
    if card is not None:
        return card
    try:
        return Card.parse(value)
    except WhistError as err:
        raise RecordError(err.message, rule or err.rule, place, code=err.code,
                          params=err.params) from None


def card_list(value: Any, place: str, rule: str | None = None) -> list[Card]:
    """A list of cards; an unreadable card is named by its index (from 1)."""
    items = as_list(value, place)
    fast = [CARD_BY_CODE.get(v) if v.__class__ is str else None for v in items]
    if None not in fast:
        return fast  # type: ignore[return-value]
    return [card_at(v, f"{place} card {i}", rule) for i, v in enumerate(items, 1)]


#: Holdings that are piles, not players' hands.
PILES = ("kitty", "stock")


def check_deal_cards(
    holdings: Iterable[tuple[str, list[Card]]], deck: Iterable[Card], rule: str,
    key: str = "hands",
) -> None:
    """Every card of ``deck`` exactly once across the named holdings.

    ``holdings`` pairs an owner (``"N"``, ``"kitty"``) with its cards; ``key`` is the
    record key of the owners that are players (``"hands"``), so a refusal reads
    ``hands: 9D is dealt twice (N and S)``.
    """
    where: dict[Card, str] = {}
    deck_set = set(deck)
    holdings = list(holdings)

    def place(owner: str) -> str:
        return owner if owner in PILES else f"{key}.{owner}"

    for owner, cs in holdings:
        for c in cs:
            if c not in deck_set:
                raise RecordError.of("not-in-deck", rule, card=name("card", c.code)).at(
                    place(owner))
            if c in where:
                other = where[c]
                card = name("card", c.code)
                err = (RecordError.of("dealt-twice-to", rule, card=card, other=owner_name(other),
                                      owner=owner_name(owner)) if other != owner else
                       RecordError.of("dealt-twice-same", rule, card=card,
                                      owner=owner_name(owner)))
                raise err.at(owner if owner in PILES else key)
            where[c] = owner
    missing = [c.code for c in deck if c not in where]
    if missing:
        raise RecordError.of("not-dealt", rule, cards=name("cards", " ".join(missing),
                                                          ", ".join(missing))).at(key)


def owner_name(owner: str) -> Any:
    """Who holds a card in a record: a seat (``N``, ``A``) or a pile (``kitty``, ``stock``),
    as a :class:`~whist_core.messages.Name` (English writes the record's own word)."""
    return name("key", owner) if owner in PILES else name("seat", owner)


_DICT = {dict}


def trace_cards(items: Any, total: int) -> tuple[list[Card], list[Any]] | None:
    """A deal trace's cards and destinations (the ``to`` fields) when it is a list of
    ``total`` entries, each a dict naming a known card, every card different; ``None`` at
    the first doubt (the caller then reads the trace entry by entry to name the fault)."""
    if items.__class__ is not list or len(items) != total:
        return None
    try:
        if {*map(type, items)} != _DICT:
            return None
        cards = list(map(CARD_BY_CODE.get, [item["card"] for item in items]))
        to = [item["to"] for item in items]
    except (TypeError, KeyError):                   # a missing key, an unhashable card
        return None
    if None in cards or len(set(cards)) != total:
        return None
    return cards, to


def type_name(value: Any) -> str:
    return {dict: N_("an object"), list: N_("a list"), str: N_("a string"),
            bool: N_("true/false"), int: N_("a number"), float: N_("a number"),
            type(None): N_("null")}.get(type(value), N_("a value"))
