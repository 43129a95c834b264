"""Exact game-tree search on a :class:`~whist_core.analysis.layout.Position`.

One side (the *maximiser*: a pair, a player, or everyone on one side of a
cut-throat "one against all" question) tries to take books, the others try to stop
it; every card is seen (double dummy). The search answers yes/no questions — "can
the maximiser take at least ``need`` more books?" — and :meth:`Solver.value` finds
the exact number by bisection on ``need``, keeping what it learnt between questions.

Speed comes from:

- a transposition table at trick boundaries, keyed on the remaining hands up to
  relative rank (each group read as the owners of its cards still in play, high to
  low: positions that differ only in cards already played share an entry) and the
  leader, holding a lower and an upper bound on the books still to come;
- the lead that settled a position, remembered with it (its group and how many cards
  still in play are above it) and tried first when the next question meets it;
- equivalent cards: of cards of one hand with no card still in play between them,
  only one is tried;
- quick tricks: the leader's cards that no other card still in play can beat in
  their group (all groups once the opponents hold no trump), or a partner's, reached
  through a group whose top card the partner holds, are sure tricks; so is, for either
  side, every trump one player holds above all the opponents' trumps — these settle
  many questions without search;
- move ordering: likely winners first for the leader, cheap cards when the side's
  card already wins the trick (no opponent still to play can beat it), the cheapest
  card that wins otherwise;
- the last trick played out directly.
"""

from __future__ import annotations

from collections.abc import Sequence

from whist_core.analysis.layout import Layout, Position


class Questions:
    """What every solver answers from :meth:`at_least` (this pure-Python :class:`Solver`
    and the compiled :class:`~whist_core.analysis.kernel.KernelSolver`)."""

    bonus: int

    def at_least(self, pos: Position, need: int) -> bool:  # pragma: no cover - abstract
        raise NotImplementedError

    def most(self, pos: Position) -> int:
        """The books still to be played (the trick in progress included), at most."""
        r = pos.tricks_left
        return r + (1 if self.bonus and r >= self.bonus else 0)

    def value(self, pos: Position, lo: int = 0, hi: int | None = None,
              guess: int | None = None) -> int:
        """The books the maximiser takes from here with best play by everyone.

        With a ``guess`` (a neighbouring position's value), the two questions that settle
        it exactly — at least ``guess``? at least ``guess + 1``? — are asked first;
        otherwise the questions climb from ``lo``: at least ``lo + 1``? ``lo + 2``? ... A
        question below the value is cheap to answer (one good line of play, and the table
        keeps what it proved); the one just above it is the costly proof, asked once
        (bisection also asks costly questions above the value: 1.2x the nodes on a table)."""
        hi = self.most(pos) if hi is None else hi
        if guess is not None and lo < hi:
            g = min(max(guess, lo + 1), hi)
            if self.at_least(pos, g):
                lo = g
                if lo < hi:
                    if self.at_least(pos, g + 1):
                        lo = g + 1
                    else:
                        hi = g
            else:
                hi = g - 1
        while lo < hi and self.at_least(pos, lo + 1):
            lo += 1
        return lo


class Solver(Questions):
    """Questions about one layout, for one maximising side (pure Python: the reference,
    and the fallback when numba cannot be imported).

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
        self.tt: dict[tuple, tuple[int, int]] = {}
        #: the lead that settled the last question asked of a position (its group and
        #: the number of cards still in play above it), tried first next time
        self.best: dict[tuple, tuple[int, int]] = {}
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
        present = tmask
        for x in pos.hands:
            present |= x
        return self._node(len(pos.trick), need, pos.leader, led, bseat, bpos, bgrp, present,
                          None)

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

        def partner_ruffs(gm: int, seat: int) -> bool:
            """Is a partner of ``seat`` void in ``gm`` with a trump left?"""
            return any(not H[j] & gm and H[j] & tmask_all for j in partners[seat])

        def partner_holds(a: int, seat: int) -> bool:
            """Does a partner of ``seat`` hold the top card of ``a``?"""
            t = a & -a
            return any(H[j] & t for j in partners[seat])


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
        later = [[[(i + m) % n for m in range(k + 1, n)] for k in range(n)] for i in range(n)]
        best = self.best
        cut = [-1]  # the lead that settled the last trick-boundary question, or -1
        memo: dict[tuple[int, ...], int] = {}

        raw: dict[tuple[int, ...], tuple[int, ...]] = {}

        def rel_key(leader: int) -> tuple[int, tuple[int, ...]]:
            """The hands up to relative rank: each group read as the owners of its cards
            still in play, high to low (positions that differ only in cards already played
            have the same value)."""
            hands = tuple(H)
            codes = raw.get(hands)
            if codes is not None:
                return leader, codes
            key = []
            for gm in gmask:
                t = tuple([x & gm for x in hands])
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
                for x in hands:
                    key.append(x & jokers and (x & jokers).bit_count())
            if len(raw) > 400_000:
                raw.clear()
            codes = raw[hands] = tuple(key)
            return leader, codes

        def side_quick(leader: int) -> int:
            """Sure tricks for the leader's side: the leader's own (:func:`quick`), or a
            partner's, reached by leading a card of a group whose top card that partner
            holds (when no opponent can ruff it)."""
            q = quick(leader)
            if not partners[leader]:
                return q
            h = H[leader]
            allc = 0
            for x in H:
                allc |= x
            ruff = 0  # opponents' trumps
            if trump >= 0:
                for j in opponents[leader]:
                    ruff |= H[j]
                ruff &= tmask_all
            for g in groups:
                gm = gmask[g]
                if not h & gm:
                    continue
                a = allc & gm
                top = a & -a
                if h & top:
                    continue
                for j in partners[leader]:
                    if H[j] & top:
                        break
                else:
                    continue
                if ruff and g != trump and any(not H[o] & gm for o in opponents[leader]):
                    continue
                qj = quick(j)
                if qj > q:
                    q = qj
            return q

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
                q = side_quick(leader)
                if side[leader]:
                    lo = q
                else:
                    hi = top - q
                if tmask_all:
                    # trump winners: every trump a player holds above all the opponents'
                    # trumps wins the trick it is played to (only a partner's can overtake
                    # it) and every card is played: that side takes at least that many
                    tmax = tmin = 0
                    for j in range(n):
                        mine = H[j] & tmask_all
                        if mine:
                            o = 0
                            for x in opponents[j]:
                                o |= H[x]
                            o &= tmask_all
                            s = (mine & ((o & -o) - 1)).bit_count() if o else mine.bit_count()
                            if side[j]:
                                tmax = max(tmax, s)
                            else:
                                tmin = max(tmin, s)
                    lo = max(lo, tmax)
                    hi = min(hi, top - tmin)
                if lo >= need:
                    tt[key] = (lo, hi)
                    return True
                if hi < need:
                    tt[key] = (lo, hi)
                    return False
            present = 0
            for x in H:
                present |= x
            ok = node(0, need, leader, -1, -1, -1, -1, present, best.get(key))
            c = cut[0]
            if c >= 0:
                best[key] = (group[c], (present & above[c]).bit_count())
            if ok:
                lo = need
            else:
                hi = need - 1
            tt[key] = (lo, hi)
            return ok

        def node(k: int, need: int, leader: int, led: int, bseat: int, bpos: int, bgrp: int,
                 present: int, hint: tuple[int, int] | None) -> bool:
            solver.nodes += 1
            seat = leader + k
            if seat >= n:
                seat -= n
            h = H[seat]
            if led < 0:
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
            mine_side = side[seat]
            last = k == n - 1
            winning = bseat >= 0 and side[bseat] == mine_side
            if winning and not last:
                # the side's card may still be beaten by an opponent still to play
                ab = above[bpos]
                lm = gmask[led]
                for j in later[leader][k]:
                    if side[j] != mine_side:
                        hj = H[j]
                        if hj & lm:
                            if bgrp == led and hj & ab:
                                winning = False
                                break
                        elif (bgrp == trump and hj & ab) or (bgrp != trump and hj & tmask_all):
                            winning = False
                            break
            # equivalent cards: keep one per run; order the moves as we go
            first: list[int] = []
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
                    if hint is not None and g == hint[0] and x.bit_count() == hint[1]:
                        first.append(p)  # the lead that settled this position last time
                    elif not x:
                        good.append(p)  # the top card of its group: a likely winner
                    elif g >= 0 and partner_holds(present & gmask[g], seat):
                        mid.append(p)   # towards the partner's top card
                    elif g >= 0 and g != trump and partner_ruffs(gmask[g], seat):
                        mid.append(p)   # for the partner to ruff
                    else:
                        rest.append(p)
                elif winning or g < 0:
                    rest.append(p)
                elif led < 0 or (g == bgrp and p < bpos) or (g == trump and bgrp != trump):
                    good.append(p)
                else:
                    rest.append(p)
            if legal == h and len(rest) > 1 and (led >= 0 or partners[seat]):
                # a discard, or a lead with a partner: the card with most cards in play
                # above it first (alone, a lead of the cheapest in layout order does better)
                rest.sort(key=lambda p: (present & above[p]).bit_count(), reverse=True)
            else:
                rest.reverse()      # cheapest first
            if k:
                good.reverse()  # the cheapest winner first
            weight = 2 if last and h.bit_count() == bonus else 1
            if mid:
                mid.reverse()
                good += mid
            if first:
                good[:0] = first
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
                        r = node(k + 1, need, leader, nled, ns, np_, ng, present, None)
                    H[seat] = h
                    if r is mine_side:
                        if k == 0:
                            cut[0] = p
                        return r
            if k == 0:
                cut[0] = -1
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
