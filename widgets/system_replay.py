"""A hand of any Bid Whist family system (RULES.md Part E), stepped through.

``SystemHandReplay("records/sys_boston_1_trump_by_lead.json")`` shows every state of
the hand — the deal, each call, the declaration, the laid-away cards, each card — with
every hand face up (a worked example), the trick on the table, the contract and the
books so far. The words for each step are read from the engine's states (who acted,
what, who won the trick, the result); the stepper decides no rule.

Root class ``whist-hand-replay`` and the cursor of every stepper
(:class:`widgets.steppers.Stepper`), so lessons and browser tests treat it like
:class:`widgets.HandReplay` (which speaks Bid Whist and German Whist).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from whist_core import pictures, records
from whist_core.cards import SUITS
from whist_core.questions.systems import (
    books_word,
    call_words,
    contract_words,
    seat_name,
    side_name,
    signed,
)
from widgets._sources import esc
from widgets.steppers import Frame, Stepper

RANKINGS = {"uptown": "uptown (ace high)", "downtown": "downtown (A 2 3 … K)",
            "downtown_ace_low": "downtown with the ace low (2 3 … K A)"}


def _cards(cards: Sequence[Any]) -> str:
    return " ".join(c.pretty for c in cards)


def _by_suit(cards: Sequence[Any]) -> list[Any]:
    """For the eye only: jokers first, then suit by suit, high to low."""
    suits = {s: i for i, s in enumerate(SUITS)}
    return sorted(cards, key=lambda c: (-1, -c.rank) if c.is_joker
                  else (suits[c.suit], -c.rank))


def step_words(state: Any) -> str:
    """What happened at this step, in plain words, from the state and the one before."""
    last, system = state.last, state.system
    who = seat_name(last.seat) if last.seat else ""
    if last.kind == "deal":
        each = len(state.hand(system.seats[0]))
        kitty = f", and {len(state.kitty)} face down to the kitty" if state.kitty else ""
        return (f"{who} deals {each} cards to each player{kitty}. "
                f"{seat_name(state.to_act)} speaks first.")
    if last.kind == "call":
        call = last.value
        text = {"pass": f"{who} passes.",
                "redeal": f"{who} asks for a new deal: nobody scores, the same dealer deals "
                          "again."}.get(call.kind, f"{who} bids {call_words(call)}.")
        if state.phase != "auction" and state.contract is not None:
            c = state.contract
            text += (f" The bidding is over: {seat_name(c.declarer)} has the contract, "
                     f"{call_words(c.call)}.")
        elif state.to_act is not None:
            text += f" {seat_name(state.to_act)} is next."
        return text
    if last.kind == "declare":
        c = state.contract
        if c.by_lead:
            return f"{who} will show trump with the first card led."
        ranking = RANKINGS.get(str(c.direction), "")
        if c.trump is None:
            return f"{who} declares no trump{', ' + ranking if ranking else ''}."
        return f"{who} names {c.trump.word} trump{', ' + ranking if ranking else ''}."
    if last.kind == "discard":
        return (f"{who} picks up the kitty and lays away {len(last.value)} cards: "
                f"{_cards(last.value)}.")
    if last.kind == "play":
        trick = state.tricks[-1]
        text = f"{who} {'leads' if len(trick.plays) == 1 else 'plays'} {last.value.pretty}."
        if len(state.tricks) == 1 and len(trick.plays) == 1 and state.contract.trump and (
                state.contract.by_lead):
            text += f" Its suit is trump: {state.contract.trump.word}."
        if trick.winner is not None:
            text += (f" {seat_name(trick.winner)} wins trick {len(state.tricks)} with the "
                     f"{trick.card_of(trick.winner).pretty}.")
        if state.complete:
            text += " " + result_words(state)
        return text
    return ""


def result_words(final: Any) -> str:
    """``"The hand is over: North–South took 9 books and score +3; …"``."""
    r = final.result
    word = books_word(final.system)
    parts = [f"{side_name(s)} took {r.books[s]} {word if r.books[s] != 1 else word[:-1]}, "
             f"{signed(r.score[s])}" for s in r.score]
    verdict = "made" if r.made else "did not make"
    return (f"The hand is over: {seat_name(final.contract.declarer)} {verdict} the bid. "
            + "; ".join(parts) + ".")


def table_html(state: Any) -> str:
    """Every hand face up, one row per player, and the trick on the table."""
    system = state.system
    rows = []
    c = state.contract
    for seat in system.seats:
        marks = []
        if seat == state.dealer:
            marks.append("deals")
        if c is not None and seat == c.declarer:
            marks.append("bidder")
        if seat == state.to_act:
            marks.append("to act")
        label = seat_name(seat) + (f" · {', '.join(marks)}" if marks else "")
        rows.append(f"<div class='whist-sys-seat'><b>{esc(label)}</b>"
                    f"{pictures.hand_svg(_by_suit(state.hand(seat)), width=520)}</div>")
    trick = state.tricks[-1] if state.tricks else None
    if trick is not None and len(system.seats) == 4:
        rows.append(pictures.trick_svg(trick.plays, seats=system.seats, winner=trick.winner,
                                       leader=trick.leader, width=360))
    elif trick is not None:
        rows.append(f"<div><b>Trick {len(state.tricks)}:</b> "
                    + esc("; ".join(f"{seat_name(s)} {card.pretty}" for s, card in trick.plays))
                    + "</div>")
    return "".join(rows)


def panel_html(state: Any) -> str:
    """The contract and the books so far."""
    lines = []
    if state.contract is not None and state.phase != "auction":
        lines.append(f"<b>Contract:</b> {esc(contract_words(state))}")
    if state.tricks:
        word = books_word(state.system)
        books = " · ".join(f"{side_name(s)} {n}" for s, n in state.books.items())
        lines.append(f"<b>{word.capitalize()} so far:</b> {esc(books)}")
    return "<br>".join(lines)


class SystemHandReplay(Stepper):
    """Every state of one hand of a family system (a record path, JSON text, a dict or
    a list of states), every hand face up."""

    name = "hand-replay"

    def __init__(self, source: Any, *, title: str | None = None, start: int = 0) -> None:
        if isinstance(source, list):
            self.states, record = source, None
        else:
            record = records.load(source)
            self.states = records.replay(record)
        if title is None and record is not None:
            title = record.get("title")
        super().__init__(len(self.states), title=title or None, start=start)

    @property
    def state(self) -> Any:
        return self.states[self.index]

    def make_frame(self, index: int) -> Frame:
        state = self.states[index]
        return Frame(table_html(state), step_words(state), panel_html(state))


__all__ = ["SystemHandReplay", "panel_html", "result_words", "step_words", "table_html"]
