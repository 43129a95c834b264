"""The lesson notebooks keep the shape of docs/COURSE.md (fast: reads the files, runs nothing).

Every lesson under notebooks/bid_whist and notebooks/german_whist has its nav bar at the
top and the bottom with links that resolve, "What you will learn", a quiz, a summary, and
rule IDs in its metadata that its prose teaches. Lessons planned in COURSE.md but not yet
written are skipped; a link to one of them is an expected failure (xfail) until it lands,
while a link to a file that is neither present nor planned fails.
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from pathlib import Path, PurePosixPath

import pytest

from whist_core import records
from whist_core.questions import bid_whist_basics as lesson_questions

REPO = Path(__file__).resolve().parent.parent
NOTEBOOKS = REPO / "notebooks"
COURSE_MD = REPO / "docs" / "COURSE.md"
COURSES = {"bid_whist": "bid-whist", "german_whist": "german-whist"}
RULE_ID = re.compile(r"\b(?:BW|GW)-\d+\.\d+\b|\b(?:V|SYS)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b")
# `[← Previous](…) · [Course index](../Index.ipynb) · [Next →](…)`; a label after
# "Previous"/"Next" (e.g. "[Next: Scoring →]") is allowed.
NAV = re.compile(r"\[← Previous[^\]]*\]\(([^)\s]+)\) · \[Course index\]\(([^)\s]+)\)"
                 r"(?: · \[Next[^\]]*→\]\(([^)\s]+)\))?")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+\.ipynb)\)")
CHECKED = "# NBVAL_CHECK_OUTPUT"


# ----------------------------------------------------------------------- the plan
def _expand(cell: str) -> list[str]:
    """Rule IDs of a COURSE.md table cell; "BW-1.1–1.4" expands to BW-1.1 … BW-1.4."""
    out = []
    for m in re.finditer(r"\b(BW|GW)-(\d+)\.(\d+)(?:\s*[–-]\s*(\d+)\.(\d+))?"
                         r"|\b(?:V|SYS)-[A-Z0-9-]+\b", cell):
        if not m.group(1):
            out.append(m.group(0).rstrip("-"))
            continue
        game, major, first = m.group(1), int(m.group(2)), int(m.group(3))
        last = int(m.group(5)) if m.group(4) and int(m.group(4)) == major else first
        out += [f"{game}-{major}.{n}" for n in range(first, last + 1)]
    return out


@cache
def planned() -> dict[str, list[str]]:
    """Every lesson COURSE.md plans, as a path relative to notebooks/, with its rule IDs."""
    text = COURSE_MD.read_text(encoding="utf-8")
    plan: dict[str, list[str]] = {}
    folder = None
    for line in text.splitlines():
        heading = re.match(r"## .*\(`notebooks/(\w+)/`\)", line)
        if heading:
            folder = heading.group(1)
            continue
        if line.startswith("## "):
            folder = None
        row = re.match(r"\|\s*(\d\d_\w+)\s*\|([^|]*)\|", line)
        if folder and row:
            plan[f"{folder}/{row.group(1)}.ipynb"] = _expand(row.group(2))
    for name in re.findall(r"`(\w+\.ipynb)`", text):
        plan.setdefault(name, [])
    return plan


def planned_lessons(folder: str | None = None) -> list[str]:
    return sorted(p for p in planned() if "/" in p and (folder is None or
                                                       p.startswith(folder + "/")))


def lesson_files() -> list[str]:
    """Lesson notebooks present on disk, relative to notebooks/."""
    return sorted(p.relative_to(NOTEBOOKS).as_posix() for folder in COURSES
                  for p in (NOTEBOOKS / folder).glob("[0-9][0-9]_*.ipynb"))


def all_lessons() -> list[str]:
    return sorted(set(planned_lessons()) | set(lesson_files()))


# --------------------------------------------------------------------- notebooks
@cache
def notebook(rel: str) -> dict:
    return json.loads((NOTEBOOKS / rel).read_text(encoding="utf-8"))


def _source(cell: dict) -> str:
    src = cell["source"]
    return src if isinstance(src, str) else "".join(src)


def markdown_cells(rel: str) -> list[str]:
    return [_source(c) for c in notebook(rel)["cells"] if c["cell_type"] == "markdown"]


def code_cells(rel: str) -> list[dict]:
    return [c for c in notebook(rel)["cells"] if c["cell_type"] == "code"]


def markdown(rel: str) -> str:
    return "\n\n".join(markdown_cells(rel))


def resolve(rel: str, href: str) -> str:
    """A relative link of notebook ``rel`` as a path relative to notebooks/ (as a browser,
    Voilà's /voila/render/... and JupyterLab resolve it)."""
    parts: list[str] = []
    for part in (PurePosixPath(rel).parent / href.split("#")[0]).parts:
        if part == "..":
            assert parts, f"{rel}: link {href!r} leaves the notebooks folder"
            parts.pop()
        elif part != ".":
            parts.append(part)
    return "/".join(parts)


def check_targets(rel: str, hrefs: list[str]) -> None:
    """Every link exists; links to planned but unwritten notebooks make the test xfail."""
    waiting = []
    for href in hrefs:
        assert not re.match(r"^[a-z][a-z0-9+.-]*:|^/", href, re.I), (
            f"{rel}: {href!r} must be a relative link (it has to work under Voilà and Lab)")
        target = resolve(rel, href)
        if (NOTEBOOKS / target).is_file():
            continue
        assert target in planned(), f"{rel}: link {href!r} -> {target} does not exist"
        waiting.append(target)
    if waiting:
        pytest.xfail(f"planned notebooks not written yet: {', '.join(sorted(set(waiting)))}")


def need(rel: str) -> None:
    if not (NOTEBOOKS / rel).is_file():
        pytest.skip(f"{rel} is not written yet")


def number(rel: str) -> int:
    return int(PurePosixPath(rel).name[:2])


LESSONS = all_lessons()


# ------------------------------------------------------------------------ shape
@pytest.mark.parametrize("rel", LESSONS)
def test_lesson_frame_top_and_bottom(rel: str) -> None:
    """The title, then the lesson frame (named previous/next from widgets.course), and the
    end block last; no hand-written nav bar is left (the manifest drives the links)."""
    need(rel)
    cells = notebook(rel)["cells"]
    assert cells[0]["cell_type"] == "markdown" and _source(cells[0]).startswith("# "), (
        f"{rel}: starts with a # title")
    assert _source(cells[1]) == (
        f'from widgets.course import lesson_frame\n\nlesson_frame("{rel}")'), (
        f"{rel}: the second cell is the lesson frame (run python -m widgets.course)")
    assert _source(cells[-1]) == f'from widgets.course import lesson_end\n\nlesson_end("{rel}")'
    assert not NAV.search(markdown(rel)), f"{rel}: a hand-written nav bar is left"


@pytest.mark.parametrize("rel", LESSONS)
def test_every_link_resolves(rel: str) -> None:
    need(rel)
    check_targets(rel, LINK.findall(markdown(rel)))


@pytest.mark.parametrize("rel", LESSONS)
def test_lesson_sections(rel: str) -> None:
    need(rel)
    text = markdown(rel)
    headings = [h.strip().lower() for h in re.findall(r"^#{2,3}\s+(.+)$", text, re.M)]
    assert "what you will learn" in headings, f"{rel}: a 'What you will learn' section"
    assert any(h.startswith("check yourself") for h in headings), f"{rel}: 'Check yourself'"
    assert any(h.startswith("summary") for h in headings), f"{rel}: a 'Summary' section"
    learn = text.lower().split("what you will learn", 1)[1].split("\n#", 1)[0]
    assert 2 <= len(re.findall(r"^\s*[-*] ", learn, re.M)) <= 4, f"{rel}: 2–4 bullets to learn"
    summary = text.lower().rsplit("summary", 1)[1]
    assert 3 <= len(re.findall(r"^[-*] ", summary, re.M)) <= 5, f"{rel}: 3–5 summary bullets"
    quiz = [c for c in code_cells(rel) if re.search(r"\bQuiz\(", _source(c))]
    assert quiz, f"{rel}: a code cell shows a widgets.quiz.Quiz"


@pytest.mark.parametrize("rel", LESSONS)
def test_rules_in_metadata_are_taught_in_the_prose(rel: str) -> None:
    need(rel)
    meta = notebook(rel)["metadata"].get("whist")
    assert meta, f"{rel}: metadata.whist is missing"
    folder = PurePosixPath(rel).parent.as_posix()
    assert meta.get("course") == COURSES[folder]
    assert meta.get("lesson") == number(rel)
    rules = meta.get("rules")
    assert rules and all(RULE_ID.fullmatch(r) for r in rules), f"{rel}: rules {rules!r}"
    cited = set(_expand(markdown(rel)))
    missing = [r for r in rules if r not in cited]
    assert not missing, f"{rel}: metadata rules not cited in the prose: {missing}"
    assert set(planned().get(rel, [])) <= set(rules), (
        f"{rel}: COURSE.md plans {sorted(set(planned()[rel]) - set(rules))} for this lesson")


@pytest.mark.parametrize("rel", [*LESSONS, "Index.ipynb"])
def test_outputs_saved_only_for_checked_cells(rel: str) -> None:
    need(rel)
    for cell in code_cells(rel):
        src = _source(cell)
        if src.startswith(CHECKED):
            assert cell.get("outputs"), f"{rel}: a {CHECKED} cell is saved with its output"
        else:
            assert not cell.get("outputs"), f"{rel}: saved output in {src[:60]!r}"


@pytest.mark.parametrize("rel", LESSONS)
def test_lesson_checks_its_facts(rel: str) -> None:
    need(rel)
    sources = [_source(c) for c in code_cells(rel)]
    assert any(s.startswith(CHECKED) for s in sources), f"{rel}: a {CHECKED} cell"
    assert any(re.search(r"^\s*assert ", s, re.M) for s in sources), f"{rel}: an assert cell"


# ---------------------------------------------------------------- the whole course
def rules_md_ids() -> list[str]:
    """BW-x.y IDs of RULES.md Part A (found beside the repository or via $WHIST_RULES);
    COURSE.md's Bid Whist plan when RULES.md is not at hand."""
    places = [os.environ.get("WHIST_RULES", ""), REPO / "docs" / "RULES.md",
              REPO.parent / "shared" / "RULES.md"]
    for place in places:
        if place and Path(place).is_file():
            return sorted(set(re.findall(r"^- (BW-\d+\.\d+) ", Path(place).read_text(
                encoding="utf-8"), re.M)))
    return sorted({r for p in planned_lessons("bid_whist") for r in planned()[p]
                   if r.startswith("BW-")})


def test_every_bid_whist_rule_is_taught() -> None:
    bw = planned_lessons("bid_whist")
    written = [p for p in bw if (NOTEBOOKS / p).is_file()]
    if len(written) < len(bw):
        pytest.skip(f"{len(written)} of {len(bw)} Bid Whist lessons written")
    taught = {r for p in written for r in notebook(p)["metadata"]["whist"]["rules"]}
    missing = [r for r in rules_md_ids() if r not in taught]
    assert not missing, f"Bid Whist rules no lesson teaches: {missing}"


def test_plan_is_read() -> None:
    assert len(planned_lessons("bid_whist")) == 11
    assert len(planned_lessons("german_whist")) == 4
    assert planned()["bid_whist/01_Table_and_Goal.ipynb"] == [
        "BW-1.1", "BW-1.2", "BW-1.3", "BW-1.4", "BW-8.1", "BW-8.2"]
    assert len(rules_md_ids()) >= 40


def test_index_links_to_every_lesson() -> None:
    from widgets.course import home_html

    linked = {resolve("Index.ipynb", h) for h in re.findall(r'href="([^"]+\.ipynb)"', home_html())}
    wanted = set(lesson_files()) | {"Explore_a_Hand.ipynb", "Widget_Gallery.ipynb"}
    assert not wanted - linked, f"the Index does not link to {sorted(wanted - linked)}"
    assert any("course_home()" in _source(c) for c in code_cells("Index.ipynb"))
    check_targets("Index.ipynb", LINK.findall(markdown("Index.ipynb")))


@pytest.mark.rule("BW-8.1")
def test_history_is_taught_in_lesson_one() -> None:
    rel = "bid_whist/01_Table_and_Goal.ipynb"
    text = markdown(rel)
    assert "**[BW-8.1]**" in text
    assert re.search(r"descends? from whist", text, re.I), "descends from whist"
    assert re.search(r"African[- ]American card culture", text, re.I), "African-American"
    assert re.search(r"no single inventor", text, re.I), "no known inventor"


# ------------------------------------------------------------- the quiz questions
def _questions() -> dict[str, list]:
    bw = NOTEBOOKS / "records"
    hand = records.replay(bw / "bw_9_1_downtown_ace_made.json")
    nt = records.replay(bw / "no_trump_downtown.json")
    return {"table": lesson_questions.table_questions(),
            "ranks": lesson_questions.rank_questions(),
            "deal": lesson_questions.deal_questions(),
            "bidding": lesson_questions.bidding_questions(),
            "declaring": lesson_questions.declaring_questions(hand, nt)}


@pytest.mark.rule("BW-9.1")
def test_lesson_questions_are_well_formed() -> None:
    for name, qs in _questions().items():
        assert len(qs) >= 5, name
        for q in qs:
            labels = [c.label for c in q.choices]
            assert len(set(labels)) == len(labels) >= 2, (name, q.prompt)
            assert 0 <= q.answer < len(labels), (name, q.prompt)
            assert RULE_ID.search(q.rule), (name, q.prompt, q.rule)
    q91 = next(q for q in _questions()["ranks"] if "BW-9.1" in q.rule)
    assert q91.correct.label == "B: A♥"


def test_chart_widget_is_a_responsive_svg() -> None:
    """Lesson figures are inline SVG that shrink on a phone (widgets.plots.chart_widget)."""
    from whist_core.bid_whist.stats import kitty_joker_exact, kitty_jokers
    from widgets.plots import chart_widget, kitty_joker_chart

    w = chart_widget(kitty_joker_chart(kitty_jokers(20), kitty_joker_exact()))
    head = w.value[: w.value.index(">") + 1]
    assert head.startswith("<svg ") and "max-width:100%" in head and "pt\"" not in head
    assert 'aria-label="How many jokers are in the kitty?"' in head
