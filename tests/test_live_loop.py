"""Tables and steppers defer work to the kernel's event loop only inside a live kernel.

Playwright's sync API (the browser tests' session fixture) leaves its own event loop
marked as running in the main thread; a table that took that loop for the kernel's would
schedule its end-of-hand review on a loop that never runs, and the review would never
come. The unit tests run after the browser tests in one process, so this must hold."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Iterator

import pytest
from test_game_table import _play_hand

from whist_core.coach import GERMAN_SCENARIOS
from widgets._live import live_loop
from widgets._table import _Table
from widgets.game_table import GamePlayTable
from widgets.guided import GermanGuided
from widgets.play_table import GermanPlayTable, PlayTable


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


class RecordingLoop:
    """A kernel loop stand-in that only records what a table schedules."""

    def __init__(self) -> None:
        self.calls: list[tuple[float, object]] = []

    def call_later(self, delay: float, callback: object, *args: object) -> None:
        self.calls.append((delay, callback))


@pytest.fixture
def kernel_loop(monkeypatch: pytest.MonkeyPatch) -> RecordingLoop:
    """Tables behave as inside a live kernel, with their timers recorded, not run."""
    loop = RecordingLoop()
    monkeypatch.setattr("widgets._table.live_loop", lambda: loop)
    return loop


#: Tables whose first deal has bots to move before the learner, by name.
OPENING: dict[str, Callable[[], _Table]] = {
    "boston": lambda: GamePlayTable("boston", seed=5, dealer="S", pause=0.8),
    "house": lambda: PlayTable(seed=5, dealer="S", pause=0.8),
    "german": lambda: GermanPlayTable(seed=5, dealer="A", pause=0.8),
    "guided": lambda: GermanGuided(next(s for s in GERMAN_SCENARIOS if s.dealer == "A"),
                                   pause=0.8),                        # B leads
}


@pytest.mark.parametrize("name", list(OPENING))
def test_a_table_opens_at_the_learners_turn_without_a_timer(
        kernel_loop: RecordingLoop, name: str) -> None:
    """A dashboard's page connects while its cells run; a change a timer made then could
    be lost on the way (a page stuck on "East is thinking…"). So the bots before the
    learner move at once on the opening deal, and only later moves wait for the pause."""
    table = OPENING[name]()
    assert kernel_loop.calls == []
    assert not table._bots_to_act()
    assert "thinking" not in table.status.value
    before = len(table._log) + len(table._recent)
    assert before >= 2                                   # the bots' moves are listed
    table.new_hand()                                     # a click: the page is live
    if table._bots_to_act():
        assert [delay for delay, _ in kernel_loop.calls] in ([0.8], [0.8 * 2.2])
        assert "thinking" in table.status.value
