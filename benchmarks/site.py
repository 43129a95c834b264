"""The static site (``make site``) against Voilà: time to the first widget, and size.

Serves ``site/`` (built first when missing) on 127.0.0.1 and, for a few pages, times in
headless Chromium from navigation to the first visible ipywidget: **cold** (a fresh
browser, nothing cached: a learner's first page) and **warm** (the course home opened
first in the same browser, so Pyodide and the wheels come from its cache: the next
page). Then the same pages under Voilà (``make serve``), cold. Prints the site's size
and what a first visit's page downloads (without the kernel worker's fetches). Prints
figures; asserts nothing.

    .venv/bin/python benchmarks/site.py [--runs 2] [notebook ...]
"""

from __future__ import annotations

import argparse
import functools
import statistics
import sys
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import Browser, BrowserContext, sync_playwright
from voila_harness import CHROMIUM, CHROMIUM_ARGS, PROJECTOR, render_url, start_voila

from tools import site

ROOT = site.ROOT
PAGES = ["bid_whist/02_Card_Ranks.ipynb", "bid_whist/04_Bidding.ipynb",
         "systems/03_Boston.ipynb", "Index.ipynb"]
WIDGET = ".jupyter-widgets"
TIMEOUT = 180_000
#: Every host but this machine resolves to nothing. Offline this way, not by Playwright's
#: request routing: routing turns the browser's HTTP cache off, and a "warm" open then
#: downloads Pyodide and every wheel again (the figures before this change were so taken).
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def _serve(folder: Path) -> tuple[ThreadingHTTPServer, str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0),
                                 functools.partial(_Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def static_url(base: str, notebook: str) -> str:
    return f"{base}voici/render/{notebook.removesuffix('.ipynb')}.html"


def first_widget(context: BrowserContext, url: str) -> tuple[float, int, int]:
    """Seconds to the first visible widget, requests made and bytes received."""
    sizes: list[int] = []
    page = context.new_page()
    try:
        page.on("requestfinished", lambda r: sizes.append(r.sizes()["responseBodySize"]))
        start = time.perf_counter()
        page.goto(url, wait_until="commit")
        page.locator(WIDGET).first.wait_for(state="visible", timeout=TIMEOUT)
        took = time.perf_counter() - start
    finally:
        page.close(run_before_unload=True)
    return took, len(sizes), sum(sizes)


def _cold(browser: Browser, url: str) -> tuple[float, int, int]:
    context = browser.new_context(viewport=PROJECTOR)
    try:
        return first_widget(context, url)
    finally:
        context.close()


def _warm(browser: Browser, base: str, url: str) -> float:
    context = browser.new_context(viewport=PROJECTOR)
    try:
        first_widget(context, static_url(base, "Index.ipynb"))
        return first_widget(context, url)[0]
    finally:
        context.close()


def _size(folder: Path) -> tuple[int, float]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files) / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2, help="timed opens per page and kind")
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="the built site")
    parser.add_argument("notebooks", nargs="*", help=f"pages (default: {' '.join(PAGES)})")
    args = parser.parse_args()
    pages = args.notebooks or PAGES
    if not (args.site / "voici" / "render").is_dir():
        site.build(args.site.resolve())
    files, megabytes = _size(args.site)
    print(f"site: {files} files, {megabytes:.1f} MB on disk")
    server, base = _serve(args.site)
    voila = start_voila()
    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                                 args=[*CHROMIUM_ARGS, OFFLINE])
            for notebook in pages:
                url = static_url(base, notebook)
                cold = [_cold(browser, url) for _ in range(args.runs)]
                warm = [_warm(browser, base, url) for _ in range(args.runs)]
                served = [_cold(browser, render_url(voila.base_url, notebook))[0]
                          for _ in range(args.runs)]
                rows.append((notebook, statistics.median(c[0] for c in cold),
                             statistics.median(warm), statistics.median(served),
                             cold[0][1], cold[0][2] / 1e6))
            browser.close()
    finally:
        voila.stop()
        server.shutdown()
    print(f"first widget, median of {args.runs} (s); a cold visit's requests and MB as the "
          "page sees them (the kernel worker's own fetches, Pyodide and the wheels, not "
          "counted):")
    print(f"{'page':36} {'cold':>6} {'warm':>6} {'Voilà':>6} {'cold/Voilà':>10} "
          f"{'requests':>8} {'MB':>6}")
    for notebook, cold_s, warm_s, voila_s, requests, mb in rows:
        print(f"{notebook:36} {cold_s:6.1f} {warm_s:6.1f} {voila_s:6.1f} "
              f"{cold_s / voila_s:10.2f} {requests:8d} {mb:6.1f}")


if __name__ == "__main__":
    main()
