"""family.playout: the fast random play-out ends in exactly the state the protocol path
reaches with the same random choices (every system, the house game under its switches)."""

from __future__ import annotations

import random

import pytest

from whist_core.family.engine import FamilyState
from whist_core.family.playout import playout
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems import SYSTEMS, house

HOUSES = {
    "house rules": BidWhistRules(),
    "nt jokers anytime, deuce of spades": BidWhistRules(nt_jokers="anytime", deuce_spades=True),
    "nt jokers first discard, ace low downtown": BidWhistRules(nt_jokers="first_discard",
                                                               ace_low_downtown=True),
    "nt jokers to the kitty, renege allowed, left leads": BidWhistRules(
        nt_jokers="kitty", allow_renege=True, first_lead="left_of_dealer"),
    "one joker, min 4, downtown over uptown, deuce": BidWhistRules(
        jokers=1, min_bid=4, downtown_beats_uptown=True, deuce_spades=True),
    "no joker, ace low downtown": BidWhistRules(jokers=0, ace_low_downtown=True),
}
CASES = [pytest.param(s, id=name) for name, s in SYSTEMS.items()]
CASES += [pytest.param(house(r), id=f"house: {name}") for name, r in HOUSES.items()]


def _random_action(state: FamilyState, rnd) -> object:
    if state.phase == "discard":
        need = state.required_discards()
        pool = [c for c in state.legal_actions() if c not in need]
        k = state.discard_count - len(need)
        for i in range(k):                                   # a partial Fisher–Yates
            j = i + int(rnd() * (len(pool) - i))
            pool[i], pool[j] = pool[j], pool[i]
        return need + pool[:k]
    legal = state.legal_actions()
    return legal[int(rnd() * len(legal))]


def _to_play(system, seed: int, rnd, cards: int) -> FamilyState:
    """A seeded deal taken through auction and discard, then ``cards`` cards played."""
    state = FamilyState.new(system, seed)
    while state.phase not in ("play", "complete"):
        state = state.apply(_random_action(state, rnd))
    for _ in range(cards):
        if state.phase != "play":
            break
        state = state.apply(_random_action(state, rnd))
    return state


def _protocol(state: FamilyState, rnd) -> FamilyState:
    while state.phase == "play":
        legal = state.legal_actions()
        state = state.apply(legal[int(rnd() * len(legal))])
    return state


@pytest.mark.rule("BW-4.4", "BW-4.5", "BW-4.6", "BW-5.2", "BW-5.3", "V-DEUCE-SPADES",
                  "V-NT-JOKER-ANYTIME", "V-NT-JOKER-FIRST-DISCARD")
@pytest.mark.parametrize("system", CASES)
def test_playout_ends_where_the_protocol_ends(system) -> None:
    played = 0
    for seed in range(1000):
        rng = random.Random(seed)
        start = _to_play(system, seed, rng.random, cards=seed % 3 * (seed % 17))
        saved = rng.getstate()
        slow = _protocol(start, rng.random)
        twin = random.Random()
        twin.setstate(saved)
        fast = playout(start, twin.random)
        assert fast == slow, (system.name, seed)
        assert rng.random() == twin.random()             # the same number of draws
        assert fast.complete and fast.to_act is None
        assert fast.tricks == slow.tricks
        assert fast.books == slow.books
        assert fast.result == slow.result
        assert fast.last == slow.last
        assert fast.hands == slow.hands and fast.played == slow.played
        played += start.phase == "play"
    assert played > 500                                  # most hands were really played


def test_playout_refuses_before_the_play_and_keeps_a_complete_hand() -> None:
    system = SYSTEMS["boston"]
    state = FamilyState.new(system, 3)
    with pytest.raises(ValueError, match="play phase"):
        playout(state, random.Random(0).random)
    done = _protocol(_to_play(system, 3, random.Random(3).random, 0), random.Random(4).random)
    assert playout(done, random.Random(0).random) is done
