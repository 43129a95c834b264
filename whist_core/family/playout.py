"""Fast random hands for the family engine (the Monte-Carlo path): uniformly random legal
choices on bit masks and local variables.

:func:`random_hand` deals from a seed and plays the whole hand at random — auction
(each system's forced bid and redeal calls included), declaration, lay-away, play —
and :func:`random_finish` does the same from any state. They make the same random
choices as the protocol would (``legal_actions()[int(rnd() * len)]``; the lay-away: every
joker :meth:`~FamilyState.required_discards` asks for, then a partial Fisher–Yates over
the rest of ``legal_actions()``) and end in the same state, with the auction, declaration
and discard states in its ``states()`` chain (the cards between are skipped).

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

from bisect import bisect_left, bisect_right
from collections.abc import Callable

from whist_core.cards import ALL_CARDS
from whist_core.family.engine import (
    _ALL,
    _BESTK,
    _BESTS,
    _CORE,
    _HONOURS,
    _LED,
    _LEGAL,
    _MARKS,
    _N,
    _OUTSIDE,
    _PHASE,
    _SHIFT,
    _TURN,
    AUCTION,
    COMPLETE,
    DECLARE,
    DISCARD,
    JOKER_BITS,
    PLAY,
    Action,
    FamilyState,
    _declarations,
    _high,
    _ladder,
    _next_call,
    _odd_legal,
    deal,
)
from whist_core.family.system import PASS, REDEAL, System


def _offsets() -> tuple[tuple[int, ...], ...]:
    out: list[tuple[int, ...]] = [()] * 8192
    for m in range(1, 8192):
        low = m & -m
        out[m] = (low.bit_length() - 1, *out[m ^ low])
    return tuple(out)


#: ``_OFFSETS[m]``: the set bits of a 13-bit slice, lowest first (card-index order).
_OFFSETS = _offsets()
_JOKER_LIST = ((), (52,), (53,), (52, 53))      # legal_actions() order: big joker first


_NJ = (0, 1, 1, 2)                                   # jokers in each ``mask >> 52``
_POP = tuple(m.bit_count() for m in range(8192))     # cards in each 13-bit slice


def playout(state: FamilyState, rnd: Callable[[], float]) -> FamilyState:
    """``state`` (play phase, or complete) played to the end: each card is
    ``legal[int(rnd() * len(legal))]`` of the legal cards in ``legal_actions()`` order.
    Returns the complete state (equal to the protocol path's for the same ``rnd``)."""
    if state[_PHASE] == COMPLETE:
        return state
    if state[_PHASE] != PLAY:
        raise ValueError(f"a play-out starts in the play phase, not {state[_PHASE]!r}")
    start = state
    if state[_CORE].table is None:                        # SB-3: the first lead fixes trump
        legal = state.legal_actions()
        state = state.apply(legal[int(rnd() * len(legal))])
        if state[_PHASE] == COMPLETE:                # pragma: no cover - one-card hands
            return state
    core = state[_CORE].upto(state[_N])              # the play-out's own line
    system = core.system
    n = system.players
    size = system.hand_size
    hands = list(state._hands())
    plays = core.plays
    leaders = core.leaders
    winners = core.winners
    tab = core.table
    suit, follow, odd = tab[1], tab[3], tab[4]
    wins = tab.wins
    turn, legal, led, bestk, bests = (state[_TURN], state[_LEGAL], state[_LED],
                                      state[_BESTK], state[_BESTS])
    k = len(plays) % n                               # cards already in the trick
    done = len(winners)
    # while a suit is led: ``wk`` the cards that can win the trick (their strength, the
    # others -9), ``fol`` the cards that follow it; ``out`` the cards outside its block
    wk, fol, out, sh = (wins[led], follow[led], _OUTSIDE[led], _SHIFT[led]) if led != 4 \
        else (None, 0, 0, 0)
    c = -1
    who = turn
    while True:
        i = int(rnd() * legal.bit_count())
        if fol and not legal & out:                  # following: one suit block
            c = _OFFSETS[legal >> sh][i] + sh
        else:                                        # jokers first, then by card number
            j = legal >> 52
            if j and i < _NJ[j]:
                c = _JOKER_LIST[j][i]
            else:
                if j:
                    i -= _NJ[j]
                m = legal & 8191
                if i < _POP[m]:
                    c = _OFFSETS[m][i]
                else:
                    i -= _POP[m]
                    m = (legal >> 13) & 8191
                    if i < _POP[m]:
                        c = _OFFSETS[m][i] + 13
                    else:
                        i -= _POP[m]
                        m = (legal >> 26) & 8191
                        if i < _POP[m]:
                            c = _OFFSETS[m][i] + 26
                        else:
                            c = _OFFSETS[(legal >> 39) & 8191][i - _POP[m]] + 39
        who = turn
        hands[turn] ^= 1 << c
        plays.append(c)
        if k == 0 or led == 4:                       # a lead, or at no trump the first
            s = suit[c]                              # non-joker after jokers (BW-5.3)
            if s != 4:
                led = s
                wk, fol, out, sh = wins[s], follow[s], _OUTSIDE[s], _SHIFT[s]
                bestk, bests = wk[c], turn
            elif k == 0:                             # a joker led at no trump
                bestk, bests = -1, turn
        else:                                        # BW-4.5 the highest trump, else
            kc = wk[c]                               # the highest of the led suit
            if kc > bestk:
                bestk, bests = kc, turn
        k += 1
        if k < n:
            turn += 1
            if turn == n:
                turn = 0
            h = hands[turn]
            legal = _odd_legal(h, tab, led) if odd else (h & fol or h)
            continue
        winners.append(bests)
        done += 1
        if done == size:
            break
        leaders.append(bests)                        # BW-4.5 the winner leads
        turn = bests
        legal = hands[bests]
        k, led, wk, fol = 0, 4, None, 0
    last = Action("play", system.seats[who], ALL_CARDS[c])
    unplayed = _ALL ^ sum(core.hands)                # every card held at the start is played
    return FamilyState((core, len(plays), COMPLETE, -1, 0, 4, -2, -1, unplayed,
                                       state[_MARKS], last, start))


def _cards(m: int) -> list[int]:
    """The card numbers of mask ``m`` in ``legal_actions()`` order."""
    out = [*_JOKER_LIST[(m >> 52) & 3], *_OFFSETS[m & 8191]]
    for shift in (13, 26, 39):
        out += [o + shift for o in _OFFSETS[(m >> shift) & 8191]]
    return out


def random_hand(system: System, seed: int, rnd: Callable[[], float],
                dealer: str | None = None) -> FamilyState:
    """A hand of ``system`` dealt from ``seed`` (:meth:`FamilyState.new`) and played to the
    end with random legal actions drawn from ``rnd`` (see :func:`random_finish`)."""
    return random_finish(FamilyState.from_deal(system, deal(system, seed, dealer)), rnd)


def random_finish(state: FamilyState, rnd: Callable[[], float]) -> FamilyState:
    """``state`` played to the end with random legal actions: each call, declaration and
    card is ``legal[int(rnd() * len(legal))]`` of ``legal_actions()``; the lay-away is the
    jokers :meth:`~FamilyState.required_discards` names, then a partial Fisher–Yates
    (``j = i + int(rnd() * (len(pool) - i))``) over the other cards of ``legal_actions()``.
    The complete state is the one the protocol reaches with the same ``rnd``."""
    phase = state[_PHASE]
    if phase == AUCTION:
        state = _auction(state, rnd)
        phase = state[_PHASE]
    if phase == DISCARD and state[_CORE].system.discard_first:      # SRI-3: lay away, then declare
        state = _lay_away(state, rnd)
        phase = state[_PHASE]
    if phase == DECLARE:
        core = state[_CORE]
        choices = _declarations(core.system.declare, core.contract.call.no_trump)[1]
        state = state._declared(choices[int(rnd() * len(choices))])
        phase = state[_PHASE]
    if phase == DISCARD:
        state = _lay_away(state, rnd)
    return playout(state, rnd)


def _lay_away(state: FamilyState, rnd: Callable[[], float]) -> FamilyState:
    hand = state._held(state[_TURN])
    system = state[_CORE].system
    sw = system.rules
    need: list[int] = []
    if sw is not None and sw.nt_jokers == "kitty" and state[_CORE].contract.no_trump:
        need = list(_JOKER_LIST[(hand >> 52) & 3])
        hand &= ~JOKER_BITS
    pool = _cards(hand)
    k = system.kitty_size - len(need)
    for i in range(k):                                       # a partial Fisher–Yates
        j = i + int(rnd() * (len(pool) - i))
        pool[i], pool[j] = pool[j], pool[i]
    return state._laid_away(need + pool[:k])


def _auction(state: FamilyState, rnd: Callable[[], float]) -> FamilyState:
    """The rest of the auction: random legal calls (``legal_calls()`` order: pass unless
    the dealer is forced, the bids that overcall — or, for a dealer who may, equal — the
    high bid, only the lowest number for a dealer forced to bid one, redeal where allowed)."""
    core = state[_CORE]
    system = core.system
    n = system.players
    dealt = core.deal
    dealer = dealt.dealer
    hands = core.hands
    seats = system.seats
    bids, keys = _ladder(system)
    lowest = sum(1 for b in bids if b.level == system.min_level)
    calls = core.calls
    high = _high(system, calls, dealer)
    hk = -1 if high is None else system._keys[high[1]]
    passed = {w for w, c in calls if c.kind == "pass"}
    once = system.auction == "once"
    equals = system.dealer_equals
    force_one = system.forced == "one"
    redeal = system.redeal
    nbids = len(bids)
    keyof = system._keys
    turn = state[_TURN]
    while True:
        forced = high is None and len(passed) == n - 1 and turn not in passed
        if high is None:
            lo = 0
        elif equals and turn == dealer:
            lo = bisect_left(keys, hk)
        else:
            lo = bisect_right(keys, hk)
        nb = lowest if forced and force_one else nbids - lo
        first = 0 if forced else 1
        count = first + nb
        if redeal and (forced or not hands[turn] & _HONOURS):
            count += 1
        i = int(rnd() * count)
        if i < first:
            call = PASS
            passed.add(turn)
        elif i < first + nb:
            call = bids[lo + i - first]
            high, hk = (turn, call), keyof[call]
        else:
            call = REDEAL
        calls = (*calls, (turn, call))
        last = Action("call", seats[turn], call)
        if call is REDEAL:                                  # S52-3 the hand ends; no score
            return _next_call(state, calls, COMPLETE, -1, last)
        if once:
            nxt = None if len(calls) == n else (dealer + 1 + len(calls)) % n
        elif len(passed) >= n - 1 and high is not None:    # SC-2, SB-2 all but one passed
            nxt = None
        else:
            nxt = turn
            for _ in range(n):
                nxt = (nxt + 1) % n
                if nxt not in passed:
                    break
            else:                                           # pragma: no cover - forced bids
                nxt = None
        if nxt is None:
            return state._end_auction(calls, last)
        state = _next_call(state, calls, AUCTION, nxt, last)
        turn = nxt
