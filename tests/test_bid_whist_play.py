"""Declaration, kitty and trick play (BW-3.4 – BW-3.7, BW-4, BW-5, BW-9.1) and the
play variants of RULES.md Part B, on hand-built deals."""

from __future__ import annotations

import json
from pathlib import Path

import bw_model as m
import pytest

from whist_core import RuleError, records
from whist_core.bid_whist import SEATS, BidWhistRules, Phase
from whist_core.cards import Suit
from whist_core.family.ranking import ranking_at

DATA = Path(__file__).resolve().parent / "data" / "bid_whist"

# Deal P: spades or diamonds trump, North declares. East's only trump is the little
# joker; South holds the big joker; West is void in clubs.
P = {
    "N": "AS KS QS JS 10S AH KH AD KD AC KC QC",
    "E": "LJ QH JH 10H 9H 8H QD JD 10D JC 10C 9C",
    "S": "BJ 9S 8S 7H 6H 5H 9D 8D 7D 8C 7C 6C",
    "W": "7S 6S 5S 4S 4H 3H 2H 6D 5D 4D 3D 2D",
}
P_KITTY = "3S 2S 5C 4C 3C 2C"

# Deal R: no trump, North declares holding the big joker; East holds the little
# joker and is void in clubs.
R = {
    "N": "BJ AS KS AH 5H 2H AD KD AC KC QC JC",
    "E": "LJ JS 10S 9S KH 9H 3H QD JD 10D 9D 8D",
    "S": "8S 7S 6S QH JH 4H 7D 6D 5D 10C 9C 8C",
    "W": "5S 4S 3S 10H 8H 7H 6H 4D 3D 7C 6C 5C",
}
R_KITTY = "QS 2S 2D 4C 3C 2C"


def deal_p(bid: str = "4U", trump: str = "spades", rules=None):
    return m.start_play("N", bid, trump, rules=rules, kitty=P_KITTY, **P)


def deal_r(direction: str = "uptown", rules=None, discard: str | None = None):
    return m.start_play("N", "4NT", direction, rules=rules, kitty=R_KITTY, discard=discard, **R)


def refuse_play(state, card: str, *rules: str) -> RuleError:
    before = m.snapshot(state)
    with pytest.raises(RuleError) as err:
        state.play(card)
    assert m.snapshot(state) == before, "a refused card leaves the state unchanged"
    assert err.value.rule in rules, (err.value.rule, str(err.value))
    return err.value


def legal(state) -> set[str]:
    return {c.code for c in state.legal_plays()}


def last_trick(state):
    t = state.tricks[-1]
    return [c.code for c in t.cards], t.leader, t.winner


def test_hand_built_deals_are_whole_decks() -> None:
    for hands, kitty in ((P, P_KITTY), (R, R_KITTY)):
        cards = " ".join([*hands.values(), kitty]).split()
        assert sorted(cards) == sorted(m.DECK54)


# ------------------------------------------------------------------ BW-3.4
def _declare_state(bid: str):
    hands, kitty = m.fill_hands(kitty=P_KITTY, **P)
    state = m.state_from(hands, kitty, "W")
    for call in (bid, "pass", "pass", "pass"):
        state = state.call(call)
    return state


@pytest.mark.rule("BW-3.4")
@pytest.mark.parametrize("bid", ["4U", "3D", "7U"])
def test_the_winner_of_a_suit_bid_names_trump(bid: str) -> None:
    state = _declare_state(bid)
    assert state.phase is Phase.DECLARE and state.to_act == "N"
    assert set(state.legal_declarations()) == set(Suit)
    for wrong in ("uptown", "downtown", "no trump", "stars"):
        before = m.snapshot(state)
        with pytest.raises(RuleError) as err:
            state.declare(wrong)
        assert err.value.rule == "BW-3.4"
        assert m.snapshot(state) == before
    for word in ("spades", "hearts", "diamonds", "clubs"):
        done = state.declare(word)
        assert done.contract.trump is Suit.parse(word)
        assert done.contract.direction == ("uptown" if bid.endswith("U") else "downtown")
        assert done.phase is Phase.DISCARD


@pytest.mark.rule("BW-3.4")
def test_the_winner_of_a_no_trump_bid_chooses_the_direction() -> None:
    state = _declare_state("4NT")
    assert set(state.legal_declarations()) == {"uptown", "downtown"}
    for wrong in ("spades", "hearts", "no trump", ""):
        before = m.snapshot(state)
        with pytest.raises(RuleError) as err:
            state.declare(wrong)
        assert err.value.rule == "BW-3.4"
        assert m.snapshot(state) == before
    for direction in ("uptown", "downtown"):
        done = state.declare(direction)
        assert done.contract.direction == direction
        assert done.contract.trump is None


@pytest.mark.rule("BW-3.4")
def test_declaring_twice_is_refused() -> None:
    state = _declare_state("4U").declare("hearts")
    with pytest.raises(RuleError) as err:
        state.declare("spades")
    assert err.value.rule
    assert state.contract.trump is Suit.HEARTS


# ------------------------------------------------------------------ BW-3.5
@pytest.mark.rule("BW-3.5")
def test_the_declarer_takes_the_kitty_and_discards_any_six() -> None:
    state = _declare_state("4U").declare("spades")
    assert state.phase is Phase.DISCARD and state.to_act == "N"
    assert sorted(m.hand_codes(state, "N")) == sorted(P["N"].split() + P_KITTY.split())
    for s in "ESW":  # nobody else sees or gets the kitty
        assert m.hand_codes(state, s) == P[s].split()
    mix = "AS KS QS 5C 4C 3C"  # three from hand, three from the kitty
    done = state.lay_away(mix.split())
    held = m.hand_codes(done, "N")
    assert len(held) == 12
    assert sorted(held + mix.split()) == sorted(P["N"].split() + P_KITTY.split())
    assert [c.code for c in done.discard] == mix.split()
    assert done.phase is Phase.PLAY
    all_from_hand = state.lay_away(["AS", "KS", "QS", "JS", "10S", "AH"])
    assert sorted(m.hand_codes(all_from_hand, "N")) == sorted(
        ["AD", "KD", "AC", "KC", "QC", "3S", "2S", "5C", "4C", "3C", "2C", "KH"])


@pytest.mark.rule("BW-3.5")
@pytest.mark.parametrize("cards", [
    "AS KS QS 5C 4C",             # five
    "AS KS QS 5C 4C 3C 2C",       # seven
    "AS KS QS 5C 4C QH",          # QH is East's
    "AS AS KS QS 5C 4C",          # the same card twice
    "",
])
def test_a_bad_discard_is_refused(cards: str) -> None:
    state = _declare_state("4U").declare("spades")
    before = m.snapshot(state)
    with pytest.raises(RuleError) as err:
        state.lay_away(cards.split())
    assert err.value.rule == "BW-3.5"
    assert m.snapshot(state) == before


@pytest.mark.rule("BW-3.5", "BW-3.7")
def test_no_play_before_the_discard_and_no_discard_after_it() -> None:
    state = _declare_state("4U").declare("spades")
    with pytest.raises(RuleError):
        state.play("AS")
    done = state.lay_away(P_KITTY.split())
    with pytest.raises(RuleError) as err:
        done.lay_away(["AS", "KS", "QS", "JS", "10S", "AH"])
    assert err.value.rule


# ------------------------------------------------------------------ BW-3.6
@pytest.mark.rule("BW-3.6", "BW-6.1")
def test_the_discard_is_one_book_and_twelve_tricks_remain() -> None:
    state = _declare_state("4U").declare("spades")
    assert state.books == {"NS": 0, "EW": 0}
    state = state.lay_away(P_KITTY.split())
    assert state.books == {"NS": 1, "EW": 0}
    rec = m.nt_block_record("W", 4, "uptown", 5)
    states = records.replay(rec)
    final = states[-1]
    assert len(final.tricks) == 12 and final.complete
    assert sum(len(t.plays) for t in final.tricks) == 48
    assert sum(final.books.values()) == 13
    playing = [s for s in states if s.phase is Phase.PLAY]
    assert len(playing) == 48
    with pytest.raises(RuleError):
        final.play("AS")


@pytest.mark.rule("BW-3.6")
def test_the_kitty_book_goes_to_the_declarers_whoever_they_are() -> None:
    for dealer in SEATS:
        rec = m.nt_block_record(dealer, 3, "downtown", 1)  # declarers win no trick
        final = records.replay(rec)[-1]
        declarers = m.pair(m.left(dealer))
        assert final.books[declarers] == 1
        assert final.books[m.other(declarers)] == 12


# ------------------------------------------------------------------ BW-3.7 / V-LEFT-LEADS
def _south_declares(rules=None):
    hands, kitty = m.fill_hands(kitty=P_KITTY, **P)
    state = m.state_from(hands, kitty, "W", rules)
    for call in ("pass", "pass", "4U", "pass"):
        state = state.call(call)
    return state.declare("hearts").lay_away(kitty)  # South lays the kitty away


@pytest.mark.rule("BW-3.7")
def test_the_declarer_leads_to_the_first_trick() -> None:
    state = _south_declares()
    assert state.contract.declarer == "S" and state.dealer == "W"
    assert state.to_act == "S"
    assert state.legal_plays() == list(state.hand("S"))
    refuse_play(state, "AS", "BW-4.4")  # North's card: not North's turn


@pytest.mark.rule("V-LEFT-LEADS")
def test_left_of_the_dealer_leads_under_the_variant() -> None:
    state = _south_declares(BidWhistRules(first_lead="left_of_dealer"))
    assert state.contract.declarer == "S"
    assert state.to_act == "N"
    after = state.play("AS")
    assert after.trick.leader == "N" and after.to_act == "E"


# ------------------------------------------------------------------ BW-4.1 / BW-4.2
@pytest.mark.rule("BW-4.1")
def test_uptown_order() -> None:
    state = deal_p("4U")
    assert [c.code for c in ranking_at(state).ladder(Suit.HEARTS)] == \
        ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "2H"]
    assert [c.code for c in ranking_at(state).ladder(Suit.SPADES)] == \
        ["BJ", "LJ", "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
    done = m.play_all(state, "AH 8H 5H 2H")
    assert last_trick(done) == (["AH", "8H", "5H", "2H"], "N", "N")
    done = m.play_all(state, "KH 9H 7H 4H")
    assert last_trick(done)[2] == "N"


@pytest.mark.rule("BW-4.2")
def test_downtown_order_keeps_the_ace_highest() -> None:
    state = deal_p("4D")
    assert [c.code for c in ranking_at(state).ladder(Suit.HEARTS)] == \
        ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"]
    assert [c.code for c in ranking_at(state).ladder(Suit.SPADES)] == \
        ["BJ", "LJ", "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"]
    done = m.play_all(state, "KH 9H 7H 4H")  # downtown: the four is best here
    assert last_trick(done)[2] == "W"
    done = m.play_all(state, "AH 8H 5H 2H")  # the ace still wins
    assert last_trick(done)[2] == "N"


# ------------------------------------------------------------------ BW-4.3
@pytest.mark.rule("BW-4.3", "BW-4.6")
@pytest.mark.parametrize("bid", ["4U", "4D"])
def test_big_then_little_joker_above_every_trump(bid: str) -> None:
    state = deal_p(bid)
    assert legal(state.play("AS")) == {"LJ"}
    both = m.play_all(state, "AS LJ BJ 4S")
    assert last_trick(both) == (["AS", "LJ", "BJ", "4S"], "N", "S")
    little = m.play_all(state, "AS LJ 8S 4S")
    assert last_trick(little)[2] == "E"


# ------------------------------------------------------------------ BW-4.4
@pytest.mark.rule("BW-4.4")
def test_follow_suit_when_able() -> None:
    state = deal_p().play("AH")
    assert state.to_act == "E"
    assert legal(state) == {"QH", "JH", "10H", "9H", "8H"}
    err = refuse_play(state, "JC", "BW-4.4")
    assert "JC" in str(err) and "hearts" in str(err)
    refuse_play(state, "LJ", "BW-4.6", "BW-4.4")  # a joker is a trump, not a heart
    # overtaking is not compulsory: East may play low under the ace
    done = m.play_all(state, "8H 5H 2H")
    assert last_trick(done)[2] == "N"


@pytest.mark.rule("BW-4.4")
def test_a_card_not_held_is_refused() -> None:
    state = deal_p()
    refuse_play(state, "QH", "BW-4.4")  # East's card, North to lead
    refuse_play(state, "3S", "BW-4.4")  # laid away
    refuse_play(state.play("AH"), "AH", "BW-4.4")


@pytest.mark.rule("BW-4.4", "BW-4.5")
def test_when_void_any_card_and_trumping_is_not_compulsory() -> None:
    state = m.play_all(deal_p(), "AC JC 6C")
    assert state.to_act == "W"
    assert legal(state) == set(P["W"].split())  # void in clubs: any card
    no_trump = state.play("2H")
    assert last_trick(no_trump) == (["AC", "JC", "6C", "2H"], "N", "N")
    trumped = state.play("4S")
    assert last_trick(trumped)[2] == "W"
    assert trumped.to_act == "W"


# ------------------------------------------------------------------ BW-4.5
@pytest.mark.rule("BW-4.5")
def test_highest_of_the_led_suit_wins_and_the_winner_leads() -> None:
    # trick 1: South's big joker wins; South leads clubs in trick 2
    state = m.play_all(deal_p(), "10S LJ BJ 4S")
    assert last_trick(state)[2] == "S" and state.to_act == "S"
    plain = m.play_all(state, "6C 2D QC JC")  # West discards off-suit
    assert last_trick(plain) == (["6C", "2D", "QC", "JC"], "S", "N")
    assert plain.to_act == "N"
    ruffed = m.play_all(state, "7C 5S AC 10C")  # West's small trump beats the ace
    assert last_trick(ruffed)[2] == "W"
    assert ruffed.to_act == "W"
    assert ruffed.books == {"NS": 2, "EW": 1}


@pytest.mark.rule("BW-4.5")
def test_an_offsuit_card_never_wins() -> None:
    # diamonds trump: East ruffs the spade lead with the little joker and leads
    state = m.play_all(deal_p("4U", "diamonds"), "10S LJ 9S 4S")
    assert last_trick(state)[2] == "E" and state.to_act == "E"
    done = m.play_all(state, "9C 8C 4H QC")  # West is void and throws a heart
    assert last_trick(done) == (["9C", "8C", "4H", "QC"], "E", "N")


# ------------------------------------------------------------------ BW-4.6
@pytest.mark.rule("BW-4.6")
def test_a_lone_joker_must_be_played_on_a_trump_lead() -> None:
    state = deal_p().play("10S")
    assert legal(state) == {"LJ"}
    err = refuse_play(state, "QH", "BW-4.6")
    assert "QH" in str(err)
    after = state.play("LJ")
    assert legal(after) == {"BJ", "9S", "8S"}  # South's joker counts as a spade too


@pytest.mark.rule("BW-4.6")
@pytest.mark.parametrize("trump", ["clubs", "spades"])
def test_a_joker_lead_is_a_trump_lead(trump: str) -> None:
    # Deal R with a trump suit: North leads the big joker. With clubs trump East's
    # only trump is the little joker; with spades trump East holds three spades too.
    state = m.start_play("N", "4U", trump, kitty=R_KITTY, **R).play("BJ")
    if trump == "clubs":
        assert legal(state) == {"LJ"}
        refuse_play(state, "8D", "BW-4.6")
        state = state.play("LJ")
        assert legal(state) == {"10C", "9C", "8C"}
        done = m.play_all(state, "8C 5C")
    else:
        assert legal(state) == {"LJ", "JS", "10S", "9S"}
        refuse_play(state, "KH", "BW-4.4", "BW-4.6")
        state = state.play("9S")
        assert legal(state) == {"8S", "7S", "6S"}
        done = m.play_all(state, "6S 3S")
    assert last_trick(done)[2] == "N"


@pytest.mark.rule("BW-4.6")
def test_a_trump_lead_is_followed_with_a_joker_or_trumps() -> None:
    # diamonds trump: South holds the big joker and three diamonds
    state = deal_p("4U", "diamonds")
    state = m.play_all(state, "AS LJ 9S 4S")  # East's joker (a trump) ruffs the spade
    assert last_trick(state)[2] == "E"
    state = m.play_all(state, "9H 5H 2H AH")  # North wins the heart and leads
    assert state.to_act == "N"
    state = m.play_all(state, "AD 10D")
    assert legal(state) == {"BJ", "9D", "8D", "7D"}
    refuse_play(state, "7H", "BW-4.4", "BW-4.6")
    state = m.play_all(state, "7D 6D")
    assert last_trick(state)[2] == "N"


@pytest.mark.rule("BW-4.6")
def test_joker_only_when_void_on_a_plain_lead() -> None:
    # diamonds trump: North leads a spade. East is void in spades and may ruff with
    # the little joker; South holds spades and may not play the big joker.
    state = deal_p("4U", "diamonds").play("AS")
    assert "LJ" in legal(state)
    state = state.play("LJ")
    assert legal(state) == {"9S", "8S"}
    refuse_play(state, "BJ", "BW-4.6")
    done = m.play_all(state, "8S 4S")
    assert last_trick(done)[2] == "E"


# ------------------------------------------------------------------ BW-5 (no trump)
@pytest.mark.rule("BW-5.1", "BW-5.3")
@pytest.mark.parametrize("direction", ["uptown", "downtown"])
def test_no_trump_a_led_joker_never_wins(direction: str) -> None:
    state = deal_r(direction).play("BJ")
    assert legal(state) == set(R["E"].split())  # no suit fixed yet: any card
    state = state.play("3H")  # fixes hearts
    assert legal(state) == {"QH", "JH", "4H"}
    refuse_play(state, "8S", "BW-4.4")
    done = m.play_all(state, "QH 6H")
    expected = "S" if direction == "uptown" else "E"  # downtown: 3 beats 6 and Q
    assert last_trick(done) == (["BJ", "3H", "QH", "6H"], "N", expected)


@pytest.mark.rule("BW-5.1")
def test_no_trump_a_discarded_joker_never_wins() -> None:
    state = deal_r().play("JC")
    assert "LJ" in legal(state)  # East is void in clubs
    done = m.play_all(state, "LJ 8C 5C")
    assert last_trick(done)[2] == "N"
    assert done.books == {"NS": 2, "EW": 0}


@pytest.mark.rule("BW-5.2")
def test_no_trump_joker_only_when_void() -> None:
    state = deal_r().play("2H")
    assert legal(state) == {"KH", "9H", "3H"}
    err = refuse_play(state, "LJ", "BW-5.2")
    assert "LJ" in str(err)


@pytest.mark.rule("BW-5.2")
def test_no_trump_jokers_stay_in_hand_no_replacement() -> None:
    state = deal_r()
    assert "LJ" in m.hand_codes(state, "E")
    assert "BJ" in m.hand_codes(state, "N")  # the declarer may keep a joker too
    for s in "ESW":
        assert m.hand_codes(state, s) == R[s].split()
    assert state.required_discards() == []


@pytest.mark.rule("BW-5.3")
def test_the_next_non_joker_fixes_the_suit() -> None:
    state = deal_r().play("BJ").play("9S")  # East fixes spades
    assert legal(state) == {"8S", "7S", "6S"}
    refuse_play(state, "QH", "BW-4.4")
    done = m.play_all(state, "6S 3S")
    assert last_trick(done)[2] == "E"


@pytest.mark.rule("BW-5.4")
@pytest.mark.parametrize(("direction", "winner"), [("uptown", "S"), ("downtown", "N")])
def test_no_trump_order_follows_the_direction(direction: str, winner: str) -> None:
    done = m.play_all(deal_r(direction), "5H 9H QH 10H")
    assert last_trick(done)[2] == winner
    spades = m.play_all(deal_r(direction), "KS 9S 6S 3S")
    assert last_trick(spades)[2] == ("N" if direction == "uptown" else "W")


@pytest.mark.rule("BW-5.5", "BW-5.3")
@pytest.mark.parametrize("direction", ["uptown", "downtown"])
def test_joker_led_then_the_other_joker_third_card_fixes(direction: str) -> None:
    state = m.play_all(deal_r(direction), "BJ LJ")
    assert legal(state) == set(R["S"].split())  # still no suit: any card
    state = state.play("10C")
    assert legal(state) == {"7C", "6C", "5C"}
    refuse_play(state, "3S", "BW-4.4")
    done = state.play("5C")
    expected = "S" if direction == "uptown" else "W"
    assert last_trick(done) == (["BJ", "LJ", "10C", "5C"], "N", expected)


# ------------------------------------------------------------------ V-ACE-LOW-DOWN
@pytest.mark.rule("V-ACE-LOW-DOWN")
def test_aces_bad_downtown() -> None:
    rules = BidWhistRules(ace_low_downtown=True)
    state = deal_p("4D", rules=rules)
    assert [c.code for c in ranking_at(state).ladder(Suit.HEARTS)] == \
        ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "AH"]
    done = m.play_all(state, "AH 8H 5H 2H")
    assert last_trick(done)[2] == "W"  # the two beats the ace
    done = m.play_all(state, "AS LJ BJ 4S")
    assert last_trick(done)[2] == "S"  # jokers stay on top of trumps
    done = m.play_all(state, "AS LJ 8S 4S")
    assert last_trick(done)[2] == "E"


@pytest.mark.rule("V-ACE-LOW-DOWN")
def test_aces_bad_changes_nothing_uptown_or_in_house_rules() -> None:
    up = deal_p("4U", rules=BidWhistRules(ace_low_downtown=True))
    assert last_trick(m.play_all(up, "AH 8H 5H 2H"))[2] == "N"
    house = deal_p("4D")
    assert last_trick(m.play_all(house, "AH 8H 5H 2H"))[2] == "N"
    nt = deal_r("downtown", rules=BidWhistRules(ace_low_downtown=True))
    assert last_trick(m.play_all(nt, "AH 9H 4H 6H"))[2] == "S"  # 4 best: ace is lowest


# ------------------------------------------------------------------ no-trump joker variants
@pytest.mark.rule("V-NT-JOKER-ANYTIME")
def test_joker_anytime_even_holding_the_suit_and_never_wins() -> None:
    rules = BidWhistRules(nt_jokers="anytime")
    state = deal_r(rules=rules).play("2H")
    assert legal(state) == {"KH", "9H", "3H", "LJ"}
    refuse_play(state, "8D", "BW-4.4")  # still no other suit
    done = m.play_all(state, "LJ 4H 6H")
    assert last_trick(done)[2] == "W"  # 6H beats 4H and 2H uptown; the joker nothing


@pytest.mark.rule("V-NT-JOKER-ANYTIME")
def test_joker_anytime_does_not_touch_trump_contracts() -> None:
    state = deal_p(rules=BidWhistRules(nt_jokers="anytime")).play("AH")
    refuse_play(state, "LJ", "BW-4.6", "BW-4.4")


@pytest.mark.rule("V-NT-JOKER-FIRST-DISCARD")
def test_joker_must_go_the_first_time_its_holder_is_void() -> None:
    rules = BidWhistRules(nt_jokers="first_discard")
    state = deal_r(rules=rules)
    holding = state.play("2H")
    refuse_play(holding, "LJ", "BW-5.2")  # East holds hearts: the joker must wait
    void = state.play("AC")
    assert legal(void) == {"LJ"}
    err = refuse_play(void, "8D", "V-NT-JOKER-FIRST-DISCARD")
    assert "LJ" in str(err)
    state = m.play_all(void, "LJ 8C 5C")
    assert last_trick(state)[2] == "N"
    state = state.play("KC")  # East is void again but has no joker left: any card
    assert legal(state) == set(R["E"].split()) - {"LJ"}
    assert state.play("8D").to_act == "S"


@pytest.mark.rule("V-NT-JOKER-FIRST-DISCARD")
def test_first_discard_does_not_touch_trump_contracts() -> None:
    rules = BidWhistRules(nt_jokers="first_discard")
    state = deal_p("4U", "diamonds", rules=rules).play("AS")  # East void in spades
    assert legal(state) == set(P["E"].split())


@pytest.mark.rule("V-NT-JOKER-KITTY")
def test_jokers_leave_play_declarer_must_lay_his_away() -> None:
    rules = BidWhistRules(nt_jokers="kitty")
    hands, kitty = m.fill_hands(kitty=R_KITTY, **R)
    state = m.state_from(hands, kitty, "W", rules)
    for call in ("4NT", "pass", "pass", "pass"):
        state = state.call(call)
    state = state.declare("uptown")
    assert [c.code for c in state.required_discards()] == ["BJ"]
    before = m.snapshot(state)
    with pytest.raises(RuleError) as err:
        state.lay_away(R_KITTY.split())  # keeps the big joker
    assert err.value.rule == "V-NT-JOKER-KITTY"
    assert m.snapshot(state) == before
    chosen = ["BJ", "2S", "2D", "4C", "3C", "2C"]
    done = state.lay_away(chosen)
    for s in SEATS:
        held = m.hand_codes(done, s)
        assert len(held) == 12
        assert not any(m.is_joker(c) for c in held), s
    pile = [c.code for c in done.discard]
    assert {"BJ", "LJ"} <= set(pile) and len(pile) == 6
    # East gave up the little joker for one of the declarer's laid-away cards
    east = set(m.hand_codes(done, "E"))
    assert east - set(R["E"].split()) <= set(chosen) - {"BJ"}
    assert set(R["E"].split()) - east == {"LJ"}
    for s in "SW":
        assert m.hand_codes(done, s) == R[s].split()
    everything = [c for s in SEATS for c in m.hand_codes(done, s)] + pile
    assert sorted(everything) == sorted(m.DECK54)
    # and the hand plays out with no joker anywhere
    assert done.to_act == "N"


@pytest.mark.rule("V-NT-JOKER-KITTY")
def test_kitty_jokers_stay_out_of_play() -> None:
    rules = BidWhistRules(nt_jokers="kitty")
    hands, kitty = m.fill_hands(kitty="BJ LJ", N="AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S")
    state = m.state_from(hands, kitty, "W", rules)
    for call in ("3NT", "pass", "pass", "pass"):
        state = state.call(call)
    state = state.declare("downtown")
    assert {c.code for c in state.required_discards()} == {"BJ", "LJ"}
    with pytest.raises(RuleError) as err:
        state.lay_away(["AS", "KS", "QS", "JS", "10S", "LJ"])
    assert err.value.rule == "V-NT-JOKER-KITTY"
    done = state.lay_away(["BJ", "LJ", *kitty[2:6]])
    assert not any(m.is_joker(c) for s in SEATS for c in m.hand_codes(done, s))


@pytest.mark.rule("V-NT-JOKER-KITTY")
def test_kitty_variant_leaves_trump_contracts_alone() -> None:
    rules = BidWhistRules(nt_jokers="kitty")
    state = deal_p(rules=rules)
    assert "LJ" in m.hand_codes(state, "E") and "BJ" in m.hand_codes(state, "S")


# ------------------------------------------------------------------ BW-9.1
@pytest.mark.rule("BW-9.1", "BW-4.2")
def test_worked_example_downtown_ace_wins() -> None:
    """Downtown, spades trump. A leads 3♥; B plays A♥, C K♥, D 2♥. B wins."""
    state = m.start_play("N", "4D", "spades", N="3H", E="AH", S="KH", W="2H")
    assert state.contract.direction == "downtown" and state.contract.trump is Suit.SPADES
    done = m.play_all(state, "3H AH KH 2H")
    cards, leader, winner = last_trick(done)
    assert cards == ["3H", "AH", "KH", "2H"] and leader == "N"
    assert winner == "E"  # B: the ace outranks the two, the king is lowest
    assert done.to_act == "E"
    # the king is the lowest heart downtown, the two second only to the ace
    ladder = [c.code for c in ranking_at(done).ladder(Suit.HEARTS)]
    assert ladder[0] == "AH" and ladder[1] == "2H" and ladder[-1] == "KH"


@pytest.mark.rule("BW-9.1")
@pytest.mark.parametrize("name", ["made", "set", "nt_made", "nt_set"])
def test_worked_example_trick_in_complete_records(name: str) -> None:
    rec = json.loads((DATA / f"bw_9_2_{name}.json").read_text(encoding="utf-8"))
    result = records.summary(rec)
    trick = result["tricks"][1]
    assert trick["cards"] == ["3H", "AH", "KH", "2H"]
    assert trick["leader"] == "N" and trick["winner"] == "E"
    assert result["contract"]["direction"] == "downtown"
    assert result["contract"]["declarer"] == "E"


# ------------------------------------------------------------------ BW-9.7
@pytest.mark.rule("BW-9.7")
def test_tricks_are_kept_in_a_row_one_per_trick() -> None:
    rec = m.nt_block_record("E", 4, "downtown", 6)
    final = records.replay(rec)[-1]
    assert [t.number for t in final.tricks] == list(range(1, 13))
    assert all(len(t.plays) == 4 and t.complete for t in final.tricks)
    assert [c.code for t in final.tricks for c in t.cards] == rec["play"]


@pytest.mark.rule("BW-9.7")
def test_the_last_trick_may_be_seen_until_you_or_your_partner_play_to_the_next() -> None:
    rec = m.trump_design_record("W", 4, "U", 10)
    for state in records.replay(rec):
        for seat in SEATS:
            view = state.view(seat)
            played = {s for s, _ in state.trick.plays} if state.trick else set()
            may = bool(state.done) and seat not in played and m.partner(seat) not in played
            if not may:
                assert view.last_trick is None, (seat, state)
                continue
            shown = view.last_trick
            last = state.done[-1]
            assert shown is not None, (seat, state)
            assert shown.number == last.number and shown.plays == last.plays
            assert shown.winner == last.winner
            assert state.view(seat).last_trick == shown
