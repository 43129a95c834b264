"""A kernel manager for a class: a cap, lessons only, a small preheated pool."""

from __future__ import annotations

import asyncio
import os
import re
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import timedelta
from typing import Any
from urllib.parse import unquote

from jinja2 import BytecodeCache
from jinja2.bccache import Bucket
from jupyter_core.utils import ensure_async
from jupyter_server._tz import utcnow
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.web import HTTPError
from traitlets import Bool, Float, Int, List, Unicode

#: A served path that is not a lesson: a name or folder starting with "_" or ".".
_PRIVATE = re.compile(r"(^|/)[_.][^/]*")


@dataclass(eq=False)
class ClientSeat:
    """A lesson page being served to one client address (``classroom.server``): counted
    against that address's cap until its kernel is known, then the kernel is."""

    client: str
    taken: bool = False
    #: start the page's kernel at a low CPU priority until the page's text is sent (set by
    #: the page handler when the text goes before the kernel: progressive rendering)
    quiet_start: bool = False
    #: the kernel so started, given its priority back by :meth:`ClassroomKernelManager.sent`
    quiet_pid: int | None = None


#: The page being served in this request, if any (set by ``classroom.server``).
CLIENT: ContextVar[ClientSeat | None] = ContextVar("whist_client", default=None)


class SharedBytecode(BytecodeCache):
    """Compiled page templates kept in memory for every page the server renders.

    Voilà builds a new Jinja environment for each page it renders, so each page compiles
    the lab templates again: about 0.2–0.3 s of the server's one event loop (several
    seconds on a busy machine) before the page's first byte, during which no learner's
    click is forwarded. With this cache a template is compiled once (its source is still read
    and checked, so an edited template is compiled again)."""

    def __init__(self) -> None:
        self._code: dict[str, bytes] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        code = self._code.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        self._code[bucket.key] = bucket.bytecode_to_string()


#: One cache for the server.
TEMPLATES = SharedBytecode()


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
      A learner arriving when no ready kernel is left gets a kernel of their own at
      once, never the refill Voilà starts after ``fill_delay`` (nor one still preparing).
    - ``max_kernels_per_client``: the lessons one client address may hold (the pages
      :mod:`classroom.server` serves say whose they are); beyond it HTTP 429. This
      machine's own addresses are not capped unless ``cap_loopback``.
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
                      help="Preheated kernels prepared at the same time (each is started, "
                           "then runs its lesson); the others wait their turn, so a class "
                           "clicking is not slowed down by the pool filling up behind it "
                           "(a learner's own kernel never waits for this).")
    kernel_start_nice = Int(15, config=True,
                            help="CPU niceness added to a lesson's kernel while its page is "
                                 "being sent (with progressive rendering, the lesson's text "
                                 "goes first): the server alone sends every learner's page, "
                                 "and each kernel leads a session of its own, so twenty "
                                 "kernels starting at once were weighed like the server and "
                                 "the text waited for them. The kernel gets the server's "
                                 "priority back once its page's text is out. Only used where the "
                                 "server may raise a priority again (root, or an RLIMIT_NICE "
                                 "that allows it) on Linux; 0: never.")
    pool_nice = Int(19, config=True,
                    help="CPU niceness of a refill kernel (once learners have taken "
                         "preheated kernels) while it runs its lesson; it goes back to the "
                         "server's own once the lesson has run. Only used "
                         "where the server may raise a priority again (root, or an "
                         "RLIMIT_NICE that allows it) on Linux; 0: never.")
    pool_pause = Float(10.0, config=True,
                       help="Once learners have taken preheated kernels, seconds between "
                            "one pool kernel's preparation and the next: the server renders "
                            "each lesson page in the event loop that also carries the "
                            "learners' clicks, so refills are spread out (0: no pause).")
    max_kernels_per_client = Int(0, config=True,
                                 help="Most lessons one client address may have open "
                                      "(0: no limit); beyond it a page says so (HTTP 429).")
    cap_loopback = Bool(False, config=True,
                        help="Count lessons opened from this machine itself (127.0.0.1, "
                             "::1: the teacher's browser, a proxy, the tests) against "
                             "max_kernels_per_client too.")
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
        self._claimed = False             # a learner has taken a preheated kernel
        self._pool_gate = asyncio.Semaphore(max(self.pool_starts, 1))
        self._nice = _niceness(self.pool_nice)
        self._start_nice = _niceness(self.kernel_start_nice)
        self._owners: dict[str, str] = {}          # kernel id -> the client address
        self._pending: dict[str, int] = {}         # client -> pages not yet given a kernel
        if self.has_trait("kernel_pools_config"):       # Voilà's preheat mode
            # Voilà's preheat prepares a pool kernel in its _initialize (start the kernel,
            # then run the lesson in it): paced here, one (pool_starts) at a time.
            self._initialize = self._paced(self._initialize)
            self.get_rendered_notebook = self._claiming(self.get_rendered_notebook)
            self.get_pool_size = self.usable_pool_size     # what Voilà's page asks
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
        kernel = await self._start(kernel_id, path, **kwargs)
        seat = CLIENT.get() if page else None
        if seat is not None and seat.quiet_start and self._start_nice:
            seat.quiet_pid = self._kernel_pid(kernel)
            if seat.quiet_pid is not None:
                _renice(seat.quiet_pid, self._start_nice[1])
        if page:
            self._owned(kernel)
        return kernel

    def reserve(self, seat: ClientSeat) -> None:
        """A page for ``seat.client`` is being served: count it until its kernel is known."""
        self._pending[seat.client] = self._pending.get(seat.client, 0) + 1

    def release(self, seat: ClientSeat) -> None:
        """The page has been served (or failed): stop counting it as pending."""
        if not seat.taken:
            seat.taken = True
            left = self._pending.get(seat.client, 1) - 1
            if left > 0:
                self._pending[seat.client] = left
            else:
                self._pending.pop(seat.client, None)

    def sent(self, seat: ClientSeat) -> None:
        """The text of ``seat``'s page is out: its kernel gets the server's priority back."""
        if seat.quiet_pid is not None and self._start_nice:
            _renice(seat.quiet_pid, self._start_nice[0])
        seat.quiet_pid = None

    def _owned(self, kernel_id: str) -> None:
        """The kernel of the page being served belongs to its client."""
        seat = CLIENT.get()
        if seat is None:
            return
        self._owners[kernel_id] = seat.client
        self.release(seat)

    def kernels_of(self, client: str) -> int:
        """Lessons open (or being opened) from ``client``."""
        for kernel_id in [k for k in self._owners if k not in self._kernels]:
            del self._owners[kernel_id]
        return (sum(1 for owner in self._owners.values() if owner == client)
                + self._pending.get(client, 0))

    def usable_pool_size(self, notebook_name: str) -> int:
        """Preheated kernels a learner can have now: alive, the lesson run. A refill still
        waiting for its turn (Voilà's ``fill_delay``, the pool's pacing) or still being
        prepared (at the lowest CPU priority, so a busy machine may starve it) does not
        count: the learner past the pool gets a kernel of their own at once, at the
        server's own priority, instead of waiting for it."""
        return len(self._usable(notebook_name))

    def _usable(self, notebook_name: str) -> list[asyncio.Task]:
        usable = []
        for task in getattr(self, "_pools", {}).get(notebook_name, []):
            if not task.done() or task.cancelled() or task.exception() is not None:
                continue
            item = task.result()
            render = item.get("task")       # the lesson running in it (at a low priority)
            if item.get("kernel_id") in self._kernels and (render is None or render.done()):
                usable.append(task)
        return usable

    def _paced(self, initialize: Any) -> Any:
        """Voilà's preparation of a pool kernel, ``pool_starts`` at a time and at a low
        CPU priority: the gate is held until the lesson has run in the kernel (or until a
        learner took the kernel: Voilà then stops the run after its current cell)."""

        async def prepare(notebook: str, kernel_id: str | None = None,
                          **kwargs: Any) -> dict:
            await self._pool_gate.acquire()
            try:
                item = await initialize(notebook, kernel_id, **kwargs)
            except BaseException:
                self._pool_gate.release()
                raise
            # before the class (no kernel taken yet) the pool fills at full speed
            pid = (self._kernel_pid(item.get("kernel_id"))
                   if self._nice and self._claimed else None)
            if pid is not None:
                _renice(pid, self._nice[1])

            def prepared(_: object = None) -> None:
                if pid is not None:
                    _renice(pid, self._nice[0])
                if self._claimed and self.pool_pause > 0:
                    asyncio.get_running_loop().call_later(self.pool_pause,
                                                          self._pool_gate.release)
                else:
                    self._pool_gate.release()

            render = item.get("task")
            if render is None:
                prepared()
            else:
                render.add_done_callback(prepared)
            return item

        return prepare

    def _claiming(self, get_rendered_notebook: Any) -> Any:
        """Voilà's hand-over of a preheated kernel to a learner, noting that it happened
        (refills are paced from then on)."""

        async def claim(*args: Any, **kwargs: Any) -> Any:
            self._claimed = True
            notebook = kwargs.get("notebook_name", args[0] if args else None)
            pool = getattr(self, "_pools", {}).get(notebook)
            if pool:     # Voilà takes the first: put the ready ones first
                usable = self._usable(notebook)
                pool[:] = usable + [task for task in pool if task not in usable]
            result = await get_rendered_notebook(*args, **kwargs)
            self._owned(result[2])
            return result

        return claim

    def _kernel_pid(self, kernel_id: str | None) -> int | None:
        kernel = self._kernels.get(kernel_id) if kernel_id else None
        provisioner = getattr(kernel, "provisioner", None)
        pid = getattr(provisioner, "pid", None)
        return pid if isinstance(pid, int) else None

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
                    and len(getattr(self, "_pools", {}).get(lesson, ())) < self.pool_size):
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


def share_templates(renderer: Any) -> None:
    """Let an initialised Voilà page renderer's Jinja environment use :data:`TEMPLATES`."""
    environment = getattr(getattr(renderer, "exporter", None), "environment", None)
    if environment is not None and environment.bytecode_cache is None:
        environment.bytecode_cache = TEMPLATES


def _niceness(nice: int) -> tuple[int, int] | None:
    """(the server's niceness, a kernel's while it starts or prepares) if a kernel can be
    made nicer for a while and brought back afterwards; None where it cannot (no /proc,
    or a user who may not raise a priority again: the pool is then only paced)."""
    if nice <= 0 or not os.path.isdir("/proc/self/task"):
        return None
    base = os.getpriority(os.PRIO_PROCESS, 0)
    try:
        import resource
        allowed = 20 - resource.getrlimit(resource.RLIMIT_NICE)[0]
    except (ImportError, OSError, ValueError):
        allowed = 20
    if os.geteuid() != 0 and base < allowed:
        return None
    return base, min(19, base + nice)


def _renice(pid: int, nice: int) -> None:
    """Set the niceness of process ``pid``: of each of its threads (Linux sets one thread
    at a time) and of its autogroup (the kernel leads a session of its own, so where the
    scheduler shares the CPU between sessions, only the autogroup's niceness counts)."""
    try:
        threads = [int(t) for t in os.listdir(f"/proc/{pid}/task")]
    except OSError:
        return
    for tid in threads:
        try:
            os.setpriority(os.PRIO_PROCESS, tid, nice)
        except OSError:   # the thread ended, or the priority may not go back up
            continue
    try:
        if os.getsid(pid) == pid:
            with open(f"/proc/{pid}/autogroup", "w") as group:
                group.write(str(nice))
    except OSError:       # no autogroups here, or the kernel has ended
        pass
