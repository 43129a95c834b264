"""Words for learners, written from views (DESIGN.md "Next shape").

Narration is apart from the rules: every function here takes what one seat may know
(``state.view(seat)``), never a full state, so a card hidden from that seat cannot
reach the words. Plain words for learners: suit symbols (10♥), "big joker", "you" for
the learner's seat when asked, rule IDs in brackets, never a card code.

- :func:`step` — the step that produced a view (deal, call, declaration, discard, each
  card, trick won, hand result, German prizes and draws).
- :func:`hint` — what the seat may do now, and the rule that says so.
- :func:`refusal` — a refused action (``RuleError``) in plain words.
- :func:`table_step` — the step for a reader who sees every hand (a replay showing all
  seats): told from the view of the seat that acted, who knew everything it did.
- :func:`reader` — the view that narrates for a set of face-up seats.
- :func:`last_trick` — the last finished trick, as far as the seat may still look at it.
- :func:`result_rule` — the rule IDs that score a finished hand.
- ``words``: :func:`card_words`, :func:`signed`, :func:`seat_name`.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from whist_core.family.engine import FamilyState
from whist_core.family.view import FamilyView
from whist_core.german_whist.state import GermanWhistState
from whist_core.german_whist.trick import PLAYERS
from whist_core.german_whist.view import PlayerView
from whist_core.messages import msg, said
from whist_core.messages import seat as seat_word
from whist_core.narrate import family, german_whist
from whist_core.narrate.words import (
    SEAT_NAMES,
    action_words,
    card_words,
    cards_words,
    joker_style,
    plain,
    refusal,
    seat_name,
    signed,
)

#: The Bid Whist family (the house game included) has one narration, German Whist its own.
_BY_VIEW = {PlayerView: german_whist, FamilyView: family}


def _module(view: Any):
    try:
        return _BY_VIEW[type(view)]
    except KeyError:
        raise TypeError(f"not a seat's view: {type(view).__name__}") from None


def step(view: Any, *, you: bool = False) -> str:
    """The step that produced ``view`` (the action it names last), in plain words with
    rule IDs."""
    return _module(view).step(view, you=you)


def hint(view: Any) -> str:
    """What the view's seat may do now, in plain words with rule IDs."""
    return _module(view).hint(view)


def last_trick(view: Any, *, you: bool = False) -> str:
    """The last finished trick while the hand goes on — ``"(trick 3): South 10♥, West
    2♥, … — South won it."`` — or ``""``. In house Bid Whist a seat may look at it only
    until it or its partner plays to the next trick (BW-9.7), and the words say so."""
    if view.complete:
        return ""
    me = view.seat if you else None
    if getattr(view, "rules", None) is not None:       # house Bid Whist
        t = view.last_trick
        note = msg(" You may look at it until you or your partner play to the next trick "
                   "(BW-9.7).")
    else:
        done = [t for t in getattr(view, "tricks", ()) if t.winner is not None]
        t = done[-1] if done else None
        note = ""
    if t is None:
        return ""
    rules = getattr(view, "rules", None)
    jokers = joker_style(rules) if rules is not None else "big/little"
    def who(seat: str) -> str:
        return msg("You") if seat == me else said(seat_word(seat, seat_name(seat)))

    cards = ", ".join(msg("{seat} {card}", seat=who(seat), card=card_words(c, jokers))
                      for seat, c in t.plays)
    return msg("(trick {k}): {cards} — {seat} won it.", k=t.number, cards=cards,
               seat=who(t.winner)) + note


def result_rule(view: Any) -> str:
    """The rule IDs that score the finished hand ``view`` shows (``""`` before the end):
    made or set (BW-6.2, BW-6.3; no trump BW-6.4) or the system's scoring rule."""
    r = view.result if view.complete else None
    if r is None:
        return ""
    if getattr(view, "rules", None) is not None:       # house Bid Whist
        rule = "BW-6.2" if r.made else "BW-6.3"
        return rule + (", BW-6.4" if view.contract.no_trump else "")
    if isinstance(view, FamilyView):
        return family._rule(view, "score")
    raise TypeError(f"no contract is scored in {type(view).__name__}")


def reader(state: Any, seats: Collection[str]) -> Any:
    """Of the face-up ``seats``, the view that tells a step: the view of the seat that
    acted if it is face up (it knew all it did), else the first seat's."""
    seats = list(seats)
    view = state.view(seats[0])
    who = _module(view).actor(view)
    return state.view(who) if who in seats and who != seats[0] else view


def table_step(state: Any, seats: Collection[str] | None = None) -> str:
    """The step that produced ``state`` for a reader who sees ``seats`` face up (default
    every seat): told from one of those seats' views (see :func:`reader`)."""
    if seats is None:
        seats = seats_of(state)
    return step(reader(state, seats))


def seats_of(state: Any) -> tuple[str, ...]:
    """The seats of the game ``state`` belongs to."""
    if isinstance(state, FamilyState):
        return state.seats
    if isinstance(state, GermanWhistState):
        return PLAYERS
    raise TypeError(f"not a whist state: {type(state).__name__}")


__all__ = ["SEAT_NAMES", "action_words", "card_words", "cards_words", "family",
           "german_whist", "hint", "joker_style", "last_trick", "plain", "reader", "refusal",
           "result_rule", "seat_name", "seats_of", "signed", "step", "table_step"]
