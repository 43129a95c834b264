"""Records of the family systems (HAND_RECORDS.md, "Records of the other systems").

Each refusal is one :class:`~whist_core.errors.RecordError` (malformed) or
:class:`~whist_core.errors.RuleError` (a broken rule) naming the place — ``rules.KEY``,
``hands.P2``, ``bid 3 (seat S)``, ``declare``, ``discard``, ``play 14 (trick 4, seat W)`` —
and the Part E rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from whist_core.cards import ALL_CARDS, Card
from whist_core.errors import RecordError, RuleError, WhistError
from whist_core.family.engine import _DEAL_ORDER, COMPLETE, KITTY_GUARD, Deal, FamilyState, deal
from whist_core.family.kinds import Auction
from whist_core.family.seats import parse_pair
from whist_core.family.switches import BidWhistRules
from whist_core.family.system import System
from whist_core.family.systems import HOUSE, PLAYERS, SYSTEMS, house
from whist_core.messages import N_, name
from whist_core.recordkit import (
    CARD_BY_CODE,
    as_dict,
    as_list,
    card_at,
    card_list,
    check_deal_cards,
    owner_name,
    present,
    require,
    trace_cards,
)

_OWN_KEYS = ("game", "players", "rules", "dealer", "hands", "kitty", "trace", "bids",
             "declare", "discard", "play", "renege_claims", "seed", "cut")


def system_of(record: Mapping[str, Any]) -> System:
    """The system a record names (``players`` for Cutthroat: 3, 4 or 5, 4 if absent)."""
    game = record.get("game")
    if game == HOUSE.name:
        return house(BidWhistRules.from_record(record.get("rules")))
    if game not in SYSTEMS:
        raise RecordError(f"{str(game)[:30]!r} is not a family system", place="game")
    choices = PLAYERS[game]
    players = record.get("players")
    if players is not None and type(players) is not int and not isinstance(players, (bool, str)):
        raise RecordError.of("players-whole-number", SYSTEMS[game].rule("deal"),
                             text=str(players)[:20]).at("players")
    if len(choices) > 1:
        if players is None:
            return SYSTEMS[game]
        if isinstance(players, bool) or players not in tuple(choices):
            raise RecordError.of("players-choices", SYSTEMS[game].rule("deal"),
                                 text=repr(str(players)[:20]),
                                 game=name("game", SYSTEMS[game].title),
                                 counts=_counts(choices)).at("players")
        return choices[players]
    if present(record, "players") and record["players"] != 4:
        raise RecordError.of("players-four", SYSTEMS[game].rule("deal"),
                             game=name("game", SYSTEMS[game].title),
                             text=str(record["players"])[:20]).at("players")
    return SYSTEMS[game]


def _counts(choices: Mapping[int, System]) -> Any:
    """``3, 4 or 5``, said in the learner's language."""
    n = [str(k) for k in choices]
    return name("either", " ".join(n), ", ".join(n[:-1]) + " or " + n[-1] if len(n) > 1
                else n[0])


def _check_rules(record: Mapping[str, Any], system: System) -> None:
    rules = record.get("rules")
    if rules is None:
        return
    rules = as_dict(rules, "rules")
    for key in rules:
        raise RecordError.of("no-switches", system.rule("deal"),
                             game=name("game", system.title)).at(f"rules.{str(key)[:40]}")


def read_deal(record: Mapping[str, Any], system: System) -> Deal:
    """The dealer, hands and kitty (and trace) of a record, checked (BW-1, BW-2, Part E
    deals); a house deal keeps its cards in the order the record lists them
    (:attr:`Deal.order`).

    Every game reads a deal the same way; a refusal cites the system's rule for its topic
    (house Bid Whist: ``dealer`` BW-1.3, ``seat`` BW-1.1, ``card`` BW-1.2), else its deal
    rule."""
    seats = system.seats
    rule = system.rule("deal")
    card_rule = system.rule("card", rule)
    if not present(record, "dealer"):
        raise RecordError.of("key-missing", system.rule("dealer", rule)).at("dealer")
    dealer = _seat(record["dealer"], system, "dealer")
    if not present(record, "hands"):
        raise RecordError.of("key-missing", rule).at("hands")
    hands_obj = as_dict(record["hands"], "hands")
    for key in hands_obj:
        if key not in seats:
            raise RecordError.of("not-a-seat", system.rule("seat", rule), text=_shown(key),
                                 seats=", ".join(seats)).at(f"hands.{str(key)[:20]}")
    hands: dict[str, list[Card]] = {}
    for s in seats:
        if hands_obj.get(s) is None:
            raise RecordError.of("hand-missing", rule).at(f"hands.{s}")
        hands[s] = card_list(hands_obj[s], f"hands.{s}", card_rule)
    kitty: list[Card] = []
    if system.has_kitty:
        if not present(record, "kitty"):
            raise RecordError.of("key-missing", rule).at("kitty")
        kitty = card_list(record["kitty"], "kitty", card_rule)
    elif present(record, "kitty"):
        raise RecordError.of("no-kitty", rule, game=name("game", system.title)).at("kitty")
    for s in seats:
        if len(hands[s]) != system.hand_size:
            raise RecordError.of("card-count", rule, n=len(hands[s]),
                                 need=system.hand_size).at(f"hands.{s}")
    if len(kitty) != system.kitty_size:
        raise RecordError.of("card-count", rule, n=len(kitty), need=system.kitty_size).at(
            "kitty")
    holdings: list[tuple[str, list[Card]]] = [*hands.items(), ("kitty", kitty)]
    dealt = {c.index for _, cs in holdings for c in cs}
    if len(dealt) != system.deck_size or max(dealt) >= system.deck_size:
        check_deal_cards(holdings, ALL_CARDS[:system.deck_size], card_rule)  # says what
    masks = tuple(sum(_BIT[c.index] for c in hands[s]) for s in seats)
    di = seats.index(dealer)
    trace: tuple = ()
    if present(record, "trace"):
        trace = (_trace_fast(record["trace"], system, di, masks, kitty)
                 or _read_trace(record, system, di, hands, kitty))
    dealt = Deal(di, masks, tuple(c.index for c in kitty), trace)
    if system.rules is not None:             # house Bid Whist keeps the cards as listed
        dealt = dealt.ordered([[c.index for c in hands[s]] for s in seats])
    return dealt


def _seat(value: Any, system: System, place: str) -> str:
    """A seat as a record writes it (any case, spaces around it ignored)."""
    seats = system.seats
    if isinstance(value, str) and value.strip().upper() in seats:
        return value.strip().upper()
    listed = name("either", " ".join(seats), ", ".join(seats[:-1]) + " or " + seats[-1])
    raise RecordError.of("not-a-seat", system.rule("seat", system.rule("deal")),
                         text=_shown(value), seats=listed).at(place)


def _shown(value: Any) -> str:
    """A record's value in a message, cut short when long."""
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "…"


_BIT = tuple(1 << i for i in range(54))


def _trace_fast(items: Any, system: System, dealer: int, masks: tuple[int, ...],
                kitty: list[Card]) -> tuple | None:
    """The trace of a good record, read whole (list operations, masks); None at the first
    doubt (then :func:`_read_trace` reads it again, card by card, and names the fault)."""
    total = system.deck_size
    read = trace_cards(items, total)
    if read is None:
        return None
    cards, to = read
    idx = [c.index for c in cards]
    n = system.players
    first = (dealer + 1) % n
    order = _DEAL_ORDER[n][first]
    at = [k for k, t in enumerate(to) if t == "kitty"] if system.has_kitty else []
    if len(at) != len(kitty) or (at and (at[0] < KITTY_GUARD or at[-1] >= total - KITTY_GUARD)):
        return None
    seat_of = list(order[:total - len(at)])        # one card at a time from the dealer's
    for p in at:                                    # left, the kitty cards between
        seat_of.insert(p, -1)
    names = (*system.seats, "kitty")               # index -1: the kitty
    if to != list(map(names.__getitem__, seat_of)):
        return None
    bit = _BIT.__getitem__
    dealt = [i for i, w in zip(idx, seat_of, strict=True) if w >= 0]
    if any(sum(map(bit, dealt[(s - first) % n::n])) != masks[s] for s in range(n)):
        return None
    if sum(map(bit, [idx[p] for p in at])) != sum(_BIT[c.index] for c in kitty):
        return None
    return tuple(zip(idx, seat_of, strict=True))


def _read_trace(record: Mapping[str, Any], system: System, dealer: int,
                hands: dict[str, list[Card]], kitty: list[Card]) -> tuple:
    """A deal trace must agree with the hands and keep BW-2.2 / BW-2.3."""
    items = as_list(record["trace"], "trace")
    total = system.deck_size
    if len(items) != total:
        raise RecordError.of("card-count", "BW-2.2", n=len(items), need=total).at("trace")
    seats = system.seats
    card_rule = system.rule("card", "BW-2.2")
    n = system.players
    seat = (dealer + 1) % n
    out = []
    seen: set[Card] = set()
    for k, item in enumerate(items, 1):
        place = f"trace {k}"
        item = as_dict(item, place)
        card = card_at(require(item, "card", "BW-2.2", place), f"{place}.card", card_rule)
        said = name("card", card.code)
        if card in seen:
            raise RecordError.of("trace-dealt-twice", "BW-2.2", card=said).at(place)
        seen.add(card)
        to = item.get("to")
        if to == "kitty" and system.has_kitty:
            if k <= KITTY_GUARD or k > total - KITTY_GUARD:
                raise RecordError.of("trace-kitty-guard", "BW-2.3", card=said,
                                     n=KITTY_GUARD).at(place)
            held, where = kitty, -1
        else:
            to = _seat(to, system, f"{place}.to")
            if to != seats[seat]:
                raise RecordError.of("trace-out-of-turn", "BW-2.2", card=said,
                                     to=name("seat", to),
                                     seat=name("seat", seats[seat])).at(place)
            held, where = hands[to], seat
            seat = (seat + 1) % n
        if card not in held:
            raise RecordError.of("trace-not-held", "BW-2.2", card=said,
                                 to=owner_name(to)).at(place)
        out.append((card.index, where))
    return tuple(out)


def _stages(system: System) -> tuple[str, ...]:
    if not system.has_kitty:
        return ("bids", "declare", "play")
    if system.discard_first:
        return ("bids", "discard", "declare", "play")
    return ("bids", "declare", "discard", "play")


def replay(record: Mapping[str, Any]) -> list[FamilyState]:
    """Check a record of a family game (house Bid Whist included) and return every state,
    the deal first."""
    if not isinstance(record, Mapping):
        raise RecordError.of("not-an-object").at("record")
    system = system_of(record)
    switches = system.rules
    if switches is None:
        _check_rules(record, system)
        if "renege_claims" in record and record["renege_claims"] is not None:
            raise RecordError.of("no-reneges-recorded", "BW-4.4",
                                 game=name("game", system.title)).at("renege_claims")
    for key in ("kitty", "discard"):
        if not system.has_kitty and present(record, key):
            raise RecordError.of("no-kitty", system.rule("deal"),
                                 game=name("game", system.title)).at(key)
    state = FamilyState.from_deal(system, read_deal(record, system))
    states = [state]
    stages = _stages(system)
    if switches is not None:
        _check_order(record, system, stages)
    for key in stages:
        if not present(record, key):
            continue
        if state.complete:
            if key == "play" and isinstance(record[key], list) and not record[key]:
                continue
            raise (RecordError.of("redealt-nothing-follows", system.rule("redeal"))
                   if state.redeal else
                   RecordError.of("over-nothing-follows", system.rule("score"))).at(key)
        if key == "bids":
            state = _calls(record, system, state, states)
        elif key == "declare":
            if state.phase != "declare":
                raise _unfinished(system, state, "declare")
            try:
                state = state.declare(record["declare"])
            except WhistError as err:
                raise err.at("declare") from None
            states.append(state)
        elif key == "discard":
            if state.phase != "discard":
                raise _unfinished(system, state, "discard")
            cards = card_list(record["discard"], "discard", system.rule("card",
                                                                        system.rule("discard")))
            try:
                state = state.lay_away(cards)
            except WhistError as err:
                raise err.at("discard") from None
            states.append(state)
        else:
            if state.phase != "play":
                raise _unfinished(system, state, "play")
            _plays(record, system, state, states)
            state = states[-1]
    if switches is not None and present(record, "renege_claims"):
        _claims(record, system, state, states)
    return states


def _stage_rule(system: System, key: str) -> str:
    return system.rule({"bids": "auction", "declare": "declare", "discard": "discard",
                        "play": "lead"}[key])


def _check_order(record: Mapping[str, Any], system: System, stages: tuple[str, ...]) -> None:
    """A later key needs every earlier stage present (HAND_RECORDS.md, fine points)."""
    for i, key in enumerate(stages[1:], 1):
        if present(record, key):
            for earlier in stages[:i]:
                if not present(record, earlier):
                    raise RecordError.of("stage-missing", _stage_rule(system, key),
                                         earlier=name("key", earlier, repr(earlier))).at(key)


def _unfinished(system: System, state: FamilyState, key: str) -> RecordError:
    if state.phase == "auction":
        calls = len(state.calls)
        if system.auction is Auction.ONCE:
            return RecordError.of("auction-not-over-count", system.rule("auction"),
                                  calls=calls, players=system.players).at(key)
        return RecordError.of("auction-not-over", system.rule("auction")).at(key)
    if state.phase == "declare":
        code = "not-declared"
    elif state.phase == "discard":
        code = "not-laid-away"
    elif key == "declare" and state.phase == "play":
        code = "nothing-to-declare"
    else:
        code = "not-at-this-stage"
    return RecordError.of(code, _stage_rule(system, key)).at(key)


_WORD = {3: N_("three"), 4: N_("four"), 5: N_("five")}


def _calls(record: Mapping[str, Any], system: System, state: FamilyState,
           states: list[FamilyState]) -> FamilyState:
    items = as_list(record["bids"], "bids")
    for n, value in enumerate(items, 1):
        if state.phase != "auction":
            if state.redeal:
                raise RecordError.of("redealt", system.rule("redeal")).at(f"bid {n}")
            if system.auction is Auction.ONCE:
                raise RecordError.of("calls-once", system.rule("auction"), n=len(items),
                                     players=name("phrase", _WORD[system.players])
                                     ).at(f"bid {n}")
            raise RecordError.of("auction-over-after", system.rule("auction"),
                                 n=n - 1).at(f"bid {n}")
        try:
            state = state.call(value)
        except WhistError as err:
            raise err.at(f"bid {n} (seat {state.to_act})") from None
        states.append(state)
    return state


def _plays(record: Mapping[str, Any], system: System, state: FamilyState,
           states: list[FamilyState]) -> None:
    """The record's cards; a refused one names its place (a house player's cards in the
    order the record lists them, :meth:`FamilyState.held`)."""
    items = as_list(record["play"], "play")
    n = system.players
    total = n * system.hand_size
    if len(items) > total and system.rules is not None:       # house: the whole list
        raise RecordError.of("too-many-cards", system.rule("score"), n=len(items), total=total,
                             tricks=system.hand_size, players=n).at("play")
    card_rule = system.rule("card", system.rule("deal"))
    get = CARD_BY_CODE.get
    play = FamilyState.apply                         # in the play: FamilyState.play
    append = states.append
    for k, value in enumerate(items, 1):
        card = get(value) if value.__class__ is str else None
        try:
            state = play(state, card)                # play() checks phase, holding, suit
        except WhistError:
            if state.complete:
                raise RuleError.of("hand-over-after", system.rule("deal"), total=total,
                                   tricks=system.hand_size, players=n).at(f"play {k}") from None
            place = f"play {k} (trick {(k - 1) // n + 1}, seat {state.to_act})"
            card = card_at(value, place, card_rule)
            try:
                state = state.play(card)
            except WhistError as err:
                raise err.at(place) from None
        append(state)


def _claims(record: Mapping[str, Any], system: System, state: FamilyState,
            states: list[FamilyState]) -> None:
    """House Bid Whist's renege claims, in order (BW-6.6)."""
    rule = system.rule("renege")
    for n, claim in enumerate(as_list(record["renege_claims"], "renege_claims"), 1):
        place = f"renege_claims {n}"
        claim = as_dict(claim, place)
        by = parse_pair(require(claim, "by", rule, place), f"{place}.by")
        trick = require(claim, "trick", rule, place)
        try:
            state = state.claim_renege(by, trick)
        except WhistError as err:
            raise err.at(place) from None
        states.append(state)


def summary(states: list[FamilyState]) -> dict[str, Any]:
    """The result of a replay, as the command line prints it (HAND_RECORDS.md), for every
    game of the family: house Bid Whist's also names its switches, each trick's reneges
    and, once complete, ``boston`` and the renege ``penalties``."""
    final = states[-1]
    system = final.system
    out: dict[str, Any] = {"game": system.name}
    if len(PLAYERS.get(system.name, ())) > 1:
        out["players"] = system.players
    switches = system.rules
    out.update({"dealer": final.dealer,
                "rules": {} if switches is None else switches.to_record(),
                "phase": final.phase, "to_act": final.to_act,
                "bids": [c.code for c in final.bids]})
    contract = final.contract
    out["contract"] = (None if contract is None or final.redeal
                       else system.declaring.to_json(contract))
    out["tricks"] = [{"number": t.number, "leader": t.leader, "cards": [c.code for c in t.cards],
                      "seats": [s for s, _ in t.plays], "winner": t.winner,
                      **({"reneges": list(t.reneges)} if t.reneges and t.winner else {})}
                     for t in final.tricks]
    out["books"] = final.books
    out["complete"] = final.phase == COMPLETE
    if final.redeal:
        out["redeal"] = True
    if out["complete"]:
        result = final.result
        out["books"] = result.books
        out["made"] = result.made
        out["score"] = result.score
        if switches is not None:
            out["boston"] = result.boston
            if result.penalties:
                out["penalties"] = list(result.penalties)
    return out


def deal_record(system: System, seed: int, dealer: str | None = None) -> dict[str, Any]:
    """A fresh deal as a record, with its trace (house Bid Whist: the seed after the game
    and who cut, HAND_RECORDS.md)."""
    if dealer is not None and dealer not in system.seats:
        raise RecordError(f"{str(dealer)[:20]!r} is not a seat ({', '.join(system.seats)})",
                          system.rule("deal"), "--dealer")
    d = deal(system, seed, dealer)
    rec = record_of(FamilyState.from_deal(system, d))
    if system.rules is None:
        return {**rec, "seed": seed, "cut": d.cut}
    trace = rec.pop("trace")
    del rec["bids"]
    return {"game": rec.pop("game"), "seed": seed, **rec,
            "cut": {"by": system.seats[(d.dealer - 1) % system.players], "cards": d.cut},
            "trace": trace}


def record_of(state: FamilyState, base: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The record of a hand played up to ``state`` (replaying it gives ``state`` back).
    House Bid Whist's also writes its switches, the cards in the order held, the calls
    from the deal on (``[]`` before the first) and its renege claims."""
    system = state.system
    switches = system.rules
    d = state.deal
    rec: dict[str, Any] = {k: v for k, v in (base or {}).items() if k not in _OWN_KEYS}
    rec["game"] = system.name
    if len(PLAYERS.get(system.name, ())) > 1:
        rec["players"] = system.players
    rec["rules"] = {} if switches is None else switches.to_record()
    rec["dealer"] = state.dealer
    hands = state.dealt_hands if switches is None else d.held(system.seats)
    rec["hands"] = {s: [c.code for c in hands[s]] for s in system.seats}
    if system.has_kitty:
        rec["kitty"] = [ALL_CARDS[c].code for c in d.kitty]
    if d.trace:
        rec["trace"] = [{"card": ALL_CARDS[c].code, "to": "kitty" if to < 0 else system.seats[to]}
                        for c, to in d.trace]
    chain = state.states()
    calls = [s.last.value.code for s in chain if s.last.kind == "call"]
    if calls or switches is not None:
        rec["bids"] = calls
    for s in chain:
        if s.last.kind == "declare":
            rec["declare"] = s.last.value
        elif s.last.kind == "discard":
            rec["discard"] = [c.code for c in s.last.value]
    plays = [c.code for _, c in state.played]
    if plays or state.phase == "play":
        rec["play"] = plays
    if state.claims:
        rec["renege_claims"] = [{"by": by, "trick": t} for by, t in state.claims]
    return rec


__all__ = ["deal_record", "read_deal", "record_of", "replay", "summary", "system_of"]
