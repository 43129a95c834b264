"""The bid count's allowances, assumed and measured (strategy lesson 1).

The figures come from :func:`whist_core.evidence.allowances` (stored in
``notebooks/strategy/evidence.json``); this module only draws them. Show the chart with
``chart(allowance_chart, title, rows)`` (:func:`widgets.plots.chart`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from whist_core.bots import KITTY_GAIN, PARTNER_BOOKS
from whist_core.evidence import BIDDING_HAND, Allowances
from widgets.i18n import _, n_, number
from widgets.plots import PALETTE, pyplot

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def allowance_chart(title: str, rows: Sequence[Sequence]) -> Figure:
    """Bars of books per deal: ``rows`` of (what, [(label, books), ...]) — one group of
    bars for each allowance (partner, kitty), one bar for each figure."""
    n = len(rows)
    k = max(len(bars) for _, bars in rows)
    step = 0.5 * k + 0.9
    fig, ax = pyplot().subplots(figsize=(5.0, 1.0 + 0.62 * k * n), layout="constrained")
    styles = [(PALETTE[4], "xx"), (PALETTE[0], ""), (PALETTE[1], "//")]
    top = 0.0
    for i, (what, bars) in enumerate(rows):
        y = step * (n - 1 - i)
        for j, (label, books) in enumerate(bars):
            colour, hatch = styles[j % len(styles)]
            yy = y + 0.5 * (k - 1 - j) - 0.25 * (k - 1)
            ax.barh(yy, books, height=0.42, color=colour, hatch=hatch, edgecolor="black")
            ax.text(0.05, yy, f"{number(books, 1)} — {label}", va="center", fontsize=12,
                    bbox={"facecolor": "white", "edgecolor": "none", "pad": 1.5})
            top = max(top, books)
        ax.text(0, y + 0.25 * (k - 1) + 0.32, what, va="bottom", fontsize=12.5,
                fontweight="bold")
    ax.set_yticks([])
    ax.set_ylim(-0.25 * k - 0.2, step * (n - 1) + 0.25 * k + 0.75)
    ax.set_xlim(0, max(4.0, top + 0.5))
    ax.set_xlabel(_("books per deal"))
    ax.set_title(title)
    ax.grid(axis="y", visible=False)
    return fig


def allowance_rows(a: Allowances) -> list[list]:
    """The chart's rows: partner and kitty, each assumed, measured, and for biddable hands."""
    # English says "deals" for any number, as it always did
    return [[what, [[_("the count assumes"), assumed],
                    [n_("measured, all {n} deals", "measured, all {n} deals", a.deals), got],
                    [n_("hands that bid ({n} deals)", "hands that bid ({n} deals)",
                        a.strong_deals), strong]]]
            for what, assumed, got, strong in ((_("Partner's hand"), PARTNER_BOOKS, a.partner,
                                                a.strong_partner),
                                               (_("The kitty"), KITTY_GAIN, a.kitty,
                                                a.strong_kitty))]


def allowance_text(a: Allowances) -> str:
    """The measured allowances in words."""
    return _("On **{deals} deals**, partner's hand added **{partner} books** on average (the "
             "count assumes {assumed_partner}) and the kitty **{kitty}** (the count assumes "
             "{assumed_kitty}). On the **{strong_deals} deals** where your own count was "
             "{bidding} books or more — the hands that bid — partner added only "
             "**{strong_partner}** and the kitty **{strong_kitty}**.",
             deals=a.deals, partner=number(a.partner, 1),
             assumed_partner=number(PARTNER_BOOKS, 1), kitty=number(a.kitty, 1),
             assumed_kitty=number(KITTY_GAIN, 1), strong_deals=a.strong_deals,
             bidding=number(BIDDING_HAND), strong_partner=number(a.strong_partner, 1),
             strong_kitty=number(a.strong_kitty, 1))


__all__ = ["allowance_chart", "allowance_rows", "allowance_text"]
