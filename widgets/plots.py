"""Matplotlib figures for the lessons: readable on a projector, not by colour alone.

The numbers come from whist_core; these functions only draw them.
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping, Sequence

import ipywidgets
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.figure import Figure

from whist_core.bid_whist.stats import score_table
from whist_core.narrate import signed
from widgets._style import html_box

_STYLES = ["-o", "--s", "-.^", ":D", "-v"]
#: The course's colours (widgets/_style.py): navy, amber, green, red, grey — every line
#: also has its own marker and dash, so colour is never the only cue.
PALETTE = ["#12305c", "#ffb000", "#11772d", "#b00020", "#555555"]
plt.rcParams.update({"font.size": 13, "axes.titlesize": 15, "axes.grid": True,
                     "grid.alpha": 0.3, "figure.dpi": 100,
                     "axes.prop_cycle": matplotlib.cycler(color=PALETTE)})


def score_chart(no_trump: bool = False, min_bid: int = 3) -> Figure:
    """The score of each bid (3..7) against the books taken, made and set (BW-6)."""
    fig, ax = plt.subplots(figsize=(8, 4.6), layout="constrained")
    for style, (level, scores) in zip(_STYLES, score_table(no_trump, min_bid).items(),
                                      strict=False):
        books = list(range(6, 14))
        ax.plot(books, scores[6:], style, label=f"bid {level}", markersize=6, linewidth=2)
    ax.axhline(0, color="black", linewidth=1)
    ax.set_xlabel("books taken by the declaring pair (of 13, kitty book included)")
    ax.set_ylabel("score for the hand")
    kind = "no trump (doubled)" if no_trump else "uptown / downtown"
    ax.set_title(f"What a bid scores — {kind}")
    ax.set_xticks(range(6, 14))
    ax.legend(ncols=5, loc="upper left", fontsize=11)
    return fig


def game_chart(history: Sequence[Mapping[str, int]], target: int = 7) -> Figure:
    """Running totals of both pairs hand by hand, with the winning and losing lines (BW-7)."""
    fig, ax = plt.subplots(figsize=(8, 4.2), layout="constrained")
    hands = list(range(len(history)))
    ax.plot(hands, [h["NS"] for h in history], "-o", linewidth=2.5, label="North–South")
    ax.plot(hands, [h["EW"] for h in history], "--s", linewidth=2.5, label="East–West")
    ax.axhline(target, color=PALETTE[2], linestyle=":", linewidth=2)
    ax.axhline(-target, color=PALETTE[3], linestyle=":", linewidth=2)
    ax.text(0, target + 0.3, f"{signed(target)}: wins", color=PALETTE[2])
    ax.text(0, -target - 1.0, f"{signed(-target)}: loses", color=PALETTE[3])
    ax.set_xlabel("hands played")
    ax.set_ylabel("game score")
    ax.set_xticks(hands)
    ax.set_title("A game, hand by hand")
    ax.legend(loc="upper left")
    return fig


def kitty_joker_chart(counts: Mapping[int, int], exact: Mapping[int, float]) -> Figure:
    """Monte-Carlo share of deals whose kitty holds 0, 1 or 2 jokers, beside the exact odds."""
    total = sum(counts.values())
    xs = sorted(exact)
    fig, ax = plt.subplots(figsize=(7, 3.8), layout="constrained")
    ax.bar([x - 0.2 for x in xs], [100 * counts.get(x, 0) / total for x in xs], width=0.4,
           label=f"{total:,} dealt hands", hatch="//", edgecolor="black")
    ax.bar([x + 0.2 for x in xs], [100 * exact[x] for x in xs], width=0.4,
           label="exact chance", edgecolor="black")
    for x in xs:
        ax.text(x + 0.2, 100 * exact[x] + 1.5, f"{100 * exact[x]:.1f}%", ha="center")
    ax.set_xticks(xs, [f"{x} joker{'s' if x != 1 else ''}" for x in xs])
    ax.set_ylabel("% of deals")
    ax.set_ylim(0, 100)
    ax.set_title("How many jokers are in the kitty?")
    ax.legend()
    return fig


def chart_widget(fig: Figure, label: str | None = None) -> ipywidgets.HTML:
    """``fig`` as an inline SVG in an HTML widget (class ``whist-chart``), then closed.

    Returning a Figure from a lesson cell shows only ``<Figure size ...>`` (this module
    selects the Agg backend); the widget's SVG is sharp on a projector and shrinks to the
    width of a 390-px phone instead of being cut off. ``label`` is the accessible name
    (default: the first axes title).
    """
    buf = io.StringIO()
    fig.savefig(buf, format="svg")
    if label is None:
        label = next((ax.get_title() for ax in fig.axes if ax.get_title()), "chart")
    plt.close(fig)
    svg = buf.getvalue()
    svg = svg[svg.index("<svg"):]
    head_end = svg.index(">") + 1
    head = re.sub(r'\s(width|height)="[\d.]+pt"', "", svg[:head_end])
    name = label.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
    head = head.replace("<svg", f'<svg role="img" aria-label="{name}" '
                        'style="width:800px;max-width:100%;height:auto;display:block"', 1)
    return html_box("whist-chart", head + svg[head_end:])
