"""The browser-test machinery itself, against a sandbox of small notebooks.

Checks what learners must not see (code, tracebacks) and what the tests must still
catch (a failing cell, a failing button callback), that steppers and lesson links
are exercised, and that closing a page shuts its kernel down (voila issue 1458).
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import BrowserContext
from voila_harness import (
    REPO,
    VoilaServer,
    check_notebook_links,
    exercise_steppers,
    open_dashboard,
    page_log,
    python_errors_on_page,
    render_url,
    start_voila,
    watched_page,
)

pytestmark = pytest.mark.browser

SANDBOX = {
    "cell_error.ipynb": [
        "# A lesson with a broken cell",
        "secret_value = 'do-not-show-this-source'\nraise ValueError('hidden detail 31337')",
    ],
    "callback_error.ipynb": [
        "import ipywidgets as w\n\n"
        "def fail(_):\n    raise RuntimeError('callback boom')\n\n"
        "button = w.Button(description='Break')\nbutton.on_click(fail)\nbutton",
    ],
    "stepper.ipynb": [
        "# A stepper\n\nNext: [the other lesson](other.ipynb), [an anchor](#top), "
        "[outside](https://example.org/x.ipynb).",
        "import ipywidgets as w\n\n"
        "n = 5\nstate = {'k': 1}\n"
        "prev = w.Button(description='prev')\nprev.add_class('whist-prev')\n"
        "nxt = w.Button(description='next')\nnxt.add_class('whist-next')\n"
        "pos = w.Label()\npos.add_class('whist-position')\n\n"
        "def show():\n    pos.value = f\"{state['k']} / {n}\"\n\n"
        "def step(d):\n    state['k'] = min(n, max(1, state['k'] + d))\n    show()\n\n"
        "prev.on_click(lambda _: step(-1))\nnxt.on_click(lambda _: step(1))\nshow()\n"
        "w.HBox([prev, nxt, pos])",
    ],
    "other.ipynb": ["# The other lesson"],
    "slow.ipynb": [
        "# A slow lesson\n\nThis text is there at once.",
        "import time\n\ntime.sleep(6)\nimport ipywidgets as w\n\nw.Label('made at last')",
        "# After the slow part",
    ],
}


def _write_sandbox(folder: Path) -> None:
    meta = {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}}
    for name, cells in SANDBOX.items():
        nb = nbformat.v4.new_notebook(metadata=meta)
        nb.cells = [
            nbformat.v4.new_markdown_cell(src)
            if src.startswith("#")
            else nbformat.v4.new_code_cell(src)
            for src in cells
        ]
        nbformat.write(nb, folder / name)


@pytest.fixture(scope="module")
def sandbox(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VoilaServer]:
    """Voilà with the repository's config, serving the sandbox notebooks."""
    folder = tmp_path_factory.mktemp("sandbox")
    _write_sandbox(folder)
    server = start_voila(
        root_dir=folder,
        log_path=folder / "voila.log",
        # voila.json culls idle unconnected kernels after 2 min; here after 30 s (with
        # progressive rendering a page's kernel waits, unconnected, while the page's
        # scripts load: on a loaded machine that took more than 10 s)
        extra_args=(
            "--MappingKernelManager.cull_idle_timeout=30",
            "--MappingKernelManager.cull_interval=2",
        ),
    )
    yield server
    server.stop()


def test_voila_json_hides_code_and_tracebacks() -> None:
    config = json.loads((REPO / "voila.json").read_text())
    # progressive_rendering: a lesson's text shows at once, each output as it is made
    wanted = {"template": "whist", "strip_sources": True, "show_tracebacks": False,
              "progressive_rendering": True}
    assert {key: config["VoilaConfiguration"].get(key) for key in wanted} == wanted
    assert config["Voila"]["tornado_settings"]["disable_check_xsrf"] is True
    assert config["MappingKernelManager"]["cull_connected"] is False


def test_cell_error_is_hidden_from_learners_but_detected(
    context: BrowserContext, sandbox: VoilaServer
) -> None:
    with watched_page(context, sandbox) as page:
        open_dashboard(page, sandbox.base_url, "cell_error.ipynb")
        text = page.locator("body").inner_text()
        assert "hidden detail 31337" not in text and "ValueError" not in text
        assert "do-not-show-this-source" not in text
        page.locator(".whist-load-banner").wait_for(state="visible", timeout=10_000)
        errors = python_errors_on_page(page)
        assert any("There was an error when executing cell" in e for e in errors), errors


def test_callback_error_is_detected(context: BrowserContext, sandbox: VoilaServer) -> None:
    with watched_page(context, sandbox) as page:
        open_dashboard(page, sandbox.base_url, "callback_error.ipynb")
        assert python_errors_on_page(page) == []
        page.get_by_role("button", name="Break").click()
        log = page_log(page)
        assert log is not None
        deadline = time.monotonic() + 15
        while not log.kernel_errors and time.monotonic() < deadline:
            page.wait_for_timeout(100)
        assert "callback boom" not in page.locator("body").inner_text()
        assert log.kernel_errors == ["RuntimeError: callback boom"]
        assert python_errors_on_page(page) == ["kernel error: RuntimeError: callback boom"]


def test_steppers_and_links_are_exercised(context: BrowserContext, sandbox: VoilaServer) -> None:
    with watched_page(context, sandbox) as page:
        open_dashboard(page, sandbox.base_url, "stepper.ipynb")
        # its one stepper's readout: with progressive rendering a widget view may be drawn
        # a moment after its cell's output arrived (seen once in CI under load)
        page.locator(".whist-position").first.wait_for(timeout=30_000)
        assert exercise_steppers(page, "stepper") == 1
        assert page.locator(".whist-position").inner_text() == "1 / 5"
        assert check_notebook_links(page, sandbox, "stepper") == 1
        log = page_log(page)
        assert log is not None and log.problems() == []
        assert log.blocked == [], "the whist template must not ask a CDN for anything"


def test_closing_a_page_with_widgets_shuts_its_kernel_down(
    context: BrowserContext, sandbox: VoilaServer
) -> None:
    with watched_page(context, sandbox, shutdown_timeout=0) as page:
        open_dashboard(page, sandbox.base_url, "stepper.ipynb")
        log = page_log(page)
        assert log is not None
    assert log.kernel_ids == [log.page_kernel_id]
    assert sandbox.wait_for_log(f"Kernel shutdown: {log.page_kernel_id}", timeout=15)
    assert "403 POST /voila/api/shutdown" not in sandbox.log()


def test_kernel_nobody_unloads_is_culled(context: BrowserContext, sandbox: VoilaServer) -> None:
    """A kernel that never gets a page or a shutdown beacon is freed by the idle culler.

    (Voilà only sends the beacon once its widget manager is connected, so a page
    without widgets closed quickly can leave its kernel behind.)
    """
    response = context.request.get(render_url(sandbox.base_url, "other.ipynb"))
    assert response.status == 200
    kernel = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', response.text())
    assert kernel
    assert sandbox.wait_for_log(f"Kernel shutdown: {kernel.group(1)}", timeout=60)
    assert re.search(rf"Culling .*{kernel.group(1)}", sandbox.log())


def test_the_text_shows_before_a_slow_cell_has_run(
    context: BrowserContext, sandbox: VoilaServer
) -> None:
    """A page that answers at once: the lesson's text, all of it, and a "Preparing" status
    while a slow cell runs; its widget as soon as it is made."""
    with watched_page(context, sandbox) as page:
        page.goto(render_url(sandbox.base_url, "slow.ipynb"), wait_until="commit")
        text = page.get_by_text("This text is there at once.")
        text.wait_for(state="visible", timeout=60_000)
        page.get_by_text("After the slow part").wait_for(state="visible", timeout=5_000)
        status = page.locator("#whist-preparing")
        assert status.get_attribute("role") == "status"
        assert "Preparing" in status.inner_text()
        assert page.get_by_text("made at last").count() == 0, "the slow cell ran first"
        page.get_by_text("made at last").wait_for(state="visible", timeout=60_000)
        page.wait_for_function("() => document.getElementById('whist-preparing').hidden",
                               timeout=10_000)


def test_the_text_is_sent_before_the_kernel_has_started(sandbox: VoilaServer) -> None:
    """The lessons' template writes every cell before it waits for the kernel: the
    prose is in the first bytes of the page, ahead of the kernel's id (which Voilà can
    only write once the kernel is up), and each cell is there once."""
    url = render_url(sandbox.base_url, "slow.ipynb")
    with urllib.request.urlopen(url, timeout=120) as response:
        html = response.read().decode()
    prose = html.find("This text is there at once.")
    kernel = html.find('id="jupyter-config-data"')
    assert 0 < prose < kernel, "the text waited for the kernel"
    indices = re.findall(r'cell-index="(\d+)"', html)
    assert indices == [str(i) for i in range(1, len(SANDBOX["slow.ipynb"]) + 1)]
