"""Matplotlib figures for the lessons: readable on a projector, not by colour alone.

The numbers come from whist_core; these functions only draw them.

A lesson shows a figure with :func:`chart` (``chart(score_chart, no_trump=True)``): a
chart drawn once is kept as an SVG file in ``widgets/assets/charts`` under a key made of
the drawing function, its arguments, the source of the drawing code and the language
(:mod:`widgets.i18n`: a chart's words are in the page's language), so a lesson opening
later reads that file and never imports matplotlib (about 1–2 s at open on a busy
2-core server). Changing the data, the drawing code or the language changes the key:
the chart is drawn afresh (and stored, when the folder is writable).
"""

from __future__ import annotations

import contextlib
import hashlib
import inspect
import io
import json
import os
import re
import sys
import textwrap
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ipywidgets

from whist_core.bid_whist.stats import score_table
from whist_core.narrate import signed
from widgets import i18n
from widgets._style import html_box
from widgets.i18n import _, n_

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: Where drawn charts are kept (committed, so a fresh checkout opens lessons fast).
STORE = Path(__file__).with_name("assets") / "charts"

_STYLES = ["-o", "--s", "-.^", ":D", "-v"]
#: The course's colours (widgets/_style.py): navy, amber, green, red, grey — every line
#: also has its own marker and dash, so colour is never the only cue.
PALETTE = ["#12305c", "#ffb000", "#11772d", "#b00020", "#555555"]


@cache
def pyplot() -> Any:
    """matplotlib.pyplot with the Agg backend and the course's style (imported on first use)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.size": 13, "axes.titlesize": 15, "axes.grid": True,
                         "grid.alpha": 0.3, "figure.dpi": 100, "svg.hashsalt": "whist",
                         # lettering kept as <text>: the browser tests measure it
                         "svg.fonttype": "none",
                         "axes.prop_cycle": matplotlib.cycler(color=PALETTE)})
    return plt


def score_chart(no_trump: bool = False, min_bid: int = 3) -> Figure:
    """The score of each bid (3..7) against the books taken, made and set (BW-6)."""
    fig, ax = pyplot().subplots(figsize=(8, 4.6), layout="constrained")
    for style, (level, scores) in zip(_STYLES, score_table(no_trump, min_bid).items(),
                                      strict=False):
        books = list(range(6, 14))
        ax.plot(books, scores[6:], style, label=_("bid {level}", level=level), markersize=6,
                linewidth=2)
    ax.axhline(0, color="black", linewidth=1)
    ax.set_xlabel(_("books taken by the declaring pair (of 13, kitty book included)"))
    ax.set_ylabel(_("score for the hand"))
    ax.set_title(_("What a bid scores — no trump (doubled)") if no_trump else
                 _("What a bid scores — uptown / downtown"))
    ax.set_xticks(range(6, 14))
    ax.legend(ncols=5, loc="upper left", fontsize=11)
    return fig


def game_chart(history: Sequence[Mapping[str, int]], target: int = 7) -> Figure:
    """Running totals of both pairs hand by hand, with the winning and losing lines (BW-7)."""
    fig, ax = pyplot().subplots(figsize=(8, 4.2), layout="constrained")
    hands = list(range(len(history)))
    ax.plot(hands, [h["NS"] for h in history], "-o", linewidth=2.5, label=_("North–South"))
    ax.plot(hands, [h["EW"] for h in history], "--s", linewidth=2.5, label=_("East–West"))
    ax.axhline(target, color=PALETTE[2], linestyle=":", linewidth=2)
    ax.axhline(-target, color=PALETTE[3], linestyle=":", linewidth=2)
    ax.text(0, target + 0.3, _("{score}: wins", score=signed(target)), color=PALETTE[2])
    ax.text(0, -target - 1.0, _("{score}: loses", score=signed(-target)), color=PALETTE[3])
    ax.set_xlabel(_("hands played"))
    ax.set_ylabel(_("game score"))
    ax.set_xticks(hands)
    ax.set_title(_("A game, hand by hand"))
    ax.legend(loc="upper left")
    return fig


def kitty_joker_chart(counts: Mapping[int, int], exact: Mapping[int, float]) -> Figure:
    """Monte-Carlo share of deals whose kitty holds 0, 1 or 2 jokers, beside the exact odds."""
    total = sum(counts.values())
    xs = sorted(exact)
    fig, ax = pyplot().subplots(figsize=(7, 3.8), layout="constrained")
    # English says "hands" for any count, as it always did
    dealt = n_("{count} dealt hands", "{count} dealt hands", total, count=i18n.number(total))
    ax.bar([x - 0.2 for x in xs], [100 * counts.get(x, 0) / total for x in xs], width=0.4,
           label=dealt, hatch="//", edgecolor="black")
    ax.bar([x + 0.2 for x in xs], [100 * exact[x] for x in xs], width=0.4,
           label=_("exact chance"), edgecolor="black")
    for x in xs:
        ax.text(x + 0.2, 100 * exact[x] + 1.5,
                _("{percent}%", percent=i18n.number(100 * exact[x], 1)), ha="center")
    ax.set_xticks(xs, [n_("{n} joker", "{n} jokers", x) for x in xs])
    ax.set_ylabel(_("% of deals"))
    ax.set_ylim(0, 100)
    ax.set_title(_("How many jokers are in the kitty?"))
    ax.legend()
    return fig


def chart_widget(fig: Figure, label: str | None = None) -> ipywidgets.HTML:
    """``fig`` as an inline SVG in an HTML widget (class ``whist-chart``), then closed.

    Returning a Figure from a lesson cell shows only ``<Figure size ...>`` (this module
    selects the Agg backend); the widget's SVG is sharp on a projector and shrinks to the
    width of a 390-px phone instead of being cut off. ``label`` is the accessible name
    (default: the first axes title).
    """
    return html_box("whist-chart", chart_svg(fig, label))


def chart(draw: Callable[..., Figure], *args: Any, label: str | None = None,
          **kwargs: Any) -> ipywidgets.HTML:
    """``chart_widget(draw(*args, **kwargs), label)``, read from :data:`STORE` when this
    chart (same function, arguments, label, drawing code and language) was drawn before.

    The arguments must be plain data (numbers, strings, lists, dicts): they make the key.
    """
    path = STORE / f"{chart_key(draw, args, kwargs, label)}.svg"
    try:
        svg = path.read_text(encoding="utf-8")
    except OSError:
        svg = chart_svg(draw(*args, **kwargs), label)
        with contextlib.suppress(OSError):
            path.parent.mkdir(parents=True, exist_ok=True)
            part = path.with_suffix(f".{os.getpid()}.part")
            part.write_text(svg, encoding="utf-8")
            part.replace(path)
    return html_box("whist-chart", svg)


def chart_key(draw: Callable[..., Any], args: Sequence[Any], kwargs: Mapping[str, Any],
              label: str | None) -> str:
    """The name a chart is stored under: a digest of the drawing function, its module's
    source and this module's (the style), the arguments, the label and the language the
    chart's words are drawn in (:func:`widgets.i18n.active`)."""
    blob = json.dumps([draw.__module__, draw.__qualname__, _source_digest(draw.__module__),
                       _source_digest(__name__), _steady(list(args)), _steady(dict(kwargs)),
                       label, i18n.active()], sort_keys=True, ensure_ascii=False,
                      default=_plain)
    return f"{draw.__name__}-{hashlib.sha256(blob.encode()).hexdigest()[:20]}"


@cache
def _source_digest(module: str) -> str:
    return hashlib.sha256(inspect.getsource(sys.modules[module]).encode()).hexdigest()


def _steady(value: Any) -> Any:
    """``value`` with every float cut to 9 significant digits, so that a key is the same in
    every Python: a mean of the same figures may differ in its last bit between versions
    (``sum`` of floats is compensated from Python 3.12; the static site runs 3.13)."""
    if isinstance(value, float):
        return float(f"{value:.9g}")
    if isinstance(value, Mapping):
        return {str(k): _steady(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_steady(v) for v in value]
    return value


def _plain(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): v for k, v in value.items()}
    if isinstance(value, (tuple, set, frozenset)):
        return sorted(value) if isinstance(value, (set, frozenset)) else list(value)
    raise TypeError(f"a chart's arguments must be plain data, not {type(value).__name__}")


#: A phone's drawing: this many inches wide, no lettering under PHONE_PT points, the
#: legend below in PHONE_LEGEND_COLS columns. Shown by page.css under 600 px at the width of the
#: page (about 350 px on a 390-px phone: 1 px a point), so every word is 12 px or more.
PHONE_INCHES, PHONE_PT, PHONE_LEGEND_COLS = 4.8, 12.5, 2


def chart_svg(fig: Figure, label: str | None = None) -> str:
    """``fig`` as two responsive inline SVGs with an accessible name (then closed): the
    wide drawing (``whist-chart-wide``) and, redrawn narrower with larger lettering, the
    phone's (``whist-chart-narrow``); page.css shows one of them."""
    if label is None:
        label = next((ax.get_title() for ax in fig.axes if ax.get_title()), "chart")
    wide = _svg_markup(fig, label, "whist-chart-wide", "width:800px;max-width:100%")
    _fit_phone(fig)
    narrow = _svg_markup(fig, label, "whist-chart-narrow", "width:100%")
    pyplot().close(fig)
    # the second drawing's ids (clip paths, markers) must not point into the first's
    narrow = re.sub(r'(id="|url\(#|href="#)', r"\1n-", narrow)
    return wide + narrow


def _fit_phone(fig: Figure) -> None:
    """Redraw ``fig`` for a phone: narrower, every text at least :data:`PHONE_PT` and
    wrapped to the width, legends under the plot in :data:`PHONE_LEGEND_COLS` columns."""
    from matplotlib.text import Text

    fig.set_size_inches(PHONE_INCHES, fig.get_size_inches()[1] + 1.0)
    redraw = getattr(fig, "whist_phone", None)
    units = redraw(fig) if redraw is not None else None
    for ax in fig.axes:
        legend = ax.get_legend()
        if legend is not None:
            handles, labels = ax.get_legend_handles_labels()
            if not labels:  # a legend of stand-in patches (not the axes' own artists)
                handles = legend.legend_handles
                labels = [t.get_text() for t in legend.get_texts()]
            legend.remove()
            fig.legend(handles, labels, loc="outside lower center", ncols=PHONE_LEGEND_COLS,
                       frameon=False)
    for t in fig.findobj(Text):
        if t.get_fontsize() < PHONE_PT:
            t.set_fontsize(PHONE_PT)
    for ax in fig.axes:
        for t in (ax.title, ax.xaxis.label, ax.yaxis.label, *ax.texts):
            t.set_wrap(True)
    if units is not None:
        fit_rows(fig, fig.axes[0], units)


#: A row chart's unit of height (points): one line of its lettering, with a little air.
LINE_PT = 16.0


def on_phone(fig: Figure, redraw: Callable[[Figure], float]) -> None:
    """Have the phone's drawing (:func:`_fit_phone`) call ``redraw(fig)`` once the figure
    is phone-wide: it draws the axes anew (lettering wrapped to the narrow width) and
    returns their height in lines, which :func:`fit_rows` then makes the figure's."""
    fig.whist_phone = redraw  # type: ignore[attr-defined]


def fit_rows(fig: Figure, ax: Any, units: float) -> None:
    """Make ``fig`` just tall enough that one unit of ``ax``'s y axis (spanning ``units``)
    is :data:`LINE_PT` points: a chart laid out in lines of text then keeps every label
    clear of the bars, whatever the title, legend and axis labels take around it."""
    ax.set_ylim(0, units)
    width, height = fig.get_size_inches()
    fig.canvas.draw()  # constrained layout places the axes among the rest
    around = height * (1 - ax.get_position().height)
    fig.set_size_inches(width, around + units * LINE_PT / 72)


def lines(text: str, width: int) -> str:
    """``text`` wrapped to ``width`` characters (a line per row of the result)."""
    return textwrap.fill(text, width, break_on_hyphens=False)


def _svg_markup(fig: Figure, label: str, kind: str, width: str) -> str:
    buf = io.StringIO()
    fig.savefig(buf, format="svg", metadata={"Date": None})
    svg = buf.getvalue()
    svg = svg[svg.index("<svg"):]
    head_end = svg.index(">") + 1
    head = re.sub(r'\s(width|height)="[\d.]+pt"', "", svg[:head_end])
    name = label.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")
    head = head.replace("<svg", f'<svg class="{kind}" role="img" aria-label="{name}" '
                        f'style="{width};height:auto"', 1)
    return head + svg[head_end:]
