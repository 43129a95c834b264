"""The course manifest (widgets.course) matches the notebooks and drives the frame."""

from __future__ import annotations

import itertools
import re
from pathlib import Path, PurePosixPath

import nbformat
import pytest

from tools.frame import frame
from widgets import course

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def on_disk() -> set[str]:
    return {p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
            if not p.name.startswith("_") and ".ipynb_checkpoints" not in p.parts
            and p.name != course.HOME
            and p.relative_to(NOTEBOOKS).parts[0] not in course.TRANSLATED}


def test_every_notebook_is_in_the_manifest_and_every_entry_exists() -> None:
    files = [lesson.file for lesson in course.lessons()]
    assert len(files) == len(set(files)), "a notebook is listed twice"
    assert set(files) == on_disk()


@pytest.mark.parametrize("lesson", course.lessons(), ids=lambda x: x.file)
def test_notebook_is_framed_and_carries_the_manifest_rules(lesson: course.Lesson) -> None:
    text = (NOTEBOOKS / lesson.file).read_text()
    nb = nbformat.reads(text, as_version=4)
    before = nbformat.writes(nb)
    frame(nb, lesson.file, lesson.rules)
    assert nbformat.writes(nb) == before, f"run python -m tools.pages ({lesson.file})"
    checks = [c for c in nb.cells if "NBVAL_CHECK_OUTPUT" in c.source]
    assert all("whist-check" in c.metadata.get("tags", []) for c in checks)
    if lesson.rules:
        assert nb.metadata["whist"]["rules"] == list(lesson.rules)


def test_framing_twice_changes_nothing() -> None:
    nb = nbformat.v4.new_notebook(cells=[
        nbformat.v4.new_markdown_cell("# A title\n\n[← Previous](a.ipynb) · "
                                      "[Course index](Index.ipynb)\n\nSome prose."),
        nbformat.v4.new_code_cell("# NBVAL_CHECK_OUTPUT\nprint(1)"),
        nbformat.v4.new_markdown_cell("[← Previous](a.ipynb) · [Course index](Index.ipynb)"),
    ])
    frame(nb, "bid_whist/03_Deal_and_Kitty.ipynb", ("BW-2.1",))
    once = nbformat.writes(nb)
    frame(nb, "bid_whist/03_Deal_and_Kitty.ipynb", ("BW-2.1",))
    assert nbformat.writes(nb) == once
    assert [c.source for c in nb.cells if c.cell_type == "markdown"] == ["# A title", "Some prose."]
    assert nb.cells[1].metadata["tags"] == ["whist-frame"]
    assert nb.cells[-1].metadata["tags"] == ["whist-frame-end"]
    assert nb.cells[3].metadata["tags"] == ["whist-check"]


def test_neighbours_are_named_and_cross_routes() -> None:
    first_gw = "german_whist/01_Setup_and_Deal.ipynb"
    # the first trick's Next leads here, and this Previous leads back there
    assert course.neighbours(first_gw)[0].file == "start/A_First_Trick.ipynb"
    assert course.neighbours("start/A_First_Trick.ipynb") == (
        None, course.find(first_gw)[0].lessons[0])       # the course's start: the home page
    order = course.lessons()
    for a, b in itertools.pairwise(order):    # Next then Previous comes back
        assert course.neighbours(a.file)[1] == b and course.neighbours(b.file)[0] == a
    prev, nxt = course.neighbours("german_whist/03_The_Counted_Stage.ipynb")
    assert prev.file == "german_whist/02_The_First_Stage.ipynb"
    assert nxt.file == "german_whist/04_Best_Play.ipynb"
    nxt = course.neighbours(nxt.file)[1]
    assert nxt.file == "bid_whist/01_Table_and_Goal.ipynb"
    assert course.label(nxt) == "Bid Whist 1 — The table and the goal"
    with pytest.raises(KeyError, match="not in the course manifest"):
        course.find("nowhere.ipynb")


@pytest.mark.parametrize("lesson", course.lessons(), ids=lambda x: x.file)
def test_frame_links_resolve(lesson: course.Lesson) -> None:
    for end in (False, True):
        page = course.frame_html(lesson.file, end=end)
        hrefs = re.findall(r'href="([^"]+)"', page)
        assert hrefs and "Course home" in page
        # every course link stays in the learner's tab
        assert len(re.findall(r'<a [^>]*target="_self"', page)) == len(hrefs)
        for h in hrefs:
            target = PurePosixPath(lesson.file).parent / h
            assert (NOTEBOOKS / target).resolve().is_file(), f"{lesson.file}: {h}"
    prev, nxt = course.neighbours(lesson.file)
    top = course.frame_html(lesson.file)
    if nxt:
        assert f"Next: {nxt.title}" in top.replace("&#x27;", "'")
        assert course.label(nxt) in top
    if prev:
        assert course.label(prev) in top
    assert "whist-present-toggle" in top and "<script>" in top


def test_home_has_a_start_for_every_route_and_every_lesson() -> None:
    page = course.home_html()
    for route in course.routes():
        assert route.start_label in page
        for lesson in route.lessons:
            assert f'data-whist-mark="{lesson.file}"' in page
    assert page.index("German Whist") < page.index("Bid Whist")
    assert "<svg" in page  # the table pictures on the tiles
    anchors = re.findall(r"<a [^>]*>", page)
    assert anchors and all('target="_self"' in a for a in anchors)  # no lesson in a new tab
