"""Bid Whist hand records: replay, summary, deal and back (HAND_RECORDS.md).

Each refusal names its place — ``hands.N``, ``bid 3 (seat S)``,
``play 14 (trick 4, seat W)``, ``renege_claims 1`` — and the rule.
"""

from __future__ import annotations

from typing import Any

from whist_core.bid_whist.deal import Deal, deal, trace_of
from whist_core.bid_whist.state import BidWhistState, Phase, from_family_deal, play_codes
from whist_core.errors import RecordError, WhistError
from whist_core.family.engine import Deal as FamilyDeal
from whist_core.family.record import read_table
from whist_core.family.record import summary as family_summary
from whist_core.family.seats import SEATS, parse_pair, parse_seat, right_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.systems.house import CALL_OF, Bid, house
from whist_core.recordkit import (
    as_dict,
    as_list,
    card_at,
    card_list,
    present,
    require,
)

GAME = "bid-whist"
_ORDER = ("bids", "declare", "discard", "play", "renege_claims")
#: The rule that puts each stage after the one before it.
_STAGE_RULE = {"declare": "BW-3.4", "discard": "BW-3.5", "play": "BW-3.7"}


def replay(record: dict) -> list[BidWhistState]:
    """Check ``record`` and return every state it passes through, the deal first."""
    if record.get("game") != GAME:
        raise RecordError(f"expected {GAME!r}", place="game")
    rules = BidWhistRules.from_record(record.get("rules"))
    dealt, family = _read_deal(record, rules)
    state = from_family_deal(dealt, family, rules)
    states = [state]
    _check_order(record)
    bids = as_list(record["bids"], "bids") if present(record, "bids") else []
    for n, value in enumerate(bids, 1):
        place = f"bid {n} (seat {state.to_act})" if n <= 4 else f"bid {n}"
        if n > 4:
            raise RecordError(f"{len(record['bids'])} calls; each player speaks exactly once, "
                              "four calls in all", "BW-2.4", place)
        call = _BID_BY_TEXT.get(value) if value.__class__ is str else None
        if call is None:
            try:
                call = Bid.parse(value)
            except WhistError as err:
                raise RecordError(err.message, err.rule, place) from None
            if value.__class__ is str:
                _BID_BY_TEXT[value] = call
        fam = state.family
        try:                                  # BidWhistState.bid, straight to the family
            state = (state._follow(fam.call(CALL_OF[call])) if fam.phase == "auction"
                     else state.bid(call))
        except WhistError as err:
            raise err.at(place) from None
        states.append(state)
    if present(record, "declare"):
        if state.phase is not Phase.DECLARE:
            raise _unfinished("declare", "the auction is not over", len(state.bids), 4, "BW-2.4")
        try:
            state = state.declare(record["declare"] if isinstance(record["declare"], str)
                                  else repr(record["declare"]))
        except WhistError as err:
            raise err.at("declare") from None
        states.append(state)
    if present(record, "discard"):
        if state.phase is not Phase.DISCARD:
            raise RecordError("the declarer has not declared yet", "BW-3.5", "discard")
        cards = card_list(record["discard"], "discard", "BW-1.2")
        try:
            state = state.lay_away(cards)
        except WhistError as err:
            raise err.at("discard") from None
        states.append(state)
    if present(record, "play"):
        if state.phase is not Phase.PLAY:
            raise RecordError("play starts after the discard", "BW-3.7", "play")
        plays = as_list(record["play"], "play")
        if len(plays) > 48:
            raise RecordError(f"{len(plays)} cards; a hand has 48 (12 tricks of 4)", "BW-6.1",
                              "play")
        state = _plays(plays, state, states)
    if present(record, "renege_claims"):
        for n, claim in enumerate(as_list(record["renege_claims"], "renege_claims"), 1):
            place = f"renege_claims {n}"
            claim = as_dict(claim, place)
            by = parse_pair(require(claim, "by", "BW-6.6", place), f"{place}.by")
            trick = require(claim, "trick", "BW-6.6", place)
            try:
                state = state.claim_renege(by, trick)
            except WhistError as err:
                raise err.at(place) from None
            states.append(state)
    return states


def _plays(plays: list, state: BidWhistState, states: list[BidWhistState]) -> BidWhistState:
    """Play the record's cards: straight through the family engine while it accepts them;
    a card it refuses (or cannot read) is played the lessons' way, to name the place and
    the rule."""
    first = len(states)
    while True:
        state = play_codes(state, plays[len(states) - first:], states)
        n = len(states) - first + 1                   # the card the fast path stopped at
        if n > len(plays):
            return state
        place = f"play {n} (trick {(n - 1) // 4 + 1}, seat {state.to_act})"
        try:
            state = state.play(card_at(plays[n - 1], place, "BW-1.2"))
        except WhistError as err:
            raise err.at(place) from None
        states.append(state)


def _unfinished(key: str, what: str, have: int, need: int, rule: str) -> RecordError:
    return RecordError(f"{what} (bids has {have} of {need} calls)", rule, key)


def _check_order(record: dict) -> None:
    """A later key needs every earlier stage present (HAND_RECORDS.md, fine points)."""
    for i, key in enumerate(_ORDER[1:4], 1):
        if present(record, key):
            for earlier in _ORDER[:i]:
                if not present(record, earlier):
                    raise RecordError(f"present while {earlier!r} is missing",
                                      _STAGE_RULE[key], key)


_BID_BY_TEXT: dict[str, Bid] = {}     # calls as records write them, read once


def read_deal(record: dict, rules: BidWhistRules = HOUSE) -> Deal:
    """The dealer, the hands and the kitty of a record, checked (BW-1.2, BW-2.2, BW-2.3)."""
    return _read_deal(record, rules)[0]


def _read_deal(record: dict, rules: BidWhistRules) -> tuple[Deal, FamilyDeal]:
    """The record's deal read by the family's reader (:func:`whist_core.family.record.
    read_table`), in the lessons' shape (the hands as the record lists them) and the
    family engine's."""
    dealt, hands, kitty = read_table(record, house(rules))
    dealer = SEATS[dealt.dealer]
    return Deal(dealer, {s: tuple(h) for s, h in hands.items()}, tuple(kitty),
                trace_of(dealt), right_of(dealer), 0), dealt


def summary(states: list[BidWhistState]) -> dict:
    """The result of a replay as the command line prints it (HAND_RECORDS.md): the family's
    summary of the final state (:func:`whist_core.family.record.summary`)."""
    return family_summary([states[-1].family])


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
    if state.contract is not None and state.contract.declared:
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
