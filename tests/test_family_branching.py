"""Family states share their line of play's core: playing from an older state must start a
new line and leave every state of the old one the value it was (whist_core.family.engine)."""

from __future__ import annotations

import random

import pytest

from whist_core.family.engine import FamilyState
from whist_core.family.switches import BidWhistRules
from whist_core.family.systems import CUTTHROAT, HOUSE, SYSTEMS, house


def _play_line(state: FamilyState, rnd) -> FamilyState:
    while not state.complete:
        if state.phase == "discard":
            state = state.apply(state.legal_actions()[:state.discard_count])
        else:
            legal = state.legal_actions()
            state = state.apply(legal[int(rnd() * len(legal))])
    return state


def _snapshot(state: FamilyState) -> tuple:
    return (state.phase, state.to_act, state.hands, state.tricks, state.books,
            tuple(state.legal_actions()), state.last, hash(state))


@pytest.mark.parametrize("system", [HOUSE, CUTTHROAT[3], SYSTEMS["boston"], SYSTEMS["hawaii"]],
                         ids=lambda s: f"{s.name}-{s.players}")
def test_branching_leaves_the_old_line_unchanged(system) -> None:
    rnd = random.Random(3).random
    for seed in range(6):
        final = _play_line(FamilyState.new(system, seed), rnd)
        line = final.states()
        before = [_snapshot(s) for s in line]
        plays = [s for s in line if s.phase == "play"]
        for s in plays[::7]:                      # a different card from older states
            for card in s.legal_actions():
                branch = _play_line(s.apply(card), rnd)
                assert branch.states()[:len(s.states())] == s.states()
                assert branch.tricks[:len(s.done)] == s.done
        assert [_snapshot(s) for s in line] == before
        # the same card again from an older state: an equal state, a separate line
        mid = plays[len(plays) // 2]
        again = mid.apply(line[line.index(mid) + 1].last.value)
        assert again == line[line.index(mid) + 1]
        assert hash(again) == hash(line[line.index(mid) + 1])
        replayed = again
        for nxt in line[line.index(mid) + 2:]:
            replayed = replayed.apply(nxt.last.value)
        assert replayed == final and replayed.result == final.result
        assert [_snapshot(s) for s in line] == before


def test_a_claim_on_an_older_state_keeps_both_lines() -> None:
    system = house(BidWhistRules(wrong_claim_costs=True))     # a claim on any trick
    final = _play_line(FamilyState.new(system, 5), random.Random(5).random)
    line = final.states()
    mid = next(s for s in line if s.phase == "play" and len(s.done) == 2)
    nxt = line[line.index(mid) + 1]
    claimed = mid.claim_renege("NS", 1)                   # the same core, the same cards
    after_claim = claimed.apply(nxt.last.value)
    assert after_claim.claims == (("NS", 1),) and nxt.claims == ()
    assert after_claim.tricks == nxt.tricks and after_claim != nxt
    assert mid.apply(nxt.last.value) == nxt and line[-1] == final
    assert final.states() == line
