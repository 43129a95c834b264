"""Put the lesson frame into every notebook of the course manifest (re-runnable).

``python -m widgets._frame_notebooks`` edits each
notebook of :data:`widgets.course.ROUTES` in place:

- the title line (``# ...``) gets a markdown cell of its own, followed by a code cell
  tagged ``whist-frame`` calling ``lesson_frame(<file>)``; a last code cell tagged
  ``whist-frame-end`` calls ``lesson_end(<file>)``;
- hand-written nav bars (lines with ``[Course index](...)``) are removed;
- cells with ``# NBVAL_CHECK_OUTPUT`` are tagged ``whist-check`` (hidden by the page
  CSS; nbval still compares their output);
- ``metadata.whist.rules`` is set from the manifest.

Running it twice changes nothing the second time. ``--check`` only reports.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat

from widgets.course import lessons

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"
NAV_LINE = re.compile(r"^.*\[Course index\]\([^)]*\).*$\n?", re.MULTILINE)
TOP, END, CHECK = "whist-frame", "whist-frame-end", "whist-check"


def _tags(cell) -> list[str]:
    return cell.setdefault("metadata", {}).setdefault("tags", [])


def _tagged(nb, tag: str):
    return next((c for c in nb.cells if tag in c.get("metadata", {}).get("tags", [])), None)


def _code(source: str, tag: str, cell_id: str):
    cell = nbformat.v4.new_code_cell(source, metadata={"tags": [tag]})
    cell["id"] = cell_id
    return cell


def frame(nb, file: str, rules: tuple[str, ...]) -> None:
    """Apply the frame to one notebook object (in place)."""
    for cell in nb.cells:
        if cell.cell_type == "markdown" and "[Course index](" in cell.source:
            cell.source = re.sub(r"\n{3,}", "\n\n", NAV_LINE.sub("", cell.source)).strip("\n")
    nb.cells = [c for c in nb.cells if c.cell_type != "markdown" or c.source.strip()]
    top_src = f'from widgets.course import lesson_frame\n\nlesson_frame("{file}")'
    end_src = f'from widgets.course import lesson_end\n\nlesson_end("{file}")'
    top = _tagged(nb, TOP)
    if top is None:
        first = nb.cells[0]
        title, _, rest = first.source.partition("\n")
        at = 1
        if first.cell_type == "markdown" and title.startswith("# ") and rest.strip():
            first.source = rest.strip("\n")
            head = nbformat.v4.new_markdown_cell(title)
            head["id"] = "title"
            nb.cells.insert(0, head)
        nb.cells.insert(at, _code(top_src, TOP, "frame-top"))
    else:
        top.source = top_src
    end = _tagged(nb, END)
    if end is None:
        nb.cells.append(_code(end_src, END, "frame-end"))
    else:
        end.source = end_src
        nb.cells.remove(end)
        nb.cells.append(end)
    for cell in nb.cells:
        if (cell.cell_type == "code" and "NBVAL_CHECK_OUTPUT" in cell.source
                and CHECK not in _tags(cell)):
            _tags(cell).append(CHECK)
    if rules:
        nb.metadata.setdefault("whist", {})["rules"] = list(rules)


def main(argv: list[str] | None = None) -> int:
    """Frame every notebook of the manifest; ``--check`` lists those that would change."""
    args = sys.argv[1:] if argv is None else argv
    check = "--check" in args
    changed = []
    for lesson in lessons():
        path = NOTEBOOKS / lesson.file
        before = path.read_text()
        nb = nbformat.reads(before, as_version=4)
        frame(nb, lesson.file, lesson.rules)
        after = nbformat.writes(nb) + "\n"
        if after != before:
            changed.append(lesson.file)
            if not check:
                path.write_text(after)
    verb = "would change" if check else "framed"
    print(f"{verb}: {', '.join(changed) if changed else 'nothing'}")
    return 1 if check and changed else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
