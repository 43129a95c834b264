"""Every notebook is built from its one source under pages/ (``python -m tools.pages``).

Fast: builds the pages in memory from their MyST Markdown sources and compares them with
the committed notebooks, cells, metadata and the stored outputs of the checked cells;
nothing is run (a page whose code changed is stale until ``make pages`` runs it).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import nbformat
import pytest

from tools import export_pages, links, pages, rulebook

NOTEBOOKS = pages.EDITIONS["en"].out


TRANSLATED = [e for e in pages.EDITIONS.values() if e.lang != "en"]


def notebooks(root: Path = NOTEBOOKS) -> list[str]:
    """The English notebooks (a translated edition's folder is left out)."""
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in p.parts
                  and (root != NOTEBOOKS or not any(p.is_relative_to(e.out) for e in TRANSLATED)))


def test_every_committed_notebook_is_the_one_its_source_builds() -> None:
    assert notebooks() == pages.pages(), "a notebook without a source, or a source unbuilt"
    assert len(pages.pages()) >= 36
    stale = pages.stale()
    assert not stale, "run `make pages` (python -m tools.pages):\n" + "\n".join(stale)


@pytest.mark.parametrize("edition", TRANSLATED, ids=lambda e: e.lang)
def test_every_translated_notebook_is_the_one_its_source_and_catalog_build(
        edition: pages.Edition) -> None:
    assert notebooks(edition.out) == edition.pages(), f"{edition.lang}: built ≠ declared"
    stale = pages.stale(edition)
    assert not stale, "run `make pages` (python -m tools.pages):\n" + "\n".join(stale)
    for rel in edition.pages():
        meta = nbformat.read(edition.out / rel, as_version=4).metadata
        assert meta["source"]["lang"] == edition.lang, rel


def test_each_notebook_records_its_source() -> None:
    for rel in pages.pages():
        meta = nbformat.read(NOTEBOOKS / rel, as_version=4).metadata
        assert meta["source"] == {"path": f"pages/{rel.removesuffix('.ipynb')}.md",
                                  "lang": "en"}, rel


@pytest.fixture
def copy_of_notebooks(tmp_path: Path) -> pages.Edition:
    out = tmp_path / "notebooks"
    shutil.copytree(NOTEBOOKS, out, ignore=shutil.ignore_patterns("*.json", "*.py"))
    return pages.Edition("en", out)


def test_a_changed_notebook_is_caught(copy_of_notebooks: pages.Edition) -> None:
    edition = copy_of_notebooks
    prose = edition.out / "bid_whist/04_Bidding.ipynb"
    nb = nbformat.read(prose, as_version=4)
    cell = next(c for c in nb.cells if c.cell_type == "markdown" and "auction" in c.source)
    cell.source = cell.source.replace("auction", "auctoin", 1)       # a fix made in the .ipynb
    prose.write_text(pages.text(nb), encoding="utf-8")
    code = edition.out / "systems/03_Boston.ipynb"
    nb = nbformat.read(code, as_version=4)
    checked = next(c for c in nb.cells if c.source.startswith(pages.CHECK))
    checked.outputs = []                                             # an output lost
    code.write_text(pages.text(nb), encoding="utf-8")
    (edition.out / "extra.ipynb").write_text(pages.text(nb), encoding="utf-8")
    assert pages.stale(edition) == [
        "bid_whist/04_Bidding.ipynb: differs from pages/bid_whist/04_Bidding.md",
        "systems/03_Boston.ipynb: its code changed (the checked outputs must be run again)",
        "extra.ipynb: has no source under pages/"]


def test_the_converter_gives_back_every_source() -> None:
    for rel in pages.pages():
        nb = nbformat.read(NOTEBOOKS / rel, as_version=4)
        assert export_pages.source_text(rel, nb) == pages.source_path(rel).read_text(
            encoding="utf-8"), f"{rel}: python -m tools.export_pages would change its source"


def test_a_language_is_one_translation_per_paragraph(tmp_path: Path) -> None:
    seen: list[str] = []

    def shout(page: str, paragraph: str) -> str:
        seen.append(paragraph)
        return paragraph.upper()

    edition = pages.Edition("xx", tmp_path, translate=shout)
    nb, _ = pages.build("reference/Cheat_Sheet_German_Whist.ipynb", edition)
    english, _ = pages.build("reference/Cheat_Sheet_German_Whist.ipynb")
    assert nb.metadata["source"]["lang"] == "xx"
    assert seen and all("\n\n" not in p for p in seen if "<style>" not in p)
    for a, b in zip(english.cells, nb.cells, strict=True):
        if a.get("id") == "frame-top":                 # the frame sets the kernel's language
            assert b.source == a.source.replace('.ipynb")', '.ipynb", lang="xx")')
        elif a.cell_type == "code":
            assert a.source == b.source
        elif a.get("id") != "title":
            assert b.source == a.source.upper() or "<style>" in a.source


def test_the_command_names_a_bad_page_or_option(capsys: pytest.CaptureFixture[str]) -> None:
    # a page with one edition (English only), named by its source and by its notebook
    page = next(p for p in pages.pages()
                if all(p not in e.pages() for e in TRANSLATED)).removesuffix(".ipynb")
    assert pages.main(["--check", f"pages/{page}.md"]) == 0
    assert pages.main(["--check", f"notebooks/{page}.ipynb"]) == 0
    assert pages.main(["bid_whist/99_Nowhere"]) == 2
    assert pages.main(["--fast"]) == 2
    out = capsys.readouterr().out.splitlines()
    assert out == ["1 page up to date", "1 page up to date",
                   "tools.pages: no source pages/bid_whist/99_Nowhere.md",
                   "tools.pages: unknown option --fast (use --check, --execute)"]


def test_paragraphs_keep_fenced_blocks_whole() -> None:
    text = "One\nline.\n\n```\na\n\nb\n```\n\nTwo."
    assert pages.paragraphs(text) == ["One\nline.", "```\na\n\nb\n```", "Two."]


def test_rule_labels_link_and_unlink() -> None:
    text = "As **[BW-2.3]** and **[GW-1.1, GW-1.2]** say; not **[XX-1]**."
    linked = links.link(text, "bid_whist/01_Table_and_Goal.ipynb")
    assert "[**[BW-2.3]**](../reference/Rules_Card.ipynb#BW-2.3)" in linked
    assert "[**[GW-1.1, GW-1.2]**](../reference/Rules_Card.ipynb#GW-1.1)" in linked
    assert links.link(linked, "bid_whist/01_Table_and_Goal.ipynb") == linked
    assert links.unlink(linked, "bid_whist/01_Table_and_Goal.ipynb") == text


def test_the_rule_list_marker_is_for_the_rules_card_only(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "Page.md").write_text(f"# Page\n\n+++\n\n{pages.RULES_MARK}\n", encoding="utf-8")
    monkeypatch.setattr(pages, "SOURCES", tmp_path)
    monkeypatch.setattr(pages, "ROOT", tmp_path)
    with pytest.raises(pages.SourceError, match=r"^Page\.md: the rule-list marker belongs"):
        pages.build("Page.ipynb")


@pytest.mark.skipif(not rulebook.RULES_MD.is_file(), reason="RULES.md is not beside the repo")
def test_the_rulebook_is_the_one_rules_md_gives() -> None:
    want = rulebook.text(rulebook.parse(rulebook.RULES_MD.read_text(encoding="utf-8")))
    assert rulebook.OUT.read_text(encoding="utf-8") == want, "run python -m tools.rulebook"
