"""Strategy lesson 4's solved charts: how often a defender's card kept more books.

The figures are :data:`tools.experiments.SOLVED`'s, stored in
``notebooks/strategy/evidence.json``; this module only draws them. Show one with
``chart(kept_chart, title, kept_rows(rules, keys))`` (:func:`widgets.plots.chart`).
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from whist_core.evidence import solved_words, verdict
from whist_core.messages import msg
from widgets.i18n import _, n_
from widgets.plots import PALETTE, pyplot

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: The longest line of a row's label (characters of bold 12 pt that fit the chart's width).
LABEL_WIDTH = 52

#: The three parts of a bar: (colour, hatch); their words are :func:`part_words`.
PARTS = ((PALETTE[2], ""), ("#dddddd", ""), (PALETTE[3], "//"))


def part_words() -> tuple[str, str, str]:
    """The legend's words for the three parts, in the page's language."""
    return _("more books"), _("the same"), _("fewer books")


def kept_chart(title: str, rows: Sequence[Sequence]) -> Figure:
    """One bar per rule: ``rows`` of (rule, the advised card in words, % of deals where
    it kept more books, % the same, % fewer, deals) — the three parts add up to 100."""
    from matplotlib.patches import Patch

    n = len(rows)
    fig, ax = pyplot().subplots(figsize=(6.4, 1.4 + 1.1 * n), layout="constrained")
    for i, (rule, card, more, same, fewer, deals) in enumerate(rows):
        y = 1.1 * (n - 1 - i)
        left = 0.0
        for share, (colour, hatch) in zip((more, same, fewer), PARTS, strict=True):
            ax.barh(y, share, left=left, height=0.5, color=colour, hatch=hatch,
                    edgecolor="black")
            if share >= 7:
                ax.text(left + share / 2, y, _("{percent}%", percent=format(share, ".0f")),
                        ha="center", va="center",
                        fontsize=12, bbox={"facecolor": "white", "edgecolor": "none",
                                           "pad": 1.2})
            left += share
        # Wrapped to the chart's width and kept out of the layout: a long label used to
        # shrink the bars to a strip (a third of the page at 390 px) and run past them.
        # English says "deals" for any count, as it always did
        label = n_("{rule}: {card} — {deals} deals", "{rule}: {card} — {deals} deals", deals,
                   rule=rule, card=msg(card), deals=deals)
        ax.text(0, y + 0.3, textwrap.fill(label, LABEL_WIDTH),
                va="bottom", fontsize=12, fontweight="bold", linespacing=1.1,
                in_layout=False)
    ax.legend(handles=[Patch(facecolor=colour, hatch=hatch, edgecolor="black", label=what)
                       for what, (colour, hatch) in zip(part_words(), PARTS, strict=True)],
              loc="upper center", bbox_to_anchor=(0.5, -0.16), ncol=3, fontsize=11,
              frameon=False)
    ax.set_yticks([])
    ax.set_ylim(-0.45, 1.1 * (n - 1) + 0.95)
    ax.set_xlim(0, 100)
    ax.set_xlabel(_("% of deals: the advised card kept … for the defenders"))
    ax.set_title(title)
    ax.grid(axis="y", visible=False)
    return fig


def kept_rows(rules: Mapping[str, dict], keys: Mapping[str, str]) -> list[list]:
    """The chart's rows for the stored solved experiments ``keys`` (a label per key)."""
    rows = []
    for label, key in keys.items():
        entry = rules[key]
        v = verdict(entry)
        more, fewer = round(100 * v.better), round(100 * v.worse)
        rows.append([label, entry["choices"][0], more, 100 - more - fewer, fewer, v.deals])
    return rows


def kept_text(rules: Mapping[str, dict], key: str) -> str:
    """One stored solved experiment in words (:func:`whist_core.evidence.solved_words`)."""
    return solved_words(rules[key])


__all__ = ["kept_chart", "kept_rows", "kept_text"]
