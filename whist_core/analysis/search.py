"""Exact game-tree search on a :class:`~whist_core.analysis.layout.Position`.

One side (the *maximiser*: a pair, a player, or everyone on one side of a
cut-throat "one against all" question) tries to take books, the others try to stop
it; every card is seen (double dummy). The search answers yes/no questions — "can
the maximiser take at least ``need`` more books?" — and :meth:`Solver.value` finds
the exact number by bisection on ``need``, keeping what it learnt between questions.

Speed comes from:

- a transposition table at trick boundaries, keyed on the remaining hands and the
  leader, holding a lower and an upper bound on the books still to come;
- equivalent cards: of cards of one hand with no card still in play between them,
  only one is tried;
- quick tricks: the leader's cards that no other card still in play can beat in
  their group (all groups once the opponents hold no trump) are sure tricks, which
  settles many questions without search;
- move ordering: likely winners first for the leader, cheap cards when the side is
  already winning the trick, the cheapest card that wins otherwise;
- the last trick played out directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from whist_core.analysis.layout import Layout, Position


class Solver:
    """Questions about one layout, for one maximising side.

    ``maxing[i]`` is true for the seats of the maximising side. ``bonus``: the number
    of tricks left at which the trick in play is worth two books (0: never). The
    transposition table lives as long as the solver, so ask many questions of one
    solver about positions of the same deal.
    """

    def __init__(self, layout: Layout, maxing: Sequence[bool], bonus: int = 0) -> None:
        self.layout = layout
        self.maxing = tuple(bool(m) for m in maxing)
        self.bonus = bonus
        self.n = len(self.maxing)
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.nodes = 0
        self._H = [0] * self.n
        self._bound, self._node = self._build()

    # ---------------------------------------------------------------- questions
    def at_least(self, pos: Position, need: int) -> bool:
        """Can the maximiser take at least ``need`` of the books still to be played?"""
        self._H[:] = pos.hands
        if not pos.trick:
            return self._bound(need, pos.leader)
        led, bseat, bpos, bgrp, tmask = _trick_state(self.layout, pos)
        return self._node(len(pos.trick), need, pos.leader, led, bseat, bpos, bgrp, tmask)

    def most(self, pos: Position) -> int:
        """The books still to be played (the trick in progress included), at most."""
        r = pos.tricks_left
        return r + (1 if self.bonus and r >= self.bonus else 0)

    def value(self, pos: Position, lo: int = 0, hi: int | None = None) -> int:
        """The books the maximiser takes from here with best play by everyone."""
        hi = self.most(pos) if hi is None else hi
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.at_least(pos, mid):
                lo = mid
            else:
                hi = mid - 1
        return lo

    # ------------------------------------------------------------------ search
    def _build(self):  # one hot loop, kept in one place for speed
        lay = self.layout
        group, gmask, trump, above = lay.group, lay.gmask, lay.trump, lay.above
        jokers = lay.jokers
        anytime = lay.joker_rule == "anytime"
        first_discard = lay.joker_rule == "first_discard"
        n = self.n
        side = self.maxing
        bonus = self.bonus or -1  # never equal to a number of tricks
        tt = self.tt
        H = self._H
        tmask_all = gmask[trump] if trump >= 0 else 0
        plain = [g for g in range(len(gmask)) if g != trump]
        others = [[j for j in range(n) if j != i] for i in range(n)]
        opponents = [[j for j in range(n) if side[j] != side[i]] for i in range(n)]
        solver = self

        def quick(leader: int) -> int:
            """Sure tricks for the leader's side: the leader's cards no other card beats."""
            h = H[leader]
            rest = 0
            for j in others[leader]:
                rest |= H[j]
            q = 0
            if trump >= 0:
                mine = h & tmask_all
                if mine:
                    o = rest & tmask_all
                    q = (mine & ((o & -o) - 1)).bit_count() if o else mine.bit_count()
                opp = 0
                for j in opponents[leader]:
                    opp |= H[j]
                if opp & tmask_all:
                    # opponents can ruff: a side-suit winner is sure only while every
                    # opponent must still follow that suit
                    for g in plain:
                        gm = gmask[g]
                        mine = h & gm
                        if mine:
                            o = rest & gm
                            w = (mine & ((o & -o) - 1)).bit_count() if o else mine.bit_count()
                            if w:
                                for j in opponents[leader]:
                                    ln = (H[j] & gm).bit_count()
                                    if ln < w:
                                        w = ln
                                q += w
                    return q
            for g in plain:
                gm = gmask[g]
                mine = h & gm
                if mine:
                    o = rest & gm
                    q += (mine & ((o & -o) - 1)).bit_count() if o else mine.bit_count()
            return q

        partners = [[j for j in range(n) if j != i and side[j] == side[i]] for i in range(n)]

        def partner_top(p: int, seat: int) -> bool:
            gm = gmask[group[p]] if group[p] >= 0 else 0
            allg = 0
            for x in H:
                allg |= x
            allg &= gm
            if not allg:
                return False
            topb = allg & -allg
            return any(H[j] & topb for j in partners[seat])

        def last_trick(leader: int) -> int:
            """The seat winning the last trick (each hand holds one card)."""
            best = leader
            bpos = bgrp = -1
            seat = leader
            for _ in range(n):
                p = H[seat].bit_length() - 1
                g = group[p]
                if g >= 0 and (bgrp < 0 or (g == bgrp and p < bpos)
                               or (g == trump and bgrp != trump)):
                    best, bpos, bgrp = seat, p, g
                seat += 1
                if seat == n:
                    seat = 0
            return best

        groups = range(len(gmask))
        memo: dict[tuple[int, ...], int] = {}

        def rel_key(leader: int) -> tuple[int, ...]:
            """The hands up to relative rank: each group read as the owners of its cards
            still in play, high to low (positions that differ only in cards already played
            have the same value)."""
            key = [leader]
            for g in groups:
                gm = gmask[g]
                t = tuple([x & gm for x in H])
                code = memo.get(t)
                if code is None:
                    code = 0
                    m = 0
                    for x in t:
                        m |= x
                    while m:
                        b = m & -m
                        m ^= b
                        for i in range(n):
                            if t[i] & b:
                                code = code * n + i
                                break
                    code = code * 64 + sum(x.bit_count() for x in t)
                    memo[t] = code
                key.append(code)
            if jokers:
                for x in H:
                    key.append(x & jokers and (x & jokers).bit_count())
            return tuple(key)

        def bound(need: int, leader: int) -> bool:
            if need <= 0:
                return True
            r = H[leader].bit_count()
            top = r + 1 if r == bonus else r
            if need > top:
                return False
            if r == 1:
                return side[last_trick(leader)]
            key = rel_key(leader)
            e = tt.get(key)
            if e is not None:
                lo, hi = e
                if lo >= need:
                    return True
                if hi < need:
                    return False
            else:
                lo, hi = 0, top
            q = quick(leader)
            if side[leader]:
                if q > lo:
                    lo = q
                    if q >= need:
                        tt[key] = (lo, hi)
                        return True
            elif top - q < hi:
                hi = top - q
                if hi < need:
                    tt[key] = (lo, hi)
                    return False
            if tmask_all:
                # the other side's top trumps: each one held above all other trumps wins
                # a trick sooner or later, whoever leads
                alltr = 0
                for x in H:
                    alltr |= x
                alltr &= tmask_all
                if alltr:
                    topb = alltr & -alltr
                    for j in range(n):
                        if H[j] & topb:
                            break
                    if side[j] != side[leader]:
                        mine = H[j] & tmask_all
                        o = alltr ^ mine
                        s = (mine & ((o & -o) - 1)).bit_count() if o else mine.bit_count()
                        if side[j]:
                            if s > lo:
                                lo = s
                                if s >= need:
                                    tt[key] = (lo, hi)
                                    return True
                        elif top - s < hi:
                            hi = top - s
                            if hi < need:
                                tt[key] = (lo, hi)
                                return False
            ok = node(0, need, leader, -1, -1, -1, -1, 0)
            if ok:
                lo = need
            else:
                hi = need - 1
            tt[key] = (lo, hi)
            return ok

        def node(k: int, need: int, leader: int, led: int, bseat: int, bpos: int, bgrp: int,
                 tmask: int) -> bool:
            solver.nodes += 1
            seat = leader + k
            if seat >= n:
                seat -= n
            h = H[seat]
            if k == 0 or led < 0:
                legal = h
            else:
                legal = h & gmask[led]
                if legal:
                    if anytime:
                        legal |= h & jokers
                elif first_discard and h & jokers:
                    legal = h & jokers
                else:
                    legal = h
            present = tmask
            for x in H:
                present |= x
            mine_side = side[seat]
            last = k == n - 1
            winning = bseat >= 0 and side[bseat] == mine_side
            # equivalent cards: keep one per run; order the moves as we go
            good: list[int] = []
            mid: list[int] = []
            rest: list[int] = []
            m = legal
            while m:
                b = m & -m
                m ^= b
                p = b.bit_length() - 1
                x = present & above[p]
                if x and legal >> (x.bit_length() - 1) & 1:
                    continue
                g = group[p]
                if k == 0:
                    if not x:
                        good.append(p)  # the top card of its group: a likely winner
                    elif partner_top(p, seat):
                        mid.append(p)   # towards the partner's top card
                    else:
                        rest.append(p)
                elif winning or g < 0:
                    rest.append(p)
                elif led < 0 or (g == bgrp and p < bpos) or (g == trump and bgrp != trump):
                    good.append(p)
                else:
                    rest.append(p)
            rest.reverse()      # cheapest first
            if k:
                good.reverse()  # the cheapest winner first
            weight = 2 if last and h.bit_count() == bonus else 1
            if mid:
                mid.reverse()
                good += mid
            for moves in (good, rest):
                for p in moves:
                    g = group[p]
                    ns, np_, ng, nled = bseat, bpos, bgrp, led
                    if g >= 0:
                        if led < 0:
                            nled, ns, np_, ng = g, seat, p, g
                        elif (g == bgrp and p < bpos) or (g == trump and bgrp != trump):
                            ns, np_, ng = seat, p, g
                    b = 1 << p
                    H[seat] = h ^ b
                    if last:
                        r = bound(need - weight if side[ns] else need, ns)
                    else:
                        r = node(k + 1, need, leader, nled, ns, np_, ng, tmask | b)
                    H[seat] = h
                    if r is mine_side:
                        return r
            return not mine_side

        return bound, node


def _trick_state(layout: Layout, pos: Position) -> tuple[int, int, int, int, int]:
    """led group, winning seat, its position and group, and the mask of the trick so far."""
    n = len(pos.names)
    group, trump = layout.group, layout.trump
    led = bseat = bpos = bgrp = -1
    tmask = 0
    seat = pos.leader
    for p in pos.trick:
        tmask |= 1 << p
        g = group[p]
        if g >= 0:
            if led < 0:
                led, bseat, bpos, bgrp = g, seat, p, g
            elif (g == bgrp and p < bpos) or (g == trump and bgrp != trump):
                bseat, bpos, bgrp = seat, p, g
        seat = (seat + 1) % n
    return led, bseat, bpos, bgrp, tmask
