"""The score chart of a whole game of any Bid Whist family system (RULES.md Part E).

``totals_chart(game)`` draws every side's running total hand by hand — two pairs, or
three to five Cutthroat players — with the system's winning mark as a dotted line, and
returns it as a widget (an inline SVG that shrinks to a phone's width). The game is a
whole-game object of the registry (``games.get(name).game()`` with hands added): the
chart reads its ``lines``, ``sides`` and ``system``; it decides no rule.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from whist_core.questions.systems import side_name
from widgets.i18n import _
from widgets.plots import chart, pyplot

if TYPE_CHECKING:
    from matplotlib.figure import Figure

STYLES = ("-o", "--s", "-.^", ":D", "-v")


def mark_words(system: Any) -> str:
    """The words beside the winning line: ``"30: wins"``, ``"21 with a 2-point lead"``."""
    return system.game_end.mark(system)


def game_title(system: Any) -> str:
    """The chart's title, a whole sentence for each system (its name in the language's
    own case): ``"A game of Boston, hand by hand"``."""
    titles = {"cutthroat": _("A game of Cutthroat, hand by hand"),
              "bid-whist-52": _("A game of 52-card Bid Whist, hand by hand"),
              "boston": _("A game of Boston, hand by hand"),
              "cincinnati": _("A game of Cincinnati, hand by hand"),
              "rhode-island": _("A game of Rhode Island, hand by hand"),
              "hawaii": _("A game of Hawaii (Trumps), hand by hand")}
    return titles.get(system.name) or f"A game of {system.title}, hand by hand"


def totals_data(game: Any, title: str | None = None) -> dict[str, Any]:
    """What the chart of ``game`` shows, as plain data (the key of the stored chart)."""
    sides = list(game.sides)
    history = [dict.fromkeys(sides, 0)] + [dict(line.totals) for line in game.lines]
    return {"names": {side: side_name(side) for side in sides}, "history": history,
            "target": game.system.target, "mark": mark_words(game.system),
            "title": title or game_title(game.system)}


def draw_totals(names: Mapping[str, str], history: Sequence[Mapping[str, int]],
                target: int, mark: str, title: str) -> Figure:
    """Running totals of every side (``names``: side -> words), from 0 before the first
    hand, with the winning mark as a dotted line."""
    from matplotlib.ticker import MaxNLocator

    hands = list(range(len(history)))
    fig, ax = pyplot().subplots(figsize=(8, 4.2), layout="constrained")
    for (side, name), style in zip(names.items(), STYLES, strict=False):
        ax.plot(hands, [h[side] for h in history], style, linewidth=2.2, label=name)
    ax.axhline(target, color="green", linestyle=":", linewidth=2)
    ax.text(0, target + 0.4, mark, color="green", ha="left")
    low = min(0, *(min(h.values()) for h in history))
    ax.set_ylim(low - 1, max(target, *(max(h.values()) for h in history)) + 3)
    ax.axhline(0, color="grey", linewidth=0.8)
    ax.set_xlabel(_("hands played"))
    ax.set_ylabel(_("game score"))
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    step = max(1, len(hands) // 15)
    ax.set_xticks(hands[::step])
    ax.set_title(title)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.2), ncols=min(len(names), 5),
              fontsize=10, frameon=False)
    return fig


def totals_figure(game: Any, title: str | None = None) -> Figure:
    """Running totals of every side, from 0 before the first hand."""
    return draw_totals(**totals_data(game, title))


def totals_chart(game: Any, title: str | None = None):
    """The chart of ``game`` as a widget (:func:`widgets.plots.chart`: drawn once, then
    read from the chart store)."""
    data = totals_data(game, title)
    return chart(draw_totals, label=data["title"], **data)


__all__ = ["draw_totals", "game_title", "mark_words", "totals_chart", "totals_data",
           "totals_figure"]
