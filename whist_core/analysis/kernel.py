"""The compiled search: :class:`~whist_core.analysis.search.Solver`'s algorithm as a numba
kernel on int64 masks. Imported only when a solve runs (numba takes about a second to
import); :func:`whist_core.analysis.solver_for` falls back to the pure-Python
``Solver`` when numba cannot be imported.

The search is the pure-Python solver's, step for step (equivalent cards: one card per
run of a hand with no card in play between; quick tricks, the leader's or a partner's
reached through a group whose top card the partner holds; trump-winner bounds; the same
move ordering; the last trick played out directly), with one addition, *partition
search* (as in the best bridge solvers), which changes no value, only how much one
table entry covers:

- each result comes with the cards whose rank decided it: the winner of every trick
  that beat a card of its own group, the cards a sure-trick or trump-winner bound
  counted, the cards a table entry depended on (and, when a card was tried for its
  equivalent ones, those too if it was among them);
- a bound is stored for every position with the same leader and the same number of
  cards of each group in each hand (the *coarse key*) whose cards from the top of each
  group down to its lowest deciding card have the same owners (the *shape*: a mask
  over the owners' words). The cards below never decided a trick: their order does
  not matter;
- a position is looked up under each shape stored for its coarse key (``SH``: buckets
  of 32 shapes, the one that last settled a question first), then in ``T`` under
  its owners of that shape's cards (buckets of four); every entry that matches holds,
  and the tightest bounds are used. Each entry also keeps the lead that last settled
  its position (its group and the number of cards still in play above it).

The pure-Python ``Solver`` keeps the plain relative-rank table: the tests compare the
two on thousands of positions.

The tables are fixed arrays (a full bucket replaces the entry with the fewest cards,
or any shape): an entry lost only costs a search, never a wrong value, since every
entry holds true bounds for all the positions it matches.
"""

from __future__ import annotations

import numpy as np
from numba import njit, types
from numba.cpython.unsafe.numbers import leading_zeros, trailing_zeros
from numba.extending import intrinsic

from whist_core.analysis.layout import Layout, Position
from whist_core.analysis.search import Questions, _trick_state

NO_HINT = -99
_I = types.int64
_A = types.int64[::1]
_A2 = types.int64[:, ::1]
_B2 = types.int8[:, ::1]
_ORDER_SIG = _I(*[_I] * 10, _A, _A, _A, _A, _A, _A, _A2)
_SEARCH_SIG = types.boolean(*[_I] * 8, _A, _A, _A, _A, _A, _A, _A2, _A2, _B2, _A2, _A2, _A2,
                             _A, _A)
# P (the int64 parameters of one search)
_N, _TRUMP, _JOKERS, _JRULE, _BONUS, _TALL, _NG, _BITS, _TMASK, _SMASK = range(10)
_NP = 10
# S (counters)
_NODES, _STORES = 0, 1


@intrinsic
def _popcount(typingctx, src):
    """The machine's population count (LLVM ``ctpop``)."""
    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])

    return types.int64(types.int64), codegen


@njit("int64(int64)", cache=True)
def _pc(x):
    """The number of set bits."""
    return _popcount(x)


@njit("int64(int64)", cache=True)
def _low(b):
    """Index of the lowest set bit."""
    return trailing_zeros(b)


@njit("int64(int64)", cache=True)
def _high(x):
    """Index of the highest set bit (x > 0)."""
    return 63 - leading_zeros(x)


@njit("int64(int64, int64[::1], int64[::1], int64[::1], int64[::1])", cache=True)
def _quick_cards(leader, H, P, side, gmask):
    """The leader's sure tricks (their number is the bound): its cards no other card beats,
    in a side suit no more than every opponent can follow to when the opponents can ruff.
    Whoever holds these cards, with the same lengths, cashes as many."""
    n = P[_N]
    trump = P[_TRUMP]
    tall = P[_TALL]
    h = H[leader]
    rest = 0
    opp = 0
    for j in range(n):
        if j != leader:
            rest |= H[j]
            if side[j] != side[leader]:
                opp |= H[j]
    out = 0
    ruffs = trump >= 0 and opp & tall
    for g in range(P[_NG]):
        gm = gmask[g]
        mine = h & gm
        if not mine:
            continue
        o = rest & gm
        if o:
            mine &= (o & -o) - 1
        if ruffs and g != trump:
            w = _pc(mine)
            for j in range(n):
                if side[j] != side[leader]:
                    ln = _pc(H[j] & gm)
                    if ln < w:
                        w = ln
            while _pc(mine) > w:
                mine ^= np.int64(1) << _high(mine)
        out |= mine
    return out


@njit("int64(int64, int64, int64, int64, int64[::1], int64[::1], int64[::1], int64[::1])",
      cache=True)
def _entry(leader, g, present, ruff, H, P, side, gmask):
    """The partner the leader reaches by leading a card of group ``g`` (a group of the
    leader's whose top card in ``present`` that partner holds, when no opponent void in it
    holds a trump of ``ruff``); -1 if none."""
    n = P[_N]
    gm = gmask[g]
    h = H[leader]
    if not h & gm:
        return -1
    a = present & gm
    top = a & -a
    if h & top:
        return -1
    holder = -1
    for j in range(n):
        if j != leader and side[j] == side[leader] and H[j] & top:
            holder = j
            break
    if holder >= 0 and ruff and g != P[_TRUMP]:
        for o in range(n):
            if side[o] != side[leader] and not H[o] & gm:
                return -1
    return holder


@njit("int64(int64, int64[::1], int64[::1], int64[::1], int64[::1])", cache=True)
def _side_quick(leader, H, P, side, gmask):
    """Sure tricks for the leader's side: its own, or a partner's reached by leading a
    card of a group whose top card that partner holds (when no opponent can ruff it)."""
    q = _pc(_quick_cards(leader, H, P, side, gmask))
    n = P[_N]
    trump = P[_TRUMP]
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
        holder = _entry(leader, g, allc, ruff, H, P, side, gmask)
        if holder < 0:
            continue
        qj = _pc(_quick_cards(holder, H, P, side, gmask))
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
    """The position into ``K``: the owners of the cards in play, high to low within each
    group (three words, ``bits`` a card), then the coarse key (two words): the leader and
    how many cards of each group (and jokers) each hand holds."""
    bits = P[_BITS]
    n = P[_N]
    ng = P[_NG]
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
    c0 = 0
    c1 = (1 << 61) | leader
    f = 0
    for i in range(n):
        h = H[i]
        for g in range(ng + 1):
            v = _pc(h & gmask[g]) if g < ng else _pc(h & P[_JOKERS])
            if f < 15:
                c0 |= v << (4 * f)
            else:
                c1 |= v << (4 * f - 57)
            f += 1
    K[3] = c0
    K[4] = c1


@njit("int64(int64, int64, int64, int64, int64, int64, int64, int64)", cache=True)
def _mix(a, b, c, d, e, f, g, h):
    """A hash of eight words."""
    x = a * 0x1E3779B97F4A7C15 + b * 0x42B2AE3D27D4EB4F
    x ^= (x >> 31) & 0x1FFFFFFFF
    x += c * 0x165667B19E3779F9 + d * 0x27D4EB2F165667C5
    x ^= (x >> 29) & 0x7FFFFFFFF
    x += e * 0x5851F42D4C957F2D + f * 0x14057B7EF767814F
    x ^= (x >> 31) & 0x1FFFFFFFF
    x += g * 0x2545F4914F6CDD1D + h * 0x9E3779B97F4A7C1
    x *= 0x14D049BB133111EB
    x ^= (x >> 32) & 0xFFFFFFFF
    return x


@njit(types.void(_A, _I, _A2, _A2, _B2, _A, _A), cache=True)
def _probe(K, need, SH, T, B, P, X):
    """The bounds of every entry that ``K`` matches (same coarse key, same owners of the
    cards the entry's proof depended on): ``X[0]``/``X[1]`` the best lower and upper
    bound, ``X[2]``/``X[3]`` the slots they come from (-1: none), ``X[4]``/``X[5]`` the
    first hint found.

    Two levels: the shapes (which cards count) stored under ``K``'s coarse key, in a
    bucket of 32 of ``SH``; then, for each shape, ``K``'s owners of those cards looked
    up in ``T`` (buckets of four)."""
    X[0] = 0
    X[1] = 99
    X[2] = -1
    X[3] = -1
    X[4] = NO_HINT
    X[5] = 0
    c0 = K[3]
    c1 = K[4]
    sb = _mix(c0, c1, 0, 0, 0, 0, 0, 0) & P[_SMASK] & ~31
    for r in range(sb, sb + 32):
        if SH[r, 0] != c0 or SH[r, 1] != c1:
            continue
        M0 = SH[r, 2]
        M1 = SH[r, 3]
        M2 = SH[r, 4]
        k0 = K[0] & M0
        k1 = K[1] & M1
        k2 = K[2] & M2
        base = _mix(k0, k1, k2, M0, M1, M2, c0, c1) & P[_TMASK] & ~3
        for s in range(base, base + 4):
            if (T[s, 6] == c0 and T[s, 7] == c1 and T[s, 0] == k0 and T[s, 1] == k1
                    and T[s, 2] == k2 and T[s, 3] == M0 and T[s, 4] == M1 and T[s, 5] == M2):
                lo = np.int64(B[s, 0])
                hi = np.int64(B[s, 1])
                if X[2] < 0 or lo > X[0]:
                    X[0] = lo
                    X[2] = s
                if X[3] < 0 or hi < X[1]:
                    X[1] = hi
                    X[3] = s
                if X[4] == NO_HINT and B[s, 2] != NO_HINT:
                    X[4] = B[s, 2]
                    X[5] = B[s, 3]
                if lo >= need or hi < need:
                    if r != sb:  # settled: this shape is looked at first next time
                        for x in range(5):
                            v = SH[r, x]
                            SH[r, x] = SH[sb, x]
                            SH[sb, x] = v
                    return
                break


@njit("int64(int64, int64[:, ::1], int64, int64[::1])", cache=True)
def _cards_of(slot, T, present, P):
    """The cards in play whose owners entry ``slot`` depends on (its masks, read back)."""
    bits = P[_BITS]
    out = 0
    w = 0
    shift = 0
    m = present
    while m:
        b = m & -m
        m ^= b
        if (T[slot, 3 + w] >> shift) & 1:
            out |= b
        shift += bits
        if shift + bits > 62:
            w += 1
            shift = 0
    return out


@njit(types.void(_A, _A2, _A2, _B2, _A, _A, _I, _I, _I, _I, _I, _I, _A, _A, _A), cache=True)
def _store(K, SH, T, B, P, S, lo, hi, hg, hc, W, present, group, gmask, X):
    """Record bounds ``lo``..``hi`` (and the hint) for every position that has ``K``'s
    coarse key and ``K``'s owners of the cards in play from the top of each group down to
    its lowest card in ``W`` (the cards whose rank decided the bounds)."""
    bits = P[_BITS]
    one = (np.int64(1) << bits) - 1
    # the lowest card of ``W`` in each group: every card in play above it counts
    X[8] = 0
    X[9] = 0
    X[10] = 0
    w = 0
    shift = 0
    m = present
    while m:
        b = m & -m
        m ^= b
        g = group[_low(b)]
        if g >= 0:
            wg = W & gmask[g]
            if wg and b <= np.int64(1) << _high(wg):
                X[8 + w] |= one << shift
        shift += bits
        if shift + bits > 62:
            w += 1
            shift = 0
    M0 = X[8]
    M1 = X[9]
    M2 = X[10]
    c0 = K[3]
    c1 = K[4]
    k0 = K[0] & M0
    k1 = K[1] & M1
    k2 = K[2] & M2
    # the shape, under the coarse key
    sb = _mix(c0, c1, 0, 0, 0, 0, 0, 0) & P[_SMASK] & ~31
    row = -1
    for r in range(sb, sb + 32):
        if SH[r, 0] == c0 and SH[r, 1] == c1 and SH[r, 2] == M0 and SH[r, 3] == M1 \
                and SH[r, 4] == M2:
            row = r
            break
    if row < 0:
        for r in range(sb, sb + 32):
            if SH[r, 1] == 0:
                row = r
                break
    if row < 0:
        row = sb + (S[_STORES] & 31)  # a full bucket: any shape makes room
    SH[row, 0] = c0  # (a shape found is written again as it was)
    SH[row, 1] = c1
    SH[row, 2] = M0
    SH[row, 3] = M1
    SH[row, 4] = M2
    base = _mix(k0, k1, k2, M0, M1, M2, c0, c1) & P[_TMASK] & ~3
    slot = -1
    for s in range(base, base + 4):
        if (T[s, 6] == c0 and T[s, 7] == c1 and T[s, 0] == k0 and T[s, 1] == k1
                and T[s, 2] == k2 and T[s, 3] == M0 and T[s, 4] == M1 and T[s, 5] == M2):
            slot = s  # the same entry: both bounds hold, keep the tighter
            if B[s, 0] > lo:
                lo = np.int64(B[s, 0])
            if B[s, 1] < hi:
                hi = np.int64(B[s, 1])
            if hg == NO_HINT:
                hg = np.int64(B[s, 2])
                hc = np.int64(B[s, 3])
            break
    if slot < 0:
        for s in range(base, base + 4):
            if T[s, 7] == 0:
                slot = s
                break
    if slot < 0:
        # a full bucket: replace the entry with the fewest cards left (the cheapest to
        # find again), the first such
        slot = base
        least = B[base, 4]
        for s in range(base + 1, base + 4):
            if B[s, 4] < least:
                least = B[s, 4]
                slot = s
    S[_STORES] += 1
    T[slot, 0] = k0
    T[slot, 1] = k1
    T[slot, 2] = k2
    T[slot, 3] = M0
    T[slot, 4] = M1
    T[slot, 5] = M2
    T[slot, 6] = c0
    T[slot, 7] = c1
    B[slot, 0] = lo
    B[slot, 1] = hi
    B[slot, 2] = hg
    B[slot, 3] = hc
    B[slot, 4] = _pc(present)


@njit("int64(int64, int64[::1], int64[::1], int64[::1], int64[::1], int64, int64, int64)",
      cache=True)
def _sure_cards(leader, H, P, side, gmask, present, target, want):
    """The cards whose owners make a sure-trick or trump-winner bound give side ``want``
    at least ``target`` tricks (as :func:`_side_quick` and the search's trump bound
    count them); -1 if no single bound does."""
    n = P[_N]
    trump = P[_TRUMP]
    tall = P[_TALL]
    if side[leader] == want:
        q = _quick_cards(leader, H, P, side, gmask)
        if _pc(q) >= target:
            return q
        ruff = 0
        for j in range(n):
            if side[j] != side[leader]:
                ruff |= H[j]
        ruff = ruff & tall if trump >= 0 else 0
        for g in range(P[_NG]):
            holder = _entry(leader, g, present, ruff, H, P, side, gmask)
            if holder >= 0:
                q = _quick_cards(holder, H, P, side, gmask)
                if _pc(q) >= target:
                    a = present & gmask[g]
                    return q | (a & -a)
    if present & tall:
        for j in range(n):
            mine = H[j] & tall
            if side[j] != want or not mine:
                continue
            o = 0
            for x in range(n):
                if side[x] != side[j]:
                    o |= H[x]
            o &= tall
            if o:
                if _pc(mine & (o & -o) - 1) >= target:
                    return present & tall & ((o & -o) - 1)
            elif _pc(mine) >= target:
                return 0
    return -1


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


@njit("int64(int64, int64, int64, int64[::1], int64[::1])", cache=True)
def _run(p, h, present, group, gmask):
    """``p`` and the cards of hand ``h`` just below it in its group with no card in play
    between (the cards :func:`_order` does not try, being equivalent to ``p``)."""
    b = np.int64(1) << p
    out = b
    below = present & gmask[group[p]]
    while True:
        below &= ~((b << 1) - 1)
        b = below & -below
        if not b or not h & b:
            return out
        out |= b


# the fields of a frame of the search stack (one row of FR per ply)
(F_K, F_NEED, F_LEADER, F_LED, F_BSEAT, F_BPOS, F_BGRP, F_PRESENT, F_HG, F_HC, F_WACC,
 F_WADD, F_C, F_I, F_SEAT, F_H, F_CUT) = range(17)
NF = 17


@njit("void(int64[::1], int64, int64, int64, int64, int64, int64, int64, int64)", cache=True)
def _enter(f, k, need, leader, led, bseat, bpos, bgrp, present):
    """Set up frame ``f`` of the search stack (see :func:`_search`'s arguments), no hint."""
    f[F_K] = k
    f[F_NEED] = need
    f[F_LEADER] = leader
    f[F_LED] = led
    f[F_BSEAT] = bseat
    f[F_BPOS] = bpos
    f[F_BGRP] = bgrp
    f[F_PRESENT] = present
    f[F_HG] = NO_HINT
    f[F_HC] = 0


@njit(_SEARCH_SIG, cache=True)
def _search(k0, need0, leader0, led0, bseat0, bpos0, bgrp0, present0,
            H, P, side, group, gmask, above, SH, T, B, MV, KS, FR, S, X):
    """Can the maximising side take ``need0`` more books? ``k0`` cards of the trick led by
    ``leader0`` are played; ``led0``: the group led (-1 none yet); ``bseat0``/``bpos0``/
    ``bgrp0`` the card winning it so far; ``present0``: every card in the hands or in this
    trick (computed at a trick boundary).

    A depth-first search on an explicit stack (``FR``, one frame per card played; numba's
    cache mishandles recursive functions). A frame with ``k == 0`` is a trick boundary:
    the table and the sure-trick bounds are consulted there, and its result stored.

    Partition search: each result comes with ``resw``, the cards whose rank decided it
    (each trick's winner when it beat a card of its own group, the cards the sure-trick
    bounds read, a matched entry's cards). Every position with the same leader and
    group lengths in each hand, whose cards from the top of each group down to the lowest
    of ``resw`` have the same owners, has the same result: the table entry stored holds
    for all of them."""
    n = P[_N]
    trump = P[_TRUMP]
    tall = P[_TALL]
    bonus = P[_BONUS]
    _enter(FR[0], k0, need0, leader0, led0, bseat0, bpos0, bgrp0, present0)
    ply = 0
    entering = True
    result = False
    resw = np.int64(0)
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
                resw = 0
                if need <= 0:
                    result = True
                    done = True
                elif need > top:
                    result = False
                    done = True
                elif r == 1:
                    w = _last_trick(leader, H, P, group)
                    result = side[w] == 1
                    p = _high(H[w])
                    g = group[p]
                    if g >= 0:
                        allc = 0
                        for j in range(n):
                            allc |= H[j]
                        if _pc(allc & gmask[g]) >= 2:
                            resw = np.int64(1) << p  # it beat a card of its group
                    done = True
                else:
                    present = 0
                    for j in range(n):
                        present |= H[j]
                    f[F_PRESENT] = present
                    K = KS[ply]
                    _key(leader, H, P, gmask, present, K)
                    _probe(K, need, SH, T, B, P, X)
                    f[F_HG] = X[4]
                    f[F_HC] = X[5]
                    if X[0] >= need:
                        result = True
                        resw = _cards_of(X[2], T, present, P)
                        done = True
                    elif X[1] < need:
                        result = False
                        resw = _cards_of(X[3], T, present, P)
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
                        if lo >= need or hi < need:
                            if lo >= need:
                                resw = _sure_cards(leader, H, P, side, gmask, present, need, 1)
                                hi = top
                            else:
                                resw = _sure_cards(leader, H, P, side, gmask, present,
                                                   top - need + 1, 0)
                                lo = 0
                            result = lo >= need
                            done = True
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
                f[F_WACC] = 0
        else:
            # back from the card tried last, with its ``result`` and ``resw``
            seat = f[F_SEAT]
            h = f[F_H]
            H[seat] = h
            p = MV[ply, 128 + f[F_I] - 1]
            wc = resw | f[F_WADD]
            g = group[p]
            if g >= 0 and wc & gmask[g]:
                run = _run(p, h, f[F_PRESENT], group, gmask)
                if wc & run:
                    wc |= run  # the cards not tried, as equivalent to ``p``, count too
            if result == (side[seat] == 1):
                f[F_CUT] = p
                resw = wc
                done = True
            else:
                f[F_WACC] |= wc
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
                f[F_WADD] = 0
                nk = k + 1
                need = f[F_NEED]
                present = f[F_PRESENT]
                if nk == n:  # the trick is complete: the next frame is a boundary
                    if ns < 0:
                        ns = leader
                    elif ng >= 0:
                        left = 0
                        for j in range(n):
                            left |= H[j]
                        if _pc(present & ~left & gmask[ng]) >= 2:
                            f[F_WADD] = np.int64(1) << np_  # won by rank
                    if side[ns]:
                        need -= 2 if _pc(h) == bonus else 1
                    nk = 0
                    leader = ns
                    nled = ns = np_ = ng = -1
                    present = 0
                _enter(FR[ply + 1], nk, need, leader, nled, ns, np_, ng, present)
                ply += 1
                entering = True
                continue
            result = side[seat] == 0  # no card gave the seat what it wanted
            resw = f[F_WACC]
            done = True
        # this frame is settled: ``result``, decided by the cards ``resw``
        if k == 0 and searched:
            cut = f[F_CUT]
            hg = f[F_HG]
            hc = f[F_HC]
            present = f[F_PRESENT]
            if cut >= 0:
                hg = group[cut]
                hc = _pc(present & above[cut])
            r = _pc(H[f[F_LEADER]])
            lo = 0
            hi = r + 1 if r == bonus else r
            if result:
                lo = f[F_NEED]
            else:
                hi = f[F_NEED] - 1
            _store(KS[ply], SH, T, B, P, S, lo, hi, hg, hc, resw, present, group, gmask, X)
        if ply == 0:
            return result
        ply -= 1
        entering = False


def table_bits(tricks_left: int) -> int:
    """log2 of the table's slots for a first question this many tricks from the end."""
    return 11 if tricks_left <= 4 else 13 if tricks_left <= 6 else 15 if tricks_left <= 8 \
        else 17 if tricks_left <= 10 else 19


class KernelSolver(Questions):
    """:class:`~whist_core.analysis.search.Solver`'s questions, answered by the kernel.

    The tables (79 bytes a slot of ``T``, with its share of ``SH``) are allocated at the
    first question, sized by how many tricks are left then (:func:`table_bits`: 160 KB up
    to four tricks, 41 MB from eleven), and kept for the solver's life like the
    pure-Python solver's dict.
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
        if size * P[_BITS] > 3 * 62 or n * (len(lay.gmask) + 1) > 29 or n > 5:
            raise ValueError("layout too large for the kernel")
        self.H = np.zeros(n, dtype=np.int64)
        self.MV = np.zeros((size + 2, 160), dtype=np.int64)
        self.KS = np.zeros((size + 2, 5), dtype=np.int64)
        self.X = np.zeros(16, dtype=np.int64)
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
        self.T = np.zeros((1 << bits, 8), dtype=np.int64)
        self.B = np.zeros((1 << bits, 5), dtype=np.int8)
        self.SH = np.zeros((1 << (bits - 2), 5), dtype=np.int64)
        self.P[_TMASK] = (1 << bits) - 1
        self.P[_SMASK] = (1 << (bits - 2)) - 1

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
                            H, self.P, self.side, self.group, self.gmask, self.above, self.SH,
                            self.T,
                            self.B, self.MV, self.KS, self.FR, self.S, self.X))
