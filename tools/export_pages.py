"""Write the page sources (``pages/**/*.md``) from the built notebooks: the conversion of the
course to one source tree, kept re-runnable (``python -m tools.export_pages [PAGE ...]``).

What the build adds is taken out again, so that building the source gives the notebook
back: the frame cells, the title's own cell and the ``whist-check`` tags (:mod:`tools.frame`),
the rule links (:mod:`tools.links`), the rules card's list (:func:`tools.pages.rule_cells`),
the rule IDs that the course manifest holds, cell ids, outputs and ``metadata.source``. Each
page is then built from its new source and compared with the notebook; a difference is
reported.
"""

from __future__ import annotations

import re
import sys

import jupytext
import nbformat

from tools import links, pages
from tools.frame import CHECK, END, TOP

HEADER_JUPYTEXT = re.compile(r"\Ajupytext:\n(?:  .*\n)+", re.MULTILINE)


def source_text(rel: str, nb: nbformat.NotebookNode) -> str:
    """The MyST Markdown source of the built notebook ``nb`` of page ``rel``."""
    from widgets.course import lessons

    manifest = {lesson.file: lesson.rules for lesson in lessons()}
    cells = []
    generated = [c.source for c in pages.rule_cells()] if rel == pages.RULES_CARD else []
    marked = False
    for cell in nb.cells:
        tags = [t for t in cell.get("metadata", {}).get("tags", []) if t != CHECK]
        if {TOP, END} & set(tags):
            continue
        if cell.cell_type == "markdown" and cell.source in generated:
            if not marked:
                cells.append(nbformat.v4.new_markdown_cell(pages.RULES_MARK))
                marked = True
            continue
        if cell.cell_type == "markdown":
            body = cell.source if rel.startswith("reference/") else links.unlink(cell.source,
                                                                                 rel)
            new = nbformat.v4.new_markdown_cell(body)
        else:
            new = nbformat.v4.new_code_cell(cell.source)
        if tags:
            new.metadata["tags"] = tags
        cells.append(new)
    if (rel in manifest and len(cells) > 1 and cells[1].cell_type == "markdown"
            and cells[0].cell_type == "markdown" and cells[0].source.startswith("# ")
            and "\n" not in cells[0].source):     # the frame splits the title off again
        cells[1].source = f"{cells[0].source}\n\n{cells[1].source}"
        del cells[0]
    out = nbformat.v4.new_notebook(cells=cells)
    out.metadata["kernelspec"] = nb.metadata.get("kernelspec", pages.KERNELSPEC)
    whist = dict(nb.metadata.get("whist", {}))
    if rel in manifest and manifest[rel] and whist.get("rules") == list(manifest[rel]):
        whist.pop("rules")
    if "whist" in nb.metadata:
        out.metadata["whist"] = whist
    out.metadata["jupytext"] = {"notebook_metadata_filter": "whist",
                                "cell_metadata_filter": "tags,-all"}
    written = jupytext.writes(out, fmt=pages.FORMAT)
    return written.replace(HEADER_JUPYTEXT.search(written[4:]).group(0), "", 1)


def export(rel: str) -> str | None:
    """Write the source of ``rel`` from its notebook; return a difference found, or None."""
    path = pages.EDITIONS["en"].out / rel
    nb = nbformat.reads(path.read_text(encoding="utf-8"), as_version=4)
    src = pages.source_path(rel)
    src.parent.mkdir(parents=True, exist_ok=True)
    src.write_text(source_text(rel, nb), encoding="utf-8")
    built, run = pages.build(rel, previous=nb)
    if run:
        return "its checked outputs could not be carried over"
    return _difference(nb, built)


def _difference(old: nbformat.NotebookNode, new: nbformat.NotebookNode) -> str | None:
    """The first difference between two notebooks, ignoring what the build sets anew (cell
    ids, ``metadata.source``, the saved widget state and the kernel's language details)."""
    if len(old.cells) != len(new.cells):
        return f"{len(old.cells)} cells, built {len(new.cells)}"
    for i, (a, b) in enumerate(zip(old.cells, new.cells, strict=True)):
        for key in ("cell_type", "source", "metadata", "outputs", "execution_count"):
            if a.get(key) != b.get(key):
                return f"cell {i}: {key} differs: {a.get(key)!r:.200} / {b.get(key)!r:.200}"
    keep = ("kernelspec", "whist")
    if {k: old.metadata.get(k) for k in keep} != {k: new.metadata.get(k) for k in keep}:
        return "notebook metadata differs"
    return None


def main(argv: list[str] | None = None) -> int:
    """Export the pages named (default: every notebook); report each one that differs."""
    args = sys.argv[1:] if argv is None else argv
    root = pages.EDITIONS["en"].out
    names = args or sorted(p.relative_to(root).as_posix() for p in root.rglob("*.ipynb")
                           if ".ipynb_checkpoints" not in p.parts)
    bad = 0
    for rel in names:
        problem = export(rel)
        if problem:
            bad += 1
            print(f"{rel}: {problem}")
    print(f"{len(names)} pages exported, {bad} with a difference")
    return 1 if bad else 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
