"""Where a static-site page's time to its first widget goes, cold and warm.

Serves ``site/`` on 127.0.0.1 and opens pages in headless Chromium **without request
routing** (Playwright's routing turns the browser's HTTP cache off, so a warm visit would
download everything again); other hosts are kept off by Chromium's host resolver
instead. For each open it prints, in seconds from navigation: the page's HTML, Pyodide's
start (``pyodide.asm.wasm`` and the standard library fetched), the first and last wheel
fetched, the first widget; the wheels' count and bytes, and how many answers came from
the browser's cache. **warm** opens the course home first in the same browser. Prints
figures; asserts nothing.

    .venv/bin/python benchmarks/site_phases.py [--runs 1] [notebook ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playwright.sync_api import BrowserContext, sync_playwright
from voila_harness import CHROMIUM, CHROMIUM_ARGS, PROJECTOR

from tools import site as site_build

WIDGET = ".jupyter-widgets"


def _load_site_benchmark():
    """benchmarks/site.py (its name is the standard library's, so load it by path)."""
    spec = importlib.util.spec_from_file_location(
        "site_benchmark", Path(__file__).with_name("site.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_bench = _load_site_benchmark()
_serve, static_url = _bench._serve, _bench.static_url
#: Every host but this machine resolves to nothing: offline, without routing.
OFFLINE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


def phases(context: BrowserContext, url: str) -> dict[str, float | int]:
    """One open of ``url``: phase marks (s from navigation) and wheel counts."""
    page = context.new_page()
    seen: list[tuple[str, float, float, int]] = []
    starts: dict[object, float] = {}
    t0 = [0.0]

    def now() -> float:
        return time.perf_counter() - t0[0]

    page.on("request", lambda r: starts.__setitem__(r, now()))

    def done(r) -> None:
        seen.append((r.url, starts.get(r, 0.0), now(), r.sizes()["responseBodySize"]))

    page.on("requestfinished", done)
    t0[0] = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.locator(WIDGET).first.wait_for(state="visible", timeout=240_000)
    marks: dict[str, float | int] = {"widget": now()}
    page.close()

    def end_of(suffix: str) -> float:
        return max((e for u, _, e, _ in seen if u.split("?")[0].endswith(suffix)),
                   default=float("nan"))

    wheels = [s for s in seen if s[0].split("?")[0].endswith(".whl")]
    marks["html"] = end_of(url.rsplit("/", 1)[1])
    marks["wasm"] = end_of("pyodide.asm.wasm")
    marks["stdlib"] = end_of("python_stdlib.zip")
    marks["lock"] = end_of("pyodide-lock.json")
    marks["wheel0"] = min((s for _, s, _, _ in wheels), default=float("nan"))
    marks["wheelN"] = max((e for _, _, e, _ in wheels), default=float("nan"))
    marks["wheels"] = len(wheels)
    marks["wheelMB"] = sum(b for *_, b in wheels) / 1e6
    marks["requests"] = len(seen)
    marks["MB"] = sum(b for *_, b in seen) / 1e6
    marks["zero_body"] = sum(1 for *_, b in seen if b == 0)
    return marks


COLUMNS = ("html", "wasm", "stdlib", "lock", "wheel0", "wheelN", "widget")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--site", type=Path, default=site_build.ROOT / "site")
    parser.add_argument("notebooks", nargs="*",
                        default=["bid_whist/11_Best_Play.ipynb", "systems/03_Boston.ipynb"])
    args = parser.parse_args()
    server, base = _serve(args.site)
    print(f"{'page':32} {'kind':5} " + " ".join(f"{c:>7}" for c in COLUMNS)
          + f" {'wheels':>6} {'whlMB':>6} {'req':>5} {'MB':>6} {'0-body':>6}")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM,
                                                 args=[*CHROMIUM_ARGS, OFFLINE])
            for notebook in args.notebooks:
                url = static_url(base, notebook)
                for _ in range(args.runs):
                    for kind in ("cold", "warm"):
                        context = browser.new_context(viewport=PROJECTOR)
                        if kind == "warm":
                            phases(context, static_url(base, "Index.ipynb"))
                        m = phases(context, url)
                        context.close()
                        print(f"{notebook[:32]:32} {kind:5} "
                              + " ".join(f"{m[c]:7.2f}" for c in COLUMNS)
                              + f" {m['wheels']:6d} {m['wheelMB']:6.2f} {m['requests']:5d}"
                              f" {m['MB']:6.2f} {m['zero_body']:6d}", flush=True)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
