"""The static site (``make site``) in Chromium, served by a plain static server.

The site is built once per session (``tools.site``, into a temporary folder) and served
on 127.0.0.1; every other host is blocked. Every page of every edition (English and
Russian) opens in the browser's Python and is used as in test_dashboards: every stepper
moves forward and back, the first quiz answers, the trick exercise takes a card (the
harness's helpers) — with no page error, no Python error, no request off the machine,
and lesson links that name pages of the site. Each kind of play table plays a card
(the game table of Bid Whist and the systems, on Boston; German Whist's); a quiz answers
on a phone; a Russian page is in Russian (its code's words from Babel and the catalog
in the project's wheel).
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import threading
import time
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from playwright.sync_api import Error as PlaywrightError
from test_dashboards import english_left
from test_systems_table import _to_the_play
from voila_harness import (
    _LINKS_JS,
    _READY_JS,
    PHONE,
    PROJECTOR,
    assert_no_page_error,
    assert_no_python_error,
    exercise_steppers,
    notebooks,
    page_log,
    python_errors_on_page,
    use_main_widget,
    watched_page,
)

from tools import site

pytestmark = pytest.mark.browser

#: Pages open two at a time (the CI machine has two cores; each page's Python has one).
AT_ONCE = 2
OPEN_TIMEOUT = 300.0
def pages_to_open() -> list[str]:
    """The notebooks :func:`test_pages_open_offline` opens: every page of the course,
    every edition (about 9 s a page, two at a time, on an idle 2-core machine).
    ``WHIST_SITE_PAGES``, a list of notebook paths, opens only those."""
    return os.environ.get("WHIST_SITE_PAGES", "").split() or notebooks()


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site built from this checkout (``tools.site``), once per session."""
    return site.build(tmp_path_factory.mktemp("site") / "site")


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    """:func:`site_dir` served by a plain static server on 127.0.0.1."""
    handler = functools.partial(_Quiet, directory=str(site_dir))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def site_context(browser: Browser) -> Iterator[BrowserContext]:
    """One context for the module: Pyodide and the wheels come from its cache after the
    first page, as for a learner going from lesson to lesson."""
    ctx = browser.new_context(viewport=PROJECTOR)
    yield ctx
    ctx.close()


def page_url(base: str, notebook: str) -> str:
    """The static page of a notebook path (``bid_whist/04_Bidding.ipynb``)."""
    return f"{base}voici/render/{notebook.removesuffix('.ipynb')}.html"


def _link_problems(page: Page, root: Path, here: str) -> list[str]:
    """Links of the prose and the lesson frame that do not name a page of the site."""
    problems = []
    for raw, resolved in page.evaluate(_LINKS_JS):
        if raw.startswith(("#", "http:", "https:", "mailto:")):
            continue
        path = urlsplit(resolved).path
        if path.endswith(".ipynb"):
            problems.append(f"{here}: link {raw!r} names a notebook, not a page")
        elif path.endswith(".html") and not (root / path.lstrip("/")).is_file():
            problems.append(f"{here}: link {raw!r} opens a missing page {path}")
    return problems


def _use(page: Page, notebook: str) -> list[str]:
    """Every stepper of the page forward and back, its first quiz answered and its trick
    exercise's first card played (voila_harness); what went wrong, if anything."""
    try:
        exercise_steppers(page, notebook)
        use_main_widget(page)
    except (AssertionError, PlaywrightError) as error:   # expect() raises AssertionError
        return [f"{notebook}: used: {str(error).splitlines()[0]}"]
    return []


def test_every_page_works_offline(site_dir: Path, site_url: str,
                                  site_context: BrowserContext) -> None:
    """Each page runs to its end and is used with no error, no foreign request and no
    dead link. Pages load two at a time; a page is used as soon as it is ready, while
    the next one loads."""
    pages = pages_to_open()
    missing = sorted(set(pages) - set(notebooks()))
    assert not missing, f"WHIST_SITE_PAGES names no notebook: {missing}"
    problems: list[str] = []
    waiting = list(pages)
    open_pages: list[tuple[str, Page, float, contextlib.ExitStack]] = []
    while waiting or open_pages:
        while waiting and len(open_pages) < AT_ONCE:
            notebook = waiting.pop(0)
            stack = contextlib.ExitStack()
            page = stack.enter_context(watched_page(site_context))
            answer = page.goto(page_url(site_url, notebook), wait_until="commit",
                               timeout=OPEN_TIMEOUT * 1000)
            if answer is None or answer.status != 200:
                problems.append(f"{notebook}: HTTP {answer.status if answer else 'none'}")
            open_pages.append((notebook, page, time.monotonic(), stack))
        for entry in list(open_pages):
            notebook, page, started, stack = entry
            ready = page.evaluate(_READY_JS)
            late = time.monotonic() - started > OPEN_TIMEOUT
            if not (ready or late):
                continue
            if late:
                problems.append(f"{notebook}: not rendered after {OPEN_TIMEOUT:.0f} s")
            print(f"{notebook}: {'rendered' if ready else 'late'} in "
                  f"{time.monotonic() - started:.0f} s", flush=True)
            problems += _link_problems(page, site_dir, notebook)
            if ready:
                problems += _use(page, notebook)
            problems += [f"{notebook}: {p}" for p in python_errors_on_page(page)]
            log = page_log(page)
            problems += [f"{notebook}: {p}" for p in (log.problems() if log else [])]
            try:
                stack.close()
            except AssertionError as error:  # a request off the machine
                problems.append(f"{notebook}: {error}")
            open_pages.remove(entry)
        time.sleep(0.2)
    assert not problems, "\n".join(problems)


@pytest.fixture
def site_page(site_context: BrowserContext) -> Iterator[Page]:
    """A page of the site's context that blocks every other host and records errors."""
    with watched_page(site_context) as page:
        yield page


def _render(page: Page, base: str, notebook: str) -> None:
    answer = page.goto(page_url(base, notebook), wait_until="commit",
                       timeout=OPEN_TIMEOUT * 1000)
    assert answer is not None and answer.status == 200, notebook
    page.wait_for_function(_READY_JS, timeout=OPEN_TIMEOUT * 1000, polling=100)
    assert_no_python_error(page)


def test_play_table_plays_a_card(site_page: Page, site_url: str) -> None:
    """The Boston table deals, bids and takes a legal card from the learner's hand."""
    _render(site_page, site_url, "systems/03_Boston.ipynb")
    table = site_page.locator(".whist-game-table")
    table.scroll_into_view_if_needed()
    _to_the_play(site_page, table)
    before = table.locator("button.whist-card").count()
    table.locator("button.whist-hint").click()
    legal = table.locator("button.whist-card.is-legal")
    legal.first.wait_for(timeout=30_000)
    legal.first.click()
    site_page.wait_for_function(
        "([n]) => document.querySelectorAll('.whist-game-table button.whist-card')"
        ".length < n", arg=[before], timeout=30_000)
    assert_no_python_error(site_page)
    assert_no_page_error(site_page)


def test_german_play_table_plays_a_card(site_page: Page, site_url: str) -> None:
    """German Whist's table (the other kind of play table) takes the learner's card."""
    _render(site_page, site_url, "german_whist/03_The_Counted_Stage.ipynb")
    table = site_page.locator(".whist-german-play-table").first
    table.scroll_into_view_if_needed()
    expect(table.locator(".whist-status")).to_contain_text("Your turn", timeout=30_000)
    table.locator("button.whist-hint").click()
    card = table.locator("button.whist-card.is-legal").first
    card.wait_for(timeout=30_000)
    code = next(c.removeprefix("whist-card-") for c in card.get_attribute("class").split()
                if c.startswith("whist-card-"))
    card.click()
    expect(table.locator(f"button.whist-card-{code}")).to_have_count(
        0, timeout=30_000)
    assert_no_python_error(site_page)
    assert_no_page_error(site_page)


def test_quiz_answers_on_a_phone(site_page: Page, site_url: str) -> None:
    """A quiz answer gets its feedback at 390 px (every page answers one at 1280)."""
    site_page.set_viewport_size(PHONE)
    _render(site_page, site_url, "bid_whist/02_Card_Ranks.ipynb")
    quiz = site_page.locator(".whist-quiz").first
    quiz.scroll_into_view_if_needed()
    feedback = quiz.locator(".whist-feedback")
    quiz.locator(".whist-choices button").first.click()
    expect(feedback).not_to_have_text("", timeout=30_000)
    assert_no_python_error(site_page)
    assert_no_page_error(site_page)


RUSSIAN = "ru/bid_whist/02_Card_Ranks.ipynb"


def test_a_russian_page_is_in_russian(site_page: Page, site_url: str) -> None:
    """The Russian edition's page is in Russian on the site: lang="ru", its prose and
    frame, and the words its code says (the quiz, the steppers: Babel reading the
    project wheel's catalog in the browser), with no English left and no foreign host."""
    _render(site_page, site_url, RUSSIAN)
    assert site_page.evaluate("() => document.documentElement.lang") == "ru"
    frame = site_page.locator(".whist-lesson-nav").first
    expect(frame).to_contain_text("Оглавление курса")
    quiz = site_page.locator(".whist-quiz").first
    expect(quiz.locator(".whist-quiz-progress")).to_contain_text("Вопрос 1 из")
    assert not (left := english_left(site_page, RUSSIAN)), f"English left: {left}"
    quiz.locator(".whist-choices button").first.click()
    expect(quiz.locator(".whist-feedback")).to_contain_text(
        re.compile(r"[А-Яа-яЁё]{3}"), timeout=30_000)
    assert not (left := english_left(site_page, RUSSIAN)), f"English left once used: {left}"
    assert_no_python_error(site_page)
    assert_no_page_error(site_page)
