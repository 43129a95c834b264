"""Hints for a learner at a play table: what may be played now, and the rule that says so.

Each hint is worked out from the player's view alone (never a hidden card).
"""

from __future__ import annotations

from whist_core.bid_whist.view import SeatView, explain_legal
from whist_core.german_whist.view import PlayerView


def bid_whist_hint(view: SeatView) -> str:
    """The legal actions of a Bid Whist seat, with the rule IDs."""
    return explain_legal(view)


def german_whist_hint(view: PlayerView) -> str:
    """The legal cards of a German Whist player, with the rule IDs (GW-3.1, GW-4.1)."""
    if view.complete:
        return "The game is over: all 26 tricks are played (GW-6.1)."
    if not view.my_turn:
        return f"It is {view.to_play}'s turn."
    cards = ", ".join(c.pretty for c in view.legal)
    prize = ""
    if view.prize is not None:
        prize = (f" The winner of this trick takes the prize {view.prize.pretty}, the loser the "
                 "next hidden card (GW-4.1).")
    if not view.current:
        return f"You lead: any card may be led ({cards}) (GW-3.1).{prize}"
    lead = view.current[0][1]
    if len(view.legal) < len(view.hand):
        return (f"{lead.suit.word.capitalize()} were led and you hold {lead.suit.word}: you must "
                f"follow suit: {cards} (GW-3.1).{prize}")
    if any(c.suit is lead.suit for c in view.hand):
        return (f"Free reply in the first stage: any card may be played ({cards}) "
                f"(V-GW-FREE-FIRST).{prize}")
    return (f"You have no {lead.suit.word}: any card may be played ({cards}); a trump would win "
            f"(GW-3.1, GW-3.2).{prize}")


__all__ = ["bid_whist_hint", "german_whist_hint"]
