"""Seats and partnerships at the Bid Whist table (BW-1.1)."""

from __future__ import annotations

from whist_core.errors import RecordError

#: Seats clockwise (BW-1.1): play and the deal go N → E → S → W.
SEATS: tuple[str, ...] = ("N", "E", "S", "W")
SEAT_NAMES = {"N": "North", "E": "East", "S": "South", "W": "West"}
#: Partners sit opposite (BW-1.1).
PAIRS: tuple[str, str] = ("NS", "EW")


def left_of(seat: str) -> str:
    """The next seat clockwise (the player on the left)."""
    return SEATS[(SEATS.index(seat) + 1) % 4]


def right_of(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 3) % 4]


def partner_of(seat: str) -> str:
    return SEATS[(SEATS.index(seat) + 2) % 4]


def pair_of(seat: str) -> str:
    """``"NS"`` or ``"EW"``."""
    return PAIRS[SEATS.index(seat) % 2]


def other_pair(pair: str) -> str:
    return PAIRS[1 - PAIRS.index(pair)]


def parse_seat(value: object, place: str) -> str:
    """A seat from a record (``N``/``E``/``S``/``W``, any case)."""
    if isinstance(value, str) and value.strip().upper() in SEATS:
        return value.strip().upper()
    raise RecordError(f"{value!r} is not a seat (N, E, S or W)", "BW-1.1", place)


def parse_pair(value: object, place: str) -> str:
    if isinstance(value, str) and value.strip().upper() in ("NS", "EW", "SN", "WE"):
        return {"SN": "NS", "WE": "EW"}.get(value.strip().upper(), value.strip().upper())
    raise RecordError(f"{value!r} is not a partnership (NS or EW)", "BW-1.1", place)
