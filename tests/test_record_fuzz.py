"""Broken records never crash: every mutation of an example record either replays or is
refused with one RuleError line (HAND_RECORDS.md: never a traceback)."""

from __future__ import annotations

import copy
import random
from pathlib import Path
from typing import Any

import pytest

from whist_core import records
from whist_core.errors import WhistError

FOLDER = Path(__file__).resolve().parent.parent / "notebooks" / "records"
ODD_VALUES: list[Any] = [None, 1, -1, 2.5, True, "x", "", [], {}, ["AS"], {"a": 1}, "AS", "BJ",
                         "pass", "4U", "NS", 13, 99, "spades", "uptown", [None], [[1]], "10H",
                         "N", "A", "B", "LJ", 10**30]


def mutate(record: dict, rng: random.Random) -> dict:
    """Change, delete or insert one to three values anywhere in the record."""
    record = copy.deepcopy(record)
    for _ in range(rng.randint(1, 3)):
        path, node = [], record
        while isinstance(node, (dict, list)) and node and rng.random() < 0.7:
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            path.append((node, key))
            node = node[key]
        if not path:
            continue
        parent, key = path[-1]
        roll = rng.random()
        if roll < 0.55 or (roll < 0.85 and isinstance(parent, dict)):
            parent[key] = rng.choice(ODD_VALUES)
        elif isinstance(parent, dict) or roll < 0.92:
            del parent[key]
        else:
            parent.insert(key, rng.choice(ODD_VALUES))
    return record


@pytest.mark.rule("BW-4.4", "GW-3.1")
def test_mutated_records_are_replayed_or_refused_in_one_line() -> None:
    originals = [records.load(p) for p in sorted(FOLDER.glob("*.json"))]
    rng = random.Random(2026)
    refused = 0
    for _ in range(1500):
        record = mutate(rng.choice(originals), rng)
        try:
            records.summary(record)
        except WhistError as err:
            refused += 1
            text = str(err)
            assert "\n" not in text and text.strip(), text
            assert err.place, f"a refusal names its place: {text}"
    assert refused > 500  # most mutations break something
