"""German Whist rules as data (RULES.md Part C; switches of GW-7.2).

The house game (seed 001) is :data:`HOUSE`. Each switch is a field; code asks
the rules object instead of testing variant names.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

from whist_core.errors import RecordError

#: The rule each switch changes, for error messages and lessons.
SWITCH_RULES = {
    "follow_suit_first_stage": "V-GW-FREE-FIRST",
    "count_all_tricks": "V-GW-COUNT-ALL",
}


@dataclass(frozen=True)
class GermanWhistRules:
    """The switches of a German Whist game.

    - ``follow_suit_first_stage``: GW-1.2 / GW-3.1 — the follower must follow suit
      in the first stage too (house). ``False`` is the free reply of V-GW-FREE-FIRST
      (GW-7.2); the second stage always requires following suit.
    - ``count_all_tricks``: GW-5.3 — only the 13 second-stage tricks count (house).
      ``True`` counts all 26 (V-GW-COUNT-ALL, GW-7.2); then 13–13 is a tie.
    """

    follow_suit_first_stage: bool = True
    count_all_tricks: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if not isinstance(value, bool):
                raise RecordError(f"expected true or false, got {value!r}",
                                  SWITCH_RULES[f.name], f"rules.{f.name}")

    @classmethod
    def from_record(cls, data: Mapping[str, Any] | None) -> GermanWhistRules:
        """Rules from a record's ``rules`` object; ``None``/``{}`` is the house game.

        Unknown keys (a Bid Whist key such as ``min_bid`` included) and values
        other than ``true``/``false`` are refused at ``rules.<key>`` (GW-7.2).
        A key whose value is ``null`` counts as missing.
        """
        if data is None:
            return HOUSE
        if not isinstance(data, Mapping):
            raise RecordError("expected an object of German Whist switches", "GW-7.2", "rules")
        values: dict[str, bool] = {}
        for key, value in data.items():
            if key not in SWITCH_RULES:
                known = ", ".join(sorted(SWITCH_RULES))
                raise RecordError(f"not a German Whist switch (known: {known})", "GW-7.2",
                                  f"rules.{key}")
            if value is None:
                continue
            if not isinstance(value, bool):
                raise RecordError(f"expected true or false, got {value!r}",
                                  SWITCH_RULES[key], f"rules.{key}")
            values[key] = value
        return cls(**values) if values else HOUSE

    def to_record(self) -> dict[str, bool]:
        """The switches that differ from the house game, for a record's ``rules``."""
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(HOUSE, f.name)}

    @property
    def is_house(self) -> bool:
        return self == HOUSE

#: The house rules of seed 001.
HOUSE = GermanWhistRules()
