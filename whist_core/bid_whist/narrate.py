"""Plain-words explanations of each step of a hand, for steppers and lessons.

``explain(state)`` describes the action that produced ``state`` from its
predecessor, with the rule IDs that decided it.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from whist_core.bid_whist.deal import KITTY, KITTY_GUARD, Deal
from whist_core.bid_whist.seats import SEAT_NAMES, left_of, pair_of
from whist_core.cards import Card

if TYPE_CHECKING:
    from whist_core.bid_whist.state import BidWhistState


def explain(state: BidWhistState, visible: Collection[str] | None = None) -> str:
    """What happened in the step that led to ``state``.

    ``visible`` (seats whose cards the reader may see; ``None`` for all) keeps the
    kitty and the discard unnamed when the declarer's cards are hidden.
    """
    action = state.last
    if (visible is not None and action.kind in _UNSEEN
            and state.contract.declarer not in visible):
        return _UNSEEN[action.kind](state)
    return _HANDLERS[action.kind](state, state.previous)


def _name(seat: str | None) -> str:
    return SEAT_NAMES.get(seat or "", seat or "")


def _deal(state: BidWhistState, _before: BidWhistState | None) -> str:
    n = state.rules.kitty_size
    first = state.bidder(1)
    return (f"{_name(state.dealer)} deals: 12 cards to each player one at a time, {n} to the "
            f"kitty, never among the first or last 4 cards (BW-2.2, BW-2.3). "
            f"{_name(first)}, on the dealer's left, speaks first (BW-2.4).")


def _bid(state: BidWhistState, before: BidWhistState) -> str:
    seat, b = state.last.seat, state.last.value
    who = _name(seat)
    if b.is_pass:
        text = f"{who} passes."
    elif len(before.bids) == 3 and all(x.is_pass for x in before.bids):
        text = (f"{who} is the dealer and must bid after three passes (BW-2.5): "
                f"{b.words}.")
    elif before.high_bid is None:
        text = f"{who} opens with {b.words}: {b.books_needed} of the 13 books (BW-3.1)."
    else:
        text = (f"{who} bids {b.words}, overcalling {before.high_bid[1].words} (BW-3.3).")
    if state.contract is not None:
        c = state.contract
        text += (f" The auction is over: {_name(c.declarer)} wins it with {c.bid.words} and "
                 f"needs {c.bid.books_needed} books (BW-3.1).")
        if c.is_no_trump:
            text += " Next, the declarer chooses uptown or downtown (BW-3.4)."
        else:
            if state.rules.sport_kitty:
                kitty = " ".join(card.pretty for card in state.kitty)
                text += f" The kitty is turned face up for all to see: {kitty} (V-SPORT-KITTY)."
            text += " Next, the declarer names trump (BW-3.4)."
    else:
        text += f" {_name(state.to_act)} speaks next."
    return text


def _declare(state: BidWhistState, _before: BidWhistState) -> str:
    c = state.contract
    who = _name(c.declarer)
    what = f"{c.trump.word} as trump" if c.trump else f"{c.direction} at no trump"
    kitty = " ".join(card.pretty for card in state.kitty)
    return (f"{who} chooses {what} (BW-3.4) and picks up the kitty: {kitty} (BW-3.5). "
            f"{who} now holds {len(state.hand(c.declarer))} cards and lays away "
            f"{state.rules.kitty_size}.")


def _declare_unseen(state: BidWhistState) -> str:
    c = state.contract
    who = _name(c.declarer)
    what = f"{c.trump.word} as trump" if c.trump else f"{c.direction} at no trump"
    return (f"{who} chooses {what} (BW-3.4) and picks up the {len(state.kitty)} kitty cards "
            f"face down (BW-3.5). {who} now holds {len(state.hand(c.declarer))} cards and "
            f"lays away {state.rules.kitty_size}.")


def _discard_unseen(state: BidWhistState) -> str:
    c = state.contract
    rule = "V-LEFT-LEADS" if state.rules.first_lead == "left_of_dealer" else "BW-3.7"
    return (f"{_name(c.declarer)} lays away {len(state.last.value)} cards face down: they "
            f"count at once as one book for {pair_of(c.declarer)} (BW-3.6). 12 tricks remain. "
            f"{_name(state.to_act)} leads to the first trick ({rule}).")


def _discard(state: BidWhistState, _before: BidWhistState) -> str:
    c = state.contract
    pile = " ".join(card.pretty for card in state.last.value)
    leader = state.to_act
    text = (f"{_name(c.declarer)} lays away {pile}: they count at once as one book for "
            f"{pair_of(c.declarer)} (BW-3.6). 12 tricks remain.")
    if state.discard != state.last.value:
        text += " At no trump the jokers leave play; their holders draw replacements from the "
        text += "discard (V-NT-JOKER-KITTY)."
    rule = "V-LEFT-LEADS" if state.rules.first_lead == "left_of_dealer" else "BW-3.7"
    return text + f" {_name(leader)} leads to the first trick ({rule})."


def _play(state: BidWhistState, before: BidWhistState) -> str:
    seat, card = state.last.seat, state.last.value
    who = _name(seat)
    ranking = state.ranking
    trick = state.trick if state.trick is not None else state.done[-1]
    earlier = [c for _, c in trick.plays[:-1]]
    if not earlier:
        text = f"{who} leads {card.pretty} to trick {trick.number}."
        if card.is_joker:
            text += (" A joker lead is a trump lead (BW-4.6)." if ranking.trump else
                     " A joker lead fixes no suit: the next non-joker card does (BW-5.3).")
    else:
        text = _reply(state, seat, card, earlier, trick)
    if trick.complete:
        books = state.books
        win_card = trick.card_of(trick.winner)
        text += (f" {_name(trick.winner)} wins trick {trick.number} with {win_card.pretty}"
                 f"{_why_wins(state, trick)}. Books: NS {books['NS']}, EW {books['EW']}.")
        if state.complete:
            r = state.result
            verdict = "makes" if r.made else "is set on"
            text += (f" The hand is over: {r.declarers} {verdict} the contract with "
                     f"{r.declarer_books} books; " + _score_words(r.score) + " (BW-6).")
        else:
            text += f" {_name(trick.winner)} leads next (BW-4.5)."
    return text


def _reply(state: BidWhistState, seat: str, card: Card, earlier: list[Card], trick) -> str:
    ranking = state.ranking
    who = _name(seat)
    led = ranking.led_suit(earlier)
    suit = ranking.suit_of(card)
    if seat in trick.reneges:
        return (f"{who} plays {card.pretty} without following {led.word} while holding "
                f"{led.word}: a renege, which the other side may claim (BW-6.6).")
    if led is None:
        return (f"{who} plays {card.pretty}: after a joker lead any card may be played; "
                + ("it fixes the suit to follow (BW-5.3)." if suit else
                   "still no suit fixed (BW-5.5)."))
    if suit is led:
        base = f"{who} follows {led.word} with {card.pretty} (BW-4.4)."
    elif card.is_joker and ranking.trump is None:
        base = (f"{who} cannot follow {led.word} and discards {card.pretty}: at no trump a "
                "joker never wins (BW-5.1, BW-5.2).")
    elif suit is ranking.trump and suit is not None:
        base = f"{who} cannot follow {led.word} and trumps with {card.pretty} (BW-4.4)."
    else:
        base = f"{who} cannot follow {led.word} and discards {card.pretty} (BW-4.4)."
    so_far = [c for _, c in trick.plays]
    if not trick.complete and card is so_far[ranking.winner(so_far)]:
        base = base[:-1] + " — the best card so far."
    return base


def _why_wins(state: BidWhistState, trick) -> str:
    ranking = state.ranking
    card = trick.card_of(trick.winner)
    if card.is_joker:
        return ": the jokers rank above every trump (BW-4.3)"
    led = ranking.led_suit(trick.cards)
    trumps = [c for c in trick.cards if ranking.trump and ranking.suit_of(c) is ranking.trump]
    if trumps and led is not ranking.trump:
        return ", the highest trump (BW-4.5)"
    if ranking.direction == "downtown":
        if card.rank == 14 and not state.rules.ace_low_downtown:
            return ": downtown the ace still ranks highest (BW-4.2)"
        return f", the highest {led.word[:-1]} downtown (BW-4.2)"
    return f", the highest {led.word[:-1]} (BW-4.5)"


def _score_words(score: dict[str, int]) -> str:
    """``NS score +4`` — or both pairs when both change (a variant's scoring)."""
    moved = [f"{pair} score {points:+d}" for pair, points in score.items() if points]
    return " and ".join(moved) if moved else "no one scores"


def _claim(state: BidWhistState, _before: BidWhistState) -> str:
    by, trick = state.last.value
    return (f"{by} claims a renege in trick {trick}: once the hand is complete, three books "
            f"pass to {by} (BW-6.6).")


_UNSEEN = {"declare": _declare_unseen, "discard": _discard_unseen}
_HANDLERS = {"deal": _deal, "bid": _bid, "declare": _declare, "discard": _discard,
             "play": _play, "claim": _claim}


# ----------------------------------------------------------------- the deal, card by card
def kitty_barred(deal: Deal) -> frozenset[int]:
    """Numbers (from 1) of the cards of ``deal`` that may not go to the kitty (BW-2.3)."""
    total = len(deal.trace) or 48 + len(deal.kitty)
    return frozenset(n for n in range(1, total + 1)
                     if n <= KITTY_GUARD or n > total - KITTY_GUARD)


def explain_deal_step(deal: Deal, k: int, visible: Collection[str] | None = None) -> str:
    """Card ``k`` (from 1) of the deal's trace in plain words, with the kitty rule.

    ``visible`` lists the seats (and ``"kitty"``) whose cards may be named; ``None``
    names every card; the others are left unnamed.
    """
    trace = deal.trace
    if not 1 <= k <= len(trace):
        raise ValueError(f"the deal has {len(trace)} cards; there is no card {k}")
    step = trace[k - 1]
    total = len(trace)
    shown = visible is None or step.to in visible
    what = f": {step.card.pretty}" if shown else ""
    if step.to == KITTY:
        so_far = sum(1 for s in trace[:k] if s.to == KITTY)
        text = (f"Card {k} of {total} → kitty{what}, face down ({so_far} of "
                f"{len(deal.kitty)} kitty cards). The dealer may put a card in the kitty "
                f"anywhere except among the first {KITTY_GUARD} and last {KITTY_GUARD} "
                f"(BW-2.2, BW-2.3).")
    else:
        held = sum(1 for s in trace[:k] if s.to == step.to)
        of = len(deal.hands[step.to])
        text = f"Card {k} of {total} → {_name(step.to)}{what} ({held} of {of})."
        if k <= KITTY_GUARD:
            text += (f" The first {KITTY_GUARD} and last {KITTY_GUARD} cards may not go to "
                     "the kitty (BW-2.3).")
        elif k > total - KITTY_GUARD:
            text += (f" One of the last {KITTY_GUARD} cards: it may not go to the kitty "
                     "(BW-2.3).")
    if k == 1:
        text += (f" {_name(deal.dealer)} deals one card at a time, clockwise from the "
                 "dealer's left (BW-2.2).")
    if k == total:
        text += (f" The deal is complete: 12 cards each and {len(deal.kitty)} in the kitty. "
                 f"{_name(left_of(deal.dealer))}, on the dealer's left, speaks first (BW-2.4).")
    return text
