"""The bots: always legal, deterministic per seed, deciding from a view only."""

from __future__ import annotations

import random

import pytest

from whist_core.bid_whist import PASS, BidWhistRules, FamilyState, Phase
from whist_core.bots import (
    FamilyBot,
    GermanWhistBot,
    appraise,
    choose_bid,
    german_choose_card,
    play_out,
)
from whist_core.cards import cards
from whist_core.family.systems.house import new_hand
from whist_core.german_whist import GermanWhistRules, new_game


def _rules_for(seed: int) -> BidWhistRules:
    """A rules object with every switch drawn from its allowed values."""
    rng = random.Random(seed)
    return BidWhistRules(**{key: rng.choice(allowed) for key, (allowed, _rule) in
                    BidWhistRules.switches().items()})


def _check_move(state: FamilyState, bot: FamilyBot) -> FamilyState:
    """One bot action, checked against the view's legal actions, then applied."""
    view = state.view(state.to_act)
    action = bot.choose(view)
    if state.phase is Phase.DISCARD:
        assert len(action) == state.rules.kitty_size
        assert len(set(action)) == len(action)
        assert set(action) <= set(view.hand)
        assert set(view.required_discards) <= set(action)
    else:
        assert action in view.legal, (state, action)
    return state.apply(action)


@pytest.mark.rule("BW-4.4")
@pytest.mark.rule("BW-4.6")
@pytest.mark.rule("BW-5.2")
def test_bots_only_take_legal_actions_over_hundreds_of_hands():
    seen = set()
    for seed in range(300):
        rules = _rules_for(seed)
        seen |= set(rules.to_record().items())
        state = new_hand(seed, rules=rules)
        bot = FamilyBot(seed)
        while not state.complete:
            state = _check_move(state, bot)
        assert state.result is not None
        assert sum(state.books.values()) == 13
        assert not state.reneges
    # every non-house value of every switch was tried
    wanted = {(k, v) for k, (allowed, _r) in BidWhistRules.switches().items() for v in allowed[1:]}
    assert wanted <= seen


@pytest.mark.rule("BW-4.4")
def test_bots_stay_legal_beside_random_players():
    rng = random.Random(5)
    for seed in range(120):
        rules = _rules_for(seed + 1000)
        state = new_hand(seed, rules=rules)
        bots = {s for s in "NESW" if rng.random() < 0.5}
        bot = FamilyBot(seed)
        while not state.complete:
            if state.to_act in bots:
                state = _check_move(state, bot)
            elif state.phase is Phase.AUCTION:
                state = state.call(rng.choice(state.legal_calls()))
            elif state.phase is Phase.DECLARE:
                state = state.declare(rng.choice(state.legal_declarations()))
            elif state.phase is Phase.DISCARD:
                hand = list(state.hand(state.to_act))
                must = state.required_discards()
                rest = [c for c in hand if c not in must]
                state = state.lay_away(must + rng.sample(rest, rules.kitty_size - len(must)))
            else:
                state = state.play(rng.choice(state.legal_plays()))


def test_bots_are_deterministic_given_a_seed():
    for seed in range(20):
        a = play_out(new_hand(seed), FamilyBot(4))[-1]
        b = play_out(new_hand(seed), FamilyBot(4))[-1]
        assert [x.last for x in a.states()] == [x.last for x in b.states()]


def test_bots_take_a_view_not_a_state():
    state = new_hand(1)
    with pytest.raises(TypeError):
        FamilyBot().choose(state)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        GermanWhistBot().choose(new_game(1))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        FamilyBot().choose(state.view("N" if state.to_act != "N" else "E"))


@pytest.mark.rule("BW-2.5")
def test_a_dealer_forced_to_bid_bids_the_minimum():
    for seed, rules in ((3, BidWhistRules()), (4, BidWhistRules(min_bid=4))):
        state = new_hand(seed, rules=rules)
        for _ in range(3):
            state = state.call(PASS)
        call = FamilyBot(seed).choose(state.view(state.to_act))
        assert call.level == rules.min_bid and not call.no_trump
        state.call(call)


def test_bidding_follows_the_hand():
    strong_up = cards("BJ LJ AS KS QS JS 10S AH KH AC KC AD")
    worth = appraise(strong_up, BidWhistRules())
    assert worth["uptown"] > worth["downtown"]
    assert worth["uptown"] >= 8
    weak = cards("9S 8S 7H 6H 9C 8C 7C 9D 8D 7D 6D 10C")
    assert appraise(weak, BidWhistRules())["uptown"] < 3
    low = cards("AS 2S 3S 4S 5S AH 2H 3H 2C 3C 2D 3D")
    assert appraise(low, BidWhistRules())["downtown"] > appraise(low, BidWhistRules())["uptown"]
    # with jokers in hand the bot does not bid no trump (they never win, BW-5.1)
    state = new_hand(2)
    view = state.view(state.to_act)
    call = choose_bid(view)
    assert call in view.legal


@pytest.mark.rule("GW-3.1")
def test_german_bot_plays_whole_games_legally():
    for seed in range(60):
        rules = GermanWhistRules(follow_suit_first_stage=seed % 2 == 0,
                                 count_all_tricks=seed % 3 == 0)
        state = new_game(seed, rules=rules)
        bot = GermanWhistBot(seed)
        while not state.complete:
            view = state.view(state.to_play)
            card = bot.choose(view)
            assert card in view.legal
            assert card == german_choose_card(view)
            state = bot.move(state)
        assert sum(state.counted.values()) == (26 if rules.count_all_tricks else 13)
