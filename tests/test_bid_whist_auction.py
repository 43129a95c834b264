"""The auction (BW-2.4, BW-2.5, BW-3.1 – BW-3.3, V-MIN4, V-DOWN-OVER-UP)."""

from __future__ import annotations

import itertools

import bw_model as m
import pytest

from whist_core import RuleError
from whist_core.bid_whist import (
    DOWNTOWN,
    NO_TRUMP,
    SEATS,
    UPTOWN,
    Bid,
    BidWhistRules,
    FamilyState,
    Phase,
)
from whist_core.family.system import PASS
from whist_core.family.systems.house import new_hand

HOUSE_LADDER = ["3U", "3D", "3NT", "4U", "4D", "4NT", "5U", "5D", "5NT", "6U", "6D", "6NT",
                "7U", "7D", "7NT"]


def snapshot(state: FamilyState) -> tuple:
    return (state.phase, state.to_act, tuple(b.code for b in state.bids), state.contract,
            state.high_bid, tuple(tuple(c.code for c in state.hand(s)) for s in SEATS),
            state.discard, state.tricks, state.trick)


def after(calls: list[str], dealer: str = "W", rules: BidWhistRules | None = None,
          seed: int = 11) -> FamilyState:
    state = new_hand(seed, dealer, rules or BidWhistRules())
    for c in calls:
        state = state.call(c)
    return state


def refused(state: FamilyState, call: str) -> RuleError:
    before = snapshot(state)
    with pytest.raises(RuleError) as err:
        state.call(call)
    assert snapshot(state) == before, "a refused call leaves the state unchanged"
    assert err.value.rule, "a refusal names a rule"
    return err.value


# ------------------------------------------------------------------ BW-2.4
@pytest.mark.rule("BW-2.4")
@pytest.mark.parametrize("dealer", SEATS)
def test_the_player_left_of_the_dealer_speaks_first(dealer: str) -> None:
    state = new_hand(3, dealer)
    assert state.phase is Phase.AUCTION
    assert state.to_act == m.left(dealer)
    assert state.bidder(1) == m.left(dealer)
    assert state.bidder(4) == dealer


@pytest.mark.rule("BW-2.4")
def test_each_player_speaks_exactly_once_a_single_round() -> None:
    state = after(["3U", "pass", "4D", "pass"])
    assert state.phase is Phase.DECLARE
    assert state.legal_calls() == []
    for call in ("pass", "5NT", "7NT"):
        err = refused(state, call)
        assert err.rule == "BW-2.4"
    assert state.contract.declarer == "S"  # dealer W: N, E, S, W; S bid 4D
    assert state.contract.call.code == "4D"


@pytest.mark.rule("BW-2.4", "BW-3.3")
def test_a_bid_must_be_higher_than_the_highest_so_far() -> None:
    state = after(["4U"])
    for call in ("3U", "3D", "3NT", "4U"):
        err = refused(state, call)
        assert err.rule == "BW-3.3"
        assert "4U" in err.message
    assert state.call("4NT").high_bid[1].code == "4NT"
    assert state.call("5U").high_bid[1].code == "5U"


@pytest.mark.rule("BW-2.4")
def test_partners_may_overcall_each_other_and_the_highest_bid_wins() -> None:
    state = after(["3U", "pass", "5NT", "pass"], dealer="W")  # N 3U, S 5NT
    assert state.contract.declarer == "S"
    state = after(["3NT", "4U", "pass", "4NT"], dealer="W")  # W overcalls E
    assert state.contract.declarer == "W" and state.contract.call.code == "4NT"


@pytest.mark.rule("BW-2.4")
def test_passing_is_allowed_when_someone_has_bid() -> None:
    for prefix in (["3U"], ["pass", "3U"], ["pass", "pass", "3U"]):
        state = after(prefix)
        while len(state.bids) < 4:
            assert PASS in state.legal_calls()
            state = state.call("pass")
        assert state.phase is Phase.DECLARE
        assert state.contract.call.code == "3U"


# ------------------------------------------------------------------ BW-2.5
@pytest.mark.rule("BW-2.5")
@pytest.mark.parametrize("dealer", SEATS)
def test_after_three_passes_the_dealer_must_bid(dealer: str) -> None:
    state = after(["pass", "pass", "pass"], dealer=dealer)
    assert state.to_act == dealer
    assert PASS not in state.legal_calls()
    assert {b.code for b in state.legal_calls()} == set(HOUSE_LADDER)
    err = refused(state, "pass")
    assert err.rule == "BW-2.5"
    done = state.call("3D")
    assert done.contract.declarer == dealer
    assert done.contract.call.code == "3D"
    assert done.phase is Phase.DECLARE


@pytest.mark.rule("BW-2.5")
def test_the_dealer_may_pass_when_someone_bid() -> None:
    state = after(["pass", "3U", "pass"])
    assert PASS in state.legal_calls()
    assert state.call("pass").contract.declarer == "E"


# ------------------------------------------------------------------ BW-3.1
@pytest.mark.rule("BW-3.1")
def test_bids_are_three_to_seven_books_over_six() -> None:
    state = after([])
    assert {b.code for b in state.legal_calls()} == {"pass", *HOUSE_LADDER}
    for level in range(3, 8):
        for kind in ("U", "D", "NT"):
            b = Bid.parse(f"{level}{kind}")
            assert b.level == level
            assert b.books_needed == level + 6
    assert Bid.parse("4U").books_needed == 10  # bid 4 needs 10 of the 13 books


@pytest.mark.rule("BW-3.1")
@pytest.mark.parametrize("call", ["1U", "2U", "2D", "2NT", "1NT"])
def test_bids_below_three_are_refused(call: str) -> None:
    err = refused(after([]), call)
    assert err.rule == "BW-3.1"


@pytest.mark.rule("BW-3.1")
@pytest.mark.parametrize("call", ["8U", "9NT", "0D"])
def test_bids_above_seven_or_of_nothing_are_refused_naming_the_rule(call: str) -> None:
    err = refused(after([]), call)
    assert err.rule == "BW-3.1"


@pytest.mark.rule("BW-3.1")
@pytest.mark.parametrize("call", ["4X", "four", "4 sideways", "", "NT4", "pas"])
def test_unreadable_calls_are_refused(call: str) -> None:
    state = after([])
    before = snapshot(state)
    with pytest.raises(RuleError):
        state.call(call)
    assert snapshot(state) == before


# ------------------------------------------------------------------ BW-3.2
@pytest.mark.rule("BW-3.2")
@pytest.mark.parametrize(("text", "code", "kind"), [
    ("4U", "4U", UPTOWN), ("4u", "4U", UPTOWN), ("4 uptown", "4U", UPTOWN),
    ("5D", "5D", DOWNTOWN), ("5 downtown", "5D", DOWNTOWN), ("3NT", "3NT", NO_TRUMP),
    ("3nt", "3NT", NO_TRUMP), ("3 no trump", "3NT", NO_TRUMP), ("7 No Trump", "7NT", NO_TRUMP),
    ("pass", "pass", "pass"), ("PASS", "pass", "pass"),
])
def test_bid_notation(text: str, code: str, kind: str) -> None:
    b = Bid.parse(text)
    assert b.code == code
    assert b.kind == kind
    assert Bid.parse(b.code) == b


@pytest.mark.rule("BW-3.2")
def test_a_suit_bid_states_the_direction_but_not_the_suit() -> None:
    state = after(["4D", "pass", "pass", "pass"])
    c = state.contract
    assert c.direction == "downtown"
    assert c.trump is None  # not named yet: the declarer names it (BW-3.4)
    state = after(["4U", "pass", "pass", "pass"])
    assert state.contract.direction == "uptown" and state.contract.trump is None


@pytest.mark.rule("BW-3.2")
def test_a_no_trump_bid_does_not_state_the_direction() -> None:
    state = after(["pass", "4NT", "pass", "pass"])
    c = state.contract
    assert c.no_trump and c.kind == NO_TRUMP
    assert c.direction is None and c.trump is None
    assert state.phase is Phase.DECLARE


# ------------------------------------------------------------------ BW-3.3
def _ladder_cases(ladder: list[str], equal: list[set[str]]):
    def pos(code: str) -> int:
        for i, group in enumerate(equal):
            if code in group:
                return i
        raise AssertionError(code)
    for low, high in itertools.product(ladder, repeat=2):
        yield low, high, pos(high) > pos(low)


HOUSE_GROUPS = [{"3U", "3D"}, {"3NT"}, {"4U", "4D"}, {"4NT"}, {"5U", "5D"}, {"5NT"},
                {"6U", "6D"}, {"6NT"}, {"7U", "7D"}, {"7NT"}]


@pytest.mark.rule("BW-3.3")
def test_the_whole_house_ladder() -> None:
    """3U = 3D < 3NT < 4U = 4D < 4NT < … < 7U = 7D < 7NT: every pair of bids."""
    base = after(["pass"])
    for first, second, overcalls in _ladder_cases(HOUSE_LADDER, HOUSE_GROUPS):
        state = base.call(first)
        legal = {b.code for b in state.legal_calls()}
        assert (second in legal) == overcalls, (first, second)
        if overcalls:
            assert state.call(second).high_bid == ("S", Bid.parse(second).call)
        else:
            err = refused(state, second)
            assert err.rule == "BW-3.3", (first, second, err)


@pytest.mark.rule("BW-3.3")
@pytest.mark.parametrize(("first", "second"), [("4U", "4D"), ("4D", "4U"), ("7D", "7U")])
def test_uptown_and_downtown_of_one_number_are_equal(first: str, second: str) -> None:
    err = refused(after([first]), second)
    assert err.rule == "BW-3.3"
    assert "equal" in err.message


@pytest.mark.rule("BW-3.3")
def test_no_trump_beats_a_suit_bid_of_the_same_number_only() -> None:
    assert after(["4U"]).call("4NT").high_bid[1].code == "4NT"
    assert after(["4D"]).call("4NT").high_bid[1].code == "4NT"
    assert refused(after(["4NT"]), "4U").rule == "BW-3.3"
    assert refused(after(["5U"]), "4NT").rule == "BW-3.3"
    assert after(["4NT"]).call("5U").high_bid[1].code == "5U"


@pytest.mark.rule("BW-3.3")
def test_nothing_overcalls_7nt() -> None:
    state = after(["7NT"])
    assert [b.code for b in state.legal_calls()] == ["pass"]


@pytest.mark.rule("BW-3.3", "BW-2.4")
def test_legal_bids_agree_with_the_ladder_for_every_short_auction() -> None:
    calls = ["pass", "3U", "3D", "3NT", "4D", "5NT", "7U"]
    for n in range(4):
        for seq in itertools.product(calls, repeat=n):
            if any(c not in m.legal_calls(seq[:i]) for i, c in enumerate(seq)):
                continue
            state = after(list(seq))
            assert {b.code for b in state.legal_calls()} == m.legal_calls(seq), seq


# ------------------------------------------------------------------ V-MIN4
@pytest.mark.rule("V-MIN4")
def test_minimum_bid_four() -> None:
    rules = BidWhistRules(min_bid=4)
    state = after([], rules=rules)
    assert {b.code for b in state.legal_calls()} == {"pass", *HOUSE_LADDER[3:]}
    for call in ("3U", "3D", "3NT"):
        err = refused(state, call)
        assert err.rule == "V-MIN4"
    forced = after(["pass"] * 3, rules=rules)
    assert {b.code for b in forced.legal_calls()} == set(HOUSE_LADDER[3:])
    assert refused(forced, "3NT").rule == "V-MIN4"
    assert forced.call("4U").contract.call.code == "4U"


# ------------------------------------------------------------------ V-DOWN-OVER-UP
DOWN_OVER_UP_GROUPS = [{c} for c in HOUSE_LADDER]


@pytest.mark.rule("V-DOWN-OVER-UP")
def test_downtown_beats_uptown_ladder() -> None:
    """U < D < NT at each number: every pair of bids."""
    rules = BidWhistRules(downtown_beats_uptown=True)
    base = after(["pass"], rules=rules)
    for first, second, overcalls in _ladder_cases(HOUSE_LADDER, DOWN_OVER_UP_GROUPS):
        state = base.call(first)
        assert (second in {b.code for b in state.legal_calls()}) == overcalls, (first, second)
        if overcalls:
            state.call(second)
        else:
            err = refused(state, second)
            assert err.rule in ("V-DOWN-OVER-UP", "BW-3.3"), err


@pytest.mark.rule("V-DOWN-OVER-UP")
def test_downtown_over_uptown_in_practice() -> None:
    rules = BidWhistRules(downtown_beats_uptown=True)
    state = after(["4U", "4D", "pass", "pass"], rules=rules)
    assert state.contract.declarer == "E" and state.contract.call.code == "4D"
    err = refused(after(["4D"], rules=rules), "4U")
    assert err.rule == "V-DOWN-OVER-UP"
    assert after(["4D"], rules=rules).call("4NT").high_bid[1].code == "4NT"


@pytest.mark.rule("V-DOWN-OVER-UP", "V-MIN4")
def test_legal_bids_under_both_switches_agree_with_the_model() -> None:
    rules = BidWhistRules(downtown_beats_uptown=True, min_bid=4)
    calls = ["pass", "4U", "4D", "4NT", "6D", "7U"]
    for n in range(4):
        for seq in itertools.product(calls, repeat=n):
            if any(c not in m.legal_calls(seq[:i], 4, True) for i, c in enumerate(seq)):
                continue
            state = after(list(seq), rules=rules)
            assert {b.code for b in state.legal_calls()} == m.legal_calls(seq, 4, True), seq


# ------------------------------------------------------------------ wrong phase
@pytest.mark.rule("BW-2.4", "BW-3.4", "BW-3.5", "BW-3.7")
def test_other_actions_are_refused_during_the_auction() -> None:
    state = after(["3U"])
    before = snapshot(state)
    hand = state.hand(state.to_act)
    for action in (lambda: state.play(hand[0]), lambda: state.declare("spades"),
                   lambda: state.lay_away(hand[:6]), lambda: state.claim_renege("NS", 1)):
        with pytest.raises(RuleError) as err:
            action()
        assert err.value.rule
    assert snapshot(state) == before
    assert state.legal_plays() == [] and state.legal_declarations() == []
