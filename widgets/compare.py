"""Small tables of engine facts, and one hand under two sets of rules side by side.

:class:`FactTable` — a header and rows of text (scores, books, who may look…).
:class:`RulesComparison` — a hand record replayed under the house rules and under a
switch (RULES.md Part B): a row per fact, the cells that changed marked, and the
engine's refusal, naming the place and the rule, when the switch makes the record
illegal. Root classes ``whist-fact-table`` and ``whist-rules-comparison``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets

from whist_core.bid_whist import BidWhistState
from whist_core.bid_whist.variants import Attempt, attempt, pretty_codes
from whist_core.errors import WhistError
from whist_core.family.seats import SEAT_NAMES
from whist_core.narrate import signed
from widgets._sources import esc
from widgets._style import add_stylesheet, style_widget
from widgets.i18n import _
from widgets.words import seat

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
def contract_fact(final: BidWhistState) -> str:
    c = final.contract
    return f"{SEAT_NAMES[c.declarer]}: {c.bid.words}" + (
        f", {c.trump.word} trump" if c.trump else f", {c.direction}")


def books_fact(final: BidWhistState) -> str:
    books = final.result.books if final.complete else final.books
    return f"NS {books['NS']} · EW {books['EW']}"


def score_fact(final: BidWhistState) -> str:
    r = final.result
    if r is None:
        return "—"
    verdict = "made" if r.made else "set"
    return f"{r.declarers} {verdict}: NS {signed(r.score['NS'])} · EW {signed(r.score['EW'])}"


Fact = tuple[str, Callable[[BidWhistState], str]]
DEFAULT_FACTS: tuple[Fact, ...] = (("Contract", contract_fact), ("Books", books_fact),
                                   ("Score", score_fact))


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
        return _("Refused — {place}: {reason}", place=place, reason=reason)
    return _("Refused — {reason}", reason=reason)


_PLAY_PLACE = re.compile(r"^play \d+ \(trick (\d+), seat ([NESW])\)$")
_CALL_PLACE = re.compile(r"^bid \d+ \(seat ([NESW])\)$")


class RulesComparison(ipywidgets.VBox):
    """One hand record under the house rules and under ``switches``, side by side.

    ``RulesComparison("records/x.json", "V-BACK-DOOR", back_door=True)``; ``facts`` is a
    list of (label, function of the final state) rows (contract, books and score by
    default), ``before`` a list of (label, function of the :class:`Attempt`) rows shown
    first. A refused replay shows the engine's message in place of the facts.
    ``.house`` and ``.variant`` are the two :class:`Attempt` objects.
    """

    def __init__(self, record: str | dict, label: str, *, facts: Sequence[Fact] = DEFAULT_FACTS,
                 before: Sequence[tuple[str, Callable[[Attempt], str]]] = (),
                 house_label: str = "House rules", caption: str | None = None,
                 **switches: Any) -> None:
        self.house = attempt(record)
        self.variant = attempt(record, **switches)
        rows, classes = [], []
        for name, fn in before:
            a, b = fn(self.house), fn(self.variant)
            rows.append([name, a, b])
            classes.append(["", "", "is-changed" if a != b else ""])
        if self.variant.ok:
            if not self.house.ok:
                rows.append(["The hand", refusal_text(self.house.error),
                             "plays through to the end"])
                classes.append(["", "is-refused", "is-changed"])
            for name, fn in facts:
                a = fn(self.house.final) if self.house.ok else "—"
                b = fn(self.variant.final)
                rows.append([name, a, b])
                classes.append(["", "", "is-changed" if a != b else ""])
        else:
            a = (f"plays through to the end — {score_fact(self.house.final)}"
                 if self.house.ok else refusal_text(self.house.error))
            rows.append(["The hand", a, refusal_text(self.variant.error)])
            classes.append(["", "", "is-refused"])
        self.rows = rows
        self.html = ipywidgets.HTML(table_html(["", house_label, label], rows, caption,
                                               classes))
        super().__init__([style_widget(), self.html])
        self.add_class("whist-root")
        self.add_class("whist-rules-comparison")


__all__ = ["DEFAULT_FACTS", "FactTable", "RulesComparison", "books_fact", "contract_fact",
           "refusal_text", "score_fact", "table_html"]
