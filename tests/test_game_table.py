"""The registry play table (widgets/game_table.py), driven in Python by clicking its
buttons as the learner: a whole hand and a whole game of every system, wrong clicks
refused in plain words with the rule named and nothing changed."""

from __future__ import annotations

import itertools
import json
import random
import re

import pytest

from whist_core import games, records
from whist_core.narrate import action_words
from widgets.game_table import GamePlayTable

SYSTEMS = ["cutthroat", "bid-whist-52", "boston", "cincinnati", "rhode-island", "hawaii"]
#: (game, players) — every system, Cutthroat with 3, 4 and 5, and the house game by name.
TABLES = [(name, None) for name in SYSTEMS] + [("cutthroat", 3), ("cutthroat", 5),
                                                ("bid-whist", None)]
RULE = re.compile(r"\((?:BW|SC|S52|SB|SCN|SRI|SH)-\d+(?:\.\d+)?\)")
CODE = re.compile(r"(?<![\w-])(?:10|[2-9AKQJ])[SHDC](?![\w-])")


def _phase(table: GamePlayTable) -> str:
    p = table.view.phase
    return str(getattr(p, "value", p))


def _refused(table: GamePlayTable, before) -> str:
    """The table kept its state and shows a plain-words refusal naming a rule."""
    assert table.state is before
    assert "is-error" in table.message._dom_classes
    text = table.message_text
    assert RULE.search(text), text
    assert not CODE.search(text), text                       # 10♥, never 10H
    assert table.last_error is None
    return text


def _learner_turn(table: GamePlayTable, rng: random.Random, wrong: bool = True) -> None:
    """One learner action by clicking; a wrong card first whenever there is one."""
    view = table.view
    phase = _phase(table)
    if phase == "auction":
        enabled = [b for b in table.call_buttons.values() if not b.disabled]
        assert {c for c, b in table.call_buttons.items() if not b.disabled} == set(view.legal)
        rng.choice(enabled).click()
    elif phase == "declare":
        assert set(table.declare_buttons) == set(view.legal)
        rng.choice(list(table.declare_buttons.values())).click()
    elif phase == "discard":
        need = view.discard_count
        if wrong:                                            # too few: refused, kept
            before = table.state
            table.confirm_button.click()
            _refused(table, before)
        for button in list(table.card_buttons.values())[:need]:
            button.click()
        table.confirm_button.click()
    else:
        illegal = [c for c in view.hand if c not in view.legal]
        if wrong and illegal:
            before = table.state
            table.card_buttons[illegal[0]].click()
            text = _refused(table, before)
            assert illegal[0].pretty in text and "you hold" in text
        table.card_buttons[rng.choice(list(view.legal))].click()


def assert_bots_acted_legally(final, learner: str) -> None:
    """Every bot action of the hand that led to ``final`` was one its own view listed."""
    for before, after in itertools.pairwise(final.states()):
        seat = after.last.seat
        if seat == learner or after.last.kind in ("discard", "claim"):
            continue
        legal = before.view(seat).legal            # a house declaration's record names a suit
        assert after.last.value in [getattr(x, "word", x) for x in legal] + list(legal)


def _play_hand(table: GamePlayTable, rng: random.Random, wrong: bool = True) -> None:
    for _ in range(400):
        if table.state.complete:
            return
        assert table.state.to_act == table.seat, "the bots left the learner waiting"
        _learner_turn(table, rng, wrong)
        assert table.last_error is None, table.last_error
    pytest.fail("the hand did not end")


@pytest.mark.parametrize(("name", "players"), TABLES,
                         ids=[f"{n}-{p}" if p else n for n, p in TABLES])
def test_a_whole_hand_by_clicking(name: str, players: int | None) -> None:
    for seed in range(2):
        table = GamePlayTable(name, players=players, seed=seed, pause=0,
                              seat=table_seat(name, players, seed))
        assert {"whist-root", "whist-game-table", f"whist-game-{name}"} <= set(table._dom_classes)
        assert table.table.show == table.seat             # the picture shows one seat's cards
        _play_hand(table, random.Random(seed))
        final = table.state
        assert final.complete and table.last_error is None
        assert RULE.search(table.message_text)            # the hand's result with its rule
        assert "Score:" in table.result.value
        assert table.sheet.value.count("<tr>") == 2       # the score sheet: head + hand 1
        assert_bots_acted_legally(final, table.seat)
        table.save_button.click()
        record = json.loads(table.record.value)
        assert records.replay(record)[-1] == final


def table_seat(name: str, players: int | None, seed: int) -> str:
    seats = games.get(name).seats(**({"players": players} if players else {}))
    return seats[seed % len(seats)]


@pytest.mark.parametrize("name", SYSTEMS)
def test_a_whole_game_to_its_end(name: str) -> None:
    """Hands follow one another (the deal passing on) until the system's end, with the
    running score; then "New game" starts again from nothing."""
    table = GamePlayTable(name, seed=11, pause=0)
    rng = random.Random(5)
    dealers = []
    for _hand in range(60):
        _play_hand(table, rng, wrong=False)
        dealers.append(table.state.dealer)
        assert len(table.game.lines) == len(dealers)
        if table.game.over:
            break
        assert "New hand" in table.result.value
        table.new_button.click()
        assert table.game.next_dealer == table.state.dealer
    else:
        pytest.fail("no end of the game")
    game = table.game
    assert game.winner is not None
    assert table.new_button.description == "New game"
    assert "the game</b>" in table.result.value and "Press “New game”" in table.result.value
    assert table.sheet.value.count("<tr>") == len(game.lines) + 1
    # the totals shown are the game's own
    last = table.sheet.value.rsplit("<tr>", 1)[1]
    for side, total in game.totals.items():
        assert str(total).replace("-", "−") in last, side
    table.new_button.click()
    assert table.game.lines == () and table.sheet.value == ""


@pytest.mark.parametrize("name", SYSTEMS)
def test_a_wrong_call_is_refused_with_its_rule(name: str) -> None:
    """A call the auction does not allow (through the handler: its button is greyed out)
    is refused with the system's auction rule and nothing changes."""
    for seed in range(40):
        table = GamePlayTable(name, seed=seed, pause=0)
        high = [c for _, c in table.view.calls if getattr(c, "is_bid", False)]
        if _phase(table) == "auction" and high:
            break
    else:
        pytest.skip("no auction with a bid before the learner")
    low = next(c for c in table.call_buttons if getattr(c, "is_bid", False))
    assert table.call_buttons[low].disabled
    before = table.state
    table.call(low)
    text = _refused(table, before)
    prefix = games.get(name).rules_prefix
    assert f"({prefix}-" in text


def test_a_card_before_the_play_and_out_of_turn_are_told_politely() -> None:
    table = GamePlayTable("boston", seed=3, pause=0, step=True)
    card = table.view.hand[0]
    before = table.state
    table.play(card)
    assert table.state is before and "No card can be played yet" in table.message_text
    # with "Pause after each move" the bots wait for Continue
    while table.state.to_act == table.seat and _phase(table) == "auction":
        _learner_turn(table, random.Random(0))
    if table.state.to_act != table.seat and not table.state.complete:
        before = table.state
        table.call(next(iter(table.call_buttons)))          # "pass", out of turn
        assert table.state is before and "Please wait" in table.message_text
        table.continue_button.click()
        assert table.state is not before


def test_hint_rings_the_legal_cards() -> None:
    table = GamePlayTable("hawaii", seed=4, pause=0)
    rng = random.Random(3)
    while _phase(table) != "play":
        _learner_turn(table, rng, wrong=False)
    table.hint_button.click()
    text = table.message_text
    assert text.startswith("Hint: ")
    assert all(c.pretty in text for c in table.view.legal)
    rings = [c for c, b in table.card_buttons.items() if "is-legal" in b._dom_classes]
    assert set(rings) == set(table.view.legal)


def test_buttons_speak_plain_words() -> None:
    """Calls and declarations read as words: Cincinnati's normal/special, 52-card's
    rankings, Cutthroat's direction with its trump."""
    words = {b.description for b in GamePlayTable("cincinnati", seed=1, pause=0)
             .call_buttons.values()}
    assert {"Pass", "1 normal", "1 special", "1 no trump", "7 no trump"} <= words
    cut = GamePlayTable("cutthroat", players=5, seed=2, pause=0, seat="P3")
    assert "Play Cutthroat — you are Player 3" in cut.title.value
    assert "partner" not in cut.title.value
    assert "<b>Player 4</b>" in cut.phone.value           # the others as chips
    # on a phone the picture gives way to chips: the hand is listed in words to bid with
    if _phase(cut) == "auction":
        mine = cut.phone.value.split("Your cards:")[1]
        for card in cut.view.hand:
            assert (card.pretty[:-1] in mine) or card.is_joker
    house = GamePlayTable("boston", seed=1, pause=0)
    assert "your partner is North" in house.title.value


def test_a_52_card_declaration_names_trump_and_ranking() -> None:
    for seed in range(60):
        table = GamePlayTable("bid-whist-52", seed=seed, pause=0)
        rng = random.Random(seed)
        while _phase(table) == "auction" and table.state.to_act == table.seat:
            _learner_turn(table, rng, wrong=False)
        if _phase(table) == "declare" and table.state.to_act == table.seat:
            break
    else:
        pytest.skip("the learner never declared")
    labels = {b.description for b in table.declare_buttons.values()}
    assert len(labels) == 15
    assert "♥ hearts trump, uptown" in labels and "no trump, downtown, ace low" in labels


@pytest.mark.rule("S52-3")
def test_a_call_for_a_new_deal_is_a_button_and_the_same_dealer_deals_again() -> None:
    """A learner with no king, queen or jack (or a forced dealer) gets a "a new deal"
    button (S52-2, S52-3); pressing it ends the hand unscored and the same dealer deals
    the next hand."""
    for seed in range(400):
        table = GamePlayTable("bid-whist-52", seed=seed, pause=0)
        redeal = [c for c in table.view.legal if getattr(c, "is_redeal", False)]
        if _phase(table) == "auction" and table.state.to_act == table.seat and redeal:
            break
    else:
        pytest.skip("no deal where the learner may call for a new deal")
    button = table.call_buttons[redeal[0]]
    assert button.description == "Ask for a new deal" and not button.disabled
    dealer = table.state.dealer
    button.click()
    assert table.state.complete and table.state.result.redeal
    assert "dealt again by the same dealer" in table.result.value
    assert table.game.lines[-1].result.redeal and table.game.totals == {"NS": 0, "EW": 0}
    table.new_button.click()
    assert table.state.dealer == dealer and not table.state.complete
    # the next deal offers the button only if the learner may call it again
    again = any(getattr(c, "is_redeal", False) for c in table.view.legal)
    assert table.call_buttons.get(redeal[0]) is None or (
        (table.call_buttons[redeal[0]].layout.display != "none") == again)


@pytest.mark.rule("BW-3.3")
@pytest.mark.parametrize("name", ["bid-whist", "boston"])
def test_the_calls_so_far_are_listed_before_the_learners_call(name: str) -> None:
    """The calls the computer players made before the learner speaks are written out,
    seat by seat (the house table said "none yet" whatever had been called)."""
    listed = 0
    for seed in range(6):
        table = GamePlayTable(name, seed=seed, pause=0)
        said = table.view.calls
        text = table.calls_html.value
        if not said:
            assert "none yet" in text
            continue
        assert "none yet" not in text
        for seat, call in said:
            assert f"{table._who(seat)}: {action_words(call)}" in text
        listed += 1
    assert listed, f"{name}: no deal with a call before the learner's (seeds 0-5)"
