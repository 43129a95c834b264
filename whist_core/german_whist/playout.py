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
from whist_core.german_whist.state import GermanWhistState, finished

#: The first card number of each card's suit block (cards 0..51: four blocks of 13,
#: ace first, so a lower number is a higher card of the suit).
_BASE = tuple(13 * (i // 13) for i in range(52))
#: The suit block of each suit.
_BLOCK_OF_SUIT = {ALL_CARDS[13 * k].suit: k for k in range(4)}


def _beats(trump: int) -> bytes:
    """``table[52 * lead + reply]`` is 1 when ``reply`` wins the trick against ``lead``
    (GW-3.2): a higher card of the suit led, or a trump to a plain lead."""
    out = bytearray(52 * 52)
    for lead in range(52):
        for reply in range(52):
            if lead // 13 == reply // 13:
                out[52 * lead + reply] = reply < lead
            else:
                out[52 * lead + reply] = reply // 13 == trump
    return bytes(out)


_BEATS = {suit: _beats(k) for suit, k in _BLOCK_OF_SUIT.items()}
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
    rules, _dealer, trump, m0, m1, stock, plays, turn, _dealt = state[:]
    if turn < 0:
        return state
    hands = (_numbers(m0), _numbers(m1))
    out = [c.index for c in plays]
    beats = _BEATS[trump]
    base = _BASE
    follow_first = rules.follow_suit_first_stage
    k = len(out) >> 1                                  # the trick in progress (from 0)
    if len(out) & 1:                                   # finish a trick already led
        lead, leader = out[-1], 1 - turn
        first = k
    else:
        first = k
        lead = -1
    pile = [c.index for c in stock[2 * k:]]            # prize, draw, prize, draw …
    p = 0
    for k in range(first, 26):
        if lead < 0:                                   # a lead: any card (GW-3.1)
            hand = hands[turn]
            lead = hand.pop(int(rnd() * len(hand)))
            leader = turn
            out.append(lead)
        hand = hands[1 - leader]
        if k >= 13 or follow_first:                    # GW-3.1 follow suit when able
            lo = base[lead]
            a = bisect_left(hand, lo)
            b = bisect_left(hand, lo + 13, a)
            c = hand.pop(a + int(rnd() * (b - a)) if b > a else int(rnd() * len(hand)))
        else:                                          # GW-7.2 a free reply
            c = hand.pop(int(rnd() * len(hand)))
        out.append(c)
        win = 1 - leader if beats[52 * lead + c] else leader       # GW-3.2
        if k < 13:                                     # GW-4.1 the prize to the winner,
            insort(hands[win], pile[p])                # the next card to the loser
            insort(hands[1 - win], pile[p + 1])
            p += 2
        turn = win                                     # GW-3.2 the winner leads
        lead = -1
    return finished(state, tuple(map(ALL_CARDS.__getitem__, out)))


__all__ = ["playout"]
