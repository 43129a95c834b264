"""Fixtures for the browser tests: one Voilà server and one Chromium per session.

Every test here is marked ``browser``; deselect them with ``-m "not browser"``.
Helpers for tests: ``open_dashboard`` and ``assert_no_python_error`` in voila_harness.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from voila_harness import (
    CHROMIUM,
    PROJECTOR,
    PageLog,
    VoilaServer,
    launch_chromium,
    page_log,
    start_voila,
    watched_page,
)

HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder as a browser test."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def voila_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """Voilà serving notebooks/ with the repository's voila.json, stopped at the end."""
    server = start_voila(log_path=tmp_path_factory.mktemp("voila") / "voila.log")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def base_url(voila_server: VoilaServer) -> str:
    """Root address of the session's Voilà, ending with a slash."""
    return voila_server.base_url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Headless Debian Chromium driven by Playwright's sync API."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    with sync_playwright() as playwright:
        chromium = launch_chromium(playwright)
        yield chromium
        chromium.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A fresh browser context (no shared cookies) with a 1280x720 viewport."""
    ctx = browser.new_context(viewport=PROJECTOR)
    yield ctx
    ctx.close()


@pytest.fixture
def page(context: BrowserContext, voila_server: VoilaServer) -> Iterator[Page]:
    """A page that only reaches 127.0.0.1/localhost and records errors.

    Closed with ``run_before_unload=True`` so Voilà shuts the page's kernel down.
    """
    with watched_page(context, voila_server) as pg:
        yield pg


@pytest.fixture
def errors(page: Page) -> PageLog:
    """Page errors, console errors, kernel errors and blocked requests of ``page``."""
    log = page_log(page)
    assert log is not None
    return log
