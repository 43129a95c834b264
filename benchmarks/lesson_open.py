"""How long a learner waits for each lesson: to its first text, its first widget, and
the whole page.

Starts Voilà as the browser tests do, opens notebooks under notebooks/ (the bare
one-Label notebook included, as the baseline) in headless Chromium, and times from
navigation to the first visible line of the lesson's text, to the first visible widget,
and to the fully rendered dashboard. ``--learners 20`` then opens one lesson in 20 pages
at once (a class arriving together) and prints the median and the slowest of each;
``--pool 20`` opens it as ``make serve CLASS=1 POOL=20`` would (the kernels preheated,
waited for, before the class arrives).
Prints figures, with the machine's load average beside them (the figures mean little on
a loaded machine); asserts nothing.

    .venv/bin/python benchmarks/lesson_open.py [--runs 3] [--learners 20] [--pool 20]
        [notebook ...]
    .venv/bin/python benchmarks/lesson_open.py --classic ...   # as before issue 22: every
        cell run before the page shows anything (no progressive rendering)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))

from playwright.async_api import Browser as AsyncBrowser
from playwright.async_api import async_playwright
from playwright.sync_api import Browser, sync_playwright
from voila_harness import _READY_JS as READY_JS
from voila_harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    PROJECTOR,
    VoilaServer,
    launch_chromium,
    notebooks,
    render_url,
    start_voila,
    wait_for_pool,
    wait_until_quiet,
    wait_until_rendered,
    watched_page,
)

BARE = "_bare.ipynb"
# the lesson's prose (or the bare page's label) on screen, not hidden behind a spinner
TEXT_JS = """() => Array.from(document.querySelectorAll(
    '#rendered_cells .jp-RenderedMarkdown, #rendered_cells .widget-label')).some((el) =>
    el.textContent.trim() && el.getClientRects().length > 0
    && getComputedStyle(el).visibility !== 'hidden')"""
WIDGET = ".jupyter-widgets"
# "widget" once a widget is visible; "none" if the page is rendered without any (the
# reference pages are text only), so their time to first widget is "-", not a timeout
FIRST_WIDGET_OR_DONE_JS = f"""() => {{
  const shown = Array.from(document.querySelectorAll('#rendered_cells .jupyter-widgets'))
    .some((el) => el.getClientRects().length > 0);
  if (shown) return 'widget';
  return ({READY_JS})() ? 'none' : false;
}}"""
Times = tuple[float, float | None, float]


def time_open(browser: Browser, server: VoilaServer, notebook: str) -> Times:
    """Seconds from navigation to the first visible text, to the first visible widget
    (None if it has none) and to the rendered dashboard, in a fresh browser context."""
    context = browser.new_context(viewport=PROJECTOR)
    try:
        with watched_page(context, server) as page:
            start = time.perf_counter()
            page.goto(render_url(server.base_url, notebook), wait_until="commit")
            page.wait_for_function(TEXT_JS, timeout=120_000, polling=20)
            text = time.perf_counter() - start
            # the first widget, or the page rendered with none (a text-only page)
            first = page.wait_for_function(FIRST_WIDGET_OR_DONE_JS,
                                           timeout=120_000, polling=20).json_value()
            widget = time.perf_counter() - start if first == "widget" else None
            wait_until_rendered(page, timeout=120_000)
            ready = time.perf_counter() - start
    finally:
        context.close()
    return text, widget, ready


async def _open_async(browser: AsyncBrowser, server: VoilaServer, notebook: str
                      ) -> tuple[float | None, float | None, float | None]:
    """One learner of a class: the three times, None for each not reached in 5 minutes."""
    context = await browser.new_context(viewport=PROJECTOR)
    found: list[float | None] = [None, None, None]
    try:
        page = await context.new_page()
        start = time.perf_counter()
        await page.goto(render_url(server.base_url, notebook), wait_until="commit",
                        timeout=300_000)
        await page.wait_for_function(TEXT_JS, timeout=300_000, polling=50)
        found[0] = time.perf_counter() - start
        first = await (await page.wait_for_function(
            FIRST_WIDGET_OR_DONE_JS, timeout=300_000, polling=50)
        ).json_value()
        if first == "widget":
            found[1] = time.perf_counter() - start
        await page.wait_for_function(READY_JS, timeout=300_000, polling=100)
        found[2] = time.perf_counter() - start
        await page.close(run_before_unload=True)
    except Exception:  # not reached in time: reported as such
        pass
    finally:
        await context.close()
    return found[0], found[1], found[2]


async def _class(server: VoilaServer, notebook: str, learners: int
                 ) -> list[tuple[float | None, float | None, float | None]]:
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            return list(await asyncio.gather(
                *(_open_async(browser, server, notebook) for _ in range(learners))))
        finally:
            await browser.close()


def load() -> str:
    """The load average (1, 5, 15 min) and the cores, as ``uptime`` shows it."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f}, {five:.2f}, {fifteen:.2f} on {os.cpu_count()} cores"


def _alone(server: VoilaServer, names: list[str], runs: int, classic: bool) -> None:
    """Open each notebook ``runs`` times, one at a time, and print the medians."""
    results: dict[str, Times] = {}
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        time_open(browser, server, BARE)  # warm-up: first kernel, disk caches
        for name in names:
            timed = [time_open(browser, server, name) for _ in range(runs)]
            widgets = [w for _, w, _ in timed if w is not None]
            results[name] = (statistics.median(t for t, _, _ in timed),
                             statistics.median(widgets) if widgets else None,
                             statistics.median(r for _, _, r in timed))
            print(f"  measured {name}", file=sys.stderr)
        browser.close()
    mode = "classic (no progressive rendering)" if classic else "progressive rendering"
    width = max(len(n) for n in names)
    print(f"\nLesson open times, {mode}, median of {runs} runs each (seconds);"
          f" {load()}\n")
    print(f"{'notebook':<{width}}  {'text':>6}  {'widget':>6}  {'ready':>6}")
    for name in names:
        text, widget, ready = results[name]
        shown = f"{widget:6.2f}" if widget is not None else f"{'-':>6}"
        print(f"{name:<{width}}  {text:6.2f}  {shown}  {ready:6.2f}", flush=True)


def main() -> None:
    """Run the benchmark and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed opens per notebook")
    parser.add_argument("--learners", type=int, default=0,
                        help="then open the first notebook named in this many pages at once")
    parser.add_argument("--classic", action="store_true",
                        help="without progressive rendering (every cell run before the page)")
    parser.add_argument("--pool", type=int, default=0,
                        help="with --learners: that many kernels preheated for the class's "
                             "lesson, as make serve CLASS=1 POOL=N (no progressive rendering)")
    parser.add_argument("notebooks", nargs="*", help="paths under notebooks/ (default: all)")
    args = parser.parse_args()
    names = args.notebooks or notebooks()
    names = [BARE, *[n for n in names if n != BARE]]

    # _bare.ipynb is not a lesson, so the lesson server refuses it unless told otherwise.
    extra = ["--ClassroomKernelManager.lessons_only=False"]
    if args.classic:
        extra.append("--VoilaConfiguration.progressive_rendering=False")
    lesson = next((n for n in names if n != BARE), BARE)
    if args.learners:
        extra.append(f"--ClassroomKernelManager.max_kernels={args.learners + args.pool + 4}")
    if args.pool and not args.learners:
        parser.error("--pool is for --learners")
    if args.learners and args.pool:    # as classroom.__main__'s --class
        extra += ["--preheat_kernel=True", "--VoilaConfiguration.progressive_rendering=False",
                  f"--ClassroomKernelManager.lessons={lesson}",
                  f"--ClassroomKernelManager.pool_size={args.pool}"]
    print(f"before: {load()}", flush=True)
    server = start_voila(extra_args=tuple(extra), own_session=True)
    crowd: list[tuple[float | None, float | None, float | None]] = []
    try:
        if not args.pool:    # (a page opened alone would take a preheated kernel)
            _alone(server, names, args.runs, args.classic)
        if args.learners:
            if args.pool:   # the pool full and its kernels done with the lesson
                wait_for_pool(server, lesson, 0)
                wait_until_quiet(server.process.pid)
            crowd = asyncio.run(_class(server, lesson, args.learners))
    finally:
        server.stop()

    if crowd:
        pool = f"{args.pool} kernels preheated" if args.pool else "no pool"
        print(f"\n{len(crowd)} learners opening {lesson} at once ({pool}; seconds): median /"
              f" slowest of those reached within 5 minutes; then {load()}")
        for i, what in enumerate(("text", "widget", "ready")):
            values = [t[i] for t in crowd if t[i] is not None]
            late = len(crowd) - len(values)
            line = (f"{statistics.median(values):6.2f} / {max(values):6.2f}" if values
                    else "  none")
            print(f"  {what:<7} {line}" + (f"  ({late} not in 5 minutes)" if late else ""))
    print("\ntext: navigation to the first visible line of the lesson (its title); widget: to"
          "\nthe first visible widget; ready: every output drawn.")


if __name__ == "__main__":
    main()
