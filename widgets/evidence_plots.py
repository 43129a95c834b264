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
from widgets.plots import PALETTE, pyplot

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def evidence_chart(title: str, measure: str, rows: Sequence[Sequence]) -> Figure:
    """One pair of bars per rule: ``rows`` of (rule, advised choice, its %, the other
    choice, its %, deals); ``measure`` names the % ("contract made"). The choices are the
    stored English ones (the chart's key), said in the page's language here."""
    n = len(rows)
    fig, ax = pyplot().subplots(figsize=(6.4, 1.2 + 1.45 * n), layout="constrained")
    for i, (rule, a, pa, b, pb, deals) in enumerate(rows):
        y = 1.45 * (n - 1 - i)
        for dy, share, label, colour, hatch in ((0.22, pa, a, PALETTE[0], ""),
                                                (-0.22, pb, b, PALETTE[1], "//")):
            ax.barh(y + dy, share, height=0.42, color=colour, hatch=hatch,
                    edgecolor="black")
            text = _("{percent}% — {choice}", percent=format(share, ".0f"), choice=msg(label))
            ax.text(1.5, y + dy, text, va="center", fontsize=label_size(text),
                    bbox={"facecolor": "white", "edgecolor": "none", "pad": 1.5})
        # English says "deals" for any count, as it always did
        ax.text(0, y + 0.5, n_("{rule} — {deals} deals", "{rule} — {deals} deals", deals,
                               rule=rule, deals=deals), va="bottom", fontsize=12.5,
                fontweight="bold")
    ax.set_yticks([])
    ax.set_ylim(-0.6, 1.45 * (n - 1) + 0.95)
    ax.set_xlim(0, 100)
    ax.set_xlabel(_("% of deals: {measure}", measure=measure))
    ax.set_title(title)
    ax.grid(axis="y", visible=False)
    return fig


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
