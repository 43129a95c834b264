"""The Bid Whist family systems (Part E) in plain words, from one seat's views.

A family view does not say which action produced it, so :func:`step` compares the
seat's view with its view one step before (``before``; ``None`` for the deal): a new
call, a declaration, a discard or a card. Both are the same seat's views, so a card
hidden from the seat cannot reach the words. Rule IDs come from the system's own table
(``SC-2``, ``SB-3`` …).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from whist_core.cards import Card
from whist_core.family.systems import system
from whist_core.narrate.words import (
    call_words,
    card_words,
    cards_words,
    seat_name,
    side_name,
    signed,
)


def _rule(view: Any, topic: str) -> str:
    return system(view.game_name, view.players).rule(topic)


def step(view: Any, before: Any | None = None, *, you: bool = False) -> str:
    """The step between ``before`` and ``view`` (two views of one seat), in plain words."""
    me = view.seat if you else None

    def who(seat: str) -> str:
        return "You" if seat == me else seat_name(seat)

    if before is None:
        sizes = dict(view.hand_sizes)
        n = max(sizes.values())
        return (f"{who(view.dealer)} {'deal' if view.dealer == me else 'deals'} {n} cards "
                f"to each of the {view.players} players, one at a time "
                f"({_rule(view, 'deal')}). {who(_left(view, view.dealer))} "
                f"{'speak' if _left(view, view.dealer) == me else 'speaks'} first.")
    if len(view.calls) > len(before.calls):
        return _call(view, who)
    played, was = _played(view), _played(before)
    if len(played) > len(was):
        return _play(view, who)
    c = view.contract
    if view.discard is not None and before.discard is None:
        return (f"{who(c.declarer)} lay{'' if c.declarer == me else 's'} away "
                f"{cards_words(view.discard)} ({_rule(view, 'discard')}).")
    if before.phase == "discard" and view.phase != "discard":
        return (f"{who(c.declarer)} lay{'' if c.declarer == me else 's'} away "
                f"{view.discard_count} cards face down ({_rule(view, 'discard')}).")
    if c is not None:
        text = f"{who(c.declarer)} declare{'' if c.declarer == me else 's'}: {c.words} " \
               f"({_rule(view, 'declare')})."
        if view.kitty is not None and before.kitty is None:
            text += f" The kitty joins the declarer's hand: {cards_words(view.kitty)}."
        return text
    return "The hand goes on."


def _left(view: Any, seat: str) -> str:
    seats = view.seats
    return seats[(seats.index(seat) + 1) % len(seats)]


def _played(view: Any) -> list[tuple[str, Any]]:
    return [p for t in view.tricks for p in t.plays]


def _call(view: Any, who) -> str:
    seat, call = view.calls[-1]
    if call.is_pass:
        text = f"{who(seat)} pass{'' if who(seat) == 'You' else 'es'}."
    elif call.is_redeal:
        text = f"{who(seat)} call{'' if who(seat) == 'You' else 's'} for a new deal."
    else:
        text = f"{who(seat)} bid{'' if who(seat) == 'You' else 's'} {call_words(call)}."
    rule = _rule(view, "auction")
    if view.complete and view.result is not None and view.result.redeal:
        return text + f" Nobody plays this hand: it is dealt again ({rule})."
    c = view.contract
    if c is not None:
        text += (f" The auction is over: {who(c.declarer)} won it with {call_words(c.call)} "
                 f"({rule}).")
    elif view.to_act is not None:
        text += f" {who(view.to_act)} to speak ({rule})."
    return text


def _play(view: Any, who) -> str:
    trick = view.tricks[-1]
    if trick.winner is None and not trick.plays:
        trick = view.tricks[-2]
    seat, card = trick.plays[-1]
    trump = view.contract.trump if view.contract is not None else None

    def suit(c):
        return c.suit if c.suit is not None else trump

    you = who(seat) == "You"
    name = card_words(card)
    if len(trick.plays) == 1:
        text = f"{who(seat)} lead{'' if you else 's'} {name} to trick {trick.number}."
        if trump is None and view.contract is not None and view.contract.by_lead:
            text += f" The suit of this first lead is trump ({_rule(view, 'declare')})."
    else:
        led = next((suit(c) for _, c in trick.plays if suit(c) is not None), None)
        mine = suit(card)
        if led is None or mine is led:
            text = f"{who(seat)} follow{'' if you else 's'} with {name}."
        elif trump is not None and mine is trump:
            text = (f"{who(seat)} cannot follow {led.word} and "
                    f"trump{'' if you else 's'} with {name}.")
        else:
            text = f"{who(seat)} cannot follow {led.word} and discard{'' if you else 's'} {name}."
    if trick.winner is not None:
        win = trick.card_of(trick.winner)
        books = " · ".join(f"{side_name(k)} {v}" for k, v in view.books)
        text += (f" {who(trick.winner)} win{'' if who(trick.winner) == 'You' else 's'} trick "
                 f"{trick.number} with {card_words(win)}. Books: {books}.")
        r = view.result
        if view.complete and r is not None:
            verdict = ("made" if r.made else "set") if r.made is not None else "over"
            scores = ", ".join(f"{side_name(k)} {signed(v)}" for k, v in r.score.items() if v)
            text += (f" The hand is over: the contract is {verdict}; "
                     f"{scores or 'no one scores'} ({_rule(view, 'score')}).")
    return text


def deal_step(name: str, players: int | None, dealer: str,
              trace: Sequence[tuple[Card, str]], k: int,
              visible: Collection[str] | None = None) -> str:
    """Card ``k`` (from 1) of a family system's deal in plain words. ``trace`` is the
    deal in order, ``(card, to)`` with ``to`` a seat or ``"kitty"``; a card is named
    only when its seat is in ``visible`` (``None``: every seat and the kitty)."""
    sys_ = system(name, players)
    rule = sys_.rule("deal")
    card, to = trace[k - 1]
    n = len(trace)
    if to == "kitty":
        shown = visible is None
        where = "into the kitty, face down"
    else:
        shown = visible is None or to in visible
        where = f"to {seat_name(to)}" + (" (the dealer)" if to == dealer else "")
    what = card_words(card) if shown else "a card"
    text = f"Card {k} of {n}: {seat_name(dealer)} deals {what} {where}."
    if k == 1:
        text = (f"{seat_name(dealer)} deals one card at a time, starting on the left: "
                f"{sys_.hand_size} cards to each of the {sys_.players} players"
                + (f" and {sys_.kitty_size} into the kitty" if sys_.kitty_size else "")
                + f" ({rule}). " + text)
    if k == n:
        text += (f" The deal is over: {sys_.hand_size} cards each"
                 + (f", {sys_.kitty_size} in the kitty" if sys_.kitty_size else ", no kitty")
                 + f" ({rule}).")
    return text


__all__ = ["deal_step", "step"]


def hint(view: Any) -> str:
    """What this seat may do now, in plain words."""
    if view.complete:
        return "The hand is over."
    if not view.my_turn:
        return f"It is {seat_name(view.to_act)}'s turn, not yours."
    if view.phase == "auction":
        return ("You may call: " + ", ".join(c.words for c in view.legal)
                + f" ({_rule(view, 'auction')}).")
    if view.phase == "discard":
        return (f"Lay away any {view.discard_count} of your {len(view.hand)} cards "
                f"({_rule(view, 'discard')}).")
    if view.phase == "declare":
        return f"Choose how to play the hand ({_rule(view, 'declare')})."
    return "You may play: " + ", ".join(card_words(c) for c in view.legal) + "."


def actor(view: Any) -> str:
    """The seat that took the last step (the dealer before any action)."""
    played = _played(view)
    if played:
        return played[-1][0]
    if view.contract is not None and view.phase != "auction":
        return view.contract.declarer
    return view.calls[-1][0] if view.calls else view.dealer
