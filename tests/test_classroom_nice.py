"""Lesson kernels run below the server's CPU priority (issue 22: twenty learners opening
a lesson at once waited 40 s for its text, because each starting kernel leads a session
of its own and the scheduler weighed each like the server that sends every page)."""

from __future__ import annotations

import asyncio
import os
import re
from concurrent.futures import ThreadPoolExecutor

import pytest

from classroom.kernels import ClassroomKernelManager

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/task"), reason="Linux only")


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


def _start_and_look(**config: int) -> tuple[set[int], int | None]:
    """Start one lesson's kernel as a page does, look at its niceness, shut it down."""

    async def run() -> tuple[set[int], int | None]:
        manager = ClassroomKernelManager(**config)
        kernel = await manager.start_kernel(
            kernel_name="python3",
            env={**os.environ, "SCRIPT_NAME": "/voila/render/bid_whist/03_Deal_and_Kitty.ipynb"})
        try:
            pid = manager._kernel_pid(kernel)
            assert pid is not None
            return _niceness_of(pid)
        finally:
            await manager.shutdown_kernel(kernel, now=True)

    with ThreadPoolExecutor(1) as thread:     # a loop of its own, whatever the suite runs
        return thread.submit(asyncio.run, run()).result(timeout=120)


def test_a_lesson_kernel_runs_below_the_server() -> None:
    server = os.getpriority(os.PRIO_PROCESS, 0)
    threads, group = _start_and_look()
    assert threads == {min(19, server + 15)}
    if group is not None:      # its session's weight is what the scheduler shares by
        assert group == min(19, server + 15)


def test_kernel_nice_zero_leaves_the_kernel_at_the_servers_priority() -> None:
    server = os.getpriority(os.PRIO_PROCESS, 0)
    threads, group = _start_and_look(kernel_nice=0)
    assert threads == {server}
    assert group in (None, 0)
