"""A simple, sensible German Whist player that sees only a :class:`PlayerView`.

First stage (GW-4): fight for a valuable prize (a trump or a high card) with the
cheapest card that wins; when the prize is poor, throw a low card and keep the
strong ones. Second stage (GW-5): cash sure winners, win cheaply, duck low.
Its card is always one of ``view.legal``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from whist_core.cards import Card, Suit
from whist_core.german_whist.state import GermanWhistState
from whist_core.german_whist.view import PlayerView


def beats(card: Card, lead: Card, trump: Suit) -> bool:
    """Whether ``card`` answering ``lead`` wins the trick (GW-3.2)."""
    if card.suit is lead.suit:
        return card.rank > lead.rank
    return card.suit is trump


def cost(card: Card, trump: Suit) -> tuple[int, int]:
    """How much a card is worth keeping: trumps above all, then rank."""
    return (card.suit is trump, card.rank)


def win_or_lose(state: GermanWhistState) -> tuple[Card, Card] | None:
    """For the follower of a first-stage trick: the cheapest card that wins it and the
    cheapest that loses it (None: only one of the two is possible)."""
    if state.stage != 1 or not state.current:
        return None
    lead = state.current[0][1]
    cheap = sorted(state.legal_plays(), key=lambda c: cost(c, state.trump))
    wins = [c for c in cheap if beats(c, lead, state.trump)]
    loses = [c for c in cheap if not beats(c, lead, state.trump)]
    return (wins[0], loses[0]) if wins and loses else None


def prize_value(prize: Card | None, trump: Suit) -> int:
    """A rough worth of the face-up prize: rank, plus 10 for a trump."""
    if prize is None:
        return 0
    return prize.rank + (10 if prize.suit is trump else 0)


def _masters(view: PlayerView) -> list[Card]:
    """Own cards that no unseen card of their suit can beat."""
    unseen = view.unseen() + view.opponent_known
    out = []
    for c in view.hand:
        if not any(u.suit is c.suit and u.rank > c.rank for u in unseen):
            out.append(c)
    return out


def choose_card(view: PlayerView) -> Card:
    """The bot's choice: always a legal card for ``view.player`` (it must be their turn)."""
    legal = view.legal
    if not legal:
        raise ValueError(f"it is not {view.player}'s turn")
    if len(legal) == 1:
        return legal[0]
    trump = view.trump
    cheap = sorted(legal, key=lambda c: cost(c, trump))
    wanted = view.stage == 2 or prize_value(view.prize, trump) >= 11   # J or better, or a trump
    if view.current:                                      # following
        lead = view.current[0][1]
        winners = [c for c in cheap if beats(c, lead, trump)]
        if wanted and winners:
            return winners[0]                             # win as cheaply as possible
        return cheap[0]                                   # duck with the lowest card
    # leading
    masters = [c for c in _masters(view) if c in legal]
    if wanted and masters:
        plain = [c for c in masters if c.suit is not trump]
        return min(plain or masters, key=lambda c: cost(c, trump))
    if not wanted:
        non_masters = [c for c in cheap if c not in masters]
        return (non_masters or cheap)[0]
    if view.stage == 1:                                   # try for the prize with a high plain card
        plain = [c for c in cheap if c.suit is not trump]
        return plain[-1] if plain else cheap[0]
    return cheap[0]


def random_card(view: PlayerView, rng: random.Random | None = None) -> Card:
    """A uniformly random legal card."""
    return (rng or random).choice(view.legal)


Chooser = Callable[[PlayerView], Card]


def bot_move(state: GermanWhistState, chooser: Chooser = choose_card) -> GermanWhistState:
    """The state after the player to move plays the chooser's card (seen through their view)."""
    player = state.to_play
    if player is None:
        raise ValueError("the game is over")
    return state.play(chooser(state.view(player)), player)


def autoplay(state: GermanWhistState, chooser: Chooser = choose_card,
             players: tuple[str, ...] = ("A", "B"), until: int | None = None,
             ) -> list[GermanWhistState]:
    """Let the bot play for ``players`` from ``state``; returns the states after each card.

    Stops when the game is complete, when a player not in ``players`` is to move,
    or after ``until`` cards.
    """
    out: list[GermanWhistState] = []
    while state.to_play in players and (until is None or len(out) < until):
        state = bot_move(state, chooser)
        out.append(state)
    return out
