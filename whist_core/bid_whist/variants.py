"""Seeing what a rules switch changes (RULES.md Part B), for lessons and teachers.

- :func:`under` — a copy of a hand record with some switches changed;
- :func:`attempt` — replay a record and keep either its states or the engine's refusal
  (a :class:`~whist_core.errors.RuleError` naming the place and the rule);
- :func:`rotate` — the same hand with every seat moved round the table (two turns keep
  the partnerships, one or three swap them), so one hand can be dealt by any seat;
- :func:`pretty_codes` — card codes in a refusal written as on the cards;
- :func:`score_game` — complete hands scored one after another as a game (BW-7), stopping
  when the game is over, under any rules object.

Nothing here decides a rule: replays, scores and game ends come from the engine.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from whist_core import records
from whist_core.cards import Card
from whist_core.errors import RuleError, WhistError
from whist_core.family.engine import FamilyState
from whist_core.family.score import FamilyGame
from whist_core.family.seats import SEATS
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems.house import Game

_LESSON_KEYS = ("title", "teaching_point", "rule_ids", "expect", "variant", "seed", "cut")


def under(record: str | dict, **switches: Any) -> dict:
    """A copy of ``record`` played under its own rules with ``switches`` changed.

    A switch set to its house value is dropped, so ``under(r, allow_renege=False)``
    gives the house rules. The lesson keys (title, expect…) are left out: the copy is a
    different hand now.
    """
    rec = records.load(record)
    rules = {**(rec.get("rules") or {}), **switches}
    rec["rules"] = BidWhistRules(**rules).to_record()  # checks every value
    for key in _LESSON_KEYS:
        rec.pop(key, None)
    return rec


@dataclass(frozen=True)
class Attempt:
    """A replay that either worked (``states``) or was refused (``error``)."""

    states: tuple[FamilyState, ...] | None
    error: RuleError | None

    @property
    def ok(self) -> bool:
        return self.error is None

    @property
    def final(self) -> FamilyState | None:
        """The last state, ``None`` if the engine refused the record."""
        return self.states[-1] if self.states else None


def attempt(record: str | dict, **switches: Any) -> Attempt:
    """Replay ``record`` (under ``switches`` if given); a refusal is kept, not raised."""
    rec = under(record, **switches) if switches else records.load(record)
    try:
        return Attempt(tuple(records.replay(rec)), None)
    except WhistError as err:
        return Attempt(None, err)


_CODE = re.compile(r"\b(?:BJ|LJ|(?:10|[2-9JQKA])[SHDC])\b")


def pretty_codes(text: str) -> str:
    """Card codes in an engine message about cards (``LJ``, ``10H``) written as on the
    cards (little joker, 10♥), for learners. Not for bids: ``3D`` would read as 3♦."""
    return _CODE.sub(lambda m: Card.parse(m.group(0)).pretty, text)


def _turn(seat: str, turns: int) -> str:
    return SEATS[(SEATS.index(seat) + turns) % 4]


def rotate(record: str | dict, turns: int = 2) -> dict:
    """The same hand with every seat moved ``turns`` places clockwise (N → E → S → W).

    The cards, the calls and the play stay in the same order, so the hand is played
    exactly as before, one seat further round; two turns keep each partnership's books
    and score, one or three give them to the other partnership.
    """
    rec = records.load(record)
    turns %= 4
    rec["dealer"] = _turn(rec["dealer"], turns)
    rec["hands"] = {_turn(s, turns): cards for s, cards in rec["hands"].items()}
    rec["hands"] = {s: rec["hands"][s] for s in SEATS}
    if rec.get("trace"):
        rec["trace"] = [{**step, "to": step["to"] if step["to"] == "kitty"
                         else _turn(step["to"], turns)} for step in rec["trace"]]
    if rec.get("renege_claims") and turns % 2:
        rec["renege_claims"] = [{**c, "by": {"NS": "EW", "EW": "NS"}[c["by"]]}
                                for c in rec["renege_claims"]]
    for key in _LESSON_KEYS:
        rec.pop(key, None)
    return rec


def score_game(hands: Iterable[FamilyState], rules: BidWhistRules = HOUSE,
               first_dealer: str | None = None) -> FamilyGame:
    """Score complete hands one after another as a game under ``rules`` (BW-7), stopping
    as soon as the game is over; each hand must be dealt by the next dealer (BW-7.3)."""
    game: FamilyGame | None = None
    for hand in hands:
        if game is None:
            game = Game(rules, first_dealer or hand.dealer)
        if game.over:
            break
        game = game.add(hand)
    return game if game is not None else Game(rules, first_dealer or "N")


__all__ = ["Attempt", "attempt", "pretty_codes", "rotate", "score_game", "under"]
