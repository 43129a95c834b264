"""House Bid Whist as a family system (whist_core.family.systems.HOUSE) agrees card by card
with the lessons' engine (whist_core.bid_whist) under house rules: same deal from a seed,
same legal calls, declarations and plays at every step, same trick winners, books and
score."""

from __future__ import annotations

import random

import pytest

from whist_core import games
from whist_core.bid_whist import BidWhistRules, BidWhistState, Phase
from whist_core.errors import RuleError
from whist_core.family.engine import JOKER_BITS, FamilyState, cards_of
from whist_core.family.systems import HOUSE, house


def _codes(xs) -> set[str]:
    return {x.code if hasattr(x, "code") else (x.word if hasattr(x, "word") else str(x))
            for x in xs}


@pytest.mark.rule("BW-2.2", "BW-2.4", "BW-2.5", "BW-3.3", "BW-3.4", "BW-3.6", "BW-4.4", "BW-4.5",
                  "BW-4.6", "BW-5.2", "BW-5.3", "BW-6.2", "BW-6.3", "BW-6.4")
@pytest.mark.parametrize("seed", range(150))
def test_house_system_agrees_with_the_bid_whist_engine(seed: int) -> None:
    rng = random.Random(seed)
    old = BidWhistState.new(seed)
    new = FamilyState.new(HOUSE, seed)
    assert new.dealer == old.dealer
    assert all(set(new.hand(s)) == set(old.hand(s)) for s in "NESW")
    assert set(new.kitty) == set(old.kitty)
    while not old.complete:
        assert new.to_act == old.to_act
        if old.phase is Phase.AUCTION:
            legal = old.legal_bids()
            assert _codes(new.legal_actions()) == _codes(legal)
            pick = rng.choice(legal)
            old, new = old.bid(pick), new.apply(pick.code)
        elif old.phase is Phase.DECLARE:
            legal = old.legal_declarations()
            assert _codes(new.legal_actions()) == _codes(legal)
            pick = rng.choice(legal)
            old, new = old.declare(pick), new.apply(pick)
        elif old.phase is Phase.DISCARD:
            pick = rng.sample(list(old.hand(old.to_act)), 6)
            old, new = old.lay_away(pick), new.apply(pick)
        else:
            legal = old.legal_plays()
            assert set(new.legal_actions()) == set(legal)
            pick = rng.choice(legal)
            old, new = old.play(pick), new.apply(pick)
            assert [t.winner for t in new.tricks] == [t.winner for t in old.tricks]
        assert new.books == old.books
    assert new.complete
    assert (new.result.made, new.result.score) == (old.result.made, old.result.score)


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
def test_the_registry_game_lists_actions_in_the_family_order(rules) -> None:
    """games.get("bid-whist") (the lessons' states) lists its legal actions in the family
    engine's order: the same random numbers make the same hand as the house system's
    states, step by step (a declaration or a card listed in another order would pick
    another action from the same number)."""
    game = games.get("bid-whist")
    for seed in range(40):
        lessons = _random_protocol_hand(game.new(seed, rules=rules), random.Random(seed).random)
        family = _random_protocol_hand(FamilyState.new(house(rules), seed),
                                       random.Random(seed).random)
        assert lessons.family == family
        assert [s.family for s in lessons.states()] == family.states()
        assert lessons.result == family.result


@pytest.mark.rule("BW-3.4")
def test_the_house_game_has_one_contract_the_familys() -> None:
    """Issue 20 (a): a house state's and a view's contract is the family engine's own
    (fails before: the lessons kept a second Contract type); the house game's words for it
    and 'declared' come from the house system."""
    from whist_core.family.engine import Contract
    from whist_core.family.systems.house import contract_said, declared

    state = BidWhistState.new(3, dealer="N").bid("pass").bid("pass").bid("4NT")
    state = state.bid("pass")
    c = state.contract
    assert type(c) is Contract and c is state.family.contract
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
        for state in _random_protocol_hand(BidWhistState.new(seed), rng.random).states():
            fam, seat = state.family, state.to_act
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
    the family engine, in its words, whichever state it is asked of."""
    start = BidWhistState.new(3)
    final = _random_protocol_hand(start, random.Random(3).random)
    cases = [(start, "declare", "spades"), (start, "lay_away", ["AS"]), (start, "play", "AS"),
             (final, "declare", "spades"), (final, "apply", "pass")]
    for state, act, value in cases:
        assert (_refusal(getattr(state, act), value)
                == _refusal(getattr(state.family, act), value))
    assert _refusal(final.bid, "pass") == _refusal(final.family.call, "pass")
    assert _refusal(final.apply, "pass")[1] == "BW-6.1"


@pytest.mark.rule("BW-3.4", "BW-4.4")
def test_a_house_hand_is_told_and_drawn_the_same_from_its_family_states() -> None:
    """One engine (issue 20): the lessons' words and pictures of a house hand are the same
    from its family states as from the lessons' states (a house family state's hand is in
    the order held, and its table is drawn as the house's)."""
    from tools import narration_snapshot

    final = _random_protocol_hand(BidWhistState.new(4), random.Random(4).random)
    chain = [*final.states()[::5], final]
    family = [s.family for s in chain]
    assert list(narration_snapshot.words(family)) == list(narration_snapshot.words(chain))
    assert (list(narration_snapshot.drawings(family))
            == list(narration_snapshot.drawings(chain)))


@pytest.mark.rule("BW-3.4")
def test_a_house_family_state_lists_the_declarations_as_the_lessons_do() -> None:
    """The suits ♠ ♥ ♦ ♣ after a suit bid (the lessons' order, house.DECLARATION_ORDER), the
    protocol's legal_actions() keeping the engine's own order (♠ ♥ ♣ ♦)."""
    state = BidWhistState.new(2, "W").bid("4U")
    while state.phase is Phase.AUCTION:
        state = state.bid("pass")
    fam = state.family
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
    house = _random_protocol_hand(BidWhistState.new(9), random.Random(9).random)
    assert house.won == house.family.won == (sum(t.winner in "NS" for t in house.done),
                                             sum(t.winner in "EW" for t in house.done))
