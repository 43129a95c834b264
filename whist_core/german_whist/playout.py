"""A random German Whist play-out on card numbers: the Monte-Carlo path.

:func:`playout` plays random legal cards from a state to the end of the game and
returns the final :class:`~whist_core.german_whist.state.GermanWhistState`. It takes
the same random numbers, in the same order, as the protocol loop ::

    while not state.complete:
        legal = state.legal_actions()
        state = state.apply(legal[int(rnd() * len(legal))])

and so reaches the same final state (``tests/test_german_playout.py`` checks this
under both rule settings), but it keeps each hand as a sorted list of card numbers
(the protocol's order of legal cards) and builds one state at the end instead of one
per card. The rules are those of :meth:`GermanWhistState.play`: follow suit when able
(GW-3.1; in the first stage only under ``follow_suit_first_stage``, GW-7.2), the
higher card of the suit led or a trump wins (GW-3.2), the winner takes the face-up
prize and the loser the next stock card (GW-4.1), the winner leads (GW-3.2, GW-5.1),
26 tricks (GW-6.1).
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Callable

from whist_core.cards import ALL_CARDS
from whist_core.german_whist.state import (
    _G_RULES,
    _G_STOCK_BITS,
    _G_WINS,
    GermanWhistState,
    finished,
    position,
)

#: The first card number of each card's suit block (cards 0..51: four blocks of 13,
#: ace first, so a lower number is a higher card of the suit).
_BASE = tuple(13 * (i // 13) for i in range(52))
#: ``_NUMBERS[b][m]``: the card numbers of the 13-bit slice ``m`` of suit block ``b``.
_NUMBERS = tuple(tuple(tuple(13 * b + j for j in range(13) if m >> j & 1) for m in range(8192))
                 for b in range(4))
_N0, _N1, _N2, _N3 = _NUMBERS


def _numbers(mask: int) -> list[int]:
    """The card numbers of a hand mask, ascending (the order of its legal cards)."""
    return [*_N0[mask & 8191], *_N1[(mask >> 13) & 8191], *_N2[(mask >> 26) & 8191],
            *_N3[mask >> 39]]


def playout(state: GermanWhistState, rnd: Callable[[], float]) -> GermanWhistState:
    """The final state after random legal cards from ``state`` (itself if complete):
    the same random draws and the same final state as the protocol loop above."""
    game, line, n, m0, m1, turn, _legal, _follow, won = position(state)
    if turn < 0:
        return state
    rules = game[_G_RULES]
    hands = (_numbers(m0), _numbers(m1))
    out = [c.index for c in line[:n]]
    wins = game[_G_WINS]
    base = _BASE
    first = len(out) >> 1                              # the trick in progress (from 0)
    pile = [b.bit_length() - 1 for b in game[_G_STOCK_BITS]]   # prize, draw, prize …
    lead = -1
    if len(out) & 1:                                   # a trick already led
        lead, leader = out[-1], 1 - turn
    follow = rules.follow_suit_first_stage or first >= 13     # GW-3.1, GW-7.2
    for k in range(first, 26):
        if k == 13:
            follow = True                              # GW-3.1 the second stage
        if lead < 0:                                   # a lead: any card (GW-3.1)
            hand = hands[turn]
            lead = hand.pop(int(rnd() * len(hand)))
            leader = turn
            out.append(lead)
        hand = hands[1 - leader]
        if follow:                                     # follow suit when able
            lo = base[lead]
            a = bisect_left(hand, lo)
            b = bisect_left(hand, lo + 13, a)
            c = hand.pop(a + int(rnd() * (b - a)) if b > a else int(rnd() * len(hand)))
        else:                                          # GW-7.2 a free reply
            c = hand.pop(int(rnd() * len(hand)))
        out.append(c)
        turn = 1 - leader if wins[52 * lead + c] else leader       # GW-3.2, the winner leads
        if turn:
            won |= 1 << k                              # B won trick k (for the count)
        if k < 13:                                     # GW-4.1 the prize to the winner,
            insort(hands[turn], pile[2 * k])           # the next card to the loser
            insort(hands[1 - turn], pile[2 * k + 1])
        lead = -1
    return finished(state, [*map(ALL_CARDS.__getitem__, out)], won)


__all__ = ["playout"]
