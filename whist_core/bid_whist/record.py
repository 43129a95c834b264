"""Bid Whist hand records: replay, summary, deal and back (HAND_RECORDS.md).

Each refusal names its place — ``hands.N``, ``bid 3 (seat S)``,
``play 14 (trick 4, seat W)``, ``renege_claims 1`` — and the rule.
"""

from __future__ import annotations

from typing import Any

from whist_core.bid_whist.bids import Bid
from whist_core.bid_whist.deal import KITTY, KITTY_GUARD, Deal, DealStep, deal, step, steps
from whist_core.bid_whist.rules import HOUSE, BidWhistRules
from whist_core.bid_whist.seats import SEATS, left_of, parse_pair, parse_seat, right_of
from whist_core.bid_whist.state import _CALL_OF, BidWhistState, Phase, dealt_state, play_codes
from whist_core.cards import deck
from whist_core.errors import RecordError, WhistError
from whist_core.recordkit import (
    as_dict,
    as_list,
    card_at,
    card_list,
    check_deal_cards,
    present,
    require,
    trace_cards,
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
    dealt, trace = _read_deal(record, rules)
    state = dealt_state(dealt, rules, trace)
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
            state = (state._follow(fam.call(_CALL_OF[call])) if fam.phase == "auction"
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


def _read_deal(record: dict, rules: BidWhistRules) -> tuple[Deal, tuple | None]:
    """:func:`read_deal`, and the trace as the family engine keeps it when the trace was
    read whole (else None)."""
    dealer = parse_seat(require(record, "dealer", "BW-1.3"), "dealer")
    hands_obj = as_dict(require(record, "hands", "BW-2.2"), "hands")
    for key in hands_obj:
        if key not in SEATS:
            raise RecordError(f"{key!r} is not a seat (N, E, S, W)", "BW-1.1", f"hands.{key}")
    hands = {}
    for seat in SEATS:
        if hands_obj.get(seat) is None:
            raise RecordError("this seat's hand is missing", "BW-2.2", f"hands.{seat}")
        hands[seat] = card_list(hands_obj[seat], f"hands.{seat}", "BW-1.2")
    kitty = card_list(require(record, "kitty", "BW-2.2"), "kitty", "BW-1.2")
    for seat in SEATS:
        if len(hands[seat]) != 12:
            raise RecordError(f"{len(hands[seat])} cards, expected 12", "BW-2.2", f"hands.{seat}")
    if len(kitty) != rules.kitty_size:
        raise RecordError(f"{len(kitty)} cards, expected {rules.kitty_size}", "BW-2.2", "kitty")
    every = {*hands["N"], *hands["E"], *hands["S"], *hands["W"], *kitty}
    if len(every) != 48 + len(kitty) or not every <= _DECK[rules.jokers]:
        check_deal_cards([*hands.items(), ("kitty", kitty)], deck(rules.jokers), "BW-1.2")
    trace: tuple[DealStep, ...] = ()
    pairs = None
    if present(record, "trace"):
        fast = _trace_fast(record["trace"], dealer, hands, kitty)
        if fast is None:
            trace = _read_trace(record, dealer, hands, kitty)
        else:
            trace, pairs = fast
    return Deal(dealer, {s: tuple(h) for s, h in hands.items()}, tuple(kitty), trace,
                right_of(dealer), 0), pairs


_DECK = {j: frozenset(deck(j)) for j in (0, 1, 2)}


def _trace_fast(items: Any, dealer: str, hands: dict, kitty: list
                ) -> tuple[tuple[DealStep, ...], tuple] | None:
    """The trace of a good record, read whole, and the same as the family engine keeps it;
    None at the first doubt (then :func:`_read_trace` reads it card by card and names the
    fault)."""
    total = 48 + len(kitty)
    read = trace_cards(items, total)
    if read is None:
        return None
    cards, to = read
    expect = [*_DEAL_TURN[dealer]] * 12             # BW-2.2 one at a time from the left,
    at = [k for k, t in enumerate(to) if t == KITTY]   # the kitty cards between (BW-2.3)
    if len(at) != len(kitty) or (at and (at[0] < KITTY_GUARD or at[-1] >= total - KITTY_GUARD)):
        return None
    for k in at:
        expect.insert(k, KITTY)
    if to != expect:
        return None
    dealt = [c for c, t in zip(cards, to, strict=True) if t != KITTY]
    turn = _DEAL_TURN[dealer]
    if (set(cards[k] for k in at) != set(kitty)
            or any(set(dealt[i::4]) != set(hands[turn[i]]) for i in range(4))):
        return None
    pairs = tuple(zip([c.index for c in cards], map(_SEAT_NUMBER.__getitem__, to), strict=True))
    return steps(range(1, total + 1), cards, to), pairs


_SEAT_NUMBER = {"N": 0, "E": 1, "S": 2, "W": 3, KITTY: -1}


#: The seats in dealing order from each dealer's left (BW-2.2).
_DEAL_TURN = {d: (left_of(d), left_of(left_of(d)), left_of(left_of(left_of(d))), d)
              for d in SEATS}


def _read_trace(record: dict, dealer: str, hands: dict, kitty: list) -> tuple[DealStep, ...]:
    """A deal trace must agree with the hands and keep the kitty rule (BW-2.2, BW-2.3)."""
    items = as_list(record["trace"], "trace")
    total = 48 + len(kitty)
    if len(items) != total:
        raise RecordError(f"{len(items)} cards, expected {total}", "BW-2.2", "trace")
    steps = []
    seen: set = set()
    seat = left_of(dealer)
    for n, item in enumerate(items, 1):
        place = f"trace {n}"
        item = as_dict(item, place)
        card = card_at(require(item, "card", "BW-2.2", place), f"{place}.card", "BW-1.2")
        if card in seen:
            raise RecordError(f"{card.code} is dealt twice", "BW-2.2", place)
        seen.add(card)
        to = item.get("to")
        if to != KITTY:
            to = parse_seat(to, f"{place}.to")
            if to != seat:
                raise RecordError(f"{card.code} goes to {to}, but this card is {seat}'s: the "
                                  "deal goes clockwise from the dealer's left", "BW-2.2", place)
            seat = left_of(seat)
        elif n <= KITTY_GUARD or n > total - KITTY_GUARD:
            raise RecordError(f"{card.code} goes to the kitty, but neither the first nor the "
                              "last 4 cards may", "BW-2.3", place)
        held = kitty if to == KITTY else hands[to]
        if card not in held:
            raise RecordError(f"{card.code} goes to {to}, but {to} does not hold it", "BW-2.2",
                              place)
        steps.append(step(n, card, to))
    return tuple(steps)


def summary(states: list[BidWhistState]) -> dict:
    """The result of a replay as the command line prints it (HAND_RECORDS.md)."""
    final = states[-1]
    out: dict[str, Any] = {"game": GAME, "dealer": final.dealer, "rules": final.rules.to_record(),
                           "phase": final.phase.value, "to_act": final.to_act,
                           "bids": [b.code for b in final.bids],
                           "contract": final.contract.to_json() if final.contract else None}
    tricks = [{"number": t.number, "leader": t.leader, "cards": [c.code for c in t.cards],
               "seats": [s for s, _ in t.plays], "winner": t.winner,
               **({"reneges": list(t.reneges)} if t.reneges else {})} for t in final.done]
    if final.trick is not None:
        t = final.trick
        tricks.append({"number": t.number, "leader": t.leader, "cards": [c.code for c in t.cards],
                       "seats": [s for s, _ in t.plays], "winner": None})
    out["tricks"] = tricks
    out["books"] = final.books
    out["complete"] = final.complete
    if final.complete:
        result = final.result
        out["books"] = result.books
        out["made"] = result.made
        out["score"] = result.score
        out["boston"] = result.boston
        if result.penalties:
            out["penalties"] = list(result.penalties)
    return out


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
