"""German Whist engine: the rules of RULES.md Part C, one or more tests per rule."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from helpers import german_state

from whist_core.cards import Suit, card, cards, deck
from whist_core.errors import RecordError, RuleError
from whist_core.german_whist import (
    HOUSE,
    PLAYERS,
    GermanWhistRules,
    GermanWhistState,
    autoplay,
    choose_card,
    deal,
    deal_record,
    examples,
    from_deal,
    new_game,
    record_of,
    replay,
    summary,
)
from whist_core.narrate import table_step

FREE = GermanWhistRules(follow_suit_first_stage=False)
COUNT_ALL = GermanWhistRules(count_all_tricks=True)

# A complete game under count_all_tricks that ends 13–13 (found with the bot, seed 16).
TIE_RECORD = {
    "game": "german-whist", "rules": {"count_all_tricks": True}, "dealer": "B",
    "hands": {"A": ["QS", "JS", "8S", "7S", "3S", "10H", "5H", "4H", "KC", "10C", "8C", "5C",
                    "10D"],
              "B": ["9S", "4S", "2S", "AH", "7H", "3H", "JC", "9C", "6C", "3C", "QD", "9D",
                    "7D"]},
    "stock": ["2H", "10S", "2C", "6S", "7C", "3D", "AD", "KS", "4C", "5S", "6H", "8H", "4D",
              "8D", "6D", "KD", "QH", "JH", "JD", "5D", "AS", "QC", "KH", "AC", "9H", "2D"],
    "play": ["KC", "3C", "3S", "2S", "2C", "6C", "AH", "2H", "4S", "7S", "KS", "5S", "3D", "7D",
             "4D", "8D", "QS", "6S", "JS", "9S", "JD", "QD", "10S", "8S", "KD", "6D", "AS", "4H",
             "QC", "7C", "AC", "9C", "2D", "5D", "JC", "4C", "AD", "10D", "9D", "5H", "5C", "3H",
             "KH", "6H", "7H", "10H", "8C", "8H", "9H", "QH", "10C", "JH"],
}


def play_all(state: GermanWhistState, *codes: str) -> GermanWhistState:
    for code in codes:
        state = state.play(code)
    return state


def bot_game(seed: int, rules: GermanWhistRules = HOUSE, dealer: str | None = None):
    start = new_game(seed, dealer=dealer, rules=rules)
    return [start, *autoplay(start)]


def seen(state: GermanWhistState) -> tuple:
    """Everything a reader of ``state`` sees, to check that it has not changed."""
    return (state.plays, state.hands, state.stock, state.to_play, state.legal_plays(),
            state.counted, state.tricks, state.complete)


def all_cards(state: GermanWhistState) -> list:
    """Every card somewhere: both hands, the stock and the played cards."""
    return [*state.hands["A"], *state.hands["B"], *state.stock, *state.plays]


# ---------------------------------------------------------------- GW-1 setup


@pytest.mark.rule("GW-1.1")
def test_two_players_52_cards_no_jokers():
    state = new_game(5)
    assert sorted(all_cards(state), key=lambda c: c.index) == list(deck())
    assert not any(c.is_joker for c in all_cards(state))
    with pytest.raises(RuleError) as err:
        state.play("BJ")
    assert err.value.rule == "GW-1.1"


@pytest.mark.rule("GW-1.1")
def test_rank_order_ace_high_two_low():
    order = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
    for hi, lo in itertools.pairwise(order):
        state = german_state(a=f"{lo}S", b=f"{hi}S", stock="3C")
        after = play_all(state, f"{lo}S", f"{hi}S")
        assert after.tricks[0].winner == "B", (hi, lo)
        state = german_state(a=f"{hi}S", b=f"{lo}S", stock="3C")
        assert play_all(state, f"{hi}S", f"{lo}S").tricks[0].winner == "A", (hi, lo)


@pytest.mark.rule("GW-1.1")
def test_misdeal_with_a_joker_is_refused():
    rec = examples.worked_example()
    rec["hands"]["A"][-1] = "BJ"
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert (err.value.place, err.value.rule) == ("hands.A", "GW-1.1")


@pytest.mark.rule("GW-1.2")
def test_follow_suit_compulsory_in_both_stages_by_default():
    assert HOUSE.follow_suit_first_stage is True
    state = german_state(a="KS", b="2S 7C", stock="3D")
    state = state.play("KS")
    with pytest.raises(RuleError, match="does not follow spades") as err:
        state.play("7C")
    assert err.value.rule == "GW-3.1"
    # and in the second stage: find a reply that could break the rule
    checked = 0
    for seed in range(10):
        for s in bot_game(seed):
            if s.stage == 2 and s.current:
                suit = s.current[0][1].suit
                hand = s.hands[s.to_play]
                off = [c for c in hand if c.suit is not suit]
                if off and len(off) < len(hand):
                    with pytest.raises(RuleError) as err:
                        s.play(off[0])
                    assert err.value.rule == "GW-3.1"
                    assert all(c.suit is suit for c in s.legal_plays())
                    checked += 1
    assert checked > 10


@pytest.mark.rule("GW-1.2")
def test_only_the_last_13_tricks_count():
    states = bot_game(11)
    for s in states:
        if s.stage == 1:
            assert s.counted == {"A": 0, "B": 0}
    final = states[-1]
    assert sum(final.counted.values()) == 13
    stage2_wins = [t.winner for t in final.tricks[13:]]
    assert final.counted == {"A": stage2_wins.count("A"), "B": stage2_wins.count("B")}


# ---------------------------------------------------------------- GW-2 deal


@pytest.mark.rule("GW-2.1")
def test_first_dealer_by_lot_from_the_seed():
    dealers = [deal(seed).dealer for seed in range(40)]
    assert set(dealers) == {"A", "B"}
    assert [deal(seed).dealer for seed in range(40)] == dealers
    assert deal(7, "A").dealer == "A" and deal(7, "B").dealer == "B"
    # the lot is drawn either way: the pack does not depend on who deals
    assert [c for c, _ in deal(7, "A").trace] == [c for c, _ in deal(7, "B").trace]


@pytest.mark.rule("GW-2.1")
def test_bad_dealer_is_refused():
    with pytest.raises(RecordError) as err:
        new_game(1, dealer="C")
    assert (err.value.place, err.value.rule) == ("dealer", "GW-2.1")


@pytest.mark.rule("GW-2.2")
def test_dealt_one_at_a_time_starting_with_the_opponent():
    for dealer in PLAYERS:
        d = deal(99, dealer)
        opponent = "B" if dealer == "A" else "A"
        targets = [to for _, to in d.trace]
        assert targets[:26] == [opponent, dealer] * 13
        assert targets[26:] == ["stock"] * 26
        for p in PLAYERS:
            assert d.hands[p] == tuple(c for c, to in d.trace if to == p)
            assert len(d.hands[p]) == 13


@pytest.mark.rule("GW-2.2")
def test_same_seed_same_deal_everywhere():
    # Pinned values: a change here breaks every saved seed.
    d = deal(2024)
    assert d.dealer == "A"
    assert d.cut == 12
    assert [c.code for c, _ in d.trace[:6]] == ["AS", "8C", "AH", "9H", "9S", "6D"]
    assert d.stock[0] == card("KC")
    assert deal(2024) == d
    assert deal_record(2024) == deal_record(2024)
    cuts = {deal(s).cut for s in range(30)}
    assert len(cuts) > 5 and all(1 <= c <= 51 for c in cuts)


@pytest.mark.rule("GW-2.3")
def test_stock_of_26_with_the_trump_card_face_up_on_top():
    for seed in range(10):
        state = new_game(seed)
        assert len(state.stock) == 26 == state.stock_size
        assert state.prize is state.stock[0]
        assert state.trump is state.prize.suit
        assert len(state.hands["A"]) + len(state.hands["B"]) + len(state.stock) == 52


@pytest.mark.rule("GW-2.3")
def test_stock_of_the_wrong_size_is_refused():
    rec = examples.worked_example()
    rec["stock"] = rec["stock"][:25]
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert str(err.value) == "stock: 25 cards, expected 26 (GW-2.3)"


@pytest.mark.rule("GW-2.4")
def test_the_non_dealer_leads_first():
    for dealer in PLAYERS:
        state = new_game(3, dealer=dealer)
        other = "B" if dealer == "A" else "A"
        assert state.to_play == other == state.leader
        with pytest.raises(RuleError) as err:
            state.play(state.hands[dealer][0], player=dealer)
        assert err.value.rule == "GW-2.4"
        assert "turn" in err.value.message


# ---------------------------------------------------------------- GW-3 tricks


@pytest.mark.rule("GW-3.1")
def test_follower_must_follow_suit_with_the_message_of_the_records_page():
    state = german_state(a="AH KS", b="2H 2S 7C", stock="KD 3C", dealer="B")
    state = play_all(state, "AH", "2H")      # A wins trick 1 and leads again
    assert state.to_play == "A"
    state = state.play("KS")
    before = seen(state)
    with pytest.raises(RuleError) as err:
        state.play("7C")
    assert err.value.message == "7C does not follow spades; B holds 2S"
    assert err.value.rule == "GW-3.1"
    assert seen(state) == before
    assert state.legal_plays() == (card("2S"),)


@pytest.mark.rule("GW-3.1")
def test_any_card_may_be_led_and_a_void_player_may_discard_without_trumping():
    # trump diamonds; B has no spades
    state = german_state(a="KS QS 3H", b="2H 4H 7C AD KD QD JD 10D 9D 8D 7D 6D 5D",
                         stock="4D")
    assert state.legal_plays() == state.hands["A"]
    state = state.play("KS")
    assert set(state.legal_plays()) == set(state.hands["B"])   # void: anything
    after = state.play("7C")                                    # no obligation to trump
    assert after.tricks[0].winner == "A"


@pytest.mark.rule("GW-3.1")
def test_a_card_not_held_is_refused():
    state = german_state(a="KS", b="2S", stock="3C")
    with pytest.raises(RuleError) as err:
        state.play("2S")
    assert err.value.message == "A does not hold 2S"
    assert err.value.rule == "GW-3.1"


@pytest.mark.rule("GW-3.2")
def test_highest_of_the_led_suit_wins_unless_trumped():
    # trump clubs (3C face up); VOID is a B hand with no spades
    void = "2C AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 2H"
    cases = [
        ("KS", "2S", "2S", "A"),     # higher of the led suit
        ("2S", "KS", "KS", "B"),
        ("AS", "2C", void, "B"),     # a trump beats the ace
        ("AS", "7H", void, "A"),     # a discard never wins
        ("5C", "4C", "4C", "A"),     # trump lead, lower trump
        ("4C", "AC", "AC", "B"),
    ]
    for lead, reply, b_hand, winner in cases:
        state = german_state(a=lead, b=b_hand, stock="3C")
        after = play_all(state, lead, reply)
        assert after.tricks[0].winner == winner, (lead, reply)
        assert after.to_play == winner                      # the winner leads next


@pytest.mark.rule("GW-3.2")
def test_no_obligation_to_overtake():
    state = german_state(a="10S", b="AS 2S", stock="3C").play("10S")
    assert set(state.legal_plays()) >= {card("AS"), card("2S")}
    assert state.play("2S").tricks[0].winner == "A"


@pytest.mark.rule("GW-3.3")
def test_the_prize_is_not_part_of_the_trick():
    state = new_game(21)
    prize = state.prize
    with pytest.raises(RuleError) as err:
        state.play(prize)
    assert err.value.rule == "GW-3.3"
    after = play_all(state, state.legal_plays()[0])
    after = after.play(after.legal_plays()[0])
    trick = after.tricks[0]
    assert len(trick.cards) == 2 and prize not in [c for _, c in trick.cards]
    assert trick.prize is prize


# ---------------------------------------------------------------- GW-4 first stage


@pytest.mark.rule("GW-4.1")
def test_winner_takes_the_prize_loser_the_next_hidden_card():
    state = new_game(8)
    stock = state.stock
    after = state.play(state.legal_plays()[-1])
    after = after.play(after.legal_plays()[0])
    t = after.tricks[0]
    assert (t.prize, t.draw) == (stock[0], stock[1])
    assert stock[0] in after.hands[t.winner]
    assert stock[1] in after.hands[t.loser]
    assert after.prize is stock[2]           # then the next card is turned up
    assert after.stock == stock[2:]


@pytest.mark.rule("GW-4.1")
def test_the_loser_s_draw_is_hidden_from_the_winner():
    states = replay(examples.worked_example())
    after = states[2]
    assert after.view("A").tricks[0].draw == card("2C")     # A drew it and knows it
    assert after.view("B").tricks[0].draw is None           # B never sees it
    assert card("2C") in after.view("B").unseen()
    assert after.view("A").opponent_known == (card("KH"),)  # the prize was face up
    assert after.play("KH").view("A").opponent_known == ()  # ... until B plays it
    assert after.play("8S").view("A").opponent_known == (card("KH"),)


@pytest.mark.rule("GW-4.2")
def test_new_prizes_never_change_trump():
    other_suit_prizes = 0
    for seed in range(6):
        states = bot_game(seed)
        trump = states[0].trump
        other_suit_prizes += sum(t.prize.suit is not trump for t in states[-1].tricks[:13])
        assert all(s.trump is trump for s in states)
        assert all(s.view(p).trump is trump for s in states for p in PLAYERS)
    assert other_suit_prizes > 20


@pytest.mark.rule("GW-4.3")
def test_played_cards_go_aside_and_both_hold_13_again():
    states = bot_game(4)
    for s in states:
        if s.stage == 1 and not s.current:
            assert len(s.hands["A"]) == len(s.hands["B"]) == 13
            assert s.counted == {"A": 0, "B": 0}
        for c in s.plays:
            assert c not in s.hands["A"] and c not in s.hands["B"] and c not in s.stock


@pytest.mark.rule("GW-4.4")
def test_stock_is_used_up_after_exactly_13_tricks_in_order():
    states = bot_game(12)
    start = states[0]
    for s in states:
        n = len(s.done)
        assert s.stock == start.stock[2 * min(n, 13):]
        assert s.stage == (1 if n < 13 else 2)
    final = states[-1]
    taken = [c for t in final.tricks[:13] for c in (t.prize, t.draw)]
    assert taken == list(start.stock)       # prize then hidden card, never swapped
    assert all(t.prize is None and t.draw is None for t in final.tricks[13:])


# ---------------------------------------------------------------- GW-5 second stage


@pytest.mark.rule("GW-5.1")
def test_winner_of_trick_13_leads_the_second_stage():
    for seed in range(5):
        states = bot_game(seed)
        at14 = next(s for s in states if len(s.tricks) == 13 and not s.current)
        assert at14.stage == 2 and at14.prize is None
        assert at14.to_play == at14.tricks[12].winner
        loser = at14.tricks[12].loser
        with pytest.raises(RuleError) as err:
            at14.play(at14.hands[loser][0], player=loser)
        assert err.value.rule == "GW-5.1"


@pytest.mark.rule("GW-5.2")
def test_second_stage_has_no_drawing_and_keeps_following_suit():
    states = bot_game(6, rules=FREE)
    stage2 = [s for s in states if s.stage == 2]
    for s in stage2:
        assert s.stock == () and s.stock_size == 0
        if not s.current:
            assert len(s.hands["A"]) == len(s.hands["B"]) == 26 - len(s.tricks)
    # free reply applies to the first stage only
    refused = 0
    for seed in range(6):
        for s in bot_game(seed, rules=FREE):
            if s.stage == 2 and s.current:
                suit = s.current[0][1].suit
                hand = s.hands[s.to_play]
                off = [c for c in hand if c.suit is not suit]
                if off and len(off) < len(hand):
                    assert all(c.suit is suit for c in s.legal_plays())
                    with pytest.raises(RuleError) as err:
                        s.play(off[0])
                    assert err.value.rule == "GW-3.1"
                    refused += 1
    assert refused > 5


@pytest.mark.rule("GW-5.3")
def test_at_least_7_of_the_13_counted_tricks_wins():
    for seed in range(8):
        final = bot_game(seed)[-1]
        c = final.counted
        assert c["A"] + c["B"] == 13
        assert final.winner == ("A" if c["A"] >= 7 else "B")


# ---------------------------------------------------------------- GW-6 end of game


@pytest.mark.rule("GW-6.1")
def test_nine_against_four_wins_for_the_first_player():
    rec = examples.nine_four()
    states = replay(rec)
    final = states[-1]
    assert final.complete and len(final.tricks) == 26
    assert final.counted == {"A": 9, "B": 4}
    assert final.winner == "A"
    out = summary(states)
    assert out["counted"] == {"A": 9, "B": 4} and out["winner"] == "A" and out["complete"]
    assert table_step(final).endswith("Game over: A wins 9–4 (GW-6.1).")


@pytest.mark.rule("GW-6.1")
def test_no_play_after_26_tricks_and_no_tie_in_the_house_game():
    final = replay(examples.nine_four())[-1]
    with pytest.raises(RuleError) as err:
        final.play("AS")
    assert err.value.rule == "GW-6.1"
    assert final.legal_plays() == () and final.to_play is None
    rec = examples.nine_four()
    rec["play"].append("AS")
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert err.value.place == "play 53" and err.value.rule == "GW-6.1"
    for seed in range(10):
        assert bot_game(seed)[-1].winner is not None


@pytest.mark.rule("GW-6.2")
def test_a_new_game_switches_the_dealer():
    state = new_game(1)
    nxt = state.next_game(2)
    assert nxt.dealer != state.dealer
    assert nxt.next_game(3).dealer == state.dealer
    assert nxt.rules == state.rules and nxt.plays == ()


@pytest.mark.rule("GW-6.3")
def test_misdeal_is_refused_before_play():
    rec = examples.worked_example()
    rec["hands"]["A"] = rec["hands"]["A"][:12]
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert str(err.value) == "hands.A: 12 cards, expected 13 (GW-2.2)"
    rec = examples.worked_example()
    rec["stock"][5] = rec["hands"]["B"][0]
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert err.value.rule == "GW-1.1" and "dealt twice (hands.B and stock)" in err.value.message


@pytest.mark.rule("GW-6.3")
def test_an_illegal_reply_is_refused_and_replaced_by_a_legal_card():
    state = german_state(a="KS", b="2S 7C", stock="3D").play("KS")
    snapshot = (seen(state), table_step(state))
    with pytest.raises(RuleError):
        state.play("7C")
    assert (seen(state), table_step(state)) == snapshot
    assert state.why_illegal("7C").rule == "GW-3.1"
    assert state.why_illegal("2S") is None and state.is_legal("2S")
    after = state.play("2S")
    assert after.tricks[0].cards == (("A", card("KS")), ("B", card("2S")))


# ---------------------------------------------------------------- GW-7 history and variants


@pytest.mark.rule("GW-7.1")
def test_a_game_for_two():
    final = bot_game(2)[-1]
    assert PLAYERS == ("A", "B")
    assert set(final.hands) == {"A", "B"}
    for t in final.tricks:
        assert sorted(p for p, _ in t.cards) == ["A", "B"]


@pytest.mark.rule("GW-7.2")
def test_free_reply_in_the_first_stage():
    state = german_state(a="KS", b="2S 7C", stock="3D", rules=FREE).play("KS")
    assert card("7C") in state.legal_plays()
    assert state.play("7C").tricks[0].winner == "A"


@pytest.mark.rule("GW-7.2")
def test_count_all_tricks_and_the_13_13_tie():
    states = replay(TIE_RECORD)
    final = states[-1]
    assert final.rules == COUNT_ALL
    assert final.complete and final.counted == {"A": 13, "B": 13}
    assert final.winner is None
    out = summary(states)
    assert "winner" in out and out["winner"] is None
    assert table_step(final).endswith("Game over: a 13–13 tie (V-GW-COUNT-ALL).")
    # the same cards under house rules count the second stage only
    house = dict(TIE_RECORD, rules={})
    assert sum(replay(house)[-1].counted.values()) == 13


@pytest.mark.rule("GW-7.2")
def test_rules_records_refuse_unknown_keys_and_bad_values():
    assert GermanWhistRules.from_record({}) is HOUSE
    assert GermanWhistRules.from_record(None) is HOUSE
    assert GermanWhistRules.from_record({"count_all_tricks": None}) is HOUSE
    assert GermanWhistRules.from_record({"count_all_tricks": True}) == COUNT_ALL
    assert COUNT_ALL.to_record() == {"count_all_tricks": True}
    assert HOUSE.to_record() == {}
    assert FREE.to_record() == {"follow_suit_first_stage": False}
    for key in ("min_bid", "target", "bogus"):
        with pytest.raises(RecordError) as err:
            GermanWhistRules.from_record({key: 3})
        assert err.value.place == f"rules.{key}" and err.value.rule == "GW-7.2"
    for value in (1, "yes", [], 0):
        with pytest.raises(RecordError) as err:
            GermanWhistRules.from_record({"follow_suit_first_stage": value})
        assert err.value.place == "rules.follow_suit_first_stage"
        assert err.value.rule == "V-GW-FREE-FIRST"
    with pytest.raises(RecordError) as err:
        GermanWhistRules.from_record(["count_all_tricks"])
    assert err.value.place == "rules"


# ---------------------------------------------------------------- GW-8 worked example


@pytest.mark.rule("GW-8.1")
def test_worked_example_first_trick():
    states = replay(examples.worked_example())
    start, led, after = states
    assert start.trump is Suit.HEARTS and start.prize == card("KH")
    assert start.to_play == "A"
    assert table_step(led) == "A leads J♠."
    t = after.tricks[0]
    assert t.cards == (("A", card("JS")), ("B", card("AS")))
    assert t.winner == "B" and t.stage == 1


@pytest.mark.rule("GW-8.2")
def test_worked_example_exchange():
    after = replay(examples.worked_example())[-1]
    assert card("KH") in after.hands["B"]
    assert after.tricks[0].draw == card("2C") and card("2C") in after.hands["A"]
    assert after.prize == card("QD")
    assert after.trump is Suit.HEARTS
    assert table_step(after) == (
        "B answers A♠ and wins: the higher spade (GW-3.2). B takes the prize K♥; "
        "A draws the next card from the stock, unseen by the other player (GW-4.1). "
        "New prize: Q♦ — hearts stay trump. B leads next.")


@pytest.mark.rule("GW-8.3")
def test_worked_example_spades_aside_b_leads_13_each():
    after = replay(examples.worked_example())[-1]
    for p in PLAYERS:
        assert len(after.hands[p]) == 13
        assert card("JS") not in after.hands[p] and card("AS") not in after.hands[p]
    assert after.counted == {"A": 0, "B": 0}
    assert after.to_play == "B" and after.leader == "B"
    out = summary(replay(examples.worked_example()))
    assert out["tricks"] == [{"stage": 1, "leader": "A", "cards": ["JS", "AS"], "winner": "B",
                              "prize": "KH", "draw": "2C"}]


# ---------------------------------------------------------------- views, bot, records


@pytest.mark.rule("GW-4.1")
def test_view_shows_own_cards_prize_and_counts_only():
    after = replay(examples.worked_example())[-1]
    v = after.view("B")
    assert v.hand == after.hands["B"] and v.prize == card("QD") and v.trump is Suit.HEARTS
    assert v.opponent_hand_size == 13 and v.stock_size == 24
    assert v.opponent_known == () and v.drawn == ()
    assert v.legal == after.legal_plays() and v.my_turn
    assert after.view("A").legal == () and not after.view("A").my_turn
    assert v.played == (card("JS"), card("AS"))
    hidden = set(after.hands["A"]) | set(after.stock[1:])
    assert set(v.unseen()) == hidden
    with pytest.raises(RecordError):
        after.view("C")


@pytest.mark.rule("GW-3.1")
def test_bot_plays_legal_cards_from_views_only():
    for seed in range(20):
        for rules in (HOUSE, FREE):
            states = bot_game(seed, rules)
            assert states[-1].complete
            for s in states[:-1]:
                assert choose_card(s.view(s.to_play)) in s.legal_plays()


@pytest.mark.rule("GW-4.1")
def test_bot_fights_for_a_valuable_prize_and_ducks_a_poor_one():
    # Prize A♥ (a trump): B wins A's 5♠ with A♠ rather than play 3♠.
    rich = german_state(a="5S", b="AS 3S", stock="AH").play("5S")
    assert choose_card(rich.view("B")) == card("AS")
    # Second prize 3♦ (poor): B keeps A♠ and ducks with 3♠.
    poor = play_all(german_state(a="KS 5S", b="2S AS 3S", stock="AH 2C 3D"), "KS", "2S", "5S")
    assert poor.prize == card("3D") and poor.to_play == "B"
    assert choose_card(poor.view("B")) == card("3S")
    # Leading for a valuable prize: B (dealer A) cashes its master A♠.
    lead = german_state(a="KS 5S", b="AS 3S 4C 5C 6C 7C 8C 9C 10C 2D 4D 5D 6D",
                        stock="AH 2C 3D", dealer="A")
    assert choose_card(lead.view("B")) == card("AS")


@pytest.mark.rule("GW-6.3")
def test_replay_names_play_trick_and_player():
    rec = record_of(german_state(a="AH KS", b="2H 2S 7C", stock="KD 3C", dealer="B"))
    rec["play"] = ["AH", "2H", "KS", "7C"]
    with pytest.raises(RuleError) as err:
        replay(rec)
    assert str(err.value) == "play 4 (trick 2, player B): 7C does not follow spades; " \
                             "B holds 2S (GW-3.1)"
    rec["play"] = ["AH", "7D"]
    with pytest.raises(RuleError) as err:
        replay(rec)
    assert str(err.value) == "play 2 (trick 1, player B): B does not hold 7D (GW-3.1)"
    rec["play"] = ["AH", "XX"]
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert err.value.place == "play 2 (trick 1, player B)"


@pytest.mark.rule("GW-2.2")
def test_record_stage_order_and_nulls():
    rec = examples.worked_example()
    rec["hands"] = None
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert err.value.place == "stock" and "hands is missing" in err.value.message
    rec = {"game": "german-whist", "dealer": "A", "play": ["AS"]}
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert err.value.place == "play"
    rec = {"game": "german-whist", "dealer": "A"}
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert err.value.place == "hands" and err.value.rule == "GW-2.2"
    rec = examples.worked_example()
    rec["play"] = None
    assert len(replay(rec)) == 1
    rec["play"] = "JS AS"
    with pytest.raises(RecordError) as err:
        replay(rec)
    assert err.value.place == "play"


@pytest.mark.rule("GW-2.3")
def test_deal_record_replays_and_round_trips():
    for seed in (0, 1, 77):
        rec = deal_record(seed, dealer="A", rules={"count_all_tricks": True})
        assert "play" not in rec and rec["dealer"] == "A"
        assert rec["rules"] == {"count_all_tricks": True}
        assert len(rec["trace"]) == 52 and rec["seed"] == seed
        states = replay(json.loads(json.dumps(rec)))
        assert len(states) == 1
        assert states[0].rules == COUNT_ALL
        again = record_of(states[0])
        assert again == {k: v for k, v in rec.items() if k not in ("seed", "trace")}
    final = bot_game(9)[-1]
    assert replay(record_of(final))[-1] == final
    # extra keys of a loaded record survive playing on and saving again
    loaded = examples.worked_example()
    later = replay(loaded)[-1].play("8S")
    saved = record_of(later, base=loaded)
    assert saved["title"] == loaded["title"] and saved["play"] == ["JS", "AS", "8S"]


@pytest.mark.rule("GW-6.1")
def test_summary_keys_of_the_records_page():
    out = summary(replay(examples.nine_four()))
    assert set(out) >= {"trump", "tricks", "counted", "winner", "complete", "dealer", "rules"}
    assert out["trump"] == "hearts"
    assert len(out["tricks"]) == 26
    assert all(set(t) == {"stage", "leader", "cards", "winner", "prize", "draw"}
               for t in out["tricks"][:13])
    assert all(set(t) == {"stage", "leader", "cards", "winner"} for t in out["tricks"][13:])
    mid = summary(replay(examples.worked_example()))
    assert "winner" not in mid and mid["complete"] is False
    json.dumps(out)


@pytest.mark.rule("GW-6.3")
def test_states_are_immutable_values():
    state = new_game(4)
    with pytest.raises(AttributeError):
        state.trump = Suit.SPADES  # type: ignore[misc]
    with pytest.raises((AttributeError, TypeError)):
        state.foo = 1  # type: ignore[attr-defined]
    nxt = state.play(state.legal_plays()[0])
    assert state.plays == () and nxt.plays != ()
    assert new_game(4) == state and hash(new_game(4)) == hash(state)
    import copy
    import pickle
    assert pickle.loads(pickle.dumps(nxt)) == nxt
    assert copy.deepcopy(nxt) == nxt


@pytest.mark.rule("GW-6.3")
def test_playing_on_from_an_earlier_state_leaves_every_line_as_it_was():
    start = new_game(11)
    line = [start]
    for _ in range(30):
        line.append(line[-1].play(line[-1].legal_plays()[0]))
    before = [seen(s) for s in line]
    # branch from states in the middle (and twice from one), then go on along each branch
    branches = [line[k].play(line[k].legal_plays()[-1]) for k in (0, 7, 7, 20, 29)]
    for k, b in zip((0, 7, 7, 20, 29), branches, strict=True):
        assert b.plays[:k] == line[k].plays and len(b.plays) == k + 1
        assert b == line[k].play(line[k].legal_plays()[-1])
        for _ in range(5):
            b = b.play(b.legal_plays()[0])
        assert b.plays[:k + 1] == branches[(0, 7, 7, 20, 29).index(k)].plays
    assert [seen(s) for s in line] == before
    again = start
    for s in line[1:]:
        again = again.play(s.plays[-1])
    assert again == line[-1] and hash(again) == hash(line[-1]) and again != line[-2]


def test_text_and_picture_reprs():
    state = replay(examples.worked_example())[-1]
    assert "trump" in repr(state) and "Q♦" in str(state)
    assert state._repr_svg_().lstrip().startswith("<svg")
    v = state.view("A")
    assert "<svg" in v._repr_svg_()
    hidden_draw = state.tricks[0].draw  # A's draw: B never sees it, not even drawn face up
    assert f'data-card="{hidden_draw.code}"' not in state.view("B")._repr_svg_()


def test_from_deal_accepts_codes_and_refuses_bad_hands():
    good = examples.worked_example()
    s = from_deal(good["hands"], " ".join(good["stock"]), "B")
    assert s.prize == card("KH")
    with pytest.raises(RecordError) as err:
        from_deal({"A": good["hands"]["A"], "C": good["hands"]["B"]}, good["stock"], "B")
    assert err.value.place == "hands.C"
    with pytest.raises(RecordError) as err:
        from_deal({"A": good["hands"]["A"]}, good["stock"], "B")
    assert err.value.place == "hands.B"
    assert cards("AS KS") == (card("AS"), card("KS"))


# ---------------------------------------------------------------- every rule is cited

GW_RULES = [f"GW-{a}.{b}" for a, n in ((1, 2), (2, 4), (3, 3), (4, 4), (5, 3), (6, 3),
                                         (7, 2), (8, 3)) for b in range(1, n + 1)]


def test_every_german_whist_rule_is_cited_by_a_test():
    here = Path(__file__).parent
    text = "".join(p.read_text(encoding="utf-8")
                   for p in here.glob("test_*german_whist*.py"))
    cited = set(re.findall(r'mark\.rule\("(GW-\d+\.\d+)"\)', text))
    assert len(GW_RULES) == 24
    assert [r for r in GW_RULES if r not in cited] == []
