"""The lesson frame of every page of the course manifest (a step of ``python -m tools.pages``).

:func:`frame` edits one notebook object of :data:`widgets.course.ROUTES` in place:

- the title line (``# ...``) gets a markdown cell of its own, followed by a code cell
  tagged ``whist-frame`` calling ``lesson_frame(<file>)``; a last code cell tagged
  ``whist-frame-end`` calls ``lesson_end(<file>)``;
- hand-written nav bars (lines with ``[Course index](...)``) are removed;
- cells with ``# NBVAL_CHECK_OUTPUT`` are tagged ``whist-check`` (hidden by the page
  CSS; nbval still compares their output);
- ``metadata.whist.rules`` is set from the manifest.

Running it twice changes nothing the second time.
"""

from __future__ import annotations

import re

import nbformat

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


def frame(nb, file: str, rules: tuple[str, ...], lang: str = "en") -> None:
    """Apply the frame to one notebook object (in place); a translated edition's frame
    cell passes its language (``lesson_frame(file, lang="ru")``)."""
    for cell in nb.cells:
        if cell.cell_type == "markdown" and "[Course index](" in cell.source:
            cell.source = re.sub(r"\n{3,}", "\n\n", NAV_LINE.sub("", cell.source)).strip("\n")
    nb.cells = [c for c in nb.cells if c.cell_type != "markdown" or c.source.strip()]
    lang_arg = f', lang="{lang}"' if lang != "en" else ""
    top_src = f'from widgets.course import lesson_frame\n\nlesson_frame("{file}"{lang_arg})'
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

