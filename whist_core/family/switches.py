"""The switches of house Bid Whist (RULES.md Part B) as one frozen object.

The family engine's house system carries one (:func:`whist_core.family.systems.house`);
``HOUSE`` is the house rules card (seed 000, BW-8.2): minimum bid 3, ace high
downtown, jokers held in hand at no trump. Code asks its rules object; it never
tests a variant by name.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from whist_core.errors import RecordError

NT_JOKER_MODES = ("hold", "anytime", "first_discard", "kitty")
FIRST_LEADS = ("declarer", "left_of_dealer")

# key -> (allowed values, house value first; rule ID)
_SWITCHES: dict[str, tuple[tuple[Any, ...], str]] = {
    "min_bid": ((3, 4), "V-MIN4"),
    "downtown_beats_uptown": ((False, True), "V-DOWN-OVER-UP"),
    "ace_low_downtown": ((False, True), "V-ACE-LOW-DOWN"),
    "first_lead": (FIRST_LEADS, "V-LEFT-LEADS"),
    "nt_jokers": (NT_JOKER_MODES, "BW-5.2"),
    "allow_renege": ((False, True), "BW-6.6"),
    "target": ((7, 5, 9), "V-TARGET"),
    "jokers": ((2, 1, 0), "V-ONE-JOKER"),
    "defenders_score": ((False, True), "V-DEFENDERS-SCORE"),
    "deuce_spades": ((False, True), "V-DEUCE-SPADES"),
    "sport_kitty": ((False, True), "V-SPORT-KITTY"),
    "boston_bonus": ((False, True, "game", "two_wins"), "V-BOSTON-BONUS"),
    "back_door": ((False, True), "V-BACK-DOOR"),
    "three_sets_lose": ((False, True, "two"), "V-TWO-SETS"),
    "wrong_claim_costs": ((False, True), "V-RENEGE-CLAIM"),
    "joker_names": (("big/little", "red/black"), "V-RED-BLACK"),
}


@dataclass(frozen=True, slots=True)
class BidWhistRules:
    """Every switch of the game, house values by default.

    - ``min_bid``: lowest bid, 3 (house) or 4 (V-MIN4).
    - ``downtown_beats_uptown``: at one number the ladder is U < D < NT (V-DOWN-OVER-UP).
    - ``ace_low_downtown``: downtown the ace is lowest (V-ACE-LOW-DOWN).
    - ``first_lead``: ``"declarer"`` (BW-3.7) or ``"left_of_dealer"`` (V-LEFT-LEADS).
    - ``nt_jokers``: jokers in no trump: ``"hold"`` (BW-5.2), ``"anytime"``
      (V-NT-JOKER-ANYTIME), ``"first_discard"`` (V-NT-JOKER-FIRST-DISCARD),
      ``"kitty"`` (V-NT-JOKER-KITTY).
    - ``allow_renege``: a failure to follow suit is recorded, not refused (BW-6.6).
    - ``target``: game to +/- 7 (BW-1.4), 5 or 9 (V-TARGET).
    - ``jokers``: 2 (BW-1.2), 1 with a 5-card kitty (V-ONE-JOKER), 0 with 4 (V-NO-JOKER).
    - ``defenders_score``: defenders score books over six (V-DEFENDERS-SCORE).
    - ``deuce_spades``: with a trump suit, 2♠ is a trump just below the jokers (V-DEUCE-SPADES).
    - ``sport_kitty``: the kitty is shown to all before a suit-bid declarer takes it
      (V-SPORT-KITTY).
    - ``boston_bonus`` (V-BOSTON-BONUS, seeds 002 and 004), in each form the sources give:
      ``true`` — a made bid of 7 scores four times 7 (28, the whole game); ``"game"`` — a
      bid of 7 puts the whole game at stake: made, the declarers win the game at once; set,
      they lose it; ``"two_wins"`` — a game won with a Boston (all 13 books) on its last
      hand counts as two wins (:attr:`FamilyGame.wins`).
    - ``back_door``: a set pair's bid goes to the opponents instead (V-BACK-DOOR).
    - ``three_sets_lose`` (V-TWO-SETS): ``true`` — a pair set for the third time in a game
      loses (seed 004); ``"two"`` — the "two sets lose" form of seed 002: the second set loses.
    - ``wrong_claim_costs``: a renege claim naming a trick without one costs the claimants
      three books instead of being refused (V-RENEGE-CLAIM).
    - ``joker_names``: ``"big/little"`` or ``"red/black"`` — names only (V-RED-BLACK).
    """

    min_bid: int = 3
    downtown_beats_uptown: bool = False
    ace_low_downtown: bool = False
    first_lead: str = "declarer"
    nt_jokers: str = "hold"
    allow_renege: bool = False
    target: int = 7
    jokers: int = 2
    defenders_score: bool = False
    deuce_spades: bool = False
    sport_kitty: bool = False
    boston_bonus: bool | str = False
    back_door: bool = False
    three_sets_lose: bool | str = False
    wrong_claim_costs: bool = False
    joker_names: str = "big/little"

    def __post_init__(self) -> None:
        for f in fields(self):
            allowed, rule = _SWITCHES[f.name]
            value = getattr(self, f.name)
            if not any(_same(value, a) for a in allowed):
                raise RecordError(
                    f"{value!r} is not allowed; expected one of "
                    f"{', '.join(_json(a) for a in allowed)}", rule, f"rules.{f.name}")

    def joker_name(self, big: bool) -> str:
        """What the table calls a joker: "big joker"/"little joker", or under V-RED-BLACK
        "red joker" (the big one) and "black joker" (the little one), for words and pictures."""
        if self.joker_names == "red/black":
            return "red joker" if big else "black joker"
        return "big joker" if big else "little joker"

    @property
    def kitty_size(self) -> int:
        """6 cards with two jokers (BW-2.2); 5 with one, 4 with none."""
        return 4 + self.jokers

    @property
    def deck_size(self) -> int:
        return 52 + self.jokers

    @classmethod
    def from_record(cls, value: Any) -> BidWhistRules:
        """Rules from a record's ``rules`` object; unknown keys and values are refused."""
        if value is None:
            return HOUSE
        if not isinstance(value, dict):
            raise RecordError("expected an object of rules switches", "BW-8.2", "rules")
        for key in value:
            if key not in _SWITCHES:
                raise RecordError(
                    "unknown rules switch for bid-whist; known: " + ", ".join(_SWITCHES),
                    "BW-8.2", f"rules.{key}")
        return cls(**value) if value else HOUSE

    def to_record(self) -> dict[str, Any]:
        """Only the switches that differ from the house rules."""
        return {k: v for k, v in asdict(self).items() if v != getattr(HOUSE, k)}

    @staticmethod
    def switches() -> dict[str, tuple[tuple[Any, ...], str]]:
        """Every switch: its allowed values (house first) and its rule ID."""
        return dict(_SWITCHES)


def _same(value: Any, allowed: Any) -> bool:
    return type(value) is type(allowed) and value == allowed


def _json(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


HOUSE = BidWhistRules()

__all__ = ["HOUSE", "BidWhistRules"]
