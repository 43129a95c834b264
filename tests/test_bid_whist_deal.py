"""Seats, the deal and its trace (BW-1.1, BW-1.3, BW-2.1 – BW-2.3)."""

from __future__ import annotations

import copy
from collections import Counter

import bw_model as m
import pytest

from whist_core import games, records
from whist_core.bid_whist import (
    PAIRS,
    SEATS,
    BidWhistRules,
    Phase,
    deal,
    left_of,
    pair_of,
    partner_of,
)
from whist_core.cards import Card, deck
from whist_core.errors import WhistError
from whist_core.family.engine import Deal, FamilyState, deal_in_order
from whist_core.family.systems import HOUSE as HOUSE_SYSTEM
from whist_core.family.systems.house import new_hand

MANY = range(1500)

# A pinned deal: if the shuffle, the cut or the kitty placement changes, this fails.
GOLDEN_SEED = 20240607
GOLDEN = {
    "dealer": "S",
    "cutter": "E",
    "kitty_positions": [15, 18, 20, 39, 46, 47],
    "N": "AS 10C KH 9D JD JS 7H 6S 5C QD 9C 8C",
    "E": "QS 10S 4H 3C 5H 5D 3D 6D 2H AH AC 2D",
    "S": "8D 6C 7S 5S 4D QH 9S 6H QC 8S JC 10D",
    "W": "KD KC 3H 7C 9H 7D JH KS 2S BJ 4C 10H",
    "kitty": "8H 4S 2C AD 3S LJ",
    "order": "KD AS QS 8D KC 10C 10S 6C 3H KH 4H 7S 7C 9D 8H 3C 5S 4S 9H 2C JD 5H 4D 7D JS "
             "5D QH JH 7H 3D 9S KS 6S 6D 6H 2S 5C 2H AD QC BJ QD AH 8S 4C 3S LJ 9C AC JC 10H "
             "8C 2D 10D",
}


def _codes(cs) -> list[str]:
    return [c.code for c in cs]


# ------------------------------------------------------------------ BW-1.1
@pytest.mark.rule("BW-1.1")
def test_four_seats_clockwise_partners_opposite() -> None:
    assert SEATS == ("N", "E", "S", "W")
    assert [left_of(s) for s in SEATS] == ["E", "S", "W", "N"]
    assert [partner_of(s) for s in SEATS] == ["S", "W", "N", "E"]
    assert set(PAIRS) == {"NS", "EW"}
    for s in SEATS:
        assert pair_of(s) == pair_of(partner_of(s))
        assert pair_of(s) != pair_of(left_of(s))
        assert s in pair_of(s)


@pytest.mark.rule("BW-1.1", "BW-2.4")
@pytest.mark.parametrize("dealer", SEATS)
def test_auction_goes_clockwise_from_the_dealers_left(dealer: str) -> None:
    state = new_hand(7, dealer)
    seen = []
    for call in ("pass", "pass", "pass", "3U"):
        seen.append(state.to_act)
        state = state.call(call)
    assert seen == [m.left(dealer), m.partner(dealer), m.right(dealer), dealer]


# ------------------------------------------------------------------ BW-1.3
@pytest.mark.rule("BW-1.3")
def test_first_dealer_is_random_but_reproducible_from_the_seed() -> None:
    dealers = Counter()
    for seed in range(400):
        first = SEATS[deal(seed).dealer]
        assert deal(seed).dealer == SEATS.index(first)
        assert new_hand(seed).dealer == first
        dealers[first] += 1
    assert set(dealers) == set(SEATS)
    assert min(dealers.values()) > 60  # each seat about a quarter of the time


@pytest.mark.rule("BW-1.3")
@pytest.mark.parametrize("dealer", SEATS)
def test_a_chosen_dealer_is_kept(dealer: str) -> None:
    for seed in range(20):
        assert SEATS[deal(seed, dealer).dealer] == dealer
        assert new_hand(seed, dealer).dealer == dealer


# ------------------------------------------------------------------ BW-2.1
@pytest.mark.rule("BW-2.1")
@pytest.mark.parametrize("dealer", SEATS)
def test_the_player_on_the_dealers_right_cuts(dealer: str) -> None:
    for seed in range(30):
        assert 1 <= deal(seed, dealer).cut <= 53
        rec = records.deal_record("bid-whist", seed, dealer)
        assert rec["cut"] == {"by": m.right(dealer), "cards": deal(seed, dealer).cut}


@pytest.mark.rule("BW-2.1")
def test_the_cut_varies_with_the_seed() -> None:
    assert len({deal(seed, "N").cut for seed in range(200)}) > 20


# ------------------------------------------------------------------ BW-2.2
@pytest.mark.rule("BW-2.2", "BW-1.2")
@pytest.mark.parametrize("jokers", [2, 1, 0])
def test_twelve_each_and_the_kitty_and_every_card_once(jokers: int) -> None:
    rules = BidWhistRules(jokers=jokers)
    for seed in range(200):
        d = deal(seed, rules=rules)
        hands = d.held(SEATS)
        for s in SEATS:
            assert len(hands[s]) == 12
        assert len(d.kitty) == 4 + jokers  # 6 with both jokers (BW-2.2)
        everything = [c for s in SEATS for c in hands[s]] + list(d.kitty_cards)
        assert sorted(_codes(everything)) == sorted(m.deck_codes(jokers))


@pytest.mark.rule("BW-2.2", "BW-1.1")
@pytest.mark.parametrize("dealer", SEATS)
def test_dealt_one_at_a_time_clockwise_from_the_dealers_left(dealer: str) -> None:
    for seed in range(60):
        d = deal(seed, dealer)
        steps = d.steps(SEATS)
        assert [s.number for s in steps] == list(range(1, 55))
        expected_seat = m.left(dealer)
        got = {s: [] for s in SEATS}
        kitty = []
        for step in steps:
            if step.to == "kitty":
                kitty.append(step.card)
                continue
            assert step.to == expected_seat, (seed, step)
            got[step.to].append(step.card)
            expected_seat = m.left(expected_seat)
        assert expected_seat == m.left(dealer)  # 48 cards: the round ends at the dealer
        assert {s: tuple(v) for s, v in got.items()} == d.held(SEATS)
        assert tuple(kitty) == d.kitty_cards
        assert d.kitty_positions == [s.number for s in steps if s.to == "kitty"]


@pytest.mark.rule("BW-2.2")
def test_deal_in_order_follows_the_pack() -> None:
    pack = list(deck(2))
    family_deal = deal_in_order(HOUSE_SYSTEM, pack, "S", {4, 5, 20, 21, 22, 40})
    assert FamilyState.from_deal(HOUSE_SYSTEM, family_deal).hand("W")[:1] == (pack[0],)
    d = family_deal
    assert d.held(SEATS)["W"][0].code == "AS"  # dealer S: West is on the left
    assert [c.code for c in d.kitty_cards] == [pack[i].code for i in (4, 5, 20, 21, 22, 40)]
    steps = d.steps(SEATS)
    assert [s.to for s in steps[:6]] == ["W", "N", "E", "S", "kitty", "kitty"]
    assert steps[6].to == "W"


# ------------------------------------------------------------------ BW-2.3
@pytest.mark.rule("BW-2.3")
@pytest.mark.parametrize("jokers", [2, 1, 0])
def test_kitty_never_among_the_first_or_last_four_cards(jokers: int) -> None:
    rules = BidWhistRules(jokers=jokers)
    total = 52 + jokers
    used = Counter()
    for seed in MANY:
        d = deal(seed, rules=rules)
        positions = d.kitty_positions
        assert len(positions) == 4 + jokers
        assert all(5 <= p <= total - 4 for p in positions), (seed, positions)
        steps, dealer = d.steps(SEATS), SEATS[d.dealer]
        assert [s.to for s in steps[:4]] == [m.left(dealer), m.partner(dealer),
                                             m.right(dealer), dealer]
        assert all(s.to != "kitty" for s in steps[-4:])
        used.update(positions)
    # seed 004: the dealer may put kitty cards out at any stage in between
    assert set(used) == set(range(5, total - 3))


# ------------------------------------------------------------------ same seed, same deal
@pytest.mark.rule("BW-1.3", "BW-2.2")
def test_same_seed_same_deal() -> None:
    for seed in range(50):
        a, b = deal(seed), deal(seed)
        assert a == b
        assert records.deal_record("bid-whist", seed) == records.deal_record("bid-whist", seed)
    assert deal(1, "N").hands != deal(2, "N").hands


@pytest.mark.rule("BW-1.3", "BW-2.1", "BW-2.2", "BW-2.3")
def test_golden_deal_is_pinned() -> None:
    d = deal(GOLDEN_SEED)
    assert SEATS[d.dealer] == GOLDEN["dealer"]
    assert records.deal_record("bid-whist", GOLDEN_SEED)["cut"]["by"] == GOLDEN["cutter"]
    assert d.kitty_positions == GOLDEN["kitty_positions"]
    for s in SEATS:
        assert " ".join(_codes(d.held(SEATS)[s])) == GOLDEN[s], s
    assert " ".join(_codes(d.kitty_cards)) == GOLDEN["kitty"]
    assert " ".join(s.card.code for s in d.steps(SEATS)) == GOLDEN["order"]


@pytest.mark.rule("BW-2.2")
def test_the_cli_deal_matches_the_engine_deal() -> None:
    rec = records.deal_record("bid-whist", GOLDEN_SEED)
    assert rec["dealer"] == GOLDEN["dealer"]
    for s in SEATS:
        assert " ".join(rec["hands"][s]) == GOLDEN[s]
    assert " ".join(t["card"] for t in rec["trace"]) == GOLDEN["order"]


# ------------------------------------------------------------------ deal_record replays
@pytest.mark.rule("BW-2.2", "BW-2.4")
@pytest.mark.parametrize("dealer", [None, *SEATS])
def test_deal_record_replays(dealer: str | None) -> None:
    for seed in (0, 1, 99, 123456789):
        rec = records.deal_record("bid-whist", seed, dealer)
        assert rec["game"] == "bid-whist"
        states = records.replay(rec)
        assert len(states) == 1
        state = states[0]
        assert state.phase is Phase.AUCTION
        assert state.dealer == rec["dealer"]
        assert state.to_act == m.left(rec["dealer"])
        for s in SEATS:
            assert _codes(state.hand(s)) == rec["hands"][s]
        assert _codes(state.kitty) == rec["kitty"]
        summary = records.summary(rec)
        assert summary["contract"] is None and summary["tricks"] == []
        assert summary["complete"] is False and "score" not in summary


@pytest.mark.rule("BW-2.3")
def test_a_trace_with_the_kitty_among_the_first_four_is_refused() -> None:
    rec = records.deal_record("bid-whist", 5, "N")
    trace = rec["trace"]
    k = next(i for i, t in enumerate(trace) if t["to"] == "kitty")
    # move the first kitty card to position 3: the hands are unchanged, the order is not
    moved = trace.pop(k)
    trace.insert(2, moved)
    with pytest.raises(WhistError) as err:
        records.replay(rec)
    assert err.value.rule == "BW-2.3"
    assert err.value.place == "trace 3"


@pytest.mark.rule("BW-2.2")
def test_a_trace_out_of_clockwise_order_is_refused() -> None:
    rec = records.deal_record("bid-whist", 5, "N")
    t = rec["trace"]
    t[0], t[1] = t[1], t[0]  # East's card first: not the dealer's left
    with pytest.raises(WhistError) as err:
        records.replay(rec)
    assert err.value.rule == "BW-2.2"
    assert err.value.place == "trace 1"


@pytest.mark.rule("BW-2.2")
def test_a_trace_that_deals_a_card_twice_is_refused() -> None:
    rec = records.deal_record("bid-whist", 5, "N")
    t = rec["trace"]
    # the fifth card to North repeats North's first card: the trace no longer
    # agrees with the hands (North's real fifth card is never dealt)
    north = [i for i, step in enumerate(t) if step["to"] == "N"]
    t[north[4]] = copy.deepcopy(t[north[0]])
    with pytest.raises(WhistError) as err:
        records.replay(rec)
    assert err.value.place is not None and err.value.place.startswith("trace")


@pytest.mark.rule("BW-1.2")
def test_cards_of_the_golden_deal_are_interned_cards() -> None:
    d = deal(GOLDEN_SEED)
    for c in d.kitty_cards:
        assert Card.parse(c.code) is c


@pytest.mark.rule("BW-2.2")
def test_the_house_game_deals_the_family_deal() -> None:
    """One Deal (issue 20): a house state's deal is the family engine's, the cards held in
    the order dealt."""
    state = new_hand(GOLDEN_SEED)
    assert isinstance(state.deal, Deal)
    assert state.deal == FamilyState.new(HOUSE_SYSTEM, GOLDEN_SEED).deal
    assert " ".join(_codes(state.hand("N"))) == GOLDEN["N"]


@pytest.mark.rule("BW-2.2")
def test_a_house_record_keeps_the_order_its_hands_are_listed_in() -> None:
    """The family's writer writes a house record: its hands as listed, its switches, and
    none of the base record's own keys that the hand does not have (a stale claim)."""
    rec = records.deal_record("bid-whist", 5, "N", rules={"allow_renege": True})
    for key in ("trace", "seed", "cut"):
        del rec[key]
    rec["hands"]["N"].reverse()
    state = records.replay(rec)[0]
    assert _codes(state.hand("N")) == rec["hands"]["N"]
    base = {"title": "t", "renege_claims": [{"by": "NS", "trick": 1}]}
    again = games.get("bid-whist").record_of(state, base)
    assert again == {"title": "t", **rec, "bids": []}
    assert records.replay(again)[0] == state
