"""The strategy lessons' evidence charts: how often each rule of thumb worked.

The figures come from :mod:`whist_core.evidence` (stored in
``notebooks/strategy/evidence.json``); this module only draws them, in the course's
style (:func:`widgets.plots.pyplot`). Show one with ``chart(evidence_chart, title,
rows)`` (:func:`widgets.plots.chart`), so that it is drawn once and stored.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from whist_core.evidence import verdict, words
from whist_core.messages import msg
from widgets.i18n import _, n_
from widgets.plots import PALETTE, PHONE_PT, fit_rows, lines, on_phone, pyplot

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure


#: A phone's wrapping (characters a line): a rule's bold label, a bar's label.
PHONE_RULE_CHARS, PHONE_BAR_CHARS = 38, 40


def evidence_chart(title: str, measure: str, rows: Sequence[Sequence]) -> Figure:
    """One pair of bars per rule: ``rows`` of (rule, advised choice, its %, the other
    choice, its %, deals); ``measure`` names the % ("contract made"). The choices are the
    stored English ones (the chart's key), said in the page's language here."""
    fig, ax = pyplot().subplots(figsize=(6.4, 4), layout="constrained")
    ax.set_yticks([])
    ax.set_xlim(0, 100)
    ax.set_xlabel(_("% of deals: {measure}", measure=measure))
    ax.set_title(title)
    ax.grid(axis="y", visible=False)
    fit_rows(fig, ax, _draw_rows(ax, rows, phone=False))
    on_phone(fig, lambda _fig: _draw_rows(ax, rows, phone=True))
    return fig


def _draw_rows(ax: Axes, rows: Sequence[Sequence], phone: bool) -> float:
    """Draw the rows (anew) from the bottom up in lines of text (:func:`fit_rows`): each
    bar as tall as its label's lines, each rule's label above its bars as tall as its own
    lines, so that no label reaches a bar or another label. Returns the height used."""
    for artist in (*ax.patches, *ax.texts):
        artist.remove()
    y = 0.3
    for rule, a, pa, b, pb, deals in reversed(rows):
        for share, label, colour, hatch in ((pb, b, PALETTE[1], "//"),
                                            (pa, a, PALETTE[0], "")):
            text = _("{percent}% — {choice}", percent=format(share, ".0f"), choice=msg(label))
            text, size = (lines(text, PHONE_BAR_CHARS), PHONE_PT) if phone else \
                (text, label_size(text))
            height = text.count("\n") + 1.6
            ax.barh(y + height / 2, share, height=height, color=colour, hatch=hatch,
                    edgecolor="black")
            ax.text(1.5, y + height / 2, text, va="center", fontsize=size, linespacing=1.2,
                    bbox={"facecolor": "white", "edgecolor": "none", "pad": 1.5})
            y += height + 0.2
        # English says "deals" for any count, as it always did
        head = n_("{rule} — {deals} deals", "{rule} — {deals} deals", deals, rule=rule,
                  deals=deals)
        head = lines(head, PHONE_RULE_CHARS) if phone else head
        ax.text(0, y + 0.25, head, va="bottom", fontsize=PHONE_PT, fontweight="bold",
                linespacing=1.2)
        y += 0.25 + head.count("\n") + 1 + 0.9
    return y


#: The longest bar label (characters) that fits inside the chart at 12 pt.
LABEL_FITS = 44


def label_size(text: str, size: float = 12) -> float:
    """The font size at which the bar label ``text`` stays inside the chart: ``size``,
    smaller for a label longer than :data:`LABEL_FITS` characters (the chart is scaled
    as a whole to the page, so a label that fits at 1280 px fits at 390 px too)."""
    return round(size * min(1.0, LABEL_FITS / len(text)), 1)


def evidence_rows(rules: Mapping[str, dict], keys: Mapping[str, str]) -> list[list]:
    """The chart's rows for the stored experiments ``keys`` (a label for each key)."""
    rows = []
    for label, key in keys.items():
        entry = rules[key]
        v = verdict(entry)
        a, b = entry["choices"]
        # Unrounded, so that the chart's "97%" is the words' "97%" (not 96.5 → "96").
        rows.append([label, a, round(100 * v.shares[0], 4), b, round(100 * v.shares[1], 4),
                     v.deals])
    return rows


def evidence_text(rules: Mapping[str, dict], keys: Mapping[str, str]) -> str:
    """The stored experiments ``keys`` in words: one bullet per rule of thumb."""
    return "\n".join(f"- **{label}.** {words(rules[key])}" for label, key in keys.items())


__all__ = ["evidence_chart", "evidence_rows", "evidence_text"]
