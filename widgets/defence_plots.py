"""Strategy lesson 4's solved charts: how often a defender's card kept more books.

The figures are :data:`tools.experiments.SOLVED`'s, stored in
``notebooks/strategy/evidence.json``; this module only draws them. Show one with
``chart(kept_chart, title, kept_rows(rules, keys))`` (:func:`widgets.plots.chart`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from whist_core.evidence import solved_words, verdict
from whist_core.messages import msg
from widgets.i18n import _, n_
from widgets.plots import PALETTE, PHONE_PT, fit_rows, lines, on_phone, pyplot

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

#: The longest line of a row's label (characters of bold 12.5 pt that fit the chart's
#: width): the wide drawing's and the phone's.
LABEL_WIDTH, PHONE_LABEL_WIDTH = 50, 38

#: The three parts of a bar: (colour, hatch); their words are :func:`part_words`.
PARTS = ((PALETTE[2], ""), ("#dddddd", ""), (PALETTE[3], "//"))


def part_words() -> tuple[str, str, str]:
    """The legend's words for the three parts, in the page's language."""
    return _("more books"), _("the same"), _("fewer books")


def kept_chart(title: str, rows: Sequence[Sequence]) -> Figure:
    """One bar per rule: ``rows`` of (rule, the advised card in words, % of deals where
    it kept more books, % the same, % fewer, deals) — the three parts add up to 100."""
    from matplotlib.patches import Patch

    fig, ax = pyplot().subplots(figsize=(6.4, 4), layout="constrained")
    ax.legend(handles=[Patch(facecolor=colour, hatch=hatch, edgecolor="black", label=what)
                       for what, (colour, hatch) in zip(part_words(), PARTS, strict=True)],
              loc="upper center", bbox_to_anchor=(0.5, -0.12), ncol=3, fontsize=11,
              frameon=False)
    ax.set_yticks([])
    ax.set_xlim(0, 100)
    ax.set_xlabel(_("% of deals: the advised card kept … for the defenders"))
    ax.set_title(title)
    ax.grid(axis="y", visible=False)
    fit_rows(fig, ax, _draw_rows(ax, rows, LABEL_WIDTH))
    on_phone(fig, lambda _fig: _draw_rows(ax, rows, PHONE_LABEL_WIDTH))
    return fig


def _draw_rows(ax: Axes, rows: Sequence[Sequence], width: int) -> float:
    """Draw the rows (anew) from the bottom up in lines of text (:func:`fit_rows`): each
    label wrapped to ``width`` characters and given as many lines as it takes above its
    bar, so that no label reaches a bar. Returns the height used."""
    for artist in (*ax.patches, *ax.texts):
        artist.remove()
    y = 0.3
    for rule, card, more, same, fewer, deals in reversed(rows):
        left, middle = 0.0, y + 1.0
        for share, (colour, hatch) in zip((more, same, fewer), PARTS, strict=True):
            ax.barh(middle, share, left=left, height=2.0, color=colour, hatch=hatch,
                    edgecolor="black")
            if share >= 7:
                ax.text(left + share / 2, middle, _("{percent}%", percent=format(share, ".0f")),
                        ha="center", va="center",
                        fontsize=12, bbox={"facecolor": "white", "edgecolor": "none",
                                           "pad": 1.2})
            left += share
        # Wrapped to the chart's width and kept out of the layout: a long label used to
        # shrink the bars to a strip (a third of the page at 390 px) and run past them.
        # English says "deals" for any count, as it always did
        label = lines(n_("{rule}: {card} — {deals} deals", "{rule}: {card} — {deals} deals",
                         deals, rule=rule, card=msg(card), deals=deals), width)
        ax.text(0, y + 2.25, label, va="bottom", fontsize=PHONE_PT, fontweight="bold",
                linespacing=1.2, in_layout=False)
        y += 2.25 + label.count("\n") + 1 + 0.9
    return y


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
