"""A kernel manager for a class: a cap, lessons only, a small preheated pool."""

from __future__ import annotations

import asyncio
import re
from datetime import timedelta
from typing import Any
from urllib.parse import unquote

from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Bool, Int, List, Unicode

#: A served path that is not a lesson: a name or folder starting with "_" or ".".
_PRIVATE = re.compile(r"(^|/)[_.][^/]*")


class ClassFull(HTTPError):
    """Every kernel the server may run is in use (HTTP 503, "the class is full" page)."""

    def __init__(self, limit: int) -> None:
        super().__init__(503, "the class is full: %d lessons are open", limit,
                         reason="The class is full")


class NotALesson(HTTPError):
    """A notebook that is not a lesson was asked for (HTTP 404, no kernel started)."""

    def __init__(self, path: str) -> None:
        super().__init__(404, "not a lesson: %s", path)


class ClassroomKernelManager(AsyncMappingKernelManager):
    """Jupyter's kernel manager with the limits a classroom server needs.

    - ``max_kernels``: beyond it a page gets HTTP 503 and the template's "the class
      is full, try again in a minute" page, instead of a kernel the machine cannot hold.
      Kernels being started count, and so do preheated ones.
    - Lessons only: a render address whose path has a part starting with ``_`` or
      ``.`` (``_bare.ipynb``, ``.ipynb_checkpoints/...``) is a 404, and no kernel starts.
    - ``lessons`` and ``pool_size``: with Voilà's ``preheat_kernel`` on, only these
      notebooks keep ``pool_size`` kernels ready (Voilà alone would preheat every
      notebook of the folder).
    - ``connected_idle_timeout``: a kernel whose page is still open but has not been
      used for that long is shut down too (``cull_idle_timeout`` covers kernels with
      no page; ``cull_connected`` would use the same short timeout for both).
    - ``pool_idle_timeout``: a preheated kernel nobody has taken for that long is shut
      down (Voilà itself never culls its pool), and its lesson's pool stays empty
      until a learner opens that lesson again: the class is over, the memory is freed;
      the next learner gets a kernel of their own and the pool fills up behind them.
    """

    max_kernels = Int(40, config=True,
                      help="Most kernels running at once (0: no limit).")
    lessons = List(Unicode(), config=True,
                   help="Notebooks (paths under the served folder) to keep preheated.")
    pool_size = Int(2, config=True,
                    help="Preheated kernels kept ready per lesson in `lessons`.")
    lessons_only = Bool(True, config=True,
                        help="Refuse to render notebooks whose path has a part starting "
                             "with '_' or '.' (benchmarks turn this off for _bare.ipynb).")
    pool_starts = Int(2, config=True,
                      help="Preheated kernels started at the same time (a learner's own "
                           "kernel never waits for this).")
    connected_idle_timeout = Int(0, config=True,
                                 help="Seconds before an idle kernel with an open page is "
                                      "shut down (0: never).")
    pool_idle_timeout = Int(0, config=True,
                            help="Seconds a preheated kernel may wait unused before it is "
                                 "shut down; its lesson's pool is then refilled only when "
                                 "a learner opens that lesson again (0: never).")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._starting = 0
        self._dormant: set[str] = set()   # lessons whose pool was culled
        self._pool_gate = asyncio.Semaphore(max(self.pool_starts, 1))
        if self.has_trait("kernel_pools_config"):       # Voilà's preheat mode
            pools: dict[str, Any] = {"default": {"pool_size": 0}}
            pools.update({lesson: {"pool_size": max(self.pool_size, 0)}
                          for lesson in self.lessons})
            self.kernel_pools_config = pools
            wanted = self.pool_size * len(self.lessons)
            if self.max_kernels and wanted >= self.max_kernels:
                self.log.warning("The preheated pool (%d kernels) leaves no room under "
                                 "max_kernels=%d", wanted, self.max_kernels)

    async def start_kernel(self, *, kernel_id: str | None = None, path: str | None = None,
                           **kwargs: Any) -> str:
        """Start a kernel unless the page is not a lesson or the class is full."""
        env = kwargs.get("env") or {}
        page = env.get("SCRIPT_NAME", "")
        notebook = unquote(page.split("/voila/render/", 1)[-1]) if page else ""
        if page and self.lessons_only and _PRIVATE.search(notebook):
            raise NotALesson(page)
        if notebook in self._dormant:    # the class is back: fill this lesson's pool again
            self._dormant.discard(notebook)
            self.log.info("Refilling the pool of %s (a learner opened it)", notebook)
            fill = getattr(self, "fill_if_needed", None)
            if fill is not None:
                asyncio.get_running_loop().call_soon(
                    lambda: fill(delay=0, notebook_name=notebook))
        if kernel_id is None and self.max_kernels and self.room() <= 0:
            self.log.warning("Class full: %d kernels running, %s refused",
                             self.max_kernels - self.room(), page or "a preheated kernel")
            if not page:   # a pool refill: drop the failed task once it has settled
                asyncio.get_running_loop().call_soon(self._drop_failed_pool_tasks)
            raise ClassFull(self.max_kernels)
        if not page and kernel_id is None and env.get("VOILA_PREHEAT") == "True":
            # Filling the pool: a few at a time, so a class opening lessons (or clicking)
            # is not slowed down by dozens of kernels starting at once.
            async with self._pool_gate:
                if self.max_kernels and self.room() <= 0:
                    asyncio.get_running_loop().call_soon(self._drop_failed_pool_tasks)
                    raise ClassFull(self.max_kernels)
                return await self._start(kernel_id, path, **kwargs)
        return await self._start(kernel_id, path, **kwargs)

    async def _start(self, kernel_id: str | None, path: str | None, **kwargs: Any) -> str:
        self._starting += 1
        try:
            return await super().start_kernel(kernel_id=kernel_id, path=path, **kwargs)
        finally:
            self._starting -= 1

    def room(self) -> int:
        """How many more kernels may start (running and starting ones count)."""
        if not self.max_kernels:
            return 1 << 30
        return self.max_kernels - len(self.list_kernel_ids()) - self._starting

    def _drop_failed_pool_tasks(self) -> None:
        """Forget preheat tasks that failed (the class was full), so a page asking for
        that lesson starts its own kernel instead of inheriting the failure."""
        for pool in getattr(self, "_pools", {}).values():
            pool[:] = [task for task in pool
                       if not (task.done() and (task.cancelled() or task.exception()))]

    async def cull_kernels(self) -> None:
        """Cull idle kernels and unused preheated ones, then top the lessons' pools up
        again where there is room (not the pools of lessons nobody opens any more)."""
        await self.cull_pool()
        await super().cull_kernels()
        self._drop_failed_pool_tasks()
        fill = getattr(self, "fill_if_needed", None)
        if fill is None:
            return
        for lesson in self.lessons:
            if (lesson not in self._dormant and self.room() > 0
                    and self.get_pool_size(lesson) < self.pool_size):
                fill(delay=0, notebook_name=lesson)

    def pooled_kernels(self) -> dict[str, list[str]]:
        """The ready kernels of each lesson: preheated (started, and the lesson run to its
        end in them: a kernel still starting or running the lesson is not ready) and not
        yet taken by a learner."""
        ready: dict[str, list[str]] = {}
        for lesson, pool in getattr(self, "_pools", {}).items():
            for task in pool:
                if not task.done() or task.cancelled() or task.exception() is not None:
                    continue
                item = task.result()
                render = item.get("task")
                if item.get("kernel_id") in self._kernels and (render is None or render.done()):
                    ready.setdefault(lesson, []).append(item["kernel_id"])
        return ready

    async def cull_pool(self) -> None:
        """Shut down preheated kernels unused for ``pool_idle_timeout`` seconds."""
        if self.pool_idle_timeout <= 0:
            return
        limit = timedelta(seconds=self.pool_idle_timeout)
        for lesson, kernel_ids in self.pooled_kernels().items():
            for kernel_id in kernel_ids:
                kernel = self._kernels.get(kernel_id)
                last = getattr(kernel, "last_activity", None)
                if kernel is None or last is None or utcnow() - last <= limit:
                    continue
                self._dormant.add(lesson)
                self.log.warning("Culling preheated kernel %s of %s: unused for %d s",
                                 kernel_id, lesson, int((utcnow() - last).total_seconds()))
                await ensure_async(self.shutdown_kernel(kernel_id))

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        """Cull as Jupyter does; also kernels with a page open, after a longer idle time."""
        kernel = self._kernels.get(kernel_id)
        if (kernel is not None and self.connected_idle_timeout > 0
                and self._kernel_connections.get(kernel_id, 0)
                and getattr(kernel, "execution_state", None) != "busy"
                and hasattr(kernel, "last_activity")):
            idle = utcnow() - kernel.last_activity
            if idle > timedelta(seconds=self.connected_idle_timeout):
                self.log.warning("Culling kernel %s with an open page after %d s idle",
                                 kernel_id, int(idle.total_seconds()))
                await ensure_async(self.shutdown_kernel(kernel_id))
                return
        await super().cull_kernel_if_idle(kernel_id)
