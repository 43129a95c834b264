"""The solvers' search (relative-rank transposition table, remembered best leads, sure
tricks through a partner, equivalent cards) against a plain minimax, on thousands of
random positions that share one table per contract — both solvers: the compiled kernel
(``whist_core.analysis.kernel``, numba) and the pure-Python reference ``Solver``; and
the kernel against the reference on longer positions than minimax can reach.

Every position is cut from one whole deck, so the cards already played differ from
position to position: a table entry stored for one position is met again by others
whose cards are equivalent only up to relative rank. A wrong key or a wrong bound
shows up as a value different from the plain search's.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from whist_core.analysis import Layout, Position, Solver, solve_position
from whist_core.analysis.adapter import FamilyRanking
from whist_core.cards import Suit, deck
from whist_core.family.ranking import Ranking
from whist_core.family.switches import BidWhistRules

SEATS = ("N", "E", "S", "W")
PAIRS = ("NS", "EW", "NS", "EW")
REPO = Path(__file__).resolve().parents[1]


def _kernel():
    from whist_core.analysis.kernel import KernelSolver

    return KernelSolver


ENGINES = ("kernel", "python")


def _values(pos: Position, team: str, solvers: dict, guess: int | None = None) -> dict:
    """``team``'s value of ``pos`` from each solver (one solver per engine, team and bonus
    kept in ``solvers``, so one table serves all the positions of a test)."""
    out = {}
    for engine in ENGINES:
        key = (engine, team, pos.bonus)
        s = solvers.get(key)
        if s is None:
            cls = _kernel() if engine == "kernel" else Solver
            s = solvers[key] = cls(pos.layout, [t == team for t in pos.teams], pos.bonus)
        out[engine] = s.value(pos, guess=guess)
    return out


def _agree(pos: Position, team: str, solvers: dict, expect: int, guess=None) -> None:
    got = _values(pos, team, solvers, guess)
    assert got == {e: expect for e in ENGINES}, (got, expect, pos.hands, pos.leader,
                                                 pos.trick, pos.bonus, guess)


def _ranking(direction, trump, rules):
    return Ranking.named(direction, trump, rules)


CONTRACTS = [
    ("uptown", Suit.SPADES, BidWhistRules()),
    ("downtown", Suit.HEARTS, BidWhistRules()),
    ("downtown", Suit.CLUBS, BidWhistRules(ace_low_downtown=True)),
    ("uptown", Suit.DIAMONDS, BidWhistRules(deuce_spades=True)),
    ("uptown", None, BidWhistRules()),
    ("downtown", None, BidWhistRules(ace_low_downtown=True)),
    ("uptown", None, BidWhistRules(nt_jokers="anytime")),
    ("downtown", None, BidWhistRules(nt_jokers="first_discard")),
]


def plain(pos: Position, team: str, memo: dict) -> int:
    """Books ``team`` takes from ``pos``: every legal card tried, nothing pruned (positions
    met twice remembered by their exact cards)."""
    if not pos.tricks_left:
        return 0
    key = (pos.hands, pos.leader, pos.trick)
    if key in memo:
        return memo[key]
    legal = pos.legal()
    results = []
    for p in range(len(pos.layout.cards)):
        if legal >> p & 1:
            nxt = pos.play(p)
            got = 0
            if not nxt.trick and nxt.teams[nxt.leader] == team:
                got = 2 if pos.bonus and pos.tricks_left == pos.bonus else 1
            results.append(got + plain(nxt, team, memo))
    memo[key] = best = max(results) if pos.teams[pos.to_move] == team else min(results)
    return best


def _positions(lay: Layout, names, teams, rng: random.Random, count: int, most: int,
               bonus: bool = False):
    """``count`` random positions of ``lay``: each hand ``1..most`` cards from the whole
    deck, a random leader, up to ``len(names) - 1`` cards of the trick already played."""
    n = len(names)
    everything = list(range(len(lay.cards)))
    for _ in range(count):
        size = rng.randint(1, most)
        rng.shuffle(everything)
        hands = tuple(sum(1 << p for p in everything[i * size:(i + 1) * size])
                      for i in range(n))
        pos = Position(lay, names, teams, hands, rng.randrange(n), (),
                       size if bonus and rng.random() < 0.5 else 0)
        for _ in range(rng.randrange(n)):
            legal = pos.legal()
            choices = [p for p in range(len(lay.cards)) if legal >> p & 1]
            pos = pos.play(rng.choice(choices))
        yield pos


@pytest.mark.rule("S52-5", "BW-4.4", "BW-4.5", "BW-4.6", "BW-5.1", "BW-5.2", "BW-5.3",
                  "V-DEUCE-SPADES", "V-ACE-LOW-DOWN", "V-NT-JOKER-ANYTIME",
                  "V-NT-JOKER-FIRST-DISCARD")
@pytest.mark.parametrize("direction,trump,rules", CONTRACTS)
def test_four_hands_against_plain_minimax(direction, trump, rules):
    """300 positions of one to three tricks per contract, one table for all of them; in
    about half, the trick being played counts twice (S52-5)."""
    ranking = _ranking(direction, trump, rules)
    lay = Layout.of(ranking, deck(2 if rules.jokers == 2 else rules.jokers), rules.nt_jokers)
    rng = random.Random(hash((direction, str(trump), rules.nt_jokers)) & 0xFFFF)
    solvers: dict = {}
    for pos in _positions(lay, SEATS, PAIRS, rng, 300, 3, bonus=True):
        _agree(pos, "NS", solvers, plain(pos, "NS", {}))
        got = solve_position(pos)
        assert got["NS"] + got["EW"] == pos.tricks_left + (
            1 if pos.bonus and pos.tricks_left == pos.bonus else 0)


@pytest.mark.rule("BW-4.5", "BW-5.3")
def test_four_hands_four_tricks():
    """Four tricks left (sixteen cards), trump and no trump: 40 positions each."""
    for direction, trump, rules in (CONTRACTS[0], CONTRACTS[5]):
        lay = Layout.of(_ranking(direction, trump, rules), deck(2), rules.nt_jokers)
        rng = random.Random(4)
        solvers: dict = {}
        for pos in _positions(lay, SEATS, PAIRS, rng, 40, 4):
            if pos.tricks_left == 4:
                _agree(pos, "NS", solvers, plain(pos, "NS", {}))


@pytest.mark.rule("GW-3.1", "GW-3.2")
def test_two_hands_against_plain_minimax():
    """German Whist's second stage: 600 positions of up to six tricks, one table."""
    from whist_core.analysis import german_ranking

    lay = Layout.of(german_ranking(Suit.HEARTS), deck(0))
    rng = random.Random(2)
    solvers: dict = {}
    for pos in _positions(lay, ("A", "B"), ("A", "B"), rng, 600, 6):
        _agree(pos, "A", solvers, plain(pos, "A", {}))


@pytest.mark.rule("SC-4")
def test_each_for_themself():
    """Three players each alone (cut-throat), the family engine's trick table: 200
    positions, what each can make sure of against the other two."""
    lay = Layout.of(FamilyRanking("uptown", Suit.CLUBS), deck(2))
    rng = random.Random(3)
    names = ("N", "E", "S")
    solvers: dict = {}
    for pos in _positions(lay, names, names, rng, 200, 3):
        for seat in names:
            _agree(pos, seat, solvers, plain(pos, seat, {}))


@pytest.mark.rule("BW-4.5")
def test_a_first_guess_never_changes_the_value():
    """``solve_position(pos, guess)`` starts its questions at the guess (a neighbouring
    position's value): any guess, right, wrong or out of range, gives the same answer."""
    lay = Layout.of(_ranking("uptown", Suit.HEARTS, BidWhistRules()), deck(2))
    rng = random.Random(5)
    solvers: dict = {}
    for pos in _positions(lay, SEATS, PAIRS, rng, 40, 3):
        expect = plain(pos, "NS", {})
        for guess in range(-1, pos.tricks_left + 3):
            _agree(pos, "NS", solvers, expect, guess)
            assert solve_position(pos, guess)["NS"] == expect


def _same(lay, names, teams, positions, sides):
    """The kernel's value and the reference solver's agree on every position (one solver
    of each kind per side and bonus, so both tables are shared by all the positions)."""
    kernel, python = {}, {}
    checked = 0
    for pos in positions:
        for side in sides:
            key = (side, pos.bonus)
            if key not in kernel:
                maxing = [t == side for t in teams]
                kernel[key] = _kernel()(lay, maxing, pos.bonus)
                python[key] = Solver(lay, maxing, pos.bonus)
            got = kernel[key].value(pos)
            assert got == python[key].value(pos), (side, pos.hands, pos.leader, pos.trick,
                                                   pos.bonus)
            checked += 1
    return checked


@pytest.mark.rule("S52-5", "BW-4.4", "BW-4.5", "BW-4.6", "BW-5.1", "BW-5.2", "BW-5.3",
                  "V-DEUCE-SPADES", "V-ACE-LOW-DOWN", "V-NT-JOKER-ANYTIME",
                  "V-NT-JOKER-FIRST-DISCARD")
@pytest.mark.parametrize("direction,trump,rules", CONTRACTS)
def test_kernel_against_the_reference_solver(direction, trump, rules):
    """120 positions of four to six tricks per contract (the trick in progress at any
    card; in about half, the trick being played counts twice)."""
    ranking = _ranking(direction, trump, rules)
    lay = Layout.of(ranking, deck(2 if rules.jokers == 2 else rules.jokers), rules.nt_jokers)
    rng = random.Random(hash(("kernel", direction, str(trump), rules.nt_jokers)) & 0xFFFF)
    positions = [p for p in _positions(lay, SEATS, PAIRS, rng, 240, 6, bonus=True)
                 if p.tricks_left >= 4][:120]
    assert _same(lay, SEATS, PAIRS, positions, ("NS",)) >= 60


@pytest.mark.rule("GW-3.1", "GW-3.2", "SC-4")
def test_kernel_against_the_reference_two_three_and_five_players():
    """German Whist's second stage (up to nine tricks: the value is the same under both
    ``count_all_tricks`` values, which only add the first stage's tricks), and everyone
    for themself at three and five players (what each can make sure of)."""
    from whist_core.analysis import german_ranking

    rng = random.Random(12)
    lay = Layout.of(german_ranking(Suit.SPADES), deck(0))
    two = ("A", "B")
    assert _same(lay, two, two, list(_positions(lay, two, two, rng, 200, 9)), ("A",)) == 200
    for names, suit in ((("N", "E", "S"), Suit.CLUBS), (("N", "E", "S", "W", "X"), None)):
        lay = Layout.of(FamilyRanking("downtown" if suit is None else "uptown", suit),
                        deck(2))
        positions = list(_positions(lay, names, names, rng, 60, 4, bonus=True))
        assert _same(lay, names, names, positions, names) == 60 * len(names)


@pytest.mark.rule("BW-1.1")
def test_kernel_turning_the_table():
    """Six-trick deals: turning the table one seat (each hand to the next seat, the
    leader with it) swaps the pairs' values."""
    lay = Layout.of(_ranking("uptown", None, BidWhistRules()), deck(2))
    rng = random.Random(7)
    for pos in _positions(lay, SEATS, PAIRS, rng, 60, 6):
        turned = Position(lay, SEATS, PAIRS, pos.hands[-1:] + pos.hands[:-1],
                          (pos.leader + 1) % 4, pos.trick)
        a, b = solve_position(pos), solve_position(turned)
        assert (a["NS"], a["EW"]) == (b["EW"], b["NS"])


_PROBE = """
import sys
{before}
import whist_core.analysis, whist_core.analysis.review, whist_core.analysis.bot
import widgets.best_play
opened = sys.modules.get("numba") is not None
from whist_core.analysis import solve, solver_class
from tools.positions import german_second_stage
solve(german_second_stage(3))
print(opened, solver_class().__name__, sys.modules.get("numba") is not None)
"""


def _probe(before: str = "", **env: str) -> str:
    run = subprocess.run([sys.executable, "-c", _PROBE.format(before=before)], cwd=REPO,
                         capture_output=True, text=True, timeout=300,
                         env={**os.environ, "PYTHONPATH": str(REPO), **env})
    assert run.returncode == 0, run.stderr
    return run.stdout.split()


def test_numba_is_imported_by_the_first_solve_only():
    """Opening the analysis (and the best-play panel) does not import numba; the first
    solve does, and the kernel answers. Without numba, or with ``WHIST_SOLVER=python``,
    the pure-Python solver answers."""
    assert _probe() == ["False", "KernelSolver", "True"]
    assert _probe("sys.modules['numba'] = None") == ["False", "Solver", "False"]
    assert _probe(WHIST_SOLVER="python") == ["False", "Solver", "False"]


def test_kept_tables_are_dropped_past_the_memory_cap(monkeypatch):
    """``solver_for`` keeps solvers for reuse but drops them all before making a new one
    once their tables pass ``MAX_TABLES`` (a 12-trick kernel table is 36 MB)."""
    from whist_core import analysis

    analysis.use_solver(_kernel())
    try:
        rng = random.Random(9)
        lays = [Layout.of(_ranking("uptown", s, BidWhistRules()), deck(2))
                for s in (Suit.SPADES, Suit.HEARTS, Suit.CLUBS)]
        positions = [next(_positions(lay, SEATS, PAIRS, rng, 1, 3)) for lay in lays]
        for pos in positions:
            solve_position(pos)
        kept = list(analysis._SOLVERS.values())
        assert len(kept) == 3 and all(analysis.table_bytes(s) > 0 for s in kept)
        monkeypatch.setattr(analysis, "MAX_TABLES", analysis.table_bytes(kept[0]) + 1)
        solve_position(next(_positions(lays[0], SEATS, PAIRS, rng, 1, 3)))  # reused
        assert len(analysis._SOLVERS) == 3
        lay = Layout.of(_ranking("downtown", None, BidWhistRules()), deck(2))
        solve_position(next(_positions(lay, SEATS, PAIRS, rng, 1, 3)))  # a new one
        assert len(analysis._SOLVERS) == 1
    finally:
        analysis.use_solver(None)


@pytest.mark.rule("BW-4.4", "BW-4.5", "BW-5.1", "V-ACE-LOW-DOWN", "V-DEUCE-SPADES",
                  "V-NT-JOKER-ANYTIME", "V-NT-JOKER-FIRST-DISCARD")
def test_kernel_along_the_lines_of_one_deal():
    """Partition search: a bound is stored for every position that agrees on the cards
    whose rank decided it, so the positions met along many lines of play of one deal
    share entries. Twelve seven-trick deals per contract, twelve random lines each, every
    position down to two tricks left, one table per deal: the kernel's value is the
    reference solver's at each (a bound stored too widely — say without the equal cards a
    tried card stood for — gives a wrong value here)."""
    rng = random.Random(2026)
    checked = 0
    for direction, trump, rules in CONTRACTS:
        ranking = _ranking(direction, trump, rules)
        lay = Layout.of(ranking, deck(2 if rules.jokers == 2 else rules.jokers),
                        rules.nt_jokers)
        cards = list(range(len(lay.cards)))
        for _ in range(12):
            rng.shuffle(cards)
            hands = tuple(sum(1 << p for p in cards[i * 7:(i + 1) * 7]) for i in range(4))
            root = Position(lay, SEATS, PAIRS, hands, rng.randrange(4), (), 0)
            maxing = [t == "NS" for t in PAIRS]
            kernel, python = _kernel()(lay, maxing, 0), Solver(lay, maxing, 0)
            for _ in range(12):
                pos = root
                while pos.tricks_left > 2:
                    assert kernel.value(pos) == python.value(pos), (pos.hands, pos.leader,
                                                                   pos.trick)
                    checked += 1
                    legal = pos.legal()
                    pos = pos.play(rng.choice([p for p in cards if legal >> p & 1]))
    assert checked == len(CONTRACTS) * 12 * 12 * 20
