"""A fast random play-out for the family engine: the rest of a hand's cards played with
uniformly random legal choices, on bit masks and local variables.

:func:`playout` uses the engine's own per-contract :class:`~whist_core.family.engine.Table`
(strength keys, suit blocks, the cards that follow each led suit, the no-trump joker
modes) and the same trick rules as :meth:`FamilyState.apply` (BW-4.4 – BW-4.6, BW-5,
V-DEUCE-SPADES, V-NT-JOKER-ANYTIME / -FIRST-DISCARD). It never reneges. With the same
random stream it picks the same cards as playing ``legal_actions()[int(rnd() * len)]``
through the protocol, and the final state is equal to the protocol's (one state is
built, at the end; its ``previous`` is the state the play-out started from, so
``states()`` skips the cards in between).
"""

from __future__ import annotations

from collections.abc import Callable

from whist_core.cards import ALL_CARDS
from whist_core.family.engine import (
    _BESTK,
    _BESTS,
    _CALLS,
    _CONTRACT,
    _DEAL,
    _DISCARD,
    _HANDS,
    _LEADERS,
    _LED,
    _LEGAL,
    _MARKS,
    _OUTSIDE,
    _PHASE,
    _PLAYS,
    _SHIFT,
    _SYS,
    _TABLE,
    _TURN,
    _WINNERS,
    COMPLETE,
    PLAY,
    Action,
    FamilyState,
    _odd_legal,
)


def _offsets() -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = [()] * 8192
    for m in range(1, 8192):
        low = m & -m
        out[m] = (low.bit_length() - 1, *out[m ^ low])
    return tuple(out)


#: ``_OFFSETS[m]``: the set bits of a 13-bit slice, lowest first (card-index order).
_OFFSETS = _offsets()
_JOKER_LIST = ((), (52,), (53,), (52, 53))      # legal_actions() order: big joker first


def _pick(m: int, i: int) -> int:
    """The ``i``-th card of mask ``m`` in ``legal_actions()`` order (jokers, then ♠ ♥ ♣ ♦
    in card-index order)."""
    j = _JOKER_LIST[(m >> 52) & 3]
    if i < len(j):
        return j[i]
    i -= len(j)
    for shift in (0, 13, 26, 39):
        offs = _OFFSETS[(m >> shift) & 8191]
        if i < len(offs):
            return offs[i] + shift
        i -= len(offs)
    raise IndexError(i)                              # pragma: no cover - i < popcount


def playout(state: FamilyState, rnd: Callable[[], float]) -> FamilyState:
    """``state`` (play phase, or complete) played to the end: each card is
    ``legal[int(rnd() * len(legal))]`` of the legal cards in ``legal_actions()`` order.
    Returns the complete state (equal to the protocol path's for the same ``rnd``)."""
    if state[_PHASE] == COMPLETE:
        return state
    if state[_PHASE] != PLAY:
        raise ValueError(f"a play-out starts in the play phase, not {state[_PHASE]!r}")
    start = state
    if state[_TABLE] is None:                        # SB-3: the first lead fixes trump
        legal = state.legal_actions()
        state = state.apply(legal[int(rnd() * len(legal))])
        if state[_PHASE] == COMPLETE:                # pragma: no cover - one-card hands
            return state
    system = state[_SYS]
    n = system.players
    size = system.hand_size
    hands = list(state[_HANDS])
    plays = list(state[_PLAYS])
    leaders = list(state[_LEADERS])
    winners = list(state[_WINNERS])
    tab = state[_TABLE]
    key, suit, trump, follow, odd = tab[:5]
    turn, legal, led, bestk, bests = (state[_TURN], state[_LEGAL], state[_LED],
                                      state[_BESTK], state[_BESTS])
    k = len(plays) % n                               # cards already in the trick
    done = len(winners)
    c = -1
    who = turn
    while True:
        cnt = legal.bit_count()
        i = int(rnd() * cnt)
        if led != 4 and not legal & _OUTSIDE[led]:  # following: one suit block
            c = _OFFSETS[legal >> _SHIFT[led]][i] + _SHIFT[led]
        else:
            c = _pick(legal, i)
        who = turn
        hands[turn] ^= 1 << c
        plays.append(c)
        s = suit[c]
        kc = key[c]
        k += 1
        if k == 1:                                   # a lead
            led, bestk, bests = s, kc, turn
        else:                                        # BW-4.5 the highest trump, else
            if led == 4:                             # the highest of the led suit
                led = s                              # BW-5.3 the first non-joker fixes it
            if kc > bestk and (s == led or trump == s):
                bestk, bests = kc, turn
        if k < n:
            turn += 1
            if turn == n:
                turn = 0
            h = hands[turn]
            legal = ((h & follow[led]) or h) if led != 4 else h
            if odd:
                legal = _odd_legal(h, tab, led)
            continue
        winners.append(bests)
        done += 1
        if done == size:
            break
        leaders.append(bests)                        # BW-4.5 the winner leads
        turn = bests
        legal = hands[bests]
        k, led, bestk, bests = 0, 4, -2, -1
    last = Action("play", system.seats[who], ALL_CARDS[c])
    return tuple.__new__(FamilyState, (
        system, state[_DEAL], tuple(hands), state[_CALLS], COMPLETE, -1, state[_CONTRACT],
        state[_DISCARD], tuple(plays), tuple(leaders), tuple(winners), tab, 0, 4, -2, -1,
        state[_MARKS], last, start))
