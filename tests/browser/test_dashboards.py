"""Every lesson opens as a dashboard, its steppers step and its lesson links open.

Discovers the notebooks under notebooks/ (not ``_*`` ones, not checkpoints), so new
lessons are covered as they land. Screenshots go to tests/browser/screenshots/.
"""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest
from playwright.sync_api import Page
from voila_harness import (
    PHONE,
    PROJECTOR,
    VoilaServer,
    assert_no_page_error,
    assert_no_python_error,
    check_notebook_links,
    exercise_steppers,
    notebooks,
    open_dashboard,
    wait_until_rendered,
)

pytestmark = pytest.mark.browser

SCREENSHOTS = Path(__file__).parent / "screenshots"


def _screenshot(page: Page, notebook: str, size: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    name = notebook.removesuffix(".ipynb").replace("/", "__")
    page.screenshot(path=str(SCREENSHOTS / f"{name}-{size}.png"), full_page=True)


@pytest.mark.parametrize("notebook", notebooks())
def test_dashboard(page: Page, voila_server: VoilaServer, notebook: str) -> None:
    """Renders with no browser or Python error, steps, links, and fits projector and phone."""
    open_dashboard(page, voila_server.base_url, notebook)
    assert_no_python_error(page)
    assert_no_page_error(page)
    _screenshot(page, notebook, f"{PROJECTOR['width']}x{PROJECTOR['height']}")

    exercise_steppers(page, notebook)
    check_notebook_links(page, voila_server, notebook)

    page.set_viewport_size(PHONE)
    wait_until_rendered(page)
    _screenshot(page, notebook, f"{PHONE['width']}w")
    overflow = page.evaluate(
        "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    if overflow > 1:
        warnings.warn(f"{notebook}: {overflow}px too wide for a phone", stacklevel=1)
    assert_no_python_error(page)
    assert_no_page_error(page)


def test_home_lists_the_index_but_not_private_notebooks(
    page: Page, voila_server: VoilaServer
) -> None:
    """http://host:port/ is Voilà's file tree: the Index is there, ``_*`` notebooks are not."""
    response = page.goto(voila_server.base_url)
    assert response is not None and response.status == 200
    page.get_by_text("Index.ipynb", exact=True).wait_for(timeout=30_000)
    assert "_bare.ipynb" not in page.locator("body").inner_text()
    # Voilà's own tree page logs console errors (its widget manager finds no kernel),
    # so only the lesson pages are held to "no console error".
