"""A class opening one lesson at once: N simulated learners, no browser.

Each learner does what a browser does on a Voilà page, over HTTP and the kernel
websocket: fetch the page (the lesson runs in its kernel), open the kernel websocket
(with the binary ``v1.kernel.websocket.jupyter.org`` protocol Voilà's pages ask for, so
the server forwards kernel messages without decoding them; ``--protocol json`` for the
older JSON one, which makes the server decode and re-encode every message),
complete the widget handshake (ipywidgets' ``jupyter.widget.control`` comm:
``request_states``), then click the first stepper's Next five times (a ``click``
message to the button's model, after ~``--think`` seconds of reading; answered when the
kernel is idle again). Prints, per
N: time to interactive (median, p95, max), click latency (median, p95), dropped
widgets (a widget the page shows whose state never arrived, or a page with fewer
widgets than the lesson has) and the peak memory of the kernels (resident, and
proportional: PSS counts shared pages once). Asserts nothing.

    .venv/bin/python benchmarks/classroom.py [--learners 30] [--modes plain pool]
        [--lesson bid_whist/04_Bidding.ipynb] [--pool N] [--spread 2]

Each N is run without a pool (``plain``: as ``make serve`` alone) and with a preheated
pool (``pool``: as ``make serve CLASS=1 POOL=N``, ``--pool`` kernels, default N); with a
pool, one more learner then arrives while the pool refills: the learner past the pool
(issue 25: served at once from a fresh kernel, not after Voilà's refill delay).
Aim (issue 13): 30 learners on a 2-core machine, p95 interactive <= 5 s, none dropped,
clicks < 100 ms p95.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import sys
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import psutil
from jupyter_server.services.kernels.connection.base import (
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "browser"))
from voila_harness import (
    VoilaServer,
    pool_fills,
    render_url,
    start_voila,
    wait_for_pool,
    wait_until_quiet,
)

V1 = "v1.kernel.websocket.jupyter.org"
VIEW = re.compile(r'application/vnd\.jupyter\.widget-view\+json[^}]*?"model_id":\s*"([0-9a-f]+)"')


@dataclass
class Learner:
    """What one simulated learner saw."""

    interactive: float | None = None
    clicks: list[float] = field(default_factory=list)
    sent: list[float] = field(default_factory=list)   # when each click left (perf_counter)
    shown: int = 0
    dropped: int = 0
    error: str = ""
    kernel: str = ""
    start: float = 0.0


def _message(session: str, msg_type: str, content: dict, metadata: dict | None = None) -> dict:
    return {
        "header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type, "username": "learner",
                   "session": session, "date": "", "version": "5.3"},
        "parent_header": {}, "metadata": metadata or {}, "content": content,
        "channel": "shell", "buffers": [],
    }


class Socket:
    """A kernel websocket speaking the v1 (binary) or the JSON protocol, with a reader task.

    Like a browser it decodes only what it looks at: headers of every message, the
    content of status and widget-state messages (a learner's browser decodes the rest on
    the learner's own machine, not on the server's cores this benchmark shares)."""

    def __init__(self, conn, binary: bool) -> None:
        self.conn = conn
        self.binary = binary
        self.waiters: list[tuple[object, asyncio.Future]] = []
        self.reader = asyncio.ensure_future(self._read())

    def _decode(self, raw: str | bytes) -> dict | None:
        if not self.binary:
            return json.loads(raw) if isinstance(raw, str) else None
        channel, parts = deserialize_msg_from_ws_v1(raw)
        header = json.loads(parts[0])
        msg = {"channel": channel, "header": header, "parent_header": json.loads(parts[1]),
               "content": {}}
        if header["msg_type"] == "status" or (header["msg_type"] == "comm_msg"
                                              and b'"update_states"' in parts[3]):
            msg["content"] = json.loads(parts[3])
        return msg

    async def _read(self) -> None:
        while True:
            raw = await self.conn.read_message()
            if raw is None:
                for _, future in self.waiters:
                    if not future.done():
                        future.set_exception(ConnectionError("websocket closed"))
                return
            msg = self._decode(raw)
            if msg is None:
                continue
            for test, future in list(self.waiters):
                if not future.done() and test(msg):
                    future.set_result(msg)
                    self.waiters.remove((test, future))

    def expect(self, test) -> asyncio.Future:
        future = asyncio.get_running_loop().create_future()
        self.waiters.append((test, future))
        return future

    def send(self, msg: dict) -> None:
        if self.binary:
            self.conn.write_message(serialize_msg_to_ws_v1(
                msg, msg["channel"], lambda part: json.dumps(part).encode()), binary=True)
        else:
            self.conn.write_message(json.dumps(msg))


PROGRESSIVE = re.compile(r'"progressiveRendering":\s*true')


async def run_cells(server: VoilaServer, kernel: str, timeout: float) -> set[str]:
    """What a progressively rendered page does once loaded: ask Voilà, on its execution
    websocket, to run the lesson's cells; the widget views of the outputs it sends back."""
    conn = await websocket_connect(
        server.base_url.replace("http", "ws", 1) + f"voila/execution/{kernel}",
        connect_timeout=timeout)
    views: set[str] = set()
    try:
        while True:
            raw = await asyncio.wait_for(conn.read_message(), timeout)
            if raw is None:
                raise ConnectionError("the execution websocket closed")
            msg = json.loads(raw)
            if msg.get("action") == "initialized":
                conn.write_message(json.dumps({"action": "execute",
                                               "payload": {"kernel_id": kernel}}))
            elif msg.get("action") == "execution_error":
                raise RuntimeError(msg["payload"].get("error", "execution error"))
            elif msg.get("action") == "execution_result":
                done = msg["payload"]
                views |= set(VIEW.findall(json.dumps(done["output_cell"])))
                if done["cell_index"] + 1 == done["total_cell"]:
                    return views
    finally:
        conn.close()


def _idle_after(msg_id: str):
    return lambda m: (m.get("channel") == "iopub" and m["header"]["msg_type"] == "status"
                      and m["content"].get("execution_state") == "idle"
                      and m.get("parent_header", {}).get("msg_id") == msg_id)


async def learn(server: VoilaServer, lesson: str, expected: int | None, clicks: int,
                delay: float, timeout: float, think: float = 0.0,
                binary: bool = True) -> Learner:
    """One learner: page, websocket, widget states, clicks on Next."""
    await asyncio.sleep(delay)
    seen = Learner()
    start = seen.start = time.perf_counter()
    conn = None
    try:
        reply = await AsyncHTTPClient().fetch(HTTPRequest(
            render_url(server.base_url, lesson), request_timeout=timeout,
            connect_timeout=timeout))
        page = reply.body.decode()
        found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', page)
        if found is None:   # the page came without its kernel (one that failed to start)
            raise RuntimeError(f"no kernel on the page (HTTP {reply.code}, "
                               f"{len(page)} bytes)")
        kernel = seen.kernel = found.group(1)
        views = set(VIEW.findall(page))
        if not views and PROGRESSIVE.search(page):   # make serve: cells run once asked
            views = await run_cells(server, kernel, timeout)
        seen.shown = len(views)
        session = uuid.uuid4().hex
        ws_url = server.base_url.replace("http", "ws", 1) + (
            f"api/kernels/{kernel}/channels?session_id={session}")
        conn = await websocket_connect(ws_url, connect_timeout=timeout,
                                       subprotocols=[V1] if binary else None)
        sock = Socket(conn, binary=binary and conn.selected_subprotocol == V1)
        comm = uuid.uuid4().hex
        sock.send(_message(session, "comm_open", {"comm_id": comm, "data": {},
                                                  "target_name": "jupyter.widget.control"},
                           {"version": "1.0.0"}))
        ask = _message(session, "comm_msg", {"comm_id": comm,
                                             "data": {"method": "request_states"}})
        states_future = sock.expect(
            lambda m: m["header"]["msg_type"] == "comm_msg"
            and m["content"].get("data", {}).get("method") == "update_states")
        sock.send(ask)
        states = (await asyncio.wait_for(states_future, timeout))["content"]["data"]["states"]
        seen.interactive = time.perf_counter() - start
        missing = [v for v in views if v not in states]
        seen.dropped = len(missing) + max(0, (expected or 0) - len(views))
        nexts = [mid for mid, s in states.items()
                 if "whist-next" in s.get("state", {}).get("_dom_classes", [])]
        if nexts and clicks:
            button = nexts[0]
            for _ in range(clicks):
                await asyncio.sleep(random.uniform(0.5, 1.5) * think)   # reading the step
                click = _message(session, "comm_msg", {"comm_id": button, "data": {
                    "method": "custom", "content": {"event": "click"}}})
                done = sock.expect(_idle_after(click["header"]["msg_id"]))
                t0 = time.perf_counter()
                sock.send(click)
                await asyncio.wait_for(done, timeout)
                seen.clicks.append((time.perf_counter() - t0) * 1000)
                seen.sent.append(t0)
        sock.reader.cancel()
    except Exception as err:  # a learner who never got the lesson: counted, not fatal
        seen.error = f"{type(err).__name__}: {err}"[:200]
        seen.dropped = max(seen.dropped, expected or 1)
    finally:
        if conn is not None:
            conn.close()
    return seen


class MemoryWatch(threading.Thread):
    """Samples the resident memory of the Voilà process's children (the kernels)."""

    def __init__(self, pid: int) -> None:
        super().__init__(daemon=True)
        self.root = psutil.Process(pid)
        self.peak_total = 0
        self.peak_one = 0
        self.peak_pss = 0       # the largest PSS of one kernel
        self.peak_count = 0
        self.stop = threading.Event()

    def run(self) -> None:
        rounds = 0
        while not self.stop.is_set():
            total = 0
            kids = self.root.children(recursive=True)
            for kid in kids:
                try:
                    rss = kid.memory_info().rss
                    # PSS reads every mapping: every fourth round only
                    pss = kid.memory_full_info().pss if rounds % 4 == 0 else 0
                except (psutil.Error, AttributeError):
                    continue
                total += rss
                self.peak_one = max(self.peak_one, rss)
                self.peak_pss = max(self.peak_pss, pss)
            self.peak_total = max(self.peak_total, total)
            self.peak_count = max(self.peak_count, len(kids))
            rounds += 1
            self.stop.wait(0.5)


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


async def one_class(server: VoilaServer, lesson: str, n: int, expected: int, clicks: int,
                    spread: float, timeout: float, think: float = 0.0,
                    binary: bool = True) -> list[Learner]:
    return await asyncio.gather(*[
        learn(server, lesson, expected, clicks, random.uniform(0, spread), timeout, think,
              binary)
        for _ in range(n)])


async def shutdown(server: VoilaServer, kernels: list[str]) -> None:
    """Shut these kernels down as a closing page does (Voilà's shutdown address)."""
    client = AsyncHTTPClient()
    for kernel in kernels:
        await client.fetch(f"{server.base_url}voila/api/shutdown/{kernel}", method="POST",
                           body=b"", raise_error=False)


def split_clicks(seen: list[Learner]) -> str:
    """Click p95 while some learners were still opening the lesson, and after."""
    opened = max((s.start + s.interactive for s in seen if s.interactive is not None),
                 default=0.0)
    early = [c for s in seen for c, t in zip(s.clicks, s.sent, strict=True) if t < opened]
    late = [c for s in seen for c, t in zip(s.clicks, s.sent, strict=True) if t >= opened]

    def part(name: str, values: list[float]) -> str:
        if not values:
            return f"{name}: none"
        return (f"{name}: {len(values)} clicks, median {statistics.median(values):.1f} ms, "
                f"p95 {pct(values, 0.95):.1f} ms")

    return (f"     {part('while the class opens', early)}; "
            f"{part('after', late)}")


def main() -> None:
    # Every learner fetches at once (tornado's client would queue all but 10).
    AsyncHTTPClient.configure(None, max_clients=1000)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--learners", type=int, nargs="*", default=[30])
    parser.add_argument("--modes", nargs="*", choices=("plain", "pool"),
                        default=["plain", "pool"],
                        help="without a pool (make serve alone), with a preheated pool")
    parser.add_argument("--lesson", default="bid_whist/04_Bidding.ipynb")
    parser.add_argument("--pool", type=int, help="preheated kernels (default: N)")
    parser.add_argument("--plain", action="store_true", help="no pool only (--modes plain)")
    parser.add_argument("--fill-delay", type=float,
                        help="seconds before Voila refills the pool (voila.json's by default)")
    parser.add_argument("--clicks", type=int, default=5)
    parser.add_argument("--think", type=float, default=1.0,
                        help="mean seconds a learner reads before each click (0: no pause)")
    parser.add_argument("--spread", type=float, default=2.0,
                        help="learners arrive at random within this many seconds")
    parser.add_argument("--timeout", type=float, default=180.0)
    parser.add_argument("--protocol", choices=("v1", "json"), default="v1",
                        help="kernel websocket protocol: v1 (binary, what Voila's pages use) "
                             "or the older JSON one")
    args = parser.parse_args()
    if args.plain:
        args.modes = ["plain"]
    binary = args.protocol == "v1"
    print(f"{args.lesson}, learners "
          f"arrive within {args.spread:.0f} s and read ~{args.think:.1f} s before each click, "
          f"{args.protocol} websocket protocol, "
          f"{os.cpu_count()} CPUs, load "
          f"{os.getloadavg()[0]:.1f} before\n")
    print(f"{'':>4} {'N':>3}  {'interactive s: median':>21} {'p95':>6} {'max':>6}  "
          f"{'click ms: median':>16} {'p95':>6}  {'dropped':>7}  {'failed':>6}  "
          f"{'kernels: peak MB':>16} {'MB each':>7} {'PSS':>5}")
    for n, mode in [(n, mode) for n in args.learners for mode in args.modes]:
        pool = 0 if mode == "plain" else (args.pool or n)
        extra = ["--ClassroomKernelManager.max_kernels=0",
                 "--ClassroomKernelManager.max_kernels_per_client=0"]
        if pool:
            # as make serve CLASS=1 (classroom.__main__): Voilà cannot preheat and render
            # progressively at once
            extra += ["--preheat_kernel=True", "--VoilaConfiguration.progressive_rendering=False",
                      f"--ClassroomKernelManager.lessons={args.lesson}",
                      f"--ClassroomKernelManager.pool_size={pool}"]
            if args.fill_delay is not None:
                extra.append(f"--VoilaKernelManager.fill_delay={args.fill_delay}")
        server = start_voila(log_path=Path(f"/tmp/classroom-bench-{n}.log"),
                             extra_args=tuple(extra), timeout=600, own_session=True)
        try:
            if pool:
                wait_for_pool(server, args.lesson, 0)
                wait_until_quiet(server.process.pid)
            # One learner alone first: how many widgets the lesson has.
            fills = pool_fills(server, args.lesson)
            alone = asyncio.run(one_class(server, args.lesson, 1, 0, 0, 0, args.timeout))[0]
            asyncio.run(shutdown(server, [alone.kernel]))
            if pool:
                wait_for_pool(server, args.lesson, fills)
                wait_until_quiet(server.process.pid)
            load = os.getloadavg()[0]
            watch = MemoryWatch(server.process.pid)
            watch.start()
            seen = asyncio.run(one_class(server, args.lesson, n, alone.shown, args.clicks,
                                         args.spread, args.timeout, args.think, binary))
            watch.stop.set()
            watch.join()
            past = None
            if pool:   # one more learner while the pool refills behind the class
                past = asyncio.run(one_class(server, args.lesson, 1, alone.shown, 0, 0,
                                             args.timeout))[0]
        finally:
            server.stop()
        ready = [s.interactive for s in seen if s.interactive is not None]
        clicks = [c for s in seen for c in s.clicks]
        failed = [s for s in seen if s.error]
        dropped = sum(s.dropped for s in seen)
        row = (f"{mode:>5}{n:>3}  "
               f"{statistics.median(ready) if ready else float('nan'):>21.2f} "
               f"{pct(ready, 0.95) if ready else float('nan'):>6.2f} "
               f"{max(ready) if ready else float('nan'):>6.2f}  "
               f"{statistics.median(clicks) if clicks else float('nan'):>16.1f} "
               f"{pct(clicks, 0.95) if clicks else float('nan'):>6.1f}  {dropped:>7}  "
               f"{len(failed):>6}  {watch.peak_total / 2**20:>16.0f} "
               f"{watch.peak_one / 2**20:>7.0f} {watch.peak_pss / 2**20:>5.0f}")
        print(row, flush=True)
        if past is not None:
            waited = (f"{past.interactive:.2f} s" if past.interactive is not None
                      else f"never ({past.error})")
            print(f"     the learner past the pool (number {n + 1}): interactive after "
                  f"{waited}")
        print(f"     load {load:.1f} when the class arrived")
        print(split_clicks(seen), flush=True)
        for s in failed[:3]:
            print(f"     a learner failed: {s.error}")
    print(f"\n(widgets in the lesson: {alone.shown}; load {os.getloadavg()[0]:.1f} after)")


if __name__ == "__main__":
    main()
