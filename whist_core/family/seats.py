"""The four seats of a partnership table and its two partnerships (BW-1.1).

House Bid Whist and every partnership system of the family sit ``N E S W`` clockwise
(play and the deal go N → E → S → W), partners opposite: ``NS`` and ``EW``. A system
without partnerships (Cutthroat) names its seats ``P1``… in its :class:`System`.
"""

from __future__ import annotations

from whist_core.errors import RecordError

#: Seats clockwise (BW-1.1): play and the deal go N → E → S → W.
SEATS: tuple[str, ...] = ("N", "E", "S", "W")
#: Each seat's name for people.
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
#: Partners sit opposite (BW-1.1).
PAIRS: tuple[str, str] = ("NS", "EW")


def left_of(seat: str) -> str:
    """The next seat clockwise (the player on the left)."""
    return SEATS[(SEATS.index(seat) + 1) % 4]


def right_of(seat: str) -> str:
    """The seat before ``seat`` clockwise (the player on the right; the cutter, BW-2.1)."""
    return SEATS[(SEATS.index(seat) + 3) % 4]


def partner_of(seat: str) -> str:
    """The seat opposite: ``seat``'s partner."""
    return SEATS[(SEATS.index(seat) + 2) % 4]


def pair_of(seat: str) -> str:
    """``"NS"`` or ``"EW"``."""
    return PAIRS[SEATS.index(seat) % 2]


def other_pair(pair: str) -> str:
    """The other partnership: ``"EW"`` for ``"NS"`` and back."""
    return PAIRS[1 - PAIRS.index(pair)]


def parse_seat(value: object, place: str) -> str:
    """A seat from a record (``N``/``E``/``S``/``W``, any case)."""
    if isinstance(value, str) and value.strip().upper() in SEATS:
        return value.strip().upper()
    raise RecordError(f"{value!r} is not a seat (N, E, S or W)", "BW-1.1", place)


def parse_pair(value: object, place: str) -> str:
    """A partnership from a record (``NS``/``EW``, any case, ``SN``/``WE`` too)."""
    if isinstance(value, str) and value.strip().upper() in ("NS", "EW", "SN", "WE"):
        return {"SN": "NS", "WE": "EW"}.get(value.strip().upper(), value.strip().upper())
    raise RecordError.of("not-a-pair", "BW-1.1", text=repr(value)).at(place)


__all__ = ["PAIRS", "SEATS", "SEAT_NAMES", "left_of", "other_pair", "pair_of", "parse_pair",
           "parse_seat", "partner_of", "right_of"]
