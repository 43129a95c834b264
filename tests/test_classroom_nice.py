"""A lesson's kernel starts below the server's CPU priority until its page is sent (issue
22: twenty learners opening a lesson at once waited 40 s for its text, because each
starting kernel leads a session of its own and the scheduler weighed each like the server
that sends every page)."""

from __future__ import annotations

import asyncio
import os
import re
import sys
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import psutil
import pytest

from classroom.kernels import CLIENT, ClassroomKernelManager, ClientSeat, _niceness
from classroom.server import TEXT_SENT

pytestmark = pytest.mark.skipif(_niceness(15) is None,
                                reason="needs Linux and leave to raise a priority again")
PAGE = "/voila/render/bid_whist/03_Deal_and_Kitty.ipynb"


def _niceness_of(pid: int) -> tuple[set[int], int | None]:
    """The niceness of each of the process's threads, and of its autogroup (None where
    the scheduler has no autogroups)."""
    threads = {os.getpriority(os.PRIO_PROCESS, int(t)) for t in os.listdir(f"/proc/{pid}/task")}
    try:
        with open(f"/proc/{pid}/autogroup") as group:
            found = re.search(r"nice (-?\d+)", group.read())
    except OSError:
        found = None
    return threads, int(found.group(1)) if found else None


def _serve(seat: ClientSeat) -> tuple[tuple[set[int], int | None], tuple[set[int], int | None]]:
    """Start a lesson's kernel as a page for ``seat`` does; its niceness while the page is
    being sent, and once it is out."""

    async def run() -> tuple[tuple[set[int], int | None], tuple[set[int], int | None]]:
        manager = ClassroomKernelManager()
        token = CLIENT.set(seat)
        try:
            kernel = await manager.start_kernel(kernel_name="python3",
                                                env={**os.environ, "SCRIPT_NAME": PAGE})
        finally:
            CLIENT.reset(token)
        try:
            pid = manager._kernel_pid(kernel)
            assert pid is not None
            sending = _niceness_of(pid)
            manager.sent(seat)
            return sending, _niceness_of(pid)
        finally:
            await manager.shutdown_kernel(kernel, now=True)

    with ThreadPoolExecutor(1) as thread:     # a loop of its own, whatever the suite runs
        return thread.submit(asyncio.run, run()).result(timeout=120)


def test_the_kernel_waits_below_the_server_until_the_text_is_sent() -> None:
    server = os.getpriority(os.PRIO_PROCESS, 0)
    (threads, group), (after, group_after) = _serve(ClientSeat("127.0.0.1", quiet_start=True))
    assert threads == {min(19, server + 15)}
    assert group in (None, min(19, server + 15))   # its session's weight, where one counts
    assert after == {server} and group_after in (None, server)


def test_a_page_rendered_whole_starts_its_kernel_at_the_servers_priority() -> None:
    # without progressive rendering the text waits for the kernel anyway: no reason to slow it
    server = os.getpriority(os.PRIO_PROCESS, 0)
    (threads, group), _ = _serve(ClientSeat("127.0.0.1"))
    assert threads == {server} and group in (None, 0, server)   # a new session: 0


def test_the_page_gives_its_kernel_the_servers_priority_once_its_text_is_out() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent / "browser"))
    from voila_harness import render_url, start_voila

    server = start_voila()
    try:
        with urllib.request.urlopen(render_url(server.base_url, PAGE.split("/render/")[1]),
                                    timeout=120) as response:
            page = response.read().decode()
        assert TEXT_SENT in page
        # the lesson's text, then the mark, then the kernel's id (written once it is up)
        assert page.index("jp-RenderedMarkdown") < page.index(TEXT_SENT) < page.index(
            '"kernelId"')
        kernels = [p for p in psutil.Process(server.process.pid).children()
                   if "ipykernel" in " ".join(p.cmdline())]
        assert len(kernels) == 1
        assert _niceness_of(kernels[0].pid)[0] == {os.getpriority(os.PRIO_PROCESS,
                                                                  server.process.pid)}
    finally:
        server.stop()
