"""Best play for the Bid Whist family systems (RULES.md Part E), against plain minimax."""

from __future__ import annotations

import random

import pytest
from analysis_brute import brute_family

from whist_core import games
from whist_core.analysis import card_values, position_of, solve
from whist_core.errors import RuleError

SYSTEMS = [("cutthroat", {"players": 3}), ("cutthroat", {"players": 5}), ("bid-whist-52", {}),
           ("boston", {}), ("cincinnati", {}), ("rhode-island", {}), ("hawaii", {})]


def _in_play(name: str, seed: int, options: dict):
    game = games.get(name)
    for k in range(20):
        s = game.new(seed=seed + 100 * k, **options)
        bot = game.bot(seed)
        while not s.complete and s.phase != "play":
            s = s.apply(bot.choose(s.view(s.to_act)))
        if not s.complete:
            return s
    raise AssertionError("no hand reached the play")


def _ending(name, seed, options, tricks_left):
    s = _in_play(name, seed, options)
    rng = random.Random(seed)
    n = len(s.seats)
    extra = seed % n
    while max(len(h) for h in s.hands.values()) > tricks_left or extra:
        if max(len(h) for h in s.hands.values()) <= tricks_left:
            extra -= 1
        s = s.apply(rng.choice(s.legal_plays()))
    return s


@pytest.mark.rule("SC-4", "S52-5", "SB-3", "SCN-2", "SRI-3", "SH-2", "BW-4.5", "BW-5.3")
@pytest.mark.parametrize("name,options", SYSTEMS)
def test_family_matches_minimax(name, options):
    most = 2 if options.get("players") == 5 else 3
    for seed in range(3):
        s = _ending(name, seed, options, most - seed % 2)
        got = solve(s)
        for side in got:
            assert got[side] == brute_family(s, side), (name, seed, side)
        for card, v in card_values(s).items():
            nxt = s.play(card)
            side = s.side_of(s.to_act)
            assert v[side] == nxt.books[side] - s.books[side] + brute_family(nxt, side)


@pytest.mark.rule("S52-5")
def test_52_card_first_trick_carries_the_laid_away_cards():
    s = _in_play("bid-whist-52", 1, {})
    pos = position_of(s)
    assert pos.bonus == 12 and pos.tricks_left == 12
    assert sum(v for v in pos.hands) and len(pos.names) == 4


@pytest.mark.rule("SB-3")
def test_boston_trump_waits_for_the_first_lead():
    s = _in_play("boston", 2, {})
    if s.contract.trump is None and not s.contract.no_trump:
        with pytest.raises(RuleError) as err:
            position_of(s)
        assert err.value.rule == "SB-3"
    after = s.play(s.legal_plays()[0])
    assert position_of(after).tricks_left == 13


@pytest.mark.rule("SC-4")
def test_review_of_a_family_hand():
    from whist_core.analysis.review import review

    s = _in_play("hawaii", 3, {})
    rng = random.Random(3)
    while not s.complete:
        s = s.apply(rng.choice(s.legal_plays()))
    r = review(s, "N")
    assert r is not None and r.side == "NS"
    assert r.before + r.took == s.books["NS"]
