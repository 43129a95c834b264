"""Bid Whist hand records: replay, summary, deal and back (HAND_RECORDS.md).

Each refusal names its place — ``hands.N``, ``bid 3 (seat S)``,
``play 14 (trick 4, seat W)``, ``renege_claims 1`` — and the rule.
"""

from __future__ import annotations

from typing import Any

from whist_core.bid_whist.deal import Deal, deal, trace_of
from whist_core.bid_whist.state import BidWhistState, states_of
from whist_core.errors import RecordError
from whist_core.family import record as family_record
from whist_core.family.seats import SEATS, parse_seat, right_of
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems.house import declared

GAME = "bid-whist"


def replay(record: dict) -> list[BidWhistState]:
    """Check ``record`` and return every state it passes through, the deal first: the
    family's reader (:func:`whist_core.family.record.read`, every stage and refusal), each
    state in the lessons' shape."""
    if record.get("game") != GAME:
        raise RecordError(f"expected {GAME!r}", place="game")
    states, hands, kitty = family_record.read(record)
    first = states[0]
    dealt = first.deal
    dealer = SEATS[dealt.dealer]
    lessons = Deal(dealer, {s: tuple(h) for s, h in hands.items()}, tuple(kitty),
                   trace_of(dealt), right_of(dealer), 0)
    return states_of(lessons, first.system.rules, states)


def summary(states: list[BidWhistState]) -> dict:
    """The result of a replay as the command line prints it (HAND_RECORDS.md): the family's
    summary of the final state (:func:`whist_core.family.record.summary`)."""
    return family_record.summary([states[-1].family])


def deal_record(seed: int, dealer: str | None = None, rules: dict | None = None) -> dict:
    """A fresh deal as a record, with its trace (HAND_RECORDS.md, ``deal``)."""
    r = BidWhistRules.from_record(rules)
    if dealer is not None:
        dealer = parse_seat(dealer, "--dealer")
    d = deal(seed, dealer, r)
    return {"game": GAME, "seed": seed, "rules": r.to_record(), "dealer": d.dealer,
            "hands": {s: [c.code for c in d.hands[s]] for s in SEATS},
            "kitty": [c.code for c in d.kitty], "cut": {"by": d.cutter, "cards": d.cut},
            "trace": [{"card": s.card.code, "to": s.to} for s in d.trace]}


def record_of(state: BidWhistState, extra: dict | None = None) -> dict:
    """The record of a hand played up to ``state`` (replaying it gives ``state`` back)."""
    d = state.deal
    rec: dict[str, Any] = dict(extra or {})
    rec.update({"game": GAME, "rules": state.rules.to_record(), "dealer": d.dealer,
                "hands": {s: [c.code for c in d.hands[s]] for s in SEATS},
                "kitty": [c.code for c in d.kitty]})
    if d.trace:
        rec["trace"] = [{"card": s.card.code, "to": s.to} for s in d.trace]
    rec["bids"] = [b.code for b in state.bids]
    if state.contract is not None and declared(state.contract):
        c = state.contract
        rec["declare"] = c.trump.word if c.trump else c.direction
    chain = state.states()
    discards = [s.last.value for s in chain if s.last.kind == "discard"]
    if discards:
        rec["discard"] = [c.code for c in discards[0]]
        rec["play"] = [c.code for _, c in state.played]
    if state.claims:
        rec["renege_claims"] = [{"by": by, "trick": t} for by, t in state.claims]
    return rec
