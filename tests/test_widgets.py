"""The widgets package in Python (no browser): build every widget from records, click
every stepper to the end and back, and check readouts, messages, pictures and that
hidden seats never show a card."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from whist_core import records
from whist_core.bid_whist import HOUSE, SEATS, BidWhistRules, Game, Phase
from whist_core.cards import Card
from whist_core.narrate import signed, table_step
from whist_core.narrate.family import house_deal_step as deal_step
from widgets import (
    AuctionStepper,
    BidLadder,
    CardView,
    Cursor,
    DealStepper,
    GermanWhistReplay,
    HandReplay,
    HandView,
    RankLadder,
    ScoreSheet,
    TableView,
    TrickView,
)

DATA = Path(__file__).parent / "data"
BW_HAND = DATA / "bw_complete_hand.json"
BW_MID = DATA / "bw_mid_auction.json"
GW_GAME = DATA / "gw_complete_game.json"
DATA_CARD = re.compile(r'data-card="([^"]+)"')


def classes(widget) -> list[str]:
    return list(widget._dom_classes)


def shown_codes(html: str) -> set[str]:
    """Codes of the card faces drawn in an HTML/SVG string."""
    return set(DATA_CARD.findall(html))


def walk(stepper) -> list[tuple[str, str, str, str]]:
    """Click next to the end, then prev back to the start, checking the buttons.

    Returns (readout, message, picture, panel) for every step going forward.
    """
    c = stepper.cursor
    n = c.n

    def text(i: int) -> str:  # the counter convention (widgets.cursor.counter_text)
        return f"{i} / {n - 1}" if stepper.has_start else f"{i + 1} / {n}"

    seen = [(c.position_text, stepper.message_text, stepper.picture.value,
             stepper.panel.value)]
    assert c.position_text == text(0)
    assert c.first_button.disabled and c.prev_button.disabled
    for k in range(2, n + 1):
        assert not c.next_button.disabled
        c.next_button.click()
        seen.append((c.position_text, stepper.message_text, stepper.picture.value,
                     stepper.panel.value))
        assert c.position_text == text(k - 1)
        assert stepper.message.value  # a message at every step
        assert seen[-1][1:] != seen[-2][1:], f"step {k} changed nothing"
        # the slider holds the number the readout shows (what a screen reader speaks)
        assert c.slider.value == (k - 1 if stepper.has_start else k)
    assert c.next_button.disabled and c.last_button.disabled
    c.next_button.click()  # nothing happens at the end
    assert c.position_text == text(n - 1)
    for k in range(n - 1, 0, -1):
        c.prev_button.click()
        assert c.position_text == text(k - 1)
        assert stepper.message_text == seen[k - 1][1]
        assert stepper.picture.value == seen[k - 1][2]
    assert c.first_button.disabled and c.prev_button.disabled
    c.last_button.click()
    assert c.position_text == text(n - 1)
    c.first_button.click()
    assert c.position_text == text(0)
    return seen


# ----------------------------------------------------------------------------- cursor
def test_cursor_counts_from_one_and_disables_the_ends() -> None:
    c = Cursor(5)
    assert "whist-cursor" in classes(c)
    assert c.value == 0 and c.position_text == "1 / 5"
    for b, cls in ((c.first_button, "whist-first"), (c.prev_button, "whist-prev"),
                   (c.next_button, "whist-next"), (c.last_button, "whist-last")):
        assert cls in classes(b) and b.tooltip
    assert "whist-position" in classes(c.readout)
    assert c.first_button.disabled and c.prev_button.disabled
    assert not c.next_button.disabled and not c.last_button.disabled
    c.next_button.click()
    assert (c.value, c.position_text, c.slider.value) == (1, "2 / 5", 2)
    c.last_button.click()
    assert c.position_text == "5 / 5" and c.next_button.disabled and c.last_button.disabled
    c.slider.value = 3   # dragging the slider moves the cursor
    assert (c.value, c.position_text) == (2, "3 / 5")
    seen = []
    c.observe(lambda ch: seen.append(ch["new"]), "value")
    c.prev_button.click()
    c.first_button.click()
    assert seen == [1, 0]


def test_cursor_of_one_position_is_all_disabled() -> None:
    c = Cursor(1)
    assert c.position_text == "1 / 1"
    assert all(b.disabled for b in (c.first_button, c.prev_button, c.next_button,
                                    c.last_button))
    assert c.slider.disabled
    with pytest.raises(ValueError):
        Cursor(0)


def test_cursor_slider_counts_as_the_readout() -> None:
    """With a start position the readout runs 0..n and so does the slider."""
    c = Cursor(4, start=True)
    assert (c.position_text, c.slider.min, c.slider.max, c.slider.value) == ("0 / 3", 0, 3, 0)
    c.slider.value = 2
    assert (c.value, c.position_text) == (2, "2 / 3")
    c.last()
    assert c.slider.value == 3


# ---------------------------------------------------------------------- deal stepper
def test_deal_stepper_walks_the_trace_with_the_kitty_rule() -> None:
    d = DealStepper(BW_HAND)
    assert {"whist-deal-stepper", "whist-stepper"} <= set(classes(d))
    assert "whist-message" in classes(d.message)
    seen = walk(d)
    assert len(seen) == 54
    for k, (_, message, picture, panel) in enumerate(seen, 1):
        assert message == deal_step(d.deal, k)
        step = d.deal.steps(SEATS)[k - 1]
        assert step.card.code in shown_codes(picture)   # "all": even kitty cards face up
        assert "Hatched" in panel
    assert "(BW-2.3)" in seen[0][1] and "(BW-2.3)" in seen[-1][1]
    kitty_step = d.deal.kitty_positions[0]
    assert "kitty" in seen[kitty_step - 1][1]


def test_deal_stepper_from_a_seed_and_for_one_seat_hides_the_rest() -> None:
    d = DealStepper(seed=5, dealer="N", show="S")
    assert d.n == 54
    dealt: dict[str, list[Card]] = {"N": [], "E": [], "S": [], "W": [], "kitty": []}
    for k in range(d.n):
        d.go(k)
        step = d.deal.steps(SEATS)[k]
        dealt[step.to].append(step.card)
        drawn = shown_codes(d.picture.value)
        assert drawn == {c.code for c in dealt["S"]}
        hidden = [c for seat in ("N", "E", "W", "kitty") for c in dealt[seat]]
        for c in hidden:
            assert c.pretty not in d.message_text and c.code not in d.message_text


def test_deal_stepper_without_trace_says_so() -> None:
    record = records.load(BW_HAND)
    del record["trace"]
    d = DealStepper(record)
    assert d.n == 1 and d.cursor.position_text == "1 / 1"
    assert "cannot be shown card by card" in d.message_text
    assert d.cursor.next_button.disabled
    assert len(shown_codes(d.picture.value)) == 48   # the four hands as dealt


# ------------------------------------------------------------------- auction stepper
def test_auction_stepper_lists_the_legal_calls() -> None:
    a = AuctionStepper(BW_HAND)
    assert "whist-auction-stepper" in classes(a)
    seen = walk(a)
    assert len(seen) == 5   # the deal and four calls
    for state, (_, message, _, panel) in zip(a.states, seen, strict=True):
        assert message == table_step(state)
        for b in state.legal_calls():
            assert f">{b.code}</span>" in panel
    assert "Contract" in seen[-1][3]


def test_auction_stepper_stops_mid_auction() -> None:
    a = AuctionStepper(BW_MID, show="S")
    assert a.n == 3
    a.go(-1)
    state = a.state
    assert state.phase is Phase.AUCTION and len(state.bids) == 2
    assert "To speak" in a.panel.value
    hidden = [c for s in "NEW" for c in state.hand(s)]
    assert not shown_codes(a.picture.value) & {c.code for c in hidden}


def test_auction_stepper_says_why_the_dealer_must_bid() -> None:
    rec = records.load(BW_HAND)
    states = records.replay({k: rec[k] for k in ("game", "dealer", "hands", "kitty")})
    forced = states[0].call("pass").call("pass").call("pass")
    a = AuctionStepper(forced)
    a.go(-1)
    assert "BW-2.5" in a.panel.value and "No pass" in a.panel.value
    assert "pass" not in [b.code for b in forced.legal_calls()]


# ----------------------------------------------------------------------- hand replay
def test_hand_replay_goes_from_deal_to_score() -> None:
    h = HandReplay(BW_HAND)
    assert "whist-hand-replay" in classes(h)
    states = records.replay(BW_HAND)
    assert h.n == len(states) == 1 + 4 + 1 + 1 + 48
    seen = walk(h)
    for state, (_, message, _, _) in zip(states, seen, strict=True):
        assert message == table_step(state)
    final = states[-1]
    result = final.result
    panel = seen[-1][3]
    assert "Result" in panel and f"NS {signed(result.score['NS'])}" in panel
    # after each trick's last card the winner is marked in the picture
    trick_end = next(i for i, s in enumerate(states) if s.tricks and s.trick is None
                     and s.last.kind == "play")
    assert "★ wins" in seen[trick_end][2]


def test_hand_replay_for_one_seat_never_names_hidden_cards() -> None:
    h = HandReplay(BW_HAND, show="S")
    assert h.show == ("S",)
    for i, state in enumerate(h.states):
        h.go(i)
        hidden = {c for s in "NEW" for c in state.hand(s)}
        if state.contract is not None and state.contract.declarer != "S":
            hidden |= set(state.kitty)
            hidden |= set(state.discard or ())
        hidden -= {c for _, c in state.played}
        codes = shown_codes(h.picture.value) | shown_codes(h.panel.value)
        assert not codes & {c.code for c in hidden}, f"step {i + 1}"
        assert message_names_none(h.message_text, hidden), f"step {i + 1}: {h.message_text}"
        assert h.message_text == table_step(state, ("S",))
    h.show = "all"
    h.go(0)
    assert len(shown_codes(h.picture.value)) == 48


def message_names_none(message: str, cards: set[Card]) -> bool:
    return not any(re.search(rf"(?<![0-9A-Z]){re.escape(c.pretty)}", message) for c in cards)


# -------------------------------------------------------------------- German replay
def test_german_replay_shows_prizes_draws_and_the_count() -> None:
    g = GermanWhistReplay(GW_GAME)
    assert "whist-german-replay" in classes(g)
    states = records.replay(GW_GAME)
    assert g.n == 53
    seen = walk(g)
    for state, (_, message, _, _) in zip(states, seen, strict=True):
        assert message == table_step(state)
    first_trick = states[2].tricks[0]
    panel = seen[2][3]
    assert f"prize → {first_trick.winner}" in panel
    assert first_trick.prize.code in shown_codes(panel)
    assert first_trick.draw.code in shown_codes(panel)   # "all": the draw face up
    assert "Winner" in seen[-1][3]
    assert "2 of 2" in seen[-1][3]


@pytest.mark.parametrize("player", ["A", "B"])
def test_german_replay_for_one_player_hides_the_other(player: str) -> None:
    g = GermanWhistReplay(GW_GAME, show=player)
    other = "B" if player == "A" else "A"
    for i, state in enumerate(g.states):
        g.go(i)
        view = state.view(player)
        known = set(view.opponent_known)
        hidden = (set(state.hand(other)) - known) | set(state.stock[1:])
        codes = shown_codes(g.picture.value) | shown_codes(g.panel.value)
        assert not codes & {c.code for c in hidden}, f"step {i + 1}"
        assert message_names_none(g.message_text, hidden), f"step {i + 1}"
        if state.tricks and not state.current and state.tricks[-1].stage == 1:
            t = state.tricks[-1]
            if t.loser == other:
                assert t.draw.code not in codes and "(hidden)" in g.panel.value


# ------------------------------------------------------------------------------ views
def test_card_hand_trick_and_table_views() -> None:
    c = CardView("QH")
    assert "whist-card-view" in classes(c) and 'data-card="QH"' in c.html.value
    c.card = "BJ"
    assert 'data-card="BJ"' in c.html.value
    c.face_down = True
    assert "data-card" not in c.html.value
    h = HandView(["AS", "KH", "10D"], highlight=["KH"])
    assert "whist-hand-view" in classes(h) and shown_codes(h.html.value) == {"AS", "KH", "10D"}
    h.cards = ["2C"]
    assert shown_codes(h.html.value) == {"2C"}
    states = records.replay(BW_HAND)
    final = states[-1]
    t = TrickView(final.tricks[0])
    assert "whist-trick-view" in classes(t)
    assert shown_codes(t.html.value) == {c.code for c in final.tricks[0].cards}
    assert "wins" in t.html.value
    deal_state = states[0]
    tv = TableView(deal_state, show="S")
    assert "whist-table-view" in classes(tv)
    assert shown_codes(tv.html.value) == {c.code for c in deal_state.hand("S")}
    tv.show = "all"
    assert len(shown_codes(tv.html.value)) == 48
    gw = records.replay(GW_GAME)[0]
    gv = TableView(gw, show="A")
    assert shown_codes(gv.html.value) >= {c.code for c in gw.hand("A")}
    assert not shown_codes(gv.html.value) & {c.code for c in gw.hand("B")}
    with pytest.raises(ValueError, match="not one of"):
        TableView(gw, show="N")


@pytest.mark.rule("BW-4.2", "BW-4.3", "BW-5.1")
def test_rank_ladder_asks_the_engine() -> None:
    r = RankLadder("uptown", "spades", controls=True)
    assert "whist-rank-ladder" in classes(r)
    html = r.html.value
    order = DATA_CARD.findall(html)
    assert order[:3] == ["BJ", "LJ", "AS"]        # jokers above every trump
    r.direction = "downtown"
    order = DATA_CARD.findall(r.html.value)
    assert order[:4] == ["BJ", "LJ", "AS", "2S"]  # downtown: ace, then two
    r.trump_buttons.value = "none"
    assert "never wins" in r.html.value
    low = RankLadder("downtown", None, rules=BidWhistRules(ace_low_downtown=True))
    assert DATA_CARD.findall(low.html.value)[:13][-1] == "AS"  # aces bad: ace lowest
    one = RankLadder("uptown", "hearts", rules=BidWhistRules(jokers=1))
    assert "LJ" not in DATA_CARD.findall(one.html.value)


@pytest.mark.rule("BW-3.3", "V-DOWN-OVER-UP")
def test_bid_ladder_follows_the_switches() -> None:
    b = BidLadder()
    assert "whist-bid-ladder" in classes(b)
    assert b.html.value.count("whist-rung'") == 5 * 2   # 3U=3D, 3NT, … 7U=7D, 7NT
    v = BidLadder(rules=BidWhistRules(downtown_beats_uptown=True, min_bid=4))
    assert v.html.value.count("whist-rung'") == 4 * 3
    assert ">3U<" not in v.html.value
    state = records.replay(BW_MID)[-1]
    live = BidLadder(state)
    legal = {bid.code for bid in state.legal_calls()}
    for code in re.findall(r"is-legal'[^>]*>([^<]+)<", live.html.value):
        assert code in legal


def test_score_sheet_from_records_and_games() -> None:
    sheet = ScoreSheet()
    assert "whist-score-sheet" in classes(sheet) and "No hands yet" in sheet.html.value
    final = records.replay(BW_HAND)[-1]
    game = Game(HOUSE, first_dealer=final.dealer).add(final)
    sheet.game = game
    line = game.lines[0]
    assert line.contract in sheet.html.value
    assert f"{line.totals['NS']:+d}".replace("-", "−") in sheet.html.value or \
        line.totals["NS"] == 0
    again = ScoreSheet.from_records([BW_HAND])
    assert again.game.lines == game.lines


def test_steppers_accept_dicts_states_and_start_positions() -> None:
    rec = records.load(BW_HAND)
    states = records.replay(rec)
    assert HandReplay(rec).n == HandReplay(states[-1]).n == HandReplay(states).n
    h = HandReplay(rec, start=-1, title="Example")
    assert h.cursor.position_text == f"{h.n - 1} / {h.n - 1}"
    assert h.state is states[-1] or table_step(h.state) == table_step(states[-1])
    with pytest.raises(TypeError):
        HandReplay(GW_GAME)
    with pytest.raises(ValueError):
        HandReplay(rec, show="X")
