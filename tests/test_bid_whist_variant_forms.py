"""The variants left half done (issue 9): every form of V-BOSTON-BONUS, both forms of
V-TWO-SETS, the deuce of spades with one joker and a 5-card kitty (seed 004's main form),
and the red/black joker names."""

from __future__ import annotations

import pytest

from whist_core import records
from whist_core.bid_whist import BidWhistRules, Game, HandLine
from whist_core.cards import Card, deck
from whist_core.errors import RecordError
from whist_core.family.ranking import ranking_at
from whist_core.family.record import record_of
from whist_core.family.score import HandResult
from whist_core.family.systems.house import new_hand


def _line(n: int, pair: str, level: int, made: bool, books: int, totals: dict,
          change: dict) -> HandLine:
    other = "NS" if pair == "EW" else "EW"
    result = HandResult({pair: books, other: 13 - books}, made, change, declarer_side=pair)
    return HandLine(n, "N", f"{level}U", result, totals, level)


@pytest.mark.rule("V-BOSTON-BONUS")
def test_boston_bonus_forms_are_switch_values() -> None:
    values = BidWhistRules.switches()["boston_bonus"][0]
    assert values == (False, True, "game", "two_wins")
    with pytest.raises(RecordError) as err:
        BidWhistRules.from_record({"boston_bonus": "triple"})
    assert err.value.place == "rules.boston_bonus"


@pytest.mark.rule("V-BOSTON-BONUS")
@pytest.mark.parametrize(("made", "winner"), [(True, "EW"), (False, "NS")])
def test_a_seven_bid_puts_the_whole_game_at_stake(made: bool, winner: str) -> None:
    change = {"NS": 0, "EW": 7 if made else -7}
    before = _line(1, "EW", 4, True, 7, {"NS": 0, "EW": 1}, {"NS": 0, "EW": 1})
    after = _line(2, "EW", 7, made, 13 if made else 11,
                  {"NS": 0, "EW": 1 + change["EW"]}, change)
    plain = BidWhistRules(target=9)               # +8 or -6: the game would go on
    assert Game(plain, "N", (before, after)).winner is None
    stake = BidWhistRules(target=9, boston_bonus="game")
    assert Game(stake, "N", (before, after)).winner == winner
    assert Game(stake, "N", (before,)).winner is None


@pytest.mark.rule("V-BOSTON-BONUS", "BW-9.6")
def test_a_game_won_by_a_boston_counts_as_two() -> None:
    rules = BidWhistRules(boston_bonus="two_wins")
    boston = _line(1, "NS", 7, True, 13, {"NS": 7, "EW": 0}, {"NS": 7, "EW": 0})
    plain = _line(1, "NS", 5, True, 13 - 1, {"NS": 7, "EW": 0}, {"NS": 7, "EW": 0})
    assert Game(rules, "N", (boston,)).wins == 2
    assert Game(rules, "N", (plain,)).wins == 1
    assert Game(BidWhistRules(), "N", (boston,)).wins == 1
    assert Game(rules, "N", ()).wins == 0


@pytest.mark.rule("V-TWO-SETS")
def test_both_forms_of_two_sets() -> None:
    sets = [_line(k, "EW", 3, False, 8, {"NS": 0, "EW": -3 * k}, {"NS": 0, "EW": -3})
            for k in (1, 2)]
    third = _line(3, "EW", 3, False, 8, {"NS": 0, "EW": -6 - 3 + 6}, {"NS": 0, "EW": -3})
    assert Game(BidWhistRules(three_sets_lose="two"), "N", tuple(sets)).winner == "NS"
    assert Game(BidWhistRules(three_sets_lose=True), "N", tuple(sets)).winner is None
    assert Game(BidWhistRules(three_sets_lose=True), "N", (*sets, third)).winner == "NS"
    assert Game(BidWhistRules(), "N", tuple(sets)).winner is None


@pytest.mark.rule("V-DEUCE-SPADES", "V-ONE-JOKER")
def test_deuce_of_spades_with_one_joker_and_a_five_card_kitty() -> None:
    rules = BidWhistRules(jokers=1, deuce_spades=True)
    state = new_hand(3, rules=rules)
    assert len(state.kitty) == 5
    assert {c for s in "NESW" for c in state.hand(s)} | set(state.kitty) == set(deck(1))
    # play a hand to a trump contract and check the ladder at the top of trump
    for b in ("4U", "pass", "pass", "pass"):
        state = state.call(b)
    state = state.declare("hearts")
    ranking = ranking_at(state)
    two = Card.parse("2S")
    ace = Card.parse("AH")
    big = Card.parse("BJ")
    assert ranking.winner([ace, two]) == 1            # 2♠ is a trump above the ace
    assert ranking.winner([two, big]) == 1            # and below the one joker
    state = state.lay_away(list(state.hand(state.to_act))[:5])
    while not state.complete:
        state = state.play(state.legal_plays()[0])
    assert sum(state.result.books.values()) == 13
    assert records.replay(record_of(state))[-1] == state


@pytest.mark.rule("V-RED-BLACK")
def test_joker_names() -> None:
    assert BidWhistRules().joker_name(True) == "big joker"
    red = BidWhistRules(joker_names="red/black")
    assert (red.joker_name(True), red.joker_name(False)) == ("red joker", "black joker")
