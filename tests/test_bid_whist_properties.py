"""Random complete hands under every combination of switches, checked against the
independent model in ``bw_model`` (written from RULES.md, not from the engine)."""

from __future__ import annotations

import random
import re

import bw_model as m
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from whist_core import RuleError, records
from whist_core.bid_whist import BidWhistRules, FamilyState, Game, Phase
from whist_core.family.record import record_of, replay
from whist_core.family.systems.house import new_hand

RULE_ID = re.compile(r"^(BW-\d+\.\d+|V-[A-Z0-9-]+)$")

switches = st.fixed_dictionaries({
    "min_bid": st.sampled_from([3, 4]),
    "downtown_beats_uptown": st.booleans(),
    "ace_low_downtown": st.booleans(),
    "first_lead": st.sampled_from(["declarer", "left_of_dealer"]),
    "nt_jokers": st.sampled_from(["hold", "anytime", "first_discard", "kitty"]),
    "allow_renege": st.booleans(),
    "target": st.sampled_from([7, 5, 9]),
    "jokers": st.sampled_from([2, 1, 0]),
    "defenders_score": st.booleans(),
})
seeds = st.integers(min_value=0, max_value=2**40)
dealers = st.sampled_from([None, "N", "E", "S", "W"])

FAST = settings(deadline=None, database=None, max_examples=1200,
                suppress_health_check=[HealthCheck.too_slow])
THOROUGH = settings(deadline=None, database=None, max_examples=150,
                    suppress_health_check=[HealthCheck.too_slow])


# ------------------------------------------------------------------ reading a state
def contract_view(state: FamilyState) -> tuple[str | None, str]:
    c = state.contract
    trump = c.trump.value if c.trump is not None else None
    return trump, c.direction


def where_cards_are(state: FamilyState) -> list[str]:
    held = [c.code for s in m.SEATS for c in state.hand(s)]
    if state.phase in (Phase.AUCTION, Phase.DECLARE):
        held += [c.code for c in state.kitty]  # still face down on the table
    if state.discard is not None:
        held += [c.code for c in state.discard]
    held += [c.code for _, c in state.played]
    return held


DECKS = {n: frozenset(m.deck_codes(n)) for n in (0, 1, 2)}


def check_state(state: FamilyState, rules: BidWhistRules) -> None:
    cards = where_cards_are(state)
    assert len(cards) == rules.deck_size and set(cards) == DECKS[rules.jokers], \
        "every card is somewhere, once"
    phase = state.phase
    if phase is Phase.AUCTION:
        calls = [b.code for b in state.bids]
        assert {b.code for b in state.legal_calls()} == m.legal_calls(
            calls, rules.min_bid, rules.downtown_beats_uptown)
        assert state.to_act == m.SEATS[(m.SEATS.index(state.dealer) + 1 + len(calls)) % 4]
        assert state.contract is None
    elif phase is Phase.PLAY:
        trump, _ = contract_view(state)
        trick = [c.code for c in state.trick.cards] if state.trick else []
        mine = m.legal(m.hand_codes(state, state.to_act), trick, trump, rules.nt_jokers)
        assert {c.code for c in state.legal_plays()} == mine
        in_trick = {s for s, _ in state.trick.plays} if state.trick else set()
        for s in m.SEATS:
            assert len(state.hand(s)) == 12 - len(state.done) - (s in in_trick)
        assert sum(state.books.values()) == 1 + len(state.done)


# ------------------------------------------------------------------ driving a hand
def choose_call(state: FamilyState, rng: random.Random, rules: BidWhistRules) -> str:
    calls = sorted(m.legal_calls([b.code for b in state.bids], rules.min_bid,
                                 rules.downtown_beats_uptown))
    if "pass" in calls and rng.random() < 0.55:
        return "pass"
    bids = [c for c in calls if c != "pass"]
    return rng.choice(bids[:4]) if bids else "pass"


def choose_discard(state: FamilyState, rng: random.Random, rules: BidWhistRules) -> list[str]:
    hand = m.hand_codes(state, state.to_act)
    must = [c for c in hand if m.is_joker(c)] if (
        state.contract.no_trump and rules.nt_jokers == "kitty") else []
    assert sorted(c.code for c in state.required_discards()) == sorted(must)
    rest = [c for c in hand if c not in must]
    return must + rng.sample(rest, rules.kitty_size - len(must))


def choose_card(state: FamilyState, rng: random.Random, rules: BidWhistRules) -> str:
    trump, _ = contract_view(state)
    hand = m.hand_codes(state, state.to_act)
    trick = [c.code for c in state.trick.cards] if state.trick else []
    ok = sorted(m.legal(hand, trick, trump, rules.nt_jokers))
    if rules.allow_renege and rng.random() < 0.1:
        reneges = [c for c in hand if c not in ok and m.is_renege(c, hand, trick, trump)]
        if reneges:
            return rng.choice(reneges)
    return rng.choice(ok)


def play_hand(deal_seed: int, dealer: str | None, rules: BidWhistRules, rng: random.Random,
              each=None) -> FamilyState:
    state = new_hand(deal_seed, dealer, rules)
    while True:
        check_state(state, rules)
        if each is not None:
            each(state)
        phase = state.phase
        if phase is Phase.COMPLETE:
            return state
        if phase is Phase.AUCTION:
            state = state.call(choose_call(state, rng, rules))
        elif phase is Phase.DECLARE:
            state = state.declare(rng.choice(state.legal_declarations()))
        elif phase is Phase.DISCARD:
            state = state.lay_away(choose_discard(state, rng, rules))
        else:
            before = state
            card = choose_card(state, rng, rules)
            state = state.play(card)
            if before.trick is None or len(before.trick.plays) < 3:
                continue
            check_trick(state, rules)


def check_trick(state: FamilyState, rules: BidWhistRules) -> None:
    trick = state.tricks[-1]
    trump, direction = contract_view(state)
    cards = [c.code for c in trick.cards]
    seats = [s for s, _ in trick.plays]
    assert seats == [trick.leader, m.left(trick.leader), m.partner(trick.leader),
                     m.right(trick.leader)]
    expected = seats[m.winner(cards, trump, direction, rules.ace_low_downtown)]
    assert trick.winner == expected, (cards, trump, direction)
    if trick.number == 1:
        first = m.left(state.dealer) if rules.first_lead == "left_of_dealer" \
            else state.contract.declarer
        assert trick.leader == first
    else:
        assert trick.leader == state.tricks[-2].winner
    if not state.complete:
        assert state.to_act == trick.winner


def check_result(state: FamilyState, rules: BidWhistRules, claims: list[str]) -> None:
    c = state.contract
    declarers = m.pair(c.declarer)
    books = {"NS": 0, "EW": 0}
    books[declarers] += 1  # the kitty book
    for t in state.tricks:
        books[m.pair(t.winner)] += 1
    assert sum(books.values()) == 13
    books = m.after_claims(books, claims)
    result = state.result
    assert result.books == books
    got = books[declarers]
    assert result.made is (got >= c.bid + 6)
    expected = {declarers: m.hand_score(c.bid, c.no_trump, got),
                m.other(declarers): 0}
    defenders = books[m.other(declarers)]
    if rules.defenders_score and defenders > 6:
        expected[m.other(declarers)] = (defenders - 6) * (2 if c.no_trump else 1)
    assert result.score == expected
    assert result.boston is (got == 13)
    game = Game(rules, state.dealer).add(state)
    t = rules.target
    totals = game.totals
    winner = next((p for p in ("NS", "EW") if totals[p] >= t or totals[m.other(p)] <= -t), None)
    assert game.winner == winner


def make_claims(state: FamilyState, rng: random.Random) -> tuple[FamilyState, list[str]]:
    """Claim some of the reneges (each at most once) and try one claim that must fail."""
    claims = []
    candidates = [(m.other(m.pair(seat)), number) for number, seat in state.reneges]
    rng.shuffle(candidates)
    seen = set()
    for by, number in candidates:
        if (by, number) in seen or rng.random() < 0.3:
            continue
        seen.add((by, number))
        state = state.claim_renege(by, number)
        claims.append(by)
    clean = [t.number for t in state.tricks if not t.reneges]
    if clean:
        before = m.snapshot(state)
        with pytest.raises(RuleError) as err:
            state.claim_renege(rng.choice(["NS", "EW"]), rng.choice(clean))
        assert err.value.rule == "BW-6.6"
        assert m.snapshot(state) == before
    return state, claims


# ------------------------------------------------------------------ the properties
@pytest.mark.rule("BW-1.2", "BW-2.2", "BW-3.6", "BW-4.4", "BW-4.5", "BW-4.6", "BW-5.1",
                  "BW-5.3", "BW-6.1", "BW-6.2", "BW-6.3", "BW-6.4", "BW-6.5", "BW-6.6",
                  "BW-7.1")
@FAST
@given(switches, seeds, dealers, seeds)
def test_random_hands_follow_the_rules(sw: dict, deal_seed: int, dealer, play_seed: int) -> None:
    rules = BidWhistRules(**sw)
    rng = random.Random(play_seed)
    final = play_hand(deal_seed, dealer, rules, rng)
    assert len(final.tricks) == 12 and final.complete
    if not rules.allow_renege:
        assert final.reneges == []
    final, claims = make_claims(final, rng)
    check_result(final, rules, claims)


def try_illegal(state: FamilyState, rules: BidWhistRules, rng: random.Random) -> None:
    """Every kind of illegal action at this state is refused, naming a rule, and the
    state is unchanged."""
    before = m.snapshot(state)
    phase = state.phase
    attempts = []
    others = [c for s in m.SEATS if s != state.to_act for c in m.hand_codes(state, s)]
    gone = [c.code for _, c in state.played] + [c.code for c in (state.discard or ())]
    if phase is not Phase.AUCTION:
        attempts.append(lambda: state.call("7NT"))
        attempts.append(lambda: state.call("pass"))
    if phase is not Phase.DECLARE:
        attempts.append(lambda: state.declare("spades"))
        attempts.append(lambda: state.declare("uptown"))
    if phase is not Phase.DISCARD:
        anyone = m.hand_codes(state, state.to_act or "N")
        attempts.append(lambda: state.lay_away(anyone[:rules.kitty_size]))
    if phase is not Phase.PLAY:
        mine = m.hand_codes(state, state.to_act or "N") or ["AS"]
        attempts.append(lambda: state.play(rng.choice(mine)))
    if phase is Phase.AUCTION:
        calls = [b.code for b in state.bids]
        allowed = m.legal_calls(calls, rules.min_bid, rules.downtown_beats_uptown)
        bad = sorted({"pass", *m.all_bids(1)} - allowed)
        for call in rng.sample(bad, min(3, len(bad))):
            attempts.append(lambda call=call: state.call(call))
        attempts.append(lambda: state.claim_renege("NS", 1))
    elif phase is Phase.DECLARE:
        wrong = "spades" if state.contract.no_trump else rng.choice(["uptown", "downtown"])
        attempts.append(lambda: state.declare(wrong))
    elif phase is Phase.DISCARD:
        hand = m.hand_codes(state, state.to_act)
        attempts.append(lambda: state.lay_away(hand[: rules.kitty_size - 1]))
        attempts.append(lambda: state.lay_away(hand[: rules.kitty_size + 1]))
        attempts.append(lambda: state.lay_away([*hand[: rules.kitty_size - 1], others[0]]))
        jokers = [c for c in hand if m.is_joker(c)]
        if state.contract.no_trump and rules.nt_jokers == "kitty" and jokers:
            keep = [c for c in hand if not m.is_joker(c)][: rules.kitty_size]
            attempts.append(lambda: state.lay_away(keep))
    elif phase is Phase.PLAY:
        if others:
            attempts.append(lambda: state.play(rng.choice(others)))  # not this seat's card
        if gone:
            attempts.append(lambda: state.play(rng.choice(gone)))
        trump, _ = contract_view(state)
        hand = m.hand_codes(state, state.to_act)
        trick = [c.code for c in state.trick.cards] if state.trick else []
        ok = m.legal(hand, trick, trump, rules.nt_jokers)
        for card in hand:
            if card in ok:
                continue
            if rules.allow_renege and m.is_renege(card, hand, trick, trump):
                accepted = state.play(card)  # recorded, not refused
                assert accepted.previous is state
                continue
            attempts.append(lambda card=card: state.play(card))
    else:
        attempts.append(lambda: state.apply("AS"))
    for attempt in attempts:
        with pytest.raises(RuleError) as err:
            attempt()
        assert err.value.rule and RULE_ID.match(err.value.rule), str(err.value)
        assert "\n" not in str(err.value)
        assert m.snapshot(state) == before


@pytest.mark.rule("BW-2.4", "BW-2.5", "BW-3.3", "BW-3.4", "BW-3.5", "BW-4.4", "BW-4.6",
                  "BW-5.2", "V-NT-JOKER-FIRST-DISCARD", "V-NT-JOKER-KITTY", "V-MIN4")
@THOROUGH
@given(switches, seeds, dealers, seeds)
def test_illegal_actions_are_refused_and_change_nothing(sw: dict, deal_seed: int, dealer,
                                                        play_seed: int) -> None:
    rules = BidWhistRules(**sw)
    rng = random.Random(play_seed)
    play_hand(deal_seed, dealer, rules, rng, each=lambda s: try_illegal(s, rules, rng))


@pytest.mark.rule("BW-2.2", "BW-6.6")
@THOROUGH
@given(switches, seeds, dealers, seeds, st.integers(min_value=0, max_value=60))
def test_records_round_trip(sw: dict, deal_seed: int, dealer, play_seed: int, cut: int) -> None:
    rules = BidWhistRules(**sw)
    rng = random.Random(play_seed)
    final = play_hand(deal_seed, dealer, rules, rng)
    final, _ = make_claims(final, rng)
    chain = final.states()
    for state in (final, chain[min(cut, len(chain) - 1)]):
        rec = record_of(state)
        again = replay(rec)
        assert len(again) == len(state.states())
        assert m.snapshot(again[-1]) == m.snapshot(state)
        assert again[-1].rules == rules
        if state.complete:
            assert again[-1].result == state.result
    out = records.summary(record_of(final))
    assert out["complete"] is True
    assert set(out) >= {"contract", "tricks", "books", "made", "score", "complete"}
    assert set(out["contract"]) >= {"declarer", "bid", "kind", "direction", "trump"}
    assert [t["winner"] for t in out["tricks"]] == [t.winner for t in final.tricks]
    assert out["books"] == final.result.books and out["score"] == final.result.score
