"""german_whist.playout: the Monte-Carlo play-out ends in exactly the state the protocol
reaches with the same random numbers, under the house rules and the GW-7.2 switches."""

from __future__ import annotations

import random

import pytest

from whist_core.german_whist import GermanWhistRules, GermanWhistState, new_game
from whist_core.german_whist.playout import playout

RULES = {
    "house rules": GermanWhistRules(),
    "free reply in the first stage": GermanWhistRules(follow_suit_first_stage=False),
    "every trick counts": GermanWhistRules(count_all_tricks=True),
    "free reply, every trick counts": GermanWhistRules(follow_suit_first_stage=False,
                                                       count_all_tricks=True),
}


def _protocol(state: GermanWhistState, rnd) -> GermanWhistState:
    while not state.complete:
        legal = state.legal_actions()
        state = state.apply(legal[int(rnd() * len(legal))])
    return state


@pytest.mark.rule("GW-3.1", "GW-3.2", "GW-4.1", "GW-5.1", "GW-5.3", "GW-6.1", "GW-7.2")
@pytest.mark.parametrize("rules", [pytest.param(r, id=name) for name, r in RULES.items()])
def test_playout_ends_where_the_protocol_ends(rules: GermanWhistRules) -> None:
    winners = set()
    for seed in range(1500):
        rng = random.Random(seed)
        start = new_game(seed, rules=rules)
        for _ in range(seed % 5 * (seed % 13)):        # from the deal, or part-way (a lead
            legal = start.legal_actions()             # waiting for its reply included)
            start = start.apply(legal[int(rng.random() * len(legal))])
        saved = rng.getstate()
        slow = _protocol(start, rng.random)
        twin = random.Random()
        twin.setstate(saved)
        fast = playout(start, twin.random)
        assert fast == slow, (rules, seed)
        assert rng.random() == twin.random()             # the same number of draws
        assert fast.complete and fast.to_act is None and fast.legal_actions() == []
        assert fast.tricks == slow.tricks
        assert fast.counted == slow.counted and fast.result == slow.result
        assert fast.dealt_hands == start.dealt_hands and fast.dealt_stock == start.dealt_stock
        assert fast.hands == {"A": (), "B": ()} and len(set(fast.plays)) == 52
        winners.add(fast.winner)
    assert winners >= {"A", "B"}


def test_playout_keeps_a_complete_game_and_leaves_the_start_alone() -> None:
    start = new_game(11)
    before = (start.hands, start.plays, start.stock)
    done = playout(start, random.Random(1).random)
    assert (start.hands, start.plays, start.stock) == before and not start.complete
    assert playout(done, random.Random(2).random) is done
