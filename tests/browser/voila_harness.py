"""Start Voilà and drive its dashboards in headless Chromium.

Shared by the browser-test fixtures (``conftest.py``) and the benchmarks, so
both open lessons the same way. Nothing here imports the project packages.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlsplit

from playwright.sync_api import (
    Browser,
    BrowserContext,
    Locator,
    Page,
    Playwright,
    Route,
    WebSocket,
    expect,
)

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"

CHROMIUM = os.environ.get("WHIST_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
LOCAL_HOSTS = ("127.0.0.1", "localhost", "[::1]")
PROJECTOR = {"width": 1280, "height": 720}
PHONE = {"width": 390, "height": 844}

# What Voilà leaves on the page when a cell raised and show_tracebacks is false:
# an error output rendered as stderr text "There was an error when executing cell [n]. ...".
ERROR_OUTPUT_SELECTOR = '[data-mime-type="application/vnd.jupyter.stderr"]'
WIDGET_ERROR_SELECTOR = ".jupyter-widgets-error-widget"
ERROR_TEXTS = (
    "There was an error when executing cell",
    "Traceback (most recent call last)",
    "Error displaying widget",
)

# True once Voilà has streamed every cell, removed its spinner, shown the cells and
# turned every output (widget views included) into DOM (with progressive rendering:
# every code cell's outputs have come over the execution websocket).
_READY_JS = """() => {
  if (document.getElementById('loading')) return false;
  const cells = document.getElementById('rendered_cells');
  if (!cells || cells.style.display === 'none') return false;
  if (document.querySelector('script[type="application/vnd.voila.cell-output+json"]')) {
    return false;
  }
  // progressive rendering: a code cell shows a skeleton until its outputs arrive
  if (document.querySelector('.voila-skeleton-container')) return false;
  for (const out of document.querySelectorAll('.jp-OutputArea-output')) {
    if (out.children.length === 0 && out.textContent.trim() === 'Loading widget...') {
      return false;
    }
  }
  return true;
}"""

KERNEL_ID_JS = """() => {
  const config = document.getElementById('jupyter-config-data');
  return config ? JSON.parse(config.textContent).kernelId || null : null;
}"""


SANDBOX_META = {"kernelspec": {"display_name": "Python 3", "language": "python",
                               "name": "python3"}}


def write_sandbox(folder: Path, notebooks: dict[str, list[str]]) -> None:
    """Write small notebooks into ``folder``: name -> cells ("#..." markdown, else code)."""
    import nbformat

    for name, cells in notebooks.items():
        nb = nbformat.v4.new_notebook(metadata=SANDBOX_META)
        nb.cells = [nbformat.v4.new_markdown_cell(c) if c.startswith("#")
                    else nbformat.v4.new_code_cell(c) for c in cells]
        nbformat.write(nb, folder / name)


def notebooks(include_private: bool = False) -> list[str]:
    """Notebook paths under notebooks/, relative and POSIX-style, sorted.

    Checkpoints and hidden folders are skipped; so are names starting with ``_``
    unless ``include_private``.
    """
    found = []
    for path in NOTEBOOKS.rglob("*.ipynb"):
        rel = path.relative_to(NOTEBOOKS)
        if any(part.startswith(".") for part in rel.parts):
            continue
        if path.name.startswith("_") and not include_private:
            continue
        found.append(rel.as_posix())
    return sorted(found)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that was free a moment ago."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class VoilaServer:
    """A Voilà process serving a directory on 127.0.0.1, with its log in a file."""

    process: subprocess.Popen[bytes]
    base_url: str
    log_path: Path

    def log(self) -> str:
        """Everything Voilà has logged so far."""
        return self.log_path.read_text(errors="replace")

    def wait_for_log(self, text: str, timeout: float = 10.0) -> bool:
        """Wait until ``text`` appears in the log; say whether it did."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.log():
                return True
            time.sleep(0.1)
        return text in self.log()

    def stop(self, timeout: float = 30.0) -> None:
        """SIGTERM (Voilà then shuts its kernels down), SIGKILL if it hangs."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def jupyter_path() -> str:
    """``JUPYTER_PATH`` with the repository's share/jupyter first: the lessons' template,
    and the kernel spec whose kernels load ``classroom.kernel_guard``."""
    return os.pathsep.join(
        p for p in (str(REPO / "share" / "jupyter"), os.environ.get("JUPYTER_PATH")) if p)


def start_voila(
    root_dir: Path = NOTEBOOKS,
    log_path: Path | None = None,
    extra_args: tuple[str, ...] = (),
    timeout: float = 90.0,
    own_session: bool = False,
) -> VoilaServer:
    """Start Voilà on a free port of 127.0.0.1 serving ``root_dir``; wait until it answers.

    ``own_session``: in a session of its own, as ``make serve`` in a terminal of its own
    (the benchmarks: where the scheduler shares the CPU between sessions, a server in the
    benchmark's session would share one share with the browser playing twenty learners).

    Runs from the repository root so Voilà reads the repository's ``voila.json``
    (template, strip_sources, show_tracebacks, the classroom limits and the tornado
    settings) and imports ``classroom``; the "whist" template comes from share/jupyter.
    A personal ~/.jupyter config is kept out.
    """
    if log_path is None:
        log_path = Path(tempfile.mkstemp(prefix="voila-", suffix=".log")[1])
    config_dir = tempfile.mkdtemp(prefix="voila-jupyter-config-")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": config_dir, "PYTHONUNBUFFERED": "1",
           "JUPYTER_PATH": jupyter_path(),
           "PYTHONPATH": os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH")) if p)}
    cmd = [
        sys.executable,
        "-m",
        "classroom.server",
        "--no-browser",
        "--Voila.ip=127.0.0.1",
        f"--port={free_port()}",
        *extra_args,
        str(root_dir),
    ]
    with open(log_path, "wb") as log:
        process = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=own_session)
    server = VoilaServer(process, "", log_path)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"Voilà exited with {process.returncode}:\n{server.log()}")
        found = re.search(r"Voilà is running at:\s*(http://\S+)", server.log())
        if found:
            server.base_url = found.group(1).split("?")[0].rstrip("/") + "/"
            try:
                with urllib.request.urlopen(server.base_url, timeout=5) as response:
                    if response.status == 200:
                        return server
            except (urllib.error.URLError, OSError):
                pass
        time.sleep(0.2)
    server.stop()
    raise RuntimeError(f"Voilà did not answer within {timeout:.0f} s:\n{server.log()}")


def launch_chromium(playwright: Playwright) -> Browser:
    """Headless Debian Chromium with the project's flags (Playwright cannot fetch browsers)."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)


def is_local(url: str) -> bool:
    """Whether a request stays on this machine (or is inline data)."""
    if url.startswith(("data:", "blob:", "about:")):
        return True
    host = re.match(r"^[a-z]+://([^/:]+|\[[^\]]+\])", url)
    return bool(host) and host.group(1) in LOCAL_HOSTS


@dataclass
class PageLog:
    """What happened on one page: errors, blocked requests, kernels.

    ``kernel_ids`` are the kernels the page connected to (only pages with widgets
    connect, and only those send Voilà's shutdown beacon on unload);
    ``page_kernel_id`` is the kernel Voilà started for the page, read before closing.
    """

    page_errors: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    kernel_errors: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    kernel_ids: list[str] = field(default_factory=list)
    page_kernel_id: str | None = None

    def problems(self) -> list[str]:
        """Page errors, console errors and kernel-side Python errors, labelled."""
        return (
            [f"pageerror: {e}" for e in self.page_errors]
            + [f"console.error: {e}" for e in self.console_errors]
            + [f"kernel error: {e}" for e in self.kernel_errors]
        )


_LOGS: weakref.WeakKeyDictionary[Page, PageLog] = weakref.WeakKeyDictionary()


def page_log(page: Page) -> PageLog | None:
    """The log recorded for a page opened by :func:`watched_page`, if any."""
    return _LOGS.get(page)


def _kernel_message(payload: str | bytes) -> tuple[str, str, dict] | None:
    """(channel, msg_type, content) of a kernel websocket frame, JSON or binary v1 protocol."""
    try:
        if isinstance(payload, str):
            msg = json.loads(payload)
            return msg.get("channel", ""), msg["header"]["msg_type"], msg.get("content", {})
        count = int.from_bytes(payload[:8], "little")
        offsets = [
            int.from_bytes(payload[8 * (i + 1) : 8 * (i + 2)], "little") for i in range(count)
        ]
        ends = [*offsets[1:], len(payload)]
        parts = [payload[a:b] for a, b in zip(offsets, ends, strict=True)]
        channel = parts[0].decode()
        header = json.loads(parts[1])
        content = json.loads(parts[4]) if len(parts) > 4 else {}
        return channel, header["msg_type"], content
    except (ValueError, KeyError, IndexError, TypeError, UnicodeDecodeError):
        return None


@contextlib.contextmanager
def watched_page(
    context: BrowserContext,
    server: VoilaServer | None = None,
    shutdown_timeout: float = 10.0,
    allow_foreign: bool = False,
) -> Iterator[Page]:
    """A page that blocks non-local requests and records errors and kernel ids.

    A request to any other host than this machine is blocked, and then fails the
    test when the page closes (lessons must work offline), unless ``allow_foreign``.

    On exit the page is closed with ``run_before_unload=True`` so Voilà's beforeunload
    beacon shuts its kernel down; if ``server`` is given, wait (bounded) until Voilà
    logs that shutdown, so closing the context right after does not drop the beacon.
    (A page without widgets sends no beacon: its kernel waits for the idle culler.)
    """
    page = context.new_page()
    log = PageLog()
    _LOGS[page] = log

    def route(r: Route) -> None:
        if is_local(r.request.url):
            r.continue_()
        else:
            log.blocked.append(r.request.url)
            r.abort("blockedbyclient")

    def on_console(message) -> None:  # playwright ConsoleMessage
        if message.type != "error":
            return
        source = (message.location or {}).get("url", "")
        if "Failed to load resource" in message.text and (
            source in log.blocked or not is_local(source)
        ):
            return
        log.console_errors.append(message.text)

    def on_frame(payload: str | bytes) -> None:
        msg = _kernel_message(payload)
        if msg and msg[0] == "iopub" and msg[1] == "error":
            content = msg[2]
            log.kernel_errors.append(f"{content.get('ename')}: {content.get('evalue')}")

    def on_websocket(ws: WebSocket) -> None:
        found = re.search(r"/api/kernels/([0-9a-f-]{36})/channels", ws.url)
        if found and found.group(1) not in log.kernel_ids:
            log.kernel_ids.append(found.group(1))
        ws.on("framereceived", on_frame)

    page.route("**/*", route)
    page.on("pageerror", lambda error: log.page_errors.append(str(error)))
    page.on("console", on_console)
    page.on("websocket", on_websocket)
    try:
        yield page
    finally:
        with contextlib.suppress(Exception):
            log.page_kernel_id = page.evaluate(KERNEL_ID_JS)
        if not page.is_closed():
            with contextlib.suppress(Exception), page.expect_event("close", timeout=10_000):
                page.close(run_before_unload=True)
        if server is not None:
            for kernel_id in log.kernel_ids:
                server.wait_for_log(f"Kernel shutdown: {kernel_id}", shutdown_timeout)
    if log.blocked and not allow_foreign:
        raise AssertionError("the page tried to reach another host (offline it would fail):\n"
                             + "\n".join(log.blocked))


def render_url(base_url: str, notebook_path: str) -> str:
    """The Voilà address of a notebook path relative to the served directory."""
    return f"{base_url.rstrip('/')}/voila/render/{quote(notebook_path)}"


def wait_until_rendered(page: Page, timeout: float = 120_000) -> None:
    """Wait for the spinner to go and every output, widget views included, to be drawn."""
    page.wait_for_function(_READY_JS, timeout=timeout, polling=50)


def open_dashboard(page: Page, base_url: str, notebook_path: str, timeout: float = 180_000) -> None:
    """Open a notebook as a Voilà dashboard and wait until its widgets are rendered.

    Fails if the page does not answer 200.
    """
    response = page.goto(render_url(base_url, notebook_path), timeout=timeout)
    assert response is not None and response.status == 200, (
        f"{notebook_path}: HTTP {response.status if response else 'no response'}"
    )
    wait_until_rendered(page, timeout)


def python_errors_on_page(page: Page) -> list[str]:
    """Python errors visible on the page or sent by its kernel (callback errors)."""
    found = [
        f"error output: {text.strip()[:300]}"
        for text in page.locator(ERROR_OUTPUT_SELECTOR).all_inner_texts()
    ]
    found += [
        f"widget error: {text.strip()[:300]}"
        for text in page.locator(WIDGET_ERROR_SELECTOR).all_inner_texts()
    ]
    body = page.locator("body").inner_text()
    found += [f"page text contains {text!r}" for text in ERROR_TEXTS if text in body]
    log = page_log(page)
    if log is not None:
        found += [f"kernel error: {e}" for e in log.kernel_errors]
    return found


def assert_no_python_error(page: Page) -> None:
    """Fail if the page shows an error output, traceback or widget error, or if its
    kernel reported an error (e.g. from a button callback)."""
    errors = python_errors_on_page(page)
    assert not errors, "Python error on the dashboard:\n" + "\n".join(errors)


def assert_no_page_error(page: Page) -> None:
    """Fail if the page raised a JavaScript error or logged a console error."""
    log = page_log(page)
    problems = [] if log is None else log.page_errors + log.console_errors
    assert not problems, "browser errors:\n" + "\n".join(problems)


# --- steppers and lesson links -------------------------------------------------------

POSITION = re.compile(r"(\d+)\s*/\s*(\d+)")
STEP_TIMEOUT = 15_000

# Tags the next/prev buttons that belong with each `.whist-position` readout: those
# inside the nearest ancestor of the readout that holds both (and no other readout).
_GROUP_STEPPERS_JS = """() => {
  const positions = Array.from(document.querySelectorAll('.whist-position'));
  positions.forEach((pos, i) => {
    pos.dataset.whistTest = String(i);
    for (let node = pos.parentElement; node; node = node.parentElement) {
      if (node.querySelectorAll('.whist-position').length > 1) break;
      const next = node.querySelector('.whist-next');
      const prev = node.querySelector('.whist-prev');
      if (next && prev) {
        next.dataset.whistTest = String(i);
        prev.dataset.whistTest = String(i);
        break;
      }
    }
  });
  return positions.length;
}"""

_LINKS_JS = """() => Array.from(document.querySelectorAll(
  '.jp-RenderedMarkdown a[href], .whist-lesson-nav a[href], .whist-home a[href],'
  + ' a.whist-sticky-next'))
  .map(a => [a.getAttribute('href'), a.href])"""


def read_position(text: str) -> tuple[int, int]:
    """(k, n) from a stepper readout such as "3 / 12"."""
    found = POSITION.search(text)
    assert found, f"stepper readout {text!r} is not 'k / n'"
    return int(found.group(1)), int(found.group(2))


def _step_button(page: Page, cls: str, index: int) -> Locator:
    tag = f'[data-whist-test="{index}"]'
    # ipywidgets puts the class on the <button> itself; allow a wrapping element too.
    return page.locator(f"button.{cls}{tag}, .{cls}{tag} button").first


def exercise_steppers(page: Page, label: str = "",
                      on_moved: Callable[[], None] | None = None) -> int:
    """On every stepper, click next then prev (prev then next when at the end).

    Checks the ``.whist-position`` readout moves by one and comes back, and that no
    Python error appears; ``on_moved`` is called on each stepper's moved frame (a check
    of what it shows). Returns how many steppers were found.
    """
    count = int(page.evaluate(_GROUP_STEPPERS_JS))
    for i in range(count):
        readout = page.locator(f'.whist-position[data-whist-test="{i}"]')
        start = readout.inner_text().strip()
        k, n = read_position(start)
        nxt, prev = _step_button(page, "whist-next", i), _step_button(page, "whist-prev", i)
        assert nxt.count() and prev.count(), f"{label}: stepper {i} lacks next/prev buttons"
        if not nxt.is_enabled() and not prev.is_enabled():
            continue  # one frame only
        forward = k < n and nxt.is_enabled()
        there, back = (nxt, prev) if forward else (prev, nxt)
        there.click()
        expect(readout).not_to_have_text(start, timeout=STEP_TIMEOUT)
        moved = readout.inner_text().strip()
        assert read_position(moved)[0] == k + (1 if forward else -1), (
            f"{label}: stepper {i} went from {start!r} to {moved!r}"
        )
        if on_moved is not None:
            on_moved()
        back.click()
        expect(readout).to_have_text(start, timeout=STEP_TIMEOUT)
        assert_no_python_error(page)
    return count


def notebook_links(page: Page) -> list[tuple[str, str]]:
    """(href as written, resolved address) of relative ``.ipynb`` links in the prose, the
    lesson frame and the landing page (each address once)."""
    links: list[tuple[str, str]] = []
    for raw, resolved in page.evaluate(_LINKS_JS):
        if re.match(r"^([a-z][a-z0-9+.-]*:|//)", raw, re.IGNORECASE):
            continue  # absolute address, not a lesson link
        target = resolved.split("#")[0]
        if urlsplit(raw).path.endswith(".ipynb") and target not in {t for _, t in links}:
            links.append((raw, target))
    return links


# Link targets that opened with HTTP 200 in this session (checked once each).
_LINKS_OPENED: set[str] = set()


def check_notebook_links(page: Page, server: VoilaServer, label: str = "") -> int:
    """Every relative ``.ipynb`` link opens with HTTP 200 (each address once per session);
    returns how many links the page has.

    Fetching a render address runs the target in a new kernel that no page will
    unload, so that kernel is shut down straight away.
    """
    links = notebook_links(page)
    for raw, target in links:
        if target in _LINKS_OPENED:
            continue  # opened fine earlier in this session (every lesson links to its neighbours)
        response = page.request.get(target, timeout=120_000)
        assert response.status == 200, f"{label}: link {raw!r} -> {target}: {response.status}"
        kernel = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', response.text())
        if kernel:
            page.request.post(f"{server.base_url}voila/api/shutdown/{kernel.group(1)}")
        _LINKS_OPENED.add(target)
    return len(links)


# --- whole pages, overflow and text sizes ------------------------------------------
# Voilà's lab template scrolls inside #rendered_cells, so a "full page" screenshot of
# the document is one screen. These measure the container instead.
SCROLLER = "#rendered_cells"
_SCROLL_SIZE_JS = f"""() => {{
  const el = document.querySelector('{SCROLLER}') || document.documentElement;
  return [el.scrollWidth, el.clientWidth, el.scrollHeight, el.clientHeight];
}}"""
_SETTLE_JS = """() => new Promise((done) =>
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150))))"""
# Elements whose right edge is past the container's (the ones to blame for sideways scroll).
_STICKING_OUT_JS = f"""() => {{
  const box = document.querySelector('{SCROLLER}') || document.documentElement;
  const right = box.getBoundingClientRect().left + box.clientWidth;
  const found = [];
  for (const el of box.querySelectorAll('*')) {{
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.right <= right + 1) continue;
    if (el.parentElement && el.parentElement.getBoundingClientRect().right > right + 1) continue;
    found.push(`${{el.tagName.toLowerCase()}}.${{String(el.className).trim().split(/\\s+/)
      .slice(0, 3).join('.')}} ${{Math.round(r.right - right)}}px`);
  }}
  return found.slice(0, 8);
}}"""
# Boxes inside the page that scroll sideways themselves (a widget box a few px too narrow
# for its content); a wide table's own scroller (.whist-scroll, a Markdown table) may.
_INNER_SCROLLERS_JS = f"""() => {{
  const found = [];
  for (const el of document.querySelectorAll('{SCROLLER} *')) {{
    if (el.matches('.whist-scroll, .jp-RenderedMarkdown > table')) continue;
    const x = getComputedStyle(el).overflowX;
    if ((x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth + 1
        && el.getBoundingClientRect().width > 0)
      found.push(`${{el.tagName.toLowerCase()}}.${{String(el.className).trim().split(/\\s+/)
        .slice(-2).join('.')}} ${{el.scrollWidth - el.clientWidth}}px`);
  }}
  return found.slice(0, 8);
}}"""
# The smallest rendered text (px on screen) in each drawn picture of the given kinds.
_PICTURE_TEXT_JS = """(kinds) => {
  const found = [];
  for (const svg of document.querySelectorAll('svg.whist-picture, .whist-chart svg')) {
    if (kinds.length && !kinds.some((k) => svg.classList.contains(k))) continue;
    if (svg.getBoundingClientRect().width === 0) continue;
    let small = null;
    for (const t of svg.querySelectorAll('text')) {
      const ctm = t.getScreenCTM();
      if (!ctm || !t.textContent.trim()) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm.a, ctm.b);
      if (!small || px < small[0]) small = [Math.round(px * 10) / 10, t.textContent.trim()];
    }
    if (small) found.push(small);
  }
  return found;
}"""
TABLE_PICTURES = ("whist-table", "whist-german-table")
#: every picture and chart (a chart's lettering is <text>: widgets/plots.py)
ALL_PICTURES: tuple[str, ...] = ()


def scroll_size(page: Page) -> tuple[int, int, int, int]:
    """(scrollWidth, clientWidth, scrollHeight, clientHeight) of the page's scroller."""
    return tuple(page.evaluate(_SCROLL_SIZE_JS))  # type: ignore[return-value]


def full_page_screenshot(page: Page, path: Path, max_height: int = 24_000) -> None:
    """The whole page in one image: the viewport is made as tall as the scroller's
    content for the shot (Voilà scrolls inside #rendered_cells), then restored."""
    viewport = page.viewport_size or PROJECTOR
    height = viewport["height"]
    for _ in range(3):  # the content may grow a little once it has room
        wanted = min(scroll_size(page)[2] + (height - scroll_size(page)[3]), max_height)
        if wanted <= height:
            break
        height = wanted
        page.set_viewport_size({"width": viewport["width"], "height": height})
        page.evaluate(_SETTLE_JS)
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path))
    if height != viewport["height"]:
        page.set_viewport_size(viewport)
        page.evaluate(_SETTLE_JS)


def sideways_overflow(page: Page) -> tuple[int, list[str]]:
    """How many px the scroller's content is wider than it, and what sticks out."""
    width, client, _, _ = scroll_size(page)
    over = width - client
    return over, (page.evaluate(_STICKING_OUT_JS) if over > 1 else [])


def inner_sideways_scrollers(page: Page) -> list[str]:
    """Boxes within the page (not a wide table's own scroller) that scroll sideways."""
    return list(page.evaluate(_INNER_SCROLLERS_JS))


_CUT_NAV_JS = """() => Array.from(document.querySelectorAll('#rendered_cells button.whist-nav'))
  .filter((b) => b.getClientRects().length
          && (b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1))
  .map((b) => `${b.textContent.trim()} (${b.clientWidth}px wide)`)"""


def cut_stepper_buttons(page: Page) -> list[str]:
    """Stepper buttons (« First, ◀ Back, Next ▶, Last ») whose label does not fit them."""
    return list(page.evaluate(_CUT_NAV_JS))


def smallest_picture_text(page: Page, kinds: tuple[str, ...] = TABLE_PICTURES
                          ) -> list[tuple[float, str]]:
    """(px, text) of the smallest text in each visible picture of ``kinds`` (classes of
    the <svg>; none: every picture and chart)."""
    return [tuple(x) for x in page.evaluate(_PICTURE_TEXT_JS, list(kinds))]


# --- accessibility (axe-core) ------------------------------------------------------
WCAG_TAGS = ("wcag2a", "wcag2aa", "wcag21a", "wcag21aa")
BLOCKING_IMPACTS = ("critical", "serious")


def accessibility_violations(page: Page, impacts: tuple[str, ...] = BLOCKING_IMPACTS
                             ) -> list[str]:
    """axe-core's WCAG 2.1 A/AA violations of the given impacts on the page as it is now,
    one line each: rule, impact, how many elements, the first element and what is wrong.

    axe-core comes with the ``axe-playwright-python`` package (test extras).
    """
    from axe_playwright_python.sync_playwright import Axe

    options = {"runOnly": {"type": "tag", "values": list(WCAG_TAGS)},
               "resultTypes": ["violations"]}
    found = []
    for v in Axe().run(page, options=options).response["violations"]:
        if v["impact"] not in impacts:
            continue
        node = v["nodes"][0]
        why = " ".join((node.get("failureSummary") or "").split())[:220]
        found.append(f"{v['id']} ({v['impact']}, {len(v['nodes'])}x) at "
                     f"{node['target']}: {why}")
    return found


def use_main_widget(page: Page) -> None:
    """Use what the steppers do not: answer the first quiz question (its first choice) and
    play the first card of a trick exercise; wait for the widget to answer."""
    for root, button, reply in (
        (".whist-quiz", "button.whist-choice", ".whist-feedback"),
        (".whist-trick-exercise", "button.whist-card", ".whist-message"),
    ):
        widget = page.locator(root).first
        if not widget.count():
            continue
        said = widget.locator(reply).first
        before = said.inner_text()
        choice = widget.locator(f"{button}:enabled").first
        if choice.count():
            choice.click()
            expect(said).not_to_have_text(before, timeout=STEP_TIMEOUT)


# --- keyboard only -------------------------------------------------------------------
LIVE = "#whist-live"
_FOCUSED_MATCHES_JS = "(s) => !!document.activeElement && document.activeElement.matches(s)"
_FOCUS_RING_JS = """() => {
  const el = document.activeElement, cs = getComputedStyle(el);
  return [el.className, cs.outlineStyle, parseFloat(cs.outlineWidth)];
}"""


def tab_to(page: Page, selector: str, presses: int = 200) -> None:
    """Press Tab until the focused element matches ``selector`` (fail after ``presses``)."""
    for _ in range(presses):
        if page.evaluate(_FOCUSED_MATCHES_JS, selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"{presses} presses of Tab never reached {selector}")


def wait_for_focus(page: Page, selector: str, timeout: float = STEP_TIMEOUT) -> None:
    """Wait until the focus is on an element matching ``selector``."""
    try:
        page.wait_for_function(_FOCUSED_MATCHES_JS, arg=selector, timeout=timeout)
    except Exception as err:
        now = page.evaluate("() => document.activeElement && document.activeElement.outerHTML"
                            ".slice(0, 200)")
        raise AssertionError(f"the focus is not on {selector} but on {now}") from err


def assert_focus_ring(page: Page, min_px: float = 3) -> None:
    """The focused control shows a solid outline of at least ``min_px``."""
    cls, style, width = page.evaluate(_FOCUS_RING_JS)
    assert style != "none" and width >= min_px, f"focus ring {style} {width}px on {cls}"


def play_trick_exercise_by_keyboard(page: Page) -> None:
    """Every trick of the first-trick exercise with Tab, Shift+Tab and Enter only: a card
    that does not follow suit is refused (and said in the live region) with the focus
    kept on it; a played trick hands the focus to "Next trick"; the ending gives the score."""
    ex = page.locator(".whist-trick-exercise").first
    heading, message = ex.locator(".whist-exercise-title"), ex.locator(".whist-message")
    live = page.locator(LIVE)
    n = int(re.search(r"Trick \d+ of (\d+)", heading.inner_text()).group(1))
    cards = ".whist-trick-exercise button.whist-card"
    for trick in range(1, n + 1):
        expect(heading).to_contain_text(f"Trick {trick} of {n}", timeout=STEP_TIMEOUT)
        if trick == 1:
            # the exercise's first trick: hearts led, and the 10♠ is in the hand
            tab_to(page, f"{cards}.whist-card-10S")
            assert_focus_ring(page)
            page.keyboard.press("Enter")
            expect(message).to_contain_text("does not follow suit", timeout=STEP_TIMEOUT)
            expect(live).to_contain_text("does not follow suit", timeout=STEP_TIMEOUT)
            assert page.evaluate(_FOCUSED_MATCHES_JS, f"{cards}.whist-card-10S")
            page.keyboard.press("Shift+Tab")          # the 3♥, before it in the hand
        else:
            wait_for_focus(page, f"{cards}:enabled")
        for _ in range(8):                            # Enter, and Tab on past a refused card
            wait_for_focus(page, f"{cards}:enabled")
            before = message.inner_text()
            page.keyboard.press("Enter")
            expect(message).not_to_have_text(before, timeout=STEP_TIMEOUT)
            if "does not follow" not in message.inner_text():
                break
            page.keyboard.press("Tab")
        expect(message).to_contain_text("wins", timeout=STEP_TIMEOUT)
        expect(live).to_contain_text("wins", timeout=STEP_TIMEOUT)
        if trick < n:
            wait_for_focus(page, ".whist-trick-exercise button.whist-next-exercise:enabled")
            assert_focus_ring(page)
            page.keyboard.press("Enter")
    ending = ex.locator(".whist-exercise-ending")
    expect(ending).to_contain_text(re.compile(rf"Your side won \d of {n} tricks"),
                                   timeout=STEP_TIMEOUT)
    expect(live).to_contain_text("Your side won", timeout=STEP_TIMEOUT)


def answer_quiz_by_keyboard(page: Page) -> int:
    """Every question of the page's first quiz with Tab and Enter only: Enter on the
    focused choice until the answer is shown (a wrong first try gives its reason and the
    focus moves to a choice still open), then Enter on "Next question"; returns how
    many questions there were."""
    quiz = page.locator(".whist-quiz").first
    progress, feedback = quiz.locator(".whist-quiz-progress"), quiz.locator(".whist-feedback")
    live = page.locator(LIVE)
    choices = ".whist-quiz button.whist-choice"
    tab_to(page, choices)
    n = int(re.search(r"Question \d+ of (\d+)", progress.inner_text()).group(1))
    for q in range(1, n + 1):
        expect(progress).to_have_text(f"Question {q} of {n}", timeout=STEP_TIMEOUT)
        for _ in range(8):
            wait_for_focus(page, f"{choices}:enabled")
            assert_focus_ring(page)
            before = feedback.inner_text()
            page.keyboard.press("Enter")
            expect(feedback).not_to_have_text(before, timeout=STEP_TIMEOUT)
            said = feedback.inner_text()
            expect(live).to_contain_text(said.split(".")[0], timeout=STEP_TIMEOUT)
            if page.locator(f"{choices}:enabled").count() == 0:
                break
        assert page.locator(f"{choices}:enabled").count() == 0, f"question {q} never answered"
        if q < n:
            wait_for_focus(page, ".whist-quiz button.whist-next-question:enabled")
            page.keyboard.press("Enter")
    expect(quiz.locator(".whist-quiz-summary")).to_contain_text("Your result",
                                                                timeout=STEP_TIMEOUT)
    return n


_SMALL_CONTROLS_JS = """() => Array.from(document.querySelectorAll(
    '#rendered_cells select, #rendered_cells input[type="checkbox"]'))
  .filter((el) => el.getClientRects().length > 0)
  .map((el) => {
    const r = el.getBoundingClientRect(), px = parseFloat(getComputedStyle(el).fontSize);
    const box = el.tagName === 'SELECT' ? r.height >= 40 && px >= 16 && r.width <= 640
                                        : r.height >= 20 && r.width >= 20;
    return box ? null : `${el.tagName.toLowerCase()} ${Math.round(r.width)}x${Math.round(r.height)}`
      + ` ${px}px`;
  }).filter(Boolean)"""


def small_controls(page: Page) -> list[str]:
    """Visible drop-downs under 40 px high, in type under 16 px or wider than 640 px, and
    check boxes under 20 px: each as "tag WxH font"."""
    return page.evaluate(_SMALL_CONTROLS_JS)


# --- presentation mode ---------------------------------------------------------------
_WIDGET_TEXT_JS = """(root) => {
  // the smallest visible word of a widget, in px as drawn: HTML text and SVG lettering
  let small = null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    const el = t.parentElement;
    if (!t.nodeValue.trim() || !el || el.closest('.whist-sr-only, title, desc, style')) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || !el.getClientRects().length) continue;
    let px = parseFloat(cs.fontSize);
    const svgText = el.closest('text');
    if (svgText) {
      const ctm = svgText.getScreenCTM();
      if (!ctm) continue;
      px *= Math.hypot(ctm.a, ctm.b);
    }
    if (!small || px < small[0])
      small = [Math.round(px * 10) / 10, t.nodeValue.trim().slice(0, 40)];
  }
  return small;
}"""
_EMPTY_HEADINGS_JS = """() => {
  // a heading shown in presentation mode with no widget shown before the next heading
  const cells = Array.from(document.querySelectorAll('#rendered_cells [cell-index]'))
    .filter((w) => w.getClientRects().length && getComputedStyle(w).display !== 'none');
  const empty = [];
  cells.forEach((w, i) => {
    const h = w.querySelector('.jp-RenderedMarkdown :is(h2, h3)');
    if (!h || !h.getClientRects().length) return;
    const later = cells.slice(i + 1);
    const end = later.findIndex((c) => c.querySelector('.jp-RenderedMarkdown :is(h1, h2, h3)'));
    const between = end < 0 ? later : later.slice(0, end);
    if (!between.some((c) => c.querySelector('.whist-root, .jp-OutputArea-output svg')))
      empty.push(h.textContent.trim().slice(0, 60));
  });
  return empty;
}"""


def smallest_widget_text(page: Page, selector: str) -> tuple[float, str] | None:
    """(px, text) of the smallest visible word in the first ``selector`` widget."""
    found = page.evaluate(_WIDGET_TEXT_JS, page.locator(selector).first.element_handle())
    return tuple(found) if found else None  # type: ignore[return-value]


def empty_headings(page: Page) -> list[str]:
    """Headings left standing with no widget under them (before the next heading)."""
    return page.evaluate(_EMPTY_HEADINGS_JS)


def pool_fills(server: VoilaServer, lesson: str) -> int:
    """How many times Voilà has logged this lesson's pool as full (benchmarks)."""
    return server.log().count(f"Kernel pool of {lesson} is filled")


def wait_for_pool(server: VoilaServer, lesson: str, fills: int, timeout: float = 900) -> None:
    """Wait until the pool has been filled more than ``fills`` times."""
    deadline = time.monotonic() + timeout
    while pool_fills(server, lesson) <= fills and time.monotonic() < deadline:
        time.sleep(0.5)


def wait_until_quiet(pid: int, timeout: float = 600) -> None:
    """Wait until the server's kernels have stopped working (the pool has run the lesson
    to its end: Voila logs the pool as filled once its kernels have *started*)."""
    import psutil  # with ipykernel; only the benchmarks wait like this

    root = psutil.Process(pid)

    def used() -> float:
        total = 0.0
        for kid in root.children(recursive=True):
            try:
                times = kid.cpu_times()
            except psutil.Error:
                continue
            total += times.user + times.system
        return total

    deadline = time.monotonic() + timeout
    quiet, last = 0, used()
    while quiet < 3 and time.monotonic() < deadline:
        time.sleep(1)
        now = used()
        quiet = quiet + 1 if now - last < 0.1 else 0
        last = now
