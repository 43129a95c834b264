"""family.playout: the fast random play-out, and the whole-hand Monte-Carlo path, end in
exactly the state the protocol path reaches with the same random choices (every system,
Cutthroat with 3 to 5 players, the house game under its switches)."""

from __future__ import annotations

import random

import pytest

from whist_core.family.engine import FamilyState
from whist_core.family.playout import playout, random_finish, random_hand
from whist_core.family.record import record_of
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems import CUTTHROAT, SYSTEMS, house

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


ALL_CASES = CASES + [pytest.param(CUTTHROAT[n], id=f"cutthroat {n} players") for n in (3, 5)]


@pytest.mark.rule("BW-2.4", "BW-2.5", "BW-3.4", "BW-3.5", "V-NT-JOKER-KITTY", "V-LEFT-LEADS",
                  "SC-2", "SC-3", "S52-2", "S52-3", "S52-4", "SB-2", "SB-3", "SCN-3", "SRI-3",
                  "SH-2")
@pytest.mark.parametrize("system", ALL_CASES)
def test_random_hand_is_the_protocols_hand(system) -> None:
    """The whole-hand Monte-Carlo path (deal, auction, declaration, lay-away, play) from
    a fresh deal, and from any point of a hand, makes the protocol's random choices and
    ends in the protocol's state, with the same calls, declaration and discard on the way."""
    kinds = set()
    for seed in range(1000):
        rng = random.Random(seed)
        start = FamilyState.new(system, seed)
        for _ in range(seed % 8 if seed % 3 else 0):    # a third from the deal itself
            if start.complete:
                break
            start = start.apply(_random_action(start, rng.random))
        saved = rng.getstate()
        slow = start
        while not slow.complete:
            slow = slow.apply(_random_action(slow, rng.random))
        twin = random.Random()
        twin.setstate(saved)
        fast = (random_hand(system, seed, twin.random) if start.phase == "auction"
                and not start.calls else random_finish(start, twin.random))
        assert fast == slow, (system.name, seed)
        assert rng.random() == twin.random()              # the same number of draws
        assert fast.complete and fast.to_act is None
        assert fast.result == slow.result
        assert fast.last == slow.last and fast.tricks == slow.tricks
        on_the_way = [(s, s.last) for s in slow.states() if s.last.kind != "play"]
        assert [(s, s.last) for s in fast.states() if s.last.kind != "play"] == on_the_way
        assert record_of(fast) == record_of(slow)
        kinds.add("redeal" if slow.redeal else slow.contract.kind)
        kinds.add(start.phase)
    assert {"auction", "play"} <= kinds                  # from the deal and from the play
    assert {"no trump"} <= kinds                         # every system has a no-trump form
    if system.redeal:
        assert "redeal" in kinds


def test_random_finish_keeps_a_complete_hand() -> None:
    system = SYSTEMS["bid-whist-52"]
    done = random_hand(system, 5, random.Random(5).random)
    assert random_finish(done, random.Random(0).random) is done
