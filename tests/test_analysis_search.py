"""The solver's search (relative-rank transposition table, remembered best leads, sure
tricks through a partner, equivalent cards) against a plain minimax, on thousands of
random positions that share one table per contract.

Every position is cut from one whole deck, so the cards already played differ from
position to position: a table entry stored for one position is met again by others
whose cards are equivalent only up to relative rank. A wrong key or a wrong bound
shows up as a value different from the plain search's.
"""

from __future__ import annotations

import random

import pytest

from whist_core.analysis import Layout, Position, solve_position
from whist_core.analysis.adapter import FamilyRanking
from whist_core.bid_whist.bids import Bid, Contract
from whist_core.bid_whist.rules import BidWhistRules
from whist_core.bid_whist.tricks import Ranking
from whist_core.cards import Suit, deck

SEATS = ("N", "E", "S", "W")
PAIRS = ("NS", "EW", "NS", "EW")


def _ranking(direction, trump, rules):
    bid = Bid.parse("4NT" if trump is None else ("4U" if direction == "uptown" else "4D"))
    return Ranking.of(Contract("N", bid, direction, trump), rules)


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
    for pos in _positions(lay, SEATS, PAIRS, rng, 300, 3, bonus=True):
        got = solve_position(pos)
        assert got["NS"] == plain(pos, "NS", {}), (pos.hands, pos.leader, pos.trick)
        assert got["NS"] + got["EW"] == pos.tricks_left + (
            1 if pos.bonus and pos.tricks_left == pos.bonus else 0)


@pytest.mark.rule("BW-4.5", "BW-5.3")
def test_four_hands_four_tricks():
    """Four tricks left (sixteen cards), trump and no trump: 40 positions each."""
    for direction, trump, rules in (CONTRACTS[0], CONTRACTS[5]):
        lay = Layout.of(_ranking(direction, trump, rules), deck(2), rules.nt_jokers)
        rng = random.Random(4)
        for pos in _positions(lay, SEATS, PAIRS, rng, 40, 4):
            if pos.tricks_left == 4:
                assert solve_position(pos)["NS"] == plain(pos, "NS", {})


@pytest.mark.rule("GW-3.1", "GW-3.2")
def test_two_hands_against_plain_minimax():
    """German Whist's second stage: 600 positions of up to six tricks, one table."""
    from whist_core.analysis import german_ranking

    lay = Layout.of(german_ranking(Suit.HEARTS), deck(0))
    rng = random.Random(2)
    for pos in _positions(lay, ("A", "B"), ("A", "B"), rng, 600, 6):
        assert solve_position(pos)["A"] == plain(pos, "A", {}), (pos.hands, pos.leader)


@pytest.mark.rule("SC-4")
def test_each_for_themself():
    """Three players each alone (cut-throat), the family engine's trick table: 200
    positions, what each can make sure of against the other two."""
    lay = Layout.of(FamilyRanking("uptown", Suit.CLUBS), deck(2))
    rng = random.Random(3)
    names = ("N", "E", "S")
    for pos in _positions(lay, names, names, rng, 200, 3):
        got = solve_position(pos)
        for seat in names:
            assert got[seat] == plain(pos, seat, {})


@pytest.mark.rule("BW-4.5")
def test_a_first_guess_never_changes_the_value():
    """``solve_position(pos, guess)`` starts its questions at the guess (a neighbouring
    position's value): any guess, right, wrong or out of range, gives the same answer."""
    lay = Layout.of(_ranking("uptown", Suit.HEARTS, BidWhistRules()), deck(2))
    rng = random.Random(5)
    for pos in _positions(lay, SEATS, PAIRS, rng, 40, 3):
        expect = plain(pos, "NS", {})
        for guess in range(-1, pos.tricks_left + 3):
            assert solve_position(pos, guess)["NS"] == expect, (guess, pos.hands)
