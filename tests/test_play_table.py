"""The play tables, driven in Python by clicking their buttons."""

from __future__ import annotations

import json
import random

import pytest
from test_game_table import assert_bots_acted_legally

from whist_core.bid_whist import SEATS, BidWhistRules, Phase
from whist_core.bid_whist.game_api import replay as bid_whist_replay
from whist_core.german_whist import GermanWhistRules
from whist_core.german_whist import replay as german_replay
from widgets.play_table import GermanPlayTable, PlayTable

RULES = [BidWhistRules(), BidWhistRules(min_bid=4, downtown_beats_uptown=True),
         BidWhistRules(nt_jokers="kitty", first_lead="left_of_dealer"),
         BidWhistRules(nt_jokers="first_discard", jokers=1, ace_low_downtown=True),
         BidWhistRules(jokers=0, allow_renege=True)]


def _enabled_bids(table: PlayTable) -> list:
    return [b for b in [table.pass_button, *table.bid_buttons.values()] if not b.disabled]


def _learner_turn(table: PlayTable, rng: random.Random, check_refusal: bool = True) -> None:
    """One learner action by clicking, trying an illegal card first when there is one."""
    view = table.view
    phase = table.state.phase
    if phase is Phase.AUCTION:
        rng.choice(_enabled_bids(table)).click()
    elif phase is Phase.DECLARE:
        shown = [b for d, b in table.declare_buttons.items() if d in view.legal]
        assert len(shown) in (2, 4)
        rng.choice(shown).click()
    elif phase is Phase.DISCARD:
        need = view.discard_count
        chosen = set(table._selected)
        assert set(view.required_discards) <= chosen
        for card, button in table.card_buttons.items():
            if len(chosen) == need:
                break
            if card not in chosen:
                button.click()
                chosen.add(card)
        table.confirm_button.click()
    else:
        illegal = [c for c in view.hand if c not in view.legal]
        if check_refusal and illegal and not table.rules.allow_renege:
            before = table.state
            table.card_buttons[illegal[0]].click()
            assert table.state is before
            assert "is-error" in table.message._dom_classes
            assert illegal[0].pretty in table.message_text      # plain words, no code
            assert illegal[0].code not in table.message_text
            assert "(BW-" in table.message_text or "(V-" in table.message_text
        table.card_buttons[rng.choice(view.legal)].click()


def _play_to_the_end(table: PlayTable, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        if table.state.complete:
            return
        assert table.state.to_act == table.seat, "the bots left the learner waiting"
        _learner_turn(table, rng)
    pytest.fail("the hand did not end")


# --------------------------------------------------------------- Bid Whist


def test_play_table_builds_with_its_hooks():
    table = PlayTable(seed=3, pause=0)
    assert {"whist-root", "whist-play-table"} <= set(table._dom_classes)
    assert "whist-message" in table.message._dom_classes
    assert "whist-hint" in table.hint_button._dom_classes
    assert "whist-new-hand" in table.new_button._dom_classes
    assert "whist-save" in table.save_button._dom_classes
    assert table.save_button.disabled            # the record shows every hand: only at the end
    assert table.state.to_act == "S"             # the bots have spoken before South
    assert table.table.show == "S"               # the picture shows South's cards only


@pytest.mark.rule("BW-3.3")
def test_auction_buttons_offer_exactly_the_legal_calls():
    table = PlayTable(seed=3, pause=0)
    legal = set(table.state.legal_calls())
    for bid, button in table.bid_buttons.items():
        assert button.disabled == (bid.call not in legal)
    assert "whist-bid" in table.pass_button._dom_classes


@pytest.mark.rule("BW-4.4")
def test_an_illegal_card_is_refused_and_the_state_kept():
    table = PlayTable(seed=3, pause=0)
    rng = random.Random(2)
    while not (table.state.phase is Phase.PLAY and
               any(c not in table.view.legal for c in table.view.hand)):
        _learner_turn(table, rng, check_refusal=False)
    before = table.state
    card = next(c for c in table.view.hand if c not in table.view.legal)
    table.card_buttons[card].click()
    assert table.state is before
    text = table.message_text
    assert f"{card.pretty} does not follow" in text or "joker" in text
    assert "you hold" in text and "(BW-4." in text and card.code not in text
    # a legal card is then accepted
    table.card_buttons[table.view.legal[0]].click()
    assert table.state is not before


@pytest.mark.parametrize("rules", RULES, ids=lambda r: str(r.to_record() or "house"))
def test_a_whole_hand_by_clicking(rules):
    for seed in range(4):
        table = PlayTable(rules, seed=seed, pause=0, seat=SEATS[seed % 4])
        _play_to_the_end(table, seed)
        assert table.state.complete
        assert table.last_error is None
        assert "BW-6" in table.result.value
        assert table.sheet.layout.display is None    # the score sheet is shown
        assert_bots_acted_legally(table.state, table.seat)
        table.save_button.click()
        record = json.loads(table.record.value)
        assert bid_whist_replay(record)[-1].played == table.state.played
        assert "whist-record" in table.record._dom_classes


def test_hint_lists_the_legal_cards():
    table = PlayTable(seed=8, pause=0)
    rng = random.Random(1)
    while table.state.phase is not Phase.PLAY:
        _learner_turn(table, rng)
    table.hint_button.click()
    text = table.message_text
    assert text.startswith("Hint: ")
    assert all(c.pretty in text for c in table.view.legal)
    assert "(BW-" in text
    rings = [c for c, b in table.card_buttons.items() if "is-legal" in b._dom_classes]
    assert set(rings) == set(table.view.legal)


@pytest.mark.rule("BW-1.3")
def test_new_hand_deals_again_and_passes_the_deal_left():
    table = PlayTable(seed=5, pause=0)
    _play_to_the_end(table, 5)
    first = table.state.dealer
    over = table.game.over
    assert len(table.game.lines) == 1
    table.new_button.click()
    assert not table.state.complete
    assert table.state.dealer == SEATS[(SEATS.index(first) + 1) % 4]
    assert table.result.value == "" and table.record.value == ""
    assert len(table.game.lines) == (0 if over else 1)  # a new game after a win (BW-7.1)


def test_step_mode_shows_one_bot_move_per_continue():
    table = PlayTable(seed=3, pause=0, step=True, seat="N")
    moved = 0
    while table.state.to_act != "N":
        assert not table.continue_button.disabled
        assert "Continue" in table.status.value
        before = table.state
        table.continue_button.click()
        assert table.state.previous is before       # exactly one move
        moved += 1
    assert moved >= 1
    assert table.continue_button.disabled


def test_clicks_out_of_turn_and_after_the_end_are_refused_politely():
    table = PlayTable(seed=3, pause=0, step=True, seat="N")
    before = table.state
    table.pass_button.click()
    assert table.state is before
    assert "wait" in table.message_text.lower()


def test_an_unexpected_error_is_a_polite_message_not_a_traceback(monkeypatch):
    table = PlayTable(seed=3, pause=0)

    def broken(_state):
        raise KeyError("boom")

    monkeypatch.setattr(table.bot, "move", broken)
    _enabled_bids(table)[0].click()                  # the bots then fail
    assert "Sorry" in table.message_text
    assert "Traceback" not in table.message.value
    assert "KeyError" in table.last_error


@pytest.mark.rule("V-NT-JOKER-KITTY")
def test_required_discards_are_preselected():
    rules = BidWhistRules(nt_jokers="kitty")
    for seed in range(200):
        table = PlayTable(rules, seed=seed, pause=0)
        if table.state.phase is not Phase.AUCTION:
            continue
        nt = [b for b in table.bid_buttons if b.is_no_trump and not
              table.bid_buttons[b].disabled]
        if not nt:
            continue
        table.bid(nt[-1])
        if table.state.phase is not Phase.DECLARE or table.state.to_act != "S":
            continue
        table.declare_buttons["uptown"].click()
        if table.view.required_discards:
            assert set(table.view.required_discards) <= set(table._selected)
            return
    pytest.skip("no seed gave South the contract with a joker")


# ------------------------------------------------------------ German Whist


@pytest.mark.rule("GW-3.1")
def test_german_table_refuses_an_illegal_card_and_keeps_the_game():
    table = GermanPlayTable(seed=4, pause=0)
    assert "whist-german-play-table" in table._dom_classes
    rng = random.Random(0)
    refused = 0
    while not table.state.complete:
        view = table.view
        assert view.my_turn
        illegal = [c for c in view.hand if c not in view.legal]
        if illegal:
            before = table.state
            table.card_buttons[illegal[0]].click()
            assert table.state is before
            assert "(GW-3.1)" in table.message_text
            refused += 1
        table.card_buttons[rng.choice(view.legal)].click()
    assert refused > 0
    assert table.last_error is None
    assert "GW-5.3" in table.result.value
    table.save_button.click()
    record = json.loads(table.record.value)
    assert german_replay(record)[-1].counted == table.state.counted


@pytest.mark.rule("GW-6.2")
def test_german_new_game_switches_the_dealer():
    table = GermanPlayTable(seed=9, pause=0, rules=GermanWhistRules(count_all_tricks=True))
    dealer = table.state.dealer
    table.new_button.click()
    assert table.state.dealer != dealer
    assert table.state.rules.count_all_tricks
    table.hint_button.click()
    assert "GW-3.1" in table.message_text


def test_german_table_learner_draw_is_told_to_the_learner_only():
    table = GermanPlayTable(seed=2, pause=0)
    rng = random.Random(3)
    told = False
    while table.state.stage == 1:
        table.card_buttons[rng.choice(table.view.legal)].click()
        told = told or "you draw the next card from the stock:" in table.message_text
    assert told
    assert table.table.show == "A"


def test_phone_table_shows_chips_with_counts_and_no_empty_trick() -> None:
    """The phone layout: the other seats as chips with card counts; before a card is
    played a short note, not empty slots; then the trick's cards, large."""
    table = PlayTable(seed=3, dealer="N", pause=0)
    phone = table.phone.value
    assert "whist-phone-table" in table.phone._dom_classes
    for name in ("North (partner)", "East", "West"):
        assert f"<b>{name}</b> 12 cards" in phone
    assert "<svg" not in phone and "not played yet" in phone
    german = GermanPlayTable(seed=7, dealer="A", pause=0)   # B leads: a card is on the table
    phone = german.phone.value
    assert "<b>B (computer)</b> 12 cards" in phone and "<b>Stock</b> 26 cards · prize" in phone
    assert phone.count("<figure>") == 1 and "<figcaption>B</figcaption>" in phone
