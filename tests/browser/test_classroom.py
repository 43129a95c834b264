"""A class on one server: locked doors over HTTP, offline pages, no silent failure.

HTTP tests (no browser): the Host check (``allow_remote_access: false`` with the
host names a class may use), the kernel cap and its "class is full" page, the
optional token, that only lessons are rendered, and that an unused pool of ready
kernels is culled (and refilled when a learner comes back). Browser tests: no request leaves
127.0.0.1, a broken part of a lesson gets a plain message and "Try again", and
several lessons opened at once on a saturated CPU each get every widget.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import json
import multiprocessing
import os
import re
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest
from playwright.sync_api import Browser, BrowserContext, Page
from voila_harness import (
    PROJECTOR,
    REPO,
    VoilaServer,
    open_dashboard,
    page_log,
    render_url,
    start_voila,
    wait_until_rendered,
    watched_page,
    write_sandbox,
)

from classroom.__main__ import class_config, parse

pytestmark = pytest.mark.browser

SANDBOX = {
    "plain.ipynb": ["# A lesson without widgets"],
    "_private.ipynb": ["# Not a lesson", "print('private')"],
    "broken.ipynb": ["# A lesson with a broken part", "raise ValueError('/srv/secret/path')"],
    "widget.ipynb": ["# One widget", "import ipywidgets as w\nw.Button(description='Hello')"],
}


def _get(url: str, host: str | None = None, timeout: float = 120) -> tuple[int, str]:
    """Status and body of a GET (an HTTP error is an answer too)."""
    request = urllib.request.Request(url, headers={"Host": host} if host else {})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode(errors="replace")


def _kernel_id(body: str) -> str:
    found = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', body)
    assert found, "no kernel id on the page"
    return found.group(1)


def _shutdown(server: VoilaServer, kernel_id: str, token: str = "") -> None:
    request = urllib.request.Request(f"{server.base_url}voila/api/shutdown/{kernel_id}",
                                     method="POST",
                                     headers={"Authorization": f"token {token}"} if token else {})
    urllib.request.urlopen(request, timeout=30).close()
    assert server.wait_for_log(f"Kernel shutdown: {kernel_id}", 30)


@pytest.fixture(scope="module")
def classroom(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """The sandbox served as a teacher would: hosts class.test, at most 2 kernels."""
    folder = tmp_path_factory.mktemp("classroom")
    write_sandbox(folder, SANDBOX)
    args = parse(["--hosts", "class.test", "--max-kernels", "2"])
    config = class_config(args, json.loads((REPO / "voila.json").read_text()))
    # pages rendered whole, as a class's preheated lessons are: the malformed-message test
    # reads a widget's model id from the served page (progressive rendering sends none)
    config["VoilaConfiguration"]["progressive_rendering"] = False
    (folder / "config").mkdir()
    (folder / "config" / "voila.json").write_text(json.dumps(config))
    server = start_voila(root_dir=folder, log_path=folder / "voila.log",
                         extra_args=(f"--Voila.config_file_paths={folder / 'config'}",))
    yield server
    server.stop()


def test_voila_json_locks_the_doors() -> None:
    config = json.loads((REPO / "voila.json").read_text())
    tornado = config["Voila"]["tornado_settings"]
    assert tornado["allow_remote_access"] is False
    assert config["Voila"]["kernel_websocket_connection_class"] == "classroom.NoDelayConnection"
    assert config["VoilaConfiguration"]["multi_kernel_manager_class"] == (
        "classroom.ClassroomKernelManager")
    assert config["ClassroomKernelManager"]["max_kernels"] > 0
    assert config["VoilaExecutor"]["iopub_timeout"] >= 30
    assert config["VoilaExecutor"]["raise_on_iopub_timeout"] is True


def test_teacher_options_become_voila_settings() -> None:
    args = parse(["--class", "--lessons", "a.ipynb", "b/c.ipynb", "--pool", "5", "--hosts",
                  "pc.local", "--token", "t0k", "--max-kernels", "30"])
    config = class_config(args, json.loads((REPO / "voila.json").read_text()))
    assert config["VoilaConfiguration"]["preheat_kernel"] is True
    # a preheated page comes at once; Voilà refuses progressive rendering with preheating
    assert config["VoilaConfiguration"]["progressive_rendering"] is False
    assert config["ClassroomKernelManager"]["lessons"] == ["a.ipynb", "b/c.ipynb"]
    assert config["ClassroomKernelManager"]["pool_size"] == 5
    assert config["ClassroomKernelManager"]["max_kernels"] == 30
    assert config["Voila"]["tornado_settings"]["local_hostnames"] == ["localhost", "pc.local"]
    assert config["Voila"]["tornado_settings"]["allow_remote_access"] is False
    assert config["Voila"]["token"] == "t0k"
    with pytest.raises(SystemExit):
        parse(["--class"])           # a pool needs the lessons it is for


def test_only_named_hosts_are_served(classroom: VoilaServer) -> None:
    port = re.search(r":(\d+)/", classroom.base_url).group(1)
    url = render_url(classroom.base_url, "plain.ipynb")
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"class.test:{port}"):
        status, body = _get(url, host)
        assert status == 200, host
        _shutdown(classroom, _kernel_id(body))
    # A DNS-rebinding page reaches the server under its own name: refused before any kernel.
    before = classroom.log().count("Kernel started")
    for host in ("evil.test", f"evil.test:{port}", f"192.168.1.20:{port}"):
        assert _get(url, host)[0] == 403, host
        assert _get(f"{classroom.base_url}api/kernels/00000000-0000-0000-0000-000000000000",
                    host)[0] == 403
    assert classroom.log().count("Kernel started") == before


def test_only_lessons_are_rendered(classroom: VoilaServer) -> None:
    before = classroom.log().count("Kernel started")
    status, body = _get(render_url(classroom.base_url, "_private.ipynb"))
    assert status == 404
    assert "private" not in body.replace("_private.ipynb", "")
    assert classroom.log().count("Kernel started") == before


def test_the_cap_shows_the_class_is_full_page(classroom: VoilaServer) -> None:
    url = render_url(classroom.base_url, "plain.ipynb")
    kernels = []
    try:
        for _ in range(2):
            status, body = _get(url)
            assert status == 200
            kernels.append(_kernel_id(body))
        status, body = _get(url)
        assert status == 503
        assert "The class is full" in body and "Try again" in body
        assert "Traceback" not in body and str(REPO) not in body
        _shutdown(classroom, kernels.pop())
        status, body = _get(url)            # a seat came free
        assert status == 200
        kernels.append(_kernel_id(body))
    finally:
        for kernel_id in kernels:
            with contextlib.suppress(Exception):
                _shutdown(classroom, kernel_id)


def test_a_token_guards_a_class_server(tmp_path: Path) -> None:
    write_sandbox(tmp_path, SANDBOX)
    server = start_voila(root_dir=tmp_path, log_path=tmp_path / "voila.log",
                         extra_args=("--Voila.token=class-secret",))
    try:
        url = render_url(server.base_url, "plain.ipynb")
        status, body = _get(url)
        assert status in (302, 403) or "kernelId" not in body
        assert "Kernel started" not in server.log()
        status, body = _get(f"{url}?token=class-secret")
        assert status == 200
        _shutdown(server, _kernel_id(body), token="class-secret")
    finally:
        server.stop()


def _kernel_processes(server: VoilaServer) -> int:
    """The server's kernels: children started with a kernel connection file.

    Counting every child would also count short-lived helpers (a kernel's own
    subprocess, a zombie not yet reaped), which made the count flaky (3 for 2)."""
    count = 0
    for child in psutil.Process(server.process.pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if child.status() != psutil.STATUS_ZOMBIE and \
                    any(re.search(r"kernel-[\w-]+\.json$", arg) for arg in child.cmdline()):
                count += 1
    return count


def _until(check, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.25)
    return check()


def test_an_unused_pool_is_culled_and_fills_again_for_a_learner(tmp_path: Path) -> None:
    """Ready kernels nobody takes are shut down after ``--pool-timeout`` seconds and not
    replaced; the next learner of that lesson gets a kernel of their own, and the pool
    fills up again behind them."""
    write_sandbox(tmp_path, SANDBOX)
    args = parse(["--class", "--lessons", "widget.ipynb", "--pool", "2", "--pool-timeout", "6"])
    config = class_config(args, json.loads((REPO / "voila.json").read_text()))
    config["MappingKernelManager"]["cull_interval"] = 1
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "voila.json").write_text(json.dumps(config))
    server = start_voila(root_dir=tmp_path, log_path=tmp_path / "voila.log",
                         extra_args=(f"--Voila.config_file_paths={tmp_path / 'config'}",))
    filled = "Kernel pool of widget.ipynb is filled"
    try:
        assert server.wait_for_log(filled, 240)
        assert _kernel_processes(server) == 2
        # nobody comes: both are culled (the log names them), and none takes their place
        assert _until(lambda: server.log().count("Culling preheated kernel") == 2, 120)
        assert _until(lambda: _kernel_processes(server) == 0, 30)
        time.sleep(4)
        assert _kernel_processes(server) == 0
        assert server.log().count(filled) == 1
        # a learner comes back: served by a kernel of their own, then the pool refills
        status, body = _get(render_url(server.base_url, "widget.ipynb"))
        assert status == 200
        kernel_id = _kernel_id(body)
        assert "Using pre-heated kernel" not in server.log()
        assert _until(lambda: server.log().count(filled) == 2, 240)
        assert _kernel_processes(server) == 3
        _shutdown(server, kernel_id)
        # culled only once they had run the lesson and then waited: never mid-start
        assert "Kernel died before replying" not in server.log()
    finally:
        server.stop()


# --- in the browser ------------------------------------------------------------------


def test_no_request_leaves_the_machine(context: BrowserContext, voila_server: VoilaServer) -> None:
    """A real lesson, and the guard's own files, load from 127.0.0.1 only.

    ``watched_page`` fails the test on any request to another host; here every
    request is also listed, to show the page did load its styles and scripts.
    """
    requested: list[str] = []
    with watched_page(context, voila_server) as page:
        page.on("request", lambda r: requested.append(r.url))
        open_dashboard(page, voila_server.base_url, "bid_whist/02_Card_Ranks.ipynb")
        log = page_log(page)
        assert log is not None and log.blocked == []
    assert any("whist-guard.js" in url for url in requested)
    assert all(url.startswith(voila_server.base_url) or url.startswith(("data:", "blob:"))
               for url in requested), [u for u in requested
                                       if not u.startswith(voila_server.base_url)]


def test_a_foreign_request_fails_the_test(context: BrowserContext,
                                          classroom: VoilaServer) -> None:
    with pytest.raises(AssertionError, match="another host"), \
            watched_page(context, classroom) as page:
        open_dashboard(page, classroom.base_url, "plain.ipynb")
        page.evaluate("() => fetch('https://example.org/x').catch(() => null)")
        page.wait_for_timeout(300)


def test_a_broken_part_gets_a_message_and_try_again(context: BrowserContext,
                                                    classroom: VoilaServer) -> None:
    with watched_page(context, classroom) as page:
        open_dashboard(page, classroom.base_url, "broken.ipynb")
        banner = page.locator(".whist-load-banner")
        banner.wait_for(state="visible", timeout=10_000)
        assert "could not be shown" in banner.inner_text()
        assert page.locator(".whist-load-banner button.whist-retry").is_visible()
        body = page.locator("body").inner_text()
        assert "/srv/secret" not in body and "ValueError" not in body
        assert "There was an error" not in body and "Voil" not in body


def test_a_widget_that_never_arrived_gets_a_message_and_try_again(
        context: BrowserContext, classroom: VoilaServer) -> None:
    """The renderer's "model not found" (a widget's model lost on a busy server) is a
    failure the learner is told about, not a silent broken box."""
    with watched_page(context, classroom) as page:
        open_dashboard(page, classroom.base_url, "plain.ipynb")
        assert not page.locator(".whist-load-banner").is_visible()
        page.evaluate("""() => {
          const out = document.querySelector('.jp-OutputArea-output')
            || document.querySelector('#rendered_cells').appendChild(
                 Object.assign(document.createElement('div'),
                               {className: 'jp-OutputArea-output'}));
          out.textContent = 'Error displaying widget: model not found';
          out.classList.add('jupyter-widgets');
        }""")
        banner = page.locator(".whist-load-banner")
        banner.wait_for(state="visible", timeout=10_000)
        assert "could not be shown" in banner.inner_text()
        assert page.locator(".whist-output-failed").count() == 1


# --- several lessons at once on a saturated CPU --------------------------------------

LESSONS = ["bid_whist/04_Bidding.ipynb", "bid_whist/06_Playing_Tricks.ipynb",
           "bid_whist/08_Scoring.ipynb",
           "german_whist/02_The_First_Stage.ipynb", "Explore_a_Hand.ipynb"]

_WIDGETS_JS = """() => {
  const outputs = Array.from(document.querySelectorAll('.jp-OutputArea-output'));
  return {
    widgets: outputs.filter(o => o.querySelector('.jupyter-widgets')
                                 && !o.textContent.includes('Error displaying widget')).length,
    missing: outputs.filter(o => o.textContent.includes('Error displaying widget')).length,
    waiting: outputs.filter(o => o.textContent.trim() === 'Loading widget...').length,
    banner: (document.querySelector('.whist-load-banner') || {dataset: {}}).dataset.problem || '',
    failed: Array.from(document.querySelectorAll('.whist-output-failed'))
      .map(o => (o.querySelector('.jupyter-widgets-error-widget') ? 'widget error: ' : '')
                + o.textContent.trim().slice(0, 300)),
  };
}"""


def _spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


def _widgets(page: Page) -> dict:
    return page.evaluate(_WIDGETS_JS)


def test_busy_server_every_widget_arrives(browser: Browser, voila_server: VoilaServer) -> None:
    """Open five lessons at once (lesson 6 among them) while every core is kept busy:
    every page gets all the widgets it gets on an idle server (counted first), and no
    failure message."""
    expected = {}
    context = browser.new_context(viewport=PROJECTOR)
    try:
        for lesson in LESSONS:
            with watched_page(context, voila_server) as page:
                open_dashboard(page, voila_server.base_url, lesson)
                expected[lesson] = _widgets(page)
                assert expected[lesson]["widgets"] > 0, lesson
    finally:
        context.close()

    spinners = [multiprocessing.Process(target=_spin, args=(120,), daemon=True)
                for _ in range(2 * (os.cpu_count() or 2))]
    for p in spinners:
        p.start()
    contexts = [browser.new_context(viewport=PROJECTOR) for _ in LESSONS]
    try:
        with contextlib.ExitStack() as stack:
            pages = [stack.enter_context(watched_page(c, voila_server)) for c in contexts]
            for page, lesson in zip(pages, LESSONS, strict=True):
                page.goto(render_url(voila_server.base_url, lesson), wait_until="commit",
                          timeout=180_000)
            found = {}
            for page in pages:
                wait_until_rendered(page, timeout=240_000)
            for page, lesson in zip(pages, LESSONS, strict=True):
                # the guard checks every 2 s: a "slow" note shown while widgets were
                # still coming must be gone once they have all arrived
                page.wait_for_timeout(2500)
                found[lesson] = _widgets(page)
            for lesson in LESSONS:
                got = found[lesson]
                idle = expected[lesson]
                assert got["widgets"] == idle["widgets"] and not got["waiting"], (
                    f"{lesson}: {got['widgets']} of {idle['widgets']} widgets, "
                    f"{got['waiting']} still loading, {got['missing']} never arrived")
                # (a lesson broken even on an idle server is the lesson tests' business)
                assert got["failed"] == idle["failed"], (
                    f"{lesson}: under load {got['failed']}, idle {idle['failed']}")
                assert got["banner"] == idle["banner"], (
                    f"{lesson}: the '{got['banner']}' message is shown {got['failed']}")
    finally:
        for p in spinners:
            p.terminate()
        for c in contexts:
            c.close()
    assert "Timeout waiting for IOPub" not in voila_server.log()


# --- malformed widget messages --------------------------------------------------------


def _frames_after_bad_messages(server: VoilaServer, notebook: str) -> list[str]:
    """Open ``notebook``'s kernel websocket, send malformed widget messages, and return
    every text frame the kernel sends back within a few seconds."""
    import asyncio
    import uuid

    from tornado.websocket import websocket_connect

    status, body = _get(render_url(server.base_url, notebook))
    assert status == 200
    kernel = _kernel_id(body)
    model = re.search(r'"model_id":\s*"([0-9a-f]{32})"', body).group(1)
    session = uuid.uuid4().hex

    def message(msg_type: str, content: dict, metadata: dict | None = None) -> str:
        return json.dumps({"header": {"msg_id": uuid.uuid4().hex, "msg_type": msg_type,
                                      "username": "x", "session": session, "date": "",
                                      "version": "5.3"},
                           "parent_header": {}, "metadata": metadata or {},
                           "content": content, "channel": "shell", "buffers": []})

    bad = [
        message("comm_open", {"comm_id": uuid.uuid4().hex, "data": {},
                              "target_name": "jupyter.widget.control"}, {"version": "9.9"}),
        message("comm_msg", {"comm_id": model, "data": {"method": "update",
                                                        "state": {"layout": 12345}}}),
        message("comm_msg", {"comm_id": model, "data": {"no_method": True}}),
        message("comm_msg", {"comm_id": model, "data": {"method": "custom",
                                                        "content": {"event": "click"}}}),
        message("comm_msg", {"comm_id": uuid.uuid4().hex, "data": {"method": "update"}}),
        message("comm_open", {"comm_id": uuid.uuid4().hex, "data": {"state": 5},
                              "target_name": "jupyter.widget"}),
    ]

    async def talk() -> list[str]:
        url = server.base_url.replace("http", "ws", 1)
        conn = await websocket_connect(f"{url}api/kernels/{kernel}/channels?session_id={session}")
        for text in bad:
            conn.write_message(text)
        frames: list[str] = []
        end = time.monotonic() + 6
        while time.monotonic() < end:
            try:
                frame = await asyncio.wait_for(conn.read_message(), end - time.monotonic())
            except asyncio.TimeoutError:
                break
            if frame is None:
                break
            if isinstance(frame, str):
                frames.append(frame)
        conn.close()
        return frames

    try:   # in a thread of its own: Playwright's sync API may own this thread's loop
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            return pool.submit(lambda: asyncio.run(talk())).result()
    finally:
        _shutdown(server, kernel)


def test_malformed_widget_messages_send_no_traceback_or_path(classroom: VoilaServer) -> None:
    frames = _frames_after_bad_messages(classroom, "widget.ipynb")
    said = [json.loads(f)["content"] for f in frames]
    text = json.dumps(said)
    # The kernel did answer (the failures are reported in one line each) ...
    assert "Exception in comm_msg" in text or "Exception opening comm" in text, text[:2000]
    # ... and nothing says where the server keeps its files.
    for leak in ("Traceback", 'File \\"', "site-packages", str(REPO), "/usr/lib", ".venv"):
        assert leak not in text, f"{leak!r} sent to the page: {text[:3000]}"
