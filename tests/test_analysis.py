"""Best-play analysis: the solver's values against plain minimax, known positions, symmetry."""

from __future__ import annotations

import random

import pytest
from analysis_brute import brute_bid_whist, brute_german, brute_position

from tools.positions import bid_whist_play, german_second_stage, random_play
from whist_core.analysis import (
    card_values,
    dd_table,
    outcome,
    position_card_values,
    position_from_hands,
    position_of,
    solve,
    solve_position,
)
from whist_core.cards import Suit, cards
from whist_core.errors import RuleError
from whist_core.family.ranking import Ranking
from whist_core.family.switches import BidWhistRules
from whist_core.german_whist import GermanWhistRules

# every contract kind and every switch that changes the play
CONTRACTS = [
    ("uptown", "spades", BidWhistRules()),
    ("downtown", "hearts", BidWhistRules()),
    ("downtown", "clubs", BidWhistRules(ace_low_downtown=True)),
    ("uptown", "diamonds", BidWhistRules(deuce_spades=True)),
    ("downtown", "spades", BidWhistRules(deuce_spades=True, ace_low_downtown=True)),
    ("uptown", None, BidWhistRules()),
    ("downtown", None, BidWhistRules()),
    ("downtown", None, BidWhistRules(ace_low_downtown=True)),
    ("uptown", None, BidWhistRules(nt_jokers="anytime")),
    ("downtown", None, BidWhistRules(nt_jokers="first_discard")),
    ("uptown", None, BidWhistRules(nt_jokers="kitty")),
    ("uptown", "hearts", BidWhistRules(jokers=0)),
    ("uptown", None, BidWhistRules(jokers=1, nt_jokers="anytime")),
]


def _ending(seed: int, direction, trump, rules, cards_left: int):
    state = bid_whist_play(seed, direction, trump, rules)
    return random_play(state, 48 - cards_left, seed)


@pytest.mark.rule("BW-4.5", "BW-4.4", "BW-4.6", "BW-5.1", "BW-5.2", "BW-5.3", "V-DEUCE-SPADES",
                  "V-ACE-LOW-DOWN", "V-NT-JOKER-ANYTIME", "V-NT-JOKER-FIRST-DISCARD",
                  "V-NT-JOKER-KITTY", "V-ONE-JOKER", "V-NO-JOKER")
@pytest.mark.parametrize("direction,trump,rules", CONTRACTS)
def test_bid_whist_matches_minimax(direction, trump, rules):
    """solve and card_values equal plain minimax on endings of 1-3 tricks (any card of
    the trick in progress), for every contract kind and joker switch."""
    checked = 0
    for seed in range(14):
        state = _ending(seed, direction, trump, rules, 12 - seed % 10)
        expect = brute_bid_whist(state)
        got = solve(state)
        left = 12 - len(state.done)
        assert got == {"NS": expect, "EW": left - expect}, (seed, state.trick)
        values = card_values(state)
        assert set(values) == set(state.legal_plays())
        for card, v in values.items():
            nxt = state.play(card)
            assert v["NS"] == nxt.won[0] - state.won[0] + brute_bid_whist(nxt), (seed, card)
        assert max(v["NS"] if state.to_act in "NS" else -v["NS"] for v in values.values()) == (
            expect if state.to_act in "NS" else -expect)
        checked += 1
    assert checked == 14


@pytest.mark.rule("BW-4.5", "BW-5.3")
def test_bid_whist_four_trick_endings():
    """Four tricks left (sixteen cards), a trump and a no-trump contract."""
    for seed, (direction, trump, rules) in enumerate(CONTRACTS[:1] + CONTRACTS[9:10]):
        for k in range(2):
            state = _ending(100 + seed * 7 + k, direction, trump, rules, 16 - k)
            assert solve(state)["NS"] == brute_bid_whist(state)


@pytest.mark.rule("BW-4.4", "BW-4.6", "BW-5.2", "BW-5.3")
def test_legal_cards_are_the_engines():
    """The solver's table of legal cards gives exactly the engine's legal plays."""
    for i, (direction, trump, rules) in enumerate(CONTRACTS):
        for seed in range(6):
            state = bid_whist_play(seed * 13 + i, direction, trump, rules)
            rng = random.Random(seed)
            while not state.complete:
                pos = position_of(state)
                assert set(pos.layout.cards_of(pos.legal())) == set(state.legal_plays())
                state = state.play(rng.choice(state.legal_plays()))


@pytest.mark.rule("GW-3.1", "GW-3.2", "GW-5.3")
@pytest.mark.parametrize("count_all", [False, True])
def test_german_matches_minimax(count_all):
    """Second-stage endings of up to six tricks, a trick in progress or not, both counts."""
    rules = GermanWhistRules(count_all_tricks=count_all)
    for seed in range(12):
        extra = 14 + seed % 11  # 6 tricks left down to a card led to the last one
        state = german_second_stage(seed, rules, extra)
        expect = brute_german(state)
        left = 13 - (len(state.plays) - 26) // 2
        assert solve(state) == {"A": expect, "B": left - expect}
        for card, v in card_values(state).items():
            nxt = state.play(card)
            assert v["A"] == nxt.counted["A"] - state.counted["A"] + brute_german(nxt)
        final = outcome(state)
        assert final["A"] == state.counted["A"] + expect
        assert sum(final.values()) == (26 if count_all else 13)


@pytest.mark.rule("GW-5.2")
def test_german_from_the_first_second_stage_trick():
    for seed in range(3):
        state = german_second_stage(seed)
        got = solve(state)
        assert sum(got.values()) == 13
        best = max(v[state.to_play] for v in card_values(state).values())
        assert best == got[state.to_play]


def _ranking(direction, trump, rules=None):
    rules = rules or BidWhistRules()
    return Ranking.named(direction, trump, rules)


@pytest.mark.rule("BW-4.3", "BW-4.5")
def test_a_run_of_top_trumps():
    """North holds both jokers and the top trumps: every trick is North's."""
    hands = {"N": cards("BJ LJ AS KS"), "E": cards("AH KH QH JH"),
             "S": cards("2H 3H 4H 5H"), "W": cards("AD KD QD JD")}
    pos = position_from_hands(hands, _ranking("uptown", Suit.SPADES), "N")
    assert solve_position(pos) == {"NS": 4, "EW": 0}
    # East on lead takes the hearts only until North ruffs: North ruffs at once
    pos = position_from_hands(hands, _ranking("uptown", Suit.SPADES), "E")
    assert solve_position(pos) == {"NS": 4, "EW": 0}


@pytest.mark.rule("BW-4.4", "BW-4.2", "BW-5.1")
def test_a_forced_loser():
    """No trump. North, on lead, cashes three spades (nobody else has one) and must then
    lose 2♥ to East's A♥ — also downtown, where the ace stays highest. East on lead runs
    four hearts instead. The jokers never win."""
    hands = {"N": cards("AS KS QS 2H"), "E": cards("AH 3H 4H 5H"),
             "S": cards("2C 3C 4C BJ"), "W": cards("2D 3D 4D LJ")}
    for direction in ("uptown", "downtown"):
        pos = position_from_hands(hands, _ranking(direction, None), "N")
        assert solve_position(pos) == {"NS": 3, "EW": 1}
        pos = position_from_hands(hands, _ranking(direction, None), "E")
        assert solve_position(pos) == {"NS": 0, "EW": 4}
    # leading the heart first throws the spades away: East's hearts run
    pos = position_from_hands(hands, _ranking("uptown", None), "N")
    by_card = {pos.layout.cards[p].code: v["NS"] for p, v in position_card_values(pos).items()}
    assert by_card == {"AS": 3, "KS": 3, "QS": 3, "2H": 0}


@pytest.mark.rule("BW-5.3")
def test_a_joker_led_at_no_trump_lets_the_next_card_fix_the_suit():
    hands = {"N": cards("BJ 2S"), "E": cards("AH 3S"), "S": cards("KH QH"), "W": cards("4S 5S")}
    pos = position_from_hands(hands, _ranking("uptown", None), "N")
    values = position_card_values(pos)
    by_card = {pos.layout.cards[p].code: v for p, v in values.items()}
    # leading the joker lets East fix hearts with the ace and win; later 2S loses too
    assert by_card["BJ"]["NS"] == brute_position(pos.play(pos.layout.pos[cards("BJ")[0]]),
                                                 "NS")
    assert solve_position(pos)["NS"] == brute_position(pos, "NS")


def _rotate(hands, k):
    seats = "NESW"
    return {seats[(i + k) % 4]: hands[s] for i, s in enumerate(seats)}


def _deal(seed, size):
    from whist_core.cards import deck

    pack = list(deck(2))
    random.Random(seed).shuffle(pack)
    return {s: tuple(pack[i * size:(i + 1) * size]) for i, s in enumerate("NESW")}


@pytest.mark.rule("BW-1.1")
def test_symmetry_of_seats_and_suits():
    """Turning the table one seat swaps the pairs' values; relabelling the suits (trump
    with them) changes nothing."""
    swap = {"S": "H", "H": "S", "D": "C", "C": "D"}

    def relabel(cs):
        return tuple(c if c.is_joker else cards(c.code[:-1] + swap[c.code[-1]])[0] for c in cs)

    for seed in range(6):
        hands = _deal(seed, 5)
        for direction, trump in (("uptown", Suit.SPADES), ("downtown", None)):
            r = _ranking(direction, trump)
            base = solve_position(position_from_hands(hands, r, "N"))
            turned = solve_position(position_from_hands(_rotate(hands, 1), r, "E"))
            assert turned == {"NS": base["EW"], "EW": base["NS"]}
            new_trump = None if trump is None else Suit.HEARTS
            moved = {s: relabel(cs) for s, cs in hands.items()}
            again = solve_position(position_from_hands(moved, _ranking(direction, new_trump),
                                                       "N"))
            assert again == base


@pytest.mark.rule("S52-5")
def test_first_trick_worth_two_books():
    """With the laid-away cards going to trick 1 (SYS-52), that trick counts twice."""
    for seed in range(8):
        hands = {s: tuple(c for c in cs if not c.is_joker)[:3] for s, cs in
                 _deal(seed, 6).items()}
        if len({len(cs) for cs in hands.values()}) != 1:
            continue
        r = _ranking("uptown", Suit.HEARTS)
        pos = position_from_hands(hands, r, "W", bonus=3)
        got = solve_position(pos)
        assert sum(got.values()) == 4
        assert got["NS"] == brute_position(pos, "NS")


@pytest.mark.rule("SC-4")
def test_every_player_for_themself():
    """Three players, each alone: what each can make sure of against the other two."""
    for seed in range(6):
        d = _deal(seed, 4)
        hands = {"N": d["N"], "E": d["E"], "S": d["S"]}
        pos = position_from_hands(hands, _ranking("uptown", Suit.CLUBS), "N",
                                  names=("N", "E", "S"), teams=("N", "E", "S"))
        got = solve_position(pos)
        for seat in "NES":
            assert got[seat] == brute_position(pos, seat)
        assert sum(got.values()) <= 4


@pytest.mark.rule("BW-3.6", "BW-3.7")
def test_double_dummy_table():
    """Each entry is the declarer's pair's tricks with the declarer leading, plus the
    kitty book."""
    hands = _deal(3, 3)
    table = dd_table(hands)
    assert set(table) == set("NESW")
    for (direction, trump), books in table["E"].items():
        pos = position_from_hands(hands, _ranking(direction, trump), "E")
        assert books == brute_position(pos, "EW") + 1
    for seat in "NESW":
        assert all(1 <= b <= 4 for b in table[seat].values())


@pytest.mark.rule("BW-3.7", "GW-5.2", "BW-6.1")
def test_states_outside_the_play_are_refused():
    state = bid_whist_play(1)
    with pytest.raises(RuleError) as err:
        solve(state.previous)
    assert err.value.rule == "BW-3.7"
    done = random_play(state, 48)
    with pytest.raises(RuleError) as err:
        solve(done)
    assert err.value.rule == "BW-6.1"
    with pytest.raises(RuleError) as err:
        solve(german_second_stage(2, extra=-3))
    assert err.value.rule == "GW-5.2"
