"""House Bid Whist is a family system (whist_core.family.systems.HOUSE): the registry's
"bid-whist" deals, plays and refuses with the family engine's states (issue 20: one
engine, one state type)."""

from __future__ import annotations

import random

import pytest

from whist_core import games
from whist_core.bid_whist import BidWhistRules, Phase
from whist_core.errors import RuleError
from whist_core.family.engine import JOKER_BITS, FamilyState, cards_of
from whist_core.family.systems import HOUSE, house
from whist_core.family.systems.house import new_hand


def _codes(xs) -> set[str]:
    return {x.code if hasattr(x, "code") else (x.word if hasattr(x, "word") else str(x))
            for x in xs}


def _random_protocol_hand(state, rnd):
    """Random legal actions through the protocol to the end (the lay-away: the required
    cards, then a partial Fisher–Yates over the other legal ones), as benchmarks/engine.py."""
    while not state.complete:
        legal = state.legal_actions()
        if state.phase == "discard":
            need = state.required_discards()
            pool = [c for c in legal if c not in need]
            k = state.discard_count - len(need)
            for i in range(k):
                j = i + int(rnd() * (len(pool) - i))
                pool[i], pool[j] = pool[j], pool[i]
            state = state.apply(need + pool[:k])
        else:
            state = state.apply(legal[int(rnd() * len(legal))])
    return state


@pytest.mark.rule("BW-2.4", "BW-3.4", "BW-3.5", "BW-4.4", "V-NT-JOKER-KITTY")
@pytest.mark.parametrize("rules", [HOUSE.rules, BidWhistRules(nt_jokers="kitty", jokers=1),
                                   BidWhistRules(allow_renege=True, min_bid=4)])
def test_the_registry_game_is_the_house_systems_family_states(rules) -> None:
    """games.get("bid-whist") deals and plays the house system's own family states (issue
    20: one state type): the same random numbers make the same hand, state by state."""
    game = games.get("bid-whist")
    for seed in range(40):
        first = game.new(seed, rules=rules)
        assert type(first) is FamilyState and first.system is house(rules)
        lessons = _random_protocol_hand(first, random.Random(seed).random)
        family = _random_protocol_hand(FamilyState.new(house(rules), seed),
                                       random.Random(seed).random)
        assert lessons == family
        assert lessons.states() == family.states()
        assert lessons.result == family.result
        assert game.replay(game.record_of(lessons)) == family.states()


@pytest.mark.rule("BW-3.4")
def test_the_house_game_has_one_contract_the_familys() -> None:
    """Issue 20 (a): a house state's and a view's contract is the family engine's own
    (fails before: the lessons kept a second Contract type); the house game's words for it
    and 'declared' come from the house system."""
    from whist_core.family.engine import Contract
    from whist_core.family.systems.house import contract_said, declared

    state = new_hand(3, dealer="N").call("pass").call("pass").call("4NT")
    state = state.call("pass")
    c = state.contract
    assert type(c) is Contract
    assert state.view("S").contract == c
    assert (c.call.code, c.bid, c.no_trump, declared(c)) == ("4NT", 4, True, False)
    assert contract_said(c) == "W: 4 no trump"
    c = state.declare("downtown").contract
    assert declared(c) and contract_said(c) == "W: 4 no trump, downtown"


@pytest.mark.rule("BW-4.4")
def test_the_family_engine_names_a_house_players_cards_in_the_order_held() -> None:
    """One refusal (issue 20): the family state itself names the cards a house player
    could follow with in the order held (as dealt), as the lessons' state and the record
    reader did by asking it again."""
    rng = random.Random(5)
    suit_order = list(cards_of(JOKER_BITS | (1 << 52) - 1))
    for seed in range(40):
        for state in _random_protocol_hand(new_hand(seed), rng.random).states():
            fam, seat = state, state.to_act
            if state.phase is Phase.PLAY and state.plays:
                ok = set(state.legal_plays())
                held = [c for c in fam.held(seat) if c in ok]
                wrong = [c for c in fam.held(seat) if c not in ok]
                if wrong and held != sorted(held, key=suit_order.index):
                    with pytest.raises(RuleError) as err:
                        fam.play(wrong[0])
                    assert " ".join(c.code for c in held) in str(err.value)
                    assert state.legal_plays() == fam.legal_plays() == held
                    return
    pytest.fail("no hand to try")


def _refusal(act, *args) -> tuple[str, str]:
    with pytest.raises(RuleError) as err:
        act(*args)
    return str(err.value), err.value.rule


@pytest.mark.rule("BW-2.4", "BW-3.4", "BW-3.5", "BW-6.1")
def test_the_house_state_refuses_an_action_out_of_turn_in_the_family_engines_words() -> None:
    """One source of refusals (issue 20): an action the phase does not take is refused by
    the family engine with the house's rule IDs."""
    start = new_hand(3)
    final = _random_protocol_hand(start, random.Random(3).random)
    cases = [(start, "declare", "spades"), (start, "lay_away", ["AS"]), (start, "play", "AS"),
             (final, "declare", "spades"), (final, "call", "pass")]
    for state, act, value in cases:
        words, rule = _refusal(getattr(state, act), value)
        assert words and rule.startswith("BW-")
    assert _refusal(final.apply, "pass")[1] == "BW-6.1"


@pytest.mark.rule("BW-3.4")
def test_a_house_family_state_lists_the_declarations_as_the_lessons_do() -> None:
    """The suits ♠ ♥ ♦ ♣ after a suit bid (the lessons' order, house.DECLARATION_ORDER), the
    protocol's legal_actions() keeping the engine's own order (♠ ♥ ♣ ♦)."""
    state = new_hand(2, "W").call("4U")
    while state.phase is Phase.AUCTION:
        state = state.call("pass")
    fam = state
    assert [s.symbol for s in fam.legal_declarations()] == ["♠", "♥", "♦", "♣"]
    assert state.legal_declarations() == fam.legal_declarations()
    assert [s.symbol for s in fam.legal_actions()] == ["♠", "♥", "♣", "♦"]


@pytest.mark.rule("BW-2.4", "BW-4.5")
def test_every_family_state_says_the_trick_under_way_the_tricks_won_and_who_speaks() -> None:
    """The lessons' plays, reneges_now, won and bidder are the family state's, for every
    system: the trick in progress, the tricks won by each side (a Cutthroat player is a
    side), and the seat of the n-th call from the dealer's left."""
    from whist_core.family.systems import CUTTHROAT

    final = _random_protocol_hand(FamilyState.new(CUTTHROAT[3], 2), random.Random(2).random)
    assert sum(final.won) == len(final.done) and len(final.won) == 3
    for state in final.states():
        t = state.trick
        assert state.plays == (t.plays if t else ())
        assert state.reneges_now == (t.reneges if t else ())
    seats = final.system.seats
    first = seats.index(final.dealer) + 1
    assert [final.bidder(n) for n in (1, 2, 3)] == [seats[(first + k) % 3] for k in range(3)]
    house = _random_protocol_hand(new_hand(9), random.Random(9).random)
    assert house.won == (sum(t.winner in "NS" for t in house.done),
                               sum(t.winner in "EW" for t in house.done))
