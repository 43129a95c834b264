"""Every lesson page shares one compiled copy of the page templates (issue 22: the
lesson's text comes before the server has compiled the lab templates again)."""

from __future__ import annotations

import asyncio
import inspect
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import jinja2
import pytest
from jupyter_client.kernelspec import KernelSpecManager
from jupyter_server.services.contents.largefilemanager import AsyncLargeFileManager
from voila import handler as voila_handler
from voila import voila_kernel_manager
from voila.app import Voila
from voila.configuration import VoilaConfiguration
from voila.notebook_renderer import NotebookRenderer
from voila.paths import collect_template_paths

from classroom.kernels import TEMPLATES
from classroom.server import ClassroomVoila, SharedTemplatesRenderer

REPO = Path(__file__).resolve().parent.parent


def _compiled_on_each_render(renderer: type[NotebookRenderer],
                             monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many templates each of two page renders compiles."""
    monkeypatch.setenv("JUPYTER_PATH", str(REPO / "share" / "jupyter"))
    monkeypatch.setattr(TEMPLATES, "_code", {})        # nothing compiled yet
    compiled: list[str | None] = []
    compile_ = jinja2.Environment.compile

    def counting(self: jinja2.Environment, source: str, name: str | None = None,
                 *args: object, **kwargs: object) -> object:
        compiled.append(name)
        return compile_(self, source, name, *args, **kwargs)

    monkeypatch.setattr(jinja2.Environment, "compile", counting)

    async def render() -> None:
        page = renderer(
            voila_configuration=VoilaConfiguration(template="whist"),
            notebook_path="start/A_First_Trick.ipynb",
            template_paths=collect_template_paths(["voila", "nbconvert"], "whist"),
            contents_manager=AsyncLargeFileManager(root_dir=str(REPO / "notebooks")),
            kernel_spec_manager=KernelSpecManager(), base_url="/", page_config={})
        await page.initialize()
        template = page.exporter.environment.get_template("index.html.j2")
        assert template.render  # the page template itself, with what it extends

    counts = []
    for _ in range(2):
        before = len(compiled)
        # a thread of its own: the browser tests leave an event loop running in this one
        with ThreadPoolExecutor(1) as thread:
            thread.submit(asyncio.run, render()).result()
        counts.append(len(compiled) - before)
    return counts


def test_the_second_page_compiles_no_template(monkeypatch: pytest.MonkeyPatch) -> None:
    first, second = _compiled_on_each_render(SharedTemplatesRenderer, monkeypatch)
    assert first >= 1 and second == 0


def test_voilas_own_renderer_compiles_every_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the shared cache saves: without it each page compiles its templates again."""
    first, second = _compiled_on_each_render(NotebookRenderer, monkeypatch)
    assert first == second >= 1


def test_the_lesson_server_renders_every_page_with_the_shared_templates(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Voilà's page handler builds its renderer by this module name: the hook depends on it
    assert "NotebookRenderer(" in inspect.getsource(voila_handler.VoilaHandler.get_generator)
    monkeypatch.setattr(voila_handler, "NotebookRenderer", NotebookRenderer)
    monkeypatch.setattr(voila_kernel_manager, "NotebookRenderer", NotebookRenderer)
    monkeypatch.setattr(Voila, "init_handlers", lambda self: [])
    assert ClassroomVoila.init_handlers(object.__new__(ClassroomVoila)) == []
    assert voila_handler.NotebookRenderer is SharedTemplatesRenderer
