"""The compiled search: :class:`~whist_core.analysis.search.Solver`'s algorithm as a numba
kernel on int64 masks. Imported only when a solve runs (numba takes about a second to
import); :func:`whist_core.analysis.solver_for` falls back to the pure-Python
``Solver`` when numba cannot be imported.

The semantics and the pruning are the pure-Python solver's, step for step:

- a transposition table at trick boundaries keyed on the hands up to relative rank
  (the owners of the cards still in play, high to low, packed ``bits`` per card, plus
  each group's count and the leader), holding a lower and an upper bound on the books
  still to come and the lead that last settled the position (its group and the number
  of cards still in play above it);
- equivalent cards (one card per run of a hand with no card in play between);
- quick tricks (the leader's, or a partner's reached through a group whose top card
  the partner holds) and trump-winner bounds;
- the same move ordering; the last trick played out directly.

The table is a fixed array of buckets of four slots (open addressing, a random slot
replaced when a bucket is full): an entry lost only costs a search, never a wrong
value, since every entry holds true bounds for its own key.
"""

from __future__ import annotations

import numpy as np
from numba import njit, types
from numba.cpython.unsafe.numbers import leading_zeros, trailing_zeros

from whist_core.analysis.layout import Layout, Position
from whist_core.analysis.search import Questions, _trick_state

NO_HINT = -99
_I = types.int64
_A = types.int64[::1]
_A2 = types.int64[:, ::1]
_B2 = types.int8[:, ::1]
_ORDER_SIG = _I(*[_I] * 10, _A, _A, _A, _A, _A, _A, _A2)
_SEARCH_SIG = types.boolean(*[_I] * 8, _A, _A, _A, _A, _A, _A, _A2, _B2, _A2, _A2, _A2, _A)
# P (the int64 parameters of one search)
_N, _TRUMP, _JOKERS, _JRULE, _BONUS, _TALL, _NG, _BITS, _TMASK = range(9)
_NP = 9
# S (counters)
_NODES, _STORES = 0, 1


@njit("int64(int64)", cache=True)
def _pc(x):
    c = 0
    while x:
        x &= x - 1
        c += 1
    return c


@njit("int64(int64)", cache=True)
def _low(b):
    """Index of the lowest set bit."""
    return trailing_zeros(b)


@njit("int64(int64)", cache=True)
def _high(x):
    """Index of the highest set bit (x > 0)."""
    return 63 - leading_zeros(x)


@njit("int64(int64, int64[::1], int64[::1], int64[::1], int64[::1])", cache=True)
def _quick(leader, H, P, side, gmask):
    """Sure tricks for the leader's side: the leader's cards no other card beats."""
    n = P[_N]
    trump = P[_TRUMP]
    tall = P[_TALL]
    ng = P[_NG]
    h = H[leader]
    rest = 0
    opp = 0
    for j in range(n):
        if j != leader:
            rest |= H[j]
            if side[j] != side[leader]:
                opp |= H[j]
    q = 0
    if trump >= 0:
        mine = h & tall
        if mine:
            o = rest & tall
            q = _pc(mine & (o & -o) - 1) if o else _pc(mine)
        if opp & tall:
            # opponents can ruff: a side-suit winner is sure only while every opponent
            # must still follow that suit
            for g in range(ng):
                if g == trump:
                    continue
                gm = gmask[g]
                mine = h & gm
                if mine:
                    o = rest & gm
                    w = _pc(mine & (o & -o) - 1) if o else _pc(mine)
                    if w:
                        for j in range(n):
                            if side[j] != side[leader]:
                                ln = _pc(H[j] & gm)
                                if ln < w:
                                    w = ln
                        q += w
            return q
    for g in range(ng):
        if g == trump:
            continue
        gm = gmask[g]
        mine = h & gm
        if mine:
            o = rest & gm
            if o:
                q += _pc(mine & ((o & -o) - 1))
            else:
                q += _pc(mine)
    return q


@njit("int64(int64, int64[::1], int64[::1], int64[::1], int64[::1])", cache=True)
def _side_quick(leader, H, P, side, gmask):
    """Sure tricks for the leader's side: its own, or a partner's reached by leading a
    card of a group whose top card that partner holds (when no opponent can ruff it)."""
    q = _quick(leader, H, P, side, gmask)
    n = P[_N]
    trump = P[_TRUMP]
    h = H[leader]
    allc = 0
    ruff = 0
    partners = False
    for j in range(n):
        allc |= H[j]
        if side[j] != side[leader]:
            ruff |= H[j]
        elif j != leader:
            partners = True
    if not partners:
        return q
    if trump >= 0:
        ruff &= P[_TALL]
    else:
        ruff = 0
    for g in range(P[_NG]):
        gm = gmask[g]
        if not h & gm:
            continue
        a = allc & gm
        top = a & -a
        if h & top:
            continue
        holder = -1
        for j in range(n):
            if j != leader and side[j] == side[leader] and H[j] & top:
                holder = j
                break
        if holder < 0:
            continue
        if ruff and g != trump:
            blocked = False
            for o in range(n):
                if side[o] != side[leader] and not H[o] & gm:
                    blocked = True
                    break
            if blocked:
                continue
        qj = _quick(holder, H, P, side, gmask)
        if qj > q:
            q = qj
    return q


@njit("int64(int64, int64[::1], int64[::1], int64[::1])", cache=True)
def _last_trick(leader, H, P, group):
    """The seat winning the last trick (each hand holds one card)."""
    n = P[_N]
    trump = P[_TRUMP]
    best = leader
    bpos = -1
    bgrp = -1
    seat = leader
    for _ in range(n):
        p = _high(H[seat])
        g = group[p]
        if g >= 0 and (bgrp < 0 or (g == bgrp and p < bpos) or (g == trump and bgrp != trump)):
            best = seat
            bpos = p
            bgrp = g
        seat += 1
        if seat == n:
            seat = 0
    return best


@njit("void(int64, int64[::1], int64[::1], int64[::1], int64, int64[::1])", cache=True)
def _key(leader, H, P, gmask, present, K):
    """The hands up to relative rank into ``K`` (three words of owners, one of counts)."""
    bits = P[_BITS]
    K[0] = 0
    K[1] = 0
    K[2] = 0
    w = 0
    shift = 0
    m = present
    while m:
        b = m & -m
        m ^= b
        i = 0
        while not H[i] & b:
            i += 1
        K[w] |= i << shift
        shift += bits
        if shift + bits > 62:
            w += 1
            shift = 0
    meta = (1 << 61) | leader | (_pc(present) << 3)
    for g in range(P[_NG]):
        meta |= _pc(present & gmask[g]) << (9 + 6 * g)
    K[3] = meta


@njit("int64(int64[::1], int64)", cache=True)
def _hash(K, mask):
    h = K[0] * 0x1E3779B97F4A7C15 + K[1] * 0x42B2AE3D27D4EB4F
    h ^= (h >> 31) & 0x1FFFFFFFF
    h += K[2] * 0x165667B19E3779F9 + K[3] * 0x27D4EB2F165667C5
    h ^= (h >> 29) & 0x7FFFFFFFF
    h *= 0x14D049BB133111EB
    h ^= (h >> 32) & 0xFFFFFFFF
    return h & mask & ~3


@njit("int64(int64[::1], int64[:, ::1], int64[::1])", cache=True)
def _find(K, T, P):
    """The slot holding key ``K``, or -1."""
    base = _hash(K, P[_TMASK])
    for s in range(base, base + 4):
        if T[s, 3] == K[3] and T[s, 0] == K[0] and T[s, 1] == K[1] and T[s, 2] == K[2]:
            return s
    return -1


@njit(types.void(_A, _A2, _B2, _A, _A, _I, _I, _I, _I), cache=True)
def _store(K, T, B, P, S, lo, hi, hg, hc):
    """Record bounds ``lo``..``hi`` and the hint for key ``K``."""
    base = _hash(K, P[_TMASK])
    slot = -1
    for s in range(base, base + 4):
        if T[s, 3] == K[3] and T[s, 0] == K[0] and T[s, 1] == K[1] and T[s, 2] == K[2]:
            slot = s
            break
    if slot < 0:
        for s in range(base, base + 4):
            if T[s, 3] == 0:
                slot = s
                break
    if slot < 0:
        # a full bucket: replace the entry with the fewest cards left (the cheapest to
        # find again), the first such
        slot = base
        least = (T[base, 3] >> 3) & 63
        for s in range(base + 1, base + 4):
            c = (T[s, 3] >> 3) & 63
            if c < least:
                least = c
                slot = s
    S[_STORES] += 1
    T[slot, 0] = K[0]
    T[slot, 1] = K[1]
    T[slot, 2] = K[2]
    T[slot, 3] = K[3]
    B[slot, 0] = lo
    B[slot, 1] = hi
    B[slot, 2] = hg
    B[slot, 3] = hc


@njit(_ORDER_SIG, cache=True)
def _order(k, leader, led, bseat, bpos, bgrp, present, hint_g, hint_c, ply,
           H, P, side, group, gmask, above, MV):
    """The moves of the seat to play, in the order to try them, into ``MV[ply, 128:]``;
    returns how many."""
    n = P[_N]
    trump = P[_TRUMP]
    tall = P[_TALL]
    jokers = P[_JOKERS]
    jrule = P[_JRULE]
    seat = leader + k
    if seat >= n:
        seat -= n
    h = H[seat]
    if led < 0:
        legal = h
    else:
        legal = h & gmask[led]
        if legal:
            if jrule == 1:
                legal |= h & jokers
        elif jrule == 2 and h & jokers:
            legal = h & jokers
        else:
            legal = h
    mine_side = side[seat]
    last = k == n - 1
    winning = bseat >= 0 and side[bseat] == mine_side
    if winning and not last:
        # the side's card may still be beaten by an opponent still to play
        ab = above[bpos]
        lm = gmask[led]
        for m in range(k + 1, n):
            j = leader + m
            if j >= n:
                j -= n
            if side[j] != mine_side:
                hj = H[j]
                if hj & lm:
                    if bgrp == led and hj & ab:
                        winning = False
                        break
                elif (bgrp == trump and hj & ab) or (bgrp != trump and hj & tall):
                    winning = False
                    break
    partner = False
    for j in range(n):
        if j != seat and side[j] == mine_side:
            partner = True
    # equivalent cards: keep one per run; sort the moves into four bins as we go
    row = MV[ply]
    nf = 0
    ngd = 0
    nmd = 0
    nr = 0
    m = legal
    while m:
        b = m & -m
        m ^= b
        p = _low(b)
        x = present & above[p]
        if x and (legal >> _high(x)) & 1:
            continue
        g = group[p]
        if k == 0:
            if g == hint_g and _pc(x) == hint_c:
                row[nf] = p  # the lead that settled this position last time
                nf += 1
            elif not x:
                row[32 + ngd] = p  # the top card of its group: a likely winner
                ngd += 1
            else:
                to_mid = False
                if g >= 0:
                    a = present & gmask[g]
                    t = a & -a
                    for j in range(n):
                        if j != seat and side[j] == mine_side:
                            if H[j] & t:
                                to_mid = True  # towards the partner's top card
                                break
                            if g != trump and not H[j] & gmask[g] and H[j] & tall:
                                to_mid = True  # for the partner to ruff
                                break
                if to_mid:
                    row[64 + nmd] = p
                    nmd += 1
                else:
                    row[96 + nr] = p
                    nr += 1
        elif winning or g < 0:
            row[96 + nr] = p
            nr += 1
        elif led < 0 or (g == bgrp and p < bpos) or (g == trump and bgrp != trump):
            row[32 + ngd] = p
            ngd += 1
        else:
            row[96 + nr] = p
            nr += 1
    # the order: first, good (cheapest winner first after the lead), mid (reversed), rest
    order = row[128:]
    c = 0
    for i in range(nf):
        order[c] = row[i]
        c += 1
    if k:
        for i in range(ngd - 1, -1, -1):
            order[c] = row[32 + i]
            c += 1
    else:
        for i in range(ngd):
            order[c] = row[32 + i]
            c += 1
    for i in range(nmd - 1, -1, -1):
        order[c] = row[64 + i]
        c += 1
    start = c
    if legal == h and nr > 1 and (led >= 0 or partner):
        # a discard, or a lead with a partner: the card with most cards in play above it
        # first (alone, a lead of the cheapest in layout order does better)
        for i in range(nr):
            order[c] = row[96 + i]
            c += 1
        for i in range(start + 1, c):  # insertion sort, stable, most cards above first
            v = order[i]
            kv = _pc(present & above[v])
            j = i - 1
            while j >= start and _pc(present & above[order[j]]) < kv:
                order[j + 1] = order[j]
                j -= 1
            order[j + 1] = v
    else:
        for i in range(nr - 1, -1, -1):  # cheapest first
            order[c] = row[96 + i]
            c += 1
    return c


# the fields of a frame of the search stack (one row of FR per ply)
(F_K, F_NEED, F_LEADER, F_LED, F_BSEAT, F_BPOS, F_BGRP, F_PRESENT, F_HG, F_HC, F_LO, F_HI,
 F_C, F_I, F_SEAT, F_H, F_CUT) = range(17)
NF = 17


@njit(_SEARCH_SIG, cache=True)
def _search(k0, need0, leader0, led0, bseat0, bpos0, bgrp0, present0,
            H, P, side, group, gmask, above, T, B, MV, KS, FR, S):
    """Can the maximising side take ``need0`` more books? ``k0`` cards of the trick led by
    ``leader0`` are played; ``led0``: the group led (-1 none yet); ``bseat0``/``bpos0``/
    ``bgrp0`` the card winning it so far; ``present0``: every card in the hands or in this
    trick (computed at a trick boundary).

    A depth-first search on an explicit stack (``FR``, one frame per card played; numba's
    cache mishandles recursive functions). A frame with ``k == 0`` is a trick boundary:
    the table and the sure-trick bounds are consulted there, and its result stored."""
    n = P[_N]
    trump = P[_TRUMP]
    tall = P[_TALL]
    bonus = P[_BONUS]
    f = FR[0]
    f[F_K] = k0
    f[F_NEED] = need0
    f[F_LEADER] = leader0
    f[F_LED] = led0
    f[F_BSEAT] = bseat0
    f[F_BPOS] = bpos0
    f[F_BGRP] = bgrp0
    f[F_PRESENT] = present0
    f[F_HG] = NO_HINT
    f[F_HC] = 0
    ply = 0
    entering = True
    result = False
    while True:
        f = FR[ply]
        k = f[F_K]
        done = False
        searched = True
        if entering:
            need = f[F_NEED]
            leader = f[F_LEADER]
            if k == 0:
                r = _pc(H[leader])
                top = r + 1 if r == bonus else r
                if need <= 0:
                    result = True
                    done = True
                elif need > top:
                    result = False
                    done = True
                elif r == 1:
                    result = side[_last_trick(leader, H, P, group)] == 1
                    done = True
                else:
                    present = 0
                    for j in range(n):
                        present |= H[j]
                    f[F_PRESENT] = present
                    K = KS[ply]
                    _key(leader, H, P, gmask, present, K)
                    slot = _find(K, T, P)
                    if slot >= 0:
                        lo = np.int64(B[slot, 0])
                        hi = np.int64(B[slot, 1])
                        f[F_HG] = B[slot, 2]
                        f[F_HC] = B[slot, 3]
                        if lo >= need:
                            result = True
                            done = True
                        elif hi < need:
                            result = False
                            done = True
                    else:
                        lo = 0
                        hi = top
                        q = _side_quick(leader, H, P, side, gmask)
                        if side[leader]:
                            lo = q
                        else:
                            hi = top - q
                        # trump winners: every trump a player holds above all the
                        # opponents' trumps wins the trick it is played to (it can only
                        # be overtaken by a partner's) and every card is played: that
                        # side takes at least that many tricks, whoever leads
                        if present & tall:
                            tmax = 0
                            tmin = 0
                            for j in range(n):
                                mine = H[j] & tall
                                if mine:
                                    o = 0
                                    for x in range(n):
                                        if side[x] != side[j]:
                                            o |= H[x]
                                    o &= tall
                                    s = _pc(mine & (o & -o) - 1) if o else _pc(mine)
                                    if side[j]:
                                        if s > tmax:
                                            tmax = s
                                    elif s > tmin:
                                        tmin = s
                            if tmax > lo:
                                lo = tmax
                            if top - tmin < hi:
                                hi = top - tmin
                        f[F_HG] = NO_HINT
                        f[F_HC] = 0
                        if lo >= need or hi < need:
                            _store(K, T, B, P, S, lo, hi, NO_HINT, 0)
                            result = lo >= need
                            done = True
                    f[F_LO] = lo
                    f[F_HI] = hi
                searched = not done
            if not done:
                S[_NODES] += 1
                seat = leader + k
                if seat >= n:
                    seat -= n
                f[F_C] = _order(k, leader, f[F_LED], f[F_BSEAT], f[F_BPOS], f[F_BGRP],
                                f[F_PRESENT], f[F_HG], f[F_HC], ply, H, P, side, group,
                                gmask, above, MV)
                f[F_I] = 0
                f[F_SEAT] = seat
                f[F_H] = H[seat]
                f[F_CUT] = -1
        else:
            # back from the card tried last, with its ``result``
            seat = f[F_SEAT]
            H[seat] = f[F_H]
            if result == (side[seat] == 1):
                f[F_CUT] = MV[ply, 128 + f[F_I] - 1]
                done = True
        if not done:
            i = f[F_I]
            seat = f[F_SEAT]
            if i < f[F_C]:
                f[F_I] = i + 1
                p = MV[ply, 128 + i]
                h = f[F_H]
                leader = f[F_LEADER]
                led = f[F_LED]
                ns = f[F_BSEAT]
                np_ = f[F_BPOS]
                ng = f[F_BGRP]
                nled = led
                g = group[p]
                if g >= 0:
                    if led < 0:
                        nled = g
                        ns = seat
                        np_ = p
                        ng = g
                    elif (g == ng and p < np_) or (g == trump and ng != trump):
                        ns = seat
                        np_ = p
                        ng = g
                H[seat] = h ^ (np.int64(1) << p)
                c = FR[ply + 1]
                if k == n - 1:  # the trick is complete: the next frame is a boundary
                    if ns < 0:
                        ns = leader
                    need = f[F_NEED]
                    if side[ns]:
                        need -= 2 if _pc(h) == bonus else 1
                    c[F_K] = 0
                    c[F_NEED] = need
                    c[F_LEADER] = ns
                    c[F_LED] = -1
                    c[F_BSEAT] = -1
                    c[F_BPOS] = -1
                    c[F_BGRP] = -1
                    c[F_PRESENT] = 0
                else:
                    c[F_K] = k + 1
                    c[F_NEED] = f[F_NEED]
                    c[F_LEADER] = leader
                    c[F_LED] = nled
                    c[F_BSEAT] = ns
                    c[F_BPOS] = np_
                    c[F_BGRP] = ng
                    c[F_PRESENT] = f[F_PRESENT]
                c[F_HG] = NO_HINT
                c[F_HC] = 0
                ply += 1
                entering = True
                continue
            result = side[seat] == 0  # no card gave the seat what it wanted
            done = True
        # this frame is settled: ``result``
        if k == 0 and searched:
            cut = f[F_CUT]
            hg = f[F_HG]
            hc = f[F_HC]
            if cut >= 0:
                hg = group[cut]
                hc = _pc(f[F_PRESENT] & above[cut])
            lo = f[F_LO]
            hi = f[F_HI]
            if result:
                lo = f[F_NEED]
            else:
                hi = f[F_NEED] - 1
            _store(KS[ply], T, B, P, S, lo, hi, hg, hc)
        if ply == 0:
            return result
        ply -= 1
        entering = False


def table_bits(tricks_left: int) -> int:
    """log2 of the table's slots for a first question this many tricks from the end."""
    return 12 if tricks_left <= 4 else 14 if tricks_left <= 6 else 16 if tricks_left <= 8 \
        else 18 if tricks_left <= 10 else 20


class KernelSolver(Questions):
    """:class:`~whist_core.analysis.search.Solver`'s questions, answered by the kernel.

    The table (36 bytes a slot) is allocated at the first question, sized by how many
    tricks are left then (:func:`table_bits`: 147 KB up to four tricks, 37.7 MB from
    eleven), and kept for the solver's life like the pure-Python solver's dict.
    """

    def __init__(self, layout: Layout, maxing, bonus: int = 0) -> None:
        self.layout = layout
        self.maxing = tuple(bool(m) for m in maxing)
        self.bonus = bonus
        self.n = n = len(self.maxing)
        lay = layout
        size = len(lay.cards)
        self.group = np.array(lay.group or (0,), dtype=np.int64)
        self.gmask = np.array(lay.gmask or (0,), dtype=np.int64)
        self.above = np.array(lay.above or (0,), dtype=np.int64)
        self.side = np.array(self.maxing, dtype=np.int64)
        self.P = np.zeros(_NP, dtype=np.int64)
        P = self.P
        P[_N] = n
        P[_TRUMP] = lay.trump
        P[_JOKERS] = lay.jokers
        P[_JRULE] = {"hold": 0, "anytime": 1, "first_discard": 2}[lay.joker_rule]
        P[_BONUS] = bonus or -1
        P[_TALL] = lay.gmask[lay.trump] if lay.trump >= 0 else 0
        P[_NG] = len(lay.gmask)
        P[_BITS] = 1 if n <= 2 else 2 if n <= 4 else 3
        if size * P[_BITS] > 3 * 62 or len(lay.gmask) > 8 or n > 5:
            raise ValueError("layout too large for the kernel")
        self.H = np.zeros(n, dtype=np.int64)
        self.MV = np.zeros((size + 2, 160), dtype=np.int64)
        self.KS = np.zeros((size + 2, 4), dtype=np.int64)
        self.FR = np.zeros((size + 2, NF), dtype=np.int64)
        self.S = np.zeros(2, dtype=np.int64)
        self.T: np.ndarray | None = None
        self.B: np.ndarray | None = None

    @property
    def nodes(self) -> int:
        return int(self.S[_NODES])

    def _table(self, tricks_left: int) -> None:
        self.reserve(table_bits(tricks_left))

    def reserve(self, bits: int) -> None:
        """Make the table ``2**bits`` slots now, before the first question (a larger one
        than :func:`table_bits` gives, for a long run of questions: a double-dummy table)."""
        self.T = np.zeros((1 << bits, 4), dtype=np.int64)
        self.B = np.zeros((1 << bits, 4), dtype=np.int8)
        self.P[_TMASK] = (1 << bits) - 1

    def at_least(self, pos: Position, need: int) -> bool:
        """Can the maximiser take at least ``need`` of the books still to be played?"""
        if self.T is None:
            self._table(pos.tricks_left)
        H = self.H
        for i, x in enumerate(pos.hands):
            H[i] = x
        led = bseat = bpos = bgrp = -1
        present = 0
        if pos.trick:
            led, bseat, bpos, bgrp, present = _trick_state(self.layout, pos)
            for x in pos.hands:
                present |= x
        return bool(_search(len(pos.trick), need, pos.leader, led, bseat, bpos, bgrp, present,
                            H, self.P, self.side, self.group, self.gmask, self.above, self.T,
                            self.B, self.MV, self.KS, self.FR, self.S))
