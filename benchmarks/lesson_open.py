"""How long a learner waits for each lesson to become interactive.

Starts Voilà as the browser tests do, opens every notebook under notebooks/ (the
bare one-Label notebook included, as the baseline) in headless Chromium, and times
from navigation to the first visible widget, and to the fully rendered dashboard.
Prints medians and the ratio to the bare notebook. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/lesson_open.py [--runs 5] [notebook ...]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from playwright.sync_api import Browser, sync_playwright
from voila_harness import (
    PROJECTOR,
    VoilaServer,
    launch_chromium,
    notebooks,
    render_url,
    start_voila,
    wait_until_rendered,
    watched_page,
)

BARE = "_bare.ipynb"
WIDGET = ".jupyter-widgets, .widget-label, [class*='whist-']"


def time_open(
    browser: Browser, server: VoilaServer, notebook: str
) -> tuple[float, float | None, float]:
    """Seconds from navigation to the rendered dashboard, to the first visible widget
    (None if it has none) and to the page's load event (Voilà has streamed every
    executed cell: kernel start and execution), in a fresh browser context."""
    context = browser.new_context(viewport=PROJECTOR)
    try:
        with watched_page(context, server) as page:
            start = time.perf_counter()
            page.goto(render_url(server.base_url, notebook), wait_until="commit")
            page.wait_for_load_state("load", timeout=120_000)
            served = time.perf_counter() - start
            widget: float | None = None
            try:
                page.locator(WIDGET).first.wait_for(state="visible", timeout=120_000)
                widget = time.perf_counter() - start
            except Exception:  # a notebook without widgets, or one that fails
                widget = None
            wait_until_rendered(page, timeout=120_000)
            ready = time.perf_counter() - start
    finally:
        context.close()
    return ready, widget, served


def main() -> None:
    """Run the benchmark and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed opens per notebook")
    parser.add_argument("notebooks", nargs="*", help="paths under notebooks/ (default: all)")
    args = parser.parse_args()
    names = args.notebooks or notebooks()
    names = [BARE, *[n for n in names if n != BARE]]

    # _bare.ipynb is not a lesson, so the lesson server refuses it unless told otherwise.
    server = start_voila(extra_args=("--ClassroomKernelManager.lessons_only=False",))
    results: dict[str, tuple[float, float | None, float]] = {}
    try:
        with sync_playwright() as playwright:
            browser = launch_chromium(playwright)
            time_open(browser, server, BARE)  # warm-up: first kernel, disk caches
            for name in names:
                ready_runs, widget_runs, served_runs = [], [], []
                for _ in range(args.runs):
                    ready, widget, served = time_open(browser, server, name)
                    ready_runs.append(ready)
                    served_runs.append(served)
                    if widget is not None:
                        widget_runs.append(widget)
                results[name] = (
                    statistics.median(ready_runs),
                    statistics.median(widget_runs) if widget_runs else None,
                    statistics.median(served_runs),
                )
                print(f"  measured {name}", file=sys.stderr)
            browser.close()
    finally:
        server.stop()

    bare_widget = results[BARE][1] or results[BARE][0]
    width = max(len(n) for n in names)
    print(f"\nLesson open times, median of {args.runs} runs each (seconds)\n")
    print(f"{'notebook':<{width}}  {'served':>7}  {'widget':>7}  {'ready':>7}  {'x bare':>6}")
    for name in names:
        ready, widget, served = results[name]
        first = widget if widget is not None else ready
        shown = f"{widget:7.2f}" if widget is not None else f"{'-':>7}"
        print(f"{name:<{width}}  {served:7.2f}  {shown}  {ready:7.2f}  {first / bare_widget:6.2f}")
    print(
        "\nserved: navigation to the load event (kernel started, every cell executed and"
        "\nstreamed); widget: to the first visible widget; ready: every output drawn;"
        "\nx bare: widget time (ready time if no widget) over the bare notebook's widget time."
    )


if __name__ == "__main__":
    main()
