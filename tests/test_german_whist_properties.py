"""Property tests: thousands of random German Whist games under every switch combination."""

from __future__ import annotations

import dataclasses
import json
import random
import re

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from whist_core.cards import ALL_CARDS, Card, deck
from whist_core.errors import RuleError
from whist_core.german_whist import (
    PLAYERS,
    GermanWhistRules,
    GermanWhistState,
    Trick,
    choose_card,
    from_deal,
    new_game,
    other,
    record_of,
    replay,
)
from whist_core.narrate import step, table_step

ALL_RULES = [GermanWhistRules(follow_suit_first_stage=f, count_all_tricks=c)
             for f in (True, False) for c in (False, True)]
DECK_SET = set(deck())

seeds = st.integers(min_value=0, max_value=2**32 - 1)
rule_sets = st.sampled_from(ALL_RULES)


def fast(examples: int) -> settings:
    return settings(max_examples=examples, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


def random_game(seed: int, rules: GermanWhistRules, rng: random.Random,
                stop: int | None = None) -> list[GermanWhistState]:
    state = new_game(seed, rules=rules)
    states = [state]
    while not state.complete and (stop is None or len(states) <= stop):
        state = state.play(rng.choice(state.legal_plays()))
        states.append(state)
    return states


def hidden_from(state: GermanWhistState, player: str) -> set[Card]:
    """Cards ``player`` has never been shown: the opponent's unseen cards and the hidden stock."""
    opp = other(player)
    shown_prizes = {t.prize for t in state.tricks if t.stage == 1 and t.winner == opp}
    return (set(state.hands[opp]) - shown_prizes) | set(state.stock[1:])


def seen(state) -> tuple:
    """Everything a reader of ``state`` sees, to check that it has not changed."""
    return (state.plays, state.hands, state.stock, state.to_play, state.counted,
            state.tricks, state.complete)


def cards_inside(obj: object, out: set[Card]) -> set[Card]:
    """Every Card reachable from a view's fields (tuples, dicts, tricks, dataclasses)."""
    kind = type(obj)
    if kind is Card:
        out.add(obj)
    elif kind in (str, int, bool, type(None)):
        pass
    elif isinstance(obj, (tuple, list, set, frozenset)):
        for x in obj:
            cards_inside(x, out)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            cards_inside(k, out)
            cards_inside(v, out)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            cards_inside(getattr(obj, f.name), out)
    return out


_CODE = re.compile(r"(?<![0-9A-Z])(?:10|[2-9AKQJ])[SHDC](?![0-9A-Z])")
_PRETTY = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")


def cards_named_in(text: str) -> set[Card]:
    """Cards written in ``text`` as codes (``10H``) or with suit symbols (``10♥``)."""
    return {Card.parse(t) for t in {*_CODE.findall(text), *_PRETTY.findall(text)}}


@pytest.mark.rule("GW-1.1")
@pytest.mark.rule("GW-2.3")
@pytest.mark.rule("GW-4.3")
@pytest.mark.rule("GW-4.4")
@pytest.mark.rule("GW-5.2")
@pytest.mark.rule("GW-5.3")
@pytest.mark.rule("GW-6.1")
@fast(125)
@given(seed=seeds, rules=rule_sets, rseed=st.integers(0, 2**16))
def test_random_games_keep_the_invariants(seed, rules, rseed):
    rng = random.Random(rseed)
    for g in range(16):           # 125 examples x 16 = 2000 complete games
        states = random_game((seed + g) % 2**32, rules, rng)
        trump = states[0].trump
        for s in states:
            hands = s.hands
            n = s.trick_number - 1
            # 52 cards conserved: hands, stock and played cards
            every = [*hands["A"], *hands["B"], *s.stock, *s.plays]
            assert len(every) == 52 and set(every) == DECK_SET
            assert s.trump is trump
            assert s.stock_size == len(s.stock) == 26 - 2 * min(n, 13)
            assert s.stage == (1 if n < 13 else 2)
            if s.stage == 1 and not s.current:
                assert len(hands["A"]) == len(hands["B"]) == 13
            if not s.complete:
                legal = s.legal_plays()
                hand = hands[s.to_play]
                assert legal and set(legal) <= set(hand)
                if s.current and (s.stage == 2 or rules.follow_suit_first_stage):
                    suit = s.current[0][1].suit
                    same = [c for c in hand if c.suit is suit]
                    assert list(legal) == (same or list(hand))
                else:       # a lead, or a free reply in the first stage
                    assert legal == hand
        final = states[-1]
        assert final.complete and len(final.tricks) == 26 and len(states) == 53
        assert [len(t.cards) for t in final.tricks] == [2] * 26
        assert final.stock == () and states[26].stock == () and states[24].stock_size == 2
        total = 26 if rules.count_all_tricks else 13
        c = final.counted
        assert c["A"] + c["B"] == total
        if c["A"] == c["B"]:
            assert rules.count_all_tricks and final.winner is None
        else:
            assert final.winner == max(c, key=c.get)


@pytest.mark.rule("GW-4.1")
@fast(15)
@given(seed=seeds, rules=rule_sets, rseed=st.integers(0, 2**16))
def test_views_never_reveal_a_hidden_card(seed, rules, rseed):
    rng = random.Random(rseed)
    for g in range(3):
        for s in random_game((seed + g) % 2**32, rules, rng):
            for p in PLAYERS:
                v = s.view(p)
                hidden = hidden_from(s, p)
                assert not cards_inside(v, set()) & hidden
                text = repr(v) + str(v) + step(v)
                assert not cards_named_in(text) & hidden
                # and what it does show is true
                assert v.hand == s.hands[p]
                assert set(v.opponent_known) <= set(s.hands[other(p)])
                assert v.opponent_hand_size == len(s.hands[other(p)])
                assert set(v.unseen()) == hidden


@pytest.mark.rule("GW-4.1")
@fast(120)
@given(seed=seeds, rules=rule_sets, rseed=st.integers(0, 2**16),
       tricks=st.integers(0, 12), lead=st.booleans(), viewer=st.sampled_from(PLAYERS))
def test_views_are_equal_when_only_hidden_cards_differ(seed, rules, rseed, tricks, lead, viewer):
    rng = random.Random(rseed)
    states = random_game(seed, rules, rng, stop=2 * tricks + lead)
    s = states[-1]
    opp = other(viewer)
    hidden_hand = sorted(hidden_from(s, viewer) & set(s.hands[opp]), key=lambda c: c.index)
    pairs = [(x, y) for x in hidden_hand for y in s.stock[1:] if x.suit is y.suit]
    assume(pairs)
    x, y = rng.choice(pairs)
    swap = {x: y, y: x}
    dealt = s.dealt_hands
    alt = from_deal({p: [swap.get(c, c) for c in dealt[p]] for p in PLAYERS},
                    [swap.get(c, c) for c in s.dealt_stock], s.dealer, rules)
    for c in s.plays:
        alt = alt.play(c)
    assert alt != s and alt.hands[opp] != s.hands[opp]
    assert alt.view(viewer) == s.view(viewer)
    assert alt.view(opp) != s.view(opp)


@pytest.mark.rule("GW-3.1")
@pytest.mark.rule("GW-3.3")
@pytest.mark.rule("GW-6.3")
@fast(15)
@given(seed=seeds, rules=rule_sets, rseed=st.integers(0, 2**16))
def test_every_illegal_play_is_refused_and_the_state_is_unchanged(seed, rules, rseed):
    rng = random.Random(rseed)
    for s in random_game(seed, rules, rng):
        before = seen(s)
        legal = set(s.legal_plays())
        for c in ALL_CARDS:
            if c in legal:
                nxt = s.play(c)
                assert nxt.plays[-1] is c
                continue
            with pytest.raises(RuleError) as err:
                s.play(c)
            assert err.value.rule in {"GW-1.1", "GW-3.1", "GW-3.3", "GW-6.1"}
            if err.value.rule == "GW-3.1" and "follow" in err.value.message:
                assert s.current and c in s.hands[s.to_play]
            assert seen(s) == before and set(s.legal_plays()) == legal
        if not s.complete:
            wrong = other(s.to_play)
            with pytest.raises(RuleError) as err:
                s.play(next(iter(legal)), player=wrong)
            assert err.value.rule in {"GW-2.4", "GW-3.1", "GW-3.2", "GW-5.1"}
            assert seen(s) == before


@pytest.mark.rule("GW-4.1")
@pytest.mark.rule("GW-4.4")
@fast(100)
@given(seed=seeds, rules=rule_sets, rseed=st.integers(0, 2**16), stop=st.integers(0, 60))
def test_replay_of_the_record_of_a_state_gives_the_same_states(seed, rules, rseed, stop):
    rng = random.Random(rseed)
    states = random_game(seed, rules, rng, stop=stop)
    record = json.loads(json.dumps(record_of(states[-1])))
    again = replay(record)
    assert again == states
    assert [table_step(s) for s in again] == [table_step(s) for s in states]
    # the draws in the tricks are exactly the stock order
    stock = states[0].stock
    for k, t in enumerate(states[-1].done[:13]):
        assert isinstance(t, Trick) and (t.prize, t.draw) == (stock[2 * k], stock[2 * k + 1])


@pytest.mark.rule("GW-3.2")
@fast(40)
@given(seed=seeds, rules=rule_sets)
def test_the_bot_always_plays_legal_cards(seed, rules):
    state = new_game(seed, rules=rules)
    while not state.complete:
        choice = choose_card(state.view(state.to_play))
        assert choice in state.legal_plays()
        state = state.play(choice)
    assert len(state.tricks) == 26
