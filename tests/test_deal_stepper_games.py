"""The deal stepper for every game of the registry (the six systems and the house
game): card k of N dealt, counted from the deal itself; hidden seats stay hidden."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from whist_core import games, records
from whist_core.cards import Card
from widgets.steppers import DealStepper

RECORDS = Path(__file__).resolve().parent.parent / "notebooks" / "records"
CODE = re.compile(r"(?<![\w-])(?:10|[2-9AKQJ])[SHDC](?![\w-])")
#: (game, players, cards in the pack, kitty, cards each, the deal's rule)
DEALS = [("cutthroat", 3, 54, 6, 16, "SC-1"), ("cutthroat", 5, 54, 4, 10, "SC-1"),
         ("bid-whist-52", None, 52, 4, 12, "S52-1"), ("boston", None, 52, 0, 13, "SB-1"),
         ("cincinnati", None, 52, 0, 13, "SCN-1"), ("rhode-island", None, 52, 4, 12, "SRI-1"),
         ("hawaii", None, 52, 4, 12, "SH-1")]


@pytest.mark.rule("SC-1", "S52-1", "SB-1", "SCN-1", "SRI-1", "SH-1")
@pytest.mark.parametrize(("name", "players", "pack", "kitty", "each", "rule"), DEALS,
                         ids=[f"{d[0]}-{d[1]}" if d[1] else d[0] for d in DEALS])
def test_every_system_deals_card_by_card(name, players, pack, kitty, each, rule) -> None:
    seats = games.get(name).seats(**({"players": players} if players else {}))
    me = seats[1]
    stepper = DealStepper(seed=9, game=name, players=players, show=me)
    record = games.get(name).deal_record(9, **({"players": players} if players else {}))
    trace = record["trace"]
    assert stepper.n == len(trace) == pack
    assert stepper.cursor.position_text == f"1 / {pack}"        # card 1 of N dealt
    assert rule in stepper.message_text and stepper.message_text.count("(") >= 1
    for k, step in enumerate(trace):
        stepper.go(k)
        text = stepper.message_text
        assert f"Card {k + 1} of {pack}" in text
        assert not CODE.search(text)
        shown = step["to"] == me
        assert (Card.parse(step["card"]).pretty in text) == shown, text
    assert stepper.cursor.position_text == f"{pack} / {pack}"
    assert f"{each} cards each" in stepper.message_text
    panel = stepper.panel.value
    assert f"{pack} of {pack}" in panel
    assert (f"{kitty} of {kitty}" in panel) == bool(kitty)
    # the last picture: my cards face up, every other hand a count of hidden cards
    picture = stepper.picture.value
    hidden = set(re.findall(rf"(\w+): {each} hidden cards", picture))
    assert hidden == set(seats) - {me}
    if kitty:
        assert f"Kitty: {kitty} of {kitty} cards" in picture


def test_a_record_with_its_trace_and_all_seats_shown() -> None:
    path = RECORDS / "sys_boston_1_trump_by_lead.json"
    record = records.load(path)
    stepper = DealStepper(path)
    assert stepper.n == len(record["trace"]) == 52
    first = record["trace"][0]
    assert Card.parse(first["card"]).pretty in stepper.message_text   # every seat shown
    stepper.show = "N"
    assert stepper.show == ("N",)


def test_german_whist_points_to_its_own_stepper() -> None:
    from whist_core import games as g

    with pytest.raises(TypeError, match="GermanDealStepper"):
        DealStepper(g.get("german-whist").new(3))


def test_the_house_deal_is_unchanged() -> None:
    stepper = DealStepper(seed=3)
    assert stepper.n == 54 and stepper.cursor.position_text == "1 / 54"
    assert "whist-deal-bar" in stepper.panel.value            # where the kitty may fall
