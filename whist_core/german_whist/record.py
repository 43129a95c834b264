"""German Whist hand records (HAND_RECORDS.md): replay, summary, deal, record of a state.

A record holds ``game``, ``rules``, ``dealer``, ``hands`` (A and B, 13 each),
``stock`` (26, top first) and ``play`` (up to 52 cards). Draws are not written:
they follow from the stock order (GW-4.1). Unknown top-level keys are allowed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from whist_core.cards import Card, codes
from whist_core.errors import RecordError, WhistError
from whist_core.german_whist.deal import deal
from whist_core.german_whist.rules import GermanWhistRules
from whist_core.german_whist.state import GermanWhistState, from_deal
from whist_core.messages import name
from whist_core.recordkit import CARD_BY_CODE, as_list, card_at, present

GAME = "german-whist"

#: The record's stages in order, with the rule each one belongs to.
_STAGES = (("dealer", "GW-2.1"), ("hands", "GW-2.2"), ("stock", "GW-2.3"), ("play", "GW-3.1"))


def _check_stages(record: Mapping[str, Any]) -> None:
    """The deal keys are required; a later key present while an earlier one is
    missing is refused at that later key (``null`` counts as missing)."""
    for i, (key, rule) in enumerate(_STAGES[:-1]):
        if present(record, key):
            continue
        for later, _ in _STAGES[i + 1:]:
            if present(record, later):
                raise RecordError.of("gw-given-while-missing", rule,
                                     key=name("key", key)).at(later)
        raise RecordError.of("key-missing", rule).at(key)


def replay(record: Mapping[str, Any]) -> list[GermanWhistState]:
    """Check a record and return every state from the deal on (one more per card played).

    Every refusal is a :class:`RuleError` whose place names the key, or the play
    as ``play 3 (trick 2, player B)``, and whose rule is a RULES.md ID.
    """
    if not isinstance(record, Mapping):
        raise RecordError.of("not-an-object").at("record")
    if record.get("game") != GAME:
        raise RecordError(f"expected {GAME!r}, got {record.get('game')!r}", place="game")
    rules = GermanWhistRules.from_record(record.get("rules"))
    _check_stages(record)
    state = from_deal(record["hands"], record["stock"], record["dealer"], rules)
    states = [state]
    if not present(record, "play"):
        return states
    try:
        plays = as_list(record["play"], "play")
    except RecordError as err:
        raise RecordError(err.message, "GW-3.1", err.place, code=err.code,
                          params=err.params) from None
    get = CARD_BY_CODE.get
    play = GermanWhistState.play
    append = states.append
    for n, item in enumerate(plays, 1):
        card = get(item) if item.__class__ is str else None
        if card is None:
            card = _slow_card(state, item, n, len(plays))
        try:
            state = play(state, card)                # play() checks turn, holding, suit
        except WhistError as err:
            if state.complete:
                _slow_card(state, item, n, len(plays))
            raise err.at(_place(state, n)) from None
        append(state)
    return states


def _place(state: GermanWhistState, n: int) -> str:
    return f"play {n} (trick {state.trick_number}, player {state.to_play})"


def _slow_card(state: GermanWhistState, item: Any, n: int, total: int) -> Card:
    """The card of play ``n`` when it is not a canonical code, or the refusal."""
    if state.complete:
        raise RecordError.of("gw-over-after", "GW-6.1", total=total).at(f"play {n}")
    try:
        return card_at(item, _place(state, n))
    except WhistError as err:
        raise RecordError(err.message, "GW-1.1", err.place, code=err.code,
                          params=err.params) from None


def summary(states: Sequence[GermanWhistState]) -> dict[str, Any]:
    """The result printed by ``python -m whist_core replay`` (HAND_RECORDS.md).

    Keys: ``game``, ``dealer``, ``rules``, ``trump`` (suit word), ``tricks`` (each
    ``stage``, ``leader``, ``cards``, ``winner`` and in stage 1 ``prize`` and
    ``draw``), ``counted``, ``complete``, ``winner`` once complete (``null`` for a
    tie), and while a game goes on ``stage``, ``to_play`` and ``prize``. A trick in
    progress is the last of ``tricks``, with ``winner`` ``null`` (as for Bid Whist).
    """
    if not states:
        raise ValueError("no states to summarise")
    state = states[-1]
    out: dict[str, Any] = {
        "game": GAME,
        "dealer": state.dealer,
        "rules": state.rules.to_record(),
        "trump": state.trump.word,
        "tricks": [t.to_record() for t in state.tricks],
        "counted": state.counted,
        "complete": state.complete,
    }
    if state.complete:
        out["winner"] = state.winner
    else:
        out["stage"] = state.stage
        out["to_play"] = state.to_play
        out["prize"] = state.prize.code if state.prize else None
    return out


def deal_record(seed: int, dealer: str | None = None,
                rules: GermanWhistRules | Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A fresh deal from ``seed`` as a record, with no play (GW-2).

    Hands are sorted; ``trace`` gives every card in dealing order and where it
    went (``"A"``, ``"B"`` or ``"stock"``); ``seed`` is kept for people.
    """
    if not isinstance(rules, GermanWhistRules):
        rules = GermanWhistRules.from_record(rules)
    d = deal(seed, dealer)
    state = from_deal(d.hands, d.stock, d.dealer, rules)
    record = record_of(state)
    record["seed"] = seed
    record["trace"] = [{"card": c.code, "to": to} for c, to in d.trace]
    return record


_OWN_KEYS = ("game", "rules", "dealer", "hands", "stock", "play")


def record_of(state: GermanWhistState, base: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The record of the game played up to ``state`` (``play`` only once a card is played).

    Keys of ``base`` that are not part of the game (a title, notes) are kept, so a
    loaded record can be played on and saved again.
    """
    hands = state.dealt_hands
    record: dict[str, Any] = {k: v for k, v in (base or {}).items() if k not in _OWN_KEYS}
    record.update({
        "game": GAME,
        "rules": state.rules.to_record(),
        "dealer": state.dealer,
        "hands": {"A": codes(hands["A"]), "B": codes(hands["B"])},
        "stock": codes(state.dealt_stock),
    })
    plays = state.plays
    if plays:
        record["play"] = codes(plays)
    return record
