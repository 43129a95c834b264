"""One counter convention for every stepper, the quiz and the guided tricks.

The convention (``widgets.cursor.counter_text``): "k / n" — n is how many steps there
are (cards dealt, calls, cards played, questions, tricks), k the step on screen; the
moment before the first step, when a stepper shows it, reads ``0 / n``. Each test reads
the counter at the first and the last frame and checks it against what the frame shows,
counted from the record or the deal itself (not from the stepper).
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from pathlib import Path

import pytest

import widgets
from whist_core.german_whist import deal as german_deal
from widgets.cursor import Cursor, counter_text
from widgets.explorer import Explorer
from widgets.german import GermanWhistReplay
from widgets.german_deal import GermanDealStepper
from widgets.guided import TrickExercise
from widgets.quiz import Quiz
from widgets.steppers import AuctionStepper, DealStepper, HandReplay, Stepper

DATA = Path(__file__).resolve().parent / "data"
BW_HAND = DATA / "bw_complete_hand.json"
GW_GAME = DATA / "gw_complete_game.json"
RECORDS = sorted((Path(__file__).resolve().parent.parent / "notebooks" / "records")
                 .glob("*.json"))


def _is_german(path: Path) -> bool:
    """A German Whist record: no auction to count."""
    return json.loads(path.read_text())["game"] == "german-whist"


#: Every stepper class and the test below that reads its counter.
COVERED = {DealStepper, GermanDealStepper, AuctionStepper, HandReplay, GermanWhistReplay}


def _all_stepper_classes() -> set[type]:
    for info in pkgutil.iter_modules(widgets.__path__):
        importlib.import_module(f"widgets.{info.name}")
    found, todo = set(), [Stepper]
    while todo:
        cls = todo.pop()
        for sub in cls.__subclasses__():
            if not sub.__name__.startswith("_"):
                found.add(sub)
            todo.append(sub)
    return found


def test_every_stepper_class_has_its_counter_checked() -> None:
    missing = _all_stepper_classes() - COVERED
    assert not missing, f"add a counter test for {sorted(c.__name__ for c in missing)}"


def test_counter_text_is_the_one_form() -> None:
    assert counter_text(0, 54) == "1 / 54" and counter_text(53, 54) == "54 / 54"
    assert counter_text(0, 28, start=True) == "0 / 27"
    assert counter_text(27, 28, start=True) == "27 / 27"
    assert counter_text(1, 5, noun="Question") == "Question 2 of 5"
    c = Cursor(3, start=True)
    assert c.position_text == "0 / 2"
    c.last()
    assert c.position_text == "2 / 2"


def _actions(record: dict) -> int:
    """The steps a record holds, counted from its own lists: calls, the declaration, the
    discard (one step), cards played, renege claims."""
    return (len(record.get("bids", ())) + bool(record.get("declare"))
            + bool(record.get("discard")) + len(record.get("play", ()))
            + len(record.get("renege_claims", ())))


def _first_and_last(stepper: Stepper) -> tuple[str, str]:
    stepper.go(0)
    first = stepper.cursor.position_text
    stepper.go(-1)
    return first, stepper.cursor.position_text


def test_bid_whist_deal_counts_the_card_on_screen() -> None:
    d = DealStepper(BW_HAND)
    cards = len(json.loads(BW_HAND.read_text())["trace"])
    assert cards == 54
    assert d.cursor.position_text == "1 / 54"
    assert "1 of 54" in d.panel.value            # "This card: 1 of 54 → ..."
    d.go(1)
    assert d.cursor.position_text == "2 / 54" and "2 of 54" in d.panel.value
    d.go(-1)
    assert d.cursor.position_text == "54 / 54" and "54 of 54" in d.panel.value


def test_german_deal_counts_cards_from_the_cut_pack() -> None:
    s = GermanDealStepper(seed=7, dealer="B")
    d = german_deal(7, "B")
    steps = 26 + 1                         # 26 cards to the hands, then trump turned up
    assert s.cursor.position_text == f"0 / {steps}"
    assert "0 of 26" in s.panel.value and "cuts" in s.message_text
    s.go(1)
    card, _to = d.trace[0]
    assert s.cursor.position_text == f"1 / {steps}" and "1 of 26" in s.panel.value
    assert "Card 1 of 26" in s.message_text and card.pretty in s.message_text
    s.go(26)
    assert s.cursor.position_text == f"26 / {steps}" and "26 of 26" in s.panel.value
    s.go(-1)
    assert s.cursor.position_text == f"{steps} / {steps}"
    assert "turns up" in s.message_text


@pytest.mark.parametrize("path", [BW_HAND, *RECORDS], ids=lambda p: p.stem)
def test_hand_replay_counts_the_records_steps(path: Path) -> None:
    record = json.loads(path.read_text())
    h = GermanWhistReplay(path) if record["game"] == "german-whist" else HandReplay(path)
    n = _actions(record)
    h.go(0)
    start = h.state
    assert not any(t.plays for t in start.tricks)           # nothing played yet
    assert not getattr(start, "bids", getattr(start, "calls", ()))
    assert _first_and_last(h) == (f"0 / {n}", f"{n} / {n}")


@pytest.mark.parametrize("path", [BW_HAND, *(p for p in RECORDS if not _is_german(p))],
                         ids=lambda p: p.stem)
def test_auction_counts_calls(path: Path) -> None:
    record = json.loads(path.read_text())
    a = AuctionStepper(path)
    calls = len(record["bids"])
    assert _first_and_last(a) == (f"0 / {calls}", f"{calls} / {calls}")
    a.go(-1)
    said = getattr(a.state, "bids", None)
    assert len(said if said is not None else a.state.calls) == calls


def test_german_replay_counts_cards_played() -> None:
    g = GermanWhistReplay(GW_GAME)
    cards = len(json.loads(GW_GAME.read_text())["play"])
    assert cards == 52
    assert _first_and_last(g) == ("0 / 52", "52 / 52")
    g.go(1)
    assert g.cursor.position_text == "1 / 52"
    assert sum(len(t.plays) for t in g.state.tricks) == 1


@pytest.mark.parametrize("name", ["seven_bid_made", "gw_8_worked_example"])
def test_explorer_uses_the_same_counter(name: str) -> None:
    ex = Explorer(choose=name)
    n = _actions(json.loads(next(p for p in RECORDS if p.stem == name).read_text()))
    assert ex.stepper.cursor.position_text == f"0 / {n}"
    ex.stepper.cursor.last()
    assert ex.stepper.cursor.position_text == f"{n} / {n}"


def test_quiz_and_guided_tricks_count_the_item_on_screen() -> None:
    q = Quiz()
    n = len(q.questions)
    assert q.progress.value == f"Question 1 of {n}"
    q.index = n - 1
    q._show()
    assert q.progress.value == f"Question {n} of {n}"
    t = TrickExercise()
    m = len(t.exercises)
    assert f"Trick 1 of {m}:" in t.heading.value
    t.index = m - 1
    t._show()
    assert f"Trick {m} of {m}:" in t.heading.value
