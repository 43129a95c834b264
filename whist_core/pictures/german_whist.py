"""The German Whist table as a picture: a state (with the players shown face up) or
one player's view in, SVG out. The drawing itself is in
:mod:`whist_core.pictures._tables`."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from whist_core.german_whist.trick import PLAYERS, other
from whist_core.messages import N_
from whist_core.pictures._tables import german_table_svg

if TYPE_CHECKING:
    from whist_core.german_whist.deal import Deal
    from whist_core.german_whist.state import GermanWhistState
    from whist_core.german_whist.view import PlayerView


def table(state: GermanWhistState, show: Collection[str] = PLAYERS, *,
          four_colour: bool = False, title: str | None = None, width: float = 1000,
          compact: bool = False) -> str:
    """The table at ``state``: everything face up, or as the one player in ``show``
    sees it (the opponent's cards as backs, except prizes it took, seen by both)."""
    shown = [p for p in PLAYERS if p in show]
    if len(shown) == 1:
        return player_table(state.view(shown[0]), four_colour=four_colour, title=title,
                            width=width, compact=compact)
    trick = state.current
    winner = None
    if not trick and state.done:
        trick, winner = state.done[-1].cards, state.done[-1].winner
    show_count = state.stage == 2 or state.rules.count_all_tricks
    return german_table_svg(hands=state.hands, stock_count=state.stock_size, prize=state.prize,
                            trump=state.trump, trick=trick, to_act=state.to_play,
                            counted=state.counted if show_count else None, stage=state.stage,
                            winner=winner, four_colour=four_colour, title=title, width=width,
                            compact=compact)


def player_table(view: PlayerView, *, four_colour: bool = False, title: str | None = None,
                 width: float = 1000, compact: bool = False) -> str:
    """The table as one player sees it: own hand face up, the opponent's as a count with
    the prizes it took shown face up."""
    trick = view.current
    winner = None
    if not trick and view.tricks:
        trick, winner = view.tricks[-1].cards, view.tricks[-1].winner
    show_count = view.stage == 2 or view.rules.count_all_tricks
    return german_table_svg(hands={view.player: view.hand,
                                   view.opponent: view.opponent_hand_size},
                            known={view.opponent: view.opponent_known},
                            stock_count=view.stock_size, prize=view.prize, trump=view.trump,
                            trick=trick, to_act=view.to_play,
                            counted=view.counted if show_count else None, stage=view.stage,
                            winner=winner, four_colour=four_colour, title=title, width=width,
                            compact=compact)


def deal_table(deal: Deal, index: int, show: Collection[str] = PLAYERS, *, prize: Any = None,
               trump: Any = None, four_colour: bool = False, width: float = 1000,
               compact: bool = False) -> str:
    """Step ``index`` of the deal: 0 the cut pack, 1..26 one card each, 27 the top card
    of the stock turned up (``prize``, fixing ``trump``). Until the deal is done the
    undealt cards are the pack in the dealer's hand, not yet the stock."""
    dealt = deal.trace[:min(index, 26)]
    hands: dict[str, Any] = {}
    for p in PLAYERS:
        got = sorted((c for c, to in dealt if to == p), key=lambda c: c.index)
        hands[p] = got if p in show else len(got)
    last = index == 27
    return german_table_svg(hands=hands, stock_count=52 - len(dealt),
                            prize=prize if last else None, trump=trump if last else None,
                            to_act=other(deal.dealer) if last else None,
                            stock_label=N_("Stock") if len(dealt) == 26 else N_("Pack"),
                            four_colour=four_colour, width=width, compact=compact)


__all__ = ["deal_table", "player_table", "table"]
