"""The widget gallery in a real browser: every stepper clicked to the end and back.

Serves notebooks/Widget_Gallery.ipynb with Voilà (session fixture), clicks every
stepper to the end and back checking each ``.whist-position`` readout and that the
picture is redrawn, checks the keyboard route (Enter/Space on a focused button,
arrow keys on the slider) and the phone layout, and fails on any page error or
Python error. Screenshots (whole page and each stepper, at 1280x720 and 390 px
wide) go to tests/browser/screenshots/ for people to look at.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Locator, Page, expect
from voila_harness import (
    PHONE,
    PROJECTOR,
    VoilaServer,
    assert_no_page_error,
    assert_no_python_error,
    full_page_screenshot,
    open_dashboard,
    read_position,
    sideways_overflow,
    wait_until_rendered,
)

pytestmark = pytest.mark.browser

GALLERY = "Widget_Gallery.ipynb"
SCREENSHOTS = Path(__file__).parent / "screenshots"
STEPPERS = ("whist-deal-stepper", "whist-auction-stepper", "whist-hand-replay",
            "whist-german-replay")
VIEWS = ("whist-cursor", "whist-card-view", "whist-hand-view", "whist-trick-view",
         "whist-table-view", "whist-rank-ladder", "whist-bid-ladder", "whist-score-sheet")
TIMEOUT = 15_000
GRACE = 1_500


def _shot(target: Page | Locator, name: str, **kwargs) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    target.screenshot(path=str(SCREENSHOTS / f"gallery-{name}.png"), **kwargs)


# The markup of the picture on screen: a stepper's picture box (widgets/_flip.py) holds
# the pictures next to it in hidden slots and shows the slot its class names.
_SHOWN_JS = """const shown = (box) => {
    const k = (box.className.match(/whist-show-(\\d)/) || [])[1];
    return k === undefined ? box.innerHTML : box.children[Number(k)].innerHTML;
  };"""
_SHOWN_PICTURE_JS = "(box) => { " + _SHOWN_JS + " return shown(box); }"


# In the page: for each wanted readout, click `cls` in the stepper `root` and wait until
# the readout says it and the picture has been redrawn (at most `grace` ms more if the
# picture does not change). Returns the readouts seen, how many clicks changed the
# picture, and whether the button is disabled at the end.
_WALK_JS = """async ([root, cls, wants, timeout, grace]) => {
  const readout = root.querySelector('.whist-position');
  const picture = root.querySelector('.whist-picture-box');
  const button = root.querySelector('button.' + cls);
  const seen = [];
  let changes = 0;
  """ + _SHOWN_JS + """
  for (const want of wants) {
    const before = shown(picture);
    const ok = await new Promise((resolve) => {
      let graceTimer = null;
      const done = (v) => {
        observer.disconnect(); clearTimeout(timer); clearTimeout(graceTimer); resolve(v);
      };
      const check = () => {
        if (readout.textContent.trim() !== want) return;
        if (shown(picture) !== before) { changes += 1; done(true); return; }
        if (graceTimer === null) graceTimer = setTimeout(() => done(true), grace);
      };
      const observer = new MutationObserver(check);
      observer.observe(root, {subtree: true, childList: true, characterData: true,
                              attributes: true, attributeFilter: ['class']});
      const timer = setTimeout(() => done(false), timeout);
      button.click();
    });
    seen.push(readout.textContent.trim());
    if (!ok) break;
  }
  return [seen, changes, button.disabled];
}"""


def _step_through(stepper: Locator, label: str) -> None:
    """Next to the end, checking "k / n" after every click, then Back to the start."""
    readout = stepper.locator(".whist-position").first
    message = stepper.locator(".whist-message").first
    picture = stepper.locator(".whist-picture-box").first
    k0, n = read_position(readout.inner_text())
    # the counter convention: the first frame is 0 / n (before the first step) or 1 / n
    assert k0 in (0, 1) and readout.inner_text().strip() == f"{k0} / {n}", label
    expect(stepper.locator("button.whist-prev").first).to_be_disabled()
    expect(stepper.locator("button.whist-first").first).to_be_disabled()
    first_picture = picture.evaluate(_SHOWN_PICTURE_JS)
    assert message.inner_text().strip(), f"{label}: no message at step 1"
    root = stepper.element_handle()
    forward = [f"{k} / {n}" for k in range(k0 + 1, n + 1)]
    seen, changes, at_end = stepper.page.evaluate(
        _WALK_JS, [root, "whist-next", forward, TIMEOUT, GRACE])
    assert seen == forward, f"{label}: readouts going forward were {seen}"
    assert at_end, f"{label}: Next still enabled at {n} / {n}"
    expect(stepper.locator("button.whist-last").first).to_be_disabled()
    assert changes == n - k0, f"{label}: only {changes} of {n - k0} steps changed the picture"
    assert message.inner_text().strip(), f"{label}: no message at the end"
    back = [f"{k} / {n}" for k in range(n - 1, k0 - 1, -1)]
    seen, _, at_start = stepper.page.evaluate(
        _WALK_JS, [root, "whist-prev", back, TIMEOUT, GRACE])
    assert seen == back, f"{label}: readouts going back were {seen}"
    assert at_start, f"{label}: Back still enabled at {k0} / {n}"
    stepper.page.wait_for_function(
        "([box, want]) => { " + _SHOWN_JS + " return shown(box) === want; }",
        arg=[picture.element_handle(), first_picture], timeout=TIMEOUT)


def test_gallery_steps_keys_and_fits(page: Page, voila_server: VoilaServer) -> None:
    """One visit (opening the gallery is the slow part): every widget renders, every
    stepper steps to the end and back, the keyboard works, and a phone fits it."""
    open_dashboard(page, voila_server.base_url, GALLERY)
    assert_no_python_error(page)
    assert_no_page_error(page)
    for cls in STEPPERS + VIEWS:
        assert page.locator(f".{cls}").count() >= 1, f"the gallery shows no .{cls}"
    size = f"{PROJECTOR['width']}x{PROJECTOR['height']}"
    full_page_screenshot(page, SCREENSHOTS / f"gallery-{size}.png")

    steppers = page.locator(".whist-stepper")
    for i in range(steppers.count()):
        stepper = steppers.nth(i)
        name = next(c for c in STEPPERS if c in (stepper.get_attribute("class") or ""))
        page.evaluate("el => el.scrollIntoView({block: 'start'})", stepper.element_handle())
        _shot(page, f"{name}-{i}-projector")
        _step_through(stepper, f"{name} #{i}")
    assert_no_python_error(page)
    assert_no_page_error(page)

    _check_keyboard(page)

    page.set_viewport_size(PHONE)
    wait_until_rendered(page)
    _check_phone(page)
    assert_no_python_error(page)
    assert_no_page_error(page)


def _check_keyboard(page: Page) -> None:
    """Tab-focusable buttons answer Enter and Space; the focused slider the arrow keys."""
    cursor = page.locator(".whist-cursor").first
    readout = cursor.locator(".whist-position")
    n = read_position(readout.inner_text())[1]
    first = cursor.locator("button.whist-first")
    if first.is_enabled():
        first.click()
    # the first frame reads 0 / n (before the first step) or 1 / n: the counter convention
    expect(readout).to_have_text(re.compile(rf"^[01] / {n}$"), timeout=TIMEOUT)
    k0 = read_position(readout.inner_text())[0]
    cursor.locator("button.whist-next").focus()
    page.keyboard.press("Enter")
    expect(readout).to_have_text(f"{k0 + 1} / {n}", timeout=TIMEOUT)
    page.keyboard.press("Space")
    expect(readout).to_have_text(f"{k0 + 2} / {n}", timeout=TIMEOUT)
    cursor.locator(".noUi-handle").focus()
    page.keyboard.press("ArrowRight")
    expect(readout).to_have_text(f"{k0 + 3} / {n}", timeout=TIMEOUT)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    expect(readout).to_have_text(f"{k0 + 1} / {n}", timeout=TIMEOUT)


def _check_phone(page: Page) -> None:
    """At 390 px: nothing sticks out (the page's scroller included), buttons are big
    enough to hit, steppers still step, and a bare Cursor keeps its labels whole."""
    full_page_screenshot(page, SCREENSHOTS / f"gallery-{PHONE['width']}w.png")
    for name in STEPPERS:
        stepper = page.locator(f".{name}").first
        page.evaluate("el => el.scrollIntoView({block: 'start'})", stepper.element_handle())
        _shot(page, f"{name}-phone")
        readout = stepper.locator(".whist-position").first
        k, n = read_position(readout.inner_text())
        if n > 1:
            button = "whist-next" if k < n else "whist-prev"
            stepper.locator(f"button.{button}").first.click()
            expect(readout).not_to_have_text(f"{k} / {n}", timeout=TIMEOUT)
    overflow, culprits = sideways_overflow(page)
    assert overflow <= 1, f"the gallery is {overflow}px too wide for a phone: {culprits}"
    too_wide = page.evaluate("""(w) => Array.from(document.querySelectorAll('.whist-root'))
        .filter(el => el.getBoundingClientRect().right > w + 1).length""", PHONE["width"])
    assert too_wide == 0, f"{too_wide} widgets stick out of a {PHONE['width']}px screen"
    cut = page.evaluate("""() => Array.from(document.querySelectorAll('button.whist-nav'))
        .filter(b => b.getBoundingClientRect().width > 0 && b.scrollWidth > b.clientWidth + 1)
        .map(b => b.textContent)""")
    assert not cut, f"cursor labels cut short: {cut}"
    small = page.evaluate("""() => Array.from(document.querySelectorAll('button.whist-nav'))
        .map(b => b.getBoundingClientRect())
        .filter(r => r.width > 0 && (r.width < 44 || r.height < 44)).length""")
    assert small == 0, f"{small} stepper buttons are under 44 px, too small for a finger"
