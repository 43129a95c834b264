"""Best-play (double-dummy) analysis: what each side takes if everyone plays perfectly.

- :func:`solve` — for a state in the play (a trick in progress included): how many
  of the tricks still to be played each side takes with best play from everyone.
  Bid Whist: ``{"NS": 7, "EW": 2}`` (tricks, not counting the kitty book).
  German Whist's second stage: ``{"A": 8, "B": 4}``.
- :func:`card_values` — the same, for each legal card of the player to move.
- :func:`dd_table` — books for each declarer and each declaration of a deal (kitty
  book included), like a bridge double-dummy table.
- :func:`outcome` — the final count with best play from here (tricks or books
  already won plus :func:`solve`).

Where several players play each for themself (cut-throat), the number for each
player is what they can make sure of against all the others together.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import Any

from whist_core.analysis import stored
from whist_core.analysis.adapter import (
    german_ranking,
    position_from_hands,
    position_of,
    trump_pending,
)
from whist_core.analysis.layout import Layout, Position, trick_winner
from whist_core.analysis.search import Questions, Solver
from whist_core.cards import SUITS, Card, Suit
from whist_core.family.ranking import Ranking
from whist_core.family.seats import SEATS, pair_of
from whist_core.family.switches import HOUSE, BidWhistRules
from whist_core.family.system import DOWNTOWN, UPTOWN

_SOLVERS: dict[tuple, Questions] = {}
#: Bytes of the kept solvers' tables above which they are dropped before a new one is
#: made (a 12-trick kernel table is 41 MB: a double-dummy table's ten declarations
#: would otherwise keep 410 MB).
MAX_TABLES = 80 << 20
_ENGINE: list[type] = []
#: log2 of the kernel table's slots for each declaration of :func:`dd_table` (2^20 slots:
#: 83 MB, dropped when the declaration is done; the 2^19 of a lone 12-trick solve makes
#: the table of a hard deal slower; 2^21, 166 MB, saves some 10% of the nodes).
DD_TABLE_BITS = 20


def solver_class() -> type:
    """The solver that answers: the compiled kernel (numba, imported at the first solve),
    or the pure-Python :class:`Solver` when numba cannot be imported or the environment
    says ``WHIST_SOLVER=python``."""
    if not _ENGINE:
        cls: type = Solver
        if os.environ.get("WHIST_SOLVER", "").lower() != "python":
            try:
                from whist_core.analysis.kernel import KernelSolver
            except ImportError:  # no numba: the pure-Python search answers (slower)
                pass
            else:
                cls = KernelSolver
        _ENGINE.append(cls)
    return _ENGINE[0]


def table_bytes(solver: Questions) -> int:
    """The memory held by a solver's table (the kernel's arrays; 0 for the pure-Python
    solver, whose dict is not counted)."""
    return sum(a.nbytes for a in (getattr(solver, x, None) for x in ("T", "B", "SH"))
               if a is not None)


def use_solver(cls: type | None) -> None:
    """Make ``cls`` answer from now on (``None``: back to :func:`solver_class`'s choice)."""
    _ENGINE.clear()
    _SOLVERS.clear()
    if cls is not None:
        _ENGINE.append(cls)


def solver_for(pos: Position, team: str) -> Questions:
    """A solver (kept for reuse: its table of known positions grows) maximising ``team``."""
    maxing = tuple(t == team for t in pos.teams)
    key = (id(pos.layout), maxing, pos.bonus)
    s = _SOLVERS.get(key)
    if s is None or s.layout is not pos.layout:
        if len(_SOLVERS) > 16 or sum(table_bytes(x) for x in _SOLVERS.values()) > MAX_TABLES:
            _SOLVERS.clear()
        s = _SOLVERS[key] = solver_class()(pos.layout, maxing, pos.bonus)
    return s


def solve_position(pos: Position, guess: int | None = None) -> dict[str, int]:
    """Books each side takes from ``pos`` with best play (see :func:`solve`). ``guess``:
    the first side's value at a neighbouring position (the search starts there)."""
    known = _stored("solve", pos)
    if known is not None:
        return known
    sides = pos.sides
    if len(sides) == 2:
        s = solver_for(pos, sides[0])
        v = s.value(pos, guess=guess)
        out = {sides[0]: v, sides[1]: s.most(pos) - v}
    else:
        out = {t: solver_for(pos, t).value(pos) for t in sides}
    stored.note("solve", pos, out)
    return out


def _stored(kind: str, pos: Position) -> dict | None:
    """The answer stored at build time (:mod:`whist_core.analysis.stored`), read only when
    the slow pure-Python solver is the one in use."""
    return stored.lookup(kind, pos) if solver_class() is Solver else None


def position_card_values(pos: Position) -> dict[int, dict[str, int]]:
    """For each legal position-card of the player to move: :func:`solve_position` after it,
    counting the trick it completes."""
    known = _stored("cards", pos)
    if known is not None:
        return known
    lay = pos.layout
    legal = pos.legal()
    present = legal
    for h in pos.hands:
        present |= h
    for p in pos.trick:
        present |= 1 << p
    out: dict[int, dict[str, int]] = {}
    sides = pos.sides
    best = solve_position(pos)[sides[0]] if len(sides) == 2 else None
    first = pos.teams[pos.to_move] == sides[0]
    m = legal
    previous = -1
    while m:
        low = m & -m
        m ^= low
        p = low.bit_length() - 1
        x = present & lay.above[p]
        if x and previous >= 0 and x.bit_length() - 1 == previous:
            out[p] = out[previous]  # interchangeable with the card just above it
        else:
            out[p] = _after(pos, p, best, first)
        previous = p
    stored.note("cards", pos, out)
    return out


def _after(pos: Position, p: int, best: int | None = None, first: bool = True
           ) -> dict[str, int]:
    """The values after card ``p``. With two sides and ``best`` (the first side's value
    before it), one question settles a best card: no card gives the side to move more."""
    child = pos.play(p)
    gained = 0
    win = None
    if not child.trick:
        trick = (*pos.trick, p)
        win = pos.teams[(pos.leader + trick_winner(pos.layout, trick)) % len(pos.names)]
        gained = 2 if pos.bonus and pos.tricks_left == pos.bonus else 1
    if best is None or not child.tricks_left:
        values = solve_position(child) if child.tricks_left else {t: 0 for t in pos.sides}
    else:
        sides = pos.sides
        s = solver_for(child, sides[0])
        mine = gained if win == sides[0] else 0  # books of the first side in this trick
        total = s.most(child) + gained
        target = best - mine  # what the first side needs from the rest to keep ``best``
        if first:  # the first side moves: the child is worth at most ``best``
            v = target if s.at_least(child, target) else s.value(child, 0, target - 1)
        else:      # the other side moves: the child is worth at least ``best``
            v = target if not s.at_least(child, target + 1) else s.value(child, target + 1)
        return {sides[0]: v + mine, sides[1]: total - v - mine}
    if win is not None:
        values = dict(values)
        values[win] += gained
    return values


def solve(state: Any) -> dict[str, int]:
    """How many of the tricks still to be played each side takes with best play.

    Bid Whist: ``{"NS": 7, "EW": 2}`` (the kitty book is not a trick: add it for books,
    or use :func:`outcome`). German Whist, second stage: ``{"A": 8, "B": 4}``. The family
    systems (``whist_core.family``): by side, the laid-away pair of SYS-52 counted with
    trick 1; at a Boston first lead, before trump is fixed by it (SB-3), the best lead.
    """
    if trump_pending(state):
        values = card_values(state)
        side = state.side_of(state.to_act)
        return max(values.values(), key=lambda v: v[side])
    return solve_position(position_of(state))


def card_values(state: Any) -> dict[Card, dict[str, int]]:
    """For each card the player to move may play: :func:`solve` if they play it (the
    trick in progress included, so the best cards share the value of :func:`solve`)."""
    if trump_pending(state):  # SB-3: each lead fixes its own trump
        out = {}
        for card in state.legal_plays():
            after = state.play(card)
            out[card] = solve_position(position_of(after))
        return out
    pos = position_of(state)
    cards = pos.layout.cards
    return {cards[p]: v for p, v in position_card_values(pos).items()}


def outcome(state: Any) -> dict[str, int]:
    """The final count with best play from ``state``: Bid Whist books (the kitty book
    included, BW-6.1); German Whist counted tricks (GW-5.3, or all 26 under V-GW-COUNT-ALL)."""
    rest = solve(state)
    done = state.counted if hasattr(state, "stage") else state.books
    return {k: done[k] + rest.get(k, 0) for k in done}


# ----------------------------------------------------------------- the table
#: The declarations of a Bid Whist deal, as (direction, trump or None for no trump).
DECLARATIONS: tuple[tuple[str, Suit | None], ...] = tuple(
    (d, t) for d in (UPTOWN, DOWNTOWN) for t in (*SUITS, None))


def declaration_words(direction: str, trump: Suit | None) -> str:
    """``"uptown, spades trump"`` / ``"no trump, downtown"``."""
    return f"{direction}, {trump.word} trump" if trump else f"no trump, {direction}"


def dd_table(hands: Mapping[str, Sequence[Card]] | Any, rules: BidWhistRules = HOUSE,
             kitty_book: int = 1) -> dict[str, dict[tuple[str, Suit | None], int]]:
    """Books the declaring pair takes with best play, for each declarer (who leads,
    BW-3.7) and each declaration (:data:`DECLARATIONS`), from the hands as they are after
    the discard (a mapping seat → 12 cards, or a state at the first trick).

    ``kitty_book`` is added for the declarer's side (BW-3.6).
    """
    if not isinstance(hands, Mapping):
        state = hands
        rules = state.rules
        hands = state.hands
    table: dict[str, dict[tuple[str, Suit | None], int]] = {s: {} for s in SEATS}
    for direction, trump in DECLARATIONS:
        ranking = Ranking.named(direction, trump, rules)
        guess = None  # one declarer's value is a good first guess for the next one's
        solver = None
        for seat in SEATS:
            pos = position_from_hands(hands, ranking, seat, joker_rule=rules.nt_jokers)
            if solver is None:
                # the four declarers share one solver (same layout, same side maximising):
                # a table twice the usual size keeps more of what each solve proved
                solver = solver_for(pos, pos.sides[0])
                if getattr(solver, "T", False) is None:
                    solver.reserve(DD_TABLE_BITS)
            values = solve_position(pos, guess)
            guess = values[pos.sides[0]]
            table[seat][direction, trump] = values[pair_of(seat)] + kitty_book
        for key in [k for k, s in _SOLVERS.items() if s is solver]:
            del _SOLVERS[key]  # a new declaration is a new layout: free the memory now
    return table


__all__ = [
    "DECLARATIONS",
    "Layout",
    "Position",
    "Solver",
    "card_values",
    "dd_table",
    "declaration_words",
    "german_ranking",
    "outcome",
    "position_card_values",
    "position_from_hands",
    "position_of",
    "solve",
    "solve_position",
    "solver_class",
    "use_solver",
]
