"""The play table of a systems lesson in a real browser, on a projector and a phone.

Opens notebooks/systems/03_Boston.ipynb with Voilà, plays the auction (passing or
bidding, declaring when the learner wins it) and then some cards by clicking: a card
the rules do not allow is refused with its rule named and the hand kept; a legal one
leaves the hand. Screenshots of the table go to tests/browser/screenshots/.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page
from voila_harness import (
    PHONE,
    PROJECTOR,
    VoilaServer,
    assert_no_page_error,
    assert_no_python_error,
    full_page_screenshot,
    open_dashboard,
    sideways_overflow,
)

pytestmark = pytest.mark.browser

LESSON = "systems/03_Boston.ipynb"
SCREENSHOTS = Path(__file__).parent / "screenshots"
RULE = re.compile(r"\((?:BW|SB)-\d+(?:\.\d+)?\)")
CODE = re.compile(r"(?<![\w-])(?:10|[2-9AKQJ])[SHDC](?![\w-])")


def _status(table: Locator) -> str:
    return table.locator(".whist-status").inner_text()


def _wait_for_turn(page: Page, table: Locator, timeout: float = 30.0) -> str:
    """Wait until the learner is to act (or the hand is over); return the status."""
    for _ in range(int(timeout * 4)):
        text = _status(table)
        if text.startswith(("Your", "You won", "The hand is over", "The game is over")):
            return text
        page.wait_for_timeout(250)
    pytest.fail(f"the learner never got the turn: {_status(table)!r}")


def _enabled(table: Locator, cls: str) -> list[Locator]:
    buttons = table.locator(f"button.{cls}")
    return [buttons.nth(i) for i in range(buttons.count())
            if buttons.nth(i).is_visible() and buttons.nth(i).is_enabled()]


def _to_the_play(page: Page, table: Locator) -> None:
    """Call and declare (passing where allowed) until the learner plays a card."""
    for _ in range(30):
        text = _wait_for_turn(page, table)
        if text.startswith("Your turn: click a card"):
            return
        if text.startswith("The hand is over") or text.startswith("The game is over"):
            table.locator("button.whist-new-hand").click()
        elif text.startswith("Your call"):
            calls = _enabled(table, "whist-bid")
            passing = [b for b in calls if b.inner_text().strip() == "Pass"]
            (passing or calls)[0].click()
        elif text.startswith("You won"):
            _enabled(table, "whist-declare")[-1].click()      # trump by the first lead
        page.wait_for_timeout(300)
    pytest.fail("never reached the play")


@pytest.mark.parametrize("size", [PROJECTOR, PHONE], ids=["1280", "390"])
def test_systems_lesson_table_plays_cards(page: Page, voila_server: VoilaServer,
                                          size: dict) -> None:
    page.set_viewport_size(size)
    open_dashboard(page, voila_server.base_url, LESSON)
    table = page.locator(".whist-game-table")
    table.scroll_into_view_if_needed()
    assert "Play Boston — you are South" in table.locator(".whist-title").inner_text()
    _wait_for_turn(page, table)
    table.screenshot(path=str(SCREENSHOTS / f"systems__03_Boston-table-{size['width']}-start.png"))
    _to_the_play(page, table)
    played = 0
    refused = False
    while played < 10 and not (refused and played >= 2):
        text = _wait_for_turn(page, table)
        if not text.startswith("Your turn: click a card"):
            break
        hand = table.locator("button.whist-card")
        before = hand.count()
        table.locator("button.whist-hint").click()
        legal = table.locator("button.whist-card.is-legal")
        legal.first.wait_for(timeout=15_000)                      # the hint rings them
        assert legal.count() >= 1
        if not refused and legal.count() < before:                # a card that may not go
            wrong = table.locator("button.whist-card:not(.is-legal)").first
            wrong.click()
            message = table.locator(".whist-message.is-error")
            message.wait_for(timeout=10_000)
            words = message.inner_text()
            assert RULE.search(words) and "you hold" in words and not CODE.search(words)
            assert hand.count() == before                         # nothing changed
            refused = True
        legal.first.click()
        page.wait_for_function(
            "([n]) => document.querySelectorAll('.whist-game-table button.whist-card')"
            ".length < n", arg=[before], timeout=15_000)
        played += 1
    assert played >= 2
    if played < 10:
        assert refused                      # a card that may not go was clicked and refused
    name = f"systems__03_Boston-table-{size['width']}"
    table.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
    full_page_screenshot(page, SCREENSHOTS / f"{name}-page.png")
    if size is PHONE:
        over, culprits = sideways_overflow(page)
        assert over <= 1, f"scrolls {over}px sideways on a phone: {culprits}"
    assert_no_python_error(page)
    assert_no_page_error(page)


def test_a_whole_hand_ends_with_the_best_play_review(page: Page,
                                                      voila_server: VoilaServer) -> None:
    """A hand clicked to its end: the result names the scoring rule and says what best
    play would have taken (issue 12); then the same result on a phone."""
    page.set_viewport_size(PROJECTOR)
    open_dashboard(page, voila_server.base_url, LESSON)
    table = page.locator(".whist-game-table")
    table.scroll_into_view_if_needed()
    assert table.locator(".whist-level select").input_value() == "Computer players: standard"
    _to_the_play(page, table)
    for _ in range(40):
        text = _wait_for_turn(page, table, timeout=60)
        if text.startswith(("The hand is over", "The game is over")):
            break
        hand = table.locator("button.whist-card")
        before = hand.count()
        table.locator("button.whist-hint").click()
        legal = table.locator("button.whist-card.is-legal")
        legal.first.wait_for(timeout=15_000)
        legal.last.click()
        page.wait_for_function(
            "([n]) => document.querySelectorAll('.whist-game-table button.whist-card')"
            ".length < n", arg=[before], timeout=60_000)
    else:
        pytest.fail("the hand did not end")
    result = table.locator(".whist-result")
    review = result.locator(".whist-review")
    review.wait_for(timeout=60_000)
    words = review.inner_text()
    assert "would have taken" in words and not CODE.search(words)
    assert RULE.search(result.inner_text())
    for size in (PROJECTOR, PHONE):
        page.set_viewport_size(size)
        page.wait_for_timeout(500)
        result.scroll_into_view_if_needed()
        name = f"systems__03_Boston-review-{size['width']}"
        table.screenshot(path=str(SCREENSHOTS / f"{name}.png"))
    over, culprits = sideways_overflow(page)
    assert over <= 1, f"scrolls {over}px sideways on a phone: {culprits}"
    assert_no_python_error(page)
    assert_no_page_error(page)
