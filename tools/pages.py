"""Build every page of the course from its source: ``python -m tools.pages`` (``make pages``).

Each notebook ``notebooks/<path>.ipynb`` is built from one source, ``pages/<path>.md``, in
Jupytext's MyST Markdown (docs/LESSON_SOURCES.md). A build:

1. reads the source (front matter: ``kernelspec`` and the page's ``whist`` metadata);
2. expands the rules card's marker cell from :mod:`whist_core.rulebook`;
3. passes each paragraph of the prose through the edition's translation (English: as is);
4. links rule labels to the rules card (:mod:`tools.links`, not on the reference pages);
5. frames the pages of the course manifest (:mod:`tools.frame`, :data:`widgets.course.ROUTES`);
6. numbers the cells, records the source in ``metadata.source``;
7. stores the outputs of the ``# NBVAL_CHECK_OUTPUT`` cells (nbval compares them): taken
   from the notebook already built when no code cell changed, else by running the notebook.

``--check`` writes nothing and lists the notebooks that differ from their sources (exit 1);
``--execute`` runs every notebook built even when its code is unchanged. Positional
arguments restrict the build to those pages (``bid_whist/04_Bidding``). Before the pages,
``whist_core/rulebook.py`` is rebuilt from the shared RULES.md when that file is there.
"""

from __future__ import annotations

import copy
import posixpath
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import jupytext
import nbformat

from tools import links, rulebook
from tools.frame import frame

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "pages"
FORMAT = "md:myst"
CHECK = "# NBVAL_CHECK_OUTPUT"
KERNELSPEC = {"display_name": "Python 3", "language": "python", "name": "python3"}
LANGUAGE_INFO = {"name": "python"}
RULES_CARD = "reference/Rules_Card.ipynb"
#: The markdown cell of the rules card's source that the rule list replaces.
RULES_MARK = "<!-- whist: the rule list, built from whist_core.rulebook -->"
FRAME_IDS = ("title", "frame-top", "frame-end")
FENCE = re.compile(r"^(```|~~~)")


@dataclass(frozen=True)
class Edition:
    """One language of the course: where its notebooks go and how a paragraph is translated.

    ``translate(page, paragraph)`` returns the paragraph in the edition's language; the
    English edition keeps the source's words. A new language is a new entry of
    :data:`EDITIONS` (its own ``out`` folder and a lookup of translated paragraphs).
    """

    lang: str
    out: Path
    translate: Callable[[str, str], str] | None = field(default=None, compare=False)

    def pages(self) -> list[str]:
        """The pages this edition has: every page in English, else the ones
        :data:`widgets.course.TRANSLATED` lists for the language."""
        from widgets.course import TRANSLATED

        if self.lang == "en":
            return pages()
        return sorted(TRANSLATED.get(self.lang, ()))


def _russian(rel: str, paragraph: str) -> str:
    from tools.translations import translator

    global _russian_lookup
    if _russian_lookup is None:
        _russian_lookup = translator("ru")
    return _russian_lookup(rel, paragraph)


_russian_lookup: Callable[[str, str], str] | None = None

EDITIONS: dict[str, Edition] = {"en": Edition("en", ROOT / "notebooks"),
                                "ru": Edition("ru", ROOT / "notebooks" / "ru", _russian)}
#: A translated page's generated cell that sets the kernel's language, on a page with no
#: lesson frame (the Index): the lesson frame's own cell does it elsewhere.
LANG_CELL = 'from widgets.i18n import use\n\nuse("{lang}")'
#: A course link in the prose: ``](path.ipynb`` or ``](path.ipynb#anchor``.
PAGE_LINK = re.compile(r"\]\((?![a-z]+:|/|#)([^)\s#]+\.ipynb)")


class SourceError(ValueError):
    """A source that cannot be built (its path and the reason)."""


def pages() -> list[str]:
    """Every page with a source, as notebook paths under the edition's folder (POSIX)."""
    return sorted(p.relative_to(SOURCES).with_suffix(".ipynb").as_posix()
                  for p in SOURCES.rglob("*.md") if p.name != "README.md")


def source_path(rel: str) -> Path:
    """The source of the page ``rel`` (``bid_whist/04_Bidding.ipynb``)."""
    return SOURCES / Path(rel).with_suffix(".md")


def paragraphs(text: str) -> list[str]:
    """The paragraphs of a markdown cell, the unit a translator takes: blocks between blank
    lines, a fenced block (```) kept whole."""
    out: list[str] = []
    block: list[str] = []
    fenced = False
    for line in text.split("\n"):
        if FENCE.match(line.strip()):
            fenced = not fenced
        if not line.strip() and not fenced:
            if block:
                out.append("\n".join(block))
                block = []
            continue
        block.append(line)
    if block:
        out.append("\n".join(block))
    return out


def _translate(text: str, rel: str, edition: Edition) -> str:
    if edition.translate is None:
        return text
    return "\n\n".join(edition.translate(rel, p) for p in paragraphs(text))


def _edition_links(text: str, rel: str, lang: str) -> str:
    """A translated page's course links: to the same edition's page where there is one,
    else to the English page (one folder up)."""
    from widgets.course import edition_of

    here = posixpath.dirname(rel)

    def swap(m: re.Match) -> str:
        target = posixpath.normpath(posixpath.join(here, m.group(1)))
        there = posixpath.relpath(edition_of(target, lang),
                                  posixpath.dirname(edition_of(rel, lang)) or ".")
        return f"]({there}"

    return PAGE_LINK.sub(swap, text)


def for_learners(text: str) -> str:
    """A rule's text as a learner reads it: ``tools.rulebook.for_learners`` (no notes
    meant for the course's developers), with the course's own choices named as such."""
    text = text.replace("*Where the sources are silent:*",
                        "*This course's choice, where the sources are silent:*")
    return rulebook.for_learners(text)


def rule_units() -> list[str]:
    """The English words of the rules card's list, each a unit a translator takes: every
    part's title, every section's title and every rule's text, in card order (the rule IDs
    and anchors are the code's, the same in every edition)."""
    from whist_core.rulebook import RULES

    order = list(dict.fromkeys(r.part for r in RULES))
    out: list[str] = []
    for rule in sorted(RULES, key=lambda r: order.index(r.part)):
        out += [rule.part.split(" (")[0], for_learners(rule.section), for_learners(rule.text)]
    return list(dict.fromkeys(out))


def rule_cells(edition: Edition | None = None) -> list[nbformat.NotebookNode]:
    """The rules card's list: one markdown cell per part (long parts split at a section),
    its titles and rule texts in the edition's language (:func:`rule_units`)."""
    from whist_core.rulebook import RULES

    def say(text: str) -> str:
        if edition is None or edition.translate is None:
            return text
        return edition.translate(RULES_CARD, text)

    cells: list[nbformat.NotebookNode] = []
    chunk: list[str] = []
    part = section = None

    def flush() -> None:
        if chunk:
            cells.append(nbformat.v4.new_markdown_cell("\n".join(chunk).strip("\n")))
            chunk.clear()

    order = list(dict.fromkeys(r.part for r in RULES))     # each part once, in card order
    for rule in sorted(RULES, key=lambda r: order.index(r.part)):
        if rule.part != part:
            flush()
            part = rule.part
            key = part.split(" — ")[0].replace(" ", "-")
            chunk.append(f'<a id="{key}" name="{key}"></a>\n\n## {say(part.split(" (")[0])}\n')
            section = None
        if rule.section != section:
            section = rule.section
            if len(chunk) > 12:
                flush()
            chunk.append(f"\n### {say(for_learners(section))}\n")
        chunk.append(f'- <a id="{rule.id}" name="{rule.id}"></a>**{rule.id}** — '
                     f"{say(for_learners(rule.text))}")
    flush()
    return cells


def read(rel: str) -> nbformat.NotebookNode:
    """The source of ``rel`` as a notebook object (no frame, no links, no outputs)."""
    path = source_path(rel)
    try:
        nb = jupytext.reads(path.read_text(encoding="utf-8"), fmt=FORMAT)
    except (OSError, ValueError) as err:
        raise SourceError(f"{path.relative_to(ROOT)}: cannot be read as MyST Markdown: "
                          f"{err}") from None
    return nb


def build(rel: str, edition: Edition = EDITIONS["en"],
          previous: nbformat.NotebookNode | None = None) -> tuple[nbformat.NotebookNode, bool]:
    """The notebook of page ``rel``, and whether it must still be run for its outputs.

    Outputs of checked cells are copied from ``previous`` (the notebook built before) when
    its code cells are the same as the new ones.
    """
    from widgets.course import lessons

    src = read(rel)
    meta = src.metadata
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = dict(meta.get("kernelspec") or KERNELSPEC)
    nb.metadata["language_info"] = dict(LANGUAGE_INFO)
    if "whist" in meta:
        nb.metadata["whist"] = copy.deepcopy(dict(meta["whist"]))
    nb.metadata["source"] = {"path": source_path(rel).relative_to(ROOT).as_posix(),
                             "lang": edition.lang}
    for cell in src.cells:
        tags = list(cell.metadata.get("tags", []))
        if cell.cell_type == "markdown" and cell.source.strip() == RULES_MARK:
            if rel != RULES_CARD:
                raise SourceError(f"{source_path(rel).relative_to(ROOT)}: the rule-list "
                                  f"marker belongs to the rules card only")
            nb.cells.extend(rule_cells(edition))
            continue
        if cell.cell_type == "markdown":
            text = _translate(cell.source, rel, edition)
            if not rel.startswith("reference/"):
                text = links.link(text, rel)
            if edition.lang != "en":
                text = _edition_links(text, rel, edition.lang)
            new = nbformat.v4.new_markdown_cell(text)
        else:
            new = nbformat.v4.new_code_cell(cell.source)
        if tags:
            new.metadata["tags"] = tags
        nb.cells.append(new)
    manifest = {lesson.file: lesson.rules for lesson in lessons()}
    if rel in manifest:
        frame(nb, rel, manifest[rel] or tuple(nb.metadata.get("whist", {}).get("rules", ())),
              edition.lang)
        nb.cells[0]["id"] = "title"
    elif edition.lang != "en":
        nb.cells.insert(0, nbformat.v4.new_code_cell(LANG_CELL.format(lang=edition.lang),
                                                     metadata={"tags": ["whist-frame"]}))
        nb.cells[0]["id"] = "frame-top"
    for i, cell in enumerate(nb.cells):
        if cell.get("id") not in FRAME_IDS:
            cell["id"] = f"cell-{i}"
    run = _outputs(nb, previous)
    return nb, run


def _code(nb: nbformat.NotebookNode) -> list[str]:
    return [c.source for c in nb.cells if c.cell_type == "code"]


def _outputs(nb: nbformat.NotebookNode, previous: nbformat.NotebookNode | None) -> bool:
    """Copy the checked cells' outputs from ``previous``; True when that is not possible."""
    checked = [c for c in nb.cells if c.cell_type == "code" and c.source.startswith(CHECK)]
    if not checked:
        return False
    if previous is None or _code(previous) != _code(nb):
        return True
    old = [c for c in previous.cells if c.cell_type == "code"]
    new = [c for c in nb.cells if c.cell_type == "code"]
    for a, b in zip(old, new, strict=True):
        if b.source.startswith(CHECK):
            if not a.get("outputs"):
                return True
            b.outputs = copy.deepcopy(a.outputs)
            b.execution_count = a.execution_count
    return False


def execute(nb: nbformat.NotebookNode, folder: Path) -> None:
    """Run ``nb`` in ``folder``; keep only the outputs of the checked cells."""
    from nbclient import NotebookClient

    ran = copy.deepcopy(nb)
    NotebookClient(ran, timeout=600, resources={"metadata": {"path": str(folder)}}).execute()
    for cell, done in zip(nb.cells, ran.cells, strict=True):
        if cell.cell_type == "code" and cell.source.startswith(CHECK):
            cell.outputs = done.outputs
            cell.execution_count = done.execution_count


def text(nb: nbformat.NotebookNode) -> str:
    """The file text of a built notebook (as committed)."""
    return nbformat.writes(nb) + "\n"


def _previous(path: Path) -> nbformat.NotebookNode | None:
    if not path.is_file():
        return None
    return nbformat.reads(path.read_text(encoding="utf-8"), as_version=4)


def stale(edition: Edition = EDITIONS["en"], only: list[str] | None = None) -> list[str]:
    """Pages whose committed notebook is not what its source builds (or has no source), each
    as ``path: reason``. Runs nothing: a page whose code changed is stale until rebuilt."""
    out = []
    wanted = edition.pages() if only is None else [r for r in only if r in edition.pages()]
    for rel in wanted:
        path = edition.out / rel
        previous = _previous(path)
        if previous is None:
            out.append(f"{rel}: not built yet")
            continue
        nb, run = build(rel, edition, previous)
        if run:
            out.append(f"{rel}: its code changed (the checked outputs must be run again)")
        elif text(nb) != path.read_text(encoding="utf-8"):
            out.append(f"{rel}: differs from {source_path(rel).relative_to(ROOT)}")
    if only is None:
        others = {lang for lang in EDITIONS if lang != "en"}      # their folders, inside
        built = {p.relative_to(edition.out).as_posix() for p in edition.out.rglob("*.ipynb")
                 if ".ipynb_checkpoints" not in p.parts
                 and (edition.lang != "en" or p.relative_to(edition.out).parts[0] not in others)}
        out += [f"{rel}: has no source under pages/" for rel in sorted(built - set(wanted))]
    return out


def _page_name(name: str) -> str:
    """``pages/x/y.md``, ``notebooks/x/y.ipynb``, ``x/y.md`` or ``x/y`` as ``x/y.ipynb``."""
    for prefix in ("pages/", "notebooks/"):
        name = name.removeprefix(prefix)
    return f"{name.removesuffix('.md').removesuffix('.ipynb')}.ipynb"


def _shown(edition: Edition, line: str) -> str:
    """A report line about a page, with the edition's folder when it is not English."""
    return line if edition.lang == "en" else f"{edition.lang}/{line}"


def _write(rel: str, edition: Edition, run_all: bool) -> bool:
    """Build page ``rel`` of ``edition`` and write it if it changed (True then)."""
    path = edition.out / rel
    previous = _previous(path)
    nb, run = build(rel, edition, previous)
    if run or run_all:
        print(_shown(edition, f"{rel}: running it for its checked outputs …"), flush=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        execute(nb, path.parent)
    new = text(nb)
    if previous is not None and new == path.read_text(encoding="utf-8"):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(new, encoding="utf-8")
    print(_shown(edition, f"{rel}: written"))
    return True


def main(argv: list[str] | None = None) -> int:
    """Build (or ``--check``) the pages; print one line per page changed."""
    args = sys.argv[1:] if argv is None else argv
    flags = {a for a in args if a.startswith("--")}
    unknown = flags - {"--check", "--execute"}
    if unknown:
        print(f"tools.pages: unknown option {sorted(unknown)[0]} (use --check, --execute)")
        return 2
    names = [a for a in args if not a.startswith("--")]
    only = [_page_name(n) for n in names]
    missing = [n for n in only if not source_path(n).is_file()]
    if missing:
        print(f"tools.pages: no source {source_path(missing[0]).relative_to(ROOT)}")
        return 2
    try:
        if "--check" in flags:
            bad, n = [], 0
            for edition in EDITIONS.values():
                wanted = [r for r in only if r in edition.pages()] if only else edition.pages()
                n += len(wanted)
                bad += [_shown(edition, line) for line in stale(edition, only or None)]
            print("\n".join(bad) if bad else f"{n} page{'s' * (n != 1)} up to date")
            return 1 if bad else 0
        if rulebook.RULES_MD.is_file() and rulebook.build():
            print(f"{rulebook.OUT.relative_to(ROOT)}: rebuilt from RULES.md")
        changed = total = 0
        for edition in EDITIONS.values():
            for rel in [r for r in only if r in edition.pages()] if only else edition.pages():
                total += 1
                changed += _write(rel, edition, "--execute" in flags)
        print(f"{changed} of {total} pages written")
    except SourceError as err:
        print(err)
        return 1
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
