"""The "explore a hand" widget: every example record opens in the right stepper; an
uploaded record is checked by the engine; a bad one gets one clear message naming
the place and the rule, and the hand shown before stays on screen."""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

import pytest

from whist_core import games, records
from whist_core.family.ranking import ranking_at
from widgets.explorer import Explorer
from widgets.german import GermanWhistReplay
from widgets.steppers import HandReplay

FOLDER = Path(__file__).resolve().parent.parent / "notebooks" / "records"
RECORDS = sorted(FOLDER.glob("*.json"))
BW = FOLDER / "bw_9_1_downtown_ace_made.json"
GW = FOLDER / "gw_6_1_nine_four.json"


@pytest.fixture(scope="module")
def explorer() -> Explorer:
    return Explorer(FOLDER)


def upload(explorer: Explorer, content: bytes, name: str = "mine.json") -> None:
    """What the browser's file chooser does: set the FileUpload value."""
    explorer.upload.value = ({"name": name, "type": "application/json", "size": len(content),
                              "content": memoryview(content),
                              "last_modified": datetime(2024, 5, 1, tzinfo=timezone.utc)},)


def state_of(explorer: Explorer) -> tuple:
    return (explorer.entry.source, explorer.stepper.index, explorer.stepper.picture.value,
            explorer.chooser.value, explorer.chooser.options)


def test_root_and_hooks(explorer: Explorer) -> None:
    assert "whist-explorer" in explorer._dom_classes
    assert "whist-message" in explorer.message._dom_classes
    assert "whist-upload" in explorer.upload._dom_classes
    assert explorer.message_text == ""


def test_lists_every_record_with_game_and_title(explorer: Explorer) -> None:
    assert sorted(explorer.names) == sorted(p.stem for p in RECORDS)
    labels = [label for label, _ in explorer.chooser.options]
    for path in RECORDS:
        title = records.load(path)["title"]
        assert any(label.endswith(title) for label in labels), title
    titles = tuple(f"{g.title} — " for g in games.GAMES.values())
    assert all(label.startswith(titles) for label in labels)
    assert {label.split(" — ")[0] for label in labels} >= {"Bid Whist", "German Whist", "Boston",
                                                           "Cutthroat"}


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_choose_each_record(explorer: Explorer, path: Path) -> None:
    explorer.choose(path.stem)
    record = records.load(path)
    kind = GermanWhistReplay if record["game"] == "german-whist" else HandReplay
    assert isinstance(explorer.stepper, kind)
    assert explorer.stage.children == (explorer.stepper,)
    assert record["teaching_point"].split(":")[0] in explorer.point.value.replace(
        "&#x27;", "'")
    n = explorer.stepper.n
    assert n == len(records.replay(record))
    explorer.stepper.cursor.last()
    assert explorer.stepper.cursor.position_text == f"{n - 1} / {n - 1}"
    assert explorer.message_text == ""


def test_show_choice_follows_the_game(explorer: Explorer) -> None:
    explorer.choose(GW.stem)
    assert [v for _, v in explorer.show_buttons.options] == ["all", "A", "B"]
    explorer.show_seats("A")
    assert explorer.stepper.show == ("A",)
    explorer.choose(BW.stem)
    assert [v for _, v in explorer.show_buttons.options] == ["all", "N", "E", "S", "W"]
    assert explorer.show_buttons.value == "all" and len(explorer.stepper.show) == 4
    explorer.show_seats("S")
    assert explorer.stepper.show == ("S",)


def test_upload_a_good_record() -> None:
    ex = Explorer(FOLDER, choose=BW.stem)
    record = records.load(GW)
    record["title"] = "My nine–four game"
    upload(ex, json.dumps(record).encode(), "nine-four.json")
    assert isinstance(ex.stepper, GermanWhistReplay)
    assert ex.chooser.value == 0
    assert ex.chooser.options[0][0] == "Your record: My nine–four game (nine-four.json)"
    assert "Opened nine-four.json" in ex.message_text
    assert "is-good" in ex.message._dom_classes
    assert ex.upload.value == ()
    # the examples are still there to choose
    ex.choose(BW.stem)
    assert isinstance(ex.stepper, HandReplay)


def test_upload_a_record_without_title_uses_the_file_name() -> None:
    ex = Explorer(FOLDER, choose=GW.stem)
    record = records.load(BW)
    for key in ("title", "teaching_point", "rule_ids", "expect"):
        record.pop(key)
    upload(ex, json.dumps(record).encode(), "club_night.json")
    assert isinstance(ex.stepper, HandReplay)
    assert "club night" in ex.chooser.options[0][0]
    assert "A Bid Whist game." in ex.point.value


def _bad(explorer: Explorer, content: bytes, name: str = "bad.json") -> str:
    before = state_of(explorer)
    stepper = explorer.stepper
    upload(explorer, content, name)
    assert state_of(explorer) == before, "the previous hand stays shown"
    assert explorer.stepper is stepper
    text = explorer.message_text
    assert "is-error" in explorer.message._dom_classes
    assert "Traceback" not in text and "\n" not in text
    assert text.startswith(f"Could not open {name} — ")
    assert text.endswith(f"Still showing: {explorer.entry.title}.")
    return text


@pytest.fixture()
def shown() -> Explorer:
    ex = Explorer(FOLDER, choose=GW.stem)
    ex.stepper.go(7)
    return ex


def test_bad_json(shown: Explorer) -> None:
    text = _bad(shown, b'{"game": "bid-whist", "hands": [1, 2,,]}')
    assert "not valid JSON" in text and "line 1 column" in text


def test_not_text(shown: Explorer) -> None:
    text = _bad(shown, bytes([0xFF, 0xFE, 0x00, 0x81]) * 10, "photo.json")
    assert "not a text file" in text


def test_not_an_object(shown: Explorer) -> None:
    assert "a record must be a JSON object" in _bad(shown, b"[1, 2, 3]")


def test_unknown_game(shown: Explorer) -> None:
    assert "game: 'euchre' is not a known game" in _bad(shown, b'{"game": "euchre"}')


def test_bad_card(shown: Explorer) -> None:
    record = records.load(GW)
    record["hands"]["A"][3] = "1X"
    text = _bad(shown, json.dumps(record).encode())
    assert "hands.A" in text and "1X" in text


def test_illegal_play_bid_whist(shown: Explorer) -> None:
    """The brief's example: a card that does not follow suit, named with play, trick and seat."""
    record = records.load(BW)
    states = records.replay(record)
    # find a play whose seat could have followed suit, and swap in an off-suit card
    for k, st in enumerate(states):
        if st.trick is not None and st.trick.plays and st.to_act is not None:
            led = ranking_at(st).led_suit([c for _, c in st.trick.plays])
            hand = st.hand(st.to_act)
            legal = st.legal_plays()
            off = [c for c in hand if c not in legal]
            if led is not None and off:
                play_no = len([s for s in states[1:k + 1] if s.last.kind == "play"]) + 1
                record["play"][play_no - 1] = off[0].code
                break
    text = _bad(shown, json.dumps(record).encode())
    assert f"play {play_no} (trick" in text and "does not follow" in text
    assert "(BW-4.4)" in text


def test_illegal_play_german_whist(shown: Explorer) -> None:
    record = records.load(GW)
    record["play"][1] = next(c for c in record["hands"]["B"]
                             if c[-1] != record["play"][0][-1])
    text = _bad(shown, json.dumps(record).encode())
    assert "play 2 (trick 1, player B)" in text and "(GW-3.1)" in text


def test_too_large(shown: Explorer) -> None:
    assert "far too large" in _bad(shown, b" " * 300_000)


def test_upload_bad_then_good() -> None:
    ex = Explorer(FOLDER, choose=GW.stem)
    upload(ex, b"{", "broken.json")
    assert ex.message_text.startswith("Could not open broken.json")
    upload(ex, BW.read_bytes(), "fixed.json")
    assert isinstance(ex.stepper, HandReplay)
    assert ex.message_text.startswith("Opened fixed.json")
    assert "is-error" not in ex.message._dom_classes
    ex.choose(GW.stem)
    assert ex.message_text == ""


def test_cards_shown_choices_follow_each_games_seats() -> None:
    from widgets.explorer import show_choices

    assert show_choices("boston", {})[1:] == (("North", "N"), ("East", "E"), ("South", "S"),
                                              ("West", "W"))
    five = show_choices("cutthroat", {"players": 5})
    assert five[0] == ("All", "all") and five[-1] == ("Player 5", "P5") and len(five) == 6
    assert show_choices("german-whist", {}) == (("Both", "all"), ("A", "A"), ("B", "B"))


def test_a_part_e_hand_steps_to_its_end(explorer: Explorer) -> None:
    explorer.choose("sys_boston_1_trump_by_lead")
    explorer.show_seats("N")
    assert explorer.stepper.show == ("N",)
    explorer.stepper.cursor.last()
    assert explorer.stepper.state.complete and explorer.stepper.state.game_name == "boston"
