"""Example records from the rule card (seed 001), for lessons and tests.

Each function returns a fresh record dict (HAND_RECORDS.md) that
:func:`whist_core.german_whist.record.replay` accepts.
"""

from __future__ import annotations

from typing import Any


def worked_example() -> dict[str, Any]:
    """GW-8: hearts trump, K♥ face up; A leads J♠, B answers A♠ and wins, takes K♥;
    A takes the next hidden card; the new prize is Q♦ and hearts stay trump."""
    return {
        "game": "german-whist",
        "title": "GW-8 worked example: the first trick",
        "rules": {},
        "dealer": "B",
        "hands": {
            "A": ["JS", "10S", "4S", "9H", "5H", "KC", "8C", "6C", "AD", "9D", "7D", "4D", "2D"],
            "B": ["AS", "8S", "6S", "3S", "AH", "10H", "7H", "3H", "QC", "9C", "4C", "KD", "5D"],
        },
        "stock": ["KH", "2C", "QD", "5C", "6H", "7C", "3C", "2S", "4H", "6D", "JC", "3D", "KS",
                  "JD", "10C", "8H", "8D", "7S", "10D", "9S", "QS", "QH", "5S", "AC", "2H", "JH"],
        "play": ["JS", "AS"],
    }


def nine_four() -> dict[str, Any]:
    """GW-6.1: a complete game in which A, who leads first, takes 9 of the 13
    counted tricks and B 4: A wins, whatever happened in the first stage."""
    return {
        "game": "german-whist",
        "title": "GW-6.1: A wins the second stage 9–4",
        "rules": {},
        "dealer": "B",
        "hands": {
            "A": ["KS", "JS", "9S", "3S", "JH", "8H", "4H", "AC", "JC", "10C", "7C", "5C", "7D"],
            "B": ["AS", "10S", "8S", "5S", "KH", "10H", "9H", "2H", "8C", "6C", "2C", "5D", "3D"],
        },
        "stock": ["5H", "KD", "6H", "9C", "QH", "QC", "2D", "10D", "9D", "7S", "AH", "4C", "AD",
                  "QD", "2S", "4S", "QS", "3C", "KC", "4D", "8D", "6D", "3H", "6S", "JD", "7H"],
        "play": ["AC", "2C", "KS", "AS", "KD", "7D", "3D", "3S", "2D", "10D", "QC", "6C", "AH",
                 "2H", "5C", "4C", "JS", "4S", "9C", "3C", "2S", "5S", "QH", "4H", "KH", "5H",
                 "4D", "6D", "10C", "8C", "7C", "3H", "5D", "9D", "JC", "6H", "7S", "9S", "QS",
                 "8S", "KC", "9H", "10S", "6S", "8D", "AD", "JH", "10H", "7H", "JD", "8H", "QD"],
    }
