"""Small tables of engine facts, and one hand under two sets of rules side by side.

:class:`FactTable` — a header and rows of text (scores, books, who may look…).
:class:`RulesComparison` — a hand record replayed under the house rules and under a
switch (RULES.md Part B): a row per fact, the cells that changed marked, and the
engine's refusal, naming the place and the rule, when the switch makes the record
illegal. Root classes ``whist-fact-table`` and ``whist-rules-comparison``.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets

from whist_core.bid_whist.variants import Attempt, attempt, pretty_codes
from whist_core.errors import WhistError
from whist_core.family.engine import FamilyState
from whist_core.narrate import signed
from widgets._sources import esc
from widgets._style import add_stylesheet, style_widget
from widgets.i18n import _, p_
from widgets.language import SOURCE_LANG, active
from widgets.words import pair, seat, seat_said, suit

CSS = """
.whist-fact-table table, .whist-rules-comparison table { border-collapse: collapse;
  font-size: 17px; margin: 4px 0; }
.whist-fact-table th, .whist-fact-table td,
.whist-rules-comparison th, .whist-rules-comparison td { border: 1px solid #999;
  padding: 4px 8px; text-align: left; vertical-align: top; }
.whist-fact-table th, .whist-rules-comparison th { background: #eef2f8; }
.whist-rules-comparison td.is-changed { background: #fff3c4; font-weight: bold; }
.whist-rules-comparison td.is-refused { background: #fde7ea; }
.whist-fact-table caption, .whist-rules-comparison caption { text-align: left;
  font-weight: bold; padding: 2px 0 4px; }
@media (max-width: 600px) {  /* a phone: five columns fit 370 px without scrolling */
  .whist-fact-table table, .whist-rules-comparison table { font-size: 15px; }
  .whist-fact-table th, .whist-fact-table td,
  .whist-rules-comparison th, .whist-rules-comparison td { padding: 3px 4px; }
}
"""
add_stylesheet("compare", CSS)


def table_html(header: Sequence[str], rows: Sequence[Sequence[Any]], caption: str | None = None,
               classes: Sequence[Sequence[str]] | None = None) -> str:
    """A scrollable HTML table; every cell is text (escaped here)."""
    head = "".join(f"<th scope='col'>{esc(h)}</th>" for h in header)
    body = []
    for i, row in enumerate(rows):
        cells = []
        for j, value in enumerate(row):
            cls = classes[i][j] if classes else ""
            tag = "th scope='row'" if j == 0 else "td"
            attr = f" class='{cls}'" if cls else ""
            cells.append(f"<{tag}{attr}>{esc(value)}</{tag.split()[0]}>")
        body.append(f"<tr>{''.join(cells)}</tr>")
    cap = f"<caption>{esc(caption)}</caption>" if caption else ""
    return (f"<div class='whist-scroll'><table>{cap}<tr>{head}</tr>{''.join(body)}</table>"
            "</div>")


class FactTable(ipywidgets.VBox):
    """``FactTable(["Bid", "Books", "Score"], rows, caption=...)`` — rows of text."""

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[Any]], *,
                 caption: str | None = None) -> None:
        self.header, self.rows = list(header), [list(r) for r in rows]
        self.html = ipywidgets.HTML(table_html(self.header, self.rows, caption))
        super().__init__([style_widget(), self.html])
        self.add_class("whist-root")
        self.add_class("whist-fact-table")


# ------------------------------------------------------------------- facts of a hand
def contract_fact(final: FamilyState) -> str:
    c = final.contract
    if c.trump:
        return _("{seat}: {bid}, {suit} trump", seat=seat(c.declarer), bid=c.bid_said,
                 suit=suit(c.trump))
    return _("{seat}: {bid}, {direction}", seat=seat(c.declarer), bid=c.bid_said,
             direction=c.direction)


def books_fact(final: FamilyState) -> str:
    books = final.result.books if final.complete else final.books
    return _("NS {ns} · EW {ew}", ns=books["NS"], ew=books["EW"])


def score_fact(final: FamilyState) -> str:
    r = final.result
    if r is None:
        return "—"
    ns, ew = signed(r.score["NS"]), signed(r.score["EW"])
    if r.made:
        return _("{pair} made: NS {ns} · EW {ew}", pair=pair(r.declarers), ns=ns, ew=ew)
    return _("{pair} set: NS {ns} · EW {ew}", pair=pair(r.declarers), ns=ns, ew=ew)


Fact = tuple[str, Callable[[FamilyState], str]]


def default_facts() -> tuple[Fact, ...]:
    """The rows a comparison shows by default, named in the learner's language: the
    contract, the books and the score."""
    return ((_("Contract"), contract_fact), (_("Books"), books_fact),
            (_("Score"), score_fact))


def refusal_text(err: Exception) -> str:
    """The engine's refusal in one line, as a learner reads it, in the learner's language
    where the refusal has a code (:attr:`~whist_core.errors.WhistError.words`): the place
    in words, cards of a refused play written as on the cards."""
    if not isinstance(err, WhistError):
        return _("Refused — {reason}", reason=str(err))
    place = err.place or ""
    reason = err.words + (f" ({err.rule})" if err.rule else "")
    if place.startswith("play"):
        reason = pretty_codes(reason)
    if m := _PLAY_PLACE.match(place):          # "play 9 (trick 3, seat N)" -> "Trick 3, North"
        return _("Refused — Trick {trick}, {seat}: {reason}", trick=m[1], seat=seat(m[2]),
                 reason=reason)
    if m := _CALL_PLACE.match(place):
        return _("Refused — {seat}'s call: {reason}", seat=seat(m[1]), reason=reason)
    if place:
        return _("Refused — {place}: {reason}", place=place_said(place), reason=reason)
    return _("Refused — {reason}", reason=reason)


_PLAY_PLACE = re.compile(r"^play \d+ \(trick (\d+), seat ([NESW])\)$")
_CALL_PLACE = re.compile(r"^bid \d+ \(seat ([NESW])\)$")


def place_said(place: str) -> str:
    """Where in a record the engine refused it (:attr:`~whist_core.errors.WhistError.place`)
    in the learner's language: the same words in English (``play 9 (trick 3, seat N)``,
    ``hands.N``), «ход 9 (взятка 3, Север)», «карты Севера» in Russian. A place this does
    not know (a file name, a key inside ``rules``) is left as the engine wrote it."""
    if m := re.fullmatch(r"play (\d+) \(trick (\d+), seat (\w+)\)", place):
        return p_("place", "play {n} (trick {trick}, seat {seat})", n=m[1], trick=m[2],
                  seat=seat_said(m[3]))
    if m := re.fullmatch(r"play (\d+) \(trick (\d+), player (\w+)\)", place):
        return p_("place", "play {n} (trick {trick}, player {player})", n=m[1], trick=m[2],
                  player=seat_said(m[3]))
    if m := re.fullmatch(r"bid (\d+) \(seat (\w+)\)", place):
        return p_("place", "bid {n} (seat {seat})", n=m[1], seat=seat_said(m[2]))
    if m := re.fullmatch(r"line (\d+) column (\d+)", place):
        return p_("place", "line {line} column {column}", line=m[1], column=m[2])
    if m := re.fullmatch(r"hands\.(\w+)", place):
        with contextlib.suppress(ValueError):
            return p_("place", "hands.{seat}", seat=seat_said(m[1]))
    if m := re.fullmatch(r"(.+) card (\d+)", place):       # hands.N card 4: a card of a list
        return p_("place", "{where} card {n}", where=place_said(m[1]), n=m[2])
    if m := re.fullmatch(r"play (\d+)", place):
        return p_("place", "play {n}", n=m[1])
    if m := re.fullmatch(r"bid (\d+)", place):
        return p_("place", "bid {n}", n=m[1])
    if m := re.fullmatch(r"renege_claims (\d+)", place):
        return p_("place", "renege_claims {n}", n=m[1])
    if m := re.fullmatch(r"trace (\d+)", place):
        return p_("place", "trace {n}", n=m[1])
    if m := re.fullmatch(r"(trace \d+|renege_claims \d+|hands|rules)\.(\w+)", place):  # trace 3.to
        inner = {"to": p_("place", "to"), "card": p_("place", "card"), "by": p_("place", "by"),
                 "trick": p_("place", "trick")}
        return p_("place", "{where}.{key}", where=place_said(m[1]), key=inner.get(m[2], m[2]))
    keys = {"record": p_("place", "record"), "game": p_("place", "game"),
            "players": p_("place", "players"), "rules": p_("place", "rules"),
            "dealer": p_("place", "dealer"), "hands": p_("place", "hands"),
            "kitty": p_("place", "kitty"), "stock": p_("place", "stock"),
            "trace": p_("place", "trace"), "bids": p_("place", "bids"),
            "declare": p_("place", "declare"), "discard": p_("place", "discard"),
            "play": p_("place", "play"), "renege_claims": p_("place", "renege_claims")}
    return keys.get(place, place)


def refusal_line(err: WhistError) -> str:
    """``str(err)`` — the place, the engine's words and the rule — in the learner's
    language (:func:`place_said`, :attr:`~whist_core.errors.WhistError.words`). English
    keeps the engine's card codes (``3D``) as the command line writes them; another
    language writes a refused play's cards as on the cards (3♦)."""
    text = err.words + (f" ({err.rule})" if err.rule else "")
    if active() != SOURCE_LANG and (err.place or "").startswith("play"):
        text = pretty_codes(text)
    return _("{place}: {reason}", place=place_said(err.place), reason=text) if err.place \
        else text


class RulesComparison(ipywidgets.VBox):
    """One hand record under the house rules and under ``switches``, side by side.

    ``RulesComparison("records/x.json", "V-BACK-DOOR", back_door=True)``; ``facts`` is a
    list of (label, function of the final state) rows (contract, books and score by
    default), ``before`` a list of (label, function of the :class:`Attempt`) rows shown
    first. A refused replay shows the engine's message in place of the facts.
    ``.house`` and ``.variant`` are the two :class:`Attempt` objects.
    """

    def __init__(self, record: str | dict, label: str, *, facts: Sequence[Fact] | None = None,
                 before: Sequence[tuple[str, Callable[[Attempt], str]]] = (),
                 house_label: str | None = None, caption: str | None = None,
                 **switches: Any) -> None:
        facts = default_facts() if facts is None else facts
        house_label = _("House rules") if house_label is None else house_label
        self.house = attempt(record)
        self.variant = attempt(record, **switches)
        rows, classes = [], []
        for name, fn in before:
            a, b = fn(self.house), fn(self.variant)
            rows.append([name, a, b])
            classes.append(["", "", "is-changed" if a != b else ""])
        if self.variant.ok:
            if not self.house.ok:
                rows.append([_("The hand"), refusal_text(self.house.error),
                             _("plays through to the end")])
                classes.append(["", "is-refused", "is-changed"])
            for name, fn in facts:
                a = fn(self.house.final) if self.house.ok else "—"
                b = fn(self.variant.final)
                rows.append([name, a, b])
                classes.append(["", "", "is-changed" if a != b else ""])
        else:
            a = (_("plays through to the end — {score}", score=score_fact(self.house.final))
                 if self.house.ok else refusal_text(self.house.error))
            rows.append([_("The hand"), a, refusal_text(self.variant.error)])
            classes.append(["", "", "is-refused"])
        self.rows = rows
        self.html = ipywidgets.HTML(table_html(["", house_label, label], rows, caption,
                                               classes))
        super().__init__([style_widget(), self.html])
        self.add_class("whist-root")
        self.add_class("whist-rules-comparison")


__all__ = ["FactTable", "RulesComparison", "books_fact", "contract_fact", "default_facts",
           "place_said", "refusal_line", "refusal_text", "score_fact", "table_html"]
