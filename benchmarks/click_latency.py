"""How fast a stepper answers a click: from a click on Next to the redrawn page.

Serves a one-cell notebook holding one HandReplay (a 55-step Bid Whist hand) with
Voilà, as the browser tests do, and in headless Chromium clicks ``.whist-next``
50 times. Each time is measured in the page, from the click to the moment both
the ``.whist-position`` readout shows the next step and the picture has been
redrawn (a MutationObserver, so polling adds nothing). For scale it also times
the same round trip for a bare ipywidgets Button that updates a Label: the floor
of Voila + ipywidgets on this machine. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/click_latency.py [--clicks 50] [--record PATH] [--gallery]
                                                 [--nagle]

voila.json serves the kernel websockets with TCP_NODELAY (classroom.NoDelayConnection).
``--nagle`` uses jupyter_server's own connection class instead, which leaves Nagle's
algorithm on, so a reply written just after the "busy" status can wait for the browser's
delayed ACK (~40 ms): the figure before the fix.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "browser"))

import nbformat  # noqa: E402
from playwright.sync_api import Page, sync_playwright  # noqa: E402
from voila_harness import (  # noqa: E402
    PROJECTOR,
    launch_chromium,
    render_url,
    start_voila,
    wait_until_rendered,
    watched_page,
)

RECORD = REPO / "notebooks" / "records" / "bw_9_1_downtown_ace_made.json"

# Clicks Next in the first stepper and resolves with the milliseconds until the
# readout reads `expected` and the picture differs from what it was.
_CLICK_JS = """async ([expected, timeout]) => {
  const root = document.querySelector('.whist-stepper');
  const readout = root.querySelector('.whist-position');
  const picture = root.querySelector('.whist-picture-box');
  const button = root.querySelector('button.whist-next');
  const before = picture.outerHTML;
  return await new Promise((resolve) => {
    let done = false;
    const check = () => {
      if (done) return;
      if (readout.textContent.trim() === expected && picture.outerHTML !== before) {
        done = true;
        observer.disconnect();
        resolve(performance.now() - start);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(root, {subtree: true, childList: true, characterData: true,
                            attributes: true});
    setTimeout(() => { if (!done) { done = true; observer.disconnect(); resolve(-1); } },
               timeout);
    const start = performance.now();
    button.click();
  });
}"""


BASELINE_CELL = """import ipywidgets as w
button, label = w.Button(description="+1"), w.Label("0")
button.add_class("bench-button")
label.add_class("bench-label")
button.on_click(lambda _b: setattr(label, "value", str(int(label.value) + 1)))
w.HBox([button, label])"""

# The bare round trip: click the button, resolve when the label has changed.
_BASELINE_JS = """async () => {
  const label = document.querySelector('.bench-label');
  const button = document.querySelector('button.bench-button');
  const before = label.textContent;
  return await new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (label.textContent === before) return;
      observer.disconnect();
      resolve(performance.now() - start);
    });
    observer.observe(label, {subtree: true, childList: true, characterData: true});
    const start = performance.now();
    button.click();
  });
}"""


# Nagle's algorithm back on: jupyter_server's own connection class instead of voila.json's
# classroom.NoDelayConnection (a supported setting, for the "before" figure).
NAGLE = "--Voila.kernel_websocket_connection_class=" + (
    "jupyter_server.services.kernels.connection.channels.ZMQChannelsWebsocketConnection")


def write_notebook(folder: Path, record: Path) -> str:
    """A notebook with one HandReplay of ``record`` and the baseline button; returns its name."""
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(
        f"from widgets import HandReplay\nHandReplay({str(record)!r})"),
        nbformat.v4.new_code_cell(BASELINE_CELL)]
    nb.metadata["kernelspec"] = {"display_name": "Python 3", "language": "python",
                                 "name": "python3"}
    nbformat.write(nb, folder / "click_latency.ipynb")
    return "click_latency.ipynb"


def first_position(page: Page, n: int) -> int:
    """Wait until the first stepper reads its first position ("0 / n" on a replay, whose
    first frame is the moment before the first step, or "1 / n"); return its k."""
    page.wait_for_function(
        "() => /^[01] \\/ /.test(document.querySelector('.whist-stepper .whist-position')"
        f".textContent.trim()) && document.querySelector('.whist-stepper .whist-position')"
        f".textContent.trim().endsWith('/ {n}')")
    return int(page.locator(".whist-stepper .whist-position").first.inner_text().split("/")[0])


def measure(page: Page, clicks: int) -> list[float]:
    """Milliseconds per click, first stepper of the page, starting from step 1."""
    readout = page.locator(".whist-stepper .whist-position").first
    k, n = (int(x) for x in readout.inner_text().split("/"))
    times = []
    for _ in range(clicks):
        if k == n:   # at the end: back to the start (not timed)
            page.locator(".whist-stepper button.whist-first").first.click()
            k = first_position(page, n)
        ms = page.evaluate(_CLICK_JS, [f"{k + 1} / {n}", 10_000])
        if ms < 0:
            raise RuntimeError(f"no answer within 10 s to the click at step {k}")
        times.append(ms)
        k += 1
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=50)
    parser.add_argument("--record", type=Path, default=RECORD)
    parser.add_argument("--gallery", action="store_true",
                        help="time the first stepper of notebooks/Widget_Gallery.ipynb instead")
    parser.add_argument("--nagle", action="store_true",
                        help="serve without TCP_NODELAY on the kernel websockets (before)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        if args.gallery:
            root, notebook = REPO / "notebooks", "Widget_Gallery.ipynb"
        else:
            root, notebook = Path(tmp), write_notebook(Path(tmp), args.record.resolve())
        server = start_voila(root_dir=root, log_path=Path(tmp) / "voila.log",
                             extra_args=(NAGLE,) if args.nagle else ())
        try:
            with sync_playwright() as pw:
                browser = launch_chromium(pw)
                context = browser.new_context(viewport=PROJECTOR)
                with watched_page(context, server) as page:
                    page.goto(render_url(server.base_url, notebook), timeout=180_000)
                    wait_until_rendered(page, timeout=120_000)
                    measure(page, 3)   # warm-up, not counted
                    page.locator(".whist-stepper button.whist-first").first.click()
                    n = int(page.locator(".whist-stepper .whist-position").first
                            .inner_text().split("/")[1])
                    first_position(page, n)
                    times = measure(page, args.clicks)
                    base = ([page.evaluate(_BASELINE_JS) for _ in range(args.clicks + 3)][3:]
                            if not args.gallery else [])
                context.close()
                browser.close()
        finally:
            server.stop()
    print(f"click on Next -> redrawn readout and picture, {len(times)} clicks "
          f"({'gallery' if args.gallery else 'one HandReplay'}, headless Chromium, Voila"
          f"{', Nagle on' if args.nagle else ', TCP_NODELAY'})")
    report(times)
    if base:
        print(f"bare ipywidgets Button -> Label round trip on this machine, {len(base)} clicks")
        report(base)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"load average {load:.1f} on {os.cpu_count()} CPUs")


def report(times: list[float]) -> None:
    """Median, p90, worst and best of a list of milliseconds."""
    ordered = sorted(times)
    p90 = ordered[max(0, round(0.9 * len(ordered)) - 1)]
    print(f"  median {statistics.median(times):6.1f} ms   p90 {p90:6.1f} ms   "
          f"worst {ordered[-1]:6.1f} ms   best {ordered[0]:6.1f} ms")


if __name__ == "__main__":
    main()
