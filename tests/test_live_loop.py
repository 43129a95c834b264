"""Tables and steppers defer work to the kernel's event loop only inside a live kernel.

Playwright's sync API (the browser tests' session fixture) leaves its own event loop
marked as running in the main thread; a table that took that loop for the kernel's would
schedule its end-of-hand review on a loop that never runs, and the review would never
come. The unit tests run after the browser tests in one process, so this must hold."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator

import pytest
from test_game_table import _play_hand

from widgets._live import live_loop
from widgets.game_table import GamePlayTable


@pytest.fixture
def foreign_loop() -> Iterator[asyncio.AbstractEventLoop]:
    """Another library's loop, marked running in this thread, as Playwright leaves it."""
    loop = asyncio.new_event_loop()
    asyncio._set_running_loop(loop)
    try:
        yield loop
    finally:
        asyncio._set_running_loop(None)
        loop.close()


def test_no_live_loop_outside_a_kernel(foreign_loop: asyncio.AbstractEventLoop) -> None:
    assert asyncio.get_running_loop() is foreign_loop
    assert live_loop() is None


@pytest.mark.rule("SB-4")
def test_the_review_comes_at_once_outside_a_kernel(
        foreign_loop: asyncio.AbstractEventLoop) -> None:
    table = GamePlayTable("boston", seed=3, pause=0)
    _play_hand(table, random.Random(3), wrong=False)
    assert table.state.complete
    assert "Working out best play" not in table.result.value
    assert "best play" in table.result.value
